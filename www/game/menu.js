// The game screen's menu (the bar's ☰ button): items given by the view and by the game's own
// part, checkbox items for settings, closed by Escape, a click elsewhere or a choice.

import { h, icon, usingKeyboard } from '../ui/dom.js';
import { t } from '../ui/i18n.js';

/**
 * @typedef {object} MenuItem
 * @property {string} text
 * @property {string} data        its `data-menu` value (tests and styles find it by that)
 * @property {() => void} action
 * @property {boolean} [checked]  a checkbox item (its state shown with `aria-checked`)
 * @property {boolean} [first]    put it before the others
 * @property {() => boolean} [shown]  asked each time the menu opens: false hides the item
 * @property {(set: (on: boolean) => void) => void} [bind]  receives the setter of a checkbox item
 */

export class Menu {
  constructor() {
    this.button = h(
      'button',
      {
        type: 'button',
        class: 'icon-button menu-button',
        'aria-label': t('menu.label'),
        title: t('menu.label'),
        'aria-expanded': 'false',
        'aria-haspopup': 'true',
        on: { click: () => this.toggle() },
      },
      icon('menu'),
    );
    this.element = h('div', { class: 'menu', hidden: true, role: 'group', 'aria-label': t('menu.label') });
    /** The items shown only at times: each one's condition, asked as the menu opens. */
    this.conditions = new Map();
    this.onPointer = (e) => {
      if (this.element.hidden) return;
      if (this.element.contains(e.target) || this.button.contains(e.target)) return;
      this.close();
    };
    document.addEventListener('pointerdown', this.onPointer, true);
  }

  /**
   * Adds an item; returns a function that sets a checkbox item's state.
   * @param {MenuItem} item
   */
  add({ text, data, action, checked, first = false, shown = null }) {
    const extra = checked === undefined ? {} : { role: 'menuitemcheckbox', 'aria-checked': String(checked) };
    const node = h(
      'button',
      {
        type: 'button',
        class: 'menu-item',
        'data-menu': data,
        ...extra,
        on: {
          click: () => {
            this.close();
            action();
          },
        },
      },
      text,
    );
    if (first) this.element.prepend(node);
    else this.element.append(node);
    if (shown) this.conditions.set(node, shown);
    return (on) => node.setAttribute('aria-checked', String(on));
  }

  toggle() {
    if (this.element.hidden) {
      for (const [node, shown] of this.conditions) node.hidden = !shown();
      this.element.hidden = false;
      this.button.setAttribute('aria-expanded', 'true');
      if (usingKeyboard()) this.element.querySelector('button')?.focus();
    } else {
      this.close();
    }
  }

  close() {
    this.element.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
  }

  /** Escape inside the game screen closes the menu (focus back on its button if it was inside). */
  onKey(e) {
    if (e.key !== 'Escape' || this.element.hidden) return;
    const inside = this.element.contains(document.activeElement);
    this.close();
    if (inside) this.button.focus();
  }

  destroy() {
    document.removeEventListener('pointerdown', this.onPointer, true);
  }
}
