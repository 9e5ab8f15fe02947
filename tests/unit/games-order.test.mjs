// The order of "Your online games" on the home screen (www/online/games-order.js): the rooms
// where it is this device's move first, each part by the time left to move (a game by days
// among the clocked ones, one without a clock last), then the newest seat first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byUrgency, yourMove } from '../../www/online/games-order.js';

const TWO = [{ letter: 'w' }, { letter: 'b' }];
const THREE = [{ letter: 'r' }, { letter: 'g' }, { letter: 'b' }];
const DAY = 24 * 3_600_000;

/** A row of the list: the seat held (`at` when) and the room's summary. */
function row(room, seat, at, summary) {
  return { seat: { room, seat, at }, summary: { status: 'live', seats: TWO, ...summary } };
}

const ROWS = [
  row('mine-60s', 'w', 1, { to_move: 'w', clocks: [60_000, 90_000] }),
  row('mine-2days', 'b', 2, { to_move: 'b', clocks: [DAY, 2 * DAY] }),
  row('mine-unclocked', 'w', 3, { to_move: 'w', clocks: null }),
  row('mine-30s-of-three', 'g', 4, { to_move: 'g', seats: THREE, clocks: [90_000, 30_000, 10_000] }),
  row('theirs-5s', 'w', 5, { to_move: 'b', clocks: [1_000, 5_000] }),
  row('theirs-unclocked-old', 'b', 6, { to_move: 'w' }),
  row('theirs-unclocked-new', 'b', 9, { to_move: 'w' }),
  row('waiting', 'w', 8, { status: 'waiting', to_move: undefined }),
  row('theirs-1day', 'w', 7, { to_move: 'b', clocks: [2 * DAY, DAY] }),
];

const EXPECTED = [
  'mine-30s-of-three',
  'mine-60s',
  'mine-2days',
  'mine-unclocked',
  'theirs-5s',
  'theirs-1day',
  'theirs-unclocked-new',
  'waiting',
  'theirs-unclocked-old',
];

test('your games: your moves first, then the least time left, then the newest', () => {
  assert.deepEqual(
    ROWS.filter(yourMove).map((r) => r.seat.room),
    ROWS.slice(0, 4).map((r) => r.seat.room),
  );
  // Whatever order the rooms were read in.
  const orders = [ROWS, [...ROWS].reverse(), [ROWS[4], ...ROWS.slice(5), ...ROWS.slice(0, 4)]];
  for (const rows of orders) {
    assert.deepEqual(
      [...rows].sort(byUrgency).map((r) => r.seat.room),
      EXPECTED,
    );
  }
});

test("a room whose game is not live is nobody's move: a waiting room and a finished one", () => {
  assert.equal(yourMove(row('w', 'w', 1, { status: 'waiting', to_move: 'w' })), false);
  assert.equal(yourMove(row('e', 'w', 1, { status: 'ended', to_move: 'w' })), false);
  assert.equal(yourMove(row('l', 'w', 1, { to_move: 'w' })), true);
});
