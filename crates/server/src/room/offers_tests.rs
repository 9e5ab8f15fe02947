//! Takebacks and rematches as the rules' state machine: a takeback puts the move and the
//! clocks back as they were and replays the same way from the log; three kingdoms need both
//! others' agreement; a rematch completes once with a new room named.

use super::game::Game;
use super::tests::{a_legal_move, at, clocks_running, live, play};
use tahta_engine::Variant;
use tahta_protocol::{Action, ErrorCode, Event, RematchOp, Status, TakebackOp};

fn takeback(game: &mut Game, seat: usize, op: TakebackOp, ms: u64) -> super::rules::Step {
    game.act(seat, &Action::Takeback { op }, at(ms), 0, |_| false)
}

/// The game its log makes, replayed on a fresh game at `now`.
fn replayed(game: &Game, now: u64) -> Game {
    let letters: Vec<char> = game.seats.iter().map(|s| s.letter).collect();
    let mut fresh = Game::new(game.setup.clone(), &letters).unwrap();
    for ev in &game.log {
        fresh.apply(ev, now).unwrap();
    }
    fresh
}

#[test]
fn an_agreed_takeback_restores_the_move_and_the_clocks_before_it() {
    // Both first moves made at 1 s and 2 s: red's clock runs from 2 s.
    let mut game = clocks_running(60, 2, 1_000, 2_000);
    let before = game.clocks.as_ref().unwrap().remaining_at(2_000);
    let mv = a_legal_move(&game);
    assert!(play(&mut game, 0, 2, &mv, 9_000).reply.is_ok());
    assert_ne!(game.clocks.as_ref().unwrap().remaining_at(9_000), before);
    assert!(takeback(&mut game, 0, TakebackOp::Ask, 9_500).reply.is_ok());
    let step = takeback(&mut game, 1, TakebackOp::Accept, 12_000);
    assert!(step.reply.is_ok());
    assert_eq!(step.append[0].clocks.as_ref(), Some(&before));
    assert_eq!(game.moves.len(), 2);
    assert_eq!(game.to_move(), Some(0));
    assert_eq!(game.clocks.as_ref().unwrap().running(), Some(0));
    assert_eq!(game.clocks.as_ref().unwrap().remaining_at(12_000), before);
    assert!(game.takeback.is_none());
    let again = replayed(&game, 12_000);
    assert_eq!(again.session.position(), game.session.position());
    assert_eq!(again.takeback_asked, game.takeback_asked);
    // The same move again is a new move: it may be asked about once more.
    assert!(play(&mut game, 0, 2, &mv, 13_000).reply.is_ok());
    assert!(takeback(&mut game, 0, TakebackOp::Ask, 13_100)
        .reply
        .is_ok());
    assert!(takeback(&mut game, 1, TakebackOp::Decline, 13_200)
        .reply
        .is_ok());
    let refused = takeback(&mut game, 0, TakebackOp::Ask, 13_300);
    assert_eq!(refused.reply.unwrap_err().code, ErrorCode::NotAllowed);
    assert!(refused.append.is_empty());
}

#[test]
fn a_first_move_taken_back_is_a_first_move_again() {
    let mut game = live(Variant::Jungle, None);
    let mv = a_legal_move(&game);
    assert!(play(&mut game, 0, 0, &mv, 10).reply.is_ok());
    assert!(takeback(&mut game, 0, TakebackOp::Ask, 20).reply.is_ok());
    assert!(takeback(&mut game, 1, TakebackOp::Accept, 30).reply.is_ok());
    assert!(!game.seats[0].moved);
    assert!(game.moves.is_empty());
    assert_eq!(game.session.ply_count(), 0);
}

#[test]
fn three_kingdoms_take_a_move_back_when_both_others_agree() {
    let mut game = live(Variant::Sanguo, None);
    let mv = a_legal_move(&game);
    assert!(play(&mut game, 0, 0, &mv, 10).reply.is_ok());
    assert!(takeback(&mut game, 0, TakebackOp::Ask, 20).reply.is_ok());
    let first = takeback(&mut game, 1, TakebackOp::Accept, 30);
    assert!(first.reply.is_ok());
    assert_eq!(first.append[0].clocks, None);
    assert_eq!(game.moves.len(), 1, "one agreement of two");
    // The same agreement again is a resend.
    let again = takeback(&mut game, 1, TakebackOp::Accept, 35);
    assert!(again.append.is_empty() && again.reply.is_ok());
    assert!(takeback(&mut game, 2, TakebackOp::Accept, 40).reply.is_ok());
    assert!(game.moves.is_empty());
    assert_eq!(game.to_move(), Some(0));
}

#[test]
fn a_rematch_needs_every_seat_and_names_one_room() {
    let mut game = live(Variant::Sanguo, None);
    let rematch =
        |game: &mut Game, s, op| game.act(s, &Action::Rematch { op }, at(50), 0, |_| false);
    assert_eq!(
        rematch(&mut game, 0, RematchOp::Offer)
            .reply
            .unwrap_err()
            .code,
        ErrorCode::NotAllowed
    );
    assert!(game
        .act(0, &Action::Abort, at(40), 0, |_| false)
        .reply
        .is_ok());
    assert_eq!(game.status, Status::Aborted);
    assert!(rematch(&mut game, 1, RematchOp::Offer).reply.is_ok());
    let second = rematch(&mut game, 2, RematchOp::Offer);
    assert!(matches!(
        second.append[0].event,
        Event::Rematch {
            op: RematchOp::Accept,
            room: None,
            ..
        }
    ));
    let last = rematch(&mut game, 0, RematchOp::Accept);
    let Event::Rematch {
        room: Some(room), ..
    } = &last.append[0].event
    else {
        panic!("the last agreement names the room: {:?}", last.append);
    };
    assert_eq!(game.rematch_room.as_ref().map(|(r, _)| r), Some(room));
    // Any later agreement is the same event; a refusal is too late.
    let v = last.reply.unwrap();
    assert_eq!(rematch(&mut game, 1, RematchOp::Accept).reply, Ok(v));
    assert_eq!(
        rematch(&mut game, 1, RematchOp::Decline)
            .reply
            .unwrap_err()
            .code,
        ErrorCode::NotAllowed
    );
    assert_eq!(replayed(&game, 60).rematch_room, game.rematch_room);
}

#[test]
fn a_rematch_keeps_the_options_but_is_never_an_open_game() {
    let mut game = live(Variant::Jungle, None);
    game.setup.open = true;
    game.setup.takebacks = false;
    let (stored, _) = super::create::rematch(&game, "a-room", i64::MAX, 0);
    assert_eq!(stored.takebacks, Some(false));
    // Its players are already together, every seat taken: nothing to list.
    assert_eq!(stored.open_id, None);
    assert!(stored.seats.iter().all(|s| s.invite_hash.is_none()));
}
