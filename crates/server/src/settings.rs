//! What a server instance is told at start: where to listen and store, and its timings and
//! limits.

use crate::address::{Addresses, TrustedProxies};
use crate::limits::Limits;
use crate::push::EndpointPolicy;
use crate::retention::Retention;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Everything a server instance is told at start.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Address to listen on (port 0 picks a free one).
    pub listen: SocketAddr,
    /// The static site to serve (`dist/`); a missing directory serves a page saying so.
    pub dist: PathBuf,
    /// Where the SQLite database lives.
    pub data: PathBuf,
    /// A `postgres://…` URL: store rooms in PostgreSQL, shared with other instances, instead
    /// of SQLite under `data`.
    pub database_url: Option<String>,
    /// Timings, overridable for tests.
    pub timing: Timing,
    /// Budgets per address and per connection.
    pub limits: Limits,
    /// The reverse proxies whose `X-Forwarded-For` gives the client's address.
    pub trusted_proxies: TrustedProxies,
    /// Origins besides the server's own (its `Host`) whose pages may post to the API and open
    /// sockets (`https://tahta.example`), for a deployment whose proxy rewrites the host name.
    pub allowed_origins: Vec<String>,
    /// Addresses besides loopback that may read `/metrics`.
    pub metrics_from: Addresses,
    /// Web Push.
    pub push: PushSettings,
}

/// Web Push's settings.
#[derive(Clone, Debug)]
pub struct PushSettings {
    /// Who push services may contact about this server's pushes (the VAPID JWT's `sub`: a
    /// `mailto:` or `https:` URL).
    pub contact: String,
    /// Which endpoints may be contacted.
    pub policy: EndpointPolicy,
}

impl Default for PushSettings {
    fn default() -> Self {
        PushSettings {
            contact: "mailto:tahta@localhost".into(),
            policy: EndpointPolicy::default(),
        }
    }
}

impl Settings {
    /// Settings for `listen`, `dist` and `data` with every default.
    pub fn new(listen: SocketAddr, dist: PathBuf, data: PathBuf) -> Settings {
        Settings {
            listen,
            dist,
            data,
            database_url: None,
            timing: Timing::default(),
            limits: Limits::default(),
            trusted_proxies: TrustedProxies::default(),
            allowed_origins: Vec::new(),
            metrics_from: Addresses::default(),
            push: PushSettings::default(),
        }
    }
}

/// How long things wait. The defaults are the product's; tests shorten them.
#[derive(Clone, Debug)]
pub struct Timing {
    /// A seat with no connection counts as gone after this long (~40 s).
    pub gone_after: Duration,
    /// … or after this long when its page said it was leaving (~10 s).
    pub gone_after_leave: Duration,
    /// Overrides each clock's first-move limit (20–40 s by speed) when set.
    pub first_move_limit: Option<Duration>,
    /// After a restart, the clock of the player to move stays stopped until they reconnect or
    /// this long has passed.
    pub resume_hold: Duration,
    /// A room nobody is connected to and with no timer to keep is unloaded after this long.
    pub idle_unload: Duration,
    /// A connection that sends no `hello` within this long is closed.
    pub hello_timeout: Duration,
    /// How often each connection is pinged to measure its round trip.
    pub ping_every: Duration,
    /// How long a waiting room's invitations live.
    pub invite_life: Duration,
    /// How often an instance sharing a store says it is alive and sweeps for due rooms.
    pub sweep_every: Duration,
    /// A request's head (its line and headers) must arrive within this long of the
    /// connection's opening or of the previous response: idle, slow and half-sent requests
    /// (and WebSocket handshakes) are dropped.
    pub header_read_timeout: Duration,
    /// A request must be read and answered within this long (its body included).
    pub request_timeout: Duration,
    /// A connection on which nothing could be read or written for this long is closed (a
    /// WebSocket's client answers a ping every `ping_every`, so a live one never is).
    pub idle_timeout: Duration,
    /// A day of a game by days (`TAHTA_TEST_DAY_MS` makes it shorter, for tests only).
    pub day: Duration,
    /// The least time between two quick phrases of one seat.
    pub phrase_gap: Duration,
    /// How long an open game with a clock stays listed (games by days: while they wait).
    pub open_listing: Duration,
    /// How long rooms are kept, and how the sweeper deletes the rest.
    pub retention: Retention,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            gone_after: Duration::from_secs(40),
            gone_after_leave: Duration::from_secs(10),
            first_move_limit: None,
            resume_hold: Duration::from_secs(15),
            idle_unload: Duration::from_secs(60),
            hello_timeout: Duration::from_secs(10),
            ping_every: Duration::from_secs(5),
            invite_life: Duration::from_secs(30 * 24 * 3600),
            sweep_every: Duration::from_secs(1),
            header_read_timeout: Duration::from_secs(5),
            request_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(30),
            day: Duration::from_millis(crate::clock::DAY_MS),
            phrase_gap: Duration::from_millis(tahta_protocol::phrase::PHRASE_GAP_MS),
            // Whoever listed a clocked game waits at the table; after half an hour they have
            // most likely gone.
            open_listing: Duration::from_secs(30 * 60),
            retention: Retention::default(),
        }
    }
}
