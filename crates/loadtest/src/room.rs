//! One room as its clients see it: its sockets, the engine session fed from its events, the
//! action in flight, and what is recorded of it for the final read-back.

use crate::ctx::{Sink, Ws};
use crate::windows::Timed;
use futures_util::StreamExt;
use tahta_engine::{AnySession, Variant};
use tahta_protocol::{ServerFrame, Status};
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;

/// A frame (or the end) from one of a room's sockets.
pub(crate) struct Inbound {
    pub(crate) sock: usize,
    pub(crate) conn: u64,
    pub(crate) at: Instant,
    pub(crate) what: What,
}

/// What came from a socket.
pub(crate) enum What {
    Frame(Box<ServerFrame>),
    Closed(String),
}

/// Reads socket `sock` of a room (connection `conn`) until it closes, passing each frame on
/// with the moment it arrived.
pub(crate) fn spawn_reader(
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
                    match serde_json::from_str::<ServerFrame>(text.as_str()) {
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

/// One socket of a room (a seat's or a spectator's).
#[derive(Default)]
pub(crate) struct Sock {
    pub(crate) sink: Option<Sink>,
    /// The connection's id (0: none).
    pub(crate) conn: u64,
    /// The last event number this socket received.
    pub(crate) last_v: u64,
    /// Moves this socket knows.
    pub(crate) seen: usize,
    pub(crate) welcomed: bool,
    pub(crate) ever_welcomed: bool,
}

/// The action a room sent and is waiting to see acknowledged.
#[derive(Debug)]
pub(crate) struct Pending {
    pub(crate) seat: usize,
    pub(crate) a: u64,
    pub(crate) n: usize,
    /// The move; `None` for a resignation.
    pub(crate) mv: Option<String>,
    pub(crate) frame: String,
    pub(crate) sent: Instant,
    pub(crate) sent_conn: u64,
    pub(crate) resent: bool,
}

/// One game of a room slot, as its clients see it.
pub(crate) struct Game {
    pub(crate) room: String,
    pub(crate) variant: Variant,
    pub(crate) letters: Vec<char>,
    pub(crate) tokens: Vec<String>,
    pub(crate) session: Box<dyn AnySession>,
    /// Every move seen in `ev` frames, with its event number.
    pub(crate) moves: Vec<String>,
    pub(crate) move_v: Vec<u64>,
    /// Moves whose ack arrived.
    pub(crate) acked: usize,
    /// The last event applied to `session`.
    pub(crate) applied_v: u64,
    /// The room's status as the latest event said (none before the first).
    pub(crate) status: Option<Status>,
    pub(crate) to_move: Option<char>,
    pub(crate) pending: Option<Pending>,
    /// When each ply was sent, by which seat, and whether it was sent again after a reconnect.
    pub(crate) sent: Vec<(Instant, usize, bool)>,
    pub(crate) socks: Vec<Sock>,
    pub(crate) reconnect_at: Option<Instant>,
    pub(crate) last_progress: Instant,
    pub(crate) stalled: bool,
    /// The ply at which the player to move resigns: drawn per game (see `Worker::ply_cap`).
    pub(crate) ply_cap: usize,
}

impl Game {
    pub(crate) fn over(&self) -> bool {
        self.status.is_some_and(Status::is_over)
    }

    /// The seat that may move now, if any.
    pub(crate) fn mover(&self) -> Option<usize> {
        if self.status != Some(Status::Live) || self.pending.is_some() {
            return None;
        }
        let s = self.letters.iter().position(|&l| Some(l) == self.to_move)?;
        let sock = &self.socks[s];
        (sock.welcomed && sock.sink.is_some() && sock.last_v >= self.applied_v).then_some(s)
    }

    pub(crate) fn seats(&self) -> usize {
        self.letters.len()
    }

    pub(crate) fn describe(&self) -> String {
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
            "room {} ({}): status {:?}, to move {:?}, {} moves, {} acked, event {}, pending {:?}, \
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
pub(crate) struct Record {
    pub(crate) room: String,
    /// Moves the clients saw (in `ev` frames), the first `acked` of them acknowledged.
    pub(crate) moves: Vec<String>,
    pub(crate) acked: usize,
    /// A move sent but not acknowledged, with its ply.
    pub(crate) unacked: Option<(usize, String)>,
}

/// Latency samples, each with the time of its send.
#[derive(Default)]
pub(crate) struct Samples {
    pub(crate) ack: Vec<Timed>,
    /// Move to opponent: across instances when there are several (the opponent's socket on
    /// another instance than the mover's), else all of them.
    pub(crate) opp: Vec<Timed>,
    /// Move to an opponent on the mover's own instance, when there are several (three-player
    /// rooms on two instances).
    pub(crate) opp_local: Vec<Timed>,
    pub(crate) spec: Vec<Timed>,
    /// Kill mode: from a kill to each room's next acknowledged action, in microseconds.
    pub(crate) resume: Vec<u32>,
}

/// Why a room could not be opened.
pub(crate) struct Failure {
    pub(crate) code: String,
    pub(crate) detail: String,
    /// Caused by the server being down (kill mode).
    pub(crate) transient: bool,
}

impl Failure {
    pub(crate) fn net(what: &str, e: impl std::fmt::Display) -> Failure {
        Failure {
            code: format!("{what}_failed"),
            detail: e.to_string(),
            transient: true,
        }
    }
}
