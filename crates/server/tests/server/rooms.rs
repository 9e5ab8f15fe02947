//! Rooms end to end: the API, the protocol, the engine's check of every move, idempotent
//! resends, and every kind of refusal answered without touching the stored log.

use crate::common;

use crate::common::{two_player_room, Client, Db, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_engine::{AnySession, Variant};
use tahta_server::limits::Limits;
use tokio_tungstenite::tungstenite::Message;

/// The engine's view of a game after `moves`, to pick legal (and illegal) moves.
fn game(variant: Variant, moves: &[String]) -> Box<dyn AnySession> {
    let mut s = variant.new_session(None).unwrap();
    for m in moves {
        s.play(m).unwrap();
    }
    s
}

async fn moves_are_checked_acknowledged_and_sent_to_players_and_watchers(db: Db) {
    let server = TestServer::start(db).await;
    let (room, mut white, mut black) = two_player_room(&server, "hex", Value::Null).await;
    let (mut watcher, welcome) = Client::join(&server, &room, None).await;
    assert_eq!(welcome["seat"], Value::Null);
    assert_eq!(welcome["snapshot"]["to_move"], "w");

    let first = game(Variant::Hex, &[]).legal_moves()[0].clone();
    let ack = white.play(0, &first).await;
    assert_eq!(ack["t"], "ack", "{ack}");
    for client in [&mut black, &mut watcher] {
        let ev = client.event().await;
        assert_eq!(ev["kind"], "move");
        assert_eq!(ev["mv"], first.as_str());
        assert_eq!(ev["n"], 0);
        assert_eq!(ev["v"], ack["v"]);
        assert_eq!(ev["to_move"], "b");
    }
    let reply = game(Variant::Hex, std::slice::from_ref(&first)).legal_moves()[0].clone();
    assert_eq!(black.play(1, &reply).await["t"], "ack");

    // A watcher can watch but not act.
    let refused = watcher.act(json!({ "t": "resign" })).await;
    assert_eq!(refused["code"], "not_a_player");
    assert_eq!(refused["snapshot"]["moves"], json!([first, reply]));

    let kinds = server.stored_kinds().await;
    assert_eq!(kinds, ["seat", "seat", "start", "move", "move"]);
}

async fn a_resent_move_is_acknowledged_again_and_appends_nothing(db: Db) {
    let server = TestServer::start(db).await;
    let (_, mut white, mut black) = two_player_room(&server, "jungle", Value::Null).await;
    let first = game(Variant::Jungle, &[]).legal_moves()[0].clone();
    let ack = white.play(0, &first).await;
    let again = white.play(0, &first).await;
    assert_eq!(again["t"], "ack");
    assert_eq!(again["v"], ack["v"]);
    let stored = server.stored_events().await.len();
    // The opponent received the move once.
    assert_eq!(black.event().await["mv"], first.as_str());
    assert!(black
        .try_recv(Duration::from_millis(300))
        .await
        .is_none_or(|f| f["t"] != "ev"));
    assert_eq!(server.stored_events().await.len(), stored);
}

/// Asserts that `reply` is a refusal with `code` and a snapshot, and that the log is as it was.
async fn refused(server: &TestServer, reply: &Value, code: &str, stored: usize) {
    assert_eq!(reply["t"], "err", "{reply}");
    assert_eq!(reply["code"], code, "{reply}");
    assert!(reply["message"].as_str().is_some_and(|m| !m.is_empty()));
    assert!(reply["snapshot"].is_object(), "{reply}");
    assert_eq!(
        server.stored_events().await.len(),
        stored,
        "a refusal stored nothing"
    );
}

async fn illegal_out_of_turn_stale_and_future_moves_are_refused_with_a_snapshot(db: Db) {
    let server = TestServer::start(db).await;
    let (_, mut white, mut black) = two_player_room(&server, "hex", Value::Null).await;
    let legal = game(Variant::Hex, &[]).legal_moves();
    let stored = server.stored_events().await.len();

    refused(
        &server,
        &white.play(0, "f5-f9").await,
        "illegal_move",
        stored,
    )
    .await;
    refused(
        &server,
        &white.play(0, "nonsense").await,
        "illegal_move",
        stored,
    )
    .await;
    refused(
        &server,
        &black.play(0, &legal[0]).await,
        "not_your_turn",
        stored,
    )
    .await;
    refused(&server, &white.play(3, &legal[0]).await, "stale", stored).await;

    let ack = white.play(0, &legal[0]).await;
    assert_eq!(ack["t"], "ack");
    let stored = server.stored_events().await.len();
    // Ply 0 again, but another move: not a resend.
    refused(&server, &white.play(0, &legal[1]).await, "stale", stored).await;
    // Black's move, numbered as if nothing had been played.
    let reply = game(Variant::Hex, &legal[..1]).legal_moves()[0].clone();
    let err = black.play(0, &reply).await;
    refused(&server, &err, "stale", stored).await;
    assert_eq!(err["snapshot"]["moves"], json!([legal[0]]));
}

async fn hostile_frames_are_answered_and_change_nothing(db: Db) {
    let server = TestServer::start(db).await;
    let (room, mut white, _black) = two_player_room(&server, "timur", Value::Null).await;
    let other = server
        .create(json!({ "variant": "hex", "seat": "w" }))
        .await;
    let stored = server.stored_events().await.len();
    let code = |frame: &Value| frame["code"].as_str().unwrap_or("").to_string();

    white
        .send_raw(Message::Text("{not json".into()))
        .await
        .unwrap();
    assert_eq!(code(&white.expect("err").await), "bad_message");
    white.send(json!({ "t": "dance" })).await;
    assert_eq!(code(&white.expect("err").await), "unknown_type");
    white
        .send(json!({ "t": "move", "n": "one", "mv": 3, "a": 9 }))
        .await;
    let err = white.expect("err").await;
    assert_eq!(
        (code(&err), err["a"].clone()),
        ("bad_message".into(), json!(9))
    );
    white.send(json!({ "t": "draw", "op": "perhaps" })).await;
    assert_eq!(code(&white.expect("err").await), "bad_message");
    white
        .send_raw(Message::Binary(vec![1, 2, 3].into()))
        .await
        .unwrap();
    assert_eq!(code(&white.expect("err").await), "bad_message");
    white
        .send(json!({ "t": "hello", "room": room, "proto": 1 }))
        .await;
    assert_eq!(code(&white.expect("err").await), "not_allowed");

    // Before hello nothing is done.
    let mut early = Client::connect(&server.ws_url(&room)).await;
    early.send(json!({ "t": "resign", "a": 1 })).await;
    assert_eq!(code(&early.expect("err").await), "hello_first");
    // A forged token, and a token of another room.
    let forged = tahta_server::ids::new_secret();
    early
        .send(json!({ "t": "hello", "room": room, "token": forged, "proto": 1 }))
        .await;
    assert_eq!(code(&early.expect("err").await), "bad_token");
    early
        .send(json!({ "t": "hello", "room": room, "token": other["token"], "proto": 1 }))
        .await;
    assert_eq!(code(&early.expect("err").await), "bad_token");
    // A room that does not exist, and a protocol the server does not speak.
    let nowhere = tahta_server::ids::new_secret();
    let mut lost = Client::connect(&server.ws_url(&nowhere)).await;
    lost.send(json!({ "t": "hello", "room": nowhere, "proto": 1 }))
        .await;
    assert_eq!(code(&lost.expect("err").await), "room_not_found");
    lost.send(json!({ "t": "hello", "room": nowhere, "proto": 7 }))
        .await;
    assert_eq!(code(&lost.expect("err").await), "bad_proto");
    assert!(lost.closed_within(Duration::from_secs(2)).await);

    // A 1 MiB frame is refused unparsed: the socket closes; the server carries on.
    let mut big = Client::connect(&server.ws_url(&room)).await;
    let huge = format!(r#"{{"t":"ping","pad":"{}"}}"#, "x".repeat(1 << 20));
    let _ = big.send_raw(Message::Text(huge.into())).await;
    assert!(big.closed_within(Duration::from_secs(3)).await);

    // Everything was answered, nothing was stored, and the game goes on.
    assert_eq!(server.stored_events().await.len(), stored);
    let first = game(Variant::Timur, &[]).legal_moves()[0].clone();
    assert_eq!(white.play(0, &first).await["t"], "ack");
    assert_eq!(server.stored_events().await.len(), stored + 1);
}

async fn a_flood_is_rate_limited_then_closed(db: Db) {
    let limits = Limits {
        frames_burst: 20,
        frames_per_second: 1.0,
        strikes_before_close: 10,
        ..Limits::default()
    };
    let server = TestServer::start_with(db, common::quick_timing(), limits).await;
    let created = server
        .create(json!({ "variant": "hex", "seat": "w" }))
        .await;
    let room = created["room"].as_str().unwrap();
    let (mut c, _) = Client::join(&server, room, created["token"].as_str()).await;
    for _ in 0..60 {
        if c.send_raw(Message::Text(r#"{"t":"ping"}"#.into()))
            .await
            .is_err()
        {
            break;
        }
    }
    let mut pongs = 0;
    let mut limited = 0;
    while let Some(frame) = c.try_recv(Duration::from_secs(2)).await {
        match frame["t"].as_str() {
            Some("pong") => pongs += 1,
            Some("err") if frame["code"] == "rate_limited" => limited += 1,
            _ => {}
        }
    }
    assert!((18..=25).contains(&pongs), "{pongs} pongs");
    assert!(limited >= 5, "{limited} rate_limited answers");
    assert!(
        c.closed_within(Duration::from_secs(1)).await,
        "closed after repeated abuse"
    );
}

async fn too_many_sockets_from_one_address_are_refused(db: Db) {
    let limits = Limits {
        sockets_per_address: 3,
        ..Limits::default()
    };
    let server = TestServer::start_with(db, common::quick_timing(), limits).await;
    let room = tahta_server::ids::new_secret();
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(Client::connect(&server.ws_url(&room)).await);
    }
    let refused = tokio_tungstenite::connect_async(server.ws_url(&room)).await;
    let Err(tokio_tungstenite::tungstenite::Error::Http(response)) = refused else {
        panic!("the fourth socket was accepted");
    };
    assert_eq!(response.status(), 429);
    drop(open.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    Client::connect(&server.ws_url(&room)).await;
}

async fn the_api_refuses_bad_requests_precisely(db: Db) {
    let server = TestServer::start(db).await;
    for (body, code) in [
        (json!({ "variant": "chess", "seat": "w" }), "bad_variant"),
        (json!({ "variant": "hex", "seat": "r" }), "bad_seat"),
        (
            json!({ "variant": "hex", "seat": "w", "clock": { "base_s": 0, "inc_s": 0 } }),
            "bad_clock",
        ),
        (
            json!({ "variant": "hex", "seat": "w", "clock": { "base_s": 60, "inc_s": 999 } }),
            "bad_clock",
        ),
        (
            json!({ "variant": "hex", "seat": "w", "position": "x" }),
            "bad_position",
        ),
        (
            json!({ "variant": "hex", "seat": "w", "banners": false }),
            "bad_option",
        ),
        (json!({ "variant": "hex" }), "bad_message"),
        (
            json!({ "variant": "hex", "seat": "w", "colour": "red" }),
            "bad_message",
        ),
        (
            json!({ "variant": "hex", "seat": "w", "clock": { "base_s": 60, "inc_s": 0, "lag": 1 } }),
            "bad_message",
        ),
    ] {
        let (status, answer) = server.post("/api/rooms", body.clone()).await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (400, Some(code)),
            "{body}: {answer}"
        );
        assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    // A position whose game is over already.
    let over = "7/3L3/7/7/7/7/7/7/7 b 0 1";
    let (status, answer) = server
        .post(
            "/api/rooms",
            json!({ "variant": "jungle", "seat": "r", "position": over }),
        )
        .await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (400, Some("bad_position")),
        "{answer}"
    );

    let created = server
        .create(json!({ "variant": "sanguo", "seat": "random", "banners": false }))
        .await;
    let room = created["room"].as_str().unwrap();
    assert_eq!(created["invites"].as_object().unwrap().len(), 2);
    let (status, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(status, 200);
    assert_eq!(summary["status"], "waiting");
    assert!(!summary
        .to_string()
        .contains(created["token"].as_str().unwrap()));

    let claim = format!("/api/rooms/{room}/claim");
    let forged = tahta_server::ids::new_secret();
    let (status, answer) = server.post(&claim, json!({ "invite": forged })).await;
    assert_eq!((status, answer["code"].as_str()), (403, Some("bad_invite")));
    let (letter, invite) = created["invites"]
        .as_object()
        .unwrap()
        .iter()
        .next()
        .unwrap();
    let wrong_seat = if letter == "g" { "b" } else { "g" };
    let (status, _) = server
        .post(&claim, json!({ "invite": invite, "seat": wrong_seat }))
        .await;
    assert_eq!(status, 403);
    let (status, _) = server.post(&claim, json!({ "invite": invite })).await;
    assert_eq!(status, 200);
    let (status, answer) = server.post(&claim, json!({ "invite": invite })).await;
    assert_eq!((status, answer["code"].as_str()), (409, Some("seat_taken")));
    let nowhere = tahta_server::ids::new_secret();
    let (status, answer) = server.get(&format!("/api/rooms/{nowhere}")).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (404, Some("room_not_found"))
    );
    let (status, _) = server.get("/api/rooms/short").await;
    assert_eq!(status, 404);
}

async fn a_waiting_room_expires(db: Db) {
    let timing = tahta_server::Timing {
        invite_life: Duration::from_millis(1),
        ..common::quick_timing()
    };
    let server = TestServer::start_with(db, timing, Limits::default()).await;
    let created = server
        .create(json!({ "variant": "hex", "seat": "w" }))
        .await;
    tokio::time::sleep(Duration::from_millis(20)).await;
    let room = created["room"].as_str().unwrap();
    let (status, answer) = server
        .post(
            &format!("/api/rooms/{room}/claim"),
            json!({ "invite": created["invites"]["b"] }),
        )
        .await;
    assert_eq!((status, answer["code"].as_str()), (410, Some("expired")));
    let mut c = Client::connect(&server.ws_url(room)).await;
    c.send(json!({ "t": "hello", "room": room, "proto": 1 }))
        .await;
    assert_eq!(c.expect("err").await["code"], "expired");
}

async fn three_kingdoms_starts_with_three_seats_and_plays_a_takeover(db: Db) {
    let server = TestServer::start(db).await;
    // Shu's chariot can take Wu's general; Wei is far away.
    let position = "9/9/9/9/3rK5|9/9/4rR4/9/4gK4|9/9/9/9/4bK4 r rgb 0 1";
    let created = server
        .create(json!({ "variant": "sanguo", "seat": "r", "position": position }))
        .await;
    let room = created["room"].as_str().unwrap();
    let (mut red, welcome) = Client::join(&server, room, created["token"].as_str()).await;
    assert_eq!(welcome["snapshot"]["status"], "waiting");
    let green_token = server.claim(&created, "g").await;
    assert_eq!(red.event().await["kind"], "seat");
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(
        summary["status"], "waiting",
        "two of three seats: no game yet"
    );
    assert_eq!(
        red.play(0, "ge3-ge1").await["code"],
        "not_allowed",
        "no move before the start"
    );
    let blue_token = server.claim(&created, "b").await;
    let (mut green, _) = Client::join(&server, room, Some(&green_token)).await;
    let (mut blue, welcome) = Client::join(&server, room, Some(&blue_token)).await;
    assert_eq!(welcome["snapshot"]["status"], "live");

    assert_eq!(red.play(0, "ge3-ge1").await["t"], "ack");
    let ev = green.event().await;
    assert_eq!(ev["to_move"], "b", "Wu is out: Wei moves next");
    let snapshot = green.act(json!({ "t": "resign" })).await;
    assert_eq!(
        snapshot["code"], "not_a_player",
        "a defeated kingdom cannot act"
    );
    let out: Vec<bool> = snapshot["snapshot"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["out"].as_bool().unwrap_or(false))
        .collect();
    assert_eq!(out, [false, true, false]);
    // A defeated kingdom leaves without stopping the game; then Wei resigns.
    assert_eq!(green.act(json!({ "t": "leave" })).await["t"], "ack");
    drop(green);
    assert_eq!(blue.act(json!({ "t": "resign" })).await["t"], "ack");
    let end = red.event_of("end").await;
    assert_eq!(end["result"]["text"], "red wins: resignation");
    assert_eq!(end["status"], "ended");
    assert_eq!(
        blue.act(json!({ "t": "resign" })).await["t"],
        "ack",
        "a resend of the resignation"
    );
    assert_eq!(red.play(1, "re1-rf1").await["code"], "game_over");
}

async fn a_reconnecting_client_gets_the_missed_events_or_a_snapshot(db: Db) {
    let server = TestServer::start(db).await;
    let created = server
        .create(json!({ "variant": "hex", "seat": "w" }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let black_token = server.claim(&created, "b").await;
    let (mut white, welcome) = Client::join(&server, &room, created["token"].as_str()).await;
    let (mut black, _) = Client::join(&server, &room, Some(&black_token)).await;
    let seen = welcome["v"].as_u64().unwrap();
    let mut moves: Vec<String> = Vec::new();
    for n in 0..4 {
        let mv = game(Variant::Hex, &moves).legal_moves()[0].clone();
        let player = if n % 2 == 0 { &mut white } else { &mut black };
        assert_eq!(player.play(n, &mv).await["t"], "ack");
        moves.push(mv);
    }
    drop(black);
    // Close behind: the welcome has no snapshot, and the missed events follow in order.
    let mut again = Client::connect(&server.ws_url(&room)).await;
    let welcome = again.hello(&room, Some(&black_token), Some(seen + 2)).await;
    assert!(welcome.get("snapshot").is_none(), "{welcome}");
    assert_eq!(welcome["v"].as_u64().unwrap(), seen + 4);
    for n in 2..4 {
        let ev = again.event().await;
        assert_eq!(
            (ev["v"].as_u64(), ev["mv"].as_str()),
            (Some(seen + n + 1), Some(moves[n as usize].as_str()))
        );
    }
    // Without `since` (or from another log), a snapshot.
    let mut fresh = Client::connect(&server.ws_url(&room)).await;
    let welcome = fresh.hello(&room, None, Some(seen + 99)).await;
    assert_eq!(welcome["snapshot"]["moves"], json!(moves));
}

async fn a_room_nobody_watches_is_unloaded_and_comes_back_from_its_log(db: Db) {
    let server = TestServer::start(db).await;
    // A waiting room, and a live one with moves.
    let waiting = server
        .create(json!({ "variant": "sanguo", "seat": "r" }))
        .await;
    let room = waiting["room"].as_str().unwrap();
    let (room2, mut white2, mut black2) = two_player_room(&server, "timur", Value::Null).await;
    let mut moves: Vec<String> = Vec::new();
    for n in 0..3 {
        let mv = game(Variant::Timur, &moves).legal_moves()[0].clone();
        let player = if n % 2 == 0 { &mut white2 } else { &mut black2 };
        assert_eq!(player.play(n, &mv).await["t"], "ack");
        moves.push(mv);
    }
    drop((white2, black2));
    // Idle unload is 500 ms in tests: the room is read back from the store.
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    let (_, welcome) = Client::join(&server, &room2, None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!(moves));
    assert_eq!(
        welcome["snapshot"]["position"],
        game(Variant::Timur, &moves).position().as_str()
    );
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(summary["status"], "waiting");
}

both_stores!(
    moves_are_checked_acknowledged_and_sent_to_players_and_watchers,
    a_resent_move_is_acknowledged_again_and_appends_nothing,
    illegal_out_of_turn_stale_and_future_moves_are_refused_with_a_snapshot,
    hostile_frames_are_answered_and_change_nothing,
    a_flood_is_rate_limited_then_closed,
    too_many_sockets_from_one_address_are_refused,
    the_api_refuses_bad_requests_precisely,
    a_waiting_room_expires,
    three_kingdoms_starts_with_three_seats_and_plays_a_takeover,
    a_reconnecting_client_gets_the_missed_events_or_a_snapshot,
    a_room_nobody_watches_is_unloaded_and_comes_back_from_its_log,
);
