//! Three Kingdoms evaluation: material per piece kind, soldiers across the river, the guard
//! around one's own general, pressure on the other kingdoms' halves, and the takeover race.
//!
//! Three players: the first features are "what `player` has minus the average of its opponents
//! still in play": gaining on either opponent is good, and so is their weakening each other.
//! The takeover features tell the two opponents apart (see their comment).

use super::{Evaluate, Feature};
use crate::game::{GameMove, Player};
use crate::sanguo::geometry::{half_of, in_palace, rank_of};
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
    // The takeover race. A kingdom can only fall to the kingdom just before it in turn order
    // (the last mover takes over a kingdom left without a legal move, and a general left
    // attacked can only be taken by the kingdom that moves between the one that exposed it
    // and its owner). So, for the kingdom to play: threat on the next kingdom is a prize in
    // the making; threat on its own half is its own danger; threat on the previous kingdom
    // would hand that army to the next one. "Threat" is enemy pieces in the half, see
    // `threat_weight`.
    Feature {
        id: "takeover.prey",
        base: 20.0,
    },
    // The negated threat on the own half (positive weight: "cares about its own safety").
    Feature {
        id: "takeover.safety",
        base: 20.0,
    },
    // The negated threat on the previous kingdom (its army would go to our other opponent).
    Feature {
        id: "takeover.rival_spared",
        base: 12.0,
    },
];

const CROSSED: usize = 7;
const GUARD: usize = 8;
const PRESSURE: usize = 9;
const PREY: usize = 10;
const SAFETY: usize = 11;
const RIVAL_SPARED: usize = 12;
/// The features before this index are counted per kingdom and compared with the opponents'
/// average; the takeover features after it are not symmetric between the opponents.
const COMPARED: usize = PREY;

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

/// How much a piece standing in another kingdom's half threatens it (doubled within the
/// three ranks of its palace): chariots most, soldiers least; advisors and elephants never
/// leave home and generals never leave the palace.
fn threat_weight(kind: u8, cell: Cell) -> f32 {
    let weight = match kind {
        5 => 3.0,
        4 | 6 | 8 => 2.0,
        SOLDIER => 1.0,
        _ => 0.0,
    };
    if rank_of(cell) <= 2 {
        2.0 * weight
    } else {
        weight
    }
}

/// Per-kingdom sums of what the pieces contribute, before they are turned into features for
/// one player. Every feature is linear in these sums, so the change a move makes is the sums
/// of the two or three pieces it moves or removes, written out the same way.
#[derive(Default)]
struct Sums {
    /// By owner: the compared features (material per kind, crossed soldiers, guard, pressure).
    per: [[f32; COMPARED]; 3],
    /// By half: the threat of the pieces of other kingdoms standing in it.
    threat: [f32; 3],
}

impl Sums {
    /// Adds (`sign` 1) or removes (`sign` −1) a piece's contribution.
    #[inline]
    fn add(&mut self, cell: Cell, kind: u8, owner: Player, home: Player, sign: f32) {
        let row = &mut self.per[owner as usize];
        if let Some(f) = material_feature(kind) {
            row[f] += sign;
        }
        let half = half_of(cell) as Player;
        if kind == SOLDIER && half != home {
            row[CROSSED] += sign;
        }
        if kind != GENERAL && kind != SOLDIER && half != owner && half != home {
            row[PRESSURE] += sign;
        }
        if kind != GENERAL && in_palace(cell, owner as usize) {
            row[GUARD] += sign;
        }
        if half != owner {
            self.threat[half as usize] += sign * threat_weight(kind, cell);
        }
    }

    /// The feature values for `player`: its sums against the average of its opponents in play,
    /// and the takeover race from its seat.
    fn write(&self, game: &Sanguo, player: Player, out: &mut [f32]) {
        let opponents = (0..3u8).filter(|&k| k != player && game.is_in_play(k));
        let count = opponents.clone().count().max(1) as f32;
        for (i, value) in out.iter_mut().enumerate().take(COMPARED) {
            let theirs: f32 = opponents.clone().map(|k| self.per[k as usize][i]).sum();
            *value = self.per[player as usize][i] - theirs / count;
        }
        // With two kingdoms left, the other one is both next and previous: only a prey.
        let next = game.next_in_play(player);
        let previous = game.previous_in_play(player);
        out[PREY] = if next != player {
            self.threat[next as usize]
        } else {
            0.0
        };
        out[SAFETY] = -self.threat[player as usize];
        out[RIVAL_SPARED] = if previous != next {
            -self.threat[previous as usize]
        } else {
            0.0
        };
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
        let mut sums = Sums::default();
        for (cell, kind, owner, home) in self.pieces() {
            sums.add(cell, kind, owner, home, 1.0);
        }
        sums.write(self, player, out);
    }

