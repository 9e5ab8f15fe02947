// A move made in advance, in an online room with a clock: while it is not this device's move,
// its player may pick one of their pieces and a cell; the move is marked on the board and the
// game root carries `data-premove="<from>-<to>"`. The moment it is this seat's move again (in
// Three Kingdoms, once both other kingdoms have moved) it is played if the engine finds a legal
// move from that cell to that one, and sent like any move, its time counted as usual; if none,
// it is dropped with a short notice. A press anywhere but on the move's own two cells (off the
// board too), or Escape, takes it back; what was pressed (a button, another piece) still does
// its own work.
// Any cell is offered as a destination: whether the move will be legal is only known when the
// opponent has moved.

export class Premove {
  /**
   * @param {object} options
   * @param {import('../game/controller.js').GameController} options.controller
   * @param {import('./room-session.js').RoomSession} options.session
   * @param {string} options.seat  this device's seat
   * @param {() => import('../board/board.js').Board} options.board
   * @param {(value: string|null) => void} options.mark  sets (null: removes) `data-premove`
   * @param {(move: string) => void} options.dropped  says that the move was not possible
   */
  constructor({ controller, session, seat, board, mark, dropped }) {
    this.controller = controller;
    this.session = session;
    this.seat = seat;
    this.board = board;
    this.mark = mark;
    this.dropped = dropped;
    /** The move waiting: `{from, to}`, or null. */
    this.queued = null;
    // Capturing, so the move is taken back before the board or a button acts on the press.
    this.onPress = (/** @type {PointerEvent} */ event) => this.pressed(event);
    globalThis.document?.addEventListener('pointerdown', this.onPress, { capture: true });
  }

  /** Stops listening to the page (the room is left). */
  stop() {
    globalThis.document?.removeEventListener('pointerdown', this.onPress, { capture: true });
  }

  /**
   * A pointer pressed anywhere on the page: the queued move is taken back unless the press is
   * on one of its two cells (where it may be chosen again or changed).
   * @param {PointerEvent} event
   */
  pressed(event) {
    const queued = this.queued;
    if (!queued) return;
    const board = this.board();
    const target = /** @type {Node|null} */ (event.target);
    const onBoard = !!target && board.svg.contains(target);
    const cell = onBoard ? board.input.eventCell(event) : null;
    if (cell !== queued.from && cell !== queued.to) this.cancel();
  }

  /** Whether a move may be made in advance now: a live clocked game, this seat waiting its turn. */
  get allowed() {
    const { controller, session, seat } = this;
    const clock = session.clock;
    return (
      session.live &&
      !!clock &&
      !clock.days &&
      controller.alive.includes(seat) &&
      String(controller.state?.turn) !== seat
    );
  }

  /**
   * What the board may take meanwhile: this seat's pieces, to any other cell.
   * @returns {{moves: import('../engine/types.js').Move[], turn: string}|null}
   */
  input() {
    if (!this.allowed) return null;
    const board = this.board();
    const pieces = this.controller.state.pieces;
    const own = new Set(pieces.filter((p) => String(p.owner) === this.seat).map((p) => p.cell));
    const cells = [...board.cellEls.keys()];
    const moves = [];
    // Not the engine's moves: `notation` only names the cells (what `data-premove` says).
    for (const from of own)
      for (const to of cells) if (to !== from) moves.push({ from, to, notation: `${from}-${to}` });
    return { moves, turn: this.seat };
  }

  /** Queues (from, to); false when no move may be made in advance now. */
  set(from, to) {
    if (!this.allowed) return false;
    this.queued = { from, to };
    this.board().setPremove(from, to);
    this.mark(`${from}-${to}`);
    return true;
  }

  /** Takes the queued move back. */
  cancel() {
    if (!this.queued) return;
    this.queued = null;
    this.board().setPremove(null, null);
    this.mark(null);
  }

  /** After each new state: the queued move is played once it is this seat's move, or dropped. */
  check() {
    const queued = this.queued;
    if (!queued) return;
    const { controller, session } = this;
    if (!session.live || controller.over || !controller.alive.includes(this.seat)) {
      this.cancel();
      return;
    }
    if (!controller.playable.length) return;
    this.cancel();
    const choice = controller.choice(queued.from, queued.to);
    // A pawn reaching the last rank becomes the strongest piece, as a tap would offer first.
    const move = choice.play ?? choice.promotion?.[0]?.move ?? choice.choose?.[0] ?? null;
    if (move) controller.play(move);
    else this.dropped(`${queued.from}-${queued.to}`);
  }
}
