//! Installs what the build and the tests need, only when it is missing: a second run with
//! everything present costs a few process starts. One line per step.

use crate::engines::{self, EngineTools};
use crate::proc::{cargo, cargo_bin_dir, command, find_program, output, run};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The system Chromium (Debian's `chromium` package): Lighthouse measures the pages with it, and
/// the browser tests that need what the headless shell lacks (notifications, a wake lock, the
/// clipboard) drive it.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// Chromium's headless shell (Debian's `chromium-headless-shell`), which the other browser tests
/// drive: they take half the time on it (tests/e2e/harness.mjs).
const HEADLESS_SHELL: &str = "/usr/bin/chromium-headless-shell";
const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// What a command needs installed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// The site: the wasm32 target and wasm-bindgen-cli for the wasm build, Node, and the npm
    /// packages of `tools/site`: Binaryen to optimise the modules, esbuild to bundle and minify
    /// the pages' code (`serve`, `dist`).
    Site,
    /// The site, plus rustfmt and clippy, PostgreSQL (the server's tests start a throwaway
    /// cluster), Chromium, Node and the browser tests' npm packages, and the other engines of
    /// the cross-engine tests (WebKitGTK, Firefox, geckodriver; see `engines`).
    Everything,
    /// The site, Chromium, Node and Lighthouse's npm packages (`tests/perf`).
    Lighthouse,
}

/// The tools found or installed, for the steps that use them.
pub struct Tools {
    /// The `wasm-bindgen` binary of the pinned version.
    pub wasm_bindgen: PathBuf,
    /// What the cross-engine tests need (`Needs::Everything` only).
    pub engines: Option<EngineTools>,
}

/// Installs what `needs` asks for that is missing. The tools built from crates.io
/// (wasm-bindgen-cli, geckodriver) compile in a thread of their own while the Debian packages
/// come in one apt transaction (one `apt-get update`, one unpacking) and npm fetches the
/// packages: on a fresh machine apt and npm mostly wait on the network and the disk while a
/// compile keeps both cores busy, so side by side the set-up takes about as long as the longer
/// of the two.
pub fn ensure(root: &Path, needs: Needs) -> Result<Tools, String> {
    if needs == Needs::Everything {
        ensure_rust_components()?;
    }
    ensure_wasm_target()?;
    let packages = missing_packages(needs);
    let (wasm_bindgen, geckodriver) = std::thread::scope(|scope| {
        let built = scope.spawn(|| {
            let wasm_bindgen = ensure_wasm_bindgen(root)?;
            let geckodriver = match needs {
                Needs::Everything => Some(engines::ensure_geckodriver()?),
                _ => None,
            };
            Ok::<_, String>((wasm_bindgen, geckodriver))
        });
        let fetched = install_packages(&packages)
            .and_then(|()| check_packages(needs))
            .and_then(|()| ensure_npm_packages(root, "tools/site", "esbuild"))
            .and_then(|()| match needs {
                Needs::Site => Ok(()),
                Needs::Everything => ensure_npm_packages(root, "tests/e2e", "playwright-core"),
                Needs::Lighthouse => ensure_npm_packages(root, "tests/perf", "lighthouse"),
            });
        let built = built
            .join()
            .unwrap_or_else(|_| Err("the thread installing the crates.io tools panicked".into()));
        fetched.and(built)
    })?;
    Ok(Tools {
        wasm_bindgen,
        engines: geckodriver.map(|geckodriver| EngineTools { geckodriver }),
    })
}

/// A font with the Chinese characters, Simplified and Traditional (WenQuanYi Micro Hei, 1.6 MB):
/// the page shows Chinese in the device's own fonts, so the browser tests need one on this
/// machine to lay the Chinese screens out as a phone does, not with blank boxes of another size.
const CJK_FONT: &str = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

/// nginx, which the server's proxy test starts (Debian's `nginx-light`).
const NGINX: &str = "/usr/sbin/nginx";

/// The Debian packages `needs` asks for that are missing: Node, and for the tests PostgreSQL
/// (the server's tests start a throwaway cluster) and nginx, Chromium and its headless shell, a
/// Chinese font and the other engines' browsers.
fn missing_packages(needs: Needs) -> Vec<&'static str> {
    let mut missing = Vec::new();
    if node_major().is_none() {
        missing.extend(["nodejs", "npm"]);
    }
    if needs == Needs::Everything && !initdb_present() {
        missing.push("postgresql");
    }
    // The server's proxy test puts nginx in front of two instances.
    if needs == Needs::Everything && !Path::new(NGINX).is_file() {
        missing.push("nginx-light");
    }
    if needs != Needs::Site && !Path::new(CHROMIUM).exists() {
        missing.push("chromium");
    }
    if needs == Needs::Everything && !Path::new(HEADLESS_SHELL).exists() {
        missing.push("chromium-headless-shell");
    }
    if needs == Needs::Everything && !Path::new(CJK_FONT).is_file() {
        missing.push("fonts-wqy-microhei");
    }
    if needs == Needs::Everything {
        missing.extend(engines::missing_packages());
    }
    missing
}

