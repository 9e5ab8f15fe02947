//! The store for several server instances: PostgreSQL (`TAHTA_DATABASE_URL=postgres://…`),
//! which is also their bus.
//!
//! - Writes: the event insert and the room update in one transaction; the update only applies
//!   if the room's last event is the one the writer saw (`last_seq = after`), and `(room, seq)`
//!   is unique, so of two instances writing the same next event one wins and the other gets
//!   `Conflict` (it then reads what was written and answers `stale` or re-acknowledges).
//! - Fan-out: `pg_notify` in the same transaction, delivered only on commit, so no instance
//!   announces a move that was not stored. The notification carries the events
//!   (`event_notice`): a room that has every event before them applies them as they came, and
//!   reads the table only after a gap, for a seat taken, or when they were too long to carry.
//!   Each instance LISTENs on one connection; after any reconnection it reads every loaded
//!   room's missing events from the table (`Notice::Resync`).
//! - Timers: every instance arms flag timers for its loaded rooms; the sweeper (`due_rooms`,
//!   `FOR UPDATE SKIP LOCKED`) hands each instance the rooms whose deadline has passed so that
//!   a room nobody is connected to still flags. A flag is an append at the next `seq`, so it
//!   happens exactly once whoever fires first.
//! - Presence: each instance records which seats it holds connections for, and a heartbeat;
//!   rows of an instance silent for `INSTANCE_SILENCE_MS` no longer count.

mod open;

use super::{
    downtime, Bus, ClockColumns, EventRow, LiveQuery, LiveRow, LoggedEvent, Notice, OpenQuery,
    OpenRow, OutboxRow, RoomUpdate, Store, StoreError, StoreFuture, StoredPush, StoredRoom,
    StoredSeat,
};
use crate::retention::Cutoffs;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use futures_util::StreamExt;
use std::sync::Arc;
use std::time::Duration;
use tokio_postgres::{AsyncMessage, Config, NoTls};

/// The channel of stored events (payload: room key in hex, `:`, seq).
const EVENTS: &str = "tahta_events";
/// The channel of presence changes (payload: room key in hex).
const PRESENCE: &str = "tahta_presence";
/// An instance whose heartbeat is older than this no longer holds connections.
pub const INSTANCE_SILENCE_MS: i64 = 6_000;

/// The schema, one step per version (`schema_version`). Never edit a step: add one.
const MIGRATIONS: &[&str] = &[
    "
    CREATE TABLE rooms (
        key        BYTEA PRIMARY KEY,
        variant    TEXT NOT NULL,
        start      TEXT NOT NULL,
        base_s     INTEGER,
        inc_s      INTEGER,
        status     TEXT NOT NULL,
        result     TEXT,
        last_seq   BIGINT NOT NULL,
        clocks     TEXT,
        deadline   BIGINT,
        swept_at   BIGINT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
    );
    CREATE INDEX rooms_due ON rooms (deadline) WHERE status = 'live';
    CREATE TABLE seats (
        room        BYTEA NOT NULL REFERENCES rooms (key),
        seat        TEXT NOT NULL,
        invite_hash BYTEA,
        token_hash  BYTEA,
        PRIMARY KEY (room, seat)
    );
    CREATE TABLE events (
        room BYTEA NOT NULL REFERENCES rooms (key),
        seq  BIGINT NOT NULL,
        kind TEXT NOT NULL,
        seat TEXT,
        body TEXT NOT NULL,
        at   BIGINT NOT NULL,
        PRIMARY KEY (room, seq)
    );
    CREATE TABLE instances (
        id      TEXT PRIMARY KEY,
        seen_at BIGINT NOT NULL
    );
    CREATE TABLE presence (
        instance TEXT NOT NULL,
        room     BYTEA NOT NULL,
        seat     TEXT NOT NULL,
        PRIMARY KEY (instance, room, seat)
    );
",
    "
    -- Who is connected to a room is asked by room, not by instance.
    CREATE INDEX presence_by_room ON presence (room);
",
    "
    -- Games by days (base_s and inc_s are null then).
    ALTER TABLE rooms ADD COLUMN days INTEGER;
",
    "
    -- Web Push: a subscription per seat, and the server's VAPID key (shared by every
    -- instance, so they all sign alike).
    CREATE TABLE push (
        room     BYTEA NOT NULL,
        seat     TEXT NOT NULL,
        room_id  TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        p256dh   TEXT NOT NULL,
        auth     TEXT NOT NULL,
        lang     TEXT NOT NULL,
        PRIMARY KEY (room, seat),
        FOREIGN KEY (room, seat) REFERENCES seats (room, seat)
    );
    CREATE TABLE server_keys (
        name  TEXT PRIMARY KEY,
        value BYTEA NOT NULL
    );
