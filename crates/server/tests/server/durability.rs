//! The server as a separate process, killed with SIGKILL at random moments during play and
//! restarted on the same database: no acknowledged move is lost or duplicated, the clocks are
//! not charged for the time the server was down, and SIGTERM says `shutdown` and flushes.

use crate::common;

use crate::common::process::Process;
use crate::common::{post, Client};
use serde_json::json;
use std::time::Duration;
use tahta_engine::{AnySession, Variant};

/// A tiny deterministic generator, so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[tokio::test]
async fn acknowledged_moves_survive_sigkill_and_downtime_is_not_charged() {
    let data = tempfile::tempdir().unwrap();
    let mut server = Process::start(data.path());
    let (room, tokens) = server.clocked_hex_room().await;
    let mut rng = Rng(0x7a17a);
    let mut game: Box<dyn AnySession> = Variant::Hex.new_session(None).unwrap();
    let mut acked: Vec<String> = Vec::new();

    for round in 0..6 {
        let mut clients = Vec::new();
        for token in &tokens {
            clients.push(server.join(&room, token).await);
        }
        let snapshot = clients[0].1["snapshot"].clone();
        let logged: Vec<String> = serde_json::from_value(snapshot["moves"].clone()).unwrap();
        assert_eq!(
            logged, acked,
            "round {round}: the log is exactly the acknowledged moves"
        );
        let mut clients: Vec<Client> = clients.into_iter().map(|(c, _)| c).collect();
        for _ in 0..1 + rng.below(4) {
            let mover = acked.len() % 2;
            let moves = game.legal_moves();
            let mv = moves[rng.below(moves.len() as u64) as usize].clone();
            let ack = clients[mover].play(acked.len(), &mv).await;
            assert_eq!(ack["t"], "ack", "{ack}");
            game.play(&mv).unwrap();
            acked.push(mv);
        }
        // One more move in flight when the server dies, then SIGKILL at a random moment.
        let mover = acked.len() % 2;
        let moves = game.legal_moves();
        let in_flight = moves[rng.below(moves.len() as u64) as usize].clone();
        let n = acked.len();
        clients[mover]
            .send(json!({ "t": "move", "n": n, "mv": in_flight, "a": 999 }))
            .await;
        tokio::time::sleep(Duration::from_micros(rng.below(3_000))).await;
        server.kill();
        drop(clients);
        tokio::time::sleep(DOWNTIME).await;
        server = Process::start(data.path());
        // Resend the move in flight: stored once whether or not it had been committed.
        let (mut c, welcome) = server.join(&room, &tokens[mover]).await;
        let logged: Vec<String> =
            serde_json::from_value(welcome["snapshot"]["moves"].clone()).unwrap();
        assert!(
            logged.starts_with(&acked),
            "round {round}: {logged:?} lost an acked move"
        );
        assert!(logged.len() <= acked.len() + 1);
        let ack = c.play(n, &in_flight).await;
        assert_eq!(ack["t"], "ack", "{ack}");
        game.play(&in_flight).unwrap();
        acked.push(in_flight);
        drop(c);
    }
    let (stored, clocks) = common::moves_of(&common::stored_events(data.path()));
    assert_eq!(stored, acked, "every acknowledged move once, in order");
    // Six times the server was down for DOWNTIME with a clock running; the moves themselves
    // took milliseconds. Charging the downtime would cost at least 3 s in all.
    let clocks = clocks.expect("the room has a clock");
    let charged = 2 * 600_000 - clocks[0] - clocks[1];
    assert!(charged < 1_500, "{charged} ms charged: {clocks:?}");
    server.kill();
}

/// How long the server stays dead after each SIGKILL.
const DOWNTIME: Duration = Duration::from_millis(500);

#[tokio::test]
async fn sigterm_says_shutdown_to_every_socket_and_exits_cleanly() {
    let data = tempfile::tempdir().unwrap();
    let server = Process::start(data.path());
    let created = post(
        format!("{}/api/rooms", server.url),
        json!({ "variant": "jungle", "seat": "r" }),
    )
    .await;
    let room = created["room"].as_str().unwrap();
    let (mut red, _) = server.join(room, created["token"].as_str().unwrap()).await;
    let mut watcher = Client::connect(&server.ws(room)).await;
    watcher.hello(room, None, None).await;
    server.terminate();
    for client in [&mut red, &mut watcher] {
        let frame = client.expect("shutdown").await;
        assert!(frame["back_in_ms"].as_u64().is_some());
        assert!(client.closed_within(Duration::from_secs(3)).await);
    }
    server.exits_cleanly().await;
    assert_eq!(common::stored_events(data.path()).len(), 1);
}
