// The bot's Web Worker: loads the same wasm engine as the page and searches off the main
// thread, so the page stays responsive while the bot thinks. The page cancels a search by
// terminating the worker (a synchronous wasm search cannot be interrupted from outside).
//
// Request:  { id, variant, position, moves: [moveString…], level, movetimeMs, seed, weights }
//           (position: the game's initial position string, '' for the start; replaying the
//           moves gives the engine the history it needs for repetition rules)
// Reply:    { id, ok: true, move: { notation, score, depth, nodes, elapsed_ms } | null }
//        or { id, ok: false, error: message }
import init, { Game } from './pkg/tahta_wasm.js';

const ready = init();

self.onmessage = async (event) => {
  const request = event.data;
  try {
    await ready;
    const game = new Game(request.variant, request.position ?? '');
    try {
      for (const move of request.moves ?? []) game.play(move);
      const move = game.botMove(
        request.level,
        request.movetimeMs ?? 0,
        request.seed ?? Date.now(),
        new Float32Array(request.weights ?? []),
      );
      self.postMessage({ id: request.id, ok: true, move: move ?? null });
    } finally {
      game.free();
    }
  } catch (error) {
    self.postMessage({ id: request.id, ok: false, error: String(error?.message ?? error) });
  }
};
