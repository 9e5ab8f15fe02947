//! The embedded store, the default: SQLite in one file (WAL, `synchronous=FULL`).
//!
//! One writer thread owns the connection and commits whatever jobs are waiting as one
//! transaction (group commit), each job inside its own savepoint so that one refused job does
//! not undo the others; a job's caller hears back only after the commit is on disk. Reads go
//! through the same thread: they are rare (a room is read once, when it is loaded). The WAL's
//! checkpoints run beside the writer, on a thread and a connection of their own (`writer.rs`).

mod open;
#[cfg(test)]
mod tests;
mod timings;
mod writer;

use super::{
    downtime, ClockColumns, EventRow, LiveQuery, LiveRow, LoggedEvent, OpenQuery, OpenRow,
    OutboxRow, RoomUpdate, Store, StoreError, StoreFuture, StoredPush, StoredRoom, StoredSeat,
};
use crate::retention::Cutoffs;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;
use timings::Timings;
use tokio::sync::oneshot;
use writer::{writer, Queued};

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Failed(e.to_string())
    }
}

pub(super) type Completion = Box<dyn FnOnce(Result<(), StoreError>) + Send>;
/// A job runs on the writer thread inside a savepoint; it says whether it failed (so its
/// savepoint is rolled back) and how to tell its caller once the commit is known.
pub(super) type Job = Box<dyn FnOnce(&Connection) -> (bool, Completion) + Send>;

/// The SQLite store.
pub struct Sqlite {
    /// Taken out by `close`, so that no job is sent after it.
    jobs: Mutex<Option<mpsc::Sender<Queued>>>,
    /// The writer thread, waited for by `close`.
    writer: Mutex<Option<JoinHandle<()>>>,
}

/// The schema, one step per version (`PRAGMA user_version`). Never edit a step: add one.
const MIGRATIONS: &[&str] = &[
    "
    CREATE TABLE rooms (
        key        BLOB PRIMARY KEY,
        variant    TEXT NOT NULL,
        start      TEXT NOT NULL,
        base_s     INTEGER,
        inc_s      INTEGER,
        status     TEXT NOT NULL,
        result     TEXT,
        last_seq   INTEGER NOT NULL,
        clocks     TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
    );
    CREATE INDEX rooms_by_status ON rooms (status);
    CREATE TABLE seats (
        room        BLOB NOT NULL REFERENCES rooms (key),
        seat        TEXT NOT NULL,
        invite_hash BLOB,
        token_hash  BLOB,
        PRIMARY KEY (room, seat)
    ) WITHOUT ROWID;
    CREATE TABLE events (
        room BLOB NOT NULL REFERENCES rooms (key),
        seq  INTEGER NOT NULL,
        kind TEXT NOT NULL,
        seat TEXT,
        body TEXT NOT NULL,
        at   INTEGER NOT NULL,
        PRIMARY KEY (room, seq)
    ) WITHOUT ROWID;
",
    "
    -- Games by days, and their deadlines for the sweeper (they are not kept loaded).
    ALTER TABLE rooms ADD COLUMN days INTEGER;
    ALTER TABLE rooms ADD COLUMN deadline INTEGER;
    CREATE INDEX rooms_due ON rooms (deadline) WHERE status = 'live' AND days IS NOT NULL;
",
    "
    -- Web Push: a subscription per seat, and the server's VAPID key.
    CREATE TABLE push (
        room     BLOB NOT NULL,
        seat     TEXT NOT NULL,
        room_id  TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        p256dh   TEXT NOT NULL,
        auth     TEXT NOT NULL,
        lang     TEXT NOT NULL,
        PRIMARY KEY (room, seat),
        FOREIGN KEY (room, seat) REFERENCES seats (room, seat)
    ) WITHOUT ROWID;
    CREATE TABLE server_keys (
        name  TEXT PRIMARY KEY,
        value BLOB NOT NULL
    ) WITHOUT ROWID;
",
    "
    -- Whether takebacks may be asked for (null in older rooms: the default by clock).
    ALTER TABLE rooms ADD COLUMN takebacks INTEGER;
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
    ALTER TABLE rooms ADD COLUMN ended_at INTEGER;
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
    -- Downtime charged to nobody (store/downtime.rs): each run's last moment up, the run
    -- that owns a room's clock, and the downtime credited to the room (in all, and as it
    -- stood when each event was stored). Live rooms from before get an owner that never ran,
    -- so the restart that upgrades is credited from their last event, as restarts were.
    CREATE TABLE instances (
        id         TEXT PRIMARY KEY,
        seen_at    INTEGER NOT NULL,
        stopped_at INTEGER
    ) WITHOUT ROWID;
    ALTER TABLE rooms ADD COLUMN owner TEXT;
    ALTER TABLE rooms ADD COLUMN downtime INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE events ADD COLUMN downtime INTEGER NOT NULL DEFAULT 0;
    UPDATE rooms SET owner = '' WHERE status = 'live';
