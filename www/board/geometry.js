// Where a board's cells lie on screen: the engine's cells turned by the board's rotation, the
// margins its coordinate labels need, and the two ways between a cell and a point of the drawing
// (`point`, `cellAt`). No DOM: the board (board.js) draws from it.

import { CELL_UNITS as U } from '../ui/svg.js';
import { coordinateLabels } from './coordinates.js';
import { cellSpacing } from './shapes.js';

export class BoardGeometry {
  /**
   * @param {import('../engine/types.js').GeometryView} geometry  the engine's board
   * @param {object} options
   * @param {number} options.rotation  degrees the drawing is turned by (anticlockwise)
   * @param {boolean} options.flipped  turned by 180°
   * @param {boolean|'files'} options.coordinates  as for Board
   * @param {number|null} options.fileRoom  as for Board
   */
  constructor(geometry, { rotation, flipped, coordinates, fileRoom }) {
    this.engine = geometry;
    this.shape = geometry.shape;
    this.coordinates = coordinates;
    this.fileRoom = fileRoom;
    this.flipped = flipped;
    this.#placeCells(rotation);
    this.spacing = cellSpacing(this.cells);
    this.#layout();
  }

  /** Turns the drawing to `degrees`. */
  turn(degrees) {
    this.#placeCells(degrees);
    this.#layout();
  }

  /** Turns the board by 180° (or back). */
  flip(flipped) {
    this.flipped = flipped;
    // Hex file letters move with rank 1, from the bottom to the top.
    if (this.labels.hex) this.#layout();
  }

  /** The drawing's `viewBox`. */
  get viewBox() {
    return `0 0 ${this.viewW.toFixed(1)} ${this.viewH.toFixed(1)}`;
  }

  /** The cells as drawn: the engine's, turned by `rotation` degrees about the origin. */
  #placeCells(rotation) {
    this.rotation = rotation;
    const a = (rotation * Math.PI) / 180;
    const [sin, cos] = [Math.sin(a), Math.cos(a)];
    this.cells = rotation
      ? this.engine.cells.map((c) => ({ ...c, x: c.x * cos - c.y * sin, y: c.x * sin + c.y * cos }))
      : this.engine.cells;
    this.byName = new Map(this.cells.map((c) => [c.name, c]));
  }

  #layout() {
    const xs = this.cells.map((c) => c.x);
    const ys = this.cells.map((c) => c.y);
    this.minX = Math.min(...xs);
    this.maxX = Math.max(...xs);
    this.minY = Math.min(...ys);
    this.maxY = Math.max(...ys);
    // Half extents of one cell, in spacing units.
    if (this.shape === 'hex') {
      this.halfW = 1 / Math.sqrt(3);
      this.halfH = 0.5;
    } else {
      this.halfW = 0.5;
      this.halfH = 0.5;
    }
    this.labels = this.coordinates ? coordinateLabels(this.cells, this.shape, this.spacing) : { files: [], ranks: [] };
    if (this.coordinates === 'files' && !this.labels.hex) this.labels.ranks = [];
    const labelRoom = this.shape === 'hex' ? 0.34 : 0.3;
    this.marginLeft = this.labels.ranks.length ? labelRoom * U : 0.08 * U;
    this.marginBottom = this.labels.files.length ? (this.fileRoom ?? labelRoom) * U : 0.08 * U;
    this.marginRight = 0.08 * U;
    this.marginTop = 0.08 * U;
    if (this.labels.hex && this.flipped) {
      // Hex file letters stay beside the rank-1 cells, at the top once the board is turned.
      [this.marginTop, this.marginBottom] = [this.marginBottom, this.marginTop];
    }
    const width = (this.maxX - this.minX) / this.spacing + 2 * this.halfW;
    const height = (this.maxY - this.minY) / this.spacing + 2 * this.halfH;
    this.boardW = width * U;
    this.boardH = height * U;
    this.viewW = this.boardW + this.marginLeft + this.marginRight;
    this.viewH = this.boardH + this.marginTop + this.marginBottom;
  }

  /** Centre of a cell in user units. */
  point(name) {
    const cell = this.byName.get(name);
    const dx = this.flipped ? this.maxX - cell.x : cell.x - this.minX;
    const dy = this.flipped ? cell.y - this.minY : this.maxY - cell.y;
    return {
      x: this.marginLeft + (dx / this.spacing + this.halfW) * U,
      y: this.marginTop + (dy / this.spacing + this.halfH) * U,
    };
  }

  /** The cell under a point in user units, or null. */
  cellAt(x, y) {
    let best = null;
    let bestD = Infinity;
    for (const cell of this.cells) {
      const p = this.point(cell.name);
      const d = Math.hypot(p.x - x, p.y - y);
      if (d < bestD) {
        best = cell.name;
        bestD = d;
      }
    }
    // Points: the nearest point within most of a spacing (ranks may lie further apart than files).
    const reach = this.shape === 'point' ? 0.9 * U : 0.5 * U * Math.SQRT2;
    if (bestD > reach) return null;
    if (this.shape === 'square') {
      const p = this.point(best);
      if (Math.abs(p.x - x) > 0.5 * U || Math.abs(p.y - y) > 0.5 * U) return null;
    }
    return best;
  }
}
