// The finished phone app, end to end, on a phone (360×640, touch) and a desktop: rules pages with
// the engine's piece pictures, same-device seating (face to face, the board turning after every
// move), saved games surviving a reload, keyboard-only play, the language switch of the game
// menu, the screen wake lock, no sideways scrolling and touch targets of at least 44 px, and
// what a game's page shows while its engine downloads.
// Run: cargo xtask e2e tests/e2e/app.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  browser,
  useBrowser,
  withApp as harnessWithApp,
  play,
  phoneContext,
  desktopContext,
  openApp,
  cell,
  gameRoot,
  DEVICES,
  press,
  waitForRootAttribute,
  position,
} from './harness.mjs';

const PHONE = DEVICES[0];

useBrowser();

/** The harness's `withApp`, once the page says it is ready (`html[data-ready]`). */
function withApp(device, hash, body, options = {}) {
  return harnessWithApp(device, hash, body, { ready: 'html[data-ready="true"]', ...options });
}

async function gameView(page, variant) {
  await page.waitForSelector(`section[data-variant="${variant}"][data-turn]`);
  return gameRoot(page);
}

/** Opens the game menu. */
async function openMenu(device, page) {
  await press(device, page.getByRole('button', { name: /^(Menu|Menü)$/ }));
  await page.locator('.menu').waitFor({ state: 'visible' });
}

/** The 2×2 part of a computed transform matrix, e.g. [-1, 0, 0, -1] for a half turn. */
async function turnOf(locator) {
  return locator.evaluate((node) => {
    const { transform, rotate } = getComputedStyle(node);
    if (rotate && rotate !== 'none') return { rotate };
    const m = /^matrix\(([^)]+)\)$/.exec(transform);
    return m
      ? m[1]
          .split(',')
          .slice(0, 4)
          .map((v) => Math.round(Number(v) * 1000) / 1000)
      : transform;
  });
}

/** True when no element of the page makes it scroll sideways. */
async function noSidewaysScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

// ── rules pages ───────────────────────────────────────────────────────────────────────────

for (const device of DEVICES) {
  test(`${device.name}: the rules pages draw the engine's pieceHelp() on each game's board`, async () => {
    await withApp(device, '#/rules/hex', async (page) => {
      await page.waitForSelector('[data-rules="hex"] .rules-figure');
      assert.match(await page.locator('h1').innerText(), /Hexagonal chess/);
      // The queen reaches 42 cells and the knight 12 from f6 (seed 002).
      const queen = page.locator('.rules-figure[data-help-piece="Q"]');
      assert.equal(await queen.locator('.rules-dot').count(), 42);
      assert.equal(await page.locator('.rules-figure[data-help-piece="N"] .rules-dot').count(), 12);
      assert.equal(await page.locator('.rules-figure[data-help-piece="R"] .rules-dot').count(), 30);
      // The pawn: two steps forward, crosses where it only captures.
      const pawn = page.locator('.rules-figure[data-help-piece="P"]');
      assert.deepEqual(await pawn.locator('.rules-cross').evaluateAll((n) => n.map((x) => x.dataset.capture).sort()), [
        'e5',
        'g5',
      ]);
      assert.match(await queen.innerText(), /Queen[\s\S]*on f6[\s\S]*Slides like a rook and like a bishop/);
      // A picture, not a second playable board.
      assert.equal(await page.locator('[data-cell]').count(), 0);
      assert.match(await queen.locator('svg.rules-board').getAttribute('aria-label'), /^Queen on f6 can go to /);
      assert.ok(await noSidewaysScroll(page));
    });
    await withApp(device, '#/rules/jungle', async (page) => {
      await page.waitForSelector('[data-rules="jungle"] .rules-figure');
      // The lion on d5 jumps both rivers: a5 and g5, besides its steps up and down.
      const lion = page.locator('.rules-figure[data-help-piece="L"] .rules-dot');
      assert.deepEqual(await lion.evaluateAll((n) => n.map((x) => x.dataset.move).sort()), ['a5', 'd4', 'd6', 'g5']);
      const rat = page.locator('.rules-figure[data-help-piece="R"] .rules-dot');
      assert.deepEqual(await rat.evaluateAll((n) => n.map((x) => x.dataset.move).sort()), ['c5', 'd4', 'd6', 'e5']);
      assert.match(await page.locator('[data-section="end"]').innerText(), /den wins at once/);
    });
    await withApp(device, '#/rules/timur', async (page) => {
      await page.waitForSelector('[data-rules="timur"] .rules-figure');
      assert.equal(await page.locator('.rules-figure[data-help-piece="G"] .rules-dot').count(), 14);
      assert.match(await page.locator('[data-section="special"]').innerText(), /citadel/);
    });
    await withApp(device, '#/rules/sanguo', async (page) => {
      await page.waitForSelector('[data-rules="sanguo"] .rules-figure');
      // The chariot's file forks at the central triangle into both neighbours' middle files.
      const chariot = await page
        .locator('.rules-figure[data-help-piece="R"] .rules-dot')
        .evaluateAll((n) => n.map((x) => x.dataset.move));
      assert.ok(chariot.includes('ge1') && chariot.includes('be1'));
      assert.equal(chariot.length, 22);
    });
  });
}

