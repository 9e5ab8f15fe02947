//! The registry of loaded rooms, and the rooms API that is not a connection: create, claim,
//! summary. A room is loaded from the store on first use and runs as an actor
//! (`room::Room::run`) until nothing keeps it loaded; the registry hands each room what it
//! needs (`room::Host`) and the way to unload itself, so a room never reaches back into it.
//!
//! Messages to a room that is not joined (a `hello`, a claim, a summary) are handed over while
//! holding the registry lock, and a room unloads itself under the same lock only when its
//! inbox is empty, so no message can be sent to a room that is going away.

use crate::clock::ClockSpec;
use crate::ids;
use crate::push::Pusher;
use crate::room::{self, ClaimError, Host, Outbox, Room, RoomMsg};
use crate::settings::Timing;
use crate::store::{Notice, SharedStore, StoreError};
use crate::time::unix_ms;
use futures_util::StreamExt;
use prometheus_client::metrics::histogram::Histogram;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tahta_engine::Variant;
use tahta_protocol::api::Summary;
use tahta_protocol::{ErrorCode, Refusal};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;

/// The registry, shared by the handlers.
pub type SharedRooms = Arc<Rooms>;

/// How many messages may wait for one room.
const INBOX: usize = 1024;

/// How many rooms the start loads at once.
const LOADS_AT_ONCE: usize = 64;

/// A loaded room's inbox.
#[derive(Clone)]
pub struct RoomHandle {
    id: u64,
    inbox: mpsc::Sender<RoomMsg>,
}

impl RoomHandle {
    /// Sends a message to the room; false if it has stopped.
    pub async fn send(&self, msg: RoomMsg) -> bool {
        self.inbox.send(msg).await.is_ok()
    }
}

/// Every loaded room.
pub struct Rooms {
    store: SharedStore,
    timing: Timing,
    origin: Instant,
    loaded: Mutex<HashMap<Vec<u8>, RoomHandle>>,
    tasks: Mutex<Vec<tokio::task::JoinHandle<()>>>,
    next_id: AtomicU64,
    stopping: watch::Receiver<bool>,
    /// This instance's id, for presence rows in a shared store.
    instance: String,
    /// Where rooms send notifications (none: Web Push is off).
    push: Option<Arc<Pusher>>,
    /// Where rooms record how long each action waited for its answer.
    ack_seconds: Histogram,
}

/// Why a room could not be reached.
#[derive(Debug)]
pub enum Unreachable {
    /// No such room.
    NotFound,
    /// Its inbox is full, or it could not be loaded.
    Busy(String),
}

/// What `POST /api/rooms` asks for, checked.
pub struct NewRoom {
    /// The variant.
    pub variant: Variant,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The creator's seat letter, or `None` for a random one.
    pub seat: Option<char>,
    /// The start position (already checked by the engine).
    pub start: String,
    /// Whether takebacks may be asked for.
    pub takebacks: bool,
    /// Listed among the open games while it waits for players.
    pub open: bool,
}

/// What the creator gets back.
pub struct Opened {
    /// The room id (the watch capability).
    pub room: String,
    /// The creator's seat.
    pub seat: char,
    /// The creator's seat token.
    pub token: String,
    /// One invite per free seat.
    pub invites: Vec<(char, String)>,
}

impl Rooms {
    /// An empty registry over `store` for instance `instance`, its rooms notifying through
    /// `push` and timing their answers into `ack_seconds`.
    pub fn new(
        store: SharedStore,
        timing: Timing,
        stopping: watch::Receiver<bool>,
        instance: String,
        push: Option<Arc<Pusher>>,
        ack_seconds: Histogram,
    ) -> Arc<Rooms> {
        Arc::new(Rooms {
            push,
            ack_seconds,
            store,
            timing,
            origin: crate::time::server_origin(),
            loaded: Mutex::new(HashMap::new()),
            tasks: Mutex::new(Vec::new()),
            next_id: AtomicU64::new(1),
            stopping,
            instance,
        })
    }

    /// The notification sender, when Web Push is on.
    pub fn pusher(&self) -> Option<&Arc<Pusher>> {
        self.push.as_ref()
    }

    /// The store.
    pub fn store(&self) -> &SharedStore {
        &self.store
    }

