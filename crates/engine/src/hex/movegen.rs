//! Legal move generation and attack tests.
//!
//! Moves are generated legal without make/unmake: one pass over the 12 lines through the own
//! king finds the checking sliders and the pinned pieces (with the line each may still move
//! along); knights and pawns giving check are looked up in the leaper tables. Then every
//! non-king move must land on the check-resolving cells (all cells when not in check) and,
//! for a pinned piece, stay on its pin line; king steps are tested against the enemy's attacks
//! with the king lifted off the board. En passant removes two pieces from possibly different
//! lines, so each candidate is checked by testing the king on the resulting occupancy.

use super::geometry::{bishop_attacks, bit, cells_of, first_on_ray, rook_attacks, tables, Bits};
use super::{
    Hex, HexMove, ALL, BISHOP, DOUBLE_STEP, EN_PASSANT, KING, KNIGHT, NORMAL, PAWN, PROMOTIONS,
    QUEEN, ROOK,
};
use crate::topology::{Cell, NO_CELL};

#[inline(always)]
fn push(out: &mut Vec<HexMove>, from: Cell, to: Cell, kind: u8) {
    out.push(HexMove {
        from,
        to,
        promotion: 0,
        kind,
    });
}

/// Appends the moves of the sliders in `set` onto `allowed` cells (pinned ones only along their
/// pin line).
#[inline(always)]
fn slider_moves(
    out: &mut Vec<HexMove>,
    set: Bits,
    allowed: Bits,
    pinned: Bits,
    pin_line: &impl Fn(Cell) -> Bits,
    attacks: impl Fn(Cell) -> Bits,
) {
    for from in cells_of(set) {
        let mut reach = attacks(from) & allowed;
        if pinned.contains(from) {
            reach &= pin_line(from);
        }
        for to in cells_of(reach) {
            push(out, from, to, NORMAL);
        }
    }
}

impl Hex {
    /// Whether `cell` is attacked by `by`'s pieces over occupancy `occ`, ignoring `by`'s pawns
    /// in `removed` (a pawn just taken en passant).
    pub(super) fn attacked(&self, cell: Cell, by: usize, occ: Bits, removed: Bits) -> bool {
        let t = tables();
        let c = cell as usize;
        let p = &self.bb[by];
        if (t.knight[c] & p[KNIGHT as usize]).is_nonempty()
            || (t.king[c] & p[KING as usize]).is_nonempty()
            || (t.pawn_attacks[by ^ 1][c] & p[PAWN as usize])
                .without(removed)
                .is_nonempty()
        {
            return true;
        }
        let straight = (p[ROOK as usize] | p[QUEEN as usize]) & t.rook_lines[c];
        if straight.is_nonempty() {
            for d in 0..6 {
                let ray = t.ray[d][c];
                if (ray & straight).is_nonempty() && straight.contains(first_on_ray(d, ray & occ)) {
                    return true;
                }
            }
        }
        let diagonal = (p[BISHOP as usize] | p[QUEEN as usize]) & t.bishop_lines[c];
        if diagonal.is_nonempty() {
            for d in 6..12 {
                let ray = t.ray[d][c];
                if (ray & diagonal).is_nonempty() && diagonal.contains(first_on_ray(d, ray & occ)) {
                    return true;
                }
            }
        }
        false
    }

    /// The own pawns that may legally capture en passant now (empty set if none).
    pub(super) fn en_passant_capturers(&self) -> Bits {
        if self.en_passant == NO_CELL {
            return Bits::EMPTY;
        }
        let t = tables();
        let us = self.side as usize;
        let them = us ^ 1;
        let target = self.en_passant;
        let victim = t.pawn_step[them][target as usize];
        let king = self.king(us);
        let mut legal = Bits::EMPTY;
        for from in cells_of(t.pawn_attacks[them][target as usize] & self.bb[us][PAWN as usize]) {
            let occ = (self.occupied() ^ bit(from) ^ bit(victim)) | bit(target);
            if !self.attacked(king, them, occ, bit(victim)) {
                legal |= bit(from);
            }
        }
        legal
    }

