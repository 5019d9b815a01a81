//! Judge input formats: turns the scanner's tokens into puzzles, or into
//! positioned errors, for one format. Solving and writing answers are left
//! to others.
//!
//! - [`Format::Poj`] (POJ 2676): a case count, then each case as 9 rows of 9
//!   digits, `0` for an empty cell. An error in a case is a fault: the cases
//!   before it stand, nothing after it is read.
//! - [`Format::Lines`] (POJ 3074, AcWing 166, plain puzzle files): one
//!   81-character puzzle per token, `.` or `0` for an empty cell, until a
//!   token `end` or the end of input. A bad puzzle is reported and the batch
//!   goes on.
//!
//! - [`Format::Cells`] (Luogu P1784, HDU 1426): every cell its own token,
//!   81 to a puzzle, rows laid out however the file likes, up to the end of
//!   input; `?` is an empty cell too. Never detected, since its first token
//!   looks like a case count: a judge preset or `--format cells` names it.
//!   An error is a fault, as in POJ: a bad cell throws off every later one.
//!
//! - [`Format::Sized`] (UVa 989): as `Cells`, each puzzle led by its box
//!   size `n` (1, 2 or 3): a 9x9 grid for 3, else a board of `n^4` cells
//!   holding numbers 0 to `n^2`.
//! - [`Format::CountedCells`] (SPOJ SUDOGOB): as `Cells`, after a count of
//!   puzzles, read like POJ's case count.
//! - [`Format::Leetcode`] (LeetCode 36 and 37): board literals such as
//!   `[["5","3",".",...],...]`, whitespace allowed between any two tokens,
//!   boards one after another. Detected by a first token `[`; the scanner
//!   makes `[`, `]` and `,` tokens of their own. An error is a fault.
//!
//! Every format takes `.` and `0` for an empty cell. Without a forced format,
//! the first token decides: a number of fewer than 81 characters (signed or
//! not, so that `-1` is reported as a bad count) is a case count; anything
//! else starts a one-puzzle-a-line file.

#[cfg(feature = "boards")]
use crate::board::Board;
use crate::error::{ErrorKind, ParseError};
use crate::grid::{CELLS, Grid};
use crate::scan::{Punctuation, Token};

/// The largest case count accepted. No memory is sized by the count; the
/// limit only catches a file whose first token is not really a count.
pub const MAX_CASES: u64 = 100_000_000;

/// An input format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// POJ 2676: a case count, then 9 rows of 9 digits per case.
    Poj,
    /// One 81-character puzzle per line, optionally ended by `end`.
    Lines,
    /// One token per cell, 81 to a puzzle.
    Cells,
    /// As `Cells`, each puzzle led by its box size (UVa 989): `3` for a
    /// 9x9 grid, `1` or `2` for a 1x1 or 4x4 board.
    Sized,
    /// As `Cells`, after a count of puzzles (SPOJ SUDOGOB).
    CountedCells,
    /// LeetCode board literals, `[["5","3",".",...],...]`, one after
    /// another; the scanner must treat `[`, `]` and `,` as tokens.
    #[cfg(feature = "leetcode")]
    Leetcode,
    /// 16x16 boards, 16 rows of 16 letters `A`-`P` or `-` each (POJ 3076).
    #[cfg(feature = "boards")]
    Letters,
    /// As `Letters`, after a count of boards (SPOJ SUDOKU).
    #[cfg(feature = "boards")]
    CountedLetters,
}

/// What a token (or the end of input) amounts to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A complete puzzle, numbered from 1, with the position of its first
    /// token.
    Puzzle {
        number: u64,
        grid: Grid,
        line: u64,
        column: u64,
    },
    /// A complete board of another size than 9x9, numbered from 1, with
    /// the position of its first token. Boxed, which costs an allocation
    /// per such board (next to milliseconds of solving), to keep the 9x9
    /// items small: unboxed, `-j 2` over 17clue ran 4% slower.
    #[cfg(feature = "boards")]
    Board {
        number: u64,
        board: Box<Board>,
        line: u64,
        column: u64,
    },
    /// A malformed puzzle: its answer is a placeholder, and the batch goes on.
    Invalid(ParseError),
    /// A malformed input that cannot be read past: the batch stops here.
    Fault(ParseError),
}

