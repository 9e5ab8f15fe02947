//! The 91-cell board of Gliński's hexagonal chess as data: cell numbering, the `Topology`
//! (names, drawing positions, the 12 step directions, zones) and the move tables derived from
//! it once (rays, leaper targets, pawn steps) as flat arrays of 128-bit cell sets.
//!
//! Coordinates. File index `q` runs −5..=5 for files a..l (f = 0). The doubled height
//! `h = 2·(rank−1) + |q|` is twice the height `y` of docs/rules.md §2.1, so every neighbour offset is a pair of
//! small integers:
//! - edge directions (rook lines): N (0,+2), NE (+1,+1), SE (+1,−1), S (0,−2), SW (−1,−1),
//!   NW (−1,+1);
//! - vertex directions (bishop lines), each between two consecutive edge directions:
//!   (+1,+3), (+2,0), (+1,−3), (−1,−3), (−2,0), (−1,+3);
//! - knight: two edge steps one way, then one edge step turned 60°, computed as an offset (the
//!   knight jumps, so the cells it passes over need not exist).
//!
//! Numbering. Cells are numbered file by file, rank upwards within a file (a1 = 0 … a6 = 5,
//! b1 = 6 … l6 = 90). Then every cell of file q+1 has a higher number than every cell of file q,
//! so along any ray the cell numbers strictly increase (directions with Δq > 0, and N) or
//! strictly decrease (the other six). That lets the move generator find the first piece on a
//! ray with one trailing/leading-zero count over an occupancy set.

use crate::cellset::CellSet;
use crate::topology::{Cell, CellShape, Topology, NO_CELL};
use std::sync::OnceLock;

/// Number of cells.
pub const CELLS: usize = 91;
/// Number of files.
pub const FILES: usize = 11;
/// File letters, left to right (there is no `j`).
pub const FILE_LETTERS: [char; FILES] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l'];
/// Cells per file.
pub const FILE_LENGTHS: [usize; FILES] = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
/// Number of ranks (the longest file, f, has 11 cells).
pub const RANKS: usize = 11;

/// Circumradius of a cell's hexagon in board units.
///
/// The drawing unit is the distance between the centres of two cells that share an edge (for
/// example f5 and f6), so `y` of a cell is the height of docs/rules.md §2.1, `(rank−1) + |file−5|/2`. A
/// flat-topped regular hexagon whose edge-to-edge width is 1 has circumradius `1/√3`; drawn at
/// every cell centre with this radius, the hexagons tile the board without gaps. Files are
/// `1.5 · r = √3/2` apart: `x = file index · FILE_SPACING`.
pub const HEX_CIRCUMRADIUS: f32 = 0.577_350_26;
/// Horizontal distance between the centres of adjacent files (`1.5 · HEX_CIRCUMRADIUS`).
pub const FILE_SPACING: f32 = 0.866_025_4;

pub use super::bits::Bits;

/// Number of step directions in the topology: 6 edge directions (0..6), then 6 vertex ones.
pub const DIRECTIONS: usize = 12;
/// Edge direction offsets `(Δq, Δh)`, clockwise from north.
pub const EDGE: [(i32, i32); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];
/// Vertex direction offsets `(Δq, Δh)`; vertex direction `d` lies between edge directions `d`
/// and `d+1`.
pub const VERTEX: [(i32, i32); 6] = [(1, 3), (2, 0), (1, -3), (-1, -3), (-2, 0), (-1, 3)];
/// Edge direction north: White's pawn step.
pub const NORTH: usize = 0;
/// Edge direction south: Black's pawn step.
pub const SOUTH: usize = 3;

/// Whether cell numbers increase along direction `d` (0..12).
#[inline(always)]
pub const fn increasing(d: usize) -> bool {
    d % 6 < 3
}

/// The offset of a direction (0..12).
pub fn offset(d: usize) -> (i32, i32) {
    if d < 6 {
        EDGE[d]
    } else {
        VERTEX[d - 6]
    }
}

