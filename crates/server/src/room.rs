//! One loaded room: an actor task that owns the room's engine session, seats, clocks and
//! subscribers, and handles their messages one at a time (no locks around game state).
//!
//! The room's truth is its event log. `Room::apply` is the one place an event changes the
//! state, used both when a room is loaded (replaying the log from the start position) and
//! when a new event is made: an action is checked, turned into an event, applied, stored, and
//! only then acknowledged and sent to everyone. If storing fails the state is rebuilt from the
//! log, so nothing unstored is ever visible.

use crate::clock::{Charge, ClockSpec, Clocks};
use crate::ids;
use crate::protocol::{
    encode, Action, ClaimWhat, DrawOp, EndingAt, ErrorCode, Event, Refusal, ResultView, SeatView,
    ServerFrame, Snapshot,
};
use crate::rooms::Rooms;
use crate::store::{RoomUpdate, StoreError, StoredEvent, StoredRoom};
use crate::{millis_since, unix_ms, Timing};
use axum::extract::ws::Utf8Bytes;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Weak;
use tahta_engine::session::Ending;
use tahta_engine::{AnySession, Variant};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// What a connection receives.
#[derive(Clone, Debug)]
pub enum Outbound {
    /// A text frame, serialised once for every receiver.
    Frame(Utf8Bytes),
    /// Close the socket with this code and reason.
    Close(u16, &'static str),
}

/// A connection's queue of outgoing frames. Bounded: a client that does not read is dropped
/// (it resynchronises when it reconnects) instead of growing the server's memory.
pub type Outbox = mpsc::Sender<Outbound>;

/// How many frames may wait for one connection.
pub const OUTBOX: usize = 256;

/// A message to a room.
pub enum RoomMsg {
    /// A connection's `hello`: subscribes it (as the token's seat, or as a spectator).
    Join {
        /// The connection's id.
        conn: u64,
        /// The seat token, if any.
        token: Option<String>,
        /// The last event the client saw.
        since: Option<u64>,
        /// Where its frames go.
        out: Outbox,
        /// Whether it joined.
        reply: oneshot::Sender<Result<Option<char>, Refusal>>,
    },
    /// An action of a joined connection.
    Act {
        /// The connection's id.
        conn: u64,
        /// The client's ack id.
        a: Option<u64>,
        /// What to do.
        action: Action,
        /// The connection's measured round trip, in milliseconds.
        lag_ms: i64,
    },
    /// A joined connection closed.
    Closed {
        /// The connection's id.
        conn: u64,
    },
    /// `POST /api/rooms/{room}/claim`.
    Claim {
        /// The invite.
        invite: String,
        /// The seat asked for, if any.
        seat: Option<char>,
        /// The seat and its new token.
        reply: oneshot::Sender<Result<(char, String), ClaimError>>,
    },
    /// Another instance stored events up to `upto` (or, with `None`, the bus reconnected and
    /// anything may be missing): read what this room has not applied.
    Refresh {
        /// The last event stored, when known.
        upto: Option<u64>,
    },
    /// Some instance's connections to the room changed: read who is connected elsewhere.
    PresenceChanged,
    /// `GET /api/rooms/{room}`.
    Summary {
        /// The public summary.
        reply: oneshot::Sender<Summary>,
    },
}

/// Why a claim failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// The invite does not belong to this room (or to the seat asked for).
    BadInvite(String),
    /// Somebody holds the seat.
    SeatTaken,
    /// The waiting room's invitations ran out.
    Expired,
    /// The store failed; try again.
    Busy,
}

/// The public summary of a room: no secrets.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Summary {
    /// The variant id.
    pub variant: String,
    /// `waiting`, `live`, `ended`, `aborted`.
    pub status: String,
    /// Each seat and whether it is taken.
    pub seats: Vec<SeatSummary>,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The result, once over.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<ResultView>,
    /// Whose move it is while the game is live (the app's list of one's online games).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub to_move: Option<char>,
    /// The remaining milliseconds per seat, when the room has a clock.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub clocks: Option<Vec<i64>>,
    /// How many moves have been played.
    #[serde(default)]
    pub plies: usize,
}

/// A seat in the public summary.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatSummary {
    /// The player letter.
    pub letter: char,
    /// Whether someone holds it.
    pub taken: bool,
}

/// Where a room is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Seats are free.
    Waiting,
    /// Being played.
    Live,
    /// Over, with a result.
    Ended,
    /// Called off, no result.
    Aborted,
}

impl Status {
    /// As stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Live => "live",
            Status::Ended => "ended",
            Status::Aborted => "aborted",
        }
    }
}

/// The fields of an event's stored body.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Body {
    #[serde(skip_serializing_if = "Option::is_none", default)]
    n: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    mv: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    op: Option<DrawOp>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    ending: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    clocks: Option<Vec<i64>>,
}

/// A seat's state.
#[derive(Clone, Debug)]
struct Seat {
    letter: char,
    invite_hash: Option<Vec<u8>>,
    token_hash: Option<Vec<u8>>,
    /// Has made a first move (clocks run once every seat in play has).
    moved: bool,
    /// Open connections of this seat.
    online: u32,
    /// When, on the server clock, the seat counts as gone (while nobody is connected).
    gone_at: Option<u64>,
    /// Whether the last connection said it was leaving.
    leaving: bool,
}

/// A logged move.
#[derive(Clone, Debug)]
struct Played {
    seat: usize,
    mv: String,
    v: u64,
}

/// A subscriber.
struct Sub {
    seat: Option<usize>,
    out: Outbox,
}

/// The settings a room never changes.
struct Meta {
    key: Vec<u8>,
    variant: Variant,
    start: String,
    clock: Option<ClockSpec>,
    expires_at: i64,
    /// Overrides the clock's own first-move limit (tests).
    first_move_limit: Option<std::time::Duration>,
}

/// The game as the log makes it.
struct Game {
    session: Box<dyn AnySession>,
    seats: Vec<Seat>,
    status: Status,
    v: u64,
    moves: Vec<Played>,
    clocks: Option<Clocks>,
    draw_offer: Option<usize>,
    /// When, on the server clock, the seat to move loses the right to make its first move
    /// (clocked games, first round only): the game is aborted then.
    first_move_by: Option<u64>,
    /// The event that ended the game off the board, and who caused it.
    ending: Option<(u64, Option<usize>, String)>,
    /// Every event, in order (for resending missed ones and rebuilding after a failed write).
    log: Vec<StoredEvent>,
}

