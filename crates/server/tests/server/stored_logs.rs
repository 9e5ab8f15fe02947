//! Rooms whose logs were written before events were typed: rows put into the database with
//! plain SQL, byte for byte as the server has always written them, load and replay (moves,
//! draw offers and declines, an ending off the board, logged clocks), and play goes on with
//! new rows in the same format.

use crate::common::{legal, Client, Db, TestServer};
use serde_json::Value;
use tahta_engine::Variant;
use tahta_server::ids;

/// A seat's row: its letter, invite hash and token hash.
type SeatRow = (&'static str, Option<Vec<u8>>, Option<Vec<u8>>);

/// A room as rows: (room id, its rooms row, its seats, its events).
struct Rows {
    room: String,
    key: Vec<u8>,
    variant: &'static str,
    clock: Option<(i32, i32)>,
    status: &'static str,
    result: Option<&'static str>,
    last_seq: i64,
    seats: Vec<SeatRow>,
    /// (seq, kind, seat, body).
    events: Vec<(i64, &'static str, Option<&'static str>, String)>,
}

impl Rows {
    fn new(variant: &'static str) -> Rows {
        let room = ids::new_secret();
        Rows {
            key: ids::hash(&room),
            room,
            variant,
            clock: None,
            status: "live",
            result: None,
            last_seq: 0,
            seats: Vec::new(),
            events: Vec::new(),
        }
    }

    fn start(&self) -> String {
        Variant::parse(self.variant)
            .unwrap()
            .new_session(None)
            .unwrap()
            .position()
    }

    async fn insert(&self, server: &TestServer) {
        match &server.database_url {
            None => self.insert_sqlite(server),
            Some(url) => self.insert_postgres(url).await,
        }
    }

    fn insert_sqlite(&self, server: &TestServer) {
        use rusqlite::params;
        let conn = rusqlite::Connection::open(server.data.path().join("tahta.sqlite3")).unwrap();
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .unwrap();
        conn.execute(
            "INSERT INTO rooms (key, variant, start, base_s, inc_s, status, result, last_seq,
                                clocks, created_at, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL, 0, ?9)",
            params![
                self.key,
                self.variant,
                self.start(),
                self.clock.map(|c| c.0),
                self.clock.map(|c| c.1),
                self.status,
                self.result,
                self.last_seq,
                i64::MAX
            ],
        )
        .unwrap();
        for (seat, invite, token) in &self.seats {
            conn.execute(
                "INSERT INTO seats (room, seat, invite_hash, token_hash) VALUES (?1, ?2, ?3, ?4)",
                params![self.key, seat, invite, token],
            )
            .unwrap();
        }
        for (seq, kind, seat, body) in &self.events {
            conn.execute(
                "INSERT INTO events (room, seq, kind, seat, body, at) VALUES (?1, ?2, ?3, ?4, ?5, 0)",
                params![self.key, seq, kind, seat, body],
            )
            .unwrap();
        }
    }

    async fn insert_postgres(&self, url: &str) {
        let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .unwrap();
        let driver = tokio::spawn(connection);
        client
            .execute(
                "INSERT INTO rooms (key, variant, start, base_s, inc_s, status, result, last_seq,
                                    clocks, created_at, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, 0, $9)",
                &[
                    &self.key,
                    &self.variant,
                    &self.start(),
                    &self.clock.map(|c| c.0),
                    &self.clock.map(|c| c.1),
                    &self.status,
                    &self.result,
                    &self.last_seq,
                    &i64::MAX,
                ],
            )
            .await
            .unwrap();
        for (seat, invite, token) in &self.seats {
            client
                .execute(
                    "INSERT INTO seats (room, seat, invite_hash, token_hash) VALUES ($1, $2, $3, $4)",
                    &[&self.key, seat, invite, token],
                )
                .await
                .unwrap();
        }
        for (seq, kind, seat, body) in &self.events {
            client
                .execute(
                    "INSERT INTO events (room, seq, kind, seat, body, at) VALUES ($1, $2, $3, $4, $5, 0)",
                    &[&self.key, seq, kind, seat, body],
                )
                .await
                .unwrap();
        }
        drop(client);
        let _ = driver.await;
    }
}

