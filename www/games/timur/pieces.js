// Timur chess piece art: original drawings made for Tahta (same licence as the code), in the
// style of chess-pieces.js (same palette, rim and base) so the chess games look alike. The king,
// rook and knight are chess-pieces.js's own drawings; everything else is drawn here: general
// (ferz), vizier, elephant, camel, war engine, picket, giraffe, prince, adventitious king, the
// large variant's sea monster, lion, bull and explorer, and the eleven pawns. A pawn is a pawn
// whose round head is a medallion carrying the emblem of the piece it belongs to (a tiny rook
// on the pawn of rooks, a pawn on the pawn of pawns), so every pawn says what it becomes.
//
// Each drawing is in a 100×100 box centred on (0, 0), standing on a base whose bottom is at
// y = 41 (their shapes: shapes.js). No rules.
//
//   import { drawTimurPiece, timurPieceSvg, TIMUR_KINDS } from './pieces.js';
//   drawTimurPiece(group, 'camel', { dark: true });     // kind ids as in TIMUR_KINDS
//   drawTimurPiece(group, 'pawn', { of: 'rook' });      // the pawn of rooks

import { drawChessPiece, hasChessArt } from '../chess-pieces.js';
import { pictureSvg } from '../../ui/dom.js';
import { svgEl as make, kindClass, useDrawing } from '../../ui/svg.js';
import { ART } from './shapes.js';

// The palette and rim of chess-pieces.js.
const LIGHT = { fill: '#fbf6ea', stroke: '#2b231d', line: '#2b231d', shade: '#e4d8c0' };
const DARK = { fill: '#302925', stroke: '#0f0c0a', line: '#e9dfcc', shade: '#4a403a' };
const RIM = 4.2;

// The pawn: a bell body under a large round head — the medallion that carries the emblem.
const PAWN_HEAD = { cx: 0, cy: -19, r: 25 };
const PAWN = [
  ['path', { d: 'M-18 33 C-18 22 -11 16 -8 6 H8 C11 16 18 22 18 33 Z' }, 'body'],
  ['rect', { x: -25, y: 31, width: 50, height: 10, rx: 4 }, 'base'],
  ['rect', { x: -13, y: 3, width: 26, height: 8, rx: 4 }, 'body'],
  ['circle', PAWN_HEAD, 'body'],
  ['path', { d: 'M-10 7 H10 M-20 35 H20' }, 'trim'],
];

/**
 * What each pawn's medallion shows, by the engine's id of the kind it promotes to (the pawn of
 * the king becomes a prince and wears the king's emblem).
 */
const EMBLEM = {
  prince: 'king',
  general: 'general',
  vizier: 'vizier',
  rook: 'rook',
  knight: 'knight',
  elephant: 'elephant',
  camel: 'camel',
  'war engine': 'engine',
  picket: 'picket',
  giraffe: 'giraffe',
  pawns: 'pawnPlain',
};

/** Draws a list of shapes in full colour. */
function paint(parent, shapes, colours, dark) {
  for (const [tag, attrs, role, width] of shapes) {
    if (role === 'trim' && !dark) continue;
    if (role === 'tube') {
      make(tag, { ...attrs, fill: 'none', stroke: colours.stroke, 'stroke-width': width + 2 * RIM }, parent);
      make(tag, { ...attrs, fill: 'none', stroke: colours.fill, 'stroke-width': width }, parent);
      continue;
    }
    const style =
      role === 'line' || role === 'trim'
        ? { fill: 'none', stroke: colours.line, 'stroke-width': RIM * (role === 'trim' ? 0.55 : 0.8) }
        : role === 'dot'
          ? { fill: colours.line, stroke: 'none' }
          : { fill: role === 'shade' ? colours.shade : colours.fill, stroke: colours.stroke, 'stroke-width': RIM };
    make(tag, { ...attrs, ...style }, parent);
  }
}

/** Draws the solid silhouette of a list of shapes in one colour (an emblem), without its base. */
function silhouette(parent, shapes, colour) {
  for (const [tag, attrs, role, width] of shapes) {
    if (role === 'base' || role === 'line' || role === 'trim' || role === 'dot') continue;
    if (role === 'tube') {
      make(tag, { ...attrs, fill: 'none', stroke: colour, 'stroke-width': width + RIM }, parent);
      continue;
    }
    make(tag, { ...attrs, fill: colour, stroke: colour, 'stroke-width': RIM }, parent);
  }
}