",
    "
    -- Whether takebacks may be asked for (null in older rooms: the default by clock).
    ALTER TABLE rooms ADD COLUMN takebacks BOOLEAN;
",
    "
    -- Open games: the room id of a listed room (in the clear: the list hands it out) and
    -- its creator's seat.
    ALTER TABLE rooms ADD COLUMN open_id TEXT;
    ALTER TABLE rooms ADD COLUMN creator TEXT;
    CREATE INDEX rooms_open ON rooms (created_at) WHERE open_id IS NOT NULL AND status = 'waiting';
",
    "
    -- Retention: when a room ended or was called off (for rooms already over, the time of
    -- their last event), and what the sweeper looks rooms up by.
    ALTER TABLE rooms ADD COLUMN ended_at BIGINT;
    UPDATE rooms SET ended_at = (SELECT at FROM events WHERE events.room = rooms.key
                                 AND events.seq = rooms.last_seq)
     WHERE status IN ('ended', 'aborted');
    CREATE INDEX rooms_ended ON rooms (status, ended_at) WHERE ended_at IS NOT NULL;
    CREATE INDEX rooms_waiting ON rooms (expires_at) WHERE status = 'waiting';
",
    "
    -- Live public games: each room's moves so far (for rooms already live, counted from their
    -- log, a move taken back included until their next move), and what they are listed by.
    ALTER TABLE rooms ADD COLUMN plies INTEGER NOT NULL DEFAULT 0;
    UPDATE rooms SET plies = (SELECT count(*) FROM events WHERE events.room = rooms.key
                              AND events.kind = 'move')
     WHERE status = 'live';
    CREATE INDEX rooms_live ON rooms (created_at) WHERE open_id IS NOT NULL AND status = 'live';
",
    "
    -- Downtime charged to nobody (store/downtime.rs): an instance's clean stop, the instance
    -- that owns a room's clock, and the downtime credited to the room (in all, and as it
    -- stood when each event was stored).
    ALTER TABLE instances ADD COLUMN stopped_at BIGINT;
    ALTER TABLE rooms ADD COLUMN owner TEXT;
    ALTER TABLE rooms ADD COLUMN downtime BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE events ADD COLUMN downtime BIGINT NOT NULL DEFAULT 0;
",
    "
    -- The push outbox: at most one notice waiting per seat, until it is delivered or given
    -- up; `owner` and `lease_until` say which instance is sending it.
    CREATE TABLE outbox (
        room        BYTEA NOT NULL,
        seat        TEXT NOT NULL,
        id          BIGINT NOT NULL,
        body        TEXT NOT NULL,
        tries       INTEGER NOT NULL,
        next_at     BIGINT NOT NULL,
        owner       TEXT,
        lease_until BIGINT,
        PRIMARY KEY (room, seat)
    );
    CREATE INDEX outbox_due ON outbox (next_at);
",
];

/// The condition of a room past its retention at `$1` (now), `$2` (aborted before) and `$3`
/// (ended before) that no live instance holds a player's connection to.
fn past_retention() -> String {
    format!(
        "((status = 'waiting' AND expires_at < $1)
           OR (status = 'aborted' AND ended_at < $2)
           OR (status = 'ended' AND ended_at < $3))
         AND NOT EXISTS (SELECT 1 FROM presence p JOIN instances i ON i.id = p.instance
                          WHERE p.room = rooms.key AND i.seen_at >= $1 - {INSTANCE_SILENCE_MS})"
    )
}

fn failed(e: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(e.to_string())
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> Self {
        if e.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
            StoreError::Conflict
        } else {
            failed(e)
        }
    }
}

impl From<deadpool_postgres::PoolError> for StoreError {
    fn from(e: deadpool_postgres::PoolError) -> Self {
        failed(e)
    }
}

/// The PostgreSQL store.
pub struct Postgres {
    pool: Pool,
    config: Config,
}

