//! Sending notifications without slowing any room: a room hands a notice over and goes on;
//! the notice is stored in the outbox (`outbox.rs`) and a few senders take it from there. At
//! most one notice waits per seat (a newer one replaces it: a player needs the latest news,
//! not a backlog), what waits to be stored is bounded, each send has a timeout, and a send that
//! failed for a passing reason (no connection, 429, 5xx) is tried again with growing pauses. A
//! push service answering 404 or 410 has dropped the subscription: the server drops it too.
//!
//! The subscription is read from the store at the moment of sending, so a seat that turned
//! notifications off or subscribed another device meanwhile is served as it is now.

use super::encrypt::encrypt;
use super::endpoint::{check_form, EndpointPolicy, PublicResolver};
use super::outbox::{self, Write};
use super::vapid::Vapid;
use crate::store::{OutboxRow, SharedStore, StoredPush};
use crate::time::unix_ms;
use base64ct::{Base64UrlUnpadded, Encoding};
use p256::PublicKey;
use prometheus_client::metrics::gauge::Gauge;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tahta_protocol::push::{OfferKind, PushKind, PushPayload};
use tokio::sync::{mpsc, oneshot, watch, Notify, Semaphore};
use tokio::task::JoinHandle;

/// Notices waiting to be stored at most (past this a notice is dropped and logged).
const MAX_PENDING: usize = 10_000;
/// Sends at once.
const WORKERS: usize = 8;
/// How often the outbox is looked at when nothing wakes the sender: for retries that fell
/// due, and notices whose sender died (here before a restart, or another instance).
const POLL: Duration = Duration::from_secs(1);
/// How long a claimed notice is left to its sender: more than a send and its settling take.
const LEASE_MS: i64 = 30_000;
/// How long one send may take, connection included.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// Tries of one notice, and the pause before the first retry (five times longer each time).
const TRIES: u32 = 4;
const FIRST_RETRY: Duration = Duration::from_secs(1);
/// How much of a push service's answer is read (and thrown away).
const MAX_ANSWER: usize = 4 * 1024;

/// What a room wants a seat told. As the outbox stores it (outbox.rs), it is this JSON without
/// the room and the seat, which are the row's key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// The room's key in the store.
    #[serde(skip)]
    pub key: Vec<u8>,
    /// The variant id.
    pub variant: String,
    /// The seat's player letter.
    #[serde(skip)]
    pub seat: char,
    /// Why.
    pub kind: PushKind,
    /// The ply just played, on `your_move`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<u64>,
    /// The move just played, on `your_move`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    /// The result, on `ended`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The rule that ended the game, on `ended`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// The winners' letters, on `ended`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<char>>,
    /// What is offered, on `offer`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offer: Option<OfferKind>,
}

impl Notice {
    /// The payload for the subscription `push` (which holds the room id and the language).
    pub fn payload(&self, push: &StoredPush) -> PushPayload {
        PushPayload {
            t: self.kind,
            room: push.room_id.clone(),
            variant: self.variant.clone(),
            seat: self.seat,
            n: self.n,
            mv: self.mv.clone(),
            result: self.result.clone(),
            rule: self.rule.clone(),
            winners: self.winners.clone(),
            offer: self.offer,
            lang: push.lang.clone(),
        }
    }

    /// How long the push service should keep trying to deliver it (seconds), and how urgent
    /// it is: a move or an offer matters within the day and at once; the rest can wait.
    fn ttl_and_urgency(&self) -> (u64, &'static str) {
        match self.kind {
            PushKind::YourMove | PushKind::Offer => (24 * 3600, "high"),
            PushKind::Joined => (3 * 24 * 3600, "normal"),
            PushKind::Ended => (7 * 24 * 3600, "normal"),
        }
    }
}

/// What happened to a send.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    /// Delivered to the push service, or nothing to do (no subscription).
    Done,
    /// The subscription is gone (404, 410) or unusable: it was removed.
    Removed,
    /// Failed for a passing reason: try again later.
    Retry(String),
    /// Refused for good (another 4xx): given up.
    Failed(String),
}

/// The outbox's writer and senders.
pub struct Pusher {
    /// To the writer (`outbox::write`).
    to_store: mpsc::Sender<Write>,
    /// Wakes the dispatcher: a notice was stored, or a sender is free.
    wake: Arc<Notify>,
    /// One permit per send under way.
    sending: Arc<Semaphore>,
    store: SharedStore,
    vapid: Vapid,
    client: reqwest::Client,
    policy: EndpointPolicy,
    /// This instance's id: whose leases are whose.
    instance: String,
    /// Notices handed over and not yet stored, and notices being sent, for `/metrics`.
    waiting: Gauge,
    /// The dispatcher's task, which `flush` waits for: it may be claiming rows as the stop
    /// comes, and the sends it then starts need the store.
    dispatcher: Mutex<Option<JoinHandle<()>>>,
}

