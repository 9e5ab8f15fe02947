//! Clocks, draw offers, aborts and gone players: the server's timers decide, never a client.

use crate::common::{legal, quick_timing, two_player_room, Client, Db, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_engine::Variant;
use tahta_server::limits::Limits;

/// Plays the first legal move for each side in turn: (white's, black's).
async fn first_round(white: &mut Client, black: &mut Client) -> (String, String) {
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    let b = legal(Variant::Hex, &[&w])[0].clone();
    assert_eq!(black.play(1, &b).await["t"], "ack");
    (w, b)
}

async fn clocks_start_after_everyone_has_moved_and_the_server_flags(db: Db) {
    let server = TestServer::start(db).await;
    let clock = json!({ "base_s": 1, "inc_s": 0 });
    let (_, mut white, mut black) = two_player_room(&server, "hex", clock).await;
    // The first round is free: nobody's clock runs.
    tokio::time::sleep(Duration::from_millis(1_300)).await;
    first_round(&mut white, &mut black).await;
    let ev = white.move_event(1).await;
    assert_eq!(ev["clocks"], json!([1000, 1000]), "{ev}");
    assert_eq!(ev["running"], "w");
    // White does not move: the server flags white within the second and the grace.
    let started = std::time::Instant::now();
    let end = black.event_of("end").await;
    let waited = started.elapsed();
    assert!(
        waited < Duration::from_millis(2_000),
        "flagged after {waited:?}"
    );
    assert_eq!(end["ending"], "time:w");
    assert_eq!(end["result"]["text"], "black wins: time");
    assert_eq!(end["result"]["rule"], "time");
    assert_eq!(end["clocks"][0], 0);
    assert_eq!(
        white.event_of("end").await["result"]["text"],
        "black wins: time"
    );
    let late = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(2, &late).await["code"], "game_over");
    let kinds = server.stored_kinds().await;
    assert_eq!(kinds.last().unwrap(), "end");
}

async fn the_increment_is_added_and_time_is_charged_to_the_mover_only(db: Db) {
    let server = TestServer::start(db).await;
    let clock = json!({ "base_s": 60, "inc_s": 2 });
    let (_, mut white, mut black) = two_player_room(&server, "hex", clock).await;
    let (w, b) = first_round(&mut white, &mut black).await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let w2 = legal(Variant::Hex, &[&w, &b])[0].clone();
    assert_eq!(white.play(2, &w2).await["t"], "ack");
    let ev = black.move_event(2).await;
    let clocks = ev["clocks"].as_array().unwrap();
    let white_left = clocks[0].as_i64().unwrap();
    // 60 s, less the 0.4 s or more white thought (the lag allowance gives back at most the
    // measured round trip), plus 2 s.
    assert!((60_000..=61_700).contains(&white_left), "{ev}");
    assert_eq!(clocks[1], 60_000);
    assert_eq!(ev["running"], "b");
}

async fn a_first_move_not_made_in_time_aborts_the_game(db: Db) {
    let timing = tahta_server::Timing {
        first_move_limit: Some(Duration::from_millis(400)),
        ..quick_timing()
    };
    let server = TestServer::start_with(db, timing, Limits::default()).await;
    let clock = json!({ "base_s": 180, "inc_s": 2 });
    let (_, mut white, _black) = two_player_room(&server, "jungle", clock).await;
    let end = white.event_of("end").await;
    assert_eq!(end["ending"], "abort");
    assert_eq!(end["status"], "aborted");
    assert_eq!(end["result"]["text"], "aborted");
    assert_eq!(end["result"]["winners"], json!([]));
}

async fn abort_before_everyone_has_moved_and_not_after(db: Db) {
    let server = TestServer::start(db).await;
    let (_, mut white, mut black) = two_player_room(&server, "hex", Value::Null).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    assert_eq!(black.act(json!({ "t": "abort" })).await["t"], "ack");
    assert_eq!(white.event_of("end").await["status"], "aborted");

    let (_, mut white, mut black) = two_player_room(&server, "hex", Value::Null).await;
    first_round(&mut white, &mut black).await;
    let err = white.act(json!({ "t": "abort" })).await;
    assert_eq!(err["code"], "not_allowed", "{err}");

    // A waiting room called off by its creator: its invite no longer opens a seat.
    let created = server
        .create(json!({ "variant": "timur", "seat": "w" }))
        .await;
    let room = created["room"].as_str().unwrap();
    let (mut creator, _) = Client::join(&server, room, created["token"].as_str()).await;
    assert_eq!(creator.act(json!({ "t": "abort" })).await["t"], "ack");
    let (status, answer) = server
        .post(
            &format!("/api/rooms/{room}/claim"),
            json!({ "invite": created["invites"]["b"] }),
        )
        .await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (410, Some("expired")),
        "{answer}"
    );
    let (_, summary) = server.get(&format!("/api/rooms/{room}")).await;
    assert_eq!(summary["status"], "aborted");
}

