//! Takeback requests and rematch offers: what asking and answering do to a game (the rules,
//! returning a [`Step`] like every action) and what their logged events change
//! (`Game::apply` calls the `apply_` functions here, for a reload and new events alike).
//!
//! A takeback is asked by the seat that made the last move, for that move only, once per
//! move; when every other seat in play agrees, the move is taken back by an event of its own
//! (the log stays append-only) that also logs the clocks as they stood before the move. A
//! rematch is offered once the game is over; when every seat agrees, the agreement that
//! completes it names the new room, which the room's actor stores in the same transaction.

use super::game::{Game, Moment, Offer};
use super::rules::Step;
use crate::clock::full_ms;
use crate::ids;
use tahta_protocol::{
    Action, ErrorCode, Event, LoggedEvent, OfferView, RematchOp, Status, TakebackOp,
};

/// Takebacks each player may ask for in a game: one per move already, and few enough that
/// asking cannot pester the opponent through a long game.
pub const MAX_TAKEBACK_ASKS: u32 = 10;

/// Rematches each player may offer after a game (an offer lapses when a player leaves, so a
/// few are needed; more would only pester).
pub const MAX_REMATCH_OFFERS: u32 = 3;

impl Game {
    /// Seat `s` asks for, agrees to or refuses a takeback (the game is live and `s` in play).
    pub(super) fn takeback(&mut self, s: usize, op: TakebackOp, at: Moment) -> Step {
        if !self.setup.takebacks {
            return Step::refuse(ErrorCode::NotAllowed, "takebacks are off in this room");
        }
        let event = |op| Event::Takeback {
            seat: self.letter(s),
            op,
        };
        match (op, self.takeback.clone()) {
            (TakebackOp::Ask, _) => {
                let Some(last) = self.moves.last() else {
                    return Step::refuse(ErrorCode::NotAllowed, "no move to take back");
                };
                if last.seat != s {
                    return Step::refuse(
                        ErrorCode::NotYourTurn,
                        "only the player who made the last move may ask to take it back",
                    );
                }
                if self.ended_since(last.v) {
                    return Step::refuse(
                        ErrorCode::NotAllowed,
                        "a player left the game since this move: it stands",
                    );
                }
                if self.takeback_asked == Some(last.v) {
                    return Step::refuse(
                        ErrorCode::NotAllowed,
                        "a takeback of this move was asked for already",
                    );
                }
                if self.seats[s].takeback_asks >= MAX_TAKEBACK_ASKS {
                    return Step::refuse(
                        ErrorCode::RateLimited,
                        format!("each player may ask for {MAX_TAKEBACK_ASKS} takebacks a game"),
                    );
                }
                self.log_one(event(op), None, at)
            }
            (_, None) => Step::refuse(ErrorCode::NotAllowed, "there is no takeback request"),
            (TakebackOp::Accept, Some(offer)) if offer.by == s => Step::refuse(
                ErrorCode::NotAllowed,
                "you asked for this takeback: the others answer",
            ),
            (TakebackOp::Accept, Some(offer)) => {
                // The last agreement missing takes the move back: it logs the clocks to restore.
                let completes = self.completes_takeback(&offer, s);
                let clocks = completes.then(|| self.clocks_before_last_move()).flatten();
                self.log_one(event(op), clocks, at)
            }
            (TakebackOp::Decline, Some(_)) => self.log_one(event(op), None, at),
        }
    }

    /// Whether an event since event `v` ended the game for someone (a kingdom's resignation
    /// in Three Kingdoms): the engine cannot take a move back across it.
    fn ended_since(&self, v: u64) -> bool {
        self.log[v as usize..]
            .iter()
            .any(|e| matches!(e.event, Event::End { .. }))
    }

    /// Whether `s` agreeing to `offer` makes every other seat in play agree.
    fn completes_takeback(&self, offer: &Offer, s: usize) -> bool {
        (0..self.seats.len())
            .filter(|&o| o != offer.by && self.in_play(o))
            .all(|o| o == s || offer.agreed.contains(&o))
    }

    /// The remaining times logged last before the last move (the full times if none was).
    fn clocks_before_last_move(&self) -> Option<Vec<i64>> {
        let spec = self.setup.clock?;
        let last = self.moves.last()?.v;
        let logged = self.log[..last as usize - 1]
            .iter()
            .rev()
            .find_map(|e| e.clocks.clone());
        Some(logged.unwrap_or_else(|| vec![full_ms(spec, self.setup.day_ms); self.seats.len()]))
    }

