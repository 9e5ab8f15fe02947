// The shapes of Timur chess's own pieces (pieces.js paints them): each drawing in a 100×100 box
// centred on (0, 0), standing on a base whose bottom is at y = 41.

/** The points of a star (the lion's mane), as a polygon's `points`. */
function starPoints(cx, cy, outer, inner, points, turn) {
  const list = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (Math.PI * i) / points - Math.PI / 2;
    list.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return list.join(' ');
}

// A shape is [tag, attributes, role]. Roles: `base` (the stand: body colour, left out of
// emblems), `body`, `shade` (a darker body tone), `line` (an inner line in the contrast colour),
// `dot` (a small mark filled with the contrast colour), `trim` (an inner line on dark pieces
// only), `tube` (a thick outlined stroke: necks, shafts).
const BASE = ['rect', { x: -29, y: 31, width: 58, height: 10, rx: 4 }, 'base'];
const BASE_TRIM = ['path', { d: 'M-24 35 H24' }, 'trim'];

// A royal's robe and collar (the prince and the adventitious king wear the king's).
const ROBE = [
  ['path', { d: 'M-20 2 C-17 14 -18 22 -23 32 H23 C18 22 17 14 20 2 Z' }, 'body'],
  BASE,
  ['rect', { x: -23, y: -6, width: 46, height: 9, rx: 3.5 }, 'body'],
];

// A courtier's narrower robe (general and vizier).
const COURT = [
  ['path', { d: 'M-15 4 C-13 16 -16 24 -21 32 H21 C16 24 13 16 15 4 Z' }, 'body'],
  BASE,
  ['rect', { x: -19, y: -3, width: 38, height: 8, rx: 4 }, 'body'],
];

