//! The one entry to the solvers: [`solve`] takes a puzzle of any size (a
//! 9x9 [`Grid`], or a [`Board`] of box size 1 to 5) and what is asked of
//! it ([`Ask`]), and routes it once: a grid to the fast 9x9 search
//! (`solver`), a board of box size 4 or 5 to `large`'s search where that
//! answers the question, every other board and question to `general`'s.
//! The engines stay private behind it; what they found comes back as a
//! [`Found`].

use crate::board::Board;
use crate::grid::{Grid, Stats};
use crate::{general, large, solver};

/// What is asked of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask<P> {
    /// A solution, any one: [`Found::solution`], and a count of 1 or 0.
    Solution,
    /// The smallest solution in cell order (row by row, smallest value
    /// first), as UVa 989 asks.
    Smallest,
    /// The number of solutions counted up to this limit (2 tells a proper
    /// puzzle from an ambiguous one), and the first solution found.
    Count(u32),
    /// Whether the puzzle has a solution that puts another value than
    /// `solution` (one of its solutions) does on the empty cell `cell`: a
    /// count of 1 or 0. For a puzzle whose only solution is `solution`
    /// once that cell is given, whether emptying the cell leaves it
    /// ambiguous: one search that mostly ends early, where counting to two
    /// would first find `solution` again (the generator's question).
    Another {
        /// A solution of the puzzle.
        solution: P,
        /// An empty cell, row by row from 0.
        cell: usize,
    },
    /// The highest score over all solutions, each cell scoring its value
    /// times its weight in [`RING_WEIGHTS`] (Luogu P1074): [`Found::score`],
    /// by branch and bound. 9x9 puzzles only; no score for other sizes.
    BestScore,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<P> {
    /// Solutions found: up to the limit asked for [`Ask::Count`], else 0
    /// or 1.
    pub count: u32,
    /// The solution: the first found, or the smallest for
    /// [`Ask::Smallest`]; `None` for [`Ask::Another`] and
    /// [`Ask::BestScore`].
    pub solution: Option<P>,
    /// The highest score ([`Ask::BestScore`]), or `None` when there is no
    /// solution.
    pub score: Option<u32>,
    /// Guesses the searches made: branches taken where no rule decided.
    pub guesses: u64,
}

/// A puzzle the solvers take: a [`Grid`] or a [`Board`]. Sealed: the
/// routing is this module's.
pub trait Puzzle: Copy + sealed::Sealed {
    /// Whether no value repeats in a row, column or box among the filled
    /// cells (LeetCode 36's rule; the puzzle need not be solvable).
    fn is_consistent(&self) -> bool;
    /// Whether every cell is filled.
    fn is_filled(&self) -> bool;
    /// What [`solve`] answers.
    #[doc(hidden)]
    fn found(&self, ask: Ask<Self>) -> Found<Self>;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for crate::grid::Grid {}
    impl Sealed for crate::board::Board {}
}

/// Answers `ask` for `puzzle`: the one entry to the three solvers.
///
/// ```
/// use sudoku_core::{Ask, Grid, solve};
///
/// let puzzle = Grid::parse(&format!("12345678.{}", ".".repeat(72))).unwrap();
/// assert_eq!(solve(&puzzle, Ask::Count(2)).count, 2, "more than one solution");
/// let smallest = solve(&puzzle, Ask::Smallest).solution.unwrap();
/// assert_eq!(&smallest.cells[..10], &[1, 2, 3, 4, 5, 6, 7, 8, 9, 4]);
/// ```
pub fn solve<P: Puzzle>(puzzle: &P, ask: Ask<P>) -> Found<P> {
    puzzle.found(ask)
}

/// What a search found: the solutions it counted and one of them,
/// `score`, with the guesses in `stats`.
fn finding<P>(solutions: (u32, Option<P>), score: Option<u32>, stats: Stats) -> Found<P> {
    Found {
        count: solutions.0,
        solution: solutions.1,
        score,
        guesses: stats.guesses,
    }
}

