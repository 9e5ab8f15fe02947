//! The session interface the CLI and the page hold: a game ended by a declaration (resignation,
//! agreed draw) behaves like any finished game, and the bot refuses inputs that would make it
//! search forever or with weights the stored-weights check refuses.

use std::cell::Cell;
use tahta_engine::eval::base_weights;
use tahta_engine::jungle::Jungle;
use tahta_engine::search::levels::{Level, HARD_LIMIT_MS};
use tahta_engine::session::{bench, Ending};
use tahta_engine::{AnySession, Variant};

/// A clock that moves `step` ms each time it is read: searches end after a fixed amount of
/// work, whatever the machine.
fn ticking(step: f64) -> impl Fn() -> f64 {
    let t = Cell::new(0.0);
    move || {
        t.set(t.get() + step);
        t.get()
    }
}

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
        let mut timed_out = variant.new_session(None).unwrap();
        timed_out.end(Ending::Time(first)).unwrap();
        sessions.push(("out of time", timed_out));
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

#[test]
fn bot_weights_pass_the_same_check_as_stored_weights() {
    let base = base_weights::<Jungle>();
    let scaled = |factor: f32| base.iter().map(|w| w * factor).collect::<Vec<f32>>();
    let refused = [
        scaled(1.31),
        scaled(0.69),
        scaled(0.0),
        scaled(-1.0),
        vec![3.4e38; base.len()],
        vec![f32::NAN; base.len()],
        base[1..].to_vec(),
    ];
    let clock = ticking(5.0);
    for weights in &refused {
        let mut session = Variant::Jungle.new_session(None).unwrap();
        let check = tahta_engine::benlik::validate(&base, weights).unwrap_err();
        let err = session
            .bot_move(Level::Benlik, None, 1, Some(weights), &clock)
            .unwrap_err()
            .message;
        assert!(
            err.contains(&check),
            "{weights:?}: '{err}' does not say '{check}'"
        );
    }
    for weights in [base.clone(), scaled(1.29), scaled(0.71)] {
        tahta_engine::benlik::validate(&base, &weights).unwrap();
        let mut session = Variant::Jungle.new_session(None).unwrap();
        let reply = session
            .bot_move(Level::Easy, None, 1, Some(&weights), &clock)
            .unwrap();
        assert!(reply.is_some());
    }
}

#[test]
fn the_bot_refuses_time_limits_that_never_run_out() {
    let clock = ticking(5.0);
    for ms in [f64::NAN, f64::INFINITY, -1.0, f64::NEG_INFINITY] {
        for level in [Level::Easy, Level::Hard] {
            let mut session = Variant::Jungle.new_session(None).unwrap();
            let err = session
                .bot_move(level, Some(ms), 1, None, &clock)
                .unwrap_err()
                .message;
            assert!(err.contains("time limit"), "{ms}: {err}");
        }
        let err = bench(Variant::Jungle, ms, &clock).unwrap_err().message;
        assert!(err.contains("time limit"), "{ms}: {err}");
    }
}

#[test]
fn no_level_thinks_beyond_its_ceiling_whatever_is_asked() {
    for level in [Level::Hard, Level::Benlik] {
        // 5 ms of this clock per 1024 nodes: Hard's 1.3 s budget is a few hundred thousand nodes,
        // where 1e300 ms would be a search to depth 64. Far past the ceiling, fail, not hang.
        let ticks = ticking(5.0);
        let clock = || {
            let t = ticks();
            assert!(
                t < 10.0 * HARD_LIMIT_MS,
                "{level:?} is still searching at {t} ms"
            );
            t
        };
        let mut session = Variant::Hex.new_session(None).unwrap();
        let reply = session
            .bot_move(level, Some(1e300), 1, None, &clock)
            .unwrap()
            .unwrap();
        assert!(
            reply.elapsed_ms <= HARD_LIMIT_MS,
            "{level:?}: {} ms",
            reply.elapsed_ms
        );
    }
}
