// The puzzles (`#/puzzles/<variant>`) and "retry your mistakes" through the real app: the shipped
// puzzle files (www/puzzles/, checked by the engine's tests) give the puzzle on screen; a puzzle
// solved raises the rating and the streak, one missed shows the solution and lowers them, a hint
// leaves them as they were; lessons and puzzles open offline once the app is installed; after
// the review of a game, its blunder is played again until a good move is found.
// Run: cargo xtask e2e tests/e2e/puzzles.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, browser, phoneContext, openApp } from './harness.mjs';
import { loadModule } from '../wasm/load.mjs';
import { readPuzzles } from '../../www/learn/data.js';

useBrowser();

const ROOT = new URL('../../', import.meta.url);
const GAMES = ['jungle', 'hex', 'timur', 'sanguo'];
const shipped = Object.fromEntries(
  GAMES.map((v) => [v, readPuzzles(v, readFileSync(new URL(`www/puzzles/${v}.tsv`, ROOT), 'utf8'))]),
);

/** The puzzle on screen, from the shipped file. */
async function puzzleShown(page, variant) {
  await page.waitForSelector('main[data-puzzle][data-awaiting="0"] [data-cell]');
  const id = await page.locator('main[data-puzzle]').getAttribute('data-puzzle');
  const puzzle = shipped[variant].find((p) => p.id === id);
  assert.ok(puzzle, `${id} is not in www/puzzles/${variant}.tsv`);
  return puzzle;
}

/** Taps a move's cells (and a promotion's piece) on the board in `scope` (the page, a dialog). */
async function tapMove(scope, move) {
  const [path, promotion] = move.split('=');
  const [from, to] = path.split(/-|<>/);
  await scope.locator(`[data-cell="${from}"]`).tap();
  await scope.locator(`[data-cell="${from}"][aria-pressed="true"]`).waitFor();
  await scope.locator(`[data-cell="${to}"]`).tap();
  if (promotion) await scope.locator(`[data-promotion="${promotion}"]`).tap();
}

/** The root's attribute `name` as a number. */
async function numberOf(page, name) {
  return Number(await page.locator('main[data-puzzle]').getAttribute(name));
}

/** Plays the solver's moves of `puzzle`, waiting for the replies between them. */
async function solve(page, puzzle) {
  const solverMoves = [0];
  const module = await loadModule(page.variant);
  const game = new module.Game(page.variant, puzzle.position);
  const solver = game.state().turn;
  puzzle.solution.forEach((move, i) => {
    if (i > 0 && game.state().turn === solver) solverMoves.push(i);
    game.play(move);
  });
  game.free();
  for (const i of solverMoves) {
    await page.waitForSelector(`main[data-puzzle][data-awaiting="${i}"]`);
    await tapMove(page, puzzle.solution[i]);
  }
  await page.waitForSelector('main[data-puzzle][data-status="solved"]');
}

/** The puzzle the app gives a player rated `rating` who has tried none of `variant`'s. */
function nearest(variant, rating) {
  return shipped[variant].reduce((best, p) =>
    Math.abs(p.rating - rating) < Math.abs(best.rating - rating) ? p : best,
  );
}

test("every game: the first puzzle is the one nearest a new player's rating", async () => {
  const context = await phoneContext(browser());
  const page = await openApp(context, '#/');
  for (const variant of GAMES) {
    await page.evaluate((v) => {
      location.hash = `#/puzzles/${v}`;
    }, variant);
    await page.waitForSelector(`main[data-puzzles="${variant}"][data-awaiting="0"]`);
    const puzzle = await puzzleShown(page, variant);
    assert.equal(puzzle.id, nearest(variant, 1000).id);
    assert.equal(await numberOf(page, 'data-rating'), 1000);
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.locator('a.game-card').first().waitFor();
  }
  await context.close();
});

test('a puzzle solved raises the rating and the streak; one missed shows the solution and lowers them', async () => {
  const context = await phoneContext(browser());
  const page = await openApp(context, '#/puzzles/jungle');
  page.variant = 'jungle';
  const first = await puzzleShown(page, 'jungle');
  await solve(page, first);
  const rating = await numberOf(page, 'data-rating');
  assert.ok(rating > 1000, `rating ${rating}`);
  assert.equal(await numberOf(page, 'data-streak'), 1);
  assert.match(
    await page.locator('[data-result="solved"]').textContent(),
    new RegExp(`^Solved! Your rating: ${rating} \\(\\+\\d+\\)\\.$`),
  );
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next-puzzle');

  // The next one is missed: a legal move that is not the solution's and wins nothing at once.
  await page.locator('[data-action="next-puzzle"]').tap();
  const second = await puzzleShown(page, 'jungle');
  assert.notEqual(second.id, first.id);
  const module = await loadModule('jungle');
  const game = new module.Game('jungle', second.position);
  const wrong = game
    .state()
    .moves.map((m) => m.notation)
    .find((m) => {
      if (m === second.solution[0]) return false;
      const trial = new module.Game('jungle', second.position);
      trial.play(m);
      const over = trial.state().result;
      trial.free();
      return !over;
    });
  game.free();
  await tapMove(page, wrong);
  await page.waitForSelector('main[data-puzzle][data-status="missed"]');
  const said = await page.locator('[data-result="missed"]').textContent();
  assert.ok(said.includes(`The solution: ${second.solution.join(', ')}`), said);
  assert.ok((await numberOf(page, 'data-rating')) < rating);
  assert.equal(await numberOf(page, 'data-streak'), 0);
  // The solution's first move is shown as an arrow, then the whole line is played out.
  assert.equal(await page.locator('.board-arrow').count(), 1);
  await page.locator('[data-action="show-solution"]').tap();
  await page.waitForSelector(`main[data-puzzle][data-step="${second.solution.length}"]`, { timeout: 15_000 });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tahta.v1.puzzles.jungle')));
  assert.deepEqual(stored.solved, [first.id]);
  assert.deepEqual(stored.tried, [first.id, second.id]);
  await context.close();
});

