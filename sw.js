// Tahta's service worker: after one visit the whole app — page, modules, styles, the wasm
// engine and its glue, the bot's worker, icons, manifest — comes from a cache, network or not.
//
// `cargo xtask dist` rewrites the BUILD line below in dist/sw.js: `version` is a hash of every
// shipped file (and of this script), `files` lists each file of the site with its SHA-256 in
// Subresource-Integrity form. A change to any file therefore changes this script's bytes, which
// is what makes the browser install the new version. Left as it is here (the site served from
// the source tree), the worker caches nothing and passes every request to the network.
//
// Life cycle:
//   install   fetches every file (checked against its hash; the copies the page has just
//             loaded are revalidated, not downloaded again) into a cache named after the
//             version; it does NOT skip waiting, so a game in progress keeps the version it
//             started with
//   waiting   the page (www/platform/pwa.js) offers "New version — reload"; on yes it posts
//             {type: 'SKIP_WAITING'} and reloads once the new worker has taken control
//   activate  deletes this site's caches of older versions, then claims open pages (on a first
//             visit that lets the page go offline without a reload)
//   fetch     cache first: a page navigation gets the cached index.html, anything else the
//             cached file of that URL; what is not cached goes to the network

const BUILD = { version: 'unbuilt', files: [] };

const SCOPE = self.registration.scope; // e.g. https://example.org/games/tahta/
// Several copies of the app may live on one origin (under different paths) and share the
// origin's caches: each names its caches after its scope and only ever deletes its own.
const PREFIX = 'tahta-';
const SUFFIX = `@${SCOPE}`;
const CACHE = `${PREFIX}${BUILD.version}${SUFFIX}`;
const SHELL = new URL('index.html', SCOPE).href;
const BUILT = BUILD.files.length > 0;

