// Builds the site's code into a dist folder with esbuild's API (which runs whether or not npm let
// esbuild's install script put its native binary at bin/esbuild):
//
//   node tools/site/build.mjs <www> <dist>
//
// - The app (<www>/app/app.js) is bundled with code splitting: each module the app imports when a
//   page needs it (`import()`: the game screens, a game's own parts, the rules pages, the online
//   room) becomes a file, and the code two of them share goes into a shared file, so every module
//   still runs once per page (the language, the engine's loaded games, the saved games are state
//   kept in one module each).
// - The offline app's registration (platform/pwa.js) and the bot's worker (engine/bot-worker.js)
//   are bundled on
//   their own: the first is kept apart from the app so that a broken app can still be replaced
//   by a fixed version, and the second runs in its own realm, where sharing modules with the page
//   would mean nothing.
// - Every file of code goes to <dist>/www itself, whatever folder of www/ its source sits in,
//   while the stylesheets, the wasm modules in pkg/ and the icons keep their folders: the code
//   finds them from its own address (platform/site-file.js).
// - Each message catalog (www/locales/<lang>.ftl) other than English's gets English's text of any
//   message it lacks (catalog-fallback.mjs), so a page downloads one catalog and still never
//   shows a message key.
// - The CSS files already copied under <dist>/www are bundled (www/style.css from its parts) and
//   minified in place.
// - <dist>/index.html gets a `modulepreload` link for each file the app imports before it runs,
//   so the browser asks for all of them while it reads the page instead of one level at a time,
//   and a first script, <dist>/www/preload.js, written here, which asks for what a game's page
//   (`#/<game>`) loads next: the game screens, the game's own module (games/<game>/<game>.js,
//   see games/games.js), their stylesheets, and the game's wasm module with its glue code.
//   tests/e2e/load-budget.test.mjs fails if a page finds a file of code only as its code runs.
//
// Run by `cargo xtask dist` (crates/xtask/src/site.rs says why the site is bundled).

import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { withFallback } from './catalog-fallback.mjs';

const [www, dist] = process.argv.slice(2).map((p) => p && resolve(p));
if (!www || !dist) {
  console.error('usage: node tools/site/build.mjs <www> <dist>');
  process.exit(2);
}
const out = join(dist, 'www');

/** What every build shares: the language the code is written in, minified, UTF-8 kept as is. */
const common = {
  bundle: true,
  format: 'esm',
  outdir: out,
  minify: true,
  target: 'es2022',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
};

const app = await build({
  ...common,
  entryPoints: [join(www, 'app/app.js')],
  splitting: true,
  metafile: true,
});
await build({ ...common, entryPoints: [join(www, 'platform/pwa.js'), join(www, 'engine/bot-worker.js')] });

// Each stylesheet the page loads is bundled and minified where it lies (it keeps its folder, as
// the code names it so): the parts a stylesheet `@import`s (www/style.css's, written beside the
// code they style) are put into it, in order, and are not shipped on their own.
const css = readdirSync(out, { recursive: true }).filter((name) => name.endsWith('.css'));
const parts = new Set(
  css.flatMap((name) =>
    [...readFileSync(join(out, name), 'utf8').matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, path]) =>
      resolve(dirname(join(out, name)), path),
    ),
  ),
);
const sheets = css.map((name) => join(out, name)).filter((path) => !parts.has(path));
await build({
  entryPoints: sheets,
  outdir: out,
  outbase: out,
  allowOverwrite: true,
  bundle: true,
  minify: true,
  charset: 'utf8',
  logLevel: 'warning',
});
for (const part of parts) rmSync(part);

const outputs = Object.entries(app.metafile.outputs).map(([path, output]) => ({
  // Paths in the metafile are relative to the working directory; links are relative to dist/.
  file: relative(dist, resolve(path)),
  ...output,
}));
const byFile = new Map(outputs.map((o) => [o.file, o]));
const entryOf = (source) => outputs.find((o) => o.entryPoint === relative(process.cwd(), join(www, source)));
/** The files `output` imports before it runs (esbuild lists them all on it: it hoists them). */
const staticImports = (output) =>
  output.imports
    .filter((i) => i.kind === 'import-statement' && !i.external)
    .map((i) => relative(dist, resolve(i.path)));

