//! The push outbox: every notice is stored (`outbox` table) until it is delivered or given up,
//! so that a kill -9, a restart or a second instance loses none and sends none twice.
//!
//! - **When it is stored**: right after the commit of the event that calls for it, by one task
//!   that writes the notices in the order the rooms made them, as many in one transaction as
//!   are waiting. Not in the event's own transaction: which seats are told depends on who is
//!   connected when the event is stored, and the room's commit path stays as fast as it was.
//!   A kill in the moment between the two commits loses that notice.
//! - **One per seat**: the row's key is (room, seat); a newer notice replaces the waiting one
//!   (a player needs the latest news, not a backlog) under a new id, so that the sender of the
//!   older one, settling it, cannot delete the newer.
//! - **Sent by one instance**: a sender leases due rows to its instance (`owner`,
//!   `lease_until`; on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two instances claiming at once
//!   take different rows), sends, then deletes the row (delivered, or given up after the
//!   retries) or sets its next try. A lease whose holder stopped or fell silent (PostgreSQL),
//!   or that belongs to an earlier run (SQLite), or that ran out, is taken again: a notice
//!   whose sender died is sent by the next one. A kill between the push service's answer and
//!   the delete sends that notice twice: the one case left, and it needs that exact moment.

use super::sender::Notice;
use crate::store::{OutboxRow, SharedStore};
use crate::time::unix_ms;
use prometheus_client::metrics::gauge::Gauge;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tahta_protocol::push::{OfferKind, PushKind};
use tokio::sync::{mpsc, oneshot, Notify};

/// How many notices one transaction stores at most.
const BATCH: usize = 256;

/// A notice as the `body` column holds it (the room and seat are the row's key).
#[derive(Serialize, Deserialize)]
struct Body {
    variant: String,
    kind: PushKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    n: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mv: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rule: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    winners: Option<Vec<char>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    offer: Option<OfferKind>,
}

impl Notice {
    /// The outbox row of this notice, under a fresh id.
    pub(super) fn to_row(&self) -> OutboxRow {
        let body = Body {
            variant: self.variant.clone(),
            kind: self.kind,
            n: self.n,
            mv: self.mv.clone(),
            result: self.result.clone(),
            rule: self.rule.clone(),
            winners: self.winners.clone(),
            offer: self.offer,
        };
        OutboxRow {
            key: self.key.clone(),
            seat: self.seat,
            id: crate::ids::random_u64() as i64,
            body: serde_json::to_string(&body).expect("a notice serialises"),
            tries: 0,
        }
    }

    /// The notice an outbox row holds.
    pub(super) fn from_row(row: &OutboxRow) -> Result<Notice, String> {
        let body: Body = serde_json::from_str(&row.body)
            .map_err(|e| format!("an outbox row does not read: {e}"))?;
        Ok(Notice {
            key: row.key.clone(),
            variant: body.variant,
            seat: row.seat,
            kind: body.kind,
            n: body.n,
            mv: body.mv,
            result: body.result,
            rule: body.rule,
            winners: body.winners,
            offer: body.offer,
        })
    }
}

/// What the writer is handed.
pub(super) enum Write {
    /// A notice to store.
    Notice(Notice),
    /// Answered once everything handed over before is stored.
    Flush(oneshot::Sender<()>),
}

/// Stores the notices of `queue` in the order they come, then wakes the sender; until the
/// queue closes. `waiting` counts the notices handed over and not yet stored.
pub(super) async fn write(
    store: SharedStore,
    mut queue: mpsc::Receiver<Write>,
    wake: Arc<Notify>,
    waiting: Gauge,
) {
    while let Some(first) = queue.recv().await {
        let mut notices = Vec::new();
        let mut flushes = Vec::new();
        let mut next = Some(first);
        while let Some(write) = next.take() {
            match write {
                Write::Notice(notice) => notices.push(notice.to_row()),
                Write::Flush(done) => flushes.push(done),
            }
            if notices.len() < BATCH {
                next = queue.try_recv().ok();
            }
        }
        if !notices.is_empty() {
            let count = notices.len() as i64;
            if let Err(e) = store.outbox_put(notices, unix_ms()).await {
                tracing::warn!(
                    event = "push_lost",
                    count,
                    "notices could not be stored, and are not sent: {e}"
                );
            }
            waiting.dec_by(count);
            wake.notify_one();
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}
