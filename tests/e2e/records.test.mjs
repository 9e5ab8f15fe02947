// Game records end to end: the `?game=` link opens each game at the record's last position,
// stepping back and forth leaves a bot game undisturbed, the Share dialog shows the record and
// refuses a malformed one without changing the game, the engine's review marks a hanging queen
// as a blunder, a finished game is still on screen after a reload, and finished games are kept as past games.
// Run: cargo xtask e2e tests/e2e/records.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameRoot, DEVICES, useBrowser, withApp, press, waitForRootAttribute, position, play } from './harness.mjs';
import { loadEngine } from '../wasm/load.mjs';

useBrowser();

const [PHONE, DESKTOP] = DEVICES;
const wasm = await loadEngine();

/** A record of `moves` (or of `plies` first legal moves) and the position it ends in. */
function recordOf(variant, { start = '', moves = null, plies = 10, tags = [] } = {}) {
  const game = new wasm.Game(variant, start);
  const played = [];
  for (let i = 0; moves ? i < moves.length : i < plies; i++) {
    const move = moves ? moves[i] : game.state().moves[0]?.notation;
    if (!move) break;
    game.play(move);
    played.push(move);
  }
  const end = game.position();
  game.free();
  const startTags = start ? [['Start', start]] : [];
  return { text: wasm.writeRecord(variant, [...tags, ...startTags], played), position: end, moves: played };
}

// White's queen goes where Black's queen takes it, unprotected: a blunder at once.
const HEX_BLUNDER = ['e1-b4', 'e10-b4'];
const HEX_BLUNDER_PLY = 1;

const link = (variant, text, extra = '') => `#/${variant}?game=${encodeURIComponent(text)}${extra}`;

async function gameView(page) {
  await page.waitForSelector('section[data-variant][data-turn]');
  return gameRoot(page);
}

// White's King on d10, attacked by the rook on a10, may swap with the knight on h4.
const TIMUR_SWAP = 'r2K7/11/11/11/11/F3PR6/7N3/11/11/10k w -,- Ss 00 0 1';
// Wu to move; the three moves defeat Wu (Shu takes over), then Wei moves.
const SANGUO_ENDGAME = '9/9/9/9/3rK5|3rR5/2gS6/3bS5/9/3gK5|9/bS8/8rR/gR8/4bK4 g rgb 0 40';

test("a ?game= link opens each game at the record's last position", async () => {
  const cases = [
    ['jungle', recordOf('jungle', { plies: 9 })],
    ['hex', recordOf('hex', { plies: 8 })],
    ['timur', recordOf('timur', { start: TIMUR_SWAP, moves: ['d10<>h4'] })],
    ['timur', recordOf('timur', { plies: 7 })],
    ['sanguo', recordOf('sanguo', { start: SANGUO_ENDGAME, moves: ['gc4-gc5', 'gd3-gc3', 'gd5-gd1', 'ba4-ba5'] })],
    ['sanguo', recordOf('sanguo', { plies: 9 })],
  ];
  for (const [variant, record] of cases) {
    await withApp(PHONE, link(variant, record.text), async (page) => {
      const root = await gameView(page);
      assert.equal(await root.getAttribute('data-variant'), variant);
      assert.equal(await position(page), record.position, `${variant}: ${record.text}`);
      assert.equal(await page.locator('.move-list .ply[data-ply]').count(), record.moves.length);
      assert.equal(await page.locator('[data-notice]').count(), 0);
    });
  }
});

