//! Gliński's hexagonal chess: every rule of docs/rules.md §2.
//!
//! Layout: `geometry` (the board as data and the precomputed move tables), `movegen` (legal
//! move generation and attack tests), `notation` (position strings and their validation),
//! this file (the position, make/unmake, hashing, the end of the game).
//!
//! Drawing (`CellShape::Hex`): the unit is the distance between the centres of two cells that
//! share an edge. A cell's centre is `x = file index · 1.5·r`, `y = (rank−1) + |file index−5|/2`
//! (the height of docs/rules.md §2.1), with file index 0..10 for a..l. A front end draws a flat-topped regular
//! hexagon of circumradius `r = 1/√3 ≈ 0.5774` units ([`HEX_CIRCUMRADIUS`]) at every centre;
//! those hexagons tile the board exactly (files are [`FILE_SPACING`] = `1.5·r = √3/2` apart).
//! Zones, usable as CSS classes: `shade-0` (light, holds f1), `shade-1` (medium, holds the
//! centre f6), `shade-2` (dark, holds f11); `promo-w`, `promo-b`; `pawn-start-w`,
//! `pawn-start-b`.
//!
//! Representation: a mailbox (`board`, for "what is on this cell") plus one 128-bit set per side
//! and piece kind (for move generation: 91 cells fit in 128 bits, see `Bits`). Moves are
//! generated legal directly: checkers and pinned pieces are found from the king's cell once per
//! position, king steps are tested against the enemy's attacks, and only en passant captures use
//! a make-and-test (they remove two pieces from one line).
//!
//! Points where docs/rules.md leaves room, and how they are settled here:
//! - **En passant field.** The position string writes the skipped cell after *every* double step
//!   (as in chess FEN), whether or not a capture there is possible; the zobrist hash (and so
//!   repetition) includes it only when an en passant capture is actually legal, as the
//!   repetition rule of docs/rules.md §6.4 says. A parsed e.p. cell must be consistent: the skipped cell of a double
//!   step the side that just moved could have made, empty, with its start cell empty, its
//!   pawn just beyond, and a halfmove clock of 0.
//! - **"No move" ordering.** Checkmate and stalemate are judged before every draw rule, so a
//!   mate or stalemate on the 100th quiet ply, or with only the kings left (a bare king in a
//!   corner can be stalemated), stands. Among draws: bare kings, then threefold, then the clock.
//! - **Threefold** counts positions since the position string was read (earlier history is
//!   unknown) and looks back only as far as the halfmove clock allows, since a capture or pawn
//!   move makes every earlier position unreachable.
//! - **Clock wording.** The 100-ply rule is `Rule::FiftyMoves`, printed `draw: 50-move`:
//!   docs/rules.md §2.4 states it as "50 moves by each side", and its result list (§6.5)
//!   names both `50-move` (this game) and `100-move` (Timur, whose §3.8 counts 100 plies).
//! - **Validation beyond the examples of docs/rules.md §6.6** (positions the rules cannot produce): more than
//!   9 pawns, more promoted pieces than missing pawns, and a pawn on a cell no pawn of its side
//!   can ever reach (behind its start cells) are rejected too.
//! - **Promotion suffix** is written in uppercase for both sides (`=Q`); lowercase is accepted
//!   when reading a move.
//! - **Knight** targets are computed as offsets (two edge steps, then one turned 60°); the
//!   knight jumps, so the cells it passes need not exist on the board.

mod bits;
pub(crate) mod geometry;
mod movegen;
mod notation;
#[cfg(test)]
mod tests;

pub use geometry::{
    cell_at, file_rank, Bits, CELLS, FILES, FILE_LENGTHS, FILE_LETTERS, FILE_SPACING,
    HEX_CIRCUMRADIUS, RANKS,
};

use crate::game::{
    Game, GameMove, KindSpec, MoveFacts, Outcome, ParseError, PieceFacts, PieceHelp, Player, Rule,
};
use crate::topology::{Cell, Topology, NO_CELL};
use crate::zobrist;
use geometry::{bit, tables};
use std::sync::OnceLock;

