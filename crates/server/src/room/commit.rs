//! The room and its store: each step's events are stored (with the room row's cached state)
//! before anyone hears of them, and put back if the store refuses; the events and presence
//! that other instances stored are read and passed on.

use super::actor::Room;
use super::create;
use super::game::Mark;
use super::messages::ClaimError;
use crate::ids;
use crate::store::{LoggedEvent, RoomUpdate, StoreError};
use crate::time::{server_time_of, unix_ms};
use crate::wire::encode;
use tahta_protocol::{Event, ServerFrame, Status};

impl Room {
    /// The room row's cached state as the game stands.
    fn update(&self) -> RoomUpdate {
        let now = self.now();
        RoomUpdate {
            status: self.game.status.as_str().into(),
            result: self.game.session.result_text(),
            clocks: self
                .game
                .clocks
                .as_ref()
                .map(|c| serde_json::to_string(&c.remaining_at(now)).expect("numbers serialise")),
            deadline: self.deadline_unix(),
            plies: self.game.moves.len() as u32,
        }
    }

    /// When the room next needs a timer, in Unix ms, for the store (the sweeper of another
    /// instance loads the room then).
    fn deadline_unix(&self) -> Option<i64> {
        let at = self.game.deadline()?;
        Some(unix_ms() + at as i64 - self.now() as i64)
    }

    /// Stores `events`, which the game has applied since `mark`, and sends them to everyone;
    /// if the store fails the game goes back to `mark`, and after a race with another
    /// instance it reads what that one stored.
    pub(super) async fn commit(
        &mut self,
        mark: Mark,
        events: Vec<LoggedEvent>,
    ) -> Result<(), StoreError> {
        if events.is_empty() {
            return Ok(());
        }
        let (key, after, update) = (self.key.clone(), follows(&events), self.update());
        let written = match rematch_room(&events) {
            // The rematch's room is made in the same transaction as the agreement naming it:
            // of two instances racing to make it, the one whose append fails makes no room.
            Some(room_id) => {
                let now = unix_ms();
                let expires_at = now + self.host.timing.invite_life.as_millis() as i64;
                let (room, clocks) = create::rematch(&self.game, room_id, expires_at, now);
                let store = &self.host.store;
                store
                    .append_creating(key, after, events.clone(), update, room, clocks, now)
                    .await
            }
            None => {
                let store = &self.host.store;
                store.append(key, after, events.clone(), update).await
            }
        };
        if let Err(e) = written {
            self.game.undo(mark, self.now());
            if e == StoreError::Conflict {
                self.catch_up().await;
                self.raced = true;
            }
            return Err(e);
        }
        log_lifecycle(self.game.setup.variant.id(), &events, self.game.status);
        self.announce(&events);
        self.notify(&events);
        Ok(())
    }

    /// Sends stored events to every subscriber.
    fn announce(&mut self, events: &[LoggedEvent]) {
        let now = self.now();
        for ev in events {
            let frame = encode(&ServerFrame::Ev(self.game.event_frame(ev, now)));
            self.broadcast(frame);
        }
    }

    /// Gives the seat of `invite` to a new token, stored with its events: the seat and token.
    pub(super) async fn claim(
        &mut self,
        invite: &str,
        wanted: Option<char>,
    ) -> Result<(char, String), ClaimError> {
        self.claim_hashed(&ids::hash(invite), wanted).await
    }

    /// Gives the first free seat of an open game to a new token, as its invite would.
    pub(super) async fn take(&mut self) -> Result<(char, String), ClaimError> {
        if !self.game.setup.open || self.game.status != tahta_protocol::Status::Waiting {
            return Err(ClaimError::NotOpen);
        }
        let Some(invite) = self
            .game
            .seats
            .iter()
            .find(|s| s.token_hash.is_none())
            .and_then(|s| s.invite_hash.clone())
        else {
            return Err(ClaimError::NotOpen);
        };
        self.claim_hashed(&invite, None).await
    }

    async fn claim_hashed(
        &mut self,
        invite_hash: &[u8],
        wanted: Option<char>,
    ) -> Result<(char, String), ClaimError> {
        let token = ids::new_secret();
        let token_hash = ids::hash(&token);
        let mark = self.game.mark();
        let (letter, events) =
            self.game
                .claim(invite_hash, wanted, token_hash.clone(), self.moment())?;
        let written = self
            .host
            .store
            .claim_seat(
                self.key.clone(),
                letter,
                token_hash,
                follows(&events),
                events.clone(),
                self.update(),
            )
            .await;
        if let Err(e) = written {
            self.game.undo(mark, self.now());
            return Err(match e {
                StoreError::Conflict => ClaimError::SeatTaken,
                StoreError::Failed(_) => ClaimError::Busy,
            });
        }
        log_lifecycle(self.game.setup.variant.id(), &events, self.game.status);
        self.announce(&events);
        self.notify(&events);
        self.send_presence();
        Ok((letter, token))
    }

