//! `tahta-loadtest`, the load generator of `tahta-server`: a separate process that plays
//! thousands of rooms against a running server over real HTTP and WebSocket connections, then
//! reports latencies, throughput, errors, lost and duplicated moves, and the server's memory
//! and CPU. It speaks the protocol through `tahta-protocol`, the crate the server uses.
//!
//! Each room is one task owning the sockets of its seats (two or three) and of its
//! spectators; a reader task per socket parses frames and stamps their arrival. The room keeps
//! an engine session, fed only from the server's `ev` frames, to pick a random legal move; it
//! moves when the seat to move has seen every event, its last move is acknowledged, and its
//! schedule says so (one move per `rooms / rate` seconds, so the total is `rate`). A finished
//! game is replaced by a new room. At the end every room ever played is read back with a fresh
//! spectator `hello` and its log compared with what the clients saw acknowledged.
//!
//! Sockets are spread over many loopback source addresses (127.1.x.y for WebSockets, 127.2.x.y
//! for HTTP), a few per address, so the server's per-address budgets stay at their defaults.
//!
//! Kill mode (`--spawn-server`): the generator runs the server itself and kills it with SIGKILL
//! `--kills` times; clients reconnect with their token and `since`, resend their unacknowledged
//! action with the same `n` and ack id, and carry on.

mod by_days;
mod ctx;
mod flush_probe;
mod frames;
mod idle;
mod room;
mod run;
mod spawn;
mod tools;
mod usage;
mod verify;
mod windows;
mod worker;

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

/// Plays rooms against a running `tahta-server` and reports latencies, throughput, errors,
/// lost and duplicated moves, and the server's memory and CPU.
#[derive(clap::Parser, Debug, Clone)]
#[command(name = "tahta-loadtest", version, about)]
pub struct Options {
    /// The server's base URL, or several separated by commas: instances sharing one
    /// PostgreSQL database. Then socket `i` of room slot `r` (seat `i`, spectators after the
    /// seats) connects to URL `(r + i) % n`, so the seats of a room are on different
    /// instances and a move reaches its opponent through the database's notifications.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    pub url: String,
    /// Rooms played at once (a finished game is replaced by a new room).
    #[arg(long, default_value_t = 2000)]
    pub rooms: usize,
    /// Share of three-player rooms (Three Kingdoms); the rest are Jungle, Hex and Timur.
    #[arg(long, default_value_t = 0.3)]
    pub three_player_share: f64,
    /// Share of rooms with a clock (10+5); the others have none.
    #[arg(long, default_value_t = 0.5)]
    pub clocked_share: f64,
    /// Extra sockets watching random rooms (they follow their room to its next game).
    #[arg(long, default_value_t = 200)]
    pub spectators: usize,
    /// Moves per second, all rooms together.
    #[arg(long, default_value_t = 1000.0)]
    pub rate: f64,
    /// Seconds of measured play.
    #[arg(long, default_value_t = 120)]
    pub duration: u64,
    /// Idle sockets to open and hold: each says hello as a spectator of a waiting room, then
    /// stays silent (reads nothing, answers no ping) until the end.
    #[arg(long, default_value_t = 0)]
    pub idle: usize,
    /// Rooms by days set up before the live rooms, both seats subscribed to Web Push at a push
    /// sink of the generator on 127.0.0.1; they then wait, as such rooms do. The server must
    /// run with --push-insecure-endpoints.
    #[arg(long, default_value_t = 0)]
    pub days_rooms: usize,
    /// Idle sockets per waiting room.
    #[arg(long, default_value_t = 50)]
    pub idle_per_room: usize,
    /// A game still going after this many plies is resigned by the player to move; each game
    /// draws its own length between half of this and this, so games end throughout a run.
    #[arg(long, default_value_t = 300)]
    pub max_plies: usize,
    /// The server's process id, to sample its memory and CPU from /proc; several separated by
    /// commas (one per instance): each is reported, and their sum.
    #[arg(long, value_delimiter = ',')]
    pub server_pid: Vec<i32>,
    /// The PostgreSQL server's process id (the postmaster): its memory and CPU, and those of
    /// every child process (the backends), are sampled from /proc and reported too.
    #[arg(long)]
    pub db_pid: Option<i32>,
    /// Kill mode: start this `tahta-server` binary on the port of --url and --data, and kill
    /// it with SIGKILL --kills times, restarting it each time.
    #[arg(long, requires = "data")]
    pub spawn_server: Option<PathBuf>,
    /// The spawned server's data directory.
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// How many times the spawned server is killed, evenly over --duration.
    #[arg(long, default_value_t = 0)]
    pub kills: u32,
    /// WebSockets sharing one loopback source address (the server allows 64 by default).
    #[arg(long, default_value_t = 8)]
    pub sockets_per_address: usize,
    /// Loopback source addresses for HTTP (each creates at most a few rooms a minute).
    #[arg(long, default_value_t = 256)]
    pub http_addresses: usize,
    /// Rooms being set up at once.
    #[arg(long, default_value_t = 64)]
    pub setup_concurrency: usize,
    /// A directory on the server's disk (its data directory, say): through the run, a thread
    /// writes 16 KB to a file there and `fdatasync`s it every 10 ms, and the report gives
    /// those flushes' latencies beside the acks', window by window. A move's ack waits for a
    /// flush of the WAL, so it can be no faster than the disk's slowest flush.
    #[arg(long)]
    pub flush_probe: Option<PathBuf>,
    /// Seed of the random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

fn main() -> ExitCode {
    let options = Options::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tahta-loadtest: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(run::run(options))
}
