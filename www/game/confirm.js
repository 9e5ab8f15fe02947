// The question before a resignation, the same wherever a game is resigned (a game on this
// device, against the computer, in an online room).

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { openDialog } from '../ui/dialog.js';

/**
 * Asks "Resign?" with `text`; `onResign` runs if the player confirms. `turned`: the dialog faces
 * the far player (face to face on one device).
 */
export function confirmResign({ text, onResign, turned = false }) {
  return openDialog({
    title: t('game.resignConfirm'),
    className: `confirm${turned ? ' turned' : ''}`,
    body: [h('p', { text })],
    actions: [
      {
        text: t('game.resign'),
        primary: true,
        data: 'resign',
        onClick: () => {
          onResign();
        },
      },
      { text: t('game.keepPlaying'), data: 'cancel' },
    ],
  });
}
