//! The frames the server sends, each a JSON object whose `t` names its type, and the snapshot
//! of a room that `welcome` and `err` carry.

use crate::error::ErrorCode;
use crate::event::LoggedEvent;
use crate::room::{ClockSpec, ResultView, Status};
use serde::{Deserialize, Serialize};

/// A seat as every client sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player letter.
    pub letter: char,
    /// Whether someone holds the seat.
    pub taken: bool,
    /// Whether a connection of the seat is open now.
    pub online: bool,
    /// Milliseconds until the seat counts as gone (0: gone now), while nobody is connected in
    /// a live game.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub gone_in_ms: Option<u64>,
    /// The seat is out of play (a defeated kingdom).
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub out: bool,
}

/// An ending off the board in a snapshot: after `n` moves, `ending` (`resign:g`, `time:b`…).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct EndingAt {
    /// How many moves had been played.
    pub n: usize,
    /// The ending as the log writes it.
    pub ending: String,
}

/// The whole state of a room at event `v`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The last event number.
    pub v: u64,
    /// The variant id.
    pub variant: String,
    /// The start position string.
    pub start: String,
    /// The moves played, in order.
    pub moves: Vec<String>,
    /// The engine's position string now.
    pub position: String,
    /// Where the room is in its life.
    pub status: Status,
    /// The result once the game is over.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<ResultView>,
    /// Remaining milliseconds per seat (in seat order), or null without a clock.
    pub clocks: Option<Vec<i64>>,
    /// The seat whose clock runs.
    pub running: Option<char>,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// Every seat.
    pub seats: Vec<SeatView>,
    /// The player to move while the game is live.
    pub to_move: Option<char>,
    /// The seat whose draw offer stands.
    pub draw_offer: Option<char>,
    /// Milliseconds left for the seat to move to make its first move before the game is
    /// aborted (clocked games, first round only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub first_move_in_ms: Option<u64>,
    /// The game's endings off the board so far, each after how many moves it came (a
    /// kingdom's resignation in Three Kingdoms leaves the game going): with `moves` they make
    /// the whole log a client replays.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub endings: Vec<EndingAt>,
    /// Whether the players may ask to take back a move.
    #[serde(default)]
    pub takebacks: bool,
    /// The seat whose takeback request stands, and the seats that agreed to it.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub takeback: Option<OfferView>,
    /// The standing rematch offer: who offered and who agreed.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rematch: Option<OfferView>,
    /// The room the rematch was made in, once every seat agreed.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rematch_room: Option<String>,
}

/// A standing request (takeback or rematch): the seat that made it and those that agreed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferView {
    /// The seat that asked or offered.
    pub by: char,
    /// The seats that agreed since.
    pub agreed: Vec<char>,
}

/// A durable event as clients receive it: the event as logged, and (on the latest one) the
/// room's state after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EventFrame {
    /// The event, its number and time; its `clocks`, when it logged none, are the clocks as
    /// they stand (latest event only).
    #[serde(flatten)]
    pub logged: LoggedEvent,
    /// The seat whose clock runs after the event (latest event only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub running: Option<char>,
    /// The room's status after the event; sent empty on an event that is not the latest.
    #[serde(with = "status_or_empty")]
    pub status: Option<Status>,
    /// The result, when the event ended the game (latest event only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<ResultView>,
    /// The player to move after the event, while live (latest event only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub to_move: Option<char>,
    /// Until every seat has moved: milliseconds left for the player to move to make a first
    /// move before the game is called off (latest event only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub first_move_in_ms: Option<u64>,
}

