// Past games: the finished games this browser kept (storage.js, the last 50), listed in a
// dialog and reopened in review through the record's link; cleared from the game menu.

import './records-strings.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { openDialog } from '../dialog.js';
import { clearPastGames, loadPastGames } from '../storage.js';
import { gameLink, recordDate } from './record.js';

/** Lists the past games; one opens in review. */
export function openPastGames() {
  const games = loadPastGames();
  const list = h('ol', { class: 'past-games' });
  let close = () => {};
  for (const game of games) {
    list.append(h('li', { 'data-past': game.variant },
      h('span', {
        class: 'past-text',
        text: t('past.entry', {
          game: t(`variant.${game.variant}.name`), date: recordDate(new Date(game.ended)), result: game.result,
        }),
      }),
      h('button', {
        type: 'button', 'data-action': 'open-past',
        on: {
          click: () => {
            close();
            location.hash = gameLink(game.variant, game.record, '&review=1');
          },
        },
      }, t('past.open'))));
  }
  const opened = openDialog({
    title: t('past.title'),
    className: 'past-dialog',
    body: [games.length ? list : h('p', { text: t('past.none') })],
  });
  close = opened.close;
}

/** Forgets every past game. */
export function clearPast() {
  clearPastGames();
}
