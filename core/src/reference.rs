//! The reference: the slow, plainly correct oracles the tests, the fuzz
//! targets and the benchmarks hold the fast paths to, written for reading
//! rather than speed: a 9x9 solver and checker for `solver`, and for boards
//! of other sizes a checker and `general`'s plain search, which check
//! `large`. Nothing in the product calls them: the module is compiled for
//! the tests and with the `reference` feature.

use crate::board::Board;
use crate::general;
use crate::grid::{Grid, CELLS};

/// Whether `a` and `b` are different cells in one row, column or box.
fn peers(a: usize, b: usize) -> bool {
    a != b
        && (Grid::row(a) == Grid::row(b)
            || Grid::column(a) == Grid::column(b)
            || Grid::box_of(a) == Grid::box_of(b))
}

/// Whether `digit` may go in `cell`: no peer holds it.
fn allowed(cells: &[u8; CELLS], cell: usize, digit: u8) -> bool {
    (0..CELLS).all(|other| !(peers(cell, other) && cells[other] == digit))
}

/// Whether some digit repeats in a row, column or box among the filled cells.
pub fn givens_conflict(puzzle: &Grid) -> bool {
    let cells = &puzzle.cells;
    (0..CELLS).any(|cell| cells[cell] != 0 && !allowed(cells, cell, cells[cell]))
}

/// The digits that may go in `cell`.
fn options(cells: &[u8; CELLS], cell: usize) -> Vec<u8> {
    (1..=9)
        .filter(|&digit| allowed(cells, cell, digit))
        .collect()
}

/// Fills the empty cell with the fewest options, trying each in turn, and
/// calls `found` on each solution until it returns false. Returns false
/// when stopped. (Taking cells in plain order is just as correct, but can
/// take hours on a puzzle with many empty cells and no solution.)
fn backtrack(
    cells: &mut [u8; CELLS],
    found: &mut dyn FnMut(&[u8; CELLS]) -> bool,
    tried: &mut dyn FnMut(u8) -> bool,
) -> bool {
    let empty = (0..CELLS).filter(|&cell| cells[cell] == 0);
    let Some(cell) = empty.min_by_key(|&cell| options(cells, cell).len()) else {
        return found(cells);
    };
    for digit in options(cells, cell) {
        if !tried(digit) {
            cells[cell] = 0;
            return false;
        }
        cells[cell] = digit;
        if !backtrack(cells, found, tried) {
            cells[cell] = 0;
            return false;
        }
    }
    cells[cell] = 0;
    true
}

/// A solution, or `None` when there is none.
pub fn solve(puzzle: &Grid) -> Option<Grid> {
    if givens_conflict(puzzle) {
        return None;
    }
    let mut cells = puzzle.cells;
    let mut solution = None;
    backtrack(
        &mut cells,
        &mut |done| {
            solution = Some(Grid { cells: *done });
            false
        },
        &mut |_| true,
    );
    solution
}

/// The lexicographically smallest solution: cells filled in row order,
/// digits tried upwards, the first complete grid found. Plain and slow; for
/// puzzles with many givens.
pub fn smallest(puzzle: &Grid) -> Option<Grid> {
    fn fill(cells: &mut [u8; CELLS]) -> bool {
        let Some(cell) = cells.iter().position(|&v| v == 0) else {
            return true;
        };
        for digit in 1..=9 {
            if allowed(cells, cell, digit) {
                cells[cell] = digit;
                if fill(cells) {
                    return true;
                }
            }
        }
        cells[cell] = 0;
        false
    }
    if givens_conflict(puzzle) {
        return None;
    }
    let mut cells = puzzle.cells;
    if fill(&mut cells) {
        Some(Grid { cells })
    } else {
        None
    }
}

/// The number of solutions, stopping at `limit`.
pub fn count(puzzle: &Grid, limit: u32) -> u32 {
    count_within(puzzle, limit, u64::MAX).unwrap_or(limit)
}

/// [`count`] that gives up, with `None`, after trying `max_tries` digits:
/// for a fuzzer, whose arbitrary boards can send plain backtracking into
/// a search of many seconds (22 givens, no solution: 13 s).
pub fn count_within(puzzle: &Grid, limit: u32, max_tries: u64) -> Option<u32> {
    if limit == 0 || givens_conflict(puzzle) {
        return Some(0);
    }
    let mut cells = puzzle.cells;
    let (mut found, mut tries) = (0, 0u64);
    let mut gave_up = false;
    backtrack(
        &mut cells,
        &mut |_| {
            found += 1;
            found < limit
        },
        &mut |_| {
            tries += 1;
            gave_up |= tries > max_tries;
            !gave_up
        },
    );
    if gave_up {
        None
    } else {
        Some(found)
    }
}

