//! Timur chess (Tamerlane chess, shatranj al-kabir): every rule of docs/rules.md §3.
//!
//! Layout: `geometry` (the 112-cell board and its tables), `pieces` (kinds, tokens, names),
//! `movegen` (pseudo-legal moves and attack detection on a raw board), `position` (the
//! position string and its validation), this file (state, legality, make/unmake, results).
//!
//! Points where docs/rules.md leaves room, and how they are settled here:
//! - **No legal move**: the side to move loses. The result says `checkmate` when that side has
//!   exactly one royal and it is attacked, and `no moves` otherwise (stalemate, or a side with
//!   several royals and no move). A loss by no moves stands over the 100-ply draw reached on the
//!   same ply, as checkmate does in chess; threefold and no moves cannot coincide.
//! - **100-ply rule**: `Rule::PliesWithoutProgress(100)`, worded by `Rule`'s `Display` as
//!   `100-move` (the shared wording; the count is 100 plies, i.e. 50 moves each).
//! - **King swap**: available while the King itself is attacked (a prince or adventitious king
//!   being attacked does not open it), whether or not the side has other royals. With two or
//!   more royals the swap may leave royals attacked like any move. The partner may be any
//!   friendly piece on the board (a royal included); the King is never in a citadel in a game
//!   still in play. The swap resets the 100-ply clock only when the partner is a pawn.
//! - **Attacked** (for check, the swap and `checked_cells`): some enemy piece has a
//!   pseudo-legal capture onto the cell; a cell in a citadel is never attacked.
//!   `checked_cells` lists every attacked royal of the side to move (with one royal that is
//!   check; with more it shows which royals can be taken).
//! - **Pawn of pawns**: the arrival count in the position string is 0–3; a pawn of pawns on the
//!   board needs a count ≤ 2 and an adventitious king a count of 3. Arrivals are counted even
//!   when the pawn is removed for want of a free cell. "Nearest" for the fallback is the file
//!   distance within a rank, ranks taken in the order docs/rules.md §3.4 gives.
//! - **Impossible positions rejected**: a pawn on its own last rank; two pawns of one kind or
//!   two kings/princes/adventitious kings on one side; a prince beside the pawn of the king or
//!   an adventitious king beside the pawn of pawns; a side without royals; a non-royal in a
//!   citadel, a royal other than the adventitious king in its own citadel, a royal in the
//!   opponent's citadel that is not its side's highest or whose side is to move; the side not
//!   to move in check; a 100-ply clock above 100. Piece counts of promotable kinds are not
//!   checked (large-variant pieces make position links outside the standard set anyway).
//! - **Large-variant pieces** (sea monster, lion, bull, explorer): full movers and attackers,
//!   never promoted to.
//! - **Citadel entry**: "the highest royal" is judged among the royals the side has now, so an
//!   adventitious king that is a side's only royal may both take refuge in its own citadel and
//!   draw by entering the opponent's.
//! - **Pawns off their start ranks**: a swap or the pawn of pawns' fallback can put a pawn on
//!   its first or second rank; it moves on from there as usual. Only a pawn on its own last
//!   rank is an impossible position.
//! - **Narrower than some sources**: one traditional description lets the pawn of pawns be
//!   "immune" and jump to any cell, and allows the swap "to avoid mate or a draw"; the
//!   narrower rules of docs/rules.md §3.4 and §3.7 are the ones implemented.
//! - **Piece help** (`piece_help`): moves are shown from f5 (the board has no centre cell; f5
//!   is the central file, just on White's side), as White, on an otherwise empty board.

pub(crate) mod geometry;
mod movegen;
pub mod pieces;
mod position;
#[cfg(test)]
mod tests;

use crate::game::{
    Extras, Game, GameMove, KindSpec, MoveFacts, Outcome, ParseError, PieceFacts, PieceHelp,
    Player, Rule,
};
use crate::topology::{Cell, Topology, CELL_INDEXES, NO_CELL};
use geometry::{is_citadel, other, rank_of, tables, CELLS, CITADEL, LAST_RANK, NO_DIRECTION};
use movegen::{attacked, line_attacked, piece_moves, swap_moves, Board, GenContext};
use pieces::{kind, owner, square, Square};

