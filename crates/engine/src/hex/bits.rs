//! The 128-bit cell sets of hexagonal chess (91 cells): bit `c` is cell `c`.
//!
//! Natively a set is a `u128`, which 64-bit CPUs handle as a pair of registers. wasm32 has no
//! 128-bit integers: there a `u128` is split into two `i64`s and its variable shifts are calls
//! into compiler-builtins, which left hex move generation at under half the native speed. When
//! the wasm build has SIMD128 (the xtask build enables it), a set is one `v128` instead: the
//! set operations are single instructions, and only finding and counting cells looks at the
//! two 64-bit halves. Both representations have the same methods, and nothing outside this
//! file sees which one is in use; the perft suites run on both (tests/wasm/perft.test.mjs).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod repr {
    use crate::topology::Cell;
    use core::arch::wasm32::{
        u64x2, u64x2_extract_lane, v128, v128_and, v128_andnot, v128_any_true, v128_not, v128_or,
        v128_xor,
    };

    /// A set of cells in one SIMD register.
    #[derive(Clone, Copy)]
    pub struct Bits(v128);

    impl Bits {
        #[inline(always)]
        pub(super) const fn from_halves(low: u64, high: u64) -> Bits {
            Bits(u64x2(low, high))
        }
        #[inline(always)]
        pub(super) fn low(self) -> u64 {
            u64x2_extract_lane::<0>(self.0)
        }
        #[inline(always)]
        pub(super) fn high(self) -> u64 {
            u64x2_extract_lane::<1>(self.0)
        }
        #[inline(always)]
        pub(super) fn any(self) -> bool {
            v128_any_true(self.0)
        }
        #[inline(always)]
        pub(super) fn and(self, other: Bits) -> Bits {
            Bits(v128_and(self.0, other.0))
        }
        #[inline(always)]
        pub(super) fn and_not(self, other: Bits) -> Bits {
            Bits(v128_andnot(self.0, other.0))
        }
        #[inline(always)]
        pub(super) fn or(self, other: Bits) -> Bits {
            Bits(v128_or(self.0, other.0))
        }
        #[inline(always)]
        pub(super) fn xor(self, other: Bits) -> Bits {
            Bits(v128_xor(self.0, other.0))
        }
        #[inline(always)]
        pub(super) fn not(self) -> Bits {
            Bits(v128_not(self.0))
        }

        /// The set of one cell (`cell` < 128).
        #[inline(always)]
        pub const fn cell(cell: Cell) -> Bits {
            let one = 1u64 << (cell & 63);
            // All ones when the cell is in the high half, else zero: no branch, no 128-bit shift.
            let high = ((cell >> 6) as u64 & 1).wrapping_neg();
            Bits::from_halves(one & !high, one & high)
        }

        /// Whether the set holds `cell`.
        #[inline(always)]
        pub fn contains(self, cell: Cell) -> bool {
            // One 64-bit lane and a shift, rather than building a one-cell set to intersect.
            let half = if cell & 64 == 0 {
                self.low()
            } else {
                self.high()
            };
            half >> (cell & 63) & 1 != 0
        }

        /// Number of cells.
        #[inline(always)]
        pub fn count(self) -> u32 {
            self.low().count_ones() + self.high().count_ones()
        }

        /// The lowest cell, or 128 when the set is empty.
        #[inline(always)]
        pub fn first(self) -> u32 {
            let low = self.low();
            if low != 0 {
                low.trailing_zeros()
            } else {
                64 + self.high().trailing_zeros()
            }
        }

        /// The highest cell; meaningless (a number above 127) when the set is empty.
        #[inline(always)]
        pub fn last(self) -> u32 {
            let high = self.high();
            if high != 0 {
                127 - high.leading_zeros()
            } else {
                63u32.wrapping_sub(self.low().leading_zeros())
            }
        }

        /// The cells, lowest first.
        #[inline(always)]
        pub fn cells(self) -> impl Iterator<Item = Cell> {
            // One 64-bit half after the other: clearing the lowest bit is then a plain `w & (w-1)`.
            let mut halves = [self.low(), self.high()];
            let mut half = 0;
            std::iter::from_fn(move || {
                while half < 2 {
                    let w = halves[half];
                    if w != 0 {
                        halves[half] = w & (w - 1);
                        return Some((half as u32 * 64 + w.trailing_zeros()) as Cell);
                    }
                    half += 1;
                }
                None
            })
        }
    }
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
mod repr {
    use crate::topology::Cell;

    /// A set of cells in one 128-bit integer, with `u128`'s own operations: 64-bit CPUs do them
    /// in a few instructions, and the SIMD path's split into halves measured slower natively.
    #[derive(Clone, Copy)]
    pub struct Bits(u128);

    impl Bits {
        #[inline(always)]
        pub(super) const fn from_halves(low: u64, high: u64) -> Bits {
            Bits((high as u128) << 64 | low as u128)
        }
        #[inline(always)]
        pub(super) fn low(self) -> u64 {
            self.0 as u64
        }
        #[inline(always)]
        pub(super) fn high(self) -> u64 {
            (self.0 >> 64) as u64
        }
        #[inline(always)]
        pub(super) fn any(self) -> bool {
            self.0 != 0
        }
        #[inline(always)]
        pub(super) fn and(self, other: Bits) -> Bits {
            Bits(self.0 & other.0)
        }
        #[inline(always)]
        pub(super) fn and_not(self, other: Bits) -> Bits {
            Bits(self.0 & !other.0)
        }
        #[inline(always)]
        pub(super) fn or(self, other: Bits) -> Bits {
            Bits(self.0 | other.0)
        }
        #[inline(always)]
        pub(super) fn xor(self, other: Bits) -> Bits {
            Bits(self.0 ^ other.0)
        }
        #[inline(always)]
        pub(super) fn not(self) -> Bits {
            Bits(!self.0)
        }

