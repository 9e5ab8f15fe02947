// Start-up and the hash router.
//   #/                     home
//   #/<variant>            a new game of that variant
//   #/rules/<variant>      the rules of a variant (rules.js); opened from a game, the game
//                          waits unseen and comes back as it was when the player returns
//   #/<variant>?position=…&mode=local|bot&level=…&side=…&seats=…&seed=…&seating=side|face&banners=on|off
// (the parameters are read in setup.js).
//   #/<variant>?game=<URL-encoded game record>[&review=1]   the game of a record (docs/records.md)
//                          at its last position, to look at or play on; review=1 starts the
//                          engine's review (a past game reopened) Unknown or invalid parameters show a notice and fall
// back to defaults.

import {
  engine, loadEngine, Session, errorText, optionStart,
  specOf, EngineUnsupported,
} from '../engine/engine.js';
import { initI18n, t } from '../ui/i18n.js';
import { h, gameTitle } from '../ui/dom.js';
import { renderHome, drawThumbnails } from './home.js';
import {
  loadGame, saveGame, loadSetup, saveSetup, unfinishedGames, takeUpGame, setGameAside, newGameId,
  endedGame, rememberEnded,
} from '../game/saved-games.js';
import { closeDialogs } from '../ui/dialog.js';
import { nextTask } from '../platform/next-task.js';
import { renderOnlineSetup, renderOnlineGames, roomProblem } from '../online/pages.js';
import { claimSeat, socketUrl } from '../online/api.js';
import { heldSeat, holdSeat, forgetSeat, isCapability } from '../online/seats.js';
import { holdWakeLock, releaseWakeLock } from '../platform/wake-lock.js';
import { languageSwitch } from '../ui/language-menu.js';
import { GAMES } from '../engine/variants.js';
import { loadGameParts, gameParts } from '../games/games.js';

const app = document.getElementById('app');
/** Whether the home page's thumbnails can be drawn: every game's engine is loaded. */
let everyEngineLoaded = false;
const variants = GAMES;
/**
 * The exports of the game screens' modules and of the new-game panel's, filled by prepareGame:
 * the home page loads none of them.
 */
let screens = null;
/** The rules pages' module (rules.js, with every game's rules text), loaded with the first. */
let rulesView = null;
let view = null; // the current GameView, if any
// A game left for its rules page: `{ view, hash }`, shown again when its address comes back.
let parked = null;
// A reload of a game page resumes the saved game instead of starting afresh.
const reloaded = performance.getEntriesByType?.('navigation')?.[0]?.type === 'reload';
let firstRoute = true;
// The variant whose rules page was last on screen (a game opened from it continues the saved one).
let rulesOf = null;

