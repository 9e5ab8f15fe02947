// The offline app: the service worker, the install manifest and the icons, and the "New
// version — Reload" prompt.
//
// The offline and update tests reach the site through a small proxy started here, which
// serves it under a sub-path (`/apps/tahta/`, as a static host may) and can be switched off:
// while it is off, every request that reaches it is recorded and its connection dropped. So
// "offline" here means the server is really gone, not only that the browser was told so (the
// context is also set offline). The proxy can also serve a changed sw.js: a new version.
//
// Run: cargo xtask e2e tests/e2e/offline.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  BASE_URL,
  CHROMIUM_PATH,
  launchBrowser,
  phoneContext,
  assertNoPageErrors,
  tapCell,
  cell,
  gameRoot,
  position,
} from './harness.mjs';

const PREFIX = '/apps/tahta/';

let browser;
/** Every proxy started: a test that times out must not leave one listening (node would wait). */
const proxies = new Set();
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await Promise.all([...proxies].map((proxy) => proxy.close()));
  await browser?.close();
});

/**
 * A proxy in front of BASE_URL serving the site under PREFIX. `offline()` makes it drop every
 * connection (recording the paths asked for in `missed`); `override(path, edit)` serves
 * `edit(text)` instead of the upstream text of that path.
 */
async function startProxy() {
  const overrides = new Map();
  const missed = [];
  let online = true;
  const sockets = new Set();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://proxy');
    if (!online) {
      missed.push(url.pathname);
      request.socket.destroy();
      return;
    }
    if (!url.pathname.startsWith(PREFIX)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not under the app path');
      return;
    }
    const sitePath = url.pathname.slice(PREFIX.length);
    try {
      const upstream = await fetch(BASE_URL + sitePath + url.search, { method: request.method });
      let body = Buffer.from(await upstream.arrayBuffer());
      const edit = overrides.get(sitePath);
      if (edit && upstream.ok) body = Buffer.from(edit(body.toString('utf8')));
      const headers = {};
      for (const [name, value] of upstream.headers) {
        if (!['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'].includes(name)) {
          headers[name] = value;
        }
      }
      headers['content-length'] = String(body.length);
      response.writeHead(upstream.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const proxy = {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    missed,
    offline() {
      online = false;
      for (const socket of sockets) socket.destroy();
    },
    override(sitePath, edit) {
      overrides.set(sitePath, edit);
    },
    close() {
      proxies.delete(proxy);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  proxies.add(proxy);
  return proxy;
}

/** Watches a page as harness.openApp does: page errors, crashes and CSP violations. */
function watch(page) {
  page.pageErrors = [];
  page.consoleErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error));
  page.on('crash', () => page.pageErrors.push(new Error('the page crashed')));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    page.consoleErrors.push(message.text());
    if (/Content Security Policy/i.test(message.text())) {
      page.pageErrors.push(new Error(`CSP violation: ${message.text()}`));
    }
  });
  return page;
}

/** Waits until a service worker controls the page; returns its scope and the caches. */
async function waitForControl(page) {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const worker = (w) => w && w.state;
      return registration
        ? `installing: ${worker(registration.installing)}, waiting: ${worker(registration.waiting)}, ` +
            `active: ${worker(registration.active)}`
        : 'no registration';
    });
    throw new Error(
      `no service worker took control of the page (${state}); was dist/ rebuilt ` +
        `while the tests ran? ${error.message}`,
    );
  }
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      scope: registration.scope,
      script: navigator.serviceWorker.controller.scriptURL,
      caches: await caches.keys(),
    };
  });
}

/** The files a built sw.js precaches (its BUILD list), and its version. */
function buildOf(swText) {
  const version = swText.match(/version: '([^']+)'/)?.[1];
  const files = [...swText.matchAll(/\['([^']+)', '(sha256-[^']+)'\]/g)].map((m) => m[1]);
  return { version, files };
}

async function gameView(page, variant = 'jungle') {
  await page.waitForSelector(`section[data-variant="${variant}"][data-turn]`);
  return gameRoot(page);
}

async function waitForTurn(page, turn) {
  await page.waitForFunction(
    (expected) => document.querySelector('section[data-variant]')?.getAttribute('data-turn') === expected,
    turn,
  );
}

