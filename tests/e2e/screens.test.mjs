// Every game screen a player meets, on a phone held upright (360×640) and sideways (640×360), in
// English and Turkish: each game against the computer (a game under way, and its menu open),
// face to face (round the table in Three Kingdoms), and online with two and three players (each
// seat, a watcher, and the room waiting for its players). On each the test fails when a visible
// button or label is cut (its text overflows its box, is clipped or ends in "…"), lies off the
// screen or under another element, when a message key (`level.remote`) is on screen, or when a
// button has the browser's own raised or grey look. One browser, one page per language, moved
// from screen to screen by its address and looked at in both sizes.
// Run: cargo xtask e2e tests/e2e/screens.test.mjs

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, browser, phoneContext, openApp, roomsApi, takenRoom, browserLookingButtons,
} from './harness.mjs';
import { loadEngine } from '../wasm/load.mjs';

useBrowser();

const wasm = await loadEngine();

const SIZES = [['360×640', { width: 360, height: 640 }], ['640×360', { width: 640, height: 360 }]];
const LOCALES = ['en-US', 'tr-TR'];
const GAMES = ['jungle', 'hex', 'timur', 'sanguo'];
const LETTERS = { jungle: ['r', 'b'], hex: ['w', 'b'], timur: ['w', 'b'], sanguo: ['r', 'g', 'b'] };

// Games under way (found by playing captures where there were some): a full move list and
// material on every screen.
const UNDER_WAY = {
  jungle: ['a3-a2', 'e7-f7', 'f2-e2', 'g9-f9', 'c3-b3', 'b8-c8', 'g3-g4', 'f9-g9', 'g1-g2', 'g9-f9', 'b2-b1', 'c7-d7'],
  hex: ['f2-c5', 'g10-h8', 'c5-d7', 'e7-e5', 'd1-b2', 'f11-d7', 'f5-e5', 'e10-e5', 'b2-e3', 'e5-e4', 'g4-g6', 'e4-l2'],
  timur: ['c3-c4', 'j8-j7', 'e2-f1', 'j9-k7', 'b2-d1', 'c10-d7', 'a3-a4', 'd7-c4', 'b3-c4', 'c8-c7', 'j3-j4', 'b9-a7'],
  sanguo: ['rb3-bh1', 'gb3-rh1', 'bb3-gh1', 'ri1-rh1', 'gi1-gh1', 'bi1-bh1', 'rd1-re2', 'gb1-gc3', 'ba4-ba5', 'rh3-gb5', 'gh3-gh5', 'bg4-bg5'],
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
    waitingRooms[variant] = await roomsApi('api/rooms', { variant, clock: { base_s: 600, inc_s: 5 }, seat: LETTERS[variant][0] });
  }
});

/**
 * What is wrong on the screen, in words: visible text cut or off screen, message keys. Runs in
 * the page.
 */
