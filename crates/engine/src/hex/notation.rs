//! Position strings of docs/rules.md §2.5 (read, write) and the validation that rejects positions the
//! rules cannot produce.
//!
//! Format: `<ranks 11..1, '/'-separated; each rank lists its existing cells from file a towards
//! l; digits (one or two) are runs of empty cells> <w|b> <en passant cell or -> <halfmove
//! clock> <move number>`.

use super::geometry::{cell_at, cells_of, files_on_rank, rank_lengths, tables, Bits, RANKS};
use super::{
    code, Hex, PieceKind, ALL, BISHOP, BLACK, KING, KNIGHT, PAWN, QUEEN, QUIET_PLY_LIMIT, ROOK,
    WHITE,
};
use crate::game::{ErrorKind, Game, ParseError};
use crate::notation::{
    parse_board, parse_move_number, parse_number, split_fields, write_rank, written_move_number,
};
use crate::topology::NO_CELL;

/// The start position.
pub const START: &str =
    "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";

/// Reads and validates a position string.
pub fn parse(s: &str) -> Result<Hex, ParseError> {
    let fields = split_fields(
        s,
        &[
            "board",
            "side to move",
            "en passant cell",
            "halfmove clock",
            "move number",
        ],
    )?;
    let rank_names: Vec<String> = (1..=RANKS).rev().map(|r| r.to_string()).collect();
    let rows = parse_board(fields[0], &rank_lengths(), &rank_names, |text| {
        let c = text.chars().next().unwrap_or(' ');
        match PieceKind::from_letter(c.to_ascii_uppercase()) {
            Some(k) if c.is_ascii_alphabetic() => {
                let side = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                Ok((code(side as usize, k as u8), c.len_utf8()))
            }
            _ => Err(ParseError::new(
                ErrorKind::BadPiece,
                format!(
                "unknown piece '{c}' (expected one of KQRBNP, uppercase white, lowercase black)"
            ),
            )
            .with("text", c)
            .with("expected", "KQRBNP")),
        }
    })?;
    let mut game = Hex::empty();
    for (i, row) in rows.iter().enumerate() {
        let rank = RANKS - i;
        for (file, piece) in files_on_rank(rank).zip(row) {
            if let (Some(cell), Some(piece)) = (cell_at(file, rank), piece) {
                game.put(cell, *piece);
            }
        }
    }
    game.side = match fields[1] {
        "w" => WHITE,
        "b" => BLACK,
        other => {
            return Err(ParseError::new(
                ErrorKind::BadTurn,
                format!("side to move must be 'w' or 'b', found '{other}'"),
            )
            .with("found", other)
            .with("expected", "w, b"))
        }
    };
    game.en_passant = match fields[2] {
        "-" => NO_CELL,
        name => match Hex::topology().cell(name) {
            Some(cell) => cell,
            None => {
                return Err(ParseError::new(
                    ErrorKind::BadField,
                    format!("en passant cell must be a cell name or '-', found '{name}'"),
                )
                .with("field", "en passant cell")
                .with("found", name))
            }
        },
    };
    game.halfmove = parse_number(fields[3], "halfmove clock")?;
    game.move_number = parse_move_number(fields[4])?;
    validate(&game)?;
    game.en_passant_counted = game.en_passant_matters();
    game.hash = game.compute_hash();
    Ok(game)
}

/// Writes the position string.
pub fn write(game: &Hex) -> String {
    let mut out = String::new();
    for rank in (1..=RANKS).rev() {
        let tokens: Vec<Option<String>> = files_on_rank(rank)
            .map(|file| {
                cell_at(file, rank)
                    .and_then(|c| game.piece_at(c))
                    .map(|(_, token)| token)
            })
            .collect();
        write_rank(tokens.iter().map(|t| t.as_deref()), &mut out);
        if rank > 1 {
            out.push('/');
        }
    }
    let side = Hex::player_letters()[game.side as usize];
    let en_passant = if game.en_passant == NO_CELL {
        "-".to_string()
    } else {
        Hex::topology().name(game.en_passant).to_string()
    };
    format!(
        "{out} {side} {en_passant} {} {}",
        game.halfmove,
        written_move_number(game.move_number)
    )
}

