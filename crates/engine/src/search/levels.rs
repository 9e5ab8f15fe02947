//! The bot's levels.
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
use crate::game::{ErrorKind, ParseError};
use crate::zobrist::SplitMix64;
use std::sync::atomic::AtomicBool;

/// Hard's hard ceiling per move, in milliseconds: what a player waits at most for a reply.
pub const HARD_LIMIT_MS: f64 = 1500.0;
/// The time Hard actually budgets: the iteration that is running when the budget runs out is
/// abandoned at the next node check, so this margin keeps the whole move below the ceiling.
pub const HARD_BUDGET_MS: f64 = 1300.0;

/// Checks a time limit in milliseconds asked for from outside (the command line, the page): a
/// finite number, 0 or more. Anything else is refused, as it would give a search that never
/// ends (no clock reading reaches infinity, and every comparison with NaN is false).
pub fn check_movetime(ms: f64) -> Result<f64, ParseError> {
    if ms.is_finite() && ms >= 0.0 {
        Ok(ms)
    } else {
        Err(ParseError::new(
            ErrorKind::BadTimeLimit,
            format!(
                "the time limit must be a finite number of milliseconds, 0 or more, found {ms}"
            ),
        )
        .with("found", ms))
    }
}

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

    /// The search limits of this level. `movetime_ms` replaces Hard's (and Benlik's) budget,
    /// but never raises it above `HARD_BUDGET_MS`, whatever is asked, so a move stays within
    /// `HARD_LIMIT_MS`; a time that `check_movetime` refuses counts as not given. Easy and
    /// Normal keep their own shorter limits.
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
                time_ms: Some(
                    movetime_ms
                        .and_then(|ms| check_movetime(ms).ok())
                        .map_or(HARD_BUDGET_MS, |ms| ms.min(HARD_BUDGET_MS)),
                ),
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
    let limits = level.limits(movetime_ms);
    choose_within(searcher, game, level, limits, now, stop, seed)
}

/// Chooses a move as `level` does, within `limits` instead of the level's own: the puzzle
/// generator's bots search a node budget, so their games are the same on every machine.
pub fn choose_within<G: Evaluate>(
    searcher: &mut Searcher<G>,
    game: &mut G,
    level: Level,
    limits: Limits,
    now: &dyn Fn() -> f64,
    stop: Option<&AtomicBool>,
    seed: u64,
) -> SearchResult<G::Move> {
    configure(searcher, level);
    let mut result = searcher.search(game, limits, now, stop, seed);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_limits_that_never_run_out_are_refused() {
        for ms in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -1.0, -0.5] {
            let err = check_movetime(ms).unwrap_err().message;
            assert!(err.contains("time limit"), "{ms}: {err}");
        }
        assert_eq!(check_movetime(0.0), Ok(0.0));
        assert_eq!(check_movetime(1e300), Ok(1e300));
    }

    #[test]
    fn no_level_searches_beyond_its_ceiling_whatever_is_asked() {
        for asked in [
            None,
            Some(0.0),
            Some(1e300),
            Some(f64::INFINITY),
            Some(f64::NAN),
        ] {
            for level in [Level::Easy, Level::Normal, Level::Hard, Level::Benlik] {
                let time = level
                    .limits(asked)
                    .time_ms
                    .expect("every level has a clock");
                assert!(
                    time.is_finite() && time >= 0.0,
                    "{level:?} {asked:?}: {time}"
                );
                assert!(time <= HARD_BUDGET_MS, "{level:?} {asked:?}: {time}");
            }
        }
        assert_eq!(Level::Hard.limits(Some(100.0)).time_ms, Some(100.0));
        assert_eq!(
            Level::Hard.limits(Some(1e300)).time_ms,
            Some(HARD_BUDGET_MS)
        );
        assert_eq!(Level::Benlik.limits(None).time_ms, Some(HARD_BUDGET_MS));
        assert_eq!(
            Level::Easy.limits(Some(1e300)).time_ms,
            Level::Easy.limits(None).time_ms
        );
    }
}
