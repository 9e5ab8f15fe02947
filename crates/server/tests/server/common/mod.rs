//! What the server tests share: a real server on 127.0.0.1 port 0 with its own database, real
//! WebSocket clients (tokio-tungstenite) and a real HTTP client (reqwest).

#![allow(dead_code)]

pub mod pg;
pub mod process;
pub mod push_service;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::Duration;
use tahta_server::{limits::Limits, PushSettings, Server, Settings, Timing};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Timings short enough for tests.
pub fn quick_timing() -> Timing {
    Timing {
        gone_after: Duration::from_millis(600),
        gone_after_leave: Duration::from_millis(300),
        first_move_limit: None,
        resume_hold: Duration::from_millis(300),
        idle_unload: Duration::from_millis(500),
        hello_timeout: Duration::from_secs(2),
        ping_every: Duration::from_millis(200),
        invite_life: Duration::from_secs(3600),
        sweep_every: Duration::from_millis(200),
        ..Timing::default()
    }
}

/// Push settings for tests: the tests' push service on 127.0.0.1 may be contacted.
pub fn test_push() -> PushSettings {
    PushSettings {
        contact: "mailto:tests@tahta.example".into(),
        policy: tahta_server::push::EndpointPolicy {
            insecure_loopback: true,
        },
    }
}

/// Which store a test server uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Db {
    /// The embedded SQLite file.
    Sqlite,
    /// A fresh database on the test process's PostgreSQL cluster.
    Postgres,
}

/// Runs each named `async fn(Db)` test once per store: `sqlite::name` and `postgres::name`.
#[macro_export]
macro_rules! both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                super::$name($crate::common::Db::Sqlite).await
            })*
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                super::$name($crate::common::Db::Postgres).await
            })*
        }
    };
}

/// A server under test with its data directory (or PostgreSQL database).
pub struct TestServer {
    pub server: Option<Server>,
    pub url: String,
    pub data: tempfile::TempDir,
    pub database_url: Option<String>,
    timing: Timing,
    limits: Limits,
    push: PushSettings,
}

impl TestServer {
    pub async fn start(db: Db) -> TestServer {
        Self::start_with(db, quick_timing(), Limits::default()).await
    }

    pub async fn start_with(db: Db, timing: Timing, limits: Limits) -> TestServer {
        let database_url = match db {
            Db::Sqlite => None,
            Db::Postgres => Some(pg::Cluster::get().fresh_database().await),
        };
        Self::start_on(database_url, timing, limits).await
    }

    /// A server on the given PostgreSQL database (or SQLite when `None`).
    pub async fn start_on(
        database_url: Option<String>,
        timing: Timing,
        limits: Limits,
    ) -> TestServer {
        Self::start_full(database_url, timing, limits, test_push()).await
    }

    /// A server with these push settings.
    pub async fn start_full(
        database_url: Option<String>,
        timing: Timing,
        limits: Limits,
        push: PushSettings,
    ) -> TestServer {
        let mut server = TestServer {
            push,
            server: None,
            url: String::new(),
            data: tempfile::tempdir().unwrap(),
            database_url,
            timing,
            limits,
        };
        server.restart().await;
        server
    }

    /// Stops the server (if it runs) and starts it again on the same database, at a new
    /// address.
    pub async fn restart(&mut self) {
        self.stop().await;
        let settings = Settings {
            database_url: self.database_url.clone(),
            timing: self.timing.clone(),
            limits: self.limits.clone(),
            push: self.push.clone(),
            ..Settings::new(
                "127.0.0.1:0".parse().unwrap(),
                PathBuf::from("/nonexistent-dist"),
                self.data.path().to_path_buf(),
            )
        };
        let server = tahta_server::start(settings).await.unwrap();
        self.url = server.url();
        self.server = Some(server);
    }

    pub fn ws_url(&self, room: &str) -> String {
        format!("{}/ws/{room}", self.url.replace("http://", "ws://"))
    }

