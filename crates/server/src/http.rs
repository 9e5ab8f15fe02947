//! The routes: the static site from `dist/`, the rooms API (`/api/rooms…`, JSON) and the
//! WebSocket (`/ws/{room}`). API errors are `{"code", "message"}` with a fitting status.

use crate::app::App;
use crate::ids;
use crate::room::{seat_letters, ClaimError};
use crate::rooms::{ClaimFailure, NewRoom, Unreachable};
use crate::ws;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State, WebSocketUpgrade};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use axum::{Json, Router};
use serde::Deserialize;
use std::net::SocketAddr;
use tahta_engine::Variant;
use tahta_protocol::api::{Claim, Claimed, CreateRoom, Created, ErrorBody};
use tahta_protocol::ErrorCode;
use tokio::sync::watch;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

/// The same policy as the `<meta http-equiv="Content-Security-Policy">` of index.html.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; \
    form-action 'none'; object-src 'none'";

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

fn api_error(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError {
        status,
        code,
        message: message.into(),
    }
}

impl From<Unreachable> for ApiError {
    fn from(e: Unreachable) -> Self {
        match e {
            Unreachable::NotFound => {
                api_error(StatusCode::NOT_FOUND, "room_not_found", "no such room")
            }
            Unreachable::Busy(m) => api_error(StatusCode::SERVICE_UNAVAILABLE, "server_busy", m),
        }
    }
}

/// A header value for every response but a 304 Not Modified: the browser keeps the headers it
/// stored with the file, so repeating them would only cost bytes. That adds up when the service
/// worker revalidates every file of the site on a first visit (the policy alone is ~330 bytes).
fn unless_not_modified(value: &'static str) -> impl Fn(&Response) -> Option<HeaderValue> + Clone {
    move |response| {
        (response.status() != StatusCode::NOT_MODIFIED).then(|| HeaderValue::from_static(value))
    }
}

