//! The WebSocket protocol (version 1): JSON text frames, each an object whose `t` names its
//! type. `crates/server/README.md` describes it for client authors, with an example exchange.
//!
//! Client frames are read in two steps — the type, then that type's fields — so that an
//! unknown type and a malformed known one get different error codes.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The protocol version this server speaks (`hello.proto`).
pub const PROTO: u32 = 1;

/// Why a client frame or request was refused. Every refusal is answered with one of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorCode {
    /// Not JSON, not an object, a field of the wrong type or missing, a binary frame.
    BadMessage,
    /// `t` names no message type of this protocol.
    UnknownType,
    /// A frame other than `hello` before `hello`.
    HelloFirst,
    /// The seat token matches no seat of this room.
    BadToken,
    /// A spectator (or a seat no longer in play) tried to act.
    NotAPlayer,
    /// A move by a seat that is not to move.
    NotYourTurn,
    /// The engine refused the move.
    IllegalMove,
    /// `n` is not the next ply and not a resend of a logged move.
    Stale,
    /// The game is over.
    GameOver,
    /// The action does not apply now (abort after everyone moved, draw with three players,
    /// a claim while nobody is gone…).
    NotAllowed,
    /// Too many frames: slow down.
    RateLimited,
    /// No such room.
    RoomNotFound,
    /// The waiting room's invitation ran out.
    Expired,
    /// The server could not store the event (or is shutting down): nothing changed, try again.
    ServerBusy,
    /// The protocol version is not spoken here.
    BadProto,
}

impl ErrorCode {
    /// The code as sent.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadMessage => "bad_message",
            ErrorCode::UnknownType => "unknown_type",
            ErrorCode::HelloFirst => "hello_first",
            ErrorCode::BadToken => "bad_token",
            ErrorCode::NotAPlayer => "not_a_player",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::Stale => "stale",
            ErrorCode::GameOver => "game_over",
            ErrorCode::NotAllowed => "not_allowed",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::RoomNotFound => "room_not_found",
            ErrorCode::Expired => "expired",
            ErrorCode::ServerBusy => "server_busy",
            ErrorCode::BadProto => "bad_proto",
        }
    }
}

/// A refusal: its code and a message for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// What kind of refusal.
    pub code: ErrorCode,
    /// What exactly was wrong.
    pub message: String,
}

impl Refusal {
    /// A refusal with a message.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// What `draw` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawOp {
    /// Offer a draw (accepts the opponent's standing offer).
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline the opponent's offer.
    Decline,
}

/// What `claim` asks for once an opponent is gone past the timeout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimWhat {
    /// The gone player loses (`left`).
    Win,
    /// A draw (two players only).
    Draw,
}

/// The first frame of a connection.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Hello {
    /// The room id.
    pub room: String,
    /// The seat token; none for a spectator.
    pub token: Option<String>,
    /// The last event number the client has seen.
    pub since: Option<u64>,
    /// The protocol version the client speaks.
    pub proto: u32,
}

/// An action after `hello`. `a` is the client's ack id, echoed in `ack` and `err`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play `mv` as ply `n` (0-based: the number of plies the client has seen).
    Move {
        /// The ply the client expects next.
        n: u64,
        /// The engine's move string.
        mv: String,
    },
    /// Resign.
    Resign,
    /// Call the game off before everyone has moved.
    Abort,
    /// Offer, accept or decline a draw.
    Draw(DrawOp),
    /// Claim the game against a gone opponent.
    Claim(ClaimWhat),
    /// The client is leaving on purpose (page closed): the gone countdown is short.
    Leave,
}

/// A client frame, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientFrame {
    /// `hello`.
    Hello(Hello),
    /// An action with its ack id.
    Act {
        /// The client's ack id.
        a: Option<u64>,
        /// What to do.
        action: Action,
    },
    /// `ping`: answered with `pong`.
    Ping,
}

#[derive(Deserialize)]
struct MoveFields {
    n: u64,
    mv: String,
}

#[derive(Deserialize)]
struct DrawFields {
    op: DrawOp,
}

#[derive(Deserialize)]
struct ClaimFields {
    what: ClaimWhat,
}

