//! The server's integration tests, built as one test binary: each module is one concern
//! (rooms and the protocol, clocks, durability across a killed process, the downtime charged
//! to nobody, push notices across a kill, several instances on PostgreSQL, PostgreSQL
//! restarted mid-play, logs stored by earlier versions, the static site). One binary links tokio, axum, SQLite and PostgreSQL's
//! client once instead of once per file, which is most of the time a clean `cargo test`
//! spends on them.

#[macro_use]
mod common;

mod backup;
mod by_days;
mod clocks;
mod close_codes;
mod connections;
mod downtime;
mod durability;
mod instances;
mod live_games;
mod logs;
mod offers;
mod open_games;
mod ops;
mod phrases;
mod policy;
mod postgres_restart;
mod premove_burst;
mod proxy;
mod push;
mod push_latency;
mod push_outbox;
mod retention;
mod rooms;
mod site;
mod stored_logs;
