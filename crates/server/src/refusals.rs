//! Refusals by a limit or a policy, counted for `/metrics` and logged: the first of each class
//! at once, then at most one line per class every ten seconds saying how many there were
//! meanwhile, so that a flood of refused connections cannot flood the log too.

use crate::address::AddressKey;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refused {
    /// A TCP connection over its address's cap.
    Connections,
    /// A TCP connection while the server had no descriptors to spare.
    Capacity,
    /// A WebSocket over its address's cap.
    Sockets,
    /// A room creation over its address's rate.
    Rooms,
    /// A push subscription over its address's rate.
    PushSubscriptions,
    /// A frame over its connection's budget.
    Frames,
    /// A WebSocket closed for flooding or for breaking the protocol.
    Closed,
    /// `/metrics` asked from an address not allowed to.
    Metrics,
    /// A request from a page of another site (`Origin`).
    Origin,
    /// A request body that is not `application/json`.
    ContentType,
    /// A request not sent within its time.
    Timeout,
    /// A listing of live games over its address's rate.
    Listings,
}

impl Refused {
    /// The class as `/metrics` labels it and the log names it.
    pub fn as_str(self) -> &'static str {
        match self {
            Refused::Connections => "connections",
            Refused::Capacity => "capacity",
            Refused::Sockets => "websockets",
            Refused::Rooms => "room_creations",
            Refused::PushSubscriptions => "push_subscriptions",
            Refused::Frames => "frames",
            Refused::Closed => "closed",
            Refused::Metrics => "metrics",
            Refused::Origin => "origin",
            Refused::ContentType => "content_type",
            Refused::Timeout => "timeout",
            Refused::Listings => "listings",
        }
    }
}

/// How often a class is logged at most.
const LOG_EVERY: Duration = Duration::from_secs(10);

/// The refusal counters and their log.
#[derive(Default)]
pub struct Refusals {
    counts: Family<Vec<(String, String)>, Counter>,
    /// Per class: when it was last logged, and how many came since.
    logged: Mutex<HashMap<Refused, (Instant, u64)>>,
}

impl Refusals {
    /// The counters, for the registry.
    pub fn counts(&self) -> Family<Vec<(String, String)>, Counter> {
        self.counts.clone()
    }

    /// Counts a refusal of `class` (of a client keyed `key`, when known) and logs it unless
    /// its class was logged less than ten seconds ago.
    pub fn record(&self, class: Refused, key: Option<AddressKey>, detail: &str) {
        self.counts
            .get_or_create(&vec![("class".into(), class.as_str().into())])
            .inc();
        let now = Instant::now();
        let mut logged = self.logged.lock().expect("refusal log lock");
        let entry = logged.entry(class).or_insert((now - LOG_EVERY, 0));
        if now.duration_since(entry.0) < LOG_EVERY {
            entry.1 += 1;
            return;
        }
        let since = std::mem::take(&mut entry.1);
        entry.0 = now;
        drop(logged);
        let address = key.map(|k| k.text()).unwrap_or_default();
        tracing::warn!(
            refused = class.as_str(),
            address,
            more_since_last_line = since,
            "refused: {detail}"
        );
    }

    /// How many refusals of `class` were counted.
    pub fn count(&self, class: Refused) -> u64 {
        self.counts
            .get_or_create(&vec![("class".into(), class.as_str().into())])
            .get()
    }
}
