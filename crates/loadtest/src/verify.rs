//! The read-back at the end: every room's log, read with a fresh spectator `hello`, against
//! what its clients saw acknowledged.

use crate::ctx::{hello, ws_connect, Ctx};
use crate::room::Record;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::time::Duration;
use tahta_protocol::{ServerFrame, Snapshot};
use tokio::time::{sleep, timeout};
use tokio_tungstenite::tungstenite::Message;

/// What the read-back of rooms found.
#[derive(Default)]
pub(crate) struct Verdict {
    pub(crate) rooms: u64,
    pub(crate) moves: u64,
    pub(crate) lost: u64,
    pub(crate) duplicated: u64,
    pub(crate) failed: u64,
}

/// The log of `room` as instance `target` has it, read with a fresh spectator `hello`.
pub(crate) async fn server_log(ctx: &Ctx, target: usize, room: &str) -> Result<Snapshot, String> {
    let ws = ws_connect(ctx, target, room).await?;
    let (mut sink, mut stream) = ws.split();
    sink.send(hello(room, None, None))
        .await
        .map_err(|e| format!("hello: {e}"))?;
    let found = timeout(Duration::from_secs(20), async {
        while let Some(frame) = stream.next().await {
            let Ok(Message::Text(text)) = frame else {
                continue;
            };
            let frame: ServerFrame =
                serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
            match frame {
                ServerFrame::Welcome { snapshot, .. } => {
                    return snapshot
                        .map(|s| *s)
                        .ok_or("a welcome without a snapshot".into())
                }
                ServerFrame::Err { code, message, .. } => {
                    return Err(format!("err {}: {message}", code.as_str()))
                }
                _ => {}
            }
        }
        Err("closed before the welcome".to_string())
    })
    .await
    .map_err(|_| "no welcome in 20 s".to_string())?;
    let _ = sink.send(Message::Close(None)).await;
    found
}

/// Reads the room of `record` back, through instance `target`, and compares.
pub(crate) async fn verify(ctx: Arc<Ctx>, target: usize, record: Record) -> Verdict {
    let mut verdict = Verdict {
        rooms: 1,
        ..Verdict::default()
    };
    let mut attempt = 0;
    let snap = loop {
        match server_log(&ctx, target, &record.room).await {
            Ok(snap) => break snap,
            Err(e) if attempt >= 3 => {
                ctx.error("verify_failed", || format!("room {}: {e}", record.room));
                verdict.failed = 1;
                return verdict;
            }
            Err(_) => {
                attempt += 1;
                sleep(Duration::from_millis(500)).await;
            }
        }
    };
    let server = &snap.moves;
    verdict.moves = record.acked as u64;
    let (lost, extra) = compare(&record, server);
    if lost > 0 {
        ctx.error("lost_moves", || {
            format!(
                "room {}: {lost} acknowledged moves missing or different; clients {:?} \
                 (acked {}), server {:?}",
                record.room, record.moves, record.acked, server
            )
        });
    }
    verdict.lost = lost;
    if extra > 0 {
        ctx.error("duplicated_moves", || {
            format!(
                "room {}: {extra} moves in the log that no client sent once; clients {:?}, \
                 server {:?}",
                record.room, record.moves, server
            )
        });
    }
    verdict.duplicated = extra;
    verdict
}

/// Compares what a room's clients saw with the server's log: how many moves acknowledged or
/// broadcast are missing from the log (or different there), and how many moves the log has
/// beyond those, other than the one move in flight (sent, not acknowledged).
pub(crate) fn compare(record: &Record, server: &[String]) -> (u64, u64) {
    let known = record.moves.len().max(record.acked);
    let lost = (0..known)
        .filter(|&i| server.get(i).is_none() || record.moves.get(i) != server.get(i))
        .count() as u64;
    let mut extra = server.len().saturating_sub(known);
    if let Some((n, mv)) = &record.unacked {
        if extra > 0 && *n == known && server.get(known) == Some(mv) {
            extra -= 1;
        }
    }
    (lost, extra as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(moves: &[&str], acked: usize, unacked: Option<(usize, &str)>) -> Record {
        Record {
            room: "r".into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            acked,
            unacked: unacked.map(|(n, m)| (n, m.to_string())),
        }
    }

    fn log(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn the_log_is_compared_with_what_the_clients_saw() {
        let both = log(&["a", "b", "c"]);
        assert_eq!(compare(&record(&["a", "b", "c"], 3, None), &both), (0, 0));
        // The move in flight may or may not have been stored.
        let r = record(&["a", "b"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &both), (0, 0));
        assert_eq!(compare(&r, &log(&["a", "b"])), (0, 0));
        // Broadcast but not acknowledged: it must be there.
        let r = record(&["a", "b", "c"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &both), (0, 0));
        assert_eq!(compare(&r, &log(&["a", "b"])), (1, 0));
        // Acknowledged moves missing or different are lost.
        assert_eq!(
            compare(&record(&["a", "b", "c"], 3, None), &log(&["a"])),
            (2, 0)
        );
        assert_eq!(
            compare(&record(&["a", "b"], 2, None), &log(&["a", "x"])),
            (1, 0)
        );
        // Anything more is duplicated, the move in flight included when it was seen already.
        assert_eq!(compare(&record(&["a", "b"], 2, None), &both), (0, 1));
        let r = record(&["a", "b", "c"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &log(&["a", "b", "c", "c"])), (0, 1));
        let r = record(&["a", "b"], 2, Some((2, "c")));
        assert_eq!(compare(&r, &log(&["a", "b", "c", "c"])), (0, 1));
    }
}
