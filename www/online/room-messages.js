// What the room's message area says, drawn from the room session (room-session.js): the
// waiting room's invitations, and while the game is under way another player's draw offer with
// its answers, the first move's countdown and each player gone (with Claim and Wait on once
// their time is up; a watcher is only told who has left). online-part.js puts them together.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { roomLink } from './api.js';
import { heldSeat } from './seats.js';
import { linkRow } from './link-row.js';
import { actionButton } from './buttons.js';

/** @typedef {import('./room-session.js').RoomSession} RoomSession */
/** @typedef {(letter: string) => Record<string, string>} SideWords  a side's words for messages */

/**
 * The waiting room: one invitation link per free seat of `room`, with Share and Copy.
 * @param {string} room
 * @param {RoomSession} session
 * @param {SideWords} side
 * @returns {HTMLElement[]}
 */
export function invitations(room, session, side) {
  const invites = heldSeat(room)?.invites ?? {};
  const free = session.seats.filter((s) => !s.taken);
  const parts = [h('p', { text: t(free.length > 1 ? 'online.waitingMany' : 'online.waiting') })];
  const shareText = t('online.shareText', { game: t(`variant.${session.controller.variant}.name`) });
  for (const seat of free) {
    const invite = invites[seat.letter];
    if (!invite) continue;
    parts.push(
      h(
        'div',
        { class: 'online-invite' },
        h('span', { class: 'online-invite-for', text: t('online.inviteFor', side(seat.letter)) }),
        linkRow(roomLink(room, { invite }), 'invite', seat.letter, shareText),
      ),
    );
  }
  return parts;
}

/**
 * While the game is under way: another's draw offer, the first move's countdown, the players gone.
 * @param {RoomSession} session
 * @param {string|null} seat  this device's seat, null for a watcher
 * @param {SideWords} side
 * @returns {HTMLElement[]}
 */
export function liveNotices(session, seat, side) {
  const { controller, drawOffer, firstMoveBy, goneAt, waitingOn } = session;
  const seconds = (at) => session.secondsTo(at);
  const parts = [];
  if (drawOffer && drawOffer !== seat && seat) {
    parts.push(
      h('p', { text: t('online.drawOfferedBy', side(drawOffer)) }),
      h(
        'div',
        { class: 'online-actions' },
        actionButton('accept-draw', t('online.acceptDraw'), () => session.draw(), true),
        actionButton('decline-draw', t('online.declineDraw'), () => session.declineDraw()),
      ),
    );
  }
  if (firstMoveBy !== null) {
    const s = seconds(firstMoveBy);
    parts.push(
      h('p', { class: 'online-first-move', text: t('online.firstMove', { ...side(controller.state.turn), s }) }),
    );
  }
  for (const [letter, at] of goneAt) {
    if (letter === seat || !controller.alive.includes(letter)) continue;
    const s = seconds(at);
    if (!seat) {
      parts.push(h('p', { class: 'online-gone', 'data-gone': letter, text: t('online.goneNow', side(letter)) }));
    } else if (s > 0) {
      parts.push(h('p', { class: 'online-gone', 'data-gone': letter, text: t('online.gone', { ...side(letter), s }) }));
    } else if (!waitingOn.has(letter)) {
      parts.push(
        h('p', { class: 'online-gone', 'data-gone': letter, text: t('online.goneNow', side(letter)) }),
        h(
          'div',
          { class: 'online-actions' },
          actionButton('claim-win', t('online.claimWin'), () => session.claim('win'), true),
          controller.players.length === 2
            ? actionButton('claim-draw', t('online.claimDraw'), () => session.claim('draw'))
            : null,
          actionButton('keep-waiting', t('online.keepWaiting'), () => session.keepWaiting(letter)),
        ),
      );
    }
  }
  return parts;
}
