//! Input errors as data: what was wrong, in which puzzle, at which line and
//! column. Rendering them with a source name is left to the caller.

use std::fmt;

/// What was wrong with the input. New kinds may come with new formats.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A character that cannot stand for a cell.
    BadCell {
        /// Its bytes: one UTF-8 character, or one byte that is none.
        found: Vec<u8>,
    },
    /// A one-line puzzle with the wrong number of characters.
    PuzzleLength {
        /// Its length in characters.
        found: u64,
    },
    /// A POJ row with the wrong number of characters.
    RowLength {
        /// Its length in characters.
        found: u64,
    },
    /// A case count that is not a number.
    CountNotNumber {
        /// The token's first bytes.
        found: Vec<u8>,
        /// The token's length.
        len: u64,
        /// Whether the format was detected (from a signed number), where a
        /// puzzle would have done too; else a count was the only choice.
        detected: bool,
    },
    /// A case count above the largest taken,
    /// [`MAX_CASES`](super::MAX_CASES).
    CountTooLarge {
        /// The count as written.
        found: Vec<u8>,
        /// The largest count taken.
        most: u64,
    },
    /// One character where a POJ row was expected, after a first number
    /// taken for a case count when the format was detected: the input is
    /// more likely one token per cell after a count or a box size.
    CellAfterNumber,
    /// A token that is no row after a first number taken for a case count
    /// when the format was detected.
    RowAfterCount {
        /// Its length in characters.
        found: u64,
        /// The count's line.
        count_line: u64,
    },
    /// A label line longer than the longest taken.
    LabelTooLong {
        /// The longest taken, in bytes.
        most: usize,
    },
    /// A token after a one-line puzzle's 81 cells, on its line.
    AfterPuzzle {
        /// The token's first bytes.
        found: Vec<u8>,
        /// The token's length.
        len: u64,
    },
    /// The input ended before the case count was reached.
    MissingCases {
        /// The count.
        expected: u64,
        /// The cases read.
        found: u64,
    },
    /// The input ended inside a POJ case.
    CaseCutShort {
        /// The case's rows read, of 9.
        rows: u8,
    },
    /// A token that is not one cell, where each cell is a token.
    NotACell {
        /// The token's first bytes.
        found: Vec<u8>,
        /// The token's length.
        len: u64,
    },
    /// The input ended inside a puzzle read cell by cell.
    PuzzleCutShort {
        /// The puzzle's cells read, of 81.
        cells: u8,
    },
    /// A box size other than 1 to 5 (or not a number) before a puzzle.
    BoxSize {
        /// The token's first bytes.
        found: Vec<u8>,
        /// The token's length.
        len: u64,
    },
    /// A row of a board of letters with the wrong number of characters.
    LetterRowLength {
        /// Its length in characters.
        found: u64,
    },
    /// A character that cannot stand for a cell on a board of letters.
    BadLetter {
        /// Its bytes: one UTF-8 character, or one byte that is none.
        found: Vec<u8>,
    },
    /// A token that is not one cell of a board of numbers.
    NotANumberCell {
        /// The token's first bytes.
        found: Vec<u8>,
        /// The token's length.
        len: u64,
        /// Cells a side of the board: the largest number a cell takes.
        side: u8,
    },
    /// The input ended inside a board other than 9x9.
    BoardCutShort {
        /// The board's cells read.
        cells: u16,
        /// The board's cells.
        of: u16,
    },
    /// The input ended after a LeetCode board literal's 81 cells, before
    /// the brackets that close it.
    LiteralUnclosed,
    /// A token that does not fit a LeetCode board literal there.
    Unexpected {
        /// What would have fit.
        expected: &'static str,
        /// The token's first bytes.
        found: Vec<u8>,
        /// The token's length.
        len: u64,
    },
}

/// An input error with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What was wrong.
    pub kind: ErrorKind,
    /// The puzzle it belongs to, from 1.
    pub puzzle: u64,
    /// Line of the offending byte or token, from 1.
    pub line: u64,
    /// Column of the offending byte or token, from 1.
    pub column: u64,
}

/// Writes a byte as a reader would want to see it in a message: printable
/// ASCII in quotes, anything else as a named or hexadecimal byte.
struct ShowByte(u8);

impl fmt::Display for ShowByte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => write!(f, "a NUL byte"),
            byte @ 0x21..=0x7e => write!(f, "'{}'", char::from(byte)),
            byte if byte >= 0x80 => write!(f, "non-ASCII byte 0x{:02x}", byte),
            byte => write!(f, "control byte 0x{:02x}", byte),
        }
    }
}

/// Writes a character for a message: a UTF-8 character beyond ASCII
/// quoted and by its code point (it may not show), else as [`ShowByte`]
/// writes its first byte.
struct ShowChar<'a>(&'a [u8]);

