//! Quick phrases: the only words players send each other. There is no free text (nothing to
//! moderate): a client sends a phrase's id (`say {id}`), every device shows the phrase in its
//! reader's own language from the app's catalogs (`online.phrase.<id>`). This list is the one
//! both the server (which refuses any other id) and the app (whose menu offers these, checked
//! against this file by a unit test) use.

/// Every phrase id, in the order the app's menu offers them.
pub const PHRASES: [&str; 12] = [
    "hello",
    "good_luck",
    "have_fun",
    "nice_move",
    "oops",
    "one_moment",
    "your_move",
    "thanks",
    "well_played",
    "good_game",
    "rematch",
    "bye",
];

/// Whether `id` is one of the [`PHRASES`].
pub fn is_phrase(id: &str) -> bool {
    PHRASES.contains(&id)
}

/// Phrases each seat may say in one game: enough for greetings and the end, few enough that
/// a client cannot fill the log.
pub const MAX_PHRASES_PER_GAME: u32 = 20;

/// The least time between two phrases of one seat, in milliseconds.
pub const PHRASE_GAP_MS: u64 = 3_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_distinct_lowercase_words() {
        for (i, id) in PHRASES.iter().enumerate() {
            assert!(
                id.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{id}"
            );
            assert!(!PHRASES[i + 1..].contains(id), "{id} twice");
        }
        assert!(is_phrase("good_game"));
        assert!(!is_phrase("Good_game"));
        assert!(!is_phrase(""));
    }
}
