//! The piece-kind tables every game keeps: one row a kind, in the order of the kind enum, so the
//! token, name and lookups are read from a single place per game.

use crate::game::KindSpec;

/// A kind's row in its game's table: the first player's token (the others' differ only in
/// case or prefix) and the English name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceInfo<K> {
    /// The kind.
    pub kind: K,
    /// The first player's token in position strings (`K`, `PR`).
    pub token: &'static str,
    /// English name; the front end translates.
    pub name: &'static str,
}

impl<K: Copy> PieceInfo<K> {
    /// A table row.
    pub const fn new(kind: K, token: &'static str, name: &'static str) -> Self {
        PieceInfo { kind, token, name }
    }

    /// The upper-case letter that starts the token (`P` for every Timur pawn).
    pub fn letter(&self) -> char {
        self.token.chars().next().unwrap_or('?')
    }

    /// The kind as the per-variant spec lists it, without a strength (only Jungle has one).
    pub fn spec(&self, royal: bool, promotes: bool) -> KindSpec {
        KindSpec {
            letter: self.letter(),
            kind: self.name,
            strength: None,
            royal,
            promotes,
        }
    }
}

/// The lookups of a kind enum whose table rows have one-letter tokens and whose discriminants
/// count up from the first row's: the discriminant is the code the board stores, so
/// `from_code` reads a board byte's kind part. Written once here so the games cannot drift
/// apart in how a code or letter maps to a kind.
// Timur's kinds are looked up their own way: an engine built for Timur alone uses none of it.
#[allow(unused_macros)]
macro_rules! kind_lookups {
    ($kind:ident, $table:ident) => {
        impl $kind {
            /// Token, name and kind.
            pub fn info(self) -> &'static $crate::kinds::PieceInfo<$kind> {
                &$table[self as usize - $table[0].kind as usize]
            }

            /// The kind whose code (discriminant) is `code`, if there is one.
            pub fn from_code(code: u8) -> Option<$kind> {
                $table
                    .get((code as usize).wrapping_sub($table[0].kind as usize))
                    .map(|p| p.kind)
            }

            /// The upper-case position-string letter.
            pub fn letter(self) -> char {
                self.info().letter()
            }

            /// The kind whose first player's letter is `letter`.
            pub fn from_letter(letter: char) -> Option<$kind> {
                $table.iter().find(|p| p.letter() == letter).map(|p| p.kind)
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use kind_lookups;