",
    "
    -- The push outbox: at most one notice waiting per seat, until it is delivered or given
    -- up; `owner` and `lease_until` say which run is sending it.
    CREATE TABLE outbox (
        room        BLOB NOT NULL,
        seat        TEXT NOT NULL,
        id          INTEGER NOT NULL,
        body        TEXT NOT NULL,
        tries       INTEGER NOT NULL,
        next_at     INTEGER NOT NULL,
        owner       TEXT,
        lease_until INTEGER,
        PRIMARY KEY (room, seat)
    ) WITHOUT ROWID;
    CREATE INDEX outbox_due ON outbox (next_at);
",
];

fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    let version: usize = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version > MIGRATIONS.len() {
        return Err(StoreError::Failed(format!(
            "the database is at schema version {version}, newer than this server ({})",
            MIGRATIONS.len()
        )));
    }
    for (i, step) in MIGRATIONS.iter().enumerate().skip(version) {
        let tx = conn.transaction()?;
        tx.execute_batch(step)?;
        tx.pragma_update(None, "user_version", i + 1)?;
        tx.commit()?;
    }
    Ok(())
}

/// Copies the database at `path` to a new file `to` with SQLite's online backup, while a
/// server may be writing to it: the copy is taken in one step, inside one read transaction, so
/// it is the database as one commit left it (in WAL mode the server's writes go on meanwhile).
pub fn backup(path: &Path, to: &Path) -> Result<(), StoreError> {
    if !path.is_file() {
        return Err(StoreError::Failed(format!(
            "{} does not exist",
            path.display()
        )));
    }
    if to.exists() {
        return Err(StoreError::Failed(format!(
            "{} exists already: give a new file",
            to.display()
        )));
    }
    let source = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut copy = Connection::open(to)?;
    rusqlite::backup::Backup::new(&source, &mut copy)?.step(-1)?;
    let check: String = copy.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if check != "ok" {
        return Err(StoreError::Failed(format!(
            "the copy does not check: {check}"
        )));
    }
    Ok(())
}

impl Sqlite {
    /// Opens (creating if needed) the database at `path` and starts the writer thread.
    pub fn open(path: &Path) -> Result<Arc<Sqlite>, StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| StoreError::Failed(format!("{}: {e}", dir.display())))?;
        }
        let mut conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        migrate(&mut conn)?;
        // The checkpoints' own connection (see writer.rs).
        let checkpoints = Connection::open(path)?;
        checkpoints.pragma_update(None, "synchronous", "FULL")?;
        let timings = Timings::from_env();
        let (jobs, queue) = mpsc::channel::<Queued>();
        let thread = std::thread::Builder::new()
            .name("tahta-store".into())
            .spawn(move || writer(conn, checkpoints, queue, timings))
            .map_err(|e| StoreError::Failed(e.to_string()))?;
        Ok(Arc::new(Sqlite {
            jobs: Mutex::new(Some(jobs)),
            writer: Mutex::new(Some(thread)),
        }))
    }

    /// Runs `job` on the writer thread in the next group commit; answers after the commit.
    async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (reply, answer) = oneshot::channel();
        let job: Job = Box::new(move |conn| {
            let result = job(conn);
            let failed = result.is_err();
            let completion: Completion = Box::new(move |commit| {
                let _ = reply.send(commit.and(result));
            });
            (failed, completion)
        });
        let queued = Queued {
            at: Instant::now(),
            job,
        };
        let sent = match self.jobs.lock().expect("store handle lock").as_ref() {
            Some(jobs) => jobs.send(queued).is_ok(),
            None => false,
        };
        if !sent {
            return Err(StoreError::Failed("the store is closed".into()));
        }
        answer
            .await
            .unwrap_or_else(|_| Err(StoreError::Failed("the store stopped".into())))
    }
}