test('phone, Turkish: the rules read in Turkish and switch to English on the page', async () => {
  await withApp(
    PHONE,
    '#/rules/jungle',
    async (page) => {
      await page.waitForSelector('[data-rules="jungle"] .rules-figure');
      assert.match(await page.locator('h1').innerText(), /Orman Satrancı/);
      assert.match(
        await page.locator('.rules-figure[data-help-piece="L"]').innerText(),
        /Aslan[\s\S]*d5 karesinde[\s\S]*nehrin üstünden/,
      );
      assert.match(await page.locator('[data-section="end"] h2').innerText(), /Oyun nasıl biter\?/);
      // The page's language picker, the phone's own list: English, by its own name.
      await page.locator('select[data-languages]').selectOption({ label: 'English' });
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      assert.match(await page.locator('[data-section="end"] h2').innerText(), /How the game ends/);
    },
    { locale: 'tr-TR' },
  );
});

test('phone: rules from a home card and from the game menu; back to the game as it was', async () => {
  await withApp(PHONE, '#/', async (page) => {
    await press(PHONE, page.locator('a[data-rules-link="hex"]'));
    await page.waitForSelector('[data-rules="hex"]');
    await press(PHONE, page.getByRole('button', { name: 'Back' }));
    await page.locator('a.game-card[data-game="hex"]').waitFor();

    await press(PHONE, page.locator('a.game-card[data-game="jungle"]'));
    await gameView(page, 'jungle');
    await play(page, 'a3-a4');
    const before = await position(page);
    await openMenu(PHONE, page);
    await press(PHONE, page.locator('[data-menu="rules"]'));
    await page.waitForSelector('[data-rules="jungle"]');
    assert.match(page.url(), /#\/rules\/jungle$/);
    await press(PHONE, page.getByRole('button', { name: 'Back' }));
    await gameView(page, 'jungle');
    assert.equal(await position(page), before);
    assert.match(await page.locator('.move-list').innerText(), /a3-a4/);
    // Even when the rules page is reloaded meanwhile, Back comes to the saved game.
    await openMenu(PHONE, page);
    await press(PHONE, page.locator('[data-menu="rules"]'));
    await page.waitForSelector('[data-rules="jungle"]');
    await page.reload();
    await page.waitForSelector('[data-rules="jungle"] .rules-figure');
    await press(PHONE, page.getByRole('button', { name: 'Back' }));
    await gameView(page, 'jungle');
    assert.equal(await position(page), before);
  });
});

// ── same device: face to face and side by side ────────────────────────────────────────────

for (const device of DEVICES) {
  test(`${device.name}: face to face, the far player's buttons, status and result box are turned towards them`, async () => {
    await withApp(device, '#/jungle?seating=face', async (page) => {
      await gameView(page, 'jungle');
      const far = page.locator('.offer.far-controls');
      await far.waitFor({ state: 'visible' });
      assert.deepEqual(await turnOf(far), [-1, 0, 0, -1]);
      // The far row has what the near player has: status, undo, draw, resign.
      assert.match(await far.locator('.far-status').innerText(), /Red to move/);
      const farGroup = far.getByRole('group', { name: 'Blue' });
      for (const name of ['Undo', 'Draw?', 'Resign'])
        assert.equal(await farGroup.getByRole('button', { name }).count(), 1);
      assert.equal(await farGroup.getByRole('button', { name: 'Undo' }).isDisabled(), true);
      // Blue's pieces face Blue.
      assert.match(await page.locator('.piece[data-piece="l"] .piece-art').getAttribute('transform'), /rotate\(180\)/);
      await play(page, 'a3-a4');
      assert.match(await far.locator('.far-status').innerText(), /Blue to move/);
      assert.equal(await farGroup.getByRole('button', { name: 'Undo' }).isDisabled(), false);
      // Blue takes the move back with its own button.
      await press(device, farGroup.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-turn', 'r');
      // Blue resigns: the confirmation faces Blue, the result shows once for each player.
      await press(device, farGroup.getByRole('button', { name: 'Resign' }));
      const ask = page.getByRole('dialog', { name: 'Resign this game?' });
      assert.deepEqual(await turnOf(ask), { rotate: '180deg' });
      await press(device, ask.getByRole('button', { name: 'Resign' }));
      await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
      const near = page.locator('.result-box');
      const farBox = page.locator('.result-far');
      await near.waitFor({ state: 'visible' });
      await farBox.waitFor({ state: 'visible' });
      assert.match(await farBox.innerText(), /Red wins[\s\S]*Blue resigned/);
      assert.deepEqual(await turnOf(farBox), [-1, 0, 0, -1]);
      const upright = await turnOf(near);
      assert.ok(
        upright === 'none' || JSON.stringify(upright) === JSON.stringify([1, 0, 0, 1]),
        `near box upright: ${JSON.stringify(upright)}`,
      );
      // Screen readers hear the result once.
      assert.equal(await farBox.getAttribute('aria-hidden'), 'true');
      // Either player's "Show board" hides both.
      await press(device, farBox.getByText('Show board'));
      await near.waitFor({ state: 'hidden' });
      assert.equal(await farBox.isVisible(), false);
      assert.ok(await noSidewaysScroll(page));
    });
  });
}

test('phone: side by side, the board turns after every move once the slide has ended', async () => {
  await withApp(PHONE, '#/jungle', async (page) => {
    await gameView(page, 'jungle');
    // The switch in the new-game panel.
    await openMenu(PHONE, page);
    await press(PHONE, page.locator('[data-menu="new-game"]'));
    const panel = page.getByRole('dialog', { name: 'New game · Jungle' });
    await press(PHONE, panel.getByText('Two players on this device'));
    const flip = panel.getByRole('checkbox', { name: /Turn the board after every move/ });
    assert.equal(await flip.isChecked(), false);
    await press(PHONE, flip);
    await press(PHONE, panel.getByRole('button', { name: 'Start' }));
    await gameView(page, 'jungle');
    const y = async (name) => (await cell(page, name).boundingBox()).y;
    assert.ok((await y('a1')) > (await y('a9')), 'Red plays from the bottom');
    // Record what is animating when the board turns.
    await page.evaluate(() => {
      const svg = document.querySelector('svg.board');
      window.turns = [];
      new MutationObserver(() => {
        window.turns.push({
          flipped: svg.dataset.flipped,
          sliding: document.getAnimations().filter((a) => a.playState === 'running').length,
        });
      }).observe(svg, { attributes: true, attributeFilter: ['data-flipped'] });
    });
    await play(page, 'a3-a4');
    await page.waitForSelector('svg.board[data-flipped="true"]');
    assert.deepEqual(await page.evaluate(() => window.turns), [{ flipped: 'true', sliding: 0 }]);
    assert.ok((await y('a9')) > (await y('a1')), 'Blue plays from the bottom');
    await play(page, 'a7-a6');
    await page.waitForSelector('svg.board[data-flipped="false"]');
    assert.ok((await y('a1')) > (await y('a9')));
    // The menu has the same switch, ticked; switching it off leaves the board as it is.
    await openMenu(PHONE, page);
    const item = page.locator('[data-menu="flip-every-move"]');
    assert.equal(await item.getAttribute('aria-checked'), 'true');
    await press(PHONE, item);
    assert.equal(await item.getAttribute('aria-checked'), 'false');
    await play(page, 'a4-a5');
    assert.ok((await y('a1')) > (await y('a9')));
    // Face to face has no such switch.
    await openMenu(PHONE, page);
    await press(PHONE, page.locator('[data-menu="new-game"]'));
    await press(PHONE, panel.getByText('Face to face'));
    assert.equal(await flip.isVisible(), false);
  });
});

// ── saved games ───────────────────────────────────────────────────────────────────────────

for (const [variant, moves] of [
  ['hex', ['e4-e5', 'f7-f6', 'd3-d4']],
  ['sanguo', ['ra4-ra5', 'ga4-ga5']],
  ['timur', ['f3-f4', 'f8-f7']],
]) {
  test(`phone: a ${variant} game between people comes back after a reload`, async () => {
    await withApp(PHONE, `#/${variant}`, async (page) => {
      await gameView(page, variant);
      for (const move of moves) await play(page, move);
      const before = await position(page);
      const list = await page.locator('.move-list').innerText();
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      await gameView(page, variant);
      assert.equal(await position(page), before);
      assert.equal(await page.locator('.move-list').innerText(), list);
    });
  });
}

// ── keyboard only ─────────────────────────────────────────────────────────────────────────

/** Tabs into the board; returns the focused cell's name. */
async function tabIntoBoard(page) {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
    if (name) return name;
  }
  throw new Error('Tab never reached the board');
}

/** Moves the focus to `target` with the arrow keys only (towards it on screen). */
async function arrowTo(page, target) {
  const goal = await cell(page, target).boundingBox();
  for (let i = 0; i < 40; i++) {
    const here = await page.evaluate(() => {
      const node = document.activeElement;
      const r = node.getBoundingClientRect();
      return { name: node.getAttribute('data-cell'), x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    if (here.name === target) return;
    const dx = goal.x + goal.width / 2 - here.x;
    const dy = goal.y + goal.height / 2 - here.y;
    const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
  throw new Error(`the arrow keys never reached ${target}`);
}

async function focused(page) {
  return page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
}

/** Plays `from-to` with arrow keys and Enter only. */
async function keyboardMove(page, move) {
  const [from, to] = move.split('-');
  const before = await position(page);
  await arrowTo(page, from);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await arrowTo(page, to);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (old) => document.querySelector('section[data-variant]')?.dataset.position !== old,
    before,
  );
}

test('desktop: Jungle by keyboard only — arrows, Enter, and what a screen reader hears', async () => {
  await withApp(DEVICES[1], '#/jungle', async (page) => {
    await gameView(page, 'jungle');
    await tabIntoBoard(page);
    await arrowTo(page, 'd5');
    // Arrow keys go to the nearest cell that way (water cells included).
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(page), 'c5');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(page), 'c6');
    await keyboardMove(page, 'a3-a4');
    assert.equal(await page.locator('[data-live]').textContent(), 'Red elephant moved from a3 to a4');
    assert.equal(await cell(page, 'a4').getAttribute('aria-label'), 'a4, red elephant');
    await keyboardMove(page, 'a7-a6');
    assert.equal(await gameRoot(page).getAttribute('data-turn'), 'r');
  });
});

test('desktop: hexagonal chess by keyboard only, over hexagons', async () => {
  await withApp(DEVICES[1], '#/hex', async (page) => {
    await gameView(page, 'hex');
    await tabIntoBoard(page);
    await arrowTo(page, 'f6');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(page), 'f7');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(page), 'f5');
    await keyboardMove(page, 'e4-e5');
    assert.equal(await page.locator('[data-live]').textContent(), 'White pawn moved from e4 to e5');
    assert.equal(await cell(page, 'e5').getAttribute('aria-label'), 'e5, white pawn');
    await keyboardMove(page, 'd9-f8');
    assert.equal(await page.locator('[data-live]').textContent(), 'Black knight moved from d9 to f8');
  });
});

