//! Puzzles as a judge's input has them: what `sudoku generate` writes so
//! that the format's reader (and the judge) reads them back.

use super::{Separator, Shape, push_number, write_board, write_solution};
use crate::board::Board;
use crate::grid::Grid;
use crate::input::Format;

/// How an input format lays out puzzles: what `sudoku generate` writes so
/// that the format's reader (and the judge) reads it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleLayout {
    /// How each puzzle's cells are laid out.
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
            shape: super::Layout::of(format).shape,
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

/// Appends a board of another size than 9x9 as a puzzle in `layout`:
/// after its box size and as rows of spaced numbers, 0 empty, in the
/// `sized` layout; else as rows of letters, as the 16x16 judges' input has
/// them. `first` says whether it opens the batch.
pub fn write_board_puzzle(out: &mut Vec<u8>, layout: &PuzzleLayout, board: &Board, first: bool) {
    if layout.separator == Separator::BlankBetween && !first {
        out.push(b'\n');
    }
    if layout.size_line {
        push_number(out, board.box_size() as u64);
        out.push(b'\n');
        write_board(out, Shape::SpacedRows, board);
    } else {
        let start = out.len();
        write_board(out, Shape::Letters, board);
        for character in &mut out[start..] {
            if *character == b'-' {
                *character = layout.blank;
            }
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
