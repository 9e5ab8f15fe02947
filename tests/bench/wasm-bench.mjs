// The `tahta bench` workload in the wasm build, under Node: prints the same lines as the
// native command so the two can be compared in one run (see `cargo xtask bench`).
// Usage: node tests/bench/wasm-bench.mjs <pkg dir> [variant…] [--movetime ms]
// (<pkg dir> holds a folder per game, as dist/www/pkg does)
import { resolve } from 'node:path';

const args = process.argv.slice(2);
process.env.TAHTA_PKG = resolve(args.shift() ?? 'dist/www/pkg');
const { loadEngine } = await import('../wasm/load.mjs');
let movetime = 1500;
const variants = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--movetime') movetime = Number(args[++i]);
  else variants.push(args[i]);
}
const module = await loadEngine();
for (const variant of variants.length ? variants : module.variants()) {
  for (const line of module.bench(variant, movetime)) {
    const rate = (line.nodes / Math.max(line.ms, 1e-3)) * 1000;
    console.log(
      `${variant.padEnd(8)} ${line.name.padEnd(34)} depth ${String(line.depth).padStart(2)}  ` +
        `${String(line.nodes).padStart(11)} nodes  ${line.ms.toFixed(0).padStart(8)} ms  ` +
        `${rate.toFixed(0).padStart(12)} nodes/s`,
    );
  }
}
