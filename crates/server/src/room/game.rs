//! A room's game as its log makes it: the engine session, the seats, the clocks, the standing
//! draw offer and the first-move deadline. [`Game::apply`] is the one place an event changes
//! it, used both when a room is loaded (replaying the log from the start position) and for new
//! events; an event the engine refuses changes nothing.
//!
//! Pure and synchronous: time comes in as an argument, nothing here waits, stores or sends.

use crate::clock::{first_move_limit_ms, ClockSpec, Clocks};
use std::time::Duration;
use tahta_engine::session::Ending;
use tahta_engine::{AnySession, Variant};
use tahta_protocol::{DrawOp, Event, LoggedEvent, Status};

/// A moment, on both clocks a room uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// Milliseconds on the server's monotonic clock (clocks, deadlines and countdowns).
    pub ms: u64,
    /// Unix milliseconds (stored with events; never used to charge a clock).
    pub unix_ms: i64,
}

/// The player letters of a variant, in turn order.
pub fn seat_letters(variant: Variant) -> Vec<char> {
    variant.spec().players.iter().map(|p| p.letter).collect()
}

/// The settings a room never changes.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The variant.
    pub variant: Variant,
    /// The start position string.
    pub start: String,
    /// The time control.
    pub clock: Option<ClockSpec>,
    /// Unix ms after which a waiting room's invites no longer work.
    pub expires_at: i64,
    /// Overrides the clock's own first-move limit (tests).
    pub first_move_limit: Option<Duration>,
    /// A day's length in milliseconds, for games by days (shorter in tests).
    pub day_ms: u64,
    /// Whether a player may ask to take back a move.
    pub takebacks: bool,
    /// The least time between two quick phrases of one seat (shorter in tests).
    pub phrase_gap_ms: u64,
    /// An open game: anyone may take a free seat while it waits, without an invite.
    pub open: bool,
}

impl Setup {
    /// Whether the room is a game by days: its clock runs on the wall clock (through
    /// restarts, with nobody connected), and it has no first-move or gone countdowns.
    pub fn by_days(&self) -> bool {
        self.clock.is_some_and(ClockSpec::is_days)
    }
}

/// A seat: who may claim it and who holds it (only hashes), and whether it has moved.
#[derive(Clone, Debug)]
pub struct Seat {
    /// The player letter.
    pub letter: char,
    /// The hash of the invite that claims it (kept after the claim, so a second claim is
    /// told the seat is taken).
    pub invite_hash: Option<Vec<u8>>,
    /// The hash of its holder's token.
    pub token_hash: Option<Vec<u8>>,
    /// Has made a first move (clocks run once every seat in play has).
    pub moved: bool,
    /// Draw offers it has made in this game.
    pub draw_offers: u32,
    /// Takebacks it has asked for in this game.
    pub takeback_asks: u32,
    /// Rematches it has offered.
    pub rematch_offers: u32,
    /// Quick phrases it has said in this game.
    pub phrases: u32,
    /// When it last said one (Unix ms, the event's own time: the same after a reload, on
    /// every instance).
    pub said_at: Option<i64>,
}

/// A logged move.
#[derive(Clone, Debug)]
pub struct Played {
    /// The seat that moved.
    pub seat: usize,
    /// The engine's move string.
    pub mv: String,
    /// The event that logged it.
    pub v: u64,
}

/// The ending off the board that came last: its event, who caused it and the engine's text.
#[derive(Clone, Debug)]
pub struct LastEnding {
    /// The event that logged it.
    pub v: u64,
    /// The seat that caused it, if a seat did.
    pub by: Option<usize>,
    /// `resign:w`, `abort`, `time:b`…
    pub ending: String,
}

/// The game as the log makes it.
pub struct Game {
    /// The settings.
    pub setup: Setup,
    /// The engine's game.
    pub session: Box<dyn AnySession>,
    /// Every seat, in turn order.
    pub seats: Vec<Seat>,
    /// Where the room is in its life.
    pub status: Status,
    /// The last event applied.
    pub v: u64,
    /// Every move, in order.
    pub moves: Vec<Played>,
    /// The clocks, when the room has a time control.
    pub clocks: Option<Clocks>,
    /// The seat whose draw offer stands.
    pub draw_offer: Option<usize>,
    /// When, on the server clock, the seat to move loses the right to make its first move
    /// (clocked games, first round only): the game is aborted then.
    pub first_move_by: Option<u64>,
    /// The last ending off the board.
    pub ending: Option<LastEnding>,
    /// Every event, in order (for resending missed ones and for undoing).
    pub log: Vec<LoggedEvent>,
    /// The standing takeback request.
    pub takeback: Option<Offer>,
    /// The event of the last move a takeback was asked for (one request per move).
    pub takeback_asked: Option<u64>,
    /// The standing rematch offer.
    pub rematch: Option<Offer>,
    /// The rematch's room id and the event that made it.
    pub rematch_room: Option<(String, u64)>,
}

