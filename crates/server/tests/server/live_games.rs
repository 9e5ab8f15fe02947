//! Live public games: a public room whose game has started is listed to watch (newest first,
//! a page at a time, with its seats and moves, never a secret), a private one never, and a
//! game leaves the list as it ends; asking is paced per address.

use crate::common::{legal, quick_timing, Client, Db, TestServer};
use crate::open_games::{ids, pages_of_two};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_engine::Variant;
use tahta_server::limits::Limits;

/// A started jungle room, public or not: its `Created` answer and both players' clients
/// (red, who created it, and blue).
async fn started(server: &TestServer, public: bool) -> (Value, Client, Client) {
    let clock = json!({ "base_s": 300, "inc_s": 3 });
    let (status, created) = server
        .post(
            "/api/rooms",
            json!({ "variant": "jungle", "clock": clock, "seat": "r", "open": public }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let room = created["room"].as_str().unwrap();
    let blue_token = if public {
        let (status, taken) = server
            .post(&format!("/api/open/{room}/take"), json!({}))
            .await;
        assert_eq!(status, 200, "{taken}");
        taken["token"].as_str().unwrap().to_string()
    } else {
        server.claim(&created, "b").await
    };
    let (red, welcome) = Client::join(server, room, created["token"].as_str()).await;
    assert_eq!(welcome["snapshot"]["status"], "live", "{welcome}");
    let (blue, _) = Client::join(server, room, Some(&blue_token)).await;
    (created, red, blue)
}

fn id(created: &Value) -> &str {
    created["room"].as_str().unwrap()
}

async fn live_public_games_are_listed_to_watch_until_they_end(db: Db) {
    let server = TestServer::start(db).await;
    let (private, mut private_red, _private_blue) = started(&server, false).await;
    let first = legal::<&str>(Variant::Jungle, &[])[0].clone();
    assert_eq!(private_red.play(0, &first).await["t"], "ack");
    // A public room still waiting for a player is an open game, not a live one.
    let (status, waiting) = server
        .post(
            "/api/rooms",
            json!({ "variant": "jungle", "clock": null, "seat": "r", "open": true }),
        )
        .await;
    assert_eq!(status, 201);
    let mut live = Vec::new();
    for _ in 0..3 {
        live.push(started(&server, true).await);
        // Distinct creation times, so the order is the creation order.
        tokio::time::sleep(Duration::from_millis(3)).await;
    }

    let (status, list) = server.get("/api/live?variant=jungle").await;
    assert_eq!(status, 200, "{list}");
    let newest_first: Vec<String> = live
        .iter()
        .rev()
        .map(|(c, _, _)| id(c).to_string())
        .collect();
    assert_eq!(ids(&list), newest_first, "{list}");
    let newest = &list["games"][0];
    assert_eq!(
        newest,
        &json!({ "room": newest_first[0], "variant": "jungle",
                 "clock": { "base_s": 300, "inc_s": 3 }, "seats": ["b", "r"], "plies": 0,
                 "created_at": newest["created_at"] })
    );
    // No secret anywhere, and neither the private room nor the waiting one.
    let text = list.to_string();
    for created in live.iter().map(|(c, _, _)| c).chain([&private, &waiting]) {
        assert!(!text.contains(created["token"].as_str().unwrap()));
        for invite in created["invites"].as_object().unwrap().values() {
            assert!(!text.contains(invite.as_str().unwrap()));
        }
    }
    assert!(
        !text.contains(id(&private)),
        "private rooms are never listed"
    );
    assert!(!text.contains(id(&waiting)), "a waiting room is not live");

    // Moves are counted as they are made.
    let (_, red, blue) = &mut live[0];
    let blue_move = {
        assert_eq!(red.play(0, &first).await["t"], "ack");
        legal(Variant::Jungle, &[&first])[0].clone()
    };
    assert_eq!(blue.play(1, &blue_move).await["t"], "ack");
    let (_, list) = server.get("/api/live?variant=jungle").await;
    let oldest = list["games"].as_array().unwrap().last().unwrap();
    assert_eq!(
        (oldest["room"].as_str(), oldest["plies"].as_u64()),
        (Some(newest_first[2].as_str()), Some(2))
    );

    pages_of_two(&server, "/api/live?variant=jungle", &newest_first).await;
    let (_, other) = server.get("/api/live?variant=hex").await;
    assert_eq!(ids(&other), Vec::<&str>::new());

    // A game that ends leaves the list.
    let (_, red, _) = &mut live[0];
    assert_eq!(red.act(json!({ "t": "resign" })).await["t"], "ack");
    let (_, list) = server.get("/api/live?variant=jungle").await;
    assert_eq!(ids(&list), newest_first[..2]);
    // A watcher sees the game through the room id the list gave.
    let (mut watcher, welcome) = Client::join(&server, &newest_first[0], None).await;
    assert_eq!(welcome["seat"], Value::Null, "{welcome}");
    let (_, red, _) = &mut live[2];
    assert_eq!(red.play(0, &first).await["t"], "ack");
    assert_eq!(watcher.move_event(0).await["mv"], first.as_str());

    // Bad questions are answered precisely.
    for (query, code) in [
        ("variant=chess", "bad_variant"),
        ("limit=0", "bad_message"),
        ("limit=21", "bad_message"),
        ("before=yesterday", "bad_message"),
        ("seat=r", "bad_message"),
    ] {
        let (status, answer) = server.get(&format!("/api/live?{query}")).await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (400, Some(code)),
            "{query}"
        );
    }
}

async fn lists_of_live_games_are_paced_per_address(db: Db) {
    let limits = Limits {
        live_lists_per_minute: 3,
        ..Limits::default()
    };
    let server = TestServer::start_with(db, quick_timing(), limits).await;
    for _ in 0..3 {
        assert_eq!(server.get("/api/live").await.0, 200);
    }
    let (status, refused) = server.get("/api/live").await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (429, Some("rate_limited"))
    );
    // The open games are not paced with them.
    assert_eq!(server.get("/api/open").await.0, 200);
}

both_stores!(
    live_public_games_are_listed_to_watch_until_they_end,
    lists_of_live_games_are_paced_per_address,
);
