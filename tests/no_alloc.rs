//! The solver allocates nothing per puzzle: a counting global allocator
//! watches `solve` and `count` run over a benchmark set. Counting is per
//! thread, so the test harness's own allocations on other threads do not
//! blur the figure.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::Path;

use sudoku::grid::Grid;
use sudoku::solver;

thread_local! {
    /// Allocations made by this thread so far. Const-initialised, so
    /// reading it never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

/// The system allocator, counting each allocation on the calling thread.
struct Counting;

// SAFETY: every call is passed unchanged to the system allocator, which
// upholds GlobalAlloc's contract; the counter is a thread-local Cell that
// does not allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        // SAFETY: the caller's layout goes to System as it came.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above, that is from System.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

#[test]
fn solving_and_counting_allocate_nothing() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/top1465.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let puzzles: Vec<Grid> = text
        .lines()
        .filter_map(|line| Grid::parse(line.trim()))
        .collect();
    assert_eq!(puzzles.len(), 1465);
    // The counter must see allocations, or a zero below proves nothing.
    let before = allocations();
    let probe = vec![0u8; 16];
    assert_eq!(allocations(), before + 1);
    drop(probe);

    let before = allocations();
    let mut solved = 0;
    for puzzle in &puzzles {
        if let solver::Outcome::Solved(_) = solver::solve(puzzle) {
            solved += 1;
        }
        assert_eq!(solver::count(puzzle, 2), 1);
    }
    assert_eq!(allocations() - before, 0, "allocations while solving");
    assert_eq!(solved, 1465);
}
