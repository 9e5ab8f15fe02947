//! The 112-cell board — 10 ranks × 11 files plus the two citadels — and the step, ray and leap
//! tables that move generation walks, built once.
//!
//! Board cells are numbered `rank * 11 + file` (a1 = 0, k10 = 109); White's citadel `l2` is 110
//! and Black's `z9` is 111. The `Topology` step table links the citadels to their three
//! neighbours (they are reached by king steps only); the rules use the tables below instead,
//! where rays and non-royal leaps stay on the 110 board cells, so no non-royal piece can land
//! on or attack a citadel however its leap is shaped.

use super::pieces::PieceKind;
use crate::cellset::CellSet;
use crate::game::Player;
use crate::topology::{Cell, CellShape, Topology, NO_CELL};
use crate::zobrist;
use std::sync::OnceLock;

/// Files `a`–`k`.
pub const FILES: usize = 11;
/// Ranks `1`–`10`.
pub const RANKS: usize = 10;
/// Cells of the rectangular board.
pub const BOARD_CELLS: usize = FILES * RANKS;
/// All cells, citadels included.
pub const CELLS: usize = BOARD_CELLS + 2;
/// White's citadel, right of k2.
pub const L2: Cell = BOARD_CELLS as Cell;
/// Black's citadel, left of a9.
pub const Z9: Cell = BOARD_CELLS as Cell + 1;
/// Each player's own citadel.
pub const CITADEL: [Cell; 2] = [L2, Z9];

/// Step directions, clockwise from north (towards rank 10): even = orthogonal, odd = diagonal.
pub const DELTAS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The board cell at 0-based (file, rank), if on the board.
pub fn cell_at(file: i32, rank: i32) -> Option<Cell> {
    ((0..FILES as i32).contains(&file) && (0..RANKS as i32).contains(&rank))
        .then(|| (rank as usize * FILES + file as usize) as Cell)
}

/// Like `cell_at`, but also finds the citadels (for king steps).
fn cell_or_citadel_at(file: i32, rank: i32) -> Option<Cell> {
    match (file, rank) {
        (11, 1) => Some(L2),
        (-1, 8) => Some(Z9),
        _ => cell_at(file, rank),
    }
}

/// 0-based (file, rank) of a cell; the citadels lie just outside the files.
pub fn coords(cell: Cell) -> (i32, i32) {
    match cell {
        L2 => (11, 1),
        Z9 => (-1, 8),
        c => ((c as usize % FILES) as i32, (c as usize / FILES) as i32),
    }
}

/// 0-based rank of a board cell.
#[inline]
pub fn rank_of(cell: Cell) -> usize {
    cell as usize / FILES
}

/// Whether a cell is a citadel.
#[inline]
pub fn is_citadel(cell: Cell) -> bool {
    cell >= L2
}

/// The 0-based rank a player's pawns promote on.
pub const LAST_RANK: [usize; 2] = [RANKS - 1, 0];

/// Per-cell lists of target cells, flattened so lookups do not chase one pointer per cell.
pub struct Leaps {
    index: Vec<(u16, u8)>,
    cells: Vec<Cell>,
}

impl Leaps {
    fn build(mut targets: impl FnMut(Cell) -> Vec<Cell>) -> Leaps {
        let mut index = Vec::with_capacity(CELLS);
        let mut cells = Vec::new();
        for c in 0..CELLS as Cell {
            let list = targets(c);
            index.push((cells.len() as u16, list.len() as u8));
            cells.extend(list);
        }
        Leaps { index, cells }
    }

