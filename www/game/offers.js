// Draw offers on the game screen. Side by side, one row above the board says who offers and
// lets the other answer. Face to face, the row above the board belongs to the far player and is
// turned towards them; an offer is shown as words with Accept and Decline in front of the player
// who must answer, over that player's own buttons (in the far row for the far player, over the
// controls below the board for the near one): the board keeps its size, and the player has one
// Accept, not a second one on their draw button.

import { t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { sideOf } from './words.js';

export class DrawOffers {
  /**
   * @param {object} options
   * @param {import('./controller.js').GameController} options.controller
   * @param {HTMLElement} options.row  the row above the board (face to face: the far player's)
   * @param {HTMLElement|null} options.farControls  face to face: the far player's buttons
   * @param {HTMLElement|null} [options.nearControls]  face to face: the near player's buttons
   * @param {() => string} options.nearLetter  whom the main controls act for
   * @param {() => string} options.farLetter
   * @param {(letter: string) => void} options.answer  `letter` presses its draw button
   */
  constructor({ controller, row, farControls, nearControls = null, nearLetter, farLetter, answer }) {
    this.controller = controller;
    this.row = row;
    this.farControls = farControls;
    this.nearControls = nearControls;
    this.nearLetter = nearLetter;
    this.farLetter = farLetter;
    this.answer = answer;
    /** Face to face: the near player's answer, below the board. */
    this.nearRow = h('div', { class: 'near-offer', hidden: true });
  }

  render() {
    const controller = this.controller;
    const over = !!controller.state?.result;
    const row = this.row;
    row.replaceChildren();
    row.classList.toggle('far-controls', !!this.farControls);
    if (this.farControls) {
      row.hidden = over;
      const near = this.nearLetter();
      const far = this.farLetter();
      const offers = controller.drawOffers;
      const farAnswers = !over && offers.has(near) && !offers.has(far);
      const nearAnswers = !over && offers.has(far) && !offers.has(near);
      row.append(...(farAnswers ? this.#question(near, far, 'far-offer') : []), this.farControls);
      this.nearRow.replaceChildren(...(nearAnswers ? this.#question(far, near, 'near-question') : []));
      this.nearRow.hidden = !nearAnswers;
      // The buttons a question lies over are out of reach until it is answered.
      this.farControls.inert = farAnswers;
      if (this.nearControls) this.nearControls.inert = nearAnswers;
      return;
    }
    const offer = [...controller.drawOffers][0];
    if (offer === undefined || over) {
      row.hidden = true;
      return;
    }
    const other = controller.players.find((p) => String(p.letter) !== offer);
    row.hidden = false;
    row.append(...this.#question(offer, String(other?.letter ?? ''), null));
  }

  /** "X offers a draw." with Accept (for `answering`) and Decline. */
  #question(offering, answering, className) {
    const controller = this.controller;
    const parts = [
      h('p', { text: t('game.drawOffered', sideOf(controller, offering)) }),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'aria-label': t('game.acceptDrawLabel', sideOf(controller, answering)),
          on: { click: () => this.answer(answering) },
        },
        t('game.acceptDraw'),
      ),
      h('button', { type: 'button', on: { click: () => controller.declineDraw() } }, t('game.declineDraw')),
    ];
    if (!className) return parts;
    return [h('div', { class: `offer-question ${className}`, role: 'group' }, ...parts)];
  }

  /** A player's draw button: pressed while the offer stands; "Accept" when answering. */
  buttonState(button, letter, over) {
    const offers = this.controller.drawOffers;
    const offered = offers.has(letter);
    const answering = !offered && offers.size > 0;
    button.disabled = over;
    button.setAttribute('aria-pressed', String(offered));
    button.classList.toggle('answer', answering);
    button.title = t(
      offered ? 'game.withdrawDrawLabel' : answering ? 'game.acceptDrawLabel' : 'game.offerDrawLabel',
      sideOf(this.controller, letter),
    );
  }
}
