//! Games by days: each move gives the next player the whole N days again; no first-move or
//! gone countdowns; the flag comes while nobody is connected (the room not even loaded) and
//! after a restart, exactly once; in Three Kingdoms a kingdom defeated on the board has no
//! clock any more, and the game goes on between the other two. A day lasts a second or two here (`Timing::day`, which
//! `TAHTA_TEST_DAY_MS` sets for the binary).

use crate::common::{legal, quick_timing, two_player_room, Client, Db, TestServer};
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tahta_engine::Variant;
use tahta_server::limits::Limits;

async fn server_with_day(db: Db, day_ms: u64) -> TestServer {
    let timing = tahta_server::Timing {
        day: Duration::from_millis(day_ms),
        ..quick_timing()
    };
    TestServer::start_with(db, timing, Limits::default()).await
}

/// The stored `end` events' bodies.
async fn stored_ends(server: &TestServer) -> Vec<Value> {
    server
        .stored_events()
        .await
        .into_iter()
        .filter(|e| e.1 == "end")
        .map(|e| serde_json::from_str(&e.3).unwrap())
        .collect()
}

/// Waits (at most `wait`) until some `end` is stored.
async fn until_ended(server: &TestServer, wait: Duration) -> Vec<Value> {
    let deadline = Instant::now() + wait;
    loop {
        let ends = stored_ends(server).await;
        if !ends.is_empty() || Instant::now() > deadline {
            return ends;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits (at most 3 s) until the server holds no room loaded.
async fn until_unloaded(server: &TestServer) {
    let deadline = Instant::now() + Duration::from_secs(3);
    loop {
        let text = reqwest::get(format!("{}/metrics", server.url))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        if text.lines().any(|l| l == "tahta_rooms_loaded 0") {
            return;
        }
        assert!(Instant::now() < deadline, "a room stays loaded:\n{text}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn each_move_gives_the_whole_time_and_nobody_counts_as_gone(db: Db) {
    let server = server_with_day(db, 60_000).await;
    for (clock, code) in [
        (json!({ "days": 4 }), "bad_clock"),
        (json!({ "days": 0 }), "bad_clock"),
        (json!({ "days": 1, "base_s": 60 }), "bad_message"),
        (json!({ "days": 1, "lag": 1 }), "bad_message"),
    ] {
        let (status, answer) = server
            .post(
                "/api/rooms",
                json!({ "variant": "hex", "seat": "w", "clock": clock }),
            )
            .await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (400, Some(code)),
            "{clock}: {answer}"
        );
    }
    let (room, mut white, black) = two_player_room(&server, "hex", json!({ "days": 1 })).await;
    let (_, welcome) = Client::join(&server, &room, None).await;
    let snapshot = &welcome["snapshot"];
    assert_eq!(snapshot["clock"], json!({ "days": 1 }), "{snapshot}");
    assert_eq!(
        snapshot["running"], "w",
        "the clock runs from the start: {snapshot}"
    );
    assert!(snapshot.get("first_move_in_ms").is_none(), "{snapshot}");
    let left = snapshot["clocks"][0].as_i64().unwrap();
    assert!((59_000..=60_000).contains(&left), "{snapshot}");

    tokio::time::sleep(Duration::from_millis(300)).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    let ev = white.move_event(0).await;
    assert_eq!(
        ev["clocks"][0], 60_000,
        "the mover gets the whole day again: {ev}"
    );
    assert_eq!(ev["running"], "b");
    assert!(ev.get("first_move_in_ms").is_none(), "{ev}");

    // Black goes away: no countdown, and no claim once the usual one would have run out.
    drop(black);
    let presence = white.presence_until(1, false).await;
    assert!(
        presence["seats"][1].get("gone_in_ms").is_none(),
        "{presence}"
    );
    tokio::time::sleep(Duration::from_millis(900)).await;
    let claim = white.act(json!({ "t": "claim", "what": "win" })).await;
    assert_eq!(claim["code"], "not_allowed", "{claim}");
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(summary["clock"], json!({ "days": 1 }));
    assert_eq!(summary["to_move"], "b");
}

async fn the_flag_comes_with_nobody_connected_exactly_once(db: Db) {
    let server = server_with_day(db, 2_000).await;
    let (room, mut white, black) = two_player_room(&server, "hex", json!({ "days": 1 })).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    drop((white, black));
    // Nothing keeps a game by days loaded: the sweeper loads it when black's day is over.
    until_unloaded(&server).await;
    assert!(stored_ends(&server).await.is_empty(), "flagged too early");
    let ends = until_ended(&server, Duration::from_secs(5)).await;
    assert_eq!(ends.len(), 1, "{ends:?}");
    assert_eq!(ends[0]["ending"], "time:b");
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(stored_ends(&server).await.len(), 1, "flagged once");
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(summary["result"]["text"], "white wins: time");
}

async fn time_runs_while_the_server_is_down_and_the_flag_comes_after_the_restart(db: Db) {
    let mut server = server_with_day(db, 1_500).await;
    let (room, mut white, black) = two_player_room(&server, "hex", json!({ "days": 1 })).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    drop((white, black));
    server.stop().await;
    // Black's day runs out while no server runs at all.
    tokio::time::sleep(Duration::from_millis(2_000)).await;
    assert!(stored_ends(&server).await.is_empty());
    server.restart().await;
    let ends = until_ended(&server, Duration::from_secs(3)).await;
    assert_eq!(ends.len(), 1, "{ends:?}");
    assert_eq!(ends[0]["ending"], "time:b");
    assert_eq!(ends[0]["clocks"], json!([1_500, 0]), "{}", ends[0]);
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(summary["result"]["text"], "white wins: time");
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(stored_ends(&server).await.len(), 1, "flagged once");
}

async fn three_kingdoms_a_defeated_kingdoms_time_changes_nothing(db: Db) {
    const DAY_MS: u64 = 1_500;
    let server = server_with_day(db, DAY_MS).await;
    // Shu's chariot can take Wu's general at once; Wei is far away.
    let position = "9/9/9/9/3rK5|9/9/4rR4/9/4gK4|9/9/9/9/4bK4 r rgb 0 1";
    let created = server
        .create(json!({ "variant": "sanguo", "seat": "r", "position": position, "clock": { "days": 1 } }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    server.claim(&created, "g").await;
    let blue_token = server.claim(&created, "b").await;
    let (mut red, _) = Client::join(&server, &room, created["token"].as_str()).await;
    let (mut blue, _) = Client::join(&server, &room, Some(&blue_token)).await;
    let mut game = Variant::Sanguo.new_session(Some(position)).unwrap();
    game.play("ge3-ge1").unwrap();
    assert_eq!(red.play(0, "ge3-ge1").await["t"], "ack");
    assert_eq!(
        red.move_event(0).await["running"],
        "b",
        "Wu is out: Wei's clock runs"
    );
    // Shu and Wei play on, each within its day, for longer than two of Wu's days.
    let defeated = Instant::now();
    let mut n = 1;
    while defeated.elapsed() < Duration::from_millis(2 * DAY_MS) {
        tokio::time::sleep(Duration::from_millis(DAY_MS / 3)).await;
        let mv = game
            .legal_moves()
            .into_iter()
            .find(|mv| {
                game.play(mv).unwrap();
                let goes_on = game.result().is_none();
                game.undo();
                goes_on
            })
            .expect("a move that does not end the game");
        game.play(&mv).unwrap();
        let mover = if n % 2 == 1 { &mut blue } else { &mut red };
        assert_eq!(mover.play(n, &mv).await["t"], "ack");
        let ev = red.move_event(n as u64).await;
        assert_ne!(ev["running"], "g", "Wu's clock never runs again: {ev}");
        n += 1;
    }
    assert!(
        stored_ends(&server).await.is_empty(),
        "Wu's time ended nothing"
    );
    let (_, welcome) = Client::join(&server, &room, None).await;
    let snapshot = &welcome["snapshot"];
    assert_eq!(snapshot["status"], "live", "{snapshot}");
    assert_eq!(snapshot["seats"][1]["out"], true, "{snapshot}");
    // Nobody moves: the kingdom to move runs out of time and the one left in play wins alone.
    let to_move = if n % 2 == 1 { "b" } else { "r" };
    let (winner, name) = if to_move == "b" {
        ("r", "red")
    } else {
        ("b", "blue")
    };
    let ends = until_ended(&server, Duration::from_secs(4)).await;
    assert_eq!(ends.len(), 1, "{ends:?}");
    assert_eq!(ends[0]["ending"], format!("time:{to_move}"));
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(summary["result"]["winners"], json!([winner]), "{summary}");
    assert_eq!(summary["result"]["text"], format!("{name} wins: time"));
}

both_stores!(
    each_move_gives_the_whole_time_and_nobody_counts_as_gone,
    three_kingdoms_a_defeated_kingdoms_time_changes_nothing,
    the_flag_comes_with_nobody_connected_exactly_once,
    time_runs_while_the_server_is_down_and_the_flag_comes_after_the_restart,
);
