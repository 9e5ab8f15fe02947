//! One game in progress, behind a variant-independent interface: what the CLI and the wasm
//! facade hold. Moves go in and out as strings; the board goes out as plain serialisable views.

use crate::benlik;
use crate::eval::{base_weights, Evaluate};
use crate::game::{
    ErrorKind, Game, GameMove, KindSpec, Outcome, ParseError, PieceHelp, Player, Rule,
};
#[cfg(feature = "hex")]
use crate::hex::Hex;
use crate::invariants;
#[cfg(feature = "jungle")]
use crate::jungle::Jungle;
use crate::perft;
#[cfg(feature = "sanguo")]
use crate::sanguo::Sanguo;
use crate::search::arena::{self, Seat};
use crate::search::levels::{check_movetime, choose, configure, Level, HARD_LIMIT_MS};
use crate::search::review::{self, Mark};
use crate::search::Searcher;
#[cfg(feature = "timur")]
use crate::timur::Timur;
use crate::topology::CellShape;
use serde::Serialize;

/// The games Tahta knows: those of this build.
///
/// Each game is a Cargo feature of this crate (`jungle`, `hex`, `timur`, `sanguo`; all four by
/// default). The web app builds one WebAssembly module per game, with that game's feature
/// alone, so a phone opening Jungle downloads Jungle's rules and search and not the other
/// three; the CLI, the server and the tests build all four.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Jungle (Dou Shou Qi).
    #[cfg(feature = "jungle")]
    Jungle,
    /// Gliński hexagonal chess.
    #[cfg(feature = "hex")]
    Hex,
    /// Timur (Tamerlane) chess.
    #[cfg(feature = "timur")]
    Timur,
    /// Three Kingdoms xiangqi (sānguó qí).
    #[cfg(feature = "sanguo")]
    Sanguo,
}

impl Variant {
    /// Every playable variant, in menu order.
    pub const ALL: &'static [Variant] = &[
        #[cfg(feature = "jungle")]
        Variant::Jungle,
        #[cfg(feature = "hex")]
        Variant::Hex,
        #[cfg(feature = "timur")]
        Variant::Timur,
        #[cfg(feature = "sanguo")]
        Variant::Sanguo,
    ];

    /// The variant id used in URLs, the CLI and storage keys.
    pub fn id(self) -> &'static str {
        with_game!(self, G => G::VARIANT)
    }

    /// Reads a variant id.
    pub fn parse(id: &str) -> Result<Variant, ParseError> {
        Variant::ALL
            .iter()
            .copied()
            .find(|v| v.id() == id)
            .ok_or_else(|| {
                let known: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
                ParseError::new(
                    ErrorKind::UnknownVariant,
                    format!("unknown variant '{id}' (known: {})", known.join(", ")),
                )
                .with("variant", id)
                .with("known", known.join(", "))
            })
    }

    /// The start position for a table option given as `name=value` (the URL parameter), or
    /// `None` when the option keeps the default start. Three Kingdoms: `banners=on` (default)
    /// or `banners=off`, which is only another start position.
    pub fn option_start(self, option: &str) -> Result<Option<&'static str>, ParseError> {
        match (self, option) {
            #[cfg(feature = "sanguo")]
            (Variant::Sanguo, "banners=on") => Ok(None),
            #[cfg(feature = "sanguo")]
            (Variant::Sanguo, "banners=off") => Ok(Some(crate::sanguo::START_WITHOUT_BANNERS)),
            _ => Err(ParseError::new(
                ErrorKind::UnknownOption,
                format!("unknown table option '{option}' for {}", self.id()),
            )
            .with("option", option)
            .with("variant", self.id())),
        }
    }

    /// What never changes in this variant: players, piece kinds, zones and the table rules
    /// the front end follows, so it keeps no tables of its own.
    pub fn spec(self) -> SpecView {
        with_game!(self, G => {
            let players = G::player_letters()
                .iter()
                .zip(G::player_names())
                .map(|(&letter, &name)| PlayerView { letter, name })
                .collect::<Vec<_>>();
            let draw_offers = players.len() == 2;
            SpecView {
                variant: G::VARIANT,
                players,
                pieces: G::kinds(),
                zones: G::topology().zones().iter().map(|z| z.name).collect(),
                // Hex is played without taking moves back against the computer (§2.4).
                undo_against_bot: G::VARIANT != "hex",
                draw_offers,
                promotion_order: G::promotion_order().to_vec(),
            }
        })
    }

    /// Starts a game of this variant from the start or from a position string.
    pub fn new_session(self, position: Option<&str>) -> Result<Box<dyn AnySession>, ParseError> {
        with_game!(self, G => Session::<G>::boxed(position))
    }
}

/// Runs `$body` with `$G` bound to the game type of `$variant`: the one place that maps
/// variants to types, so generic code (perft, soak, matches, benchmarks) is written once.
macro_rules! with_game {
    ($variant:expr, $G:ident => $body:expr) => {
        match $variant {
            #[cfg(feature = "jungle")]
            Variant::Jungle => {
                type $G = Jungle;
                $body
            }
            #[cfg(feature = "hex")]
            Variant::Hex => {
                type $G = Hex;
                $body
            }
            #[cfg(feature = "timur")]
            Variant::Timur => {
                type $G = Timur;
                $body
            }
            #[cfg(feature = "sanguo")]
            Variant::Sanguo => {
                type $G = Sanguo;
                $body
            }
        }
    };
}
pub(crate) use with_game;

/// A way a game ends off the board: what a player or the room declares, not what the rules
/// find on the board. Player letters are those of the position string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player resigns: the game's own rule says who wins (`Game::forfeit`).
    Resign(char),
    /// The player's clock ran out on their turn: like resigning, worded `time`, except that in
    /// a two-player game whose opponent has nothing left but royal pieces it is `draw: time`.
    Time(char),
    /// The player's connection was gone past the timeout and an opponent claimed the win:
    /// like resigning, worded `left`.
    Left(char),
    /// The player was gone and the opponent claimed a draw instead (two players only).
    LeftDraw(char),
    /// The players agreed to a draw (two players only).
    Agreement,
    /// Called off before every player had made a first move in this session: no result.
    Abort,
}