    /// Appends every legal move (ignoring whether a draw rule has already ended the game).
    pub(super) fn generate(&self, out: &mut Vec<HexMove>) {
        let t = tables();
        let us = self.side as usize;
        let them = us ^ 1;
        let own = self.bb[us][ALL];
        let opp = self.bb[them][ALL];
        let occ = own | opp;
        let king = self.king(us);
        let kc = king as usize;
        let theirs = &self.bb[them];
        let straight = theirs[ROOK as usize] | theirs[QUEEN as usize];
        let diagonal = theirs[BISHOP as usize] | theirs[QUEEN as usize];

        let mut checkers = (t.knight[kc] & theirs[KNIGHT as usize])
            | (t.pawn_attacks[us][kc] & theirs[PAWN as usize]);
        // Cells between the king and a checking slider (the slider included).
        let mut block = Bits::EMPTY;
        let mut pinned = Bits::EMPTY;
        let mut pins = [(NO_CELL, Bits::EMPTY); 12];
        let mut pin_count = 0;
        for d in 0..12 {
            let sliders = if d < 6 { straight } else { diagonal };
            let ray = t.ray[d][kc];
            if (ray & sliders).is_empty() {
                continue;
            }
            let first = first_on_ray(d, ray & occ);
            let first_bit = bit(first);
            if (first_bit & own).is_empty() {
                if (first_bit & sliders).is_nonempty() {
                    checkers |= first_bit;
                    block |= ray ^ t.ray[d][first as usize];
                }
                continue;
            }
            let beyond = t.ray[d][first as usize] & occ;
            if beyond.is_empty() {
                continue;
            }
            let second = first_on_ray(d, beyond);
            if sliders.contains(second) {
                pinned |= first_bit;
                pins[pin_count] = (first, ray ^ t.ray[d][second as usize]);
                pin_count += 1;
            }
        }
        let pin_line = |cell: Cell| -> Bits {
            pins[..pin_count]
                .iter()
                .find(|(c, _)| *c == cell)
                .map_or(Bits::EMPTY, |(_, line)| *line)
        };

        let lifted = occ ^ bit(king);
        for to in cells_of(t.king[kc].without(own)) {
            if !self.attacked(to, them, lifted, Bits::EMPTY) {
                push(out, king, to, NORMAL);
            }
        }
        // En passant is checked by its own test, so it is right in or out of check.
        let capturers = self.en_passant_capturers();
        for from in cells_of(capturers) {
            push(out, from, self.en_passant, EN_PASSANT);
        }
        let check_count = checkers.count();
        if check_count > 1 {
            return;
        }
        let target = if check_count == 1 {
            block | checkers
        } else {
            !own
        };

        for from in cells_of(self.bb[us][KNIGHT as usize].without(pinned)) {
            for to in cells_of(t.knight[from as usize].without(own) & target) {
                push(out, from, to, NORMAL);
            }
        }
        let mine = &self.bb[us];
        let allowed = target.without(own);
        slider_moves(
            out,
            mine[ROOK as usize],
            allowed,
            pinned,
            &pin_line,
            |from| rook_attacks(t, from, occ),
        );
        slider_moves(
            out,
            mine[BISHOP as usize],
            allowed,
            pinned,
            &pin_line,
            |from| bishop_attacks(t, from, occ),
        );
        slider_moves(
            out,
            mine[QUEEN as usize],
            allowed,
            pinned,
            &pin_line,
            |from| rook_attacks(t, from, occ) | bishop_attacks(t, from, occ),
        );

        let promotion = t.promotion[us];
        let start = t.pawn_start[us];
        for from in cells_of(mine[PAWN as usize]) {
            let f = from as usize;
            let mut allowed = target;
            if pinned.contains(from) {
                allowed &= pin_line(from);
            }
            let mut pawn_move = |to: Cell, kind: u8| {
                if promotion.contains(to) {
                    for piece in PROMOTIONS {
                        out.push(HexMove {
                            from,
                            to,
                            promotion: piece as u8,
                            kind,
                        });
                    }
                } else {
                    push(out, from, to, kind);
                }
            };
            let step = t.pawn_step[us][f];
            if step != NO_CELL && !occ.contains(step) {
                if allowed.contains(step) {
                    pawn_move(step, NORMAL);
                }
                if start.contains(from) {
                    let two = t.pawn_step[us][step as usize];
                    if two != NO_CELL && !occ.contains(two) && allowed.contains(two) {
                        pawn_move(two, DOUBLE_STEP);
                    }
                }
            }
            for to in cells_of(t.pawn_attacks[us][f] & opp & allowed) {
                pawn_move(to, NORMAL);
            }
        }
    }
}
