//! What an action does to a room: the rules as a state machine over [`Game`]. Each call takes
//! the action and the time and returns the events to store (already applied to the game) and
//! the reply; the caller stores the events, and if that fails puts the game back with
//! [`Game::undo`] from a mark taken before the call.
//!
//! Pure and synchronous, like the game: who is connected comes in as an argument.

use super::game::Game;
use super::game::Moment;
use super::messages::ClaimError;
use crate::clock::Charge;
use tahta_protocol::phrase::{is_phrase, MAX_PHRASES_PER_GAME};
use tahta_protocol::{Action, ClaimWhat, DrawOp, ErrorCode, Event, LoggedEvent, Refusal, Status};

/// Draw offers each player may make in a game: enough to ask again as the game changes, few
/// enough that offering and declining cannot fill the log or pester the opponent.
pub const MAX_DRAW_OFFERS: u32 = 3;

/// What the room does about an action or a timer.
#[derive(Debug)]
pub struct Step {
    /// The events to store, in order (applied to the game already).
    pub append: Vec<LoggedEvent>,
    /// The answer to the action once the events are stored: acknowledged as event `v`, or
    /// refused.
    pub reply: Result<u64, Refusal>,
}

impl Step {
    pub(super) fn refuse(code: ErrorCode, message: impl Into<String>) -> Step {
        Step {
            append: Vec::new(),
            reply: Err(Refusal::new(code, message)),
        }
    }

    pub(super) fn ack(v: u64) -> Step {
        Step {
            append: Vec::new(),
            reply: Ok(v),
        }
    }
}

impl Game {
    /// Does what seat `s` asked at `at`. `lag_ms` is its connection's measured round trip
    /// (forgiven out of the seat's lag quota), `gone` tells which seats count as gone now (a
    /// claim needs one).
    pub fn act(
        &mut self,
        s: usize,
        action: &Action,
        at: Moment,
        lag_ms: i64,
        gone: impl Fn(usize) -> bool,
    ) -> Step {
        // Leaving is about the connection, not the game: nothing to log.
        if let Action::Leave = action {
            return Step::ack(self.v);
        }
        // Words are for any seated player at any time: a greeting while waiting, "good game"
        // once it is over, from a kingdom out of play.
        if let Action::Say { id } = action {
            return self.say(s, id, at);
        }
        // A resend of something already done is acknowledged again, nothing appended.
        if let Some(v) = self.already_done(s, action) {
            return Step::ack(v);
        }
        // A rematch is for a game that is over, and for every seat, a defeated kingdom's too.
        if let Action::Rematch { op } = action {
            return self.rematch(s, *op, at);
        }
        match self.status {
            Status::Ended | Status::Aborted => {
                return Step::refuse(ErrorCode::GameOver, "the game is over")
            }
            Status::Waiting if *action != Action::Abort => {
                return Step::refuse(
                    ErrorCode::NotAllowed,
                    "the game starts when every seat is taken",
                )
            }
            _ => {}
        }
        let letter = self.letter(s);
        if !self.in_play(s) {
            return Step::refuse(ErrorCode::NotAPlayer, format!("{letter} is out of play"));
        }
        match action {
            Action::Move { n, mv } => self.play(s, *n, mv, at, lag_ms),
            Action::Resign => self.end(format!("resign:{letter}"), Some(s), None, at),
            Action::Abort => {
                if self.session.ply_count() >= self.seats.len()
                    || self.seats.iter().all(|seat| seat.moved)
                {
                    return Step::refuse(
                        ErrorCode::NotAllowed,
                        "too late to abort: every player has made a first move",
                    );
                }
                self.end("abort".into(), Some(s), None, at)
            }
            Action::Draw { op } => self.draw(s, *op, at),
            Action::Claim { what } => self.claim_gone(s, *what, at, gone),
            Action::Takeback { op } => self.takeback(s, *op, at),
            Action::Leave | Action::Rematch { .. } | Action::Say { .. } => {
                unreachable!("answered above")
            }
        }
    }

    /// The event number of an earlier identical action of seat `s`, if there was one.
    fn already_done(&self, s: usize, action: &Action) -> Option<u64> {
        match action {
            Action::Move { n, mv } => {
                let played = self.moves.get(*n as usize)?;
                (played.seat == s && &played.mv == mv).then_some(played.v)
            }
            Action::Resign | Action::Abort => {
                let last = self.ending.as_ref()?;
                let wanted = if *action == Action::Resign {
                    format!("resign:{}", self.letter(s))
                } else {
                    "abort".into()
                };
                (last.by == Some(s) && last.ending == wanted).then_some(last.v)
            }
            Action::Draw { op: DrawOp::Offer } if self.draw_offer == Some(s) => Some(self.v),
            Action::Takeback { .. } | Action::Rematch { .. } => self.offer_done(s, action),
            _ => None,
        }
    }