async fn draw_offers_are_accepted_declined_and_lapse_with_a_move(db: Db) {
    let server = TestServer::start(db).await;
    let (_, mut white, mut black) = two_player_room(&server, "timur", Value::Null).await;
    let err = black.act(json!({ "t": "draw", "op": "accept" })).await;
    assert_eq!(err["code"], "not_allowed", "nothing to accept");
    assert_eq!(
        white.act(json!({ "t": "draw", "op": "offer" })).await["t"],
        "ack"
    );
    let offer = black.event_of("draw").await;
    assert_eq!(
        (offer["op"].as_str(), offer["seat"].as_str()),
        (Some("offer"), Some("w"))
    );
    assert_eq!(
        black.act(json!({ "t": "draw", "op": "decline" })).await["t"],
        "ack"
    );
    assert_eq!(
        white.event_of("draw").await["op"],
        "offer",
        "white's own offer"
    );
    assert_eq!(white.event_of("draw").await["op"], "decline");

    // An offer lapses when the other side moves instead of answering.
    assert_eq!(
        white.act(json!({ "t": "draw", "op": "offer" })).await["t"],
        "ack"
    );
    let w = legal::<&str>(Variant::Timur, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    let b = legal(Variant::Timur, &[&w])[0].clone();
    let ack = black.play(1, &b).await;
    assert_eq!(ack["t"], "ack");
    let err = black.act(json!({ "t": "draw", "op": "accept" })).await;
    assert_eq!(err["code"], "not_allowed");
    assert_eq!(err["snapshot"]["draw_offer"], Value::Null);

    // An offer met by an offer is a draw.
    assert_eq!(
        black.act(json!({ "t": "draw", "op": "offer" })).await["t"],
        "ack"
    );
    assert_eq!(
        white.act(json!({ "t": "draw", "op": "offer" })).await["t"],
        "ack"
    );
    let end = black.event_of("end").await;
    assert_eq!(end["result"]["text"], "draw: agreement");
}

async fn a_gone_player_can_be_claimed_against_once_the_countdown_runs_out(db: Db) {
    let server = TestServer::start(db).await;
    let (_, mut white, black) = two_player_room(&server, "hex", Value::Null).await;
    drop(black);
    white.presence_until(1, true).await;
    let presence = white.presence_until(1, false).await;
    let black_seat = &presence["seats"][1];
    assert_eq!(black_seat["online"], false, "{presence}");
    assert!(
        black_seat["gone_in_ms"]
            .as_u64()
            .is_some_and(|ms| ms <= 600),
        "{presence}"
    );
    let early = white.act(json!({ "t": "claim", "what": "win" })).await;
    assert_eq!(early["code"], "not_allowed", "{early}");
    tokio::time::sleep(Duration::from_millis(700)).await;
    let ack = white.act(json!({ "t": "claim", "what": "win" })).await;
    assert_eq!(ack["t"], "ack", "{ack}");
    let end = white.event_of("end").await;
    assert_eq!(end["result"]["text"], "white wins: left");
}

async fn a_return_before_the_claim_cancels_it_and_a_draw_can_be_claimed(db: Db) {
    let server = TestServer::start(db).await;
    let created = server
        .create(json!({ "variant": "jungle", "seat": "r" }))
        .await;
    let room = created["room"].as_str().unwrap();
    let blue_token = server.claim(&created, "b").await;
    let (mut red, _) = Client::join(&server, room, created["token"].as_str()).await;
    let (mut blue, _) = Client::join(&server, room, Some(&blue_token)).await;
    // Blue says it is leaving (page closed): the short countdown applies.
    assert_eq!(blue.act(json!({ "t": "leave" })).await["t"], "ack");
    drop(blue);
    tokio::time::sleep(Duration::from_millis(400)).await;
    let (_blue_again, _) = Client::join(&server, room, Some(&blue_token)).await;
    let err = red.act(json!({ "t": "claim", "what": "draw" })).await;
    assert_eq!(err["code"], "not_allowed", "blue came back: {err}");
    drop(_blue_again);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        red.act(json!({ "t": "claim", "what": "draw" })).await["t"],
        "ack"
    );
    assert_eq!(red.event_of("end").await["result"]["text"], "draw: left");
}

async fn a_kingdom_that_runs_out_of_time_loses_and_the_others_share_the_win(db: Db) {
    let server = TestServer::start(db).await;
    let created = server
        .create(json!({ "variant": "sanguo", "seat": "r", "clock": { "base_s": 1, "inc_s": 0 } }))
        .await;
    let room = created["room"].as_str().unwrap();
    let green = server.claim(&created, "g").await;
    let blue = server.claim(&created, "b").await;
    let (mut r, _) = Client::join(&server, room, created["token"].as_str()).await;
    let (mut g, _) = Client::join(&server, room, Some(&green)).await;
    let (mut b, _) = Client::join(&server, room, Some(&blue)).await;
    let mut played: Vec<String> = Vec::new();
    for (n, client) in [&mut r, &mut g, &mut b].into_iter().enumerate() {
        let refs: Vec<&str> = played.iter().map(String::as_str).collect();
        let mv = legal(Variant::Sanguo, &refs)[0].clone();
        assert_eq!(client.play(n, &mv).await["t"], "ack");
        played.push(mv);
    }
    // Every kingdom has moved: Shu's clock runs, and Shu does not move.
    let end = g.event_of("end").await;
    assert_eq!(end["ending"], "time:r");
    assert_eq!(end["result"]["text"], "green and blue win: time");
    assert_eq!(end["result"]["winners"], json!(["g", "b"]));
}

