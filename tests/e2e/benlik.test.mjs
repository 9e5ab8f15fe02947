// Benlik, the level that learns, end to end: a won game changes its stored weights and the result
// box says how; the record survives a reload; a corrupt record is reported and replaced by the
// base weights; "Reset Benlik" forgets it (one game or all); other stored data are never
// touched; storage that fails never breaks play; a game that did not begin at the usual start
// (a position link) teaches it nothing, and says so. Phone and desktop.
// Run: cargo xtask e2e tests/e2e/benlik.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, tapCell, gameRoot, DEVICES, press } from './harness.mjs';

// Red to move; its lion on d8 enters Blue's den d9 at once. Blue (Benlik) has a lion and an
// elephant far away and never gets a move.
const DEN_IN_ONE = '6l/3L3/7/7/7/7/7/7/e6 r 0 1';
const BENLIK_URL = `#/jungle?position=${encodeURIComponent(DEN_IN_ONE)}&mode=bot&level=benlik&side=r`;
// A game against Benlik from the usual start, saved as a closed tab leaves it: the first 34 plies
// of a bot game (Normal as red, Easy as blue), red to move, and red's c9-d9 enters the den.
const FROM_START = [
  'g1-f1',
  'a9-b9',
  'c3-d3',
  'c7-d7',
  'f2-e2',
  'g9-f9',
  'a1-b1',
  'f8-e8',
  'b2-c2',
  'b8-c8',
  'e2-d2',
  'd7-c7',
  'e3-e2',
  'e7-d7',
  'g3-g4',
  'f9-g9',
  'g4-g5',
  'g9-f9',
  'g5-g6',
  'c7-b7',
  'g6-g7',
  'a7-a6',
  'b1-b2',
  'a6-a7',
  'b2-b3',
  'b9-a9',
  'b3-b7',
  'a7-a6',
  'b7-c7',
  'd7-d8',
  'c7-c8',
  'f9-g9',
  'c8-c9',
  'a9-b9',
];
const KEY = 'tahta.benlik.v1.jungle';
const JUNGLE_IDS = [
  'material.rat',
  'material.cat',
  'material.dog',
  'material.wolf',
  'material.leopard',
  'material.tiger',
  'material.lion',
  'material.elephant',
  'advance',
  'den_attack',
  'den_guard',
  'jumper_on_bank',
];
// Data that is not Jungle's Benlik record, which nothing here may change.
const OTHERS = {
  'another.app': 'keep me',
  'tahta.v1.lang': 'en',
  'tahta.benlik.v1.hex': '{"version":1,"variant":"hex","games":3,"weights":[],"features":[]}',
};

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function gameView(page) {
  await page.waitForSelector('section[data-variant][data-turn]');
  return gameRoot(page);
}

async function stored(page, key = KEY) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

async function record(page) {
  const text = await stored(page);
  return text === null ? null : JSON.parse(text);
}

/** Every key but Jungle's Benlik record, with its value. */
async function otherData(page) {
  return page.evaluate((skip) => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== skip && key.startsWith('tahta.v1.game.') === false) out[key] = localStorage.getItem(key);
    }
    return out;
  }, KEY);
}

/** Jungle's feature ids and base weights, from the engine itself. */
async function baseWeights(page) {
  return page.evaluate(async () => {
    const wasm = await import(new URL('www/pkg/jungle/tahta_wasm.js', document.baseURI).href);
    await wasm.default();
    const game = new wasm.Game('jungle', '');
    const features = game.features();
    game.free();
    return features;
  });
}

/** Wins the den-in-one game: d8-d9. */
async function winDenInOne(page) {
  await enterDen(page, 'd8');
}

async function enterDen(page, from) {
  await gameView(page);
  await tapCell(page, from);
  await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await tapCell(page, 'd9');
  await page.waitForFunction(() => document.querySelector('section[data-variant]')?.dataset.result === 'red wins: den');
}

/** Takes up the saved game from the usual start (`FROM_START`) from the home screen's card. */
async function continueFromStart(page, device) {
  await page.evaluate(
    (moves) =>
      localStorage.setItem(
        'tahta.v1.game.jungle',
        JSON.stringify({
          id: `from-start-${Date.now()}`,
          start: '',
          moves,
          seating: 'side',
          seats: ['human', 'benlik'],
          seed: 1,
          saved: Date.now(),
        }),
      ),
    FROM_START,
  );
  // The home screen, drawn afresh so that it sees the saved game.
  await page.goto(new URL('#/', page.url()).href);
  await page.reload();
  await press(device, page.locator('[data-continue="jungle"]'));
  await gameView(page);
}

