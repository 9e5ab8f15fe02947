// The online pages of the router: a game's online set-up (`#/<variant>?mode=online`) and an
// online room (`#/r/<room>`, `#/r/<room>/j/<invite>`, `#/r/<room>/s/<seat token>`, and
// `#/r/<room>/o` for a free seat of an open game), which claims, takes or keeps the seat, connects, and opens the room's game with the welcome's snapshot.

import { t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { GAMES } from '../engine/variants.js';
import { engine, Session } from '../engine/engine.js';
import { renderOnlineSetup, roomProblem } from '../online/pages.js';
import { claimSeat, takeSeat, socketUrl } from '../online/api.js';
import { heldSeat, holdSeat, forgetSeat, isCapability } from '../online/seats.js';
import { page, clear, showFatal } from './page.js';

/**
 * What the router lends the online pages.
 * @typedef {object} RoomNavigation
 * @property {(notices?: string[]) => void} showHome
 * @property {(variant: string) => Promise<object|null>} prepareGame  loads a game's pages'
 *   modules: the game screens' (with openGame and roomSetup), or null when they failed
 * @property {(variant: string) => {letter: string, name: string}[]|null} playersOf
 */

/** The online set-up of a variant (`#/<variant>?mode=online`). */
export function showOnlineSetup(variant, nav) {
  clear();
  const players = nav.playersOf(variant);
  if (!players) {
    nav.showHome([t('notice.unknownGame', { id: variant })]);
    return;
  }
  document.title = `${t('online.play')} · ${t(`variant.${variant}.name`)} · ${t('app.name')}`;
  page.root.append(
    renderOnlineSetup({
      variant,
      players,
      onCreated: (room) => {
        location.hash = `#/r/${room}`;
      },
      onBack: () => {
        location.hash = '#/';
      },
    }),
  );
  page.root.querySelector('h1')?.focus({ preventScroll: true });
}

/** Each room opening gets a number: an answer for an older one (the player moved on) is dropped. */
let roomOpening = 0;

/**
 * An online room: `#/r/<room>` (watch, or play the seat this browser holds), `#/r/<room>/j/<invite>`
 * (claim the invitation's seat), `#/r/<room>/s/<seat token>` (continue a seat from another
 * device). The secrets leave the address at once; the seat token stays in this browser.
 * @param {string[]} parts  the address's path
 * @param {RoomNavigation} nav
 * @param {(screens: any, setup: import('./game-setup.js').GameSetup) => void} open  opens the
 *   room's game (openGame)
 */
export async function showRoom(parts, nav, open) {
  const [, room, kind, secret] = parts;
  const opening = ++roomOpening;
  const stale = () => opening !== roomOpening;
  const wellFormed =
    isCapability(room) &&
    (parts.length === 2 ||
      (parts.length === 3 && kind === 'o') ||
      (parts.length === 4 && ['j', 's'].includes(kind) && isCapability(secret)));
  if (!wellFormed) {
    nav.showHome([t('online.roomMissing')]);
    return;
  }
  clear();
  page.root.append(h('p', { class: 'loading', role: 'status', text: t('online.connecting') }));
  const notices = [];
  if (kind) {
    history.replaceState(null, '', `#/r/${room}`);
    if ((kind === 'j' || kind === 'o') && !heldSeat(room)) {
      // An invitation claims its seat; an open game's free seat is taken without one.
      const claimed = kind === 'o' ? await takeSeat(room) : await claimSeat(room, secret);
      if (stale()) return;
      if (claimed.error) {
        notices.push(roomProblem(claimed.error.code, claimed.error.message));
        if (claimed.error.code === 'room_not_found' || claimed.error.code === 'offline') {
          nav.showHome(notices);
          return;
        }
      } else {
        holdSeat(room, { token: claimed.token, seat: claimed.seat, variant: '?', push: 'ask' });
      }
    } else if (kind === 's') {
      holdSeat(room, { token: secret, seat: '?', variant: '?' });
    }
  }
  const held = heldSeat(room);
  const { RoomConnection } = await import('../online/connection.js');
  if (stale()) return;
  const welcome = await firstWelcome(RoomConnection, room, held?.token ?? null);
  if (stale()) {
    welcome.connection?.close();
    return;
  }
  if (welcome.error) {
    welcome.connection?.close();
    if (welcome.error.code === 'bad_token' && held) forgetSeat(room);
    nav.showHome([...notices, roomProblem(welcome.error.code, welcome.error.message)]);
    return;
  }
  const { frame, connection } = welcome;
  const snapshot = frame.snapshot;
  const variant = snapshot.variant;
  if (held) holdSeat(room, { ...held, seat: frame.seat ?? held.seat, variant });
  // A game this page does not know gets the engine's word for it.
  let screens = null;
  let OnlinePart = null;
  if (GAMES.includes(variant)) {
    try {
      screens = await nav.prepareGame(variant);
      if (screens) ({ OnlinePart } = await import('../online/online-part.js'));
    } catch (error) {
      showFatal(error);
    }
    if (stale() || !OnlinePart) {
      connection.close();
      return;
    }
  } else {
    connection.close();
    const created = Session.create(engine, variant, snapshot.start ?? '');
    created.session?.free();
    nav.showHome([t('notice.engineError', { message: created.error ?? variant })]);
    return;
  }
  open(
    screens,
    screens.roomSetup(
      {
        id: room,
        seat: frame.seat ?? null,
        connection,
        snapshot,
        OnlinePart,
      },
      notices,
    ),
  );
}

/**
 * Connects to `room` (with online/connection.js's RoomConnection) and waits for the server's
 * first answer: `{frame, connection}` with the welcome and its snapshot, or `{error, connection}`
 * (no such room, a bad token, no network).
 */
function firstWelcome(RoomConnection, room, token) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const connection = new RoomConnection({
      url: socketUrl(room),
      room,
      token,
      onFrame: (frame) => {
        if (frame.t === 'welcome' && frame.snapshot) settle({ frame, connection });
        else if (frame.t === 'err') settle({ error: { code: frame.code, message: frame.message }, connection });
      },
      onState: (state) => {
        if (state === 'offline') settle({ error: { code: 'offline', message: 'offline' }, connection });
      },
    });
  });
}
