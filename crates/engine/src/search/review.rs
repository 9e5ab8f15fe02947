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

// What makes a puzzle (`crate::puzzles`), on the scale of the marks above. The generator and
// `tahta puzzles --check` read these and nothing else; docs/puzzles.md explains them.

/// The budget of the search that finds a puzzle: every position of the generator's games that
/// passes a quick look is searched with it, every root move with a full window, as the review
/// does. A node count, like `REVIEW_NODES`, so a seed makes the same puzzles on any machine.
pub const PUZZLE_FIND_NODES: u64 = 25_000;
/// The budget of the search that verifies a puzzle, four times the finding one (a ply or two
/// deeper): each move of the solution must come out the same, and as clearly best, from a
/// search that saw further than the one that found it.
pub const PUZZLE_VERIFY_NODES: u64 = 4 * PUZZLE_FIND_NODES;
/// How far a material puzzle's move must beat every other move, at each of the solver's
/// turns: beyond `BLUNDER`, so every other move is a blunder by the review's own marks, with
/// 20 centi-units to spare against the noise between two search depths. A player who plays
/// anything else has missed something a review would call a blunder.
pub const PUZZLE_MARGIN: i32 = BLUNDER + 20;
/// The least material a material puzzle's solution wins, counted once the opponents have
/// answered its last move with the engine's best replies (so a piece taken and at once taken
/// back is no gain): about a minor piece of the chess games (a knight is 300), a dog in Jungle,
/// a horse or a cannon in Three Kingdoms; a pawn or two is not a puzzle's point.
pub const PUZZLE_GAIN: i32 = 250;
/// The most moves of the solver in a solution. Forced wins longer than this are proved
/// exhaustively only at a cost the generator cannot pay on every candidate, and a longer
/// material line is mostly moves after the point has been made.
pub const PUZZLE_MAX_MOVES: usize = 3;
/// The node cap of the exhaustive proof that a forced win is forced and unique (every reply
/// of the opponents looked at, nothing pruned): a candidate whose proof needs more is dropped.
pub const PUZZLE_PROOF_NODES: u64 = 3_000_000;

/// The generator's quick look at each position of its games, before the finding search: a
/// plain search of this many nodes (or, where the game's own bot has just searched the position
/// with quiescence, the bot's search). Only a position where it sees a forced win, or gains
/// `PUZZLE_GLANCE_GAIN` over the static evaluation (something is there to take), is searched
/// with `PUZZLE_FIND_NODES`: most positions of a game hold no puzzle, and the look costs a
/// tenth of the finding search.
pub const PUZZLE_GLANCE_NODES: u64 = PUZZLE_FIND_NODES / 10;
/// See `PUZZLE_GLANCE_NODES`: the gain a puzzle must make. Measured on the generator's games,
/// every position that went on to be a candidate had gained 300 or more at the quick look,
/// while a threshold of half this passed two to three times as many positions to the finding
/// search, for nothing.
pub const PUZZLE_GLANCE_GAIN: i32 = PUZZLE_GAIN;

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

/// Every legal move of a position with its score for the mover, best first, all from one
/// search (`rank`).
#[derive(Clone, Debug)]
pub struct Ranking<M> {
    /// Each move with its score (uncapped: forced wins keep their distance), best first.
    pub scores: Vec<(M, i32)>,
    /// Deepest iteration that finished.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The best move and the nodes spent so far after each iteration that finished.
    pub iterations: Vec<(M, u64)>,
}

/// Searches `game` (restored on return) for the side to move as the review does — the Hard
/// level's search, every root move with a full window, a fixed root order — and ranks every
/// legal move by its score from the last iteration that finished, so any two compare.
pub fn rank<G: Evaluate>(
    searcher: &mut Searcher<G>,
    game: &mut G,
    limits: Limits,
    now: &dyn Fn() -> f64,
) -> Ranking<G::Move> {
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
    Ranking {
        scores,
        depth: result.depth,
        nodes: result.nodes,
        iterations: result.iterations,
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
    let ranking = rank(searcher, game, limits, now);
    let scores = ranking.scores;
    let best = scores.first().copied();
    let played_score = played.and_then(|p| scores.iter().find(|(m, _)| *m == p).map(|e| e.1));
    Analysis {
        best: best.map(|b| b.0),
        score: capped(best.map_or(0, |b| b.1)),
        played_score: played_score.map(capped),
        depth: ranking.depth,
        nodes: ranking.nodes,
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
