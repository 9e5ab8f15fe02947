// The games kept on this device: the game in progress of each variant, those set aside, the
// new-game panel's last choices, the game that ended on screen and the finished games. Every value
// is checked as it is read (platform/storage.js): a corrupt or foreign one reads as none.

import { readJson as read, writeJson as write } from '../platform/storage.js';
import { SEATS } from './seats.js';

/** A seats array (one 'human' or level per player) as stored, or null. */
function checkSeats(seats) {
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 4) return null;
  if (!seats.every((s) => SEATS.includes(s)) || !seats.includes('human')) return null;
  return seats.slice();
}

/**
 * The saved game in progress of a variant: `{ id, start, moves, seating, seats }` (start: the
 * position string it began from, '' for the usual start; seats: null for people only, else one
 * 'human' or bot level per player), or null.
 */
export function loadGame(variant) {
  return checkGame(read(`game.${variant}`));
}

function checkGame(value) {
  if (!value || typeof value !== 'object') return null;
  const { start, moves, seating } = value;
  if (typeof start !== 'string' || !Array.isArray(moves) || moves.length === 0) return null;
  if (!moves.every((m) => typeof m === 'string' && m.length < 32)) return null;
  return {
    // Games saved before games had ids: there was only ever one, so one id does.
    id: typeof value.id === 'string' && value.id.length < 40 ? value.id : 'first',
    start,
    moves,
    seating: seating === 'face' ? 'face' : 'side',
    seats: checkSeats(value.seats),
    seed: Number.isSafeInteger(value.seed) ? value.seed : null,
    saved: Number.isSafeInteger(value.saved) ? value.saved : 0,
    // How many of the first moves came from a record, not played here (Benlik does not learn
    // from such a game, even taken up again).
    imported:
      Number.isSafeInteger(value.imported) && value.imported >= 0 && value.imported <= moves.length
        ? value.imported
        : 0,
  };
}

/** Unfinished games kept per variant (the one in progress and those set aside). */
export const UNFINISHED_KEPT = 6;

