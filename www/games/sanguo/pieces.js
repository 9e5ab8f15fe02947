// The art of the Three Kingdoms pieces: round xiangqi discs in their owner's colour with the
// piece's Chinese character (drawn from outlines, so no Chinese font is needed), a small Latin
// letter for readers who do not read Chinese, and, on a piece taken over from a defeated
// kingdom, a small dot in the colour of its home kingdom.
//
// Characters: the general bears its kingdom's name (蜀 Shu, 吳 Wu, 魏 Wei), as on historical
// sets; the banner bearer its kingdom's banner (火 fire for Shu, 風 wind for Wu, 旗 flag for
// Wei, after the game's history); the other pieces one set for all three kingdoms.

import { GLYPHS } from './glyphs.js';
import { pictureSvg } from '../../ui/dom.js';
import { svgEl as el, kindClass, useDrawing } from '../../ui/svg.js';

/** Kingdoms by player letter, in turn order. */
export const KINGDOMS = {
  r: { name: 'Shu', glyph: '蜀', banner: '火' },
  g: { name: 'Wu', glyph: '吳', banner: '風' },
  b: { name: 'Wei', glyph: '魏', banner: '旗' },
};

/** The character of each piece letter (the general's and the banner bearer's depend on the kingdom). */
const GLYPH_OF = {
  A: '士',
  E: '象',
  H: '馬',
  R: '車',
  C: '砲',
  S: '兵',
  B: '旗',
};

/** The character on a piece. */
export function pieceGlyph(letter, home) {
  if (letter === 'K') return KINGDOMS[home]?.glyph ?? '將';
  if (letter === 'B') return KINGDOMS[home]?.banner ?? '旗';
  return GLYPH_OF[letter] ?? '?';
}

/** A character as a path, `size` user units tall, centred on (x, y). */
export function glyphPath(char, { size = 56, x = 0, y = 0, cls = 'sg-glyph', parent = null } = {}) {
  const d = GLYPHS[char];
  const s = size / 1000;
  if (!d) {
    const text = el('text', { class: cls, x, y: y + size * 0.35, 'text-anchor': 'middle', 'font-size': size }, parent);
    text.textContent = char;
    return text;
  }
  return el('path', { class: cls, d, transform: `translate(${x} ${y}) scale(${s})` }, parent);
}

/**
 * An SVG group drawing a Three Kingdoms piece (a `PieceView`) centred on (0, 0), in the
 * 100×100 box of one point. `angle`: turn the face by this many degrees (clockwise), so it
 * faces its owner's seat round a table; the shadow stays below. `latin`: the Latin letter large
 * instead of the character (for players who do not read Chinese).
 */
export function drawSanguoPiece(piece, { angle = 0, seat = 0, latin = false } = {}) {
  const owner = String(piece.owner);
  const letter = String(piece.letter ?? '?');
  const home = String(piece.home ?? owner);
  const group = el('g', {
    class: `piece sg-piece seat-${seat} owner-${owner} home-${home} ${kindClass(piece.kind)}${home !== owner ? ' taken-over' : ''}`,
    'data-piece': piece.token,
    'data-owner': owner,
    'data-home': home,
  });
  el('circle', { class: 'sg-shadow', r: 45, cx: 2, cy: 5 }, group);
  // The disc and the character are drawn once in the page's sprite and used from there (its
  // colours come through the owner's custom properties, sanguo.css): a board of 48 pieces
  // would otherwise build some 400 elements at every move.
  const face = (node) => {
    if (angle) node.setAttribute('transform', `rotate(${angle})`);
    group.append(node);
    return node;
  };
  face(
    useDrawing(
      latin ? 'sg-disc' : 'sg-disc-tab',
      (g) => {
        el('circle', { class: 'sg-body', r: 45 }, g);
        el('circle', { class: 'sg-ring', r: 36.5 }, g);
        // The Latin letter's tab, at the bottom of the disc.
        if (!latin) el('rect', { class: 'sg-letter-tab', x: -12, y: 27, width: 24, height: 20, rx: 7 }, g);
      },
      { class: 'piece-art' },
    ),
  );
  if (latin) {
    const big = face(el('text', { class: 'sg-letter-big', x: 0, y: 19, 'text-anchor': 'middle' }));
    big.textContent = letter;
  } else {
    const glyph = pieceGlyph(letter, home);
    face(
      useDrawing(
        `sg-glyph-${glyph.codePointAt(0).toString(16)}`,
        (g) => {
          glyphPath(glyph, { size: 54, y: -3, parent: g });
        },
        { class: 'sg-glyph' },
      ),
    );
    const text = face(el('text', { class: 'sg-letter', x: 0, y: 43.5, 'text-anchor': 'middle' }));
    text.textContent = letter;
  }
  if (home !== owner) {
    // Taken over: a dot of the home kingdom's colour on the rim.
    face(el('circle', { class: `sg-home-dot home-${home}`, cx: 31, cy: -31, r: 14 }));
  }
  return group;
}

/** A kingdom's emblem (its general's disc) as a small standalone SVG, for panels and notices. */
export function kingdomEmblem(letter, { cls = '' } = {}) {
  const svg = pictureSvg(`sg-emblem owner-${letter} ${cls}`.trim());
  el('circle', { class: 'sg-body', r: 47 }, svg);
  el('circle', { class: 'sg-ring', r: 38 }, svg);
  glyphPath(KINGDOMS[letter]?.glyph ?? '將', { size: 60, y: 0, parent: svg });
  return svg;
}
