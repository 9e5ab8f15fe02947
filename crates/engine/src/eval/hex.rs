//! Hexagonal chess evaluation: material, mobility of the pieces, pawns near promotion, pieces
//! near the centre, the king's shelter and pressure on the enemy king.

use super::{Evaluate, Feature};
use crate::game::{GameMove, Player};
use crate::hex::geometry::{bishop_attacks, coords, rook_attacks, tables, Bits};
use crate::hex::{file_rank, Hex, HexMove, CELLS, FILE_LENGTHS};
use crate::topology::Cell;
use std::sync::OnceLock;

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

/// Reverse futility margin per ply left (`Evaluate::reverse_futility_margin`): a pawn. One
/// quiet move seldom changes more: a queen's move gains or loses some twenty cells of mobility
/// (80), and what wins material is a capture, which quiescence sees.
const REVERSE_FUTILITY_MARGIN: i32 = 100;

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

/// The evaluation's per-cell terms as cell sets, built once, so that a term summed over a set
/// of pieces is a few population counts rather than a walk over the pieces. A term worth `k`
/// on a cell is spread over `k` "level" sets (the cells worth at least 1, at least 2, …): a
/// piece then counts once in each level it stands in, `k` in all.
struct EvalTables {
    /// `centre[k]`: cells at most `3 − k` steps from f6 (the `centre` feature, 4 − distance).
    centre: [Bits; 4],
    /// `advance[side][k]`: cells where a pawn of `side` has at most `5 − k` steps left before
    /// promotion (the `pawn_advance` feature, 6 − steps left).
    advance: [[Bits; 6]; 2],
    /// `near[c]`: cells within two steps of `c` (the `king_attack` feature).
    near: [Bits; CELLS],
}

fn eval_tables() -> &'static EvalTables {
    static TABLES: OnceLock<EvalTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let centre_cell = crate::hex::cell_at(5, 6).expect("f6 exists");
        let mut t = EvalTables {
            centre: [Bits::EMPTY; 4],
            advance: [[Bits::EMPTY; 6]; 2],
            near: [Bits::EMPTY; CELLS],
        };
        for c in 0..CELLS as Cell {
            let centre = (4 - distance(c, centre_cell)).max(0);
            for level in &mut t.centre[..centre as usize] {
                *level |= Bits::cell(c);
            }
            let (file, rank) = file_rank(c);
            for side in 0..2 {
                let left = if side == 0 {
                    FILE_LENGTHS[file] - rank
                } else {
                    rank - 1
                };
                let advance = 6usize.saturating_sub(left);
                for level in &mut t.advance[side][..advance] {
                    *level |= Bits::cell(c);
                }
            }
            for other in 0..CELLS as Cell {
                if distance(c, other) <= 2 {
                    t.near[c as usize] |= Bits::cell(other);
                }
            }
        }
        t
    })
}

/// Number of cells of `set` in each of `levels`, summed: the level-coded term over `set`.
fn level_sum(set: Bits, levels: &[Bits]) -> u32 {
    levels.iter().map(|&level| (set & level).count()).sum()
}

