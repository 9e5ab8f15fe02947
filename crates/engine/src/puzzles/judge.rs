//! Finding and verifying one puzzle's solution in a position, for the generator and the
//! checker alike: the same searches with the same budgets, so a file the generator wrote
//! passes `--check` until the engine itself changes.

use super::proof::{solver_wins, OverBudget, Prover};
use super::Theme;
use crate::eval::{base_weights, Evaluate};
use crate::game::{Game, GameMove, Player, Rule};
use crate::search::levels::{configure, Level};
use crate::search::review::{
    self, Ranking, INACCURACY, PUZZLE_FIND_NODES, PUZZLE_GAIN, PUZZLE_GLANCE_GAIN,
    PUZZLE_GLANCE_NODES, PUZZLE_MARGIN, PUZZLE_MAX_MOVES, PUZZLE_PROOF_NODES, PUZZLE_VERIFY_NODES,
};
use crate::search::{Limits, Searcher, MATE_BOUND};

/// Transposition-table size of the puzzle searches: 2^17 entries, enough for their budgets.
const TABLE_BITS: u32 = 17;

/// Why a position is no puzzle, or a puzzle no longer verifies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reject {
    /// The side to move has one legal move or none.
    NoChoice,
    /// No move stands out: the best does not beat the second by `PUZZLE_MARGIN` and wins
    /// nothing by force.
    NothingStandsOut,
    /// At the solver's move `index` (0-based, in the line) another move is as good: the reason
    /// says which and by how much.
    NotUnique { index: usize, reason: String },
    /// The forced win takes more than `PUZZLE_MAX_MOVES` of the solver's moves, or its proof
    /// more than `PUZZLE_PROOF_NODES` nodes.
    TooDeep,
    /// The material line wins less than `PUZZLE_GAIN` within `PUZZLE_MAX_MOVES` moves.
    TooLittle { gain: i32 },
    /// The line ends the game otherwise than the theme says, or the theme does not match.
    WrongTheme { reason: String },
    /// A move of the line is not legal where it stands, or another reply was expected.
    BadLine { index: usize, reason: String },
}

impl Reject {
    /// A short id of the reason, for the generator's tally (`not-unique`, `too-little`…).
    pub fn kind(&self) -> &'static str {
        match self {
            Reject::NoChoice => "no-choice",
            Reject::NothingStandsOut => "nothing-stands-out",
            Reject::NotUnique { .. } => "not-unique",
            Reject::TooDeep => "too-deep",
            Reject::TooLittle { .. } => "too-little",
            Reject::WrongTheme { .. } => "wrong-theme",
            Reject::BadLine { .. } => "bad-line",
        }
    }
}

impl std::fmt::Display for Reject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reject::NoChoice => f.write_str("the side to move has no choice"),
            Reject::NothingStandsOut => f.write_str("no move stands out"),
            Reject::NotUnique { index, reason } => {
                write!(f, "move {} is not the only good move: {reason}", index + 1)
            }
            Reject::TooDeep => f.write_str("the forced win is too deep to prove"),
            Reject::TooLittle { gain } => write!(
                f,
                "the line wins {gain} centi-units of material, less than {PUZZLE_GAIN}, and \
                 no advantage as large"
            ),
            Reject::WrongTheme { reason } => write!(f, "theme: {reason}"),
            Reject::BadLine { index, reason } => write!(f, "move {}: {reason}", index + 1),
        }
    }
}

impl From<OverBudget> for Reject {
    fn from(_: OverBudget) -> Self {
        Reject::TooDeep
    }
}

/// A solution line as the generator found it, with its theme.
pub struct Found<M> {
    /// The moves, the solver's first and last.
    pub line: Vec<M>,
    /// What the line achieves.
    pub theme: Theme,
}

/// The searches and the proof of the puzzles, with their tables (emptied before each search,
/// so every search gives what a new searcher's would).
pub struct Judge<G: Evaluate> {
    searcher: Searcher<G>,
    scratch: Vec<f32>,
}

impl<G: Evaluate> Default for Judge<G> {
    fn default() -> Self {
        Judge {
            searcher: Searcher::new(TABLE_BITS, base_weights::<G>()),
            scratch: vec![0.0; G::features().len()],
        }
    }
}

