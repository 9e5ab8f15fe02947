// Where the site's own files are. The page runs the bundled code, every file of which lies in
// dist/www itself (tools/site/build.mjs), whatever folder of www/ its source sits in, while the
// stylesheets, the wasm modules in pkg/ and the icons keep their folders: so a file's address is
// written once, relative to www/, and resolved from the address of the code that runs.

/**
 * The address of a file of the site by its path under www/, e.g. `games/timur/timur.css`,
 * `pkg/hex/tahta_wasm_bg.wasm`, `../sw.js`.
 * @param {string} path
 * @returns {URL}
 */
export function siteFile(path) {
  return new URL(path, import.meta.url);
}
