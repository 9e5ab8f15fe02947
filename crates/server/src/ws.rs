//! One task per WebSocket: waits for `hello`, joins the room, then passes the client's actions
//! to the room and the room's frames to the client. It enforces the per-connection limits
//! (frame size, binary frames, the frame budget), answers `ping`, measures the round trip
//! with WebSocket pings for lag compensation, and says `shutdown` when the server stops.

use crate::app::App;
use crate::limits::{Bucket, Slot};
use crate::refusals::Refused;
use crate::room::{Outbound, RoomMsg, OUTBOX};
use crate::rooms::RoomHandle;
use crate::wire::encode;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use std::collections::VecDeque;
use std::time::Instant;
use tahta_protocol::{parse_client, ClientFrame, ErrorCode, Hello, Refusal, ServerFrame, PROTO};
use tokio::sync::mpsc;

/// Frames (and messages) over this size are refused unparsed: the socket is closed with 1009.
pub const MAX_FRAME: usize = 4 * 1024;

/// Each connection's read buffer. tungstenite zero-fills the whole buffer before reading, so
/// all of it is resident: its default, 128 KiB, made 8,000 idle sockets cost over 1 GB. A
/// client frame is at most `MAX_FRAME`, so this much always holds one (a larger frame grows
/// the buffer, and is refused).
pub const READ_BUFFER: usize = MAX_FRAME + 64;

/// Close codes (RFC 6455).
const CLOSE_PROTOCOL: u16 = 1002;
const CLOSE_NOT_UTF8: u16 = 1007;
const CLOSE_POLICY: u16 = 1008;
const CLOSE_TOO_BIG: u16 = 1009;
const CLOSE_RESTART: u16 = 1012;
const CLOSE_TRY_LATER: u16 = 1013;

/// How many of the server's pings may await their pong; an older one is forgotten (its pong,
/// if it ever comes, then counts for nothing).
const PINGS_IN_FLIGHT: usize = 4;

/// The connection's round trip, measured from the server's own pings only: each ping carries
/// a number, and only a pong echoing the number of a ping in flight counts, timed by the
/// server's clock from when that ping was sent. A pong that answers no ping (an unprompted
/// one, one with a made-up payload, a repeat) changes nothing, so a client cannot claim lag it
/// does not have; it can only answer late, which its lag quota bounds.
#[derive(Default)]
struct Lag {
    rtt_ms: Option<f64>,
    in_flight: VecDeque<(u64, Instant)>,
    last_ping: u64,
}

impl Lag {
    /// The payload of a ping sent at `now`.
    fn ping(&mut self, now: Instant) -> Vec<u8> {
        self.last_ping += 1;
        if self.in_flight.len() == PINGS_IN_FLIGHT {
            self.in_flight.pop_front();
        }
        self.in_flight.push_back((self.last_ping, now));
        self.last_ping.to_le_bytes().to_vec()
    }

    /// A pong with `payload` arrived at `now`.
    fn pong(&mut self, payload: &[u8], now: Instant) {
        let Ok(bytes) = <[u8; 8]>::try_from(payload) else {
            return;
        };
        let number = u64::from_le_bytes(bytes);
        let Some(index) = self.in_flight.iter().position(|(n, _)| *n == number) else {
            return;
        };
        let (_, sent) = self.in_flight[index];
        // Pongs come in order: the pings before this one will not be answered.
        self.in_flight.drain(..=index);
        self.observe(now.duration_since(sent).as_secs_f64() * 1000.0);
    }

    fn observe(&mut self, sample_ms: f64) {
        // Weighted towards the past, so one spike does not hand out a large allowance.
        self.rtt_ms = Some(match self.rtt_ms {
            None => sample_ms,
            Some(old) => old * 0.7 + sample_ms * 0.3,
        });
    }

    fn ms(&self) -> i64 {
        self.rtt_ms.unwrap_or(0.0).round() as i64
    }
}

struct Conn {
    app: App,
    room: String,
    id: u64,
    joined: Option<(RoomHandle, Option<char>)>,
    lag: Lag,
    bucket: Bucket,
    strikes: u32,
}