/// White, at the bottom, moves first.
pub const WHITE: Player = 0;
/// Black, at the top.
pub const BLACK: Player = 1;

/// Plies without capture or pawn move after which the game is drawn (50 moves each).
pub const QUIET_PLY_LIMIT: u16 = 100;

/// The six piece kinds. The discriminant is the kind part of a piece code (`kind | side << 3`,
/// 0 = empty cell), so the hot paths keep indexing by plain numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// King: royal.
    King = 1,
    /// Queen.
    Queen,
    /// Rook.
    Rook,
    /// Bishop.
    Bishop,
    /// Knight.
    Knight,
    /// Pawn: promotes on the far edge.
    Pawn,
}

/// A kind's letter (White's; Black's is lowercase) and English name.
pub type PieceInfo = crate::kinds::PieceInfo<PieceKind>;

/// Every kind in `PieceKind` order.
pub const PIECES: [PieceInfo; 6] = {
    use PieceKind::*;
    [
        PieceInfo::new(King, "K", "king"),
        PieceInfo::new(Queen, "Q", "queen"),
        PieceInfo::new(Rook, "R", "rook"),
        PieceInfo::new(Bishop, "B", "bishop"),
        PieceInfo::new(Knight, "N", "knight"),
        PieceInfo::new(Pawn, "P", "pawn"),
    ]
};

crate::kinds::kind_lookups!(PieceKind, PIECES);

const KING: u8 = PieceKind::King as u8;
const QUEEN: u8 = PieceKind::Queen as u8;
const ROOK: u8 = PieceKind::Rook as u8;
const BISHOP: u8 = PieceKind::Bishop as u8;
const KNIGHT: u8 = PieceKind::Knight as u8;
const PAWN: u8 = PieceKind::Pawn as u8;
/// Index of a side's "all pieces" set in `Hex::bb`.
const ALL: usize = 0;
/// What a pawn may promote to, strongest first: the order moves are generated and choosers
/// list them.
const PROMOTIONS: [PieceKind; 4] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
];

/// Move kinds that `make` must know about beyond from/to.
const NORMAL: u8 = 0;
const DOUBLE_STEP: u8 = 1;
const EN_PASSANT: u8 = 2;

/// A move: from, to, the promotion piece kind (0 for none) and what kind of move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HexMove {
    /// Start cell.
    pub from: Cell,
    /// Destination cell.
    pub to: Cell,
    promotion: u8,
    kind: u8,
}

impl HexMove {
    /// The piece letter promoted to (`Q`, `R`, `B`, `N`), if the move promotes.
    pub fn promotion(&self) -> Option<char> {
        self.promoted_kind().map(PieceKind::letter)
    }

    /// The kind promoted to, if the move promotes.
    pub fn promoted_kind(&self) -> Option<PieceKind> {
        PieceKind::from_code(self.promotion)
    }

    /// Whether the move is an en passant capture.
    pub fn is_en_passant(&self) -> bool {
        self.kind == EN_PASSANT
    }
}

impl GameMove for HexMove {
    fn from(&self) -> Cell {
        self.from
    }
    fn to(&self) -> Cell {
        self.to
    }
}

/// Zobrist keys: one per piece code and cell, one for "black to move", one per en passant cell.
struct Keys {
    piece: [[u64; CELLS]; 16],
    black: u64,
    en_passant: [u64; CELLS],
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let raw = zobrist::keys(0x4845_5843_4845_5353, 17 * CELLS + 1);
        let mut k = Keys {
            piece: [[0; CELLS]; 16],
            black: raw[16 * CELLS],
            en_passant: [0; CELLS],
        };
        for c in 0..CELLS {
            for (p, row) in k.piece.iter_mut().enumerate() {
                row[c] = raw[p * CELLS + c];
            }
            k.en_passant[c] = raw[16 * CELLS + 1 + c];
        }
        k
    })
}

