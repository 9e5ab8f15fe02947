//! A static file server for the site in `dist/`: right MIME types, no caching, the app's
//! Content-Security-Policy, 404 for anything missing, nothing outside the directory.

use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use tiny_http::{Header, Method, Request, Response, StatusCode};

/// The same policy as the `<meta http-equiv="Content-Security-Policy">` of index.html.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; \
    form-action 'none'; object-src 'none'";

/// Request-handling threads: a browser fetches a handful of files at once.
const WORKERS: usize = 4;

/// A running server; `stop` ends it.
pub struct Running {
    server: Arc<tiny_http::Server>,
    stopping: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
    /// The port it listens on (on 127.0.0.1).
    pub port: u16,
}

impl Running {
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    /// Waits until the server is stopped (for `serve`, never: Ctrl-C ends the process).
    pub fn wait(mut self) {
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }

    pub fn stop(mut self) {
        self.stopping.store(true, Ordering::SeqCst);
        for _ in &self.workers {
            self.server.unblock();
        }
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}

/// Serves `dir` on 127.0.0.1:`port` (0 picks a free port). `log` prints each request that is
/// not answered 200.
pub fn start(dir: &Path, port: u16, log: bool) -> Result<Running, String> {
    let server = tiny_http::Server::http(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    let port = server
        .server_addr()
        .to_ip()
        .map(|addr| addr.port())
        .ok_or("the server has no IP address")?;
    let server = Arc::new(server);
    let stopping = Arc::new(AtomicBool::new(false));
    let dir = Arc::new(
        dir.canonicalize()
            .map_err(|e| format!("{}: {e}", dir.display()))?,
    );
    let workers = (0..WORKERS)
        .map(|_| {
            let (server, stopping, dir) = (server.clone(), stopping.clone(), dir.clone());
            std::thread::spawn(move || loop {
                match server.recv() {
                    Ok(request) => handle(&dir, request, log),
                    Err(_) if stopping.load(Ordering::SeqCst) => break,
                    Err(_) => continue,
                }
            })
        })
        .collect();
    Ok(Running {
        server,
        stopping,
        workers,
        port,
    })
}

fn header(name: &str, value: &str) -> Header {
    // Only called with the ASCII constants of this file.
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("a valid header")
}

fn handle(dir: &Path, request: Request, log: bool) {
    let url = request.url().to_string();
    let (status, content_type, body) = match request.method() {
        Method::Get | Method::Head => match resolve(dir, &url).and_then(|p| read(dir, &p)) {
            Some((path, bytes)) => (200, mime_type(&path), bytes),
            None => (
                404,
                "text/plain; charset=utf-8",
                format!("404 Not Found: {url}\n").into_bytes(),
            ),
        },
        _ => (
            405,
            "text/plain; charset=utf-8",
            b"405 Method Not Allowed\n".to_vec(),
        ),
    };
    if log && status != 200 {
        println!("{} {url} → {status}", request.method());
    }
    let mut response = Response::from_data(body)
        // Always a Content-Length (never chunked): the whole file is in memory anyway.
        .with_chunked_threshold(usize::MAX)
        .with_status_code(StatusCode(status))
        .with_header(header("Content-Type", content_type))
        .with_header(header("Cache-Control", "no-cache"))
        .with_header(header("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .with_header(header("X-Content-Type-Options", "nosniff"));
    if status == 405 {
        response = response.with_header(header("Allow", "GET, HEAD"));
    }
    // A client that went away is no concern of ours.
    let _ = request.respond(response);
}

/// Reads a file if it is inside `dir` once symbolic links are followed.
fn read(dir: &Path, path: &Path) -> Option<(PathBuf, Vec<u8>)> {
    let real = path.canonicalize().ok()?;
    if !real.starts_with(dir) || !real.is_file() {
        return None;
    }
    let bytes = std::fs::read(&real).ok()?;
    Some((real, bytes))
}

/// Maps a request target to a path under `dir`, or `None` for anything that could leave it.
/// A directory (such as `/`) means its `index.html`.
pub fn resolve(dir: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or("");
    let path = path.strip_prefix('/')?;
    let decoded = percent_decode(path)?;
    let mut resolved = dir.to_path_buf();
    for segment in decoded.split('/') {
        if segment.is_empty() {
            continue;
        }
        // No parent or current directory, no hidden files, nothing a platform reads as a root
        // or separator.
        if segment.starts_with('.') || segment.contains(['\\', '\0', ':']) {
            return None;
        }
        let mut components = Path::new(segment).components();
        if !matches!(
            (components.next(), components.next()),
            (Some(Component::Normal(_)), None)
        ) {
            return None;
        }
        resolved.push(segment);
    }
    if decoded.is_empty() || decoded.ends_with('/') || resolved.is_dir() {
        resolved.push("index.html");
    }
    Some(resolved)
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The Content-Type of a file, by its extension.
pub fn mime_type(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpStream;

    #[test]
    fn resolves_inside_the_directory_only() {
        let dir = Path::new("/site");
        let ok = |url: &str| resolve(dir, url).map(|p| p.to_string_lossy().into_owned());
        assert_eq!(ok("/").as_deref(), Some("/site/index.html"));
        assert_eq!(ok("/?a=1#x").as_deref(), Some("/site/index.html"));
        assert_eq!(ok("/www/app.js?v=2").as_deref(), Some("/site/www/app.js"));
        assert_eq!(ok("/www/a%20b.svg").as_deref(), Some("/site/www/a b.svg"));
        for bad in [
            "/../etc/passwd",
            "/www/../../etc/passwd",
            "/%2e%2e/etc/passwd",
            "/www/%2E%2E/%2e%2e/x",
            "/..%2fetc",
            "/www/..\\..\\x",
            "/.git/config",
            "/x%00.js",
            "/%zz",
            "relative",
            "/c:/windows",
        ] {
            assert_eq!(ok(bad), None, "{bad}");
        }
    }

    #[test]
    fn knows_the_site_types() {
        let cases = [
            ("a.wasm", "application/wasm"),
            ("a.js", "text/javascript; charset=utf-8"),
            ("a.mjs", "text/javascript; charset=utf-8"),
            ("manifest.webmanifest", "application/manifest+json"),
            ("a.svg", "image/svg+xml"),
            ("a.css", "text/css; charset=utf-8"),
            ("index.html", "text/html; charset=utf-8"),
            ("a.png", "image/png"),
            ("a.json", "application/json"),
        ];
        for (name, expected) in cases {
            assert_eq!(mime_type(Path::new(name)), expected, "{name}");
        }
    }

    fn get(port: u16, method: &str, target: &str) -> String {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        write!(
            stream,
            "{method} {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut reply = String::new();
        stream.read_to_string(&mut reply).unwrap();
        reply
    }

    #[test]
    fn serves_files_with_headers_and_refuses_the_rest() {
        let base = std::env::temp_dir().join(format!("xtask-server-{}", std::process::id()));
        let site = base.join("site");
        std::fs::create_dir_all(site.join("www")).unwrap();
        std::fs::write(site.join("index.html"), "<title>Tahta</title>").unwrap();
        std::fs::write(site.join("www/a.wasm"), [0u8, 97, 115, 109]).unwrap();
        std::fs::write(base.join("secret.txt"), "secret").unwrap();

        let server = start(&site, 0, false).unwrap();
        let home = get(server.port, "GET", "/");
        assert!(home.starts_with("HTTP/1.1 200"), "{home}");
        assert!(home.contains("Content-Type: text/html; charset=utf-8"));
        assert!(home.contains("Cache-Control: no-cache"));
        assert!(home.contains(&format!(
            "Content-Security-Policy: {CONTENT_SECURITY_POLICY}"
        )));
        assert!(home.ends_with("<title>Tahta</title>"));

        let wasm = get(server.port, "HEAD", "/www/a.wasm");
        assert!(wasm.starts_with("HTTP/1.1 200"), "{wasm}");
        assert!(wasm.contains("Content-Type: application/wasm"));
        assert!(wasm.contains("Content-Length: 4"));

        // Large files too come with a length, not chunked.
        std::fs::write(site.join("www/big.js"), vec![b' '; 100_000]).unwrap();
        let big = get(server.port, "HEAD", "/www/big.js");
        assert!(big.contains("Content-Length: 100000"), "{big}");
        assert!(!big.to_lowercase().contains("transfer-encoding"), "{big}");

        for missing in [
            "/nothing.js",
            "/../secret.txt",
            "/%2e%2e/secret.txt",
            "/www/",
        ] {
            let reply = get(server.port, "GET", missing);
            assert!(reply.starts_with("HTTP/1.1 404"), "{missing}: {reply}");
            assert!(!reply.contains("secret\n") && !reply.ends_with("secret"));
        }
        let post = get(server.port, "POST", "/");
        assert!(post.starts_with("HTTP/1.1 405"), "{post}");
        server.stop();
        std::fs::remove_dir_all(&base).unwrap();
    }
}
