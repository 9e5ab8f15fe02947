// The changes the game controller tells its subscribers about: JSDoc types only, for readers and
// for the type check (tsconfig.json). The engine's shapes they carry are engine/types.js.

/** @typedef {import('../engine/types.js').Piece} Piece */
/** @typedef {import('../engine/types.js').Move} Move */
/** @typedef {import('../engine/types.js').State} State */

/**
 * A move the controller played (and told its subscribers of).
 * @typedef {object} MoveChange
 * @property {'move'} type
 * @property {boolean} local   played on this device (not a room's move from another device)
 * @property {number} n        its ply number, from 0
 * @property {Move} move
 * @property {Piece|null} mover
 * @property {Piece|null} taken
 * @property {Piece|null} landed
 * @property {boolean} promoted
 * @property {State} before
 * @property {State} after
 * @property {{from: string, to: string}|null} animate  the slide to show (none after a drag)
 */
/**
 * What changed, handed to subscribers with every event: a move (MoveChange); `undo`; `resign`
 * (with the letter); `draw` (the offers changed); `agreed`; `pending` (a bot or hint request
 * started or ended); `hint` (with the move); `thought` (the bot's reply); `error` (`source`
 * 'engine' or 'bot', the message and, from the engine, `info`: `{message, kind, params}`, which
 * the page words in its language); `view` (the position looked at changed: `viewing`, `shown`);
 * `sync` (the game was put back as an online room's log has it); `end` (an ending off the board,
 * from a room's log or a record).
 * @typedef {MoveChange
 *   | {type: 'undo'} | {type: 'resign', letter: string} | {type: 'draw'} | {type: 'agreed'}
 *   | {type: 'pending'} | {type: 'hint', move: Move}
 *   | {type: 'thought', reply: {notation: string, elapsed_ms: number, depth: number}}
 *   | {type: 'error', source: 'engine'|'bot', message: string, info?: {message: string, kind?: string, params?: object}}
 *   | {type: 'view'} | {type: 'sync'} | {type: 'end', ending: string}} Change
 */

export {};