    /// Applies a logged takeback step of seat `s`.
    pub(super) fn apply_takeback(
        &mut self,
        s: usize,
        op: TakebackOp,
        ev: &LoggedEvent,
        now: u64,
    ) -> Result<(), String> {
        match op {
            TakebackOp::Ask => {
                self.takeback = Some(Offer {
                    by: s,
                    agreed: Vec::new(),
                });
                self.takeback_asked = self.moves.last().map(|m| m.v);
                self.seats[s].takeback_asks += 1;
            }
            TakebackOp::Decline => self.takeback = None,
            TakebackOp::Accept => {
                let Some(mut offer) = self.takeback.take() else {
                    return Err(format!("event {}: no takeback request to agree to", ev.v));
                };
                let complete = self.completes_takeback(&offer, s);
                offer.agreed.push(s);
                if !complete {
                    self.takeback = Some(offer);
                    return Ok(());
                }
                if !self.session.undo() {
                    return Err(format!("event {}: no move to take back", ev.v));
                }
                let taken = self.moves.pop().expect("the engine had a move");
                let seat = taken.seat;
                self.seats[seat].moved = self.moves.iter().any(|m| m.seat == seat);
                self.set_logged_clocks(ev);
                self.after_ply(now);
            }
        }
        Ok(())
    }

    /// Seat `s` offers, agrees to or refuses a rematch: the game is over, every seat is taken.
    /// The agreement that completes it names a new room id.
    pub(super) fn rematch(&mut self, s: usize, op: RematchOp, at: Moment) -> Step {
        if !self.status.is_over() {
            return Step::refuse(ErrorCode::NotAllowed, "a rematch is for a finished game");
        }
        if self.seats.iter().any(|seat| seat.token_hash.is_none()) {
            return Step::refuse(
                ErrorCode::NotAllowed,
                "a rematch needs every seat of this game taken",
            );
        }
        if self.rematch_room.is_some() {
            return Step::refuse(ErrorCode::NotAllowed, "the rematch was made already");
        }
        let standing = self.rematch.clone();
        let op = match (op, &standing) {
            (RematchOp::Offer, Some(_)) => RematchOp::Accept,
            (op, _) => op,
        };
        let room = match (op, &standing) {
            (RematchOp::Offer, _) => {
                if self.seats[s].rematch_offers >= MAX_REMATCH_OFFERS {
                    return Step::refuse(
                        ErrorCode::NotAllowed,
                        format!("each player may offer a rematch {MAX_REMATCH_OFFERS} times"),
                    );
                }
                None
            }
            (_, None) => return Step::refuse(ErrorCode::NotAllowed, "there is no rematch offer"),
            (RematchOp::Accept, Some(offer)) => (0..self.seats.len())
                .all(|o| o == s || o == offer.by || offer.agreed.contains(&o))
                .then(ids::new_secret),
            (RematchOp::Decline, Some(_)) => None,
        };
        let event = Event::Rematch {
            seat: self.letter(s),
            op,
            room,
        };
        self.log_one(event, None, at)
    }

    /// Applies a logged rematch step of seat `s` (event `v`).
    pub(super) fn apply_rematch(&mut self, s: usize, op: RematchOp, room: Option<&str>, v: u64) {
        match op {
            RematchOp::Offer => {
                self.seats[s].rematch_offers += 1;
                self.rematch = Some(Offer {
                    by: s,
                    agreed: Vec::new(),
                });
            }
            RematchOp::Accept => {
                if let Some(offer) = &mut self.rematch {
                    offer.agreed.push(s);
                }
                if let Some(room) = room {
                    self.rematch = None;
                    self.rematch_room = Some((room.to_string(), v));
                }
            }
            RematchOp::Decline => self.rematch = None,
        }
    }

    /// The event of an earlier identical request or answer of seat `s`, if there was one: a
    /// resend is acknowledged again.
    pub(super) fn offer_done(&self, s: usize, action: &Action) -> Option<u64> {
        let stands = |offer: &Option<Offer>| {
            offer
                .as_ref()
                .is_some_and(|o| o.by == s || o.agreed.contains(&s))
        };
        match action {
            Action::Takeback {
                op: TakebackOp::Ask,
            } => self
                .takeback
                .as_ref()
                .is_some_and(|o| o.by == s)
                .then_some(self.v),
            // The asker's own "accept" is refused: the others answer.
            Action::Takeback {
                op: TakebackOp::Accept,
            } if self
                .takeback
                .as_ref()
                .is_some_and(|o| o.agreed.contains(&s)) =>
            {
                Some(self.v)
            }
            Action::Rematch {
                op: RematchOp::Offer | RematchOp::Accept,
            } => match &self.rematch_room {
                Some((_, v)) => Some(*v),
                None => stands(&self.rematch).then_some(self.v),
            },
            _ => None,
        }
    }

    /// The answers that withdraw or refuse what stands when a player leaves the room: an
    /// offer lapses when a player goes.
    pub fn lapsing(&self) -> Vec<Action> {
        let mut lapse = Vec::new();
        if self.takeback.is_some() && self.status == Status::Live {
            lapse.push(Action::Takeback {
                op: TakebackOp::Decline,
            });
        }
        if self.rematch.is_some() {
            lapse.push(Action::Rematch {
                op: RematchOp::Decline,
            });
        }
        lapse
    }

    /// A standing request as clients see it.
    pub(super) fn offer_view(&self, offer: &Option<Offer>) -> Option<OfferView> {
        offer.as_ref().map(|o| OfferView {
            by: self.letter(o.by),
            agreed: o.agreed.iter().map(|&s| self.letter(s)).collect(),
        })
    }
}
