// The perft suites of tests/data/*.perft run in the wasm build: the browser's engine is not the
// native one (hex's cell sets, for one, have their own WebAssembly SIMD code), so its move
// generation is checked against the same counts as `cargo test -p tahta-engine` checks natively.
// Only the smaller counts run here (depths 1-3 up to LIMIT leaves), to stay quick under Node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEngine } from './load.mjs';

const wasm = await loadEngine();

const root = resolve(new URL('../..', import.meta.url).pathname);
const data = join(root, 'tests/data');
const MAX_DEPTH = 3;
const LIMIT = 1_000_000;

/** The entries of one suite (format: crates/engine/tests/engine/perft_suites.rs). */
function suite(file) {
  const entries = [];
  readFileSync(join(data, file), 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const [position, ...counts] = line.split(';').map((part) => part.trim());
      for (const part of counts) {
        const match = part.match(/^D(\d+)\s+([\d,]+)$/);
        assert.ok(match, `${file}:${index + 1}: bad entry '${part}'`);
        const depth = Number(match[1]);
        const count = Number(match[2].replaceAll(',', ''));
        if (depth <= MAX_DEPTH && count <= LIMIT) {
          entries.push({ line: index + 1, position: position === 'startpos' ? '' : position, depth, count });
        }
      }
    });
  return entries;
}

for (const file of readdirSync(data)
  .filter((name) => name.endsWith('.perft'))
  .sort()) {
  const variant = file.replace(/\.perft$/, '');
  test(`perft suite ${file} in wasm (depth ≤ ${MAX_DEPTH}, ≤ ${LIMIT} leaves)`, () => {
    const entries = suite(file);
    assert.ok(entries.length >= 5, `${file}: only ${entries.length} entries to check`);
    for (const { line, position, depth, count } of entries) {
      const game = new wasm.Game(variant, position);
      try {
        assert.equal(game.perft(depth), count, `${file}:${line}: depth ${depth} of '${position || 'startpos'}'`);
      } finally {
        game.free();
      }
    }
  });
}