/** Plays `from-to` by two taps and waits for the position to change. */
async function play(page, move) {
  const before = await position(page);
  const [from, to] = move.split('-');
  await tapCell(page, from);
  await tapCell(page, to);
  await page.waitForFunction(
    (old) => document.querySelector('section[data-variant]')?.getAttribute('data-position') !== old,
    before,
  );
}

test('after one visit the app opens and plays from the cache alone (site under a sub-path)', async () => {
  const proxy = await startProxy();
  const context = await phoneContext(browser, { serviceWorkers: 'allow' });
  try {
    const page = watch(await context.newPage());
    await page.goto(`${proxy.url}#/`);
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
    const control = await waitForControl(page);
    assert.equal(control.scope, proxy.url, 'the worker covers the app path');
    assert.equal(control.script, `${proxy.url}sw.js`);

    // Every file of the build is in one cache named after the version and the scope...
    const { version, files } = buildOf(await (await fetch(`${proxy.url}sw.js`)).text());
    assert.match(version, /^[0-9a-f]{16}$/, 'dist/sw.js carries a content hash (built by xtask)');
    assert.deepEqual(control.caches, [`tahta-${version}@${proxy.url}`]);
    for (const needed of [
      'index.html',
      'manifest.webmanifest',
      'www/app.js',
      'www/style.css',
      'www/bot-worker.js',
      ...['jungle', 'hex', 'timur', 'sanguo'].flatMap((game) => [
        `www/pkg/${game}/tahta_wasm.js`,
        `www/pkg/${game}/tahta_wasm_bg.wasm`,
      ]),
      'www/icons/icon-192.png',
      'www/icons/icon-512.png',
      'www/icons/icon-maskable-512.png',
      'www/pwa.js',
    ]) {
      assert.ok(files.includes(needed), `sw.js precaches ${needed}`);
    }
    assert.ok(!files.includes('sw.js'));
    const cached = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => request.url);
    }, control.caches[0]);
    assert.deepEqual(cached.sort(), files.map((file) => proxy.url + file).sort());
    // ...and so is everything the page loaded (every module, the wasm, styles, images), but the
    // rooms API's answers (the home screen's open games), which are live data, never cached.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    for (const url of loaded) {
      const bare = url.split(/[?#]/)[0];
      if (bare.startsWith(proxy.url) && !bare.endsWith('/sw.js') && !bare.startsWith(`${proxy.url}api/`)) {
        assert.ok(cached.includes(bare), `${bare} was loaded but is not precached`);
      }
    }

    // The network goes away.
    proxy.offline();
    await context.setOffline(true);

    await page.reload();
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
    assert.match(await page.title(), /Tahta/);

    // A new page, straight into a game: two people play by tapping.
    const game = watch(await context.newPage());
    await game.goto(`${proxy.url}#/jungle?mode=local`);
    await gameView(game);
    assert.equal(await gameRoot(game).getAttribute('data-turn'), 'r');
    await play(game, 'e3-d3');
    await waitForTurn(game, 'b');
    assert.equal(await cell(game, 'd3').getAttribute('aria-label'), 'd3, red leopard');
    await play(game, 'a7-a6');
    await waitForTurn(game, 'r');
    await play(game, 'd3-d4');
    await waitForTurn(game, 'b');

    // Against the computer: its worker and the wasm it loads come from the cache too.
    const bot = watch(await context.newPage());
    await bot.goto(`${proxy.url}#/jungle?mode=bot&side=r&level=easy`);
    await gameView(bot);
    assert.equal(await bot.locator('[data-notice]').count(), 0, 'the bot mode is available');
    await play(bot, 'a3-a4');
    await waitForTurn(bot, 'r'); // the bot has answered
    assert.equal(await bot.locator('.move-list .ply').count(), 2);

    // Nothing but the browser's own update checks of sw.js tried the network.
    assert.deepEqual(
      proxy.missed.filter((p) => p !== `${PREFIX}sw.js`),
      [],
    );
    console.log('requests while offline:', proxy.missed);
    for (const p of [page, game, bot]) assertNoPageErrors(p);
  } finally {
    await context.close();
    await proxy.close();
  }
});

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function get(relative) {
  const response = await fetch(new URL(relative, BASE_URL));
  assert.equal(response.status, 200, relative);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

test('the manifest is served and complete; the icons are what it says', async () => {
  const html = (await get('')).bytes.toString('utf8');
  const href = (rel) => html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1];
  assert.equal(href('manifest'), 'manifest.webmanifest');

  const { response, bytes } = await get('manifest.webmanifest');
  assert.match(response.headers.get('content-type'), /^application\/manifest\+json/);
  const manifest = JSON.parse(bytes.toString('utf8'));
  assert.equal(manifest.name, 'Tahta');
  assert.ok(manifest.short_name && manifest.short_name.length <= 12);
  assert.ok(manifest.description.length > 20);
  assert.equal(manifest.start_url, './#/');
  assert.equal(manifest.scope, './');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.lang);
  // The colours are the page's: theme = <meta name="theme-color">, background = the paper.
  assert.equal(manifest.theme_color, html.match(/<meta name="theme-color" content="([^"]+)"/)?.[1]);
  const css = (await get('www/style.css')).bytes.toString('utf8');
  assert.equal(manifest.background_color, css.match(/--paper:\s*(#[0-9a-f]+)/i)?.[1]);

  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  const purposes = (icon) => (icon.purpose ?? 'any').split(/\s+/);
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ]) {
    const icon = png.find((i) => i.sizes === `${size}x${size}` && purposes(i).includes(purpose));
    assert.ok(icon, `a ${size} px ${purpose} PNG icon`);
  }
  for (const icon of png) {
    const { response: r, bytes: b } = await get(icon.src);
    assert.equal(r.headers.get('content-type'), 'image/png');
    assert.equal(pngSize(b).join('x'), icon.sizes, icon.src);
  }
  const maskable = png.find((i) => purposes(i).includes('maskable'));
  assert.ok(!purposes(maskable).includes('any'), 'the maskable icon is a separate file');

  const apple = href('apple-touch-icon');
  assert.deepEqual(pngSize((await get(apple)).bytes), [180, 180]);
  // The page's icon is a PNG of the size it declares (an SVG icon costs the page a document of
  // its own on its main thread as it starts).
  const [, favicon, declared] = html.match(/<link rel="icon" href="([^"]+)" type="image\/png" sizes="([^"]+)">/) ?? [];
  assert.ok(favicon, 'index.html names a PNG icon with its size');
  const icon = await get(favicon);
  assert.equal(icon.response.headers.get('content-type'), 'image/png');
  assert.equal(pngSize(icon.bytes).join('x'), declared);

  // Pixels: the maskable icon is opaque and keeps everything but its background inside the
  // safe zone (a centred circle of 40 % of the size); the Apple icon is opaque (iOS rounds its
  // corners itself); the plain ones have transparent rounded corners.
  const context = await phoneContext(browser, { serviceWorkers: 'allow' });
  try {
    const page = watch(await context.newPage());
    await page.goto(`${BASE_URL}#/`);
    const check = (src) =>
      page.evaluate(async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d');
        g.drawImage(img, 0, 0);
        const { data, width, height } = g.getImageData(0, 0, canvas.width, canvas.height);
        const at = (x, y) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 4);
        const corner = at(0, 0);
        let transparent = 0;
        let outsideDiffers = 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const p = at(x, y);
            if (p[3] < 255) transparent++;
            const r = Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2);
            const same = p.every((v, i) => Math.abs(v - corner[i]) <= 2);
            if (r > 0.4 * width && !same) outsideDiffers++;
          }
        }
        return { transparent, outsideDiffers, corner: Array.from(corner), size: [width, height] };
      }, new URL(src, BASE_URL).href);
    const masked = await check(maskable.src);
    assert.equal(masked.transparent, 0, 'the maskable icon is opaque');
    assert.equal(masked.outsideDiffers, 0, 'nothing but background outside the safe zone');
    assert.equal((await check(apple)).transparent, 0, 'the Apple icon is opaque');
    const any = await check(png.find((i) => i.sizes === '512x512' && purposes(i).includes('any')).src);
    assert.ok(any.outsideDiffers > 0 && any.transparent > 0, 'the plain icon fills its square (rounded corners)');
    assertNoPageErrors(page);
  } finally {
    await context.close();
  }
});

