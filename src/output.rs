//! Answers in the judge's layout, appended to a byte buffer. Writing the
//! buffer anywhere is left to the caller.

#[cfg(feature = "boards")]
use crate::board::Board;
use crate::grid::Grid;
use crate::input::Format;

/// The line written in place of a malformed puzzle (line formats only).
pub const INVALID: &[u8] = b"invalid\n";

/// How a solved grid is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One line of 81 digits.
    Line,
    /// 9 rows of 9 digits.
    Rows,
    /// 9 rows of 9 digits separated by single spaces.
    SpacedRows,
    /// A LeetCode board literal on one line, `[["5","3",...],...]`.
    #[cfg(feature = "leetcode")]
    Literal,
    /// Rows of letters, `A` for 1 (16x16 judges).
    Letters,
}

/// What stands between answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separator {
    /// Nothing.
    None,
    /// A blank line between two answers, none after the last.
    BlankBetween,
    /// A blank line after every answer, the last too.
    BlankAfter,
}

/// Everything about how a judge wants its answers written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// How a solution is laid out.
    pub shape: Shape,
    /// What stands between answers.
    pub separator: Separator,
    /// The line (without its newline) written for a puzzle without a
    /// solution.
    pub no_solution: &'static str,
    /// The line written, where only a unique solution counts, for a
    /// puzzle with several.
    pub several_solutions: &'static str,
}

impl Layout {
    /// The layout an input format is answered in when no judge is named:
    /// the shape of its puzzles, nothing between answers, `no solution`.
    pub fn of(format: Format) -> Layout {
        let shape = match format {
            Format::Lines => Shape::Line,
            Format::Poj => Shape::Rows,
            Format::Cells | Format::Sized | Format::CountedCells => Shape::SpacedRows,
            #[cfg(feature = "leetcode")]
            Format::Leetcode => Shape::Literal,
            #[cfg(feature = "boards")]
            Format::Letters | Format::CountedLetters => Shape::Letters,
        };
        Layout {
            shape,
            separator: Separator::None,
            no_solution: "no solution",
            several_solutions: "several solutions",
        }
    }
}

/// How an input format lays out puzzles: what `sudoku generate` writes so
/// that the format's reader (and the judge) reads it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleLayout {
    pub shape: Shape,
    /// The character of an empty cell.
    pub blank: u8,
    /// What stands between puzzles.
    pub separator: Separator,
    /// A line with the number of puzzles comes first (POJ 2676, SPOJ).
    pub count_first: bool,
    /// Each puzzle starts with a line holding its box size (UVa 989).
    pub size_line: bool,
    /// A line `end` comes last (POJ 3074).
    pub end_line: bool,
}

impl PuzzleLayout {
    /// The plain layout of `format`.
    pub fn of(format: Format) -> PuzzleLayout {
        let plain = PuzzleLayout {
            shape: Layout::of(format).shape,
            blank: b'0',
            separator: Separator::None,
            count_first: false,
            size_line: false,
            end_line: false,
        };
        match format {
            Format::Lines => PuzzleLayout {
                blank: b'.',
                ..plain
            },
            #[cfg(feature = "leetcode")]
            Format::Leetcode => PuzzleLayout {
                blank: b'.',
                ..plain
            },
            Format::Poj | Format::CountedCells => PuzzleLayout {
                count_first: true,
                ..plain
            },
            #[cfg(feature = "boards")]
            Format::Letters => PuzzleLayout {
                blank: b'-',
                separator: Separator::BlankBetween,
                ..plain
            },
            #[cfg(feature = "boards")]
            Format::CountedLetters => PuzzleLayout {
                blank: b'-',
                separator: Separator::BlankBetween,
                count_first: true,
                ..plain
            },
            Format::Sized => PuzzleLayout {
                size_line: true,
                separator: Separator::BlankBetween,
                ..plain
            },
            Format::Cells => plain,
        }
    }
}

