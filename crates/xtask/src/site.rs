//! The site: the wasm build, a module per game, into `www/pkg/<game>/`, and the static site in
//! `dist/`.

use crate::precache;
use crate::proc::{cargo, command, run};
use crate::setup::Tools;
use flate2::write::GzEncoder;
use flate2::Compression;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The files at the site root that ship when present; `www/` ships whole.
const ROOT_FILES: [&str; 3] = ["index.html", "manifest.webmanifest", "sw.js"];

fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// The wasm build's own target directory, under the usual one: `cargo xtask test` runs the Rust
/// tests while the wasm builds, and two Cargo runs on one target directory wait for each other.
fn wasm_target_dir(root: &Path) -> PathBuf {
    target_dir(root).join("wasm")
}

/// Cargo's variable for the wasm target's compiler flags: they reach the wasm build only, not
/// build scripts and proc macros compiled for the host.
const WASM_RUSTFLAGS: &str = "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS";

/// The wasm build's compiler flags: any set in the environment, plus WebAssembly SIMD.
///
/// SIMD128 gives hexagonal chess its 128-bit cell sets as single `v128` values (see
/// crates/engine/src/hex/geometry.rs); without it each operation is split into 64-bit halves
/// and hex move generation runs at well under half the native speed. Every current browser
/// runs wasm SIMD: Chrome and Edge since 91, Firefox since 89, Safari since 16.4 (iOS 16.4,
/// March 2023); an older browser refuses the module, as it refuses the app's other modern
/// features. (`RUSTFLAGS`, when set, overrides this variable, as Cargo documents.)
fn wasm_rustflags() -> String {
    let set = std::env::var(WASM_RUSTFLAGS).unwrap_or_default();
    format!("{set} -C target-feature=+simd128")
        .trim()
        .to_string()
}

/// The games of the site, in menu order: the default features of `tahta-wasm`, one per game
/// (crates/wasm/Cargo.toml), so the list of games is written in one place.
pub fn games(root: &Path) -> Result<Vec<String>, String> {
    let manifest = root.join("crates/wasm/Cargo.toml");
    let text =
        std::fs::read_to_string(&manifest).map_err(|e| format!("{}: {e}", manifest.display()))?;
    default_features(&text).ok_or(format!(
        "{}: no `default = [\"…\"]` line under [features]",
        manifest.display()
    ))
}

/// The names in the `default = [...]` line of a manifest's `[features]` table.
fn default_features(manifest: &str) -> Option<Vec<String>> {
    let features = manifest.split("[features]").nth(1)?;
    let line = features
        .lines()
        .take_while(|line| !line.trim_start().starts_with('['))
        .find(|line| line.trim_start().starts_with("default"))?;
    let list = line.split_once('=')?.1.trim();
    let list = list.strip_prefix('[')?.strip_suffix(']')?;
    let names: Vec<String> = list
        .split(',')
        .map(|name| name.trim().trim_matches('"').to_string())
        .filter(|name| !name.is_empty())
        .collect();
    (!names.is_empty()).then_some(names)
}

/// Builds the engine to wasm, one module per game, and writes each with its JS bindings to
/// `www/pkg/<game>/`, optimised by Binaryen's `wasm-opt`.
///
/// Why one module per game: every page that plays downloads its module before the board can
/// be used, and the rules and search of the four games together weigh four times what one
/// game's do. Each module is the whole engine interface (`tahta-wasm`) built with that game's
/// feature alone; it knows only its game, and says so (an unknown variant) when asked for
/// another, which is how the page finds the module a pasted record needs.
///
/// Each game's `wasm-opt` runs while Cargo builds the next game (it takes seconds, and the
/// last link of a release build keeps one core busy), so the pass costs little of the build.
pub fn build_wasm(root: &Path, tools: &Tools) -> Result<(), String> {
    let pkg = root.join("www").join("pkg");
    // Generated output only: clear it so no stale file of an older build ships.
    if pkg.exists() {
        std::fs::remove_dir_all(&pkg).map_err(|e| format!("clearing www/pkg: {e}"))?;
    }
    let mut optimising = Vec::new();
    for game in games(root)? {
        println!("building the wasm of {game} (release) …");
        run(cargo()
            .current_dir(root)
            .args(["build", "--release", "--target", "wasm32-unknown-unknown"])
            .arg("--target-dir")
            .arg(wasm_target_dir(root))
            .args(["-p", "tahta-wasm", "--no-default-features", "--features"])
            .arg(&game)
            .env(WASM_RUSTFLAGS, wasm_rustflags()))?;
        let wasm = wasm_target_dir(root).join("wasm32-unknown-unknown/release/tahta_wasm.wasm");
        let out = pkg.join(&game);
        // The function names (the `name` section, a tenth of the module) only make a panic's
        // stack trace readable; every page that plays downloads the module, so they are left
        // out.
        run(command(&tools.wasm_bindgen)
            .current_dir(root)
            .args(["--target", "web", "--no-typescript"])
            .args([
                "--remove-name-section",
                "--remove-producers-section",
                "--out-dir",
            ])
            .arg(&out)
            .arg(&wasm))?;
        optimising.push((game, start_wasm_opt(root, &out.join("tahta_wasm_bg.wasm"))?));
    }
    for (game, optimiser) in optimising {
        let built = optimiser.finish()?;
        let bytes = std::fs::read(&built).map_err(|e| format!("{}: {e}", built.display()))?;
        println!(
            "✓ www/pkg/{game}/tahta_wasm_bg.wasm: {} raw, {} gzip",
            kb(bytes.len()),
            kb(gzip_size(&bytes))
        );
    }
    Ok(())
}

