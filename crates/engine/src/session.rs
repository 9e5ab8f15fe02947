//! One game in progress, behind a variant-independent interface: what the CLI and the wasm
//! facade hold. Moves go in and out as strings; the board goes out as plain serialisable views.

use crate::game::{Game, GameMove, Outcome, ParseError, Player, Rule};
use crate::invariants;
use crate::jungle::Jungle;
use crate::perft;
use crate::sanguo::Sanguo;
use crate::topology::CellShape;
use serde::Serialize;

/// The games Tahta knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Jungle (Dou Shou Qi).
    Jungle,
    /// Three Kingdoms xiangqi (sānguó qí).
    Sanguo,
}

impl Variant {
    /// Every playable variant, in menu order.
    pub const ALL: &'static [Variant] = &[Variant::Jungle, Variant::Sanguo];

    /// The variant id used in URLs, the CLI and storage keys.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Jungle => Jungle::VARIANT,
            Variant::Sanguo => Sanguo::VARIANT,
        }
    }

    /// Reads a variant id.
    pub fn parse(id: &str) -> Result<Variant, ParseError> {
        Variant::ALL
            .iter()
            .copied()
            .find(|v| v.id() == id)
            .ok_or_else(|| {
                let known: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
                ParseError(format!(
                    "unknown variant '{id}' (known: {})",
                    known.join(", ")
                ))
            })
    }

    /// The start position for a table option given as `name=value` (the URL parameter), or
    /// `None` when the option keeps the default start. Three Kingdoms: `banners=on` (default)
    /// or `banners=off`, which is only another start position.
    pub fn option_start(self, option: &str) -> Result<Option<&'static str>, ParseError> {
        match (self, option) {
            (Variant::Sanguo, "banners=on") => Ok(None),
            (Variant::Sanguo, "banners=off") => Ok(Some(crate::sanguo::START_WITHOUT_BANNERS)),
            _ => Err(ParseError(format!(
                "unknown table option '{option}' for {}",
                self.id()
            ))),
        }
    }

    /// Starts a game of this variant from the start or from a position string.
    pub fn new_session(self, position: Option<&str>) -> Result<Box<dyn AnySession>, ParseError> {
        match self {
            Variant::Jungle => Session::<Jungle>::boxed(position),
            Variant::Sanguo => Session::<Sanguo>::boxed(position),
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

/// A piece on the board.
#[derive(Clone, Debug, Serialize)]
pub struct PieceView {
    /// Its cell.
    pub cell: String,
    /// Owner's letter.
    pub owner: char,
    /// Its token in the position string (`E`, `e`, `PR`).
    pub token: String,
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
}

/// How the game ended.
#[derive(Clone, Debug, Serialize)]
pub struct ResultView {
    /// RULES.md wording (`red wins: den`).
    pub text: String,
    /// The rule, as in the text (`den`, `threefold`…).
    pub rule: String,
    /// Letters of the winners (empty for a draw).
    pub winners: Vec<char>,
    /// Each player's score in turn order.
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

/// A game in progress of any variant.
pub trait AnySession: Send {
    /// Variant id.
    fn variant(&self) -> &'static str;
    /// Current position string.
    fn position(&self) -> String;
    /// Legal move strings, sorted.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays a move string; on error nothing changes.
    fn play(&mut self, mv: &str) -> Result<(), ParseError>;
    /// Takes back the last move (and any ending by resignation or agreement). False if none.
    fn undo(&mut self) -> bool;
    /// The player letter resigns (or leaves): the game's own rule says who wins
    /// (`Game::resignation`); a player already out of a three-player game may leave and play
    /// goes on.
    fn resign(&mut self, player: char) -> Result<(), ParseError>;
    /// Ends the game drawn by agreement.
    fn agree_draw(&mut self) -> Result<(), ParseError>;
    /// The outcome, if the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The result text of RULES.md, if the game is over.
    fn result_text(&self) -> Option<String>;
    /// The board geometry.
    fn geometry(&self) -> GeometryView;
    /// The current state.
    fn state(&self) -> StateView;
    /// Perft from the current position.
    fn perft(&mut self, depth: u32) -> u64;
    /// Perft split by root move.
    fn divide(&mut self, depth: u32) -> Vec<(String, u64)>;
}

/// A game of one variant with the moves played, so it can undo and show the last move.
pub struct Session<G: Game> {
    game: G,
    played: Vec<G::Move>,
    /// An ending the rules do not see: resignation or agreed draw.
    declared: Option<Outcome>,
}

impl<G: Game> Session<G> {
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
        })
    }

    fn boxed(position: Option<&str>) -> Result<Box<dyn AnySession>, ParseError> {
        Ok(Box::new(Self::new(position)?))
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }

    fn move_view(&self, mv: G::Move, notation: String) -> MoveView {
        let topo = G::topology();
        MoveView {
            from: topo.name(mv.from()).to_string(),
            to: topo.name(mv.to()).to_string(),
            notation,
        }
    }

    fn player_of(letter: char) -> Result<Player, ParseError> {
        G::player_letters()
            .iter()
            .position(|&l| l == letter)
            .map(|p| p as Player)
            .ok_or_else(|| ParseError(format!("unknown player '{letter}'")))
    }

    fn ensure_ongoing(&self) -> Result<(), ParseError> {
        match self.outcome() {
            Some(o) => Err(ParseError(format!(
                "the game is already over ({})",
                o.describe(G::player_names())
            ))),
            None => Ok(()),
        }
    }
}

