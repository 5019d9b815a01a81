//! A run over a batch, as the binary makes it: the core's one-thread loop
//! ([`sudoku_core::run`]), or with `jobs` the same reading and answering
//! spread over several threads (`parallel`), chosen in [`run`] alone; and
//! a counter of the puzzles answered for whoever shows progress.
//!
//! Invariants: the bytes on `out` and on `diagnostics`, their
//! interleaving, and the totals do not depend on `jobs`.

mod parallel;

use std::io::{self, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

pub use parallel::threads;
pub use sudoku_core::run::{Error, PROGRAM, Source, Summary};

use sudoku_core::answer::Mode;
use sudoku_core::input::{Format, FormatChoice, Item};
use sudoku_core::judge::Judge;
use sudoku_core::output::Layout;
use sudoku_core::run::answers::{Answers, WRITE_BLOCK};
use sudoku_core::run::read::{self, Consumer};

/// What a run reads, how it answers, and on how many threads.
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
    /// core.
    pub jobs: usize,
    /// Characters that stand for an empty cell besides
    /// [`EMPTY`](crate::input::EMPTY) (`--empty`); each must be one
    /// [`why_not_empty`](crate::input::why_not_empty) takes.
    pub empty: Vec<u8>,
    /// Where the number of puzzles answered so far is stored as the run
    /// goes (one relaxed store a puzzle), for whoever shows progress.
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

    /// What the core's loop is told.
    fn core(&self) -> sudoku_core::run::Options {
        sudoku_core::run::Options {
            format: FormatChoice::from_option(self.format),
            mode: self.mode,
            layout: self.layout,
            empty: self.empty.clone(),
        }
    }
}

/// Reads `sources` in order, each its own input, as `options` say, writes each
/// puzzle's answer to `out` and each diagnostic line to `diagnostics`, and
/// returns the totals. With `options.jobs` other than 1 the puzzles are
/// answered on that many threads, the output unchanged.
///
/// A source that cannot be opened or read stops the batch with an error,
/// after every answer before it has been written.
pub fn run<R, W, E>(
    sources: impl IntoIterator<Item = Source<R>>,
    options: &Options,
    out: &mut W,
    diagnostics: &mut E,
) -> Result<Summary, Error>
where
    R: Read,
    W: Write,
    E: Write,
{
    let core = options.core();
    let summary = if options.jobs != 1 {
        parallel::run(options, out, diagnostics, |dispatcher| {
            read::read(sources, &core, dispatcher)
        })?
    } else {
        let mut answers = Answers::new(options.mode, out, diagnostics, 0, 2 * WRITE_BLOCK);
        match &options.progress {
            Some(progress) => {
                let mut reporting = Reporting {
                    answers: &mut answers,
                    progress,
                };
                read::read(sources, &core, &mut reporting)?;
            }
            None => read::read(sources, &core, &mut answers)?,
        }
        answers.write_pending().map_err(Error::Write)?;
        answers.summary
    };
    sudoku_core::run::finish(&core, summary, out)?;
    Ok(summary)
}

/// The one-thread answering side, storing the count of puzzles answered
/// after each item.
struct Reporting<'a, 'b, W: Write, E: Write> {
    answers: &'b mut Answers<'a, W, E>,
    progress: &'b AtomicU64,
}

impl<W: Write, E: Write> Consumer for Reporting<'_, '_, W, E> {
    fn item(&mut self, source: &Arc<str>, layout: Layout, item: Item) -> io::Result<()> {
        Consumer::item(self.answers, source, layout, item)?;
        self.progress
            .store(self.answers.summary.puzzles, Ordering::Relaxed);
        Ok(())
    }

    fn idle(&mut self, trickle: bool) -> io::Result<()> {
        self.answers.idle(trickle)
    }

    fn drain(&mut self) -> io::Result<()> {
        self.answers.drain()
    }
}
