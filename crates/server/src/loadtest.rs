//! The load generator (`tahta-server loadtest`).

use std::process::ExitCode;

/// Options of `tahta-server loadtest`.
#[derive(clap::Args, Debug)]
pub struct Options {
    /// The server's base URL.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    pub url: String,
}

/// Runs the load test.
pub async fn run(_options: Options) -> ExitCode {
    ExitCode::FAILURE
}
