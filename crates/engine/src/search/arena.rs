//! Bot-against-bot games, for `tahta match` and Benlik's learning sessions.

use super::levels::{choose, Level};
use super::{Pruning, Searcher};
use crate::eval::{base_weights, Evaluate};
use crate::game::{Outcome, Player};

/// Hard stop for a game that neither side can finish (the draw rules end every game long
/// before this; it only guards against a rules bug looping forever).
const MAX_PLIES: usize = 2000;

/// One seat at the table.
#[derive(Clone, Debug)]
pub struct Seat {
    /// The bot level.
    pub level: Level,
    /// Evaluation weights (base weights unless Benlik has learned others).
    pub weights: Option<Vec<f32>>,
    /// Pruning techniques the seat's search goes without (the levels use every one): only to
    /// measure what they are worth (`tahta match --a-without`).
    pub without: Vec<Pruning>,
}

/// A finished bot game.
#[derive(Clone, Debug)]
pub struct GameRecord<G: Evaluate> {
    /// How it ended.
    pub outcome: Outcome,
    /// Every position's copy after each ply, starting with the start (for learning).
    pub moves: Vec<G::Move>,
    /// The slowest move of each seat, in milliseconds.
    pub slowest_ms: Vec<f64>,
    /// For each seat, the ply after which it was knocked out (three-player games), or `None`
    /// if it was still in play at the end: the order in which seats went out ranks the losers.
    pub knocked_out_at: Vec<Option<usize>>,
}

/// Plays one game from `start`, seat `i` playing player `i`.
pub fn play_game<G: Evaluate>(
    start: &G,
    seats: &[Seat],
    movetime_ms: Option<f64>,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> GameRecord<G> {
    let mut game = start.clone();
    let mut searchers: Vec<Searcher<G>> = seats
        .iter()
        .map(|s| {
            let mut searcher =
                Searcher::new(18, s.weights.clone().unwrap_or_else(base_weights::<G>));
            for &pruning in &s.without {
                searcher.set_pruning(pruning, false);
            }
            searcher
        })
        .collect();
    let mut slowest_ms = vec![0.0f64; seats.len()];
    let mut knocked_out_at = vec![None; seats.len()];
    let mut moves = Vec::new();
    let mut hashes = Vec::new();
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return GameRecord {
                outcome,
                moves,
                slowest_ms,
                knocked_out_at,
            };
        }
        let seat = game.side_to_move() as usize;
        let move_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(ply as u64);
        searchers[seat].set_history(&hashes);
        let result = choose(
            &mut searchers[seat],
            &mut game,
            seats[seat].level,
            movetime_ms,
            now,
            None,
            move_seed,
        );
        slowest_ms[seat] = slowest_ms[seat].max(result.elapsed_ms);
        let Some(mv) = result.best else { break };
        hashes.push(game.hash());
        game.make(mv);
        moves.push(mv);
        for (seat, out) in knocked_out_at.iter_mut().enumerate() {
            if out.is_none() && game.is_eliminated(seat as Player) {
                *out = Some(ply + 1);
            }
        }
    }
    let outcome = game.outcome().unwrap_or(Outcome::Draw {
        rule: crate::game::Rule::Agreement,
    });
    GameRecord {
        outcome,
        moves,
        slowest_ms,
        knocked_out_at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::sanguo::Sanguo;

    #[test]
    fn records_when_each_kingdom_was_knocked_out() {
        // Shu's chariot stands over Wu's general; Wu and Wei have nothing else.
        let start =
            Sanguo::from_position("9/9/9/9/3rK5|9/9/3rR5/9/3gK5|9/9/9/9/3bK5 r rgb 0 1").unwrap();
        let seat = Seat {
            level: Level::Normal,
            weights: None,
            without: Vec::new(),
        };
        let record = play_game(
            &start,
            &[seat.clone(), seat.clone(), seat],
            None,
            1,
            &|| 0.0,
        );
        assert_eq!(record.outcome.score(0), 1.0, "{:?}", record.outcome);
        assert_eq!(record.knocked_out_at[0], None);
        for out in &record.knocked_out_at[1..] {
            let ply = out.expect("both others knocked out");
            assert!((1..=record.moves.len()).contains(&ply), "{ply}");
        }
    }
}
