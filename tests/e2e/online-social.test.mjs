// Online rooms, the social side, against the real tahta-server: quick phrases read in each
// device's language, the invitation's QR code, open games found and joined from the home screen,
// live public games watched from it, moves made in advance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { useBrowser, browser, phoneContext, openApp, roomsApi, tapCell, waitForPlies } from './harness.mjs';

useBrowser();

/** Opens a room in a context through a link (`s/<token>`, `j/<invite>`). */
async function openRoom(context, room, { token = null, invite = null } = {}) {
  const hash = token ? `#/r/${room}/s/${token}` : `#/r/${room}/j/${invite}`;
  const page = await openApp(context, hash);
  await page.waitForSelector('[data-mode="online"][data-connection="connected"]');
  return page;
}

/** Says phrase `id` from `page`'s menu. */
async function say(page, id) {
  await page.click('[data-online="phrases"]:not([disabled])');
  await page.click(`[data-phrase="${id}"]`);
}

test('quick phrases: said in English, read in Turkish beside the seat and in the log, announced, muted', async () => {
  const created = await roomsApi('api/rooms', { variant: 'jungle', clock: null, seat: 'r' });
  const en = await phoneContext(browser());
  const tr = await phoneContext(browser(), { locale: 'tr-TR' });
  const other = await phoneContext(browser());
  try {
    const red = await openRoom(en, created.room, { token: created.token });
    const blue = await openRoom(tr, created.room, { invite: created.invites.b });
    await blue.waitForSelector('[data-seat="b"]');
    await say(red, 'good_luck');
    await blue.waitForSelector('[data-said="r"]');
    assert.equal(await blue.locator('[data-said="r"]').textContent(), 'İyi şanslar!');
    await blue.waitForFunction(() => document.querySelector('[data-live]')?.textContent?.includes('İyi şanslar!'));
    assert.equal(await red.locator('[data-said="r"]').textContent(), 'Good luck!');
    const log = blue.locator('[data-phrase-log]');
    await log.locator('summary').click();
    assert.match(await log.locator('li').first().textContent(), /İyi şanslar!/);
    // A watcher reads them but has nothing to say.
    const watcher = await openApp(other, `#/r/${created.room}`);
    await watcher.waitForSelector('[data-mode="online"][data-connection="connected"]');
    assert.equal(await watcher.locator('[data-online="phrases"]').isVisible(), false);
    // Red mutes the others: Blue's answer is received, not shown.
    await red.locator('[data-phrase-log] summary').click();
    await red.click('[data-online="mute-phrases"]');
    await say(blue, 'thanks');
    await blue.waitForSelector('[data-said="b"]');
    await red.waitForSelector('[data-phrase-log][data-heard="2"]');
    assert.equal(await red.locator('[data-said="b"]').count(), 0);
    await watcher.waitForSelector('[data-said="b"]');
    assert.equal(await watcher.locator('[data-said="b"]').textContent(), 'Thanks!');
    assert.equal(await red.evaluate(() => localStorage.getItem('tahta.v1.phrases.muted')), '1');
  } finally {
    await Promise.all([en.close(), tr.close(), other.close()]);
  }
});

/** The pixels of `page`'s SVG `selector` drawn on a canvas of `size` CSS pixels: `{width, height, data}`. */
function rasterise(page, selector, size) {
  return page.evaluate(
    async ({ selector, size }) => {
      const svg = document.querySelector(selector);
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0, size, size);
      return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
    },
    { selector, size },
  );
}

