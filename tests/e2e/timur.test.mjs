// Timur chess in the browser, end to end: two people on one device, by taps (phone, 360×640,
// touch) and clicks (desktop, mouse). The page asks the engine for everything; these tests
// check what the player sees: the 112 cells with both citadels, the DOM contract the browser
// tests rely on, the King swap, the pawn of pawns sent back, the citadel draw, checkmate and
// the no-moves loss, resignation, undo, and the piece help drawn from the engine's pieceHelp().
// Positions come from tests/data/timur.perft; results are `tahta status timur …`'s wording.
// Run: cargo xtask e2e tests/e2e/timur.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser,
  withApp as harnessWithApp,
  play,
  tapCell,
  cell,
  gameRoot,
  DEVICES,
  press,
  waitForRootAttribute,
  position,
} from './harness.mjs';

const START =
  'e1c1w1w1c1e/rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/' +
  'PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR/E1C1W1W1C1E w -,- Ss 00 0 1';

// White's King on d10 is attacked by the rook on a10; the swap d10<>h4 (with the knight) is legal.
const SWAP = 'r2K7/11/11/11/11/F3PR6/7N3/11/11/10k w -,- Ss 00 0 1';
// The pawn of pawns one step from the last rank, never arrived yet: b9-b10 sends it to a3.
const PAWN_OF_PAWNS = '10k/1PP9/11/11/11/11/6pv4/11/11/5K5 w -,- Ss 00 0 1';
// White's King beside Black's citadel: a10-z9 draws.
const CITADEL = 'K10/11/S10/11/11/11/11/11/11/10k w -,- Ss 00 0 1';
// b8-b10 mates (Black has no swap right left).
const MATE = '10k/R10/1R9/11/11/11/11/11/11/5K5 w -,- S 00 0 1';
// b1-j1 leaves Black's King without a move, not in check: Black loses.
const NO_MOVES = '10k/R10/11/11/11/11/11/11/5K5/1R9 w -,- S 00 0 1';

useBrowser();

function route(position = null) {
  return position ? `#/timur?mode=local&position=${encodeURIComponent(position)}` : '#/timur?mode=local';
}

/** The harness's `withApp`, once the Timur board is drawn. */
function withApp(device, hash, body, options = {}) {
  return harnessWithApp(device, hash, body, { ready: 'section[data-variant="timur"][data-turn]', ...options });
}

function label(page, name) {
  return cell(page, name).getAttribute('aria-label');
}

function announcement(page) {
  return page.locator('[aria-live="polite"]').textContent();
}

