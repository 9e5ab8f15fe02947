// What a board's drawing holds before its cells: the shared drawings, the frame (square and
// point boards; hexagons stand on the background), and the layers, in the order they stack:
// under the cells, the cells, over them, marks, coordinates, pieces, hints, the dragged piece.

import { svgEl as el } from '../ui/svg.js';
import { drawDefs } from './shapes.js';

/**
 * @typedef {object} BoardLayers
 * @property {SVGGElement} underLayer   the game's decoration under the cells
 * @property {SVGGElement} cellLayer    the cells (the only layer that takes taps)
 * @property {SVGGElement} overLayer    the game's decoration over the cells
 * @property {SVGGElement} markLayer    selection, last move, check, premove
 * @property {SVGGElement} coordLayer   files and ranks
 * @property {SVGGElement} pieceLayer   the pieces
 * @property {SVGGElement} hintLayer    legal destinations, the hint's arrow
 * @property {SVGGElement} dragLayer    a piece being dragged, the focus ring
 */

/**
 * Empties `svg` and draws the frame of a `shape` board of geometry `geo` and its empty layers.
 * @param {SVGSVGElement} svg
 * @param {string} shape  'square', 'hex' or 'point'
 * @param {{marginLeft: number, marginTop: number, boardW: number, boardH: number}} geo
 * @returns {BoardLayers}
 */
export function drawFrame(svg, shape, geo) {
  svg.replaceChildren();
  drawDefs(svg);
  if (shape !== 'hex')
    el(
      'rect',
      {
        class: 'board-frame',
        x: geo.marginLeft - 6,
        y: geo.marginTop - 6,
        width: geo.boardW + 12,
        height: geo.boardH + 12,
        rx: 10,
      },
      svg,
    );
  const hidden = { 'aria-hidden': 'true' };
  const inert = { ...hidden, 'pointer-events': 'none' };
  return {
    underLayer: el('g', { class: 'layer-under', ...inert }, svg),
    cellLayer: el('g', { class: 'layer-cells' }, svg),
    overLayer: el('g', { class: 'layer-over', ...inert }, svg),
    markLayer: el('g', { class: 'layer-marks' }, svg),
    coordLayer: el('g', { class: 'layer-coords', ...hidden }, svg),
    pieceLayer: el('g', { class: 'layer-pieces', ...hidden }, svg),
    hintLayer: el('g', { class: 'layer-hints', ...hidden }, svg),
    dragLayer: el('g', { class: 'layer-drag', ...hidden }, svg),
  };
}