    /// Leaps by every sign/axis permutation of the given offsets, on the board only.
    fn symmetric(offsets: &[(i32, i32)], citadels: bool) -> Leaps {
        let mut deltas: Vec<(i32, i32)> = Vec::new();
        for &(a, b) in offsets {
            for (x, y) in [(a, b), (b, a)] {
                for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    let d = (x * sx, y * sy);
                    if !deltas.contains(&d) {
                        deltas.push(d);
                    }
                }
            }
        }
        Leaps::build(|c| {
            let (f, r) = coords(c);
            if is_citadel(c) && !citadels {
                return Vec::new();
            }
            deltas
                .iter()
                .filter_map(|&(dx, dy)| {
                    if citadels {
                        cell_or_citadel_at(f + dx, r + dy)
                    } else {
                        cell_at(f + dx, r + dy)
                    }
                })
                .collect()
        })
    }

    /// The targets from `cell`.
    #[inline]
    pub fn of(&self, cell: Cell) -> &[Cell] {
        let (start, len) = self.index[cell as usize];
        &self.cells[start as usize..start as usize + len as usize]
    }
}

/// Everything about the board that never changes.
pub struct Tables {
    /// Cells, drawing positions, king-step links and zones, for the front end.
    pub topology: Topology,
    /// One step in any direction, citadels included (every royal).
    pub king: Leaps,
    /// One diagonal step (general).
    pub ferz: Leaps,
    /// One orthogonal step (vizier, sea monster).
    pub wazir: Leaps,
    /// (1,2) leaps.
    pub knight: Leaps,
    /// (2,2) leaps.
    pub elephant: Leaps,
    /// (1,3) leaps.
    pub camel: Leaps,
    /// (0,2) leaps (war engine).
    pub dabbaba: Leaps,
    /// Every cell 1–3 away along the eight queen lines.
    pub lion: Leaps,
    /// (2,3) leaps.
    pub bull: Leaps,
    /// (3,3) leaps.
    pub explorer: Leaps,
    /// `rays.of(cell * 8 + dir)`: the board cells from `cell` outwards in `dir`.
    rays: Leaps,
    /// One board step per direction (NO_CELL off the board); citadels excluded.
    pub step: Vec<[Cell; 8]>,
    /// The cell straight ahead of a pawn of each player.
    pub pawn_forward: [Vec<Cell>; 2],
    /// The cells a pawn of each player captures on.
    pub pawn_captures: [Leaps; 2],
    /// Where a pawn of pawns goes on its first and second arrival, then the fallback cells in
    /// order (own 3rd, 2nd, 1st rank, nearest file first, ties toward file a):
    /// `relocation[player][arrival - 1]`, the relocation cell itself first.
    pub relocation: [[Vec<Cell>; 2]; 2],
    /// For each player and target cell: the cells from which that player's step, leap and
    /// pawn pieces capture onto the target, each with a bit mask of the kinds (bit = kind
    /// index) that do. One pass over this replaces a scan per piece kind.
    pub leap_attackers: [AttackTable; 2],
    /// The direction (0–7) from one cell to another on the same rank, file or diagonal,
    /// `NO_DIRECTION` otherwise: `direction[from * CELLS + to]`.
    pub direction: Vec<u8>,
    /// Zobrist keys: see `keys` in the parent module.
    pub keys: Vec<u64>,
}

/// Marks cells that share no line in `Tables::direction`.
pub const NO_DIRECTION: u8 = u8::MAX;

/// Per-target lists of (source cell, kind mask): see `Tables::leap_attackers`.
pub struct AttackTable {
    index: Vec<(u16, u8)>,
    cells: Vec<Cell>,
    masks: Vec<u32>,
}

impl AttackTable {
    /// The source cells and kind masks for `target`.
    #[inline]
    pub fn of(&self, target: Cell) -> (&[Cell], &[u32]) {
        let (start, len) = self.index[target as usize];
        let range = start as usize..start as usize + len as usize;
        (&self.cells[range.clone()], &self.masks[range])
    }
}

impl Tables {
    /// The board cells from `cell` outwards in direction `dir`.
    #[inline]
    pub fn ray(&self, cell: Cell, dir: usize) -> &[Cell] {
        self.rays.of_index(cell as usize * 8 + dir)
    }
}

