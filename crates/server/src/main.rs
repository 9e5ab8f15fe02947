//! `tahta-server`: serves the Tahta site (`dist/`) and its online rooms. See the crate's
//! README for the API and the protocol.

use clap::Parser;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use tahta_server::address::{Addresses, TrustedProxies};
use tahta_server::push::EndpointPolicy;
use tahta_server::retention::{Retention, DAY};
use tahta_server::{limits::Limits, PushSettings, Settings, Timing};

/// Serves the Tahta site and its online rooms.
#[derive(Parser)]
#[command(name = "tahta-server", version, about)]
struct Cli {
    /// Port to listen on (0 picks a free one).
    #[arg(long, env = "PORT", default_value_t = 8080)]
    port: u16,
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: IpAddr,
    /// Directory of the database (created on first start).
    #[arg(long, default_value = "data")]
    data: PathBuf,
    /// The built static site.
    #[arg(long, default_value = "dist")]
    dist: PathBuf,
    /// PostgreSQL URL (postgres://user@host:port/db), for several instances sharing one
    /// database. Empty or unset: the embedded SQLite file under --data.
    #[arg(long, env = "TAHTA_DATABASE_URL", default_value = "")]
    database_url: String,
    /// Open TCP connections allowed per client address (an IPv4 address or an IPv6 /64).
    #[arg(long, default_value_t = Limits::default().connections_per_address)]
    connections_per_address: u32,
    /// Open WebSockets allowed per client address.
    #[arg(long, default_value_t = Limits::default().sockets_per_address)]
    sockets_per_address: u32,
    /// Rooms one client address may create per minute.
    #[arg(long, default_value_t = Limits::default().rooms_per_minute)]
    rooms_per_minute: u32,
    /// Seconds without a connection before a seat counts as gone.
    #[arg(long, default_value_t = 40)]
    gone_after_s: u64,
    /// A reverse proxy (address or range, e.g. 127.0.0.1 or 10.0.0.0/8) whose
    /// X-Forwarded-For names the client; repeat for several. None: the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "ADDRESS")]
    trusted_proxies: Vec<String>,
    /// An origin besides the server's own host whose pages may use the rooms
    /// (https://tahta.example); repeat for several.
    #[arg(long = "allowed-origin", value_name = "ORIGIN")]
    allowed_origins: Vec<String>,
    /// An address (or range) besides loopback that may read /metrics; repeat for several.
    #[arg(long = "metrics-from", value_name = "ADDRESS")]
    metrics_from: Vec<String>,
    /// For tests only: also send Web Push notifications to http://127.0.0.1:<port>/ endpoints
    /// (a test's push service). Never in production: it opens the loopback to strangers' URLs.
    // The environment variable reads as the README writes it (`=1`), not only `=true`.
    #[arg(long, env = "TAHTA_PUSH_INSECURE_ENDPOINTS", value_parser = clap::builder::FalseyValueParser::new())]
    push_insecure_endpoints: bool,
    /// Who push services may contact about this server's notifications (a mailto: or https:
    /// URL, sent in each push's VAPID signature).
    #[arg(
        long,
        env = "TAHTA_PUSH_CONTACT",
        default_value = "mailto:tahta@localhost"
    )]
    push_contact: String,
    /// Days a finished game is kept after its end, then deleted (waiting rooms go when their
    /// invitations expire after 30 days, aborted ones 7 days after they were called off).
    #[arg(long, default_value_t = 365, value_parser = clap::value_parser!(u64).range(1..=36_500))]
    keep_finished_days: u64,
    /// For tests only: a day of a game by days lasts this many milliseconds.
    #[arg(long, env = "TAHTA_TEST_DAY_MS", hide = true, value_parser = clap::value_parser!(u64).range(1..))]
    test_day_ms: Option<u64>,
    /// How the log is written: `text` for people, `json` (one object a line) for a collector.
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    /// Something to do instead of serving.
    #[command(subcommand)]
    command: Option<Command>,
}

/// What the server can do besides serving.
#[derive(clap::Subcommand)]
enum Command {
    /// Copies the SQLite database under --data to a new file, consistently, while a server
    /// may be serving from it. (With PostgreSQL, use pg_dump.)
    Backup {
        /// The new file.
        #[arg(long)]
        to: PathBuf,
    },
}

