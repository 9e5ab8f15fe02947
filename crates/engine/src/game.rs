//! The contract every game implements, and the types shared by all of them.

use crate::topology::{Cell, Topology};
use serde::Serialize;
use std::fmt;

/// Where a piece can go from a central cell of an otherwise empty board: the pictures of the
/// piece help panel and the rules pages, computed by the rules themselves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceHelp {
    /// The first player's token of the kind (`K`, `PR`).
    pub token: &'static str,
    /// English name of the kind (`king`); the front end translates.
    pub name: &'static str,
    /// The cell the piece stands on.
    pub from: &'static str,
    /// Cells it can move to (and capture on).
    pub moves: Vec<String>,
    /// Cells where it can only capture (a pawn's diagonals); empty for most pieces.
    pub captures_only: Vec<String>,
    /// Timur pawns: the kind it promotes to, or `pawns` for the pawn of pawns (as on the
    /// board's pieces), so the page names and draws it without reading the token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pawn_of: Option<&'static str>,
}

/// A piece kind as the per-variant spec lists it: what the front end would otherwise read
/// out of tokens with tables of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct KindSpec {
    /// Upper-case piece letter in position strings (`E`, `Q`; `P` for every Timur pawn).
    pub letter: char,
    /// English name of the kind (`elephant`, `pawn of rooks`): the id `PieceView::kind` uses.
    pub kind: &'static str,
    /// Jungle: the animal's strength, 1 (rat) to 8 (elephant); absent elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strength: Option<u8>,
    /// Whether losing it (or leaving it attacked) decides the game.
    pub royal: bool,
    /// Whether it changes kind on reaching its last rank (pawns).
    #[serde(skip_serializing_if = "is_false")]
    pub promotes: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One piece's facts beyond its owner and token, from the game's piece table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceFacts {
    /// Upper-case piece letter of its kind.
    pub letter: char,
    /// Three Kingdoms: the kingdom a taken-over piece came from, when not its owner.
    pub home: Option<Player>,
    /// Timur pawns: the kind the pawn promotes to, or `pawns` for the pawn of pawns.
    pub pawn_of: Option<&'static str>,
    /// Whether the piece is royal.
    pub royal: bool,
}

/// What a move does beyond leaving `from` for `to`, as the front end shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveFacts {
    /// The kind the piece becomes when the move string chooses a promotion (hex `=Q`).
    pub promotion: Option<&'static str>,
    /// Timur: the King swap.
    pub swap: bool,
    /// The cell of the piece taken, if any (not `to` for en passant).
    pub captures: Option<Cell>,
}

/// Game state that is neither the board nor the side to move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// Timur: players whose King swap is still unused.
    pub swap_rights: Option<Vec<Player>>,
    /// Timur: per player, how often the pawn of pawns reached its last rank.
    pub arrivals: Option<Vec<u8>>,
}

/// A player index: 0 moves first. Games have two or three players; nothing here assumes two.
pub type Player = u8;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Jungle: an animal entered the opponent's den.
    Den,
    /// Jungle: the losing side has no animals left.
    NoAnimals,
    /// The side to move has no legal move (and that loses in this game).
    NoMoves,
    /// Checkmate.
    Checkmate,
    /// Hex stalemate (scored ¾–¼).
    Stalemate,
    /// Timur: a royal entered the opponent's citadel.
    Citadel,
    /// The same position for the third time.
    Threefold,
    /// Too many plies without progress; the number is the limit in plies.
    PliesWithoutProgress(u16),
    /// Hex: 50 moves by each side (100 plies) with no capture and no pawn move. Worded
    /// `50-move` as docs/rules.md §2.4 states it ("50 moves by each side"); Timur's same-length
    /// rule is stated in plies in §3.8 and keeps `100-move`.
    FiftyMoves,
    /// Hex: only the two kings are left.
    BareKings,
    /// A player resigned (or left).
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// Three Kingdoms: the last general standing.
    LastGeneral,
    /// Online play: a player's clock ran out on their turn.
    Time,
    /// Online play: a player's connection was gone past the room's timeout and an opponent
    /// claimed the game (a win, or with two players a draw).
    Left,
    /// Online play: a player called the game off before everyone had made a first move. The
    /// game has no result.
    Aborted,
}

