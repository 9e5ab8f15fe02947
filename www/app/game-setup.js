// What a game screen opens with, whatever the address it came from: a new game's link
// (`#/<variant>?…`), a saved game taken up, a record's `?game=`, the game that ended on screen,
// or an online room (`#/r/…`). The router turns each into one GameSetup for openGame
// (open-game.js), which builds the screen the same way for all of them.

import { t } from '../ui/i18n.js';
import { engine, optionStart, specOf } from '../engine/engine.js';
import { readRecord, otherGameOf, seatsOf } from '../game/record.js';
import { readSettings, resolveSeats } from './setup.js';

/**
 * @typedef {object} GameSetup
 * @property {string} variant
 * @property {Partial<import('./setup.js').Settings> & {seating: 'side'|'face', seed: number|null}} settings
 *   the link's settings (setup.js's readSettings; a room's are its own)
 * @property {string[]|null} seats  per player 'human' or a level; null: people only (a room
 *   sets its own)
 * @property {string} start  the position string the game begins from ('' = the usual start)
 * @property {string[]} moves  the moves to play first
 * @property {'new'|'saved'|'record'} from  what the moves are: none, a game taken up again, a
 *   record's
 * @property {boolean} inProgress  the moves are the game in progress saved on this device
 * @property {string|null} id  the saved game's id; null: a new one
 * @property {number} importedPlies  the first plies that came from a record, not played here
 * @property {Array<[string, string]>} recordTags  the tags of the record it was opened from
 * @property {string|null} ending  how the record's game ended off the board
 * @property {boolean} review  start the engine's review (a past game reopened)
 * @property {boolean} ended  the game that ended on screen, shown again
 * @property {URLSearchParams} params  the link's parameters that make the same kind of game again
 * @property {string[]} notices  messages to show above the board
 * @property {{id: string, seat: string|null, connection: import('../online/connection.js').RoomConnection,
 *   snapshot: import('../online/room-types.js').Snapshot,
 *   OnlinePart: typeof import('../online/online-part.js').OnlinePart}|null} room  an online room, its connection welcomed
 */

/**
 * A saved game to take up again.
 * @typedef {object} SavedGame
 * @property {string} start
 * @property {string[]} moves
 * @property {'side'|'face'} seating
 * @property {string[]|null} seats
 * @property {number|null} [seed]
 * @property {string} [id]
 * @property {number} [imported]
 */

/**
 * The set-up of a game of `variant` from a link's parameters. `quiet`: no notices about them;
 * `resume`: a saved game to take up (the link's position, if any, wins); `ended`: the record
 * in `game=` is of the game that ended on screen. `{ error }` when the engine cannot describe
 * the game.
 * @param {string} variant
 * @param {URLSearchParams} link
 * @param {{quiet?: boolean, resume?: SavedGame|null, ended?: boolean}} [how]
 * @returns {{setup: GameSetup}|{error: string}}
 */
export function linkSetup(variant, link, { quiet = false, resume = null, ended = false } = {}) {
  const params = new URLSearchParams(link);
  const spec = specOf(engine, variant);
  if (spec.error) return { error: spec.error };
  const players = spec.players;
  const notices = [];
  const { settings, notices: paramNotices } = readSettings(params, variant, players);
  if (!quiet) notices.push(...paramNotices);
  // A record's link: its game replaces any other start (a bad record only says why).
  let imported = null;
  if (params.has('game')) {
    const read = readRecord(engine, params.get('game') ?? '');
    const other = read.error ? otherGameOf(read) : read.variant !== variant && read.variant;
    if (other) notices.push(t('record.otherGame', { game: t(`variant.${other}.name`) }));
    else if (read.error) notices.push(t('record.bad', { message: read.error }));
    else imported = read;
  }
  if (imported) {
    resume = {
      start: imported.start,
      moves: imported.moves,
      seating: 'side',
      seats: seatsOf(imported.tags, players.length),
      seed: null,
    };
    params.delete('position');
  }
  let seats;
  if (resume && !params.has('position')) {
    settings.position = resume.start;
    settings.seating = resume.seating;
    settings.mode = resume.seats ? 'bot' : 'local';
    settings.seed = resume.seed ?? settings.seed;
    seats = resume.seats;
  } else {
    resume = null;
    seats = resolveSeats(settings, players);
  }
  // Three Kingdoms without banner bearers is another start position (`banners=off`).
  if (!settings.position && settings.banners === 'off') {
    settings.position = optionStart(engine, variant, 'banners=off') ?? '';
  }
  const again = new URLSearchParams(params);
  for (const name of ['position', 'game', 'review']) again.delete(name);
  return {
    setup: {
      variant,
      settings,
      seats,
      start: settings.position ?? '',
      moves: resume ? resume.moves : [],
      from: imported ? 'record' : resume ? 'saved' : 'new',
      // The game is saved once a move is played in it; until then an older saved game is kept.
      // A record's moves were not played here: the game in progress stays saved until one is.
      inProgress: !imported && !!resume && resume.moves.length > 0,
      id: (!imported && resume?.id) || null,
      // Plies that were not played here: a record's, also when its game is taken up again.
      importedPlies: imported ? imported.moves.length : (resume?.imported ?? 0),
      recordTags: imported?.tags ?? [],
      ending: imported?.ending ?? null,
      review: !!imported && params.get('review') === '1',
      ended,
      params: again,
      notices,
      room: null,
    },
  };
}

/**
 * The set-up of an online room's game, from the server's welcome: its start and log come from
 * the room (the screen resynchronises from the snapshot), this device plays the welcome's seat.
 * @param {{id: string, seat: string|null, connection: import('../online/connection.js').RoomConnection,
 *   snapshot: import('../online/room-types.js').Snapshot,
 *   OnlinePart: typeof import('../online/online-part.js').OnlinePart}} room
 * @param {string[]} notices
 * @returns {GameSetup}
 */
export function roomSetup(room, notices) {
  const variant = room.snapshot.variant;
  return {
    variant,
    settings: { seating: 'side', seed: null },
    seats: null,
    start: room.snapshot.start ?? '',
    moves: [],
    from: 'new',
    inProgress: false,
    id: null,
    importedPlies: 0,
    recordTags: [],
    ending: null,
    review: false,
    ended: false,
    params: new URLSearchParams(),
    notices,
    room,
  };
}