/** Wins the game from the usual start: takes it up, then c9-d9. */
async function winFromStart(page, device) {
  await continueFromStart(page, device);
  await enterDen(page, 'c9');
}

for (const device of DEVICES) {
  test(`${device.name}: beating Benlik changes its stored weights; reload, corruption, reset`, async () => {
    const context = await device.makeContext(browser);
    try {
      const page = await openApp(context, '#/');
      await page.evaluate((others) => {
        for (const [key, value] of Object.entries(others)) localStorage.setItem(key, value);
      }, OTHERS);
      const features = await baseWeights(page);
      assert.deepEqual(
        features.map((f) => f.id),
        JUNGLE_IDS,
      );
      const base = features.map((f) => f.base);

      // Win against Benlik: the result box lists how its settings moved, largest first.
      await continueFromStart(page, device);
      const root = await gameRoot(page);
      assert.equal(await root.getAttribute('data-seats'), 'human-benlik');
      assert.equal(await page.locator('[data-notice]').count(), 0);
      await enterDen(page, 'c9');
      const box = page.locator('.result-box');
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.locator('h2').textContent(), 'You win');
      const items = box.locator('.benlik-changes li');
      const count = await items.count();
      assert.ok(count >= 1 && count <= 5, `${count} changes listed`);
      const lines = await items.allInnerTexts();
      for (const line of lines) assert.match(line, /^(values the [a-z ]+|values \w+|cares) \d+\.\d% (more|less)/, line);
      assert.match(await box.innerText(), /Compared with its starting settings, Benlik now:/);

      const learned = await record(page);
      assert.equal(learned.version, 1);
      assert.equal(learned.variant, 'jungle');
      assert.equal(learned.games, 1);
      assert.deepEqual(learned.features, JUNGLE_IDS);
      assert.equal(learned.weights.length, base.length);
      assert.notDeepEqual(learned.weights, base);
      // At most 3% per weight in one game.
      learned.weights.forEach((w, i) => assert.ok(Math.abs(w - base[i]) <= Math.abs(base[i]) * 0.0301, `weight ${i}`));
      // The list matches the record: its first line is the largest relative change.
      const percents = learned.weights.map((w, i) => ((w - base[i]) / base[i]) * 100);
      const largest = percents.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a));
      assert.match(
        lines[0],
        new RegExp(`${Math.abs(largest).toFixed(1).replace('.', '\\.')}% ${largest > 0 ? 'more' : 'less'}`),
      );
      assert.deepEqual(await otherData(page), OTHERS);

      // Reload: the finished game is still on screen; the record is still there, unchanged,
      // and loads without a notice.
      await page.reload();
      assert.equal(await (await gameView(page)).getAttribute('data-result'), 'red wins: den');
      assert.deepEqual(await record(page), learned);
      assert.equal(await page.locator('[data-notice]').count(), 0);
      // The menu shows the same summary at any time.
      await press(device, page.getByRole('button', { name: 'Menu' }));
      await press(device, page.getByRole('button', { name: 'What Benlik has learned' }));
      const summary = page.getByRole('dialog', { name: 'What Benlik has learned · Jungle' });
      await summary.waitFor();
      assert.match(await summary.innerText(), /After one game, compared with its starting settings, Benlik now:/);
      assert.deepEqual(await summary.locator('li').allInnerTexts(), lines);
      await press(device, summary.getByRole('button', { name: 'OK' }));
      await summary.waitFor({ state: 'detached' });

      // A corrupt record: the app starts normally, says so, and uses the base weights.
      await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"variant":"jungle","weights":[1e9'), KEY);
      await page.reload();
      const again = await gameView(page);
      const notice = page.locator('[data-notice]');
      await notice.first().waitFor();
      assert.equal(await notice.count(), 1);
      assert.equal(await notice.innerText(), 'Benlik’s saved settings for Jungle were unreadable and were reset.');
      assert.equal(await again.getAttribute('data-result'), 'red wins: den');
      const reset = await record(page);
      assert.equal(reset.games, 0);
      assert.deepEqual(reset.weights, base);
      assert.deepEqual(await otherData(page), OTHERS);
      // Still playable, and it learns again from the base.
      await winFromStart(page, device);
      assert.equal((await record(page)).games, 1);

      // A record saved with an older feature list (its last feature not yet known, one since
      // retired) keeps what it learned, matched by id; the new feature starts from its base.
      const last = JUNGLE_IDS.length - 1;
      const older = {
        ...learned,
        games: 4,
        features: [...JUNGLE_IDS.slice(0, last), 'retired.feature'],
        weights: [...base.slice(0, last).map((b) => b * 1.2), 7],
      };
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(older)]);
      await page.reload();
      await gameView(page);
      assert.equal(await page.locator('[data-notice]').count(), 0);
      await winFromStart(page, device);
      const carried = await record(page);
      assert.equal(carried.games, 5);
      assert.deepEqual(carried.features, JUNGLE_IDS);
      // One game moves each weight at most 3% away from where it was loaded.
      carried.weights.forEach((w, i) => {
        const loaded = i < last ? base[i] * 1.2 : base[i];
        assert.ok(Math.abs(w - loaded) <= Math.abs(loaded) * 0.0301, `weight ${i}: ${w} from ${loaded}`);
      });

      // Records that parse but do not fit are unreadable too: another game's, weights beyond
      // the 30% limit, none of the engine's feature ids, an id twice, ids and weights that do
      // not pair up.
      for (const bad of [
        { ...learned, variant: 'hex' },
        { ...learned, weights: learned.weights.map((w, i) => (i === 0 ? w * 1.5 : w)) },
        { ...learned, features: JUNGLE_IDS.map((id) => `old.${id}`) },
        { ...learned, features: [...JUNGLE_IDS.slice(0, -1), JUNGLE_IDS[0]] },
        { ...learned, features: JUNGLE_IDS.slice(1) },
        { ...learned, version: 2 },
        [1, 2, 3],
      ]) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(bad)]);
        await page.reload();
        await gameView(page);
        await page.locator('[data-notice]').first().waitFor();
        assert.match(await page.locator('[data-notice]').innerText(), /unreadable and were reset/);
        assert.equal((await record(page)).games, 0);
      }

      // Reset Benlik for this game: the record is gone, everything else stays.
      await winFromStart(page, device);
      assert.equal((await record(page)).games, 1);
      await press(device, page.getByRole('button', { name: 'Show board' }));
      await press(device, page.getByRole('button', { name: 'Menu' }));
      await press(device, page.getByRole('button', { name: 'Reset Benlik…' }));
      const confirm = page.getByRole('dialog', { name: 'Reset Benlik?' });
      await confirm.waitFor();
      await press(device, confirm.getByRole('button', { name: 'Cancel' }));
      await confirm.waitFor({ state: 'detached' });
      assert.equal((await record(page)).games, 1);
      await press(device, page.getByRole('button', { name: 'Menu' }));
      await press(device, page.getByRole('button', { name: 'Reset Benlik…' }));
      await press(
        device,
        page.getByRole('dialog', { name: 'Reset Benlik?' }).getByRole('button', { name: 'Reset for Jungle' }),
      );
      assert.equal(await stored(page), null);
      assert.match(
        (await page.locator('[data-notice]').allInnerTexts()).join('\n'),
        /Benlik has forgotten what it learned in Jungle\./,
      );
      assert.deepEqual(await otherData(page), OTHERS);
      await press(device, page.getByRole('button', { name: 'Menu' }));
      await press(device, page.getByRole('button', { name: 'What Benlik has learned' }));
      assert.match(
        await page.getByRole('dialog', { name: 'What Benlik has learned · Jungle' }).innerText(),
        /has not finished a game of Jungle with you yet/,
      );
      await page.keyboard.press('Escape');

      // Reset for all games: every Benlik record goes, nothing else.
      await page.reload();
      await winFromStart(page, device);
      assert.ok(await stored(page));
      await press(device, page.getByRole('button', { name: 'Show board' }));
      await press(device, page.getByRole('button', { name: 'Menu' }));
      await press(device, page.getByRole('button', { name: 'Reset Benlik…' }));
      await press(
        device,
        page.getByRole('dialog', { name: 'Reset Benlik?' }).getByRole('button', { name: 'Reset for all games' }),
      );
      assert.equal(await stored(page), null);
      assert.equal(await stored(page, 'tahta.benlik.v1.hex'), null);
      assert.equal(await stored(page, 'another.app'), 'keep me');
      assert.equal(await stored(page, 'tahta.v1.lang'), 'en');
    } finally {
      await context.close();
    }
  });
}

