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

mod cell;
mod cells;
mod count;
pub mod error;
pub mod format;
mod item;
mod leetcode;
mod letters;
mod lines;
mod poj;
pub mod scan;

pub use cell::{why_not_empty, CellChars, EMPTY};
pub use count::MAX_CASES;
pub use error::{ErrorKind, ParseError};
pub use format::{Format, FormatChoice};
pub use item::Item;

use cells::Cells;
use format::{Known, Place};
use item::{error_at, Step};
use leetcode::Literal;
use letters::Letters;
use lines::Lines;
use poj::Poj;
use scan::Token;

/// Reads one stream of tokens in one format, detected or named.
#[derive(Clone, Debug)]
pub struct Reader {
    stage: Stage,
    /// The format, once known.
    format: Option<Format>,
    chars: CellChars,
}

/// Where a reader is: before its first token, detecting, or in the
/// reader of its format.
///
/// Only [`Reader::new`] builds `Detect`, for [`FormatChoice::Detect`], and
/// only code reached from a `Detect` stage builds a format: a reader of a
/// named format never reaches detection or another format's reader, and a
/// one-file submission loses them (see [`format`](mod@format)).
#[derive(Clone, Debug)]
enum Stage {
    /// No token seen yet; the format is named.
    Named,
    /// Detecting: the first line's tokens so far, each one character that
    /// can be a cell (byte, line, column), held until the line ends.
    Detect(Vec<(u8, u64, u64)>),
    Lines(Lines),
    Poj(Poj),
    Cells(Cells),
    /// Boxed: a board is large, and read once per input.
    Letters(Box<Letters>),
    Leetcode(Literal),
    /// The input is over for this format (`end`, the last counted puzzle,
    /// or a fault); every further token is ignored.
    Done,
}

impl Reader {
    /// A reader of the format `choice` names, or that detects it from the
    /// first token, taking `chars` for the cells of the formats of digits
    /// (and the empty ones for boards of letters).
    pub fn new(choice: FormatChoice, chars: CellChars) -> Self {
        let (stage, format) = match choice {
            FormatChoice::Named(format) => (Stage::Named, Some(format)),
            FormatChoice::Detect => (Stage::Detect(Vec::new()), None),
        };
        Reader {
            stage,
            format,
            chars,
        }
    }

    /// The format in use, once known.
    pub fn format(&self) -> Option<Format> {
        self.format
    }

