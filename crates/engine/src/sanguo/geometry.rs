//! The 135-point Three Kingdoms board as data: point numbering and names, the step table with
//! its branch at the central triangle, drawing positions, the board's lines, zones, and every
//! piece's precomputed step, ray and leaper tables (docs/rules.md §4.2 and §4.3).
//!
//! Numbering: kingdom `k` (0 Shu/red, 1 Wu/green, 2 Wei/blue) owns points
//! `k*45 .. k*45+45`; inside a half, point `rank*9 + file` with file 0..9 = `a`..`i` from that
//! kingdom's own left and rank 0..5 = `1`..`5` from its back rank. `R(k) = k+1` (the next in
//! turn order, on k's right hand), `L(k) = k+2` (mod 3).
//!
//! Directions are relative to the half the point lies in: `UP` is towards that half's river
//! bank, `LEFT` towards its file `a`. From a bank point `UP` crosses the river to the facing
//! point (and the piece then moves `DOWN` in the half it entered). The branch at the triangle is
//! one extra direction: from a middle bank point `e5`, `UP` leads to `R(k)`'s `e5` and `BRANCH`
//! to `L(k)`'s `e5`; `BRANCH` leads nowhere from every other point. Diagonal directions follow
//! the forward-diagonal rule at the bank (docs/rules.md §4.3). Rays (sliders) and leaper paths are built from
//! these steps once, with the fork expanded into separate paths, so move generation never
//! branches on geometry.

use crate::cellset::CellSet;
use crate::topology::{Cell, CellShape, Topology, NO_CELL};

/// Number of kingdoms.
pub const KINGDOMS: usize = 3;
/// Files per half-board.
pub const FILES: usize = 9;
/// Ranks per half-board.
pub const RANKS: usize = 5;
/// Points per half-board.
pub const HALF: usize = FILES * RANKS;
/// Points on the board.
pub const POINTS: usize = KINGDOMS * HALF;

/// Towards the river bank of the point's half (across the river from the bank).
pub const UP: usize = 0;
/// Towards the back rank of the point's half.
pub const DOWN: usize = 1;
/// Towards file `a` of the point's half.
pub const LEFT: usize = 2;
/// Towards file `i` of the point's half.
pub const RIGHT: usize = 3;
/// The second `UP` target of a middle bank point `e5` (the left neighbour's `e5`).
pub const BRANCH: usize = 4;
/// Diagonal towards the bank and file `a`.
pub const UP_LEFT: usize = 5;
/// Diagonal towards the bank and file `i`.
pub const UP_RIGHT: usize = 6;
/// Diagonal towards the back rank and file `a`.
pub const DOWN_LEFT: usize = 7;
/// Diagonal towards the back rank and file `i`.
pub const DOWN_RIGHT: usize = 8;
/// Number of step directions in the topology.
pub const DIRECTIONS: usize = 9;
/// The orthogonal directions (lines), branch included.
pub const ORTHOGONAL: [usize; 5] = [UP, DOWN, LEFT, RIGHT, BRANCH];

/// The point of kingdom `k` at `file` (0 = `a`) and `rank` (0 = rank 1).
pub const fn point(k: usize, file: usize, rank: usize) -> Cell {
    (k * HALF + rank * FILES + file) as Cell
}

/// The kingdom whose half holds `c`.
#[inline]
pub const fn half_of(c: Cell) -> usize {
    c as usize / HALF
}

/// File of `c` in its half, 0 = `a`.
#[inline]
pub const fn file_of(c: Cell) -> usize {
    c as usize % HALF % FILES
}

/// Rank of `c` in its half, 0 = rank 1.
#[inline]
pub const fn rank_of(c: Cell) -> usize {
    c as usize % HALF / FILES
}

/// The next kingdom in turn order, on `k`'s right hand.
pub const fn right_of(k: usize) -> usize {
    (k + 1) % KINGDOMS
}

/// The previous kingdom in turn order, on `k`'s left hand.
pub const fn left_of(k: usize) -> usize {
    (k + 2) % KINGDOMS
}

