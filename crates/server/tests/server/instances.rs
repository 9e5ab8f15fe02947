//! Several server instances on one PostgreSQL database: moves cross instances, a race between
//! instances is settled once, an instance killed with SIGKILL loses nothing, and a room nobody
//! is connected to flags on time exactly once.

use crate::common;

use crate::common::pg::Cluster;
use crate::common::process::Process;
use crate::common::{legal, moves_of, post, quick_timing, Client, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_engine::Variant;
use tahta_server::limits::Limits;

async fn two_instances() -> (TestServer, TestServer) {
    let url = Cluster::get().fresh_database().await;
    let a = TestServer::start_on(Some(url.clone()), quick_timing(), Limits::default()).await;
    let b = TestServer::start_on(Some(url), quick_timing(), Limits::default()).await;
    (a, b)
}

/// Two `tahta-server` processes on a fresh database: (its URL, their data dir, A, B).
async fn two_processes() -> (String, tempfile::TempDir, Process, Process) {
    let url = Cluster::get().fresh_database().await;
    let dir = tempfile::tempdir().unwrap();
    let a = Process::start_with(dir.path(), Some(&url));
    let b = Process::start_with(dir.path(), Some(&url));
    (url, dir, a, b)
}

/// A two-player room created through `creator` and its second seat claimed through
/// `claimer`: (room id, [first seat's token, second's]).
async fn open_room(creator: &Process, claimer: &Process, body: Value) -> (String, [String; 2]) {
    let created = post(format!("{}/api/rooms", creator.url), body).await;
    let room = created["room"].as_str().unwrap().to_string();
    let claimed = post(
        format!("{}/api/rooms/{room}/claim", claimer.url),
        json!({ "invite": created["invites"]["b"] }),
    )
    .await;
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        claimed["token"].as_str().unwrap().to_string(),
    ];
    (room, tokens)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_through_one_instance_reaches_a_client_of_the_other() {
    let (a, b) = two_instances().await;
    // Created and claimed through A, played through both.
    let created = a.create(json!({ "variant": "hex", "seat": "w" })).await;
    let room = created["room"].as_str().unwrap();
    let black = b.claim(&created, "b").await;
    let (mut white, _) = Client::join(&a, room, created["token"].as_str()).await;
    let (mut blackc, welcome) = Client::join(&b, room, Some(&black)).await;
    assert_eq!(welcome["snapshot"]["status"], "live");
    let (mut watcher, _) = Client::join(&b, room, None).await;
    let mut moves: Vec<String> = Vec::new();
    for n in 0..6 {
        let mv = legal(Variant::Hex, &moves)[0].clone();
        let (mover, other) = if n % 2 == 0 {
            (&mut white, &mut blackc)
        } else {
            (&mut blackc, &mut white)
        };
        assert_eq!(mover.play(n, &mv).await["t"], "ack", "ply {n}");
        let ev = other.move_event(n as u64).await;
        assert_eq!(ev["mv"], mv.as_str());
        assert_eq!(watcher.move_event(n as u64).await["mv"], mv.as_str());
        moves.push(mv);
    }
    // Each instance sees the seats connected to the other as online (presence travels by
    // notice and by a periodic reread: soon, not at once).
    for server in [&a, &b] {
        let mut seen = Value::Null;
        for _ in 0..30 {
            let (_, welcome) = Client::join(server, room, None).await;
            seen = welcome["snapshot"]["seats"].clone();
            if seen[0]["online"] == true && seen[1]["online"] == true {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        assert_eq!(
            (&seen[0]["online"], &seen[1]["online"]),
            (&json!(true), &json!(true)),
            "{seen}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_move_through_both_instances_at_once_is_stored_once() {
    let (a, b) = two_instances().await;
    let created = a.create(json!({ "variant": "jungle", "seat": "r" })).await;
    let room = created["room"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let blue_token = b.claim(&created, "b").await;
    // Red on two devices, one on each instance; blue on B.
    let (mut red_a, _) = Client::join(&a, room, Some(token)).await;
    let (mut red_b, _) = Client::join(&b, room, Some(token)).await;
    let (mut blue, _) = Client::join(&b, room, Some(&blue_token)).await;
    let mut moves: Vec<String> = Vec::new();
    for round in 0..5u64 {
        let n = moves.len();
        let mv = legal(Variant::Jungle, &moves)[0].clone();
        let frame = json!({ "t": "move", "n": n, "mv": mv, "a": 100 + round });
        red_a.send(frame.clone()).await;
        red_b.send(frame).await;
        let ack_a = red_a.expect("ack").await;
        let ack_b = red_b.expect("ack").await;
        assert_eq!(
            ack_a["v"], ack_b["v"],
            "both told the same event: {ack_a} {ack_b}"
        );
        moves.push(mv);
        let reply = legal(Variant::Jungle, &moves)[0].clone();
        assert_eq!(blue.play(n + 1, &reply).await["t"], "ack");
        moves.push(reply);
    }
    let (stored, _) = moves_of(&a.stored_events().await);
    assert_eq!(stored, moves, "each move once, in order");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instance_killed_loses_nothing_and_its_clients_carry_on_through_the_other() {
    let (url, _dir, a, b) = two_processes().await;
    // Created through A, claimed through B.
    let (room, tokens) = open_room(
        &a,
        &b,
        json!({ "variant": "timur", "seat": "w", "clock": { "base_s": 600, "inc_s": 0 } }),
    )
    .await;
    let mut white = Client::connect(&a.ws(&room)).await;
    white.hello(&room, Some(&tokens[0]), None).await;
    let mut black = Client::connect(&b.ws(&room)).await;
    black.hello(&room, Some(&tokens[1]), None).await;
    let mut moves: Vec<String> = Vec::new();
    for n in 0..4 {
        let mv = legal(Variant::Timur, &moves)[0].clone();
        let mover = if n % 2 == 0 { &mut white } else { &mut black };
        assert_eq!(mover.play(n, &mv).await["t"], "ack");
        moves.push(mv);
    }
    a.kill();
    // White comes back through B and the game goes on.
    let mut white = Client::connect(&b.ws(&room)).await;
    let welcome = white.hello(&room, Some(&tokens[0]), None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!(moves));
    for n in 4..6 {
        let mv = legal(Variant::Timur, &moves)[0].clone();
        let mover = if n % 2 == 0 { &mut white } else { &mut black };
        assert_eq!(mover.play(n, &mv).await["t"], "ack");
        moves.push(mv);
    }
    let (stored, _) = moves_of(&common::pg::stored_events(&url).await);
    assert_eq!(stored, moves);
    b.kill();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_nobody_is_connected_to_flags_on_time_exactly_once() {
    let (url, _dir, a, b) = two_processes().await;
    let (room, tokens) = open_room(
        &a,
        &a,
        json!({ "variant": "hex", "seat": "w", "clock": { "base_s": 2, "inc_s": 0 } }),
    )
    .await;
    let mut white = Client::connect(&a.ws(&room)).await;
    white.hello(&room, Some(&tokens[0]), None).await;
    let mut black = Client::connect(&a.ws(&room)).await;
    black.hello(&room, Some(&tokens[1]), None).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    let b_move = legal(Variant::Hex, std::slice::from_ref(&w))[0].clone();
    assert_eq!(black.play(1, &b_move).await["t"], "ack");
    // White's clock runs; everyone leaves and the instance that held the room dies. B has
    // never seen the room: its sweeper must find it when the deadline passes.
    drop((white, black));
    a.kill();
    tokio::time::sleep(Duration::from_millis(4_000)).await;
    let events = common::pg::stored_events(&url).await;
    let ends: Vec<_> = events.iter().filter(|e| e.1 == "end").collect();
    assert_eq!(ends.len(), 1, "{events:?}");
    let body: Value = serde_json::from_str(&ends[0].3).unwrap();
    assert_eq!(body["ending"], "time:w");
    let summary: Value = reqwest::get(format!("{}/api/rooms/{room}", b.url))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(summary["result"]["text"], "black wins: time");
    b.kill();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_asked_through_one_instance_is_agreed_through_the_other() {
    let (a, b) = two_instances().await;
    let created = a.create(json!({ "variant": "jungle", "seat": "r" })).await;
    let room = created["room"].as_str().unwrap();
    let blue_token = b.claim(&created, "b").await;
    let (mut red, _) = Client::join(&a, room, created["token"].as_str()).await;
    let (mut blue, _) = Client::join(&b, room, Some(&blue_token)).await;
    let mv = legal::<&str>(Variant::Jungle, &[])[0].clone();
    assert_eq!(red.play(0, &mv).await["t"], "ack");
    blue.move_event(0).await;
    let asked = red.act(json!({ "t": "takeback", "op": "ask" })).await;
    assert_eq!(asked["t"], "ack", "{asked}");
    let agreed = blue.act(json!({ "t": "takeback", "op": "accept" })).await;
    assert_eq!(agreed["t"], "ack", "{agreed}");
    loop {
        let ev = red.event_of("takeback").await;
        if ev["op"] == "accept" {
            assert_eq!(ev["to_move"], "r");
            break;
        }
    }
    let (_, welcome) = Client::join(&a, room, None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_agreed_through_both_instances_at_once_makes_one_room() {
    let (a, b) = two_instances().await;
    let created = a.create(json!({ "variant": "jungle", "seat": "r" })).await;
    let room = created["room"].as_str().unwrap();
    let red_token = created["token"].as_str().unwrap();
    let blue_token = b.claim(&created, "b").await;
    // Blue on two devices, one on each instance; red on A.
    let (mut red, _) = Client::join(&a, room, Some(red_token)).await;
    let (mut blue_a, _) = Client::join(&a, room, Some(&blue_token)).await;
    let (mut blue_b, _) = Client::join(&b, room, Some(&blue_token)).await;
    assert_eq!(red.act(json!({ "t": "resign" })).await["t"], "ack");
    assert_eq!(
        red.act(json!({ "t": "rematch", "op": "offer" })).await["t"],
        "ack"
    );
    // Both of blue's devices have heard of the offer before agreeing.
    for blue in [&mut blue_a, &mut blue_b] {
        loop {
            if blue.event_of("rematch").await["op"] == "offer" {
                break;
            }
        }
    }
    let accept = json!({ "t": "rematch", "op": "accept", "a": 50 });
    blue_a.send(accept.clone()).await;
    blue_b.send(accept).await;
    // (`expect` skips the events before each ack: the rematch's among them.)
    let ack_a = blue_a.expect("ack").await;
    let ack_b = blue_b.expect("ack").await;
    assert_eq!(ack_a["v"], ack_b["v"], "one agreement: {ack_a} {ack_b}");
    let new = loop {
        let ev = red.event_of("rematch").await;
        if let Some(room) = ev["room"].as_str() {
            break room.to_string();
        }
    };
    for server in [&a, &b] {
        let (_, welcome) = Client::join(server, room, None).await;
        assert_eq!(welcome["snapshot"]["rematch_room"], new.as_str());
    }
    let starts = a.stored_kinds().await;
    assert_eq!(
        starts.iter().filter(|k| *k == "start").count(),
        2,
        "{starts:?}"
    );
    let (_, welcome) = Client::join(&b, &new, Some(&blue_token)).await;
    assert_eq!(welcome["seat"], "r");
    assert_eq!(welcome["snapshot"]["status"], "live");
}