for (const device of DEVICES) {
  test(`${device.name}: the board, then a game by taps — capture, undo, resignation`, async () => {
    await withApp(device, route(), async (page) => {
      const root = gameRoot(page);
      assert.equal(await root.getAttribute('data-turn'), 'w');
      assert.equal(await position(page), START);
      // 110 board cells and the two citadels, each a focusable cell.
      assert.equal(await page.locator('[data-cell]').count(), 112);
      for (const name of ['l2', 'z9', 'a1', 'k10']) assert.equal(await cell(page, name).count(), 1, name);
      assert.equal(await label(page, 'f2'), 'f2, white king');
      assert.equal(await label(page, 'f9'), 'f9, black king');
      assert.equal(await label(page, 'e2'), 'e2, white general');
      assert.equal(await label(page, 'a1'), 'a1, white elephant');
      assert.equal(await label(page, 'f3'), 'f3, white pawn of the king');
      assert.equal(await label(page, 'b3'), 'b3, white pawn of war engines');
      assert.equal(await label(page, 'k8'), 'k8, black pawn of pawns');
      assert.equal(await label(page, 'l2'), 'l2, white citadel');
      assert.equal(await label(page, 'z9'), 'z9, black citadel');
      assert.equal(await label(page, 'f5'), 'f5');
      // Citadels marked as such, outside the a–k files; coordinates a–k and 1–10.
      assert.equal(await page.locator('[data-cell="l2"].zone-citadel-w').count(), 1);
      assert.equal(await page.locator('[data-cell="z9"].zone-citadel-b').count(), 1);
      assert.equal(await page.locator('.timur-tower').count(), 2);
      const files = await page.locator('.coord-file').allTextContents();
      assert.deepEqual(files.sort(), [...'abcdefghijk']);
      const ranks = new Set(await page.locator('.timur-rank').allTextContents());
      assert.deepEqual(
        [...ranks].map(Number).sort((a, b) => a - b),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      );
      const z9 = await cell(page, 'z9').boundingBox();
      const a9 = await cell(page, 'a9').boundingBox();
      const k2 = await cell(page, 'k2').boundingBox();
      const l2 = await cell(page, 'l2').boundingBox();
      const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      const step = a9.width;
      assert.ok(
        Math.abs(centre(a9).x - centre(z9).x - step) < 2 && Math.abs(centre(z9).y - centre(a9).y) < 2,
        'z9 is the cell left of a9',
      );
      assert.ok(
        Math.abs(centre(l2).x - centre(k2).x - step) < 2 && Math.abs(centre(l2).y - centre(k2).y) < 2,
        'l2 is the cell right of k2',
      );
      // The whole board, citadels included, fits the screen's width.
      const viewport = page.viewportSize();
      assert.ok(z9.x >= 0 && l2.x + l2.width <= viewport.width, 'citadels on screen');
      assert.ok(k2.width >= 24, `cells are big enough to tap (${k2.width}px)`);

      // Pieces are drawn as figurines: each pawn carries its piece's emblem.
      assert.equal(await page.locator('.piece.kind-pawn').count(), 22);
      assert.equal(await page.locator('.piece.pawn-of-rook .timur-emblem').count(), 2);
      assert.equal(await page.locator('.piece.owner-b.kind-giraffe').count(), 2);

      await play(page, 'b2-c4');
      assert.equal(await announcement(page), 'White knight moved from b2 to c4');
      assert.equal(await label(page, 'c4'), 'c4, white knight');
      assert.equal(await label(page, 'b2'), 'b2');
      assert.equal(await root.getAttribute('data-turn'), 'b');
      await play(page, 'j9-i7');
      await play(page, 'c4-d6');
      await play(page, 'i7-h5');
      await play(page, 'd6-e8');
      assert.equal(
        await announcement(page),
        'White knight moved from d6 to e8 and captured the black pawn of the vizier',
      );
      await play(page, 'e10-e8');
      assert.equal(await announcement(page), 'Black war engine moved from e10 to e8 and captured the white knight');
      assert.equal(await label(page, 'e8'), 'e8, black war engine');
      assert.equal(await page.locator('.move-list .ply').count(), 6);

      // Undo (two players on one device) takes the recapture back.
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-turn', 'b');
      assert.equal(await label(page, 'e8'), 'e8, white knight');
      assert.equal(await label(page, 'e10'), 'e10, black war engine');
      await play(page, 'f9-e8');
      assert.equal(await announcement(page), 'Black king moved from f9 to e8 and captured the white knight');
      assert.equal(await root.getAttribute('data-turn'), 'w');

      await press(device, page.getByRole('button', { name: 'Resign' }));
      await press(
        device,
        page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }),
      );
      await waitForRootAttribute(page, 'data-result', 'black wins: resignation');
      const box = page.locator('.result-box');
      await box.waitFor();
      assert.match(await box.innerText(), /Black wins[\s\S]*White resigned/);
    });
  });

  test(`${device.name}: checkmate and the no-moves loss end the game in a result box`, async () => {
    await withApp(device, route(MATE), async (page) => {
      await play(page, 'b8-b10');
      await waitForRootAttribute(page, 'data-result', 'white wins: checkmate');
      assert.match(await page.locator('.result-box').innerText(), /White wins[\s\S]*Checkmate\./);
    });
    await withApp(device, route(NO_MOVES), async (page) => {
      assert.equal(await label(page, 'k10'), 'k10, black king');
      await play(page, 'b1-j1');
      await waitForRootAttribute(page, 'data-result', 'white wins: no moves');
      assert.match(await page.locator('.result-box').innerText(), /White wins[\s\S]*no legal move[\s\S]*loses/);
    });
  });

  test(`${device.name}: the King swap — partners marked ⇄, cells exchanged, written Kd10⇄h4`, async () => {
    await withApp(device, route(SWAP), async (page) => {
      const white = page.locator('.timur-side[data-side="w"]');
      assert.equal(await white.getAttribute('data-swap'), 'now');
      assert.equal(await page.locator('.timur-side[data-side="b"]').getAttribute('data-swap'), 'left');
      // The King is in check.
      await page.waitForSelector('[data-cell="d10"].in-check');
      await tapCell(page, 'd10');
      await page.waitForSelector('[data-cell="d10"][aria-pressed="true"]');
      // Its steps are dots; the only swap partner (the knight) gets the ⇄ marker.
      assert.deepEqual(
        (await page.locator('[data-cell].dest').evaluateAll((els) => els.map((e) => e.dataset.cell))).sort(),
        ['c9', 'd9', 'e9', 'h4'],
      );
      assert.deepEqual(await page.locator('[data-cell].swap').evaluateAll((els) => els.map((e) => e.dataset.cell)), [
        'h4',
      ]);
      assert.equal(await page.locator('.hint-swap .swap-badge').count(), 1);
      const previous = await position(page);
      await tapCell(page, 'h4');
      await page.waitForFunction(
        (old) => document.querySelector('section[data-variant]')?.getAttribute('data-position') !== old,
        previous,
      );
      assert.equal(await label(page, 'h4'), 'h4, white king');
      assert.equal(await label(page, 'd10'), 'd10, white knight');
      assert.equal(await page.locator('.move-list .ply').first().textContent(), 'Kd10⇄h4');
      assert.equal(await announcement(page), 'White king on d10 swapped places with the white knight on h4');
      assert.equal(await gameRoot(page).getAttribute('data-turn'), 'b');
      assert.equal((await position(page)).split(' ')[3], 's');
      assert.equal(await white.getAttribute('data-swap'), 'used');
      // Undo brings the swap right back.
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-position', SWAP);
      assert.equal(await white.getAttribute('data-swap'), 'now');
    });
  });

  test(`${device.name}: the pawn of pawns' first arrival sends it back to a3`, async () => {
    await withApp(device, route(PAWN_OF_PAWNS), async (page) => {
      const white = page.locator('.timur-side[data-side="w"]');
      assert.equal(await white.getAttribute('data-arrivals'), '0');
      assert.equal(await label(page, 'b9'), 'b9, white pawn of pawns');
      await play(page, 'b9-b10');
      assert.equal(await label(page, 'a3'), 'a3, white pawn of pawns');
      assert.equal(await label(page, 'b10'), 'b10');
      assert.equal(await label(page, 'b9'), 'b9');
      assert.equal(await announcement(page), 'White pawn of pawns reached b10 and returned to a3');
      assert.equal(await white.getAttribute('data-arrivals'), '1');
      assert.equal(await white.locator('.timur-arrivals-dots i.on').count(), 1);
      assert.equal((await position(page)).split(' ')[4], '10');
    });
  });

  test(`${device.name}: a King entering the opponent's citadel draws`, async () => {
    await withApp(device, route(CITADEL), async (page) => {
      await tapCell(page, 'a10');
      await page.waitForSelector('[data-cell="z9"].dest');
      await tapCell(page, 'z9');
      await waitForRootAttribute(page, 'data-result', 'draw: citadel');
      assert.equal(await label(page, 'z9'), 'z9, white king, black citadel');
      assert.equal(await announcement(page), 'White king moved from a10 to z9');
      const box = page.locator('.result-box');
      assert.equal(await box.locator('h2').textContent(), 'Draw');
      assert.match(await box.innerText(), /citadel/);
    });
  });

  test(`${device.name}: the piece help shows the engine's moves on a small board`, async () => {
    await withApp(device, route(), async (page) => {
      await press(device, page.getByRole('button', { name: 'How the pieces move' }));
      const dialog = page.locator('dialog.timur-help');
      await dialog.waitFor();
      // Every kind is listed: 12 pieces and royals, 11 pawns, 4 of the large variant.
      assert.equal(await dialog.locator('[data-help-piece]').count(), 27);
      const engine = await page.evaluate(async () => {
        const wasm = await import('./www/pkg/timur/tahta_wasm.js');
        const game = new wasm.Game('timur', '');
        const help = game.pieceHelp();
        game.free();
        return help;
      });
      const expected = (token) => engine.find((e) => e.token === token);

      await press(device, dialog.locator('[data-help-piece="G"]'));
      await dialog.locator('.timur-help-diagram[data-piece="G"]').waitFor();
      const dots = await dialog.locator('.timur-help-move').evaluateAll((els) => els.map((e) => e.dataset.helpCell));
      assert.deepEqual(dots.sort(), [...expected('G').moves].sort());
      assert.deepEqual(dots.sort(), [
        'a4',
        'a6',
        'b4',
        'b6',
        'e1',
        'e10',
        'e9',
        'g1',
        'g10',
        'g9',
        'j4',
        'j6',
        'k4',
        'k6',
      ]);
      assert.equal(await dialog.locator('.timur-help-capture').count(), 0);
      assert.match(await dialog.locator('.timur-help-name').textContent(), /^Giraffe$/);
      assert.match(await dialog.locator('.timur-help-about').textContent(), /diagonal/);
      assert.equal(await dialog.locator('[data-help-piece="G"]').getAttribute('aria-pressed'), 'true');

      // A pawn: one step forward, crosses where it only captures.
      await press(device, dialog.locator('[data-help-piece="PR"]'));
      await dialog.locator('.timur-help-diagram[data-piece="PR"]').waitFor();
      assert.deepEqual(
        await dialog.locator('.timur-help-move').evaluateAll((els) => els.map((e) => e.dataset.helpCell)),
        expected('PR').moves,
      );
      assert.deepEqual(
        (await dialog.locator('.timur-help-capture').evaluateAll((els) => els.map((e) => e.dataset.helpCell))).sort(),
        [...expected('PR').captures_only].sort(),
      );
      assert.match(await dialog.locator('.timur-help-name').textContent(), /^Pawn of rooks$/);
      assert.match(await dialog.locator('.timur-help-about').textContent(), /becomes a rook/);

      await press(device, dialog.getByRole('button', { name: 'Close' }));
      await dialog.waitFor({ state: 'detached' });
      // With a piece selected, the help opens on its kind.
      await tapCell(page, 'c1');
      await page.waitForSelector('[data-cell="c1"][aria-pressed="true"]');
      await press(device, page.getByRole('button', { name: 'How the pieces move' }));
      await dialog.locator('.timur-help-diagram[data-piece="C"]').waitFor();
      assert.deepEqual(
        (await dialog.locator('.timur-help-move').evaluateAll((els) => els.map((e) => e.dataset.helpCell))).sort(),
        [...expected('C').moves].sort(),
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // A long press on a piece (a right click with a mouse) opens the help on it.
      if (device.touch) {
        const box = await cell(page, 'h2').boundingBox();
        const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
        await dialog.locator('.timur-help-diagram[data-piece="G"]').waitFor();
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await cell(page, 'h2').click({ button: 'right' });
        await dialog.locator('.timur-help-diagram[data-piece="G"]').waitFor();
      }
      assert.equal(await page.locator('dialog.timur-help').count(), 1);
    });
  });
}

