// One board component for every topology. It draws the cells the engine exports (square cells,
// flat-topped hexagons, or xiangqi-style points) in SVG, shows the pieces and the legal
// destinations it is given, and reports the player's choice as (from, to). It knows no rules:
// what may move where is exactly the `moves` list of the engine's state.
//
// DOM contract (end-to-end tests rely on it): every cell is an element with
// `data-cell="<name>"`, focusable (roving tabindex), with an `aria-label` supplied by the caller.

import { usingKeyboard } from '../ui/dom.js';
import { runAtOnce } from '../platform/next-task.js';
import { svgEl as el, SVG_NS as SVG, CELL_UNITS as U } from '../ui/svg.js';
import { coordinateLabels, drawCoordinates } from './coordinates.js';
import {
  cellSpacing, drawDefs, drawBoardLines, drawCell, drawOutline, drawSwapMarker, drawArrow, neighbourOnScreen,
} from './shapes.js';

const DRAG_THRESHOLD_PX = 6;
const ANIMATION_MS = 140;


export class Board {
  /**
   * @param {object} options
   * @param {object} options.geometry  the engine's GeometryView
   * @param {(cell: string, piece: object|null, target?: string|null) => string} options.labelFor
   *        aria-label of a cell; `target` ('move', 'capture', 'swap') when the selected piece may go there
   * @param {(cell: string|null, moves: number) => void} [options.onSelect]  a piece was selected
   *        (with its number of moves) or the selection cleared
   * @param {(piece: object) => SVGElement} options.drawPiece  art of a piece, centred on (0, 0)
   * @param {(from: string, to: string) => void} options.onMove  a legal (from, to) was chosen
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
  constructor({
    geometry, labelFor, drawPiece, onMove, title = '', flipped = false, decorate = null, rotation = 0, coordinates = true,
    onSelect = null, fileRoom = null,
  }, { deferred = false } = {}) {
    this.fileRoom = fileRoom;
    this.onSelect = onSelect;
    this.geometry = geometry;
    this.decorate = decorate;
    this.labelFor = labelFor;
    this.drawPiece = drawPiece;
    this.onMove = onMove;
    this.flipped = flipped;
    this.shape = geometry.shape;
    this.coordinates = coordinates;
    this.#placeCells(rotation);
    this.spacing = cellSpacing(this.cells);

    this.pieces = new Map(); // cell name → PieceView
    this.dests = new Map(); // from → Set(to)
    this.destKinds = new Map(); // `from to` → 'move' | 'capture' | 'swap', from the moves' own fields
    this.turn = null;
    this.interactive = false;
    this.selected = null;
    this.last = null;
    this.check = [];
    this.hintMove = null; // { from, to } suggested to the player
    this.drag = null;
    this.focusName = null;

    this.svg = el('svg', {
      class: `board shape-${this.shape} variant-${geometry.variant}`,
      role: 'group',
      'aria-label': title,
      xmlns: SVG,
    });
    this.#layout();
    if (deferred) this.#drawFrame();
    else this.#build();
    this.#listen();
  }

  /** False while a board made `deferred` has not drawn its cells (see drawCells). */
  #cellsDrawn = false;

