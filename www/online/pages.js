// Online play's own screens: the set-up of a room (clock, side, Three Kingdoms' banner option,
// who may join, "Create the room"), the list of this browser's online games on the home screen, and the
// words for a room that cannot be opened.

import { h, choiceGroup, icon, iconButton, refreshWhenVisible } from '../ui/dom.js';
import { t, known, capitalize, sideName } from '../ui/i18n.js';
import { createRoom, roomSummary } from './api.js';
import { heldSeats, holdSeat, forgetSeat } from './seats.js';
import { reportMovesWaiting } from './notifications.js';
import { formatClock, formatDaysClock, clockName } from './clock-text.js';
import { byUrgency, timeLeft, yourMove } from './games-order.js';
import { outcomeWords } from '../games/outcome-words.js';

/** The clocks offered: none, then base minutes + increment seconds; and games by days. */
export const CLOCKS = [null, [3, 2], [5, 3], [10, 5], [15, 10]];

/** The days per move a game by days may have (the server accepts these). */
export const DAYS = [1, 2, 3, 5, 7, 14];

/** The words for an API or welcome refusal that keeps a room from opening. */
export function roomProblem(code, message = '') {
  switch (code) {
    case 'room_not_found':
      return t('online.roomMissing');
    case 'expired':
      return t('online.expired');
    case 'seat_taken':
      return t('online.seatTaken');
    case 'not_open':
      return t('online.notOpen');
    case 'bad_invite':
      return t('online.badInvite');
    case 'offline':
      return t('online.needsNetwork');
    default:
      return known(`online.error.${code}`)
        ? t(`online.error.${code}`)
        : t('online.refused', { message: message || code });
  }
}

/**
 * The online set-up of `variant` (`#/<variant>?mode=online`): choose the clock, the side and in
 * Three Kingdoms the banner option, then "Create the room". `onCreated(room)` opens it.
 * @param {object} options
 * @param {string} options.variant
 * @param {{letter: string, name: string}[]} options.players
 * @param {(room: string) => void} options.onCreated
 * @param {() => void} options.onBack
 */
export function renderOnlineSetup({ variant, players, onCreated, onBack }) {
  const game = t(`variant.${variant}.name`);
  const state = { clock: '2', days: 2, side: 'random', banners: 'on', takebacks: 'off', who: 'link' };
  // Takebacks default to the clock (allowed only without one) until the player picks.
  let takebacksPicked = false;
  const takebacksGroup = choiceGroup(
    t('online.takebacks'),
    'takebacks',
    [
      { value: 'on', text: t('online.takebacksOn') },
      { value: 'off', text: t('online.takebacksOff') },
    ],
    state.takebacks,
    (v) => {
      state.takebacks = v;
      takebacksPicked = true;
    },
  );
  const takebacksByClock = () => {
    if (takebacksPicked) return;
    state.takebacks = CLOCKS[Number(state.clock)] === null ? 'on' : 'off';
    for (const input of takebacksGroup.querySelectorAll('input')) input.checked = input.value === state.takebacks;
  };
  const daysGroup = choiceGroup(
    t('online.perMove'),
    'days',
    DAYS.map((n) => ({
      value: String(n),
      text: clockName({ days: n }),
    })),
    String(state.days),
    (v) => {
      state.days = Number(v);
    },
  );
  const daysNote = h('p', { class: 'setup-note', text: t('online.daysNote') });
  const showDays = () => {
    daysGroup.hidden = state.clock !== 'days';
    daysNote.hidden = daysGroup.hidden;
  };
  const clockGroup = choiceGroup(
    t('online.clock'),
    'clock',
    [
      ...CLOCKS.map((c, i) => ({ value: String(i), text: c ? `${c[0]}+${c[1]}` : t('online.noClock') })),
      { value: 'days', text: t('online.byDays') },
    ],
    state.clock,
    (v) => {
      state.clock = v;
      showDays();
      takebacksByClock();
    },
  );
  showDays();
  const sideGroup = choiceGroup(
    t('online.side'),
    'side',
    [
      ...players.map((p) => ({ value: String(p.letter), text: capitalize(sideName(p.name)) })),
      { value: 'random', text: t('online.random') },
    ],
    state.side,
    (v) => {
      state.side = v;
    },
  );
  const bannerGroup =
    variant === 'sanguo'
      ? choiceGroup(
          t('online.banners'),
          'banners',
          [
            { value: 'on', text: t('sanguo.setup.on') },
            { value: 'off', text: t('sanguo.setup.off') },
          ],
          state.banners,
          (v) => {
            state.banners = v;
          },
        )
      : null;
  // An open game is listed on everyone's home screen until its seats are taken.
  const whoGroup = choiceGroup(
    t('online.who'),
    'who',
    [
      { value: 'link', text: t('online.whoLink') },
      { value: 'open', text: t('online.whoOpen') },
    ],
    state.who,
    (v) => {
      state.who = v;
    },
  );
  const problem = h('p', { class: 'setup-problem', role: 'alert' });
  const create = h(
    'button',
    { type: 'button', class: 'primary online-create', 'data-online': 'create' },
    t('online.create'),
  );
  create.addEventListener('click', async () => {
    problem.textContent = '';
    if (navigator.onLine === false) {
      problem.textContent = t('online.needsNetwork');
      return;
    }
    create.disabled = true;
    create.textContent = t('online.creating');
    const fischer = state.clock === 'days' ? null : CLOCKS[Number(state.clock)];
    const answer = await createRoom({
      variant,
      clock:
        state.clock === 'days' ? { days: state.days } : fischer ? { base_s: fischer[0] * 60, inc_s: fischer[1] } : null,
      seat: state.side,
      takebacks: state.takebacks === 'on',
      ...(variant === 'sanguo' ? { banners: state.banners === 'on' } : {}),
      ...(state.who === 'open' ? { open: true } : {}),
    });
    create.disabled = false;
    create.textContent = t('online.create');
    if (answer.error) {
      problem.textContent =
        answer.error.code === 'offline'
          ? t('online.needsNetwork')
          : t('online.failed', { message: answer.error.message });
      return;
    }
    holdSeat(answer.room, {
      token: answer.token,
      seat: answer.seat,
      variant,
      invites: answer.invites ?? {},
      push: 'ask',
    });
    onCreated(answer.room);
  });
  const back = iconButton('back', t('game.back'), onBack);
  return h(
    'main',
    { class: 'online-setup', 'data-online-setup': variant },
    h(
      'header',
      { class: 'bar' },
      back,
      h(
        'h1',
        { class: 'bar-title', tabindex: '-1' },
        h('span', { class: 'bar-game', text: t('online.setupTitle', { game }) }),
      ),
    ),
    h(
      'div',
      { class: 'online-setup-body' },
      clockGroup,
      daysGroup,
      daysNote,
      takebacksGroup,
      sideGroup,
      bannerGroup,
      whoGroup,
      h('p', { class: 'setup-note', text: t('online.note') }),
      problem,
      h('div', { class: 'online-actions' }, create),
    ),
  );
}

