//! One token per cell: 81 to a 9x9 puzzle, rows laid out however the file
//! likes, `0`, `.` or `?` for an empty cell. Three formats read so:
//! `cells` (Luogu P1784, HDU 1426, Kattis sudokunique) up to the end of
//! input, `counted` (SPOJ SUDOGOB) after a count of puzzles, and `sized`
//! (UVa 989), where each puzzle is led by its box size `n`: 3 for a 9x9
//! grid, 1, 2, 4 or 5 for a board of `n^4` cells holding numbers 0 to
//! `n^2`. An
//! error is a fault: a bad cell throws off every later one.

use super::cell::CellChars;
use super::error::{ErrorKind, ParseError};
use super::format::Format;
use super::item::{error_at, head, Item, Step};
use super::scan::Token;
use crate::board::Board;
use crate::grid::{Grid, CELLS};

/// Where a reader of cells is: reading puzzle `puzzle` (from 1), the last
/// one `last` when a count said it.
#[derive(Clone, Debug)]
pub(super) struct Cells {
    /// `Cells`, `Sized` or `CountedCells`.
    format: Format,
    puzzle: u64,
    last: Option<u64>,
    part: Part,
}

/// What the reader expects next.
#[derive(Clone, Debug)]
enum Part {
    /// The box size that leads a puzzle (`sized`).
    Size,
    /// The next cell of a 9x9 grid: `cells[..filled]` read so far, the
    /// grid started at `line`/`column`.
    Grid {
        filled: u8,
        cells: [u8; CELLS],
        line: u64,
        column: u64,
    },
    /// The next cell of a board of box size 1 or 2 (boxed, to keep the
    /// reader small for 9x9 grids).
    Board(Box<Numbers>),
}

/// The part that starts each puzzle of `format`: its box size in `sized`.
/// (A match, not a comparison, as everywhere a format decides: a format
/// a judge submission never names takes its code out with it.)
fn first_part(format: Format) -> Part {
    match format {
        Format::Sized => Part::Size,
        _ => GRID,
    }
}

/// The part that starts a 9x9 grid.
const GRID: Part = Part::Grid {
    filled: 0,
    cells: [0; CELLS],
    line: 0,
    column: 0,
};

impl Cells {
    /// A reader of `format` (`Cells`, `Sized` or `CountedCells`), of
    /// `count` puzzles if a count said so (at least one).
    pub(super) fn new(format: Format, count: Option<u64>) -> Cells {
        Cells {
            format,
            puzzle: 1,
            last: count,
            part: first_part(format),
        }
    }

    /// Takes one token: a box size or a cell.
    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        let puzzle = self.puzzle;
        let item = match &mut self.part {
            Part::Size => {
                self.part = match token.bytes {
                    b"3" => GRID,
                    b"1" | b"2" | b"4" | b"5" => {
                        let n = usize::from(token.bytes[0] - b'0');
                        match Numbers::new(n) {
                            Some(numbers) => Part::Board(Box::new(numbers)),
                            None => Part::Size,
                        }
                    }
                    _ => {
                        let kind = ErrorKind::BoxSize {
                            found: head(token),
                            len: token.len,
                        };
                        return Step::Fault(error_at(token, puzzle, kind));
                    }
                };
                return Step::Pending;
            }
            Part::Grid {
                filled,
                cells,
                line,
                column,
            } => {
                let value = match token.bytes {
                    &[byte] if token.len == 1 => chars.value(byte),
                    _ => None,
                };
                let value = match value {
                    Some(value) => value,
                    None => {
                        let kind = ErrorKind::NotACell {
                            found: head(token),
                            len: token.len,
                        };
                        return Step::Fault(error_at(token, puzzle, kind));
                    }
                };
                if *filled == 0 {
                    *line = token.line;
                    *column = token.column;
                }
                cells[usize::from(*filled)] = value;
                *filled += 1;
                if usize::from(*filled) < CELLS {
                    return Step::Pending;
                }
                Item::Puzzle {
                    number: puzzle,
                    grid: Grid { cells: *cells },
                    line: *line,
                    column: *column,
                }
            }
            Part::Board(numbers) => match numbers.token(token, puzzle, chars) {
                Ok(Some(item)) => item,
                Ok(None) => return Step::Pending,
                Err(kind) => return Step::Fault(error_at(token, puzzle, kind)),
            },
        };
        if self.last == Some(puzzle) {
            return Step::Last(Some(item));
        }
        self.puzzle += 1;
        self.part = first_part(self.format);
        Step::Item(item)
    }

    /// The input ended: a fault if a puzzle was begun, or promised by a
    /// box size or a count.
    pub(super) fn finish(&self, line: u64, column: u64) -> Option<ParseError> {
        let kind = match &self.part {
            Part::Size => return None,
            Part::Grid { filled: 0, .. } if self.last.is_some() => ErrorKind::MissingCases {
                expected: self.last.unwrap_or(0),
                found: self.puzzle - 1,
            },
            // A box size promises a puzzle; without one, none was begun.
            Part::Grid { filled: 0, .. } if !matches!(self.format, Format::Sized) => return None,
            &Part::Grid { filled, .. } => ErrorKind::PuzzleCutShort { cells: filled },
            Part::Board(numbers) => ErrorKind::BoardCutShort {
                cells: numbers.filled as u16,
                of: numbers.board.cells().len() as u16,
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

/// Where a reader of a board of numbers is: `filled` cells read, the
/// board started at `line`/`column`.
#[derive(Clone, Debug)]
struct Numbers {
    board: Board,
    filled: usize,
    line: u64,
    column: u64,
}

impl Numbers {
    /// A reader of a board of box size `n`.
    fn new(n: usize) -> Option<Numbers> {
        Some(Numbers {
            board: Board::empty(n)?,
            filled: 0,
            line: 0,
            column: 0,
        })
    }

    /// Takes one cell: a number from 0 to the board's side, or another
    /// character for an empty one. Gives the board, as puzzle `puzzle`, once full.
    fn token(
        &mut self,
        token: &Token<'_>,
        puzzle: u64,
        chars: &CellChars,
    ) -> Result<Option<Item>, ErrorKind> {
        let side = self.board.side();
        let value = match token.bytes {
            &[byte] if chars.is_empty(byte) => Some(0),
            digits if digits.len() <= 2 && token.len == digits.len() as u64 => {
                std::str::from_utf8(digits)
                    .ok()
                    .filter(|text| text.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|text| text.parse::<u8>().ok())
                    .filter(|&value| usize::from(value) <= side)
            }
            _ => None,
        };
        let value = value.ok_or_else(|| ErrorKind::NotANumberCell {
            found: head(token),
            len: token.len,
            side: side as u8,
        })?;
        if self.filled == 0 {
            self.line = token.line;
            self.column = token.column;
        }
        self.board.cells_mut()[self.filled] = value;
        self.filled += 1;
        if self.filled < side * side {
            return Ok(None);
        }
        Ok(Some(Item::Board {
            number: puzzle,
            board: Box::new(self.board),
            line: self.line,
            column: self.column,
        }))
    }
}
