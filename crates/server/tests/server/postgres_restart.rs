//! PostgreSQL restarted in the middle of play (on a cluster of its own, so the other tests'
//! databases stay up): moves made while the database is down are refused and not
//! acknowledged, no acknowledged move is lost, and both instances carry on — the LISTEN
//! connection comes back and catches up.

use crate::common;
use crate::common::pg::Cluster;
use crate::common::{legal, moves_of, quick_timing, Client, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_engine::Variant;
use tahta_server::limits::Limits;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_restart_mid_play_loses_no_acknowledged_move() {
    let cluster = Cluster::own("restart");
    let url = cluster.fresh_database().await;
    let a = TestServer::start_on(Some(url.clone()), quick_timing(), Limits::default()).await;
    let b = TestServer::start_on(Some(url.clone()), quick_timing(), Limits::default()).await;
    let created = a.create(json!({ "variant": "hex", "seat": "w" })).await;
    let room = created["room"].as_str().unwrap();
    let black_token = a.claim(&created, "b").await;
    let (mut white, _) = Client::join(&a, room, created["token"].as_str()).await;
    let (mut black, _) = Client::join(&b, room, Some(&black_token)).await;
    let mut acked: Vec<String> = Vec::new();
    for n in 0..4 {
        let mv = legal(Variant::Hex, &acked)[0].clone();
        let mover = if n % 2 == 0 { &mut white } else { &mut black };
        assert_eq!(mover.play(n, &mv).await["t"], "ack");
        acked.push(mv);
    }

    // White's instance has applied black's last move before the database goes away.
    white.move_event(acked.len() as u64 - 1).await;
    cluster.stop();
    let mv = legal(Variant::Hex, &acked)[0].clone();
    let refused = white.play(acked.len(), &mv).await;
    assert_eq!(refused["t"], "err", "{refused}");
    assert_eq!(refused["code"], "server_busy");
    cluster.restart();

    // The pool reconnects; the resend goes through and reaches the other instance.
    let mut answer = Value::Null;
    for _ in 0..20 {
        answer = white.play(acked.len(), &mv).await;
        if answer["t"] == "ack" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    assert_eq!(answer["t"], "ack", "{answer}");
    let ev = black.move_event(acked.len() as u64).await;
    assert_eq!(ev["mv"], mv.as_str());
    acked.push(mv);
    let reply = legal(Variant::Hex, &acked)[0].clone();
    assert_eq!(black.play(acked.len(), &reply).await["t"], "ack");
    acked.push(reply);

    let (stored, _) = moves_of(&common::pg::stored_events(&url).await);
    assert_eq!(stored, acked);
}
