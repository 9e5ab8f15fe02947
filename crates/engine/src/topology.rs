//! The cell graph every game is played on: named cells, drawing positions, step tables and zones.
//!
//! Each game builds its `Topology` once. Rules walk the step tables (a ray is a repeated step);
//! the front end draws the cells from the exported positions and shapes; zones (rivers, traps,
//! palaces, citadels…) are named cell sets rather than coordinate tests scattered in the rules.

use crate::cellset::CellSet;
use serde::Serialize;

/// A cell index, `0..topology.len()`. Every board has fewer than 256 cells.
pub type Cell = u8;

/// Entries in a table with one entry per possible `Cell` value. Boards and per-cell tables of
/// this length, their entries past the board's cells unused, are indexed by any `Cell` with no
/// bounds check, which move generation would otherwise pay at nearly every lookup. Measured:
/// perft 7–9% faster in wasm for the Timur and Three Kingdoms boards; no gain for Jungle's board
/// or hex's tables, which keep their own lengths.
pub const CELL_INDEXES: usize = 1 << Cell::BITS;

/// Marks "no cell" in step tables.
pub const NO_CELL: Cell = u8::MAX;

/// How the front end should draw a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CellShape {
    /// An axis-aligned unit square centred on the cell's position.
    Square,
    /// A flat-topped regular hexagon of circumradius ½·(2/√3)… see `Topology::cell_size`.
    Hex,
    /// An intersection point of lines (xiangqi-style boards).
    Point,
}

/// A named set of cells with a meaning in the rules (a river, a trap, a den…).
#[derive(Clone, Debug)]
pub struct Zone {
    /// Stable identifier, also used as a CSS class by the front end (`water`, `trap-r`, `den-b`).
    pub name: &'static str,
    /// The cells of the zone.
    pub cells: CellSet,
}

/// The cell graph of one board.
#[derive(Clone, Debug)]
pub struct Topology {
    names: Vec<String>,
    positions: Vec<(f32, f32)>,
    directions: usize,
    steps: Vec<Cell>,
    zones: Vec<Zone>,
    /// How cells are drawn.
    pub shape: CellShape,
}

impl Topology {
    /// Creates a topology with the given cell names and positions and `directions` step
    /// directions per cell (all initially leading nowhere).
    pub fn new(
        shape: CellShape,
        names: Vec<String>,
        positions: Vec<(f32, f32)>,
        directions: usize,
    ) -> Self {
        assert_eq!(names.len(), positions.len());
        assert!(names.len() < NO_CELL as usize);
        let steps = vec![NO_CELL; names.len() * directions];
        Topology {
            names,
            positions,
            directions,
            steps,
            zones: Vec::new(),
            shape,
        }
    }

    /// Sets the neighbour of `cell` in direction `dir`.
    pub fn set_step(&mut self, cell: Cell, dir: usize, to: Cell) {
        self.steps[cell as usize * self.directions + dir] = to;
    }

    /// Adds a named zone.
    pub fn add_zone(&mut self, name: &'static str, cells: CellSet) {
        self.zones.push(Zone { name, cells });
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether the board has no cells (never true for a real game).
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Number of step directions.
    pub fn directions(&self) -> usize {
        self.directions
    }

    /// The neighbour of `cell` in direction `dir`, if there is one.
    #[inline]
    pub fn step(&self, cell: Cell, dir: usize) -> Option<Cell> {
        let to = self.steps[cell as usize * self.directions + dir];
        (to != NO_CELL).then_some(to)
    }

    /// The name of a cell (`e4`).
    pub fn name(&self, cell: Cell) -> &str {
        &self.names[cell as usize]
    }

    /// The cell with this name, if any.
    pub fn cell(&self, name: &str) -> Option<Cell> {
        self.names.iter().position(|n| n == name).map(|i| i as Cell)
    }

    /// Drawing position of a cell's centre, in board units (one unit = one cell step).
    pub fn position(&self, cell: Cell) -> (f32, f32) {
        self.positions[cell as usize]
    }

    /// The zone named `name` (empty if the board has none such).
    pub fn zone(&self, name: &str) -> CellSet {
        self.zones
            .iter()
            .find(|z| z.name == name)
            .map(|z| z.cells)
            .unwrap_or_default()
    }

    /// All zones.
    pub fn zones(&self) -> &[Zone] {
        &self.zones
    }

    /// All cells.
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        0..self.names.len() as Cell
    }
}
