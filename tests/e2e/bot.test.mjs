// Playing against the computer, end to end: the new-game panel, the bot's Web Worker (the page
// stays responsive while it thinks), hints, undo, resignation, the board turned for the second
// player, reproducible seeds, and the games where undo is not offered. Phone and desktop.
// Run: cargo xtask e2e tests/e2e/bot.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  tapCell,
  cell,
  gameRoot,
  DEVICES,
  useBrowser,
  browser,
  openApp,
  withApp,
  press,
  waitForRootAttribute,
  position,
  play,
} from './harness.mjs';

useBrowser();

const START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';

async function gameView(page) {
  await page.waitForSelector('section[data-variant][data-turn]');
  return gameRoot(page);
}

/** Waits until `letter` is to move and the computer is not thinking. */
async function waitForHumanTurn(page, letter, timeout = 30000) {
  await page.waitForFunction(
    (side) => {
      const root = document.querySelector('section[data-variant]');
      return root && root.dataset.turn === side && !('thinking' in root.dataset);
    },
    letter,
    { timeout },
  );
}

function announcement(page) {
  return page.locator('[aria-live="polite"]');
}

for (const device of DEVICES) {
  test(`${device.name}: Jungle against Normal from the new-game panel: the bot answers, hints, undo, resignation`, async () => {
    await withApp(device, '#/', async (page) => {
      await press(device, page.locator('[data-setup="jungle"]'));
      const panel = page.getByRole('dialog', { name: 'New game · Jungle' });
      await panel.waitFor();
      await press(device, panel.getByText('Against the computer', { exact: true }));
      await press(device, panel.getByText('Normal', { exact: true }));
      await press(device, panel.getByText('Red', { exact: true }));
      assert.equal(await panel.getByRole('radio', { name: 'Normal' }).isChecked(), true);
      assert.equal(await panel.getByRole('radio', { name: 'Red' }).isChecked(), true);
      await press(device, panel.getByRole('button', { name: 'Start' }));
      await panel.waitFor({ state: 'detached' });

      const root = await gameView(page);
      assert.equal(await root.getAttribute('data-mode'), 'bot');
      assert.match(page.url(), /#\/jungle\?mode=bot&level=normal&side=r$/);
      assert.equal(await position(page), START);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      // Two-player controls give way to the computer game's.
      assert.equal(await page.getByRole('button', { name: 'Draw?' }).count(), 0);
      for (const name of ['Undo', 'Hint', 'Resign', 'New game']) {
        assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, name);
      }

      // A move; the computer answers within its time and the turn comes back.
      await play(page, 'e3-d3');
      await waitForHumanTurn(page, 'r');
      assert.equal(await page.locator('.move-list .ply').count(), 2);
      assert.match(await announcement(page).textContent(), /^Blue \w+ moved from [a-g]\d to [a-g]\d/);
      const ms = Number(await root.getAttribute('data-bot-ms'));
      assert.ok(ms >= 0 && ms <= 1500, `the computer thought ${ms} ms`);
      assert.match(await page.locator('.status').getAttribute('title'), /^The computer thought for [\d.]+ s/);
      // Blue's pieces cannot be picked up by the player.
      const blue = await page.locator('[data-cell][aria-label*="blue"]').first().getAttribute('data-cell');
      await tapCell(page, blue);
      assert.equal(await page.locator(`[data-cell="${blue}"][aria-pressed="true"]`).count(), 0);

      // Hint: two cells marked, the from-cell holds a red piece, the to-cell is one of its
      // legal destinations (the board's own markers, after selecting the piece).
      await press(device, page.getByRole('button', { name: 'Hint' }));
      await page.waitForSelector('[data-hint="to"]');
      const from = await page.locator('[data-hint="from"]').getAttribute('data-cell');
      const to = await page.locator('[data-hint="to"]').getAttribute('data-cell');
      assert.equal(await page.locator('[data-hint]').count(), 2);
      assert.match(await cell(page, from).getAttribute('aria-label'), new RegExp(`^${from}, red \\w+$`));
      assert.match(await announcement(page).textContent(), new RegExp(`^Hint: red \\w+ from ${from} to ${to}$`));
      await tapCell(page, from);
      await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
      assert.equal(await cell(page, to).evaluate((node) => node.classList.contains('dest')), true);
      await tapCell(page, from); // deselect

      // Undo takes back the computer's reply and the player's move together.
      await press(device, page.getByRole('button', { name: 'Undo' }));
      await waitForRootAttribute(page, 'data-position', START);
      assert.equal(await root.getAttribute('data-turn'), 'r');
      assert.equal(await page.locator('[data-hint]').count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Undo' }).isDisabled(), true);

      // Resignation asks first, then ends the game.
      await play(page, 'a3-a4');
      await waitForHumanTurn(page, 'r');
      await press(device, page.getByRole('button', { name: 'Resign' }));
      const confirm = page.getByRole('dialog', { name: 'Resign this game?' });
      await confirm.waitFor();
      await press(device, confirm.getByRole('button', { name: 'Keep playing' }));
      await confirm.waitFor({ state: 'detached' });
      assert.equal(await root.getAttribute('data-result'), null);
      await press(device, page.getByRole('button', { name: 'Resign' }));
      await press(
        device,
        page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }),
      );
      await waitForRootAttribute(page, 'data-result', 'blue wins: resignation');
      const box = page.locator('.result-box');
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.locator('h2').textContent(), 'The computer wins');
      assert.match(await box.innerText(), /Red resigned/);

      // New game from the result box: the same kind of game again.
      await press(device, box.getByRole('button', { name: 'New game' }));
      await waitForRootAttribute(page, 'data-position', START);
      assert.equal(await root.getAttribute('data-result'), null);
      assert.equal(await root.getAttribute('data-mode'), 'bot');
    });
  });
}

