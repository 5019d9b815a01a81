//! The part of the `sudoku` solver that a one-file judge submission is cut
//! from: 9x9 [`Grid`]s and [`Board`]s of box size 1 to 5, the three
//! solvers behind one entry ([`solve`]), the judges' input formats
//! ([`input`]) and answer layouts ([`output`]), the presets ([`judge`]),
//! and the serial batch loop ([`run`]). It builds with Rust 1.56 (edition
//! 2018) and depends on nothing; the `sudoku` crate adds the command line,
//! threads, checking, stress tests and the generator on top of it.
//!
//! # Solving a puzzle
//!
//! ```
//! use sudoku_core::{Ask, Grid, solve};
//!
//! let puzzle = Grid::parse(
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
//! ).expect("81 cells");
//! let solution = solve(&puzzle, Ask::Solution).solution.expect("a solution");
//! assert_eq!(solution.to_string().len(), 81);
//! ```
//!
//! [`Ask`] says what is asked: a solution, the smallest, the number of
//! solutions up to a limit (2 says whether a puzzle is proper), the best
//! score (Luogu P1074); [`Puzzle::is_consistent`] checks the givens by the
//! LeetCode 36 rule. Boards of other sizes go through the same entry:
//!
//! ```
//! use sudoku_core::{Ask, Board, solve};
//!
//! let rows = "--A----C-----O-I -J--A-B-P-CGF-H- --D--F-I-E----P- -G-EL-H----M-J--
//!             ----E----C--G--- -I--K-GA-B---E-J D-GP--J-F----A-- -E---C-B--DP--O-
//!             E--F-M--D--L-K-A -C--------O-I-L- H-P-C--F-A--B--- ---G-OD---J----H
//!             K---J----H-A-P-L --B--P--E--K--A- -H--B--K--FI-C-- --F---C--D--H-N-";
//! let board = Board::parse(rows).expect("a 16x16 board of letters");
//! let found = solve(&board, Ask::Count(2));
//! assert_eq!(found.count, 1, "a proper puzzle");
//! assert_eq!(&found.solution.unwrap().cells()[..4], &[6, 16, 1, 8]); // F P A H
//! ```
//!
//! # Answering a judge's input
//!
//! [`run::run`] reads sources in a judge's format, answers each puzzle,
//! and writes the answers in the judge's layout, with an error for each
//! malformed puzzle naming its line and column:
//!
//! ```
//! use sudoku_core::run::{self, Options, Source};
//!
//! let judge = sudoku_core::judge::find("poj3074").expect("a preset");
//! let input = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\nend\n";
//! let source = Source { name: "<input>".to_string(), reader: Ok(input.as_bytes()) };
//! let (mut answers, mut errors) = (Vec::new(), Vec::new());
//! let summary = run::run(Some(source), &Options::for_judge(judge), &mut answers, &mut errors)?;
//! assert_eq!((summary.solved, summary.exit_code()), (1, 0));
//! assert_eq!(answers.len(), 82);
//! # Ok::<(), run::Error>(())
//! ```
//!
//! # How data flows
//!
//! [`input`] cuts bytes into tokens and tokens into puzzles ([`Grid`],
//! [`Board`]) or positioned errors, for each judge's format; [`answer`]
//! answers a puzzle in a [`Mode`](answer::Mode) through [`solve`], which
//! routes it to one of three private engines (the fast 9x9 search, the
//! fast 16x16 and 25x25 search, and a general one for every size);
//! [`output`] lays answers out as a judge wants; [`run`] moves a batch
//! through all of it in fixed-size blocks; [`judge`] is the table of
//! presets (a format, a layout and a mode each); [`random`] is a small
//! seeded generator. Nothing here touches stdin, stdout, argv or the
//! clock.
//!
//! # One-file submissions
//!
//! `scripts/bundle` cuts a judge submission from this crate alone: it
//! follows the modules from this file and asks rustc, round after round,
//! which items, enum variants and match arms the preset's program never
//! reaches. So the code here names each format, mode and layout only where
//! it is chosen, and tells them apart by matching, not by comparing with
//! a value it builds (see [`input::format`]): what a preset never
//! constructs then goes from its file with everything only it reached.
//!
//! # Features
//!
//! None is on by default, and none changes an answer: `simd` adds copies
//! of the 9x9 search for CPUs with AVX2 and with AVX-512, the best the CPU
//! has chosen at run time (it needs Rust 1.89), `meet` a table that speeds
//! up the 25x25 search, `reference` the slow, plainly correct oracles the
//! tests hold the fast paths to.

#![warn(missing_docs)]

pub mod answer;
pub mod board;
mod general;
pub mod grid;
pub mod input;
pub mod judge;
mod large;
pub mod output;
pub mod random;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
pub mod run;
/// Judges' sample puzzles and their answers, for tests.
#[cfg(any(test, feature = "reference"))]
#[doc(hidden)]
pub mod samples;
mod solve;
mod solver;

pub use board::Board;
pub use grid::Grid;
pub use solve::{solve, Ask, Found, Puzzle, RING_WEIGHTS};
