// Three Kingdoms xiangqi in the browser, end to end, on a phone (360×640, touch) and a desktop
// (mouse): a three-player game by taps that ends in a defeat with a takeover and then a win, the
// banner-bearer table option, resignation with a shared win, the seat panels, the board's
// orientation, face-to-face seating, Turkish, and computer seats.
// Run: cargo xtask e2e tests/e2e/sanguo.test.mjs

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
  play,
} from './harness.mjs';

useBrowser();

// Wu to move. Wei's soldier on gd3 stands between Shu's chariot on gd5 and Wu's general on gd1;
// when it steps aside, Shu may take the general (docs/rules.md §4.5: an opponent's move may open a line
// for the other). `tahta status sanguo --position "…" --moves …` agrees:
//   gc4-gc5 gd3-gc3 gd5-gd1   Wu is defeated, Shu takes over its soldier and chariot
//   ba4-ba5 bi3-bi1           Shu's chariot on bi1 and Wu's former chariot on ba2 leave Wei no
//                             move: `red wins: last general`.
const ENDGAME = '9/9/9/9/3rK5|3rR5/2gS6/3bS5/9/3gK5|9/bS8/8rR/gR8/4bK4 g rgb 0 40';
const ENDGAME_URL = `#/sanguo?position=${encodeURIComponent(ENDGAME)}`;

async function gameView(page) {
  await page.waitForSelector('section[data-variant="sanguo"][data-turn]');
  return gameRoot(page);
}

function announcement(page) {
  return page.locator('[data-live]');
}

function seat(page, letter) {
  return page.locator(`.sg-seat[data-seat="${letter}"]`);
}

