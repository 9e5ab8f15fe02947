//! The invariants every game must keep at every ply, checked by property tests and by
//! `tahta soak`: make/unmake restores everything, the incremental hash equals the recomputed
//! one, move strings and position strings round-trip, and the legal move list is consistent.

use crate::game::{Game, GameMove};
use crate::zobrist::SplitMix64;

/// Checks every invariant in the current position; returns a description of each violation.
pub fn check_position<G: Game>(game: &mut G) -> Vec<String> {
    let mut violations = Vec::new();
    let position = game.to_position();
    if game.hash() != game.compute_hash() {
        violations.push(format!(
            "incremental hash differs from recomputed hash in {position}"
        ));
    }
    match G::from_position(&position) {
        Ok(parsed) => {
            if parsed.to_position() != position {
                violations.push(format!("position string does not round-trip: {position}"));
            }
            if parsed.hash() != game.hash() {
                violations.push(format!("parsed position has another hash: {position}"));
            }
        }
        Err(e) => violations.push(format!("own position string rejected ({e}): {position}")),
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let over = game.outcome().is_some();
    if over != moves.is_empty() {
        violations.push(format!(
            "outcome {:?} disagrees with {} legal moves in {position}",
            game.outcome(),
            moves.len()
        ));
    }
    let mut names: Vec<String> = moves.iter().map(|m| game.move_to_string(*m)).collect();
    names.sort();
    if names.windows(2).any(|w| w[0] == w[1]) {
        violations.push(format!("duplicate move strings in {position}"));
    }
    for &mv in &moves {
        let name = game.move_to_string(mv);
        match game.parse_move(&name) {
            Ok(parsed) if parsed == mv => {}
            Ok(_) => violations.push(format!("move {name} parses to another move in {position}")),
            Err(e) => violations.push(format!(
                "move {name} does not parse back ({e}) in {position}"
            )),
        }
        if game.piece_at(mv.from()).map(|(owner, _)| owner) != Some(game.side_to_move()) {
            violations.push(format!(
                "move {name} does not start on an own piece in {position}"
            ));
        }
        let hash = game.hash();
        game.make(mv);
        if game.hash() != game.compute_hash() {
            violations.push(format!("hash wrong after {name} in {position}"));
        }
        game.unmake();
        if game.to_position() != position || game.hash() != hash {
            violations.push(format!("make/unmake of {name} does not restore {position}"));
        }
    }
    violations
}

/// Plays random games from the start for `plies` plies in total, checking every invariant at
/// every ply. Returns the violations found (empty when the rules hold together).
pub fn soak<G: Game>(plies: u64, seed: u64) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    let mut violations = Vec::new();
    let mut game = G::start();
    let mut moves = Vec::new();
    for _ in 0..plies {
        violations.extend(check_position(&mut game));
        if violations.len() > 100 {
            break;
        }
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            game = G::start();
            continue;
        }
        let mv = moves[rng.below(moves.len())];
        game.make(mv);
    }
    violations
}