impl Store for Sqlite {
    fn events_after(
        &self,
        key: Vec<u8>,
        after: u64,
    ) -> StoreFuture<'_, (Vec<StoredSeat>, Vec<LoggedEvent>)> {
        Box::pin(async move {
            let room = self.load_room(key).await?;
            Ok(room.map_or_else(Default::default, |r| {
                let events = r.events.into_iter().filter(|e| e.v > after).collect();
                (r.seats, events)
            }))
        })
    }

    fn due_rooms(&self, now: i64) -> StoreFuture<'_, Vec<Vec<u8>>> {
        // One instance: every live Fischer-clocked room was loaded at start and stays; games
        // by days are loaded when their deadline comes.
        Box::pin(async move {
            self.run(move |c| {
                let mut q = c.prepare_cached(
                    "SELECT key FROM rooms
                     WHERE status = 'live' AND days IS NOT NULL AND deadline <= ?1
                     ORDER BY deadline LIMIT 100",
                )?;
                let keys = q
                    .query_map(params![now], |r| r.get(0))?
                    .collect::<Result<_, _>>()?;
                Ok(keys)
            })
            .await
        })
    }

    fn expired_rooms(&self, cutoffs: Cutoffs, limit: u32) -> StoreFuture<'_, Vec<Vec<u8>>> {
        Box::pin(async move {
            self.run(move |c| {
                // One query per kind, each along its own index, oldest first.
                let mut q = c.prepare_cached(
                    "SELECT key FROM (SELECT key FROM rooms
                                       WHERE status = 'waiting' AND expires_at < ?1
                                       ORDER BY expires_at LIMIT ?4)
                     UNION ALL
                     SELECT key FROM (SELECT key FROM rooms
                                       WHERE status = 'aborted' AND ended_at < ?2
                                       ORDER BY ended_at LIMIT ?4)
                     UNION ALL
                     SELECT key FROM (SELECT key FROM rooms
                                       WHERE status = 'ended' AND ended_at < ?3
                                       ORDER BY ended_at LIMIT ?4)
                     LIMIT ?4",
                )?;
                let keys = q
                    .query_map(
                        params![
                            cutoffs.waiting_expired,
                            cutoffs.aborted_before,
                            cutoffs.ended_before,
                            limit
                        ],
                        |r| r.get(0),
                    )?
                    .collect::<Result<_, _>>()?;
                Ok(keys)
            })
            .await
        })
    }

    fn delete_rooms(&self, keys: Vec<Vec<u8>>, cutoffs: Cutoffs) -> StoreFuture<'_, u64> {
        Box::pin(async move { self.run(move |c| delete_in(c, &keys, cutoffs)).await })
    }

    fn heartbeat(&self, instance: String, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.run(move |c| {
                c.prepare_cached(
                    "INSERT INTO instances (id, seen_at) VALUES (?1, ?2)
                     ON CONFLICT (id) DO UPDATE SET seen_at = ?2",
                )?
                .execute(params![instance, now])?;
                Ok(())
            })
            .await
        })
    }

    fn stopped(&self, instance: String, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.run(move |c| {
                c.execute(
                    "INSERT INTO instances (id, seen_at, stopped_at) VALUES (?1, ?2, ?2)
                     ON CONFLICT (id) DO UPDATE SET stopped_at = ?2",
                    params![instance, now],
                )?;
                Ok(())
            })
            .await
        })
    }

    fn resume(&self, key: Vec<u8>, instance: String, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move { self.run(move |c| resume_in(c, &key, &instance, now)).await })
    }

    fn set_presence(
        &self,
        _instance: String,
        _key: Vec<u8>,
        _seat: char,
        _online: bool,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async { Ok(()) })
    }

    fn remote_presence(
        &self,
        _instance: String,
        _key: Vec<u8>,
        _now: i64,
    ) -> StoreFuture<'_, Vec<char>> {
        // One instance: there are no others.
        Box::pin(async { Ok(Vec::new()) })
    }

    fn shared(&self) -> bool {
        false
    }

    fn close(&self) -> StoreFuture<'_, ()> {
        self.jobs.lock().expect("store handle lock").take();
        let writer = self.writer.lock().expect("store handle lock").take();
        Box::pin(async move {
            if let Some(writer) = writer {
                let _ = tokio::task::spawn_blocking(move || writer.join()).await;
            }
            Ok(())
        })
    }

    /// Stores a new room with its seats and first events.
    fn create_room(
        &self,
        room: StoredRoom,
        clocks: Option<String>,
        now: i64,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move { self.run(move |c| create_in(c, &room, &clocks, now)).await })
    }

    /// Appends `events` to the room whose last event is `after`, and updates its row; a
    /// `Conflict` if the log has moved on (another writer), in which case nothing is stored.
    fn append(
        &self,
        key: Vec<u8>,
        after: u64,
        events: Vec<LoggedEvent>,
        update: RoomUpdate,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.run(move |c| append_in(c, &key, after, &events, &update))
                .await
        })
    }

    /// Appends `events` and creates `room` in the same transaction.
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
            self.run(move |c| {
                append_in(c, &key, after, &events, &update)?;
                create_in(c, &room, &clocks, now)
            })
            .await
        })
    }

    /// Gives seat `letter` to the holder of `token_hash` if nobody holds it, appending
    /// `events` in the same transaction; `Conflict` if it was taken.
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
            self.run(move |c| {
                let taken = c.execute(
                    "UPDATE seats SET token_hash = ?1
                     WHERE room = ?2 AND seat = ?3 AND token_hash IS NULL",
                    params![token_hash, key, letter.to_string()],
                )?;
                if taken != 1 {
                    return Err(StoreError::Conflict);
                }
                append_in(c, &key, after, &events, &update)
            })
            .await
        })
    }

    fn open_rooms(&self, query: OpenQuery) -> StoreFuture<'_, Vec<OpenRow>> {
        Box::pin(async move { self.run(move |c| open::open_rooms(c, &query)).await })
    }

    fn live_rooms(&self, query: LiveQuery) -> StoreFuture<'_, Vec<LiveRow>> {
        Box::pin(async move { self.run(move |c| open::live_rooms(c, &query)).await })
    }

    /// The room with its seats and whole log, if it exists.
    fn load_room(&self, key: Vec<u8>) -> StoreFuture<'_, Option<StoredRoom>> {
        Box::pin(async move {
            self.run(move |c| {
                let row = c
                    .query_row(
                        "SELECT variant, start, base_s, inc_s, status, result, expires_at, days,
                                takebacks, open_id, downtime
                         FROM rooms WHERE key = ?1",
                        params![key],
                        |r| {
                            let clock = ClockColumns {
                                base_s: r.get(2)?,
                                inc_s: r.get(3)?,
                                days: r.get(7)?,
                            };
                            let downtime: i64 = r.get(10)?;
                            let room = StoredRoom {
                                key: key.clone(),
                                variant: r.get(0)?,
                                start: r.get(1)?,
                                clock: clock.clock(),
                                takebacks: r.get(8)?,
                                status: r.get(4)?,
                                result: r.get(5)?,
                                expires_at: r.get(6)?,
                                seats: Vec::new(),
                                events: Vec::new(),
                                downtime_after: Vec::new(),
                                open_id: r.get(9)?,
                            };
                            Ok((room, downtime))
                        },
                    )
                    .optional()?;
                let Some((mut room, downtime)) = row else {
                    return Ok(None);
                };
                // In letter order; the room puts them back in player order.
                let mut seats = c.prepare_cached(
                    "SELECT seat, invite_hash, token_hash FROM seats WHERE room = ?1",
                )?;
                room.seats = seats
                    .query_map(params![key], |r| {
                        let letter: String = r.get(0)?;
                        Ok(StoredSeat {
                            letter: letter.chars().next().unwrap_or('?'),
                            invite_hash: r.get(1)?,
                            token_hash: r.get(2)?,
                        })
                    })?
                    .collect::<Result<_, _>>()?;
                let mut events = c.prepare_cached(
                    "SELECT seq, kind, seat, body, at, downtime FROM events WHERE room = ?1
                     ORDER BY seq",
                )?;
                let rows = events
                    .query_map(params![key], |r| {
                        let row = EventRow {
                            kind: r.get(1)?,
                            seat: r.get(2)?,
                            body: r.get(3)?,
                        };
                        Ok((r.get(0)?, row, r.get(4)?, r.get::<_, i64>(5)?))
                    })?
                    .collect::<Result<Vec<_>, _>>()?;
                room.downtime_after = rows.iter().map(|row| downtime - row.3).collect();
                room.events = rows
                    .into_iter()
                    .map(|(seq, row, at, _)| row.read(seq, at))
                    .collect::<Result<_, _>>()?;
                Ok(Some(room))
            })
            .await
        })
    }

    /// Keys of live rooms with a clock: their flag timers must run whether or not anyone is
    /// connected, so the server loads them at start.
    fn outbox_put(&self, rows: Vec<OutboxRow>, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.run(move |c| {
                let mut put = c.prepare_cached(
                    "INSERT INTO outbox (room, seat, id, body, tries, next_at)
                     VALUES (?1, ?2, ?3, ?4, 0, ?5)
                     ON CONFLICT (room, seat) DO UPDATE SET id = ?3, body = ?4, tries = 0,
                        next_at = ?5, owner = NULL, lease_until = NULL",
                )?;
                for row in rows {
                    put.execute(params![
                        row.key,
                        row.seat.to_string(),
                        row.id,
                        row.body,
                        now
                    ])?;
                }
                Ok(())
            })
            .await
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
            self.run(move |c| {
                // One process at a time on the file: a lease of another run is a dead one's.
                let mut due = c.prepare_cached(
                    "SELECT room, seat, id, body, tries FROM outbox
                     WHERE next_at <= ?1
                       AND (lease_until IS NULL OR lease_until < ?1 OR owner <> ?2)
                     ORDER BY next_at LIMIT ?3",
                )?;
                let rows = due
                    .query_map(params![now, instance, limit], |r| {
                        let seat: String = r.get(1)?;
                        Ok(OutboxRow {
                            key: r.get(0)?,
                            seat: seat.chars().next().unwrap_or('?'),
                            id: r.get(2)?,
                            body: r.get(3)?,
                            tries: r.get(4)?,
                        })
                    })?
                    .collect::<Result<Vec<_>, _>>()?;
                let mut lease = c.prepare_cached(
                    "UPDATE outbox SET owner = ?1, lease_until = ?2 WHERE room = ?3 AND seat = ?4",
                )?;
                for row in &rows {
                    lease.execute(params![
                        instance,
                        now + lease_ms,
                        row.key,
                        row.seat.to_string()
                    ])?;
                }
                Ok(rows)
            })
            .await
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
            self.run(move |c| {
                let seat = seat.to_string();
                match retry_at {
                    None => c
                        .prepare_cached(
                            "DELETE FROM outbox WHERE room = ?1 AND seat = ?2 AND id = ?3",
                        )?
                        .execute(params![key, seat, id])?,
                    Some(at) => c
                        .prepare_cached(
                            "UPDATE outbox SET tries = tries + 1, next_at = ?4, owner = NULL,
                                               lease_until = NULL
                             WHERE room = ?1 AND seat = ?2 AND id = ?3",
                        )?
                        .execute(params![key, seat, id, at])?,
                };
                Ok(())
            })
            .await
        })
    }

    fn ready(&self) -> StoreFuture<'_, ()> {
        // Through the writer thread, as every write goes: a stuck writer is not ready.
        Box::pin(async move {
            self.run(|c| {
                c.query_row("SELECT count(*) FROM rooms WHERE 0", [], |_| Ok(()))?;
                Ok(())
            })
            .await
        })
    }

    fn vapid_key(&self, candidate: Vec<u8>) -> StoreFuture<'_, Vec<u8>> {
        Box::pin(async move {
            self.run(move |c| {
                c.execute(
                    "INSERT INTO server_keys (name, value) VALUES ('vapid', ?1)
                     ON CONFLICT (name) DO NOTHING",
                    params![candidate],
                )?;
                Ok(c.query_row(
                    "SELECT value FROM server_keys WHERE name = 'vapid'",
                    [],
                    |r| r.get(0),
                )?)
            })
            .await
        })
    }

    fn set_push(&self, key: Vec<u8>, seat: char, push: StoredPush) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.run(move |c| {
                c.execute(
                    "INSERT INTO push (room, seat, room_id, endpoint, p256dh, auth, lang)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                     ON CONFLICT (room, seat) DO UPDATE SET room_id = ?3, endpoint = ?4,
                        p256dh = ?5, auth = ?6, lang = ?7",
                    params![
                        key,
                        seat.to_string(),
                        push.room_id,
                        push.endpoint,
                        push.p256dh,
                        push.auth,
                        push.lang
                    ],
                )?;
                Ok(())
            })
            .await
        })
    }

    fn remove_push(
        &self,
        key: Vec<u8>,
        seat: char,
        endpoint: Option<String>,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.run(move |c| {
                c.execute(
                    "DELETE FROM push WHERE room = ?1 AND seat = ?2
                       AND (?3 IS NULL OR endpoint = ?3)",
                    params![key, seat.to_string(), endpoint],
                )?;
                Ok(())
            })
            .await
        })
    }

    fn push_of(&self, key: Vec<u8>, seat: char) -> StoreFuture<'_, Option<StoredPush>> {
        Box::pin(async move {
            self.run(move |c| {
                let mut q = c.prepare_cached(
                    "SELECT room_id, endpoint, p256dh, auth, lang FROM push
                     WHERE room = ?1 AND seat = ?2",
                )?;
                Ok(q.query_row(params![key, seat.to_string()], |r| {
                    Ok(StoredPush {
                        room_id: r.get(0)?,
                        endpoint: r.get(1)?,
                        p256dh: r.get(2)?,
                        auth: r.get(3)?,
                        lang: r.get(4)?,
                    })
                })
                .optional()?)
            })
            .await
        })
    }

    fn live_clocked_rooms(&self) -> StoreFuture<'_, Vec<Vec<u8>>> {
        Box::pin(async move {
            self.run(|c| {
                let mut q = c.prepare_cached(
                    "SELECT key FROM rooms WHERE status = 'live' AND base_s IS NOT NULL",
                )?;
                let keys = q.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
                Ok(keys)
            })
            .await
        })
    }
}