pub use pieces::{PieceInfo, PieceKind, PIECES};

/// White, who starts on ranks 1–3 and moves first.
pub const WHITE: Player = 0;
/// Black.
pub const BLACK: Player = 1;
/// Plies without capture or pawn move after which the game is drawn.
pub const PROGRESS_LIMIT: u16 = 100;
/// The start position.
pub const START: &str = "e1c1w1w1c1e/rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/\
PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR/E1C1W1W1C1E w -,- Ss 00 0 1";

/// A Timur move: a piece's move (promotions and the pawn of pawns' return follow from the
/// rules, so they need no suffix), or a King swap (`from` = the King's cell, `to` = the
/// partner's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimurMove {
    /// Start cell (the King's cell for a swap).
    pub from: Cell,
    /// Destination cell (the partner's cell for a swap).
    pub to: Cell,
    /// Whether this is the King swap.
    pub swap: bool,
}

impl TimurMove {
    fn step(from: Cell, to: Cell) -> Self {
        TimurMove {
            from,
            to,
            swap: false,
        }
    }

    fn swap(king: Cell, partner: Cell) -> Self {
        TimurMove {
            from: king,
            to: partner,
            swap: true,
        }
    }
}

impl GameMove for TimurMove {
    fn from(&self) -> Cell {
        self.from
    }
    fn to(&self) -> Cell {
        self.to
    }
}

/// What `unmake` needs to restore a move.
#[derive(Clone, Copy, Debug)]
struct Undo {
    mv: TimurMove,
    moved: Square,
    captured: Square,
    /// Where the moving piece ended up (the destination, a relocation cell, or NO_CELL when a
    /// pawn of pawns found no free cell).
    placed: Cell,
    clock: u16,
    swaps: u8,
    arrivals: [u8; 2],
    royals: [[Cell; 3]; 2],
    hash: u64,
}

/// A Timur position with its history (for repetition and `unmake`).
#[derive(Clone, Debug)]
pub struct Timur {
    board: Board,
    side: Player,
    /// Bit `p` set: player `p` may still swap its King.
    swaps: u8,
    /// Arrivals of each side's pawn of pawns on its last rank (0–3).
    arrivals: [u8; 2],
    clock: u16,
    move_number: u32,
    /// Cells of each side's King, prince and adventitious king (NO_CELL when absent).
    royals: [[Cell; 3]; 2],
    hash: u64,
    undo: Vec<Undo>,
}

fn piece_key(sq: Square, cell: Cell) -> u64 {
    tables().keys[sq as usize * CELLS + cell as usize]
}

fn side_key() -> u64 {
    tables().keys[64 * CELLS]
}

fn swap_key(player: Player) -> u64 {
    tables().keys[64 * CELLS + 1 + player as usize]
}

fn arrival_key(player: Player, count: u8) -> u64 {
    tables().keys[64 * CELLS + 3 + 4 * player as usize + count as usize]
}

impl Timur {
    /// The number of royals `player` has.
    fn royal_count(&self, player: Player) -> usize {
        self.royals[player as usize]
            .iter()
            .filter(|&&c| c != NO_CELL)
            .count()
    }

    /// The highest royal `player` has (King > prince > adventitious king).
    fn highest_royal(&self, player: Player) -> Option<PieceKind> {
        let r = &self.royals[player as usize];
        [
            PieceKind::King,
            PieceKind::Prince,
            PieceKind::AdventitiousKing,
        ]
        .into_iter()
        .find(|&k| r[k as usize] != NO_CELL)
    }

    /// Whether a royal stands in the opponent's citadel (the game is drawn).
    fn citadel_draw(&self) -> bool {
        (0..2).any(|p: Player| {
            let sq = self.board[CITADEL[other(p) as usize] as usize];
            sq != 0 && owner(sq) == p
        })
    }

