//! Web Push against a push service of the test's own (`common::push_service`), which decrypts
//! every payload and checks every VAPID signature: a move while the opponent is away makes one
//! push and none while they are connected; a draw offer, the end (its rule and winners) and a
//! rematch offer are pushed to the seat away and to nobody connected; a game by days notifies across a restart, and of a
//! flag that came while the server was down; a 410 removes the subscription; endpoints into
//! the server's own network are refused and never contacted; tokens, bodies and the rate are
//! checked.

use crate::common::push_service::Received;
use crate::common::push_service::{check_vapid, PushService, Subscriber};
use crate::common::{legal, quick_timing, test_push, Client, Db, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_engine::Variant;
use tahta_server::limits::Limits;
use tahta_server::PushSettings;

async fn put(server: &TestServer, room: &str, body: Value) -> (u16, Value) {
    request(server, reqwest::Method::PUT, room, body).await
}

async fn request(
    server: &TestServer,
    method: reqwest::Method,
    room: &str,
    body: Value,
) -> (u16, Value) {
    let r = reqwest::Client::new()
        .request(method, format!("{}/api/rooms/{room}/push", server.url))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn subscribe(server: &TestServer, room: &str, token: &str, sub: &Subscriber) {
    let body = json!({ "token": token, "subscription": sub.json(), "lang": "tr" });
    let (status, answer) = put(server, room, body).await;
    assert_eq!(status, 204, "{answer}");
}

/// The pushes of subscription `id` with their decrypted payloads, waiting (at most 5 s) for
/// `count` that are not `joined`: whether a seat that subscribed just after the last seat was
/// taken hears of it depends on whether its subscription was stored before the send.
async fn pushes(
    service: &PushService,
    sub: &Subscriber,
    id: &str,
    count: usize,
) -> Vec<(Received, Value)> {
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    loop {
        let got: Vec<(Received, Value)> = service
            .received_by(id)
            .into_iter()
            .map(|r| {
                let payload = sub.decrypt(&r.body);
                (r, payload)
            })
            .filter(|(_, p)| p["t"] != "joined")
            .collect();
        if got.len() >= count || std::time::Instant::now() > deadline {
            return got;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn server_key(server: &TestServer) -> String {
    let (status, answer) = server.get("/api/push/key").await;
    assert_eq!(status, 200, "{answer}");
    answer["key"].as_str().unwrap().to_string()
}

/// A two-player hex room with both seats' tokens and clients: (room, tokens, white, black).
pub(crate) async fn room_with_tokens(server: &TestServer, clock: Value) -> (String, [String; 2]) {
    let created = server
        .create(json!({ "variant": "hex", "seat": "w", "clock": clock }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let black = server.claim(&created, "b").await;
    (
        room,
        [created["token"].as_str().unwrap().to_string(), black],
    )
}

async fn your_move_while_away_and_none_while_connected(db: Db) {
    let service = PushService::start().await;
    let server = TestServer::start(db).await;
    let key = server_key(&server).await;
    let (room, tokens) = room_with_tokens(&server, Value::Null).await;
    let (white_sub, black_sub) = (service.subscriber("white"), service.subscriber("black"));
    subscribe(&server, &room, &tokens[0], &white_sub).await;
    subscribe(&server, &room, &tokens[1], &black_sub).await;
    let (mut white, _) = Client::join(&server, &room, Some(&tokens[0])).await;
    let (mut black, _) = Client::join(&server, &room, Some(&tokens[1])).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    // White leaves; black, connected all along, moves.
    drop(white);
    black.presence_until(0, false).await;
    let b = legal(Variant::Hex, std::slice::from_ref(&w))[0].clone();
    assert_eq!(black.play(1, &b).await["t"], "ack");
    let got = pushes(&service, &white_sub, "white", 1).await;
    assert_eq!(got.len(), 1);
    let (push, payload) = &got[0];
    check_vapid(&push.headers, &key, &service.origin);
    assert_eq!(push.headers["content-encoding"], "aes128gcm");
    assert_eq!(push.headers["urgency"], "high");
    let ttl: u64 = push.headers["ttl"].to_str().unwrap().parse().unwrap();
    assert!(ttl > 0);
    assert_eq!(
        *payload,
        json!({ "t": "your_move", "room": room, "variant": "hex", "seat": "w", "n": 1, "mv": b, "lang": "tr" })
    );
    let text = String::from_utf8_lossy(&push.body).to_string() + &payload.to_string();
    for secret in &tokens {
        assert!(!text.contains(secret.as_str()), "no token in a push");
    }
    // Black was connected when white moved: nothing for black.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(pushes(&service, &black_sub, "black", 0).await.is_empty());
    assert_eq!(
        pushes(&service, &white_sub, "white", 0).await.len(),
        1,
        "one push for one move"
    );
}

async fn offers_and_the_end_are_pushed_to_the_seat_away(db: Db) {
    let service = PushService::start().await;
    let server = TestServer::start(db).await;
    let (room, tokens) = room_with_tokens(&server, Value::Null).await;
    let (white_sub, black_sub) = (service.subscriber("white"), service.subscriber("black"));
    subscribe(&server, &room, &tokens[0], &white_sub).await;
    subscribe(&server, &room, &tokens[1], &black_sub).await;
    let (mut white, _) = Client::join(&server, &room, Some(&tokens[0])).await;
    let (black, _) = Client::join(&server, &room, Some(&tokens[1])).await;
    drop(black);
    white.presence_until(1, false).await;
    // Each step waits for its push: a newer notice replaces one not yet sent to the same seat.
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    assert_eq!(pushes(&service, &black_sub, "black", 1).await.len(), 1);
    let draw = json!({ "t": "draw", "op": "offer" });
    assert_eq!(white.act(draw).await["t"], "ack");
    let got = pushes(&service, &black_sub, "black", 2).await;
    assert_eq!(got.len(), 2, "the draw offer is pushed");
    assert_eq!(
        got[1].1,
        json!({ "t": "offer", "offer": "draw", "room": room, "variant": "hex", "seat": "b", "lang": "tr" })
    );
    assert_eq!(got[1].0.headers["urgency"], "high");
    assert_eq!(white.act(json!({ "t": "resign" })).await["t"], "ack");
    let got = pushes(&service, &black_sub, "black", 3).await;
    assert_eq!(got.len(), 3, "the end is pushed");
    assert_eq!(
        got[2].1,
        json!({
            "t": "ended", "room": room, "variant": "hex", "seat": "b", "lang": "tr",
            "result": "black wins: resignation", "rule": "resignation", "winners": ["b"],
        })
    );
    let rematch = json!({ "t": "rematch", "op": "offer" });
    assert_eq!(white.act(rematch).await["t"], "ack");
    let got = pushes(&service, &black_sub, "black", 4).await;
    assert_eq!(got.len(), 4, "the rematch offer is pushed");
    assert_eq!(
        got[3].1,
        json!({ "t": "offer", "offer": "rematch", "room": room, "variant": "hex", "seat": "b", "lang": "tr" })
    );
    assert_eq!(got[3].0.headers["urgency"], "high");
    // White, who offered and was connected throughout, is told nothing.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(pushes(&service, &white_sub, "white", 0).await.is_empty());
    assert_eq!(pushes(&service, &black_sub, "black", 0).await.len(), 4);
}

async fn by_days_a_move_after_a_restart_is_pushed_once(db: Db) {
    let service = PushService::start().await;
    let timing = tahta_server::Timing {
        day: Duration::from_secs(600),
        ..quick_timing()
    };
    let mut server = TestServer::start_with(db, timing, Limits::default()).await;
    let (room, tokens) = room_with_tokens(&server, json!({ "days": 1 })).await;
    let white_sub = service.subscriber("white");
    subscribe(&server, &room, &tokens[0], &white_sub).await;
    let (mut white, _) = Client::join(&server, &room, Some(&tokens[0])).await;
    let (mut watcher, _) = Client::join(&server, &room, None).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    drop(white);
    // Once the room knows white left, its record of white's connection is gone too (shared by
    // instances, a stopped instance's connections would count until its heartbeat is 6 s old).
    watcher.presence_until(0, false).await;
    drop(watcher);
    server.restart().await;
    let (mut black, _) = Client::join(&server, &room, Some(&tokens[1])).await;
    let b = legal(Variant::Hex, std::slice::from_ref(&w))[0].clone();
    assert_eq!(black.play(1, &b).await["t"], "ack");
    let got = pushes(&service, &white_sub, "white", 1).await;
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].1["t"], "your_move");
    assert_eq!(got[0].1["mv"], b.as_str());
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        pushes(&service, &white_sub, "white", 0).await.len(),
        1,
        "sent once"
    );
}

async fn a_flag_while_the_server_was_down_is_pushed_to_both(db: Db) {
    let service = PushService::start().await;
    let timing = tahta_server::Timing {
        day: Duration::from_millis(1_500),
        ..quick_timing()
    };
    let mut server = TestServer::start_with(db, timing, Limits::default()).await;
    let (room, tokens) = room_with_tokens(&server, json!({ "days": 1 })).await;
    let (white_sub, black_sub) = (service.subscriber("white"), service.subscriber("black"));
    subscribe(&server, &room, &tokens[0], &white_sub).await;
    subscribe(&server, &room, &tokens[1], &black_sub).await;
    let (mut white, _) = Client::join(&server, &room, Some(&tokens[0])).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    drop(white);
    // Black was away: told of white's move.
    assert_eq!(
        pushes(&service, &black_sub, "black", 1).await[0].1["t"],
        "your_move"
    );
    server.stop().await;
    tokio::time::sleep(Duration::from_millis(2_000)).await;
    server.restart().await;
    for (id, sub) in [("white", &white_sub), ("black", &black_sub)] {
        let got = pushes(&service, sub, id, if id == "black" { 2 } else { 1 }).await;
        let (push, ended) = got.last().unwrap();
        assert_eq!(ended["t"], "ended", "{id}: {ended}");
        assert_eq!(ended["result"], "white wins: time");
        assert_eq!(
            (&ended["rule"], &ended["winners"]),
            (&json!("time"), &json!(["w"]))
        );
        assert_eq!(push.headers["urgency"], "normal");
    }
}

async fn a_gone_subscription_is_removed(db: Db) {
    let service = PushService::start().await;
    let server = TestServer::start(db).await;
    let created = server
        .create(json!({ "variant": "hex", "seat": "w", "clock": null }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let white_token = created["token"].as_str().unwrap().to_string();
    let white_sub = service.subscriber("white");
    subscribe(&server, &room, &white_token, &white_sub).await;
    // The push service has dropped the subscription: the push that the game's start makes is
    // answered 410.
    service.answer_with(410);
    let black_token = server.claim(&created, "b").await;
    let first = service.until("white", 1).await;
    assert_eq!(white_sub.decrypt(&first[0].body)["t"], "joined");
    // White's move, then black's while white is away: nothing more is sent.
    let (mut white, _) = Client::join(&server, &room, Some(&white_token)).await;
    let (mut black, _) = Client::join(&server, &room, Some(&black_token)).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    drop(white);
    black.presence_until(0, false).await;
    let b = legal(Variant::Hex, std::slice::from_ref(&w))[0].clone();
    assert_eq!(black.play(1, &b).await["t"], "ack");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        service.received_by("white").len(),
        1,
        "removed after the 410"
    );
}

async fn endpoints_into_the_servers_network_are_refused_and_never_contacted(db: Db) {
    let service = PushService::start().await;
    let strict = PushSettings {
        policy: Default::default(),
        ..test_push()
    };
    let database_url = match db {
        Db::Sqlite => None,
        Db::Postgres => Some(crate::common::pg::Cluster::get().fresh_database().await),
    };
    let server =
        TestServer::start_full(database_url, quick_timing(), Limits::default(), strict).await;
    let (room, tokens) = room_with_tokens(&server, Value::Null).await;
    let sub = service.subscriber("x");
    let port = service.origin.rsplit(':').next().unwrap().to_string();
    for endpoint in [
        format!("https://127.0.0.1:{port}/push/x"),
        "https://10.0.0.1/push/x".to_string(),
        format!("https://localhost:{port}/push/x"),
        format!("{}/push/x", service.origin),
        "file:///etc/passwd".to_string(),
        "https://[::1]/push/x".to_string(),
    ] {
        let mut body = sub.json();
        body["endpoint"] = endpoint.clone().into();
        let (status, answer) = put(
            &server,
            &room,
            json!({ "token": tokens[0], "subscription": body, "lang": "en" }),
        )
        .await;
        assert_eq!(status, 400, "{endpoint}: {answer}");
    }
    assert_eq!(service.requests(), 0, "never contacted");

    // Tokens and bodies (on a server that would take the test's endpoint).
    let server = TestServer::start(db).await;
    let (room, tokens) = room_with_tokens(&server, Value::Null).await;
    let good = json!({ "token": tokens[0], "subscription": sub.json(), "lang": "en" });
    let mut wrong_token = good.clone();
    wrong_token["token"] = tokens[0].chars().rev().collect::<String>().into();
    assert_eq!(put(&server, &room, wrong_token).await.0, 403);
    let mut bad_lang = good.clone();
    bad_lang["lang"] = "xx".into();
    assert_eq!(put(&server, &room, bad_lang).await.0, 400);
    let mut bad_key = good.clone();
    bad_key["subscription"]["keys"]["p256dh"] = "AAAA".into();
    assert_eq!(put(&server, &room, bad_key).await.0, 400);
    let mut extra = good.clone();
    extra["seat"] = "w".into();
    assert_eq!(put(&server, &room, extra).await.0, 400);
    assert_eq!(put(&server, &room, json!("nothing")).await.0, 400);
    assert_eq!(put(&server, &room, good.clone()).await.0, 204);
    let (status, _) = request(
        &server,
        reqwest::Method::DELETE,
        &room,
        json!({ "token": tokens[0] }),
    )
    .await;
    assert_eq!(status, 204);
    // The `joined` notice of the claim may have found the subscription above (give it time
    // to be sent); nothing after.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = service.requests();
    // Turned off: white's move to black and black's back find no subscription for white.
    let (mut black, _) = Client::join(&server, &room, Some(&tokens[1])).await;
    let (mut white, _) = Client::join(&server, &room, Some(&tokens[0])).await;
    let w = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &w).await["t"], "ack");
    drop(white);
    black.presence_until(0, false).await;
    let b = legal(Variant::Hex, std::slice::from_ref(&w))[0].clone();
    assert_eq!(black.play(1, &b).await["t"], "ack");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(service.requests(), before, "nothing sent after DELETE");
}

async fn a_flood_of_subscriptions_is_rate_limited(db: Db) {
    let service = PushService::start().await;
    let server = TestServer::start(db).await;
    let (room, tokens) = room_with_tokens(&server, Value::Null).await;
    let sub = service.subscriber("x");
    let body = json!({ "token": tokens[0], "subscription": sub.json(), "lang": "en" });
    let budget = Limits::default().push_subscriptions_per_minute;
    for _ in 0..budget {
        assert_eq!(put(&server, &room, body.clone()).await.0, 204);
    }
    let (status, answer) = put(&server, &room, body).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (429, Some("rate_limited"))
    );
}

both_stores!(
    your_move_while_away_and_none_while_connected,
    offers_and_the_end_are_pushed_to_the_seat_away,
    by_days_a_move_after_a_restart_is_pushed_once,
    a_flag_while_the_server_was_down_is_pushed_to_both,
    a_gone_subscription_is_removed,
    endpoints_into_the_servers_network_are_refused_and_never_contacted,
    a_flood_of_subscriptions_is_rate_limited,
);
