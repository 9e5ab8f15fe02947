// A seeded, bounded fuzz loop over the wasm module's API, as the page uses it and as it should
// not: random legal and illegal moves, undo, resignations and draws at any moment, bot moves
// with good and bad time limits and weights, positions with their counters near the limits,
// and arguments of the wrong type. After every call it checks what must always hold:
// - nothing traps inside the module (a RuntimeError);
// - the position written reads back as the same position;
// - perft(1) counts the moves state() lists, and a game is over exactly when there are none;
// - undo takes a move back (and any ending declared after it) or changes nothing;
// - botMove refuses a time limit that never runs out, and refuses exactly the weights that
//   checkWeights refuses.
// TAHTA_FUZZ_SEED=<n> replays one seed; TAHTA_FUZZ_STEPS=<n> sets the steps per seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, attempt, random } from './load.mjs';

const wasm = await loadEngine();

const SEEDS = process.env.TAHTA_FUZZ_SEED ? [Number(process.env.TAHTA_FUZZ_SEED)] : [1, 2, 3];
const STEPS = Number(process.env.TAHTA_FUZZ_STEPS ?? 2000);
/** Each seed stops after this long even if its steps are not done, so the run stays bounded. */
const SECONDS_PER_SEED = 10;

/** Each game's plies-without-progress limit: the position string's last-but-one field. */
const CLOCK_LIMIT = { jungle: 200, hex: 100, timur: 100, sanguo: 180 };
const MAX_MOVE_NUMBER = 1000000000;
const WRONG = [42, null, undefined, {}, ['a3-a4'], Symbol('s'), 7n, true, () => 'a3-a4'];
const TIMES = [0, 0, 0, 1, 5, NaN, Infinity, -Infinity, -1, 1e300];

/** `position` with its clock and move number replaced. */
function withCounters(position, clock, number) {
  const fields = position.split(' ');
  return [...fields.slice(0, -2), String(clock), String(number)].join(' ');
}

function mutate(rng, text) {
  const chars = [...text];
  const at = rng.below(chars.length + 1);
  const ch = String.fromCharCode(32 + rng.below(95));
  switch (rng.below(3)) {
    case 0:
      chars.splice(at, 1, ch);
      break;
    case 1:
      chars.splice(at, 0, ch);
      break;
    default:
      chars.splice(at, 1);
  }
  return chars.join('');
}

function checkInvariants(game, variant, what) {
  const state = game.state();
  assert.equal(state.variant, variant, what);
  assert.equal(game.position(), state.position, what);
  assert.equal(game.perft(0), 1, what);
  assert.equal(game.perft(1), state.moves.length, `${what}: perft(1) and state().moves disagree`);
  assert.equal(
    state.result === null || state.result === undefined,
    state.moves.length > 0,
    `${what}: over (${state.result?.text}) with ${state.moves.length} moves`,
  );
  const again = attempt(() => new wasm.Game(variant, state.position), `${what}: re-reading`);
  assert.ok(again.value, `${what}: the engine cannot read back '${state.position}': ${again.error?.message}`);
  assert.equal(again.value.position(), state.position, what);
  again.value.free();
  return state;
}