async function centre(page, name) {
  const box = await cell(page, name).boundingBox();
  assert.ok(box, `point ${name} has a box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const device of DEVICES) {
  test(`${device.name}: three kingdoms by taps: a general taken, its army taken over, then the last general wins`, async () => {
    await withApp(device, ENDGAME_URL, async (page) => {
      const root = await gameView(page);
      assert.equal(await root.getAttribute('data-turn'), 'g');
      assert.equal(await page.locator('[data-cell]').count(), 135);
      assert.equal(await cell(page, 'rd1').getAttribute('aria-label'), 'rd1, red general');
      assert.equal(await cell(page, 'gd5').getAttribute('aria-label'), 'gd5, red chariot');
      assert.equal(await cell(page, 'ba2').getAttribute('aria-label'), 'ba2, green chariot');
      assert.equal(await cell(page, 're5').getAttribute('aria-label'), 're5');
      assert.equal(await seat(page, 'g').getAttribute('data-state'), 'turn');
      assert.equal(await seat(page, 'r').getAttribute('data-state'), 'waiting');
      assert.match(await seat(page, 'g').innerText(), /Wu\s+to move/);
      // The board is drawn from the engine's lines: river crossings, triangle and palace diagonals.
      const lines = await page.locator('.board-lines').getAttribute('d');
      assert.equal(lines.match(/M/g).length, 255, 'one stroke per line of the engine');
      assert.equal(await page.locator('.sg-half').count(), 3);
      assert.equal(await page.locator('.sg-half.active').getAttribute('class'), 'sg-half owner-g active');

      await play(page, 'gc4-gc5');
      assert.equal(await root.getAttribute('data-turn'), 'b');
      assert.equal(await announcement(page).textContent(), 'Green soldier moved from gc4 to gc5');
      assert.equal(await seat(page, 'b').getAttribute('data-state'), 'turn');

      // Wei's soldier steps aside and opens the file onto Wu's general for Shu.
      await play(page, 'gd3-gc3');
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.equal(await announcement(page).textContent(), 'Blue soldier moved from gd3 to gc3');
      assert.equal(await page.locator('.mark-check').count(), 1);

      await play(page, 'gd5-gd1');
      const takeover = 'Wu was defeated; Shu takes over its pieces.';
      assert.equal(
        await announcement(page).textContent(),
        `Red chariot moved from gd5 to gd1 and captured the green general. ${takeover}`,
      );
      const toast = page.locator('.sg-toast');
      assert.equal(await toast.getAttribute('data-defeated'), 'g');
      assert.equal(await toast.getAttribute('data-taker'), 'r');
      assert.equal((await toast.textContent()).trim(), takeover);
      // Wu is out and skipped: Wei moves next. Its pieces are Shu's now, marked as Wu's.
      assert.equal(await root.getAttribute('data-turn'), 'b');
      assert.match(await position(page), / b rb 0 41$/);
      assert.equal(await seat(page, 'g').getAttribute('data-state'), 'out');
      assert.match(await seat(page, 'g').innerText(), /defeated/);
      assert.equal(await page.locator('.sg-half.owner-g.out').count(), 1);
      assert.equal(await cell(page, 'gc5').getAttribute('aria-label'), 'gc5, red soldier from Wu');
      assert.equal(await cell(page, 'ba2').getAttribute('aria-label'), 'ba2, red chariot from Wu');
      const taken = page.locator('.layer-pieces [data-piece="rR(g)"]');
      assert.equal(await taken.getAttribute('data-owner'), 'r');
      assert.equal(await taken.getAttribute('data-home'), 'g');
      assert.equal(await taken.locator('.sg-home-dot.home-g').count(), 1);
      assert.match(await taken.getAttribute('class'), /\bowner-r\b.*\btaken-over\b/);
      assert.equal(await page.locator('.layer-pieces .owner-g').count(), 0);
      // The move list keeps kingdom columns: Wu's turn is now a dash.
      await play(page, 'ba4-ba5');
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.deepEqual(await page.locator('.move-list .move-row').last().locator('span').allTextContents(), [
        '41.',
        'gd5-gd1',
        '—',
        'ba4-ba5',
      ]);

      // Shu's chariot shuts Wei in: Wei has no legal move, is defeated, and Shu has won.
      await play(page, 'bi3-bi1');
      await waitForRootAttribute(page, 'data-result', 'red wins: last general');
      assert.equal(
        await announcement(page).textContent(),
        'Red chariot moved from bi3 to bi1. Wei was defeated; Shu takes over its pieces.',
      );
      const box = page.locator('.result-box');
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.locator('h2').textContent(), 'Shu wins');
      assert.match(await box.innerText(), /Shu has the last general standing\./);
      assert.match(await page.locator('.visually-hidden[role="status"]').textContent(), /Shu wins/);
      assert.equal(await seat(page, 'r').getAttribute('data-state'), 'winner');
      assert.equal(await seat(page, 'b').getAttribute('data-state'), 'out');
      assert.equal(await cell(page, 'ba5').getAttribute('aria-label'), 'ba5, red soldier from Wei');
      // Over: the board takes no more moves, and nobody can resign.
      const over = await position(page);
      await tapCell(page, 'rd1');
      await tapCell(page, 'rd2');
      assert.equal(await position(page), over);
      assert.equal(await page.getByRole('button', { name: 'Resign', exact: true }).isDisabled(), true);
    });
  });
}

test('phone: 180 moves without a capture or a defeat draw the game, and the result says which rule', async () => {
  const device = DEVICES[0];
  const lone = '9/9/9/9/3rK5|9/9/9/9/3gK5|9/9/9/9/4bK4 r rgb 179 60';
  await withApp(device, `#/sanguo?position=${encodeURIComponent(lone)}`, async (page) => {
    await gameView(page);
    await play(page, 'rd1-rd2');
    await waitForRootAttribute(page, 'data-result', 'draw: 180 plies');
    const box = page.locator('.result-box');
    await box.waitFor({ state: 'visible' });
    assert.equal(await box.locator('h2').textContent(), 'Draw');
    assert.match(await box.innerText(), /180 moves in a row without a capture or a defeat\./);
    for (const letter of ['r', 'g', 'b']) assert.equal(await seat(page, letter).getAttribute('data-state'), 'drawn');
  });
});