/// Whether `c` is inside kingdom `k`'s palace (files d–f, ranks 1–3).
pub fn in_palace(c: Cell, k: usize) -> bool {
    half_of(c) == k && (3..=5).contains(&file_of(c)) && rank_of(c) <= 2
}

/// The bank point facing bank point (`k`, `file`) across the river (`file` ≠ e).
fn facing(k: usize, file: usize) -> Cell {
    let kingdom = if file < 4 { left_of(k) } else { right_of(k) };
    point(kingdom, 8 - file, 4)
}

/// The raw step rule of docs/rules.md §4.3, from which the topology's table is filled.
fn step_rule(c: Cell, dir: usize) -> Option<Cell> {
    let (k, f, r) = (half_of(c), file_of(c), rank_of(c));
    let bank = r == 4;
    let up_diag = |nf: Option<usize>| -> Option<Cell> {
        let nf = nf.filter(|&nf| nf < FILES)?;
        if !bank {
            return Some(point(k, nf, r + 1));
        }
        // The forward-diagonal rule: the facing point of file nf; on the middle file, the
        // triangle point of the neighbour on the side the step comes from.
        Some(match nf {
            4 if f < 4 => point(left_of(k), 4, 4),
            4 => point(right_of(k), 4, 4),
            _ => facing(k, nf),
        })
    };
    match dir {
        UP if !bank => Some(point(k, f, r + 1)),
        UP if f == 4 => Some(point(right_of(k), 4, 4)),
        UP => Some(facing(k, f)),
        BRANCH if bank && f == 4 => Some(point(left_of(k), 4, 4)),
        DOWN if r > 0 => Some(point(k, f, r - 1)),
        LEFT if f > 0 => Some(point(k, f - 1, r)),
        RIGHT if f + 1 < FILES => Some(point(k, f + 1, r)),
        UP_LEFT => up_diag(f.checked_sub(1)),
        UP_RIGHT => up_diag(Some(f + 1)),
        DOWN_LEFT if r > 0 && f > 0 => Some(point(k, f - 1, r - 1)),
        DOWN_RIGHT if r > 0 && f + 1 < FILES => Some(point(k, f + 1, r - 1)),
        _ => None,
    }
}

/// Whether a step from `c` in orthogonal direction `dir` crosses the river.
fn crosses(c: Cell, dir: usize) -> bool {
    rank_of(c) == 4 && (dir == UP || dir == BRANCH)
}

/// The direction a line continues in after a step from `c` in `dir`: once across the river
/// a piece moves towards the back rank of the half it entered.
fn continued(c: Cell, dir: usize) -> usize {
    if crosses(c, dir) {
        DOWN
    } else {
        dir
    }
}

/// The two diagonals that continue "outward" from a point reached moving in `dir`.
fn outward_diagonals(dir: usize) -> [usize; 2] {
    match dir {
        UP => [UP_LEFT, UP_RIGHT],
        DOWN => [DOWN_LEFT, DOWN_RIGHT],
        LEFT => [UP_LEFT, DOWN_LEFT],
        _ => [UP_RIGHT, DOWN_RIGHT],
    }
}

/// The steps a line from `c` moving in `dir` can take next, with the direction it continues
/// in: one, or two where a line moving up file e reaches the triangle.
fn line_steps(c: Cell, dir: usize) -> impl Iterator<Item = (Cell, usize)> {
    let main = step_rule(c, dir).map(|n| (n, continued(c, dir)));
    let fork = (dir == UP)
        .then(|| step_rule(c, BRANCH))
        .flatten()
        .map(|n| (n, DOWN));
    main.into_iter().chain(fork)
}

/// One slider path from a point: the points in order. Where a file line forks at the
/// triangle, the second branch is its own `Ray` repeating the shared points before the fork
/// (`skip` of them), so blockers and cannon screens are seen while moves are not doubled.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    cells: [Cell; 9],
    len: u8,
    /// How many leading points are shared with an earlier ray (no moves are generated there).
    pub skip: u8,
    /// Whether the ray runs up a file line (across the river): the line generals may not face
    /// each other along.
    pub forward: bool,
}

impl Ray {
    /// The points of the ray, nearest first.
    #[inline]
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }
}

