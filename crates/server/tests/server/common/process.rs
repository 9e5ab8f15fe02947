//! `tahta-server` as a separate process, for tests that kill it.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A `tahta-server` process.
pub struct Process {
    pub child: Child,
    pub url: String,
}

impl Process {
    /// Starts one with its SQLite database in `data`.
    pub fn start(data: &Path) -> Process {
        Self::start_with(data, None)
    }

    /// Starts one on the PostgreSQL database `database_url` (SQLite in `data` when `None`).
    pub fn start_with(data: &Path, database_url: Option<&str>) -> Process {
        Self::start_full(data, database_url, &[], None)
    }

    /// Starts one with more command-line arguments and, when `open_files` is given, that many
    /// descriptors at most (its soft and hard limit, so that it cannot raise it).
    pub fn start_full(
        data: &Path,
        database_url: Option<&str>,
        args: &[&str],
        open_files: Option<u64>,
    ) -> Process {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tahta-server"));
        command
            .args(["--port", "0", "--dist", "/nonexistent", "--data"])
            .arg(data)
            .args(args)
            .stdout(Stdio::piped());
        if let Some(limit) = open_files {
            use std::os::unix::process::CommandExt;
            // SAFETY: only setrlimit, which is async-signal-safe, runs between fork and exec.
            unsafe {
                command.pre_exec(move || rlimit::setrlimit(rlimit::Resource::NOFILE, limit, limit));
            }
        }
        match database_url {
            Some(url) => command.env("TAHTA_DATABASE_URL", url),
            None => command.env_remove("TAHTA_DATABASE_URL"),
        };
        let mut child = command.spawn().expect("tahta-server starts");
        let url = served_address(&mut child);
        Process { child, url }
    }

    pub fn ws(&self, room: &str) -> String {
        format!("{}/ws/{room}", self.url.replace("http://", "ws://"))
    }

    /// A hex room with a 10-minute clock, white's seat made and black's claimed over HTTP:
    /// (room, [white's token, black's]).
    pub async fn clocked_hex_room(&self) -> (String, [String; 2]) {
        let created = super::post(
            format!("{}/api/rooms", self.url),
            serde_json::json!({ "variant": "hex", "clock": { "base_s": 600, "inc_s": 0 }, "seat": "w" }),
        )
        .await;
        let room = created["room"].as_str().unwrap().to_string();
        let claim = format!("{}/api/rooms/{room}/claim", self.url);
        let black = super::post(
            claim,
            serde_json::json!({ "invite": created["invites"]["b"] }),
        )
        .await;
        let tokens = [
            created["token"].as_str().unwrap().to_string(),
            black["token"].as_str().unwrap().to_string(),
        ];
        (room, tokens)
    }

    /// A WebSocket client of `room` that said hello with `token`, and the welcome.
    pub async fn join(&self, room: &str, token: &str) -> (super::Client, serde_json::Value) {
        let mut client = super::Client::connect(&self.ws(room)).await;
        let welcome = client.hello(room, Some(token), None).await;
        (client, welcome)
    }

    /// Sends SIGTERM (the server then stops as it does in production).
    pub fn terminate(&self) {
        // SAFETY: a plain signal to our own child process.
        let sent = unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        assert_eq!(sent, 0);
    }

    /// Waits for the process to exit, and checks that it exited cleanly.
    pub async fn exits_cleanly(self) {
        let status = tokio::task::spawn_blocking(move || {
            let mut server = self;
            server.child.wait().unwrap()
        })
        .await
        .unwrap();
        assert!(status.success(), "{status}");
    }

    /// SIGKILL, and wait for it.
    pub fn kill(self) {
        // Drop does it.
    }
}

impl Drop for Process {
    /// A test that fails leaves no server running.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The address a started `tahta-server` says it serves at, from its first line of output.
pub fn served_address(child: &mut Child) -> String {
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("the server's output is piped"))
        .read_line(&mut line)
        .unwrap();
    line.split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .trim_end_matches('/')
        .to_string()
}
