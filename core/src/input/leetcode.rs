//! LeetCode board literals (LeetCode 36 and 37): `[["5","3",".",...],...]`,
//! whitespace allowed between any two tokens, boards one after another.
//! The scanner makes `[`, `]` and `,` tokens of their own. An error is a
//! fault.

use super::cell::CellChars;
use super::error::{ErrorKind, ParseError};
use super::item::{error_at, head, Item, Step};
use super::scan::Token;
use crate::grid::{Grid, CELLS};

/// Where a LeetCode board reader is: `cells[..filled]` read so far of
/// board `puzzle`, which started at `line`/`column`, and what comes next.
#[derive(Clone, Debug)]
pub(super) struct Literal {
    puzzle: u64,
    cells: [u8; CELLS],
    filled: u8,
    next: Expect,
    line: u64,
    column: u64,
}

/// The next token a LeetCode board literal needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// `[` opening a board.
    BoardOpen,
    /// `[` opening a row.
    RowOpen,
    /// A quoted cell: `"5"` or `"."`.
    Cell,
    /// `,` before the next cell, or `]` after a row's ninth.
    AfterCell,
    /// `,` before the next row, or `]` after the ninth.
    AfterRow,
}

impl Literal {
    /// A reader at the start of board `puzzle`.
    pub(super) fn new(puzzle: u64) -> Self {
        Literal {
            puzzle,
            cells: [0; CELLS],
            filled: 0,
            next: Expect::BoardOpen,
            line: 0,
            column: 0,
        }
    }

    /// Takes one token.
    pub(super) fn token(&mut self, token: &Token<'_>, chars: &CellChars) -> Step {
        match self.next_token(token, chars) {
            Ok(Some(item)) => Step::Item(item),
            Ok(None) => Step::Pending,
            Err(expected) => {
                let kind = ErrorKind::Unexpected {
                    expected,
                    found: head(token),
                    len: token.len,
                };
                Step::Fault(error_at(token, self.puzzle, kind))
            }
        }
    }

    /// The input ended: a fault inside a board.
    pub(super) fn finish(&self, line: u64, column: u64) -> Option<ParseError> {
        if self.next == Expect::BoardOpen {
            return None;
        }
        let kind = if usize::from(self.filled) == CELLS {
            ErrorKind::LiteralUnclosed
        } else {
            ErrorKind::PuzzleCutShort { cells: self.filled }
        };
        Some(ParseError {
            kind,
            puzzle: self.puzzle,
            line,
            column,
        })
    }

    /// Takes one token: `Ok(Some(..))` when it closes a board, `Err` with
    /// what was expected when it does not fit.
    fn next_token(
        &mut self,
        token: &Token<'_>,
        chars: &CellChars,
    ) -> Result<Option<Item>, &'static str> {
        let bytes = if token.len == token.bytes.len() as u64 {
            token.bytes
        } else {
            b""
        };
        let row_done = usize::from(self.filled) % 9 == 0;
        let all_done = usize::from(self.filled) == CELLS;
        match (self.next, bytes) {
            (Expect::BoardOpen, b"[") => {
                self.line = token.line;
                self.column = token.column;
                self.next = Expect::RowOpen;
            }
            (Expect::BoardOpen, _) => return Err("'[' opening a board"),
            (Expect::RowOpen, b"[") => self.next = Expect::Cell,
            (Expect::RowOpen, _) => return Err("'[' opening a row"),
            (Expect::Cell, &[b'"', byte, b'"']) if chars.value(byte).is_some() => {
                self.cells[usize::from(self.filled)] = chars.value(byte).unwrap_or(0);
                self.filled += 1;
                self.next = Expect::AfterCell;
            }
            (Expect::Cell, _) => return Err("a cell such as \"5\" or \".\""),
            (Expect::AfterCell, b",") if !row_done => self.next = Expect::Cell,
            (Expect::AfterCell, b"]") if row_done => self.next = Expect::AfterRow,
            (Expect::AfterCell, _) if row_done => return Err("']' closing a row of 9 cells"),
            (Expect::AfterCell, _) => return Err("',' before the row's next cell"),
            (Expect::AfterRow, b",") if !all_done => self.next = Expect::RowOpen,
            (Expect::AfterRow, b"]") if all_done => {
                let item = Item::Puzzle {
                    number: self.puzzle,
                    grid: Grid { cells: self.cells },
                    line: self.line,
                    column: self.column,
                };
                *self = Literal::new(self.puzzle + 1);
                return Ok(Some(item));
            }
            (Expect::AfterRow, _) if all_done => return Err("']' closing a board of 9 rows"),
            (Expect::AfterRow, _) => return Err("',' before the board's next row"),
        }
        Ok(None)
    }
}
