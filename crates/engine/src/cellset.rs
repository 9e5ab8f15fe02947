//! A fixed-size set of cells, big enough for every board (at most 192 cells).

use crate::topology::Cell;

/// A set of cells as three 64-bit words: the largest board (Three Kingdoms) has 135 points,
/// so one integer bitboard does not fit every game.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct CellSet([u64; 3]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; 3]);

    /// Builds a set from a list of cells.
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> Self {
        let mut set = Self::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }

    /// Adds a cell.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0[cell as usize >> 6] |= 1u64 << (cell & 63);
    }

    /// Removes a cell.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.0[cell as usize >> 6] &= !(1u64 << (cell & 63));
    }

    /// Whether the set holds `cell`.
    #[inline]
    pub fn contains(&self, cell: Cell) -> bool {
        self.0[cell as usize >> 6] >> (cell & 63) & 1 != 0
    }

    /// Number of cells in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 3]
    }

    /// The cells in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let bit = w.trailing_zeros();
                w &= w - 1;
                Some((i as u32 * 64 + bit) as Cell)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_iterate() {
        let mut s = CellSet::from_cells([0, 63, 64, 134]);
        assert_eq!(s.len(), 4);
        assert!(s.contains(64) && !s.contains(65));
        s.remove(63);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 64, 134]);
    }
}