// The first level: what app.js imports, named in index.html beside it.
const appOutput = entryOf('app/app.js');
const first = staticImports(appOutput);
const index = join(dist, 'index.html');
const html = readFileSync(index, 'utf8');
const anchor = '<link rel="modulepreload" href="www/app.js">';
if (!html.includes(anchor)) {
  console.error(`${index}: no ${anchor} to add the app's other modules after`);
  process.exit(1);
}
const links = first.map((path) => `\n  <link rel="modulepreload" href="${path}">`).join('');

/**
 * The files a module loaded by `import()` brings beyond the first level (itself, the files it
 * imports), and the stylesheets its code names (`'game/seating.css'`, a path under www/), which it
 * adds to the page as it runs.
 */
function brings(output) {
  const files = [output.file, ...staticImports(output)].filter((f) => f !== appOutput.file && !first.includes(f));
  const sheets = new Set();
  for (const file of files) {
    for (const source of Object.keys(byFile.get(file).inputs)) {
      for (const [, name] of readFileSync(source, 'utf8').matchAll(/['"`](?:\.\/)?([\w/-]+\.css)['"`]/g))
        sheets.add(`www/${name}`);
    }
  }
  return { modules: files, styles: [...sheets] };
}

// A game's page (`#/<game>`): the game screens, the game's own module and stylesheet (named
// after it, games/<game>/, see games/games.js), its wasm glue code and its wasm module: a small script in index.html asks
// for them as soon as the page starts, instead of each when the code before it has run.
const screens = brings(entryOf('app/game-screens.js'));
const games = {};
for (const game of readdirSync(join(out, 'pkg'))) {
  const own = entryOf(`games/${game}/${game}.js`);
  const part = own ? brings(own) : { modules: [], styles: [] };
  const sheet = `www/games/${game}/${game}.css`;
  games[game] = {
    modules: [...new Set([...screens.modules, ...part.modules, `www/pkg/${game}/tahta_wasm.js`])],
    styles: [...new Set([...screens.styles, ...part.styles, ...(existsSync(join(dist, sheet)) ? [sheet] : [])])],
    wasm: `www/pkg/${game}/tahta_wasm_bg.wasm`,
  };
}
writeFileSync(
  join(out, 'preload.js'),
  `// Written by tools/site/build.mjs: what a game's page needs, asked for as it starts.
(() => {
  const games = ${JSON.stringify(games)};
  const game = games[/^#\\/([a-z]+)(?:\\?|$)/.exec(location.hash)?.[1]];
  if (!game) return;
  const add = (rel, href, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // fetch() asks in CORS mode: a preload the page's fetch of the module can use must too.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  game.modules.forEach((href) => add('modulepreload', href));
  game.styles.forEach((href) => add('preload', href, 'style'));
  add('preload', game.wasm, 'fetch');
})();
`,
);
// Right after the Content-Security-Policy, and not `async`: the browser then asks for it first
// and at high priority (it is tiny), and it runs before the app's modules, which a page cannot
// run before the document is read anyway. (Inline, it would need its hash in the policy, which
// the server sends too.)
const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html)?.[0];
if (!policy) {
  console.error(`${index}: no Content-Security-Policy <meta> to put preload.js after`);
  process.exit(1);
}
const script = '\n  <script src="www/preload.js"></script>';
writeFileSync(index, html.replace(anchor, anchor + links).replace(policy, policy + script));

// Each message catalog falls back to English for a message it lacks (catalog-fallback.mjs).
const locales = join(out, 'locales');
const english = readFileSync(join(locales, 'en.ftl'), 'utf8');
for (const name of readdirSync(locales).filter((n) => n.endsWith('.ftl') && n !== 'en.ftl')) {
  const { text, added } = withFallback(english, readFileSync(join(locales, name), 'utf8'));
  if (added.length) {
    console.warn(
      `⚠ www/locales/${name} lacks ${added.length} messages, shipped in English: ${added.slice(0, 5).join(', ')}${added.length > 5 ? '…' : ''}`,
    );
    writeFileSync(join(locales, name), text);
  }
}

const files = outputs.length;
console.log(
  `✓ dist/www: the app in ${files} files (${first.length} preloaded with app.js), pwa.js, bot-worker.js; ${sheets.length} stylesheets minified; preload.js`,
);
