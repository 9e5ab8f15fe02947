//! Budgets that keep one client from taking the server down: sockets and room creations per
//! address, and frames per connection (a token bucket, in the manner of lichess's ~100
//! messages per 20 s). A running game's own moves always fit.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The budgets.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Open WebSockets per client address.
    pub sockets_per_address: u32,
    /// Rooms one address may create per minute.
    pub rooms_per_minute: u32,
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
            sockets_per_address: 64,
            rooms_per_minute: 30,
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

/// Per-address counters shared by all connections.
#[derive(Default)]
pub struct PerAddress {
    sockets: Mutex<HashMap<IpAddr, u32>>,
    creations: Mutex<HashMap<IpAddr, Bucket>>,
}

/// One open socket counted against its address; dropping it gives the slot back.
pub struct SocketSlot {
    table: Arc<PerAddress>,
    address: IpAddr,
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        let mut sockets = self.table.sockets.lock().expect("limits lock");
        if let Some(n) = sockets.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                sockets.remove(&self.address);
            }
        }
    }
}

impl PerAddress {
    /// A slot for one more socket from `address`, or `None` when it has `max` open.
    pub fn open_socket(self: &Arc<Self>, address: IpAddr, max: u32) -> Option<SocketSlot> {
        let mut sockets = self.sockets.lock().expect("limits lock");
        let n = sockets.entry(address).or_insert(0);
        if *n >= max {
            return None;
        }
        *n += 1;
        Some(SocketSlot {
            table: self.clone(),
            address,
        })
    }

    /// Whether `address` may create another room now (`per_minute` a minute, in bursts of as
    /// many).
    pub fn may_create_room(&self, address: IpAddr, per_minute: u32) -> bool {
        let mut creations = self.creations.lock().expect("limits lock");
        if creations.len() > 100_000 {
            // Forget full buckets so a scan of many addresses cannot grow the table forever.
            let now = Instant::now();
            creations.retain(|_, b| now.duration_since(b.at) < Duration::from_secs(60));
        }
        creations
            .entry(address)
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
    fn socket_slots_are_counted_per_address_and_given_back() {
        let table = Arc::new(PerAddress::default());
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        let first = table.open_socket(a, 2).unwrap();
        let _second = table.open_socket(a, 2).unwrap();
        assert!(table.open_socket(a, 2).is_none());
        assert!(table.open_socket(b, 2).is_some());
        drop(first);
        assert!(table.open_socket(a, 2).is_some());
    }
}