impl Evaluate for Hex {
    fn features() -> &'static [Feature] {
        FEATURES
    }

    fn feature_values(&self, player: Player, out: &mut [f32]) {
        out.fill(0.0);
        let t = tables();
        let e = eval_tables();
        let occupied = self.pieces(0, 0) | self.pieces(1, 0);
        let kings = [
            self.pieces(0, KING).first() as Cell,
            self.pieces(1, KING).first() as Cell,
        ];
        debug_assert!(kings.iter().all(|&k| (k as usize) < CELLS));
        for side in 0..2usize {
            let sign = if side == player as usize { 1.0 } else { -1.0 };
            for (feature, kind) in [(0, PAWN), (1, KNIGHT), (2, BISHOP), (3, ROOK), (4, QUEEN)] {
                out[feature] += sign * self.pieces(side, kind).count() as f32;
            }
            let pawns = self.pieces(side, PAWN);
            out[PAWN_ADVANCE] += sign * level_sum(pawns, &e.advance[side]) as f32;
            let officers = self
                .pieces(side, 0)
                .without(pawns | self.pieces(side, KING));
            out[CENTRE] += sign * level_sum(officers, &e.centre) as f32;
            let enemy_king = kings[side ^ 1] as usize;
            out[KING_ATTACK] += sign * (officers & e.near[enemy_king]).count() as f32;
            let mut mobility = 0;
            for c in self.pieces(side, KNIGHT).cells() {
                mobility += t.knight[c as usize].count();
            }
            for c in self.pieces(side, BISHOP).cells() {
                mobility += bishop_attacks(t, c, occupied).count();
            }
            for c in self.pieces(side, ROOK).cells() {
                mobility += rook_attacks(t, c, occupied).count();
            }
            for c in self.pieces(side, QUEEN).cells() {
                mobility += (rook_attacks(t, c, occupied) | bishop_attacks(t, c, occupied)).count();
            }
            out[MOBILITY] += sign * mobility as f32;
            let shelter = t.king[kings[side] as usize] & self.pieces(side, 0);
            out[KING_SHELTER] += sign * shelter.count() as f32;
        }
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

    fn null_move_allowed(&self) -> bool {
        self.has_piece_besides_king_and_pawns()
    }

    fn make_null(&mut self) {
        Hex::make_null(self);
    }

    fn unmake_null(&mut self) {
        Hex::unmake_null(self);
    }

    fn reverse_futility_margin() -> Option<i32> {
        Some(REVERSE_FUTILITY_MARGIN)
    }

    fn late_move_pruning() -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::base_weights;
    use crate::game::Game;
    use crate::search::{Limits, Pruning, Searcher};

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

    /// The features as first written, piece by piece, to check the level-coded sets against.
    fn features_piece_by_piece(game: &Hex, player: Player) -> Vec<f32> {
        let mut out = vec![0.0; FEATURES.len()];
        let t = tables();
        let occupied = game.pieces(0, 0) | game.pieces(1, 0);
        let centre = crate::hex::cell_at(5, 6).unwrap();
        let kings = [0, 1].map(|side| game.pieces(side, KING).first() as Cell);
        for side in 0..2usize {
            let sign = if side == player as usize { 1.0 } else { -1.0 };
            for (feature, kind) in [(0, PAWN), (1, KNIGHT), (2, BISHOP), (3, ROOK), (4, QUEEN)] {
                out[feature] += sign * game.pieces(side, kind).count() as f32;
            }
            for c in game.pieces(side, PAWN).cells() {
                let (file, rank) = file_rank(c);
                let left = if side == 0 {
                    FILE_LENGTHS[file] - rank
                } else {
                    rank - 1
                };
                out[PAWN_ADVANCE] += sign * (6 - left as i32).max(0) as f32;
            }
            for kind in [KNIGHT, BISHOP, ROOK, QUEEN] {
                for c in game.pieces(side, kind).cells() {
                    let attacks = match kind {
                        KNIGHT => t.knight[c as usize],
                        BISHOP => bishop_attacks(t, c, occupied),
                        ROOK => rook_attacks(t, c, occupied),
                        _ => rook_attacks(t, c, occupied) | bishop_attacks(t, c, occupied),
                    };
                    out[MOBILITY] += sign * attacks.count() as f32;
                    out[CENTRE] += sign * (4 - distance(c, centre)).max(0) as f32;
                    if distance(c, kings[side ^ 1]) <= 2 {
                        out[KING_ATTACK] += sign;
                    }
                }
            }
            let shelter = t.king[kings[side] as usize] & game.pieces(side, 0);
            out[KING_SHELTER] += sign * shelter.count() as f32;
        }
        out
    }

    #[test]
    fn level_coded_features_equal_the_piece_by_piece_sums() {
        let mut rng = crate::zobrist::SplitMix64::new(7);
        let mut values = vec![0.0; FEATURES.len()];
        let mut moves = Vec::new();
        let mut checked = 0;
        for _ in 0..40 {
            let mut game = Hex::start();
            for _ in 0..120 {
                for player in 0..2 {
                    game.feature_values(player, &mut values);
                    assert_eq!(
                        values,
                        features_piece_by_piece(&game, player),
                        "{}",
                        game.to_position()
                    );
                    checked += 1;
                }
                moves.clear();
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                game.make(moves[rng.below(moves.len())]);
            }
        }
        assert!(checked > 5000, "{checked}");
    }

    /// A pass (the search's null move) keeps every invariant a move keeps: the hash equals
    /// the recomputed one, the passed position is a valid one with its own string, its moves
    /// make and unmake, and `unmake_null` restores the exact position.
    #[test]
    fn a_pass_keeps_the_hash_and_is_undone_exactly() {
        let mut rng = crate::zobrist::SplitMix64::new(11);
        let (mut moves, mut replies) = (Vec::new(), Vec::new());
        let mut passes = 0;
        for _ in 0..20 {
            let mut game = Hex::start();
            for _ in 0..100 {
                moves.clear();
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                if !game.in_check() && game.null_move_allowed() {
                    let (before, hash, side) =
                        (game.to_position(), game.hash(), game.side_to_move());
                    game.make_null();
                    let passed = game.to_position();
                    assert_eq!(game.hash(), game.compute_hash(), "after a pass in {before}");
                    assert_eq!(game.side_to_move(), 1 - side, "{passed}");
                    let parsed =
                        Hex::from_position(&passed).expect("a pass leaves a valid position");
                    assert_eq!(parsed.hash(), game.hash(), "{passed}");
                    replies.clear();
                    game.legal_moves(&mut replies);
                    for &mv in &replies {
                        game.make(mv);
                        assert_eq!(game.hash(), game.compute_hash(), "{passed}");
                        game.unmake();
                    }
                    game.unmake_null();
                    assert_eq!((game.to_position(), game.hash()), (before, hash));
                    passes += 1;
                }
                game.make(moves[rng.below(moves.len())]);
            }
        }
        assert!(passes > 1000, "{passes}");
    }

    #[test]
    fn no_pass_with_only_king_and_pawns() {
        let allowed = |position: &str| Hex::from_position(position).unwrap().null_move_allowed();
        assert!(allowed(&Hex::start().to_position()));
        // Only a king and pawns: a pass could be better than any move (zugzwang).
        assert!(!allowed("1/3/5/7/9/11/11/2k8/11/1P9/K10 w - 0 1"));
        assert!(allowed("1/3/5/7/9/1q9/11/2k8/11/11/K9N w - 0 2"));
    }

    /// Each pruning technique cuts the tree Hard searches: to the same depth, fewer nodes with
    /// it than without, from the start and from the benchmark's middle game.
    #[test]
    fn each_pruning_technique_searches_fewer_nodes_to_the_same_depth() {
        let middle = crate::session::bench_middle_game::<Hex>();
        for position in [Hex::start(), middle] {
            let nodes = |without: Option<Pruning>| {
                let mut game = position.clone();
                let mut s = Searcher::<Hex>::new(16, base_weights::<Hex>());
                if let Some(pruning) = without {
                    s.set_pruning(pruning, false);
                }
                let limits = Limits {
                    depth: 6,
                    ..Limits::default()
                };
                s.search(&mut game, limits, &|| 0.0, None, 1).nodes
            };
            let with = nodes(None);
            for pruning in Pruning::ALL {
                let without = nodes(Some(pruning));
                assert!(
                    with < without,
                    "{}: {with} nodes with {}, {without} without",
                    position.to_position(),
                    pruning.id()
                );
            }
        }
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