/// A solution if there is one, counted.
fn one<P>(solution: Option<P>) -> (u32, Option<P>) {
    (u32::from(solution.is_some()), solution)
}

/// The weight of each cell in [`Ask::BestScore`], row by row: 10 for the
/// centre, then 9, 8, 7 and 6 ring by ring out to the edge (Luogu P1074,
/// NOIP 2009's target Sudoku): 10 less the cell's distance from the centre
/// counted in kings' moves.
pub const RING_WEIGHTS: [u8; 81] = ring_weights();

const fn ring_weights() -> [u8; 81] {
    let mut weights = [0u8; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        let rows = if row > 4 { row - 4 } else { 4 - row };
        let columns = if column > 4 { column - 4 } else { 4 - column };
        let distance = if rows > columns { rows } else { columns };
        weights[cell] = (10 - distance) as u8;
        cell += 1;
    }
    weights
}

/// 9x9 grids: the fast 9x9 search.
impl Puzzle for Grid {
    fn is_consistent(&self) -> bool {
        Grid::is_consistent(self)
    }

    fn is_filled(&self) -> bool {
        self.givens() == crate::grid::CELLS
    }

    fn found(&self, ask: Ask<Grid>) -> Found<Grid> {
        let mut stats = Stats::default();
        match ask {
            Ask::Solution => finding(solver::count_and_solve(self, 1, &mut stats), None, stats),
            Ask::Smallest => finding(one(solver::smallest(self, &mut stats)), None, stats),
            Ask::Count(limit) => finding(
                solver::count_and_solve(self, limit, &mut stats),
                None,
                stats,
            ),
            Ask::Another { solution, cell } => {
                let digit = solution.cells.get(cell).copied().unwrap_or(0);
                let another = solver::solvable_avoiding(self, cell, digit, &mut stats);
                finding((u32::from(another), None), None, stats)
            }
            Ask::BestScore => {
                let score = solver::best_score(self, &RING_WEIGHTS, &mut stats);
                finding((u32::from(score.is_some()), None), score, stats)
            }
        }
    }
}

/// Boards: 16x16 and 25x25 by `large` for a solution, a count or another
/// solution; everything else by `general`.
impl Puzzle for Board {
    fn is_consistent(&self) -> bool {
        Board::is_consistent(self)
    }

    fn is_filled(&self) -> bool {
        self.cells().iter().all(|&value| value != 0)
    }

    fn found(&self, ask: Ask<Board>) -> Found<Board> {
        let mut stats = Stats::default();
        match ask {
            Ask::Solution => finding(count_and_solve(self, 1, &mut stats), None, stats),
            Ask::Smallest => finding(one(general::smallest(self, &mut stats)), None, stats),
            Ask::Count(limit) => finding(count_and_solve(self, limit, &mut stats), None, stats),
            Ask::Another { solution, cell } => {
                let another = if large::serves(self.box_size()) {
                    large::solvable_avoiding(self, cell, &solution, &mut stats)
                } else {
                    let value = solution.cells().get(cell).copied().unwrap_or(0);
                    general::solvable_avoiding(self, cell, value, &mut stats)
                };
                finding((u32::from(another), None), None, stats)
            }
            Ask::BestScore => {
                // A 9x9 board is weighed by the 9x9 solver's branch and bound.
                let score = match self.box_size() {
                    3 => {
                        let mut grid = Grid::EMPTY;
                        grid.cells.copy_from_slice(self.cells());
                        solver::best_score(&grid, &RING_WEIGHTS, &mut stats)
                    }
                    _ => None,
                };
                finding((u32::from(score.is_some()), None), score, stats)
            }
        }
    }
}

