//! Targeted tests of every rule of docs/rules.md §2, the position-string format and its validation.

use super::*;
use crate::session::testing::rule_after;
use crate::session::Variant;
use crate::topology::CellShape;

const START: &str = notation::START;
/// Black has just played f7-f5; White may take en passant with e5 or g5.
const EP_WHITE: &str = "k/3/5/7/9/11/4PpP4/11/11/11/K10 w f6 0 1";
/// The same, but e5xf6 would open the line d5-h3 onto the white king: no legal e.p. capture.
const EP_EXPOSES: &str = "k/3/5/7/9/11/3KPp5/11/7r3/11/11 w f6 0 1";
/// Black to move mates with b6-b3.
const MATE_IN_ONE: &str = "1/3/5/7/9/1q9/11/2k8/11/11/K10 b - 0 1";

fn game(position: &str) -> Hex {
    Hex::from_position(position).unwrap_or_else(|e| panic!("{position}: {e}"))
}

fn moves_of(game: &Hex) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut names: Vec<String> = moves.iter().map(|m| game.move_to_string(*m)).collect();
    names.sort();
    names
}

fn play(game: &mut Hex, moves: &[&str]) {
    for m in moves {
        let mv = game
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", game.to_position()));
        game.make(mv);
    }
}

/// `tahta status` wording after playing `moves` from `position`.
fn status(position: &str, moves: &[&str]) -> String {
    crate::session::testing::session_after(Variant::Hex, position, moves)
        .result_text()
        .unwrap_or_else(|| "ongoing".to_string())
}

fn err(position: &str) -> String {
    Hex::from_position(position).unwrap_err().message
}

#[test]
fn start_position_round_trips_with_51_moves() {
    let start = Hex::start();
    assert_eq!(start.to_position(), START);
    assert_eq!(moves_of(&start).len(), 51);
    assert_eq!(start.outcome(), None);
    assert!(start.checked_cells().is_empty());
    assert_eq!(Hex::VARIANT, "hex");
}