    fn play(&mut self, s: usize, n: u64, mv: &str, at: Moment, lag_ms: i64) -> Step {
        let plies = self.moves.len() as u64;
        if n != plies {
            return Step::refuse(
                ErrorCode::Stale,
                format!("ply {n} is not the next one: {plies} plies have been played"),
            );
        }
        if self.to_move() != Some(s) {
            return Step::refuse(
                ErrorCode::NotYourTurn,
                format!("it is {}'s turn", self.session.turn()),
            );
        }
        let letter = self.letter(s);
        // The charged clocks (with their lag quota) stand only if the move applies (and, as
        // for every event, the caller undoes them with the move if it is not stored).
        let before = self.clocks.clone();
        let mut remaining = None;
        if let Some(clocks) = &mut self.clocks {
            match clocks.charge_move(s, at.ms, lag_ms) {
                Charge::Flagged => {
                    let mut flagged = clocks.clone();
                    flagged.flag(s);
                    let left = flagged.remaining_at(at.ms);
                    let mut step = self.end(format!("time:{letter}"), None, Some(left), at);
                    if step.reply.is_ok() {
                        step.reply = Err(Refusal::new(
                            ErrorCode::GameOver,
                            "your time ran out before the move arrived",
                        ));
                    }
                    return step;
                }
                Charge::InTime(_) => remaining = Some(clocks.remaining_at(at.ms)),
            }
        }
        let event = Event::Move {
            seat: letter,
            n,
            mv: mv.to_string(),
        };
        match self.append(vec![(event, remaining)], at) {
            Ok(append) => Step {
                reply: Ok(self.v),
                append,
            },
            Err(message) => {
                self.clocks = before;
                Step::refuse(ErrorCode::IllegalMove, message)
            }
        }
    }

    fn draw(&mut self, s: usize, op: DrawOp, at: Moment) -> Step {
        if op == DrawOp::Offer
            && self.draw_offer.is_none()
            && self.seats[s].draw_offers >= MAX_DRAW_OFFERS
        {
            return Step::refuse(
                ErrorCode::NotAllowed,
                format!("each player may offer a draw {MAX_DRAW_OFFERS} times a game, no more"),
            );
        }
        if self.seats.len() != 2 {
            return Step::refuse(
                ErrorCode::NotAllowed,
                "draw offers are for two-player games",
            );
        }
        let theirs = self.draw_offer.is_some_and(|o| o != s);
        match (op, theirs) {
            (DrawOp::Offer | DrawOp::Accept, true) => {
                self.end("agreement".into(), Some(s), None, at)
            }
            (DrawOp::Offer, false) | (DrawOp::Decline, true) => {
                let event = Event::Draw {
                    seat: self.letter(s),
                    op,
                };
                self.log_one(event, None, at)
            }
            (DrawOp::Accept | DrawOp::Decline, false) => {
                Step::refuse(ErrorCode::NotAllowed, "there is no draw offer to answer")
            }
        }
    }

    fn say(&mut self, s: usize, id: &str, at: Moment) -> Step {
        if !is_phrase(id) {
            return Step::refuse(
                ErrorCode::BadMessage,
                format!("'{id}' is not one of the quick phrases"),
            );
        }
        let seat = &self.seats[s];
        if seat.phrases >= MAX_PHRASES_PER_GAME {
            return Step::refuse(
                ErrorCode::NotAllowed,
                format!("each player may say {MAX_PHRASES_PER_GAME} phrases a game, no more"),
            );
        }
        let gap = self.setup.phrase_gap_ms as i64;
        if let Some(last) = seat.said_at {
            let wait = last + gap - at.unix_ms;
            if wait > 0 {
                return Step::refuse(
                    ErrorCode::RateLimited,
                    format!("one phrase every {gap} ms: wait {wait} ms"),
                );
            }
        }
        let event = Event::Say {
            seat: self.letter(s),
            id: id.to_string(),
        };
        self.log_one(event, None, at)
    }

