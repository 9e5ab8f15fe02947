//! Three Kingdoms xiangqi (sānguó qí): every rule of docs/rules.md §4.
//!
//! Three players in turn order Shu (red, `r`, player 0), Wu (green, `g`, 1) and
//! Wei (blue, `b`, 2). Result texts name them by colour, like the other games:
//! `red wins: last general`, `green and blue win: resignation`, `draw: 180 plies`.
//!
//! Layout: `geometry` (the 135-point board as data: steps with the branch at the triangle,
//! drawing positions, lines, zones, precomputed piece tables), `movegen` (pseudo-legal moves
//! and the general's safety), `position` (position strings: reading, validation, writing),
//! this file (pieces, make/unmake with takeovers and defeats, the end of the game), `tests`.
//!
//! Banner bearers are on by default; the table option "off" is only another start position:
//! [`START_WITHOUT_BANNERS`] (pass it as the position string), [`Sanguo::start_without_banners`],
//! or `Variant::option_start("banners=off")` for the URL parameter.
//!
//! The game ends with `Rule::LastGeneral` (`red wins: last general`) when one kingdom is left,
//! `Rule::Threefold`, or `Rule::PliesWithoutProgress(180)` (`draw: 180 plies`); resignation
//! uses `Rule::Resignation`. The board's lines (for drawing) are [`line_segments`] and
//! [`palace_diagonals`], also exported through `Game::board_lines` into the session geometry.
//!
//! Points where docs/rules.md leaves room, and how they are settled here:
//! - **Branch representation.** From a middle bank point `e5`, the step `UP` goes to the right
//!   neighbour's `e5` and the extra direction `BRANCH` to the left neighbour's; `BRANCH` exists
//!   nowhere else. A line that crosses the river continues `DOWN` in the half it entered.
//! - **Horse and banner bearer across the river.** "Outward" after a leg that crossed the river
//!   means towards the back rank of the half entered; a diagonal step from a bank point towards
//!   the river uses the forward-diagonal rule (so a horse on `d4` reaches the left neighbour's
//!   `e5` via `d5`). The river never blocks; only pieces on the leg / straight points do. Each
//!   branch at the triangle gives its own move (no point is reached by two paths).
//! - **Soldiers.** In its home half a soldier only moves `UP` (on `e5`: to either triangle
//!   point). In any other half it moves towards that half's back rank or sideways along any
//!   rank, bank included; it can never leave that half again.
//! - **Check** is "an opponent piece has a pseudo-legal capture of the general" (pins ignored,
//!   as in chess). Facing constrains only the mover: a move may open a file line between the two
//!   other generals. Generals, advisors and elephants never reach another kingdom's palace, so
//!   they never give check.
//! - **A move's own consequences** are the move and the takeover by a general capture. Defeats
//!   by no legal move that follow are not: a move is legal when the mover's general is safe
//!   right after the move (and its takeover), even if removing a general later in the cascade
//!   opens a line onto it.
//! - **Given positions.** When a position string's side to move has no legal move, the defeat
//!   (and any cascade) is applied on reading, taken over by the previous kingdom still in play,
//!   so a read position may be written back differently. The generals of kingdoms not to move
//!   may legitimately be attacked (discovered attacks, cascades), so that is not rejected.
//! - **End of game.** Once one kingdom is left, it is also the side to move, and the move number
//!   stays. The move number grows when play passes from a kingdom to one earlier in turn order
//!   (wrapping round), skipped kingdoms included.
//! - **Resignation** (docs/rules.md §4.6, §5) does not let the game go on with two kingdoms:
//!   a kingdom still in play resigning ends the game and the other kingdoms
//!   still in play share the win; a kingdom already defeated may leave and nothing changes
//!   ([`Game::resignation`]).
//! - **Validation** rejects what the rules cannot produce: besides the list of docs/rules.md §4.7, an advisor off
//!   its palace diagonals, an elephant off its seven points, a soldier in its home half off files
//!   a c e g i or behind rank 4, more pieces of a kind from one army than it starts with, an alive
//!   kingdom without a general, pieces owned by a defeated kingdom, a clock above 180.
//! - **Check shown to the front end** (`checked_cells`): every general in play attacked by an
//!   opponent piece, not only the side to move's; facing generals are not shown as check.

