//! Retention: waiting rooms go when their invitations expire, aborted rooms some time after
//! they were called off, finished rooms after `--keep-finished-days`; the sweeper deletes
//! them in small batches, with their seats and events, on SQLite and PostgreSQL. Live rooms
//! are never deleted.

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tahta_server::retention::Retention;
use tahta_server::Timing;

/// Short lives: invitations for 600 ms, aborted rooms kept not at all, finished ones for an
/// hour; batches of two rooms, looked for every 50 ms.
fn short_lives() -> Timing {
    Timing {
        invite_life: Duration::from_millis(600),
        idle_unload: Duration::from_millis(200),
        sweep_every: Duration::from_millis(50),
        retention: Retention {
            keep_aborted: Duration::ZERO,
            keep_finished: Duration::from_secs(3600),
            batch: 2,
            every: Duration::from_millis(50),
        },
        ..quick_timing()
    }
}

/// The status code of the room's summary.
async fn summary_status(server: &TestServer, room: &str) -> u16 {
    server.get(&format!("/api/rooms/{room}")).await.0
}

/// Waits (at most 5 s) until the database holds `events` events in all. (Asking for a room's
/// summary would load it, and a loaded room is left for a later batch.)
async fn until_stored(server: &TestServer, events: usize) {
    let started = Instant::now();
    while server.stored_events().await.len() != events {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{} events stored, not {events}",
            server.stored_events().await.len()
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

async fn rooms_are_deleted_when_their_time_is_up_and_live_ones_never(db: Db) {
    let mut server = TestServer::start_with(db, short_lives(), Default::default()).await;
    // Kept: a finished game and a live one (no clock, so nobody keeps it loaded).
    let (finished, mut red, blue) = two_player_room(&server, "jungle", Value::Null).await;
    assert_eq!(red.act(json!({ "t": "resign" })).await["t"], "ack");
    drop((red, blue));
    let finished_events = server.stored_events().await.len();
    let (live, mut white, black) = two_player_room(&server, "hex", Value::Null).await;
    let first = legal::<&str>(tahta_engine::Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &first).await["t"], "ack");
    drop((white, black));
    let kept_events = server.stored_events().await.len();

    // Gone: three rooms nobody joined (two batches with the aborted one) and an aborted one.
    let mut gone = Vec::new();
    for _ in 0..3 {
        let created = server
            .create(json!({ "variant": "timur", "seat": "w" }))
            .await;
        gone.push(created["room"].as_str().unwrap().to_string());
    }
    let created = server
        .create(json!({ "variant": "hex", "seat": "w" }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let (mut creator, _) = Client::join(&server, &room, created["token"].as_str()).await;
    assert_eq!(creator.act(json!({ "t": "abort" })).await["t"], "ack");
    drop(creator);
    gone.push(room);

    // Their seats' and events' rows go with them.
    until_stored(&server, kept_events).await;
    for room in &gone {
        assert_eq!(summary_status(&server, room).await, 404);
    }
    assert_eq!(summary_status(&server, &finished).await, 200);
    assert_eq!(summary_status(&server, &live).await, 200);

    // Finished games kept for no time at all go at the next start; the live one stays.
    let mut timing = short_lives();
    timing.retention.keep_finished = Duration::ZERO;
    server.set_timing(timing);
    server.restart().await;
    until_stored(&server, kept_events - finished_events).await;
    assert_eq!(summary_status(&server, &finished).await, 404);
    assert_eq!(summary_status(&server, &live).await, 200);
    let (_, welcome) = Client::join(&server, &live, None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!([first]));
}

both_stores!(rooms_are_deleted_when_their_time_is_up_and_live_ones_never);
