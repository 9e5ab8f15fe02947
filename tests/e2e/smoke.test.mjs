// Smoke test of the served site: the home page loads on a phone and on a desktop without a
// page error, and the server sends what a static host must (types, CSP, 404s).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, phoneContext, desktopContext, openApp } from './harness.mjs';

const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "base-uri 'none'; form-action 'none'; object-src 'none'";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [device, makeContext] of [
  ['phone', phoneContext],
  ['desktop', desktopContext],
]) {
  test(`the home page loads on a ${device}`, async () => {
    const context = await makeContext(browser);
    try {
      const page = await openApp(context, '#/');
      assert.match(await page.title(), /Tahta/);
    } finally {
      await context.close();
    }
  });
}

async function head(path) {
  const response = await fetch(BASE_URL + path);
  await response.arrayBuffer();
  return response;
}

test('the server sends the right types and headers', async () => {
  const home = await head('');
  assert.equal(home.status, 200);
  assert.match(home.headers.get('content-type'), /^text\/html/);
  assert.equal(home.headers.get('cache-control'), 'no-cache');
  // The page's policy, and (which only a header can say) that no other site may frame it.
  assert.equal(home.headers.get('content-security-policy'), `${CSP}; frame-ancestors 'none'`);
  assert.equal(home.headers.get('x-frame-options'), 'DENY');
  assert.equal(home.headers.get('referrer-policy'), 'no-referrer');

  // Each game's engine is a module of its own.
  for (const game of ['jungle', 'hex', 'timur', 'sanguo']) {
    const wasm = await head(`www/pkg/${game}/tahta_wasm_bg.wasm`);
    assert.equal(wasm.status, 200, game);
    assert.equal(wasm.headers.get('content-type'), 'application/wasm');

    const glue = await head(`www/pkg/${game}/tahta_wasm.js`);
    assert.equal(glue.status, 200, game);
    assert.match(glue.headers.get('content-type'), /^text\/javascript/);
  }

  assert.equal((await head('no/such/file.js')).status, 404);
});

/** The value of attribute `name` in an HTML start tag, quoted either way. */
function attribute(tag, name) {
  const found = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'));
  return found ? (found[1] ?? found[2]) : undefined;
}

test('the page declares the same Content-Security-Policy as the server', async () => {
  const html = await (await fetch(BASE_URL)).text();
  const declared = (html.match(/<meta\b[^>]*>/gi) ?? [])
    .filter((tag) => /^content-security-policy$/i.test(attribute(tag, 'http-equiv') ?? ''))
    .map((tag) => (attribute(tag, 'content') ?? '').replace(/\s+/g, ' ').trim());
  // The page may rely on the header alone; when it declares a policy, both must agree.
  for (const policy of declared) assert.equal(policy, CSP);
});

test('the site ships nothing but the app', async () => {
  for (const path of ['tests/e2e/harness.mjs', 'Cargo.toml', 'crates/', 'node_modules/']) {
    assert.equal((await head(path)).status, 404, path);
  }
});
