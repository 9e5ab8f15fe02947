//! What a room is sent (by connections, the HTTP API and the bus) and what it sends back to
//! a connection.

use axum::extract::ws::Utf8Bytes;
use std::time::Instant;
use tahta_protocol::api::Summary;
use tahta_protocol::{Action, LoggedEvent, Refusal};
use tokio::sync::{mpsc, oneshot};

/// What a connection receives.
#[derive(Clone, Debug)]
pub enum Outbound {
    /// A text frame, serialised once for every receiver.
    Frame(Utf8Bytes),
    /// Close the socket with this code and reason.
    Close(u16, &'static str),
}

/// A connection's queue of outgoing frames. Bounded: a client that does not read is dropped
/// (it resynchronises when it reconnects) instead of growing the server's memory.
pub type Outbox = mpsc::Sender<Outbound>;

/// How many frames may wait for one connection.
pub const OUTBOX: usize = 256;

/// A message to a room.
pub enum RoomMsg {
    /// A connection's `hello`: subscribes it (as the token's seat, or as a spectator).
    Join {
        /// The connection's id.
        conn: u64,
        /// The seat token, if any.
        token: Option<String>,
        /// The last event the client saw.
        since: Option<u64>,
        /// Where its frames go.
        out: Outbox,
        /// Whether it joined.
        reply: oneshot::Sender<Result<Option<char>, Refusal>>,
    },
    /// An action of a joined connection.
    Act {
        /// The connection's id.
        conn: u64,
        /// The client's ack id.
        a: Option<u64>,
        /// What to do.
        action: Action,
        /// The connection's measured round trip, in milliseconds.
        lag_ms: i64,
        /// When its frame was read: the answer's wait is timed from here.
        received: Instant,
    },
    /// A joined connection closed.
    Closed {
        /// The connection's id.
        conn: u64,
    },
    /// `POST /api/rooms/{room}/claim`.
    Claim {
        /// The invite.
        invite: String,
        /// The seat asked for, if any.
        seat: Option<char>,
        /// The seat and its new token.
        reply: oneshot::Sender<Result<(char, String), ClaimError>>,
    },
    /// `POST /api/open/{room}/take`: a free seat of an open game, without an invite.
    Take {
        /// The seat and its new token.
        reply: oneshot::Sender<Result<(char, String), ClaimError>>,
    },
    /// Another instance stored events up to `upto` (or, with `None`, the bus reconnected and
    /// anything may be missing): read what this room has not applied.
    Refresh {
        /// The last event stored, when known.
        upto: Option<u64>,
        /// The events stored, up to `upto`, when the notice carried them.
        events: Option<Vec<LoggedEvent>>,
    },
    /// Some instance's connections to the room changed: read who is connected elsewhere.
    PresenceChanged,
    /// `PUT` or `DELETE /api/rooms/{room}/push`: which seat the token (hashed) holds.
    SeatOfToken {
        /// The hash of the seat token.
        token_hash: Vec<u8>,
        /// The seat's letter, if the token holds one.
        reply: oneshot::Sender<Option<char>>,
    },
    /// `GET /api/rooms/{room}`.
    Summary {
        /// The public summary.
        reply: oneshot::Sender<Summary>,
    },
}

/// Why a claim failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// The invite does not belong to this room (or to the seat asked for).
    BadInvite(String),
    /// Somebody holds the seat.
    SeatTaken,
    /// The waiting room's invitations ran out.
    Expired,
    /// The room is not an open game (or no longer has a free seat to take).
    NotOpen,
    /// The store failed; try again.
    Busy,
}