impl Rule {
    /// A stable id per rule for the front end, independent of the result wording (which
    /// says `100-move` or `180 plies` depending on the limit).
    pub fn id(self) -> &'static str {
        match self {
            Rule::Den => "den",
            Rule::NoAnimals => "no-animals",
            Rule::NoMoves => "no-moves",
            Rule::Checkmate => "checkmate",
            Rule::Stalemate => "stalemate",
            Rule::Citadel => "citadel",
            Rule::Threefold => "threefold",
            Rule::PliesWithoutProgress(_) => "no-progress",
            Rule::FiftyMoves => "fifty-moves",
            Rule::BareKings => "bare-kings",
            Rule::Resignation => "resignation",
            Rule::Agreement => "agreement",
            Rule::LastGeneral => "last-general",
            Rule::Time => "time",
            Rule::Left => "left",
            Rule::Aborted => "aborted",
        }
    }

    /// The limit in plies of a rule that counts them, so the front end need not read it out
    /// of the wording.
    pub fn plies(self) -> Option<u16> {
        match self {
            Rule::PliesWithoutProgress(n) => Some(n),
            Rule::FiftyMoves => Some(100),
            _ => None,
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Den => f.write_str("den"),
            Rule::NoAnimals => f.write_str("no animals"),
            Rule::NoMoves => f.write_str("no moves"),
            Rule::Checkmate => f.write_str("checkmate"),
            Rule::Stalemate => f.write_str("stalemate"),
            Rule::Citadel => f.write_str("citadel"),
            Rule::Threefold => f.write_str("threefold"),
            Rule::PliesWithoutProgress(100) => f.write_str("100-move"),
            Rule::FiftyMoves => f.write_str("50-move"),
            Rule::PliesWithoutProgress(n) => write!(f, "{n} plies"),
            Rule::BareKings => f.write_str("bare kings"),
            Rule::Resignation => f.write_str("resignation"),
            Rule::Agreement => f.write_str("agreement"),
            Rule::LastGeneral => f.write_str("last general"),
            Rule::Time => f.write_str("time"),
            Rule::Left => f.write_str("left"),
            Rule::Aborted => f.write_str("aborted"),
        }
    }
}

/// How a game ended. Expressive enough for shared wins (Three Kingdoms) and the ¾–¼ stalemate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The listed players win (one, or several sharing the win); everyone else loses.
    Win { winners: Vec<Player>, rule: Rule },
    /// Everyone draws.
    Draw { rule: Rule },
    /// Hex stalemate: the stalemating side scores ¾, the stalemated side ¼.
    Stalemate {
        stalemating: Player,
        stalemated: Player,
    },
    /// Online play: the game was called off before everyone had moved. It has no result and
    /// is a loss for nobody (worded `aborted`).
    Aborted,
}

impl Outcome {
    /// A single player wins.
    pub fn win(player: Player, rule: Rule) -> Self {
        Outcome::Win {
            winners: vec![player],
            rule,
        }
    }

    /// The rule that ended the game.
    pub fn rule(&self) -> Rule {
        match self {
            Outcome::Win { rule, .. } | Outcome::Draw { rule } => *rule,
            Outcome::Stalemate { .. } => Rule::Stalemate,
            Outcome::Aborted => Rule::Aborted,
        }
    }

    /// The score of `player` in [0, 1]: 1 win, ½ draw, 0 loss, ¾/¼ stalemate; a shared win
    /// is split between the winners. An aborted game scores ½ for everyone, as if it had
    /// not been played: it counts for nobody (Benlik does not learn from it).
    pub fn score(&self, player: Player) -> f64 {
        match self {
            Outcome::Win { winners, .. } => {
                if winners.contains(&player) {
                    1.0 / winners.len() as f64
                } else {
                    0.0
                }
            }
            Outcome::Draw { .. } | Outcome::Aborted => 0.5,
            Outcome::Stalemate { stalemating, .. } => {
                if *stalemating == player {
                    0.75
                } else {
                    0.25
                }
            }
        }
    }

    /// `player`'s score like `score`, except that a player knocked out before the end (Three
    /// Kingdoms) scores 0: when the two kingdoms left draw, the defeated one still lost.
    pub fn final_score(&self, player: Player, knocked_out: bool) -> f64 {
        if knocked_out {
            0.0
        } else {
            self.score(player)
        }
    }