export const ART = {
  // Ferz: a tall onion-domed hat marked with a diagonal cross — it steps diagonally.
  general: [
    ...COURT,
    [
      'path',
      { d: 'M0 -43 C5 -36 20 -29 20 -15 C20 -6 12 -3 0 -3 C-12 -3 -20 -6 -20 -15 C-20 -29 -5 -36 0 -43 Z' },
      'body',
    ],
    ['circle', { cx: 0, cy: -44, r: 4 }, 'body'],
    ['path', { d: 'M-7 -24 L7 -10 M7 -24 L-7 -10' }, 'line'],
    ['path', { d: 'M-12 1 H12' }, 'trim'],
    BASE_TRIM,
  ],
  // Vizier: a broad turban with a plume, marked with a straight cross — it steps straight.
  vizier: [
    ...COURT,
    ['path', { d: 'M-24 -6 C-28 -22 -16 -34 0 -34 C16 -34 28 -22 24 -6 Z' }, 'body'],
    ['path', { d: 'M2 -33 C4 -41 10 -46 16 -47 C13 -42 11 -37 9 -32 Z' }, 'shade'],
    ['path', { d: 'M0 -28 V-12 M-8 -20 H8' }, 'line'],
    ['path', { d: 'M-12 1 H12' }, 'trim'],
    BASE_TRIM,
  ],
  // Elephant: a whole elephant, trunk hanging, big ear, facing left.
  elephant: [
    BASE,
    [
      'path',
      {
        d:
          'M30 4 C32 -14 22 -25 6 -25 C-4 -25 -9 -23 -13 -28 C-21 -35 -34 -29 -34 -16 ' +
          'C-34 -8 -36 4 -38 14 C-39 21 -35 25 -31 22 C-29 16 -28 8 -26 1 C-24 5 -21 8 -18 10 ' +
          'L-18 32 L-8 32 L-8 17 L12 17 L12 32 L22 32 L22 15 C28 13 30 9 30 4 Z',
      },
      'body',
    ],
    ['path', { d: 'M-15 -23 C-3 -27 3 -14 -1 -3 C-5 5 -13 3 -15 -4 Z' }, 'shade'],
    ['path', { d: 'M-23 3 C-24 9 -28 12 -33 11' }, 'line'],
    ['path', { d: 'M30 -2 C35 2 35 9 33 13' }, 'line'],
    ['circle', { cx: -24, cy: -19, r: 3 }, 'dot'],
    BASE_TRIM,
  ],
  // Camel: one hump, a long neck, standing, facing left.
  camel: [
    BASE,
    [
      'path',
      {
        d:
          'M-38 -22 C-38 -29 -31 -33 -24 -31 C-19 -30 -17 -26 -17 -20 C-17 -11 -13 -5 -7 -7 ' +
          'C-4 -22 14 -24 19 -8 C25 -6 30 1 28 10 C27 16 24 18 21 19 L21 32 L12 32 L12 21 ' +
          'L-5 21 L-5 32 L-14 32 L-14 13 C-21 9 -25 -2 -26 -13 C-29 -15 -33 -16 -36 -17 ' +
          'C-38 -18 -38 -20 -38 -22 Z',
      },
      'body',
    ],
    ['path', { d: 'M28 4 C32 8 33 14 31 20' }, 'line'],
    ['circle', { cx: -27, cy: -25, r: 3 }, 'dot'],
    BASE_TRIM,
  ],
  // War engine (mancınık): a catapult on two wheels, arm cocked with a stone in its cup.
  'war engine': [
    ['path', { d: 'M-30 -30 L24 6' }, 'tube', 8],
    ['path', { d: 'M-9 10 L2 -18 L13 10 Z' }, 'body'],
    ['circle', { cx: -30, cy: -31, r: 9 }, 'body'],
    ['circle', { cx: -30, cy: -31, r: 4 }, 'dot'],
    ['rect', { x: -32, y: 8, width: 64, height: 12, rx: 4 }, 'body'],
    ['rect', { x: 17, y: -6, width: 14, height: 14, rx: 3 }, 'shade'],
    ['circle', { cx: -17, cy: 28, r: 12 }, 'body'],
    ['circle', { cx: 17, cy: 28, r: 12 }, 'body'],
    ['circle', { cx: -17, cy: 28, r: 3.2 }, 'dot'],
    ['circle', { cx: 17, cy: 28, r: 3.2 }, 'dot'],
  ],
  // Picket (gözcü, talia): a lance head with an open eye — the long-range lookout.
  picket: [
    BASE,
    ['path', { d: 'M0 -4 V28' }, 'tube', 9],
    ['path', { d: 'M-10 33 C-10 26 -6 24 0 24 C6 24 10 26 10 33 Z' }, 'body'],
    ['rect', { x: -19, y: -8, width: 38, height: 9, rx: 4.5 }, 'body'],
    ['path', { d: 'M0 -47 C12 -34 17 -22 14 -11 H-14 C-17 -22 -12 -34 0 -47 Z' }, 'body'],
    ['path', { d: 'M-8 -24 C-4 -29 4 -29 8 -24 C4 -19 -4 -19 -8 -24 Z' }, 'line'],
    ['circle', { cx: 0, cy: -24, r: 2.6 }, 'dot'],
    BASE_TRIM,
  ],
  // Giraffe: long spotted neck, horns, facing left.
  giraffe: [
    BASE,
    [
      'path',
      {
        d:
          'M-36 -31 C-36 -37 -29 -41 -22 -40 C-17 -39 -14 -36 -13 -32 C-9 -20 -4 -7 2 -1 ' +
          'C10 -2 22 0 25 8 L25 32 L16 32 L16 19 L0 19 L0 32 L-9 32 L-9 12 ' +
          'C-14 2 -19 -12 -22 -24 C-26 -24 -31 -25 -34 -27 C-36 -28 -36 -30 -36 -31 Z',
      },
      'body',
    ],
    ['path', { d: 'M-20 -40 L-22 -47 M-15 -38 L-14 -46' }, 'line'],
    ['circle', { cx: -22, cy: -48, r: 2.8 }, 'body'],
    ['circle', { cx: -14, cy: -47, r: 2.8 }, 'body'],
    ['circle', { cx: -26, cy: -33, r: 2.6 }, 'dot'],
    ['circle', { cx: -15, cy: -20, r: 2.6 }, 'dot'],
    ['circle', { cx: -9, cy: -7, r: 2.8 }, 'dot'],
    ['circle', { cx: 4, cy: 7, r: 3 }, 'dot'],
    ['circle', { cx: 15, cy: 8, r: 3 }, 'dot'],
    ['circle', { cx: -3, cy: 10, r: 2.4 }, 'dot'],
    BASE_TRIM,
  ],
  // Prince (şehzade): the king's robe under a three-pointed coronet with a crescent.
  prince: [
    ...ROBE,
    ['path', { d: 'M-19 -5 L-22 -30 L-10 -19 L0 -34 L10 -19 L22 -30 L19 -5 Z' }, 'body'],
    ['circle', { cx: -22, cy: -31, r: 4 }, 'body'],
    ['circle', { cx: 22, cy: -31, r: 4 }, 'body'],
    ['path', { d: 'M0 -34 V-38' }, 'tube', 3],
    ['path', { d: 'M-9 -47 A9 9 0 0 0 9 -47 A10 10 0 0 1 -9 -47 Z' }, 'body'],
    ['path', { d: 'M-13 -12 H13' }, 'line'],
    ['path', { d: 'M-18 -1.5 H18' }, 'trim'],
    BASE_TRIM,
  ],
  // Adventitious king (maceracı şah): the king's robe, a plain crown and a pennant.
  'adventitious king': [
    ...ROBE,
    ['path', { d: 'M-19 -5 L-21 -27 L-11 -20 L-6 -29 L0 -21 L6 -29 L11 -20 L21 -27 L19 -5 Z' }, 'body'],
    ['path', { d: 'M0 -21 V-48' }, 'tube', 3],
    ['path', { d: 'M1 -48 L20 -42 L1 -35 Z' }, 'body'],
    ['path', { d: 'M-13 -12 H13' }, 'line'],
    ['path', { d: 'M-18 -1.5 H18' }, 'trim'],
    BASE_TRIM,
  ],
  // Sea monster (Lukhm): a finned serpent rising from the waves.
  'sea monster': [
    ['path', { d: 'M18 30 C28 14 24 0 8 -4 C-8 -8 -8 -24 4 -28' }, 'tube', 14],
    ['path', { d: 'M-2 -12 L-12 -14 L-6 -20 L-16 -24 L-6 -28' }, 'shade'],
    [
      'path',
      {
        d:
          'M-6 -30 C-4 -40 8 -45 18 -41 C24 -39 30 -36 34 -34 L22 -30 L32 -25 C24 -22 14 -20 4 -22 ' +
          'C-2 -23 -6 -26 -6 -30 Z',
      },
      'body',
    ],
    ['circle', { cx: 10, cy: -35, r: 3 }, 'dot'],
    [
      'path',
      {
        d: 'M-33 41 V31 C-27 24 -20 24 -14 31 C-8 24 -1 24 5 31 C11 24 18 24 24 31 C28 27 31 27 33 29 V41 Z',
      },
      'base',
    ],
    ['path', { d: 'M-26 36 C-22 33 -18 33 -14 36 M4 36 C8 33 12 33 16 36' }, 'line'],
  ],
  // Lion: a maned head, front view.
  lion: [
    BASE,
    ['path', { d: 'M-6 22 H6 L8 32 H-8 Z' }, 'body'],
    ['polygon', { points: starPoints(0, -8, 37, 27, 14, 0) }, 'shade'],
    ['circle', { cx: 0, cy: -6, r: 20 }, 'body'],
    ['circle', { cx: -7, cy: -11, r: 2.8 }, 'dot'],
    ['circle', { cx: 7, cy: -11, r: 2.8 }, 'dot'],
    ['path', { d: 'M-5 -1 H5 L0 5 Z' }, 'dot'],
    ['path', { d: 'M0 5 V8 M-6 10 C-3 13 3 13 6 10' }, 'line'],
  ],
  // Bull: a horned head, front view.
  bull: [
    BASE,
    ['path', { d: 'M-14 -18 C-28 -18 -38 -28 -36 -44 C-31 -34 -24 -30 -12 -29 Z' }, 'body'],
    ['path', { d: 'M14 -18 C28 -18 38 -28 36 -44 C31 -34 24 -30 12 -29 Z' }, 'body'],
    ['path', { d: 'M-16 -22 L-30 -16 L-18 -10 Z M16 -22 L30 -16 L18 -10 Z' }, 'shade'],
    ['path', { d: 'M-17 -28 C-18 -4 -15 16 -11 30 H11 C15 16 18 -4 17 -28 C10 -33 -10 -33 -17 -28 Z' }, 'body'],
    ['ellipse', { cx: 0, cy: 18, rx: 12, ry: 8 }, 'shade'],
    ['circle', { cx: -8, cy: -12, r: 2.8 }, 'dot'],
    ['circle', { cx: 8, cy: -12, r: 2.8 }, 'dot'],
    ['circle', { cx: -5, cy: 18, r: 2.4 }, 'dot'],
    ['circle', { cx: 5, cy: 18, r: 2.4 }, 'dot'],
  ],
  // Explorer (kâşif): a telescope on a tripod, aimed along the diagonal it leaps on.
  explorer: [
    BASE,
    ['path', { d: 'M-2 2 L-20 32 M-2 2 L16 32 M-2 2 V32' }, 'tube', 5],
    ['path', { d: 'M-30 12 L-34 4 L22 -38 L30 -26 Z' }, 'body'],
    ['path', { d: 'M22 -38 L27 -42 L36 -29 L30 -26 Z' }, 'body'],
    ['path', { d: 'M-34 4 L-39 7 L-35 15 L-30 12 Z' }, 'body'],
    ['circle', { cx: -2, cy: -6, r: 6 }, 'shade'],
    ['path', { d: 'M-10 -10 L-6 -3 M6 -19 L10 -12' }, 'line'],
  ],
};
