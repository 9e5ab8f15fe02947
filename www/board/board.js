// One board component for every topology. It draws the cells the engine exports (square cells,
// flat-topped hexagons, or xiangqi-style points) in SVG, shows the pieces and the legal
// destinations it is given, and reports the player's choice as (from, to). It knows no rules:
// what may move where is exactly the `moves` list of the engine's state.
//
// DOM contract (end-to-end tests rely on it): every cell is an element with
// `data-cell="<name>"`, focusable (roving tabindex), with an `aria-label` supplied by the caller.

//
// In the manner of chessground, its parts are apart: where the cells lie (geometry.js), the
// frame and its layers (frame.js), the cells and their labels (cells.js), the marks drawn from the
// state (marks.js) and the pointer and keyboard (input.js); this class holds the state, draws the
// pieces, and keeps the selection logic.

import { runAtOnce } from '../platform/next-task.js';
import { svgEl as el, SVG_NS as SVG } from '../ui/svg.js';
import { motionReduced } from '../ui/dom.js';
import { drawingCells, labellingCells } from './cells.js';
import { drawFrame } from './frame.js';
import { BoardGeometry } from './geometry.js';
import { drawMarks } from './marks.js';
import { BoardInput } from './input.js';

/** How long a moved piece slides. */
const ANIMATION_MS = 140;

export class Board {
  /**
   * @param {object} options
   * @param {import('../engine/types.js').GeometryView} options.geometry  the engine's board
   * @param {(cell: string, piece: object|null, target?: string|null) => string} options.labelFor
   *        aria-label of a cell; `target` ('move', 'capture', 'swap') when the selected piece may go there
   * @param {(cell: string|null, moves: number) => void} [options.onSelect]  a piece was selected
   *        (with its number of moves) or the selection cleared
   * @param {(piece: import('../engine/types.js').Piece) => SVGElement} options.drawPiece  art of a
   *        piece, centred on (0, 0)
   * @param {(from: string, to: string, how?: {dragged?: boolean}) => void} options.onMove  a legal
   *        (from, to) was chosen, by a tap or by dragging the piece there
   * @param {string} [options.title]  accessible name of the board
   * @param {boolean} [options.flipped]  draw the board turned by 180°
   * @param {(layers: {under: SVGGElement, over: SVGGElement, point: Function, cells: object[]}) => void} [options.decorate]
   *        a game's own drawing, redone at each (re)build: `under` lies below the cells, `over`
   *        above them and below the marks and pieces; `point(name)` is a cell's centre
   * @param {number} [options.rotation]  turn the drawing by this many degrees (anticlockwise);
   *        pieces and labels stay upright (Three Kingdoms: ±120° brings another half down)
   * @param {boolean|'files'} [options.coordinates]  draw file and rank labels (default true), or
   *        the file letters alone (a game that numbers its ranks itself: Timur's side columns)
   * @param {number} [options.fileRoom]  the room under a square board for its file letters, in
   *        cells (default 0.3: a game with larger letters asks for more)
   * @param {{deferred?: boolean}} [how]  deferred: the cells are drawn only by drawCells, so
   *        that a caller can draw them a slice at a time
   */
  constructor(
    {
      geometry,
      labelFor,
      drawPiece,
      onMove,
      title = '',
      flipped = false,
      decorate = null,
      rotation = 0,
      coordinates = true,
      onSelect = null,
      fileRoom = null,
    },
    { deferred = false } = {},
  ) {
    this.onSelect = onSelect;
    this.decorate = decorate;
    this.labelFor = labelFor;
    this.drawPiece = drawPiece;
    this.onMove = onMove;
    this.geo = new BoardGeometry(geometry, { rotation, flipped, coordinates, fileRoom });
    this.shape = geometry.shape;
    this.engineGeometry = geometry;

    this.pieces = new Map(); // cell name → PieceView
    this.dests = new Map(); // from → Set(to)
    this.destKinds = new Map(); // `from to` → 'move' | 'capture' | 'swap', from the moves' own fields
    this.turn = null;
    this.interactive = false;
    this.selected = null;
    this.last = null;
    this.check = [];
    this.hintMove = null; // { from, to } suggested to the player
    this.arrow = null; // { from, to } of a review's better move
    this.premove = null; // { from, to } of a move made in advance (online), kept across updates

    this.svg = el('svg', {
      class: `board shape-${this.shape} variant-${geometry.variant}`,
      role: 'group',
      'aria-label': title,
      xmlns: SVG,
    });
    this.svg.setAttribute('viewBox', this.geo.viewBox);
    this.input = new BoardInput(this);
    if (deferred) this.#drawFrame();
    else this.#build();
  }

