//! What an operator watches (`GET /metrics`, in the OpenMetrics text format Prometheus
//! scrapes), kept with `prometheus-client`: rooms loaded and created, open connections and
//! WebSockets, moves stored, how long a player waits for an action's answer, the store's write
//! time (which that answer waits for) and failures, refusals by class, and the Web Push queue.

use crate::refusals::Refusals;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::time::Duration;

/// The content type of `encode`'s text.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// Every metric of one server.
pub struct Metrics {
    registry: Registry,
    /// Rooms loaded in memory now.
    pub rooms_loaded: Gauge,
    /// Rooms created.
    pub rooms_created: Counter,
    /// Open TCP connections now (WebSockets included).
    pub connections: Gauge,
    /// Open WebSockets now.
    pub sockets: Gauge,
    /// Moves stored (their rate is the moves a second).
    pub moves: Counter,
    /// Seconds from a player's action (a move, an offer…) reaching the server to its
    /// acknowledgement or refusal being sent: the room's queue, the rules and the store's write.
    pub ack_seconds: Histogram,
    /// Seconds the store took for a write (an append, a claim, a new room).
    pub store_write_seconds: Histogram,
    /// Writes the store failed (not counting lost races between instances).
    pub store_write_errors: Counter,
    /// Refusals by class.
    pub refusals: Refusals,
    /// Web Push notices waiting to be sent.
    pub push_queue: Gauge,
}

/// Latency buckets from 0.5 ms to about 8 s.
fn latency() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 15))
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    /// Every metric at zero, registered under the `tahta_` prefix.
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("tahta");
        let metrics = Metrics {
            rooms_loaded: Gauge::default(),
            rooms_created: Counter::default(),
            connections: Gauge::default(),
            sockets: Gauge::default(),
            moves: Counter::default(),
            ack_seconds: latency(),
            store_write_seconds: latency(),
            store_write_errors: Counter::default(),
            refusals: Refusals::default(),
            push_queue: Gauge::default(),
            registry: Registry::default(),
        };
        registry.register(
            "rooms_loaded",
            "Rooms loaded in memory",
            metrics.rooms_loaded.clone(),
        );
        registry.register(
            "rooms_created",
            "Rooms created",
            metrics.rooms_created.clone(),
        );
        registry.register(
            "connections",
            "Open TCP connections, WebSockets included",
            metrics.connections.clone(),
        );
        registry.register("websockets", "Open WebSockets", metrics.sockets.clone());
        registry.register("moves", "Moves stored", metrics.moves.clone());
        registry.register(
            "ack_seconds",
            "Seconds from a player's action arriving to its acknowledgement or refusal",
            metrics.ack_seconds.clone(),
        );
        registry.register(
            "store_write_seconds",
            "Seconds a store write took",
            metrics.store_write_seconds.clone(),
        );
        registry.register(
            "store_write_errors",
            "Store writes that failed",
            metrics.store_write_errors.clone(),
        );
        registry.register(
            "refusals",
            "Requests, connections and actions refused by a limit or a policy, by class",
            metrics.refusals.counts(),
        );
        registry.register(
            "push_queue",
            "Web Push notices waiting to be sent",
            metrics.push_queue.clone(),
        );
        Metrics {
            registry,
            ..metrics
        }
    }

    /// Every metric, as `GET /metrics` answers.
    pub fn encode(&self) -> String {
        let mut text = String::new();
        encode(&mut text, &self.registry).expect("writing to a String does not fail");
        text
    }

    /// Records a store write that took `took` and succeeded or not.
    pub fn store_write(&self, took: Duration, failed: bool) {
        self.store_write_seconds.observe(took.as_secs_f64());
        if failed {
            self.store_write_errors.inc();
        }
    }
}
