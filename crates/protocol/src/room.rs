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

/// A room's time control: a Fischer clock (`{"base_s", "inc_s"}`: `base` for the whole game
/// plus `increment` per move), or a game by days (`{"days": N}`: each move gives the next
/// player the whole N days again).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, try_from = "ClockFields")]
pub enum ClockSpec {
    /// Base time plus increment.
    Fischer {
        /// Starting time per seat, in seconds.
        base_s: u32,
        /// Added after each of the seat's moves once the clocks run, in seconds.
        inc_s: u32,
    },
    /// N days for each move.
    Days {
        /// Days per move: one of [`ClockSpec::DAYS`].
        days: u32,
    },
}

/// Every field a clock object may have, read before deciding which clock it is, so that a
/// wrong mix is told precisely (an untagged enum would only say that no variant matched).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockFields {
    base_s: Option<u32>,
    inc_s: Option<u32>,
    days: Option<u32>,
}

impl TryFrom<ClockFields> for ClockSpec {
    type Error = String;

    fn try_from(f: ClockFields) -> Result<Self, String> {
        match (f.base_s, f.inc_s, f.days) {
            (Some(base_s), Some(inc_s), None) => Ok(ClockSpec::Fischer { base_s, inc_s }),
            (None, None, Some(days)) => Ok(ClockSpec::Days { days }),
            _ => Err("a clock is either {\"base_s\", \"inc_s\"} or {\"days\"}".into()),
        }
    }
}

impl ClockSpec {
    /// The longest base time accepted (3 hours).
    pub const MAX_BASE_S: u32 = 3 * 3600;
    /// The longest increment accepted (3 minutes).
    pub const MAX_INC_S: u32 = 180;
    /// The days per move a game by days may have.
    pub const DAYS: [u32; 6] = [1, 2, 3, 5, 7, 14];

    /// Checks the limits, with a message saying which one is broken.
    pub fn validate(self) -> Result<(), String> {
        match self {
            ClockSpec::Fischer { base_s, inc_s } => {
                if base_s == 0 || base_s > Self::MAX_BASE_S {
                    return Err(format!(
                        "clock base_s must be 1 to {} seconds, found {base_s}",
                        Self::MAX_BASE_S,
                    ));
                }
                if inc_s > Self::MAX_INC_S {
                    return Err(format!(
                        "clock inc_s must be 0 to {} seconds, found {inc_s}",
                        Self::MAX_INC_S,
                    ));
                }
            }
            ClockSpec::Days { days } => {
                if !Self::DAYS.contains(&days) {
                    return Err(format!(
                        "clock days must be one of {:?}, found {days}",
                        Self::DAYS
                    ));
                }
            }
        }
        Ok(())
    }

    /// Whether this is a game by days.
    pub fn is_days(self) -> bool {
        matches!(self, ClockSpec::Days { .. })
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
        let clock = |base_s, inc_s| ClockSpec::Fischer { base_s, inc_s };
        assert!(clock(0, 0).validate().is_err());
        assert!(clock(ClockSpec::MAX_BASE_S + 1, 0).validate().is_err());
        assert!(clock(60, 181).validate().is_err());
        assert!(clock(300, 3).validate().is_ok());
        assert!(clock(ClockSpec::MAX_BASE_S, ClockSpec::MAX_INC_S)
            .validate()
            .is_ok());
        for days in ClockSpec::DAYS {
            assert!(ClockSpec::Days { days }.validate().is_ok());
        }
        for days in [0, 4, 6, 15, 30] {
            assert!(ClockSpec::Days { days }.validate().is_err(), "{days}");
        }
    }

    #[test]
    fn a_clock_reads_as_one_kind_or_is_refused() {
        let read = |text: &str| serde_json::from_str::<ClockSpec>(text);
        assert_eq!(
            read(r#"{"base_s": 60, "inc_s": 2}"#).unwrap(),
            ClockSpec::Fischer {
                base_s: 60,
                inc_s: 2
            }
        );
        assert_eq!(read(r#"{"days": 3}"#).unwrap(), ClockSpec::Days { days: 3 });
        for bad in [
            r#"{"base_s": 60}"#,
            r#"{"base_s": 60, "inc_s": 2, "days": 3}"#,
            r#"{"days": 3, "lag": 1}"#,
            r#"{}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
        assert_eq!(
            serde_json::to_string(&ClockSpec::Days { days: 7 }).unwrap(),
            r#"{"days":7}"#
        );
        assert_eq!(
            serde_json::to_string(&ClockSpec::Fischer {
                base_s: 180,
                inc_s: 2
            })
            .unwrap(),
            r#"{"base_s":180,"inc_s":2}"#
        );
    }
}
