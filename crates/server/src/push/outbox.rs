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
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, Notify};

/// How many notices one transaction stores at most.
const BATCH: usize = 256;

impl Notice {
    /// The outbox row of this notice, under a fresh id.
    pub(super) fn to_row(&self) -> OutboxRow {
        OutboxRow {
            key: self.key.clone(),
            seat: self.seat,
            id: crate::ids::random_u64() as i64,
            body: serde_json::to_string(self).expect("a notice serialises"),
            tries: 0,
        }
    }

    /// The notice an outbox row holds.
    pub(super) fn from_row(row: &OutboxRow) -> Result<Notice, String> {
        let body: Notice = serde_json::from_str(&row.body)
            .map_err(|e| format!("an outbox row does not read: {e}"))?;
        Ok(Notice {
            key: row.key.clone(),
            seat: row.seat,
            ..body
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

#[cfg(test)]
mod tests {
    use super::*;
    use tahta_protocol::push::{OfferKind, PushKind};

    #[test]
    fn a_notice_comes_back_whole_from_its_row_which_holds_no_room_or_seat() {
        let notice = Notice {
            key: vec![1, 2, 3],
            variant: "hex".into(),
            seat: 'b',
            kind: PushKind::Ended,
            n: Some(4),
            mv: Some("e4-e5".into()),
            result: Some("white wins: resignation".into()),
            rule: Some("resignation".into()),
            winners: Some(vec!['w']),
            offer: Some(OfferKind::Rematch),
        };
        let row = notice.to_row();
        assert_eq!((row.key.as_slice(), row.seat), (&[1u8, 2, 3][..], 'b'));
        assert!(
            !row.body.contains("key") && !row.body.contains("seat"),
            "{}",
            row.body
        );
        assert_eq!(Notice::from_row(&row).unwrap(), notice);
        // A row written before a field existed still reads.
        let old = OutboxRow {
            body: r#"{"variant":"jungle","kind":"your_move","n":1,"mv":"a3-a4"}"#.into(),
            ..row
        };
        let read = Notice::from_row(&old).unwrap();
        assert_eq!(
            (read.kind, read.n, read.rule),
            (PushKind::YourMove, Some(1), None)
        );
    }
}
