// What the board draws that never depends on the game's state: cell shapes and outlines, the
// stylesheet's patterns, the swap marker and the review's arrow. Pure drawing functions.

import { svgEl as el, CELL_UNITS as U } from '../ui/svg.js';

/** The corners of a flat-topped hexagon of circumradius `r`, as an SVG points list. */
export function hexPoints(r) {
  const points = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    points.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return points.join(' ');
}

/**
 * Smallest distance between two cell centres: the board's unit. Squared distances are compared
 * (Math.hypot is slow, and a board of 135 points has some 9,000 pairs, on the way to its first
 * paint).
 */
export function cellSpacing(cells) {
  // The points in typed arrays sorted by x, so that the loop reads plain numbers (a first call
  // runs unoptimised, where reading the engine's objects costs more than the arithmetic), and a
  // point's search stops at the first point too far to its right to be nearer.
  const n = cells.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => cells[a].x - cells[b].x);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  order.forEach((cell, i) => {
    xs[i] = cells[cell].x;
    ys[i] = cells[cell].y;
  });
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = xs[j] - xs[i];
      if (dx * dx >= best) break;
      const dy = ys[j] - ys[i];
      const d = dx * dx + dy * dy;
      if (d > 1e-12 && d < best) best = d;
    }
  }
  return Number.isFinite(best) ? Math.sqrt(best) : 1;
}

/** The patterns and gradients the board's stylesheet refers to (water, nets, check glow). */
export function drawDefs(svg) {
  const defs = el('defs', {}, svg);
  const waves = el(
    'pattern',
    {
      id: 'tahta-waves',
      width: 50,
      height: 25,
      patternUnits: 'userSpaceOnUse',
    },
    defs,
  );
  el(
    'path',
    {
      d: 'M0 12.5 q12.5 -9 25 0 t25 0',
      class: 'wave-line',
    },
    waves,
  );
  const net = el(
    'pattern',
    {
      id: 'tahta-net',
      width: 20,
      height: 20,
      patternUnits: 'userSpaceOnUse',
      patternTransform: 'rotate(45)',
    },
    defs,
  );
  el('path', { d: 'M0 0 H20 M0 0 V20', class: 'net-line' }, net);
  // A king in check glows red from the middle of its cell.
  const glow = el('radialGradient', { id: 'tahta-check-glow' }, defs);
  el('stop', { offset: '0', 'stop-color': '#ff2a12', 'stop-opacity': '0.95' }, glow);
  el('stop', { offset: '0.55', 'stop-color': '#f0301a', 'stop-opacity': '0.7' }, glow);
  el('stop', { offset: '1', 'stop-color': '#c81e10', 'stop-opacity': '0.25' }, glow);
}

/** The zones whose cells carry a decoration besides their shape. */
const DECORATED_ZONES = ['water', 'trap-r', 'trap-b', 'den-r', 'den-b'];

/**
 * A cell into `parent`, centred on (0, 0) of its `attrs.transform`: the element that carries
 * `attrs` (the cell's `data-cell`, class, role, label). A plain cell is its shape alone (class
 * `cell-bg`); a cell with a decoration is a group of its shape and decorations. Most boards'
 * cells are plain, and one element each instead of two adds up over a hundred cells.
 */
export function drawCell(shape, cell, parent, attrs) {
  const decorated = cell.zones.some((z) => DECORATED_ZONES.includes(z));
  if (!decorated) {
    const element = cellShape(shape, parent);
    for (const [name, value] of Object.entries(attrs)) {
      element.setAttribute(name, name === 'class' ? `${value} ${element.getAttribute('class')}` : String(value));
    }
    return element;
  }
  const g = el('g', attrs, parent);
  cellShape(shape, g);
  const zones = new Set(cell.zones);
  if (zones.has('water')) {
    el('rect', { class: 'cell-deco water-waves', x: -U / 2, y: -U / 2, width: U, height: U }, g);
  }
  if (zones.has('trap-r') || zones.has('trap-b')) {
    el('rect', { class: 'cell-deco trap-net', x: -U / 2 + 8, y: -U / 2 + 8, width: U - 16, height: U - 16, rx: 8 }, g);
  }
  if (zones.has('den-r') || zones.has('den-b')) {
    // A cave mouth under a little flag: the den.
    el('path', { class: 'cell-deco den-cave', d: 'M-34 30 V0 a34 34 0 0 1 68 0 V30 Z' }, g);
    el('path', { class: 'cell-deco den-mouth', d: 'M-16 30 V10 a16 16 0 0 1 32 0 V30 Z' }, g);
  }
  return g;
}

/** The visible shape of a cell, centred on (0, 0). */
function cellShape(shape, parent) {
  if (shape === 'hex') {
    return el('polygon', { class: 'cell-bg', points: hexPoints((U / Math.sqrt(3)) * 0.995) }, parent);
  }
  if (shape === 'point') {
    // The visible dot is drawn with the board's lines (drawBoardLines): this is the tap target.
    return el('circle', { class: 'cell-bg cell-hit', r: 0.45 * U }, parent);
  }
  return el('rect', { class: 'cell-bg', x: -U / 2, y: -U / 2, width: U, height: U }, parent);
}

