//! The static site: right types and headers, Brotli copies and gzip, nothing outside `dist/`,
//! and a plain message when the site is not built.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use tahta_server::Settings;

async fn serve(dist: &Path, data: &Path) -> tahta_server::Server {
    tahta_server::start(Settings::new(
        "127.0.0.1:0".parse().unwrap(),
        dist.to_path_buf(),
        data.to_path_buf(),
    ))
    .await
    .unwrap()
}

/// A built site in a fresh directory (`base/site`): a home page, `www/big.js` (100,000 spaces)
/// and `files` (path in the site, contents), served; returns the directory, which must outlive
/// the server, the server and its port.
async fn serve_site(files: &[(&str, &[u8])]) -> (tempfile::TempDir, tahta_server::Server, u16) {
    let base = tempfile::tempdir().unwrap();
    let site = base.path().join("site");
    std::fs::create_dir_all(site.join("www")).unwrap();
    std::fs::write(site.join("index.html"), "<title>Tahta</title>").unwrap();
    std::fs::write(site.join("www/big.js"), vec![b' '; 100_000]).unwrap();
    for (path, contents) in files {
        std::fs::write(site.join(path), contents).unwrap();
    }
    let server = serve(&site, &base.path().join("data")).await;
    let port = server.address.port();
    (base, server, port)
}

/// One raw HTTP/1.1 exchange, read to the end (the server closes after `Connection: close`).
fn raw(port: u16, request: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut reply = Vec::new();
    let _ = stream.read_to_end(&mut reply);
    String::from_utf8_lossy(&reply).into_owned()
}