/// The log's format.
#[derive(Clone, Copy, clap::ValueEnum)]
enum LogFormat {
    /// One readable line per event.
    Text,
    /// One JSON object per line.
    Json,
}

/// Sends `tracing`'s events to stderr, at `info` and above (`RUST_LOG` is not read: the
/// server's own lines are what an operator needs, not its libraries').
fn init_log(format: LogFormat) {
    let builder = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(tracing::Level::INFO)
        .with_target(false);
    match format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().flatten_event(true).init(),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    init_log(cli.log_format);
    // One descriptor per socket: the soft limit is often 1024 while the hard one is far higher.
    if let Err(e) = rlimit::increase_nofile_limit(u64::MAX) {
        eprintln!("tahta-server: cannot raise the open-files limit: {e}");
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tahta-server: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let database_url = match cli.database_url.trim() {
        "" => None,
        url if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            Some(url.to_string())
        }
        url => {
            // Never print a password: only the scheme is shown.
            let scheme = url.split(':').next().unwrap_or_default();
            eprintln!(
                "tahta-server: TAHTA_DATABASE_URL must be a postgres:// URL (or unset for SQLite \
                 under --data), found a '{scheme}:' URL"
            );
            return ExitCode::from(2);
        }
    };
    if let Some(Command::Backup { to }) = &cli.command {
        if database_url.is_some() {
            eprintln!(
                "tahta-server: the rooms are in PostgreSQL: back them up with pg_dump \
                 (e.g. pg_dump --format=custom --file=tahta.dump \"$TAHTA_DATABASE_URL\")"
            );
            return ExitCode::from(2);
        }
        let from = cli.data.join("tahta.sqlite3");
        return match tahta_server::store::sqlite::backup(&from, to) {
            Ok(()) => {
                println!("{} copied to {}", from.display(), to.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tahta-server: backup: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let trusted_proxies = match Addresses::parse(&cli.trusted_proxies) {
        Ok(addresses) => TrustedProxies(addresses),
        Err(e) => {
            eprintln!("tahta-server: --trusted-proxy: {e}");
            return ExitCode::from(2);
        }
    };
    let metrics_from = match Addresses::parse(&cli.metrics_from) {
        Ok(addresses) => addresses,
        Err(e) => {
            eprintln!("tahta-server: --metrics-from: {e}");
            return ExitCode::from(2);
        }
    };
    let settings = Settings {
        database_url,
        timing: Timing {
            gone_after: std::time::Duration::from_secs(cli.gone_after_s),
            day: cli
                .test_day_ms
                .map_or(Timing::default().day, std::time::Duration::from_millis),
            retention: Retention {
                keep_finished: DAY * cli.keep_finished_days as u32,
                ..Retention::default()
            },
            ..Timing::default()
        },
        limits: Limits {
            connections_per_address: cli.connections_per_address,
            sockets_per_address: cli.sockets_per_address,
            rooms_per_minute: cli.rooms_per_minute,
            ..Limits::default()
        },
        trusted_proxies,
        allowed_origins: cli.allowed_origins,
        metrics_from,
        push: PushSettings {
            contact: cli.push_contact,
            policy: EndpointPolicy {
                insecure_loopback: cli.push_insecure_endpoints,
            },
        },
        ..Settings::new(SocketAddr::new(cli.host, cli.port), cli.dist, cli.data)
    };
    runtime.block_on(async move {
        let server = match tahta_server::start(settings).await {
            Ok(s) => s,
            Err(e) => {
                eprintln!("tahta-server: {e}");
                return ExitCode::FAILURE;
            }
        };
        println!("Tahta is served at {}/ (Ctrl-C stops it)", server.url());
        wait_for_signal().await;
        eprintln!("tahta-server: stopping (telling every connection, storing what is pending)");
        server.stop().await;
        ExitCode::SUCCESS
    })
}

/// Waits for SIGTERM or Ctrl-C.
async fn wait_for_signal() {
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .expect("SIGTERM can be watched");
    tokio::select! {
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
}