impl<G: Evaluate> Judge<G> {
    /// Every move of `game` ranked by a fresh search of `nodes`, as the review ranks them.
    fn ranking(&mut self, game: &mut G, nodes: u64) -> Ranking<G::Move> {
        self.searcher.reset();
        review::rank(
            &mut self.searcher,
            game,
            review::limits(nodes, None),
            &|| 0.0,
        )
    }

    /// The generator's quick look at a position (`PUZZLE_GLANCE_NODES`): whether a plain search
    /// sees a forced win for the side to move, or `PUZZLE_GLANCE_GAIN` more than the static
    /// evaluation.
    pub fn glance(&mut self, start: &G) -> bool {
        let mut game = start.clone();
        let mover = game.side_to_move();
        self.searcher.reset();
        configure(&mut self.searcher, Level::Hard);
        let limits = Limits {
            nodes: PUZZLE_GLANCE_NODES,
            ..Limits::default()
        };
        let found = self.searcher.search(&mut game, limits, &|| 0.0, None, 0);
        let stand = self.searcher.evaluate(&game, mover);
        self.worth_a_look(found.score.saturating_sub(stand))
    }

    /// Whether a search that scored `gain` above the static evaluation of the side to move
    /// (a forced win scoring beyond `MATE_BOUND`) makes a position worth the finding search.
    pub fn worth_a_look(&self, gain: i32) -> bool {
        gain >= PUZZLE_GLANCE_GAIN
    }

    /// The engine's best move for the side to move at the verifying budget.
    fn best_reply(&mut self, game: &mut G) -> Option<G::Move> {
        self.ranking(game, PUZZLE_VERIFY_NODES)
            .scores
            .first()
            .map(|e| e.0)
    }

    /// The material of `player` against its opponents, on the evaluation's scale, counting
    /// each material feature at its base weight. With three players the feature is what the
    /// player has minus its opponents' average, so an opponent's loss counts half: the sum is
    /// doubled back to piece values.
    fn material(&mut self, game: &G, player: Player) -> i32 {
        game.feature_values(player, &mut self.scratch);
        let sum: f32 = G::features()
            .iter()
            .zip(&self.scratch)
            .filter(|(f, _)| f.id.starts_with("material."))
            .map(|(f, v)| f.base * v)
            .sum();
        let opponents = G::player_letters().len() - 1;
        (sum * opponents as f32).round() as i32
    }

    /// Plays the engine's best replies until the solver is to move again or the game is over;
    /// returns them.
    fn replies(&mut self, game: &mut G, solver: Player) -> Vec<G::Move> {
        let mut played = Vec::new();
        while game.outcome().is_none() && game.side_to_move() != solver {
            let Some(reply) = self.best_reply(game) else {
                break;
            };
            game.make(reply);
            played.push(reply);
        }
        played
    }

    /// Looks for a puzzle in `start`: the solution the finding search and the proof give, not
    /// yet verified (see `verify`).
    pub fn find(&mut self, start: &G) -> Result<Found<G::Move>, Reject> {
        let mut game = start.clone();
        let first = self.ranking(&mut game, PUZZLE_FIND_NODES);
        if first.scores.len() < 2 {
            return Err(Reject::NoChoice);
        }
        if first.scores[0].1 >= MATE_BOUND {
            self.find_win(&mut game)
        } else if first.scores[0].1 - first.scores[1].1 >= PUZZLE_MARGIN {
            self.find_material(&mut game)
        } else {
            Err(Reject::NothingStandsOut)
        }
    }