test('phone: a lost or resigned game teaches Benlik too, an abandoned one does not', async () => {
  const device = DEVICES[0];
  const context = await device.makeContext(browser);
  try {
    const page = await openApp(context, '#/');
    // Abandoned: a move, then away to the home screen.
    await continueFromStart(page, device);
    await tapCell(page, 'c9');
    await tapCell(page, 'c8');
    await page.waitForFunction(() => document.querySelector('section[data-variant]')?.dataset.turn === 'r');
    await press(device, page.getByRole('button', { name: 'Back to the games' }));
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
    assert.equal(await stored(page), null);
    // Resigned: learned, and no list (the player did not win).
    await continueFromStart(page, device);
    const root = await gameRoot(page);
    await press(device, page.getByRole('button', { name: 'Resign' }));
    await press(
      device,
      page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }),
    );
    await page.waitForFunction(
      () => document.querySelector('section[data-variant]')?.dataset.result === 'blue wins: resignation',
    );
    assert.equal(await root.getAttribute('data-result'), 'blue wins: resignation');
    assert.equal(await page.locator('.benlik-changes').isVisible(), false);
    assert.equal((await record(page)).games, 1);
  } finally {
    await context.close();
  }
});

test('phone: a won position from a link teaches Benlik nothing, and says so', async () => {
  const device = DEVICES[0];
  const context = await device.makeContext(browser);
  try {
    const page = await openApp(context, BENLIK_URL);
    const root = await gameView(page);
    assert.equal(await root.getAttribute('data-seats'), 'human-benlik');
    await winDenInOne(page);
    await page.locator('[data-notice]').first().waitFor();
    assert.match(
      (await page.locator('[data-notice]').allInnerTexts()).join('\n'),
      /Benlik learned nothing from this game: it learns only from games played from the usual start/,
    );
    assert.equal(await stored(page), null);
    assert.equal(await page.locator('.result-box .benlik-changes li').count(), 0);
    // Nor twice in a row, nor after a game from the start.
    await winFromStart(page, device);
    assert.equal((await record(page)).games, 1);
    await page.goto(new URL(BENLIK_URL, page.url()).href);
    await winDenInOne(page);
    assert.equal((await record(page)).games, 1);
  } finally {
    await context.close();
  }
});