impl<G: Game> AnySession for Session<G> {
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

    fn play(&mut self, mv: &str) -> Result<(), ParseError> {
        self.ensure_ongoing()?;
        let parsed = self.game.parse_move(mv)?;
        self.game.make(parsed);
        self.played.push(parsed);
        Ok(())
    }

    fn undo(&mut self) -> bool {
        if self.declared.take().is_some() {
            return true;
        }
        if self.played.pop().is_some() {
            self.game.unmake();
            return true;
        }
        false
    }

    fn resign(&mut self, player: char) -> Result<(), ParseError> {
        self.ensure_ongoing()?;
        let loser = Self::player_of(player)?;
        self.declared = self.game.resignation(loser);
        Ok(())
    }

    fn agree_draw(&mut self) -> Result<(), ParseError> {
        self.ensure_ongoing()?;
        self.declared = Some(Outcome::Draw {
            rule: Rule::Agreement,
        });
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.declared.clone().or_else(|| self.game.outcome())
    }

    fn result_text(&self) -> Option<String> {
        self.outcome().map(|o| o.describe(G::player_names()))
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
                self.game.piece_at(c).map(|(owner, token)| PieceView {
                    cell: topo.name(c).to_string(),
                    owner: letters[owner as usize],
                    token,
                })
            })
            .collect();
        let mut moves = Vec::new();
        if self.declared.is_none() {
            self.game.legal_moves(&mut moves);
        }
        let moves = moves
            .into_iter()
            .map(|m| self.move_view(m, self.game.move_to_string(m)))
            .collect();
        // Replaying is the simple way to get each played move's string as it was written then.
        let history = self.history();
        let last = self
            .played
            .last()
            .map(|&m| self.move_view(m, history.last().cloned().unwrap_or_default()));
        let result = self.outcome().map(|o| ResultView {
            text: o.describe(G::player_names()),
            rule: o.rule().to_string(),
            winners: match &o {
                Outcome::Win { winners, .. } => {
                    winners.iter().map(|&p| letters[p as usize]).collect()
                }
                Outcome::Stalemate { stalemating, .. } => vec![letters[*stalemating as usize]],
                Outcome::Draw { .. } => Vec::new(),
            },
            scores: (0..letters.len() as Player).map(|p| o.score(p)).collect(),
        });
        StateView {
            variant: G::VARIANT,
            turn: letters[self.game.side_to_move() as usize],
            position: self.game.to_position(),
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
        perft::perft(&mut self.game, depth)
    }

    fn divide(&mut self, depth: u32) -> Vec<(String, u64)> {
        perft::divide(&mut self.game, depth)
    }
}

impl<G: Game> Session<G> {
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
    match variant {
        Variant::Jungle => invariants::soak::<Jungle>(plies, seed),
        Variant::Sanguo => invariants::soak::<Sanguo>(plies, seed),
    }
}
