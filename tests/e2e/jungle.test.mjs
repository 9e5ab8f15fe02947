// Jungle in the browser, end to end: two people on one device, by taps, clicks, drags and keys,
// on a phone (360×640, touch) and on a desktop (mouse). The page asks the engine for everything;
// these tests check what the player sees and the DOM contract the browser tests rely on.
// Run: cd tests/e2e && TAHTA_URL=http://127.0.0.1:8099/ node --test jungle.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL,
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

const START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';

// Red's leopard walks up file d into Blue's den while Blue's lion steps back and forth
// (`tahta status jungle --moves …` prints `red wins: den`).
const DEN_GAME = [
  'e3-d3',
  'a9-a8',
  'd3-d4',
  'a8-a9',
  'd4-d5',
  'a9-a8',
  'd5-d6',
  'a8-a9',
  'd6-d7',
  'a9-a8',
  'd7-d8',
  'a8-a9',
  'd8-d9',
];

// Red's lion takes Blue's last animal: `red wins: no animals`.
const LAST_CAT = '7/7/7/3c3/3L3/7/7/7/7 r 0 1';

/** Waits for the Jungle game view and returns its root locator. */
async function gameView(page) {
  await page.waitForSelector('section[data-variant="jungle"][data-turn]');
  return gameRoot(page);
}

function announcement(page) {
  return page.locator('[aria-live="polite"]');
}

