// Helpers for every browser test of Tahta.
//
// The tests run under node's own test runner (`node --test`), started by `cargo xtask test`
// (or `cargo xtask e2e [file…]`), which serves dist/ on a free loopback port and passes its URL
// in TAHTA_URL. playwright-core drives the system Chromium: nothing here downloads a browser.
//
//   import { test, before, after } from 'node:test';
//   import assert from 'node:assert/strict';
//   import { launchBrowser, phoneContext, openApp, tapCell, gameRoot } from './harness.mjs';
//
//   let browser;
//   before(async () => { browser = await launchBrowser(); });
//   after(() => browser.close());
//
//   test('a move', async () => {
//     const context = await phoneContext(browser);
//     const page = await openApp(context, '#/jungle');
//     await tapCell(page, 'a3');
//     await tapCell(page, 'a4');
//     assert.equal(await gameRoot(page).getAttribute('data-turn'), 'b');
//     await context.close();
//   });
//
// Every page opened with openApp is watched: an uncaught exception or unhandled rejection in
// the page (a "page error"), a crash, a Content-Security-Policy violation, or a message key the
// page looked up and found no string for (i18n.js reports it on the console) fails the test it
// happened in, after the test body, with the messages. Other console errors are collected in
// `page.consoleErrors` for tests that want to look at them.

