// An online room as each device sees it, in all four games, upright (360×640) and sideways
// (640×360): every seat sees its own side of the board at the bottom and a watcher the first
// seat's, and a board turned by hand stays turned after a reload; while the game is being
// played nothing of the engine's help is offered to players or watchers (Review, Share, opening
// a record, a `review=1` address), and only the room's own actions are: one Resign for a player,
// none for a watcher, no menu item that does not apply online. Once the game has ended, the
// review is there.
// Run: cargo xtask e2e tests/e2e/online-view.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, browser, phoneContext, openApp, tapCell, takenRoom } from './harness.mjs';
import { loadEngine } from '../wasm/load.mjs';

useBrowser();

const wasm = await loadEngine();

const SIZES = [
  ['360×640', { width: 360, height: 640 }],
  ['640×360', { width: 640, height: 360 }],
];
const LETTERS = { jungle: ['r', 'b'], hex: ['w', 'b'], timur: ['w', 'b'], sanguo: ['r', 'g', 'b'] };
// A move for each seat in turn, from the start.
const FIRST_MOVES = {
  jungle: ['a3-a4', 'g7-g6'],
  hex: ['f5-f6', 'e7-e6'],
  timur: ['c3-c4', 'j8-j7'],
  sanguo: ['ra4-ra5', 'ga4-ga5', 'ba4-ba5'],
};

/** Per seat letter, the cells its pieces stand on at the start. */
function homeCells(variant) {
  const game = new wasm.Game(variant, '');
  const cells = {};
  for (const piece of game.state().pieces) (cells[String(piece.owner)] ??= []).push(piece.cell);
  game.free();
  return cells;
}

/** Opens the room on a device of its own (added to `devices`): a seat's (`token`) or a watcher's. */
async function device(devices, viewport, room, token = null, extra = '') {
  const context = await phoneContext(browser(), { viewport });
  devices.push(context);
  const page = await openApp(context, token ? `#/r/${room}/s/${token}` : `#/r/${room}${extra}`);
  await page.waitForSelector('[data-mode="online"][data-connection="connected"]');
  return page;
}

/** The seat whose pieces are drawn lowest on the screen (the one the board is turned towards). */
function bottomSeat(page, cells) {
  return page.evaluate((homes) => {
    let lowest = null;
    let lowestY = -Infinity;
    for (const [letter, names] of Object.entries(homes)) {
      const ys = names.map((name) => {
        const r = document.querySelector(`[data-cell="${name}"]`).getBoundingClientRect();
        return r.top + r.height / 2;
      });
      const y = ys.reduce((a, b) => a + b, 0) / ys.length;
      if (y > lowestY) {
        lowestY = y;
        lowest = letter;
      }
    }
    return lowest;
  }, cells);
}

/** The visible buttons and menu items that give the engine's help, or actions not for online. */
async function unfairOffers(page) {
  const menu = page.locator('.bar .menu-button');
  await menu.click();
  await page.locator('.menu:not([hidden])').waitFor();
  const found = await page.evaluate(() => {
    const shown = (node) => node.checkVisibility({ checkVisibilityCSS: true });
    const names = [];
    for (const node of document.querySelectorAll('[data-action="review"], [data-action="export"], .control-hint')) {
      if (shown(node)) names.push(node.textContent.trim());
    }
    for (const data of ['import', 'benlik-learned', 'benlik-reset', 'flip-every-move', 'follow-turn']) {
      const item = document.querySelector(`.menu [data-menu="${data}"]`);
      if (item && shown(item)) names.push(`menu: ${data}`);
    }
    if (document.querySelector('[data-review]:not([hidden])')) names.push('a review on screen');
    return names;
  });
  await page.keyboard.press('Escape');
  await page.locator('.menu').waitFor({ state: 'hidden' });
  return found;
}

/** The visible resign buttons: their words. */
function resignButtons(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.controls button, .sg-seat button')]
      .filter((node) => node.checkVisibility({ checkVisibilityCSS: true }))
      .map((node) => node.textContent.trim() || node.getAttribute('aria-label'))
      .filter((text) => /resign/i.test(text)),
  );
}

async function play(page, move) {
  const [from, to] = move.split('-');
  await page.waitForSelector('[data-mode="online"]:not([data-pending])');
  await tapCell(page, from);
  await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await tapCell(page, to);
}