test('phone: banner bearers on by default, off from the link or the table setup', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/sanguo', async (page) => {
    await gameView(page);
    assert.equal(await page.locator('.layer-pieces .kind-banner').count(), 6);
    assert.equal(await page.locator('.layer-pieces .piece').count(), 54);
    assert.equal(await cell(page, 'rd3').getAttribute('aria-label'), 'rd3, red banner bearer');
    assert.match(await position(page), /^9\/rS1rS1rS1rS1rS\/1rC1rB1rB1rC1\//);
  });
  await withApp(device, '#/sanguo?banners=off', async (page) => {
    const root = await gameView(page);
    assert.equal(await page.locator('.layer-pieces .kind-banner').count(), 0);
    assert.equal(await page.locator('.layer-pieces .piece').count(), 48);
    assert.equal(await page.locator('[data-notice]').count(), 0);
    assert.equal(await cell(page, 'rd3').getAttribute('aria-label'), 'rd3');
    await play(page, 'rh1-rg3');
    assert.equal(await root.getAttribute('data-turn'), 'g');
    // A new game keeps the table's choice.
    await press(device, page.getByRole('button', { name: 'New game' }).first());
    const dialog = page.getByRole('dialog', { name: 'New game · Three Kingdoms' });
    await dialog.waitFor();
    assert.equal(await dialog.locator('[data-choice="banners"] input[value="off"]').isChecked(), true);
    await press(device, dialog.getByText('On', { exact: true }));
    await press(device, dialog.getByRole('button', { name: 'Start' }));
    await page.waitForFunction(() => !location.hash.includes('banners=off'));
    await page.waitForFunction(() => document.querySelectorAll('.layer-pieces .kind-banner').length === 6);
  });
  // From the home screen's table setup.
  await withApp(device, '#/', async (page) => {
    await press(device, page.locator('[data-setup="sanguo"]'));
    const dialog = page.getByRole('dialog', { name: 'New game · Three Kingdoms' });
    await dialog.waitFor();
    await press(device, dialog.getByText('Everyone on this device'));
    await press(device, dialog.locator('[data-choice="banners"]').getByText('Off', { exact: true }));
    await press(device, dialog.getByRole('button', { name: 'Start' }));
    await gameView(page);
    assert.match(page.url(), /#\/sanguo\?banners=off$/);
    assert.equal(await page.locator('.layer-pieces .kind-banner').count(), 0);
    assert.equal(await page.locator('.layer-pieces .piece').count(), 48);
  });
});

test('phone: a kingdom resigns after confirming in the page; the other two share the win', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/sanguo', async (page) => {
    const root = await gameView(page);
    await play(page, 'rb3-rb4');
    assert.equal(await root.getAttribute('data-turn'), 'g');
    const resign = page.getByRole('button', { name: 'Resign', exact: true });
    await press(device, resign);
    const ask = page.getByRole('alertdialog', { name: 'Who resigns?' });
    await ask.waitFor();
    assert.match(await ask.innerText(), /the other two kingdoms share the win/);
    // Every kingdom in play may resign; the one to move is offered first.
    assert.deepEqual(
      await ask.locator('[data-confirm-resign]').evaluateAll((b) => b.map((x) => x.dataset.confirmResign)),
      ['g', 'r', 'b'],
    );
    // Changing one's mind changes nothing.
    await press(device, ask.getByRole('button', { name: 'Keep playing' }));
    await ask.waitFor({ state: 'hidden' });
    assert.equal(await root.getAttribute('data-result'), null);
    assert.equal(await seat(page, 'g').isVisible(), true);

    await press(device, resign);
    await press(device, page.getByRole('button', { name: 'Wu resigns' }));
    await waitForRootAttribute(page, 'data-result', 'red and blue win: resignation');
    const box = page.locator('.result-box');
    await box.waitFor({ state: 'visible' });
    assert.equal(await box.locator('h2').textContent(), 'Shu and Wei share the win');
    assert.match(await box.innerText(), /Wu resigned\./);
    assert.equal(await seat(page, 'r').getAttribute('data-state'), 'winner');
    assert.equal(await seat(page, 'b').getAttribute('data-state'), 'winner');
    assert.match(await seat(page, 'b').innerText(), /shares the win/);
    assert.match(await seat(page, 'g').innerText(), /resigned/);
    // Undo takes back the last move and the resignation made after it.
    await press(device, page.getByRole('button', { name: 'Undo' }));
    await page.waitForFunction(() => !document.querySelector('section[data-variant]').hasAttribute('data-result'));
    assert.equal(await root.getAttribute('data-turn'), 'r');
  });
});

