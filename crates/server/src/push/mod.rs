//! Web Push for seats without accounts: a seat's device subscribes (`PUT
//! /api/rooms/{room}/push` with the seat token), and the room tells that seat, while none of
//! its devices is connected, that it is its move, that an opponent offers a draw or a rematch,
//! that the game ended, or that the last seat was taken. Payloads are encrypted for the browser (RFC
//! 8291, `aes128gcm`) and signed with the server's VAPID key (RFC 8292).
//!
//! - [`encrypt`]: a payload encrypted for one browser;
//! - [`endpoint`]: which push endpoints may be contacted (never the server's own network);
//! - [`vapid`]: the key pair every instance shares through the store;
//! - [`sender`]: the senders, which never slow a room;
//! - `outbox`: the notices, stored until delivered or given up.

pub mod encrypt;
pub mod endpoint;
mod outbox;
pub mod sender;
pub mod vapid;

pub use endpoint::EndpointPolicy;
pub use sender::{Notice, Pusher};
pub use vapid::Vapid;

use crate::store::StoredPush;
use base64ct::{Base64UrlUnpadded, Encoding};
use p256::PublicKey;
use tahta_protocol::push::Subscribe;

/// The languages a notification may be written in.
pub const LANGUAGES: [&str; 6] = ["en", "tr", "zh-Hans", "zh-Hant", "ru", "pl"];

/// Checks a subscription as given (the endpoint's form and addresses, the keys, the
/// language): what to store for room `room_id`, or why not.
pub async fn checked(
    body: &Subscribe,
    room_id: &str,
    policy: EndpointPolicy,
) -> Result<StoredPush, String> {
    if !LANGUAGES.contains(&body.lang.as_str()) {
        return Err(format!(
            "lang must be one of {LANGUAGES:?}, found '{}'",
            body.lang
        ));
    }
    let keys = &body.subscription.keys;
    let p256dh = Base64UrlUnpadded::decode_vec(keys.p256dh.trim_end_matches('='))
        .map_err(|_| "keys.p256dh is not base64url".to_string())?;
    PublicKey::from_sec1_bytes(&p256dh)
        .map_err(|_| "keys.p256dh is not a P-256 public key".to_string())?;
    let auth = Base64UrlUnpadded::decode_vec(keys.auth.trim_end_matches('='))
        .map_err(|_| "keys.auth is not base64url".to_string())?;
    if auth.len() != 16 {
        return Err(format!("keys.auth must be 16 bytes, found {}", auth.len()));
    }
    let url = endpoint::check(&body.subscription.endpoint, policy).await?;
    Ok(StoredPush {
        room_id: room_id.to_string(),
        endpoint: url.to_string(),
        p256dh: Base64UrlUnpadded::encode_string(&p256dh),
        auth: Base64UrlUnpadded::encode_string(&auth),
        lang: body.lang.clone(),
    })
}
