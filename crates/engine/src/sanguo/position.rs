//! Position strings (docs/rules.md §4.7): reading with validation, and writing.
//!
//! `<red half>|<green half>|<blue half> <to move> <alive> <plies since capture or defeat>
//! <move number>`; each half lists ranks 5..1 of that kingdom, files a..i, digits for empty
//! runs; a piece is owner letter + piece letter + `(home)` when the home differs.

use super::geometry::{file_of, half_of, in_palace, point, rank_of, FILES, HALF, KINGDOMS, RANKS};
use super::*;
use crate::game::ErrorKind;
use crate::notation::{
    parse_board, parse_move_number, parse_number, split_fields, write_rank, written_move_number,
};

const KINGDOM_LETTERS: [char; 3] = ['r', 'g', 'b'];
const NAMES: [&str; 3] = ["red", "green", "blue"];

/// The position-string token of a piece (`rS`, `gS(r)`).
pub(super) fn token(p: Piece) -> String {
    let mut t = String::with_capacity(5);
    t.push(KINGDOM_LETTERS[owner(p) as usize]);
    t.push(info_of(kind(p)).kind.letter());
    if home(p) != owner(p) {
        t.push('(');
        t.push(KINGDOM_LETTERS[home(p) as usize]);
        t.push(')');
    }
    t
}

fn kingdom_of_letter(c: u8) -> Option<Player> {
    KINGDOM_LETTERS
        .iter()
        .position(|&l| l as u8 == c)
        .map(|k| k as Player)
}

/// A piece token as read: owner, kind, and the home when written in parentheses.
type Token = (Player, u8, Option<Player>);

/// Reads one piece token at the start of `text`, with its length in bytes.
fn read_token(text: &str) -> Result<(Token, usize), ParseError> {
    let b = text.as_bytes();
    let shown = |i: usize| -> String { text.chars().nth(i).map(String::from).unwrap_or_default() };
    let Some(owner) = kingdom_of_letter(b[0]) else {
        return Err(ParseError::new(
            ErrorKind::BadPiece,
            format!(
                "unexpected '{}' where a piece should start (a piece is an owner letter r, g or b \
             followed by one of K A E H R C S B)",
                shown(0)
            ),
        )
        .with("text", shown(0))
        .with("expected", "r, g, b"));
    };
    let Some(&letter) = b.get(1) else {
        return Err(ParseError::new(
            ErrorKind::BadPiece,
            format!("piece '{}' has no piece letter", b[0] as char),
        )
        .with("text", b[0] as char)
        .with("expected", "K A E H R C S B"));
    };
    let Some(kind) = PieceKind::from_letter(letter as char) else {
        return Err(ParseError::new(
            ErrorKind::BadPiece,
            format!(
                "unknown piece letter '{}' after owner '{}' (expected one of K A E H R C S B)",
                shown(1),
                b[0] as char
            ),
        )
        .with("text", format!("{}{}", b[0] as char, shown(1)))
        .with("expected", "K A E H R C S B"));
    };
    let kind = kind as u8;
    if b.get(2) != Some(&b'(') {
        return Ok(((owner, kind, None), 2));
    }
    match (b.get(3).copied().and_then(kingdom_of_letter), b.get(4)) {
        (Some(home), Some(b')')) => Ok(((owner, kind, Some(home)), 5)),
        _ => Err(ParseError::new(
            ErrorKind::BadPiece,
            format!(
                "bad home after '{}{}': expected (r), (g) or (b)",
                b[0] as char, letter as char
            ),
        )
        .with("text", format!("{}{}", b[0] as char, letter as char))
        .with("expected", "(r), (g), (b)")),
    }
}

/// Describes a piece on a point for messages: `green soldier of red's army on re4`.
fn describe(p: Piece, c: Cell) -> String {
    let army = if home(p) != owner(p) {
        format!(" of {}'s army", NAMES[home(p) as usize])
    } else {
        String::new()
    };
    format!(
        "{} {}{army} on {}",
        NAMES[owner(p) as usize],
        info_of(kind(p)).name,
        point_name(c)
    )
}