    fn feature_change(&self, mv: SanguoMove, player: Player, out: &mut [f32]) -> bool {
        let (Some(moved), captured) = (self.piece(mv.from()), self.piece(mv.to())) else {
            return false;
        };
        // A general captured changes hands a whole army; a check may be a mate that does.
        if captured.is_some_and(|(kind, _, _)| kind == GENERAL) || self.gives_check(mv) {
            return false;
        }
        let (kind, owner, home) = moved;
        let mut sums = Sums::default();
        sums.add(mv.from(), kind, owner, home, -1.0);
        sums.add(mv.to(), kind, owner, home, 1.0);
        if let Some((kind, owner, home)) = captured {
            sums.add(mv.to(), kind, owner, home, -1.0);
        }
        sums.write(self, player, out);
        true
    }

    fn exchange_risk(&self, from: Cell, to: Cell, out: &mut [f32]) -> bool {
        let Some((kind, owner, home)) = self.piece(from) else {
            return false;
        };
        let mut cheapest: Option<(Cell, u8, Player, Player)> = None;
        let defended = self.attackers_after(from, to, |cell, k, o, h| {
            if cheapest.is_none_or(|(_, least, _, _)| value(k) < value(least)) {
                cheapest = Some((cell, k, o, h));
            }
        });
        let (Some(defended), Some((at, taker, taker_owner, taker_home))) = (defended, cheapest)
        else {
            return false;
        };
        if defended && value(taker) >= value(kind) {
            return false; // the exchange would not pay the taker
        }
        let mut sums = Sums::default();
        sums.add(to, kind, owner, home, -1.0);
        sums.add(at, taker, taker_owner, taker_home, -1.0);
        if !defended {
            sums.add(to, taker, taker_owner, taker_home, 1.0);
        }
        sums.write(self, owner, out);
        true
    }

    fn is_tactical(&self, mv: SanguoMove) -> bool {
        self.piece(mv.to()).is_some()
    }

    fn capture_value(&self, mv: SanguoMove) -> i32 {
        self.piece(mv.to()).map_or(0, |(kind, _, _)| value(kind))
    }

    fn captured_owner(&self, mv: SanguoMove) -> Option<Player> {
        self.piece(mv.to()).map(|(_, owner, _)| owner)
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
    fn takeover_features_tell_the_next_kingdom_from_the_previous_one() {
        // Shu's chariot stands in Wu's half, on rank 4 (threat 3), then on rank 2 (doubled).
        // Wu plays after Shu, so for Shu it is prey; for Wei, Wu is the previous kingdom,
        // whose army would go to Shu; for Wu it is its own danger.
        let values = |position: &str, player: Player| {
            let game = Sanguo::from_position(position).unwrap();
            let mut out = vec![0.0; FEATURES.len()];
            game.feature_values(player, &mut out);
            (out[PREY], out[SAFETY], out[RIVAL_SPARED])
        };
        let far = "9/9/9/9/3rK5|9/rR8/9/9/3gK5|9/9/9/9/3bK5 r rgb 0 1";
        assert_eq!(values(far, 0), (3.0, 0.0, 0.0));
        assert_eq!(values(far, 1), (0.0, -3.0, 0.0));
        assert_eq!(values(far, 2), (0.0, 0.0, -3.0));
        let near = "9/9/9/9/3rK5|9/9/9/rR8/3gK5|9/9/9/9/3bK5 r rgb 0 1";
        assert_eq!(values(near, 0), (6.0, 0.0, 0.0));
        // With Wei out, Wu is Shu's only opponent: next and previous at once, so only prey.
        let two = "9/9/9/9/3rK5|9/rR8/9/9/3gK5|9/9/9/9/9 r rg 0 1";
        assert_eq!(values(two, 0), (3.0, 0.0, 0.0));
        assert_eq!(values(two, 1), (0.0, -3.0, 0.0));
    }

    #[test]
    fn a_moves_feature_change_is_the_difference_its_make_produces() {
        // Random games from the start; at every position, every legal move whose change the
        // evaluation tells without making it, for the mover and for the other two kingdoms.
        let mut rng = crate::zobrist::SplitMix64::new(0xC4A9);
        let mut before = [0.0; FEATURES.len()];
        let (mut after, mut change) = (before, before);
        let mut checked = 0;
        for _ in 0..4 {
            let mut game = Sanguo::start();
            for _ in 0..160 {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    for player in game.alive() {
                        game.feature_values(player, &mut before);
                        if !game.feature_change(mv, player, &mut change) {
                            continue;
                        }
                        let in_play = game.alive();
                        game.make(mv);
                        game.feature_values(player, &mut after);
                        let defeat = game.alive() != in_play;
                        game.unmake();
                        if defeat {
                            continue; // left out by design: a defeat the move causes
                        }
                        for i in 0..FEATURES.len() {
                            let made = after[i] - before[i];
                            assert!(
                                (made - change[i]).abs() < 1e-4,
                                "{} after {}: {} changes by {made}, told {}",
                                game.to_position(),
                                game.move_to_string(mv),
                                FEATURES[i].id,
                                change[i]
                            );
                        }
                        checked += 1;
                    }
                }
                game.make(moves[rng.below(moves.len())]);
            }
        }
        assert!(checked > 10_000, "{checked}");
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