test('desktop: Three Kingdoms by keyboard only, across the three-part board', async () => {
  await withApp(DEVICES[1], '#/sanguo', async (page) => {
    await gameView(page, 'sanguo');
    await tabIntoBoard(page);
    await keyboardMove(page, 'ra4-ra5');
    assert.equal(await gameRoot(page).getAttribute('data-turn'), 'g');
    await keyboardMove(page, 'ga4-ga5');
    assert.equal(await gameRoot(page).getAttribute('data-turn'), 'b');
  });
});

test('desktop: the arrow keys reach every cell of all four boards', async () => {
  for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
    await withApp(DEVICES[1], `#/${variant}`, async (page) => {
      await gameView(page, variant);
      await tabIntoBoard(page);
      // Breadth-first over the arrow keys from the cell the Tab key lands on.
      const report = await page.evaluate(() => {
        const names = [...document.querySelectorAll('[data-cell]')].map((c) => c.dataset.cell);
        const start = document.activeElement.dataset.cell;
        const seen = new Set([start]);
        const queue = [start];
        while (queue.length) {
          const name = queue.shift();
          for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
            const node = document.querySelector(`[data-cell="${name}"]`);
            node.focus();
            node.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
            const next = document.activeElement?.dataset?.cell;
            if (next && !seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        return { total: names.length, missing: names.filter((n) => !seen.has(n)) };
      });
      assert.deepEqual(report.missing, [], `${variant}: cells the arrow keys never reach`);
      assert.ok(report.total >= 63);
    });
  }
});

test('phone: the end of a game is announced to screen readers in every two-player game', async () => {
  const status = (page) => page.locator('.visually-hidden[role="status"]');
  await withApp(PHONE, `#/jungle?position=${encodeURIComponent('7/3L3/7/7/7/7/7/7/r6 r 0 1')}`, async (page) => {
    await gameView(page, 'jungle');
    await play(page, 'd8-d9');
    await waitForRootAttribute(page, 'data-result', 'red wins: den');
    assert.equal(await status(page).textContent(), 'Red wins. An animal entered the enemy den.');
  });
  await withApp(PHONE, '#/hex', async (page) => {
    await gameView(page, 'hex');
    for (const move of ['e1-b4', 'g10-h8', 'i2-i4', 'h8-i6', 'b4-k4']) await play(page, move);
    await waitForRootAttribute(page, 'data-result', 'white wins: checkmate');
    assert.match(await status(page).textContent(), /^White wins\. Checkmate/);
  });
  await withApp(PHONE, '#/timur', async (page) => {
    await gameView(page, 'timur');
    await press(PHONE, page.getByRole('button', { name: 'Resign' }));
    await press(PHONE, page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }));
    await waitForRootAttribute(page, 'data-result', 'black wins: resignation');
    assert.match(await status(page).textContent(), /^Black wins\. White resigned/);
  });
});