/// Events kept for `since` replays; a client further behind gets a snapshot instead.
const REPLAY_WINDOW: u64 = 64;

/// A loaded room.
pub struct Room {
    meta: Meta,
    game: Game,
    subs: HashMap<u64, Sub>,
    timing: Timing,
    origin: Instant,
    rooms: Weak<Rooms>,
    /// Seats whose gone countdown has been announced as run out.
    announced_gone: Vec<bool>,
    last_activity: u64,
    /// Whether other instances share the store (PostgreSQL).
    shared: bool,
    /// This instance's id (for presence rows).
    instance: String,
    /// Seats with connections on other instances.
    remote_online: Vec<bool>,
    /// A timer's write failed (the store is down): timers wait until then before trying again.
    timer_retry_at: u64,
    /// Seats whose local connections went from none to some or back, not yet recorded.
    presence_changed: Vec<usize>,
    /// When remote presence was last read (server clock).
    presence_read_at: u64,
    /// The last commit lost a race with another instance's write (and caught up since).
    raced: bool,
}

/// How long timers wait after a failed write before trying again.
const TIMER_RETRY_MS: u64 = 500;

/// How often one action is tried against a log other instances keep writing to, before the
/// client is told `server_busy` (each try first reads what the others stored).
const MAX_ATTEMPTS: u32 = 4;

/// How often a room shared between instances rereads who is connected elsewhere (an
/// instance that dies stops counting after `store::postgres::INSTANCE_SILENCE_MS`).
const PRESENCE_REREAD_MS: u64 = 3_000;

/// The player letters of a variant, in turn order.
pub fn seat_letters(variant: Variant) -> Vec<char> {
    variant.spec().players.iter().map(|p| p.letter).collect()
}

impl Game {
    fn new(meta: &Meta, seats: Vec<Seat>) -> Result<Game, String> {
        let session = meta
            .variant
            .new_session(Some(&meta.start))
            .map_err(|e| format!("bad start position: {e}"))?;
        let seats_n = seats.len();
        Ok(Game {
            session,
            seats,
            status: Status::Waiting,
            v: 0,
            moves: Vec::new(),
            clocks: meta.clock.map(|spec| Clocks::new(spec, seats_n)),
            draw_offer: None,
            first_move_by: None,
            ending: None,
            log: Vec::new(),
        })
    }

    fn seat_of(&self, letter: char) -> Result<usize, String> {
        self.seats
            .iter()
            .position(|s| s.letter == letter)
            .ok_or_else(|| format!("no seat '{letter}'"))
    }

    fn in_play(&self, seat: usize) -> bool {
        self.session.in_play(self.seats[seat].letter)
    }

    fn to_move(&self) -> Option<usize> {
        (self.status == Status::Live)
            .then(|| self.seat_of(self.session.turn()).ok())
            .flatten()
    }

    /// The one place an event changes the game. `now` is the server clock: a clock that
    /// starts running starts then.
    fn apply(&mut self, meta: &Meta, ev: &StoredEvent, now: u64) -> Result<(), String> {
        if ev.seq != self.v + 1 {
            return Err(format!("event {} follows event {}", ev.seq, self.v));
        }
        let body: Body =
            serde_json::from_str(&ev.body).map_err(|e| format!("event {}: {e}", ev.seq))?;
        let seat = ev.seat.map(|l| self.seat_of(l)).transpose()?;
        let need_seat = || seat.ok_or_else(|| format!("event {} names no seat", ev.seq));
        match ev.kind.as_str() {
            "seat" => {
                // The seat's token hash is in the seats table, not the log; the event only
                // records when the seat was taken.
                need_seat()?;
            }
            "start" => {
                self.status = Status::Live;
                self.after_ply(meta, now);
            }
            "move" => {
                let s = need_seat()?;
                let mv = body.mv.ok_or("a move event without a move")?;
                self.session
                    .play(&mv)
                    .map_err(|e| format!("event {}: {e}", ev.seq))?;
                self.moves.push(Played {
                    seat: s,
                    mv,
                    v: ev.seq,
                });
                self.seats[s].moved = true;
                if self.draw_offer.is_some_and(|o| o != s) {
                    self.draw_offer = None;
                }
                if let (Some(clocks), Some(remaining)) = (&mut self.clocks, body.clocks) {
                    clocks.set_remaining(remaining);
                }
                self.after_ply(meta, now);
            }
            "draw" => {
                let s = need_seat()?;
                self.draw_offer = match body.op {
                    Some(DrawOp::Offer) => Some(s),
                    _ => None,
                };
            }
            "end" => {
                let text = body.ending.ok_or("an end event without an ending")?;
                let ending = Ending::parse(&text).map_err(|e| e.message)?;
                self.session.end(ending).map_err(|e| e.message)?;
                if let (Some(clocks), Some(remaining)) = (&mut self.clocks, body.clocks) {
                    clocks.set_remaining(remaining);
                }
                self.ending = Some((ev.seq, seat, text));
                self.after_ply(meta, now);
            }
            other => return Err(format!("event {}: unknown kind '{other}'", ev.seq)),
        }
        self.v = ev.seq;
        self.log.push(ev.clone());
        Ok(())
    }

    /// After anything that may change whose turn it is: the result, the running clock and
    /// the first-move deadline.
    fn after_ply(&mut self, meta: &Meta, now: u64) {
        if let Some(result) = self.session.result() {
            self.status = if result.rule == "aborted" {
                Status::Aborted
            } else {
                Status::Ended
            };
            if let Some(clocks) = &mut self.clocks {
                clocks.stop(now);
            }
            self.first_move_by = None;
            self.draw_offer = None;
            return;
        }
        if self.status != Status::Live {
            return;
        }
        let Some(turn) = self.to_move() else { return };
        let everyone_moved = (0..self.seats.len()).all(|s| self.seats[s].moved || !self.in_play(s));
        match (&mut self.clocks, meta.clock) {
            (Some(clocks), Some(spec)) => {
                if everyone_moved {
                    clocks.start(turn, now);
                    self.first_move_by = None;
                } else {
                    let limit = meta
                        .first_move_limit
                        .map_or(spec.first_move_limit_ms(), |d| d.as_millis() as u64);
                    self.first_move_by = Some(now + limit);
                }
            }
            _ => self.first_move_by = None,
        }
    }
}

