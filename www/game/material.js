// Captured pieces and material, per side (per kingdom in Three Kingdoms): what each side has
// lost since the start and the value of what it has left, by the engine's own material
// weights (`features()`: `material.<kind>`, in centi-units). Compact: one line a side.

import './records-strings.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { pieceName } from '../pieces.js';
import { sideOf } from './words.js';

export class Material {
  /** @param {import('./controller.js').GameController} controller */
  constructor(controller) {
    this.controller = controller;
    const features = controller.session.features();
    /** @type {Map<string, number>} */
    this.values = new Map(Array.isArray(features)
      ? features.filter((f) => f.id.startsWith('material.')).map((f) => [f.id.slice(9), f.base])
      : []);
    const start = controller.session.replayed(controller.startPosition, []);
    this.start = start.session ? start.session.state().pieces ?? [] : [];
    start.session?.free();
    this.element = h('ul', { class: 'material', 'aria-label': t('material.label') });
  }

  /** The side a piece counts for: the kingdom it came from (a takeover keeps its home). */
  static #home(piece) {
    return String(piece.home ?? piece.owner);
  }

  /** @param {import('./types.js').State} state */
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
      const lost = [];
      for (const [kind, n] of before) {
        const piece = this.start.find((p) => p.kind === kind && Material.#home(p) === letter);
        for (let i = now.get(kind) ?? 0; i < n; i++) lost.push(piece);
      }
      const points = state.pieces.filter((p) => String(p.owner) === letter && !p.royal)
        .reduce((sum, p) => sum + (this.values.get(p.kind) ?? 0), 0);
      const side = sideOf(c, letter);
      const names = lost.map((p) => pieceName(c.variant, p));
      const row = h('li', {
        class: `material-side owner-${letter}`,
        'data-material': letter,
        'aria-label': `${t('material.side', { ...side, points: Math.round(points / 100) })}, ${
          names.length ? t('material.lost', { pieces: names.join(', ') }) : t('material.none')}`,
      },
      h('span', { class: 'material-name', text: side.Side }),
      h('span', { class: 'material-lost', 'aria-hidden': 'true', text: lost.map((p) => p.letter ?? '?').join('') }),
      h('span', { class: 'material-points', 'aria-hidden': 'true', text: String(Math.round(points / 100)) }));
      this.element.append(row);
    }
  }
}