// ── language ──────────────────────────────────────────────────────────────────────────────

for (const device of DEVICES) {
  test(`${device.name}: the game menu switches the language; the game stays as it was`, async () => {
    await withApp(device, '#/jungle', async (page) => {
      await gameView(page, 'jungle');
      await play(page, 'e3-d3');
      const before = await position(page);
      assert.equal(await cell(page, 'a3').getAttribute('aria-label'), 'a3, red elephant');
      await openMenu(device, page);
      await press(device, page.locator('.menu').getByRole('menuitemradio', { name: 'Türkçe' }));
      await page.waitForFunction(() => document.documentElement.lang === 'tr');
      await gameView(page, 'jungle');
      assert.equal(await position(page), before);
      assert.equal(await page.getByRole('button', { name: 'Geri al' }).count(), 1);
      assert.equal(await page.getByRole('button', { name: 'Undo' }).count(), 0);
      assert.equal(await cell(page, 'a3').getAttribute('aria-label'), 'a3, kırmızı fil');
      assert.match(await page.locator('.status').innerText(), /Sıra mavide/);
      assert.match(await page.locator('.move-list').innerText(), /e3-d3/);
      // And back, from the Turkish menu.
      await openMenu(device, page);
      await press(device, page.locator('.menu').getByRole('menuitemradio', { name: 'English' }));
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      assert.equal(await cell(page, 'a3').getAttribute('aria-label'), 'a3, red elephant');
    });
  });
}

