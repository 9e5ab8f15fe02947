//! Perft: counting move sequences, the standard proof that move generation is right.

use crate::game::Game;

/// Number of legal move sequences of exactly `depth` plies. A position where the game is over
/// (or the side to move has no move) counts 0 at depth ≥ 1; the last ply is counted in bulk.
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    let mut lists = vec![Vec::new(); depth as usize];
    count(game, &mut lists)
}

/// Perft with one move list per remaining ply (`lists[0]` for this one), reused from node to
/// node: a fresh list per node would cost an allocation and its regrowths at every one of the
/// millions of nodes, a cost that is no part of move generation and that WebAssembly's
/// allocator makes heavier than the native one.
fn count<G: Game>(game: &mut G, lists: &mut [Vec<G::Move>]) -> u64 {
    let Some((moves, deeper)) = lists.split_first_mut() else {
        return 1;
    };
    moves.clear();
    game.legal_moves(moves);
    if deeper.is_empty() {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        game.make(mv);
        total += count(game, deeper);
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
