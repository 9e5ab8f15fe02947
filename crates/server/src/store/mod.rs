//! The durable store: rooms, seats and each room's append-only event log. The log is the
//! truth; the room row is a cache of its last state, kept for re-arming timers.
//!
//! Two implementations behind one trait: `sqlite` (the default, embedded) and `postgres`
//! (several server instances on one database). The same test suite runs against both.

pub mod downtime;
pub mod event_row;
pub mod metered;
pub mod postgres;
pub mod sqlite;

pub use event_row::EventRow;

use crate::retention::Cutoffs;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
pub use tahta_protocol::{ClockSpec, Event, LoggedEvent};

/// A time control as the `rooms` table holds it: `base_s` and `inc_s` for a Fischer clock,
/// `days` for a game by days, all null without a clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockColumns {
    /// Base seconds.
    pub base_s: Option<u32>,
    /// Increment seconds.
    pub inc_s: Option<u32>,
    /// Days per move.
    pub days: Option<u32>,
}

impl ClockColumns {
    /// The columns of `clock`.
    pub fn of(clock: Option<ClockSpec>) -> ClockColumns {
        match clock {
            None => ClockColumns::default(),
            Some(ClockSpec::Fischer { base_s, inc_s }) => ClockColumns {
                base_s: Some(base_s),
                inc_s: Some(inc_s),
                days: None,
            },
            Some(ClockSpec::Days { days }) => ClockColumns {
                days: Some(days),
                ..ClockColumns::default()
            },
        }
    }

    /// The time control the columns hold.
    pub fn clock(self) -> Option<ClockSpec> {
        match (self.base_s, self.inc_s, self.days) {
            (_, _, Some(days)) => Some(ClockSpec::Days { days }),
            (Some(base_s), Some(inc_s), None) => Some(ClockSpec::Fischer { base_s, inc_s }),
            _ => None,
        }
    }
}

/// Why the store could not do something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// Another writer got there first: the room's last event is not the one expected, or the
    /// seat was claimed already.
    Conflict,
    /// The database failed (disk full, I/O error, connection lost…), the store is closed, or
    /// a stored row does not read.
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict => f.write_str("conflicting write"),
            StoreError::Failed(e) => write!(f, "store failed: {e}"),
        }
    }
}

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    /// The player letter.
    pub letter: char,
    /// Hash of the invite that claims it (none for the creator's seat).
    pub invite_hash: Option<Vec<u8>>,
    /// Hash of the token of whoever holds it.
    pub token_hash: Option<Vec<u8>>,
}

/// A room's settings and cached state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoom {
    /// Hash of the room id.
    pub key: Vec<u8>,
    /// The variant id.
    pub variant: String,
    /// The start position string.
    pub start: String,
    /// The time control, if any (stored as the columns of [`ClockColumns`]).
    pub clock: Option<ClockSpec>,
    /// Whether takebacks may be asked for; none in rooms made before the option (the
    /// default then: not with a clock, yes without).
    pub takebacks: Option<bool>,
    /// `waiting`, `live`, `ended`, `aborted`.
    pub status: String,
    /// The result text once over.
    pub result: Option<String>,
    /// Unix ms after which a waiting room's invites no longer work.
    pub expires_at: i64,
    /// Every seat, in player order.
    pub seats: Vec<StoredSeat>,
    /// The whole log.
    pub events: Vec<LoggedEvent>,
    /// For each event of the log, the downtime credited to the room since it was stored, in
    /// ms (empty for a room being created): see [`downtime`].
    pub downtime_after: Vec<i64>,
    /// The room id of an open game (listed while it waits for players): kept in the clear for
    /// those rooms only, since the list hands it out anyway. `None` for a private room.
    pub open_id: Option<String>,
}

impl StoredRoom {
    /// For an open game, its creator's seat letter (the seat taken without an invite), which
    /// the listing shows; `None` for a private room.
    pub fn open_creator(&self) -> Option<String> {
        self.open_id.as_ref()?;
        self.seats
            .iter()
            .find(|s| s.invite_hash.is_none())
            .map(|s| s.letter.to_string())
    }
}

/// Which open games `Store::open_rooms` lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenQuery {
    /// Only this variant, if given.
    pub variant: Option<String>,
    /// Only rooms created at or after this (Unix ms), unless they are games by days.
    pub created_since: i64,
    /// Only rooms whose invitations still work at this time (Unix ms).
    pub now: i64,
    /// Only rooms after this one in the order (newest first): its creation time and room id.
    pub before: Option<(i64, String)>,
    /// At most this many.
    pub limit: u32,
}

impl OpenQuery {
    /// `before` as the listing's query takes it (see `page_cursor`).
    pub fn cursor(&self) -> (i64, String) {
        page_cursor(&self.before)
    }
}

/// A listing's `before` as its query takes it: with no cursor, a creation time after every
/// room's and an empty id.
fn page_cursor(before: &Option<(i64, String)>) -> (i64, String) {
    before.clone().unwrap_or((i64::MAX, String::new()))
}