/// What `unmake` needs to restore a move.
#[derive(Clone, Copy, Debug)]
struct Undo {
    mv: HexMove,
    captured: u8,
    en_passant: Cell,
    en_passant_counted: bool,
    halfmove: u16,
    hash: u64,
}

/// A hexagonal chess position with its history (for repetition and `unmake`).
#[derive(Clone, Debug)]
pub struct Hex {
    /// Piece code per cell.
    board: [u8; CELLS],
    /// `bb[side][kind]`: the cells of each kind of piece of a side; `bb[side][ALL]` all of them.
    bb: [[Bits; 7]; 2],
    side: Player,
    /// The cell skipped by a double step on the previous ply, or `NO_CELL`.
    en_passant: Cell,
    /// Whether an en passant capture onto `en_passant` is legal (then it is part of the hash).
    en_passant_counted: bool,
    /// Plies since the last capture or pawn move.
    halfmove: u16,
    move_number: u32,
    hash: u64,
    undo: Vec<Undo>,
}

impl Hex {
    /// The kind of the piece on a cell, if any.
    fn kind_on(&self, cell: Cell) -> Option<PieceKind> {
        PieceKind::from_code(kind(*self.board.get(cell as usize)?))
    }
}

#[inline(always)]
fn kind(code: u8) -> u8 {
    code & 7
}

#[inline(always)]
fn owner(code: u8) -> usize {
    (code >> 3) as usize
}

#[inline(always)]
fn code(side: usize, kind: u8) -> u8 {
    kind | (side as u8) << 3
}

impl Hex {
    /// An empty board (no kings: only for building positions before validation).
    fn empty() -> Self {
        Hex {
            board: [0; CELLS],
            bb: [[Bits::EMPTY; 7]; 2],
            side: WHITE,
            en_passant: NO_CELL,
            en_passant_counted: false,
            halfmove: 0,
            move_number: 1,
            hash: 0,
            undo: Vec::new(),
        }
    }

    #[inline(always)]
    fn put(&mut self, cell: Cell, piece: u8) {
        let b = bit(cell);
        let side = owner(piece);
        self.board[cell as usize] = piece;
        self.bb[side][ALL] ^= b;
        self.bb[side][kind(piece) as usize] ^= b;
    }

    #[inline(always)]
    fn remove(&mut self, cell: Cell, piece: u8) {
        let b = bit(cell);
        let side = owner(piece);
        self.board[cell as usize] = 0;
        self.bb[side][ALL] ^= b;
        self.bb[side][kind(piece) as usize] ^= b;
    }

    /// All occupied cells.
    #[inline(always)]
    fn occupied(&self) -> Bits {
        self.bb[0][ALL] | self.bb[1][ALL]
    }

    /// The king's cell of `side` (validation guarantees there is exactly one).
    #[inline(always)]
    fn king(&self, side: usize) -> Cell {
        self.bb[side][KING as usize].first() as Cell
    }

    /// The piece code on a cell (kind `code & 7`: 1 king … 6 pawn; owner `code >> 3`; 0 empty),
    /// for the evaluation.
    #[inline(always)]
    pub(crate) fn code_at(&self, cell: Cell) -> u8 {
        self.board[cell as usize]
    }

    /// The cells of `side`'s pieces of `kind` (1 king … 6 pawn; 0 = all), for the evaluation.
    #[inline(always)]
    pub(crate) fn pieces(&self, side: usize, kind: u8) -> Bits {
        self.bb[side][kind as usize]
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        let us = self.side as usize;
        self.attacked(self.king(us), us ^ 1, self.occupied(), Bits::EMPTY)
    }

    /// Whether the side to move has a piece that is neither its king nor a pawn.
    pub(crate) fn has_piece_besides_king_and_pawns(&self) -> bool {
        let us = &self.bb[self.side as usize];
        us[ALL].count() > us[KING as usize].count() + us[PAWN as usize].count()
    }

