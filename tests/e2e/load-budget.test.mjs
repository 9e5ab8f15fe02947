// What each address costs to open on a phone, measured in the page: the compressed bytes of
// everything it fetched until it is usable (home: its game cards; a game page: its board), and
// the DOM elements of the game pages with the biggest boards (every element costs style and
// layout time on a slow phone, and Lighthouse flags large DOMs).
//
// Bytes are the bodies as sent (gzip where the server compresses), from the Resource Timing
// entries of the page and of its navigation; the service worker is blocked so that only the
// page's own downloads count (tests/e2e/first-visit.test.mjs measures the worker's install).
//
// Every file of code the page needs must be asked for as it starts (index.html and the game's
// list in www/preload.js, written by the site's build): one found only when the code before it
// has run costs a phone a round trip (the bot's worker, which no link can ask for, aside).
//
// Run: cargo xtask e2e tests/e2e/load-budget.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, phoneContext, appUrl } from './harness.mjs';

const KB = 1000;

/**
 * The most a game's page may download before it is usable, its game's engine included (each
 * game has a wasm module of its own, some 105–121 KB with Brotli, and the page's code is
 * minified): 220 KB, what the lessons' and puzzles' work promised (Three Kingdoms, the largest,
 * downloads 217 KB).
 */
const GAME_PAGE = 220 * KB;

/**
 * Each address, what shows it is usable, the most its first load may download before that
 * (`budget`) and, for the biggest boards, the most DOM elements the page may hold (`elements`).
 */
const PAGES = [
  { name: 'home', hash: '#/', usable: 'a.game-card[data-game="jungle"]', budget: 60 * KB },
  { name: 'Jungle', hash: '#/jungle', usable: '[data-cell="a1"]', budget: GAME_PAGE },
  { name: 'Gliński', hash: '#/hex', usable: '[data-cell="f6"]', budget: GAME_PAGE },
  { name: 'Timur', hash: '#/timur', usable: '[data-cell="a1"]', budget: GAME_PAGE, elements: 850 },
  { name: 'Three Kingdoms', hash: '#/sanguo', usable: '[data-cell]', budget: GAME_PAGE, elements: 800 },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Opens `hash` in a fresh phone context; returns the page's figures once it is usable. */
async function firstLoad(hash, usable) {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  try {
    // Not the harness's openApp: only the bytes matter here, counted from the navigation's
    // first response.
    const page = await context.newPage();
    await page.goto(appUrl(hash), { waitUntil: 'commit' });
    await page.waitForSelector('html[data-ready="true"]');
    await page.locator(usable).first().waitFor();
    const atUsable = await downloads(page);
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const late = await foundLate(page);
    // What comes later (nothing should be needed, but it is reported).
    await page.waitForLoadState('networkidle');
    const settled = await downloads(page);
    return { atUsable, settled, domElements, late };
  } finally {
    await context.close();
  }
}

/** The page's downloads so far: `{ body, transfer, files }` (bytes; `files`: path → body bytes). */
function downloads(page) {
  return page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    const files = {};
    let body = 0;
    let transfer = 0;
    for (const entry of entries) {
      // Nothing crossed the network: the response a preload had already brought, given to the
      // code that asked for it (same origin, so a real download always shows its size).
      if (entry.transferSize === 0) continue;
      body += entry.encodedBodySize;
      transfer += entry.transferSize;
      const path = new URL(entry.name).pathname.replace(/^.*?\/(www\/|index\.html|$)/, '$1') || 'index.html';
      files[path] = (files[path] ?? 0) + entry.encodedBodySize;
    }
    return { body, transfer, files };
  });
}

/**
 * The code the page fetched (JavaScript, CSS, wasm) that it had not asked for as it started:
 * neither index.html nor the links www/preload.js adds for a game's page name it, so the
 * browser found it only when the code before it had run, a round trip later on a phone.
 *
 * One exception: the bot's worker, whose script a page cannot ask for early (Chromium ignores
 * `<link rel=preload as=worker>`, and a `modulepreload` would be a second download, for the
 * page's realm, not the worker's). The page starts the worker as it starts compiling the
 * engine's module, which tests/e2e/bot.test.mjs checks, so the worker's code arrives while the
 * page waits for the module anyway.
 */
function foundLate(page) {
  return page.evaluate(async () => {
    const html = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
    const named = new Set();
    const add = (element) => {
      const address = element.getAttribute('href') ?? element.getAttribute('src');
      if (address) named.add(new URL(address, location.href).href);
    };
    html.querySelectorAll('link[href], script[src]').forEach(add);
    document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').forEach(add);
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((address) => /\.(js|css|wasm)$/.test(new URL(address).pathname) && !named.has(address))
      .filter((address) => !/\/www\/bot-worker\.js$/.test(address))
      .map((address) => new URL(address).pathname);
  });
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

for (const { name, hash, usable, budget, elements } of PAGES) {
  test(`${name}: the first load downloads at most ${kb(budget)} before it is usable`, async (t) => {
    const { atUsable, settled, domElements, late } = await firstLoad(hash, usable);
    const largest = Object.entries(atUsable.files)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([path, bytes]) => `${path} ${kb(bytes)}`)
      .join(', ');
    t.diagnostic(
      `${name}: ${kb(atUsable.body)} of bodies (${kb(atUsable.transfer)} with headers) in ` +
        `${Object.keys(atUsable.files).length} files when usable; ${kb(settled.body)} once ` +
        `the network is idle; ${domElements} DOM elements; largest: ${largest}`,
    );
    assert.ok(
      atUsable.body <= budget,
      `${name} downloaded ${kb(atUsable.body)} before it was usable, over its ${kb(budget)}`,
    );
    assert.deepEqual(late, [], `${name} found these files only as its code ran`);
    if (elements) {
      assert.ok(domElements <= elements, `${name} has ${domElements} DOM elements, over its ceiling of ${elements}`);
    }
  });
}