    /// The store key of room `room_id` and the seat that `token` holds in it, if any.
    pub async fn seat_of_token(
        self: &Arc<Self>,
        room_id: &str,
        token: &str,
    ) -> Result<(Vec<u8>, Option<char>), Unreachable> {
        let key = ids::hash(room_id);
        if !ids::looks_like_secret(token) {
            return Ok((key, None));
        }
        let (reply, answer) = oneshot::channel();
        let msg = RoomMsg::SeatOfToken {
            token_hash: ids::hash(token),
            reply,
        };
        self.deliver(&key, msg).await?;
        let seat = answer
            .await
            .map_err(|_| Unreachable::Busy("the room stopped".into()))?;
        Ok((key, seat))
    }

    /// Answers once the store can be read.
    pub async fn store_ready(&self) -> Result<(), StoreError> {
        self.store.ready().await
    }

    /// How many rooms are loaded now.
    pub fn loaded_count(&self) -> usize {
        self.loaded.lock().expect("rooms lock").len()
    }

    /// Passes a notice of the bus to the loaded room it is about (all of them on `Resync`).
    /// Rooms that are not loaded here read the log when they are.
    pub fn notify(&self, notice: Notice) {
        let loaded = self.loaded.lock().expect("rooms lock");
        // A full inbox reads the log on a later notice or action anyway.
        let send = |handle: &RoomHandle, msg: RoomMsg| drop(handle.inbox.try_send(msg));
        match notice {
            Notice::Event { key, seq, events } => {
                if let Some(h) = loaded.get(&key) {
                    send(
                        h,
                        RoomMsg::Refresh {
                            upto: Some(seq),
                            events,
                        },
                    );
                }
            }
            Notice::Presence { key } => {
                if let Some(h) = loaded.get(&key) {
                    send(h, RoomMsg::PresenceChanged);
                }
            }
            Notice::Resync => {
                for h in loaded.values() {
                    send(
                        h,
                        RoomMsg::Refresh {
                            upto: None,
                            events: None,
                        },
                    );
                }
            }
        }
    }

