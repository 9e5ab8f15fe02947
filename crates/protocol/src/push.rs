//! Web Push: the bodies of the notification API (`GET /api/push/key`, `PUT` and `DELETE
//! /api/rooms/{room}/push`) and the JSON a notification carries to the service worker, which
//! writes its words.

use serde::{Deserialize, Serialize};

/// `GET /api/push/key`: the server's VAPID public key (RFC 8292), for
/// `PushManager.subscribe({applicationServerKey})`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushKey {
    /// The uncompressed P-256 public key, base64url without padding.
    pub key: String,
}

/// The keys of a push subscription, as `PushSubscription.toJSON()` gives them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubscriptionKeys {
    /// The browser's P-256 public key, base64url.
    pub p256dh: String,
    /// The 16-byte authentication secret, base64url.
    pub auth: String,
}

/// A push subscription (the browser's `toJSON()` may add `expirationTime`, which is ignored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubscriptionBody {
    /// The push service's URL for this subscription.
    pub endpoint: String,
    /// Its keys.
    pub keys: SubscriptionKeys,
    /// When the subscription expires, if the browser says (not used).
    #[serde(
        rename = "expirationTime",
        skip_serializing_if = "Option::is_none",
        default
    )]
    pub expiration_time: Option<serde_json::Value>,
}

/// `PUT /api/rooms/{room}/push`: notify this seat's device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Subscribe {
    /// The seat token.
    pub token: String,
    /// Where and how to push.
    pub subscription: SubscriptionBody,
    /// The language of the notifications: `en`, `tr`, `zh-Hans`, `zh-Hant`, `ru` or `pl`.
    pub lang: String,
}

/// `DELETE /api/rooms/{room}/push`: stop notifying this seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unsubscribe {
    /// The seat token.
    pub token: String,
}

/// Why a notification is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PushKind {
    /// It is the seat's move.
    YourMove,
    /// The game ended.
    Ended,
    /// An opponent offers a draw or a rematch ([`PushPayload::offer`] says which).
    Offer,
    /// The last free seat was taken: the game starts.
    Joined,
}

/// What is offered, on `offer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    /// A draw, while the game is played.
    Draw,
    /// A new game between the same players, once it is over.
    Rematch,
}

/// What a notification carries (encrypted for the seat's browser): never a seat token or an
/// invite, only the room id (the watch capability, which opens the room on this device, where
/// the seat token is kept).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushPayload {
    /// Why.
    pub t: PushKind,
    /// The room id.
    pub room: String,
    /// The variant id.
    pub variant: String,
    /// The seat notified (its player letter).
    pub seat: char,
    /// The number of the move just played (0-based ply), on `your_move`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub n: Option<u64>,
    /// The opponent's last move, on `your_move`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub mv: Option<String>,
    /// The result in the rules' words (English), on `ended`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub result: Option<String>,
    /// The id of the rule that ended the game (`time`, `checkmate`, …), on `ended`: with
    /// [`PushPayload::winners`], what the service worker words in the player's language.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rule: Option<String>,
    /// The winners' player letters (none on a draw), on `ended`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub winners: Option<Vec<char>>,
    /// What is offered, on `offer`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub offer: Option<OfferKind>,
    /// The language the player asked for (one of the six of `Subscribe::lang`).
    pub lang: String,
}
