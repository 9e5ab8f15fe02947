// Who plays: the link's settings, the seats they give, and the in-page new-game panel.
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

import { t, tn } from '../ui/i18n.js';
import { h, icon, choiceGroup } from '../ui/dom.js';
import { openDialog } from '../ui/dialog.js';
import { playerName } from '../games/games.js';
import { flipOption } from '../game/seating.js';
import { LEVELS, SEATS, botLevel } from '../game/controller.js';

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

let seatCounter = 0;

/**
 * The new-game panel.
 * @param {object} options
 * @param {string} options.variant
 * @param {{letter: string, name: string}[]} options.players
 * @param {Partial<Settings>} options.initial  settings to show first (seats may be set)
 * @param {(settings: object) => void} options.onStart
 * @param {(() => void)|null} [options.onOnline]  play the game with a friend online instead
 * @param {(variant: string) => number|null} [options.benlikGames]  games Benlik has learned from
 * @param {import('../games/games.js').GameParts} [options.parts]  the game's own parts: its table
 *   options and its words for the seating choice, when it has them
 * @param {{moves: number, here: boolean, onContinue: () => void}|null} [options.unfinished]  the
 *   unfinished game a new one would set aside: its moves, whether it is the game on screen, and
 *   how to go back to it (the panel says so above its choices and offers that)
 */
