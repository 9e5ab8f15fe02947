//! Who is connected to a room's seats, here and on other instances, and when an absent seat
//! counts as gone (after which a present opponent may claim the game). Pure: times are server
//! milliseconds passed in.

use std::time::Duration;

/// One seat's connections.
#[derive(Clone, Debug)]
struct SeatPresence {
    /// Open connections of this seat on this instance.
    here: u32,
    /// Whether another instance holds a connection of this seat.
    elsewhere: bool,
    /// When the seat counts as gone (while nobody is connected).
    gone_at: Option<u64>,
    /// Whether its last connection said it was leaving (the countdown is short then).
    leaving: bool,
    /// Whether the countdown's end has been announced.
    announced: bool,
}

/// The connections of every seat of a room.
#[derive(Clone, Debug)]
pub struct Presence {
    seats: Vec<SeatPresence>,
    gone_after: u64,
    gone_after_leave: u64,
    /// Whether an absent seat ever counts as gone (not in a game by days, where being away
    /// is normal).
    countdowns: bool,
    /// Seats whose connections here went from none to some or back, not yet recorded for
    /// other instances.
    changed: Vec<usize>,
}

fn ms(d: Duration) -> u64 {
    d.as_millis() as u64
}

impl Presence {
    /// `seats` seats with nobody connected since `now`: each counts as gone `gone_after` later
    /// (`gone_after_leave` after a connection that said it was leaving, but never later than
    /// after a plain drop: saying goodbye must not buy time).
    pub fn new(seats: usize, now: u64, gone_after: Duration, gone_after_leave: Duration) -> Self {
        let seat = SeatPresence {
            here: 0,
            elsewhere: false,
            gone_at: Some(now + ms(gone_after)),
            leaving: false,
            announced: false,
        };
        Presence {
            seats: vec![seat; seats],
            gone_after: ms(gone_after),
            gone_after_leave: ms(gone_after_leave.min(gone_after)),
            countdowns: true,
            changed: Vec::new(),
        }
    }

    /// The same with no gone countdowns: no absent seat ever counts as gone (games by days).
    pub fn without_countdowns(mut self) -> Self {
        self.countdowns = false;
        for seat in &mut self.seats {
            seat.gone_at = None;
        }
        self
    }

    /// Whether seat `s` has a connection here or on another instance.
    pub fn online(&self, s: usize) -> bool {
        self.seats[s].here > 0 || self.seats[s].elsewhere
    }

    /// Whether seat `s` counts as gone at `now`.
    pub fn gone(&self, s: usize, now: u64) -> bool {
        !self.online(s) && self.seats[s].gone_at.is_some_and(|at| now >= at)
    }

    /// Milliseconds until seat `s` counts as gone (0: gone), while nobody is connected.
    pub fn gone_in_ms(&self, s: usize, now: u64) -> Option<u64> {
        if self.online(s) {
            return None;
        }
        self.seats[s].gone_at.map(|at| at.saturating_sub(now))
    }

    /// A connection of seat `s` opened.
    pub fn connected(&mut self, s: usize) {
        let seat = &mut self.seats[s];
        if seat.here == 0 {
            self.changed.push(s);
        }
        seat.here += 1;
        seat.gone_at = None;
        seat.leaving = false;
        seat.announced = false;
    }

    /// A connection of seat `s` closed at `now`.
    pub fn disconnected(&mut self, s: usize, now: u64) {
        let seat = &mut self.seats[s];
        seat.here = seat.here.saturating_sub(1);
        if seat.here == 0 {
            self.changed.push(s);
            let after = if seat.leaving {
                self.gone_after_leave
            } else {
                self.gone_after
            };
            seat.gone_at = self.countdowns.then_some(now + after);
        }
    }

    /// Seat `s` said it is leaving: when its last connection closes, the countdown is short.
    pub fn leaving(&mut self, s: usize) {
        self.seats[s].leaving = true;
    }

    /// Whether seat `s` has a connection on another instance, as read at `now`; true if that
    /// changed.
    pub fn set_elsewhere(&mut self, s: usize, there: bool, now: u64) -> bool {
        let gone_after = self.gone_after;
        let seat = &mut self.seats[s];
        if seat.elsewhere == there {
            return false;
        }
        seat.elsewhere = there;
        if there {
            seat.gone_at = None;
            seat.announced = false;
        } else if seat.here == 0 && self.countdowns {
            seat.gone_at = Some(now + gone_after);
        }
        true
    }

    /// The seats whose connections here started or stopped since the last call, with whether
    /// they are connected here now.
    pub fn take_changed(&mut self) -> Vec<(usize, bool)> {
        let changed = std::mem::take(&mut self.changed);
        changed
            .into_iter()
            .map(|s| (s, self.seats[s].here > 0))
            .collect()
    }

    /// When the next absent seat's countdown runs out (not yet announced).
    pub fn next_gone(&self) -> Option<u64> {
        (0..self.seats.len())
            .filter(|&s| !self.online(s) && !self.seats[s].announced)
            .filter_map(|s| self.seats[s].gone_at)
            .min()
    }

    /// Marks the countdowns that ran out by `now` as announced; true if there were any (the
    /// room tells everyone).
    pub fn announce_gone(&mut self, now: u64) -> bool {
        let mut any = false;
        for s in 0..self.seats.len() {
            if self.gone(s, now) && !self.seats[s].announced {
                self.seats[s].announced = true;
                any = true;
            }
        }
        any
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_that_said_goodbye_is_never_gone_later_than_one_that_dropped() {
        // An operator's short --gone-after-s below the leave delay: leaving takes as long.
        let mut presence = Presence::new(2, 0, Duration::from_secs(5), Duration::from_secs(10));
        for s in 0..2 {
            presence.connected(s);
        }
        presence.leaving(0);
        presence.disconnected(0, 1_000);
        presence.disconnected(1, 1_000);
        assert_eq!(presence.gone_in_ms(0, 1_000), presence.gone_in_ms(1, 1_000));
        assert!(presence.gone(0, 6_000));
    }
}
