// The board's input: taps and drags of a pointer (touch, pen, mouse) and the keyboard (arrows
// move the focus between cells on screen, Enter or Space taps, Escape clears the selection). It
// turns them into the board's own taps and choices (board.js), which hold the selection logic;
// here is only where the pointer is and what it is dragging.

import { usingKeyboard } from '../ui/dom.js';
import { neighbourOnScreen } from './shapes.js';

/** How far a pointer moves before a press on a piece becomes a drag. */
const DRAG_THRESHOLD_PX = 6;

export class BoardInput {
  /**
   * Listens to the board's drawing.
   * @param {import('./board.js').Board} board
   */
  constructor(board) {
    this.board = board;
    /** The pointer press in progress, if any: where it began, whether it drags and where to. */
    this.drag = null;
    /** The cell that takes the keyboard's focus (roving tabindex). */
    this.focusName = null;
    const svg = board.svg;
    svg.addEventListener('pointerdown', (e) => this.#onPointerDown(e));
    svg.addEventListener('pointermove', (e) => this.#onPointerMove(e));
    svg.addEventListener('pointerup', (e) => this.#onPointerUp(e));
    svg.addEventListener('pointercancel', () => this.cancelDrag(true));
    svg.addEventListener('lostpointercapture', () => {
      if (this.drag) this.cancelDrag(true);
    });
    svg.addEventListener('contextmenu', (e) => e.preventDefault());
    svg.addEventListener('keydown', (e) => this.#onKey(e));
    svg.addEventListener('focusin', (e) => {
      const g = /** @type {SVGElement|null} */ (/** @type {Element} */ (e.target).closest?.('[data-cell]'));
      if (!g) return;
      this.setRovingFocus(g.dataset.cell);
      this.#showFocusRing(usingKeyboard() ? g.dataset.cell : null);
    });
    svg.addEventListener('focusout', () => this.#showFocusRing(null));
  }

  #clientToUser(clientX, clientY) {
    const ctm = this.board.svg.getScreenCTM();
    if (!ctm) return { x: NaN, y: NaN };
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  /**
   * The cell under a pointer event, or null.
   * @param {PointerEvent} e
   */
  eventCell(e) {
    const p = this.#clientToUser(e.clientX, e.clientY);
    return this.board.cellAt(p.x, p.y);
  }

  #onPointerDown(e) {
    const board = this.board;
    if (e.button !== undefined && e.button !== 0) return;
    if (this.drag) this.cancelDrag(true);
    const name = this.eventCell(e);
    if (!name) {
      board.deselect();
      return;
    }
    e.preventDefault(); // no text selection, no focus-scroll, no emulated mouse events
    board.cellEls.get(name)?.focus({ preventScroll: true });
    this.setRovingFocus(name);
    const wasSelected = board.selected;
    let justSelected = false;
    if (board.selectable(name) && name !== board.selected && !board.isDestination(board.selected, name)) {
      board.select(name);
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
      draggable: board.selectable(name),
    };
    try {
      board.svg.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events may have no capturable pointer; dragging then ends at the svg edge.
    }
  }

  #onPointerMove(e) {
    const { board, drag } = this;
    if (!drag || e.pointerId !== drag.pointerId) return;
    if (!drag.active) {
      if (!drag.draggable) return;
      if (Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) < DRAG_THRESHOLD_PX) return;
      drag.active = true;
      if (board.selected !== drag.from) board.select(drag.from);
      const art = board.pieceEls.get(drag.from);
      if (art) {
        art.classList.add('drag-origin');
        const ghost = art.cloneNode(true);
        ghost.classList.remove('drag-origin');
        ghost.classList.add('drag-ghost');
        board.dragLayer.appendChild(ghost);
        drag.ghost = ghost;
      }
    }
    e.preventDefault();
    const p = this.#clientToUser(e.clientX, e.clientY);
    if (drag.ghost) drag.ghost.style.transform = `translate(${p.x}px, ${p.y}px) scale(1.18)`;
    const over = board.cellAt(p.x, p.y);
    if (over !== drag.over) {
      drag.over = over;
      board.renderMarks();
    }
  }

  #onPointerUp(e) {
    const { board, drag } = this;
    if (!drag || e.pointerId !== drag.pointerId) return;
    this.drag = null;
    this.#removeGhost(drag);
    if (drag.active) {
      const to = this.eventCell(e);
      if (to && to !== drag.from && board.isDestination(drag.from, to)) {
        board.choose(drag.from, to, { dragged: true });
        return;
      }
      // Dropped back on its own cell: stays selected; anywhere else: cancelled.
      board.selected = to === drag.from ? drag.from : null;
      board.renderMarks();
      return;
    }
    if (drag.justSelected) return;
    // A plain tap. Tapping the selected piece again deselects it.
    if (drag.from === drag.wasSelected && board.selected === drag.from) {
      board.select(null);
      return;
    }
    board.tap(drag.from);
  }

  #removeGhost(drag) {
    if (drag.ghost) drag.ghost.remove();
    this.board.pieceEls?.get(drag.from)?.classList.remove('drag-origin');
  }

  /** Ends a press or drag without a move; `render` redraws the marks it left. */
  cancelDrag(render) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.#removeGhost(drag);
    const svg = this.board.svg;
    try {
      if (svg.hasPointerCapture?.(drag.pointerId)) svg.releasePointerCapture(drag.pointerId);
    } catch {
      // Already released.
    }
    if (render) this.board.renderMarks();
  }

  #onKey(e) {
    const board = this.board;
    const g = /** @type {SVGElement|null} */ (e.target.closest?.('[data-cell]'));
    if (!g) return;
    const name = g.dataset.cell;
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      board.tap(name);
      return;
    }
    if (e.key === 'Escape') {
      board.deselect();
      return;
    }
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const dir = dirs[e.key];
    if (!dir) return;
    e.preventDefault();
    const next = neighbourOnScreen(board.cells, (n) => board.point(n), name, dir);
    if (next) board.cellEls.get(next)?.focus();
  }

  /** Makes `name` the cell the keyboard's Tab reaches. */
  setRovingFocus(name) {
    const cellEls = this.board.cellEls;
    if (!cellEls?.has(name)) return;
    if (this.focusName && this.focusName !== name) cellEls.get(this.focusName)?.setAttribute('tabindex', '-1');
    this.focusName = name;
    cellEls.get(name).setAttribute('tabindex', '0');
  }

  #showFocusRing(name) {
    const ring = this.board.focusRing;
    if (!name) {
      ring.setAttribute('visibility', 'hidden');
      return;
    }
    const p = this.board.point(name);
    ring.setAttribute('transform', `translate(${p.x} ${p.y})`);
    ring.setAttribute('visibility', 'visible');
  }
}