impl fmt::Display for ShowChar<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match std::str::from_utf8(self.0).map(|text| text.chars().next()) {
            Ok(Some(c)) if self.0.len() > 1 => write!(f, "'{}' (U+{:04X})", c, u32::from(c)),
            _ => write!(f, "{}", ShowByte(self.0.first().copied().unwrap_or(0))),
        }
    }
}

/// Writes a token for a message: quoted when short and printable, else by
/// its length.
struct ShowToken<'a>(&'a [u8], u64);

impl fmt::Display for ShowToken<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ShowToken(bytes, len) = *self;
        if len <= 24 && bytes.iter().all(|b| (0x21..=0x7e).contains(b)) {
            write!(f, "'{}'", String::from_utf8_lossy(bytes))
        } else {
            write!(f, "a token of {} bytes", len)
        }
    }
}

/// The plural ending of a noun counted `count`.
fn plural(count: u64) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::BadCell { found } => write!(
                f,
                "expected a digit or an empty cell (one of 0.*_-x?), found {}",
                ShowChar(found)
            ),
            ErrorKind::PuzzleLength { found } => {
                write!(
                    f,
                    "expected a puzzle of 81 cells, found {} character{}",
                    found,
                    plural(*found)
                )
            }
            ErrorKind::RowLength { found } => {
                write!(
                    f,
                    "expected a row of 9 digits, found {} character{}",
                    found,
                    plural(*found)
                )
            }
            ErrorKind::CountNotNumber {
                found,
                len,
                detected,
            } => write!(
                f,
                "expected a case count{}, found {}",
                if *detected {
                    " or an 81-cell puzzle"
                } else {
                    ""
                },
                ShowToken(found, *len)
            ),
            ErrorKind::CountTooLarge { found, most } => write!(
                f,
                "case count {} is too large (at most {})",
                String::from_utf8_lossy(found),
                most
            ),
            ErrorKind::MissingCases { expected, found } => {
                write!(
                    f,
                    "input ended after {} case{}, expected {}",
                    found,
                    plural(*found),
                    expected
                )
            }
            ErrorKind::CellAfterNumber => write!(
                f,
                "expected a row of 9 digits after the case count (POJ 2676), found 1 character; \
                 for one token per cell after a count or a box size, name --format counted \
                 or --format sized, or a --judge preset"
            ),
            ErrorKind::RowAfterCount { found, count_line } => write!(
                f,
                "expected a row of 9 digits after the case count on line {} (POJ 2676), \
                 found {} character{}; for one puzzle a line, name --format lines",
                count_line,
                found,
                plural(*found)
            ),
            ErrorKind::LabelTooLong { most } => {
                write!(f, "label is too long (at most {} bytes)", most)
            }
            ErrorKind::AfterPuzzle { found, len } => write!(
                f,
                "expected the line to end after the puzzle's 81 cells, found {}",
                ShowToken(found, *len)
            ),
            ErrorKind::CaseCutShort { rows } => {
                write!(f, "input ended after {} of the case's 9 rows", rows)
            }
            ErrorKind::NotACell { found, len } => write!(
                f,
                "expected one cell (a digit or one of 0.*_-x?), found {}",
                ShowToken(found, *len)
            ),
            ErrorKind::PuzzleCutShort { cells } => {
                write!(f, "input ended after {} of the puzzle's 81 cells", cells)
            }
            ErrorKind::LiteralUnclosed => {
                write!(
                    f,
                    "input ended after the board's 81 cells, before its closing ']'"
                )
            }
            ErrorKind::Unexpected {
                expected,
                found,
                len,
            } => write!(
                f,
                "expected {expected}, found {}",
                ShowToken(found, *len),
                expected = expected
            ),
            ErrorKind::BoxSize { found, len } => write!(
                f,
                "expected the box size 1 to 5, found {}",
                ShowToken(found, *len)
            ),
            ErrorKind::LetterRowLength { found } => {
                write!(
                    f,
                    "expected a row of 16 cells, found {} character{}",
                    found,
                    plural(*found)
                )
            }
            ErrorKind::BadLetter { found } => write!(
                f,
                "expected a letter 'A' to 'P' or an empty cell (one of .*_-x?), found {}",
                ShowChar(found)
            ),
            ErrorKind::NotANumberCell { found, len, side } => write!(
                f,
                "expected one cell (a number 0 to {side}), found {}",
                ShowToken(found, *len),
                side = side
            ),
            ErrorKind::BoardCutShort { cells, of } => {
                write!(f, "input ended after {} of the board's {} cells", cells, of)
            }
        }
    }
}