pub(crate) mod geometry;
mod movegen;
mod position;
#[cfg(test)]
mod tests;

use crate::cellset::CellSet;
use crate::game::{
    Game, GameMove, KindSpec, Outcome, ParseError, PieceFacts, PieceHelp, Player, Rule,
};
use crate::topology::{Cell, Topology, CELL_INDEXES, NO_CELL};
use crate::zobrist;
use geometry::{Geometry, POINTS};
use movegen::{exposed, for_each_pseudo, safe_after, scan_attackers};
use std::sync::OnceLock;

pub use geometry::{
    half_of, point_name, point_position, BRANCH, DIRECTIONS, DOWN, DOWN_LEFT, DOWN_RIGHT, LEFT,
    RIGHT, UP, UP_LEFT, UP_RIGHT,
};

/// Shu (red), who moves first.
pub const SHU: Player = 0;
/// Wu (green), second in turn order.
pub const WU: Player = 1;
/// Wei (blue), third in turn order.
pub const WEI: Player = 2;

/// Plies without a capture or a defeat after which the game is drawn.
pub const NO_PROGRESS_LIMIT: u16 = 180;

/// The start position, banner bearers on (the default).
pub const START: &str = "9/rS1rS1rS1rS1rS/1rC1rB1rB1rC1/9/rRrHrErArKrArErHrR|\
9/gS1gS1gS1gS1gS/1gC1gB1gB1gC1/9/gRgHgEgAgKgAgEgHgR|\
9/bS1bS1bS1bS1bS/1bC1bB1bB1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1";

/// The start position with banner bearers off (the table option).
pub const START_WITHOUT_BANNERS: &str = "9/rS1rS1rS1rS1rS/1rC5rC1/9/rRrHrErArKrArErHrR|\
9/gS1gS1gS1gS1gS/1gC5gC1/9/gRgHgEgAgKgAgEgHgR|\
9/bS1bS1bS1bS1bS/1bC5bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1";

/// A piece on a point: kind in bits 0–3 (0 = empty), owner in bits 4–5, home kingdom in 6–7.
type Piece = u8;

/// The eight piece kinds. The discriminant is the kind part of a piece byte (0 = empty), so
/// move generation and the evaluation keep comparing plain numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// General: royal, stays in its palace.
    General = 1,
    /// Advisor: palace diagonals.
    Advisor,
    /// Elephant: two diagonal steps, blockable, never across the river.
    Elephant,
    /// Horse: a step then a diagonal step, blockable.
    Horse,
    /// Chariot: straight slider.
    Chariot,
    /// Cannon: slides, captures over a screen.
    Cannon,
    /// Soldier: forward, sideways once across the river.
    Soldier,
    /// Banner bearer (optional piece of the start position).
    Bearer,
}

/// A kind's letter and English name. The token is the piece letter in tokens, after the owner
/// letter (`S` in `rS`), as a string for `PieceHelp::token`.
pub type PieceInfo = crate::kinds::PieceInfo<PieceKind>;

/// Every kind in `PieceKind` order.
pub const PIECES: [PieceInfo; 8] = {
    use PieceKind::*;
    [
        PieceInfo::new(General, "K", "general"),
        PieceInfo::new(Advisor, "A", "advisor"),
        PieceInfo::new(Elephant, "E", "elephant"),
        PieceInfo::new(Horse, "H", "horse"),
        PieceInfo::new(Chariot, "R", "chariot"),
        PieceInfo::new(Cannon, "C", "cannon"),
        PieceInfo::new(Soldier, "S", "soldier"),
        PieceInfo::new(Bearer, "B", "banner bearer"),
    ]
};

crate::kinds::kind_lookups!(PieceKind, PIECES);

impl PieceKind {
    /// Pieces of the kind in one army with banner bearers on: a position with more of them
    /// from one army cannot have been reached.
    pub fn army(self) -> usize {
        match self {
            PieceKind::General => 1,
            PieceKind::Soldier => 5,
            _ => 2,
        }
    }
}

/// The info of a stored kind (always 1..=8 on a valid board).
fn info_of(kind: u8) -> &'static PieceInfo {
    &PIECES[(kind as usize).clamp(1, KINDS) - 1]
}

