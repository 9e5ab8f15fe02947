//! The load generator (`tahta-server loadtest`): a separate process that plays thousands of
//! rooms against a running server over real HTTP and WebSocket connections, then reports
//! latencies, throughput, errors, lost and duplicated moves, and the server's memory and CPU.
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

use crate::protocol::PROTO;
use futures_util::stream::{SplitSink, StreamExt};
use futures_util::SinkExt;
use serde::Deserialize;
use serde_json::json;
use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicI32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tahta_engine::session::Ending;
use tahta_engine::{AnySession, Variant};
use tokio::net::{TcpSocket, TcpStream};
use tokio::sync::{mpsc, watch, Semaphore};
use tokio::time::{sleep, sleep_until, timeout, Instant};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// Options of `tahta-server loadtest`.
#[derive(clap::Args, Debug, Clone)]
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
    /// Idle sockets per waiting room.
    #[arg(long, default_value_t = 50)]
    pub idle_per_room: usize,
    /// A game still going after this many plies is resigned by the player to move.
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
    /// Seed of the random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Raises the soft limit of open files to the hard limit; returns the limit now in force.
pub fn raise_open_files_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 0;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
    }
    limit.rlim_cur
}

// ---------------------------------------------------------------------------------------------
// Small tools

/// splitmix64: small, fast, seedable.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn micros(d: Duration) -> u32 {
    d.as_micros().min(u128::from(u32::MAX)) as u32
}

/// Nearest-rank percentile of sorted samples.
fn percentile(sorted: &[u32], q: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(us: u32) -> String {
    format!("{:.2} ms", f64::from(us) / 1000.0)
}

fn latency_line(name: &str, samples: &mut [u32]) -> String {
    samples.sort_unstable();
    format!(
        "{name}: p50 {}, p90 {}, p99 {}, max {} ({} samples)",
        ms(percentile(samples, 0.50)),
        ms(percentile(samples, 0.90)),
        ms(percentile(samples, 0.99)),
        ms(samples.last().copied().unwrap_or(0)),
        samples.len()
    )
}

/// A loopback address: `127.<net>.x.y`, the `k`th of that net (last octet 1 to 254).
fn loopback(net: u8, k: usize) -> IpAddr {
    let host = k % (254 * 256);
    IpAddr::V4(Ipv4Addr::new(
        127,
        net,
        (host / 254) as u8,
        (host % 254 + 1) as u8,
    ))
}

// ---------------------------------------------------------------------------------------------
// Frames as the client reads them

#[derive(Deserialize, Debug)]
struct Frame {
    t: String,
    #[serde(default)]
    a: Option<u64>,
    #[serde(default)]
    v: Option<u64>,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    n: Option<u64>,
    #[serde(default)]
    mv: Option<String>,
    #[serde(default)]
    ending: Option<String>,
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    to_move: Option<char>,
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    snapshot: Option<Snap>,
}

#[derive(Deserialize, Debug)]
struct Snap {
    v: u64,
    moves: Vec<String>,
    position: String,
    status: String,
    #[serde(default)]
    to_move: Option<char>,
}

#[derive(Deserialize)]
struct Created {
    room: String,
    seat: String,
    token: String,
    invites: HashMap<String, String>,
}

#[derive(Deserialize)]
struct Claimed {
    seat: String,
    token: String,
}

// ---------------------------------------------------------------------------------------------
// Shared state

#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    Setup,
    Run(Instant),
    Stop,
}

/// What every task shares.
struct Ctx {
    opts: Options,
    /// The instances, in --url order.
    targets: Vec<Target>,
    http: Vec<reqwest::Client>,
    http_next: AtomicUsize,
    ws_next: AtomicUsize,
    connect_gate: Semaphore,
    setup_gate: Semaphore,
    phase: watch::Receiver<Phase>,
    /// Time between two moves of one room.
    interval: Duration,
    kill_mode: bool,
    origin: Instant,
    /// Until when (ms since `origin`) closes and failed requests are blamed on a kill.
    quiet_until: AtomicU64,
    /// Kill times, in order; `epoch` is how many there were.
    kill_times: Mutex<Vec<Instant>>,
    epoch: AtomicUsize,
    /// One per --server-pid (kill mode: the spawned server's).
    server_pids: Vec<AtomicI32>,
    ready: AtomicUsize,
    errors: Mutex<BTreeMap<String, u64>>,
    error_total: AtomicU64,
    printed: AtomicU64,
    moves_acked: AtomicU64,
    actions_acked: AtomicU64,
    disconnects: AtomicU64,
    reconnects: AtomicU64,
    retries: AtomicU64,
    resent: AtomicU64,
    rooms_created: AtomicU64,
    repeated_evs: AtomicU64,
    /// Ack round trips since the last progress line.
    window: Mutex<Vec<u32>>,
}

impl Ctx {
    fn error(&self, code: &str, detail: impl FnOnce() -> String) {
        self.error_total.fetch_add(1, Ordering::Relaxed);
        *self
            .errors
            .lock()
            .expect("errors lock")
            .entry(code.to_string())
            .or_default() += 1;
        if self.printed.fetch_add(1, Ordering::Relaxed) < 40 {
            eprintln!("loadtest: error {code}: {}", detail());
        }
    }

    /// Whether a failure now is expected because the server was just killed.
    fn near_kill(&self) -> bool {
        self.kill_mode
            && (self.origin.elapsed().as_millis() as u64) < self.quiet_until.load(Ordering::SeqCst)
    }

    fn http(&self) -> &reqwest::Client {
        let i = self.http_next.fetch_add(1, Ordering::Relaxed);
        &self.http[i % self.http.len()]
    }

    fn running(&self) -> bool {
        matches!(*self.phase.borrow(), Phase::Run(_))
    }
}

/// One server instance the load goes to.
struct Target {
    addr: SocketAddr,
    base: String,
    ws_base: String,
}

/// The instance (an index into the --url list) that socket `sock` of room slot `slot` talks
/// to: seat `i` of room `r` on URL `(r + i) % n`, the spectators numbered after the seats.
/// With two instances the two seats of a room are never on the same one.
fn instance_of(slot: usize, sock: usize, instances: usize) -> usize {
    (slot + sock) % instances.max(1)
}

/// Splits --url (one base URL, or several separated by commas) into hosts and ports.
fn split_urls(list: &str) -> Result<Vec<(String, u16)>, String> {
    let mut out = Vec::new();
    for part in list.split(',').map(str::trim) {
        if part.is_empty() {
            return Err(format!("--url: an empty URL in '{list}'"));
        }
        let url = reqwest::Url::parse(part).map_err(|e| format!("--url {part}: {e}"))?;
        let host = url
            .host_str()
            .ok_or_else(|| format!("--url {part} has no host"))?
            .to_string();
        let port = url
            .port_or_known_default()
            .ok_or_else(|| format!("--url {part} has no port"))?;
        out.push((host, port));
    }
    Ok(out)
}

type Ws = WebSocketStream<TcpStream>;
type Sink = SplitSink<Ws, Message>;

/// Opens a WebSocket to `/ws/{room}` on instance `target` from the next loopback source
/// address.
async fn ws_connect(ctx: &Ctx, target: usize, room: &str) -> Result<Ws, String> {
    let target = &ctx.targets[target % ctx.targets.len()];
    let _permit = ctx
        .connect_gate
        .acquire()
        .await
        .map_err(|e| e.to_string())?;
    let k = ctx.ws_next.fetch_add(1, Ordering::Relaxed) / ctx.opts.sockets_per_address.max(1);
    let socket = TcpSocket::new_v4().map_err(|e| format!("socket: {e}"))?;
    socket
        .bind(SocketAddr::new(loopback(1, k), 0))
        .map_err(|e| format!("bind: {e}"))?;
    let stream = timeout(Duration::from_secs(5), socket.connect(target.addr))
        .await
        .map_err(|_| "connect: timed out".to_string())?
        .map_err(|e| format!("connect: {e}"))?;
    stream.set_nodelay(true).map_err(|e| e.to_string())?;
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    let url = format!("{}/ws/{room}", target.ws_base);
    let (ws, _) = timeout(
        Duration::from_secs(5),
        tokio_tungstenite::client_async_with_config(url, stream, Some(config)),
    )
    .await
    .map_err(|_| "handshake: timed out".to_string())?
    .map_err(|e| format!("handshake: {e}"))?;
    Ok(ws)
}

fn hello(room: &str, token: Option<&str>, since: Option<u64>) -> Message {
    Message::text(
        json!({"t": "hello", "room": room, "token": token, "since": since, "proto": PROTO})
            .to_string(),
    )
}

// ---------------------------------------------------------------------------------------------
// One room

/// A frame (or the end) from one of a room's sockets.
struct Inbound {
    sock: usize,
    conn: u64,
    at: Instant,
    what: What,
}

enum What {
    Frame(Box<Frame>),
    Closed(String),
}

