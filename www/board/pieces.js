// How a piece is named and drawn. No rules here: its kind, letter and (Timur) pawn-of come from
// the engine's state, Jungle's strengths from the engine's spec; only names and art are here.
// Art is drawn in a 100×100 box centred on (0, 0), the size of one cell on the board.

import { t, has, known, capitalize, language } from '../ui/i18n.js';
import { svgEl as el, kindClass } from '../ui/svg.js';

/**
 * Each game's own piece art, given by games/games.js when the game's modules are loaded:
 * `(piece, info, { seat, turned }) => Element|null` (null: the common token).
 */
const ART = new Map();

/** Sets the piece art of `variant` (games/games.js, when it loads the game's modules). */
export function setPieceArt(variant, draw) {
  ART.set(variant, draw);
}

/**
 * How the page names and draws a piece: the engine's kind id, and for Timur's pawns the kind
 * they are the pawn of (`rook`, `king`, or `pawns` for the pawn of pawns).
 * @param {{kind: string, pawn_of?: string}} piece
 */
export function pieceInfo(piece) {
  const pawnOf = piece.pawn_of ?? null;
  return { kind: pawnOf ? 'pawn' : String(piece.kind), pawnOf };
}

/**
 * The piece's name in the UI language, lower case (`lion`, `aslan`); `acc`: Turkish accusative,
 * `dat`: Turkish dative (`ata`), where the language has them. Names are keyed by the engine's
 * kind ids (`piece.<kind>`); a game whose kind shares an id with another game's but not its
 * name in some language has `piece.<variant>.<kind>` (Timur's general is a ferz in Turkish).
 * @param {string} variant
 * @param {{kind: string, pawn_of?: string, letter?: string}} piece
 */
export function pieceName(variant, piece, { acc = false, dat = false } = {}) {
  const info = pieceInfo(piece);
  const own = `piece.${variant}.${info.kind}`;
  if (!info.pawnOf && has(own)) {
    const suffix = acc && has(`${own}.acc`) ? '.acc' : dat && has(`${own}.dat`) ? '.dat' : '';
    return t(`${own}${suffix}`);
  }
  if (info.pawnOf) {
    if (info.pawnOf === 'pawns') {
      return t(`piece.pawnOfPawns${acc && has('piece.pawnOfPawns.acc') ? '.acc' : ''}`);
    }
    // A language may name a pawn its own way (English: "pawn of the king", not "of kings").
    const named = `piece.pawnOf.${info.pawnOf}`;
    if (has(named)) return t(`${named}${acc && has(`${named}.acc`) ? '.acc' : ''}`);
    const key = `piece.pawnOf${acc && has('piece.pawnOf.acc') ? '.acc' : ''}`;
    return t(key, { kind: pieceName(variant, { kind: info.pawnOf }) });
  }
  if (!known(`piece.${info.kind}`)) {
    return t(`piece.unknown${acc && has('piece.unknown.acc') ? '.acc' : ''}`, { token: piece.letter ?? info.kind });
  }
  const suffix = acc && has(`piece.${info.kind}.acc`) ? '.acc' : dat && has(`piece.${info.kind}.dat`) ? '.dat' : '';
  return t(`piece.${info.kind}${suffix}`);
}

// The outline of a token by seat: seat 0 a disc, seat 1 a rounded square, seat 2 a hexagon.
// Colour is never the only difference between sides.
function tokenShape(seat, parent, cls) {
  if (seat === 1) {
    return el('rect', { x: -42, y: -42, width: 84, height: 84, rx: 18, class: cls }, parent);
  }
  if (seat === 2) {
    const r = 47;
    const points = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      points.push(`${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`);
    }
    return el('polygon', { points: points.join(' '), class: cls }, parent);
  }
  return el('circle', { r: 45, class: cls }, parent);
}

function tokenInner(seat, parent) {
  if (seat === 1) {
    el('rect', { x: -34, y: -34, width: 68, height: 68, rx: 12, class: 'token-inner' }, parent);
  } else if (seat === 2) {
    el('circle', { r: 34, class: 'token-inner' }, parent);
  } else {
    el('circle', { r: 38, class: 'token-inner' }, parent);
  }
}

// Fits a label into `width` user units: shrinks long words horizontally rather than making
// every label tiny. The width estimate is generous for the sans-serif fonts phones use.
function fitText(node, text, fontSize, width) {
  node.textContent = text;
  const estimate = text.length * fontSize * 0.58;
  if (estimate > width) {
    node.setAttribute('textLength', String(width));
    node.setAttribute('lengthAdjust', 'spacingAndGlyphs');
  }
}

/**
 * An SVG group drawing `piece` (a piece of the engine's state) centred on (0, 0). `spec`: the
 * engine's description of the game (Jungle's strengths). `seat`: index of its owner in turn
 * order; `turned`: draw it upside down (face-to-face seating).
 */
export function createPieceElement(spec, piece, { seat = 0, turned = false } = {}) {
  const variant = spec.variant;
  const info = pieceInfo(piece);
  const own = ART.get(variant)?.(piece, info, { seat, turned });
  if (own) {
    own.dataset.lang = language();
    return own;
  }
  const group = el('g', {
    class: `piece seat-${seat} owner-${piece.owner} ${kindClass(info.kind)}`,
    'data-piece': piece.token,
  });
  tokenShape(seat, group, 'token-shadow').setAttribute('transform', 'translate(2 5)');
  const art = el('g', { class: 'piece-art' }, group);
  if (turned) art.setAttribute('transform', 'rotate(180)');
  tokenShape(seat, art, 'token-body');
  tokenInner(seat, art);
  const strength = spec.pieces.find((p) => p.kind === piece.kind)?.strength;
  if (strength) {
    const number = el('text', { class: 'token-strength', x: 0, y: 4, 'text-anchor': 'middle' }, art);
    number.textContent = String(strength);
    const name = el('text', { class: 'token-name', x: 0, y: 30, 'text-anchor': 'middle' }, art);
    fitText(name, capitalize(pieceName(variant, piece)), 19, seat === 1 ? 74 : 68);
  } else {
    const label = el('text', { class: 'token-letter', x: 0, y: 13, 'text-anchor': 'middle' }, art);
    fitText(label, piece.letter ?? String(piece.token), 38, 64);
  }
  group.dataset.lang = language();
  return group;
}
