// Every exported function and method of the wasm module called with arguments of the wrong
// type. The front end never passes them, but the bindings are the module's edge: a wrong type
// must end in a plain Error (or a value), never in a trap inside the module, and the module
// must answer correctly afterwards. Run by `cargo xtask test` after the wasm build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, attempt } from './load.mjs';

const wasm = await loadEngine();

const NOT_STRINGS = [
  42,
  -1,
  0,
  NaN,
  1e300,
  true,
  null,
  undefined,
  {},
  [],
  ['jungle'],
  { length: 1e9 },
  Symbol('s'),
  10n,
  () => 'jungle',
  new Float32Array(2),
  new String('jungle'),
];
const NOT_WEIGHTS = [
  42,
  NaN,
  true,
  null,
  undefined,
  {},
  'zz',
  { length: 1e9 },
  Symbol('s'),
  10n,
  () => 1,
  ['a', 'b'],
  [{}],
  new Uint8Array(1e5),
];
// Numbers are converted by JS itself; these must not trap either (the ones that would start a
// long computation, like a perft of depth 42, are left out).
const NOT_NUMBERS = [null, undefined, {}, [], 'zz', '1', true, NaN, Symbol('s'), 10n, { valueOf: () => 1 }];

/** A game made before everything else, kept through every wrong call. */
const keeper = new wasm.Game('jungle', '');

/** The module still answers as it should. */
function assertHealthy(after) {
  assert.equal(keeper.perft(1), 24, after);
  keeper.play('a3-a4');
  assert.deepEqual(keeper.state().history, ['a3-a4'], after);
  assert.equal(keeper.undo(), true, after);
  const fresh = new wasm.Game('hex', '');
  assert.equal(fresh.state().moves.length, fresh.perft(1), after);
  fresh.free();
  assert.equal(typeof wasm.optionStart('sanguo', 'banners=off'), 'string', after);
  assert.deepEqual(wasm.variants(), ['jungle', 'hex', 'timur', 'sanguo'], after);
}

function show(value) {
  if (typeof value === 'symbol' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  if (typeof value === 'function') return 'a function';
  try {
    return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
  } catch {
    return typeof value;
  }
}

const game = () => new wasm.Game('jungle', '');
const over = () => {
  const g = game();
  g.resign('r');
  return g;
};

// [name, parameter, kind, call with the wrong value in that parameter's place]
const CALLS = [
  ['new Game', 'variant', 'string', (x) => new wasm.Game(x, '')],
  ['new Game', 'position', 'string', (x) => new wasm.Game('jungle', x)],
  ['play', 'move', 'string', (x) => game().play(x)],
  ['resign', 'player', 'string', (x) => game().resign(x)],
  ['botMove', 'level', 'string', (x) => game().botMove(x, 0, 1, new Float32Array(0))],
  ['benlikUpdate', 'player', 'string', (x) => over().benlikUpdate(x, new Float32Array(0))],
  ['optionStart', 'variant', 'string', (x) => wasm.optionStart(x, 'banners=off')],
  ['optionStart', 'option', 'string', (x) => wasm.optionStart('sanguo', x)],
  ['bench', 'variant', 'string', (x) => wasm.bench(x, 1)],
  ['botMove', 'weights', 'weights', (x) => game().botMove('easy', 0, 1, x)],
  ['benlikUpdate', 'weights', 'weights', (x) => over().benlikUpdate('b', x)],
  ['checkWeights', 'weights', 'weights', (x) => game().checkWeights(x)],
  ['perft', 'depth', 'number', (x) => game().perft(x)],
  ['botMove', 'movetime', 'number', (x) => game().botMove('easy', x, 1, new Float32Array(0))],
  ['botMove', 'seed', 'number', (x) => game().botMove('easy', 0, x, new Float32Array(0))],
];

for (const [name, parameter, kind, call] of CALLS) {
  test(`${name}: the ${parameter} argument of the wrong type is refused or converted, never a trap`, () => {
    const values = { string: NOT_STRINGS, weights: NOT_WEIGHTS, number: NOT_NUMBERS }[kind];
    for (const value of values) {
      const what = `${name} with ${parameter} = ${show(value)}`;
      const result = attempt(() => call(value), what);
      if (kind === 'string') {
        assert.ok(result.error, `${what} was accepted`);
        assert.match(result.error.message, new RegExp(`${parameter} must be a string`), what);
      }
      if (kind === 'weights' && result.error) assert.match(result.error.message, /weights/, what);
      assertHealthy(what);
    }
  });
}

test('bench: a time of the wrong type is refused, never a trap', () => {
  // Only the values that convert to no usable time: the others start a benchmark of seconds.
  for (const value of [undefined, {}, 'zz', NaN, -1, Infinity, -Infinity, Symbol('s'), 10n]) {
    const what = `bench with movetime = ${show(value)}`;
    const result = attempt(() => wasm.bench('jungle', value), what);
    assert.ok(result.error, `${what} was accepted`);
    assertHealthy(what);
  }
});

test('methods called on a freed game or on another object throw, never trap', () => {
  const freed = game();
  freed.free();
  const methods = [
    ['play', ['a3-a4']],
    ['undo', []],
    ['state', []],
    ['position', []],
    ['perft', [1]],
    ['resign', ['r']],
    ['agreeDraw', []],
    ['botMove', ['easy', 0, 1, new Float32Array(0)]],
    ['checkWeights', [new Float32Array(0)]],
    ['features', []],
    ['geometry', []],
    ['pieceHelp', []],
  ];
  for (const [method, args] of methods) {
    for (const self of [freed, {}, { __wbg_ptr: 0 }]) {
      const what = `${method} on ${self === freed ? 'a freed game' : show(self)}`;
      const result = attempt(() => wasm.Game.prototype[method].apply(self, args), what);
      assert.ok(result.error, `${what} was accepted`);
      assertHealthy(what);
    }
  }
});

test('the right types still work after all that', () => {
  const g = new wasm.Game('timur', '');
  const [first] = g.state().moves;
  g.play(first.notation);
  assert.equal(g.state().history.length, 1);
  const reply = g.botMove('easy', 0, 7, new Float32Array(0));
  assert.ok(g.state().moves.some((m) => m.notation === reply.notation));
  assert.equal(g.checkWeights(new Float32Array(g.features().map((f) => f.base))), undefined);
  assert.equal(g.checkWeights([...g.features().map((f) => f.base)]), undefined);
  assertHealthy('the right types');
});