    /// How many times the current position has occurred (this time included), looking back
    /// only as far as the last capture or pawn move, which make earlier positions unreachable.
    fn repetitions(&self) -> usize {
        let n = self.undo.len();
        crate::game::repetition_count(self.hash, n, self.clock as usize, 2, |back| {
            self.undo[n - back].hash
        })
    }

    /// The cells of `player`'s royals that are attacked.
    fn attacked_royals(&self, player: Player) -> impl Iterator<Item = Cell> + '_ {
        let t = tables();
        self.royals[player as usize]
            .iter()
            .copied()
            .filter(move |&c| c != NO_CELL && attacked(t, &self.board, c, other(player)))
    }

    /// Whether the side to move is in check: it has exactly one royal, and it is attacked.
    /// (The search asks at every node: this allocates nothing.)
    pub fn in_check(&self) -> bool {
        self.royal_count(self.side) == 1 && self.attacked_royals(self.side).next().is_some()
    }

    /// Pushes every legal move, whether or not the game is already over.
    fn generate(&self, out: &mut Vec<TimurMove>) {
        let t = tables();
        let side = self.side;
        let enemy = other(side);
        let start = out.len();
        let ctx = GenContext {
            side,
            highest_royal: self.highest_royal(side),
        };
        for from in 0..CELLS as Cell {
            let sq = self.board[from as usize];
            if sq != 0 && owner(sq) == side {
                piece_moves(t, &self.board, &ctx, from, sq, out);
            }
        }
        let royals = &self.royals[side as usize];
        let king = royals[PieceKind::King as usize];
        let single = if self.royal_count(side) == 1 {
            royals.iter().copied().find(|&c| c != NO_CELL)
        } else {
            None
        };
        let single_attacked = single.is_some_and(|r| attacked(t, &self.board, r, enemy));
        if self.swaps & (1 << side) != 0 && king != NO_CELL && !is_citadel(king) {
            let king_attacked = if single == Some(king) {
                single_attacked
            } else {
                attacked(t, &self.board, king, enemy)
            };
            if king_attacked {
                swap_moves(&self.board, side, king, out);
            }
        }
        // With two or more royals, none of them is protected by the check rule.
        let Some(royal) = single else {
            return;
        };
        let mut scratch = self.board;
        let mut kept = start;
        for i in start..out.len() {
            let mv = out[i];
            let legal = if single_attacked
                || mv.swap
                || mv.from == royal
                || kind(self.board[mv.from as usize]) == PieceKind::PawnOfPawns
            {
                self.leaves_royal_safe(&mut scratch, mv, royal)
            } else {
                // Not in check, another piece can only expose the royal by leaving a line
                // through it: rook, picket and giraffe paths all run along ranks, files and
                // diagonals; leapers, pawns and royals uncover nothing.
                let dir = t.direction[royal as usize * CELLS + mv.from as usize];
                dir == NO_DIRECTION || {
                    let (from, to) = (mv.from as usize, mv.to as usize);
                    let (moved, captured) = (scratch[from], scratch[to]);
                    scratch[from] = 0;
                    scratch[to] = moved;
                    let exposed = line_attacked(t, &scratch, royal, dir as usize, enemy);
                    scratch[to] = captured;
                    scratch[from] = moved;
                    !exposed
                }
            };
            if legal {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// With exactly one royal (on `royal`), whether `mv` leaves the mover's royals safe:
    /// the move is tried on `scratch` (a copy of the board, restored before returning).
    fn leaves_royal_safe(&self, scratch: &mut Board, mv: TimurMove, royal: Cell) -> bool {
        let t = tables();
        let side = self.side;
        let enemy = other(side);
        let (from, to) = (mv.from as usize, mv.to as usize);
        if mv.swap {
            scratch.swap(from, to);
            let safe = !attacked(t, scratch, mv.to, enemy);
            scratch.swap(from, to);
            return safe;
        }
        let moved = scratch[from];
        let captured = scratch[to];
        let k = kind(moved);
        let mut placed = mv.to;
        if k.is_pawn() && rank_of(mv.to) == LAST_RANK[side as usize] {
            match k {
                // A second royal appears: the check rule no longer applies.
                PieceKind::PawnOfKing => return true,
                PieceKind::PawnOfPawns if self.arrivals[side as usize] >= 2 => return true,
                PieceKind::PawnOfPawns => {
                    scratch[from] = 0;
                    scratch[to] = 0;
                    placed = relocation_cell(scratch, side, self.arrivals[side as usize] + 1);
                }
                _ => {}
            }
        }
        scratch[from] = 0;
        scratch[to] = 0;
        if placed != NO_CELL {
            scratch[placed as usize] = moved;
        }
        let royal_now = if mv.from == royal { mv.to } else { royal };
        let safe = !attacked(t, scratch, royal_now, enemy);
        if placed != NO_CELL {
            scratch[placed as usize] = 0;
        }
        scratch[to] = captured;
        scratch[from] = moved;
        safe
    }

    /// Puts `sq` on `cell`, keeping the hash and royal cells in step.
    fn put(&mut self, sq: Square, cell: Cell) {
        self.board[cell as usize] = sq;
        self.hash ^= piece_key(sq, cell);
        let k = kind(sq);
        if k.is_royal() {
            self.royals[owner(sq) as usize][k as usize] = cell;
        }
    }

    /// Takes the piece off `cell`, keeping the hash and royal cells in step.
    fn take(&mut self, cell: Cell) -> Square {
        let sq = self.board[cell as usize];
        if sq != 0 {
            self.board[cell as usize] = 0;
            self.hash ^= piece_key(sq, cell);
            let k = kind(sq);
            if k.is_royal() {
                self.royals[owner(sq) as usize][k as usize] = NO_CELL;
            }
        }
        sq
    }

    fn set_arrivals(&mut self, player: Player, count: u8) {
        let p = player as usize;
        self.hash ^= arrival_key(player, self.arrivals[p]) ^ arrival_key(player, count);
        self.arrivals[p] = count;
    }

    /// Builds a position from its parts; `position` validates it.
    fn assemble(
        board: Board,
        side: Player,
        swaps: u8,
        arrivals: [u8; 2],
        clock: u16,
        move_number: u32,
    ) -> Self {
        let mut royals = [[NO_CELL; 3]; 2];
        for c in 0..CELLS as Cell {
            let sq = board[c as usize];
            if sq != 0 && kind(sq).is_royal() {
                royals[owner(sq) as usize][kind(sq) as usize] = c;
            }
        }
        let mut game = Timur {
            board,
            side,
            swaps,
            arrivals,
            clock,
            move_number,
            royals,
            hash: 0,
            undo: Vec::new(),
        };
        game.hash = game.compute_hash();
        game
    }

    /// Whether `player` may still swap its King (the right is kept even without a King).
    pub fn swap_right(&self, player: Player) -> bool {
        self.swaps & (1 << player) != 0
    }

    /// How often `player`'s pawn of pawns has reached its last rank.
    pub fn pawn_of_pawns_arrivals(&self, player: Player) -> u8 {
        self.arrivals[player as usize]
    }
}

/// Where a pawn of pawns on its `arrival`-th arrival (1 or 2) is put: its relocation cell, or
/// the nearest empty fallback cell, or nowhere (NO_CELL) when all are full.
fn relocation_cell(board: &Board, player: Player, arrival: u8) -> Cell {
    tables().relocation[player as usize][arrival as usize - 1]
        .iter()
        .copied()
        .find(|&c| board[c as usize] == 0)
        .unwrap_or(NO_CELL)
}

impl Game for Timur {
    type Move = TimurMove;
    const VARIANT: &'static str = "timur";

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
        Self::from_position(START).expect("the start position is valid")
    }

    fn from_position(s: &str) -> Result<Self, ParseError> {
        position::parse(s)
    }

    fn to_position(&self) -> String {
        position::write(self)
    }

    fn side_to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<TimurMove>) {
        if !self.is_terminal_without_movegen() {
            self.generate(out);
        }
    }

    fn make(&mut self, mv: TimurMove) {
        let side = self.side;
        let moved = self.board[mv.from as usize];
        let mut undo = Undo {
            mv,
            moved,
            captured: 0,
            placed: mv.to,
            clock: self.clock,
            swaps: self.swaps,
            arrivals: self.arrivals,
            royals: self.royals,
            hash: self.hash,
        };
        if mv.swap {
            let king = self.take(mv.from);
            let partner = self.take(mv.to);
            self.put(king, mv.to);
            self.put(partner, mv.from);
            self.swaps &= !(1 << side);
            self.hash ^= swap_key(side);
            self.clock = if kind(partner).is_pawn() {
                0
            } else {
                self.clock + 1
            };
        } else {
            self.take(mv.from);
            let captured = self.take(mv.to);
            undo.captured = captured;
            let k = kind(moved);
            let mut placed_sq = moved;
            if k.is_pawn() && rank_of(mv.to) == LAST_RANK[side as usize] {
                if let Some(promoted) = k.promotion() {
                    placed_sq = square(side, promoted);
                } else {
                    let arrival = (self.arrivals[side as usize] + 1).min(3);
                    self.set_arrivals(side, arrival);
                    if arrival >= 3 {
                        placed_sq = square(side, PieceKind::AdventitiousKing);
                    } else {
                        undo.placed = relocation_cell(&self.board, side, arrival);
                    }
                }
            }
            if undo.placed != NO_CELL {
                self.put(placed_sq, undo.placed);
            }
            self.clock = if captured != 0 || k.is_pawn() {
                0
            } else {
                self.clock + 1
            };
        }
        if side == BLACK {
            self.move_number += 1;
        }
        self.side = other(side);
        self.hash ^= side_key();
        self.undo.push(undo);
    }

    fn unmake(&mut self) {
        let Some(u) = self.undo.pop() else { return };
        self.side = other(self.side);
        if self.side == BLACK {
            self.move_number -= 1;
        }
        let (from, to) = (u.mv.from as usize, u.mv.to as usize);
        if u.mv.swap {
            self.board.swap(from, to);
        } else {
            if u.placed != NO_CELL {
                self.board[u.placed as usize] = 0;
            }
            self.board[to] = u.captured;
            self.board[from] = u.moved;
        }
        self.clock = u.clock;
        self.swaps = u.swaps;
        self.arrivals = u.arrivals;
        self.royals = u.royals;
        self.hash = u.hash;
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.citadel_draw() {
            return Some(Outcome::Draw {
                rule: Rule::Citadel,
            });
        }
        let mut moves = Vec::new();
        self.generate(&mut moves);
        if moves.is_empty() {
            let rule = if self.in_check() {
                Rule::Checkmate
            } else {
                Rule::NoMoves
            };
            return Some(Outcome::win(other(self.side), rule));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw {
                rule: Rule::Threefold,
            });
        }
        if self.clock >= PROGRESS_LIMIT {
            return Some(Outcome::Draw {
                rule: Rule::PliesWithoutProgress(PROGRESS_LIMIT),
            });
        }
        None
    }

    fn is_terminal_without_movegen(&self) -> bool {
        self.citadel_draw() || self.clock >= PROGRESS_LIMIT || self.repetitions() >= 3
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn compute_hash(&self) -> u64 {
        let mut h = if self.side == BLACK { side_key() } else { 0 };
        for cell in 0..CELLS as Cell {
            let sq = self.board[cell as usize];
            if sq != 0 {
                h ^= piece_key(sq, cell);
            }
        }
        for p in 0..2 {
            if self.swap_right(p) {
                h ^= swap_key(p);
            }
            h ^= arrival_key(p, self.arrivals[p as usize]);
        }
        h
    }

    fn move_to_string(&self, mv: TimurMove) -> String {
        let topo = Self::topology();
        let sep = if mv.swap { "<>" } else { "-" };
        format!("{}{sep}{}", topo.name(mv.from), topo.name(mv.to))
    }

    fn checked_cells(&self) -> Vec<Cell> {
        self.attacked_royals(self.side).collect()
    }

    fn has_only_royals(&self, player: Player) -> bool {
        let pieces = self
            .board
            .iter()
            .filter(|&&sq| sq != 0 && owner(sq) == player)
            .count();
        pieces == self.royal_count(player)
    }

    fn piece_at(&self, cell: Cell) -> Option<(Player, String)> {
        let sq = *self.board.get(cell as usize)?;
        (sq != 0).then(|| (owner(sq), pieces::token(sq)))
    }

    fn piece_kind(&self, cell: Cell) -> Option<&'static str> {
        let sq = *self.board.get(cell as usize)?;
        (sq != 0).then(|| kind(sq).info().name)
    }

    fn piece_help() -> Vec<PieceHelp> {
        PieceKind::ALL.into_iter().map(piece_help).collect()
    }

    fn move_number(&self) -> u32 {
        self.move_number
    }

    fn kinds() -> Vec<KindSpec> {
        PIECES
            .iter()
            .map(|p| p.spec(p.kind.is_royal(), p.kind.is_pawn()))
            .collect()
    }

    fn piece_facts(&self, cell: Cell) -> Option<PieceFacts> {
        let (_, k) = self.piece(cell)?;
        Some(PieceFacts {
            letter: k.letter(),
            home: None,
            pawn_of: k.pawn_of(),
            royal: k.is_royal(),
        })
    }

    fn move_facts(&self, mv: TimurMove) -> MoveFacts {
        let side = self.side_to_move();
        // A swap's partner is the mover's own piece: nothing is taken.
        let captures = (!mv.swap && self.piece(mv.to).is_some_and(|(owner, _)| owner != side))
            .then_some(mv.to);
        MoveFacts {
            promotion: None,
            swap: mv.swap,
            captures,
        }
    }

    fn extras(&self) -> Extras {
        Extras {
            swap_rights: Some((0..2).filter(|&p| self.swap_right(p)).collect()),
            arrivals: Some(self.arrivals.to_vec()),
        }
    }
}

