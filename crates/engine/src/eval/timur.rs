//! Timur chess evaluation: material per piece kind, extra royals (each one is a spare life
//! under the check rule), pawns near promotion, pieces near the centre, and the King's shelter.

use super::{Evaluate, Feature};
use crate::game::{GameMove, Player};
use crate::timur::geometry::{coords, is_citadel, CELLS};
use crate::timur::{PieceKind, Timur, TimurMove};
use crate::topology::Cell;

/// Which material feature a kind counts towards (None: royals, counted apart).
fn material_feature(kind: PieceKind) -> Option<usize> {
    use PieceKind::*;
    Some(match kind {
        King | Prince | AdventitiousKing => return None,
        General => 1,
        Vizier => 2,
        Rook => 3,
        Knight => 4,
        Elephant => 5,
        Camel => 6,
        WarEngine => 7,
        Picket => 8,
        Giraffe => 9,
        SeaMonster | Lion | Bull | Explorer => 10,
        _ => 0, // the eleven pawns
    })
}

/// Base values in centipawns. The weak step-movers (general, vizier, elephant, war engine) are
/// worth little more than a pawn; the long-range giraffe and picket sit between knight and
/// rook; a spare royal is worth about a rook, since it lets the side survive a lost King.
const FEATURES: &[Feature] = &[
    Feature {
        id: "material.pawn",
        base: 100.0,
    },
    Feature {
        id: "material.general",
        base: 150.0,
    },
    Feature {
        id: "material.vizier",
        base: 140.0,
    },
    Feature {
        id: "material.rook",
        base: 500.0,
    },
    Feature {
        id: "material.knight",
        base: 300.0,
    },
    Feature {
        id: "material.elephant",
        base: 120.0,
    },
    Feature {
        id: "material.camel",
        base: 260.0,
    },
    Feature {
        id: "material.war_engine",
        base: 150.0,
    },
    Feature {
        id: "material.picket",
        base: 330.0,
    },
    Feature {
        id: "material.giraffe",
        base: 420.0,
    },
    Feature {
        id: "material.large",
        base: 350.0,
    },
    // Royals beyond the first (prince, adventitious king).
    Feature {
        id: "spare_royal",
        base: 450.0,
    },
    // Σ rank advanced over pawns, weighted towards the last ranks.
    Feature {
        id: "pawn_advance",
        base: 6.0,
    },
    // Σ max(0, 4 − distance to the centre) over non-pawn, non-royal pieces.
    Feature {
        id: "centre",
        base: 5.0,
    },
    // Own pieces next to the King.
    Feature {
        id: "king_shelter",
        base: 12.0,
    },
];

const SPARE_ROYAL: usize = 11;
const PAWN_ADVANCE: usize = 12;
const CENTRE: usize = 13;
const KING_SHELTER: usize = 14;

/// Rough values for ordering captures, per feature index (royals: high).
const ORDER_VALUE: [i32; 11] = [100, 150, 140, 500, 300, 120, 260, 150, 330, 420, 350];

fn value(kind: PieceKind) -> i32 {
    material_feature(kind).map_or(2000, |f| ORDER_VALUE[f])
}

impl Evaluate for Timur {
    fn features() -> &'static [Feature] {
        FEATURES
    }

    fn feature_values(&self, player: Player, out: &mut [f32]) {
        out.fill(0.0);
        let mut royals = [0i32; 2];
        let mut kings: [Option<Cell>; 2] = [None; 2];
        for cell in 0..CELLS as Cell {
            let Some((owner, kind)) = self.piece(cell) else {
                continue;
            };
            let sign = if owner == player { 1.0 } else { -1.0 };
            match material_feature(kind) {
                None => {
                    royals[owner as usize] += 1;
                    if kind == PieceKind::King {
                        kings[owner as usize] = Some(cell);
                    }
                }
                Some(feature) => {
                    out[feature] += sign;
                    if is_citadel(cell) {
                        continue;
                    }
                    let (file, rank) = coords(cell);
                    if feature == 0 {
                        let advanced = if owner == 0 { rank - 2 } else { 7 - rank };
                        out[PAWN_ADVANCE] +=
                            sign * (advanced.max(0) * advanced.max(0)) as f32 / 4.0;
                    } else {
                        // The centre of the 11×10 board lies between f5 and f6.
                        let d = ((2 * file - 10).abs() + (2 * rank - 9).abs()) / 2;
                        out[CENTRE] += sign * (4 - d).max(0) as f32;
                    }
                }
            }
        }
        for p in 0..2usize {
            let sign = if p == player as usize { 1.0 } else { -1.0 };
            out[SPARE_ROYAL] += sign * (royals[p] - 1).max(0) as f32;
            if let Some(king) = kings[p] {
                let (kf, kr) = coords(king);
                for df in -1..=1 {
                    for dr in -1..=1 {
                        if (df, dr) == (0, 0) {
                            continue;
                        }
                        let cell = crate::timur::geometry::cell_at(kf + df, kr + dr);
                        if cell
                            .and_then(|c| self.piece(c))
                            .is_some_and(|(o, _)| o as usize == p)
                        {
                            out[KING_SHELTER] += sign;
                        }
                    }
                }
            }
        }
    }

    fn is_tactical(&self, mv: TimurMove) -> bool {
        if mv.swap {
            return false;
        }
        self.piece(mv.to()).is_some()
            || self.piece(mv.from()).is_some_and(|(owner, kind)| {
                let (_, rank) = coords(mv.to());
                kind.is_pawn() && rank == if owner == 0 { 9 } else { 0 }
            })
    }

    fn capture_value(&self, mv: TimurMove) -> i32 {
        if mv.swap {
            return 0;
        }
        self.piece(mv.to()).map_or(0, |(_, k)| value(k))
    }

    fn mover_value(&self, mv: TimurMove) -> i32 {
        self.piece(mv.from()).map_or(0, |(_, k)| value(k))
    }

    fn in_check(&self) -> bool {
        Timur::in_check(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::base_weights;
    use crate::game::Game;
    use crate::search::{Limits, Searcher};

    #[test]
    fn start_is_balanced_and_search_runs() {
        let mut game = Timur::start();
        let mut values = vec![0.0; FEATURES.len()];
        game.feature_values(0, &mut values);
        assert!(values.iter().all(|v| *v == 0.0), "{values:?}");
        let mut s = Searcher::<Timur>::new(16, base_weights::<Timur>());
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
        assert!(r.best.is_some());
        assert_eq!(game.to_position(), Timur::start().to_position());
    }
}
