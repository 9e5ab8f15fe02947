//! Tahta's engine: the rules, geometry and notation of four traditional board games, and the
//! search that plays them. Pure Rust with no I/O, so it is tested natively and compiled to
//! WebAssembly unchanged.
//!
//! Layout: `topology` (cell graphs), `game` (the trait every game implements), `kinds` (the
//! piece-table row and lookups every game shares), one module per game (`jungle`, `hex`,
//! `timur`, `sanguo`), `notation` (shared string-format pieces), `perft` and `invariants`
//! (proofs of the rules), `session` (a game in progress behind a variant-independent
//! interface).

pub mod benlik;
pub mod cellset;
pub mod eval;
pub mod game;
#[cfg(feature = "hex")]
pub mod hex;
pub mod invariants;
#[cfg(feature = "jungle")]
pub mod jungle;
pub mod kinds;
pub mod lessons;
pub mod notation;
pub mod perft;
pub mod puzzles;
pub mod record;
#[cfg(feature = "sanguo")]
pub mod sanguo;
pub mod search;
pub mod session;
#[cfg(feature = "timur")]
pub mod timur;
pub mod topology;
pub mod zobrist;

pub use game::{ErrorKind, Game, GameMove, Outcome, ParseError, Player, Rule};
pub use session::{AnySession, Variant};
