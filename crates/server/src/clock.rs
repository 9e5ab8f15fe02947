//! Server-side game clocks: Fischer increment or days per move, only the seat to move runs,
//! and lag compensation in the manner of lichess's quota model. Pure logic over millisecond
//! timestamps of the server's monotonic clock, so it is tested without waiting.
//!
//! Lag: a move's time as the server sees it is the player's thinking time plus one network
//! round trip (the opponent's move travelling out, this move travelling back). The server
//! measures each connection's round trip with WebSocket pings and forgives up to that much
//! per move, but only out of an allowance (the quota) that each move earns a little of: a
//! steady connection is compensated in full, while a client that claimed lag on every move
//! (or a lag spike) quickly runs its allowance down. Nothing a client says about time is used.

pub use tahta_protocol::ClockSpec;

/// A day, in milliseconds: the unit of games by days (tests make it shorter).
pub const DAY_MS: u64 = 24 * 3600 * 1000;

/// How long a seat has for its first move before the game is aborted: 20 s for fast clocks,
/// up to 40 s for slow ones. Games by days have no such limit: being away is normal.
pub fn first_move_limit_ms(spec: ClockSpec) -> Option<u64> {
    match spec {
        ClockSpec::Fischer { base_s, inc_s } => {
            let estimate_s = u64::from(base_s) + 40 * u64::from(inc_s);
            Some((20_000 + estimate_s * 10).min(40_000))
        }
        ClockSpec::Days { .. } => None,
    }
}

/// How much lag forgiveness each move earns (none by days: a round trip is nothing there).
fn lag_gain_ms(spec: ClockSpec) -> i64 {
    match spec {
        ClockSpec::Fischer { base_s, inc_s } => {
            // Fast games earn less forgiveness per move, as on lichess (there: up to 1 s per
            // move).
            let estimate_s = i64::from(base_s) + 40 * i64::from(inc_s);
            (100 + estimate_s * 2).min(1000)
        }
        ClockSpec::Days { .. } => 0,
    }
}

/// A seat's full time: the base of a Fischer clock, or the days of one move.
pub fn full_ms(spec: ClockSpec, day_ms: u64) -> i64 {
    match spec {
        ClockSpec::Fischer { base_s, .. } => i64::from(base_s) * 1000,
        ClockSpec::Days { days } => i64::from(days) * day_ms as i64,
    }
}

/// How far past zero a clock may go before the server's timer flags it: the timer's own
/// scheduling slack, never a client's claim.
pub const FLAG_GRACE_MS: i64 = 200;

/// The clocks of one room.
#[derive(Clone, Debug, PartialEq)]
pub struct Clocks {
    spec: ClockSpec,
    /// A seat's full time (by days: what each move gives the next player again).
    full: i64,
    /// Remaining time per seat at `since` (the running seat's time is counted down from there).
    remaining: Vec<i64>,
    /// The seat whose clock runs, if any.
    running: Option<usize>,
    /// When the running clock (re)started, in server milliseconds; may lie in the future when
    /// a room resumes after a restart (nothing is charged before it).
    since: u64,
    /// Each seat's lag allowance left, in milliseconds.
    quota: Vec<i64>,
}

/// What charging a move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charge {
    /// The move is in time; the seat's remaining time after it (increment included).
    InTime(i64),
    /// The seat's time had run out before the move arrived.
    Flagged,
}

impl Clocks {
    /// Full clocks for `seats` seats, none running; `day_ms` is a day's length.
    pub fn new(spec: ClockSpec, seats: usize, day_ms: u64) -> Clocks {
        let gain = lag_gain_ms(spec);
        let full = full_ms(spec, day_ms);
        Clocks {
            spec,
            full,
            remaining: vec![full; seats],
            running: None,
            since: 0,
            quota: vec![gain * 2; seats],
        }
    }

    /// Sets the remaining times as an event logged them, with no clock running (the lag
    /// allowances, which the log does not hold, are kept).
    pub fn set_remaining(&mut self, remaining: Vec<i64>) {
        if remaining.len() == self.remaining.len() {
            self.remaining = remaining;
        }
        self.running = None;
    }

    /// The seat whose clock runs.
    pub fn running(&self) -> Option<usize> {
        self.running
    }

    /// Starts `seat`'s clock at `now` (stopping any other).
    pub fn start(&mut self, seat: usize, now: u64) {
        self.running = Some(seat);
        self.since = now;
    }

