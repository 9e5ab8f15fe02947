// The move list: numbered rows, one column per player in turn order. A row starts when the turn
// comes round again; a player with no move in a row (the first row when the second player
// began, a defeated kingdom) gets a placeholder.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/**
 * Draws the played moves of `controller` into `list` (an `<ol>`). `formatPly(move)` writes a
 * typed move as the list shows it (a game may write some moves its own way).
 * @param {HTMLElement} list
 * @param {import('./controller.js').GameController} controller
 * @param {(move: import('./controller.js').Move) => string} formatPly
 */
export function renderMoveList(list, controller, formatPly) {
  list.replaceChildren();
  const played = controller.played;
  if (played.length === 0) {
    list.append(h('li', { class: 'move-empty', text: t('game.noMoves') }));
    return;
  }
  let number = controller.startNumber;
  let row = null;
  let last = -1;
  for (let i = 0; i < played.length; i++) {
    const letter = String(controller.movers[i] ?? '');
    const index = controller.seatOf(letter);
    if (row === null || index <= last) {
      if (row !== null) number += 1;
      row = h('li', { class: 'move-row' }, h('span', { class: 'move-no', text: `${number}.` }));
      list.append(row);
      // Before the first move of the game a skipped column is "…"; later (a defeated
      // kingdom's turn) it is "—".
      for (let k = 0; k < index; k++) {
        row.append(h('span', { class: 'ply ply-skip', text: i === 0 ? '…' : '—' }));
      }
    } else {
      for (let k = last + 1; k < index; k++) row.append(h('span', { class: 'ply ply-skip', text: '—' }));
    }
    const ply = h('span', { class: `ply owner-${letter}`, text: formatPly(played[i]) });
    if (i === played.length - 1) ply.classList.add('current');
    row.append(ply);
    last = index;
  }
  // Keep the newest move in view (the list scrolls sideways on phones, down on wide screens).
  list.scrollLeft = list.scrollWidth;
  list.scrollTop = list.scrollHeight;
}
