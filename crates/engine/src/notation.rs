//! Shared pieces of the position and move string formats: rank-by-rank board fields with
//! digit runs for empty cells, numeric fields, and precise messages for illegal move strings.

use crate::game::{ErrorKind, Game, GameMove, ParseError};
use crate::topology::Cell;

/// Reads a board field: ranks from the top, separated by `/`, each listing `rank_lens[i]`
/// cells as pieces or digit runs (a run may have two digits, as on hex's 11-cell rank).
/// `read_piece` reads one piece at the start of its input and returns it with the number of
/// bytes it used. `rank_names[i]` names rank `i` in error messages.
pub fn parse_board<P>(
    board: &str,
    rank_lens: &[usize],
    rank_names: &[String],
    mut read_piece: impl FnMut(&str) -> Result<(P, usize), ParseError>,
) -> Result<Vec<Vec<Option<P>>>, ParseError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != rank_lens.len() {
        return Err(ParseError::new(
            ErrorKind::BadBoard,
            format!(
                "expected {} ranks separated by '/', found {}",
                rank_lens.len(),
                ranks.len()
            ),
        )
        .with("expected", rank_lens.len())
        .with("found", ranks.len())
        .with("reason", "ranks"));
    }
    let mut rows = Vec::with_capacity(ranks.len());
    for (i, text) in ranks.iter().enumerate() {
        let mut row: Vec<Option<P>> = Vec::with_capacity(rank_lens[i]);
        let mut rest = *text;
        while !rest.is_empty() {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 {
                let run: usize = rest[..digits].parse().unwrap_or(usize::MAX);
                if run == 0 || digits > 2 {
                    return Err(ParseError::new(
                        ErrorKind::BadBoard,
                        format!(
                            "bad empty-cell count '{}' on rank {}",
                            &rest[..digits],
                            rank_names[i]
                        ),
                    )
                    .with("text", &rest[..digits])
                    .with("rank", &rank_names[i])
                    .with("reason", "empty-count"));
                }
                if row.len() + run > rank_lens[i] {
                    return Err(wrong_cell_count(
                        rank_lens[i],
                        &rank_names[i],
                        row.len() + run,
                    ));
                }
                row.extend((0..run).map(|_| None));
                rest = &rest[digits..];
            } else {
                let (piece, used) = read_piece(rest).map_err(|e| {
                    let rank = &rank_names[i];
                    e.within(&format!(" on rank {rank}"), "rank", rank)
                })?;
                row.push(Some(piece));
                rest = &rest[used..];
            }
        }
        if row.len() != rank_lens[i] {
            return Err(wrong_cell_count(rank_lens[i], &rank_names[i], row.len()));
        }
        rows.push(row);
    }
    Ok(rows)
}

/// A rank of the board field that lists more or fewer cells than the rank has.
fn wrong_cell_count(expected: usize, rank: &str, found: usize) -> ParseError {
    ParseError::new(
        ErrorKind::BadBoard,
        format!("expected {expected} cells on rank {rank}, found {found}"),
    )
    .with("expected", expected)
    .with("rank", rank)
    .with("found", found)
    .with("reason", "cells")
}

/// Writes one rank: piece tokens, with runs of empty cells as numbers.
pub fn write_rank<'a>(cells: impl IntoIterator<Item = Option<&'a str>>, out: &mut String) {
    let mut empty = 0;
    for cell in cells {
        match cell {
            None => empty += 1,
            Some(token) => {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(token);
            }
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}

/// Reads a whole-number field, naming it in the error.
pub fn parse_number<T: std::str::FromStr>(field: &str, what: &str) -> Result<T, ParseError> {
    field.parse().map_err(|_| {
        ParseError::new(
            ErrorKind::BadNumber,
            format!("{what} must be a whole number, found '{field}'"),
        )
        .with("field", what)
        .with("found", field)
    })
}

/// The largest move number a position string carries.
///
/// The rule for the counters of a position string (the move number, the plies without
/// progress): the parser accepts exactly the values the engine can write back, so any position
/// it accepts, after any number of legal moves, writes a string it accepts again.
/// - The plies without progress need nothing more: the parser accepts every value up to the
///   game's limit, and the game ends when the count reaches it, so no move adds to a full count.
/// - The move number is accepted from 1 to `MAX_MOVE_NUMBER`. A game keeps counting exactly
///   beyond it (so taking moves back restores the exact count), but writes at most
///   `MAX_MOVE_NUMBER` (`written_move_number`). The count cannot overflow: captures, pawn moves
///   and defeats are finite and the no-progress limits cap the plies between them, so no game
///   lasts 100,000 plies from any position, while a `u32` has more than 3·10⁹ moves of room
///   above `MAX_MOVE_NUMBER`.
pub const MAX_MOVE_NUMBER: u32 = 1_000_000_000;

/// Reads the move number field: a whole number from 1 to `MAX_MOVE_NUMBER`.
pub fn parse_move_number(field: &str) -> Result<u32, ParseError> {
    let out_of_range = || {
        Err(ParseError::new(
            ErrorKind::BadCounter,
            format!("move number must be from 1 to {MAX_MOVE_NUMBER}, found {field}"),
        )
        .with("field", "move number")
        .with("found", field)
        .with("limit", MAX_MOVE_NUMBER))
    };
    // Digits only: any such number reads, however long, so a large one is named as too large.
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return parse_number(field, "move number");
    }
    match field.parse::<u32>() {
        Ok(n) if (1..=MAX_MOVE_NUMBER).contains(&n) => Ok(n),
        _ => out_of_range(),
    }
}

/// The move number as a position string writes it: the count, at most `MAX_MOVE_NUMBER`.
pub fn written_move_number(count: u32) -> u32 {
    count.min(MAX_MOVE_NUMBER)
}

/// Splits a position string into exactly `names.len()` space-separated fields.
pub fn split_fields<'a>(s: &'a str, names: &[&str]) -> Result<Vec<&'a str>, ParseError> {
    let fields: Vec<&str> = s.split_whitespace().collect();
    if fields.len() != names.len() {
        return Err(ParseError::new(
            ErrorKind::BadFieldCount,
            format!(
                "expected {} fields ({}), found {}",
                names.len(),
                names.join(", "),
                fields.len()
            ),
        )
        .with("expected", names.len())
        .with("fields", names.join(", "))
        .with("found", fields.len()));
    }
    Ok(fields)
}