// The king, rook and knight of chess-pieces.js as shape lists are not exported, so their
// emblems are drawn from these simple outlines (same silhouettes, no inner lines).
const EMBLEM_ART = {
  king: [
    ['path', { d: 'M-20 2 C-17 14 -18 22 -23 32 H23 C18 22 17 14 20 2 Z' }, 'body'],
    [
      'path',
      { d: 'M-22 -2 C-30 -12 -27 -26 -15 -26 C-8 -26 -3 -21 0 -15 C3 -21 8 -26 15 -26 C27 -26 30 -12 22 -2 Z' },
      'body',
    ],
    ['path', { d: 'M-4.5 -47 H4.5 V-40 H11 V-31 H4.5 V-20 H-4.5 V-31 H-11 V-40 H-4.5 Z' }, 'body'],
  ],
  rook: [
    ['path', { d: 'M-18 27 L-15 -8 H15 L18 27 Z' }, 'body'],
    ['rect', { x: -24, y: 23, width: 48, height: 9, rx: 3 }, 'body'],
    ['path', { d: 'M-23 -9 V-36 H-13 V-28 H-5 V-36 H5 V-28 H13 V-36 H23 V-9 Z' }, 'body'],
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
  ],
  engine: [
    ['path', { d: 'M-24 -24 L20 2' }, 'tube', 9],
    ['circle', { cx: -25, cy: -25, r: 10 }, 'body'],
    ['rect', { x: -32, y: 2, width: 64, height: 11, rx: 4 }, 'body'],
    ['circle', { cx: -17, cy: 28, r: 11 }, 'body'],
    ['circle', { cx: 17, cy: 28, r: 11 }, 'body'],
  ],
  general: [['path', { d: 'M-20 -20 L20 20 M20 -20 L-20 20' }, 'tube', 10]],
  vizier: [['path', { d: 'M0 -24 V24 M-24 0 H24' }, 'tube', 10]],
  pawnPlain: [
    ['path', { d: 'M-20 33 C-20 22 -11 15 -8 3 H8 C11 15 20 22 20 33 Z' }, 'body'],
    ['rect', { x: -14, y: -3, width: 28, height: 8, rx: 4 }, 'body'],
    ['circle', { cx: 0, cy: -18, r: 14 }, 'body'],
  ],
};

/** The emblem of `kind` in the pawn's medallion, in the contrast colour. */
function drawEmblem(parent, kind, colours) {
  const shapes = EMBLEM_ART[kind] || ART[kind];
  if (!shapes) return;
  const scale = kind === 'pawnPlain' ? 0.44 : 0.47;
  const g = make(
    'g',
    {
      class: 'timur-emblem',
      transform: `translate(${PAWN_HEAD.cx} ${PAWN_HEAD.cy + 1}) scale(${scale})`,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    },
    parent,
  );
  silhouette(g, shapes, colours.line);
}

