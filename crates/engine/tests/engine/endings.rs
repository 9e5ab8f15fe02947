//! Endings off the board — resignation, time, leaving, agreement and abort — through the
//! session API that the CLI, the page and the server use.

use tahta_engine::session::Ending;
use tahta_engine::{AnySession, Variant};

fn session(variant: Variant, position: Option<&str>, moves: &[&str]) -> Box<dyn AnySession> {
    let mut s = variant.new_session(position).unwrap();
    for mv in moves {
        s.play(mv).unwrap();
    }
    s
}

fn ended(variant: Variant, position: Option<&str>, ending: Ending) -> String {
    let mut s = session(variant, position, &[]);
    s.end(ending).unwrap();
    assert!(s.legal_moves().is_empty(), "a finished game has no moves");
    s.result_text().unwrap()
}

/// White king and pawn against the bare black king.
const HEX_BARE_BLACK: &str = "1/3/5/7/9/10k/11/4P6/11/11/K10 w - 0 1";
/// White King and rook against the black King alone.
const TIMUR_BARE_BLACK: &str = "11/11/11/11/11/11/11/11/R10/K9k w -,- Ss 00 0 1";
/// Both sides with only their Kings.
const TIMUR_BARE_BOTH: &str = "11/11/11/11/11/11/11/11/11/K9k w -,- Ss 00 0 1";

#[test]
fn running_out_of_time_loses() {
    assert_eq!(
        ended(Variant::Jungle, None, Ending::Time('r')),
        "blue wins: time"
    );
    assert_eq!(
        ended(Variant::Hex, None, Ending::Time('b')),
        "white wins: time"
    );
    assert_eq!(
        ended(Variant::Timur, None, Ending::Time('w')),
        "black wins: time"
    );
    assert_eq!(
        ended(Variant::Sanguo, None, Ending::Time('g')),
        "red and blue win: time"
    );
}

#[test]
fn time_against_nothing_but_royals_is_a_draw_in_hex_and_timur() {
    let hex = Some(HEX_BARE_BLACK);
    assert_eq!(ended(Variant::Hex, hex, Ending::Time('w')), "draw: time");
    assert_eq!(
        ended(Variant::Hex, hex, Ending::Time('b')),
        "white wins: time"
    );
    let timur = Some(TIMUR_BARE_BLACK);
    assert_eq!(
        ended(Variant::Timur, timur, Ending::Time('w')),
        "draw: time"
    );
    assert_eq!(
        ended(Variant::Timur, timur, Ending::Time('b')),
        "white wins: time"
    );
    let both = Some(TIMUR_BARE_BOTH);
    assert_eq!(ended(Variant::Timur, both, Ending::Time('b')), "draw: time");
}

#[test]
fn jungle_has_no_bare_royal_exception() {
    // Blue has only its rat left, and still wins on red's time: any animal can reach a den.
    let lone_rat = Some("7/7/7/7/7/7/7/7/L5r r 0 1");
    assert_eq!(
        ended(Variant::Jungle, lone_rat, Ending::Time('r')),
        "blue wins: time"
    );
}

#[test]
fn leaving_loses_or_is_claimed_as_a_draw() {
    assert_eq!(
        ended(Variant::Hex, None, Ending::Left('w')),
        "black wins: left"
    );
    assert_eq!(
        ended(Variant::Hex, None, Ending::LeftDraw('w')),
        "draw: left"
    );
    assert_eq!(
        ended(Variant::Sanguo, None, Ending::Left('r')),
        "green and blue win: left"
    );
    let mut three = session(Variant::Sanguo, None, &[]);
    let err = three.end(Ending::LeftDraw('r')).unwrap_err();
    assert!(err.message.contains("two players"), "{err}");
    assert_eq!(
        three.result_text(),
        None,
        "a refused ending changes nothing"
    );
}

#[test]
fn resignation_and_agreement() {
    assert_eq!(
        ended(Variant::Timur, None, Ending::Resign('b')),
        "white wins: resignation"
    );
    assert_eq!(
        ended(Variant::Jungle, None, Ending::Agreement),
        "draw: agreement"
    );
}

#[test]
fn abort_only_before_everyone_has_moved() {
    let mut s = session(Variant::Hex, None, &[]);
    let first = s.legal_moves()[0].clone();
    s.play(&first).unwrap();
    s.end(Ending::Abort).unwrap();
    assert_eq!(s.result_text().as_deref(), Some("aborted"));
    let state = s.state();
    let result = state.result.unwrap();
    assert_eq!(result.rule, "aborted");
    assert!(result.winners.is_empty());

    let mut s = session(Variant::Hex, None, &[]);
    for _ in 0..2 {
        let mv = s.legal_moves()[0].clone();
        s.play(&mv).unwrap();
    }
    let err = s.end(Ending::Abort).unwrap_err();
    assert!(err.message.contains("too late to abort"), "{err}");
    assert_eq!(s.result_text(), None);

    // Three Kingdoms: two kingdoms have moved, the third has not.
    let mut s = session(Variant::Sanguo, None, &[]);
    for _ in 0..2 {
        let mv = s.legal_moves()[0].clone();
        s.play(&mv).unwrap();
    }
    s.end(Ending::Abort).unwrap();
    assert_eq!(s.result_text().as_deref(), Some("aborted"));
}

#[test]
fn a_finished_game_takes_no_second_ending() {
    let mut s = session(Variant::Jungle, None, &[]);
    s.end(Ending::Time('b')).unwrap();
    let err = s.end(Ending::Resign('r')).unwrap_err();
    assert!(
        err.message.contains("already over (red wins: time)"),
        "{err}"
    );
    assert!(s.end(Ending::Abort).is_err());
    assert_eq!(s.result_text().as_deref(), Some("red wins: time"));
}

#[test]
fn unknown_players_are_refused() {
    let mut s = session(Variant::Hex, None, &[]);
    assert!(s
        .end(Ending::Time('x'))
        .unwrap_err()
        .message
        .contains("unknown player 'x'"));
    assert_eq!(s.result_text(), None);
}

#[test]
fn ending_strings_parse_with_precise_errors() {
    assert_eq!(Ending::parse("time:w").unwrap(), Ending::Time('w'));
    assert_eq!(Ending::parse("left-draw:b").unwrap(), Ending::LeftDraw('b'));
    assert_eq!(Ending::parse("abort").unwrap(), Ending::Abort);
    assert!(Ending::parse("time")
        .unwrap_err()
        .message
        .contains("say whose"));
    assert!(Ending::parse("abort:w")
        .unwrap_err()
        .message
        .contains("names no player"));
    assert!(Ending::parse("time:wb")
        .unwrap_err()
        .message
        .contains("one player letter"));
    assert!(Ending::parse("flag:w")
        .unwrap_err()
        .message
        .contains("unknown ending"));
}

#[test]
fn benlik_learns_nothing_from_an_aborted_game() {
    let mut s = session(Variant::Jungle, None, &[]);
    s.end(Ending::Abort).unwrap();
    let base: Vec<f32> = s.features().iter().map(|f| f.base).collect();
    assert_eq!(s.benlik_update('b', &base).unwrap(), base);
}
