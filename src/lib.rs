//! Sudoku for online-judge work: a fast, exact 9x9 solver, solvers for the
//! other sizes judges set (1x1 to 25x25), the judges' input formats and
//! answer layouts, and what the `sudoku` binary does around them: batches
//! on several threads, checking a contestant's output, stress tests, and
//! puzzles made to order.
//!
//! Everything a one-file judge submission needs lives in the
//! [`sudoku_core`] crate (Rust 1.56, no dependencies), re-exported here
//! under the same paths; this crate adds the rest.
//!
//! # Solving a puzzle
//!
//! ```
//! use sudoku::{Ask, Grid, solve};
//!
//! let puzzle = Grid::parse(
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
//! ).expect("81 cells");
//! let solution = solve(&puzzle, Ask::Solution).solution.expect("a solution");
//! assert_eq!(solution.to_string().len(), 81);
//! ```
//!
//! [`Ask`] says what is asked (a solution, the smallest, a count up to a
//! limit, the best score), for a [`Grid`] or a [`Board`] of any size
//! alike; [`Puzzle::is_consistent`] checks the givens. A thread of your
//! own that solves boards larger than 9x9 wants a stack of
//! [`THREAD_STACK`].
//!
//! # Answering a judge's input
//!
//! [`run::run`] does what the binary does: reads sources in a judge's
//! format, answers each puzzle, and writes the answers in the judge's
//! layout, on one thread or several, with an error for each malformed
//! puzzle naming its line and column.
//!
//! ```
//! use sudoku::run::{self, Options, Source};
//!
//! let judge = sudoku::judge::find("poj3074").expect("a preset");
//! let input = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\nend\n";
//! let source = Source { name: "<input>".to_string(), reader: Ok(input.as_bytes()) };
//! let (mut answers, mut errors) = (Vec::new(), Vec::new());
//! let summary = run::run([source], &Options::for_judge(judge), &mut answers, &mut errors)?;
//! assert_eq!((summary.solved, summary.exit_code()), (1, 0));
//! assert_eq!(answers.len(), 82);
//! # Ok::<(), run::Error>(())
//! ```
//!
//! # How data flows
//!
//! The core's modules read puzzles ([`input`]), answer them ([`answer`],
//! through [`solve`]), lay the answers out ([`output`]) and move a batch
//! through all of it ([`sudoku_core::run`]); [`run`] here adds threads
//! (`-j`) and a progress counter. [`generate`] makes puzzles with one
//! solution, from [`random`]'s seeded generator; [`check`] judges a
//! contestant's output by a problem's rule, and [`stress`] makes the tests
//! `sudoku stress` runs a program on and shrinks a failing one. Nothing
//! here touches stdin, stdout, argv or the clock: the binary
//! (`src/bin/sudoku`) does.
//!
//! # Features
//!
//! `cli` (on by default) builds the binary; `reference` adds the slow,
//! plainly correct oracles ([`reference`](mod@reference)) the tests hold
//! the fast paths to.

#![warn(missing_docs)]

pub mod check;
pub mod generate;
pub mod run;
pub mod stress;

#[cfg(feature = "reference")]
pub use sudoku_core::reference;
#[cfg(test)]
use sudoku_core::samples;
pub use sudoku_core::{Ask, Board, Found, Grid, Puzzle, RING_WEIGHTS, solve};
pub use sudoku_core::{answer, board, grid, input, judge, output, random};

/// The stack a thread answering or making boards of every size is given:
/// the searches of the larger boards go one level a guess, a few KB each,
/// and an empty 25x25 board overflows the 2 MB a spawned thread gets by
/// default (a process's main thread has 8 MB on Linux, enough). Memory
/// never touched costs nothing.
pub const THREAD_STACK: usize = 64 << 20;
