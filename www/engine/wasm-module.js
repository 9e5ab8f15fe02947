// Each game's wasm module (`pkg/<game>/`: that game's rules and search alone), downloaded,
// compiled and initialised once per page or worker. No DOM, so the bot's worker uses it as the
// page does (engine.js).

import { siteFile } from '../platform/site-file.js';

/** Each game's compiled module (a `WebAssembly.Module`), compiling or compiled. */
const compiling = new Map();

/** Each game's initialised module (its glue code, bound to an instance), loading or loaded. */
const loading = new Map();

/**
 * The smallest module that uses WebAssembly SIMD: one function returning `v128.const 0`. The
 * engine's modules are built with SIMD (crates/xtask/src/site.rs), and a browser without it
 * (Safari before 16.4) refuses to compile them.
 */
const SIMD_PROBE = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // "\0asm", version 1
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // types: () -> v128
  0x03,
  0x02,
  0x01,
  0x00, // one function of that type
  0x0a,
  0x16,
  0x01,
  0x14,
  0x00,
  0xfd,
  0x0c,
  ...new Array(16).fill(0),
  0x0b, // its body: v128.const 0
]);

/** This browser cannot run the engine's modules at all: `feature` names what it lacks. */
export class EngineUnsupported extends Error {
  constructor(feature) {
    super(`this browser's WebAssembly lacks ${feature}`);
    this.name = 'EngineUnsupported';
    this.feature = feature;
  }
}

/**
 * Throws EngineUnsupported unless this browser runs what the engine's modules need: WebAssembly
 * (which some locked-down browsers turn off) with SIMD. Checked before any download.
 */
function checkSupport() {
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.validate !== 'function') {
    throw new EngineUnsupported('WebAssembly');
  }
  if (!WebAssembly.validate(SIMD_PROBE)) throw new EngineUnsupported('SIMD');
}

/** A variant id names a folder: nothing but its letters may reach a module's address. */
function checkVariant(variant) {
  if (typeof variant !== 'string' || !/^[a-z]+$/.test(variant)) {
    throw new Error(`unknown variant '${variant}'`);
  }
}

/**
 * The compiled wasm module of `variant`: a `WebAssembly.Module`, which the page hands to the
 * bot's worker so that both run one compiled code (see engine.js). A failed download may be
 * tried again.
 */
export function compiledWasm(variant) {
  try {
    checkVariant(variant);
    checkSupport();
  } catch (error) {
    return Promise.reject(error);
  }
  if (!compiling.has(variant)) {
    const url = siteFile(`pkg/${variant}/tahta_wasm_bg.wasm`);
    const started = fetch(url).then(compile);
    started.catch(() => compiling.delete(variant));
    compiling.set(variant, started);
  }
  return compiling.get(variant);
}

/** Compiles a downloaded module, as it arrives where the server says it is wasm. */
async function compile(response) {
  if (!response.ok) {
    throw new Error(`failed to fetch Wasm: ${response.status} ${response.statusText} fetching '${response.url}'`);
  }
  if (
    typeof WebAssembly.compileStreaming === 'function' &&
    response.headers.get('Content-Type') === 'application/wasm'
  ) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * The initialised wasm module of `variant`; a failed load may be tried again. `compiled`, a
 * `WebAssembly.Module` of that game, is used instead of downloading it (a worker given the
 * page's module).
 */
export function loadWasmModule(variant, compiled = null) {
  try {
    checkVariant(variant);
  } catch (error) {
    return Promise.reject(error);
  }
  if (!loading.has(variant)) {
    if (compiled instanceof WebAssembly.Module && !compiling.has(variant)) {
      compiling.set(variant, Promise.resolve(compiled));
    }
    const started = (async () => {
      // The module starts downloading at once, beside its glue code, not after it.
      const wasm = compiledWasm(variant);
      // Should the glue fail first, the download's own failure is not a second, unhandled one.
      wasm.catch(() => {});
      const module = await import(siteFile(`pkg/${variant}/tahta_wasm.js`).href);
      await module.default({ module_or_path: await wasm });
      return module;
    })();
    started.catch(() => loading.delete(variant));
    loading.set(variant, started);
  }
  return loading.get(variant);
}

/**
 * Makes, on the initialised `module` of `variant`, the engine calls a game's page makes first:
 * the game's description, a game at its start, its board and its state; with `aMove`, also a
 * first move, the state after it and its take-back (the page's first move). `between()` is
 * awaited before each call. Failures are ignored: the page's own calls will report them.
 *
 * Why: V8 compiles a wasm function the first time it is called, on the thread that calls it,
 * and keeps the code with the compiled module, shared by every thread that runs it. See
 * engine.js for who makes these calls and where.
 */
export async function makeFirstCalls(module, variant, { between = async () => {}, aMove = false } = {}) {
  const call = async (f) => {
    await between();
    try {
      return f();
    } catch {
      return null;
    }
  };
  await call(() => module.spec(variant));
  const game = await call(() => new module.Game(variant, ''));
  if (!game) return;
  await call(() => game.geometry());
  const state = await call(() => game.state());
  const first = state?.moves?.[0]?.notation;
  if (aMove && typeof first === 'string') {
    await call(() => game.play(first));
    await call(() => game.state());
    await call(() => game.position());
    await call(() => game.undo());
  }
  game.free();
}
