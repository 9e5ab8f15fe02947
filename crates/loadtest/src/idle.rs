//! Idle sockets: spectators of waiting rooms that say hello and then send nothing of their
//! own. Like a browser's, they answer the server's pings (the server closes a socket that
//! answers none for 30 s), which `still_open` does whenever it reads what is waiting.

use crate::ctx::{hello, ws_connect, Ctx, Ws};
use futures_util::{FutureExt, SinkExt, StreamExt};
use std::sync::Arc;
use std::time::Duration;
use tahta_protocol::api::{CreateRoom, Created};
use tahta_protocol::ServerFrame;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message;

/// Opens `n` idle sockets: each says hello as a spectator of a waiting room, reads its
/// welcome, and is then left alone.
pub(crate) async fn open_idle(ctx: &Arc<Ctx>, n: usize) -> Vec<Ws> {
    let per_room = ctx.opts.idle_per_room.max(1);
    let mut rooms = Vec::new();
    let targets = ctx.targets.len();
    for i in 0..n.div_ceil(per_room) {
        let body = CreateRoom {
            variant: "jungle".into(),
            clock: None,
            seat: "random".into(),
            position: None,
            banners: None,
            takebacks: None,
            open: None,
        };
        let url = format!("{}/api/rooms", ctx.targets[i % targets].base);
        let answer = async {
            let response = ctx.http().post(url).json(&body).send().await?;
            response.error_for_status()?.json::<Created>().await
        };
        match answer.await {
            Ok(created) => rooms.push(created.room),
            Err(e) => ctx.error("idle_room_failed", || format!("idle room {i}: {e}")),
        }
    }
    if rooms.is_empty() {
        return Vec::new();
    }
    let opened = futures_util::stream::iter(0..n)
        .map(|i| {
            let room = rooms[(i / per_room) % rooms.len()].clone();
            let ctx = ctx.clone();
            async move {
                let mut ws = ws_connect(&ctx, i % targets, &room).await?;
                ws.send(hello(&room, None, None))
                    .await
                    .map_err(|e| format!("hello: {e}"))?;
                let welcome = timeout(Duration::from_secs(10), async {
                    while let Some(frame) = ws.next().await {
                        if let Ok(Message::Text(text)) = frame {
                            let frame = serde_json::from_str::<ServerFrame>(text.as_str());
                            return matches!(frame, Ok(ServerFrame::Welcome { .. }));
                        }
                    }
                    false
                })
                .await;
                match welcome {
                    Ok(true) => Ok(ws),
                    _ => Err("no welcome".to_string()),
                }
            }
        })
        .buffer_unordered(256);
    let results: Vec<Result<Ws, String>> = opened.collect().await;
    let mut held = Vec::with_capacity(n);
    for r in results {
        match r {
            Ok(ws) => held.push(ws),
            Err(e) => ctx.error("idle_open_failed", || e),
        }
    }
    held
}

/// Whether an idle socket is still open: reads what is waiting without waiting for more (and
/// so answers the pings among it).
pub(crate) fn still_open(ws: &mut Ws) -> bool {
    loop {
        match ws.next().now_or_never() {
            None => return true,
            Some(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return false,
            Some(Some(Ok(_))) => {}
        }
    }
}

/// Holds idle sockets, reading what is waiting on each every second (answering the server's
/// pings) until `stop` fires; then gives them back.
pub(crate) async fn hold(
    mut idle: Vec<Ws>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> Vec<Ws> {
    while !*stop.borrow() {
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(1)) => {}
            _ = stop.changed() => break,
        }
        for ws in &mut idle {
            still_open(ws);
        }
    }
    idle
}
