//! Game records (`tahta_engine::record`): every game written reads back as the same game and
//! the same text, in all four games, with Timur's King swap and Three Kingdoms' takeover; a
//! malformed record is refused with a reason that says where; the review marks a known blunder.

use tahta_engine::record::Record;
use tahta_engine::search::levels::Level;
use tahta_engine::search::review::{Mark, REVIEW_NODES};
use tahta_engine::session::Ending;
use tahta_engine::{AnySession, Variant};

fn clock() -> f64 {
    0.0
}

/// Plays `plies` bot moves (Easy, seeded) from `start` and returns the moves.
fn bot_moves(variant: Variant, start: Option<&str>, plies: usize) -> Vec<String> {
    bot_moves_after(variant.new_session(start).unwrap(), plies, 7)
}

/// Plays up to `plies` Easy bot moves in `game`, the first seeded with `seed` and each next
/// one with the following number, and returns them.
fn bot_moves_after(mut game: Box<dyn AnySession>, plies: usize, seed: u64) -> Vec<String> {
    let mut moves = Vec::new();
    for ply in 0..plies as u64 {
        let Some(reply) = game
            .bot_move(Level::Easy, None, seed + ply, None, &clock)
            .unwrap()
        else {
            break;
        };
        game.play(&reply.notation).unwrap();
        moves.push(reply.notation);
    }
    moves
}

/// Writes a record of the game, reads it back and checks text, moves and final state.
fn round_trip(variant: Variant, tags: Vec<(&str, &str)>, moves: Vec<String>) -> String {
    let record = Record {
        variant,
        tags: tags
            .into_iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect(),
        moves,
    };
    let text = record.write().unwrap();
    let read = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read, record, "{text}");
    assert_eq!(read.write().unwrap(), text);
    let replayed = read.replay().unwrap();
    assert_eq!(replayed.ply_count(), record.moves.len());
    text
}

#[test]
fn games_from_the_start_round_trip_in_every_variant() {
    for &variant in Variant::ALL {
        let moves = bot_moves(variant, None, 30);
        assert!(moves.len() >= 10, "{variant:?}");
        let text = round_trip(
            variant,
            vec![("Date", "2025-05-04"), ("Seats", "human easy")],
            moves,
        );
        assert!(text.starts_with(&format!("[Game \"{}\"]\n", variant.id())));
        assert!(text.contains("\n\n1. "), "{text}");
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    }
}

#[test]
fn a_finished_game_keeps_its_result_and_ending() {
    let moves = bot_moves(Variant::Jungle, None, 6);
    let mut game = Variant::Jungle.new_session(None).unwrap();
    for m in &moves {
        game.play(m).unwrap();
    }
    game.end(Ending::Resign('b')).unwrap();
    let result = game.result_text().unwrap();
    let text = round_trip(
        Variant::Jungle,
        vec![("Ending", "resign:b"), ("Result", &result)],
        moves.clone(),
    );
    let replayed = Record::parse(&text).unwrap().replay().unwrap();
    assert_eq!(replayed.result_text().as_deref(), Some(result.as_str()));
    // A result that the moves do not give is refused.
    let wrong = text.replace(&result, "red wins: den");
    let err = Record::parse(&wrong).unwrap_err().message;
    assert!(err.contains("[Result] says 'red wins: den'"), "{err}");
}

#[test]
fn timur_swap_round_trips() {
    // White's King on d10, attacked by the rook on a10, swaps with the knight on h4.
    let start = "r2K7/11/11/11/11/F3PR6/7N3/11/11/10k w -,- Ss 00 0 1";
    let mut game = Variant::Timur.new_session(Some(start)).unwrap();
    let swap = game
        .state()
        .moves
        .into_iter()
        .find(|m| m.swap)
        .expect("a swap is legal")
        .notation;
    game.play(&swap).unwrap();
    let mut moves = vec![swap];
    moves.extend(bot_moves_after(game, 6, 0));
    let text = round_trip(Variant::Timur, vec![("Start", start)], moves);
    assert!(text.contains("<>"), "{text}");
}