    /// Stops every clock at `now`, charging the running seat what it used so far.
    pub fn stop(&mut self, now: u64) {
        if let Some(seat) = self.running.take() {
            self.remaining[seat] -= self.elapsed(now);
        }
    }

    /// Charges the running seat what it used until `now`, then nothing before `at`: after a
    /// restart the player to move gets a little time to reconnect. A clock that ran out
    /// before the restart is not held: its flag is due.
    pub fn hold_until(&mut self, now: u64, at: u64) {
        let Some(seat) = self.running else { return };
        self.remaining[seat] -= self.elapsed(now);
        self.since = now;
        if self.remaining[seat] + FLAG_GRACE_MS > 0 {
            self.since = at;
        }
    }

    /// Resumes at `now` if the clock is held further in the future (the player to move came
    /// back before the hold ran out).
    pub fn release_hold(&mut self, now: u64) {
        self.since = self.since.min(now);
    }

    fn elapsed(&self, now: u64) -> i64 {
        now.saturating_sub(self.since) as i64
    }

    /// Remaining milliseconds per seat at `now`.
    pub fn remaining_at(&self, now: u64) -> Vec<i64> {
        let mut out = self.remaining.clone();
        if let Some(seat) = self.running {
            out[seat] -= self.elapsed(now);
        }
        out
    }

    /// When the running seat's time (and the grace) runs out, in server milliseconds.
    pub fn flag_deadline(&self) -> Option<(usize, u64)> {
        let seat = self.running?;
        let left = (self.remaining[seat] + FLAG_GRACE_MS).max(0) as u64;
        Some((seat, self.since + left))
    }

    /// Charges `seat`'s move arriving at `now` over a connection whose measured round trip is
    /// `lag_ms`, and stops its clock. A seat whose clock was not running is charged nothing
    /// and gets no increment (the first moves, before every seat has moved). By days, a move
    /// in time gives the seat its whole time again for its next move (no carry-over).
    pub fn charge_move(&mut self, seat: usize, now: u64, lag_ms: i64) -> Charge {
        if self.running != Some(seat) {
            return Charge::InTime(self.remaining[seat]);
        }
        let elapsed = self.elapsed(now);
        if self.spec.is_days() {
            if elapsed > self.remaining[seat] + FLAG_GRACE_MS {
                return Charge::Flagged;
            }
            self.running = None;
            self.remaining[seat] = self.full;
            return Charge::InTime(self.full);
        }
        let compensation = lag_ms.clamp(0, self.quota[seat]).min(elapsed);
        let charged = elapsed - compensation;
        if charged > self.remaining[seat] + FLAG_GRACE_MS {
            return Charge::Flagged;
        }
        let gain = lag_gain_ms(self.spec);
        self.quota[seat] = (self.quota[seat] - compensation + gain).min(gain * 5);
        self.running = None;
        let inc_s = match self.spec {
            ClockSpec::Fischer { inc_s, .. } => inc_s,
            ClockSpec::Days { .. } => 0,
        };
        self.remaining[seat] = (self.remaining[seat] - charged).max(0) + i64::from(inc_s) * 1000;
        Charge::InTime(self.remaining[seat])
    }

