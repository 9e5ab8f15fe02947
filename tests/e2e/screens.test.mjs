// Every game screen a player meets, on a phone held upright (360×640) and sideways (640×360), in
// English and Turkish for every game, and in each other language of the app for one game each
// (the four languages cover the four games) with the home page and that game's rules page: each
// game against the computer (a game under way, and its menu open), face to face (round the table
// in Three Kingdoms), and online with two and three players (each seat, a watcher, and the room
// waiting for its players). The lessons' and puzzles' screens are walked in every language by
// learn.test.mjs. On each the test fails when a visible
// button or label is cut (its text overflows its box, is clipped or ends in "…"), lies off the
// screen or under another element, when a message key (`level.remote`) is on screen, or when a
// button has the browser's own raised or grey look. One browser, one page per language, moved
// from screen to screen by its address and looked at in both sizes.
// Run: cargo xtask e2e tests/e2e/screens.test.mjs

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, browser, phoneContext, openApp, roomsApi, takenRoom, browserLookingButtons } from './harness.mjs';
import { loadEngine } from '../wasm/load.mjs';
import { screenProblems } from './screen-problems.mjs';

useBrowser();

const wasm = await loadEngine();

const SIZES = [
  ['360×640', { width: 360, height: 640 }],
  ['640×360', { width: 640, height: 360 }],
];
const LOCALES = ['en-US', 'tr-TR'];
const GAMES = ['jungle', 'hex', 'timur', 'sanguo'];
const LETTERS = { jungle: ['r', 'b'], hex: ['w', 'b'], timur: ['w', 'b'], sanguo: ['r', 'g', 'b'] };

// Games under way (found by playing captures where there were some): a full move list and
// material on every screen.
const UNDER_WAY = {
  jungle: ['a3-a2', 'e7-f7', 'f2-e2', 'g9-f9', 'c3-b3', 'b8-c8', 'g3-g4', 'f9-g9', 'g1-g2', 'g9-f9', 'b2-b1', 'c7-d7'],
  hex: ['f2-c5', 'g10-h8', 'c5-d7', 'e7-e5', 'd1-b2', 'f11-d7', 'f5-e5', 'e10-e5', 'b2-e3', 'e5-e4', 'g4-g6', 'e4-l2'],
  timur: ['c3-c4', 'j8-j7', 'e2-f1', 'j9-k7', 'b2-d1', 'c10-d7', 'a3-a4', 'd7-c4', 'b3-c4', 'c8-c7', 'j3-j4', 'b9-a7'],
  sanguo: [
    'rb3-bh1',
    'gb3-rh1',
    'bb3-gh1',
    'ri1-rh1',
    'gi1-gh1',
    'bi1-bh1',
    'rd1-re2',
    'gb1-gc3',
    'ba4-ba5',
    'rh3-gb5',
    'gh3-gh5',
    'bg4-bg5',
  ],
};

/** The link of a game under way against the computer: the first seat is the person's. */
function botLink(variant) {
  const seats = LETTERS[variant].map((_, i) => (i === 0 ? 'human' : 'easy')).join(' ');
  const record = wasm.writeRecord(variant, [['Seats', seats]], UNDER_WAY[variant]);
  return `#/${variant}?game=${encodeURIComponent(record)}&seed=1`;
}

/** Per game a room still waiting for its players (made once: a waiting room stays so). */
const waitingRooms = {};

before(async () => {
  for (const variant of GAMES) {
    waitingRooms[variant] = await roomsApi('api/rooms', {
      variant,
      clock: { base_s: 600, inc_s: 5 },
      seat: LETTERS[variant][0],
    });
  }
});

/**
 * Opens `hash` in `page` (the app routes it without loading again) and waits for its screen
 * (`ready`: the game's root as it should be; `inside`: something in it).
 */
async function show(page, hash, ready, inside = '') {
  await page.evaluate(() => {
    for (const node of document.querySelectorAll('section[data-variant]')) node.dataset.left = '';
  });
  await page.evaluate((address) => {
    location.hash = address;
  }, hash.slice(1));
  await page.waitForSelector(`${ready}:not([data-left]) ${inside}`);
}

