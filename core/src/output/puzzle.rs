//! Puzzles as a judge's input has them: what `sudoku generate` writes so
//! that the format's reader (and the judge) reads them back.

use super::{push_number, write_between, write_board, write_solution, Separator, Shape};
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
    /// Each puzzle starts with a label line, `Grid 01` for the first
    /// (Project Euler 96, SPOJ NOVICE42).
    pub labels: bool,
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
            labels: false,
        };
        match format {
            Format::Lines => PuzzleLayout {
                blank: b'.',
                ..plain
            },
            Format::Leetcode => PuzzleLayout {
                blank: b'.',
                ..plain
            },
            Format::Poj | Format::CountedCells => PuzzleLayout {
                count_first: true,
                ..plain
            },
            Format::Labelled => PuzzleLayout {
                shape: Shape::Rows,
                labels: true,
                ..plain
            },
            Format::CountedLabelled => PuzzleLayout {
                shape: Shape::Rows,
                count_first: true,
                labels: true,
                ..plain
            },
            Format::Letters => PuzzleLayout {
                blank: b'-',
                separator: Separator::BlankBetween,
                ..plain
            },
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

/// Appends puzzle `index` (from 0) in `layout`, under `label` where the
/// layout has labels (`Grid 01` for the first, and so on, when `label` is
/// empty).
pub fn write_puzzle(
    out: &mut Vec<u8>,
    layout: &PuzzleLayout,
    grid: &Grid,
    index: u64,
    label: &[u8],
) {
    separate(out, layout, index);
    if layout.labels && !label.is_empty() {
        out.extend_from_slice(label);
        out.push(b'\n');
    } else if layout.labels {
        out.extend_from_slice(b"Grid ");
        if index < 9 {
            out.push(b'0');
        }
        push_number(out, index + 1);
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
    if matches!(layout.separator, Separator::BlankAfter) {
        out.push(b'\n');
    }
}

/// Appends what stands before puzzle `index` (from 0) in `layout`.
fn separate(out: &mut Vec<u8>, layout: &PuzzleLayout, index: u64) {
    if index > 0 {
        write_between(out, layout.separator);
    }
}

/// Appends a board of another size than 9x9 as puzzle `index` (from 0)
/// in `layout`: after its box size and as rows of spaced numbers, 0
/// empty, in the `sized` layout; else as rows of letters, as the 16x16
/// judges' input has them.
pub fn write_board_puzzle(out: &mut Vec<u8>, layout: &PuzzleLayout, board: &Board, index: u64) {
    separate(out, layout, index);
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
    if matches!(layout.separator, Separator::BlankAfter) {
        out.push(b'\n');
    }
}

/// Appends what comes after the last puzzle in `layout`.
pub fn write_puzzles_end(out: &mut Vec<u8>, layout: &PuzzleLayout) {
    if layout.end_line {
        out.extend_from_slice(b"end\n");
    }
}