  /** False while a board made `deferred` has not drawn its cells (see drawCells). */
  #cellsDrawn = false;
  /** @type {Map<string, SVGElement>} each cell's element, by name, drawn with the cells (cells.js) */
  cellEls;
  /** @type {SVGGElement} the keyboard's focus ring, drawn with the cells (cells.js) */
  focusRing;

  /**
   * Draws the cells of a board made `deferred`, a slice at a time (see runInSlices in
   * platform/next-task.js): a generator that yields after each cell. Until it has run to its end
   * the board may be placed on the page, turned and flipped, but not shown a position.
   * @returns {Generator<void, void>}
   */
  *drawCells() {
    if (!this.#cellsDrawn) yield* this.#drawingCells();
  }

  get element() {
    return this.svg;
  }

  /** Width / height of the drawing, for the page layout. */
  get aspect() {
    return this.geo.viewW / this.geo.viewH;
  }

  /** The cells as drawn (turned by the rotation), with their engine names and zones. */
  get cells() {
    return this.geo.cells;
  }

  /** Degrees the drawing is turned by (anticlockwise). */
  get rotation() {
    return this.geo.rotation;
  }

  /** Whether the board is turned by 180°. */
  get flipped() {
    return this.geo.flipped;
  }

  /** Whether the board has a cell of that name. */
  hasCell(name) {
    return this.geo.byName.has(name);
  }

  /** Centre of a cell in user units. */
  point(name) {
    return this.geo.point(name);
  }

  /** The cell under a point in user units, or null. */
  cellAt(x, y) {
    return this.geo.cellAt(x, y);
  }

  // ── drawing ──────────────────────────────────────────────────────────────────────────────

  #build() {
    this.#drawFrame();
    runAtOnce(this.#drawingCells());
  }

  /** Draws the board's frame and its empty layers. */
  #drawFrame() {
    const layers = drawFrame(this.svg, this.shape, this.geo);
    this.underLayer = layers.underLayer;
    this.cellLayer = layers.cellLayer;
    this.overLayer = layers.overLayer;
    this.markLayer = layers.markLayer;
    this.coordLayer = layers.coordLayer;
    this.pieceLayer = layers.pieceLayer;
    this.hintLayer = layers.hintLayer;
    this.dragLayer = layers.dragLayer;
    this.#cellsDrawn = false;
  }

