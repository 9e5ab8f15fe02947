// Gliński's hexagonal chess in the browser, end to end: two people on one device, on a phone
// (360×640, touch) and on a desktop (mouse). Positions and move sequences were checked with the
// CLI (`tahta status hex --position "…" --moves …`); the page asks the engine for everything.
// Run: cargo xtask e2e tests/e2e/hex.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  tapCell,
  cell,
  gameRoot,
  DEVICES,
  useBrowser,
  withApp,
  press,
  waitForRootAttribute,
  position,
} from './harness.mjs';

useBrowser();

const START = 'b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1';

// A fool's mate: Black's king walks out and White's queen mates it on i6 from k4
// (`tahta status hex --moves …` prints `white wins: checkmate`).
const FOOLS_MATE = ['e1-b4', 'g10-h8', 'i2-i4', 'h8-i6', 'b4-k4'];

// White Ka1, Pe9; Black Kl6, Rd9, Nf10. e9-e10 promotes (four choices).
const PROMOTION = '1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1';
// Black has just played f7-f5 (en passant cell f6); White's e5 pawn may take it on f6.
const EN_PASSANT = 'k/3/5/7/9/11/4PpP4/11/11/11/K10 w f6 0 1';
// White Kc5 Nb6; Black Ka6 Pb7. c5-c6 leaves Black without a move, not in check.
const STALEMATE_IN_ONE = '1/3/5/7/p8/kN9/2K8/11/11/11/11 w - 0 1';
// Black's rook on a5 checks White's king on a1.
const IN_CHECK = 'k/3/5/7/9/11/r2R7/2N8/2B8/11/K10 w - 0 1';
// a1xa2 leaves only the two kings.
const BARE_KINGS = '1/3/5/7/9/10k/11/11/11/n10/K10 w - 0 1';
// The quiet-move clock stands at 99 plies: one more king move ends the game.
const CLOCK_99 = '1/3/5/7/9/10k/11/4P6/11/11/K10 w - 99 80';
// Knights out and back twice: the start position occurs for the third time.
const THREEFOLD = ['d1-c3', 'd9-c6', 'c3-d1', 'c6-d9', 'd1-c3', 'd9-c6', 'c3-d1', 'c6-d9'];

function link(position, extra = '') {
  return `#/hex?position=${encodeURIComponent(position)}${extra}`;
}

async function gameView(page) {
  await page.waitForSelector('section[data-variant="hex"][data-turn]');
  return gameRoot(page);
}

function announcement(page) {
  return page.locator('[aria-live="polite"]');
}

/** Selects the piece on `from` by a tap, checks `to` is marked, taps it. Returns the position before. */
async function tapMove(page, from, to) {
  const before = await position(page);
  await tapCell(page, from);
  await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  assert.equal(
    await cell(page, to).evaluate((node) => node.classList.contains('dest')),
    true,
    `${to} is marked as a destination of ${from}`,
  );
  await tapCell(page, to);
  return before;
}

/** Plays `from-to` by taps and waits until the engine has taken it. */
async function play(page, move) {
  const [from, to] = move.split('-');
  const before = await tapMove(page, from, to);
  await page.waitForFunction(
    (previous) => document.querySelector('section[data-variant]')?.getAttribute('data-position') !== previous,
    before,
  );
}