impl Pusher {
    /// The pusher of instance `instance`, its dispatcher running until `stopping` fires.
    pub fn start(
        store: SharedStore,
        vapid: Vapid,
        policy: EndpointPolicy,
        waiting: Gauge,
        instance: String,
        stopping: watch::Receiver<bool>,
    ) -> Result<Arc<Pusher>, String> {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .dns_resolver(Arc::new(PublicResolver))
            .no_proxy()
            .timeout(SEND_TIMEOUT)
            .connect_timeout(Duration::from_secs(5))
            .pool_max_idle_per_host(4)
            .build()
            .map_err(|e| format!("the push client could not be made: {e}"))?;
        let (to_store, queue) = mpsc::channel(MAX_PENDING);
        let wake = Arc::new(Notify::new());
        tokio::spawn(outbox::write(
            store.clone(),
            queue,
            wake.clone(),
            waiting.clone(),
        ));
        let pusher = Arc::new(Pusher {
            to_store,
            wake,
            sending: Arc::new(Semaphore::new(WORKERS)),
            store,
            vapid,
            client,
            policy,
            instance,
            waiting,
            dispatcher: Mutex::new(None),
        });
        let dispatcher = tokio::spawn(pusher.clone().dispatch(stopping));
        *pusher.dispatcher.lock().expect("dispatcher lock") = Some(dispatcher);
        Ok(pusher)
    }

    /// The VAPID public key subscriptions are made with.
    pub fn public_key(&self) -> String {
        self.vapid.public_key()
    }

    /// The endpoint policy.
    pub fn policy(&self) -> EndpointPolicy {
        self.policy
    }

    /// Hands `notice` over to be stored and sent (replacing any the seat has waiting); never
    /// waits.
    pub fn send(&self, notice: Notice) {
        // Counted before the writer can count it stored.
        self.waiting.inc();
        if let Err(refused) = self.to_store.try_send(Write::Notice(notice)) {
            self.waiting.dec();
            if let mpsc::error::TrySendError::Full(_) = refused {
                tracing::warn!(
                    event = "push_dropped",
                    "the push queue is full: a notice was dropped"
                );
            }
        }
    }

    /// At a clean stop (after `stopping` fired), before the store closes: stores every
    /// notice handed over, waits for the dispatcher to have stopped claiming, and lets the
    /// sends under way finish and settle (for at most a send's timeout), so that none is lost,
    /// none sent again by the next run, and none left to settle in a closed store.
    pub async fn flush(&self) {
        let (done, stored) = oneshot::channel();
        if self.to_store.send(Write::Flush(done)).await.is_ok() {
            let _ = stored.await;
        }
        let deadline = tokio::time::Instant::now() + SEND_TIMEOUT;
        let dispatcher = self.dispatcher.lock().expect("dispatcher lock").take();
        if let Some(dispatcher) = dispatcher {
            let _ = tokio::time::timeout_at(deadline, dispatcher).await;
        }
        let finished = self.sending.acquire_many(WORKERS as u32);
        let _ = tokio::time::timeout_at(deadline, finished).await;
    }

