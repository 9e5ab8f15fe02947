//! Downtime charged to nobody: after a crash, a clean stop, or an instance's death on a shared
//! database, the clock of the player to move is charged the time it ran while its server was
//! up, and none of the time the server was down.
//!
//! Why this design:
//!
//! - **What the store can know.** A log holds when each event was stored, not when the
//!   server died. So each instance writes "still up at T" once a second (`instances.seen_at`,
//!   one row per instance, updated in place: one small write a second, whatever the load) and,
//!   at a clean stop, the exact stop time (`stopped_at`). A running clock is charged up to the
//!   later of that up-time and the room's last event (a write proves the server was up), so a
//!   crash gives back at most the time since the last heartbeat.
//! - **Who owns a room's clock.** `rooms.owner` is the instance that loaded the room for play
//!   last. An instance that loads a live Fischer room whose owner is dead takes it over: it
//!   adds the owner's downtime (from its last up-time until now) to `rooms.downtime`, and
//!   becomes the owner. Alone (SQLite: one process at a time on the file) any other owner is
//!   dead; on PostgreSQL an owner is dead once stopped or silent for
//!   `postgres::INSTANCE_SILENCE_MS`, and the downtime is not credited when a live instance
//!   holds a connection of the room (it was serving the room meanwhile, and its clock ran).
//! - **Why a sum, kept per event.** `rooms.downtime` only grows, and each event stores the
//!   room's sum at its write (`events.downtime`): the downtime after an event is the room's
//!   sum less the event's. Replaying, an event counts as stored that much later, so the clock
//!   it started has run only the time the server was up, and later events (a phrase, a draw
//!   offer) that do not restart the clock change nothing. Every instance that loads the room
//!   reads the same sums, so all of them charge alike, and nothing but the store is needed.
//! - **Games by days** keep the wall clock: their time is counted in days, through
//!   restarts, and the sweeper flags them by their stored deadline; a few seconds of downtime
//!   are nothing there, and being away is normal.
//!
//! The push of the room's stored deadline by the credited downtime keeps the sweeper from
//! loading the room before its flag is really due.

/// The downtime to credit, at Unix ms `now`, to a room whose owner was last known up at
/// `owner_up` (none: never heard of) and whose last event was stored at `last_event_at`.
pub fn credit(owner_up: Option<i64>, last_event_at: Option<i64>, now: i64) -> i64 {
    let up_until = match (owner_up, last_event_at) {
        (Some(a), Some(b)) => a.max(b),
        (a, b) => a.or(b).unwrap_or(now),
    };
    (now - up_until).max(0)
}

/// An instance's last moment up: its stop time if it stopped cleanly, else its last
/// heartbeat.
pub fn last_up(seen_at: i64, stopped_at: Option<i64>) -> i64 {
    stopped_at.unwrap_or(seen_at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn downtime_runs_from_the_later_of_the_last_heartbeat_and_the_last_event() {
        assert_eq!(credit(Some(10_000), Some(9_000), 15_000), 5_000);
        assert_eq!(credit(Some(10_000), Some(10_600), 15_000), 4_400);
        assert_eq!(credit(None, Some(9_000), 15_000), 6_000);
        assert_eq!(credit(None, None, 15_000), 0);
        assert_eq!(credit(Some(20_000), None, 15_000), 0, "never negative");
        assert_eq!(last_up(10_000, Some(10_400)), 10_400);
        assert_eq!(last_up(10_000, None), 10_000);
    }
}
