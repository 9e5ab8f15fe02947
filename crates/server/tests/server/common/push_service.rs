//! A push service for the tests, on 127.0.0.1: it receives the server's pushes and reads them
//! as a browser and a push service would — it holds each subscription's private key and auth
//! secret, decrypts the payload itself (RFC 8291 `aes128gcm`: ECDH, HKDF, AES-128-GCM, the
//! padding delimiter) and checks the VAPID JWT (RFC 8292: ES256 with the server's public
//! key, audience the endpoint's origin, expiry within 24 hours).

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes128Gcm, Nonce};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64ct::{Base64UrlUnpadded, Encoding};
use hkdf::Hkdf;
use p256::ecdsa::signature::Verifier;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde_json::{json, Value};
use sha2::Sha256;
use std::sync::atomic::{AtomicU16, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One push as received.
#[derive(Clone, Debug)]
pub struct Received {
    /// The subscription's id (the last part of its endpoint).
    pub id: String,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    pub at: Instant,
}

struct Shared {
    received: Mutex<Vec<Received>>,
    /// The status every push is answered with.
    answer: AtomicU16,
    /// Connections accepted (a refused endpoint must never be contacted).
    requests: AtomicUsize,
    /// While true, pushes are held unanswered; when it turns false, the held ones end
    /// unrecorded (their sender is gone: it was killed meanwhile).
    holding: tokio::sync::watch::Sender<bool>,
    /// How long each push waits for its answer, in ms.
    slowness_ms: std::sync::atomic::AtomicU64,
}

/// The service.
pub struct PushService {
    pub origin: String,
    shared: Arc<Shared>,
}

/// A browser's subscription: its keys, which only the test holds.
pub struct Subscriber {
    pub endpoint: String,
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl PushService {
    pub async fn start() -> PushService {
        let shared = Arc::new(Shared {
            received: Mutex::default(),
            answer: AtomicU16::new(201),
            requests: AtomicUsize::new(0),
            holding: tokio::sync::watch::channel(false).0,
            slowness_ms: Default::default(),
        });
        let app = axum::Router::new()
            .route("/push/{id}", axum::routing::post(receive))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        PushService { origin, shared }
    }

    /// A new subscription at this service.
    pub fn subscriber(&self, id: &str) -> Subscriber {
        let mut auth = [0u8; 16];
        getrandom::fill(&mut auth).unwrap();
        Subscriber {
            endpoint: format!("{}/push/{id}", self.origin),
            secret: random_secret(),
            auth,
        }
    }

    /// Answers every later push with `status`.
    pub fn answer_with(&self, status: u16) {
        self.shared.answer.store(status, Ordering::SeqCst);
    }

    /// Answers every later push only after `wait` (a slow push service).
    pub fn answer_after(&self, wait: Duration) {
        self.shared
            .slowness_ms
            .store(wait.as_millis() as u64, Ordering::SeqCst);
    }

    /// Holds every later push unanswered (and unrecorded) until `drop_held`.
    pub fn hold(&self) {
        self.shared.holding.send_replace(true);
    }

    /// Ends the held pushes unrecorded, as a push service does whose client went away before
    /// the answer, and answers the later ones again.
    pub fn drop_held(&self) {
        self.shared.holding.send_replace(false);
    }

    /// Waits (at most 10 s) until `count` requests have come, answered or not.
    pub async fn until_requests(&self, count: usize) -> usize {
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.requests() < count && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.requests()
    }

    /// Every push received so far.
    pub fn received(&self) -> Vec<Received> {
        self.shared.received.lock().unwrap().clone()
    }

    /// The pushes received for subscription `id`.
    pub fn received_by(&self, id: &str) -> Vec<Received> {
        self.received().into_iter().filter(|r| r.id == id).collect()
    }

    /// How many requests came at all.
    pub fn requests(&self) -> usize {
        self.shared.requests.load(Ordering::SeqCst)
    }

    /// Waits (at most 5 s) until `count` pushes for `id` have come; them.
    pub async fn until(&self, id: &str, count: usize) -> Vec<Received> {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let got = self.received_by(id);
            if got.len() >= count || Instant::now() > deadline {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// A random P-256 private key (32 random bytes, drawn again in the rare case they are not a
/// valid scalar).
fn random_secret() -> p256::SecretKey {
    loop {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).unwrap();
        if let Ok(key) = p256::SecretKey::from_slice(&bytes) {
            return key;
        }
    }
}

async fn receive(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    shared.requests.fetch_add(1, Ordering::SeqCst);
    let mut holding = shared.holding.subscribe();
    if *holding.borrow_and_update() {
        let _ = holding.wait_for(|held| !held).await;
        return StatusCode::SERVICE_UNAVAILABLE;
    }
    let slowness = shared.slowness_ms.load(Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(slowness)).await;
    shared.received.lock().unwrap().push(Received {
        id,
        headers,
        body: body.to_vec(),
        at: Instant::now(),
    });
    StatusCode::from_u16(shared.answer.load(Ordering::SeqCst)).unwrap()
}

impl Subscriber {
    /// The subscription as `PushSubscription.toJSON()` gives it.
    pub fn json(&self) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": self.endpoint,
            "keys": {
                "p256dh": Base64UrlUnpadded::encode_string(public.as_bytes()),
                "auth": Base64UrlUnpadded::encode_string(&self.auth),
            },
            "expirationTime": null,
        })
    }

    /// Decrypts a push body (RFC 8291 over RFC 8188's one-record `aes128gcm`).
    pub fn decrypt(&self, body: &[u8]) -> Value {
        let salt = &body[..16];
        let rs = u32::from_be_bytes(body[16..20].try_into().unwrap());
        let id_len = body[20] as usize;
        assert_eq!(id_len, 65, "the key id is the sender's public key");
        let sender = p256::PublicKey::from_sec1_bytes(&body[21..21 + id_len]).unwrap();
        let ciphertext = &body[21 + id_len..];
        assert!(ciphertext.len() <= rs as usize, "one record");
        let shared =
            p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), sender.as_affine());
        let mut info = b"WebPush: info\0".to_vec();
        info.extend_from_slice(self.secret.public_key().to_encoded_point(false).as_bytes());
        info.extend_from_slice(sender.to_encoded_point(false).as_bytes());
        let mut ikm = [0u8; 32];
        Hkdf::<Sha256>::new(Some(&self.auth), shared.raw_secret_bytes())
            .expand(&info, &mut ikm)
            .unwrap();
        let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
        let mut cek = [0u8; 16];
        prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
            .unwrap();
        let mut nonce = [0u8; 12];
        prk.expand(b"Content-Encoding: nonce\0", &mut nonce)
            .unwrap();
        let mut plain = Aes128Gcm::new_from_slice(&cek)
            .unwrap()
            .decrypt(Nonce::from_slice(&nonce), ciphertext)
            .expect("the payload decrypts");
        // The last record ends with the delimiter 2 and any zero padding.
        while plain.last() == Some(&0) {
            plain.pop();
        }
        assert_eq!(plain.pop(), Some(2), "the last record's delimiter");
        serde_json::from_slice(&plain).unwrap()
    }
}