    /// Claims due notices while senders are free, each sent by a task of its own; looks
    /// again when woken or every `POLL`, until `stopping` fires.
    async fn dispatch(self: Arc<Self>, mut stopping: watch::Receiver<bool>) {
        loop {
            while !*stopping.borrow() {
                let free = self.sending.available_permits();
                if free == 0 {
                    break;
                }
                let claimed = self
                    .store
                    .outbox_claim(self.instance.clone(), unix_ms(), LEASE_MS, free as u32)
                    .await;
                let rows = match claimed {
                    Ok(rows) => rows,
                    Err(e) => {
                        tracing::warn!(event = "push_claim_failed", "the outbox: {e}");
                        break;
                    }
                };
                let all_taken = rows.len() < free;
                for row in rows {
                    let Ok(permit) = self.sending.clone().try_acquire_owned() else {
                        break;
                    };
                    self.waiting.inc();
                    let pusher = self.clone();
                    tokio::spawn(async move {
                        pusher.send_row(row).await;
                        pusher.waiting.dec();
                        drop(permit);
                        pusher.wake.notify_one();
                    });
                }
                if all_taken {
                    break;
                }
            }
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(POLL) => {}
                _ = stopping.changed() => return,
            }
        }
    }

    /// Sends one claimed notice, then deletes it or sets its next try.
    async fn send_row(&self, row: OutboxRow) {
        let tries = row.tries + 1;
        let retry_at = match Notice::from_row(&row) {
            Err(why) => {
                tracing::warn!(event = "push_failed", tries, "a push was given up: {why}");
                None
            }
            Ok(notice) => match self.deliver(&notice).await {
                Outcome::Retry(why) if tries < TRIES => {
                    tracing::info!(
                        event = "push_retry",
                        tries,
                        "a push will be tried again: {why}"
                    );
                    let pause = FIRST_RETRY * 5u32.pow(tries - 1);
                    Some(unix_ms() + pause.as_millis() as i64)
                }
                Outcome::Retry(why) | Outcome::Failed(why) => {
                    tracing::warn!(event = "push_failed", tries, "a push was given up: {why}");
                    None
                }
                Outcome::Done | Outcome::Removed => None,
            },
        };
        if let Err(e) = self
            .store
            .outbox_settle(row.key, row.seat, row.id, retry_at)
            .await
        {
            tracing::warn!(event = "push_settle_failed", "the outbox: {e}");
        }
    }

    /// Sends one notice to the seat's subscription as it is stored now.
    async fn deliver(&self, notice: &Notice) -> Outcome {
        let push = match self.store.push_of(notice.key.clone(), notice.seat).await {
            Ok(Some(push)) => push,
            Ok(None) => return Outcome::Done,
            Err(e) => return Outcome::Retry(e.to_string()),
        };
        let request = match self.request(notice, &push) {
            Ok(r) => r,
            Err(why) => {
                // Checked when it was given, so only a policy changed since: drop it.
                self.remove(notice, &push).await;
                tracing::info!(event = "push_removed", "an unusable subscription: {why}");
                return Outcome::Removed;
            }
        };
        let answer = match request.send().await {
            Ok(answer) => answer,
            Err(e) => return Outcome::Retry(format!("{}", e.without_url())),
        };
        let status = answer.status();
        discard(answer).await;
        match status.as_u16() {
            200..=299 => Outcome::Done,
            404 | 410 => {
                self.remove(notice, &push).await;
                Outcome::Removed
            }
            429 | 500..=599 => Outcome::Retry(format!("the push service answered {status}")),
            _ => Outcome::Failed(format!("the push service answered {status}")),
        }
    }

    /// The encrypted, signed request of `notice` to `push`.
    fn request(
        &self,
        notice: &Notice,
        push: &StoredPush,
    ) -> Result<reqwest::RequestBuilder, String> {
        let (url, _) = check_form(&push.endpoint, self.policy)?;
        let ua_public = Base64UrlUnpadded::decode_vec(&push.p256dh)
            .ok()
            .and_then(|bytes| PublicKey::from_sec1_bytes(&bytes).ok())
            .ok_or("the subscription's p256dh is not a P-256 public key")?;
        let auth: [u8; 16] = Base64UrlUnpadded::decode_vec(&push.auth)
            .ok()
            .and_then(|bytes| bytes.try_into().ok())
            .ok_or("the subscription's auth is not 16 bytes")?;
        let payload = serde_json::to_vec(&notice.payload(push)).expect("a payload serialises");
        let body = encrypt(&payload, &ua_public, &auth)
            .map_err(|e| format!("the payload could not be encrypted: {e}"))?;
        let (ttl, urgency) = notice.ttl_and_urgency();
        Ok(self
            .client
            .post(url.clone())
            .header("TTL", ttl)
            .header("Urgency", urgency)
            .header("Content-Encoding", "aes128gcm")
            .header("Content-Type", "application/octet-stream")
            .header("Authorization", self.vapid.authorization(&url)?)
            .body(body))
    }

    /// Drops the seat's subscription if it is still `push` (not one given since).
    async fn remove(&self, notice: &Notice, push: &StoredPush) {
        if let Err(e) = self
            .store
            .remove_push(notice.key.clone(), notice.seat, Some(push.endpoint.clone()))
            .await
        {
            tracing::warn!(
                event = "push_remove_failed",
                "a subscription could not be removed: {e}"
            );
        }
    }
}

/// Reads at most `MAX_ANSWER` bytes of a push service's answer and drops the rest with the
/// connection's reuse: nothing in it is of use, and a stranger's server could send much.
async fn discard(mut answer: reqwest::Response) {
    let mut read = 0;
    while read < MAX_ANSWER {
        match answer.chunk().await {
            Ok(Some(chunk)) => read += chunk.len(),
            _ => return,
        }
    }
}
