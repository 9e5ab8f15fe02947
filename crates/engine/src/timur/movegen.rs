//! Move generation and attack detection on a raw board, shared by the game, its legality
//! filter (which tries each move on a scratch copy of the board) and the piece help panel.

use super::geometry::{is_citadel, other, rank_of, Tables, CITADEL, LAST_RANK};
use super::pieces::{kind, owner, square, PieceKind, Square};
use super::TimurMove;
use crate::game::Player;
use crate::topology::{Cell, CELL_INDEXES, NO_CELL};

/// The squares of every cell, citadels included, then spare squares that stay empty: one per
/// possible `Cell` (`CELL_INDEXES`), so lookups need no bounds check.
pub type Board = [Square; CELL_INDEXES];

/// Whether `sq` holds a piece of `player` (for captures: an enemy of the mover).
#[inline]
fn is_of(sq: Square, player: Player) -> bool {
    sq != 0 && owner(sq) == player
}

/// Whether `by` has a pseudo-legal capture onto `cell` (pins ignored). Citadels are never
/// attacked: non-royals cannot reach them and an occupied citadel cannot be entered.
pub fn attacked(t: &Tables, b: &Board, cell: Cell, by: Player) -> bool {
    if is_citadel(cell) {
        return false;
    }
    // Steps, leaps and pawn captures (royals also step out of a citadel).
    let (cells, masks) = t.leap_attackers[by as usize].of(cell);
    for (&c, &mask) in cells.iter().zip(masks) {
        let sq = b[c as usize];
        if sq != 0 && owner(sq) == by && mask >> ((sq & 31) - 1) & 1 != 0 {
            return true;
        }
    }
    (0..8).any(|dir| line_attacked(t, b, cell, dir, by))
}

/// Whether a slider of `by` (rook, picket, giraffe) captures onto `cell` along the line that
/// leaves `cell` in direction `dir`: a rook or picket on that line, or a giraffe whose straight
/// leg runs along it.
#[inline]
pub fn line_attacked(t: &Tables, b: &Board, cell: Cell, dir: usize, by: Player) -> bool {
    let ray = t.ray(cell, dir);
    let first = ray.iter().position(|&c| b[c as usize] != 0);
    if let Some(i) = first {
        let sq = b[ray[i] as usize];
        if dir.is_multiple_of(2) {
            if sq == square(by, PieceKind::Rook) {
                return true;
            }
        } else if sq == square(by, PieceKind::Picket) && i >= 1 {
            // A picket must travel at least two cells, over empty cells only.
            return true;
        }
    }
    if dir % 2 == 1 {
        return false;
    }
    // Giraffe: from G one diagonal step to D, then k ≥ 3 cells straight on to the target.
    // Every empty cell of this line at distance ≥ 3, before the first piece, may be D, with
    // the giraffe one diagonal step behind it, on either side.
    let giraffe = square(by, PieceKind::Giraffe);
    let empty = first.unwrap_or(ray.len());
    for &d in ray.iter().take(empty).skip(2) {
        for side_dir in [(dir + 1) % 8, (dir + 7) % 8] {
            let g = t.step[d as usize][side_dir];
            if g != NO_CELL && b[g as usize] == giraffe {
                return true;
            }
        }
    }
    false
}

/// Context for generating one side's moves.
pub struct GenContext {
    /// The side to move.
    pub side: Player,
    /// The side's highest royal kind, the only one that may enter the opponent's citadel.
    pub highest_royal: Option<PieceKind>,
}

/// Pushes a move to `to` if it is empty or holds an enemy piece.
#[inline]
fn push_if_free(b: &Board, side: Player, from: Cell, to: Cell, out: &mut Vec<TimurMove>) {
    let sq = b[to as usize];
    if sq == 0 || owner(sq) != side {
        out.push(TimurMove::step(from, to));
    }
}

