//! The cross-engine browser tests (`tests/e2e/engines/`): the same tests on Chromium, WebKit and
//! Firefox. Names what the two browsers beside Chromium need that is missing — WebKitGTK's
//! WebDriver server and MiniBrowser with Xvfb for its display, Firefox ESR (the set-up installs
//! those with its other Debian packages) — installs geckodriver from crates.io, and runs the files
//! once per engine, in two lanes side by side.

use crate::proc::{cargo, cargo_bin_dir, command, find_program, output, run, run_tee_as};
use crate::setup::{done, installing};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// geckodriver's version, installed with `cargo install --locked` (crates.io is the one place it
/// comes from here: Debian has no package of it). 0.37 drives Firefox 128 and later.
pub const GECKODRIVER: &str = "0.37.1";

/// Debian's Firefox ESR.
const FIREFOX: &str = "/usr/bin/firefox-esr";

/// The engines, in the order their results are reported.
pub const ENGINES: [&str; 3] = ["chromium", "webkit", "firefox"];

/// The stage of each engine in `cargo xtask test`'s summary.
pub fn stage_name(engine: &str) -> &'static str {
    match engine {
        "chromium" => "cross-engine: Chromium",
        "webkit" => "cross-engine: WebKit",
        _ => "cross-engine: Firefox",
    }
}

/// The engines to run: all, or those TAHTA_ENGINES names (`webkit,firefox`).
fn chosen_engines() -> Vec<&'static str> {
    let wanted = std::env::var("TAHTA_ENGINES").unwrap_or_default();
    let named: Vec<&str> = wanted
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .collect();
    ENGINES
        .into_iter()
        .filter(|engine| named.is_empty() || named.contains(engine))
        .collect()
}

/// Where the cross-engine tests are, under the root.
pub const DIR: &str = "tests/e2e/engines";

/// What the cross-engine tests need found: geckodriver (the rest is at fixed system paths).
pub struct EngineTools {
    pub geckodriver: PathBuf,
}

/// WebKitGTK's MiniBrowser, which `webkit2gtk-driver` brings, under `/usr/lib/<arch>/`.
fn mini_browser_present() -> bool {
    std::fs::read_dir("/usr/lib").is_ok_and(|dirs| {
        dirs.filter_map(Result::ok)
            .any(|dir| dir.path().join("webkit2gtk-4.1/MiniBrowser").is_file())
    })
}

/// The Debian packages the other engines need that are missing: WebKit's driver and browser,
/// Xvfb, Firefox ESR, and the C library's locale sources (the WebKit tests compile a Turkish
/// locale from them).
pub fn missing_packages() -> Vec<&'static str> {
    let checks: [(&str, bool); 4] = [
        (
            "webkit2gtk-driver",
            find_program("WebKitWebDriver", &[]).is_some() && mini_browser_present(),
        ),
        ("xvfb", find_program("Xvfb", &[]).is_some()),
        ("firefox-esr", Path::new(FIREFOX).is_file()),
        (
            "locales",
            Path::new("/usr/share/i18n/locales/tr_TR").is_file()
                && find_program("localedef", &[]).is_some(),
        ),
    ];
    checks
        .iter()
        .filter(|(_, present)| !present)
        .map(|(package, _)| *package)
        .collect()
}

fn geckodriver_version(binary: &Path) -> Option<String> {
    // Prints `geckodriver 0.37.1` on its first line.
    let text = output(command(binary).arg("--version"))?;
    text.split_whitespace().nth(1).map(str::to_string)
}