    /// The result wording of docs/rules.md §6.5 (`red wins: den`, `draw: threefold`,
    /// `stalemate: white 3/4 black 1/4`, `aborted`), using the game's player names.
    pub fn describe(&self, player_names: &[&str]) -> String {
        let name = |p: &Player| player_names[*p as usize];
        match self {
            Outcome::Win { winners, rule } => {
                let names: Vec<&str> = winners.iter().map(name).collect();
                let verb = if winners.len() == 1 { "wins" } else { "win" };
                format!("{} {verb}: {rule}", names.join(" and "))
            }
            Outcome::Draw { rule } => format!("draw: {rule}"),
            Outcome::Stalemate {
                stalemating,
                stalemated,
            } => {
                format!(
                    "stalemate: {} 3/4 {} 1/4",
                    name(stalemating),
                    name(stalemated)
                )
            }
            Outcome::Aborted => "aborted".to_string(),
        }
    }
}

/// What kind of input the engine refused: a machine-readable id, so a front end can word the
/// error in its own language while the CLI and the server print the English message. Kinds
/// group errors by what the user has to fix, not by the call site that found them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A variant id that is not one of the games (`variant`, `known`).
    UnknownVariant,
    /// A table option the variant does not have (`option`, `variant`).
    UnknownOption,
    /// A position string with the wrong number of space-separated fields (`expected`,
    /// `fields`, `found`).
    BadFieldCount,
    /// The board field has the wrong shape (`reason`: `ranks`, `halves`, `cells` per rank or a
    /// bad `empty-count`; `expected`, `found`, `rank`, `text` as they apply).
    BadBoard,
    /// An unreadable piece token on the board (`text`, and `rank` or `cell` where known).
    BadPiece,
    /// The side-to-move field is not one of the game's player letters (`found`, `expected`).
    BadTurn,
    /// A number field that is not a whole number (`field`, `found`).
    BadNumber,
    /// A counter outside its range: a move number, or a no-progress clock past the draw
    /// limit (`field`, `found`, `limit`).
    BadCounter,
    /// Any other field that does not follow its format: citadels, swap rights, arrivals, en
    /// passant cell, alive kingdoms (`field`, `found`).
    BadField,
    /// More pieces of a kind than the rules allow a player (`player`, `piece`, `limit`, and
    /// the cells or count found).
    TooManyPieces,
    /// A player lacks a piece it must have: a king, a royal, a general (`player`, `piece`).
    MissingPiece,
    /// A piece stands where the rules never let it be (`player`, `piece`, `cell`, and
    /// `reason`: `water`, `own-den`, `outside-palace`…).
    BadPlacement,
    /// The position as a whole could not arise: the wrong side to move after a check or a
    /// won game, an inconsistent en passant cell, pieces that exclude each other (`reason`
    /// says which: `check-not-to-move`, `den-entered`, `en-passant-occupied`…; `player`,
    /// `cell`… as they apply).
    ImpossiblePosition,
    /// A move string that is not `<from>-<to>` (`move`).
    MalformedMove,
    /// A move naming a cell that is not on the board (`move`, `cell`).
    UnknownCell,
    /// A move from an empty cell (`move`, `cell`).
    NoPieceThere,
    /// A move of the opponent's piece (`move`, `cell`, `owner`, `side`).
    NotYourPiece,
    /// A move the piece cannot make (`move`, `piece`, `from`, `to`).
    IllegalMove,
    /// A move that exists only with another suffix, such as a promotion (`move`, `options`).
    BadSuffix,
    /// A move or ending after the game is over (`result`).
    GameOver,
    /// Something that needs a finished game asked of one in progress.
    GameNotOver,
    /// An ending string the CLI cannot read (`text`, and `ending` where known).
    BadEnding,
    /// An ending these players cannot declare now: a draw claim with more than two players,
    /// an abort after every player has moved (`reason`: `two-players` or `too-late`).
    EndingRefused,
    /// A player letter that is not one of the game's (`player`).
    UnknownPlayer,
    /// A time limit that is negative or not a finite number (`found`).
    BadTimeLimit,
    /// Benlik weights unusable for the variant (`variant`, `reason`).
    BadWeights,
    /// A bot level that does not exist (`level`).
    UnknownLevel,
    /// An argument of the wrong type from JavaScript (`name`, `expected`, `found`).
    WrongType,
    /// A game record that cannot be read (`reason`; the message says where).
    BadRecord,
}

