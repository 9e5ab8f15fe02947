// A game as the engine plays it, without a DOM and without anyone to decide who moves: the
// engine's session and its typed state, what happened in order (moves and endings off the
// board, with who moved and each move as the engine listed it), earlier positions looked at,
// and the changes told to subscribers. The game controller (controller.js) builds on it with who
// may do what.

/** @typedef {import('../engine/engine.js').Session} Session */
/** @typedef {import('../engine/types.js').Move} Move */
/** @typedef {import('../engine/types.js').State} State */
/** @typedef {import('../engine/types.js').Spec} Spec */
/** @typedef {import('./types.js').Change} Change */

export class GameLog {
  /** @type {State} */
  state;

  /**
   * @param {object} options
   * @param {Session} options.session   the game (owned from now)
   * @param {Spec} options.spec
   * @param {string} options.start      the start position string ('' = the usual start)
   * @param {string[]} options.replay   moves to play first (a saved game resumed)
   */
  constructor({ session, spec, start, replay }) {
    this.session = session;
    this.spec = spec;
    this.variant = spec.variant;
    this.players = spec.players;
    this.startPosition = start;
    /** The letter that played each move of the history. */
    this.movers = /** @type {string[]} */ ([]);
    /** Each move of the history, typed as the engine listed it when it was legal. */
    this.played = /** @type {Move[]} */ ([]);
    /** What happened, in order: `{move}` (a move string) or `{ending}` (an online room's end). */
    this.log = /** @type {{move?: string, ending?: string}[]} */ ([]);
    /**
     * The earlier position looked at, as the number of plies played to reach it (0: the
     * start), or null for the live position. The live game goes on underneath (the bot still
     * moves); only a person's moves wait until the live position is shown again.
     */
    this.viewing = null;
    /** @type {State|null} the state at `viewing` */
    this.viewed = null;
    /** True when the saved moves could not be replayed (the game starts afresh). */
    this.replayFailed = false;
    this.destroyed = false;
    /** @type {Set<(change: Change) => void>} */
    this.listeners = new Set();

    const first = this.readState();
    this.startTurn = first?.turn ?? this.players[0]?.letter ?? '';
    this.startNumber = first?.move_number ?? 1;
    if (!this.replaySteps(replay.map((move) => ({ move })))) {
      this.#forget();
      this.replayFailed = true;
    }
    this.readState();
  }

  /**
   * Reads the engine's state; reports an engine error and keeps the old state if it fails.
   * @returns {State|null}
   */
  readState() {
    const state = this.session.state();
    if (state?.error) {
      this.emit({
        type: 'error',
        source: 'engine',
        message: state.error,
        info: { message: state.error, kind: state.kind, params: state.params },
      });
      return null;
    }
    this.state = state;
    return state;
  }

  /**
   * How the game ended off the board, as a record's `Ending` tag writes it (`resign:w`,
   * `agreement`): the log's last step when that is an ending, else null (a Three Kingdoms
   * kingdom that resigned before later moves did not end the game).
   */
  get ending() {
    return this.log.at(-1)?.ending ?? null;
  }

  /** Registers a listener for every change; returns the function that removes it. */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every subscriber of `change`. */
  emit(change) {
    for (const listener of [...this.listeners]) listener(change);
  }

  /** Notes a move the engine has just played: who moved and the move as it was listed. */
  noteMove(mover, move) {
    this.movers.push(mover);
    this.played.push(move);
    this.log.push({ move: move.notation });
  }

  /**
   * Drops from the log what the engine's undo took back, down to `plies` moves: the moves
   * beyond them and the endings that came after those moves (endings before them stay).
   */
  trimLog(plies) {
    this.movers.length = Math.min(this.movers.length, plies);
    this.played.length = Math.min(this.played.length, plies);
    let moves = this.log.filter((step) => step.move).length;
    while (moves > plies && this.log.length) {
      if (this.log.pop().move) moves -= 1;
    }
  }

