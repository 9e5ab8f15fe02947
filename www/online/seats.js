// The seats this browser holds in online rooms: one record per room under a versioned key
// (`tahta.v1.online.<room>`: the seat token, its letter, the variant, when it was stored). The
// token is the key to the seat; it never leaves this browser but in a "continue on another
// device" link the player asks for. A corrupt record reads as absent and disturbs nothing else.

import { readJson, writeJson, keysWith } from '../platform/storage.js';

const PREFIX = 'online.';
const ROOM = /^[0-9A-Za-z]{10,40}$/;

/** Whether a text looks like a room id, invite or token (base62). */
export function isCapability(text) {
  return ROOM.test(String(text));
}

/**
 * The seat held in `room`: `{room, token, seat, variant, at, invites, push}` (`invites`: the
 * invitations of the free seats, kept by whoever created the room; `push`: whether this
 * device is notified of the seat's moves, `on`, `off`, or `ask` until the player answered the
 * offer made after creating or joining), or null.
 */
export function heldSeat(room) {
  const value = readJson(`${PREFIX}${room}`);
  if (!value || typeof value !== 'object') return null;
  if (!isCapability(value.token) || typeof value.seat !== 'string' || value.seat.length !== 1) return null;
  if (typeof value.variant !== 'string') return null;
  const invites = {};
  if (value.invites && typeof value.invites === 'object') {
    for (const [letter, invite] of Object.entries(value.invites)) {
      if (letter.length === 1 && isCapability(invite)) invites[letter] = invite;
    }
  }
  const push = ['on', 'off', 'ask'].includes(value.push) ? value.push : null;
  return {
    room,
    token: value.token,
    seat: value.seat,
    variant: value.variant,
    at: Number(value.at) || 0,
    invites,
    push,
  };
}

/** Remembers the seat held in `room` (and, for its creator, the invitations). */
export function holdSeat(room, { token, seat, variant, invites = {}, at = Date.now(), push = null }) {
  return writeJson(`${PREFIX}${room}`, { token, seat, variant, invites, at, push });
}

/** Records whether this device is notified of the seat's moves in `room`. */
export function setSeatPush(room, push) {
  const held = heldSeat(room);
  if (held) holdSeat(room, { ...held, push });
}

/** Forgets the seat held in `room` (the player removed the game from the list). */
export function forgetSeat(room) {
  writeJson(`${PREFIX}${room}`, null);
}

/** Every seat held, newest first. */
export function heldSeats() {
  return keysWith(PREFIX)
    .map((key) => heldSeat(key.slice(PREFIX.length)))
    .filter(Boolean)
    .sort((a, b) => b.at - a.at);
}
