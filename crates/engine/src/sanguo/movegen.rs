//! Move generation: pseudo-legal moves from the precomputed tables, and the safety test of a
//! general (attacks by either opponent, facing generals) that makes them legal.

use super::*;

/// Calls `emit(from, to)` for every pseudo-legal move of `side` (pieces `mine`) on `board`,
/// stopping as soon as `emit` returns true; returns whether it stopped.
pub(super) fn for_each_pseudo(
    board: &Board,
    mine: CellSet,
    side: Player,
    mut emit: impl FnMut(Cell, Cell) -> bool,
) -> bool {
    let g = geo();
    let open = |to: Cell| {
        let p = board[to as usize];
        p == 0 || owner(p) != side
    };
    let empty = |c: Cell| board[c as usize] == 0;
    for from in mine.iter() {
        let p = board[from as usize];
        match kind(p) {
            GENERAL => {
                for &to in g.general.get(from) {
                    if open(to) && emit(from, to) {
                        return true;
                    }
                }
            }
            ADVISOR => {
                for &to in g.advisor.get(from) {
                    if open(to) && emit(from, to) {
                        return true;
                    }
                }
            }
            ELEPHANT => {
                for &(eye, to) in g.elephant.get(from) {
                    if empty(eye) && open(to) && emit(from, to) {
                        return true;
                    }
                }
            }
            // No point is the target of two horse or two bearer paths from the same start
            // (asserted by the geometry tests), so each open path is its own move.
            HORSE => {
                for &(leg, to) in g.horse.get(from) {
                    if empty(leg) && open(to) && emit(from, to) {
                        return true;
                    }
                }
            }
            BEARER => {
                for &(a, b, to) in g.bearer.get(from) {
                    if empty(a) && empty(b) && open(to) && emit(from, to) {
                        return true;
                    }
                }
            }
            SOLDIER => {
                for &to in g.soldier[home(p) as usize].get(from) {
                    if open(to) && emit(from, to) {
                        return true;
                    }
                }
            }
            CHARIOT => {
                for ray in g.rays.get(from) {
                    for (i, &to) in ray.cells().iter().enumerate() {
                        let q = board[to as usize];
                        if i >= ray.skip as usize && (q == 0 || owner(q) != side) && emit(from, to)
                        {
                            return true;
                        }
                        if q != 0 {
                            break;
                        }
                    }
                }
            }
            CANNON => {
                for ray in g.rays.get(from) {
                    let mut screened = false;
                    for (i, &to) in ray.cells().iter().enumerate() {
                        let q = board[to as usize];
                        let counts = i >= ray.skip as usize;
                        if !screened {
                            if q != 0 {
                                screened = true;
                            } else if counts && emit(from, to) {
                                return true;
                            }
                        } else if q != 0 {
                            if counts && owner(q) != side && emit(from, to) {
                                return true;
                            }
                            break;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    false
}

/// Whether the general on `g` is attacked by a piece whose owner is not in the bit set
/// `friends`, or, with `facing`, sees such a general along an open file line. Advisors,
/// elephants and generals never reach another kingdom's palace, so they are not looked at.
#[inline]
pub(super) fn exposed(board: &Board, g: Cell, friends: u8, facing: bool) -> bool {
    scan_attackers(board, g, friends, facing, false, |_| true)
}

/// The attacks on `target` by pieces whose owner is not in `friends`: `hit(point)` for each
/// attacker until it returns true; returns whether it did. `facing` adds a general seeing
/// `target` along an open file line; `home_pieces` adds advisors, elephants and generals.
#[inline]
pub(super) fn scan_attackers(
    board: &Board,
    target: Cell,
    friends: u8,
    facing: bool,
    home_pieces: bool,
    mut hit: impl FnMut(Cell) -> bool,
) -> bool {
    let geo = geo();
    let enemy = |p: Piece, k: u8| p != 0 && kind(p) == k && friends & (1 << owner(p)) == 0;
    for ray in geo.rays.get(target) {
        let mut screened = false;
        for &c in ray.cells() {
            let p = board[c as usize];
            if p == 0 {
                continue;
            }
            if screened {
                if enemy(p, CANNON) && hit(c) {
                    return true;
                }
                break;
            }
            let reaches = enemy(p, CHARIOT) || (facing && ray.forward && enemy(p, GENERAL));
            if reaches && hit(c) {
                return true;
            }
            screened = true;
        }
    }
    for &(src, leg) in geo.horse_to.get(target) {
        if board[leg as usize] == 0 && enemy(board[src as usize], HORSE) && hit(src) {
            return true;
        }
    }
    for &(src, a, b) in geo.bearer_to.get(target) {
        let open = board[a as usize] == 0 && board[b as usize] == 0;
        if open && enemy(board[src as usize], BEARER) && hit(src) {
            return true;
        }
    }
    for (h, table) in geo.soldier_to.iter().enumerate() {
        for &src in table.get(target) {
            let p = board[src as usize];
            if enemy(p, SOLDIER) && home(p) as usize == h && hit(src) {
                return true;
            }
        }
    }
    if home_pieces {
        // Their moves are symmetric: the points they attack `target` from are the points
        // they could move to from it.
        for &src in geo.advisor.get(target) {
            if enemy(board[src as usize], ADVISOR) && hit(src) {
                return true;
            }
        }
        for &(eye, src) in geo.elephant.get(target) {
            if board[eye as usize] == 0 && enemy(board[src as usize], ELEPHANT) && hit(src) {
                return true;
            }
        }
        for &src in geo.general.get(target) {
            if enemy(board[src as usize], GENERAL) && hit(src) {
                return true;
            }
        }
    }
    false
}

/// Whether `side` may play `from`-`to`: its general is neither attacked nor facing an
/// opponent's general afterwards, with a captured general's army already on its side.
/// `scratch` is a copy of the board; it is restored before returning.
pub(super) fn safe_after(
    scratch: &mut Board,
    side: Player,
    general: Cell,
    from: Cell,
    to: Cell,
) -> bool {
    let moved = scratch[from as usize];
    let captured = scratch[to as usize];
    scratch[to as usize] = moved;
    scratch[from as usize] = 0;
    let mut friends = 1u8 << side;
    if kind(captured) == GENERAL {
        friends |= 1 << owner(captured);
    }
    let g = if kind(moved) == GENERAL { to } else { general };
    let safe = !exposed(scratch, g, friends, true);
    scratch[from as usize] = moved;
    scratch[to as usize] = captured;
    safe
}
