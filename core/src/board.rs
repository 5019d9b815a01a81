//! The board: a square of `n * n` cells a side for a box size `n` from 1
//! to 5 (1x1, 4x4, 9x9, 16x16 and 25x25), each cell empty or holding a value
//! from 1 to `n * n`. The puzzles of the judges that set other sizes than
//! 9x9 (UVa 989's small boards, the 16x16 judges'); shared vocabulary for
//! their input formats, their solvers and the writer, and knowing nothing of
//! any of them. The 9x9 grid of the fast path is [`Grid`].
//!
//! Cells are numbered row by row, `row * side + column`, as in a grid.

use crate::grid::Grid;

/// The largest box size.
pub const MAX_BOX: usize = 5;

/// Cells a side on the largest board.
pub const MAX_SIDE: usize = MAX_BOX * MAX_BOX;
/// Cells on the largest board.
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// A board of box size `n` (1 to 5): `side = n * n` cells a side, cell
/// `row * side + column` holding 0 for empty or a value 1 to `side`.
///
/// Invariant: the cells past the board's `side * side` are 0, so that two
/// boards are equal exactly when their sizes and cells are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    n: usize,
    cells: [u8; MAX_CELLS],
}

impl Board {
    /// An empty board of box size `n`, or `None` when `n` is not 1 to 5.
    pub fn empty(n: usize) -> Option<Board> {
        if (1..=MAX_BOX).contains(&n) {
            Some(Board {
                n,
                cells: [0; MAX_CELLS],
            })
        } else {
            None
        }
    }

    /// A board of box size `n` from its cells, row by row, or `None` when
    /// the size is wrong or a value is above `n * n`.
    pub fn from_cells(n: usize, cells: &[u8]) -> Option<Board> {
        let mut board = Board::empty(n)?;
        let side = n * n;
        if cells.len() != side * side || cells.iter().any(|&v| usize::from(v) > side) {
            return None;
        }
        board.cells[..cells.len()].copy_from_slice(cells);
        Some(board)
    }

    /// A 9x9 grid as a board of box size 3.
    pub fn from_grid(grid: &Grid) -> Board {
        let mut board = Board {
            n: 3,
            cells: [0; MAX_CELLS],
        };
        board.cells[..grid.cells.len()].copy_from_slice(&grid.cells);
        board
    }

    /// Parses a board from its cells as characters, row by row, its size
    /// told by their number (1, 16, 81, 256 or 625): digits `1`-`9` up to
    /// 9x9, letters from `A` for 1 on the 16x16 and 25x25 boards (as the
    /// 16x16 judges write them), and `.`, `-` (or `0` up to 9x9) for an
    /// empty cell. Whitespace between cells is skipped. `None` for any
    /// other character or number of cells.
    ///
    /// ```
    /// use sudoku_core::Board;
    ///
    /// let board = Board::parse("1.2. .... .... ....").unwrap();
    /// assert_eq!((board.box_size(), board.side()), (2, 4));
    /// assert_eq!(&board.cells()[..4], &[1, 0, 2, 0]);
    /// assert_eq!(Board::parse("1.2"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Board> {
        let characters = || text.bytes().filter(|b| !b.is_ascii_whitespace());
        let cells = characters().count();
        let n = (1..=MAX_BOX).find(|&n| n * n * n * n == cells)?;
        let side = n * n;
        let mut board = Board::empty(n)?;
        for (cell, character) in board.cells.iter_mut().zip(characters()) {
            *cell = match character {
                b'.' | b'-' => 0,
                b'0'..=b'9' if side <= 9 => character - b'0',
                b'A'..=b'Y' if side > 9 => character - b'A' + 1,
                _ => return None,
            };
            if usize::from(*cell) > side {
                return None;
            }
        }
        Some(board)
    }

    /// The box size.
    pub fn box_size(&self) -> usize {
        self.n
    }

    /// Cells a side.
    pub fn side(&self) -> usize {
        self.n * self.n
    }

    /// The cells, row by row.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.side() * self.side()]
    }

    /// The cells, row by row, to fill in. A value above `side` makes a
    /// board the solvers find no solution for.
    pub fn cells_mut(&mut self) -> &mut [u8] {
        let cells = self.side() * self.side();
        &mut self.cells[..cells]
    }

    /// The number of filled cells.
    pub fn givens(&self) -> usize {
        self.cells().iter().filter(|&&value| value != 0).count()
    }

    /// Whether every value is at most `side` and none repeats in a row,
    /// column or box among the filled cells: the LeetCode 36 rule, which
    /// does not ask whether the board can be completed.
    pub fn is_consistent(&self) -> bool {
        let (n, side) = (self.n, self.side());
        let (mut rows, mut columns, mut boxes) =
            ([0u32; MAX_SIDE], [0u32; MAX_SIDE], [0u32; MAX_SIDE]);
        for (cell, &value) in self.cells().iter().enumerate() {
            if value == 0 {
                continue;
            }
            if usize::from(value) > side {
                return false;
            }
            let (row, column) = (cell / side, cell % side);
            let bit = 1 << (value - 1);
            let units = [
                &mut rows[row],
                &mut columns[column],
                &mut boxes[row / n * n + column / n],
            ];
            for seen in units {
                if *seen & bit != 0 {
                    return false;
                }
                *seen |= bit;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_from_one_to_five_and_no_other() {
        for n in 1..=5 {
            let board = Board::empty(n).unwrap();
            assert_eq!((board.box_size(), board.side()), (n, n * n));
            assert_eq!(board.cells().len(), n.pow(4));
        }
        assert_eq!(Board::empty(0), None);
        assert_eq!(Board::empty(6), None);
        assert_eq!(Board::from_cells(2, &[0; 15]), None);
        assert_eq!(Board::from_cells(1, &[2]), None);
    }

    #[test]
    fn parse_reads_digits_up_to_nine_and_letters_above() {
        let sixteen = format!("A-P{}", ".".repeat(253));
        let board = Board::parse(&sixteen).unwrap();
        assert_eq!(
            (board.side(), &board.cells()[..4]),
            (16, &[1, 0, 16, 0][..])
        );
        assert_eq!(board.givens(), 2);
        let nine = format!("9.0{}", "1".repeat(78));
        assert_eq!(Board::parse(&nine).unwrap().cells()[..3], [9, 0, 0]);
        // A letter on a 9x9 board, a digit on a 16x16, a value above 4.
        assert_eq!(Board::parse(&format!("A{}", ".".repeat(80))), None);
        assert_eq!(Board::parse(&format!("1{}", ".".repeat(255))), None);
        assert_eq!(Board::parse("5..............."), None);
        assert_eq!(Board::parse(&".".repeat(82)), None);
    }

    #[test]
    fn consistency_is_about_repeats_and_range() {
        assert!(Board::empty(3).unwrap().is_consistent());
        // A repeat in a row, a column, a box (not row or column).
        for (a, b) in [(0, 3), (1, 13), (0, 5)] {
            let mut board = Board::empty(2).unwrap();
            board.cells_mut()[a] = 3;
            board.cells_mut()[b] = 3;
            assert!(!board.is_consistent(), "cells {a} and {b}");
        }
        let mut board = Board::empty(2).unwrap();
        board.cells_mut()[0] = 5;
        assert!(!board.is_consistent(), "a value above the side");
    }
}
