// What a first visit costs on the network: the page alone, and the page with the service
// worker's install (which fetches every file of the site into its cache). The home page loads
// only what it shows (each game's modules and the engine come when a game is opened), so the
// install downloads the rest; but the worker must reuse what the page has just downloaded
// (revalidated, answered 304 Not Modified) instead of downloading it a second time, so that the
// whole first visit costs little more than every file of the site fetched once.
//
// Bytes are counted below HTTP, by a TCP relay in front of the server: every byte the server
// sends (headers and gzip bodies alike) on every connection, the page's and the worker's.
//
// Run: cargo xtask e2e tests/e2e/first-visit.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { BASE_URL, launchBrowser, phoneContext } from './harness.mjs';

/** The first visit with the worker's install may cost at most this many times the site once. */
const MAX_RATIO = 1.15;

let browser;
let relay;
before(async () => {
  browser = await launchBrowser();
  relay = await startRelay();
});
after(async () => {
  await relay?.close();
  await browser?.close();
});

/** A TCP relay to the server that counts the bytes coming back from it. */
async function startRelay() {
  const upstream = new URL(BASE_URL);
  const sockets = new Set();
  const state = { bytes: 0, lastByte: Date.now() };
  const server = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 80), upstream.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        server.destroy();
      });
    }
    server.on('data', (chunk) => {
      state.bytes += chunk.length;
      state.lastByte = Date.now();
    });
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}${upstream.pathname}`,
    state,
    reset() {
      state.bytes = 0;
      state.lastByte = Date.now();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits until nothing has come from the server for `quietMs`. */
async function settle(quietMs = 1000) {
  while (Date.now() - relay.state.lastByte < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the home page in a new phone context; returns the bytes the server sent for it. */
async function firstVisit(options, whenOpen = async () => {}) {
  const context = await phoneContext(browser, options);
  try {
    relay.reset();
    const page = await context.newPage();
    await page.goto(`${relay.url}#/`);
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
    await whenOpen(page);
    await settle();
    return relay.state.bytes;
  } finally {
    await context.close();
  }
}

/** The bytes the server sends for every file of the site (and sw.js) fetched once, from nothing. */
async function siteOnce() {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // A page of the site without scripts, to fetch from.
    await page.goto(`${relay.url}manifest.webmanifest`);
    const files = await page.evaluate(async () => {
      const source = await (await fetch('sw.js', { cache: 'no-store' })).text();
      return [...source.matchAll(/\['([^']+)', 'sha256-[^']+'\]/g)].map((m) => m[1]);
    });
    assert.ok(files.length > 10, `sw.js lists the built site (${files.length} files)`);
    relay.reset();
    await page.evaluate(async (paths) => {
      for (const path of ['sw.js', ...paths]) {
        await (await fetch(path, { cache: 'no-store' })).arrayBuffer();
      }
    }, files);
    await settle();
    return relay.state.bytes;
  } finally {
    await context.close();
  }
}

test(`a first visit with the worker's install costs at most ${MAX_RATIO}× the site once`, async (t) => {
  // Each context has its own HTTP cache: every visit starts from nothing.
  const once = await siteOnce();
  const page = await firstVisit({ serviceWorkers: 'block' });
  const withWorker = await firstVisit({ serviceWorkers: 'allow' }, async (page) => {
    // Active and in control: the install (the precache) has finished.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, `one cache, of the built site: ${caches}`);
  });
  const ratio = withWorker / once;
  t.diagnostic(
    `home page alone ${(page / 1000).toFixed(1)} KB, with the worker's install ` +
      `${(withWorker / 1000).toFixed(1)} KB, every file once ${(once / 1000).toFixed(1)} KB: ` +
      `${ratio.toFixed(2)}×`,
  );
  assert.ok(
    ratio <= MAX_RATIO,
    `the first visit moved ${withWorker} bytes, ${ratio.toFixed(2)}× the ${once} of every file once`,
  );
});
