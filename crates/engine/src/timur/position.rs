//! The position string of docs/rules.md §3.9: reading (with validation) and writing.
//!
//! `<ranks 10..1> <w|b> <l2 occupant>,<z9 occupant> <swap rights> <arrivals> <clock> <move>`

use super::geometry::{
    is_citadel, other, rank_of, tables, CELLS, CITADEL, FILES, L2, LAST_RANK, RANKS, Z9,
};
use super::movegen::{attacked, Board};
use super::pieces::{kind, owner, read_token, token, PieceKind, Square};
use super::{Timur, PROGRESS_LIMIT};
use crate::game::{ErrorKind, Game, ParseError, Player};
use crate::notation::{
    parse_board, parse_move_number, parse_number, split_fields, write_rank, written_move_number,
};
use crate::topology::{Cell, CELL_INDEXES};

const FIELDS: [&str; 7] = [
    "board",
    "side to move",
    "citadels",
    "swap rights",
    "pawn-of-pawns arrivals",
    "halfmove clock",
    "move number",
];

fn name(cell: Cell) -> &'static str {
    tables().topology.name(cell)
}

fn describe(sq: Square) -> String {
    format!(
        "{} {}",
        Timur::player_names()[owner(sq) as usize],
        kind(sq).info().name
    )
}

/// Reads a position string and checks that the rules could produce it.
pub fn parse(s: &str) -> Result<Timur, ParseError> {
    let fields = split_fields(s, &FIELDS)?;
    let rank_names: Vec<String> = (1..=RANKS).rev().map(|r| r.to_string()).collect();
    let rows = parse_board(fields[0], &[FILES; RANKS], &rank_names, read_token)?;
    let mut board: Board = [0; CELL_INDEXES];
    for (i, row) in rows.iter().enumerate() {
        let rank = RANKS - 1 - i;
        for (file, sq) in row.iter().enumerate() {
            board[rank * FILES + file] = sq.unwrap_or(0);
        }
    }
    let side = match fields[1] {
        "w" => 0,
        "b" => 1,
        other => {
            return Err(ParseError::new(
                ErrorKind::BadTurn,
                format!("side to move must be 'w' or 'b', found '{other}'"),
            )
            .with("found", other)
            .with("expected", "w, b"))
        }
    };
    let Some((l2, z9)) = fields[2].split_once(',') else {
        return Err(ParseError::new(
            ErrorKind::BadField,
            format!(
                "citadels must be '<l2 occupant>,<z9 occupant>' with '-' for empty, found '{}'",
                fields[2]
            ),
        )
        .with("field", "citadels")
        .with("found", fields[2]));
    };
    for (cell, text) in [(L2, l2), (Z9, z9)] {
        if text == "-" {
            continue;
        }
        match read_token(text) {
            Ok((sq, used)) if used == text.len() => board[cell as usize] = sq,
            Ok(_) => {
                return Err(ParseError::new(
                    ErrorKind::BadField,
                    format!(
                        "citadel {} holds one piece or '-', found '{text}'",
                        name(cell)
                    ),
                )
                .with("field", "citadels")
                .with("cell", name(cell))
                .with("found", text))
            }
            Err(e) => {
                let citadel = name(cell);
                return Err(e.within(&format!(" in citadel {citadel}"), "cell", citadel));
            }
        }
    }
    let swaps = match fields[3] {
        "Ss" => 3,
        "S" => 1,
        "s" => 2,
        "-" => 0,
        other => {
            return Err(ParseError::new(
                ErrorKind::BadField,
                format!("swap rights must be 'Ss', 'S', 's' or '-', found '{other}'"),
            )
            .with("field", "swap rights")
            .with("found", other))
        }
    };
    let digits: Vec<u8> = fields[4].bytes().collect();
    let arrivals = match digits.as_slice() {
        [w @ b'0'..=b'3', b @ b'0'..=b'3'] => [w - b'0', b - b'0'],
        _ => {
            return Err(ParseError::new(
                ErrorKind::BadField,
                format!(
                    "pawn-of-pawns arrivals must be two digits 0-3 (white, then black), found '{}'",
                    fields[4]
                ),
            )
            .with("field", "pawn-of-pawns arrivals")
            .with("found", fields[4]))
        }
    };
    let clock: u16 = parse_number(fields[5], "halfmove clock")?;
    let move_number = parse_move_number(fields[6])?;
    if clock > PROGRESS_LIMIT {
        return Err(ParseError::new(
            ErrorKind::BadCounter,
            format!("halfmove clock is {clock}, but the game ends drawn at {PROGRESS_LIMIT}"),
        )
        .with("field", "halfmove clock")
        .with("found", clock)
        .with("limit", PROGRESS_LIMIT));
    }
    validate(&board, side, arrivals)?;
    Ok(Timur::assemble(
        board,
        side,
        swaps,
        arrivals,
        clock,
        move_number,
    ))
}

