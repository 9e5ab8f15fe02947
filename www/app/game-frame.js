// The frame of a game screen (game-view.js) around the board: the game menu's items, the top
// bar's buttons and title, the screen's root around the parts, the places where a game's own part
// puts its nodes, and the room the board may take.

import { t } from '../ui/i18n.js';
import { h, iconButton, gameTitle, motionReduced } from '../ui/dom.js';
import { botLevel } from '../game/controller.js';
import { GameSound } from '../game/sound.js';
import { openPastGames, clearPast } from './past-games.js';

/**
 * The game menu's items (new game, sound, the enlarged board, Benlik, records, past games).
 * Returns the game's sound, whose switch is among them.
 * @param {import('./game-view.js').GameView} view
 */
export function fillGameMenu(view) {
  const controller = view.controller;
  view.menu.add({ text: t('menu.newGame'), data: 'new-game', action: () => view.onSetup() });
  const sound = new GameSound(controller, view.menu);
  view.zoom.addToGame(view.menu, view.boardWrap);
  // Benlik learns from games against it on this device: nothing of it applies online.
  if (!controller.online) {
    view.menu.add({ text: t('menu.benlikLearned'), data: 'benlik-learned', action: () => view.benlik.showLearned() });
    view.menu.add({ text: t('menu.benlikReset'), data: 'benlik-reset', action: () => view.benlik.confirmReset() });
  }
  // A record opened here gets the engine's review: not while an online game is being played.
  view.menu.add({
    text: t('menu.import'),
    data: 'import',
    action: () => view.records.open(''),
    shown: () => controller.engineHelp,
  });
  view.menu.add({ text: t('menu.pastGames'), data: 'past-games', action: () => openPastGames() });
  view.menu.add({
    text: t('menu.clearPast'),
    data: 'clear-past',
    action: () => {
      clearPast();
      view.addNotice(t('past.cleared'));
    },
  });
  return sound;
}

/**
 * The screen around its parts (game-view.js builds them first, the moves' box too): the top bar
 * with the game menu, the column of the parts and the screen's root, with the bar's turn button.
 * @param {import('./game-view.js').GameView} view
 * @param {() => void} onTurn  the turn button was pressed
 */
export function screenFrame(view, onTurn) {
  const controller = view.controller;
  const gameName = t(`variant.${view.variant}.name`);
  const { title, flip, back } = barParts(view, onTurn);
  const bar = h(
    'header',
    { class: 'bar' },
    back,
    title,
    view.extras.helpButton(),
    flip,
    view.menu.button,
    view.menu.element,
  );
  const main = h(
    'div',
    { class: 'game-main' },
    view.status.element,
    view.offerRow,
    view.boardWrap,
    view.controls,
    view.offers.nearRow,
    view.movesBox,
  );
  const root = h(
    'section',
    {
      class: controller.botGame ? 'game-view bot-game' : 'game-view',
      'aria-label': gameName,
      dataset: { variant: view.variant, mode: controller.botGame ? 'bot' : 'local' },
    },
    bar,
    view.notices.element,
    main,
    view.announcer,
    view.resultBox.announcer,
  );
  return { flip, bar, main, root };
}

/**
 * The top bar's parts: the game's title (and who the computer plays), the turn button and the
 * way back.
 * @param {import('./game-view.js').GameView} view
 * @param {() => void} onTurn  the turn button was pressed
 */
function barParts(view, onTurn) {
  const controller = view.controller;
  const extras = view.extras;
  const gameName = t(`variant.${view.variant}.name`);
  const flipLabel = extras.flipLabel() ?? t('game.flipLabel');
  const flip = iconButton('flip', flipLabel, onTurn, { 'data-action': 'turn-board' });
  const back = iconButton('back', t('game.back'), () => view.onHome());
  const level = botLevel(controller.seats);
  const subtitle = !controller.botGame
    ? null
    : controller.players.length === 2
      ? t('game.against', { level: t(`level.${level}`) })
      : t('game.againstMany');
  const title = gameTitle(gameName, subtitle);
  return { title, flip, back };
}

/** Puts a node of the game's own part where it asked (see `Place` in game/extras.js). */
export function placePart(view, node, where) {
  switch (where) {
    case 'in-status':
      view.status.element.classList.add('has-extras');
      view.status.element.append(node);
      break;
    case 'after-status':
      view.status.element.after(node);
      break;
    case 'above-board':
      view.boardWrap.before(node);
      break;
    case 'below-board':
      view.boardWrap.after(node);
      break;
    case 'over-board':
      view.boardWrap.append(node);
      break;
    case 'after-moves':
      view.moveList.after(node);
      break;
    case 'online':
      view.offerRow.after(node);
      break;
    case 'bar':
      view.flipButton.before(node);
      break;
    case 'far-row':
      view.farControls?.prepend(node);
      break;
    case 'controls':
      view.buttons.new.before(node);
      break;
    default:
      throw new Error(`no place called ${where}`);
  }
}

/**
 * The height the enlarged board may take: the screen's, less what is above the board and,
 * where they are below it, the buttons, which stay in view. Face to face the board already
 * fills what the screen leaves it: null.
 */
export function boardRoom(view) {
  if (view.settings.seating === 'face' && !view.controller.botGame) return null;
  const wrap = view.boardWrap.getBoundingClientRect();
  const controls = view.controls.getBoundingClientRect();
  const below = controls.top >= wrap.bottom - 1 ? controls.height + 8 : 0;
  return innerHeight - (wrap.top + scrollY) - below - 8;
}

/** Scrolls the page so that all of the board is in view (a position chosen below it). */
export function revealBoard(view) {
  const box = view.boardWrap.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= innerHeight) return;
  view.boardWrap.scrollIntoView({
    block: box.height > innerHeight ? 'start' : 'center',
    behavior: motionReduced() ? 'auto' : 'smooth',
  });
}
