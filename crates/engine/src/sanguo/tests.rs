//! Geometry facts, parse errors with their exact messages, and every special rule of docs/rules.md §4
//! on a targeted position.

use super::geometry::{self, file_of, half_of, point, rank_of, right_of, ORTHOGONAL, POINTS};
use super::*;
use crate::invariants::check_position;
use crate::perft::perft;
use crate::session::testing::rule_after;
use crate::session::Variant;

/// Builds a position string from `point=token` pairs and the fields after the board.
fn pos(pieces: &str, rest: &str) -> String {
    let mut cells: Vec<Option<String>> = vec![None; POINTS];
    for item in pieces.split_whitespace() {
        let (name, token) = item.split_once('=').unwrap();
        let c = Sanguo::topology().cell(name).unwrap();
        cells[c as usize] = Some(token.to_string());
    }
    let halves: Vec<String> = (0..3)
        .map(|k| {
            let ranks: Vec<String> = (0..5)
                .rev()
                .map(|r| {
                    let mut out = String::new();
                    crate::notation::write_rank(
                        (0..9).map(|f| cells[point(k, f, r) as usize].as_deref()),
                        &mut out,
                    );
                    out
                })
                .collect();
            ranks.join("/")
        })
        .collect();
    format!("{} {rest}", halves.join("|"))
}

