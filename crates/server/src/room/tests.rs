//! The room's rules as a state machine, without tokio, a store or a socket: each test feeds
//! actions and times to a `Game` and reads the events and replies it returns. Then the actor's
//! idle timer, on a room loaded the way the registry loads one.

use super::actor::{Host, Room};
use super::game::{seat_letters, Game, Moment, Setup};
use super::messages::OUTBOX;
use super::presence::Presence;
use crate::clock::{ClockSpec, DAY_MS};
use crate::settings::Timing;
use crate::store::sqlite::Sqlite;
use std::time::Duration;
use tahta_engine::Variant;
use tahta_protocol::{Action, ClaimWhat, DrawOp, ErrorCode, Event, Status};
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// Server time `ms`, with a Unix time that goes along.
pub(super) fn at(ms: u64) -> Moment {
    Moment {
        ms,
        unix_ms: 1_800_000_000_000 + ms as i64,
    }
}

/// A game of `variant` with every seat claimed at time 0: it is live.
pub(super) fn live(variant: Variant, clock: Option<ClockSpec>) -> Game {
    live_from(
        variant,
        &variant.new_session(None).unwrap().position(),
        clock,
    )
}

/// The same from position `start`.
fn live_from(variant: Variant, start: &str, clock: Option<ClockSpec>) -> Game {
    let setup = Setup {
        variant,
        start: start.to_string(),
        clock,
        expires_at: i64::MAX,
        first_move_limit: None,
        day_ms: DAY_MS,
        takebacks: true,
        phrase_gap_ms: 3_000,
        open: false,
    };
    let mut game = Game::new(setup, &seat_letters(variant)).unwrap();
    for (i, seat) in game.seats.iter_mut().enumerate() {
        seat.invite_hash = Some(vec![i as u8]);
    }
    for i in 0..game.seats.len() {
        game.claim(&[i as u8], None, vec![100 + i as u8], at(0))
            .unwrap();
    }
    assert_eq!(game.status, Status::Live);
    game
}

/// The first legal move of the position.
pub(super) fn a_legal_move(game: &Game) -> String {
    game.session.legal_moves()[0].clone()
}

pub(super) fn play(game: &mut Game, seat: usize, n: u64, mv: &str, ms: u64) -> super::rules::Step {
    let action = Action::Move { n, mv: mv.into() };
    game.act(seat, &action, at(ms), 0, |_| false)
}

/// A clocked Jungle game after both first moves, made at `first_ms` and `second_ms`: from
/// then on the clock of the seat to move runs.
pub(super) fn clocks_running(base_s: u32, inc_s: u32, first_ms: u64, second_ms: u64) -> Game {
    let mut game = live(Variant::Jungle, Some(ClockSpec::Fischer { base_s, inc_s }));
    let first = a_legal_move(&game);
    assert!(play(&mut game, 0, 0, &first, first_ms).reply.is_ok());
    let reply = a_legal_move(&game);
    assert!(play(&mut game, 1, 1, &reply, second_ms).reply.is_ok());
    game
}

fn nobody_gone(_: usize) -> bool {
    false
}

#[test]
fn claiming_every_seat_logs_each_seat_then_the_start() {
    let game = live(Variant::Jungle, None);
    let kinds: Vec<&Event> = game.log.iter().map(|e| &e.event).collect();
    assert_eq!(
        kinds,
        [
            &Event::Seat { seat: 'r' },
            &Event::Seat { seat: 'b' },
            &Event::Start
        ]
    );
    assert_eq!(game.v, 3);
}

#[test]
fn a_move_is_logged_and_acknowledged_as_its_event() {
    let mut game = live(Variant::Jungle, None);
    let mv = a_legal_move(&game);
    let step = play(&mut game, 0, 0, &mv, 10);
    assert_eq!(step.reply, Ok(4));
    assert_eq!(step.append.len(), 1);
    assert_eq!(
        step.append[0].event,
        Event::Move {
            seat: 'r',
            n: 0,
            mv: mv.clone()
        }
    );
    assert_eq!(step.append[0].v, 4);
    assert_eq!(step.append[0].at, at(10).unix_ms);
    assert_eq!(game.v, 4);
    assert_eq!(game.moves.len(), 1);
    assert_eq!(game.to_move(), Some(1), "blue moves next");
}

