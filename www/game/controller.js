// The game controller: everything a game screen decides, without a DOM. It holds the engine's
// session and its typed state, and decides what a tap may do (the candidates between two cells,
// a promotion chooser), whose turn it is (a person, the bot, later the network), the undo
// policy, draw offers and resignation. Renderers subscribe and draw; in the manner of
// chessground's pure state functions, nothing here draws, and `node --test` drives it with the
// real engine (tests/unit/controller.test.mjs).
//
// Three kinds of game: people on this device only (`seats` null: undo, draw offers, resignation
// for every player); against the computer (`seats`: one entry per player, 'human' or a level;
// the computer's moves come from `bot`, engine/bot.js in the page: a Web Worker); or online (`seats`:
// 'human' for the seat this device plays, 'remote' for the others — their moves come from the
// room's server through `applyRemote`, and undo, hints and local draw offers do not exist).

import { LEVELS, SEATS } from './seats.js';

/** @typedef {import('../engine/engine.js').Session} Session */
/** @typedef {import('./types.js').Move} Move */
/** @typedef {import('./types.js').State} State */
/** @typedef {import('./types.js').Spec} Spec */
/** @typedef {import('./types.js').Change} Change */

/** The computer's move is shown no sooner than this after the player's (the slide finishes). */
export const BOT_MIN_MS = 250;

export { LEVELS, SEATS };

/** A seat played on another device, in an online room. */
export const REMOTE = 'remote';

/** The first computer level among the seats, or null when people play alone. */
export function botLevel(seats) {
  return seats?.find((s) => s !== 'human') ?? null;
}

export class GameController {
  /** @type {State} */
  state;