/** An outline of a cell's shape (`scale`: fraction of the cell size) into `parent`. */
export function drawOutline(shape, parent, scale) {
  if (shape === 'hex') {
    el('polygon', { points: hexPoints((U / Math.sqrt(3)) * scale * 2) }, parent);
  } else if (shape === 'point') {
    el('circle', { r: U * scale }, parent);
  } else {
    const s = U * scale * 2;
    el('rect', { x: -s / 2, y: -s / 2, width: s, height: s, rx: 6 }, parent);
  }
}

/** A swap partner: a dashed ring and a ⇄ badge in the cell's corner. */
export function drawSwapMarker(g) {
  // Colours come from the stylesheet (`.swap-ring`, `.swap-badge`).
  el(
    'rect',
    {
      class: 'swap-ring',
      x: -0.44 * U,
      y: -0.44 * U,
      width: 0.88 * U,
      height: 0.88 * U,
      rx: 0.16 * U,
    },
    g,
  );
  const badge = el('g', { class: 'swap-badge', transform: `translate(${0.3 * U} ${-0.3 * U})` }, g);
  el('circle', { r: 0.2 * U }, badge);
  el('path', { d: 'M-10 -4 H9 M4 -9 L9 -4 L4 1 M10 5 H-9 M-4 0 L-9 5 L-4 10' }, badge);
}

/**
 * An arrow from cell centre `a` to cell centre `b` (a review's better move) into `layer`,
 * labelled `name` (`data-arrow`).
 */
export function drawArrow(layer, a, b, name) {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length < 1) return;
  // Stop short of the centres so both pieces stay visible, and leave room for the head.
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  const start = { x: a.x + ux * 0.25 * U, y: a.y + uy * 0.25 * U };
  const tip = { x: b.x - ux * 0.2 * U, y: b.y - uy * 0.2 * U };
  const head = 0.3 * U;
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const g = el('g', { class: 'board-arrow', 'data-arrow': name }, layer);
  el(
    'line',
    {
      x1: start.x.toFixed(1),
      y1: start.y.toFixed(1),
      x2: base.x.toFixed(1),
      y2: base.y.toFixed(1),
      'stroke-width': (0.14 * U).toFixed(1),
      'stroke-linecap': 'round',
    },
    g,
  );
  const side = { x: -uy * head * 0.6, y: ux * head * 0.6 };
  el(
    'polygon',
    {
      points: [tip, { x: base.x + side.x, y: base.y + side.y }, { x: base.x - side.x, y: base.y - side.y }]
        .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
        .join(' '),
    },
    g,
  );
}

/**
 * The lines of a board of points and lines into `layer`: the engine's own (Three Kingdoms: river
 * crossings, the triangle, palace diagonals), or else every two points one spacing apart; then
 * a dot on every point. They never change, so the lines are one path (one `M…L…` per line) and
 * the dots another (a zero-length stroke per point, round-capped: its width is the dot's size):
 * hundreds of elements would each cost a phone style and layout work.
 */
export function drawBoardLines(layer, geometry, cells, spacing, point) {
  const known = new Set(cells.map((c) => c.name));
  const segments = [];
  const join = (a, b) => {
    const p = point(a);
    const q = point(b);
    segments.push(`M${p.x.toFixed(1)} ${p.y.toFixed(1)}L${q.x.toFixed(1)} ${q.y.toFixed(1)}`);
  };
  if (geometry.lines?.length) {
    // The engine's lines (Three Kingdoms: river crossings, the triangle, palace diagonals) …
    for (const [a, b] of geometry.lines) {
      if (known.has(a) && known.has(b)) join(a, b);
    }
  } else {
    // … else join neighbouring points.
    const limit = spacing * 1.05;
    for (let i = 0; i < cells.length; i++) {
      for (let j = i + 1; j < cells.length; j++) {
        const a = cells[i];
        const b = cells[j];
        if (Math.hypot(a.x - b.x, a.y - b.y) <= limit) join(a.name, b.name);
      }
    }
  }
  el('path', { class: 'board-lines', 'aria-hidden': 'true', d: segments.join('') }, layer);
  const dots = cells.map((c) => {
    const p = point(c.name);
    return `M${p.x.toFixed(1)} ${p.y.toFixed(1)}h0`;
  });
  el('path', { class: 'board-points', 'aria-hidden': 'true', d: dots.join('') }, layer);
}

/** The nearest cell in a screen direction (within 60° of it), for arrow keys. */
export function neighbourOnScreen(cells, point, name, [dx, dy]) {
  const p = point(name);
  let best = null;
  let bestScore = Infinity;
  for (const cell of cells) {
    if (cell.name === name) continue;
    const q = point(cell.name);
    const vx = q.x - p.x;
    const vy = q.y - p.y;
    const dist = Math.hypot(vx, vy);
    const along = (vx * dx + vy * dy) / dist;
    if (along < 0.5) continue;
    const score = dist * (2 - along);
    if (score < bestScore) {
      best = cell.name;
      bestScore = score;
    }
  }
  return best;
}
