//! The solver allocates nothing per puzzle, and no count read from the
//! input sizes an allocation: a counting global allocator watches `solve`
//! and `count` run over a benchmark set, and a batch that promises a
//! billion cases. Counting is per thread, so the test harness's own
//! allocations on other threads do not blur the figures.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::Path;

use sudoku::grid::Grid;
use sudoku::{Ask, solve};

thread_local! {
    /// Allocations made by this thread so far. Const-initialised, so
    /// reading it never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    /// Bytes asked for by this thread so far.
    static BYTES: Cell<usize> = const { Cell::new(0) };
}

/// The system allocator, counting each allocation on the calling thread.
struct Counting;

// SAFETY: every call is passed unchanged to the system allocator, which
// upholds GlobalAlloc's contract; the counter is a thread-local Cell that
// does not allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        BYTES.with(|bytes| bytes.set(bytes.get() + layout.size()));
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
        if solve(puzzle, Ask::Solution).solution.is_some() {
            solved += 1;
        }
        assert_eq!(solve(puzzle, Ask::Count(2)).count, 1);
    }
    assert_eq!(allocations() - before, 0, "allocations while solving");
    assert_eq!(solved, 1465);
}

/// Runs a POJ batch of `count` promised cases followed by one; returns
/// the bytes this thread allocated, the answers and the diagnostics.
fn promised(count: &str) -> (usize, String, String) {
    use sudoku::input::Format;
    use sudoku::run::{self, Options, Source};
    let mut input = format!("{count}\n").into_bytes();
    for row in [
        "103000509",
        "002109400",
        "000704000",
        "300502006",
        "060000050",
        "700803004",
        "000401000",
        "009205800",
        "804000107",
    ] {
        input.extend_from_slice(row.as_bytes());
        input.push(b'\n');
    }
    let (mut out, mut err) = (Vec::with_capacity(1 << 16), Vec::with_capacity(1 << 12));
    let before = BYTES.with(Cell::get);
    let source = Source {
        name: "<stdin>".to_string(),
        reader: Ok(&input[..]),
    };
    // Named: detection takes a first token of 9 digits for a grid's row.
    let options = Options {
        format: Some(Format::Poj),
        ..Options::default()
    };
    let summary = run::run([source], &options, &mut out, &mut err).unwrap();
    let bytes = BYTES.with(Cell::get) - before;
    assert_eq!(summary.exit_code(), 2);
    (
        bytes,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn promised_cases_allocate_nothing_by_the_count() {
    // Nearly a billion is refused outright, before any case is read.
    let (bytes, out, err) = promised("999999999");
    assert!(bytes < 1 << 20, "{bytes} bytes allocated");
    assert_eq!(out, "");
    assert_eq!(
        err,
        "sudoku: <stdin>:1:1: puzzle 1: case count 999999999 is too large (at most 100000000)\n"
    );
    // The largest count taken, with one case: its answer, then the error
    // at the end of the input. The read block and the answer buffer,
    // well under a megabyte; a buffer sized by the count would be
    // gigabytes.
    let (bytes, out, err) = promised("100000000");
    assert!(bytes < 1 << 20, "{bytes} bytes allocated");
    assert_eq!(out.lines().count(), 9, "{out}");
    assert!(err.contains("puzzle 2"), "{err}");
}
