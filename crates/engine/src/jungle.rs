//! Jungle (Dou Shou Qi): every rule of docs/rules.md §1 in one file.
//!
//! The rules, the string formats and the perft references are those of docs/rules.md §1.
//! Board: 7 files × 9 ranks, cell index `rank * 7 + file` (a1 = 0, g9 = 62). Red moves first.

use crate::cellset::CellSet;
use crate::game::{
    ErrorKind, Game, GameMove, KindSpec, Outcome, ParseError, PieceFacts, PieceHelp, Player, Rule,
};
use crate::notation::{
    parse_board, parse_move_number, parse_number, split_fields, write_rank, written_move_number,
};
use crate::topology::{Cell, CellShape, Topology};
use crate::zobrist;
use std::sync::OnceLock;

/// Red, who sits at the bottom and moves first.
pub const RED: Player = 0;
/// Blue, at the top.
pub const BLUE: Player = 1;

const FILES: usize = 7;
const RANKS: usize = 9;
const CELLS: usize = FILES * RANKS;
/// Plies without a capture after which the game is drawn.
pub const NO_CAPTURE_LIMIT: u16 = 200;

/// Step directions: north (towards rank 9), east, south, west.
const DIRECTIONS: usize = 4;

/// The eight animals; the discriminant is the animal's strength, which is also how a square
/// stores it (the hot paths compare strengths as plain numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Animal {
    /// Rat (1): swims, and takes the elephant.
    Rat = 1,
    /// Cat (2).
    Cat,
    /// Dog (3).
    Dog,
    /// Wolf (4).
    Wolf,
    /// Leopard (5).
    Leopard,
    /// Tiger (6): jumps across the rivers.
    Tiger,
    /// Lion (7): jumps across the rivers.
    Lion,
    /// Elephant (8): cannot take the rat.
    Elephant,
}

/// An animal's token (Red's; Blue's is lowercase) and English name.
pub type AnimalInfo = crate::kinds::PieceInfo<Animal>;

/// Every animal in strength order, rat first.
pub const ANIMALS: [AnimalInfo; 8] = {
    use Animal::*;
    [
        AnimalInfo::new(Rat, "R", "rat"),
        AnimalInfo::new(Cat, "C", "cat"),
        AnimalInfo::new(Dog, "D", "dog"),
        AnimalInfo::new(Wolf, "W", "wolf"),
        AnimalInfo::new(Leopard, "P", "leopard"),
        AnimalInfo::new(Tiger, "T", "tiger"),
        AnimalInfo::new(Lion, "L", "lion"),
        AnimalInfo::new(Elephant, "E", "elephant"),
    ]
};

// The code is the strength: `Animal::from_code(s)` is the animal of strength `s`.
crate::kinds::kind_lookups!(Animal, ANIMALS);

impl Animal {
    /// Strength 1 (rat) to 8 (elephant).
    pub fn strength(self) -> u8 {
        self as u8
    }
}

/// The info of a stored strength (always 1..=8 on a valid board).
fn animal_info(strength: u8) -> &'static AnimalInfo {
    &ANIMALS[(strength as usize).clamp(1, 8) - 1]
}

const RAT: u8 = Animal::Rat as u8;
const TIGER: u8 = Animal::Tiger as u8;
const LION: u8 = Animal::Lion as u8;
const ELEPHANT: u8 = Animal::Elephant as u8;

/// A piece on a cell: 0 = empty, 1..=8 a red animal of that strength, 9..=16 a blue one.
type Square = u8;

fn owner(sq: Square) -> Player {
    if sq > 8 {
        BLUE
    } else {
        RED
    }
}

fn strength(sq: Square) -> u8 {
    if sq > 8 {
        sq - 8
    } else {
        sq
    }
}

fn square(player: Player, strength: u8) -> Square {
    strength + 8 * player
}

/// A Jungle move: one step, or a lion/tiger jump across a river.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JungleMove {
    /// Start cell.
    pub from: Cell,
    /// Destination cell.
    pub to: Cell,
}

impl GameMove for JungleMove {
    fn from(&self) -> Cell {
        self.from
    }
    fn to(&self) -> Cell {
        self.to
    }
}