    /// The line of a forced win: the fewest solver moves that win, proved, with the one move
    /// that wins that fast at each turn and the engine's best replies between.
    fn find_win(&mut self, game: &mut G) -> Result<Found<G::Move>, Reject> {
        let solver = game.side_to_move();
        let mut prover = Prover::new(PUZZLE_PROOF_NODES);
        let mut k = 0;
        for moves in 1..=PUZZLE_MAX_MOVES {
            if prover.wins_within(game, solver, moves)? {
                k = moves;
                break;
            }
        }
        if k == 0 {
            return Err(Reject::TooDeep);
        }
        let mut line = Vec::new();
        let result = loop {
            let index = line.len();
            let winning = prover.winning_moves(game, k)?;
            let [mv] = winning[..] else {
                break Err(Reject::NotUnique {
                    index,
                    reason: format!("{} moves win in {k}", winning.len()),
                });
            };
            let found = self.ranking(game, PUZZLE_FIND_NODES);
            if found.scores.first().map(|e| e.0) != Some(mv) {
                break Err(Reject::NotUnique {
                    index,
                    reason: "the finding search prefers another move".to_string(),
                });
            }
            game.make(mv);
            line.push(mv);
            if game.outcome().is_some() {
                break Ok(());
            }
            let replies = self.replies(game, solver);
            line.extend(replies);
            k -= 1;
            if game.outcome().is_some() || k == 0 {
                break Err(Reject::WrongTheme {
                    reason: "the engine's replies leave no forced win".to_string(),
                });
            }
        };
        for _ in &line {
            game.unmake();
        }
        result?;
        let theme = self.theme_of(game, &line)?;
        Ok(Found { line, theme })
    }

    /// The line of a material win: the solver's clearly best move at each turn and the
    /// engine's best replies between, until the material won after the replies reaches
    /// `PUZZLE_GAIN`, or the solver's next move no longer stands out (the point is made and
    /// the rest may be played several ways), or `PUZZLE_MAX_MOVES`; `theme_of` then says
    /// whether the line won enough.
    fn find_material(&mut self, game: &mut G) -> Result<Found<G::Move>, Reject> {
        let solver = game.side_to_move();
        let before = self.material(game, solver);
        let mut line: Vec<G::Move> = Vec::new();
        let mut made = 0;
        let mut result = Ok(());
        for _ in 0..PUZZLE_MAX_MOVES {
            let found = self.ranking(game, PUZZLE_FIND_NODES);
            if stands_out(&found, None, false).is_err() {
                break;
            }
            let mv = found.scores[0].0;
            game.make(mv);
            made += 1;
            line.push(mv);
            let replies = self.replies(game, solver);
            made += replies.len();
            if game.outcome().is_some() {
                result = Err(Reject::WrongTheme {
                    reason: "the material line ends the game".to_string(),
                });
                break;
            }
            if self.material(game, solver) - before >= PUZZLE_GAIN {
                break;
            }
            line.extend(replies);
        }
        for _ in 0..made {
            game.unmake();
        }
        result?;
        if line.is_empty() {
            return Err(Reject::NothingStandsOut);
        }
        // The line ends with the solver's move: replies after it are the engine's anyway.
        while line.len() > 1 && !self.is_solver_move(game, &line, line.len() - 1) {
            line.pop();
        }
        let theme = self.theme_of(game, &line)?;
        Ok(Found { line, theme })
    }

    /// Whether move `index` of `line` from `start` is the solver's.
    fn is_solver_move(&self, start: &G, line: &[G::Move], index: usize) -> bool {
        let mut game = start.clone();
        for &mv in &line[..index] {
            game.make(mv);
        }
        game.side_to_move() == start.side_to_move()
    }

