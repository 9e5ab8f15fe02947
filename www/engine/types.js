// The shapes the engine hands the page (its typed state, its board and its static spec): JSDoc
// types only, for readers and for the type check (tsconfig.json). The engine's own documentation
// of these fields is crates/engine/src/session.rs.

/**
 * @typedef {object} Piece   a piece of the engine's state
 * @property {string} cell
 * @property {string} owner  the owner's player letter
 * @property {string} token  its token in the position string
 * @property {string} kind   the engine's kind id (`lion`, `knight`, `pawn`)
 * @property {string} [letter]   the kind's upper-case letter
 * @property {string} [home]     Three Kingdoms: the kingdom a taken-over piece came from
 * @property {string} [pawn_of]  Timur: the kind a pawn promotes to, or `pawns`
 * @property {boolean} [royal]
 */
/**
 * @typedef {object} Move   a legal (or played) move of the engine's state
 * @property {string} from
 * @property {string} to
 * @property {string} notation   the move string sent back to the engine
 * @property {string} [promotion]   the kind the piece becomes, when the move string chooses it
 * @property {boolean} [swap]    Timur's King swap
 * @property {string} [captures] the cell of the piece taken (differs from `to` en passant)
 */
/**
 * @typedef {object} Result
 * @property {string} text     the engine's wording (`red wins: den`), the DOM's `data-result`
 * @property {string} rule_id  a stable id of the rule (`den`, `no-progress`…)
 * @property {number} [plies]  the number of plies the rule counts, where it counts
 * @property {string[]} winners
 * @property {number[]} scores
 */
/**
 * @typedef {object} State   the engine's typed state
 * @property {string} variant
 * @property {string} turn
 * @property {string} position
 * @property {Piece[]} pieces
 * @property {Move[]} moves
 * @property {Move|null} last
 * @property {string[]} check
 * @property {Result|null} result
 * @property {string[]} history
 * @property {number} move_number
 * @property {{alive?: string[], swap_rights?: string[], arrivals?: number[]}} extras
 */
/**
 * @typedef {object} Spec   the engine's static description of a game
 * @property {string} variant
 * @property {{letter: string, name: string}[]} players
 * @property {{letter: string, kind: string, strength?: number, royal: boolean}[]} pieces
 * @property {boolean} undo_against_bot
 * @property {boolean} draw_offers
 * @property {string[]} promotion_order
 */
/**
 * The engine's board to draw: its cells with their coordinates and zones.
 * @typedef {object} GeometryView
 * @property {string} variant
 * @property {'square'|'hex'|'point'} shape
 * @property {{name: string, x: number, y: number, zones: string[]}[]} cells
 * @property {{letter: string, name: string}[]} players
 * @property {{from: string, to: string}[]} [lines]  the lines between points (Three Kingdoms)
 * @property {string} [error]
 */

export {};