test('desktop: the page stays responsive while Hard thinks; undo cancels the search', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/jungle?mode=bot&level=hard&side=r', async (page) => {
    const root = await gameView(page);
    assert.match(await page.locator('.bar-sub').textContent(), /against Hard/);
    // In the page: a 20 ms timer ticking throughout (it would stall if the search ran on the
    // main thread), and what the game showed at the moment the menu button was clicked.
    await page.evaluate(() => {
      window.probe = { ticks: [], clicks: [] };
      setInterval(() => {
        const game = document.querySelector('section[data-variant]');
        window.probe.ticks.push({ at: performance.now(), thinking: !!game && 'thinking' in game.dataset });
      }, 20);
      document.addEventListener(
        'click',
        (event) => {
          if (!event.target.closest?.('.menu-button')) return;
          window.probe.clicks.push(document.querySelector('section[data-variant]').dataset.thinking ?? null);
        },
        true,
      );
    });
    // Mid-search, the menu opens at once. (Hard may settle early in a quiet position; then the
    // next move tries again.)
    let during = false;
    for (const move of ['e3-d3', 'd3-d4', 'g3-g4']) {
      await play(page, move);
      await waitForRootAttribute(page, 'data-thinking', 'b');
      await press(device, page.getByRole('button', { name: 'Menu' }));
      await page.locator('.menu').waitFor({ state: 'visible' });
      during = (await page.evaluate(() => window.probe.clicks.at(-1))) === 'b';
      await page.keyboard.press('Escape');
      await page.locator('.menu').waitFor({ state: 'hidden' });
      if (during) break;
      await waitForHumanTurn(page, 'r');
    }
    assert.ok(during, 'the menu opened while the computer was thinking');
    // The board takes no input for the computer's side while it thinks (if it still thinks).
    await tapCell(page, 'a7');
    assert.equal(await page.locator('[aria-pressed="true"]').count(), 0);
    // Undo takes back the player's move, and cancels the search if it is still running.
    await waitForRootAttribute(page, 'data-turn', 'r');
    await play(page, 'a3-a4');
    await waitForRootAttribute(page, 'data-thinking', 'b');
    const before = await page.locator('.move-list .ply').count();
    await press(device, page.getByRole('button', { name: 'Undo' }));
    await page.waitForFunction((n) => document.querySelectorAll('.move-list .ply').length < n, before);
    assert.equal(await root.getAttribute('data-thinking'), null);
    assert.equal(await root.getAttribute('data-turn'), 'r');
    // A fresh search after the cancelled one: Hard answers within its 1.5 s, and the timer
    // kept ticking while it thought.
    const ticksBefore = await page.evaluate(() => window.probe.ticks.length);
    await play(page, 'a3-a4');
    await waitForHumanTurn(page, 'r');
    const ms = Number(await root.getAttribute('data-bot-ms'));
    assert.ok(ms > 0 && ms <= 1500, `Hard thought ${ms} ms`);
    const ticks = await page.evaluate(
      (from) => window.probe.ticks.slice(from).filter((t) => t.thinking).length,
      ticksBefore,
    );
    assert.ok(ticks >= 3, `${ticks} timer ticks while the computer thought for ${ms} ms`);
  });
});