fn game(pieces: &str, rest: &str) -> Sanguo {
    let s = pos(pieces, rest);
    Sanguo::from_position(&s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn moves(g: &Sanguo) -> Vec<String> {
    let mut list = Vec::new();
    g.legal_moves(&mut list);
    let mut names: Vec<String> = list.iter().map(|m| g.move_to_string(*m)).collect();
    names.sort();
    names
}

fn play(g: &mut Sanguo, mv: &str) {
    let m = g
        .parse_move(mv)
        .unwrap_or_else(|e| panic!("{mv} in {}: {e}", g.to_position()));
    g.make(m);
}

fn status(g: &Sanguo) -> String {
    g.outcome()
        .map(|o| o.describe(Sanguo::player_names()))
        .unwrap_or_else(|| "ongoing".into())
}

fn cell(name: &str) -> Cell {
    Sanguo::topology().cell(name).unwrap()
}

/// Turns every kingdom into the next one in turn order: Shu's half and pieces become Wu's…
fn rotate(s: &str) -> String {
    let map = |c: char| match c {
        'r' => 'g',
        'g' => 'b',
        'b' => 'r',
        other => other,
    };
    let fields: Vec<&str> = s.split_whitespace().collect();
    let halves: Vec<String> = fields[0]
        .split('|')
        .map(|h| h.chars().map(map).collect())
        .collect();
    let board = format!("{}|{}|{}", halves[2], halves[0], halves[1]);
    let mut alive: Vec<char> = fields[2].chars().map(map).collect();
    alive.sort_by_key(|c| "rgb".find(*c));
    format!(
        "{board} {} {} {} {}",
        map(fields[1].chars().next().unwrap()),
        alive.into_iter().collect::<String>(),
        fields[3],
        fields[4]
    )
}

fn rot(c: Cell) -> Cell {
    point(right_of(half_of(c)), file_of(c), rank_of(c))
}

// ---------------------------------------------------------------------------------------------
// Geometry

#[test]
fn board_has_135_distinct_named_points() {
    let topo = Sanguo::topology();
    assert_eq!(topo.len(), 135);
    assert_eq!(topo.shape, crate::topology::CellShape::Point);
    let mut names: Vec<&str> = topo.cells().map(|c| topo.name(c)).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 135);
    assert_eq!(topo.cell("re1"), Some(point(0, 4, 0)));
    assert_eq!(topo.cell("gi5"), Some(point(1, 8, 4)));
    assert_eq!(topo.cell("ba1"), Some(point(2, 0, 0)));
    assert_eq!(topo.cell("rj1"), None);
}

#[test]
fn steps_are_symmetric_under_rotation_of_the_kingdoms() {
    let topo = Sanguo::topology();
    for c in topo.cells() {
        for d in 0..DIRECTIONS {
            assert_eq!(
                topo.step(rot(c), d),
                topo.step(c, d).map(rot),
                "{} dir {d}",
                topo.name(c)
            );
        }
        // Drawing positions turn by 120° counter-clockwise with the kingdoms.
        let (x, y) = topo.position(c);
        let (rx, ry) = topo.position(rot(c));
        let (s, co) = (2.0 * std::f32::consts::PI / 3.0).sin_cos();
        assert!((x * co - y * s - rx).abs() < 1e-4 && (x * s + y * co - ry).abs() < 1e-4);
    }
}

#[test]
fn every_step_has_its_opposite() {
    let topo = Sanguo::topology();
    for c in topo.cells() {
        for d in ORTHOGONAL {
            if let Some(n) = topo.step(c, d) {
                assert!(
                    ORTHOGONAL.iter().any(|&back| topo.step(n, back) == Some(c)),
                    "no way back from {} to {}",
                    topo.name(n),
                    topo.name(c)
                );
            }
        }
        for d in [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT] {
            if let Some(n) = topo.step(c, d) {
                assert!(
                    [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT]
                        .iter()
                        .any(|&back| topo.step(n, back) == Some(c)),
                    "no diagonal back from {} to {}",
                    topo.name(n),
                    topo.name(c)
                );
            }
        }
    }
}

#[test]
fn branch_exists_only_at_the_triangle() {
    let topo = Sanguo::topology();
    let branching: Vec<&str> = topo
        .cells()
        .filter(|&c| topo.step(c, BRANCH).is_some())
        .map(|c| topo.name(c))
        .collect();
    assert_eq!(branching, ["re5", "ge5", "be5"]);
    assert_eq!(
        topo.zone("triangle")
            .iter()
            .map(|c| topo.name(c))
            .collect::<Vec<_>>(),
        branching
    );
}

#[test]
fn crossings_follow_the_facing_rule() {
    let topo = Sanguo::topology();
    let step = |from: &str, d: usize| topo.step(cell(from), d).map(|c| topo.name(c).to_string());
    // Left half of Shu's bank faces Wei's right half, right half faces Wu's left half.
    assert_eq!(step("ra5", UP).as_deref(), Some("bi5"));
    assert_eq!(step("rd5", UP).as_deref(), Some("bf5"));
    assert_eq!(step("rf5", UP).as_deref(), Some("gd5"));
    assert_eq!(step("ri5", UP).as_deref(), Some("ga5"));
    assert_eq!(step("re5", UP).as_deref(), Some("ge5"));
    assert_eq!(step("re5", BRANCH).as_deref(), Some("be5"));
    assert_eq!(step("ge5", UP).as_deref(), Some("be5"));
    assert_eq!(step("be5", BRANCH).as_deref(), Some("ge5"));
    // Forward diagonals from the bank.
    assert_eq!(step("rd5", UP_RIGHT).as_deref(), Some("be5"));
    assert_eq!(step("rf5", UP_LEFT).as_deref(), Some("ge5"));
    assert_eq!(step("re5", UP_LEFT).as_deref(), Some("bf5"));
    assert_eq!(step("re5", UP_RIGHT).as_deref(), Some("gd5"));
    assert_eq!(step("rc5", UP_RIGHT).as_deref(), Some("bf5"));
    assert_eq!(step("rb5", UP_LEFT).as_deref(), Some("bi5"));
    assert_eq!(step("ra5", UP_LEFT), None);
    assert_eq!(step("ri5", UP_RIGHT), None);
    // Rank-wise steps never cross.
    assert_eq!(step("ra5", LEFT), None);
    assert_eq!(step("re5", LEFT).as_deref(), Some("rd5"));
}

#[test]
fn file_lines_are_ten_points_and_the_middle_ones_branch_once() {
    let g = geo();
    for k in 0..3 {
        for f in 0..9 {
            let forward: Vec<&geometry::Ray> = g
                .rays
                .get(point(k, f, 0))
                .iter()
                .filter(|r| r.forward)
                .collect();
            let expected = if f == 4 { 2 } else { 1 };
            assert_eq!(forward.len(), expected, "file {f} of kingdom {k}");
            for ray in &forward {
                assert_eq!(ray.cells().len() + 1, 10);
                let last = *ray.cells().last().unwrap();
                assert_eq!((file_of(last), rank_of(last)), (8 - f, 0));
            }
            if f == 4 {
                assert_eq!(forward[1].skip, 4, "the branch shares e2..e5");
                let ends: Vec<usize> = forward.iter().map(|r| half_of(r.cells()[8])).collect();
                assert_eq!(ends, vec![right_of(k), geometry::left_of(k)]);
            }
        }
    }
}

#[test]
fn drawing_geometry_lines_and_zones() {
    let topo = Sanguo::topology();
    let dist = |a: &str, b: &str| {
        let (p, q) = (topo.position(cell(a)), topo.position(cell(b)));
        ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt()
    };
    assert!((dist("ra1", "rb1") - 1.0).abs() < 1e-4);
    assert!(
        (dist("rf5", "gd5") - 1.0).abs() < 1e-4,
        "facing points are one unit apart"
    );
    assert!((dist("ra5", "bi5") - 1.0).abs() < 1e-4);
    assert!(
        (dist("re5", "ge5") - 1.0).abs() < 1e-4,
        "the triangle's sides are one unit"
    );
    // The outer file line ra1..ra5 / bi5..bi1 is straight.
    let (a1, a5, i1) = (
        topo.position(cell("ra1")),
        topo.position(cell("ra5")),
        topo.position(cell("bi1")),
    );
    let cross = (a5.0 - a1.0) * (i1.1 - a1.1) - (a5.1 - a1.1) * (i1.0 - a1.0);
    assert!(cross.abs() < 1e-3);
    // Shu sits at the bottom.
    assert!(topo.position(cell("re1")).1 < topo.position(cell("re5")).1);
    let mut min = f32::MAX;
    for a in topo.cells() {
        for b in topo.cells().filter(|&b| b > a) {
            let (p, q) = (topo.position(a), topo.position(b));
            min = min.min(((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt());
        }
    }
    assert!(min > 0.99, "points too close: {min}");
    // 3 halves × (5 ranks × 8 + 9 files × 4) + 12 river crossings + 3 triangle sides.
    assert_eq!(line_segments().len(), 3 * 76 + 12 + 3);
    assert_eq!(palace_diagonals().len(), 12);
    assert_eq!(Sanguo::board_lines().len(), 255);
    for name in ["palace-r", "palace-g", "palace-b"] {
        assert_eq!(topo.zone(name).len(), 9);
    }
    for name in ["half-r", "half-g", "half-b"] {
        assert_eq!(topo.zone(name).len(), 45);
    }
    assert!(topo.zone("palace-g").contains(cell("ge2")));
}

#[test]
fn leaper_tables_near_the_centre() {
    let g = geo();
    let targets = |list: Vec<Cell>| {
        let mut names: Vec<String> = list.into_iter().map(point_name).collect();
        names.sort();
        names
    };
    let horse = targets(g.horse.get(cell("re5")).iter().map(|&(_, t)| t).collect());
    assert_eq!(
        horse,
        ["bd4", "bf4", "bg5", "gc5", "gd4", "gf4", "rc4", "rd3", "rf3", "rg4"]
    );
    let bearer = targets(
        g.bearer
            .get(cell("re4"))
            .iter()
            .map(|&(_, _, t)| t)
            .collect(),
    );
    assert_eq!(
        bearer,
        ["bd4", "bf4", "gd4", "gf4", "rb3", "rb5", "rd1", "rf1", "rh3", "rh5"]
    );
    // No point is reached by two horse or bearer paths from the same start.
    for c in 0..POINTS as Cell {
        let mut h: Vec<Cell> = g.horse.get(c).iter().map(|&(_, t)| t).collect();
        let mut b: Vec<Cell> = g.bearer.get(c).iter().map(|&(_, _, t)| t).collect();
        let (hl, bl) = (h.len(), b.len());
        h.sort();
        h.dedup();
        b.sort();
        b.dedup();
        assert_eq!((h.len(), b.len()), (hl, bl), "{}", point_name(c));
    }
}

// ---------------------------------------------------------------------------------------------
// Position strings

#[test]
fn start_positions_round_trip() {
    let start = Sanguo::start();
    assert_eq!(start.to_position(), START);
    assert_eq!(moves(&start).len(), 40);
    let plain = Sanguo::start_without_banners();
    assert_eq!(plain.to_position(), START_WITHOUT_BANNERS);
    assert_eq!(moves(&plain).len(), 44);
    assert_eq!(
        START.split('|').next().unwrap(),
        "9/rS1rS1rS1rS1rS/1rC1rB1rB1rC1/9/rRrHrErArKrArErHrR"
    );
}

#[test]
fn taken_over_pieces_round_trip() {
    let s = pos("rd1=rK gd1=gK bg5=gE(b) bc4=gS(b) re3=rR(b)", "g rg 12 7");
    let g = Sanguo::from_position(&s).unwrap();
    assert_eq!(g.to_position(), s);
    assert_eq!(g.piece_at(cell("bg5")), Some((WU, "gE(b)".to_string())));
}

#[test]
fn parse_errors_are_precise() {
    let err = |s: &str| Sanguo::from_position(s).unwrap_err().message;
    let base = "rd1=rK gd1=gK bd1=bK";
    assert_eq!(
        err(&pos(&format!("{base} re4=rS(r)"), "r rgb 0 1")),
        "the piece on re4 names its owner 'r' as its home; write '(r)' only for a taken-over piece"
    );
    assert_eq!(
        err(&pos(&format!("{base} re4=rS(g)"), "r rgb 0 1")),
        "red soldier of green's army on re4: green is still alive, so its pieces cannot have been \
         taken over"
    );
    assert_eq!(
        err(&pos("rd1=rK gd1=gK be1=gK(b)", "r rg 0 1")),
        "green general of blue's army on be1: a general is never taken over (a defeated \
         kingdom's general leaves the board)"
    );
    assert_eq!(
        err(&pos("rd4=rK gd1=gK bd1=bK", "r rgb 0 1")),
        "red general on rd4 is outside its palace"
    );
    assert_eq!(
        err(&pos("rd1=rK gd1=gK bd1=bK gd2=rK", "r rgb 0 1")),
        "red general on gd2: red's army has too many generals (it starts with 1)"
    );
    assert_eq!(
        err(&pos(base, "r rg 0 1")),
        "blue general on bd1: blue is not among the alive kingdoms, so it owns no pieces"
    );
    assert_eq!(
        err(&pos("rd1=rK gd1=gK ge2=rA(b)", "r rg 0 1")),
        "red advisor of blue's army on ge2 is outside its home palace"
    );
    assert_eq!(
        err(&pos(&format!("{base} re1=rA"), "r rgb 0 1")),
        "red advisor on re1 is not on a palace diagonal point (d1 f1 e2 d3 f3)"
    );
    assert_eq!(
        err(&pos("rd1=rK gd1=gK gc1=gE(b)", "g rg 0 1")),
        "green elephant of blue's army on gc1 is outside its home half"
    );
    assert_eq!(
        err(&pos(&format!("{base} rb1=rE"), "r rgb 0 1")),
        "red elephant on rb1 is not on an elephant point (a3 c1 c5 e3 g1 g5 i3)"
    );
    assert_eq!(
        err(&pos(&format!("{base} re3=rS"), "r rgb 0 1")),
        "red soldier on re3 cannot be there: in its home half a soldier only stands on files a c \
         e g i, ranks 4 and 5"
    );
    assert_eq!(
        err(&pos("rd1=rK gd1=gK", "r rgb 0 1")),
        "blue is alive but has no general"
    );
    assert_eq!(
        err(&pos(base, "g rb 0 1")),
        "green general on gd1: green is not among the alive kingdoms, so it owns no pieces"
    );
    assert_eq!(
        err(&pos("rd1=rK bd1=bK", "g rb 0 1")),
        "green is to move but is not among the alive kingdoms"
    );
    assert_eq!(
        err(&pos(base, "r grb 0 1")),
        "alive kingdoms must be letters of 'rgb' in turn order, each once (e.g. rgb, rb), found \
         'grb'"
    );
    assert_eq!(
        err(&pos(base, "x rgb 0 1")),
        "side to move must be 'r', 'g' or 'b', found 'x'"
    );
    assert_eq!(
        err(&pos(base, "r rgb 181 1")),
        "plies since capture or defeat is 181, but the game ends drawn at 180"
    );
    assert_eq!(
        err(&pos(base, "r rgb 0 0")),
        "move number must be from 1 to 1000000000, found 0"
    );
    assert_eq!(
        err("9/9/9/9/3rK5|9/9/9/9/3gK5 r rgb 0 1"),
        "expected 3 halves (red|green|blue) separated by '|', found 2"
    );
    assert_eq!(
        err("9/9/9/9/3rK6|9/9/9/9/3gK5|9/9/9/9/3bK5 r rgb 0 1"),
        "expected 9 cells on rank 1 of the red half, found 10"
    );
    assert_eq!(
        err("9/9/9/9/3rX5|9/9/9/9/3gK5|9/9/9/9/3bK5 r rgb 0 1"),
        "unknown piece letter 'X' after owner 'r' (expected one of K A E H R C S B) on rank 1 of \
         the red half"
    );
    assert_eq!(
        err("9/9/9/9/3rK5|9/9/9/9/3gK5|9/9/9/9/3bK(5 r rgb 0 1"),
        "bad home after 'bK': expected (r), (g) or (b) on rank 1 of the blue half"
    );
    assert_eq!(
        err("9/9/9/9/3K5|9/9/9/9/3gK5|9/9/9/9/3bK5 r rgb 0 1"),
        "unexpected 'K' where a piece should start (a piece is an owner letter r, g or b followed \
         by one of K A E H R C S B) on rank 1 of the red half"
    );
    assert!(err("9/9/9/9/3rK5|9/9/9/9/3gK5|9/9/9/9/3bK5 r rgb 0").starts_with("expected 5 fields"));
}

// ---------------------------------------------------------------------------------------------
// Pieces

#[test]
fn chariot_runs_through_the_triangle_into_both_branches() {
    let g = game("rd1=rK re3=rR gd1=gK ge4=gS bd1=bK be2=bA", "r rgb 0 1");
    let m = moves(&g);
    for up in ["re4", "re5", "ge5", "ge4", "be5", "be4", "be3", "be2"] {
        assert!(m.contains(&format!("re3-{up}")), "{up}");
    }
    assert!(
        !m.contains(&"re3-ge3".to_string()),
        "blocked by the green soldier"
    );
    assert_eq!(m.len(), 20);
}

#[test]
fn cannon_screens_across_the_river() {
    let g = game("rd1=rK rb3=rC gd1=gK bd1=bK bh5=bH bh2=bR", "r rgb 0 1");
    let m = moves(&g);
    assert!(m.contains(&"rb3-bh2".to_string()));
    assert!(!m.contains(&"rb3-bh5".to_string()) && !m.contains(&"rb3-bh4".to_string()));
    assert_eq!(m.len(), 15);
}

#[test]
fn cannon_screens_at_the_triangle_see_both_branches() {
    // Screen on re5: the cannon on re2 captures up both branches.
    let g = game(
        "rd1=rK re2=rC re5=rS gd1=gK ge3=gR bd1=bK be2=bA",
        "r rgb 0 1",
    );
    let m = moves(&g);
    assert!(m.contains(&"re2-ge3".to_string()) && m.contains(&"re2-be2".to_string()));
}

#[test]
fn horse_crosses_and_goes_through_the_centre() {
    let g = game("rd1=rK re5=rH gd1=gK bd1=bK", "r rgb 0 1");
    let horse: Vec<String> = moves(&g)
        .into_iter()
        .filter(|m| m.starts_with("re5"))
        .collect();
    assert_eq!(
        horse,
        [
            "re5-bd4", "re5-bf4", "re5-bg5", "re5-gc5", "re5-gd4", "re5-gf4", "re5-rc4", "re5-rd3",
            "re5-rf3", "re5-rg4"
        ]
    );
}

#[test]
fn horse_leg_across_the_river_blocks() {
    let g = game(
        "re1=rK re2=rA rd5=rH rd4=gS gd1=gK bd1=bK bf5=bC",
        "r rgb 0 1",
    );
    let horse: Vec<String> = moves(&g)
        .into_iter()
        .filter(|m| m.starts_with("rd5"))
        .collect();
    assert_eq!(horse, ["rd5-bh5", "rd5-gd5", "rd5-rb4", "rd5-rf4"]);
}

#[test]
fn banner_bearer_goes_two_straight_then_one_diagonal() {
    let open = game("rd1=rK rf4=rB gd1=gK bd1=bK", "r rgb 0 1");
    let bearer = |g: &Sanguo| -> Vec<String> {
        moves(g)
            .into_iter()
            .filter(|m| m.starts_with("rf4"))
            .collect()
    };
    assert_eq!(
        bearer(&open),
        ["rf4-gc4", "rf4-ge4", "rf4-rc3", "rf4-rc5", "rf4-re1", "rf4-rg1", "rf4-ri3", "rf4-ri5"]
    );
    let blocked = game("rd1=rK rf4=rB gd1=gK gd5=gH bd1=bK", "r rgb 0 1");
    assert_eq!(
        bearer(&blocked),
        ["rf4-rc3", "rf4-rc5", "rf4-re1", "rf4-rg1", "rf4-ri3", "rf4-ri5"]
    );
    // Through the centre: both branches.
    let centre = game("rd1=rK re4=rB gd1=gK bd1=bK", "r rgb 0 1");
    let m: Vec<String> = moves(&centre)
        .into_iter()
        .filter(|m| m.starts_with("re4"))
        .collect();
    for t in ["gd4", "gf4", "bd4", "bf4"] {
        assert!(m.contains(&format!("re4-{t}")), "{t}");
    }
}

#[test]
fn soldiers_before_after_crossing_and_at_the_triangle() {
    let g = game(
        "rd1=rK ra4=rS re5=rS ri5=rS gc5=rS gi1=rS gd1=gK bd1=bK",
        "r rgb 0 1",
    );
    let soldiers: Vec<String> = moves(&g)
        .into_iter()
        .filter(|m| !m.starts_with("rd1"))
        .collect();
    assert_eq!(
        soldiers,
        ["gc5-gb5", "gc5-gc4", "gc5-gd5", "gi1-gh1", "ra4-ra5", "re5-be5", "re5-ge5", "ri5-ga5"]
    );
}

#[test]
fn taken_over_pieces_keep_their_home_rules() {
    let g = game("rd1=rK gd1=gK bg5=gE(b) bc4=gS(b)", "g rg 0 1");
    assert_eq!(
        moves(&g),
        ["bc4-bc5", "bg5-be3", "bg5-bi3", "gd1-gd2", "gd1-ge1"]
    );
}

#[test]
fn advisor_and_general_stay_in_the_palace() {
    let g = game("re2=rK rd3=rA gd1=gK bd1=bK", "r rgb 0 1");
    // Advisor d3 only to e2 (occupied by its general): none; general e2 to d2 e1 e3, not f2
    // (red's f-file runs into green's d-file, where green's general stands).
    assert_eq!(moves(&g), ["re2-rd2", "re2-re1", "re2-re3"]);
}

// ---------------------------------------------------------------------------------------------
// Check, facing generals, defeats

#[test]
fn flying_generals_face_through_the_triangle() {
    let g = game("re1=rK ra3=rR ge1=gK bd1=bK", "r rgb 0 1");
    assert_eq!(moves(&g), ["ra3-re3", "re1-rd1", "re1-rf1"]);
    let g = game("re1=rK ra3=rR gf1=gK be1=bK", "r rgb 0 1");
    assert_eq!(moves(&g), ["ra3-re3", "re1-rd1", "re1-rf1"]);
    // Generals never capture by flying: no re1-ge1.
}

#[test]
fn facing_only_restricts_the_mover() {
    // Red may open the line between green's and blue's generals.
    let mut g = game("rd1=rK ge3=rR ge1=gK be1=bK", "r rgb 0 1");
    let m = moves(&g);
    assert!(m.contains(&"ge3-ga3".to_string()));
    assert!(
        !m.contains(&"rd1-re1".to_string()),
        "red's own general may not face blue's"
    );
    play(&mut g, "ge3-ga3");
    // Now green must leave the line itself.
    assert_eq!(moves(&g), ["ge1-gd1", "ge1-gf1"]);
}

#[test]
fn check_from_either_opponent_and_checked_cells() {
    // Red's f-file continues into green's d-file, where blue's chariot stands; the same
    // chariot checks green's general. Every attacked general is shown, not only the mover's.
    let g = game("rf2=rK rd1=rA gd1=gK gd3=bR bd1=bK", "r rgb 0 1");
    assert_eq!(g.checked_cells(), vec![cell("rf2"), cell("gd1")]);
    assert_eq!(moves(&g), ["rf2-re2"]);
}

#[test]
fn discovered_attack_lets_the_next_kingdom_capture_a_general() {
    let mut g = game("rd1=rK bd3=rS gd1=gK gf3=gR bd1=bK bb1=bH", "r rgb 0 1");
    play(&mut g, "bd3-be3");
    assert!(g.checked_cells().contains(&cell("bd1")));
    assert!(moves(&g).contains(&"gf3-bd1".to_string()));
    let before = g.to_position();
    play(&mut g, "gf3-bd1");
    assert_eq!(
        g.to_position(),
        pos("rd1=rK be3=rS gd1=gK bd1=gR bb1=gH(b)", "r rg 0 2")
    );
    assert_eq!(status(&g), "ongoing");
    assert!(check_position(&mut g).is_empty());
    g.unmake();
    assert_eq!(g.to_position(), before);
}

#[test]
fn capturing_a_general_is_legal_when_the_takeover_makes_the_general_safe() {
    // Green's chariot checks red along red's f-file into green's d-file; capturing green's
    // general turns that chariot red, so the capture answers the check.
    let mut g = game("rf1=rK ga1=rC gb1=gH gd1=gK gd4=gR bd1=bK", "r rgb 0 1");
    assert_eq!(g.checked_cells(), vec![cell("rf1"), cell("gd1")]);
    assert_eq!(moves(&g), ["ga1-gd1", "rf1-re1"]);
    play(&mut g, "ga1-gd1");
    assert_eq!(
        g.to_position(),
        pos("rf1=rK gb1=rH(g) gd1=rC gd4=rR(g) bd1=bK", "b rb 0 1")
    );
    assert_eq!(g.checked_cells(), Vec::<Cell>::new());
}

/// Red's quiet move gg3-gg2 leaves green without a legal move: gd2 is attacked by the chariot,
/// ge1 faces red's general through the triangle, the horse on ga1 has both legs blocked.
const STALEMATE_GREEN: &str = "re1=rK gg3=rR ga2=rS gb1=rS gd1=gK ga1=gH bd1=bK";

#[test]
fn no_legal_move_defeats_and_the_last_mover_takes_over() {
    let mut g = game(STALEMATE_GREEN, "r rgb 0 1");
    let before = g.to_position();
    play(&mut g, "gg3-gg2");
    let after = pos("re1=rK gg2=rR ga2=rS gb1=rS ga1=rH(g) bd1=bK", "b rb 0 1");
    assert_eq!(g.to_position(), after);
    assert_eq!(status(&g), "ongoing");
    assert_eq!(moves(&g), ["bd1-bd2"]);
    assert!(check_position(&mut g).is_empty());
    g.unmake();
    assert_eq!(g.to_position(), before);
    assert_eq!(g.hash(), g.compute_hash());
    // The same defeat in a given position: the previous kingdom in play (red) takes over.
    let given = game(
        "re1=rK gg2=rR ga2=rS gb1=rS gd1=gK ga1=gH bd1=bK",
        "g rgb 0 1",
    );
    assert_eq!(given.to_position(), after);
}

#[test]
fn defeats_cascade_inside_one_ply() {
    // Blue is boxed in the same way (bd2 attacked, be1 facing red): after green's defeat blue
    // has no move either, so red takes over both and wins.
    let mut g = game(&format!("{STALEMATE_GREEN} bg2=rR"), "r rgb 0 1");
    assert_eq!(status(&g), "ongoing");
    play(&mut g, "gg3-gg2");
    assert_eq!(status(&g), "red wins: last general");
    assert!(g.to_position().ends_with(" r r 0 1"));
    assert!(moves(&g).is_empty());
    assert!(check_position(&mut g).is_empty());
    g.unmake();
    assert_eq!(
        g.to_position(),
        pos(&format!("{STALEMATE_GREEN} bg2=rR"), "r rgb 0 1")
    );
}

#[test]
fn capturing_the_last_opponent_general_wins() {
    let mut g = game("rd1=rK ge3=rR ge1=gK", "r rg 5 9");
    play(&mut g, "ge3-ge1");
    assert_eq!(status(&g), "red wins: last general");
    assert_eq!(g.to_position(), pos("rd1=rK ge1=rR", "r r 0 9"));
}

#[test]
fn a_defeat_resets_the_180_ply_count() {
    let mut g = game(STALEMATE_GREEN, "r rgb 179 60");
    play(&mut g, "gg3-gg2");
    assert_eq!(status(&g), "ongoing");
    assert!(g.to_position().ends_with(" b rb 0 60"));
}

#[test]
fn threefold_repetition_draws() {
    let mut g = game("rd1=rK gd1=gK bd1=bK", "r rgb 0 1");
    let cycle = [
        "rd1-rd2", "gd1-gd2", "bd1-bd2", "rd2-rd1", "gd2-gd1", "bd2-bd1",
    ];
    for mv in cycle.iter().chain(&cycle[..5]) {
        play(&mut g, mv);
        assert_eq!(status(&g), "ongoing");
    }
    play(&mut g, "bd2-bd1");
    assert_eq!(status(&g), "draw: threefold");
    assert!(moves(&g).is_empty());
    assert!(g.is_terminal_without_movegen());
}

#[test]
fn hundred_eighty_plies_without_progress_draw() {
    let mut g = game("rd1=rK gd1=gK bd1=bK", "r rgb 179 60");
    play(&mut g, "rd1-rd2");
    assert_eq!(status(&g), "draw: 180 plies");
    assert!(moves(&g).is_empty());
    assert_eq!(
        Outcome::Draw {
            rule: Rule::PliesWithoutProgress(180)
        }
        .describe(Sanguo::player_names()),
        "draw: 180 plies"
    );
}

#[test]
fn move_numbers_count_rounds() {
    let mut g = game("rd1=rK gd1=gK bd1=bK", "r rgb 0 1");
    play(&mut g, "rd1-rd2");
    play(&mut g, "gd1-gd2");
    assert!(g.to_position().ends_with("b rgb 2 1"));
    play(&mut g, "bd1-bd2");
    assert!(g.to_position().ends_with("r rgb 3 2"));
}

#[test]
fn perft_is_the_same_for_every_kingdom_by_rotation() {
    let positions = [
        START.to_string(),
        pos("rd1=rK re3=rR gd1=gK ge4=gS bd1=bK be2=bA", "r rgb 0 1"),
        pos("rd1=rK bd3=rS gd1=gK gf3=gR bd1=bK bb1=bH", "r rgb 0 1"),
        pos("rd1=rK gd1=gK bg5=gE(b) bc4=gS(b) re4=rH", "g rg 0 1"),
        pos("re1=rK ra3=rR gf1=gK be1=bK", "r rgb 0 1"),
    ];
    for s in positions {
        let mut a = Sanguo::from_position(&s).unwrap();
        let once = rotate(&s);
        let mut b = Sanguo::from_position(&once).unwrap();
        let mut c = Sanguo::from_position(&rotate(&once)).unwrap();
        assert_eq!(rotate(&rotate(&once)), s);
        let n = perft(&mut a, 3);
        assert_eq!(perft(&mut b, 3), n, "{once}");
        assert_eq!(perft(&mut c, 3), n);
    }
}

#[test]
fn invariants_hold_in_targeted_positions() {
    for s in [
        pos("rd1=rK ge3=rR ge1=gK be1=bK", "r rgb 0 1"),
        pos("rd1=rK bd3=rS gd1=gK gf3=gR bd1=bK bb1=bH", "r rgb 0 1"),
        pos("rd1=rK gd1=gK bg5=gE(b) bc4=gS(b)", "g rg 0 1"),
    ] {
        let mut g = Sanguo::from_position(&s).unwrap();
        assert!(check_position(&mut g).is_empty(), "{s}");
    }
}

// ---------------------------------------------------------------------------------------------
// Sessions: resignation and the no-banner start

#[test]
fn resignation_ends_the_game_with_a_shared_win() {
    let mut s = Variant::Sanguo.new_session(None).unwrap();
    s.resign('g').unwrap();
    assert_eq!(
        s.result_text().as_deref(),
        Some("red and blue win: resignation")
    );
    assert!(s.legal_moves().is_empty());
}

#[test]
fn a_defeated_kingdom_may_leave_without_stopping_the_game() {
    let p = pos("rd1=rK gd1=gK bg5=gE(b)", "g rg 0 1");
    let mut s = Variant::Sanguo.new_session(Some(&p)).unwrap();
    s.resign('b').unwrap();
    assert_eq!(s.result_text(), None);
    s.resign('r').unwrap();
    assert_eq!(s.result_text().as_deref(), Some("green wins: resignation"));
}

#[test]
fn a_defeated_kingdom_running_out_of_time_or_leaving_changes_nothing() {
    use crate::session::Ending;
    let p = pos("rd1=rK gd1=gK bg5=gE(b)", "g rg 0 1");
    let mut s = Variant::Sanguo.new_session(Some(&p)).unwrap();
    s.end(Ending::Time('b')).unwrap();
    s.end(Ending::Left('b')).unwrap();
    assert_eq!(s.result_text(), None);
    s.end(Ending::Time('g')).unwrap();
    assert_eq!(s.result_text().as_deref(), Some("red wins: time"));
}

#[test]
fn sessions_start_with_or_without_banner_bearers() {
    let with = Variant::Sanguo.new_session(None).unwrap();
    let off = Variant::Sanguo.option_start("banners=off").unwrap();
    assert_eq!(off, Some(START_WITHOUT_BANNERS));
    assert_eq!(Variant::Sanguo.option_start("banners=on").unwrap(), None);
    assert_eq!(
        Variant::Sanguo
            .option_start("banners=maybe")
            .unwrap_err()
            .message,
        "unknown table option 'banners=maybe' for sanguo"
    );
    let without = Variant::Sanguo.new_session(off).unwrap();
    assert_eq!(with.legal_moves().len(), 40);
    assert_eq!(without.legal_moves().len(), 44);
    let geometry = with.geometry();
    assert_eq!(geometry.lines.len(), 255);
    assert_eq!(geometry.cells.len(), 135);
    assert_eq!(
        geometry.players.iter().map(|p| p.name).collect::<Vec<_>>(),
        ["red", "green", "blue"]
    );
}

// ---------------------------------------------------------------------------------------------
// An independent, slow reading of the movement rules, walking the exported step table at run
// time (no precomputed rays, reverse tables or forks), compared with the engine's legal moves
// along random games.

mod reference {
    use super::*;

    /// Where a line from `c` moving in `dir` goes next, with the direction it continues in.
    fn line_next(c: Cell, dir: usize) -> Vec<(Cell, usize)> {
        let topo = Sanguo::topology();
        if dir == UP && rank_of(c) == 4 {
            [UP, BRANCH]
                .iter()
                .filter_map(|&d| topo.step(c, d))
                .map(|n| (n, DOWN))
                .collect()
        } else {
            topo.step(c, dir).map(|n| (n, dir)).into_iter().collect()
        }
    }

    fn diagonals(dir: usize) -> [usize; 2] {
        match dir {
            UP => [UP_LEFT, UP_RIGHT],
            DOWN => [DOWN_LEFT, DOWN_RIGHT],
            LEFT => [UP_LEFT, DOWN_LEFT],
            _ => [UP_RIGHT, DOWN_RIGHT],
        }
    }

    /// Every point the piece on `from` could move to or capture on (own pieces excluded).
    pub fn targets(board: &Board, from: Cell) -> Vec<Cell> {
        let topo = Sanguo::topology();
        let p = board[from as usize];
        let me = owner(p);
        let free = |c: Cell| board[c as usize] == 0;
        let open = |c: Cell| free(c) || owner(board[c as usize]) != me;
        let palace = |c: Cell| {
            topo.zone(["palace-r", "palace-g", "palace-b"][home(p) as usize])
                .contains(c)
        };
        let mut out = Vec::new();
        match kind(p) {
            GENERAL => {
                for d in [UP, DOWN, LEFT, RIGHT] {
                    if let Some(n) = topo.step(from, d) {
                        if palace(n) {
                            out.push(n);
                        }
                    }
                }
            }
            ADVISOR => {
                for d in [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT] {
                    if let Some(n) = topo.step(from, d) {
                        // Palace diagonals all pass through e2.
                        let centre = file_of(n) == 4 && rank_of(n) == 1;
                        let from_centre = file_of(from) == 4 && rank_of(from) == 1;
                        if palace(n) && (centre || from_centre) {
                            out.push(n);
                        }
                    }
                }
            }
            ELEPHANT => {
                for d in [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT] {
                    let Some(eye) = topo.step(from, d) else {
                        continue;
                    };
                    let Some(n) = topo.step(eye, d) else { continue };
                    if half_of(eye) == home(p) as usize
                        && half_of(n) == home(p) as usize
                        && free(eye)
                    {
                        out.push(n);
                    }
                }
            }
            HORSE => {
                for d in [UP, DOWN, LEFT, RIGHT] {
                    for (leg, cd) in line_next(from, d) {
                        if !free(leg) {
                            continue;
                        }
                        for diag in diagonals(cd) {
                            out.extend(topo.step(leg, diag));
                        }
                    }
                }
            }
            BEARER => {
                for d in [UP, DOWN, LEFT, RIGHT] {
                    for (a, d1) in line_next(from, d) {
                        for (b, d2) in line_next(a, d1) {
                            if free(a) && free(b) {
                                for diag in diagonals(d2) {
                                    out.extend(topo.step(b, diag));
                                }
                            }
                        }
                    }
                }
            }
            SOLDIER => {
                if half_of(from) == home(p) as usize {
                    out.extend(line_next(from, UP).into_iter().map(|(n, _)| n));
                } else {
                    for d in [DOWN, LEFT, RIGHT] {
                        out.extend(topo.step(from, d));
                    }
                }
            }
            CHARIOT | CANNON => {
                let cannon = kind(p) == CANNON;
                for d in [UP, DOWN, LEFT, RIGHT] {
                    let mut stack = vec![(from, d, false)];
                    while let Some((c, dir, screened)) = stack.pop() {
                        for (n, nd) in line_next(c, dir) {
                            match (free(n), screened, cannon) {
                                (true, false, _) => {
                                    out.push(n);
                                    stack.push((n, nd, false));
                                }
                                (true, true, _) => stack.push((n, nd, true)),
                                (false, false, false) | (false, true, true) => out.push(n),
                                (false, false, true) => stack.push((n, nd, true)),
                                (false, true, false) => {}
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        out.retain(|&c| open(c));
        out.sort();
        out.dedup();
        out
    }

    /// Whether `side`'s general is attacked or faces an enemy general on `board`, enemies
    /// being owners outside `friends`.
    fn exposed(board: &Board, side: Player, friends: u8) -> bool {
        let Some(g) = (0..POINTS as Cell)
            .find(|&c| kind(board[c as usize]) == GENERAL && owner(board[c as usize]) == side)
        else {
            return false;
        };
        for c in 0..POINTS as Cell {
            let p = board[c as usize];
            if p != 0 && friends & (1 << owner(p)) == 0 && targets(board, c).contains(&g) {
                return true;
            }
        }
        let mut stack = vec![(g, UP)];
        while let Some((c, dir)) = stack.pop() {
            for (n, nd) in line_next(c, dir) {
                let p = board[n as usize];
                if p == 0 {
                    stack.push((n, nd));
                } else if kind(p) == GENERAL && friends & (1 << owner(p)) == 0 {
                    return true;
                }
            }
        }
        false
    }

    /// The legal moves of the side to move, sorted.
    pub fn legal(game: &Sanguo) -> Vec<String> {
        let board = game.board;
        let side = game.side;
        let mut out = Vec::new();
        for from in 0..POINTS as Cell {
            let p = board[from as usize];
            if p == 0 || owner(p) != side {
                continue;
            }
            for to in targets(&board, from) {
                let mut after = board;
                let captured = after[to as usize];
                after[to as usize] = p;
                after[from as usize] = 0;
                let mut friends = 1 << side;
                if kind(captured) == GENERAL {
                    friends |= 1 << owner(captured);
                }
                if !exposed(&after, side, friends) {
                    out.push(format!("{}-{}", point_name(from), point_name(to)));
                }
            }
        }
        out.sort();
        out
    }
}

#[test]
fn move_generation_agrees_with_a_slow_reference_along_random_games() {
    use crate::zobrist::SplitMix64;
    let starts = [
        START.to_string(),
        START_WITHOUT_BANNERS.to_string(),
        pos(
            "rd1=rK re5=rH rf4=rB re3=rC gd1=gK ge4=gS gd5=gH gb3=gC bd1=bK be2=bA bh2=bR",
            "r rgb 0 1",
        ),
    ];
    let mut rng = SplitMix64::new(7);
    let mut checked = 0;
    let mut fewer = 0;
    for start in &starts {
        for _ in 0..12 {
            let mut g = Sanguo::from_position(start).unwrap();
            for _ in 0..250 {
                let engine = moves(&g);
                if g.outcome().is_none() {
                    assert_eq!(engine, reference::legal(&g), "{}", g.to_position());
                    checked += 1;
                    if g.alive().len() < 3 {
                        fewer += 1;
                    }
                }
                if engine.is_empty() {
                    break;
                }
                let mv = &engine[rng.below(engine.len())];
                play(&mut g, mv);
            }
        }
    }
    // Random games reach defeats and takeovers often enough to cover taken-over pieces.
    assert!(checked > 3000 && fewer > 100, "{checked} {fewer}");
}

#[test]
fn attackers_after_a_move_agree_with_the_slow_reference_along_random_games() {
    // For every legal move: the pieces of other kingdoms that could then capture on its
    // destination, and whether an own piece could take back there (as if an enemy stood on it).
    use crate::zobrist::SplitMix64;
    let mut rng = SplitMix64::new(11);
    let (mut checked, mut attacked, mut defended_seen) = (0, 0, 0);
    for _ in 0..6 {
        let mut g = Sanguo::start();
        for _ in 0..200 {
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            if legal.is_empty() || g.outcome().is_some() {
                break;
            }
            for &mv in &legal {
                let mut after = g.board;
                after[mv.to as usize] = after[mv.from as usize];
                after[mv.from as usize] = 0;
                let side = g.side;
                let on = |board: &Board, c: Cell| reference::targets(board, c).contains(&mv.to);
                let mut expected: Vec<Cell> = (0..POINTS as Cell)
                    .filter(|&c| after[c as usize] != 0 && owner(after[c as usize]) != side)
                    .filter(|&c| on(&after, c))
                    .collect();
                let mut swapped = after;
                let enemy = (side + 1) % 3;
                swapped[mv.to as usize] = with_owner(after[mv.to as usize], enemy);
                let expected_defended = (0..POINTS as Cell).any(|c| {
                    c != mv.to
                        && swapped[c as usize] != 0
                        && owner(swapped[c as usize]) == side
                        && on(&swapped, c)
                });
                let mut found = Vec::new();
                let defended = g.attackers_after(mv.from, mv.to, |c, k, o, _| {
                    assert_eq!((k, o), (kind(after[c as usize]), owner(after[c as usize])));
                    found.push(c);
                });
                found.sort();
                found.dedup(); // a slider may be met on both branches of a forked line
                expected.sort();
                let text = g.move_to_string(mv);
                assert_eq!(found, expected, "{} after {text}", g.to_position());
                let expected_defended = (!expected.is_empty()).then_some(expected_defended);
                assert_eq!(
                    defended,
                    expected_defended,
                    "{} after {text}",
                    g.to_position()
                );
                checked += 1;
                attacked += !found.is_empty() as usize;
                defended_seen += (defended == Some(true)) as usize;
            }
            // A piece left where it stands: the same question on the board as it is.
            for c in (0..POINTS as Cell).filter(|&c| g.board[c as usize] != 0) {
                let side = owner(g.board[c as usize]);
                let mut expected: Vec<Cell> = (0..POINTS as Cell)
                    .filter(|&a| g.board[a as usize] != 0 && owner(g.board[a as usize]) != side)
                    .filter(|&a| reference::targets(&g.board, a).contains(&c))
                    .collect();
                let mut found = Vec::new();
                g.attackers_after(c, c, |a, _, _, _| found.push(a));
                found.sort();
                found.dedup();
                expected.sort();
                assert_eq!(found, expected, "{} on {}", g.to_position(), point_name(c));
            }
            let mv = legal[rng.below(legal.len())];
            g.make(mv);
        }
    }
    assert!(
        checked > 20_000 && attacked > 1000 && defended_seen > 1000,
        "{checked} {attacked} {defended_seen}"
    );
}

#[test]
fn session_status_wording_after_a_cascade() {
    let p = pos(&format!("{STALEMATE_GREEN} bg2=rR"), "r rgb 0 1");
    let mut s = Variant::Sanguo.new_session(Some(&p)).unwrap();
    assert_eq!(s.result_text(), None);
    s.play("gg3-gg2").unwrap();
    assert_eq!(s.result_text().as_deref(), Some("red wins: last general"));
    let state = s.state();
    assert_eq!(
        state.result.as_ref().map(|r| r.winners.clone()),
        Some(vec!['r'])
    );
    assert_eq!(state.turn, 'r');
    assert!(s
        .play("re1-rd1")
        .unwrap_err()
        .message
        .contains("already over"));
    assert!(s.undo());
    assert_eq!(s.position(), p);
    assert_eq!(
        s.play("re1-re3").unwrap_err().message,
        "illegal move 're1-re3': the rK on re1 cannot go to re3"
    );
}

#[test]
fn piece_help_shows_each_move_from_its_point() {
    let help = Sanguo::piece_help();
    let count = |name: &str| help.iter().find(|h| h.name == name).unwrap().moves.len();
    assert_eq!(count("general"), 4);
    assert_eq!(count("advisor"), 4);
    assert_eq!(count("elephant"), 4);
    // Chariot on re4: 8 along rank 4, re3 re2 re1 back, re5, then the file forks at the
    // triangle: ge5…ge1 and be5…be1.
    assert_eq!(count("chariot"), 8 + 3 + 1 + 5 + 5);
}

/// The session's state after playing `moves` from `position`.
fn state_after(position: &str, moves: &[&str]) -> crate::session::StateView {
    crate::session::testing::state_after(Variant::Sanguo, position, moves)
}

#[test]
fn state_shows_alive_kingdoms_and_taken_over_pieces() {
    let state = state_after(&pos("rd1=rK gd1=gK bg5=gE(b) bc4=gS(b)", "g rg 0 7"), &[]);
    assert_eq!(state.move_number, 7);
    assert_eq!(state.extras.alive, ['r', 'g']);
    let piece = |cell: &str| state.pieces.iter().find(|p| p.cell == cell).unwrap();
    let elephant = piece("bg5");
    assert_eq!(
        (elephant.owner, elephant.home, elephant.letter),
        ('g', Some('b'), 'E')
    );
    assert_eq!(elephant.kind, "elephant");
    let general = piece("gd1");
    assert_eq!(
        (general.home, general.royal, general.letter),
        (None, true, 'K')
    );
    assert_eq!(piece("bc4").home, Some('b'));

    // A kingdom defeated by the move: it leaves `alive`, its pieces keep their home.
    let state = state_after(&pos(STALEMATE_GREEN, "r rgb 0 1"), &["gg3-gg2"]);
    assert_eq!(state.extras.alive, ['r', 'b']);
    let horse = state.pieces.iter().find(|p| p.cell == "ga1").unwrap();
    assert_eq!((horse.owner, horse.home), ('r', Some('g')));
    let state = state_after(&pos("rd1=rK gd1=gK bd1=bK", "r rgb 0 1"), &[]);
    assert_eq!(state.extras.alive, ['r', 'g', 'b']);
}

#[test]
fn results_carry_rule_ids_and_ply_limits() {
    let rule = |position: &str, moves: &[&str]| rule_after(Variant::Sanguo, position, moves);
    let take = pos("rd1=rK ge3=rR ge1=gK", "r rg 5 9");
    let state = state_after(&take, &[]);
    let mv = state
        .moves
        .iter()
        .find(|m| m.notation == "ge3-ge1")
        .unwrap();
    assert_eq!(mv.captures.as_deref(), Some("ge1"));
    assert_eq!(rule(&take, &["ge3-ge1"]), ("last-general", None));
    assert_eq!(
        rule(&pos("rd1=rK gd1=gK bd1=bK", "r rgb 179 60"), &["rd1-rd2"]),
        ("no-progress", Some(NO_PROGRESS_LIMIT))
    );
    let cycle = [
        "rd1-rd2", "gd1-gd2", "bd1-bd2", "rd2-rd1", "gd2-gd1", "bd2-bd1",
    ];
    let twice: Vec<&str> = cycle.iter().chain(&cycle).copied().collect();
    assert_eq!(
        rule(&pos("rd1=rK gd1=gK bd1=bK", "r rgb 0 1"), &twice),
        ("threefold", None)
    );
}

#[test]
fn piece_table_matches_the_codes() {
    for (i, info) in PIECES.iter().enumerate() {
        assert_eq!(info.kind as usize, i + 1);
        assert_eq!(PieceKind::from_code(i as u8 + 1), Some(info.kind));
        assert_eq!(PieceKind::from_letter(info.kind.letter()), Some(info.kind));
        assert_eq!(info.token.len(), 1);
    }
    assert_eq!(PieceKind::from_code(0), None);
    assert_eq!(PieceKind::from_code(9), None);
}
