//! A room's traffic: the moves it sends, and every server frame its sockets receive.

use crate::room::{Game, Inbound, Pending, What};
use crate::tools::micros;
use crate::windows::Timed;
use crate::worker::{Worker, STALL};
use futures_util::SinkExt;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tahta_engine::session::Ending;
use tahta_protocol::{Action, ClientFrame, Event, EventFrame, ServerFrame, Snapshot, Status};
use tokio::time::{timeout, Instant};
use tokio_tungstenite::tungstenite::Message;

impl Worker {
    /// Seat `s` of the room moves (a random legal move), or resigns at the game's ply cap.
    pub(crate) async fn send_move(&mut self, g: &mut Game, s: usize) {
        let n = g.moves.len();
        let a = self.next_a;
        self.next_a += 1;
        let (mv, action) = if n >= g.ply_cap {
            (None, Action::Resign)
        } else {
            let legal = g.session.legal_moves();
            if legal.is_empty() {
                self.ctx.error("no_legal_move", || g.describe());
                g.status = Some(Status::Ended);
                return;
            }
            let mv = legal[self.rng.below(legal.len())].clone();
            let action = Action::Move {
                n: n as u64,
                mv: mv.clone(),
            };
            (Some(mv), action)
        };
        let frame = ClientFrame::Act { a: Some(a), action }.to_text();
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

    /// A frame or a close from one of the room's sockets.
    pub(crate) async fn on_inbound(&mut self, g: &mut Game, m: Inbound) {
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
        match *frame {
            ServerFrame::Welcome { snapshot, .. } => self.on_welcome(g, s, snapshot).await,
            ServerFrame::Ev(ev) => self.on_ev(g, s, m.at, ev),
            ServerFrame::Ack { a, v } => self.on_ack(g, s, m.at, a, v),
            ServerFrame::Err {
                a,
                code,
                message,
                snapshot,
                ..
            } => {
                self.ctx.error(&format!("err_{}", code.as_str()), || {
                    format!("{} (socket {s}): {message}", g.describe())
                });
                if let Some(snap) = snapshot {
                    self.sync_snapshot(g, s, *snap);
                }
                if a.is_some() && g.pending.as_ref().map(|p| p.a) == a {
                    g.pending = None;
                }
            }
            ServerFrame::Presence { .. } | ServerFrame::Pong | ServerFrame::Shutdown { .. } => {}
        }
    }

    async fn on_welcome(&mut self, g: &mut Game, s: usize, snapshot: Option<Box<Snapshot>>) {
        let sock = &mut g.socks[s];
        sock.welcomed = true;
        sock.ever_welcomed = true;
        if let Some(snap) = snapshot {
            self.sync_snapshot(g, s, *snap);
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
    fn sync_snapshot(&mut self, g: &mut Game, s: usize, snap: Snapshot) {
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
            g.status = Some(snap.status);
            g.to_move = snap.to_move;
        }
    }

    fn on_ev(&mut self, g: &mut Game, s: usize, at: Instant, f: EventFrame) {
        let ctx = self.ctx.clone();
        let v = f.logged.v;
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
        match f.logged.event {
            Event::Move { n, mv, .. } => {
                let n = n as usize;
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
                        let lag = Timed::new(self.ctx.origin, sent, at);
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
            Event::End { ending, .. } if new => match Ending::parse(&ending) {
                Ok(ending) => {
                    let _ = g.session.end(ending);
                }
                Err(e) => ctx.error("bad_ending", || format!("{ending}: {}", e.message)),
            },
            _ => {}
        }
        if new {
            g.applied_v = v;
            g.last_progress = at;
            g.stalled = false;
            if let Some(status) = f.status {
                g.status = Some(status);
                g.to_move = f.to_move;
                if status == Status::Live && g.to_move != Some(g.session.turn()) {
                    let turn = g.session.turn();
                    ctx.error("turn_mismatch", || {
                        format!("{}: the engine says {turn}", g.describe())
                    });
                }
            }
        }
    }

    fn on_ack(&mut self, g: &mut Game, s: usize, at: Instant, a: Option<u64>, v: u64) {
        let ctx = self.ctx.clone();
        let matches = g
            .pending
            .as_ref()
            .is_some_and(|p| a == Some(p.a) && s == p.seat);
        if !matches {
            ctx.error("unexpected_ack", || {
                format!("{}: ack {a:?} on socket {s}", g.describe())
            });
            return;
        }
        let p = g.pending.take().expect("checked");
        if !p.resent {
            let lag = Timed::new(ctx.origin, p.sent, at);
            self.samples.ack.push(lag);
            ctx.window.lock().expect("window lock").push(lag.us);
        }
        if p.mv.is_some() {
            if g.socks[s].seen <= p.n || g.move_v.get(p.n).copied() != Some(v) {
                ctx.error("ack_before_ev", || {
                    format!("{}: ack of ply {} as event {v}", g.describe(), p.n)
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

    /// The room waited too long for the server: every socket reconnects.
    pub(crate) async fn on_stall(&mut self, g: &mut Game) {
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
