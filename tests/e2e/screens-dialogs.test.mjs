// Moving between screens and the app's dialogs on a phone: every screen opens at its top (the
// rules from a scrolled home page, a game started from the new-game panel); the new-game panel
// says when it would set an unfinished game aside and offers to go back to it, lays its actions
// out with Start first and explains Benlik and the banner bearers before anyone taps; no button
// has the browser's raised default look (the online set-up, the room's links, a draw offer, the
// record dialog); an online room's buttons keep their words whole at 360 px.
// Run: cargo xtask e2e tests/e2e/screens-dialogs.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEVICES, play, useBrowser, withApp, gameRoot, browserLookingButtons } from './harness.mjs';

useBrowser();

const SIDEWAYS = { width: 640, height: 360 };

/** Runs `body(page)` on a phone page opened at `hash` (options go to the context). */
const onPhone = (hash, body, options = {}) => withApp(DEVICES[0], hash, body, options);

/** Scrolls the page down as far as it goes; returns how far that is. */
function scrollToBottom(page) {
  return page.evaluate(() => {
    scrollTo(0, document.documentElement.scrollHeight);
    return scrollY;
  });
}

/** Where the page is scrolled and where its top bar is, once the screen has settled. */
async function topOf(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => ({ scrollY, bar: document.querySelector('.bar')?.getBoundingClientRect().top ?? null }));
}

test('360×640: the rules and a game started from the new-game panel open at their top, the header in view', async () => {
  await onPhone('#/', async (page) => {
    await page.waitForSelector('[data-rules-link="sanguo"]');
    assert.ok((await scrollToBottom(page)) > 100, 'the home page scrolls');
    await page.locator('[data-rules-link="sanguo"]').tap();
    await page.waitForSelector('[data-rules="sanguo"]');
    assert.deepEqual(await topOf(page), { scrollY: 0, bar: 0 });
    // Back home, scrolled again, and Three Kingdoms from "Table setup…".
    await page.goBack();
    await page.waitForSelector('[data-setup="sanguo"]');
    assert.ok((await scrollToBottom(page)) > 100);
    await page.locator('[data-setup="sanguo"]').tap();
    await page.locator('dialog [data-action="start"]').tap();
    await page.waitForSelector('section[data-variant="sanguo"][data-turn]');
    assert.deepEqual(await topOf(page), { scrollY: 0, bar: 0 });
  });
});

test('360×640: the new-game panel says it sets an unfinished game aside, and goes back to it', async () => {
  await onPhone('#/jungle?mode=bot&level=easy&side=r&seed=5', async (page) => {
    await page.waitForSelector('section[data-variant][data-turn="r"]');
    await play(page, 'a3-a4');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.move-list .ply[data-ply]').length === 2 &&
        document.querySelector('section[data-variant]').dataset.turn === 'r',
    );
    const live = await gameRoot(page).getAttribute('data-position');
    // From the game: this game is the unfinished one; going back to it is closing the panel.
    await page.getByRole('button', { name: 'New game', exact: true }).tap();
    const note = page.locator('dialog [data-unfinished]');
    await note.waitFor();
    assert.match(await note.innerText(), /This game is not finished \(2 moves\)/);
    await note.getByRole('button', { name: 'Back to this game' }).tap();
    assert.equal(await page.locator('dialog').count(), 0);
    assert.equal(await gameRoot(page).getAttribute('data-position'), live);
    // From the home page: the panel offers to continue it, as the game's card does.
    await page.locator('.bar').getByRole('button', { name: 'Back' }).tap();
    await page.locator('[data-setup="jungle"]').tap();
    await note.waitFor();
    assert.match(await note.innerText(), /unfinished game of Jungle \(2 moves\)/);
    await note.getByRole('button', { name: 'Continue the game · 2 moves' }).tap();
    await page.waitForSelector('section[data-variant="jungle"][data-turn]');
    assert.equal(await gameRoot(page).getAttribute('data-position'), live);
    assert.equal(await page.locator('.move-list .ply[data-ply]').count(), 2);
  });
});