test('phone: a language switch keeps a finished game finished', async () => {
  await withApp(PHONE, '#/hex', async (page) => {
    await gameView(page, 'hex');
    await play(page, 'e4-e5');
    await press(PHONE, page.getByRole('button', { name: 'Resign' }));
    await press(PHONE, page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }));
    await waitForRootAttribute(page, 'data-result', 'white wins: resignation');
    await press(PHONE, page.getByRole('button', { name: 'Show board' }));
    await openMenu(PHONE, page);
    await press(PHONE, page.locator('.menu').getByRole('menuitemradio', { name: 'Türkçe' }));
    await page.waitForFunction(() => document.documentElement.lang === 'tr');
    await waitForRootAttribute(page, 'data-result', 'white wins: resignation');
    assert.match(await page.locator('.result-box').innerText(), /Beyaz kazandı[\s\S]*Siyah pes etti/);
  });
});

// ── the screen stays on ───────────────────────────────────────────────────────────────────

/** A stand-in for navigator.wakeLock that counts requests and releases. */
function wakeLockStub() {
  window.wake = { requests: 0, releases: 0, hidden: false };
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (window.wake.hidden ? 'hidden' : 'visible'),
  });
  const api = {
    request: async (type) => {
      window.wake.requests += 1;
      const sentinel = new EventTarget();
      sentinel.type = type;
      sentinel.released = false;
      sentinel.release = async () => {
        if (sentinel.released) return;
        sentinel.released = true;
        window.wake.releases += 1;
        sentinel.dispatchEvent(new Event('release'));
      };
      window.wake.sentinel = sentinel;
      return sentinel;
    },
  };
  Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => api });
}

