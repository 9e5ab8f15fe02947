//! The frames a client sends: `hello` first, then actions (each with the client's ack id `a`,
//! echoed in the `ack` or `err` that answers it) and `ping`.
//!
//! Frames are read in two steps — the type, then that type's fields — so that an unknown type
//! and a malformed known one get different error codes.

use crate::error::{ErrorCode, Refusal};
use crate::offers::{RematchOp, TakebackOp};
use serde::{Deserialize, Serialize};
use serde_json::Value;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimWhat {
    /// The gone player loses (`left`).
    Win,
    /// A draw (two players only).
    Draw,
}

/// The first frame of a connection.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    /// The room id.
    pub room: String,
    /// The seat token; none for a spectator.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub token: Option<String>,
    /// The last event number the client has seen.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub since: Option<u64>,
    /// The protocol version the client speaks.
    pub proto: u32,
}

/// An action after `hello`; its frame's `t` names it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
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
    Draw {
        /// Which.
        op: DrawOp,
    },
    /// Claim the game against a gone opponent.
    Claim {
        /// A win or a draw.
        what: ClaimWhat,
    },
    /// The client is leaving on purpose (page closed): the gone countdown is short.
    Leave,
    /// Ask to take back one's last move, or answer such a request.
    Takeback {
        /// Which.
        op: TakebackOp,
    },
    /// Offer a new game once this one is over, or answer such an offer.
    Rematch {
        /// Which.
        op: RematchOp,
    },
    /// Say one of the quick phrases (`crate::phrase::PHRASES`) to everyone in the room.
    Say {
        /// The phrase's id.
        id: String,
    },
}

impl Action {
    /// The `t` of every action, to tell an unknown type from a malformed action.
    pub const TYPES: [&'static str; 9] = [
        "move", "resign", "abort", "draw", "claim", "leave", "takeback", "rematch", "say",
    ];
}

/// A client frame.
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

impl ClientFrame {
    /// The frame as sent: a JSON object whose `t` names its type.
    pub fn to_text(&self) -> String {
        let value = match self {
            ClientFrame::Hello(hello) => {
                let mut value = serde_json::to_value(hello).expect("a hello serialises");
                value["t"] = "hello".into();
                value
            }
            ClientFrame::Act { a, action } => {
                let mut value = serde_json::to_value(action).expect("an action serialises");
                if let Some(a) = a {
                    value["a"] = (*a).into();
                }
                value
            }
            ClientFrame::Ping => serde_json::json!({ "t": "ping" }),
        };
        value.to_string()
    }
}

