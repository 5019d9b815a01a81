//! What a run is told: the options, and the sources it reads.

use std::io;

use crate::answer::Mode;
use crate::input::{Format, FormatChoice};
use crate::judge::Judge;
use crate::output::Layout;

/// What a run reads and how it answers.
///
/// No `Default`: a judge submission names its format, and rustc counts a
/// format choice built in a std trait's impl as used (see
/// [`FormatChoice::from_option`]); [`Options::detect`] is the plain start.
#[derive(Clone, Debug)]
pub struct Options {
    /// The input format, named or detected from each source's first token.
    pub format: FormatChoice,
    /// What is answered for each puzzle.
    pub mode: Mode,
    /// How answers are laid out, or `None` for the input format's own
    /// layout ([`Layout::of`]).
    pub layout: Option<Layout>,
    /// Characters that stand for an empty cell besides
    /// [`EMPTY`](crate::input::EMPTY) (`--empty`); each must be one
    /// [`why_not_empty`](crate::input::why_not_empty) takes.
    pub empty: Vec<u8>,
}

impl Options {
    /// Detect the format, solve, in the format's own layout.
    pub fn detect() -> Options {
        Options {
            format: FormatChoice::Detect,
            mode: Mode::Solve,
            layout: None,
            empty: Vec::new(),
        }
    }

    /// The options that read and answer as `judge` does.
    pub fn for_judge(judge: &Judge) -> Options {
        Options {
            format: FormatChoice::Named(judge.format),
            mode: judge.mode,
            layout: Some(judge.layout),
            empty: Vec::new(),
        }
    }

    /// The layout of answers to puzzles read in `format`.
    pub fn layout_for(&self, format: Format) -> Layout {
        self.layout.unwrap_or_else(|| Layout::of(format))
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
