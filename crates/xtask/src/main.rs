//! `cargo xtask serve | test | dist`: the README's commands. Each installs what is missing
//! first (see `setup`), so a fresh machine needs nothing but Rust.

mod engines;
mod precache;
mod proc;
mod server;
mod setup;
mod site;

use proc::{cargo, command, run, run_tee, run_tee_as};
use setup::Needs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: cargo xtask <command>
  serve        install what is missing, build, serve the app on http://127.0.0.1:8080
               (PORT=<n> picks another port)
  test         install what is missing, run every test: fmt, clippy, cargo test, browser tests
  dist         build the complete static site into dist/
  e2e [file…]  only the browser tests (all of tests/e2e/*.test.mjs, or the files named)
  lighthouse [--pages home,timur] [--runs N]
               build, serve and run Lighthouse 12 (mobile preset) on the site: scores and
               load metrics (the median of N runs), report in target/lighthouse/ (not part
               of `test`)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = workspace_root();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve(&root),
        Some("dist") => dist(&root),
        Some("test") => return test(&root, None),
        Some("e2e") => return test(&root, Some(&args[1..])),
        Some("lighthouse") => lighthouse(&root, &args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("✗ {message}");
            ExitCode::FAILURE
        }
    }
}

fn workspace_root() -> PathBuf {
    // crates/xtask → the workspace root. The path `cargo run` gives at run time comes first: the
    // one compiled in is where the binary was built, which is another checkout when a target
    // directory was copied from it (cargo then sees nothing to rebuild).
    let runtime = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    let manifest = runtime
        .as_deref()
        .unwrap_or(Path::new(env!("CARGO_MANIFEST_DIR")));
    manifest
        .ancestors()
        .nth(2)
        .unwrap_or(manifest)
        .to_path_buf()
}

/// Installs what the site needs, builds the wasm and writes `dist/`.
fn build_site(root: &Path) -> Result<PathBuf, String> {
    let tools = setup::ensure(root, Needs::Site)?;
    site::build_wasm(root, &tools)?;
    site::make_dist(root)
}

fn dist(root: &Path) -> Result<(), String> {
    let dist = build_site(root)?;
    println!(
        "the static site is in {} (copy it to any static host)",
        dist.display()
    );
    Ok(())
}

fn serve(root: &Path) -> Result<(), String> {
    let port = match std::env::var("PORT") {
        Ok(text) => text
            .trim()
            .parse::<u16>()
            .map_err(|_| format!("PORT must be a port number, found '{text}'"))?,
        Err(_) => 8080,
    };
    let dist = build_site(root)?;
    let binary = server::build(root, server::Build::Alone)?;
    // tahta-server prints the address it serves on; rooms are kept in data/.
    server::start(&binary, &dist, &root.join("data"), port)?.wait()
}

/// A fresh database directory under target/ for a server run by the tests.
fn scratch_data(root: &Path, name: &str) -> PathBuf {
    let dir = root.join("target").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Lighthouse on the built site, served on a free loopback port (tests/perf/lighthouse.mjs,
/// which gets `options`).
fn lighthouse(root: &Path, options: &[String]) -> Result<(), String> {
    let tools = setup::ensure(root, Needs::Lighthouse)?;
    site::build_wasm(root, &tools)?;
    let dist = site::make_dist(root)?;
    let binary = server::build(root, server::Build::Alone)?;
    let server = server::start(&binary, &dist, &scratch_data(root, "lighthouse-data"), 0)?;
    println!("serving dist/ at {} for Lighthouse", server.url());
    let outcome = run(command("node")
        .current_dir(root)
        .arg(root.join("tests").join("perf").join("lighthouse.mjs"))
        .arg(server.url())
        .arg(root.join("target").join("lighthouse"))
        .args(options)
        .env("CHROME_PATH", setup::CHROMIUM));
    server.stop();
    outcome
}

/// How one stage of `cargo xtask test` ended.
enum Outcome {
    Passed,
    Failed(String),
    Skipped(&'static str),
}

struct Stage {
    name: &'static str,
    outcome: Outcome,
    took: Duration,
}

/// The stages run so far and the tests their runners counted.
#[derive(Default)]
struct Report {
    stages: Vec<Stage>,
    passed: u64,
    failed: u64,
    /// What the failing tests printed, by stage (see `failure_excerpt`).
    failures: Vec<(&'static str, String)>,
}

impl Report {
    /// Runs one stage, announcing it; returns whether it passed.
    fn stage(&mut self, name: &'static str, body: impl FnOnce() -> Result<(), String>) -> bool {
        println!("\n── {name} ──");
        let started = Instant::now();
        let outcome = match body() {
            Ok(()) => Outcome::Passed,
            Err(message) => {
                eprintln!("✗ {name}: {message}");
                Outcome::Failed(message)
            }
        };
        let passed = matches!(outcome, Outcome::Passed);
        self.stages.push(Stage {
            name,
            outcome,
            took: started.elapsed(),
        });
        passed
    }

    /// Adds a stage run elsewhere (side by side with others), as `stage` would have.
    fn record(&mut self, name: &'static str, result: Result<(), String>, took: Duration) {
        if let Err(message) = &result {
            eprintln!("✗ {name}: {message}");
        }
        self.stages.push(Stage {
            name,
            outcome: result.map_or_else(Outcome::Failed, |()| Outcome::Passed),
            took,
        });
    }

    fn skip(&mut self, name: &'static str, reason: &'static str) {
        self.stages.push(Stage {
            name,
            outcome: Outcome::Skipped(reason),
            took: Duration::ZERO,
        });
    }

    /// Adds the counts that cargo test and node's test runner print in `stage`, and keeps what
    /// its failing tests printed.
    fn count(&mut self, stage: &'static str, output: &str) {
        let (passed, failed) = count_tests(output);
        self.passed += passed;
        self.failed += failed;
        if let Some(excerpt) = failure_excerpt(output) {
            self.failures.push((stage, excerpt));
        }
    }

    fn summary(&self, started: Instant) -> bool {
        // Repeated here, next to the summary: a log read from its end (CI keeps only the end)
        // would otherwise name a failing test without what it said, which is far above.
        for (stage, excerpt) in &self.failures {
            println!("\n── what failed in {stage} ──\n{excerpt}");
        }
        println!("\n── summary ──");
        for stage in &self.stages {
            let (mark, note) = match &stage.outcome {
                Outcome::Passed => ("✓", String::new()),
                Outcome::Failed(message) => ("✗", format!("  FAILED: {message}")),
                Outcome::Skipped(reason) => ("–", format!("  skipped: {reason}")),
            };
            println!(
                "{mark} {:<26} {:>7.1} s{note}",
                stage.name,
                stage.took.as_secs_f64()
            );
        }
        let failed: Vec<&str> = self
            .stages
            .iter()
            .filter(|s| !matches!(s.outcome, Outcome::Passed))
            .map(|s| s.name)
            .collect();
        let minutes = started.elapsed().as_secs_f64() / 60.0;
        if failed.is_empty() {
            println!("all stages passed in {minutes:.1} min");
        } else {
            println!(
                "FAILED after {minutes:.1} min: {} did not pass",
                failed.join(", ")
            );
        }
        println!("tests: {} passed, {} failed", self.passed, self.failed);
        failed.is_empty()
    }
}

/// Lines of a failing test's report kept for the summary, at most.
const FAILURE_LINES: usize = 40;

/// What the failing tests printed, from node's spec reporter (its closing `✖ failing tests:`
/// section, lines maybe prefixed `[engine] `) or cargo test (its `failures:` section): the first
/// `FAILURE_LINES` lines, without the test runners' own stack frames. None when nothing failed.
fn failure_excerpt(output: &str) -> Option<String> {
    let mut lines = output.lines().skip_while(|line| {
        let line = line.trim();
        !(line == "failures:" || line.ends_with("✖ failing tests:"))
    });
    lines.next()?;
    let kept: Vec<&str> = lines
        .filter(|line| !line.contains("(node:internal/") && !line.contains("at node:internal/"))
        .take(FAILURE_LINES)
        .collect();
    Some(kept.join("\n"))
}

/// Sums `test result: ok. 12 passed; 0 failed; …` (cargo test) and `ℹ pass 3` / `ℹ fail 0`
/// (node's spec reporter; `# pass 3` in TAP).
fn count_tests(output: &str) -> (u64, u64) {
    let (mut passed, mut failed) = (0, 0);
    for line in output.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("test result:") {
            for part in rest.split([';', '.']) {
                let mut words = part.split_whitespace();
                match (words.next().map(str::parse::<u64>), words.next()) {
                    (Some(Ok(n)), Some("passed")) => passed += n,
                    (Some(Ok(n)), Some("failed")) => failed += n,
                    _ => {}
                }
            }
        } else if let Some(rest) = line.strip_prefix("ℹ ").or_else(|| line.strip_prefix("# ")) {
            let mut words = rest.split_whitespace();
            match (
                words.next(),
                words.next().map(str::parse::<u64>),
                words.next(),
            ) {
                (Some("pass"), Some(Ok(n)), None) => passed += n,
                (Some("fail"), Some(Ok(n)), None) => failed += n,
                _ => {}
            }
        }
    }
    (passed, failed)
}

/// `cargo xtask test` (every stage) or `cargo xtask e2e` (`only_e2e`: just the browser tests,
/// of the files named or all of them).
fn test(root: &Path, only_e2e: Option<&[String]>) -> ExitCode {
    let started = Instant::now();
    let mut report = Report::default();
    let mut tools = None;
    let mut rust_built = false;
    report.stage("set-up", || {
        tools = Some(setup::ensure(root, Needs::Everything)?);
        Ok(())
    });
    if only_e2e.is_none() {
        report.stage("cargo fmt", || {
            run(cargo()
                .current_dir(root)
                .args(["fmt", "--all", "--", "--check"]))
            .map_err(|e| format!("{e}; `cargo fmt --all` fixes the layout"))
        });
        report.stage("cargo clippy", || {
            run(cargo()
                .current_dir(root)
                .args(["clippy", "--workspace", "--all-targets", "--"])
                .args(["-D", "warnings"]))
        });
        report.stage("JavaScript lint", || {
            run(dev_tool(root, "eslint/bin/eslint.js")
                .args([
                    "--max-warnings=0",
                    "www",
                    "sw.js",
                    "tests/unit",
                    "tests/wasm",
                    "tests/bench",
                ])
                .args(["tests/e2e/*.mjs", "tests/e2e/engines/*.mjs"])
                .args(["tests/perf/*.mjs", "tools/site/*.mjs"])
                .arg("eslint.config.mjs"))
            .map_err(|e| format!("{e}; see eslint.config.mjs"))
        });
        report.stage("JavaScript format", || {
            run(dev_tool(root, "prettier/bin/prettier.cjs")
                .args(["--check", "--log-level", "warn"])
                .args(["www/**/*.{js,css}", "sw.js", "tests/**/*.mjs"])
                .args(["tools/**/*.mjs", "eslint.config.mjs"]))
            .map_err(|e| {
                format!(
                    "{e}; `node tests/e2e/node_modules/prettier/bin/prettier.cjs --write <file>` \
                     lays a file out (.prettierrc.json)"
                )
            })
        });
        report.stage("JavaScript types", || {
            run(dev_tool(root, "typescript/bin/tsc").args(["--project", "tsconfig.json"]))
                .map_err(|e| format!("{e}; see tsconfig.json (the JSDoc types of www/)"))
        });
        rust_built = report.stage("cargo test build", || {
            run(cargo()
                .current_dir(root)
                .arg("test")
                .args(server::RUST_TESTS)
                .arg("--no-run"))
        });
    }
    // The Rust tests run beside the wasm build: the tests mostly wait (on sockets, timers, a
    // PostgreSQL starting) or keep one core busy, and so does the wasm build's last link, so
    // side by side they take little more than the longer of the two. The wasm build has a
    // target directory of its own (target/wasm, site.rs), so neither waits for the other's
    // lock on the build directory.
    let mut site_ready = false;
    std::thread::scope(|scope| {
        let rust_tests = rust_built.then(|| {
            scope.spawn(|| {
                let started = Instant::now();
                let (result, output) = run_tee_as(
                    // Every test binary runs even after one fails: one run names every
                    // failure. Four tests at a time, not one per core: the server's tests
                    // mostly wait (sockets, timers, a PostgreSQL starting), and took 78 s two
                    // at a time, 45 s four at a time on two cores.
                    cargo()
                        .current_dir(root)
                        .arg("test")
                        .args(server::RUST_TESTS)
                        .args(["--no-fail-fast", "--", "--test-threads=4"]),
                    "[cargo test] ",
                );
                (result, output, started.elapsed())
            })
        });
        match &tools {
            Some(tools) => {
                site_ready = report.stage("wasm + dist", || {
                    site::build_wasm(root, tools)?;
                    site::make_dist(root).map(drop)
                });
            }
            None => report.skip("wasm + dist", "the set-up failed"),
        }
        if let Some(rust_tests) = rust_tests {
            let (result, output, took) = rust_tests
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            report.record("cargo test", result, took);
            report.count("cargo test", &output);
        } else if only_e2e.is_none() {
            report.skip("cargo test", "the tests did not build");
        }
    });
    if site_ready && only_e2e.is_none() {
        let mut output = String::new();
        report.stage("wasm and controller tests", || {
            let (result, captured) = wasm_api_tests(root);
            output = captured;
            result
        });
        report.count("wasm and controller tests", &output);
    } else if only_e2e.is_none() {
        report.skip("wasm and controller tests", "no site was built");
    }
    if site_ready {
        let engines = tools.as_ref().and_then(|tools| tools.engines.as_ref());
        browser_tests(root, only_e2e.unwrap_or_default(), engines, &mut report);
    } else {
        report.skip("browser tests", "no site was built");
    }
    if report.summary(started) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Node running `script`, a path under the browser tests' npm packages (`tests/e2e/node_modules`,