/// A new room's first events and secrets.
pub struct Created {
    /// What to store.
    pub stored: StoredRoom,
    /// Remaining clocks as stored.
    pub clocks: Option<String>,
    /// The creator's seat.
    pub seat: char,
    /// The creator's token.
    pub token: String,
    /// One invite per free seat.
    pub invites: Vec<(char, String)>,
}

/// Builds a new room: the creator holds `seat`, every other seat gets an invite.
pub fn create(
    key: Vec<u8>,
    variant: Variant,
    start: String,
    clock: Option<ClockSpec>,
    seat: char,
    expires_at: i64,
) -> Created {
    let token = ids::new_secret();
    let mut invites = Vec::new();
    let seats = seat_letters(variant)
        .into_iter()
        .map(|letter| {
            if letter == seat {
                crate::store::StoredSeat {
                    letter,
                    invite_hash: None,
                    token_hash: Some(ids::hash(&token)),
                }
            } else {
                let invite = ids::new_secret();
                let hash = ids::hash(&invite);
                invites.push((letter, invite));
                crate::store::StoredSeat {
                    letter,
                    invite_hash: Some(hash),
                    token_hash: None,
                }
            }
        })
        .collect();
    let at = unix_ms();
    let events = vec![StoredEvent {
        seq: 1,
        kind: "seat".into(),
        seat: Some(seat),
        body: "{}".into(),
        at,
    }];
    Created {
        stored: StoredRoom {
            key,
            variant: variant.id().into(),
            start,
            clock: clock.map(|c| (c.base_s, c.inc_s)),
            status: Status::Waiting.as_str().into(),
            result: None,
            expires_at,
            seats,
            events,
        },
        clocks: clock.map(|c| {
            let full = vec![i64::from(c.base_s) * 1000; invites.len() + 1];
            serde_json::to_string(&full).expect("numbers serialise")
        }),
        seat,
        token,
        invites,
    }
}

impl Room {
    /// Rebuilds a room from the store: the start position plus every logged event.
    pub fn load(
        stored: StoredRoom,
        timing: Timing,
        origin: Instant,
        rooms: Weak<Rooms>,
        shared: bool,
        instance: String,
    ) -> Result<Room, String> {
        let variant = Variant::parse(&stored.variant).map_err(|e| e.message)?;
        let meta = Meta {
            key: stored.key,
            variant,
            start: stored.start,
            clock: stored
                .clock
                .map(|(base_s, inc_s)| ClockSpec { base_s, inc_s }),
            expires_at: stored.expires_at,
            first_move_limit: timing.first_move_limit,
        };
        let letters = seat_letters(variant);
        let seats = letters
            .iter()
            .map(|&letter| {
                let s = stored.seats.iter().find(|s| s.letter == letter);
                Seat {
                    letter,
                    invite_hash: s.and_then(|s| s.invite_hash.clone()),
                    token_hash: s.and_then(|s| s.token_hash.clone()),
                    moved: false,
                    online: 0,
                    gone_at: None,
                    leaving: false,
                }
            })
            .collect();
        let now = millis_since(origin);
        let mut game = Game::new(&meta, seats)?;
        for ev in &stored.events {
            // Shared between instances, the game went on while this one was away: clocks run
            // from each event's time. Alone, the server was down: see below.
            let at = if shared {
                server_time_of(ev.at, now)
            } else {
                now
            };
            game.apply(&meta, ev, at)?;
        }
        if !shared {
            // Time while the server was away is never charged: the running clock waits until
            // the player to move is back, or the hold runs out.
            if let Some(clocks) = &mut game.clocks {
                clocks.hold_until(now + timing.resume_hold.as_millis() as u64);
            }
            if let Some(by) = &mut game.first_move_by {
                *by += timing.resume_hold.as_millis() as u64;
            }
        }
        let gone_at = now + timing.gone_after.as_millis() as u64;
        for seat in &mut game.seats {
            seat.gone_at = Some(gone_at);
        }
        let seats_n = game.seats.len();
        Ok(Room {
            meta,
            game,
            subs: HashMap::new(),
            timing,
            origin,
            rooms,
            announced_gone: vec![false; seats_n],
            last_activity: now,
            shared,
            instance,
            remote_online: vec![false; seats_n],
            presence_changed: Vec::new(),
            // Read at the first wake-up.
            presence_read_at: 0,
            raced: false,
            timer_retry_at: 0,
        })
    }

    fn now(&self) -> u64 {
        millis_since(self.origin)
    }