fn spawn_reader(
    mut stream: futures_util::stream::SplitStream<Ws>,
    tx: mpsc::UnboundedSender<Inbound>,
    sock: usize,
    conn: u64,
) {
    tokio::spawn(async move {
        let why = loop {
            match stream.next().await {
                Some(Ok(Message::Text(text))) => {
                    let at = Instant::now();
                    match serde_json::from_str::<Frame>(text.as_str()) {
                        Ok(frame) => {
                            let what = What::Frame(Box::new(frame));
                            if tx
                                .send(Inbound {
                                    sock,
                                    conn,
                                    at,
                                    what,
                                })
                                .is_err()
                            {
                                return;
                            }
                        }
                        Err(e) => break format!("unreadable frame {text}: {e}"),
                    }
                }
                Some(Ok(Message::Close(close))) => {
                    break match close {
                        Some(c) => format!("closed by the server: {} {}", c.code, c.reason),
                        None => "closed by the server".into(),
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => break format!("socket error: {e}"),
                None => break "end of stream".into(),
            }
        };
        let at = Instant::now();
        let _ = tx.send(Inbound {
            sock,
            conn,
            at,
            what: What::Closed(why),
        });
    });
}

#[derive(Default)]
struct Sock {
    sink: Option<Sink>,
    /// The connection's id (0: none).
    conn: u64,
    /// The last event number this socket received.
    last_v: u64,
    /// Moves this socket knows.
    seen: usize,
    welcomed: bool,
    ever_welcomed: bool,
}

#[derive(Debug)]
struct Pending {
    seat: usize,
    a: u64,
    n: usize,
    /// The move; `None` for a resignation.
    mv: Option<String>,
    frame: String,
    sent: Instant,
    sent_conn: u64,
    resent: bool,
}

struct Game {
    room: String,
    variant: Variant,
    letters: Vec<char>,
    tokens: Vec<String>,
    session: Box<dyn AnySession>,
    /// Every move seen in `ev` frames, with its event number.
    moves: Vec<String>,
    move_v: Vec<u64>,
    /// Moves whose ack arrived.
    acked: usize,
    /// The last event applied to `session`.
    applied_v: u64,
    status: String,
    to_move: Option<char>,
    pending: Option<Pending>,
    /// When each ply was sent, by which seat, and whether it was sent again after a reconnect.
    sent: Vec<(Instant, usize, bool)>,
    socks: Vec<Sock>,
    reconnect_at: Option<Instant>,
    last_progress: Instant,
    stalled: bool,
}

impl Game {
    fn over(&self) -> bool {
        self.status == "ended" || self.status == "aborted"
    }

    /// The seat that may move now, if any.
    fn mover(&self) -> Option<usize> {
        if self.status != "live" || self.pending.is_some() {
            return None;
        }
        let s = self.letters.iter().position(|&l| Some(l) == self.to_move)?;
        let sock = &self.socks[s];
        (sock.welcomed && sock.sink.is_some() && sock.last_v >= self.applied_v).then_some(s)
    }

    fn seats(&self) -> usize {
        self.letters.len()
    }

    fn describe(&self) -> String {
        let socks: Vec<String> = self
            .socks
            .iter()
            .map(|s| {
                format!(
                    "[open {} welcomed {} last_v {} seen {}]",
                    s.sink.is_some(),
                    s.welcomed,
                    s.last_v,
                    s.seen
                )
            })
            .collect();
        format!(
            "room {} ({}): status {}, to move {:?}, {} moves, {} acked, event {}, pending {:?}, \
             sockets {}",
            self.room,
            self.variant.id(),
            self.status,
            self.to_move,
            self.moves.len(),
            self.acked,
            self.applied_v,
            self.pending.as_ref().map(|p| (&p.mv, p.n, p.a, p.resent)),
            socks.join(" ")
        )
    }
}

/// What the clients of one room saw, to compare with the server's log at the end.
struct Record {
    room: String,
    /// Moves the clients saw (in `ev` frames), the first `acked` of them acknowledged.
    moves: Vec<String>,
    acked: usize,
    /// A move sent but not acknowledged, with its ply.
    unacked: Option<(usize, String)>,
}

#[derive(Default)]
struct Samples {
    ack: Vec<u32>,
    /// Move to opponent: across instances when there are several (the opponent's socket on
    /// another instance than the mover's), else all of them.
    opp: Vec<u32>,
    /// Move to an opponent on the mover's own instance, when there are several (three-player
    /// rooms on two instances).
    opp_local: Vec<u32>,
    spec: Vec<u32>,
    resume: Vec<u32>,
}

struct Failure {
    code: String,
    detail: String,
    /// Caused by the server being down (kill mode).
    transient: bool,
}

impl Failure {
    fn net(what: &str, e: impl std::fmt::Display) -> Failure {
        Failure {
            code: format!("{what}_failed"),
            detail: e.to_string(),
            transient: true,
        }
    }
}

struct Worker {
    ctx: Arc<Ctx>,
    /// The room slot this worker plays (its rooms one after the other): with several
    /// instances it picks each socket's instance.
    slot: usize,
    tx: mpsc::UnboundedSender<Inbound>,
    rng: Rng,
    spectators: usize,
    next_conn: u64,
    next_a: u64,
    next_due: Instant,
    scheduled: bool,
    stopping: bool,
    backoff: Duration,
    seen_epoch: usize,
    samples: Samples,
    records: Vec<Record>,
    games_finished: u64,
}

const STALL: Duration = Duration::from_secs(10);
const STOP_WAIT: Duration = Duration::from_secs(10);

impl Worker {
    /// The instance socket `sock` of this worker's rooms talks to.
    fn instance(&self, sock: usize) -> usize {
        instance_of(self.slot, sock, self.ctx.targets.len())
    }

    fn base(&self, sock: usize) -> &str {
        &self.ctx.targets[self.instance(sock)].base
    }

    /// Opens a room (retrying) unless the run is stopping.
    async fn open_game(&mut self, phase: &watch::Receiver<Phase>) -> Option<Game> {
        let mut backoff = Duration::from_millis(100);
        loop {
            if *phase.borrow() == Phase::Stop {
                return None;
            }
            match self.try_open().await {
                Ok(game) => return Some(game),
                Err(f) => {
                    if f.transient && self.ctx.near_kill() {
                        self.ctx.retries.fetch_add(1, Ordering::Relaxed);
                    } else {
                        self.ctx.error(&f.code, || f.detail.clone());
                    }
                    let jitter = Duration::from_millis(self.rng.below(100) as u64);
                    sleep(backoff + jitter).await;
                    backoff = (backoff * 2).min(Duration::from_secs(1));
                }
            }
        }
    }

    async fn post(&self, url: String, body: serde_json::Value) -> Result<String, Failure> {
        let what = if url.ends_with("/claim") {
            "claim"
        } else {
            "create"
        };
        let response = self
            .ctx
            .http()
            .post(url)
            .json(&body)
            .send()
            .await
            .map_err(|e| Failure::net(what, e))?;
        let status = response.status();
        let text = response.text().await.map_err(|e| Failure::net(what, e))?;
        if !status.is_success() {
            let code = serde_json::from_str::<serde_json::Value>(&text)
                .ok()
                .and_then(|v| v["code"].as_str().map(str::to_string))
                .unwrap_or_default();
            return Err(Failure {
                // A claim whose answer was lost in a kill is refused as taken when retried.
                transient: code == "seat_taken",
                code: format!("http_{what}_{}_{code}", status.as_u16()),
                detail: text,
            });
        }
        Ok(text)
    }

    async fn try_open(&mut self) -> Result<Game, Failure> {
        let ctx = self.ctx.clone();
        let _permit = ctx.setup_gate.acquire().await.map_err(|e| Failure {
            code: "internal".into(),
            detail: e.to_string(),
            transient: false,
        })?;
        let variant = if self.rng.unit() < ctx.opts.three_player_share {
            Variant::Sanguo
        } else {
            [Variant::Jungle, Variant::Hex, Variant::Timur][self.rng.below(3)]
        };
        let clock =
            (self.rng.unit() < ctx.opts.clocked_share).then(|| json!({"base_s": 600, "inc_s": 5}));
        let session = variant.new_session(None).map_err(|e| Failure {
            code: "engine".into(),
            detail: e.message,
            transient: false,
        })?;
        let letters: Vec<char> = session
            .geometry()
            .players
            .iter()
            .map(|p| p.letter)
            .collect();
        let seat_of = |s: &str| letters.iter().position(|l| s.starts_with(*l));
        let bad = |m: &str| Failure {
            code: "bad_answer".into(),
            detail: m.to_string(),
            transient: false,
        };
        let body = json!({"variant": variant.id(), "clock": clock, "seat": letters[0].to_string()});
        // The creator (seat 0) creates on its instance, and each seat is claimed on its own.
        let text = self
            .post(format!("{}/api/rooms", self.base(0)), body)
            .await?;
        let created: Created = serde_json::from_str(&text).map_err(|e| bad(&e.to_string()))?;
        ctx.rooms_created.fetch_add(1, Ordering::Relaxed);
        let mut tokens = vec![String::new(); letters.len()];
        tokens[seat_of(&created.seat).ok_or_else(|| bad(&text))?] = created.token;
        let mut invites: Vec<(&String, &String)> = created.invites.iter().collect();
        invites.sort();
        for (letter, invite) in invites {
            let seat = seat_of(letter).ok_or_else(|| bad(&text))?;
            let url = format!("{}/api/rooms/{}/claim", self.base(seat), created.room);
            let text = self.post(url, json!({ "invite": invite })).await?;
            let claimed: Claimed = serde_json::from_str(&text).map_err(|e| bad(&e.to_string()))?;
            tokens[seat_of(&claimed.seat).ok_or_else(|| bad(&text))?] = claimed.token;
        }
        if tokens.iter().any(String::is_empty) {
            return Err(bad("a seat has no token"));
        }
        let mut game = Game {
            room: created.room,
            variant,
            letters,
            tokens,
            session,
            moves: Vec::new(),
            move_v: Vec::new(),
            acked: 0,
            applied_v: 0,
            status: String::new(),
            to_move: None,
            pending: None,
            sent: Vec::new(),
            socks: Vec::new(),
            reconnect_at: None,
            last_progress: Instant::now(),
            stalled: false,
        };
        game.socks = (0..game.seats() + self.spectators)
            .map(|_| Sock::default())
            .collect();
        for s in 0..game.socks.len() {
            if let Err(e) = self.connect(&mut game, s).await {
                if !ctx.near_kill() {
                    ctx.error("connect_failed", || format!("room {}: {e}", game.room));
                }
                game.reconnect_at = Some(Instant::now() + Duration::from_millis(100));
            }
        }
        Ok(game)
    }

    /// Connects socket `s` of the room and says hello (with `since` when it had a welcome).
    async fn connect(&mut self, g: &mut Game, s: usize) -> Result<(), String> {
        let ws = ws_connect(&self.ctx, self.instance(s), &g.room).await?;
        let (mut sink, stream) = ws.split();
        self.next_conn += 1;
        let conn = self.next_conn;
        let sock = &mut g.socks[s];
        let token = g.tokens.get(s).map(String::as_str);
        let since = sock.ever_welcomed.then_some(sock.last_v);
        sink.send(hello(&g.room, token, since))
            .await
            .map_err(|e| format!("hello: {e}"))?;
        spawn_reader(stream, self.tx.clone(), s, conn);
        sock.sink = Some(sink);
        sock.conn = conn;
        sock.welcomed = false;
        Ok(())
    }

    async fn reconnect(&mut self, g: &mut Game) {
        g.reconnect_at = None;
        let mut failed = false;
        for s in 0..g.socks.len() {
            if g.socks[s].sink.is_some() {
                continue;
            }
            match self.connect(g, s).await {
                Ok(()) => {
                    self.ctx.reconnects.fetch_add(1, Ordering::Relaxed);
                }
                Err(e) => {
                    failed = true;
                    if !self.ctx.near_kill() {
                        self.ctx
                            .error("reconnect_failed", || format!("room {}: {e}", g.room));
                    }
                }
            }
        }
        if failed {
            self.backoff = (self.backoff * 2).min(Duration::from_secs(1));
            g.reconnect_at = Some(Instant::now() + self.backoff);
        } else {
            self.backoff = Duration::from_millis(50);
        }
    }

    /// Records the game and closes its sockets.
    async fn finish_game(&mut self, g: Game) {
        if g.over() {
            self.games_finished += 1;
        }
        let unacked = g
            .pending
            .as_ref()
            .and_then(|p| p.mv.clone().map(|mv| (p.n, mv)));
        self.records.push(Record {
            room: g.room.clone(),
            moves: g.moves.clone(),
            acked: g.acked,
            unacked,
        });
        for sock in g.socks {
            if let Some(mut sink) = sock.sink {
                let _ = timeout(Duration::from_millis(500), sink.send(Message::Close(None))).await;
            }
        }
    }

    async fn send_move(&mut self, g: &mut Game, s: usize) {
        let n = g.moves.len();
        let a = self.next_a;
        self.next_a += 1;
        let (mv, frame) = if n >= self.ctx.opts.max_plies {
            (None, json!({"t": "resign", "a": a}))
        } else {
            let legal = g.session.legal_moves();
            if legal.is_empty() {
                self.ctx.error("no_legal_move", || g.describe());
                g.status = "ended".into();
                return;
            }
            let mv = legal[self.rng.below(legal.len())].clone();
            let frame = json!({"t": "move", "n": n, "mv": mv, "a": a});
            (Some(mv), frame)
        };
        let frame = frame.to_string();
        let sock = &mut g.socks[s];
        let sent = Instant::now();
        if let Some(sink) = &mut sock.sink {
            // A failed send shows as the socket closing; the move is resent on reconnect.
            let _ = sink.send(Message::text(frame.clone())).await;
        }
        if mv.is_some() {
            g.sent.truncate(n);
            g.sent.push((sent, s, false));
        }
        g.pending = Some(Pending {
            seat: s,
            a,
            n,
            mv,
            frame,
            sent,
            sent_conn: sock.conn,
            resent: false,
        });
        let interval = self.ctx.interval;
        self.next_due += interval;
        let now = Instant::now();
        // Catch up at most one interval after a delay, never in a burst.
        if self.next_due + interval < now {
            self.next_due = now;
        }
    }

    async fn on_inbound(&mut self, g: &mut Game, m: Inbound) {
        let Some(sock) = g.socks.get_mut(m.sock) else {
            return;
        };
        if sock.conn != m.conn {
            return;
        }
        let frame = match m.what {
            What::Closed(why) => {
                sock.sink = None;
                sock.welcomed = false;
                sock.conn = 0;
                self.ctx.disconnects.fetch_add(1, Ordering::Relaxed);
                if !self.ctx.near_kill() {
                    let s = m.sock;
                    self.ctx
                        .error("closed", || format!("room {} socket {s}: {why}", g.room));
                }
                let jitter = Duration::from_millis(20 + self.rng.below(80) as u64);
                g.reconnect_at.get_or_insert(Instant::now() + jitter);
                return;
            }
            What::Frame(frame) => frame,
        };
        let s = m.sock;
        match frame.t.as_str() {
            "welcome" => self.on_welcome(g, s, *frame).await,
            "ev" => self.on_ev(g, s, m.at, *frame),
            "ack" => self.on_ack(g, s, m.at, &frame),
            "err" => {
                let code = frame.code.clone().unwrap_or_default();
                self.ctx.error(&format!("err_{code}"), || {
                    format!(
                        "{} (socket {s}): {}",
                        g.describe(),
                        frame.message.clone().unwrap_or_default()
                    )
                });
                if let Some(snap) = frame.snapshot {
                    self.sync_snapshot(g, s, snap);
                }
                if frame.a.is_some() && g.pending.as_ref().map(|p| p.a) == frame.a {
                    g.pending = None;
                }
            }
            "presence" | "pong" | "shutdown" => {}
            other => {
                let other = other.to_string();
                self.ctx.error("unknown_frame", || other);
            }
        }
    }

    async fn on_welcome(&mut self, g: &mut Game, s: usize, frame: Frame) {
        let sock = &mut g.socks[s];
        sock.welcomed = true;
        sock.ever_welcomed = true;
        if let Some(snap) = frame.snapshot {
            self.sync_snapshot(g, s, snap);
        }
        g.last_progress = Instant::now();
        // After a reconnect: send the unacknowledged action again, as it was.
        let conn = g.socks[s].conn;
        if let Some(p) = &mut g.pending {
            if p.seat == s && p.sent_conn != conn {
                p.sent_conn = conn;
                p.resent = true;
                if let Some(sent) = g.sent.get_mut(p.n).filter(|_| p.mv.is_some()) {
                    sent.2 = true;
                }
                self.ctx.resent.fetch_add(1, Ordering::Relaxed);
                if let Some(sink) = &mut g.socks[s].sink {
                    let _ = sink.send(Message::text(p.frame.clone())).await;
                }
            }
        }
    }

    /// Brings the room up to a snapshot (a welcome without `since`, or an `err`).
    fn sync_snapshot(&mut self, g: &mut Game, s: usize, snap: Snap) {
        let ctx = &self.ctx;
        let common = snap.moves.len().min(g.moves.len());
        if snap.moves[..common] != g.moves[..common] {
            ctx.error("diverged", || {
                format!("{}: snapshot {:?}", g.describe(), snap.moves)
            });
        }
        if snap.moves.len() < g.moves.len() {
            ctx.error("lost_broadcast", || {
                format!(
                    "{}: the server's log has {} moves, {} were broadcast",
                    g.describe(),
                    snap.moves.len(),
                    g.moves.len()
                )
            });
        }
        for (n, mv) in snap.moves.iter().enumerate().skip(g.moves.len()) {
            let expected = g
                .pending
                .as_ref()
                .is_some_and(|p| p.n == n && p.mv.as_ref() == Some(mv));
            if !expected {
                ctx.error("unexpected_move", || {
                    format!("{}: move {n} {mv} in a snapshot", g.describe())
                });
            }
            if let Err(e) = g.session.play(mv) {
                ctx.error("engine_refused", || format!("{}: {mv}: {e}", g.describe()));
                if let Ok(session) = g.variant.new_session(Some(&snap.position)) {
                    g.session = session;
                }
            }
            g.moves.push(mv.clone());
            g.move_v.push(snap.v);
        }
        let sock = &mut g.socks[s];
        sock.last_v = snap.v;
        sock.seen = snap.moves.len();
        if snap.v >= g.applied_v {
            g.applied_v = snap.v;
            g.status = snap.status;
            g.to_move = snap.to_move;
        }
    }

    fn on_ev(&mut self, g: &mut Game, s: usize, at: Instant, f: Frame) {
        let ctx = self.ctx.clone();
        let v = f.v.unwrap_or(0);
        let (welcomed, last) = (g.socks[s].welcomed, g.socks[s].last_v);
        if !welcomed {
            ctx.error("ev_before_welcome", || {
                format!("room {} socket {s}", g.room)
            });
        }
        if v <= last {
            ctx.repeated_evs.fetch_add(1, Ordering::Relaxed);
            ctx.error("ev_repeated", || {
                format!("room {} socket {s}: event {v} after {last}", g.room)
            });
            return;
        }
        if v != last + 1 {
            ctx.error("ev_gap", || {
                format!("room {} socket {s}: event {v} after {last}", g.room)
            });
        }
        g.socks[s].last_v = v;
        let new = v > g.applied_v;
        if new && v != g.applied_v + 1 {
            ctx.error("room_ev_gap", || format!("{}: event {v}", g.describe()));
        }
        match f.kind.as_deref() {
            Some("move") => {
                let n = f.n.unwrap_or(u64::MAX) as usize;
                let mv = f.mv.unwrap_or_default();
                let seen = g.socks[s].seen;
                if n < seen {
                    ctx.error("ply_repeated", || {
                        format!("{}: ply {n} again", g.describe())
                    });
                } else if n > seen {
                    ctx.error("ply_gap", || {
                        format!("{}: ply {n} on socket {s}", g.describe())
                    });
                }
                g.socks[s].seen = n + 1;
                if new {
                    let expected = g.moves.len() == n
                        && g.pending
                            .as_ref()
                            .is_some_and(|p| p.n == n && p.mv.as_ref() == Some(&mv));
                    if !expected {
                        ctx.error("unexpected_move", || {
                            format!("{}: ply {n} {mv} in event {v}", g.describe())
                        });
                    }
                    if let Err(e) = g.session.play(&mv) {
                        ctx.error("engine_refused", || format!("{}: {mv}: {e}", g.describe()));
                    }
                    g.moves.push(mv);
                    g.move_v.push(v);
                } else if g.moves.get(n) != Some(&mv) || g.move_v.get(n) != Some(&v) {
                    ctx.error("diverged", || {
                        format!("{}: ply {n} {mv} in event {v} on socket {s}", g.describe())
                    });
                }
                // Timed from the send, whether or not the ack has come back yet.
                if let Some(&(sent, seat, resent)) = g.sent.get(n) {
                    if !resent && s != seat {
                        let lag = micros(at.saturating_duration_since(sent));
                        if s < g.seats() {
                            let cross = self.instance(s) != self.instance(seat);
                            if cross || self.ctx.targets.len() == 1 {
                                self.samples.opp.push(lag);
                            } else {
                                self.samples.opp_local.push(lag);
                            }
                        } else {
                            self.samples.spec.push(lag);
                        }
                    }
                }
            }
            Some("end") if new => {
                let ending = f.ending.clone().unwrap_or_default();
                match Ending::parse(&ending) {
                    Ok(ending) => {
                        let _ = g.session.end(ending);
                    }
                    Err(e) => ctx.error("bad_ending", || format!("{ending}: {}", e.message)),
                }
            }
            _ => {}
        }
        if new {
            g.applied_v = v;
            g.last_progress = at;
            g.stalled = false;
            if let Some(status) = f.status.filter(|s| !s.is_empty()) {
                g.status = status;
                g.to_move = f.to_move;
                if g.status == "live" && g.to_move != Some(g.session.turn()) {
                    let turn = g.session.turn();
                    ctx.error("turn_mismatch", || {
                        format!("{}: the engine says {turn}", g.describe())
                    });
                }
            }
        }
    }

    fn on_ack(&mut self, g: &mut Game, s: usize, at: Instant, f: &Frame) {
        let ctx = self.ctx.clone();
        let matches = g
            .pending
            .as_ref()
            .is_some_and(|p| f.a == Some(p.a) && s == p.seat);
        if !matches {
            ctx.error("unexpected_ack", || {
                format!("{}: ack {:?} on socket {s}", g.describe(), f.a)
            });
            return;
        }
        let p = g.pending.take().expect("checked");
        if !p.resent {
            let lag = micros(at.saturating_duration_since(p.sent));
            self.samples.ack.push(lag);
            ctx.window.lock().expect("window lock").push(lag);
        }
        if p.mv.is_some() {
            if g.socks[s].seen <= p.n || g.move_v.get(p.n).copied() != f.v {
                ctx.error("ack_before_ev", || {
                    format!("{}: ack of ply {} as event {:?}", g.describe(), p.n, f.v)
                });
            }
            g.acked = g.acked.max(p.n + 1);
            if ctx.running() {
                ctx.moves_acked.fetch_add(1, Ordering::Relaxed);
            }
        }
        ctx.actions_acked.fetch_add(1, Ordering::Relaxed);
        g.last_progress = at;
        g.stalled = false;
        let epoch = ctx.epoch.load(Ordering::SeqCst);
        if epoch > self.seen_epoch {
            if let Some(&killed) = ctx.kill_times.lock().expect("kills lock").get(epoch - 1) {
                self.samples
                    .resume
                    .push(micros(at.saturating_duration_since(killed)));
            }
            self.seen_epoch = epoch;
        }
    }

    async fn on_stall(&mut self, g: &mut Game) {
        self.ctx.error("stall", || {
            format!("no progress for {} s: {}", STALL.as_secs(), g.describe())
        });
        g.stalled = true;
        // Resynchronise: every socket reconnects with `since`.
        for sock in &mut g.socks {
            if let Some(mut sink) = sock.sink.take() {
                let _ = timeout(Duration::from_millis(500), sink.send(Message::Close(None))).await;
            }
            sock.conn = 0;
            sock.welcomed = false;
        }
        g.reconnect_at = Some(Instant::now());
    }
}

struct WorkerOut {
    samples: Samples,
    records: Vec<Record>,
    games_finished: u64,
}

async fn worker(ctx: Arc<Ctx>, slot: usize, spectators: usize, seed: u64) -> WorkerOut {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let mut phase_rx = ctx.phase.clone();
    let mut w = Worker {
        ctx: ctx.clone(),
        slot,
        tx,
        rng: Rng(seed),
        spectators,
        next_conn: 0,
        next_a: 1,
        next_due: Instant::now(),
        scheduled: false,
        stopping: false,
        backoff: Duration::from_millis(50),
        seen_epoch: 0,
        samples: Samples::default(),
        records: Vec::new(),
        games_finished: 0,
    };
    let mut ready_reported = false;
    let mut stop_deadline = Instant::now() + Duration::from_secs(24 * 3600);
    let mut game = w.open_game(&phase_rx).await;
    while let Some(mut g) = game.take() {
        let phase = *phase_rx.borrow_and_update();
        let now = Instant::now();
        match phase {
            Phase::Run(start) if !w.scheduled => {
                w.scheduled = true;
                w.next_due = start + ctx.interval.mul_f64(w.rng.unit());
            }
            Phase::Stop if !w.stopping => {
                w.stopping = true;
                stop_deadline = now + STOP_WAIT;
            }
            _ => {}
        }
        if !ready_reported && g.socks.iter().all(|s| s.welcomed) {
            ready_reported = true;
            ctx.ready.fetch_add(1, Ordering::SeqCst);
        }
        let finished = g.over() && g.pending.is_none();
        let give_up = w.stopping && (g.pending.is_none() || now >= stop_deadline);
        if finished || give_up {
            w.finish_game(g).await;
            if !w.stopping {
                game = w.open_game(&phase_rx).await;
            }
            continue;
        }
        let mover = if w.scheduled && !w.stopping {
            g.mover()
        } else {
            None
        };
        let due = w.next_due;
        let far = now + Duration::from_secs(3600);
        let reconnect_at = g.reconnect_at;
        // A stall is the server's only while the room waits for it: a room ready to move
        // waits for nobody but its own schedule (which a frozen machine can make late).
        let waiting = mover.is_none();
        let stall_at = (waiting && w.scheduled && !w.stopping && !g.stalled && !g.over())
            .then(|| g.last_progress.max(due) + STALL);
        tokio::select! {
            m = rx.recv() => {
                if let Some(m) = m {
                    w.on_inbound(&mut g, m).await;
                }
            }
            () = sleep_until(due), if mover.is_some() => {
                w.send_move(&mut g, mover.expect("guarded")).await;
            }
            () = sleep_until(reconnect_at.unwrap_or(far)), if reconnect_at.is_some() => {
                w.reconnect(&mut g).await;
            }
            () = sleep_until(stall_at.unwrap_or(far)), if stall_at.is_some() => w.on_stall(&mut g).await,
            () = sleep_until(stop_deadline), if w.stopping => {}
            _ = phase_rx.changed() => {}
        }
        game = Some(g);
    }
    if !ready_reported {
        ctx.ready.fetch_add(1, Ordering::SeqCst);
    }
    WorkerOut {
        samples: w.samples,
        records: w.records,
        games_finished: w.games_finished,
    }
}

// ---------------------------------------------------------------------------------------------
// Idle sockets

/// Opens `n` idle sockets: each says hello as a spectator of a waiting room, reads its
/// welcome, and is then left alone.
async fn open_idle(ctx: &Arc<Ctx>, n: usize) -> Vec<Ws> {
    let per_room = ctx.opts.idle_per_room.max(1);
    let mut rooms = Vec::new();
    let targets = ctx.targets.len();
    for i in 0..n.div_ceil(per_room) {
        let body = json!({"variant": "jungle", "clock": null, "seat": "random"});
        let url = format!("{}/api/rooms", ctx.targets[i % targets].base);
        let answer = async {
            let response = ctx.http().post(url).json(&body).send().await?;
            response.error_for_status()?.json::<Created>().await
        };
        match answer.await {
            Ok(created) => rooms.push(created.room),
            Err(e) => ctx.error("idle_room_failed", || format!("idle room {i}: {e}")),
        }
    }
    if rooms.is_empty() {
        return Vec::new();
    }
    let opened = futures_util::stream::iter(0..n)
        .map(|i| {
            let room = rooms[(i / per_room) % rooms.len()].clone();
            let ctx = ctx.clone();
            async move {
                let mut ws = ws_connect(&ctx, i % targets, &room).await?;
                ws.send(hello(&room, None, None))
                    .await
                    .map_err(|e| format!("hello: {e}"))?;
                let welcome = timeout(Duration::from_secs(10), async {
                    while let Some(frame) = ws.next().await {
                        if let Ok(Message::Text(text)) = frame {
                            return text.as_str().contains("\"welcome\"");
                        }
                    }
                    false
                })
                .await;
                match welcome {
                    Ok(true) => Ok(ws),
                    _ => Err("no welcome".to_string()),
                }
            }
        })
        .buffer_unordered(256);
    let results: Vec<Result<Ws, String>> = opened.collect().await;
    let mut held = Vec::with_capacity(n);
    for r in results {
        match r {
            Ok(ws) => held.push(ws),
            Err(e) => ctx.error("idle_open_failed", || e),
        }
    }
    held
}

/// Whether an idle socket is still open: reads what is waiting without blocking.
async fn still_open(ws: &mut Ws) -> bool {
    loop {
        match timeout(Duration::from_millis(1), ws.next()).await {
            Err(_) => return true,
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return false,
            Ok(Some(Ok(_))) => {}
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Verification

#[derive(Default)]
struct Verdict {
    rooms: u64,
    moves: u64,
    lost: u64,
    duplicated: u64,
    failed: u64,
}

async fn server_log(ctx: &Ctx, target: usize, room: &str) -> Result<Snap, String> {
    let ws = ws_connect(ctx, target, room).await?;
    let (mut sink, mut stream) = ws.split();
    sink.send(hello(room, None, None))
        .await
        .map_err(|e| format!("hello: {e}"))?;
    let found = timeout(Duration::from_secs(20), async {
        while let Some(frame) = stream.next().await {
            let Ok(Message::Text(text)) = frame else {
                continue;
            };
            let frame: Frame = serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
            match frame.t.as_str() {
                "welcome" => return frame.snapshot.ok_or("a welcome without a snapshot".into()),
                "err" => return Err(format!("err {:?}: {:?}", frame.code, frame.message)),
                _ => {}
            }
        }
        Err("closed before the welcome".to_string())
    })
    .await
    .map_err(|_| "no welcome in 20 s".to_string())?;
    let _ = sink.send(Message::Close(None)).await;
    found
}

/// Reads the room of `record` back, through instance `target`, and compares.
async fn verify(ctx: Arc<Ctx>, target: usize, record: Record) -> Verdict {
    let mut verdict = Verdict {
        rooms: 1,
        ..Verdict::default()
    };
    let mut attempt = 0;
    let snap = loop {
        match server_log(&ctx, target, &record.room).await {
            Ok(snap) => break snap,
            Err(e) if attempt >= 3 => {
                ctx.error("verify_failed", || format!("room {}: {e}", record.room));
                verdict.failed = 1;
                return verdict;
            }
            Err(_) => {
                attempt += 1;
                sleep(Duration::from_millis(500)).await;
            }
        }
    };
    let server = &snap.moves;
    verdict.moves = record.acked as u64;
    let (lost, extra) = compare(&record, server);
    if lost > 0 {
        ctx.error("lost_moves", || {
            format!(
                "room {}: {lost} acknowledged moves missing or different; clients {:?} \
                 (acked {}), server {:?}",
                record.room, record.moves, record.acked, server
            )
        });
    }
    verdict.lost = lost;
    if extra > 0 {
        ctx.error("duplicated_moves", || {
            format!(
                "room {}: {extra} moves in the log that no client sent once; clients {:?}, \
                 server {:?}",
                record.room, record.moves, server
            )
        });
    }
    verdict.duplicated = extra;
    verdict
}

/// Compares what a room's clients saw with the server's log: how many moves acknowledged or
/// broadcast are missing from the log (or different there), and how many moves the log has
/// beyond those, other than the one move in flight (sent, not acknowledged).
fn compare(record: &Record, server: &[String]) -> (u64, u64) {
    let known = record.moves.len().max(record.acked);
    let lost = (0..known)
        .filter(|&i| server.get(i).is_none() || record.moves.get(i) != server.get(i))
        .count() as u64;
    let mut extra = server.len().saturating_sub(known);
    if let Some((n, mv)) = &record.unacked {
        if extra > 0 && *n == known && server.get(known) == Some(mv) {
            extra -= 1;
        }
    }
    (lost, extra as u64)
}

// ---------------------------------------------------------------------------------------------
// Server process: sampling and kill mode

fn clock_ticks() -> f64 {
    // SAFETY: sysconf only reads a configuration value.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    if ticks > 0 {
        ticks as f64
    } else {
        100.0
    }
}

/// Busy and total clock ticks of the whole machine, all cores together (/proc/stat).
fn machine_ticks() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let fields: Vec<u64> = stat
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .skip(1)
        .take(8)
        .filter_map(|x| x.parse().ok())
        .collect();
    let total: u64 = fields.iter().sum();
    let idle = fields.get(3).copied().unwrap_or(0) + fields.get(4).copied().unwrap_or(0);
    (total.saturating_sub(idle), total)
}

/// utime + stime of a process, in clock ticks.
fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

/// A `Vm…:` line of /proc/PID/status, in kB.
fn vm_kb(pid: &str, key: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with(key))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[derive(Default)]
struct Usage {
    pid: String,
    last_ticks: u64,
    ticks: u64,
    peak_rss_kb: u64,
    last_rss_kb: u64,
    peak_fds: u64,
    samples: u64,
}

impl Usage {
    /// Samples `pid` ("self" for this process), adding CPU since the last sample.
    fn sample(&mut self, pid: &str, count_fds: bool) {
        let Some(ticks) = cpu_ticks(pid) else {
            return;
        };
        if pid == self.pid {
            self.ticks += ticks.saturating_sub(self.last_ticks);
        } else if !self.pid.is_empty() {
            // A restarted server: all of its time falls within the run.
            self.ticks += ticks;
        }
        self.pid = pid.to_string();
        self.last_ticks = ticks;
        self.samples += 1;
        if let Some(rss) = vm_kb(pid, "VmRSS:") {
            self.peak_rss_kb = self.peak_rss_kb.max(rss);
            self.last_rss_kb = rss;
        }
        if count_fds {
            if let Ok(dir) = std::fs::read_dir(format!("/proc/{pid}/fd")) {
                self.peak_fds = self.peak_fds.max(dir.count() as u64);
            }
        }
    }
}

/// utime + stime of a process and, with `children`, the cutime + cstime of its children that
/// have ended; its parent process id.
fn cpu_and_parent(pid: &str, children: bool) -> Option<(u64, i32)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    let mut ticks = field(11)? + field(12)?;
    if children {
        ticks += field(13)? + field(14)?;
    }
    Some((ticks, fields.get(1)?.parse().ok()?))
}

/// The proportional set size of a process (its share of shared pages), in kB.
fn pss_kb(pid: &str) -> Option<u64> {
    let rollup = std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")).ok()?;
    rollup
        .lines()
        .find(|l| l.starts_with("Pss:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// A process and its children (PostgreSQL: the postmaster and its backends and helpers).
#[derive(Default)]
struct Tree {
    root: i32,
    /// CPU of the tree at the start of the run, and now: the root's own and its ended
    /// children's, plus that of the children alive now.
    base_ticks: u64,
    last_ticks: u64,
    processes: usize,
    last_rss_kb: u64,
    peak_rss_kb: u64,
    peak_pss_kb: u64,
}

impl Tree {
    fn sample(&mut self, memory: bool) {
        let Some((root_ticks, _)) = cpu_and_parent(&self.root.to_string(), true) else {
            return;
        };
        let mut ticks = root_ticks;
        let mut members = vec![self.root.to_string()];
        for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
            if let Some((t, parent)) = cpu_and_parent(&name, false) {
                if parent == self.root {
                    ticks += t;
                    members.push(name);
                }
            }
        }
        self.last_ticks = ticks;
        self.processes = members.len();
        if memory {
            let rss: u64 = members.iter().filter_map(|p| vm_kb(p, "VmRSS:")).sum();
            let pss: u64 = members.iter().filter_map(|p| pss_kb(p)).sum();
            self.last_rss_kb = rss;
            self.peak_rss_kb = self.peak_rss_kb.max(rss);
            self.peak_pss_kb = self.peak_pss_kb.max(pss);
        }
    }

    /// Starts counting from now.
    fn reset(&mut self) {
        self.base_ticks = self.last_ticks;
        self.peak_rss_kb = self.last_rss_kb;
        self.peak_pss_kb = 0;
    }
}

struct Sampler {
    /// One per --server-pid.
    servers: Vec<Mutex<Usage>>,
    /// The servers' RSS added up: the last and the highest.
    servers_rss_kb: Mutex<(u64, u64)>,
    db: Option<Mutex<Tree>>,
    me: Mutex<Usage>,
}

impl Sampler {
    fn new(ctx: &Ctx) -> Sampler {
        Sampler {
            servers: ctx
                .server_pids
                .iter()
                .map(|_| Mutex::new(Usage::default()))
                .collect(),
            servers_rss_kb: Mutex::new((0, 0)),
            db: ctx.opts.db_pid.map(|root| {
                Mutex::new(Tree {
                    root,
                    ..Tree::default()
                })
            }),
            me: Mutex::new(Usage::default()),
        }
    }

    fn sample(&self, ctx: &Ctx, count_fds: bool) {
        let mut rss = 0;
        for (pid, usage) in ctx.server_pids.iter().zip(&self.servers) {
            let pid = pid.load(Ordering::SeqCst);
            if pid > 0 {
                let mut usage = usage.lock().expect("usage lock");
                usage.sample(&pid.to_string(), count_fds);
                rss += usage.last_rss_kb;
            }
        }
        {
            let mut total = self.servers_rss_kb.lock().expect("usage lock");
            *total = (rss, total.1.max(rss));
        }
        if let Some(db) = &self.db {
            db.lock().expect("usage lock").sample(count_fds);
        }
        self.me.lock().expect("usage lock").sample("self", false);
    }

    /// Starts counting CPU and peaks from now (the measured run).
    fn reset(&self) {
        for server in &self.servers {
            let mut server = server.lock().expect("usage lock");
            server.ticks = 0;
            server.peak_rss_kb = 0;
            server.peak_fds = 0;
        }
        {
            let mut total = self.servers_rss_kb.lock().expect("usage lock");
            total.1 = total.0;
        }
        if let Some(db) = &self.db {
            db.lock().expect("usage lock").reset();
        }
        let mut me = self.me.lock().expect("usage lock");
        me.ticks = 0;
        me.peak_rss_kb = 0;
    }

    /// CPU ticks of the servers together and of the database since the reset.
    fn ticks(&self) -> (u64, u64) {
        let servers = self
            .servers
            .iter()
            .map(|s| s.lock().expect("usage lock").ticks)
            .sum();
        let db = self.db.as_ref().map_or(0, |db| {
            let db = db.lock().expect("usage lock");
            db.last_ticks.saturating_sub(db.base_ticks)
        });
        (servers, db)
    }
}

/// The server this generator runs and kills (kill mode).
struct Spawned {
    binary: PathBuf,
    data: PathBuf,
    port: u16,
    child: Option<std::process::Child>,
}

impl Spawned {
    fn start(&mut self) -> Result<i32, String> {
        std::fs::create_dir_all(&self.data).map_err(|e| e.to_string())?;
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.data.join("server.log"))
            .map_err(|e| e.to_string())?;
        let err = log.try_clone().map_err(|e| e.to_string())?;
        let child = std::process::Command::new(&self.binary)
            .arg("--port")
            .arg(self.port.to_string())
            .arg("--host")
            .arg("127.0.0.1")
            .arg("--data")
            .arg(&self.data)
            .arg("--dist")
            .arg("/nonexistent")
            .stdout(log)
            .stderr(err)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", self.binary.display()))?;
        let pid = child.id() as i32;
        self.child = Some(child);
        Ok(pid)
    }

    /// Sends `signal` and waits for the process to end.
    async fn stop(&mut self, signal: libc::c_int) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: kill sends a signal to our own child process.
            unsafe {
                libc::kill(child.id() as i32, signal);
            }
            let _ = tokio::task::spawn_blocking(move || child.wait()).await;
        }
    }
}

async fn wait_listening(address: SocketAddr, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        if TcpStream::connect(address).await.is_ok() {
            return true;
        }
        sleep(Duration::from_millis(10)).await;
    }
    false
}

