//! POJ 2676's cases after their count: 9 rows of 9 digits each, `0` (or
//! `.`) for an empty cell. An error in a case is a fault: the cases before
//! it stand, nothing after it is read.

use super::cell::CellChars;
use super::error::{ErrorKind, ParseError};
use super::item::{Item, Step, char_error, length_error};
use super::scan::Token;
use crate::grid::{CELLS, Grid};

/// Where a POJ reader is: reading case `case` (from 1) of `count`, `rows`
/// rows of it read so far, the case started at `line`/`column`; the format
/// `detected` from the count, or named.
#[derive(Clone, Debug)]
pub(super) struct Poj {
    #[cfg(feature = "detect")]
    detected: bool,
    count: u64,
    case: u64,
    rows: u8,
    cells: [u8; CELLS],
    line: u64,
    column: u64,
}

impl Poj {
    /// A reader of `count` cases (at least one).
    pub(super) fn new(count: u64, detected: bool) -> Poj {
        #[cfg(not(feature = "detect"))]
        let _ = detected;
        Poj {
            #[cfg(feature = "detect")]
            detected,
            count,
            case: 1,
            rows: 0,
            cells: [0; CELLS],
            line: 0,
            column: 0,
        }
    }

    /// Takes one row of the case.
    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        // A lone character first, where the count was detected: the count
        // was more likely a box size or a count of spaced grids.
        #[cfg(feature = "detect")]
        if self.detected && self.case == 1 && self.rows == 0 && token.chars == 1 {
            let kind = ErrorKind::CellAfterNumber;
            return Step::Fault(ParseError {
                kind,
                puzzle: 1,
                line: token.line,
                column: token.column,
            });
        }
        // The first fault in reading order, as in `lines`.
        let start = usize::from(self.rows) * 9;
        if let Err(at) = chars.parse(token.bytes, &mut self.cells[start..start + 9]) {
            let error = char_error(token, at, self.case, |found| ErrorKind::BadCell { found });
            return Step::Fault(error);
        }
        if let Some(error) =
            length_error(token, 9, self.case, |found| ErrorKind::RowLength { found })
        {
            return Step::Fault(error);
        }
        if self.rows == 0 {
            self.line = token.line;
            self.column = token.column;
        }
        self.rows += 1;
        if self.rows < 9 {
            return Step::Pending;
        }
        let item = Item::Puzzle {
            number: self.case,
            grid: Grid { cells: self.cells },
            line: self.line,
            column: self.column,
        };
        if self.case == self.count {
            return Step::Last(Some(item));
        }
        self.case += 1;
        self.rows = 0;
        Step::Item(item)
    }

    /// The input ended with cases to go: before case `case`, or inside it.
    pub(super) fn finish(&self, line: u64, column: u64) -> Option<ParseError> {
        let kind = if self.rows == 0 {
            ErrorKind::MissingCases {
                expected: self.count,
                found: self.case - 1,
            }
        } else {
            ErrorKind::CaseCutShort { rows: self.rows }
        };
        Some(ParseError {
            kind,
            puzzle: self.case,
            line,
            column,
        })
    }
}