/// Per-point lists stored flat, so lookups are one slice and nothing allocates after start-up.
pub struct PointTable<T> {
    items: Vec<T>,
    ranges: Vec<(u32, u32)>,
}

impl<T: Copy> PointTable<T> {
    fn build(mut list_for: impl FnMut(Cell) -> Vec<T>) -> Self {
        let mut items = Vec::new();
        let mut ranges = Vec::with_capacity(POINTS);
        for c in 0..POINTS as Cell {
            let start = items.len() as u32;
            items.extend(list_for(c));
            ranges.push((start, items.len() as u32));
        }
        PointTable { items, ranges }
    }

    /// The entries of point `c`.
    #[inline]
    pub fn get(&self, c: Cell) -> &[T] {
        let (start, end) = self.ranges[c as usize];
        &self.items[start as usize..end as usize]
    }

    /// The same entries grouped by another point chosen by `key` (for reverse lookups).
    fn invert<U: Copy>(&self, key: impl Fn(Cell, &T) -> (Cell, U)) -> PointTable<U> {
        let mut lists: Vec<Vec<U>> = vec![Vec::new(); POINTS];
        for c in 0..POINTS as Cell {
            for entry in self.get(c) {
                let (at, value) = key(c, entry);
                lists[at as usize].push(value);
            }
        }
        PointTable::build(|c| std::mem::take(&mut lists[c as usize]))
    }
}

/// Every precomputed geometric table.
pub struct Geometry {
    /// The cell graph exported to the front end.
    pub topology: Topology,
    /// Slider rays per point (chariot, cannon, and the generals' file lines).
    pub rays: PointTable<Ray>,
    /// Horse moves per point: (leg, target).
    pub horse: PointTable<(Cell, Cell)>,
    /// Horse attacks per target: (source, leg).
    pub horse_to: PointTable<(Cell, Cell)>,
    /// Banner bearer moves per point: (first, second, target).
    pub bearer: PointTable<(Cell, Cell, Cell)>,
    /// Banner bearer attacks per target: (source, first, second).
    pub bearer_to: PointTable<(Cell, Cell, Cell)>,
    /// Elephant moves per point inside its half: (eye, target).
    pub elephant: PointTable<(Cell, Cell)>,
    /// Advisor moves per point along its palace's diagonals.
    pub advisor: PointTable<Cell>,
    /// General moves per point inside its palace.
    pub general: PointTable<Cell>,
    /// Soldier moves per point, one table per home kingdom.
    pub soldier: [PointTable<Cell>; KINGDOMS],
    /// Soldier attacks per target: sources, one table per home kingdom.
    pub soldier_to: [PointTable<Cell>; KINGDOMS],
    /// Per point: every point on its rays. A piece arriving there may become a cannon screen
    /// against a general on that point.
    pub line_cells: Vec<CellSet>,
    /// Per point: the ray points plus the horse legs and banner bearer paths leading to it. A
    /// piece leaving any other point cannot expose a general standing there.
    pub guard_cells: Vec<CellSet>,
    /// Board lines as point pairs (ranks, files, river crossings, triangle), each once.
    pub lines: Vec<(Cell, Cell)>,
    /// Palace diagonals as point pairs (each half-diagonal through `e2` once).
    pub palace_diagonals: Vec<(Cell, Cell)>,
}

/// Point names: kingdom letter, file letter, rank (`re1`).
pub fn point_name(c: Cell) -> String {
    format!(
        "{}{}{}",
        ['r', 'g', 'b'][half_of(c)],
        (b'a' + file_of(c) as u8) as char,
        rank_of(c) + 1
    )
}

