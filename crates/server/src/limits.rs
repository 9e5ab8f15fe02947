//! Budgets that keep one client from taking the server down: open connections and WebSockets
//! per address, room creations per address, and frames per connection (a token bucket, in the
//! manner of lichess's ~100 messages per 20 s). A running game's own moves always fit. An
//! "address" is an IPv4 address or an IPv6 /64 (`AddressKey`).
//!
//! The counts live in memory, so a restart starts them afresh. That is enough: open counts
//! are of connections a restart closes anyway, and the creation budget only paces a client
//! (30 rooms a minute); what bounds the storage is the retention of rooms, which a restart
//! does not touch. A client cannot restart the server to get a fresh budget.

use crate::address::AddressKey;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The budgets.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Open TCP connections per client address (WebSockets included); a trusted proxy's own
    /// connections are not counted (its clients are, by their forwarded address, for
    /// WebSockets and room creations).
    pub connections_per_address: u32,
    /// Open WebSockets per client address.
    pub sockets_per_address: u32,
    /// Rooms one address may create per minute.
    pub rooms_per_minute: u32,
    /// Open games one address may create per minute (counted among its rooms too): fewer,
    /// since each is shown to everyone.
    pub open_rooms_per_minute: u32,
    /// Seats of open games one address may take per minute.
    pub takes_per_minute: u32,
    /// Push subscriptions (and their removals) one address may make per minute.
    pub push_subscriptions_per_minute: u32,
    /// Pages of live public games one address may ask for per minute (in bursts of as many).
    pub live_lists_per_minute: u32,
    /// Frames a connection may send in a burst…
    pub frames_burst: u32,
    /// … and per second after that.
    pub frames_per_second: f64,
    /// Frames refused for the rate before the connection is closed.
    pub strikes_before_close: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections_per_address: 128,
            sockets_per_address: 64,
            rooms_per_minute: 30,
            open_rooms_per_minute: 5,
            takes_per_minute: 10,
            push_subscriptions_per_minute: 20,
            live_lists_per_minute: 120,
            frames_burst: 100,
            frames_per_second: 5.0,
            strikes_before_close: 50,
        }
    }
}

/// A token bucket: `capacity` tokens, refilled at `rate` per second.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    capacity: f64,
    rate: f64,
    at: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(capacity: u32, rate: f64) -> Bucket {
        Bucket {
            tokens: f64::from(capacity),
            capacity: f64::from(capacity),
            rate,
            at: Instant::now(),
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        let dt = now.saturating_duration_since(self.at).as_secs_f64();
        self.at = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.capacity);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Open connections (or WebSockets) per client address, shared by all of them.
#[derive(Default)]
pub struct OpenCounts {
    open: Mutex<HashMap<AddressKey, u32>>,
}

/// One open connection counted against its address; dropping it gives the slot back.
pub struct Slot {
    table: Arc<OpenCounts>,
    key: AddressKey,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.table.open.lock().expect("limits lock");
        if let Some(n) = open.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.key);
            }
        }
    }
}

impl OpenCounts {
    /// A slot for one more connection from `key`, or `None` when it has `max` open.
    pub fn open(self: &Arc<Self>, key: AddressKey, max: u32) -> Option<Slot> {
        let mut open = self.open.lock().expect("limits lock");
        let n = open.entry(key).or_insert(0);
        if *n >= max {
            return None;
        }
        *n += 1;
        Some(Slot {
            table: self.clone(),
            key,
        })
    }
}

/// Room creations per address: a bucket of `per_minute` each, refilled over a minute.
#[derive(Default)]
pub struct Creations {
    buckets: Mutex<HashMap<AddressKey, Bucket>>,
}

impl Creations {
    /// Whether `key` may create another room now (`per_minute` a minute, in bursts of as
    /// many).
    pub fn may_create(&self, key: AddressKey, per_minute: u32) -> bool {
        let mut buckets = self.buckets.lock().expect("limits lock");
        if buckets.len() > 100_000 {
            // Forget full buckets so a scan of many addresses cannot grow the table forever.
            let now = Instant::now();
            buckets.retain(|_, b| now.duration_since(b.at) < Duration::from_secs(60));
        }
        buckets
            .entry(key)
            .or_insert_with(|| Bucket::new(per_minute, f64::from(per_minute) / 60.0))
            .take(Instant::now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_refills_at_its_rate() {
        let mut b = Bucket::new(3, 2.0);
        let t0 = b.at;
        assert!(b.take(t0) && b.take(t0) && b.take(t0));
        assert!(!b.take(t0));
        assert!(b.take(t0 + Duration::from_millis(500)));
        assert!(!b.take(t0 + Duration::from_millis(600)));
    }

    #[test]
    fn slots_are_counted_per_address_and_given_back() {
        let table = Arc::new(OpenCounts::default());
        let a = AddressKey::of("127.0.0.1".parse().unwrap());
        let b = AddressKey::of("127.0.0.2".parse().unwrap());
        let first = table.open(a, 2).unwrap();
        let _second = table.open(a, 2).unwrap();
        assert!(table.open(a, 2).is_none());
        assert!(table.open(b, 2).is_some());
        drop(first);
        assert!(table.open(a, 2).is_some());
    }
}