async function wakeCounts(page, requests, releases) {
  await page.waitForFunction(
    ([a, b]) => window.wake.requests === a && window.wake.releases === b,
    [requests, releases],
  );
}

test('phone: a game in progress keeps the screen on; the end of the game lets it dim', async () => {
  const context = await PHONE.makeContext(browser());
  try {
    await context.addInitScript(wakeLockStub);
    const page = await openApp(context, '#/');
    await page.waitForSelector('html[data-ready="true"]');
    // No game on the home screen: no lock.
    assert.equal(await page.evaluate(() => window.wake.requests), 0);
    await press(PHONE, page.locator('a.game-card[data-game="jungle"]'));
    await gameView(page, 'jungle');
    await wakeCounts(page, 1, 0);
    await play(page, 'a3-a4');
    await wakeCounts(page, 1, 0);
    // The page is hidden (the browser drops the lock) and comes back: the lock is asked again.
    await page.evaluate(() => {
      window.wake.hidden = true;
      window.wake.sentinel.release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wakeCounts(page, 1, 1);
    await page.evaluate(() => {
      window.wake.hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wakeCounts(page, 2, 1);
    // The game ends: released.
    await press(PHONE, page.getByRole('button', { name: 'Resign' }));
    await press(PHONE, page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }));
    await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
    await wakeCounts(page, 2, 2);
    // Undo brings the game back, leaving the game screen lets the screen dim.
    await press(PHONE, page.getByRole('button', { name: 'Show board' }));
    await press(PHONE, page.getByRole('button', { name: 'Undo' }));
    await wakeCounts(page, 3, 2);
    await press(PHONE, page.getByRole('button', { name: 'Back to the games' }));
    await page.locator('a.game-card').first().waitFor();
    await wakeCounts(page, 3, 3);
  } finally {
    await context.close();
  }
});

test('phone: without navigator.wakeLock, or when it refuses, games go on', async () => {
  const context = await PHONE.makeContext(browser());
  try {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'wakeLock', {
        configurable: true,
        get: () => ({ request: () => Promise.reject(new DOMException('no', 'NotAllowedError')) }),
      });
    });
    const page = await openApp(context, '#/jungle');
    await gameView(page, 'jungle');
    await play(page, 'a3-a4');
    assert.equal(await gameRoot(page).getAttribute('data-turn'), 'b');
  } finally {
    await context.close();
  }
});