  /**
   * Draws the cells of a board made `deferred`, a slice at a time (see runInSlices in
   * platform/next-task.js): a generator that yields after each cell. Until it has run to its end the
   * board may be placed on the page, turned and flipped, but not shown a position.
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
    return this.viewW / this.viewH;
  }

  // ── geometry ──────────────────────────────────────────────────────────────────────────────

  /** The cells as drawn: the engine's, turned by `rotation` degrees about the origin. */
  #placeCells(rotation) {
    this.rotation = rotation;
    const a = (rotation * Math.PI) / 180;
    const [sin, cos] = [Math.sin(a), Math.cos(a)];
    this.cells = rotation
      ? this.geometry.cells.map((c) => ({ ...c, x: c.x * cos - c.y * sin, y: c.x * sin + c.y * cos }))
      : this.geometry.cells;
    this.byName = new Map(this.cells.map((c) => [c.name, c]));
  }

  #layout() {
    const xs = this.cells.map((c) => c.x);
    const ys = this.cells.map((c) => c.y);
    this.minX = Math.min(...xs);
    this.maxX = Math.max(...xs);
    this.minY = Math.min(...ys);
    this.maxY = Math.max(...ys);
    // Half extents of one cell, in spacing units.
    if (this.shape === 'hex') {
      this.halfW = 1 / Math.sqrt(3);
      this.halfH = 0.5;
    } else {
      this.halfW = 0.5;
      this.halfH = 0.5;
    }
    this.labels = this.coordinates ? coordinateLabels(this.cells, this.shape, this.spacing) : { files: [], ranks: [] };
    if (this.coordinates === 'files' && !this.labels.hex) this.labels.ranks = [];
    const labelRoom = this.shape === 'hex' ? 0.34 : 0.3;
    this.marginLeft = this.labels.ranks.length ? labelRoom * U : 0.08 * U;
    this.marginBottom = this.labels.files.length ? (this.fileRoom ?? labelRoom) * U : 0.08 * U;
    this.marginRight = 0.08 * U;
    this.marginTop = 0.08 * U;
    if (this.labels.hex && this.flipped) {
      // Hex file letters stay beside the rank-1 cells, at the top once the board is turned.
      [this.marginTop, this.marginBottom] = [this.marginBottom, this.marginTop];
    }
    const width = (this.maxX - this.minX) / this.spacing + 2 * this.halfW;
    const height = (this.maxY - this.minY) / this.spacing + 2 * this.halfH;
    this.boardW = width * U;
    this.boardH = height * U;
    this.viewW = this.boardW + this.marginLeft + this.marginRight;
    this.viewH = this.boardH + this.marginTop + this.marginBottom;
    this.svg.setAttribute('viewBox', `0 0 ${this.viewW.toFixed(1)} ${this.viewH.toFixed(1)}`);
  }

  /** Centre of a cell in user units. */
  point(name) {
    const cell = this.byName.get(name);
    const dx = this.flipped ? this.maxX - cell.x : cell.x - this.minX;
    const dy = this.flipped ? cell.y - this.minY : this.maxY - cell.y;
    return {
      x: this.marginLeft + (dx / this.spacing + this.halfW) * U,
      y: this.marginTop + (dy / this.spacing + this.halfH) * U,
    };
  }

  /** The cell under a point in user units, or null. */
  cellAt(x, y) {
    let best = null;
    let bestD = Infinity;
    for (const cell of this.cells) {
      const p = this.point(cell.name);
      const d = Math.hypot(p.x - x, p.y - y);
      if (d < bestD) {
        best = cell.name;
        bestD = d;
      }
    }
    // Points: the nearest point within most of a spacing (ranks may lie further apart than files).
    const reach = this.shape === 'point' ? 0.9 * U : 0.5 * U * Math.SQRT2;
    if (bestD > reach) return null;
    if (this.shape === 'square') {
      const p = this.point(best);
      if (Math.abs(p.x - x) > 0.5 * U || Math.abs(p.y - y) > 0.5 * U) return null;
    }
    return best;
  }

  #clientToUser(clientX, clientY) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return { x: NaN, y: NaN };
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  // ── drawing ───────────────────────────────────────────────────────────────────────────────

  #build() {
    this.#drawFrame();
    runAtOnce(this.#drawingCells());
  }

  /** Draws the board's frame and its empty layers. */
  #drawFrame() {
    const svg = this.svg;
    svg.replaceChildren();
    drawDefs(this.svg);
    if (this.shape !== 'hex') el('rect', {
      class: 'board-frame',
      x: this.marginLeft - 6,
      y: this.marginTop - 6,
      width: this.boardW + 12,
      height: this.boardH + 12,
      rx: 10,
    }, svg);
    this.underLayer = el('g', { class: 'layer-under', 'aria-hidden': 'true', 'pointer-events': 'none' }, svg);
    this.cellLayer = el('g', { class: 'layer-cells' }, svg);
    this.overLayer = el('g', { class: 'layer-over', 'aria-hidden': 'true', 'pointer-events': 'none' }, svg);
    this.markLayer = el('g', { class: 'layer-marks' }, svg);
    this.coordLayer = el('g', { class: 'layer-coords', 'aria-hidden': 'true' }, svg);
    this.pieceLayer = el('g', { class: 'layer-pieces', 'aria-hidden': 'true' }, svg);
    this.hintLayer = el('g', { class: 'layer-hints', 'aria-hidden': 'true' }, svg);
    this.dragLayer = el('g', { class: 'layer-drag', 'aria-hidden': 'true' }, svg);
    this.#cellsDrawn = false;
  }

  /** Draws the cells, their labels and the game's decoration, yielding after each cell. */
  *#drawingCells() {
    this.#cellsDrawn = true;
    if (this.shape === 'point') this.#drawLines();
    this.cellEls = new Map();
    for (const cell of this.cells) {
      const p = this.point(cell.name);
      let zones = cell.zones.map((z) => `zone-${z}`).join(' ');
      if (this.shape === 'hex' && !cell.zones.some((z) => z.startsWith('shade-'))) {
        // Three shades, no two edge neighbours alike (the engine may name them as zones instead).
        const shade = ((Math.round((2 * (cell.y - this.minY)) / this.spacing) % 3) + 3) % 3;
        zones += ` zone-shade-${shade}`;
      }
      const g = drawCell(this.shape, cell, this.cellLayer, {
        class: `cell ${zones}`,
        'data-cell': cell.name,
        role: 'button',
        tabindex: '-1',
        'aria-label': cell.name,
        transform: `translate(${p.x.toFixed(2)} ${p.y.toFixed(2)})`,
      });
      this.cellEls.set(cell.name, g);
      yield;
    }
    const first = this.cells[0]?.name;
    if (first) this.#setRovingFocus(this.focusName && this.byName.has(this.focusName) ? this.focusName : first);
    this.#drawCoordinates();
    yield;
    this.decorate?.({
      under: this.underLayer, over: this.overLayer, point: (name) => this.point(name), cells: this.cells,
    });
    this.focusRing = el('g', { class: 'focus-ring', visibility: 'hidden' }, this.dragLayer);
    drawOutline(this.shape, this.focusRing, 0.46);
  }

  #drawLines() {
    drawBoardLines(this.cellLayer, this.geometry, this.cells, this.spacing, (name) => this.point(name));
  }

  #drawCoordinates() {
    drawCoordinates(this.coordLayer, this.labels, {
      point: (name) => this.point(name),
      cellAt: (x, y) => this.cellAt(x, y),
      flipped: this.flipped,
      bottom: this.marginTop + this.boardH + this.marginBottom * 0.8,
      left: this.marginLeft * 0.42,
    });
  }

  /** Turns the drawing to `degrees` (anticlockwise); pieces and labels stay upright. */
  setRotation(degrees) {
    if (degrees === this.rotation) return;
    const focused = this.svg.contains(document.activeElement) ? this.focusName : null;
    this.#placeCells(degrees);
    this.#layout();
    if (!this.#cellsDrawn) return;
    this.#build();
    this.#render();
    if (focused) this.cellEls.get(focused)?.focus({ preventScroll: true });
  }

  /** Turns the board by 180° (or back). */
  setFlipped(flipped) {
    if (flipped === this.flipped) return;
    this.flipped = flipped;
    const focused = this.svg.contains(document.activeElement) ? this.focusName : null;
    if (this.labels.hex) this.#layout();
    if (!this.#cellsDrawn) return;
    this.#build();
    this.#render();
    if (focused) this.cellEls.get(focused)?.focus();
  }

  /**
   * Shows a position.
   * @param {object} view
   * @param {object[]} view.pieces  PieceViews
   * @param {object[]} view.moves   legal MoveViews ({from, to, notation}); empty: no input
   * @param {object|null} view.last  last MoveView
   * @param {string[]} view.check   cells of royals in check
   * @param {string} view.turn      letter of the side to move
   * @param {{from: string, to: string}|null} [view.animate]  slide this piece
   */
  update(view) {
    runAtOnce(this.updating(view));
  }

  /**
   * What update does, a slice at a time (see runInSlices in platform/next-task.js): a generator that
   * yields as it places the pieces. The board is to be left alone until it has returned.
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
    this.#cancelDrag(false);
    yield* this.#rendering(animate);
  }

  #render(animate = null) {
    runAtOnce(this.#rendering(animate));
  }

  /** Draws the pieces and marks of the position shown, yielding after each piece. */
  *#rendering(animate) {
    yield* this.#labellingCells();
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
    if (animate && this.pieceEls.has(animate.to) && this.byName.has(animate.from)) {
      const from = this.point(animate.from);
      const to = this.point(animate.to);
      const art = this.pieceEls.get(animate.to);
      this.pieceLayer.appendChild(art); // on top while it slides
      if (typeof art.animate === 'function' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
        art.animate(
          [
            { transform: `translate(${from.x}px, ${from.y}px)` },
            { transform: `translate(${to.x}px, ${to.y}px)` },
          ],
          { duration: ANIMATION_MS, easing: 'ease-out' },
        );
      }
    }
    this.#renderMarks();
  }

  /** Marks a suggested move (both cells) until the next update; null clears it. */
  setHint(from, to) {
    this.hintMove = from && to ? { from, to } : null;
    this.#renderMarks();
  }

  /**
   * Draws an arrow from one cell to another (a review's better move) until the next update;
   * null clears it. The arrow is decoration: the review says the move in words too.
   */
  setArrow(from, to) {
    this.arrow = from && to && this.byName.has(from) && this.byName.has(to) ? { from, to } : null;
    this.#renderMarks();
  }

  /** Last move, selection, check, destinations. */
  #renderMarks() {
    this.markLayer.replaceChildren();
    this.hintLayer.replaceChildren();
    const mark = (name, cls, layer = this.markLayer) => {
      if (!this.byName.has(name)) return null;
      const p = this.point(name);
      const g = el('g', { class: cls, transform: `translate(${p.x} ${p.y})` }, layer);
      drawOutline(this.shape, g, 0.5);
      return g;
    };
    if (this.last) {
      mark(this.last.from, 'mark-last mark-last-from');
      mark(this.last.to, 'mark-last mark-last-to');
    }
    for (const name of this.check) mark(name, 'mark-check');
    for (const g of this.cellEls.values()) {
      g.classList.remove('selected', 'dest', 'capture', 'swap', 'last', 'hinted', 'in-check');
      g.removeAttribute('aria-pressed');
      g.removeAttribute('data-hint');
    }
    if (this.hintMove) {
      for (const [end, name] of [['from', this.hintMove.from], ['to', this.hintMove.to]]) {
        mark(name, `mark-hint mark-hint-${end}`);
        const g = this.cellEls.get(name);
        g?.classList.add('hinted');
        g?.setAttribute('data-hint', end);
      }
    }
    for (const name of this.check) this.cellEls.get(name)?.classList.add('in-check');
    if (this.last) {
      this.cellEls.get(this.last.from)?.classList.add('last');
      this.cellEls.get(this.last.to)?.classList.add('last');
    }
    if (this.selected) {
      // A selected king in check keeps its red glow: the selection is then a ring.
      mark(this.selected, this.check.includes(this.selected) ? 'mark-selected mark-selected-ring' : 'mark-selected');
      this.cellEls.get(this.selected)?.setAttribute('aria-pressed', 'true');
      this.cellEls.get(this.selected)?.classList.add('selected');
      for (const to of this.dests.get(this.selected) || []) {
        const p = this.point(to);
        // What a destination means comes with the moves (a capture, Timur's King swap).
        const what = this.destKinds.get(`${this.selected} ${to}`);
        const swap = what === 'swap';
        const capture = what === 'capture';
        const kind = swap ? 'hint-swap' : capture ? 'hint-capture' : 'hint-move';
        const g = el('g', { class: kind, transform: `translate(${p.x} ${p.y})` }, this.hintLayer);
        if (swap) drawSwapMarker(g);
        else if (capture) el('circle', { r: 0.42 * U }, g);
        else el('circle', { r: 0.15 * U }, g);
        const cellEl = this.cellEls.get(to);
        cellEl?.classList.add('dest');
        if (capture) cellEl?.classList.add('capture');
        if (swap) cellEl?.classList.add('swap');
      }
    }
    if (this.arrow) {
      drawArrow(this.hintLayer, this.point(this.arrow.from), this.point(this.arrow.to), `${this.arrow.from}-${this.arrow.to}`);
    }
    if (this.drag?.active && this.drag.over) {
      mark(this.drag.over, this.dests.get(this.drag.from)?.has(this.drag.over) ? 'mark-over legal' : 'mark-over');
    }
  }

  // ── input ─────────────────────────────────────────────────────────────────────────────────

  #selectable(name) {
    const piece = this.pieces.get(name);
    return this.interactive && !!piece && piece.owner === this.turn;
  }

  #select(name) {
    this.selected = name;
    this.#renderMarks();
    this.#labelCells();
    this.onSelect?.(name, name ? this.dests.get(name)?.size ?? 0 : 0);
  }

  /** Each cell's label; with a piece selected, its destinations say what a move there does. */
  #labelCells() {
    runAtOnce(this.#labellingCells());
  }

  /** What #labelCells does, yielding after each cell. */
  *#labellingCells() {
    for (const [name, g] of this.cellEls) {
      const piece = this.pieces.get(name) || null;
      const target = this.selected && this.dests.get(this.selected)?.has(name)
        ? this.destKinds.get(`${this.selected} ${name}`) ?? 'move' : null;
      g.setAttribute('aria-label', this.labelFor(name, piece, target));
      g.classList.toggle('has-piece', !!piece);
      yield;
    }
  }

  /** A tap (or Enter/Space) on a cell. */
  tap(name) {
    if (!this.interactive || !this.byName.has(name)) return;
    const from = this.selected;
    if (from && this.dests.get(from)?.has(name)) {
      this.selected = null;
      this.#renderMarks();
      this.#labelCells();
      this.onSelect?.(null, 0);
      this.onMove(from, name);
      return;
    }
    if (name !== from && this.#selectable(name)) {
      this.#select(name);
      return;
    }
    if (this.selected !== null) this.#select(null);
  }

  /** Clears the selection. */
  deselect() {
    if (this.selected !== null) this.#select(null);
  }

  #listen() {
    const svg = this.svg;
    svg.addEventListener('pointerdown', (e) => this.#onPointerDown(e));
    svg.addEventListener('pointermove', (e) => this.#onPointerMove(e));
    svg.addEventListener('pointerup', (e) => this.#onPointerUp(e));
    svg.addEventListener('pointercancel', () => this.#cancelDrag(true));
    svg.addEventListener('lostpointercapture', () => {
      if (this.drag) this.#cancelDrag(true);
    });
    svg.addEventListener('contextmenu', (e) => e.preventDefault());
    svg.addEventListener('keydown', (e) => this.#onKey(e));
    svg.addEventListener('focusin', (e) => {
      const g = e.target.closest?.('[data-cell]');
      if (!g) return;
      this.#setRovingFocus(g.dataset.cell);
      this.#showFocusRing(usingKeyboard() ? g.dataset.cell : null);
    });
    svg.addEventListener('focusout', () => this.#showFocusRing(null));
  }

  #eventCell(e) {
    const p = this.#clientToUser(e.clientX, e.clientY);
    return this.cellAt(p.x, p.y);
  }

  #onPointerDown(e) {
    if (e.button !== undefined && e.button !== 0) return;
    if (this.drag) this.#cancelDrag(true);
    const name = this.#eventCell(e);
    if (!name) {
      this.deselect();
      return;
    }
    e.preventDefault(); // no text selection, no focus-scroll, no emulated mouse events
    this.cellEls.get(name)?.focus({ preventScroll: true });
    this.#setRovingFocus(name);
    const wasSelected = this.selected;
    let justSelected = false;
    if (this.#selectable(name) && name !== this.selected && !(this.selected && this.dests.get(this.selected)?.has(name))) {
      this.#select(name);
      justSelected = true;
    }
    this.drag = {
      pointerId: e.pointerId,
      from: name,
      startX: e.clientX,
      startY: e.clientY,
      active: false,
      over: null,
      justSelected,
      wasSelected,
      draggable: this.#selectable(name),
    };
    try {
      this.svg.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events may have no capturable pointer; dragging then ends at the svg edge.
    }
  }

  #onPointerMove(e) {
    const drag = this.drag;
    if (!drag || e.pointerId !== drag.pointerId) return;
    if (!drag.active) {
      if (!drag.draggable) return;
      if (Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) < DRAG_THRESHOLD_PX) return;
      drag.active = true;
      if (this.selected !== drag.from) this.#select(drag.from);
      const art = this.pieceEls.get(drag.from);
      if (art) {
        art.classList.add('drag-origin');
        const ghost = art.cloneNode(true);
        ghost.classList.remove('drag-origin');
        ghost.classList.add('drag-ghost');
        this.dragLayer.appendChild(ghost);
        drag.ghost = ghost;
      }
    }
    e.preventDefault();
    const p = this.#clientToUser(e.clientX, e.clientY);
    if (drag.ghost) drag.ghost.style.transform = `translate(${p.x}px, ${p.y}px) scale(1.18)`;
    const over = this.cellAt(p.x, p.y);
    if (over !== drag.over) {
      drag.over = over;
      this.#renderMarks();
    }
  }

  #onPointerUp(e) {
    const drag = this.drag;
    if (!drag || e.pointerId !== drag.pointerId) return;
    this.drag = null;
    this.#removeGhost(drag);
    if (drag.active) {
      const to = this.#eventCell(e);
      if (to && to !== drag.from && this.dests.get(drag.from)?.has(to)) {
        this.selected = null;
        this.#renderMarks();
        this.#labelCells();
        this.onSelect?.(null, 0);
        this.onMove(drag.from, to, { dragged: true });
        return;
      }
      // Dropped back on its own cell: stays selected; anywhere else: cancelled.
      this.selected = to === drag.from ? drag.from : null;
      this.#renderMarks();
      return;
    }
    if (drag.justSelected) return;
    // A plain tap. Tapping the selected piece again deselects it.
    if (drag.from === drag.wasSelected && this.selected === drag.from) {
      this.#select(null);
      return;
    }
    this.tap(drag.from);
  }

  #removeGhost(drag) {
    if (drag.ghost) drag.ghost.remove();
    this.pieceEls?.get(drag.from)?.classList.remove('drag-origin');
  }

  #cancelDrag(render) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.#removeGhost(drag);
    try {
      if (this.svg.hasPointerCapture?.(drag.pointerId)) this.svg.releasePointerCapture(drag.pointerId);
    } catch {
      // Already released.
    }
    if (render) this.#renderMarks();
  }

  #onKey(e) {
    const g = e.target.closest?.('[data-cell]');
    if (!g) return;
    const name = g.dataset.cell;
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      this.tap(name);
      return;
    }
    if (e.key === 'Escape') {
      this.deselect();
      return;
    }
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const dir = dirs[e.key];
    if (!dir) return;
    e.preventDefault();
    const next = neighbourOnScreen(this.cells, (n) => this.point(n), name, dir);
    if (next) this.cellEls.get(next)?.focus();
  }

  #setRovingFocus(name) {
    if (!this.cellEls?.has(name)) return;
    if (this.focusName && this.focusName !== name) this.cellEls.get(this.focusName)?.setAttribute('tabindex', '-1');
    this.focusName = name;
    this.cellEls.get(name).setAttribute('tabindex', '0');
  }

  #showFocusRing(name) {
    if (!name) {
      this.focusRing.setAttribute('visibility', 'hidden');
      return;
    }
    const p = this.point(name);
    this.focusRing.setAttribute('transform', `translate(${p.x} ${p.y})`);
    this.focusRing.setAttribute('visibility', 'visible');
  }

  destroy() {
    this.#cancelDrag(false);
    this.svg.remove();
  }
}