  /**
   * @param {object} options
   * @param {Session} options.session   the game (the controller owns it from now)
   * @param {Spec} options.spec
   * @param {string[]|null} [options.seats]  per player 'human' or a level; null: people only
   * @param {number|null} [options.seed]    reproducible bot moves (tests)
   * @param {string} [options.start]        the start position string ('' = the usual start)
   * @param {string[]} [options.replay]     moves to play first (a saved game resumed)
   * @param {{move: (request: object) => Promise<any>, cancel: () => void}|null} [options.bot]
   * @param {(ms: number) => Promise<void>} [options.wait]   delays the bot's move
   * @param {(error: unknown) => boolean} [options.isCancel]  tells a cancelled request apart
   * @param {() => number} [options.now]  milliseconds, for the bot's minimum delay
   */
  constructor({
    session, spec, seats = null, seed = null, start = '', replay = [], bot = null,
    wait = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); }),
    isCancel = (error) => error instanceof Error && error.name === 'Cancelled',
    now = () => performance.now(),
  }) {
    this.session = session;
    this.spec = spec;
    this.variant = spec.variant;
    this.players = spec.players;
    this.seats = seats;
    this.seed = seed;
    this.startPosition = start;
    this.bot = bot;
    this.wait = wait;
    this.isCancel = isCancel;
    this.now = now;
    /** The weights Benlik plays with (set by the page from this browser's storage). */
    this.benlikWeights = /** @type {number[]} */ ([]);
    /** Players whose draw offer stands (people on one device): all of them, and it is drawn. */
    this.drawOffers = new Set();
    /** The bot or hint request in flight: `{ kind: 'bot'|'hint', letter }`, or null. */
    this.pending = null;
    /** The move the last hint suggested (cleared by the next state). */
    this.hint = null;
    /** The letter that played each move of the history. */
    this.movers = [];
    /** Each move of the history, typed as the engine listed it when it was legal. */
    this.played = /** @type {Move[]} */ ([]);
    /** What happened, in order: `{move}` (a move string) or `{ending}` (an online room's end). */
    this.log = /** @type {{move?: string, ending?: string}[]} */ ([]);
    /** While true nobody on this device may move (an online room still waiting for players). */
    this.hold = false;
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

    const first = this.#read();
    this.startTurn = first?.turn ?? this.players[0]?.letter ?? '';
    this.startNumber = first?.move_number ?? 1;
    for (const notation of replay) {
      const before = this.session.state();
      const move = before.moves?.find((m) => m.notation === notation);
      if (move && this.session.play(notation) === null) {
        this.movers.push(String(before.turn));
        this.played.push(move);
        this.log.push({ move: notation });
        continue;
      }
      while (this.session.undo());
      this.movers = [];
      this.played = [];
      this.log = [];
      this.replayFailed = true;
      break;
    }
    this.#read();
  }

  // ── reading ───────────────────────────────────────────────────────────────────────────────

  /** Reads the engine's state; reports an engine error and keeps the old state if it fails. */
  #read() {
    const state = this.session.state();
    if (state?.error) {
      this.#emit({ type: 'error', source: 'engine', message: state.error, info: { message: state.error, kind: state.kind, params: state.params } });
      return null;
    }
    this.state = state;
    this.hint = null;
    if (state.result) this.#cancelRequest(false);
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

  /**
   * Drops from the log what the engine's undo took back, down to `plies` moves: the moves
   * beyond them and the endings that came after those moves (endings before them stay).
   */
  #trimLog(plies) {
    let moves = this.log.filter((step) => step.move).length;
    while (moves > plies && this.log.length) {
      if (this.log.pop().move) moves -= 1;
    }
  }

  /** Registers a listener for every change; returns the function that removes it. */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  #emit(change) {
    for (const listener of [...this.listeners]) listener(change);
  }

  /** True when the computer plays a seat. */
  get botGame() {
    return Array.isArray(this.seats) && this.seats.some((s) => LEVELS.includes(s));
  }

  /** True in an online room (some seat is played on another device). */
  get online() {
    return Array.isArray(this.seats) && this.seats.includes(REMOTE);
  }

  /** The seat index of a player letter (0 if unknown). */
  seatOf(letter) {
    return Math.max(0, this.players.findIndex((p) => String(p.letter) === String(letter)));
  }

  /** The English name of a player (`red`), as the engine gives it. */
  playerName(letter) {
    return this.players.find((p) => String(p.letter) === String(letter))?.name ?? String(letter);
  }

  /** 'human' or the level of the computer playing `letter`. */
  levelOf(letter) {
    return Array.isArray(this.seats) ? this.seats[this.seatOf(letter)] : 'human';
  }

  isHuman(letter) {
    return this.levelOf(letter) === 'human';
  }

  /** Letters of the people at this device. */
  get humans() {
    return this.players.map((p) => String(p.letter)).filter((l) => this.isHuman(l));
  }

  /** Letters of the players still in the game (Three Kingdoms drops defeated kingdoms). */
  get alive() {
    return this.state?.extras?.alive ?? this.players.map((p) => String(p.letter));
  }

  get over() {
    return !!this.state?.result;
  }

  /** Whether a person may take moves back in this game (not against the computer in some). */
  get undoAllowed() {
    if (this.online) return false;
    return !this.botGame || this.spec.undo_against_bot;
  }

  /**
   * Whether Undo has anything to take back now. Against the computer a finished game stays
   * finished: its result is kept among the past games and Benlik has learned from it, so taking
   * a move back would reopen a game both already count as over. People on one device agree
   * between themselves, and may still take back a resignation tapped by mistake.
   */
  get canUndo() {
    if (!this.undoAllowed || !this.state) return false;
    if (this.botGame) return !this.over && this.movers.some((letter) => this.isHuman(letter));
    return this.state.history.length > 0;
  }

  /**
   * Whether the engine may help the people at this device with this game (its review, the
   * record to take elsewhere): not in an online room until its game has ended, for players and
   * watchers alike, or a player could have the engine play for them (or a watcher pass its
   * moves on).
   */
  get engineHelp() {
    return !this.online || this.over;
  }

  /** Whether a person may ask for a hint now: against the computer, in every game. */
  get canHint() {
    return this.botGame && this.engineHelp && !!this.state && !this.over
      && this.isHuman(this.state.turn) && this.pending?.kind !== 'hint';
  }

  /**
   * The legal moves a person may choose from now (none while the bot or nobody is to move, or
   * while an earlier position is looked at).
   */
  get playable() {
    const state = this.state;
    if (!state || state.result || this.hold || !this.isHuman(state.turn) || this.viewing !== null) return [];
    return state.moves;
  }

  /** The state to draw: the one looked at, or the live one. */
  get shown() {
    return this.viewing === null ? this.state : this.viewed ?? this.state;
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
        this.#emit({ type: 'error', source: 'engine', message: replay.error });
        return false;
      }
      const state = replay.session.state();
      replay.session.free();
      if (state?.error) {
        this.#emit({ type: 'error', source: 'engine', message: state.error });
        return false;
      }
      this.viewing = target;
      this.viewed = state;
    }
    this.#emit({ type: 'view' });
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

  // ── choosing a move ───────────────────────────────────────────────────────────────────────

  /**
   * What choosing (from, to) means: `{ play: move }` when one move fits, `{ promotion: [{move,
   * kind}] }` strongest first when the moves differ by what the piece becomes, `{ choose:
   * moves }` when they differ otherwise, or `{}` when nothing fits.
   */
  choice(from, to) {
    const candidates = this.playable.filter((m) => m.from === from && m.to === to);
    if (candidates.length === 1) return { play: candidates[0] };
    if (candidates.length === 0) return {};
    if (candidates.every((m) => m.promotion)) {
      const order = this.spec.promotion_order ?? [];
      const rank = (kind) => {
        const i = order.indexOf(kind);
        return i < 0 ? order.length : i;
      };
      const promotion = candidates
        .map((move) => ({ move, kind: /** @type {string} */ (move.promotion) }))
        .sort((a, b) => rank(a.kind) - rank(b.kind));
      return { promotion };
    }
    return { choose: candidates };
  }

  // ── acting ────────────────────────────────────────────────────────────────────────────────

  /**
   * Plays a legal move of the current state. Returns the change (also sent to subscribers), or
   * null when the engine refused it (an error change is sent).
   * @param {Move} move
   * @param {{dragged?: boolean}} [how]
   */
  play(move, how = {}) {
    const before = this.state;
    if (!before || before.result) return null;
    if (this.pending?.kind === 'hint') this.#cancelRequest(false);
    const turn = String(before.turn);
    const error = this.session.play(move.notation);
    if (error) {
      this.#emit({ type: 'error', source: 'engine', message: error, info: this.session.lastError });
      this.#read();
      return null;
    }
    this.movers.push(turn);
    this.played.push(move);
    this.log.push({ move: move.notation });
    // A move answers the other side's draw offer (declined by playing on); one's own stands.
    for (const letter of [...this.drawOffers]) if (letter !== turn) this.drawOffers.delete(letter);
    const after = this.#read() ?? before;
    const mover = before.pieces.find((p) => p.cell === move.from) ?? null;
    const takenCell = move.captures ?? null;
    const taken = takenCell ? before.pieces.find((p) => p.cell === takenCell) ?? null : null;
    const landed = after.pieces.find((p) => p.cell === move.to) ?? null;
    const promoted = !!mover && !!landed && !move.swap && String(landed.owner) === String(mover.owner)
      && landed.kind !== mover.kind;
    const change = {
      type: 'move',
      local: !how.remote,
      n: after.history.length - 1,
      move,
      mover,
      taken,
      landed,
      promoted,
      before,
      after,
      animate: how.dragged ? null : { from: move.from, to: move.to },
    };
    this.#emit(change);
    this.#maybeStartBot();
    return change;
  }

  /**
   * Plays a move that arrived from the room's server (another device's). Returns the change,
   * or null when it is not legal here (the caller then resynchronises from the server's log).
   * @param {string} notation
   */
  applyRemote(notation) {
    const move = this.state?.moves.find((m) => m.notation === notation);
    if (!move) return null;
    return this.play(move, { remote: true });
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
    if (!prefix) {
      while (this.session.undo());
      this.movers = [];
      this.played = [];
      this.log = [];
    }
    for (const step of steps.slice(this.log.length)) {
      const before = this.session.state();
      if (step.move) {
        const move = before.moves?.find((m) => m.notation === step.move);
        if (!move || this.session.play(step.move) !== null) break;
        this.movers.push(String(before.turn));
        this.played.push(move);
      } else if (this.session.end(step.ending) !== null) {
        break;
      }
      this.log.push(step);
    }
    this.#read();
    this.#emit({ type: 'sync' });
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
      this.#emit({ type: 'error', source: 'engine', message: error, info: this.session.lastError });
      return false;
    }
    this.log.push({ ending: String(ending) });
    this.#read();
    this.#emit({ type: 'end', ending });
    return true;
  }

  /**
   * Takes back one ply (people only), or against the computer the plies back to a person's
   * turn; a resignation or agreed draw goes with the move before it. False if nothing changed.
   */
  undo() {
    if (!this.canUndo) return false;
    this.#cancelRequest(false);
    let changed = false;
    while (this.session.undo()) {
      changed = true;
      const after = this.session.state();
      const plies = after.history?.length ?? 0;
      this.movers.length = Math.min(this.movers.length, plies);
      this.played.length = Math.min(this.played.length, plies);
      this.#trimLog(plies);
      if (!this.botGame || this.isHuman(after.turn)) break;
    }
    if (!changed) return false;
    this.drawOffers.clear();
    this.viewing = null;
    this.viewed = null;
    this.#read();
    this.#emit({ type: 'undo' });
    this.#maybeStartBot();
    return true;
  }

  /** The player `letter` resigns. False if the game is over or the engine refused. */
  resign(letter) {
    if (!this.state || this.state.result) return false;
    this.#cancelRequest(false);
    const error = this.session.resign(letter);
    this.drawOffers.clear();
    if (error) {
      this.#emit({ type: 'error', source: 'engine', message: error, info: this.session.lastError });
      return false;
    }
    this.log.push({ ending: `resign:${letter}` });
    this.#read();
    this.#emit({ type: 'resign', letter });
    this.#maybeStartBot();
    return true;
  }

  /**
   * `letter` presses its draw button: offers, withdraws its offer, or — when every other
   * player's offer stands — agrees. Returns 'offered', 'withdrawn', 'agreed' or null.
   */
  draw(letter) {
    if (!this.state || this.state.result || !letter || this.botGame || this.online || !this.spec.draw_offers) return null;
    if (this.drawOffers.has(letter)) {
      this.drawOffers.delete(letter);
      this.#emit({ type: 'draw' });
      return 'withdrawn';
    }
    this.drawOffers.add(letter);
    if (this.players.every((p) => this.drawOffers.has(String(p.letter)))) {
      const error = this.session.agreeDraw();
      this.drawOffers.clear();
      if (error) {
        this.#emit({ type: 'error', source: 'engine', message: error });
        return null;
      }
      this.log.push({ ending: 'agreement' });
      this.#read();
      this.#emit({ type: 'agreed' });
      return 'agreed';
    }
    this.#emit({ type: 'draw' });
    return 'offered';
  }

  /** Declines every standing draw offer. */
  declineDraw() {
    if (this.drawOffers.size === 0) return;
    this.drawOffers.clear();
    this.#emit({ type: 'draw' });
  }

  /** Gives again a result no move shows (a resignation, an agreed draw) after a replay. */
  restoreResult(result) {
    if (!result || this.state?.result) return;
    const winners = (result.winners || []).map(String);
    const losers = this.players.map((p) => String(p.letter)).filter((l) => !winners.includes(l));
    if (result.rule_id === 'agreement') this.endAs('agreement');
    else if (result.rule_id === 'resignation' && losers.length === 1) this.endAs(`resign:${losers[0]}`);
  }

  // ── the computer ──────────────────────────────────────────────────────────────────────────

  /** Starts the game: the computer moves if it is its turn. Call once listeners are in place. */
  start() {
    this.#maybeStartBot();
  }

  /** The seed of the search for the current ply: random, or from the link's `seed=`. */
  #seed(salt) {
    const ply = this.state?.history.length ?? 0;
    if (Number.isFinite(this.seed)) return /** @type {number} */ (this.seed) * 1000 + ply * 2 + salt;
    return Math.floor(Math.random() * 2 ** 32);
  }

  #request(level, weights, salt) {
    if (!this.bot) return Promise.reject(new Error('no bot'));
    return this.bot.move({
      variant: this.variant,
      position: this.startPosition,
      moves: this.state.history,
      level,
      movetimeMs: 0,
      seed: this.#seed(salt),
      weights,
    });
  }

  /** Stops the request in flight, if any. */
  #cancelRequest(announce = true) {
    if (!this.pending) return;
    this.pending = null;
    this.bot?.cancel();
    if (announce) this.#emit({ type: 'pending' });
  }

  /** Stops the bot's search or the hint in flight, if any. */
  cancel() {
    this.#cancelRequest(true);
  }

  /**
   * Asks the bot for a move as `pending` (`{kind, letter}`) and hands the legal move it found
   * (or null) to `onMove`, unless the request was cancelled or replaced meanwhile; a failure
   * becomes an error change. `minMs`: the answer is used no sooner than this after asking.
   */
  #ask(pending, level, weights, salt, minMs, onMove) {
    this.pending = pending;
    this.#emit({ type: 'pending' });
    const started = this.now();
    this.#request(level, weights, salt).then(async (reply) => {
      const rest = minMs - (this.now() - started);
      if (rest > 0) await this.wait(rest);
      if (this.pending !== pending || this.destroyed) return;
      this.pending = null;
      this.#emit({ type: 'pending' });
      const move = reply && this.state.moves.find((m) => m.notation === reply.notation);
      onMove(move ?? null, reply);
    }, (error) => {
      if (this.isCancel(error) || this.pending !== pending) return;
      this.pending = null;
      this.#emit({ type: 'pending' });
      this.#emit({ type: 'error', source: 'bot', message: error?.message ?? String(error) });
    });
  }

  #maybeStartBot() {
    const state = this.state;
    if (this.destroyed || !this.botGame || !state || state.result || this.pending) return;
    if (this.isHuman(state.turn)) return;
    const letter = String(state.turn);
    const level = this.levelOf(letter);
    const weights = level === 'benlik' ? this.benlikWeights : [];
    this.#ask({ kind: 'bot', letter }, level, weights, 0, BOT_MIN_MS, (move, reply) => {
      if (!move) {
        this.#emit({ type: 'error', source: 'bot', message: reply ? `${reply.notation}?` : '—' });
        return;
      }
      this.#emit({ type: 'thought', reply });
      this.play(move);
    });
  }

  /** Asks the computer (Normal) for a move for the person to move; reports it as a hint. */
  requestHint() {
    if (!this.canHint || this.pending) return;
    this.#ask({ kind: 'hint', letter: String(this.state.turn) }, 'normal', [], 1, 0, (move) => {
      if (!move) return;
      this.hint = move;
      this.#emit({ type: 'hint', move });
    });
  }

  /** Stops everything and releases the engine's memory. */
  destroy() {
    this.destroyed = true;
    this.#cancelRequest(false);
    this.listeners.clear();
    this.session.free();
  }
}
