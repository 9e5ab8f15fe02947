// Quick phrases in a room: the only words players send each other (no free text, nothing to
// moderate). A player picks one from a menu and the server passes its id on; every device
// shows it in its reader's own language, for a few seconds beside the sender's seat
// (`[data-said="<letter>"]`) and in a collapsible log (`[data-phrase-log]`, whose `data-heard`
// counts the phrases received, muted ones included), and announces it
// to screen readers. Anyone may mute the others' phrases (kept on this device).

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { readText, writeText } from '../platform/storage.js';

/**
 * The phrase ids, in menu order: the list of crates/protocol/src/phrase.rs (the server refuses
 * any other; tests/unit/phrases.test.mjs keeps the two alike). Each one's words are
 * `online.phrase.<id>` in every catalog.
 */
export const PHRASES = [
  'hello',
  'good_luck',
  'have_fun',
  'nice_move',
  'oops',
  'one_moment',
  'your_move',
  'thanks',
  'well_played',
  'good_game',
  'rematch',
  'bye',
];

/** How long a phrase stays beside its seat. */
const SHOWN_MS = 5_000;
/** The server's least time between two phrases of one seat: the menu waits as long. */
const GAP_MS = 3_000;
/** A phrase older than this (by the server's time) arrived late, after a reconnection: logged, not shown. */
const FRESH_MS = 15_000;
/** The log keeps the latest phrases only. */
const LOG_SIZE = 30;
/** Where muting is kept. */
const MUTE_KEY = 'phrases.muted';

/** Whether this device hides the other players' phrases. */
export function phrasesMuted() {
  return readText(MUTE_KEY) === '1';
}

export class PhrasePanel {
  /**
   * @param {object} options
   * @param {string|null} options.seat  this device's seat, or null for a watcher (who cannot speak)
   * @param {(id: string) => void} options.say  sends a phrase
   * @param {(letter: string) => Record<string, string>} options.sideParams  a side's names
   * @param {(letter: string) => HTMLElement|null} options.seatElement  where a seat is drawn
   * @param {(text: string) => void} options.announce  says something in the live region
   */
  constructor({ seat, say, sideParams, seatElement, announce }) {
    this.seat = seat;
    this.sendPhrase = say;
    this.sideParams = sideParams;
    this.seatElement = seatElement;
    this.announce = announce;
    this.muted = phrasesMuted();
    /** Letter → the timer that takes its bubble away. */
    this.timers = new Map();
    this.menu = h(
      'div',
      {
        class: 'online-phrase-menu',
        'data-phrase-menu': '',
        hidden: true,
        role: 'group',
        'aria-label': t('online.phrasesTitle'),
      },
      PHRASES.map((id) =>
        h(
          'button',
          {
            type: 'button',
            'data-phrase': id,
            on: { click: () => this.#say(id) },
          },
          t(`online.phrase.${id}`),
        ),
      ),
    );
    this.toggle = h(
      'button',
      {
        type: 'button',
        'data-online': 'phrases',
        'aria-expanded': 'false',
        hidden: !seat,
        on: { click: () => this.#openMenu(this.menu.hidden) },
      },
      t('online.phrases'),
    );
    this.list = h('ol', { class: 'online-phrase-list' });
    this.summary = h('summary', { text: t('online.phraseLog', { n: 0 }) });
    this.muteButton = h('button', {
      type: 'button',
      'data-online': 'mute-phrases',
      on: { click: () => this.#setMuted(!this.muted) },
    });
    this.log = h(
      'details',
      { class: 'online-phrase-log', 'data-phrase-log': '' },
      this.summary,
      this.list,
      this.muteButton,
    );
    this.root = h('div', { class: 'online-phrases' }, this.toggle, this.menu, this.log);
    /** Phrases shown in the log, and phrases received (muted ones too). */
    this.count = 0;
    this.heard = 0;
    this.#drawMute();
  }

  /** A phrase said in the room (by `seat`, at the server's Unix time `at`). */
  said(seat, id, at) {
    if (!PHRASES.includes(id)) return;
    this.heard += 1;
    this.log.dataset.heard = String(this.heard);
    const mine = seat === this.seat;
    if (this.muted && !mine) return;
    const text = t('online.said', { ...this.sideParams(seat), phrase: t(`online.phrase.${id}`) });
    this.list.prepend(h('li', { 'data-said-by': seat }, text));
    while (this.list.children.length > LOG_SIZE) this.list.lastElementChild?.remove();
    this.count += 1;
    this.summary.textContent = t('online.phraseLog', { n: this.count });
    if (Math.abs(Date.now() - at) > FRESH_MS) return;
    this.#bubble(seat, t(`online.phrase.${id}`));
    if (!mine) this.announce(text);
  }

  /** Takes the bubbles' timers away with the screen. */
  destroy() {
    for (const timer of this.timers.values()) clearTimeout(timer);
  }

  #say(id) {
    this.sendPhrase(id);
    this.#openMenu(false);
    // The server allows one phrase every few seconds: the menu waits as long.
    this.toggle.disabled = true;
    setTimeout(() => {
      this.toggle.disabled = false;
    }, GAP_MS);
  }

  #openMenu(open) {
    this.menu.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
  }

  #bubble(seat, text) {
    const place = this.seatElement(seat);
    if (!place) return;
    let bubble = /** @type {HTMLElement|null} */ (place.querySelector('[data-said]'));
    if (!bubble) {
      bubble = h('span', { class: 'online-said', 'data-said': seat, 'aria-hidden': 'true' });
      place.append(bubble);
    }
    bubble.textContent = text;
    clearTimeout(this.timers.get(seat));
    this.timers.set(
      seat,
      setTimeout(() => bubble?.remove(), SHOWN_MS),
    );
  }

  #setMuted(muted) {
    this.muted = muted;
    writeText(MUTE_KEY, muted ? '1' : null);
    if (muted) {
      for (const bubble of this.root.ownerDocument.querySelectorAll('[data-said]')) {
        if (bubble.getAttribute('data-said') !== this.seat) bubble.remove();
      }
    }
    this.#drawMute();
  }

  #drawMute() {
    this.muteButton.textContent = t(this.muted ? 'online.unmutePhrases' : 'online.mutePhrases');
    this.muteButton.setAttribute('aria-pressed', String(this.muted));
    this.log.dataset.muted = this.muted ? '1' : '0';
  }
}
