//! Game records: a finished or unfinished game as text, to copy, share and read back (the
//! format is described in docs/records.md).
//!
//! ```text
//! [Game "hex"]
//! [Date "2025-05-04"]
//! [Seats "human hard"]
//! [Result "white wins: checkmate"]
//!
//! 1. f5-f6 c7-c6 2. e4-e5 ...
//! ```
//!
//! Tags first, one a line, then the moves in the engine's notation with move numbers. The
//! engine reads `Game`, `Option`, `Start`, `Ending` and `Result`; any other tag (`Date`,
//! `Seats`…) is kept as written for the app. Reading checks everything a replay can check, so
//! a record that reads is a game that replays, and `write` gives the same text back.

use crate::game::{ErrorKind, ParseError};
use crate::session::{AnySession, Ending, Variant};

/// Records longer than this are refused before reading (a link or a paste, not a database).
pub const MAX_RECORD_BYTES: usize = 64 * 1024;
/// Moves written per line.
const LINE_WIDTH: usize = 80;

/// A game record: its tags in the order written and its moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The game.
    pub variant: Variant,
    /// Every tag but `Game`, in order, as `(name, value)`.
    pub tags: Vec<(String, String)>,
    /// The moves, in the engine's notation.
    pub moves: Vec<String>,
}

fn error(line: usize, message: impl Into<String>) -> ParseError {
    ParseError::new(
        ErrorKind::BadField,
        format!("line {line}: {}", message.into()),
    )
    .with("line", line)
}

/// An error of the record as a whole (no line to name): records have no error kind of their
/// own yet, so these count as a field that does not follow its format.
fn record_error(message: impl Into<String>) -> ParseError {
    ParseError::new(ErrorKind::BadField, message)
}

/// An error of a part of the record (a tag's value, a move) with `prefix` saying which part:
/// the inner error's kind and parameters are kept.
fn within(prefix: &str, mut e: ParseError) -> ParseError {
    e.message = format!("{prefix}: {}", e.message);
    e
}

/// Reads `[Name "value"]`; `None` when the line is not a tag at all.
fn read_tag(line: &str, number: usize) -> Result<Option<(String, String)>, ParseError> {
    let Some(inner) = line.strip_prefix('[') else {
        return Ok(None);
    };
    let inner = inner
        .strip_suffix(']')
        .ok_or_else(|| error(number, "a tag ends with ']'"))?;
    let (name, rest) = inner
        .split_once(' ')
        .ok_or_else(|| error(number, "expected [Name \"value\"]"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(error(
            number,
            format!("'{name}' is not a tag name (letters and digits)"),
        ));
    }
    let quoted = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| {
            error(
                number,
                format!("the value of [{name}] goes in double quotes"),
            )
        })?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => {
                    return Err(error(
                        number,
                        format!("[{name}]: only \\\" and \\\\ are escapes"),
                    ))
                }
            },
            '"' => {
                return Err(error(
                    number,
                    format!("[{name}]: write a quote inside as \\\""),
                ))
            }
            c => value.push(c),
        }
    }
    Ok(Some((name.to_string(), value)))
}

fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Whether a word of the move text is a move number (`12.` or `12...`).
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches('.');
    digits.len() < word.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

