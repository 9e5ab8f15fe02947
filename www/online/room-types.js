// The shapes the room session (room-session.js) reads from the server and tells its screens:
// types only, for the JSDoc checks.

/**
 * A room's state as the server sends it in a welcome or with a refusal (crates/server/README.md).
 * @typedef {object} Snapshot
 * @property {number} v  the last durable event
 * @property {string} variant
 * @property {string} [start]  the start position ('' = the usual start)
 * @property {string[]} moves
 * @property {{n: number, ending: string}[]} [endings]  endings off the board, after `n` moves
 * @property {'waiting'|'live'|'ended'|'aborted'} status
 * @property {number[]|null} [clocks]  milliseconds left per seat
 * @property {string|null} [running]  the letter whose clock runs
 * @property {{base_s?: number, inc_s?: number, days?: number}|null} [clock]
 * @property {{letter: string, taken: boolean, online?: boolean, out?: boolean, gone_in_ms?: number|null}[]} seats
 * @property {string|null} [draw_offer]
 * @property {number} [first_move_in_ms]
 * @property {boolean} [takebacks]  whether a player may ask to take back a move
 * @property {import('./room-offers.js').Offer|null} [takeback]  the standing takeback request
 * @property {import('./room-offers.js').Offer|null} [rematch]  the standing rematch offer
 * @property {string|null} [rematch_room]  the room the agreed rematch is played in
 */
/**
 * What the session tells its subscribers.
 * @typedef {{type: 'changed'}|{type: 'refused', code?: string, message: string}|{type: 'taken', seat: string}
 *   |{type: 'drawOffered', seat: string}|{type: 'shutdown'}|{type: 'hold', hold: boolean}
 *   |{type: 'connection', state: string}|{type: 'takebackAsked', seat: string}
 *   |{type: 'takenBack'}|{type: 'rematchOffered', seat: string}|{type: 'rematch', room: string}
 *   |{type: 'said', seat: string, id: string, at: number}} SessionChange
 */

export {};