export function openSetup({
  variant,
  players,
  initial,
  onStart,
  onOnline = null,
  benlikGames = null,
  parts = {},
  unfinished = null,
}) {
  const many = players.length > 2;
  const letters = players.map((p) => String(p.letter));
  const state = {
    mode: initial.mode === 'bot' ? 'bot' : 'local',
    seating: initial.seating === 'face' ? 'face' : 'side',
    level: LEVELS.includes(initial.level) ? initial.level : 'normal',
    side: initial.side === 'random' || letters.includes(initial.side) ? initial.side : letters[0],
    seats:
      initial.seats?.length === players.length
        ? initial.seats.slice()
        : players.map((p, i) => (i === 0 ? 'human' : 'normal')),
  };
  if (!many && initial.seats?.length === players.length) {
    const human = initial.seats.indexOf('human');
    if (human >= 0) state.side = letters[human];
    state.level = botLevel(initial.seats) ?? state.level;
  }
  const game = t(`variant.${variant}.name`);
  const sideText = (p) => playerName(variant, p);

  const botPart = h('div', { class: 'setup-part' });
  const localPart = h('div', { class: 'setup-part' });
  const levelNote = h('p', { class: 'setup-note', 'aria-live': 'polite' });
  const benlikNote = h('p', { class: 'setup-note', 'data-note': 'benlik', text: t('setup.benlikNote') });
  const problem = h('p', { class: 'setup-problem', role: 'alert' });

  const showLevelNote = () => {
    // Each level playing is described, once, in the order of the seats.
    const levels = many ? [...new Set(state.seats.filter((s) => s !== 'human'))] : [state.level];
    let text = levels.map((level) => t(`level.${level}.about`)).join(' ');
    const usesBenlik = many ? state.seats.includes('benlik') : state.level === 'benlik';
    if (usesBenlik && benlikGames) {
      const n = benlikGames(variant);
      if (n) text = `${text} ${tn('setup.benlikGames', n)}`;
    }
    levelNote.textContent = text;
    // A level named after no difficulty says what it is before anyone picks it.
    benlikNote.hidden = usesBenlik;
  };
  const check = () => {
    const ok = state.mode !== 'bot' || !many || state.seats.includes('human');
    problem.textContent = ok ? '' : t('setup.needHuman');
    return ok;
  };
  // The game's own options (Three Kingdoms: banner bearers, the board's orientation).
  const table = parts.tableOptions?.(initial) ?? null;
  const render = () => {
    botPart.hidden = state.mode !== 'bot';
    localPart.hidden = state.mode === 'bot';
    table?.render(state);
    showLevelNote();
    check();
  };

  const levelOptions = LEVELS.map((l) => ({ value: l, text: t(`level.${l}`) }));
  if (many) {
    botPart.append(
      h(
        'fieldset',
        { class: 'choice seats', 'data-choice': 'seats' },
        h('legend', { text: t('setup.seats') }),
        players.map((p, i) => {
          const id = `setup-seat-${++seatCounter}`;
          return h(
            'div',
            { class: 'seat-row' },
            h('label', { for: id, class: `seat-name seat-${i}`, text: sideText(p) }),
            h(
              'select',
              {
                id,
                'data-seat': String(p.letter),
                on: {
                  change: (e) => {
                    state.seats[i] = e.target.value;
                    render();
                  },
                },
              },
              SEATS.map((v) =>
                h(
                  'option',
                  {
                    value: v,
                    selected: state.seats[i] === v,
                  },
                  v === 'human' ? t('setup.human') : t(`level.${v}`),
                ),
              ),
            ),
          );
        }),
      ),
    );
  } else {
    botPart.append(
      choiceGroup(t('setup.level'), 'level', levelOptions, state.level, (v) => {
        state.level = v;
        render();
      }),
      levelNote,
      benlikNote,
      choiceGroup(
        t('setup.side'),
        'side',
        [
          ...players.map((p) => ({ value: String(p.letter), text: sideText(p) })),
          { value: 'random', text: t('setup.random') },
        ],
        state.side,
        (v) => {
          state.side = v;
        },
      ),
    );
  }
  if (many) botPart.append(levelNote, benlikNote);
  const seatingText = parts.seatingLabels?.() ?? { side: t('setup.sideBySide'), face: t('setup.face') };
  // Side by side: the board may turn after every move (game/seating.js).
  const flip = flipOption(variant, players);
  localPart.append(
    choiceGroup(
      t('setup.seating'),
      'seating',
      [
        { value: 'side', text: seatingText.side },
        { value: 'face', text: seatingText.face },
      ],
      state.seating,
      (v) => {
        state.seating = v;
        flip?.sync(v);
        render();
      },
    ),
    ...(flip ? [flip.node] : []),
  );
  flip?.sync(state.seating);

  let closeSetup = () => {};
  const body = [
    unfinished &&
      h(
        'div',
        { class: 'setup-unfinished', role: 'status', 'data-unfinished': String(unfinished.moves) },
        h('p', { text: tn(unfinished.here ? 'setup.unfinishedHere' : 'setup.unfinished', unfinished.moves, { game }) }),
        h(
          'button',
          {
            type: 'button',
            'data-action': 'continue',
            on: {
              click: () => {
                closeSetup();
                unfinished.onContinue();
              },
            },
          },
          icon('play'),
          h('span', {
            text: unfinished.here ? t('setup.keepPlaying') : tn('home.continue', unfinished.moves),
          }),
        ),
      ),
    choiceGroup(
      t('setup.opponent'),
      'mode',
      [
        { value: 'bot', text: t('setup.bot') },
        { value: 'local', text: t(many ? 'setup.localMany' : 'setup.local') },
      ],
      state.mode,
      (v) => {
        state.mode = v;
        render();
      },
    ),
    botPart,
    localPart,
    ...(table ? table.nodes : []),
    problem,
  ];
  render();
  const opened = openDialog({
    title: t('setup.title', { game }),
    className: 'setup',
    body,
    actions: [
      {
        text: t('setup.start'),
        primary: true,
        data: 'start',
        onClick: () => {
          if (!check()) return false;
          const settings = {
            mode: state.mode,
            seating: state.seating,
            level: state.level,
            side: state.side,
            seats: state.mode === 'bot' && many ? state.seats.slice() : null,
          };
          table?.apply(settings);
          onStart(settings);
          return true;
        },
      },
      ...(onOnline ? [{ text: t('setup.online'), data: 'online', onClick: () => onOnline() }] : []),
      { text: t('setup.cancel'), data: 'cancel' },
    ],
  });
  closeSetup = opened.close;
  return opened;
}
