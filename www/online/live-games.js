// "Games being played" on the home screen: the public rooms whose game has started and not
// ended (the server's `GET /api/live`), newest first, each with its game, clock, sides and
// moves so far. Watch opens the room as a watcher (`#/r/<room>`): the list hands out no seat.

import { h } from '../ui/dom.js';
import { t, capitalize, sideName } from '../ui/i18n.js';
import { liveGames } from './api.js';
import { clockName } from './clock-text.js';
import { publicList, playerName } from './public-list.js';

/**
 * The section, filled once the list arrives. `playersOf(variant)` (or a promise of them)
 * names the sides; `games` are the variants this page plays.
 * @param {(variant: string) => any} playersOf
 * @param {readonly string[]} games
 */
export function renderLiveGames(playersOf, games) {
  return publicList({
    id: 'live-games-title',
    title: t('online.liveGames'),
    kind: 'live',
    read: liveGames,
    item: liveItem,
    playersOf,
    games,
  });
}

/** The sides in play, in the game's order of players (the server sends them by letter). */
function sidesText(game, players) {
  const letters = players
    ? players.map((p) => String(p.letter)).filter((letter) => game.seats.includes(letter))
    : game.seats;
  return letters.map((letter) => capitalize(sideName(playerName(players, letter)))).join(' – ');
}

/** One live game: what it is, and Watch. */
function liveItem(game, players) {
  const details = [clockName(game.clock), sidesText(game, players), t('online.livePlies', { n: game.plies })];
  return h(
    'li',
    { class: 'online-game', 'data-live-game': game.room },
    h(
      'a',
      { class: 'online-game-link', href: `#/r/${game.room}`, 'data-action': 'watch' },
      h(
        'span',
        { class: 'online-game-what' },
        h('span', { class: 'game-name', text: t(`variant.${game.variant}.name`) }),
        h('span', { class: 'online-game-status', text: details.join(' · ') }),
      ),
      h('span', { class: 'online-watch', text: t('online.watch') }),
    ),
  );
}