/// What the read loop does after a frame.
enum Next {
    Continue,
    Close(u16, &'static str),
}

/// Serves one WebSocket until it closes.
pub async fn connection(app: App, socket: WebSocket, room: String, _slot: Slot) {
    let (mut sink, mut stream) = socket.split();
    let limits = app.limits.clone();
    let timing = app.timing.clone();
    let mut stopping = app.stopping.clone();
    let mut conn = Conn {
        id: app.conn_id(),
        app,
        room,
        joined: None,
        lag: Lag::default(),
        bucket: Bucket::new(limits.frames_burst, limits.frames_per_second),
        strikes: 0,
    };
    let mut outbox: Option<mpsc::Receiver<Outbound>> = None;
    let mut pings = tokio::time::interval(timing.ping_every);
    let hello_by = tokio::time::sleep(timing.hello_timeout);
    tokio::pin!(hello_by);
    let close: Option<(u16, &'static str)> = loop {
        tokio::select! {
            frame = stream.next() => {
                let text = match frame {
                    None => break None,
                    Some(Err(e)) => {
                        let close = refused_frame(e);
                        if let Some((_, reason)) = close {
                            conn.app.metrics.refusals.record(Refused::Closed, None, reason);
                        }
                        break close;
                    }
                    Some(Ok(Message::Close(_))) => break None,
                    Some(Ok(Message::Pong(payload))) => {
                        conn.lag.pong(&payload, Instant::now());
                        continue;
                    }
                    Some(Ok(Message::Ping(_))) => continue,
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Text(text))) => Some(text),
                };
                let mut replies = Vec::new();
                let next = conn.on_frame(text, &mut outbox, &mut replies).await;
                for reply in replies {
                    if sink.send(Message::Text(reply)).await.is_err() {
                        break;
                    }
                }
                if let Next::Close(code, reason) = next {
                    break Some((code, reason));
                }
            }
            out = async { outbox.as_mut().expect("guarded").recv().await }, if outbox.is_some() => {
                match out {
                    Some(Outbound::Frame(text)) => {
                        if sink.send(Message::Text(text)).await.is_err() {
                            break None;
                        }
                    }
                    Some(Outbound::Close(code, reason)) => break Some((code, reason)),
                    // The room stopped with the server: say so, as below.
                    None if *stopping.borrow() => break Some(shutdown(&mut sink).await),
                    // The room let go of this connection (it did not keep up): it reconnects.
                    None => break Some((CLOSE_TRY_LATER, "too slow: reconnect")),
                }
            }
            _ = pings.tick() => {
                let payload = conn.lag.ping(Instant::now());
                if sink.send(Message::Ping(payload.into())).await.is_err() {
                    break None;
                }
            }
            () = &mut hello_by, if conn.joined.is_none() => {
                let frame = err_frame(None, Refusal::new(ErrorCode::HelloFirst, "no hello in time"));
                let _ = sink.send(Message::Text(frame)).await;
                break Some((CLOSE_POLICY, "no hello"));
            }
            _ = stopping.changed() => break Some(shutdown(&mut sink).await),
        }
    };
    if let Some((code, reason)) = close {
        let frame = CloseFrame {
            code,
            reason: Utf8Bytes::from_static(reason),
        };
        let _ = sink.send(Message::Close(Some(frame))).await;
        // The closing handshake: wait (briefly) for the client's close. Dropping the socket
        // while its frames are still arriving makes the kernel reset the connection, and a
        // reset can throw away what the client had not read yet (the `shutdown` frame).
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), async {
            while let Some(Ok(message)) = stream.next().await {
                if let Message::Close(_) = message {
                    break;
                }
            }
        })
        .await;
    }
    let _ = sink.close().await;
    if let Some((handle, _)) = conn.joined.take() {
        handle.send(RoomMsg::Closed { conn: conn.id }).await;
    }
}

/// The close code and reason for a frame the WebSocket layer refused (none when the
/// connection itself failed or timed out: nobody is there to read a close frame).
fn refused_frame(error: axum::Error) -> Option<(u16, &'static str)> {
    use tungstenite::error::{CapacityError, Error};
    let error = error.into_inner();
    match error.downcast_ref::<Error>()? {
        Error::Capacity(CapacityError::MessageTooLong { .. }) => {
            Some((CLOSE_TOO_BIG, "frame too big"))
        }
        Error::Capacity(_) => Some((CLOSE_TOO_BIG, "too much at once")),
        Error::Utf8(_) => Some((CLOSE_NOT_UTF8, "text that is not UTF-8")),
        Error::Protocol(_) => Some((CLOSE_PROTOCOL, "not a WebSocket frame")),
        _ => None,
    }
}

/// Tells the client the server is stopping; the close code and reason to end with.
async fn shutdown(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
) -> (u16, &'static str) {
    let frame = encode(&ServerFrame::Shutdown { back_in_ms: 2_000 });
    let _ = sink.send(Message::Text(frame)).await;
    (CLOSE_RESTART, "server restarting")
}

fn err_frame(a: Option<u64>, refusal: Refusal) -> Utf8Bytes {
    encode(&ServerFrame::Err {
        a,
        code: refusal.code,
        message: refusal.message,
        v: 0,
        snapshot: None,
    })
}