#[test]
fn a_resent_move_is_acknowledged_again_and_nothing_is_appended() {
    let mut game = live(Variant::Jungle, None);
    let mv = a_legal_move(&game);
    assert_eq!(play(&mut game, 0, 0, &mv, 10).reply, Ok(4));
    let position = game.session.position();
    let again = play(&mut game, 0, 0, &mv, 20);
    assert_eq!(again.reply, Ok(4), "the same ack as the first time");
    assert!(again.append.is_empty());
    assert_eq!((game.v, game.session.position()), (4, position));
    // The same ply with another move, or by the other seat, is out of step.
    let other = a_legal_move(&game);
    let stale = play(&mut game, 1, 0, &other, 30);
    assert_eq!(stale.reply.unwrap_err().code, ErrorCode::Stale);
    assert!(stale.append.is_empty());
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut game = clocks_running(60, 1, 1_000, 2_000);
    let reply = a_legal_move(&game);
    let before = (
        game.v,
        game.session.position(),
        game.clocks.clone(),
        game.log.len(),
    );
    let refusals = [
        (
            1,
            Action::Move {
                n: 2,
                mv: reply.clone(),
            },
            ErrorCode::NotYourTurn,
        ),
        (
            0,
            Action::Move {
                n: 2,
                mv: "a1-a9".into(),
            },
            ErrorCode::IllegalMove,
        ),
        (
            0,
            Action::Move {
                n: 5,
                mv: reply.clone(),
            },
            ErrorCode::Stale,
        ),
        (0, Action::Abort, ErrorCode::NotAllowed),
        (
            1,
            Action::Draw { op: DrawOp::Accept },
            ErrorCode::NotAllowed,
        ),
        (
            1,
            Action::Claim {
                what: ClaimWhat::Win,
            },
            ErrorCode::NotAllowed,
        ),
    ];
    for (seat, action, code) in refusals {
        let step = game.act(seat, &action, at(3_000), 150, nobody_gone);
        assert_eq!(step.reply.unwrap_err().code, code, "{action:?}");
        assert!(step.append.is_empty(), "{action:?}");
        let now = (
            game.v,
            game.session.position(),
            game.clocks.clone(),
            game.log.len(),
        );
        assert_eq!(now, before, "{action:?} changed the game");
    }
}

#[test]
fn a_draw_offered_then_accepted_ends_the_game() {
    let mut game = live(Variant::Hex, None);
    let offer = Action::Draw { op: DrawOp::Offer };
    let step = game.act(0, &offer, at(5), 0, nobody_gone);
    assert_eq!(step.reply, Ok(4));
    assert_eq!(
        step.append[0].event,
        Event::Draw {
            seat: 'w',
            op: DrawOp::Offer
        }
    );
    assert_eq!(game.draw_offer, Some(0));
    let resent = game.act(0, &offer, at(6), 0, nobody_gone);
    assert_eq!((resent.reply, resent.append.len()), (Ok(4), 0));
    let accept = Action::Draw { op: DrawOp::Accept };
    let step = game.act(1, &accept, at(7), 0, nobody_gone);
    assert_eq!(step.reply, Ok(5));
    assert_eq!(
        step.append[0].event,
        Event::End {
            seat: Some('b'),
            ending: "agreement".into()
        }
    );
    assert_eq!(game.status, Status::Ended);
    assert_eq!(game.draw_offer, None);
    let result = game.session.result().unwrap();
    assert!(result.winners.is_empty(), "{}", result.text);
    let late = game.act(0, &Action::Resign, at(8), 0, nobody_gone);
    assert_eq!(late.reply.unwrap_err().code, ErrorCode::GameOver);
}