test('phone: playing Blue, the board is turned and the computer opens', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/jungle?mode=bot&level=easy&side=b&seed=3', async (page) => {
    const root = await gameView(page);
    await waitForHumanTurn(page, 'b');
    assert.equal(await page.locator('.move-list .ply').count(), 1);
    const top = await cell(page, 'd1').boundingBox();
    const bottom = await cell(page, 'd9').boundingBox();
    assert.ok(bottom.y > top.y, 'Blue’s den is at the bottom');
    assert.match(await page.locator('.status').innerText(), /Your move \(blue\)/);
    // Undo is not possible before the player has moved.
    assert.equal(await page.getByRole('button', { name: 'Undo' }).isDisabled(), true);
    await play(page, 'a7-a6');
    await waitForHumanTurn(page, 'b');
    assert.equal(await page.locator('.move-list .ply').count(), 3);
    await press(device, page.getByRole('button', { name: 'Undo' }));
    await page.waitForFunction(() => document.querySelectorAll('.move-list .ply').length === 1);
    assert.equal(await root.getAttribute('data-turn'), 'b');
  });
});

test('phone: the same seed gives the same computer moves', async () => {
  const device = DEVICES[0];
  const replies = [];
  for (let run = 0; run < 2; run++) {
    await withApp(device, '#/jungle?mode=bot&level=easy&side=r&seed=42', async (page) => {
      await gameView(page);
      await play(page, 'e3-d3');
      await waitForHumanTurn(page, 'r');
      await play(page, 'd3-d4');
      await waitForHumanTurn(page, 'r');
      replies.push(await position(page));
    });
  }
  assert.equal(replies[0], replies[1]);
});

test('phone: hexagonal chess against the computer: no undo, a hint, resign', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/hex?mode=bot&level=easy&side=w', async (page) => {
    const root = await gameView(page);
    assert.equal(await root.getAttribute('data-mode'), 'bot');
    assert.equal(await page.getByRole('button', { name: 'Undo' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Hint' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Resign' }).count(), 1);
    await press(device, page.getByRole('button', { name: 'Resign' }));
    await press(
      device,
      page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }),
    );
    await waitForRootAttribute(page, 'data-result', 'black wins: resignation');
  });
});

test('desktop: the new-game panel from the game screen switches to two players', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/jungle?mode=bot&level=hard&side=b', async (page) => {
    const root = await gameView(page);
    await press(device, page.getByRole('button', { name: 'New game' }));
    const panel = page.getByRole('dialog', { name: 'New game · Jungle' });
    await panel.waitFor();
    // The panel shows the game on screen; the computer may be thinking meanwhile.
    assert.equal(await panel.getByRole('radio', { name: 'Hard' }).isChecked(), true);
    assert.equal(await panel.getByRole('radio', { name: 'Blue' }).isChecked(), true);
    await press(device, panel.getByText('Two players on this device', { exact: true }));
    await press(device, panel.getByText('Face to face', { exact: true }));
    await press(device, panel.getByRole('button', { name: 'Start' }));
    await waitForRootAttribute(page, 'data-mode', 'local');
    assert.equal(await position(page), START);
    assert.equal(await root.getAttribute('data-thinking'), null);
    assert.match(page.url(), /#\/jungle\?seating=face$/);
    // Face to face, each player has a draw button: the far one's is in the turned row.
    assert.equal(await page.locator('.controls').getByRole('button', { name: 'Draw?' }).count(), 1);
    assert.equal(await page.locator('.far-controls').getByRole('button', { name: 'Draw?' }).count(), 1);
    await play(page, 'e3-d3');
    await play(page, 'a7-a6');
    assert.equal(await root.getAttribute('data-turn'), 'r');
  });
});