impl fmt::Display for ParseError {
    /// `line:column: puzzle n: what was wrong`; the caller puts the source
    /// name in front.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: puzzle {}: {}",
            self.line, self.column, self.puzzle, self.kind
        )
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! renders {
        ($($name:ident: $kind:expr => $text:expr;)*) => {$(
            #[test]
            fn $name() {
                let error = ParseError { kind: $kind, puzzle: 3, line: 12, column: 5 };
                let expected = format!("12:5: puzzle 3: {}", $text);
                assert_eq!(error.to_string(), expected);
            }
        )*};
    }

    renders! {
        bad_printable_cell: ErrorKind::BadCell { found: b"x".to_vec() }
            => "expected a digit or an empty cell (one of 0.*_-x?), found 'x'";
        bad_nul_cell: ErrorKind::BadCell { found: vec![0] }
            => "expected a digit or an empty cell (one of 0.*_-x?), found a NUL byte";
        bad_utf8_cell: ErrorKind::BadCell { found: vec![0xc3] }
            => "expected a digit or an empty cell (one of 0.*_-x?), found non-ASCII byte 0xc3";
        bad_wide_cell: ErrorKind::BadCell { found: "５".as_bytes().to_vec() }
            => "expected a digit or an empty cell (one of 0.*_-x?), found '５' (U+FF15)";
        bad_control_cell: ErrorKind::BadCell { found: vec![0x07] }
            => "expected a digit or an empty cell (one of 0.*_-x?), found control byte 0x07";
        puzzle_length: ErrorKind::PuzzleLength { found: 80 }
            => "expected a puzzle of 81 cells, found 80 characters";
        row_length: ErrorKind::RowLength { found: 8 }
            => "expected a row of 9 digits, found 8 characters";
        row_length_one: ErrorKind::RowLength { found: 1 }
            => "expected a row of 9 digits, found 1 character";
        not_a_cell_wide: ErrorKind::NotACell { found: "é".as_bytes().to_vec(), len: 2 }
            => "expected one cell (a digit or one of 0.*_-x?), found a token of 2 bytes";
        count_word: ErrorKind::CountNotNumber { found: b"abc".to_vec(), len: 3, detected: false }
            => "expected a case count, found 'abc'";
        count_long: ErrorKind::CountNotNumber { found: b"x".repeat(30), len: 30, detected: false }
            => "expected a case count, found a token of 30 bytes";
        count_signed: ErrorKind::CountNotNumber { found: b"-1".to_vec(), len: 2, detected: true }
            => "expected a case count or an 81-cell puzzle, found '-1'";
        count_large: ErrorKind::CountTooLarge { found: b"18446744073709551616".to_vec(), most: 100_000_000 }
            => "case count 18446744073709551616 is too large (at most 100000000)";
        missing_one: ErrorKind::MissingCases { expected: 5, found: 1 }
            => "input ended after 1 case, expected 5";
        missing_many: ErrorKind::MissingCases { expected: 5, found: 3 }
            => "input ended after 3 cases, expected 5";
        cut_short: ErrorKind::CaseCutShort { rows: 4 }
            => "input ended after 4 of the case's 9 rows";
        not_a_cell: ErrorKind::NotACell { found: b"12".to_vec(), len: 2 }
            => "expected one cell (a digit or one of 0.*_-x?), found '12'";
        puzzle_cut_short: ErrorKind::PuzzleCutShort { cells: 40 }
            => "input ended after 40 of the puzzle's 81 cells";
        literal_unclosed: ErrorKind::LiteralUnclosed
            => "input ended after the board's 81 cells, before its closing ']'";
        unexpected: ErrorKind::Unexpected { expected: "'[' opening a row", found: b"x".to_vec(), len: 1 }
            => "expected '[' opening a row, found 'x'";
        box_size: ErrorKind::BoxSize { found: b"6".to_vec(), len: 1 }
            => "expected the box size 1 to 5, found '6'";
        letter_row_length: ErrorKind::LetterRowLength { found: 15 }
            => "expected a row of 16 cells, found 15 characters";
        bad_letter: ErrorKind::BadLetter { found: b"Q".to_vec() }
            => "expected a letter 'A' to 'P' or an empty cell (one of .*_-x?), found 'Q'";
        not_a_number_cell: ErrorKind::NotANumberCell { found: b"5".to_vec(), len: 1, side: 4 }
            => "expected one cell (a number 0 to 4), found '5'";
        row_after_count: ErrorKind::RowAfterCount { found: 76, count_line: 2 }
            => "expected a row of 9 digits after the case count on line 2 (POJ 2676), \
                found 76 characters; for one puzzle a line, name --format lines";
        label_too_long: ErrorKind::LabelTooLong { most: 256 }
            => "label is too long (at most 256 bytes)";
        after_puzzle: ErrorKind::AfterPuzzle { found: b"end".to_vec(), len: 3 }
            => "expected the line to end after the puzzle's 81 cells, found 'end'";
        board_cut_short: ErrorKind::BoardCutShort { cells: 48, of: 256 }
            => "input ended after 48 of the board's 256 cells";
    }
}