impl ErrorKind {
    /// Every kind, for front ends and tests that must cover them all.
    pub const ALL: [ErrorKind; 29] = [
        ErrorKind::UnknownVariant,
        ErrorKind::UnknownOption,
        ErrorKind::BadFieldCount,
        ErrorKind::BadBoard,
        ErrorKind::BadPiece,
        ErrorKind::BadTurn,
        ErrorKind::BadNumber,
        ErrorKind::BadCounter,
        ErrorKind::BadField,
        ErrorKind::TooManyPieces,
        ErrorKind::MissingPiece,
        ErrorKind::BadPlacement,
        ErrorKind::ImpossiblePosition,
        ErrorKind::MalformedMove,
        ErrorKind::UnknownCell,
        ErrorKind::NoPieceThere,
        ErrorKind::NotYourPiece,
        ErrorKind::IllegalMove,
        ErrorKind::BadSuffix,
        ErrorKind::GameOver,
        ErrorKind::GameNotOver,
        ErrorKind::BadEnding,
        ErrorKind::EndingRefused,
        ErrorKind::UnknownPlayer,
        ErrorKind::BadTimeLimit,
        ErrorKind::BadWeights,
        ErrorKind::UnknownLevel,
        ErrorKind::WrongType,
        ErrorKind::BadRecord,
    ];

    /// The stable id front ends key their texts on (`illegal-move`).
    pub fn id(self) -> &'static str {
        match self {
            ErrorKind::UnknownVariant => "unknown-variant",
            ErrorKind::UnknownOption => "unknown-option",
            ErrorKind::BadFieldCount => "bad-field-count",
            ErrorKind::BadBoard => "bad-board",
            ErrorKind::BadPiece => "bad-piece",
            ErrorKind::BadTurn => "bad-turn",
            ErrorKind::BadNumber => "bad-number",
            ErrorKind::BadCounter => "bad-counter",
            ErrorKind::BadField => "bad-field",
            ErrorKind::TooManyPieces => "too-many-pieces",
            ErrorKind::MissingPiece => "missing-piece",
            ErrorKind::BadPlacement => "bad-placement",
            ErrorKind::ImpossiblePosition => "impossible-position",
            ErrorKind::MalformedMove => "malformed-move",
            ErrorKind::UnknownCell => "unknown-cell",
            ErrorKind::NoPieceThere => "no-piece-there",
            ErrorKind::NotYourPiece => "not-your-piece",
            ErrorKind::IllegalMove => "illegal-move",
            ErrorKind::BadSuffix => "bad-suffix",
            ErrorKind::GameOver => "game-over",
            ErrorKind::GameNotOver => "game-not-over",
            ErrorKind::BadEnding => "bad-ending",
            ErrorKind::EndingRefused => "ending-refused",
            ErrorKind::UnknownPlayer => "unknown-player",
            ErrorKind::BadTimeLimit => "bad-time-limit",
            ErrorKind::BadWeights => "bad-weights",
            ErrorKind::UnknownLevel => "unknown-level",
            ErrorKind::WrongType => "wrong-type",
            ErrorKind::BadRecord => "bad-record",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Input the engine refused — a position or move string, an ending, a time limit — with what
/// is wrong and where: `kind` and `params` for front ends that word errors themselves, and
/// the English `message` (what `Display` prints) for the CLI, the server and logs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What kind of mistake it is.
    pub kind: ErrorKind,
    /// The full English explanation.
    pub message: String,
    /// Named details (`cell`, `found`, `limit`…), in the order they were added; values are
    /// exactly the text the message shows.
    pub params: Vec<(&'static str, String)>,
}

impl ParseError {
    /// An error of `kind` with its English message and no parameters yet.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        ParseError {
            kind,
            message: message.into(),
            params: Vec::new(),
        }
    }

