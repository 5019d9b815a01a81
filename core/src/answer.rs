//! What each puzzle gets: the [`Mode`] a run answers in, and one
//! [`answer`] for 9x9 grids and boards of other sizes alike, which calls
//! their solvers and counts the guesses. Writing the answer in a judge's
//! layout is [`output`](crate::output)'s; totals and diagnostics are the
//! run's.

use crate::board::Board;
use crate::general;
use crate::grid::Stats;
#[cfg(feature = "solver")]
use crate::{grid::Grid, solver};

/// What is answered for each puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A solution, or `no solution`.
    Solve,
    /// The number of solutions up to two: `0`, `1` or `2+`.
    Count,
    /// `true` when no digit repeats in a unit among the filled cells, else
    /// `false` (the LeetCode 36 rule).
    Validate,
    /// The solution when there is exactly one; else the layout's
    /// no-solution or several-solutions line (Kattis sudokunique).
    Unique,
    /// The lexicographically smallest solution, or the layout's
    /// no-solution line (UVa 989).
    Smallest,
    /// The exact number of solutions (up to [`EXACT_LIMIT`], written with
    /// a `+` when reached), then the solution when it is unique (SPOJ
    /// SUDOGOB).
    Exact,
    /// A solution, or the layout's no-solution line where the statement
    /// makes that an answer (HDU 2780, HDU 3111): as [`Mode::Solve`], but
    /// a puzzle without a solution is no error (no note, exit code 0).
    Complete,
    /// What the givens come to: a rule broken (checked first), no
    /// solution, one, or several (UVa 10957).
    Classify,
    /// Whether the grid is a solution: every cell filled and no digit
    /// twice in a row, column or box (AtCoder ABC 327 C).
    Verify,
    /// The highest score over all solutions, a cell scoring its digit
    /// times its weight in [`RING_WEIGHTS`], or the layout's no-solution
    /// line (Luogu P1074).
    Target,
}

impl Default for Mode {
    fn default() -> Self {
        Mode::Solve
    }
}

/// The weight of each cell in [`Mode::Target`], row by row: 10 for the
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

/// Where [`Mode::Exact`] stops counting: a board with more solutions than
/// this is answered `1000000+`. Each solution costs about a microsecond
/// to reach, so the worst board takes about a second.
pub const EXACT_LIMIT: u32 = 1_000_000;

/// The answer to one puzzle, `P` being the puzzle's kind (a solution is
/// one too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<P> {
    /// A solution.
    Solved(P),
    /// No solution ([`Mode::Solve`], [`Mode::Smallest`], [`Mode::Unique`]).
    NoSolution,
    /// More than one solution where only a unique one counts
    /// ([`Mode::Unique`]).
    SeveralSolutions,
    /// The number of solutions, counted up to two ([`Mode::Count`]).
    Count(u32),
    /// Whether the givens break no rule ([`Mode::Validate`]).
    Valid(bool),
    /// The number of solutions, counted up to [`EXACT_LIMIT`], and the
    /// solution when it is 1 ([`Mode::Exact`]).
    Exact {
        /// Solutions found.
        count: u32,
        /// The solution, when it is the only one.
        solution: Option<P>,
    },
    /// The givens break a rule ([`Mode::Classify`]).
    Broken,
    /// Exactly one solution ([`Mode::Classify`]).
    Unique,
    /// The highest score over the solutions ([`Mode::Target`]).
    Score(u32),
}

/// A puzzle the solvers take: what [`answer`] needs of a grid or a board.
/// Each search adds its guesses to `stats`.
pub trait Puzzle: Sized {
    /// A solution, or `None`.
    fn solve(&self, stats: &mut Stats) -> Option<Self>;
    /// The number of solutions, counted up to `limit`, and the first one
    /// found.
    fn count_and_solve(&self, limit: u32, stats: &mut Stats) -> (u32, Option<Self>);
    /// The smallest solution in cell order, or `None`.
    fn smallest(&self, stats: &mut Stats) -> Option<Self>;
    /// Whether no value repeats in a unit among the filled cells.
    fn is_consistent(&self) -> bool;
    /// Whether every cell is filled.
    fn is_filled(&self) -> bool;
    /// The highest score over the solutions by [`RING_WEIGHTS`], or
    /// `None` when there is none (or the puzzle is not 9x9).
    fn best_score(&self, stats: &mut Stats) -> Option<u32>;
}