    /// Says this instance is alive (for a store shared between instances), and loads the
    /// rooms whose deadline passed (the sweeper: games by days, and with a shared store any
    /// clocked room), every `every`, until the server stops.
    pub async fn sweep(self: Arc<Self>, every: std::time::Duration) {
        let mut stopping = self.stopping();
        let mut tick = tokio::time::interval(every);
        let mut next_deletion = Instant::now();
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                _ = stopping.changed() => return,
            }
            if Instant::now() >= next_deletion {
                // A full batch is followed by the next at once; otherwise wait a while.
                let more = self.delete_expired().await.unwrap_or_else(|e| {
                    tracing::error!("retention: {e}");
                    false
                });
                if !more {
                    next_deletion = Instant::now() + self.timing.retention.every;
                }
            }
            let now = unix_ms();
            if let Err(e) = self.store.heartbeat(self.instance.clone(), now).await {
                eprintln!("tahta-server: heartbeat: {e}");
                continue;
            }
            match self.store.due_rooms(now).await {
                Ok(keys) => {
                    for key in keys {
                        if let Err(Unreachable::Busy(e)) = self.handle(&key).await {
                            eprintln!("tahta-server: a due room could not be loaded: {e}");
                        }
                    }
                }
                Err(e) => eprintln!("tahta-server: sweeper: {e}"),
            }
        }
    }

    /// Deletes one batch of rooms past their retention, except those loaded here (someone is
    /// looking at it; it goes in a later batch once unloaded): whether more may be waiting.
    async fn delete_expired(&self) -> Result<bool, StoreError> {
        let retention = &self.timing.retention;
        let cutoffs = retention.cutoffs(unix_ms());
        let found = self.store.expired_rooms(cutoffs, retention.batch).await?;
        let keys: Vec<Vec<u8>> = {
            let loaded = self.loaded.lock().expect("rooms lock");
            found
                .into_iter()
                .filter(|key| !loaded.contains_key(key))
                .collect()
        };
        if keys.is_empty() {
            return Ok(false);
        }
        let deleted = self.store.delete_rooms(keys, cutoffs).await?;
        tracing::info!(
            event = "rooms_deleted",
            deleted,
            "rooms past their retention were deleted"
        );
        Ok(deleted >= u64::from(retention.batch))
    }

    /// Fires when the server starts stopping.
    fn stopping(&self) -> watch::Receiver<bool> {
        self.stopping.clone()
    }

    /// Loads every live room with a clock, so that its flag timer runs with nobody connected.
    /// Many at once: each takes its room over from the previous run (a write), and the
    /// store commits the writes waiting together, instead of one commit after another.
    pub async fn load_live_clocked(self: &Arc<Self>) -> Result<(), StoreError> {
        let keys = self.store.live_clocked_rooms().await?;
        futures_util::stream::iter(keys)
            .for_each_concurrent(LOADS_AT_ONCE, |key| async move {
                if let Err(Unreachable::Busy(e)) = self.handle(&key).await {
                    eprintln!("tahta-server: a live room could not be loaded: {e}");
                }
            })
            .await;
        Ok(())
    }

    /// The room's handle, loading it if needed.
    async fn handle(self: &Arc<Self>, key: &[u8]) -> Result<RoomHandle, Unreachable> {
        if let Some(h) = self.loaded.lock().expect("rooms lock").get(key) {
            return Ok(h.clone());
        }
        // A live clocked room whose owner died is credited its downtime and taken over first.
        self.store
            .resume(key.to_vec(), self.instance.clone(), unix_ms())
            .await
            .map_err(|e| Unreachable::Busy(e.to_string()))?;
        let stored = self
            .store
            .load_room(key.to_vec())
            .await
            .map_err(|e| Unreachable::Busy(e.to_string()))?
            .ok_or(Unreachable::NotFound)?;
        let host = Host {
            store: self.store.clone(),
            timing: self.timing.clone(),
            origin: self.origin,
            stopping: self.stopping.clone(),
            instance: self.instance.clone(),
            push: self.push.clone(),
            ack_seconds: self.ack_seconds.clone(),
        };
        let room = Room::load(stored, host)
            .map_err(|e| Unreachable::Busy(format!("the room's log does not replay: {e}")))?;
        let mut loaded = self.loaded.lock().expect("rooms lock");
        if let Some(h) = loaded.get(key) {
            // Loaded by someone else meanwhile: theirs stands.
            return Ok(h.clone());
        }
        let (inbox, receiver) = mpsc::channel(INBOX);
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let handle = RoomHandle { id, inbox };
        loaded.insert(key.to_vec(), handle.clone());
        let registry = Arc::downgrade(self);
        let key = key.to_vec();
        let unload = move |inbox: &mpsc::Receiver<RoomMsg>| {
            registry
                .upgrade()
                .is_some_and(|rooms| rooms.unload(&key, id, inbox))
        };
        let task = tokio::spawn(room.run(receiver, unload));
        let mut tasks = self.tasks.lock().expect("tasks lock");
        tasks.retain(|t| !t.is_finished());
        tasks.push(task);
        Ok(handle)
    }

    /// Hands `msg` to the room (loading it if needed), under the registry lock; returns the
    /// handle for later messages of a joined connection.
    async fn deliver(
        self: &Arc<Self>,
        key: &[u8],
        mut msg: RoomMsg,
    ) -> Result<RoomHandle, Unreachable> {
        for _ in 0..3 {
            let handle = self.handle(key).await?;
            let loaded = self.loaded.lock().expect("rooms lock");
            match loaded.get(key) {
                Some(current) if current.id == handle.id => match current.inbox.try_send(msg) {
                    Ok(()) => return Ok(handle),
                    Err(mpsc::error::TrySendError::Full(_)) => {
                        return Err(Unreachable::Busy("the room is busy".into()))
                    }
                    Err(mpsc::error::TrySendError::Closed(m)) => msg = m,
                },
                _ => {}
            }
        }
        Err(Unreachable::Busy("the room is being reloaded".into()))
    }

    /// Asked by a room that wants to unload: succeeds (and removes it) only if its inbox is
    /// empty, under the lock that every first message is sent under.
    fn unload(&self, key: &[u8], id: u64, inbox: &mpsc::Receiver<RoomMsg>) -> bool {
        let mut loaded = self.loaded.lock().expect("rooms lock");
        if !inbox.is_empty() {
            return false;
        }
        if loaded.get(key).is_some_and(|h| h.id == id) {
            loaded.remove(key);
        }
        true
    }

    /// Waits for every room actor to stop (after the stop signal, given at Unix ms
    /// `stopped_at`: this instance's last moment up, when the clocks stopped), stores the
    /// notices handed over and lets the sends under way settle, records that moment and
    /// closes the store.
    pub async fn close(&self, stopped_at: i64) {
        let tasks: Vec<_> = std::mem::take(&mut *self.tasks.lock().expect("tasks lock"));
        for task in tasks {
            let _ = task.await;
        }
        self.loaded.lock().expect("rooms lock").clear();
        if let Some(push) = &self.push {
            push.flush().await;
        }
        if let Err(e) = self.store.stopped(self.instance.clone(), stopped_at).await {
            eprintln!("tahta-server: recording the stop: {e}");
        }
        if let Err(e) = self.store.close().await {
            eprintln!("tahta-server: closing the store: {e}");
        }
    }

    /// Creates a room: stores it with its seats and first event.
    pub async fn create(&self, new: NewRoom) -> Result<Opened, StoreError> {
        let letters = room::seat_letters(new.variant);
        let seat = new
            .seat
            .unwrap_or_else(|| letters[(ids::random_u64() % letters.len() as u64) as usize]);
        let room_id = ids::new_secret();
        let expires_at = unix_ms() + self.timing.invite_life.as_millis() as i64;
        let created = room::create(
            ids::hash(&room_id),
            new.variant,
            new.start,
            new.clock,
            new.takebacks,
            self.timing.day.as_millis() as u64,
            seat,
            expires_at,
            unix_ms(),
            new.open.then(|| room_id.clone()),
        );
        self.store
            .create_room(created.stored, created.clocks, unix_ms())
            .await?;
        Ok(Opened {
            room: room_id,
            seat: created.seat,
            token: created.token,
            invites: created.invites,
        })
    }

    /// Claims the seat of `invite` in room `room_id`.
    pub async fn claim(
        self: &Arc<Self>,
        room_id: &str,
        invite: String,
        seat: Option<char>,
    ) -> Result<(char, String), ClaimFailure> {
        let (reply, answer) = oneshot::channel();
        self.deliver(
            &ids::hash(room_id),
            RoomMsg::Claim {
                invite,
                seat,
                reply,
            },
        )
        .await
        .map_err(ClaimFailure::Unreachable)?;
        answer
            .await
            .map_err(|_| ClaimFailure::Unreachable(Unreachable::Busy("the room stopped".into())))?
            .map_err(ClaimFailure::Refused)
    }

    /// Takes a free seat of the open game `room_id` (no invite needed: it is listed).
    pub async fn take(self: &Arc<Self>, room_id: &str) -> Result<(char, String), ClaimFailure> {
        let (reply, answer) = oneshot::channel();
        self.deliver(&ids::hash(room_id), RoomMsg::Take { reply })
            .await
            .map_err(ClaimFailure::Unreachable)?;
        answer
            .await
            .map_err(|_| ClaimFailure::Unreachable(Unreachable::Busy("the room stopped".into())))?
            .map_err(ClaimFailure::Refused)
    }

    /// The public summary of room `room_id`.
    pub async fn summary(self: &Arc<Self>, room_id: &str) -> Result<Summary, Unreachable> {
        let (reply, answer) = oneshot::channel();
        self.deliver(&ids::hash(room_id), RoomMsg::Summary { reply })
            .await?;
        answer
            .await
            .map_err(|_| Unreachable::Busy("the room stopped".into()))
    }

    /// A connection's `hello`: joins room `room_id` as the token's seat (or as a spectator).
    /// On success the room's handle, for the connection's later messages.
    pub async fn join(
        self: &Arc<Self>,
        room_id: &str,
        conn: u64,
        token: Option<String>,
        since: Option<u64>,
        out: Outbox,
    ) -> Result<(RoomHandle, Option<char>), Refusal> {
        let (reply, answer) = oneshot::channel();
        let msg = RoomMsg::Join {
            conn,
            token,
            since,
            out,
            reply,
        };
        let handle = match self.deliver(&ids::hash(room_id), msg).await {
            Ok(h) => h,
            Err(Unreachable::NotFound) => {
                return Err(Refusal::new(ErrorCode::RoomNotFound, "no such room"))
            }
            Err(Unreachable::Busy(e)) => return Err(Refusal::new(ErrorCode::ServerBusy, e)),
        };
        match answer.await {
            Ok(Ok(seat)) => Ok((handle, seat)),
            Ok(Err(refusal)) => Err(refusal),
            Err(_) => Err(Refusal::new(ErrorCode::ServerBusy, "the room stopped")),
        }
    }
}

/// Why a claim failed.
pub enum ClaimFailure {
    /// The room could not be reached.
    Unreachable(Unreachable),
    /// The room said no.
    Refused(ClaimError),
}