// ---------------------------------------------------------------------------------------------
// The run

/// Runs the load test.
pub async fn run(options: Options) -> ExitCode {
    match run_inner(options).await {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("tahta-server loadtest: {e}");
            ExitCode::from(2)
        }
    }
}

async fn run_inner(opts: Options) -> Result<bool, String> {
    let files = raise_open_files_limit();
    let mut targets = Vec::new();
    for (host, port) in split_urls(&opts.url)? {
        let addr = tokio::net::lookup_host((host.as_str(), port))
            .await
            .map_err(|e| format!("--url {host}:{port}: {e}"))?
            .find(SocketAddr::is_ipv4)
            .ok_or_else(|| format!("--url {host}:{port}: no IPv4 address"))?;
        if !addr.ip().is_loopback() {
            return Err(
                "the load generator spreads its sockets over loopback source addresses: \
                 the server must listen on 127.0.0.1"
                    .into(),
            );
        }
        targets.push(Target {
            addr,
            base: format!("http://{addr}"),
            ws_base: format!("ws://{addr}"),
        });
    }
    if opts.spawn_server.is_some() && targets.len() != 1 {
        return Err("kill mode (--spawn-server) takes one --url".into());
    }
    let server = targets[0].addr;
    let several = targets.len() > 1;
    let mut http = Vec::new();
    for i in 0..opts.http_addresses.max(1) {
        let client = reqwest::Client::builder()
            .local_address(loopback(2, i))
            .timeout(Duration::from_secs(15))
            .pool_max_idle_per_host(4)
            .tcp_nodelay(true)
            .build()
            .map_err(|e| format!("http client: {e}"))?;
        http.push(client);
    }
    let (phase_tx, phase) = watch::channel(Phase::Setup);
    let rooms = opts.rooms.max(1);
    let interval = Duration::from_secs_f64(rooms as f64 / opts.rate.max(0.001));
    let ctx = Arc::new(Ctx {
        targets,
        http,
        http_next: AtomicUsize::new(0),
        ws_next: AtomicUsize::new(0),
        connect_gate: Semaphore::new(256),
        setup_gate: Semaphore::new(opts.setup_concurrency.max(1)),
        phase,
        interval,
        kill_mode: opts.spawn_server.is_some(),
        origin: Instant::now(),
        quiet_until: AtomicU64::new(0),
        kill_times: Mutex::new(Vec::new()),
        epoch: AtomicUsize::new(0),
        server_pids: if opts.spawn_server.is_some() {
            vec![AtomicI32::new(0)]
        } else {
            opts.server_pid.iter().map(|&p| AtomicI32::new(p)).collect()
        },
        ready: AtomicUsize::new(0),
        errors: Mutex::new(BTreeMap::new()),
        error_total: AtomicU64::new(0),
        printed: AtomicU64::new(0),
        moves_acked: AtomicU64::new(0),
        actions_acked: AtomicU64::new(0),
        disconnects: AtomicU64::new(0),
        reconnects: AtomicU64::new(0),
        retries: AtomicU64::new(0),
        resent: AtomicU64::new(0),
        rooms_created: AtomicU64::new(0),
        repeated_evs: AtomicU64::new(0),
        window: Mutex::new(Vec::new()),
        opts: opts.clone(),
    });

    // Kill mode: our own server.
    let mut spawned = match &opts.spawn_server {
        Some(binary) => {
            let mut s = Spawned {
                binary: binary.clone(),
                data: opts.data.clone().ok_or("--spawn-server needs --data")?,
                port: server.port(),
                child: None,
            };
            let pid = s.start()?;
            ctx.server_pids[0].store(pid, Ordering::SeqCst);
            if !wait_listening(server, Duration::from_secs(30)).await {
                s.stop(libc::SIGKILL).await;
                return Err("the spawned server does not listen".into());
            }
            Some(s)
        }
        None => None,
    };

    let mix = format!(
        "{rooms} rooms ({:.0}% three-player, {:.0}% clocked), {} spectators, {} idle sockets, \
         {} moves/s for {} s{}",
        opts.three_player_share * 100.0,
        opts.clocked_share * 100.0,
        opts.spectators,
        opts.idle,
        opts.rate,
        opts.duration,
        if opts.kills > 0 {
            format!(", {} SIGKILLs", opts.kills)
        } else {
            String::new()
        }
    );
    let urls: Vec<&str> = ctx.targets.iter().map(|t| t.base.as_str()).collect();
    eprintln!(
        "loadtest: {mix} against {} (open files limit {files})",
        urls.join(", ")
    );

    let sampler = Arc::new(Sampler::new(&ctx));

    // Idle sockets first, held through the whole run.
    let setup_started = Instant::now();
    let mut idle = if opts.idle > 0 {
        let idle = open_idle(&ctx, opts.idle).await;
        eprintln!(
            "loadtest: {} idle sockets open in {:.1} s",
            idle.len(),
            setup_started.elapsed().as_secs_f64()
        );
        idle
    } else {
        Vec::new()
    };

    // The rooms.
    let mut rng = Rng(opts.seed);
    let mut spectators = vec![0usize; rooms];
    for _ in 0..opts.spectators {
        spectators[rng.below(rooms)] += 1;
    }
    let workers: Vec<_> = spectators
        .iter()
        .enumerate()
        .map(|(slot, &specs)| tokio::spawn(worker(ctx.clone(), slot, specs, rng.next_u64())))
        .collect();
    let setup_deadline = Instant::now() + Duration::from_secs(600);
    let mut last_print = Instant::now();
    while ctx.ready.load(Ordering::SeqCst) < rooms && Instant::now() < setup_deadline {
        sleep(Duration::from_millis(100)).await;
        if last_print.elapsed() >= Duration::from_secs(5) {
            last_print = Instant::now();
            eprintln!(
                "loadtest: setting up: {}/{rooms} rooms ready",
                ctx.ready.load(Ordering::SeqCst)
            );
        }
    }
    let setup_s = setup_started.elapsed().as_secs_f64();
    eprintln!(
        "loadtest: {} rooms ready in {setup_s:.1} s; playing for {} s",
        ctx.ready.load(Ordering::SeqCst),
        opts.duration
    );

    // The measured run.
    let start = Instant::now();
    let duration = Duration::from_secs(opts.duration);
    sampler.sample(&ctx, true);
    sampler.reset();
    let _ = phase_tx.send(Phase::Run(start));
    let sampling = {
        let (ctx, sampler) = (ctx.clone(), sampler.clone());
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(500));
            let mut k = 0u64;
            while ctx.running() {
                tick.tick().await;
                k += 1;
                sampler.sample(&ctx, k.is_multiple_of(4));
            }
        })
    };
    let mut restarts: Vec<u32> = Vec::new();
    let mut next_print = start + Duration::from_secs(10);
    let mut last_acked = 0u64;
    let mut kills_done = 0u32;
    let end = start + duration;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let machine_start = machine_ticks();
    let mut last_machine = machine_start;
    let mut last_ticks = (0u64, 0u64);
    loop {
        let next_kill = (spawned.is_some() && kills_done < opts.kills).then(|| {
            start + duration.mul_f64(f64::from(kills_done + 1) / f64::from(opts.kills + 1))
        });
        let wake = next_print.min(end).min(next_kill.unwrap_or(end));
        sleep_until(wake).await;
        let now = Instant::now();
        if now >= end {
            break;
        }
        if next_kill.is_some_and(|k| now >= k) {
            let server_proc = spawned.as_mut().expect("kill mode");
            sampler.sample(&ctx, false);
            let killed = Instant::now();
            ctx.quiet_until.store(u64::MAX, Ordering::SeqCst);
            ctx.kill_times.lock().expect("kills lock").push(killed);
            ctx.epoch.fetch_add(1, Ordering::SeqCst);
            server_proc.stop(libc::SIGKILL).await;
            let pid = server_proc.start()?;
            ctx.server_pids[0].store(pid, Ordering::SeqCst);
            if !wait_listening(server, Duration::from_secs(60)).await {
                return Err("the restarted server does not listen".into());
            }
            let back = killed.elapsed();
            restarts.push(micros(back));
            let quiet = ctx.origin.elapsed() + Duration::from_secs(5);
            ctx.quiet_until
                .store(quiet.as_millis() as u64, Ordering::SeqCst);
            kills_done += 1;
            eprintln!(
                "loadtest: kill {kills_done}: SIGKILL, restarted and listening in {}",
                ms(micros(back))
            );
        }
        if now >= next_print {
            next_print += Duration::from_secs(10);
            let acked = ctx.moves_acked.load(Ordering::Relaxed);
            let rss = sampler.servers_rss_kb.lock().expect("usage lock").0;
            let ticks = sampler.ticks();
            let machine = machine_ticks();
            let mut window = std::mem::take(&mut *ctx.window.lock().expect("window lock"));
            window.sort_unstable();
            let hz = clock_ticks() * 10.0 / 100.0;
            let db = if sampler.db.is_some() {
                format!(
                    ", PostgreSQL CPU {:.0}%",
                    ticks.1.saturating_sub(last_ticks.1) as f64 / hz
                )
            } else {
                String::new()
            };
            eprintln!(
                "loadtest: {:>4.0} s: {:.0} moves/s, ack p50 {} p99 {}, {} errors, {} \
                 reconnects, server RSS {} MB, server CPU {:.0}%{db}, machine busy {:.0}% of \
                 {cores} cores",
                start.elapsed().as_secs_f64(),
                (acked - last_acked) as f64 / 10.0,
                ms(percentile(&window, 0.5)),
                ms(percentile(&window, 0.99)),
                ctx.error_total.load(Ordering::Relaxed),
                ctx.reconnects.load(Ordering::Relaxed),
                rss / 1024,
                ticks.0.saturating_sub(last_ticks.0) as f64 / hz,
                (machine.0 - last_machine.0) as f64 * 100.0
                    / (machine.1 - last_machine.1).max(1) as f64,
            );
            last_acked = acked;
            last_ticks = ticks;
            last_machine = machine;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let moves = ctx.moves_acked.load(Ordering::Relaxed);
    sampler.sample(&ctx, true);
    let machine_end = machine_ticks();
    let server_hwm_kb: Vec<Option<u64>> = ctx
        .server_pids
        .iter()
        .map(|pid| {
            let pid = pid.load(Ordering::SeqCst);
            (pid > 0)
                .then(|| vm_kb(&pid.to_string(), "VmHWM:"))
                .flatten()
        })
        .collect();
    let _ = phase_tx.send(Phase::Stop);
    let _ = sampling.await;

    // Idle sockets still there?
    let mut idle_held = 0usize;
    for ws in &mut idle {
        if still_open(ws).await {
            idle_held += 1;
        }
    }
    if idle_held < opts.idle && spawned.is_none() {
        let lost = opts.idle - idle_held;
        ctx.error("idle_not_held", || {
            format!("{lost} idle sockets were closed")
        });
    }

    // Wait for the rooms to finish their last actions.
    let mut samples = Samples::default();
    let mut records = Vec::new();
    let mut games = 0;
    for w in workers {
        match w.await {
            Ok(out) => {
                samples.ack.extend(out.samples.ack);
                samples.opp.extend(out.samples.opp);
                samples.opp_local.extend(out.samples.opp_local);
                samples.spec.extend(out.samples.spec);
                samples.resume.extend(out.samples.resume);
                records.extend(out.records);
                games += out.games_finished;
            }
            Err(e) => ctx.error("worker_panicked", || e.to_string()),
        }
    }
    drop(idle);

    // Read every room back from the server.
    eprintln!(
        "loadtest: verifying {} rooms against the server",
        records.len()
    );
    let instances = ctx.targets.len();
    let verdicts: Vec<Verdict> = futures_util::stream::iter(records.into_iter().enumerate())
        .map(|(i, r)| verify(ctx.clone(), i % instances, r))
        .buffer_unordered(64)
        .collect()
        .await;
    let mut verdict = Verdict::default();
    for v in verdicts {
        verdict.rooms += v.rooms;
        verdict.moves += v.moves;
        verdict.lost += v.lost;
        verdict.duplicated += v.duplicated;
        verdict.failed += v.failed;
    }

    if let Some(s) = &mut spawned {
        s.stop(libc::SIGTERM).await;
    }

    // The report.
    let errors = ctx.error_total.load(Ordering::Relaxed);
    let by_code: Vec<String> = ctx
        .errors
        .lock()
        .expect("errors lock")
        .iter()
        .map(|(code, n)| format!("{code} {n}"))
        .collect();
    let me = sampler.me.lock().expect("usage lock");
    let ticks = clock_ticks();
    let cpu = |u: &Usage| u.ticks as f64 / ticks / elapsed * 100.0;
    let pass = errors == 0 && verdict.lost == 0 && verdict.duplicated == 0;
    println!("tahta-server load test: {mix}");
    if several {
        println!(
            "instances: {} (socket i of room slot r on instance (r + i) mod {}: the seats of a \
             room are spread over the instances)",
            urls.join(", "),
            urls.len()
        );
    }
    println!("setup: {setup_s:.1} s");
    println!(
        "moves: {moves} acknowledged in {elapsed:.1} s = {:.1} moves/s (target {})",
        moves as f64 / elapsed,
        opts.rate
    );
    println!("{}", latency_line("ack round trip", &mut samples.ack));
    if several {
        println!(
            "{}",
            latency_line("move to opponent, cross-instance", &mut samples.opp)
        );
        if !samples.opp_local.is_empty() {
            println!(
                "{}",
                latency_line(
                    "move to opponent, same instance (three-player rooms)",
                    &mut samples.opp_local
                )
            );
        }
    } else {
        println!("{}", latency_line("move to opponent", &mut samples.opp));
    }
    println!("{}", latency_line("move to spectator", &mut samples.spec));
    println!(
        "errors: {errors}{}",
        if by_code.is_empty() {
            String::new()
        } else {
            format!(" ({})", by_code.join(", "))
        }
    );
    println!(
        "lost moves: {}; duplicated moves: {}; rooms verified: {} ({} acknowledged moves, {} \
         unreadable)",
        verdict.lost, verdict.duplicated, verdict.rooms, verdict.moves, verdict.failed
    );
    println!(
        "rooms created: {}; games finished: {games}; repeated events: {}",
        ctx.rooms_created.load(Ordering::Relaxed),
        ctx.repeated_evs.load(Ordering::Relaxed)
    );
    let mut servers_cpu = 0.0;
    for (i, (usage, hwm)) in sampler.servers.iter().zip(&server_hwm_kb).enumerate() {
        let usage = usage.lock().expect("usage lock");
        let name = if sampler.servers.len() > 1 {
            format!("server {} (pid {})", i + 1, usage.pid)
        } else {
            "server".into()
        };
        servers_cpu += cpu(&usage);
        println!(
            "{name}: peak RSS {:.1} MB (VmHWM {}), mean CPU {:.1}% of one core, peak open files {}",
            usage.peak_rss_kb as f64 / 1024.0,
            hwm.map_or("?".into(), |kb| format!("{:.1} MB", kb as f64 / 1024.0)),
            cpu(&usage),
            usage.peak_fds
        );
    }
    if sampler.servers.len() > 1 {
        let peak = sampler.servers_rss_kb.lock().expect("usage lock").1;
        println!(
            "servers together: peak RSS {:.1} MB, mean CPU {servers_cpu:.1}% of one core",
            peak as f64 / 1024.0
        );
    } else if sampler.servers.is_empty() {
        println!("server: not sampled (give --server-pid)");
    }
    let mut db_cpu = 0.0;
    if let Some(db) = &sampler.db {
        let db = db.lock().expect("usage lock");
        db_cpu = db.last_ticks.saturating_sub(db.base_ticks) as f64 / ticks / elapsed * 100.0;
        println!(
            "PostgreSQL (pid {} and its children, {} processes at the end): peak RSS {:.1} MB \
             added up (shared memory counted in each), peak PSS {:.1} MB, mean CPU {db_cpu:.1}% \
             of one core",
            db.root,
            db.processes,
            db.peak_rss_kb as f64 / 1024.0,
            db.peak_pss_kb as f64 / 1024.0
        );
    }
    println!(
        "load generator: peak RSS {:.1} MB, mean CPU {:.1}% of one core",
        me.peak_rss_kb as f64 / 1024.0,
        cpu(&me)
    );
    let machine_busy = (machine_end.0 - machine_start.0) as f64 / ticks / elapsed * 100.0;
    println!(
        "machine: {cores} cores, mean busy {machine_busy:.1}% of one core (everything else \
         than the {}load generator: {:.1}%)",
        match (sampler.servers.len() > 1, sampler.db.is_some()) {
            (false, false) => "server and the ",
            (true, false) => "servers and the ",
            (false, true) => "server, PostgreSQL and the ",
            (true, true) => "servers, PostgreSQL and the ",
        },
        machine_busy - servers_cpu - db_cpu - cpu(&me)
    );
    if opts.idle > 0 {
        println!("idle sockets held: {idle_held}/{}", opts.idle);
    }
    if spawned.is_some() {
        restarts.sort_unstable();
        println!(
            "kills: {kills_done} SIGKILLs; kill to listening again: p50 {}, max {}",
            ms(percentile(&restarts, 0.5)),
            ms(restarts.last().copied().unwrap_or(0))
        );
        println!(
            "{}",
            latency_line(
                "kill to a room's next acknowledged action",
                &mut samples.resume
            )
        );
        println!(
            "disconnects: {}; reconnects: {}; actions resent: {}; HTTP retries: {}",
            ctx.disconnects.load(Ordering::Relaxed),
            ctx.reconnects.load(Ordering::Relaxed),
            ctx.resent.load(Ordering::Relaxed),
            ctx.retries.load(Ordering::Relaxed)
        );
    }
    println!("result: {}", if pass { "PASS" } else { "FAIL" });
    Ok(pass)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(moves: &[&str], acked: usize, unacked: Option<(usize, &str)>) -> Record {
        Record {
            room: "r".into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            acked,
            unacked: unacked.map(|(n, m)| (n, m.to_string())),
        }
    }

    fn log(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn the_log_is_compared_with_what_the_clients_saw() {
        let both = log(&["a", "b", "c"]);
        assert_eq!(compare(&record(&["a", "b", "c"], 3, None), &both), (0, 0));
        // The move in flight may or may not have been stored.
        let r = record(&["a", "b"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &both), (0, 0));
        assert_eq!(compare(&r, &log(&["a", "b"])), (0, 0));
        // Broadcast but not acknowledged: it must be there.
        let r = record(&["a", "b", "c"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &both), (0, 0));
        assert_eq!(compare(&r, &log(&["a", "b"])), (1, 0));
        // Acknowledged moves missing or different are lost.
        assert_eq!(
            compare(&record(&["a", "b", "c"], 3, None), &log(&["a"])),
            (2, 0)
        );
        assert_eq!(
            compare(&record(&["a", "b"], 2, None), &log(&["a", "x"])),
            (1, 0)
        );
        // Anything more is duplicated, the move in flight included when it was seen already.
        assert_eq!(compare(&record(&["a", "b"], 2, None), &both), (0, 1));
        let r = record(&["a", "b", "c"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &log(&["a", "b", "c", "c"])), (0, 1));
        let r = record(&["a", "b"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &log(&["a", "b", "c", "c"])), (0, 1));
    }

    #[test]
    fn the_seats_of_a_room_are_spread_over_the_instances() {
        // One URL: everything on it.
        for slot in 0..5 {
            for sock in 0..6 {
                assert_eq!(instance_of(slot, sock, 1), 0);
            }
        }
        // Seat i of room r on URL (r + i) % n, spectators after the seats.
        assert_eq!(instance_of(0, 0, 2), 0);
        assert_eq!(instance_of(0, 1, 2), 1);
        assert_eq!(instance_of(1, 0, 2), 1);
        assert_eq!(instance_of(1, 1, 2), 0);
        assert_eq!(instance_of(7, 2, 3), 0);
        for n in 2..5 {
            for slot in 0..20 {
                // The two seats of a two-player room never share an instance.
                assert_ne!(instance_of(slot, 0, n), instance_of(slot, 1, n));
                // Three seats on three or more instances: all different.
                if n >= 3 {
                    let seats: std::collections::BTreeSet<usize> =
                        (0..3).map(|i| instance_of(slot, i, n)).collect();
                    assert_eq!(seats.len(), 3);
                }
            }
            // The creators (seat 0) are spread evenly over the instances.
            let mut creators = vec![0; n];
            for slot in 0..n * 10 {
                creators[instance_of(slot, 0, n)] += 1;
            }
            assert!(creators.iter().all(|&c| c == 10), "{creators:?}");
        }
    }

    #[test]
    fn url_lists_are_split_at_commas() {
        assert_eq!(
            split_urls("http://127.0.0.1:18181").unwrap(),
            vec![("127.0.0.1".to_string(), 18181)]
        );
        assert_eq!(
            split_urls("http://127.0.0.1:18301, http://localhost:18302/").unwrap(),
            vec![
                ("127.0.0.1".to_string(), 18301),
                ("localhost".to_string(), 18302)
            ]
        );
        assert_eq!(
            split_urls("http://127.0.0.1").unwrap(),
            vec![("127.0.0.1".to_string(), 80)]
        );
        assert!(split_urls("http://127.0.0.1:1,").is_err());
        assert!(split_urls("not a url").is_err());
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let v: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&v, 0.5), 50);
        assert_eq!(percentile(&v, 0.99), 99);
        assert_eq!(percentile(&v, 1.0), 100);
        assert_eq!(percentile(&[], 0.5), 0);
        assert_eq!(percentile(&[7], 0.99), 7);
    }

    #[test]
    fn loopback_addresses_avoid_network_and_broadcast_octets() {
        assert_eq!(loopback(1, 0).to_string(), "127.1.0.1");
        assert_eq!(loopback(1, 253).to_string(), "127.1.0.254");
        assert_eq!(loopback(1, 254).to_string(), "127.1.1.1");
        assert_eq!(loopback(2, 254 * 256).to_string(), "127.2.0.1");
    }
}