test('a hint marks the piece to move and leaves the rating and the streak as they were', async () => {
  const context = await phoneContext(browser(), { locale: 'tr-TR' });
  const page = await openApp(context, '#/puzzles/hex');
  page.variant = 'hex';
  const puzzle = await puzzleShown(page, 'hex');
  await page.locator('[data-action="hint"]').tap();
  const from = puzzle.solution[0].split('-')[0];
  await page.waitForSelector(`[data-cell="${from}"][data-hint]`);
  assert.equal(await page.locator('[data-learn-status]').textContent(), `${from} üzerindeki taşı oynat.`);
  await solve(page, puzzle);
  assert.equal(await numberOf(page, 'data-rating'), 1000);
  assert.equal(await numberOf(page, 'data-streak'), 0);
  assert.match(await page.locator('[data-result="solved"]').textContent(), /Yardımla çözdün/);
  await context.close();
});

test("Three Kingdoms: a puzzle solved with both rivals' replies between the solver's moves", async () => {
  const context = await phoneContext(browser());
  const page = await openApp(context, '#/puzzles/sanguo');
  page.variant = 'sanguo';
  await solve(page, await puzzleShown(page, 'sanguo'));
  assert.equal(await numberOf(page, 'data-streak'), 1);
  await context.close();
});

test('offline after the first visit: the lessons and the puzzles open', async () => {
  const context = await phoneContext(browser(), { serviceWorkers: 'allow' });
  const page = await openApp(context, '#/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  // The whole site is precached once the worker is active (sw.js); lessons and puzzles were never opened.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('tahta-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const file of [
    '/www/puzzles/timur.tsv',
    '/www/lessons/timur.json',
    '/www/lessons/timur.tr.json',
    '/www/learn/learn.css',
  ]) {
    assert.ok(cached.includes(file), `${file} is not precached`);
  }
  await context.setOffline(true);
  await page.evaluate(() => {
    location.hash = '#/puzzles/timur';
  });
  await page.reload();
  await page.waitForSelector('main[data-puzzles="timur"][data-awaiting="0"] [data-cell]');
  await page.evaluate(() => {
    location.hash = '#/learn/timur/giraffe';
  });
  await page.waitForSelector('main[data-learn="timur"][data-status="playing"] [data-cell]');
  await context.close();
});

/** A game of Gliński chess in which White's queen is left to be taken (records.test.mjs has it too). */
const HEX_BLUNDER = ['e1-b4', 'e10-b4'];

test('retry your mistakes: the reviewed blunder comes back until a good move is found', async () => {
  const module = await loadModule('hex');
  const record = module.writeRecord('hex', [], HEX_BLUNDER);
  const context = await phoneContext(browser());
  const page = await openApp(context, `#/hex?game=${encodeURIComponent(record)}&review=1`);
  await page.waitForSelector('[data-review="done"]', { timeout: 120_000 });
  await page.locator('[data-action="retry-mistakes"]').tap();
  const retry = page.locator('dialog .retry');
  await page.waitForSelector('dialog .retry[data-retry="playing"] [data-cell]');
  assert.equal(await retry.locator('[data-retry-count]').textContent(), 'Mistake 1 of 1');
  assert.match(
    await retry.locator('[data-goal]').textContent(),
    /^You played 1\. .* a blunder\. Find a better move\.$/,
  );
  // The same move again is still a blunder.
  const sheet = page.locator('dialog');
  await tapMove(sheet, HEX_BLUNDER[0]);
  await page.waitForSelector('dialog .retry[data-retry="missed"]', { timeout: 60_000 });
  assert.match(await retry.locator('[data-learn-status]').textContent(), /is still a blunder/);
  // The engine's move, shown, is good.
  await retry.locator('[data-action="show-best"]').tap();
  const best = /The engine’s move: (\S+)\./.exec(await retry.locator('[data-learn-status]').textContent())?.[1];
  assert.ok(best);
  assert.equal(await page.locator('dialog .board-arrow').count(), 1);
  await tapMove(sheet, best);
  await page.waitForSelector('dialog .retry[data-retry="solved"]', { timeout: 60_000 });
  assert.match(
    await retry.locator('[data-learn-status]').textContent(),
    /is good.*That was every mistake: 1 of 1 put right\./,
  );
  await retry.locator('[data-action="close-retry"]').tap();
  assert.equal(await page.locator('dialog .retry').count(), 0);
  await context.close();
});
