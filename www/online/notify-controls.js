// "Your move" notifications of a player's seat, on an online room's game screen: the menu's item
// that turns them on or off, the offer made once after creating or joining a room (yes, or not
// now), and what came of asking, said in the room's message (notifications.js asks the browser
// and the server).

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { heldSeat, setSeatPush } from './seats.js';
import { notificationsSupported, enableNotifications, disableNotifications } from './notifications.js';
import { actionButton } from './buttons.js';

export class NotifyControls {
  /**
   * @param {string} room  the room's id
   * @param {() => void} changed  what they say has changed: the room's message is drawn again
   */
  constructor(room, changed) {
    this.room = room;
    this.changed = changed;
    /** Whether this device is notified of the seat's moves (`ask`: offer it). */
    this.state = heldSeat(room)?.push ?? null;
    /** What came of turning them on or off here, or null. */
    this.note = null;
  }

  /** The game menu's item: notifications on, or off while they are on. */
  menuItem() {
    const on = heldSeat(this.room)?.push === 'on';
    return on
      ? { text: t('online.notifyOff'), data: 'notify-off', action: () => this.#off() }
      : { text: t('online.notify'), data: 'notify', action: () => this.#on() };
  }

  /**
   * Their part of the room's message: what came of asking, else the offer made once after
   * creating or joining a room (notifications, yes or not now).
   * @param {string|null} seat  this device's seat letter (null: a watcher, offered nothing)
   * @param {boolean} over  whether the game is over (nothing is offered then)
   * @returns {Node[]}
   */
  parts(seat, over) {
    if (this.note) return [h('p', { class: 'online-push-note', 'data-push-note': '', text: this.note })];
    if (!seat || this.state !== 'ask' || over || !notificationsSupported()) return [];
    return [
      h('p', { class: 'online-push-offer', text: t('online.notifyAsk') }),
      h(
        'div',
        { class: 'online-actions' },
        actionButton('notify-yes', t('online.notifyYes'), () => this.#on(), true),
        actionButton('notify-no', t('online.notifyNo'), () => {
          setSeatPush(this.room, 'off');
          this.state = 'off';
          this.changed();
        }),
      ),
    ];
  }

  /** Turns "your move" notifications on for this seat (the browser asks its permission). */
  async #on() {
    if (!notificationsSupported()) {
      this.note = t('online.notifyUnsupported');
    } else {
      const result = await enableNotifications(this.room);
      this.note =
        result === 'on'
          ? t('online.notifyOn')
          : result.problem === 'denied'
            ? t('online.notifyDenied')
            : result.problem === 'unsupported'
              ? t('online.notifyUnsupported')
              : t('online.notifyFailed', { message: result.message ?? '' });
    }
    this.state = heldSeat(this.room)?.push ?? null;
    this.changed();
  }

  async #off() {
    await disableNotifications(this.room);
    this.state = 'off';
    this.note = null;
    this.changed();
  }
}