/** `#/jungle?position=…` → `{ parts: ['jungle'], params: URLSearchParams }`. */
function parseHash(hash) {
  const text = hash.replace(/^#/, '');
  const q = text.indexOf('?');
  const path = q >= 0 ? text.slice(0, q) : text;
  const query = q >= 0 ? text.slice(q + 1) : '';
  let params;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  return { parts: path.split('/').filter(Boolean), params };
}

let loadingScreens = null;
/**
 * The modules every game screen uses (game-screens.js), loaded with the first one, and their
 * stylesheet, applied before a screen is drawn.
 */
function loadScreens() {
  loadingScreens ??= import('./game-screens.js').then(async (modules) => {
    await modules.seatingStyles;
    return modules;
  }).catch((error) => {
    loadingScreens = null;
    throw error;
  });
  return loadingScreens;
}

/**
 * Loads what the pages of `variant` need (the engine, the game screens' modules, the game's own
 * parts) before one is drawn. Returns the game's parts, or null when something could not be
 * loaded (the page then says so).
 */
async function prepareGame(variant) {
  try {
    const [, loaded, parts] = await Promise.all([loadEngine(variant), loadScreens(), loadGameParts(variant)]);
    screens = loaded;
    return parts;
  } catch (error) {
    showFatal(error);
    return null;
  }
}

/** Loads what the rules page of `variant` needs; false when something could not be loaded. */
async function prepareRules(variant) {
  try {
    [, , rulesView] = await Promise.all([loadEngine(variant), loadGameParts(variant), import('./rules.js')]);
    return true;
  } catch (error) {
    showFatal(error);
    return false;
  }
}

/**
 * Resolves once the offline app's first install is over (at once when it is installed, or when
 * the browser has none): the service worker downloads the engine then, so the home page, which
 * only wants it for its thumbnails, waits for that instead of downloading it a second time.
 */
function offlineAppInstalled() {
  const container = navigator.serviceWorker;
  if (!container || container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Draws the home page's thumbnails once every game's engine is at hand (see offlineAppInstalled). */
async function thumbnailsWhenReady(home) {
  if (!everyEngineLoaded) {
    await offlineAppInstalled();
    try {
      await Promise.all(variants.map(loadEngine));
    } catch {
      return; // No thumbnails; a game's page will say what failed.
    }
    everyEngineLoaded = true;
  }
  if (home.isConnected) drawThumbnails(home, engine);
}

/** The players of a variant (from its start position), or null if the engine cannot say. */
function playersOf(variant) {
  const { session } = Session.create(engine, variant, '');
  if (!session) return null;
  const geometry = session.geometry();
  session.free();
  return geometry.error ? null : geometry.players;
}

/**
 * Starts the game chosen in the new-game panel. From a game screen (`replace`) the old game is
 * forgotten and the address replaced; from the home screen a history entry is added.
 */
function startChosen(variant, players, chosen, { replace = false, seed = null } = {}) {
  saveSetup(variant, {
    mode: chosen.mode, seating: chosen.seating, level: chosen.level, side: chosen.side, seats: chosen.seats,
  });
  if (replace) setGameAside(variant);
  const params = screens.settingsQuery(chosen, players);
  if (seed !== null) params.set('seed', String(seed));
  const query = params.toString();
  const hash = `#/${variant}${query ? `?${query}` : ''}`;
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  startGame(variant, params, { quiet: true });
}

/** Opens the new-game panel for `variant` (`current`: the settings of the game on screen). */
async function showSetup(variant, current = null) {
  const parts = await prepareGame(variant);
  const players = parts && playersOf(variant);
  if (!players) return;
  const remembered = loadSetup(variant);
  const initial = current ?? remembered ?? {
    mode: 'bot', level: 'normal', side: String(players[0]?.letter ?? ''), seating: 'side', seats: null,
  };
  screens.openSetup({
    variant,
    players,
    initial,
    parts,
    unfinished: unfinishedOffer(variant, !!current),
    benlikGames: screens.benlikGames,
    onStart: (chosen) => startChosen(variant, players, chosen, {
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
  const history = view?.variant === variant && !view.state?.result ? view.state?.history ?? [] : [];
  const here = fromGame && history.length === saved.moves.length && history.every((m, i) => m === saved.moves[i]);
  return {
    moves: saved.moves.length,
    here,
    onContinue: () => {
      if (!here) continueGame(variant, loadGame(variant), { push: !fromGame });
    },
  };
}

/**
 * Empties the page. `park`: keep the game on screen for later instead of ending it;
 * `keepParked`: a game kept earlier stays kept (the rules page, on its way back to it).
 */
function clear({ park = false, keepParked = false } = {}) {
  closeDialogs();
  releaseWakeLock();
  if (parked && (park || !keepParked)) {
    parked.view.destroy();
    parked = null;
  }
  if (view) {
    if (park) {
      view.menu.close();
      view.element.remove();
      parked = { view, hash: view.hash, scrollY };
    } else {
      view.destroy();
    }
    view = null;
  }
  app.replaceChildren();
  // Every screen opens at its top, whatever the one before was scrolled to.
  scrollTo(0, 0);
}

/** Shows a parked game again. */
function unpark() {
  view = parked.view;
  const { scrollY: kept } = parked;
  parked = null;
  app.append(view.element);
  // The game comes back where the player left it.
  scrollTo(0, kept);
  document.title = `${t(`variant.${view.variant}.name`)} · ${t('app.name')}`;
  if (!view.state?.result) holdWakeLock();
}

/** The game on screen again, in the language just chosen: same start, moves, players, result. */
function relaunch() {
  if (!view?.state) return;
  const old = view;
  const { state } = old;
  const { parts, params } = parseHash(location.hash);
  // An online room is opened again: the server's log gives the same game.
  if (parts[0] === 'r') {
    showRoom(parts);
    return;
  }
  const variant = old.variant;
  if (parts[0] !== variant) return;
  const kept = new URLSearchParams(params);
  kept.delete('position');
  kept.delete('game');
  kept.delete('review');
  const flipped = old.board.flipped;
  startGame(variant, kept, {
    quiet: true,
    resume: {
      start: old.startPosition,
      moves: state.history.slice(),
      seating: old.settings.seating,
      seats: old.seats,
      seed: old.settings.seed ?? null,
    },
  });
  if (!view) return;
  // A result no move shows (a resignation, an agreed draw) is given again.
  const result = state.result;
  view.controller.restoreResult(result);
  if (view.board.flipped !== flipped && !view.seating?.flipping) view.board.setFlipped(flipped);
}

/** The rules page of a variant; `back` returns to where the player came from. */
function showRules(variant, fromApp = !firstRoute) {
  clear({ park: !!view, keepParked: true });
  document.title = `${t('rules.title', { game: t(`variant.${variant}.name`) })} · ${t('app.name')}`;
  app.append(rulesView.renderRules({
    engine,
    variant,
    onBack: () => {
      if (fromApp) history.back();
      else location.hash = '#/';
    },
    onLanguage: () => showRules(variant, fromApp),
  }));
  app.querySelector('h1')?.focus({ preventScroll: true });
}

function showHome(notices = []) {
  clear();
  document.title = t('app.name');
  const home = renderHome({
    engine: everyEngineLoaded ? engine : null,
    variants,
    notices,
    // The card continues the game in progress; the games set aside are offered on a fresh board.
    saved: (variant) => loadGame(variant),
    onLanguage: () => showHome(),
    onContinue: async (variant) => {
      if (await prepareGame(variant)) continueGame(variant, loadGame(variant), { push: true });
    },
    onSetup: (variant) => showSetup(variant),
    online: renderOnlineGames(async (variant) => {
      if (!variants.includes(variant)) return null;
      await loadEngine(variant);
      return playersOf(variant);
    }),
  });
  app.append(home);
  app.querySelector('h1')?.focus({ preventScroll: true });
  if (!everyEngineLoaded) thumbnailsWhenReady(home);
}

/** Takes up an unfinished game again (`push`: a new history entry, else the address is replaced). */
function continueGame(variant, saved, { push = false } = {}) {
  const game = saved ? takeUpGame(variant, saved.id) : null;
  const players = playersOf(variant);
  const query = game && players
    ? screens.settingsQuery({ mode: game.seats ? 'bot' : 'local', seating: game.seating, seats: game.seats }, players)
    : new URLSearchParams();
  if (game?.seed !== null && game?.seed !== undefined) query.set('seed', String(game.seed));
  const text = query.toString();
  const hash = `#/${variant}${text ? `?${text}` : ''}`;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
  startGame(variant, query, { resume: game, quiet: true });
}

/**
 * Starts a game of `variant` with the link's parameters (`quiet`: no notices about them;
 * `resume`: a saved game `{ start, moves, seating }` to continue). `staged`: the page's first
 * screen, built over several tasks while the loading notice stays (GameView.staged); the game is
 * on screen when the promise resolves, else at once.
 */
async function startGame(variant, params, {
  quiet = false, resume = null, ended = false, staged = false,
} = {}) {
  const {
    GameView, readSettings, resolveSeats, readRecord, otherGameOf, seatsOf, describeEngineError, continueOffer,
  } = screens;
  // A staged screen replaces what is on the page only once it is built: the loading notice
  // until then, not an empty page.
  if (!staged) clear();
  const notices = [];
  // The start position first: it also tells us the players, for reading `side=`.
  let created = Session.create(engine, variant, '');
  if (created.error) {
    showHome([t('notice.engineError', { message: created.error })]);
    return;
  }
  const geometry = created.session.geometry();
  const spec = specOf(engine, variant);
  if (geometry.error || spec.error) {
    created.session.free();
    showHome([t('notice.engineError', { message: geometry.error ?? spec.error })]);
    return;
  }
  const { settings, notices: paramNotices } = readSettings(params, variant, geometry.players);
  if (!quiet) notices.push(...paramNotices);
  // A record's link: its game replaces any other start (a bad record only says why).
  let imported = null;
  if (params.has('game')) {
    const read = readRecord(engine, params.get('game') ?? '');
    const other = read.error ? otherGameOf(read) : read.variant !== variant && read.variant;
    if (other) notices.push(t('record.otherGame', { game: t(`variant.${other}.name`) }));
    else if (read.error) notices.push(t('record.bad', { message: read.error }));
    else imported = read;
  }
  if (imported) {
    resume = {
      start: imported.start, moves: imported.moves, seating: 'side', seats: seatsOf(imported.tags, geometry.players.length), seed: null,
    };
    params.delete('position');
  }
  let seats;
  if (resume && !params.has('position')) {
    settings.position = resume.start;
    settings.seating = resume.seating;
    settings.mode = resume.seats ? 'bot' : 'local';
    settings.seed = resume.seed ?? settings.seed;
    seats = resume.seats;
  } else {
    resume = null;
    seats = resolveSeats(settings, geometry.players);
  }
  // Three Kingdoms without banner bearers is another start position (`banners=off`).
  if (!settings.position && settings.banners === 'off') {
    settings.position = optionStart(engine, variant, 'banners=off') ?? '';
  }
  let start = '';
  if (settings.position) {
    const fromLink = Session.create(engine, variant, settings.position);
    if (fromLink.error) {
      notices.push(t(resume ? 'notice.resumeFailed' : 'notice.badPosition', {
        message: describeEngineError({ message: fromLink.error, kind: fromLink.kind, params: fromLink.params }),
      }));
      resume = null;
    } else {
      created.session.free();
      created = fromLink;
      start = settings.position;
    }
  }
  // The game is saved once a move is played in it; until then an older saved game is kept.
  // A record's moves were not played here: the game in progress stays saved until one is.
  let touched = !imported && !!resume && resume.moves.length > 0;
  // Plies that were not played here: a record's, also when its game is taken up again.
  const importedPlies = imported ? imported.moves.length : (resume?.imported ?? 0);
  const gameId = (!imported && resume?.id) || newGameId();
  const options = {
    session: created.session,
    geometry,
    spec,
    Extras: gameParts(variant).Extras,
    settings,
    seats,
    start,
    notices,
    onHome: () => {
      location.hash = '#/';
    },
    replay: resume ? resume.moves : [],
    recordTags: imported?.tags ?? [],
    importedPlies,
    onEnded: (record) => rememberEnded(variant, record),
    onChange: (state) => {
      // The screen stays on while the game is under way.
      if (state.result) releaseWakeLock();
      else holdWakeLock();
      if (state.history.length > importedPlies && !state.result) {
        touched = true;
        saveGame(variant, {
          id: gameId, start, moves: state.history, seating: settings.seating, seats, seed: settings.seed, saved: Date.now(),
          imported: importedPlies,
        });
      } else if (touched) {
        saveGame(variant, null);
      }
    },
    onNewGame: () => {
      setGameAside(variant);
      const kept = new URLSearchParams(params);
      kept.delete('position');
      kept.delete('game');
      kept.delete('review');
      const query = kept.toString();
      const hash = `#/${variant}${query ? `?${query}` : ''}`;
      if (location.hash !== hash) history.replaceState(null, '', hash);
      startGame(variant, kept, { quiet: true });
    },
    onSetup: () => showSetup(variant, { ...settings, seats }),
  };
  if (staged) {
    const ticket = routing;
    const built = await GameView.staged(options, () => ticket === routing);
    if (!built) return;
    clear();
    view = built;
  } else {
    view = new GameView(options);
  }
  document.title = `${t(`variant.${variant}.name`)} · ${t('app.name')}`;
  view.hash = location.hash;
  addMenuItems(view, variant);
  app.append(view.element);
  // Another game is on screen now: a reload shows this one, not the one that ended before.
  if (!ended) rememberEnded(variant, null);
  if (!resume && !view.controller.online) {
    const offer = continueOffer(variant, unfinishedGames(variant), (game) => continueGame(variant, game));
    if (offer) view.notices.addElement(offer);
  }
  if (imported?.ending) view.controller.endAs(imported.ending);
  if (imported && params.get('review') === '1') view.startReview();
}

/** The online set-up of a variant (`#/<variant>?mode=online`). */
function showOnlineSetup(variant) {
  clear();
  const players = playersOf(variant);
  if (!players) {
    showHome([t('notice.unknownGame', { id: variant })]);
    return;
  }
  document.title = `${t('online.play')} · ${t(`variant.${variant}.name`)} · ${t('app.name')}`;
  app.append(renderOnlineSetup({
    variant,
    players,
    onCreated: (room) => {
      location.hash = `#/r/${room}`;
    },
    onBack: () => {
      location.hash = '#/';
    },
  }));
  app.querySelector('h1')?.focus({ preventScroll: true });
}

/** Each room opening gets a number: an answer for an older one (the player moved on) is dropped. */
let roomOpening = 0;

/**
 * An online room: `#/r/<room>` (watch, or play the seat this browser holds), `#/r/<room>/j/<invite>`
 * (claim the invitation's seat), `#/r/<room>/s/<seat token>` (continue a seat from another
 * device). The secrets leave the address at once; the seat token stays in this browser.
 */
async function showRoom(parts) {
  const [, room, kind, secret] = parts;
  const opening = ++roomOpening;
  const stale = () => opening !== roomOpening;
  const wellFormed = isCapability(room) && (parts.length === 2 || (parts.length === 4 && ['j', 's'].includes(kind) && isCapability(secret)));
  if (!wellFormed) {
    showHome([t('online.roomMissing')]);
    return;
  }
  clear();
  app.append(h('p', { class: 'loading', role: 'status', text: t('online.connecting') }));
  const notices = [];
  if (kind) {
    history.replaceState(null, '', `#/r/${room}`);
    if (kind === 'j' && !heldSeat(room)) {
      const claimed = await claimSeat(room, secret);
      if (stale()) return;
      if (claimed.error) {
        notices.push(roomProblem(claimed.error.code, claimed.error.message));
        if (claimed.error.code === 'room_not_found' || claimed.error.code === 'offline') {
          showHome(notices);
          return;
        }
      } else {
        holdSeat(room, { token: claimed.token, seat: claimed.seat, variant: '?' });
      }
    } else if (kind === 's') {
      holdSeat(room, { token: secret, seat: '?', variant: '?' });
    }
  }
  const held = heldSeat(room);
  const { RoomConnection } = await import('../online/connection.js');
  if (stale()) return;
  const welcome = await firstWelcome(RoomConnection, room, held?.token ?? null);
  if (stale()) {
    welcome.connection?.close();
    return;
  }
  if (welcome.error) {
    welcome.connection?.close();
    if (welcome.error.code === 'bad_token' && held) forgetSeat(room);
    showHome([...notices, roomProblem(welcome.error.code, welcome.error.message)]);
    return;
  }
  const { frame, connection } = welcome;
  const snapshot = frame.snapshot;
  const variant = snapshot.variant;
  if (held) holdSeat(room, { ...held, seat: frame.seat ?? held.seat, variant });
  let OnlinePart = null;
  // A game this page does not know gets the engine's word for it below.
  if (GAMES.includes(variant)) {
    try {
      if (await prepareGame(variant)) ({ OnlinePart } = await import('../online/online-part.js'));
    } catch (error) {
      showFatal(error);
    }
    if (stale() || !OnlinePart) {
      connection.close();
      return;
    }
  }
  const created = Session.create(engine, variant, snapshot.start ?? '');
  const spec = specOf(engine, variant);
  const geometry = created.session?.geometry();
  if (created.error || spec.error || geometry?.error) {
    connection.close();
    created.session?.free();
    showHome([t('notice.engineError', { message: created.error ?? spec.error ?? geometry.error })]);
    return;
  }
  clear();
  view = new screens.GameView({
    session: created.session,
    geometry,
    spec,
    settings: { seating: 'side', seed: null },
    start: snapshot.start ?? '',
    notices,
    onHome: () => {
      location.hash = '#/';
    },
    onNewGame: () => {
      location.hash = `#/${variant}?mode=online`;
    },
    onSetup: () => {
      location.hash = `#/${variant}?mode=online`;
    },
    onChange: (state) => {
      if (state.result) releaseWakeLock();
      else holdWakeLock();
    },
    Extras: gameParts(variant).Extras,
    online: {
      id: room, seat: frame.seat ?? null, connection, snapshot, OnlinePart,
    },
  });
  document.title = `${t(`variant.${variant}.name`)} · ${t('app.name')}`;
  view.hash = location.hash;
  addMenuItems(view, variant);
  app.append(view.element);
}

/**
 * Connects to `room` (with online/connection.js's RoomConnection) and waits for the server's
 * first answer: `{frame, connection}` with the welcome and its snapshot, or `{error, connection}`
 * (no such room, a bad token, no network).
 */
function firstWelcome(RoomConnection, room, token) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const connection = new RoomConnection({
      url: socketUrl(room),
      room,
      token,
      onFrame: (frame) => {
        if (frame.t === 'welcome' && frame.snapshot) settle({ frame, connection });
        else if (frame.t === 'err') settle({ error: { code: frame.code, message: frame.message }, connection });
      },
      onState: (state) => {
        if (state === 'offline') settle({ error: { code: 'offline', message: 'offline' }, connection });
      },
    });
  });
}

/** The game menu's rules link and language switch. */
function addMenuItems(gameView, variant) {
  const rules = h('button', {
    type: 'button', class: 'menu-item', 'data-menu': 'rules',
    on: {
      click: () => {
        location.hash = `#/rules/${variant}`;
      },
    },
  }, t('menu.rules'));
  gameView.menu.element.append(rules, languageSwitch({ className: 'menu-languages', menu: true, onChange: () => relaunch() }));
}

/** Each route gets a number: one whose modules arrive after the player has moved on is dropped. */
let routing = 0;

/**
 * Loads what the address's page needs, then shows it. False when it is not to be shown (a newer
 * address came meanwhile, or something could not be loaded and the page says so).
 */
async function prepareRoute(parts, params) {
  const ticket = ++routing;
  let id = parts[0];
  try {
    id = decodeURIComponent(id ?? '');
  } catch {
    // Malformed escape: no game of that name.
  }
  let ready = true;
  if (parts[0] === 'rules' && parts.length === 2 && variants.includes(parts[1])) {
    ready = await prepareRules(parts[1]);
  } else if (parts.length === 1 && variants.includes(id) && params.get('mode') === 'online') {
    // The online set-up names the game's own options in its words (games/games.js).
    ready = await Promise.all([loadEngine(id), loadGameParts(id)]).then(() => true, (error) => {
      showFatal(error);
      return false;
    });
  } else if (parts.length === 1 && variants.includes(id)) {
    ready = (await prepareGame(id)) !== null;
  }
  if (ready && ticket === routing && parts.length > 0) {
    // Drawing a page is a task of its own, not the tail of the task that evaluated its modules
    // and the engine: two shorter tasks keep a phone's main thread free for a tap between.
    await nextTask();
  }
  return ready && ticket === routing;
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
  if (parts[0] === 'rules' && parts.length === 2 && variants.includes(parts[1])) {
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
    showRoom(parts);
    return;
  }
  if (parts.length === 1 && variants.includes(id) && params.get('mode') === 'online') {
    firstRoute = false;
    showOnlineSetup(id);
    return;
  }
  if (parked && parked.hash === location.hash) {
    clear({ keepParked: true });
    unpark();
    return;
  }
  // A reload resumes the saved game; so does coming back from the rules when the game itself
  // was not kept on screen (the rules page was reloaded meanwhile).
  const resume = ((firstRoute && reloaded) || fromRules === id) && !params.has('position') ? loadGame(id) : null;
  // A reload of a game that had ended on screen shows it again, finished, from its record.
  const ended = firstRoute && reloaded && !resume && !params.has('position') && !params.has('game')
    ? endedGame(id) : null;
  // The page's first screen has nothing to replace but the loading notice: it is built in stages.
  const staged = firstRoute;
  firstRoute = false;
  if (parts.length === 1 && variants.includes(id)) {
    if (ended) {
      const shown = new URLSearchParams(params);
      shown.set('game', ended);
      await startGame(id, shown, { quiet: true, ended: true, staged });
    } else {
      await startGame(id, params, { resume, staged });
    }
    return;
  }
  // `#/rules/<name>`: the name is the game asked for, not the whole path.
  const asked = parts[0] === 'rules' && parts.length === 2 ? parts[1] : parts.join('/');
  showHome([t('notice.unknownGame', { id: asked })]);
}

function showFatal(error) {
  clear();
  // A browser that cannot run the engine at all is told what it lacks: a reload cannot help.
  if (error instanceof EngineUnsupported) {
    app.append(h('main', { class: 'fatal', role: 'alert', 'data-fatal': 'unsupported' },
      h('h1', { text: t('app.engineUnsupported') }),
      h('p', { text: t('app.engineUnsupportedHint', { feature: error.feature }) }),
      h('button', { type: 'button', class: 'primary', on: { click: () => { location.hash = '#/'; } } }, t('game.back')),
    ));
    return;
  }
  app.append(h('main', { class: 'fatal', role: 'alert', 'data-fatal': 'failed' },
    h('h1', { text: t('app.engineFailed') }),
    h('p', { text: t('app.engineFailedHint') }),
    h('p', { class: 'fatal-detail', text: errorText(error) }),
    h('button', { type: 'button', class: 'primary', on: { click: () => location.reload() } }, t('app.reload')),
  ));
}

/**
 * What the page shows while a page's modules and the engine download (the home page needs
 * neither): a loading notice and, on a game's page, the title bar with the game's name, so the
 * player sees at once which game is opening (on a slow link, a second before the board).
 */
function loadingScreen() {
  const notice = h('p', { class: 'loading', role: 'status', text: t('app.loading') });
  const { parts, params } = parseHash(location.hash);
  if (parts.length !== 1 || !variants.includes(parts[0]) || params.get('mode') === 'online') return [notice];
  return [h('header', { class: 'bar' }, gameTitle(t(`variant.${parts[0]}.name`))), notice];
}

async function main() {
  initI18n();
  // The page's screens are drawn by this script, after the browser would have restored a
  // scroll position: where each screen starts is set as it is drawn (clear, unpark).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  app.replaceChildren(...loadingScreen());
  window.addEventListener('hashchange', route);
  await route();
  document.documentElement.dataset.ready = 'true';
}

main();
