//! The bot's levels, as the seed pages describe them.
//!
//! - Easy: a shallow search that, about one move in three, deliberately plays a weaker move
//!   (never one that loses at once), so a beginner can beat it.
//! - Normal: sees short-term tactics: a three-ply search with quiescence, which works out
//!   capture sequences to the end (its move, the reply, its next move; in Three Kingdoms the
//!   reply is one round of Best-Reply Search, see `super`).
//! - Hard: thinks at most 1.5 s a move; on a slow device it simply reaches less depth. In Three
//!   Kingdoms it also models the opponent it does not search (see `Searcher::set_opponent_model`).
//! - Benlik: Hard's search with weights learned from the player (see `crate::benlik`).

use super::{Limits, SearchResult, Searcher, MATE};
use crate::eval::Evaluate;
use crate::zobrist::SplitMix64;
use std::sync::atomic::AtomicBool;

/// Hard's hard ceiling per move, in milliseconds, from the seed page.
pub const HARD_LIMIT_MS: f64 = 1500.0;
/// The time Hard actually budgets: the iteration that is running when the budget runs out is
/// abandoned at the next node check, so this margin keeps the whole move below the ceiling.
pub const HARD_BUDGET_MS: f64 = 1300.0;

/// A bot level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Beatable by a beginner.
    Easy,
    /// Short-term tactics.
    Normal,
    /// At most 1.5 s a move.
    Hard,
    /// Hard with adapted weights.
    Benlik,
}

impl Level {
    /// Reads a level id (`easy`, `normal`, `hard`, `benlik`).
    pub fn parse(id: &str) -> Option<Level> {
        match id {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            "benlik" => Some(Level::Benlik),
            _ => None,
        }
    }

    /// The level id.
    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Benlik => "benlik",
        }
    }

    /// The search limits of this level; `movetime_ms` overrides Hard's budget.
    pub fn limits(self, movetime_ms: Option<f64>) -> Limits {
        match self {
            Level::Easy => Limits {
                depth: 2,
                nodes: 200_000,
                time_ms: Some(500.0),
            },
            Level::Normal => Limits {
                depth: 3,
                nodes: 500_000,
                time_ms: Some(600.0),
            },
            Level::Hard | Level::Benlik => Limits {
                depth: 64,
                nodes: u64::MAX,
                time_ms: Some(movetime_ms.unwrap_or(HARD_BUDGET_MS)),
            },
        }
    }
}

/// Sets `searcher` up to search as `level` does.
pub fn configure<G: Evaluate>(searcher: &mut Searcher<G>, level: Level) {
    searcher.set_quiescence(level != Level::Easy);
    searcher.set_exact_root(level == Level::Easy);
    searcher.set_opponent_model(matches!(level, Level::Hard | Level::Benlik));
}

/// Chooses a move for `level`. `seed` makes the choice reproducible; different seeds vary it.
pub fn choose<G: Evaluate>(
    searcher: &mut Searcher<G>,
    game: &mut G,
    level: Level,
    movetime_ms: Option<f64>,
    now: &dyn Fn() -> f64,
    stop: Option<&AtomicBool>,
    seed: u64,
) -> SearchResult<G::Move> {
    configure(searcher, level);
    let mut result = searcher.search(game, level.limits(movetime_ms), now, stop, seed);
    if level == Level::Easy {
        let mut rng = SplitMix64::new(seed ^ 0xEA5E);
        // The root scores after a complete iteration rank every move; skip the ones that lose
        // outright, then, one move in three, pick any of the rest instead of the best.
        let playable: Vec<_> = result
            .root_scores
            .iter()
            .filter(|(_, s)| *s > -(MATE / 2))
            .copied()
            .collect();
        if playable.len() > 1 && rng.below(3) == 0 {
            let pick = playable[1 + rng.below(playable.len() - 1)];
            result.best = Some(pick.0);
            result.score = pick.1;
        }
    }
    result
}