const GENERAL: u8 = PieceKind::General as u8;
const ADVISOR: u8 = PieceKind::Advisor as u8;
const ELEPHANT: u8 = PieceKind::Elephant as u8;
const HORSE: u8 = PieceKind::Horse as u8;
const CHARIOT: u8 = PieceKind::Chariot as u8;
const CANNON: u8 = PieceKind::Cannon as u8;
const SOLDIER: u8 = PieceKind::Soldier as u8;
const BEARER: u8 = PieceKind::Bearer as u8;
const KINDS: usize = PIECES.len();

const fn make_piece(kind: u8, owner: Player, home: Player) -> Piece {
    kind | owner << 4 | home << 6
}

#[inline]
const fn kind(p: Piece) -> u8 {
    p & 15
}

#[inline]
const fn owner(p: Piece) -> Player {
    (p >> 4) & 3
}

#[inline]
const fn home(p: Piece) -> Player {
    p >> 6
}

const fn with_owner(p: Piece, new_owner: Player) -> Piece {
    (p & !0x30) | new_owner << 4
}

/// A move: from one point to another (every path to the same point is the same move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SanguoMove {
    /// Start point.
    pub from: Cell,
    /// Destination point.
    pub to: Cell,
}

impl GameMove for SanguoMove {
    fn from(&self) -> Cell {
        self.from
    }
    fn to(&self) -> Cell {
        self.to
    }
}

/// Everything that never changes, built once.
struct Tables {
    geometry: Geometry,
    /// Zobrist keys: pieces by (kind, owner, home, point), then sides, then alive sets.
    keys: Vec<u64>,
}

const PIECE_KEYS: usize = KINDS * 9 * POINTS;

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        geometry: geometry::build(),
        keys: zobrist::keys(0x5341_4E47_554F, PIECE_KEYS + 3 + 8),
    })
}

#[inline]
fn geo() -> &'static Geometry {
    &tables().geometry
}

#[inline]
fn piece_key(t: &Tables, p: Piece, c: Cell) -> u64 {
    let index = ((kind(p) as usize - 1) * 9 + owner(p) as usize * 3 + home(p) as usize) * POINTS;
    t.keys[index + c as usize]
}

fn side_key(t: &Tables, side: Player) -> u64 {
    t.keys[PIECE_KEYS + side as usize]
}

fn alive_key(t: &Tables, alive: u8) -> u64 {
    t.keys[PIECE_KEYS + 3 + alive as usize]
}

/// The board's lines as point pairs: ranks and files inside each half, the river crossings
/// between facing points, and the three sides of the central triangle; each pair once.
pub fn line_segments() -> &'static [(Cell, Cell)] {
    &geo().lines
}

/// The palace diagonals as point pairs, each half-diagonal (corner to `e2`) once.
pub fn palace_diagonals() -> &'static [(Cell, Cell)] {
    &geo().palace_diagonals
}

/// A kingdom's defeat within one ply, as `unmake` needs it.
#[derive(Clone, Copy, Debug)]
struct Defeat {
    victim: Player,
    taker: Player,
    /// The pieces that changed owner.
    taken: CellSet,
    /// Where the general was removed from (`NO_CELL` when it was captured by the move).
    general: Cell,
}

const NO_DEFEAT: Defeat = Defeat {
    victim: 0,
    taker: 0,
    taken: CellSet::EMPTY,
    general: NO_CELL,
};

/// What `unmake` needs to restore a ply.
#[derive(Clone, Copy, Debug)]
struct Undo {
    mv: SanguoMove,
    moved: Piece,
    captured: Piece,
    side: Player,
    alive: u8,
    plies: u16,
    move_number: u32,
    hash: u64,
    generals: [Cell; 3],
    /// At most two defeats happen in one ply (after two, one kingdom is left).
    defeats: [Defeat; 2],
    defeat_count: u8,
}

impl Undo {
    fn record(&mut self, d: Defeat) {
        self.defeats[self.defeat_count as usize] = d;
        self.defeat_count += 1;
    }
}

/// The piece on every point, then spare squares that stay empty: one per possible `Cell`
/// (`CELL_INDEXES`), so lookups need no bounds check.
pub type Board = [Piece; CELL_INDEXES];

