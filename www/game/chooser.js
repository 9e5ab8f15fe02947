// The chooser over the board, when one tap fits several moves: the promotion panel (one button
// per piece the pawn may become, with its picture, strongest first), or a plain list of move
// strings. Cancel (or Escape) leaves the board as it was.

import { h, usingKeyboard, pictureSvg } from '../ui/dom.js';
import { t, capitalize } from '../ui/i18n.js';
import { createPieceElement, pieceName } from '../board/pieces.js';

export class Chooser {
  /** @param {{onCancel: () => void}} options */
  constructor({ onCancel }) {
    this.onCancel = onCancel;
    this.element = h('div', { class: 'chooser', role: 'dialog', 'aria-label': t('game.chooseMove'), hidden: true });
    this.element.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !this.element.hidden) {
        e.preventDefault();
        this.onCancel();
      }
    });
  }

  /**
   * The promotion panel. `options`: `[{move, kind}]` strongest first; `piece`: the pawn (its
   * owner and seat colour the pictures); `onPick(move)`.
   */
  showPromotion(spec, options, piece, seat, onPick) {
    const box = this.element;
    const buttons = options.map(({ move, kind }) => {
      const letter = spec.pieces.find((p) => p.kind === kind)?.letter ?? kind;
      // The dark side's tokens are lower case, as in position strings.
      const token = seat % 2 === 1 ? letter.toLowerCase() : letter.toUpperCase();
      const promoted = { cell: move.to, owner: piece.owner, token, kind, letter };
      const picture = pictureSvg('promotion-piece');
      picture.append(createPieceElement(spec, promoted, { seat }));
      return h(
        'button',
        {
          type: 'button',
          class: 'promotion-option',
          'data-promotion': letter.toUpperCase(),
          on: { click: () => onPick(move) },
        },
        picture,
        h('span', { class: 'promotion-name', text: capitalize(pieceName(spec.variant, promoted)) }),
      );
    });
    box.classList.add('promotion');
    box.setAttribute('aria-label', t('game.promote'));
    box.replaceChildren(
      h('p', { text: t('game.promote') }),
      h('div', { class: 'chooser-options promotion-options' }, buttons),
      h('button', { type: 'button', class: 'chooser-cancel', on: { click: () => this.onCancel() } }, t('game.cancel')),
    );
    box.hidden = false;
    // Keyboard players land on the strongest piece; after a tap the panel itself takes the
    // focus (so Escape still cancels) without a ring that looks like a preselection.
    box.tabIndex = -1;
    if (usingKeyboard()) box.querySelector('button')?.focus({ preventScroll: true });
    else box.focus({ preventScroll: true });
  }

  /** A plain list of the moves' strings. */
  showMoves(moves, onPick) {
    const box = this.element;
    box.classList.remove('promotion');
    box.replaceChildren(
      h('p', { text: t('game.chooseMove') }),
      h(
        'div',
        { class: 'chooser-options' },
        moves.map((m) => h('button', { type: 'button', on: { click: () => onPick(m) } }, m.notation)),
      ),
      h('button', { type: 'button', on: { click: () => this.onCancel() } }, t('game.cancel')),
    );
    box.hidden = false;
    box.querySelector('button')?.focus({ preventScroll: true });
  }

  hide() {
    const box = this.element;
    box.hidden = true;
    box.replaceChildren();
    box.classList.remove('promotion');
    box.setAttribute('aria-label', t('game.chooseMove'));
  }
}