for (const device of DEVICES) {
  test(`${device.name}: a fool's mate by taps ends in checkmate`, async () => {
    await withApp(device, '#/hex', async (page) => {
      const root = await gameView(page);
      assert.equal(await position(page), START);
      assert.equal(await root.getAttribute('data-turn'), 'w');
      assert.equal(await page.locator('[data-cell]').count(), 91);
      assert.equal(await cell(page, 'f5').getAttribute('aria-label'), 'f5, white pawn');
      assert.equal(await cell(page, 'h1').getAttribute('aria-label'), 'h1, white knight');
      assert.equal(await cell(page, 'g10').getAttribute('aria-label'), 'g10, black king');
      assert.equal(await cell(page, 'e10').getAttribute('aria-label'), 'e10, black queen');
      assert.equal(await cell(page, 'f6').getAttribute('aria-label'), 'f6');
      // Three shades, 30 + 31 + 30 cells, every piece drawn as a figurine.
      const shades = await page.evaluate(() =>
        [0, 1, 2].map((s) => document.querySelectorAll(`[data-cell].zone-shade-${s}`).length),
      );
      assert.deepEqual(shades.slice().sort(), [30, 30, 31]);
      assert.equal(await page.locator('.layer-pieces .piece.figurine').count(), 36);
      // File letters (no j) and rank numbers 1-11 along the edges.
      const coords = await page.locator('.layer-coords text').allTextContents();
      for (const label of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l', '1', '6', '7', '11']) {
        assert.ok(coords.includes(label), `label ${label}`);
      }
      assert.ok(!coords.includes('j'));

      // A white pawn has two steps from its start cell; taps on the far side do nothing.
      await tapCell(page, 'e4');
      await page.waitForSelector('[data-cell="e4"][aria-pressed="true"]');
      assert.deepEqual(
        (await page.locator('[data-cell].dest').evaluateAll((cells) => cells.map((c) => c.dataset.cell))).sort(),
        ['e5', 'e6'],
      );
      await tapCell(page, 'e7');
      assert.equal(await page.locator('[aria-pressed="true"]').count(), 0);
      assert.equal(await position(page), START);

      for (const [i, move] of FOOLS_MATE.entries()) {
        await play(page, move);
        if (i < FOOLS_MATE.length - 1) {
          assert.equal(await root.getAttribute('data-turn'), i % 2 === 0 ? 'b' : 'w', `after ${move}`);
        }
      }
      await waitForRootAttribute(page, 'data-result', 'white wins: checkmate');
      assert.equal(await announcement(page).textContent(), 'White queen moved from b4 to k4');
      assert.equal(await cell(page, 'k4').getAttribute('aria-label'), 'k4, white queen');
      const box = page.locator('.result-box');
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.locator('h2').textContent(), 'White wins');
      assert.match(await box.innerText(), /Checkmate\./);
      // The mated king glows; the last move is highlighted.
      assert.equal(await cell(page, 'i6').evaluate((node) => node.classList.contains('in-check')), true);
      assert.equal(await page.locator('.mark-check').count(), 1);
      assert.deepEqual(
        (await page.locator('[data-cell].last').evaluateAll((cells) => cells.map((c) => c.dataset.cell))).sort(),
        ['b4', 'k4'],
      );
      assert.equal(await page.locator('.move-list .ply.current').textContent(), 'b4-k4');
    });
  });

  test(`${device.name}: promotion asks in a panel with pictures; cancelling changes nothing`, async () => {
    await withApp(device, link(PROMOTION), async (page) => {
      const root = await gameView(page);
      assert.equal(await position(page), PROMOTION);
      const panel = page.locator('.chooser.promotion');

      await tapMove(page, 'e9', 'e10');
      await panel.waitFor({ state: 'visible' });
      assert.equal(await panel.getAttribute('role'), 'dialog');
      const options = panel.locator('button.promotion-option');
      assert.deepEqual(await options.allInnerTexts(), ['Queen', 'Rook', 'Bishop', 'Knight']);
      assert.equal(await panel.locator('svg.promotion-piece .piece.figurine').count(), 4);
      await press(device, panel.getByRole('button', { name: 'Cancel' }));
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await position(page), PROMOTION);
      assert.equal(await root.getAttribute('data-turn'), 'w');
      assert.equal(await cell(page, 'e9').getAttribute('aria-label'), 'e9, white pawn');
      assert.equal(await cell(page, 'e10').getAttribute('aria-label'), 'e10');
      assert.equal(await page.locator('[aria-pressed="true"]').count(), 0);
      assert.equal(await announcement(page).textContent(), '');

      await tapMove(page, 'e9', 'e10');
      await panel.waitFor({ state: 'visible' });
      await press(device, panel.getByRole('button', { name: 'Knight', exact: true }));
      await waitForRootAttribute(page, 'data-turn', 'b');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await cell(page, 'e10').getAttribute('aria-label'), 'e10, white knight');
      assert.equal(await cell(page, 'e9').getAttribute('aria-label'), 'e9');
      assert.equal(await page.locator('.layer-pieces .piece[data-piece="N"]').count(), 1);
      assert.equal(
        await announcement(page).textContent(),
        'White pawn moved from e9 to e10 and was promoted to a knight',
      );
      assert.equal(await page.locator('.move-list .ply.current').textContent(), 'e9-e10=N');
    });
  });

  test(`${device.name}: en passant takes the pawn that passed`, async () => {
    await withApp(device, link(EN_PASSANT), async (page) => {
      const root = await gameView(page);
      assert.equal(await cell(page, 'f5').getAttribute('aria-label'), 'f5, black pawn');
      await play(page, 'e5-f6');
      assert.equal(await root.getAttribute('data-turn'), 'b');
      assert.equal(await cell(page, 'f6').getAttribute('aria-label'), 'f6, white pawn');
      assert.equal(await cell(page, 'f5').getAttribute('aria-label'), 'f5');
      assert.equal(await cell(page, 'e5').getAttribute('aria-label'), 'e5');
      assert.equal(await page.locator('.layer-pieces .piece[data-piece="p"]').count(), 0);
      assert.equal(
        await announcement(page).textContent(),
        'White pawn moved from e5 to f6 and captured the black pawn',
      );
    });
  });

  test(`${device.name}: stalemate scores 3/4 to 1/4 and says who stalemated whom`, async () => {
    await withApp(device, link(STALEMATE_IN_ONE), async (page) => {
      await gameView(page);
      await play(page, 'c5-c6');
      await waitForRootAttribute(page, 'data-result', 'stalemate: white 3/4 black 1/4');
      const box = page.locator('.result-box');
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.locator('h2').textContent(), 'Stalemate');
      assert.equal(await box.locator('.result-detail').textContent(), 'White 3/4, Black 1/4 — White stalemated Black');
      assert.equal(await announcement(page).textContent(), 'White king moved from c5 to c6');
      assert.equal(await page.locator('.mark-check').count(), 0);
    });
  });

  test(`${device.name}: the king in check glows until the check is answered`, async () => {
    await withApp(device, link(IN_CHECK), async (page) => {
      await gameView(page);
      assert.equal(await cell(page, 'a1').evaluate((node) => node.classList.contains('in-check')), true);
      assert.equal(await page.locator('.mark-check').count(), 1);
      assert.equal(await page.locator('.status').innerText(), 'White to move · check!');
      // Only moves that answer the check are offered: the knight may take the rook.
      await tapCell(page, 'c4');
      await page.waitForSelector('[data-cell="c4"][aria-pressed="true"]');
      assert.deepEqual(
        await page.locator('[data-cell].dest').evaluateAll((cells) => cells.map((c) => c.dataset.cell)),
        ['a5'],
      );
      await tapCell(page, 'a5');
      await waitForRootAttribute(page, 'data-turn', 'b');
      assert.equal(
        await announcement(page).textContent(),
        'White knight moved from c4 to a5 and captured the black rook',
      );
      assert.equal(await page.locator('[data-cell].in-check').count(), 0);
      assert.equal(await page.locator('.mark-check').count(), 0);
      assert.equal(await page.locator('.status').innerText(), 'Black to move');
    });
  });

  test(`${device.name}: each player has a draw button; both pressed, the game is drawn`, async () => {
    await withApp(device, '#/hex', async (page) => {
      const root = await gameView(page);
      const draw = page.getByRole('button', { name: 'Draw?' });
      // White offers, and the offer stands through White's own move.
      await press(device, draw);
      assert.equal(await draw.getAttribute('aria-pressed'), 'true');
      assert.match(await page.locator('.offer').innerText(), /White offers a draw/);
      await play(page, 'f5-f6');
      assert.match(await page.locator('.offer').innerText(), /White offers a draw/);
      // Black, to move, presses the same kind of button: both have pressed.
      assert.equal(await draw.getAttribute('aria-pressed'), 'false');
      await press(device, draw);
      await waitForRootAttribute(page, 'data-result', 'draw: agreement');
      assert.equal(await page.locator('.result-box h2').textContent(), 'Draw');
      assert.match(await page.locator('.result-box').innerText(), /Agreed by both players/);

      // Undo takes back the last move with the agreement made after it; an offer lapses when
      // the other side plays on.
      await press(device, page.getByRole('button', { name: 'Show board' }));
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-result', null);
      assert.equal(await root.getAttribute('data-turn'), 'w');
      assert.equal(await page.locator('.offer').isVisible(), false);
      await press(device, draw);
      assert.match(await page.locator('.offer').innerText(), /White offers a draw/);
      await play(page, 'f5-f6');
      await play(page, 'g7-g6');
      assert.equal(await page.locator('.offer').isVisible(), false);
      assert.equal(await draw.getAttribute('aria-pressed'), 'false');
      assert.equal(await root.getAttribute('data-result'), null);
    });
  });

  test(`${device.name}: face to face, the far player's buttons are turned towards them`, async () => {
    await withApp(device, '#/hex?seating=face', async (page) => {
      await gameView(page);
      const far = page.locator('.offer.far-controls');
      await far.waitFor({ state: 'visible' });
      const turned = await far.evaluate((node) => getComputedStyle(node).transform);
      assert.match(turned, /^matrix\(-1, [-0-9.e]+, [-0-9.e]+, -1, /);
      // Black's pieces face Black as well.
      assert.match(await page.locator('.piece[data-piece="k"] .piece-art').getAttribute('transform'), /rotate\(180\)/);
      const farGroup = far.getByRole('group', { name: 'Black' });
      const nearDraw = page.locator('.controls').getByRole('button', { name: 'Draw?' });
      // White (near) offers; Black answers over their own buttons, which wait meanwhile.
      await press(device, nearDraw);
      assert.match(await far.innerText(), /White offers a draw/);
      assert.equal(
        await farGroup.evaluate((group) => group.inert),
        true,
        "Black's buttons are out of reach under the question",
      );
      await press(device, far.getByRole('button', { name: 'Black accepts the draw' }));
      await waitForRootAttribute(page, 'data-result', 'draw: agreement');
    });
    await withApp(device, '#/hex?seating=face', async (page) => {
      await gameView(page);
      // The far player resigns with their own button, even when it is White's turn.
      await press(device, page.locator('.far-controls').getByRole('button', { name: 'Resign' }));
      // The confirmation is Black's: it is turned towards them.
      const ask = page.getByRole('dialog', { name: 'Resign this game?' });
      assert.match(await ask.evaluate((node) => getComputedStyle(node).rotate), /^180deg$/);
      await press(device, ask.getByRole('button', { name: 'Resign' }));
      await waitForRootAttribute(page, 'data-result', 'white wins: resignation');
      assert.match(await page.locator('.result-box').innerText(), /Black resigned/);
    });
  });

  test(`${device.name}: the draw rules and resignation are explained in the result box`, async () => {
    await withApp(device, link(BARE_KINGS), async (page) => {
      await gameView(page);
      await play(page, 'a1-a2');
      await waitForRootAttribute(page, 'data-result', 'draw: bare kings');
      assert.match(await page.locator('.result-box').innerText(), /Draw[\s\S]*Only the two kings are left\./);
    });
    await withApp(device, link(CLOCK_99), async (page) => {
      await gameView(page);
      await play(page, 'a1-b1');
      await page.waitForFunction(() =>
        /^draw: (50|100)-move$/.test(
          document.querySelector('section[data-variant]')?.getAttribute('data-result') ?? '',
        ),
      );
      assert.match(
        await page.locator('.result-box').innerText(),
        /Draw[\s\S]*50 moves by each side without a capture or a pawn move\./,
      );
    });
    await withApp(device, '#/hex', async (page) => {
      await gameView(page);
      for (const move of THREEFOLD) await play(page, move);
      await waitForRootAttribute(page, 'data-result', 'draw: threefold');
      assert.match(await page.locator('.result-box').innerText(), /Draw[\s\S]*third time/);
      // Undo takes the last move and the ending back.
      await press(device, page.getByRole('button', { name: 'Show board' }));
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-turn', 'b');
      assert.equal(await gameRoot(page).getAttribute('data-result'), null);
      await press(device, page.getByRole('button', { name: 'Resign' }));
      await press(
        device,
        page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }),
      );
      await waitForRootAttribute(page, 'data-result', 'white wins: resignation');
      assert.match(await page.locator('.result-box').innerText(), /White wins[\s\S]*Black resigned\./);
    });
  });
}