impl Postgres {
    /// Connects to `url` and brings the schema up to date (under an advisory lock, so that
    /// instances starting together migrate once).
    pub async fn connect(url: &str) -> Result<Arc<Postgres>, StoreError> {
        let config: Config = url.parse().map_err(failed)?;
        let manager = Manager::from_config(
            with_custom_plans(config.clone()),
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(16)
            .wait_timeout(Some(Duration::from_secs(5)))
            .create_timeout(Some(Duration::from_secs(5)))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(failed)?;
        let store = Postgres { pool, config };
        store.migrate().await?;
        Ok(Arc::new(store))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        tx.batch_execute(
            "SELECT pg_advisory_xact_lock(7346524);
             CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);",
        )
        .await?;
        let version: i32 = tx
            .query_opt("SELECT version FROM schema_version", &[])
            .await?
            .map_or(0, |r| r.get(0));
        if version as usize > MIGRATIONS.len() {
            return Err(failed(format!(
                "the database is at schema version {version}, newer than this server ({})",
                MIGRATIONS.len()
            )));
        }
        for step in &MIGRATIONS[version as usize..] {
            tx.batch_execute(step).await?;
        }
        tx.execute("DELETE FROM schema_version", &[]).await?;
        tx.execute(
            "INSERT INTO schema_version (version) VALUES ($1)",
            &[&(MIGRATIONS.len() as i32)],
        )
        .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// `config` with every statement planned for its own parameters (`plan_cache_mode =
/// force_custom_plan`), after the options the URL gave. By default PostgreSQL settles, after five
/// executions of a prepared statement on a connection, on a generic plan if it looks no dearer,
/// and keeps it until the table is next analysed. On a new database the pool's statements were
/// prepared while `events` held a few hundred rows, where a sequential scan looks as cheap as the
/// index; `events` then grew by 300 rows a second for the minute before autovacuum's first
/// ANALYZE, and the acks of that minute were slow (two instances, 300 moves/s: ack p50 2.6–3.9 ms
/// and p99 10–25 ms in the first seven 10-second windows, then p50 1.7 ms and p99 7–8 ms once the
/// tables were analysed). Planning each time cost PostgreSQL 55.8% of a core against 53.4% over
/// the same 10-minute run.
fn with_custom_plans(mut config: Config) -> Config {
    const CUSTOM_PLANS: &str = "-c plan_cache_mode=force_custom_plan";
    let options = match config.get_options() {
        Some(given) if !given.trim().is_empty() => format!("{given} {CUSTOM_PLANS}"),
        _ => CUSTOM_PLANS.to_string(),
    };
    config.options(&options);
    config
}

fn letter(text: Option<String>) -> Option<char> {
    text.and_then(|s| s.chars().next())
}

async fn append_in(
    tx: &deadpool_postgres::Transaction<'_>,
    key: &[u8],
    after: u64,
    events: &[LoggedEvent],
    update: &RoomUpdate,
) -> Result<(), StoreError> {
    let last = events.last().map_or(after, |e| e.v) as i64;
    // Prepared once per pooled connection: every move runs these.
    let update_room = tx
        .prepare_cached(
            "UPDATE rooms SET last_seq = $1, status = $2, result = $3, clocks = $4,
                              deadline = $5, swept_at = NULL,
                              ended_at = CASE WHEN $2 IN ('ended', 'aborted')
                                              THEN COALESCE(ended_at, $8) END,
                              plies = $9
             WHERE key = $6 AND last_seq = $7",
        )
        .await?;
    // `ended_at` is the time of the event that ended the game (a later rematch offer or
    // phrase does not move it).
    let at = events.last().map(|e| e.at);
    let changed = tx
        .execute(
            &update_room,
            &[
                &last,
                &update.status,
                &update.result,
                &update.clocks,
                &update.deadline,
                &key,
                &(after as i64),
                &at,
                &(update.plies as i32),
            ],
        )
        .await?;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    insert_events(tx, key, events).await?;
    let notify = tx.prepare_cached("SELECT pg_notify($1, $2)").await?;
    tx.execute(&notify, &[&EVENTS, &event_notice(key, last, events)])
        .await?;
    Ok(())
}

/// The most bytes of events a notification carries (PostgreSQL refuses payloads from 8,000
/// bytes): longer ones go without, and the rooms read them from the table.
const EVENTS_IN_NOTICE: usize = 7_000;

/// The notification of stored events: `<room key in hex>:<last seq>:<the events, JSON>`, or
/// without `:<the events>` when they are too long to carry. A room on another instance that
/// has every event before them applies them from the notification, with no query: the
/// catch-up read was two statements per event on each instance, and on the path of every
/// move between instances.
fn event_notice(key: &[u8], last: i64, events: &[LoggedEvent]) -> String {
    let head = format!("{}:{last}", hex(key));
    match serde_json::to_string(events) {
        Ok(json) if json.len() <= EVENTS_IN_NOTICE => format!("{head}:{json}"),
        _ => head,
    }
}

/// Reads a notification of stored events; `None` if it is not one. Events that do not parse
/// are left out, and the room reads them from the table.
fn read_event_notice(payload: &str) -> Option<Notice> {
    let (key, rest) = payload.split_once(':')?;
    let (seq, events) = match rest.split_once(':') {
        Some((seq, json)) => (seq, serde_json::from_str(json).ok()),
        None => (rest, None),
    };
    Some(Notice::Event {
        key: unhex(key)?,
        seq: seq.parse().ok()?,
        events,
    })
}

async fn create_in(
    tx: &deadpool_postgres::Transaction<'_>,
    room: &StoredRoom,
    clocks: &Option<String>,
    now: i64,
) -> Result<(), StoreError> {
    let last = room.events.last().map_or(0, |e| e.v) as i64;
    let clock = ClockColumns::of(room.clock);
    let column = |v: Option<u32>| v.map(|v| v as i32);
    let creator = room.open_creator();
    tx.execute(
        "INSERT INTO rooms (key, variant, start, base_s, inc_s, days, status, result,
                            last_seq, clocks, created_at, expires_at, takebacks, open_id,
                            creator)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        &[
            &room.key,
            &room.variant,
            &room.start,
            &column(clock.base_s),
            &column(clock.inc_s),
            &column(clock.days),
            &room.status,
            &room.result,
            &last,
            clocks,
            &now,
            &room.expires_at,
            &room.takebacks,
            &room.open_id,
            &creator,
        ],
    )
    .await?;
    for seat in &room.seats {
        tx.execute(
            "INSERT INTO seats (room, seat, invite_hash, token_hash) VALUES ($1, $2, $3, $4)",
            &[
                &room.key,
                &seat.letter.to_string(),
                &seat.invite_hash,
                &seat.token_hash,
            ],
        )
        .await?;
    }
    insert_events(tx, &room.key, &room.events).await
}

async fn insert_events(
    tx: &deadpool_postgres::Transaction<'_>,
    key: &[u8],
    events: &[LoggedEvent],
) -> Result<(), StoreError> {
    let insert = tx
        .prepare_cached(
            "INSERT INTO events (room, seq, kind, seat, body, at, downtime)
             VALUES ($1, $2, $3, $4, $5, $6, (SELECT downtime FROM rooms WHERE key = $1))",
        )
        .await?;
    for e in events {
        let row = EventRow::new(e);
        tx.execute(
            &insert,
            &[&key, &(e.v as i64), &row.kind, &row.seat, &row.body, &e.at],
        )
        .await?;
    }
    Ok(())
}

/// `Store::resume`: the room's row is locked, so of two instances taking a room over at once
/// the second finds the first the owner (alive) and credits nothing more.
async fn resume_in(
    tx: &deadpool_postgres::Transaction<'_>,
    key: &[u8],
    instance: &str,
    now: i64,
) -> Result<(), StoreError> {
    let Some(room) = tx
        .query_opt(
            "SELECT owner, status = 'live' AND base_s IS NOT NULL,
                    (SELECT at FROM events WHERE room = rooms.key AND seq = rooms.last_seq)
             FROM rooms WHERE key = $1 FOR UPDATE",
            &[&key],
        )
        .await?
    else {
        return Ok(());
    };
    let owner: Option<String> = room.get(0);
    let clock_runs: bool = room.get(1);
    let last_event_at: Option<i64> = room.get(2);
    let gap = match owner {
        Some(owner) if owner == instance => return Ok(()),
        // A room nobody loaded yet (just made), or from before owners were kept (its clock
        // ran on the wall clock, as it still does on the instances that hold it).
        None => 0,
        Some(owner) => {
            let up = tx
                .query_opt(
                    "SELECT seen_at, stopped_at FROM instances WHERE id = $1",
                    &[&owner],
                )
                .await?
                .map(|r| (r.get::<_, i64>(0), r.get::<_, Option<i64>>(1)));
            let alive = up.is_some_and(|(seen, stopped)| {
                stopped.is_none() && seen >= now - INSTANCE_SILENCE_MS
            });
            if alive {
                return Ok(());
            }
            // Another live instance holding a player's connection served the room meanwhile:
            // its clock ran, and this one's must agree with it.
            let served = tx
                .query_one(
                    "SELECT EXISTS (SELECT 1 FROM presence p JOIN instances i ON i.id = p.instance
                                     WHERE p.room = $1 AND p.instance <> $2 AND p.instance <> $3
                                       AND i.stopped_at IS NULL AND i.seen_at >= $4)",
                    &[&key, &instance, &owner, &(now - INSTANCE_SILENCE_MS)],
                )
                .await?
                .get::<_, bool>(0);
            if served || !clock_runs {
                0
            } else {
                downtime::credit(
                    up.map(|(seen, stopped)| downtime::last_up(seen, stopped)),
                    last_event_at,
                    now,
                )
            }
        }
    };
    tx.execute(
        "UPDATE rooms SET owner = $2, downtime = downtime + $3, deadline = deadline + $3
         WHERE key = $1",
        &[&key, &instance, &gap],
    )
    .await?;
    Ok(())
}

