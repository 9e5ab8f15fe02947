// "Open games" on the home screen: the rooms strangers listed for anyone to join (the server's
// `GET /api/open`), newest first, each with its game, clock and the side its creator plays.
// A tap takes the free seat (`#/r/<room>/o`).

import { h } from '../ui/dom.js';
import { t, capitalize, sideName } from '../ui/i18n.js';
import { openGames } from './api.js';
import { clockName } from './clock-text.js';
import { publicList, playerName } from './public-list.js';

/**
 * The section, filled once the list arrives. `playersOf(variant)` (or a promise of them)
 * names the sides; `games` are the variants this page plays.
 * @param {(variant: string) => any} playersOf
 * @param {readonly string[]} games
 */
export function renderOpenGames(playersOf, games) {
  return publicList({
    id: 'open-games-title',
    title: t('online.openGames'),
    kind: 'open',
    read: openGames,
    item: openItem,
    playersOf,
    games,
  });
}

/** One open game: its link (which takes the seat), the game, the clock and who waits. */
function openItem(game, players) {
  const name = t(`variant.${game.variant}.name`);
  const side = capitalize(sideName(playerName(players, game.creator)));
  return h(
    'li',
    { class: 'online-game', 'data-open-game': game.room },
    h(
      'a',
      { class: 'online-game-link', href: `#/r/${game.room}/o` },
      h('span', { class: 'game-name', text: name }),
      h('span', {
        class: 'online-game-status',
        text: `${clockName(game.clock)} · ${t('online.openBy', { Side: side })}`,
      }),
    ),
  );
}