impl Ending {
    /// Reads the CLI's form: `resign:<player>`, `time:<player>`, `left:<player>`,
    /// `left-draw:<player>` (the player who left), `agreement` or `abort`.
    pub fn parse(text: &str) -> Result<Ending, ParseError> {
        let (kind, player) = match text.split_once(':') {
            Some((kind, player)) => {
                let mut letters = player.chars();
                match (letters.next(), letters.next()) {
                    (Some(letter), None) => (kind, Some(letter)),
                    _ => {
                        return Err(ParseError::new(
                            ErrorKind::BadEnding,
                            format!("'{text}': expected one player letter after ':'"),
                        )
                        .with("text", text))
                    }
                }
            }
            None => (text, None),
        };
        match (kind, player) {
            ("resign", Some(p)) => Ok(Ending::Resign(p)),
            ("time", Some(p)) => Ok(Ending::Time(p)),
            ("left", Some(p)) => Ok(Ending::Left(p)),
            ("left-draw", Some(p)) => Ok(Ending::LeftDraw(p)),
            ("agreement", None) => Ok(Ending::Agreement),
            ("abort", None) => Ok(Ending::Abort),
            ("resign" | "time" | "left" | "left-draw", None) => Err(ParseError::new(ErrorKind::BadEnding, format!(
                "'{text}': say whose, e.g. '{kind}:w'"
            )).with("text", text).with("ending", kind)),
            ("agreement" | "abort", Some(_)) => Err(ParseError::new(ErrorKind::BadEnding, format!(
                "'{text}': '{kind}' names no player"
            )).with("text", text).with("ending", kind)),
            _ => Err(ParseError::new(ErrorKind::BadEnding, format!(
                "unknown ending '{text}' (resign:<p>, time:<p>, left:<p>, left-draw:<p>, agreement, abort)"
            )).with("text", text)),
        }
    }
}

/// A cell as the front end draws it.
#[derive(Clone, Debug, Serialize)]
pub struct CellView {
    /// Cell name (`e4`).
    pub name: String,
    /// Centre, x to the right, in cell units.
    pub x: f32,
    /// Centre, y upwards (towards the first player's opponent), in cell units.
    pub y: f32,
    /// Names of the zones the cell belongs to (`water`, `trap-r`…).
    pub zones: Vec<&'static str>,
}

/// A player as the front end shows it.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    /// Letter in position strings (`r`).
    pub letter: char,
    /// English name (`red`); the front end translates.
    pub name: &'static str,
}

/// The board of a variant, for drawing.
#[derive(Clone, Debug, Serialize)]
pub struct GeometryView {
    /// Variant id.
    pub variant: &'static str,
    /// How cells are drawn.
    pub shape: CellShape,
    /// Every cell.
    pub cells: Vec<CellView>,
    /// Players in turn order.
    pub players: Vec<PlayerView>,
    /// Lines joining cells, as pairs of cell names, on boards of points and lines (Three
    /// Kingdoms: ranks, files, river crossings, the central triangle, palace diagonals).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<[String; 2]>,
}

/// What never changes in a variant, for the front end (`Variant::spec`).
#[derive(Clone, Debug, Serialize)]
pub struct SpecView {
    /// Variant id.
    pub variant: &'static str,
    /// Players in turn order.
    pub players: Vec<PlayerView>,
    /// Every piece kind, in display order.
    pub pieces: Vec<KindSpec>,
    /// Names of the board's zones (`water`, `palace-r`…).
    pub zones: Vec<&'static str>,
    /// Whether a move may be taken back in a game against the computer.
    pub undo_against_bot: bool,
    /// Whether a player may offer a draw (two-player games).
    pub draw_offers: bool,
    /// Kinds a promotion may choose, strongest first; empty where nothing is chosen.
    pub promotion_order: Vec<&'static str>,
}

/// A piece on the board.
#[derive(Clone, Debug, Serialize)]
pub struct PieceView {
    /// Its cell.
    pub cell: String,
    /// Owner's letter.
    pub owner: char,
    /// Its token in the position string (`E`, `e`, `PR`).
    pub token: String,
    /// What kind of piece it is, in English (`lion`, `knight`): a stable id to translate.
    pub kind: &'static str,
    /// Upper-case piece letter of its kind (`E`, `Q`, `S`; `P` for every Timur pawn).
    pub letter: char,
    /// Three Kingdoms: the kingdom a taken-over piece came from, when not its owner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home: Option<char>,
    /// Timur pawns: the kind it promotes to, or `pawns` for the pawn of pawns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pawn_of: Option<&'static str>,
    /// Whether it is royal.
    pub royal: bool,
}

/// A legal (or played) move.
#[derive(Clone, Debug, Serialize)]
pub struct MoveView {
    /// Start cell name.
    pub from: String,
    /// Destination cell name.
    pub to: String,
    /// Move string.
    pub notation: String,
    /// The kind the piece becomes when the move string chooses it (hex `=Q`: `queen`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotion: Option<&'static str>,
    /// Timur: the King swap.
    #[serde(skip_serializing_if = "is_false")]
    pub swap: bool,
    /// The cell of the piece taken (not `to` for en passant); absent when nothing is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captures: Option<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Game state beyond the board and the side to move.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ExtrasView {
    /// Letters of the players still in the game, in turn order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub alive: Vec<char>,
    /// Timur: letters of the players whose King swap is still unused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swap_rights: Option<Vec<char>>,
    /// Timur: per player in turn order, how often the pawn of pawns reached the last rank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arrivals: Option<Vec<u8>>,
}

/// How the game ended.
#[derive(Clone, Debug, Serialize)]
pub struct ResultView {
    /// docs/rules.md §6.5 wording (`red wins: den`).
    pub text: String,
    /// The rule, as in the text (`den`, `threefold`…).
    pub rule: String,
    /// A stable id of the rule (`den`, `no-progress`, `fifty-moves`…), whatever the wording.
    pub rule_id: &'static str,
    /// The limit in plies of a rule that counts them (`no-progress`, `fifty-moves`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plies: Option<u16>,
    /// Letters of the winners (empty for a draw).
    pub winners: Vec<char>,
    /// Each player's score in turn order (0 for a kingdom knocked out before a draw).
    pub scores: Vec<f64>,
}

