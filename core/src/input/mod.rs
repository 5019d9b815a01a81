//! Judge input formats: turns input bytes into puzzles, or into positioned
//! errors. [`scan`] cuts bytes into tokens with their line and column;
//! [`Reader`] hands each token to the reader of the stream's format
//! ([`format`](mod@format) names them and detects one from the first
//! token), which gives back the puzzles as [`Item`]s. Solving and writing
//! answers are left to others.
//!
//! - [`Format::Poj`] (POJ 2676): a case count (`count`), then each case
//!   as 9 rows of 9 digits (`poj`).
//! - [`Format::Lines`] (POJ 3074, AcWing 166, plain puzzle files): one
//!   81-character puzzle per token until `end` (`lines`). A bad puzzle is
//!   answered by a placeholder and the batch goes on.
//! - [`Format::Cells`] (Luogu P1784, HDU 1426), [`Format::Sized`] (UVa
//!   989) and [`Format::CountedCells`] (SPOJ SUDOGOB): one token per cell
//!   (`cells`).
//! - `Format::Letters` and `Format::CountedLetters` (POJ 3076, AcWing 169,
//!   SPOJ SUDOKU): 16x16 boards of letters (`letters`, feature `boards`).
//! - `Format::Leetcode` (LeetCode 36 and 37): board literals (`leetcode`,
//!   feature `leetcode`).
//!
//! Every format of digits takes `.` and `0` for an empty cell, the boards
//! of letters `-` and `.`. In every format but `lines` an error is a fault:
//! the puzzles before it stand, nothing after it in that input is read.
//!
//! Invariants: a reader never buffers more than one puzzle; every error
//! carries the number of the puzzle it belongs to and the line and column
//! of the byte or token at fault (or of the end of input).

// A build without any reader (`--no-default-features`) keeps the reading
// loop and reads nothing.
#![cfg_attr(
    not(any(
        feature = "rows",
        feature = "cells",
        feature = "boards",
        feature = "leetcode"
    )),
    allow(unused, unreachable_code)
)]

mod cell;
#[cfg(feature = "cells")]
mod cells;
mod count;
pub mod error;
pub mod format;
mod item;
#[cfg(feature = "leetcode")]
mod leetcode;
#[cfg(feature = "boards")]
mod letters;
#[cfg(feature = "rows")]
mod lines;
#[cfg(feature = "rows")]
mod poj;
pub mod scan;

pub use cell::{CellChars, EMPTY, why_not_empty};
pub use count::MAX_CASES;
pub use error::{ErrorKind, ParseError};
pub use format::Format;
pub use item::Item;

#[cfg(feature = "cells")]
use cells::Cells;
use item::{Step, error_at};
#[cfg(feature = "leetcode")]
use leetcode::Literal;
#[cfg(feature = "boards")]
use letters::Letters;
#[cfg(feature = "rows")]
use lines::Lines;
#[cfg(feature = "rows")]
use poj::Poj;
use scan::Token;

/// Reads one stream of tokens in one format, detected or forced.
#[derive(Clone, Debug)]
pub struct Reader {
    state: State,
    chars: CellChars,
}

/// Which reader has the stream.
#[derive(Clone, Debug)]
enum State {
    /// No token seen yet; the format is forced or not.
    Start(Option<Format>),
    /// Detecting: the first line's tokens so far, each one character that
    /// can be a cell (byte, line, column), held until the line ends.
    #[cfg(all(feature = "cells", feature = "detect"))]
    Sniff(Vec<(u8, u64, u64)>),
    #[cfg(feature = "rows")]
    Lines(Lines),
    #[cfg(feature = "rows")]
    Poj(Poj),
    #[cfg(feature = "cells")]
    Cells(Cells),
    /// Boxed: a board is large, and read once per input.
    #[cfg(feature = "boards")]
    Letters(Box<Letters>),
    #[cfg(feature = "leetcode")]
    Leetcode(Literal),
    /// The input is over for this format (`end`, the last counted puzzle,
    /// or a fault); every further token is ignored.
    Done(Format),
}