/// Drawing position of a point (x right, y up, one unit = the spacing along the back rank).
///
/// The board is an equiangular hexagon whose sides alternate between the three back ranks
/// (8 units) and the three outer file lines (`a` of one kingdom continuing into `i` of its
/// left neighbour, 9 units with the river). The river arms run from the centre to the middle
/// of the outer file lines, one unit wide, so facing points are one unit apart and the
/// triangle's sides are one unit long. Each half is two quadrilaterals (files a–e and e–i)
/// filled bilinearly: the back rank is straight, the bank bends at `e5` along the two arms.
/// Shu sits at the bottom; Wu and Wei are Shu's half turned 120° and 240° counter-clockwise
/// (turn order runs counter-clockwise).
pub fn point_position(c: Cell) -> (f32, f32) {
    let s3 = 3f64.sqrt();
    let (f, r) = (file_of(c) as f64, rank_of(c) as f64);
    let back = -13.0 / s3;
    let e1 = (0.0, back);
    let e5 = (0.0, -1.0 / s3);
    let side = if f >= 4.0 { 1.0 } else { -1.0 };
    let corner1 = (4.0 * side, back);
    let corner5 = (6.0 * side, -7.0 / s3);
    let (u, v) = ((f - 4.0).abs() / 4.0, r / 4.0);
    let lerp =
        |a: (f64, f64), b: (f64, f64), t: f64| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
    let bottom = lerp(e1, corner1, u);
    let top = lerp(e5, corner5, u);
    let (x, y) = lerp(bottom, top, v);
    let angle = half_of(c) as f64 * 2.0 * std::f64::consts::PI / 3.0;
    let (sin, cos) = angle.sin_cos();
    ((x * cos - y * sin) as f32, (x * sin + y * cos) as f32)
}

fn build_rays(c: Cell) -> Vec<Ray> {
    fn walk(
        c: Cell,
        dir: usize,
        path: &mut Vec<Cell>,
        skip: usize,
        forward: bool,
        out: &mut Vec<Ray>,
    ) {
        let next: Vec<(Cell, usize)> = line_steps(c, dir).collect();
        if next.is_empty() {
            if !path.is_empty() {
                let mut cells = [NO_CELL; 9];
                cells[..path.len()].copy_from_slice(path);
                out.push(Ray {
                    cells,
                    len: path.len() as u8,
                    skip: skip as u8,
                    forward,
                });
            }
            return;
        }
        let shared = path.len();
        for (i, (n, ndir)) in next.into_iter().enumerate() {
            path.push(n);
            walk(
                n,
                ndir,
                path,
                if i == 0 { skip } else { shared },
                forward,
                out,
            );
            path.truncate(shared);
        }
    }
    let mut rays = Vec::new();
    for dir in [UP, DOWN, LEFT, RIGHT] {
        walk(c, dir, &mut Vec::new(), 0, dir == UP, &mut rays);
    }
    rays
}

fn build_horse(c: Cell) -> Vec<(Cell, Cell)> {
    let mut out = Vec::new();
    for dir in ORTHOGONAL {
        let Some(leg) = step_rule(c, dir) else {
            continue;
        };
        for diag in outward_diagonals(continued(c, dir)) {
            if let Some(target) = step_rule(leg, diag) {
                out.push((leg, target));
            }
        }
    }
    out
}

fn build_bearer(c: Cell) -> Vec<(Cell, Cell, Cell)> {
    let mut out = Vec::new();
    for dir in ORTHOGONAL {
        let Some(first) = step_rule(c, dir) else {
            continue;
        };
        for (second, dir2) in line_steps(first, continued(c, dir)) {
            for diag in outward_diagonals(dir2) {
                if let Some(target) = step_rule(second, diag) {
                    out.push((first, second, target));
                }
            }
        }
    }
    out
}

fn build_elephant(c: Cell) -> Vec<(Cell, Cell)> {
    let mut out = Vec::new();
    for diag in [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT] {
        let Some(eye) = step_rule(c, diag) else {
            continue;
        };
        let Some(target) = step_rule(eye, diag) else {
            continue;
        };
        // The elephant never leaves its half, so only diagonals inside it count.
        if half_of(eye) == half_of(c) && half_of(target) == half_of(c) {
            out.push((eye, target));
        }
    }
    out
}

fn build_advisor(c: Cell) -> Vec<Cell> {
    let (k, f, r) = (half_of(c), file_of(c), rank_of(c));
    let centre = point(k, 4, 1);
    let corner = (f == 3 || f == 5) && (r == 0 || r == 2);
    if corner {
        vec![centre]
    } else if c == centre {
        vec![
            point(k, 3, 0),
            point(k, 5, 0),
            point(k, 3, 2),
            point(k, 5, 2),
        ]
    } else {
        Vec::new()
    }
}

