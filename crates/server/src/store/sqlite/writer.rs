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
//!
//! The WAL starts over (the next commit writes at its beginning again) only once every frame
//! in it is in the database. A checkpoint beside a busy writer seldom gets there: the commits
//! made while it ran stay behind. Waking the thread after every commit that left 1,000 frames
//! then made about 40 checkpoints a second at 1,000 moves a second, each syncing the database
//! file, and the WAL's syncs on the commit path waited behind theirs (commits of 30–80 ms). So
//! the thread is woken once per `CHECKPOINT_FRAMES` the WAL grows, and once one of its
//! checkpoints has copied everything that was there when it began, the writer copies the few
//! frames committed meanwhile itself, which lets the WAL start over (`Plan`). It does so after
//! answering the batch it committed: only the jobs that arrive meanwhile wait for that copy.

use super::timings::{Batch, Checkpoint, Timings};
use super::Job;
use crate::store::StoreError;
use rusqlite::hooks::Wal;
use rusqlite::Connection;
use std::cell::Cell;
use std::ffi::c_int;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// The most jobs committed as one transaction.
const MAX_BATCH: usize = 1024;

/// The checkpoint thread is woken each time the WAL has grown by this many frames (SQLite's
/// default for its automatic checkpoint).
pub(super) const CHECKPOINT_FRAMES: u32 = 1000;

/// From this many frames in the WAL, the writer copies what the thread's last complete
/// checkpoint left, so that the WAL starts over.
pub(super) const RESTART_FRAMES: u32 = 2 * CHECKPOINT_FRAMES;

/// The most frames the writer copies to let the WAL start over: a checkpoint on the commit
/// path must stay short.
pub(super) const CATCH_UP_FRAMES: u32 = 256;

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

/// What the writer does about the WAL after a commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// Nothing.
    Nothing,
    /// Wake the checkpoint thread.
    Wake,
    /// Checkpoint on the writer thread, after answering the batch (the next one waits).
    Checkpoint,
}

/// The writer's side of the checkpoints: when to wake the thread, when to checkpoint itself.
#[derive(Debug, Default)]
pub(super) struct Plan {
    /// Frames in the WAL when the thread was last woken (0 once the WAL started over).
    woken_at: u32,
    /// Frames in the WAL after the previous commit.
    last: u32,
}

impl Plan {
    /// The step after a commit that left `frames` in the WAL. `covered` is where the thread's
    /// last checkpoint that copied the whole WAL as it found it ended (in frames; 0: none since
    /// the WAL started over or the writer caught up). `threaded`: whether there is a
    /// checkpoint thread at all.
    pub(super) fn after_commit(
        &mut self,
        frames: u32,
        threaded: bool,
        covered: &AtomicU32,
    ) -> Step {
        if frames < self.last {
            // The WAL started over: what the thread covered was the old WAL.
            self.woken_at = 0;
            covered.store(0, Ordering::Release);
        }
        self.last = frames;
        if frames < CHECKPOINT_FRAMES {
            return Step::Nothing;
        }
        let left = match covered.load(Ordering::Acquire) {
            0 => u32::MAX,
            covered => frames.saturating_sub(covered),
        };
        if !threaded
            || frames >= WAL_LIMIT_FRAMES
            || (frames >= RESTART_FRAMES && left <= CATCH_UP_FRAMES)
        {
            covered.store(0, Ordering::Release);
            return Step::Checkpoint;
        }
        if frames >= self.woken_at + CHECKPOINT_FRAMES {
            self.woken_at = frames;
            return Step::Wake;
        }
        Step::Nothing
    }
}

/// A PASSIVE checkpoint: copies what it can without waiting for the writer, and records how
/// long it took and how much of the WAL is now in the database. Returns the frames in the WAL
/// when it began if it copied them all, 0 otherwise.
fn checkpoint(conn: &Connection, timings: &Timings) -> Result<u32, StoreError> {
    let started = Instant::now();
    let (frames, backfilled): (i64, i64) =
        conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
            Ok((r.get(1)?, r.get(2)?))
        })?;
    let done = Checkpoint {
        took: started.elapsed(),
        frames: u32::try_from(frames).unwrap_or(0),
        backfilled: u32::try_from(backfilled).unwrap_or(0),
    };
    timings.checkpoint(done);
    Ok(if done.backfilled == done.frames {
        done.frames
    } else {
        0
    })
}

/// The checkpoint thread: a checkpoint each time the writer wakes it (a wake while one runs
/// makes one more); `covered` gets the WAL's frames after one that copied them all.
fn checkpointer(
    conn: Connection,
    wake: mpsc::Receiver<()>,
    covered: Arc<AtomicU32>,
    timings: Timings,
) {
    while wake.recv().is_ok() {
        match checkpoint(&conn, &timings) {
            Ok(0) => {}
            Ok(frames) => covered.store(frames, Ordering::Release),
            Err(e) => tracing::error!("WAL checkpoint: {e}"),
        }
    }
}

