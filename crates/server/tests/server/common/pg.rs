//! A throwaway PostgreSQL cluster for the tests: Debian's `initdb`/`pg_ctl`, run as the
//! `postgres` user when the tests run as root, on 127.0.0.1 and a free port, stopped and
//! removed when the test process exits. One cluster shared by the tests of the binary, one
//! database per test; a test that stops and restarts PostgreSQL gets a cluster of its own.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

/// A running cluster.
pub struct Cluster {
    pub port: u16,
    pub dir: PathBuf,
    bin: PathBuf,
}

static CLUSTER: OnceLock<Cluster> = OnceLock::new();
static STOP: Mutex<Option<(PathBuf, PathBuf)>> = Mutex::new(None);

fn find_bin() -> PathBuf {
    for dir in std::env::var("PATH").unwrap_or_default().split(':') {
        if Path::new(dir).join("initdb").is_file() {
            return PathBuf::from(dir);
        }
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path().join("bin"))
                .collect()
        })
        .unwrap_or_default();
    versions.sort();
    versions
        .pop()
        .filter(|b| b.join("initdb").is_file())
        .expect("PostgreSQL is not installed (initdb not found): `cargo xtask test` installs it")
}

fn is_root() -> bool {
    // SAFETY: getuid has no preconditions.
    unsafe { libc::getuid() == 0 }
}

/// Runs a PostgreSQL program, as `postgres` when we are root (PostgreSQL refuses root).
fn pg(bin: &Path, program: &str, args: &[&str]) -> std::process::Output {
    let path = bin.join(program);
    let mut command = if is_root() {
        // /usr/sbin may be missing from a non-login PATH.
        let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
            .into_iter()
            .find(|p| Path::new(p).is_file())
            .unwrap_or("runuser");
        let mut c = Command::new(runuser);
        c.args(["-u", "postgres", "--"]).arg(&path);
        c
    } else {
        Command::new(&path)
    };
    command
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"))
}

extern "C" fn stop_at_exit() {
    if let Some((bin, dir)) = STOP.lock().ok().and_then(|mut s| s.take()) {
        let d = dir.join("data").to_string_lossy().into_owned();
        pg(&bin, "pg_ctl", &["-D", &d, "-m", "immediate", "-w", "stop"]);
        // The cluster, its log and its socket directory.
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A loopback port free when asked (the caller binds it a moment later).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Cluster {
    /// The cluster the tests of this process share, started on first use.
    pub fn get() -> &'static Cluster {
        CLUSTER.get_or_init(|| {
            let cluster = Cluster::start("shared");
            *STOP.lock().unwrap() = Some((cluster.bin.clone(), cluster.dir.clone()));
            // SAFETY: registering a plain extern "C" function.
            unsafe { libc::atexit(stop_at_exit) };
            cluster
        })
    }

    /// A cluster of the caller's own, to stop and restart without disturbing other tests;
    /// stopped and removed when dropped.
    pub fn own(name: &str) -> OwnCluster {
        OwnCluster(Cluster::start(name))
    }

    fn start(name: &str) -> Cluster {
        let bin = find_bin();
        let dir = std::env::temp_dir().join(format!("tahta-pg-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        if is_root() {
            let ok = Command::new("chown")
                .args(["postgres:postgres"])
                .arg(&dir)
                .status()
                .unwrap()
                .success();
            assert!(ok, "chown postgres {}", dir.display());
        }
        let d = dir.join("data").to_string_lossy().into_owned();
        let out = pg(
            &bin,
            "initdb",
            &["-D", &d, "-A", "trust", "-U", "postgres", "--no-sync"],
        );
        assert!(
            out.status.success(),
            "initdb: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let port = free_port();
        let cluster = Cluster { port, dir, bin };
        cluster.pg_ctl_start();
        cluster
    }

    fn pg_ctl_start(&self) {
        let d = self.dir.join("data").to_string_lossy().into_owned();
        let log = self.dir.join("log").to_string_lossy().into_owned();
        let options = format!(
            "-p {} -c listen_addresses=127.0.0.1 -c unix_socket_directories={} -c max_connections=300",
            self.port,
            self.dir.display()
        );
        let out = pg(
            &self.bin,
            "pg_ctl",
            &["-D", &d, "-l", &log, "-o", &options, "-w", "start"],
        );
        assert!(
            out.status.success(),
            "pg_ctl start: {}{}",
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(&log).unwrap_or_default()
        );
    }

    /// Stops the cluster (fast: clients are disconnected, everything committed is kept).
    pub fn stop(&self) {
        let d = self.dir.join("data").to_string_lossy().into_owned();
        let out = pg(&self.bin, "pg_ctl", &["-D", &d, "-m", "fast", "-w", "stop"]);
        assert!(
            out.status.success(),
            "pg_ctl stop: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Starts it again after `stop`.
    pub fn restart(&self) {
        self.pg_ctl_start();
    }

    /// The URL of database `name`.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// A new empty database; its URL.
    pub async fn fresh_database(&self) -> String {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);
        let name = format!(
            "t{}",
            NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        );
        let (client, connection) =
            tokio_postgres::connect(&self.url("postgres"), tokio_postgres::NoTls)
                .await
                .expect("the test cluster answers");
        let driver = tokio::spawn(connection);
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .unwrap();
        drop(client);
        let _ = driver.await;
        self.url(&name)
    }
}

/// A cluster of one test's own.
pub struct OwnCluster(Cluster);

impl std::ops::Deref for OwnCluster {
    type Target = Cluster;
    fn deref(&self) -> &Cluster {
        &self.0
    }
}

impl Drop for OwnCluster {
    /// Stopped even when the test fails, and removed with its log and socket directory.
    fn drop(&mut self) {
        let d = self.dir.join("data").to_string_lossy().into_owned();
        pg(
            &self.bin,
            "pg_ctl",
            &["-D", &d, "-m", "immediate", "-w", "stop"],
        );
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Every stored event of database `url`: (seq, kind, seat, body), per room in order.
pub async fn stored_events(url: &str) -> Vec<(i64, String, Option<String>, String)> {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap();
    let driver = tokio::spawn(connection);
    let rows = client
        .query(
            "SELECT seq, kind, seat, body FROM events ORDER BY room, seq",
            &[],
        )
        .await
        .unwrap();
    drop(client);
    let _ = driver.await;
    rows.iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
        .collect()
}