    /// Passes the turn, for the search's null-move pruning: the other side moves next, an en
    /// passant right lapses, and the halfmove clock starts again, so that no repetition is
    /// counted across the pass (a pass is not a move of the game). Undone by `unmake_null`.
    pub(crate) fn make_null(&mut self) {
        let k = keys();
        self.undo.push(Undo {
            mv: HexMove {
                from: NO_CELL,
                to: NO_CELL,
                promotion: 0,
                kind: NORMAL,
            },
            captured: 0,
            en_passant: self.en_passant,
            en_passant_counted: self.en_passant_counted,
            halfmove: self.halfmove,
            hash: self.hash,
        });
        self.hash ^= k.black;
        if self.en_passant_counted {
            self.hash ^= k.en_passant[self.en_passant as usize];
        }
        self.side ^= 1;
        self.en_passant = NO_CELL;
        self.en_passant_counted = false;
        self.halfmove = 0;
    }

    /// Undoes `make_null`.
    pub(crate) fn unmake_null(&mut self) {
        let Some(u) = self.undo.pop() else { return };
        self.side ^= 1;
        self.en_passant = u.en_passant;
        self.en_passant_counted = u.en_passant_counted;
        self.halfmove = u.halfmove;
        self.hash = u.hash;
    }

    /// Only the two kings are left.
    fn bare_kings(&self) -> bool {
        self.occupied().count() == 2
    }

    /// How many times the current position has occurred (this time included). Looks back only
    /// as far as the halfmove clock: a capture or pawn move makes every earlier position
    /// unreachable.
    fn repetitions(&self) -> usize {
        let n = self.undo.len();
        crate::game::repetition_count(self.hash, n, self.halfmove as usize, 2, |back| {
            self.undo[n - back].hash
        })
    }

    /// The first drawing rule that applies now, if any (mate and stalemate are judged first by
    /// the caller).
    fn draw_rule(&self) -> Option<Rule> {
        if self.bare_kings() {
            Some(Rule::BareKings)
        } else if self.repetitions() >= 3 {
            Some(Rule::Threefold)
        } else if self.halfmove >= QUIET_PLY_LIMIT {
            Some(Rule::FiftyMoves)
        } else {
            None
        }
    }

    /// Whether the e.p. cell (if any) is part of the position's identity: true exactly when an
    /// en passant capture is legal now.
    fn en_passant_matters(&self) -> bool {
        self.en_passant != NO_CELL && self.en_passant_capturers().is_nonempty()
    }
}

impl Game for Hex {
    type Move = HexMove;
    const VARIANT: &'static str = "hex";