/// Everything about the board that never changes, built once.
struct Tables {
    topology: Topology,
    water: [bool; CELLS],
    /// Which player's trap a cell is (the traps around that player's den), if any.
    trap_of: [Option<Player>; CELLS],
    /// Each player's den.
    den: [Cell; 2],
    /// Zobrist keys: `piece[square * CELLS + cell]`, then one for "blue to move".
    keys: Vec<u64>,
}

fn cell_at(file: usize, rank: usize) -> Cell {
    (rank * FILES + file) as Cell
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut names = Vec::with_capacity(CELLS);
        let mut positions = Vec::with_capacity(CELLS);
        for rank in 0..RANKS {
            for file in 0..FILES {
                names.push(format!("{}{}", (b'a' + file as u8) as char, rank + 1));
                positions.push((file as f32, rank as f32));
            }
        }
        let mut topology = Topology::new(CellShape::Square, names, positions, DIRECTIONS);
        let deltas: [(i32, i32); DIRECTIONS] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        for rank in 0..RANKS {
            for file in 0..FILES {
                for (dir, (df, dr)) in deltas.iter().enumerate() {
                    let (f, r) = (file as i32 + df, rank as i32 + dr);
                    if (0..FILES as i32).contains(&f) && (0..RANKS as i32).contains(&r) {
                        topology.set_step(
                            cell_at(file, rank),
                            dir,
                            cell_at(f as usize, r as usize),
                        );
                    }
                }
            }
        }
        let named = |list: &[&str]| {
            CellSet::from_cells(
                list.iter()
                    .map(|n| topology.cell(n).expect("zone cells exist")),
            )
        };
        let water = named(&[
            "b4", "c4", "b5", "c5", "b6", "c6", "e4", "f4", "e5", "f5", "e6", "f6",
        ]);
        let traps_red = named(&["c1", "e1", "d2"]);
        let traps_blue = named(&["c9", "e9", "d8"]);
        let den_red = named(&["d1"]);
        let den_blue = named(&["d9"]);
        topology.add_zone("water", water);
        topology.add_zone("trap-r", traps_red);
        topology.add_zone("trap-b", traps_blue);
        topology.add_zone("den-r", den_red);
        topology.add_zone("den-b", den_blue);
        let mut water_table = [false; CELLS];
        let mut trap_of = [None; CELLS];
        for c in 0..CELLS as Cell {
            water_table[c as usize] = water.contains(c);
            if traps_red.contains(c) {
                trap_of[c as usize] = Some(RED);
            }
            if traps_blue.contains(c) {
                trap_of[c as usize] = Some(BLUE);
            }
        }
        Tables {
            den: [cell_at(3, 0), cell_at(3, 8)],
            topology,
            water: water_table,
            trap_of,
            keys: zobrist::keys(0x4A55_4E47_4C45, 17 * CELLS + 1),
        }
    })
}

fn piece_key(t: &Tables, sq: Square, cell: Cell) -> u64 {
    t.keys[sq as usize * CELLS + cell as usize]
}

fn side_key(t: &Tables) -> u64 {
    t.keys[17 * CELLS]
}

/// What `unmake` needs to restore a move.
#[derive(Clone, Copy, Debug)]
struct Undo {
    mv: JungleMove,
    captured: Square,
    plies_since_capture: u16,
    hash: u64,
}

/// A Jungle position with its history (for repetition and `unmake`).
#[derive(Clone, Debug)]
pub struct Jungle {
    board: [Square; CELLS],
    side: Player,
    plies_since_capture: u16,
    move_number: u32,
    hash: u64,
    undo: Vec<Undo>,
}

impl Jungle {
    /// Whether `attacker` (standing on `from`) may capture `defender` standing on `to`.
    fn can_capture(&self, attacker: Square, from: Cell, defender: Square, to: Cell) -> bool {
        let t = tables();
        let (a, d) = (strength(attacker), strength(defender));
        let (from_water, to_water) = (t.water[from as usize], t.water[to as usize]);
        // Only rats are ever in water: a swimming rat can take only a swimming rat, and a rat on
        // land cannot reach into the water for one.
        if from_water != to_water {
            return false;
        }
        if t.trap_of[to as usize] == Some(owner(attacker)) {
            return true; // in the attacker's trap, the defender's strength is 0
        }
        match (a, d) {
            (RAT, ELEPHANT) => true,
            (ELEPHANT, RAT) => false,
            _ => a >= d,
        }
    }

