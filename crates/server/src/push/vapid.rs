//! The server's VAPID identity (RFC 8292): one P-256 key pair, made on the first start and
//! kept in the store, so that every instance on one database signs alike (a subscription is
//! bound to the public key it was made with). Each push carries a JWT for the push service's
//! origin, valid for 12 hours, signed with it.

use crate::store::{SharedStore, StoreError};
use base64ct::{Base64UrlUnpadded, Encoding};
use reqwest::Url;
use std::time::Duration;
use web_push_native::jwt_simple::algorithms::{
    ECDSAP256KeyPairLike, ECDSAP256PublicKeyLike, ES256KeyPair,
};
use web_push_native::jwt_simple::claims::Claims;

/// How long a push's JWT is valid: RFC 8292 allows at most 24 hours.
pub const JWT_LIFE: Duration = Duration::from_secs(12 * 3600);

/// The key pair, and who to contact about the pushes (the JWT's `sub`).
pub struct Vapid {
    keys: ES256KeyPair,
    contact: String,
}

impl Vapid {
    /// The store's key pair, made now if the store has none (of instances starting together,
    /// the first to store its key wins and the others read it).
    pub async fn from_store(store: &SharedStore, contact: String) -> Result<Vapid, StoreError> {
        let candidate = ES256KeyPair::generate().to_bytes();
        let stored = store.vapid_key(candidate).await?;
        let keys = ES256KeyPair::from_bytes(&stored)
            .map_err(|e| StoreError::Failed(format!("the stored VAPID key does not read: {e}")))?;
        Ok(Vapid { keys, contact })
    }

    /// The public key as `applicationServerKey` takes it: uncompressed, base64url.
    pub fn public_key(&self) -> String {
        Base64UrlUnpadded::encode_string(
            &self.keys.public_key().public_key().to_bytes_uncompressed(),
        )
    }

    /// The `Authorization` header of a push to `endpoint`: `vapid t=<JWT>, k=<public key>`,
    /// the JWT's audience the endpoint's origin (its port included when it is not the
    /// scheme's own).
    pub fn authorization(&self, endpoint: &Url) -> Result<String, String> {
        let origin = endpoint.origin().ascii_serialization();
        let claims = Claims::create(JWT_LIFE.into())
            .with_audience(origin)
            .with_subject(&self.contact);
        let token = self
            .keys
            .sign(claims)
            .map_err(|e| format!("the VAPID JWT could not be signed: {e}"))?;
        Ok(format!("vapid t={token}, k={}", self.public_key()))
    }
}