/// geckodriver at the pinned version, from `cargo install` unless it is there already.
pub fn ensure_geckodriver() -> Result<PathBuf, String> {
    let extra: Vec<PathBuf> = cargo_bin_dir().into_iter().collect();
    let pinned = |binary: &PathBuf| geckodriver_version(binary).as_deref() == Some(GECKODRIVER);
    let installed = extra.iter().map(|dir| dir.join("geckodriver"));
    if let Some(binary) = installed
        .chain(find_program("geckodriver", &[]))
        .find(pinned)
    {
        done(&format!("geckodriver {GECKODRIVER} present"));
        return Ok(binary);
    }
    installing(&format!(
        "geckodriver {GECKODRIVER} (cargo install --locked; a few minutes, once)"
    ));
    let started = Instant::now();
    run(cargo().args([
        "install",
        "--locked",
        "geckodriver",
        "--version",
        &format!("={GECKODRIVER}"),
    ]))?;
    let binary = extra
        .iter()
        .map(|dir| dir.join("geckodriver"))
        .chain(find_program("geckodriver", &[]))
        .find(pinned)
        .ok_or(format!(
            "installed geckodriver {GECKODRIVER}, but no geckodriver of that version runs"
        ))?;
    done(&format!(
        "geckodriver {GECKODRIVER} installed in {:.0} s",
        started.elapsed().as_secs_f64()
    ));
    Ok(binary)
}

/// How one engine's run ended: its output (for the test counts) and how long it took.
pub struct EngineRun {
    pub engine: &'static str,
    pub result: Result<(), String>,
    pub output: String,
    pub took: Duration,
}

/// The site and server the tests run against.
pub struct Target<'a> {
    /// The served site's URL.
    pub url: &'a str,
    /// `tahta-server`, for the tests that start a server of their own.
    pub server: &'a Path,
    /// The built site that server serves.
    pub dist: &'a Path,
}

/// Runs `files` on each engine (each file alone in its engine: a WebKit or Firefox session is a
/// browser of its own, and the online test opens two), after Chromium's own files: beside those,
/// on two cores, WebDriver tests stalled or lost taps. Two lanes side by side, Firefox (the
/// longest) in one and Chromium then WebKit in the other: the engines' files mostly wait (on
/// WebDriver round trips, a page loading, the bot's move). Measured on two cores: 146 s one
/// engine after the other, 115 s in the two lanes (Firefox's 74 s became 115 s beside the
/// others), 112 s with all three side by side.
pub fn run_tests(
    root: &Path,
    files: &[PathBuf],
    target: &Target,
    tools: &EngineTools,
) -> Vec<EngineRun> {
    let (firefox, others): (Vec<_>, Vec<_>) = chosen_engines()
        .into_iter()
        .partition(|&engine| engine == "firefox");
    let mut runs: Vec<EngineRun> = std::thread::scope(|scope| {
        let lanes: Vec<_> = [firefox, others]
            .into_iter()
            .map(|lane| {
                scope.spawn(move || {
                    lane.into_iter()
                        .map(|engine| run_engine(engine, root, files, target, tools))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        lanes
            .into_iter()
            .flat_map(|lane| {
                lane.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    runs.sort_by_key(|run| ENGINES.iter().position(|&e| e == run.engine));
    runs
}

/// Node's test runner on `files` in `engine`, a file at a time.
fn run_engine(
    engine: &'static str,
    root: &Path,
    files: &[PathBuf],
    target: &Target,
    tools: &EngineTools,
) -> EngineRun {
    let started = Instant::now();
    let (result, output) = run_tee_as(
        command("node")
            .current_dir(root)
            .args(["--test", "--test-concurrency=1", "--test-reporter=spec"])
            // A hung page fails its test, not the run; a WebDriver session starts a browser, so
            // a file of several takes minutes on a busy machine (WebKit's games.test.mjs once
            // passed 600 s beside Chromium's tests with other work on the machine).
            .arg("--test-timeout=900000")
            .args(files)
            .env("TAHTA_ENGINE", engine)
            .env("TAHTA_URL", target.url)
            .env("TAHTA_SERVER", target.server)
            .env("TAHTA_DIST", target.dist)
            .env("TAHTA_GECKODRIVER", &tools.geckodriver),
        &format!("[{engine}] "),
    );
    EngineRun {
        engine,
        result,
        output,
        took: started.elapsed(),
    }
}
