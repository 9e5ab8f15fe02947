//! Rooms by days in the background (`--days-rooms N`): before the live rooms start, N
//! two-player rooms with seven days a move are created, both seats claimed and both
//! subscribed to Web Push at a push sink of this process on 127.0.0.1 (the server must run
//! with `--push-insecure-endpoints`). They then sit as such rooms do, for days between moves:
//! stored, their clocks' deadlines with the sweeper, their subscriptions with their seats. The
//! run's live figures, compared with a run without them, say what they cost a live room.

use crate::ctx::Ctx;
use std::sync::Arc;
use tahta_protocol::api::{Claim, Claimed, CreateRoom, Created};
use tahta_protocol::push::{Subscribe, SubscriptionBody, SubscriptionKeys};
use tahta_protocol::room::ClockSpec;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A valid P-256 public key for every subscription (the curve's generator, uncompressed):
/// the server encrypts to it; the sink never decrypts.
const P256DH: &str =
    "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU";
/// A 16-byte auth secret (zeros).
const AUTH: &str = "AAAAAAAAAAAAAAAAAAAAAA";

/// Starts the push sink and sets up `n` rooms by days; how many were set up.
pub(crate) async fn open_days_rooms(ctx: &Arc<Ctx>, n: usize) -> Result<usize, String> {
    let endpoint = start_sink().await?;
    let targets = ctx.targets.len();
    let mut ready = 0;
    for i in 0..n {
        match one_room(ctx, i, &ctx.targets[i % targets].base, &endpoint).await {
            Ok(()) => ready += 1,
            Err(e) => ctx.error("days_room_failed", || format!("room by days {i}: {e}")),
        }
    }
    Ok(ready)
}

/// Room `i`: its requests spread over the HTTP source addresses so that none passes its
/// budgets of room creations and subscriptions a minute.
async fn one_room(ctx: &Arc<Ctx>, i: usize, base: &str, endpoint: &str) -> Result<(), String> {
    let client = |k: usize| &ctx.http[(2 * i + k) % ctx.http.len()];
    let body = CreateRoom {
        variant: "hex".into(),
        clock: Some(ClockSpec::Days { days: 7 }),
        seat: "w".into(),
        position: None,
        banners: None,
        takebacks: None,
        open: None,
    };
    let created: Created = post(client(0), format!("{base}/api/rooms"), &body).await?;
    let mut tokens = vec![created.token.clone()];
    for invite in created.invites.values() {
        let claim = Claim {
            invite: invite.clone(),
            seat: None,
        };
        let url = format!("{base}/api/rooms/{}/claim", created.room);
        tokens.push(post::<_, Claimed>(client(1), url, &claim).await?.token);
    }
    for (seat, token) in tokens.into_iter().enumerate() {
        let subscribe = Subscribe {
            token,
            subscription: SubscriptionBody {
                endpoint: format!("{endpoint}/{}-{seat}", created.room),
                keys: SubscriptionKeys {
                    p256dh: P256DH.into(),
                    auth: AUTH.into(),
                },
                expiration_time: None,
            },
            lang: "en".into(),
        };
        let url = format!("{base}/api/rooms/{}/push", created.room);
        let response = client(seat)
            .put(url)
            .json(&subscribe)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if !response.status().is_success() {
            return Err(format!("subscribe: {}", response.status()));
        }
    }
    Ok(())
}

async fn post<B: serde::Serialize, T: serde::de::DeserializeOwned>(
    client: &reqwest::Client,
    url: String,
    body: &B,
) -> Result<T, String> {
    let response = client
        .post(url)
        .json(body)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let response = response.error_for_status().map_err(|e| e.to_string())?;
    response.json().await.map_err(|e| e.to_string())
}

/// A push service that takes every push and answers 201 (keep-alive, one request at a time
/// per connection); its base URL.
async fn start_sink() -> Result<String, String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| format!("push sink: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            tokio::spawn(take_pushes(socket));
        }
    });
    Ok(format!("http://{addr}/push"))
}

/// Reads requests (headers, then a body of Content-Length bytes) and answers each 201.
async fn take_pushes(mut socket: tokio::net::TcpStream) {
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        let Some(end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") else {
            match socket.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            }
            continue;
        };
        let head = String::from_utf8_lossy(&buffer[..end]).to_ascii_lowercase();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0);
        while buffer.len() < end + 4 + length {
            match socket.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            }
        }
        buffer.drain(..end + 4 + length);
        let answer = b"HTTP/1.1 201 Created\r\ncontent-length: 0\r\n\r\n";
        if socket.write_all(answer).await.is_err() {
            return;
        }
    }
}