impl Timur {
    /// The piece on a cell as (owner, kind), for the evaluation.
    #[inline]
    pub(crate) fn piece(&self, cell: Cell) -> Option<(Player, PieceKind)> {
        match *self.board.get(cell as usize)? {
            0 => None,
            sq => Some((owner(sq), kind(sq))),
        }
    }
}

/// Where a White piece of `kind` standing on f5 of an otherwise empty board can go (capturing
/// where it moves), and the cells a pawn can only capture on. Citadel entries are not shown:
/// no citadel is in reach from f5.
pub fn piece_help(kind: PieceKind) -> PieceHelp {
    let t = tables();
    let from: &'static str = "f5";
    let cell = t.topology.cell(from).unwrap_or(0);
    let mut board: Board = [0; CELL_INDEXES];
    let sq = square(WHITE, kind);
    board[cell as usize] = sq;
    let ctx = GenContext {
        side: WHITE,
        highest_royal: Some(PieceKind::King),
    };
    let mut moves = Vec::new();
    piece_moves(t, &board, &ctx, cell, sq, &mut moves);
    let names = |cells: &mut dyn Iterator<Item = Cell>| -> Vec<String> {
        let mut list: Vec<Cell> = cells.collect();
        list.sort_unstable();
        list.iter()
            .map(|&c| t.topology.name(c).to_string())
            .collect()
    };
    let captures_only = if kind.is_pawn() {
        names(&mut t.pawn_captures[WHITE as usize].of(cell).iter().copied())
    } else {
        Vec::new()
    };
    PieceHelp {
        token: kind.info().token,
        name: kind.info().name,
        from,
        moves: names(&mut moves.iter().map(|m| m.to)),
        captures_only,
        pawn_of: kind.pawn_of(),
    }
}
