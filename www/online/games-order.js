// The order of "Your online games" (pages.js): the games waiting for this device's move first,
// then the least time left to move, then the newest. Pure functions of a row, `{seat, summary}`:
// the seat this browser holds (seats.js) and the room's summary as the server gave it.

/**
 * @typedef {object} GameRow
 * @property {{room: string, seat: string, at: number}} seat   the seat held, and since when
 * @property {{status?: string, to_move?: string, seats?: {letter: string}[], clocks?: number[]|null}} summary
 */

/** Whether it is this device's move in a row's room. */
export function yourMove(/** @type {GameRow} */ { seat, summary }) {
  return summary.status === 'live' && summary.to_move === seat.seat;
}

/** Milliseconds left to the player to move in a row's room (no clock: forever). */
export function timeLeft(/** @type {{summary: GameRow["summary"]}} */ { summary }) {
  const i = summary.seats?.findIndex((s) => s.letter === summary.to_move) ?? -1;
  return summary.clocks && i >= 0 ? summary.clocks[i] : Infinity;
}

/** For `Array.sort`: this device's moves first, then the least time left, then the newest. */
export function byUrgency(/** @type {GameRow} */ a, /** @type {GameRow} */ b) {
  return Number(yourMove(b)) - Number(yourMove(a)) || timeLeft(a) - timeLeft(b) || b.seat.at - a.seat.at;
}
