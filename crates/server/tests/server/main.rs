//! The server's integration tests, built as one test binary: each module is one concern
//! (rooms and the protocol, clocks, durability across a killed process, several instances on
//! PostgreSQL, the static site). One binary links tokio, axum, SQLite and PostgreSQL's client
//! once instead of once per file, which is most of the time a clean `cargo test` spends on
//! them. A PostgreSQL restart in the middle of play stops the cluster its binary shares, so
//! that test keeps a binary of its own (`tests/postgres_restart.rs`).

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod clocks;
mod durability;
mod instances;
mod rooms;
mod site;
