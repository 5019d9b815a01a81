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
//!
//! Cargo features (all on by default, through `cli`, which the `sudoku`
//! binary needs, with [`cli`] and [`generate`]) let `scripts/bundle`
//! build a one-file judge submission from a subset of these modules:
//! `solver` ([`solver`], the fast 9x9 core: without it 9x9 grids go to
//! `general`), `boards` ([`general`], [`sixteen`] and the formats of other
//! box sizes), `threads` ([`parallel`]), `leetcode` (the LeetCode
//! board-literal format, which no judge preset reads), and `memchr` and
//! `itoa`, whose crates have std fallbacks here. The modules a bundle
//! takes are marked `#[clippy::msrv = "1.56"]`: judges' compilers can be
//! that old, and clippy then flags any newer std API in them (the syntax
//! is checked by compiling the bundles, see `tests/bundle.rs`).

#[clippy::msrv = "1.56"]
pub mod answer;
#[clippy::msrv = "1.56"]
pub mod board;
#[clippy::msrv = "1.56"]
pub mod general;
#[cfg(feature = "cli")]
pub mod generate;
#[clippy::msrv = "1.56"]
pub mod grid;
#[clippy::msrv = "1.56"]
pub mod input;
#[clippy::msrv = "1.56"]
pub mod judge;
#[clippy::msrv = "1.56"]
pub mod output;
#[clippy::msrv = "1.56"]
pub mod random;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
#[clippy::msrv = "1.56"]
pub mod run;
#[clippy::msrv = "1.56"]
#[cfg(feature = "boards")]
pub mod sixteen;
#[clippy::msrv = "1.56"]
#[cfg(feature = "solver")]
pub mod solver;
#[cfg(feature = "cli")]
pub mod stats;

pub use board::Board;