#[test]
fn topology_exports_hex_cells_and_zones() {
    let topo = Hex::topology();
    assert_eq!(topo.shape, CellShape::Hex);
    assert_eq!(topo.len(), 91);
    assert_eq!(topo.directions(), 12);
    let names = |zone: &str| {
        let mut v: Vec<&str> = topo.zone(zone).iter().map(|c| topo.name(c)).collect();
        v.sort();
        v
    };
    assert_eq!(
        names("promo-w"),
        ["a6", "b7", "c8", "d9", "e10", "f11", "g10", "h9", "i8", "k7", "l6"]
    );
    assert_eq!(names("promo-b").len(), 11);
    assert_eq!(
        names("pawn-start-w"),
        ["b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1"]
    );
    assert_eq!(
        names("pawn-start-b"),
        ["b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "k7"]
    );
    // Drawing positions: f6 sits at the centre of the x range, one unit above f5.
    let f5 = topo.position(topo.cell("f5").unwrap());
    let f6 = topo.position(topo.cell("f6").unwrap());
    assert!((f6.0 - 5.0 * FILE_SPACING).abs() < 1e-6 && (f6.1 - f5.1 - 1.0).abs() < 1e-6);
    assert!((HEX_CIRCUMRADIUS * 3f32.sqrt() - 1.0).abs() < 1e-6);
}

#[test]
fn parse_errors_are_precise() {
    assert_eq!(
        err("b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2 w - 0 1"),
        "expected 11 ranks separated by '/', found 10"
    );
    assert_eq!(
        err("b/qbk/n1b1n/r5r/ppppppppp/12/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1"),
        "expected 11 cells on rank 6, found 12"
    );
    assert_eq!(
        err("b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP w - 0 1"),
        "expected 11 cells on rank 1, found 10"
    );
    assert_eq!(
        err("b/qbk/n1b1n/r5r/ppppppppp/11/5X5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1"),
        "unknown piece 'X' (expected one of KQRBNP, uppercase white, lowercase black) on rank 5"
    );
    assert_eq!(
        err(&START.replace(" w ", " x ")),
        "side to move must be 'w' or 'b', found 'x'"
    );
    assert_eq!(
        err(&START.replace(" - ", " j4 ")),
        "en passant cell must be a cell name or '-', found 'j4'"
    );
    assert_eq!(
        err(&START.replace(" 0 1", " x 1")),
        "halfmove clock must be a whole number, found 'x'"
    );
    assert_eq!(
        err(&START.replace(" 0 1", " 0 0")),
        "move number must be from 1 to 1000000000, found 0"
    );
    assert_eq!(
        err(&START.replace(" 0 1", " 0")),
        "expected 5 fields (board, side to move, en passant cell, halfmove clock, move number), \
         found 4"
    );
}

#[test]
fn impossible_positions_are_rejected() {
    assert_eq!(
        err("k/3/5/7/9/11/11/11/11/11/11 w - 0 1"),
        "white has no king"
    );
    assert_eq!(
        err("k/3/5/7/9/5K5/11/11/11/11/K10 w - 0 1"),
        "white has 2 kings (a1, f6); each side has exactly one"
    );
    assert_eq!(
        err("P/3/5/7/9/11/11/11/11/11/K4k5 w - 0 1"),
        "white pawn on f11 stands on its own promotion cell; it must have promoted"
    );
    assert_eq!(
        err("k/3/5/7/9/11/11/11/11/11/K5p4 w - 0 1"),
        "black pawn on g1 stands on its own promotion cell; it must have promoted"
    );
    assert_eq!(
        err("k/3/5/7/9/11/11/11/11/11/K4P5 w - 0 1"),
        "white pawn on f1 stands where no white pawn can ever be (behind its start cells)"
    );
    assert_eq!(
        err("k/3/5/7/9/11/PPPPPPPPPP1/11/11/11/K10 w - 0 1"),
        "white has 10 pawns; each side has 9"
    );
    assert_eq!(
        err("k/3/5/7/9/11/PPPPPPPP3/QQQ8/11/11/K10 w - 0 1"),
        "white has 2 pieces beyond its starting set, but only 1 of its pawns can have promoted"
    );
    assert_eq!(
        err("k/3/5/7/9/5R5/11/11/11/11/K10 w - 0 1"),
        "black's king on f11 is in check, but white is to move"
    );
    assert_eq!(
        err("k/3/5/7/9/11/11/11/11/11/K10 w - 101 60"),
        "halfmove clock is 101, but the game ends drawn at 100"
    );
    // En passant cells that no double step of the side that just moved can leave behind.
    assert_eq!(
        err("k/3/5/7/9/11/4PpP4/11/11/11/K10 w f5 0 1"),
        "en passant cell f5 is not a cell a black pawn's double step passes over"
    );
    assert_eq!(
        err("k/3/5/7/9/11/4PpP4/11/11/11/K10 b f5 0 1"),
        "en passant cell f5 is not a cell a white pawn's double step passes over"
    );
    assert_eq!(
        err("k/3/5/7/9/5n5/4PpP4/11/11/11/K10 w f6 0 1"),
        "en passant cell f6 is occupied"
    );
    assert_eq!(
        err("k/3/5/7/4n4/11/4PpP4/11/11/11/K10 w f6 0 1"),
        "en passant cell f6: f7 must be empty, the black pawn has just left it"
    );
    assert_eq!(
        err("k/3/5/7/9/11/4P1P4/11/11/11/K10 w f6 0 1"),
        "en passant cell f6 needs the black pawn that just double-stepped on f5"
    );
    assert_eq!(
        err("k/3/5/7/9/11/4PpP4/11/11/11/K10 w f6 3 1"),
        "en passant cell f6 needs halfmove clock 0 (the last move was a pawn's double step), \
         found 3"
    );
}

#[test]
fn parsing_never_panics_on_odd_input() {
    for text in [
        "",
        " ",
        "b/qbk w - 0 1",
        "99/3/5/7/9/11/11/11/11/11/K10 w - 0 1",
        "k/3/5/7/9/11/11/11/11/11/K10 w - 99999999 1",
        "k/3/5/7/9/11/11/11/11/11/K10 w - 0 99999999999",
        "é/3/5/7/9/11/11/11/11/11/K10 w - 0 1",
        "k/3/5/7/9/11/11/11/11/11/K10 w a7 0 1",
    ] {
        assert!(Hex::from_position(text).is_err(), "{text}");
    }
}

#[test]
fn pawn_steps_double_steps_and_captures() {
    let g = game("k/3/5/7/9/6p4/11/4p1P4/3P4p2/8P2/K8P1 w - 0 1");
    assert_eq!(
        moves_of(&g),
        [
            "a1-a2", "a1-b1", "a1-b2", "a1-b3", "a1-c2", "d3-d4", "d3-d5", "d3-e4", "g4-g5",
            "k1-k2", "k1-k3"
        ]
    );
}

#[test]
fn capturing_onto_an_own_start_cell_regains_the_double_step() {
    let mut g = game("k/3/5/7/9/6p4/11/4p1P4/3P4p2/8P2/K8P1 w - 0 1");
    play(&mut g, &["d3-e4", "f11-f10"]);
    let moves = moves_of(&g);
    assert!(moves.contains(&"e4-e6".to_string()), "{moves:?}");
    // Black too: e7 takes on f7, a black start cell, and may then step two.
    let mut b = game("k/3/5/7/3pP4/11/11/11/11/11/K10 b - 0 1");
    play(&mut b, &["e7-f7", "a1-a2"]);
    assert!(moves_of(&b).contains(&"f7-f5".to_string()));
}

#[test]
fn en_passant_only_on_the_next_move() {
    let mut g = game(EP_WHITE);
    assert!(moves_of(&g).contains(&"e5-f6".to_string()));
    // Capturing removes the pawn that double-stepped, not anything on f6.
    play(&mut g, &["e5-f6"]);
    assert_eq!(g.to_position(), "k/3/5/7/9/5P5/6P4/11/11/11/K10 b - 0 1");
    g.unmake();
    assert_eq!(g.to_position(), EP_WHITE);
    // After one other move each, the right is gone.
    play(&mut g, &["a1-a2", "f11-f10"]);
    assert!(!moves_of(&g).iter().any(|m| m.ends_with("-f6")));
    assert!(moves_of(&g).contains(&"e5-e6".to_string()));
}

#[test]
fn double_steps_write_the_en_passant_cell() {
    let mut g = Hex::start();
    play(&mut g, &["e4-e6"]);
    // Written although no black pawn borders e5 (d5, f6 are empty): the field records the
    // double step; only the hash ignores it.
    assert_eq!(
        g.to_position(),
        "b/qbk/n1b1n/r5r/ppppppppp/4P6/5P5/6P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 b e5 0 1"
    );
    assert_eq!(
        g.hash(),
        game(&g.to_position().replace(" e5 ", " - ")).hash()
    );
    play(&mut g, &["d7-d5"]);
    assert!(g.to_position().ends_with(" w d6 0 2"));
    assert!(moves_of(&g).contains(&"e6-d6".to_string()));
    assert_ne!(
        g.hash(),
        game(&g.to_position().replace(" d6 ", " - ")).hash()
    );
}

#[test]
fn en_passant_cell_counts_for_repetition_only_when_the_capture_is_legal() {
    let with = game(EP_WHITE);
    let without = game(&EP_WHITE.replace(" f6 ", " - "));
    assert_ne!(with.hash(), without.hash());
    let pinned = game(EP_EXPOSES);
    let plain = game(&EP_EXPOSES.replace(" f6 ", " - "));
    assert_eq!(pinned.hash(), plain.hash());
    assert!(!moves_of(&pinned).contains(&"e5-f6".to_string()));
    assert_eq!(pinned.to_position(), EP_EXPOSES, "the field itself is kept");
}

#[test]
fn en_passant_can_answer_a_pawn_check() {
    let g = game("k/3/5/7/9/5P5/6p4/7K3/11/11/11 w g6 0 1");
    assert!(g.in_check());
    assert_eq!(g.checked_cells(), vec![Hex::topology().cell("h4").unwrap()]);
    let moves = moves_of(&g);
    assert!(moves.contains(&"f6-g6".to_string()));
    assert!(!moves.contains(&"f6-f7".to_string()));
    assert_eq!(moves.len(), 12);
}

#[test]
fn promotion_to_each_piece_with_suffix() {
    let mut g = game("1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1");
    let moves = moves_of(&g);
    for piece in ["Q", "R", "B", "N"] {
        assert!(moves.contains(&format!("e9-e10={piece}")));
        assert!(moves.contains(&format!("e9-d9={piece}")));
    }
    assert!(
        moves.contains(&"e9-f10".to_string()),
        "f10 is not a last cell"
    );
    let err = g.parse_move("e9-e10").unwrap_err().message;
    assert_eq!(
        err,
        "illegal move 'e9-e10': that move needs a different suffix here (one of: e9-e10=Q, \
         e9-e10=R, e9-e10=B, e9-e10=N)"
    );
    play(&mut g, &["e9-d9=n"]);
    assert_eq!(
        g.piece_at(Hex::topology().cell("d9").unwrap()).unwrap().1,
        "N"
    );
    g.unmake();
    assert_eq!(g.to_position(), "1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1");
}

#[test]
fn pinned_pieces_move_only_along_the_pin() {
    let g = game("k/3/5/3r3/9/11/11/8q2/5R5/6B4/2r1NK3Pr w - 0 1");
    assert_eq!(
        moves_of(&g),
        [
            "f1-e2", "f1-f2", "f1-g1", "f3-f2", "f3-f4", "f3-f5", "f3-f6", "f3-f7", "f3-f8",
            "g2-h3", "g2-i4", "k1-l1"
        ]
    );
}

#[test]
fn checkmate_and_its_wording() {
    assert_eq!(status(MATE_IN_ONE, &["b6-b3"]), "black wins: checkmate");
    let mut g = game(MATE_IN_ONE);
    play(&mut g, &["b6-b3"]);
    assert!(moves_of(&g).is_empty());
    assert_eq!(g.checked_cells(), vec![Hex::topology().cell("a1").unwrap()]);
    assert_eq!(g.outcome(), Some(Outcome::win(BLACK, Rule::Checkmate)));
}

#[test]
fn stalemate_scores_three_quarters_for_the_stalemating_side() {
    let black_stalemates = "1/3/5/7/9/11/11/11/2k8/1n9/KP9 w - 0 1";
    assert_eq!(
        status(black_stalemates, &[]),
        "stalemate: black 3/4 white 1/4"
    );
    let white_stalemates = "k/3/2K2/7/9/11/11/11/11/11/11 b - 0 1";
    assert_eq!(
        status(white_stalemates, &[]),
        "stalemate: white 3/4 black 1/4"
    );
    let outcome = game(white_stalemates).outcome().unwrap();
    assert_eq!(outcome.score(WHITE), 0.75);
    assert_eq!(outcome.score(BLACK), 0.25);
}

#[test]
fn mate_and_stalemate_stand_over_draw_rules() {
    // Stalemate with only the kings left: stalemate, not "bare kings".
    assert_eq!(
        status("1/3/5/7/9/11/11/11/2k8/11/K10 w - 0 1", &[]),
        "stalemate: black 3/4 white 1/4"
    );
    // Mate delivered on the 100th quiet ply.
    let clocked = MATE_IN_ONE.replace(" 0 1", " 99 60");
    assert_eq!(status(&clocked, &["b6-b3"]), "black wins: checkmate");
    assert_eq!(status(&clocked, &["c4-c5"]), "draw: 50-move");
}

#[test]
fn draws_by_clock_bare_kings_and_threefold() {
    let clock = "1/3/5/7/9/10k/11/4P6/11/11/K10 w - 99 80";
    assert_eq!(status(clock, &["a1-b1"]), "draw: 50-move");
    assert_eq!(status(clock, &["e4-e5"]), "ongoing");
    let mut g = game(clock);
    play(&mut g, &["a1-b1"]);
    assert!(g.is_terminal_without_movegen() && moves_of(&g).is_empty());

    assert_eq!(
        status("1/3/5/7/9/10k/11/11/11/n10/K10 w - 0 1", &["a1-a2"]),
        "draw: bare kings"
    );

    let shuffle = ["h1-k2", "h9-k6", "k2-h1", "k6-h9"];
    let twice: Vec<&str> = shuffle.iter().chain(shuffle.iter()).copied().collect();
    assert_eq!(status(START, &twice[..7]), "ongoing");
    assert_eq!(status(START, &twice), "draw: threefold");
}

#[test]
fn make_unmake_restores_everything() {
    let mut g =
        game("b/qk1/2b2/rr1n3/1pppP1pp1/2n1P4B1/Bp3Pp2N1/7R3/3P3P1Pb/1PP2RB1P2/3N2K4 w g6 0 25");
    let before = g.to_position();
    let hash = g.hash();
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    for mv in moves {
        g.make(mv);
        assert_eq!(g.hash(), g.compute_hash(), "{}", g.move_to_string(mv));
        g.unmake();
        assert_eq!(g.to_position(), before);
        assert_eq!(g.hash(), hash);
    }
}

#[test]
fn illegal_move_messages() {
    let g = Hex::start();
    assert_eq!(
        g.parse_move("e4-e7").unwrap_err().message,
        "illegal move 'e4-e7': the P on e4 cannot go to e7"
    );
    assert_eq!(
        g.parse_move("j1-j2").unwrap_err().message,
        "unknown cell 'j1' in move 'j1-j2'"
    );
    assert_eq!(
        g.parse_move("e7-e6").unwrap_err().message,
        "illegal move 'e7-e6': the piece on e7 is black's, and white is to move"
    );
}

#[test]
fn piece_help_counts_match_the_seed_page() {
    let counts: Vec<(&str, usize)> = Hex::piece_help()
        .iter()
        .map(|h| (h.token, h.moves.len()))
        .collect();
    assert_eq!(
        counts,
        vec![
            ("K", 12),
            ("Q", 42),
            ("R", 30),
            ("B", 12),
            ("N", 12),
            ("P", 2)
        ]
    );
    let pawn = &Hex::piece_help()[5];
    assert_eq!(pawn.moves, vec!["f6", "f7"]);
    assert_eq!(pawn.captures_only.len(), 2);
}

/// The session's state after playing `moves` from `position`.
fn state_after(position: &str, moves: &[&str]) -> crate::session::StateView {
    crate::session::testing::state_after(Variant::Hex, position, moves)
}

#[test]
fn state_names_promotions_and_the_en_passant_victim() {
    let state = state_after("1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 7", &[]);
    assert_eq!(state.move_number, 7);
    let promotion = |notation: &str| {
        let mv = state.moves.iter().find(|m| m.notation == notation).unwrap();
        (mv.promotion, mv.captures.clone())
    };
    assert_eq!(promotion("e9-e10=Q"), (Some("queen"), None));
    assert_eq!(promotion("e9-e10=N"), (Some("knight"), None));
    assert_eq!(promotion("e9-d9=R"), (Some("rook"), Some("d9".into())));
    assert_eq!(promotion("e9-f10"), (None, Some("f10".into())));
    let king = state.pieces.iter().find(|p| p.cell == "a1").unwrap();
    assert_eq!((king.letter, king.royal), ('K', true));
    let pawn = state.pieces.iter().find(|p| p.cell == "e9").unwrap();
    assert_eq!((pawn.letter, pawn.royal, pawn.pawn_of), ('P', false, None));

    let state = state_after(EP_WHITE, &[]);
    let ep = state.moves.iter().find(|m| m.notation == "e5-f6").unwrap();
    assert_eq!(ep.captures.as_deref(), Some("f5"));
    // The played move keeps what it took, read in the position it was played from.
    let state = state_after(EP_WHITE, &["e5-f6"]);
    let last = state.last.unwrap();
    assert_eq!(
        (last.notation.as_str(), last.captures.as_deref()),
        ("e5-f6", Some("f5"))
    );
    let state = state_after("1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1", &["e9-e10=b"]);
    assert_eq!(state.last.unwrap().promotion, Some("bishop"));
}

#[test]
fn results_carry_rule_ids_and_ply_limits() {
    let rule = |position: &str, moves: &[&str]| rule_after(Variant::Hex, position, moves);
    assert_eq!(rule(MATE_IN_ONE, &["b6-b3"]), ("checkmate", None));
    assert_eq!(
        rule("k/3/2K2/7/9/11/11/11/11/11/11 b - 0 1", &[]),
        ("stalemate", None)
    );
    let clock = "1/3/5/7/9/10k/11/4P6/11/11/K10 w - 99 80";
    assert_eq!(rule(clock, &["a1-b1"]), ("fifty-moves", Some(100)));
    assert_eq!(
        rule("1/3/5/7/9/10k/11/11/11/n10/K10 w - 0 1", &["a1-a2"]),
        ("bare-kings", None)
    );
    let shuffle = ["h1-k2", "h9-k6", "k2-h1", "k6-h9"];
    let twice: Vec<&str> = shuffle.iter().chain(shuffle.iter()).copied().collect();
    assert_eq!(rule(START, &twice), ("threefold", None));
    // The old wording stays next to the id.
    let result = state_after(clock, &["a1-b1"]).result.unwrap();
    assert_eq!(
        (result.rule.as_str(), result.text.as_str()),
        ("50-move", "draw: 50-move")
    );
}

#[test]
fn piece_table_matches_the_codes() {
    for (i, info) in PIECES.iter().enumerate() {
        assert_eq!(info.kind as usize, i + 1);
        assert_eq!(PieceKind::from_code(i as u8 + 1), Some(info.kind));
        assert_eq!(PieceKind::from_letter(info.kind.letter()), Some(info.kind));
    }
    assert_eq!(PieceKind::from_code(0), None);
    assert_eq!(PieceKind::from_code(7), None);
    assert_eq!(
        Hex::promotion_order(),
        ["queen", "rook", "bishop", "knight"]
    );
}
