// Start-up and the hash router. Every route that opens a game (a link, a saved game, a record, a
// past game, a room) becomes one set-up (game-setup.js) handed to openGame (open-game.js).
//   #/                     home
//   #/<variant>            a new game of that variant
//   #/rules/<variant>      the rules of a variant (rules.js); opened from a game, the game
//                          waits unseen and comes back as it was when the player returns
//   #/<variant>?position=…&mode=local|bot&level=…&side=…&seats=…&seed=…&seating=side|face&banners=on|off
// (the parameters are read in setup.js).
//   #/<variant>?game=<URL-encoded game record>[&review=1]   the game of a record (docs/records.md)
//                          at its last position, to look at or play on; review=1 starts the
//                          engine's review (a past game reopened)
//   #/r/<room>…            an online room (rooms.js)
//   #/learn/<variant>[/<lesson>]  the lessons of a variant, or one lesson (learn/)
//   #/puzzles/<variant>    the puzzles of a variant (learn/)
// Unknown or invalid parameters show a notice and fall back to defaults.

import { engine, loadEngine, specOf } from '../engine/engine.js';
import { initI18n, t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { renderHome } from './home.js';
import { loadGame, loadSetup, saveSetup, takeUpGame, setGameAside, endedGame } from '../game/saved-games.js';
import { renderOnlineGames } from '../online/pages.js';
import { renderOpenGames } from '../online/open-games.js';
import { renderLiveGames } from '../online/live-games.js';
import { GAMES } from '../engine/variants.js';
import { page, clear, unpark } from './page.js';
import { showOnlineSetup, showRoom } from './rooms.js';
import { parseHash, learnRoute } from './routes.js';
import { prepareRoute, routeWanted, loadingScreen } from './route-loading.js';
import { showRules, showLearn } from './reading-screens.js';
import { loaded, prepareGame, everyEngineLoaded, thumbnailsWhenReady } from './loading.js';

// A reload of a game page resumes the saved game instead of starting afresh.
const pageLoad = /** @type {PerformanceNavigationTiming|undefined} */ (
  performance.getEntriesByType?.('navigation')?.[0]
);
const reloaded = pageLoad?.type === 'reload';
let firstRoute = true;
/** The variant whose rules page was last on screen (a game opened from it continues the saved one). */
let rulesOf = null;

/** The players of a variant (its spec's), or null if the engine cannot say. */
function playersOf(variant) {
  const spec = specOf(engine, variant);
  return spec.error ? null : spec.players;
}

/**
 * Starts the game chosen in the new-game panel. From a game screen (`replace`) the old game is
 * forgotten and the address replaced; from the home screen a history entry is added.
 */
function startChosen(variant, players, chosen, { replace = false, seed = null } = {}) {
  saveSetup(variant, {
    mode: chosen.mode,
    seating: chosen.seating,
    level: chosen.level,
    side: chosen.side,
    seats: chosen.seats,
  });
  if (replace) setGameAside(variant);
  const params = loaded.screens.settingsQuery(chosen, players);
  if (seed !== null) params.set('seed', String(seed));
  const query = params.toString();
  const hash = `#/${variant}${query ? `?${query}` : ''}`;
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  openLink(variant, params, { quiet: true });
}

/** Opens the new-game panel for `variant` (`current`: the settings of the game on screen). */
async function showSetup(variant, current = null) {
  const parts = await prepareGame(variant);
  const players = parts && playersOf(variant);
  if (!players) return;
  const remembered = loadSetup(variant);
  const initial = current ??
    remembered ?? {
      mode: 'bot',
      level: 'normal',
      side: String(players[0]?.letter ?? ''),
      seating: 'side',
      seats: null,
    };
  loaded.screens.openSetup({
    variant,
    players,
    initial,
    parts,
    unfinished: unfinishedOffer(variant, !!current),
    benlikGames: loaded.screens.benlikGames,
    onStart: (chosen) =>
      startChosen(variant, players, chosen, {
        replace: !!current,
        seed: current?.seed ?? null,
      }),
    onOnline: () => {
      location.hash = `#/${variant}?mode=online`;
    },
  });
}

/**
 * The unfinished game of `variant` that a new game would set aside (the one the home card
 * continues), for the new-game panel, or null. `fromGame`: the panel was opened from a game's
 * screen; when that game is the unfinished one, going back to it is closing the panel.
 */
function unfinishedOffer(variant, fromGame) {
  const saved = loadGame(variant);
  if (!saved) return null;
  const view = page.view;
  const history = view?.variant === variant && !view.state?.result ? (view.state?.history ?? []) : [];
  const here = fromGame && history.length === saved.moves.length && history.every((m, i) => m === saved.moves[i]);
  return {
    moves: saved.moves.length,
    here,
    onContinue: () => {
      if (!here) continueGame(variant, loadGame(variant), { push: !fromGame });
    },
  };
}

/** The game on screen again, in the language just chosen: same start, moves, players, result. */
function relaunch() {
  const old = page.view;
  if (!old?.state) return;
  const { state } = old;
  const { parts, params } = parseHash(location.hash);
  // An online room is opened again: the server's log gives the same game.
  if (parts[0] === 'r') {
    openRoom(parts);
    return;
  }
  const variant = old.variant;
  if (parts[0] !== variant) return;
  const kept = new URLSearchParams(params);
  kept.delete('position');
  kept.delete('game');
  kept.delete('review');
  const flipped = old.board.flipped;
  openLink(variant, kept, {
    quiet: true,
    resume: {
      start: old.startPosition,
      moves: state.history.slice(),
      seating: old.settings.seating,
      seats: old.seats,
      seed: old.settings.seed ?? null,
    },
  });
  const view = page.view;
  if (!view) return;
  // A result no move shows (a resignation, an agreed draw) is given again.
  view.controller.restoreResult(state.result);
  if (view.board.flipped !== flipped && !view.seating?.flipping) view.board.setFlipped(flipped);
}

function showHome(notices = []) {
  clear();
  document.title = t('app.name');
  const home = renderHome({
    engine: everyEngineLoaded() ? engine : null,
    variants: GAMES,
    notices,
    // The card continues the game in progress; the games set aside are offered on a fresh board.
    saved: (variant) => loadGame(variant),
    onLanguage: () => showHome(),
    onContinue: async (variant) => {
      if (await prepareGame(variant)) continueGame(variant, loadGame(variant), { push: true });
    },
    onSetup: (variant) => showSetup(variant),
    online: [renderOnlineGames(sidesOf), renderOpenGames(sidesOf, GAMES), renderLiveGames(sidesOf, GAMES)],
  });
  page.root.append(home);
  page.root.querySelector('h1')?.focus({ preventScroll: true });
  if (!everyEngineLoaded()) thumbnailsWhenReady(home);
}

/** The players of a variant (its engine loaded first), to name the sides of online games. */
async function sidesOf(variant) {
  if (!GAMES.includes(variant)) return null;
  await loadEngine(variant);
  return playersOf(variant);
}

/** Takes up an unfinished game again (`push`: a new history entry, else the address is replaced). */
function continueGame(variant, saved, { push = false } = {}) {
  const game = saved ? takeUpGame(variant, saved.id) : null;
  const players = playersOf(variant);
  const query =
    game && players
      ? loaded.screens.settingsQuery(
          { mode: game.seats ? 'bot' : 'local', seating: game.seating, seats: game.seats },
          players,
        )
      : new URLSearchParams();
  if (game?.seed !== null && game?.seed !== undefined) query.set('seed', String(game.seed));
  const text = query.toString();
  const hash = `#/${variant}${text ? `?${text}` : ''}`;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
  openLink(variant, query, { resume: game, quiet: true });
}

/**
 * Opens a game of `variant` from the link's parameters (`quiet`: no notices about them;
 * `resume`: a saved game to take up; `ended`: the record in `game=` is of the game that ended on
 * screen). `staged`: the page's first screen, built over several tasks while the loading notice
 * stays; the game is on screen when the promise resolves.
 */
async function openLink(variant, params, { quiet = false, resume = null, ended = false, staged = false } = {}) {
  const made = loaded.screens.linkSetup(variant, params, { quiet, resume, ended });
  if (made.error) {
    showHome([t('notice.engineError', { message: made.error })]);
    return;
  }
  await loaded.screens.openGame(made.setup, navigation(), { staged });
}

/** What a game screen is lent by the router; `wanted` is for the address routed now. */
function navigation() {
  const wanted = routeWanted();
  return {
    showHome,
    showSetup,
    continueGame: (variant, game) => continueGame(variant, game),
    relaunch,
    wanted,
    newGame: (setup) => {
      if (setup.room) {
        location.hash = `#/${setup.variant}?mode=online`;
        return;
      }
      setGameAside(setup.variant);
      const query = setup.params.toString();
      const hash = `#/${setup.variant}${query ? `?${query}` : ''}`;
      if (location.hash !== hash) history.replaceState(null, '', hash);
      openLink(setup.variant, setup.params, { quiet: true });
    },
  };
}

/** An online room's page (rooms.js), its game opened as every other. */
function openRoom(parts) {
  showRoom(
    parts,
    { showHome, prepareGame: async (variant) => ((await prepareGame(variant)) ? loaded.screens : null), playersOf },
    (modules, setup) => modules.openGame(setup, navigation()),
  );
}

async function route() {
  const { parts, params } = parseHash(location.hash);
  if (!(await prepareRoute(parts, params))) return;
  if (parts.length === 0) {
    firstRoute = false;
    showHome();
    return;
  }
  let id = parts[0];
  try {
    id = decodeURIComponent(id);
  } catch {
    // Malformed escape: shown as written.
  }
  const fromRules = rulesOf;
  rulesOf = null;
  if (parts[0] === 'rules' && parts.length === 2 && GAMES.includes(parts[1])) {
    // Reached from another page of the app (also before a reload of this tab): Back goes back.
    const key = 'tahta.v1.rulesInApp';
    let inApp = !firstRoute;
    try {
      inApp ||= sessionStorage.getItem(key) === location.hash;
      if (inApp) sessionStorage.setItem(key, location.hash);
    } catch {
      // No session storage: Back goes home after a reload.
    }
    showRules(parts[1], inApp);
    rulesOf = parts[1];
    firstRoute = false;
    return;
  }
  if (parts[0] === 'r') {
    firstRoute = false;
    openRoom(parts);
    return;
  }
  const learn = learnRoute(parts);
  if (learn) {
    firstRoute = false;
    showLearn(learn.kind, learn.variant, learn.lessonId);
    return;
  }
  if (parts.length === 1 && GAMES.includes(id) && params.get('mode') === 'online') {
    firstRoute = false;
    showOnlineSetup(id, { showHome, playersOf });
    return;
  }
  if (page.parked && page.parked.hash === location.hash) {
    clear({ keepParked: true });
    unpark();
    return;
  }
  // A reload resumes the saved game; so does coming back from the rules when the game itself
  // was not kept on screen (the rules page was reloaded meanwhile).
  const resume = ((firstRoute && reloaded) || fromRules === id) && !params.has('position') ? loadGame(id) : null;
  // A reload of a game that had ended on screen shows it again, finished, from its record.
  const ended =
    firstRoute && reloaded && !resume && !params.has('position') && !params.has('game') ? endedGame(id) : null;
  // The page's first screen has nothing to replace but the loading notice: it is built in stages.
  const staged = firstRoute;
  firstRoute = false;
  if (parts.length === 1 && GAMES.includes(id)) {
    if (ended) {
      const shown = new URLSearchParams(params);
      shown.set('game', ended);
      await openLink(id, shown, { quiet: true, ended: true, staged });
    } else {
      await openLink(id, params, { resume, staged });
    }
    return;
  }
  // `#/rules/<name>`: the name is the game asked for, not the whole path.
  const asked = parts[0] === 'rules' && parts.length === 2 ? parts[1] : parts.join('/');
  showHome([t('notice.unknownGame', { id: asked })]);
}

async function main() {
  try {
    await initI18n();
  } catch (error) {
    // Without a catalog the page has no words of its own, so this one sentence is written here.
    console.error(error);
    page.root.replaceChildren(
      h(
        'main',
        { class: 'fatal', role: 'alert', 'data-fatal': 'failed' },
        h('h1', { text: 'Tahta could not be loaded.' }),
        h('p', { text: 'Check the connection, then reload the page.' }),
        h('button', { type: 'button', class: 'primary', on: { click: () => location.reload() } }, 'Reload'),
      ),
    );
    return;
  }
  // The page's screens are drawn by this script, after the browser would have restored a
  // scroll position: where each screen starts is set as it is drawn (clear, unpark).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  page.root.replaceChildren(...loadingScreen());
  window.addEventListener('hashchange', route);
  await route();
  document.documentElement.dataset.ready = 'true';
}

main();
