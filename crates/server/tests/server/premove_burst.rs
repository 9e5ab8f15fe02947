//! A premove-timed burst in a clocked room: a player whose client sends its move the instant
//! the opponent's move arrives (as a move made in advance does), many times in a row. Every
//! move is accepted, stored and shown in the order played, none is refused, and each is charged
//! what the clock rules charge a move made at once: never less than nothing (a clock gains
//! only its increment), and only the moment it took.

use crate::common::{moves_of, two_player_room, Db, TestServer};
use serde_json::json;
use tahta_engine::Variant;

/// Plies of the burst: both seats' first moves (no clock runs yet), then 15 rounds of an answer
/// at once (the engine's first legal move each time, which ends the game at ply 36).
const PLIES: usize = 32;
/// The increment, ms.
const INC_MS: i64 = 2_000;
/// The most an answer sent at once may be charged here: the server's own handling of the move,
/// on a loaded test machine.
const AT_ONCE_MS: i64 = 1_500;

async fn moves_sent_the_instant_the_opponents_arrive_are_all_accepted_in_order(db: Db) {
    let server = TestServer::start(db).await;
    let clock = json!({ "base_s": 60, "inc_s": INC_MS / 1000 });
    let (_, mut white, mut black) = two_player_room(&server, "hex", clock).await;
    let mut game = Variant::Hex.new_session(None).unwrap();
    let mut played = Vec::new();
    // Black's time after each of its moves, and before (as white's move showed it).
    let mut black_before = None;
    for n in 0..PLIES {
        let mv = game.legal_moves()[0].clone();
        game.play(&mv).unwrap();
        assert!(game.result().is_none(), "the game ended at ply {n}");
        let (mover, other) = if n % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        // Sent the moment the opponent's move (the previous ply) arrived: the mover heard of it
        // at the end of the previous round, and answers now with nothing between.
        let ack = mover.play(n, &mv).await;
        assert_eq!(ack["t"], "ack", "ply {n}: {ack}");
        // The next move each hears of is this one: nothing lost or reordered.
        let ev = other.event_of("move").await;
        let own = mover.event_of("move").await;
        for heard in [&ev, &own] {
            assert_eq!(
                (heard["n"].as_u64(), heard["mv"].as_str()),
                (Some(n as u64), Some(mv.as_str())),
                "ply {n}"
            );
        }
        let black_ms = ev["clocks"][1].as_i64().unwrap();
        if n % 2 == 1 {
            if let Some(before) = black_before {
                let charged = before + INC_MS - black_ms;
                assert!(
                    (0..=AT_ONCE_MS).contains(&charged),
                    "ply {n}: black's answer at once was charged {charged} ms ({ev})"
                );
            }
        } else if n >= 2 {
            black_before = Some(black_ms);
        }
        played.push(mv);
    }
    let (moves, _) = moves_of(&server.stored_events().await);
    assert_eq!(moves, played, "stored in the order played");
    let others = server
        .stored_kinds()
        .await
        .into_iter()
        .filter(|k| k != "move" && k != "seat" && k != "start")
        .collect::<Vec<_>>();
    assert_eq!(
        others,
        Vec::<String>::new(),
        "nothing but the moves happened"
    );
}

both_stores!(moves_sent_the_instant_the_opponents_arrive_are_all_accepted_in_order);
