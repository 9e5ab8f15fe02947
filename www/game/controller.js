// The game controller: everything a game screen decides, without a DOM. Over the game's log
// (game-log.js: the engine's session, its typed state, the moves and endings) it decides what a
// tap may do (the candidates between two cells, a promotion chooser), whose turn it is (a
// person, the bot through computer-seats.js, or the network), the undo policy, draw offers and
// resignation. Renderers subscribe and draw; in the manner of
// chessground's pure state functions, nothing here draws, and `node --test` drives it with the
// real engine (tests/unit/controller.test.mjs).
//
// Three kinds of game: people on this device only (`seats` null: undo, draw offers, resignation
// for every player); against the computer (`seats`: one entry per player, 'human' or a level;
// the computer's moves come from `bot`, engine/bot.js in the page: a Web Worker); or online (`seats`:
// 'human' for the seat this device plays, 'remote' for the others — their moves come from the
// room's server through `applyRemote`, and undo, hints and local draw offers do not exist).

import { LEVELS, SEATS } from './seats.js';
import { GameLog } from './game-log.js';
import { ComputerSeats } from './computer-seats.js';

/** @typedef {import('../engine/engine.js').Session} Session */
/** @typedef {import('../engine/types.js').Move} Move */
/** @typedef {import('../engine/types.js').Spec} Spec */

export { LEVELS, SEATS };

/** A seat played on another device, in an online room. */
export const REMOTE = 'remote';

/** The first computer level among the seats, or null when people play alone. */
export function botLevel(seats) {
  return seats?.find((s) => s !== 'human') ?? null;
}

export class GameController extends GameLog {
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
    session,
    spec,
    seats = null,
    seed = null,
    start = '',
    replay = [],
    bot = null,
    wait = (ms) =>
      new Promise((resolve) => {
        setTimeout(resolve, ms);
      }),
    isCancel = (error) => error instanceof Error && error.name === 'Cancelled',
    now = () => performance.now(),
  }) {
    super({ session, spec, start, replay });
    this.seats = seats;
    this.seed = seed;
    /** Who plays the computer's seats, and hints. */
    this.computer = new ComputerSeats(this, { bot, wait, isCancel, now });
    /** The weights Benlik plays with (set by the page from this browser's storage). */
    this.benlikWeights = /** @type {number[]} */ ([]);
    /** Players whose draw offer stands (people on one device): all of them, and it is drawn. */
    this.drawOffers = new Set();
    /** The move the last hint suggested (cleared by the next state). */
    this.hint = null;
    /** While true nobody on this device may move (an online room still waiting for players). */
    this.hold = false;
  }

  /** Reads the engine's state (GameLog); a new state drops the hint, a result the bot's search. */
  readState() {
    const state = super.readState();
    if (state) {
      this.hint = null;
      if (state.result) this.computer?.cancel(false);
    }
    return state;
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
    return Math.max(
      0,
      this.players.findIndex((p) => String(p.letter) === String(letter)),
    );
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
    return (
      this.botGame &&
      this.engineHelp &&
      !!this.state &&
      !this.over &&
      this.isHuman(this.state.turn) &&
      this.pending?.kind !== 'hint'
    );
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
   * @param {{dragged?: boolean, remote?: boolean}} [how]  dragged: no slide to show; remote: a
   *        room's move from another device
   */
  play(move, how = {}) {
    const before = this.state;
    if (!before || before.result) return null;
    if (this.pending?.kind === 'hint') this.computer.cancel(false);
    const turn = String(before.turn);
    const error = this.session.play(move.notation);
    if (error) {
      this.emit({ type: 'error', source: 'engine', message: error, info: this.session.lastError });
      this.readState();
      return null;
    }
    this.noteMove(turn, move);
    // A move answers the other side's draw offer (declined by playing on); one's own stands.
    for (const letter of [...this.drawOffers]) if (letter !== turn) this.drawOffers.delete(letter);
    const after = this.readState() ?? before;
    const mover = before.pieces.find((p) => p.cell === move.from) ?? null;
    const takenCell = move.captures ?? null;
    const taken = takenCell ? (before.pieces.find((p) => p.cell === takenCell) ?? null) : null;
    const landed = after.pieces.find((p) => p.cell === move.to) ?? null;
    const promoted =
      !!mover && !!landed && !move.swap && String(landed.owner) === String(mover.owner) && landed.kind !== mover.kind;
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
    this.emit(change);
    this.computer.play();
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
   * Takes back one ply (people only), or against the computer the plies back to a person's
   * turn; a resignation or agreed draw goes with the move before it. False if nothing changed.
   */
  undo() {
    if (!this.canUndo) return false;
    this.computer.cancel(false);
    let changed = false;
    while (this.session.undo()) {
      changed = true;
      const after = this.session.state();
      this.trimLog(after.history?.length ?? 0);
      if (!this.botGame || this.isHuman(after.turn)) break;
    }
    if (!changed) return false;
    this.drawOffers.clear();
    this.viewing = null;
    this.viewed = null;
    this.readState();
    this.emit({ type: 'undo' });
    this.computer.play();
    return true;
  }

  /** The player `letter` resigns. False if the game is over or the engine refused. */
  resign(letter) {
    if (!this.state || this.state.result) return false;
    this.computer.cancel(false);
    const error = this.session.resign(letter);
    this.drawOffers.clear();
    if (error) {
      this.emit({ type: 'error', source: 'engine', message: error, info: this.session.lastError });
      return false;
    }
    this.log.push({ ending: `resign:${letter}` });
    this.readState();
    this.emit({ type: 'resign', letter });
    this.computer.play();
    return true;
  }

  /**
   * `letter` presses its draw button: offers, withdraws its offer, or — when every other
   * player's offer stands — agrees. Returns 'offered', 'withdrawn', 'agreed' or null.
   */
  draw(letter) {
    if (!this.state || this.state.result || !letter || this.botGame || this.online || !this.spec.draw_offers)
      return null;
    if (this.drawOffers.has(letter)) {
      this.drawOffers.delete(letter);
      this.emit({ type: 'draw' });
      return 'withdrawn';
    }
    this.drawOffers.add(letter);
    if (this.players.every((p) => this.drawOffers.has(String(p.letter)))) {
      const error = this.session.agreeDraw();
      this.drawOffers.clear();
      if (error) {
        this.emit({ type: 'error', source: 'engine', message: error });
        return null;
      }
      this.log.push({ ending: 'agreement' });
      this.readState();
      this.emit({ type: 'agreed' });
      return 'agreed';
    }
    this.emit({ type: 'draw' });
    return 'offered';
  }

  /** Declines every standing draw offer. */
  declineDraw() {
    if (this.drawOffers.size === 0) return;
    this.drawOffers.clear();
    this.emit({ type: 'draw' });
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
    this.computer.play();
  }

  /** The bot or hint request in flight: `{ kind: 'bot'|'hint', letter }`, or null. */
  get pending() {
    return this.computer.pending;
  }

  /** Stops the bot's search or the hint in flight, if any. */
  cancel() {
    this.computer.cancel(true);
  }

  /** Asks the computer (Normal) for a move for the person to move; reports it as a hint. */
  requestHint() {
    if (this.canHint && !this.pending) this.computer.hint();
  }

  /** Stops everything and releases the engine's memory. */
  destroy() {
    this.destroyed = true;
    this.computer.cancel(false);
    super.destroy();
  }
}
