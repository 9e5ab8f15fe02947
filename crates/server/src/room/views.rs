//! A room as clients see it: the snapshot that `welcome` and `err` carry, each event with the
//! state after it, the seats with their presence, and the public summary of the HTTP API.

use super::game::Game;
use super::presence::Presence;
use crate::clock::Clocks;
use tahta_protocol::api::{SeatSummary, Summary};
use tahta_protocol::Status;
use tahta_protocol::{EndingAt, Event, EventFrame, LoggedEvent, ResultView, SeatView, Snapshot};

impl Game {
    fn result_view(&self) -> Option<ResultView> {
        self.session.result().map(|r| ResultView {
            text: r.text,
            rule: r.rule,
            winners: r.winners,
        })
    }

    fn to_move_letter(&self) -> Option<char> {
        self.to_move().map(|s| self.letter(s))
    }

    /// The seat whose clock runs, while the game is live.
    fn running_letter(&self) -> Option<char> {
        self.clocks
            .as_ref()
            .and_then(Clocks::running)
            .filter(|_| self.status == Status::Live)
            .map(|s| self.letter(s))
    }

    /// Every seat with its presence at `now`.
    pub fn seat_views(&self, presence: &Presence, now: u64) -> Vec<SeatView> {
        let live = self.status == Status::Live;
        self.seats
            .iter()
            .enumerate()
            .map(|(s, seat)| SeatView {
                letter: seat.letter,
                taken: seat.token_hash.is_some(),
                online: presence.online(s),
                gone_in_ms: (live && seat.token_hash.is_some())
                    .then(|| presence.gone_in_ms(s, now))
                    .flatten(),
                out: !self.in_play(s),
            })
            .collect()
    }

    /// The whole state at `now`, as `welcome` and `err` carry it.
    pub fn snapshot(&self, presence: &Presence, now: u64) -> Snapshot {
        Snapshot {
            v: self.v,
            variant: self.setup.variant.id().into(),
            start: self.setup.start.clone(),
            moves: self.moves.iter().map(|m| m.mv.clone()).collect(),
            position: self.session.position(),
            status: self.status,
            result: self.result_view(),
            clocks: self.clocks.as_ref().map(|c| c.remaining_at(now)),
            running: self.running_letter(),
            clock: self.setup.clock,
            seats: self.seat_views(presence, now),
            to_move: self.to_move_letter(),
            draw_offer: self.draw_offer.map(|s| self.letter(s)),
            first_move_in_ms: self.first_move_by.map(|by| by.saturating_sub(now)),
            endings: self.endings(),
            takebacks: self.setup.takebacks,
            takeback: self.offer_view(&self.takeback),
            rematch: self.offer_view(&self.rematch),
            rematch_room: self.rematch_room.as_ref().map(|(room, _)| room.clone()),
        }
    }

    /// Every ending off the board in the log, with the number of moves before it.
    fn endings(&self) -> Vec<EndingAt> {
        let mut moves = 0;
        let mut endings = Vec::new();
        for ev in &self.log {
            match &ev.event {
                Event::Move { .. } => moves += 1,
                Event::End { ending, .. } => endings.push(EndingAt {
                    n: moves,
                    ending: ending.clone(),
                }),
                _ => {}
            }
        }
        endings
    }

    /// Logged event `ev` as clients receive it; the latest one carries the state after it at
    /// `now`.
    pub fn event_frame(&self, ev: &LoggedEvent, now: u64) -> EventFrame {
        let latest = ev.v == self.v;
        let mut logged = ev.clone();
        if latest && logged.clocks.is_none() {
            logged.clocks = self.clocks.as_ref().map(|c| c.remaining_at(now));
        }
        EventFrame {
            logged,
            running: latest.then(|| self.running_letter()).flatten(),
            status: latest.then_some(self.status),
            result: latest.then(|| self.result_view()).flatten(),
            to_move: latest.then(|| self.to_move_letter()).flatten(),
            first_move_in_ms: latest
                .then(|| self.first_move_by.map(|by| by.saturating_sub(now)))
                .flatten(),
        }
    }

    /// The public summary at `now`: no secrets.
    pub fn summary(&self, now: u64) -> Summary {
        Summary {
            variant: self.setup.variant.id().into(),
            status: self.status,
            seats: self
                .seats
                .iter()
                .map(|s| SeatSummary {
                    letter: s.letter,
                    taken: s.token_hash.is_some(),
                })
                .collect(),
            clock: self.setup.clock,
            result: self.result_view(),
            to_move: self.to_move_letter(),
            clocks: self.clocks.as_ref().map(|c| c.remaining_at(now)),
            plies: self.moves.len(),
            last_move: self.moves.last().map(|m| m.mv.clone()),
        }
    }
}