test('stepping through a bot game leaves the bot playing and the live position as it is', async () => {
  for (const device of DEVICES) {
    await withApp(device, '#/jungle?mode=bot&level=hard&side=r&seed=3', async (page) => {
      const root = await gameView(page);
      await play(page, 'a3-a4');
      // Back to the start while the computer thinks (or just after).
      // (Should the computer already have answered, one more step reaches the start.)
      await press(device, page.locator('[data-action="view-back"]'));
      if ((await root.getAttribute('data-viewing')) !== '0')
        await press(device, page.locator('[data-action="view-back"]'));
      assert.equal(await root.getAttribute('data-viewing'), '0');
      assert.match(await page.locator('[data-viewing-label]').textContent(), /start/);
      // The computer's move still comes, and the view stays where it was. Counted in the move
      // list, not as a change from the position read after our move: the reply may already
      // have come by that read, and the wait would then never end.
      await page.waitForFunction(() => {
        const r = document.querySelector('section[data-variant]');
        return (
          document.querySelectorAll('.move-list [data-ply]').length === 2 &&
          r.dataset.turn === 'r' &&
          !('thinking' in r.dataset)
        );
      });
      assert.equal(await root.getAttribute('data-viewing'), '0');
      assert.equal(
        await page
          .locator('[data-cell="a3"]')
          .getAttribute('aria-label')
          .then((l) => /elephant/i.test(l)),
        true,
        'the board shows the start: the elephant on a3',
      );
      const live = await position(page);
      // No move while looking back: a tap selects nothing.
      await press(device, page.locator('[data-cell="g3"]'));
      assert.equal(await page.locator('[aria-pressed="true"][data-cell]').count(), 0);
      // Forward with ▶ and the arrow key, then back to the game.
      await press(device, page.locator('[data-action="view-forward"]'));
      assert.equal(await root.getAttribute('data-viewing'), '1');
      assert.match(await page.locator('[data-viewing-label]').textContent(), /1 of 2/);
      if (!device.touch) {
        await page.locator('[data-action="view-forward"]').focus();
        await page.keyboard.press('ArrowLeft');
        assert.equal(await root.getAttribute('data-viewing'), '0');
        await page.keyboard.press('ArrowRight');
        assert.equal(await root.getAttribute('data-viewing'), '1');
      }
      // A move in the list shows the position after it.
      await press(device, page.locator('.move-list .ply[data-ply="2"]'));
      assert.equal(await root.getAttribute('data-viewing'), null, 'the last move is the live game');
      await press(device, page.locator('.move-list .ply[data-ply="1"]'));
      assert.equal(await root.getAttribute('data-viewing'), '1');
      await press(device, page.locator('[data-action="live"]'));
      assert.equal(await root.getAttribute('data-viewing'), null);
      assert.equal(await position(page), live);
      await play(page, 'g3-g4');
    });
  }
});

test('the Share dialog shows the record; a malformed one is refused and changes nothing', async () => {
  await withApp(PHONE, '#/jungle', async (page) => {
    await gameView(page);
    await play(page, 'a3-a4');
    await play(page, 'g7-g6');
    const before = await position(page);
    await press(PHONE, page.locator('[data-action="export"]'));
    const field = page.locator('textarea[data-record]');
    await field.waitFor();
    const text = await field.inputValue();
    assert.match(text, /^\[Game "jungle"\]\n\[Date "\d{4}-\d\d-\d\d"\]\n\n1\. a3-a4 g7-g6\n$/);
    // The record's own text reads back in the engine.
    assert.equal(wasm.parseRecord(text).moves.length, 2);
    await field.fill('[Game "jungle"]\n\n1. a3-a4 a3-a5\n');
    await press(PHONE, page.locator('dialog [data-action="import"]'));
    assert.match(await page.locator('.record-status').textContent(), /move 2 \(1\. a3-a5\)/);
    await page.locator('dialog [aria-label="Close"]').first().click();
    assert.equal(await position(page), before);
    // A good record pasted opens its game.
    const other = recordOf('jungle', { plies: 3 });
    await press(PHONE, page.locator('[data-action="export"]'));
    await page.locator('textarea[data-record]').fill(other.text);
    await press(PHONE, page.locator('dialog [data-action="import"]'));
    await waitForRootAttribute(page, 'data-position', other.position);
    // A record of another game, whose engine (a module of its own) this page has not loaded
    // yet, is read once that engine is loaded, and opens that game.
    const hex = recordOf('hex', { plies: 2 });
    await press(PHONE, page.locator('[data-action="export"]'));
    await page.locator('textarea[data-record]').fill(hex.text);
    await press(PHONE, page.locator('dialog [data-action="import"]'));
    await waitForRootAttribute(page, 'data-position', hex.position);
    assert.equal(await gameRoot(page).getAttribute('data-variant'), 'hex');
  });
});

