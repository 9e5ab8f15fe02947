//! Kill mode: the server run by the generator itself, killed and restarted.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::time::{sleep, Instant};

/// The server this generator runs and kills (kill mode).
pub(crate) struct Spawned {
    pub(crate) binary: PathBuf,
    pub(crate) data: PathBuf,
    pub(crate) port: u16,
    pub(crate) child: Option<std::process::Child>,
}

impl Spawned {
    pub(crate) fn start(&mut self) -> Result<i32, String> {
        std::fs::create_dir_all(&self.data).map_err(|e| e.to_string())?;
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.data.join("server.log"))
            .map_err(|e| e.to_string())?;
        let err = log.try_clone().map_err(|e| e.to_string())?;
        let child = std::process::Command::new(&self.binary)
            .arg("--port")
            .arg(self.port.to_string())
            .arg("--host")
            .arg("127.0.0.1")
            .arg("--data")
            .arg(&self.data)
            .arg("--dist")
            .arg("/nonexistent")
            .stdout(log)
            .stderr(err)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", self.binary.display()))?;
        let pid = child.id() as i32;
        self.child = Some(child);
        Ok(pid)
    }

    /// Sends `signal` and waits for the process to end.
    pub(crate) async fn stop(&mut self, signal: libc::c_int) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: kill sends a signal to our own child process.
            unsafe {
                libc::kill(child.id() as i32, signal);
            }
            let _ = tokio::task::spawn_blocking(move || child.wait()).await;
        }
    }
}

pub(crate) async fn wait_listening(address: SocketAddr, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        if TcpStream::connect(address).await.is_ok() {
            return true;
        }
        sleep(Duration::from_millis(10)).await;
    }
    false
}