/// where the set-up installs the JavaScript tools), from the root.
fn dev_tool(root: &Path, script: &str) -> std::process::Command {
    let mut path = Path::new("tests").join("e2e").join("node_modules");
    path.extend(script.split('/'));
    let mut node = command("node");
    node.current_dir(root).arg(path);
    node
}

/// Node's test runner on `tests/wasm/*.test.mjs` and `tests/unit/*.test.mjs`: the wasm module
/// built into `dist/www/pkg`, called directly (wrong argument types, a seeded bounded fuzz loop)
/// and through the page's DOM-free game controller, without a browser.
fn wasm_api_tests(root: &Path) -> (Result<(), String>, String) {
    let mut files: Vec<PathBuf> = ["wasm", "unit"]
        .iter()
        .flat_map(|dir| test_files(&root.join("tests").join(dir)))
        .collect();
    if files.is_empty() {
        return (
            Err("no tests/wasm/*.test.mjs or tests/unit/*.test.mjs".into()),
            String::new(),
        );
    }
    files.sort();
    run_tee(
        command("node")
            .current_dir(root)
            .args(["--test", "--test-concurrency=1", "--test-reporter=spec"])
            .arg("--test-timeout=180000")
            .args(&files)
            .env("TAHTA_PKG", root.join("dist").join("www").join("pkg")),
    )
}

