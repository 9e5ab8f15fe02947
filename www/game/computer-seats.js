// The computer's seats of a game (game/controller.js): when a seat played by a level is to move,
// the bot (engine/bot.js in the page: a Web Worker) is asked for its move and the move is played
// through the controller, as a person's would be; a hint for the person to move is asked the
// same way. One request is in flight at a time; a newer state, an undo or a resignation cancels
// it.

/** The computer's move is shown no sooner than this after the player's (the slide finishes). */
export const BOT_MIN_MS = 250;

export class ComputerSeats {
  /**
   * @param {import('./controller.js').GameController} controller  whose game this plays
   * @param {object} options
   * @param {{move: (request: object) => Promise<any>, cancel: () => void}|null} options.bot
   * @param {(ms: number) => Promise<void>} options.wait  delays the bot's move
   * @param {(error: unknown) => boolean} options.isCancel  tells a cancelled request apart
   * @param {() => number} options.now  milliseconds, for the bot's minimum delay
   */
  constructor(controller, { bot, wait, isCancel, now }) {
    this.controller = controller;
    this.bot = bot;
    this.wait = wait;
    this.isCancel = isCancel;
    this.now = now;
    /** The bot or hint request in flight: `{ kind: 'bot'|'hint', letter }`, or null. */
    this.pending = null;
  }

  /** The seed of the search for the current ply: random, or from the link's `seed=`. */
  #seed(salt) {
    const { seed, state } = this.controller;
    const ply = state?.history.length ?? 0;
    if (Number.isFinite(seed)) return /** @type {number} */ (seed) * 1000 + ply * 2 + salt;
    return Math.floor(Math.random() * 2 ** 32);
  }

  #request(level, weights, salt) {
    if (!this.bot) return Promise.reject(new Error('no bot'));
    const controller = this.controller;
    return this.bot.move({
      variant: controller.variant,
      position: controller.startPosition,
      moves: controller.state.history,
      level,
      movetimeMs: 0,
      seed: this.#seed(salt),
      weights,
    });
  }

  /** Stops the request in flight, if any (`announce`: tell the subscribers). */
  cancel(announce) {
    if (!this.pending) return;
    this.pending = null;
    this.bot?.cancel();
    if (announce) this.controller.emit({ type: 'pending' });
  }

  /**
   * Asks the bot for a move as `pending` (`{kind, letter}`) and hands the legal move it found
   * (or null) to `onMove`, unless the request was cancelled or replaced meanwhile; a failure
   * becomes an error change. `minMs`: the answer is used no sooner than this after asking.
   */
  #ask(pending, level, weights, salt, minMs, onMove) {
    const controller = this.controller;
    this.pending = pending;
    controller.emit({ type: 'pending' });
    const started = this.now();
    this.#request(level, weights, salt).then(
      async (reply) => {
        const rest = minMs - (this.now() - started);
        if (rest > 0) await this.wait(rest);
        if (this.pending !== pending || controller.destroyed) return;
        this.pending = null;
        controller.emit({ type: 'pending' });
        const move = reply && controller.state.moves.find((m) => m.notation === reply.notation);
        onMove(move ?? null, reply);
      },
      (error) => {
        if (this.isCancel(error) || this.pending !== pending) return;
        this.pending = null;
        controller.emit({ type: 'pending' });
        controller.emit({ type: 'error', source: 'bot', message: error?.message ?? String(error) });
      },
    );
  }

  /** Plays the computer's move when one of its seats is to move (and nothing is in flight). */
  play() {
    const controller = this.controller;
    const state = controller.state;
    if (controller.destroyed || !controller.botGame || !state || state.result || this.pending) return;
    if (controller.isHuman(state.turn)) return;
    const letter = String(state.turn);
    const level = controller.levelOf(letter);
    const weights = level === 'benlik' ? controller.benlikWeights : [];
    this.#ask({ kind: 'bot', letter }, level, weights, 0, BOT_MIN_MS, (move, reply) => {
      if (!move) {
        controller.emit({ type: 'error', source: 'bot', message: reply ? `${reply.notation}?` : '—' });
        return;
      }
      controller.emit({ type: 'thought', reply });
      controller.play(move);
    });
  }

  /** Asks the computer (Normal) for a move for the person to move; reports it as a hint. */
  hint() {
    const controller = this.controller;
    this.#ask({ kind: 'hint', letter: String(controller.state.turn) }, 'normal', [], 1, 0, (move) => {
      if (!move) return;
      controller.hint = move;
      controller.emit({ type: 'hint', move });
    });
  }
}