impl Reader {
    /// A reader that detects the format from the first token, or uses
    /// `forced`.
    pub fn new(forced: Option<Format>) -> Self {
        Reader::with_chars(forced, CellChars::default())
    }

    /// A reader as [`Reader::new`] makes, taking `chars` for the cells of
    /// the formats of digits (and the empty ones for boards of letters).
    pub fn with_chars(forced: Option<Format>, chars: CellChars) -> Self {
        Reader {
            state: State::Start(forced),
            chars,
        }
    }

    /// The format in use, once known.
    pub fn format(&self) -> Option<Format> {
        match &self.state {
            State::Start(forced) => *forced,
            #[cfg(all(feature = "cells", feature = "detect"))]
            State::Sniff(_) => None,
            #[cfg(feature = "rows")]
            State::Lines(_) => Some(Format::Lines),
            #[cfg(feature = "rows")]
            State::Poj(reader) => Some(reader.format()),
            #[cfg(feature = "cells")]
            State::Cells(reader) => Some(reader.format()),
            #[cfg(feature = "boards")]
            State::Letters(reader) if reader.counted() => Some(Format::CountedLetters),
            #[cfg(feature = "boards")]
            State::Letters(_) => Some(Format::Letters),
            #[cfg(feature = "leetcode")]
            State::Leetcode(_) => Some(Format::Leetcode),
            State::Done(format) => Some(*format),
        }
    }

    /// Whether the input is over: `end` was read, every counted puzzle was
    /// read, or a fault was met. Further tokens are ignored.
    pub fn is_done(&self) -> bool {
        matches!(self.state, State::Done(_))
    }

    /// Takes the next token and hands `emit` the items it completes, each
    /// with the format it was read in: none or one, or after a first line
    /// held back for detection, one for each of its tokens that completes
    /// one.
    pub fn token(&mut self, token: &Token<'_>, mut emit: impl FnMut(Item, Format)) {
        #[cfg(all(feature = "cells", feature = "detect"))]
        if matches!(self.state, State::Start(None) | State::Sniff(_))
            && self.sniff(token, &mut emit)
        {
            return;
        }
        if let Some(item) = self.next(token) {
            emit(item, self.read_as());
        }
    }

    /// The format items are read in: once one is, the reader knows it.
    fn read_as(&self) -> Format {
        self.format().unwrap_or(Format::Lines)
    }

    /// [`Reader::token`] once detection is over.
    fn next(&mut self, token: &Token<'_>) -> Option<Item> {
        let step = match &mut self.state {
            State::Start(forced) => {
                let (format, detected) = match *forced {
                    Some(format) => (format, false),
                    #[cfg(feature = "detect")]
                    None => (format::detect(token), true),
                    // Without detection, the format of plain puzzle files.
                    #[cfg(not(feature = "detect"))]
                    None => (Format::Lines, false),
                };
                return self.start(format, detected, token);
            }
            #[cfg(all(feature = "cells", feature = "detect"))]
            State::Sniff(_) => return None,
            #[cfg(feature = "rows")]
            State::Lines(reader) => reader.token(token, &self.chars),
            #[cfg(feature = "rows")]
            State::Poj(reader) => reader.token(token, &self.chars),
            #[cfg(feature = "cells")]
            State::Cells(reader) => reader.token(token, &self.chars),
            #[cfg(feature = "boards")]
            State::Letters(reader) => reader.token(token, &self.chars),
            #[cfg(feature = "leetcode")]
            State::Leetcode(reader) => reader.token(token, &self.chars),
            State::Done(_) => return None,
        };
        match step {
            Step::Pending => None,
            Step::Item(item) => Some(item),
            Step::Last(item) => {
                self.stop();
                item
            }
            Step::Fault(error) => {
                self.stop();
                Some(Item::Fault(error))
            }
        }
    }