async function center(page, name) {
  const box = await cell(page, name).boundingBox();
  assert.ok(box, `cell ${name} has a box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const device of DEVICES) {
  test(`${device.name}: Jungle from the home screen, played by taps to a den win`, async () => {
    await withApp(device, '#/', async (page) => {
      const origin = new URL(BASE_URL).origin;
      const foreign = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== origin && url.protocol !== 'data:') foreign.push(request.url());
      });

      const card = page.locator('a.game-card[data-game="jungle"]');
      await card.waitFor();
      assert.match(await card.innerText(), /Jungle/);
      await press(device, card);

      const root = await gameView(page);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.equal(await root.getAttribute('data-result'), null);
      assert.equal(await position(page), START);
      assert.equal(await page.locator('[data-cell]').count(), 63);
      assert.equal(await cell(page, 'e3').getAttribute('aria-label'), 'e3, red leopard');
      assert.equal(await cell(page, 'a9').getAttribute('aria-label'), 'a9, blue lion');
      assert.equal(await cell(page, 'd5').getAttribute('aria-label'), 'd5');
      assert.equal((await cell(page, 'e3').getAttribute('tabindex')) !== null, true);

      for (const [i, move] of DEN_GAME.entries()) {
        await play(page, move);
        if (i < DEN_GAME.length - 1) {
          assert.equal(await root.getAttribute('data-turn'), i % 2 === 0 ? 'b' : 'r', `after ${move}`);
        }
      }

      await waitForRootAttribute(page, 'data-result', 'red wins: den');
      assert.equal(await cell(page, 'd9').getAttribute('aria-label'), 'd9, red leopard');
      assert.equal(await announcement(page).textContent(), 'Red leopard moved from d8 to d9');
      const box = page.locator('.result-box');
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.locator('h2').textContent(), 'Red wins');
      assert.match(await box.innerText(), /An animal entered the enemy den\./);
      // Last move highlighted, numbered move list.
      assert.equal(await page.locator('[data-cell].last').count(), 2);
      assert.equal(await page.locator('.move-list .move-row').count(), 7);
      assert.equal(await page.locator('.move-list .ply.current').textContent(), 'd8-d9');
      // The game is over: the board takes no more moves.
      const over = await position(page);
      await tapCell(page, 'a9');
      await tapCell(page, 'a8');
      assert.equal(await position(page), over);

      // New game from the result box.
      await press(device, box.getByRole('button', { name: 'New game' }));
      await waitForRootAttribute(page, 'data-position', START);
      assert.equal(await root.getAttribute('data-result'), null);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.deepEqual(foreign, [], 'no request leaves the site');
    });
  });

  test(`${device.name}: illegal taps change nothing, undo takes back one ply`, async () => {
    await withApp(device, '#/jungle', async (page) => {
      const root = await gameView(page);
      const start = await position(page);

      // Select the leopard, then tap water: not a destination.
      await tapCell(page, 'e3');
      await page.waitForSelector('[data-cell="e3"][aria-pressed="true"]');
      assert.equal(await page.locator('[data-cell].dest').count(), 3);
      await tapCell(page, 'e5');
      assert.equal(await page.locator('[aria-pressed="true"]').count(), 0);
      // An enemy piece, an empty far cell, Red's own den: nothing moves.
      for (const name of ['a7', 'd5', 'e3', 'd1', 'g9']) await tapCell(page, name);
      // Blue's pieces cannot be picked up while Red is to move.
      await tapCell(page, 'c7');
      assert.equal(await page.locator('[data-cell="c7"][aria-pressed="true"]').count(), 0);
      assert.equal(await position(page), start);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.equal(await cell(page, 'e3').getAttribute('aria-label'), 'e3, red leopard');
      assert.equal(await cell(page, 'e5').getAttribute('aria-label'), 'e5');
      assert.equal(await announcement(page).textContent(), '');

      const undo = page.getByRole('button', { name: 'Undo' });
      assert.equal(await undo.isDisabled(), true);

      await play(page, 'e3-d3');
      assert.equal(await root.getAttribute('data-turn'), 'b');
      assert.equal(await cell(page, 'd3').getAttribute('aria-label'), 'd3, red leopard');
      assert.equal(await announcement(page).textContent(), 'Red leopard moved from e3 to d3');
      await play(page, 'a7-a6');
      const afterTwo = await position(page);

      await press(device, undo);
      await waitForRootAttribute(page, 'data-turn', 'b');
      assert.notEqual(await position(page), afterTwo);
      assert.equal(await cell(page, 'a7').getAttribute('aria-label'), 'a7, blue rat');
      assert.equal(await cell(page, 'a6').getAttribute('aria-label'), 'a6');
      await press(device, undo);
      await waitForRootAttribute(page, 'data-position', start);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.equal(await cell(page, 'e3').getAttribute('aria-label'), 'e3, red leopard');
      assert.equal(await cell(page, 'd3').getAttribute('aria-label'), 'd3');
      assert.equal(await page.locator('[data-cell].last').count(), 0);
      assert.equal(await undo.isDisabled(), true);
    });
  });

  test(`${device.name}: an invalid position link shows the engine's message and the start`, async () => {
    const hash = `#/jungle?position=${encodeURIComponent('l5t/1d3c1 r 0')}`;
    await withApp(device, hash, async (page) => {
      const root = await gameView(page);
      const notice = page.locator('[data-notice]');
      await notice.first().waitFor();
      const text = await notice.first().innerText();
      assert.match(text, /could not be used/);
      assert.match(text, /expected 4 fields/); // the engine's own words
      assert.equal(await position(page), START);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      // The notice can be dismissed and the game is playable.
      await press(device, notice.first().getByRole('button', { name: 'Dismiss' }));
      await notice.first().waitFor({ state: 'detached' });
      await play(page, 'a3-a4');
      assert.equal(await root.getAttribute('data-turn'), 'b');
    });
  });

  test(`${device.name}: a position link, a capture and the "no animals" win`, async () => {
    await withApp(device, `#/jungle?position=${encodeURIComponent(LAST_CAT)}&mode=local&seating=side`, async (page) => {
      const root = await gameView(page);
      assert.equal(await position(page), LAST_CAT);
      assert.equal(await page.locator('[data-notice]').count(), 0);
      assert.equal(await cell(page, 'd6').getAttribute('aria-label'), 'd6, blue cat');
      await play(page, 'd5-d6');
      await waitForRootAttribute(page, 'data-result', 'red wins: no animals');
      assert.equal(await announcement(page).textContent(), 'Red lion moved from d5 to d6 and captured the blue cat');
      assert.match(await page.locator('.result-box').innerText(), /Red wins[\s\S]*no animals left/);
      // Undo also takes back a finished game.
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-position', LAST_CAT);
      assert.equal(await root.getAttribute('data-result'), null);
      assert.equal(await page.locator('.result-box').isVisible(), false);
    });
  });

  test(`${device.name}: unknown and unsupported link settings are explained`, async () => {
    await withApp(device, '#/jungle?mode=bot&level=hard&colour=red&seating=sideways', async (page) => {
      const root = await gameView(page);
      const notices = page.locator('[data-notice]');
      await notices.first().waitFor();
      const all = (await notices.allInnerTexts()).join('\n');
      assert.match(all, /“colour” is unknown/);
      assert.match(all, /“sideways” is not a valid value for “seating”; using “Side by side”/);
      assert.equal(await position(page), START);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.equal(await root.getAttribute('data-mode'), 'bot'); // mode=bot&level=hard are valid
    });
    await withApp(device, '#/jungle?level=hard&mode=local', async (page) => {
      await gameView(page);
      await page.locator('[data-notice]').first().waitFor();
      assert.match(
        await page.locator('[data-notice]').first().innerText(),
        /“level” only applies to games against the computer/,
      );
      assert.equal(await gameRoot(page).getAttribute('data-mode'), 'local');
    });
    await withApp(device, '#/nosuchgame', async (page) => {
      await page.locator('[data-notice]').first().waitFor();
      assert.match(await page.locator('[data-notice]').first().innerText(), /no game called “nosuchgame”/);
      await page.locator('a.game-card[data-game="jungle"]').waitFor();
    });
  });

  test(`${device.name}: resignation and an agreed draw end the game in a result box`, async () => {
    await withApp(device, '#/jungle', async (page) => {
      const root = await gameView(page);
      await play(page, 'a3-a4');
      await press(device, page.getByRole('button', { name: 'Resign' }));
      // Confirmed in the page; "Keep playing" would leave the game as it was.
      const ask = page.getByRole('dialog', { name: 'Resign this game?' });
      assert.match(await ask.innerText(), /If Blue resigns, Red wins the game\./);
      await press(device, ask.getByRole('button', { name: 'Resign' }));
      await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
      assert.match(await page.locator('.result-box').innerText(), /Blue resigned/);
      await press(device, page.getByRole('button', { name: 'Show board' }));
      await page.locator('.result-box').waitFor({ state: 'hidden' });
      // Undo takes back the last move and the resignation made after it.
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-turn', 'r');
      assert.equal(await root.getAttribute('data-result'), null);
      assert.equal(await page.getByRole('button', { name: 'Undo' }).isDisabled(), true);

      await press(device, page.getByRole('button', { name: 'Draw?' }));
      await press(device, page.getByRole('button', { name: 'Accept' }));
      await waitForRootAttribute(page, 'data-result', 'draw: agreement');
      assert.equal(await page.locator('.result-box h2').textContent(), 'Draw');
    });
  });
}

