//! The transposition table: a fixed-size, always-replace-if-deeper hash table of search results.

/// How a stored score bounds the true value (fail-soft alpha-beta).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value equals the score.
    Exact,
    /// The true value is at least the score.
    Lower,
    /// The true value is at most the score.
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// Full key, to tell collisions apart.
    pub key: u64,
    /// Score from the root player's point of view (mate scores relative to this node).
    pub score: i32,
    /// Remaining depth the score was searched to.
    pub depth: i16,
    /// How the score bounds the value.
    pub bound: Bound,
    /// Best or refuting move found.
    pub best: Option<M>,
}

/// The table itself: `2^bits` slots, indexed by the low bits of the key.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Self {
        Table {
            slots: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Stores an entry, keeping a deeper result for the same key.
    #[inline]
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if let Some(old) = slot {
            if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact {
                return;
            }
        }
        *slot = Some(entry);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }
}
