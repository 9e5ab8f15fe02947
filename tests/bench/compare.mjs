// Runs the `tahta bench` workload natively and in the wasm build (under Node) one after the
// other, in one run, and prints the wasm/native speed ratio of each line.
// Usage (after `cargo build --release -p tahta-cli` and the wasm build into dist/www/pkg, by
// `cargo xtask dist`): node tests/bench/compare.mjs [variant…] [--movetime ms]
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadEngine } from '../wasm/load.mjs';

const args = process.argv.slice(2);
let movetime = 1500;
const wanted = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--movetime') movetime = Number(args[++i]);
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
for (const variant of variants) {
  // Native: the same workload through the CLI, parsed back from its output.
  const out = execFileSync(join(root, 'target/release/tahta'), ['bench', variant, '--movetime', String(movetime)], {
    encoding: 'utf8',
  });
  const native = out
    .trim()
    .split('\n')
    .map((l) => {
      const m = l.match(/^\S+\s+(.*?)\s+depth\s+(\d+)\s+(\d+) nodes\s+(\d+) ms/);
      return m && { name: m[1], depth: Number(m[2]), nodes: Number(m[3]), ms: Number(m[4]) };
    })
    .filter(Boolean);
  const inWasm = wasm.bench(variant, movetime);
  for (const w of inWasm) {
    const n = native.find((l) => l.name === w.name);
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
