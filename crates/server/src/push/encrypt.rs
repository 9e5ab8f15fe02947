//! A push message's payload encrypted for one browser: RFC 8291 (Message Encryption for Web
//! Push) over RFC 8188's `aes128gcm` content coding, as one record.
//!
//! Written here over the RustCrypto primitives (P-256 ECDH, HKDF-SHA-256, AES-128-GCM) rather
//! than taken from a Web Push crate: the ones maintained bring a JWT library with every
//! signature scheme (RSA, ML-DSA, Ed25519, P-384, secp256k1) for the one ES256 signature VAPID
//! needs, which was a large part of the server's build. The steps are the RFC's, section 3.4,
//! and the tests' push service decrypts every push independently.

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes128Gcm, Nonce};
use hkdf::Hkdf;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::{PublicKey, SecretKey};
use sha2::Sha256;

/// The record size announced in the header: the payload and its padding delimiter must fit in
/// one record with the 16-byte tag.
const RECORD_SIZE: u32 = 4096;
/// The largest payload sent: RFC 8291 section 4 asks push services to take at least 4096
/// bytes of body, and the header takes 86 of them, the tag 16 and the delimiter 1.
pub const MAX_PAYLOAD: usize = 4096 - 86 - 16 - 1;

/// `payload` encrypted for the browser whose subscription keys are `browser_key` (`p256dh`)
/// and `auth` (its 16-byte secret): the body of the push request.
pub fn encrypt(
    payload: &[u8],
    browser_key: &PublicKey,
    auth: &[u8; 16],
) -> Result<Vec<u8>, String> {
    if payload.len() > MAX_PAYLOAD {
        return Err(format!(
            "a payload of {} bytes is over the {MAX_PAYLOAD} a push may carry",
            payload.len()
        ));
    }
    // A key pair of our own for this one message, and a random salt.
    let ours = random_secret_key()?;
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| format!("no random salt: {e}"))?;
    let our_public = ours.public_key().to_encoded_point(false);
    let their_public = browser_key.to_encoded_point(false);
    let shared = p256::ecdh::diffie_hellman(ours.to_nonzero_scalar(), browser_key.as_affine());

    // IKM = HKDF(salt = auth, ikm = ECDH secret, info = "WebPush: info" 0x00 ua_public as_public).
    let mut key_info = Vec::with_capacity(14 + 65 + 65);
    key_info.extend_from_slice(b"WebPush: info\0");
    key_info.extend_from_slice(their_public.as_bytes());
    key_info.extend_from_slice(our_public.as_bytes());
    let mut ikm = [0u8; 32];
    Hkdf::<Sha256>::new(Some(auth), shared.raw_secret_bytes().as_slice())
        .expand(&key_info, &mut ikm)
        .map_err(|e| format!("HKDF: {e}"))?;

    // The content encryption key and nonce (RFC 8188 section 2.2 and 2.3).
    let content = Hkdf::<Sha256>::new(Some(&salt), &ikm);
    let mut key = [0u8; 16];
    let mut nonce = [0u8; 12];
    content
        .expand(b"Content-Encoding: aes128gcm\0", &mut key)
        .and_then(|()| content.expand(b"Content-Encoding: nonce\0", &mut nonce))
        .map_err(|e| format!("HKDF: {e}"))?;

    // One record, and the last: the payload, then the delimiter 0x02 and no padding.
    let mut record = Vec::with_capacity(payload.len() + 1);
    record.extend_from_slice(payload);
    record.push(2);
    let sealed = Aes128Gcm::new_from_slice(&key)
        .map_err(|e| format!("AES-128-GCM: {e}"))?
        .encrypt(Nonce::from_slice(&nonce), record.as_slice())
        .map_err(|e| format!("AES-128-GCM: {e}"))?;

    // The header: salt, record size, the key id's length and the key id (our public key).
    let mut body = Vec::with_capacity(16 + 4 + 1 + 65 + sealed.len());
    body.extend_from_slice(&salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(our_public.as_bytes().len() as u8);
    body.extend_from_slice(our_public.as_bytes());
    body.extend_from_slice(&sealed);
    Ok(body)
}

/// A fresh P-256 secret key from the system's random numbers.
pub fn random_secret_key() -> Result<SecretKey, String> {
    // A random 32-byte string is a valid scalar unless it is zero or not below the group's
    // order, a chance of about 2^-32: try again then.
    for _ in 0..8 {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|e| format!("no random key: {e}"))?;
        if let Ok(key) = SecretKey::from_slice(&bytes) {
            return Ok(key);
        }
    }
    Err("no valid P-256 key in eight random draws".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decrypts as a browser would (RFC 8291 from the receiving side).
    fn decrypt(body: &[u8], browser: &SecretKey, auth: &[u8; 16]) -> Vec<u8> {
        let salt = &body[..16];
        assert_eq!(
            u32::from_be_bytes(body[16..20].try_into().unwrap()),
            RECORD_SIZE
        );
        assert_eq!(body[20], 65);
        let sender = PublicKey::from_sec1_bytes(&body[21..86]).unwrap();
        let shared = p256::ecdh::diffie_hellman(browser.to_nonzero_scalar(), sender.as_affine());
        let mut info = b"WebPush: info\0".to_vec();
        info.extend_from_slice(browser.public_key().to_encoded_point(false).as_bytes());
        info.extend_from_slice(&body[21..86]);
        let mut ikm = [0u8; 32];
        Hkdf::<Sha256>::new(Some(auth), shared.raw_secret_bytes().as_slice())
            .expand(&info, &mut ikm)
            .unwrap();
        let content = Hkdf::<Sha256>::new(Some(salt), &ikm);
        let (mut key, mut nonce) = ([0u8; 16], [0u8; 12]);
        content
            .expand(b"Content-Encoding: aes128gcm\0", &mut key)
            .unwrap();
        content
            .expand(b"Content-Encoding: nonce\0", &mut nonce)
            .unwrap();
        let mut plain = Aes128Gcm::new_from_slice(&key)
            .unwrap()
            .decrypt(Nonce::from_slice(&nonce), &body[86..])
            .unwrap();
        assert_eq!(plain.pop(), Some(2), "the last record's delimiter");
        plain
    }

    #[test]
    fn a_payload_decrypts_with_the_browsers_keys_and_no_other() {
        let browser = random_secret_key().unwrap();
        let auth = [7u8; 16];
        let payload = br#"{"t":"your_move","room":"abc"}"#;
        let body = encrypt(payload, &browser.public_key(), &auth).unwrap();
        assert_eq!(decrypt(&body, &browser, &auth), payload);
        // Each message has its own salt and key: the same payload never encrypts alike.
        assert_ne!(
            encrypt(payload, &browser.public_key(), &auth).unwrap(),
            body
        );
        let stranger = random_secret_key().unwrap();
        let wrong = std::panic::catch_unwind(|| decrypt(&body, &stranger, &auth));
        assert!(wrong.is_err(), "another browser's key cannot read it");
    }

    #[test]
    fn a_payload_over_one_record_is_refused() {
        let browser = random_secret_key().unwrap();
        let at_most = vec![b'x'; MAX_PAYLOAD];
        let body = encrypt(&at_most, &browser.public_key(), &[1; 16]).unwrap();
        assert_eq!(body.len(), 4096);
        assert!(encrypt(&[b'x'; MAX_PAYLOAD + 1], &browser.public_key(), &[1; 16]).is_err());
    }
}