#[test]
fn a_kingdom_taken_over_is_out_and_the_game_goes_on_without_it() {
    // Shu's chariot can take Wu's general; Wei is far away.
    let start = "9/9/9/9/3rK5|9/9/4rR4/9/4gK4|9/9/9/9/4bK4 r rgb 0 1";
    let mut game = live_from(Variant::Sanguo, start, None);
    assert_eq!(seat_letters(Variant::Sanguo), ['r', 'g', 'b']);
    let step = play(&mut game, 0, 0, "ge3-ge1", 10);
    assert_eq!(step.reply, Ok(5), "after three seats and the start");
    assert_eq!(game.status, Status::Live, "two kingdoms play on");
    assert!(!game.in_play(1), "Wu is out");
    assert_eq!(game.to_move(), Some(2), "Wei moves next, Wu is skipped");
    for action in [Action::Resign, Action::Draw { op: DrawOp::Offer }] {
        let out = game.act(1, &action, at(11), 0, nobody_gone);
        assert_eq!(out.reply.unwrap_err().code, ErrorCode::NotAPlayer);
        assert!(out.append.is_empty());
    }
    let presence = Presence::new(3, 0, Duration::ZERO, Duration::ZERO);
    let out: Vec<bool> = game
        .seat_views(&presence, 12)
        .iter()
        .map(|s| s.out)
        .collect();
    assert_eq!(out, [false, true, false]);
    // Wei resigns: Shu, the last kingdom standing, wins.
    let step = game.act(2, &Action::Resign, at(13), 0, nobody_gone);
    assert_eq!(
        step.append[0].event,
        Event::End {
            seat: Some('b'),
            ending: "resign:b".into()
        }
    );
    assert_eq!(game.status, Status::Ended);
    assert_eq!(game.session.result().unwrap().text, "red wins: resignation");
    // The resignation resent is acknowledged as it was.
    let resent = game.act(2, &Action::Resign, at(14), 0, nobody_gone);
    assert_eq!((resent.reply, resent.append.len()), (Ok(6), 0));
}

#[test]
fn a_claim_against_a_gone_opponent_wins() {
    let mut game = live(Variant::Jungle, None);
    let claim = Action::Claim {
        what: ClaimWhat::Win,
    };
    let refused = game.act(0, &claim, at(1), 0, nobody_gone);
    assert_eq!(refused.reply.unwrap_err().code, ErrorCode::NotAllowed);
    let step = game.act(0, &claim, at(2), 0, |seat| seat == 1);
    assert_eq!(
        step.append[0].event,
        Event::End {
            seat: Some('r'),
            ending: "left:b".into()
        }
    );
    assert_eq!(game.session.result().unwrap().winners, ['r']);
}

#[test]
fn the_server_flags_a_seat_whose_time_ran_out() {
    let mut game = clocks_running(1, 0, 100, 200);
    // Red's clock runs from 200 ms: 1 s and the flag's grace later it is out.
    let due = game.deadline().unwrap();
    assert_eq!(due, 200 + 1_000 + crate::clock::FLAG_GRACE_MS as u64);
    assert!(game.on_time(at(due - 1)).is_none(), "not yet");
    let step = game.on_time(at(due)).unwrap();
    assert_eq!(
        step.append[0].event,
        Event::End {
            seat: None,
            ending: "time:r".into()
        }
    );
    assert_eq!(step.append[0].clocks, Some(vec![0, 1_000]));
    assert_eq!(game.status, Status::Ended);
    assert_eq!(game.deadline(), None);
}

#[test]
fn a_move_that_arrives_after_the_flag_ends_the_game_and_is_refused() {
    let mut game = clocks_running(1, 0, 100, 200);
    let late = a_legal_move(&game);
    let step = play(&mut game, 0, 2, &late, 5_000);
    assert_eq!(step.reply.unwrap_err().code, ErrorCode::GameOver);
    assert_eq!(
        step.append[0].event,
        Event::End {
            seat: None,
            ending: "time:r".into()
        }
    );
    assert_eq!(game.moves.len(), 2, "the late move is not played");
}

#[test]
fn a_first_move_not_made_in_time_calls_the_game_off() {
    let clock = ClockSpec::Fischer {
        base_s: 60,
        inc_s: 0,
    };
    let mut game = live(Variant::Hex, Some(clock));
    let by = game.first_move_by.expect("the first move has a limit");
    let step = game.on_time(at(by)).unwrap();
    assert_eq!(
        step.append[0].event,
        Event::End {
            seat: None,
            ending: "abort".into()
        }
    );
    assert_eq!(game.status, Status::Aborted);
}

