//! Latency by window of the run. A stall of a few hundred milliseconds now and then hides in
//! the whole run's percentiles (one window in twelve) but not in its own window's: the
//! report gives the worst window's p99 and the worst sample, every time.

use crate::tools::{micros, ms, percentile};
use std::time::Duration;
use tokio::time::Instant;

/// Width of a window.
pub(crate) const WINDOW: Duration = Duration::from_secs(10);

/// One latency sample: when its action was sent and how long the answer took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Timed {
    /// Milliseconds from the generator's origin to the send.
    pub(crate) sent_ms: u32,
    /// The latency, in microseconds.
    pub(crate) us: u32,
}

impl Timed {
    /// A sample of an action sent at `sent` and answered at `at`.
    pub(crate) fn new(origin: Instant, sent: Instant, at: Instant) -> Timed {
        Timed {
            sent_ms: millis(sent.saturating_duration_since(origin)),
            us: micros(at.saturating_duration_since(sent)),
        }
    }
}

fn millis(d: Duration) -> u32 {
    d.as_millis().min(u128::from(u32::MAX)) as u32
}

/// The latencies alone, for the whole run's percentiles.
pub(crate) fn lags(samples: &[Timed]) -> Vec<u32> {
    samples.iter().map(|s| s.us).collect()
}

/// The figures of one window of the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Window {
    /// Seconds into the run where the window starts.
    pub(crate) from_s: u64,
    /// Seconds into the run where it ends (the last window may be shorter).
    pub(crate) to_s: u64,
    /// Samples whose action was sent in it.
    pub(crate) samples: usize,
    pub(crate) p99_us: u32,
    pub(crate) max_us: u32,
}

/// Splits the run `[start, start + run)` (in ms from the origin) into windows of `width`, each
/// holding the samples whose action was sent in it; samples sent before or after the run
/// (set-up, the last actions after the stop) are left out. A window nobody sent anything in
/// is kept, with no samples: a frozen server is a window of its own.
pub(crate) fn windows(
    samples: &[Timed],
    start_ms: u32,
    run: Duration,
    width: Duration,
) -> Vec<Window> {
    let width_ms = millis(width).max(1);
    let run_ms = millis(run);
    let count = run_ms.div_ceil(width_ms) as usize;
    let mut lags: Vec<Vec<u32>> = vec![Vec::new(); count];
    for s in samples {
        let Some(offset) = s.sent_ms.checked_sub(start_ms) else {
            continue;
        };
        if offset < run_ms {
            lags[(offset / width_ms) as usize].push(s.us);
        }
    }
    lags.into_iter()
        .enumerate()
        .map(|(i, mut l)| {
            l.sort_unstable();
            let from_ms = i as u64 * u64::from(width_ms);
            Window {
                from_s: from_ms / 1000,
                to_s: (from_ms + u64::from(width_ms)).min(u64::from(run_ms)) / 1000,
                samples: l.len(),
                p99_us: percentile(&l, 0.99),
                max_us: l.last().copied().unwrap_or(0),
            }
        })
        .collect()
}

/// The samples `windows` leaves out (sent before the run started or after it ended): how many,
/// and the slowest, so that the whole run's maximum is not taken for one of the run.
pub(crate) fn outside(samples: &[Timed], start_ms: u32, run: Duration) -> (usize, u32) {
    let end_ms = start_ms.saturating_add(millis(run));
    samples
        .iter()
        .filter(|s| s.sent_ms < start_ms || s.sent_ms >= end_ms)
        .fold((0, 0), |(count, max), s| (count + 1, max.max(s.us)))
}

/// The window with the highest p99 (the earliest of equals), and the one with the slowest
/// sample; `None` when no window has a sample.
pub(crate) fn worst(windows: &[Window]) -> Option<(&Window, &Window)> {
    let filled = || windows.iter().filter(|w| w.samples > 0);
    let by_p99 = filled().reduce(|a, b| if b.p99_us > a.p99_us { b } else { a })?;
    let by_max = filled().reduce(|a, b| if b.max_us > a.max_us { b } else { a })?;
    Some((by_p99, by_max))
}