/// Rejects what the rules cannot produce (see the module doc of `timur`).
fn validate(board: &Board, side: Player, arrivals: [u8; 2]) -> Result<(), ParseError> {
    let players = Timur::player_names();
    let mut seen: [[Option<Cell>; 27]; 2] = [[None; 27]; 2];
    for cell in 0..CELLS as Cell {
        let sq = board[cell as usize];
        if sq == 0 {
            continue;
        }
        let (p, k) = (owner(sq), kind(sq));
        if k.is_pawn() && !is_citadel(cell) && rank_of(cell) == LAST_RANK[p as usize] {
            return Err(ParseError::new(
                ErrorKind::BadPlacement,
                format!(
                    "{} on {} stands on its promotion rank",
                    describe(sq),
                    name(cell)
                ),
            )
            .with("player", players[p as usize])
            .with("piece", k.info().name)
            .with("cell", name(cell))
            .with("reason", "promotion-rank"));
        }
        let unique = k.is_pawn() || k.is_royal();
        if let (true, Some(first)) = (unique, seen[p as usize][k as usize]) {
            let what = if k.is_pawn() {
                "each side has one pawn of each kind"
            } else {
                "each side has at most one of each royal"
            };
            return Err(ParseError::new(
                ErrorKind::TooManyPieces,
                format!(
                    "{} has two of {} ({} and {}); {what}",
                    players[p as usize],
                    k.info().name,
                    name(first),
                    name(cell)
                ),
            )
            .with("player", players[p as usize])
            .with("piece", k.info().name)
            .with("cells", format!("{} and {}", name(first), name(cell)))
            .with("limit", 1));
        }
        seen[p as usize][k as usize] = Some(cell);
    }
    for p in 0..2 {
        let who = players[p as usize];
        let at = |k: PieceKind| seen[p as usize][k as usize];
        if let (Some(s), Some(pk)) = (at(PieceKind::Prince), at(PieceKind::PawnOfKing)) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{who} has a prince on {} and the pawn of the king on {}; the prince can only \
                 come from that pawn",
                    name(s),
                    name(pk)
                ),
            )
            .with("player", who)
            .with("cell", name(s))
            .with("other", name(pk))
            .with("reason", "prince-and-pawn-of-king"));
        }
        let count = arrivals[p as usize];
        if let (Some(pp), true) = (at(PieceKind::PawnOfPawns), count >= 3) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{who}'s pawn of pawns on {} has already arrived 3 times, so it would be an \
                 adventitious king",
                    name(pp)
                ),
            )
            .with("player", who)
            .with("cell", name(pp))
            .with("reason", "pawn-of-pawns-arrivals"));
        }
        if let (Some(a), true) = (at(PieceKind::AdventitiousKing), count < 3) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{who}'s adventitious king on {} needs 3 pawn-of-pawns arrivals, found {count}",
                    name(a)
                ),
            )
            .with("player", who)
            .with("cell", name(a))
            .with("found", count)
            .with("reason", "adventitious-king-arrivals"));
        }
        if !(0..3).any(|k| seen[p as usize][k].is_some()) {
            return Err(ParseError::new(
                ErrorKind::MissingPiece,
                format!("{who} has no royal piece (king, prince or adventitious king)"),
            )
            .with("player", who)
            .with("piece", "royal"));
        }
    }
    // Citadels: only royals; in its own, only the adventitious king; in the opponent's, only
    // the side's highest royal, and then the game is over with the other side to move.
    let mut draws = 0;
    for (holder, &citadel) in CITADEL.iter().enumerate() {
        let sq = board[citadel as usize];
        if sq == 0 {
            continue;
        }
        let (p, k) = (owner(sq), kind(sq));
        let here = format!("{} in {}", describe(sq), name(citadel));
        if !k.is_royal() {
            return Err(ParseError::new(
                ErrorKind::BadPlacement,
                format!("{here}: only royals may stand in a citadel"),
            )
            .with("piece", kind(sq).info().name)
            .with("player", players[p as usize])
            .with("cell", name(citadel))
            .with("reason", "citadel-not-royal"));
        }
        if p as usize == holder {
            if k != PieceKind::AdventitiousKing {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{here}: only the adventitious king may enter its own citadel"),
                )
                .with("piece", kind(sq).info().name)
                .with("player", players[p as usize])
                .with("cell", name(citadel))
                .with("reason", "own-citadel"));
            }
            continue;
        }
        let highest = (0..3)
            .find(|&r| seen[p as usize][r].is_some())
            .map(|r| PieceKind::ALL[r]);
        if highest != Some(k) {
            return Err(ParseError::new(
                ErrorKind::BadPlacement,
                format!(
                    "{here}: only {}'s highest royal may enter the opponent's citadel",
                    players[p as usize]
                ),
            )
            .with("piece", kind(sq).info().name)
            .with("player", players[p as usize])
            .with("cell", name(citadel))
            .with("reason", "citadel-not-highest"));
        }
        if p == side {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{here} ended the game, so {} cannot be the side to move",
                    players[p as usize]
                ),
            )
            .with("piece", kind(sq).info().name)
            .with("player", players[p as usize])
            .with("cell", name(citadel))
            .with("reason", "citadel-entered"));
        }
        draws += 1;
    }
    if draws > 1 {
        return Err(ParseError::new(
            ErrorKind::ImpossiblePosition,
            "both citadels hold an enemy royal; the game ends at the first",
        )
        .with("reason", "both-citadels"));
    }
    // The side that just moved may not have left its only royal attacked.
    let mover = other(side);
    let royals: Vec<Cell> = (0..CELLS as Cell)
        .filter(|&c| {
            board[c as usize] != 0
                && owner(board[c as usize]) == mover
                && kind(board[c as usize]).is_royal()
        })
        .collect();
    if let [royal] = royals.as_slice() {
        if attacked(tables(), board, *royal, side) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{}'s only royal ({} on {}) is attacked, but {} is to move",
                    players[mover as usize],
                    kind(board[*royal as usize]).info().name,
                    name(*royal),
                    players[side as usize]
                ),
            )
            .with("player", players[mover as usize])
            .with("piece", kind(board[*royal as usize]).info().name)
            .with("cell", name(*royal))
            .with("side", players[side as usize])
            .with("reason", "check-not-to-move"));
        }
    }
    Ok(())
}

/// Writes the position string.
pub fn write(game: &Timur) -> String {
    let mut out = String::new();
    for rank in (0..RANKS).rev() {
        let tokens: Vec<Option<String>> = (0..FILES)
            .map(|file| {
                let sq = game.board[rank * FILES + file];
                (sq != 0).then(|| token(sq))
            })
            .collect();
        write_rank(tokens.iter().map(|t| t.as_deref()), &mut out);
        if rank > 0 {
            out.push('/');
        }
    }
    let citadel = |c: Cell| {
        let sq = game.board[c as usize];
        if sq == 0 {
            "-".to_string()
        } else {
            token(sq)
        }
    };
    let swaps = match game.swaps {
        3 => "Ss",
        1 => "S",
        2 => "s",
        _ => "-",
    };
    let side = Timur::player_letters()[game.side as usize];
    format!(
        "{out} {side} {},{} {swaps} {}{} {} {}",
        citadel(L2),
        citadel(Z9),
        game.arrivals[0],
        game.arrivals[1],
        game.clock,
        written_move_number(game.move_number)
    )
}
