//! `tahta`: the engine on the command line, for tests, benchmarks and anyone checking the rules.
//!
//! Arguments are parsed by hand: the contract is small and fixed (see `USAGE`), and a parser
//! crate would double this binary's build time for no gain.

use std::process::ExitCode;
use std::time::Instant;
use tahta_engine::session::soak;
use tahta_engine::{AnySession, Variant};

const USAGE: &str = "usage:
  tahta perft  <variant> <depth> [--position \"<string>\"]
  tahta divide <variant> <depth> [--position \"<string>\"]
  tahta moves  <variant> [--position \"<string>\"]
  tahta status <variant> [--position \"<string>\"] [--moves m1 m2 ...]
  tahta soak   <variant> --plies N [--seed S]
variants: jungle, sanguo";

/// A command-line mistake: printed on stderr, exit status 2.
struct UsageError(String);

fn fail<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
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

    fn option(&self, name: &str) -> Result<Option<&str>, UsageError> {
        match self.options.iter().find(|(n, _)| n == name) {
            None => Ok(None),
            Some((_, values)) if values.len() == 1 => Ok(Some(&values[0])),
            Some(_) => fail(format!("--{name} needs a value")),
        }
    }

    fn number<T: std::str::FromStr>(&self, text: &str, what: &str) -> Result<T, UsageError> {
        text.parse()
            .or_else(|_| fail(format!("{what} must be a whole number, found '{text}'")))
    }

    fn check_known(&self, allowed: &[&str]) -> Result<(), UsageError> {
        for (name, _) in &self.options {
            if !allowed.contains(&name.as_str()) {
                return fail(format!("unknown option --{name}"));
            }
        }
        Ok(())
    }
}

fn session(args: &Args) -> Result<Box<dyn AnySession>, UsageError> {
    let Some(id) = args.positional.get(1) else {
        return fail("missing variant");
    };
    let variant = Variant::parse(id).or_else(|e| fail(e.0))?;
    let position = args.option("position")?;
    variant
        .new_session(position)
        .or_else(|e| fail(format!("bad position: {e}")))
}

fn depth(args: &Args) -> Result<u32, UsageError> {
    match args.positional.get(2) {
        Some(d) => args.number(d, "depth"),
        None => fail("missing depth"),
    }
}

fn run(args: Args) -> Result<(), UsageError> {
    let command = args.positional.first().map(String::as_str).unwrap_or("");
    match command {
        "perft" => {
            args.check_known(&["position"])?;
            let mut game = session(&args)?;
            let depth = depth(&args)?;
            let started = Instant::now();
            let count = game.perft(depth);
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "{:.3} s, {:.2} M leaves/s",
                seconds,
                count as f64 / seconds.max(1e-9) / 1e6
            );
            println!("{count}");
        }
        "divide" => {
            args.check_known(&["position"])?;
            let mut game = session(&args)?;
            let depth = depth(&args)?;
            let rows = game.divide(depth);
            for (mv, count) in &rows {
                println!("{mv} {count}");
            }
            println!();
            println!("{}", rows.iter().map(|(_, c)| c).sum::<u64>());
        }
        "moves" => {
            args.check_known(&["position"])?;
            for mv in session(&args)?.legal_moves() {
                println!("{mv}");
            }
        }
        "status" => {
            args.check_known(&["position", "moves"])?;
            let mut game = session(&args)?;
            let moves = args
                .options
                .iter()
                .find(|(n, _)| n == "moves")
                .map(|(_, v)| v.clone());
            for (i, mv) in moves.unwrap_or_default().iter().enumerate() {
                game.play(mv)
                    .or_else(|e| fail(format!("move {} ({mv}): {e}", i + 1)))?;
            }
            println!(
                "{}",
                game.result_text().unwrap_or_else(|| "ongoing".to_string())
            );
        }
        "soak" => {
            args.check_known(&["plies", "seed"])?;
            let Some(id) = args.positional.get(1) else {
                return fail("missing variant");
            };
            let variant = Variant::parse(id).or_else(|e| fail(e.0))?;
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
                println!("violation: {v}");
            }
            eprintln!("{plies} plies in {:.1} s", started.elapsed().as_secs_f64());
            println!("{} violations", violations.len());
        }
        "" | "help" | "--help" => println!("{USAGE}"),
        other => return fail(format!("unknown command '{other}'")),
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse(std::env::args().skip(1).collect());
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(UsageError(message)) => {
            eprintln!("tahta: {message}");
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