    /// Where a lion or tiger lands jumping from `from` in direction `dir` over the river that
    /// starts at `first` (a water cell), or `None` if a rat in the water blocks the jump.
    fn jump_landing(&self, first: Cell, dir: usize) -> Option<Cell> {
        let t = tables();
        let mut cell = first;
        while t.water[cell as usize] {
            if self.board[cell as usize] != 0 {
                return None; // only rats swim, and any rat blocks
            }
            cell = t.topology.step(cell, dir)?;
        }
        Some(cell)
    }

    fn generate(&self, out: &mut Vec<JungleMove>) {
        let t = tables();
        let own_den = t.den[self.side as usize];
        for from in 0..CELLS as Cell {
            let sq = self.board[from as usize];
            if sq == 0 || owner(sq) != self.side {
                continue;
            }
            let s = strength(sq);
            for dir in 0..DIRECTIONS {
                let Some(mut to) = t.topology.step(from, dir) else {
                    continue;
                };
                if t.water[to as usize] {
                    match s {
                        RAT => {}
                        LION | TIGER => match self.jump_landing(to, dir) {
                            Some(landing) => to = landing,
                            None => continue,
                        },
                        _ => continue,
                    }
                }
                if to == own_den {
                    continue;
                }
                let target = self.board[to as usize];
                if target != 0
                    && (owner(target) == self.side || !self.can_capture(sq, from, target, to))
                {
                    continue;
                }
                out.push(JungleMove { from, to });
            }
        }
    }

    fn den_winner(&self) -> Option<Player> {
        let t = tables();
        (0..2u8).find(|&p| {
            let den = t.den[1 - p as usize];
            let sq = self.board[den as usize];
            sq != 0 && owner(sq) == p
        })
    }

    fn has_animals(&self, player: Player) -> bool {
        self.board.iter().any(|&sq| sq != 0 && owner(sq) == player)
    }

    /// How many times the current position has occurred (this time included), looking back
    /// only as far as the last capture: a capture makes every earlier position unreachable.
    fn repetitions(&self) -> usize {
        let n = self.undo.len();
        crate::game::repetition_count(self.hash, n, self.plies_since_capture as usize, 2, |back| {
            self.undo[n - back].hash
        })
    }

    fn validate(&self) -> Result<(), ParseError> {
        let t = tables();
        let mut seen: [Option<Cell>; 17] = [None; 17];
        for cell in 0..CELLS as Cell {
            let sq = self.board[cell as usize];
            if sq == 0 {
                continue;
            }
            let name = t.topology.name(cell);
            let who = Self::player_names()[owner(sq) as usize];
            let animal = animal_info(strength(sq)).name;
            if let Some(other) = seen[sq as usize] {
                return Err(ParseError::new(
                    ErrorKind::TooManyPieces,
                    format!(
                        "{who} has two {animal}s ({} and {name}); each side has one of each animal",
                        t.topology.name(other)
                    ),
                )
                .with("player", who)
                .with("piece", animal)
                .with("cells", format!("{} and {name}", t.topology.name(other)))
                .with("limit", 1));
            }
            seen[sq as usize] = Some(cell);
            if t.water[cell as usize] && strength(sq) != RAT {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{who} {animal} on {name} is in the water; only rats swim"),
                )
                .with("player", who)
                .with("piece", animal)
                .with("cell", name)
                .with("reason", "water"));
            }
            if cell == t.den[owner(sq) as usize] {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{who} {animal} on {name} is in its own den"),
                )
                .with("player", who)
                .with("piece", animal)
                .with("cell", name)
                .with("reason", "own-den"));
            }
        }
        if let Some(winner) = self.den_winner() {
            let names = Self::player_names();
            if self.side == winner {
                return Err(ParseError::new(
                    ErrorKind::ImpossiblePosition,
                    format!(
                        "{} is in {}'s den, so {} cannot be the side to move",
                        names[winner as usize],
                        names[1 - winner as usize],
                        names[winner as usize]
                    ),
                )
                .with("player", names[winner as usize])
                .with("opponent", names[1 - winner as usize])
                .with("reason", "den-entered"));
            }
        }
        if self.plies_since_capture > NO_CAPTURE_LIMIT {
            return Err(ParseError::new(
                ErrorKind::BadCounter,
                format!(
                    "plies since capture is {}, but the game ends drawn at {NO_CAPTURE_LIMIT}",
                    self.plies_since_capture
                ),
            )
            .with("field", "plies since capture")
            .with("found", self.plies_since_capture)
            .with("limit", NO_CAPTURE_LIMIT));
        }
        Ok(())
    }
}