test('desktop: the board can put the kingdom to move at the bottom; pieces and text stay upright', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/sanguo', async (page) => {
    const root = await gameView(page);
    // Fixed by default: Shu's back rank at the bottom.
    const shu = await centre(page, 're1');
    const wu = await centre(page, 'ge1');
    assert.ok(shu.y > wu.y, 'Shu at the bottom');
    await press(device, page.getByRole('button', { name: 'Menu' }));
    const follow = page.locator('[data-menu="follow-turn"]');
    assert.equal(await follow.getAttribute('aria-checked'), 'false');
    await press(device, follow);
    await play(page, 'rh1-rg3');
    assert.equal(await root.getAttribute('data-turn'), 'g');
    await page.waitForFunction(() => {
      const y = (n) => document.querySelector(`[data-cell="${n}"]`).getBoundingClientRect().y;
      return y('ge1') > y('re1') && y('ge1') > y('be1');
    });
    // The pieces are not turned with the board.
    const transform = await page.locator('.layer-pieces [data-piece="gK"] .piece-art').getAttribute('transform');
    assert.equal(transform, null);
    await play(page, 'gh1-gg3');
    await page.waitForFunction(() => {
      const y = (n) => document.querySelector(`[data-cell="${n}"]`).getBoundingClientRect().y;
      return y('be1') > y('re1') && y('be1') > y('ge1');
    });
    // The bar's turn button brings the next kingdom down and stops following the turn.
    await press(device, page.getByRole('button', { name: 'Turn the board: the next kingdom at the bottom' }));
    await page.waitForFunction(() => {
      const y = (n) => document.querySelector(`[data-cell="${n}"]`).getBoundingClientRect().y;
      return y('re1') > y('ge1') && y('re1') > y('be1');
    });
    // The choice is remembered on this device.
    assert.equal(await page.evaluate(() => localStorage.getItem('tahta.v1.sanguo.board')), 'fixed');
  });
});

test("phone: round the table, each seat's panel faces it and resigns from there", async () => {
  const device = DEVICES[0];
  await withApp(device, '#/sanguo?seating=face', async (page) => {
    await gameView(page);
    const angle = (letter) =>
      seat(page, letter).evaluate((el) => {
        const t = getComputedStyle(el).transform;
        const m = new DOMMatrix(t === 'none' ? '' : t);
        return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
      });
    assert.equal(await angle('r'), 0);
    assert.equal(await angle('g'), -120);
    assert.equal(await angle('b'), 120);
    // Each kingdom's pieces face its seat.
    assert.equal(
      await page.locator('.layer-pieces [data-piece="gK"] .piece-art').getAttribute('transform'),
      'rotate(-120)',
    );
    assert.equal(
      await page.locator('.layer-pieces [data-piece="bK"] .piece-art').getAttribute('transform'),
      'rotate(-240)',
    );
    await press(device, seat(page, 'b').getByRole('button', { name: 'Wei resigns' }));
    const ask = seat(page, 'b').getByRole('alertdialog');
    await ask.waitFor();
    assert.match(await ask.innerText(), /Wei: resign\?/);
    await press(device, ask.getByRole('button', { name: 'Resign', exact: true }));
    await waitForRootAttribute(page, 'data-result', 'red and green win: resignation');
    assert.equal(await page.locator('.result-box h2').textContent(), 'Shu and Wu share the win');
  });
});

test("phone sideways (640×360): round the table, Wei's and Wu's panels sit beside their own halves of the board, Shu's at the foot", async () => {
  await withApp(
    DEVICES[0],
    '#/sanguo?seating=face',
    async (page) => {
      await gameView(page);
      const layout = await page.evaluate(() => {
        const box = (el) => el.getBoundingClientRect().toJSON();
        /** The box around the pieces a kingdom starts with: its half of the board. */
        const half = (letter) => {
          const boxes = [...document.querySelectorAll(`.layer-pieces [data-piece^="${letter}"]`)].map(box);
          return {
            left: Math.min(...boxes.map((b) => b.left)),
            right: Math.max(...boxes.map((b) => b.right)),
            top: Math.min(...boxes.map((b) => b.top)),
            bottom: Math.max(...boxes.map((b) => b.bottom)),
          };
        };
        const seatBox = (letter) => box(document.querySelector(`.sg-seat[data-seat="${letter}"]`));
        return {
          board: box(document.querySelector('svg.board')),
          halves: { r: half('r'), g: half('g'), b: half('b') },
          seats: { r: seatBox('r'), g: seatBox('g'), b: seatBox('b') },
        };
      });
      const { board, halves, seats } = layout;
      const middleY = (b) => (b.top + b.bottom) / 2;
      const middleX = (b) => (b.left + b.right) / 2;
      const rows = (b, half) => middleY(b) >= half.top - 1 && middleY(b) <= half.bottom + 1;
      // Wei's half is the board's upper left, Wu's its upper right.
      assert.ok(middleX(halves.b) < middleX(board) && middleX(halves.g) > middleX(board), JSON.stringify(halves));
      // Wei's panel left of the board at the height of Wei's half; Wu's right of it at Wu's.
      assert.ok(
        seats.b.right <= board.left + 8,
        `Wei's panel ends at ${seats.b.right}, the board begins at ${board.left}`,
      );
      assert.ok(
        rows(seats.b, halves.b),
        `Wei's panel (middle ${middleY(seats.b)}) is not beside Wei's half (${halves.b.top}–${halves.b.bottom})`,
      );
      assert.ok(
        seats.g.left >= board.right - 8,
        `Wu's panel begins at ${seats.g.left}, the board ends at ${board.right}`,
      );
      assert.ok(
        rows(seats.g, halves.g),
        `Wu's panel (middle ${middleY(seats.g)}) is not beside Wu's half (${halves.g.top}–${halves.g.bottom})`,
      );
      // Shu's panel at the foot, below Wu's, lower than the board's middle.
      assert.ok(seats.r.top >= middleY(board), `Shu's panel begins at ${seats.r.top}`);
      for (const s of Object.values(seats)) {
        assert.ok(
          s.left >= -1 && s.right <= 641 && s.top >= -1 && s.bottom <= 361,
          `a panel off screen: ${JSON.stringify(s)}`,
        );
      }
    },
    { viewport: { width: 640, height: 360 } },
  );
});

