// Loading a route's page (app.js): what the address's page needs (the engine, the game screens'
// modules, a game's own parts, the rules or the lessons; loading.js), loaded before the page is
// shown, with each route numbered so that a page whose modules arrive after the player has moved
// on is not shown; and what the page shows meanwhile.

import { loadEngine } from '../engine/engine.js';
import { GAMES } from '../engine/variants.js';
import { loadGameParts } from '../games/games.js';
import { nextTask } from '../platform/next-task.js';
import { h, gameTitle } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { showFatal } from './page.js';
import { parseHash, learnRoute } from './routes.js';
import { prepareGame, prepareRules, prepareLearn } from './loading.js';

/** Each route gets a number: one whose modules arrive after the player has moved on is dropped. */
let routing = 0;

/** For the address routed now: a test that answers false once a newer address has been routed. */
export function routeWanted() {
  const ticket = routing;
  return () => ticket === routing;
}

/**
 * Loads what the address's page needs, then shows it. False when it is not to be shown (a newer
 * address came meanwhile, or something could not be loaded and the page says so).
 */
export async function prepareRoute(parts, params) {
  const ticket = ++routing;
  let id = parts[0];
  try {
    id = decodeURIComponent(id ?? '');
  } catch {
    // Malformed escape: no game of that name.
  }
  let ready = true;
  const learn = learnRoute(parts);
  if (parts[0] === 'rules' && parts.length === 2 && GAMES.includes(parts[1])) {
    ready = await prepareRules(parts[1]);
  } else if (learn) {
    ready = await prepareLearn(learn.variant);
  } else if (parts.length === 1 && GAMES.includes(id) && params.get('mode') === 'online') {
    // The online set-up names the game's own options in its words (games/games.js).
    ready = await Promise.all([loadEngine(id), loadGameParts(id)]).then(
      () => true,
      (error) => {
        showFatal(error);
        return false;
      },
    );
  } else if (parts.length === 1 && GAMES.includes(id)) {
    ready = (await prepareGame(id)) !== null;
  }
  if (ready && ticket === routing && parts.length > 0) {
    // Drawing a page is a task of its own, not the tail of the task that evaluated its modules
    // and the engine: two shorter tasks keep a phone's main thread free for a tap between.
    await nextTask();
  }
  return ready && ticket === routing;
}

/**
 * What the page shows while a page's modules and the engine download (the home page needs
 * neither): a loading notice and, on a game's page, the title bar with the game's name, so the
 * player sees at once which game is opening (on a slow link, a second before the board).
 */
export function loadingScreen() {
  const notice = h('p', { class: 'loading', role: 'status', text: t('app.loading') });
  const { parts, params } = parseHash(location.hash);
  if (parts.length !== 1 || !GAMES.includes(parts[0]) || params.get('mode') === 'online') return [notice];
  return [h('header', { class: 'bar' }, gameTitle(t(`variant.${parts[0]}.name`))), notice];
}
