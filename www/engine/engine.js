// The engine, loaded game by game: thin wrappers over the wasm modules' `Game` and functions
// that never throw. Each call returns its value, or `{ error, kind, params }` with the engine's
// English message as `error` and, for the page to word it in the player's language (see
// game/engine-errors.js), the error's kind id and its params; so bad input can be shown to the
// player instead of breaking the page. The page computes no rules itself.
//
// Each game has a wasm module of its own (`pkg/<game>/`), holding that game's rules and search
// and nothing of the other three, so a game's page downloads a quarter of the engine. They are
// reached through one object, `engine`, which hands each call to the module of the variant it
// names; `loadEngine(variant)` loads a module before its first use.

import { GAMES } from './variants.js';
import { compiledWasm, loadWasmModule, makeFirstCalls } from './wasm-module.js';

export { EngineUnsupported } from './wasm-module.js';
import { bot } from './bot.js';
import { nextTask } from '../platform/next-task.js';

/** The loaded modules by variant. */
const modules = new Map();

/**
 * Loads and initialises the module of `variant` once; resolves to `engine`, which from then on
 * plays that game (and every game loaded before).
 */
export async function loadEngine(variant) {
  if (!GAMES.includes(variant)) throw new Error(`no engine for the game '${variant}'`);
  if (!modules.has(variant)) {
    const warmedUp = warmUpInWorker(variant);
    const module = await loadWasmModule(variant);
    if (!(await warmedUp)) await makeFirstCalls(module, variant, { between: nextTask });
    useEngineModule(variant, module);
  }
  return engine;
}

/** How long the page waits for the bot's worker to make the engine's first calls. */
const WORKER_WARM_UP_MS = 3000;

/**
 * Has the engine's first calls (makeFirstCalls in wasm-module.js) made once, as soon as a game's
 * module is loaded and before the page makes them: in the bot's worker when it can, else on the
 * page (see loadEngine).
 *
 * Why: V8 compiles a wasm function the first time it is called, on the thread that calls it.
 * Left to the page, those first calls compile the engine's conversions to JavaScript and much of
 * the game's rules on the page's thread, inside the tasks that draw the game screen: a phone's
 * page is blocked some 200 ms more, and Lighthouse counts it as blocking time. The compiled code
 * is kept with the compiled module, which the page and its workers share: so the bot's worker,
 * handed the page's module, makes the calls on a core of its own, and the page's calls then run
 * compiled code. The worker also plays and takes back a first move, compiling the page's first
 * move, and then stays, ready for the bot. It is started as the module starts downloading, so
 * its own code arrives meanwhile.
 *
 * Where the worker cannot help (no workers, a module that cannot be sent to one, a worker that
 * fails or is slower than WORKER_WARM_UP_MS, a bot busy with something else), the page makes the
 * calls itself, each in a task of its own: together they take a phone some 200 ms, and
 * Lighthouse, which schedules them after the wasm module's download, counts a single such task
 * almost wholly as blocking time, and four quarters of it hardly at all.
 *
 * Resolves to true once the bot's worker has made the calls on the page's module.
 */
