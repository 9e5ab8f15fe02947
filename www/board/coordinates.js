// The coordinates around a board: file letters and rank numbers read from the cell names, placed
// along a square board's edges or round the hex board's outline (they follow a flip).

import { svgEl as el, CELL_UNITS as U } from '../ui/svg.js';

/**
 * File letters below the board and rank numbers at its left, read from the cell names (`e4`):
 * `{ files, ranks, hex? }`, what `drawCoordinates` draws.
 */
export function coordinateLabels(cells, shape, spacing) {
  const parsed = cells.map((c) => ({ cell: c, m: /^([a-z]+)(\d+)$/.exec(c.name) })).filter((p) => p.m);
  const files = [];
  const ranks = [];
  if (parsed.length !== cells.length) return { files, ranks };
  if (shape === 'hex') return hexLabels(parsed);
  const key = (v) => Math.round((v / spacing) * 4);
  const columns = new Map();
  const rows = new Map();
  for (const p of parsed) {
    const cx = key(p.cell.x);
    if (!columns.has(cx)) columns.set(cx, []);
    columns.get(cx).push(p);
    const ry = key(p.cell.y);
    if (!rows.has(ry)) rows.set(ry, []);
    rows.get(ry).push(p);
  }
  for (const list of columns.values()) {
    if (list.length < 2) continue; // a lone cell outside the grid (a citadel) has no label
    const letter = list[0].m[1];
    if (!list.every((p) => p.m[1] === letter)) continue;
    const lowest = list.reduce((a, b) => (b.cell.y < a.cell.y ? b : a));
    files.push({ text: letter, cell: lowest.cell });
  }
  if (shape === 'square') {
    for (const list of rows.values()) {
      if (list.length < 2) continue;
      const number = list[0].m[2];
      if (!list.every((p) => p.m[2] === number)) continue;
      const leftmost = list.reduce((a, b) => (b.cell.x < a.cell.x ? b : a));
      const rightmost = list.reduce((a, b) => (b.cell.x > a.cell.x ? b : a));
      ranks.push({ text: number, cell: leftmost.cell, other: rightmost.cell });
    }
  }
  return { files, ranks };
}

/**
 * Hex boards: every file's letter goes under its lowest cell on screen and every rank's
 * number beside its leftmost cell (left of file a, up-left of the top cells b7…f11), so the
 * labels follow the board's outline; which cells those are depends on the flip, so only the
 * lists are kept here.
 */
function hexLabels(parsed) {
  const group = (index) => {
    const map = new Map();
    for (const p of parsed) {
      const k = p.m[index];
      if (!map.has(k)) map.set(k, []);
      map.get(k).push(p.cell);
    }
    return [...map].map(([text, cells]) => ({ text, cells }));
  };
  return { files: group(1), ranks: group(2), hex: true };
}

/**
 * Draws `labels` into `layer`. `at`: the board's `point(name)` and `cellAt(x, y)`, whether it is
 * `flipped`, and where square boards put their letters (`bottom`) and numbers (`left`).
 */
export function drawCoordinates(layer, labels, at) {
  layer.replaceChildren();
  if (labels.hex) {
    drawHexCoordinates(layer, labels, at);
    return;
  }
  for (const f of labels.files) {
    const p = at.point(f.cell.name);
    const text = el('text', { class: 'coord coord-file', x: p.x, y: at.bottom, 'text-anchor': 'middle' }, layer);
    text.textContent = f.text;
  }
  for (const r of labels.ranks) {
    const p = at.point(at.flipped ? r.other.name : r.cell.name);
    const text = el(
      'text',
      {
        class: 'coord coord-rank',
        x: at.left,
        y: p.y + 8,
        'text-anchor': 'middle',
      },
      layer,
    );
    text.textContent = r.text;
  }
}

function drawHexCoordinates(layer, labels, at) {
  const inradius = U / 2;
  const gap = 19;
  const text = (label, x, y) => {
    const node = el(
      'text',
      {
        class: 'coord coord-hex',
        x: x.toFixed(1),
        y: y.toFixed(1),
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
      },
      layer,
    );
    node.textContent = label;
  };
  // Letters beside each file's first cell: under the board, or over it once it is turned.
  const side = at.flipped ? -1 : 1;
  for (const f of labels.files) {
    const first = f.cells.reduce((a, b) => (b.y < a.y ? b : a));
    const p = at.point(first.name);
    text(f.text, p.x, p.y + side * (inradius + gap));
  }
  const occupied = (x, y) => at.cellAt(x, y) !== null;
  for (const r of labels.ranks) {
    const p = r.cells.map((c) => at.point(c.name)).reduce((a, b) => (b.x < a.x ? b : a));
    // The free edges on the cell's left: both (the board's side) → straight left; only the
    // upper one (the top-left edge) → up-left; only the lower one → down-left.
    const up = !occupied(p.x - 0.866 * U, p.y - 0.5 * U);
    const down = !occupied(p.x - 0.866 * U, p.y + 0.5 * U);
    let dx = -1;
    let dy = 0;
    let reach = U / Math.sqrt(3) + gap * 0.8;
    if (up !== down) {
      dx = -Math.sqrt(3) / 2;
      dy = up ? -0.5 : 0.5;
      reach = inradius + gap;
    }
    text(r.text, p.x + dx * reach, p.y + dy * reach);
  }
}
