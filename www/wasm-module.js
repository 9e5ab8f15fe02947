// Each game's wasm module (`pkg/<game>/`: that game's rules and search alone), downloaded,
// compiled and initialised once per page or worker. No DOM and no other import, so the bot's
// worker uses it as the page does (engine.js).

/** Each game's compiled module (a `WebAssembly.Module`), compiling or compiled. */
const compiling = new Map();

/** Each game's initialised module (its glue code, bound to an instance), loading or loaded. */
const loading = new Map();

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
  } catch (error) {
    return Promise.reject(error);
  }
  if (!compiling.has(variant)) {
    const url = new URL(`./pkg/${variant}/tahta_wasm_bg.wasm`, import.meta.url);
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
  if (typeof WebAssembly.compileStreaming === 'function'
    && response.headers.get('Content-Type') === 'application/wasm') {
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
      const module = await import(`./pkg/${variant}/tahta_wasm.js`);
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
