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
