//! What a browser is told and what a page of another site may do: the protective headers on
//! every kind of response, POST bodies only as `application/json`, and `Origin` checked on the
//! API and the WebSocket.

use crate::common::{quick_timing, Db, TestServer};
use serde_json::json;
use tahta_server::limits::Limits;
use tahta_server::Settings;

/// Checks that a response carries every protective header.
fn assert_protected(what: &str, response: &reqwest::Response) {
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(header("referrer-policy"), "no-referrer", "{what}");
    assert_eq!(header("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(header("x-frame-options"), "DENY", "{what}");
    assert!(
        header("content-security-policy").ends_with("frame-ancestors 'none'"),
        "{what}: {}",
        header("content-security-policy")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_response_carries_the_protective_headers() {
    let server = TestServer::start(Db::Sqlite).await;
    let http = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", server.url);
    let created = http
        .post(url("/api/rooms"))
        .json(&json!({ "variant": "jungle", "clock": null, "seat": "r" }))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    assert_protected("a created room", &created);
    let room = created.json::<serde_json::Value>().await.unwrap()["room"]
        .as_str()
        .unwrap()
        .to_string();
    for path in [
        format!("/api/rooms/{room}"),
        "/api/rooms/nothing".to_string(),
        "/".to_string(),
        "/www/missing.js".to_string(),
        format!("/ws/{room}"),
    ] {
        let response = http.get(url(&path)).send().await.unwrap();
        assert_protected(&path, &response);
    }
    let refused = http
        .post(url("/api/rooms"))
        .header("content-type", "text/plain")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_protected("a refused POST", &refused);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_must_be_json_from_this_site() {
    let data = tempfile::tempdir().unwrap();
    let server = tahta_server::start(Settings {
        timing: quick_timing(),
        limits: Limits::default(),
        allowed_origins: vec!["https://tahta.example".into()],
        ..Settings::new(
            "127.0.0.1:0".parse().unwrap(),
            "/nonexistent".into(),
            data.path().to_path_buf(),
        )
    })
    .await
    .unwrap();
    let base = server.url();
    let host = base.trim_start_matches("http://").to_string();
    let body = json!({ "variant": "jungle", "clock": null, "seat": "r" }).to_string();
    let post = |content_type: Option<&str>, origin: Option<&str>| {
        let mut request = reqwest::Client::new()
            .post(format!("{base}/api/rooms"))
            .body(body.clone());
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        if let Some(origin) = origin {
            request = request.header("origin", origin);
        }
        async move {
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            let answer: serde_json::Value = response.json().await.unwrap_or_default();
            (
                status,
                answer["code"].as_str().unwrap_or_default().to_string(),
            )
        }
    };
    // What a page of another site can send without asking: refused, whatever its origin.
    for content_type in [
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        Some("multipart/form-data; boundary=x"),
        None,
    ] {
        for origin in [Some("https://evil.example"), None] {
            assert_eq!(
                post(content_type, origin).await,
                (415, "bad_content_type".to_string()),
                "{content_type:?} from {origin:?}"
            );
        }
    }
    // JSON from a page of another site (after a preflight this server never answers).
    for origin in [
        "https://evil.example",
        "null",
        &format!("http://{host}.evil.example"),
    ] {
        assert_eq!(
            post(Some("application/json"), Some(origin)).await,
            (403, "bad_origin".to_string()),
            "{origin}"
        );
    }
    // JSON from this site, from a configured one, or from a client that is not a browser.
    for origin in [
        Some(format!("http://{host}")),
        Some("https://tahta.example".to_string()),
        None,
    ] {
        assert_eq!(
            post(Some("application/json; charset=utf-8"), origin.as_deref())
                .await
                .0,
            201,
            "{origin:?}"
        );
    }
    // The WebSocket: a page of another site cannot open one.
    let room = tahta_server::ids::new_secret();
    let ws = format!("{}/ws/{room}", base.replace("http://", "ws://"));
    let handshake = |origin: &str| {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = ws.as_str().into_client_request().unwrap();
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
        tokio_tungstenite::connect_async(request)
    };
    let Err(tokio_tungstenite::tungstenite::Error::Http(refused)) =
        handshake("https://evil.example").await
    else {
        panic!("a page of another site opened a WebSocket");
    };
    assert_eq!(refused.status(), 403);
    assert!(handshake(&format!("http://{host}")).await.is_ok());
    assert!(handshake("https://tahta.example").await.is_ok());
    server.stop().await;
}