/// The `*.test.mjs` files of `dir`, sorted (none if it cannot be read).
fn test_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.to_string_lossy().ends_with(".test.mjs"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// The browser tests' files: Chromium's (`tests/e2e/*.test.mjs`) and the cross-engine ones
/// (`tests/e2e/engines/*.test.mjs`), of those `named` or all.
fn browser_test_files(root: &Path, named: &[String]) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let e2e = root.join("tests").join("e2e");
    if named.is_empty() {
        return (test_files(&e2e), test_files(&root.join(engines::DIR)));
    }
    // Named relative to where `cargo xtask e2e` was run; node runs at the root.
    let here = std::env::current_dir().unwrap_or_else(|_| root.to_path_buf());
    named.iter().map(|f| here.join(f)).partition(|file| {
        let parent = file.parent().and_then(|p| p.file_name());
        parent.and_then(|n| n.to_str()) != Some("engines")
    })
}

/// Serves `dist/` on a free loopback port and runs the browser tests against it: Chromium's
/// (stage "browser tests") beside the cross-engine tests (a stage per engine), then Chromium's
/// files that run alone.
fn browser_tests(
    root: &Path,
    named: &[String],
    engine_tools: Option<&engines::EngineTools>,
    report: &mut Report,
) {
    let (chromium_files, engine_files) = browser_test_files(root, named);
    if chromium_files.is_empty() && engine_files.is_empty() {
        report.stage("browser tests", || Err("no tests/e2e/*.test.mjs".into()));
        return;
    }
    let data = scratch_data(root, "e2e-data");
    let dist = root.join("dist");
    let started = server::build(root, server::Build::AsTheTests).and_then(|binary| {
        let server = server::start(&binary, &dist, &data, 0)?;
        Ok((binary, server))
    });
    let (binary, server) = match started {
        Ok(started) => started,
        Err(message) => {
            report.stage("browser tests", || Err(message));
            return;
        }
    };
    println!("serving dist/ at {} for the browser tests", server.url());
    let url = server.url();
    let (alone, together): (Vec<PathBuf>, Vec<PathBuf>) =
        chromium_files.into_iter().partition(|file| {
            let name = file.file_name().and_then(|n| n.to_str());
            ALONE.contains(&name.unwrap_or_default())
        });
    let target = engines::Target {
        url: &url,
        server: &binary,
        dist: &dist,
    };
    let engine_tools = engine_tools.filter(|_| !engine_files.is_empty());
    if engine_tools.is_none() && !engine_files.is_empty() {
        report.skip("cross-engine tests", "the set-up failed");
    }
    // Chromium's files (two at a time), then the cross-engine files (engines::run_tests). The
    // engines ran beside Chromium's files once (browser tests mostly wait: timed with
    // /usr/bin/time, the cross-engine files used 264 s of CPU in 1,331 s), but on two cores
    // that loaded the machine so much that in three of four full runs one WebDriver test
    // stalled (WebKit, twice) or lost a tap (Firefox), tests that pass alone every time. One
    // after the other, the whole is shorter: in a clean-clone run Chromium's files took 492 s
    // (622 s with the engines beside them) and the engines 138 s (about 400 s beside them).
    println!("\n── browser tests: Chromium's ──");
    let started = Instant::now();
    let chromium = (!together.is_empty())
        .then(|| (node_tests(root, &together, 2, &target), started.elapsed()));
    let ((mut result, mut output), mut took) =
        chromium.unwrap_or(((Ok(()), String::new()), Duration::ZERO));
    if !alone.is_empty() {
        println!("\n── browser tests that run alone ──");
        let started = Instant::now();
        let (alone_result, alone_output) = node_tests(root, &alone, 1, &target);
        took += started.elapsed();
        output.push_str(&alone_output);
        result = result.and(alone_result);
    }
    if !(together.is_empty() && alone.is_empty()) {
        report.record("browser tests", result, took);
        report.count("browser tests", &output);
    }
    let engine_runs = engine_tools.map(|tools| {
        println!("\n── cross-engine tests (lines marked [engine]) ──");
        engines::run_tests(root, &engine_files, &target, tools)
    });
    for run in engine_runs.unwrap_or_default() {
        report.record(engines::stage_name(run.engine), run.result, run.took);
        report.count(engines::stage_name(run.engine), &run.output);
    }
    server.stop();
}

