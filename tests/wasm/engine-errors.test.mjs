// Engine errors across the wasm boundary: a thrown Error carries `kind` and `params` besides
// the English message, engine.js passes them on, and www/game/engine-errors.js words every kind in
// English and Turkish. Run by `cargo xtask test` after the wasm build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, thrown } from './load.mjs';

import { loadCatalogs, catalogTexts } from '../catalogs.mjs';

const wasm = await loadEngine();
const { Session, errorInfo } = await import('../../www/engine/engine.js');
const { describeEngineError, hasErrorText } = await import('../../www/game/engine-errors.js');
const { setLanguage } = await loadCatalogs();

test('a bad position throws an Error with kind and params', () => {
  const error = thrown(() => new wasm.Game('jungle', 'garbage'));
  assert.ok(error instanceof Error);
  assert.equal(error.kind, 'bad-field-count');
  assert.equal(error.params.found, '1');
  assert.equal(error.params.expected, '4');
  assert.match(error.message, /expected 4 fields/);
});

test('an illegal move throws kind illegal-move with the move, cells and piece', () => {
  const game = new wasm.Game('jungle', '');
  const error = thrown(() => game.play('a3-c3'));
  assert.equal(error.kind, 'illegal-move');
  assert.deepEqual(
    { move: error.params.move, from: error.params.from, to: error.params.to },
    { move: 'a3-c3', from: 'a3', to: 'c3' },
  );
  assert.equal(typeof error.params.piece, 'string');
  assert.match(error.message, /^illegal move 'a3-c3'/);
  assert.deepEqual(game.state().history, [], 'the refused move changed nothing');
  game.free();
});

test('wrong argument types and unknown variants have kinds too', () => {
  assert.equal(thrown(() => new wasm.Game(42, '')).kind, 'wrong-type');
  const unknown = thrown(() => new wasm.Game('chess', ''));
  assert.equal(unknown.kind, 'unknown-variant');
  assert.equal(unknown.params.variant, 'chess');
});

test('engine.js passes kind and params on and keeps the message as error', () => {
  const created = Session.create(wasm, 'jungle', 'garbage');
  assert.equal(typeof created.error, 'string');
  assert.equal(created.kind, 'bad-field-count');
  assert.equal(created.params.found, '1');
  const { session } = Session.create(wasm, 'jungle');
  const refused = session.play('a3-c3');
  assert.equal(typeof refused, 'string');
  assert.equal(session.lastError.kind, 'illegal-move');
  assert.equal(session.lastError.message, refused);
  assert.equal(session.play('a3-a4'), null);
  assert.equal(session.lastError, null);
  session.free();
  assert.deepEqual(errorInfo(new Error('plain')), { message: 'plain', kind: null, params: {} });
});

test('every kind the engine throws has a text in every language', async () => {
  for (const lang of catalogTexts().keys()) {
    await setLanguage(lang);
    for (const kind of wasm.errorKinds()) assert.ok(hasErrorText(kind), `${lang}: no text for ${kind}`);
  }
  await setLanguage('en');
});

test('describeEngineError words errors in the current language', async () => {
  const game = new wasm.Game('jungle', '');
  const info = errorInfo(thrown(() => game.play('a3-c3')));
  game.free();
  await setLanguage('en');
  assert.equal(describeEngineError(info), info.message);
  await setLanguage('tr');
  try {
    const text = describeEngineError(info);
    assert.match(text, /^geçersiz hamle 'a3-c3': a3 hücresindeki \S+ c3 hücresine gidemez$/);
    assert.doesNotMatch(text, /illegal/);
    // A reason picks its own text; sides and pieces are translated.
    const water = errorInfo(thrown(() => new wasm.Game('jungle', 'l5t/1d3c1/r1p1w1e/7/1L5/7/E1W1P1R/1C3D1/T6 b 0 1')));
    assert.equal(water.kind, 'bad-placement');
    assert.equal(water.params.reason, 'water');
    assert.equal(describeEngineError(water), 'b5 hücresindeki kırmızı aslan suda; yalnızca fareler yüzer');
    const twice = errorInfo(thrown(() => new wasm.Game('jungle', 'l5t/1d3c1/r1p1w1e/7/1E5/7/E1W1P1R/1C3D1/T5L b 0 1')));
    assert.equal(twice.kind, 'too-many-pieces');
    assert.match(describeEngineError(twice), /^Kırmızı tarafında/);
    // Unknown kinds, and errors without a kind, show the English message.
    assert.equal(describeEngineError({ message: 'odd', kind: 'no-such-kind', params: {} }), 'odd');
    assert.equal(describeEngineError({ message: 'plain', kind: null, params: {} }), 'plain');
  } finally {
    await setLanguage('en');
  }
});
