//! The operator's endpoints: `/healthz`, `/readyz`, and `/metrics` only for loopback or a
//! configured address, counting what happened.

use crate::common::{quick_timing, two_player_room, Db, TestServer};
use serde_json::json;
use tahta_server::address::{Addresses, TrustedProxies};
use tahta_server::Settings;

async fn get(url: &str, forwarded_for: Option<&str>) -> (u16, String, String) {
    let mut request = reqwest::Client::new().get(url);
    if let Some(address) = forwarded_for {
        request = request.header("x-forwarded-for", address);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (status, kind, response.text().await.unwrap())
}

async fn health_readiness_and_metrics(db: Db) {
    let server = TestServer::start(db).await;
    assert_eq!(get(&format!("{}/healthz", server.url), None).await.0, 200);
    assert_eq!(get(&format!("{}/readyz", server.url), None).await.0, 200);
    let (_, mut white, _black) = two_player_room(&server, "jungle", json!(null)).await;
    let first = crate::common::legal::<&str>(tahta_engine::Variant::Jungle, &[])[0].clone();
    assert_eq!(white.play(0, &first).await["t"], "ack");
    // A "joined" notice for a seat not yet connected may still be on its way to the outbox
    // (slower on PostgreSQL): the gauge must come back to 0, not be 0 at once.
    let metrics = format!("{}/metrics", server.url);
    let mut scrape = get(&metrics, None).await;
    for _ in 0..50 {
        if scrape.2.lines().any(|l| l == "tahta_push_queue 0") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        scrape = get(&metrics, None).await;
    }
    let (status, kind, text) = scrape;
    assert_eq!(status, 200);
    assert!(kind.starts_with("application/openmetrics-text"), "{kind}");
    for line in [
        "tahta_moves_total 1",
        "tahta_rooms_created_total 1",
        "tahta_websockets 2",
        "tahta_rooms_loaded 1",
        "tahta_store_write_errors_total 0",
        "tahta_push_queue 0",
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
    assert!(text.contains("tahta_store_write_seconds_count"), "{text}");
    // The move's answer was timed.
    assert!(
        text.lines().any(|l| l == "tahta_ack_seconds_count 1"),
        "{text}"
    );
    assert!(text.ends_with("# EOF\n"), "{text}");
}

both_stores!(health_readiness_and_metrics);

/// `/metrics` answers loopback and `--metrics-from` only, judged through a trusted proxy by
/// the client it forwards for; refusals are counted by class.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_for_the_operator_only() {
    let data = tempfile::tempdir().unwrap();
    let server = tahta_server::start(Settings {
        timing: quick_timing(),
        trusted_proxies: TrustedProxies(Addresses::parse(&["127.0.0.1"]).unwrap()),
        metrics_from: Addresses::parse(&["192.0.2.0/24"]).unwrap(),
        ..Settings::new(
            "127.0.0.1:0".parse().unwrap(),
            "/nonexistent".into(),
            data.path().to_path_buf(),
        )
    })
    .await
    .unwrap();
    let metrics = format!("{}/metrics", server.url());
    assert_eq!(get(&metrics, Some("203.0.113.9")).await.0, 404);
    assert_eq!(get(&metrics, Some("192.0.2.7")).await.0, 200);
    let refused = reqwest::Client::new()
        .post(format!("{}/api/rooms", server.url()))
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 415);
    let (status, _, text) = get(&metrics, None).await;
    assert_eq!(status, 200);
    for line in [
        r#"tahta_refusals_total{class="metrics"} 1"#,
        r#"tahta_refusals_total{class="content_type"} 1"#,
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
    server.stop().await;
}