/// Reads one text frame. The refusal carries `a` when the frame had a readable one.
pub fn parse_client(text: &str) -> Result<ClientFrame, (Option<u64>, Refusal)> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        (
            None,
            Refusal::new(ErrorCode::BadMessage, format!("not JSON: {e}")),
        )
    })?;
    let Value::Object(map) = &value else {
        return Err((
            None,
            Refusal::new(ErrorCode::BadMessage, "a frame must be a JSON object"),
        ));
    };
    let a = match map.get("a") {
        None | Some(Value::Null) => None,
        Some(v) => match v.as_u64() {
            Some(a) => Some(a),
            None => {
                return Err((
                    None,
                    Refusal::new(
                        ErrorCode::BadMessage,
                        "'a' must be a non-negative whole number",
                    ),
                ))
            }
        },
    };
    let bad = |e: serde_json::Error| (a, Refusal::new(ErrorCode::BadMessage, e.to_string()));
    let Some(t) = map.get("t").and_then(Value::as_str) else {
        return Err((
            a,
            Refusal::new(ErrorCode::BadMessage, "a frame needs a string field 't'"),
        ));
    };
    let fields = || value.clone();
    let action = match t {
        "hello" => {
            return serde_json::from_value(fields())
                .map(ClientFrame::Hello)
                .map_err(bad)
        }
        "ping" => return Ok(ClientFrame::Ping),
        "move" => {
            let f: MoveFields = serde_json::from_value(fields()).map_err(bad)?;
            Action::Move { n: f.n, mv: f.mv }
        }
        "resign" => Action::Resign,
        "abort" => Action::Abort,
        "leave" => Action::Leave,
        "draw" => Action::Draw(
            serde_json::from_value::<DrawFields>(fields())
                .map_err(bad)?
                .op,
        ),
        "claim" => Action::Claim(
            serde_json::from_value::<ClaimFields>(fields())
                .map_err(bad)?
                .what,
        ),
        other => {
            return Err((
                a,
                Refusal::new(
                    ErrorCode::UnknownType,
                    format!("unknown message type '{other}'"),
                ),
            ))
        }
    };
    Ok(ClientFrame::Act { a, action })
}

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
    /// `waiting`, `live`, `ended` or `aborted`.
    pub status: String,
    /// The result once the game is over.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<ResultView>,
    /// Remaining milliseconds per seat (in seat order), or null without a clock.
    pub clocks: Option<Vec<i64>>,
    /// The seat whose clock runs.
    pub running: Option<char>,
    /// The time control.
    pub clock: Option<crate::clock::ClockSpec>,
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
    /// A durable event.
    Ev(Event),
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
        code: String,
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

/// A durable event as clients receive it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// Its number: 1, 2, 3… in the room.
    pub v: u64,
    /// `seat`, `start`, `move`, `draw` or `end`.
    pub kind: String,
    /// The seat that caused it, if any.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub seat: Option<char>,
    /// `move`: the ply index and the move string.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub n: Option<u64>,
    /// `move`: the engine's move string.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub mv: Option<String>,
    /// `draw`: offer or decline.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub op: Option<DrawOp>,
    /// `end`: how it ended off the board (`time:w`, `resign:b`, `agreement`, `abort`…).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ending: Option<String>,
    /// Remaining milliseconds per seat after the event, when the room has a clock.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub clocks: Option<Vec<i64>>,
    /// The seat whose clock runs after the event.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub running: Option<char>,
    /// The room's status after the event.
    pub status: String,
    /// The result, when the event ended the game.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<ResultView>,
    /// The player to move after the event, while live.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub to_move: Option<char>,
    /// Server time of the event, Unix milliseconds.
    pub at: i64,
    /// Until every seat has moved: milliseconds left for the player to move to make a first
    /// move before the game is called off (on the latest event only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub first_move_in_ms: Option<u64>,
}

/// Serialises a frame once, for every connection that receives it (cloning the result
/// shares the bytes).
pub fn encode(frame: &ServerFrame) -> axum::extract::ws::Utf8Bytes {
    serde_json::to_string(frame)
        .expect("server frames always serialise")
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> ErrorCode {
        parse_client(text).unwrap_err().1.code
    }

    #[test]
    fn frames_are_read_with_precise_codes() {
        assert_eq!(
            parse_client(r#"{"t":"move","n":0,"mv":"a3-a4","a":1}"#).unwrap(),
            ClientFrame::Act {
                a: Some(1),
                action: Action::Move {
                    n: 0,
                    mv: "a3-a4".into()
                }
            }
        );
        assert_eq!(
            parse_client(r#"{"t":"hello","room":"x","proto":1}"#).unwrap(),
            ClientFrame::Hello(Hello {
                room: "x".into(),
                token: None,
                since: None,
                proto: 1
            })
        );
        assert_eq!(
            parse_client(r#"{"t":"draw","op":"offer"}"#).unwrap(),
            ClientFrame::Act {
                a: None,
                action: Action::Draw(DrawOp::Offer)
            }
        );
        assert_eq!(code("{"), ErrorCode::BadMessage);
        assert_eq!(code("[1]"), ErrorCode::BadMessage);
        assert_eq!(code(r#"{"n":1}"#), ErrorCode::BadMessage);
        assert_eq!(code(r#"{"t":"dance"}"#), ErrorCode::UnknownType);
        assert_eq!(
            code(r#"{"t":"move","n":"zero","mv":"a3-a4"}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(
            code(r#"{"t":"move","n":-1,"mv":"a3-a4"}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(code(r#"{"t":"move","n":0}"#), ErrorCode::BadMessage);
        assert_eq!(code(r#"{"t":"draw","op":"maybe"}"#), ErrorCode::BadMessage);
        assert_eq!(code(r#"{"t":"resign","a":"x"}"#), ErrorCode::BadMessage);
        let (a, refusal) = parse_client(r#"{"t":"move","n":0,"mv":5,"a":7}"#).unwrap_err();
        assert_eq!(a, Some(7));
        assert_eq!(refusal.code, ErrorCode::BadMessage);
    }

    #[test]
    fn server_frames_carry_their_type() {
        let text = encode(&ServerFrame::Ack { a: Some(3), v: 9 });
        assert_eq!(text.as_str(), r#"{"t":"ack","a":3,"v":9}"#);
        assert_eq!(encode(&ServerFrame::Pong).as_str(), r#"{"t":"pong"}"#);
    }
}

/// An ending off the board in a snapshot: after `n` moves, `ending` (`resign:g`, `time:b`…).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct EndingAt {
    /// How many moves had been played.
    pub n: usize,
    /// The ending as the log writes it.
    pub ending: String,
}