/// Which live public games `Store::live_rooms` lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveQuery {
    /// Only this variant, if given.
    pub variant: Option<String>,
    /// Only rooms after this one in the order (newest first): its creation time and room id.
    pub before: Option<(i64, String)>,
    /// At most this many.
    pub limit: u32,
}

impl LiveQuery {
    /// `before` as the listing's query takes it (see `page_cursor`).
    pub fn cursor(&self) -> (i64, String) {
        page_cursor(&self.before)
    }
}

/// A live public game as the store lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveRow {
    /// The room id.
    pub room_id: String,
    /// The variant id.
    pub variant: String,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The seats' letters, in alphabetical order.
    pub seats: Vec<char>,
    /// Moves made so far.
    pub plies: u32,
    /// Unix ms.
    pub created_at: i64,
}

/// An open game as the store lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenRow {
    /// The room id.
    pub room_id: String,
    /// The variant id.
    pub variant: String,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The creator's seat letter.
    pub creator: char,
    /// Seats nobody holds.
    pub free: u32,
    /// Unix ms.
    pub created_at: i64,
}

/// A seat's push subscription, stored beside its token hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPush {
    /// The room id (the watch capability), which the notification carries so that a tap
    /// opens the room; the subscriber gave it. Never the seat token.
    pub room_id: String,
    /// The push service's URL for the subscription.
    pub endpoint: String,
    /// The browser's P-256 public key, base64url.
    pub p256dh: String,
    /// The authentication secret, base64url.
    pub auth: String,
    /// The notifications' language.
    pub lang: String,
}

/// A notice waiting in the push outbox (`push::sender`): at most one per seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    /// The room's key.
    pub key: Vec<u8>,
    /// The seat's player letter.
    pub seat: char,
    /// Which notice of the seat this is: a newer one replaces it under a new id, so that the
    /// sender of the older one cannot delete it.
    pub id: i64,
    /// The notice, JSON.
    pub body: String,
    /// Sends tried so far.
    pub tries: u32,
}

/// The room row's cached state after an append.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomUpdate {
    /// The status after the events.
    pub status: String,
    /// The result text, once over.
    pub result: Option<String>,
    /// Remaining ms per seat, JSON, when the room has a clock (for re-arming timers).
    pub clocks: Option<String>,
    /// Unix ms when the room next needs a timer (a flag or the first-move limit), while live.
    pub deadline: Option<i64>,
    /// Moves made so far (what the list of live games shows without loading the room).
    pub plies: u32,
}

/// The store every room uses, shared.
pub type SharedStore = Arc<dyn Store>;

