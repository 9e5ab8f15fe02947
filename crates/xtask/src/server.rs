//! A static file server for the site in `dist/`: right MIME types, no caching, the app's
//! Content-Security-Policy, 404 for anything missing, nothing outside the directory.
//!
//! HTTP/1.1 GET and HEAD only, one thread per connection, `Connection: close` on every reply.
//! It is written out here rather than taken from `tiny_http` because that crate's connection
//! pool can leave a keep-alive connection unserved when a browser opens several at once: the
//! app's module graph then never finishes loading (seen with Chromium on this 2-core machine).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// The same policy as the `<meta http-equiv="Content-Security-Policy">` of index.html.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; \
    form-action 'none'; object-src 'none'";

/// The longest request head (request line and headers) read before answering 400.
const MAX_HEAD: u64 = 32 * 1024;
/// How long a connection may stay silent before it is dropped.
const IDLE: Duration = Duration::from_secs(15);

/// A running server; `stop` ends it.
pub struct Running {
    address: SocketAddr,
    stopping: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
    /// The port it listens on (on 127.0.0.1).
    pub port: u16,
}

impl Running {
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    /// Waits until the server is stopped (for `serve`, never: Ctrl-C ends the process).
    pub fn wait(mut self) {
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }

    /// Stops accepting connections; the ones being answered finish on their own.
    pub fn stop(mut self) {
        self.stopping.store(true, Ordering::SeqCst);
        // Wake the accepting thread so that it sees the flag.
        let _ = TcpStream::connect_timeout(&self.address, Duration::from_secs(1));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }
}

/// Serves `dir` on 127.0.0.1:`port` (0 picks a free port). `log` prints each request that is
/// not answered 200.
pub fn start(dir: &Path, port: u16, log: bool) -> Result<Running, String> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("the server has no address: {e}"))?;
    let dir = Arc::new(
        dir.canonicalize()
            .map_err(|e| format!("{}: {e}", dir.display()))?,
    );
    let stopping = Arc::new(AtomicBool::new(false));
    let flag = stopping.clone();
    let acceptor = std::thread::spawn(move || {
        for stream in listener.incoming() {
            if flag.load(Ordering::SeqCst) {
                break;
            }
            let Ok(stream) = stream else { continue };
            let dir = dir.clone();
            std::thread::spawn(move || serve_connection(&dir, stream, log));
        }
    });
    Ok(Running {
        address,
        stopping,
        acceptor: Some(acceptor),
        port: address.port(),
    })
}

/// A reply: status, content type, body.
type Reply = (u16, &'static str, Vec<u8>);

fn text(status: u16, message: String) -> Reply {
    (status, "text/plain; charset=utf-8", message.into_bytes())
}

/// Reads one request head, answers it and closes the connection.
fn serve_connection(dir: &Path, stream: TcpStream, log: bool) {
    let _ = stream.set_read_timeout(Some(IDLE));
    let _ = stream.set_write_timeout(Some(IDLE));
    let _ = stream.set_nodelay(true);
    let Ok(reader) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(reader.take(MAX_HEAD));
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
        return; // a connection opened and closed (or left idle) without a request
    }
    // Of the headers only Accept-Encoding matters: no cookies, ranges or conditionals.
    let mut complete = false;
    let mut gzip = false;
    let mut line = String::new();
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) if line.trim_end().is_empty() => {
                complete = true;
                break;
            }
            Ok(_) => {
                let lower = line.to_ascii_lowercase();
                if let Some(value) = lower.strip_prefix("accept-encoding:") {
                    gzip = value.split(',').any(|e| e.trim().starts_with("gzip"));
                }
            }
        }
    }
    let mut words = request_line.split_whitespace();
    let (method, target, version) = (words.next(), words.next(), words.next());
    let reply = match (method, target, version) {
        _ if !complete => text(
            400,
            "400 Bad Request: incomplete or oversized head\n".into(),
        ),
        (Some(_), Some(_), Some(v)) if !v.starts_with("HTTP/1.") => {
            text(505, "505 HTTP Version Not Supported\n".into())
        }
        (Some("GET" | "HEAD"), Some(target), Some(_)) => answer(dir, target),
        (Some(_), Some(_), Some(_)) => text(405, "405 Method Not Allowed\n".into()),
        _ => text(400, "400 Bad Request\n".into()),
    };
    let (status, _, _) = &reply;
    if log && *status != 200 {
        println!(
            "{} {} → {status}",
            method.unwrap_or("?"),
            target.unwrap_or("?")
        );
    }
    let head_only = method == Some("HEAD");
    let mut stream = stream;
    let _ = stream.write_all(&response_bytes(reply, head_only, gzip));
    let _ = stream.flush();
    // Close gracefully: stop writing, let the client read to the end, then drop.
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let mut sink = [0u8; 1024];
    while matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
}

