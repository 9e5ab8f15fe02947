//! What every handler and connection of one server shares: the rooms, the budgets and the
//! per-address counters, the timings, who is trusted with what, the metrics, the stop signal,
//! and the count of open sockets that a graceful stop waits for.

use crate::address::{Addresses, TrustedProxies};
use crate::limits::{Creations, Limits, OpenCounts};
use crate::metrics::Metrics;
use crate::rooms::SharedRooms;
use crate::settings::{Settings, Timing};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::watch;

/// What every handler shares.
#[derive(Clone)]
pub struct App {
    /// The rooms.
    pub rooms: SharedRooms,
    /// The budgets.
    pub limits: Limits,
    /// Open TCP connections per address.
    pub connections: Arc<OpenCounts>,
    /// Open WebSockets per address.
    pub socket_slots: Arc<OpenCounts>,
    /// Room creations per address.
    pub creations: Arc<Creations>,
    /// Open games created per address.
    pub open_creations: Arc<Creations>,
    /// Seats of open games taken per address.
    pub takes: Arc<Creations>,
    /// Push subscription changes per address.
    pub push_subscriptions: Arc<Creations>,
    /// Pages of live games asked for per address.
    pub live_lists: Arc<Creations>,
    /// The proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: TrustedProxies,
    /// Origins besides the server's own whose pages may use the API.
    pub allowed_origins: Arc<Vec<String>>,
    /// Addresses besides loopback that may read `/metrics`.
    pub metrics_from: Addresses,
    /// The metrics.
    pub metrics: Arc<Metrics>,
    /// Timings.
    pub timing: Timing,
    /// Fires when the server stops.
    pub stopping: watch::Receiver<bool>,
    /// Connection ids.
    pub next_conn: Arc<AtomicU64>,
    /// Open WebSocket tasks, to wait for at shutdown.
    pub sockets: Arc<OpenSockets>,
    /// The static site.
    pub dist: std::path::PathBuf,
}

impl App {
    /// The shared state of one server.
    pub fn new(
        rooms: SharedRooms,
        settings: &Settings,
        metrics: Arc<Metrics>,
        stopping: watch::Receiver<bool>,
    ) -> App {
        App {
            rooms,
            limits: settings.limits.clone(),
            connections: Arc::default(),
            socket_slots: Arc::default(),
            creations: Arc::default(),
            open_creations: Arc::default(),
            takes: Arc::default(),
            push_subscriptions: Arc::default(),
            live_lists: Arc::default(),
            trusted_proxies: settings.trusted_proxies.clone(),
            allowed_origins: Arc::new(settings.allowed_origins.clone()),
            metrics_from: settings.metrics_from.clone(),
            metrics,
            timing: settings.timing.clone(),
            stopping,
            next_conn: Arc::new(AtomicU64::new(1)),
            sockets: Arc::default(),
            dist: settings.dist.clone(),
        }
    }

    /// A new connection id.
    pub fn conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Waits for every WebSocket task to finish (each sends `shutdown` and closes), at most
    /// a few seconds.
    pub async fn drain(&self) {
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(5);
        while self.sockets.open.load(Ordering::SeqCst) > 0 {
            let closed = self.sockets.closed.notified();
            if self.sockets.open.load(Ordering::SeqCst) == 0 {
                break;
            }
            if tokio::time::timeout_at(deadline, closed).await.is_err() {
                break;
            }
        }
    }
}

/// Counts the open WebSocket tasks.
#[derive(Default)]
pub struct OpenSockets {
    open: std::sync::atomic::AtomicUsize,
    closed: tokio::sync::Notify,
}

/// One open WebSocket task; dropping it counts it closed.
pub struct SocketTask(Arc<OpenSockets>);

impl OpenSockets {
    /// Counts a task as open until the returned guard is dropped.
    pub fn enter(self: &Arc<Self>) -> SocketTask {
        self.open.fetch_add(1, Ordering::SeqCst);
        SocketTask(self.clone())
    }
}

impl Drop for SocketTask {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::SeqCst);
        self.0.closed.notify_waiters();
    }
}