    /// Starts reading `format` (`detected` from this token, or named) at
    /// its first token: the count of a counted format, or the first token
    /// of a puzzle.
    fn start(&mut self, format: Format, detected: bool, token: &Token<'_>) -> Option<Item> {
        let counted = match format {
            Format::Poj | Format::CountedCells | Format::CountedLabelled => true,
            #[cfg(feature = "boards")]
            Format::CountedLetters => true,
            _ => false,
        };
        let count = if counted {
            match count::read(token, detected) {
                Ok(0) => {
                    self.state = State::Done(format);
                    return None;
                }
                Ok(count) => Some(count),
                Err(kind) => {
                    self.state = State::Done(format);
                    return Some(Item::Fault(error_at(token, 1, kind)));
                }
            }
        } else {
            None
        };
        self.state = match format {
            #[cfg(feature = "rows")]
            Format::Lines => State::Lines(Lines::new()),
            #[cfg(feature = "rows")]
            Format::Poj => State::Poj(Poj::new(count, false, detected)),
            #[cfg(feature = "rows")]
            Format::Labelled | Format::CountedLabelled => {
                State::Poj(Poj::new(count, true, detected))
            }
            #[cfg(feature = "cells")]
            Format::Cells | Format::Sized | Format::CountedCells => {
                State::Cells(Cells::new(format, count))
            }
            #[cfg(feature = "boards")]
            Format::Letters | Format::CountedLetters => {
                State::Letters(Box::new(Letters::new(count)))
            }
            #[cfg(feature = "leetcode")]
            Format::Leetcode => State::Leetcode(Literal::new(1)),
            // A format whose reader the build leaves out reads nothing.
            #[allow(unreachable_patterns)]
            _ => State::Done(format),
        };
        if counted { None } else { self.next(token) }
    }

    /// Detection of a grid of one token per cell, which the first token
    /// alone cannot tell from a case count: a first line of nine tokens,
    /// each one character that can be a cell, is one (Luogu, Kattis,
    /// AtCoder and HDU 1426 write grids so); anything else is detected from
    /// the first token as before. Returns whether `token` was held or
    /// replayed here (with those held before it, their items emitted).
    #[cfg(all(feature = "cells", feature = "detect"))]
    fn sniff(&mut self, token: &Token<'_>, emit: &mut impl FnMut(Item, Format)) -> bool {
        let cell = token.len == 1 && self.chars.value(token.bytes[0]).is_some();
        let held = match &mut self.state {
            State::Start(None) if cell => {
                self.state = State::Sniff(vec![(token.bytes[0], token.line, token.column)]);
                return true;
            }
            State::Sniff(held) => held,
            _ => return false,
        };
        if cell && token.line == held[0].1 && held.len() < 9 {
            held.push((token.bytes[0], token.line, token.column));
            return true;
        }
        let spaced = held.len() == 9 && token.line != held[0].1;
        self.replay(spaced, emit);
        if let Some(item) = self.next(token) {
            emit(item, self.read_as());
        }
        true
    }

    /// Reads the tokens held by [`Reader::sniff`]: as cells when the first
    /// line was `spaced` cells, else from a format detected as before
    /// (where the first cannot be held again).
    #[cfg(all(feature = "cells", feature = "detect"))]
    fn replay(&mut self, spaced: bool, emit: &mut impl FnMut(Item, Format)) {
        let State::Sniff(held) = &mut self.state else {
            return;
        };
        let held = std::mem::take(held);
        self.state = State::Start(spaced.then(|| Format::Cells));
        for (byte, line, column) in held {
            let bytes = [byte];
            let token = Token {
                bytes: &bytes,
                len: 1,
                chars: 1,
                line,
                column,
            };
            if let Some(item) = self.next(&token) {
                emit(item, self.read_as());
            }
        }
    }

    /// Ends the input for the format: nothing more is read.
    fn stop(&mut self) {
        self.state = State::Done(self.format().unwrap_or(Format::Lines));
    }

