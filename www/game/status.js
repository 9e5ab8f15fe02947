// The status line above the board: a badge in the colour of the side to move, whose move it is
// (or the result), the computer's thinking dots, check.

import { h } from '../ui/dom.js';
import { statusText } from './words.js';

export class StatusLine {
  constructor() {
    this.badge = h('span', { class: 'turn-badge', 'aria-hidden': 'true' });
    this.text = h('span', { class: 'status-text' });
    this.dots = h(
      'span',
      { class: 'thinking-dots', 'aria-hidden': 'true', hidden: true },
      h('span'),
      h('span'),
      h('span'),
    );
    this.element = h('div', { class: 'status' }, this.badge, this.text, this.dots);
  }

  /**
   * Shows the controller's state; `resultTitle` is the result box's title once the game is over.
   * @param {import('./controller.js').GameController} controller
   * @param {string|null} resultTitle
   */
  render(controller, resultTitle) {
    const state = controller.state;
    const seat = controller.seatOf(state.turn);
    this.badge.className = `turn-badge seat-${seat} owner-${state.turn}`;
    this.element.classList.toggle('over', !!state.result);
    const thinking = controller.pending?.kind === 'bot';
    this.element.classList.toggle('thinking', thinking);
    this.dots.hidden = !thinking;
    if (state.result) {
      this.text.textContent = resultTitle ?? '';
      this.badge.hidden = true;
      this.element.classList.remove('in-check');
      return;
    }
    this.badge.hidden = false;
    this.text.textContent = statusText(controller);
    this.element.classList.toggle('in-check', state.check.length > 0);
  }

  /** Says how long the computer thought and how deep (a tooltip and a description). */
  setThought(text) {
    this.element.title = text;
    this.element.setAttribute('aria-description', text);
  }
}