/// The WebAssembly features the engine's modules use, named for `wasm-opt`, which must be told
/// (an optimiser that assumed fewer would refuse the module; one that assumed more could emit
/// instructions a browser of the list in `wasm_rustflags` lacks). SIMD is asked for there;
/// Rust's wasm32 target turns on the others by default, and wasm-bindgen keeps its table of
/// JavaScript values in a reference-typed table.
const WASM_FEATURES: [&str; 7] = [
    "--enable-simd",
    "--enable-bulk-memory",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-multivalue",
    "--enable-reference-types",
];

/// A `wasm-opt` at work on one module, writing beside it until `finish` puts it in place.
struct WasmOpt {
    child: std::process::Child,
    module: PathBuf,
    optimised: PathBuf,
}

/// Starts Binaryen's `wasm-opt -O3` (pinned in `tools/site`, installed by the set-up) on
/// `module`.
///
/// Why a second optimiser after LLVM's: Binaryen knows WebAssembly's own costs (locals,
/// blocks, what V8's compilers do with them) and, run on these modules, made the engine's
/// searches and perft about a tenth faster in the browser and the modules some 7% smaller
/// (measured with `tests/bench/compare.mjs`). The Binaryen of Debian's package (version 108)
/// is not used: it turns wasm-bindgen's table of JavaScript values into a table of functions,
/// and the module then fails to start.
fn start_wasm_opt(root: &Path, module: &Path) -> Result<WasmOpt, String> {
    let optimised = module.with_extension("opt.wasm");
    let mut wasm_opt = command("node");
    wasm_opt
        .arg(root.join("tools/site/node_modules/binaryen/bin/wasm-opt"))
        .args(WASM_FEATURES)
        .arg("-O3")
        .arg(module)
        .arg("-o")
        .arg(&optimised);
    let child = wasm_opt.spawn().map_err(|e| {
        format!(
            "could not start `{}`: {e}",
            crate::proc::describe(&wasm_opt)
        )
    })?;
    Ok(WasmOpt {
        child,
        module: module.to_path_buf(),
        optimised,
    })
}

impl WasmOpt {
    /// Waits for `wasm-opt`, then replaces the module with its output; returns the module's path.
    fn finish(mut self) -> Result<PathBuf, String> {
        let status = self
            .child
            .wait()
            .map_err(|e| format!("wasm-opt on {}: {e}", self.module.display()))?;
        if !status.success() {
            return Err(format!(
                "wasm-opt on {} failed ({status})",
                self.module.display()
            ));
        }
        std::fs::rename(&self.optimised, &self.module)
            .map_err(|e| format!("{}: {e}", self.module.display()))?;
        Ok(self.module)
    }
}

/// The size of `bytes` gzipped at the best level, as a static host would send them.
pub fn gzip_size(bytes: &[u8]) -> usize {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().map(|v| v.len()).unwrap_or(bytes.len())
}

fn kb(bytes: usize) -> String {
    format!("{:.1} KB", bytes as f64 / 1000.0)
}

/// Writes the complete static site to `dist/`: the root files that exist and `www/` (with the
/// wasm in `www/pkg`, so build it first), its JavaScript bundled and minified, its CSS minified.
/// Returns the directory.
pub fn make_dist(root: &Path) -> Result<PathBuf, String> {
    let dist = root.join("dist");
    if dist.exists() {
        std::fs::remove_dir_all(&dist).map_err(|e| format!("clearing dist/: {e}"))?;
    }
    std::fs::create_dir_all(&dist).map_err(|e| format!("creating dist/: {e}"))?;
    for name in ROOT_FILES {
        let source = root.join(name);
        if source.is_file() {
            copy(&source, &dist.join(name))?;
        } else if name == "index.html" {
            println!("⚠ no index.html at the repository root: the site has no page yet");
        }
    }
    copy_tree(&root.join("www"), &dist.join("www"), &|path| {
        !is_bundled_source(path)
    })?;
    for game in games(root)? {
        if !dist
            .join(format!("www/pkg/{game}/tahta_wasm_bg.wasm"))
            .is_file()
        {
            return Err(format!(
                "dist/www/pkg/{game} has no tahta_wasm_bg.wasm: build the wasm first"
            ));
        }
    }
    bundle(root, &dist)?;
    // Last: the service worker lists (and hashes) every other file of the site.
    if let Some(version) = precache::write_service_worker(&dist)? {
        println!("✓ dist/sw.js: version {version}, precaches every other file");
    }
    let mut files = Vec::new();
    list_tree(&dist, &mut files)?;
    let (mut raw, mut gzip) = (0, 0);
    for file in &files {
        let bytes = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
        raw += bytes.len();
        gzip += gzip_size(&bytes);
    }
    println!(
        "✓ dist/: {} files, {} raw, {} gzip",
        files.len(),
        kb(raw),
        kb(gzip)
    );
    // After the figures and the service worker's list, which are of the site's own files.
    run(command("node")
        .arg(root.join("tools/site/compress.mjs"))
        .arg(&dist))?;
    Ok(dist)
}