  /** Draws the cells, their labels and the game's decoration (cells.js), yielding after each cell. */
  *#drawingCells() {
    this.#cellsDrawn = true;
    yield* drawingCells(this);
  }

  /** Turns the drawing to `degrees` (anticlockwise); pieces and labels stay upright. */
  setRotation(degrees) {
    if (degrees === this.rotation) return;
    this.#redraw(() => this.geo.turn(degrees), { preventScroll: true });
  }

  /** Turns the board by 180° (or back). */
  setFlipped(flipped) {
    if (flipped === this.flipped) return;
    this.#redraw(() => this.geo.flip(flipped), {});
  }

  /** Redraws the board after `change` to its geometry, the focused cell focused again. */
  #redraw(change, focusOptions) {
    const focused = this.svg.contains(document.activeElement) ? this.input.focusName : null;
    change();
    this.svg.setAttribute('viewBox', this.geo.viewBox);
    if (!this.#cellsDrawn) return;
    this.#build();
    runAtOnce(this.#rendering(null));
    if (focused) this.cellEls.get(focused)?.focus(focusOptions);
  }

  /**
   * Shows a position.
   * @param {object} view
   * @param {import('../engine/types.js').Piece[]} view.pieces
   * @param {import('../engine/types.js').Move[]} view.moves  the legal moves; empty: no input
   * @param {{from: string, to: string}|null} view.last  the last move
   * @param {string[]} view.check   cells of royals in check
   * @param {string} view.turn      letter of the side to move
   * @param {{from: string, to: string}|null} [view.animate]  slide this piece
   */
  update(view) {
    runAtOnce(this.updating(view));
  }

  /**
   * What update does, a slice at a time (see runInSlices in platform/next-task.js): a generator
   * that yields as it places the pieces. The board is to be left alone until it has returned.
   * @param {Parameters<Board['update']>[0]} view  as for update
   * @returns {Generator<void, void>}
   */
  *updating({ pieces, moves, last, check, turn, animate = null }) {
    this.pieces = new Map(pieces.map((p) => [p.cell, p]));
    this.dests = new Map();
    this.destKinds = new Map();
    for (const m of moves) {
      if (!this.dests.has(m.from)) this.dests.set(m.from, new Set());
      this.dests.get(m.from).add(m.to);
      this.destKinds.set(`${m.from} ${m.to}`, m.swap ? 'swap' : m.captures ? 'capture' : 'move');
    }
    this.turn = turn;
    this.interactive = moves.length > 0;
    this.last = last;
    this.check = check || [];
    this.hintMove = null;
    this.arrow = null;
    this.selected = null;
    this.input.cancelDrag(false);
    yield* this.#rendering(animate);
  }

  /** Draws the pieces and marks of the position shown, yielding after each piece. */
  *#rendering(animate) {
    yield* labellingCells(this);
    this.pieceLayer.replaceChildren();
    this.pieceEls = new Map();
    for (const [name, piece] of this.pieces) {
      const art = this.drawPiece(piece);
      const p = this.point(name);
      art.style.transform = `translate(${p.x}px, ${p.y}px)`;
      this.pieceLayer.appendChild(art);
      this.pieceEls.set(name, art);
      yield;
    }
    if (animate && this.pieceEls.has(animate.to) && this.hasCell(animate.from)) {
      const from = this.point(animate.from);
      const to = this.point(animate.to);
      const art = this.pieceEls.get(animate.to);
      this.pieceLayer.appendChild(art); // on top while it slides
      if (typeof art.animate === 'function' && !motionReduced()) {
        art.animate(
          [{ transform: `translate(${from.x}px, ${from.y}px)` }, { transform: `translate(${to.x}px, ${to.y}px)` }],
          { duration: ANIMATION_MS, easing: 'ease-out' },
        );
      }
    }
    this.renderMarks();
  }

  /** Marks a suggested move (both cells) until the next update; null clears it. */
  setHint(from, to) {
    this.hintMove = from && to ? { from, to } : null;
    this.renderMarks();
  }

  /** Marks a move made in advance (both cells) until it is played or dropped; null clears it. */
  setPremove(from, to) {
    this.premove = from && to ? { from, to } : null;
    this.renderMarks();
  }

  /**
   * Draws an arrow from one cell to another (a review's better move) until the next update;
   * null clears it. The arrow is decoration: the review says the move in words too.
   */
  setArrow(from, to) {
    this.arrow = from && to && this.hasCell(from) && this.hasCell(to) ? { from, to } : null;
    this.renderMarks();
  }

  /** Redraws the marks (marks.js) from the state. */
  renderMarks() {
    drawMarks(this);
  }

  // ── selection ─────────────────────────────────────────────────────────────────────────────

  /** Whether the piece on `name` may be picked up: the side to move's, when input is on. */
  selectable(name) {
    const piece = this.pieces.get(name);
    return this.interactive && !!piece && piece.owner === this.turn;
  }

  /** Whether the piece on `from` may move to `to`. */
  isDestination(from, to) {
    return !!from && !!this.dests.get(from)?.has(to);
  }

  /** Selects the piece on `name` (null: none) and says so to the page. */
  select(name) {
    this.selected = name;
    this.renderMarks();
    this.#labelCells();
    this.onSelect?.(name, name ? (this.dests.get(name)?.size ?? 0) : 0);
  }

  /** The move from `from` to `to` is chosen (a tap or a drop): the selection goes, the page moves. */
  choose(from, to, how) {
    this.select(null);
    this.onMove(from, to, how);
  }

  /** Each cell's label; with a piece selected, its destinations say what a move there does. */
  #labelCells() {
    runAtOnce(labellingCells(this));
  }

  /** A tap (or Enter/Space) on a cell. */
  tap(name) {
    if (!this.interactive || !this.hasCell(name)) return;
    const from = this.selected;
    if (this.isDestination(from, name)) {
      this.choose(from, name);
      return;
    }
    if (name !== from && this.selectable(name)) {
      this.select(name);
      return;
    }
    if (this.selected !== null) this.select(null);
  }

  /** Clears the selection. */
  deselect() {
    if (this.selected !== null) this.select(null);
  }

  destroy() {
    this.input.cancelDrag(false);
    this.svg.remove();
  }
}
