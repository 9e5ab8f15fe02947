//! Which seats a room's new events concern while none of their devices is connected (here or
//! on another instance): the seat to move after a move, every seat when the game ends, the
//! seats whose answer a draw or rematch offer wants, and everyone when the last seat is taken.
//! Only the instance that stored an event tells anyone of it (events read from other instances
//! are theirs to tell), so one event makes one notice per seat; the sender keeps only the
//! newest per seat.

use super::actor::Room;
use crate::push::Notice;
use tahta_protocol::push::{OfferKind, PushKind};
use tahta_protocol::{DrawOp, Event, LoggedEvent, RematchOp};

impl Room {
    /// Queues the notices `events` (just stored by this room) call for.
    pub(super) fn notify(&self, events: &[LoggedEvent]) {
        let Some(pusher) = &self.host.push else {
            return;
        };
        for ev in events {
            for notice in self.notices(ev) {
                pusher.send(notice);
            }
        }
    }

    /// The notices of one event, to seats with no device connected.
    fn notices(&self, ev: &LoggedEvent) -> Vec<Notice> {
        let game = &self.game;
        let away = |s: usize| !self.presence.online(s);
        let notice = |s: usize, kind: PushKind| Notice {
            key: self.key.clone(),
            variant: game.setup.variant.id().to_string(),
            seat: game.letter(s),
            kind,
            n: None,
            mv: None,
            result: None,
            rule: None,
            winners: None,
            offer: None,
        };
        let offer = |s: usize, what: OfferKind| Notice {
            offer: Some(what),
            ..notice(s, PushKind::Offer)
        };
        let all = 0..game.seats.len();
        // Once the game is over every seat's answer is wanted: a rematch needs them all.
        if let Event::Rematch {
            seat,
            op: RematchOp::Offer,
            ..
        } = &ev.event
        {
            return all
                .filter(|&s| game.letter(s) != *seat && away(s))
                .map(|s| offer(s, OfferKind::Rematch))
                .collect();
        }
        if game.status.is_over() {
            // Only the event that ended it: the log's last.
            if ev.v != game.v || !matches!(ev.event, Event::End { .. }) {
                return Vec::new();
            }
            // The rule and the winners, which the service worker words in the player's language.
            let result = game.session.result();
            return all
                .filter(|&s| away(s))
                .map(|s| Notice {
                    result: result.as_ref().map(|r| r.text.clone()),
                    rule: result.as_ref().map(|r| r.rule_id.to_string()),
                    winners: result.as_ref().map(|r| r.winners.clone()),
                    ..notice(s, PushKind::Ended)
                })
                .collect();
        }
        match &ev.event {
            Event::Start => all
                .filter(|&s| away(s))
                .map(|s| notice(s, PushKind::Joined))
                .collect(),
            // A move, or a kingdom's ending that leaves the game going: whoever is to move.
            Event::Move { .. } | Event::End { .. } if ev.v == game.v => {
                let Some(s) = game.to_move().filter(|&s| away(s)) else {
                    return Vec::new();
                };
                let last = game.moves.last();
                vec![Notice {
                    n: last.map(|_| game.moves.len() as u64 - 1),
                    mv: last.map(|m| m.mv.clone()),
                    ..notice(s, PushKind::YourMove)
                }]
            }
            Event::Draw {
                seat,
                op: DrawOp::Offer,
            } => all
                .filter(|&s| game.letter(s) != *seat && game.in_play(s) && away(s))
                .map(|s| offer(s, OfferKind::Draw))
                .collect(),
            _ => Vec::new(),
        }
    }
}
