//! Answers in the judge's layout, appended to a byte buffer: each
//! [`Answer`] with the separators between answers, the solutions in a
//! [`Shape`]. [`puzzle`] writes puzzles the same way, as a judge's input
//! has them. Writing the buffer anywhere is left to the caller.

pub mod puzzle;

use crate::answer::{Answer, EXACT_LIMIT};
use crate::board::Board;
use crate::grid::Grid;
use crate::input::Format;

/// The line written in place of a malformed puzzle (line formats only).
pub const INVALID: &[u8] = b"invalid\n";

/// What writes a solution's cells: a 9x9 grid, or a board of any size.
pub trait Cells {
    /// Appends the cells in `shape`.
    fn write(&self, out: &mut Vec<u8>, shape: Shape);
}

impl Cells for Grid {
    fn write(&self, out: &mut Vec<u8>, shape: Shape) {
        write_solution(out, shape, self);
    }
}

impl Cells for Board {
    fn write(&self, out: &mut Vec<u8>, shape: Shape) {
        write_board(out, shape, self);
    }
}

/// Appends `answer` in `layout`, `answered` answers having come before it
/// (for the separators).
pub fn write_answer<P: Cells>(
    out: &mut Vec<u8>,
    layout: &Layout,
    answered: u64,
    answer: &Answer<P>,
) {
    let line = |out: &mut Vec<u8>, text: &[u8]| {
        out.extend_from_slice(text);
        out.push(b'\n');
    };
    begin_answer(out, layout, answered);
    match answer {
        Answer::Solved(solution) => solution.write(out, layout.shape),
        Answer::NoSolution => line(out, layout.no_solution.as_bytes()),
        Answer::SeveralSolutions => line(out, layout.several_solutions.as_bytes()),
        Answer::Count(count) => line(out, [&b"0"[..], b"1", b"2+"][(*count).min(2) as usize]),
        Answer::Valid(valid) => line(out, if *valid { b"true" } else { b"false" }),
        Answer::Exact { count, solution } => {
            push_number(out, u64::from(*count));
            line(out, if *count == EXACT_LIMIT { b"+" } else { b"" });
            if let Some(solution) = solution {
                solution.write(out, layout.shape);
            }
        }
    }
    end_answer(out, layout);
}

/// Appends the placeholder for a malformed puzzle in `layout`, `answered`
/// answers having come before it.
pub fn write_invalid(out: &mut Vec<u8>, layout: &Layout, answered: u64) {
    begin_answer(out, layout, answered);
    out.extend_from_slice(INVALID);
    end_answer(out, layout);
}

/// Appends what goes before an answer: a blank line after the first, when
/// the layout separates answers.
fn begin_answer(out: &mut Vec<u8>, layout: &Layout, answered: u64) {
    if layout.separator == Separator::BlankBetween && answered > 0 {
        out.push(b'\n');
    }
}

/// Appends what goes after an answer: a blank line, when the layout ends
/// every answer with one.
fn end_answer(out: &mut Vec<u8>, layout: &Layout) {
    if layout.separator == Separator::BlankAfter {
        out.push(b'\n');
    }
}

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
pub(crate) fn letter(value: u8) -> u8 {
    if value == 0 { b'-' } else { b'A' + value - 1 }
}

/// Appends a solved board of another size than 9x9 in `shape`: numbers
/// separated by spaces in `SpacedRows`, letters in `Letters`, and in the
/// other shapes (which no judge pairs with such boards) digits where the
/// board has at most 9 values, else letters.
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

    use crate::samples::POJ2676_ANSWER as SOLUTION;

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
