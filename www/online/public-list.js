// A section of the home screen that lists public games the server hands out (open-games.js,
// live-games.js): read when drawn and again whenever the page becomes visible, hidden while
// there are none or the server cannot be reached (offline, or a site without a server).

import { h, refreshWhenVisible } from '../ui/dom.js';
import { heldSeat } from './seats.js';

/**
 * The section, filled once its list arrives.
 * @param {object} options
 * @param {string} options.id  the heading's id
 * @param {string} options.title  the heading
 * @param {string} options.kind  the section's class and the list's `data-<kind>-list`
 * @param {() => Promise<{games?: any[]}>} options.read  one page of the server's list
 * @param {(game: any, players: any) => HTMLElement} options.item  one game's row
 * @param {(variant: string) => any} options.playersOf  the sides of a variant (or a promise of them)
 * @param {readonly string[]} options.games  the variants this page plays
 */
export function publicList({ id, title, kind, read, item, playersOf, games }) {
  const list = h('ul', { class: 'online-game-list', [`data-${kind}-list`]: '' });
  const section = h(
    'section',
    { class: `online-games ${kind}-games`, 'aria-labelledby': id, hidden: true },
    h('h2', { class: 'home-heading', id, text: title }),
    list,
  );
  let reading = 0;
  const refresh = async () => {
    const reads = ++reading;
    const answer = await read();
    // The rooms this browser plays in already are in "Your online games".
    const rows = (answer.games ?? []).filter((g) => games.includes(g.variant) && !heldSeat(g.room));
    const items = await Promise.all(rows.map(async (game) => item(game, await playersOf(game.variant))));
    if (reads !== reading) return;
    list.replaceChildren(...items);
    section.hidden = items.length === 0;
  };
  refreshWhenVisible(section, refresh);
  return section;
}

/** The name of side `letter` among `players` (the letter itself while they are unknown). */
export function playerName(players, letter) {
  return players?.find((p) => String(p.letter) === letter)?.name ?? letter;
}
