// A move made in advance (www/online/premove.js) against stand-ins of the controller, the room's
// session and the board: kept while it is not this seat's move (in Three Kingdoms, until both
// other kingdoms have moved), then played if a legal move fits it, else dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Premove } from '../../www/online/premove.js';

/** A Three Kingdoms-like room where this device plays `b`; `turn` and `legal` are set by each test. */
function room() {
  const played = [];
  const droppedMoves = [];
  const marks = [];
  const controller = {
    alive: ['r', 'g', 'b'],
    over: false,
    state: {
      turn: 'r',
      pieces: [
        { cell: 'a1', owner: 'b' },
        { cell: 'c3', owner: 'r' },
      ],
    },
    legal: [],
    get playable() {
      return this.state.turn === 'b' ? this.legal : [];
    },
    choice(from, to) {
      const move = this.playable.find((m) => m.from === from && m.to === to);
      return move ? { play: move } : {};
    },
    play(move) {
      played.push(move.notation);
    },
  };
  const session = { live: true, clock: { base_s: 300, inc_s: 3 } };
  // A press is `{target: {onBoard}, cell}`: where it landed and the cell under it.
  const board = {
    cellEls: new Map([
      ['a1', {}],
      ['a2', {}],
      ['c3', {}],
    ]),
    setPremove: (from, to) => marks.push([from, to]),
    svg: { contains: (target) => target.onBoard },
    input: { eventCell: (event) => event.cell },
  };
  const premove = new Premove({
    controller,
    session,
    seat: 'b',
    board: () => board,
    mark: () => {},
    dropped: (move) => droppedMoves.push(move),
  });
  return { premove, controller, session, played, droppedMoves, marks };
}

test('waits for both other kingdoms, then plays the move', () => {
  const { premove, controller, played } = room();
  assert.deepEqual(
    premove.input().moves.map((m) => m.notation),
    ['a1-a2', 'a1-c3'],
  );
  assert.equal(premove.set('a1', 'a2'), true);
  controller.state.turn = 'g';
  premove.check();
  assert.deepEqual(played, []);
  assert.deepEqual(premove.queued, { from: 'a1', to: 'a2' });
  controller.state.turn = 'b';
  controller.legal = [{ from: 'a1', to: 'a2', notation: 'a1-a2' }];
  premove.check();
  assert.deepEqual(played, ['a1-a2']);
  assert.equal(premove.queued, null);
});

test('a move no longer legal is dropped; none is taken on one’s own turn or without a clock', () => {
  const { premove, controller, session, played, droppedMoves } = room();
  premove.set('a1', 'c3');
  controller.state.turn = 'b';
  controller.legal = [{ from: 'a1', to: 'a2', notation: 'a1-a2' }];
  premove.check();
  assert.deepEqual(played, []);
  assert.deepEqual(droppedMoves, ['a1-c3']);
  assert.equal(premove.input(), null, 'its own turn: the board takes real moves');
  controller.state.turn = 'r';
  session.clock = null;
  assert.equal(premove.set('a1', 'a2'), false);
  session.clock = { days: 3 };
  assert.equal(premove.input(), null);
});

test('a press on its own cells keeps it; anywhere else, on the board or off it, takes it back', () => {
  const { premove } = room();
  const press = (onBoard, cell = null) => premove.pressed(/** @type {any} */ ({ target: { onBoard }, cell }));
  premove.set('a1', 'a2');
  press(true, 'a1');
  press(true, 'a2');
  assert.deepEqual(premove.queued, { from: 'a1', to: 'a2' });
  press(true, 'c3');
  assert.equal(premove.queued, null);
  premove.set('a1', 'a2');
  // Off the board, even where a cell of the board would lie under the pointer (a dialog over it).
  press(false, 'a2');
  assert.equal(premove.queued, null);
  premove.set('a1', 'a2');
  press(true, null);
  assert.equal(premove.queued, null);
  premove.stop();
});