/// A Three Kingdoms position with its history (for repetition and `unmake`).
#[derive(Clone, Debug)]
pub struct Sanguo {
    board: Board,
    /// Points of each owner's pieces.
    pieces: [CellSet; 3],
    /// Each kingdom's general, `NO_CELL` once defeated.
    generals: [Cell; 3],
    side: Player,
    /// Kingdoms still in play, bit `k` for kingdom `k`.
    alive: u8,
    /// Plies since the last capture or defeat.
    plies: u16,
    move_number: u32,
    hash: u64,
    undo: Vec<Undo>,
}

impl Sanguo {
    /// The start position without banner bearers (the table option "off").
    pub fn start_without_banners() -> Self {
        Self::from_position(START_WITHOUT_BANNERS).expect("the no-banner start is valid")
    }

    /// Kingdoms still in play, in turn order.
    pub fn alive(&self) -> Vec<Player> {
        (0..3).filter(|&k| self.alive & (1 << k) != 0).collect()
    }

    fn empty() -> Self {
        Sanguo {
            board: [0; CELL_INDEXES],
            pieces: [CellSet::EMPTY; 3],
            generals: [NO_CELL; 3],
            side: SHU,
            alive: 0b111,
            plies: 0,
            move_number: 1,
            hash: 0,
            undo: Vec::new(),
        }
    }

    /// Puts `p` on the empty point `c`.
    fn put(&mut self, c: Cell, p: Piece) {
        self.board[c as usize] = p;
        self.pieces[owner(p) as usize].insert(c);
        self.hash ^= piece_key(tables(), p, c);
    }

    /// Takes the piece off `c`.
    fn lift(&mut self, c: Cell) -> Piece {
        let p = self.board[c as usize];
        self.board[c as usize] = 0;
        self.pieces[owner(p) as usize].remove(c);
        self.hash ^= piece_key(tables(), p, c);
        p
    }

    fn set_side(&mut self, side: Player) {
        let t = tables();
        self.hash ^= side_key(t, self.side) ^ side_key(t, side);
        self.side = side;
    }

    fn set_alive(&mut self, alive: u8) {
        let t = tables();
        self.hash ^= alive_key(t, self.alive) ^ alive_key(t, alive);
        self.alive = alive;
    }

    fn in_play(&self, k: Player) -> bool {
        self.alive & (1 << k) != 0
    }

    /// Passes the turn to the next kingdom in play; wrapping round counts a new move.
    fn pass_turn(&mut self) {
        let from = self.side;
        let next = self.next_in_play(from);
        if next <= from {
            self.move_number = self.move_number.saturating_add(1);
        }
        self.set_side(next);
    }

    /// Calls `emit` with each legal move of `side` until it returns true; returns whether it
    /// did. Moves that cannot change the safety of a general not exposed now skip the test.
    fn for_each_legal(&self, side: Player, mut emit: impl FnMut(Cell, Cell) -> bool) -> bool {
        let g = geo();
        let general = self.generals[side as usize];
        let exposed_now = exposed(&self.board, general, 1 << side, true);
        let guard = g.guard_cells[general as usize];
        let lines = g.line_cells[general as usize];
        let mut scratch = self.board;
        let board = &self.board;
        for_each_pseudo(board, self.pieces[side as usize], side, |from, to| {
            let quiet = !exposed_now
                && kind(board[from as usize]) != GENERAL
                && !guard.contains(from)
                && !lines.contains(to);
            (quiet || safe_after(&mut scratch, side, general, from, to)) && emit(from, to)
        })
    }

    fn has_legal_move(&self, side: Player) -> bool {
        self.for_each_legal(side, |_, _| true)
    }

    /// Defeats `victim`: its general leaves (unless already captured) and `taker` takes over
    /// every other piece it owns, which keep their homes.
    fn defeat(&mut self, victim: Player, taker: Player, remove_general: bool) -> Defeat {
        let mut general = NO_CELL;
        if remove_general {
            general = self.generals[victim as usize];
            self.lift(general);
        }
        self.generals[victim as usize] = NO_CELL;
        let taken = self.pieces[victim as usize];
        for c in taken.iter() {
            let p = self.lift(c);
            self.put(c, with_owner(p, taker));
        }
        self.set_alive(self.alive & !(1 << victim));
        Defeat {
            victim,
            taker,
            taken,
            general,
        }
    }

