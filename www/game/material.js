// Captured pieces and material, per side (per kingdom in Three Kingdoms): what each side has
// lost since the start, as the pieces' own pictures (one per kind, with a count), and the value
// of what it has on the board, by the engine's own material weights (`features()`:
// `material.<kind>`, in centi-units), said as points. Compact: one line a side.

import { h, pictureSvg } from '../ui/dom.js';
import { t, capitalize } from '../ui/i18n.js';
import { createPieceElement, pieceName } from '../board/pieces.js';

export class Material {
  /**
   * @param {import('./controller.js').GameController} controller
   * @param {(letter: string) => Record<string, string>} sideWords  a side's words (`Side`…), as
   *   the game view names its sides (Three Kingdoms by its kingdoms)
   */
  constructor(controller, sideWords) {
    this.controller = controller;
    this.sideWords = sideWords;
    const features = controller.session.features();
    /** @type {Map<string, number>} */
    this.values = new Map(
      Array.isArray(features)
        ? features.filter((f) => f.id.startsWith('material.')).map((f) => [f.id.slice(9), f.base])
        : [],
    );
    const start = controller.session.replayed(controller.startPosition, []);
    this.start = start.session ? (start.session.state().pieces ?? []) : [];
    start.session?.free();
    this.element = h('ul', { class: 'material', 'aria-label': t('material.label') });
  }

  /** The side a piece counts for: the kingdom it came from (a takeover keeps its home). */
  static #home(piece) {
    return String(piece.home ?? piece.owner);
  }

  /** @param {import('../engine/types.js').State} state */
  render(state) {
    const c = this.controller;
    this.element.replaceChildren();
    if (!state) return;
    for (const player of c.players) {
      const letter = String(player.letter);
      const count = (pieces) => {
        const kinds = new Map();
        for (const p of pieces) if (Material.#home(p) === letter) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
        return kinds;
      };
      const before = count(this.start);
      const now = count(state.pieces);
      /** Each kind lost, once, with how many: `[piece, count]`. */
      const lost = [];
      for (const [kind, n] of before) {
        const piece = this.start.find((p) => p.kind === kind && Material.#home(p) === letter);
        const missing = n - (now.get(kind) ?? 0);
        if (missing > 0) lost.push([piece, missing]);
      }
      const points = Math.round(
        state.pieces
          .filter((p) => String(p.owner) === letter && !p.royal)
          .reduce((sum, p) => sum + (this.values.get(p.kind) ?? 0), 0) / 100,
      );
      const side = this.sideWords(letter);
      const names = lost.flatMap(([p, n]) => Array(n).fill(pieceName(c.variant, p)));
      const seat = c.seatOf(letter);
      const pictures = lost.map(([piece, n]) => {
        const picture = pictureSvg('material-piece');
        picture.append(createPieceElement(c.spec, piece, { seat }));
        const name = capitalize(pieceName(c.variant, piece));
        return h(
          'span',
          { class: 'material-kind', title: n > 1 ? `${name} ×${n}` : name, 'data-lost': piece.kind },
          picture,
          n > 1 ? h('span', { class: 'material-count', text: `×${n}` }) : null,
        );
      });
      const row = h(
        'li',
        {
          class: `material-side owner-${letter}`,
          'data-material': letter,
          'aria-label': `${t('material.side', { ...side, points })}, ${
            names.length ? t('material.lost', { pieces: names.join(', ') }) : t('material.none')
          }`,
        },
        h('span', { class: 'material-name', 'aria-hidden': 'true', text: side.Side }),
        h('span', { class: 'material-lost', 'aria-hidden': 'true' }, pictures),
        h('span', { class: 'material-points', 'aria-hidden': 'true', text: t('material.points', { n: points }) }),
      );
      this.element.append(row);
    }
  }
}
