// The key of Three Kingdoms' pieces: under the move list, each character with its Latin letter
// and name (the general and the banner bearer differ by kingdom); from the menu, a dialog with
// each piece drawn, named, and how it moves.

import { t, capitalize } from '../../ui/i18n.js';
import { h } from '../../ui/dom.js';
import { openDialog } from '../../ui/dialog.js';
import { pieceName } from '../../board/pieces.js';
import { SVG_NS } from '../../ui/svg.js';
import { drawSanguoPiece, pieceGlyph, glyphPath } from './pieces.js';
import { LETTERS } from './kingdoms.js';

/** A key of the characters under the move list: 車 R chariot… (the general and the banner
 *  bearer differ by kingdom). */
export function piecesLegend(spec) {
  const items = spec.pieces.map(({ letter, kind }) => {
    const glyphs =
      letter === 'K' || letter === 'B' ? LETTERS.map((k) => pieceGlyph(letter, k)) : [pieceGlyph(letter, 'r')];
    const art = document.createElementNS(SVG_NS, 'svg');
    art.setAttribute('viewBox', `0 0 ${glyphs.length * 100} 100`);
    art.setAttribute('class', `sg-legend-art n${glyphs.length}`);
    glyphs.forEach((g, i) => {
      const c = document.createElementNS(SVG_NS, 'circle');
      c.setAttribute('cx', String(50 + i * 100));
      c.setAttribute('cy', '50');
      c.setAttribute('r', '47');
      c.setAttribute('class', 'sg-legend-disc');
      art.append(c);
      glyphPath(g, { size: 66, x: 50 + i * 100, y: 50, parent: art });
    });
    return h(
      'li',
      { class: 'sg-legend-item' },
      art,
      h('span', {}, h('b', { text: letter }), ` ${pieceName('sanguo', { kind })}`),
    );
  });
  return h('ul', { class: 'sg-legend', 'aria-label': t('sanguo.pieces') }, items);
}

/** The pieces' key: each piece drawn, named and how it moves, in a dialog. */
export function showPiecesKey(spec) {
  const rows = spec.pieces.map(({ letter, kind }) => {
    const token = `r${letter}`;
    const picture = document.createElementNS(SVG_NS, 'svg');
    picture.setAttribute('viewBox', '-50 -50 100 104');
    picture.setAttribute('class', 'sg-key-piece');
    picture.setAttribute('aria-hidden', 'true');
    picture.append(drawSanguoPiece({ token, owner: 'r', letter, kind }));
    return h(
      'li',
      { class: 'sg-key-row' },
      picture,
      h(
        'div',
        {},
        h('strong', { text: `${capitalize(pieceName('sanguo', { kind }))} · ${letter}` }),
        h('span', { text: t(`sanguo.move.${kind}`) }),
      ),
    );
  });
  openDialog({
    title: t('sanguo.piecesTitle'),
    className: 'sg-key',
    body: [h('ul', { class: 'sg-key-list' }, rows), h('p', { class: 'setup-note', text: t('sanguo.piecesNote') })],
    actions: [{ text: t('dialog.ok'), primary: true }],
  });
}
