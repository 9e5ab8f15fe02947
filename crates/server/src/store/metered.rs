//! A store that times its writes for `/metrics`: every write (a new room, an append, a
//! claimed seat) is observed with how long it took and whether it failed, and the moves it
//! stored are counted. A lost race between instances (`Conflict`) is not a failure.

use super::{Event, LiveQuery, LiveRow, OpenQuery, OpenRow, OutboxRow, StoredPush, StoredSeat};
use super::{LoggedEvent, RoomUpdate, SharedStore, Store, StoreError, StoreFuture, StoredRoom};
use crate::metrics::Metrics;
use crate::retention::Cutoffs;
use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

/// `inner`, with its writes measured into `metrics`.
pub struct Metered {
    inner: SharedStore,
    metrics: Arc<Metrics>,
}

impl Metered {
    /// Wraps `inner`.
    pub fn new(inner: SharedStore, metrics: Arc<Metrics>) -> Arc<Metered> {
        Arc::new(Metered { inner, metrics })
    }

    /// Runs `write`, recording its time and outcome, and `moves` stored moves if it succeeded.
    fn measured<'a, T: 'a>(
        &'a self,
        moves: u64,
        write: impl Future<Output = Result<T, StoreError>> + Send + 'a,
    ) -> StoreFuture<'a, T> {
        Box::pin(async move {
            let started = Instant::now();
            let result = write.await;
            let failed = matches!(result, Err(StoreError::Failed(_)));
            self.metrics.store_write(started.elapsed(), failed);
            if result.is_ok() {
                self.metrics.moves.inc_by(moves);
            }
            result
        })
    }
}

/// How many of `events` are moves.
fn moves_in(events: &[LoggedEvent]) -> u64 {
    events
        .iter()
        .filter(|e| matches!(e.event, Event::Move { .. }))
        .count() as u64
}

impl Store for Metered {
    fn create_room(
        &self,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()> {
        self.measured(0, self.inner.create_room(room, clocks, now))
    }

    fn append(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()> {
        let moves = moves_in(&events);
        self.measured(moves, self.inner.append(key, after, events, update))
    }

    fn append_creating(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()> {
        let moves = moves_in(&events);
        let write = self
            .inner
            .append_creating(key, after, events, update, room, clocks, now);
        self.measured(moves, write)
    }

    fn open_rooms(&self, query: OpenQuery) -> StoreFuture<'_, Vec<OpenRow>> {
        self.inner.open_rooms(query)
    }

    fn live_rooms(&self, query: LiveQuery) -> StoreFuture<'_, Vec<LiveRow>> {
        self.inner.live_rooms(query)
    }

    fn claim_seat(
        &self,
        key: Vec<u8>,
        letter: char,
        token_hash: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()> {
        let write = self
            .inner
            .claim_seat(key, letter, token_hash, after, events, update);
        self.measured(0, write)
    }

    fn load_room(&self, key: Vec<u8>) -> StoreFuture<'_, Option<StoredRoom>> {
        self.inner.load_room(key)
    }

    fn events_after(
        &self,
        key: Vec<u8>,
        after: u64,
    ) -> StoreFuture<'_, (Vec<StoredSeat>, Vec<LoggedEvent>)> {
        self.inner.events_after(key, after)
    }

    fn live_clocked_rooms(&self) -> StoreFuture<'_, Vec<Vec<u8>>> {
        self.inner.live_clocked_rooms()
    }

    fn due_rooms(&self, now: i64) -> StoreFuture<'_, Vec<Vec<u8>>> {
        self.inner.due_rooms(now)
    }

    fn expired_rooms(&self, cutoffs: Cutoffs, limit: u32) -> StoreFuture<'_, Vec<Vec<u8>>> {
        self.inner.expired_rooms(cutoffs, limit)
    }

    fn delete_rooms(&self, keys: Vec<Vec<u8>>, cutoffs: Cutoffs) -> StoreFuture<'_, u64> {
        let deleting = self.inner.delete_rooms(keys, cutoffs);
        self.measured(0, deleting)
    }

    fn heartbeat(&self, instance: String, now: i64) -> StoreFuture<'_, ()> {
        self.inner.heartbeat(instance, now)
    }

    fn stopped(&self, instance: String, now: i64) -> StoreFuture<'_, ()> {
        self.inner.stopped(instance, now)
    }

    fn resume(&self, key: Vec<u8>, instance: String, now: i64) -> StoreFuture<'_, ()> {
        self.inner.resume(key, instance, now)
    }

    fn set_presence(
        &self,
        instance: String,
        key: Vec<u8>,
        seat: char,
        online: bool,
    ) -> StoreFuture<'_, ()> {
        self.inner.set_presence(instance, key, seat, online)
    }

    fn remote_presence(
        &self,
        instance: String,
        key: Vec<u8>,
        now: i64,
    ) -> StoreFuture<'_, Vec<char>> {
        self.inner.remote_presence(instance, key, now)
    }

    fn vapid_key(&self, candidate: Vec<u8>) -> StoreFuture<'_, Vec<u8>> {
        self.inner.vapid_key(candidate)
    }

    fn set_push(&self, key: Vec<u8>, seat: char, push: StoredPush) -> StoreFuture<'_, ()> {
        self.inner.set_push(key, seat, push)
    }

    fn remove_push(
        &self,
        key: Vec<u8>,
        seat: char,
        endpoint: Option<String>,
    ) -> StoreFuture<'_, ()> {
        self.inner.remove_push(key, seat, endpoint)
    }

    fn push_of(&self, key: Vec<u8>, seat: char) -> StoreFuture<'_, Option<StoredPush>> {
        self.inner.push_of(key, seat)
    }

    fn outbox_put(&self, rows: Vec<OutboxRow>, now: i64) -> StoreFuture<'_, ()> {
        self.inner.outbox_put(rows, now)
    }

    fn outbox_claim(
        &self,
        instance: String,
        now: i64,
        lease_ms: i64,
        limit: u32,
    ) -> StoreFuture<'_, Vec<OutboxRow>> {
        self.inner.outbox_claim(instance, now, lease_ms, limit)
    }

    fn outbox_settle(
        &self,
        key: Vec<u8>,
        seat: char,
        id: i64,
        retry_at: Option<i64>,
    ) -> StoreFuture<'_, ()> {
        self.inner.outbox_settle(key, seat, id, retry_at)
    }

    fn ready(&self) -> StoreFuture<'_, ()> {
        self.inner.ready()
    }

    fn shared(&self) -> bool {
        self.inner.shared()
    }

    fn close(&self) -> StoreFuture<'_, ()> {
        self.inner.close()
    }
}