    /// Adds (or replaces) the named parameter.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        let value = value.to_string();
        match self.params.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.params.push((name, value)),
        }
        self
    }

    /// The named parameter, if set.
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The same error found inside a larger part of the input: `suffix` is appended to the
    /// message (` on rank 3`) and the parameter recorded, so the kind and the details of the
    /// inner error survive.
    pub fn within(mut self, suffix: &str, name: &'static str, value: impl ToString) -> Self {
        self.message.push_str(suffix);
        self.with(name, value)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

/// How many times the current position (hash `current`) has occurred, this time included,
/// given the hashes of earlier positions (`hash_back(b)`: the position `b` plies ago, for
/// `b` in 1..=`history`). Only the last `window` plies are looked at (a capture or pawn move
/// makes anything older unreachable), every `step`-th one (the same player to move).
pub fn repetition_count(
    current: u64,
    history: usize,
    window: usize,
    step: usize,
    hash_back: impl Fn(usize) -> u64,
) -> usize {
    let window = window.min(history);
    1 + (step..=window)
        .step_by(step.max(1))
        .filter(|&back| hash_back(back) == current)
        .count()
}

/// Shorthand for a `ParseError` result without parameters.
pub fn parse_err<T>(kind: ErrorKind, message: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError::new(kind, message))
}

/// A move as a plain value: the cells it involves are what the front end needs.
pub trait GameMove: Copy + Eq + fmt::Debug + Send + Sync + 'static {
    /// The cell the move starts from.
    fn from(&self) -> Cell;
    /// The cell the move ends on.
    fn to(&self) -> Cell;
}

/// Upper bound on legal moves in any position of any game (generous: Timur's busiest positions
/// stay well below it).
pub const MAX_MOVES: usize = 512;

