//! Puzzles made by the engine from its own games: positions where the side to move (the
//! solver) has one clearly best move — a forced win in a few moves, or a material gain every
//! other move misses by a wide margin — with the solution line, a theme and a rating.
//!
//! How a puzzle is chosen, the thresholds and the file format are in docs/puzzles.md; the
//! thresholds themselves are constants beside the review's marks (`search::review`), since a
//! puzzle is a position where the review would call every other move a blunder. `generate`
//! plays the games and keeps what verifies; `check` verifies a file again (`tahta puzzles
//! --check`). Both search with node budgets, never time, so a seed gives the same file on
//! every machine.

pub mod format;
mod generate;
mod judge;
mod proof;

pub use format::{id_of, read, write, LineError, Parsed};
pub use generate::{generate, Generation, Phases, Progress};
pub use judge::{rating, Reject};

use crate::game::ParseError;
#[cfg(feature = "hex")]
use crate::hex::Hex;
#[cfg(feature = "jungle")]
use crate::jungle::Jungle;
#[cfg(feature = "sanguo")]
use crate::sanguo::Sanguo;
use crate::session::{with_game, Variant};
#[cfg(feature = "timur")]
use crate::timur::Timur;
use judge::Judge;

/// What a puzzle's solution achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Checkmate (or, in Timur, leaving the opponent no move) in this many of the solver's
    /// moves: `mate-in-2`.
    Mate(usize),
    /// Jungle: into the opponent's den in this many moves: `den-in-1`.
    Den(usize),
    /// A rival knocked out. With a number, the last one, winning the game in that many moves
    /// (Three Kingdoms' last general, Jungle's last animal taken): `elimination-in-2`. Without,
    /// a Three Kingdoms kingdom knocked out and its army taken over: `elimination`.
    Elimination(Option<usize>),
    /// Material won with a promotion on the way: `promotion`.
    Promotion,
    /// Material won: `material`.
    Material,
    /// The solver's moves stand out but the material comes later, in more than one way: the
    /// engine's evaluation after the line is `PUZZLE_GAIN` above the start's: `advantage`.
    Advantage,
}

impl Theme {
    /// The theme's id in files (`mate-in-2`, `material`).
    pub fn id(self) -> String {
        match self {
            Theme::Mate(n) => format!("mate-in-{n}"),
            Theme::Den(n) => format!("den-in-{n}"),
            Theme::Elimination(Some(n)) => format!("elimination-in-{n}"),
            Theme::Elimination(None) => "elimination".to_string(),
            Theme::Promotion => "promotion".to_string(),
            Theme::Material => "material".to_string(),
            Theme::Advantage => "advantage".to_string(),
        }
    }

    /// Reads a theme id.
    pub fn parse(id: &str) -> Option<Theme> {
        let counted = |prefix: &str| {
            id.strip_prefix(prefix)
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|n| (1..=crate::search::review::PUZZLE_MAX_MOVES).contains(n))
        };
        match id {
            "elimination" => Some(Theme::Elimination(None)),
            "promotion" => Some(Theme::Promotion),
            "material" => Some(Theme::Material),
            "advantage" => Some(Theme::Advantage),
            _ => counted("mate-in-")
                .map(Theme::Mate)
                .or_else(|| counted("den-in-").map(Theme::Den))
                .or_else(|| counted("elimination-in-").map(|n| Theme::Elimination(Some(n)))),
        }
    }

    /// The solver's moves of a forced win, or `None` for a material theme.
    pub fn forced_moves(self) -> Option<usize> {
        match self {
            Theme::Mate(n) | Theme::Den(n) | Theme::Elimination(Some(n)) => Some(n),
            Theme::Elimination(None) | Theme::Promotion | Theme::Material | Theme::Advantage => {
                None
            }
        }
    }
}

/// One puzzle as a file holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable id: `id_of(position)`.
    pub id: String,
    /// How hard the search found it (`rating`), on a scale like players' ratings.
    pub rating: u32,
    /// What the solution achieves.
    pub theme: Theme,
    /// The position string; the side to move is the solver.
    pub position: String,
    /// The solution: the solver's moves and, between them, the opponents' replies, as move
    /// strings; the solver's move first and last.
    pub solution: Vec<String>,
}

/// What `check` found in a file.
#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    /// Puzzle lines in the file (those that failed included).
    pub puzzles: usize,
    /// Distinct themes among them.
    pub themes: usize,
    /// Each line that failed, in file order, with why.
    pub failures: Vec<LineError>,
}

/// Verifies a puzzle file of `variant` as the generator verified it: every line reads, every
/// position is legal, every solution replays, each solver move is still the one clearly best
/// at the verifying budget (for a forced win, the only one that wins as fast, by exhaustive
/// proof), each reply is one the engine rates as good as its best, and the theme is what the
/// line achieves. `progress` hears how many puzzles are done. A file that is not a puzzle file
/// of this variant at all (its first line, its column names) is an error.
pub fn check(
    variant: Variant,
    text: &str,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<CheckReport, ParseError> {
    let parsed = format::read(variant, text)?;
    let mut failures = parsed.errors.clone();
    let total = parsed.puzzles.len();
    with_game!(variant, G => {
        let mut judge = Judge::<G>::default();
        for (done, (line, puzzle)) in parsed.puzzles.iter().enumerate() {
            if let Err(reason) = verify_puzzle::<G>(&mut judge, puzzle) {
                failures.push(LineError { line: *line, reason: format!("{}: {reason}", puzzle.id) });
            }
            progress(done + 1, total);
        }
    });
    failures.sort_by_key(|f| f.line);
    let themes: std::collections::HashSet<Theme> =
        parsed.puzzles.iter().map(|(_, p)| p.theme).collect();
    Ok(CheckReport {
        puzzles: total + parsed.errors.len(),
        themes: themes.len(),
        failures,
    })
}

/// Verifies one puzzle; returns its rating as the verifying search gives it.
fn verify_puzzle<G: crate::eval::Evaluate>(
    judge: &mut Judge<G>,
    puzzle: &Puzzle,
) -> Result<u32, String> {
    let start = G::from_position(&puzzle.position).map_err(|e| format!("bad position: {e}"))?;
    if puzzle.id != id_of(&puzzle.position) {
        return Err(format!(
            "the id should be {} for this position",
            id_of(&puzzle.position)
        ));
    }
    let mut game = start.clone();
    let mut line = Vec::with_capacity(puzzle.solution.len());
    for (i, text) in puzzle.solution.iter().enumerate() {
        if game.outcome().is_some() {
            return Err(format!("move {} ({text}): the game is already over", i + 1));
        }
        let mv = game
            .parse_move(text)
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        game.make(mv);
        line.push(mv);
    }
    judge
        .verify(&start, &line, puzzle.theme)
        .map_err(|reject| reject.to_string())
}

/// Verifies one puzzle of `variant` (as `check` does a file's): its rating, or why it fails.
pub fn verify(variant: Variant, puzzle: &Puzzle) -> Result<u32, String> {
    with_game!(variant, G => verify_puzzle::<G>(&mut Judge::<G>::default(), puzzle))
}
