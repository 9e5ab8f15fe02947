//! Takeback requests and rematch offers: each action and each refusal (a refusal stores
//! nothing), a move taken back with its clocks, a rematch made once however often it is
//! accepted, seats turned (two swap, three rotate), and offers lapsing when a player leaves.

use crate::common::{legal, two_player_room, Client, Db, TestServer};
use serde_json::{json, Value};
use tahta_engine::Variant;

/// Asserts that `reply` is a refusal with `code`, and that nothing was stored.
async fn refused(server: &TestServer, reply: &Value, code: &str, stored: usize) {
    assert_eq!(reply["t"], "err", "{reply}");
    assert_eq!(reply["code"], code, "{reply}");
    assert!(reply["snapshot"].is_object(), "{reply}");
    assert_eq!(server.stored_events().await.len(), stored, "{reply}");
}

fn takeback(op: &str) -> Value {
    json!({ "t": "takeback", "op": op })
}

fn rematch(op: &str) -> Value {
    json!({ "t": "rematch", "op": op })
}

/// The next event of `kind` whose `field` is `value` (earlier ones skipped).
async fn event_with(client: &mut Client, kind: &str, field: &str, value: &str) -> Value {
    loop {
        let ev = client.event_of(kind).await;
        if ev[field] == value {
            return ev;
        }
    }
}

/// Plays `count` first legal moves, alternating from `players[moves.len() % 2]`.
async fn play(players: [&mut Client; 2], moves: &mut Vec<String>, count: usize) {
    let [a, b] = players;
    for _ in 0..count {
        let n = moves.len();
        let mv = legal(Variant::Jungle, moves)[0].clone();
        let mover = if n.is_multiple_of(2) {
            &mut *a
        } else {
            &mut *b
        };
        assert_eq!(mover.play(n, &mv).await["t"], "ack", "ply {n}");
        moves.push(mv);
    }
}

async fn a_takeback_asked_and_accepted_takes_the_move_and_its_time_back(db: Db) {
    let server = TestServer::start(db).await;
    let clock = json!({ "base_s": 60, "inc_s": 5 });
    let created = server
        .create(json!({ "variant": "jungle", "seat": "r", "clock": clock, "takebacks": true }))
        .await;
    let room = created["room"].as_str().unwrap();
    let blue = server.claim(&created, "b").await;
    let (mut red, _) = Client::join(&server, room, created["token"].as_str()).await;
    let (mut blue, _) = Client::join(&server, room, Some(&blue)).await;
    let (mut watcher, _) = Client::join(&server, room, None).await;
    let mut moves = Vec::new();
    play([&mut red, &mut blue], &mut moves, 3).await;
    let before = blue.move_event(1).await["clocks"].clone();

    // Only the player who just moved may ask, and only for that move.
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &blue.act(takeback("ask")).await,
        "not_your_turn",
        stored,
    )
    .await;
    refused(
        &server,
        &watcher.act(takeback("ask")).await,
        "not_a_player",
        stored,
    )
    .await;
    refused(
        &server,
        &blue.act(takeback("accept")).await,
        "not_allowed",
        stored,
    )
    .await;
    refused(
        &server,
        &red.act(takeback("decline")).await,
        "not_allowed",
        stored,
    )
    .await;

    let asked = red.act(takeback("ask")).await;
    assert_eq!(asked["t"], "ack", "{asked}");
    // A resend is the same request.
    assert_eq!(red.act(takeback("ask")).await["v"], asked["v"]);
    let ev = blue.event_of("takeback").await;
    assert_eq!((&ev["seat"], &ev["op"]), (&json!("r"), &json!("ask")));
    refused(
        &server,
        &red.act(takeback("accept")).await,
        "not_allowed",
        stored + 1,
    )
    .await;

    assert_eq!(blue.act(takeback("accept")).await["t"], "ack");
    let ev = event_with(&mut watcher, "takeback", "op", "accept").await;
    assert_eq!(ev["to_move"], "r");
    assert_eq!(
        ev["clocks"], before,
        "the clocks as they were before the move"
    );
    let (_, welcome) = Client::join(&server, room, None).await;
    let snapshot = &welcome["snapshot"];
    assert_eq!(snapshot["moves"], json!(moves[..2]));
    assert_eq!(snapshot["running"], "r");
    assert!(snapshot.get("takeback").is_none(), "{snapshot}");

    // The move is played again (another one), and may be asked for once more; a second request
    // for the same move is refused, and the opponent's move ends a request.
    moves.pop();
    play([&mut red, &mut blue], &mut moves, 1).await;
    assert_eq!(red.act(takeback("ask")).await["t"], "ack");
    assert_eq!(blue.act(takeback("decline")).await["t"], "ack");
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(takeback("ask")).await,
        "not_allowed",
        stored,
    )
    .await;
    play([&mut red, &mut blue], &mut moves, 1).await;
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(takeback("ask")).await,
        "not_your_turn",
        stored,
    )
    .await;
    assert_eq!(blue.act(takeback("ask")).await["t"], "ack");
    play([&mut red, &mut blue], &mut moves, 1).await;
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(takeback("accept")).await,
        "not_allowed",
        stored,
    )
    .await;

    // The log replays the same way: a reload shows the same game.
    let kinds = server.stored_kinds().await;
    assert_eq!(kinds.iter().filter(|k| *k == "takeback").count(), 5);
    drop((red, blue, watcher));
    let mut server = server;
    server.restart().await;
    let (_, welcome) = Client::join(&server, room, None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!(moves));
}

