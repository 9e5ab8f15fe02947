//! The JSON bodies of the HTTP rooms API: create a room, claim a seat with an invite, read a
//! room's public summary, list the open games and take a seat in one. Errors are
//! [`ErrorBody`] with a fitting status.

use crate::room::{ClockSpec, ResultView, Status};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// `POST /api/rooms`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRoom {
    /// The variant id.
    pub variant: String,
    /// The time control; none for an untimed game.
    pub clock: Option<ClockSpec>,
    /// The creator's player letter, or `random`.
    pub seat: String,
    /// A start position other than the variant's own.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub position: Option<String>,
    /// The variant's banners option (Timur chess), where it has one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub banners: Option<bool>,
    /// Whether a player may ask to take back a move (default: not with a clock, yes
    /// without).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub takebacks: Option<bool>,
    /// An open game: listed (room id, game, clock, creator's side) for anyone to take a free
    /// seat, while it waits for players.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub open: Option<bool>,
}

/// The answer to `POST /api/rooms` (201).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    /// The room id: whoever has it may watch.
    pub room: String,
    /// The creator's seat.
    pub seat: char,
    /// The creator's seat token.
    pub token: String,
    /// One invite per free seat, by player letter.
    pub invites: BTreeMap<char, String>,
}

/// `POST /api/rooms/{room}/claim`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The invite.
    pub invite: String,
    /// The seat the invite is expected to be for (one player letter), if the client knows.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub seat: Option<String>,
}

/// The answer to a claim.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claimed {
    /// The seat now held.
    pub seat: char,
    /// Its token.
    pub token: String,
}

/// `GET /api/rooms/{room}`: the public summary of a room, no secrets.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// The variant id.
    pub variant: String,
    /// Where the room is in its life.
    pub status: Status,
    /// Each seat and whether it is taken.
    pub seats: Vec<SeatSummary>,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The result, once over.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<ResultView>,
    /// Whose move it is while the game is live (the app's list of one's online games).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub to_move: Option<char>,
    /// The remaining milliseconds per seat, when the room has a clock.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub clocks: Option<Vec<i64>>,
    /// How many moves have been played.
    #[serde(default)]
    pub plies: usize,
    /// The last move played (the engine's move string), for the list of one's games.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub last_move: Option<String>,
}

/// An open game in `GET /api/open`: what a stranger needs to choose it, no secrets but the
/// room id (which lets anyone watch; its creator made it public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenGame {
    /// The room id.
    pub room: String,
    /// The variant id.
    pub variant: String,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The creator's player letter.
    pub creator: char,
    /// How many seats are free.
    pub free: u32,
    /// When the room was created, Unix ms.
    pub created_at: i64,
}

/// The answer to `GET /api/open`: a page of open games, newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenGames {
    /// The games of this page.
    pub games: Vec<OpenGame>,
    /// The cursor of the next page (`?before=`), when there may be one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub next: Option<String>,
}

/// A live public game in `GET /api/live`: what a watcher needs to choose it, no secret but
/// the room id (which lets anyone watch; its creator made the room public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveGame {
    /// The room id.
    pub room: String,
    /// The variant id.
    pub variant: String,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// The player letters of the seats in play.
    pub seats: Vec<char>,
    /// Moves made so far.
    pub plies: u32,
    /// When the room was created, Unix ms.
    pub created_at: i64,
}

/// The answer to `GET /api/live`: a page of live public games, newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveGames {
    /// The games of this page.
    pub games: Vec<LiveGame>,
    /// The cursor of the next page (`?before=`), when there may be one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub next: Option<String>,
}

/// A seat in the public summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSummary {
    /// The player letter.
    pub letter: char,
    /// Whether someone holds it.
    pub taken: bool,
}

/// The body of every API error.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// What kind of error (`bad_variant`, `seat_taken`, `rate_limited`…).
    pub code: String,
    /// What exactly was wrong.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn created_names_each_invite_by_its_letter() {
        let created = Created {
            room: "R".into(),
            seat: 'r',
            token: "T".into(),
            invites: [('g', "G".to_string()), ('b', "B".to_string())].into(),
        };
        let value = serde_json::to_value(&created).unwrap();
        assert_eq!(
            value,
            json!({"room": "R", "seat": "r", "token": "T", "invites": {"b": "B", "g": "G"}})
        );
        assert_eq!(serde_json::from_value::<Created>(value).unwrap(), created);
    }
}
