//! The session interface the CLI and the page hold: a game ended by a declaration (resignation,
//! agreed draw) behaves like any finished game.

use tahta_engine::{AnySession, Variant};

fn finished_by_declaration() -> Vec<(&'static str, Box<dyn AnySession>)> {
    let mut sessions = Vec::new();
    for &variant in Variant::ALL {
        let mut resigned = variant.new_session(None).unwrap();
        let first = resigned.state().turn;
        resigned.resign(first).unwrap();
        sessions.push(("resigned", resigned));
        let mut drawn = variant.new_session(None).unwrap();
        drawn.agree_draw().unwrap();
        sessions.push(("agreed draw", drawn));
    }
    sessions
}

#[test]
fn a_declared_ending_leaves_no_moves_to_count() {
    for (how, mut session) in finished_by_declaration() {
        let what = format!("{} {how}", session.variant());
        assert!(session.outcome().is_some(), "{what}");
        assert!(session.state().moves.is_empty(), "{what}");
        assert!(session.legal_moves().is_empty(), "{what}");
        assert_eq!(session.perft(0), 1, "{what}");
        assert_eq!(session.perft(1), 0, "{what}");
        assert_eq!(session.perft(2), 0, "{what}");
        assert!(session.divide(1).is_empty(), "{what}");
        assert!(session.divide(2).is_empty(), "{what}");
    }
}

#[test]
fn undo_with_no_move_played_changes_nothing_not_even_a_declared_ending() {
    for (how, mut session) in finished_by_declaration() {
        let what = format!("{} {how}", session.variant());
        let before = session.result_text();
        assert!(!session.undo(), "{what}");
        assert_eq!(session.result_text(), before, "{what}");
        assert!(session.state().result.is_some(), "{what}");
    }
}

#[test]
fn undo_after_a_declared_ending_takes_back_the_last_move_with_it() {
    for &variant in Variant::ALL {
        let mut session = variant.new_session(None).unwrap();
        let start = session.position();
        let first = session.legal_moves()[0].clone();
        session.play(&first).unwrap();
        let second = session.legal_moves()[0].clone();
        session.play(&second).unwrap();
        let after_one = {
            let mut s = variant.new_session(None).unwrap();
            s.play(&first).unwrap();
            s.position()
        };
        session.agree_draw().unwrap();
        assert!(session.undo(), "{}", variant.id());
        assert!(session.outcome().is_none(), "{}", variant.id());
        assert_eq!(session.position(), after_one, "{}", variant.id());
        assert_eq!(session.state().history, vec![first.clone()]);
        assert!(!session.state().moves.is_empty());
        assert_eq!(session.perft(1), session.legal_moves().len() as u64);
        let mover = session.state().turn;
        session.resign(mover).unwrap();
        assert!(session.undo());
        assert!(session.outcome().is_none());
        assert_eq!(session.position(), start, "{}", variant.id());
        assert!(!session.undo());
    }
}