/// A standing request (a takeback or a rematch): who made it, who agreed since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The seat that asked or offered.
    pub by: usize,
    /// The seats that agreed since.
    pub agreed: Vec<usize>,
}

/// The part of a game its log does not hold, saved before events are appended so they can be
/// taken back if they are not stored.
#[derive(Clone, Debug)]
pub struct Mark {
    v: u64,
    clocks: Option<Clocks>,
    first_move_by: Option<u64>,
    tokens: Vec<Option<Vec<u8>>>,
}

impl Game {
    /// The game before any event: every seat free, nobody moved.
    pub fn new(setup: Setup, letters: &[char]) -> Result<Game, String> {
        let session = setup
            .variant
            .new_session(Some(&setup.start))
            .map_err(|e| format!("bad start position: {e}"))?;
        let seats = letters
            .iter()
            .map(|&letter| Seat {
                letter,
                invite_hash: None,
                token_hash: None,
                moved: false,
                draw_offers: 0,
                takeback_asks: 0,
                rematch_offers: 0,
                phrases: 0,
                said_at: None,
            })
            .collect::<Vec<_>>();
        let clocks = setup
            .clock
            .map(|spec| Clocks::new(spec, seats.len(), setup.day_ms));
        Ok(Game {
            setup,
            session,
            seats,
            status: Status::Waiting,
            v: 0,
            moves: Vec::new(),
            clocks,
            draw_offer: None,
            first_move_by: None,
            ending: None,
            log: Vec::new(),
            takeback: None,
            takeback_asked: None,
            rematch: None,
            rematch_room: None,
        })
    }

    /// The index of the seat with player letter `letter`.
    pub fn seat_of(&self, letter: char) -> Result<usize, String> {
        self.seats
            .iter()
            .position(|s| s.letter == letter)
            .ok_or_else(|| format!("no seat '{letter}'"))
    }

    /// Whether seat `seat` is still in play (not a defeated kingdom).
    pub fn in_play(&self, seat: usize) -> bool {
        self.session.in_play(self.seats[seat].letter)
    }

    /// The seat to move while the game is live.
    pub fn to_move(&self) -> Option<usize> {
        (self.status == Status::Live)
            .then(|| self.seat_of(self.session.turn()).ok())
            .flatten()
    }

