//! The accept loop: every TCP connection is counted against its address (and against the
//! descriptors the process can spare) before anything is read from it, refused with a 429 (or
//! a 503) past its cap, and served by hyper with a deadline for each request's head and a
//! read and write timeout on the socket itself, so that idle, slow and half-sent connections
//! are dropped instead of held for ever.
//!
//! Hand-written around hyper's own connection builder (as `axum::serve` is) because
//! `axum::serve` neither exposes hyper's header read timeout nor lets a connection be refused
//! before it is served. The socket timeouts are `tokio-io-timeout`'s; the request deadline is
//! `tower-http`'s (`http.rs`).

use crate::address::AddressKey;
use crate::app::App;
use crate::http::CONTENT_SECURITY_POLICY;
use crate::limits::Slot;
use crate::refusals::Refused;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;

/// Descriptors kept back from connections for everything else the process opens (the
/// database, its PostgreSQL pool, the files of the site being sent).
const RESERVED_DESCRIPTORS: usize = 256;

/// Refused connections being answered at once, at most: past that they are simply closed.
const MAX_REFUSING: usize = 64;

/// How many connections the process can hold: its open-files limit less the reserve.
fn connection_capacity() -> usize {
    let soft = rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft);
    (soft as usize).saturating_sub(RESERVED_DESCRIPTORS).max(16)
}

/// A connection's socket with its timeouts, holding its address's slot and its place in the
/// process's count until it is dropped (after a WebSocket upgrade too: the socket lives on).
struct Counted {
    io: Pin<Box<TimeoutStream<TcpStream>>>,
    _slot: Option<Slot>,
    _open: Open,
}

/// One open connection in the process's count and in the metrics.
struct Open {
    app: App,
    count: Arc<AtomicUsize>,
}

impl Drop for Open {
    fn drop(&mut self) {
        self.count.fetch_sub(1, Ordering::SeqCst);
        self.app.metrics.connections.dec();
    }
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.io.as_mut().poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.io.as_mut().poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.io.as_mut().poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.io.as_mut().poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.io.as_mut().poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }
}

/// Serves `router` on `listener` until `stopping` fires, then lets the connections finish
/// what they were answering (a few seconds at most).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    app: App,
    mut stopping: watch::Receiver<bool>,
) {
    let capacity = connection_capacity();
    let open = Arc::new(AtomicUsize::new(0));
    let refusing = Arc::new(AtomicUsize::new(0));
    // Connections hold a receiver; when all are gone, every connection has finished.
    let (finished_tx, finished) = watch::channel(());
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = wait_true(&mut stopping) => break,
        };
        let (tcp, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) if is_connection_error(&e) => continue,
            Err(e) => {
                // Out of descriptors (EMFILE) or memory: wait for some to be given back rather
                // than spin.
                tracing::error!("cannot accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // No Nagle: a move's sender gets two small frames in a row (its `ev`, then its `ack`),
        // and Nagle's algorithm would hold the second until the client acknowledges the
        // first, which a client delays by up to 40 ms.
        let _ = tcp.set_nodelay(true);
        let key = AddressKey::of(peer.ip());
        if open.load(Ordering::SeqCst) >= capacity {
            app.metrics
                .refusals
                .record(Refused::Capacity, Some(key), "no descriptors to spare");
            refuse(
                tcp,
                &refusing,
                503,
                "server_busy",
                "the server is full: try again soon",
            );
            continue;
        }
        // A trusted proxy carries many clients: they are counted by their forwarded address
        // where it matters (WebSockets, room creations), and the proxy limits connections.
        let slot = if app.trusted_proxies.trusts(peer.ip()) {
            None
        } else {
            match app
                .connections
                .open(key, app.limits.connections_per_address)
            {
                Some(slot) => Some(slot),
                None => {
                    app.metrics.refusals.record(
                        Refused::Connections,
                        Some(key),
                        "too many open connections from one address",
                    );
                    refuse(
                        tcp,
                        &refusing,
                        429,
                        "rate_limited",
                        "too many open connections from this address",
                    );
                    continue;
                }
            }
        };
        open.fetch_add(1, Ordering::SeqCst);
        app.metrics.connections.inc();
        let mut io = TimeoutStream::new(tcp);
        io.set_read_timeout(Some(app.timing.idle_timeout));
        io.set_write_timeout(Some(app.timing.idle_timeout));
        let io = Counted {
            io: Box::pin(io),
            _slot: slot,
            _open: Open {
                app: app.clone(),
                count: open.clone(),
            },
        };
        let finished = finished.clone();
        let router = router.clone();
        let header_read_timeout = app.timing.header_read_timeout;
        let stopping = stopping.clone();
        tokio::spawn(async move {
            serve_connection(io, peer, router, header_read_timeout, stopping).await;
            drop(finished);
        });
    }
    drop(listener);
    drop(finished);
    let _ = tokio::time::timeout(Duration::from_secs(3), finished_tx.closed()).await;
}