/// Appends what comes before `count` puzzles in `layout`.
pub fn write_puzzles_start(out: &mut Vec<u8>, layout: &PuzzleLayout, count: u64) {
    if layout.count_first {
        push_number(out, count);
        out.push(b'\n');
    }
}

/// Appends a puzzle in `layout`; `first` says whether it opens the batch.
pub fn write_puzzle(out: &mut Vec<u8>, layout: &PuzzleLayout, grid: &Grid, first: bool) {
    if layout.separator == Separator::BlankBetween && !first {
        out.push(b'\n');
    }
    if layout.size_line {
        out.extend_from_slice(b"3\n");
    }
    let start = out.len();
    // Empty cells come out as '0' (no digit is), then take the blank.
    write_solution(out, layout.shape, grid);
    for character in &mut out[start..] {
        if *character == b'0' {
            *character = layout.blank;
        }
    }
    if layout.separator == Separator::BlankAfter {
        out.push(b'\n');
    }
}

/// Appends a 16x16 board as a puzzle in `layout` (rows of letters, as
/// the 16x16 judges' input has them); `first` says whether it opens the
/// batch.
#[cfg(feature = "boards")]
pub fn write_board_puzzle(out: &mut Vec<u8>, layout: &PuzzleLayout, board: &Board, first: bool) {
    if layout.separator == Separator::BlankBetween && !first {
        out.push(b'\n');
    }
    let start = out.len();
    write_board(out, Shape::Letters, board);
    for character in &mut out[start..] {
        if *character == b'-' {
            *character = layout.blank;
        }
    }
    if layout.separator == Separator::BlankAfter {
        out.push(b'\n');
    }
}

/// Appends what comes after the last puzzle in `layout`.
pub fn write_puzzles_end(out: &mut Vec<u8>, layout: &PuzzleLayout) {
    if layout.end_line {
        out.extend_from_slice(b"end\n");
    }
}

/// Appends a solved grid in `shape`.
pub fn write_solution(out: &mut Vec<u8>, shape: Shape, grid: &Grid) {
    // Digits to characters in one straight pass, which the compiler turns
    // into a few vector additions; the line breaks go in afterwards.
    let mut line = [b'\n'; 82];
    for (character, &digit) in line.iter_mut().zip(&grid.cells) {
        *character = b'0' + digit;
    }
    match shape {
        Shape::Line => out.extend_from_slice(&line),
        Shape::Rows => {
            for row in line[..81].chunks_exact(9) {
                out.extend_from_slice(row);
                out.push(b'\n');
            }
        }
        #[cfg(feature = "leetcode")]
        Shape::Literal => {
            out.push(b'[');
            for (r, row) in line[..81].chunks_exact(9).enumerate() {
                out.extend_from_slice(if r == 0 { b"[" } else { b",[" });
                for (c, &character) in row.iter().enumerate() {
                    out.extend_from_slice(if c == 0 { b"\"" } else { b",\"" });
                    out.push(character);
                    out.push(b'"');
                }
                out.push(b']');
            }
            out.extend_from_slice(b"]\n");
        }
        Shape::SpacedRows => {
            for row in line[..81].chunks_exact(9) {
                for (column, &character) in row.iter().enumerate() {
                    out.push(character);
                    out.push(if column == 8 { b'\n' } else { b' ' });
                }
            }
        }
        Shape::Letters => {
            for row in grid.cells.chunks_exact(9) {
                out.extend(row.iter().map(|&value| letter(value)));
                out.push(b'\n');
            }
        }
    }
}

/// Appends `value` in decimal: by the `itoa` crate in the product, by
/// a plain loop (`push_number_std`) in a one-file judge submission.
#[inline]
pub fn push_number(out: &mut Vec<u8>, value: u64) {
    #[cfg(feature = "itoa")]
    out.extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
    #[cfg(not(feature = "itoa"))]
    push_number_std(out, value);
}

