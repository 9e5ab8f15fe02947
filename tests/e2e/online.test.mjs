// Online rooms in the app, against the real tahta-server: two or three browser contexts (each a
// device of its own), the room's link, moves both ways, reconnecting, clocks, a player who
// leaves, a watcher. The contract: the game root carries data-mode="online", data-seat,
// data-connection and data-pending; clocks are [data-clock="<letter>"] with data-ms; invitations
// [data-invite="<letter>"] hold the whole link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser,
  browser,
  phoneContext,
  desktopContext,
  openApp,
  tapCell,
  gameRoot,
  BASE_URL,
  roomsApi,
  playOnline,
  waitForPlies,
} from './harness.mjs';

useBrowser();

/** Opens a room in a context through a link (`s/<token>`, `j/<invite>` or just the room). */
async function openRoom(context, room, { token = null, invite = null } = {}) {
  const hash = token ? `#/r/${room}/s/${token}` : invite ? `#/r/${room}/j/${invite}` : `#/r/${room}`;
  const page = await openApp(context, hash);
  await page.waitForSelector('[data-mode="online"][data-connection="connected"]');
  return page;
}

/** A room made through the API, with both (all) seats taken, opened on one context per seat. */
async function seatedRoom(request, letters, makeContext = phoneContext) {
  const created = await roomsApi('api/rooms', { seat: letters[0], ...request });
  const pages = {};
  const contexts = [];
  for (const letter of letters) {
    const context = await makeContext(browser());
    contexts.push(context);
    pages[letter] =
      letter === letters[0]
        ? await openRoom(context, created.room, { token: created.token })
        : await openRoom(context, created.room, { invite: created.invites[letter] });
  }
  await Promise.all(letters.map((l) => pages[l].waitForSelector(`[data-seat="${l}"]`)));
  return { room: created.room, pages, contexts, close: () => Promise.all(contexts.map((c) => c.close())) };
}

async function waitForResult(page, text) {
  await page.waitForSelector(`[data-result="${text}"]`);
}

