//! Public games in SQLite: the listings' queries, of open games waiting for players and of
//! live ones to watch.

use crate::store::{ClockColumns, LiveQuery, LiveRow, OpenQuery, OpenRow, StoreError};
use rusqlite::{params, Connection};

/// Waiting open rooms, newest first (creation time, then room id, both descending), from
/// after `query.before`.
pub(super) fn open_rooms(c: &Connection, query: &OpenQuery) -> Result<Vec<OpenRow>, StoreError> {
    let (before_at, before_id) = query.cursor();
    let mut statement = c.prepare_cached(
        "SELECT r.open_id, r.variant, r.base_s, r.inc_s, r.days, r.creator, r.created_at,
                (SELECT count(*) FROM seats s WHERE s.room = r.key AND s.token_hash IS NULL)
         FROM rooms r
         WHERE r.open_id IS NOT NULL AND r.status = 'waiting'
           AND (?1 IS NULL OR r.variant = ?1)
           AND (r.created_at >= ?2 OR r.days IS NOT NULL)
           AND r.expires_at > ?3
           AND (?5 = '' OR r.created_at < ?4 OR (r.created_at = ?4 AND r.open_id < ?5))
           AND r.created_at <= ?4
         ORDER BY r.created_at DESC, r.open_id DESC
         LIMIT ?6",
    )?;
    let rows = statement
        .query_map(
            params![
                query.variant,
                query.created_since,
                query.now,
                before_at,
                before_id,
                query.limit
            ],
            |r| {
                let clock = clock_columns(r, 2)?;
                let creator: String = r.get(5)?;
                Ok(OpenRow {
                    room_id: r.get(0)?,
                    variant: r.get(1)?,
                    clock: clock.clock(),
                    creator: creator.chars().next().unwrap_or('?'),
                    created_at: r.get(6)?,
                    free: r.get(7)?,
                })
            },
        )?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Live public rooms, newest first (creation time, then room id, both descending), from after
/// `query.before`.
pub(super) fn live_rooms(c: &Connection, query: &LiveQuery) -> Result<Vec<LiveRow>, StoreError> {
    let (before_at, before_id) = query.cursor();
    let mut statement = c.prepare_cached(
        "SELECT r.open_id, r.variant, r.base_s, r.inc_s, r.days, r.created_at, r.plies,
                (SELECT group_concat(seat, '') FROM
                   (SELECT s.seat FROM seats s WHERE s.room = r.key ORDER BY s.seat))
         FROM rooms r
         WHERE r.open_id IS NOT NULL AND r.status = 'live'
           AND (?1 IS NULL OR r.variant = ?1)
           AND (?3 = '' OR r.created_at < ?2 OR (r.created_at = ?2 AND r.open_id < ?3))
           AND r.created_at <= ?2
         ORDER BY r.created_at DESC, r.open_id DESC
         LIMIT ?4",
    )?;
    let rows = statement
        .query_map(
            params![query.variant, before_at, before_id, query.limit],
            |r| {
                let clock = clock_columns(r, 2)?;
                let seats: Option<String> = r.get(7)?;
                Ok(LiveRow {
                    room_id: r.get(0)?,
                    variant: r.get(1)?,
                    clock: clock.clock(),
                    created_at: r.get(5)?,
                    plies: r.get(6)?,
                    seats: seats.unwrap_or_default().chars().collect(),
                })
            },
        )?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// The clock's three columns of `row`, from column `first` on (base, increment, days).
fn clock_columns(row: &rusqlite::Row, first: usize) -> rusqlite::Result<ClockColumns> {
    Ok(ClockColumns {
        base_s: row.get(first)?,
        inc_s: row.get(first + 1)?,
        days: row.get(first + 2)?,
    })
}