/**
 * "Your online games": every room this browser holds a seat in, live and by days, the games
 * where it is this device's move first, then by the time left to move, each with whose move it
 * is, the time left and the last move, read from the server (a room it cannot reach says so).
 * Finished games go to the list's "Finished" part. The list is read again whenever the page
 * becomes visible, and tells the service worker the rooms waiting for this device's move (the
 * app's badge). `playersOf(variant)` (or a promise of them) names the sides. Hidden when empty.
 */
export function renderOnlineGames(playersOf) {
  const section = h('section', { class: 'online-games', 'aria-labelledby': 'online-games-title', hidden: true });
  const list = h('ul', { class: 'online-game-list', 'data-online-list': 'current' });
  const pastList = h('ul', { class: 'online-game-list', 'data-online-list': 'finished' });
  const past = h(
    'details',
    { class: 'online-games-past', hidden: true },
    h('summary', { text: t('online.finishedGames') }),
    pastList,
  );
  section.append(h('h2', { class: 'home-heading', id: 'online-games-title', text: t('online.yourGames') }), list, past);
  let reading = 0;
  const refresh = async () => {
    const seats = heldSeats();
    section.hidden = seats.length === 0;
    if (!seats.length) return;
    const reads = ++reading;
    const rows = await Promise.all(
      seats.map(async (seat) => {
        const summary = await roomSummary(seat.room);
        return { seat, summary, players: await playersOf(seat.variant) };
      }),
    );
    if (reads !== reading) return;
    const current = rows.filter((r) => !['ended', 'aborted'].includes(r.summary.status)).sort(byUrgency);
    const finished = rows.filter((r) => ['ended', 'aborted'].includes(r.summary.status));
    const item = (row) => gameItem(row, () => refresh());
    list.replaceChildren(...current.map(item));
    pastList.replaceChildren(...finished.map(item));
    past.hidden = finished.length === 0;
    reportMovesWaiting(current.filter(yourMove).map((r) => r.seat.room));
  };
  refreshWhenVisible(section, refresh);
  return section;
}

/** One game of the list: its link, what it says, and Remove. */
function gameItem(row, removed) {
  const { seat, summary } = row;
  const game = t(`variant.${seat.variant}.name`);
  const item = h(
    'li',
    { class: 'online-game', 'data-online-room': seat.room, 'data-status': summary.status ?? 'unknown' },
    h(
      'a',
      { class: 'online-game-link', href: `#/r/${seat.room}` },
      h('span', { class: 'game-name', text: game }),
      h('span', { class: 'online-game-status', text: summaryText(summary, seat, row.players) }),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'icon-button',
        'aria-label': t('online.forgetLabel', { game }),
        title: t('online.forget'),
        on: {
          click: () => {
            forgetSeat(seat.room);
            removed();
          },
        },
      },
      icon('close'),
    ),
  );
  if (yourMove(row)) item.dataset.yourTurn = '';
  return item;
}

function summaryText(summary, seat, players) {
  if (summary.error) return t('online.unreachable');
  const name = (letter) => capitalize(sideName(players?.find((p) => String(p.letter) === letter)?.name ?? letter));
  if (summary.status === 'waiting') return t('online.statusWaiting');
  if (summary.status === 'aborted') return t('online.statusAborted');
  if (summary.status === 'ended') {
    const { result } = summary;
    if (!result) return t('online.statusEnded');
    const outcome = {
      players: (players ?? []).map((p) => [String(p.letter), p.name]),
      winners: result.winners.map(String),
      rule: result.rule,
    };
    return outcomeWords(seat.variant, outcome, seat.seat);
  }
  const turn =
    summary.to_move === seat.seat ? t('online.yourTurn') : t('online.theirTurn', { Side: name(summary.to_move) });
  const left = timeLeft({ summary });
  const format = summary.clock?.days ? formatDaysClock : formatClock;
  const clock = Number.isFinite(left) ? ` · ${format(left)}` : '';
  const last = summary.last_move ? ` · ${t('online.lastMove', { mv: summary.last_move })}` : '';
  return `${turn}${clock}${last}`;
}
