//! One puzzle a line (POJ 3074, AcWing 166 and plain puzzle files): each
//! token a puzzle of 81 cells, `.` or `0` for an empty cell, up to a token
//! `end` or the end of input. A malformed puzzle is answered by a
//! placeholder and the batch goes on, so that answer *k* is puzzle *k*'s.

use super::cell::CellChars;
use super::error::ErrorKind;
use super::item::{char_error, length_error, Item, Step};
use super::scan::Token;
use crate::grid::{Grid, CELLS};

/// Where a one-puzzle-a-line reader is: `puzzles` read so far.
#[derive(Clone, Debug)]
pub(super) struct Lines {
    puzzles: u64,
}

impl Lines {
    pub(super) fn new() -> Lines {
        Lines { puzzles: 0 }
    }

    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        if token.bytes == b"end" {
            return Step::Last(None);
        }
        self.puzzles += 1;
        Step::Item(puzzle(token, self.puzzles, chars))
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