test('the review marks a hanging queen as a blunder and shows the better move', async () => {
  const record = recordOf('hex', { moves: HEX_BLUNDER });
  await withApp(DESKTOP, link('hex', record.text, '&review=1'), async (page) => {
    await gameView(page);
    await page.waitForSelector('[data-review="done"]', { timeout: 120000 });
    const blunder = page.locator(`.review-item[data-mark="blunder"][data-ply="${HEX_BLUNDER_PLY}"]`);
    assert.equal(await blunder.count(), 1, await page.locator('.review').innerText());
    assert.match(await blunder.textContent(), /blunder · better /);
    assert.match(
      await page.locator(`.move-list .ply[data-ply="${HEX_BLUNDER_PLY}"]`).getAttribute('aria-label'),
      /blunder/,
    );
    assert.equal(await page.locator('.review-chart polyline').count(), 1);
    assert.match(await page.locator('.review-summary').innerText(), /White: blunders 1, mistakes 0/);
    await blunder.locator('button').click();
    assert.equal(await gameRoot(page).getAttribute('data-viewing'), String(HEX_BLUNDER_PLY - 1));
    assert.equal(await page.locator('.board-arrow').count(), 1);
  });
});

test('Three Kingdoms: the review draws one curve per kingdom', async () => {
  const record = recordOf('sanguo', { plies: 4 });
  await withApp(DESKTOP, link('sanguo', record.text, '&review=1'), async (page) => {
    await gameView(page);
    await page.waitForSelector('[data-review="done"]', { timeout: 120000 });
    assert.equal(await page.locator('.review-chart polyline').count(), 3);
    assert.equal(await page.locator('.review-summary li').count(), 3);
  });
});

test('a finished game is still on screen after a reload; it survives as a past game and reopens in review', async () => {
  await withApp(PHONE, '#/jungle', async (page) => {
    await gameView(page);
    await play(page, 'a3-a4');
    await press(PHONE, page.getByRole('button', { name: 'Resign' }));
    await press(PHONE, page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }));
    await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
    const final = await (await gameView(page)).getAttribute('data-position');
    // Reloaded, the page shows the game as it ended: its result, its final position, its moves.
    await page.reload();
    const root = await gameView(page);
    assert.equal(await root.getAttribute('data-result'), 'red wins: resignation');
    assert.equal(await root.getAttribute('data-position'), final);
    await page.reload();
    assert.equal(await (await gameView(page)).getAttribute('data-result'), 'red wins: resignation');
    await press(PHONE, page.locator('.menu-button'));
    await press(PHONE, page.locator('[data-menu="past-games"]'));
    const entry = page.locator('.past-games li');
    assert.equal(await entry.count(), 1);
    assert.match(await entry.innerText(), /^Jungle · .*\nRed won · resignation\nPeople on this device/);
    await press(PHONE, entry.locator('[data-action="open-past"]'));
    await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
    await page.waitForSelector('[data-review="done"]', { timeout: 60000 });
    // Cleared from the menu.
    await press(PHONE, page.locator('.menu-button'));
    await press(PHONE, page.locator('[data-menu="clear-past"]'));
    await press(PHONE, page.locator('.menu-button'));
    await press(PHONE, page.locator('[data-menu="past-games"]'));
    assert.equal(await page.locator('.past-games li').count(), 0);
    await page.keyboard.press('Escape');
    // A new game replaces it: a reload then shows the new board.
    await page.goto(new URL('#/jungle', page.url()).href);
    await page.reload();
    const fresh = await gameView(page);
    assert.equal(await fresh.getAttribute('data-result'), null);
    assert.equal(await fresh.getAttribute('data-turn'), 'r');
  });
});
