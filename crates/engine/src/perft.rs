//! Perft: counting move sequences, the standard proof that move generation is right.

use crate::game::Game;

/// Number of legal move sequences of exactly `depth` plies. A position where the game is over
/// (or the side to move has no move) counts 0 at depth ≥ 1; the last ply is counted in bulk.
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in moves {
        game.make(mv);
        total += perft(game, depth - 1);
        game.unmake();
    }
    total
}

/// Perft split by root move: `(move string, count)`, sorted by move string.
pub fn divide<G: Game>(game: &mut G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut rows: Vec<(String, u64)> = moves
        .into_iter()
        .map(|mv| {
            let name = game.move_to_string(mv);
            game.make(mv);
            let count = perft(game, depth.saturating_sub(1));
            game.unmake();
            (name, count)
        })
        .collect();
    rows.sort();
    rows
}
