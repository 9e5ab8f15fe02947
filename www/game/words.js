// What the game screen says, in the UI language: a piece's name with its side, the status line,
// the result box's title and detail, the announcement of a move. Pure functions of the
// controller's typed state (no DOM), so they run under `node --test` too.

import { t, known, capitalize, sideName, sideParams, listOf, sentences } from '../ui/i18n.js';
import { pieceName } from '../board/pieces.js';

/** @typedef {import('./controller.js').GameController} GameController */
/** @typedef {import('../engine/types.js').Piece} Piece */
/** @typedef {import('../engine/types.js').Result} Result */

/** "white knight" (`acc`: Turkish accusative). */
export function pieceText(controller, piece, { acc = false } = {}) {
  return t('game.pieceOf', {
    side: sideName(controller.playerName(piece.owner)),
    piece: pieceName(controller.variant, piece, { acc }),
  });
}

/** The side parameters (`side`, `Side`, …) of a player letter. */
export function sideOf(controller, letter) {
  return sideParams(controller.playerName(letter));
}

/** The status line: whose move, the computer thinking, check. */
export function statusText(controller) {
  const state = controller.state;
  const side = sideOf(controller, state.turn);
  let text;
  if (!controller.botGame) {
    text = t('game.toMove', side);
  } else if (!controller.isHuman(state.turn)) {
    const many = controller.players.length > 2 ? 'Many' : '';
    const thinking = controller.pending?.kind === 'bot';
    text = t(thinking ? `game.botThinking${many}` : `game.botToMove${many}`, side);
  } else if (controller.humans.length === 1) {
    text = t('game.yourMove', side);
  } else {
    text = t('game.toMove', side);
  }
  if (state.check.length > 0) text += t('game.checkSuffix');
  return text;
}

/** The words of a rule that ended the game, with the variant's own wording where it has one. */
export function ruleText(controller, result) {
  const rule = result.rule_id;
  const own = `rule.${controller.variant}.${rule}`;
  if (known(own)) return t(own, { n: Math.round((result.plies ?? 0) / 2) });
  const winners = result.winners.map(String);
  const losers = controller.players.filter((p) => !winners.includes(String(p.letter)));
  if (rule === 'resignation') {
    return losers.length === 1
      ? t('rule.resignation', { Loser: capitalize(sideName(losers[0].name)) })
      : t('rule.resignationShort');
  }
  if (rule === 'left' && winners.length === 0) return t('rule.leftDraw');
  if (result.plies !== undefined) return t(`rule.${rule}`, { n: Math.round(result.plies / 2) });
  const key = `rule.${rule}`;
  return known(key) ? t(key) : rule;
}

/** The result box's title and detail. */
export function describeResult(controller, result) {
  const winners = result.winners.map(String);
  const names = winners.map((w) => capitalize(sideName(controller.playerName(w))));
  const humans = controller.botGame ? controller.humans.length : 0;
  let title;
  if (result.rule_id === 'aborted') {
    title = t('result.aborted');
  } else if (result.rule_id === 'stalemate' && winners.length === 1) {
    title = t('result.stalemate');
  } else if (humans === 1 && winners.length === 1) {
    title = t(controller.isHuman(winners[0]) ? 'result.youWin' : 'result.botWins');
  } else if (winners.length === 1) {
    title = t('result.win', sideOf(controller, winners[0]));
  } else if (winners.length > 1) {
    title = t('result.wins', { Sides: listOf(names) });
  } else {
    title = t('result.draw');
  }
  const losers = controller.players.filter((p) => !winners.includes(String(p.letter)));
  let detail;
  if (result.rule_id === 'stalemate' && winners.length === 1 && losers.length >= 1) {
    // Who stalemated whom, with the ¾–¼ score (hex chess: stalemate is not a draw).
    const loser = sideParams(losers[0].name);
    detail = t('result.stalemateScore', {
      Winner: names[0],
      Loser: loser.Side,
      loser: loser.side,
      LoserAcc: capitalize(loser.sideAcc),
    });
  } else {
    detail = ruleText(controller, result);
  }
  if (humans === 1 && winners.length === 1 && !title.startsWith(names[0])) {
    detail = sentences(t('result.win', sideOf(controller, winners[0])), detail);
  }
  return { title, detail };
}

/**
 * The words of a move (a `move` change of the controller): who moved where, what it took and
 * what it became. A game may word a move its own way (`game.<variant>.moved…`).
 */
export function moveText(controller, change) {
  const { move, mover, taken, landed, promoted } = change;
  if (!mover) return '';
  const params = { Piece: capitalize(pieceText(controller, mover)), from: move.from, to: move.to };
  if (taken) {
    params.captured = pieceText(controller, taken);
    params.capturedAcc = pieceText(controller, taken, { acc: true });
  }
  if (promoted && landed) {
    params.piece = pieceName(controller.variant, landed);
    params.pieceDat = pieceName(controller.variant, landed, { dat: true });
  }
  const key = `game.moved${taken ? 'Capture' : ''}${promoted ? 'Promoted' : ''}`;
  const own = `game.${controller.variant}.${key.slice(5)}`;
  return known(own) ? t(own, params) : t(key, params);
}