/// Chromium's browser-test files that run alone, after the others. The service worker's update
/// test (offline.test.mjs: a new version installed beside a game in progress) stalled for
/// minutes in two full runs out of two while another file ran beside it, and never alone.
const ALONE: [&str; 1] = ["offline.test.mjs"];

/// Node's test runner on browser-test `files`, `concurrency` at a time, against the shared
/// server of `target`. The files also get the server's binary and the site (TAHTA_SERVER,
/// TAHTA_DIST): a test that needs a server started otherwise (a test-only flag, a short day)
/// starts one of its own (tests/e2e/own-server.mjs).
fn node_tests(
    root: &Path,
    files: &[PathBuf],
    concurrency: usize,
    target: &engines::Target,
) -> (Result<(), String>, String) {
    // Node 20 does not expand a directory given to --test: the files are named one by one.
    run_tee(
        command("node")
            .current_dir(root)
            .arg("--test")
            .arg(format!("--test-concurrency={concurrency}"))
            .arg("--test-reporter=spec")
            // A hung page fails its test instead of hanging the run. Node's runner applies the
            // limit to each file as a whole, and the longest file (app.test.mjs) takes some
            // 150 s on a busy two-core machine; beside the cross-engine tests, with other work
            // on the machine, it once took over 300 s: 600 s leaves it room.
            .arg("--test-timeout=600000")
            .args(files)
            .env("TAHTA_URL", target.url)
            .env("TAHTA_SERVER", target.server)
            .env("TAHTA_DIST", target.dist),
    )
}