    /// Applies the defeats by no legal move, each taken over by `last_mover`, until the side to
    /// move can move or one kingdom is left.
    fn settle(&mut self, last_mover: Player, undo: &mut Undo) {
        while self.alive.count_ones() >= 2 && !self.has_legal_move(self.side) {
            let d = self.defeat(self.side, last_mover, true);
            self.plies = 0;
            undo.record(d);
            if self.alive.count_ones() >= 2 {
                self.pass_turn();
            } else {
                self.set_side(last_mover);
            }
        }
    }

    /// How many times the current position has occurred, this time included. Only positions
    /// since the last capture or defeat can repeat it, and the side to move cycles through
    /// the same kingdoms in that stretch, so only every `alive`-th earlier position is compared.
    fn repetitions(&self) -> usize {
        let n = self.undo.len();
        let step = self.alive.count_ones().max(1) as usize;
        crate::game::repetition_count(self.hash, n, self.plies as usize, step, |back| {
            self.undo[n - back].hash
        })
    }

    fn blank_undo(&self, mv: SanguoMove) -> Undo {
        Undo {
            mv,
            moved: 0,
            captured: 0,
            side: self.side,
            alive: self.alive,
            plies: self.plies,
            move_number: self.move_number,
            hash: self.hash,
            generals: self.generals,
            defeats: [NO_DEFEAT; 2],
            defeat_count: 0,
        }
    }

    /// The next kingdom in play after `k` in turn order (`k` itself if no other is).
    pub(crate) fn next_in_play(&self, k: Player) -> Player {
        self.first_in_play_from(k, 1)
    }

    /// The previous kingdom in play before `k` (the "last mover" of a given position; `k`
    /// itself if no other is).
    pub(crate) fn previous_in_play(&self, k: Player) -> Player {
        self.first_in_play_from(k, 2)
    }

    /// The first kingdom in play met walking from `k` round the table, `step` seats at a time
    /// (1 forwards, 2 backwards); `k` itself if no other is.
    fn first_in_play_from(&self, k: Player, step: Player) -> Player {
        let mut p = k;
        loop {
            p = (p + step) % 3;
            if self.in_play(p) || p == k {
                return p;
            }
        }
    }
}

impl Game for Sanguo {
    type Move = SanguoMove;
    const VARIANT: &'static str = "sanguo";

