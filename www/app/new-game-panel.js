// The new-game panel: who plays a game about to start on this device (the computer's level and
// the human's side, each seat's player with more than two, or people side by side or face to
// face), the game's own options, and the unfinished game it would set aside. What it chooses is
// given as the link's settings (setup.js).

import { t, tn } from '../ui/i18n.js';
import { h, icon, choiceGroup } from '../ui/dom.js';
import { openDialog } from '../ui/dialog.js';
import { playerName } from '../games/games.js';
import { flipOption } from '../game/seating.js';
import { LEVELS, SEATS, botLevel } from '../game/controller.js';

let seatCounter = 0;

/**
 * The new-game panel.
 * @param {object} options
 * @param {string} options.variant
 * @param {{letter: string, name: string}[]} options.players
 * @param {Partial<import('./setup.js').Settings>} options.initial  settings to show first (seats may be set)
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