/// Reads a position string (without applying defeats; see `Sanguo::from_position`).
pub(super) fn parse(s: &str) -> Result<Sanguo, ParseError> {
    let fields = split_fields(
        s,
        &[
            "board",
            "side to move",
            "alive kingdoms",
            "plies since capture or defeat",
            "move number",
        ],
    )?;
    let halves: Vec<&str> = fields[0].split('|').collect();
    if halves.len() != KINGDOMS {
        return Err(ParseError::new(
            ErrorKind::BadBoard,
            format!(
                "expected 3 halves (red|green|blue) separated by '|', found {}",
                halves.len()
            ),
        )
        .with("expected", KINGDOMS)
        .with("found", halves.len())
        .with("reason", "halves"));
    }
    let mut game = Sanguo::empty();
    for (k, text) in halves.iter().enumerate() {
        let rank_names: Vec<String> = (1..=RANKS)
            .rev()
            .map(|r| format!("{r} of the {} half", NAMES[k]))
            .collect();
        let rows = parse_board(text, &[FILES; RANKS], &rank_names, read_token)?;
        for (i, row) in rows.into_iter().enumerate() {
            let rank = RANKS - 1 - i;
            for (file, cell) in row.into_iter().enumerate() {
                let Some((own, kind, written_home)) = cell else {
                    continue;
                };
                let c = point(k, file, rank);
                if written_home == Some(own) {
                    return Err(ParseError::new(
                        ErrorKind::BadPiece,
                        format!(
                            "the piece on {} names its owner '{}' as its home; write '({})' only \
                         for a taken-over piece",
                            point_name(c),
                            KINGDOM_LETTERS[own as usize],
                            KINGDOM_LETTERS[own as usize]
                        ),
                    )
                    .with("cell", point_name(c))
                    .with("text", format!("({})", KINGDOM_LETTERS[own as usize])));
                }
                let p = make_piece(kind, own, written_home.unwrap_or(own));
                game.board[c as usize] = p;
                game.pieces[own as usize].insert(c);
            }
        }
    }
    game.side = match fields[1] {
        "r" => SHU,
        "g" => WU,
        "b" => WEI,
        other => {
            return Err(ParseError::new(
                ErrorKind::BadTurn,
                format!("side to move must be 'r', 'g' or 'b', found '{other}'"),
            )
            .with("found", other)
            .with("expected", "r, g, b"))
        }
    };
    game.alive = parse_alive(fields[2])?;
    game.plies = parse_number(fields[3], "plies since capture or defeat")?;
    game.move_number = parse_move_number(fields[4])?;
    validate(&mut game)?;
    Ok(game)
}

fn parse_alive(field: &str) -> Result<u8, ParseError> {
    let bad = || {
        Err(ParseError::new(
            ErrorKind::BadField,
            format!(
                "alive kingdoms must be letters of 'rgb' in turn order, each once (e.g. rgb, rb), \
             found '{field}'"
            ),
        )
        .with("field", "alive kingdoms")
        .with("found", field))
    };
    let mut alive = 0u8;
    let mut last: Option<Player> = None;
    for b in field.bytes() {
        let Some(k) = kingdom_of_letter(b) else {
            return bad();
        };
        if last.is_some_and(|l| l >= k) {
            return bad();
        }
        alive |= 1 << k;
        last = Some(k);
    }
    if alive == 0 {
        return bad();
    }
    Ok(alive)
}

/// Whether an elephant may stand on `c` of its home half (the seven elephant points).
fn elephant_point(c: Cell) -> bool {
    matches!(
        (file_of(c), rank_of(c)),
        (0, 2) | (2, 0) | (2, 4) | (4, 2) | (6, 0) | (6, 4) | (8, 2)
    )
}

/// Whether an advisor may stand on `c` of its home palace (the diagonal points).
fn advisor_point(c: Cell) -> bool {
    matches!(
        (file_of(c), rank_of(c)),
        (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)
    )
}