  /** Takes the whole game back to its start position, with its log. */
  #forget() {
    while (this.session.undo());
    this.movers = [];
    this.played = [];
    this.log = [];
  }

  /**
   * Plays `steps` (`{move}` or `{ending}`) from the position now in the engine, noting each;
   * stops at the first the engine refuses. Returns whether every step was played.
   */
  replaySteps(steps) {
    for (const step of steps) {
      const before = this.session.state();
      if (step.move) {
        const move = before.moves?.find((m) => m.notation === step.move);
        if (!move || this.session.play(step.move) !== null) return false;
        this.noteMove(String(before.turn), move);
      } else {
        if (this.session.end(step.ending) !== null) return false;
        this.log.push(step);
      }
    }
    return true;
  }

  /**
   * Puts the game back as the server's log has it: `moves` from the start position, with each
   * ending off the board (`{n, ending}`: after `n` moves, `resign:r`, `time:b`, `abort`…).
   * When this device's game is a beginning of that log only the rest is played; otherwise it is
   * replayed from the start. Returns whether anything changed.
   * @param {string[]} moves
   * @param {{n: number, ending: string}[]} endings
   */
  resync(moves, endings = []) {
    const steps = [];
    for (let n = 0; n <= moves.length; n++) {
      for (const e of endings) if (e.n === n) steps.push({ ending: e.ending });
      if (n < moves.length) steps.push({ move: moves[n] });
    }
    const same = (a, b) => a.move === b.move && a.ending === b.ending;
    const prefix = this.log.length <= steps.length && this.log.every((step, i) => same(step, steps[i]));
    if (prefix && this.log.length === steps.length) return false;
    if (!prefix) this.#forget();
    this.replaySteps(steps.slice(this.log.length));
    this.readState();
    this.emit({ type: 'sync' });
    return true;
  }

  /**
   * Ends the game off the board as an online room's log or a record's `Ending` tag says
   * (`resign:r`, `time:b`, `left:g`, `agreement`, `abort`…). False (and an error change) when
   * the engine refused it.
   */
  endAs(ending) {
    if (!this.state || this.state.result || !ending) return false;
    const error = this.session.end(String(ending));
    if (error) {
      this.emit({ type: 'error', source: 'engine', message: error, info: this.session.lastError });
      return false;
    }
    this.log.push({ ending: String(ending) });
    this.readState();
    this.emit({ type: 'end', ending });
    return true;
  }

  /** The state to draw: the one looked at, or the live one. */
  get shown() {
    return this.viewing === null ? this.state : (this.viewed ?? this.state);
  }

  /**
   * Looks at the position after `ply` plies (clamped; the number of plies played, or null,
   * means the live position). Returns whether the view changed.
   */
  view(ply) {
    const total = this.played.length;
    const target = ply === null || ply >= total ? null : Math.max(0, Math.floor(ply));
    if (target === this.viewing) return false;
    if (target === null) {
      this.viewing = null;
      this.viewed = null;
    } else {
      const replay = this.session.replayed(this.startPosition, this.state.history.slice(0, target));
      if (!replay.session) {
        this.emit({ type: 'error', source: 'engine', message: replay.error });
        return false;
      }
      const state = replay.session.state();
      replay.session.free();
      if (state?.error) {
        this.emit({ type: 'error', source: 'engine', message: state.error });
        return false;
      }
      this.viewing = target;
      this.viewed = state;
    }
    this.emit({ type: 'view' });
    return true;
  }

  /** Looks `delta` plies back (negative) or forward from the position shown. */
  step(delta) {
    const from = this.viewing ?? this.played.length;
    return this.view(Math.max(0, from + delta));
  }

  /** The piece on a cell, in the current state. */
  pieceAt(cell) {
    return this.state?.pieces.find((p) => p.cell === cell) ?? null;
  }

  /** Stops telling and releases the engine's memory. */
  destroy() {
    this.destroyed = true;
    this.listeners.clear();
    this.session.free();
  }
}