/// Number of the first cell of each file.
const fn file_starts() -> [usize; FILES] {
    let mut starts = [0; FILES];
    let mut i = 1;
    while i < FILES {
        starts[i] = starts[i - 1] + FILE_LENGTHS[i - 1];
        i += 1;
    }
    starts
}
const FILE_START: [usize; FILES] = file_starts();

/// The cell on file index `file` (0..11) and rank `rank` (1-based), if it exists.
pub fn cell_at(file: usize, rank: usize) -> Option<Cell> {
    (file < FILES && rank >= 1 && rank <= FILE_LENGTHS[file])
        .then(|| (FILE_START[file] + rank - 1) as Cell)
}

/// File index (0..11) and rank (1-based) of a cell.
pub fn file_rank(cell: Cell) -> (usize, usize) {
    let c = cell as usize;
    let file = FILE_START.iter().rposition(|&s| s <= c).unwrap_or(0);
    (file, c - FILE_START[file] + 1)
}

/// `(q, h)` coordinates of a cell (see the module doc).
pub fn coords(cell: Cell) -> (i32, i32) {
    let (file, rank) = file_rank(cell);
    let q = file as i32 - 5;
    (q, 2 * (rank as i32 - 1) + q.abs())
}

/// The cell at `(q, h)`, if it is on the board.
pub fn from_coords(q: i32, h: i32) -> Option<Cell> {
    let rest = h - q.abs();
    if !(-5..=5).contains(&q) || rest < 0 || rest % 2 != 0 {
        return None;
    }
    cell_at((q + 5) as usize, (rest / 2 + 1) as usize)
}

/// The cell's shade, 0..3: `(q − t) mod 3` with the axial row `t = (h − q)/2`. An edge step
/// changes `q − t` by ±1 or ±2 and a vertex step by 0 or ±3, so edge neighbours differ in shade
/// and bishops keep theirs. Shade 0 holds f1 (30 cells), 1 the centre f6 (31 cells), 2 f11 (30):
/// the traditional light, medium and dark.
pub fn shade(cell: Cell) -> usize {
    let (q, h) = coords(cell);
    let t = (h - q) / 2;
    (q - t).rem_euclid(3) as usize
}

/// Number of cells on each rank of the position string, top rank (11) first.
pub fn rank_lengths() -> [usize; RANKS] {
    let mut lens = [0; RANKS];
    for (i, len) in lens.iter_mut().enumerate() {
        let rank = RANKS - i;
        *len = FILE_LENGTHS.iter().filter(|&&l| l >= rank).count();
    }
    lens
}

/// Files present on rank `rank` (1-based), left to right.
pub fn files_on_rank(rank: usize) -> impl Iterator<Item = usize> {
    (0..FILES).filter(move |&f| FILE_LENGTHS[f] >= rank)
}

/// The single bit of a cell.
#[inline(always)]
pub const fn bit(cell: Cell) -> Bits {
    Bits::cell(cell)
}

/// The cells of a set, lowest first.
#[inline(always)]
pub fn cells_of(set: Bits) -> impl Iterator<Item = Cell> {
    set.cells()
}

/// Everything about the board that never changes, built once.
pub struct Tables {
    /// Names, drawing positions, the 12 step directions and the zones.
    pub topology: Topology,
    /// `ray[d][c]`: the cells from `c` (exclusive) to the board's edge in direction `d`.
    pub ray: [[Bits; CELLS]; DIRECTIONS],
    /// Union of the 6 edge rays of a cell (where a rook or queen could attack it from).
    pub rook_lines: [Bits; CELLS],
    /// Union of the 6 vertex rays of a cell.
    pub bishop_lines: [Bits; CELLS],
    /// Knight targets.
    pub knight: [Bits; CELLS],
    /// King targets (the 12 neighbours).
    pub king: [Bits; CELLS],
    /// `pawn_attacks[side][c]`: the two cells a pawn of `side` on `c` captures on.
    pub pawn_attacks: [[Bits; CELLS]; 2],
    /// `pawn_step[side][c]`: the cell straight ahead of a pawn of `side`, or `NO_CELL`.
    pub pawn_step: [[Cell; CELLS]; 2],
    /// Pawn start cells per side (where a double step is allowed).
    pub pawn_start: [Bits; 2],
    /// Promotion cells per side.
    pub promotion: [Bits; 2],
    /// Cells a pawn of each side can ever stand on (reachable from its start cells by pawn
    /// moves, promotion cells excluded): a pawn elsewhere cannot arise in play.
    pub pawn_reachable: [Bits; 2],
}

