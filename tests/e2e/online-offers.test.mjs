// Requests between the players of an online room, against the real tahta-server, one browser
// context per device: a move taken back by agreement, then a rematch that moves both devices
// to a new room with the sides swapped (and the list of games showing it instead of the old
// one); in Three Kingdoms a rematch rotates the kingdoms on three devices.
// Run: cargo xtask e2e tests/e2e/online-offers.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser,
  browser,
  phoneContext,
  openApp,
  gameRoot,
  roomsApi,
  takenRoom,
  playOnline,
  waitForPlies,
} from './harness.mjs';

useBrowser();

/** Opens `room` on a new device holding the seat of `token`. */
async function device(contexts, room, token) {
  const context = await phoneContext(browser());
  contexts.push(context);
  const page = await openApp(context, `#/r/${room}/s/${token}`);
  await page.waitForSelector(`[data-mode="online"][data-room="${room}"][data-connection="connected"]`);
  return page;
}

/** Waits until the page has moved to a room other than `room`, connected; its id and seat. */
async function movedOn(page, room) {
  const root = await page.waitForSelector(
    `[data-mode="online"][data-connection="connected"]:not([data-room="${room}"])`,
  );
  return { room: await root.getAttribute('data-room'), seat: await root.getAttribute('data-seat') };
}

test('two devices: a takeback agreed, then a rematch with the sides swapped', async () => {
  // Red wins by entering the den (d8-d9); d8-c8 is a move to take back first.
  const created = await roomsApi('api/rooms', {
    variant: 'jungle',
    clock: null,
    seat: 'r',
    position: 'l6/3P3/7/7/7/7/7/7/6L r 0 1',
  });
  const blueToken = (await roomsApi(`api/rooms/${created.room}/claim`, { invite: created.invites.b })).token;
  const contexts = [];
  try {
    const red = await device(contexts, created.room, created.token);
    const blue = await device(contexts, created.room, blueToken);
    await playOnline(red, 'd8-c8');
    await waitForPlies(blue, 1);
    await red.click('[data-action="takeback"]');
    await blue.click('[data-online="accept-takeback"]');
    await waitForPlies(blue, 0);
    await waitForPlies(red, 0);
    await playOnline(red, 'd8-d9');
    await blue.waitForSelector('[data-result="red wins: den"]');
    await blue.click('[data-action="rematch"]');
    await red.click('[data-online="accept-rematch"]');
    const [redNow, blueNow] = await Promise.all([movedOn(red, created.room), movedOn(blue, created.room)]);
    assert.equal(redNow.room, blueNow.room);
    assert.deepEqual([redNow.seat, blueNow.seat], ['b', 'r'], 'the sides are swapped');
    assert.equal((await roomsApi(`api/rooms/${redNow.room}`)).status, 'live');
    // The list of games shows the new room, not the old one.
    await red.goto(red.url().replace(/#.*$/, '#/'));
    await red.waitForSelector(`a[href="#/r/${redNow.room}"]`);
    assert.equal(await red.locator(`a[href="#/r/${created.room}"]`).count(), 0);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('three devices: a Three Kingdoms rematch rotates the kingdoms', async () => {
  const { room, tokens } = await takenRoom('sanguo', ['r', 'g', 'b']);
  const contexts = [];
  try {
    const pages = {};
    for (const letter of ['r', 'g', 'b']) pages[letter] = await device(contexts, room, tokens[letter]);
    await pages.r.getByRole('button', { name: 'Abort' }).click();
    await pages.g.waitForSelector('[data-action="rematch"]:not([hidden]):not([disabled])');
    await pages.g.click('[data-action="rematch"]');
    for (const letter of ['r', 'b']) await pages[letter].click('[data-online="accept-rematch"]');
    const seats = {};
    for (const letter of ['r', 'g', 'b']) seats[letter] = (await movedOn(pages[letter], room)).seat;
    assert.deepEqual(seats, { r: 'g', g: 'b', b: 'r' });
    assert.equal(await gameRoot(pages.b).getAttribute('data-seat'), 'r');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
