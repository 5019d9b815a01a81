//! One puzzle a line (POJ 3074, AcWing 166 and plain puzzle files): each
//! line that holds a token is a puzzle of 81 cells, `.` or `0` for an
//! empty cell, up to a line `end` or the end of input. A malformed line
//! (a bad cell, a wrong length, a stray blank that cuts it in two, more
//! after its 81 cells) is answered by one placeholder and the batch goes
//! on, so that answer *k* is line *k*'s.
//!
//! Invariants: a puzzle is held while its line may go on, and handed on
//! at the first sign that the line is over (a line feed or a comment seen
//! after it, a token on a later line, the end of input); at most one
//! puzzle is held.

use super::cell::CellChars;
use super::error::{ErrorKind, ParseError};
use super::item::{char_error, error_at, head, length_error, Item, Step};
use super::scan::Token;
use crate::grid::{Grid, CELLS};

/// Where a one-puzzle-a-line reader is: `puzzles` begun so far, the last
/// on `line` (0 before the first), and that puzzle while its line may go
/// on.
#[derive(Clone, Debug)]
pub(super) struct Lines {
    puzzles: u64,
    line: u64,
    held: Option<Item>,
}

impl Lines {
    pub(super) fn new() -> Lines {
        Lines {
            puzzles: 0,
            line: 0,
            held: None,
        }
    }

    /// Reads on from a first line that another format's reader took in
    /// detection and gave back: puzzle 1, malformed (`first`).
    pub(super) fn after(first: ParseError) -> Lines {
        Lines {
            puzzles: 1,
            line: first.line,
            held: Some(Item::Invalid(first)),
        }
    }

    /// The puzzle held, when `token` shows that its line is over (by
    /// coming on a later one).
    pub(super) fn release(&mut self, token: &Token<'_>) -> Option<Item> {
        if token.line == self.line {
            return None;
        }
        self.held.take()
    }

    /// Takes a token: the first of a line begins a puzzle (or with `end`,
    /// ends the input); another on the same line makes that line
    /// malformed, its first fault the one reported.
    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        if token.line == self.line {
            if let Some(Item::Puzzle { number, .. }) = self.held {
                let kind = ErrorKind::AfterPuzzle {
                    found: head(token),
                    len: token.len,
                };
                self.held = Some(Item::Invalid(error_at(token, number, kind)));
            }
        } else if token.bytes == b"end" {
            return Step::Last(self.held.take());
        } else {
            self.puzzles += 1;
            self.line = token.line;
            self.held = Some(puzzle(token, self.puzzles, chars));
        }
        if !ends_line(token) {
            return Step::Pending;
        }
        match self.held.take() {
            Some(item) => Step::Item(item),
            None => Step::Pending,
        }
    }

    /// The puzzle held at the end of input.
    pub(super) fn finish(&mut self) -> Option<Item> {
        self.held.take()
    }
}

/// Whether the scanner has seen `token`'s line end after it: blanks at
/// most, then a line feed or a comment. (Not yet seen, the line may go on:
/// its puzzle waits for the next token or the end of input. A program
/// that writes a puzzle line and waits for its answer gets it at once.)
fn ends_line(token: &Token<'_>) -> bool {
    let after: &[u8] = if token.len <= token.rest.len() as u64 {
        &token.rest[token.len as usize..]
    } else {
        &[]
    };
    match after
        .iter()
        .find(|&&byte| !matches!(byte, b' ' | b'\t' | b'\r' | 0x0b | 0x0c))
    {
        Some(&byte) => byte == b'\n' || byte == b'#',
        None => false,
    }
}

/// Reads a one-line puzzle, numbered `number`.
fn puzzle(token: &Token<'_>, number: u64, chars: &CellChars) -> Item {
    // The first fault in reading order: a character that is no cell among
    // the first 81, else the length.
    let mut cells = [0u8; CELLS];
    if let Err(at) = chars.parse(token.bytes, &mut cells) {
        let error = char_error(token, at, number, |found| ErrorKind::BadCell { found });
        return Item::Invalid(error);
    }
    if let Some(error) = length_error(token, CELLS as u64, number, |found| {
        ErrorKind::PuzzleLength { found }
    }) {
        return Item::Invalid(error);
    }
    Item::Puzzle {
        number,
        grid: Grid { cells },
        line: token.line,
        column: token.column,
    }
}
