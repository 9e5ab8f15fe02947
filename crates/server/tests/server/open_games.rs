//! Open games: listed without secrets, newest first and a page at a time, only while they
//! wait and not for long (unless by days); a stranger takes the free seat without an invite;
//! creating and taking are paced per address, open rooms more tightly than private ones.

use crate::common::{first_letter, quick_timing, Client, Db, TestServer};
use serde_json::{json, Value};
use std::time::Duration;
use tahta_server::limits::Limits;

/// Creates an open (or private) room; its `Created` answer.
async fn room(server: &TestServer, variant: &str, clock: Value, open: bool) -> Value {
    let seat = first_letter(variant);
    let (status, created) = server
        .post(
            "/api/rooms",
            json!({ "variant": variant, "clock": clock, "seat": seat, "open": open }),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    created
}

/// The rooms a listing (`/api/open`, `/api/live`) answered, in its order.
pub(crate) fn ids(list: &Value) -> Vec<&str> {
    list["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["room"].as_str().unwrap())
        .collect()
}

/// The listing at `path` (a query already begun) in pages of two: the first two of
/// `newest_first`, then the rest, with no page after.
pub(crate) async fn pages_of_two(
    server: &TestServer,
    path: &str,
    newest_first: &[impl AsRef<str>],
) {
    let newest_first: Vec<&str> = newest_first.iter().map(AsRef::as_ref).collect();
    let (_, page) = server.get(&format!("{path}&limit=2")).await;
    assert_eq!(ids(&page), newest_first[..2]);
    let next = page["next"].as_str().unwrap();
    let (_, rest) = server.get(&format!("{path}&limit=2&before={next}")).await;
    assert_eq!(ids(&rest), newest_first[2..]);
    assert!(rest.get("next").is_none(), "{rest}");
}

async fn open_games_are_listed_without_secrets_paged_and_taken(db: Db) {
    let server = TestServer::start(db).await;
    let private = room(&server, "hex", Value::Null, false).await;
    let clock = json!({ "base_s": 300, "inc_s": 3 });
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(room(&server, "hex", clock.clone(), true).await);
        // Distinct creation times, so the order is the creation order.
        tokio::time::sleep(Duration::from_millis(3)).await;
    }
    let sanguo = room(&server, "sanguo", Value::Null, true).await;

    let (status, list) = server.get("/api/open?variant=hex").await;
    assert_eq!(status, 200, "{list}");
    let newest_first: Vec<&str> = open
        .iter()
        .rev()
        .map(|c| c["room"].as_str().unwrap())
        .collect();
    assert_eq!(ids(&list), newest_first);
    let first = &list["games"][0];
    assert_eq!(
        first,
        &json!({ "room": open[2]["room"], "variant": "hex", "clock": clock, "creator": "w",
                 "free": 1, "created_at": first["created_at"] })
    );
    // No secret anywhere: not a token, not an invite.
    let text = list.to_string();
    for created in open.iter().chain([&private, &sanguo]) {
        assert!(!text.contains(created["token"].as_str().unwrap()));
        for invite in created["invites"].as_object().unwrap().values() {
            assert!(!text.contains(invite.as_str().unwrap()));
        }
    }
    assert!(
        !text.contains(private["room"].as_str().unwrap()),
        "private rooms are not listed"
    );

    pages_of_two(&server, "/api/open?variant=hex", &newest_first).await;
    // Every variant without a filter: Three Kingdoms' two free seats.
    let (_, all) = server.get("/api/open").await;
    assert_eq!(ids(&all).len(), 4);
    assert_eq!(all["games"][0]["free"], 2);

    // A stranger takes the free seat of the newest: the game is on, and it is listed no more.
    let target = open[2]["room"].as_str().unwrap();
    let (status, taken) = server
        .post(&format!("/api/open/{target}/take"), json!({}))
        .await;
    assert_eq!(status, 200, "{taken}");
    assert_eq!(taken["seat"], "b");
    let (mut black, welcome) = Client::join(&server, target, taken["token"].as_str()).await;
    assert_eq!(welcome["seat"], "b");
    assert_eq!(welcome["snapshot"]["status"], "live");
    drop(black.try_recv(Duration::ZERO).await);
    let (_, after) = server.get("/api/open?variant=hex").await;
    assert_eq!(ids(&after), newest_first[1..]);
    // Nothing more to take there, and a private room is not open.
    let (status, again) = server
        .post(&format!("/api/open/{target}/take"), json!({}))
        .await;
    assert_eq!((status, again["code"].as_str()), (409, Some("not_open")));
    let private_id = private["room"].as_str().unwrap();
    let stored = server.stored_events().await.len();
    let (status, refused) = server
        .post(&format!("/api/open/{private_id}/take"), json!({}))
        .await;
    assert_eq!((status, refused["code"].as_str()), (409, Some("not_open")));
    assert_eq!(server.stored_events().await.len(), stored);
    // Three Kingdoms: two takers, then it starts.
    let sanguo_id = sanguo["room"].as_str().unwrap();
    for letter in ["g", "b"] {
        let (_, taken) = server
            .post(&format!("/api/open/{sanguo_id}/take"), json!({}))
            .await;
        assert_eq!(taken["seat"], letter, "{taken}");
    }
    let (_, summary) = server.get(&format!("/api/rooms/{sanguo_id}")).await;
    assert_eq!(summary["status"], "live");

    // Bad questions are answered precisely.
    for (query, code) in [
        ("variant=chess", "bad_variant"),
        ("limit=0", "bad_message"),
        ("limit=500", "bad_message"),
        ("before=yesterday", "bad_message"),
        ("secret=1", "bad_message"),
    ] {
        let (status, answer) = server.get(&format!("/api/open?{query}")).await;
        assert_eq!(
            (status, answer["code"].as_str()),
            (400, Some(code)),
            "{query}"
        );
    }
    let (status, missing) = server
        .post("/api/open/nosuchroom000000000000/take", json!({}))
        .await;
    assert_eq!(
        (status, missing["code"].as_str()),
        (404, Some("room_not_found"))
    );
    let (status, extra) = server
        .post(&format!("/api/open/{sanguo_id}/take"), json!({"seat": "g"}))
        .await;
    assert_eq!((status, extra["code"].as_str()), (400, Some("bad_message")));
}

async fn an_open_game_is_listed_for_a_while_unless_by_days(db: Db) {
    let timing = tahta_server::Timing {
        open_listing: Duration::from_millis(400),
        ..quick_timing()
    };
    let server = TestServer::start_with(db, timing, Limits::default()).await;
    let clocked = room(&server, "jungle", json!({ "base_s": 60, "inc_s": 0 }), true).await;
    let by_days = room(&server, "jungle", json!({ "days": 3 }), true).await;
    let (_, list) = server.get("/api/open?variant=jungle").await;
    assert_eq!(
        ids(&list),
        [&by_days["room"], &clocked["room"]].map(|v| v.as_str().unwrap())
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (_, list) = server.get("/api/open?variant=jungle").await;
    assert_eq!(ids(&list), [by_days["room"].as_str().unwrap()]);
}

async fn open_rooms_and_takes_are_paced_per_address(db: Db) {
    let limits = Limits {
        takes_per_minute: 2,
        ..Limits::default()
    };
    let server = TestServer::start_with(db, quick_timing(), limits).await;
    let open = Limits::default().open_rooms_per_minute;
    let mut made = Vec::new();
    for _ in 0..open {
        made.push(room(&server, "jungle", Value::Null, true).await);
    }
    let body = json!({ "variant": "jungle", "clock": null, "seat": "r", "open": true });
    let (status, refused) = server.post("/api/rooms", body).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (429, Some("rate_limited"))
    );
    // Private rooms keep their own, larger budget.
    room(&server, "jungle", Value::Null, false).await;
    let (_, list) = server.get("/api/open").await;
    assert_eq!(ids(&list).len(), open as usize);
    for created in &made[..2] {
        let id = created["room"].as_str().unwrap();
        let (status, _) = server
            .post(&format!("/api/open/{id}/take"), json!({}))
            .await;
        assert_eq!(status, 200);
    }
    let id = made[2]["room"].as_str().unwrap();
    let (status, refused) = server
        .post(&format!("/api/open/{id}/take"), json!({}))
        .await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (429, Some("rate_limited"))
    );
    let (_, summary) = server.get(&format!("/api/rooms/{id}")).await;
    assert_eq!(summary["status"], "waiting", "a refused take took nothing");
}

both_stores!(
    open_games_are_listed_without_secrets_paged_and_taken,
    an_open_game_is_listed_for_a_while_unless_by_days,
    open_rooms_and_takes_are_paced_per_address,
);
