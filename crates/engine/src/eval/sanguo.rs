//! Three Kingdoms evaluation: material per piece kind, soldiers across the river, the guard
//! around one's own general, and pressure on the other kingdoms' halves.
//!
//! Three players: every feature is "what `player` has minus the average of its opponents still
//! in play": gaining on either opponent is good, and so is their weakening each other.

use super::{Evaluate, Feature};
use crate::game::{GameMove, Player};
use crate::sanguo::geometry::{half_of, in_palace, POINTS};
use crate::sanguo::{Sanguo, SanguoMove};
use crate::topology::Cell;

const FEATURES: &[Feature] = &[
    Feature {
        id: "material.soldier",
        base: 60.0,
    },
    Feature {
        id: "material.advisor",
        base: 120.0,
    },
    Feature {
        id: "material.elephant",
        base: 120.0,
    },
    Feature {
        id: "material.horse",
        base: 270.0,
    },
    Feature {
        id: "material.chariot",
        base: 600.0,
    },
    Feature {
        id: "material.cannon",
        base: 285.0,
    },
    Feature {
        id: "material.banner_bearer",
        base: 200.0,
    },
    // Soldiers outside their home half (they may step sideways there, and threaten).
    Feature {
        id: "crossed_soldier",
        base: 40.0,
    },
    // Own pieces inside the own general's palace.
    Feature {
        id: "general_guard",
        base: 15.0,
    },
    // Own pieces (not soldiers) standing in another kingdom's half.
    Feature {
        id: "pressure",
        base: 12.0,
    },
];

const CROSSED: usize = 7;
const GUARD: usize = 8;
const PRESSURE: usize = 9;

/// Kind codes of the rules module: 1 general … 8 banner bearer.
const GENERAL: u8 = 1;
const SOLDIER: u8 = 7;

/// Material feature of a kind (None for the general).
fn material_feature(kind: u8) -> Option<usize> {
    match kind {
        7 => Some(0),
        2 => Some(1),
        3 => Some(2),
        4 => Some(3),
        5 => Some(4),
        6 => Some(5),
        8 => Some(6),
        _ => None,
    }
}

fn value(kind: u8) -> i32 {
    material_feature(kind).map_or(5000, |f| FEATURES[f].base as i32)
}

impl Evaluate for Sanguo {
    fn features() -> &'static [Feature] {
        FEATURES
    }

    fn feature_values(&self, player: Player, out: &mut [f32]) {
        let n = FEATURES.len();
        let mut per = [[0.0f32; 16]; 3];
        for cell in 0..POINTS as Cell {
            let Some((kind, owner, home)) = self.piece(cell) else {
                continue;
            };
            let row = &mut per[owner as usize];
            if let Some(f) = material_feature(kind) {
                row[f] += 1.0;
            }
            let half = half_of(cell) as Player;
            if kind == SOLDIER && half != home {
                row[CROSSED] += 1.0;
            }
            if kind != GENERAL && kind != SOLDIER && half != owner && half != home {
                row[PRESSURE] += 1.0;
            }
            if kind != GENERAL && in_palace(cell, owner as usize) {
                row[GUARD] += 1.0;
            }
        }
        let opponents = (0..3u8).filter(|&k| k != player && self.is_in_play(k));
        let count = opponents.clone().count().max(1) as f32;
        for (i, value) in out.iter_mut().enumerate().take(n) {
            let theirs: f32 = opponents.clone().map(|k| per[k as usize][i]).sum();
            *value = per[player as usize][i] - theirs / count;
        }
    }

    fn is_tactical(&self, mv: SanguoMove) -> bool {
        self.piece(mv.to()).is_some()
    }

    fn capture_value(&self, mv: SanguoMove) -> i32 {
        self.piece(mv.to()).map_or(0, |(kind, _, _)| value(kind))
    }

    fn mover_value(&self, mv: SanguoMove) -> i32 {
        self.piece(mv.from()).map_or(0, |(kind, _, _)| value(kind))
    }

    fn in_check(&self) -> bool {
        self.side_in_check()
    }

    fn is_eliminated(&self, player: Player) -> bool {
        !self.is_in_play(player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::base_weights;
    use crate::game::Game;
    use crate::search::{Limits, Searcher};

    #[test]
    fn start_is_balanced_and_the_search_runs_for_each_kingdom() {
        let mut game = Sanguo::start();
        let mut values = vec![0.0; FEATURES.len()];
        for k in 0..3 {
            game.feature_values(k, &mut values);
            assert!(values.iter().all(|v| *v == 0.0), "{values:?}");
        }
        let mut s = Searcher::<Sanguo>::new(16, base_weights::<Sanguo>());
        for _ in 0..3 {
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
            game.make(r.best.unwrap());
        }
        assert_eq!(game.side_to_move(), 0);
    }

    #[test]
    fn best_reply_search_sees_the_threat_of_the_kingdom_that_moves_second() {
        // Shu's chariot on a3 is attacked by Wei's horse on b1 (Wei moves after Wu, which
        // threatens nothing): one ply of Shu and one opponent round must move the chariot to a
        // point the horse does not reach (a3, c3, d2), or take the horse.
        let mut game =
            Sanguo::from_position("9/9/rR8/9/1bH1rK5|9/9/9/9/3gK5|9/9/9/9/3bK5 r rgb 0 1").unwrap();
        let mut s = Searcher::<Sanguo>::new(16, base_weights::<Sanguo>());
        let limits = Limits {
            depth: 2,
            ..Limits::default()
        };
        let best = s.search(&mut game, limits, &|| 0.0, None, 3).best.unwrap();
        let text = game.move_to_string(best);
        assert!(text.starts_with("ra3-"), "{text}");
        assert!(!["ra3-rc3", "ra3-rd2"].contains(&text.as_str()), "{text}");
    }
}