// ── phone first ───────────────────────────────────────────────────────────────────────────

const SCREENS = [
  '#/',
  '#/jungle',
  '#/hex',
  '#/timur',
  '#/sanguo',
  '#/jungle?seating=face',
  '#/hex?seating=face',
  '#/sanguo?seating=face',
  '#/timur?mode=bot&level=easy',
  '#/rules/jungle',
  '#/rules/hex',
  '#/rules/timur',
  '#/rules/sanguo',
];

for (const [name, viewport] of [
  ['360×640', { width: 360, height: 640 }],
  ['640×360', { width: 640, height: 360 }],
  ['1280×800', { width: 1280, height: 800 }],
]) {
  test(`${name}: no screen scrolls sideways, and every button is at least 44 px`, async () => {
    const context = await (viewport.width < 1000 ? phoneContext : desktopContext)(browser(), { viewport });
    try {
      let page = null;
      const check = async (what) => {
        const report = await page.evaluate(() => {
          const small = [];
          for (const node of document.querySelectorAll('button, a[href], input, select')) {
            const r = node.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            if (node.closest('[aria-hidden="true"]') && !node.closest('.result-far')) continue;
            const label = (node.getAttribute('aria-label') || node.textContent || '').trim().slice(0, 24);
            if (node.type === 'checkbox' || node.type === 'radio') {
              // Its label is the target.
              const box = (node.closest('label') ?? node).getBoundingClientRect();
              if (box.height < 44) small.push(`${label} ${Math.round(box.width)}×${Math.round(box.height)}`);
              continue;
            }
            if (r.width < 44 || r.height < 44) small.push(`${label} ${Math.round(r.width)}×${Math.round(r.height)}`);
          }
          return { wide: document.documentElement.scrollWidth > window.innerWidth, small };
        });
        assert.equal(report.wide, false, `${what} scrolls sideways`);
        assert.deepEqual(report.small, [], `${what}: buttons under 44 px`);
      };
      for (const hash of SCREENS) {
        await page?.close();
        page = await openApp(context, hash);
        await page.waitForSelector('html[data-ready="true"]');
        await page.waitForSelector(
          hash === '#/'
            ? 'a.game-card'
            : hash.startsWith('#/rules')
              ? '.rules-figure'
              : 'section[data-variant][data-turn]',
        );
        await check(hash);
        if (hash === '#/jungle' || hash === '#/sanguo') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await check(`${hash} with the menu open`);
          await page.locator('[data-menu="new-game"]').click();
          await page.locator('dialog.setup').waitFor();
          await check(`${hash}: the new-game panel`);
          await page.keyboard.press('Escape');
        }
      }
    } finally {
      await context.close();
    }
  });
}

test("phone: while its engine downloads, a game's page shows the game's title bar and a loading notice, then the game, built in stages", async () => {
  const context = await phoneContext(browser());
  try {
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await context.route(/\/tahta_wasm_bg\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await openApp(context, '#/sanguo?mode=bot', { waitUntil: 'commit' });
    const loading = page.locator('p.loading[role="status"]');
    await loading.waitFor();
    assert.equal(await loading.textContent(), 'Loading…');
    assert.equal(await page.locator('header.bar .bar-game').textContent(), 'Three Kingdoms');
    assert.equal(await page.locator('section[data-variant]').count(), 0, 'no game before its engine');

    release();
    await gameRoot(page).waitFor();
    await page.waitForFunction(() => 'ready' in document.documentElement.dataset);
    assert.equal(await loading.count(), 0, 'the notice is gone');
    assert.equal(await page.locator('header.bar').count(), 1, "one title bar: the game's");
    assert.match(await page.locator('header.bar .bar-title').innerText(), /^Three Kingdoms/);
    // The first screen was built in stages, each recorded for traces and Lighthouse's report.
    const stages = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('tahta: game screen, '))
        .map((m) => m.name.slice(20)),
    );
    assert.deepEqual(stages, [
      'controller',
      'board',
      'parts',
      'menu and bar',
      'cells',
      'first drawing',
      'seating and start',
    ]);
  } finally {
    await context.close();
  }
});