async fn takebacks_are_refused_where_they_do_not_apply(db: Db) {
    let server = TestServer::start(db).await;
    // With a clock, takebacks are off unless asked for.
    let clock = json!({ "base_s": 60, "inc_s": 0 });
    let (_, mut red, mut blue) = two_player_room(&server, "jungle", clock).await;
    let mut moves = Vec::new();
    play([&mut red, &mut blue], &mut moves, 1).await;
    let stored = server.stored_events().await.len();
    let reply = red.act(takeback("ask")).await;
    refused(&server, &reply, "not_allowed", stored).await;
    assert_eq!(reply["snapshot"]["takebacks"], false);

    // Without a clock they are on; there must be a move.
    let (_, mut red, mut blue) = two_player_room(&server, "jungle", Value::Null).await;
    let stored = server.stored_events().await.len();
    let reply = red.act(takeback("ask")).await;
    refused(&server, &reply, "not_allowed", stored).await;
    assert_eq!(reply["snapshot"]["takebacks"], true);
    // A frame the server cannot read is refused before any room sees it (no snapshot).
    let reply = red.act(json!({ "t": "takeback", "op": "undo" })).await;
    assert_eq!(reply["code"], "bad_message", "{reply}");
    assert_eq!(server.stored_events().await.len(), stored);

    // Ten requests a game (here each agreed, and the move played again), then `rate_limited`.
    let mut moves = Vec::new();
    for _ in 0..10 {
        play([&mut red, &mut blue], &mut moves, 1).await;
        assert_eq!(red.act(takeback("ask")).await["t"], "ack");
        assert_eq!(blue.act(takeback("accept")).await["t"], "ack");
        moves.pop();
    }
    play([&mut red, &mut blue], &mut moves, 1).await;
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(takeback("ask")).await,
        "rate_limited",
        stored,
    )
    .await;

    // Over: `game_over`.
    assert_eq!(blue.act(json!({ "t": "resign" })).await["t"], "ack");
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(takeback("ask")).await,
        "game_over",
        stored,
    )
    .await;
}

async fn a_takeback_request_lapses_when_a_player_leaves(db: Db) {
    let server = TestServer::start(db).await;
    let (room, mut red, mut blue) = two_player_room(&server, "jungle", Value::Null).await;
    let mut moves = Vec::new();
    play([&mut red, &mut blue], &mut moves, 1).await;
    assert_eq!(red.act(takeback("ask")).await["t"], "ack");
    // Red's page closes (its `leave` frame): the request is withdrawn in the log.
    assert_eq!(red.act(json!({ "t": "leave" })).await["t"], "ack");
    let ev = event_with(&mut blue, "takeback", "op", "decline").await;
    assert_eq!(ev["seat"], "r");
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &blue.act(takeback("accept")).await,
        "not_allowed",
        stored,
    )
    .await;
    let (_, welcome) = Client::join(&server, &room, None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!(moves));
}