#[cfg(test)]
mod tests {
    use super::{browser_test_files, count_tests, failure_excerpt, FAILURE_LINES};
    use std::path::{Path, PathBuf};

    #[test]
    fn named_browser_tests_go_to_chromium_or_to_every_engine() {
        let named = [
            "/repo/tests/e2e/jungle.test.mjs".to_string(),
            "/repo/tests/e2e/engines/games.test.mjs".to_string(),
            "/repo/tests/e2e/hex.test.mjs".to_string(),
        ];
        let (chromium, engines) = browser_test_files(Path::new("/repo"), &named);
        let paths = |names: &[&str]| names.iter().map(PathBuf::from).collect::<Vec<_>>();
        assert_eq!(
            chromium,
            paths(&[
                "/repo/tests/e2e/jungle.test.mjs",
                "/repo/tests/e2e/hex.test.mjs"
            ])
        );
        assert_eq!(engines, paths(&["/repo/tests/e2e/engines/games.test.mjs"]));
    }

    #[test]
    fn every_browser_test_file_when_none_is_named() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let (chromium, engines) = browser_test_files(&root, &[]);
        assert!(chromium
            .iter()
            .any(|f| f.ends_with("tests/e2e/jungle.test.mjs")));
        assert!(engines
            .iter()
            .any(|f| f.ends_with("tests/e2e/engines/games.test.mjs")));
        assert!(chromium
            .iter()
            .all(|f| !f.starts_with(root.join("tests/e2e/engines"))));
    }

    #[test]
    fn counts_cargo_and_node_results() {
        let output = "\
test result: ok. 12 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s
test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out
ℹ tests 5
ℹ pass 4
ℹ fail 1
# pass 2
# fail 0
test result: ok. 0 passed; 0 failed; 0 ignored
";
        assert_eq!(count_tests(output), (12 + 3 + 4 + 2, 2 + 1));
    }

    #[test]
    fn keeps_what_failing_tests_printed() {
        let node = "✔ ok one (1ms)\nℹ fail 1\n\n[firefox] ✖ failing tests:\n\ntest at f.test.mjs:4:1\n\
                    ✖ bad one (1ms)\n  'en' !== 'tr'\n    at Test.run (node:internal/test_runner/test:796:25)\n  }";
        assert_eq!(
            failure_excerpt(node).as_deref(),
            Some("\ntest at f.test.mjs:4:1\n✖ bad one (1ms)\n  'en' !== 'tr'\n  }")
        );
        let cargo =
            "running 2 tests\ntest a ... ok\n\nfailures:\n\n---- b stdout ----\npanicked\n\n\
                     failures:\n    b\n\ntest result: FAILED. 1 passed; 1 failed";
        let excerpt = failure_excerpt(cargo).unwrap();
        assert!(
            excerpt.starts_with("\n---- b stdout ----\npanicked"),
            "{excerpt}"
        );
        let long = format!("failures:\n{}", "line\n".repeat(100));
        assert_eq!(
            failure_excerpt(&long).unwrap().lines().count(),
            FAILURE_LINES
        );
        assert_eq!(
            failure_excerpt("test result: ok. 3 passed; 0 failed\nℹ fail 0"),
            None
        );
    }
}
