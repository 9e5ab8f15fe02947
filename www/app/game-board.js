// The game screen's board (game-view.js): the common board (board/board.js) told how this game
// labels, selects and draws, and the way from a chosen (from, to) to a move, through the chooser
// when more than one move fits.

import { t } from '../ui/i18n.js';
import { usingKeyboard } from '../ui/dom.js';
import { Board } from '../board/board.js';
import { createPieceElement } from '../board/pieces.js';
import { pieceText } from '../game/words.js';
import { targetLabel, selectionText } from '../game/selection-words.js';

/**
 * The game screen's board, its cells left to draw (Board.drawCells): its labels say the pieces
 * in words, a selection is announced, a chosen (from, to) becomes a move.
 * @param {import('./game-view.js').GameView} view
 * @returns {Board}
 */
export function makeBoard(view) {
  const controller = view.controller;
  const extras = view.extras;
  const gameName = t(`variant.${view.variant}.name`);
  const facing = !controller.botGame && view.settings.seating === 'face';
  // Two players: the board is turned over when the second seat is to be at the bottom.
  const flipped = controller.players.length === 2 && controller.seatOf(view.bottomSeat) === 1;
  const board = new Board(
    {
      geometry: view.geometry,
      flipped,
      title: t('game.board', { game: gameName }),
      labelFor: (cell, piece, target) => {
        const text = piece ? `${cell}, ${pieceText(controller, piece)}` : cell;
        return targetLabel(extras.cellLabel(cell, piece, text), target);
      },
      onSelect: (cell, count) => {
        const piece = cell ? controller.pieceAt(cell) : null;
        const said = view.announcer.textContent;
        if (piece)
          view.announcer.textContent = view.selectionSaid = selectionText(pieceText(controller, piece), cell, count);
        else if (said && said === view.selectionSaid) view.announcer.textContent = '';
      },
      drawPiece: (piece) =>
        extras.drawPiece(piece) ??
        createPieceElement(controller.spec, piece, {
          seat: controller.seatOf(piece.owner),
          turned: facing && controller.seatOf(piece.owner) % 2 === 1,
        }),
      onMove: (from, to, how) => chooseMove(view, from, to, how),
      ...extras.boardOptions(),
    },
    { deferred: true },
  );
  extras.listen(board.element);
  return board;
}

/** A (from, to) chosen on the board: the move, or the chooser between the moves it may be. */
function chooseMove(view, from, to, how = {}) {
  const controller = view.controller;
  if (!controller.playable.length && view.extras.premove(from, to)) return;
  const choice = controller.choice(from, to);
  const play = (move) => controller.play(move, how);
  if (choice.play) {
    play(choice.play);
  } else if (choice.promotion) {
    const piece = controller.pieceAt(from);
    const owner = piece ? String(piece.owner) : String(controller.state.turn);
    view.chooser.showPromotion(controller.spec, choice.promotion, { owner }, controller.seatOf(owner), play);
  } else if (choice.choose) {
    view.chooser.showMoves(choice.choose, play);
  }
}

/** Closes the chooser without moving: the board stays as it was. */
export function cancelChooser(view) {
  view.chooser.hide();
  view.board.deselect();
  if (usingKeyboard()) view.board.element.querySelector('[data-cell][tabindex="0"]')?.focus({ preventScroll: true });
}

/**
 * The seat whose side of the board is at the bottom as the screen opens: what the game's part
 * says (an online room: the side view device turned it to), else the one person at view device
 * (against the computer, or online), else the first seat (people sharing the device, watchers).
 */
export function firstBottom(view) {
  const controller = view.controller;
  const humans = controller.humans;
  const own = (controller.botGame || controller.online) && humans.length === 1 ? humans[0] : null;
  return view.extras.bottomSeat() ?? own ?? String(controller.players[0]?.letter ?? '');
}

/** The bar's turn button: the game's part turns the board its way, or it is turned over. */
export function turnBoard(view) {
  let bottom = view.extras.flip();
  if (bottom === null) {
    view.board.setFlipped(!view.board.flipped);
    bottom = String(view.controller.players[view.board.flipped ? 1 : 0]?.letter ?? '');
  }
  view.extras.turned(bottom);
}
