//! The room's task: its mailbox, its subscribers and its timers. It owns the game and the
//! presence and handles one message at a time; every step of the rules goes through
//! `commit` (the store) before anyone hears of it.

use super::game::{seat_letters, Game, Moment, Seat, Setup};
use super::messages::{Outbox, RoomMsg};
use super::presence::Presence;
use crate::push::Pusher;
use crate::settings::Timing;
use crate::store::{SharedStore, StoredRoom};
use crate::time::{millis_since, server_time_of, unix_ms};
use prometheus_client::metrics::histogram::Histogram;
use std::collections::HashMap;
use std::sync::Arc;
use tahta_engine::Variant;
use tahta_protocol::Status;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// How long timers wait after a failed write before trying again.
const TIMER_RETRY_MS: u64 = 500;

/// How often a room shared between instances rereads who is connected elsewhere (an
/// instance that dies stops counting after `store::postgres::INSTANCE_SILENCE_MS`).
const PRESENCE_REREAD_MS: u64 = 3_000;

/// What every loaded room shares with the server that loads it.
#[derive(Clone)]
pub struct Host {
    /// The store.
    pub store: SharedStore,
    /// Timings.
    pub timing: Timing,
    /// The start of the server's monotonic clock.
    pub origin: Instant,
    /// Fires when the server starts stopping.
    pub stopping: watch::Receiver<bool>,
    /// This instance's id, for presence rows in a store shared with other instances.
    pub instance: String,
    /// Where notifications go (none: Web Push is off).
    pub push: Option<Arc<Pusher>>,
    /// How long each action waited for its answer (the operator's metric).
    pub ack_seconds: Histogram,
}

/// A subscriber: a connection that said `hello`.
pub(super) struct Sub {
    /// The seat it holds; none for a spectator.
    pub(super) seat: Option<usize>,
    /// Where its frames go.
    pub(super) out: Outbox,
}

/// A loaded room.
pub struct Room {
    /// The room's key in the store (the hash of its id).
    pub(super) key: Vec<u8>,
    /// The game as the log makes it.
    pub(super) game: Game,
    /// Who is connected to each seat.
    pub(super) presence: Presence,
    /// The connections that said `hello`, by id.
    pub(super) subs: HashMap<u64, Sub>,
    /// What the room shares with its server.
    pub(super) host: Host,
    /// Whether other instances share the store (PostgreSQL).
    pub(super) shared: bool,
    /// When a message last came (server clock): the idle unload counts from then.
    last_activity: u64,
    /// A timer's write failed (the store is down): timers wait until then before trying again.
    timer_retry_at: u64,
    /// When remote presence was last read (server clock).
    pub(super) presence_read_at: u64,
    /// The last commit lost a race with another instance's write (and caught up since).
    pub(super) raced: bool,
}

impl Room {
    /// Rebuilds a room from the store: the start position plus every logged event.
    pub fn load(stored: StoredRoom, host: Host) -> Result<Room, String> {
        let variant = Variant::parse(&stored.variant).map_err(|e| e.message)?;
        let timing = &host.timing;
        let setup = Setup {
            variant,
            start: stored.start,
            clock: stored.clock,
            expires_at: stored.expires_at,
            first_move_limit: timing.first_move_limit,
            day_ms: timing.day.as_millis() as u64,
            takebacks: stored.takebacks.unwrap_or(stored.clock.is_none()),
            phrase_gap_ms: timing.phrase_gap.as_millis() as u64,
            open: stored.open_id.is_some(),
        };
        let mut game = Game::new(setup, &seat_letters(variant))?;
        for seat in &mut game.seats {
            if let Some(s) = stored.seats.iter().find(|s| s.letter == seat.letter) {
                *seat = Seat {
                    invite_hash: s.invite_hash.clone(),
                    token_hash: s.token_hash.clone(),
                    ..seat.clone()
                };
            }
        }
        let now = millis_since(host.origin);
        let shared = host.store.shared();
        // Each event counts as stored later by the downtime credited to the room since (see
        // `store::downtime`): the clock it started has run only while a server was up. A game
        // by days runs on the wall clock whatever the server does.
        for (i, ev) in stored.events.iter().enumerate() {
            let downtime = if game.setup.by_days() {
                0
            } else {
                stored.downtime_after.get(i).copied().unwrap_or(0)
            };
            game.apply(ev, server_time_of(ev.at + downtime, now))?;
        }
        if !shared && !game.setup.by_days() {
            // Alone, the players' connections went down with the server: the running clock
            // waits until the player to move is back, or the hold runs out. Shared, other
            // instances hold the room too and no hold is kept, so that all charge alike.
            game.hold(now, timing.resume_hold.as_millis() as u64);
        }
        let mut presence = Presence::new(
            game.seats.len(),
            now,
            timing.gone_after,
            timing.gone_after_leave,
        );
        if game.setup.by_days() {
            presence = presence.without_countdowns();
        }
        Ok(Room {
            key: stored.key,
            game,
            presence,
            subs: HashMap::new(),
            shared,
            host,
            last_activity: now,
            // Read at the first wake-up.
            presence_read_at: 0,
            raced: false,
            timer_retry_at: 0,
        })
    }

    /// Now, on the server clock.
    pub(super) fn now(&self) -> u64 {
        millis_since(self.host.origin)
    }

