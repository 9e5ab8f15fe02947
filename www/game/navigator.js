// Stepping through the game: ◀ ▶ (and the arrow keys outside the board) show earlier
// positions, "Viewing move 12 of 40" says which, and a button returns to the live game. The row
// also holds the record's Share button and the engine review's button, both hidden while the
// engine may not help (a live online game: controller.engineHelp). It only asks the controller
// to view a position (controller.view): the board draws what the controller shows.

import { h, icon } from '../ui/dom.js';
import { t } from '../ui/i18n.js';

export class Navigator {
  /**
   * @param {object} options
   * @param {import('./controller.js').GameController} options.controller
   * @param {() => void} options.onExport
   * @param {HTMLElement} options.reviewButton
   */
  constructor({ controller, onExport, reviewButton }) {
    this.controller = controller;
    const button = (name, label, action, onClick) =>
      h(
        'button',
        {
          type: 'button',
          class: 'icon-button nav-button',
          'aria-label': label,
          title: label,
          'data-action': action,
          on: { click: onClick },
        },
        icon(name),
      );
    this.back = button('back', t('view.back'), 'view-back', () => controller.step(-1));
    this.forward = button('back', t('view.forward'), 'view-forward', () => controller.step(1));
    this.forward.classList.add('nav-forward');
    this.label = h('span', { class: 'nav-label', 'data-viewing-label': '', role: 'status' });
    this.live = h(
      'button',
      {
        type: 'button',
        class: 'nav-live',
        'data-action': 'live',
        on: { click: () => controller.view(null) },
      },
      t('view.live'),
    );
    this.exportButton = h(
      'button',
      {
        type: 'button',
        class: 'nav-export',
        'data-action': 'export',
        title: t('record.exportLabel'),
        on: { click: onExport },
      },
      t('record.export'),
    );
    this.reviewButton = reviewButton;
    this.element = h(
      'div',
      { class: 'game-nav', role: 'group', 'aria-label': t('game.moves') },
      this.back,
      this.forward,
      this.label,
      this.live,
      h('span', { class: 'nav-gap' }),
      reviewButton,
      this.exportButton,
    );
    this.render();
  }

  /** Arrow keys outside the board step through the game. */
  onKey(event, board) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (board.contains(event.target)) return;
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.closest?.('input, textarea, select, .menu')) return;
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!delta) return;
    if (this.controller.step(delta)) event.preventDefault();
  }

  render() {
    const c = this.controller;
    const total = c.played.length;
    const at = c.viewing ?? total;
    this.back.disabled = at <= 0;
    this.forward.disabled = c.viewing === null;
    this.live.hidden = c.viewing === null;
    this.reviewButton.hidden = !c.engineHelp;
    this.exportButton.hidden = !c.engineHelp;
    this.label.textContent =
      c.viewing === null ? '' : c.viewing === 0 ? t('view.start') : t('view.viewing', { n: c.viewing, total });
  }
}
