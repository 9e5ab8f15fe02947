//! Quick phrases: only ids from the protocol's list, by seated players only, at most one
//! every few seconds and a fixed number a game per seat; each refusal stores nothing.

use crate::common::{quick_timing, two_player_room, Client, Db, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_protocol::phrase::MAX_PHRASES_PER_GAME;
use tahta_server::limits::Limits;

/// Asserts a refusal with `code` that stored nothing.
async fn refused(server: &TestServer, reply: &Value, code: &str, stored: usize) {
    assert_eq!(reply["t"], "err", "{reply}");
    assert_eq!(reply["code"], code, "{reply}");
    assert_eq!(
        server.stored_events().await.len(),
        stored,
        "a refusal stored nothing"
    );
}

async fn a_phrase_reaches_everyone_and_refusals_change_nothing(db: Db) {
    let server = TestServer::start(db).await;
    let (room, mut white, mut black) = two_player_room(&server, "hex", Value::Null).await;
    let (mut watcher, _) = Client::join(&server, &room, None).await;
    let stored = server.stored_events().await.len();

    // Ids outside the list, and a watcher, are refused.
    for id in ["free text", "GOOD_GAME", "", "good game"] {
        let reply = white.act(json!({ "t": "say", "id": id })).await;
        refused(&server, &reply, "bad_message", stored).await;
    }
    let reply = white.act(json!({ "t": "say", "id": 3 })).await;
    refused(&server, &reply, "bad_message", stored).await;
    let reply = watcher.act(json!({ "t": "say", "id": "hello" })).await;
    refused(&server, &reply, "not_a_player", stored).await;

    let ack = white.act(json!({ "t": "say", "id": "good_luck" })).await;
    assert_eq!(ack["t"], "ack", "{ack}");
    for client in [&mut black, &mut watcher] {
        let ev = client.event_of("say").await;
        assert_eq!(
            (ev["seat"].as_str(), ev["id"].as_str()),
            (Some("w"), Some("good_luck"))
        );
        assert_eq!(ev["v"], ack["v"]);
    }
    // One every three seconds: at once again is too soon, for this seat only.
    let reply = white.act(json!({ "t": "say", "id": "hello" })).await;
    refused(&server, &reply, "rate_limited", stored + 1).await;
    assert_eq!(
        black.act(json!({ "t": "say", "id": "thanks" })).await["t"],
        "ack"
    );
    // The game is unchanged: white still moves first.
    let kinds = server.stored_kinds().await;
    assert_eq!(kinds[kinds.len() - 2..], ["say", "say"]);
    let (_, welcome) = Client::join(&server, &room, None).await;
    assert_eq!(welcome["snapshot"]["to_move"], "w");
    assert_eq!(welcome["snapshot"]["moves"], json!([]));
}

async fn a_seat_says_at_most_twenty_phrases_a_game(db: Db) {
    let timing = tahta_server::Timing {
        phrase_gap: Duration::ZERO,
        ..quick_timing()
    };
    let mut server = TestServer::start_with(db, timing, Limits::default()).await;
    let created = server
        .create(json!({ "variant": "jungle", "clock": null, "seat": "r" }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    // Words are allowed before the opponent comes.
    let (mut red, _) = Client::join(&server, &room, Some(&token)).await;
    for _ in 0..MAX_PHRASES_PER_GAME {
        assert_eq!(
            red.act(json!({ "t": "say", "id": "oops" })).await["t"],
            "ack"
        );
    }
    let stored = server.stored_events().await.len();
    let reply = red.act(json!({ "t": "say", "id": "oops" })).await;
    refused(&server, &reply, "not_allowed", stored).await;
    // The count is the log's: it holds after a restart.
    drop(red);
    server.restart().await;
    let (mut red, _) = Client::join(&server, &room, Some(&token)).await;
    let reply = red.act(json!({ "t": "say", "id": "bye" })).await;
    refused(&server, &reply, "not_allowed", stored).await;
}

both_stores!(
    a_phrase_reaches_everyone_and_refusals_change_nothing,
    a_seat_says_at_most_twenty_phrases_a_game,
);
