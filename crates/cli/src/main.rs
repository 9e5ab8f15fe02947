//! `tahta`: the engine on the command line, for tests, benchmarks and anyone checking the rules.
//!
//! Arguments are parsed by hand: the contract is small and fixed (see `USAGE`), and a parser
//! crate would double this binary's build time for no gain.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;
use tahta_engine::lessons::{check_task, LessonFile};
use tahta_engine::record::Record;
use tahta_engine::search::arena::Seat;
use tahta_engine::search::levels::Level;
use tahta_engine::search::review::REVIEW_NODES;
use tahta_engine::search::Pruning;
use tahta_engine::session::{bench, benlik_session, bot_game, player_count, soak, Ending};
use tahta_engine::{AnySession, Variant};

const USAGE: &str = "usage:
  tahta perft  <variant> <depth> [--position \"<string>\"]
  tahta divide <variant> <depth> [--position \"<string>\"]
  tahta moves  <variant> [--position \"<string>\"]
  tahta status <variant> [--position \"<string>\"] [--moves m1 m2 ...] [--end <ending>]
  tahta position <variant> [--position \"<string>\"] --moves m1 m2 ...
  tahta review <variant> --record <file> [--nodes N | --movetime ms]
  tahta soak   <variant> --plies N [--seed S]
  tahta play   <variant> --level easy|normal|hard|benlik [--position \"<string>\"] [--movetime ms] [--seed S]
  tahta match  <variant> --a <level> --b <level> --games N [--seed S] [--movetime ms] [--a-without <pruning>,…] [--b-without <pruning>,…]
  tahta bench  [<variant>] [--movetime ms]
  tahta benlik <variant> --games N --vs <level> [--movetime ms] [--block B] [--seed S]
  tahta puzzles <variant> --games N --seed S [--max P] [--out FILE] [--jobs J]
  tahta puzzles <variant> --check FILE
  tahta lessons <variant> --check FILE
variants: jungle, hex, timur, sanguo";

/// Why a command stopped.
enum Failure {
    /// A command-line mistake: printed on stderr with the usage, exit status 2.
    Usage(String),
    /// Standard output could not be written (a closed pipe, a full disk): exit status 1, with a
    /// message unless the reader simply went away.
    Output(io::Error),
    /// A check ran and found failures, which it printed: exit status 1.
    Checked,
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

fn fail<T>(message: impl Into<String>) -> Result<T, Failure> {
    Err(Failure::Usage(message.into()))
}

/// Writes a line on stderr. Progress and timing notes are not the command's output, so a
/// stderr that cannot be written (closed, full) is no reason to stop, and never to panic as
/// `eprintln!` would.
macro_rules! note {
    ($($arg:tt)*) => {{
        let _ = writeln!(io::stderr(), $($arg)*);
    }};
}

/// The parsed command line: positional words and `--option value…` pairs.
struct Args {
    positional: Vec<String>,
    options: Vec<(String, Vec<String>)>,
}

impl Args {
    fn parse(raw: Vec<String>) -> Args {
        let mut positional = Vec::new();
        let mut options: Vec<(String, Vec<String>)> = Vec::new();
        let mut iter = raw.into_iter().peekable();
        while let Some(word) = iter.next() {
            if let Some(name) = word.strip_prefix("--") {
                let mut values = Vec::new();
                // `--moves` takes every following word; the others take exactly one.
                while let Some(next) = iter.peek() {
                    if next.starts_with("--") && next.len() > 2 {
                        break;
                    }
                    values.push(iter.next().unwrap_or_default());
                    if name != "moves" {
                        break;
                    }
                }
                options.push((name.to_string(), values));
            } else {
                positional.push(word);
            }
        }
        Args {
            positional,
            options,
        }
    }

    fn option(&self, name: &str) -> Result<Option<&str>, Failure> {
        match self.options.iter().find(|(n, _)| n == name) {
            None => Ok(None),
            Some((_, values)) if values.len() == 1 => Ok(Some(&values[0])),
            Some(_) => fail(format!("--{name} needs a value")),
        }
    }

    fn number<T: std::str::FromStr>(&self, text: &str, what: &str) -> Result<T, Failure> {
        text.parse()
            .or_else(|_| fail(format!("{what} must be a whole number, found '{text}'")))
    }

    fn check_known(&self, allowed: &[&str]) -> Result<(), Failure> {
        for (name, _) in &self.options {
            if !allowed.contains(&name.as_str()) {
                return fail(format!("unknown option --{name}"));
            }
        }
        Ok(())
    }
}

fn session(args: &Args) -> Result<Box<dyn AnySession>, Failure> {
    let Some(id) = args.positional.get(1) else {
        return fail("missing variant");
    };
    let variant = Variant::parse(id).or_else(|e| fail(e.message))?;
    let position = args.option("position")?;
    variant
        .new_session(position)
        .or_else(|e| fail(format!("bad position: {e}")))
}

fn variant(args: &Args) -> Result<Variant, Failure> {
    let Some(id) = args.positional.get(1) else {
        return fail("missing variant");
    };
    Variant::parse(id).or_else(|e| fail(e.message))
}

fn level(args: &Args, option: &str) -> Result<Level, Failure> {
    match args.option(option)? {
        Some(id) => Level::parse(id).ok_or_else(|| {
            Failure::Usage(format!("unknown level '{id}' (easy, normal, hard, benlik)"))
        }),
        None => fail(format!("--{option} <level> is required")),
    }
}

fn optional_number(args: &Args, option: &str) -> Result<Option<f64>, Failure> {
    match args.option(option)? {
        Some(text) => match text.parse::<f64>() {
            Ok(n) if n.is_finite() && n >= 0.0 => Ok(Some(n)),
            _ => fail(format!(
                "--{option} must be a non-negative number, found '{text}'"
            )),
        },
        None => Ok(None),
    }
}

/// The pruning techniques named, comma-separated, by option `name` (none without it).
fn pruning_list(args: &Args, name: &str) -> Result<Vec<Pruning>, Failure> {
    let Some(list) = args.option(name)? else {
        return Ok(Vec::new());
    };
    list.split(',')
        .map(|id| {
            Pruning::parse(id).map_or_else(
                || {
                    let known: Vec<&str> = Pruning::ALL.iter().map(|p| p.id()).collect();
                    fail(format!(
                        "--{name} takes pruning techniques ({}), found '{id}'",
                        known.join(", ")
                    ))
                },
                Ok,
            )
        })
        .collect()
}

/// Milliseconds since the first call: the engine's search takes its clock from outside.
fn clock() -> impl Fn() -> f64 {
    let origin = Instant::now();
    move || origin.elapsed().as_secs_f64() * 1000.0
}

/// One side of a match.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    A,
    B,
}

/// Plays `games` games between levels `a` and `b`, alternating colours (rotating seats with
/// three players), and prints each result and the total score. `without`: the pruning
/// techniques each side's search goes without (A's, then B's).
fn run_match(
    out: &mut dyn Write,
    variant: Variant,
    [a, b]: [Level; 2],
    games: usize,
    seed: u64,
    movetime: Option<f64>,
    without: [Vec<Pruning>; 2],
) -> io::Result<()> {
    let players = player_count(variant);
    let clock = clock();
    let (mut score_a, mut score_b, mut draws) = (0.0, 0.0, 0);
    let mut slowest = [0.0f64; 2];
    // Three players: A against each B seat, by finishing place (the winner first, then the
    // seat knocked out later), so a second place counts for something.
    let mut pairings = 0.0;
    for g in 0..games {
        // Seat pattern: A takes seat g % players, B the others (with three players B holds
        // two seats, so the match still measures A against B).
        let a_seat = g % players;
        let seats: Vec<Seat> = (0..players)
            .map(|s| {
                let side = if s == a_seat { Side::A } else { Side::B };
                Seat {
                    level: if side == Side::A { a } else { b },
                    weights: None,
                    without: without[side as usize].clone(),
                }
            })
            .collect();
        let game = bot_game(
            variant,
            &seats,
            movetime,
            seed.wrapping_add(g as u64 * 7919),
            &clock,
        );
        let sa = game.scores[a_seat];
        let sb: f64 = (0..players)
            .filter(|&s| s != a_seat)
            .map(|s| game.scores[s])
            .sum::<f64>()
            / (players - 1) as f64;
        if game.result.starts_with("draw") {
            draws += 1;
        }
        score_a += sa;
        score_b += sb;
        let place = |s: usize| (game.scores[s], game.knocked_out_at[s].unwrap_or(usize::MAX));
        for s in (0..players).filter(|&s| s != a_seat) {
            pairings += match place(a_seat).partial_cmp(&place(s)) {
                Some(std::cmp::Ordering::Greater) => 1.0,
                Some(std::cmp::Ordering::Equal) => 0.5,
                _ => 0.0,
            };
        }
        slowest[0] = slowest[0].max(game.slowest_ms[a_seat]);
        for s in (0..players).filter(|&s| s != a_seat) {
            slowest[1] = slowest[1].max(game.slowest_ms[s]);
        }
        let knockouts: String = (0..players)
            .filter_map(|s| {
                game.knocked_out_at[s].map(|ply| format!(", seat {s} out at ply {ply}"))
            })
            .collect();
        writeln!(
            out,
            "game {} A={} as seat {}: {} ({} plies{knockouts})",
            g + 1,
            a.id(),
            a_seat,
            game.result,
            game.plies
        )?;
    }
    writeln!(
        out,
        "slowest move A {:.0} ms B {:.0} ms",
        slowest[0], slowest[1]
    )?;
    if players > 2 {
        let total = (games * (players - 1)) as f64;
        writeln!(
            out,
            "places A ahead of B in {pairings} of {total} pairings ({:.1}%)",
            100.0 * pairings / total
        )?;
    }
    writeln!(out, "score A {score_a} B {score_b} draws {draws}")?;
    Ok(())
}

/// The words after `--moves` (none when absent).
fn moves(args: &Args) -> Vec<String> {
    args.options
        .iter()
        .find(|(n, _)| n == "moves")
        .map(|(_, v)| v.clone())
        .unwrap_or_default()
}

/// `tahta review`: each ply of a record searched as the app's review does (`AnySession::analyse`
/// with the same node budget unless told otherwise): the evaluation for the mover before the
/// move, the move, what it lost, its mark and the better move; then each player's marks.
fn review(args: &Args, out: &mut dyn Write) -> Result<(), Failure> {
    let variant = variant(args)?;
    let Some(path) = args.option("record")? else {
        return fail("--record <file> is required");
    };
    let text = std::fs::read_to_string(path)
        .or_else(|e| fail(format!("cannot read the record '{path}': {e}")))?;
    let record = Record::parse(&text).or_else(|e| fail(format!("{path}: {e}")))?;
    if record.variant != variant {
        return fail(format!(
            "{path} is a record of {}, not {}",
            record.variant.id(),
            variant.id()
        ));
    }
    let nodes = match args.option("nodes")? {
        Some(n) => args.number(n, "--nodes")?,
        None => REVIEW_NODES,
    };
    let movetime = optional_number(args, "movetime")?;
    let start = record.start().or_else(|e| fail(e.message))?;
    let mut game = variant
        .new_session(start.as_deref())
        .or_else(|e| fail(e.message))?;
    let clock = clock();
    // Per player letter: inaccuracies, mistakes, blunders.
    let mut tally: Vec<(char, [u32; 3])> = variant
        .spec()
        .players
        .iter()
        .map(|p| (p.letter, [0; 3]))
        .collect();
    writeln!(out, "ply move          eval  drop  mark        better")?;
    for (i, mv) in record.moves.iter().enumerate() {
        let Some(found) = game
            .analyse(Some(mv), nodes, movetime, &clock)
            .or_else(|e| fail(format!("move {} ({mv}): {e}", i + 1)))?
        else {
            break;
        };
        let mark = found.mark.map_or("", |m| m.id());
        if let (Some(m), Some(entry)) = (found.mark, tally.iter_mut().find(|e| e.0 == found.mover))
        {
            entry.1[m as usize] += 1;
        }
        let better = match (&found.best, found.drop > 0) {
            (Some(best), true) => best.notation.as_str(),
            _ => "",
        };
        writeln!(
            out,
            "{:>3} {} {:<12} {:>5} {:>5}  {:<11} {}",
            i + 1,
            found.mover,
            mv,
            found.score,
            found.drop,
            mark,
            better
        )
        .map_err(Failure::Output)?;
        game.play(mv)
            .or_else(|e| fail(format!("move {} ({mv}): {e}", i + 1)))?;
    }
    for (letter, [inaccuracies, mistakes, blunders]) in tally {
        writeln!(
            out,
            "{letter}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders"
        )?;
    }
    Ok(())
}

/// `tahta puzzles`: generates puzzles from bot games (`--games`, `--seed`), written to `--out`
/// or stdout, with a summary on stderr; or, with `--check`, verifies a puzzle file, printing a
/// line per failure and then `<n> puzzles, <k> themes, <f> failures` (exit status 1 when any
/// failed).
fn puzzles(args: &Args, out: &mut dyn Write) -> Result<bool, Failure> {
    let variant = variant(args)?;
    if let Some(path) = args.option("check")? {
        if ["games", "seed", "max", "jobs"]
            .iter()
            .any(|o| args.options.iter().any(|(n, _)| n == o))
        {
            return fail("--check takes no --games, --seed, --max or --jobs");
        }
        if args.option("out")?.is_some() {
            return fail("--check takes no --out");
        }
        let text = std::fs::read_to_string(path)
            .or_else(|e| fail(format!("cannot read the puzzle file '{path}': {e}")))?;
        let started = Instant::now();
        let report = tahta_engine::puzzles::check(variant, &text, &mut |done, total| {
            if done % 25 == 0 || done == total {
                note!("checked {done} of {total}");
            }
        })
        .or_else(|e| fail(format!("{path}: {e}")))?;
        for failure in &report.failures {
            writeln!(out, "line {}: {}", failure.line, failure.reason)?;
        }
        note!("{:.1} s", started.elapsed().as_secs_f64());
        writeln!(
            out,
            "{} puzzles, {} themes, {} failures",
            report.puzzles,
            report.themes,
            report.failures.len()
        )?;
        return Ok(report.failures.is_empty());
    }
    let games: usize = match args.option("games")? {
        Some(n) => match args.number::<usize>(n, "--games")? {
            0 => return fail("--games must be at least 1"),
            n => n,
        },
        None => return fail("--games N is required (or --check FILE)"),
    };
    let seed: u64 = match args.option("seed")? {
        Some(s) => args.number(s, "--seed")?,
        None => return fail("--seed S is required"),
    };
    let started = Instant::now();
    let clock = clock();
    let jobs: usize = match args.option("jobs")? {
        Some(n) => args.number(n, "--jobs")?,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let enough: Option<usize> = match args.option("max")? {
        Some(n) => match args.number::<usize>(n, "--max")? {
            0 => return fail("--max must be at least 1"),
            n => Some(n),
        },
        None => None,
    };
    let budget = tahta_engine::puzzles::Budget { games, enough };
    let generation =
        tahta_engine::puzzles::generate(variant, budget, seed, jobs, &clock, &mut |p| {
            note!("game {} of {}: {} puzzles", p.games, p.of, p.kept);
        });
    let seconds = started.elapsed().as_secs_f64();
    let made_by = match enough {
        Some(n) => format!(
            "tahta puzzles {} --games {games} --seed {seed} --max {n}",
            variant.id()
        ),
        None => format!(
            "tahta puzzles {} --games {games} --seed {seed}",
            variant.id()
        ),
    };
    let text = tahta_engine::puzzles::write(variant, &made_by, &generation.puzzles);
    match args.option("out")? {
        Some(path) => std::fs::write(path, &text)
            .or_else(|e| fail(format!("cannot write the puzzle file '{path}': {e}")))?,
        None => out.write_all(text.as_bytes())?,
    }
    let mut themes: Vec<(String, usize)> = Vec::new();
    for puzzle in &generation.puzzles {
        let id = puzzle.theme.id();
        match themes.iter_mut().find(|(t, _)| *t == id) {
            Some(entry) => entry.1 += 1,
            None => themes.push((id, 1)),
        }
    }
    themes.sort();
    note!(
        "{} games, {} positions, {} looked at closely, {} candidates, {} puzzles kept ({:.0}% of the candidates) in {seconds:.0} s",
        generation.games,
        generation.positions,
        generation.glanced,
        generation.candidates,
        generation.puzzles.len(),
        100.0 * generation.puzzles.len() as f64 / (generation.candidates.max(1)) as f64
    );
    for (theme, count) in themes {
        note!("  {theme}: {count}");
    }
    let ms = generation.ms;
    note!(
        "  seconds playing {:.0}, looking {:.0}, finding {:.0}, verifying {:.0}",
        ms.playing / 1000.0,
        ms.glancing / 1000.0,
        ms.finding / 1000.0,
        ms.verifying / 1000.0
    );
    for (reason, count) in &generation.dropped {
        note!("  dropped, {reason}: {count}");
    }
    Ok(true)
}

/// `tahta lessons <variant> --check FILE`: every task of a lesson file started, its solution and
/// wrong try played and its par searched (`lessons::check_task`); a line per problem, then
/// `<n> lessons, <t> tasks, <p> problems` (exit status 1 when there are problems).
fn lessons(args: &Args, out: &mut dyn Write) -> Result<bool, Failure> {
    let variant = variant(args)?;
    let Some(path) = args.option("check")? else {
        return fail("--check FILE is required");
    };
    let text = std::fs::read_to_string(path)
        .or_else(|e| fail(format!("cannot read the lesson file '{path}': {e}")))?;
    let file: LessonFile = serde_json::from_str(&text).or_else(|e| fail(format!("{path}: {e}")))?;
    if file.variant != variant.id() {
        return fail(format!(
            "{path} holds lessons of {}, not {}",
            file.variant,
            variant.id()
        ));
    }
    let (mut tasks, mut problems) = (0, 0);
    for lesson in &file.lessons {
        for (i, task) in lesson.tasks.iter().enumerate() {
            tasks += 1;
            for problem in check_task(variant, task) {
                problems += 1;
                writeln!(out, "lesson {} task {}: {problem}", lesson.id, i + 1)?;
            }
        }
    }
    writeln!(
        out,
        "{} lessons, {tasks} tasks, {problems} problems",
        file.lessons.len()
    )?;
    Ok(problems == 0)
}

fn depth(args: &Args) -> Result<u32, Failure> {
    match args.positional.get(2) {
        Some(d) => args.number(d, "depth"),
        None => fail("missing depth"),
    }
}

fn run(args: Args, out: &mut dyn Write) -> Result<(), Failure> {
    let command = args.positional.first().map(String::as_str).unwrap_or("");
    match command {
        "perft" => {
            args.check_known(&["position"])?;
            let mut game = session(&args)?;
            let depth = depth(&args)?;
            let started = Instant::now();
            let count = game.perft(depth);
            let seconds = started.elapsed().as_secs_f64();
            note!(
                "{:.3} s, {:.2} M leaves/s",
                seconds,
                count as f64 / seconds.max(1e-9) / 1e6
            );
            writeln!(out, "{count}")?;
        }
        "divide" => {
            args.check_known(&["position"])?;
            let mut game = session(&args)?;
            let depth = depth(&args)?;
            let rows = game.divide(depth);
            for (mv, count) in &rows {
                writeln!(out, "{mv} {count}")?;
            }
            writeln!(out)?;
            writeln!(out, "{}", rows.iter().map(|(_, c)| c).sum::<u64>())?;
        }
        "moves" => {
            args.check_known(&["position"])?;
            for mv in session(&args)?.legal_moves() {
                writeln!(out, "{mv}")?;
            }
        }
        "status" => {
            args.check_known(&["position", "moves", "end"])?;
            let mut game = session(&args)?;
            for (i, mv) in moves(&args).iter().enumerate() {
                game.play(mv)
                    .or_else(|e| fail(format!("move {} ({mv}): {e}", i + 1)))?;
            }
            if let Some(text) = args.option("end")? {
                let ending = Ending::parse(text).or_else(|e| fail(e.message))?;
                game.end(ending)
                    .or_else(|e| fail(format!("--end {text}: {e}")))?;
            }
            writeln!(
                out,
                "{}",
                game.result_text().unwrap_or_else(|| "ongoing".to_string())
            )?;
        }
        "position" => {
            args.check_known(&["position", "moves"])?;
            let mut game = session(&args)?;
            for (i, mv) in moves(&args).iter().enumerate() {
                game.play(mv)
                    .or_else(|e| fail(format!("move {} ({mv}): {e}", i + 1)))?;
            }
            writeln!(out, "{}", game.position())?;
        }
        "review" => {
            args.check_known(&["record", "nodes", "movetime"])?;
            review(&args, out)?;
        }
        "soak" => {
            args.check_known(&["plies", "seed"])?;
            let Some(id) = args.positional.get(1) else {
                return fail("missing variant");
            };
            let variant = Variant::parse(id).or_else(|e| fail(e.message))?;
            let plies: u64 = match args.option("plies")? {
                Some(p) => args.number(p, "--plies")?,
                None => return fail("--plies N is required"),
            };
            let seed: u64 = match args.option("seed")? {
                Some(s) => args.number(s, "--seed")?,
                None => 1,
            };
            let started = Instant::now();
            let violations = soak(variant, plies, seed);
            for v in violations.iter().take(20) {
                writeln!(out, "violation: {v}")?;
            }
            note!("{plies} plies in {:.1} s", started.elapsed().as_secs_f64());
            writeln!(out, "{} violations", violations.len())?;
        }
        "play" => {
            args.check_known(&["position", "level", "movetime", "seed"])?;
            let mut game = session(&args)?;
            let level = level(&args, "level")?;
            let movetime = optional_number(&args, "movetime")?;
            let seed = optional_number(&args, "seed")?.unwrap_or(1.0) as u64;
            let clock = clock();
            match game
                .bot_move(level, movetime, seed, None, &clock)
                .or_else(|e| fail(e.message))?
            {
                Some(reply) => {
                    note!(
                        "score {} depth {} nodes {} in {:.0} ms",
                        reply.score,
                        reply.depth,
                        reply.nodes,
                        reply.elapsed_ms
                    );
                    writeln!(out, "{}", reply.notation)?;
                }
                None => return fail("the game is over; there is no move to play"),
            }
        }
        "match" => {
            args.check_known(&[
                "a",
                "b",
                "games",
                "seed",
                "movetime",
                "a-without",
                "b-without",
            ])?;
            let variant = variant(&args)?;
            let (a, b) = (level(&args, "a")?, level(&args, "b")?);
            let games = match optional_number(&args, "games")? {
                Some(n) if n >= 1.0 => n as usize,
                _ => return fail("--games N (at least 1) is required"),
            };
            let seed = optional_number(&args, "seed")?.unwrap_or(1.0) as u64;
            let movetime = optional_number(&args, "movetime")?;
            // What a pruning technique is worth: the same level with and without it.
            let without = [
                pruning_list(&args, "a-without")?,
                pruning_list(&args, "b-without")?,
            ];
            run_match(out, variant, [a, b], games, seed, movetime, without)?;
        }
        "bench" => {
            args.check_known(&["movetime"])?;
            let movetime = optional_number(&args, "movetime")?.unwrap_or(1500.0);
            let variants: Vec<Variant> = match args.positional.get(1) {
                Some(id) => vec![Variant::parse(id).or_else(|e| fail(e.message))?],
                None => Variant::ALL.to_vec(),
            };
            let clock = clock();
            for variant in variants {
                for line in bench(variant, movetime, &clock).or_else(|e| fail(e.message))? {
                    let rate = line.nodes as f64 / line.ms.max(1e-3) * 1000.0;
                    writeln!(
                        out,
                        "{:<8} {:<34} depth {:>2}  {:>11} nodes  {:>8.0} ms  {:>12.0} nodes/s",
                        variant.id(),
                        line.name,
                        line.depth,
                        line.nodes,
                        line.ms,
                        rate
                    )?;
                }
            }
        }
        "benlik" => {
            args.check_known(&["games", "vs", "movetime", "block", "seed"])?;
            let variant = variant(&args)?;
            let opponent = level(&args, "vs")?;
            let games = match optional_number(&args, "games")? {
                Some(n) if n >= 1.0 => n as usize,
                _ => return fail("--games N (at least 1) is required"),
            };
            let movetime = optional_number(&args, "movetime")?;
            let block = optional_number(&args, "block")?.unwrap_or(10.0).max(1.0) as usize;
            let seed = optional_number(&args, "seed")?.unwrap_or(1.0) as u64;
            let clock = clock();
            let report = benlik_session(variant, games, opponent, movetime, block, seed, &clock);
            for (i, line) in report.games.iter().enumerate() {
                writeln!(out, "game {}: {line}", i + 1)?;
            }
            let mut first = 1;
            for b in &report.blocks {
                writeln!(
                    out,
                    "games {first}-{}: Benlik scored {} of {}",
                    first + b.games - 1,
                    b.score,
                    b.games
                )?;
                first += b.games;
            }
            writeln!(out, "weight drift from base:")?;
            for (id, base, weight) in &report.drift {
                let pct = if *base != 0.0 {
                    (weight - base) / base.abs() * 100.0
                } else {
                    0.0
                };
                writeln!(out, "  {id:<20} {base:>9.2} -> {weight:>9.2}  {pct:+6.2}%")?;
            }
        }
        "lessons" => {
            args.check_known(&["check"])?;
            if !lessons(&args, out)? {
                return Err(Failure::Checked);
            }
        }
        "puzzles" => {
            args.check_known(&["games", "seed", "out", "check", "jobs", "max"])?;
            if !puzzles(&args, out)? {
                return Err(Failure::Checked);
            }
        }
        "" | "help" | "--help" => writeln!(out, "{USAGE}")?,
        other => return fail(format!("unknown command '{other}'")),
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse(std::env::args().skip(1).collect());
    // `println!` panics when stdout cannot be written; the command writes through this handle
    // instead and ends on the first write error.
    let mut out = io::stdout().lock();
    match run(args, &mut out).and_then(|()| out.flush().map_err(Failure::Output)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            note!("tahta: {message}");
            note!("{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Checked) => match out.flush() {
            Ok(()) => ExitCode::FAILURE,
            Err(e) => {
                note!("tahta: cannot write the output: {e}");
                ExitCode::FAILURE
            }
        },
        // The reader went away (`tahta moves hex | head -1`): nothing more is wanted, and
        // nothing is said, as with the standard tools.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::FAILURE,
        Err(Failure::Output(e)) => {
            note!("tahta: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
}
