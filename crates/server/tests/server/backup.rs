//! `tahta-server backup --to FILE`: a consistent copy of the SQLite database taken while a
//! server is serving from it, and the restore: a server started on the copy has every room.

use crate::common::process::Process;
use crate::common::{legal, post, Client};
use serde_json::json;
use std::path::Path;
use std::process::Command;
use tahta_engine::Variant;

/// Runs `tahta-server backup`; its exit status and what it wrote.
fn backup(data: &Path, to: &Path, database_url: Option<&str>) -> (bool, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tahta-server"));
    command
        .arg("--data")
        .arg(data)
        .arg("backup")
        .arg("--to")
        .arg(to);
    match database_url {
        Some(url) => command.env("TAHTA_DATABASE_URL", url),
        None => command.env_remove("TAHTA_DATABASE_URL"),
    };
    let output = command.output().unwrap();
    let said = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), said)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_serving_restores_every_room() {
    let data = tempfile::tempdir().unwrap();
    let server = Process::start(data.path());
    let created = post(
        format!("{}/api/rooms", server.url),
        json!({ "variant": "jungle", "clock": null, "seat": "r" }),
    )
    .await;
    let room = created["room"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let mut red = Client::connect(&server.ws(room)).await;
    red.hello(room, Some(token), None).await;
    let first = legal::<&str>(Variant::Jungle, &[])[0].clone();
    // The creator's own seat plays once a friend has claimed the other.
    let invite = created["invites"]["b"].as_str().unwrap();
    post(
        format!("{}/api/rooms/{room}/claim", server.url),
        json!({ "invite": invite }),
    )
    .await;
    assert_eq!(red.play(0, &first).await["t"], "ack");

    // Taken while the server serves (and holds the database open).
    let copies = tempfile::tempdir().unwrap();
    let copy = copies.path().join("tahta-backup.sqlite3");
    let (ok, said) = backup(data.path(), &copy, None);
    assert!(ok, "{said}");
    // A second backup to the same file is refused: nothing is overwritten.
    let (ok, said) = backup(data.path(), &copy, None);
    assert!(!ok && said.contains("exists already"), "{said}");
    // With PostgreSQL the answer is pg_dump.
    let (ok, said) = backup(
        data.path(),
        &copies.path().join("x"),
        Some("postgres://h/db"),
    );
    assert!(!ok && said.contains("pg_dump"), "{said}");
    drop(red);
    drop(server);

    // The restore: the copy as the database of a new server.
    let restored = tempfile::tempdir().unwrap();
    std::fs::copy(&copy, restored.path().join("tahta.sqlite3")).unwrap();
    let server = Process::start(restored.path());
    let mut watcher = Client::connect(&server.ws(room)).await;
    let welcome = watcher.hello(room, None, None).await;
    assert_eq!(welcome["snapshot"]["moves"], json!([first]), "{welcome}");
    assert_eq!(welcome["snapshot"]["status"], "live", "{welcome}");
}
