//! The two clocks of the server: its own monotonic clock, which charges game clocks and runs
//! timers, and Unix time, which is stored with events and never charges a clock.

use tokio::time::Instant;

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