/** A fresh id for a saved game. */
export function newGameId() {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

function setAsideList(variant) {
  const list = read(`game.${variant}.aside`);
  return Array.isArray(list) ? list.map(checkGame).filter(Boolean) : [];
}

function putAside(variant, game) {
  const rest = setAsideList(variant).filter((g) => g.id !== game.id);
  write(`game.${variant}.aside`, [game, ...rest].slice(0, UNFINISHED_KEPT - 1));
}

/**
 * Every unfinished game of a variant, newest first: the one in progress, then those a new game
 * set aside. (Finished games are kept apart: `loadPastGames`.)
 */
export function unfinishedGames(variant) {
  const current = loadGame(variant);
  const aside = setAsideList(variant).filter((g) => g.id !== current?.id);
  return current ? [current, ...aside] : aside;
}

/**
 * Makes the unfinished game `id` the game in progress again (the one in progress is set
 * aside). Returns it, or null.
 */
export function takeUpGame(variant, id) {
  const game = unfinishedGames(variant).find((g) => g.id === id) ?? null;
  if (!game) return null;
  write(
    `game.${variant}.aside`,
    setAsideList(variant).filter((g) => g.id !== id),
  );
  saveGame(variant, game);
  return game;
}

/** Sets the game in progress aside: a new game is about to take its place. */
export function setGameAside(variant) {
  const current = loadGame(variant);
  if (current) putAside(variant, current);
  write(`game.${variant}`, null);
}

/** The choices last made in the new-game panel for a variant, or null. */
export function loadSetup(variant) {
  const value = read(`setup.${variant}`);
  if (!value || typeof value !== 'object') return null;
  return {
    mode: value.mode === 'bot' ? 'bot' : 'local',
    seating: value.seating === 'face' ? 'face' : 'side',
    level: SEATS.includes(value.level) && value.level !== 'human' ? value.level : 'normal',
    side: typeof value.side === 'string' ? value.side : '',
    seats: checkSeats(value.seats),
  };
}

/** Remembers the new-game panel's choices for a variant. */
export function saveSetup(variant, setup) {
  write(`setup.${variant}`, setup);
}

/**
 * Saves (or, with null, forgets: it ended or went back to its start) the game in progress of a
 * variant. Another game in progress (another id) is set aside, never overwritten.
 */
export function saveGame(variant, game) {
  if (game !== null) {
    const current = loadGame(variant);
    if (current && current.id !== game.id) putAside(variant, current);
  }
  write(`game.${variant}`, game);
}

/**
 * The record of the game of a variant that ended on screen, so that a reload shows it finished
 * (result and final position) instead of a fresh board; null when none.
 */
export function endedGame(variant) {
  const text = read(`game.${variant}.ended`);
  return typeof text === 'string' && text.length < 65536 ? text : null;
}

/** Remembers the record of the game that ended on screen (see `endedGame`); null forgets it. */
export function rememberEnded(variant, record) {
  write(`game.${variant}.ended`, record);
}

/** Finished games kept, newest first; the oldest go first beyond this. */
export const PAST_GAMES_KEPT = 50;

/** Where the finished games are kept: with the games (`game.*`), apart from those in progress. */
const PAST_KEY = 'game.past';

/** A short string of a stored value (a player letter, an engine name or rule id). */
const shortText = (v, max) => typeof v === 'string' && v.length > 0 && v.length <= max;

/**
 * A past game's outcome as stored, `{ players: [[letter, name]…], winners: [letter…], rule }`
 * (the engine's player names and rule id, in no language), or null.
 */
function checkOutcome(outcome) {
  if (!outcome || typeof outcome !== 'object' || !shortText(outcome.rule, 40)) return null;
  const { winners, players } = outcome;
  if (
    !Array.isArray(players) ||
    players.length < 2 ||
    players.length > 4 ||
    !players.every((p) => Array.isArray(p) && p.length === 2 && shortText(p[0], 2) && shortText(p[1], 20))
  )
    return null;
  const letters = players.map(([letter]) => letter);
  if (!Array.isArray(winners) || !winners.every((w) => letters.includes(w))) return null;
  return { players: players.map(([l, n]) => [l, n]), winners: winners.slice(), rule: outcome.rule };
}

/** Who played a past game, as stored: `{ bots: [level…] }` against the computer, else `{ online }` or `{}`. */
function checkOpponents(opponents) {
  if (!opponents || typeof opponents !== 'object') return null;
  if (opponents.online === true) return { online: true };
  const { bots, you } = opponents;
  if (
    Array.isArray(bots) &&
    bots.length >= 1 &&
    bots.length <= 3 &&
    bots.every((b) => SEATS.includes(b) && b !== 'human')
  ) {
    return { bots: bots.slice(), you: shortText(you, 2) ? you : null };
  }
  return {};
}

/**
 * Finished games, newest first: `[{ variant, record, result, plies, ended, outcome, opponents }]`
 * (record: the game record's text; ended: milliseconds since 1970; outcome: who won and by which
 * rule; opponents: who played, see checkOpponents; games kept before the last two were kept have
 * them null). Kept apart from games in progress.
 */
export function loadPastGames() {
  const value = read(PAST_KEY);
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (g) =>
        g &&
        typeof g === 'object' &&
        typeof g.variant === 'string' &&
        typeof g.record === 'string' &&
        g.record.length < 65536 &&
        typeof g.result === 'string' &&
        Number.isSafeInteger(g.plies) &&
        Number.isFinite(g.ended),
    )
    .slice(0, PAST_GAMES_KEPT)
    .map((g) => ({ ...g, outcome: checkOutcome(g.outcome), opponents: checkOpponents(g.opponents) }));
}

/** Keeps a finished game (once: the same record again is not added twice). */
export function addPastGame(game) {
  const games = loadPastGames().filter((g) => g.record !== game.record);
  write(PAST_KEY, [game, ...games].slice(0, PAST_GAMES_KEPT));
}

/** Forgets every finished game. */
export function clearPastGames() {
  write(PAST_KEY, null);
}
