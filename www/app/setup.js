// Who plays: the link's settings and the seats they give (the new-game panel that chooses them
// in the page is new-game-panel.js).
//
// Link parameters (the query of a game's route):
//   mode=local|bot                 (bot is implied by level, side or seats)
//   level=easy|normal|hard|benlik  the computer's level (default normal)
//   side=<player letter>|random    the human's side against the computer (default the first)
//   seats=<per player, in turn order, '-'-separated: human|easy|normal|hard|benlik>
//                                  every seat's player, e.g. sanguo `seats=human-hard-benlik`
//   seating=side|face              two players on this device: side by side or face to face
//   seed=<n>                       the computer's moves are reproducible (tests)
//   banners=on|off                 Three Kingdoms: banner bearers in the start position
//   position=<position string>     start from this position
// Unknown or invalid parameters give a notice and the default.
//
// Seats: an array with one entry per player in turn order, 'human' or a level id; null for a
// game of people only.

import { t } from '../ui/i18n.js';
import { playerName } from '../games/games.js';
import { LEVELS, SEATS } from '../game/controller.js';

/**
 * A game's settings, as a link's parameters and the new-game panel give them.
 * @typedef {object} Settings
 * @property {'local'|'bot'} mode  people on this device, or against the computer
 * @property {'side'|'face'} seating  people side by side, or face to face
 * @property {string} position  the start position ('' = the usual start)
 * @property {string} level  the computer's level (two players)
 * @property {string} side  the player letter this device's person plays against the computer
 * @property {string[]|null} seats  per player 'human' or a level (more than two players)
 * @property {number|null} seed  reproducible bot moves
 * @property {'on'|'off'} banners  Three Kingdoms' banner bearers
 */

/**
 * Reads a game's link parameters. Returns `{ settings, notices }`.
 * @param {URLSearchParams} params
 * @param {string} variant
 * @param {{letter: string, name: string}[]} players
 * @returns {{settings: Settings, notices: string[]}}
 */
export function readSettings(params, variant, players) {
  const notices = [];
  const letters = players.map((p) => String(p.letter));
  /** @type {Settings} */
  const settings = {
    mode: 'local',
    seating: 'side',
    position: '',
    level: 'normal',
    side: letters[0] ?? '',
    seats: null,
    seed: null,
    banners: 'on',
  };
  const seen = new Set();
  let mode = null;
  let wantsBot = false;
  const botOnly = [];
  const bad = (name, value, fallback) => notices.push(t('notice.badValue', { name, value, fallback }));
  const firstPlayer = players[0] ? playerName(variant, players[0]) : '';
  for (const [name, value] of params) {
    if (seen.has(name)) continue;
    seen.add(name);
    switch (name) {
      case 'position':
        settings.position = value.trim();
        break;
      case 'mode':
        if (value === 'bot' || value === 'local') mode = value;
        else bad(name, value, 'local');
        break;
      case 'level':
        if (LEVELS.includes(value)) {
          settings.level = value;
          botOnly.push(name);
        } else bad(name, value, t('level.normal'));
        break;
      case 'side':
        if (value === 'random' || letters.includes(value)) {
          settings.side = value;
          botOnly.push(name);
        } else bad(name, value, firstPlayer);
        break;
      case 'seats': {
        const list = value.split('-');
        if (list.length === letters.length && list.every((s) => SEATS.includes(s))) {
          settings.seats = list;
          botOnly.push(name);
        } else {
          notices.push(t('notice.badSeats', { value, n: letters.length }));
          wantsBot = true;
        }
        break;
      }
      case 'seed':
        if (/^\d{1,12}$/.test(value)) settings.seed = Number(value);
        else bad(name, value, 'random');
        break;
      case 'seating':
        if (value === 'side' || value === 'face') settings.seating = value;
        else bad(name, value, t('setup.sideBySide'));
        break;
      case 'banners':
        if (value !== 'on' && value !== 'off') bad(name, value, 'on');
        else if (variant !== 'sanguo') notices.push(t('notice.bannersOnly'));
        else settings.banners = value;
        break;
      case 'game':
      case 'review':
        // A game record's link: app.js reads it.
        break;
      default:
        notices.push(t('notice.unknownParam', { name }));
    }
  }
  settings.mode = mode ?? (botOnly.length > 0 || wantsBot ? 'bot' : 'local');
  if (settings.mode === 'local') {
    for (const name of botOnly) notices.push(t('notice.botOnly', { name }));
    settings.seats = null;
  } else if (settings.seats && !settings.seats.includes('human')) {
    notices.push(t('notice.noHuman'));
    settings.seats = ['human', ...settings.seats.slice(1)];
  }
  return { settings, notices };
}

/** The seats of a game with these settings (a random side is drawn here), or null. */
export function resolveSeats(settings, players, random = Math.random) {
  if (settings.mode !== 'bot' || players.length === 0) return null;
  if (settings.seats?.length === players.length) return settings.seats.slice();
  let human = players.findIndex((p) => String(p.letter) === settings.side);
  if (settings.side === 'random' || human < 0) {
    human = settings.side === 'random' ? Math.floor(random() * players.length) % players.length : 0;
  }
  return players.map((_, i) => (i === human ? 'human' : settings.level));
}

/** The link parameters that start a game like `settings` (`position` and `seed` left out). */
export function settingsQuery(settings, players) {
  const params = new URLSearchParams();
  if (settings.mode === 'bot') {
    params.set('mode', 'bot');
    const seats = settings.seats;
    const humans = seats ? seats.filter((s) => s === 'human').length : 1;
    const levels = seats ? new Set(seats.filter((s) => s !== 'human')) : new Set([settings.level]);
    if (!seats || (humans === 1 && levels.size === 1)) {
      params.set('level', seats ? [...levels][0] : settings.level);
      params.set('side', seats ? String(players[seats.indexOf('human')].letter) : settings.side);
    } else {
      params.set('seats', seats.join('-'));
    }
  } else if (settings.seating === 'face') {
    params.set('seating', 'face');
  }
  if (settings.banners === 'off') params.set('banners', 'off');
  return params;
}