/// The room the next completed rematch moves `client` to.
async fn moved_to(client: &mut Client) -> String {
    loop {
        let ev = client.event_of("rematch").await;
        if let Some(room) = ev["room"].as_str() {
            return room.to_string();
        }
    }
}

/// The seat token's seat letter in `room` (none: a spectator).
async fn seat_of(server: &TestServer, room: &str, token: &str) -> Value {
    let (_, welcome) = Client::join(server, room, Some(token)).await;
    welcome["seat"].clone()
}

async fn a_rematch_swaps_sides_is_made_once_and_moves_everyone(db: Db) {
    let server = TestServer::start(db).await;
    let clock = json!({ "base_s": 120, "inc_s": 1 });
    let created = server
        .create(json!({ "variant": "jungle", "seat": "r", "clock": clock, "takebacks": true }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let red_token = created["token"].as_str().unwrap().to_string();
    let blue_token = server.claim(&created, "b").await;
    let (mut red, _) = Client::join(&server, &room, Some(&red_token)).await;
    let (mut blue, _) = Client::join(&server, &room, Some(&blue_token)).await;
    let (mut watcher, _) = Client::join(&server, &room, None).await;

    // Not before the game is over.
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(rematch("offer")).await,
        "not_allowed",
        stored,
    )
    .await;
    assert_eq!(blue.act(json!({ "t": "resign" })).await["t"], "ack");
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &watcher.act(rematch("offer")).await,
        "not_a_player",
        stored,
    )
    .await;
    refused(
        &server,
        &blue.act(rematch("accept")).await,
        "not_allowed",
        stored,
    )
    .await;
    refused(
        &server,
        &blue.act(rematch("decline")).await,
        "not_allowed",
        stored,
    )
    .await;

    // Offered, declined, offered again, accepted.
    assert_eq!(red.act(rematch("offer")).await["t"], "ack");
    let ev = blue.event_of("rematch").await;
    assert_eq!((&ev["seat"], &ev["op"]), (&json!("r"), &json!("offer")));
    assert_eq!(blue.act(rematch("decline")).await["t"], "ack");
    assert_eq!(red.act(rematch("offer")).await["t"], "ack");
    let accepted = blue.act(rematch("accept")).await;
    assert_eq!(accepted["t"], "ack", "{accepted}");
    let mut rooms = Vec::new();
    for client in [&mut red, &mut blue, &mut watcher] {
        rooms.push(moved_to(client).await);
    }
    let new = rooms[0].clone();
    assert!(rooms.iter().all(|r| *r == new), "{rooms:?}");
    assert_ne!(new, room);

    // Accepted again (a resend, or both at once): the same event, no second room.
    let again = red.act(rematch("accept")).await;
    assert_eq!(again["v"], accepted["v"], "{again}");
    assert_eq!(blue.act(rematch("offer")).await["v"], accepted["v"]);
    let starts = server
        .stored_kinds()
        .await
        .iter()
        .filter(|k| *k == "start")
        .count();
    assert_eq!(starts, 2, "one game, one rematch");
    let (_, old) = Client::join(&server, &room, None).await;
    assert_eq!(old["snapshot"]["rematch_room"], new.as_str());

    // Same game, clock and options; each device's token holds the other side now.
    let (_, summary) = server.get(&format!("/api/rooms/{new}")).await;
    assert_eq!(summary["status"], "live");
    assert_eq!(summary["clock"], clock);
    assert_eq!(seat_of(&server, &new, &red_token).await, "b");
    assert_eq!(seat_of(&server, &new, &blue_token).await, "r");
    let (mut blue2, welcome) = Client::join(&server, &new, Some(&blue_token)).await;
    assert_eq!(welcome["snapshot"]["takebacks"], true);
    let (mut red2, _) = Client::join(&server, &new, Some(&red_token)).await;

    // A rematch of the rematch swaps back.
    assert_eq!(blue2.act(json!({ "t": "abort" })).await["t"], "ack");
    assert_eq!(red2.act(rematch("offer")).await["t"], "ack");
    assert_eq!(blue2.act(rematch("offer")).await["t"], "ack");
    let third = moved_to(&mut red2).await;
    assert_eq!(seat_of(&server, &third, &red_token).await, "r");
    assert_eq!(seat_of(&server, &third, &blue_token).await, "b");
}