/** The attributes of the group a figurine's shapes are painted in. */
function artAttributes(dark) {
  return { class: `timur-art timur-${dark ? 'dark' : 'light'}`, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
}

/** Paints a pawn without its emblem into `group` (made with artAttributes). */
function paintPawn(group, dark) {
  const colours = dark ? DARK : LIGHT;
  paint(group, PAWN, colours, dark);
  // A thin inner ring sets the medallion off from the head's rim.
  make(
    'circle',
    {
      ...PAWN_HEAD,
      r: PAWN_HEAD.r - 4,
      fill: 'none',
      stroke: colours.line,
      'stroke-width': 1,
      opacity: 0.4,
    },
    group,
  );
}

/** True when this module can draw `kind` (`pawn` included). */
export function hasTimurArt(kind) {
  return kind === 'pawn' || kind in ART || hasChessArt(kind);
}

/**
 * Draws a Timur piece into the SVG group `parent`, centred on (0, 0) in a 100-unit box.
 * `kind`: the engine's kind id, or `pawn` with `of`: the kind the pawn promotes to (`rook`,
 * `pawns`…);
 * `dark`: Black's colours. Returns false (drawing nothing) for an unknown kind.
 */
export function drawTimurPiece(parent, kind, { of = null, dark = false } = {}) {
  const colours = dark ? DARK : LIGHT;
  if (kind === 'pawn') {
    const group = make('g', artAttributes(dark), parent);
    paintPawn(group, dark);
    drawEmblem(group, EMBLEM[of] ?? 'pawnPlain', colours);
    return true;
  }
  if (ART[kind]) {
    paint(make('g', artAttributes(dark), parent), ART[kind], colours, dark);
    return true;
  }
  return drawChessPiece(parent, kind, { dark });
}

/** A drawing's id in the page's sprite: `timur-pawn-rook-dark`. */
function drawingId(...parts) {
  return ['timur', ...parts].join('-').replace(/[^a-z0-9-]+/gi, '_');
}

/**
 * The board's drawing of a Timur piece (a `PieceView`), centred on (0, 0): `info` is its
 * meaning from board/pieces.js's pieceInfo (`{ kind, pawnOf }`); `seat` 1 draws Black's colours;
 * `turned` draws it upside down (face-to-face seating). Each figurine, and each pawn's body and
 * emblem apart, is drawn once into the page's sprite and used from there (ui/svg.js's useDrawing):
 * 56 figurines would otherwise be some 600 elements to build at every move.
 */
export function createTimurPieceElement(piece, info, { seat = 0, turned = false } = {}) {
  const kind = info.kind;
  const of = info.pawnOf ?? null;
  const dark = seat % 2 === 1;
  const shade = dark ? 'dark' : 'light';
  const group = make('g', {
    class: `piece figurine seat-${seat} owner-${piece.owner} ${kindClass(kind)}${of ? ` pawn-of-${of.split(' ')[0]}` : ''}`,
    'data-piece': piece.token,
  });
  const turn = turned ? { transform: 'rotate(180)' } : {};
  // The figurine stands a little smaller than its cell, on a soft shadow; the sprite's group is
  // the figurine's own (no wrappers: every element counts on a phone).
  const figure = (g, attributes = {}) => {
    for (const [name, value] of Object.entries({ ...attributes, transform: 'scale(0.96)' })) {
      g.setAttribute(name, value);
    }
    return g;
  };
  const shadow = (g) =>
    make(
      'ellipse',
      {
        class: 'figurine-shadow',
        cx: 2,
        cy: 40,
        rx: 28,
        ry: 6,
        fill: 'rgba(40, 25, 10, 0.2)',
        stroke: 'none',
      },
      g,
    );
  if (kind === 'pawn') {
    group.append(
      useDrawing(
        drawingId('pawn', shade),
        (g) => {
          shadow(figure(g, artAttributes(dark)));
          paintPawn(g, dark);
        },
        { class: 'piece-art', ...turn },
      ),
    );
    const emblem = EMBLEM[of] ?? 'pawnPlain';
    group.append(
      useDrawing(
        drawingId('emblem', emblem, shade),
        (g) => {
          drawEmblem(figure(g), emblem, dark ? DARK : LIGHT);
        },
        { class: 'timur-emblem', ...turn },
      ),
    );
    return group;
  }
  if (!hasTimurArt(kind)) {
    const art = make('g', { class: 'piece-art', transform: `${turned ? 'rotate(180) ' : ''}scale(0.96)` }, group);
    const label = make('text', { class: 'timur-unknown', x: 0, y: 12, 'text-anchor': 'middle' }, art);
    label.textContent = String(piece.token);
    return group;
  }
  group.append(
    useDrawing(
      drawingId(kind, shade),
      (g) => {
        if (ART[kind]) {
          shadow(figure(g, artAttributes(dark)));
          paint(g, ART[kind], dark ? DARK : LIGHT, dark);
        } else {
          shadow(figure(g));
          drawChessPiece(g, kind, { dark });
        }
      },
      { class: 'piece-art', ...turn },
    ),
  );
  return group;
}

/** A standalone `<svg>` of a piece (for the piece help), hidden from assistive technology. */
export function timurPieceSvg(kind, { of = null, dark = false, size = 40 } = {}) {
  const svg = pictureSvg('timur-icon', size);
  drawTimurPiece(svg, kind, { of, dark });
  return svg;
}
