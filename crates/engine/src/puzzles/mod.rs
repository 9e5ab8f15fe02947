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
pub use generate::{generate, Budget, Generation, Phases, Progress};
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    /// A puzzle of `variant` found in `position` and verified, as the generator makes it.
    fn found(variant: Variant, position: &str) -> Result<Puzzle, Reject> {
        with_game!(variant, G => {
            let start = G::from_position(position).expect("a legal position");
            let mut judge = Judge::<G>::default();
            let found = judge.find(&start)?;
            let rating = judge.verify(&start, &found.line, found.theme)?;
            let mut replay = start.clone();
            let solution = found.line.iter().map(|&mv| {
                let text = replay.move_to_string(mv);
                replay.make(mv);
                text
            }).collect();
            Ok(Puzzle { id: id_of(position), rating, theme: found.theme, position: position.to_string(), solution })
        })
    }

    #[test]
    fn themes_read_back_what_they_write() {
        for theme in [
            Theme::Mate(1),
            Theme::Den(3),
            Theme::Elimination(Some(2)),
            Theme::Elimination(None),
            Theme::Promotion,
            Theme::Material,
            Theme::Advantage,
        ] {
            assert_eq!(Theme::parse(&theme.id()), Some(theme), "{}", theme.id());
        }
        for bad in ["mate-in-0", "mate-in-9", "den-in-", "mate", "Material", ""] {
            assert_eq!(Theme::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_lion_next_to_the_den_is_a_den_in_one() {
        let puzzle = found(Variant::Jungle, "l6/3L3/7/7/7/7/7/7/e6 r 0 1").unwrap();
        assert_eq!(puzzle.theme, Theme::Den(1));
        assert_eq!(puzzle.solution, ["d8-d9"]);
        assert_eq!(verify(Variant::Jungle, &puzzle), Ok(puzzle.rating));
    }

    /// Hex: Black's rook on f5 hangs to White's pawn on e4.
    const HANGING_ROOK: &str = "1/2k/5/7/p8/11/5r5/4P6/11/11/6K4 w - 0 1";

    #[test]
    fn a_hanging_rook_is_material() {
        let puzzle = found(Variant::Hex, HANGING_ROOK).unwrap();
        assert_eq!(puzzle.theme, Theme::Material);
        assert_eq!(puzzle.solution, ["e4-f5"]);
        // Seen at once: the easiest rating there is, near the bottom of the scale.
        assert!(puzzle.rating < 900, "{}", puzzle.rating);
    }

    #[test]
    fn two_ways_to_win_the_same_piece_is_no_puzzle() {
        // The rook can be taken by the pawn and by a knight on h2 alike.
        let twice = found(Variant::Hex, "1/2k/5/7/p8/11/5r5/4P6/11/7N3/6K4 w - 0 1");
        assert!(matches!(twice, Err(Reject::NothingStandsOut)), "{twice:?}");
    }

    #[test]
    fn a_quiet_position_is_no_puzzle() {
        let start = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1";
        assert!(matches!(
            found(Variant::Jungle, start),
            Err(Reject::NothingStandsOut)
        ));
    }

    #[test]
    fn verification_names_the_move_that_fails() {
        let good = found(Variant::Hex, HANGING_ROOK).unwrap();
        assert_eq!(verify(Variant::Hex, &good), Ok(good.rating));
        let illegal = Puzzle {
            solution: vec!["e4-f6".to_string()],
            ..good.clone()
        };
        let reason = verify(Variant::Hex, &illegal).unwrap_err();
        assert!(reason.starts_with("move 1 (e4-f6)"), "{reason}");
        let not_best = Puzzle {
            solution: vec!["e4-e5".to_string()],
            ..good.clone()
        };
        let reason = verify(Variant::Hex, &not_best).unwrap_err();
        assert!(
            reason.contains("move 1 is not the only good move"),
            "{reason}"
        );
        let wrong_theme = Puzzle {
            theme: Theme::Mate(1),
            ..good.clone()
        };
        let reason = verify(Variant::Hex, &wrong_theme).unwrap_err();
        assert!(reason.contains("0 moves win in 1"), "{reason}");
        let wrong_id = Puzzle {
            id: "00000000".to_string(),
            ..good
        };
        assert!(verify(Variant::Hex, &wrong_id)
            .unwrap_err()
            .contains("the id should be"));
    }

    #[test]
    fn a_file_reads_back_what_was_written_and_bad_lines_are_named() {
        let puzzle = found(Variant::Hex, HANGING_ROOK).unwrap();
        let text = write(Variant::Hex, "a test", std::slice::from_ref(&puzzle));
        let parsed = read(Variant::Hex, &text).unwrap();
        assert!(parsed.errors.is_empty());
        assert_eq!(parsed.puzzles, vec![(4, puzzle.clone())]);
        // Another game's file, and a file without its first line, are refused whole.
        let err = read(Variant::Jungle, &text).unwrap_err();
        assert!(
            err.message.contains("a file of hex puzzles, not jungle"),
            "{err}"
        );
        assert!(read(Variant::Hex, "id\trating\n").is_err());
        let broken = format!(
            "{text}{}\tx\tmaterial\t{}\te4-f5\n12345678\t700\tcheckmate\t{}\te4-f5\n{}\t700\tmaterial\t{}\te4-f5  g10-g9\n",
            puzzle.id, puzzle.position, puzzle.position, puzzle.id, puzzle.position
        );
        let parsed = read(Variant::Hex, &broken).unwrap();
        let reasons: Vec<(usize, &str)> = parsed
            .errors
            .iter()
            .map(|e| (e.line, e.reason.as_str()))
            .collect();
        assert_eq!(reasons.len(), 3, "{reasons:?}");
        assert_eq!(reasons[0].0, 5);
        assert!(reasons[0].1.contains("rating"), "{reasons:?}");
        assert!(
            reasons[1].1.contains("unknown theme 'checkmate'"),
            "{reasons:?}"
        );
        assert!(reasons[2].1.contains("single spaces"), "{reasons:?}");
    }

    #[test]
    fn ids_are_stable_hashes_of_the_position() {
        assert_eq!(
            id_of("l6/3L3/7/7/7/7/7/7/e6 r 0 1"),
            id_of("l6/3L3/7/7/7/7/7/7/e6 r 0 1")
        );
        assert_ne!(
            id_of("l6/3L3/7/7/7/7/7/7/e6 r 0 1"),
            id_of("l6/3L3/7/7/7/7/7/7/e6 r 0 2")
        );
        assert_eq!(id_of("").len(), 8);
    }

    #[test]
    fn ratings_grow_with_the_work_and_the_length() {
        assert_eq!(rating(10, 1), 600);
        assert!(rating(100_000, 1) > rating(1_000, 1));
        assert_eq!(rating(1_000, 2), rating(1_000, 1) + 150);
        assert_eq!(rating(u64::MAX, 3), 3000);
    }
}