    fn topology() -> &'static Topology {
        &geo().topology
    }

    fn player_letters() -> &'static [char] {
        &['r', 'g', 'b']
    }

    fn player_names() -> &'static [&'static str] {
        &["red", "green", "blue"]
    }

    fn start() -> Self {
        Self::from_position(START).expect("the start position is valid")
    }

    fn from_position(s: &str) -> Result<Self, ParseError> {
        let mut game = position::parse(s)?;
        game.hash = game.compute_hash();
        let mut undo = game.blank_undo(SanguoMove { from: 0, to: 0 });
        let last = game.previous_in_play(game.side);
        game.settle(last, &mut undo);
        Ok(game)
    }

    fn to_position(&self) -> String {
        position::write(self)
    }

    fn side_to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<SanguoMove>) {
        if self.is_terminal_without_movegen() {
            return;
        }
        self.for_each_legal(self.side, |from, to| {
            out.push(SanguoMove { from, to });
            false
        });
    }

    fn make(&mut self, mv: SanguoMove) {
        let mut undo = self.blank_undo(mv);
        let mover = self.side;
        let captured = self.board[mv.to as usize];
        if captured != 0 {
            self.lift(mv.to);
        }
        let moved = self.lift(mv.from);
        self.put(mv.to, moved);
        undo.moved = moved;
        undo.captured = captured;
        if kind(moved) == GENERAL {
            self.generals[mover as usize] = mv.to;
        }
        if captured != 0 {
            self.plies = 0;
            if kind(captured) == GENERAL {
                let d = self.defeat(owner(captured), mover, false);
                undo.record(d);
            }
        } else {
            self.plies += 1;
        }
        if self.alive.count_ones() >= 2 {
            self.pass_turn();
            self.settle(mover, &mut undo);
        }
        self.undo.push(undo);
    }

    fn unmake(&mut self) {
        let Some(u) = self.undo.pop() else { return };
        for d in u.defeats[..u.defeat_count as usize].iter().rev() {
            for c in d.taken.iter() {
                self.board[c as usize] = with_owner(self.board[c as usize], d.victim);
                self.pieces[d.taker as usize].remove(c);
                self.pieces[d.victim as usize].insert(c);
            }
            if d.general != NO_CELL {
                self.board[d.general as usize] = make_piece(GENERAL, d.victim, d.victim);
                self.pieces[d.victim as usize].insert(d.general);
            }
        }
        let (from, to) = (u.mv.from, u.mv.to);
        self.board[from as usize] = u.moved;
        self.board[to as usize] = u.captured;
        self.pieces[u.side as usize].remove(to);
        self.pieces[u.side as usize].insert(from);
        if u.captured != 0 {
            self.pieces[owner(u.captured) as usize].insert(to);
        }
        self.side = u.side;
        self.alive = u.alive;
        self.plies = u.plies;
        self.move_number = u.move_number;
        self.hash = u.hash;
        self.generals = u.generals;
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.alive.count_ones() == 1 {
            let winner = self.alive.trailing_zeros() as Player;
            return Some(Outcome::win(winner, Rule::LastGeneral));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw {
                rule: Rule::Threefold,
            });
        }
        if self.plies >= NO_PROGRESS_LIMIT {
            return Some(Outcome::Draw {
                rule: Rule::PliesWithoutProgress(NO_PROGRESS_LIMIT),
            });
        }
        None
    }

    fn is_terminal_without_movegen(&self) -> bool {
        self.alive.count_ones() <= 1 || self.plies >= NO_PROGRESS_LIMIT || self.repetitions() >= 3
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn compute_hash(&self) -> u64 {
        let t = tables();
        let mut h = side_key(t, self.side) ^ alive_key(t, self.alive);
        for c in 0..POINTS as Cell {
            let p = self.board[c as usize];
            if p != 0 {
                h ^= piece_key(t, p, c);
            }
        }
        h
    }

    fn move_to_string(&self, mv: SanguoMove) -> String {
        format!("{}-{}", point_name(mv.from), point_name(mv.to))
    }

    fn checked_cells(&self) -> Vec<Cell> {
        (0..3u8)
            .filter(|&k| self.in_play(k))
            .map(|k| (k, self.generals[k as usize]))
            .filter(|&(k, g)| exposed(&self.board, g, 1 << k, false))
            .map(|(_, g)| g)
            .collect()
    }

    fn piece_at(&self, cell: Cell) -> Option<(Player, String)> {
        let p = *self.board.get(cell as usize)?;
        (p != 0).then(|| (owner(p), position::token(p)))
    }

    fn forfeit(&self, player: Player, rule: Rule) -> Option<Outcome> {
        if !self.in_play(player) {
            return None;
        }
        Some(Outcome::Win {
            winners: self.alive().into_iter().filter(|&k| k != player).collect(),
            rule,
        })
    }

    fn board_lines() -> Vec<(Cell, Cell)> {
        let g = geo();
        g.lines.iter().chain(&g.palace_diagonals).copied().collect()
    }

    fn piece_kind(&self, cell: Cell) -> Option<&'static str> {
        let p = *self.board.get(cell as usize)?;
        (p != 0).then(|| info_of(kind(p)).name)
    }

    fn move_number(&self) -> u32 {
        self.move_number
    }

    fn kinds() -> Vec<KindSpec> {
        PIECES
            .iter()
            .map(|p| p.spec(p.kind == PieceKind::General, false))
            .collect()
    }

    fn piece_facts(&self, cell: Cell) -> Option<PieceFacts> {
        let p = *self.board.get(cell as usize)?;
        let kind = PieceKind::from_code(kind(p))?;
        Some(PieceFacts {
            letter: kind.letter(),
            home: (home(p) != owner(p)).then_some(home(p)),
            pawn_of: None,
            royal: kind == PieceKind::General,
        })
    }

    /// Shu's pieces on an empty board, each on a point of its own half that shows its move:
    /// the general and advisor in the palace, the elephant on e3, the others near the river
    /// (the soldier once on its home bank, where it still only goes forward, across the river).
    fn piece_help() -> Vec<PieceHelp> {
        const PLACES: [(u8, &str); 8] = [
            (GENERAL, "re2"),
            (ADVISOR, "re2"),
            (ELEPHANT, "re3"),
            (HORSE, "re4"),
            (CHARIOT, "re4"),
            (CANNON, "re4"),
            (SOLDIER, "rc5"),
            (BEARER, "rc3"),
        ];
        PLACES
            .iter()
            .map(|&(k, from)| {
                let cell = Self::topology().cell(from).expect("help points exist");
                let mut board: Board = [0; CELL_INDEXES];
                board[cell as usize] = make_piece(k, SHU, SHU);
                let mut targets = Vec::new();
                for_each_pseudo(&board, CellSet::from_cells([cell]), SHU, |_, to| {
                    targets.push(to);
                    false
                });
                targets.sort_unstable();
                PieceHelp {
                    token: info_of(k).token,
                    name: info_of(k).name,
                    from,
                    moves: targets.iter().map(|&c| point_name(c)).collect(),
                    captures_only: Vec::new(),
                    pawn_of: None,
                }
            })
            .collect()
    }
}

