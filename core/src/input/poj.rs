//! POJ 2676's cases after their count: 9 rows of 9 digits each, `0` (or
//! another empty cell's character) for an empty cell, a line of dashes
//! (`---`, HDU 3111) allowed between cases. The labelled formats read the
//! same cases each after a label line (Project Euler 96's `Grid 01`, which
//! SPOJ NOVICE42 echoes), after a count or up to the end of input; a case
//! whose first token is already a row has no label, and a label of more
//! than 256 bytes is refused. An error in a case is a fault: the cases
//! before it stand, nothing after it is read.

use super::cell::CellChars;
use super::error::{ErrorKind, ParseError};
use super::format::{Format, Known, Place};
use super::item::{char_error, error_at, length_error, Item, Step};
use super::scan::Token;
use crate::grid::{Grid, CELLS};

/// The longest label taken, in bytes (its tokens joined by single spaces):
/// a longer one is a fault, since its answer must echo it and a reader
/// keeps no more.
const LABEL: usize = 256;

/// Where a POJ reader is: reading case `case` (from 1) of `count` (or of
/// as many as the input holds), `rows` rows of it read so far, the case
/// started at `line`/`column`; its label so far, begun on `label_line`
/// (0 before it begins); the format `known` from the first token, or
/// named.
#[derive(Clone, Debug)]
pub(super) struct Poj {
    known: Known,
    count: Option<u64>,
    labelled: bool,
    case: u64,
    rows: u8,
    cells: [u8; CELLS],
    line: u64,
    column: u64,
    label: Vec<u8>,
    label_line: u64,
}

impl Poj {
    /// A reader of `format` (`Poj`, `Labelled` or `CountedLabelled`), of
    /// `count` cases (at least one; `None`: up to the end of input).
    pub(super) fn new(format: Format, count: Option<u64>, known: Known) -> Poj {
        Poj {
            known,
            count,
            labelled: matches!(format, Format::Labelled | Format::CountedLabelled),
            case: 1,
            rows: 0,
            cells: [0; CELLS],
            line: 0,
            column: 0,
            label: Vec::new(),
            label_line: 0,
        }
    }

    /// Takes one row of the case, or a token of its label line.
    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        // The token after the first, where detection took that for a count
        // or a row (a row is this reader's first token too). The place is
        // cleared in the variant, not by building one: a preset that names
        // its format never builds `Detected`, and the bundler drops this.
        if let Known::Detected(detected) = &mut self.known {
            if let Some(first) = *detected {
                if (token.line, token.column) != (first.line, first.column) {
                    *detected = None;
                    if let Some(step) = self.second(token, chars, first) {
                        return step;
                    }
                }
            }
        }
        if self.rows == 0 {
            if let Some(step) = self.between(token, chars) {
                return step;
            }
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
        if self.rows == 0 && self.label_line == 0 {
            self.line = token.line;
            self.column = token.column;
        }
        self.rows += 1;
        if self.rows < 9 {
            return Step::Pending;
        }
        let mut item = Item::Puzzle {
            number: self.case,
            grid: Grid { cells: self.cells },
            line: self.line,
            column: self.column,
        };
        if self.label_line != 0 {
            item = Item::Labelled {
                label: std::mem::take(&mut self.label).into_boxed_slice(),
                puzzle: Box::new(item),
            };
            self.label_line = 0;
        }
        if Some(self.case) == self.count {
            return Step::Last(Some(item));
        }
        self.case += 1;
        self.rows = 0;
        Step::Item(item)
    }

    /// The token after a first token that detection took for a case count
    /// or a first row (at `first`), where the other readings show: a token
    /// of a puzzle's length or more makes the input one puzzle a line (its
    /// first line cut short); after a count, one character is more likely
    /// a cell of a board read cell by cell, and another token that is no
    /// row is reported with the count it follows.
    fn second(&self, token: &Token<'_>, chars: &CellChars, first: Place) -> Option<Step> {
        if token.chars >= CELLS as u64 {
            return Some(Step::Lines(ParseError {
                kind: ErrorKind::PuzzleLength { found: first.chars },
                puzzle: 1,
                line: first.line,
                column: first.column + first.chars,
            }));
        }
        if self.count.is_none() || chars.is_row(token) {
            return None;
        }
        let kind = if token.chars == 1 {
            ErrorKind::CellAfterNumber
        } else {
            ErrorKind::RowAfterCount {
                found: token.chars,
                count_line: first.line,
            }
        };
        Some(Step::Fault(error_at(token, 1, kind)))
    }

    /// What a token before a case's first row is, when it is no row: a
    /// line of dashes between cases, or (labelled) a part of the label,
    /// which must fit in [`LABEL`] bytes.
    fn between(&mut self, token: &Token<'_>, chars: &CellChars) -> Option<Step> {
        let more = self.label_line != 0 && token.line == self.label_line;
        if !more {
            if chars.is_row(token) || self.label_line != 0 {
                return None;
            }
            let dashes = token.chars > 1 && token.bytes.iter().all(|&b| b == b'-');
            if dashes {
                return Some(Step::Pending);
            }
            if !self.labelled {
                return None;
            }
        }
        let len = if more { self.label.len() as u64 + 1 } else { 0 } + token.len;
        if len > LABEL as u64 {
            let kind = ErrorKind::LabelTooLong { most: LABEL };
            return Some(Step::Fault(error_at(token, self.case, kind)));
        }
        if more {
            self.label.push(b' ');
        } else {
            self.label.clear();
            self.label_line = token.line;
            self.line = token.line;
            self.column = token.column;
        }
        self.label.extend_from_slice(token.bytes);
        Some(Step::Pending)
    }

    /// The input ended with cases to go: before case `case`, or inside it
    /// (its label read, or some of its rows); or at the end of an input of
    /// uncounted cases, fine.
    pub(super) fn finish(&self, line: u64, column: u64) -> Option<ParseError> {
        let kind = if self.rows == 0 && self.label_line == 0 {
            ErrorKind::MissingCases {
                expected: self.count?,
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