/// The report's line for one latency: the worst window's p99, the worst sample and its window,
/// windows with no sample, and every window's p99 in order.
pub(crate) fn windows_line(name: &str, windows: &[Window]) -> String {
    let Some((by_p99, by_max)) = worst(windows) else {
        return format!("{name} by {} s window: no samples", WINDOW.as_secs());
    };
    let empty = windows.iter().filter(|w| w.samples == 0).count();
    let each: Vec<String> = windows
        .iter()
        .map(|w| {
            if w.samples == 0 {
                "-".into()
            } else {
                format!("{:.1}", f64::from(w.p99_us) / 1000.0)
            }
        })
        .collect();
    format!(
        "{name} by {} s window: worst p99 {} ({}–{} s), worst {} ({}–{} s){}; p99 of each \
         window (ms): {}",
        WINDOW.as_secs(),
        ms(by_p99.p99_us),
        by_p99.from_s,
        by_p99.to_s,
        ms(by_max.max_us),
        by_max.from_s,
        by_max.to_s,
        if empty > 0 {
            format!(", {empty} windows with no sample")
        } else {
            String::new()
        },
        each.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(sent_ms: u32, us: u32) -> Timed {
        Timed { sent_ms, us }
    }

    #[test]
    fn samples_fall_in_the_window_of_their_send_and_outside_the_run_are_left_out() {
        // The run is 25 s from 1,000 ms after the origin: windows 0–10, 10–20, 20–25 s.
        let mut samples = vec![at(999, 900_000), at(26_000, 800_000)];
        samples.extend((0..100).map(|k| at(1_000 + k * 90, 1_000 + k)));
        samples.push(at(11_000, 250_000));
        samples.push(at(20_999, 5_000));
        samples.push(at(21_000, 7_000));
        let w = windows(&samples, 1_000, Duration::from_secs(25), WINDOW);
        assert_eq!(w.len(), 3);
        assert_eq!((w[0].from_s, w[0].to_s, w[0].samples), (0, 10, 100));
        assert_eq!(w[0].p99_us, 1_098, "nearest rank: the 99th of 100");
        assert_eq!(w[0].max_us, 1_099);
        assert_eq!((w[1].from_s, w[1].to_s, w[1].samples), (10, 20, 2));
        assert_eq!((w[1].p99_us, w[1].max_us), (250_000, 250_000));
        assert_eq!((w[2].from_s, w[2].to_s, w[2].samples), (20, 25, 1));
        assert_eq!(w[2].max_us, 7_000);
    }

    #[test]
    fn the_worst_window_is_found_by_p99_and_the_worst_sample_apart() {
        // Window 1 has one slow sample in a hundred fast ones: its p99 stays low but it holds
        // the worst sample; window 2 is slow throughout.
        let mut samples: Vec<Timed> = (0..100).map(|k| at(k * 10, 2_000)).collect();
        samples.extend((0..99).map(|k| at(10_000 + k * 10, 3_000)));
        samples.push(at(15_000, 300_000));
        samples.extend((0..100).map(|k| at(20_000 + k * 10, 40_000)));
        let w = windows(&samples, 0, Duration::from_secs(40), WINDOW);
        let (by_p99, by_max) = worst(&w).expect("samples");
        assert_eq!((by_p99.from_s, by_p99.p99_us), (20, 40_000));
        assert_eq!((by_max.from_s, by_max.max_us), (10, 300_000));
        assert_eq!(w[3].samples, 0);
        let line = windows_line("ack round trip", &w);
        assert!(
            line.starts_with(
                "ack round trip by 10 s window: worst p99 40.00 ms (20–30 s), worst 300.00 ms \
                 (10–20 s), 1 windows with no sample; p99 of each window (ms): 2.0 3.0 40.0 -"
            ),
            "{line}"
        );
    }

    #[test]
    fn no_samples_say_so() {
        let w = windows(&[], 0, Duration::from_secs(20), WINDOW);
        assert_eq!(w.len(), 2);
        assert_eq!(worst(&w), None);
        assert_eq!(
            windows_line("ack round trip", &w),
            "ack round trip by 10 s window: no samples"
        );
    }

    #[test]
    fn samples_sent_before_or_after_the_run_are_counted_apart() {
        let at = |sent_ms, us| Timed { sent_ms, us };
        let samples = [
            at(500, 9_000),
            at(1_000, 1),
            at(25_999, 2),
            at(26_000, 7_000),
            at(30_000, 3),
        ];
        assert_eq!(
            outside(&samples, 1_000, Duration::from_secs(25)),
            (3, 9_000)
        );
        assert_eq!(
            outside(&samples[1..3], 1_000, Duration::from_secs(25)),
            (0, 0)
        );
    }

    #[test]
    fn a_sample_is_timed_from_the_origin_and_from_its_send() {
        let origin = Instant::now();
        let sent = origin + Duration::from_millis(1_500);
        let t = Timed::new(origin, sent, sent + Duration::from_micros(2_345));
        assert_eq!(t, at(1_500, 2_345));
    }
}