fn create_in(
    c: &Connection,
    room: &StoredRoom,
    clocks: &Option<String>,
    now: i64,
) -> Result<(), StoreError> {
    let last = room.events.last().map_or(0, |e| e.v);
    let clock = ClockColumns::of(room.clock);
    let creator = room.open_creator();
    c.execute(
        "INSERT INTO rooms (key, variant, start, base_s, inc_s, days, status, result,
                            last_seq, clocks, created_at, expires_at, takebacks, open_id,
                            creator)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
        params![
            room.key,
            room.variant,
            room.start,
            clock.base_s,
            clock.inc_s,
            clock.days,
            room.status,
            room.result,
            last,
            clocks,
            now,
            room.expires_at,
            room.takebacks,
            room.open_id,
            creator
        ],
    )?;
    for seat in &room.seats {
        c.execute(
            "INSERT INTO seats (room, seat, invite_hash, token_hash) VALUES (?1, ?2, ?3, ?4)",
            params![
                room.key,
                seat.letter.to_string(),
                seat.invite_hash,
                seat.token_hash
            ],
        )?;
    }
    insert_events(c, &room.key, &room.events)
}

fn insert_events(c: &Connection, key: &[u8], events: &[LoggedEvent]) -> Result<(), StoreError> {
    let mut insert = c.prepare_cached(
        "INSERT INTO events (room, seq, kind, seat, body, at, downtime)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, (SELECT downtime FROM rooms WHERE key = ?1))",
    )?;
    for e in events {
        let row = EventRow::new(e);
        insert.execute(params![key, e.v, row.kind, row.seat, row.body, e.at])?;
    }
    Ok(())
}