/// Serves until `stopping` fires.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: App,
    mut stopping: watch::Receiver<bool>,
) {
    let dist = app.dist.clone();
    // A file's Brotli copy (`<file>.br`, written by `cargo xtask dist`) goes to browsers that
    // accept it; anything else is gzipped as it is sent (below).
    let site = ServeDir::new(&dist)
        .precompressed_br()
        .append_index_html_on_directories(true)
        .not_found_service(axum::routing::any(move || {
            let dist = dist.clone();
            async move {
                let message = if dist.join("index.html").is_file() {
                    "404 Not Found".to_string()
                } else {
                    format!(
                        "The site is not built: {} has no index.html (run `cargo xtask dist`).",
                        dist.display()
                    )
                };
                (StatusCode::NOT_FOUND, message)
            }
        }));
    let static_site = Router::new()
        .fallback_service(site)
        .layer(CompressionLayer::new().gzip(true))
        // The compression says so on what it compresses; a precompressed copy must too, or a
        // cache between could give a Brotli body to a browser that did not ask for one.
        .layer(SetResponseHeaderLayer::if_not_present(
            header::VARY,
            HeaderValue::from_static("accept-encoding"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            unless_not_modified(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            unless_not_modified("nosniff"),
        ));
    let api = Router::new()
        .route("/api/rooms", post(create_room))
        .route("/api/rooms/{room}", get(room_summary))
        .route("/api/rooms/{room}/claim", post(claim_seat))
        .layer(DefaultBodyLimit::max(MAX_API_BODY))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .route("/ws/{room}", get(upgrade))
        .with_state(app);
    let router = api.merge(static_site);
    let shutdown = async move {
        while !*stopping.borrow() {
            if stopping.changed().await.is_err() {
                break;
            }
        }
    };
    let service = router.into_make_service_with_connect_info::<SocketAddr>();
    // No Nagle: a move's sender gets two small frames in a row (its `ev`, then its `ack`), and
    // Nagle's algorithm would hold the second until the client acknowledges the first, which
    // a client delays by up to 40 ms.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    if let Err(e) = axum::serve(listener, service)
        .with_graceful_shutdown(shutdown)
        .await
    {
        eprintln!("tahta-server: {e}");
    }
}

fn read_json<T: for<'de> Deserialize<'de>>(body: &Bytes) -> Result<T, ApiError> {
    serde_json::from_slice(body).map_err(|e| {
        api_error(
            StatusCode::BAD_REQUEST,
            ErrorCode::BadMessage.as_str(),
            format!("bad request body: {e}"),
        )
    })
}

async fn create_room(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let bad = |code: &'static str, m: String| api_error(StatusCode::BAD_REQUEST, code, m);
    let body: CreateRoom = read_json(&body)?;
    let variant = Variant::parse(&body.variant).map_err(|e| bad("bad_variant", e.message))?;
    if let Some(clock) = body.clock {
        clock.validate().map_err(|m| bad("bad_clock", m))?;
    }
    let letters = seat_letters(variant);
    let seat = match body.seat.as_str() {
        "random" => None,
        s => match s
            .chars()
            .next()
            .filter(|c| s.len() == 1 && letters.contains(c))
        {
            Some(c) => Some(c),
            None => {
                let known: String = letters.iter().map(|l| format!("'{l}', ")).collect();
                return Err(bad(
                    "bad_seat",
                    format!("seat must be {known}or 'random', found '{s}'"),
                ));
            }
        },
    };
    let option_start = match body.banners {
        None => None,
        Some(on) => {
            let option = if on { "banners=on" } else { "banners=off" };
            let start = variant
                .option_start(option)
                .map_err(|e| bad("bad_option", e.message))?;
            start.map(str::to_string)
        }
    };
    if body.position.is_some() && option_start.is_some() {
        return Err(bad(
            "bad_position",
            "give either a position or banners=false, not both".into(),
        ));
    }
    let asked = body.position.or(option_start);
    let session = variant
        .new_session(asked.as_deref())
        .map_err(|e| bad("bad_position", format!("bad position: {e}")))?;
    if let Some(result) = session.result_text() {
        return Err(bad(
            "bad_position",
            format!("the game in this position is already over ({result})"),
        ));
    }
    if !app
        .per_address
        .may_create_room(peer.ip(), app.limits.rooms_per_minute)
    {
        return Err(api_error(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited.as_str(),
            "too many rooms created from this address: wait a minute",
        ));
    }
    let new = NewRoom {
        variant,
        clock: body.clock,
        seat,
        start: session.position(),
    };
    let opened = app.rooms.create(new).await.map_err(|e| {
        api_error(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::ServerBusy.as_str(),
            e.to_string(),
        )
    })?;
    let created = Created {
        room: opened.room,
        seat: opened.seat,
        token: opened.token,
        invites: opened.invites.into_iter().collect(),
    };
    Ok((StatusCode::CREATED, Json(created)).into_response())
}

fn check_room_id(room: &str) -> Result<(), ApiError> {
    if ids::looks_like_secret(room) {
        Ok(())
    } else {
        Err(api_error(
            StatusCode::NOT_FOUND,
            ErrorCode::RoomNotFound.as_str(),
            "no such room (a room id is 22 letters and digits)",
        ))
    }
}

async fn claim_seat(
    State(app): State<App>,
    Path(room): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    check_room_id(&room)?;
    let body: Claim = read_json(&body)?;
    let seat = match body.seat.as_deref() {
        None => None,
        Some(s) if s.chars().count() == 1 => s.chars().next(),
        Some(s) => {
            return Err(api_error(
                StatusCode::BAD_REQUEST,
                "bad_seat",
                format!("seat must be one player letter, found '{s}'"),
            ))
        }
    };
    if !ids::looks_like_secret(&body.invite) {
        return Err(api_error(
            StatusCode::FORBIDDEN,
            "bad_invite",
            "this is not an invite",
        ));
    }
    let refused = match app.rooms.claim(&room, body.invite, seat).await {
        Ok((seat, token)) => return Ok(Json(Claimed { seat, token }).into_response()),
        Err(ClaimFailure::Unreachable(e)) => return Err(e.into()),
        Err(ClaimFailure::Refused(e)) => e,
    };
    Err(match refused {
        ClaimError::BadInvite(m) => api_error(StatusCode::FORBIDDEN, "bad_invite", m),
        ClaimError::SeatTaken => api_error(
            StatusCode::CONFLICT,
            "seat_taken",
            "somebody holds this seat already",
        ),
        ClaimError::Expired => api_error(
            StatusCode::GONE,
            "expired",
            "this invitation has expired (waiting rooms live 30 days, and end when called off)",
        ),
        ClaimError::Busy => api_error(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::ServerBusy.as_str(),
            "the seat could not be stored: try again",
        ),
    })
}

async fn room_summary(
    State(app): State<App>,
    Path(room): Path<String>,
) -> Result<Response, ApiError> {
    check_room_id(&room)?;
    let summary = app.rooms.summary(&room).await?;
    Ok(Json(summary).into_response())
}

async fn upgrade(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(room): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let Some(slot) = app
        .per_address
        .open_socket(peer.ip(), app.limits.sockets_per_address)
    else {
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
        ws::connection(app, socket, room, slot).await;
        drop(task);
    })
}
