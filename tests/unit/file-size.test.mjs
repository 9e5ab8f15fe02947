// The front end's files stay small: no script or stylesheet of www/ over 400 lines (a longer one
// is split by concept, not squeezed). The vendored code (www/vendor/) and the generated wasm glue
// (www/pkg/) are not ours to split and are left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WWW = join(ROOT, 'www');
const LEFT_OUT = ['vendor', 'pkg'].map((folder) => join(WWW, folder));
const MAX_LINES = 400;

/** Every .js and .css file under `dir`, recursively, but those of LEFT_OUT. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return LEFT_OUT.includes(path) ? [] : sources(path);
    return /\.(js|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Lines as `wc -l` counts them: a last line without its newline counts too. */
function lineCount(text) {
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') || text === '' ? breaks : breaks + 1;
}

test(`no file of www/ has more than ${MAX_LINES} lines`, () => {
  const files = sources(WWW);
  assert.ok(files.length > 50, `www/ should hold the front end's files (found ${files.length})`);
  const over = files
    .map((path) => ({ file: relative(ROOT, path), lines: lineCount(readFileSync(path, 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(over, [], `over ${MAX_LINES} lines (split by concept):\n${over.join('\n')}`);
});