/// A board's solutions counted up to `limit`, and the first: by `large`
/// where it serves the board's size.
fn count_and_solve(board: &Board, limit: u32, stats: &mut Stats) -> (u32, Option<Board>) {
    if large::serves(board.box_size()) {
        large::count_and_solve(board, limit, stats)
    } else {
        general::count_and_solve(board, limit, stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples::{grid, POJ2676 as PUZZLE, POJ2676_ANSWER as SOLUTION};

    #[test]
    fn ring_weights_rise_to_the_centre() {
        assert_eq!(&RING_WEIGHTS[..9], &[6; 9]);
        assert_eq!(RING_WEIGHTS[40], 10);
        assert_eq!(
            (RING_WEIGHTS[20], &RING_WEIGHTS[30..33]),
            (8, &[9, 9, 9][..])
        );
        assert_eq!(
            RING_WEIGHTS.iter().map(|&w| u32::from(w)).sum::<u32>(),
            6 * 32 + 7 * 24 + 8 * 16 + 9 * 8 + 10
        );
    }

    #[test]
    fn a_grid_and_the_same_board_get_the_same_answers() {
        // The grid goes to the 9x9 search, the board to the general one.
        let puzzle = grid(PUZZLE);
        let board = Board::from_grid(&puzzle);
        let solution = grid(SOLUTION).cells.to_vec();
        let cells = |board: Option<Board>| board.map(|b| b.cells().to_vec());
        let pairs = [
            (solve(&puzzle, Ask::Solution), solve(&board, Ask::Solution)),
            (solve(&puzzle, Ask::Smallest), solve(&board, Ask::Smallest)),
            (solve(&puzzle, Ask::Count(2)), solve(&board, Ask::Count(2))),
        ];
        for (on_grid, on_board) in pairs {
            assert_eq!((on_grid.count, on_board.count), (1, 1));
            assert_eq!(
                on_grid.solution.map(|g| g.cells.to_vec()),
                Some(solution.clone())
            );
            assert_eq!(cells(on_board.solution), Some(solution.clone()));
        }
        let score = solve(&puzzle, Ask::BestScore).score;
        assert!(score.is_some());
        assert_eq!(solve(&board, Ask::BestScore).score, score);
        assert_eq!(solve(&Board::empty(2).unwrap(), Ask::BestScore).score, None);
    }

    #[test]
    fn another_solution_is_found_only_where_one_differs() {
        // The solution with one cell emptied has no other solution there;
        // the empty grid has one elsewhere.
        let solution = grid(SOLUTION);
        let mut one_open = solution;
        one_open.cells[0] = 0;
        let ask = Ask::Another { solution, cell: 0 };
        assert_eq!(solve(&one_open, ask).count, 0);
        assert_eq!(solve(&Grid::EMPTY, ask).count, 1);
        let board_solution = Board::from_grid(&solution);
        let ask = Ask::Another {
            solution: board_solution,
            cell: 0,
        };
        assert_eq!(solve(&Board::from_grid(&one_open), ask).count, 0);
        assert_eq!(solve(&Board::from_grid(&Grid::EMPTY), ask).count, 1);
    }

    #[test]
    fn sparse_boards_without_a_solution_get_no_smallest_solution_at_once() {
        // Found by an outside review: 10 givens, none repeated, no
        // solution; guessing in cell order on the board (UVa 989's C++
        // file and the boards' search alike) ran for minutes. The 9x9
        // search refutes it after a few hundred guesses.
        let puzzle = grid(
            "000000900000000406000080000000900600000000009000000004000000000000060080000000000",
        );
        assert_eq!(solve(&puzzle, Ask::Count(1)).count, 0);
        let found = solve(&puzzle, Ask::Smallest);
        assert_eq!((found.count, found.solution), (0, None));
        assert!(found.guesses < 10_000, "{} guesses", found.guesses);
        let found = solve(&Board::from_grid(&puzzle), Ask::Smallest);
        assert_eq!((found.count, found.solution), (0, None));
        assert!(found.guesses < 100_000, "{} guesses", found.guesses);
    }

    #[test]
    fn guesses_are_counted() {
        assert!(solve(&Grid::EMPTY, Ask::Solution).guesses > 0);
        assert_eq!(solve(&grid(SOLUTION), Ask::Solution).guesses, 0);
        assert!(solve(&Board::empty(4).unwrap(), Ask::Count(2)).guesses > 0);
    }
}
