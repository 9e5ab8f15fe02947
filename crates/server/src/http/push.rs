//! The Web Push API: the server's VAPID key, and a seat's subscription set or removed with its
//! seat token. A subscription is checked before it is stored (the endpoint above all: see
//! `push::endpoint`), and each address may make a few a minute.

use super::api::{check_room_id, read_json};
use super::{api_error, client, ApiError};
use crate::app::App;
use crate::push;
use crate::refusals::Refused;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use std::net::SocketAddr;
use tahta_protocol::push::{PushKey, Subscribe, Unsubscribe};
use tahta_protocol::ErrorCode;

fn push_off() -> ApiError {
    api_error(
        StatusCode::NOT_FOUND,
        "push_off",
        "this server sends no notifications",
    )
}

/// `GET /api/push/key`.
pub async fn key(State(app): State<App>) -> Result<Response, ApiError> {
    let pusher = app.rooms.pusher().ok_or_else(push_off)?;
    Ok(Json(PushKey {
        key: pusher.public_key(),
    })
    .into_response())
}

/// Refuses an address past its budget of subscription changes.
fn within_budget(app: &App, peer: SocketAddr, headers: &HeaderMap) -> Result<(), ApiError> {
    let (_, key) = client(app, peer, headers);
    if app
        .push_subscriptions
        .may_create(key, app.limits.push_subscriptions_per_minute)
    {
        return Ok(());
    }
    app.metrics.refusals.record(
        Refused::PushSubscriptions,
        Some(key),
        "too many push subscriptions from one address",
    );
    Err(api_error(
        StatusCode::TOO_MANY_REQUESTS,
        ErrorCode::RateLimited.as_str(),
        "too many notification changes from this address: wait a minute",
    ))
}

/// The store key of the room and the letter of the seat `token` holds, or 403.
async fn seat_of(app: &App, room: &str, token: &str) -> Result<(Vec<u8>, char), ApiError> {
    let (key, seat) = app.rooms.seat_of_token(room, token).await?;
    let seat = seat.ok_or_else(|| {
        api_error(
            StatusCode::FORBIDDEN,
            ErrorCode::BadToken.as_str(),
            "this seat token is not for this room",
        )
    })?;
    Ok((key, seat))
}

fn store_failed(e: crate::store::StoreError) -> ApiError {
    api_error(
        StatusCode::SERVICE_UNAVAILABLE,
        ErrorCode::ServerBusy.as_str(),
        e.to_string(),
    )
}

/// `PUT /api/rooms/{room}/push`: 204 once stored.
pub async fn subscribe(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(room): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let pusher = app.rooms.pusher().ok_or_else(push_off)?.clone();
    check_room_id(&room)?;
    let body: Subscribe = read_json(&body)?;
    within_budget(&app, peer, &headers)?;
    // The endpoint's form first (no name is looked up for a stranger), then the token.
    push::endpoint::check_form(&body.subscription.endpoint, pusher.policy())
        .map_err(|m| api_error(StatusCode::BAD_REQUEST, "bad_endpoint", m))?;
    let (key, seat) = seat_of(&app, &room, &body.token).await?;
    let stored = push::checked(&body, &room, pusher.policy())
        .await
        .map_err(|m| api_error(StatusCode::BAD_REQUEST, "bad_subscription", m))?;
    app.rooms
        .store()
        .set_push(key, seat, stored)
        .await
        .map_err(store_failed)?;
    tracing::info!(event = "push_subscribed", "a seat turned notifications on");
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `DELETE /api/rooms/{room}/push`: 204 (whether or not there was a subscription).
pub async fn unsubscribe(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(room): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    check_room_id(&room)?;
    let body: Unsubscribe = read_json(&body)?;
    within_budget(&app, peer, &headers)?;
    let (key, seat) = seat_of(&app, &room, &body.token).await?;
    app.rooms
        .store()
        .remove_push(key, seat, None)
        .await
        .map_err(store_failed)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
