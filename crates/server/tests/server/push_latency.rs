//! A measurement, not a test (ignored; run it by hand): how long a push takes from a move sent
//! by one player to its arrival at the push service for the opponent, who is away — the move's
//! commit, the notice, the queue, the encryption, the VAPID signature and the HTTP request —
//! p50 and p99 over 1,000 pushes, on SQLite, server and push service on 127.0.0.1:
//!
//! ```text
//! cargo test --release -p tahta-server --test server push_latency -- --ignored --nocapture
//! ```
//!
//! Each push is waited for before the next move (a seat has at most one pending notice), so
//! this is the latency of one push at a time, not a throughput.

use crate::common::push_service::PushService;
use crate::common::{legal, quick_timing, Client, Db, TestServer};
use crate::push::{room_with_tokens, subscribe};
use serde_json::json;
use std::time::{Duration, Instant};
use tahta_engine::Variant;
use tahta_server::limits::Limits;

const PUSHES: usize = 1000;
/// Moves per room before a new one (games stay short of their ends).
const PLIES_PER_ROOM: usize = 20;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run it with --ignored --nocapture"]
async fn push_latency() {
    let service = PushService::start().await;
    let limits = Limits {
        rooms_per_minute: 1000,
        push_subscriptions_per_minute: 1000,
        ..Limits::default()
    };
    let server = TestServer::start_with(Db::Sqlite, quick_timing(), limits).await;
    let mut latencies: Vec<Duration> = Vec::with_capacity(PUSHES);
    let mut rooms = 0;
    while latencies.len() < PUSHES {
        let (room, tokens) = room_with_tokens(&server, json!({ "days": 1 })).await;
        let ids = [format!("{rooms}w"), format!("{rooms}b")];
        rooms += 1;
        for (token, id) in tokens.iter().zip(&ids) {
            subscribe(&server, &room, token, &service.subscriber(id)).await;
        }
        let mut moves: Vec<String> = Vec::new();
        for ply in 0..PLIES_PER_ROOM {
            if latencies.len() == PUSHES {
                break;
            }
            let (mover, away) = (ply % 2, 1 - ply % 2);
            let choices = legal(Variant::Hex, &moves);
            let Some(mv) = choices.get(ply * 7 % choices.len().max(1)).cloned() else {
                break;
            };
            let (mut client, _) = Client::join(&server, &room, Some(&tokens[mover])).await;
            client.presence_until(away, false).await;
            let before = service.received_by(&ids[away]).len();
            let sent = Instant::now();
            assert_eq!(client.play(ply, &mv).await["t"], "ack");
            let got = service.until(&ids[away], before + 1).await;
            assert!(got.len() > before, "a push for ply {ply} of room {room}");
            latencies.push(got[before].at - sent);
            moves.push(mv);
        }
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    println!(
        "push latency over {} pushes in {rooms} rooms: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies.len(),
        at(0.50).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        latencies[latencies.len() - 1].as_secs_f64() * 1000.0,
    );
}
