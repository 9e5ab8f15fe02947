// The Three Kingdoms table drawn under the engine's points and lines: three halves tinted by
// kingdom, the river between them, the palaces. Drawing only; the points come from the engine.

import { svgEl } from '../../ui/svg.js';

const LETTERS = ['r', 'g', 'b'];
/** Extra margin of the drawn board beyond the outer points, in point spacings. */
const MARGIN = 0.48;

function lerp(a, b, s) {
  return { x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s };
}

/**
 * Draws into `layer` the halves tinted by kingdom, the river between them and the palaces, from
 * the engine's point positions (`point(name)`). Returns each kingdom's half polygon by letter.
 */
export function drawTableBackdrop(layer, point) {
  const svg = (name, attrs) => {
    return svgEl(name, attrs, layer);
  };
  const P = (k, name) => point(`${k}${name}`);
  // Inside a half the engine places points bilinearly (files a–e and e–i): fractional
  // files and ranks give the palace's corners.
  const at = (k, f, r) => {
    const side = f <= 4 ? 'a' : 'i';
    const u = Math.abs(f - 4) / 4;
    return lerp(lerp(P(k, 'e1'), P(k, `${side}1`), u), lerp(P(k, 'e5'), P(k, `${side}5`), u), r / 4);
  };
  const m = MARGIN * 100; // the board's user units: 100 per point spacing
  /**
   * A line through p and q moved by m away from `inside`.
   * @returns {[{x: number, y: number}, {x: number, y: number}]}
   */
  const offset = (p, q, inside) => {
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const len = Math.hypot(dx, dy) || 1;
    let nx = -dy / len;
    let ny = dx / len;
    if ((inside.x - p.x) * nx + (inside.y - p.y) * ny > 0) [nx, ny] = [-nx, -ny];
    return [
      { x: p.x + nx * m, y: p.y + ny * m },
      { x: q.x + nx * m, y: q.y + ny * m },
    ];
  };
  const meet = ([a, b], [c, d]) => {
    const den = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x);
    if (Math.abs(den) < 1e-9) return b;
    const t1 = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / den;
    return { x: a.x + t1 * (b.x - a.x), y: a.y + t1 * (b.y - a.y) };
  };
  const poly = (pts) => pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const shapes = LETTERS.map((k) => {
    const inside = P(k, 'e3');
    const back = offset(P(k, 'a1'), P(k, 'i1'), inside);
    const left = offset(P(k, 'a1'), P(k, 'a5'), inside);
    const right = offset(P(k, 'i1'), P(k, 'i5'), inside);
    const corners = [meet(back, left), meet(back, right)];
    const half = [...corners, meet(right, [P(k, 'e5'), P(k, 'i5')]), P(k, 'e5'), meet(left, [P(k, 'e5'), P(k, 'a5')])];
    return { k, corners, half };
  });
  const outline = shapes.flatMap((s) => s.corners);
  svg('polygon', { class: 'sg-water', points: poly(outline) });
  svg('polygon', { class: 'sg-waves', points: poly(outline) });
  const halves = new Map();
  for (const { k, half } of shapes) {
    halves.set(k, svg('polygon', { class: `sg-half owner-${k}`, points: poly(half) }));
    svg('polygon', {
      class: `sg-palace owner-${k}`,
      points: poly([at(k, 3, 0), at(k, 5, 0), at(k, 5, 2), at(k, 3, 2)]),
    });
  }
  svg('polygon', { class: 'sg-outline', points: poly(outline) });
  return halves;
}