/// What a store method returns: a boxed future, so that `Store` can be a trait object.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// A durable store of rooms.
pub trait Store: Send + Sync {
    /// Stores a new room with its seats and first events.
    fn create_room(
        &self,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()>;

    /// Appends `events` to the room whose last event is `after`, and updates its row; a
    /// `Conflict` if the log has moved on (another writer), in which case nothing is stored.
    fn append(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()>;

    /// Appends `events` as `append` does and, in the same transaction, creates `room` (with
    /// the cached `clocks`, at `now`): both or neither, so that of two writers racing to make
    /// a rematch only one room is made.
    #[allow(clippy::too_many_arguments)]
    fn append_creating(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()>;

    /// Gives seat `letter` to the holder of `token_hash` if nobody holds it, appending
    /// `events` in the same transaction; `Conflict` if it was taken.
    fn claim_seat(
        &self,
        key: Vec<u8>,
        letter: char,
        token_hash: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()>;

    /// Open games waiting for players, newest first (by creation time, then room id).
    fn open_rooms(&self, query: OpenQuery) -> StoreFuture<'_, Vec<OpenRow>>;

    /// Live public games (started, not over), newest first (by creation time, then room id).
    fn live_rooms(&self, query: LiveQuery) -> StoreFuture<'_, Vec<LiveRow>>;

    /// The room with its seats and whole log, if it exists.
    fn load_room(&self, key: Vec<u8>) -> StoreFuture<'_, Option<StoredRoom>>;

    /// The room's seats and its events after `after` (for an instance catching up on what
    /// another one wrote).
    fn events_after(
        &self,
        key: Vec<u8>,
        after: u64,
    ) -> StoreFuture<'_, (Vec<StoredSeat>, Vec<LoggedEvent>)>;

    /// Keys of live rooms with a clock: their flag timers must run whether or not anyone is
    /// connected, so the server loads them at start.
    fn live_clocked_rooms(&self) -> StoreFuture<'_, Vec<Vec<u8>>>;

    /// Keys of live rooms whose deadline (unix ms) has passed and that no other instance's
    /// sweeper has just taken: this instance loads them so that their timers fire. Alone
    /// (SQLite), only games by days: the other clocked rooms stay loaded from the start.
    fn due_rooms(&self, now: i64) -> StoreFuture<'_, Vec<Vec<u8>>>;

    /// Up to `limit` rooms past their retention at `cutoffs` (waiting rooms whose invitations
    /// expired, aborted and finished rooms over before their cutoffs), oldest first, that no
    /// other instance holds a connection to.
    fn expired_rooms(&self, cutoffs: Cutoffs, limit: u32) -> StoreFuture<'_, Vec<Vec<u8>>>;

    /// Deletes the rooms of `keys` that are still past their retention at `cutoffs` (and not
    /// held by another instance), with their seats, events, subscriptions and outbox notices,
    /// in one transaction: how many were deleted.
    fn delete_rooms(&self, keys: Vec<Vec<u8>>, cutoffs: Cutoffs) -> StoreFuture<'_, u64>;

    /// Says that `instance` is alive at `now` (unix ms).
    fn heartbeat(&self, instance: String, now: i64) -> StoreFuture<'_, ()>;

    /// Says that `instance` stopped cleanly at `now` (unix ms): its last moment up.
    fn stopped(&self, instance: String, now: i64) -> StoreFuture<'_, ()>;

    /// Before `instance` loads the room for play at `now` (unix ms): if it is a live Fischer
    /// room whose owner is dead, takes it over, crediting the owner's downtime to the room
    /// (see [`downtime`]).
    fn resume(&self, key: Vec<u8>, instance: String, now: i64) -> StoreFuture<'_, ()>;

    /// Records whether `instance` holds connections for `seat` of the room.
    fn set_presence(
        &self,
        instance: String,
        key: Vec<u8>,
        seat: char,
        online: bool,
    ) -> StoreFuture<'_, ()>;

    /// Seats of the room with connections on other live instances.
    fn remote_presence(
        &self,
        instance: String,
        key: Vec<u8>,
        now: i64,
    ) -> StoreFuture<'_, Vec<char>>;

    /// The server's VAPID private key: `candidate` if the store had none (it is stored then),
    /// else the one stored first, so that every instance signs with the same key.
    fn vapid_key(&self, candidate: Vec<u8>) -> StoreFuture<'_, Vec<u8>>;

    /// Stores `push` as seat `seat`'s subscription (replacing any).
    fn set_push(&self, key: Vec<u8>, seat: char, push: StoredPush) -> StoreFuture<'_, ()>;

    /// Removes seat `seat`'s subscription: any, or only if its endpoint is `endpoint`.
    fn remove_push(
        &self,
        key: Vec<u8>,
        seat: char,
        endpoint: Option<String>,
    ) -> StoreFuture<'_, ()>;

    /// Seat `seat`'s subscription, if it has one.
    fn push_of(&self, key: Vec<u8>, seat: char) -> StoreFuture<'_, Option<StoredPush>>;

    /// Puts `rows` in the push outbox, each replacing the seat's waiting notice (whatever its
    /// tries or lease), due at `now` (unix ms).
    fn outbox_put(&self, rows: Vec<OutboxRow>, now: i64) -> StoreFuture<'_, ()>;

    /// Leases to `instance` until `now + lease_ms` up to `limit` notices that are due and
    /// that no live instance holds a lease on, and returns them: each is sent by one
    /// instance at a time.
    fn outbox_claim(
        &self,
        instance: String,
        now: i64,
        lease_ms: i64,
        limit: u32,
    ) -> StoreFuture<'_, Vec<OutboxRow>>;

    /// Settles the seat's notice `id` (if it was not replaced meanwhile): deleted when
    /// `retry_at` is none (delivered, or given up), else tried again then, unleased.
    fn outbox_settle(
        &self,
        key: Vec<u8>,
        seat: char,
        id: i64,
        retry_at: Option<i64>,
    ) -> StoreFuture<'_, ()>;

    /// Answers once the store can be read (for `/readyz`).
    fn ready(&self) -> StoreFuture<'_, ()>;

    /// Whether several instances share this store (then a room's clock keeps running while
    /// one instance restarts, and instances learn of each other's writes through the bus).
    fn shared(&self) -> bool;

    /// Refuses every later write, finishes (commits) what was sent before, and returns.
    fn close(&self) -> StoreFuture<'_, ()>;
}

/// What the bus tells an instance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Event `seq` of the room was stored.
    Event {
        /// The room key.
        key: Vec<u8>,
        /// The event's number.
        seq: u64,
        /// The events stored, up to `seq`, when the notice carries them: a room that has
        /// every event before them applies them without reading the log.
        events: Option<Vec<LoggedEvent>>,
    },
    /// Some instance's connections to the room changed.
    Presence {
        /// The room key.
        key: Vec<u8>,
    },
    /// Notices may have been lost (the bus reconnected): every loaded room must catch up.
    Resync,
}

/// How instances hear of each other's writes. Publishing is part of a store's write (so that
/// nothing unstored is announced); a bus only delivers.
pub trait Bus: Send + Sync {
    /// Delivers notices until the bus is closed; reconnects by itself.
    fn run(&self, deliver: Box<dyn Fn(Notice) + Send + Sync>) -> StoreFuture<'static, ()>;
}