test('Chrome finds the app installable (manifest, icons, service worker, CSP)', async () => {
  const profile = mkdtempSync(path.join(tmpdir(), 'tahta-install-'));
  // A persistent profile: Chrome refuses to install from an incognito-like context.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    const page = watch(context.pages()[0] ?? (await context.newPage()));
    await page.goto(`${BASE_URL}#/`);
    await waitForControl(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
    assert.equal(manifest.url, `${BASE_URL}manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    assertNoPageErrors(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The version in sw.js changed: what a new deployment looks like to the browser. */
const nextVersion = (text) => text.replace(/version: '([^']+)'/, "version: '$1-next'");

async function checkForUpdate(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
  });
}

test('a new version waits for the player: "New version — Reload", no game interrupted', async () => {
  const proxy = await startProxy();
  const context = await phoneContext(browser, { serviceWorkers: 'allow' });
  try {
    const page = watch(await context.newPage());
    await page.goto(`${proxy.url}#/jungle?mode=local`);
    await gameView(page);
    const first = await waitForControl(page);
    // A second tab of the app, which will see the new version accepted in the first.
    const other = watch(await context.newPage());
    await other.goto(`${proxy.url}#/`);
    await other.locator('a.game-card[data-game="jungle"]').waitFor();
    await waitForControl(other);
    await other.evaluate(() => {
      window.sameDocument = true;
    });
    await page.bringToFront(); // a background tab's animation frames are throttled
    await play(page, 'e3-d3');
    await play(page, 'a7-a6');
    await page.evaluate(() => {
      window.sameDocument = true;
    });

    proxy.override('sw.js', nextVersion);
    await checkForUpdate(page);
    const prompt = page.locator('.pwa-update[data-update="waiting"]');
    await prompt.waitFor();
    assert.equal(await prompt.getAttribute('role'), 'status');
    assert.match(await prompt.innerText(), /^New version\s+Reload\s+Later$/);
    // Both versions are cached; the old one still serves this page, the new one waits.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration.waiting, caches: await caches.keys(), same: window.sameDocument };
    });
    assert.equal(state.waiting, true);
    assert.equal(state.caches.length, 2);
    assert.equal(state.same, true, 'the page was not reloaded');
    // It lies over the top bar: the board and the game's buttons stay free.
    const promptBox = await prompt.boundingBox();
    const boardBox = await page.locator('.board').first().boundingBox();
    assert.ok(promptBox.y + promptBox.height <= boardBox.y, 'the prompt does not cover the board');
    // The game goes on under the prompt.
    await play(page, 'd3-d4');
    await waitForTurn(page, 'b');

    // "Later": the prompt goes, nothing else happens.
    await prompt.getByRole('button', { name: 'Later' }).tap();
    await prompt.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => window.sameDocument), true);
    await play(page, 'a6-a5');
    const saved = await position(page);

    // On the next visit the waiting version is offered again; the game resumes.
    await page.reload();
    await gameView(page);
    await page.locator('.pwa-update[data-update="waiting"]').waitFor();
    assert.equal(await position(page), saved);

    // "Reload": the new worker takes over, the page reloads once, the old cache is gone.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).tap();
    await reloaded;
    await gameView(page);
    assert.equal(await position(page), saved, 'the game in progress resumes');
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration.waiting, caches: await caches.keys() };
    });
    assert.equal(after.waiting, false);
    assert.equal(after.caches.length, 1);
    assert.notEqual(after.caches[0], first.caches[0]);
    assert.match(after.caches[0], /-next@/);
    assert.equal(await page.locator('.pwa-update').count(), 0);
    // The other tab, now served by the new worker but still running the old code, is not
    // reloaded: it offers to.
    await other.locator('.pwa-update[data-update="active"]').waitFor();
    assert.equal(await other.evaluate(() => window.sameDocument), true);
    assertNoPageErrors(page);
    assertNoPageErrors(other);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('the prompt speaks Turkish in a Turkish UI', async () => {
  const proxy = await startProxy();
  const context = await phoneContext(browser, { locale: 'tr-TR', serviceWorkers: 'allow' });
  try {
    const page = watch(await context.newPage());
    await page.goto(`${proxy.url}#/`);
    await waitForControl(page);
    proxy.override('sw.js', nextVersion);
    await checkForUpdate(page);
    const prompt = page.locator('.pwa-update');
    await prompt.waitFor();
    assert.match(await prompt.innerText(), /^Yeni sürüm\s+Yeniden yükle\s+Sonra$/);
    await prompt.getByRole('button', { name: 'Sonra' }).waitFor();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Yeniden yükle' }).tap();
    await reloaded;
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
    assertNoPageErrors(page);
  } finally {
    await context.close();
    await proxy.close();
  }
});