/// The board tables.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

fn named(topology: &Topology, names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|n| bit(topology.cell(n).expect("zone cells exist")))
        .fold(Bits::EMPTY, |a, b| a | b)
}

fn cell_set(bits: Bits) -> CellSet {
    CellSet::from_cells(cells_of(bits))
}

fn build() -> Tables {
    let mut names = Vec::with_capacity(CELLS);
    let mut positions = Vec::with_capacity(CELLS);
    for (file, &len) in FILE_LENGTHS.iter().enumerate() {
        for rank in 1..=len {
            names.push(format!("{}{rank}", FILE_LETTERS[file]));
            let height = (rank - 1) as f32 + (file as f32 - 5.0).abs() / 2.0;
            positions.push((file as f32 * FILE_SPACING, height));
        }
    }
    let mut topology = Topology::new(CellShape::Hex, names, positions, DIRECTIONS);
    for c in 0..CELLS as Cell {
        let (q, h) = coords(c);
        for d in 0..DIRECTIONS {
            let (dq, dh) = offset(d);
            if let Some(to) = from_coords(q + dq, h + dh) {
                topology.set_step(c, d, to);
            }
        }
    }

    let mut ray = [[Bits::EMPTY; CELLS]; DIRECTIONS];
    let mut king = [Bits::EMPTY; CELLS];
    let mut knight = [Bits::EMPTY; CELLS];
    let mut rook_lines = [Bits::EMPTY; CELLS];
    let mut bishop_lines = [Bits::EMPTY; CELLS];
    let mut pawn_attacks = [[Bits::EMPTY; CELLS]; 2];
    let mut pawn_step = [[NO_CELL; CELLS]; 2];
    for c in 0..CELLS as Cell {
        for (d, rays) in ray.iter_mut().enumerate() {
            let mut at = c;
            while let Some(next) = topology.step(at, d) {
                rays[c as usize] |= bit(next);
                at = next;
            }
            if let Some(next) = topology.step(c, d) {
                king[c as usize] |= bit(next);
            }
            if d < 6 {
                rook_lines[c as usize] |= rays[c as usize];
            } else {
                bishop_lines[c as usize] |= rays[c as usize];
            }
        }
        let (q, h) = coords(c);
        for (d, &(dq, dh)) in EDGE.iter().enumerate() {
            for turn in [1, 5] {
                let (tq, th) = EDGE[(d + turn) % 6];
                if let Some(to) = from_coords(q + 2 * dq + tq, h + 2 * dh + th) {
                    knight[c as usize] |= bit(to);
                }
            }
        }
        // White's pawn steps north and captures NW/NE; Black's steps south and captures SW/SE.
        for (side, (step, left, right)) in [(NORTH, 5, 1), (SOUTH, 4, 2)].into_iter().enumerate() {
            if let Some(to) = topology.step(c, step) {
                pawn_step[side][c as usize] = to;
            }
            for d in [left, right] {
                if let Some(to) = topology.step(c, d) {
                    pawn_attacks[side][c as usize] |= bit(to);
                }
            }
        }
    }

    let pawn_start = [
        named(&topology, "b1 c2 d3 e4 f5 g4 h3 i2 k1"),
        named(&topology, "b7 c7 d7 e7 f7 g7 h7 i7 k7"),
    ];
    let promotion = [
        named(&topology, "a6 b7 c8 d9 e10 f11 g10 h9 i8 k7 l6"),
        named(&topology, "a1 b1 c1 d1 e1 f1 g1 h1 i1 k1 l1"),
    ];
    let mut pawn_reachable = [Bits::EMPTY; 2];
    for side in 0..2 {
        let mut seen = pawn_start[side];
        let mut frontier = seen;
        while frontier.is_nonempty() {
            let mut next = Bits::EMPTY;
            for c in cells_of(frontier) {
                let step = pawn_step[side][c as usize];
                if step != NO_CELL {
                    next |= bit(step);
                }
                next |= pawn_attacks[side][c as usize];
            }
            next &= !seen & !promotion[side];
            seen |= next;
            frontier = next;
        }
        pawn_reachable[side] = seen;
    }

    let mut shades = [Bits::EMPTY; 3];
    for c in 0..CELLS as Cell {
        shades[shade(c)] |= bit(c);
    }
    topology.add_zone("shade-0", cell_set(shades[0]));
    topology.add_zone("shade-1", cell_set(shades[1]));
    topology.add_zone("shade-2", cell_set(shades[2]));
    topology.add_zone("promo-w", cell_set(promotion[0]));
    topology.add_zone("promo-b", cell_set(promotion[1]));
    topology.add_zone("pawn-start-w", cell_set(pawn_start[0]));
    topology.add_zone("pawn-start-b", cell_set(pawn_start[1]));

    Tables {
        topology,
        ray,
        rook_lines,
        bishop_lines,
        knight,
        king,
        pawn_attacks,
        pawn_step,
        pawn_start,
        promotion,
        pawn_reachable,
    }
}

