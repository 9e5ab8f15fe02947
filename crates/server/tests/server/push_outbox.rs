//! The push outbox with real processes: a notice whose send was under way when the server
//! was killed is sent after the restart, once; on PostgreSQL, one whose instance was killed
//! is sent by the other instance, once; and two instances polling one outbox send each
//! event's notice once.

use crate::common::pg::Cluster;
use crate::common::process::Process;
use crate::common::push_service::{PushService, Subscriber};
use crate::common::{legal, post, Client};
use serde_json::json;
use std::time::{Duration, Instant};
use tahta_engine::Variant;

/// A server process that may send pushes to the test's service on 127.0.0.1.
fn start(data: &std::path::Path, url: Option<&str>) -> Process {
    Process::start_full(data, url, &["--push-insecure-endpoints"], None)
}

/// A hex room made through `server`, black's seat claimed and subscribed as `sub`, and white's
/// first move played while black is away, once `service` holds pushes if `hold`: (requests
/// the service had before the move).
async fn black_told_of_a_move(
    server: &Process,
    service: &PushService,
    sub: &Subscriber,
    hold: bool,
) -> usize {
    let created = post(
        format!("{}/api/rooms", server.url),
        json!({ "variant": "hex", "seat": "w", "clock": null }),
    )
    .await;
    let room = created["room"].as_str().unwrap().to_string();
    let claim = format!("{}/api/rooms/{room}/claim", server.url);
    let black = post(claim, json!({ "invite": created["invites"]["b"] })).await;
    let answer = reqwest::Client::new()
        .put(format!("{}/api/rooms/{room}/push", server.url))
        .json(&json!({ "token": black["token"], "subscription": sub.json(), "lang": "en" }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 204);
    // The claim made a `joined` notice: by now it was sent, or found no subscription.
    tokio::time::sleep(Duration::from_secs(1)).await;
    if hold {
        service.hold();
    }
    let before = service.requests();
    let white = created["token"].as_str().unwrap().to_string();
    let mut c = Client::connect(&server.ws(&room)).await;
    c.hello(&room, Some(&white), None).await;
    let mv = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(c.play(0, &mv).await["t"], "ack");
    before
}

/// The `your_move` pushes `sub` (of id `id`) received.
fn your_moves(service: &PushService, sub: &Subscriber, id: &str) -> usize {
    service
        .received_by(id)
        .iter()
        .filter(|r| sub.decrypt(&r.body)["t"] == "your_move")
        .count()
}

/// Waits at most `wait` for a `your_move` push to `sub`; then a while longer, to catch a
/// second one: how many came.
async fn delivered(service: &PushService, sub: &Subscriber, id: &str, wait: Duration) -> usize {
    let deadline = Instant::now() + wait;
    while your_moves(service, sub, id) == 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    your_moves(service, sub, id)
}

#[tokio::test]
async fn a_notice_pending_at_a_sigkill_is_sent_after_the_restart_once() {
    let service = PushService::start().await;
    let sub = service.subscriber("black");
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), None);
    let before = black_told_of_a_move(&server, &service, &sub, true).await;
    assert_eq!(
        service.until_requests(before + 1).await,
        before + 1,
        "the send is under way"
    );
    server.kill();
    service.drop_held();
    let _server = start(data.path(), None);
    assert_eq!(
        delivered(&service, &sub, "black", Duration::from_secs(5)).await,
        1
    );
    let payload = sub.decrypt(&service.received_by("black").last().unwrap().body);
    assert_eq!(payload["n"], json!(0));
    assert_eq!(
        service.requests() - before,
        2,
        "the killed send, and the one after the restart"
    );
}

/// A is killed while its send is under way: B takes the notice over once A has been silent
/// for 6 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_notice_of_a_killed_instance_is_sent_by_the_other_once() {
    let url = Cluster::get().fresh_database().await;
    let service = PushService::start().await;
    let sub = service.subscriber("black");
    let data = tempfile::tempdir().unwrap();
    let a = start(data.path(), Some(&url));
    let _b = start(data.path(), Some(&url));
    let before = black_told_of_a_move(&a, &service, &sub, true).await;
    assert_eq!(
        service.until_requests(before + 1).await,
        before + 1,
        "the send is under way"
    );
    a.kill();
    service.drop_held();
    assert_eq!(
        delivered(&service, &sub, "black", Duration::from_secs(15)).await,
        1
    );
    assert_eq!(service.requests() - before, 2, "the killed send, and B's");
}

/// Both instances look at the outbox every second (and the one that stored a notice at
/// once), and each send takes 1.5 s, so each instance's look finds notices that the other is
/// sending: each event is told once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_two_instances_send_each_notice_once() {
    let url = Cluster::get().fresh_database().await;
    let service = PushService::start().await;
    let data = tempfile::tempdir().unwrap();
    let servers = [
        start(data.path(), Some(&url)),
        start(data.path(), Some(&url)),
    ];
    service.answer_after(Duration::from_millis(1_500));
    let ids: Vec<String> = (0..6).map(|i| format!("black{i}")).collect();
    let subs: Vec<Subscriber> = ids.iter().map(|id| service.subscriber(id)).collect();
    for (i, sub) in subs.iter().enumerate() {
        black_told_of_a_move(&servers[i % 2], &service, sub, false).await;
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    for (id, sub) in ids.iter().zip(&subs) {
        assert_eq!(your_moves(&service, sub, id), 1, "{id}");
    }
}
