//! The two clocks of the server: its own monotonic clock, which charges game clocks and runs
//! timers, and Unix time, which is stored with events and never charges a clock.

use std::time::Duration;
use tokio::time::Instant;

/// How far before its start the server's monotonic clock counts from: longer than any clock
/// can run for one move (14 days by days), so that the moment a stored event started a clock
/// is a server time whatever its age, and a deadline long past is past, not moved to the
/// server's start.
const ORIGIN_BEFORE_START: Duration = Duration::from_secs(15 * 24 * 3600);

/// The origin of the server's monotonic clock: [`ORIGIN_BEFORE_START`] before now (or now,
/// on a platform whose monotonic clock cannot count before its own start).
pub fn server_origin() -> Instant {
    let now = Instant::now();
    now.checked_sub(ORIGIN_BEFORE_START).unwrap_or(now)
}

/// Milliseconds on the server's monotonic clock since `origin`.
pub fn millis_since(origin: Instant) -> u64 {
    origin.elapsed().as_millis() as u64
}

/// Unix time in milliseconds.
pub fn unix_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The server-clock moment of an event stored at Unix ms `at`, seen at server time `now` (the
/// moment a clock started running, for events written by another instance or before a
/// reload of a shared room).
pub fn server_time_of(at: i64, now: u64) -> u64 {
    let ago = (unix_ms() - at).max(0) as u64;
    now.saturating_sub(ago)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_server_clock_counts_from_well_before_the_start() {
        let origin = server_origin();
        assert!(millis_since(origin) >= ORIGIN_BEFORE_START.as_millis() as u64);
        // An event stored a week ago started its clock at a server time a week ago.
        let now = millis_since(origin);
        let week = 7 * 24 * 3600 * 1000;
        let started = server_time_of(unix_ms() - week as i64, now);
        assert!(
            (now - week - 50..=now - week).contains(&started),
            "{started}"
        );
    }
}