/// Lower-case hex, for notification payloads.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

async fn seats_of(
    client: &tokio_postgres::Client,
    key: &[u8],
) -> Result<Vec<StoredSeat>, StoreError> {
    let rows = client
        .query(
            "SELECT seat, invite_hash, token_hash FROM seats WHERE room = $1",
            &[&key],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| StoredSeat {
            letter: letter(r.get(0)).unwrap_or('?'),
            invite_hash: r.get(1),
            token_hash: r.get(2),
        })
        .collect())
}

/// The room's events after `after`, each with the room's downtime when it was stored.
async fn events_of(
    client: &tokio_postgres::Client,
    key: &[u8],
    after: u64,
) -> Result<Vec<(LoggedEvent, i64)>, StoreError> {
    let rows = client
        .query(
            "SELECT seq, kind, seat, body, at, downtime FROM events
             WHERE room = $1 AND seq > $2 ORDER BY seq",
            &[&key, &(after as i64)],
        )
        .await?;
    rows.iter()
        .map(|r| {
            let row = EventRow {
                kind: r.get(1),
                seat: r.get(2),
                body: r.get(3),
            };
            Ok((row.read(r.get::<_, i64>(0) as u64, r.get(4))?, r.get(5)))
        })
        .collect()
}

impl Store for Postgres {
    fn create_room(
        &self,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            create_in(&tx, &room, &clocks, now).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn append_creating(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            append_in(&tx, &key, after, &events, &update).await?;
            create_in(&tx, &room, &clocks, now).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn append(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            append_in(&tx, &key, after, &events, &update).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn claim_seat(
        &self,
        key: Vec<u8>,
        letter: char,
        token_hash: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            let taken = tx
                .execute(
                    "UPDATE seats SET token_hash = $1
                     WHERE room = $2 AND seat = $3 AND token_hash IS NULL",
                    &[&token_hash, &key, &letter.to_string()],
                )
                .await?;
            if taken != 1 {
                return Err(StoreError::Conflict);
            }
            append_in(&tx, &key, after, &events, &update).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn open_rooms(&self, query: OpenQuery) -> StoreFuture<'_, Vec<OpenRow>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            open::open_rooms(&client, &query).await
        })
    }

    fn live_rooms(&self, query: LiveQuery) -> StoreFuture<'_, Vec<LiveRow>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            open::live_rooms(&client, &query).await
        })
    }

    fn load_room(&self, key: Vec<u8>) -> StoreFuture<'_, Option<StoredRoom>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            let Some(row) = client
                .query_opt(
                    "SELECT variant, start, base_s, inc_s, status, result, expires_at, days,
                            takebacks, open_id, downtime
                     FROM rooms WHERE key = $1",
                    &[&key],
                )
                .await?
            else {
                return Ok(None);
            };
            let column = |i: usize| row.get::<_, Option<i32>>(i).map(|v| v as u32);
            let clock = ClockColumns {
                base_s: column(2),
                inc_s: column(3),
                days: column(7),
            };
            let downtime: i64 = row.get(10);
            let (events, stored_with): (Vec<_>, Vec<i64>) =
                events_of(&client, &key, 0).await?.into_iter().unzip();
            Ok(Some(StoredRoom {
                variant: row.get(0),
                start: row.get(1),
                clock: clock.clock(),
                takebacks: row.get(8),
                status: row.get(4),
                result: row.get(5),
                expires_at: row.get(6),
                seats: seats_of(&client, &key).await?,
                events,
                downtime_after: stored_with.iter().map(|d| downtime - d).collect(),
                open_id: row.get(9),
                key,
            }))
        })
    }

    fn events_after(
        &self,
        key: Vec<u8>,
        after: u64,
    ) -> StoreFuture<'_, (Vec<StoredSeat>, Vec<LoggedEvent>)> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            let events = events_of(&client, &key, after).await?;
            Ok((
                seats_of(&client, &key).await?,
                events.into_iter().map(|(e, _)| e).collect(),
            ))
        })
    }

    fn ready(&self) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            client.simple_query("SELECT 1").await?;
            Ok(())
        })
    }

    fn vapid_key(&self, candidate: Vec<u8>) -> StoreFuture<'_, Vec<u8>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            client
                .execute(
                    "INSERT INTO server_keys (name, value) VALUES ('vapid', $1)
                     ON CONFLICT (name) DO NOTHING",
                    &[&candidate],
                )
                .await?;
            let row = client
                .query_one("SELECT value FROM server_keys WHERE name = 'vapid'", &[])
                .await?;
            Ok(row.get(0))
        })
    }

    fn set_push(&self, key: Vec<u8>, seat: char, push: StoredPush) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            client
                .execute(
                    "INSERT INTO push (room, seat, room_id, endpoint, p256dh, auth, lang)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (room, seat) DO UPDATE SET room_id = $3, endpoint = $4,
                        p256dh = $5, auth = $6, lang = $7",
                    &[
                        &key,
                        &seat.to_string(),
                        &push.room_id,
                        &push.endpoint,
                        &push.p256dh,
                        &push.auth,
                        &push.lang,
                    ],
                )
                .await?;
            Ok(())
        })
    }

    fn remove_push(
        &self,
        key: Vec<u8>,
        seat: char,
        endpoint: Option<String>,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            client
                .execute(
                    "DELETE FROM push WHERE room = $1 AND seat = $2
                       AND ($3::TEXT IS NULL OR endpoint = $3)",
                    &[&key, &seat.to_string(), &endpoint],
                )
                .await?;
            Ok(())
        })
    }

    fn push_of(&self, key: Vec<u8>, seat: char) -> StoreFuture<'_, Option<StoredPush>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            let row = client
                .query_opt(
                    "SELECT room_id, endpoint, p256dh, auth, lang FROM push
                     WHERE room = $1 AND seat = $2",
                    &[&key, &seat.to_string()],
                )
                .await?;
            Ok(row.map(|r| StoredPush {
                room_id: r.get(0),
                endpoint: r.get(1),
                p256dh: r.get(2),
                auth: r.get(3),
                lang: r.get(4),
            }))
        })
    }

    fn outbox_put(&self, rows: Vec<OutboxRow>, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            let put = tx
                .prepare_cached(
                    "INSERT INTO outbox (room, seat, id, body, tries, next_at)
                     VALUES ($1, $2, $3, $4, 0, $5)
                     ON CONFLICT (room, seat) DO UPDATE SET id = $3, body = $4, tries = 0,
                        next_at = $5, owner = NULL, lease_until = NULL",
                )
                .await?;
            for row in rows {
                tx.execute(
                    &put,
                    &[&row.key, &row.seat.to_string(), &row.id, &row.body, &now],
                )
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    fn outbox_claim(
        &self,
        instance: String,
        now: i64,
        lease_ms: i64,
        limit: u32,
    ) -> StoreFuture<'_, Vec<OutboxRow>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            // Rows another instance is claiming right now are skipped; a lease is left alone
            // until it runs out or its holder stops or falls silent.
            let claim = client
                .prepare_cached(&format!(
                    "WITH due AS (
                       SELECT room, seat FROM outbox o
                        WHERE next_at <= $1
                          AND (lease_until IS NULL OR lease_until < $1
                               OR NOT EXISTS (SELECT 1 FROM instances i
                                               WHERE i.id = o.owner AND i.stopped_at IS NULL
                                                 AND i.seen_at >= $1 - {INSTANCE_SILENCE_MS}))
                        ORDER BY next_at LIMIT $4
                        FOR UPDATE SKIP LOCKED)
                     UPDATE outbox o SET owner = $2, lease_until = $3
                       FROM due WHERE o.room = due.room AND o.seat = due.seat
                     RETURNING o.room, o.seat, o.id, o.body, o.tries"
                ))
                .await?;
            let rows = client
                .query(
                    &claim,
                    &[&now, &instance, &(now + lease_ms), &i64::from(limit)],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| OutboxRow {
                    key: r.get(0),
                    seat: letter(r.get(1)).unwrap_or('?'),
                    id: r.get(2),
                    body: r.get(3),
                    tries: r.get::<_, i32>(4) as u32,
                })
                .collect())
        })
    }

    fn outbox_settle(
        &self,
        key: Vec<u8>,
        seat: char,
        id: i64,
        retry_at: Option<i64>,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            let seat = seat.to_string();
            match retry_at {
                None => {
                    client
                        .execute(
                            "DELETE FROM outbox WHERE room = $1 AND seat = $2 AND id = $3",
                            &[&key, &seat, &id],
                        )
                        .await?
                }
                Some(at) => {
                    client
                        .execute(
                            "UPDATE outbox SET tries = tries + 1, next_at = $4, owner = NULL,
                                               lease_until = NULL
                             WHERE room = $1 AND seat = $2 AND id = $3",
                            &[&key, &seat, &id, &at],
                        )
                        .await?
                }
            };
            Ok(())
        })
    }

    fn live_clocked_rooms(&self) -> StoreFuture<'_, Vec<Vec<u8>>> {
        // Several instances share the rooms: each takes the due ones from the sweeper instead
        // of loading them all at start.
        Box::pin(async { Ok(Vec::new()) })
    }

    fn due_rooms(&self, now: i64) -> StoreFuture<'_, Vec<Vec<u8>>> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            // A room taken by one sweeper is left to it for a while (`swept_at`), and rows
            // another sweeper holds right now are skipped.
            let rows = tx
                .query(
                    "SELECT key FROM rooms
                     WHERE status = 'live' AND deadline IS NOT NULL AND deadline <= $1
                       AND (swept_at IS NULL OR swept_at < $1 - 10000)
                     ORDER BY deadline LIMIT 100
                     FOR UPDATE SKIP LOCKED",
                    &[&now],
                )
                .await?;
            let keys: Vec<Vec<u8>> = rows.iter().map(|r| r.get(0)).collect();
            for key in &keys {
                tx.execute(
                    "UPDATE rooms SET swept_at = $1 WHERE key = $2",
                    &[&now, key],
                )
                .await?;
            }
            tx.commit().await?;
            Ok(keys)
        })
    }

    fn expired_rooms(&self, cutoffs: Cutoffs, limit: u32) -> StoreFuture<'_, Vec<Vec<u8>>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            let rows = client
                .query(
                    &format!("SELECT key FROM rooms WHERE {} LIMIT $4", past_retention()),
                    &[
                        &cutoffs.waiting_expired,
                        &cutoffs.aborted_before,
                        &cutoffs.ended_before,
                        &i64::from(limit),
                    ],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    fn delete_rooms(&self, keys: Vec<Vec<u8>>, cutoffs: Cutoffs) -> StoreFuture<'_, u64> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            // Locked first and checked again: an instance appending to one of these rooms
            // meanwhile waits, then finds it gone (a conflict, so nothing is half-stored).
            let rows = tx
                .query(
                    &format!(
                        "SELECT key FROM rooms WHERE key = ANY($4) AND {}
                         FOR UPDATE SKIP LOCKED",
                        past_retention()
                    ),
                    &[
                        &cutoffs.waiting_expired,
                        &cutoffs.aborted_before,
                        &cutoffs.ended_before,
                        &keys,
                    ],
                )
                .await?;
            let keys: Vec<Vec<u8>> = rows.iter().map(|r| r.get(0)).collect();
            for table in [
                "DELETE FROM outbox WHERE room = ANY($1)",
                "DELETE FROM push WHERE room = ANY($1)",
                "DELETE FROM presence WHERE room = ANY($1)",
                "DELETE FROM events WHERE room = ANY($1)",
                "DELETE FROM seats WHERE room = ANY($1)",
                "DELETE FROM rooms WHERE key = ANY($1)",
            ] {
                tx.execute(table, &[&keys]).await?;
            }
            tx.commit().await?;
            Ok(keys.len() as u64)
        })
    }

    fn heartbeat(&self, instance: String, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            client
                .execute(
                    "INSERT INTO instances (id, seen_at) VALUES ($1, $2)
                     ON CONFLICT (id) DO UPDATE SET seen_at = $2",
                    &[&instance, &now],
                )
                .await?;
            // Rows of instances long gone are only clutter.
            client
                .execute(
                    "DELETE FROM presence WHERE instance IN
                       (SELECT id FROM instances WHERE seen_at < $1)",
                    &[&(now - 10 * INSTANCE_SILENCE_MS)],
                )
                .await?;
            Ok(())
        })
    }

    fn stopped(&self, instance: String, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            client
                .execute(
                    "INSERT INTO instances (id, seen_at, stopped_at) VALUES ($1, $2, $2)
                     ON CONFLICT (id) DO UPDATE SET stopped_at = $2",
                    &[&instance, &now],
                )
                .await?;
            Ok(())
        })
    }

    fn resume(&self, key: Vec<u8>, instance: String, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            resume_in(&tx, &key, &instance, now).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn set_presence(
        &self,
        instance: String,
        key: Vec<u8>,
        seat: char,
        online: bool,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            if online {
                tx.execute(
                    "INSERT INTO presence (instance, room, seat) VALUES ($1, $2, $3)
                     ON CONFLICT DO NOTHING",
                    &[&instance, &key, &seat.to_string()],
                )
                .await?;
            } else {
                tx.execute(
                    "DELETE FROM presence WHERE instance = $1 AND room = $2 AND seat = $3",
                    &[&instance, &key, &seat.to_string()],
                )
                .await?;
            }
            tx.execute("SELECT pg_notify($1, $2)", &[&PRESENCE, &hex(&key)])
                .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn remote_presence(
        &self,
        instance: String,
        key: Vec<u8>,
        now: i64,
    ) -> StoreFuture<'_, Vec<char>> {
        Box::pin(async move {
            let client = self.pool.get().await?;
            let rows = client
                .query(
                    "SELECT DISTINCT p.seat FROM presence p JOIN instances i ON i.id = p.instance
                     WHERE p.room = $1 AND p.instance <> $2 AND i.seen_at >= $3",
                    &[&key, &instance, &(now - INSTANCE_SILENCE_MS)],
                )
                .await?;
            Ok(rows.iter().filter_map(|r| letter(r.get(0))).collect())
        })
    }

    fn shared(&self) -> bool {
        true
    }

    fn close(&self) -> StoreFuture<'_, ()> {
        // Every write was committed before it was answered: nothing is pending.
        self.pool.close();
        Box::pin(async { Ok(()) })
    }
}