    /// The theme a line from `start` achieves, or why it achieves none. The line must end with
    /// a solver move. If it ends the game, the solver's win by its rule in so many solver
    /// moves. Otherwise, once the opponents have answered the last move with the engine's best
    /// replies: a kingdom knocked out by one of the solver's moves; else material won
    /// (`PUZZLE_GAIN` or more, with a promotion on the way or not); else an evaluation that has
    /// risen by `PUZZLE_GAIN` over the start's static one (an advantage whose material comes
    /// later, in more than one way).
    fn theme_of(&mut self, start: &G, line: &[G::Move]) -> Result<Theme, Reject> {
        let mut game = start.clone();
        let solver = game.side_to_move();
        let players = G::player_letters().len() as Player;
        let (mut eliminates, mut promotes, mut solver_moves) = (false, false, 0);
        let mut last_mover = None;
        for &mv in line {
            let ours = game.side_to_move() == solver;
            last_mover = Some(game.side_to_move());
            let kind_before = game.piece_kind(mv.from());
            let out_before = (0..players).filter(|&p| game.is_eliminated(p)).count();
            game.make(mv);
            if ours {
                solver_moves += 1;
                let out_after = (0..players).filter(|&p| game.is_eliminated(p)).count();
                eliminates |= out_after > out_before;
                promotes |= game
                    .piece_kind(mv.to())
                    .is_some_and(|k| Some(k) != kind_before);
            }
        }
        if last_mover != Some(solver) {
            return Err(Reject::BadLine {
                index: line.len().saturating_sub(1),
                reason: "the line must end with the solver's move".to_string(),
            });
        }
        if let Some(outcome) = game.outcome() {
            if !solver_wins(&outcome, solver) {
                return Err(Reject::WrongTheme {
                    reason: format!("the line ends the game otherwise ({})", outcome.rule()),
                });
            }
            return match outcome.rule() {
                Rule::Den => Ok(Theme::Den(solver_moves)),
                Rule::Checkmate | Rule::NoMoves => Ok(Theme::Mate(solver_moves)),
                Rule::NoAnimals | Rule::LastGeneral => Ok(Theme::Elimination(Some(solver_moves))),
                other => Err(Reject::WrongTheme {
                    reason: format!("a win by {other} has no theme"),
                }),
            };
        }
        let material_before = self.material(start, solver);
        let stand = self.searcher.evaluate(start, solver);
        self.replies(&mut game, solver);
        if game.outcome().is_some() {
            return Err(Reject::WrongTheme {
                reason: "the replies end the game".to_string(),
            });
        }
        let gain = self.material(&game, solver) - material_before;
        if eliminates {
            return Ok(Theme::Elimination(None));
        }
        if gain >= PUZZLE_GAIN {
            return Ok(if promotes {
                Theme::Promotion
            } else {
                Theme::Material
            });
        }
        let score = self
            .ranking(&mut game, PUZZLE_VERIFY_NODES)
            .scores
            .first()
            .map_or(stand, |e| e.1);
        if score < MATE_BOUND && score - stand >= PUZZLE_GAIN {
            Ok(Theme::Advantage)
        } else {
            Err(Reject::TooLittle { gain })
        }
    }

    /// Verifies a puzzle's line from `start` at the verifying budget, as `--check` does:
    /// each solver move is the deeper search's best and stands out (for a forced win, the proof
    /// says it is the one move that wins that fast), each reply is one the engine rates within
    /// `INACCURACY` of its best, the line ends on a solver move, and it achieves `theme`.
    /// Returns the rating.
    pub fn verify(&mut self, start: &G, line: &[G::Move], theme: Theme) -> Result<u32, Reject> {
        let mut game = start.clone();
        let solver = game.side_to_move();
        let mut prover = Prover::new(PUZZLE_PROOF_NODES);
        let mut k = theme.forced_moves();
        let mut hardest = 0u64;
        let mut solver_moves = 0;
        let mut made = 0;
        let mut result = Ok(());
        for (index, &mv) in line.iter().enumerate() {
            if game.outcome().is_some() {
                result = Err(Reject::BadLine {
                    index,
                    reason: "the game is already over".to_string(),
                });
                break;
            }
            let ranking = self.ranking(&mut game, PUZZLE_VERIFY_NODES);
            if game.side_to_move() == solver {
                solver_moves += 1;
                if index == 0 && ranking.scores.len() < 2 {
                    result = Err(Reject::NoChoice);
                    break;
                }
                if let Err(reason) = stands_out(&ranking, Some(mv), k.is_some()) {
                    result = Err(Reject::NotUnique { index, reason });
                    break;
                }
                if let Some(moves) = k {
                    match only_fastest_win(&mut prover, &mut game, index, mv, moves) {
                        Ok(()) => k = Some(moves - 1),
                        Err(e) => {
                            result = Err(e);
                            break;
                        }
                    }
                }
                hardest = hardest.max(nodes_to_find(&ranking, mv));
            } else {
                let best = ranking.scores[0].1;
                match ranking.scores.iter().find(|e| e.0 == mv) {
                    Some(&(_, score)) if score_drop(best, score) < INACCURACY => {}
                    Some(&(_, score)) => {
                        result = Err(Reject::BadLine {
                            index,
                            reason: format!(
                                "the reply loses {} against the engine's best",
                                score_drop(best, score)
                            ),
                        });
                        break;
                    }
                    None => {
                        result = Err(Reject::BadLine {
                            index,
                            reason: "the reply is not legal".to_string(),
                        });
                        break;
                    }
                }
            }
            game.make(mv);
            made += 1;
        }
        for _ in 0..made {
            game.unmake();
        }
        result?;
        self.check_ending(&game, line, theme)?;
        Ok(rating(hardest, solver_moves))
    }