function fuzz(seed) {
  const rng = random(seed);
  const variants = wasm.variants();
  const games = new Map(variants.map((v) => [v, new wasm.Game(v, '')]));
  const log = [];
  const started = performance.now();
  let steps = 0;
  for (; steps < STEPS && performance.now() - started < SECONDS_PER_SEED * 1000; steps++) {
    const variant = rng.pick(variants);
    let game = games.get(variant);
    const before = game.state();
    const roll = rng.below(100);
    let what = '?';
    try {
      if (roll < 45 && before.moves.length > 0) {
        const move = rng.pick(before.moves).notation;
        what = `play ${move}`;
        game.play(move);
        assert.deepEqual(game.state().history, [...before.history, move], what);
      } else if (roll < 52) {
        const bad = rng.chance(0.3)
          ? rng.pick(WRONG)
          : mutate(rng, before.moves.length ? rng.pick(before.moves).notation : 'a1-a2');
        what = `play ${typeof bad === 'string' ? JSON.stringify(bad) : typeof bad}`;
        const result = attempt(() => game.play(bad), what);
        if (result.error) assert.equal(game.position(), before.position, `${what} failed yet changed the game`);
      } else if (roll < 64) {
        what = 'undo';
        const undone = game.undo();
        const after = game.state();
        if (before.history.length === 0) {
          assert.equal(undone, false, what);
          assert.equal(after.position, before.position, what);
          assert.equal(after.result?.text, before.result?.text, `${what} with no move changed the result`);
        } else {
          assert.equal(undone, true, what);
          assert.deepEqual(after.history, before.history.slice(0, -1), what);
          assert.equal(after.result ?? null, null, `${what}: a position a move was played from is not over`);
        }
      } else if (roll < 69) {
        const letters = game.geometry().players.map((p) => p.letter);
        const letter = rng.chance(0.8) ? rng.pick(letters) : rng.pick(['x', '', 'rb', 5]);
        what = `resign ${String(letter)}`;
        const result = attempt(() => game.resign(letter), what);
        if (before.result) assert.ok(result.error, `${what} after the end was accepted`);
      } else if (roll < 72) {
        what = 'agreeDraw';
        const result = attempt(() => game.agreeDraw(), what);
        assert.equal(Boolean(result.error), Boolean(before.result), what);
        if (!result.error) assert.equal(game.state().result.rule, 'agreement', what);
      } else if (roll < 82) {
        const level = rng.pick(['easy', 'easy', 'easy', 'hard', 'benlik', 'nosuchlevel']);
        // Hard and Benlik only with a short time: the loop must stay quick.
        const time = level === 'hard' || level === 'benlik' ? rng.pick([1, 2, NaN, -1]) : rng.pick(TIMES);
        const base = game.features().map((f) => f.base);
        const weights = rng.pick([
          [],
          base,
          base.map((w) => w * (0.7 + 0.6 * rng.next())),
          base.map((w) => w * rng.pick([1.31, 0, -1])),
          base.map(() => 3.4e38),
          base.slice(1),
        ]);
        what = `botMove ${level} ${time} [${weights.length} weights]`;
        const result = attempt(() => game.botMove(level, time, rng.below(1000), new Float32Array(weights)), what);
        const badTime = time !== 0 && !(Number.isFinite(time) && time >= 0);
        const badWeights = weights.length > 0 && game.checkWeights(new Float32Array(weights)) !== undefined;
        if (level === 'nosuchlevel' || badTime || badWeights) {
          assert.ok(result.error, `${what} was accepted`);
          if (level !== 'nosuchlevel' && badTime) assert.match(result.error.message, /time limit/, what);
        } else {
          assert.ok(!result.error, `${what}: ${result.error?.message}`);
          if (before.result)
            assert.ok(result.value == null, `${what} on a finished game: ${JSON.stringify(result.value)}`);
          else
            assert.ok(
              before.moves.some((m) => m.notation === result.value.notation),
              `${what} chose ${result.value?.notation}`,
            );
        }
        assert.equal(game.position(), before.position, `${what} changed the game`);
      } else if (roll < 88) {
        // A new game from this position with its counters at or near their limits.
        const clock = Math.max(0, CLOCK_LIMIT[variant] - rng.below(3));
        const number = rng.pick([MAX_MOVE_NUMBER, MAX_MOVE_NUMBER - 1, MAX_MOVE_NUMBER + 1, 4294967295, 0, 1]);
        const text = withCounters(before.position, rng.chance(0.5) ? clock : 0, number);
        what = `new Game ${text}`;
        const result = attempt(() => new wasm.Game(variant, text), what);
        if (number > MAX_MOVE_NUMBER || number === 0) assert.ok(result.error, `${what} was accepted`);
        if (result.value) {
          game.free();
          game = result.value;
          games.set(variant, game);
        }
      } else if (roll < 92) {
        const text = rng.chance(0.5) ? mutate(rng, before.position) : rng.pick(WRONG);
        what = `new Game ${typeof text === 'string' ? text : typeof text}`;
        const result = attempt(() => new wasm.Game(variant, text), what);
        result.value?.free();
      } else if (roll < 94) {
        const time = rng.pick([NaN, Infinity, -Infinity, -1, undefined]);
        what = `bench ${time}`;
        assert.ok(attempt(() => wasm.bench(variant, time), what).error, `${what} was accepted`);
      } else if (roll < 97) {
        what = 'perft(2)';
        const total = game.perft(2);
        if (before.moves.length === 0) assert.equal(total, 0, what);
      } else {
        what = 'new game';
        game.free();
        game = new wasm.Game(variant, '');
        games.set(variant, game);
      }
      log.push(`${variant}: ${what}`);
      if (log.length > 12) log.shift();
      checkInvariants(game, variant, `${variant} after ${what}`);
    } catch (error) {
      throw new Error(
        `seed ${seed}, step ${steps} (${variant}: ${what}): ${error.message}\ncalls before:\n  ${log.join('\n  ')}`,
        { cause: error },
      );
    }
  }
  for (const game of games.values()) game.free();
  return steps;
}

for (const seed of SEEDS) {
  test(`the wasm API keeps its invariants through seeded random use (seed ${seed})`, () => {
    const steps = fuzz(seed);
    assert.ok(steps >= Math.min(STEPS, 200), `only ${steps} steps ran`);
  });
}