    /// Called once after the last token: hands `emit` a fault when the
    /// input ended inside a puzzle, or before the last one a count
    /// promised (after the items of tokens held for detection).
    pub fn finish(&mut self, line: u64, column: u64, mut emit: impl FnMut(Item, Format)) {
        #[cfg(all(feature = "cells", feature = "detect"))]
        if let State::Sniff(held) = &self.state {
            let spaced = held.len() == 9;
            self.replay(spaced, &mut emit);
        }
        let error = match &self.state {
            #[cfg(feature = "rows")]
            State::Poj(reader) => reader.finish(line, column),
            #[cfg(feature = "cells")]
            State::Cells(reader) => reader.finish(line, column),
            #[cfg(feature = "boards")]
            State::Letters(reader) => reader.finish(line, column),
            #[cfg(feature = "leetcode")]
            State::Leetcode(reader) => reader.finish(line, column),
            #[cfg(feature = "rows")]
            State::Lines(_) => None,
            #[cfg(all(feature = "cells", feature = "detect"))]
            State::Sniff(_) => None,
            State::Start(_) | State::Done(_) => None,
        };
        self.stop();
        if let Some(error) = error {
            emit(Item::Fault(error), self.read_as());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::format::punctuation;
    use super::scan::Scanner;
    use super::*;
    use crate::grid::Grid;
    use std::ops::ControlFlow;

    /// Reads a whole input, as the batch loop does.
    fn read_all(input: &str, forced: Option<Format>) -> (Option<Format>, Vec<Item>) {
        let mut reader = Reader::new(forced);
        let mut scanner = Scanner::with_punctuation(punctuation(forced));
        let mut items = Vec::new();
        let _ = scanner.scan(input.as_bytes(), true, |token| {
            reader.token(&token, |item, _| items.push(item));
            if reader.is_done() {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        let (line, column) = scanner.position();
        reader.finish(line, column, |item, _| items.push(item));
        (reader.format(), items)
    }

    fn grid_of(item: &Item) -> Option<Grid> {
        match item {
            Item::Puzzle { grid, .. } => Some(*grid),
            _ => None,
        }
    }

    fn error_of(item: &Item) -> (bool, &ParseError) {
        match item {
            Item::Invalid(error) => (false, error),
            Item::Fault(error) => (true, error),
            Item::Puzzle { .. } | Item::Board { .. } | Item::Labelled { .. } => {
                panic!("expected an error, got {item:?}")
            }
        }
    }

    use crate::samples::POJ3074 as PUZZLE;

    #[test]
    fn detects_lines_from_an_81_cell_token_even_if_all_digits() {
        let digits = PUZZLE.replace('.', "0");
        let (format, items) = read_all(&digits, None);
        assert_eq!(format, Some(Format::Lines));
        assert_eq!(grid_of(&items[0]), Grid::parse(PUZZLE));
    }

    #[test]
    fn detects_poj_from_a_short_number() {
        let rows = PUZZLE.replace('.', "0");
        let case: Vec<&str> = (0..9).map(|r| &rows[r * 9..r * 9 + 9]).collect();
        let (format, items) = read_all(&format!("1\n{}\n", case.join("\n")), None);
        assert_eq!(format, Some(Format::Poj));
        assert_eq!(items.len(), 1);
        assert_eq!(grid_of(&items[0]), Grid::parse(PUZZLE));
    }

    #[test]
    fn end_stops_the_lines_format() {
        let (_, items) = read_all(&format!("{PUZZLE} end {PUZZLE}"), None);
        assert_eq!(items.len(), 1);
    }

    #[test]
    fn lines_errors_point_at_the_bad_byte_or_token() {
        let bad = PUZZLE.replacen('.', "y", 3);
        let (_, items) = read_all(&format!("{PUZZLE}\n  {bad}\n..3\n{PUZZLE}"), None);
        assert_eq!(items.len(), 4);
        let (fault, error) = error_of(&items[1]);
        assert!(!fault);
        assert_eq!((error.puzzle, error.line, error.column), (2, 2, 3));
        assert_eq!(
            error.kind,
            ErrorKind::BadCell {
                found: b"y".to_vec()
            }
        );
        // Too short: just past its last character, where a fourth belongs.
        let (_, error) = error_of(&items[2]);
        assert_eq!((error.puzzle, error.line, error.column), (3, 3, 4));
        assert_eq!(error.kind, ErrorKind::PuzzleLength { found: 3 });
        assert!(grid_of(&items[3]).is_some());
    }

    #[test]
    fn poj_faults_stop_reading() {
        let input = "2\n103000509\n0021094y0\n";
        let (_, items) = read_all(input, None);
        assert_eq!(items.len(), 1);
        let (fault, error) = error_of(&items[0]);
        assert!(fault);
        assert_eq!((error.puzzle, error.line, error.column), (1, 3, 8));
    }

    #[test]
    fn poj_short_input_is_a_fault_at_the_end() {
        let (_, items) = read_all("2\n103000509\n", None);
        let (_, error) = error_of(&items[0]);
        assert_eq!(error.kind, ErrorKind::CaseCutShort { rows: 1 });
        assert_eq!((error.line, error.column), (3, 1));
        let (_, items) = read_all("3", None);
        let (_, error) = error_of(&items[0]);
        assert_eq!(
            error.kind,
            ErrorKind::MissingCases {
                expected: 3,
                found: 0
            }
        );
    }

    #[test]
    fn poj_count_must_be_a_sane_number() {
        let cases = [
            ("-1", None, false),
            ("+2", None, false),
            ("999999999", None, true),
            ("18446744073709551616", Some(Format::Poj), true),
        ];
        for (input, forced, large) in cases {
            let (_, items) = read_all(input, forced);
            let (fault, error) = error_of(&items[0]);
            assert!(fault);
            assert_eq!(
                matches!(error.kind, ErrorKind::CountTooLarge { .. }),
                large,
                "{input}"
            );
        }
        let (_, items) = read_all("1x", Some(Format::Poj));
        assert!(matches!(
            error_of(&items[0]).1.kind,
            ErrorKind::CountNotNumber { .. }
        ));
        let (_, items) = read_all("0 junk", None);
        assert!(items.is_empty());
        // Ten digits and more are no count: a puzzle line, and bad.
        let (format, items) = read_all("1000000000", None);
        assert_eq!(format, Some(Format::Lines));
        assert!(matches!(items[0], Item::Invalid(_)));
    }

    #[test]
    fn cells_format_reads_one_token_per_cell() {
        let spaced: String = PUZZLE
            .bytes()
            .enumerate()
            .map(|(i, b)| {
                let cell = if b == b'.' { '?' } else { char::from(b) };
                format!("{cell}{}", if i % 9 == 8 { " \n" } else { " " })
            })
            .collect();
        let (format, items) = read_all(&format!("{spaced}\n{spaced}"), Some(Format::Cells));
        assert_eq!(format, Some(Format::Cells));
        assert_eq!(items.len(), 2);
        assert_eq!(grid_of(&items[1]), Grid::parse(PUZZLE));
        let (_, items) = read_all(&spaced[..40], Some(Format::Cells));
        let (fault, error) = error_of(&items[0]);
        assert!(fault);
        // Rows of 19 bytes: 40 bytes hold two rows and one more cell.
        assert_eq!(error.kind, ErrorKind::PuzzleCutShort { cells: 19 });
        let (_, items) = read_all("1 2 34 5", Some(Format::Cells));
        let (_, error) = error_of(&items[0]);
        assert_eq!((error.line, error.column), (1, 5));
        assert!(matches!(error.kind, ErrorKind::NotACell { len: 2, .. }));
    }

    #[test]
    fn sized_format_reads_a_box_size_before_each_puzzle() {
        let cells = "0 ".repeat(81);
        let (format, items) = read_all(&format!("3\n{cells}\n\n3\n{cells}"), Some(Format::Sized));
        assert_eq!(format, Some(Format::Sized));
        assert_eq!(items.len(), 2);
        assert_eq!(grid_of(&items[1]), Some(Grid::EMPTY));
        let (_, items) = read_all(&format!("3 {cells} 6 1 2 3 4"), Some(Format::Sized));
        let (fault, error) = error_of(&items[1]);
        assert!(fault);
        assert_eq!((error.puzzle, error.column), (2, 166));
        assert!(matches!(error.kind, ErrorKind::BoxSize { len: 1, .. }));
        // Box size 2: a 4x4 board of numbers 0 to 4.
        let (_, items) = read_all(
            &format!("2 {} 3 {cells}", "0 ".repeat(16)),
            Some(Format::Sized),
        );
        assert_eq!(items.len(), 2);
        let Item::Board { board, column, .. } = &items[0] else {
            panic!("expected a board, got {:?}", items[0]);
        };
        assert_eq!(
            (board.box_size(), board.cells(), *column),
            (2, &[0; 16][..], 3)
        );
        assert_eq!(grid_of(&items[1]), Some(Grid::EMPTY));
        let (_, items) = read_all("3", Some(Format::Sized));
        assert_eq!(
            error_of(&items[0]).1.kind,
            ErrorKind::PuzzleCutShort { cells: 0 }
        );
    }

    #[test]
    fn counted_cells_read_just_the_counted_puzzles() {
        let cells = "0 ".repeat(81);
        let input = format!("2\n{cells}\n\n{cells} 1 2 3");
        let (format, items) = read_all(&input, Some(Format::CountedCells));
        assert_eq!(format, Some(Format::CountedCells));
        assert_eq!(items.len(), 2);
        let (_, items) = read_all(&format!("3 {cells}"), Some(Format::CountedCells));
        let (fault, error) = error_of(&items[1]);
        assert!(fault);
        assert_eq!(
            error.kind,
            ErrorKind::MissingCases {
                expected: 3,
                found: 1
            }
        );
        let (_, items) = read_all("x", Some(Format::CountedCells));
        assert!(matches!(
            error_of(&items[0]).1.kind,
            ErrorKind::CountNotNumber { .. }
        ));
    }

    /// A LeetCode literal of `grid`, with a line break before each row
    /// but the first, as LeetCode prints its examples.
    fn literal(grid: &str) -> String {
        let rows: Vec<String> = (0..9)
            .map(|r| {
                let cells: Vec<String> = grid[r * 9..r * 9 + 9]
                    .chars()
                    .map(|c| format!("\"{c}\""))
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!("[{}]", rows.join("\n,"))
    }

    #[test]
    fn leetcode_literals_are_read_board_after_board() {
        let board = literal(PUZZLE);
        let (format, items) = read_all(&format!("{board}{board}\n  {board}"), None);
        assert_eq!(format, Some(Format::Leetcode));
        assert_eq!(items.len(), 3);
        assert_eq!(grid_of(&items[2]), Grid::parse(PUZZLE));
        let (_, items) = read_all(&board.replacen("\"2\"", "\"22\"", 1), None);
        let (fault, error) = error_of(&items[0]);
        assert!(fault);
        assert!(
            matches!(error.kind, ErrorKind::Unexpected { len: 4, .. }),
            "{error}"
        );
        let (_, items) = read_all(&board[..board.len() - 10], None);
        assert!(matches!(
            error_of(&items[0]).1.kind,
            ErrorKind::PuzzleCutShort { .. }
        ));
    }

    #[test]
    fn tokens_after_the_last_poj_case_are_ignored() {
        let rows = "000000000 ".repeat(9);
        let (_, items) = read_all(&format!("1 {rows} trailing words"), None);
        assert_eq!(items.len(), 1);
    }
}
