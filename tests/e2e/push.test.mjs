// Notifications from end to end: turned on in the page, sent by the server, shown by the service
// worker in the player's language, tapped to open the room. "Your move" in English, tapped; the
// end of the game and a rematch offer in Turkish. Headless Chromium has no push service, so
// the page's PushManager.subscribe is replaced by one answering a subscription to the test's
// push service (tests/e2e/push-service.mjs), whose keys only the test holds. The server — one
// of the test's own, started with TAHTA_PUSH_INSECURE_ENDPOINTS so that an http://127.0.0.1
// endpoint is allowed — encrypts its push for real; the test decrypts it (RFC 8291) and hands
// the payload to the service worker with the DevTools protocol (ServiceWorker.deliverPushMessage),
// as the browser does once it has decrypted a push.
//
// The tap: DevTools cannot click a notification, so the test dispatches a `notificationclick`
// with the real notification inside the worker. Such an event is not trusted: the browser
// lets it neither extend its life (waitUntil) nor focus a window, so the test lets
// WindowClient.focus through; the rest of the handler runs as it is (the open page is found
// and told to show the room). Opening a new window when none is open (clients.openWindow)
// needs a trusted click and is not tested here.
//
// Run: cargo xtask e2e tests/e2e/push.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, browser, phoneContext, openApp, playOnline, waitForPlies, roomsApi } from './harness.mjs';
import { startOwnServer } from './own-server.mjs';
import { startPushService } from './push-service.mjs';

// The whole Chromium: the headless shell the other files use shows no notification.
useBrowser({ full: true });

let server;
let service;
before(async () => {
  [server, service] = await Promise.all([startOwnServer({ TAHTA_PUSH_INSECURE_ENDPOINTS: '1' }), startPushService()]);
});
after(async () => {
  await service?.close();
  await server?.stop();
});

/** The notifications the page's service worker shows. */
function notifications(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
  });
}

/** Lets the pages of `context` notify and subscribes them to the test's push service as `subscriber`. */
async function pushTo(context, subscriber, origin) {
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript((subscription) => {
    let subscribed = null;
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = { endpoint: subscription.endpoint, expirationTime: null, toJSON: () => subscription };
      return subscribed;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return subscribed;
    };
  }, subscriber.json);
}

