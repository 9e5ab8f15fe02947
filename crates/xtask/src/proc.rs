//! Running other programs: the commands xtask drives, with their output shown as it comes.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The cargo that runs us (`cargo xtask` sets `$CARGO`), so nested builds use the same toolchain.
/// They build without incremental compilation: its data only pays back at the next edit of a
/// crate, and writing it cost a clean clone's test build (what CI runs) 154 s of the workspace's
/// crates against 120 s without, on two cores. A `cargo test` by hand keeps it.
pub fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.stdin(Stdio::null()).env("CARGO_INCREMENTAL", "0");
    command
}

/// A command with no standard input: nothing run from here may wait for a person (CI has none).
pub fn command(program: impl AsRef<OsStr>) -> Command {
    let mut command = Command::new(program);
    command.stdin(Stdio::null());
    command
}

/// A printable form of a command, for messages: the program's name (not its whole path) and
/// the arguments.
pub fn describe(command: &Command) -> String {
    let program = Path::new(command.get_program());
    let mut text = program
        .file_name()
        .unwrap_or(program.as_os_str())
        .to_string_lossy()
        .into_owned();
    for arg in command.get_args() {
        text.push(' ');
        text.push_str(&arg.to_string_lossy());
    }
    text
}

/// Runs a command with its output going straight to ours; `Err` names it and how it ended.
pub fn run(command: &mut Command) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|e| format!("could not start `{}`: {e}", describe(command)))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{}` failed ({status})", describe(command)))
    }
}

/// Runs a command and returns its standard output, or `None` when it cannot run or fails.
pub fn output(command: &mut Command) -> Option<String> {
    let out = command.stderr(Stdio::null()).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs a command, showing its standard output line by line as it comes and also returning it
/// (to count the tests it reports). Standard error goes straight through.
pub fn run_tee(command: &mut Command) -> (Result<(), String>, String) {
    run_tee_as(command, "")
}

/// `run_tee` for a command running beside others: each line it shows starts with `prefix`
/// (the returned output has none).
pub fn run_tee_as(command: &mut Command, prefix: &str) -> (Result<(), String>, String) {
    let mut child = match command.stdout(Stdio::piped()).spawn() {
        Ok(child) => child,
        Err(e) => {
            return (
                Err(format!("could not start `{}`: {e}", describe(command))),
                String::new(),
            )
        }
    };
    let mut captured = String::new();
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // One lock per line: lines of commands running side by side never mix.
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{prefix}{line}");
            let _ = out.flush();
            captured.push_str(&line);
            captured.push('\n');
        }
    }
    let result = match child.wait() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(format!("`{}` failed ({status})", describe(command))),
        Err(e) => Err(format!("`{}`: {e}", describe(command))),
    };
    (result, captured)
}

/// Finds a program on `$PATH`, then in the extra directories given.
pub fn find_program(name: &str, extra_dirs: &[PathBuf]) -> Option<PathBuf> {
    let path_dirs = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    path_dirs
        .iter()
        .chain(extra_dirs)
        .map(|dir| dir.join(name))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// Where `cargo install` puts binaries: `$CARGO_HOME/bin`, by default `~/.cargo/bin`.
pub fn cargo_bin_dir() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        return Some(PathBuf::from(home).join("bin"));
    }
    std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo").join("bin"))
}