/// The writer thread: waits for a job, takes every other job already waiting, runs them in
/// one transaction (a savepoint each) and commits, then answers them all. Checkpoints run on
/// a thread of their own with `checkpoints`, a second connection to the same database, except
/// the short one `Plan` gives the writer after answering, which lets the WAL start over.
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
    let covered = Arc::new(AtomicU32::new(0));
    let checkpointer = {
        let timings = timings.clone();
        let covered = covered.clone();
        std::thread::Builder::new()
            .name("tahta-checkpoint".into())
            .spawn(move || checkpointer(checkpoints, woken, covered, timings))
    };
    let mut plan = Plan::default();
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
        // The batch is durable: its jobs hear so now, not after a checkpoint of the writer's.
        for completion in completions {
            completion(committed.clone());
        }
        let wal_frames = WAL_FRAMES.with(Cell::get);
        let step = plan.after_commit(wal_frames, wake.is_some(), &covered);
        let own_checkpoint = match (step, &wake) {
            // Already woken and not yet started: one checkpoint will do for both.
            (Step::Wake, Some(wake)) => {
                let _ = wake.try_send(());
                Duration::ZERO
            }
            (Step::Checkpoint, _) | (Step::Wake, None) => {
                let started = Instant::now();
                if let Err(e) = checkpoint(&conn, &timings) {
                    tracing::error!("WAL checkpoint: {e}");
                }
                started.elapsed()
            }
            (Step::Nothing, _) => Duration::ZERO,
        };
        timings.batch(Batch {
            wait,
            execute: executed - began,
            commit: commit_done - executed,
            checkpoint: own_checkpoint,
            jobs,
            wal_frames,
        });
    }
    drop(wake);
    if let Some(thread) = checkpointer {
        let _ = thread.join();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(plan: &mut Plan, covered: &AtomicU32, frames: &[u32]) -> Vec<Step> {
        frames
            .iter()
            .map(|&f| plan.after_commit(f, true, covered))
            .collect()
    }

    #[test]
    fn the_thread_is_woken_once_per_thousand_frames_of_growth() {
        let (mut plan, covered) = (Plan::default(), AtomicU32::new(0));
        let got = steps(
            &mut plan,
            &covered,
            &[10, 999, 1000, 1001, 1500, 1999, 2000, 2400],
        );
        use Step::*;
        assert_eq!(
            got,
            [Nothing, Nothing, Wake, Nothing, Nothing, Nothing, Wake, Nothing]
        );
    }

    #[test]
    fn the_writer_copies_the_few_frames_a_whole_checkpoint_left_and_the_wal_starts_over() {
        let (mut plan, covered) = (Plan::default(), AtomicU32::new(0));
        assert_eq!(
            steps(&mut plan, &covered, &[1000, 2000]),
            [Step::Wake, Step::Wake]
        );
        // The thread's checkpoint copied the 2,000 frames it found; 40 came meanwhile.
        covered.store(2000, Ordering::Release);
        assert_eq!(plan.after_commit(2040, true, &covered), Step::Checkpoint);
        assert_eq!(covered.load(Ordering::Acquire), 0);
        // The WAL started over: counted from its beginning again.
        assert_eq!(
            steps(&mut plan, &covered, &[3, 999, 1000]),
            [Step::Nothing, Step::Nothing, Step::Wake]
        );
    }

    #[test]
    fn the_writer_does_not_copy_much_nor_catch_up_with_an_old_wal() {
        let (mut plan, covered) = (Plan::default(), AtomicU32::new(0));
        steps(&mut plan, &covered, &[1000, 2000]);
        // A whole checkpoint that ended far behind: the thread is woken again instead.
        covered.store(1000, Ordering::Release);
        assert_eq!(plan.after_commit(3000, true, &covered), Step::Wake);
        // What the thread covered before the WAL started over says nothing of the new one.
        covered.store(3000, Ordering::Release);
        assert_eq!(plan.after_commit(5, true, &covered), Step::Nothing);
        assert_eq!(covered.load(Ordering::Acquire), 0);
        assert_eq!(
            steps(&mut plan, &covered, &[1000, 2000, 2010]),
            [Step::Wake, Step::Wake, Step::Nothing]
        );
    }

    #[test]
    fn past_the_limit_or_without_a_thread_the_writer_checkpoints() {
        let (mut plan, covered) = (Plan::default(), AtomicU32::new(0));
        assert_eq!(
            plan.after_commit(WAL_LIMIT_FRAMES, true, &covered),
            Step::Checkpoint
        );
        let mut alone = Plan::default();
        assert_eq!(alone.after_commit(999, false, &covered), Step::Nothing);
        assert_eq!(alone.after_commit(1000, false, &covered), Step::Checkpoint);
    }
}
