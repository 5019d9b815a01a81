//! The grid: 81 cells, each empty or holding a digit. Shared vocabulary for
//! the input formats, the solvers and the writer; it knows nothing of any of
//! them.
//!
//! Cells are numbered row by row, 0 to 80:
//!
//! ```text
//!        column 0 1 2   3 4 5   6 7 8
//! row 0:        0  1  2 |  3  4  5 |  6  7  8     box 0 | box 1 | box 2
//! row 1:        9 10 11 | 12 13 14 | 15 16 17
//! row 2:       18 19 20 | 21 22 23 | 24 25 26     (band 0: rows 0-2)
//!              ---------+----------+---------
//! row 3:       27 ...                             box 3 | box 4 | box 5
//! ...
//! row 8:       72 73 74 | 75 76 77 | 78 79 80     box 6 | box 7 | box 8
//! ```

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// A 9x9 grid, row by row; `0` is an empty cell, `1..=9` a digit.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    /// The cells, row by row. Every value is in `0..=9`.
    pub cells: [u8; CELLS],
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// Builds a grid from 81 values in `0..=9`; `None` if a value is out of
    /// range or the length is wrong.
    pub fn from_cells(cells: &[u8]) -> Option<Grid> {
        if cells.len() != CELLS || cells.iter().any(|&v| v > 9) {
            return None;
        }
        let mut grid = Grid::EMPTY;
        grid.cells.copy_from_slice(cells);
        Some(grid)
    }

    /// Parses a puzzle from one line of 81 characters, `1`-`9` for a digit
    /// and `0` or `.` for an empty cell; `None` for anything else. (The
    /// [`input`](crate::input) readers take whole files in the judges'
    /// formats, with positioned errors.)
    pub fn parse(text: &str) -> Option<Grid> {
        let mut cells = [0u8; CELLS];
        let bytes = text.as_bytes();
        if bytes.len() != CELLS {
            return None;
        }
        for (cell, &b) in cells.iter_mut().zip(bytes) {
            *cell = match b {
                b'.' | b'0' => 0,
                b'1'..=b'9' => b - b'0',
                _ => return None,
            };
        }
        Some(Grid { cells })
    }

    /// The number of filled cells.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether no digit repeats in a row, column or box among the filled
    /// cells: the LeetCode 36 rule. Whether the grid can be completed is
    /// another question (the solver's).
    pub fn is_consistent(&self) -> bool {
        let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        for (cell, &digit) in self.cells.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let bit = 1 << digit;
            let units = [
                &mut rows[Grid::row(cell)],
                &mut columns[Grid::column(cell)],
                &mut boxes[Grid::box_of(cell)],
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

    /// Row of a cell.
    pub const fn row(cell: usize) -> usize {
        cell / 9
    }

    /// Column of a cell.
    pub const fn column(cell: usize) -> usize {
        cell % 9
    }

    /// Box of a cell, numbered row by row like the cells.
    pub const fn box_of(cell: usize) -> usize {
        cell / 27 * 3 + cell % 9 / 3
    }
}

/// Counters a search adds to, whichever solver searches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Stats {
    /// Guesses tried: each branch taken at a cell the propagation did not
    /// fill.
    pub guesses: u64,
}

impl std::fmt::Display for Grid {
    /// The 81-character line form [`Grid::parse`] reads, `.` for empty
    /// cells.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text: String = self
            .cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
            .collect();
        f.write_str(&text)
    }
}

impl std::fmt::Debug for Grid {
    /// `Grid(` the line form `)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Grid({})", self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_reads_digits_dots_and_zeros() {
        let text = format!("1.0{}", "9".repeat(78));
        let grid = Grid::parse(&text).unwrap();
        assert_eq!(&grid.cells[..4], &[1, 0, 0, 9]);
        assert_eq!(grid.givens(), 79);
    }

    #[test]
    fn parse_rejects_wrong_length_and_bad_characters() {
        assert_eq!(Grid::parse(&".".repeat(80)), None);
        assert_eq!(Grid::parse(&format!("x{}", ".".repeat(80))), None);
    }

    #[test]
    fn from_cells_rejects_values_above_nine() {
        let mut cells = [0u8; CELLS];
        assert!(Grid::from_cells(&cells).is_some());
        cells[40] = 10;
        assert_eq!(Grid::from_cells(&cells), None);
    }

    #[test]
    fn consistency_is_about_repeats_only() {
        assert!(Grid::EMPTY.is_consistent());
        // No repeat, though cell 8 has no candidate left: consistent.
        let dead_end = format!("12345678.........9{}", ".".repeat(63));
        assert!(Grid::parse(&dead_end).unwrap().is_consistent());
        // A repeat in a row, a column, a box.
        for (a, b) in [(0, 8), (4, 76), (30, 50)] {
            let mut grid = Grid::EMPTY;
            grid.cells[a] = 7;
            grid.cells[b] = 7;
            assert!(!grid.is_consistent(), "cells {a} and {b}");
        }
    }

    #[test]
    fn consistency_agrees_with_the_reference_on_random_boards() {
        let mut state = 0x0036_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut consistent, mut total) = (0, 0);
        for _ in 0..2000 {
            let filled = next() % 30;
            let mut grid = Grid::EMPTY;
            for _ in 0..filled {
                grid.cells[(next() % 81) as usize] = (next() % 9) as u8 + 1;
            }
            let expected = !crate::reference::givens_conflict(&grid);
            assert_eq!(grid.is_consistent(), expected, "{grid:?}");
            consistent += usize::from(expected);
            total += 1;
        }
        // Both answers must be common, or the comparison proves little.
        assert!(
            consistent > total / 10 && consistent < total * 9 / 10,
            "{consistent} of {total}"
        );
    }

    #[test]
    fn units_of_cells_follow_the_diagram() {
        assert_eq!((Grid::row(0), Grid::column(0), Grid::box_of(0)), (0, 0, 0));
        assert_eq!(
            (Grid::row(20), Grid::column(20), Grid::box_of(20)),
            (2, 2, 0)
        );
        assert_eq!(
            (Grid::row(30), Grid::column(30), Grid::box_of(30)),
            (3, 3, 4)
        );
        assert_eq!(
            (Grid::row(80), Grid::column(80), Grid::box_of(80)),
            (8, 8, 8)
        );
    }
}
