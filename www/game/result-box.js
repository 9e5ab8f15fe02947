// The result box over the board: who won and by which rule, what Benlik learned, New game and
// Show board. Announced once to screen readers when it appears.

import { h } from '../ui/dom.js';
import { t, sentences } from '../ui/i18n.js';

export class ResultBox {
  /**
   * @param {{onNewGame: () => void, onDismiss: () => void}} actions
   */
  constructor({ onNewGame, onDismiss }) {
    this.title = h('h2', { class: 'result-title', id: 'result-title' });
    this.detail = h('p', { class: 'result-detail' });
    this.learned = h('div', { class: 'benlik-changes', hidden: true });
    this.newGameButton = h('button', { type: 'button', class: 'primary', on: { click: onNewGame } }, t('game.newGame'));
    this.element = h(
      'div',
      {
        class: 'result-box',
        role: 'dialog',
        'aria-labelledby': 'result-title',
        hidden: true,
      },
      this.title,
      this.detail,
      this.learned,
      h(
        'div',
        { class: 'result-actions' },
        this.newGameButton,
        h('button', { type: 'button', on: { click: onDismiss } }, t('game.showBoard')),
      ),
    );
    // The end of the game is announced apart from moves, so a move's announcement stays the move.
    this.announcer = h('p', { class: 'visually-hidden', role: 'status' });
    this.dismissed = false;
  }

  /**
   * Shows `words` (`{title, detail}`) for `result`, or hides the box when there is none.
   * `changes`: what Benlik learned from this game (lines), or null. Returns true when the box
   * has just appeared.
   */
  render(result, words, changes) {
    const box = this.element;
    if (!result) {
      box.hidden = true;
      this.dismissed = false;
      this.announcer.textContent = '';
      this.learned.hidden = true;
      return false;
    }
    this.title.textContent = words.title;
    this.detail.textContent = words.detail;
    box.dataset.winners = result.winners.join('');
    this.learned.hidden = !changes;
    if (changes) {
      this.learned.replaceChildren(
        h('p', { class: 'benlik-head', text: t(changes.length ? 'benlik.learnedFromGame' : 'benlik.unchangedGame') }),
        changes.length
          ? h(
              'ul',
              { class: 'benlik-list' },
              changes.map((line) => h('li', { text: line })),
            )
          : null,
      );
    }
    const wasHidden = box.hidden;
    box.hidden = this.dismissed;
    if (wasHidden && !box.hidden) {
      const learned = changes?.length ? `${t('benlik.learnedFromGame')} ${changes.join('; ')}` : '';
      this.announcer.textContent = sentences(words.title, words.detail, learned);
      return true;
    }
    return false;
  }

  /** "Show board": hides the box until the next result. */
  dismiss() {
    this.dismissed = true;
    this.element.hidden = true;
  }
}