impl Leaps {
    #[inline]
    fn of_index(&self, i: usize) -> &[Cell] {
        let (start, len) = self.index[i];
        &self.cells[start as usize..start as usize + len as usize]
    }
}

/// The cell's name (`a1`, `k10`, `l2`, `z9`).
fn cell_name(cell: Cell) -> String {
    match cell {
        L2 => "l2".to_string(),
        Z9 => "z9".to_string(),
        c => {
            let (f, r) = coords(c);
            format!("{}{}", (b'a' + f as u8) as char, r + 1)
        }
    }
}

/// Number of Zobrist keys: 64 square codes × cells, side, 2 swap rights, 2 × 4 arrival counts.
pub const KEY_COUNT: usize = 64 * CELLS + 1 + 2 + 8;

/// The tables, built on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

fn build() -> Tables {
    let names: Vec<String> = (0..CELLS as Cell).map(cell_name).collect();
    let positions: Vec<(f32, f32)> = (0..CELLS as Cell)
        .map(|c| {
            let (f, r) = coords(c);
            (f as f32, r as f32)
        })
        .collect();
    let mut topology = Topology::new(CellShape::Square, names, positions, 8);
    for c in 0..CELLS as Cell {
        let (f, r) = coords(c);
        for (dir, (dx, dy)) in DELTAS.iter().enumerate() {
            if let Some(to) = cell_or_citadel_at(f + dx, r + dy) {
                topology.set_step(c, dir, to);
            }
        }
    }
    let rank_set =
        |rank: i32| CellSet::from_cells((0..FILES as i32).filter_map(|f| cell_at(f, rank)));
    let named = |list: &[(i32, i32)]| {
        CellSet::from_cells(list.iter().filter_map(|&(f, r)| cell_or_citadel_at(f, r)))
    };
    topology.add_zone("citadel-w", CellSet::from_cells([L2]));
    topology.add_zone("citadel-b", CellSet::from_cells([Z9]));
    topology.add_zone("promo-w", rank_set(RANKS as i32 - 1));
    topology.add_zone("promo-b", rank_set(0));
    // Where White's pawn of pawns returns on its 1st and 2nd arrival (a3, f3), and Black's.
    topology.add_zone("pp-return-w", named(&[(0, 2), (5, 2)]));
    topology.add_zone("pp-return-b", named(&[(10, 7), (5, 7)]));

    let step: Vec<[Cell; 8]> = (0..CELLS as Cell)
        .map(|c| {
            let mut s = [NO_CELL; 8];
            if !is_citadel(c) {
                let (f, r) = coords(c);
                for (dir, (dx, dy)) in DELTAS.iter().enumerate() {
                    s[dir] = cell_at(f + dx, r + dy).unwrap_or(NO_CELL);
                }
            }
            s
        })
        .collect();
    let mut ray_lists = Vec::with_capacity(CELLS * 8);
    for c in 0..CELLS as Cell {
        for (dir, &first) in step[c as usize].iter().enumerate() {
            let mut list = Vec::new();
            let mut cur = first;
            while cur != NO_CELL {
                list.push(cur);
                cur = step[cur as usize][dir];
            }
            ray_lists.push(list);
        }
    }
    let mut rays = Leaps {
        index: Vec::new(),
        cells: Vec::new(),
    };
    for list in ray_lists {
        rays.index.push((rays.cells.len() as u16, list.len() as u8));
        rays.cells.extend(list);
    }

    let forward = [1, -1];
    let pawn_forward = [0, 1].map(|p: usize| {
        (0..CELLS as Cell)
            .map(|c| {
                if is_citadel(c) {
                    return NO_CELL;
                }
                let (f, r) = coords(c);
                cell_at(f, r + forward[p]).unwrap_or(NO_CELL)
            })
            .collect::<Vec<Cell>>()
    });
    let diagonal = |p: usize| {
        Leaps::build(move |c| {
            if is_citadel(c) {
                return Vec::new();
            }
            let (f, r) = coords(c);
            [-1, 1]
                .iter()
                .filter_map(|df| cell_at(f + df, r + forward[p]))
                .collect()
        })
    };
    let pawn_captures = [diagonal(0), diagonal(1)];

    // Relocation cells of the pawn of pawns: [own start, pawn of the king's start].
    let targets: [[(i32, i32); 2]; 2] = [[(0, 2), (5, 2)], [(10, 7), (5, 7)]];
    let back_ranks: [[i32; 3]; 2] = [[2, 1, 0], [7, 8, 9]];
    let relocation = [0, 1].map(|p: usize| {
        targets[p].map(|(tf, _)| {
            let mut order = Vec::with_capacity(3 * FILES);
            for &rank in &back_ranks[p] {
                for dist in 0..FILES as i32 {
                    for f in [tf - dist, tf + dist] {
                        if let Some(c) = cell_at(f, rank) {
                            if !order.contains(&c) {
                                order.push(c);
                            }
                        }
                    }
                }
            }
            order
        })
    });

    let lion_deltas: Vec<(i32, i32)> = (1..=3).flat_map(|k| [(k, 0), (k, k)]).collect();
    let king = Leaps::symmetric(&[(0, 1), (1, 1)], true);
    let ferz = Leaps::symmetric(&[(1, 1)], false);
    let wazir = Leaps::symmetric(&[(0, 1)], false);
    let knight = Leaps::symmetric(&[(1, 2)], false);
    let elephant = Leaps::symmetric(&[(2, 2)], false);
    let camel = Leaps::symmetric(&[(1, 3)], false);
    let dabbaba = Leaps::symmetric(&[(0, 2)], false);
    let lion = Leaps::symmetric(&lion_deltas, false);
    let bull = Leaps::symmetric(&[(2, 3)], false);
    let explorer = Leaps::symmetric(&[(3, 3)], false);
    let leap_attackers = [0, 1].map(|p: usize| {
        use PieceKind::*;
        let bit = |k: PieceKind| 1u32 << k as u32;
        let pawns: u32 = PieceKind::ALL
            .iter()
            .filter(|k| k.is_pawn())
            .map(|&k| bit(k))
            .sum();
        let kinds: [(&Leaps, u32); 11] = [
            (&king, bit(King) | bit(Prince) | bit(AdventitiousKing)),
            (&ferz, bit(General)),
            (&wazir, bit(Vizier) | bit(SeaMonster)),
            (&knight, bit(Knight)),
            (&elephant, bit(Elephant)),
            (&camel, bit(Camel)),
            (&dabbaba, bit(WarEngine)),
            (&lion, bit(Lion)),
            (&bull, bit(Bull)),
            (&explorer, bit(Explorer)),
            (&pawn_captures[p], pawns),
        ];
        let mut table = AttackTable {
            index: Vec::with_capacity(CELLS),
            cells: Vec::new(),
            masks: Vec::new(),
        };
        // Each source's leaps marked once (`masks[target][source]`), rather than every leap
        // list searched for every (target, source) pair: the tables are built when the page
        // first shows a Timur board, and the search took a phone's main thread for a second.
        let mut masks = vec![0u32; CELLS * CELLS];
        for source in 0..CELLS as Cell {
            for (leaps, mask) in &kinds {
                for &target in leaps.of(source) {
                    masks[target as usize * CELLS + source as usize] |= mask;
                }
            }
        }
        for target in 0..CELLS as Cell {
            let start = table.cells.len();
            for source in 0..CELLS as Cell {
                let mask = masks[target as usize * CELLS + source as usize];
                if mask != 0 {
                    table.cells.push(source);
                    table.masks.push(mask);
                }
            }
            table
                .index
                .push((start as u16, (table.cells.len() - start) as u8));
        }
        table
    });
    let mut direction = vec![NO_DIRECTION; CELLS * CELLS];
    for from in 0..CELLS as Cell {
        for (dir, _) in DELTAS.iter().enumerate() {
            let mut cur = step[from as usize][dir];
            while cur != NO_CELL {
                direction[from as usize * CELLS + cur as usize] = dir as u8;
                cur = step[cur as usize][dir];
            }
        }
    }
    Tables {
        topology,
        king,
        ferz,
        wazir,
        knight,
        elephant,
        camel,
        dabbaba,
        lion,
        bull,
        explorer,
        leap_attackers,
        direction,
        rays,
        step,
        pawn_forward,
        pawn_captures,
        relocation,
        keys: zobrist::keys(0x5449_4D55_5221, KEY_COUNT),
    }
}