/// The cells a slider on `from` reaches in direction `d` over occupancy `occ`: the ray up to
/// and including the first occupied cell.
#[inline(always)]
pub fn ray_attacks(t: &Tables, d: usize, from: Cell, occ: Bits) -> Bits {
    let ray = t.ray[d][from as usize];
    let blockers = ray & occ;
    if blockers.is_empty() {
        return ray;
    }
    ray ^ t.ray[d][first_on_ray(d, blockers) as usize]
}

/// Cells a rook on `from` attacks over occupancy `occ`.
///
/// The six rays are written out here and in `bishop_attacks`, not folded over a range: as a
/// fold over a constant range, LLVM left a loop in move generation, and hex perft took about
/// 10% longer.
#[inline(always)]
pub fn rook_attacks(t: &Tables, from: Cell, occ: Bits) -> Bits {
    ray_attacks(t, 0, from, occ)
        | ray_attacks(t, 1, from, occ)
        | ray_attacks(t, 2, from, occ)
        | ray_attacks(t, 3, from, occ)
        | ray_attacks(t, 4, from, occ)
        | ray_attacks(t, 5, from, occ)
}

/// Cells a bishop on `from` attacks over occupancy `occ`.
#[inline(always)]
pub fn bishop_attacks(t: &Tables, from: Cell, occ: Bits) -> Bits {
    ray_attacks(t, 6, from, occ)
        | ray_attacks(t, 7, from, occ)
        | ray_attacks(t, 8, from, occ)
        | ray_attacks(t, 9, from, occ)
        | ray_attacks(t, 10, from, occ)
        | ray_attacks(t, 11, from, occ)
}