/// Resolves once `stopping` is true (or its sender is gone).
async fn wait_true(stopping: &mut watch::Receiver<bool>) {
    while !*stopping.borrow() {
        if stopping.changed().await.is_err() {
            return;
        }
    }
}

/// Serves one connection's requests (and hands a WebSocket upgrade its socket).
async fn serve_connection(
    io: Counted,
    peer: SocketAddr,
    router: Router,
    header_read_timeout: Duration,
    mut stopping: watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let mut request = request.map(axum::body::Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        router.clone().oneshot(request)
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_read_timeout);
    let connection = builder
        .serve_connection(TokioIo::new(io), service)
        .with_upgrades();
    tokio::pin!(connection);
    let mut told = false;
    loop {
        tokio::select! {
            _ = connection.as_mut() => return,
            _ = wait_true(&mut stopping), if !told => {
                // Finish the request in progress, then close.
                connection.as_mut().graceful_shutdown();
                told = true;
            }
        }
    }
}

/// Answers a refused connection with `status` and `{"code", "message"}`, then closes it. The
/// answer is written before the request is read: the client reads it as the response to
/// whatever it sends. At most `MAX_REFUSING` are answered at once; past that a refused
/// connection is closed unanswered, so that a flood of them costs nothing more.
fn refuse(mut tcp: TcpStream, refusing: &Arc<AtomicUsize>, status: u16, code: &str, message: &str) {
    if refusing.fetch_add(1, Ordering::SeqCst) >= MAX_REFUSING {
        refusing.fetch_sub(1, Ordering::SeqCst);
        return;
    }
    let reason = if status == 429 {
        "Too Many Requests"
    } else {
        "Service Unavailable"
    };
    let body = serde_json::json!({ "code": code, "message": message }).to_string();
    // The headers every response carries (`http::headers`), written out here because this
    // answer never reaches the router.
    let response = format!(
        "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n\
         content-length: {}\r\nconnection: close\r\nretry-after: 10\r\n\
         cache-control: no-store\r\nx-content-type-options: nosniff\r\n\
         referrer-policy: no-referrer\r\nx-frame-options: DENY\r\n\
         content-security-policy: {CONTENT_SECURITY_POLICY}\r\n\r\n{body}",
        body.len()
    );
    let refusing = refusing.clone();
    tokio::spawn(async move {
        let _ = tokio::time::timeout(Duration::from_millis(500), async {
            tcp.write_all(response.as_bytes()).await?;
            tcp.shutdown().await?;
            // Read what the client sent before closing: closing a socket with unread data
            // resets it, and a reset can throw away the answer before the client reads it.
            let mut sink = [0u8; 1024];
            while tcp.read(&mut sink).await? > 0 {}
            Ok::<(), io::Error>(())
        })
        .await;
        refusing.fetch_sub(1, Ordering::SeqCst);
    });
}

fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}