#[test]
fn three_kingdoms_takeover_and_win_round_trip() {
    // Wu to move; gc4-gc5 gd3-gc3 gd5-gd1 defeats Wu (Shu takes over), then ba4-ba5 bi3-bi1 wins.
    let start = "9/9/9/9/3rK5|3rR5/2gS6/3bS5/9/3gK5|9/bS8/8rR/gR8/4bK4 g rgb 0 40";
    let moves: Vec<String> = ["gc4-gc5", "gd3-gc3", "gd5-gd1", "ba4-ba5", "bi3-bi1"]
        .iter()
        .map(|m| m.to_string())
        .collect();
    let mut game = Variant::Sanguo.new_session(Some(start)).unwrap();
    for m in &moves {
        game.play(m).unwrap();
    }
    let result = game.result_text().expect("the game is won");
    let text = round_trip(
        Variant::Sanguo,
        vec![("Start", start), ("Result", &result)],
        moves,
    );
    // The record starts with the second kingdom: its first number has three dots.
    assert!(text.contains("\n40... gc4-gc5"), "{text}");
}

#[test]
fn the_banner_option_is_a_start() {
    let start = Variant::Sanguo
        .option_start("banners=off")
        .unwrap()
        .unwrap();
    let moves = bot_moves(Variant::Sanguo, Some(start), 9);
    let text = round_trip(Variant::Sanguo, vec![("Option", "banners=off")], moves);
    let record = Record::parse(&text).unwrap();
    assert_eq!(record.start().unwrap().as_deref(), Some(start));
}

#[test]
fn malformed_records_say_where() {
    let cases: &[(&str, &str)] = &[
        ("", "names no game"),
        ("[Game \"chess\"]\n", "line 1: unknown variant 'chess'"),
        (
            "[Game \"hex\"]\n[Date 2025]\n",
            "line 2: the value of [Date] goes in double quotes",
        ),
        (
            "[Game \"hex\"]\n[Game \"hex\"]\n",
            "line 2: a second [Game] tag",
        ),
        (
            "[Game \"hex\"]\n\n1. f5-f6\n[Date \"x\"]\n",
            "line 4: tags come before the moves",
        ),
        (
            "[Game \"hex\"]\n\n1. f5-f6 e7-e6 2. a1-a9\n",
            "move 3 (2. a1-a9)",
        ),
        ("[Game \"jungle\"]\n[Start \"nonsense\"]\n", "[Start]"),
        (
            "[Game \"sanguo\"]\n[Option \"banners=maybe\"]\n",
            "[Option]",
        ),
        ("[Game \"hex\"]\n[Ending \"resign\"]\n", "[Ending]"),
    ];
    for (text, expected) in cases {
        let err = Record::parse(text).unwrap_err().message;
        assert!(err.contains(expected), "{text:?}: {err}");
    }
}

#[test]
fn a_hanging_queen_is_a_blunder() {
    // From the start, White's queen e1-b4 stands where Black's queen on e10 takes it.
    let mut game = Variant::Hex.new_session(None).unwrap();
    let review = game
        .analyse(Some("e1-b4"), REVIEW_NODES, None, &clock)
        .unwrap()
        .unwrap();
    assert_eq!(review.mark, Some(Mark::Blunder), "{review:?}");
    assert!(review.drop >= 800, "about a queen: {review:?}");
    let best = review.best.expect("a better move").notation;
    assert_ne!(best, "e1-b4");
    // Taking the queen is Black's best answer, and the best move itself is not marked.
    game.play("e1-b4").unwrap();
    let answer = game
        .analyse(Some("e10-b4"), REVIEW_NODES, None, &clock)
        .unwrap()
        .unwrap();
    assert_eq!(answer.best.map(|m| m.notation).as_deref(), Some("e10-b4"));
    assert_eq!((answer.drop, answer.mark), (0, None));
    // A game over has nothing to review.
    let mut over = Variant::Hex.new_session(None).unwrap();
    over.resign('w').unwrap();
    assert!(over
        .analyse(None, REVIEW_NODES, None, &clock)
        .unwrap()
        .is_none());
}