/// Everything the front end needs to show the current position.
#[derive(Clone, Debug, Serialize)]
pub struct StateView {
    /// Variant id.
    pub variant: &'static str,
    /// Letter of the side to move.
    pub turn: char,
    /// The position string.
    pub position: String,
    /// The current move number, as the position string writes it.
    pub move_number: u32,
    /// Game state beyond the board (players still in, Timur's swap rights and arrivals).
    pub extras: ExtrasView,
    /// Pieces on the board.
    pub pieces: Vec<PieceView>,
    /// Legal moves (empty when the game is over).
    pub moves: Vec<MoveView>,
    /// The last move played, if any.
    pub last: Option<MoveView>,
    /// Cells of royals in check.
    pub check: Vec<String>,
    /// The result, once the game is over.
    pub result: Option<ResultView>,
    /// Moves played since the session began.
    pub history: Vec<String>,
}

/// The bot's answer.
#[derive(Clone, Debug, Serialize)]
pub struct BotMove {
    /// The move string.
    pub notation: String,
    /// Its score for the bot, in centi-units.
    pub score: i32,
    /// Deepest completed search iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
}

/// One position of a game review (`AnySession::analyse`).
#[derive(Clone, Debug, Serialize)]
pub struct ReviewView {
    /// Letter of the player to move, whose point of view the scores take.
    pub mover: char,
    /// The best score found for the mover, in centi-units, capped at `review::SCORE_CAP`.
    pub score: i32,
    /// The best move found.
    pub best: Option<MoveView>,
    /// The move played here, when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played: Option<String>,
    /// The played move's score for the mover, on the same scale.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played_score: Option<i32>,
    /// How much the played move lost against the best one (0 when it is the best).
    pub drop: i32,
    /// The mark the drop earns (`Mark::of`), if any.
    pub mark: Option<Mark>,
    /// Deepest search iteration that finished.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// An evaluation feature as the front end shows it.
#[derive(Clone, Debug, Serialize)]
pub struct FeatureView {
    /// Stable id (`material.rat`).
    pub id: &'static str,
    /// Base weight.
    pub base: f32,
}

/// A game in progress of any variant.
pub trait AnySession: Send {
    /// Variant id.
    fn variant(&self) -> &'static str;
    /// Current position string.
    fn position(&self) -> String;
    /// Legal move strings, sorted.
    fn legal_moves(&self) -> Vec<String>;
    /// Letter of the player to move (cheap: no state view is built).
    fn turn(&self) -> char;
    /// Whether the player with this letter is still in play (false for a Three Kingdoms
    /// kingdom already defeated, and for an unknown letter).
    fn in_play(&self, player: char) -> bool;
    /// Moves played since the session began.
    fn ply_count(&self) -> usize;
    /// Plays a move string; on error nothing changes.
    fn play(&mut self, mv: &str) -> Result<(), ParseError>;
    /// Takes back the last move, and with it an ending declared since (by `end`: a
    /// resignation, an agreed draw…; the game is then as it was before that move). Returns
    /// whether a move was taken back; with no move to take back nothing changes, a declared
    /// ending included.
    fn undo(&mut self) -> bool;
    /// The player letter resigns (or leaves): the game's own rule says who wins
    /// (`Game::resignation`); a player already out of a three-player game may leave and play
    /// goes on.
    fn resign(&mut self, player: char) -> Result<(), ParseError> {
        self.end(Ending::Resign(player))
    }
    /// Ends the game drawn by agreement.
    fn agree_draw(&mut self) -> Result<(), ParseError> {
        self.end(Ending::Agreement)
    }
    /// Ends the game off the board (resignation, time, leaving, agreement, abort) as docs/rules.md
    /// §5 says; an error, changing nothing, when the game is already over, the player letter
    /// is unknown, or the ending does not apply (a draw claim against a gone player with three
    /// players, an abort once everyone has moved). An ending that changes nothing (a defeated kingdom
    /// leaving or running out of time) is accepted and the game goes on.
    fn end(&mut self, ending: Ending) -> Result<(), ParseError>;
    /// The outcome, if the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The result text of docs/rules.md §6.5, if the game is over.
    fn result_text(&self) -> Option<String>;
    /// The result with its rule, winners and scores, if the game is over (what `state()`
    /// carries, without building the rest of the state).
    fn result(&self) -> Option<ResultView>;
    /// The board geometry.
    fn geometry(&self) -> GeometryView;
    /// The current state.
    fn state(&self) -> StateView;
    /// Perft from the current position. A game over, by the rules or by a declared ending,
    /// counts 0 at depth 1 or more (and 1 at depth 0), like any finished position.
    fn perft(&mut self, depth: u32) -> u64;
    /// Perft split by root move; empty when the game is over.
    fn divide(&mut self, depth: u32) -> Vec<(String, u64)>;
    /// The bot's move for the side to move (None when the game is over). `movetime_ms` must be
    /// a finite number of milliseconds, 0 or more (`check_movetime`), and no level thinks
    /// longer than its ceiling whatever it asks (`Level::limits`). `weights` replaces the base
    /// evaluation weights (Benlik) and must pass `benlik::validate`, the check stored weights
    /// pass; `now` is a millisecond clock.
    fn bot_move(
        &mut self,
        level: Level,
        movetime_ms: Option<f64>,
        seed: u64,
        weights: Option<&[f32]>,
        now: &dyn Fn() -> f64,
    ) -> Result<Option<BotMove>, ParseError>;
    /// The review of the current position: the best move and its score for the side to move,
    /// searched with `nodes` (or `time_ms` when given, which `check_movetime` must accept), and
    /// when `played` names the move played here, what it lost and its mark. None when the game
    /// is over; an error, changing nothing, for an illegal `played` or a bad time.
    fn analyse(
        &mut self,
        played: Option<&str>,
        nodes: u64,
        time_ms: Option<f64>,
        now: &dyn Fn() -> f64,
    ) -> Result<Option<ReviewView>, ParseError>;
    /// The move number the position string writes (cheap: no state view is built).
    fn move_number(&self) -> u32;
    /// The evaluation features of this variant with their base weights.
    fn features(&self) -> Vec<FeatureView>;
    /// Where each piece kind goes from a central cell of an empty board.
    fn piece_help(&self) -> Vec<PieceHelp>;
    /// Benlik's weights after this finished game: `benlik` is the bot's player letter and
    /// `weights` the weights it played with (see `crate::benlik`).
    fn benlik_update(&self, benlik: char, weights: &[f32]) -> Result<Vec<f32>, ParseError>;
}

/// A game of one variant with the moves played, so it can undo and show the last move.
pub struct Session<G: Evaluate> {
    game: G,
    played: Vec<G::Move>,
    /// An ending the rules do not see: resignation or agreed draw.
    declared: Option<Outcome>,
    /// The bot's searcher, created on first use and kept (its tables help the next move).
    searcher: Option<Box<Searcher<G>>>,
    /// The review's searcher, apart from the bot's so a review never changes the bot's play.
    analyser: Option<Box<Searcher<G>>>,
}

/// Transposition-table size of the bot: 2^18 entries, a few MB, fine in a phone's browser.
const BOT_TABLE_BITS: u32 = 18;

impl<G: Evaluate> Session<G> {
    /// Starts from the start position or a position string.
    pub fn new(position: Option<&str>) -> Result<Self, ParseError> {
        let game = match position {
            Some(p) => G::from_position(p)?,
            None => G::start(),
        };
        Ok(Session {
            game,
            played: Vec::new(),
            declared: None,
            searcher: None,
            analyser: None,
        })
    }

