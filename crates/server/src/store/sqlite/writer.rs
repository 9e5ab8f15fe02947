//! The writer thread (group commit) and the WAL's checkpoints.
//!
//! A commit in WAL mode appends to the WAL; a checkpoint copies the WAL's pages into the
//! database file and syncs it, so that the WAL can start over. SQLite's automatic checkpoint
//! runs inside the `COMMIT` that takes the WAL past 1,000 frames, on the committing
//! connection: here, on the writer thread, so every job waiting behind it waited for the copy
//! and the database's fsync too (measured at 1,000 moves a second: about three checkpoints a
//! second, 8–18 ms each at the median and up to 190 ms, and an ack p99 of 263 ms against 27 ms
//! with the checkpoints on a thread of their own). So the automatic checkpoint is off, and a
//! thread with a connection of its own checkpoints beside the writer: a PASSIVE checkpoint
//! takes no lock a commit needs, and copies what was committed when it began.

use super::timings::{Batch, Checkpoint, Timings};
use super::Job;
use crate::store::StoreError;
use rusqlite::hooks::Wal;
use rusqlite::Connection;
use std::cell::Cell;
use std::ffi::c_int;
use std::sync::mpsc;
use std::time::Instant;

/// The most jobs committed as one transaction.
const MAX_BATCH: usize = 1024;

/// A checkpoint is due when the WAL holds this many frames (SQLite's default for its
/// automatic checkpoint).
pub(super) const CHECKPOINT_FRAMES: u32 = 1000;

/// While the WAL holds this many frames the writer checkpoints after its commits itself. A
/// checkpoint beside the writer copies what was committed when it started; the WAL starts
/// over only when one finishes between two transactions, which a busy writer may not leave
/// room for, so without this the WAL could grow without end. The writer's own checkpoint has
/// little left to copy, as the thread copied the rest.
pub(super) const WAL_LIMIT_FRAMES: u32 = 10 * CHECKPOINT_FRAMES;

/// A job in the writer's queue, with the time it was queued.
pub(super) struct Queued {
    pub(super) at: Instant,
    pub(super) job: Job,
}

thread_local! {
    /// Frames in the WAL after this thread's last commit, as the WAL hook reported it.
    static WAL_FRAMES: Cell<u32> = const { Cell::new(0) };
}

fn note_wal(_: &Wal, frames: c_int) -> rusqlite::Result<()> {
    WAL_FRAMES.with(|f| f.set(u32::try_from(frames).unwrap_or(0)));
    Ok(())
}

/// A PASSIVE checkpoint: copies what it can without waiting for the writer, and records how
/// long it took and how much of the WAL is now in the database.
fn checkpoint(conn: &Connection, timings: &Timings) -> Result<(), StoreError> {
    let started = Instant::now();
    let (frames, backfilled): (i64, i64) =
        conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
            Ok((r.get(1)?, r.get(2)?))
        })?;
    timings.checkpoint(Checkpoint {
        took: started.elapsed(),
        frames: u32::try_from(frames).unwrap_or(0),
        backfilled: u32::try_from(backfilled).unwrap_or(0),
    });
    Ok(())
}

/// The checkpoint thread: a checkpoint each time the writer wakes it (wakes while one runs
/// make one more). Right after a commit is when one is most likely to copy the whole WAL
/// before the next commit, which lets the WAL start over; waiting between checkpoints (at
/// most one per 100 ms) left the WAL growing to `WAL_LIMIT_FRAMES` in every 10 seconds of
/// the load test.
fn checkpointer(conn: Connection, wake: mpsc::Receiver<()>, timings: Timings) {
    while wake.recv().is_ok() {
        if let Err(e) = checkpoint(&conn, &timings) {
            tracing::error!("WAL checkpoint: {e}");
        }
    }
}

/// The writer thread: waits for a job, takes every other job already waiting, runs them in
/// one transaction (a savepoint each) and commits, then answers them all. The checkpoints run
/// on a thread of their own with `checkpoints`, a second connection to the same database,
/// woken after a commit that leaves `CHECKPOINT_FRAMES` in the WAL.
pub(super) fn writer(
    conn: Connection,
    checkpoints: Connection,
    queue: mpsc::Receiver<Queued>,
    timings: Timings,
) {
    // Our own checkpoints instead of SQLite's; the hook tells the WAL's size after a commit.
    if let Err(e) = conn.pragma_update(None, "wal_autocheckpoint", 0) {
        tracing::error!("cannot turn off the automatic checkpoint: {e}");
    }
    conn.wal_hook(Some(note_wal));
    let (wake, woken) = mpsc::sync_channel(1);
    let checkpointer = {
        let timings = timings.clone();
        std::thread::Builder::new()
            .name("tahta-checkpoint".into())
            .spawn(move || checkpointer(checkpoints, woken, timings))
    };
    // Without the thread (the system refused one), the writer checkpoints after its commits.
    let (wake, checkpointer) = match checkpointer {
        Ok(thread) => (Some(wake), Some(thread)),
        Err(e) => {
            tracing::error!("no checkpoint thread ({e}): the writer checkpoints");
            (None, None)
        }
    };
    while let Ok(first) = queue.recv() {
        let began = Instant::now();
        let wait = began.saturating_duration_since(first.at);
        let mut batch = vec![first.job];
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(queued) => batch.push(queued.job),
                Err(_) => break,
            }
        }
        let jobs = batch.len();
        let mut completions = Vec::with_capacity(jobs);
        if conn.execute_batch("BEGIN IMMEDIATE").is_err() {
            // Dropping the jobs unrun drops their reply channels: each caller hears that the
            // store failed, and nothing was written.
            continue;
        }
        for job in batch {
            let savepoint = conn.execute_batch("SAVEPOINT job");
            let (failed, completion) = job(&conn);
            if failed && savepoint.is_ok() {
                let _ = conn.execute_batch("ROLLBACK TO job");
            }
            let _ = conn.execute_batch("RELEASE job");
            completions.push(completion);
        }
        let executed = Instant::now();
        let committed = conn.execute_batch("COMMIT").map_err(StoreError::from);
        if committed.is_err() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        let commit_done = Instant::now();
        let wal_frames = WAL_FRAMES.with(Cell::get);
        if wal_frames >= CHECKPOINT_FRAMES {
            match &wake {
                // Already woken and not yet started: one checkpoint will do for both.
                Some(wake) if wal_frames < WAL_LIMIT_FRAMES => drop(wake.try_send(())),
                _ => {
                    if let Err(e) = checkpoint(&conn, &timings) {
                        tracing::error!("WAL checkpoint: {e}");
                    }
                }
            }
        }
        let done = Instant::now();
        for completion in completions {
            completion(committed.clone());
        }
        timings.batch(Batch {
            wait,
            execute: executed - began,
            commit: commit_done - executed,
            checkpoint: done - commit_done,
            jobs,
            wal_frames,
        });
    }
    drop(wake);
    if let Some(thread) = checkpointer {
        let _ = thread.join();
    }
}
