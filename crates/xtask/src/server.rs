//! Runs `tahta-server` — the one server of the project, which serves the site and the online
//! rooms — for `serve`, the browser tests and Lighthouse.

use crate::proc::{cargo, describe, run};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// How the server is built: alone, or as `cargo test` builds it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Build {
    /// `cargo build --profile test -p tahta-server`: the server and its dependencies alone
    /// (`serve`, Lighthouse).
    Alone,
    /// `cargo test` with [`RUST_TESTS`] and `--no-run`: every test target, the server's binary
    /// among them.
    /// The dependencies are built with the features the tests' dev-dependencies add (tokio's,
    /// serde's…), so after the `cargo test` stage this builds nothing; the `Alone` build would
    /// build them all again with other features, four minutes of a clean CI run.
    AsTheTests,
}

/// What `cargo test` runs: the workspace, but for the wasm facade (`tahta-wasm`), which has no
/// Rust tests (its own are `tests/wasm/`, on the built module) and whose host build would add
/// wasm-bindgen's macros and `js-sys` to the tests' build for nothing.
pub const RUST_TESTS: [&str; 3] = ["--workspace", "--exclude", "tahta-wasm"];

/// Builds `tahta-server` with the `test` profile (optimised, with debug assertions), the profile
/// `cargo test` builds it with.
pub fn build(root: &Path, how: Build) -> Result<PathBuf, String> {
    let mut command = cargo();
    command.current_dir(root);
    match how {
        Build::Alone => command.args(["build", "--profile", "test", "-p", "tahta-server"]),
        Build::AsTheTests => command.arg("test").args(RUST_TESTS).arg("--no-run"),
    };
    run(&mut command)?;
    let binary = root.join("target").join("debug").join("tahta-server");
    if binary.is_file() {
        Ok(binary)
    } else {
        Err(format!("{} was not built", binary.display()))
    }
}

/// A running `tahta-server` process.
pub struct Running {
    child: Child,
    url: String,
}

impl Running {
    /// The base URL, with a trailing slash (`http://127.0.0.1:8080/`).
    pub fn url(&self) -> String {
        format!("{}/", self.url)
    }

    /// Stops it the graceful way (SIGTERM: sockets told, writes flushed) and waits.
    pub fn stop(mut self) {
        // SAFETY: a plain signal to our own child process.
        unsafe { libc_kill(self.child.id() as i32, SIGTERM) };
        let _ = self.child.wait();
    }

    /// Waits until it exits (for `serve`: Ctrl-C stops both).
    pub fn wait(mut self) -> Result<(), String> {
        let status = self.child.wait().map_err(|e| e.to_string())?;
        if status.success() {
            Ok(())
        } else {
            Err(format!("tahta-server ended: {status}"))
        }
    }
}

const SIGTERM: i32 = 15;

extern "C" {
    #[link_name = "kill"]
    fn libc_kill(pid: i32, signal: i32) -> i32;
}

/// Starts `binary` serving `dist` on 127.0.0.1:`port` (0 picks a free port) with its
/// database in `data`; returns once it listens.
pub fn start(binary: &Path, dist: &Path, data: &Path, port: u16) -> Result<Running, String> {
    let mut command = Command::new(binary);
    command
        .arg("--port")
        .arg(port.to_string())
        .arg("--dist")
        .arg(dist)
        .arg("--data")
        .arg(data)
        .env_remove("TAHTA_DATABASE_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::piped());
    let mut child = command
        .spawn()
        .map_err(|e| format!("{}: {e}", describe(&command)))?;
    let mut line = String::new();
    let stdout = child.stdout.take().ok_or("no output from tahta-server")?;
    let mut reader = BufReader::new(stdout);
    let _ = reader.read_line(&mut line);
    let Some(url) = line.split_whitespace().find(|w| w.starts_with("http://")) else {
        let _ = child.kill();
        let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
        return Err(format!("tahta-server did not start ({status})"));
    };
    let url = url.trim_end_matches('/').to_string();
    // Its first line says where it serves (for `serve`, the address to open).
    print!("{line}");
    // Keep reading (and showing) what it prints, so it never blocks on a full pipe.
    std::thread::spawn(move || {
        for line in reader.lines().map_while(Result::ok) {
            println!("{line}");
        }
    });
    Ok(Running { child, url })
}
