//! The puzzle sets shipped in `www/puzzles/`: each file reads, holds the number of puzzles the
//! app promises, and its puzzles verify as the generator verified them (`tahta puzzles
//! --check`). The quick suite verifies a sample from every file; the ignored test verifies
//! every puzzle (`cargo test -p tahta-engine --test engine -- --ignored every_shipped`).

use std::path::PathBuf;
use tahta_engine::puzzles::{self, Puzzle};
use tahta_engine::Variant;

/// The fewest puzzles a shipped file holds, per game.
fn required(variant: Variant) -> usize {
    if variant.id() == "sanguo" {
        100
    } else {
        300
    }
}

fn shipped(variant: Variant) -> (String, Vec<(usize, Puzzle)>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../www/puzzles/{}.tsv", variant.id()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let parsed = puzzles::read(variant, &text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    assert!(parsed.errors.is_empty(), "{path:?}: {:?}", parsed.errors);
    (text, parsed.puzzles)
}

#[test]
fn every_shipped_file_reads_and_holds_enough_puzzles() {
    for &variant in Variant::ALL {
        let (text, puzzles) = shipped(variant);
        assert!(
            puzzles.len() >= required(variant),
            "{}: {} puzzles",
            variant.id(),
            puzzles.len()
        );
        // The file names the command that made it, as the README gives it.
        assert!(
            text.lines().nth(1).is_some_and(
                |l| l.starts_with(&format!("# made by: tahta puzzles {} ", variant.id()))
            ),
            "{}",
            variant.id()
        );
    }
}

#[test]
fn a_sample_of_every_shipped_file_verifies() {
    for &variant in Variant::ALL {
        let (_, puzzles) = shipped(variant);
        // The first, the last and three between, so a sample covers the whole file.
        let picks = [
            0,
            puzzles.len() / 4,
            puzzles.len() / 2,
            3 * puzzles.len() / 4,
            puzzles.len() - 1,
        ];
        for i in picks {
            let (line, puzzle) = &puzzles[i];
            let verified = puzzles::verify(variant, puzzle);
            assert!(
                verified.is_ok(),
                "{} line {line}: {verified:?}",
                variant.id()
            );
        }
    }
}

#[test]
#[ignore = "long: verifies every shipped puzzle (minutes); tahta puzzles <variant> --check FILE does the same for one file"]
fn every_shipped_puzzle_verifies() {
    for &variant in Variant::ALL {
        let (text, _) = shipped(variant);
        let report = puzzles::check(variant, &text, &mut |_, _| {}).unwrap();
        assert!(
            report.failures.is_empty(),
            "{}: {:?}",
            variant.id(),
            report.failures
        );
    }
}
