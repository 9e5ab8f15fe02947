// Loads the built wasm modules in Node, as the page does: `cargo xtask dist` writes one per
// game to dist/www/pkg/<game>/ (TAHTA_PKG names another directory holding those folders).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { engine, useEngineModule } from '../../www/engine/engine.js';
import { GAMES } from '../../www/engine/variants.js';

const root = resolve(new URL('../..', import.meta.url).pathname);
const pkg = process.env.TAHTA_PKG ? resolve(process.env.TAHTA_PKG) : join(root, 'dist/www/pkg');

/** The wasm module of `variant` from `from` (dist/www/pkg, or TAHTA_PKG, unless told), initialised. */
export async function loadModule(variant, from = pkg) {
  const dir = join(from, variant);
  const wasm = await import(pathToFileURL(join(dir, 'tahta_wasm.js')).href);
  await wasm.default({ module_or_path: await readFile(join(dir, 'tahta_wasm_bg.wasm')) });
  return wasm;
}

/**
 * Every game's module, given to the page's `engine` (www/engine/engine.js), which hands each call to
 * the module of its game: the engine as a page that has loaded every game sees it. Also
 * `errorKinds()` (the same in every module) and `bench(variant, ms)`, which the page never calls.
 */
export async function loadEngine() {
  const modules = await Promise.all(GAMES.map((variant) => loadModule(variant)));
  GAMES.forEach((variant, i) => useEngineModule(variant, modules[i]));
  return {
    ...engine,
    errorKinds: () => modules[0].errorKinds(),
    bench: (variant, movetime) => (modules[GAMES.indexOf(variant)] ?? modules[0]).bench(variant, movetime),
  };
}

/** The Error `call` throws; the test fails if it returns. */
export function thrown(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  assert.fail('expected an error');
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
