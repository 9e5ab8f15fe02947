// The game screen's moves' panel (game-view.js): the move list, stepping through the game and
// sharing it (game/navigator.js), the material and the engine's review (game/review.js), in one
// box; face to face, it opens for one player at a time, turned towards them.

import { t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { listenMoveList } from '../game/move-list.js';
import { Navigator } from '../game/navigator.js';
import { Review } from '../game/review.js';
import { revealBoard } from './game-frame.js';

/**
 * The panel's move list (a tap on a move shows its position), review and navigator.
 * @param {import('./game-view.js').GameView} view
 * @param {() => void} redraw  draws the screen again from the controller's state
 */
export function movesParts(view, redraw) {
  const controller = view.controller;
  const moveList = h('ol', { class: 'move-list', 'aria-label': t('game.moves') });
  moveList.style.setProperty('--players', String(Math.max(1, controller.players.length)));
  listenMoveList(moveList, (ply) => controller.view(ply));
  const review = new Review({
    controller,
    onChange: redraw,
    formatPly: (move) => view.extras.formatPly(move),
    onPick: () => revealBoard(view),
    sideWords: view.sideWords,
  });
  const navigator = new Navigator({
    controller,
    reviewButton: review.button,
    onExport: () => view.records.export({ turned: view.movesPanel === 'far' }),
  });
  return { moveList, review, navigator };
}

/**
 * The panel's box, named by the control row's toggles (game-controls.js).
 * @param {import('./game-view.js').GameView} view  its parts made
 */
export function movesBox(view) {
  return h(
    'div',
    { class: 'moves-box', id: view.controlsPart.movesBoxId },
    view.navigator.element,
    view.moveList,
    view.material.element,
    view.review.element,
  );
}

/**
 * Face to face: opens the moves' panel (the move list, stepping, the review and sharing) for
 * `who`, turned towards them: below the near player's buttons, or in the far player's row;
 * closes it when it is already theirs. Only one player has it at a time.
 * @param {import('./game-view.js').GameView} view
 * @param {'near'|'far'} who
 */
export function toggleMovesPanel(view, who) {
  const next = view.movesPanel === who ? null : who;
  view.movesPanel = next;
  if (next === 'far') view.farControls.append(view.movesBox);
  else view.main.append(view.movesBox);
  if (next) view.root.dataset.movesPanel = next;
  else delete view.root.dataset.movesPanel;
  view.controlsPart.showMovesOpen(next);
  if (!next) view.controller.view(null);
}