    fn topology() -> &'static Topology {
        &tables().topology
    }

    fn player_letters() -> &'static [char] {
        &['w', 'b']
    }

    fn player_names() -> &'static [&'static str] {
        &["white", "black"]
    }

    fn start() -> Self {
        Self::from_position(notation::START).expect("the start position is valid")
    }

    fn from_position(s: &str) -> Result<Self, ParseError> {
        notation::parse(s)
    }

    fn to_position(&self) -> String {
        notation::write(self)
    }

    fn side_to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<HexMove>) {
        if !self.is_terminal_without_movegen() {
            self.generate(out);
        }
    }

    fn make(&mut self, mv: HexMove) {
        let t = tables();
        let k = keys();
        let us = self.side as usize;
        let them = us ^ 1;
        let piece = self.board[mv.from as usize];
        let capture_cell = if mv.kind == EN_PASSANT {
            t.pawn_step[them][mv.to as usize]
        } else {
            mv.to
        };
        let captured = self.board[capture_cell as usize];
        self.undo.push(Undo {
            mv,
            captured,
            en_passant: self.en_passant,
            en_passant_counted: self.en_passant_counted,
            halfmove: self.halfmove,
            hash: self.hash,
        });
        let mut hash = self.hash ^ k.black;
        if self.en_passant_counted {
            hash ^= k.en_passant[self.en_passant as usize];
        }
        if captured != 0 {
            self.remove(capture_cell, captured);
            hash ^= k.piece[captured as usize][capture_cell as usize];
        }
        self.remove(mv.from, piece);
        let placed = if mv.promotion != 0 {
            code(us, mv.promotion)
        } else {
            piece
        };
        self.put(mv.to, placed);
        hash ^=
            k.piece[piece as usize][mv.from as usize] ^ k.piece[placed as usize][mv.to as usize];
        self.halfmove = if kind(piece) == PAWN || captured != 0 {
            0
        } else {
            self.halfmove + 1
        };
        if us == BLACK as usize {
            self.move_number += 1;
        }
        self.side = them as Player;
        self.en_passant = NO_CELL;
        self.en_passant_counted = false;
        if mv.kind == DOUBLE_STEP {
            self.en_passant = t.pawn_step[us][mv.from as usize];
            if self.en_passant_capturers().is_nonempty() {
                self.en_passant_counted = true;
                hash ^= k.en_passant[self.en_passant as usize];
            }
        }
        self.hash = hash;
    }

    fn unmake(&mut self) {
        let Some(u) = self.undo.pop() else { return };
        let t = tables();
        let them = self.side as usize;
        let us = them ^ 1;
        self.side = us as Player;
        if us == BLACK as usize {
            self.move_number -= 1;
        }
        let mv = u.mv;
        let placed = self.board[mv.to as usize];
        self.remove(mv.to, placed);
        let piece = if mv.promotion != 0 {
            code(us, PAWN)
        } else {
            placed
        };
        self.put(mv.from, piece);
        if u.captured != 0 {
            let capture_cell = if mv.kind == EN_PASSANT {
                t.pawn_step[them][mv.to as usize]
            } else {
                mv.to
            };
            self.put(capture_cell, u.captured);
        }
        self.en_passant = u.en_passant;
        self.en_passant_counted = u.en_passant_counted;
        self.halfmove = u.halfmove;
        self.hash = u.hash;
    }

    fn outcome(&self) -> Option<Outcome> {
        let mut moves = Vec::new();
        self.generate(&mut moves);
        let other = self.side ^ 1;
        if moves.is_empty() {
            return Some(if self.in_check() {
                Outcome::win(other, Rule::Checkmate)
            } else {
                Outcome::Stalemate {
                    stalemating: other,
                    stalemated: self.side,
                }
            });
        }
        self.draw_rule().map(|rule| Outcome::Draw { rule })
    }

    fn is_terminal_without_movegen(&self) -> bool {
        self.draw_rule().is_some()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn compute_hash(&self) -> u64 {
        let k = keys();
        let mut h = if self.side == BLACK { k.black } else { 0 };
        for (c, &piece) in self.board.iter().enumerate() {
            if piece != 0 {
                h ^= k.piece[piece as usize][c];
            }
        }
        if self.en_passant_matters() {
            h ^= k.en_passant[self.en_passant as usize];
        }
        h
    }

    fn move_to_string(&self, mv: HexMove) -> String {
        let topo = Self::topology();
        let mut s = format!("{}-{}", topo.name(mv.from), topo.name(mv.to));
        if let Some(letter) = mv.promotion() {
            s.push('=');
            s.push(letter);
        }
        s
    }

    fn parse_move(&self, s: &str) -> Result<HexMove, ParseError> {
        let trimmed = s.trim();
        // The promotion letter is accepted in either case; it is written in uppercase.
        let normal = match trimmed.split_once('=') {
            Some((body, suffix)) => format!("{body}={}", suffix.to_ascii_uppercase()),
            None => trimmed.to_string(),
        };
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .into_iter()
            .find(|m| self.move_to_string(*m) == normal)
            .ok_or_else(|| crate::notation::explain_illegal(self, trimmed))
    }

    fn has_only_royals(&self, player: Player) -> bool {
        self.bb[player as usize][ALL].count() == 1
    }

    fn checked_cells(&self) -> Vec<Cell> {
        if self.in_check() {
            vec![self.king(self.side as usize)]
        } else {
            Vec::new()
        }
    }

    /// Pieces on the centre f6 of an empty board, the pawn on its start cell f5 (so its double
    /// step shows), as the game's usual diagrams show them.
    fn piece_help() -> Vec<PieceHelp> {
        let t = tables();
        let topo = &t.topology;
        let names = |set: Bits| -> Vec<String> {
            let mut cells: Vec<Cell> = (0..CELLS as Cell).filter(|&c| set.contains(c)).collect();
            cells.sort_unstable();
            cells.iter().map(|&c| topo.name(c).to_string()).collect()
        };
        let centre = topo.cell("f6").expect("f6 exists");
        let rays = |dirs: std::ops::Range<usize>| {
            dirs.fold(Bits::EMPTY, |all, d| {
                all | geometry::ray_attacks(t, d, centre, Bits::EMPTY)
            })
        };
        let help = |token, name, from, moves: Bits, captures: Bits| PieceHelp {
            token,
            name,
            from,
            moves: names(moves),
            captures_only: names(captures),
            pawn_of: None,
        };
        let pawn = topo.cell("f5").expect("f5 exists");
        let one = t.pawn_step[WHITE as usize][pawn as usize];
        let two = t.pawn_step[WHITE as usize][one as usize];
        vec![
            help("K", "king", "f6", t.king[centre as usize], Bits::EMPTY),
            help("Q", "queen", "f6", rays(0..12), Bits::EMPTY),
            help("R", "rook", "f6", rays(0..6), Bits::EMPTY),
            help("B", "bishop", "f6", rays(6..12), Bits::EMPTY),
            help("N", "knight", "f6", t.knight[centre as usize], Bits::EMPTY),
            help(
                "P",
                "pawn",
                "f5",
                bit(one) | bit(two),
                t.pawn_attacks[WHITE as usize][pawn as usize],
            ),
        ]
    }

    fn piece_kind(&self, cell: Cell) -> Option<&'static str> {
        self.kind_on(cell).map(|k| k.info().name)
    }

    fn move_number(&self) -> u32 {
        self.move_number
    }

    fn kinds() -> Vec<KindSpec> {
        PIECES
            .iter()
            .map(|p| p.spec(p.kind == PieceKind::King, p.kind == PieceKind::Pawn))
            .collect()
    }

    fn promotion_order() -> &'static [&'static str] {
        const ORDER: [&str; 4] = [
            PIECES[PieceKind::Queen as usize - 1].name,
            PIECES[PieceKind::Rook as usize - 1].name,
            PIECES[PieceKind::Bishop as usize - 1].name,
            PIECES[PieceKind::Knight as usize - 1].name,
        ];
        &ORDER
    }

    fn piece_facts(&self, cell: Cell) -> Option<PieceFacts> {
        self.kind_on(cell).map(|k| PieceFacts {
            letter: k.letter(),
            home: None,
            pawn_of: None,
            royal: k == PieceKind::King,
        })
    }

    fn move_facts(&self, mv: HexMove) -> MoveFacts {
        let captures = if mv.is_en_passant() {
            // The taken pawn stands one step behind the skipped cell, from the taker's side.
            let behind = tables().pawn_step[1 - self.side as usize][mv.to as usize];
            (behind != NO_CELL).then_some(behind)
        } else {
            (self.board.get(mv.to as usize).copied().unwrap_or(0) != 0).then_some(mv.to)
        };
        MoveFacts {
            promotion: mv.promoted_kind().map(|k| k.info().name),
            swap: false,
            captures,
        }
    }

    fn piece_at(&self, cell: Cell) -> Option<(Player, String)> {
        let piece = *self.board.get(cell as usize)?;
        if piece == 0 {
            return None;
        }
        let letter = PieceKind::from_code(kind(piece))?.letter();
        let token = if owner(piece) == WHITE as usize {
            letter
        } else {
            letter.to_ascii_lowercase()
        };
        Some((owner(piece) as Player, token.to_string()))
    }
}
