// Each game's wasm module (`pkg/<game>/`: that game's rules and search alone), downloaded and
// initialised once per page or worker. No DOM and no other import, so the bot's worker uses it
// as the page does (engine.js).

/** Each game's module, loading or loaded. */
const loading = new Map();

/** The initialised wasm module of `variant`; a failed load may be tried again. */
export function loadWasmModule(variant) {
  // A variant id names a folder: nothing but its letters may reach the module's address.
  if (typeof variant !== 'string' || !/^[a-z]+$/.test(variant)) {
    return Promise.reject(new Error(`unknown variant '${variant}'`));
  }
  if (!loading.has(variant)) {
    const started = (async () => {
      // The module starts downloading at once, beside its glue code, not after it.
      const wasm = fetch(new URL(`./pkg/${variant}/tahta_wasm_bg.wasm`, import.meta.url));
      // Should the glue fail first, the download's own failure is not a second, unhandled one.
      wasm.catch(() => {});
      const module = await import(`./pkg/${variant}/tahta_wasm.js`);
      await module.default({ module_or_path: wasm });
      return module;
    })();
    started.catch(() => loading.delete(variant));
    loading.set(variant, started);
  }
  return loading.get(variant);
}