async function warmUpInWorker(variant) {
  // A search or another game's warm-up in flight is not cancelled for this one.
  if (typeof Worker !== 'function' || bot.busy) return false;
  let timer;
  try {
    bot.prepare();
    const compiled = await compiledWasm(variant);
    if (bot.busy) return false; // Another game's warm-up took the worker meanwhile.
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), WORKER_WARM_UP_MS);
    });
    return await Promise.race([bot.warmUp(variant, compiled).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Takes `module`, an initialised wasm module of `variant`, as that game's engine: how Node's
 * tests, which read the modules from files, give them to the page's code. Returns `engine`.
 */
export function useEngineModule(variant, module) {
  modules.set(variant, module);
  return engine;
}

/**
 * The module that answers for `variant`: its own once loaded. Anything else (not a string, not
 * a game) goes to any loaded module, whose engine refuses it with its own error, as one module
 * holding every game would. A game not loaded yet is the page's mistake, said as such.
 */
function moduleOf(variant) {
  const own = modules.get(variant);
  if (own) return own;
  if (GAMES.includes(variant)) throw new Error(`the engine of ${variant} is not loaded yet`);
  const any = modules.values().next().value;
  if (!any) throw new Error('no engine is loaded yet');
  return any;
}

/**
 * The engine: the calls of one wasm module (`new engine.Game(variant, position)`, `new
 * engine.LessonTask(variant, task)`, `spec`,
 * `optionStart`, `parseRecord`, `writeRecord`, `variants`), each handed to the module of its
 * game.
 */
export const engine = Object.freeze({
  Game: function Game(variant, position) {
    return new (moduleOf(variant).Game)(variant, position);
  },
  /** A lesson task of `variant` (the wasm module's `LessonTask`, docs/lessons.md). */
  LessonTask: function LessonTask(variant, task) {
    return new (moduleOf(variant).LessonTask)(variant, task);
  },
  spec: (variant) => moduleOf(variant).spec(variant),
  optionStart: (variant, option) => moduleOf(variant).optionStart(variant, option),
  writeRecord: (variant, tags, moves) => moduleOf(variant).writeRecord(variant, tags, moves),
  /** Every game of the site, in menu order (each module knows only its own). */
  variants: () => [...GAMES],
  /**
   * A record read by the module of its game. A module reads the `Variant` tag of any record
   * and refuses one of another game as an unknown variant naming it; that names the module to
   * ask. A game whose module is not loaded leaves that refusal as the answer.
   */
  parseRecord(text) {
    try {
      return moduleOf(undefined).parseRecord(text);
    } catch (error) {
      const named = error?.kind === 'unknown-variant' ? modules.get(error.params?.variant) : null;
      if (!named) throw error;
      return named.parseRecord(text);
    }
  },
});

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

/**
 * What the engine said when it refused something: `{ message, kind, params }`. `kind` (an id
 * such as `illegal-move`) and `params` (`{ move, cell, … }`) are set on errors the engine
 * throws; anything else thrown gives `kind: null` and empty params.
 */
export function errorInfo(error) {
  const kind = typeof error?.kind === 'string' ? error.kind : null;
  const params = kind && error.params && typeof error.params === 'object' ? { ...error.params } : {};
  return { message: errorText(error), kind, params };
}

/** `{ error, kind, params }`: the result of a refused call (`error` stays the message string). */
function refusal(error) {
  const { message, kind, params } = errorInfo(error);
  return { error: message, kind, params };
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
    return refusal(error);
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
    /**
     * `{ message, kind, params }` of the last refused call, null after one that succeeded;
     * `play`, `resign` and `agreeDraw` return only the message, this keeps the rest.
     */
    this.lastError = null;
    this.#engine = engine;
  }

  /**
   * Starts `variant` from `position` ('' = the start position).
   * Returns `{ session }` or `{ error, kind, params }` with the engine's message.
   */
  static create(engine, variant, position = '') {
    try {
      return { session: new Session(new engine.Game(variant, position), variant, engine) };
    } catch (error) {
      return refusal(error);
    }
  }

  #call(fn) {
    try {
      const value = fn();
      this.lastError = null;
      return value;
    } catch (error) {
      const refused = refusal(error);
      this.lastError = { message: refused.error, kind: refused.kind, params: refused.params };
      return refused;
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

  /**
   * Plays a move string. Returns null, or the engine's reason for refusing it (its kind and
   * params are in `lastError`).
   */
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
   * Ends the game as an online room's log says (`resign:r`, `time:b`, `left:g`, `left-draw:b`,
   * `agreement`, `abort`). Returns null or the engine's message (details in `lastError`).
   */
  end(ending) {
    const outcome = this.#call(() => {
      this.#game.end(ending);
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
