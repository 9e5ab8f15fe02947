// "Open games" on the home screen: the rooms strangers listed for anyone to join (the server's
// `GET /api/open`), newest first, each with its game, clock and the side its creator plays.
// A tap takes the free seat (`#/r/<room>/o`). Read again when the page becomes visible; hidden
// while there are none or the server cannot be reached (offline, or a site without a server).

import { h } from '../ui/dom.js';
import { t, capitalize, sideName } from '../ui/i18n.js';
import { openGames } from './api.js';
import { heldSeat } from './seats.js';
import { clockName } from './clock-text.js';

/**
 * The section, filled once the list arrives. `playersOf(variant)` (or a promise of them)
 * names the sides; `games` are the variants this page plays.
 * @param {(variant: string) => any} playersOf
 * @param {readonly string[]} games
 */
export function renderOpenGames(playersOf, games) {
  const list = h('ul', { class: 'online-game-list', 'data-open-list': '' });
  const section = h('section', { class: 'online-games open-games', 'aria-labelledby': 'open-games-title', hidden: true },
    h('h2', { class: 'home-heading', id: 'open-games-title', text: t('online.openGames') }), list);
  let reading = 0;
  const refresh = async () => {
    const reads = ++reading;
    const answer = await openGames();
    // The rooms this browser plays in already are in "Your online games".
    const rows = (answer.games ?? []).filter((g) => games.includes(g.variant) && !heldSeat(g.room));
    const items = await Promise.all(rows.map(async (game) => openItem(game, await playersOf(game.variant))));
    if (reads !== reading) return;
    list.replaceChildren(...items);
    section.hidden = items.length === 0;
  };
  const onVisible = () => {
    if (!section.isConnected) document.removeEventListener('visibilitychange', onVisible);
    else if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  refresh();
  return section;
}

/** One open game: its link (which takes the seat), the game, the clock and who waits. */
function openItem(game, players) {
  const name = t(`variant.${game.variant}.name`);
  const creator = players?.find((p) => String(p.letter) === game.creator)?.name;
  const side = capitalize(sideName(creator ?? game.creator));
  return h('li', { class: 'online-game', 'data-open-game': game.room },
    h('a', { class: 'online-game-link', href: `#/r/${game.room}/o` },
      h('span', { class: 'game-name', text: name }),
      h('span', { class: 'online-game-status', text: `${clockName(game.clock)} · ${t('online.openBy', { Side: side })}` })));
}
