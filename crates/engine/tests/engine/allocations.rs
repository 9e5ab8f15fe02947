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

/// Positions a measured search or perft visits at least.
const NODES: u64 = 100_000;

/// Allocations a whole search or perft may make whatever its length: the root's move list and
/// scores, a copy of the scores per completed depth, the growth of each depth's move list.
const A_FEW: u64 = 100;

/// What a search and a perft of `G`'s start visit and allocate: (run, positions, allocations).
/// The search comes after a first one that warms the searcher up; the perft goes to the first
/// depth with `NODES` leaves.
fn runs<G: Evaluate>() -> [(&'static str, u64, u64); 2] {
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
    let (result, search_allocations) =
        allocations_during(|| searcher.search(&mut game, limits, &now, None, 2));

    let mut depth = 1;
    while perft(&mut game, depth) < NODES {
        depth += 1;
    }
    let (leaves, perft_allocations) = allocations_during(|| perft(&mut game, depth));
    [
        ("search", result.nodes, search_allocations),
        ("perft", leaves, perft_allocations),
    ]
}

#[test]
fn search_and_move_generation_allocate_a_few_times_whatever_their_length_in_every_game() {
    for (name, runs) in [
        ("jungle", runs::<Jungle>()),
        ("hex", runs::<Hex>()),
        ("timur", runs::<Timur>()),
        ("sanguo", runs::<Sanguo>()),
    ] {
        for (run, positions, allocations) in runs {
            assert!(
                positions >= NODES,
                "{name}: only {positions} positions in a {run}"
            );
            assert!(
                allocations <= A_FEW,
                "{name}: {allocations} allocations in a {run} of {positions} positions"
            );
        }
    }
}