/// Installs `packages` with apt in one transaction, or says that nothing was missing.
fn install_packages(packages: &[&str]) -> Result<(), String> {
    if packages.is_empty() {
        done("the Debian packages present");
        return Ok(());
    }
    installing(&format!("{} (apt-get install)", packages.join(", ")));
    apt_install(packages)
}

/// Checks that what apt was to bring is there now (asking `missing_packages` again, so the two
/// cannot disagree), naming what is not, and that Node is recent enough.
fn check_packages(needs: Needs) -> Result<(), String> {
    if let Some(package) = missing_packages(needs).first() {
        return Err(format!("installed {package}, but it is still missing"));
    }
    let major = node_major().ok_or("`node --version` fails: is Node installed?")?;
    if major < 20 {
        return Err(format!(
            "the site's build and the browser tests need Node 20 or later; this machine has Node {major}"
        ));
    }
    done(&format!("node {major} present"));
    Ok(())
}

/// Says that a step found what it needs.
pub fn done(message: &str) {
    println!("✓ {message}");
}

/// Says that a step installs something (which may take a while).
pub fn installing(message: &str) {
    println!("installing {message} …");
}

fn ensure_rust_components() -> Result<(), String> {
    let present = |tool: &str| output(cargo().args([tool, "--version"])).is_some();
    let missing: Vec<&str> = [("fmt", "rustfmt"), ("clippy", "clippy")]
        .into_iter()
        .filter(|(tool, _)| !present(tool))
        .map(|(_, component)| component)
        .collect();
    if missing.is_empty() {
        done("rustfmt and clippy present");
        return Ok(());
    }
    installing(&missing.join(" and "));
    run(command("rustup").args(["component", "add"]).args(&missing))
}

fn ensure_wasm_target() -> Result<(), String> {
    let installed = output(command("rustup").args(["target", "list", "--installed"]))
        .ok_or("`rustup target list --installed` failed: is rustup installed?")?;
    if installed.lines().any(|line| line.trim() == WASM_TARGET) {
        done("wasm32 target present");
        return Ok(());
    }
    installing("the wasm32 target (rustup target add wasm32-unknown-unknown)");
    run(command("rustup").args(["target", "add", WASM_TARGET]))
}

/// The wasm-bindgen version pinned in the root Cargo.toml (`wasm-bindgen = "=X.Y.Z"`).
pub fn pinned_wasm_bindgen(cargo_toml: &str) -> Option<String> {
    cargo_toml.lines().find_map(|line| {
        let rest = line.trim().strip_prefix("wasm-bindgen")?;
        let rest = rest.trim_start();
        // Either `= "=0.2.x"` or `= { version = "=0.2.x", … }`.
        let rest = rest.strip_prefix('=')?;
        let start = rest.find('"')? + 1;
        let end = start + rest[start..].find('"')?;
        let version = rest[start..end].trim_start_matches('=').trim();
        (!version.is_empty()).then(|| version.to_string())
    })
}

fn wasm_bindgen_version(binary: &Path) -> Option<String> {
    // Prints `wasm-bindgen 0.2.130`.
    let text = output(command(binary).arg("--version"))?;
    text.split_whitespace().nth(1).map(str::to_string)
}