    /// Creates a room; the JSON answer.
    pub async fn create(&self, body: Value) -> Value {
        let (status, answer) = self.post("/api/rooms", body).await;
        assert_eq!(status, 201, "{answer}");
        answer
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let r = reqwest::Client::new()
            .post(format!("{}{path}", self.url))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        let r = reqwest::get(format!("{}{path}", self.url)).await.unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    /// Claims the invite of `letter` in a created room: the new token.
    pub async fn claim(&self, created: &Value, letter: &str) -> String {
        let room = created["room"].as_str().unwrap();
        let invite = created["invites"][letter].as_str().unwrap();
        let (status, answer) = self
            .post(
                &format!("/api/rooms/{room}/claim"),
                json!({ "invite": invite }),
            )
            .await;
        assert_eq!(status, 200, "{answer}");
        answer["token"].as_str().unwrap().to_string()
    }

    /// Every stored event of every room, read from the database itself.
    pub async fn stored_events(&self) -> Vec<(i64, String, Option<String>, String)> {
        match &self.database_url {
            None => stored_events(self.data.path()),
            Some(url) => pg::stored_events(url).await,
        }
    }

    /// The kinds of the stored events, in order.
    pub async fn stored_kinds(&self) -> Vec<String> {
        self.stored_events()
            .await
            .into_iter()
            .map(|e| e.1)
            .collect()
    }

    /// The timings the next `restart` uses.
    pub fn set_timing(&mut self, timing: Timing) {
        self.timing = timing;
    }

    pub async fn stop(&mut self) {
        if let Some(server) = self.server.take() {
            server.stop().await;
        }
    }
}

/// Every stored event: (seq, kind, seat, body), in insertion order per room.
pub fn stored_events(data: &Path) -> Vec<(i64, String, Option<String>, String)> {
    let conn = rusqlite::Connection::open_with_flags(
        data.join("tahta.sqlite3"),
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .unwrap();
    let mut q = conn
        .prepare("SELECT seq, kind, seat, body FROM events ORDER BY room, seq")
        .unwrap();
    q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// The legal moves after `moves` from the start: the engine picks the tests' moves.
pub fn legal<S: AsRef<str>>(variant: tahta_engine::Variant, moves: &[S]) -> Vec<String> {
    let mut s = variant.new_session(None).unwrap();
    for m in moves {
        s.play(m.as_ref()).unwrap();
    }
    s.legal_moves()
}

/// POSTs a JSON body; the JSON answer, which must be a success.
pub async fn post(url: String, body: Value) -> Value {
    let r = reqwest::Client::new()
        .post(url)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(r.status().is_success(), "{}", r.status());
    r.json().await.unwrap()
}

/// The moves among stored events, in order, and the remaining clocks after the last one.
pub fn moves_of(
    events: &[(i64, String, Option<String>, String)],
) -> (Vec<String>, Option<Vec<i64>>) {
    let mut moves = Vec::new();
    let mut clocks = None;
    for (_, kind, _, body) in events {
        if kind == "move" {
            let body: Value = serde_json::from_str(body).unwrap();
            moves.push(body["mv"].as_str().unwrap().to_string());
            clocks = serde_json::from_value(body["clocks"].clone()).ok();
        }
    }
    (moves, clocks)
}

/// A WebSocket client.
pub struct Client {
    pub ws: WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>,
    next_a: u64,
    /// Frames read while looking for an answer, kept for the next `recv`.
    held: std::collections::VecDeque<Value>,
}

impl Client {
    pub async fn connect(url: &str) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client {
            ws,
            next_a: 1,
            held: Default::default(),
        }
    }

    /// Connects and says hello; the welcome.
    pub async fn join(server: &TestServer, room: &str, token: Option<&str>) -> (Client, Value) {
        let mut c = Client::connect(&server.ws_url(room)).await;
        let welcome = c.hello(room, token, None).await;
        (c, welcome)
    }

    pub async fn hello(&mut self, room: &str, token: Option<&str>, since: Option<u64>) -> Value {
        let mut hello = json!({ "t": "hello", "room": room, "proto": 1 });
        if let Some(token) = token {
            hello["token"] = token.into();
        }
        if let Some(since) = since {
            hello["since"] = since.into();
        }
        self.send(hello).await;
        self.expect("welcome").await
    }

    pub async fn send(&mut self, frame: Value) {
        self.ws
            .send(Message::Text(frame.to_string().into()))
            .await
            .unwrap();
    }

    pub async fn send_raw(&mut self, message: Message) -> Result<(), String> {
        self.ws.send(message).await.map_err(|e| e.to_string())
    }

    /// The next JSON frame (pings and pongs of the transport skipped); panics after 5 s.
    pub async fn recv(&mut self) -> Value {
        self.try_recv(Duration::from_secs(5))
            .await
            .expect("a frame within 5 s")
    }

    /// The next JSON frame, or None on timeout or close.
    pub async fn try_recv(&mut self, wait: Duration) -> Option<Value> {
        if let Some(frame) = self.held.pop_front() {
            return Some(frame);
        }
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let next = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .ok()??;
            match next {
                Ok(Message::Text(text)) => return Some(serde_json::from_str(&text).unwrap()),
                Ok(Message::Ping(_) | Message::Pong(_)) => continue,
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(other) => panic!("unexpected frame {other:?}"),
            }
        }
    }

    /// Skips frames until one of type `t` (presence and events in between are normal).
    pub async fn expect(&mut self, t: &str) -> Value {
        loop {
            let frame = self.recv().await;
            if frame["t"] == t {
                return frame;
            }
            assert!(
                !(frame["t"] == "err" && t != "err"),
                "expected {t}, got {frame}"
            );
        }
    }

    /// Sends a move as ply `n`; the ack or err answering it.
    pub async fn play(&mut self, n: usize, mv: &str) -> Value {
        let a = self.next_a;
        self.next_a += 1;
        self.send(json!({ "t": "move", "n": n, "mv": mv, "a": a }))
            .await;
        self.answer(a).await
    }

    /// Sends an action frame (with a fresh ack id); the ack or err answering it.
    pub async fn act(&mut self, mut frame: Value) -> Value {
        let a = self.next_a;
        self.next_a += 1;
        frame["a"] = a.into();
        self.send(frame).await;
        self.answer(a).await
    }

    /// The ack or err of ack id `a`; frames before it (events, presence) stay to be read.
    async fn answer(&mut self, a: u64) -> Value {
        let mut before = std::collections::VecDeque::new();
        loop {
            let frame = self.recv().await;
            if (frame["t"] == "ack" || frame["t"] == "err") && frame["a"] == a {
                before.extend(self.held.drain(..));
                self.held = before;
                return frame;
            }
            before.push_back(frame);
        }
    }

    /// The next `ev` frame.
    pub async fn event(&mut self) -> Value {
        self.expect("ev").await
    }

    /// Waits for a `presence` frame in which seat `index` is online (or not).
    pub async fn presence_until(&mut self, index: usize, online: bool) -> Value {
        loop {
            let p = self.expect("presence").await;
            if p["seats"][index]["online"] == online {
                return p;
            }
        }
    }

    /// The next `ev` frame of this kind (other events skipped).
    pub async fn event_of(&mut self, kind: &str) -> Value {
        loop {
            let ev = self.event().await;
            if ev["kind"] == kind {
                return ev;
            }
        }
    }

    /// The `ev` of the move played as ply `n` (earlier events skipped).
    pub async fn move_event(&mut self, n: u64) -> Value {
        loop {
            let ev = self.event_of("move").await;
            if ev["n"] == n {
                return ev;
            }
        }
    }

    /// Whether the server closed the socket within `wait` (frames before the close skipped).
    pub async fn closed_within(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.ws.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => continue,
            }
        }
    }
}

/// A two-player room with both seats joined: (room, first player's client, second's).
pub async fn two_player_room(
    server: &TestServer,
    variant: &str,
    clock: Value,
) -> (String, Client, Client) {
    let created = server
        .create(json!({ "variant": variant, "clock": clock, "seat": first_letter(variant) }))
        .await;
    let room = created["room"].as_str().unwrap().to_string();
    let second = second_letter(variant);
    let token2 = server.claim(&created, second).await;
    let (a, welcome) = Client::join(server, &room, created["token"].as_str()).await;
    assert_eq!(welcome["snapshot"]["status"], "live", "{welcome}");
    let (b, _) = Client::join(server, &room, Some(&token2)).await;
    (room, a, b)
}

pub fn first_letter(variant: &str) -> &'static str {
    match variant {
        "jungle" | "sanguo" => "r",
        _ => "w",
    }
}

pub fn second_letter(variant: &str) -> &'static str {
    match variant {
        "jungle" => "b",
        "sanguo" => "g",
        _ => "b",
    }
}