/// What the actor does when the store refuses a step: the game goes back to the mark taken
/// before it, clocks and all.
#[test]
fn undo_puts_the_game_back_as_it_was_at_the_mark() {
    let mut game = clocks_running(60, 2, 1_000, 2_000);
    let snapshot = |game: &Game| {
        let presence = Presence::new(2, 0, Duration::ZERO, Duration::ZERO);
        game.snapshot(&presence, 9_000)
    };
    let before = snapshot(&game);
    let mark = game.mark();
    let mv = a_legal_move(&game);
    assert_eq!(play(&mut game, 0, 2, &mv, 4_000).reply, Ok(6));
    assert_ne!(snapshot(&game), before);
    game.undo(mark, 9_000);
    assert_eq!(snapshot(&game), before);
    assert_eq!(
        play(&mut game, 0, 2, &mv, 4_000).reply,
        Ok(6),
        "it plays again"
    );
}

fn waiting_room(idle_unload: Duration) -> (Room, tempfile::TempDir) {
    let variant = Variant::Jungle;
    let start = variant.new_session(None).expect("a start").position();
    let seat = seat_letters(variant)[0];
    let created = super::create(
        vec![7; 32],
        variant,
        start,
        None,
        true,
        DAY_MS,
        seat,
        i64::MAX,
        0,
        None,
    );
    let data = tempfile::tempdir().unwrap();
    let host = Host {
        store: Sqlite::open(&data.path().join("rooms.sqlite3")).unwrap(),
        timing: Timing {
            idle_unload,
            ..Timing::default()
        },
        origin: Instant::now(),
        stopping: watch::channel(false).1,
        instance: String::new(),
        push: None,
        ack_seconds: crate::metrics::Metrics::default().ack_seconds,
    };
    (Room::load(created.stored, host).expect("it loads"), data)
}

#[test]
fn a_watched_room_past_its_idle_period_sleeps_another_period() {
    let idle = Duration::from_millis(30);
    let (mut room, _data) = waiting_room(idle);
    let (out, _frames) = mpsc::channel(OUTBOX);
    room.join(1, None, None, out).expect("a spectator joins");
    std::thread::sleep(idle + Duration::from_millis(10));
    assert!(
        room.next_wake() <= room.now(),
        "the idle deadline has passed"
    );
    assert!(!room.idle_check(), "a watched room stays loaded");
    assert!(
        room.next_wake() >= room.now() + 20,
        "the next wake is an idle period away, not now"
    );
}

#[test]
fn an_unwatched_idle_room_unloads() {
    let idle = Duration::from_millis(30);
    let (mut room, _data) = waiting_room(idle);
    assert!(!room.idle_check(), "not idle long enough yet");
    std::thread::sleep(idle + Duration::from_millis(10));
    assert!(room.idle_check());
}

#[test]
fn only_events_that_follow_on_and_take_no_seat_are_applied_from_a_notice() {
    let (room, _data) = waiting_room(Duration::from_secs(60));
    let next = room.game.v + 1;
    let logged = |v: u64, event: Event| tahta_protocol::LoggedEvent {
        v,
        event,
        clocks: None,
        at: 1_800_000_000_000,
    };
    let start = |v| logged(v, Event::Start);
    let seat = |v| logged(v, Event::Seat { seat: 'b' });
    assert!(room.follow_directly(&[start(next)]));
    assert!(room.follow_directly(&[start(next), start(next + 1)]));
    // A gap, events out of order, a seat taken (its token is in the store), or nothing: the
    // room reads the log instead.
    assert!(!room.follow_directly(&[start(next + 1)]));
    assert!(!room.follow_directly(&[start(next), start(next + 2)]));
    assert!(!room.follow_directly(&[start(next - 1)]));
    assert!(!room.follow_directly(&[seat(next)]));
    assert!(!room.follow_directly(&[start(next), seat(next + 1)]));
    assert!(!room.follow_directly(&[]));
}
