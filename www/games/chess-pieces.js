// Chess piece art, keyed by piece kind: original drawings made for Tahta (same licence as the
// code). Each piece is a few filled shapes with a dark outline, drawn in a 100×100 box centred
// on (0, 0) — the size of one board cell — standing on a base whose bottom is at y = 41.
// Light pieces are ivory with a dark rim so they read on light cells; dark pieces are nearly
// black with light inner lines so their details survive on dark cells. The module has no
// rules: hex chess's pieces are its figurines (createFigurineElement, given to board/pieces.js
// by games/games.js, so the promotion panel shows the same pictures); Timur chess draws its chess-like
// kinds with it and adds drawings for the others.
//
//   import { hasChessArt, chessPieceSvg, drawChessPiece } from './chess-pieces.js';
//   drawChessPiece(parentGroup, 'knight', { dark: true });    // into an existing SVG group
//   button.append(chessPieceSvg('queen', { dark: false }));   // a standalone <svg> icon

import { pictureSvg } from '../ui/dom.js';
import { svgEl as make, kindClass, useDrawing } from '../ui/svg.js';

const LIGHT = { fill: '#fbf6ea', stroke: '#2b231d', line: '#2b231d', shade: '#e4d8c0' };
const DARK = { fill: '#302925', stroke: '#0f0c0a', line: '#e9dfcc', shade: '#4a403a' };

/** Outline width, in the 100-unit box. */
const RIM = 4.2;

// A shape is [tag, attributes, role]. Roles: `body` (piece colour, outlined), `shade` (a
// slightly darker body tone, outlined), `line` (an inner line in the contrast colour, no fill),
// `dot` (a small mark filled with the contrast colour), `trim` (an inner line drawn on dark
// pieces only, where the dark rims of overlapping parts would vanish into the dark body).
const BASE = ['rect', { x: -29, y: 31, width: 58, height: 10, rx: 4 }, 'body'];

const ART = {
  pawn: [
    ['path', { d: 'M-20 33 C-20 22 -11 15 -8 3 H8 C11 15 20 22 20 33 Z' }, 'body'],
    ['rect', { x: -25, y: 31, width: 50, height: 10, rx: 4 }, 'body'],
    ['rect', { x: -14, y: -3, width: 28, height: 8, rx: 4 }, 'body'],
    ['circle', { cx: 0, cy: -16, r: 12.5 }, 'body'],
    ['path', { d: 'M-10 1 H10 M-20 35 H20' }, 'trim'],
  ],
  rook: [
    ['path', { d: 'M-18 27 L-15 -8 H15 L18 27 Z' }, 'body'],
    ['rect', { x: -24, y: 23, width: 48, height: 9, rx: 3 }, 'body'],
    BASE,
    [
      'path',
      {
        d: 'M-23 -9 V-36 H-13 V-28 H-5 V-36 H5 V-28 H13 V-36 H23 V-9 Z',
      },
      'body',
    ],
    ['path', { d: 'M-16 -16 H16' }, 'line'],
    ['path', { d: 'M-14 12 H14' }, 'line'],
    ['path', { d: 'M-19 27 H19 M-24 35 H24' }, 'trim'],
  ],
  bishop: [
    ['path', { d: 'M-9 4 C-10 16 -16 23 -22 32 H22 C16 23 10 16 9 4 Z' }, 'body'],
    BASE,
    ['rect', { x: -15, y: -4, width: 30, height: 9, rx: 4.5 }, 'body'],
    ['path', { d: 'M0 -33 C14 -25 19 -13 13 -4 H-13 C-19 -13 -14 -25 0 -33 Z' }, 'body'],
    ['circle', { cx: 0, cy: -37, r: 5.5 }, 'body'],
    ['path', { d: 'M-5 -10 L7 -24' }, 'line'],
    ['path', { d: 'M-10 0.5 H10 M-24 35 H24' }, 'trim'],
  ],
  knight: [
    [
      'path',
      {
        d:
          'M21 32 C25 14 23 -6 14 -19 C10 -25 6 -28 3 -29 L6 -40 L-3 -33 L-7 -40 L-10 -30 ' +
          'C-17 -27 -21 -20 -25 -12 L-31 -2 C-33 3 -30 8 -25 8 C-20 8 -16 5 -11 3 ' +
          'C-7 1 -3 0 0 -1 C-3 8 -13 17 -17 32 Z',
      },
      'body',
    ],
    BASE,
    ['path', { d: 'M13 -15 C19 -4 20 10 17 24' }, 'line'],
    ['circle', { cx: -9, cy: -19, r: 3.2 }, 'dot'],
    ['path', { d: 'M-27 1 L-23 -1' }, 'line'],
    ['path', { d: 'M-24 35 H24' }, 'trim'],
  ],
  queen: [
    [
      'path',
      {
        d:
          'M-22 -2 L-31 -27 L-19 -14 L-14 -35 L-6 -15 L0 -38 L6 -15 L14 -35 L19 -14 L31 -27 ' +
          'L22 -2 C19 11 20 21 24 32 H-24 C-20 21 -19 11 -22 -2 Z',
      },
      'body',
    ],
    BASE,
    ['rect', { x: -23, y: -6, width: 46, height: 8, rx: 3.5 }, 'body'],
    ['circle', { cx: -31, cy: -28, r: 4.2 }, 'body'],
    ['circle', { cx: -14, cy: -36, r: 4.2 }, 'body'],
    ['circle', { cx: 0, cy: -39, r: 4.2 }, 'body'],
    ['circle', { cx: 14, cy: -36, r: 4.2 }, 'body'],
    ['circle', { cx: 31, cy: -28, r: 4.2 }, 'body'],
    ['path', { d: 'M-18 -2 H18 M-24 35 H24' }, 'trim'],
  ],
  king: [
    ['path', { d: 'M-20 2 C-17 14 -18 22 -23 32 H23 C18 22 17 14 20 2 Z' }, 'body'],
    BASE,
    [
      'path',
      {
        d: 'M-22 -2 C-30 -12 -27 -26 -15 -26 C-8 -26 -3 -21 0 -15 ' + 'C3 -21 8 -26 15 -26 C27 -26 30 -12 22 -2 Z',
      },
      'body',
    ],
    ['rect', { x: -23, y: -6, width: 46, height: 9, rx: 3.5 }, 'body'],
    ['path', { d: 'M-3.5 -45 H3.5 V-39 H9.5 V-32 H3.5 V-21 H-3.5 V-32 H-9.5 V-39 H-3.5 Z' }, 'body'],
    ['path', { d: 'M-18 -1.5 H18 M-24 35 H24' }, 'trim'],
  ],
};