fn build_general(c: Cell) -> Vec<Cell> {
    let k = half_of(c);
    if !in_palace(c, k) {
        return Vec::new();
    }
    [UP, DOWN, LEFT, RIGHT]
        .into_iter()
        .filter_map(|d| step_rule(c, d))
        .filter(|&n| in_palace(n, k))
        .collect()
}

fn build_soldier(c: Cell, home: usize) -> Vec<Cell> {
    let dirs: &[usize] = if half_of(c) == home {
        &[UP, BRANCH]
    } else {
        &[DOWN, LEFT, RIGHT]
    };
    dirs.iter().filter_map(|&d| step_rule(c, d)).collect()
}

/// Builds every table (called once, from the game's `OnceLock`).
pub fn build() -> Geometry {
    let names = (0..POINTS as Cell).map(point_name).collect();
    let positions = (0..POINTS as Cell).map(point_position).collect();
    let mut topology = Topology::new(CellShape::Point, names, positions, DIRECTIONS);
    for c in 0..POINTS as Cell {
        for dir in 0..DIRECTIONS {
            if let Some(n) = step_rule(c, dir) {
                topology.set_step(c, dir, n);
            }
        }
    }
    let zone =
        |f: &dyn Fn(Cell) -> bool| CellSet::from_cells((0..POINTS as Cell).filter(|&c| f(c)));
    const PALACES: [&str; 3] = ["palace-r", "palace-g", "palace-b"];
    const HALVES: [&str; 3] = ["half-r", "half-g", "half-b"];
    for (k, name) in PALACES.into_iter().enumerate() {
        topology.add_zone(name, zone(&|c| in_palace(c, k)));
    }
    for (k, name) in HALVES.into_iter().enumerate() {
        topology.add_zone(name, zone(&|c| half_of(c) == k));
    }
    topology.add_zone("triangle", zone(&|c| file_of(c) == 4 && rank_of(c) == 4));

    let mut lines = Vec::new();
    for c in 0..POINTS as Cell {
        for dir in ORTHOGONAL {
            if let Some(n) = step_rule(c, dir) {
                if c < n {
                    lines.push((c, n));
                }
            }
        }
    }
    let mut palace_diagonals = Vec::new();
    for k in 0..KINGDOMS {
        for (f, r) in [(3, 0), (5, 0), (3, 2), (5, 2)] {
            palace_diagonals.push((point(k, f, r), point(k, 4, 1)));
        }
    }

    let horse = PointTable::build(build_horse);
    let horse_to = horse.invert(|c, &(leg, target)| (target, (c, leg)));
    let bearer = PointTable::build(build_bearer);
    let bearer_to = bearer.invert(|c, &(a, b, target)| (target, (c, a, b)));
    let soldier = [0, 1, 2].map(|home| PointTable::build(|c| build_soldier(c, home)));
    let soldier_to = [0, 1, 2].map(|home| soldier[home].invert(|c, &target| (target, c)));
    let rays = PointTable::build(build_rays);
    let line_cells: Vec<CellSet> = (0..POINTS as Cell)
        .map(|c| CellSet::from_cells(rays.get(c).iter().flat_map(|r| r.cells().iter().copied())))
        .collect();
    let guard_cells = (0..POINTS as Cell)
        .map(|c| {
            let mut set = line_cells[c as usize];
            for &(_, leg) in horse_to.get(c) {
                set.insert(leg);
            }
            for &(_, a, b) in bearer_to.get(c) {
                set.insert(a);
                set.insert(b);
            }
            set
        })
        .collect();
    Geometry {
        topology,
        rays,
        line_cells,
        guard_cells,
        horse,
        horse_to,
        bearer,
        bearer_to,
        elephant: PointTable::build(build_elephant),
        advisor: PointTable::build(build_advisor),
        general: PointTable::build(build_general),
        soldier,
        soldier_to,
        lines,
        palace_diagonals,
    }
}
