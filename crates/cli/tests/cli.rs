//! The `tahta` command-line contract, tested on the built binary: what it prints on stdout, and
//! that every kind of bad input ends with status 2 and a message on stderr naming the problem.

use std::os::fd::OwnedFd;
use std::os::unix::net::UnixStream;
use std::process::{Command, Output, Stdio};

fn tahta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tahta"))
        .args(args)
        .output()
        .expect("the tahta binary runs")
}

/// Runs a command that must succeed and returns its stdout.
fn stdout_of(args: &[&str]) -> String {
    let out = tahta(args);
    assert!(
        out.status.success(),
        "tahta {args:?} exited {:?}: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn last_line(text: &str) -> &str {
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
}

/// Runs a command that must be refused: status 2, nothing on stdout, and every one of
/// `expected` in the message on stderr.
fn refused(args: &[&str], expected: &[&str]) {
    let out = tahta(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "tahta {args:?}: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "tahta {args:?} printed on stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    for word in expected {
        assert!(
            stderr.to_lowercase().contains(&word.to_lowercase()),
            "tahta {args:?}: stderr does not mention '{word}':\n{stderr}"
        );
    }
}

/// A red lion on d8 beside the blue den (d9); blue has an elephant on g1. Red to move.
const LION_BY_THE_DEN: &str = "7/3L3/7/7/7/7/7/7/6e r 0 1";

#[test]
fn perft_prints_the_leaf_count_last() {
    assert_eq!(last_line(&stdout_of(&["perft", "jungle", "3"])), "12240");
    assert_eq!(last_line(&stdout_of(&["perft", "jungle", "1"])), "24");
    assert_eq!(last_line(&stdout_of(&["perft", "jungle", "0"])), "1");
}

/// `<move> <count>` lines of a divide, up to the blank line before the total.
fn divide_rows(text: &str) -> Vec<(String, u64)> {
    text.lines()
        .take_while(|l| !l.trim().is_empty())
        .map(|line| {
            let (mv, count) = line
                .split_once(' ')
                .unwrap_or_else(|| panic!("not '<move> <count>': {line:?}"));
            let count = count
                .parse()
                .unwrap_or_else(|_| panic!("bad count: {line:?}"));
            (mv.to_string(), count)
        })
        .collect()
}

#[test]
fn divide_prints_sorted_moves_with_counts_then_the_total() {
    let one = stdout_of(&["divide", "jungle", "1"]);
    let rows = divide_rows(&one);
    assert_eq!(rows.len(), 24);
    assert!(rows.iter().all(|(_, count)| *count == 1), "{one}");
    let moves: Vec<&String> = rows.iter().map(|(mv, _)| mv).collect();
    let mut sorted = moves.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(moves, sorted, "divide rows are sorted and unique");
    assert_eq!(last_line(&one), "24");

    let two = stdout_of(&["divide", "jungle", "2"]);
    let total: u64 = divide_rows(&two).iter().map(|(_, c)| c).sum();
    assert_eq!(total, 576);
    assert_eq!(last_line(&two), "576");
}

fn is_cell(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(
        (chars.next(), chars.next(), chars.next()),
        (Some('a'..='g'), Some('1'..='9'), None)
    )
}

#[test]
fn moves_lists_the_legal_moves_sorted() {
    let text = stdout_of(&["moves", "jungle"]);
    let moves: Vec<&str> = text.lines().collect();
    assert_eq!(moves.len(), 24, "{text}");
    let mut sorted = moves.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(moves, sorted);
    for mv in &moves {
        let (from, to) = mv.split_once('-').expect("<from>-<to>");
        assert!(is_cell(from) && is_cell(to), "{mv}");
    }
    assert!(moves.contains(&"a3-a4"), "the rat on a3 may advance");
}

#[test]
fn moves_perft_and_divide_agree_on_a_given_position() {
    let moves = stdout_of(&["moves", "jungle", "--position", LION_BY_THE_DEN]);
    let count = moves.lines().count();
    assert!(count > 0);
    let perft = stdout_of(&["perft", "jungle", "1", "--position", LION_BY_THE_DEN]);
    assert_eq!(last_line(&perft), count.to_string());
    let divide = stdout_of(&["divide", "jungle", "1", "--position", LION_BY_THE_DEN]);
    let listed: Vec<String> = divide_rows(&divide).into_iter().map(|(m, _)| m).collect();
    assert_eq!(
        listed,
        moves.lines().map(str::to_string).collect::<Vec<_>>()
    );
}

#[test]
fn status_names_the_state_of_the_game() {
    assert_eq!(stdout_of(&["status", "jungle"]).trim(), "ongoing");
    let after_two = stdout_of(&["status", "jungle", "--moves", "a3-a4", "g7-g6"]);
    assert_eq!(after_two.trim(), "ongoing");
    assert_eq!(
        stdout_of(&["status", "jungle", "--position", LION_BY_THE_DEN]).trim(),
        "ongoing"
    );
    let den = stdout_of(&[
        "status",
        "jungle",
        "--position",
        LION_BY_THE_DEN,
        "--moves",
        "d8-d9",
    ]);
    assert_eq!(den.trim(), "red wins: den");
}

#[test]
fn soak_finds_no_violations() {
    let text = stdout_of(&["soak", "jungle", "--plies", "2000"]);
    assert_eq!(last_line(&text), "0 violations");
    let seeded = stdout_of(&["soak", "jungle", "--plies", "500", "--seed", "7"]);
    assert_eq!(last_line(&seeded), "0 violations");
}

#[test]
fn bad_input_exits_2_naming_the_problem() {
    refused(&["perft", "chess", "2"], &["unknown variant", "chess"]);
    refused(&["perft", "jungle"], &["missing depth"]);
    refused(&["perft", "jungle", "deep"], &["depth", "deep"]);
    refused(&["perft"], &["missing variant"]);
    refused(&["moves", "jungle", "--position", "garbage"], &["position"]);
    refused(
        &["status", "jungle", "--position", "7/7/7 r 0 1"],
        &["position"],
    );
    refused(
        &["status", "jungle", "--moves", "a3-a4", "a1-a5"],
        &["illegal", "a1-a5"],
    );
    refused(&["status", "jungle", "--moves", "zz"], &["zz"]);
    refused(&["soak", "jungle"], &["--plies"]);
    refused(&["frobnicate"], &["unknown command", "frobnicate"]);
    refused(&["moves", "jungle", "--colour", "red"], &["unknown option"]);
}

#[test]
fn time_limits_are_finite_and_no_level_thinks_beyond_its_ceiling() {
    for bad in ["nan", "inf", "-infinity", "-5"] {
        refused(
            &["play", "jungle", "--level", "hard", "--movetime", bad],
            &["--movetime", bad],
        );
        refused(
            &["bench", "jungle", "--movetime", bad],
            &["--movetime", bad],
        );
    }
    // Hard asked for 1e300 ms thinks for its own 1.5 s at most.
    let out = tahta(&["play", "jungle", "--level", "hard", "--movetime", "1e300"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let ms: f64 = stderr
        .split(" in ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no time in: {stderr}"));
    assert!(ms <= 1500.0, "Hard thought for {ms} ms");
}

/// Runs `tahta` with its standard output (or error) going to `stdout` (`stderr`).
fn tahta_into(args: &[&str], stdout: Stdio, stderr: Stdio) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tahta"))
        .args(args)
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("the tahta binary runs");
    let mut text = String::new();
    if let Some(mut err) = child.stderr.take() {
        std::io::Read::read_to_string(&mut err, &mut text).expect("stderr reads");
    }
    (child.wait().expect("tahta ends").code(), text)
}

/// A stream whose reader has gone, like a pipe into `head` after it has read its line: every
/// write fails with a broken pipe, at once and every time.
fn reader_gone() -> Stdio {
    let (ours, theirs) = UnixStream::pair().expect("a socket pair");
    drop(ours);
    Stdio::from(OwnedFd::from(theirs))
}

fn full_disk() -> Stdio {
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    Stdio::from(file)
}

#[test]
fn output_that_cannot_be_written_ends_the_command_without_a_panic() {
    for args in [
        &["moves", "hex"][..],
        &["divide", "jungle", "2"],
        &["perft", "timur", "1"],
        &["status", "sanguo"],
        &["help"],
    ] {
        // A full disk: status 1 and a message naming the problem.
        let (code, stderr) = tahta_into(args, full_disk(), Stdio::piped());
        assert_eq!(code, Some(1), "tahta {args:?} > /dev/full: {stderr}");
        assert!(
            stderr.contains("cannot write the output"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        // The reader went away: status 1, quietly.
        let (code, stderr) = tahta_into(args, reader_gone(), Stdio::piped());
        assert_eq!(code, Some(1), "tahta {args:?} | (gone): {stderr}");
        assert!(!stderr.contains("tahta:"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    // Timing notes that cannot be written to stderr are no reason to stop.
    let (code, _) = tahta_into(&["perft", "jungle", "2"], Stdio::null(), full_disk());
    assert_eq!(code, Some(0));
    let (code, _) = tahta_into(&["perft"], Stdio::null(), full_disk());
    assert_eq!(code, Some(2));
}

#[test]
fn position_prints_the_position_after_the_moves() {
    let out = stdout_of(&["position", "hex", "--moves", "e1-b4", "e10-b4"]);
    let status = stdout_of(&["status", "hex", "--moves", "e1-b4", "e10-b4"]);
    assert_eq!(status.trim(), "ongoing");
    // The same position string another command starts from.
    let moves = stdout_of(&["moves", "hex", "--position", out.trim()]);
    assert!(!moves.is_empty());
    assert_ne!(
        out.trim(),
        stdout_of(&["position", "hex", "--moves"]).trim()
    );
    refused(
        &["position", "jungle", "--moves", "a3-a4", "a4-a9", "g7-g6"],
        &["move 2 (a4-a9)"],
    );
}

#[test]
fn review_marks_a_hanging_queen() {
    let dir = std::env::temp_dir().join(format!("tahta-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hex.txt");
    std::fs::write(&path, "[Game \"hex\"]\n\n1. e1-b4 e10-b4\n").unwrap();
    let file = path.to_str().unwrap();
    let out = stdout_of(&["review", "hex", "--record", file]);
    let first = out.lines().nth(1).expect("a line per ply");
    assert!(
        first.contains("e1-b4") && first.contains("blunder"),
        "{out}"
    );
    assert!(
        out.contains("w: 0 inaccuracies, 0 mistakes, 1 blunders"),
        "{out}"
    );
    refused(
        &["review", "jungle", "--record", file],
        &["a record of hex"],
    );
    std::fs::write(&path, "[Game \"hex\"]\n\n1. e1-b4 e10-a1\n").unwrap();
    refused(
        &["review", "hex", "--record", file],
        &["move 2 (1. e10-a1)"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tahta match hex`, Hard against Hard at 5 ms a move, side `side` (`a` or `b`) going
/// without the pruning techniques `techniques`.
fn hard_match<'a>(games: &'a str, side: &'a str, techniques: &'a str) -> Vec<&'a str> {
    let option = if side == "a" {
        "--a-without"
    } else {
        "--b-without"
    };
    let mut args: Vec<&str> = "match hex --a hard --b hard --movetime 5 --games"
        .split(' ')
        .collect();
    args.extend([games, option, techniques]);
    args
}

#[test]
fn match_plays_its_games_and_can_leave_one_side_without_a_pruning_technique() {
    for (side, techniques) in [
        ("a", "null-moves"),
        ("b", "reverse-futility"),
        ("b", "null-moves,reverse-futility"),
    ] {
        let text = stdout_of(&hard_match("2", side, techniques));
        let games = text.lines().filter(|l| l.starts_with("game ")).count();
        assert_eq!(games, 2, "{text}");
        let score = last_line(&text);
        let points: f64 = score
            .split_whitespace()
            .filter_map(|w| w.parse::<f64>().ok())
            .take(2)
            .sum();
        assert!(score.starts_with("score A ") && points == 2.0, "{score}");
    }
    refused(
        &hard_match("1", "a", "null-moves,futile"),
        &["--a-without", "'futile'", "reverse-futility"],
    );
}

/// A scratch directory of this test process, removed by the caller.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tahta-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn puzzles_from_a_seed_are_the_same_every_time_and_with_any_number_of_threads() {
    let args = ["puzzles", "jungle", "--games", "2", "--seed", "3"];
    let first = stdout_of(&[&args[..], &["--jobs", "1"]].concat());
    let second = stdout_of(&[&args[..], &["--jobs", "2"]].concat());
    assert_eq!(first, second);
    assert!(
        first.starts_with(
            "# tahta puzzles v1 jungle\n# made by: tahta puzzles jungle --games 2 --seed 3\n"
        ),
        "{first}"
    );
    let rows: Vec<&str> = first.lines().skip(3).collect();
    assert!(
        !rows.is_empty(),
        "two games give a puzzle or more:\n{first}"
    );
    for row in &rows {
        assert_eq!(row.split('\t').count(), 5, "{row}");
    }
    // --max stops after the game that makes the number, whatever the threads did.
    let one = stdout_of(&[&args[..], &["--max", "1", "--jobs", "2"]].concat());
    let kept: Vec<&str> = one.lines().skip(3).collect();
    assert!(!kept.is_empty() && rows.starts_with(&kept), "{one}");
    assert!(one.contains("--seed 3 --max 1\n"), "{one}");
}

#[test]
fn puzzles_check_passes_a_good_file_and_names_each_bad_line() {
    let dir = scratch("puzzles");
    let good = dir.join("good.tsv");
    let text = stdout_of(&["puzzles", "jungle", "--games", "2", "--seed", "3"]);
    std::fs::write(&good, &text).unwrap();
    let out = stdout_of(&["puzzles", "jungle", "--check", good.to_str().unwrap()]);
    let n = text.lines().skip(3).count();
    assert!(
        last_line(&out).starts_with(&format!("{n} puzzles, ")),
        "{out}"
    );
    assert!(last_line(&out).ends_with(", 0 failures"), "{out}");

    // Corrupt it: line 4 gets a solution move that is not legal, and a line is added whose
    // fields are short; the other puzzles still verify.
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut fields: Vec<String> = lines[3].split('\t').map(str::to_string).collect();
    fields[4] = "a1-a9".to_string();
    lines[3] = fields.join("\t");
    lines.push("0123abcd\t900\tmaterial".to_string());
    let bad = dir.join("bad.tsv");
    std::fs::write(&bad, lines.join("\n") + "\n").unwrap();
    let out = tahta(&["puzzles", "jungle", "--check", bad.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let failures: Vec<&str> = stdout.lines().filter(|l| l.starts_with("line ")).collect();
    assert_eq!(failures.len(), 2, "{stdout}");
    assert!(
        failures[0].starts_with(&format!("line 4: {}: move 1 (a1-a9)", fields[0])),
        "{stdout}"
    );
    assert!(
        failures[1].starts_with(&format!(
            "line {}: expected 5 tab-separated fields",
            lines.len()
        )),
        "{stdout}"
    );
    assert_eq!(
        last_line(&stdout),
        format!("{} puzzles, {} themes, 2 failures", n + 1, {
            let themes: std::collections::BTreeSet<&str> = text
                .lines()
                .skip(3)
                .map(|l| l.split('\t').nth(2).unwrap())
                .collect();
            themes.len()
        })
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn puzzles_refuse_bad_arguments_with_status_2() {
    let dir = scratch("puzzles-args");
    let other = dir.join("hex.tsv");
    std::fs::write(
        &other,
        "# tahta puzzles v1 hex\nid\trating\ttheme\tposition\tsolution\n",
    )
    .unwrap();
    let other = other.to_str().unwrap();
    refused(&["puzzles", "jungle"], &["--games"]);
    refused(&["puzzles", "jungle", "--games", "2"], &["--seed"]);
    refused(
        &["puzzles", "jungle", "--games", "0", "--seed", "1"],
        &["--games", "at least 1"],
    );
    refused(
        &["puzzles", "jungle", "--games", "many", "--seed", "1"],
        &["--games", "many"],
    );
    refused(
        &["puzzles", "jungle", "--games", "2", "--seed", "-1"],
        &["--seed", "-1"],
    );
    refused(
        &[
            "puzzles", "jungle", "--games", "2", "--seed", "1", "--max", "0",
        ],
        &["--max"],
    );
    refused(
        &["puzzles", "chess", "--games", "2", "--seed", "1"],
        &["unknown variant"],
    );
    refused(
        &[
            "puzzles", "jungle", "--games", "2", "--seed", "1", "--colour", "red",
        ],
        &["unknown option"],
    );
    refused(
        &["puzzles", "jungle", "--check", other, "--games", "2"],
        &["--check takes no"],
    );
    refused(
        &["puzzles", "jungle", "--check", "/nonexistent/file.tsv"],
        &["cannot read", "/nonexistent/file.tsv"],
    );
    refused(
        &["puzzles", "jungle", "--check", other],
        &["a file of hex puzzles, not jungle"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lessons_check_passes_the_shipped_lessons_and_refuses_another_games_file() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/lessons");
    let jungle = root.join("jungle.json");
    let out = stdout_of(&["lessons", "jungle", "--check", jungle.to_str().unwrap()]);
    assert!(last_line(&out).ends_with(" tasks, 0 problems"), "{out}");
    refused(
        &["lessons", "hex", "--check", jungle.to_str().unwrap()],
        &["lessons of jungle, not hex"],
    );
    refused(&["lessons", "jungle"], &["--check"]);
}