/// Reads one text frame. The refusal carries `a` when the frame had a readable one.
pub fn parse_client(text: &str) -> Result<ClientFrame, (Option<u64>, Refusal)> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        (
            None,
            Refusal::new(ErrorCode::BadMessage, format!("not JSON: {e}")),
        )
    })?;
    let Value::Object(mut map) = value else {
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
    let Some(t) = map.get("t").and_then(Value::as_str).map(str::to_string) else {
        return Err((
            a,
            Refusal::new(ErrorCode::BadMessage, "a frame needs a string field 't'"),
        ));
    };
    // Every frame may carry `a`; any other field a frame's type does not have is refused
    // (`deny_unknown_fields`), as in the API's bodies.
    map.remove("a");
    match t.as_str() {
        "hello" => {
            map.remove("t");
            serde_json::from_value(Value::Object(map))
                .map(ClientFrame::Hello)
                .map_err(bad)
        }
        "ping" if map.len() == 1 => Ok(ClientFrame::Ping),
        "ping" => Err(bad(serde::de::Error::custom("a ping has no fields"))),
        t if Action::TYPES.contains(&t) => {
            let action: Action = serde_json::from_value(Value::Object(map.clone())).map_err(bad)?;
            // serde lets a unit variant (`resign`) through with any fields: every field read
            // must be one the action, written back, has.
            let written = serde_json::to_value(&action).expect("an action serialises");
            if let Some(extra) = map.keys().find(|k| written.get(k.as_str()).is_none()) {
                let message = format!("unknown field `{extra}` in a '{t}' frame");
                return Err((a, Refusal::new(ErrorCode::BadMessage, message)));
            }
            Ok(ClientFrame::Act { a, action })
        }
        other => Err((
            a,
            Refusal::new(
                ErrorCode::UnknownType,
                format!("unknown message type '{other}'"),
            ),
        )),
    }
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
            parse_client(r#"{"t":"hello","room":"x","token":null,"since":null,"proto":1}"#)
                .unwrap(),
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
                action: Action::Draw { op: DrawOp::Offer }
            }
        );
        assert_eq!(
            parse_client(r#"{"t":"resign","a":4}"#).unwrap(),
            ClientFrame::Act {
                a: Some(4),
                action: Action::Resign
            }
        );
        // A field a frame's type does not have is refused, whatever the type.
        for extra in [
            r#"{"t":"resign","a":4,"extra":true}"#,
            r#"{"t":"move","n":0,"mv":"a3-a4","lag_ms":900}"#,
            r#"{"t":"draw","op":"offer","times":9}"#,
            r#"{"t":"hello","room":"r","proto":1,"clock":0}"#,
            r#"{"t":"ping","x":1}"#,
        ] {
            assert_eq!(code(extra), ErrorCode::BadMessage, "{extra}");
        }
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
        assert_eq!(code(r#"{"t":"claim"}"#), ErrorCode::BadMessage);
        assert_eq!(
            code(r#"{"t":"takeback","op":"undo"}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(code(r#"{"t":"rematch"}"#), ErrorCode::BadMessage);
        assert_eq!(
            code(r#"{"t":"rematch","op":"offer","room":"x"}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(code(r#"{"t":"resign","a":"x"}"#), ErrorCode::BadMessage);
        let (a, refusal) = parse_client(r#"{"t":"move","n":0,"mv":5,"a":7}"#).unwrap_err();
        assert_eq!(a, Some(7));
        assert_eq!(refusal.code, ErrorCode::BadMessage);
    }

    #[test]
    fn every_frame_a_client_writes_is_read_back_as_written() {
        let frames = [
            ClientFrame::Hello(Hello {
                room: "r".into(),
                token: Some("t".into()),
                since: Some(3),
                proto: crate::PROTO,
            }),
            ClientFrame::Ping,
            ClientFrame::Act {
                a: Some(1),
                action: Action::Move {
                    n: 2,
                    mv: "a3-a4".into(),
                },
            },
            ClientFrame::Act {
                a: Some(2),
                action: Action::Resign,
            },
            ClientFrame::Act {
                a: None,
                action: Action::Abort,
            },
            ClientFrame::Act {
                a: Some(3),
                action: Action::Draw {
                    op: DrawOp::Decline,
                },
            },
            ClientFrame::Act {
                a: Some(4),
                action: Action::Claim {
                    what: ClaimWhat::Win,
                },
            },
            ClientFrame::Act {
                a: Some(5),
                action: Action::Leave,
            },
            ClientFrame::Act {
                a: Some(6),
                action: Action::Takeback {
                    op: TakebackOp::Ask,
                },
            },
            ClientFrame::Act {
                a: Some(7),
                action: Action::Rematch {
                    op: RematchOp::Accept,
                },
            },
            ClientFrame::Act {
                a: Some(8),
                action: Action::Say {
                    id: "good_game".into(),
                },
            },
        ];
        for frame in frames {
            assert_eq!(parse_client(&frame.to_text()).unwrap(), frame);
        }
        assert_eq!(
            ClientFrame::Act {
                a: Some(1),
                action: Action::Move {
                    n: 0,
                    mv: "a3-a4".into()
                }
            }
            .to_text(),
            r#"{"a":1,"mv":"a3-a4","n":0,"t":"move"}"#
        );
    }
}
