//! A seeded, bounded fuzz loop over the `tahta` command line: random commands with good and bad
//! variants, depths, positions (counters near their limits included), moves, endings off the
//! board, levels and time limits, writing to a pipe, to a full disk or to a reader that has
//! gone. Whatever the input, the command ends with status 0, 1 (its output could not be
//! written) or 2 (bad input, with a message), never a panic, and the answers that can be
//! checked against each other agree.
//! `TAHTA_FUZZ_SEED=<n>` replays one seed; `TAHTA_FUZZ_RUNS=<n>` sets the commands per seed.

use std::os::fd::OwnedFd;
use std::os::unix::net::UnixStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tahta_engine::notation::MAX_MOVE_NUMBER;
use tahta_engine::zobrist::SplitMix64;
use tahta_engine::Variant;

/// Each seed stops after this long even if its runs are not done, so the test stays bounded.
const TIME_PER_SEED: Duration = Duration::from_secs(20);

#[derive(Clone, Copy, Debug, PartialEq)]
enum Sink {
    Pipe,
    FullDisk,
    ReaderGone,
}

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn tahta(args: &[String], sink: Sink) -> Run {
    let stdout = match sink {
        Sink::Pipe => Stdio::piped(),
        Sink::FullDisk => Stdio::from(
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .expect("/dev/full opens"),
        ),
        Sink::ReaderGone => {
            let (ours, theirs) = UnixStream::pair().expect("a socket pair");
            drop(ours);
            Stdio::from(OwnedFd::from(theirs))
        }
    };
    let out = Command::new(env!("CARGO_BIN_EXE_tahta"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("the tahta binary runs");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn pick<'a, T>(rng: &mut SplitMix64, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

fn mutate(rng: &mut SplitMix64, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len() + 1);
    let ch = char::from(b' ' + rng.below(95) as u8);
    match rng.below(3) {
        0 if at < chars.len() => chars[at] = ch,
        1 => chars.insert(at, ch),
        _ if at < chars.len() => {
            chars.remove(at);
        }
        _ => chars.push(ch),
    }
    chars.into_iter().collect()
}

/// A position of `variant` after a few random plies, and the legal moves there.
fn playout(rng: &mut SplitMix64, variant: Variant) -> (String, Vec<String>) {
    let mut session = variant.new_session(None).expect("the start position");
    for _ in 0..rng.below(30) {
        let moves = session.legal_moves();
        if moves.is_empty() {
            break;
        }
        session
            .play(pick(rng, &moves).as_str())
            .expect("a legal move");
    }
    (session.position(), session.legal_moves())
}

/// `position` with its last two fields (the no-progress clock, the move number) replaced.
fn with_counters(position: &str, clock: &str, number: &str) -> String {
    let fields: Vec<&str> = position.split(' ').collect();
    format!("{} {clock} {number}", fields[..fields.len() - 2].join(" "))
}

/// One random command line, and whether it is certain to be well formed (so it must succeed
/// when its output can be written).
fn command(rng: &mut SplitMix64) -> (Vec<String>, bool) {
    let variant = *pick(rng, Variant::ALL);
    let (position, moves) = playout(rng, variant);
    let mut sound = true;
    let mut args: Vec<String> = Vec::new();
    let mut word = |s: &str| args.push(s.to_string());
    let name = *pick(
        rng,
        &[
            "perft", "divide", "moves", "status", "status", "play", "bench", "soak", "bogus",
        ],
    );
    word(name);
    if rng.below(12) == 0 {
        word(&mutate(rng, variant.id()));
        sound = false;
    } else {
        word(variant.id());
    }
    if matches!(name, "perft" | "divide") {
        let depth = pick(rng, &["0", "1", "2", "2", "-1", "x", "99999999999"]);
        sound &= depth.len() == 1 && depth.as_bytes()[0].is_ascii_digit();
        word(depth);
    }
    if name != "bench" && name != "soak" && rng.below(3) > 0 {
        word("--position");
        let text = match rng.below(6) {
            0 => {
                sound = false;
                mutate(rng, &position)
            }
            1 => {
                let number = *pick(rng, &["0", "4294967295", "1000000001"]);
                sound = false;
                with_counters(&position, "0", number)
            }
            2 => with_counters(&position, "0", &MAX_MOVE_NUMBER.to_string()),
            _ => position.clone(),
        };
        // A position with moves listed keeps them legal: no counters changed there.
        word(&text);
        if name == "status" && text == position && !moves.is_empty() {
            word("--moves");
            word(pick(rng, &moves).as_str());
            if rng.below(4) == 0 {
                let chosen = pick(rng, &moves).clone();
                word(&mutate(rng, &chosen));
                sound = false;
            }
        }
    } else if name == "status" && rng.below(2) == 0 {
        word("--moves");
        word("zz-zz");
        sound = false;
    }
    match name {
        "play" => {
            // Easy is quick; Hard and Benlik only with a short or a refused time.
            let level = *pick(rng, &["easy", "hard", "benlik", "nosuch"]);
            word("--level");
            word(level);
            let times: &[&str] = if level == "easy" {
                &["1", "0", "1e300", "nan", "inf", "-1", "x"]
            } else {
                &["1", "2", "nan", "inf", "-infinity", "-5"]
            };
            let time = *pick(rng, times);
            if level == "easy" && rng.below(2) == 0 {
                // no --movetime at all
            } else {
                word("--movetime");
                word(time);
                sound &= time.parse::<f64>().is_ok_and(|t| t.is_finite() && t >= 0.0);
            }
            sound &= level != "nosuch" && !moves.is_empty();
        }
        "bench" => {
            // Only refused times: a real benchmark takes seconds.
            word("--movetime");
            let refused = ["nan", "inf", "-1", "x"];
            word(refused[rng.below(refused.len())]);
            sound = false;
        }
        "soak" => {
            word("--plies");
            let plies = ["50", "0", "-3", "x"];
            word(plies[rng.below(plies.len())]);
            sound = false;
        }
        "status" if rng.below(3) == 0 => {
            // Endings off the board; some name no player of this game, or are not allowed now.
            let endings = [
                "resign:r",
                "resign:w",
                "time:b",
                "left:g",
                "left-draw:b",
                "agreement",
                "abort",
                "resign",
                "bogus",
                "time:zz",
            ];
            word("--end");
            word(endings[rng.below(endings.len())]);
            sound = false;
        }
        "bogus" => sound = false,
        _ => {}
    }
    if rng.below(25) == 0 {
        word("--frobnicate");
        sound = false;
    }
    (args, sound)
}

fn fuzz(seed: u64, runs: usize) -> usize {
    let mut rng = SplitMix64::new(seed);
    let started = Instant::now();
    let mut done = 0;
    while done < runs && started.elapsed() < TIME_PER_SEED {
        let (args, sound) = command(&mut rng);
        let sink = *pick(
            &mut rng,
            &[
                Sink::Pipe,
                Sink::Pipe,
                Sink::Pipe,
                Sink::FullDisk,
                Sink::ReaderGone,
            ],
        );
        let run = tahta(&args, sink);
        let what = format!("seed {seed}, run {done}: tahta {args:?} into {sink:?}");
        assert!(
            !run.stderr.contains("panicked"),
            "{what} panicked:\n{}",
            run.stderr
        );
        match run.code {
            Some(0) => {}
            Some(1) => assert_ne!(sink, Sink::Pipe, "{what} failed: {}", run.stderr),
            Some(2) => assert!(run.stderr.contains("tahta: "), "{what}: {}", run.stderr),
            other => panic!("{what} ended with {other:?}:\n{}", run.stderr),
        }
        if sound && sink == Sink::Pipe {
            assert_eq!(run.code, Some(0), "{what}: {}", run.stderr);
        }
        if run.code == Some(1) && sink == Sink::FullDisk {
            assert!(
                run.stderr.contains("cannot write"),
                "{what}: {}",
                run.stderr
            );
        }
        // Moves, perft 1 and divide 1 of the same position agree.
        if run.code == Some(0) && sink == Sink::Pipe && args[0] == "moves" {
            let mut perft = args.clone();
            perft[0] = "perft".into();
            perft.insert(2, "1".into());
            let counted = tahta(&perft, Sink::Pipe);
            assert_eq!(
                counted.stdout.trim(),
                run.stdout.lines().count().to_string(),
                "{what}: perft 1 and moves disagree"
            );
        }
        done += 1;
    }
    done
}

#[test]
fn the_command_line_never_panics_and_always_ends_with_a_known_status() {
    let seeds: Vec<u64> = match std::env::var("TAHTA_FUZZ_SEED") {
        Ok(seed) => vec![seed.parse().expect("TAHTA_FUZZ_SEED is a number")],
        Err(_) => vec![1, 2],
    };
    let runs = std::env::var("TAHTA_FUZZ_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(250);
    for seed in seeds {
        let done = fuzz(seed, runs);
        assert!(
            done >= runs.min(50),
            "seed {seed}: only {done} commands ran"
        );
    }
}
