// Game records and stepping through a game, under node's test runner with the real engine (the
// wasm built into dist/www/pkg): the controller's view of earlier positions (no move can be made
// there, the bot's game goes on underneath), the records the engine writes and reads back
// exactly in all four games, and the precise refusal of a malformed record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../wasm/load.mjs';
import { Session, specOf, parseRecord, writeRecord } from '../../www/engine/engine.js';
import { GameController } from '../../www/game/controller.js';

const wasm = await loadEngine();

function make(variant, { position = '', seats = null, bot = null } = {}) {
  const created = Session.create(wasm, variant, position);
  assert.ok(created.session, created.error);
  const spec = specOf(wasm, variant);
  return new GameController({
    session: created.session,
    spec,
    seats,
    start: position,
    bot,
    wait: async () => {},
    now: () => 0,
  });
}

/** Plays the first legal move `n` times (or until the game ends). */
function playFirst(controller, n) {
  for (let i = 0; i < n && !controller.over; i++) controller.play(controller.state.moves[0]);
}

for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
  test(`${variant}: an earlier position is shown without changing the game`, () => {
    const controller = make(variant);
    playFirst(controller, 6);
    const live = controller.state;
    const views = [];
    controller.subscribe((change) => views.push(change.type));
    assert.equal(controller.step(-1), true);
    assert.equal(controller.viewing, 5);
    assert.equal(controller.step(-2), true);
    assert.equal(controller.viewing, 3);
    assert.deepEqual(controller.shown.history, live.history.slice(0, 3));
    assert.deepEqual(controller.playable, [], 'no move is made while looking back');
    assert.equal(controller.state, live, 'the live state is untouched');
    assert.equal(controller.view(0), true);
    assert.equal(controller.shown.history.length, 0);
    assert.equal(controller.step(-1), false, 'nothing before the start');
    controller.step(6);
    assert.equal(controller.viewing, null, 'stepping past the last move is the live game');
    assert.equal(controller.shown, live);
    assert.ok(controller.playable.length > 0);
    assert.ok(views.every((v) => v === 'view'));
    controller.destroy();
  });

  test(`${variant}: the record of a game reads back as the same game and the same text`, () => {
    const controller = make(variant);
    playFirst(controller, 12);
    const moves = controller.state.history;
    const tags = [
      ['Date', '2025-05-04'],
      ['Seats', variant === 'sanguo' ? 'human easy easy' : 'human easy'],
    ];
    const { text, error } = writeRecord(wasm, variant, tags, moves);
    assert.equal(error, undefined);
    const read = parseRecord(wasm, text);
    assert.equal(read.error, undefined, read.error);
    assert.equal(read.variant, variant);
    assert.deepEqual(Array.from(read.moves), moves);
    assert.deepEqual(
      Array.from(read.tags, (p) => Array.from(p)),
      tags,
    );
    assert.equal(writeRecord(wasm, variant, read.tags, read.moves).text, text);
    controller.destroy();
  });
}

test('a bot game goes on while an earlier position is shown', async () => {
  let answer = null;
  const bot = {
    move(request) {
      return new Promise((resolve) => {
        answer = () => {
          const game = new wasm.Game(request.variant, request.position);
          for (const m of request.moves) game.play(m);
          const first = game.state().moves[0];
          game.free();
          resolve({ notation: first.notation, elapsed_ms: 1, depth: 1 });
        };
      });
    },
    cancel() {},
  };
  const controller = make('jungle', { seats: ['human', 'normal'], bot });
  controller.start();
  controller.play(controller.state.moves[0]);
  assert.equal(controller.pending?.kind, 'bot');
  controller.view(0);
  answer();
  for (let i = 0; i < 20 && controller.pending; i++) await new Promise((r) => setImmediate(r));
  assert.equal(controller.state.history.length, 2, 'the bot moved');
  assert.equal(controller.viewing, 0, 'the view stays where it was');
  assert.deepEqual(controller.playable, []);
  controller.view(null);
  assert.ok(controller.playable.length > 0, 'the person plays on from the live position');
  controller.destroy();
});

test('a malformed record is refused with the line or move at fault', () => {
  const bad = [
    ['[Game "hex"]\n[Date 2025]\n', /line 2/],
    ['[Game "hex"]\n\n1. f5-f6 e7-e6 2. a1-a9\n', /move 3 \(2\. a1-a9\)/],
    ['1. e2-e4', /names no game/],
  ];
  for (const [text, reason] of bad) {
    const read = parseRecord(wasm, text);
    assert.match(read.error ?? '', reason, text);
  }
});

test("a resignation is the record's ending and comes back", () => {
  const controller = make('hex');
  playFirst(controller, 4);
  controller.resign('w');
  assert.equal(controller.ending, 'resign:w');
  const tags = [
    ['Ending', controller.ending],
    ['Result', controller.state.result.text],
  ];
  const { text } = writeRecord(wasm, 'hex', tags, controller.state.history);
  const read = parseRecord(wasm, text);
  const again = make('hex');
  for (const m of read.moves) again.play(again.state.moves.find((x) => x.notation === m));
  assert.equal(again.endAs('resign:w'), true);
  assert.equal(again.state.result.text, controller.state.result.text);
  controller.destroy();
  again.destroy();
});