/** The kinds drawn here (the engine's `PieceView.kind` ids). */
export const CHESS_ART_KINDS = Object.freeze(Object.keys(ART));

function artOf(kind) {
  return Object.prototype.hasOwnProperty.call(ART, kind) ? ART[kind] : null;
}

/** True when `kind` (`knight`, `queen`…) has a chess drawing. */
export function hasChessArt(kind) {
  return artOf(kind) !== null;
}

/**
 * Draws the piece `kind` into the SVG group `parent`, centred on (0, 0) in a 100-unit box.
 * `dark`: the dark side's colours. Returns false (and draws nothing) for a kind without art.
 */
export function drawChessPiece(parent, kind, { dark = false } = {}) {
  const art = artOf(kind);
  if (!art) return false;
  const colours = dark ? DARK : LIGHT;
  const group = make(
    'g',
    {
      class: `chess-art chess-${dark ? 'dark' : 'light'}`,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    },
    parent,
  );
  for (const [tag, attrs, role] of art) {
    if (role === 'trim' && !dark) continue;
    const style =
      role === 'line' || role === 'trim'
        ? { fill: 'none', stroke: colours.line, 'stroke-width': RIM * (role === 'trim' ? 0.55 : 0.8) }
        : role === 'dot'
          ? { fill: colours.line, stroke: 'none' }
          : { fill: role === 'shade' ? colours.shade : colours.fill, stroke: colours.stroke, 'stroke-width': RIM };
    make(tag, { ...attrs, ...style }, group);
  }
  return true;
}

/**
 * A standalone `<svg>` of the piece (for buttons and panels), `size` CSS pixels square,
 * hidden from assistive technology: the control around it carries the name.
 */
export function chessPieceSvg(kind, { dark = false, size = 40 } = {}) {
  const svg = pictureSvg('chess-icon', size);
  drawChessPiece(svg, kind, { dark });
  return svg;
}

/**
 * The board's drawing of a piece of a chess-like game (a `PieceView`, with its meaning `info`
 * from board/pieces.js's pieceInfo): the figurine itself, no token, a soft shadow under its base;
 * null for a kind without art (it gets the common token). `seat` 1 draws the dark side;
 * `turned` draws it upside down (face-to-face seating). Each figurine is drawn once into the
 * page's sprite and used from there (ui/svg.js's useDrawing): the board holds two elements a piece.
 */
export function createFigurineElement(piece, info, { seat = 0, turned = false } = {}) {
  if (!hasChessArt(info.kind)) return null;
  const dark = seat % 2 === 1;
  const group = make('g', {
    class: `piece seat-${seat} owner-${piece.owner} ${kindClass(info.kind)} figurine`,
    'data-piece': piece.token,
  });
  const id = `chess-${info.kind}-${dark ? 'dark' : 'light'}`.replace(/[^a-z0-9-]+/gi, '_');
  group.append(
    useDrawing(
      id,
      (g) => {
        g.setAttribute('transform', 'scale(0.92)');
        make('ellipse', { class: 'figurine-shadow', cx: 2, cy: 40, rx: 28, ry: 6, fill: 'rgba(40, 25, 10, 0.2)' }, g);
        drawChessPiece(g, info.kind, { dark });
      },
      turned ? { class: 'piece-art', transform: 'rotate(180)' } : { class: 'piece-art' },
    ),
  );
  return group;
}
