//! The room's subscribers: a connection's `hello` (as a seat or a spectator) and its close,
//! its actions taken through the rules and the store to an `ack` or an `err`, and the frames
//! every subscriber is sent.

use super::actor::{Room, Sub};
use super::messages::{Outbound, Outbox};
use crate::store::StoreError;
use crate::time::unix_ms;
use crate::wire::encode;
use axum::extract::ws::Utf8Bytes;
use tahta_protocol::{Action, ErrorCode, Refusal, ServerFrame};

/// Events kept for `since` replays; a client further behind gets a snapshot instead.
const REPLAY_WINDOW: u64 = 64;

/// How often one action is tried against a log other instances keep writing to, before the
/// client is told `server_busy` (each try first reads what the others stored).
const MAX_ATTEMPTS: u32 = 4;

impl Room {
    pub(super) fn join(
        &mut self,
        conn: u64,
        token: Option<String>,
        since: Option<u64>,
        out: Outbox,
    ) -> Result<Option<char>, Refusal> {
        if self.game.expired(unix_ms()) {
            return Err(Refusal::new(
                ErrorCode::Expired,
                "this invitation has expired",
            ));
        }
        let seat = match token {
            None => None,
            Some(token) => {
                let found = crate::ids::looks_like_secret(&token)
                    .then(|| self.game.seat_with_token(&crate::ids::hash(&token)))
                    .flatten();
                if found.is_none() {
                    return Err(Refusal::new(
                        ErrorCode::BadToken,
                        "this seat token is not for this room",
                    ));
                }
                found
            }
        };
        let now = self.now();
        let letter = seat.map(|s| self.game.letter(s));
        // Welcome first, then the missed events, so the client reads them in order.
        let v = self.game.v;
        let replay = since.filter(|&since| since <= v && v - since <= REPLAY_WINDOW);
        let welcome = ServerFrame::Welcome {
            seat: letter,
            v,
            snapshot: replay
                .is_none()
                .then(|| Box::new(self.game.snapshot(&self.presence, now))),
        };
        let _ = out.try_send(Outbound::Frame(encode(&welcome)));
        if let Some(since) = replay {
            for ev in &self.game.log[since as usize..] {
                let frame = encode(&ServerFrame::Ev(self.game.event_frame(ev, now)));
                let _ = out.try_send(Outbound::Frame(frame));
            }
        }
        self.subs.insert(conn, Sub { seat, out });
        if let Some(s) = seat {
            self.presence.connected(s);
            self.game.release_hold(s, now);
            self.send_presence();
        }
        Ok(letter)
    }

    /// Forgets connection `conn`; the seat it held, if any.
    pub(super) fn closed(&mut self, conn: u64) -> Option<usize> {
        let s = self.subs.remove(&conn)?.seat?;
        self.presence.disconnected(s, self.now());
        self.send_presence();
        Some(s)
    }

    /// Seat `s` left the room (its page said so, or its last connection closed): a standing
    /// takeback request or rematch offer lapses, logged as the seat's refusal.
    pub(super) async fn lapse_offers(&mut self, s: usize) {
        for action in self.game.lapsing() {
            let _ = self.act_as(s, &action, 0).await;
        }
    }

    pub(super) async fn act(&mut self, conn: u64, a: Option<u64>, action: Action, lag_ms: i64) {
        let Some(seat) = self.subs.get(&conn).map(|s| s.seat) else {
            return;
        };
        let result = match seat {
            None => Err(Refusal::new(
                ErrorCode::NotAPlayer,
                "spectators can watch but not act",
            )),
            Some(s) => {
                if action == Action::Leave {
                    self.presence.leaving(s);
                    self.lapse_offers(s).await;
                }
                // Another instance may have stored events this one has not heard of yet (the
                // move the client answers, or the same move sent from a second device), and it
                // may store another between our catching up and our write: catch up and try
                // again, a few times, so the action ends in an acknowledgement of the stored
                // event or a precise refusal rather than `server_busy`.
                let mut attempts = 0;
                loop {
                    attempts += 1;
                    self.raced = false;
                    let result = self.act_as(s, &action, lag_ms).await;
                    let mut retry = std::mem::take(&mut self.raced);
                    if result.is_err() && !retry && self.shared {
                        let known = self.game.v;
                        self.catch_up().await;
                        retry = self.game.v != known;
                    }
                    if !retry || attempts == MAX_ATTEMPTS {
                        break result;
                    }
                }
            }
        };
        match result {
            Ok(v) => self.send_to(conn, encode(&ServerFrame::Ack { a, v })),
            Err(refusal) => {
                let frame = ServerFrame::Err {
                    a,
                    code: refusal.code,
                    message: refusal.message,
                    v: self.game.v,
                    snapshot: Some(Box::new(self.game.snapshot(&self.presence, self.now()))),
                };
                self.send_to(conn, encode(&frame));
            }
        }
    }

    /// Does what seat `s` asked, through the rules and the store: the event number that
    /// carries it, or why not.
    async fn act_as(&mut self, s: usize, action: &Action, lag_ms: i64) -> Result<u64, Refusal> {
        if let Action::Claim { .. } = action {
            // The opponent may be connected to another instance: ask the store now.
            self.read_presence().await;
        }
        let mark = self.game.mark();
        let at = self.moment();
        let presence = &self.presence;
        let step = self
            .game
            .act(s, action, at, lag_ms, |o| presence.gone(o, at.ms));
        self.commit(mark, step.append).await.map_err(busy)?;
        step.reply
    }

    pub(super) fn send_presence(&mut self) {
        let seats = self.game.seat_views(&self.presence, self.now());
        self.broadcast(encode(&ServerFrame::Presence { seats }));
    }

    fn send_to(&self, conn: u64, frame: Utf8Bytes) {
        if let Some(sub) = self.subs.get(&conn) {
            let _ = sub.out.try_send(Outbound::Frame(frame));
        }
    }

    /// Sends to every subscriber; one whose queue is full is dropped (it resyncs on reconnect).
    pub(super) fn broadcast(&mut self, frame: Utf8Bytes) {
        let mut dropped = Vec::new();
        for (&conn, sub) in &self.subs {
            if sub.out.try_send(Outbound::Frame(frame.clone())).is_err() {
                dropped.push(conn);
            }
        }
        for conn in dropped {
            // A client too slow to read is not one that left: its offers stand.
            let _ = self.closed(conn);
        }
    }
}

/// The refusal for a step the store did not take.
fn busy(e: StoreError) -> Refusal {
    Refusal::new(
        ErrorCode::ServerBusy,
        format!("nothing changed, try again: {e}"),
    )
}