/// Offering and declining a draw over and over filled the log and pestered the opponent:
/// each player may offer three times a game, and the fourth offer is refused precisely.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_offers_are_limited_per_player_per_game() {
    let server = TestServer::start(Db::Sqlite).await;
    let (_, mut white, mut black) = two_player_room(&server, "hex", Value::Null).await;
    first_round(&mut white, &mut black).await;
    for _ in 0..3 {
        assert_eq!(
            white.act(json!({ "t": "draw", "op": "offer" })).await["t"],
            "ack"
        );
        assert_eq!(
            black.act(json!({ "t": "draw", "op": "decline" })).await["t"],
            "ack"
        );
    }
    let refused = white.act(json!({ "t": "draw", "op": "offer" })).await;
    assert_eq!(refused["code"], "not_allowed", "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.contains("3 times a game")),
        "{refused}"
    );
    let draws = |kinds: Vec<String>| kinds.iter().filter(|k| *k == "draw").count();
    assert_eq!(draws(server.stored_kinds().await), 6);
    // The other player's offers are their own; white may still accept one.
    assert_eq!(
        black.act(json!({ "t": "draw", "op": "offer" })).await["t"],
        "ack"
    );
    assert_eq!(
        white.act(json!({ "t": "draw", "op": "accept" })).await["t"],
        "ack"
    );
    assert_eq!(black.event_of("end").await["result"]["rule"], "agreement");
}

/// Reads (and drops) what comes for `how_long`, answering the server's pings as a browser
/// does.
async fn think(client: &mut Client, how_long: Duration) {
    let until = tokio::time::Instant::now() + how_long;
    while tokio::time::Instant::now() < until {
        client.try_recv(until - tokio::time::Instant::now()).await;
    }
}

/// Remaining ms per seat after the move played as ply `n`.
async fn clocks_after(client: &mut Client, n: u64) -> Vec<i64> {
    serde_json::from_value(client.move_event(n).await["clocks"].clone()).unwrap()
}

/// The round trip that lag compensation forgives is measured from the server's own pings:
/// pongs that answer none (an unprompted one with eight zero bytes used to make the round trip
/// as long as the connection was old) buy a cheating client nothing over an honest one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn made_up_pongs_buy_no_time() {
    use tokio_tungstenite::tungstenite::Message;
    let server = TestServer::start(Db::Sqlite).await;
    let clock = json!({ "base_s": 60, "inc_s": 0 });
    let (_, mut white, mut black) = two_player_room(&server, "hex", clock).await;
    let (w, b) = first_round(&mut white, &mut black).await;
    let pace = Duration::from_millis(1_500);

    // White cheats: thinks, then claims lag with pongs no ping asked for.
    think(&mut white, pace).await;
    for payload in [
        0u64.to_le_bytes().to_vec(),
        u64::MAX.to_le_bytes().to_vec(),
        vec![],
    ] {
        white.send_raw(Message::Pong(payload.into())).await.unwrap();
    }
    let w2 = legal(Variant::Hex, &[&w, &b])[0].clone();
    assert_eq!(white.play(2, &w2).await["t"], "ack");
    let white_charged = 60_000 - clocks_after(&mut black, 2).await[0];

    // Black plays honestly at the same pace.
    think(&mut black, pace).await;
    let b2 = legal(Variant::Hex, &[&w, &b, &w2])[0].clone();
    assert_eq!(black.play(3, &b2).await["t"], "ack");
    let black_charged = 60_000 - clocks_after(&mut white, 3).await[1];

    // Each was charged its thinking time less its real round trip (well under 100 ms here);
    // before, the cheater got its whole lag quota (440 ms in a 60+0 game) back.
    let think_ms = pace.as_millis() as i64;
    assert!(
        white_charged >= think_ms - 100,
        "the cheater was charged {white_charged} ms for {think_ms} ms (honest: {black_charged})"
    );
    assert!(
        white_charged >= black_charged - 100,
        "the cheater was charged {white_charged} ms, the honest player {black_charged} ms"
    );
}

both_stores!(
    clocks_start_after_everyone_has_moved_and_the_server_flags,
    the_increment_is_added_and_time_is_charged_to_the_mover_only,
    a_first_move_not_made_in_time_aborts_the_game,
    abort_before_everyone_has_moved_and_not_after,
    draw_offers_are_accepted_declined_and_lapse_with_a_move,
    a_gone_player_can_be_claimed_against_once_the_countdown_runs_out,
    a_return_before_the_claim_cancels_it_and_a_draw_can_be_claimed,
    a_kingdom_that_runs_out_of_time_loses_and_the_others_share_the_win,
);