/// The highest score over every solution of `puzzle`, a cell scoring its
/// digit times its weight, found by looking at each solution in turn (no
/// bound), or `None` when there is none; with the number of solutions.
/// The plain bitmask search judges' answers use (digits used per row,
/// column and box; the empty cell with the fewest digits left first),
/// since the backtracking above takes minutes over puzzles with many
/// solutions.
pub fn best_score(puzzle: &Grid, weights: &[u8; CELLS]) -> (Option<u32>, u64) {
    struct Used {
        rows: [u16; 9],
        columns: [u16; 9],
        boxes: [u16; 9],
    }
    fn box_of(cell: usize) -> usize {
        cell / 27 * 3 + cell % 9 / 3
    }
    fn walk(
        cells: &mut [u8; CELLS],
        used: &mut Used,
        weights: &[u8; CELLS],
        best: &mut Option<u32>,
        solutions: &mut u64,
    ) {
        let free = |used: &Used, cell: usize| {
            !(used.rows[cell / 9] | used.columns[cell % 9] | used.boxes[box_of(cell)]) & 0x3fe
        };
        let empty = (0..CELLS).filter(|&cell| cells[cell] == 0);
        let Some(cell) = empty.min_by_key(|&cell| free(used, cell).count_ones()) else {
            let score = cells
                .iter()
                .zip(weights)
                .map(|(&digit, &weight)| u32::from(digit) * u32::from(weight))
                .sum::<u32>();
            *best = (*best).max(Some(score));
            *solutions += 1;
            return;
        };
        let (row, column, square) = (cell / 9, cell % 9, box_of(cell));
        for digit in 1..=9u8 {
            let bit = 1u16 << digit;
            if free(used, cell) & bit == 0 {
                continue;
            }
            cells[cell] = digit;
            used.rows[row] |= bit;
            used.columns[column] |= bit;
            used.boxes[square] |= bit;
            walk(cells, used, weights, best, solutions);
            used.rows[row] &= !bit;
            used.columns[column] &= !bit;
            used.boxes[square] &= !bit;
            cells[cell] = 0;
        }
    }
    if givens_conflict(puzzle) {
        return (None, 0);
    }
    let mut used = Used {
        rows: [0; 9],
        columns: [0; 9],
        boxes: [0; 9],
    };
    for (cell, &digit) in puzzle.cells.iter().enumerate() {
        let bit = u16::from(digit != 0) << digit;
        used.rows[cell / 9] |= bit;
        used.columns[cell % 9] |= bit;
        used.boxes[box_of(cell)] |= bit;
    }
    let mut cells = puzzle.cells;
    let (mut best, mut solutions) = (None, 0);
    walk(&mut cells, &mut used, weights, &mut best, &mut solutions);
    (best, solutions)
}

/// Whether `candidate` solves `puzzle`: every cell filled, every row, column
/// and box holding each digit once, and every given kept.
pub fn is_valid_solution(puzzle: &Grid, candidate: &Grid) -> bool {
    let kept = (0..CELLS).all(|c| puzzle.cells[c] == 0 || puzzle.cells[c] == candidate.cells[c]);
    let full = candidate.cells.iter().all(|&v| (1..=9).contains(&v));
    kept && full && !givens_conflict(candidate)
}

/// Whether `solved` solves `board`: the same size, every cell filled, each
/// value once in every row, column and box, and every given kept. The
/// boards' [`is_valid_solution`].
pub fn is_board_solution(board: &Board, solved: &Board) -> bool {
    let (n, side) = (board.box_size(), board.side());
    if solved.box_size() != n {
        return false;
    }
    let kept = board.cells().iter().zip(solved.cells());
    if !kept
        .into_iter()
        .all(|(&given, &value)| given == 0 || given == value)
    {
        return false;
    }
    let value = |row: usize, column: usize| usize::from(solved.cells()[row * side + column]);
    let units = (0..side).flat_map(|unit| {
        let (top, left) = (unit / n * n, unit % n * n);
        [
            (0..side).map(|k| value(unit, k)).collect::<Vec<_>>(),
            (0..side).map(|k| value(k, unit)).collect(),
            (0..side)
                .map(|k| value(top + k / n, left + k % n))
                .collect(),
        ]
    });
    units.into_iter().all(|mut values| {
        values.sort_unstable();
        values.iter().copied().eq(1..=side)
    })
}

