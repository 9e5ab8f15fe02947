// Loads the built wasm module in Node, as the page does: `cargo xtask dist` writes it to
// dist/www/pkg (TAHTA_PKG names another directory holding tahta_wasm.js and its .wasm).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(new URL('../..', import.meta.url).pathname);
const pkg = process.env.TAHTA_PKG ? resolve(process.env.TAHTA_PKG) : join(root, 'dist/www/pkg');

export async function loadEngine() {
  const wasm = await import(pathToFileURL(join(pkg, 'tahta_wasm.js')).href);
  await wasm.default({ module_or_path: await readFile(join(pkg, 'tahta_wasm_bg.wasm')) });
  return wasm;
}

/** A trap inside the module (memory access out of bounds, unreachable): never acceptable. */
export function isTrap(error) {
  return error instanceof WebAssembly.RuntimeError;
}

/**
 * Runs `call`: `{ value }` with what it returned, or `{ error }` with the Error it threw; a trap
 * or a thrown non-Error fails the test (`what` says which call).
 */
export function attempt(call, what) {
  try {
    return { value: call() };
  } catch (error) {
    assert.ok(!isTrap(error), `${what}: the module trapped: ${error}`);
    assert.ok(error instanceof Error, `${what}: threw a non-Error: ${String(error)}`);
    return { error };
  }
}

/** Mulberry32: a small seeded generator, so every run of a fuzz loop can be replayed. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
