//! 16x16 boards of letters (POJ 3076, AcWing 169; after a count of boards,
//! SPOJ SUDOKU): 16 rows of 16 letters `A` to `P` each, `-` (or `.`) for
//! an empty cell, blank lines between boards or not. An error is a fault.

use super::cell::{CellChars, EMPTY};
use super::error::{ErrorKind, ParseError};
use super::item::{char_error, length_error, Item, Step};
use super::scan::Token;
use crate::board::Board;

/// Cells a side of a board of letters.
pub(super) const SIDE: usize = 16;

/// The value of a cell character on a board of letters: `A` to `P` are 1
/// to 16; `-` (and the other characters of [`EMPTY`] but `0`) is empty.
pub(super) fn value(byte: u8) -> Option<u8> {
    match byte {
        b'A'..=b'P' => Some(byte - b'A' + 1),
        b'0' => None,
        _ => EMPTY.contains(&byte).then(|| 0),
    }
}

/// Where a reader of boards of letters is: `filled` cells read of board
/// `puzzle` (from 1), which started at `line`/`column`; the last board
/// `last` when a count said it.
#[derive(Clone, Debug)]
pub(super) struct Letters {
    puzzle: u64,
    last: Option<u64>,
    board: Board,
    filled: usize,
    line: u64,
    column: u64,
}

impl Letters {
    /// A reader of boards up to the end of input, or of `count` boards
    /// (at least one).
    pub(super) fn new(count: Option<u64>) -> Letters {
        Letters {
            puzzle: 1,
            last: count,
            board: Board::empty(4).unwrap_or_else(|| unreachable!("box size 4")),
            filled: 0,
            line: 0,
            column: 0,
        }
    }

    /// Takes one row of letters.
    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        // The first fault in reading order, as in `lines`.
        let start = self.filled;
        let row = &mut self.board.cells_mut()[start..start + SIDE];
        for (at, (&byte, cell)) in token.bytes.iter().zip(row).enumerate() {
            *cell = match value(byte) {
                Some(value) => value,
                None if byte != b'0' && chars.is_empty(byte) => 0,
                None => {
                    let error = char_error(token, at, self.puzzle, |found| ErrorKind::BadLetter {
                        found,
                    });
                    return Step::Fault(error);
                }
            };
        }
        if let Some(error) = length_error(token, SIDE as u64, self.puzzle, |found| {
            ErrorKind::LetterRowLength { found }
        }) {
            return Step::Fault(error);
        }
        if start == 0 {
            self.line = token.line;
            self.column = token.column;
        }
        self.filled += SIDE;
        if self.filled < SIDE * SIDE {
            return Step::Pending;
        }
        let item = Item::Board {
            number: self.puzzle,
            board: Box::new(self.board),
            line: self.line,
            column: self.column,
        };
        if self.last == Some(self.puzzle) {
            return Step::Last(Some(item));
        }
        self.puzzle += 1;
        self.filled = 0;
        Step::Item(item)
    }

    /// The input ended: a fault inside a board, or before a counted one.
    pub(super) fn finish(&self, line: u64, column: u64) -> Option<ParseError> {
        let kind = match (self.filled, self.last) {
            (0, Some(expected)) => ErrorKind::MissingCases {
                expected,
                found: self.puzzle - 1,
            },
            (0, None) => return None,
            (filled, _) => ErrorKind::BoardCutShort {
                cells: filled as u16,
                of: (SIDE * SIDE) as u16,
            },
        };
        Some(ParseError {
            kind,
            puzzle: self.puzzle,
            line,
            column,
        })
    }
}
