//! What happens in a room. A room's truth is its log of events, numbered 1, 2, 3…; its state
//! is the start position with every event applied in order. The same type is stored (the
//! server's store writes `kind` and `seat` in columns of their own and the other fields as the
//! row's JSON body), applied by the room, and sent to clients inside the `ev` frame.

use crate::client::DrawOp;
use crate::offers::{RematchOp, TakebackOp};
use serde::{Deserialize, Serialize};

/// One event of a room's log. On the wire and in the store its `kind` names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A seat was taken (by the room's creator, or with an invite). The seat's token is not
    /// in the log: only its hash, in the room's seats.
    Seat {
        /// The seat's player letter.
        seat: char,
    },
    /// Every seat is taken: the game is on.
    Start,
    /// A move, checked by the engine.
    Move {
        /// The seat that moved.
        seat: char,
        /// The ply: how many moves came before it.
        n: u64,
        /// The engine's move string.
        mv: String,
    },
    /// A draw offered, or an offer declined (an accepted offer ends the game: `End`).
    Draw {
        /// The seat that offered or declined.
        seat: char,
        /// `offer` or `decline`.
        op: DrawOp,
    },
    /// A takeback asked for, agreed to or refused. The agreement of the last seat whose
    /// agreement was missing takes the last move back, and logs the clocks as they were before
    /// it.
    Takeback {
        /// The seat that asked or answered.
        seat: char,
        /// Which.
        op: TakebackOp,
    },
    /// A rematch offered, agreed to or refused, once the game is over. The agreement that
    /// completes it names the new room, where every device goes.
    Rematch {
        /// The seat that offered or answered.
        seat: char,
        /// Which.
        op: RematchOp,
        /// The new room's id (the watch capability), on the agreement that made it.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        room: Option<String>,
    },
    /// An ending off the board: a resignation, a flag, an agreed draw, an abort, a claim
    /// against a gone player. In Three Kingdoms a kingdom's resignation leaves the game going.
    End {
        /// The seat that caused it, if a seat did (none for a flag or a timed abort).
        #[serde(skip_serializing_if = "Option::is_none", default)]
        seat: Option<char>,
        /// The engine's ending (`time:w`, `resign:b`, `agreement`, `abort`, `left:g`…).
        ending: String,
    },
    /// A quick phrase said by a seat (`crate::phrase`): logged like any event, so every
    /// instance's devices hear it, a reconnecting device is sent it with the events it
    /// missed, and the per-game limit holds across restarts. It changes nothing in the game.
    Say {
        /// The seat that said it.
        seat: char,
        /// The phrase's id.
        id: String,
    },
}

impl Event {
    /// The seat that caused the event, if any.
    pub fn seat(&self) -> Option<char> {
        match self {
            Event::Seat { seat }
            | Event::Move { seat, .. }
            | Event::Draw { seat, .. }
            | Event::Takeback { seat, .. }
            | Event::Rematch { seat, .. }
            | Event::Say { seat, .. } => Some(*seat),
            Event::End { seat, .. } => *seat,
            Event::Start => None,
        }
    }
}

/// An event as the log holds it: its number, what happened, the clocks it logged and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedEvent {
    /// Its number in the room: 1, 2, 3…
    pub v: u64,
    /// What happened (`kind` and its fields).
    #[serde(flatten)]
    pub event: Event,
    /// Remaining milliseconds per seat after the event, logged with the moves and endings of
    /// a clocked game (a reload sets the clocks from them).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub clocks: Option<Vec<i64>>,
    /// Server time of the event, Unix milliseconds.
    pub at: i64,
}
