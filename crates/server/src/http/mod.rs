//! The routes: the static site from `dist/` (`site`), the rooms API (`/api/rooms…`, JSON:
//! `api`) and the WebSocket (`/ws/{room}`), the operator's endpoints (`ops`), the checks every
//! request from a page must pass (`guard`), and the headers every response carries
//! (`headers`). API errors are `{"code", "message"}` with a fitting status.

mod api;
mod guard;
mod headers;
mod live;
mod open;
mod ops;
mod push;
mod site;

pub use headers::{CONTENT_SECURITY_POLICY, PAGE_POLICY};

use crate::address::AddressKey;
use crate::app::App;
use crate::refusals::Refused;
use crate::ws;
use axum::error_handling::HandleErrorLayer;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{middleware, Json, Router};
use std::net::{IpAddr, SocketAddr};
use tahta_protocol::api::ErrorBody;
use tahta_protocol::ErrorCode;
use tokio::sync::watch;
use tower::ServiceBuilder;
use tower_http::set_header::SetResponseHeaderLayer;

/// The largest API request body.
const MAX_API_BODY: usize = 16 * 1024;

/// An API error: its status, and `{"code", "message"}` as the body.
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            code: self.code.into(),
            message: self.message,
        };
        (self.status, Json(body)).into_response()
    }
}

/// An API error with its status, code and message.
pub fn api_error(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError {
        status,
        code,
        message: message.into(),
    }
}

/// The client's address (as a trusted proxy forwarded it, or as the connection came) and the
/// key of its budgets.
pub fn client(app: &App, peer: SocketAddr, headers: &HeaderMap) -> (IpAddr, AddressKey) {
    let address = app.trusted_proxies.client(peer.ip(), headers);
    (address, AddressKey::of(address))
}

/// The application: every route with its layers.
pub fn router(app: App) -> Router {
    let api = Router::new()
        .route("/api/rooms", post(api::create_room))
        .route("/api/rooms/{room}", get(api::room_summary))
        .route("/api/rooms/{room}/claim", post(api::claim_seat))
        .route("/api/open", get(open::list))
        .route("/api/open/{room}/take", post(open::take))
        .route("/api/live", get(live::list))
        .route(
            "/api/rooms/{room}/push",
            put(push::subscribe).delete(push::unsubscribe),
        )
        .route("/api/push/key", get(push::key))
        .route_layer(middleware::from_fn_with_state(
            app.clone(),
            guard::from_a_page,
        ))
        .layer(DefaultBodyLimit::max(MAX_API_BODY))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        // A request (its body included) must be read and answered in time: a client that
        // sends half a body and waits holds nothing for long.
        .layer(
            ServiceBuilder::new()
                .layer(HandleErrorLayer::new({
                    let app = app.clone();
                    move |_: tower::BoxError| timed_out(app.clone())
                }))
                .timeout(app.timing.request_timeout),
        )
        .route("/ws/{room}", get(upgrade))
        .merge(ops::routes())
        .with_state(app.clone());
    headers::secure(api.merge(site::routes(&app.dist)))
}

/// The answer to a request that was not read and answered in time.
async fn timed_out(app: App) -> ApiError {
    app.metrics
        .refusals
        .record(Refused::Timeout, None, "a request was not sent in time");
    api_error(
        StatusCode::REQUEST_TIMEOUT,
        "timeout",
        "the request was not sent in time",
    )
}

/// Serves until `stopping` fires.
pub async fn serve(listener: tokio::net::TcpListener, app: App, stopping: watch::Receiver<bool>) {
    crate::listen::serve(listener, router(app.clone()), app, stopping).await;
}

async fn upgrade(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(room): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if let Err(refused) = guard::check_origin(&app, peer, &headers) {
        return refused.into_response();
    }
    let (_, key) = client(&app, peer, &headers);
    let Some(slot) = app.socket_slots.open(key, app.limits.sockets_per_address) else {
        app.metrics.refusals.record(
            Refused::Sockets,
            Some(key),
            "too many open WebSockets from one address",
        );
        return api_error(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited.as_str(),
            "too many open connections from this address",
        )
        .into_response();
    };
    let upgrade = upgrade
        .max_message_size(ws::MAX_FRAME)
        .max_frame_size(ws::MAX_FRAME)
        .read_buffer_size(ws::READ_BUFFER);
    let task = app.sockets.enter();
    upgrade.on_upgrade(move |socket| async move {
        app.metrics.sockets.inc();
        ws::connection(app.clone(), socket, room, slot).await;
        app.metrics.sockets.dec();
        drop(task);
    })
}
