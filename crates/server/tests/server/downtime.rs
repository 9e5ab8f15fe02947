//! Downtime charged to nobody, with real processes: the player to move thinks a while, the
//! server dies (SIGKILL, or stops on SIGTERM) and stays down a while, and after the restart
//! (or the takeover by another instance on PostgreSQL) that player has been charged the
//! thinking, not the downtime, and not given the thinking back.

use crate::common::legal;
use crate::common::pg::Cluster;
use crate::common::process::Process;
use std::time::{Duration, Instant};
use tahta_engine::Variant;

/// How long the player to move thinks before the server dies.
const THINKING: Duration = Duration::from_secs(3);
/// How much the heartbeat (once a second) may miss, and a margin for the machine.
const SLACK_MS: i64 = 1_000 + 300;

/// A live room with a 10-minute clock on `server`, white and black having moved once each,
/// so white's clock runs: (room, [white's token, black's], white's time when it started,
/// when that was).
async fn white_thinking(server: &Process) -> (String, [String; 2], i64, Instant) {
    let (room, tokens) = server.clocked_hex_room().await;
    let mut white = server.join(&room, &tokens[0]).await.0;
    let mut black = server.join(&room, &tokens[1]).await.0;
    let first = legal(Variant::Hex, &[] as &[&str])[0].clone();
    assert_eq!(white.play(0, &first).await["t"], "ack");
    let second = legal(Variant::Hex, &[&first])[0].clone();
    assert_eq!(black.play(1, &second).await["t"], "ack");
    let ev = white.move_event(1).await;
    let started = Instant::now();
    (room, tokens, ev["clocks"][0].as_i64().unwrap(), started)
}

/// White's time as the welcome through `server` shows it.
async fn white_left(server: &Process, room: &str, token: &str) -> i64 {
    let (_, welcome) = server.join(room, token).await;
    welcome["snapshot"]["clocks"][0]
        .as_i64()
        .unwrap_or_else(|| panic!("no clock in {welcome}"))
}

/// Asserts that white, who had `before` ms when its clock started and thought `thinking`
/// before the server died `down` before the restart, has `after` left: charged the thinking
/// (less at most one heartbeat), not the downtime.
fn assert_only_thinking_charged(
    case: &str,
    before: i64,
    thinking: Duration,
    down: Duration,
    after: i64,
) {
    let thinking = thinking.as_millis() as i64;
    let expected = before - thinking;
    assert!(
        (expected - 300..=expected + SLACK_MS).contains(&after),
        "{case}: {after} ms left, expected about {expected} ({before} − {thinking} thinking); \
         {before} would give the thinking back, {} would charge the {} ms down",
        expected - down.as_millis() as i64,
        down.as_millis()
    );
}

/// SIGTERM, and waits for the process to exit cleanly.
async fn terminate(server: Process) {
    server.terminate();
    server.exits_cleanly().await;
}

/// How the server goes down.
#[derive(Clone, Copy, Debug)]
enum Death {
    Kill,
    Term,
}

/// One server (SQLite, or PostgreSQL at `url`) dies while white thinks, stays down `down`,
/// and is started again on the same database.
async fn restart_case(death: Death, url: Option<String>, down: Duration) {
    let data = tempfile::tempdir().unwrap();
    let server = Process::start_with(data.path(), url.as_deref());
    let (room, tokens, before, started) = white_thinking(&server).await;
    tokio::time::sleep(THINKING).await;
    let thought = started.elapsed();
    match death {
        Death::Kill => server.kill(),
        Death::Term => terminate(server).await,
    }
    tokio::time::sleep(down).await;
    let server = Process::start_with(data.path(), url.as_deref());
    let after = white_left(&server, &room, &tokens[0]).await;
    let case = format!(
        "{death:?}, {}",
        if url.is_some() {
            "PostgreSQL"
        } else {
            "SQLite"
        }
    );
    assert_only_thinking_charged(&case, before, thought, down, after);
}

#[tokio::test]
async fn after_sigkill_the_thinking_is_charged_and_the_downtime_is_not() {
    restart_case(Death::Kill, None, Duration::from_secs(3)).await;
}

#[tokio::test]
async fn after_sigterm_the_thinking_is_charged_and_the_downtime_is_not() {
    restart_case(Death::Term, None, Duration::from_secs(3)).await;
}

/// On PostgreSQL a killed instance counts as dead once silent for 6 s: the restart comes
/// later than that.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_after_sigkill_the_downtime_is_not_charged() {
    let url = Cluster::get().fresh_database().await;
    restart_case(Death::Kill, Some(url), Duration::from_secs(8)).await;
}

/// A clean stop is known at once, however soon the restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_after_sigterm_the_downtime_is_not_charged() {
    let url = Cluster::get().fresh_database().await;
    restart_case(Death::Term, Some(url), Duration::from_secs(3)).await;
}

/// Both players on instance A, which is killed; B, up all along, takes the room over when
/// white comes back through it: charged up to A's last heartbeat, and from B's takeover on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_room_taken_over_from_a_dead_instance_is_not_charged_its_downtime() {
    let url = Cluster::get().fresh_database().await;
    let data = tempfile::tempdir().unwrap();
    let a = Process::start_with(data.path(), Some(&url));
    let b = Process::start_with(data.path(), Some(&url));
    let (room, tokens, before, started) = white_thinking(&a).await;
    tokio::time::sleep(THINKING).await;
    let thought = started.elapsed();
    a.kill();
    let down = Duration::from_secs(8);
    tokio::time::sleep(down).await;
    let after = white_left(&b, &room, &tokens[0]).await;
    assert_only_thinking_charged("taken over", before, thought, down, after);
    // The takeover is stored: a third instance loading the room now charges alike.
    let c = Process::start_with(data.path(), Some(&url));
    let seen_by_c = white_left(&c, &room, &tokens[0]).await;
    let seen_by_b = white_left(&b, &room, &tokens[0]).await;
    assert!(
        (seen_by_c - seen_by_b).abs() < 300,
        "B shows {seen_by_b} ms, C {seen_by_c} ms"
    );
}
