// The page's side of the bot: one module Web Worker (bot-worker.js) running the engine's search,
// created when first needed. At most one request is in flight; a new request, or cancel(),
// terminates a busy worker (a wasm search cannot be interrupted otherwise) and the next request
// starts a fresh one. An idle worker is kept, so its wasm is loaded once.

import { siteFile } from '../platform/site-file.js';

/** The rejection of a request that was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

export class BotClient {
  #worker = null;
  #pending = null; // { id, resolve, reject, onProgress? }
  #nextId = 1;

  /** True while a request is in flight. */
  get busy() {
    return this.#pending !== null;
  }

  #spawn() {
    const worker = new Worker(siteFile('bot-worker.js'), { type: 'module' });
    worker.onmessage = (event) => {
      const reply = event.data;
      const pending = this.#pending;
      if (!pending || reply?.id !== pending.id) return;
      if (reply.progress) {
        pending.onProgress?.(reply.progress);
        return;
      }
      this.#pending = null;
      if (reply.ok) pending.resolve(reply.review ?? reply.move ?? null);
      else pending.reject(new Error(reply.error || 'the bot failed'));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      const pending = this.#pending;
      this.#pending = null;
      this.#kill();
      pending?.reject(new Error(event.message || 'the bot could not start'));
    };
    return worker;
  }

  #kill() {
    this.#worker?.terminate();
    this.#worker = null;
  }

  /**
   * Asks for a move. `request`: `{ variant, position, moves, level, movetimeMs, seed, weights }`
   * (see bot-worker.js). Resolves to `{ notation, score, depth, nodes, elapsed_ms }` or null
   * (game over); rejects with Cancelled if cancelled, or an Error from the engine.
   */
  move(request) {
    return this.#send(request);
  }

  /**
   * Reviews a game: `request` `{ variant, position, moves, nodes }`. `onProgress({ done,
   * total, ply })` hears of each position searched (`ply`: the engine's review of it).
   * Resolves to the list of every position's review (null for a finished game's last
   * position); rejects with Cancelled if cancelled.
   */
  review(request, onProgress) {
    return this.#send({ ...request, type: 'review' }, onProgress);
  }

  /**
   * Judges one move as the review does: `request` `{ variant, position, moves, played, nodes }`,
   * the position after `moves`. Resolves to the engine's review of that position with `played`
   * judged (its `mark`, null when it is good enough, and the `best` move); rejects with
   * Cancelled if cancelled.
   */
  analyse(request) {
    return this.#send({ ...request, type: 'analyse' });
  }

  /**
   * Starts the worker now, if there is none, so that its code is downloading while the page
   * still waits for something else (the engine's module, before warmUp).
   */
  prepare() {
    this.#worker ??= this.#spawn();
  }

  /**
   * Has the worker load `variant` from `module`, the page's compiled `WebAssembly.Module` of
   * it, and make the engine's first calls (see bot-worker.js). Resolves once they are made;
   * rejects if the worker cannot take the module or fails. The worker then stays, ready.
   */
  warmUp(variant, module) {
    return this.#send({ type: 'warm-up', variant, module });
  }

  #send(request, onProgress = null) {
    this.cancel();
    this.prepare();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending = { id, resolve, reject, onProgress };
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A request the browser cannot copy to the worker (a DataCloneError).
        this.#pending = null;
        reject(error);
      }
    });
  }

  /** Stops the request in flight, if any (its promise rejects with Cancelled). */
  cancel() {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    this.#kill();
    pending.reject(new Cancelled());
  }

  /** Cancels and releases the worker. */
  close() {
    this.cancel();
    this.#kill();
  }
}

/** The app's one bot. */
export const bot = new BotClient();

/** The game review's worker: its own, so a review never stops the bot of a game going on. */
export const reviewer = new BotClient();