/// The opponent of a two-player game's player.
#[inline]
pub fn other(player: Player) -> Player {
    1 - player
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(c: Cell) -> String {
        tables().topology.name(c).to_string()
    }

    fn cell(n: &str) -> Cell {
        tables().topology.cell(n).unwrap()
    }

    #[test]
    fn board_has_112_cells_and_citadels_sit_outside_the_files() {
        let t = tables();
        assert_eq!(t.topology.len(), 112);
        assert_eq!(t.topology.position(cell("a1")), (0.0, 0.0));
        assert_eq!(t.topology.position(cell("k10")), (10.0, 9.0));
        assert_eq!(t.topology.position(cell("l2")), (11.0, 1.0));
        assert_eq!(t.topology.position(cell("z9")), (-1.0, 8.0));
        let mut l2: Vec<String> = t.king.of(L2).iter().map(|&c| name(c)).collect();
        l2.sort();
        assert_eq!(l2, ["k1", "k2", "k3"]);
        let mut z9: Vec<String> = t.king.of(Z9).iter().map(|&c| name(c)).collect();
        z9.sort();
        assert_eq!(z9, ["a10", "a8", "a9"]);
        assert!(t.king.of(cell("k2")).contains(&L2));
        assert!(t.king.of(cell("a10")).contains(&Z9));
        assert!(!t.king.of(cell("k4")).contains(&L2));
        assert_eq!(
            t.topology.zone("citadel-w").iter().collect::<Vec<_>>(),
            [L2]
        );
        assert_eq!(t.topology.zone("promo-w").len(), 11);
    }

    #[test]
    fn non_royal_leaps_and_rays_never_reach_a_citadel() {
        let t = tables();
        for c in 0..BOARD_CELLS as Cell {
            for leaps in [
                &t.ferz,
                &t.wazir,
                &t.knight,
                &t.elephant,
                &t.camel,
                &t.dabbaba,
                &t.lion,
                &t.bull,
                &t.explorer,
            ] {
                assert!(leaps.of(c).iter().all(|&x| !is_citadel(x)));
            }
            for dir in 0..8 {
                assert!(t.ray(c, dir).iter().all(|&x| !is_citadel(x)));
            }
        }
        assert_eq!(t.knight.of(cell("j1")).len(), 3); // h2 i3 k3, never l2
        assert_eq!(t.camel.of(cell("i1")).len(), 3); // h4 j4 f2; l2 would be i1 + (3,1)
        assert_eq!(t.lion.of(cell("f5")).len(), 24);
    }

    #[test]
    fn pawn_of_pawns_fallback_order() {
        let t = tables();
        let order: Vec<String> = t.relocation[0][1]
            .iter()
            .take(5)
            .map(|&c| name(c))
            .collect();
        assert_eq!(order, ["f3", "e3", "g3", "d3", "h3"]);
        let order: Vec<String> = t.relocation[1][0]
            .iter()
            .take(3)
            .map(|&c| name(c))
            .collect();
        assert_eq!(order, ["k8", "j8", "i8"]);
        assert_eq!(name(t.relocation[1][0][11]), "k9");
        assert_eq!(name(*t.relocation[0][0].last().unwrap()), "k1");
        assert_eq!(t.relocation[0][0].len(), 33);
    }
}
