//! Move generation and the search allocate nothing per position: move lists, ordering keys
//! and scratch copies are kept from one position to the next, so no node pays for a trip to the
//! allocator (natively the system's; in the wasm build a plain one in linear memory). Counted
//! with this test binary's allocator (see `main.rs`), on this thread only, over searches and
//! perfts of each game a hundred thousand positions long.

use crate::counting_allocator::allocations_during;
use tahta_engine::eval::{base_weights, Evaluate};
use tahta_engine::hex::Hex;
use tahta_engine::jungle::Jungle;
use tahta_engine::perft::perft;
use tahta_engine::sanguo::Sanguo;
use tahta_engine::search::{Limits, Searcher};
use tahta_engine::timur::Timur;

/// Nodes a measured search visits at least.
const NODES: u64 = 100_000;

/// Allocations a whole search or perft may make whatever its length: the root's move list and
/// scores, a copy of the scores per completed depth, the growth of each depth's move list. (Before this test, a Three Kingdoms search
/// of 100,000 nodes made some 3,800: a copy of the moves at each branching node; and Timur's
/// some 400: a list of the royals in check, at each node with one.)
const A_FEW: u64 = 100;

/// Searches `G`'s start once to warm the searcher up, then `NODES` more, and returns the nodes
/// searched and what the second search allocated.
fn measured<G: Evaluate>() -> (u64, u64) {
    let mut game = G::start();
    let mut searcher = Searcher::<G>::new(16, base_weights::<G>());
    let now = || 0.0;
    let warm_up = Limits {
        nodes: 5_000,
        ..Default::default()
    };
    searcher.search(&mut game, warm_up, &now, None, 1);
    let limits = Limits {
        nodes: NODES,
        ..Default::default()
    };
    let (result, allocations) =
        allocations_during(|| searcher.search(&mut game, limits, &now, None, 2));
    (result.nodes, allocations)
}

#[test]
fn a_search_allocates_a_few_times_whatever_its_length_in_every_game() {
    for (name, (nodes, allocations)) in [
        ("jungle", measured::<Jungle>()),
        ("hex", measured::<Hex>()),
        ("timur", measured::<Timur>()),
        ("sanguo", measured::<Sanguo>()),
    ] {
        assert!(nodes >= NODES, "{name}: only {nodes} nodes searched");
        assert!(
            allocations <= A_FEW,
            "{name}: {allocations} allocations in a search of {nodes} nodes"
        );
    }
}

/// The leaves and allocations of a perft of `G`'s start, at the first depth with `NODES`
/// leaves (each depth's move list, and the game's own undo list, grow a few times at most).
fn perft_measured<G: Evaluate>() -> (u64, u64) {
    let mut game = G::start();
    let mut depth = 1;
    while perft(&mut game, depth) < NODES {
        depth += 1;
    }
    allocations_during(|| perft(&mut game, depth))
}

#[test]
fn move_generation_allocates_a_few_times_whatever_the_number_of_positions_in_every_game() {
    for (name, (leaves, allocations)) in [
        ("jungle", perft_measured::<Jungle>()),
        ("hex", perft_measured::<Hex>()),
        ("timur", perft_measured::<Timur>()),
        ("sanguo", perft_measured::<Sanguo>()),
    ] {
        assert!(
            allocations <= A_FEW,
            "{name}: {allocations} allocations in a perft of {leaves} leaves"
        );
    }
}
