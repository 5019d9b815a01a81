//! What a run is told: the options, and the sources it reads.

use std::io;
#[cfg(feature = "progress")]
use std::sync::Arc;
#[cfg(feature = "progress")]
use std::sync::atomic::{AtomicU64, Ordering};

use crate::answer::Mode;
use crate::input::Format;
use crate::judge::Judge;
use crate::output::Layout;

/// What a run reads and how it answers.
#[derive(Clone, Debug)]
pub struct Options {
    /// The input format, or `None` to detect it from the first token.
    pub format: Option<Format>,
    /// What is answered for each puzzle.
    pub mode: Mode,
    /// How answers are laid out, or `None` for the input format's own
    /// layout ([`Layout::of`]).
    pub layout: Option<Layout>,
    /// Threads that solve: 1 solves on the calling thread, 0 means one per
    /// core (without the `threads` feature, always the calling thread).
    pub jobs: usize,
    /// Characters that stand for an empty cell besides
    /// [`EMPTY`](crate::input::EMPTY) (`--empty`); each must be one
    /// [`why_not_empty`](crate::input::why_not_empty) takes.
    pub empty: Vec<u8>,
    /// Where the number of puzzles answered so far is stored as the run
    /// goes (one relaxed store a puzzle), for whoever shows progress
    /// (feature `progress`).
    #[cfg(feature = "progress")]
    pub progress: Option<Arc<AtomicU64>>,
}

impl Default for Options {
    /// Detect the format, solve in its own layout, on one thread.
    fn default() -> Self {
        Options {
            format: None,
            mode: Mode::Solve,
            layout: None,
            jobs: 1,
            empty: Vec::new(),
            #[cfg(feature = "progress")]
            progress: None,
        }
    }
}

impl Options {
    /// The options that read and answer as `judge` does, on one thread.
    pub fn for_judge(judge: &Judge) -> Options {
        Options {
            format: Some(judge.format),
            layout: Some(judge.layout),
            mode: judge.mode,
            ..Options::default()
        }
    }
}

/// One input stream: its name for messages, and its bytes (or the error
/// met when opening it).
pub struct Source<R> {
    /// The file name, or `<stdin>`.
    pub name: String,
    /// The opened stream.
    pub reader: io::Result<R>,
}

/// Stores `puzzles` into the progress counter, if there is one.
#[cfg(feature = "progress")]
#[inline]
pub(super) fn report(progress: &Option<Arc<AtomicU64>>, puzzles: u64) {
    if let Some(counter) = progress {
        counter.store(puzzles, Ordering::Relaxed);
    }
}
