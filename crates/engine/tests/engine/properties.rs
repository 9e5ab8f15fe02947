//! Property tests over random playouts, and fuzzing of the string parsers, for every game.
//!
//! Each playout checks, at every ply, the invariants of `tahta_engine::invariants`:
//! make/unmake restores the exact position and hash, the incremental hash equals the
//! recomputed one, every generated move parses back from its string, the position string
//! round-trips, and the game is over exactly when there are no legal moves.

use proptest::prelude::*;
use tahta_engine::invariants::{check_position, soak};
use tahta_engine::Game;

/// Random games from random seeds, every invariant at every ply.
fn playouts<G: Game>(seed: u64, plies: u64) {
    let violations = soak::<G>(plies, seed);
    assert!(
        violations.is_empty(),
        "{:#?}",
        &violations[..violations.len().min(5)]
    );
}

/// Parsing arbitrary text and mutations of valid strings never panics; whatever parses is
/// a position that keeps every invariant.
fn parse_never_panics<G: Game>(text: &str) {
    if let Ok(mut game) = G::from_position(text) {
        let violations = check_position(&mut game);
        assert!(violations.is_empty(), "{text}: {violations:?}");
    }
    let start = G::start();
    let _ = start.parse_move(text);
}

/// Mutates a valid position string: replace, insert or delete one character.
fn mutate(base: &str, at: usize, op: u8, ch: char) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    let at = at % (chars.len() + 1);
    match op % 3 {
        0 if at < chars.len() => chars[at] = ch,
        1 => chars.insert(at, ch),
        _ if at < chars.len() => {
            chars.remove(at);
        }
        _ => chars.push(ch),
    }
    chars.into_iter().collect()
}

macro_rules! game_properties {
    ($name:ident, $game:ty, $plies:expr) => {
        mod $name {
            use super::*;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(64))]
                #[test]
                fn random_playouts_keep_invariants(seed in any::<u64>()) {
                    playouts::<$game>(seed, $plies);
                }

                #[test]
                fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
                    parse_never_panics::<$game>(&text);
                }

                #[test]
                fn mutated_positions_never_panic(at in 0usize..200, op in 0u8..3,
                        ch in proptest::char::range(' ', '~')) {
                    let start = <$game>::start().to_position();
                    parse_never_panics::<$game>(&mutate(&start, at, op, ch));
                }

                #[test]
                fn mutated_moves_never_panic(at in 0usize..10, op in 0u8..3,
                        ch in proptest::char::range(' ', '~')) {
                    let game = <$game>::start();
                    let mut moves = Vec::new();
                    game.legal_moves(&mut moves);
                    let text = mutate(&game.move_to_string(moves[0]), at, op, ch);
                    let _ = game.parse_move(&text);
                }
            }
        }
    };
}

game_properties!(jungle, tahta_engine::jungle::Jungle, 300);
game_properties!(hex, tahta_engine::hex::Hex, 200);
game_properties!(timur, tahta_engine::timur::Timur, 200);
game_properties!(sanguo, tahta_engine::sanguo::Sanguo, 250);