function screenProblems() {
  const problems = [];
  const width = innerWidth;
  const height = innerHeight;
  const KEY = /\b[a-z][a-zA-Z]*(?:\.[a-zA-Z][\w-]*)+/;
  const shown = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const clips = (style) => ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const scrolls = (style) => ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const ownText = (el) => [...el.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim())
    .map((n) => n.textContent.trim()).join(' ');
  const name = (el, text) => `"${text.slice(0, 40)}" (${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''})`;
  /**
   * Why the text of `el` (its range's box `rect`) cannot be seen whole, or null: walking up, a
   * box that clips (overflow hidden) must hold it; a scroll container shows what it holds when
   * scrolled, so from there on it is the container that must be seen; at the top, the screen
   * (which never scrolls sideways, and not at all when the page is no taller than the screen or
   * the element is fixed).
   */
  const lost = (el, rect) => {
    let target = rect;
    let fixed = false;
    const outside = (outer, x, y) => (x && (target.left < outer.left - 1 || target.right > outer.right + 1))
      || (y && (target.top < outer.top - 1 || target.bottom > outer.bottom + 1));
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'fixed') fixed = true;
      const clipX = ['hidden', 'clip'].includes(style.overflowX);
      const clipY = ['hidden', 'clip'].includes(style.overflowY);
      if ((clipX || clipY) && outside(node.getBoundingClientRect(), clipX, clipY)) return 'clipped';
      if (scrolls(style)) target = node.getBoundingClientRect();
    }
    const screenY = fixed || document.documentElement.scrollHeight <= height;
    if (outside({ left: 0, right: width, top: 0, bottom: height }, true, screenY)) return 'off screen';
    return null;
  };
  /** The part of the screen where `el` can be seen now: the screen cut by every box it is in that
   *  clips or scrolls. */
  const inView = (el) => {
    const view = { left: 0, top: 0, right: width, bottom: height };
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = node.getBoundingClientRect();
      view.left = Math.max(view.left, r.left);
      view.top = Math.max(view.top, r.top);
      view.right = Math.min(view.right, r.right);
      view.bottom = Math.min(view.bottom, r.bottom);
    }
    return view;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg, .visually-hidden, script, style, template')) continue;
    const button = el.matches('button, a[href], select, input:not([type="checkbox"], [type="radio"]), .control-text');
    const text = (button ? el.innerText || el.value || '' : ownText(el)).trim();
    if (!text || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (KEY.test(ownText(el))) problems.push(`message key on screen: ${name(el, text)}`);
    // Its box: text running past it (overflow shown or clipped, "…" or not).
    if (el.clientWidth > 0 && !scrolls(style) && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`cut (${el.scrollWidth} px of text in ${el.clientWidth}): ${name(el, text)}`);
      continue;
    }
    if (el.clientHeight > 0 && clips(style) && !scrolls(style) && el.scrollHeight > el.clientHeight + 2) {
      problems.push(`cut (${el.scrollHeight} px high in ${el.clientHeight}): ${name(el, text)}`);
      continue;
    }
    // Its text: within every box that clips it, and on the screen.
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const why = lost(el, r);
    const where = `(${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`;
    if (why) {
      problems.push(`${why} ${where}: ${name(el, text)}`);
      continue;
    }
    // Not under another element (the open menu aside): what the screen shows at the middle of
    // its first and last lines, where they are in view, is the element or a part of it.
    const lines = range.getClientRects();
    const view = inView(el);
    for (const line of [lines[0], lines[lines.length - 1]]) {
      const x = line.left + line.width / 2;
      const y = line.top + line.height / 2;
      if (x < view.left || y < view.top || x >= view.right || y >= view.bottom) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !el.contains(top) && !top.contains(el) && !top.closest('.menu')) {
        problems.push(`covered by ${name(top, top.innerText?.trim() ?? '')} ${where}: ${name(el, text)}`);
        break;
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Opens `hash` in `page` (the app routes it without loading again) and waits for its screen
 * (`ready`: the game's root as it should be; `inside`: something in it).
 */
async function show(page, hash, ready, inside = '') {
  await page.evaluate(() => {
    for (const node of document.querySelectorAll('section[data-variant]')) node.dataset.left = '';
  });
  await page.evaluate((address) => { location.hash = address; }, hash.slice(1));
  await page.waitForSelector(`${ready}:not([data-left]) ${inside}`);
}

/** Two frames: the layout of what was just drawn (or resized) has settled. */
function settled(page) {
  return page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
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
      name: `${variant} online, seat ${letter}`, hash: `#/r/${room}/s/${tokens[letter]}`, ready: `${online}[data-seat="${letter}"]`,
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
        token: waiting.token, seat: LETTERS[variant][0], variant, invites: waiting.invites, at: Date.now(),
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
      found.push(...(await problemsOn(page)).map((p) => `${at}: ${p}`)
        .filter((p) => !before.has(p)).map((p) => p.replace(`${at}: `, `${at}, menu open: `)));
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
