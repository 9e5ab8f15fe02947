// The game screen's notices (a link's bad settings, Benlik, the engine…), kept from pushing the
// board off a phone's screen: the newest shows, the others wait behind one "n more" button that
// shows them all; each has its Dismiss button. Phones held sideways and wide screens float the
// stack over the side column instead of above the board (style.css).

import { t, tn } from '../ui/i18n.js';
import { h, notice } from '../ui/dom.js';

/** The stack of one game screen; `element` goes above the board. */
export class NoticeStack {
  constructor() {
    this.items = h('div', { class: 'notice-items' });
    this.more = h('button', {
      type: 'button',
      class: 'notice-more',
      'aria-expanded': 'false',
      hidden: true,
      on: { click: () => this.#expand(!this.expanded) },
    });
    this.expanded = false;
    this.element = h('div', { class: 'notices' }, this.items, this.more);
    // A notice removes itself when dismissed: the count follows.
    this.observer = new MutationObserver(() => this.#render());
    this.observer.observe(this.items, { childList: true });
  }

  /** Shows a message, newest first, until dismissed. */
  add(text) {
    this.addElement(notice(text, t('notice.close')));
  }

  /** Shows a notice built elsewhere (an element with its own Dismiss button), newest first. */
  addElement(node) {
    this.items.prepend(node);
    this.#render();
  }

  #expand(on) {
    this.expanded = on;
    this.#render();
  }

  #render() {
    const hiddenCount = this.items.children.length - 1;
    if (hiddenCount < 1) this.expanded = false;
    this.element.classList.toggle('expanded', this.expanded);
    this.more.hidden = hiddenCount < 1;
    this.more.setAttribute('aria-expanded', String(this.expanded));
    this.more.textContent = this.expanded ? t('notice.fewer') : tn('notice.more', hiddenCount);
  }

  /** Stops counting (the screen goes). */
  destroy() {
    this.observer.disconnect();
  }
}
