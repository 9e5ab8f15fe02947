//! Public games in PostgreSQL: the listings' queries, of open games waiting for players and
//! of live ones to watch.

use crate::store::{ClockColumns, LiveQuery, LiveRow, OpenQuery, OpenRow, StoreError};

/// Waiting open rooms, newest first (creation time, then room id, both descending), from
/// after `query.before`.
pub(super) async fn open_rooms(
    client: &tokio_postgres::Client,
    query: &OpenQuery,
) -> Result<Vec<OpenRow>, StoreError> {
    let (before_at, before_id) = query.cursor();
    let rows = client
        .query(
            "SELECT r.open_id, r.variant, r.base_s, r.inc_s, r.days, r.creator, r.created_at,
                    (SELECT count(*) FROM seats s WHERE s.room = r.key AND s.token_hash IS NULL)
             FROM rooms r
             WHERE r.open_id IS NOT NULL AND r.status = 'waiting'
               AND ($1::TEXT IS NULL OR r.variant = $1)
               AND (r.created_at >= $2 OR r.days IS NOT NULL)
               AND r.expires_at > $3
               AND ($5 = '' OR (r.created_at, r.open_id) < ($4, $5))
               AND r.created_at <= $4
             ORDER BY r.created_at DESC, r.open_id DESC
             LIMIT $6",
            &[
                &query.variant,
                &query.created_since,
                &query.now,
                &before_at,
                &before_id,
                &i64::from(query.limit),
            ],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|row| {
            let clock = clock_columns(row, 2);
            let creator: String = row.get(5);
            OpenRow {
                room_id: row.get(0),
                variant: row.get(1),
                clock: clock.clock(),
                creator: creator.chars().next().unwrap_or('?'),
                created_at: row.get(6),
                free: row.get::<_, i64>(7) as u32,
            }
        })
        .collect())
}

/// Live public rooms, newest first (creation time, then room id, both descending), from after
/// `query.before`.
pub(super) async fn live_rooms(
    client: &tokio_postgres::Client,
    query: &LiveQuery,
) -> Result<Vec<LiveRow>, StoreError> {
    let (before_at, before_id) = query.cursor();
    let rows = client
        .query(
            "SELECT r.open_id, r.variant, r.base_s, r.inc_s, r.days, r.created_at, r.plies,
                    (SELECT string_agg(s.seat, '' ORDER BY s.seat) FROM seats s
                     WHERE s.room = r.key)
             FROM rooms r
             WHERE r.open_id IS NOT NULL AND r.status = 'live'
               AND ($1::TEXT IS NULL OR r.variant = $1)
               AND ($3 = '' OR (r.created_at, r.open_id) < ($2, $3))
               AND r.created_at <= $2
             ORDER BY r.created_at DESC, r.open_id DESC
             LIMIT $4",
            &[
                &query.variant,
                &before_at,
                &before_id,
                &i64::from(query.limit),
            ],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|row| {
            let clock = clock_columns(row, 2);
            let seats: Option<String> = row.get(7);
            LiveRow {
                room_id: row.get(0),
                variant: row.get(1),
                clock: clock.clock(),
                created_at: row.get(5),
                plies: row.get::<_, i32>(6) as u32,
                seats: seats.unwrap_or_default().chars().collect(),
            }
        })
        .collect())
}

/// The clock's three columns of `row`, from column `first` on (base, increment, days).
fn clock_columns(row: &tokio_postgres::Row, first: usize) -> ClockColumns {
    let column = |i: usize| row.get::<_, Option<i32>>(first + i).map(|v| v as u32);
    ClockColumns {
        base_s: column(0),
        inc_s: column(1),
        days: column(2),
    }
}
