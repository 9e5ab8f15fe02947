// The enlarged board, for screens where the whole board leaves its pieces too small to read or
// to hit (Three Kingdoms' discs, Timur's pawn emblems on a phone). The drawing grows until a
// cell is about a fingertip wide, inside a frame that keeps the board's usual place and size and
// scrolls: one finger pans it, natively, and a tap still selects and moves (dragging a piece is
// given up while enlarged, since the finger then pans). On a touch screen, spreading two fingers
// on the board enlarges it there. (The rules pages' pictures open whole, over the page, instead:
// app/rules.js.)

import { t } from '../ui/i18n.js';
import { h, icon } from '../ui/dom.js';
import { CELL_UNITS } from '../ui/svg.js';

/** A cell this wide on screen, in CSS pixels, makes a piece's letters about 10 px tall. */
const CELL_PX = 64;
const MIN_FACTOR = 1.5;
const MAX_FACTOR = 6;
/** How far two fingers must spread apart (as a ratio of where they started) to enlarge. */
const SPREAD = 1.25;

/** The enlarged view of one drawing: its scrolling frame, and the ways to switch it. */
export class BoardZoom {
  /**
   * @param {SVGSVGElement} svg  the board's drawing (board.js)
   * @param {object} [options]
   * @param {(on: boolean) => void} [options.onChange]  after every change
   * @param {number|null} [options.cellPx]  how wide a cell of the enlarged drawing is to be, in
   *        CSS pixels (a game whose pieces read at a smaller size shows more of its board)
   * @param {(() => number|null)|null} [options.room]  the height the enlarged frame may take,
   *        in CSS pixels: more than the board's usual place on a screen taller than the board
   *        (null: the usual place)
   * @param {(() => void)|null} [options.onSpread]  spreading two fingers enlarges (the game's
   *        board); called as the second finger lands, to undo what the first one's press did
   */
  constructor(svg, { onChange = null, onSpread = null, cellPx = null, room = null } = {}) {
    this.svg = svg;
    this.cellPx = cellPx ?? CELL_PX;
    this.room = room;
    this.onChange = onChange;
    this.enlarged = false;
    this.frame = h('div', { class: 'board-zoom' }, svg);
    // A phone turned (not its address bar sliding away while the page scrolls) fits it anew.
    this.onResize = () => {
      if (!this.enlarged || innerWidth === this.width) return;
      const centre = this.#viewCentre();
      this.#shrink();
      this.#enlarge(centre);
    };
    if (onSpread) this.#listenForSpread(onSpread);
  }

  /** The scrolling frame holding the drawing: put it where the drawing would go. */
  get element() {
    return this.frame;
  }

  /**
   * Enlarges (or returns to the usual size). `at`: a point in client coordinates to keep in
   * view; by default the selected cell, else the last move, else the bottom of the board.
   */
  set(on, at = null) {
    if (on === this.enlarged) return;
    if (on) this.#enlarge(at ?? this.#interestingPoint());
    else this.#shrink();
    this.onChange?.(this.enlarged);
  }

  /** Enlarges, or returns to the usual size. */
  toggle() {
    this.set(!this.enlarged);
  }