/// Deletes each room of `keys` that is still past its retention at `cutoffs` (a room may have
/// changed since it was found), with its subscriptions, events and seats: how many went.
fn delete_in(c: &Connection, keys: &[Vec<u8>], cutoffs: Cutoffs) -> Result<u64, StoreError> {
    let mut past = c.prepare_cached(
        "SELECT 1 FROM rooms WHERE key = ?1
           AND ((status = 'waiting' AND expires_at < ?2)
             OR (status = 'aborted' AND ended_at < ?3)
             OR (status = 'ended' AND ended_at < ?4))",
    )?;
    let mut deleted = 0;
    for key in keys {
        let still = past
            .query_row(
                params![
                    key,
                    cutoffs.waiting_expired,
                    cutoffs.aborted_before,
                    cutoffs.ended_before
                ],
                |_| Ok(()),
            )
            .optional()?;
        if still.is_none() {
            continue;
        }
        for table in [
            "DELETE FROM outbox WHERE room = ?1",
            "DELETE FROM push WHERE room = ?1",
            "DELETE FROM events WHERE room = ?1",
            "DELETE FROM seats WHERE room = ?1",
            "DELETE FROM rooms WHERE key = ?1",
        ] {
            c.prepare_cached(table)?.execute(params![key])?;
        }
        deleted += 1;
    }
    Ok(deleted)
}

