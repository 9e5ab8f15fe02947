//! What every view of a room shares: where it is in its life, its time control, and how
//! its game ended.

use serde::{Deserialize, Serialize};

/// Where a room is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Seats are free.
    Waiting,
    /// Being played.
    Live,
    /// Over, with a result.
    Ended,
    /// Called off, no result.
    Aborted,
}

impl Status {
    /// As sent and stored (the same text serde writes).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Live => "live",
            Status::Ended => "ended",
            Status::Aborted => "aborted",
        }
    }

    /// Reads a status as `as_str` writes it.
    pub fn parse(text: &str) -> Option<Status> {
        [
            Status::Waiting,
            Status::Live,
            Status::Ended,
            Status::Aborted,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }

    /// Whether the game is over (ended or aborted).
    pub fn is_over(self) -> bool {
        matches!(self, Status::Ended | Status::Aborted)
    }
}

/// A room's time control: `base` for the whole game plus `increment` per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockSpec {
    /// Starting time per seat, in seconds.
    pub base_s: u32,
    /// Added after each of the seat's moves once the clocks run, in seconds.
    pub inc_s: u32,
}

impl ClockSpec {
    /// The longest base time accepted (3 hours).
    pub const MAX_BASE_S: u32 = 3 * 3600;
    /// The longest increment accepted (3 minutes).
    pub const MAX_INC_S: u32 = 180;

    /// Checks the limits, with a message saying which one is broken.
    pub fn validate(self) -> Result<(), String> {
        if self.base_s == 0 || self.base_s > Self::MAX_BASE_S {
            return Err(format!(
                "clock base_s must be 1 to {} seconds, found {}",
                Self::MAX_BASE_S,
                self.base_s
            ));
        }
        if self.inc_s > Self::MAX_INC_S {
            return Err(format!(
                "clock inc_s must be 0 to {} seconds, found {}",
                Self::MAX_INC_S,
                self.inc_s
            ));
        }
        Ok(())
    }
}

/// How a game ended, as clients show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResultView {
    /// The rules' wording (`white wins: time`, `aborted`).
    pub text: String,
    /// The rule (`time`, `left`, `checkmate`…).
    pub rule: String,
    /// Letters of the winners (empty for a draw or an abort).
    pub winners: Vec<char>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_limits() {
        let clock = |base_s, inc_s| ClockSpec { base_s, inc_s };
        assert!(clock(0, 0).validate().is_err());
        assert!(clock(ClockSpec::MAX_BASE_S + 1, 0).validate().is_err());
        assert!(clock(60, 181).validate().is_err());
        assert!(clock(300, 3).validate().is_ok());
        assert!(clock(ClockSpec::MAX_BASE_S, ClockSpec::MAX_INC_S)
            .validate()
            .is_ok());
    }
}