    /// Whether the input is over: `end` was read, every counted puzzle was
    /// read, or a fault was met. Further tokens are ignored.
    pub fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done)
    }

    /// Takes the next token and hands `emit` the items it completes, each
    /// with the format it was read in: none or one, two in one puzzle a
    /// line (the last line's puzzle, over, and this line's), or after a
    /// first line held back for detection, one for each of its tokens that
    /// completes one.
    pub fn token(&mut self, token: &Token<'_>, mut emit: impl FnMut(Item, Format)) {
        if let Stage::Detect(_) = self.stage {
            return self.sniff(token, &mut emit);
        }
        self.next(token, &mut emit);
    }

    /// [`Reader::token`] once the format is known.
    fn next(&mut self, token: &Token<'_>, emit: &mut impl FnMut(Item, Format)) {
        let step = match &mut self.stage {
            Stage::Named => return self.start(Known::Named, token, emit),
            Stage::Detect(_) | Stage::Done => return,
            Stage::Lines(reader) => {
                if let (Some(item), Some(format)) = (reader.release(token), self.format) {
                    emit(item, format);
                }
                reader.token(token, &self.chars)
            }
            Stage::Poj(reader) => reader.token(token, &self.chars),
            Stage::Cells(reader) => reader.token(token, &self.chars),
            Stage::Letters(reader) => reader.token(token, &self.chars),
            Stage::Leetcode(reader) => reader.token(token, &self.chars),
        };
        let item = match step {
            Step::Pending => None,
            Step::Item(item) => Some(item),
            Step::Last(item) => {
                self.stage = Stage::Done;
                item
            }
            Step::Fault(error) => {
                self.stage = Stage::Done;
                Some(Item::Fault(error))
            }
            Step::Lines(first) => {
                self.format = Some(Format::Lines);
                self.stage = Stage::Lines(Lines::after(first));
                return self.next(token, emit);
            }
        };
        if let (Some(item), Some(format)) = (item, self.format) {
            emit(item, format);
        }
    }

    /// Starts reading the format, named or just detected (`known`), at its
    /// first token: the count of a counted format, or the first token of a
    /// puzzle.
    fn start(&mut self, known: Known, token: &Token<'_>, emit: &mut impl FnMut(Item, Format)) {
        let format = match self.format {
            Some(format) => format,
            None => return,
        };
        let counted = matches!(
            format,
            Format::Poj | Format::CountedCells | Format::CountedLabelled | Format::CountedLetters
        );
        let count = if counted {
            match count::read(token, matches!(known, Known::Detected(_))) {
                Ok(0) => {
                    self.stage = Stage::Done;
                    return;
                }
                Ok(count) => Some(count),
                Err(kind) => {
                    self.stage = Stage::Done;
                    return emit(Item::Fault(error_at(token, 1, kind)), format);
                }
            }
        } else {
            None
        };
        self.stage = match format {
            Format::Lines => Stage::Lines(Lines::new()),
            Format::Poj | Format::Labelled | Format::CountedLabelled => {
                Stage::Poj(Poj::new(format, count, known))
            }
            Format::Cells | Format::Sized | Format::CountedCells => {
                Stage::Cells(Cells::new(format, count))
            }
            Format::Letters | Format::CountedLetters => {
                Stage::Letters(Box::new(Letters::new(count)))
            }
            Format::Leetcode => Stage::Leetcode(Literal::new(1)),
        };
        if !counted {
            self.next(token, emit);
        }
    }

    /// Detection, at each token until the format is known. A grid of one
    /// token per cell cannot be told from a case count by the first token
    /// alone: a first line of nine tokens, each one character that can be
    /// a cell, is one (Luogu, Kattis, AtCoder and HDU 1426 write grids so);
    /// anything else is detected from the first token ([`format::detect`]).
    /// Such tokens are held until the line ends.
    fn sniff(&mut self, token: &Token<'_>, emit: &mut impl FnMut(Item, Format)) {
        let cell = token.len == 1 && self.chars.value(token.bytes[0]).is_some();
        // Typed: in a submission that never detects, the first arm goes,
        // and the match is only `return` until the function goes too.
        let (held, spaced): (usize, bool) = match &mut self.stage {
            Stage::Detect(held) => {
                let same_line = held.first().map_or(true, |first| first.1 == token.line);
                if cell && same_line && held.len() < 9 {
                    held.push((token.bytes[0], token.line, token.column));
                    return;
                }
                (held.len(), held.len() == 9 && !same_line)
            }
            _ => return,
        };
        if held == 0 {
            return self.detect(token, emit);
        }
        self.decide(spaced, emit);
        self.next(token, emit);
    }

    /// Detects the format from the first token ([`format::detect`]) and
    /// starts reading it there. A count or a first row so detected may
    /// yet be a puzzle line cut short: the reader keeps its place, and the
    /// token after it tells (`Poj`).
    fn detect(&mut self, token: &Token<'_>, emit: &mut impl FnMut(Item, Format)) {
        let format = format::detect(token, &self.chars);
        self.format = Some(format);
        let first = matches!(format, Format::Poj) || self.chars.is_row(token);
        let known = Known::Detected(first.then(|| Place::of(token)));
        self.start(known, token, emit);
    }

    /// Settles the format from the tokens [`Reader::sniff`] held, and
    /// reads them: as cells when the first line was `spaced` cells, else
    /// from a format detected from the first.
    fn decide(&mut self, spaced: bool, emit: &mut impl FnMut(Item, Format)) {
        let held: Vec<(u8, u64, u64)> = match &mut self.stage {
            Stage::Detect(held) => std::mem::take(held),
            _ => return,
        };
        for (index, (byte, line, column)) in held.into_iter().enumerate() {
            let bytes = [byte];
            let token = Token {
                bytes: &bytes,
                len: 1,
                chars: 1,
                line,
                column,
                rest: &[],
            };
            if index > 0 {
                self.next(&token, emit);
            } else if spaced {
                self.format = Some(Format::Cells);
                self.start(Known::Named, &token, emit);
            } else {
                self.detect(&token, emit);
            }
        }
    }

    /// Called once after the last token: hands `emit` a fault when the
    /// input ended inside a puzzle, or before the last one a count
    /// promised (after the items of tokens held for detection).
    pub fn finish(&mut self, line: u64, column: u64, mut emit: impl FnMut(Item, Format)) {
        if let Stage::Detect(held) = &self.stage {
            let spaced = held.len() == 9;
            self.decide(spaced, &mut emit);
        }
        if let Stage::Lines(reader) = &mut self.stage {
            if let (Some(item), Some(format)) = (reader.finish(), self.format) {
                emit(item, format);
            }
        }
        let error = match &self.stage {
            Stage::Poj(reader) => reader.finish(line, column),
            Stage::Cells(reader) => reader.finish(line, column),
            Stage::Letters(reader) => reader.finish(line, column),
            Stage::Leetcode(reader) => reader.finish(line, column),
            Stage::Named | Stage::Detect(_) | Stage::Lines(_) | Stage::Done => None,
        };
        self.stage = Stage::Done;
        if let (Some(error), Some(format)) = (error, self.format) {
            emit(Item::Fault(error), format);
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
        let choice = FormatChoice::from_option(forced);
        let mut reader = Reader::new(choice, CellChars::default());
        let mut scanner = Scanner::with_punctuation(punctuation(choice));
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

    /// [`PUZZLE`] as 9 rows.
    const PUZZLE_ROWS: [&str; 9] = [
        ".2738..1.",
        ".1...6735",
        ".......29",
        "3.5692.8.",
        ".........",
        ".6.1745.3",
        "64.......",
        "9518...7.",
        ".8..6534.",
    ];

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
        let (_, items) = read_all(&format!("{PUZZLE}\n end\n{PUZZLE}"), None);
        assert_eq!(items.len(), 1);
        // On a puzzle's line, `end` is more of that line: one bad puzzle.
        let (_, items) = read_all(&format!("{PUZZLE} end\n{PUZZLE}\nend"), None);
        assert_eq!(items.len(), 2);
        let (_, error) = error_of(&items[0]);
        assert_eq!((error.puzzle, error.line, error.column), (1, 1, 83));
        assert!(grid_of(&items[1]).is_some());
    }

    /// Regression (found by an outside review): a stray blank inside a
    /// puzzle line gave two `invalid` answers, and every later answer sat
    /// one line below its puzzle. A line is one puzzle, however many
    /// tokens it holds; its first fault is the one reported.
    #[test]
    fn a_line_is_one_puzzle_however_many_tokens_it_holds() {
        let stray = format!("{} {}", &PUZZLE[..40], &PUZZLE[40..]);
        let two = format!("{PUZZLE}\t{PUZZLE} # two");
        let input = format!("{stray}\n{two}\n\n{PUZZLE}\n{stray}");
        let (format, items) = read_all(&input, None);
        assert_eq!(format, Some(Format::Lines));
        assert_eq!(items.len(), 4);
        let (fault, error) = error_of(&items[0]);
        assert!(!fault);
        assert_eq!((error.puzzle, error.line, error.column), (1, 1, 41));
        assert_eq!(error.kind, ErrorKind::PuzzleLength { found: 40 });
        let (_, error) = error_of(&items[1]);
        assert_eq!((error.puzzle, error.line, error.column), (2, 2, 83));
        assert!(matches!(error.kind, ErrorKind::AfterPuzzle { len: 81, .. }));
        assert!(matches!(
            items[2],
            Item::Puzzle {
                number: 3,
                line: 4,
                ..
            }
        ));
        assert_eq!(error_of(&items[3]).1.puzzle, 4);
    }

    /// A line's puzzle goes on as soon as the scanner has seen its line
    /// end, not at the next token: a program that writes one line and
    /// waits gets its answer. Where a slice ends in blanks after it, the
    /// puzzle waits for the next token.
    #[test]
    fn a_puzzle_goes_on_when_its_line_is_seen_to_end() {
        let mut reader = Reader::new(FormatChoice::Detect, CellChars::default());
        let mut scanner = Scanner::new();
        let mut items = Vec::new();
        let mut feed = |bytes: &str, items: &mut Vec<Item>| {
            let (used, _) = scanner.scan(bytes.as_bytes(), false, |token| {
                reader.token(&token, |item, _| items.push(item));
                ControlFlow::Continue(())
            });
            assert_eq!(used, bytes.len());
        };
        feed(&format!("{PUZZLE}\r\n"), &mut items);
        assert_eq!(items.len(), 1);
        feed(&format!("{PUZZLE} # a note\n"), &mut items);
        assert_eq!(items.len(), 2);
        feed(&format!("{PUZZLE}  "), &mut items);
        assert_eq!(items.len(), 2, "the line may go on");
        feed(&format!("\n{PUZZLE}\n"), &mut items);
        assert_eq!(items.len(), 4);
        assert!(items.iter().all(|item| grid_of(item).is_some()));
    }

    /// Regression (found by a newcomer's run): nine rows of nine digits
    /// with no count line, the way a grid is most often pasted, were read
    /// as a POJ case count (3020600) and a case cut short. A first row of
    /// 9 cells starts labelled puzzles, which need no label.
    #[test]
    fn a_grid_pasted_without_a_count_is_detected() {
        let rows: Vec<String> = (0..9)
            .map(|r| PUZZLE[r * 9..r * 9 + 9].replace('.', "0"))
            .collect();
        let grid = rows.join("\n");
        let (format, items) = read_all(&format!("{grid}\n\n{grid}\n"), None);
        assert_eq!(format, Some(Format::Labelled));
        assert_eq!(items.len(), 2);
        assert!(items
            .iter()
            .all(|item| grid_of(item) == Grid::parse(PUZZLE)));
        // With dots, as one-line puzzles write them.
        let (format, items) = read_all(&PUZZLE_ROWS.join("\n"), None);
        assert_eq!((format, items.len()), (Some(Format::Labelled), 1));
        assert_eq!(grid_of(&items[0]), Grid::parse(PUZZLE));
    }

    /// Regression (found by a newcomer's run): a file of one puzzle a line
    /// whose first line was bad (`12345`) was read as a POJ count and
    /// answered nothing. A first token taken for a count or a row that is
    /// followed by a puzzle line is that file's first, malformed, line.
    #[test]
    fn a_puzzle_line_after_a_first_number_or_row_makes_a_file_of_lines() {
        for first in ["12345", "123456789", "..3.2.6.."] {
            for gap in ["\n", " ", "\n\n# note\n"] {
                let input = format!("{first}{gap}{PUZZLE}\n{PUZZLE}");
                let (format, items) = read_all(&input, None);
                assert_eq!(format, Some(Format::Lines), "{input:?}");
                let (fault, error) = error_of(&items[0]);
                assert!(!fault);
                let found = first.len() as u64;
                assert_eq!((error.line, error.column), (1, found + 1));
                assert_eq!(error.kind, ErrorKind::PuzzleLength { found });
                // On the first line, the puzzle is more of that line.
                let puzzles = if gap == " " { 1 } else { 2 };
                assert_eq!(items.len(), puzzles + 1, "{input:?}");
                assert!(
                    matches!(items[puzzles], Item::Puzzle { number, .. } if number == puzzles as u64 + 1)
                );
            }
        }
        // Named, a count is a count.
        let (_, items) = read_all(&format!("12345\n{PUZZLE}"), Some(Format::Poj));
        assert!(matches!(
            error_of(&items[0]).1.kind,
            ErrorKind::RowLength { found: 81 }
        ));
        // Any other token that is no row after a count says what was read.
        let (_, items) = read_all(&format!("12345\n{}", &PUZZLE[..40]), None);
        let (fault, error) = error_of(&items[0]);
        assert!(fault);
        assert_eq!((error.line, error.column), (2, 1));
        assert_eq!(
            error.kind,
            ErrorKind::RowAfterCount {
                found: 40,
                count_line: 1
            }
        );
    }

    /// Regression (found by an outside review): a label over 256 bytes was
    /// cut to its first token that fit (`Grid <300 a's> 01` answered under
    /// `Grid 01`), and a contestant who echoed it was wrong. A label is
    /// taken whole up to 256 bytes, and refused beyond.
    #[test]
    fn a_label_is_echoed_whole_or_refused() {
        let rows = PUZZLE_ROWS.join("\n");
        for (words, taken) in [
            (vec![250], true),
            (vec![251], true),
            (vec![252], false),
            (vec![300], false),
            (vec![1, 249], true),
            (vec![1, 250], false),
            (vec![2000], false),
        ] {
            let label: Vec<String> = words.iter().map(|&n| "a".repeat(n - 1) + "b").collect();
            let label = format!("Grid {}", label.join(" "));
            let (_, items) = read_all(&format!("{label}\n{rows}"), None);
            match &items[0] {
                Item::Labelled { label: echoed, .. } => {
                    assert!(taken, "{} bytes", label.len());
                    assert_eq!(&echoed[..], label.as_bytes());
                }
                item => {
                    let (fault, error) = error_of(item);
                    assert!(fault && !taken, "{} bytes", label.len());
                    assert_eq!(error.kind, ErrorKind::LabelTooLong { most: 256 });
                    // At the token that takes it past the limit.
                    let at = label.rfind(' ').map_or(1, |space| space as u64 + 2);
                    assert_eq!((error.line, error.column), (1, at));
                }
            }
        }
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
            ("99999999", None, false),
            ("999999999", Some(Format::Poj), true),
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