fn append_in(
    c: &Connection,
    key: &[u8],
    after: u64,
    events: &[LoggedEvent],
    update: &RoomUpdate,
) -> Result<(), StoreError> {
    let last = events.last().map_or(after, |e| e.v);
    let at = events.last().map(|e| e.at);
    let values = params![
        last,
        update.status,
        update.result,
        update.clocks,
        update.deadline,
        key,
        after,
        at,
        update.plies
    ];
    // Most appends are moves, which change neither the status, the result nor the end time.
    // SQLite rewrites the entries of every index on a column an UPDATE sets, even to the
    // value it had, so a move that set them all wrote about 3.7 pages to the WAL against 2.6
    // this way (`moves_write_no_index_of_the_status`). When they would change, the first
    // statement matches no row and the second runs. `ended_at` is the time of the event that
    // ended the game (a later rematch offer or phrase does not move it).
    for statement in [
        "UPDATE rooms SET last_seq = ?1, clocks = ?4, deadline = ?5, plies = ?9
         WHERE key = ?6 AND last_seq = ?7 AND status = ?2 AND result IS ?3
           AND (ended_at IS NOT NULL) = (?2 IN ('ended', 'aborted'))",
        "UPDATE rooms SET last_seq = ?1, status = ?2, result = ?3, clocks = ?4, deadline = ?5,
                          ended_at = CASE WHEN ?2 IN ('ended', 'aborted')
                                          THEN COALESCE(ended_at, ?8) END,
                          plies = ?9
         WHERE key = ?6 AND last_seq = ?7",
    ] {
        if c.prepare_cached(statement)?.execute(values)? == 1 {
            return insert_events(c, key, events);
        }
    }
    Err(StoreError::Conflict)
}

