//! The engine's integration tests, built as one test binary: each module is one concern (perft
//! suites from data files, property tests, position limits, endings, records, sessions). One
//! binary links the engine and proptest once instead of once per file, which a clean
//! `cargo test` otherwise spends on each.

mod allocations;
mod endings;
mod lessons;
mod perft_suites;
mod position_limits;
mod properties;
mod puzzles;
mod records;
mod session;

/// The test binary's allocator: the system's, counting the allocations of each thread, so that
/// a test can tell what a piece of work allocated (`allocations.rs`) while others run beside it.
mod counting_allocator {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    struct Counting;

    thread_local! {
        /// Allocations (and reallocations) made by this thread so far.
        static MADE: Cell<u64> = const { Cell::new(0) };
    }

    fn count() {
        // A thread being torn down has no counter left: its allocations are not counted.
        let _ = MADE.try_with(|made| made.set(made.get() + 1));
    }

    // SAFETY: every call is handed on unchanged to `System`, which upholds the contract.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            count();
            // SAFETY: the caller's guarantees for `layout` are passed on.
            unsafe { System.alloc(layout) }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: `ptr` was allocated by `System` (through `alloc`) with `layout`.
            unsafe { System.dealloc(ptr, layout) }
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            count();
            // SAFETY: as for `dealloc`, and the caller's guarantees for `new_size`.
            unsafe { System.realloc(ptr, layout, new_size) }
        }
    }

    #[global_allocator]
    static ALLOCATOR: Counting = Counting;

    /// What `work` returns, and how many allocations this thread made while it ran.
    pub fn allocations_during<R>(work: impl FnOnce() -> R) -> (R, u64) {
        let before = MADE.with(Cell::get);
        let result = work();
        (result, MADE.with(Cell::get) - before)
    }
}
