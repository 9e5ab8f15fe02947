// "Continue" on a fresh board when unfinished games of the same game are kept: opening a game's
// address anew (a bookmark, a new tab, a new game from the panel) starts a new board, and this
// says that the others are still there and takes the player back to the newest of them.

import { t, tn } from '../ui/i18n.js';
import { h, icon, iconButton } from '../ui/dom.js';

/**
 * The offer, for the notices above the board, or null when no game waits.
 * @param {string} variant
 * @param {Array<{moves: string[]}>} waiting  unfinished games, newest first
 * @param {(game: object) => void} onContinue
 */
export function continueOffer(variant, waiting, onContinue) {
  if (waiting.length === 0) return null;
  const game = t(`variant.${variant}.name`);
  const moves = tn('saved.moves', waiting[0].moves.length);
  const node = h(
    'div',
    { class: 'notice saved-offer', role: 'status', 'data-saved-offer': '' },
    h('p', { text: tn('saved.waiting', waiting.length, { game, moves }) }),
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'aria-label': t('saved.continueLabel', { game }),
        on: { click: () => onContinue(waiting[0]) },
      },
      icon('play'),
      h('span', { text: t('saved.continue') }),
    ),
    iconButton('close', t('notice.close'), () => node.remove()),
  );
  return node;
}