test('desktop: drag and drop with the mouse; a drop elsewhere cancels', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/jungle', async (page) => {
    await gameView(page);
    const drag = async (from, to) => {
      const a = await center(page, from);
      const b = await center(page, to);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(b.x, b.y, { steps: 8 });
      await page.mouse.up();
    };
    await drag('e3', 'e5'); // water: not legal
    assert.equal(await position(page), START);
    assert.equal(await cell(page, 'e3').getAttribute('aria-label'), 'e3, red leopard');
    await drag('e3', 'd3');
    await waitForRootAttribute(page, 'data-turn', 'b');
    assert.equal(await cell(page, 'd3').getAttribute('aria-label'), 'd3, red leopard');
    assert.equal(await announcement(page).textContent(), 'Red leopard moved from e3 to d3');
  });
});

test('phone: a piece follows the finger and drops on a legal cell', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/jungle', async (page, context) => {
    await gameView(page);
    const cdp = await context.newCDPSession(page);
    const touchDrag = async (from, to) => {
      const a = await center(page, from);
      const b = await center(page, to);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
      for (let i = 1; i <= 6; i++) {
        const x = a.x + ((b.x - a.x) * i) / 6;
        const y = a.y + ((b.y - a.y) * i) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await touchDrag('g3', 'f4'); // the rat may not move diagonally
    assert.equal(await position(page), START);
    await touchDrag('g3', 'g4');
    await waitForRootAttribute(page, 'data-turn', 'b');
    assert.equal(await cell(page, 'g4').getAttribute('aria-label'), 'g4, red rat');
  });
});