/// Where a POJ reader is: reading case `case` (from 1) of `count`, `rows`
/// rows of it read so far, the case started at `line`/`column`.
#[derive(Clone, Debug)]
struct PojCase {
    count: u64,
    case: u64,
    rows: u8,
    cells: [u8; CELLS],
    line: u64,
    column: u64,
}

#[derive(Clone, Debug)]
enum State {
    /// No token seen yet; the format is forced or not.
    Start(Option<Format>),
    /// Reading one-line puzzles; `puzzles` read so far.
    Lines { puzzles: u64 },
    /// Reading POJ cases.
    Poj(PojCase),
    /// Reading a puzzle cell by cell: `cells[..filled]` read so far, the
    /// puzzle (numbered `puzzle`) started at `line`/`column`.
    Cells {
        puzzle: u64,
        filled: u8,
        cells: [u8; CELLS],
        line: u64,
        column: u64,
        /// Whether each puzzle is led by its box size.
        sized: bool,
        /// The number of the last puzzle, when a count said it.
        last: Option<u64>,
    },
    /// Expecting the box size that leads puzzle `puzzle`.
    Size { puzzle: u64 },
    /// Reading a board other than 9x9 (boxed: once per input).
    #[cfg(feature = "boards")]
    Board(Box<BoardReader>),
    /// Reading LeetCode board literals.
    #[cfg(feature = "leetcode")]
    Leetcode(Literal),
    /// The input is over for this format (`end`, the last POJ case, or a
    /// fault); every further token is ignored.
    Done(Format),
}

/// Where a reader of boards other than 9x9 is: `filled` cells read of
/// board `puzzle`, which started at `line`/`column`.
#[cfg(feature = "boards")]
#[derive(Clone, Debug)]
struct BoardReader {
    puzzle: u64,
    board: Board,
    filled: usize,
    line: u64,
    column: u64,
    /// Rows of letters (16x16); else one number a token, each board led
    /// by its box size (UVa 989).
    letters: bool,
    /// The number of the last board, when a count said it.
    last: Option<u64>,
}

/// Cells a side of a board of letters.
#[cfg(feature = "boards")]
const LETTERS_SIDE: usize = 16;

/// The value of a cell character on a board of letters: `A` to `P` are 1
/// to 16; `-` (and `.`, as elsewhere) is empty.
#[cfg(feature = "boards")]
const fn letter_value(byte: u8) -> Option<u8> {
    match byte {
        b'A'..=b'P' => Some(byte - b'A' + 1),
        b'-' | b'.' => Some(0),
        _ => None,
    }
}

#[cfg(feature = "boards")]
impl BoardReader {
    fn new(puzzle: u64, n: usize, letters: bool, last: Option<u64>) -> Option<Self> {
        Some(BoardReader {
            puzzle,
            board: Board::empty(n)?,
            filled: 0,
            line: 0,
            column: 0,
            letters,
            last,
        })
    }

