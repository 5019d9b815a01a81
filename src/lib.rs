//! Sudoku for online-judge work: a fast, exact 9x9 solver, solvers for the
//! other sizes judges set (1x1 to 25x25, 16x16 with a fast path of its own),
//! the judges' input formats and answer layouts, and the batch loop the
//! `sudoku` binary runs.
//!
//! # Solving a puzzle
//!
//! ```
//! let puzzle = sudoku::Grid::parse(
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
//! ).expect("81 cells");
//! let solution = sudoku::solve(&puzzle).solution().expect("a solution");
//! assert_eq!(solution.to_string().len(), 81);
//! ```
//!
//! [`count`] counts solutions up to a limit (2 says whether a puzzle is
//! proper), [`Grid::is_consistent`] checks the givens by the LeetCode 36
//! rule, and [`solver`] has the rest (the smallest solution, statistics):
//!
//! ```
//! use sudoku::{Grid, Outcome};
//!
//! let puzzle = Grid::parse(&format!("12345678.{}", ".".repeat(72))).unwrap();
//! assert!(puzzle.is_consistent());
//! assert_eq!(sudoku::count(&puzzle, 2), 2, "more than one solution");
//! assert_ne!(sudoku::solve(&puzzle), Outcome::NoSolution);
//! ```
//!
//! Boards of other sizes are [`Board`]s, solved by [`solve_board`]:
//!
//! ```
//! let rows = "--A----C-----O-I -J--A-B-P-CGF-H- --D--F-I-E----P- -G-EL-H----M-J--
//!             ----E----C--G--- -I--K-GA-B---E-J D-GP--J-F----A-- -E---C-B--DP--O-
//!             E--F-M--D--L-K-A -C--------O-I-L- H-P-C--F-A--B--- ---G-OD---J----H
//!             K---J----H-A-P-L --B--P--E--K--A- -H--B--K--FI-C-- --F---C--D--H-N-";
//! let board = sudoku::Board::parse(rows).expect("a 16x16 board of letters");
//! let solution = sudoku::solve_board(&board).expect("a solution");
//! assert_eq!(&solution.cells()[..4], &[6, 16, 1, 8]); // F P A H
//! ```
//!
//! # Answering a judge's input
//!
//! [`run::run`] does what the binary does: reads sources in a judge's
//! format, answers each puzzle, and writes the answers in the judge's
//! layout, with an error for each malformed puzzle naming its line and
//! column.
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
//! [`input`] cuts bytes into tokens and tokens into puzzles ([`Grid`],
//! [`Board`]) or positioned errors, for each judge's format; [`answer`]
//! answers a puzzle in a [`Mode`](answer::Mode) with [`solver`] (the fast
//! 9x9 core), [`general`] (any size) or [`large`] (its fast path for 16x16
//! and 25x25);
//! [`output`] lays answers out as a judge wants; [`run`] moves a batch
//! through all of it in fixed-size blocks, on one thread or several;
//! [`judge`] is the table of presets (a format, a layout and a mode each).
//! [`generate`] makes puzzles with one solution, from [`random`]'s seeded
//! generator; [`check`] judges a contestant's output by a problem's rule,
//! and [`stress`] makes the tests `sudoku stress` runs a program on and
//! shrinks a failing one. Nothing here touches stdin, stdout, argv or the clock: the
//! binary (`src/bin/sudoku`) does. `reference` (feature `reference`, on in
//! the tests) holds the slow, plainly correct oracles the tests check the
//! fast paths against.
//!
//! # Features
//!
//! All are on by default, through `cli`, which the binary needs. A judge
//! submission (`scripts/bundle`) is cut from a subset: `solver` (the fast
//! 9x9 core; without it 9x9 grids go to [`general`]), `boards` (the
//! formats of other sizes), `large` (the fast path for 16x16 and 25x25
//! boards; without it they go to [`general`] too), `threads` (`-j`),
//! `leetcode` (the
//! board-literal format), `generate`, and `memchr`, `itoa` and `lexopt`,
//! whose crates have std fallbacks here where the library uses them. The
//! modules a submission takes are marked `#[clippy::msrv = "1.56"]`:
//! judges' compilers can be that old.

#![warn(missing_docs)]

#[clippy::msrv = "1.56"]
pub mod answer;
#[clippy::msrv = "1.56"]
pub mod board;
#[cfg(feature = "check")]
pub mod check;
#[clippy::msrv = "1.56"]
pub mod general;
#[cfg(feature = "generate")]
pub mod generate;
#[clippy::msrv = "1.56"]
pub mod grid;
#[clippy::msrv = "1.56"]
pub mod input;
#[clippy::msrv = "1.56"]
pub mod judge;
#[clippy::msrv = "1.56"]
#[cfg(feature = "large")]
pub mod large;
#[clippy::msrv = "1.56"]
pub mod output;
#[clippy::msrv = "1.56"]
pub mod random;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
#[clippy::msrv = "1.56"]
pub mod run;
#[cfg(test)]
mod samples;
#[clippy::msrv = "1.56"]
#[cfg(feature = "solver")]
pub mod solver;
#[cfg(feature = "stress")]
pub mod stress;

pub use board::Board;
pub use general::{count as count_board, solve as solve_board};
pub use grid::Grid;
#[cfg(feature = "solver")]
pub use solver::{Outcome, count, solve};