/// The answer to `puzzle` in `mode`, adding the guesses of its searches to
/// `stats` (none for [`Mode::Validate`], which searches nothing).
pub fn answer<P: Puzzle>(mode: Mode, puzzle: &P, stats: &mut Stats) -> Answer<P> {
    let solved = |solution: Option<P>| match solution {
        Some(solution) => Answer::Solved(solution),
        None => Answer::NoSolution,
    };
    match mode {
        Mode::Solve | Mode::Complete => solved(puzzle.solve(stats)),
        Mode::Smallest => solved(puzzle.smallest(stats)),
        Mode::Count => Answer::Count(puzzle.count_and_solve(2, stats).0),
        Mode::Validate => Answer::Valid(puzzle.is_consistent()),
        Mode::Unique => match puzzle.count_and_solve(2, stats) {
            (1, Some(solution)) => Answer::Solved(solution),
            (0, _) => Answer::NoSolution,
            _ => Answer::SeveralSolutions,
        },
        Mode::Exact => {
            let (count, first) = puzzle.count_and_solve(EXACT_LIMIT, stats);
            Answer::Exact {
                count,
                solution: if count == 1 { first } else { None },
            }
        }
        Mode::Classify if !puzzle.is_consistent() => Answer::Broken,
        Mode::Classify => match puzzle.count_and_solve(2, stats).0 {
            0 => Answer::NoSolution,
            1 => Answer::Unique,
            _ => Answer::SeveralSolutions,
        },
        Mode::Verify => Answer::Valid(puzzle.is_filled() && puzzle.is_consistent()),
        Mode::Target => match puzzle.best_score(stats) {
            Some(score) => Answer::Score(score),
            None => Answer::NoSolution,
        },
    }
}

/// 9x9 grids by the fast core. (Without it, in a judge submission that
/// leaves it out, the run answers a grid as a board of box size 3, by the
/// general solver; a grid with several solutions may then get another
/// one than the fast core gives, the smallest being the same.)
#[cfg(feature = "solver")]
impl Puzzle for Grid {
    fn solve(&self, stats: &mut Stats) -> Option<Grid> {
        match solver::solve_with_stats(self, stats) {
            solver::Outcome::Solved(solution) => Some(solution),
            solver::Outcome::NoSolution => None,
        }
    }

    fn count_and_solve(&self, limit: u32, stats: &mut Stats) -> (u32, Option<Grid>) {
        solver::count_and_solve_with_stats(self, limit, stats)
    }

    fn smallest(&self, stats: &mut Stats) -> Option<Grid> {
        solver::smallest_solution_with_stats(self, stats)
    }

    fn is_consistent(&self) -> bool {
        Grid::is_consistent(self)
    }

    fn is_filled(&self) -> bool {
        self.givens() == crate::grid::CELLS
    }

    fn best_score(&self, stats: &mut Stats) -> Option<u32> {
        solver::best_score_with_stats(self, &RING_WEIGHTS, stats)
    }
}

/// Boards of any size by the general solver (and its 16x16 fast path).
impl Puzzle for Board {
    fn solve(&self, stats: &mut Stats) -> Option<Board> {
        general::solve_with_stats(self, stats)
    }

    fn count_and_solve(&self, limit: u32, stats: &mut Stats) -> (u32, Option<Board>) {
        general::count_and_solve_with_stats(self, limit, stats)
    }

    fn smallest(&self, stats: &mut Stats) -> Option<Board> {
        general::smallest_with_stats(self, stats)
    }