async fn logs_written_before_typed_events_load_and_play_on(db: Db) {
    let server = TestServer::start(db).await;

    // A live Jungle room: two moves, a draw offer declined, then one standing.
    let red_token = ids::new_secret();
    let m0 = legal(Variant::Jungle, &[] as &[&str])[0].clone();
    let m1 = legal(Variant::Jungle, &[&m0])[0].clone();
    let mut live = Rows::new("jungle");
    live.last_seq = 8;
    live.seats = vec![
        ("r", None, Some(ids::hash(&red_token))),
        ("b", Some(vec![1; 32]), Some(vec![2; 32])),
    ];
    live.events = vec![
        (1, "seat", Some("r"), "{}".into()),
        (2, "seat", Some("b"), "{}".into()),
        (3, "start", None, "{}".into()),
        (4, "move", Some("r"), format!(r#"{{"n":0,"mv":"{m0}"}}"#)),
        (5, "draw", Some("r"), r#"{"op":"offer"}"#.into()),
        (6, "draw", Some("b"), r#"{"op":"decline"}"#.into()),
        (7, "move", Some("b"), format!(r#"{{"n":1,"mv":"{m1}"}}"#)),
        (8, "draw", Some("b"), r#"{"op":"offer"}"#.into()),
    ];
    live.insert(&server).await;

    // A clocked Hex game that black resigned, the clocks logged with each move.
    let w0 = legal(Variant::Hex, &[] as &[&str])[0].clone();
    let b0 = legal(Variant::Hex, &[&w0])[0].clone();
    let mut over = Rows::new("hex");
    over.clock = Some((300, 5));
    over.status = "ended";
    over.result = Some("white wins: resignation");
    over.last_seq = 6;
    over.seats = vec![
        ("w", None, Some(vec![3; 32])),
        ("b", Some(vec![4; 32]), Some(vec![5; 32])),
    ];
    over.events = vec![
        (1, "seat", Some("w"), "{}".into()),
        (2, "seat", Some("b"), "{}".into()),
        (3, "start", None, "{}".into()),
        (
            4,
            "move",
            Some("w"),
            format!(r#"{{"n":0,"mv":"{w0}","clocks":[300000,300000]}}"#),
        ),
        (
            5,
            "move",
            Some("b"),
            format!(r#"{{"n":1,"mv":"{b0}","clocks":[300000,300000]}}"#),
        ),
        (
            6,
            "end",
            Some("b"),
            r#"{"ending":"resign:b","clocks":[295000,301500]}"#.into(),
        ),
    ];
    over.insert(&server).await;

    let (_, welcome) = Client::join(&server, &over.room, None).await;
    let snapshot = &welcome["snapshot"];
    assert_eq!(snapshot["v"], 6, "{welcome}");
    assert_eq!(snapshot["status"], "ended");
    assert_eq!(snapshot["moves"], serde_json::json!([w0, b0]));
    assert_eq!(snapshot["clocks"], serde_json::json!([295_000, 301_500]));
    assert_eq!(snapshot["result"]["winners"], serde_json::json!(["w"]));
    assert_eq!(
        snapshot["endings"],
        serde_json::json!([{"n": 2, "ending": "resign:b"}])
    );

    // A watcher who saw event 4 gets the rest of the old log as events.
    let mut watcher = Client::connect(&server.ws_url(&live.room)).await;
    let welcome = watcher.hello(&live.room, None, Some(4)).await;
    assert_eq!(welcome["v"], 8);
    assert_eq!(welcome["snapshot"], Value::Null, "{welcome}");
    let kinds: Vec<(Value, Value)> = [watcher.event().await, watcher.event().await]
        .into_iter()
        .map(|ev| (ev["kind"].clone(), ev["op"].clone()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("draw".into(), "offer".into()),
            ("draw".into(), "decline".into())
        ]
    );
    assert_eq!(watcher.event().await["mv"], m1.as_str());
    let last = watcher.event().await;
    assert_eq!(
        (last["kind"].as_str(), last["seat"].as_str()),
        (Some("draw"), Some("b"))
    );
    assert_eq!(last["status"], "live");

    let (mut red, welcome) = Client::join(&server, &live.room, Some(&red_token)).await;
    let snapshot = &welcome["snapshot"];
    assert_eq!(snapshot["moves"], serde_json::json!([m0, m1]));
    assert_eq!(snapshot["draw_offer"], "b");
    assert_eq!(snapshot["to_move"], "r");
    let m2 = legal(Variant::Jungle, &[&m0, &m1])[0].clone();
    let ack = red.play(2, &m2).await;
    assert_eq!(ack, serde_json::json!({"t": "ack", "a": 1, "v": 9}));

    // The new row is written as the old ones were.
    let stored = server.stored_events().await;
    let row = stored
        .iter()
        .find(|(seq, kind, _, _)| *seq == 9 && kind == "move")
        .expect("the move is stored");
    assert_eq!(row.2.as_deref(), Some("r"));
    assert_eq!(row.3, format!(r#"{{"n":2,"mv":"{m2}"}}"#));
}

both_stores!(logs_written_before_typed_events_load_and_play_on);