    /// Runs the actor until the room is unloaded or the server stops.
    pub async fn run(mut self, mut inbox: mpsc::Receiver<RoomMsg>, id: u64) {
        let mut stopping = match self.rooms.upgrade() {
            Some(rooms) => rooms.stopping(),
            None => return,
        };
        loop {
            let wake = self.next_wake();
            let sleep =
                tokio::time::sleep_until(self.origin + std::time::Duration::from_millis(wake));
            tokio::select! {
                msg = inbox.recv() => match msg {
                    Some(msg) => self.handle(msg).await,
                    None => return,
                },
                () = sleep => {
                    self.on_timer().await;
                    if self.idle_check() {
                        if let Some(rooms) = self.rooms.upgrade() {
                            if rooms.unload(&self.meta.key, id, &inbox) {
                                return;
                            }
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
    /// When the idle period is over but the room must stay (someone is connected, or a clock
    /// runs), the next look is one idle period later: a deadline left in the past would come
    /// back from `next_wake` at once, and the actor would wake on every timer tick until a
    /// message came.
    fn idle_check(&mut self) -> bool {
        let now = self.now();
        if now < self.last_activity + self.timing.idle_unload.as_millis() as u64 {
            return false;
        }
        if self.may_unload() {
            return true;
        }
        self.last_activity = now;
        false
    }

    /// Whether nothing keeps the room loaded: nobody connected, no clock to watch, idle.
    fn may_unload(&self) -> bool {
        self.subs.is_empty()
            && !(self.game.status == Status::Live && self.meta.clock.is_some())
            && self.now() >= self.last_activity + self.timing.idle_unload.as_millis() as u64
    }

    /// The next moment a timer needs the room: a flag, a first-move limit, a gone countdown
    /// running out, or the idle unload.
    fn next_wake(&self) -> u64 {
        let mut wake = self.last_activity + self.timing.idle_unload.as_millis() as u64;
        if self.game.status == Status::Live {
            if let Some((_, at)) = self.game.clocks.as_ref().and_then(Clocks::flag_deadline) {
                wake = wake.min(at);
            }
            if let Some(by) = self.game.first_move_by {
                wake = wake.min(by);
            }
            for (s, seat) in self.game.seats.iter().enumerate() {
                if let (Some(at), false) = (seat.gone_at, self.announced_gone[s]) {
                    if !self.online(s) {
                        wake = wake.min(at);
                    }
                }
            }
            if self.shared {
                wake = wake.min(self.presence_read_at + PRESENCE_REREAD_MS);
            }
        }
        wake.max(self.timer_retry_at)
    }

    async fn on_timer(&mut self) {
        let now = self.now();
        if self.game.status != Status::Live {
            return;
        }
        if self.shared && now >= self.presence_read_at + PRESENCE_REREAD_MS {
            self.read_presence().await;
        }
        if let Some((seat, at)) = self.game.clocks.as_ref().and_then(Clocks::flag_deadline) {
            if now >= at {
                let letter = self.game.seats[seat].letter;
                let mut clocks = self.game.clocks.clone().expect("a flag needs clocks");
                clocks.flag(seat);
                let remaining = clocks.remaining_at(now);
                let flagged = self
                    .commit_end(format!("time:{letter}"), None, Some(remaining))
                    .await;
                self.retry_timer_if(flagged.is_err());
                return;
            }
        }
        if let Some(by) = self.game.first_move_by {
            if now >= by {
                let aborted = self.commit_end("abort".into(), None, None).await;
                self.retry_timer_if(aborted.is_err());
                return;
            }
        }
        let mut changed = false;
        for s in 0..self.game.seats.len() {
            let seat = &self.game.seats[s];
            if !self.online(s)
                && seat.gone_at.is_some_and(|at| now >= at)
                && !self.announced_gone[s]
            {
                self.announced_gone[s] = true;
                changed = true;
            }
        }
        if changed {
            self.send_presence();
        }
    }

    /// After a timer's write failed, waits a little before the timers try again (instead of
    /// spinning on a store that is down); another instance may have written meanwhile.
    fn retry_timer_if(&mut self, failed: bool) {
        self.timer_retry_at = if failed {
            self.now() + TIMER_RETRY_MS
        } else {
            0
        };
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
            } => self.act(conn, a, action, lag_ms).await,
            RoomMsg::Closed { conn } => self.closed(conn),
            RoomMsg::Claim {
                invite,
                seat,
                reply,
            } => {
                let claimed = self.claim(&invite, seat).await;
                let _ = reply.send(claimed);
            }
            RoomMsg::Summary { reply } => {
                let _ = reply.send(self.summary());
            }
            // The notice of this room's own write arrives too: nothing to read then.
            RoomMsg::Refresh { upto } if upto.is_some_and(|v| v <= self.game.v) => {}
            RoomMsg::Refresh { .. } => self.catch_up().await,
            RoomMsg::PresenceChanged => self.read_presence().await,
        }
        self.record_presence().await;
    }

    /// Reads and applies what other instances stored since event `v`, and sends it on.
    async fn catch_up(&mut self) {
        let Some(rooms) = self.rooms.upgrade() else {
            return;
        };
        let Ok((seats, events)) = rooms
            .store()
            .events_after(self.meta.key.clone(), self.game.v)
            .await
        else {
            return;
        };
        for stored in seats {
            if let Ok(s) = self.game.seat_of(stored.letter) {
                self.game.seats[s].token_hash = stored.token_hash;
            }
        }
        let now = self.now();
        let known = self.game.v;
        for ev in events.iter().filter(|e| e.seq > known) {
            let at = server_time_of(ev.at, now);
            if let Err(e) = self.game.apply(&self.meta, ev, at) {
                eprintln!("tahta-server: a stored event does not apply here: {e}");
                return;
            }
            let frame = encode(&ServerFrame::Ev(self.event_view(ev)));
            self.broadcast_frame(frame);
        }
    }

    /// Records seats whose local connections started or stopped (for other instances).
    async fn record_presence(&mut self) {
        if self.presence_changed.is_empty() {
            return;
        }
        let changed = std::mem::take(&mut self.presence_changed);
        if !self.shared {
            return;
        }
        let Some(rooms) = self.rooms.upgrade() else {
            return;
        };
        for s in changed {
            let seat = &self.game.seats[s];
            let _ = rooms
                .store()
                .set_presence(
                    self.instance.clone(),
                    self.meta.key.clone(),
                    seat.letter,
                    seat.online > 0,
                )
                .await;
        }
    }

    /// Reads which seats have connections on other instances.
    async fn read_presence(&mut self) {
        self.presence_read_at = self.now();
        if !self.shared {
            return;
        }
        let Some(rooms) = self.rooms.upgrade() else {
            return;
        };
        let Ok(remote) = rooms
            .store()
            .remote_presence(self.instance.clone(), self.meta.key.clone(), unix_ms())
            .await
        else {
            return;
        };
        let now = self.now();
        let mut changed = false;
        for s in 0..self.game.seats.len() {
            let there = remote.contains(&self.game.seats[s].letter);
            if there == self.remote_online[s] {
                continue;
            }
            changed = true;
            self.remote_online[s] = there;
            let seat = &mut self.game.seats[s];
            if there {
                seat.gone_at = None;
                self.announced_gone[s] = false;
            } else if seat.online == 0 {
                seat.gone_at = Some(now + self.timing.gone_after.as_millis() as u64);
            }
        }
        if changed {
            self.send_presence();
        }
    }

    /// Whether seat `s` has a connection here or on another instance.
    fn online(&self, s: usize) -> bool {
        self.game.seats[s].online > 0 || self.remote_online[s]
    }

    /// When the room next needs a timer, in Unix ms, for the store (the sweeper of another
    /// instance loads the room then).
    fn deadline_unix(&self) -> Option<i64> {
        if self.game.status != Status::Live {
            return None;
        }
        let flag = self
            .game
            .clocks
            .as_ref()
            .and_then(Clocks::flag_deadline)
            .map(|(_, at)| at);
        let at = match (flag, self.game.first_move_by) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b)?,
        };
        Some(unix_ms() + at as i64 - self.now() as i64)
    }

    fn expired(&self) -> bool {
        self.game.status == Status::Waiting && unix_ms() > self.meta.expires_at
    }

    fn join(
        &mut self,
        conn: u64,
        token: Option<String>,
        since: Option<u64>,
        out: Outbox,
    ) -> Result<Option<char>, Refusal> {
        if self.expired() {
            return Err(Refusal::new(
                ErrorCode::Expired,
                "this invitation has expired",
            ));
        }
        let seat = match token {
            None => None,
            Some(token) => {
                let hash = ids::hash(&token);
                let found = ids::looks_like_secret(&token)
                    .then(|| {
                        self.game
                            .seats
                            .iter()
                            .position(|s| s.token_hash.as_deref() == Some(&hash[..]))
                    })
                    .flatten();
                match found {
                    Some(s) => Some(s),
                    None => {
                        return Err(Refusal::new(
                            ErrorCode::BadToken,
                            "this seat token is not for this room",
                        ))
                    }
                }
            }
        };
        let now = self.now();
        let letter = seat.map(|s| self.game.seats[s].letter);
        // Welcome first, then the missed events, so the client reads them in order.
        let replay =
            since.filter(|&since| since <= self.game.v && self.game.v - since <= REPLAY_WINDOW);
        let welcome = ServerFrame::Welcome {
            seat: letter,
            v: self.game.v,
            snapshot: replay.is_none().then(|| Box::new(self.snapshot())),
        };
        let _ = out.try_send(Outbound::Frame(encode(&welcome)));
        if let Some(since) = replay {
            for ev in &self.game.log[since as usize..] {
                let frame = encode(&ServerFrame::Ev(self.event_view(ev)));
                let _ = out.try_send(Outbound::Frame(frame));
            }
        }
        self.subs.insert(conn, Sub { seat, out });
        if let Some(s) = seat {
            let seat = &mut self.game.seats[s];
            if seat.online == 0 {
                self.presence_changed.push(s);
            }
            seat.online += 1;
            seat.gone_at = None;
            seat.leaving = false;
            self.announced_gone[s] = false;
            if self.game.to_move() == Some(s) {
                if let Some(clocks) = &mut self.game.clocks {
                    clocks.release_hold(now);
                }
            }
            self.send_presence();
        }
        Ok(letter)
    }

    fn closed(&mut self, conn: u64) {
        let Some(sub) = self.subs.remove(&conn) else {
            return;
        };
        if let Some(s) = sub.seat {
            let now = self.now();
            let timing = &self.timing;
            let seat = &mut self.game.seats[s];
            seat.online = seat.online.saturating_sub(1);
            if seat.online == 0 {
                self.presence_changed.push(s);
                let after = if seat.leaving {
                    timing.gone_after_leave
                } else {
                    timing.gone_after
                };
                seat.gone_at = Some(now + after.as_millis() as u64);
            }
            self.send_presence();
        }
    }

    fn refuse(&self, conn: u64, a: Option<u64>, refusal: Refusal) {
        let frame = ServerFrame::Err {
            a,
            code: refusal.code.as_str().into(),
            message: refusal.message,
            v: self.game.v,
            snapshot: Some(Box::new(self.snapshot())),
        };
        self.send_to(conn, encode(&frame));
    }

    fn ack(&self, conn: u64, a: Option<u64>, v: u64) {
        self.send_to(conn, encode(&ServerFrame::Ack { a, v }));
    }

    async fn act(&mut self, conn: u64, a: Option<u64>, action: Action, lag_ms: i64) {
        let Some(seat) = self.subs.get(&conn).map(|s| s.seat) else {
            return;
        };
        let result = match seat {
            None => Err(Refusal::new(
                ErrorCode::NotAPlayer,
                "spectators can watch but not act",
            )),
            Some(s) => {
                // Another instance may have stored events this one has not heard of yet (the
                // move the client answers, or the same move sent from a second device), and it
                // may store another between our catching up and our write: catch up and try
                // again, a few times, so the action ends in an acknowledgement of the stored
                // event or a precise refusal rather than `server_busy`.
                let mut attempts = 0;
                loop {
                    attempts += 1;
                    self.raced = false;
                    let result = self.act_as(s, action.clone(), lag_ms).await;
                    let mut retry = std::mem::take(&mut self.raced);
                    if result.is_err() && !retry && self.shared {
                        let known = self.game.v;
                        self.catch_up().await;
                        retry = self.game.v != known;
                    }
                    if !retry || attempts == MAX_ATTEMPTS {
                        break result;
                    }
                }
            }
        };
        match result {
            Ok(v) => self.ack(conn, a, v),
            Err(refusal) => self.refuse(conn, a, refusal),
        }
    }

    /// Does what seat `s` asked; the event number that carries it, or why not.
    async fn act_as(&mut self, s: usize, action: Action, lag_ms: i64) -> Result<u64, Refusal> {
        let letter = self.game.seats[s].letter;
        if let Action::Leave = action {
            self.game.seats[s].leaving = true;
            return Ok(self.game.v);
        }
        // A resend of something already done is acknowledged again, nothing appended.
        if let Some(v) = self.already_done(s, &action) {
            return Ok(v);
        }
        match self.game.status {
            Status::Ended | Status::Aborted => {
                return Err(Refusal::new(ErrorCode::GameOver, "the game is over"))
            }
            Status::Waiting if action != Action::Abort => {
                return Err(Refusal::new(
                    ErrorCode::NotAllowed,
                    "the game starts when every seat is taken",
                ))
            }
            _ => {}
        }
        if !self.game.in_play(s) {
            return Err(Refusal::new(
                ErrorCode::NotAPlayer,
                format!("{letter} is out of play"),
            ));
        }
        match action {
            Action::Move { n, mv } => self.play(s, n, mv, lag_ms).await,
            Action::Resign => {
                self.commit_end(format!("resign:{letter}"), Some(s), None)
                    .await
            }
            Action::Abort => {
                if self.game.session.ply_count() >= self.game.seats.len()
                    || self.game.seats.iter().all(|seat| seat.moved)
                {
                    return Err(Refusal::new(
                        ErrorCode::NotAllowed,
                        "too late to abort: every player has made a first move",
                    ));
                }
                self.commit_end("abort".into(), Some(s), None).await
            }
            Action::Draw(op) => self.draw(s, op).await,
            Action::Claim(what) => self.claim_gone(s, what).await,
            Action::Leave => unreachable!("handled above"),
        }
    }

    fn already_done(&self, s: usize, action: &Action) -> Option<u64> {
        match action {
            Action::Move { n, mv } => {
                let played = self.game.moves.get(*n as usize)?;
                (played.seat == s && &played.mv == mv).then_some(played.v)
            }
            Action::Resign | Action::Abort => {
                let (v, by, text) = self.game.ending.as_ref()?;
                let wanted = if *action == Action::Resign {
                    format!("resign:{}", self.game.seats[s].letter)
                } else {
                    "abort".into()
                };
                (*by == Some(s) && *text == wanted).then_some(*v)
            }
            Action::Draw(DrawOp::Offer) if self.game.draw_offer == Some(s) => Some(self.game.v),
            _ => None,
        }
    }

    async fn play(&mut self, s: usize, n: u64, mv: String, lag_ms: i64) -> Result<u64, Refusal> {
        let plies = self.game.moves.len() as u64;
        if n != plies {
            return Err(Refusal::new(
                ErrorCode::Stale,
                format!("ply {n} is not the next one: {plies} plies have been played"),
            ));
        }
        if self.game.to_move() != Some(s) {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                format!("it is {}'s turn", self.game.session.turn()),
            ));
        }
        let now = self.now();
        let before = self.game.clocks.clone();
        let mut remaining = None;
        if let Some(c) = &mut self.game.clocks {
            match c.charge_move(s, now, lag_ms) {
                Charge::Flagged => {
                    let letter = self.game.seats[s].letter;
                    let mut flagged = c.clone();
                    flagged.flag(s);
                    let at = flagged.remaining_at(now);
                    self.commit_end(format!("time:{letter}"), None, Some(at))
                        .await?;
                    return Err(Refusal::new(
                        ErrorCode::GameOver,
                        "your time ran out before the move arrived",
                    ));
                }
                Charge::InTime(_) => remaining = Some(c.remaining_at(now)),
            }
        }
        let body = Body {
            n: Some(n),
            mv: Some(mv),
            clocks: remaining,
            ..Body::default()
        };
        let letter = self.game.seats[s].letter;
        // The charged clocks (with their lag quota) stand only if the move is stored.
        let committed = self.commit(vec![("move", Some(letter), body)]).await;
        if committed.is_err() && !self.raced {
            self.game.clocks = before;
        }
        committed.map_err(|e| match e {
            CommitError::Refused(message) => Refusal::new(ErrorCode::IllegalMove, message),
            CommitError::Store(e) => busy(e),
        })
    }