test('phone: hex with a friend — set-up, invitation link, moves both ways, a mate seen on both sides', async () => {
  const host = await phoneContext(browser());
  const guest = await desktopContext(browser());
  try {
    const white = await openApp(host, '#/hex?mode=online');
    await white.locator('[data-choice="side"] label', { hasText: 'White' }).click();
    assert.equal(await white.getByRole('radio', { name: 'White' }).isChecked(), true);
    await white.getByRole('button', { name: 'Create the room' }).click();
    const invite = white.locator('[data-invite="b"]');
    await invite.waitFor();
    const link = (await invite.textContent()).trim();
    assert.match(link, /#\/r\/[0-9A-Za-z]+\/j\/[0-9A-Za-z]+$/);
    assert.equal(await gameRoot(white).getAttribute('data-seat'), 'w');
    const black = await guest.newPage();
    await black.goto(link);
    await black.waitForSelector('[data-mode="online"][data-seat="b"][data-connection="connected"]');
    assert.doesNotMatch(black.url(), /\/j\//, 'the invitation leaves the address once used');
    await white.waitForSelector('[data-invite="b"]', { state: 'detached' });
    // Fool's mate: e1-b4 g10-h8 i2-i4 h8-i6 b4-k4.
    const moves = ['e1-b4', 'g10-h8', 'i2-i4', 'h8-i6', 'b4-k4'];
    for (const [i, move] of moves.entries()) {
      const page = i % 2 === 0 ? white : black;
      await playOnline(page, move);
      await waitForPlies(white, i + 1);
      await waitForPlies(black, i + 1);
    }
    await waitForResult(white, 'white wins: checkmate');
    await waitForResult(black, 'white wins: checkmate');
    assert.match(await black.locator('[data-live]').textContent(), /k4/);
    const summary = await roomsApi(`api/rooms/${link.match(/#\/r\/([0-9A-Za-z]+)/)[1]}`);
    assert.equal(summary.status, 'ended');
    assert.equal(summary.plies, 5);
  } finally {
    await host.close();
    await guest.close();
  }
});

test('phone: Jungle and Timur end on both sides — a den entry, a mate', async () => {
  for (const [variant, position, letters, move, result] of [
    ['jungle', 'l6/3P3/7/7/7/7/7/7/6L r 0 1', ['r', 'b'], 'd8-d9', 'red wins: den'],
    ['timur', '10k/R10/1R9/11/11/11/11/11/11/5K5 w -,- S 00 0 1', ['w', 'b'], 'b8-b10', 'white wins: checkmate'],
  ]) {
    const room = await seatedRoom({ variant, clock: null, position }, letters);
    try {
      await playOnline(room.pages[letters[0]], move);
      await waitForResult(room.pages[letters[0]], result);
      await waitForResult(room.pages[letters[1]], result);
      await room.pages[letters[1]].waitForSelector('.result-box:not([hidden])');
    } finally {
      await room.close();
    }
  }
});

test('Three Kingdoms on three devices: a defeat and takeover, the defeated kingdom leaves, then a win', async () => {
  const ENDGAME = '9/9/9/9/3rK5|3rR5/2gS6/3bS5/9/3gK5|9/bS8/8rR/gR8/4bK4 g rgb 0 40';
  const room = await seatedRoom({ variant: 'sanguo', clock: null, position: ENDGAME }, ['g', 'r', 'b']);
  try {
    const { r, g, b } = room.pages;
    await playOnline(g, 'gc4-gc5');
    await waitForPlies(b, 1);
    await playOnline(b, 'gd3-gc3');
    await waitForPlies(r, 2);
    await playOnline(r, 'gd5-gd1');
    await waitForPlies(b, 3);
    // Wu is defeated and Shu holds its army, on every device.
    for (const page of [r, g, b]) {
      await page.waitForFunction(() => document.querySelector('[data-online-seat="g"]')?.classList.contains('out'));
    }
    await room.contexts[0].close();
    await playOnline(b, 'ba4-ba5');
    await waitForPlies(r, 4);
    await playOnline(r, 'bi3-bi1');
    await waitForResult(r, 'red wins: last general');
    await waitForResult(b, 'red wins: last general');
  } finally {
    await room.close().catch(() => {});
  }
});

test('phone: reloads on both sides and a move made offline arrive once', async () => {
  const room = await seatedRoom({ variant: 'jungle', clock: null }, ['r', 'b']);
  try {
    let { r: red, b: blue } = room.pages;
    await playOnline(red, 'a3-a4');
    await waitForPlies(blue, 1);
    await red.reload();
    await blue.reload();
    for (const page of [red, blue]) {
      await page.waitForSelector('[data-mode="online"][data-connection="connected"]');
      await waitForPlies(page, 1);
    }
    assert.equal(await gameRoot(red).getAttribute('data-seat'), 'r');
    await blue.context().setOffline(true);
    await blue.waitForSelector('[data-connection="offline"], [data-connection="reconnecting"]');
    await tapCell(blue, 'g7');
    await tapCell(blue, 'g6');
    await blue.waitForSelector('[data-pending="1"]');
    assert.match(await blue.locator('.online-sending').textContent(), /sending/);
    await waitForPlies(blue, 2);
    await blue.context().setOffline(false);
    await blue.waitForSelector('[data-mode="online"][data-connection="connected"]:not([data-pending])');
    await waitForPlies(red, 2);
    const summary = await roomsApi(`api/rooms/${room.room}`);
    assert.equal(summary.plies, 2, 'the move sent twice is stored once');
    ({ r: red, b: blue } = room.pages);
  } finally {
    await room.close();
  }
});

test('phone: a clock running out ends the game on time', async () => {
  const room = await seatedRoom({ variant: 'jungle', clock: { base_s: 2, inc_s: 0 } }, ['r', 'b']);
  try {
    const { r: red, b: blue } = room.pages;
    assert.ok(Number(await red.locator('[data-clock="r"]').getAttribute('data-ms')) > 1000);
    await playOnline(red, 'a3-a4');
    await waitForPlies(blue, 1);
    await playOnline(blue, 'g7-g6');
    await waitForPlies(red, 2);
    // Red's clock runs now: two seconds, then the server flags.
    await waitForResult(red, 'blue wins: time');
    await waitForResult(blue, 'blue wins: time');
    assert.match(await red.locator('.result-detail').textContent(), /time ran out/);
    assert.equal(await red.locator('[data-clock="r"]').textContent(), '0:00.0');
  } finally {
    await room.close();
  }
});

test('phone: the opponent closes the page; a countdown, then the win is claimed; a watcher is told who left, not to claim', async () => {
  const room = await seatedRoom({ variant: 'jungle', clock: null }, ['r', 'b']);
  const context = await phoneContext(browser());
  try {
    const { r: red, b: blue } = room.pages;
    const watcher = await openRoom(context, room.room);
    await playOnline(red, 'a3-a4');
    await waitForPlies(blue, 1);
    await blue.close({ runBeforeUnload: true });
    await red.waitForSelector('[data-gone="b"]');
    assert.match(await red.locator('[data-gone="b"]').textContent(), /left the game/);
    await watcher.waitForSelector('[data-gone="b"]');
    assert.equal(await watcher.locator('[data-gone="b"]').textContent(), 'Blue has left the game.');
    await red.getByRole('button', { name: 'Claim the win' }).click({ timeout: 30_000 });
    assert.equal(await watcher.locator('[data-online^="claim"]').count(), 0);
    await waitForResult(red, 'red wins: left');
    await waitForResult(watcher, 'red wins: left');
  } finally {
    await context.close();
    await room.close();
  }
});

test('desktop: a watcher sees the moves but has no controls', async () => {
  const room = await seatedRoom({ variant: 'jungle', clock: { base_s: 300, inc_s: 3 } }, ['r', 'b'], desktopContext);
  const context = await desktopContext(browser());
  try {
    const watcher = await openRoom(context, room.room);
    assert.equal(await gameRoot(watcher).getAttribute('data-seat'), null);
    assert.equal(await watcher.getByRole('button', { name: 'Resign' }).count(), 0);
    assert.equal(await watcher.getByRole('button', { name: 'Offer a draw' }).count(), 0);
    await playOnline(room.pages.r, 'a3-a4');
    await waitForPlies(watcher, 1);
    await tapCell(watcher, 'g7');
    assert.equal(await watcher.locator('[data-cell].selected').count(), 0, 'a watcher cannot pick up pieces');
    assert.ok(await watcher.locator('[data-clock="b"]').getAttribute('data-ms'));
  } finally {
    await context.close();
    await room.close();
  }
});

test('phone: a draw offered, declined, offered again and accepted; a resignation confirmed; an abort', async () => {
  let room = await seatedRoom({ variant: 'jungle', clock: null }, ['r', 'b']);
  try {
    const { r: red, b: blue } = room.pages;
    await playOnline(red, 'a3-a4');
    await waitForPlies(blue, 1);
    await blue.getByRole('button', { name: 'Offer a draw' }).click();
    await red.getByRole('button', { name: 'Decline' }).click();
    await blue.waitForSelector('button:has-text("Offer a draw"):not([disabled])');
    await blue.getByRole('button', { name: 'Offer a draw' }).click();
    await red.waitForSelector('text=Blue offers a draw.');
    await red.getByRole('button', { name: 'Accept the draw' }).first().click();
    await waitForResult(red, 'draw: agreement');
    await waitForResult(blue, 'draw: agreement');
  } finally {
    await room.close();
  }
  room = await seatedRoom({ variant: 'hex', clock: null }, ['w', 'b']);
  try {
    const { w: white, b: black } = room.pages;
    await playOnline(white, 'e1-b4');
    await waitForPlies(black, 1);
    await black.locator('.controls').getByRole('button', { name: 'Resign' }).click();
    await black.locator('dialog [data-action="resign"]').click();
    await waitForResult(white, 'white wins: resignation');
    await waitForResult(black, 'white wins: resignation');
  } finally {
    await room.close();
  }
  room = await seatedRoom({ variant: 'timur', clock: { base_s: 180, inc_s: 2 } }, ['w', 'b']);
  try {
    const { w: white, b: black } = room.pages;
    // Nobody has moved: the game can be called off, and says how long the first move may wait.
    assert.match(await white.locator('.online-first-move').textContent(), /first move/);
    await black.getByRole('button', { name: 'Abort' }).click();
    await waitForResult(white, 'aborted');
    await waitForResult(black, 'aborted');
    assert.equal(await white.locator('.result-title').textContent(), 'Game called off');
  } finally {
    await room.close();
  }
});

test('phone: the home screen lists your online games, whose move it is; Turkish words; a finished game worded for its seat', async () => {
  const room = await seatedRoom({ variant: 'jungle', clock: { base_s: 600, inc_s: 5 } }, ['r', 'b']);
  try {
    const { r: red, b: blue } = room.pages;
    await playOnline(red, 'a3-a4');
    await waitForPlies(blue, 1);
    await blue.goto(new URL('#/', BASE_URL).href);
    const item = blue.locator(`[data-online-room="${room.room}"]`);
    await item.waitFor();
    await blue.waitForSelector(`[data-online-room="${room.room}"][data-your-turn]`);
    assert.match(await item.textContent(), /Your move · 10:00/);
    await item.locator('a').click();
    await blue.waitForSelector('[data-mode="online"][data-seat="b"][data-connection="connected"]');
    await waitForPlies(blue, 1);
    await blue.evaluate(() => localStorage.setItem('tahta.v1.lang', 'tr'));
    await blue.reload();
    await blue.waitForSelector('[data-mode="online"][data-connection="connected"]');
    assert.equal(await blue.locator('.online-connection').textContent(), 'Bağlı');
    assert.ok((await blue.getByRole('button', { name: 'Pes et' }).count()) > 0);
    // Once over, the game moves to the finished part, worded for this seat in its language.
    await blue.locator('.controls').getByRole('button', { name: 'Pes et' }).click();
    await blue.locator('dialog [data-action="resign"]').click();
    await blue.waitForSelector('[data-mode="online"][data-result]');
    await blue.goto(new URL('#/', BASE_URL).href);
    const finished = blue.locator(`[data-online-list="finished"] [data-online-room="${room.room}"]`);
    await finished.waitFor({ state: 'attached' });
    assert.equal((await finished.locator('.online-game-status').textContent()).trim(), 'Kaybettiniz · pes etme');
  } finally {
    await room.close();
  }
});
