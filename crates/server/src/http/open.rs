//! Open games: rooms their creators listed for anyone to join. `GET /api/open` lists those
//! still waiting for players (newest first, a page at a time, none older than 30 minutes but
//! games by days, never a secret beyond the room id, which lets anyone watch); `POST
//! /api/open/{room}/take` gives the caller a free seat of one with a new token: the invites
//! themselves are never handed out. Taking is paced per address, like creating.

use super::api::{check_room_id, claim_failed, read_json};
use super::{api_error, client, ApiError};
use crate::app::App;
use crate::refusals::Refused;
use crate::store::{OpenQuery, OpenRow};
use crate::time::unix_ms;
use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use std::net::SocketAddr;
use tahta_engine::Variant;
use tahta_protocol::api::{Claimed, OpenGame, OpenGames};
use tahta_protocol::ErrorCode;

/// Games a page lists unless asked for fewer; and the most it lists.
const PAGE: u32 = 20;

/// The query of a listing of public games (`GET /api/open`, `GET /api/live`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// Only this variant.
    variant: Option<String>,
    /// The `next` of the previous page.
    before: Option<String>,
    /// At most this many (1 to 20).
    limit: Option<u32>,
}

/// A listing's query, read and checked.
pub struct Page {
    /// Only this variant (its id).
    pub variant: Option<String>,
    /// After this room in the order: its creation time and id.
    pub before: Option<(i64, String)>,
    /// At most this many.
    pub limit: u32,
}

impl Page {
    /// Reads a listing's query; precise 400s for an unknown variant or parameter, a bad cursor
    /// or limit.
    pub fn read(query: Result<Query<ListQuery>, QueryRejection>) -> Result<Page, ApiError> {
        let Query(query) = query.map_err(|e| bad(ErrorCode::BadMessage.as_str(), e.body_text()))?;
        let variant = match query.variant {
            None => None,
            Some(v) => Some(
                Variant::parse(&v)
                    .map_err(|e| bad("bad_variant", e.message))?
                    .id()
                    .to_string(),
            ),
        };
        let before = query.before.as_deref().map(read_cursor).transpose()?;
        let limit = query.limit.unwrap_or(PAGE);
        if !(1..=PAGE).contains(&limit) {
            return Err(bad(
                ErrorCode::BadMessage.as_str(),
                format!("limit must be 1 to {PAGE}"),
            ));
        }
        Ok(Page {
            variant,
            before,
            limit,
        })
    }

    /// Cuts the rows read (one more than the page, to know whether another page follows) to
    /// the page; the cursor of the next page, when there is one, from the last row's creation
    /// time and room id.
    pub fn cut<T>(&self, rows: &mut Vec<T>, key: impl Fn(&T) -> (i64, &str)) -> Option<String> {
        (rows.len() > self.limit as usize).then(|| {
            rows.truncate(self.limit as usize);
            let (at, room) = key(rows.last().expect("a full page"));
            format!("{at}.{room}")
        })
    }
}

/// A store that failed to answer: the server is busy.
pub fn store_busy(error: impl ToString) -> ApiError {
    api_error(
        StatusCode::SERVICE_UNAVAILABLE,
        ErrorCode::ServerBusy.as_str(),
        error.to_string(),
    )
}

/// The body of a take: nothing (an empty object, or no body at all).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Take {}

fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
    api_error(StatusCode::BAD_REQUEST, code, message)
}

/// A page cursor: `<creation ms>.<room id>`.
fn read_cursor(text: &str) -> Result<(i64, String), ApiError> {
    let parsed = text.split_once('.').and_then(|(at, room)| {
        let at = at.parse::<i64>().ok()?;
        (check_room_id(room).is_ok()).then(|| (at, room.to_string()))
    });
    parsed.ok_or_else(|| {
        bad(
            ErrorCode::BadMessage.as_str(),
            "before must be a cursor from a previous page",
        )
    })
}

fn listed(row: OpenRow) -> OpenGame {
    OpenGame {
        room: row.room_id,
        variant: row.variant,
        clock: row.clock,
        creator: row.creator,
        free: row.free,
        created_at: row.created_at,
    }
}

pub async fn list(
    State(app): State<App>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let page = Page::read(query)?;
    let now = unix_ms();
    let rows = app
        .rooms
        .store()
        .open_rooms(OpenQuery {
            variant: page.variant.clone(),
            created_since: now - app.timing.open_listing.as_millis() as i64,
            now,
            before: page.before.clone(),
            limit: page.limit + 1,
        })
        .await
        .map_err(store_busy)?;
    let mut games: Vec<OpenGame> = rows.into_iter().map(listed).collect();
    let next = page.cut(&mut games, |g| (g.created_at, &g.room));
    Ok(Json(OpenGames { games, next }).into_response())
}

pub async fn take(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(room): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    check_room_id(&room)?;
    if !body.is_empty() {
        read_json::<Take>(&body)?;
    }
    let (_, key) = client(&app, peer, &headers);
    if !app.takes.may_create(key, app.limits.takes_per_minute) {
        app.metrics
            .refusals
            .record(Refused::Rooms, Some(key), "too many open seats taken");
        return Err(api_error(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited.as_str(),
            "too many seats taken from this address: wait a minute",
        ));
    }
    let (seat, token) = app.rooms.take(&room).await.map_err(claim_failed)?;
    Ok(Json(Claimed { seat, token }).into_response())
}