    /// The seat's clock ran out: it shows zero and nothing runs.
    pub fn flag(&mut self, seat: usize) {
        self.remaining[seat] = 0;
        self.running = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE_THREE: ClockSpec = ClockSpec::Fischer {
        base_s: 300,
        inc_s: 3,
    };

    #[test]
    fn only_the_running_seat_is_charged_and_gets_the_increment() {
        let mut c = Clocks::new(FIVE_THREE, 2, DAY_MS);
        assert_eq!(c.charge_move(0, 5_000, 0), Charge::InTime(300_000));
        c.start(1, 10_000);
        assert_eq!(c.remaining_at(12_500), vec![300_000, 297_500]);
        assert_eq!(c.charge_move(1, 14_000, 0), Charge::InTime(299_000));
        assert_eq!(c.running(), None);
        assert_eq!(c.remaining_at(99_000), vec![300_000, 299_000]);
    }

    #[test]
    fn lag_is_forgiven_out_of_an_earned_quota() {
        let mut c = Clocks::new(FIVE_THREE, 2, DAY_MS);
        let gain = lag_gain_ms(FIVE_THREE);
        assert_eq!(
            gain, 940,
            "100 ms + 2 ms per second of the estimated game (300 s + 40 × 3 s)"
        );
        // A 150 ms round trip is forgiven in full, move after move.
        let mut now = 0;
        for _ in 0..20 {
            c.start(0, now);
            now += 1_150;
            let before = c.remaining_at(now - 1_150)[0];
            let Charge::InTime(after) = c.charge_move(0, now, 150) else {
                panic!("flagged")
            };
            assert_eq!(after, before - 1_000 + 3_000);
        }
        // A client whose every move "lags" 5 s gets at most the quota back, and the quota
        // runs down to what one move earns.
        let mut c = Clocks::new(FIVE_THREE, 2, DAY_MS);
        let mut forgiven = Vec::new();
        for i in 0..6u64 {
            c.start(0, i * 10_000);
            let before = c.remaining_at(i * 10_000)[0];
            let Charge::InTime(after) = c.charge_move(0, i * 10_000 + 6_000, 5_000) else {
                panic!("flagged")
            };
            forgiven.push(after - (before - 6_000 + 3_000));
        }
        assert_eq!(forgiven[0], 2 * gain);
        assert!(forgiven[2..].iter().all(|&f| f == gain), "{forgiven:?}");
    }

    #[test]
    fn a_move_after_the_time_ran_out_is_flagged() {
        let spec = ClockSpec::Fischer {
            base_s: 1,
            inc_s: 0,
        };
        let mut c = Clocks::new(spec, 2, DAY_MS);
        c.start(1, 0);
        assert_eq!(c.flag_deadline(), Some((1, 1_000 + FLAG_GRACE_MS as u64)));
        assert_eq!(c.clone().charge_move(1, 1_100, 0), Charge::InTime(0));
        assert_eq!(c.charge_move(1, 1_500, 0), Charge::Flagged);
        assert_eq!(c.running(), Some(1), "a flagged move changes no clock");
    }

    #[test]
    fn nothing_is_charged_while_held_after_a_restart() {
        let mut c = Clocks::new(FIVE_THREE, 2, DAY_MS);
        c.set_remaining(vec![10_000, 20_000]);
        // Started at 1 s (a replayed move, stored 1 s of up-time before the restart at 2 s).
        c.start(0, 1_000);
        c.hold_until(2_000, 6_000);
        assert_eq!(c.remaining_at(5_000), vec![9_000, 20_000]);
        assert_eq!(
            c.flag_deadline(),
            Some((0, 6_000 + 9_000 + FLAG_GRACE_MS as u64))
        );
        c.release_hold(3_000);
        assert_eq!(c.remaining_at(5_000), vec![7_000, 20_000]);
        // Run out before the restart: the flag is due at once.
        let mut c = Clocks::new(FIVE_THREE, 2, DAY_MS);
        c.set_remaining(vec![1_000, 20_000]);
        c.start(0, 0);
        c.hold_until(2_000, 6_000);
        assert_eq!(c.flag_deadline(), Some((0, 2_000)));
    }

    #[test]
    fn first_move_time_grows_with_the_clock() {
        let limit = |base_s, inc_s| first_move_limit_ms(ClockSpec::Fischer { base_s, inc_s });
        assert_eq!(limit(60, 0), Some(20_600));
        assert_eq!(first_move_limit_ms(FIVE_THREE), Some(24_200));
        assert_eq!(limit(900, 10), Some(33_000));
        assert_eq!(limit(10_800, 0), Some(40_000));
        assert_eq!(first_move_limit_ms(ClockSpec::Days { days: 1 }), None);
    }

    #[test]
    fn by_days_each_move_gives_the_whole_time_again() {
        let day = 1_000;
        let mut c = Clocks::new(ClockSpec::Days { days: 3 }, 2, day);
        assert_eq!(c.remaining_at(0), vec![3_000, 3_000]);
        c.start(0, 0);
        assert_eq!(c.remaining_at(2_900), vec![100, 3_000]);
        assert_eq!(
            c.charge_move(0, 2_900, 500),
            Charge::InTime(3_000),
            "no carry-over, no lag"
        );
        c.start(1, 2_900);
        assert_eq!(c.flag_deadline(), Some((1, 5_900 + FLAG_GRACE_MS as u64)));
        assert_eq!(c.clone().charge_move(1, 6_200, 0), Charge::Flagged);
        assert_eq!(c.charge_move(1, 5_000, 0), Charge::InTime(3_000));
        assert_eq!(c.remaining_at(9_000), vec![3_000, 3_000]);
    }
}
