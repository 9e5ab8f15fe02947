//! `tahta-server`: the Tahta site and its online rooms in one process.
//!
//! Layout, from the top down: `server` (starts and stops an instance), `listen` (the accept
//! loop: per-address connection caps and timeouts), `http` (the routes: static site, rooms
//! API, WebSocket upgrade, and the checks and headers of every response), `ws` (one task per connection: hello, limits,
//! frames in and out), `app` (what the handlers share), `rooms` (the registry that loads rooms
//! from the store, and the API's create/claim/summary), `room` (one loaded room: its game as
//! the log makes it, its rules as a state machine, presence, and the actor task that owns them
//! and is the only writer of its room), `clock` (Fischer clocks with lag compensation, and days per move), `push` (Web Push:
//! endpoints, VAPID, the send queue),
//! `store` (rooms, seats and the append-only event log, on SQLite or PostgreSQL), `wire` (the
//! frames as sent), `ids` (capabilities and their hashes), `limits` (per-address and
//! per-connection budgets), `address` (who a client is: forwarded addresses, IPv6 /64s),
//! `metrics` and `refusals` (what an operator watches), `retention` (how long rooms are kept), `settings` and `time`. The frames, events and API bodies are the
//! `tahta-protocol` crate, shared with the load generator.
//!
//! The engine decides: every move is checked by `tahta-engine`, the crate the browser runs.

pub mod address;
pub mod app;
pub mod clock;
pub mod http;
pub mod ids;
pub mod limits;
pub mod listen;
pub mod metrics;
pub mod push;
pub mod refusals;
pub mod retention;
pub mod room;
pub mod rooms;
pub mod server;
pub mod settings;
pub mod store;
pub mod time;
pub mod wire;
pub mod ws;

pub use server::{start, Server};
pub use settings::{PushSettings, Settings, Timing};
