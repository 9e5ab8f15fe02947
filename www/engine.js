// The engine, loaded once: thin wrappers over the wasm module's `Game` and `variants()` that
// never throw. Each call returns its value, or `{ error }` with the engine's message, so bad input
// can be shown to the player instead of breaking the page. The page computes no rules itself.

let loading = null;

/** Loads and initialises the wasm module once; resolves to the module's exports. */
export function loadEngine() {
  loading ??= (async () => {
    const module = await import('./pkg/tahta_wasm.js');
    await module.default();
    return module;
  })();
  return loading;
}

/** The message of anything thrown across the wasm boundary. */
export function errorText(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Ids of the playable variants, in menu order (empty if the engine cannot say). */
export function listVariants(engine) {
  try {
    return Array.from(engine.variants(), String);
  } catch {
    return [];
  }
}

/**
 * The start position string for a table option (`banners=off` in Three Kingdoms), or null when
 * the option keeps the usual start or the engine does not know it.
 */
export function optionStart(engine, variant, option) {
  try {
    return engine.optionStart?.(variant, option) ?? null;
  } catch {
    return null;
  }
}

/**
 * The engine's static description of a variant (players, piece kinds, zones, undo and draw
 * rules, promotion order), or `{ error }`.
 */
export function specOf(engine, variant) {
  try {
    return engine.spec(variant);
  } catch (error) {
    return { error: errorText(error) };
  }
}

/**
 * A game record read by the engine: `{ variant, tags: [[name, value]…], moves, start }`, or
 * `{ error }` naming the line or move that is wrong.
 */
export function parseRecord(engine, text) {
  try {
    return engine.parseRecord(text);
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** The text of a game record (`tags`: `[[name, value]…]`), or `{ error }`. */
export function writeRecord(engine, variant, tags, moves) {
  try {
    return { text: engine.writeRecord(variant, tags, moves) };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** One game held by the engine. */
export class Session {
  #game;
  #engine;

  constructor(game, variant, engine = null) {
    this.#game = game;
    this.variant = variant;
    this.#engine = engine;
  }

  /**
   * Starts `variant` from `position` ('' = the start position).
   * Returns `{ session }` or `{ error }` with the engine's message.
   */
  static create(engine, variant, position = '') {
    try {
      return { session: new Session(new engine.Game(variant, position), variant, engine) };
    } catch (error) {
      return { error: errorText(error) };
    }
  }

  #call(fn) {
    try {
      return fn();
    } catch (error) {
      return { error: errorText(error) };
    }
  }

  /** The board to draw: `{ variant, shape, cells, players }`. */
  geometry() {
    return this.#call(() => this.#game.geometry());
  }

  /**
   * The typed state: `{ variant, turn, position, pieces, moves, last, check, result, history,
   * move_number, extras }` (see game/controller.js for the fields).
   */
  state() {
    return this.#call(() => this.#game.state());
  }

  /** Plays a move string. Returns null, or the engine's reason for refusing it. */
  play(move) {
    const outcome = this.#call(() => {
      this.#game.play(move);
      return null;
    });
    return outcome?.error ?? null;
  }

  /** Takes back one ply, and a resignation or agreed draw made after it; false if no move was played. */
  undo() {
    const outcome = this.#call(() => this.#game.undo());
    return outcome === true;
  }

  /** The player with this letter resigns. Returns null or the engine's message. */
  resign(letter) {
    const outcome = this.#call(() => {
      this.#game.resign(letter);
      return null;
    });
    return outcome?.error ?? null;
  }

  /** Ends the game drawn by agreement. Returns null or the engine's message. */
  agreeDraw() {
    const outcome = this.#call(() => {
      this.#game.agreeDraw();
      return null;
    });
    return outcome?.error ?? null;
  }

  /**
   * Where each piece kind goes from a central cell of an empty board, as the engine computes it:
   * `[{ token, name, from, moves, captures_only }]`, or `{ error }`.
   */
  pieceHelp() {
    return this.#call(() => this.#game.pieceHelp());
  }

  /** The evaluation features `[{ id, base }]` of this variant, or `{ error }`. */
  features() {
    return this.#call(() => this.#game.features());
  }

  /** Why Benlik weights are unusable for this variant, or null if they are fine. */
  checkWeights(weights) {
    const outcome = this.#call(() => this.#game.checkWeights(new Float32Array(weights)));
    if (outcome === undefined || outcome === null) return null;
    return typeof outcome === 'string' ? outcome : String(outcome.error ?? outcome);
  }

  /**
   * Benlik's new weights after this finished game (`letter`: Benlik's side; `weights`: those it
   * played with). Returns an array of numbers or `{ error }`.
   */
  benlikUpdate(letter, weights) {
    return this.#call(() => Array.from(this.#game.benlikUpdate(letter, new Float32Array(weights))));
  }

  /**
   * Another game of the same variant from `position` after `moves` (an earlier position of
   * this game, to look at): `{ session }` or `{ error }`.
   */
  replayed(position, moves) {
    if (!this.#engine) return { error: 'no engine' };
    const created = Session.create(this.#engine, this.variant, position);
    if (!created.session) return created;
    for (const move of moves) {
      const error = created.session.play(move);
      if (error) {
        created.session.free();
        return { error };
      }
    }
    return created;
  }

  /** Releases the engine's memory for this game. */
  free() {
    try {
      this.#game?.free();
    } catch {
      // Already freed.
    }
    this.#game = null;
  }
}
