// Past games: the finished games this browser kept (game/saved-games.js, the last 50), listed in a
// dialog and reopened in review through the record's link; cleared from the game menu. Each
// says who won and how, and whom it was played against, in the language of the day it is shown:
// from the result the game ended with (who won, by which rule), never the engine's own words.

import { h } from '../ui/dom.js';
import { t, intlLocale, listOf } from '../ui/i18n.js';
import { openDialog } from '../ui/dialog.js';
import { clearPastGames, loadPastGames } from '../game/saved-games.js';
import { Session, engine, loadEngine } from '../engine/engine.js';
import { GAMES } from '../engine/variants.js';
import { loadGameParts } from '../games/games.js';
import { outcomeWords } from '../games/outcome-words.js';
import { gameLink, readRecord, seatsOf } from '../game/record.js';

/**
 * What the list says of a past game: `{ result, opponents }`, each a line in the UI language,
 * or null when it is not known (a game kept before its outcome was, whose record could not be
 * read again).
 * @param {string} variant
 * @param {{players: [string, string][], winners: string[], rule: string}|null} outcome
 * @param {{bots?: string[], you?: string|null, online?: boolean}|null} opponents
 */
export function pastGameWords(variant, outcome, opponents) {
  const result = outcome ? outcomeWords(variant, outcome, opponents?.bots ? opponents.you : null) : null;
  let against = null;
  if (opponents?.online) against = t('past.online');
  else if (opponents?.bots?.length) {
    const levels = [...new Set(opponents.bots)].map((level) => t(`level.${level}`));
    against = t('past.against', { levels: listOf(levels) });
  } else if (opponents) against = t('past.local');
  return { result, against };
}

/**
 * A game kept before its outcome and players were kept with it: both as its record says,
 * played again by its game's engine (loaded by now), or nulls when it cannot be read.
 */
function fromRecord(game) {
  const read = readRecord(engine, game.record);
  if (read.error) return { outcome: null, opponents: null };
  const created = Session.create(engine, read.variant, read.start);
  if (!created.session) return { outcome: null, opponents: null };
  const { session } = created;
  for (const move of read.moves) {
    if (session.play(move) !== null) break;
  }
  if (read.ending) session.end(read.ending);
  const state = session.state();
  const players = session.geometry()?.players ?? [];
  session.free();
  const result = state?.result;
  const outcome = result
    ? {
        players: players.map((p) => [String(p.letter), String(p.name)]),
        winners: result.winners.map(String),
        rule: String(result.rule_id),
      }
    : null;
  const seats = seatsOf(read.tags, players.length);
  const humans = seats ? players.filter((_, i) => seats[i] === 'human') : [];
  const opponents = seats
    ? { bots: seats.filter((s) => s !== 'human'), you: humans.length === 1 ? String(humans[0].letter) : null }
    : {};
  return { outcome, opponents };
}

/** A past game's date, as the UI language writes dates. */
function shownDate(ended) {
  try {
    return new Date(ended).toLocaleDateString(intlLocale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  } catch {
    return new Date(ended).toISOString().slice(0, 10);
  }
}

/**
 * Loads what the list's words need: each game's own parts (Three Kingdoms names its kingdoms)
 * and, for games kept without their outcome, the game's engine to read their records again.
 * A game whose parts or engine cannot be loaded (offline, before the app was installed) is
 * listed with the words it has.
 */
async function prepare(games) {
  const variants = [...new Set(games.map((g) => g.variant))].filter((v) => GAMES.includes(v));
  await Promise.all(
    variants.map(async (variant) => {
      try {
        await loadGameParts(variant);
        if (games.some((g) => g.variant === variant && !(g.outcome && g.opponents))) await loadEngine(variant);
      } catch {
        // Listed with what is known.
      }
    }),
  );
}

/** Lists the past games; one opens in review. */
export async function openPastGames() {
  const games = loadPastGames();
  await prepare(games);
  const list = h('ol', { class: 'past-games' });
  let close = () => {};
  for (const game of games) {
    let { outcome, opponents } = game;
    if (!(outcome && opponents) && GAMES.includes(game.variant)) {
      const again = fromRecord(game);
      outcome ??= again.outcome;
      opponents ??= again.opponents;
    }
    const words = pastGameWords(game.variant, outcome, opponents);
    list.append(
      h(
        'li',
        { class: 'past-game', 'data-past': game.variant },
        h(
          'div',
          { class: 'past-text' },
          h('span', { class: 'past-head', text: `${t(`variant.${game.variant}.name`)} · ${shownDate(game.ended)}` }),
          words.result && h('span', { class: 'past-result', 'data-past-result': '', text: words.result }),
          words.against && h('span', { class: 'past-against', 'data-past-against': '', text: words.against }),
        ),
        h(
          'button',
          {
            type: 'button',
            'data-action': 'open-past',
            on: {
              click: () => {
                close();
                location.hash = gameLink(game.variant, game.record, '&review=1');
              },
            },
          },
          t('past.open'),
        ),
      ),
    );
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