fn ensure_wasm_bindgen(root: &Path) -> Result<PathBuf, String> {
    let manifest = std::fs::read_to_string(root.join("Cargo.toml"))
        .map_err(|e| format!("reading Cargo.toml: {e}"))?;
    let pinned = pinned_wasm_bindgen(&manifest)
        .ok_or("no `wasm-bindgen = \"=X.Y.Z\"` in the root Cargo.toml")?;
    let extra: Vec<PathBuf> = cargo_bin_dir().into_iter().collect();
    if let Some(binary) = find_program("wasm-bindgen", &extra) {
        if wasm_bindgen_version(&binary).as_deref() == Some(pinned.as_str()) {
            done(&format!("wasm-bindgen {pinned} present"));
            return Ok(binary);
        }
    }
    installing(&format!(
        "wasm-bindgen-cli {pinned} (cargo install; a few minutes, once)"
    ));
    // Not `--locked`: its lock file names a crate version that the registry mirror lacks.
    run(cargo().args([
        "install",
        "wasm-bindgen-cli",
        "--version",
        &format!("={pinned}"),
    ]))?;
    // Prefer the freshly installed binary over an older one that may be earlier on $PATH.
    let candidates = extra.iter().map(|dir| dir.join("wasm-bindgen"));
    let binary = candidates
        .chain(find_program("wasm-bindgen", &[]))
        .find(|b| wasm_bindgen_version(b).as_deref() == Some(pinned.as_str()))
        .ok_or(format!(
            "installed wasm-bindgen-cli {pinned}, but no wasm-bindgen of that version runs"
        ))?;
    done(&format!("wasm-bindgen {pinned} installed"));
    Ok(binary)
}

/// `apt-get`, through sudo when we are not root.
fn apt_get() -> std::process::Command {
    let root = output(command("id").arg("-u")).is_some_and(|uid| uid.trim() == "0");
    let mut apt = if root {
        command("apt-get")
    } else {
        let mut sudo = command("sudo");
        sudo.arg("apt-get");
        sudo
    };
    apt.env("DEBIAN_FRONTEND", "noninteractive");
    apt
}

/// Installs Debian packages (after refreshing the package lists), without recommended extras.
pub fn apt_install(packages: &[&str]) -> Result<(), String> {
    run(apt_get().args(["update", "-q"]))?;
    run(apt_get()
        .args(["install", "-y", "-q", "--no-install-recommends"])
        .args(packages))
}

/// Whether `initdb` is on the PATH or in Debian's versioned directory.
fn initdb_present() -> bool {
    let debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path().join("bin"))
                .collect()
        })
        .unwrap_or_default();
    find_program("initdb", &debian).is_some()
}

fn node_major() -> Option<u32> {
    // Prints `v20.20.2`.
    let version = output(command("node").arg("--version"))?;
    version
        .trim()
        .trim_start_matches('v')
        .split('.')
        .next()?
        .parse()
        .ok()
}

fn modified(path: &Path) -> Option<SystemTime> {
    path.metadata().and_then(|m| m.modified()).ok()
}

/// `npm ci` in the folder `name` (relative to the root) unless its packages are installed
/// already; `main` is the package that must be there afterwards.
fn ensure_npm_packages(root: &Path, name: &str, main: &str) -> Result<(), String> {
    let dir = root.join(name);
    let lock = modified(&dir.join("package-lock.json"))
        .ok_or(format!("{name}/package-lock.json is missing"))?;
    // npm rewrites node_modules/.package-lock.json on every install.
    let installed = modified(&dir.join("node_modules").join(".package-lock.json"));
    if installed.is_some_and(|installed| installed >= lock) {
        done(&format!("npm packages of {name} present"));
        return Ok(());
    }
    installing(&format!("the npm packages of {name} (npm ci)"));
    run(command("npm")
        .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
        .current_dir(&dir)
        // playwright-core and lighthouse drive the system Chromium; nothing may download one.
        .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
        .env("PUPPETEER_SKIP_DOWNLOAD", "1")
        .env("npm_config_update_notifier", "false"))?;
    if !dir.join("node_modules").join(main).is_dir() {
        return Err(format!("npm ci ran, but {name}/node_modules has no {main}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::pinned_wasm_bindgen;

    #[test]
    fn reads_the_pinned_version() {
        let toml = "[workspace.dependencies]\nwasm-bindgen-futures = \"0.4\"\n\
                    wasm-bindgen = \"=0.2.130\"\nserde = \"1\"\n";
        // `wasm-bindgen-futures` must not be taken for `wasm-bindgen`.
        assert_eq!(pinned_wasm_bindgen(toml).as_deref(), Some("0.2.130"));
        let table = "wasm-bindgen = { version = \"=0.2.99\", default-features = false }";
        assert_eq!(pinned_wasm_bindgen(table).as_deref(), Some("0.2.99"));
        assert_eq!(pinned_wasm_bindgen("serde = \"1\""), None);
    }

    #[test]
    fn reads_the_workspace_manifest() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml");
        let toml = std::fs::read_to_string(root).unwrap();
        let version = pinned_wasm_bindgen(&toml).expect("a pinned wasm-bindgen");
        assert!(version.starts_with("0."), "{version}");
    }
}
