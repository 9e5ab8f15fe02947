//! Timings of the SQLite writer, to find what delays an acknowledgement: for each group
//! commit, how long its first job waited for the writer, how long the jobs ran, the commit
//! (the WAL's fsync) and the WAL's size after it; for each checkpoint, how long it took and
//! how much of the WAL it copied. With `TAHTA_STORE_TIMINGS` set in the environment, a
//! summary is logged every 10 seconds (and a line for every batch or checkpoint slower than
//! 50 ms); otherwise nothing is kept.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The environment variable that turns the timings on.
pub const TIMINGS_VAR: &str = "TAHTA_STORE_TIMINGS";

/// How often the summary is printed.
const PERIOD: Duration = Duration::from_secs(10);

/// A batch this slow (from its first job's arrival to the answers) gets a line of its own.
const SLOW: Duration = Duration::from_millis(50);

/// One group commit.
#[derive(Clone, Copy, Debug, Default)]
pub struct Batch {
    /// From the first job's arrival in the queue to the start of its transaction.
    pub wait: Duration,
    /// Running the jobs (their statements and savepoints).
    pub execute: Duration,
    /// `COMMIT`: writing the WAL frames and syncing the WAL.
    pub commit: Duration,
    /// A checkpoint run by the writer itself after answering the jobs (zero when none ran):
    /// the next batch's jobs wait for it.
    pub checkpoint: Duration,
    /// Jobs in the batch.
    pub jobs: usize,
    /// Frames in the WAL after the commit.
    pub wal_frames: u32,
}

impl Batch {
    /// From the first job's arrival to the answers.
    fn total(&self) -> Duration {
        self.wait + self.execute + self.commit
    }
}

/// One checkpoint, by the writer or by the checkpoint thread.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checkpoint {
    pub took: Duration,
    /// Frames in the WAL when it ended.
    pub frames: u32,
    /// Of those, frames now in the database (all of them: the WAL may start over).
    pub backfilled: u32,
}

/// Batches and checkpoints since the last summary, shared by the writer and the checkpoint
/// thread; `None` when the timings are off.
#[derive(Clone)]
pub struct Timings(Option<Arc<Mutex<Period>>>);

/// What one summary covers.
pub struct Period {
    since: Instant,
    batches: Vec<Batch>,
    checkpoints: Vec<Checkpoint>,
}

impl Timings {
    /// On when `TAHTA_STORE_TIMINGS` is set.
    pub fn from_env() -> Timings {
        let on = std::env::var_os(TIMINGS_VAR).is_some();
        Timings(on.then(|| {
            Arc::new(Mutex::new(Period {
                since: Instant::now(),
                batches: Vec::new(),
                checkpoints: Vec::new(),
            }))
        }))
    }

    /// Records a batch; prints it if it was slow, and the summary when one is due.
    pub fn batch(&self, b: Batch) {
        let Some(period) = &self.0 else { return };
        if b.total() >= SLOW || b.checkpoint >= SLOW {
            tracing::warn!("store: slow batch: {}", describe(&b));
        }
        let mut p = period.lock().expect("timings lock");
        p.batches.push(b);
        if p.since.elapsed() >= PERIOD {
            tracing::info!("store: {}", p.summary());
            p.since = Instant::now();
            p.batches.clear();
            p.checkpoints.clear();
        }
    }

    /// Records a checkpoint.
    pub fn checkpoint(&self, c: Checkpoint) {
        let Some(period) = &self.0 else { return };
        if c.took >= SLOW {
            tracing::warn!(
                "store: slow checkpoint: {} ({} of {} frames in the database)",
                ms(c.took),
                c.backfilled,
                c.frames
            );
        }
        period.lock().expect("timings lock").checkpoints.push(c);
    }
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn describe(b: &Batch) -> String {
    format!(
        "{} in all: wait {}, execute {}, commit {}, then checkpoint {}; {} jobs; WAL {} frames",
        ms(b.total()),
        ms(b.wait),
        ms(b.execute),
        ms(b.commit),
        ms(b.checkpoint),
        b.jobs,
        b.wal_frames
    )
}

/// p50, p99 and max of some durations.
fn spread(mut v: Vec<Duration>) -> String {
    if v.is_empty() {
        return "-".into();
    }
    v.sort_unstable();
    let at = |q: f64| v[((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1];
    format!(
        "{:.1}/{:.1}/{:.1}",
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        at(1.0).as_secs_f64() * 1000.0
    )
}

impl Period {
    fn summary(&self) -> String {
        let b = &self.batches;
        let jobs: usize = b.iter().map(|b| b.jobs).sum();
        let of = |f: fn(&Batch) -> Duration| spread(b.iter().map(f).collect());
        let by_writer: Vec<Duration> = b
            .iter()
            .map(|b| b.checkpoint)
            .filter(|took| !took.is_zero())
            .collect();
        format!(
            "{} batches, {jobs} jobs (p50/p99/max ms: wait {}, execute {}, commit {}, \
             in all {}); WAL up to {} frames; {} checkpoints (ms {}), {} of them complete, \
             {} by the writer (ms {})",
            b.len(),
            of(|b| b.wait),
            of(|b| b.execute),
            of(|b| b.commit),
            of(Batch::total),
            b.iter().map(|b| b.wal_frames).max().unwrap_or(0),
            self.checkpoints.len(),
            spread(self.checkpoints.iter().map(|c| c.took).collect()),
            self.checkpoints
                .iter()
                .filter(|c| c.backfilled == c.frames)
                .count(),
            by_writer.len(),
            spread(by_writer)
        )
    }
}