fn get(port: u16, method: &str, target: &str) -> String {
    raw(
        port,
        &format!("{method} {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    )
}

#[tokio::test(flavor = "multi_thread")]
async fn serves_the_site_with_its_headers_and_nothing_else() {
    let (base, server, port) = serve_site(&[("www/a.wasm", &[0u8, 97, 115, 109])]).await;
    std::fs::write(base.path().join("secret.txt"), "secret").unwrap();

    let checks = tokio::task::spawn_blocking(move || {
        let home = get(port, "GET", "/").to_lowercase();
        assert!(home.starts_with("http/1.1 200"), "{home}");
        assert!(home.contains("content-type: text/html"));
        assert!(home.contains("cache-control: no-cache"));
        let csp = tahta_server::http::CONTENT_SECURITY_POLICY.to_lowercase();
        assert!(home.contains(&format!("content-security-policy: {csp}")));
        assert!(home.contains("x-content-type-options: nosniff"));
        assert!(home.ends_with("<title>tahta</title>"));

        let wasm = get(port, "HEAD", "/www/a.wasm").to_lowercase();
        assert!(wasm.starts_with("http/1.1 200"), "{wasm}");
        assert!(wasm.contains("content-type: application/wasm"));
        assert!(
            wasm.contains("last-modified:"),
            "revalidation needs a validator: {wasm}"
        );

        let zipped = raw(
            port,
            "GET /www/big.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n",
        )
        .to_lowercase();
        assert!(zipped.contains("content-encoding: gzip"), "{zipped}");
        assert!(zipped.contains("content-type: text/javascript"), "{zipped}");
        assert!(zipped.len() < 10_000, "compressed: {} bytes", zipped.len());

        for missing in [
            "/nothing.js",
            "/../secret.txt",
            "/%2e%2e/secret.txt",
            "/www/",
        ] {
            let reply = get(port, "GET", missing);
            assert!(reply.starts_with("HTTP/1.1 404"), "{missing}: {reply}");
            assert!(!reply.contains("secret\n") && !reply.ends_with("secret"));
        }
        let post = get(port, "POST", "/");
        assert!(post.starts_with("HTTP/1.1 405"), "{post}");
        assert!(raw(port, "garbage\r\n\r\n").starts_with("HTTP/1.1 400"));

        // A browser opens several connections at once; every one is answered.
        let clients: Vec<_> = (0..24)
            .map(|_| std::thread::spawn(move || get(port, "GET", "/www/a.wasm")))
            .collect();
        for client in clients {
            let reply = client.join().unwrap();
            assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
        }
    });
    checks.await.unwrap();
    server.stop().await;
}

/// The value of header `name` (lower case) in a raw reply.
fn header<'a>(reply: &'a str, name: &str) -> Option<&'a str> {
    reply.split("\r\n\r\n").next()?.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

/// The service worker fetches every file of the site right after the page has loaded them; a
/// revalidation must then cost a 304 without a body, not a second download of the site.
#[tokio::test(flavor = "multi_thread")]
async fn an_unchanged_file_is_revalidated_with_304() {
    let (_base, server, port) = serve_site(&[]).await;

    let checks = tokio::task::spawn_blocking(move || {
        for path in ["/", "/www/big.js"] {
            // As a browser asks: gzip accepted, so the reply goes through the compression.
            let first = raw(
                port,
                &format!(
                    "GET {path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\
                     Connection: close\r\n\r\n"
                ),
            );
            assert!(first.starts_with("HTTP/1.1 200"), "{path}: {first}");
            let stamp = header(&first, "last-modified")
                .unwrap_or_else(|| panic!("{path}: no Last-Modified: {first}"))
                .to_string();
            assert_eq!(header(&first, "cache-control"), Some("no-cache"));

            let again = raw(
                port,
                &format!(
                    "GET {path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\
                     If-Modified-Since: {stamp}\r\nConnection: close\r\n\r\n"
                ),
            );
            assert!(again.starts_with("HTTP/1.1 304"), "{path}: {again}");
            let (head, body) = again.split_once("\r\n\r\n").unwrap();
            assert!(body.is_empty(), "{path}: a 304 has no body: {again}");
            let head = head.to_lowercase();
            assert!(!head.contains("content-encoding"), "{path}: {again}");
            // The stored copy keeps its policy; a 304 need not repeat it.
            assert!(!head.contains("content-security-policy"), "{path}: {again}");

            // A copy older than the file is sent the file again.
            let stale = raw(
                port,
                &format!(
                    "GET {path} HTTP/1.1\r\nHost: x\r\n\
                     If-Modified-Since: Fri, 09 Aug 1996 14:21:40 GMT\r\n\
                     Connection: close\r\n\r\n"
                ),
            );
            assert!(stale.starts_with("HTTP/1.1 200"), "{path}: {stale}");
        }
    });
    checks.await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unbuilt_site_says_how_to_build_it() {
    let base = tempfile::tempdir().unwrap();
    let server = serve(&base.path().join("no-dist"), &base.path().join("data")).await;
    let port = server.address.port();
    let reply = tokio::task::spawn_blocking(move || get(port, "GET", "/"))
        .await
        .unwrap();
    assert!(reply.starts_with("HTTP/1.1 404"), "{reply}");
    assert!(reply.contains("cargo xtask dist"), "{reply}");
    server.stop().await;
}

/// `cargo xtask dist` writes a Brotli copy beside each text and wasm file: a browser that accepts
/// Brotli gets the copy, one that accepts only gzip gets the file gzipped, and one that accepts
/// neither gets the file itself; each says it varies with Accept-Encoding.
#[tokio::test(flavor = "multi_thread")]
async fn a_brotli_copy_goes_to_browsers_that_accept_it() {
    // Not real Brotli: the server sends the copy as it is, which is what is checked.
    let (_base, server, port) = serve_site(&[("www/big.js.br", b"the brotli copy")]).await;

    let checks = tokio::task::spawn_blocking(move || {
        let ask = |accept: &str| {
            raw(
                port,
                &format!(
                    "GET /www/big.js HTTP/1.1\r\nHost: x\r\n{accept}Connection: close\r\n\r\n"
                ),
            )
        };
        let brotli = ask("Accept-Encoding: gzip, deflate, br\r\n");
        assert!(brotli.starts_with("HTTP/1.1 200"), "{brotli}");
        assert_eq!(header(&brotli, "content-encoding"), Some("br"), "{brotli}");
        assert_eq!(header(&brotli, "content-type"), Some("text/javascript"));
        assert_eq!(header(&brotli, "vary"), Some("accept-encoding"));
        assert_eq!(header(&brotli, "cache-control"), Some("no-cache"));
        assert!(brotli.ends_with("\r\n\r\nthe brotli copy"), "{brotli}");

        let gzip = ask("Accept-Encoding: gzip\r\n");
        assert_eq!(header(&gzip, "content-encoding"), Some("gzip"), "{gzip}");
        assert!(header(&gzip, "vary").is_some_and(|v| v.eq_ignore_ascii_case("accept-encoding")));
        assert!(!gzip.contains("the brotli copy"));

        let plain = ask("");
        assert_eq!(header(&plain, "content-encoding"), None, "{plain}");
        assert_eq!(header(&plain, "content-length"), Some("100000"));
    });
    checks.await.unwrap();
    server.stop().await;
}
