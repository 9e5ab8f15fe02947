//! The three capabilities of a room — room id (watch), invite (claim a free seat) and seat token
//! (play that seat) — are 128 random bits written in base62. The server keeps only their
//! SHA-256 hashes, so a copy of the database gives nobody a seat.

use sha2::{Digest, Sha256};

const ALPHABET: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// The length of a capability in base62: 62^22 > 2^128.
pub const SECRET_LEN: usize = 22;

/// A new random capability (128 bits from the operating system, 22 base62 characters).
pub fn new_secret() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system has no random source");
    let mut n = u128::from_le_bytes(bytes);
    let mut out = [b'0'; SECRET_LEN];
    for slot in out.iter_mut().rev() {
        *slot = ALPHABET[(n % 62) as usize];
        n /= 62;
    }
    String::from_utf8(out.to_vec()).expect("base62 is ASCII")
}

/// Whether `text` has the shape of a capability (checked before hashing, so junk is refused
/// with a precise message instead of simply matching nothing).
pub fn looks_like_secret(text: &str) -> bool {
    text.len() == SECRET_LEN && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The stored form of a capability.
pub fn hash(secret: &str) -> Vec<u8> {
    Sha256::digest(secret.as_bytes()).to_vec()
}

/// A small random number (seat choice, jitter): not a capability.
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("the operating system has no random source");
    u64::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_distinct_base62_of_fixed_length() {
        let a = new_secret();
        let b = new_secret();
        assert_ne!(a, b);
        assert!(looks_like_secret(&a), "{a}");
        assert!(!looks_like_secret("short"));
        assert!(!looks_like_secret("0123456789012345678901-"));
        assert_eq!(hash(&a).len(), 32);
        assert_eq!(hash(&a), hash(&a.clone()));
    }
}