    fn claim_gone(
        &mut self,
        s: usize,
        what: ClaimWhat,
        at: Moment,
        gone: impl Fn(usize) -> bool,
    ) -> Step {
        if self.setup.by_days() {
            return Step::refuse(
                ErrorCode::NotAllowed,
                "a game by days has no gone claims: being away is normal",
            );
        }
        let Some(o) = (0..self.seats.len()).find(|&o| o != s && self.in_play(o) && gone(o)) else {
            return Step::refuse(
                ErrorCode::NotAllowed,
                "nobody is gone: a claim needs an opponent away past the timeout",
            );
        };
        let them = self.letter(o);
        let ending = match what {
            ClaimWhat::Win => format!("left:{them}"),
            ClaimWhat::Draw if self.seats.len() == 2 => format!("left-draw:{them}"),
            ClaimWhat::Draw => {
                return Step::refuse(
                    ErrorCode::NotAllowed,
                    "a draw claim is for two-player games",
                )
            }
        };
        self.end(ending, Some(s), None, at)
    }

    /// Ends the game off the board; `clocks` are the remaining times to log (default: as they
    /// stand now).
    fn end(
        &mut self,
        ending: String,
        by: Option<usize>,
        clocks: Option<Vec<i64>>,
        at: Moment,
    ) -> Step {
        let clocks = clocks.or_else(|| self.clocks.as_ref().map(|c| c.remaining_at(at.ms)));
        let event = Event::End {
            seat: by.map(|s| self.letter(s)),
            ending,
        };
        self.log_one(event, clocks, at)
    }

    pub(super) fn log_one(&mut self, event: Event, clocks: Option<Vec<i64>>, at: Moment) -> Step {
        match self.append(vec![(event, clocks)], at) {
            Ok(append) => Step {
                reply: Ok(self.v),
                append,
            },
            Err(message) => Step::refuse(ErrorCode::NotAllowed, message),
        }
    }

    /// The next moment, on the server clock, a timer has something to do for the game: a
    /// flag, or the end of the first-move limit.
    pub fn deadline(&self) -> Option<u64> {
        if self.status != Status::Live {
            return None;
        }
        let flag = self
            .clocks
            .as_ref()
            .and_then(|c| c.flag_deadline())
            .map(|(_, at)| at);
        match (flag, self.first_move_by) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// What the timers do at `at`: flag the seat whose time ran out, or call the game off when
    /// a first move did not come in time; `None` when nothing is due.
    pub fn on_time(&mut self, at: Moment) -> Option<Step> {
        if self.status != Status::Live {
            return None;
        }
        if let Some((seat, due)) = self.clocks.as_ref().and_then(|c| c.flag_deadline()) {
            if at.ms >= due {
                let mut clocks = self.clocks.clone().expect("a flag needs clocks");
                clocks.flag(seat);
                let left = clocks.remaining_at(at.ms);
                let ending = format!("time:{}", self.letter(seat));
                return Some(self.end(ending, None, Some(left), at));
            }
        }
        if self.first_move_by.is_some_and(|by| at.ms >= by) {
            return Some(self.end("abort".into(), None, None, at));
        }
        None
    }

    /// Gives the seat of the invite hashed `invite` (checked against `wanted`, if given) to
    /// the holder of the token hashed `token`: the seat and the events to store (the seat
    /// taken, and the start once every seat is).
    pub fn claim(
        &mut self,
        invite: &[u8],
        wanted: Option<char>,
        token: Vec<u8>,
        at: Moment,
    ) -> Result<(char, Vec<LoggedEvent>), ClaimError> {
        if self.expired(at.unix_ms) || self.status == Status::Aborted {
            return Err(ClaimError::Expired);
        }
        // The invite hash stays after the claim, so a second claim says "taken".
        let Some(s) = self
            .seats
            .iter()
            .position(|s| s.invite_hash.as_deref() == Some(invite))
        else {
            return Err(ClaimError::BadInvite(
                "this invite is not for this room".into(),
            ));
        };
        let letter = self.letter(s);
        if wanted.is_some_and(|w| w != letter) {
            return Err(ClaimError::BadInvite(format!(
                "this invite is for seat {letter}"
            )));
        }
        if self.seats[s].token_hash.is_some() {
            return Err(ClaimError::SeatTaken);
        }
        self.seats[s].token_hash = Some(token);
        let mut events = vec![(Event::Seat { seat: letter }, None)];
        if self.seats.iter().all(|seat| seat.token_hash.is_some()) {
            events.push((Event::Start, None));
        }
        let appended = self
            .append(events, at)
            .expect("seat and start events always apply");
        Ok((letter, appended))
    }
}