    /// Now, on both clocks.
    pub(super) fn moment(&self) -> Moment {
        Moment {
            ms: self.now(),
            unix_ms: unix_ms(),
        }
    }

    /// Runs the actor until the room is unloaded or the server stops. `unload` is asked when
    /// the room has been idle long enough: it takes the room out of its registry (true) unless
    /// a message is waiting in the inbox.
    pub async fn run(
        mut self,
        mut inbox: mpsc::Receiver<RoomMsg>,
        unload: impl Fn(&mpsc::Receiver<RoomMsg>) -> bool,
    ) {
        let mut stopping = self.host.stopping.clone();
        loop {
            let wake = self.next_wake();
            let sleep =
                tokio::time::sleep_until(self.host.origin + std::time::Duration::from_millis(wake));
            tokio::select! {
                msg = inbox.recv() => match msg {
                    Some(msg) => self.handle(msg).await,
                    None => return,
                },
                () = sleep => {
                    self.on_timer().await;
                    if self.idle_check() {
                        if unload(&inbox) {
                            return;
                        }
                        self.last_activity = self.now();
                    }
                }
                // Each connection says `shutdown` itself; the room only stops.
                _ = stopping.changed() => return,
            }
        }
    }

    /// At a timer: whether the room has been idle long enough and nothing keeps it loaded.
    /// A live game by days does not keep it: the sweeper loads it again when its deadline
    /// comes, so thousands of them waiting for their players cost nothing. When the idle
    /// period is over but the room must stay (someone is connected, or a clock runs), the
    /// next look is one idle period later: a deadline left in the past would come
    /// back from `next_wake` at once, and the actor would wake on every timer tick until a
    /// message came.
    pub(super) fn idle_check(&mut self) -> bool {
        let now = self.now();
        if now < self.last_activity + self.host.timing.idle_unload.as_millis() as u64 {
            return false;
        }
        if self.subs.is_empty()
            && !(self.game.status == Status::Live
                && self.game.setup.clock.is_some()
                && !self.game.setup.by_days())
        {
            return true;
        }
        self.last_activity = now;
        false
    }

    /// The next moment a timer needs the room: a flag, a first-move limit, a gone countdown
    /// running out, a reread of who is connected elsewhere, or the idle unload.
    pub(super) fn next_wake(&self) -> u64 {
        let mut wake = self.last_activity + self.host.timing.idle_unload.as_millis() as u64;
        if self.game.status == Status::Live {
            let timers = [
                self.game.deadline(),
                self.presence.next_gone(),
                self.shared
                    .then_some(self.presence_read_at + PRESENCE_REREAD_MS),
            ];
            wake = timers.into_iter().flatten().fold(wake, u64::min);
        }
        wake.max(self.timer_retry_at)
    }

    async fn on_timer(&mut self) {
        if self.game.status != Status::Live {
            return;
        }
        if self.shared && self.now() >= self.presence_read_at + PRESENCE_REREAD_MS {
            self.read_presence().await;
        }
        let mark = self.game.mark();
        if let Some(step) = self.game.on_time(self.moment()) {
            // After a failed write (or an ending the engine refused), wait a little before the
            // timers try again, instead of spinning on a store that is down; another instance
            // may have written meanwhile.
            let refused = step.append.is_empty();
            let stored = self.commit(mark, step.append).await;
            self.timer_retry_at = if refused || stored.is_err() {
                self.now() + TIMER_RETRY_MS
            } else {
                0
            };
            return;
        }
        if self.presence.announce_gone(self.now()) {
            self.send_presence();
        }
    }

    async fn handle(&mut self, msg: RoomMsg) {
        self.last_activity = self.now();
        match msg {
            RoomMsg::Join {
                conn,
                token,
                since,
                out,
                reply,
            } => {
                let joined = self.join(conn, token, since, out);
                let _ = reply.send(joined);
            }
            RoomMsg::Act {
                conn,
                a,
                action,
                lag_ms,
                received,
            } => {
                self.act(conn, a, action, lag_ms).await;
                self.host
                    .ack_seconds
                    .observe(received.elapsed().as_secs_f64());
            }
            RoomMsg::Closed { conn } => {
                if let Some(s) = self.closed(conn) {
                    if !self.presence.online(s) {
                        self.lapse_offers(s).await;
                    }
                }
            }
            RoomMsg::Claim {
                invite,
                seat,
                reply,
            } => {
                let claimed = self.claim(&invite, seat).await;
                let _ = reply.send(claimed);
            }
            RoomMsg::Take { reply } => {
                let taken = self.take().await;
                let _ = reply.send(taken);
            }
            RoomMsg::SeatOfToken { token_hash, reply } => {
                let seat = self.game.seat_with_token(&token_hash);
                let _ = reply.send(seat.map(|s| self.game.letter(s)));
            }
            RoomMsg::Summary { reply } => {
                let _ = reply.send(self.game.summary(self.now()));
            }
            // The notice of this room's own write arrives too: nothing to read then.
            RoomMsg::Refresh { upto, .. } if upto.is_some_and(|v| v <= self.game.v) => {}
            RoomMsg::Refresh {
                events: Some(events),
                ..
            } if self.follow_directly(&events) => self.apply_stored(&events),
            RoomMsg::Refresh { .. } => self.catch_up().await,
            RoomMsg::PresenceChanged => self.read_presence().await,
        }
        self.record_presence().await;
    }
}
