// Opens a game screen from its set-up (game-setup.js), whatever address it came from: the one
// place a GameView is made. The router hands it what only it knows (going home, the new-game
// panel, the game menu's last items, whether the address is still wanted).

import { t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { languageMenuItems } from '../ui/language-menu.js';
import { engine, Session, specOf } from '../engine/engine.js';
import { holdWakeLock, releaseWakeLock } from '../platform/wake-lock.js';
import { saveGame, unfinishedGames, newGameId, rememberEnded } from '../game/saved-games.js';
import { continueOffer } from '../game/saved-offer.js';
import { describeEngineError } from '../game/engine-errors.js';
import { gameParts } from '../games/games.js';
import { GameView } from './game-view.js';
import { page, clear, setGameTitle } from './page.js';

/**
 * What the router lends a game screen.
 * @typedef {object} Navigation
 * @property {(notices: string[]) => void} showHome  the home page, with these notices
 * @property {(setup: import('./game-setup.js').GameSetup) => void} newGame  the same kind of game again
 * @property {(variant: string, current: object|null) => void} showSetup  the new-game panel
 * @property {(variant: string, game: object) => void} continueGame  takes up an unfinished game
 * @property {() => void} relaunch  the game on screen again, in the language just chosen
 * @property {() => boolean} wanted  false once the player has gone to another address
 */

/**
 * Opens the game of `setup` on the page. `staged`: the page's first screen, built over several
 * tasks while the loading notice stays (GameView.staged); the game is on screen when the promise
 * resolves, else at once.
 * @param {import('./game-setup.js').GameSetup} setup
 * @param {Navigation} nav
 * @param {{staged?: boolean}} [how]
 */
export async function openGame(setup, nav, { staged = false } = {}) {
  const { variant, settings, room } = setup;
  // A staged screen replaces what is on the page only once it is built: the loading notice
  // until then, not an empty page.
  if (!staged) clear();
  const notices = [...setup.notices];
  let { start, moves, inProgress, id, importedPlies } = setup;
  let fresh = setup.from === 'new';
  let created = Session.create(engine, variant, start);
  if (created.error && start && !room) {
    // The link's position, or the saved game's start, is not one the engine takes.
    notices.push(
      t(setup.from === 'new' ? 'notice.badPosition' : 'notice.resumeFailed', {
        message: describeEngineError({ message: created.error, kind: created.kind, params: created.params }),
      }),
    );
    start = '';
    moves = [];
    inProgress = false;
    id = null;
    if (setup.from === 'saved') importedPlies = 0;
    fresh = true;
    created = Session.create(engine, variant, '');
  }
  const spec = specOf(engine, variant);
  const geometry = created.session?.geometry();
  if (created.error || spec.error || geometry?.error) {
    room?.connection.close();
    created.session?.free();
    nav.showHome([t('notice.engineError', { message: created.error ?? spec.error ?? geometry.error })]);
    return;
  }
  // The saved copy follows this game once a move is played in it.
  let touched = inProgress;
  const gameId = id ?? newGameId();
  const options = {
    session: created.session,
    geometry,
    spec,
    Extras: gameParts(variant).Extras,
    settings,
    seats: setup.seats,
    start,
    notices,
    onHome: () => {
      location.hash = '#/';
    },
    replay: moves,
    recordTags: setup.recordTags,
    importedPlies,
    onEnded: room ? null : (record) => rememberEnded(variant, record),
    onChange: (state) => {
      // The screen stays on while the game is under way.
      if (state.result) releaseWakeLock();
      else holdWakeLock();
      if (room) return;
      if (state.history.length > importedPlies && !state.result) {
        touched = true;
        saveGame(variant, {
          id: gameId,
          start,
          moves: state.history,
          seating: settings.seating,
          seats: setup.seats,
          seed: settings.seed,
          saved: Date.now(),
          imported: importedPlies,
        });
      } else if (touched) {
        saveGame(variant, null);
      }
    },
    onNewGame: () => nav.newGame(setup),
    onSetup: () => (room ? nav.newGame(setup) : nav.showSetup(variant, { ...settings, seats: setup.seats })),
    online: room,
  };
  let view;
  if (staged) {
    view = await GameView.staged(options, nav.wanted);
    if (!view) return;
    clear();
  } else {
    view = new GameView(options);
  }
  page.view = view;
  setGameTitle(variant);
  view.hash = location.hash;
  addMenuItems(view, variant, nav.relaunch);
  page.root.append(view.element);
  if (room) return;
  // Another game is on screen now: a reload shows this one, not the one that ended before.
  if (!setup.ended) rememberEnded(variant, null);
  if (fresh) {
    const offer = continueOffer(variant, unfinishedGames(variant), (game) => nav.continueGame(variant, game));
    if (offer) view.notices.addElement(offer);
  }
  if (setup.ending) view.controller.endAs(setup.ending);
  if (setup.review) view.startReview();
}

/** The game menu's rules link and language switch. */
function addMenuItems(gameView, variant, relaunch) {
  const rules = h(
    'button',
    {
      type: 'button',
      class: 'menu-item',
      'data-menu': 'rules',
      on: {
        click: () => {
          location.hash = `#/rules/${variant}`;
        },
      },
    },
    t('menu.rules'),
  );
  gameView.menu.element.append(rules, languageMenuItems({ onChange: relaunch }));
}