impl Sanguo {
    /// The piece on a point as (kind 1 general … 8 banner bearer, owner, home), for the
    /// evaluation.
    #[inline]
    pub(crate) fn piece(&self, cell: Cell) -> Option<(u8, Player, Player)> {
        match *self.board.get(cell as usize)? {
            0 => None,
            p => Some((kind(p), owner(p), home(p))),
        }
    }

    /// Every piece on the board as (point, kind, owner, home), walking the owners' point sets
    /// rather than all 135 points (the evaluation runs at every leaf of the search).
    pub(crate) fn pieces(&self) -> impl Iterator<Item = (Cell, u8, Player, Player)> + '_ {
        self.pieces.iter().flat_map(|set| {
            set.iter().map(|c| {
                let p = self.board[c as usize];
                (c, kind(p), owner(p), home(p))
            })
        })
    }

    /// Whether `mv` of the side to move leaves the general of the next kingdom in play attacked:
    /// the only way a move can defeat it at once besides stalemate (no legal move without
    /// check, which is rare).
    pub(crate) fn gives_check(&self, mv: SanguoMove) -> bool {
        let next = self.next_in_play(self.side);
        let general = self.generals[next as usize];
        if next == self.side || general == NO_CELL {
            return false;
        }
        let mut board = self.board;
        board[mv.to as usize] = board[mv.from as usize];
        board[mv.from as usize] = 0;
        exposed(&board, general, 1 << next, false)
    }

    /// What a piece risks on `to` once moved there from `from` (or where it stands, when `to`
    /// is `from`): calls `each(point, kind, owner, home)` for every piece of another kingdom
    /// that could then capture it (a slider seen along both branches of a forked line twice).
    /// Returns None when there is none, else whether one of its owner's pieces could take back
    /// there (looked for only then: the opponent model asks this of most pieces, and most are
    /// not attacked). The pieces as they stand after the move; a takeover is not played out.
    pub(crate) fn attackers_after(
        &self,
        from: Cell,
        to: Cell,
        mut each: impl FnMut(Cell, u8, Player, Player),
    ) -> Option<bool> {
        let mut board = self.board;
        let piece = board[from as usize];
        board[from as usize] = 0;
        board[to as usize] = piece;
        let mine = 1u8 << owner(piece);
        let mut attacked = false;
        scan_attackers(&board, to, mine, false, true, |c| {
            let p = board[c as usize];
            each(c, kind(p), owner(p), home(p));
            attacked = true;
            false
        });
        attacked.then(|| scan_attackers(&board, to, !mine, false, true, |_| true))
    }

    /// Whether kingdom `k` is still in play.
    #[inline]
    pub(crate) fn is_in_play(&self, k: Player) -> bool {
        self.in_play(k)
    }

    /// Whether the side to move has its general attacked.
    pub(crate) fn side_in_check(&self) -> bool {
        let side = self.side;
        self.in_play(side) && exposed(&self.board, self.generals[side as usize], 1 << side, false)
    }
}