    fn boxed(position: Option<&str>) -> Result<Box<dyn AnySession>, ParseError> {
        Ok(Box::new(Self::new(position)?))
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// A move's view; `before` is the position it is (or was) played from.
    fn move_view(before: &G, mv: G::Move, notation: String) -> MoveView {
        let topo = G::topology();
        let facts = before.move_facts(mv);
        MoveView {
            from: topo.name(mv.from()).to_string(),
            to: topo.name(mv.to()).to_string(),
            notation,
            promotion: facts.promotion,
            swap: facts.swap,
            captures: facts.captures.map(|c| topo.name(c).to_string()),
        }
    }

    fn extras_view(&self) -> ExtrasView {
        let letters = G::player_letters();
        let extras = self.game.extras();
        let to_letters = |players: Vec<Player>| {
            players
                .into_iter()
                .filter_map(|p| letters.get(p as usize).copied())
                .collect()
        };
        ExtrasView {
            alive: (0..letters.len() as Player)
                .filter(|&p| !self.game.is_eliminated(p))
                .map(|p| letters[p as usize])
                .collect(),
            swap_rights: extras.swap_rights.map(to_letters),
            arrivals: extras.arrivals,
        }
    }

    fn player_of(letter: char) -> Result<Player, ParseError> {
        G::player_letters()
            .iter()
            .position(|&l| l == letter)
            .map(|p| p as Player)
            .ok_or_else(|| {
                ParseError::new(
                    ErrorKind::UnknownPlayer,
                    format!("unknown player '{letter}'"),
                )
                .with("player", letter)
            })
    }

    fn ensure_ongoing(&self) -> Result<(), ParseError> {
        match self.outcome() {
            Some(o) => Err(ParseError::new(
                ErrorKind::GameOver,
                format!(
                    "the game is already over ({})",
                    o.describe(G::player_names())
                ),
            )
            .with("result", o.describe(G::player_names()))),
            None => Ok(()),
        }
    }
}

impl<G: Evaluate> AnySession for Session<G> {
    fn variant(&self) -> &'static str {
        G::VARIANT
    }

    fn position(&self) -> String {
        self.game.to_position()
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.declared.is_some() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        self.game.legal_moves(&mut moves);
        let mut names: Vec<String> = moves
            .into_iter()
            .map(|m| self.game.move_to_string(m))
            .collect();
        names.sort();
        names
    }

    fn turn(&self) -> char {
        G::player_letters()[self.game.side_to_move() as usize]
    }

    fn in_play(&self, player: char) -> bool {
        Self::player_of(player).is_ok_and(|p| !self.game.is_eliminated(p))
    }

    fn ply_count(&self) -> usize {
        self.played.len()
    }

    fn play(&mut self, mv: &str) -> Result<(), ParseError> {
        self.ensure_ongoing()?;
        let parsed = self.game.parse_move(mv)?;
        self.game.make(parsed);
        self.played.push(parsed);
        Ok(())
    }

    fn undo(&mut self) -> bool {
        if self.played.pop().is_none() {
            return false;
        }
        self.game.unmake();
        // The ending was declared after this move (none can be declared once the game is over).
        self.declared = None;
        true
    }

    fn end(&mut self, ending: Ending) -> Result<(), ParseError> {
        self.ensure_ongoing()?;
        let players = G::player_letters().len();
        self.declared = match ending {
            Ending::Resign(p) => self.game.forfeit(Self::player_of(p)?, Rule::Resignation),
            Ending::Left(p) => self.game.forfeit(Self::player_of(p)?, Rule::Left),
            Ending::Time(p) => {
                let loser = Self::player_of(p)?;
                let opponent = (loser + 1) % players as Player;
                if players == 2 && self.game.has_only_royals(opponent) {
                    Some(Outcome::Draw { rule: Rule::Time })
                } else {
                    self.game.forfeit(loser, Rule::Time)
                }
            }
            Ending::LeftDraw(p) => {
                Self::player_of(p)?;
                if players != 2 {
                    return Err(ParseError::new(
                        ErrorKind::EndingRefused,
                        "a draw claim against a player who left needs two players",
                    )
                    .with("reason", "two-players"));
                }
                Some(Outcome::Draw { rule: Rule::Left })
            }
            Ending::Agreement => Some(Outcome::Draw {
                rule: Rule::Agreement,
            }),
            Ending::Abort => {
                if self.played.len() >= players {
                    return Err(ParseError::new(
                        ErrorKind::EndingRefused,
                        "too late to abort: every player has made a first move",
                    )
                    .with("reason", "too-late"));
                }
                Some(Outcome::Aborted)
            }
        };
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.declared.clone().or_else(|| self.game.outcome())
    }