    /// Takes one token (a row of letters, or one cell): `Ok(Some(..))`
    /// when it completes a board, `Err` with the error kind and column
    /// when it does not fit.
    fn token(&mut self, token: &Token<'_>) -> Result<Option<Item>, (ErrorKind, u64)> {
        let side = self.board.side();
        let start = self.filled;
        if self.letters {
            if token.len != side as u64 {
                let found = token.len;
                return Err((ErrorKind::LetterRowLength { found }, token.column));
            }
            let row = &mut self.board.cells_mut()[start..start + side];
            for (at, (&byte, cell)) in token.bytes.iter().zip(row).enumerate() {
                *cell = match letter_value(byte) {
                    Some(value) => value,
                    None => {
                        let kind = ErrorKind::BadLetter { found: byte };
                        return Err((kind, token.column + at as u64));
                    }
                };
            }
            self.filled += side;
        } else {
            let value = match token.bytes {
                [b'.' | b'?'] => Some(0),
                digits if digits.len() <= 2 && token.len == digits.len() as u64 => {
                    std::str::from_utf8(digits)
                        .ok()
                        .filter(|text| text.bytes().all(|b| b.is_ascii_digit()))
                        .and_then(|text| text.parse::<u8>().ok())
                        .filter(|&value| usize::from(value) <= side)
                }
                _ => None,
            };
            self.board.cells_mut()[start] = match value {
                Some(value) => value,
                None => {
                    let kind = ErrorKind::NotANumberCell {
                        found: head(token),
                        len: token.len,
                        side: side as u8,
                    };
                    return Err((kind, token.column));
                }
            };
            self.filled += 1;
        }
        if start == 0 {
            self.line = token.line;
            self.column = token.column;
        }
        if self.filled < side * side {
            return Ok(None);
        }
        let item = Item::Board {
            number: self.puzzle,
            board: Box::new(self.board),
            line: self.line,
            column: self.column,
        };
        self.puzzle += 1;
        self.filled = 0;
        Ok(Some(item))
    }
}

/// Where a LeetCode board reader is: `cells[..filled]` read so far of
/// board `puzzle`, which started at `line`/`column`, and what comes next.
#[cfg(feature = "leetcode")]
#[derive(Clone, Debug)]
pub struct Literal {
    puzzle: u64,
    cells: [u8; CELLS],
    filled: u8,
    next: Expect,
    line: u64,
    column: u64,
}

/// The next token a LeetCode board literal needs.
#[cfg(feature = "leetcode")]
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

#[cfg(feature = "leetcode")]
impl Literal {
    fn new(puzzle: u64) -> Self {
        Literal {
            puzzle,
            cells: [0; CELLS],
            filled: 0,
            next: Expect::BoardOpen,
            line: 0,
            column: 0,
        }
    }