/// Explains why `s` is not a legal move in `game`: the game is over, the string is malformed,
/// a cell is unknown, there is no piece or the wrong side's piece, or the piece cannot go there.
pub fn explain_illegal<G: Game>(game: &G, s: &str) -> ParseError {
    if let Some(outcome) = game.outcome() {
        let result = outcome.describe(G::player_names());
        return ParseError::new(
            ErrorKind::GameOver,
            format!("the game is over ({result}); no move can be played"),
        )
        .with("result", result);
    }
    let body = s.split('=').next().unwrap_or(s);
    let parts: Vec<&str> = if body.contains("<>") {
        body.split("<>").collect()
    } else {
        body.split('-').collect()
    };
    if parts.len() != 2 || parts.iter().any(|p| p.is_empty()) {
        return ParseError::new(
            ErrorKind::MalformedMove,
            format!("malformed move '{s}': expected <from>-<to> with cell names, e.g. a3-a4"),
        )
        .with("move", s);
    }
    let topo = G::topology();
    let mut cells = [0 as Cell; 2];
    for (i, part) in parts.iter().enumerate() {
        match topo.cell(part) {
            Some(c) => cells[i] = c,
            None => {
                return ParseError::new(
                    ErrorKind::UnknownCell,
                    format!("unknown cell '{part}' in move '{s}'"),
                )
                .with("cell", part)
                .with("move", s)
            }
        }
    }
    let side = game.side_to_move();
    let names = G::player_names();
    match game.piece_at(cells[0]) {
        None => ParseError::new(
            ErrorKind::NoPieceThere,
            format!("illegal move '{s}': no piece on {}", parts[0]),
        )
        .with("move", s)
        .with("cell", parts[0]),
        Some((owner, _)) if owner != side => ParseError::new(
            ErrorKind::NotYourPiece,
            format!(
                "illegal move '{s}': the piece on {} is {}'s, and {} is to move",
                parts[0], names[owner as usize], names[side as usize]
            ),
        )
        .with("move", s)
        .with("cell", parts[0])
        .with("owner", names[owner as usize])
        .with("side", names[side as usize]),
        Some((_, token)) => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            let same_cells = moves
                .iter()
                .any(|m| m.from() == cells[0] && m.to() == cells[1]);
            if same_cells {
                let options = moves
                    .iter()
                    .filter(|m| m.from() == cells[0] && m.to() == cells[1])
                    .map(|m| game.move_to_string(*m))
                    .collect::<Vec<_>>()
                    .join(", ");
                ParseError::new(
                    ErrorKind::BadSuffix,
                    format!(
                        "illegal move '{s}': that move needs a different suffix here (one of: \
                         {options})"
                    ),
                )
                .with("move", s)
                .with("options", options)
            } else {
                ParseError::new(
                    ErrorKind::IllegalMove,
                    format!(
                        "illegal move '{s}': the {token} on {} cannot go to {}",
                        parts[0], parts[1]
                    ),
                )
                .with("move", s)
                .with("token", &token)
                .with("piece", game.piece_kind(cells[0]).unwrap_or_default())
                .with("from", parts[0])
                .with("to", parts[1])
            }
        }
    }
}
