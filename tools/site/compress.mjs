// Writes a Brotli copy (`<file>.br`, quality 11) beside each text and wasm file of a built
// site, for servers that send a file's precompressed copy to browsers that accept it
// (tahta-server does; so can nginx, Caddy and most static hosts):
//
//   node tools/site/compress.mjs <dist>
//
// Why: Brotli at its highest quality makes the wasm modules some 18% and the code some 10–15%
// smaller than gzip, and a game's page on a phone's network waits mostly for those bytes. That
// quality is far too slow to compress each request on the fly, so it is done once, here. A copy
// that would not save at least 5% is not written. Run by `cargo xtask dist` last, after the
// service worker's list of files (which the copies are not part of) is written.

import { brotliCompressSync, constants } from 'node:zlib';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node tools/site/compress.mjs <dist>');
  process.exit(2);
}

/** What Brotli shrinks; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.wasm',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.tsv',
  '.ftl',
]);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const path of [...files(dist)]) {
  const bytes = readFileSync(path);
  const compressed = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]:
        extname(path) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  if (compressed.length > bytes.length * 0.95) continue;
  writeFileSync(`${path}.br`, compressed);
  written++;
  before += bytes.length;
  after += compressed.length;
}
console.log(
  `✓ dist/: ${written} files precompressed with Brotli, ${(before / 1000).toFixed(1)} KB → ${(after / 1000).toFixed(1)} KB`,
);
