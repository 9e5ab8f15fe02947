// A game screen's own parts (game-view.js): the game's part of the screen (its `Extras`,
// games/games.js) and, in an online room, the room's (online/online-part.js), made with the
// narrow context game/extras.js gives them: the controller, the board, the screen's words, its
// places, notices and announcements.

import { combineExtras } from '../game/extras.js';
import { pieceText } from '../game/words.js';
import { placePart } from './game-frame.js';

/**
 * The screen's part made of the game's own and, online, the room's.
 * @param {import('./game-view.js').GameView} view
 * @param {typeof import('../game/extras.js').GameExtras} Extras  the game's own part (GameExtras itself when it has none)
 * @param {import('./game-setup.js').GameSetup['room']|null} online  the room, or null
 * @param {() => void} redraw  draws the screen again from the controller's state
 * @returns {import('../game/extras.js').GameExtras}
 */
export function gameExtras(view, Extras, online, redraw) {
  const controller = view.controller;
  /** @type {import('../game/extras.js').ExtrasContext} */
  const ctx = {
    controller,
    seating: view.settings.seating === 'face' ? 'face' : 'side',
    board: () => view.board,
    bottom: () => view.bottomSeat,
    pieceText: (piece, options) => pieceText(controller, piece, options),
    sideParams: (letter) => view.sideWords(letter),
    announce: (text) => {
      view.announcer.textContent = text;
    },
    notice: (text) => view.addNotice(text),
    place: (node, where) => placePart(view, node, where),
    markRoot: (className, on) => view.root.classList.toggle(className, on),
    redraw,
  };
  const parts = [new Extras(ctx)];
  if (online) {
    parts.push(
      new online.OnlinePart(ctx, {
        ...online,
        setData: (name, value) => {
          if (value === null || value === undefined) delete view.root.dataset[name];
          else view.root.dataset[name] = String(value);
        },
      }),
    );
  }
  return parts.length === 1 ? parts[0] : combineExtras(parts);
}
