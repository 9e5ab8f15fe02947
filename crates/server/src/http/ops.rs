//! What an operator (or a load balancer) asks: `GET /healthz` (the process answers),
//! `GET /readyz` (the store answers too: it was opened and migrated before the server
//! listened, so a store that answers is a ready one) and `GET /metrics` (Prometheus' text
//! format), the last only from loopback or a `--metrics-from` address, since it tells how
//! busy the server is and whom it refuses.

use super::client;
use crate::address::is_loopback;
use crate::app::App;
use crate::metrics::CONTENT_TYPE;
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::net::SocketAddr;
use std::time::Duration;

/// How long `/readyz` waits for the store.
const READY_WITHIN: Duration = Duration::from_secs(2);

/// The operator's routes.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
}

async fn healthz() -> Response {
    no_store((StatusCode::OK, "ok\n"))
}

async fn readyz(State(app): State<App>) -> Response {
    match tokio::time::timeout(READY_WITHIN, app.rooms.store_ready()).await {
        Ok(Ok(())) => no_store((StatusCode::OK, "ready\n")),
        Ok(Err(e)) => {
            tracing::warn!(check = "readyz", "the store is not ready: {e}");
            no_store((
                StatusCode::SERVICE_UNAVAILABLE,
                "the store is not answering\n",
            ))
        }
        Err(_) => no_store((
            StatusCode::SERVICE_UNAVAILABLE,
            "the store did not answer in time\n",
        )),
    }
}

async fn metrics(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    // Through a trusted proxy, the client it forwards for decides: a proxy on this machine
    // passing `/metrics` on from the world must not make it public.
    let (from, key) = client(&app, peer, &headers);
    if !(is_loopback(from) || app.metrics_from.contains(from)) {
        app.metrics.refusals.record(
            crate::refusals::Refused::Metrics,
            Some(key),
            "/metrics asked from an address not allowed to",
        );
        return (StatusCode::NOT_FOUND, "404 Not Found").into_response();
    }
    app.metrics
        .rooms_loaded
        .set(app.rooms.loaded_count() as i64);
    let mut response = no_store((StatusCode::OK, app.metrics.encode()));
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static(CONTENT_TYPE),
    );
    response
}

fn no_store(response: impl IntoResponse) -> Response {
    let mut response = response.into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    response
}
