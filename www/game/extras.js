// A game's own parts of the game screen (Timur's citadels and swap status, Three Kingdoms' seat
// panels and takeovers). Every game has one object of this shape; the game screen calls the
// same methods for each and gives each the same narrow context. Jungle and hex need nothing
// beyond the defaults here.

/** @typedef {import('./controller.js').GameController} GameController */
/** @typedef {import('./types.js').Change} Change */
/** @typedef {import('../engine/types.js').Move} Move */
/** @typedef {import('../engine/types.js').Piece} Piece */
/** @typedef {import('../engine/types.js').Result} Result */

/**
 * Where a game's part may put its nodes on the screen: inside or after the status line, above or below
 * the board, over the board (inside its frame), after the move list, into the bar (before the
 * turn button) or the control row (before New game).
 * @typedef {'in-status'|'after-status'|'online'|'above-board'|'below-board'|'over-board'|'after-moves'|'bar'|'controls'|'far-row'} Place
 */

/**
 * The context every game's part receives.
 * @typedef {object} ExtrasContext
 * @property {GameController} controller   the game: state, seats, actions
 * @property {'side'|'face'} seating        how people sit at this device
 * @property {() => import('../board/board.js').Board} board  the board (drawn after the part is made)
 * @property {() => string} bottom  the seat whose side of the board is drawn at the bottom as the
 *   screen opens (the player's at this device, else the first)
 * @property {(piece: Piece, options?: {acc?: boolean}) => string} pieceText  "white knight"
 * @property {(letter: string) => Record<string, string>} sideParams  a side's names for strings
 *   (the game's own, GameExtras.sideWords, where it has them)
 * @property {(text: string) => void} announce   says something in the live region
 * @property {(text: string) => void} notice     shows a message above the board
 * @property {(node: Node, where: Place) => void} place   puts a node on the screen
 * @property {(className: string, on: boolean) => void} markRoot  a class on the screen's root
 * @property {() => void} redraw   draws the current state again (a display preference changed)
 */

/** The default part: nothing of its own. Games extend it and override what they need. */
export class GameExtras {
  /** @param {ExtrasContext} ctx */
  constructor(ctx) {
    this.ctx = ctx;
  }

  /** Board options over the screen's own (drawing, labels, rotation, piece art). */
  boardOptions() {
    return {};
  }

  /** A cell's spoken name, given the screen's own (`text`: "e5, white knight"). */
  cellLabel(_cell, _piece, text) {
    return text;
  }

  /** The game's own drawing of a piece, or null for the shared one. @param {Piece} _piece */
  drawPiece(_piece) {
    return null;
  }

  /** Listens to its own events on the board (long press for piece help). */
  listen(_boardElement) {}

  /**
   * How wide a cell of the enlarged board is to be, in CSS pixels, for the game's pieces to be
   * read and hit there; null for the common width (board/zoom.js).
   */
  zoomCell() {
    return null;
  }

  /** A button for the bar (piece help), or null. */
  helpButton() {
    return null;
  }

  /**
   * Which shared controls to show, from `ids` (`undo`, `hint`, `draw`, `resign`, `new`); a game
   * that resigns its own way drops `resign`.
   * @param {string[]} ids
   */
  controls(ids) {
    return ids;
  }

  /** Menu items of its own (`Menu.add` shapes). */
  menuItems() {
    return [];
  }

  /** The accessible name of the bar's turn button, when the game turns its board another way. */
  flipLabel() {
    return null;
  }

  /**
   * The bar's turn button: the letter of the seat now at the bottom when the game turned the
   * board itself, or null for the screen to turn it over.
   * @returns {string|null}
   */
  flip() {
    return null;
  }

  /**
   * The seat to show at the bottom of the board as the screen opens, when this part knows
   * better than the screen (an online room: the one this device turned it to), or null.
   * @returns {string|null}
   */
  bottomSeat() {
    return null;
  }

  /** The player turned the board by hand: `letter`'s seat is at the bottom now. */
  turned(_letter) {}

  /**
   * The words for a seat in shared strings (`side`, `Side`, `sideLoc`, `sideAcc`, as ui/i18n.js's
   * sideParams) when the game names its seats its own way (Three Kingdoms' kingdoms), or null.
   * @returns {Record<string, string>|null}
   */
  sideWords(_letter) {
    return null;
  }

  /**
   * While this device may not move, what the board may still take: `{moves, turn}` (an online
   * room's moves made in advance), or null.
   * @returns {{moves: Move[], turn: string}|null}
   */
  premoveInput() {
    return null;
  }

  /** A (from, to) chosen with premoveInput's moves; true when the part took it. */
  premove(_from, _to) {
    return false;
  }

  /** Builds its parts (with `ctx.place`), once the screen's own are made. */
  mount() {}

  /**
   * Each new state (`change` says what happened), before the board is drawn.
   * @param {Change|null} _change
   */
  update(_change) {}

  /** A played move as the move list writes it. @param {Move} move */
  formatPly(move) {
    return move.notation;
  }

  /**
   * Words for a move the shared wording does not fit, or null.
   * @param {import('./types.js').MoveChange} _change
   */
  announce(_change) {
    return null;
  }

  /** The result box's title and detail when the game words them itself, or null. @param {Result} _result */
  describeResult(_result) {
    return null;
  }

  destroy() {}
}

/**
 * Several parts acting as one (a game's own and the online room's): each hook runs on every
 * part that has its own, in order — drawing and listening hooks on all of them, hooks that
 * return a value until one answers, and `controls` and `cellLabel` passed through each.
 * @param {GameExtras[]} parts
 */
export function combineExtras(parts) {
  const own = (name) => parts.filter((p) => p[name] !== GameExtras.prototype[name]);
  const first = (name, ...args) => {
    for (const part of own(name)) {
      const value = part[name](...args);
      if (value !== null && value !== undefined && value !== false) return value;
    }
    return null;
  };
  const combined = new GameExtras(parts[0].ctx);
  Object.assign(combined, {
    boardOptions: () => Object.assign({}, ...parts.map((p) => p.boardOptions())),
    cellLabel: (cell, piece, text) => own('cellLabel').reduce((words, p) => p.cellLabel(cell, piece, words), text),
    drawPiece: (piece) => first('drawPiece', piece),
    listen: (element) => parts.forEach((p) => p.listen(element)),
    helpButton: () => first('helpButton'),
    zoomCell: () => first('zoomCell'),
    controls: (ids) => parts.reduce((list, p) => p.controls(list), ids),
    menuItems: () => parts.flatMap((p) => p.menuItems()),
    flipLabel: () => first('flipLabel'),
    flip: () => first('flip'),
    bottomSeat: () => first('bottomSeat'),
    turned: (letter) => parts.forEach((p) => p.turned(letter)),
    sideWords: (letter) => first('sideWords', letter),
    premoveInput: () => first('premoveInput'),
    premove: (from, to) => !!first('premove', from, to),
    mount: () => parts.forEach((p) => p.mount()),
    update: (change) => parts.forEach((p) => p.update(change)),
    formatPly: (move) => own('formatPly')[0]?.formatPly(move) ?? move.notation,
    announce: (change) => first('announce', change),
    describeResult: (result) => first('describeResult', result),
    destroy: () => parts.forEach((p) => p.destroy()),
  });
  return combined;
}
