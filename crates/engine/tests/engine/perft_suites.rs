//! Runs the perft suites in `tests/data/<variant>.perft`.
//!
//! File format, one position per line: `<position string> ;D1 <count> ;D2 <count> …`
//! (`startpos` stands for the start position). Lines starting with `#` are comments, used for
//! the hand-checked depth-1 move lists. Counts above `FAST_LEAVES` run only in the ignored
//! `*_slow` tests (`cargo test -- --ignored`).

use std::path::PathBuf;
use tahta_engine::Variant;

/// Perft counts up to this size run in the normal test pass.
const FAST_LEAVES: u64 = 3_000_000;

fn run_suite(variant: &str, slow: bool) {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../tests/data/{variant}.perft"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let variant = Variant::parse(variant).unwrap();
    let mut checked = 0;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let position = parts.next().unwrap().trim();
        let position = (position != "startpos").then_some(position);
        let mut session = variant
            .new_session(position)
            .unwrap_or_else(|e| panic!("line {}: bad position: {e}", number + 1));
        for part in parts {
            let part = part.trim();
            let (depth, count) = part
                .strip_prefix('D')
                .and_then(|rest| rest.split_once(' '))
                .unwrap_or_else(|| panic!("line {}: bad entry '{part}'", number + 1));
            let depth: u32 = depth.parse().unwrap();
            let count: u64 = count.trim().replace(',', "").parse().unwrap();
            if (count > FAST_LEAVES) != slow {
                continue;
            }
            assert_eq!(
                session.perft(depth),
                count,
                "line {}: depth {depth} of {line}",
                number + 1
            );
            checked += 1;
        }
    }
    if !slow {
        assert!(
            checked >= 5,
            "suite {} checked only {checked} counts",
            path.display()
        );
    }
}

macro_rules! suites {
    ($($variant:ident),*) => {
        mod fast {
            $(#[test] fn $variant() { super::run_suite(stringify!($variant), false); })*
        }
        mod slow {
            $(#[test] #[ignore = "slow: run with --ignored"] fn $variant() { super::run_suite(stringify!($variant), true); })*
        }
    };
}

suites!(jungle, hex, timur, sanguo);