    async fn draw(&mut self, s: usize, op: DrawOp) -> Result<u64, Refusal> {
        if self.game.seats.len() != 2 {
            return Err(Refusal::new(
                ErrorCode::NotAllowed,
                "draw offers are for two-player games",
            ));
        }
        let letter = self.game.seats[s].letter;
        let theirs = self.game.draw_offer.is_some_and(|o| o != s);
        match (op, theirs) {
            (DrawOp::Offer | DrawOp::Accept, true) => {
                self.commit_end("agreement".into(), Some(s), None).await
            }
            (DrawOp::Offer, false) => {
                self.commit_one(
                    "draw",
                    Some(letter),
                    Body {
                        op: Some(DrawOp::Offer),
                        ..Body::default()
                    },
                )
                .await
            }
            (DrawOp::Decline, true) => {
                self.commit_one(
                    "draw",
                    Some(letter),
                    Body {
                        op: Some(DrawOp::Decline),
                        ..Body::default()
                    },
                )
                .await
            }
            (DrawOp::Accept | DrawOp::Decline, false) => Err(Refusal::new(
                ErrorCode::NotAllowed,
                "there is no draw offer to answer",
            )),
        }
    }

    async fn claim_gone(&mut self, s: usize, what: ClaimWhat) -> Result<u64, Refusal> {
        // The opponent may be connected to another instance: ask the store now.
        self.read_presence().await;
        let now = self.now();
        let gone = (0..self.game.seats.len()).find(|&o| {
            let seat = &self.game.seats[o];
            o != s
                && self.game.in_play(o)
                && !self.online(o)
                && seat.gone_at.is_some_and(|at| now >= at)
        });
        let Some(o) = gone else {
            return Err(Refusal::new(
                ErrorCode::NotAllowed,
                "nobody is gone: a claim needs an opponent away past the timeout",
            ));
        };
        let them = self.game.seats[o].letter;
        let ending = match what {
            ClaimWhat::Win => format!("left:{them}"),
            ClaimWhat::Draw if self.game.seats.len() == 2 => format!("left-draw:{them}"),
            ClaimWhat::Draw => {
                return Err(Refusal::new(
                    ErrorCode::NotAllowed,
                    "a draw claim is for two-player games",
                ))
            }
        };
        self.commit_end(ending, Some(s), None).await
    }

