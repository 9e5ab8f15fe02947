// The takeback and rematch of an online room on its game screen: their buttons
// (`[data-action="takeback"]` while the room allows takebacks and the game is on,
// `[data-action="rematch"]` once it is over), the request or offer to answer in the room's
// message, the words announced for each step, and the move to the rematch's room.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { heldSeat, holdSeat, forgetSeat } from './seats.js';
import { controlButton, actionButton } from './buttons.js';

export class OfferControls {
  /**
   * @param {import('../game/extras.js').ExtrasContext} ctx
   * @param {import('./room-session.js').RoomSession} session
   * @param {string} room  the room's id
   */
  constructor(ctx, session, room) {
    this.ctx = ctx;
    this.session = session;
    this.room = room;
  }

  /** The two buttons, for a player's screen: [takeback, rematch]. */
  buttons() {
    this.takebackButton = controlButton('undo', t('online.takeback'), () => this.session.takeback());
    this.takebackButton.dataset.action = 'takeback';
    this.rematchButton = controlButton('restart', t('online.rematch'), () => this.session.rematchOffer());
    this.rematchButton.dataset.action = 'rematch';
    return [this.takebackButton, this.rematchButton];
  }

  /** What a step of a request meant, for the screen reader; an agreed rematch moves on. */
  changed(change) {
    const side = (letter) => this.ctx.sideParams(letter);
    if (change.type === 'takebackAsked') this.ctx.announce(t('online.takebackAskedBy', side(change.seat)));
    if (change.type === 'takenBack') this.ctx.announce(t('online.takenBack'));
    if (change.type === 'rematchOffered') this.ctx.announce(t('online.rematchOfferedBy', side(change.seat)));
    if (change.type === 'rematch') this.#goTo(change.room);
  }

  /** The buttons as the room stands: shown when they apply, named by what a tap does. */
  render() {
    const { session } = this;
    if (!this.takebackButton) return;
    const { takebacks, takeback, rematch } = session.offers;
    const answerTakeback = session.toAnswer(takeback);
    this.takebackButton.hidden = !takebacks || !session.live;
    this.takebackButton.disabled = !session.canAskTakeback && !answerTakeback;
    this.takebackButton.classList.toggle('answer', answerTakeback);
    setText(
      this.takebackButton,
      answerTakeback
        ? 'online.acceptTakeback'
        : takeback?.by === session.seat
          ? 'online.takebackAsked'
          : 'online.takeback',
    );
    const answerRematch = session.toAnswer(rematch);
    this.rematchButton.hidden = !session.over;
    this.rematchButton.disabled = !session.canRematch;
    this.rematchButton.classList.toggle('answer', answerRematch);
    setText(
      this.rematchButton,
      answerRematch ? 'online.acceptRematch' : rematch ? 'online.rematchOffered' : 'online.rematch',
    );
  }

  /** The request or offer this device's player is to answer, with Accept and Decline. */
  parts() {
    const { session } = this;
    const { takeback, rematch } = session.offers;
    const side = (letter) => this.ctx.sideParams(letter);
    const parts = [];
    if (session.live && session.toAnswer(takeback)) {
      parts.push(
        h('p', { text: t('online.takebackAskedBy', side(takeback.by)) }),
        h(
          'div',
          { class: 'online-actions' },
          actionButton('accept-takeback', t('online.acceptTakeback'), () => session.takeback(), true),
          actionButton('decline-takeback', t('online.declineTakeback'), () => session.declineTakeback()),
        ),
      );
    }
    if (session.toAnswer(rematch)) {
      parts.push(
        h('p', { text: t('online.rematchOfferedBy', side(rematch.by)) }),
        h(
          'div',
          { class: 'online-actions' },
          actionButton('accept-rematch', t('online.acceptRematch'), () => session.rematchOffer(), true),
          actionButton('decline-rematch', t('online.declineRematch'), () => session.declineRematch()),
        ),
      );
    }
    return parts;
  }

  /**
   * The rematch was agreed: this device goes to its room, its seat's token holding the next
   * seat there (two players swap sides, three kingdoms rotate), and the list of games shows
   * the new room instead of this one.
   */
  #goTo(room) {
    const held = heldSeat(this.room);
    if (held) {
      const letters = this.session.controller.players.map((p) => String(p.letter));
      const next = letters[(letters.indexOf(held.seat) + 1) % letters.length];
      holdSeat(room, {
        token: held.token,
        seat: next,
        variant: held.variant,
        push: held.push === 'off' ? 'off' : 'ask',
      });
      forgetSeat(this.room);
    }
    globalThis.location.hash = `#/r/${room}`;
  }
}

/** Names a control button by the catalog key `key`. */
function setText(button, key) {
  button.querySelector('.control-text').textContent = t(key);
}