    /// The seat whose token hashes to `hash`.
    pub fn seat_with_token(&self, hash: &[u8]) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.token_hash.as_deref() == Some(hash))
    }

    /// Whether the invitations of a waiting room ran out at Unix ms `unix_ms`.
    pub fn expired(&self, unix_ms: i64) -> bool {
        self.status == Status::Waiting && unix_ms > self.setup.expires_at
    }

    /// The player letter of seat `seat`.
    pub fn letter(&self, seat: usize) -> char {
        self.seats[seat].letter
    }

    /// Applies `ev`, the next event of the log. `now` is the server clock: a clock that starts
    /// running starts then. An event that does not apply (a wrong number, an illegal move, an
    /// unknown seat) is an error, and the game may be left half-changed: callers undo.
    pub fn apply(&mut self, ev: &LoggedEvent, now: u64) -> Result<(), String> {
        if ev.v != self.v + 1 {
            return Err(format!("event {} follows event {}", ev.v, self.v));
        }
        let seat = ev.event.seat().map(|l| self.seat_of(l)).transpose()?;
        match &ev.event {
            // The seat's token hash is in the seats table, not the log; the event only
            // records when the seat was taken.
            Event::Seat { .. } => {}
            Event::Start => {
                self.status = Status::Live;
                self.after_ply(now);
            }
            Event::Move { mv, .. } => {
                let s = seat.expect("a move names its seat");
                self.session
                    .play(mv)
                    .map_err(|e| format!("event {}: {e}", ev.v))?;
                self.moves.push(Played {
                    seat: s,
                    mv: mv.clone(),
                    v: ev.v,
                });
                self.seats[s].moved = true;
                if self.draw_offer.is_some_and(|o| o != s) {
                    self.draw_offer = None;
                }
                // A request to take back an earlier move lapses with the next one.
                self.takeback = None;
                self.set_logged_clocks(ev);
                self.after_ply(now);
            }
            Event::Draw { op, .. } => {
                if let (DrawOp::Offer, Some(s)) = (op, seat) {
                    self.seats[s].draw_offers += 1;
                }
                self.draw_offer = match op {
                    DrawOp::Offer => seat,
                    DrawOp::Accept | DrawOp::Decline => None,
                };
            }
            Event::Takeback { op, .. } => {
                let s = seat.expect("a takeback names its seat");
                self.apply_takeback(s, *op, ev, now)?;
            }
            Event::Rematch { op, room, .. } => {
                let s = seat.expect("a rematch names its seat");
                self.apply_rematch(s, *op, room.as_deref(), ev.v);
            }
            Event::Say { .. } => {
                let s = seat.expect("a phrase names its seat");
                self.seats[s].phrases += 1;
                self.seats[s].said_at = Some(ev.at);
            }
            Event::End { ending, .. } => {
                let parsed = Ending::parse(ending).map_err(|e| e.message)?;
                self.session.end(parsed).map_err(|e| e.message)?;
                self.set_logged_clocks(ev);
                self.ending = Some(LastEnding {
                    v: ev.v,
                    by: seat,
                    ending: ending.clone(),
                });
                self.after_ply(now);
            }
        }
        self.v = ev.v;
        self.log.push(ev.clone());
        Ok(())
    }

    pub(super) fn set_logged_clocks(&mut self, ev: &LoggedEvent) {
        if let (Some(clocks), Some(remaining)) = (&mut self.clocks, &ev.clocks) {
            clocks.set_remaining(remaining.clone());
        }
    }

    /// After anything that may change whose turn it is: the result, the running clock and
    /// the first-move deadline.
    pub(super) fn after_ply(&mut self, now: u64) {
        if let Some(result) = self.session.result() {
            self.status = if result.rule == "aborted" {
                Status::Aborted
            } else {
                Status::Ended
            };
            if let Some(clocks) = &mut self.clocks {
                clocks.stop(now);
            }
            self.first_move_by = None;
            self.draw_offer = None;
            self.takeback = None;
            return;
        }
        if self.status != Status::Live {
            return;
        }
        let Some(turn) = self.to_move() else { return };
        let everyone_moved = (0..self.seats.len()).all(|s| self.seats[s].moved || !self.in_play(s));
        match (&mut self.clocks, self.setup.clock) {
            // A clock without a first-move limit (by days) runs from the start.
            (Some(clocks), Some(spec)) => match first_move_limit_ms(spec) {
                Some(limit) if !everyone_moved => {
                    let limit = self
                        .setup
                        .first_move_limit
                        .map_or(limit, |d| d.as_millis() as u64);
                    self.first_move_by = Some(now + limit);
                }
                _ => {
                    clocks.start(turn, now);
                    self.first_move_by = None;
                }
            },
            _ => self.first_move_by = None,
        }
    }

    /// Nothing more is charged for `hold_ms` from `now`, and the first-move deadline moves on
    /// by the same hold: after a restart, the players get time to reconnect.
    pub fn hold(&mut self, now: u64, hold_ms: u64) {
        if let Some(clocks) = &mut self.clocks {
            clocks.hold_until(now, now + hold_ms);
        }
        if let Some(by) = &mut self.first_move_by {
            *by += hold_ms;
        }
    }

    /// Seat `seat` is back: if it is to move, its clock resumes now rather than when the hold
    /// runs out.
    pub fn release_hold(&mut self, seat: usize, now: u64) {
        if self.to_move() == Some(seat) {
            if let Some(clocks) = &mut self.clocks {
                clocks.release_hold(now);
            }
        }
    }

    /// Saves what `undo` needs.
    pub fn mark(&self) -> Mark {
        Mark {
            v: self.v,
            clocks: self.clocks.clone(),
            first_move_by: self.first_move_by,
            tokens: self.seats.iter().map(|s| s.token_hash.clone()).collect(),
        }
    }

    /// Puts the game back as it was at `mark` (after events that were refused or not stored):
    /// the log replayed up to the mark's event, and the clocks, the first-move deadline and
    /// the seat holders as they were (a replay now would restart them now).
    pub fn undo(&mut self, mark: Mark, now: u64) {
        let letters: Vec<char> = self.seats.iter().map(|s| s.letter).collect();
        let mut game =
            Game::new(self.setup.clone(), &letters).expect("the start position was read before");
        for ev in &self.log[..mark.v as usize] {
            game.apply(ev, now)
                .expect("the stored log replays as it did before");
        }
        // Invites and tokens are not in the log: keep what the seats held.
        for ((fresh, old), token) in game.seats.iter_mut().zip(&self.seats).zip(mark.tokens) {
            fresh.token_hash = token;
            fresh.invite_hash = old.invite_hash.clone();
        }
        game.clocks = mark.clocks;
        game.first_move_by = mark.first_move_by;
        *self = game;
    }

    /// Appends `events` at `at`: each numbered, applied and logged, with the remaining times
    /// it logs. If one does not apply, nothing changes and the error says why.
    pub fn append(
        &mut self,
        events: Vec<(Event, Option<Vec<i64>>)>,
        at: Moment,
    ) -> Result<Vec<LoggedEvent>, String> {
        let mark = self.mark();
        let mut appended = Vec::with_capacity(events.len());
        for (event, clocks) in events {
            let ev = LoggedEvent {
                v: self.v + 1,
                event,
                clocks,
                at: at.unix_ms,
            };
            if let Err(message) = self.apply(&ev, at.ms) {
                self.undo(mark, at.ms);
                return Err(message);
            }
            appended.push(ev);
        }
        Ok(appended)
    }
}