    fn result_text(&self) -> Option<String> {
        self.outcome().map(|o| o.describe(G::player_names()))
    }

    fn result(&self) -> Option<ResultView> {
        let letters = G::player_letters();
        self.outcome().map(|o| ResultView {
            text: o.describe(G::player_names()),
            rule: o.rule().to_string(),
            rule_id: o.rule().id(),
            plies: o.rule().plies(),
            winners: match &o {
                Outcome::Win { winners, .. } => {
                    winners.iter().map(|&p| letters[p as usize]).collect()
                }
                Outcome::Stalemate { stalemating, .. } => vec![letters[*stalemating as usize]],
                Outcome::Draw { .. } | Outcome::Aborted => Vec::new(),
            },
            scores: (0..letters.len() as Player)
                .map(|p| o.final_score(p, self.game.is_eliminated(p)))
                .collect(),
        })
    }

    fn geometry(&self) -> GeometryView {
        let topo = G::topology();
        let cells = topo
            .cells()
            .map(|c| {
                let (x, y) = topo.position(c);
                let zones = topo
                    .zones()
                    .iter()
                    .filter(|z| z.cells.contains(c))
                    .map(|z| z.name)
                    .collect();
                CellView {
                    name: topo.name(c).to_string(),
                    x,
                    y,
                    zones,
                }
            })
            .collect();
        let players = G::player_letters()
            .iter()
            .zip(G::player_names())
            .map(|(&letter, &name)| PlayerView { letter, name })
            .collect();
        let lines = G::board_lines()
            .into_iter()
            .map(|(a, b)| [topo.name(a).to_string(), topo.name(b).to_string()])
            .collect();
        GeometryView {
            variant: G::VARIANT,
            shape: topo.shape,
            cells,
            players,
            lines,
        }
    }

    fn state(&self) -> StateView {
        let topo = G::topology();
        let letters = G::player_letters();
        let pieces = topo
            .cells()
            .filter_map(|c| {
                let (owner, token) = self.game.piece_at(c)?;
                let facts = self.game.piece_facts(c);
                Some(PieceView {
                    cell: topo.name(c).to_string(),
                    owner: letters[owner as usize],
                    kind: self.game.piece_kind(c).unwrap_or("piece"),
                    letter: facts
                        .map(|f| f.letter)
                        .or_else(|| token.chars().next().map(|c| c.to_ascii_uppercase()))
                        .unwrap_or('?'),
                    token,
                    home: facts
                        .and_then(|f| f.home)
                        .and_then(|h| letters.get(h as usize).copied()),
                    pawn_of: facts.and_then(|f| f.pawn_of),
                    royal: facts.is_some_and(|f| f.royal),
                })
            })
            .collect();
        let mut moves = Vec::new();
        if self.declared.is_none() {
            self.game.legal_moves(&mut moves);
        }
        let moves = moves
            .into_iter()
            .map(|m| Self::move_view(&self.game, m, self.game.move_to_string(m)))
            .collect();
        // Replaying is the simple way to get each played move's string as it was written then.
        let history = self.history();
        let last = self.played.last().map(|&m| {
            // What the move took is read in the position it was played from.
            let mut before = self.game.clone();
            before.unmake();
            Self::move_view(&before, m, history.last().cloned().unwrap_or_default())
        });
        let result = self.result();
        StateView {
            variant: G::VARIANT,
            turn: letters[self.game.side_to_move() as usize],
            position: self.game.to_position(),
            move_number: self.game.move_number(),
            extras: self.extras_view(),
            pieces,
            moves,
            last,
            check: self
                .game
                .checked_cells()
                .into_iter()
                .map(|c| topo.name(c).to_string())
                .collect(),
            result,
            history,
        }
    }

    fn perft(&mut self, depth: u32) -> u64 {
        if self.declared.is_some() {
            return u64::from(depth == 0);
        }
        perft::perft(&mut self.game, depth)
    }

    fn divide(&mut self, depth: u32) -> Vec<(String, u64)> {
        if self.declared.is_some() {
            return Vec::new();
        }
        perft::divide(&mut self.game, depth)
    }

    fn bot_move(
        &mut self,
        level: Level,
        movetime_ms: Option<f64>,
        seed: u64,
        weights: Option<&[f32]>,
        now: &dyn Fn() -> f64,
    ) -> Result<Option<BotMove>, ParseError> {
        if let Some(ms) = movetime_ms {
            check_movetime(ms)?;
        }
        let base = base_weights::<G>();
        let weights = match weights {
            Some(w) => {
                benlik::validate(&base, w).map_err(|e| {
                    ParseError::new(
                        ErrorKind::BadWeights,
                        format!("unusable weights for {}: {e}", G::VARIANT),
                    )
                    .with("variant", G::VARIANT)
                    .with("reason", e)
                })?;
                w.to_vec()
            }
            None => base,
        };
        if self.outcome().is_some() {
            return Ok(None);
        }
        let history = self.history_hashes();
        let searcher = self
            .searcher
            .get_or_insert_with(|| Box::new(Searcher::new(BOT_TABLE_BITS, weights.clone())));
        searcher.set_weights(weights);
        searcher.set_history(&history);
        let result = choose(
            searcher,
            &mut self.game,
            level,
            movetime_ms,
            now,
            None,
            seed,
        );
        Ok(result.best.map(|mv| BotMove {
            notation: self.game.move_to_string(mv),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            elapsed_ms: result.elapsed_ms,
        }))
    }

