// The page's one screen: the element the app draws into, the game screen on it (if any) and a
// game kept unseen while its rules are read, and what every screen does as it comes and goes.

import { t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { closeDialogs } from '../ui/dialog.js';
import { holdWakeLock, releaseWakeLock } from '../platform/wake-lock.js';
import { errorText, EngineUnsupported } from '../engine/engine.js';

/**
 * The screen's state: `root` (the page's #app), `view` (the GameView on screen, or null),
 * `parked` (a game left for its rules page: `{ view, hash, scrollY }`, shown again when its
 * address comes back) and `screen` (another screen on show that holds engine objects, the
 * lessons or puzzles: `{ destroy }`, or null).
 * @type {{root: HTMLElement, view: any, parked: {view: any, hash: string, scrollY: number}|null,
 *   screen: {destroy: () => void}|null}}
 */
export const page = {
  root: /** @type {HTMLElement} */ (document.getElementById('app')),
  view: null,
  parked: null,
  screen: null,
};

/**
 * Empties the page. `park`: keep the game on screen for later instead of ending it;
 * `keepParked`: a game kept earlier stays kept (the rules page, on its way back to it).
 */
export function clear({ park = false, keepParked = false } = {}) {
  closeDialogs();
  releaseWakeLock();
  if (page.parked && (park || !keepParked)) {
    page.parked.view.destroy();
    page.parked = null;
  }
  const view = page.view;
  if (view) {
    if (park) {
      view.menu.close();
      view.element.remove();
      page.parked = { view, hash: view.hash, scrollY };
    } else {
      view.destroy();
    }
    page.view = null;
  }
  page.screen?.destroy();
  page.screen = null;
  page.root.replaceChildren();
  // Every screen opens at its top, whatever the one before was scrolled to.
  scrollTo(0, 0);
}

/** Shows the parked game again. */
export function unpark() {
  const { view, scrollY: kept } = page.parked;
  page.view = view;
  page.parked = null;
  page.root.append(view.element);
  // The game comes back where the player left it.
  scrollTo(0, kept);
  setGameTitle(view.variant);
  if (!view.state?.result) holdWakeLock();
}

/** The document's title for a game's screen. */
export function setGameTitle(variant) {
  document.title = `${t(`variant.${variant}.name`)} · ${t('app.name')}`;
}

/** Says on the page that something it needs could not be loaded, and what may help. */
export function showFatal(error) {
  clear();
  // A browser that cannot run the engine at all is told what it lacks: a reload cannot help.
  if (error instanceof EngineUnsupported) {
    page.root.append(
      h(
        'main',
        { class: 'fatal', role: 'alert', 'data-fatal': 'unsupported' },
        h('h1', { text: t('app.engineUnsupported') }),
        h('p', { text: t('app.engineUnsupportedHint', { feature: error.feature }) }),
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            on: {
              click: () => {
                location.hash = '#/';
              },
            },
          },
          t('game.back'),
        ),
      ),
    );
    return;
  }
  page.root.append(
    h(
      'main',
      { class: 'fatal', role: 'alert', 'data-fatal': 'failed' },
      h('h1', { text: t('app.engineFailed') }),
      h('p', { text: t('app.engineFailedHint') }),
      h('p', { class: 'fatal-detail', text: errorText(error) }),
      h('button', { type: 'button', class: 'primary', on: { click: () => location.reload() } }, t('app.reload')),
    ),
  );
}
