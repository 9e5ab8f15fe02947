//! The engine's integration tests, built as one test binary: each module is one concern (perft
//! suites from data files, property tests, position limits, endings, records, sessions). One
//! binary links the engine and proptest once instead of once per file, which a clean
//! `cargo test` otherwise spends on each.

mod endings;
mod perft_suites;
mod position_limits;
mod properties;
mod records;
mod session;