/// One board game's rules. Implemented once per game; search, perft, the CLI and the wasm
/// facade are written against this trait.
///
/// Positions are mutable and keep the history they need (hashes for repetition, undo records),
/// so `make`/`unmake` restore everything, including the incremental hash.
pub trait Game: Clone + Send + 'static {
    /// A move of this game.
    type Move: GameMove;

    /// Variant id (`jungle`, `hex`, `timur`, `sanguo`).
    const VARIANT: &'static str;

    /// The board.
    fn topology() -> &'static Topology;
    /// Player letters in turn order, as in position strings (`r`, `b`).
    fn player_letters() -> &'static [char];
    /// Player names in turn order, as in result texts (`red`, `blue`).
    fn player_names() -> &'static [&'static str];

    /// The standard start position.
    fn start() -> Self;
    /// Reads and validates a position string.
    fn from_position(s: &str) -> Result<Self, ParseError>;
    /// Writes the position string.
    fn to_position(&self) -> String;

    /// The player to move.
    fn side_to_move(&self) -> Player;
    /// Appends every legal move to `out`. Empty when the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a legal move.
    fn make(&mut self, mv: Self::Move);
    /// Takes back the last move made with `make`.
    fn unmake(&mut self);
    /// The result if the game is over, judged by the rules alone (no resignations).
    fn outcome(&self) -> Option<Outcome>;
    /// Whether the game is over without generating moves when that is cheap; used by perft to
    /// stop at game-ending moves (den entry, citadel draw, repetition…).
    fn is_terminal_without_movegen(&self) -> bool;

    /// The incrementally kept Zobrist hash (position key for repetition and the search table).
    fn hash(&self) -> u64;
    /// The same hash computed from scratch (tests compare the two).
    fn compute_hash(&self) -> u64;

    /// The move string (`a1-a2`).
    fn move_to_string(&self, mv: Self::Move) -> String;
    /// Reads a move string and checks it is legal here.
    fn parse_move(&self, s: &str) -> Result<Self::Move, ParseError> {
        let trimmed = s.trim();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if let Some(mv) = moves.iter().find(|m| self.move_to_string(**m) == trimmed) {
            return Ok(*mv);
        }
        Err(crate::notation::explain_illegal(self, trimmed))
    }

    /// The cells of royal pieces currently in check (for the front end), empty if none.
    fn checked_cells(&self) -> Vec<Cell> {
        Vec::new()
    }
    /// The piece on a cell as (owner, position-string token), if any.
    fn piece_at(&self, cell: Cell) -> Option<(Player, String)>;

    /// Every piece kind with where it can go from a central cell of an empty board (as the
    /// first player).
    fn piece_help() -> Vec<PieceHelp>;

    /// The English name of the kind of piece on a cell (`lion`, `knight`, `pawn of rooks`),
    /// a stable id the front end translates; `None` for an empty cell.
    fn piece_kind(&self, cell: Cell) -> Option<&'static str>;

    /// How the game ends if `player` loses it off the board now — resigns, runs out of time
    /// or leaves, `rule` saying which — or `None` if the game goes on without consequence
    /// (Three Kingdoms: a kingdom already defeated may leave). By default every other player
    /// wins.
    fn forfeit(&self, player: Player, rule: Rule) -> Option<Outcome> {
        let players = Self::player_letters().len() as Player;
        Some(Outcome::Win {
            winners: (0..players).filter(|&p| p != player).collect(),
            rule,
        })
    }

    /// Whether `player` has nothing left but royal pieces, so can no longer win (hex: the bare
    /// king; Timur: only King, prince and adventitious kings). Decides the draw when the
    /// opponent runs out of time. False where any piece can still win (Jungle, Three Kingdoms).
    fn has_only_royals(&self, _player: Player) -> bool {
        false
    }

    /// The current move number, as the position string writes it.
    fn move_number(&self) -> u32;

    /// Every piece kind, in display order (Jungle strongest first).
    fn kinds() -> Vec<KindSpec>;

    /// The kinds a promoting piece may choose between in the move string, strongest first
    /// (the order of the choosers); empty where promotion is automatic or absent.
    fn promotion_order() -> &'static [&'static str] {
        &[]
    }

    /// Table facts about the piece on a cell; `None` for an empty cell.
    fn piece_facts(&self, cell: Cell) -> Option<PieceFacts>;

    /// What a legal move of this position does beyond from/to. By default a move onto an
    /// opponent's piece takes it there, and nothing else happens.
    fn move_facts(&self, mv: Self::Move) -> MoveFacts {
        let side = self.side_to_move();
        let to = mv.to();
        MoveFacts {
            captures: self
                .piece_at(to)
                .is_some_and(|(owner, _)| owner != side)
                .then_some(to),
            ..MoveFacts::default()
        }
    }

    /// State beyond the board that the front end shows (Timur's swap rights and arrivals).
    fn extras(&self) -> Extras {
        Extras::default()
    }

    /// The lines drawn between cells on boards made of points and lines (xiangqi-like), as
    /// cell pairs; empty for boards whose cells are drawn as tiles.
    fn board_lines() -> Vec<(Cell, Cell)> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungle::Jungle;

    #[test]
    fn error_kind_ids_are_distinct_kebab_case() {
        let mut ids: Vec<&str> = ErrorKind::ALL.iter().map(|k| k.id()).collect();
        assert!(ids
            .iter()
            .all(|id| id.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')));
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), ErrorKind::ALL.len());
    }

    #[test]
    fn errors_carry_their_kind_and_the_details_of_the_message() {
        let err = Jungle::from_position("garbage").unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadFieldCount);
        assert_eq!(err.param("found"), Some("1"));
        assert_eq!(err.to_string(), err.message);
        // An error found inside a rank keeps its kind and gains the rank.
        let err =
            Jungle::from_position("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1X/1C3D1/T5L r 0 1").unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadPiece);
        assert_eq!(err.param("text"), Some("X"));
        assert_eq!(err.param("rank"), Some("3"));
        assert!(err.message.ends_with(" on rank 3"), "{err}");
        let game = Jungle::start();
        let err = game.parse_move("a3-c3").unwrap_err();
        assert_eq!(err.kind, ErrorKind::IllegalMove);
        assert_eq!(err.param("piece"), Some("elephant"));
        assert_eq!(err.param("to"), Some("c3"));
        for (mv, kind) in [
            ("a3", ErrorKind::MalformedMove),
            ("a9-a8", ErrorKind::NotYourPiece),
            ("b3-b4", ErrorKind::NoPieceThere),
            ("a3-q3", ErrorKind::UnknownCell),
        ] {
            assert_eq!(game.parse_move(mv).unwrap_err().kind, kind, "{mv}");
        }
    }

    #[test]
    fn with_replaces_a_parameter_of_the_same_name() {
        let err = ParseError::new(ErrorKind::BadCounter, "x")
            .with("found", 1)
            .with("found", 2);
        assert_eq!(err.params, vec![("found", "2".to_string())]);
    }

    #[test]
    fn a_kingdom_knocked_out_before_a_draw_scores_nothing() {
        let draw = Outcome::Draw {
            rule: Rule::Threefold,
        };
        assert_eq!(draw.final_score(0, false), 0.5);
        assert_eq!(draw.final_score(2, true), 0.0);
        let win = Outcome::Win {
            winners: vec![1],
            rule: Rule::LastGeneral,
        };
        assert_eq!(win.final_score(1, false), 1.0);
        assert_eq!(win.final_score(0, true), 0.0);
    }
}
