// Runs the `tahta bench` workload natively and in the wasm build (under Node) one after the
// other, in one run, and prints the wasm/native speed ratio of each line.
// Usage (after `cargo build --release -p tahta-cli` and the wasm build into dist/www/pkg, by
// `cargo xtask dist`): node tests/bench/compare.mjs [variant…] [--movetime ms] [--rounds n]
//
// Each variant's workload runs `rounds` times (3 unless told) natively and in wasm, alternately,
// and each line keeps its best speed on each side: a shared machine's speed drifts by a factor of
// two from one minute to the next, and alternating rounds expose both sides to the same drift
// where one pass each would compare a fast minute with a slow one.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadEngine } from '../wasm/load.mjs';

const args = process.argv.slice(2);
let movetime = 1500;
let rounds = 3;
const wanted = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--movetime') movetime = Number(args[++i]);
  else if (args[i] === '--rounds') rounds = Number(args[++i]);
  else wanted.push(args[i]);
}
const root = resolve(new URL('../..', import.meta.url).pathname);
// Each game's module from dist/www/pkg (or TAHTA_PKG), as the page uses it.
const wasm = await loadEngine();
const variants = wanted.length ? wanted : wasm.variants();

const rate = (line) => (line.nodes / Math.max(line.ms, 1e-3)) * 1000;
const fmt = (n) => (n / 1e6).toFixed(2).padStart(7) + ' M/s';
console.log(`${'variant'.padEnd(8)} ${'workload'.padEnd(34)} ${'native'.padStart(11)} ${'wasm'.padStart(11)}  wasm/native  depth n/w`);
const ratios = [];
/** The native workload of `variant`, through the CLI, parsed back from its output. */
function nativeBench(variant) {
  const out = execFileSync(join(root, 'target/release/tahta'), ['bench', variant, '--movetime', String(movetime)], {
    encoding: 'utf8',
  });
  return out
    .trim()
    .split('\n')
    .map((l) => {
      const m = l.match(/^\S+\s+(.*?)\s+depth\s+(\d+)\s+(\d+) nodes\s+(\d+) ms/);
      return m && { name: m[1], depth: Number(m[2]), nodes: Number(m[3]), ms: Number(m[4]) };
    })
    .filter(Boolean);
}

/** Per line name, the line of `lines` that ran fastest. */
function keepFastest(best, lines) {
  for (const line of lines) {
    const held = best.get(line.name);
    if (!held || rate(line) > rate(held)) best.set(line.name, line);
  }
}

for (const variant of variants) {
  const native = new Map();
  const inWasm = new Map();
  for (let round = 0; round < rounds; round++) {
    keepFastest(native, nativeBench(variant));
    keepFastest(inWasm, wasm.bench(variant, movetime));
  }
  for (const w of inWasm.values()) {
    const n = native.get(w.name);
    if (!n) continue;
    const ratio = rate(w) / rate(n);
    if (!w.name.includes(' ms')) ratios.push(ratio);
    console.log(
      `${variant.padEnd(8)} ${w.name.padEnd(34)} ${fmt(rate(n))} ${fmt(rate(w))}  ${ratio.toFixed(2).padStart(11)}  ${n.depth}/${w.depth}`,
    );
  }
}
const geo = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
console.log(`geometric mean wasm/native over the fixed-work lines: ${geo.toFixed(2)}`);