        /// The set of one cell (`cell` < 128).
        #[inline(always)]
        pub const fn cell(cell: Cell) -> Bits {
            Bits(1 << (cell & 127))
        }

        /// Whether the set holds `cell`.
        #[inline(always)]
        pub fn contains(self, cell: Cell) -> bool {
            self.0 >> (cell & 127) & 1 != 0
        }

        /// Number of cells.
        #[inline(always)]
        pub fn count(self) -> u32 {
            self.0.count_ones()
        }

        /// The lowest cell, or 128 when the set is empty.
        #[inline(always)]
        pub fn first(self) -> u32 {
            self.0.trailing_zeros()
        }

        /// The highest cell; meaningless (a number above 127) when the set is empty.
        #[inline(always)]
        pub fn last(self) -> u32 {
            127u32.wrapping_sub(self.0.leading_zeros())
        }

        /// The cells, lowest first.
        #[inline(always)]
        pub fn cells(self) -> impl Iterator<Item = Cell> {
            let mut set = self.0;
            std::iter::from_fn(move || {
                if set == 0 {
                    return None;
                }
                let c = set.trailing_zeros() as Cell;
                set &= set - 1;
                Some(c)
            })
        }
    }
}

pub use repr::Bits;

impl Bits {
    /// The empty set.
    pub const EMPTY: Bits = Bits::from_halves(0, 0);

    /// The set with bit `i` of `bits` for cell `i` (for tests and tables written as numbers).
    pub const fn from_u128(bits: u128) -> Bits {
        Bits::from_halves(bits as u64, (bits >> 64) as u64)
    }

    /// The set as a number, bit `i` for cell `i`.
    pub fn to_u128(self) -> u128 {
        (self.high() as u128) << 64 | self.low() as u128
    }

    /// Whether the set has no cell.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        !self.any()
    }

    /// Whether the set has at least one cell.
    #[inline(always)]
    pub fn is_nonempty(self) -> bool {
        self.any()
    }

    /// The cells of this set that are not in `other` (`self & !other` in one step).
    #[inline(always)]
    pub fn without(self, other: Bits) -> Bits {
        self.and_not(other)
    }
}

impl Default for Bits {
    fn default() -> Bits {
        Bits::EMPTY
    }
}

impl PartialEq for Bits {
    #[inline(always)]
    fn eq(&self, other: &Bits) -> bool {
        self.xor(*other).is_empty()
    }
}

impl Eq for Bits {}

impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bits({:#x})", self.to_u128())
    }
}

impl BitAnd for Bits {
    type Output = Bits;
    #[inline(always)]
    fn bitand(self, other: Bits) -> Bits {
        self.and(other)
    }
}

impl BitOr for Bits {
    type Output = Bits;
    #[inline(always)]
    fn bitor(self, other: Bits) -> Bits {
        self.or(other)
    }
}

impl BitXor for Bits {
    type Output = Bits;
    #[inline(always)]
    fn bitxor(self, other: Bits) -> Bits {
        self.xor(other)
    }
}

impl Not for Bits {
    type Output = Bits;
    #[inline(always)]
    fn not(self) -> Bits {
        Bits::not(self)
    }
}

impl BitAndAssign for Bits {
    #[inline(always)]
    fn bitand_assign(&mut self, other: Bits) {
        *self = self.and(other);
    }
}

impl BitOrAssign for Bits {
    #[inline(always)]
    fn bitor_assign(&mut self, other: Bits) {
        *self = self.or(other);
    }
}

impl BitXorAssign for Bits {
    #[inline(always)]
    fn bitxor_assign(&mut self, other: Bits) {
        *self = self.xor(other);
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    #[test]
    fn matches_u128_arithmetic() {
        let samples = [
            0u128,
            1,
            1 << 63,
            1 << 64,
            (1 << 90) | 5,
            u128::MAX >> 37,
            0x1234_5678_9abc_def0_0fed_cba9_8765_4321,
        ];
        for &a in &samples {
            let set = Bits::from_u128(a);
            assert_eq!(set.to_u128(), a);
            assert_eq!(set.count(), a.count_ones());
            assert_eq!(set.is_empty(), a == 0);
            if a != 0 {
                assert_eq!(set.first(), a.trailing_zeros());
                assert_eq!(set.last(), 127 - a.leading_zeros());
            }
            let cells: Vec<u32> = set.cells().map(u32::from).collect();
            let expected: Vec<u32> = (0..128).filter(|i| a >> i & 1 != 0).collect();
            assert_eq!(cells, expected);
            for &b in &samples {
                let other = Bits::from_u128(b);
                assert_eq!((set & other).to_u128(), a & b);
                assert_eq!((set | other).to_u128(), a | b);
                assert_eq!((set ^ other).to_u128(), a ^ b);
                assert_eq!(set.without(other).to_u128(), a & !b);
                assert_eq!(set == other, a == b);
            }
            assert_eq!((!set).to_u128(), !a);
        }
        for c in 0..128u8 {
            assert_eq!(Bits::cell(c).to_u128(), 1 << c);
            assert!(Bits::cell(c).contains(c));
        }
    }
}