    /// Ends the game off the board; `clocks` are the remaining times to log (default: as
    /// they stand now).
    async fn commit_end(
        &mut self,
        ending: String,
        by: Option<usize>,
        clocks: Option<Vec<i64>>,
    ) -> Result<u64, Refusal> {
        let now = self.now();
        let clocks = clocks.or_else(|| self.game.clocks.as_ref().map(|c| c.remaining_at(now)));
        let letter = by.map(|s| self.game.seats[s].letter);
        let body = Body {
            ending: Some(ending),
            clocks,
            ..Body::default()
        };
        self.commit_one("end", letter, body).await
    }

    async fn commit_one(
        &mut self,
        kind: &'static str,
        seat: Option<char>,
        body: Body,
    ) -> Result<u64, Refusal> {
        self.commit(vec![(kind, seat, body)])
            .await
            .map_err(|e| match e {
                CommitError::Refused(message) => Refusal::new(ErrorCode::NotAllowed, message),
                CommitError::Store(e) => busy(e),
            })
    }

    /// Applies, stores and announces new events; the number of the last one. If the engine
    /// refuses an event nothing changes; if the store fails the game is rebuilt from the log.
    async fn commit(
        &mut self,
        events: Vec<(&'static str, Option<char>, Body)>,
    ) -> Result<u64, CommitError> {
        let now = self.now();
        let at = unix_ms();
        let before_v = self.game.v;
        let saved_clocks = self.game.clocks.clone();
        let mut stored = Vec::new();
        for (kind, seat, body) in events {
            let ev = StoredEvent {
                seq: self.game.v + 1,
                kind: kind.into(),
                seat,
                body: serde_json::to_string(&body).expect("bodies serialise"),
                at,
            };
            if let Err(message) = self.game.apply(&self.meta, &ev, now) {
                self.rebuild(before_v, saved_clocks);
                return Err(CommitError::Refused(message));
            }
            stored.push(ev);
        }
        let update =
            RoomUpdate {
                status: self.game.status.as_str().into(),
                result: self.game.session.result_text(),
                clocks: self.game.clocks.as_ref().map(|c| {
                    serde_json::to_string(&c.remaining_at(now)).expect("numbers serialise")
                }),
                deadline: self.deadline_unix(),
            };
        let Some(rooms) = self.rooms.upgrade() else {
            self.rebuild(before_v, saved_clocks);
            return Err(CommitError::Store(StoreError::Failed(
                "the server is stopping".into(),
            )));
        };
        let written = rooms
            .store()
            .append(self.meta.key.clone(), before_v, stored.clone(), update)
            .await;
        if let Err(e) = written {
            self.rebuild(before_v, saved_clocks);
            if e == StoreError::Conflict {
                self.catch_up().await;
                self.raced = true;
            }
            return Err(CommitError::Store(e));
        }
        for ev in &stored {
            let frame = encode(&ServerFrame::Ev(self.event_view(ev)));
            self.broadcast_frame(frame);
        }
        Ok(self.game.v)
    }

    /// Puts the game back as the log stood at event `v` (after a refused or unstored event).
    fn rebuild(&mut self, v: u64, clocks: Option<Clocks>) {
        let now = self.now();
        let log: Vec<StoredEvent> = self.game.log[..v as usize].to_vec();
        let seats = self
            .game
            .seats
            .iter()
            .map(|s| Seat {
                moved: false,
                ..s.clone()
            })
            .collect();
        let mut game = Game::new(&self.meta, seats).expect("the start position was read before");
        for ev in &log {
            game.apply(&self.meta, ev, now)
                .expect("the stored log replays as it did before");
        }
        // Invites and tokens are not in the log: keep what the seats held.
        for (fresh, old) in game.seats.iter_mut().zip(&self.game.seats) {
            fresh.token_hash = old.token_hash.clone();
            fresh.invite_hash = old.invite_hash.clone();
        }
        game.clocks = clocks;
        self.game = game;
    }

    async fn claim(
        &mut self,
        invite: &str,
        wanted: Option<char>,
    ) -> Result<(char, String), ClaimError> {
        if self.expired() || self.game.status == Status::Aborted {
            return Err(ClaimError::Expired);
        }
        let hash = ids::hash(invite);
        // The invite hash stays after the claim, so a second claim says "taken".
        let found = self
            .game
            .seats
            .iter()
            .position(|s| s.invite_hash.as_deref() == Some(&hash[..]));
        let Some(s) = found else {
            return Err(ClaimError::BadInvite(
                "this invite is not for this room".into(),
            ));
        };
        let letter = self.game.seats[s].letter;
        if wanted.is_some_and(|w| w != letter) {
            return Err(ClaimError::BadInvite(format!(
                "this invite is for seat {letter}"
            )));
        }
        if self.game.seats[s].token_hash.is_some() {
            return Err(ClaimError::SeatTaken);
        }
        let token = ids::new_secret();
        let token_hash = ids::hash(&token);
        let now = self.now();
        let at = unix_ms();
        let before_v = self.game.v;
        let saved_clocks = self.game.clocks.clone();
        let mut stored = vec![StoredEvent {
            seq: before_v + 1,
            kind: "seat".into(),
            seat: Some(letter),
            body: "{}".into(),
            at,
        }];
        self.game.seats[s].token_hash = Some(token_hash.clone());
        if self.game.seats.iter().all(|seat| seat.token_hash.is_some()) {
            stored.push(StoredEvent {
                seq: before_v + 2,
                kind: "start".into(),
                seat: None,
                body: "{}".into(),
                at,
            });
        }
        for ev in &stored {
            self.game
                .apply(&self.meta, ev, now)
                .expect("seat and start events always apply");
        }
        let update = RoomUpdate {
            status: self.game.status.as_str().into(),
            result: None,
            clocks: None,
            deadline: self.deadline_unix(),
        };
        let written = match self.rooms.upgrade() {
            Some(rooms) => {
                rooms
                    .store()
                    .claim_seat(
                        self.meta.key.clone(),
                        letter,
                        token_hash,
                        before_v,
                        stored.clone(),
                        update,
                    )
                    .await
            }
            None => Err(StoreError::Failed("the server is stopping".into())),
        };
        if let Err(e) = written {
            self.game.seats[s].token_hash = None;
            self.rebuild(before_v, saved_clocks);
            return Err(match e {
                StoreError::Conflict => ClaimError::SeatTaken,
                StoreError::Failed(_) => ClaimError::Busy,
            });
        }
        for ev in &stored {
            let frame = encode(&ServerFrame::Ev(self.event_view(ev)));
            self.broadcast_frame(frame);
        }
        self.send_presence();
        Ok((letter, token))
    }

    fn summary(&self) -> Summary {
        Summary {
            variant: self.meta.variant.id().into(),
            status: self.game.status.as_str().into(),
            seats: self
                .game
                .seats
                .iter()
                .map(|s| SeatSummary {
                    letter: s.letter,
                    taken: s.token_hash.is_some(),
                })
                .collect(),
            clock: self.meta.clock,
            result: self.result_view(),
            to_move: self.game.to_move().map(|s| self.game.seats[s].letter),
            clocks: self
                .game
                .clocks
                .as_ref()
                .map(|c| c.remaining_at(self.now())),
            plies: self.game.moves.len(),
        }
    }

    fn result_view(&self) -> Option<ResultView> {
        self.game.session.result().map(|r| ResultView {
            text: r.text,
            rule: r.rule,
            winners: r.winners,
        })
    }

    fn seat_views(&self) -> Vec<SeatView> {
        let now = self.now();
        let live = self.game.status == Status::Live;
        self.game
            .seats
            .iter()
            .enumerate()
            .map(|(s, seat)| SeatView {
                letter: seat.letter,
                taken: seat.token_hash.is_some(),
                online: self.online(s),
                gone_in_ms: (live && !self.online(s) && seat.token_hash.is_some())
                    .then(|| seat.gone_at.map(|at| at.saturating_sub(now)))
                    .flatten(),
                out: !self.game.in_play(s),
            })
            .collect()
    }

    /// The whole state, as `welcome` and `err` carry it.
    pub fn snapshot(&self) -> Snapshot {
        let now = self.now();
        let clocks = self.game.clocks.as_ref();
        Snapshot {
            v: self.game.v,
            variant: self.meta.variant.id().into(),
            start: self.meta.start.clone(),
            moves: self.game.moves.iter().map(|m| m.mv.clone()).collect(),
            position: self.game.session.position(),
            status: self.game.status.as_str().into(),
            result: self.result_view(),
            clocks: clocks.map(|c| c.remaining_at(now)),
            running: clocks
                .and_then(Clocks::running)
                .filter(|_| self.game.status == Status::Live)
                .map(|s| self.game.seats[s].letter),
            clock: self.meta.clock,
            seats: self.seat_views(),
            to_move: self.game.to_move().map(|s| self.game.seats[s].letter),
            draw_offer: self.game.draw_offer.map(|s| self.game.seats[s].letter),
            first_move_in_ms: self.game.first_move_by.map(|by| by.saturating_sub(now)),
            endings: self.endings(),
        }
    }

    /// Every `end` event of the log with the number of moves before it.
    fn endings(&self) -> Vec<EndingAt> {
        let mut moves = 0;
        let mut endings = Vec::new();
        for ev in &self.game.log {
            match ev.kind.as_str() {
                "move" => moves += 1,
                "end" => {
                    let body: Body = serde_json::from_str(&ev.body).unwrap_or_default();
                    if let Some(ending) = body.ending {
                        endings.push(EndingAt { n: moves, ending });
                    }
                }
                _ => {}
            }
        }
        endings
    }

    /// An event as clients see it, with the state after it.
    fn event_view(&self, ev: &StoredEvent) -> Event {
        let body: Body = serde_json::from_str(&ev.body).unwrap_or_default();
        let last = ev.seq == self.game.v;
        Event {
            v: ev.seq,
            kind: ev.kind.clone(),
            seat: ev.seat,
            n: body.n,
            mv: body.mv,
            op: body.op,
            ending: body.ending,
            clocks: body.clocks.or_else(|| {
                last.then(|| {
                    self.game
                        .clocks
                        .as_ref()
                        .map(|c| c.remaining_at(self.now()))
                })
                .flatten()
            }),
            running: last
                .then(|| self.game.clocks.as_ref().and_then(Clocks::running))
                .flatten()
                .filter(|_| self.game.status == Status::Live)
                .map(|s| self.game.seats[s].letter),
            status: if last {
                self.game.status.as_str().into()
            } else {
                String::new()
            },
            result: if last { self.result_view() } else { None },
            to_move: if last {
                self.game.to_move().map(|s| self.game.seats[s].letter)
            } else {
                None
            },
            at: ev.at,
            first_move_in_ms: last
                .then(|| {
                    let now = self.now();
                    self.game.first_move_by.map(|by| by.saturating_sub(now))
                })
                .flatten(),
        }
    }

    fn send_presence(&mut self) {
        let frame = encode(&ServerFrame::Presence {
            seats: self.seat_views(),
        });
        self.broadcast_frame(frame);
    }

    fn send_to(&self, conn: u64, frame: Utf8Bytes) {
        if let Some(sub) = self.subs.get(&conn) {
            let _ = sub.out.try_send(Outbound::Frame(frame));
        }
    }

    /// Sends to every subscriber; one whose queue is full is dropped (it resyncs on reconnect).
    fn broadcast_frame(&mut self, frame: Utf8Bytes) {
        let mut dropped = Vec::new();
        for (&conn, sub) in &self.subs {
            if sub.out.try_send(Outbound::Frame(frame.clone())).is_err() {
                dropped.push(conn);
            }
        }
        for conn in dropped {
            self.closed(conn);
        }
    }
}

/// Why `commit` did not store events.
enum CommitError {
    /// The engine refused an event.
    Refused(String),
    /// The store failed.
    Store(StoreError),
}

/// The server-clock moment of an event stored at Unix ms `at`, seen at server time `now` (the
/// moment a clock started running, for events written by another instance or before a
/// reload of a shared room).
fn server_time_of(at: i64, now: u64) -> u64 {
    let ago = (unix_ms() - at).max(0) as u64;
    now.saturating_sub(ago)
}

fn busy(e: StoreError) -> Refusal {
    Refusal::new(
        ErrorCode::ServerBusy,
        format!("nothing changed, try again: {e}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn waiting_room(idle_unload: Duration) -> Room {
        let variant = Variant::Jungle;
        let start = variant.new_session(None).expect("a start").position();
        let seat = seat_letters(variant)[0];
        let created = create(vec![7; 32], variant, start, None, seat, i64::MAX);
        let timing = Timing {
            idle_unload,
            ..Timing::default()
        };
        Room::load(
            created.stored,
            timing,
            Instant::now(),
            Weak::new(),
            false,
            String::new(),
        )
        .expect("it loads")
    }

    #[test]
    fn a_watched_room_past_its_idle_period_sleeps_another_period() {
        let idle = Duration::from_millis(30);
        let mut room = waiting_room(idle);
        let (out, _frames) = mpsc::channel(OUTBOX);
        room.join(1, None, None, out).expect("a spectator joins");
        std::thread::sleep(idle + Duration::from_millis(10));
        assert!(
            room.next_wake() <= room.now(),
            "the idle deadline has passed"
        );
        assert!(!room.idle_check(), "a watched room stays loaded");
        assert!(
            room.next_wake() >= room.now() + 20,
            "the next wake is an idle period away, not now"
        );
    }

    #[test]
    fn an_unwatched_idle_room_unloads() {
        let idle = Duration::from_millis(30);
        let mut room = waiting_room(idle);
        assert!(!room.idle_check(), "not idle long enough yet");
        std::thread::sleep(idle + Duration::from_millis(10));
        assert!(room.idle_check());
    }
}
