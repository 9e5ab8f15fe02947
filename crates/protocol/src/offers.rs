//! Requests between players besides draws: taking back the last move, and playing again.
//! Each is a question one seat asks and the others answer; the room logs every step.

use serde::{Deserialize, Serialize};

/// What `takeback` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TakebackOp {
    /// Ask to take back one's own last move.
    Ask,
    /// Agree to the standing request (once every other seat in play agrees, the move is
    /// taken back).
    Accept,
    /// Refuse the standing request (or, from the seat that asked, withdraw it).
    Decline,
}

/// What `rematch` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RematchOp {
    /// Offer to play again (agrees to a standing offer).
    Offer,
    /// Agree to the standing offer (once every seat agrees, the new room is made).
    Accept,
    /// Refuse the standing offer (or, from a seat that offered, withdraw it).
    Decline,
}
