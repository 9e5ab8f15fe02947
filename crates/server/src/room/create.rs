//! A new room: its seats (the creator's taken, an invite for each other one), its first event
//! and the secrets handed back once.

use super::game::seat_letters;
use crate::clock::{full_ms, ClockSpec};
use crate::ids;
use crate::store::{StoredRoom, StoredSeat};
use tahta_engine::Variant;
use tahta_protocol::{Event, LoggedEvent, Status};

/// A new room's first events and secrets.
pub struct Created {
    /// What to store.
    pub stored: StoredRoom,
    /// Remaining clocks as stored.
    pub clocks: Option<String>,
    /// The creator's seat.
    pub seat: char,
    /// The creator's token.
    pub token: String,
    /// One invite per free seat.
    pub invites: Vec<(char, String)>,
}

/// Builds a new room at Unix ms `at`, stored under `key`: the creator holds `seat`, every
/// other seat gets an invite. `day_ms` is a day's length (for games by days).
#[allow(clippy::too_many_arguments)]
pub fn create(
    key: Vec<u8>,
    variant: Variant,
    start: String,
    clock: Option<ClockSpec>,
    day_ms: u64,
    seat: char,
    expires_at: i64,
    at: i64,
) -> Created {
    let token = ids::new_secret();
    let mut invites = Vec::new();
    let seats = seat_letters(variant)
        .into_iter()
        .map(|letter| {
            if letter == seat {
                StoredSeat {
                    letter,
                    invite_hash: None,
                    token_hash: Some(ids::hash(&token)),
                }
            } else {
                let invite = ids::new_secret();
                let hash = ids::hash(&invite);
                invites.push((letter, invite));
                StoredSeat {
                    letter,
                    invite_hash: Some(hash),
                    token_hash: None,
                }
            }
        })
        .collect();
    let events = vec![LoggedEvent {
        v: 1,
        event: Event::Seat { seat },
        clocks: None,
        at,
    }];
    Created {
        stored: StoredRoom {
            key,
            variant: variant.id().into(),
            start,
            clock,
            status: Status::Waiting.as_str().into(),
            result: None,
            expires_at,
            seats,
            events,
        },
        clocks: clock.map(|c| {
            let full = vec![full_ms(c, day_ms); invites.len() + 1];
            serde_json::to_string(&full).expect("numbers serialise")
        }),
        seat,
        token,
        invites,
    }
}