    /// Takes one token: `Ok(Some(..))` when it closes a board, `Err` with
    /// what was expected when it does not fit.
    fn token(&mut self, token: &Token<'_>) -> Result<Option<Item>, &'static str> {
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
            (Expect::Cell, &[b'"', byte, b'"']) if cell_value(byte).is_some() => {
                self.cells[usize::from(self.filled)] = cell_value(byte).unwrap_or(0);
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

/// Reads one stream of tokens in one format, detected or forced.
#[derive(Clone, Debug)]
pub struct Reader {
    state: State,
}

/// The value of an ASCII cell character, or `None`.
const fn cell_value(byte: u8) -> Option<u8> {
    match byte {
        b'1'..=b'9' => Some(byte - b'0'),
        b'0' | b'.' => Some(0),
        _ => None,
    }
}

/// Cell values by byte: the digit, 0 for an empty cell, [`NOT_A_CELL`]
/// for anything else.
static CELL_VALUES: [u8; 256] = {
    let mut table = [NOT_A_CELL; 256];
    let mut byte = 0;
    while byte < 256 {
        if let Some(value) = cell_value(byte as u8) {
            table[byte] = value;
        }
        byte += 1;
    }
    table
};

/// Marks a byte that is not a cell in [`CELL_VALUES`].
const NOT_A_CELL: u8 = 0x80;

/// Parses cell characters into `cells`; on a bad one, returns its index.
/// The loop has no branch: the bytes are looked up and any bad one is
/// found after, which is what makes a puzzle's 81 cells cheap.
fn parse_cells(bytes: &[u8], cells: &mut [u8]) -> Result<(), usize> {
    let mut bad = 0;
    for (&byte, cell) in bytes.iter().zip(cells.iter_mut()) {
        let value = CELL_VALUES[usize::from(byte)];
        bad |= value;
        *cell = value;
    }
    if bad & NOT_A_CELL == 0 {
        return Ok(());
    }
    Err(bytes
        .iter()
        .position(|&b| cell_value(b).is_none())
        .unwrap_or(0))
}

impl Reader {
    /// A reader that detects the format from the first token, or uses
    /// `forced`.
    pub fn new(forced: Option<Format>) -> Self {
        Reader {
            state: State::Start(forced),
        }
    }

    /// The format in use, once known.
    pub fn format(&self) -> Option<Format> {
        match self.state {
            State::Start(forced) => forced,
            State::Lines { .. } => Some(Format::Lines),
            State::Poj(_) => Some(Format::Poj),
            State::Cells { last: Some(_), .. } => Some(Format::CountedCells),
            State::Cells { sized: false, .. } => Some(Format::Cells),
            #[cfg(feature = "leetcode")]
            State::Leetcode(_) => Some(Format::Leetcode),
            State::Cells { sized: true, .. } | State::Size { .. } => Some(Format::Sized),
            #[cfg(feature = "boards")]
            State::Board(ref reader) if !reader.letters => Some(Format::Sized),
            #[cfg(feature = "boards")]
            State::Board(ref reader) if reader.last.is_none() => Some(Format::Letters),
            #[cfg(feature = "boards")]
            State::Board(_) => Some(Format::CountedLetters),
            State::Done(format) => Some(format),
        }
    }

    /// Whether the input is over: `end` was read, every POJ case was read,
    /// or a fault was met. Further tokens are ignored.
    pub fn is_done(&self) -> bool {
        matches!(self.state, State::Done(_))
    }

    /// Takes the next token; returns the item it completes, if any.
    pub fn token(&mut self, token: &Token<'_>) -> Option<Item> {
        match &mut self.state {
            State::Start(forced) => {
                let format = forced.unwrap_or_else(|| detect(token));
                match format {
                    Format::Lines => {
                        self.state = State::Lines { puzzles: 0 };
                        self.token(token)
                    }
                    Format::Poj | Format::CountedCells => self.count(token, format),
                    #[cfg(feature = "boards")]
                    Format::CountedLetters => self.count(token, format),
                    #[cfg(feature = "boards")]
                    Format::Letters => {
                        let reader = BoardReader::new(1, 4, true, None);
                        self.state =
                            reader.map_or(State::Done(format), |r| State::Board(Box::new(r)));
                        self.token(token)
                    }
                    Format::Cells => {
                        self.state = cells_state(1, false, None);
                        self.token(token)
                    }
                    Format::Sized => {
                        self.state = State::Size { puzzle: 1 };
                        self.token(token)
                    }
                    #[cfg(feature = "leetcode")]
                    Format::Leetcode => {
                        self.state = State::Leetcode(Literal::new(1));
                        self.token(token)
                    }
                }
            }
            State::Lines { puzzles } => {
                if token.bytes == b"end" {
                    self.state = State::Done(Format::Lines);
                    return None;
                }
                *puzzles += 1;
                Some(line_puzzle(token, *puzzles))
            }
            State::Poj(case) => {
                let (item, last) = poj_row(case, token);
                if last {
                    self.state = State::Done(Format::Poj);
                }
                item
            }
            #[cfg(feature = "leetcode")]
            State::Leetcode(board) => match board.token(token) {
                Ok(item) => item,
                Err(expected) => {
                    let puzzle = board.puzzle;
                    let kind = ErrorKind::Unexpected {
                        expected,
                        found: head(token),
                        len: token.len,
                    };
                    self.fault_at(token, puzzle, kind)
                }
            },
            State::Size { puzzle } => {
                if token.bytes == b"3" {
                    self.state = cells_state(*puzzle, true, None);
                    return None;
                }
                #[cfg(feature = "boards")]
                {
                    let n = match token.bytes {
                        b"1" => BoardReader::new(*puzzle, 1, false, None),
                        b"2" => BoardReader::new(*puzzle, 2, false, None),
                        _ => None,
                    };
                    if let Some(reader) = n {
                        self.state = State::Board(Box::new(reader));
                        return None;
                    }
                }
                let puzzle = *puzzle;
                let kind = ErrorKind::BoxSize {
                    found: head(token),
                    len: token.len,
                };
                self.fault_at(token, puzzle, kind)
            }
            State::Cells {
                puzzle,
                filled,
                cells,
                line,
                column,
                sized,
                last,
            } => {
                let value = match token.bytes {
                    [b'?'] => Some(0),
                    &[byte] if token.len == 1 => cell_value(byte),
                    _ => None,
                };
                let value = match value {
                    Some(value) => value,
                    None => {
                        let puzzle = *puzzle;
                        let kind = ErrorKind::NotACell {
                            found: head(token),
                            len: token.len,
                        };
                        return self.fault_at(token, puzzle, kind);
                    }
                };
                if *filled == 0 {
                    *line = token.line;
                    *column = token.column;
                }
                cells[usize::from(*filled)] = value;
                *filled += 1;
                if usize::from(*filled) < CELLS {
                    return None;
                }
                let item = Item::Puzzle {
                    number: *puzzle,
                    grid: Grid { cells: *cells },
                    line: *line,
                    column: *column,
                };
                if *last == Some(*puzzle) {
                    self.state = State::Done(Format::CountedCells);
                    return Some(item);
                }
                *puzzle += 1;
                *filled = 0;
                if *sized {
                    self.state = State::Size { puzzle: *puzzle };
                }
                Some(item)
            }
            #[cfg(feature = "boards")]
            State::Board(reader) => match reader.token(token) {
                Ok(Some(item)) => {
                    if reader.last == Some(reader.puzzle - 1) {
                        self.state = State::Done(Format::CountedLetters);
                    } else if !reader.letters {
                        self.state = State::Size {
                            puzzle: reader.puzzle,
                        };
                    }
                    Some(item)
                }
                Ok(None) => None,
                Err((kind, column)) => {
                    let puzzle = reader.puzzle;
                    let at = Token { column, ..*token };
                    self.fault_at(&at, puzzle, kind)
                }
            },
            State::Done(_) => None,
        }
    }

    /// Ends the input with a fault at `token`, in puzzle `puzzle`.
    fn fault_at(&mut self, token: &Token<'_>, puzzle: u64, kind: ErrorKind) -> Option<Item> {
        self.state = State::Done(self.format().unwrap_or(Format::Lines));
        Some(Item::Fault(ParseError {
            kind,
            puzzle,
            line: token.line,
            column: token.column,
        }))
    }

    /// Reads the case count that starts a POJ or counted-cells input.
    fn count(&mut self, token: &Token<'_>, format: Format) -> Option<Item> {
        let fault = |kind| {
            Some(Item::Fault(ParseError {
                kind,
                puzzle: 1,
                line: token.line,
                column: token.column,
            }))
        };
        let digits = token.bytes;
        if token.len != digits.len() as u64 || !digits.iter().all(u8::is_ascii_digit) {
            self.state = State::Done(format);
            return fault(ErrorKind::CountNotNumber {
                found: head(token),
                len: token.len,
            });
        }
        let count = digits.iter().try_fold(0u64, |n, &d| {
            let n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
            if n <= MAX_CASES { Some(n) } else { None }
        });
        let count = match count {
            Some(count) => count,
            None => {
                self.state = State::Done(format);
                return fault(ErrorKind::CountTooLarge {
                    found: digits.to_vec(),
                });
            }
        };
        self.state = match format {
            _ if count == 0 => State::Done(format),
            #[cfg(feature = "boards")]
            Format::CountedLetters => BoardReader::new(1, 4, true, Some(count))
                .map_or(State::Done(format), |r| State::Board(Box::new(r))),
            Format::CountedCells => cells_state(1, false, Some(count)),
            _ => State::Poj(PojCase {
                count,
                case: 1,
                rows: 0,
                cells: [0; CELLS],
                line: 0,
                column: 0,
            }),
        };
        None
    }

    /// Called once after the last token: reports a POJ input, or a puzzle
    /// read cell by cell, cut short.
    pub fn finish(&mut self, line: u64, column: u64) -> Option<Item> {
        #[cfg(feature = "boards")]
        if let State::Board(reader) = &self.state {
            let format = self.format().unwrap_or(Format::Letters);
            let (puzzle, filled, last) = (reader.puzzle, reader.filled, reader.last);
            let cells = reader.board.side() * reader.board.side();
            self.state = State::Done(format);
            let kind = match (filled, last) {
                (0, Some(expected)) => ErrorKind::MissingCases {
                    expected,
                    found: puzzle - 1,
                },
                // A box size promises a board; rows of letters do not.
                (0, None) if format == Format::Letters => return None,
                (filled, _) => ErrorKind::BoardCutShort {
                    cells: filled as u16,
                    of: cells as u16,
                },
            };
            return Some(Item::Fault(ParseError {
                kind,
                puzzle,
                line,
                column,
            }));
        }
        #[cfg(feature = "leetcode")]
        if let State::Leetcode(board) = &self.state {
            let (puzzle, begun) = (board.puzzle, board.next != Expect::BoardOpen);
            let cells = board.filled;
            self.state = State::Done(Format::Leetcode);
            let kind = ErrorKind::PuzzleCutShort { cells };
            return begun.then(|| {
                Item::Fault(ParseError {
                    kind,
                    puzzle,
                    line,
                    column,
                })
            });
        }
        if let State::Cells {
            puzzle,
            filled,
            sized,
            last,
            ..
        } = self.state
        {
            self.state = State::Done(self.format().unwrap_or(Format::Cells));
            if let (0, Some(expected)) = (filled, last) {
                let kind = ErrorKind::MissingCases {
                    expected,
                    found: puzzle - 1,
                };
                return Some(Item::Fault(ParseError {
                    kind,
                    puzzle,
                    line,
                    column,
                }));
            }
            // A box size promises a puzzle; without one, none was begun.
            if filled == 0 && !sized {
                return None;
            }
            let kind = ErrorKind::PuzzleCutShort { cells: filled };
            return Some(Item::Fault(ParseError {
                kind,
                puzzle,
                line,
                column,
            }));
        }
        let (count, case, rows) = match self.state {
            State::Poj(PojCase {
                count, case, rows, ..
            }) => (count, case, rows),
            _ => return None,
        };
        self.state = State::Done(Format::Poj);
        let kind = if rows == 0 {
            ErrorKind::MissingCases {
                expected: count,
                found: case - 1,
            }
        } else {
            ErrorKind::CaseCutShort { rows }
        };
        Some(Item::Fault(ParseError {
            kind,
            puzzle: case,
            line,
            column,
        }))
    }
}

/// A token's first bytes, as the error kinds that quote a token keep them.
fn head(token: &Token<'_>) -> Vec<u8> {
    token.bytes[..token.bytes.len().min(32)].to_vec()
}

/// The state at the start of a puzzle read cell by cell.
fn cells_state(puzzle: u64, sized: bool, last: Option<u64>) -> State {
    State::Cells {
        puzzle,
        filled: 0,
        cells: [0; CELLS],
        line: 0,
        column: 0,
        sized,
        last,
    }
}

/// How the scanner must treat `[`, `]` and `,` for a stream in `format`
/// (`None`: not known yet): as tokens of their own for board literals, and
/// for an undetected stream as its first token decides.
pub fn punctuation(format: Option<Format>) -> Punctuation {
    match format {
        #[cfg(feature = "leetcode")]
        Some(Format::Leetcode) => Punctuation::On,
        Some(_) => Punctuation::Off,
        None => Punctuation::Auto,
    }
}

/// The format a stream starting with `token` is in. A signed number counts
/// as a (bad) case count, so `-1` is reported as one.
fn detect(token: &Token<'_>) -> Format {
    #[cfg(feature = "leetcode")]
    if token.bytes.first() == Some(&b'[') {
        return Format::Leetcode;
    }
    #[cfg(feature = "boards")]
    if token.len == LETTERS_SIDE as u64 && token.bytes.iter().all(|&b| letter_value(b).is_some()) {
        return Format::Letters;
    }
    let digits = match token.bytes {
        [b'-' | b'+', rest @ ..] => rest,
        bytes => bytes,
    };
    let short_number =
        token.len < CELLS as u64 && !digits.is_empty() && digits.iter().all(u8::is_ascii_digit);
    if short_number {
        Format::Poj
    } else {
        Format::Lines
    }
}

/// Reads a one-line puzzle.
fn line_puzzle(token: &Token<'_>, number: u64) -> Item {
    let error = |kind, column| {
        Item::Invalid(ParseError {
            kind,
            puzzle: number,
            line: token.line,
            column,
        })
    };
    if token.len != CELLS as u64 {
        return error(ErrorKind::PuzzleLength { found: token.len }, token.column);
    }
    let mut cells = [0u8; CELLS];
    if let Err(at) = parse_cells(token.bytes, &mut cells) {
        let found = token.bytes[at];
        return error(ErrorKind::BadCell { found }, token.column + at as u64);
    }
    Item::Puzzle {
        number,
        grid: Grid { cells },
        line: token.line,
        column: token.column,
    }
}

/// Reads one row of a POJ case; returns the item it completes, if any, and
/// whether the POJ input is over (the last case read, or a fault).
fn poj_row(case: &mut PojCase, token: &Token<'_>) -> (Option<Item>, bool) {
    let number = case.case;
    let fault = |kind, column| {
        let error = ParseError {
            kind,
            puzzle: number,
            line: token.line,
            column,
        };
        (Some(Item::Fault(error)), true)
    };
    if token.len != 9 {
        return fault(ErrorKind::RowLength { found: token.len }, token.column);
    }
    let start = usize::from(case.rows) * 9;
    if let Err(at) = parse_cells(token.bytes, &mut case.cells[start..start + 9]) {
        let found = token.bytes[at];
        return fault(ErrorKind::BadCell { found }, token.column + at as u64);
    }
    if case.rows == 0 {
        case.line = token.line;
        case.column = token.column;
    }
    case.rows += 1;
    if case.rows < 9 {
        return (None, false);
    }
    let item = Item::Puzzle {
        number: case.case,
        grid: Grid { cells: case.cells },
        line: case.line,
        column: case.column,
    };
    let last = case.case == case.count;
    case.case += 1;
    case.rows = 0;
    (Some(item), last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::Scanner;
    use std::ops::ControlFlow;

    /// Reads a whole input, as the batch loop does.
    fn read_all(input: &str, forced: Option<Format>) -> (Option<Format>, Vec<Item>) {
        let mut reader = Reader::new(forced);
        let mut scanner = Scanner::with_punctuation(punctuation(forced));
        let mut items = Vec::new();
        let _ = scanner.scan(input.as_bytes(), true, |token| {
            items.extend(reader.token(&token));
            if reader.is_done() {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        let (line, column) = scanner.position();
        items.extend(reader.finish(line, column));
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
            Item::Puzzle { .. } | Item::Board { .. } => panic!("expected an error, got {item:?}"),
        }
    }

    const PUZZLE: &str =
        ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";

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
        let bad = PUZZLE.replacen('.', "x", 3);
        let (_, items) = read_all(&format!("{PUZZLE}\n  {bad}\n..3\n{PUZZLE}"), None);
        assert_eq!(items.len(), 4);
        let (fault, error) = error_of(&items[1]);
        assert!(!fault);
        assert_eq!((error.puzzle, error.line, error.column), (2, 2, 3));
        assert_eq!(error.kind, ErrorKind::BadCell { found: b'x' });
        let (_, error) = error_of(&items[2]);
        assert_eq!((error.puzzle, error.line, error.column), (3, 3, 1));
        assert_eq!(error.kind, ErrorKind::PuzzleLength { found: 3 });
        assert!(grid_of(&items[3]).is_some());
    }

    #[test]
    fn poj_faults_stop_reading() {
        let input = "2\n103000509\n0021094x0\n";
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
        for (input, large) in [("-1", false), ("+2", false), ("18446744073709551616", true)] {
            let (_, items) = read_all(input, None);
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
        let (_, items) = read_all(&format!("3 {cells} 4 1 2 3 4"), Some(Format::Sized));
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
