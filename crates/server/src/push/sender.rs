//! Sending notifications without slowing any room: a room hands a notice to the queue and
//! goes on; a few workers send them. At most one notice waits per seat (a newer one replaces
//! it: a player needs the latest news, not a backlog), the queue is bounded, each send has a
//! timeout, and a send that failed for a passing reason (no connection, 429, 5xx) is tried
//! again with growing pauses. A push service answering 404 or 410 has dropped the
//! subscription: the server drops it too.
//!
//! The subscription is read from the store at the moment of sending, so a seat that turned
//! notifications off or subscribed another device meanwhile is served as it is now.

use super::encrypt::encrypt;
use super::endpoint::{check_form, EndpointPolicy, PublicResolver};
use super::vapid::Vapid;
use crate::store::{SharedStore, StoredPush};
use base64ct::{Base64UrlUnpadded, Encoding};
use p256::PublicKey;
use prometheus_client::metrics::gauge::Gauge;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tahta_protocol::push::{OfferKind, PushKind, PushPayload};
use tokio::sync::{watch, Notify};

/// Notices waiting at most (past this a new seat's notice is dropped and counted).
const MAX_PENDING: usize = 10_000;
/// Sends at once.
const WORKERS: usize = 8;
/// How long one send may take, connection included.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// Tries of one notice, and the pause before the first retry (five times longer each time).
const TRIES: u32 = 4;
const FIRST_RETRY: Duration = Duration::from_secs(1);
/// How much of a push service's answer is read (and thrown away).
const MAX_ANSWER: usize = 4 * 1024;

/// What a room wants a seat told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The room's key in the store.
    pub key: Vec<u8>,
    /// The variant id.
    pub variant: String,
    /// The seat's player letter.
    pub seat: char,
    /// Why.
    pub kind: PushKind,
    /// The ply just played, on `your_move`.
    pub n: Option<u64>,
    /// The move just played, on `your_move`.
    pub mv: Option<String>,
    /// The result, on `ended`.
    pub result: Option<String>,
    /// The rule that ended the game, on `ended`.
    pub rule: Option<String>,
    /// The winners' letters, on `ended`.
    pub winners: Option<Vec<char>>,
    /// What is offered, on `offer`.
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

/// One notice in the queue.
struct Pending {
    notice: Notice,
    tries: u32,
}

type SeatKey = (Vec<u8>, char);

#[derive(Default)]
struct Queue {
    pending: HashMap<SeatKey, Pending>,
    order: VecDeque<SeatKey>,
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

/// The queue and its workers.
pub struct Pusher {
    queue: Mutex<Queue>,
    wake: Notify,
    store: SharedStore,
    vapid: Vapid,
    client: reqwest::Client,
    policy: EndpointPolicy,
    /// Notices dropped because the queue was full.
    dropped: std::sync::atomic::AtomicU64,
    /// Notices waiting now, for `/metrics`.
    waiting: Gauge,
}

impl Pusher {
    /// The pusher, with its workers running until `stopping` fires.
    pub fn start(
        store: SharedStore,
        vapid: Vapid,
        policy: EndpointPolicy,
        waiting: Gauge,
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
        let pusher = Arc::new(Pusher {
            queue: Mutex::default(),
            wake: Notify::new(),
            store,
            vapid,
            client,
            policy,
            dropped: Default::default(),
            waiting,
        });
        for _ in 0..WORKERS {
            let worker = pusher.clone();
            let mut stopping = stopping.clone();
            tokio::spawn(async move {
                tokio::select! {
                    () = worker.work() => {}
                    _ = stopping.changed() => {}
                }
            });
        }
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

    /// Queues `notice`, replacing any the seat has waiting; never waits.
    pub fn send(&self, notice: Notice) {
        self.queue_up(notice, 0);
    }

    fn queue_up(&self, notice: Notice, tries: u32) {
        let key = (notice.key.clone(), notice.seat);
        let mut queue = self.queue.lock().expect("push queue lock");
        if let Some(waiting) = queue.pending.get_mut(&key) {
            // A retry never replaces a newer notice.
            if tries == 0 {
                *waiting = Pending { notice, tries };
            }
            return;
        }
        if queue.pending.len() >= MAX_PENDING {
            self.dropped
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            tracing::warn!(
                event = "push_dropped",
                "the push queue is full: a notice was dropped"
            );
            return;
        }
        queue.pending.insert(key.clone(), Pending { notice, tries });
        queue.order.push_back(key);
        self.waiting.set(queue.pending.len() as i64);
        drop(queue);
        self.wake.notify_one();
    }

    /// The next notice to send, waiting for one.
    async fn next(&self) -> Pending {
        loop {
            {
                let mut queue = self.queue.lock().expect("push queue lock");
                while let Some(key) = queue.order.pop_front() {
                    if let Some(pending) = queue.pending.remove(&key) {
                        self.waiting.set(queue.pending.len() as i64);
                        return pending;
                    }
                }
            }
            self.wake.notified().await;
        }
    }

    async fn work(self: Arc<Self>) {
        loop {
            let pending = self.next().await;
            // More may be waiting: let another worker look while this one sends.
            self.wake.notify_one();
            let tries = pending.tries + 1;
            match self.deliver(&pending.notice).await {
                Outcome::Retry(why) if tries < TRIES => {
                    tracing::info!(
                        event = "push_retry",
                        tries,
                        "a push will be tried again: {why}"
                    );
                    let pusher = self.clone();
                    let pause = FIRST_RETRY * 5u32.pow(tries - 1);
                    tokio::spawn(async move {
                        tokio::time::sleep(pause).await;
                        pusher.queue_up(pending.notice, tries);
                    });
                }
                Outcome::Retry(why) | Outcome::Failed(why) => {
                    tracing::warn!(event = "push_failed", tries, "a push was given up: {why}");
                }
                Outcome::Done | Outcome::Removed => {}
            }
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