impl Jungle {
    /// The animal on `cell` as (owner, strength 1..=8), if any.
    #[inline]
    pub fn animal(&self, cell: Cell) -> Option<(Player, u8)> {
        match self.board.get(cell as usize) {
            Some(&sq) if sq != 0 => Some((owner(sq), strength(sq))),
            _ => None,
        }
    }

    /// The den of `player`.
    pub fn den(player: Player) -> Cell {
        tables().den[player as usize]
    }

    /// File (0..7) and rank (0..9) of a cell.
    pub fn coordinates(cell: Cell) -> (u8, u8) {
        (cell % FILES as u8, cell / FILES as u8)
    }

    /// Whether a cell is water.
    pub fn is_water(cell: Cell) -> bool {
        tables().water[cell as usize]
    }
}

impl Game for Jungle {
    type Move = JungleMove;
    const VARIANT: &'static str = "jungle";

    fn topology() -> &'static Topology {
        &tables().topology
    }

    fn player_letters() -> &'static [char] {
        &['r', 'b']
    }

    fn player_names() -> &'static [&'static str] {
        &["red", "blue"]
    }

    fn start() -> Self {
        Self::from_position("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1")
            .expect("the start position is valid")
    }

    fn from_position(s: &str) -> Result<Self, ParseError> {
        let fields = split_fields(
            s,
            &[
                "board",
                "side to move",
                "plies since capture",
                "move number",
            ],
        )?;
        let rank_names: Vec<String> = (1..=RANKS).rev().map(|r| r.to_string()).collect();
        let rows = parse_board(fields[0], &[FILES; RANKS], &rank_names, |text| {
            let c = text
                .chars()
                .next()
                .expect("parse_board passes non-empty text");
            match Animal::from_letter(c.to_ascii_uppercase()) {
                Some(animal) if c.is_ascii_alphabetic() => {
                    let player = if c.is_ascii_uppercase() { RED } else { BLUE };
                    Ok((square(player, animal.strength()), 1))
                }
                _ => Err(ParseError::new(
                    ErrorKind::BadPiece,
                    format!(
                    "unknown animal '{c}' (expected one of ELTPWDCR, uppercase red, lowercase blue)"
                ),
                )
                .with("text", c)
                .with("expected", "ELTPWDCR")),
            }
        })?;
        let mut board = [0; CELLS];
        for (i, row) in rows.iter().enumerate() {
            let rank = RANKS - 1 - i;
            for (file, sq) in row.iter().enumerate() {
                board[cell_at(file, rank) as usize] = sq.unwrap_or(0);
            }
        }
        let side = match fields[1] {
            "r" => RED,
            "b" => BLUE,
            other => {
                return Err(ParseError::new(
                    ErrorKind::BadTurn,
                    format!("side to move must be 'r' or 'b', found '{other}'"),
                )
                .with("found", other)
                .with("expected", "r, b"))
            }
        };
        let plies_since_capture = parse_number(fields[2], "plies since capture")?;
        let move_number = parse_move_number(fields[3])?;
        let mut game = Jungle {
            board,
            side,
            plies_since_capture,
            move_number,
            hash: 0,
            undo: Vec::new(),
        };
        game.validate()?;
        game.hash = game.compute_hash();
        Ok(game)
    }

    fn to_position(&self) -> String {
        let mut out = String::new();
        for rank in (0..RANKS).rev() {
            let tokens: Vec<Option<String>> = (0..FILES)
                .map(|file| self.piece_at(cell_at(file, rank)).map(|(_, t)| t))
                .collect();
            write_rank(tokens.iter().map(|t| t.as_deref()), &mut out);
            if rank > 0 {
                out.push('/');
            }
        }
        let side = Self::player_letters()[self.side as usize];
        format!(
            "{out} {side} {} {}",
            self.plies_since_capture,
            written_move_number(self.move_number)
        )
    }

    fn side_to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<JungleMove>) {
        if !self.is_terminal_without_movegen() {
            self.generate(out);
        }
    }

    fn make(&mut self, mv: JungleMove) {
        let t = tables();
        let sq = self.board[mv.from as usize];
        let captured = self.board[mv.to as usize];
        self.undo.push(Undo {
            mv,
            captured,
            plies_since_capture: self.plies_since_capture,
            hash: self.hash,
        });
        self.hash ^= piece_key(t, sq, mv.from) ^ piece_key(t, sq, mv.to) ^ side_key(t);
        if captured != 0 {
            self.hash ^= piece_key(t, captured, mv.to);
            self.plies_since_capture = 0;
        } else {
            self.plies_since_capture += 1;
        }
        self.board[mv.to as usize] = sq;
        self.board[mv.from as usize] = 0;
        if self.side == BLUE {
            self.move_number += 1;
        }
        self.side = 1 - self.side;
    }

    fn unmake(&mut self) {
        let Some(u) = self.undo.pop() else { return };
        self.side = 1 - self.side;
        if self.side == BLUE {
            self.move_number -= 1;
        }
        self.board[u.mv.from as usize] = self.board[u.mv.to as usize];
        self.board[u.mv.to as usize] = u.captured;
        self.plies_since_capture = u.plies_since_capture;
        self.hash = u.hash;
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.den_winner() {
            return Some(Outcome::win(winner, Rule::Den));
        }
        let other = 1 - self.side;
        if !self.has_animals(self.side) {
            return Some(Outcome::win(other, Rule::NoAnimals));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw {
                rule: Rule::Threefold,
            });
        }
        if self.plies_since_capture >= NO_CAPTURE_LIMIT {
            return Some(Outcome::Draw {
                rule: Rule::PliesWithoutProgress(NO_CAPTURE_LIMIT),
            });
        }
        let mut moves = Vec::new();
        self.generate(&mut moves);
        if moves.is_empty() {
            return Some(Outcome::win(other, Rule::NoMoves));
        }
        None
    }

    fn is_terminal_without_movegen(&self) -> bool {
        self.den_winner().is_some()
            || self.plies_since_capture >= NO_CAPTURE_LIMIT
            || self.repetitions() >= 3
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn compute_hash(&self) -> u64 {
        let t = tables();
        let mut h = if self.side == BLUE { side_key(t) } else { 0 };
        for cell in 0..CELLS as Cell {
            let sq = self.board[cell as usize];
            if sq != 0 {
                h ^= piece_key(t, sq, cell);
            }
        }
        h
    }

    fn move_to_string(&self, mv: JungleMove) -> String {
        let topo = Self::topology();
        format!("{}-{}", topo.name(mv.from), topo.name(mv.to))
    }

    /// From d5, between the rivers: a rat swims into both, a lion or tiger jumps across them,
    /// the others step up and down only.
    fn piece_help() -> Vec<PieceHelp> {
        let from = "d5";
        let cell = cell_at(3, 4);
        ANIMALS
            .iter()
            .rev()
            .map(|info| {
                let strength = info.kind.strength();
                let mut game = Jungle {
                    board: [0; CELLS],
                    side: RED,
                    plies_since_capture: 0,
                    move_number: 1,
                    hash: 0,
                    undo: Vec::new(),
                };
                game.board[cell as usize] = square(RED, strength);
                let mut moves = Vec::new();
                game.generate(&mut moves);
                let mut cells: Vec<Cell> = moves.iter().map(|m| m.to).collect();
                cells.sort_unstable();
                PieceHelp {
                    token: info.token,
                    name: info.name,
                    from,
                    moves: cells
                        .iter()
                        .map(|&c| Self::topology().name(c).to_string())
                        .collect(),
                    captures_only: Vec::new(),
                    pawn_of: None,
                }
            })
            .collect()
    }

    fn piece_kind(&self, cell: Cell) -> Option<&'static str> {
        self.animal(cell)
            .map(|(_, strength)| animal_info(strength).name)
    }

    fn move_number(&self) -> u32 {
        self.move_number
    }

    fn kinds() -> Vec<KindSpec> {
        ANIMALS
            .iter()
            .rev()
            .map(|a| KindSpec {
                strength: Some(a.kind.strength()),
                ..a.spec(false, false)
            })
            .collect()
    }

    fn piece_facts(&self, cell: Cell) -> Option<PieceFacts> {
        self.animal(cell).map(|(_, strength)| PieceFacts {
            letter: animal_info(strength).kind.letter(),
            home: None,
            pawn_of: None,
            royal: false,
        })
    }

    fn piece_at(&self, cell: Cell) -> Option<(Player, String)> {
        let sq = *self.board.get(cell as usize)?;
        if sq == 0 {
            return None;
        }
        let letter = animal_info(strength(sq)).kind.letter();
        let token = if owner(sq) == RED {
            letter
        } else {
            letter.to_ascii_lowercase()
        };
        Some((owner(sq), token.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves_of(position: &str) -> Vec<String> {
        let game = Jungle::from_position(position).unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut names: Vec<String> = moves.iter().map(|m| game.move_to_string(*m)).collect();
        names.sort();
        names
    }

    #[test]
    fn start_round_trips_and_has_24_moves() {
        let start = Jungle::start();
        assert_eq!(
            start.to_position(),
            "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1"
        );
        assert_eq!(moves_of(&start.to_position()).len(), 24);
    }

    #[test]
    fn parse_errors_are_precise() {
        let err = |s: &str| Jungle::from_position(s).unwrap_err().message;
        assert_eq!(
            err("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1RR/1C3D1/T5L r 0 1"),
            "expected 7 cells on rank 3, found 8"
        );
        assert_eq!(
            err("l5t/1d3c1 r 0 1"),
            "expected 9 ranks separated by '/', found 2"
        );
        assert!(
            err("7/7/7/7/1E5/7/7/7/7 r 0 1").contains("in the water"),
            "{}",
            err("7/7/7/7/1E5/7/7/7/7 r 0 1")
        );
        assert!(err("7/7/7/7/7/7/7/7/3E3 r 0 1").contains("own den"));
        assert!(err("7/7/7/7/7/7/7/7/E5E r 0 1").contains("two elephants"));
        assert!(err("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L x 0 1").contains("'r' or 'b'"));
        assert!(err("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r").contains("expected 4 fields"));
        assert!(err("l5t/1d3c1/r1p1w1e/7/7/7/E1W1X1R/1C3D1/T5L r 0 1").ends_with("on rank 3"));
    }

    fn status_after(position: Option<&str>, moves: &[&str]) -> String {
        let mut game = match position {
            Some(p) => Jungle::from_position(p).unwrap(),
            None => Jungle::start(),
        };
        for mv in moves {
            let parsed = game.parse_move(mv).unwrap();
            game.make(parsed);
        }
        game.outcome()
            .map_or("ongoing".into(), |o| o.describe(Jungle::player_names()))
    }

    #[test]
    fn threefold_repetition_draws_on_the_third_occurrence() {
        let cycle = ["a1-a2", "g9-g8", "a2-a1", "g8-g9"];
        let twice: Vec<&str> = cycle.iter().chain(cycle.iter()).copied().collect();
        assert_eq!(status_after(None, &twice[..7]), "ongoing");
        assert_eq!(status_after(None, &twice), "draw: threefold");
    }

    #[test]
    fn game_endings_are_worded_as_rules_md_says() {
        assert_eq!(
            status_after(Some("7/3L3/7/7/7/7/7/7/e6 r 0 1"), &["d8-d9"]),
            "red wins: den"
        );
        assert_eq!(
            status_after(Some("7/7/7/7/7/7/7/1e5/1R5 r 0 1"), &["b1-b2"]),
            "red wins: no animals"
        );
        assert_eq!(
            status_after(Some("e6/7/7/7/3L3/7/7/7/7 r 199 1"), &["d5-d6"]),
            "draw: 200 plies"
        );
        assert_eq!(
            status_after(Some("cD5/W6/7/7/7/7/7/7/7 b 0 1"), &[]),
            "red wins: no moves"
        );
    }

    #[test]
    fn illegal_moves_are_explained() {
        let game = Jungle::start();
        let err = |s: &str| game.parse_move(s).unwrap_err().message;
        assert!(err("a3a4").starts_with("malformed move"));
        assert_eq!(err("a3-z4"), "unknown cell 'z4' in move 'a3-z4'");
        assert_eq!(err("d4-d5"), "illegal move 'd4-d5': no piece on d4");
        assert!(err("a7-a6").contains("blue's, and red is to move"));
        assert_eq!(
            err("c3-c4"),
            "illegal move 'c3-c4': the W on c3 cannot go to c4"
        );
    }

    #[test]
    fn piece_help_shows_swimming_and_jumping() {
        let help = Jungle::piece_help();
        let moves = |name: &str| {
            help.iter()
                .find(|h| h.name == name)
                .unwrap()
                .moves
                .join(" ")
        };
        assert_eq!(moves("rat"), "d4 c5 e5 d6");
        assert_eq!(moves("lion"), "d4 a5 g5 d6");
        assert_eq!(moves("elephant"), "d4 d6");
    }

    /// The rule id and ply limit the session's result carries after `moves`.
    fn rule_after(position: &str, moves: &[&str]) -> (&'static str, Option<u16>) {
        crate::session::testing::rule_after(crate::Variant::Jungle, position, moves)
    }

    #[test]
    fn state_carries_typed_fields() {
        let session = crate::Variant::Jungle
            .new_session(Some("7/7/7/7/7/7/7/3Lr2/e6 r 0 12"))
            .unwrap();
        let state = session.state();
        assert_eq!(state.move_number, 12);
        assert_eq!(state.extras.alive, ['r', 'b']);
        assert_eq!(state.extras.swap_rights, None);
        let lion = state.pieces.iter().find(|p| p.cell == "d2").unwrap();
        assert_eq!((lion.letter, lion.kind, lion.royal), ('L', "lion", false));
        assert_eq!((lion.home, lion.pawn_of), (None, None));
        let rat = state.pieces.iter().find(|p| p.cell == "e2").unwrap();
        assert_eq!((rat.letter, rat.token.as_str()), ('R', "r"));
        let take = state.moves.iter().find(|m| m.notation == "d2-e2").unwrap();
        assert_eq!(take.captures.as_deref(), Some("e2"));
        let step = state.moves.iter().find(|m| m.notation == "d2-d3").unwrap();
        assert_eq!(
            (step.captures.as_deref(), step.promotion, step.swap),
            (None, None, false)
        );
    }

    #[test]
    fn results_carry_rule_ids() {
        assert_eq!(
            rule_after("7/3L3/7/7/7/7/7/7/e6 r 0 1", &["d8-d9"]),
            ("den", None)
        );
        assert_eq!(
            rule_after("7/7/7/7/7/7/7/1e5/1R5 r 0 1", &["b1-b2"]),
            ("no-animals", None)
        );
        assert_eq!(
            rule_after("e6/7/7/7/3L3/7/7/7/7 r 199 1", &["d5-d6"]),
            ("no-progress", Some(NO_CAPTURE_LIMIT))
        );
        assert_eq!(
            rule_after("cD5/W6/7/7/7/7/7/7/7 b 0 1", &[]),
            ("no-moves", None)
        );
        let cycle = ["a1-a2", "g9-g8", "a2-a1", "g8-g9"];
        let start = Jungle::start().to_position();
        let twice: Vec<&str> = cycle.iter().chain(&cycle).copied().collect();
        assert_eq!(rule_after(&start, &twice), ("threefold", None));
    }

    #[test]
    fn piece_table_lists_animals_by_strength() {
        for (i, info) in ANIMALS.iter().enumerate() {
            assert_eq!(info.kind.strength() as usize, i + 1);
            assert_eq!(Animal::from_code(i as u8 + 1), Some(info.kind));
            assert_eq!(Animal::from_letter(info.kind.letter()), Some(info.kind));
        }
        assert_eq!(Animal::from_code(0), None);
        assert_eq!(Animal::from_code(9), None);
        let kinds: Vec<&str> = Jungle::kinds().iter().map(|k| k.kind).collect();
        assert_eq!(kinds[0], "elephant");
        assert_eq!(kinds[7], "rat");
    }
}
