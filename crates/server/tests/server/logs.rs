//! The log as an operator's collector reads it: `--log-format json` writes one JSON object a
//! line, one per step of a room's life, and never a room id, invite or seat token.

use crate::common::process::served_address;
use crate::common::{legal, post, Client};
use serde_json::{json, Value};
use std::io::Read;
use std::process::{Command, Stdio};
use tahta_engine::Variant;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_have_a_line_per_room_event_and_no_secret() {
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tahta-server"))
        .args([
            "--port",
            "0",
            "--dist",
            "/nonexistent",
            "--log-format",
            "json",
        ])
        .arg("--data")
        .arg(data.path())
        .env_remove("TAHTA_DATABASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tahta-server starts");
    let url = served_address(&mut child);

    // A room made, both seats taken, a move, a resignation.
    let created = post(
        format!("{url}/api/rooms"),
        json!({ "variant": "hex", "seat": "w" }),
    )
    .await;
    let room = created["room"].as_str().unwrap().to_string();
    let invite = created["invites"]["b"].as_str().unwrap().to_string();
    let claimed = post(
        format!("{url}/api/rooms/{room}/claim"),
        json!({ "invite": invite }),
    )
    .await;
    let white_token = created["token"].as_str().unwrap().to_string();
    let black_token = claimed["token"].as_str().unwrap().to_string();
    let ws = format!("{}/ws/{room}", url.replace("http://", "ws://"));
    let mut white = Client::connect(&ws).await;
    white.hello(&room, Some(&white_token), None).await;
    let mv = legal::<&str>(Variant::Hex, &[])[0].clone();
    assert_eq!(white.play(0, &mv).await["t"], "ack");
    assert_eq!(white.act(json!({ "t": "resign" })).await["t"], "ack");
    drop(white);

    // SIGTERM: the server stores what is pending, says so, and exits; its log is complete.
    // SAFETY: kill with a child's own pid.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let mut log = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    child.wait().unwrap();

    for secret in [&room, &invite, &white_token, &black_token] {
        assert!(
            !log.contains(secret.as_str()),
            "a secret in the log:\n{log}"
        );
    }
    let lines: Vec<Value> = log
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let events: Vec<&str> = lines.iter().filter_map(|l| l["event"].as_str()).collect();
    assert_eq!(
        events,
        ["room_created", "seat_taken", "room_started", "room_ended"],
        "{log}"
    );
    let ended = lines.iter().find(|l| l["event"] == "room_ended").unwrap();
    assert_eq!(
        (&ended["variant"], &ended["ending"]),
        (&json!("hex"), &json!("resign:w"))
    );
    assert!(
        ended["level"].is_string() && ended["timestamp"].is_string(),
        "{ended}"
    );
}