test('phone: bad computer settings in a link are explained and defaults used', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/jungle?mode=bot&level=expert&side=green&seed=x', async (page) => {
    const root = await gameView(page);
    const text = (await page.locator('[data-notice]').allInnerTexts()).join('\n');
    assert.match(text, /“expert” is not a valid value for “level”; using “Normal”/);
    assert.match(text, /“green” is not a valid value for “side”; using “Red”/);
    assert.match(text, /“x” is not a valid value for “seed”/);
    assert.equal(await root.getAttribute('data-mode'), 'bot');
    assert.match(await page.locator('.bar-sub').textContent(), /against Normal/);
    assert.equal(await root.getAttribute('data-turn'), 'r');
  });
});

test('phone in Turkish: the panel, the levels and the hint read naturally', async () => {
  const device = DEVICES[0];
  await withApp(
    device,
    '#/',
    async (page) => {
      await press(device, page.locator('[data-setup="jungle"]'));
      const panel = page.getByRole('dialog', { name: 'Yeni oyun · Orman Satrancı' });
      await panel.waitFor();
      for (const name of ['Kolay', 'Normal', 'Zor', 'Benlik', 'Kırmızı', 'Mavi', 'Rastgele']) {
        assert.equal(await panel.getByRole('radio', { name, exact: true }).count(), 1, name);
      }
      await press(device, panel.getByText('Kolay', { exact: true }));
      assert.match(await panel.innerText(), /Kolay, ara sıra bilerek zayıf bir hamle yapar\./);
      await press(device, panel.getByRole('button', { name: 'Başla' }));
      await gameView(page);
      assert.match(await page.locator('.status').innerText(), /Sıra sizde \(kırmızı\)/);
      await press(device, page.getByRole('button', { name: 'İpucu' }));
      await page.waitForSelector('[data-hint="to"]');
      assert.match(
        await announcement(page).textContent(),
        /^İpucu: kırmızı \S+, [a-g]\d hücresinden [a-g]\d hücresine$/,
      );
    },
    { locale: 'tr-TR' },
  );
});

test('phone: a game against the computer resumes after a reload and from the home screen', async () => {
  const device = DEVICES[0];
  await withApp(device, '#/jungle?mode=bot&level=easy&side=random&seed=5', async (page) => {
    const root = await gameView(page);
    const seats = await root.getAttribute('data-seats');
    assert.ok(seats === 'human-easy' || seats === 'easy-human', seats);
    const human = seats === 'human-easy' ? 'r' : 'b';
    await waitForHumanTurn(page, human);
    const move = human === 'r' ? 'e3-d3' : 'e7-f7';
    await play(page, move);
    await waitForHumanTurn(page, human);
    const saved = await position(page);
    const plies = await page.locator('.move-list .ply').count();

    await page.reload();
    await waitForRootAttribute(page, 'data-position', saved);
    assert.equal(await root.getAttribute('data-seats'), seats);
    assert.equal(await page.locator('.move-list .ply').count(), plies);

    await press(device, page.getByRole('button', { name: 'Back to the games' }));
    await press(device, page.locator('[data-continue="jungle"]'));
    await waitForRootAttribute(page, 'data-position', saved);
    assert.equal(await root.getAttribute('data-seats'), seats);
    assert.match(page.url(), new RegExp(`#/jungle\\?mode=bot&level=easy&side=${human}&seed=5$`));
  });
});

test('desktop: three-player seats: each seat human or computer, chosen in the new-game panel', async () => {
  const device = DEVICES[1];
  await withApp(device, '#/', async (page) => {
    await press(device, page.locator('button[data-setup="sanguo"]'));
    const panel = page.getByRole('dialog', { name: 'New game · Three Kingdoms' });
    await panel.waitFor();
    assert.deepEqual(await panel.locator('select').evaluateAll((s) => s.map((x) => x.value)), [
      'human',
      'normal',
      'normal',
    ]);
    await panel.getByLabel('Shu', { exact: true }).selectOption('hard');
    await panel.getByLabel('Wu', { exact: true }).selectOption('benlik');
    await panel.getByLabel('Wei', { exact: true }).selectOption('easy');
    // Nobody left to play: Start refuses and says why.
    await press(device, panel.getByRole('button', { name: 'Start' }));
    assert.match(await panel.innerText(), /At least one seat must be a human player/);
    await panel.getByLabel('Wei', { exact: true }).selectOption('human');
    await press(device, panel.getByRole('button', { name: 'Start' }));
    await panel.waitFor({ state: 'detached' });
    // The game's address carries the seats, so a reload or a shared link seats the same players.
    await page.locator('.status-text').waitFor({ state: 'attached' });
    assert.equal(await page.evaluate(() => location.hash), '#/sanguo?mode=bot&seats=hard-benlik-human');
  });
});