/// Rejects positions the rules cannot produce, saying which rule is broken and where.
fn validate(game: &Hex) -> Result<(), ParseError> {
    let t = tables();
    let topo = Hex::topology();
    let names = Hex::player_names();
    let cell_names = |set: Bits| {
        cells_of(set)
            .map(|c| topo.name(c).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (side, &who) in names.iter().enumerate() {
        let pieces = &game.bb[side];
        let kings = pieces[KING as usize];
        match kings.count() {
            0 => {
                return Err(
                    ParseError::new(ErrorKind::MissingPiece, format!("{who} has no king"))
                        .with("player", who)
                        .with("piece", "king"),
                )
            }
            1 => {}
            n => {
                return Err(ParseError::new(
                    ErrorKind::TooManyPieces,
                    format!(
                        "{who} has {n} kings ({}); each side has exactly one",
                        cell_names(kings)
                    ),
                )
                .with("player", who)
                .with("piece", "king")
                .with("found", n)
                .with("cells", cell_names(kings))
                .with("limit", 1))
            }
        }
        let pawns = pieces[PAWN as usize];
        if let Some(c) = cells_of(pawns & t.promotion[side]).next() {
            return Err(ParseError::new(
                ErrorKind::BadPlacement,
                format!(
                    "{who} pawn on {} stands on its own promotion cell; it must have promoted",
                    topo.name(c)
                ),
            )
            .with("player", who)
            .with("piece", "pawn")
            .with("cell", topo.name(c))
            .with("reason", "promotion-cell"));
        }
        if let Some(c) = cells_of(pawns.without(t.pawn_reachable[side])).next() {
            return Err(ParseError::new(
                ErrorKind::BadPlacement,
                format!(
                "{who} pawn on {} stands where no {who} pawn can ever be (behind its start cells)",
                topo.name(c)
            ),
            )
            .with("player", who)
            .with("piece", "pawn")
            .with("cell", topo.name(c))
            .with("reason", "behind-start"));
        }
        let pawn_count = pawns.count();
        if pawn_count > 9 {
            return Err(ParseError::new(
                ErrorKind::TooManyPieces,
                format!("{who} has {pawn_count} pawns; each side has 9"),
            )
            .with("player", who)
            .with("piece", "pawn")
            .with("found", pawn_count)
            .with("limit", 9));
        }
        let extra: u32 = [(QUEEN, 1), (ROOK, 2), (BISHOP, 3), (KNIGHT, 2)]
            .iter()
            .map(|&(k, start)| pieces[k as usize].count().saturating_sub(start))
            .sum();
        if extra > 9 - pawn_count {
            return Err(ParseError::new(
                ErrorKind::TooManyPieces,
                format!(
                "{who} has {extra} pieces beyond its starting set, but only {} of its pawns can \
                 have promoted",
                9 - pawn_count
            ),
            )
            .with("player", who)
            .with("piece", "promoted")
            .with("found", extra)
            .with("limit", 9 - pawn_count));
        }
    }

    let mover = game.side as usize;
    let waiting = mover ^ 1;
    let waiting_king = game.king(waiting);
    if game.attacked(waiting_king, mover, game.occupied(), Bits::EMPTY) {
        return Err(ParseError::new(
            ErrorKind::ImpossiblePosition,
            format!(
                "{}'s king on {} is in check, but {} is to move",
                names[waiting],
                topo.name(waiting_king),
                names[mover]
            ),
        )
        .with("player", names[waiting])
        .with("cell", topo.name(waiting_king))
        .with("side", names[mover])
        .with("reason", "check-not-to-move"));
    }

    if game.halfmove > QUIET_PLY_LIMIT {
        return Err(ParseError::new(
            ErrorKind::BadCounter,
            format!(
                "halfmove clock is {}, but the game ends drawn at {QUIET_PLY_LIMIT}",
                game.halfmove
            ),
        )
        .with("field", "halfmove clock")
        .with("found", game.halfmove)
        .with("limit", QUIET_PLY_LIMIT));
    }

    let ep = game.en_passant;
    if ep != NO_CELL {
        // The side that just moved is `waiting`; its pawn went origin → (ep) → landing.
        let name = topo.name(ep);
        let who = names[waiting];
        let origin = t.pawn_step[mover][ep as usize];
        if origin == NO_CELL || !t.pawn_start[waiting].contains(origin) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "en passant cell {name} is not a cell a {who} pawn's double step passes over"
                ),
            )
            .with("cell", name)
            .with("player", who)
            .with("reason", "en-passant-not-passed"));
        }
        let landing = t.pawn_step[waiting][ep as usize];
        if game.board[ep as usize] != 0 {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!("en passant cell {name} is occupied"),
            )
            .with("cell", name)
            .with("reason", "en-passant-occupied"));
        }
        if game.board[origin as usize] != 0 {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "en passant cell {name}: {} must be empty, the {who} pawn has just left it",
                    topo.name(origin)
                ),
            )
            .with("cell", name)
            .with("origin", topo.name(origin))
            .with("player", who)
            .with("reason", "en-passant-origin-occupied"));
        }
        if game.board[landing as usize] != code(waiting, PAWN) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "en passant cell {name} needs the {who} pawn that just double-stepped on {}",
                    topo.name(landing)
                ),
            )
            .with("cell", name)
            .with("landing", topo.name(landing))
            .with("player", who)
            .with("reason", "en-passant-no-pawn"));
        }
        if game.halfmove != 0 {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "en passant cell {name} needs halfmove clock 0 (the last move was a pawn's \
                 double step), found {}",
                    game.halfmove
                ),
            )
            .with("cell", name)
            .with("found", game.halfmove)
            .with("reason", "en-passant-clock"));
        }
    }
    debug_assert!((game.bb[0][ALL] & game.bb[1][ALL]).is_empty());
    Ok(())
}