impl Bus for Postgres {
    fn run(&self, deliver: Box<dyn Fn(Notice) + Send + Sync>) -> StoreFuture<'static, ()> {
        let config = self.config.clone();
        Box::pin(async move {
            let mut first = true;
            loop {
                match listen(&config, &deliver, first).await {
                    Ok(()) => return Ok(()),
                    Err(e) => {
                        eprintln!("tahta-server: the LISTEN connection failed ({e}); reconnecting");
                        tokio::time::sleep(Duration::from_millis(500)).await;
                    }
                }
                first = false;
            }
        })
    }
}

/// One LISTEN connection, until it fails. Every connection after the first starts with a
/// `Resync`: notifications sent while it was down are lost, the table is not.
async fn listen(
    config: &Config,
    deliver: &(dyn Fn(Notice) + Send + Sync),
    first: bool,
) -> Result<(), StoreError> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let (messages_tx, mut messages) = tokio::sync::mpsc::unbounded_channel();
    let driver = tokio::spawn(async move {
        let mut stream = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = stream.next().await {
            match message {
                Ok(m) => {
                    if messages_tx.send(Ok(m)).is_err() {
                        return;
                    }
                }
                Err(e) => {
                    let _ = messages_tx.send(Err(e));
                    return;
                }
            }
        }
        // The stream ended: dropping the sender tells the loop below.
    });
    client
        .batch_execute(&format!("LISTEN {EVENTS}; LISTEN {PRESENCE};"))
        .await?;
    if !first {
        deliver(Notice::Resync);
    }
    let outcome = loop {
        match messages.recv().await {
            Some(Ok(AsyncMessage::Notification(n))) => {
                if n.channel() == EVENTS {
                    if let Some(notice) = read_event_notice(n.payload()) {
                        deliver(notice);
                    }
                } else if let Some(key) = unhex(n.payload()) {
                    deliver(Notice::Presence { key });
                }
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => break Err(StoreError::from(e)),
            None => break Err(failed("the LISTEN connection closed")),
        }
    };
    driver.abort();
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Event;

    fn a_move(v: u64, mv: &str) -> LoggedEvent {
        LoggedEvent {
            v,
            event: Event::Move {
                seat: 'b',
                n: v - 3,
                mv: mv.into(),
            },
            clocks: Some(vec![61_000, 58_500]),
            at: 1_765_000_000_000 + v as i64,
        }
    }

    #[test]
    fn a_notice_carries_the_events_it_announces() {
        let events = vec![a_move(7, "c3-c4"), a_move(8, "d7-d5")];
        let payload = event_notice(&[0xab, 0x01], 8, &events);
        assert!(payload.starts_with("ab01:8:["), "{payload}");
        assert_eq!(
            read_event_notice(&payload),
            Some(Notice::Event {
                key: vec![0xab, 0x01],
                seq: 8,
                events: Some(events),
            })
        );
    }

    #[test]
    fn events_too_long_to_carry_are_left_to_the_table() {
        let long = vec![a_move(9, &"x".repeat(EVENTS_IN_NOTICE))];
        let payload = event_notice(&[0xab], 9, &long);
        assert_eq!(payload, "ab:9");
        assert!(payload.len() < 8_000);
        assert_eq!(
            read_event_notice(&payload),
            Some(Notice::Event {
                key: vec![0xab],
                seq: 9,
                events: None,
            })
        );
    }

    #[test]
    fn a_notice_whose_events_do_not_parse_still_says_which_room_to_read() {
        assert_eq!(
            read_event_notice("0f:3:[{\"kind\":\"nonsense\"}]"),
            Some(Notice::Event {
                key: vec![0x0f],
                seq: 3,
                events: None,
            })
        );
        for payload in ["", "0f", "zz:3", "0f:x", "0f:x:[]", "0:3"] {
            assert_eq!(read_event_notice(payload), None, "{payload:?}");
        }
    }
}
