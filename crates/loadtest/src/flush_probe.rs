//! The disk's own flush latency, measured beside the server (`--flush-probe DIR`).
//!
//! With `synchronous=FULL` a move is acknowledged only after the WAL's `fdatasync`, so no ack
//! can be faster than the disk's slowest flush. A thread writes 16 KB over a file in DIR (a
//! few WAL frames, over blocks already allocated, as a commit does) and `fdatasync`s it every
//! 10 ms through the run, so the report can set the slowest acks beside the slowest flushes of
//! the same seconds. Its flushes are a few percent of the server's (about a hundred a second
//! against several hundred commits), and they share the disk with them: the probe is a
//! witness, not a bystander.

use crate::windows::Timed;
use std::fs::{File, OpenOptions};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;
use tokio::time::Instant;

/// Bytes written before each flush.
const WRITE_BYTES: usize = 16 * 1024;
/// The file's size: the writes go round it.
const FILE_BYTES: u64 = 16 * 1024 * 1024;
/// The pause between two flushes.
const PAUSE: Duration = Duration::from_millis(10);

/// A running probe.
pub(crate) struct FlushProbe {
    path: PathBuf,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<Vec<Timed>>>,
}

impl FlushProbe {
    /// Creates its file in `dir` (allocated and flushed first, so that the flushes measured
    /// write no file-system metadata) and starts flushing; samples are timed from `origin`.
    pub(crate) fn start(dir: &Path, origin: Instant) -> std::io::Result<FlushProbe> {
        let path = dir.join(format!("tahta-flush-probe-{}", std::process::id()));
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&path)?;
        let block = vec![0x5a_u8; WRITE_BYTES];
        for offset in (0..FILE_BYTES).step_by(WRITE_BYTES) {
            file.write_all_at(&block, offset)?;
        }
        file.sync_all()?;
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let stop = stop.clone();
            std::thread::Builder::new()
                .name("flush-probe".into())
                .spawn(move || flush_until(&file, &stop, origin))?
        };
        Ok(FlushProbe {
            path,
            stop,
            thread: Some(thread),
        })
    }

    /// Stops the probe, removes its file and returns its samples (when each flush began and
    /// how long it took).
    pub(crate) fn finish(mut self) -> Vec<Timed> {
        self.stop.store(true, Ordering::Relaxed);
        let thread = self.thread.take();
        thread.map_or_else(Vec::new, |t| t.join().unwrap_or_default())
    }
}

impl Drop for FlushProbe {
    /// A run that stops early stops the probe too, and leaves no file behind.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = std::fs::remove_file(&self.path);
    }
}

fn flush_until(file: &File, stop: &AtomicBool, origin: Instant) -> Vec<Timed> {
    let block = vec![0xa5_u8; WRITE_BYTES];
    let mut samples = Vec::new();
    let mut offset = 0;
    while !stop.load(Ordering::Relaxed) {
        if file.write_all_at(&block, offset).is_err() {
            break;
        }
        offset = (offset + WRITE_BYTES as u64) % FILE_BYTES;
        let began = Instant::now();
        if file.sync_data().is_err() {
            break;
        }
        samples.push(Timed::new(origin, began, Instant::now()));
        std::thread::sleep(PAUSE);
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_probe_times_flushes_and_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let origin = Instant::now();
        let probe = FlushProbe::start(dir.path(), origin).unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let samples = probe.finish();
        assert!(samples.len() >= 5, "{} flushes in 200 ms", samples.len());
        assert!(samples.windows(2).all(|w| w[0].sent_ms <= w[1].sent_ms));
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
