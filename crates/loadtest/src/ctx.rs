//! What every task of a run shares: the options, the instances, the HTTP clients, the
//! phase of the run, the counters and the errors; and how a socket is opened.

use crate::tools::loopback;
use crate::Options;
use futures_util::stream::SplitSink;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicI32, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;
use tahta_protocol::{ClientFrame, Hello, PROTO};
use tokio::net::{TcpSocket, TcpStream};
use tokio::sync::{watch, Semaphore};
use tokio::time::{timeout, Instant};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// Where the run is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Phase {
    Setup,
    Run(Instant),
    /// No more moves: each room waits for the answer to the one in flight, then holds its
    /// sockets until `Close`.
    Stop,
    /// Every room has its last answer (or gave up waiting): the sockets close. Closing them
    /// as each room settled unloaded rooms on the server while other rooms' last moves were
    /// still in flight, and those moves' answers waited behind the unloads (a commit of 58 ms
    /// in the last second of a 10-minute run).
    Close,
}

/// What every task shares.
pub(crate) struct Ctx {
    pub(crate) opts: Options,
    /// The instances, in --url order.
    pub(crate) targets: Vec<Target>,
    pub(crate) http: Vec<reqwest::Client>,
    pub(crate) http_next: AtomicUsize,
    pub(crate) ws_next: AtomicUsize,
    pub(crate) connect_gate: Semaphore,
    pub(crate) setup_gate: Semaphore,
    pub(crate) phase: watch::Receiver<Phase>,
    /// Time between two moves of one room.
    pub(crate) interval: Duration,
    pub(crate) kill_mode: bool,
    pub(crate) origin: Instant,
    /// Until when (ms since `origin`) closes and failed requests are blamed on a kill.
    pub(crate) quiet_until: AtomicU64,
    /// Kill times, in order; `epoch` is how many there were.
    pub(crate) kill_times: Mutex<Vec<Instant>>,
    pub(crate) epoch: AtomicUsize,
    /// One per --server-pid (kill mode: the spawned server's).
    pub(crate) server_pids: Vec<AtomicI32>,
    pub(crate) ready: AtomicUsize,
    /// Workers whose room has no move in flight since the run stopped.
    pub(crate) settled: AtomicUsize,
    pub(crate) errors: Mutex<BTreeMap<String, u64>>,
    pub(crate) error_total: AtomicU64,
    pub(crate) printed: AtomicU64,
    pub(crate) moves_acked: AtomicU64,
    pub(crate) actions_acked: AtomicU64,
    pub(crate) disconnects: AtomicU64,
    pub(crate) reconnects: AtomicU64,
    pub(crate) retries: AtomicU64,
    pub(crate) resent: AtomicU64,
    pub(crate) rooms_created: AtomicU64,
    pub(crate) repeated_evs: AtomicU64,
    /// Ack round trips since the last progress line.
    pub(crate) window: Mutex<Vec<u32>>,
}

impl Ctx {
    pub(crate) fn error(&self, code: &str, detail: impl FnOnce() -> String) {
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
    pub(crate) fn near_kill(&self) -> bool {
        self.kill_mode
            && (self.origin.elapsed().as_millis() as u64) < self.quiet_until.load(Ordering::SeqCst)
    }

    pub(crate) fn http(&self) -> &reqwest::Client {
        let i = self.http_next.fetch_add(1, Ordering::Relaxed);
        &self.http[i % self.http.len()]
    }

    pub(crate) fn running(&self) -> bool {
        matches!(*self.phase.borrow(), Phase::Run(_))
    }
}

/// One server instance the load goes to.
pub(crate) struct Target {
    pub(crate) addr: SocketAddr,
    pub(crate) base: String,
    pub(crate) ws_base: String,
}

/// The instance (an index into the --url list) that socket `sock` of room slot `slot` talks
/// to: seat `i` of room `r` on URL `(r + i) % n`, the spectators numbered after the seats.
/// With two instances the two seats of a room are never on the same one.
pub(crate) fn instance_of(slot: usize, sock: usize, instances: usize) -> usize {
    (slot + sock) % instances.max(1)
}

/// Splits --url (one base URL, or several separated by commas) into hosts and ports.
pub(crate) fn split_urls(list: &str) -> Result<Vec<(String, u16)>, String> {
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

/// A socket to the server.
pub(crate) type Ws = WebSocketStream<TcpStream>;
/// The sending half of a socket.
pub(crate) type Sink = SplitSink<Ws, Message>;

/// Opens a WebSocket to `/ws/{room}` on instance `target` from the next loopback source
/// address.
pub(crate) async fn ws_connect(ctx: &Ctx, target: usize, room: &str) -> Result<Ws, String> {
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

/// The `hello` of a socket: as the holder of `token` (a spectator without), having seen
/// events up to `since`.
pub(crate) fn hello(room: &str, token: Option<&str>, since: Option<u64>) -> Message {
    let hello = Hello {
        room: room.to_string(),
        token: token.map(str::to_string),
        since,
        proto: PROTO,
    };
    Message::text(ClientFrame::Hello(hello).to_text())
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
