//! A new room: its seats (the creator's taken, an invite for each other one), its first event
//! and the secrets handed back once; or a rematch's room, every seat taken by the token of a
//! player of the game before.

use super::game::{seat_letters, Game};
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
/// other seat gets an invite. `day_ms` is a day's length (for games by days). `open_id`: the
/// room id, for an open game (listed).
#[allow(clippy::too_many_arguments)]
pub fn create(
    key: Vec<u8>,
    variant: Variant,
    start: String,
    clock: Option<ClockSpec>,
    takebacks: bool,
    day_ms: u64,
    seat: char,
    expires_at: i64,
    at: i64,
    open_id: Option<String>,
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
    let seat_count = invites.len() + 1;
    Created {
        stored: StoredRoom {
            key,
            variant: variant.id().into(),
            start,
            clock,
            takebacks: Some(takebacks),
            status: Status::Waiting.as_str().into(),
            result: None,
            expires_at,
            seats,
            events,
            downtime_after: Vec::new(),
            open_id,
        },
        clocks: full_clocks(clock, day_ms, seat_count),
        seat,
        token,
        invites,
    }
}

/// The rematch of `game` in room `room_id`, at Unix ms `at`: the same variant, start position,
/// clock and options, every seat taken and the game on. Seats turn once: the player of each
/// seat plays the next one (two players swap sides, three kingdoms rotate), with the token
/// their devices hold. It is never an open game, whatever the first one was: its players are
/// already together, and every seat is taken.
pub fn rematch(
    game: &Game,
    room_id: &str,
    expires_at: i64,
    at: i64,
) -> (StoredRoom, Option<String>) {
    let n = game.seats.len();
    let seats: Vec<StoredSeat> = (0..n)
        .map(|s| StoredSeat {
            letter: game.seats[s].letter,
            invite_hash: None,
            token_hash: game.seats[(s + n - 1) % n].token_hash.clone(),
        })
        .collect();
    let events: Vec<LoggedEvent> = seats
        .iter()
        .map(|seat| Event::Seat { seat: seat.letter })
        .chain([Event::Start])
        .enumerate()
        .map(|(i, event)| LoggedEvent {
            v: i as u64 + 1,
            event,
            clocks: None,
            at,
        })
        .collect();
    let setup = &game.setup;
    let stored = StoredRoom {
        key: ids::hash(room_id),
        variant: setup.variant.id().into(),
        start: setup.start.clone(),
        clock: setup.clock,
        takebacks: Some(setup.takebacks),
        status: Status::Live.as_str().into(),
        result: None,
        expires_at,
        seats,
        events,
        downtime_after: Vec::new(),
        open_id: None,
    };
    (stored, full_clocks(setup.clock, setup.day_ms, n))
}

/// Every seat's full time, as the room row caches it.
fn full_clocks(clock: Option<ClockSpec>, day_ms: u64, seats: usize) -> Option<String> {
    clock.map(|c| {
        let full = vec![full_ms(c, day_ms); seats];
        serde_json::to_string(&full).expect("numbers serialise")
    })
}