/**
 * Logs, in `window.workerLog`, each start of a wasm compilation (`{ compile: true }`), each
 * Worker the page creates (`{ worker: url }`), each message
 * the page sends one (`{ sent: type, module }`, `module` true for a WebAssembly.Module) and each
 * reply (`{ reply: id, ok, ready }`, `ready` whether the page had said it was ready).
 */
function logWorkers() {
  window.workerLog = [];
  const log = window.workerLog;
  for (const name of ['compile', 'compileStreaming']) {
    const compile = WebAssembly[name];
    WebAssembly[name] = (...args) => {
      log.push({ compile: true });
      return compile.apply(WebAssembly, args);
    };
  }
  window.Worker = class extends window.Worker {
    constructor(url, options) {
      super(url, options);
      log.push({ worker: String(url) });
      this.addEventListener('message', ({ data }) => {
        log.push({ reply: data?.id, ok: data?.ok, ready: 'ready' in document.documentElement.dataset });
      });
    }

    postMessage(message, ...rest) {
      log.push({
        sent: message?.type ?? 'move',
        id: message?.id,
        module: message?.module instanceof WebAssembly.Module,
      });
      return super.postMessage(message, ...rest);
    }
  };
}

test("phone: the bot's worker, given the page's compiled engine, makes its first calls before the game shows, then plays the bot", async () => {
  const context = await DEVICES[0].makeContext(browser());
  try {
    await context.addInitScript(logWorkers);
    const page = await openApp(context, '#/timur?mode=bot&level=easy&side=w&seed=7');
    await gameView(page);
    await page.waitForFunction(() => 'ready' in document.documentElement.dataset);
    const atReady = await page.evaluate(() => window.workerLog.slice());
    assert.equal(atReady.filter((e) => e.worker).length, 1, JSON.stringify(atReady));
    // Started before the engine's module is compiled, so its own code arrives meanwhile.
    assert.match(atReady[0].worker ?? '', /\/bot-worker\.js$/, JSON.stringify(atReady));
    assert.ok(
      atReady.some((e) => e.compile),
      JSON.stringify(atReady),
    );
    const warmUp = atReady.find((e) => e.sent === 'warm-up');
    assert.ok(warmUp?.module, `the warm-up carries the page's WebAssembly.Module: ${JSON.stringify(atReady)}`);
    const reply = atReady.find((e) => e.reply === warmUp.id);
    assert.deepEqual(reply, { reply: warmUp.id, ok: true, ready: false }, 'warmed up before the page was ready');

    // The same worker then answers the player's first move: no second worker, no second download.
    await play(page, 'b2-c4');
    await waitForHumanTurn(page, 'w');
    const log = await page.evaluate(() => window.workerLog.slice());
    assert.equal(log.filter((e) => e.worker).length, 1, JSON.stringify(log));
    const move = log.find((e) => e.sent === 'move');
    assert.equal(log.find((e) => e.reply === move.id)?.ok, true, JSON.stringify(log));
  } finally {
    await context.close();
  }
});

test('phone: a game page whose bot worker cannot load still opens and plays (the engine warms up on the page)', async () => {
  const context = await DEVICES[0].makeContext(browser());
  try {
    await context.route(/\/bot-worker\.js$/, (route) => route.abort());
    const page = await openApp(context, '#/jungle');
    const root = await gameView(page);
    await page.waitForFunction(() => 'ready' in document.documentElement.dataset);
    await play(page, 'a3-a4');
    assert.equal(await root.getAttribute('data-turn'), 'b');
  } finally {
    await context.close();
  }
});
