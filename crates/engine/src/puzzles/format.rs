//! The puzzle file: plain UTF-8 text, one puzzle a line, fields separated by tabs, described in
//! docs/puzzles.md. A page reads it with `split('\n')` and `split('\t')`; the engine reads it
//! back for `tahta puzzles --check`.

use super::{Puzzle, Theme};
use crate::game::{ErrorKind, ParseError};
use crate::session::Variant;

/// The first line's start; the variant id follows it.
const MAGIC: &str = "# tahta puzzles v1 ";
/// The column names, the first line that is not a comment.
pub const COLUMNS: &str = "id\trating\ttheme\tposition\tsolution";
/// The longest file `read` accepts (the shipped ones are a few tens of KB).
pub const MAX_FILE_BYTES: usize = 4 << 20;

/// Writes `puzzles` of `variant` as a file; `made_by` (the command that made them) goes into a
/// comment line.
pub fn write(variant: Variant, made_by: &str, puzzles: &[Puzzle]) -> String {
    let mut out = format!("{MAGIC}{}\n# made by: {made_by}\n{COLUMNS}\n", variant.id());
    for p in puzzles {
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\n",
            p.id,
            p.rating,
            p.theme.id(),
            p.position,
            p.solution.join(" ")
        ));
    }
    out
}

/// One line of a file that is not a puzzle: its number (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The line number, counting from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

/// A file as read: the puzzles with their line numbers, and the lines that are not puzzles.
#[derive(Clone, Debug, Default)]
pub struct Parsed {
    /// Each puzzle with the number of its line.
    pub puzzles: Vec<(usize, Puzzle)>,
    /// Lines that could not be read as puzzles.
    pub errors: Vec<LineError>,
}

/// Reads a file of `variant`'s puzzles. The first line and the column names must be there and
/// name this variant (otherwise the whole file is refused); a line that is not a puzzle is
/// reported with its number and the rest are still read. Whether each puzzle's position and
/// solution are legal is for the checker (`super::check`), which knows the rules.
pub fn read(variant: Variant, text: &str) -> Result<Parsed, ParseError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(ParseError::new(
            ErrorKind::BadField,
            format!(
                "a puzzle file is at most {MAX_FILE_BYTES} bytes, this one has {}",
                text.len()
            ),
        ));
    }
    let mut lines = text.lines().enumerate();
    let first = lines.next().map(|(_, l)| l).unwrap_or("");
    let Some(named) = first.strip_prefix(MAGIC) else {
        return Err(ParseError::new(
            ErrorKind::BadField,
            format!("line 1 must be '{MAGIC}<variant>', found '{first}'"),
        ));
    };
    if named.trim() != variant.id() {
        return Err(ParseError::new(
            ErrorKind::BadField,
            format!(
                "line 1: this is a file of {} puzzles, not {}",
                named.trim(),
                variant.id()
            ),
        ));
    }
    let mut parsed = Parsed::default();
    let mut columns_seen = false;
    let mut ids = std::collections::HashSet::new();
    for (index, line) in lines {
        let number = index + 1;
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !columns_seen {
            if line != COLUMNS {
                return Err(ParseError::new(
                    ErrorKind::BadField,
                    format!("line {number}: expected the column names '{COLUMNS}'"),
                ));
            }
            columns_seen = true;
            continue;
        }
        match read_line(line) {
            Ok(puzzle) if !ids.insert(puzzle.id.clone()) => parsed.errors.push(LineError {
                line: number,
                reason: format!("id {} is used twice", puzzle.id),
            }),
            Ok(puzzle) => parsed.puzzles.push((number, puzzle)),
            Err(reason) => parsed.errors.push(LineError {
                line: number,
                reason,
            }),
        }
    }
    if !columns_seen {
        return Err(ParseError::new(
            ErrorKind::BadField,
            format!("no line of column names '{COLUMNS}'"),
        ));
    }
    Ok(parsed)
}

/// One puzzle line's fields.
fn read_line(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [id, rating, theme, position, solution] = fields[..] else {
        return Err(format!(
            "expected 5 tab-separated fields (id, rating, theme, position, solution), found {}",
            fields.len()
        ));
    };
    if id.len() != 8
        || !id
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    {
        return Err(format!(
            "the id must be 8 lower-case hex digits, found '{id}'"
        ));
    }
    let rating: u32 = rating
        .parse()
        .map_err(|_| format!("the rating must be a whole number, found '{rating}'"))?;
    let theme = Theme::parse(theme).ok_or_else(|| format!("unknown theme '{theme}'"))?;
    let solution: Vec<String> = solution.split(' ').map(str::to_string).collect();
    if solution.iter().any(String::is_empty) {
        return Err("the solution is moves separated by single spaces".to_string());
    }
    Ok(Puzzle {
        id: id.to_string(),
        rating,
        theme,
        position: position.to_string(),
        solution,
    })
}

/// The puzzle id of a position: the first 8 hex digits of its 64-bit FNV-1a hash, stable as
/// long as the position string is (a page keys its progress on it).
pub fn id_of(position: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in position.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:08x}", hash >> 32)
}