/// Appends `value` in decimal without a crate: digits into a small array
/// from the right, then one copy.
#[cfg_attr(feature = "itoa", allow(dead_code))]
fn push_number_std(out: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
}

/// The letter of a value on a board of letters: `A` for 1, `-` for empty.
fn letter(value: u8) -> u8 {
    if value == 0 { b'-' } else { b'A' + value - 1 }
}

/// Appends a solved board of another size than 9x9 in `shape`: numbers
/// separated by spaces in `SpacedRows`, letters in `Letters`, and in the
/// other shapes (which no judge pairs with such boards) digits where the
/// board has at most 9 values, else letters.
#[cfg(feature = "boards")]
pub fn write_board(out: &mut Vec<u8>, shape: Shape, board: &Board) {
    let side = board.side();
    let character = |value: u8| {
        if side <= 9 && shape != Shape::Letters {
            b'0' + value
        } else {
            letter(value)
        }
    };
    let rows = board.cells().chunks_exact(side);
    match shape {
        Shape::SpacedRows => {
            for row in rows {
                for (column, &value) in row.iter().enumerate() {
                    push_number(out, u64::from(value));
                    out.push(if column + 1 == side { b'\n' } else { b' ' });
                }
            }
        }
        Shape::Line => {
            out.extend(board.cells().iter().map(|&value| character(value)));
            out.push(b'\n');
        }
        Shape::Rows | Shape::Letters => {
            for row in rows {
                out.extend(row.iter().map(|&value| character(value)));
                out.push(b'\n');
            }
        }
        #[cfg(feature = "leetcode")]
        Shape::Literal => {
            out.push(b'[');
            for (r, row) in rows.enumerate() {
                out.extend_from_slice(if r == 0 { b"[" } else { b",[" });
                for (c, &value) in row.iter().enumerate() {
                    out.extend_from_slice(if c == 0 { b"\"" } else { b",\"" });
                    out.push(character(value));
                    out.push(b'"');
                }
                out.push(b']');
            }
            out.extend_from_slice(b"]\n");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str =
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

    #[test]
    fn numbers_without_itoa_are_written_as_with_it() {
        for value in [
            0,
            1,
            9,
            10,
            99,
            100,
            1_000_000,
            u64::from(u32::MAX),
            u64::MAX,
        ] {
            let (mut ours, mut theirs) = (Vec::new(), Vec::new());
            push_number_std(&mut ours, value);
            push_number(&mut theirs, value);
            assert_eq!(ours, value.to_string().into_bytes());
            assert_eq!(theirs, ours);
        }
    }

    fn written(shape: Shape) -> String {
        let mut out = Vec::new();
        write_solution(&mut out, shape, &Grid::parse(SOLUTION).unwrap());
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_line_is_one_line() {
        assert_eq!(written(Shape::Line), format!("{SOLUTION}\n"));
    }

    #[test]
    fn rows_are_nine_lines() {
        let expected: String = (0..9)
            .map(|r| format!("{}\n", &SOLUTION[r * 9..r * 9 + 9]))
            .collect();
        assert_eq!(written(Shape::Rows), expected);
    }

    #[test]
    fn a_literal_is_one_line_without_spaces() {
        let text = written(Shape::Literal);
        assert!(text.starts_with("[[\"1\",\"4\",\"3\","), "{text}");
        assert!(text.ends_with(",\"2\",\"7\"]]\n"), "{text}");
        assert_eq!(text.matches("],[").count(), 8);
        assert!(!text.contains(' '));
    }

    #[test]
    fn spaced_rows_have_single_spaces_and_no_trailing_one() {
        let text = written(Shape::SpacedRows);
        assert_eq!(text.lines().next(), Some("1 4 3 6 2 8 5 7 9"));
        assert_eq!(text.lines().count(), 9);
        assert!(text.lines().all(|line| line.len() == 17));
    }
}