/** Fetches one file for the cache, refusing anything that does not match the build. */
async function fetchChecked(url, integrity) {
  // First through the browser's HTTP cache, revalidated: the page has just downloaded most of
  // these files, and the server answers "304 Not Modified" (no body) for each unchanged one,
  // so installing does not download the site a second time. Should that copy still be stale
  // (its hash does not match the build, e.g. two builds within one second of Last-Modified),
  // the file comes again from the server itself, bypassing the HTTP cache.
  for (const cache of ['no-cache', 'reload']) {
    try {
      const response = await fetch(url, { integrity, cache, credentials: 'same-origin' });
      if (response.ok) return response;
      throw new Error(`${response.status} ${response.statusText}`);
    } catch (error) {
      if (cache === 'reload') throw new Error(`cannot cache ${url}: ${error.message ?? error}`);
    }
  }
  throw new Error(`cannot cache ${url}`);
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    BUILD.files.map(async ([path, integrity]) => {
      const url = new URL(path, SCOPE).href;
      // The page is fetched as the scope's root, the address people open; some hosts answer
      // `…/index.html` with a redirect, which a navigation may not be answered with.
      const response = await fetchChecked(url === SHELL ? SCOPE : url, integrity);
      await cache.put(url, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  if (BUILT) event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The app's own page: the scope's root or its index.html, whatever the query or hash. */
function isAppPage(url) {
  const bare = url.origin + url.pathname;
  return bare === SCOPE || bare === SHELL;
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  const key = request.mode === 'navigate' && isAppPage(url) ? SHELL : request;
  const cached = await cache.match(key);
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!BUILT || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(SCOPE)) return;
  // Online rooms are live: their API and socket always go to the network, never to a cache.
  const path = url.href.slice(SCOPE.length);
  if (path.startsWith('api/') || path.startsWith('ws/')) return;
  event.respondWith(fromCache(request));
});

// ── Notifications (online rooms) ─────────────────────────────────────────────────────────────
// The rooms server pushes (Web Push, encrypted for this browser) a small JSON: why (`your_move`,
// `ended`, `offer` of a `draw` or a `rematch`, `joined`), the room id, the game, the seat, the
// last move or the result (its rule and winners), and the player's language. The words come from the site's own catalog of that language
// (www/locales/<lang>.ftl, cached with the site). A tap opens the room. The app's badge counts
// the rooms where it is this device's move; the page corrects it whenever it reads its games.

const PUSH_LANGUAGES = ['en', 'tr', 'zh-Hans', 'zh-Hant', 'ru', 'pl'];
const BADGE_CACHE = `${PREFIX}badge${SUFFIX}`;
const BADGE_KEY = new URL('badge.json', SCOPE).href;

/** The simple messages (one line, `{ $name }` variables) of a language's catalog, by id. */
async function catalogMessages(lang) {
  const url = new URL(`www/locales/${lang}.ftl`, SCOPE).href;
  try {
    const cached = BUILT ? await (await caches.open(CACHE)).match(url) : null;
    const response = cached ?? (await fetch(url));
    const messages = new Map();
    for (const line of (await response.text()).split('\n')) {
      const found = /^([a-zA-Z][\w-]*) = (.+)$/.exec(line);
      if (found) messages.set(found[1], found[2]);
    }
    return messages;
  } catch {
    return new Map();
  }
}

function fill(text, params) {
  return text.replace(/\{ \$(\w+) \}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * The result for the seat notified, in the words the past-games list uses (pastGameWords in
 * www/app/past-games.js, whose messages these are): "You won · on time". A payload without
 * the rule and the winners (an older server's) has only the engine's English words.
 */
function resultWords(push, say) {
  if (!Array.isArray(push.winners) || typeof push.rule !== 'string') return push.result ?? '';
  let title;
  if (push.rule === 'aborted') title = say('past-aborted');
  else if (push.winners.length === 0) title = say('past-draw');
  else title = say(push.winners.includes(push.seat) ? 'past-youWon' : 'past-youLost');
  const how = push.rule === 'aborted' ? '' : say(`past-rule-${push.rule}`);
  return how ? `${title} · ${how}` : title;
}

/** The catalog's name (`push-<kind>-…`) of a push's words: an offer is of a draw or a rematch. */
function pushKind(push) {
  if (push.t === 'offer' && push.offer === 'rematch') return 'rematch';
  return { your_move: 'yourMove', ended: 'ended', offer: 'offer', joined: 'joined' }[push.t] ?? 'yourMove';
}

/** The notification's title and body for a push, in its language (English when it lacks one). */
async function notificationWords(push) {
  const lang = PUSH_LANGUAGES.includes(push.lang) ? push.lang : 'en';
  const [own, english] = await Promise.all([catalogMessages(lang), lang === 'en' ? null : catalogMessages('en')]);
  const say = (id, params = {}) => fill(own.get(id) ?? english?.get(id) ?? '', params);
  const game = say(`variant-${push.variant}-name`) || push.variant;
  const kind = pushKind(push);
  const result = push.t === 'ended' ? resultWords(push, say) : '';
  return {
    title: say(`push-${kind}-title`, { game }),
    body: say(`push-${kind}-body`, { game, mv: push.mv ?? '', result }),
  };
}

/** The rooms where it is this device's move, as the worker last knew them. */
async function movesWaiting() {
  try {
    const stored = await (await caches.open(BADGE_CACHE)).match(BADGE_KEY);
    const rooms = stored ? await stored.json() : [];
    return new Set(Array.isArray(rooms) ? rooms : []);
  } catch {
    return new Set();
  }
}

async function setMovesWaiting(rooms) {
  await (await caches.open(BADGE_CACHE)).put(BADGE_KEY, new Response(JSON.stringify([...rooms])));
  if (!self.navigator.setAppBadge) return;
  try {
    if (rooms.size) await self.navigator.setAppBadge(rooms.size);
    else await self.navigator.clearAppBadge();
  } catch {
    // Badging is a nicety: a browser may refuse it (no installed app).
  }
}

/** Shows the notice, then counts the room on the app's badge (or takes it off). */
async function showPush(push) {
  const { title, body } = await notificationWords(push);
  await self.registration.showNotification(title, {
    body,
    tag: `room-${push.room}`,
    renotify: true,
    icon: new URL('www/icons/icon-192.png', SCOPE).href,
    lang: push.lang,
    data: { room: push.room, kind: push.t },
  });
  // The badge after the notice: it is a nicety, and neither its cache nor the browser's badge
  // service may hold the notice back.
  const rooms = await movesWaiting();
  if (push.t === 'your_move') rooms.add(push.room);
  else if (push.t === 'ended') rooms.delete(push.room);
  await setMovesWaiting(rooms);
}

self.addEventListener('push', (event) => {
  let push = null;
  try {
    push = event.data?.json() ?? null;
  } catch {
    push = null;
  }
  if (!push || typeof push.room !== 'string' || !/^[0-9A-Za-z]{10,40}$/.test(push.room)) return;
  event.waitUntil(showPush(push));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const room = event.notification.data?.room;
  if (typeof room !== 'string') return;
  const url = new URL(`#/r/${room}`, SCOPE).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url.startsWith(SCOPE));
      if (open) {
        await open.focus();
        open.postMessage({ type: 'OPEN_ROOM', room });
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

self.addEventListener('message', (event) => {
  // The page read its games: the rooms where it is this device's move.
  if (event.data?.type === 'MOVES_WAITING' && Array.isArray(event.data.rooms)) {
    event.waitUntil(setMovesWaiting(new Set(event.data.rooms.filter((r) => typeof r === 'string'))));
  }
});
