// Pictures on a phone: a rules picture's enlarge button covers none of its dots, and enlarged the
// picture shows the whole board as large as the screen allows; Timur's piece help keeps the tails
// of its file letters; Timur's board on a 360 px phone has readable file letters, and its
// enlarged board takes the screen's height, showing most of the board at once.
// Run: cargo xtask e2e tests/e2e/pictures.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEVICES, useBrowser, withApp } from './harness.mjs';

useBrowser();

const PHONES = [
  ['360×640', { width: 360, height: 640 }],
  ['640×360', { width: 640, height: 360 }],
];

/** A phone of `viewport` at `hash` (options go to the context). */
const onPhone = (viewport, hash, body, options = {}) => withApp(DEVICES[0], hash, body, { viewport, ...options });

for (const [name, viewport] of PHONES) {
  for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
    test(`${name}: ${variant}'s rules pictures — the enlarge button covers no dot; enlarged, the whole board fills the screen`, async () => {
      await onPhone(viewport, `#/rules/${variant}`, async (page) => {
        const figures = page.locator('figure.rules-figure');
        await figures.first().waitFor();
        const count = await figures.count();
        // No button over any part of a picture.
        const covered = await figures.evaluateAll((list) =>
          list.flatMap((figure) => {
            const button = figure.querySelector('button').getBoundingClientRect();
            const svg = figure.querySelector('svg.rules-board');
            const parts = [svg, ...svg.querySelectorAll('.rules-dot, .rules-cross')];
            return parts
              .map((node) => node.getBoundingClientRect())
              .filter(
                (r) =>
                  r.left < button.right - 0.5 &&
                  button.left < r.right - 0.5 &&
                  r.top < button.bottom - 0.5 &&
                  button.top < r.bottom - 0.5,
              )
              .map(() => figure.dataset.helpPiece);
          }),
        );
        assert.deepEqual(covered, []);
        // Three Kingdoms' pictures all (the horse's eight dots among them); else the first and last.
        const which = variant === 'sanguo' ? [...Array(count).keys()] : [0, count - 1];
        for (const index of which) {
          const figure = figures.nth(index);
          const small = await figure.locator('svg.rules-board').boundingBox();
          await figure.getByRole('button', { name: 'Enlarge the picture' }).tap();
          const dialog = page.locator('dialog.rules-large');
          await dialog.waitFor();
          const seen = await dialog.evaluate((node) => {
            const svg = node.querySelector('svg.rules-board');
            const box = svg.getBoundingClientRect();
            const head = node.querySelector('.sheet-head').getBoundingClientRect();
            const dots = [...svg.querySelectorAll('.rules-dot, .rules-cross, .rules-origin > *')].map((d) =>
              d.getBoundingClientRect(),
            );
            const outside = dots.filter(
              (d) => d.left < -0.5 || d.top < -0.5 || d.right > innerWidth + 0.5 || d.bottom > innerHeight + 0.5,
            ).length;
            return {
              box: box.toJSON(),
              room: { width: innerWidth, height: innerHeight - head.bottom },
              dots: dots.length,
              outside,
            };
          });
          const { box, room } = seen;
          assert.ok(seen.dots > 0);
          assert.equal(seen.outside, 0, `${seen.outside} of ${seen.dots} marks are off the screen`);
          assert.ok(
            box.left >= -0.5 && box.top >= -0.5 && box.right <= room.width + 0.5 && box.bottom <= viewport.height + 0.5,
            `the picture is at ${JSON.stringify(box)}`,
          );
          // As large as the screen allows: its width or its height all but fills the room.
          assert.ok(
            box.width >= room.width * 0.9 || box.height >= room.height * 0.85,
            `the picture is ${box.width}×${box.height} in ${room.width}×${room.height}`,
          );
          assert.ok(box.width >= small.width - 1, `the picture is ${box.width} px wide, ${small.width} on the page`);
          await dialog.getByRole('button', { name: 'Close' }).tap();
          await dialog.waitFor({ state: 'detached' });
        }
      });
    });
  }
}

for (const [name, viewport] of PHONES) {
  test(`${name}: Timur's piece help shows the file letters whole, tails of g and j included`, async () => {
    await onPhone(viewport, '#/timur', async (page) => {
      await page.getByRole('button', { name: 'How the pieces move' }).tap();
      const svg = page.locator('svg.timur-help-board');
      await svg.waitFor();
      const cut = await svg.evaluate((board) => {
        const vb = board.viewBox.baseVal;
        return [...board.querySelectorAll('text')]
          .map((text) => ({ text: text.textContent, box: text.getBBox() }))
          .filter(
            ({ box }) =>
              box.y < vb.y ||
              box.y + box.height > vb.y + vb.height ||
              box.x < vb.x ||
              box.x + box.width > vb.x + vb.width,
          )
          .map(
            ({ text, box }) =>
              `${text} at ${box.x.toFixed(1)}–${(box.x + box.width).toFixed(1)}, ${box.y.toFixed(1)}–${(box.y + box.height).toFixed(1)} in ${vb.x}–${vb.x + vb.width}, ${vb.y}–${vb.y + vb.height}`,
          );
      });
      assert.deepEqual(cut, []);
    });
  });
}

test("360×640: Timur's board has file letters of 10 px, and its enlarged board uses the screen's height", async () => {
  await onPhone({ width: 360, height: 640 }, '#/timur', async (page) => {
    await page.waitForSelector('section[data-variant][data-turn]');
    const letters = await page.locator('svg.board').evaluate((board) => {
      const scale = board.getScreenCTM().a;
      return Math.min(
        ...[...board.querySelectorAll('.coord-file, .timur-rank')]
          .filter((t) => getComputedStyle(t).display !== 'none')
          .map((t) => parseFloat(getComputedStyle(t).fontSize) * scale),
      );
    });
    assert.ok(letters >= 10, `the board's letters are ${letters.toFixed(1)} px`);
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await page.getByRole('menuitemcheckbox', { name: 'Enlarged board' }).tap();
    await page.waitForSelector('.board-zoom.enlarged');
    const seen = await page.evaluate(() => {
      const frame = document.querySelector('.board-zoom').getBoundingClientRect();
      const cell = document.querySelector('svg.board [data-cell="f5"]').getBoundingClientRect();
      const controls = document.querySelector('.controls').getBoundingClientRect();
      return {
        frame: frame.toJSON(),
        cell: cell.width,
        controls: controls.toJSON(),
        tall: document.documentElement.scrollHeight,
      };
    });
    const { frame, cell, controls } = seen;
    assert.ok(cell >= 50, `an enlarged square is ${cell.toFixed(1)} px`);
    // Much of the board at once: six of the eleven files, eight of the ten ranks (the board's
    // own height left five by four).
    assert.ok(frame.width / cell >= 6, `${(frame.width / cell).toFixed(1)} files in view`);
    assert.ok(frame.height / cell >= 8, `${(frame.height / cell).toFixed(1)} ranks in view`);
    // The screen's height, the buttons still on it below.
    assert.ok(
      controls.bottom <= 640.5 && controls.top >= frame.bottom - 0.5,
      `the buttons are at ${controls.top}–${controls.bottom}`,
    );
    assert.ok(640 - controls.bottom < 60, `${640 - controls.bottom} px left empty under the buttons`);
  });
});