/** Two frames: the layout of what was just drawn (or resized) has settled. */
function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
}

/**
 * The screens of the walk for `variant`: each `{name, hash, ready, inside?, menu?, watch?, hold?}`
 * (`ready`: the game's root as it should be; `inside`: something to wait for in it; `menu`: look
 * with the menu open too; `watch`: the room, to be watched holding no seat; `hold`: a seat
 * record to keep first, as the room's creator has).
 */
async function* screensOf(variant) {
  const game = `section[data-variant="${variant}"][data-turn]`;
  yield { name: `${variant} against the computer`, hash: botLink(variant), ready: game, menu: true };
  yield { name: `${variant} face to face`, hash: `#/${variant}?seating=face`, ready: game };
  const online = `section[data-variant="${variant}"][data-mode="online"][data-connection="connected"]`;
  // Made just before it is looked at: a clocked game nobody moves in is called off after 20–40 s.
  const { room, tokens } = await takenRoom(variant, LETTERS[variant], { base_s: 600, inc_s: 5 });
  for (const letter of LETTERS[variant]) {
    yield {
      name: `${variant} online, seat ${letter}`,
      hash: `#/r/${room}/s/${tokens[letter]}`,
      ready: `${online}[data-seat="${letter}"]`,
    };
  }
  yield { name: `${variant} online, watching`, hash: `#/r/${room}`, ready: `${online}:not([data-seat])`, watch: room };
  const waiting = waitingRooms[variant];
  yield {
    name: `${variant} online, waiting for players`,
    hash: `#/r/${waiting.room}`,
    ready: online,
    inside: '[data-invite]',
    hold: {
      room: waiting.room,
      record: {
        token: waiting.token,
        seat: LETTERS[variant][0],
        variant,
        invites: waiting.invites,
        at: Date.now(),
      },
    },
  };
}

/** What is wrong on the screen now: screenProblems, and buttons in the browser's own look. */
async function problemsOn(page) {
  const unstyled = (await browserLookingButtons(page)).map((b) => `a browser's default button: ${b}`);
  return [...(await page.evaluate(screenProblems)), ...unstyled];
}

/**
 * Goes to `screen` in `page` and returns what is wrong on it at each size (`screen.name` and the
 * size before each problem), and with the menu open.
 */
async function look(page, screen) {
  if (screen.watch) {
    // A watcher holds no seat in the room. The address is already the one the seat's link left
    // (and routing the same address again does nothing): the page is loaded again.
    await page.evaluate((room) => localStorage.removeItem(`tahta.v1.online.${room}`), screen.watch);
    assert.equal(new URL(page.url()).hash, screen.hash);
    await page.reload();
    await page.waitForSelector(screen.ready);
  } else {
    if (screen.hold) {
      await page.evaluate(({ room, record }) => {
        localStorage.setItem(`tahta.v1.online.${room}`, JSON.stringify(record));
      }, screen.hold);
    }
    await show(page, screen.hash, screen.ready, screen.inside);
  }
  const found = [];
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await settled(page);
    const at = `${screen.name}, ${size}`;
    const seen = (await problemsOn(page)).map((p) => `${at}: ${p}`);
    found.push(...seen);
    if (screen.menu) {
      await page.locator('.bar .menu-button').click();
      await page.locator('.menu:not([hidden])').waitFor();
      // What the open menu adds.
      const before = new Set(seen);
      found.push(
        ...(await problemsOn(page))
          .map((p) => `${at}: ${p}`)
          .filter((p) => !before.has(p))
          .map((p) => p.replace(`${at}: `, `${at}, menu open: `)),
      );
      await page.keyboard.press('Escape');
      await page.locator('.menu').waitFor({ state: 'hidden' });
    }
  }
  return found;
}

for (const locale of LOCALES) {
  test(`${locale}, upright and sideways: no screen shows a cut or off-screen label or a message key`, async () => {
    const context = await phoneContext(browser(), { viewport: SIZES[0][1], locale });
    try {
      const page = await openApp(context, '#/');
      await page.waitForSelector('html[data-ready="true"]');
      const found = [];
      for (const variant of GAMES) {
        for await (const screen of screensOf(variant)) found.push(...(await look(page, screen)));
      }
      assert.deepEqual(found, []);
    } finally {
      await context.close();
    }
  });
}

