//! Game review: one position searched at a fixed budget, the better move, and how much the
//! move actually played lost. The app (in the bot's worker) and `tahta review` both call
//! `analyse` once per ply and read the mark from `Mark::of`, so the thresholds live here only.
//!
//! Every root move is searched with a full window (`Searcher::set_exact_root`) and the scores
//! are those of the last iteration that finished (`SearchResult::completed_scores`), so the
//! played move and the best one are compared at the same depth. That works alike for two and
//! three players: both scores are the mover's own, from the same search.

use super::levels::{configure, Level};
use super::{Limits, Searcher, MATE};
use crate::eval::Evaluate;
use serde::Serialize;

/// The budget the app reviews with: a node count, so a review gives the same marks on any
/// device and in `tahta review` (a time budget would depend on the machine's speed).
pub const REVIEW_NODES: u64 = 150_000;

/// Scores beyond this (forced wins and losses) count as this much: a missed mate is a
/// blunder, but the graph and the drops stay on a readable scale.
pub const SCORE_CAP: i32 = 2_000;

/// A drop of at least this many centi-units (about half a pawn) is an inaccuracy.
pub const INACCURACY: i32 = 50;
/// A drop of at least this much (a bit more than a pawn) is a mistake.
pub const MISTAKE: i32 = 120;
/// A drop of at least this much (a minor piece) is a blunder.
pub const BLUNDER: i32 = 280;

/// How bad a move was, by what it lost against the best move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// Lost at least `INACCURACY`.
    Inaccuracy,
    /// Lost at least `MISTAKE`.
    Mistake,
    /// Lost at least `BLUNDER`.
    Blunder,
}

impl Mark {
    /// The mark for a move that scored `drop` centi-units below the best move, if any.
    pub fn of(drop: i32) -> Option<Mark> {
        if drop >= BLUNDER {
            Some(Mark::Blunder)
        } else if drop >= MISTAKE {
            Some(Mark::Mistake)
        } else if drop >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The mark's id (`inaccuracy`, `mistake`, `blunder`).
    pub fn id(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// A search score on the review's scale.
pub fn capped(score: i32) -> i32 {
    if score.abs() >= MATE / 2 {
        SCORE_CAP * score.signum()
    } else {
        score.clamp(-SCORE_CAP, SCORE_CAP)
    }
}

/// What the review found in one position, in the mover's moves.
#[derive(Clone, Debug)]
pub struct Analysis<M> {
    /// The best move found (`None` when there is no legal move).
    pub best: Option<M>,
    /// Its score for the mover, capped (`capped`).
    pub score: i32,
    /// The played move's score for the mover, capped, when a played move was given and found.
    pub played_score: Option<i32>,
    /// Deepest iteration that finished.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The limits of a review search: `nodes`, or a time in milliseconds when given.
pub fn limits(nodes: u64, time_ms: Option<f64>) -> Limits {
    match time_ms {
        Some(ms) => Limits {
            time_ms: Some(ms),
            ..Limits::default()
        },
        None => Limits {
            nodes: nodes.max(1),
            ..Limits::default()
        },
    }
}

/// Searches `game` (restored on return) for the side to move, with `searcher` set up as the
/// review needs; `played` is the move played here, if any, whose score is wanted too.
pub fn analyse<G: Evaluate>(
    searcher: &mut Searcher<G>,
    game: &mut G,
    limits: Limits,
    played: Option<G::Move>,
    now: &dyn Fn() -> f64,
) -> Analysis<G::Move> {
    configure(searcher, Level::Hard);
    searcher.set_exact_root(true);
    // A fixed root order: the same review every time.
    let result = searcher.search(game, limits, now, None, 0);
    let scores = if result.completed_scores.is_empty() {
        // One legal move (nothing to compare) or a budget too small for one iteration.
        let mover = game.side_to_move();
        let fallback = searcher.evaluate(game, mover);
        result
            .root_scores
            .iter()
            .map(|&(m, s)| (m, if result.depth == 0 { fallback } else { s }))
            .collect()
    } else {
        result.completed_scores
    };
    let best = scores.first().copied();
    let played_score = played.and_then(|p| scores.iter().find(|(m, _)| *m == p).map(|e| e.1));
    Analysis {
        best: best.map(|b| b.0),
        score: capped(best.map_or(0, |b| b.1)),
        played_score: played_score.map(capped),
        depth: result.depth,
        nodes: result.nodes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_grow_with_the_drop() {
        assert_eq!(Mark::of(0), None);
        assert_eq!(Mark::of(INACCURACY - 1), None);
        assert_eq!(Mark::of(INACCURACY), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(MISTAKE), Some(Mark::Mistake));
        assert_eq!(Mark::of(BLUNDER), Some(Mark::Blunder));
        assert_eq!(Mark::of(2 * SCORE_CAP), Some(Mark::Blunder));
    }

    #[test]
    fn forced_results_are_capped() {
        assert_eq!(capped(MATE - 3), SCORE_CAP);
        assert_eq!(capped(-(MATE - 3)), -SCORE_CAP);
        assert_eq!(capped(123), 123);
    }
}