/// `Store::resume` on the one process that uses the file: a room owned by an earlier run
/// (necessarily dead) is taken over, and if it is a live Fischer room credited that run's
/// downtime.
fn resume_in(c: &Connection, key: &[u8], instance: &str, now: i64) -> Result<(), StoreError> {
    let room = c
        .query_row(
            "SELECT owner, status = 'live' AND base_s IS NOT NULL,
                    (SELECT at FROM events WHERE room = rooms.key AND seq = rooms.last_seq)
             FROM rooms WHERE key = ?1",
            params![key],
            |r| {
                Ok((
                    r.get::<_, Option<String>>(0)?,
                    r.get::<_, bool>(1)?,
                    r.get::<_, Option<i64>>(2)?,
                ))
            },
        )
        .optional()?;
    let Some((owner, clock_runs, last_event_at)) = room else {
        return Ok(());
    };
    let gap = match owner {
        Some(owner) if owner == instance => return Ok(()),
        Some(owner) if clock_runs => {
            let up = c
                .query_row(
                    "SELECT seen_at, stopped_at FROM instances WHERE id = ?1",
                    params![owner],
                    |r| Ok(downtime::last_up(r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            downtime::credit(up, last_event_at, now)
        }
        // Made by this run, or no clock runs: nothing to credit.
        _ => 0,
    };
    c.execute(
        "UPDATE rooms SET owner = ?2, downtime = downtime + ?3, deadline = deadline + ?3
         WHERE key = ?1",
        params![key, instance, gap],
    )?;
    Ok(())
}
