// The board's cells (board.js): each drawn from the geometry as an element of its own, with the
// DOM contract's `data-cell`, focusable (roving tabindex) and labelled; the lines of a board of
// points, the coordinates and the game's decoration around them; and their labels, redone as the
// position and the selection change.

import { svgEl as el } from '../ui/svg.js';
import { drawCoordinates } from './coordinates.js';
import { drawBoardLines, drawCell, drawOutline } from './shapes.js';

/**
 * Draws the cells of `board`, their coordinates and the game's decoration, yielding after each
 * cell (see runInSlices in platform/next-task.js).
 * @param {import('./board.js').Board} board
 * @returns {Generator<void, void>}
 */
export function* drawingCells(board) {
  const geo = board.geo;
  if (board.shape === 'point') {
    drawBoardLines(board.cellLayer, board.engineGeometry, geo.cells, geo.spacing, (name) => geo.point(name));
  }
  board.cellEls = new Map();
  for (const cell of geo.cells) {
    const p = geo.point(cell.name);
    let zones = cell.zones.map((z) => `zone-${z}`).join(' ');
    if (board.shape === 'hex' && !cell.zones.some((z) => z.startsWith('shade-'))) {
      // Three shades, no two edge neighbours alike (the engine may name them as zones instead).
      const shade = ((Math.round((2 * (cell.y - geo.minY)) / geo.spacing) % 3) + 3) % 3;
      zones += ` zone-shade-${shade}`;
    }
    const g = drawCell(board.shape, cell, board.cellLayer, {
      class: `cell ${zones}`,
      'data-cell': cell.name,
      role: 'button',
      tabindex: '-1',
      'aria-label': cell.name,
      transform: `translate(${p.x.toFixed(2)} ${p.y.toFixed(2)})`,
    });
    board.cellEls.set(cell.name, g);
    yield;
  }
  const first = geo.cells[0]?.name;
  const focus = board.input.focusName;
  if (first) board.input.setRovingFocus(focus && geo.byName.has(focus) ? focus : first);
  drawCoordinates(board.coordLayer, geo.labels, {
    point: (name) => geo.point(name),
    cellAt: (x, y) => geo.cellAt(x, y),
    flipped: geo.flipped,
    bottom: geo.marginTop + geo.boardH + geo.marginBottom * 0.8,
    left: geo.marginLeft * 0.42,
  });
  yield;
  board.decorate?.({
    under: board.underLayer,
    over: board.overLayer,
    point: (name) => geo.point(name),
    cells: geo.cells,
  });
  board.focusRing = el('g', { class: 'focus-ring', visibility: 'hidden' }, board.dragLayer);
  drawOutline(board.shape, board.focusRing, 0.46);
}

/**
 * Labels each cell of `board` for its position and selection (its `aria-label`, from the board's
 * `labelFor`, and whether a piece stands on it), yielding after each cell.
 * @param {import('./board.js').Board} board
 * @returns {Generator<void, void>}
 */
export function* labellingCells(board) {
  for (const [name, g] of board.cellEls) {
    const piece = board.pieces.get(name) || null;
    const target = board.isDestination(board.selected, name)
      ? (board.destKinds.get(`${board.selected} ${name}`) ?? 'move')
      : null;
    g.setAttribute('aria-label', board.labelFor(name, piece, target));
    g.classList.toggle('has-piece', !!piece);
    yield;
  }
}