test('phone, Turkish: labels, announcements and the help in Turkish', async () => {
  const device = DEVICES[0];
  await withApp(
    device,
    route(SWAP),
    async (page) => {
      assert.equal(await label(page, 'd10'), 'd10, beyaz şah');
      assert.equal(await label(page, 'e5'), 'e5, beyaz kale piyonu');
      assert.equal(await label(page, 'a5'), 'a5, beyaz ferz');
      await play(page, 'd10<>h4');
      assert.equal(await page.locator('.move-list .ply').first().textContent(), 'Şd10⇄h4');
      assert.equal(await announcement(page), 'Beyaz şah (d10) ile beyaz at (h4) yer değiştirdi');
      await press(device, page.getByRole('button', { name: 'Taşlar nasıl gider?' }));
      const dialog = page.locator('dialog.timur-help');
      await press(device, dialog.locator('[data-help-piece="G"]'));
      assert.equal(await dialog.locator('.timur-help-name').textContent(), 'Zürafa');
      await press(device, dialog.locator('[data-help-piece="PW"]'));
      assert.equal(await dialog.locator('.timur-help-name').textContent(), 'Mancınık piyonu');
      assert.match(await dialog.locator('.timur-help-about').textContent(), /mancınığa dönüşür/);
    },
    { locale: 'tr-TR' },
  );
});

test('phone: the board turned around keeps its citadels and coordinates', async () => {
  await withApp(DEVICES[0], route(CITADEL), async (page) => {
    await page.getByRole('button', { name: 'Turn the board around' }).tap();
    await page.waitForFunction(() => {
      const z9 = document.querySelector('[data-cell="z9"]').getBoundingClientRect();
      const a9 = document.querySelector('[data-cell="a9"]').getBoundingClientRect();
      return z9.left > a9.left;
    });
    assert.equal(await page.locator('.timur-tower').count(), 2);
    assert.equal(await page.locator('.timur-rank').count(), 18);
    await tapCell(page, 'a10');
    await tapCell(page, 'z9');
    await waitForRootAttribute(page, 'data-result', 'draw: citadel');
  });
});
