// Two players face to face on one phone, upright and sideways: either player opens the moves
// (the list, stepping, the review and sharing) in a panel turned towards them; a draw offer is
// answered with one Accept per player, turned to that player, and the board keeps its size while
// the offer stands.
// Run: cargo xtask e2e tests/e2e/face-panel.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEVICES, play, useBrowser, withApp, waitForRootAttribute } from './harness.mjs';

useBrowser();

const PHONES = [
  ['360×640', { width: 360, height: 640 }],
  ['640×360', { width: 640, height: 360 }],
];

/** A phone of `viewport` with the game at `hash` on screen. */
const onPhone = (viewport, hash, body) =>
  withApp(DEVICES[0], hash, body, { viewport, ready: 'section[data-variant][data-turn]' });

/** The rotation of an element or its nearest turned ancestor, in degrees (0 when upright). */
function turnOf(locator) {
  return locator.evaluate((node) => {
    for (let n = node; n && n instanceof Element; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (style.rotate && style.rotate !== 'none') return Math.round(parseFloat(style.rotate));
      if (style.transform && style.transform !== 'none') {
        const [a, b] = style.transform.slice(7, -1).split(',').map(Number);
        return Math.round((Math.atan2(b, a) * 180) / Math.PI);
      }
    }
    return 0;
  });
}

/** Whether the page fits the screen, and each of `selectors`' visible elements lies on it. */
function onScreen(page, selectors) {
  return page.evaluate((list) => {
    const off = [];
    if (document.documentElement.scrollHeight > innerHeight + 0.5)
      off.push(`the page is ${document.documentElement.scrollHeight} px tall`);
    for (const node of document.querySelectorAll(list.join(','))) {
      const r = node.getBoundingClientRect();
      if (!r.width && !r.height) continue;
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        off.push(
          `${node.getAttribute('data-action') ?? node.className} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
      }
    }
    return off;
  }, selectors);
}

for (const [name, viewport] of PHONES) {
  test(`${name}: face to face, each player opens the moves in a panel turned towards them`, async () => {
    await onPhone(viewport, '#/jungle?seating=face', async (page) => {
      await play(page, 'a3-a4');
      await play(page, 'g7-g6');
      const panel = page.locator('.moves-box');
      assert.equal(await panel.isVisible(), false, "no moves on the board's screen until asked for");
      // The near player (Red, below the board) opens it: upright, beside their buttons.
      const nearToggle = page.locator('.controls [data-action="moves-panel"]');
      await nearToggle.tap();
      assert.equal(await nearToggle.getAttribute('aria-expanded'), 'true');
      await panel.waitFor({ state: 'visible' });
      assert.equal(await turnOf(panel), 0);
      assert.equal(await panel.locator('.move-list .ply[data-ply]').count(), 2);
      assert.deepEqual(
        await onScreen(page, ['.moves-box', '.controls > button', '.far-buttons > button', 'svg.board']),
        [],
      );
      // Stepping back shows the earlier position; the review and Share are there.
      await panel.locator('[data-action="view-back"]').tap();
      await waitForRootAttribute(page, 'data-viewing', '1');
      assert.equal(await panel.locator('[data-action="review"]').isVisible(), true);
      await panel.locator('[data-action="export"]').tap();
      const sheet = page.locator('dialog.record-dialog');
      await sheet.waitFor();
      assert.equal(await turnOf(sheet), 0);
      await sheet.getByRole('button', { name: 'Close' }).tap();
      // The far player (Blue) opens it: it moves to their row, turned towards them.
      const farToggle = page.locator('.far-buttons [data-action="moves-panel"]');
      await farToggle.tap();
      assert.equal(await farToggle.getAttribute('aria-expanded'), 'true');
      assert.equal(await nearToggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.locator('.far-buttons .moves-box').count(), 1);
      assert.equal(Math.abs(await turnOf(panel)), 180);
      assert.deepEqual(
        await onScreen(page, ['.moves-box', '.controls > button', '.far-buttons > button', 'svg.board']),
        [],
      );
      await panel.locator('[data-action="export"]').tap();
      await sheet.waitFor();
      assert.equal(Math.abs(await turnOf(sheet)), 180, 'Share faces the far player who asked');
      await sheet.getByRole('button', { name: 'Close' }).tap();
      // Closed, the panel goes and the live game is back.
      await farToggle.tap();
      assert.equal(await panel.isVisible(), false);
      assert.equal(await page.locator('section[data-variant]').getAttribute('data-viewing'), null);
      await play(page, 'a4-a5');
    });
  });

  test(`${name}: face to face, a draw offer has one Accept per player, turned to them, and the board keeps its size`, async () => {
    await onPhone(viewport, '#/jungle?seating=face', async (page) => {
      const board = () => page.locator('svg.board').boundingBox();
      const size = await board();
      /** The Accept buttons a finger can reach: visible, not covered, not inert. */
      const accepts = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('button')]
            .filter((b) => {
              if (
                !/Accept|accepts/.test(`${b.textContent} ${b.getAttribute('aria-label') ?? ''}`) ||
                b.closest('[inert]')
              )
                return false;
              const r = b.getBoundingClientRect();
              if (!r.width) return false;
              const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return b.contains(top);
            })
            .map((b) => b.getAttribute('aria-label') ?? b.textContent),
        );
      // Blue (far) offers: Red answers below the board, upright, with one Accept.
      await page.locator('.far-buttons').getByRole('button', { name: 'Draw?' }).tap();
      const near = page.locator('.near-offer');
      await near.waitFor({ state: 'visible' });
      assert.equal(await turnOf(near), 0);
      assert.deepEqual(await accepts(), ['Red accepts the draw']);
      assert.deepEqual(await board(), size, 'the board keeps its size');
      await near.getByRole('button', { name: 'Decline' }).tap();
      await near.waitFor({ state: 'hidden' });
      // Red offers: Blue answers in their own row, turned towards them.
      await page.locator('.controls').getByRole('button', { name: 'Draw?' }).tap();
      const far = page.locator('.far-offer');
      await far.waitFor({ state: 'visible' });
      assert.equal(Math.abs(await turnOf(far)), 180);
      assert.deepEqual(await accepts(), ['Blue accepts the draw']);
      assert.deepEqual(await board(), size, 'the board keeps its size');
      await far.getByRole('button', { name: 'Blue accepts the draw' }).tap();
      await waitForRootAttribute(page, 'data-result', 'draw: agreement');
    });
  });
}
