//! What a run comes to: its totals and exit code, or the failure that
//! stopped it.

use std::io;

use crate::answer::{Answer, Mode};

/// Totals for one run: how many puzzles got each kind of answer in its
/// mode, and what their searches took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// What the run answered, and so how the counts below read.
    pub mode: Mode,
    /// Puzzles read, well-formed or not.
    pub puzzles: u64,
    /// Puzzles with a solution: given one ([`Mode::Solve`],
    /// [`Mode::Smallest`]), or counted as having one or more
    /// ([`Mode::Count`], [`Mode::Unique`], [`Mode::Exact`]).
    pub solved: u64,
    /// Of those, puzzles counted as having more than one.
    pub several: u64,
    /// Well-formed puzzles without a solution: an error in [`Mode::Solve`]
    /// (exit code 1), an answer like any other in the other modes.
    pub no_solution: u64,
    /// Boards whose givens break no rule ([`Mode::Validate`]).
    pub valid: u64,
    /// Malformed puzzles answered with a placeholder.
    pub invalid: u64,
    /// Whether a malformed input stopped the batch.
    pub faulted: bool,
    /// Guesses the searches made over all well-formed puzzles.
    pub guesses: u64,
    /// Well-formed puzzles settled without a guess (every mode but
    /// [`Mode::Validate`], which searches nothing).
    pub without_guessing: u64,
    /// The numbers the first three cells of each solution make, added up
    /// (Project Euler 96's answer).
    pub corners: u64,
}

impl Summary {
    /// The totals of a run in `mode` before its first puzzle.
    pub fn new(mode: Mode) -> Summary {
        Summary {
            mode,
            puzzles: 0,
            solved: 0,
            several: 0,
            no_solution: 0,
            valid: 0,
            invalid: 0,
            faulted: false,
            guesses: 0,
            without_guessing: 0,
            corners: 0,
        }
    }

    /// Adds the totals of another part of the same run.
    pub fn add(&mut self, other: &Summary) {
        self.puzzles += other.puzzles;
        self.solved += other.solved;
        self.several += other.several;
        self.no_solution += other.no_solution;
        self.valid += other.valid;
        self.invalid += other.invalid;
        self.faulted |= other.faulted;
        self.guesses += other.guesses;
        self.without_guessing += other.without_guessing;
        self.corners += other.corners;
    }

    /// Counts a well-formed puzzle answered `answer`, after `guesses`
    /// guesses.
    pub fn record<P>(&mut self, answer: &Answer<P>, guesses: u64) {
        self.puzzles += 1;
        match answer {
            // A verdict on the givens: nothing searched, nothing counted.
            Answer::Valid(valid) => self.valid += u64::from(*valid),
            _ => self.count(answer, guesses),
        }
    }

    /// Counts the solutions a search found for `answer`, and its guesses.
    fn count<P>(&mut self, answer: &Answer<P>, guesses: u64) {
        let found = match answer {
            Answer::Solved(_) | Answer::Unique | Answer::Score(_) => 1,
            // Givens that break a rule: no solution, found without a
            // search. (`Valid` is counted by `record`.)
            Answer::NoSolution | Answer::Broken | Answer::Valid(_) => 0,
            Answer::SeveralSolutions => 2,
            Answer::Count(count) | Answer::Exact { count, .. } => *count,
        };
        self.solved += u64::from(found >= 1);
        self.several += u64::from(found >= 2);
        self.no_solution += u64::from(found == 0);
        self.guesses += guesses;
        self.without_guessing += u64::from(guesses == 0);
    }

    /// The process exit code: 2 for malformed input, else 1 when a puzzle
    /// to be solved had no solution, else 0.
    pub fn exit_code(&self) -> u8 {
        if self.faulted || self.invalid > 0 {
            2
        } else if matches!(self.mode, Mode::Solve) && self.no_solution > 0 {
            1
        } else {
            0
        }
    }
}

/// A failure that stops the batch: reading a source or writing output.
#[derive(Debug)]
pub enum Error {
    /// A source could not be opened or read.
    Read {
        /// The source's name.
        source: String,
        /// What went wrong.
        error: io::Error,
    },
    /// The output could not be written.
    Write(io::Error),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Read { source, error } => write!(f, "{}: {}", source, error),
            Error::Write(error) => write!(f, "cannot write output: {}", error),
        }
    }
}

impl std::error::Error for Error {}
