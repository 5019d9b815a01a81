//! The answering side of a run: answers each item, appends the answer to a
//! block of pending bytes, and writes the block to `out` once it fills, or
//! before each diagnostic line, so that a diagnostic always follows every
//! answer before it. The one-thread run hands its items here; so does
//! each worker thread, into memory.

use std::io::{self, Write};
use std::sync::Arc;

use super::read::Consumer;
use super::summary::Summary;
use crate::answer::{self, Answer, Mode};
use crate::input::{Item, ParseError};
use crate::output::{self, Cells, Layout};
use crate::solve::Puzzle;

/// Answers are passed to the writer once this many bytes are waiting.
pub const WRITE_BLOCK: usize = 64 * 1024;

/// The name diagnostics start with.
pub const PROGRAM: &str = "sudoku";

/// Answers items in `mode`, writing answers to `out` and diagnostics to
/// `diagnostics`, in order.
pub struct Answers<'a, W: Write, E: Write> {
    mode: Mode,
    /// Where answers go.
    pub out: &'a mut W,
    /// Where diagnostic lines go.
    pub diagnostics: &'a mut E,
    pending: Vec<u8>,
    /// Answers written so far, placeholders included (for the separators).
    answered: u64,
    /// The totals so far.
    pub summary: Summary,
}

impl<'a, W: Write, E: Write> Answers<'a, W, E> {
    /// An answering side writing to `out` and `diagnostics`, with
    /// `answered` answers before its first (for the separators), and room
    /// for `capacity` bytes of answers waiting to be written.
    pub fn new(
        mode: Mode,
        out: &'a mut W,
        diagnostics: &'a mut E,
        answered: u64,
        capacity: usize,
    ) -> Self {
        Answers {
            mode,
            out,
            diagnostics,
            pending: Vec::with_capacity(capacity),
            answered,
            summary: Summary::new(mode),
        }
    }

    /// Passes waiting answers to `out`.
    pub fn write_pending(&mut self) -> io::Result<()> {
        self.out.write_all(&self.pending)?;
        self.pending.clear();
        Ok(())
    }

    /// Answers one item read from `source` and laid out in `layout`.
    pub fn item(&mut self, source: &str, layout: &Layout, item: Item) -> io::Result<()> {
        self.labelled(source, layout, b"", item)
    }

    /// Answers one item, `label` being the label line the input gave it.
    fn labelled(
        &mut self,
        source: &str,
        layout: &Layout,
        label: &[u8],
        item: Item,
    ) -> io::Result<()> {
        match item {
            Item::Puzzle {
                number,
                grid,
                line,
                column,
            } => self.puzzle(source, layout, label, number, &grid, (line, column)),
            Item::Board {
                number,
                board,
                line,
                column,
            } => self.puzzle(source, layout, label, number, &*board, (line, column)),
            Item::Labelled { label, puzzle } => self.labelled(source, layout, &label, *puzzle),
            Item::Invalid(error) => {
                self.summary.puzzles += 1;
                self.summary.invalid += 1;
                output::write_invalid(&mut self.pending, layout, self.answered);
                self.answered += 1;
                self.diagnose(source, format_args!("{}", error))?;
                self.write_if_full()
            }
            Item::Fault(error) => self.fault(source, &error),
        }
    }

    /// Answers puzzle `number`, labelled `label` and read at `at` (line,
    /// column): the one path for grids and boards.
    fn puzzle<P: Puzzle + Cells>(
        &mut self,
        source: &str,
        layout: &Layout,
        label: &[u8],
        number: u64,
        puzzle: &P,
        at: (u64, u64),
    ) -> io::Result<()> {
        let (answer, guesses) = answer::answer(self.mode, puzzle);
        self.summary.record(&answer, guesses);
        if let Answer::Solved(solution) = &answer {
            self.summary.corners += solution.corner();
        }
        output::write_answer(&mut self.pending, layout, self.answered, label, &answer);
        self.answered += 1;
        if matches!(self.mode, Mode::Solve) && matches!(answer, Answer::NoSolution) {
            let (line, column) = at;
            self.diagnose(
                source,
                format_args!("{}:{}: puzzle {}: no solution", line, column, number),
            )?;
        }
        self.write_if_full()
    }

    /// Writes every earlier answer, then one diagnostic line. A failure to
    /// write to stderr is ignored: there is nowhere left to report it.
    fn diagnose(&mut self, source: &str, what: std::fmt::Arguments<'_>) -> io::Result<()> {
        self.write_pending()?;
        self.out.flush()?;
        let _ = writeln!(self.diagnostics, "{}: {}:{}", PROGRAM, source, what);
        Ok(())
    }

    /// Passes waiting answers on once they fill a block.
    fn write_if_full(&mut self) -> io::Result<()> {
        if self.pending.len() >= WRITE_BLOCK {
            self.write_pending()?;
        }
        Ok(())
    }

    /// Reports an input that stops the run.
    fn fault(&mut self, source: &str, error: &ParseError) -> io::Result<()> {
        self.summary.faulted = true;
        self.diagnose(source, format_args!("{}", error))
    }
}

impl<W: Write, E: Write> Consumer for Answers<'_, W, E> {
    fn item(&mut self, source: &Arc<str>, layout: Layout, item: Item) -> io::Result<()> {
        Answers::item(self, source, &layout, item)
    }

    fn idle(&mut self, _trickle: bool) -> io::Result<()> {
        self.write_pending()?;
        self.out.flush()
    }

    fn drain(&mut self) -> io::Result<()> {
        self.write_pending()
    }
}
