//! A server instance: opens the store, loads the rooms whose timers must run, serves until
//! told to stop, then stops in order (sockets told, rooms stopped, the store flushed).

use crate::app::App;
use crate::metrics::Metrics;
use crate::push::{Pusher, Vapid};
use crate::rooms::Rooms;
use crate::settings::Settings;
use crate::store;
use crate::store::metered::Metered;
use crate::store::SharedStore;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::watch;

/// A running server.
pub struct Server {
    /// The address it listens on.
    pub address: SocketAddr,
    stop: watch::Sender<bool>,
    done: tokio::task::JoinHandle<()>,
}

impl Server {
    /// The base URL, `http://127.0.0.1:port`.
    pub fn url(&self) -> String {
        format!("http://{}", self.address)
    }

    /// Stops gracefully: no new connections, every socket told `shutdown`, every pending
    /// write committed. Returns when all of that is done.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.done.await;
    }

    /// Waits until the server stops (on SIGTERM or Ctrl-C when started with `run`).
    pub async fn wait(self) {
        let _ = self.done.await;
    }
}

/// Starts a server: opens the store, loads the live clocked rooms (their flag timers must run
/// even with nobody connected), listens, and serves until `Server::stop`.
pub async fn start(settings: Settings) -> Result<Server, String> {
    let (stop, stopping) = watch::channel(false);
    let metrics = Arc::new(Metrics::new());
    let metered = |store| Metered::new(store, metrics.clone());
    let (store, bus): (SharedStore, _) = match &settings.database_url {
        None => {
            let path = settings.data.join("tahta.sqlite3");
            let store = store::sqlite::Sqlite::open(&path)
                .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
            (metered(store), None)
        }
        Some(url) => {
            let store = store::postgres::Postgres::connect(url)
                .await
                .map_err(|e| format!("cannot use the PostgreSQL database: {e}"))?;
            (metered(store.clone()), Some(store))
        }
    };
    let vapid = Vapid::from_store(&store, settings.push.contact.clone())
        .await
        .map_err(|e| format!("cannot read or store the VAPID key: {e}"))?;
    // Who this instance is, in the store: its heartbeat, the rooms it owns, its leases.
    let instance = crate::ids::new_secret();
    let pusher = Pusher::start(
        store.clone(),
        vapid,
        settings.push.policy,
        metrics.push_queue.clone(),
        instance.clone(),
        stopping.clone(),
    )?;
    let rooms = Rooms::new(
        store,
        settings.timing.clone(),
        stopping.clone(),
        instance,
        Some(pusher),
        metrics.ack_seconds.clone(),
    );
    if let Some(bus) = bus {
        let listener = rooms.clone();
        let deliver = Box::new(move |notice| listener.notify(notice));
        let bus = store::Bus::run(&*bus, deliver);
        let mut bus_stopping = stopping.clone();
        tokio::spawn(async move {
            tokio::select! {
                _ = bus => {}
                _ = bus_stopping.changed() => {}
            }
        });
    }
    // Due rooms: games by days, and with a shared store any clocked room.
    tokio::spawn(rooms.clone().sweep(settings.timing.sweep_every));
    rooms
        .load_live_clocked()
        .await
        .map_err(|e| format!("cannot load the live rooms: {e}"))?;
    let listener = tokio::net::TcpListener::bind(settings.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", settings.listen))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("the server has no address: {e}"))?;
    let app = App::new(rooms.clone(), &settings, metrics, stopping.clone());
    let done = tokio::spawn(async move {
        crate::http::serve(listener, app.clone(), stopping).await;
        // The rooms stopped with the signal: from then on nobody's clock runs here.
        let stopped_at = crate::time::unix_ms();
        // The listener is closed; tell every socket and wait for them, then the rooms, then
        // flush the store.
        app.drain().await;
        rooms.close(stopped_at).await;
    });
    Ok(Server {
        address,
        stop,
        done,
    })
}