/// Checks a push's VAPID `Authorization` (`vapid t=<JWT>, k=<key>`) against the server's public
/// key and the endpoint's origin; the JWT's claims.
pub fn check_vapid(headers: &HeaderMap, server_key: &str, origin: &str) -> Value {
    let auth = headers["authorization"].to_str().unwrap();
    let rest = auth.strip_prefix("vapid ").expect("the vapid scheme");
    let mut token = None;
    let mut key = None;
    for part in rest.split(',') {
        let (name, value) = part.trim().split_once('=').unwrap();
        match name {
            "t" => token = Some(value.to_string()),
            "k" => key = Some(value.to_string()),
            _ => {}
        }
    }
    assert_eq!(
        key.as_deref(),
        Some(server_key),
        "k is the server's public key"
    );
    let token = token.expect("a JWT");
    let parts: Vec<&str> = token.split('.').collect();
    assert_eq!(parts.len(), 3);
    let header: Value =
        serde_json::from_slice(&Base64UrlUnpadded::decode_vec(parts[0]).unwrap()).unwrap();
    assert_eq!(header["alg"], "ES256");
    let claims: Value =
        serde_json::from_slice(&Base64UrlUnpadded::decode_vec(parts[1]).unwrap()).unwrap();
    let signature =
        p256::ecdsa::Signature::from_slice(&Base64UrlUnpadded::decode_vec(parts[2]).unwrap())
            .unwrap();
    let verifier = p256::ecdsa::VerifyingKey::from_sec1_bytes(
        &Base64UrlUnpadded::decode_vec(server_key).unwrap(),
    )
    .unwrap();
    verifier
        .verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature)
        .expect("the JWT is signed with the server's key");
    assert_eq!(
        claims["aud"], origin,
        "the audience is the endpoint's origin"
    );
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let exp = claims["exp"].as_i64().unwrap();
    assert!(exp > now && exp <= now + 24 * 3600, "{claims}");
    assert!(claims["sub"]
        .as_str()
        .is_some_and(|s| s.starts_with("mailto:")));
    claims
}
