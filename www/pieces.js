// What a piece token means (kind, strength) and how it looks, per variant. No rules here: the
// token comes from the engine's state (`PieceView.token`) and only names and art depend on it.
// Art is drawn in a 100×100 box centred on (0, 0), the size of one cell on the board.

import { t, has, capitalize, language } from './i18n.js';
import { drawChessPiece, hasChessArt } from './chess-pieces.js';
import { createTimurPieceElement } from './timur-pieces.js';

const SVG = 'http://www.w3.org/2000/svg';

const JUNGLE = {
  E: ['elephant', 8],
  L: ['lion', 7],
  T: ['tiger', 6],
  P: ['leopard', 5],
  W: ['wolf', 4],
  D: ['dog', 3],
  C: ['cat', 2],
  R: ['rat', 1],
};

const HEX = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

const TIMUR = {
  K: 'king', F: 'ferz', V: 'vizier', R: 'rook', N: 'knight', E: 'elephant', C: 'camel',
  W: 'engine', T: 'picket', G: 'giraffe', S: 'prince', A: 'adventitious', M: 'monster',
  L: 'lion', B: 'bull', X: 'explorer',
};

const SANGUO = {
  K: 'general', A: 'advisor', E: 'elephant', H: 'horse', R: 'chariot', C: 'cannon',
  S: 'soldier', B: 'banner',
};

/**
 * The meaning of a token: `{ kind, strength, pawnOf, short }`. `kind` keys the piece name
 * (`piece.<kind>`); `short` is what an unknown piece shows on its token.
 */
export function describePiece(variant, token) {
  const text = String(token);
  if (variant === 'jungle') {
    const entry = JUNGLE[text.toUpperCase()];
    if (entry) return { kind: entry[0], strength: entry[1], short: String(entry[1]) };
  } else if (variant === 'hex') {
    const kind = HEX[text.toUpperCase()];
    if (kind) return { kind, short: text.toUpperCase() };
  } else if (variant === 'timur') {
    const upper = text.toUpperCase();
    if (upper.length === 2 && upper[0] === 'P') {
      const of = upper[1] === 'P' ? 'pawns' : TIMUR[upper[1]];
      if (of) return { kind: 'pawn', pawnOf: of, short: upper };
    }
    const kind = TIMUR[upper];
    if (kind) return { kind, short: upper };
  } else if (variant === 'sanguo') {
    // `rK`, or `gS(r)` for a taken-over piece: owner letter, piece letter, home kingdom.
    const match = /^[a-z]?([A-Z])/.exec(text);
    const kind = match && SANGUO[match[1]];
    if (kind) return { kind, short: match[1] };
  }
  return { kind: 'unknown', short: text };
}

/**
 * The piece's name in the UI language, lower case (`lion`, `aslan`); `acc`: Turkish accusative,
 * `dat`: Turkish dative (`ata`), where the language has them.
 */
export function pieceName(variant, token, { acc = false, dat = false } = {}) {
  const info = describePiece(variant, token);
  const suffix = acc && has(`piece.${info.kind}.acc`) ? '.acc'
    : dat && has(`piece.${info.kind}.dat`) ? '.dat' : '';
  if (info.kind === 'unknown') {
    return t(`piece.unknown${acc && has('piece.unknown.acc') ? '.acc' : ''}`, { token: info.short });
  }
  if (info.pawnOf) {
    if (info.pawnOf === 'pawns') {
      return t(`piece.pawnOfPawns${acc && has('piece.pawnOfPawns.acc') ? '.acc' : ''}`);
    }
    // A language may name a pawn its own way (English: "pawn of the king", not "of kings").
    if (has(`piece.pawnOf.${info.pawnOf}`)) return t(`piece.pawnOf.${info.pawnOf}`);
    const key = `piece.pawnOf${acc && has('piece.pawnOf.acc') ? '.acc' : ''}`;
    return t(key, { kind: t(`piece.${info.pawnOf}`) });
  }
  return t(`piece.${info.kind}${suffix}`);
}

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
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
 * Games whose pieces are drawn as chess figurines (chess-pieces.js, keyed by piece kind) where a
 * drawing exists; Timur chess can join once its kinds are mapped.
 */
const FIGURINE_VARIANTS = new Set(['hex']);

export function usesChessArt(variant, kind) {
  return FIGURINE_VARIANTS.has(variant) && hasChessArt(kind);
}

/**
 * An SVG group drawing `piece` (a `PieceView`) centred on (0, 0).
 * `seat`: index of its owner in turn order; `turned`: draw it upside down (face-to-face seating).
 */
export function createPieceElement(variant, piece, { seat = 0, turned = false } = {}) {
  const info = describePiece(variant, piece.token);
  if (variant === 'timur') {
    // Timur chess: figurines of its own (timur-pieces.js), pawns with their piece's emblem.
    const figure = createTimurPieceElement(piece, info, { seat, turned });
    figure.dataset.lang = language();
    return figure;
  }
  const group = el('g', {
    class: `piece seat-${seat} owner-${piece.owner} kind-${info.kind}`,
    'data-piece': piece.token,
  });
  if (usesChessArt(variant, info.kind)) {
    // Chess-like games: the figurine itself, no token; a soft shadow under its base.
    group.classList.add('figurine');
    const art = el('g', { class: 'piece-art', transform: `${turned ? 'rotate(180) ' : ''}scale(0.92)` }, group);
    el('ellipse', { class: 'figurine-shadow', cx: 2, cy: 40, rx: 28, ry: 6, fill: 'rgba(40, 25, 10, 0.2)' }, art);
    drawChessPiece(art, info.kind, { dark: seat % 2 === 1 });
    group.dataset.lang = language();
    return group;
  }
  tokenShape(seat, group, 'token-shadow').setAttribute('transform', 'translate(2 5)');
  const art = el('g', { class: 'piece-art' }, group);
  if (turned) art.setAttribute('transform', 'rotate(180)');
  tokenShape(seat, art, 'token-body');
  tokenInner(seat, art);
  if (variant === 'jungle' && info.strength) {
    const number = el('text', { class: 'token-strength', x: 0, y: 4, 'text-anchor': 'middle' }, art);
    number.textContent = String(info.strength);
    const name = el('text', { class: 'token-name', x: 0, y: 30, 'text-anchor': 'middle' }, art);
    fitText(name, capitalize(pieceName(variant, piece.token)), 19, seat === 1 ? 74 : 68);
  } else {
    const label = el('text', { class: 'token-letter', x: 0, y: 13, 'text-anchor': 'middle' }, art);
    fitText(label, info.short, 38, 64);
  }
  group.dataset.lang = language();
  return group;
}