import { afterEach, after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { MISSING_STRING } from '../../www/ui/i18n.js';

/** The served site, always ending in '/'. */
export const BASE_URL = withSlash(process.env.TAHTA_URL || 'http://127.0.0.1:8080/');

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`: Chromium's Blink and V8 without
 * the desktop browser around them, what Playwright drives headless by default); TAHTA_CHROMIUM
 * overrides it. The browser tests took half the time on it that they took on the full browser:
 * 47.5 s against 97.6 s for hex.test.mjs and app.test.mjs on two cores.
 */
export const CHROMIUM_PATH = process.env.TAHTA_CHROMIUM || '/usr/bin/chromium-headless-shell';

/**
 * Debian's whole Chromium (`apt-get install chromium`), for what the headless shell lacks: the
 * notifications of push.test.mjs (the shell's page crashes on `registration.getNotifications()`)
 * and the wake lock and clipboard of the cross-engine tests. TAHTA_CHROMIUM_FULL overrides it.
 */
export const CHROMIUM_FULL_PATH = process.env.TAHTA_CHROMIUM_FULL || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function withSlash(url) {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The full URL of a route: `appUrl('#/jungle?mode=bot')`; `base`: a server of a test's own. */
export function appUrl(hash = '', base = BASE_URL) {
  if (hash && !hash.startsWith('#') && !hash.startsWith('?')) {
    throw new Error(`openApp/appUrl take a hash route such as '#/jungle', not '${hash}'`);
  }
  return base + hash;
}

const browsers = new Set();
const touchContexts = new WeakSet();
/** Pages opened by openApp during the current test. */
let watched = [];

/**
 * Launches headless Chromium: its headless shell, or with `full` the whole browser. Close it in an
 * `after` hook (it is closed anyway at the end).
 */
export async function launchBrowser({ full = false } = {}) {
  const browser = await chromium.launch({
    executablePath: full ? CHROMIUM_FULL_PATH : CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

/**
 * What every context gets unless a test says otherwise: no service worker. A context that
 * allowed it would install it and precache the whole site (every game's engine) on its first
 * page, about a fifth of a browser test's CPU, for tests about something else; the app works
 * without it, as in a private window. The tests of the offline app, of notifications and of
 * what a first visit costs pass `serviceWorkers: 'allow'`.
 */
const CONTEXT_DEFAULTS = { serviceWorkers: 'block', locale: 'en-US' };

/** A phone: 360×640 CSS pixels at 2×, touch. `options` are passed to browser.newContext. */
export async function phoneContext(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ...CONTEXT_DEFAULTS,
    ...options,
  });
  if (options.hasTouch !== false) touchContexts.add(context);
  return context;
}

/** A desktop window: 1280×800, mouse. `options` are passed to browser.newContext. */
export async function desktopContext(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...CONTEXT_DEFAULTS,
    ...options,
  });
  if (options.hasTouch) touchContexts.add(context);
  return context;
}

/**
 * Opens the app at BASE_URL + `hash` (e.g. '#/', '#/jungle?mode=bot') in a new page of
 * `context` and waits for the load event (`base`: another server's URL, ending in '/'). Returns the Playwright Page, with
 * `page.pageErrors` (Error objects) and `page.consoleErrors` (strings) filled as they happen;
 * `page.page` is the page itself, so `const { page } = await openApp(…)` also works.
 */
export async function openApp(context, hash = '#/', { waitUntil = 'load', base = BASE_URL } = {}) {
  const page = await context.newPage();
  page.page = page;
  page.pageErrors = [];
  page.consoleErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error));
  page.on('crash', () => page.pageErrors.push(new Error('the page crashed')));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    const text = url ? `${message.text()} (${url}:${lineNumber})` : message.text();
    page.consoleErrors.push(text);
    // A CSP violation breaks the deployed app even when the test's own checks pass.
    if (/Content Security Policy/i.test(message.text())) {
      page.pageErrors.push(new Error(`CSP violation: ${text}`));
    }
    // A key with no string would be on screen as it is (i18n.js's MISSING_STRING).
    if (message.text().startsWith(MISSING_STRING)) {
      page.pageErrors.push(new Error(`missing string: ${text}`));
    }
  });
  watched.push(page);
  await page.goto(appUrl(hash, base), { waitUntil });
  return page;
}

/** Throws if `page` (opened by openApp) has had a page error so far. */
export function assertNoPageErrors(page) {
  const errors = page.pageErrors ?? [];
  if (errors.length === 0) return;
  const lines = errors.map((e) => `  ${e && e.stack ? e.stack : e}`);
  const consoleLines = (page.consoleErrors ?? []).map((t) => `  console: ${t}`);
  throw new Error(`${errors.length} page error(s) at ${safeUrl(page)}:\n${[...lines, ...consoleLines].join('\n')}`);
}

function safeUrl(page) {
  try {
    return page.url();
  } catch {
    return '(closed page)';
  }
}

// Fails the test that just ran if one of its pages had a page error.
afterEach(() => {
  const pages = watched;
  watched = [];
  for (const page of pages) assertNoPageErrors(page);
});

// A browser left open would keep this test file's process alive.
after(async () => {
  await Promise.all([...browsers].map((browser) => browser.close().catch(() => {})));
});

/** The element of a board cell: `[data-cell="<name>"]`. */
export function cell(page, name) {
  return page.locator(`[data-cell="${name}"]`);
}

/** Taps a board cell on a touch context, clicks it otherwise. */
export async function tapCell(page, name) {
  const target = cell(page, name);
  if (touchContexts.has(page.context())) {
    await target.tap();
  } else {
    await target.click();
  }
}

/** The root element of the game view (it carries data-variant, data-turn, data-result). */
export function gameRoot(page) {
  return page.locator('[data-variant]');
}

/** The set-ups every app test runs on: a phone (360×640, touch) and a desktop (mouse). */
export const DEVICES = [
  { name: 'phone', makeContext: phoneContext, touch: true },
  { name: 'desktop', makeContext: desktopContext, touch: false },
];

let sharedBrowser;

/**
 * Launches one Chromium for the whole test file (node:test hooks); `withApp` uses it. `options`
 * go to `launchBrowser`.
 */
export function useBrowser(options = {}) {
  before(async () => {
    sharedBrowser = await launchBrowser(options);
  });
  after(async () => {
    await sharedBrowser?.close();
  });
}

/** The Chromium that `useBrowser` launched, for tests that make their own contexts. */
export function browser() {
  return sharedBrowser;
}

/**
 * Runs `body(page, context)` in a fresh context of `device` opened at `hash`; closes it after.
 * `ready`: a selector to wait for before `body`; the other options go to the context.
 */
export async function withApp(device, hash, body, { ready = null, ...options } = {}) {
  const context = await device.makeContext(sharedBrowser, options);
  try {
    const page = await openApp(context, hash);
    if (ready) await page.waitForSelector(ready);
    await body(page, context);
  } finally {
    await context.close();
  }
}

/** Taps (touch devices) or clicks (mouse) a locator. */
export async function press(device, locator) {
  if (device.touch) await locator.tap();
  else await locator.click();
}

/** Waits until the game root's attribute `name` equals `value`. */
export async function waitForRootAttribute(page, name, value, timeout = 30000) {
  await page.waitForFunction(
    ([attr, expected]) => document.querySelector('section[data-variant]')?.getAttribute(attr) === expected,
    [name, value],
    { timeout },
  );
}

/** The position string the game view shows (`data-position` of the game root). */
export async function position(page) {
  return gameRoot(page).getAttribute('data-position');
}

/**
 * Plays `from-to` (or Timur's King swap `king<>partner`) by tapping the two cells and waits
 * until the engine has taken it.
 */
export async function play(page, move) {
  const [from, to] = move.split(/-|<>/);
  const before = await position(page);
  await tapCell(page, from);
  await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await tapCell(page, to);
  await page.waitForFunction(
    (previous) => document.querySelector('section[data-variant]')?.getAttribute('data-position') !== previous,
    before,
  );
}

/**
 * Plays `from-to` (or Timur's King swap `king<>partner`) in an online room by tapping the two
 * cells, once the room has no move of this device's waiting for the server.
 */
export async function playOnline(page, move) {
  const [from, to] = move.split(/-|<>/);
  await page.waitForSelector('[data-mode="online"]:not([data-pending])');
  await tapCell(page, from);
  await tapCell(page, to);
}

/** Waits until the move list shows `n` plies (skipped turns not counted). */
export async function waitForPlies(page, n) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('.move-list .ply:not(.ply-skip)').length === count,
    n,
  );
}

/**
 * The visible buttons among `selector`'s that look as the browser draws a button it was told
 * nothing about (one the app forgot to style): a raised (outset or inset) border, or the grey
 * face Chromium, Firefox or WebKit gives it. Their words, border and colour.
 */
export function browserLookingButtons(page, selector = 'button') {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)]
        .filter((b) => b.getClientRects().length > 0)
        .map((b) => {
          const style = getComputedStyle(b);
          const raised = ['outset', 'inset'].includes(style.borderTopStyle);
          const grey = ['rgb(239, 239, 239)', 'rgb(240, 240, 240)', 'rgb(221, 221, 221)'].includes(
            style.backgroundColor,
          );
          const words = (b.textContent.trim() || b.getAttribute('aria-label') || b.title || '').slice(0, 40);
          return raised || grey ? `"${words}" (${style.borderTopStyle}, ${style.backgroundColor})` : null;
        })
        .filter(Boolean),
    selector,
  );
}

/**
 * Calls the rooms API of the served site (crates/server/README.md): GET `path`, or POST `body`
 * as JSON (`base`: a server of a test's own). Returns the answer; an error status fails the test
 * with the server's words.
 */
export async function roomsApi(path, body = null, base = BASE_URL) {
  const response = await fetch(new URL(path, base), {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * A room of `variant` made through the API with every seat of `letters` taken (the first by
 * its creator, the others by their invitations): `{room, tokens: {letter: seat token}}`.
 */
export async function takenRoom(variant, letters, clock = null) {
  const created = await roomsApi('api/rooms', { variant, clock, seat: letters[0] });
  const tokens = { [letters[0]]: created.token };
  for (const letter of letters.slice(1)) {
    tokens[letter] = (await roomsApi(`api/rooms/${created.room}/claim`, { invite: created.invites[letter] })).token;
  }
  return { room: created.room, tokens };
}
