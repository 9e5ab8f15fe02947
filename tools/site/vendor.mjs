// Copies the front end's third-party libraries into www/vendor, where the page's code imports
// them from like any module of its own (esbuild bundles it into the site; node's unit tests and
// TypeScript's check read it there, without a package manager in www/):
//
//   node tools/site/vendor.mjs
//
// - @fluent/bundle (Mozilla's Project Fluent runtime, Apache-2.0): parses the message catalogs
//   (www/locales/<lang>.ftl) and formats a message with the language's plural rules and number
//   formats. Its ES modules and their type declarations are copied as they are, under a header
//   naming the package, its version and its licence; the version is the one pinned in
//   tools/site/package.json, so updating the library is: change the pin, `npm ci`, run this.
// - qrcode-generator (Kazuhiko Arase, MIT): draws an invitation link as a QR code, an SVG made
//   offline in the page. Its ES module and type declarations are copied the same way (the
//   declarations' last lines rewritten to the module's exports); the package ships no licence file, so its MIT licence is written beside them, with the
//   copyright line the module's own header states.

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

const qrFrom = join(here, 'node_modules', 'qrcode-generator');
const qrTo = join(root, 'www', 'vendor', 'qrcode-generator');
const qr = JSON.parse(readFileSync(join(qrFrom, 'package.json'), 'utf8'));
const qrSource = readFileSync(join(qrFrom, 'dist', 'qrcode.mjs'), 'utf8');
const copyright = qrSource.match(/^\/\/ (Copyright \(c\) .*)$/m)?.[1];
if (qr.license !== 'MIT' || !copyright)
  throw new Error('qrcode-generator: expected the MIT licence and a copyright line');
rmSync(qrTo, { recursive: true, force: true });
mkdirSync(qrTo, { recursive: true });
writeFileSync(
  join(qrTo, 'qrcode.js'),
  `// qrcode-generator ${qr.version} (${qr.license}), copied by tools/site/vendor.mjs: do not edit.\n${qrSource}`,
);
// The declarations describe a global script (`declare var qrcode`, `export =`): their last
// lines are made to say what the ES module exports, for TypeScript's check of the page.
const scriptTail =
  /declare var qrcode : QRCodeFactory;\s*declare module 'qrcode-generator' \{\s*export = qrcode;\s*\}\s*$/;
const types = readFileSync(join(qrFrom, 'dist', 'qrcode.d.ts'), 'utf8');
if (!scriptTail.test(types)) throw new Error('qrcode-generator: qrcode.d.ts does not end as expected');
writeFileSync(
  join(qrTo, 'qrcode.d.ts'),
  `// qrcode-generator ${qr.version} (${qr.license}), copied by tools/site/vendor.mjs: do not edit.\n${types.replace(
    scriptTail,
    'declare const qrcode : QRCodeFactory;\nexport { qrcode };\nexport default qrcode;\n',
  )}`,
);
writeFileSync(join(qrTo, 'LICENSE'), `${MIT(copyright)}`);
console.log(`www/vendor/qrcode-generator: qrcode-generator ${qr.version}`);

/** The MIT licence's text, as opensource.org gives it, with the holder's copyright line. */
function MIT(copyrightLine) {
  return `The MIT License (MIT)

${copyrightLine}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;
}