/// The number of solutions of `board`, counted up to `limit` by
/// `general`'s plain search at any size (also 16x16, which the product
/// solves with `large`), or `None` when it gives up after `max_guesses`
/// guesses.
pub fn count_board_within(board: &Board, limit: u32, max_guesses: u64) -> Option<u32> {
    general::count_within(board, limit, max_guesses)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn count_within_gives_up_or_agrees() {
        // From the solver fuzz target: 22 givens, no two alike in a unit,
        // no solution; plain backtracking takes about 13 s to see it.
        let slow = Grid::parse(
            "026350940000090000000400030040100000000004810008000000000000026350940000090000000",
        )
        .unwrap();
        assert_eq!(count_within(&slow, 2, 10_000), None);
        let sample = grid(crate::samples::POJ3074);
        assert_eq!(count_within(&sample, 2, 10_000), Some(1));
        assert_eq!(count_within(&sample, 2, 10_000), Some(count(&sample, 2)));
    }

    use crate::samples::{grid, POJ2676 as PUZZLE, POJ2676_ANSWER as SOLUTION};

    #[test]
    fn solves_the_poj_sample() {
        assert_eq!(solve(&grid(PUZZLE)), Some(grid(SOLUTION)));
        assert_eq!(count(&grid(PUZZLE), 5), 1);
    }

    #[test]
    fn checker_accepts_the_solution_and_rejects_each_fault() {
        let (puzzle, solution) = (grid(PUZZLE), grid(SOLUTION));
        assert!(is_valid_solution(&puzzle, &solution));
        // Two cells swapped: the given in cell 0 is lost.
        let mut changed = solution;
        changed.cells.swap(0, 1);
        assert!(!is_valid_solution(&puzzle, &changed));
        // A duplicate in a row, column and box while givens are kept.
        let mut duplicate = solution;
        duplicate.cells[1] = duplicate.cells[3];
        assert!(!is_valid_solution(&puzzle, &duplicate));
        // An empty cell.
        let mut unfinished = solution;
        unfinished.cells[1] = 0;
        assert!(!is_valid_solution(&puzzle, &unfinished));
        // A duplicate confined to one kind of unit, so a checker that
        // skipped rows, columns or boxes would accept it. Swapping two
        // cells of one row inside one box breaks only their columns;
        // swapping two cells of one column inside one box breaks only
        // their rows; the grid whose row r is 1..9 rotated by r breaks
        // only boxes.
        let mut column_only = solution;
        column_only.cells.swap(1, 2);
        let mut row_only = solution;
        row_only.cells.swap(1, 10);
        let boxes_only = Grid {
            cells: std::array::from_fn(|cell| {
                ((Grid::row(cell) + Grid::column(cell)) % 9) as u8 + 1
            }),
        };
        for (name, faulty) in [
            ("column", column_only),
            ("row", row_only),
            ("box", boxes_only),
        ] {
            assert!(
                !is_valid_solution(&Grid::EMPTY, &faulty),
                "duplicate in a {name} only"
            );
            assert!(givens_conflict(&faulty), "duplicate in a {name} only");
        }
        // A valid grid that drops a given: the solution of another puzzle.
        let relabelled = Grid {
            cells: solution.cells.map(|v| v % 9 + 1),
        };
        assert!(is_valid_solution(&Grid::EMPTY, &relabelled));
        assert!(!is_valid_solution(&puzzle, &relabelled));
    }

    #[test]
    fn conflicts_in_each_unit_type_are_found() {
        for (a, b) in [(0, 8), (0, 72), (0, 20)] {
            let mut puzzle = Grid::EMPTY;
            puzzle.cells[a] = 5;
            puzzle.cells[b] = 5;
            assert!(givens_conflict(&puzzle), "cells {a} and {b}");
            assert_eq!(solve(&puzzle), None);
            assert_eq!(count(&puzzle, 2), 0);
        }
        assert!(!givens_conflict(&grid(PUZZLE)));
    }

    #[test]
    fn the_board_checker_rejects_each_fault() {
        // The 4x4 solution 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1.
        let cells = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let solution = Board::from_cells(2, &cells).unwrap();
        let empty = Board::empty(2).unwrap();
        assert!(is_board_solution(&empty, &solution));
        // A given changed, a cell emptied, a size that differs.
        let mut given = empty;
        given.cells_mut()[0] = 2;
        assert!(!is_board_solution(&given, &solution));
        let mut open = solution;
        open.cells_mut()[5] = 0;
        assert!(!is_board_solution(&empty, &open));
        assert!(!is_board_solution(&Board::empty(1).unwrap(), &solution));
        // A repeat in columns only (two cells of a row swapped inside a
        // box), in rows only (two of a column inside a box), in boxes
        // only (rows that rotate by one).
        let swap = |a: usize, b: usize| {
            let mut board = solution;
            board.cells_mut().swap(a, b);
            board
        };
        let rotated = [1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3];
        for faulty in [
            swap(0, 1),
            swap(0, 4),
            Board::from_cells(2, &rotated).unwrap(),
        ] {
            assert!(!is_board_solution(&empty, &faulty), "{faulty:?}");
        }
        assert_eq!(count_board_within(&empty, 1000, u64::MAX), Some(288));
        assert_eq!(count_board_within(&empty, 1000, 5), None);
        assert_eq!(count_board_within(&empty, 2, 1000), Some(2));
    }

    #[test]
    fn count_stops_at_the_limit() {
        assert_eq!(count(&Grid::EMPTY, 3), 3);
        assert_eq!(count(&Grid::EMPTY, 0), 0);
    }
}
