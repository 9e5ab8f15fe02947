// How a finished game's outcome is said, in the UI language, for any game: who won (or "You
// won" to the player who did) and by which rule, from the result the game ended with, never the
// engine's own English words. Read by the past-games list and the list of online games.

import { t, known, listOf } from '../ui/i18n.js';
import { playerName } from './games.js';

/**
 * "You won · on time", "Red won · den", "Draw · agreement", "Aborted".
 * @param {string} variant
 * @param {{players: [string, string][], winners: string[], rule: string}} outcome the players'
 *   letters with their names, the winners' letters, the rule's id
 * @param {string|null} you the letter of the player this is said to, if one
 * @returns {string}
 */
export function outcomeWords(variant, { players, winners, rule }, you = null) {
  const name = (letter) => {
    const found = players.find(([l]) => l === letter);
    return playerName(variant, { letter, name: found?.[1] ?? letter });
  };
  let title;
  if (rule === 'aborted') title = t('past.aborted');
  else if (winners.length === 0) title = t('past.draw');
  else if (you) title = t(winners.includes(you) ? 'past.youWon' : 'past.youLost');
  else if (winners.length === 1) title = t('past.won', { Side: name(winners[0]) });
  else title = t('past.wonMany', { Sides: listOf(winners.map(name)) });
  const how = `past.rule.${rule}`;
  return rule !== 'aborted' && known(how) ? `${title} · ${t(how)}` : title;
}