/** Polls `read` until `done(value)`, at most 10 s; the last value. */
async function until(read, done) {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The DevTools id of the service worker registration of `scope`, through a session on `page`. */
async function registrationId(cdp, scope) {
  const found = new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('phone: notifications turned on after creating a room; the move while away is pushed, shown and opens the room', async () => {
  const subscriber = service.subscriber('white');
  const origin = new URL(server.url).origin;
  const host = await phoneContext(browser(), { serviceWorkers: 'allow' });
  const guest = await phoneContext(browser(), { serviceWorkers: 'allow' });
  try {
    await pushTo(host, subscriber, origin);

    // The creator is asked once the room exists, and says yes.
    const white = await openApp(host, '#/hex?mode=online', { base: server.url });
    await white.locator('[data-choice="side"] label', { hasText: 'White' }).click();
    await white.getByRole('button', { name: 'Create the room' }).click();
    const link = (await white.locator('[data-invite="b"]').textContent()).trim();
    await white.locator('[data-online="notify-yes"]').click();
    await white.locator('[data-push-note]', { hasText: 'Notifications are on for this game.' }).waitFor();
    const room = /#\/r\/([0-9A-Za-z]+)\//.exec(link)[1];

    const black = await guest.newPage();
    await black.goto(link);
    await black.waitForSelector('[data-mode="online"][data-seat="b"][data-connection="connected"]');
    await playOnline(white, 'e1-b4');
    await waitForPlies(black, 1);
    // White leaves; Black sees it, then moves: White's device is away, so White is told.
    await white.close();
    await black.waitForSelector('[data-online-seat="w"] .online-presence[data-online="no"]');
    await playOnline(black, 'g10-h8');
    const [push, ...more] = await service.until('white', 1);
    assert.ok(push, 'a push came for White');
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.match(push.headers.authorization ?? '', /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    assert.ok(Number(push.headers.ttl) > 0, 'a TTL');
    assert.equal(push.headers.urgency, 'high');
    const text = subscriber.decrypt(push.body);
    const payload = JSON.parse(text);
    assert.deepEqual(
      {
        t: payload.t,
        room: payload.room,
        variant: payload.variant,
        seat: payload.seat,
        n: payload.n,
        lang: payload.lang,
      },
      { t: 'your_move', room, variant: 'hex', seat: 'w', n: 1, lang: 'en' },
    );
    assert.equal(typeof payload.mv, 'string');
    assert.doesNotMatch(text, /token|invite/, 'no seat token or invitation in a payload');
    // The joined push went to nobody (White was there) and the move was pushed once.
    assert.deepEqual(more, []);

    // The browser would decrypt it and wake the worker: DevTools delivers the plaintext.
    const home = await openApp(host, '#/', { base: server.url });
    await home.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await host.newCDPSession(home);
    const id = await registrationId(cdp, server.url);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: text });
    const [shown] = await until(
      () => notifications(home),
      (list) => list.length > 0,
    );
    assert.deepEqual(shown, {
      title: 'Hexagonal chess: your move',
      body: `Your opponent played ${payload.mv}.`,
      data: { room, kind: 'your_move' },
    });

    // The tap, with the home page open: the worker brings it forward and it shows the room.
    const worker = host.serviceWorkers().find((w) => w.url().startsWith(server.url));
    assert.ok(worker, 'the service worker runs');
    await worker.evaluate(async () => {
      const [notification] = await self.registration.getNotifications();
      self.WindowClient.prototype.focus = async function focus() {
        return this;
      };
      self.dispatchEvent(new self.NotificationEvent('notificationclick', { notification }));
    });
    await home.waitForURL(new RegExp(`#/r/${room}$`));
    await home.waitForSelector('[data-mode="online"][data-seat="w"][data-connection="connected"]');
    assert.deepEqual(
      await until(
        () => notifications(home),
        (list) => list.length === 0,
      ),
      [],
      'the tapped notification is closed',
    );
  } finally {
    await Promise.all([host.close(), guest.close()]);
  }
});

test('phone, in Turkish: the end of the game and a rematch offer, pushed while away, are worded in Turkish', async () => {
  const subscriber = service.subscriber('beyaz');
  const origin = new URL(server.url).origin;
  const created = await roomsApi('api/rooms', { variant: 'hex', clock: null, seat: 'b' }, server.url);
  const host = await phoneContext(browser(), { locale: 'tr-TR', serviceWorkers: 'allow' });
  const guest = await phoneContext(browser(), { serviceWorkers: 'allow' });
  try {
    await pushTo(host, subscriber, origin);
    // White takes the seat by its invitation, in Turkish, and turns notifications on.
    const white = await openApp(host, `#/r/${created.room}/j/${created.invites.w}`, { base: server.url });
    await white.locator('[data-online="notify-yes"]').click();
    await white.locator('[data-push-note]', { hasText: 'Bu oyun için bildirimler açık.' }).waitFor();
    const black = await openApp(guest, `#/r/${created.room}/s/${created.token}`, { base: server.url });
    await black.waitForSelector('[data-mode="online"][data-seat="b"][data-connection="connected"]');
    await playOnline(white, 'e1-b4');
    await waitForPlies(black, 1);
    await white.close();
    await black.waitForSelector('[data-online-seat="w"] .online-presence[data-online="no"]');
    // Black resigns, then offers a rematch, each once the push before it has gone (a newer
    // notice replaces one not yet sent).
    await black.locator('.controls').getByRole('button', { name: 'Resign' }).click();
    await black.locator('dialog [data-action="resign"]').click();
    const read = (push) => subscriber.decrypt(push.body);
    const ofKind = async (t, count) =>
      (await service.until('beyaz', count)).map(read).filter((text) => JSON.parse(text).t === t);
    const [ended] = await ofKind('ended', 1);
    assert.ok(ended, 'the end was pushed');
    assert.deepEqual((({ t, seat, rule, winners, lang }) => ({ t, seat, rule, winners, lang }))(JSON.parse(ended)), {
      t: 'ended',
      seat: 'w',
      rule: 'resignation',
      winners: ['w'],
      lang: 'tr',
    });
    await black.locator('[data-action="rematch"]').click();
    const [rematch] = await ofKind('offer', 2);
    assert.ok(rematch, 'the rematch offer was pushed');
    assert.equal(JSON.parse(rematch).offer, 'rematch');

    const home = await openApp(host, '#/', { base: server.url });
    await home.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await host.newCDPSession(home);
    const id = await registrationId(cdp, server.url);
    const shows = async (text, title) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: text });
      const list = await until(
        () => notifications(home),
        (shown) => shown.some((n) => n.title === title),
      );
      const found = list.find((n) => n.title === title);
      assert.ok(found, `"${title}" shown within 10 s; shown: ${JSON.stringify(list.map((n) => n.title))}`);
      return found;
    };
    const endedShown = await shows(ended, 'Altıgen Satranç: oyun bitti');
    assert.equal(endedShown?.body, 'Kazandınız · pes etme', "the result in Turkish, not the engine's English");
    const rematchShown = await shows(rematch, 'Altıgen Satranç: rövanş önerildi');
    assert.equal(rematchShown?.body, 'Rakibiniz rövanş öneriyor.');
  } finally {
    await Promise.all([host.close(), guest.close()]);
  }
});