test('an open game: its invitation’s QR code reads back as the link; a stranger takes the seat from the home screen', async () => {
  const host = await phoneContext(browser());
  const stranger = await phoneContext(browser());
  try {
    const red = await openApp(host, '#/jungle?mode=online');
    await red.locator('[data-choice="side"] label', { hasText: 'Red' }).click();
    await red.locator('[data-choice="who"] label', { hasText: 'Anyone' }).click();
    await red.getByRole('button', { name: 'Create the room' }).click();
    const link = (await red.locator('[data-invite="b"]').textContent()).trim();
    const room = link.match(/#\/r\/([0-9A-Za-z]+)\//)[1];
    await red.waitForSelector('[data-qr="b"] svg');
    const box = await red.locator('[data-qr="b"] svg').boundingBox();
    assert.ok(box.width >= 180 && box.height >= 180, `${box.width}×${box.height} CSS px`);
    const { width, height, data } = await rasterise(red, '[data-qr="b"] svg', 240);
    const decoded = jsQR(Uint8ClampedArray.from(data), width, height);
    assert.equal(decoded?.data, link);

    const home = await openApp(stranger, '#/');
    const item = home.locator(`[data-open-game="${room}"]`);
    await item.waitFor();
    assert.match(await item.textContent(), /^Jungle5\+3 · Red waits$/);
    await item.locator('a').click();
    await home.waitForSelector('[data-mode="online"][data-seat="b"][data-connection="connected"]');
    await red.waitForSelector('[data-invite="b"]', { state: 'detached' });
    const listed = await roomsApi('api/open?variant=jungle');
    assert.ok(!listed.games.some((g) => g.room === room), 'a taken game is listed no more');
  } finally {
    await Promise.all([host.close(), stranger.close()]);
  }
});

test('a live public game: listed on the home screen while it is played, watched from there, gone when over', async () => {
  const created = await roomsApi('api/rooms', {
    variant: 'jungle',
    clock: { base_s: 300, inc_s: 3 },
    seat: 'r',
    open: true,
  });
  const taken = await roomsApi(`api/open/${created.room}/take`, {});
  const one = await phoneContext(browser());
  const two = await phoneContext(browser());
  const three = await phoneContext(browser());
  try {
    const red = await openRoom(one, created.room, { token: created.token });
    const blue = await openRoom(two, created.room, { token: taken.token });
    await red.waitForSelector('[data-online-seat="b"] .online-presence[data-online="yes"]');
    await tapCell(red, 'a3');
    await tapCell(red, 'a4');
    await waitForPlies(blue, 1);

    const home = await openApp(three, '#/');
    const item = home.locator(`[data-live-game="${created.room}"]`);
    await item.waitFor();
    assert.match(await item.textContent(), /^Jungle5\+3 · Red – Blue · 1 moveWatch$/);
    await item.locator('[data-action="watch"]').tap();
    await home.waitForSelector(
      `[data-mode="online"][data-room="${created.room}"][data-connection="connected"]:not([data-seat])`,
    );
    await waitForPlies(home, 1);
    await tapCell(blue, 'g7');
    await tapCell(blue, 'g6');
    await waitForPlies(home, 2);
    const lastPly = (page) => page.locator('.move-list .ply:not(.ply-skip)').last().textContent();
    assert.equal(await lastPly(home), await lastPly(red));

    await red.locator('.controls').getByRole('button', { name: 'Resign' }).click();
    await red.locator('dialog [data-action="resign"]').click();
    await home.waitForSelector('[data-result]');
    const listed = await roomsApi('api/live?variant=jungle');
    assert.ok(!listed.games.some((g) => g.room === created.room), 'a game over is listed no more');
  } finally {
    await Promise.all([one.close(), two.close(), three.close()]);
  }
});

test('premoves in a clocked room: taken back by a tap anywhere but on their cells, played as the move arrives, dropped when not possible', async () => {
  const created = await roomsApi('api/rooms', { variant: 'jungle', clock: { base_s: 300, inc_s: 3 }, seat: 'r' });
  const one = await phoneContext(browser());
  const two = await phoneContext(browser());
  try {
    const red = await openRoom(one, created.room, { token: created.token });
    const blue = await openRoom(two, created.room, { invite: created.invites.b });
    await blue.waitForSelector('[data-seat="b"]');
    await red.waitForSelector('[data-online-seat="b"] .online-presence[data-online="yes"]');
    // Red to move: Blue makes a move in advance, and a tap elsewhere takes it back.
    await tapCell(blue, 'g7');
    await tapCell(blue, 'g6');
    await blue.waitForSelector('[data-premove="g7-g6"]');
    await tapCell(blue, 'd2');
    await blue.waitForSelector('[data-mode="online"]:not([data-premove])');
    await tapCell(blue, 'g7');
    await tapCell(blue, 'g6');
    await blue.waitForSelector('[data-premove="g7-g6"]');
    // A tap on one of its own cells keeps it; one off the board takes it back, and so does a
    // button's, which still does its own work.
    await tapCell(blue, 'g6');
    assert.equal(await blue.locator('[data-mode="online"]').getAttribute('data-premove'), 'g7-g6');
    await blue.locator('[data-online-seat="r"]').tap();
    await blue.waitForSelector('[data-mode="online"]:not([data-premove])');
    await tapCell(blue, 'g7');
    await tapCell(blue, 'g6');
    await blue.waitForSelector('[data-premove="g7-g6"]');
    await blue.locator('[data-online="phrases"]:not([disabled])').tap();
    await blue.waitForSelector('[data-mode="online"]:not([data-premove])');
    await blue.locator('[data-phrase="good_luck"]').tap();
    await red.waitForSelector('[data-said="b"]');
    await tapCell(blue, 'g7');
    await tapCell(blue, 'g6');
    await blue.waitForSelector('[data-premove="g7-g6"]');
    // Red moves: Blue's answer goes at once.
    await tapCell(red, 'a3');
    await tapCell(red, 'a4');
    await waitForPlies(red, 2);
    await blue.waitForSelector('[data-mode="online"]:not([data-premove]):not([data-pending])');
    // A move no longer possible (three cells at once) is dropped with a notice.
    await tapCell(blue, 'g6');
    await tapCell(blue, 'g3');
    await blue.waitForSelector('[data-premove="g6-g3"]');
    await tapCell(red, 'a4');
    await tapCell(red, 'a5');
    await blue.waitForSelector('[data-mode="online"]:not([data-premove])');
    await blue.waitForSelector('[data-notice]:has-text("g6-g3")');
    await waitForPlies(blue, 3);
    assert.equal(await blue.locator('[data-mode="online"]').getAttribute('data-turn'), 'b');
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
