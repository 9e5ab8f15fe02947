//! `tahta-server`: the Tahta site and its online rooms in one process.
//!
//! Layout: `http` (the routes: static site, rooms API, WebSocket upgrade), `ws` (one task per
//! connection: hello, limits, frames in and out), `rooms` (the registry that loads rooms from
//! the store and the API's create/claim), `room` (one actor task per loaded room: the engine
//! session, seats, clocks and subscribers; the only writer of its room), `clock` (Fischer
//! clocks with lag compensation), `store` (SQLite: rooms, seats and the append-only event
//! log, group commit), `protocol` (the frames), `ids` (capabilities and their hashes),
//! `limits` (per-address and per-connection budgets), `loadtest` (the load generator).
//!
//! The engine decides: every move is checked by `tahta-engine`, the crate the browser runs.

pub mod clock;
pub mod http;
pub mod ids;
pub mod limits;
pub mod loadtest;
pub mod protocol;
pub mod room;
pub mod rooms;
pub mod store;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

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
    pub limits: limits::Limits,
}

/// How long things wait. The defaults are the product's; tests shorten them.
#[derive(Clone, Debug)]
pub struct Timing {
    /// A seat with no connection counts as gone after this long (ONLINE design: ~40 s).
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
        }
    }
}

/// A running server.
pub struct Server {
    /// The address it listens on.
    pub address: SocketAddr,
    stop: watch::Sender<bool>,
    done: tokio::task::JoinHandle<()>,
}

impl Server {
    /// The base URL, `http://127.0.0.1:port`.
    pub fn url(&self) -> String {
        format!("http://{}", self.address)
    }

    /// Stops gracefully: no new connections, every socket told `shutdown`, every pending
    /// write committed. Returns when all of that is done.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.done.await;
    }

    /// Waits until the server stops (on SIGTERM or Ctrl-C when started with `run`).
    pub async fn wait(self) {
        let _ = self.done.await;
    }
}

/// Starts a server: opens the store, loads the live clocked rooms (their flag timers must run
/// even with nobody connected), listens, and serves until `Server::stop`.
pub async fn start(settings: Settings) -> Result<Server, String> {
    let (stop, stopping) = watch::channel(false);
    let rooms = match &settings.database_url {
        None => {
            let path = settings.data.join("tahta.sqlite3");
            let store = store::sqlite::Sqlite::open(&path)
                .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
            rooms::Rooms::new(store, settings.timing.clone(), stopping.clone())
        }
        Some(url) => {
            let store = store::postgres::Postgres::connect(url)
                .await
                .map_err(|e| format!("cannot use the PostgreSQL database: {e}"))?;
            let rooms = rooms::Rooms::new(store.clone(), settings.timing.clone(), stopping.clone());
            let listener = rooms.clone();
            let deliver = Box::new(move |notice| listener.notify(notice));
            let bus = store::Bus::run(&*store, deliver);
            let mut bus_stopping = stopping.clone();
            tokio::spawn(async move {
                tokio::select! {
                    _ = bus => {}
                    _ = bus_stopping.changed() => {}
                }
            });
            tokio::spawn(rooms.clone().sweep(settings.timing.sweep_every));
            rooms
        }
    };
    rooms
        .load_live_clocked()
        .await
        .map_err(|e| format!("cannot load the live rooms: {e}"))?;
    let listener = tokio::net::TcpListener::bind(settings.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", settings.listen))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("the server has no address: {e}"))?;
    let app = http::App::new(rooms.clone(), &settings, stopping.clone());
    let done = tokio::spawn(async move {
        http::serve(listener, app.clone(), stopping).await;
        // The listener is closed; tell every socket and wait for them, then the rooms, then
        // flush the store.
        app.drain().await;
        rooms.close().await;
    });
    Ok(Server {
        address,
        stop,
        done,
    })
}

/// Milliseconds on the server's monotonic clock since `origin`.
pub fn millis_since(origin: tokio::time::Instant) -> u64 {
    origin.elapsed().as_millis() as u64
}

/// Unix time in milliseconds (stored with events; never used to charge a clock).
pub fn unix_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Shared handle type for the room registry.
pub type SharedRooms = Arc<rooms::Rooms>;