for (const [locale, words] of [
  ['en-US', { benlik: /Benlik plays like Hard and learns/, banners: /Two more pieces per kingdom/ }],
  ['tr-TR', { benlik: /Benlik, Zor gibi oynar/, banners: /Her krallığa iki taş daha/ }],
]) {
  for (const [size, viewport] of [
    ['360×640', { width: 360, height: 640 }],
    ['640×360', SIDEWAYS],
  ]) {
    test(`${size} (${locale}): the new-game panel puts Start first across the sheet and explains Benlik and the banner bearers`, async () => {
      await onPhone(
        '#/',
        async (page) => {
          for (const variant of ['jungle', 'sanguo']) {
            await page.locator(`[data-setup="${variant}"]`).tap();
            const dialog = page.locator('dialog.setup');
            await dialog.waitFor();
            const layout = await dialog.evaluate((node) => {
              const actions = node.querySelector('.sheet-actions');
              const box = (el) => el.getBoundingClientRect().toJSON();
              return {
                row: box(actions),
                start: box(actions.querySelector('[data-action="start"]')),
                others: [...actions.querySelectorAll('button:not([data-action="start"])')].map(box),
              };
            });
            // Start first, across the row; the other actions beneath it, each row filled (none
            // left alone at half the width), no words wrapped.
            assert.ok(
              layout.start.width >= layout.row.width - 40,
              `Start is ${layout.start.width} px of ${layout.row.width}`,
            );
            assert.equal(layout.others.length, 2);
            for (const other of layout.others) assert.ok(other.top >= layout.start.bottom - 1, 'Start comes first');
            const rows = new Map();
            for (const b of layout.others) rows.set(Math.round(b.top), [...(rows.get(Math.round(b.top)) ?? []), b]);
            for (const row of rows.values()) {
              const span = Math.max(...row.map((b) => b.right)) - Math.min(...row.map((b) => b.left));
              assert.ok(span >= layout.start.width - 2, `a row of actions spans ${span} px of ${layout.start.width}`);
            }
            for (const other of layout.others) assert.ok(other.height < 60, `an action wraps: ${other.height} px`);
            // The levels on one row.
            if (variant === 'jungle') {
              const tops = await dialog
                .locator('[data-choice="level"] .choice-option')
                .evaluateAll((options) => options.map((o) => Math.round(o.getBoundingClientRect().top)));
              assert.equal(new Set(tops).size, 1, `the levels take ${new Set(tops).size} rows`);
            }
            // Benlik explained with no tap, in the level's part (Normal is chosen).
            const benlik = dialog.locator('[data-note="benlik"]');
            assert.equal(await benlik.isVisible(), true);
            assert.match(await benlik.innerText(), words.benlik);
            if (variant === 'sanguo') {
              const banners = dialog.locator('[data-note="banners"]');
              assert.equal(await banners.isVisible(), true);
              assert.match(await banners.innerText(), words.banners);
            }
            await dialog.locator('[data-action="cancel"]').tap();
          }
        },
        { locale, viewport },
      );
    });
  }
}

test("360×640: no button looks like the browser's default: online set-up, room links, draw offer, record dialog", async () => {
  await onPhone('#/hex?mode=online', async (page) => {
    const create = page.getByRole('button', { name: 'Create the room' });
    await create.waitFor();
    assert.deepEqual(await browserLookingButtons(page), []);
    await create.tap();
    await page.locator('[data-invite]').first().waitFor();
    assert.ok((await page.locator('[data-copy]').count()) > 0);
    assert.deepEqual(await browserLookingButtons(page), []);
    // The room's own buttons keep their words whole at 360 px ("Offer a draw" among them).
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.controls .control-text')]
        .filter(
          (s) =>
            s.getClientRects().length &&
            (s.scrollWidth > s.clientWidth + 1 ||
              s.closest('button').scrollWidth > s.closest('button').clientWidth + 1),
        )
        .map((s) => s.textContent),
    );
    assert.deepEqual(cut, []);
  });
  await onPhone('#/jungle', async (page) => {
    await page.waitForSelector('section[data-variant][data-turn]');
    await page.locator('.controls').getByRole('button', { name: 'Draw?' }).tap();
    await page.getByRole('button', { name: 'Decline' }).waitFor();
    assert.deepEqual(await browserLookingButtons(page), []);
    await page.getByRole('button', { name: 'Decline' }).tap();
    await page.locator('[data-action="export"]').tap();
    await page.locator('textarea[data-record]').waitFor();
    assert.deepEqual(await browserLookingButtons(page), []);
  });
});
