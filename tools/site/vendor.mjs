// Copies the front end's third-party library into www/vendor, where the page's code imports it
// from like any module of its own (esbuild bundles it into the site; node's unit tests and
// TypeScript's check read it there, without a package manager in www/):
//
//   node tools/site/vendor.mjs
//
// - @fluent/bundle (Mozilla's Project Fluent runtime, Apache-2.0): parses the message catalogs
//   (www/locales/<lang>.ftl) and formats a message with the language's plural rules and number
//   formats. Its ES modules and their type declarations are copied as they are, under a header
//   naming the package, its version and its licence; the version is the one pinned in
//   tools/site/package.json, so updating the library is: change the pin, `npm ci`, run this.

import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const from = join(here, 'node_modules', '@fluent', 'bundle');
const to = join(root, 'www', 'vendor', 'fluent-bundle');
const { version, license } = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
for (const name of readdirSync(join(from, 'esm'))) {
  if (name.endsWith('.d.ts')) copyFileSync(join(from, 'esm', name), join(to, name));
  else if (name.endsWith('.js')) {
    const header = `// @fluent/bundle ${version} (${license}), copied by tools/site/vendor.mjs: do not edit.\n`;
    writeFileSync(join(to, name), header + readFileSync(join(from, 'esm', name), 'utf8'));
  }
}
console.log(`www/vendor/fluent-bundle: @fluent/bundle ${version}`);
