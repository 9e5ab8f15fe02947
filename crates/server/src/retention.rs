//! How long rooms are kept, and the sweeper's pass that deletes the rest: a waiting room once
//! its invitations expire (30 days), an aborted room 7 days after it was called off, a
//! finished room `--keep-finished-days` after its end (a year by default). Rooms are deleted
//! a small batch at a time, each batch one transaction, so that the writer (SQLite's one
//! thread, or PostgreSQL's row locks) is never held for long.

use std::time::Duration;

/// A day, for the flags given in days.
pub const DAY: Duration = Duration::from_secs(24 * 3600);

/// What is kept, and how the sweeper deletes the rest.
#[derive(Clone, Debug)]
pub struct Retention {
    /// An aborted room is deleted this long after it was called off.
    pub keep_aborted: Duration,
    /// A finished room is deleted this long after its end.
    pub keep_finished: Duration,
    /// The most rooms one batch deletes (one transaction).
    pub batch: u32,
    /// How often the sweeper looks for rooms to delete when its last batch was not full (a
    /// full batch is followed by the next at the sweeper's next tick).
    pub every: Duration,
}

impl Default for Retention {
    fn default() -> Self {
        Retention {
            keep_aborted: 7 * DAY,
            keep_finished: 365 * DAY,
            batch: 50,
            every: Duration::from_secs(60),
        }
    }
}

/// The moments before which each kind of room may go, in Unix ms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cutoffs {
    /// A waiting room whose invitations expire before this goes (now).
    pub waiting_expired: i64,
    /// An aborted room called off before this goes.
    pub aborted_before: i64,
    /// A finished room ended before this goes.
    pub ended_before: i64,
}

impl Retention {
    /// The cutoffs at `now` (Unix ms).
    pub fn cutoffs(&self, now: i64) -> Cutoffs {
        let ago =
            |d: Duration| now.saturating_sub(i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        Cutoffs {
            waiting_expired: now,
            aborted_before: ago(self.keep_aborted),
            ended_before: ago(self.keep_finished),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cutoffs_lie_the_kept_time_before_now() {
        let retention = Retention::default();
        let now = 400 * DAY.as_millis() as i64;
        let cutoffs = retention.cutoffs(now);
        assert_eq!(cutoffs.waiting_expired, now);
        assert_eq!(cutoffs.aborted_before, 393 * DAY.as_millis() as i64);
        assert_eq!(cutoffs.ended_before, 35 * DAY.as_millis() as i64);
        // Kept longer than the epoch is old: nothing goes, nothing overflows.
        let forever = Retention {
            keep_finished: Duration::from_secs(u64::MAX / 1_000_000),
            ..retention
        };
        assert!(forever.cutoffs(now).ended_before < 0);
    }
}