impl Record {
    /// Reads a record and replays it: an error names the line, or the move by number and
    /// text, and says what is wrong.
    pub fn parse(text: &str) -> Result<Record, ParseError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(record_error(format!(
                "the record is longer than {} KB",
                MAX_RECORD_BYTES / 1024
            )));
        }
        let mut variant = None;
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut moves = Vec::new();
        let mut in_moves = false;
        for (index, raw) in text.lines().enumerate() {
            let number = index + 1;
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if !in_moves {
                if let Some((name, value)) = read_tag(line, number)? {
                    if name == "Game" {
                        if variant.is_some() {
                            return Err(error(number, "a second [Game] tag"));
                        }
                        variant = Some(
                            Variant::parse(&value)
                                .map_err(|e| within(&format!("line {number}"), e))?,
                        );
                    } else if tags.iter().any(|(n, _)| *n == name) {
                        return Err(error(number, format!("a second [{name}] tag")));
                    } else {
                        tags.push((name, value));
                    }
                    continue;
                }
                in_moves = true;
            }
            if line.starts_with('[') {
                return Err(error(number, "tags come before the moves"));
            }
            for word in line.split_whitespace() {
                if !is_move_number(word) {
                    moves.push(word.to_string());
                }
            }
        }
        let variant = variant
            .ok_or_else(|| record_error("the record names no game: [Game \"…\"] is missing"))?;
        let record = Record {
            variant,
            tags,
            moves,
        };
        record.replay()?;
        Ok(record)
    }

    /// The value of a tag (not `Game`).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The position string the game began from: `Start`, else the one `Option` gives, else
    /// none (the usual start).
    pub fn start(&self) -> Result<Option<String>, ParseError> {
        if let Some(start) = self.tag("Start") {
            return Ok(Some(start.to_string()));
        }
        match self.tag("Option") {
            Some(option) => Ok(self
                .variant
                .option_start(option)
                .map_err(|e| within("[Option]", e))?
                .map(str::to_string)),
            None => Ok(None),
        }
    }

    /// The declared ending (`Ending` tag), if any.
    pub fn ending(&self) -> Result<Option<Ending>, ParseError> {
        self.tag("Ending")
            .map(|e| Ending::parse(e).map_err(|err| within("[Ending]", err)))
            .transpose()
    }

    /// The game the record describes, at its last position with its ending applied; checks
    /// the start, every move, the ending and that `Result` says what the game says.
    pub fn replay(&self) -> Result<Box<dyn AnySession>, ParseError> {
        let start = self.start()?;
        let mut session = self
            .variant
            .new_session(start.as_deref())
            .map_err(|e| within("[Start]", e))?;
        for (i, mv) in self.moves.iter().enumerate() {
            let number = session.move_number();
            session
                .play(mv)
                .map_err(|e| within(&format!("move {} ({number}. {mv})", i + 1), e))?;
        }
        if let Some(ending) = self.ending()? {
            session.end(ending).map_err(|e| within("[Ending]", e))?;
        }
        let actual = session.result_text();
        if let Some(result) = self.tag("Result") {
            if actual.as_deref() != Some(result) {
                return Err(record_error(format!(
                    "[Result] says '{result}' but the moves give {}",
                    actual.map_or("a game in progress".to_string(), |a| format!("'{a}'"))
                )));
            }
        }
        Ok(session)
    }

    /// The record as text: `Game` and the tags in order, a blank line, then the numbered
    /// moves (`12.` before the first player's move, `12...` when a record starts with
    /// another player's), at most 80 characters a line. Fails only if the moves do not replay.
    pub fn write(&self) -> Result<String, ParseError> {
        let mut out = format!("[Game \"{}\"]\n", self.variant.id());
        for (name, value) in &self.tags {
            out.push_str(&format!("[{name} \"{}\"]\n", quote(value)));
        }
        if self.moves.is_empty() {
            return Ok(out);
        }
        out.push('\n');
        let start = self.start()?;
        let mut session = self.variant.new_session(start.as_deref())?;
        let first = self.variant.spec().players[0].letter;
        let mut line = String::new();
        let mut last_number = None;
        let push = |word: String, line: &mut String, out: &mut String| {
            if !line.is_empty() && line.len() + 1 + word.len() > LINE_WIDTH {
                out.push_str(line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        };
        for mv in &self.moves {
            let number = session.move_number();
            if last_number != Some(number) {
                let dots = if last_number.is_none() && session.turn() != first {
                    "..."
                } else {
                    "."
                };
                push(format!("{number}{dots}"), &mut line, &mut out);
                last_number = Some(number);
            }
            push(mv.clone(), &mut line, &mut out);
            session.play(mv)?;
        }
        out.push_str(&line);
        out.push('\n');
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_with_escapes() {
        let (name, value) = read_tag(r#"[Note "a \"b\" \\ c"]"#, 1).unwrap().unwrap();
        assert_eq!(name, "Note");
        assert_eq!(value, r#"a "b" \ c"#);
        assert_eq!(
            read_tag(&format!("[Note \"{}\"]", quote(&value)), 1)
                .unwrap()
                .unwrap()
                .1,
            value
        );
        assert!(read_tag("[Note value]", 3)
            .unwrap_err()
            .message
            .starts_with("line 3:"));
        assert!(read_tag("e2-e4", 1).unwrap().is_none());
    }

    #[test]
    fn move_numbers_are_told_from_moves() {
        assert!(is_move_number("12."));
        assert!(is_move_number("3..."));
        assert!(!is_move_number("..."));
        assert!(!is_move_number("e2-e4"));
        assert!(!is_move_number("12"));
    }
}
