//! Unit tests of the Timur rules: one targeted position per rule of docs/rules.md §3.

use super::geometry::{other, tables, CELLS, CITADEL};
use super::pieces::PieceKind;
use super::*;
use crate::game::Game;
use crate::session::testing::rule_after;

/// Builds a position string from `cell=token` pairs and the remaining fields.
fn pos(pieces: &str, rest: &str) -> String {
    let mut cells = std::collections::HashMap::new();
    for pair in pieces.split_whitespace() {
        let (cell, token) = pair.split_once('=').unwrap();
        cells.insert(cell.to_string(), token.to_string());
    }
    let mut ranks = Vec::new();
    for rank in (1..=10).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for file in "abcdefghijk".chars() {
            match cells.get(&format!("{file}{rank}")) {
                None => empty += 1,
                Some(t) => {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s += t;
                }
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        ranks.push(s);
    }
    format!("{} {rest}", ranks.join("/"))
}

fn game(p: &str) -> Timur {
    Timur::from_position(p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn moves(g: &Timur) -> Vec<String> {
    let mut list = Vec::new();
    g.legal_moves(&mut list);
    let mut names: Vec<String> = list.iter().map(|m| g.move_to_string(*m)).collect();
    names.sort();
    names
}

fn moves_from(g: &Timur, from: &str) -> Vec<String> {
    moves(g)
        .into_iter()
        .filter(|m| m.starts_with(from) && m[from.len()..].starts_with(['-', '<']))
        .collect()
}

fn play(g: &mut Timur, mv: &str) {
    let m = g
        .parse_move(mv)
        .unwrap_or_else(|e| panic!("{mv} in {}: {e}", g.to_position()));
    g.make(m);
}

fn status(g: &Timur) -> String {
    g.outcome()
        .map(|o| o.describe(Timur::player_names()))
        .unwrap_or_else(|| "ongoing".to_string())
}

fn cell(name: &str) -> Cell {
    tables().topology.cell(name).unwrap()
}

fn at(g: &Timur, name: &str) -> Option<String> {
    g.piece_at(cell(name)).map(|(_, t)| t)
}

#[test]
fn start_position_round_trips_with_24_moves() {
    let g = Timur::start();
    assert_eq!(g.to_position(), START);
    assert_eq!(
        moves(&g).join(" "),
        "a3-a4 b2-a4 b2-c4 b2-d1 b3-b4 c1-b4 c1-d4 c3-c4 d3-d4 e2-d1 e2-f1 e3-e4 f2-f1 f3-f4 \
         g3-g4 h3-h4 i1-h4 i1-j4 i3-i4 j2-h1 j2-i4 j2-k4 j3-j4 k3-k4"
    );
    assert_eq!(at(&g, "k8").as_deref(), Some("pp"));
    assert_eq!(at(&g, "f9").as_deref(), Some("k"));
    assert_eq!(at(&g, "l2"), None);
}

#[test]
fn parse_errors_are_precise() {
    let err = |s: &str| Timur::from_position(s).unwrap_err().message;
    let rest = "w -,- Ss 00 0 1";
    assert_eq!(
        err(&START.replace(" w ", " x ")),
        "side to move must be 'w' or 'b', found 'x'"
    );
    assert_eq!(
        err("11/11 w -,- Ss 00 0 1"),
        "expected 10 ranks separated by '/', found 2"
    );
    assert!(err(&START.replace(" 00 ", " ")).starts_with("expected 7 fields"));
    assert_eq!(
        err(&START.replace("E1C1W1W1C1E w", "E1C1W1W1C1EE w")),
        "expected 11 cells on rank 1, found 12"
    );
    assert_eq!(
        err(&START.replace("PPPWPC", "PpPWPC")),
        "pawn token 'Pp' mixes cases; write both letters in the side's case on rank 3"
    );
    assert_eq!(
        err(&START.replace("RNTG", "QNTG")),
        "unknown piece 'Q' (expected one of KSAFVRNECWTGMLBX or a pawn P?, uppercase white, \
         lowercase black) on rank 2"
    );
    assert_eq!(
        err(&START.replace("-,-", "--")),
        "citadels must be '<l2 occupant>,<z9 occupant>' with '-' for empty, found '--'"
    );
    assert_eq!(
        err(&START.replace(" Ss ", " SS ")),
        "swap rights must be 'Ss', 'S', 's' or '-', found 'SS'"
    );
    assert_eq!(
        err(&START.replace(" 00 ", " 04 ")),
        "pawn-of-pawns arrivals must be two digits 0-3 (white, then black), found '04'"
    );
    assert_eq!(
        err(&START.replace(" 0 1", " 101 1")),
        "halfmove clock is 101, but the game ends drawn at 100"
    );
    assert_eq!(
        err(&START.replace(" 0 1", " 0 0")),
        "move number must be from 1 to 1000000000, found 0"
    );
    assert_eq!(
        err(&pos("a1=K c10=PR k1=k", rest)),
        "white pawn of rooks on c10 stands on its promotion rank"
    );
    assert_eq!(
        err(&pos("a1=K c4=PR d5=PR k1=k", rest)),
        "white has two of pawn of rooks (c4 and d5); each side has one pawn of each kind"
    );
    assert_eq!(
        err(&pos("a1=K c4=K k1=k", rest)),
        "white has two of king (a1 and c4); each side has at most one of each royal"
    );
    assert_eq!(
        err(&pos("a1=K c4=S d4=PK k1=k", rest)),
        "white has a prince on c4 and the pawn of the king on d4; the prince can only come \
         from that pawn"
    );
    assert_eq!(
        err(&pos("a1=K c4=PP k1=k", "w -,- Ss 30 0 1")),
        "white's pawn of pawns on c4 has already arrived 3 times, so it would be an \
         adventitious king"
    );
    assert_eq!(
        err(&pos("a1=K c4=A k1=k", "w -,- Ss 20 0 1")),
        "white's adventitious king on c4 needs 3 pawn-of-pawns arrivals, found 2"
    );
    assert_eq!(
        err(&pos("a1=R k1=k", rest)),
        "white has no royal piece (king, prince or adventitious king)"
    );
    assert_eq!(
        err(&pos("a1=K k1=k", "w N,- Ss 00 0 1")),
        "white knight in l2: only royals may stand in a citadel"
    );
    assert_eq!(
        err(&pos("a3=K", "w S,k Ss 00 0 1")),
        "white prince in l2: only the adventitious king may enter its own citadel"
    );
    assert_eq!(
        err(&pos("a3=K k1=k", "b -,S Ss 00 0 1")),
        "white prince in z9: only white's highest royal may enter the opponent's citadel"
    );
    assert_eq!(
        err(&pos("k1=k", "w -,K Ss 00 0 1")),
        "white king in z9 ended the game, so white cannot be the side to move"
    );
    assert_eq!(
        err(&pos("a1=K k1=k k5=R", rest)),
        "black's only royal (king on k1) is attacked, but white is to move"
    );
    assert_eq!(
        err(&pos("a1=K k1=k k2=K", rest)),
        "white has two of king (a1 and k2); each side has at most one of each royal"
    );
    assert_eq!(
        err(&pos("a1=K k1=k", "w Kx,- Ss 00 0 1")),
        "citadel l2 holds one piece or '-', found 'Kx'"
    );
}

#[test]
fn side_not_to_move_may_not_be_in_check() {
    let err = Timur::from_position(&pos("a1=K a5=r k1=k", "b -,- Ss 00 0 1"))
        .unwrap_err()
        .message;
    assert_eq!(
        err,
        "white's only royal (king on a1) is attacked, but black is to move"
    );
    // With two royals nothing is in check: the position is fine.
    assert!(Timur::from_position(&pos("a1=K c1=S a5=r k1=k", "b -,- Ss 00 0 1")).is_ok());
}

#[test]
fn piece_table_and_empty_board_help() {
    assert_eq!(PIECES.len(), 27);
    assert_eq!(PIECES[PieceKind::Giraffe as usize].token, "G");
    assert_eq!(
        PIECES[PieceKind::PawnOfPawns as usize].name,
        "pawn of pawns"
    );
    let help = |k: PieceKind| piece_help(k).moves.join(" ");
    assert_eq!(help(PieceKind::King), "e4 f4 g4 e5 g5 e6 f6 g6");
    assert_eq!(help(PieceKind::General), "e4 g4 e6 g6");
    assert_eq!(help(PieceKind::Vizier), "f4 e5 g5 f6");
    assert_eq!(help(PieceKind::SeaMonster), "f4 e5 g5 f6");
    assert_eq!(help(PieceKind::Elephant), "d3 h3 d7 h7");
    assert_eq!(help(PieceKind::WarEngine), "f3 d5 h5 f7");
    assert_eq!(help(PieceKind::Camel), "e2 g2 c4 i4 c6 i6 e8 g8");
    assert_eq!(help(PieceKind::Explorer), "c2 i2 c8 i8");
    assert_eq!(help(PieceKind::Bull), "d2 h2 c3 i3 c7 i7 d8 h8");
    assert_eq!(piece_help(PieceKind::Lion).moves.len(), 24);
    assert_eq!(piece_help(PieceKind::Knight).moves.len(), 8);
    // Picket: never the adjacent diagonal cells.
    assert_eq!(
        help(PieceKind::Picket),
        "b1 j1 c2 i2 d3 h3 d7 h7 c8 i8 b9 j9 a10 k10"
    );
    // Giraffe: one diagonal, then three or more straight on.
    assert_eq!(
        help(PieceKind::Giraffe),
        "e1 g1 a4 b4 j4 k4 a6 b6 j6 k6 e9 g9 e10 g10"
    );
    assert_eq!(help(PieceKind::Rook).split(' ').count(), 19);
    let pawn = piece_help(PieceKind::PawnOfRooks);
    assert_eq!(
        (pawn.moves.join(" "), pawn.captures_only.join(" ")),
        ("f6".into(), "e6 g6".into())
    );
    assert_eq!(pawn.name, "pawn of rooks");
}

#[test]
fn unusual_pieces_jump_or_are_blocked_as_the_rules_say() {
    // Camel, elephant and war engine jump over b4, d4 and h3.
    let g = game(&pos(
        "a1=K e5=C c3=E h2=W d4=PF k10=k f8=pr b4=pc h3=pn",
        "w -,- Ss 00 0 1",
    ));
    assert_eq!(moves_from(&g, "c3"), ["c3-a5", "c3-e1"]);
    assert_eq!(moves_from(&g, "h2"), ["h2-f2", "h2-h4", "h2-j2"]);
    assert_eq!(moves_from(&g, "e5").len(), 8);
    // Picket: blocked by the knight on c3 next to it (no capture there), captures f2 at range 2.
    let g = game(&pos("a1=K d4=T e5=PE c3=n f2=pv k10=k", "w -,- Ss 00 0 1"));
    assert_eq!(moves_from(&g, "d4"), ["d4-a7", "d4-b6", "d4-f2"]);
    // Giraffe: c6 blocks a diagonal, g6 blocks a path, e10 and i4 are captured.
    let g = game(&pos(
        "a1=K d5=G c6=PW g6=pt e10=e i4=c k10=k",
        "w -,- Ss 00 0 1",
    ));
    assert_eq!(
        moves_from(&g, "d5"),
        ["d5-c1", "d5-e1", "d5-e10", "d5-e9", "d5-h4", "d5-i4"]
    );
}

#[test]
fn every_pawn_promotes_to_its_own_piece() {
    let kinds = [
        ("PF", "F"),
        ("PV", "V"),
        ("PR", "R"),
        ("PN", "N"),
        ("PE", "E"),
        ("PC", "C"),
        ("PW", "W"),
        ("PT", "T"),
        ("PG", "G"),
        ("PK", "S"),
    ];
    for (pawn, piece) in kinds {
        let mut g = game(&pos(&format!("a1=K c9={pawn} k1=k"), "w -,- Ss 00 7 1"));
        play(&mut g, "c9-c10");
        assert_eq!(at(&g, "c10").as_deref(), Some(piece), "{pawn}");
        assert!(
            g.to_position().ends_with(" 0 1"),
            "a promotion resets the clock"
        );
        g.unmake();
        assert_eq!(at(&g, "c9").as_deref(), Some(pawn));
        // Black's pawns promote on rank 1.
        let lower = pawn.to_ascii_lowercase();
        let mut g = game(&pos(
            &format!("a10=K c2={lower} k10=k e5=R"),
            "b -,- Ss 00 0 1",
        ));
        play(&mut g, "c2-c1");
        assert_eq!(at(&g, "c1"), Some(piece.to_ascii_lowercase()));
    }
    // Promotion by capture.
    let mut g = game(&pos("a1=K c9=PR j10=k d10=n", "w -,- Ss 00 0 1"));
    play(&mut g, "c9-d10");
    assert_eq!(at(&g, "d10").as_deref(), Some("R"));
}

#[test]
fn a_lone_king_in_check_may_answer_by_promoting_the_pawn_of_the_king() {
    let g = game(&pos("a1=K h9=PK a8=r k10=k", "w -,- s 00 0 1"));
    assert!(g.in_check());
    assert_eq!(moves(&g), ["a1-b1", "a1-b2", "h9-h10"]);
    let mut g = g;
    play(&mut g, "h9-h10");
    // Two royals now: black may take the King, which is no longer protected by the check rule.
    assert!(moves(&g).contains(&"a8-a1".to_string()));
    play(&mut g, "a8-a1");
    assert_eq!(status(&g), "ongoing");
    assert_eq!(g.checked_cells(), Vec::<Cell>::new());
}

#[test]
fn pawn_of_pawns_returns_twice_then_becomes_an_adventitious_king() {
    let base = "f1=K b9=PP k10=k";
    let mut g = game(&pos(base, "w -,- Ss 00 5 1"));
    play(&mut g, "b9-b10");
    assert_eq!(at(&g, "a3").as_deref(), Some("PP"));
    assert_eq!(at(&g, "b10"), None);
    assert!(g.to_position().ends_with(" b -,- Ss 10 0 1"));
    g.unmake();
    assert_eq!(g.to_position(), pos(base, "w -,- Ss 00 5 1"));

    let mut g = game(&pos(base, "w -,- Ss 10 0 1"));
    play(&mut g, "b9-b10");
    assert_eq!(at(&g, "f3").as_deref(), Some("PP"));
    assert_eq!(g.pawn_of_pawns_arrivals(WHITE), 2);

    let mut g = game(&pos(base, "w -,- Ss 20 0 1"));
    play(&mut g, "b9-b10");
    assert_eq!(at(&g, "b10").as_deref(), Some("A"));
    assert_eq!(g.pawn_of_pawns_arrivals(WHITE), 3);
    assert_eq!(g.royal_count(WHITE), 2);

    // Black's goes back to k8, then f8.
    let mut g = game(&pos("f10=k c2=pp a1=K", "b -,- Ss 00 0 1"));
    play(&mut g, "c2-c1");
    assert_eq!(at(&g, "k8").as_deref(), Some("pp"));
    let mut g = game(&pos("f10=k c2=pp a1=K", "b -,- Ss 01 0 1"));
    play(&mut g, "c2-c1");
    assert_eq!(at(&g, "f8").as_deref(), Some("pp"));
    assert!(g.to_position().ends_with(" 02 0 2"));
}

#[test]
fn pawn_of_pawns_fallback_when_its_cell_is_taken() {
    // a3 taken (by an enemy piece): nearest free cell of rank 3 is b3.
    let mut g = game(&pos("f1=K b9=PP a3=pr f3=pe k10=k", "w -,- Ss 00 0 1"));
    play(&mut g, "b9-b10");
    assert_eq!(at(&g, "b3").as_deref(), Some("PP"));
    // f3 taken, e3 and g3 free: the tie goes toward file a.
    let mut g = game(&pos("f1=K b9=PP a3=pr f3=pe k10=k", "w -,- Ss 10 0 1"));
    play(&mut g, "b9-b10");
    assert_eq!(at(&g, "e3").as_deref(), Some("PP"));
    // Rank 3 full: rank 2, nearest to file a first.
    let rank3: String = "abcdefghijk".chars().map(|f| format!("{f}3=N ")).collect();
    let mut g = game(&pos(
        &format!("{rank3} f1=K b9=PP k10=k a2=N"),
        "w -,- Ss 00 0 1",
    ));
    play(&mut g, "b9-b10");
    assert_eq!(at(&g, "b2").as_deref(), Some("PP"));
    // Ranks 3, 2 and 1 full: the pawn is removed, but the arrival counts.
    let full: String = (1..=3)
        .flat_map(|r| "abcdefghijk".chars().map(move |f| format!("{f}{r}=N ")))
        .collect::<String>()
        .replacen("f1=N", "f1=K", 1);
    let mut g = game(&pos(&format!("{full} b9=PP k10=k"), "w -,- Ss 00 0 1"));
    let before = g.to_position();
    play(&mut g, "b9-b10");
    assert_eq!(g.pawn_of_pawns_arrivals(WHITE), 1);
    assert!(!g.to_position().contains("PP"));
    assert_eq!(g.hash(), g.compute_hash());
    g.unmake();
    assert_eq!(g.to_position(), before);
}

#[test]
fn check_rule_applies_only_with_exactly_one_royal() {
    // One royal: the King may not step onto the rook's file.
    let g = game(&pos("e1=K a2=r k10=k", "w -,- - 00 0 1"));
    assert_eq!(moves(&g), ["e1-d1", "e1-f1"]);
    // With a prince too, anything goes, even stepping into attack.
    let g = game(&pos("e1=K c5=S a2=r k10=k", "w -,- - 00 0 1"));
    assert!(moves(&g).contains(&"e1-e2".to_string()));
    assert!(!g.in_check());
    // And royals can be captured: the rook takes the King on e2.
    let mut g = g;
    play(&mut g, "e1-e2");
    play(&mut g, "a2-e2");
    assert_eq!(g.royal_count(WHITE), 1);
    assert_eq!(status(&g), "ongoing");
}

#[test]
fn no_legal_move_loses_checkmate_or_no_moves() {
    // Checkmate: rooks on a10 and b10 against the lone King on a1.
    let g = game(&pos("a1=K a10=r b10=r k10=k", "w -,- S 00 0 1"));
    assert_eq!(moves(&g), Vec::<String>::new());
    assert_eq!(status(&g), "black wins: checkmate");
    assert_eq!(g.checked_cells(), vec![cell("a1")]);
    // Stalemate is a loss too: not attacked, but nowhere to go.
    let g = game(&pos("a1=K a3=v b10=r k10=k", "w -,- S 00 0 1"));
    assert_eq!(moves(&g), Vec::<String>::new());
    assert_eq!(status(&g), "black wins: no moves");
    assert!(g.checked_cells().is_empty());
    // Through the session facade and the move it follows.
    let mut s = crate::Variant::Timur
        .new_session(Some(&pos("a1=K b10=r c9=r k10=k", "b -,- S 00 0 1")))
        .unwrap();
    s.play("c9-a9").unwrap();
    assert_eq!(s.result_text().as_deref(), Some("black wins: checkmate"));
}

#[test]
fn king_entering_the_opponents_citadel_draws_at_once() {
    let mut g = game(&pos("a10=K a8=S k1=k", "w -,- Ss 00 0 1"));
    assert_eq!(
        moves_from(&g, "a10"),
        ["a10-a9", "a10-b10", "a10-b9", "a10-z9"]
    );
    // The prince is not White's highest royal: it may not enter.
    assert!(!moves_from(&g, "a8").contains(&"a8-z9".to_string()));
    play(&mut g, "a10-z9");
    assert_eq!(status(&g), "draw: citadel");
    assert!(g.is_terminal_without_movegen());
    assert_eq!(moves(&g), Vec::<String>::new());
    assert!(g.to_position().contains(" b -,K Ss "));
    // Once the King is gone, the prince is the highest and may enter; Black's King into l2.
    let g = game(&pos("a8=S e5=A k8=k", "w -,- Ss 30 0 1"));
    assert!(moves_from(&g, "a8").contains(&"a8-z9".to_string()));
    assert!(!moves_from(&g, "e5").iter().any(|m| m.ends_with("z9")));
    let mut g = game(&pos("a8=K k3=k", "b -,- Ss 00 0 1"));
    play(&mut g, "k3-l2");
    assert_eq!(status(&g), "draw: citadel");
}

#[test]
fn citadels_admit_only_royals_and_only_the_adventitious_king_into_its_own() {
    // Knight j1, camel i1, war engine j2, rook k2 and lion j3 all "reach" l2 geometrically.
    let g = game(&pos(
        "a1=K j1=N i1=C j2=W k2=R j3=L e10=k",
        "w -,- Ss 00 0 1",
    ));
    assert!(moves(&g).iter().all(|m| !m.ends_with("l2")));
    // The King and prince may not enter their own citadel; the adventitious king may.
    let g = game(&pos("k1=K k3=S k10=k", "w -,- Ss 00 0 1"));
    assert!(moves(&g).iter().all(|m| !m.ends_with("l2")));
    let mut g = game(&pos("k2=A k8=r a10=k", "w -,- Ss 30 0 1"));
    assert!(g.in_check());
    assert_eq!(
        moves(&g),
        ["k2-j1", "k2-j2", "k2-j3", "k2-l2"],
        "out of the rook's file, or into the citadel"
    );
    play(&mut g, "k2-l2");
    assert_eq!(status(&g), "ongoing");
    assert!(g.to_position().contains(" b A,- Ss 30 "));
    // In its citadel it cannot be attacked: Black's rook on k2 next to it gives no check.
    play(&mut g, "k8-k2");
    assert!(!g.in_check());
    assert!(g.checked_cells().is_empty());
    // It attacks out of the citadel and steps out (taking the rook).
    // k1 and k3 are on the rook's file.
    assert_eq!(moves(&g), ["l2-k2"]);
}

#[test]
fn an_occupied_citadel_cannot_be_entered_and_its_royal_attacks_out() {
    // Black's adventitious king in z9 checks the White King on a9; White cannot take it.
    let g = game(&pos("a9=K k1=k", "w -,a Ss 03 0 1"));
    assert!(g.in_check());
    assert_eq!(moves(&g), ["a9-b10", "a9-b8", "a9-b9"]);
}

#[test]
fn king_swap_rules() {
    // Rook on a10 attacks the King on d10. Partners: the knight h4 (safe), not the pawn e5 (it
    // would stand on its last rank), not the general a5 (the King would land on the rook's file).
    let p = pos("d10=K e5=PR h4=N a5=F a10=r k1=k", "w -,- Ss 00 3 1");
    let mut g = game(&p);
    let swaps: Vec<String> = moves(&g).into_iter().filter(|m| m.contains("<>")).collect();
    assert_eq!(swaps, ["d10<>h4"]);
    let mv = g.parse_move("d10<>h4").unwrap();
    assert_eq!((mv.from(), mv.to()), (cell("d10"), cell("h4")));
    g.make(mv);
    assert_eq!(at(&g, "h4").as_deref(), Some("K"));
    assert_eq!(at(&g, "d10").as_deref(), Some("N"));
    assert!(g.to_position().contains(" s 00 4 1"), "{}", g.to_position());
    g.unmake();
    assert_eq!(g.to_position(), p);
    // Without the right (used, or never), no swap.
    let g = game(&p.replace(" Ss ", " s "));
    assert!(moves(&g).iter().all(|m| !m.contains("<>")));
    // Without an attack on the King, no swap.
    let g = game(&pos("d10=K e5=PR h4=N a5=F a9=r k1=k", "w -,- Ss 00 3 1"));
    assert!(moves(&g).iter().all(|m| !m.contains("<>")));
    // A swap with a pawn resets the clock and never promotes; the partner may be a royal.
    let mut g = game(&pos("d5=K c9=PR h4=S a5=r k1=k", "w -,- Ss 00 30 1"));
    play(&mut g, "d5<>c9");
    assert!(g.to_position().ends_with(" s 00 0 1"));
    assert_eq!(at(&g, "d5").as_deref(), Some("PR"));
    let mut g = game(&pos("d5=K c9=PR h4=S a5=r k1=k", "w -,- Ss 00 30 1"));
    play(&mut g, "d5<>h4");
    assert_eq!(at(&g, "d5").as_deref(), Some("S"));
    // Nothing is swapped into or out of a citadel: the adventitious king in l2 is no partner.
    let g = game(&pos("d5=K f2=N a5=r k10=k", "w A,- Ss 30 0 1"));
    let swaps: Vec<String> = moves(&g).into_iter().filter(|m| m.contains("<>")).collect();
    assert_eq!(swaps, ["d5<>f2"]);
    // Swap rights and arrivals are part of the position's hash.
    let a = game(&pos("d5=K k1=k", "w -,- Ss 00 0 1"));
    let b = game(&pos("d5=K k1=k", "w -,- s 00 0 1"));
    let c = game(&pos("d5=K k1=k", "w -,- Ss 10 0 1"));
    assert!(a.hash() != b.hash() && a.hash() != c.hash() && b.hash() != c.hash());
}

#[test]
fn threefold_repetition_and_the_100_ply_rule() {
    let mut g = game(&pos("a1=K b1=N k10=k j10=n", "w -,- Ss 00 0 1"));
    for _ in 0..2 {
        for mv in ["b1-c3", "j10-i8", "c3-b1", "i8-j10"] {
            assert_eq!(status(&g), "ongoing");
            play(&mut g, mv);
        }
    }
    assert_eq!(status(&g), "draw: threefold");
    assert!(g.is_terminal_without_movegen());
    assert!(moves(&g).is_empty());
    // 100 plies without capture or pawn move.
    let mut g = game(&pos("a1=K b1=N k10=k j10=n", "w -,- Ss 00 99 50"));
    play(&mut g, "b1-c3");
    assert_eq!(status(&g), "draw: 100-move");
    // A pawn move resets the clock; so does a capture.
    let mut g = game(&pos("a1=K b3=PN k10=k j10=n", "w -,- Ss 00 99 50"));
    play(&mut g, "b3-b4");
    assert_eq!(status(&g), "ongoing");
    // Checkmate on the 100th ply stands over the draw.
    let mut g = game(&pos("a1=K b10=r c9=r k10=k", "b -,- - 00 99 50"));
    play(&mut g, "c9-a9");
    assert_eq!(status(&g), "black wins: checkmate");
}

#[test]
fn illegal_moves_are_explained() {
    let g = Timur::start();
    let err = |s: &str| g.parse_move(s).unwrap_err().message;
    assert_eq!(
        err("a3-a5"),
        "illegal move 'a3-a5': the PP on a3 cannot go to a5"
    );
    assert_eq!(
        err("a8-a7"),
        "illegal move 'a8-a7': the piece on a8 is black's, and white is to move"
    );
    assert_eq!(err("q1-a2"), "unknown cell 'q1' in move 'q1-a2'");
    assert_eq!(
        err("f2<>e2"),
        "illegal move 'f2<>e2': the K on f2 cannot go to e2"
    );
    assert!(err("nonsense").starts_with("malformed move"));
}

/// Random games reach every rare rule, so the soak and property tests exercise them too.
#[test]
fn random_play_reaches_the_rare_rules() {
    let mut rng = crate::zobrist::SplitMix64::new(7);
    let mut g = Timur::start();
    let mut list = Vec::new();
    let mut seen = std::collections::BTreeMap::<&str, u32>::new();
    for _ in 0..120_000 {
        list.clear();
        g.legal_moves(&mut list);
        if list.is_empty() {
            let rule = g
                .outcome()
                .map(|o| o.rule().to_string())
                .unwrap_or_default();
            *seen
                .entry(match rule.as_str() {
                    "citadel" => "end: citadel",
                    "checkmate" => "end: checkmate",
                    "no moves" => "end: no moves",
                    "threefold" => "end: threefold",
                    _ => "end: 100-move",
                })
                .or_default() += 1;
            g = Timur::start();
            continue;
        }
        let mv = list[rng.below(list.len())];
        let before = g.arrivals;
        let royals = g.royal_count(g.side);
        if mv.swap {
            *seen.entry("swap").or_default() += 1;
        }
        g.make(mv);
        if g.arrivals != before {
            *seen.entry("pawn-of-pawns arrival").or_default() += 1;
        }
        let mover = other(g.side);
        if g.royal_count(mover) > royals {
            *seen.entry("new royal").or_default() += 1;
        }
        if g.board[CITADEL[mover as usize] as usize] != 0 {
            *seen.entry("own citadel occupied").or_default() += 1;
        }
    }
    eprintln!("{seen:#?}");
    for key in [
        "swap",
        "pawn-of-pawns arrival",
        "new royal",
        "end: citadel",
        "end: checkmate",
    ] {
        assert!(seen.contains_key(key), "{key} never happened: {seen:?}");
    }
}

/// Whether `by` can capture the piece on `cell`, found the slow way: generate all of `by`'s
/// piece moves and look for one ending there.
fn brute_attacked(g: &Timur, cell: Cell, by: Player) -> bool {
    use super::movegen::{piece_moves, GenContext};
    let ctx = GenContext {
        side: by,
        highest_royal: g.highest_royal(by),
    };
    let mut list = Vec::new();
    for from in 0..CELLS as Cell {
        let sq = g.board[from as usize];
        if sq != 0 && super::pieces::owner(sq) == by {
            piece_moves(tables(), &g.board, &ctx, from, sq, &mut list);
        }
    }
    list.iter().any(|m| m.to == cell)
}

/// The legal moves the slow way: every piece move (and swap when the King is attacked), kept
/// if after playing it the mover does not have exactly one royal, attacked.
fn brute_moves(g: &mut Timur) -> Vec<String> {
    use super::movegen::{piece_moves, swap_moves, GenContext};
    let side = g.side;
    let ctx = GenContext {
        side,
        highest_royal: g.highest_royal(side),
    };
    let mut list = Vec::new();
    for from in 0..CELLS as Cell {
        let sq = g.board[from as usize];
        if sq != 0 && super::pieces::owner(sq) == side {
            piece_moves(tables(), &g.board, &ctx, from, sq, &mut list);
        }
    }
    let king = g.royals[side as usize][PieceKind::King as usize];
    if g.swap_right(side) && king != NO_CELL && brute_attacked(g, king, other(side)) {
        swap_moves(&g.board, side, king, &mut list);
    }
    let mut names = Vec::new();
    for mv in list {
        let name = g.move_to_string(mv);
        g.make(mv);
        let royals: Vec<Cell> = g.royals[side as usize]
            .iter()
            .copied()
            .filter(|&c| c != NO_CELL)
            .collect();
        let illegal = royals.len() == 1
            && !super::geometry::is_citadel(royals[0])
            && brute_attacked(g, royals[0], g.side);
        g.unmake();
        if !illegal {
            names.push(name);
        }
    }
    names.sort();
    names
}

/// The fast attack tables and legality filter agree with the slow definitions everywhere a
/// few hundred random games go.
#[test]
fn fast_move_generation_agrees_with_the_definitions() {
    let mut rng = crate::zobrist::SplitMix64::new(11);
    let mut g = Timur::start();
    let mut list = Vec::new();
    for _ in 0..20_000 {
        if g.is_terminal_without_movegen() {
            g = Timur::start();
            continue;
        }
        for cell in 0..CELLS as Cell {
            let sq = g.board[cell as usize];
            if sq != 0 {
                let by = other(super::pieces::owner(sq));
                assert_eq!(
                    super::movegen::attacked(tables(), &g.board, cell, by),
                    brute_attacked(&g, cell, by),
                    "attack on {} in {}",
                    tables().topology.name(cell),
                    g.to_position()
                );
            }
        }
        let fast = moves(&g);
        assert_eq!(fast, brute_moves(&mut g), "{}", g.to_position());
        list.clear();
        g.legal_moves(&mut list);
        if list.is_empty() {
            g = Timur::start();
            continue;
        }
        g.make(list[rng.below(list.len())]);
    }
}

/// The session's state after playing `moves` from `position`.
fn state_after(position: &str, moves: &[&str]) -> crate::session::StateView {
    crate::session::testing::state_after(crate::Variant::Timur, position, moves)
}

#[test]
fn state_shows_the_swap_and_the_swap_rights() {
    let p = pos("d10=K e5=PR h4=N a5=F a10=r k1=k", "w -,- Ss 00 3 1");
    let state = state_after(&p, &[]);
    assert_eq!(state.extras.swap_rights, Some(vec!['w', 'b']));
    assert_eq!(state.extras.arrivals, Some(vec![0, 0]));
    let swap = state
        .moves
        .iter()
        .find(|m| m.notation == "d10<>h4")
        .unwrap();
    assert!(swap.swap);
    assert_eq!(swap.captures, None);
    assert!(state.moves.iter().filter(|m| m.swap).count() == 1);
    let state = state_after(&p, &["d10<>h4"]);
    assert!(state.last.unwrap().swap);
    assert_eq!(state.extras.swap_rights, Some(vec!['b']));
    let pawn = state.pieces.iter().find(|p| p.cell == "e5").unwrap();
    assert_eq!(
        (pawn.letter, pawn.pawn_of, pawn.royal),
        ('P', Some("rook"), false)
    );
    let king = state.pieces.iter().find(|p| p.cell == "h4").unwrap();
    assert_eq!((king.letter, king.pawn_of, king.royal), ('K', None, true));
}

#[test]
fn state_counts_pawn_of_pawns_arrivals() {
    let p = pos("f1=K b9=PP c8=PK k10=k", "w -,- Ss 00 5 9");
    let state = state_after(&p, &[]);
    assert_eq!(state.move_number, 9);
    let pawn_of = |state: &crate::session::StateView, cell: &str| {
        state
            .pieces
            .iter()
            .find(|p| p.cell == cell)
            .unwrap()
            .pawn_of
    };
    assert_eq!(pawn_of(&state, "b9"), Some("pawns"));
    assert_eq!(pawn_of(&state, "c8"), Some("prince"));
    let state = state_after(&p, &["b9-b10"]);
    assert_eq!(state.extras.arrivals, Some(vec![1, 0]));
    assert_eq!(state.move_number, 9);
    let state = state_after(&p, &["b9-b10", "k10-k9"]);
    assert_eq!(state.move_number, 10);
}

#[test]
fn results_carry_rule_ids_and_ply_limits() {
    let rule = |position: &str, moves: &[&str]| rule_after(crate::Variant::Timur, position, moves);
    assert_eq!(
        rule(&pos("a1=K b10=r c9=r k10=k", "b -,- S 00 0 1"), &["c9-a9"]),
        ("checkmate", None)
    );
    assert_eq!(
        rule(&pos("a1=K a3=v b10=r k10=k", "w -,- S 00 0 1"), &[]),
        ("no-moves", None)
    );
    assert_eq!(
        rule(&pos("a8=K k3=k", "b -,- Ss 00 0 1"), &["k3-l2"]),
        ("citadel", None)
    );
    assert_eq!(
        rule(
            &pos("a1=K b1=N k10=k j10=n", "w -,- Ss 00 99 50"),
            &["b1-c3"]
        ),
        ("no-progress", Some(PROGRESS_LIMIT))
    );
    let cycle = ["b1-c3", "j10-i8", "c3-b1", "i8-j10"];
    let twice: Vec<&str> = cycle.iter().chain(&cycle).copied().collect();
    assert_eq!(
        rule(&pos("a1=K b1=N k10=k j10=n", "w -,- Ss 00 0 1"), &twice),
        ("threefold", None)
    );
}