    fn analyse(
        &mut self,
        played: Option<&str>,
        nodes: u64,
        time_ms: Option<f64>,
        now: &dyn Fn() -> f64,
    ) -> Result<Option<ReviewView>, ParseError> {
        if let Some(ms) = time_ms {
            check_movetime(ms)?;
        }
        if self.outcome().is_some() {
            return Ok(None);
        }
        let played = match played {
            Some(text) => Some((self.game.parse_move(text)?, text.trim().to_string())),
            None => None,
        };
        let history = self.history_hashes();
        let analyser = self
            .analyser
            .get_or_insert_with(|| Box::new(Searcher::new(BOT_TABLE_BITS, base_weights::<G>())));
        analyser.set_history(&history);
        let found = review::analyse(
            analyser,
            &mut self.game,
            review::limits(nodes, time_ms),
            played.as_ref().map(|p| p.0),
            now,
        );
        let best = found
            .best
            .map(|m| Self::move_view(&self.game, m, self.game.move_to_string(m)));
        let is_best = played.as_ref().is_some_and(|p| Some(p.0) == found.best);
        let drop = match found.played_score {
            Some(s) if !is_best => (found.score - s).max(0),
            _ => 0,
        };
        Ok(Some(ReviewView {
            mover: self.turn(),
            score: found.score,
            best,
            played: played.map(|p| p.1),
            played_score: found.played_score,
            drop,
            mark: Mark::of(drop),
            depth: found.depth,
            nodes: found.nodes,
        }))
    }

    fn move_number(&self) -> u32 {
        self.game.move_number()
    }

    fn features(&self) -> Vec<FeatureView> {
        G::features()
            .iter()
            .map(|f| FeatureView {
                id: f.id,
                base: f.base,
            })
            .collect()
    }

    fn piece_help(&self) -> Vec<PieceHelp> {
        G::piece_help()
    }

    fn benlik_update(&self, benlik: char, weights: &[f32]) -> Result<Vec<f32>, ParseError> {
        let player = Self::player_of(benlik)?;
        let Some(outcome) = self.outcome() else {
            return Err(ParseError::new(
                ErrorKind::GameNotOver,
                "the game is not over: Benlik learns from finished games only",
            ));
        };
        if outcome == Outcome::Aborted {
            // An aborted game was not played: nothing to learn.
            return Ok(weights.to_vec());
        }
        let mut replay = self.game.clone();
        for _ in &self.played {
            replay.unmake();
        }
        let positions = learning_positions(&mut replay, &self.played, player);
        Ok(benlik::update(
            &base_weights::<G>(),
            weights,
            &positions,
            outcome.score(player),
        ))
    }
}

/// Feature values (for `benlik`) of every position of a game where another player was to
/// move, replaying `moves` from `game` (which is restored afterwards).
fn learning_positions<G: Evaluate>(
    game: &mut G,
    moves: &[G::Move],
    benlik: Player,
) -> Vec<Vec<f32>> {
    let mut positions = Vec::new();
    for &mv in moves {
        if game.side_to_move() != benlik {
            let mut values = vec![0.0; G::features().len()];
            game.feature_values(benlik, &mut values);
            positions.push(values);
        }
        game.make(mv);
    }
    for _ in moves {
        game.unmake();
    }
    positions
}

impl<G: Evaluate> Session<G> {
    /// Hashes of the positions before the current one, oldest first (for the search's
    /// repetition detection).
    fn history_hashes(&self) -> Vec<u64> {
        let mut replay = self.game.clone();
        let mut hashes = Vec::with_capacity(self.played.len());
        for _ in &self.played {
            replay.unmake();
            hashes.push(replay.hash());
        }
        hashes.reverse();
        hashes
    }

