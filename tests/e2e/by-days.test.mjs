// Games by days in the app: two devices, moves both ways, a reload, the clock in days and
// hours with the time the move is due, and the flag when a player's time runs out. A day is
// a real day on the shared server (the clock reads "1 d 23 h"); for the flag the test runs a
// server of its own where a day lasts a few seconds (TAHTA_TEST_DAY_MS), and the page shows
// the server's milliseconds as usual.
//
// Run: cargo xtask e2e tests/e2e/by-days.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser,
  browser,
  phoneContext,
  desktopContext,
  openApp,
  roomsApi,
  playOnline,
  waitForPlies,
} from './harness.mjs';
import { startOwnServer } from './own-server.mjs';

useBrowser();

/** A day on the test's own server: the flag comes within seconds. */
const SHORT_DAY_MS = 5000;

const connected = (letter) => `[data-mode="online"][data-seat="${letter}"][data-connection="connected"]`;

test('phone: a game by days set up in the app — moves both ways, a reload, the clock in days and hours, the due time', async () => {
  const host = await phoneContext(browser());
  const guest = await desktopContext(browser());
  try {
    const red = await openApp(host, '#/jungle?mode=online');
    await red.locator('[data-choice="clock"] label', { hasText: 'By days' }).click();
    await red.locator('[data-choice="days"] label', { hasText: '2 days' }).click();
    await red.locator('[data-choice="side"] label', { hasText: 'Red' }).click();
    await red.getByRole('button', { name: 'Create the room' }).click();
    const link = (await red.locator('[data-invite="b"]').textContent()).trim();
    const blue = await guest.newPage();
    await blue.goto(link);
    await blue.waitForSelector(connected('b'));

    await playOnline(red, 'a3-a4');
    await waitForPlies(blue, 1);
    // Blue has the whole two days, read in days and hours, and is told when the move is due.
    const clock = blue.locator('[data-clock="b"]');
    assert.match(await clock.textContent(), /^(2 d 0 h|1 d 23 h)$/);
    assert.ok(Number(await clock.getAttribute('data-ms')) > 47 * 3_600_000);
    assert.match(await blue.locator('[data-due]').textContent(), /^Blue to move by /);
    await playOnline(blue, 'g7-g6');
    await waitForPlies(red, 2);

    // A reload finds the game where it was, Red's two days running.
    await red.reload();
    await red.waitForSelector(connected('r'));
    await waitForPlies(red, 2);
    assert.match(await red.locator('[data-clock="r"]').textContent(), /^(2 d 0 h|1 d 23 h)$/);
    assert.match(await red.locator('[data-due]').textContent(), /^Red to move by /);
    await playOnline(red, 'a4-a5');
    await waitForPlies(blue, 3);
  } finally {
    await Promise.all([host.close(), guest.close()]);
  }
});

test('phone: a game by days whose day is short — a reload, then the flag on both devices', async () => {
  const server = await startOwnServer({ TAHTA_TEST_DAY_MS: String(SHORT_DAY_MS) });
  const contexts = [await phoneContext(browser()), await phoneContext(browser())];
  try {
    const created = await roomsApi('api/rooms', { variant: 'jungle', clock: { days: 1 }, seat: 'r' }, server.url);
    const red = await openApp(contexts[0], `#/r/${created.room}/s/${created.token}`, { base: server.url });
    const blue = await openApp(contexts[1], `#/r/${created.room}/j/${created.invites.b}`, { base: server.url });
    await Promise.all([red.waitForSelector(connected('r')), blue.waitForSelector(connected('b'))]);
    // Red's day runs from the start and Red does not move: the server flags Red, before or
    // after Red's reload. No step races the short day, however busy the machine (moves by days
    // are the test above's).
    await red.reload();
    await Promise.all(
      [red, blue].map((page) => page.waitForSelector('[data-result="blue wins: time"]', { timeout: 4 * SHORT_DAY_MS })),
    );
    for (const page of [red, blue]) assert.match(await page.locator('.result-detail').textContent(), /time ran out/);
    assert.equal(await red.locator('.move-list .ply[data-ply]').count(), 0);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await server.stop();
  }
});