/// The first cell of `set` (non-empty, all on one ray in direction `d`) seen from the ray's
/// start.
#[inline(always)]
pub fn first_on_ray(d: usize, set: Bits) -> Cell {
    if increasing(d) {
        set.first() as Cell
    } else {
        set.last() as Cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        tables().topology.cell(name).unwrap()
    }

    fn at(name: &str) -> usize {
        cell(name) as usize
    }

    #[test]
    fn ninety_one_named_cells() {
        let t = tables();
        assert_eq!(t.topology.len(), CELLS);
        assert_eq!(t.topology.name(0), "a1");
        assert_eq!(t.topology.name(90), "l6");
        assert_eq!(t.topology.name(cell("f11")), "f11");
        assert!(t.topology.cell("j1").is_none() && t.topology.cell("a7").is_none());
        for c in 0..CELLS as Cell {
            let (q, h) = coords(c);
            assert_eq!(from_coords(q, h), Some(c));
        }
        assert_eq!(rank_lengths(), [1, 3, 5, 7, 9, 11, 11, 11, 11, 11, 11]);
    }

    #[test]
    fn every_step_has_its_opposite() {
        let t = tables();
        for c in 0..CELLS as Cell {
            for d in 0..DIRECTIONS {
                let back = d - d % 6 + (d % 6 + 3) % 6;
                if let Some(to) = t.topology.step(c, d) {
                    assert_eq!(t.topology.step(to, back), Some(c), "{c} {d}");
                }
            }
        }
    }

    #[test]
    fn rays_are_monotonic_in_cell_number() {
        let t = tables();
        for c in 0..CELLS as Cell {
            for d in 0..DIRECTIONS {
                let mut at = c;
                while let Some(next) = t.topology.step(at, d) {
                    assert_eq!(next > at, increasing(d));
                    at = next;
                }
            }
        }
    }

    #[test]
    fn empty_board_mobility_at_f6() {
        let t = tables();
        let f6 = at("f6");
        let rook = t.rook_lines[f6].count();
        let bishop = t.bishop_lines[f6].count();
        assert_eq!(rook, 30);
        assert_eq!(bishop, 12);
        assert_eq!(rook + bishop, 42);
        assert_eq!(t.knight[f6].count(), 12);
        assert_eq!(t.king[f6].count(), 12);
    }

    #[test]
    fn three_shades_no_edge_neighbours_alike() {
        let t = tables();
        let sizes: Vec<usize> = (0..3)
            .map(|s| t.topology.zone(&format!("shade-{s}")).len())
            .collect();
        assert_eq!(sizes, vec![30, 31, 30]);
        assert_eq!(shade(cell("f6")), 1);
        for c in 0..CELLS as Cell {
            for d in 0..6 {
                if let Some(to) = t.topology.step(c, d) {
                    assert_ne!(shade(c), shade(to));
                }
            }
            for d in 6..12 {
                if let Some(to) = t.topology.step(c, d) {
                    assert_eq!(shade(c), shade(to), "bishops keep their shade");
                }
            }
        }
        // White's three bishops start on the three shades.
        let mut start: Vec<usize> = ["f1", "f2", "f3"].iter().map(|n| shade(cell(n))).collect();
        start.sort();
        assert_eq!(start, vec![0, 1, 2]);
    }

    #[test]
    fn neighbours_match_rules_md() {
        let t = tables();
        let names = |set: Bits| {
            let mut v: Vec<&str> = cells_of(set).map(|c| t.topology.name(c)).collect();
            v.sort();
            v
        };
        // Towards the centre file: ranks r and r+1; away from it: r-1 and r.
        assert_eq!(
            names(t.king[at("c3")] & t.rook_lines[at("c3")]),
            vec!["b2", "b3", "c2", "c4", "d3", "d4"]
        );
        assert_eq!(
            names(t.knight[at("f6")]),
            vec!["c4", "c5", "d3", "d7", "e3", "e8", "g3", "g8", "h3", "h7", "i4", "i5"]
        );
        assert_eq!(names(t.pawn_attacks[0][at("b1")]), vec!["a1", "c2"]);
        assert_eq!(names(t.pawn_attacks[1][at("g7")]), vec!["f7", "h6"]);
    }

    #[test]
    fn drawing_positions_tile() {
        let t = tables();
        // Edge neighbours are exactly one unit apart: hexagons of circumradius 1/√3 touch.
        for c in 0..CELLS as Cell {
            let (x, y) = t.topology.position(c);
            for d in 0..6 {
                if let Some(to) = t.topology.step(c, d) {
                    let (x2, y2) = t.topology.position(to);
                    let dist = ((x - x2).powi(2) + (y - y2).powi(2)).sqrt();
                    assert!((dist - 2.0 * HEX_CIRCUMRADIUS * FILE_SPACING).abs() < 1e-5);
                    assert!((dist - 1.0).abs() < 1e-5);
                }
            }
        }
        assert!((FILE_SPACING - 1.5 * HEX_CIRCUMRADIUS).abs() < 1e-6);
    }
}
