//! Live public games: rooms their creators listed for anyone to join whose game has started
//! and not ended. `GET /api/live` lists them to watch (newest first, a page at a time), with
//! no secret beyond the room id, which is the watch capability; a game leaves the list as it
//! ends. Each address may ask a bounded number of times a minute: every page is a query of
//! the store, and the home screen asks only when shown.

use super::open::{store_busy, ListQuery, Page};
use super::{api_error, client, ApiError};
use crate::app::App;
use crate::refusals::Refused;
use crate::store::{LiveQuery, LiveRow};
use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use std::net::SocketAddr;
use tahta_protocol::api::{LiveGame, LiveGames};
use tahta_protocol::ErrorCode;

fn listed(row: LiveRow) -> LiveGame {
    LiveGame {
        room: row.room_id,
        variant: row.variant,
        clock: row.clock,
        seats: row.seats,
        plies: row.plies,
        created_at: row.created_at,
    }
}

/// `GET /api/live`: a page of live public games, paced per address.
pub async fn list(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let (_, key) = client(&app, peer, &headers);
    if !app
        .live_lists
        .may_create(key, app.limits.live_lists_per_minute)
    {
        app.metrics
            .refusals
            .record(Refused::Listings, Some(key), "too many lists of live games");
        return Err(api_error(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited.as_str(),
            "too many lists of live games asked from this address: wait a minute",
        ));
    }
    let page = Page::read(query)?;
    let rows = app
        .rooms
        .store()
        .live_rooms(LiveQuery {
            variant: page.variant.clone(),
            before: page.before.clone(),
            limit: page.limit + 1,
        })
        .await
        .map_err(store_busy)?;
    let mut games: Vec<LiveGame> = rows.into_iter().map(listed).collect();
    let next = page.cut(&mut games, |g| (g.created_at, &g.room));
    Ok(Json(LiveGames { games, next }).into_response())
}