/// `EventFrame::status`: a status, or `""` on an event that is not the latest.
mod status_or_empty {
    use super::Status;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(status: &Option<Status>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(status.map_or("", Status::as_str))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Status>, D::Error> {
        let text = String::deserialize(d)?;
        if text.is_empty() {
            return Ok(None);
        }
        Status::parse(&text)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown status '{text}'")))
    }
}

/// A frame the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerFrame {
    /// The answer to `hello`: the seat (none for a spectator), the last event number, and a
    /// snapshot unless the missed events follow as `ev` frames.
    Welcome {
        /// The client's seat letter.
        seat: Option<char>,
        /// The last event number.
        v: u64,
        /// The room's state (absent when the client's `since` was close and `ev`s follow).
        #[serde(skip_serializing_if = "Option::is_none", default)]
        snapshot: Option<Box<Snapshot>>,
    },
    /// A durable event, to every subscriber (the sender included).
    Ev(EventFrame),
    /// The action with ack id `a` is stored, as event `v`.
    Ack {
        /// The client's ack id.
        a: Option<u64>,
        /// The event that carries it.
        v: u64,
    },
    /// A refusal; nothing changed. A snapshot follows in the same frame when the client may
    /// be out of step.
    Err {
        /// The client's ack id, when the frame had one.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        a: Option<u64>,
        /// What kind of refusal.
        code: ErrorCode,
        /// What exactly was wrong.
        message: String,
        /// The last event number.
        v: u64,
        /// The room's state.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        snapshot: Option<Box<Snapshot>>,
    },
    /// Who is connected, and who is gone or about to be.
    Presence {
        /// Every seat.
        seats: Vec<SeatView>,
    },
    /// The answer to `ping`.
    Pong,
    /// The server is stopping; come back in about this long.
    Shutdown {
        /// A hint for the reconnect delay.
        back_in_ms: u64,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::DrawOp;
    use crate::event::Event;
    use serde_json::{json, Value};

    fn round_trip(frame: &ServerFrame) -> Value {
        let text = serde_json::to_string(frame).unwrap();
        assert_eq!(&serde_json::from_str::<ServerFrame>(&text).unwrap(), frame);
        serde_json::from_str(&text).unwrap()
    }

    #[test]
    fn frames_carry_their_type() {
        let text = serde_json::to_string(&ServerFrame::Ack { a: Some(3), v: 9 }).unwrap();
        assert_eq!(text, r#"{"t":"ack","a":3,"v":9}"#);
        assert_eq!(
            serde_json::to_string(&ServerFrame::Pong).unwrap(),
            r#"{"t":"pong"}"#
        );
    }

    /// The `ev` frames as clients have always read them: one flat object, `kind` naming the
    /// event, the state after it on the latest event only (`status` empty on the others).
    #[test]
    fn events_keep_their_shape_on_the_wire() {
        let latest_move = ServerFrame::Ev(EventFrame {
            logged: LoggedEvent {
                v: 4,
                event: Event::Move {
                    seat: 'r',
                    n: 0,
                    mv: "a3-a4".into(),
                },
                clocks: Some(vec![180_000, 180_000]),
                at: 1_796_000_000_000,
            },
            running: Some('b'),
            status: Some(Status::Live),
            result: None,
            to_move: Some('b'),
            first_move_in_ms: None,
        });
        assert_eq!(
            round_trip(&latest_move),
            json!({"t": "ev", "v": 4, "kind": "move", "seat": "r", "n": 0, "mv": "a3-a4",
                   "clocks": [180_000, 180_000], "running": "b", "status": "live",
                   "to_move": "b", "at": 1_796_000_000_000_i64})
        );
        let earlier_offer = ServerFrame::Ev(EventFrame {
            logged: LoggedEvent {
                v: 5,
                event: Event::Draw {
                    seat: 'b',
                    op: DrawOp::Offer,
                },
                clocks: None,
                at: 7,
            },
            running: None,
            status: None,
            result: None,
            to_move: None,
            first_move_in_ms: None,
        });
        assert_eq!(
            round_trip(&earlier_offer),
            json!({"t": "ev", "v": 5, "kind": "draw", "seat": "b", "op": "offer",
                   "status": "", "at": 7})
        );
        let flag = ServerFrame::Ev(EventFrame {
            logged: LoggedEvent {
                v: 9,
                event: Event::End {
                    seat: None,
                    ending: "time:w".into(),
                },
                clocks: Some(vec![0, 5_000]),
                at: 8,
            },
            running: None,
            status: Some(Status::Ended),
            result: Some(ResultView {
                text: "black wins: time".into(),
                rule: "time".into(),
                winners: vec!['b'],
            }),
            to_move: None,
            first_move_in_ms: None,
        });
        assert_eq!(
            round_trip(&flag),
            json!({"t": "ev", "v": 9, "kind": "end", "ending": "time:w", "clocks": [0, 5_000],
                   "status": "ended", "at": 8, "result": {"text": "black wins: time",
                   "rule": "time", "winners": ["b"]}})
        );
        let start = ServerFrame::Ev(EventFrame {
            logged: LoggedEvent {
                v: 3,
                event: Event::Start,
                clocks: None,
                at: 2,
            },
            running: None,
            status: Some(Status::Live),
            result: None,
            to_move: Some('w'),
            first_move_in_ms: Some(20_000),
        });
        assert_eq!(
            round_trip(&start),
            json!({"t": "ev", "v": 3, "kind": "start", "status": "live", "to_move": "w",
                   "at": 2, "first_move_in_ms": 20_000})
        );
    }
}