    fn is_consistent(&self) -> bool {
        Board::is_consistent(self)
    }

    fn is_filled(&self) -> bool {
        self.cells().iter().all(|&value| value != 0)
    }

    fn best_score(&self, stats: &mut Stats) -> Option<u32> {
        if self.box_size() != 3 {
            return None;
        }
        general::best_score_with_stats(self, &RING_WEIGHTS, stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::samples::{POJ2676 as PUZZLE, POJ2676_ANSWER as SOLUTION, grid};

    /// The solution with two cells of a row swapped inside a box: a
    /// broken grid (its columns repeat), with no solution.
    fn broken() -> Grid {
        let mut broken = grid(SOLUTION);
        broken.cells.swap(0, 1);
        broken
    }

    #[test]
    fn each_mode_answers_a_grid() {
        let (puzzle, solution) = (grid(PUZZLE), grid(SOLUTION));
        let mut stats = Stats::default();
        let cases = [
            (Mode::Solve, puzzle, Answer::Solved(solution)),
            (Mode::Solve, broken(), Answer::NoSolution),
            (Mode::Smallest, puzzle, Answer::Solved(solution)),
            (Mode::Unique, puzzle, Answer::Solved(solution)),
            (Mode::Unique, Grid::EMPTY, Answer::SeveralSolutions),
            (Mode::Unique, broken(), Answer::NoSolution),
            (Mode::Count, Grid::EMPTY, Answer::Count(2)),
            (Mode::Count, broken(), Answer::Count(0)),
            (Mode::Validate, puzzle, Answer::Valid(true)),
            (Mode::Validate, broken(), Answer::Valid(false)),
            (
                Mode::Exact,
                puzzle,
                Answer::Exact {
                    count: 1,
                    solution: Some(solution),
                },
            ),
        ];
        for (mode, puzzle, expected) in cases {
            assert_eq!(answer(mode, &puzzle, &mut stats), expected, "{mode:?}");
        }
    }

    #[test]
    fn exact_counts_without_a_solution_when_several() {
        // The solution with its first band emptied: several solutions.
        let mut open = grid(SOLUTION);
        for cell in 0..27 {
            open.cells[cell] = 0;
        }
        let answer = answer(Mode::Exact, &open, &mut Stats::default());
        let Answer::Exact { count, solution } = answer else {
            panic!("{answer:?}");
        };
        assert!(count > 1, "{count}");
        assert_eq!(solution, None);
    }

    #[test]
    fn guesses_are_counted_in_every_mode_that_searches() {
        for mode in [Mode::Solve, Mode::Count, Mode::Unique, Mode::Smallest] {
            let mut stats = Stats::default();
            let _ = answer(mode, &Grid::EMPTY, &mut stats);
            assert!(stats.guesses > 0, "{mode:?}");
        }
        let mut stats = Stats::default();
        let _ = answer(Mode::Validate, &Grid::EMPTY, &mut stats);
        assert_eq!(stats.guesses, 0);
    }

    #[test]
    fn boards_are_answered_the_same_way() {
        let four = Board::empty(2).unwrap();
        let mut stats = Stats::default();
        assert_eq!(
            answer(Mode::Count, &four, &mut stats),
            Answer::Count(2),
            "the empty 4x4 board"
        );
        let Answer::Solved(smallest) = answer(Mode::Smallest, &four, &mut stats) else {
            panic!("the empty board has solutions");
        };
        assert_eq!(&smallest.cells()[..8], &[1, 2, 3, 4, 3, 4, 1, 2]);
        let mut clash = four;
        clash.cells_mut()[..2].copy_from_slice(&[3, 3]);
        assert_eq!(
            answer(Mode::Validate, &clash, &mut stats),
            Answer::Valid(false)
        );
        assert_eq!(answer(Mode::Solve, &clash, &mut stats), Answer::NoSolution);
    }
}
