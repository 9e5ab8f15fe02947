// Who is at the table, as the room session (room-session.js) keeps it from the server's
// seats: each seat's fields, and each gone player's countdown until their seat may be claimed.

/**
 * Reads `seats` (a snapshot's or a presence frame's) at `now` into `room`: each known seat takes
 * the new fields; a gone player's countdown is set (`goneAt`: letter → when it ends, as `now`),
 * and a player back has none, nor a wait chosen on them (`waitingOn`).
 * @param {{letter: string, gone_in_ms?: number|null}[]} seats
 * @param {number} now
 * @param {{seatOf: (letter: string) => object|null, goneAt: Map<string, number>, waitingOn: Set<string>}} room
 */
export function readPresence(seats, now, room) {
  for (const seat of seats) {
    const known = room.seatOf(seat.letter);
    if (known && known !== seat) Object.assign(known, seat);
    if (seat.gone_in_ms === undefined || seat.gone_in_ms === null) {
      room.goneAt.delete(seat.letter);
      room.waitingOn.delete(seat.letter);
    } else {
      room.goneAt.set(seat.letter, now + seat.gone_in_ms);
    }
  }
}