/// Pushes a slider's moves along `cells` (in order away from `from`): every empty cell, then
/// the first occupied one if it holds an enemy piece.
#[inline]
fn slide(b: &Board, side: Player, from: Cell, cells: &[Cell], out: &mut Vec<TimurMove>) {
    for &to in cells {
        let target = b[to as usize];
        if target != 0 {
            if owner(target) != side {
                out.push(TimurMove::step(from, to));
            }
            return;
        }
        out.push(TimurMove::step(from, to));
    }
}

/// Pushes the pseudo-legal moves (swaps excluded) of the piece `sq` standing on `from`.
pub fn piece_moves(
    t: &Tables,
    b: &Board,
    ctx: &GenContext,
    from: Cell,
    sq: Square,
    out: &mut Vec<TimurMove>,
) {
    use PieceKind::*;
    let side = ctx.side;
    let k = kind(sq);
    let leaps = |table: &super::geometry::Leaps, out: &mut Vec<TimurMove>| {
        for &to in table.of(from) {
            push_if_free(b, side, from, to, out);
        }
    };
    match k {
        King | Prince | AdventitiousKing => {
            for &to in t.king.of(from) {
                if is_citadel(to) {
                    let allowed = b[to as usize] == 0
                        && if to == CITADEL[side as usize] {
                            k == AdventitiousKing
                        } else {
                            ctx.highest_royal == Some(k)
                        };
                    if allowed {
                        out.push(TimurMove::step(from, to));
                    }
                } else {
                    push_if_free(b, side, from, to, out);
                }
            }
        }
        General => leaps(&t.ferz, out),
        Vizier | SeaMonster => leaps(&t.wazir, out),
        Knight => leaps(&t.knight, out),
        Elephant => leaps(&t.elephant, out),
        Camel => leaps(&t.camel, out),
        WarEngine => leaps(&t.dabbaba, out),
        Lion => leaps(&t.lion, out),
        Bull => leaps(&t.bull, out),
        Explorer => leaps(&t.explorer, out),
        Rook => {
            for dir in [0, 2, 4, 6] {
                slide(b, side, from, t.ray(from, dir), out);
            }
        }
        Picket => {
            for dir in [1, 3, 5, 7] {
                let ray = t.ray(from, dir);
                if ray.is_empty() || b[ray[0] as usize] != 0 {
                    continue;
                }
                slide(b, side, from, &ray[1..], out);
            }
        }
        Giraffe => {
            for diag in [1usize, 3, 5, 7] {
                let d = t.step[from as usize][diag];
                if d == NO_CELL || b[d as usize] != 0 {
                    continue;
                }
                for o in [(diag + 7) % 8, (diag + 1) % 8] {
                    // The first two straight cells must be empty; it stops from the third on.
                    let ray = t.ray(d, o);
                    if ray.len() > 2 && ray[..2].iter().all(|&c| b[c as usize] == 0) {
                        slide(b, side, from, &ray[2..], out);
                    }
                }
            }
        }
        _ => {
            // Pawns: one step straight on to an empty cell, capture one step diagonally on.
            let ahead = t.pawn_forward[side as usize][from as usize];
            if ahead != NO_CELL && b[ahead as usize] == 0 {
                out.push(TimurMove::step(from, ahead));
            }
            for &to in t.pawn_captures[side as usize].of(from) {
                if is_of(b[to as usize], other(side)) {
                    out.push(TimurMove::step(from, to));
                }
            }
        }
    }
}

/// Pushes the king swaps: the King (on `king`) with every other friendly piece outside the
/// citadels, except a pawn that would land on its own last rank. The caller checks that the
/// right is held and the King is attacked.
pub fn swap_moves(b: &Board, side: Player, king: Cell, out: &mut Vec<TimurMove>) {
    let king_on_last_rank = rank_of(king) == LAST_RANK[side as usize];
    for partner in 0..super::geometry::BOARD_CELLS as Cell {
        let sq = b[partner as usize];
        if partner == king || !is_of(sq, side) {
            continue;
        }
        if king_on_last_rank && kind(sq).is_pawn() {
            continue;
        }
        out.push(TimurMove::swap(king, partner));
    }
}
