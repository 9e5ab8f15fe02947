//! Refusals: every frame or request the server does not carry out is answered with one of
//! these codes and a message for people.

use serde::{Deserialize, Serialize};

/// Why a client frame or request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
    /// The code as sent (the same text serde writes).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sent_code_is_the_serialised_one() {
        let codes = [
            ErrorCode::BadMessage,
            ErrorCode::UnknownType,
            ErrorCode::HelloFirst,
            ErrorCode::BadToken,
            ErrorCode::NotAPlayer,
            ErrorCode::NotYourTurn,
            ErrorCode::IllegalMove,
            ErrorCode::Stale,
            ErrorCode::GameOver,
            ErrorCode::NotAllowed,
            ErrorCode::RateLimited,
            ErrorCode::RoomNotFound,
            ErrorCode::Expired,
            ErrorCode::ServerBusy,
            ErrorCode::BadProto,
        ];
        for code in codes {
            let text = serde_json::to_string(&code).unwrap();
            assert_eq!(text, format!("\"{}\"", code.as_str()));
            assert_eq!(serde_json::from_str::<ErrorCode>(&text).unwrap(), code);
        }
    }
}