    /// The end of a verified line: the theme it claims is the one it achieves.
    fn check_ending(&mut self, start: &G, line: &[G::Move], theme: Theme) -> Result<(), Reject> {
        let achieved = self.theme_of(start, line)?;
        if achieved != theme {
            return Err(Reject::WrongTheme {
                reason: format!("the line achieves {}, not {}", achieved.id(), theme.id()),
            });
        }
        Ok(())
    }
}

/// For a forced win with `moves` solver moves left, at the solver move `index` of the line:
/// `mv` wins that fast, no other move does, and no move wins faster (so the replies before
/// were the longest defence).
fn only_fastest_win<G: Game>(
    prover: &mut Prover,
    game: &mut G,
    index: usize,
    mv: G::Move,
    moves: usize,
) -> Result<(), Reject> {
    let winning = prover.winning_moves(game, moves)?;
    if winning != [mv] {
        return Err(Reject::NotUnique {
            index,
            reason: format!("{} moves win in {moves}", winning.len()),
        });
    }
    if moves > 1 && !prover.winning_moves(game, moves - 1)?.is_empty() {
        return Err(Reject::WrongTheme {
            reason: format!("a faster win than in {moves} exists"),
        });
    }
    Ok(())
}

/// What a move scoring `score` loses against `best`, with forced results on the review's scale.
fn score_drop(best: i32, score: i32) -> i32 {
    review::capped(best) - review::capped(score)
}

/// Whether the top move of `ranking` (which must be `expected` when given) stands out: a forced
/// win where no other move wins as fast, or at least `PUZZLE_MARGIN` above the second move. A
/// position with one legal move passes (the solver must play it). For a `forced` line only the
/// first condition is asked of the search: the proof decides whether another move wins as fast.
fn stands_out<M: Copy + PartialEq>(
    ranking: &Ranking<M>,
    expected: Option<M>,
    forced: bool,
) -> Result<(), String> {
    let Some(&(best, score)) = ranking.scores.first() else {
        return Err("no legal move".to_string());
    };
    if expected.is_some_and(|m| m != best) {
        return Err("the verifying search prefers another move".to_string());
    }
    let Some(&(_, second)) = ranking.scores.get(1) else {
        return Ok(());
    };
    if forced {
        return Ok(());
    }
    if score >= MATE_BOUND {
        return if second >= score {
            Err("another move wins as fast".to_string())
        } else {
            Ok(())
        };
    }
    if score - second < PUZZLE_MARGIN {
        return Err(format!(
            "the next move scores {second} against {score}, less than {PUZZLE_MARGIN} below"
        ));
    }
    Ok(())
}

/// The nodes the search spent until it settled on `mv` for good: the work done by the end of
/// the first iteration from which every later one kept `mv` as its best.
fn nodes_to_find<M: Copy + PartialEq>(ranking: &Ranking<M>, mv: M) -> u64 {
    let settled = ranking
        .iterations
        .iter()
        .rposition(|&(best, _)| best != mv)
        .map_or(0, |i| i + 1);
    ranking
        .iterations
        .get(settled)
        .map_or(ranking.nodes, |&(_, nodes)| nodes)
}

/// A puzzle's rating from how hard the search found it: 600 for a move found within 10 nodes,
/// 250 more for every tenfold increase in the nodes the hardest of the solver's moves took to
/// settle (`nodes_to_find`), and 150 for every solver move after the first, between 400 and
/// 3000. docs/puzzles.md explains the scale.
pub fn rating(nodes: u64, solver_moves: usize) -> u32 {
    let found = 600.0 + 250.0 * (nodes.max(10) as f64 / 10.0).log10();
    let longer = 150.0 * solver_moves.saturating_sub(1) as f64;
    (found + longer).round().clamp(400.0, 3000.0) as u32
}