test('phone: Latin letters instead of the characters, from the menu, remembered', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/sanguo', async (page) => {
    await gameView(page);
    const general = page.locator('.layer-pieces [data-piece="rK"]');
    assert.equal(await general.locator('.sg-glyph').count(), 1);
    assert.equal(await general.locator('.sg-letter').textContent(), 'K');
    await press(device, page.getByRole('button', { name: 'Menu' }));
    await press(device, page.locator('[data-menu="latin-letters"]'));
    await page.waitForSelector('.layer-pieces [data-piece="rK"] .sg-letter-big');
    assert.equal(await page.locator('.layer-pieces [data-piece="rK"] .sg-letter-big').textContent(), 'K');
    assert.equal(await page.locator('.layer-pieces .sg-glyph').count(), 0);
    assert.equal(await page.locator('[data-menu="latin-letters"]').getAttribute('aria-checked'), 'true');
    // Still the same game, still playable.
    await play(page, 'rh1-rg3');
    await page.reload();
    await page.waitForSelector('.layer-pieces [data-piece="rK"] .sg-letter-big');
  });
});

test('phone: in Turkish', async () => {
  const device = DEVICES[0];
  await withApp(
    device,
    ENDGAME_URL,
    async (page) => {
      await gameView(page);
      assert.equal(await cell(page, 'gd5').getAttribute('aria-label'), 'gd5, kırmızı savaş arabası');
      for (const move of ['gc4-gc5', 'gd3-gc3', 'gd5-gd1']) await play(page, move);
      assert.equal(
        await announcement(page).textContent(),
        'Kırmızı savaş arabası gd5 noktasından gd1 noktasına gitti ve yeşil generali aldı. Wu yenildi; Shu onun taşlarını devralıyor.',
      );
      assert.equal(await cell(page, 'gc5').getAttribute('aria-label'), 'gc5, kırmızı er (Wu’dan gelen)');
      assert.match(await seat(page, 'g').innerText(), /yenildi/);
    },
    { locale: 'tr-TR' },
  );
});

test('desktop: computer seats play their kingdoms', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/sanguo?seats=human-easy-easy&seed=7', async (page) => {
    const root = await gameView(page);
    assert.equal(await root.getAttribute('data-seats'), 'human-easy-easy');
    assert.match(await seat(page, 'g').innerText(), /Easy/);
    assert.match(await seat(page, 'r').innerText(), /your move/);
    // Only the human's kingdom may resign.
    await press(device, page.getByRole('button', { name: 'Resign', exact: true }));
    assert.deepEqual(
      await page.locator('[data-confirm-resign]').evaluateAll((b) => b.map((x) => x.dataset.confirmResign)),
      ['r'],
    );
    await press(device, page.getByRole('button', { name: 'Keep playing' }));
    await play(page, 'rh1-rg3');
    // Wu and Wei answer; the turn comes back to Shu.
    await page.waitForFunction(
      () => {
        const root = document.querySelector('section[data-variant]');
        return root.getAttribute('data-turn') === 'r' && !root.hasAttribute('data-thinking');
      },
      null,
      { timeout: 20000 },
    );
    assert.equal(await page.locator('.move-list .ply').count(), 3);
  });
});
