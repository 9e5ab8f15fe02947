// The offline app: registers the service worker (sw.js at the site root) and, when a new
// version of the site has been installed in the background, offers to switch to it:
// "New version — Reload". Nothing reloads on its own: the new worker waits until the player
// says yes (then it is told to skip waiting, and the page reloads once it has taken over; the
// game in progress is saved and resumes). "Later" hides the offer until the next visit.
//
// Loaded by index.html as a module of its own, apart from the app's module graph, so that a
// broken version of the app can still be replaced by a fixed one.

import { loadStyleSheet } from './style-sheet.js';
import { siteFile } from './site-file.js';

// Its few words are kept here, not in the message catalogs (www/locales), so that it needs nothing
// of the app: one entry per language of the app (www/ui/i18n.js), picked by <html lang>.
const STRINGS = {
  en: { text: 'New version', reload: 'Reload', later: 'Later' },
  tr: { text: 'Yeni sürüm', reload: 'Yeniden yükle', later: 'Sonra' },
  ru: { text: 'Новая версия', reload: 'Обновить', later: 'Позже' },
  pl: { text: 'Nowa wersja', reload: 'Odśwież', later: 'Później' },
  'zh-Hans': { text: '新版本', reload: '重新加载', later: '稍后' },
  'zh-Hant': { text: '新版本', reload: '重新載入', later: '稍後' },
};

/** How often a long-open app looks for a new version (also whenever it comes to the front). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** True once the player has accepted the new version in this page. */
let accepted = false;
/** The prompt's element, once offered. */
let prompt = null;
/** The service worker's registration. */
let registration = null;

function strings() {
  const lang = document.documentElement.lang;
  return STRINGS[lang] ?? STRINGS[String(lang).split('-')[0]] ?? STRINGS.en;
}

function button(text, className, onClick) {
  const node = document.createElement('button');
  node.type = 'button';
  node.className = className;
  node.textContent = text;
  node.addEventListener('click', onClick);
  return node;
}

/**
 * Shows "New version — Reload". `worker`: the installed, waiting worker to switch to, or null
 * when the new version already controls the page (it was accepted in another tab).
 */
async function offer(worker) {
  if (prompt || accepted) return;
  // Taken at once: a second call shows nothing more.
  const box = document.createElement('div');
  prompt = box;
  box.className = 'pwa-update';
  box.setAttribute('role', 'status');
  // `waiting` until the new version controls this page, then `active`.
  box.dataset.update = worker ? 'waiting' : 'active';
  await loadStyleSheet('platform/pwa.css');
  const text = strings();
  const message = document.createElement('p');
  message.textContent = text.text;
  box.append(
    message,
    button(text.reload, 'pwa-reload', accept),
    button(text.later, 'pwa-later', () => box.remove()),
  );
  // Outside #app: the app's views replace their own content, not this.
  document.body.append(box);
}

function accept() {
  accepted = true;
  prompt?.querySelectorAll('button').forEach((b) => {
    b.disabled = true;
  });
  // The newest waiting version (a still newer one may have arrived since the offer).
  const waiting = registration?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  // The page reloads when the new worker takes control (controllerchange below); should it
  // fail to activate instead, the page reloads anyway.
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'redundant') location.reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

async function register() {
  const container = navigator.serviceWorker;
  try {
    registration = await container.register(siteFile('../sw.js'), {
      updateViaCache: 'none',
    });
  } catch (error) {
    // No offline app (e.g. a private window that refuses workers); the page works as before.
    console.warn('Tahta works online only here: the service worker was refused.', error);
    return;
  }
  // Some automation (a browser told to block workers) answers with no registration at all.
  if (!registration) return;
  // On a first visit the page has no controller until the worker claims it: no prompt is due
  // then. A later change of controller without a yes here means the new version was accepted
  // in another tab: this page still runs the old code, so it offers to reload.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
    else if (prompt) prompt.dataset.update = 'active';
    else if (controlled) offer(null);
    controlled = true;
  });
  const watch = (worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    };
    worker.addEventListener('statechange', check);
    check();
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  // A tapped notification with the app already open: show its room here.
  container.addEventListener('message', (event) => {
    const room = event.data?.type === 'OPEN_ROOM' ? event.data.room : null;
    if (typeof room === 'string' && /^[0-9A-Za-z]{10,40}$/.test(room)) location.hash = `#/r/${room}`;
  });

  // An installed app may stay open for days.
  const update = () => registration.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update();
  });
  setInterval(update, CHECK_EVERY_MS);
}

/** Starts the offline app, after the page has loaded (it must not slow the first load). */
function startPwa() {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', () => register(), { once: true });
}

startPwa();
