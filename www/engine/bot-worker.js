// The bot's Web Worker: loads the wasm module of the game it is asked about (the page's own,
// pkg/<game>/) and searches off the main thread, so the page stays responsive while the bot
// thinks. The page cancels a search by terminating the worker (a synchronous wasm search cannot be interrupted from outside) and
// starts a fresh one when it next needs the bot (bot.js does both).
//
// Request:  { id, variant, position, moves: [moveString…], level, movetimeMs, seed, weights }
//           (position: the game's initial position string, '' for the start; replaying the
//           moves gives the engine the history it needs for repetition rules; weights: the
//           evaluation weights to use, [] for the base ones — Benlik sends its learned weights)
// Reply:    { id, ok: true, move: { notation, score, depth, nodes, elapsed_ms } | null }
//        or { id, ok: false, error: message }
//
// Warm-up:  { id, type: 'warm-up', variant, module }: the page's compiled module of the game (a
//           WebAssembly.Module, or none to download it) is loaded, and the calls the page
//           makes first are made once here, which compiles them for the page too (engine.js
//           says why); then { id, ok: true }
//
// Review:   { id, type: 'review', variant, position, moves, nodes }: every position of the game
//           searched at a fixed budget (the engine's `analyse`): a message
//           { id, progress: { done, total, ply } } after each, then { id, ok: true, review: [ply…] }
//           (one per position, the last null when the game is over)
//
// Analyse: { id, type: 'analyse', variant, position, moves, played, nodes }: the position after
//           `moves` searched as the review searches it, and `played` judged against its best
//           (the engine's `analyse`): { id, ok: true, review: ply } ("retry your mistakes")
//
// The worker keeps the last game it searched: when the next request continues the same game
// (same variant and start, the earlier moves a prefix of the new ones), it plays only the new
// moves, and the engine's search tables carry over from one move to the next.

import { loadWasmModule, makeFirstCalls } from './wasm-module.js';

/** `{ variant, position, moves, game }` of the last request, or null. */
let kept = null;

function forget() {
  try {
    kept?.game.free();
  } catch {
    // Already freed.
  }
  kept = null;
}

/** The engine's game for this request, reusing the kept one when the request continues it. */
function gameFor(Game, request) {
  const variant = request.variant;
  const position = request.position ?? '';
  const moves = request.moves ?? [];
  if (
    kept &&
    kept.variant === variant &&
    kept.position === position &&
    kept.moves.length <= moves.length &&
    kept.moves.every((m, i) => m === moves[i])
  ) {
    for (const move of moves.slice(kept.moves.length)) {
      kept.game.play(move);
      kept.moves.push(move);
    }
    return kept.game;
  }
  forget();
  const game = new Game(variant, position);
  kept = { variant, position, moves: [], game };
  for (const move of moves) {
    game.play(move);
    kept.moves.push(move);
  }
  return game;
}

/** Searches each position of a game in turn; a fresh game, so the review is always the same. */
function review(Game, request) {
  const game = new Game(request.variant, request.position ?? '');
  try {
    const moves = request.moves ?? [];
    const plies = [];
    for (let i = 0; i <= moves.length; i++) {
      const ply = game.analyse(moves[i] ?? '', request.nodes ?? 0, 0) ?? null;
      plies.push(ply);
      self.postMessage({ id: request.id, progress: { done: i + 1, total: moves.length + 1, ply } });
      if (i < moves.length) game.play(moves[i]);
    }
    return plies;
  } finally {
    game.free();
  }
}

/** One position of a game searched as the review searches it, judging the move `played`. */
function analyse(Game, request) {
  const game = new Game(request.variant, request.position ?? '');
  try {
    for (const move of request.moves ?? []) game.play(move);
    return game.analyse(request.played ?? '', request.nodes ?? 0, 0) ?? null;
  } finally {
    game.free();
  }
}

self.onmessage = async (event) => {
  const request = event.data;
  try {
    const module = await loadWasmModule(request.variant, request.module);
    const { Game } = module;
    if (request.type === 'warm-up') {
      await makeFirstCalls(module, request.variant, { aMove: true });
      self.postMessage({ id: request.id, ok: true });
      return;
    }
    if (request.type === 'review') {
      self.postMessage({ id: request.id, ok: true, review: review(Game, request) });
      return;
    }
    if (request.type === 'analyse') {
      self.postMessage({ id: request.id, ok: true, review: analyse(Game, request) });
      return;
    }
    let game;
    try {
      game = gameFor(Game, request);
    } catch (error) {
      forget();
      throw error;
    }
    const move = game.botMove(
      request.level,
      request.movetimeMs ?? 0,
      request.seed ?? Date.now(),
      new Float32Array(request.weights ?? []),
    );
    self.postMessage({ id: request.id, ok: true, move: move ?? null });
  } catch (error) {
    self.postMessage({ id: request.id, ok: false, error: String(error?.message ?? error) });
  }
};
