//! What the format readers give: an [`Item`] for each puzzle, malformed
//! puzzle or fault, and a reader's [`Step`] for each token.

use super::error::{ErrorKind, ParseError};
use super::scan::chars;
use super::scan::Token;
use crate::board::Board;
use crate::grid::Grid;

/// What a token (or the end of input) amounts to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A complete 9x9 puzzle.
    Puzzle {
        /// Its number in the stream, from 1.
        number: u64,
        /// Its cells.
        grid: Grid,
        /// Line of its first token.
        line: u64,
        /// Column of its first token.
        column: u64,
    },
    /// A complete board of another size than 9x9. Boxed, which costs an
    /// allocation per such board (next to milliseconds of solving), to keep
    /// the 9x9 items small: unboxed, `-j 2` over 17clue ran 4% slower.
    Board {
        /// Its number in the stream, from 1.
        number: u64,
        /// Its cells.
        board: Box<Board>,
        /// Line of its first token.
        line: u64,
        /// Column of its first token.
        column: u64,
    },
    /// A puzzle with the label line the input gave it (`Grid 01`, Project
    /// Euler 96 and SPOJ NOVICE42), the label's tokens joined by single
    /// spaces.
    Labelled {
        /// The label.
        label: Box<[u8]>,
        /// The puzzle: an [`Item::Puzzle`].
        puzzle: Box<Item>,
    },
    /// A malformed puzzle: its answer is a placeholder, and the batch goes on.
    Invalid(ParseError),
    /// A malformed input that cannot be read past: its input stops here.
    Fault(ParseError),
}

/// What a format's reader makes of one token.
pub(super) enum Step {
    /// The token is taken; no puzzle is complete.
    Pending,
    /// A puzzle is complete (or malformed, and answered by a placeholder).
    Item(Item),
    /// The input is over for the format after this token (`end`, the last
    /// counted puzzle), with the puzzle the token completed, if any.
    Last(Option<Item>),
    /// The token does not fit, and nothing after it can be read.
    Fault(ParseError),
    /// The token shows a file of one puzzle a line, whose first line
    /// detection took for a case count or a first row: that line is
    /// puzzle 1, malformed (its error), and the token goes to the reader
    /// of lines.
    Lines(ParseError),
}

/// An error in puzzle `puzzle` at `token`.
pub(super) fn error_at(token: &Token<'_>, puzzle: u64, kind: ErrorKind) -> ParseError {
    ParseError {
        kind,
        puzzle,
        line: token.line,
        column: token.column,
    }
}

/// A token's first bytes, as the error kinds that quote a token keep them.
pub(super) fn head(token: &Token<'_>) -> Vec<u8> {
    token.bytes[..token.bytes.len().min(32)].to_vec()
}

/// The error for a token meant to be `expected` characters long, in
/// puzzle `puzzle`: `kind` of the length found, at the first character too
/// many or just past the last of too few; `None` when the length is right.
pub(super) fn length_error(
    token: &Token<'_>,
    expected: u64,
    puzzle: u64,
    kind: fn(u64) -> ErrorKind,
) -> Option<ParseError> {
    let found = token.chars;
    (found != expected).then(|| ParseError {
        kind: kind(found),
        puzzle,
        line: token.line,
        column: token.column + found.min(expected),
    })
}

/// The error for the character at byte `at` of `token` (one of its first
/// [`MAX_TOKEN`](super::scan::MAX_TOKEN)) in puzzle `puzzle`: `kind` of its
/// bytes, as many as a UTF-8 sequence's first byte says.
pub(super) fn char_error(
    token: &Token<'_>,
    at: usize,
    puzzle: u64,
    kind: fn(Vec<u8>) -> ErrorKind,
) -> ParseError {
    let rest = &token.bytes[at..];
    let width = match rest[0] {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    };
    ParseError {
        kind: kind(rest[..width.min(rest.len())].to_vec()),
        puzzle,
        line: token.line,
        column: token.column + chars(&token.bytes[..at]),
    }
}
