//! A Sudoku batch solver for online-judge input formats.
//!
//! Data flows in one direction:
//!
//! - [`scan`] cuts raw input bytes into whitespace-separated tokens with
//!   their line and column, skipping `#` comments;
//! - [`format`](mod@format) turns tokens into puzzles (or positioned [`error`]s) for one
//!   judge format: POJ 2676 case lists, one-puzzle-a-line files, or one
//!   token per cell; [`judge`] names each judge's format and layout;
//! - [`solver`] solves each [`grid::Grid`];
//! - [`output`] appends each answer in the judge's layout to a byte buffer;
//! - [`batch`] drives the loop between a reader and a writer ([`parallel`]
//!   when it solves on several threads), [`cli`] reads the command line
//!   and [`stats`] renders the `--stats` and `--progress` lines. Only
//!   `main.rs` touches stdin, stdout, stderr, argv and the clock.
//!
//! [`generate`] makes puzzles (`sudoku generate`) with [`solver`]'s help;
//! [`general`] solves boards of any box size from 1 to 5, handing 16x16
//! ones to its fast path [`sixteen`].
//!
//! [`reference`](mod@reference) is a slow, plainly correct solver and checker that the
//! tests hold the fast one to.

pub mod batch;
pub mod cli;
pub mod error;
pub mod format;
pub mod general;
pub mod generate;
pub mod grid;
pub mod judge;
pub mod output;
pub mod parallel;
pub mod reference;
pub mod scan;
pub mod sixteen;
pub mod solver;
pub mod stats;
