//! The writer's checkpoints, and what a move writes, through the store's own API on a real
//! database file.

use super::writer::{CHECKPOINT_FRAMES, WAL_LIMIT_FRAMES};
use super::Sqlite;
use crate::store::{Event, LoggedEvent, RoomUpdate, Store, StoreError, StoredRoom};
use futures_util::future::join_all;
use std::path::Path;
use std::time::{Duration, Instant};

/// A page (SQLite's default size), and a WAL frame: a page and its 24-byte header.
const PAGE_BYTES: u64 = 4096;
const FRAME_BYTES: u64 = PAGE_BYTES + 24;

/// A room nearly a page long, so each one adds a page to the database.
fn room(k: u32) -> StoredRoom {
    StoredRoom {
        key: k.to_be_bytes().to_vec(),
        variant: "jungle".into(),
        start: "x".repeat(3_000),
        clock: None,
        takebacks: None,
        status: "waiting".into(),
        result: None,
        expires_at: i64::MAX,
        seats: Vec::new(),
        events: Vec::new(),
        downtime_after: Vec::new(),
        open_id: None,
    }
}

/// Creates rooms `from..to`, 100 at once, so that they share commits.
async fn create_rooms(store: &Sqlite, from: u32, to: u32) {
    for first in (from..to).step_by(100) {
        let last = (first + 100).min(to);
        let created = join_all((first..last).map(|k| store.create_room(room(k), None, 0))).await;
        assert!(created.iter().all(Result::is_ok), "{created:?}");
    }
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len())
}

#[tokio::test]
async fn the_checkpoint_thread_copies_the_wal_into_the_database() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("rooms.sqlite3");
    let store = Sqlite::open(&path).unwrap();
    // Twice the frames that make a checkpoint due, and well below the writer's own limit: the
    // writer's automatic checkpoint is off, so only the thread puts them in the database file.
    let rooms = 2 * CHECKPOINT_FRAMES;
    create_rooms(&store, 0, rooms).await;
    // Each room takes a page of its own (its 3,000-byte start). Checkpoints are due only from
    // CHECKPOINT_FRAMES in the WAL, and the WAL starts over after one that copied it whole, so
    // up to that many frames of the last commits may stay in the WAL: how many depends on how
    // the commits were grouped, which the machine's load decides.
    let copied = u64::from(rooms - CHECKPOINT_FRAMES) * PAGE_BYTES;
    let deadline = Instant::now() + Duration::from_secs(20);
    while size(&path) < copied && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        size(&path) >= copied,
        "the database file holds {} pages for {rooms} rooms",
        size(&path) / PAGE_BYTES
    );
    store.close().await.unwrap();
}

#[tokio::test]
async fn a_busy_writer_keeps_the_wal_within_its_limit() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("rooms.sqlite3");
    let store = Sqlite::open(&path).unwrap();
    // Commits back to back, each of up to 100 rooms: the checkpoint thread seldom finishes
    // between two of them, and past its limit the writer checkpoints itself.
    let rooms = 3 * WAL_LIMIT_FRAMES;
    create_rooms(&store, 0, rooms).await;
    let wal = size(&data.path().join("rooms.sqlite3-wal")) / FRAME_BYTES;
    assert!(
        wal <= u64::from(WAL_LIMIT_FRAMES) + 1_024,
        "the WAL grew to {wal} frames for {rooms} rooms"
    );
    for k in [0, rooms / 2, rooms - 1] {
        let stored = store.load_room(room(k).key).await.unwrap();
        assert_eq!(stored.map(|r| r.start.len()), Some(3_000), "room {k}");
    }
    store.close().await.unwrap();
}

/// A move of a live room, numbered `v`.
fn a_move(v: u64) -> LoggedEvent {
    LoggedEvent {
        v,
        event: Event::Move {
            seat: 'w',
            n: v - 1,
            mv: "a1a2".into(),
        },
        clocks: Some(vec![300_000, 300_000]),
        at: 1_000 + v as i64,
    }
}

/// The cached state of a live room after `plies` moves.
fn live(plies: u32) -> RoomUpdate {
    RoomUpdate {
        status: "live".into(),
        result: None,
        clocks: Some("[300000,300000]".into()),
        deadline: Some(5_000 + i64::from(plies)),
        plies,
    }
}

#[tokio::test]
async fn moves_write_no_index_of_the_status() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("rooms.sqlite3");
    let wal = data.path().join("rooms.sqlite3-wal");
    let store = Sqlite::open(&path).unwrap();
    let key = room(1).key;
    let created = StoredRoom {
        status: "live".into(),
        start: "x".into(),
        ..room(1)
    };
    store.create_room(created, None, 0).await.unwrap();
    // A small database, each table and index in one page: a move changes the room's row and
    // adds its event, two pages. Setting the status as well wrote the status's indexes too.
    let mut frames = Vec::new();
    for v in 1..=3 {
        let before = size(&wal);
        store
            .append(key.clone(), v - 1, vec![a_move(v)], live(v as u32))
            .await
            .unwrap();
        frames.push((size(&wal) - before) / FRAME_BYTES);
    }
    assert_eq!(frames, [2, 2, 2], "WAL frames per move");
    // The status changes: the full update, with the time it ended.
    let ended = RoomUpdate {
        status: "ended".into(),
        result: Some("1-0".into()),
        ..live(4)
    };
    store
        .append(key.clone(), 3, vec![a_move(4)], ended)
        .await
        .unwrap();
    let stored = store.load_room(key.clone()).await.unwrap().unwrap();
    assert_eq!(
        (stored.status.as_str(), stored.result.as_deref()),
        ("ended", Some("1-0"))
    );
    let reader = rusqlite::Connection::open(&path).unwrap();
    let ended_at: Option<i64> = reader
        .query_row("SELECT ended_at FROM rooms WHERE key = ?1", [&key], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(ended_at, Some(a_move(4).at));
    // A stale `after` is a conflict on either path, and stores nothing.
    let stale = store.append(key.clone(), 2, vec![a_move(3)], live(3)).await;
    assert_eq!(stale, Err(StoreError::Conflict));
    let stored = store.load_room(key.clone()).await.unwrap().unwrap();
    assert_eq!(stored.events.len(), 4, "four moves, nothing more");
    store.close().await.unwrap();
}
