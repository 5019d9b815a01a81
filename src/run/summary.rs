//! What a run comes to: its totals and exit code, or the failure that
//! stopped it.

use std::io;

use crate::answer::{Answer, Mode};

/// Totals for one run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Puzzles read, well-formed or not.
    pub puzzles: u64,
    /// Puzzles solved.
    pub solved: u64,
    /// Well-formed puzzles without a solution (in `Mode::Solve` only: in
    /// the other modes that is an answer like any other).
    pub no_solution: u64,
    /// Malformed puzzles answered with a placeholder.
    pub invalid: u64,
    /// Whether a malformed input stopped the batch.
    pub faulted: bool,
    /// Guesses the search made over all well-formed puzzles.
    pub guesses: u64,
    /// Well-formed puzzles settled without a guess.
    pub without_guessing: u64,
}

impl Summary {
    /// Adds the totals of another part of the same run.
    pub fn add(&mut self, other: &Summary) {
        self.puzzles += other.puzzles;
        self.solved += other.solved;
        self.no_solution += other.no_solution;
        self.invalid += other.invalid;
        self.faulted |= other.faulted;
        self.guesses += other.guesses;
        self.without_guessing += other.without_guessing;
    }

    /// Counts a well-formed puzzle answered `answer` in `mode`, after
    /// `guesses` guesses: solved when it got a solution or, counted, had
    /// one; a puzzle without a solution only when solving, where that is
    /// an error; guesses only when solving.
    pub(super) fn record<P>(&mut self, mode: Mode, answer: &Answer<P>, guesses: u64) {
        self.puzzles += 1;
        match answer {
            Answer::Solved(_)
            | Answer::Exact {
                solution: Some(_), ..
            } => self.solved += 1,
            Answer::Count(count) => self.solved += u64::from(*count > 0),
            Answer::NoSolution if mode == Mode::Solve => self.no_solution += 1,
            _ => {}
        }
        if mode == Mode::Solve {
            self.guesses += guesses;
            self.without_guessing += u64::from(guesses == 0);
        }
    }

    /// The process exit code: 2 for malformed input, else 1 when a puzzle
    /// had no solution, else 0.
    pub fn exit_code(&self) -> u8 {
        if self.faulted || self.invalid > 0 {
            2
        } else if self.no_solution > 0 {
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
