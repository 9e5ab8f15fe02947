//! A worker: one room slot, playing its rooms one after the other.

use crate::ctx::{hello, instance_of, ws_connect, Ctx, Phase};
use crate::room::{spawn_reader, Failure, Game, Inbound, Record, Samples, Sock};
use crate::tools::Rng;
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tahta_engine::Variant;
use tahta_protocol::api::{Claim, Claimed, CreateRoom, Created, ErrorBody};
use tahta_protocol::ClockSpec;
use tokio::sync::{mpsc, watch};
use tokio::time::{sleep, sleep_until, timeout, Instant};
use tokio_tungstenite::tungstenite::Message;

/// The task of one room slot.
pub(crate) struct Worker {
    pub(crate) ctx: Arc<Ctx>,
    /// The room slot this worker plays (its rooms one after the other): with several
    /// instances it picks each socket's instance.
    pub(crate) slot: usize,
    pub(crate) tx: mpsc::UnboundedSender<Inbound>,
    pub(crate) rng: Rng,
    pub(crate) spectators: usize,
    pub(crate) next_conn: u64,
    pub(crate) next_a: u64,
    pub(crate) next_due: Instant,
    pub(crate) scheduled: bool,
    pub(crate) stopping: bool,
    /// Counted in `Ctx::settled`: the run stopped and this worker's room has no move in flight.
    pub(crate) settled: bool,
    pub(crate) backoff: Duration,
    pub(crate) seen_epoch: usize,
    pub(crate) samples: Samples,
    pub(crate) records: Vec<Record>,
    pub(crate) games_finished: u64,
}

/// A room waiting this long for the server is stalled.
pub(crate) const STALL: Duration = Duration::from_secs(10);
/// How long a room may finish its action in flight once the run stops.
pub(crate) const STOP_WAIT: Duration = Duration::from_secs(10);

impl Worker {
    /// The instance socket `sock` of this worker's rooms talks to.
    pub(crate) fn instance(&self, sock: usize) -> usize {
        instance_of(self.slot, sock, self.ctx.targets.len())
    }

    pub(crate) fn base(&self, sock: usize) -> &str {
        &self.ctx.targets[self.instance(sock)].base
    }

    /// A new game's length: --max-plies at most and half of it at least, uniformly. Games of
    /// one length all began together would all end together: at 2,000 rooms and 1,000 moves/s
    /// every room reached 300 plies within the same few seconds of a 10-minute run, and 2,000
    /// endings, 2,000 new rooms and their sockets in one burst are a herd no site sees, where
    /// games end and begin all the time.
    fn ply_cap(&mut self) -> usize {
        let most = self.ctx.opts.max_plies;
        let least = most / 2;
        least + self.rng.below(most - least + 1)
    }

    /// Opens a room (retrying) unless the run is stopping.
    pub(crate) async fn open_game(&mut self, phase: &watch::Receiver<Phase>) -> Option<Game> {
        let mut backoff = Duration::from_millis(100);
        loop {
            if matches!(*phase.borrow(), Phase::Stop | Phase::Close) {
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

    pub(crate) async fn post(&self, url: String, body: &impl Serialize) -> Result<String, Failure> {
        let what = if url.ends_with("/claim") {
            "claim"
        } else {
            "create"
        };
        let response = self
            .ctx
            .http()
            .post(url)
            .json(body)
            .send()
            .await
            .map_err(|e| Failure::net(what, e))?;
        let status = response.status();
        let text = response.text().await.map_err(|e| Failure::net(what, e))?;
        if !status.is_success() {
            let code = serde_json::from_str::<ErrorBody>(&text)
                .map(|e| e.code)
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

    pub(crate) async fn try_open(&mut self) -> Result<Game, Failure> {
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
        let clock = (self.rng.unit() < ctx.opts.clocked_share).then_some(ClockSpec::Fischer {
            base_s: 600,
            inc_s: 5,
        });
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
        let seat_of = |letter: char| letters.iter().position(|&l| l == letter);
        let bad = |m: &str| Failure {
            code: "bad_answer".into(),
            detail: m.to_string(),
            transient: false,
        };
        let body = CreateRoom {
            variant: variant.id().into(),
            clock,
            seat: letters[0].to_string(),
            position: None,
            banners: None,
            takebacks: None,
            open: None,
        };
        // The creator (seat 0) creates on its instance, and each seat is claimed on its own.
        let text = self
            .post(format!("{}/api/rooms", self.base(0)), &body)
            .await?;
        let created: Created = serde_json::from_str(&text).map_err(|e| bad(&e.to_string()))?;
        ctx.rooms_created.fetch_add(1, Ordering::Relaxed);
        let mut tokens = vec![String::new(); letters.len()];
        tokens[seat_of(created.seat).ok_or_else(|| bad(&text))?] = created.token;
        for (&letter, invite) in &created.invites {
            let seat = seat_of(letter).ok_or_else(|| bad(&text))?;
            let url = format!("{}/api/rooms/{}/claim", self.base(seat), created.room);
            let claim = Claim {
                invite: invite.clone(),
                seat: None,
            };
            let text = self.post(url, &claim).await?;
            let claimed: Claimed = serde_json::from_str(&text).map_err(|e| bad(&e.to_string()))?;
            tokens[seat_of(claimed.seat).ok_or_else(|| bad(&text))?] = claimed.token;
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
            status: None,
            to_move: None,
            pending: None,
            sent: Vec::new(),
            socks: Vec::new(),
            reconnect_at: None,
            last_progress: Instant::now(),
            stalled: false,
            ply_cap: self.ply_cap(),
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
    pub(crate) async fn connect(&mut self, g: &mut Game, s: usize) -> Result<(), String> {
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

    pub(crate) async fn reconnect(&mut self, g: &mut Game) {
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
    pub(crate) async fn finish_game(&mut self, g: Game) {
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
}

/// What a worker measured and saw.
pub(crate) struct WorkerOut {
    pub(crate) samples: Samples,
    pub(crate) records: Vec<Record>,
    pub(crate) games_finished: u64,
}

/// Plays the rooms of slot `slot`, one after the other, until the run stops.
pub(crate) async fn worker(ctx: Arc<Ctx>, slot: usize, spectators: usize, seed: u64) -> WorkerOut {
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
        settled: false,
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
            Phase::Stop | Phase::Close if !w.stopping => {
                w.stopping = true;
                stop_deadline = now + STOP_WAIT;
            }
            _ => {}
        }
        let closing = phase == Phase::Close;
        if !ready_reported && g.socks.iter().all(|s| s.welcomed) {
            ready_reported = true;
            ctx.ready.fetch_add(1, Ordering::SeqCst);
        }
        let finished = g.over() && g.pending.is_none();
        let settled = w.stopping && (g.pending.is_none() || now >= stop_deadline);
        if settled && !w.settled {
            w.settled = true;
            ctx.settled.fetch_add(1, Ordering::SeqCst);
        }
        if (finished && !w.stopping) || (settled && closing) {
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
            () = sleep_until(stop_deadline), if w.stopping && !settled => {}
            _ = phase_rx.changed() => {}
        }
        game = Some(g);
    }
    if !ready_reported {
        ctx.ready.fetch_add(1, Ordering::SeqCst);
    }
    if !w.settled {
        ctx.settled.fetch_add(1, Ordering::SeqCst);
    }
    WorkerOut {
        samples: w.samples,
        records: w.records,
        games_finished: w.games_finished,
    }
}
