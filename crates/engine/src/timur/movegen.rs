//! Move generation and attack detection on a raw board, shared by the game, its legality
//! filter (which tries each move on a scratch copy of the board) and the piece help panel.

use super::geometry::{is_citadel, other, rank_of, Tables, CITADEL, LAST_RANK};
use super::pieces::{kind, owner, square, PieceKind, Square};
use super::TimurMove;
use crate::game::Player;
use crate::topology::{Cell, NO_CELL};

/// The squares of every cell, citadels included.
pub type Board = [Square; super::geometry::CELLS];

/// Whether `sq` holds a piece of `player` (for captures: an enemy of the mover).
#[inline]
fn is_of(sq: Square, player: Player) -> bool {
    sq != 0 && owner(sq) == player
}

/// Whether `by` has a pseudo-legal capture onto `cell` (pins ignored). Citadels are never
/// attacked: non-royals cannot reach them and an occupied citadel cannot be entered.
pub fn attacked(t: &Tables, b: &Board, cell: Cell, by: Player) -> bool {
    use PieceKind::*;
    if is_citadel(cell) {
        return false;
    }
    let has = |c: &Cell, k: PieceKind| b[*c as usize] == square(by, k);
    // Royals step, also out of a citadel.
    if t.king.of(cell).iter().any(|&c| {
        let sq = b[c as usize];
        is_of(sq, by) && kind(sq).is_royal()
    }) {
        return true;
    }
    if t.ferz.of(cell).iter().any(|c| has(c, General))
        || t.wazir
            .of(cell)
            .iter()
            .any(|c| has(c, Vizier) || has(c, SeaMonster))
        || t.knight.of(cell).iter().any(|c| has(c, Knight))
        || t.elephant.of(cell).iter().any(|c| has(c, Elephant))
        || t.camel.of(cell).iter().any(|c| has(c, Camel))
        || t.dabbaba.of(cell).iter().any(|c| has(c, WarEngine))
        || t.lion.of(cell).iter().any(|c| has(c, Lion))
        || t.bull.of(cell).iter().any(|c| has(c, Bull))
        || t.explorer.of(cell).iter().any(|c| has(c, Explorer))
    {
        return true;
    }
    if t.pawn_attackers[by as usize].of(cell).iter().any(|&c| {
        let sq = b[c as usize];
        is_of(sq, by) && kind(sq).is_pawn()
    }) {
        return true;
    }
    let rook = square(by, Rook);
    let picket = square(by, Picket);
    let giraffe = square(by, Giraffe);
    for dir in 0..8 {
        let ray = t.ray(cell, dir);
        let Some(i) = ray.iter().position(|&c| b[c as usize] != 0) else {
            continue;
        };
        let first = b[ray[i] as usize];
        if dir % 2 == 0 {
            if first == rook {
                return true;
            }
        } else if first == picket && i >= 1 {
            // A picket must travel at least two cells, over empty cells only.
            return true;
        }
    }
    // Giraffe: from G one diagonal step to D, then k ≥ 3 cells along an orthogonal `o` that
    // continues the diagonal. Walk back from the target along −o over empty cells; each empty
    // cell at distance ≥ 3 may be D, with the giraffe one diagonal step behind it.
    for o in [0usize, 2, 4, 6] {
        let back = t.ray(cell, (o + 4) % 8);
        for (j, &d) in back.iter().enumerate() {
            if b[d as usize] != 0 {
                break;
            }
            if j >= 2 {
                for diag in [(o + 1) % 8, (o + 7) % 8] {
                    let g = t.step[d as usize][(diag + 4) % 8];
                    if g != NO_CELL && b[g as usize] == giraffe {
                        return true;
                    }
                }
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
                for &to in t.ray(from, dir) {
                    let target = b[to as usize];
                    if target == 0 {
                        out.push(TimurMove::step(from, to));
                    } else {
                        if owner(target) != side {
                            out.push(TimurMove::step(from, to));
                        }
                        break;
                    }
                }
            }
        }
        Picket => {
            for dir in [1, 3, 5, 7] {
                let ray = t.ray(from, dir);
                if ray.is_empty() || b[ray[0] as usize] != 0 {
                    continue;
                }
                for &to in &ray[1..] {
                    let target = b[to as usize];
                    if target == 0 {
                        out.push(TimurMove::step(from, to));
                    } else {
                        if owner(target) != side {
                            out.push(TimurMove::step(from, to));
                        }
                        break;
                    }
                }
            }
        }
        Giraffe => {
            for diag in [1usize, 3, 5, 7] {
                let d = t.step[from as usize][diag];
                if d == NO_CELL || b[d as usize] != 0 {
                    continue;
                }
                for o in [(diag + 7) % 8, (diag + 1) % 8] {
                    for (j, &to) in t.ray(d, o).iter().enumerate() {
                        let target = b[to as usize];
                        if j < 2 {
                            if target != 0 {
                                break;
                            }
                            continue;
                        }
                        if target == 0 {
                            out.push(TimurMove::step(from, to));
                        } else {
                            if owner(target) != side {
                                out.push(TimurMove::step(from, to));
                            }
                            break;
                        }
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