impl Conn {
    /// Handles one client frame (`None`: a binary frame); direct answers go to `replies`.
    async fn on_frame(
        &mut self,
        text: Option<Utf8Bytes>,
        outbox: &mut Option<mpsc::Receiver<Outbound>>,
        replies: &mut Vec<Utf8Bytes>,
    ) -> Next {
        if !self.bucket.take(std::time::Instant::now()) {
            self.strikes += 1;
            let refusals = &self.app.metrics.refusals;
            refusals.record(
                Refused::Frames,
                None,
                "a frame over its connection's budget",
            );
            if self.strikes > self.app.limits.strikes_before_close {
                refusals.record(Refused::Closed, None, "a WebSocket closed for flooding");
                return Next::Close(CLOSE_POLICY, "flood");
            }
            replies.push(err_frame(
                None,
                Refusal::new(ErrorCode::RateLimited, "too many frames: slow down"),
            ));
            return Next::Continue;
        }
        let Some(text) = text else {
            replies.push(err_frame(
                None,
                Refusal::new(
                    ErrorCode::BadMessage,
                    "binary frames are not part of the protocol",
                ),
            ));
            return Next::Continue;
        };
        let frame = match parse_client(text.as_str()) {
            Ok(frame) => frame,
            Err((a, refusal)) => {
                replies.push(err_frame(a, refusal));
                return Next::Continue;
            }
        };
        match frame {
            ClientFrame::Ping => replies.push(encode(&ServerFrame::Pong)),
            ClientFrame::Hello(hello) => return self.hello(hello, outbox, replies).await,
            ClientFrame::Act { a, action } => match &self.joined {
                None => replies.push(err_frame(
                    a,
                    Refusal::new(ErrorCode::HelloFirst, "send hello first"),
                )),
                Some((handle, _)) => {
                    let msg = RoomMsg::Act {
                        conn: self.id,
                        a,
                        action,
                        lag_ms: self.lag.ms(),
                        received: Instant::now(),
                    };
                    if !handle.send(msg).await {
                        replies.push(err_frame(
                            a,
                            Refusal::new(ErrorCode::ServerBusy, "the room stopped: reconnect"),
                        ));
                        return Next::Close(CLOSE_TRY_LATER, "room stopped");
                    }
                }
            },
        }
        Next::Continue
    }

    async fn hello(
        &mut self,
        hello: Hello,
        outbox: &mut Option<mpsc::Receiver<Outbound>>,
        replies: &mut Vec<Utf8Bytes>,
    ) -> Next {
        let refuse = |code, message: &str| err_frame(None, Refusal::new(code, message));
        if self.joined.is_some() {
            replies.push(refuse(ErrorCode::NotAllowed, "hello was sent already"));
            return Next::Continue;
        }
        if hello.proto != PROTO {
            replies.push(refuse(
                ErrorCode::BadProto,
                &format!("this server speaks protocol {PROTO}, not {}", hello.proto),
            ));
            return Next::Close(CLOSE_POLICY, "protocol version");
        }
        if hello.room != self.room {
            replies.push(refuse(
                ErrorCode::BadMessage,
                "hello.room is not the room of this address",
            ));
            return Next::Continue;
        }
        if !crate::ids::looks_like_secret(&hello.room) {
            replies.push(refuse(ErrorCode::RoomNotFound, "no such room"));
            return Next::Continue;
        }
        let (sender, receiver) = mpsc::channel(OUTBOX);
        let rooms = self.app.rooms.clone();
        match rooms
            .join(&hello.room, self.id, hello.token, hello.since, sender)
            .await
        {
            Ok(joined) => {
                self.joined = Some(joined);
                *outbox = Some(receiver);
            }
            Err(refusal) => replies.push(err_frame(None, refusal)),
        }
        Next::Continue
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn only_a_pong_to_a_ping_in_flight_is_a_round_trip() {
        let mut lag = Lag::default();
        let start = Instant::now();
        // Unprompted pongs, of any payload, count for nothing.
        lag.pong(&0u64.to_le_bytes(), start + Duration::from_secs(60));
        lag.pong(&1u64.to_le_bytes(), start + Duration::from_secs(60));
        lag.pong(b"junk", start + Duration::from_secs(60));
        assert_eq!(lag.ms(), 0);
        let first = lag.ping(start);
        let second = lag.ping(start + Duration::from_millis(100));
        // The second is answered 30 ms after it was sent; the first, answered later, and a
        // repeat of the second, count for nothing.
        lag.pong(&second, start + Duration::from_millis(130));
        lag.pong(&first, start + Duration::from_secs(5));
        lag.pong(&second, start + Duration::from_secs(5));
        assert_eq!(lag.ms(), 30);
        // Only the last few pings are remembered.
        let old = lag.ping(start);
        for _ in 0..PINGS_IN_FLIGHT {
            lag.ping(start);
        }
        lag.pong(&old, start + Duration::from_secs(9));
        assert_eq!(lag.ms(), 30);
    }
}