async fn a_rematch_offer_lapses_when_a_player_leaves_and_offers_are_bounded(db: Db) {
    let server = TestServer::start(db).await;
    let created = server
        .create(json!({ "variant": "jungle", "seat": "r", "clock": null }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let blue_token = server.claim(&created, "b").await;
    let (mut red, _) = Client::join(&server, &room, created["token"].as_str()).await;
    let (blue, _) = Client::join(&server, &room, Some(&blue_token)).await;
    assert_eq!(red.act(json!({ "t": "resign" })).await["t"], "ack");
    assert_eq!(red.act(rematch("offer")).await["t"], "ack");
    // Blue closes the page: the offer lapses, logged as blue's refusal.
    drop(blue);
    let ev = event_with(&mut red, "rematch", "op", "decline").await;
    assert_eq!((&ev["seat"], &ev["op"]), (&json!("b"), &json!("decline")));
    // Blue is back; red has offered twice more, and a fourth offer is refused.
    let (mut blue, _) = Client::join(&server, &room, Some(&blue_token)).await;
    for _ in 0..2 {
        assert_eq!(red.act(rematch("offer")).await["t"], "ack");
        assert_eq!(blue.act(rematch("decline")).await["t"], "ack");
    }
    let stored = server.stored_events().await.len();
    refused(
        &server,
        &red.act(rematch("offer")).await,
        "not_allowed",
        stored,
    )
    .await;
    // Blue may still offer, and a `leave` frame lapses it too.
    assert_eq!(blue.act(rematch("offer")).await["t"], "ack");
    assert_eq!(red.act(json!({ "t": "leave" })).await["t"], "ack");
    let (_, welcome) = Client::join(&server, &room, None).await;
    assert!(welcome["snapshot"].get("rematch").is_none(), "{welcome}");
}

async fn three_kingdoms_rotate_in_a_rematch(db: Db) {
    let server = TestServer::start(db).await;
    let created = server
        .create(json!({ "variant": "sanguo", "seat": "r", "clock": null }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        server.claim(&created, "g").await,
        server.claim(&created, "b").await,
    ];
    let mut clients = Vec::new();
    for token in &tokens {
        clients.push(Client::join(&server, &room, Some(token)).await.0);
    }
    assert_eq!(clients[0].act(json!({ "t": "abort" })).await["t"], "ack");
    assert_eq!(clients[1].act(rematch("offer")).await["t"], "ack");
    assert_eq!(clients[2].act(rematch("accept")).await["t"], "ack");
    let stored = server.stored_events().await.len();
    assert!(
        server
            .stored_kinds()
            .await
            .iter()
            .filter(|k| *k == "start")
            .count()
            == 1
    );
    assert_eq!(clients[0].act(rematch("accept")).await["t"], "ack");
    assert!(server.stored_events().await.len() > stored);
    let new = moved_to(&mut clients[2]).await;
    for (token, seat) in tokens.iter().zip(["g", "b", "r"]) {
        assert_eq!(seat_of(&server, &new, token).await, seat);
    }
}

both_stores!(
    a_takeback_asked_and_accepted_takes_the_move_and_its_time_back,
    takebacks_are_refused_where_they_do_not_apply,
    a_takeback_request_lapses_when_a_player_leaves,
    a_rematch_swaps_sides_is_made_once_and_moves_everyone,
    a_rematch_offer_lapses_when_a_player_leaves_and_offers_are_bounded,
    three_kingdoms_rotate_in_a_rematch,
);