    /// Reads and applies what other instances stored since the last event applied here, and
    /// sends it on.
    pub(super) async fn catch_up(&mut self) {
        let Ok((seats, events)) = self
            .host
            .store
            .events_after(self.key.clone(), self.game.v)
            .await
        else {
            return;
        };
        for stored in seats {
            if let Ok(s) = self.game.seat_of(stored.letter) {
                self.game.seats[s].token_hash = stored.token_hash;
            }
        }
        self.apply_stored(&events);
    }

    /// Whether `events`, stored by another instance, can be applied as they came, without
    /// reading the log: they follow the last event applied here, one after the other, and
    /// none takes a seat (a seat's token is kept in the store's seats, not in its event).
    pub(super) fn follow_directly(&self, events: &[LoggedEvent]) -> bool {
        let numbered = events
            .iter()
            .enumerate()
            .all(|(i, e)| e.v == self.game.v + 1 + i as u64);
        let takes_a_seat = events.iter().any(|e| matches!(e.event, Event::Seat { .. }));
        !events.is_empty() && numbered && !takes_a_seat
    }

    /// Applies the events another instance stored that this room has not applied yet, and
    /// sends them on.
    pub(super) fn apply_stored(&mut self, events: &[LoggedEvent]) {
        let now = self.now();
        let known = self.game.v;
        for ev in events.iter().filter(|e| e.v > known) {
            if let Err(e) = self.game.apply(ev, server_time_of(ev.at, now)) {
                eprintln!("tahta-server: a stored event does not apply here: {e}");
                return;
            }
            self.announce(std::slice::from_ref(ev));
        }
    }

    /// Records seats whose connections here started or stopped (for other instances).
    pub(super) async fn record_presence(&mut self) {
        let changed = self.presence.take_changed();
        if !self.shared {
            return;
        }
        for (s, here) in changed {
            let _ = self
                .host
                .store
                .set_presence(
                    self.host.instance.clone(),
                    self.key.clone(),
                    self.game.letter(s),
                    here,
                )
                .await;
        }
    }

    /// Reads which seats have connections on other instances (every few seconds, when told
    /// they changed, and before a claim).
    pub(super) async fn read_presence(&mut self) {
        self.presence_read_at = self.now();
        if !self.shared {
            return;
        }
        let Ok(remote) = self
            .host
            .store
            .remote_presence(self.host.instance.clone(), self.key.clone(), unix_ms())
            .await
        else {
            return;
        };
        let now = self.now();
        let mut changed = false;
        for s in 0..self.game.seats.len() {
            let there = remote.contains(&self.game.letter(s));
            changed |= self.presence.set_elsewhere(s, there, now);
        }
        if changed {
            self.send_presence();
        }
    }
}

/// The new room that `events` name, when they complete a rematch.
fn rematch_room(events: &[LoggedEvent]) -> Option<&str> {
    events.iter().find_map(|e| match &e.event {
        Event::Rematch {
            room: Some(room), ..
        } => Some(room.as_str()),
        _ => None,
    })
}

/// The event the store's log must end with for `events` to follow it.
fn follows(events: &[LoggedEvent]) -> u64 {
    events.first().map_or(0, |e| e.v - 1)
}

/// One log line per step of a room's life among stored `events` (a seat taken, the game
/// started, ended or called off, a rematch made), with the variant and never the room's id,
/// which is a capability.
fn log_lifecycle(variant: &str, events: &[LoggedEvent], status: Status) {
    let mut ending = None;
    for e in events {
        match &e.event {
            Event::Seat { seat } => {
                tracing::info!(event = "seat_taken", variant, seat = %seat, "a seat was taken")
            }
            Event::Start => tracing::info!(event = "room_started", variant, "a game started"),
            Event::End { ending: how, .. } => ending = Some(how.as_str()),
            Event::Rematch { room: Some(_), .. } => {
                tracing::info!(event = "rematch_made", variant, "a rematch was agreed")
            }
            _ => {}
        }
    }
    // A kingdom out of a Three Kingdoms game that goes on is not the room's end.
    match (ending, status) {
        (Some(ending), Status::Aborted) => {
            tracing::info!(
                event = "room_aborted",
                variant,
                ending,
                "a game was called off"
            )
        }
        (Some(ending), Status::Ended) => {
            tracing::info!(event = "room_ended", variant, ending, "a game ended")
        }
        _ => {}
    }
}
