//! The server's VAPID identity (RFC 8292): one P-256 key pair, made on the first start and
//! kept in the store (its 32-byte secret scalar), so that every instance on one database signs
//! alike (a subscription is bound to the public key it was made with). Each push carries a JWT
//! (RFC 7519, signed ES256 as RFC 7518 section 3.4 has it) for the push service's origin, valid
//! for 12 hours.

use super::encrypt::random_secret_key;
use crate::store::{SharedStore, StoreError};
use base64ct::{Base64UrlUnpadded, Encoding};
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use reqwest::Url;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// How long a push's JWT is valid: RFC 8292 allows at most 24 hours.
pub const JWT_LIFE: Duration = Duration::from_secs(12 * 3600);

/// The key pair, and who to contact about the pushes (the JWT's `sub`).
pub struct Vapid {
    key: SigningKey,
    contact: String,
}

impl Vapid {
    /// The store's key pair, made now if the store has none (of instances starting together,
    /// the first to store its key wins and the others read it).
    pub async fn from_store(store: &SharedStore, contact: String) -> Result<Vapid, StoreError> {
        let candidate = random_secret_key().map_err(StoreError::Failed)?;
        let stored = store.vapid_key(candidate.to_bytes().to_vec()).await?;
        let key = SigningKey::from_slice(&stored)
            .map_err(|e| StoreError::Failed(format!("the stored VAPID key does not read: {e}")))?;
        Ok(Vapid { key, contact })
    }

    /// The public key as `applicationServerKey` takes it: uncompressed, base64url.
    pub fn public_key(&self) -> String {
        let point = self.key.verifying_key().to_encoded_point(false);
        Base64UrlUnpadded::encode_string(point.as_bytes())
    }

    /// The `Authorization` header of a push to `endpoint`: `vapid t=<JWT>, k=<public key>`,
    /// the JWT's audience the endpoint's origin (its port included when it is not the
    /// scheme's own).
    pub fn authorization(&self, endpoint: &Url) -> Result<String, String> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_err(|_| "the system clock is before 1970".to_string())?;
        let claims = serde_json::json!({
            "aud": endpoint.origin().ascii_serialization(),
            "exp": (now + JWT_LIFE).as_secs(),
            "sub": self.contact,
        });
        let signed_part = format!(
            "{}.{}",
            Base64UrlUnpadded::encode_string(br#"{"typ":"JWT","alg":"ES256"}"#),
            Base64UrlUnpadded::encode_string(claims.to_string().as_bytes())
        );
        // ES256: ECDSA over SHA-256 of the signed part, the signature as r and s, 32 bytes each.
        let signature: Signature = self.key.sign(signed_part.as_bytes());
        let token = format!(
            "{signed_part}.{}",
            Base64UrlUnpadded::encode_string(&signature.to_bytes())
        );
        Ok(format!("vapid t={token}, k={}", self.public_key()))
    }
}
