// The move list: numbered rows, one column per player in turn order. A row starts when the turn
// comes round again; a player with no move in a row (the first row when the second player
// began, a defeated kingdom) gets a placeholder.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';

/**
 * Draws the played moves of `controller` into `list` (an `<ol>`). `formatPly(move)` writes a
 * typed move as the list shows it (a game may write some moves its own way). Each move is a
 * button-like item (`data-ply`: the plies played once it is) that shows the position after
 * it; `markOf(index)` gives a review's mark of a move (`{symbol, words}`), if any.
 * @param {HTMLElement} list
 * @param {import('./controller.js').GameController} controller
 * @param {(move: import('../engine/types.js').Move) => string} formatPly
 * @param {(index: number) => ({symbol: string, words: string}|null)} [markOf]
 */
export function renderMoveList(list, controller, formatPly, markOf = () => null) {
  list.replaceChildren();
  const played = controller.played;
  if (played.length === 0) {
    list.append(h('li', { class: 'move-empty', text: t('game.noMoves') }));
    return;
  }
  const places = plyPlaces(controller);
  let row = null;
  let last = -1;
  for (let i = 0; i < played.length; i++) {
    const letter = String(controller.movers[i] ?? '');
    const { number, column: index, opensRow } = places[i];
    if (opensRow) {
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
    const text = formatPly(played[i]);
    const ply = h('span', {
      class: `ply owner-${letter}`,
      text,
      role: 'button',
      tabindex: '0',
      'data-ply': String(i + 1),
      'aria-label': t('view.plyLabel', { move: text }),
    });
    if (i === played.length - 1) ply.classList.add('current');
    if (controller.viewing === i + 1) ply.classList.add('viewed');
    const mark = markOf(i);
    if (mark) {
      ply.append(h('span', { class: 'ply-mark', 'aria-hidden': 'true', text: mark.symbol }));
      ply.setAttribute('aria-label', `${t('view.plyLabel', { move: text })}, ${mark.words}`);
      ply.dataset.mark = mark.words;
    }
    row.append(ply);
    last = index;
  }
  // Keep the newest move in view (the list scrolls sideways on phones, down on wide screens),
  // or the one looked at.
  const viewed = list.querySelector('.viewed');
  if (viewed) viewed.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  else {
    list.scrollLeft = list.scrollWidth;
    list.scrollTop = list.scrollHeight;
  }
}

/**
 * Where each played move stands in the move list: `{ number, column, opensRow }` per ply, in
 * order — the row's number, the player's column (its seat), and whether it begins a row. A row
 * begins when the turn comes round again.
 * @param {import('./controller.js').GameController} controller
 * @returns {{number: number, column: number, opensRow: boolean}[]}
 */
export function plyPlaces(controller) {
  const places = [];
  let number = controller.startNumber;
  let last = -1;
  for (let i = 0; i < controller.played.length; i++) {
    const column = controller.seatOf(String(controller.movers[i] ?? ''));
    const opensRow = i === 0 || column <= last;
    if (opensRow && i > 0) number += 1;
    places.push({ number, column, opensRow });
    last = column;
  }
  return places;
}

/**
 * A move's number as the move list gives it: "12." for the first move of its row, "12…" for a
 * later player's move in the same row (as chess scores write Black's move).
 * @param {{number: number, opensRow: boolean}} place  from `plyPlaces`
 */
export function plyNumber(place) {
  return `${place.number}${place.opensRow ? '.' : '…'}`;
}

/**
 * Makes the moves of a list drawn by `renderMoveList` show their positions when tapped (or
 * chosen with Enter or Space).
 * @param {HTMLElement} list
 * @param {(ply: number) => void} show
 */
export function listenMoveList(list, show) {
  const choose = (event) => {
    const ply = /** @type {HTMLElement} */ (event.target).closest?.('[data-ply]');
    if (!ply || !list.contains(ply)) return;
    event.preventDefault();
    show(Number(ply.getAttribute('data-ply')));
  };
  list.addEventListener('click', choose);
  list.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') choose(event);
  });
}