fn answer(dir: &Path, target: &str) -> Reply {
    match resolve(dir, target).and_then(|p| read(dir, &p)) {
        Some((path, bytes)) => (200, mime_type(&path), bytes),
        None => text(404, format!("404 Not Found: {target}\n")),
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        505 => "HTTP Version Not Supported",
        _ => "Error",
    }
}

/// Whether a body of this type shrinks under gzip (text, scripts, wasm — not PNG images).
fn compressible(content_type: &str) -> bool {
    !content_type.starts_with("image/png")
}

/// The gzip of `body` (as a static host with compression on would send it: the wasm shrinks
/// to about a third, which is what a phone on a slow network waits for).
fn gzipped(body: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let _ = encoder.write_all(body);
    encoder.finish().unwrap_or_default()
}

/// The whole response in one buffer (one write: no small-packet delays). Bodies over 1 KB are
/// sent gzipped when the client accepts it.
fn response_bytes((status, content_type, body): Reply, head_only: bool, gzip: bool) -> Vec<u8> {
    let compress = gzip && status == 200 && body.len() > 1024 && compressible(content_type);
    let body = if compress { gzipped(&body) } else { body };
    let mut head = format!(
        "HTTP/1.1 {status} {}\r\n\
         Content-Type: {content_type}\r\n\
         Content-Length: {}\r\n\
         Cache-Control: no-cache\r\n\
         Content-Security-Policy: {CONTENT_SECURITY_POLICY}\r\n\
         X-Content-Type-Options: nosniff\r\n\
         Vary: Accept-Encoding\r\n\
         Connection: close\r\n",
        reason(status),
        body.len()
    );
    if compress {
        head.push_str("Content-Encoding: gzip\r\n");
    }
    if status == 405 {
        head.push_str("Allow: GET, HEAD\r\n");
    }
    head.push_str("\r\n");
    let mut bytes = head.into_bytes();
    if !head_only {
        bytes.extend_from_slice(&body);
    }
    bytes
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
    // An absolute-form target (`http://host/path`) names the same path.
    let path = match path.strip_prefix("http://") {
        Some(rest) => rest.find('/').map_or("/", |slash| &rest[slash..]),
        None => path,
    };
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
        // … and gzipped for clients that accept it.
        let mut stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
        write!(
            stream,
            "GET /www/big.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br, gzip\r\n\r\n"
        )
        .unwrap();
        let mut zipped = Vec::new();
        stream.read_to_end(&mut zipped).unwrap();
        let zipped = String::from_utf8_lossy(&zipped);
        assert!(zipped.contains("Content-Encoding: gzip"), "{zipped}");
        assert!(!zipped.contains("Content-Length: 100000"), "{zipped}");

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
        let absolute = get(server.port, "GET", "http://127.0.0.1/www/a.wasm");
        assert!(absolute.starts_with("HTTP/1.1 200"), "{absolute}");

        let raw = |request: &[u8]| {
            let mut stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
            stream.write_all(request).unwrap();
            let mut reply = String::new();
            let _ = stream.read_to_string(&mut reply);
            reply
        };
        assert!(raw(b"garbage\r\n\r\n").starts_with("HTTP/1.1 400"));
        assert!(raw(b"GET / HTTP/2.0\r\n\r\n").starts_with("HTTP/1.1 505"));
        let mut huge = b"GET / HTTP/1.1\r\n".to_vec();
        huge.extend(std::iter::repeat_n(b"X-Pad: 0123456789\r\n", 4000).flatten());
        assert!(raw(&huge).starts_with("HTTP/1.1 400"));

        // A browser opens several connections at once; every one is answered.
        let port = server.port;
        let clients: Vec<_> = (0..24)
            .map(|_| std::thread::spawn(move || get(port, "GET", "/www/a.wasm")))
            .collect();
        for client in clients {
            let reply = client.join().unwrap();
            assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
        }
        server.stop();
        std::fs::remove_dir_all(&base).unwrap();
    }
}
