// Runs the `tahta bench` workload natively and in the wasm build (under Node) one after the
// other, in one run, and prints the wasm/native speed ratio of each line.
// Usage (after `cargo build --release -p tahta-cli` and the wasm build into dist/www/pkg, by
// `cargo xtask dist`): node tests/bench/compare.mjs [variant…] [--movetime ms] [--rounds n]
// [--base dir]
//
// Each variant's workload runs `rounds` times (3 unless told) natively and in wasm, alternately,
// and each line keeps its best speed on each side: a shared machine's speed drifts by a factor of
// two from one minute to the next, and alternating rounds expose both sides to the same drift
// where one pass each would compare a fast minute with a slow one.
//
// `--base dir` measures a second build in the same rounds, for a before-and-after table: `dir`
// holds that build's CLI as `dir/tahta` and its modules as `dir/pkg/<game>/` (copies of
// target/release/tahta and dist/www/pkg made before a change). Each line then shows both builds
// side by side, and the geometric mean is given for each.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadEngine, loadModule } from '../wasm/load.mjs';

const args = process.argv.slice(2);
let movetime = 1500;
let rounds = 3;
let baseDir = null;
const wanted = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--movetime') movetime = Number(args[++i]);
  else if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--base') baseDir = resolve(args[++i]);
  else wanted.push(args[i]);
}
const root = resolve(new URL('../..', import.meta.url).pathname);
// Each game's module from dist/www/pkg (or TAHTA_PKG), as the page uses it.
const wasm = await loadEngine();
const variants = wanted.length ? wanted : wasm.variants();

/** A build to measure: its CLI and its wasm bench of a variant. */
const builds = [{ name: 'this build', cli: join(root, 'target/release/tahta'), bench: wasm.bench }];
if (baseDir) {
  const modules = new Map();
  for (const variant of variants) modules.set(variant, await loadModule(variant, join(baseDir, 'pkg')));
  builds.unshift({
    name: 'base',
    cli: join(baseDir, 'tahta'),
    bench: (variant, ms) => modules.get(variant).bench(variant, ms),
  });
}

const rate = (line) => (line.nodes / Math.max(line.ms, 1e-3)) * 1000;
const fmt = (n) => (n / 1e6).toFixed(2).padStart(7) + ' M/s';
/** The native workload of `variant` by the CLI `cli`, parsed back from its output. */
function nativeBench(cli, variant) {
  const out = execFileSync(cli, ['bench', variant, '--movetime', String(movetime)], { encoding: 'utf8' });
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

const cell = (text) => text.padStart(48);
console.log(
  `${'variant'.padEnd(8)} ${'workload'.padEnd(34)}` +
    builds.map((b) => cell(`${b.name}: native, wasm, wasm/native, depth`)).join(''),
);
const ratios = builds.map(() => []);
for (const variant of variants) {
  const measured = builds.map(() => ({ native: new Map(), inWasm: new Map() }));
  for (let round = 0; round < rounds; round++) {
    builds.forEach((build, b) => {
      keepFastest(measured[b].native, nativeBench(build.cli, variant));
      keepFastest(measured[b].inWasm, build.bench(variant, movetime));
    });
  }
  for (const name of measured[0].inWasm.keys()) {
    let row = `${variant.padEnd(8)} ${name.padEnd(34)}`;
    measured.forEach(({ native, inWasm }, b) => {
      const n = native.get(name);
      const w = inWasm.get(name);
      if (!n || !w) return;
      const ratio = rate(w) / rate(n);
      if (!name.includes(' ms')) ratios[b].push(ratio);
      row += cell(`${fmt(rate(n))} ${fmt(rate(w))} ${ratio.toFixed(2).padStart(5)} ${n.depth}/${w.depth}`);
    });
    console.log(row);
  }
}
builds.forEach((build, b) => {
  const geo = Math.exp(ratios[b].reduce((a, r) => a + Math.log(r), 0) / ratios[b].length);
  console.log(`${build.name}: geometric mean wasm/native over the fixed-work lines: ${geo.toFixed(2)}`);
});