test('desktop: the keyboard plays too (Enter selects and moves, arrows walk the board)', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/jungle', async (page) => {
    await gameView(page);
    await cell(page, 'e3').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-cell="e3"][aria-pressed="true"]');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), 'd3');
    await page.keyboard.press(' ');
    await waitForRootAttribute(page, 'data-turn', 'b');
    assert.equal(await cell(page, 'd3').getAttribute('aria-label'), 'd3, red leopard');
  });
});

test('phone in Turkish: names, labels and announcements read naturally', async () => {
  const device = DEVICES[0];
  await withApp(
    device,
    '#/',
    async (page) => {
      const card = page.locator('a.game-card[data-game="jungle"]');
      // The page takes its language when the catalog has come, which may be after `load`; the
      // home screen is drawn only after that.
      await card.waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'tr');
      assert.match(await card.innerText(), /Orman Satrancı/);
      await press(device, card);
      const root = await gameView(page);
      assert.match(await page.locator('.status').innerText(), /Sıra kırmızıda/);
      assert.equal(await cell(page, 'e3').getAttribute('aria-label'), 'e3, kırmızı leopar');
      assert.equal(await cell(page, 'g7').getAttribute('aria-label'), 'g7, mavi fil');
      await play(page, 'e3-d3');
      assert.equal(await announcement(page).textContent(), 'Kırmızı leopar e3 hücresinden d3 hücresine gitti');
      assert.match(await page.locator('.status').innerText(), /Sıra mavide/);
      assert.equal(await root.getAttribute('data-turn'), 'b');
      await press(device, page.getByRole('button', { name: 'Pes et' }));
      await press(
        device,
        page.getByRole('dialog', { name: 'Pes etmek istiyor musunuz?' }).getByRole('button', { name: 'Pes et' }),
      );
      await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
      assert.match(await page.locator('.result-box').innerText(), /Kırmızı kazandı[\s\S]*Mavi pes etti/);
    },
    { locale: 'tr-TR' },
  );
});

test('phone: a reload or the home screen resumes the game in progress', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/jungle', async (page) => {
    await gameView(page);
    await play(page, 'e3-d3');
    await play(page, 'a7-a6');
    const saved = await position(page);

    await page.reload();
    await waitForRootAttribute(page, 'data-position', saved);
    assert.equal(await page.locator('.move-list .ply').count(), 2);
    assert.equal(await gameRoot(page).getAttribute('data-turn'), 'r');

    await press(device, page.getByRole('button', { name: 'Back to the games' }));
    const resume = page.locator('[data-continue="jungle"]');
    await resume.waitFor();
    assert.match(await resume.innerText(), /2 moves/);
    await press(device, resume);
    await waitForRootAttribute(page, 'data-position', saved);
    await play(page, 'd3-d4');

    // Opening a new game from a link keeps the saved one until a move is played in it...
    await page.goto(`${BASE_URL}#/`);
    await page.locator('[data-continue="jungle"]').waitFor();
    await page.goto(`${BASE_URL}#/jungle`);
    await waitForRootAttribute(page, 'data-position', START);
    await page.goto(`${BASE_URL}#/`);
    await page.locator('[data-continue="jungle"]').waitFor();
    assert.match(await page.locator('[data-continue="jungle"]').innerText(), /3 moves/);
    // ...and "New game" (the panel's Start) forgets it.
    await press(device, page.locator('[data-continue="jungle"]'));
    await gameView(page);
    await press(device, page.getByRole('button', { name: 'New game' }));
    const panel = page.getByRole('dialog', { name: 'New game · Jungle' });
    await panel.waitFor();
    assert.equal(await panel.getByRole('radio', { name: 'Two players on this device' }).isChecked(), true);
    await press(device, panel.getByRole('button', { name: 'Start' }));
    await waitForRootAttribute(page, 'data-position', START);
    await press(device, page.getByRole('button', { name: 'Back to the games' }));
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
    assert.equal(await page.locator('[data-continue]').count(), 0);
  });
});