/// Whether a file of `www/` reaches `dist/` only through the bundle: every JavaScript module but
/// the wasm glue code in `pkg/`, which wasm-bindgen wrote for its own module and which stays as
/// it is; and the type declarations of the vendored library (`www/vendor/*/*.d.ts`, read by
/// TypeScript's check only), which no page asks for.
fn is_bundled_source(path: &Path) -> bool {
    let in_pkg = path.components().any(|c| c.as_os_str() == "pkg");
    path.extension().is_some_and(|e| e == "js" || e == "ts") && !in_pkg
}

/// Bundles and minifies the pages' JavaScript into `dist/www` with esbuild (installed in
/// `tools/site` by the set-up; `tools/site/build.mjs` does the work) and minifies the CSS there.
///
/// Why bundle: a game's page runs some sixty modules before its board is drawn, and a browser
/// finds them one level of imports at a time, six downloads at a time over HTTP/1.1: on a phone's
/// network each level and each batch costs a round trip, and those, not the bytes, made up most
/// of the time before a game's page could be used. Bundled with code splitting, the page needs a
/// handful of files, found in two or three levels (and `index.html` names the first level, so
/// they start with the page). Splitting keeps what a page does not need out of its download:
/// each game's own parts, the rules pages and the online room stay files of their own, loaded
/// when opened, as before.
///
/// What minifying takes away is what a phone should not download: the comments (long "why"
/// notes in this code base), the indentation and the long local names. The target is the
/// language the code is written in (ES2022: private fields, top-level await), so nothing is
/// rewritten into older forms, and UTF-8 text (the Turkish strings, the Chinese characters of
/// Three Kingdoms) stays as it is instead of growing into escapes. The service worker is left
/// alone: the precache step writes into it afterwards.
fn bundle(root: &Path, dist: &Path) -> Result<(), String> {
    run(command("node")
        .arg(root.join("tools/site/build.mjs"))
        .arg(root.join("www"))
        .arg(dist))
}

fn copy(source: &Path, target: &Path) -> Result<(), String> {
    if let Some(dir) = target.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::copy(source, target).map_err(|e| format!("{}: {e}", target.display()))?;
    Ok(())
}

/// Copies a directory, leaving out hidden files (`.gitignore`, editor files), anything that is
/// not a plain file or directory, and the files `keep` refuses (a folder left with none is not
/// made).
fn copy_tree(source: &Path, target: &Path, keep: &dyn Fn(&Path) -> bool) -> Result<(), String> {
    for (path, is_dir) in visible_entries(source)? {
        let target = target.join(path.file_name().unwrap_or_default());
        if is_dir {
            copy_tree(&path, &target, keep)?;
        } else if keep(&path) {
            copy(&path, &target)?;
        }
    }
    Ok(())
}

/// Every plain file under `dir`, in name order.
fn list_tree(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    for (path, is_dir) in visible_entries(dir)? {
        if is_dir {
            list_tree(&path, files)?;
        } else {
            files.push(path);
        }
    }
    Ok(())
}

/// The plain files and directories of `dir` (not hidden, not `node_modules`), in name order,
/// each with whether it is a directory.
fn visible_entries(dir: &Path) -> Result<Vec<(PathBuf, bool)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut entries: Vec<_> = entries.filter_map(Result::ok).collect();
    entries.sort_by_key(|e| e.file_name());
    Ok(entries
        .into_iter()
        .filter(|e| {
            let name = e.file_name();
            !name.to_string_lossy().starts_with('.') && name != "node_modules"
        })
        .filter_map(|e| {
            let kind = e.file_type().ok()?;
            (kind.is_dir() || kind.is_file()).then(|| (e.path(), kind.is_dir()))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::{default_features, gzip_size};

    #[test]
    fn reads_the_games_from_the_default_features() {
        let manifest = "[package]\nname = \"x\"\n\n[features]\n# the games\n\
                        default = [\"jungle\", \"hex\"]\njungle = []\n\n[dependencies]\n";
        assert_eq!(default_features(manifest).unwrap(), ["jungle", "hex"]);
        assert_eq!(default_features("[features]\njungle = []\n"), None);
        assert_eq!(
            default_features("[dependencies]\ndefault = [\"a\"]\n"),
            None
        );
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        assert_eq!(
            super::games(&root).unwrap(),
            ["jungle", "hex", "timur", "sanguo"]
        );
    }

    #[test]
    fn gzip_shrinks_repetitive_bytes() {
        let bytes = vec![b'a'; 10_000];
        let size = gzip_size(&bytes);
        assert!(size > 18 && size < 200, "{size}");
    }
}
