//! The rooms API: create a room, claim a seat, read a room's public summary. Bodies are
//! JSON; errors are `{"code", "message"}` with a fitting status.

use super::{api_error, client, ApiError};
use crate::app::App;
use crate::ids;
use crate::refusals::Refused;
use crate::room::{seat_letters, ClaimError};
use crate::rooms::{ClaimFailure, NewRoom, Unreachable};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use std::net::SocketAddr;
use tahta_engine::Variant;
use tahta_protocol::api::{Claim, Claimed, CreateRoom, Created};
use tahta_protocol::ErrorCode;

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

pub(super) fn read_json<T: for<'de> Deserialize<'de>>(body: &Bytes) -> Result<T, ApiError> {
    serde_json::from_slice(body).map_err(|e| {
        api_error(
            StatusCode::BAD_REQUEST,
            ErrorCode::BadMessage.as_str(),
            format!("bad request body: {e}"),
        )
    })
}

pub async fn create_room(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
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
    let (_, key) = client(&app, peer, &headers);
    let open = body.open.unwrap_or(false);
    let open_refused = open
        && !app
            .open_creations
            .may_create(key, app.limits.open_rooms_per_minute);
    if open_refused || !app.creations.may_create(key, app.limits.rooms_per_minute) {
        app.metrics.refusals.record(
            Refused::Rooms,
            Some(key),
            "too many rooms created from one address",
        );
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
        takebacks: body.takebacks.unwrap_or(body.clock.is_none()),
        open,
    };
    let opened = app.rooms.create(new).await.map_err(|e| {
        api_error(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::ServerBusy.as_str(),
            e.to_string(),
        )
    })?;
    app.metrics.rooms_created.inc();
    tracing::info!(
        event = "room_created",
        variant = variant.id(),
        "a room was created"
    );
    let created = Created {
        room: opened.room,
        seat: opened.seat,
        token: opened.token,
        invites: opened.invites.into_iter().collect(),
    };
    Ok((StatusCode::CREATED, Json(created)).into_response())
}

pub(super) fn check_room_id(room: &str) -> Result<(), ApiError> {
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

pub async fn claim_seat(
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
    match app.rooms.claim(&room, body.invite, seat).await {
        Ok((seat, token)) => Ok(Json(Claimed { seat, token }).into_response()),
        Err(e) => Err(claim_failed(e)),
    }
}

/// The answer to a claim (or a take) the room refused or could not be asked.
pub(super) fn claim_failed(failure: ClaimFailure) -> ApiError {
    let refused = match failure {
        ClaimFailure::Unreachable(e) => return e.into(),
        ClaimFailure::Refused(e) => e,
    };
    match refused {
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
        ClaimError::NotOpen => api_error(
            StatusCode::CONFLICT,
            "not_open",
            "this room is not an open game waiting for a player",
        ),
    }
}

pub async fn room_summary(
    State(app): State<App>,
    Path(room): Path<String>,
) -> Result<Response, ApiError> {
    check_room_id(&room)?;
    let summary = app.rooms.summary(&room).await?;
    Ok(Json(summary).into_response())
}
