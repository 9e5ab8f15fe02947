// Drawing a game screen (game-view.js) from its controller's state: the board, the status
// line, the move list, the result box, the buttons, the announcement of a move, a hint, the
// computer's thought. Nothing here decides; it draws what the controller says.

import { t, intlLocale } from '../ui/i18n.js';
import { usingKeyboard } from '../ui/dom.js';
import { runAtOnce } from '../platform/next-task.js';
import { sideOf, describeResult, moveText, pieceText } from '../game/words.js';
import { describeEngineError } from '../game/engine-errors.js';
import { renderMoveList as drawMoves } from '../game/move-list.js';
import { Review } from '../game/review.js';

/**
 * Shows a change the controller told of: the whole state redrawn, or only what the change touches.
 * @param {import('./game-view.js').GameView} view
 */
export function showChange(view, change) {
  if (view.destroyed) return;
  switch (change.type) {
    case 'error':
      view.addNotice(
        change.source === 'bot'
          ? t('notice.botFailed', { message: change.message })
          : t('notice.engineError', { message: describeEngineError(change.info ?? { message: change.message }) }),
      );
      if (change.source === 'engine') render(view, null);
      else renderButtons(view);
      break;
    case 'pending':
      renderStatus(view);
      renderButtons(view);
      break;
    case 'draw':
      renderOffer(view);
      renderButtons(view);
      break;
    case 'hint':
      showHint(view, change.move);
      break;
    case 'thought':
      showThought(view, change.reply);
      break;
    case 'view':
      render(view, null);
      break;
    default:
      render(view, change);
  }
}

/** Draws everything from the controller's state at once; `change` says what led to it. */
function render(view, change) {
  runAtOnce(renderGame(view, change));
}

/**
 * Draws everything from the controller's state, yielding as it places the pieces (see
 * Board.updating); `change` says what led to it.
 * @param {import('./game-view.js').GameView} view
 */
export function* renderGame(view, change) {
  const controller = view.controller;
  const state = controller.state;
  if (!state) return;
  if (change?.type === 'undo') view.benlik.forgetChanges();
  if (state.result) view.benlik.learn(state);
  if (change?.type === 'move') {
    // The announcement first: a game may word a move its own way.
    view.announcer.textContent = view.extras.announce(change) ?? moveText(controller, change);
  }
  view.extras.update(change);
  const root = view.root;
  root.dataset.turn = String(state.turn);
  root.dataset.position = state.position;
  if (state.result) root.dataset.result = state.result.text;
  else delete root.dataset.result;
  // An earlier position looked at is drawn instead of the live one, which goes on unseen.
  const shown = controller.shown;
  const viewing = controller.viewing !== null;
  if (viewing) root.dataset.viewing = String(controller.viewing);
  else delete root.dataset.viewing;
  // While nobody here may move, an online room may still take a move made in advance.
  const premove = controller.playable.length || viewing ? null : view.extras.premoveInput();
  yield* view.board.updating({
    pieces: shown.pieces,
    moves: premove?.moves ?? controller.playable,
    last: shown.last ?? null,
    check: shown.check,
    turn: premove?.turn ?? String(shown.turn),
    animate: change?.type === 'move' && !viewing ? change.animate : null,
  });
  yield;
  view.review.check();
  const best = viewing ? view.review.bestAt(controller.viewing) : null;
  if (best) view.board.setArrow(best.from, best.to);
  view.material.render(shown);
  view.navigator.render();
  view.review.renderShown();
  renderStatus(view);
  yield;
  drawMoves(
    view.moveList,
    controller,
    (move) => view.extras.formatPly(move),
    (i) => {
      const mark = view.review.markOf(i);
      return mark ? Review.markText(mark) : null;
    },
  );
  view.records.keepIfFinished();
  renderResult(view);
  renderOffer(view);
  view.chooser.hide();
  view.onChange?.(state);
  renderButtons(view);
  if (change?.type === 'undo') {
    view.announcer.textContent = t('game.undone', sideOf(controller, state.turn));
  }
}

function resultWords(view, result) {
  return view.extras.describeResult(result) ?? describeResult(view.controller, result);
}

function renderStatus(view) {
  const controller = view.controller;
  const result = controller.state.result;
  view.status.render(controller, result ? resultWords(view, result).title : null);
  if (controller.pending?.kind === 'bot') view.root.dataset.thinking = controller.pending.letter;
  else delete view.root.dataset.thinking;
}

function renderResult(view) {
  const result = view.state.result;
  const appeared = view.resultBox.render(result, result ? resultWords(view, result) : null, view.benlik.changes);
  if (appeared && usingKeyboard()) view.resultBox.newGameButton.focus({ preventScroll: true });
}

function renderButtons(view) {
  view.controlsPart.render(view.offers);
}

function renderOffer(view) {
  view.offers.render();
}

function showHint(view, move) {
  view.board.setHint(move.from, move.to);
  const piece = view.controller.pieceAt(move.from);
  view.announcer.textContent = t('game.hintAnnounce', {
    piece: piece ? pieceText(view.controller, piece) : move.from,
    from: move.from,
    to: move.to,
  });
}

function showThought(view, reply) {
  const seconds = (reply.elapsed_ms / 1000).toLocaleString(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  view.status.setThought(t('game.thought', { s: seconds, depth: reply.depth }));
  view.root.dataset.botMs = String(Math.round(reply.elapsed_ms));
}
