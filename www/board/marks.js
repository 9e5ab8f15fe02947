// The board's marks, drawn afresh from its state (board.js): the last move, royals in check, the
// selection and its destinations (what each move there does), a suggested move, a review's arrow
// and the cell a dragged piece is over. The cells carry the same as classes and attributes, for
// styles and for the browser tests.

import { svgEl as el, CELL_UNITS as U } from '../ui/svg.js';
import { drawOutline, drawSwapMarker, drawArrow } from './shapes.js';

/** What a cell's classes say of the marks; cleared before each drawing. */
const CELL_MARKS = ['selected', 'dest', 'capture', 'swap', 'last', 'hinted', 'in-check'];

/**
 * Draws the marks of `board` into its mark and hint layers.
 * @param {import('./board.js').Board} board
 */
export function drawMarks(board) {
  const { markLayer, hintLayer, cellEls, last, check, hintMove, selected, arrow } = board;
  markLayer.replaceChildren();
  hintLayer.replaceChildren();
  const mark = (name, cls, layer = markLayer) => {
    if (!board.hasCell(name)) return null;
    const p = board.point(name);
    const g = el('g', { class: cls, transform: `translate(${p.x} ${p.y})` }, layer);
    drawOutline(board.shape, g, 0.5);
    return g;
  };
  if (last) {
    mark(last.from, 'mark-last mark-last-from');
    mark(last.to, 'mark-last mark-last-to');
  }
  for (const name of check) mark(name, 'mark-check');
  for (const g of cellEls.values()) {
    g.classList.remove(...CELL_MARKS);
    g.removeAttribute('aria-pressed');
    g.removeAttribute('data-hint');
  }
  if (board.premove) {
    for (const name of [board.premove.from, board.premove.to]) mark(name, 'mark-premove');
  }
  if (hintMove) {
    for (const [end, name] of [
      ['from', hintMove.from],
      ['to', hintMove.to],
    ]) {
      mark(name, `mark-hint mark-hint-${end}`);
      const g = cellEls.get(name);
      g?.classList.add('hinted');
      g?.setAttribute('data-hint', end);
    }
  }
  for (const name of check) cellEls.get(name)?.classList.add('in-check');
  if (last) {
    cellEls.get(last.from)?.classList.add('last');
    cellEls.get(last.to)?.classList.add('last');
  }
  if (selected) {
    // A selected king in check keeps its red glow: the selection is then a ring.
    mark(selected, check.includes(selected) ? 'mark-selected mark-selected-ring' : 'mark-selected');
    cellEls.get(selected)?.setAttribute('aria-pressed', 'true');
    cellEls.get(selected)?.classList.add('selected');
    for (const to of board.dests.get(selected) || []) drawDestination(board, to);
  }
  if (arrow) {
    drawArrow(hintLayer, board.point(arrow.from), board.point(arrow.to), `${arrow.from}-${arrow.to}`);
  }
  const drag = board.input.drag;
  if (drag?.active && drag.over) {
    mark(drag.over, board.dests.get(drag.from)?.has(drag.over) ? 'mark-over legal' : 'mark-over');
  }
}

/** A destination of the selected piece: a dot, a capture's ring or Timur's King swap. */
function drawDestination(board, to) {
  const p = board.point(to);
  // What a destination means comes with the moves (a capture, Timur's King swap).
  const what = board.destKinds.get(`${board.selected} ${to}`);
  const swap = what === 'swap';
  const capture = what === 'capture';
  const kind = swap ? 'hint-swap' : capture ? 'hint-capture' : 'hint-move';
  const g = el('g', { class: kind, transform: `translate(${p.x} ${p.y})` }, board.hintLayer);
  if (swap) drawSwapMarker(g);
  else if (capture) el('circle', { r: 0.42 * U }, g);
  else el('circle', { r: 0.15 * U }, g);
  const cellEl = board.cellEls.get(to);
  cellEl?.classList.add('dest');
  if (capture) cellEl?.classList.add('capture');
  if (swap) cellEl?.classList.add('swap');
}