test('desktop: a pawn dragged to the last rank opens the promotion panel', async () => {
  const device = DEVICES[1];
  await withApp(device, link(PROMOTION), async (page) => {
    await gameView(page);
    const centre = async (name) => {
      const box = await cell(page, name).boundingBox();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const a = await centre('e9');
    const b = await centre('d9');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
    const panel = page.locator('.chooser.promotion');
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await position(page), PROMOTION);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
    await panel.getByRole('button', { name: 'Queen', exact: true }).click();
    await waitForRootAttribute(page, 'data-turn', 'b');
    assert.equal(await cell(page, 'd9').getAttribute('aria-label'), 'd9, white queen');
    assert.equal(
      await announcement(page).textContent(),
      'White pawn moved from e9 to d9, captured the black rook and was promoted to a queen',
    );
  });
});

test('phone in Turkish: labels, announcements and the stalemate score read naturally', async () => {
  const device = DEVICES[0];
  await withApp(
    device,
    '#/hex',
    async (page) => {
      await gameView(page);
      assert.equal(await cell(page, 'f5').getAttribute('aria-label'), 'f5, beyaz piyon');
      assert.equal(await cell(page, 'd9').getAttribute('aria-label'), 'd9, siyah at');
      assert.match(await page.locator('.status').innerText(), /Sıra beyazda/);
      await play(page, 'e4-e5');
      assert.equal(await announcement(page).textContent(), 'Beyaz piyon e4 hücresinden e5 hücresine gitti');
      assert.match(await page.locator('.status').innerText(), /Sıra siyahta/);
    },
    { locale: 'tr-TR' },
  );
  await withApp(
    device,
    link(STALEMATE_IN_ONE),
    async (page) => {
      await gameView(page);
      await play(page, 'c5-c6');
      await waitForRootAttribute(page, 'data-result', 'stalemate: white 3/4 black 1/4');
      assert.equal(await page.locator('.result-box h2').textContent(), 'Pat');
      assert.equal(
        await page.locator('.result-box .result-detail').textContent(),
        "Beyaz ¾, Siyah ¼ — Beyaz, Siyah'ı pat etti",
      );
    },
    { locale: 'tr-TR' },
  );
  await withApp(
    device,
    link(PROMOTION),
    async (page) => {
      await gameView(page);
      await tapMove(page, 'e9', 'e10');
      const panel = page.locator('.chooser.promotion');
      await panel.waitFor({ state: 'visible' });
      assert.deepEqual(await panel.locator('button.promotion-option').allInnerTexts(), ['Vezir', 'Kale', 'Fil', 'At']);
      await press(device, panel.getByRole('button', { name: 'At', exact: true }));
      await waitForRootAttribute(page, 'data-turn', 'b');
      assert.equal(
        await announcement(page).textContent(),
        'Beyaz piyon e9 hücresinden e10 hücresine gitti ve ata terfi etti',
      );
    },
    { locale: 'tr-TR' },
  );
});
