// Minifies the JavaScript and CSS files of a built site in place, with esbuild's API (which
// runs whether or not npm let esbuild's install script put its native binary at bin/esbuild).
//
//   node tools/site/minify.mjs <folder> <file>…
//
// Each file is rewritten where it is, relative to <folder>: no bundling, so every module keeps
// its own file and its imports. Run by `cargo xtask dist` (crates/xtask/src/site.rs says why).

import { build } from 'esbuild';

const [outdir, ...files] = process.argv.slice(2);
if (!outdir || files.length === 0) {
  console.error('usage: node tools/site/minify.mjs <folder> <file>…');
  process.exit(2);
}
await build({
  entryPoints: files,
  outdir,
  outbase: outdir,
  allowOverwrite: true,
  minify: true,
  target: 'es2022',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
});
