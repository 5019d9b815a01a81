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
    /// The number the first three cells of the top row make, read as
    /// digits (Project Euler 96's answer adds them up).
    fn corner(&self) -> u64;
}

impl Cells for Grid {
    fn write(&self, out: &mut Vec<u8>, shape: Shape) {
        write_solution(out, shape, self);
    }

    fn corner(&self) -> u64 {
        corner(&self.cells)
    }
}

impl Cells for Board {
    fn write(&self, out: &mut Vec<u8>, shape: Shape) {
        write_board(out, shape, self);
    }

    fn corner(&self) -> u64 {
        corner(self.cells())
    }
}

/// The first three of `cells` read as the digits of one number.
fn corner(cells: &[u8]) -> u64 {
    cells
        .iter()
        .take(3)
        .fold(0, |number, &value| number * 10 + u64::from(value))
}

/// Appends `answer` in `layout`, `answered` answers having come before it
/// (for the separators and the case number), `label` being the label line
/// the input gave the puzzle (empty when none).
pub fn write_answer<P: Cells>(
    out: &mut Vec<u8>,
    layout: &Layout,
    answered: u64,
    label: &[u8],
    answer: &Answer<P>,
) {
    // Project Euler's answer is one sum after the last puzzle.
    if matches!(layout.shape, Shape::Corner) {
        return;
    }
    let line = |out: &mut Vec<u8>, text: &[u8]| {
        out.extend_from_slice(text);
        out.push(b'\n');
    };
    write_start(out, layout, answered, label);
    match answer {
        Answer::Solved(solution) => solution.write(out, layout.shape),
        Answer::NoSolution => line(out, layout.no_solution.as_bytes()),
        Answer::SeveralSolutions => line(out, layout.several_solutions.as_bytes()),
        Answer::Count(count) => line(out, [&b"0"[..], b"1", b"2+"][(*count).min(2) as usize]),
        Answer::Valid(valid) => line(out, if *valid { layout.yes } else { layout.no }.as_bytes()),
        Answer::Broken => line(out, layout.no.as_bytes()),
        Answer::Unique => line(out, layout.unique.as_bytes()),
        Answer::Score(score) => {
            push_number(out, u64::from(*score));
            out.push(b'\n');
        }
        Answer::Exact { count, solution } => {
            // More than the limit is written as the limit and a `+`.
            push_number(out, u64::from((*count).min(EXACT_LIMIT)));
            line(out, if *count > EXACT_LIMIT { b"+" } else { b"" });
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
    write_start(out, layout, answered, b"");
    out.extend_from_slice(INVALID);
    end_answer(out, layout);
}

/// Appends what follows the last answer of a run: in the
/// [`Shape::Corner`] layout, the sum of the solutions' corners.
pub fn write_end(out: &mut Vec<u8>, layout: &Layout, corners: u64) {
    if matches!(layout.shape, Shape::Corner) {
        push_number(out, corners);
        out.push(b'\n');
    }
}

/// Appends what goes before an answer: what separates it from the one
/// before, then its heading (the label line the input gave the puzzle, in
/// a layout that echoes it), `answered` answers having come before it.
pub fn write_start(out: &mut Vec<u8>, layout: &Layout, answered: u64, label: &[u8]) {
    if answered > 0 {
        write_between(out, layout.separator);
    }
    match layout.heading {
        Heading::None => {}
        Heading::Numbered(before, after) => {
            out.extend_from_slice(before.as_bytes());
            push_number(out, answered + 1);
            out.extend_from_slice(after.as_bytes());
        }
        Heading::Label if label.is_empty() => {}
        Heading::Label => {
            out.extend_from_slice(label);
            out.push(b'\n');
        }
    }
}

/// Appends what `separator` puts between two answers (or two puzzles):
/// nothing for [`Separator::BlankAfter`], which ends each one instead.
pub(crate) fn write_between(out: &mut Vec<u8>, separator: Separator) {
    match separator {
        Separator::BlankBetween => out.push(b'\n'),
        Separator::Line(text) => {
            out.extend_from_slice(text.as_bytes());
            out.push(b'\n');
        }
        Separator::None | Separator::BlankAfter => {}
    }
}

/// Appends what goes after an answer: a blank line, when the layout ends
/// every answer with one.
fn end_answer(out: &mut Vec<u8>, layout: &Layout) {
    if matches!(layout.separator, Separator::BlankAfter) {
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
    Literal,
    /// Rows of letters, `A` for 1 (16x16 judges).
    Letters,
    /// Nothing for each puzzle: after the last, the sum of the numbers the
    /// first three cells of each solution make (Project Euler 96).
    Corner,
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
    /// A line of this text between two answers (`---`, HDU 3111).
    Line(&'static str),
}

/// What each answer starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    /// Nothing.
    None,
    /// The first text, the answer's number (from 1), the second text, on
    /// the answer's first line: `Case 3: ` (UVa 10957).
    Numbered(&'static str, &'static str),
    /// The label line the input gave the puzzle, on a line of its own
    /// (SPOJ NOVICE42); nothing for a puzzle without one.
    Label,
}

/// Everything about how a judge wants its answers written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// How a solution is laid out.
    pub shape: Shape,
    /// What stands between answers.
    pub separator: Separator,
    /// What each answer starts with.
    pub heading: Heading,
    /// The line (without its newline) written for a puzzle without a
    /// solution.
    pub no_solution: &'static str,
    /// The line written, where only a unique solution counts, for a
    /// puzzle with several.
    pub several_solutions: &'static str,
    /// The line written, where a puzzle is classified, for one with
    /// exactly one solution.
    pub unique: &'static str,
    /// The line of a yes answer (valid givens, a solved grid).
    pub yes: &'static str,
    /// The line of a no answer, and where a puzzle is classified, of
    /// givens that break a rule.
    pub no: &'static str,
}

impl Layout {
    /// The layout an input format is answered in when no judge is named:
    /// the shape of its puzzles (under their labels, where the input gives
    /// them), nothing between answers, `no solution`.
    pub fn of(format: Format) -> Layout {
        let shape = match format {
            Format::Lines => Shape::Line,
            Format::Poj => Shape::Rows,
            Format::Cells | Format::Sized | Format::CountedCells => Shape::SpacedRows,
            Format::Leetcode => Shape::Literal,
            Format::Letters | Format::CountedLetters => Shape::Letters,
            Format::Labelled | Format::CountedLabelled => Shape::Rows,
        };
        // Labelled puzzles are answered under their labels.
        let heading = match format {
            Format::Labelled | Format::CountedLabelled => Heading::Label,
            _ => Heading::None,
        };
        Layout {
            shape,
            heading,
            ..Layout::PLAIN
        }
    }

    /// The words every layout takes unless its judge has others, in a
    /// layout of one line per puzzle.
    pub const PLAIN: Layout = Layout {
        shape: Shape::Line,
        separator: Separator::None,
        heading: Heading::None,
        no_solution: "no solution",
        several_solutions: "several solutions",
        unique: "unique",
        yes: "true",
        no: "false",
    };
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
        Shape::Corner => {}
        Shape::Line => out.extend_from_slice(&line),
        Shape::Rows => {
            for row in line[..81].chunks_exact(9) {
                out.extend_from_slice(row);
                out.push(b'\n');
            }
        }
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

/// Appends `value` in decimal: digits into a small array from the right,
/// then one copy.
pub fn push_number(out: &mut Vec<u8>, mut value: u64) {
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
    if value == 0 {
        b'-'
    } else {
        b'A' + value - 1
    }
}

/// Appends a solved board of another size than 9x9 in `shape`: numbers
/// separated by spaces in `SpacedRows`, letters in `Letters`, and in the
/// other shapes (which no judge pairs with such boards) digits where the
/// board has at most 9 values, else letters.
pub fn write_board(out: &mut Vec<u8>, shape: Shape, board: &Board) {
    let side = board.side();
    let character = |value: u8| {
        if side <= 9 && !matches!(shape, Shape::Letters) {
            b'0' + value
        } else {
            letter(value)
        }
    };
    let rows = board.cells().chunks_exact(side);
    match shape {
        Shape::Corner => {}
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
    fn numbers_are_written_in_decimal() {
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
            let mut ours = b"x".to_vec();
            push_number(&mut ours, value);
            assert_eq!(ours, format!("x{value}").into_bytes());
        }
    }

    #[test]
    fn exactly_the_count_limit_has_no_plus_and_one_more_has() {
        // Found by reading the code: the `+` that means "beyond" was
        // written on a count equal to the limit.
        let write = |count: u32| {
            let mut out = Vec::new();
            let answer = Answer::<Grid>::Exact {
                count,
                solution: None,
            };
            write_answer(&mut out, &Layout::PLAIN, 0, b"", &answer);
            String::from_utf8(out).unwrap()
        };
        assert_eq!(write(EXACT_LIMIT - 1), "999999\n");
        assert_eq!(write(EXACT_LIMIT), "1000000\n");
        assert_eq!(write(EXACT_LIMIT + 1), "1000000+\n");
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
