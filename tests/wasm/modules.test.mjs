// One wasm module per game (dist/www/pkg/<game>/): each knows its own game only and refuses the
// others the way the page relies on, and the page's engine object (www/engine/engine.js) hands every
// call, a pasted record of any game included, to the module of its game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, loadModule, thrown } from './load.mjs';
import { parseRecord, writeRecord } from '../../www/engine/engine.js';
import { otherGameOf, readRecord } from '../../www/game/record.js';

const GAMES = ['jungle', 'hex', 'timur', 'sanguo'];
const modules = Object.fromEntries(await Promise.all(GAMES.map(async (g) => [g, await loadModule(g)])));
const engine = await loadEngine();

/** A record of `variant`: its first two legal moves from the start. */
function recordOf(variant) {
  const game = new engine.Game(variant, '');
  const first = game.state().moves[0].notation;
  game.play(first);
  const second = game.state().moves[0].notation;
  game.free();
  const { text, error } = writeRecord(engine, variant, [['Date', '2026-12-02']], [first, second]);
  assert.equal(error, undefined);
  return { text, moves: [first, second] };
}

for (const variant of GAMES) {
  test(`${variant}'s module plays ${variant} and names every other game an unknown variant`, () => {
    const own = modules[variant];
    assert.deepEqual(own.variants(), [variant]);
    const game = new own.Game(variant, '');
    assert.ok(game.state().moves.length > 0);
    game.free();
    for (const other of GAMES.filter((g) => g !== variant)) {
      const error = thrown(() => new own.Game(other, ''));
      assert.equal(error.kind, 'unknown-variant', `${variant}'s module asked for ${other}`);
      assert.equal(error.params.variant, other);
      assert.equal(thrown(() => own.spec(other)).kind, 'unknown-variant');
    }
  });
}

test('a record of another game is refused by a module with the game it names, and read by its own', () => {
  const { text, moves } = recordOf('hex');
  const refused = thrown(() => modules.jungle.parseRecord(text));
  assert.equal(refused.kind, 'unknown-variant');
  assert.equal(refused.params.variant, 'hex');
  // What the page does with that refusal: it names the game whose engine it must load.
  assert.equal(otherGameOf(readRecord({ parseRecord: (t) => modules.jungle.parseRecord(t) }, text)), 'hex');
  // With every module loaded, the engine object reads it whatever module it asks first.
  const read = parseRecord(engine, text);
  assert.equal(read.variant, 'hex');
  assert.deepEqual(Array.from(read.moves, String), moves);
});

test('a record no module can read keeps its own reason', () => {
  const read = readRecord(engine, '[Variant "chess"]\n\n1. e4');
  assert.ok(read.error, 'an unknown game is refused');
  assert.equal(otherGameOf(read), null, 'chess is no game of the site: nothing to load');
  assert.equal(readRecord(engine, 'not a record').kind === 'unknown-variant', false);
});

test('the engine object names every game and refuses what is not one', () => {
  assert.deepEqual(engine.variants(), GAMES);
  const error = thrown(() => new engine.Game('chess', ''));
  assert.equal(error.kind, 'unknown-variant');
  assert.equal(error.params.variant, 'chess');
  assert.ok(thrown(() => engine.spec(42)) instanceof Error);
});