/// Rejects positions the rules cannot produce, and records the generals.
fn validate(game: &mut Sanguo) -> Result<(), ParseError> {
    let mut counts = [[0usize; 9]; KINGDOMS];
    for c in 0..POINTS as Cell {
        let p = game.board[c as usize];
        if p == 0 {
            continue;
        }
        let (own, h, k) = (owner(p), home(p), kind(p));
        let what = describe(p, c);
        if !game.in_play(own) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{what}: {} is not among the alive kingdoms, so it owns no pieces",
                    NAMES[own as usize]
                ),
            )
            .with("player", NAMES[own as usize])
            .with("piece", info_of(k).name)
            .with("cell", point_name(c))
            .with("reason", "owner-defeated"));
        }
        if h != own && game.in_play(h) {
            return Err(ParseError::new(
                ErrorKind::ImpossiblePosition,
                format!(
                    "{what}: {} is still alive, so its pieces cannot have been taken over",
                    NAMES[h as usize]
                ),
            )
            .with("player", NAMES[own as usize])
            .with("piece", info_of(k).name)
            .with("cell", point_name(c))
            .with("home", NAMES[h as usize])
            .with("reason", "home-alive"));
        }
        counts[h as usize][k as usize] += 1;
        let info = info_of(k);
        let army = info.kind.army();
        if counts[h as usize][k as usize] > army {
            return Err(ParseError::new(
                ErrorKind::TooManyPieces,
                format!(
                    "{what}: {}'s army has too many {}s (it starts with {})",
                    NAMES[h as usize], info.name, army
                ),
            )
            .with("player", NAMES[h as usize])
            .with("piece", info.name)
            .with("cell", point_name(c))
            .with("limit", army));
        }
        let hk = h as usize;
        match k {
            GENERAL => {
                if h != own {
                    return Err(ParseError::new(
                        ErrorKind::ImpossiblePosition,
                        format!(
                            "{what}: a general is never taken over (a defeated kingdom's general \
                         leaves the board)"
                        ),
                    )
                    .with("player", NAMES[own as usize])
                    .with("piece", info_of(k).name)
                    .with("cell", point_name(c))
                    .with("reason", "general-taken-over"));
                }
                if !in_palace(c, hk) {
                    return Err(ParseError::new(
                        ErrorKind::BadPlacement,
                        format!("{what} is outside its palace"),
                    )
                    .with("player", NAMES[own as usize])
                    .with("piece", info_of(k).name)
                    .with("cell", point_name(c))
                    .with("reason", "outside-palace"));
                }
                game.generals[hk] = c;
            }
            ADVISOR if !in_palace(c, hk) => {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{what} is outside its home palace"),
                )
                .with("player", NAMES[own as usize])
                .with("piece", info_of(k).name)
                .with("cell", point_name(c))
                .with("reason", "outside-palace"));
            }
            ADVISOR if !advisor_point(c) => {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{what} is not on a palace diagonal point (d1 f1 e2 d3 f3)"),
                )
                .with("player", NAMES[own as usize])
                .with("piece", info_of(k).name)
                .with("cell", point_name(c))
                .with("reason", "advisor-point"));
            }
            ELEPHANT if half_of(c) != hk => {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{what} is outside its home half"),
                )
                .with("player", NAMES[own as usize])
                .with("piece", info_of(k).name)
                .with("cell", point_name(c))
                .with("reason", "outside-home-half"));
            }
            ELEPHANT if !elephant_point(c) => {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!("{what} is not on an elephant point (a3 c1 c5 e3 g1 g5 i3)"),
                )
                .with("player", NAMES[own as usize])
                .with("piece", info_of(k).name)
                .with("cell", point_name(c))
                .with("reason", "elephant-point"));
            }
            SOLDIER if half_of(c) == hk && (rank_of(c) < 3 || file_of(c) % 2 == 1) => {
                return Err(ParseError::new(
                    ErrorKind::BadPlacement,
                    format!(
                        "{what} cannot be there: in its home half a soldier only stands on files \
                     a c e g i, ranks 4 and 5"
                    ),
                )
                .with("player", NAMES[own as usize])
                .with("piece", info_of(k).name)
                .with("cell", point_name(c))
                .with("reason", "soldier-point"));
            }
            _ => {}
        }
    }
    for (k, name) in NAMES.iter().enumerate() {
        if game.in_play(k as Player) && game.generals[k] == NO_CELL {
            return Err(ParseError::new(
                ErrorKind::MissingPiece,
                format!("{name} is alive but has no general"),
            )
            .with("player", name)
            .with("piece", "general"));
        }
    }
    if !game.in_play(game.side) {
        return Err(ParseError::new(
            ErrorKind::ImpossiblePosition,
            format!(
                "{} is to move but is not among the alive kingdoms",
                NAMES[game.side as usize]
            ),
        )
        .with("player", NAMES[game.side as usize])
        .with("reason", "side-defeated"));
    }
    if game.plies > NO_PROGRESS_LIMIT {
        return Err(ParseError::new(
            ErrorKind::BadCounter,
            format!(
            "plies since capture or defeat is {}, but the game ends drawn at {NO_PROGRESS_LIMIT}",
            game.plies
        ),
        )
        .with("field", "plies since capture or defeat")
        .with("found", game.plies)
        .with("limit", NO_PROGRESS_LIMIT));
    }
    Ok(())
}

/// Writes the position string.
pub(super) fn write(game: &Sanguo) -> String {
    let mut out = String::with_capacity(160);
    for k in 0..KINGDOMS {
        if k > 0 {
            out.push('|');
        }
        for rank in (0..RANKS).rev() {
            let tokens: Vec<Option<String>> = (0..FILES)
                .map(|file| {
                    let p = game.board[k * HALF + rank * FILES + file];
                    (p != 0).then(|| token(p))
                })
                .collect();
            write_rank(tokens.iter().map(|t| t.as_deref()), &mut out);
            if rank > 0 {
                out.push('/');
            }
        }
    }
    let alive: String = (0..KINGDOMS)
        .filter(|&k| game.in_play(k as Player))
        .map(|k| KINGDOM_LETTERS[k])
        .collect();
    format!(
        "{out} {} {alive} {} {}",
        KINGDOM_LETTERS[game.side as usize],
        game.plies,
        written_move_number(game.move_number)
    )
}
