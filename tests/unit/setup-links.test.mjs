// How a game's link names its players (www/app/setup.js) under node's test runner: the seats of a
// three-player game, each a human or a computer level, read from `seats=` or from the older
// `mode=bot&level=…&side=…`, and what a link that does not add up is read as.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSettings, resolveSeats } from '../../www/app/setup.js';
import { loadCatalogs } from '../catalogs.mjs';

// The words of moves, results and notices come from the message catalogs.
await loadCatalogs();

const PLAYERS = [
  { letter: 'r', name: 'red' },
  { letter: 'g', name: 'green' },
  { letter: 'b', name: 'blue' },
];

/** The seats and notices of a Three Kingdoms link's query. */
function seatsOf(query) {
  const { settings, notices } = readSettings(new URLSearchParams(query), 'sanguo', PLAYERS);
  return { seats: resolveSeats(settings, PLAYERS), notices };
}

test('a seat for each player: as written', () => {
  assert.deepEqual(seatsOf('seats=hard-benlik-human'), { seats: ['hard', 'benlik', 'human'], notices: [] });
});

test('one side against the computer: the others play at that level', () => {
  assert.deepEqual(seatsOf('mode=bot&level=hard&side=g'), { seats: ['hard', 'human', 'hard'], notices: [] });
});

test('too few seats: one human against the computer, and a notice says why', () => {
  const { seats, notices } = seatsOf('seats=hard-human');
  assert.deepEqual(seats, ['human', 'normal', 'normal']);
  assert.equal(notices.length, 1);
  assert.match(notices[0], /does not give a player for each of the 3 seats/);
});

test('no human seat: the first seat becomes human, and a notice says why', () => {
  const { seats, notices } = seatsOf('seats=hard-easy-normal');
  assert.deepEqual(seats, ['human', 'easy', 'normal']);
  assert.match(notices[0], /At least one seat must be a human player/);
});