function waitForPlies(page, n) {
  return page.waitForFunction(
    (count) => document.querySelectorAll('.move-list .ply:not(.ply-skip)').length === count,
    n,
  );
}

for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
  test(`${variant} online, upright and sideways: each device's own seat at the bottom, a turned board kept, no engine help until the end`, async () => {
    const letters = LETTERS[variant];
    const cells = homeCells(variant);
    const { room, tokens } = await takenRoom(variant, letters);
    const pages = {};
    const devices = [];
    const [[, upright]] = SIZES;
    try {
      for (const letter of letters) pages[letter] = await device(devices, upright, room, tokens[letter]);
      // A watcher, by an address that asks for the review.
      const watcher = await device(devices, upright, room, null, '?review=1');
      const everyone = [...Object.entries(pages), ['watcher', watcher]];

      // A few moves, one for each seat.
      for (const [i, move] of FIRST_MOVES[variant].entries()) {
        await play(pages[letters[i]], move);
        for (const [, page] of everyone) await waitForPlies(page, i + 1);
      }
      if (variant === 'sanguo') {
        // The room names the kingdoms as the seat panels do, not by their colours.
        assert.deepEqual(await watcher.locator('.online-seat-name').allTextContents(), ['Shu', 'Wu', 'Wei']);
        assert.equal(await pages.g.locator('[data-online-seat="g"] .online-seat-name').textContent(), 'Wu (you)');
        // A person on another device is no computer: no seat panel shows the robot.
        for (const [who, page] of everyone) {
          const robots = await page
            .locator('.sg-seat .sg-robot')
            .evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility({ checkVisibilityCSS: true })).length);
          assert.equal(robots, 0, `${who} sees a robot on a person's seat`);
        }
      }
      for (const [size, viewport] of SIZES) {
        for (const [, page] of everyone) await page.setViewportSize(viewport);
        for (const letter of letters) {
          assert.equal(await bottomSeat(pages[letter], cells), letter, `${size}: seat ${letter}'s board`);
        }
        assert.equal(
          await bottomSeat(watcher, cells),
          letters[0],
          `${size}: the watcher sees the first seat at the bottom`,
        );
        // Nothing of the engine for the player to move, the others, or the watcher.
        for (const [who, page] of everyone) {
          assert.deepEqual(await unfairOffers(page), [], `${size}: ${who} is offered the engine's help`);
        }
        // One Resign for a player (the room's), none for a watcher.
        for (const letter of letters) {
          assert.equal((await resignButtons(pages[letter])).length, 1, `${size}: seat ${letter}'s resign buttons`);
        }
        assert.deepEqual(await resignButtons(watcher), [], `${size}: the watcher's resign buttons`);
      }

      // The watcher turns the board; a reload keeps it turned. So does a player's turn (in Three
      // Kingdoms, whose board turns its own way; the others share one).
      await watcher.locator('[data-action="turn-board"]').click();
      assert.equal(await bottomSeat(watcher, cells), letters[1]);
      await watcher.reload();
      await watcher.waitForSelector('[data-mode="online"][data-connection="connected"]');
      assert.equal(await bottomSeat(watcher, cells), letters[1], "the watcher's turned board after a reload");
      if (variant === 'sanguo') {
        const last = pages[letters.at(-1)];
        await last.locator('[data-action="turn-board"]').click();
        const turned = await bottomSeat(last, cells);
        assert.notEqual(turned, letters.at(-1));
        await last.reload();
        await last.waitForSelector(`[data-mode="online"][data-seat="${letters.at(-1)}"][data-connection="connected"]`);
        assert.equal(await bottomSeat(last, cells), turned, "a player's turned board after a reload");
      }

      // The game ends (the first seat resigns; in Three Kingdoms the other two share the win):
      // Review and Share are there (and, in hex, the review runs).
      await pages[letters[0]].locator('.controls').getByRole('button', { name: 'Resign' }).click();
      await pages[letters[0]].locator('dialog [data-action="resign"]').click();
      await watcher.waitForSelector('[data-result]');
      const review = watcher.locator('[data-action="review"]');
      await review.waitFor();
      assert.ok(await watcher.locator('[data-action="export"]').isVisible());
      if (variant === 'hex') {
        await review.click();
        await watcher.waitForSelector('[data-review="done"]', { timeout: 60_000 });
      }
    } finally {
      await Promise.all(devices.map((context) => context.close()));
    }
  });
}
