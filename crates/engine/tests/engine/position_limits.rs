//! The counters of a position string (the move number, the plies without progress) at the edges
//! of what the parser accepts, in every game: whatever position is accepted, every legal move
//! from it, and every move after that, leads to a position string that reads back.

use proptest::prelude::*;
use tahta_engine::notation::MAX_MOVE_NUMBER;
use tahta_engine::zobrist::SplitMix64;
use tahta_engine::Game;

/// `position` with its last two fields (in every game: the no-progress clock, then the move
/// number) replaced.
fn with_counters(position: &str, clock: u32, move_number: u32) -> String {
    let fields: Vec<&str> = position.split(' ').collect();
    let keep = &fields[..fields.len() - 2];
    format!("{} {clock} {move_number}", keep.join(" "))
}

/// Reads back the position `game` writes, and checks it is the same position.
fn reads_back<G: Game>(game: &G, after: &str) -> Result<(), TestCaseError> {
    let written = game.to_position();
    match G::from_position(&written) {
        Ok(parsed) => {
            prop_assert_eq!(parsed.to_position(), written.clone(), "after {}", after);
            prop_assert_eq!(
                parsed.hash(),
                game.hash(),
                "hash of {} after {}",
                written,
                after
            );
            Ok(())
        }
        Err(e) => Err(TestCaseError::fail(format!(
            "the engine wrote '{written}' after {after} and cannot read it: {e}"
        ))),
    }
}

/// From a position reached by `opening` random plies with its counters set near their limits:
/// if the parser accepts it, every legal move and then `onward` random plies write positions
/// that read back (the game is played on to its end if it ends sooner).
fn counters_near_the_limits<G: Game>(
    seed: u64,
    opening: usize,
    clock_limit: u16,
    clock_below: u16,
    number_below: u32,
    onward: usize,
) -> Result<(), TestCaseError> {
    let mut rng = SplitMix64::new(seed);
    let mut game = G::start();
    let mut moves = Vec::new();
    for _ in 0..opening {
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.make(moves[rng.below(moves.len())]);
    }
    let clock = u32::from(clock_limit.saturating_sub(clock_below));
    let text = with_counters(&game.to_position(), clock, MAX_MOVE_NUMBER - number_below);
    // Not every board takes every clock (hex: an en passant cell needs a clock of 0).
    let Ok(mut game) = G::from_position(&text) else {
        return Ok(());
    };
    reads_back(&game, "nothing")?;
    for ply in 0..onward {
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        for &mv in &moves {
            let name = game.move_to_string(mv);
            game.make(mv);
            reads_back(&game, &format!("{name} (ply {ply} from {text})"))?;
            game.unmake();
        }
        game.make(moves[rng.below(moves.len())]);
    }
    Ok(())
}

macro_rules! limits {
    ($name:ident, $game:ty, $limit:expr) => {
        mod $name {
            use super::*;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(32))]
                #[test]
                fn positions_at_the_counter_limits_read_back_after_any_move(
                    seed in any::<u64>(),
                    opening in 0usize..40,
                    clock_below in 0u16..4,
                    number_below in 0u32..3,
                ) {
                    counters_near_the_limits::<$game>(
                        seed, opening, $limit, clock_below, number_below, 12,
                    )?;
                }
            }

            #[test]
            fn a_move_number_beyond_the_maximum_is_refused() {
                let start = <$game>::start().to_position();
                let beyond = with_counters(&start, 0, MAX_MOVE_NUMBER + 1);
                let err = <$game>::from_position(&beyond).unwrap_err().message;
                assert!(err.contains("move number"), "{err}");
                assert!(err.contains(&MAX_MOVE_NUMBER.to_string()), "{err}");
                let zero = with_counters(&start, 0, 0);
                assert!(<$game>::from_position(&zero)
                    .unwrap_err()
                    .message
                    .contains("move number"));
                assert!(<$game>::from_position(&with_counters(&start, 0, MAX_MOVE_NUMBER)).is_ok());
            }
        }
    };
}

limits!(
    jungle,
    tahta_engine::jungle::Jungle,
    tahta_engine::jungle::NO_CAPTURE_LIMIT
);
limits!(
    hex,
    tahta_engine::hex::Hex,
    tahta_engine::hex::QUIET_PLY_LIMIT
);
limits!(
    timur,
    tahta_engine::timur::Timur,
    tahta_engine::timur::PROGRESS_LIMIT
);
limits!(
    sanguo,
    tahta_engine::sanguo::Sanguo,
    tahta_engine::sanguo::NO_PROGRESS_LIMIT
);

/// The edge that was found first: Jungle at the largest move number, Blue to move. Red's reply
/// starts a new move; the string written must still read back, and taking the move back
/// restores the original.
#[test]
fn jungle_at_the_largest_move_number_plays_on() {
    use tahta_engine::jungle::Jungle;
    let text = format!("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 0 {MAX_MOVE_NUMBER}");
    let mut game = Jungle::from_position(&text).unwrap();
    let mv = game.parse_move("a7-a8").unwrap();
    game.make(mv);
    let written = game.to_position();
    assert!(
        written.ends_with(&format!(" r 1 {MAX_MOVE_NUMBER}")),
        "{written}"
    );
    assert_eq!(
        Jungle::from_position(&written).unwrap().to_position(),
        written
    );
    game.unmake();
    assert_eq!(game.to_position(), text);
}