  /** The drawing's place as fractions of its width and height, for a client point. */
  #fraction(point) {
    const box = this.svg.getBoundingClientRect();
    if (!point || !box.width || !box.height) return { fx: 0.5, fy: 1 };
    return { fx: (point.x - box.left) / box.width, fy: (point.y - box.top) / box.height };
  }

  #enlarge(at) {
    const { fx, fy } = this.#fraction(at);
    const box = this.svg.getBoundingClientRect();
    const viewWidth = this.svg.viewBox.baseVal?.width || box.width;
    const cellPx = (CELL_UNITS * box.width) / viewWidth;
    const factor = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, this.cellPx / cellPx));
    // The frame keeps the board's width; it takes the height the screen has for it, up to the
    // enlarged drawing's own.
    const height = Math.min(box.height * factor, Math.max(box.height, this.room?.() ?? 0));
    const frame = this.frame;
    frame.style.width = `${box.width}px`;
    frame.style.height = `${height}px`;
    frame.classList.add('enlarged');
    Object.assign(this.svg.style, {
      width: `${box.width * factor}px`,
      height: `${box.height * factor}px`,
      maxWidth: 'none',
      maxHeight: 'none',
      touchAction: 'pan-x pan-y',
    });
    frame.scrollLeft = fx * box.width * factor - box.width / 2;
    frame.scrollTop = fy * box.height * factor - height / 2;
    window.addEventListener('resize', this.onResize);
    this.width = innerWidth;
    this.enlarged = true;
  }

  #shrink() {
    this.frame.classList.remove('enlarged');
    this.frame.style.width = '';
    this.frame.style.height = '';
    for (const name of ['width', 'height', 'maxWidth', 'maxHeight', 'touchAction']) this.svg.style[name] = '';
    window.removeEventListener('resize', this.onResize);
    this.enlarged = false;
  }

  /** The client point at the middle of what the frame shows. */
  #viewCentre() {
    const box = this.frame.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }

  /** Where the player is looking: the selected piece, the last move, else their own side. */
  #interestingPoint() {
    const cell = this.svg.querySelector('[data-cell][aria-pressed="true"]') ?? this.svg.querySelector('.mark-last-to');
    if (!cell) return null;
    const box = cell.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }

  /**
   * Two fingers spreading apart on the usual-size board enlarge it around them. The second
   * finger is kept from the board, and the first finger's press is cancelled there (with what
   * `onSpread` undoes), so a spread never selects nor moves a piece.
   */
  #listenForSpread(onSpread) {
    const fingers = new Map();
    let start = null;
    const spread = () => {
      const [a, b] = [...fingers.values()];
      return { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    };
    const capture = { capture: true };
    this.frame.addEventListener(
      'pointerdown',
      (e) => {
        if (e.pointerType !== 'touch' || this.enlarged) return;
        fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (fingers.size !== 2) return;
        start = spread();
        e.stopPropagation();
        const [first] = fingers.keys();
        this.svg.dispatchEvent(new PointerEvent('pointercancel', { pointerId: first }));
        onSpread();
      },
      capture,
    );
    this.frame.addEventListener(
      'pointermove',
      (e) => {
        if (!fingers.has(e.pointerId)) return;
        fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (!start) return;
        e.stopPropagation();
        const now = spread();
        if (now.d >= start.d * SPREAD) {
          start = null;
          this.set(true, { x: now.x, y: now.y });
        }
      },
      capture,
    );
    const lift = (e) => {
      // The cancel sent to the board above is not a finger lifted.
      if (!e.isTrusted || !fingers.delete(e.pointerId)) return;
      if (start || fingers.size) e.stopPropagation();
      if (!fingers.size) start = null;
    };
    this.frame.addEventListener('pointerup', lift, capture);
    this.frame.addEventListener('pointercancel', lift, capture);
  }

  /**
   * The game screen's ways to it: a checkbox item in `menu`, and over the board (in `wrap`, the
   * frame's positioned parent) a button back to the usual size while enlarged.
   * @param {import('../game/menu.js').Menu} menu
   * @param {HTMLElement} wrap
   */
  addToGame(menu, wrap) {
    const check = menu.add({ text: t('zoom.board'), data: 'zoom', checked: false, action: () => this.toggle() });
    const shrink = h(
      'button',
      {
        type: 'button',
        class: 'zoom-shrink',
        hidden: true,
        'aria-label': t('zoom.shrink'),
        title: t('zoom.shrink'),
        on: { click: () => this.set(false) },
      },
      icon('zoomOut'),
    );
    wrap.append(shrink);
    const previous = this.onChange;
    this.onChange = (on) => {
      check(on);
      shrink.hidden = !on;
      previous?.(on);
    };
  }

  /** Stops following the window's size (the screen goes). */
  destroy() {
    window.removeEventListener('resize', this.onResize);
  }
}