test('phone: storage that refuses Benlik never breaks the game', async () => {
  const device = DEVICES[0];
  const context = await device.makeContext(browser);
  await context.addInitScript(() => {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).startsWith('tahta.benlik.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
    Storage.prototype.getItem = function (key) {
      if (String(key).startsWith('tahta.benlik.')) throw new DOMException('denied', 'SecurityError');
      return getItem.call(this, key);
    };
  });
  try {
    const page = await openApp(context, '#/');
    await continueFromStart(page, device);
    await page.locator('[data-notice]').first().waitFor();
    assert.match(await page.locator('[data-notice]').first().innerText(), /does not let Benlik store anything/);
    await enterDen(page, 'c9');
    const notices = (await page.locator('[data-notice]').allInnerTexts()).join('\n');
    assert.match(notices, /Benlik could not save what it learned from this game/);
    // The summary of this game is still shown.
    assert.ok((await page.locator('.result-box .benlik-changes li').count()) >= 1);
  } finally {
    await context.close();
  }
});

test('phone in Turkish: Benlik’s changes read naturally', async () => {
  const device = DEVICES[0];
  const context = await device.makeContext(browser, { locale: 'tr-TR' });
  try {
    const page = await openApp(context, '#/');
    await winFromStart(page, device);
    const box = page.locator('.result-box');
    await box.waitFor({ state: 'visible' });
    assert.equal(await box.locator('h2').textContent(), 'Kazandınız');
    assert.match(await box.innerText(), /Benlik başlangıç ayarlarına göre artık:/);
    const lines = await box.locator('.benlik-changes li').allInnerTexts();
    assert.ok(lines.length >= 1);
    for (const line of lines) assert.match(line, /%\d+,\d daha (çok|az) (değer veriyor|önem veriyor)$/, line);
    assert.ok(
      lines.some((line) => /^file %\d+,\d daha (çok|az) değer veriyor$/.test(line)),
      lines.join(' | '),
    );
  } finally {
    await context.close();
  }
});