/** The other languages, each with the game its walk looks at (every game once). */
const MORE = [
  ['zh-Hant', 'sanguo'],
  ['zh-Hans', 'jungle'],
  ['ru', 'timur'],
  ['pl', 'hex'],
];

/**
 * What a screen reader is told of a move in Simplified Chinese and in Russian (the game's own
 * piece and side names, the cells, nothing in English), and a move of the person's to play for it.
 */
const HEARD = {
  'zh-Hans': /^(红方|蓝方)[象狮虎豹狼狗猫鼠]从[a-g][1-9]走到[a-g][1-9](，吃掉(红方|蓝方)[象狮虎豹狼狗猫鼠])?$/,
  ru: /^[А-ЯЁ][а-яё ]+ \((белые|чёрные)\) с [a-k]\d+ на [a-k]\d+(, взятие: [а-яё ]+ \((белые|чёрные)\))?$/,
};

/** A legal move of the person's in the game of `botLink(variant)`. */
function personsMove(variant) {
  const game = new wasm.Game(variant, '');
  for (const move of UNDER_WAY[variant]) game.play(move);
  const [move] = game.state().moves;
  game.free();
  return move;
}

test("Chinese, Russian and Polish, upright and sideways: the home page, a game's screens and its rules show no cut label or message key; moves are announced in the language", async () => {
  // A browser set to Traditional Chinese for Taiwan is answered in Traditional characters.
  const context = await phoneContext(browser(), { viewport: SIZES[0][1], locale: 'zh-TW' });
  try {
    const page = await openApp(context, '#/');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant');
    const found = [];
    for (const [lang, variant] of MORE) {
      if (lang !== 'zh-Hant') {
        // Chosen in the home page's language picker.
        await page.setViewportSize(SIZES[0][1]);
        await show(page, '#/', 'main.home', '.game-card');
        await page.locator('.home-head select[data-languages]').selectOption(lang);
        await page.waitForFunction((tag) => document.documentElement.lang === tag, lang);
      }
      found.push(...(await look(page, { name: `${lang} home`, hash: '#/', ready: 'main.home', inside: '.game-card' })));
      // The game against the computer comes first: the moves below are played in it.
      const screens = screensOf(variant);
      const { value: againstTheBot } = await screens.next();
      found.push(...(await look(page, { ...againstTheBot, name: `${lang} ${againstTheBot.name}` })));
      if (HEARD[lang]) {
        // A move of the person's, then the computer's answer: each is said in the language.
        const { from, to } = personsMove(variant);
        await page.setViewportSize(SIZES[0][1]);
        // Every text the live region takes, so that an answer quick enough to replace the
        // person's move before a check could see it is heard all the same.
        await page.evaluate(() => {
          const live = document.querySelector('[data-live]');
          window.tahtaHeard = [];
          new MutationObserver(() => window.tahtaHeard.push(live.textContent)).observe(live, {
            childList: true,
            characterData: true,
            subtree: true,
          });
        });
        await page.locator(`[data-cell="${from}"]`).click();
        await page.locator(`[data-cell="${to}"]`).click();
        // The person's move (it names its cell), then the computer's answer (another text).
        const said = await page.waitForFunction((cell) => {
          const heard = window.tahtaHeard;
          const persons = heard.findIndex((text) => text.includes(cell));
          const answer = heard.slice(persons + 1).find((text) => text && text !== heard[persons]);
          return persons >= 0 && answer ? [heard[persons], answer] : null;
        }, to);
        const [persons, answer] = await said.jsonValue();
        assert.match(persons, HEARD[lang]);
        assert.match(answer, HEARD[lang]);
      }
      for await (const screen of screens)
        found.push(...(await look(page, { ...screen, name: `${lang} ${screen.name}` })));
      found.push(
        ...(await look(page, {
          name: `${lang} ${variant} rules`,
          hash: `#/rules/${variant}`,
          ready: `main[data-rules="${variant}"][lang="${lang}"]`,
          inside: '.rules-figure',
        })),
      );
    }
    assert.deepEqual(found, []);
  } finally {
    await context.close();
  }
});