    /// The move strings played, each written in the position it was played from.
    pub fn history(&self) -> Vec<String> {
        let mut replay = self.game.clone();
        for _ in &self.played {
            replay.unmake();
        }
        self.played
            .iter()
            .map(|&m| {
                let name = replay.move_to_string(m);
                replay.make(m);
                name
            })
            .collect()
    }
}

/// Runs `invariants::soak` for a variant.
pub fn soak(variant: Variant, plies: u64, seed: u64) -> Vec<String> {
    with_game!(variant, G => invariants::soak::<G>(plies, seed))
}

/// A finished bot-against-bot game.
#[derive(Clone, Debug)]
pub struct BotGame {
    /// The result text.
    pub result: String,
    /// Each seat's score (0 for a seat knocked out before a draw).
    pub scores: Vec<f64>,
    /// Plies played.
    pub plies: usize,
    /// Each seat's slowest move in milliseconds.
    pub slowest_ms: Vec<f64>,
    /// For each seat, the ply after which it was knocked out, or `None` if it never was.
    pub knocked_out_at: Vec<Option<usize>>,
}

/// Plays one bot game from the start; seat `i` plays player `i`.
pub fn bot_game(
    variant: Variant,
    seats: &[Seat],
    movetime_ms: Option<f64>,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> BotGame {
    with_game!(variant, G => {
        let record = arena::play_game(&G::start(), seats, movetime_ms, seed, now);
        BotGame {
            result: record.outcome.describe(G::player_names()),
            scores: (0..seats.len())
                .map(|p| record.outcome.final_score(p as Player, record.knocked_out_at[p].is_some()))
                .collect(),
            plies: record.moves.len(),
            slowest_ms: record.slowest_ms,
            knocked_out_at: record.knocked_out_at,
        }
    })
}

/// Number of players of a variant.
pub fn player_count(variant: Variant) -> usize {
    with_game!(variant, G => G::player_letters().len())
}

/// One line of `tahta bench`.
#[derive(Clone, Debug, Serialize)]
pub struct BenchLine {
    /// What was measured (`search start`, `perft 5`…).
    pub name: String,
    /// Nodes (search) or leaves (perft, summed over its repeated runs).
    pub nodes: u64,
    /// Milliseconds.
    pub ms: f64,
    /// Depth completed (search) or perft depth.
    pub depth: u32,
}

/// The benchmark's middle-game position: 16 plies of a fixed bot game from the start (a
/// search of depth 2 for each, so the same position on every machine).
pub(crate) fn bench_middle_game<G: Evaluate>() -> G {
    let mut mid = G::start();
    let mut searcher = Searcher::<G>::new(16, base_weights::<G>());
    for ply in 0..16 {
        let limits = crate::search::Limits {
            depth: 2,
            ..Default::default()
        };
        match searcher.search(&mut mid, limits, &|| 0.0, None, ply).best {
            Some(mv) => mid.make(mv),
            None => break,
        }
    }
    mid
}

/// The least time the benchmark's perft line runs for, repeating its perft (milliseconds).
const PERFT_BENCH_MS: f64 = 500.0;

/// The benchmark workload, identical natively and in the wasm build: for each fixed position a
/// search with a fixed node budget (same work everywhere, so speeds compare exactly), a search
/// of `movetime_ms` (the depth Hard reaches: capped at Hard's ceiling, `HARD_LIMIT_MS`), and a
/// perft (its leaves summed over runs repeated for `PERFT_BENCH_MS` by `now`, which must
/// advance). A time limit that `check_movetime` refuses is an error.
pub fn bench(
    variant: Variant,
    movetime_ms: f64,
    now: &dyn Fn() -> f64,
) -> Result<Vec<BenchLine>, ParseError> {
    let movetime_ms = check_movetime(movetime_ms)?.min(HARD_LIMIT_MS);
    Ok(with_game!(variant, G => {
        let mut lines = Vec::new();
        let positions: Vec<(String, G)> =
            vec![("start".into(), G::start()), ("middle game".into(), bench_middle_game())];
        for (name, position) in &positions {
            let mut game = position.clone();
            // Set up as Hard searches.
            let mut fixed = Searcher::<G>::new(BOT_TABLE_BITS, base_weights::<G>());
            configure(&mut fixed, Level::Hard);
            let limits = crate::search::Limits { nodes: 1_000_000, ..Default::default() };
            let r = fixed.search(&mut game, limits, now, None, 1);
            lines.push(BenchLine { name: format!("search {name}, 1M nodes"), nodes: r.nodes, ms: r.elapsed_ms, depth: r.depth });
            let mut timed = Searcher::<G>::new(BOT_TABLE_BITS, base_weights::<G>());
            configure(&mut timed, Level::Hard);
            let limits = crate::search::Limits { time_ms: Some(movetime_ms), ..Default::default() };
            let r = timed.search(&mut game, limits, now, None, 1);
            lines.push(BenchLine { name: format!("search {name}, {movetime_ms} ms"), nodes: r.nodes, ms: r.elapsed_ms, depth: r.depth });
        }
        let mut game = G::start();
        let mut depth = 1;
        let mut leaves = perft::perft(&mut game, depth);
        // The first depth with at least 2M leaves: enough to time, and the same depth natively
        // and in wasm so the two lines compare.
        while leaves < 2_000_000 {
            depth += 1;
            leaves = perft::perft(&mut game, depth);
        }
        // Repeated for at least `PERFT_BENCH_MS`: one perft of that size takes 30 to 200 ms on
        // a desktop, too short to time against a shared machine's drift (one run's rate of hex
        // perft varied by 15 to 30% between rounds).
        let t0 = now();
        let mut leaves = 0;
        let mut ms = 0.0;
        while ms < PERFT_BENCH_MS {
            leaves += perft::perft(&mut game, depth);
            ms = now() - t0;
        }
        lines.push(BenchLine { name: format!("perft {depth}"), nodes: leaves, ms, depth });
        lines
    }))
}

/// One block of a Benlik learning session.
#[derive(Clone, Debug)]
pub struct LearningBlock {
    /// Games in the block.
    pub games: usize,
    /// Benlik's total score in the block.
    pub score: f64,
}

/// What a Benlik learning session produced.
#[derive(Clone, Debug)]
pub struct LearningReport {
    /// Per feature: id, base weight, final weight.
    pub drift: Vec<(&'static str, f32, f32)>,
    /// Score per block of games.
    pub blocks: Vec<LearningBlock>,
    /// Each game's result text, from Benlik's seat.
    pub games: Vec<String>,
}

/// Benlik plays `games` games against `opponent`, alternating seats, learning after each.
pub fn benlik_session(
    variant: Variant,
    games: usize,
    opponent: Level,
    movetime_ms: Option<f64>,
    block: usize,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> LearningReport {
    with_game!(variant, G => {
        let base = base_weights::<G>();
        let mut weights = base.clone();
        let players = G::player_letters().len();
        let mut blocks: Vec<LearningBlock> = Vec::new();
        let mut results = Vec::new();
        for g in 0..games {
            let seat = g % players;
            let seats: Vec<Seat> = (0..players)
                .map(|s| if s == seat {
                    Seat { level: Level::Benlik, weights: Some(weights.clone()), without: Vec::new() }
                } else {
                    Seat { level: opponent, weights: None, without: Vec::new() }
                })
                .collect();
            let mut start = G::start();
            let record = arena::play_game(&start, &seats, movetime_ms, seed.wrapping_add(g as u64), now);
            let positions = learning_positions(&mut start, &record.moves, seat as Player);
            let score = record.outcome.score(seat as Player);
            weights = benlik::update(&base, &weights, &positions, score);
            if g % block.max(1) == 0 {
                blocks.push(LearningBlock { games: 0, score: 0.0 });
            }
            let last = blocks.last_mut().expect("a block was pushed");
            last.games += 1;
            last.score += score;
            results.push(format!(
                "Benlik as {}: {}",
                G::player_names()[seat],
                record.outcome.describe(G::player_names())
            ));
        }
        let drift = G::features().iter().zip(&weights).map(|(f, &w)| (f.id, f.base, w)).collect();
        LearningReport { drift, blocks, games: results }
    })
}

/// What the games' tests ask of a session, written once.
#[cfg(test)]
pub(crate) mod testing {
    use super::{AnySession, StateView, Variant};

    /// A `variant` session after playing `moves` from `position` (tests only: a bad position
    /// or move fails the test).
    pub(crate) fn session_after(
        variant: Variant,
        position: &str,
        moves: &[&str],
    ) -> Box<dyn AnySession> {
        let mut session = variant.new_session(Some(position)).unwrap();
        for m in moves {
            session.play(m).unwrap();
        }
        session
    }

    /// The session's state after playing `moves` from `position`.
    pub(crate) fn state_after(variant: Variant, position: &str, moves: &[&str]) -> StateView {
        session_after(variant, position, moves).state()
    }

    /// The rule id and ply limit of the result after `moves`, which must end the game.
    pub(crate) fn rule_after(
        variant: Variant,
        position: &str,
        moves: &[&str],
    ) -> (&'static str, Option<u16>) {
        let result = state_after(variant, position, moves)
            .result
            .expect("the game is over");
        (result.rule_id, result.plies)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_kinds_are_the_pieces_of_the_game() {
        for &variant in Variant::ALL {
            let spec = variant.spec();
            let session = variant.new_session(None).unwrap();
            let state = session.state();
            let help = session.piece_help();
            assert_eq!(spec.variant, variant.id());
            let letters: Vec<char> = spec.players.iter().map(|p| p.letter).collect();
            let geometry: Vec<char> = session
                .geometry()
                .players
                .iter()
                .map(|p| p.letter)
                .collect();
            assert_eq!(letters, geometry);
            assert_eq!(state.extras.alive, letters);
            for kind in &spec.pieces {
                let in_help = help
                    .iter()
                    .any(|h| h.name == kind.kind && h.token.starts_with(kind.letter));
                let on_board = state
                    .pieces
                    .iter()
                    .any(|p| p.kind == kind.kind && p.letter == kind.letter);
                assert!(in_help || on_board, "{}: {}", variant.id(), kind.kind);
            }
            for piece in &state.pieces {
                let kind = spec.pieces.iter().find(|k| k.kind == piece.kind).unwrap();
                assert_eq!((kind.letter, kind.royal), (piece.letter, piece.royal));
                // The letter is in the token, whatever the owner's case or prefix.
                assert!(piece.token.to_ascii_uppercase().contains(piece.letter));
            }
            for promoted in &spec.promotion_order {
                assert!(spec.pieces.iter().any(|k| k.kind == *promoted));
            }
            let zones: Vec<&str> = session
                .geometry()
                .cells
                .iter()
                .flat_map(|c| c.zones.clone())
                .collect();
            assert!(zones.iter().all(|z| spec.zones.contains(z)));
            assert_eq!(spec.draw_offers, letters.len() == 2);
        }
    }

    #[test]
    fn spec_says_the_table_rules_of_each_game() {
        let jungle = Variant::Jungle.spec();
        let strengths: Vec<Option<u8>> = jungle.pieces.iter().map(|k| k.strength).collect();
        assert_eq!(strengths, (1..=8).rev().map(Some).collect::<Vec<_>>());
        assert!(jungle.undo_against_bot && jungle.draw_offers);
        let hex = Variant::Hex.spec();
        assert!(!hex.undo_against_bot && hex.draw_offers);
        assert_eq!(hex.promotion_order, ["queen", "rook", "bishop", "knight"]);
        let pawn = hex.pieces.iter().find(|k| k.kind == "pawn").unwrap();
        assert!(pawn.promotes && !pawn.royal && pawn.strength.is_none());
        let timur = Variant::Timur.spec();
        assert!(timur.undo_against_bot && timur.promotion_order.is_empty());
        let royals: Vec<&str> = timur
            .pieces
            .iter()
            .filter(|k| k.royal)
            .map(|k| k.kind)
            .collect();
        assert_eq!(royals, ["king", "prince", "adventitious king"]);
        let sanguo = Variant::Sanguo.spec();
        assert!(sanguo.undo_against_bot && !sanguo.draw_offers);
        assert_eq!(sanguo.players.len(), 3);
    }

    #[test]
    fn off_board_endings_carry_rule_ids() {
        let ended = |variant: Variant, ending: Ending| {
            let mut session = variant.new_session(None).unwrap();
            session.end(ending).unwrap();
            let result = session.result().unwrap();
            (result.rule_id, result.plies)
        };
        assert_eq!(
            ended(Variant::Jungle, Ending::Resign('r')),
            ("resignation", None)
        );
        assert_eq!(ended(Variant::Hex, Ending::Agreement), ("agreement", None));
        assert_eq!(ended(Variant::Timur, Ending::Time('w')), ("time", None));
        assert_eq!(ended(Variant::Sanguo, Ending::Left('g')), ("left", None));
        assert_eq!(ended(Variant::Hex, Ending::Abort), ("aborted", None));
    }

    #[test]
    fn optional_fields_are_left_out_when_absent() {
        let session = Variant::Jungle.new_session(None).unwrap();
        let json = serde_json::to_value(session.state()).unwrap();
        assert_eq!(json["move_number"], 1);
        assert_eq!(json["extras"], serde_json::json!({"alive": ["r", "b"]}));
        let piece = &json["pieces"][0];
        assert!(piece.get("home").is_none() && piece.get("pawn_of").is_none());
        assert_eq!(piece["royal"], false);
        let mv = &json["moves"][0];
        for absent in ["promotion", "swap", "captures"] {
            assert!(mv.get(absent).is_none(), "{absent} in {mv}");
        }
        let spec = serde_json::to_value(Variant::Hex.spec()).unwrap();
        let king = &spec["pieces"][0];
        assert_eq!(
            king,
            &serde_json::json!({"letter": "K", "kind": "king", "royal": true})
        );
        let mut session = Variant::Timur.new_session(None).unwrap();
        session.end(Ending::Resign('w')).unwrap();
        let json = serde_json::to_value(session.state()).unwrap();
        assert_eq!(json["extras"]["swap_rights"], serde_json::json!(["w", "b"]));
        assert_eq!(json["extras"]["arrivals"], serde_json::json!([0, 0]));
        assert_eq!(json["result"]["rule_id"], "resignation");
        assert!(json["result"].get("plies").is_none());
    }
}
