//! Hexagonal chess evaluation: material, mobility of the pieces, pawns near promotion, pieces
//! near the centre, the king's shelter and pressure on the enemy king.

use super::{Evaluate, Feature};
use crate::game::{GameMove, Player};
use crate::hex::geometry::{coords, ray_attacks, tables, Bits};
use crate::hex::{file_rank, Hex, HexMove, CELLS, FILE_LENGTHS};
use crate::topology::Cell;

/// Values in centipawns per kind (index = kind code: 1 king … 6 pawn). On the hex board the
/// rook and the bishop are a little weaker than in chess relative to the queen; these follow
/// the usual Gliński values (Q 9, R 5, B 3, N 3, P 1).
const VALUE: [i32; 7] = [0, 0, 900, 500, 310, 300, 100];

const FEATURES: &[Feature] = &[
    Feature {
        id: "material.pawn",
        base: 100.0,
    },
    Feature {
        id: "material.knight",
        base: 300.0,
    },
    Feature {
        id: "material.bishop",
        base: 310.0,
    },
    Feature {
        id: "material.rook",
        base: 500.0,
    },
    Feature {
        id: "material.queen",
        base: 900.0,
    },
    // Cells attacked by knights, bishops, rooks and queens.
    Feature {
        id: "mobility",
        base: 4.0,
    },
    // Σ max(0, 6 − steps left) over pawns.
    Feature {
        id: "pawn_advance",
        base: 8.0,
    },
    // Σ max(0, 4 − distance to f6) over knights, bishops, rooks and queens.
    Feature {
        id: "centre",
        base: 6.0,
    },
    // Own pieces next to the own king.
    Feature {
        id: "king_shelter",
        base: 10.0,
    },
    // Own pieces other than pawns within two steps of the enemy king.
    Feature {
        id: "king_attack",
        base: 12.0,
    },
];

const MOBILITY: usize = 5;
const PAWN_ADVANCE: usize = 6;
const CENTRE: usize = 7;
const KING_SHELTER: usize = 8;
const KING_ATTACK: usize = 9;

const KING: u8 = 1;
const QUEEN: u8 = 2;
const ROOK: u8 = 3;
const BISHOP: u8 = 4;
const KNIGHT: u8 = 5;
const PAWN: u8 = 6;

/// Steps between two cells (edge steps (0, ±2) and (±1, ±1) in the doubled coordinates).
fn distance(a: Cell, b: Cell) -> i32 {
    let (aq, ah) = coords(a);
    let (bq, bh) = coords(b);
    let (dq, dh) = ((aq - bq).abs(), (ah - bh).abs());
    dq + (dh - dq).max(0) / 2
}

fn cells(set: Bits) -> impl Iterator<Item = Cell> {
    set.cells()
}

impl Evaluate for Hex {
    fn features() -> &'static [Feature] {
        FEATURES
    }

    fn feature_values(&self, player: Player, out: &mut [f32]) {
        out.fill(0.0);
        let t = tables();
        let occupied = self.pieces(0, 0) | self.pieces(1, 0);
        let centre = crate::hex::cell_at(5, 6).expect("f6 exists");
        let kings = [
            self.pieces(0, KING).first() as Cell,
            self.pieces(1, KING).first() as Cell,
        ];
        for side in 0..2usize {
            let sign = if side == player as usize { 1.0 } else { -1.0 };
            let enemy_king = kings[side ^ 1];
            for (feature, kind) in [(0, PAWN), (1, KNIGHT), (2, BISHOP), (3, ROOK), (4, QUEEN)] {
                out[feature] += sign * self.pieces(side, kind).count() as f32;
            }
            for c in cells(self.pieces(side, PAWN)) {
                let (file, rank) = file_rank(c);
                let left = if side == 0 {
                    FILE_LENGTHS[file] - rank
                } else {
                    rank - 1
                };
                out[PAWN_ADVANCE] += sign * (6 - left as i32).max(0) as f32;
            }
            for kind in [KNIGHT, BISHOP, ROOK, QUEEN] {
                for c in cells(self.pieces(side, kind)) {
                    let attacks = match kind {
                        KNIGHT => t.knight[c as usize],
                        BISHOP => {
                            (6..12).fold(Bits::EMPTY, |a, d| a | ray_attacks(t, d, c, occupied))
                        }
                        ROOK => (0..6).fold(Bits::EMPTY, |a, d| a | ray_attacks(t, d, c, occupied)),
                        _ => (0..12).fold(Bits::EMPTY, |a, d| a | ray_attacks(t, d, c, occupied)),
                    };
                    out[MOBILITY] += sign * attacks.count() as f32;
                    out[CENTRE] += sign * (4 - distance(c, centre)).max(0) as f32;
                    if distance(c, enemy_king) <= 2 {
                        out[KING_ATTACK] += sign;
                    }
                }
            }
            let shelter = t.king[kings[side] as usize] & self.pieces(side, 0);
            out[KING_SHELTER] += sign * shelter.count() as f32;
        }
        debug_assert!(kings.iter().all(|&k| (k as usize) < CELLS));
    }

    fn is_tactical(&self, mv: HexMove) -> bool {
        self.code_at(mv.to()) != 0 || mv.is_en_passant() || mv.promotion().is_some()
    }

    fn capture_value(&self, mv: HexMove) -> i32 {
        if mv.is_en_passant() {
            return VALUE[PAWN as usize];
        }
        VALUE[(self.code_at(mv.to()) & 7) as usize]
    }

    fn mover_value(&self, mv: HexMove) -> i32 {
        VALUE[(self.code_at(mv.from()) & 7) as usize]
    }

    fn in_check(&self) -> bool {
        Hex::in_check(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::base_weights;
    use crate::game::Game;
    use crate::search::{Limits, Searcher};

    #[test]
    fn start_position_is_balanced_and_distances_are_steps() {
        let game = Hex::start();
        let mut values = vec![0.0; FEATURES.len()];
        game.feature_values(0, &mut values);
        assert!(values.iter().all(|v| *v == 0.0), "{values:?}");
        let c = |n: &str| Hex::topology().cell(n).unwrap();
        assert_eq!(distance(c("f6"), c("f7")), 1);
        assert_eq!(distance(c("f6"), c("g6")), 1);
        assert_eq!(distance(c("f6"), c("f11")), 5);
        assert_eq!(distance(c("a1"), c("l1")), 10);
    }

    #[test]
    fn search_takes_a_free_rook() {
        let position = "k/3/5/7/4r4/11/11/11/5Q5/11/6K4 w - 0 1";
        let mut game = Hex::from_position(position).unwrap();
        let mut s = Searcher::<Hex>::new(16, base_weights::<Hex>());
        let r = s.search(
            &mut game,
            Limits {
                depth: 3,
                ..Limits::default()
            },
            &|| 0.0,
            None,
            1,
        );
        assert_eq!(game.move_to_string(r.best.unwrap()), "f3-f7");
    }
}
