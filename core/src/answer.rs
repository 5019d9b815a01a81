//! What each puzzle gets: the [`Mode`] a run answers in, and one
//! [`answer`] for 9x9 grids and boards of other sizes alike, which calls
//! their solvers and counts the guesses. Writing the answer in a judge's
//! layout is [`output`](crate::output)'s; totals and diagnostics are the
//! run's.

use crate::solve::{solve, Ask, Found, Puzzle};

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
    /// times its weight in [`RING_WEIGHTS`](crate::RING_WEIGHTS), or the layout's no-solution
    /// line (Luogu P1074).
    Target,
}

/// Where [`Mode::Exact`] stops counting: a board with more solutions than
/// this is answered `1000000+` (counted to one more, so that a board with
/// exactly this many is answered `1000000`). Each solution costs about a microsecond
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
    /// The number of solutions, counted up to one more than
    /// [`EXACT_LIMIT`] (which stands for more than it), and the solution
    /// when it is 1 ([`Mode::Exact`]).
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

/// The answer to `puzzle` in `mode`, and the guesses its searches made
/// (none for [`Mode::Validate`] and [`Mode::Verify`], which search
/// nothing).
pub fn answer<P: Puzzle>(mode: Mode, puzzle: &P) -> (Answer<P>, u64) {
    let mut guesses = 0;
    let mut search = |ask| {
        let found = solve(puzzle, ask);
        guesses = found.guesses;
        found
    };
    let solved = |solution: Option<P>| match solution {
        Some(solution) => Answer::Solved(solution),
        None => Answer::NoSolution,
    };
    let answer = match mode {
        Mode::Solve | Mode::Complete => solved(search(Ask::Solution).solution),
        Mode::Smallest => solved(search(Ask::Smallest).solution),
        Mode::Count => Answer::Count(search(Ask::Count(2)).count),
        Mode::Validate => Answer::Valid(puzzle.is_consistent()),
        Mode::Unique => match search(Ask::Count(2)) {
            Found {
                count: 1,
                solution: Some(solution),
                ..
            } => Answer::Solved(solution),
            Found { count: 0, .. } => Answer::NoSolution,
            _ => Answer::SeveralSolutions,
        },
        Mode::Exact => {
            let found = search(Ask::Count(EXACT_LIMIT + 1));
            Answer::Exact {
                count: found.count,
                solution: if found.count == 1 {
                    found.solution
                } else {
                    None
                },
            }
        }
        Mode::Classify if !puzzle.is_consistent() => Answer::Broken,
        Mode::Classify => match search(Ask::Count(2)).count {
            0 => Answer::NoSolution,
            1 => Answer::Unique,
            _ => Answer::SeveralSolutions,
        },
        Mode::Verify => Answer::Valid(puzzle.is_filled() && puzzle.is_consistent()),
        Mode::Target => match search(Ask::BestScore).score {
            Some(score) => Answer::Score(score),
            None => Answer::NoSolution,
        },
    };
    (answer, guesses)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::grid::Grid;

    use crate::samples::{grid, POJ2676 as PUZZLE, POJ2676_ANSWER as SOLUTION};

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
            assert_eq!(answer(mode, &puzzle).0, expected, "{mode:?}");
        }
    }

    #[test]
    fn exact_counts_without_a_solution_when_several() {
        // The solution with its first band emptied: several solutions.
        let mut open = grid(SOLUTION);
        for cell in 0..27 {
            open.cells[cell] = 0;
        }
        let (answer, _) = answer(Mode::Exact, &open);
        let Answer::Exact { count, solution } = answer else {
            panic!("{answer:?}");
        };
        assert!(count > 1, "{count}");
        assert_eq!(solution, None);
    }

    #[test]
    fn exact_counts_one_past_the_limit() {
        // So that the writer can tell exactly the limit from more: the
        // empty 9x9 grid has far more solutions.
        let (answer, _) = answer(Mode::Exact, &Grid::EMPTY);
        let expected = Answer::Exact {
            count: EXACT_LIMIT + 1,
            solution: None,
        };
        assert_eq!(answer, expected);
    }

    #[test]
    fn guesses_are_counted_in_every_mode_that_searches() {
        for mode in [Mode::Solve, Mode::Count, Mode::Unique, Mode::Smallest] {
            assert!(answer(mode, &Grid::EMPTY).1 > 0, "{mode:?}");
        }
        assert_eq!(answer(Mode::Validate, &Grid::EMPTY).1, 0);
    }

    #[test]
    fn boards_are_answered_the_same_way() {
        let four = Board::empty(2).unwrap();
        assert_eq!(
            answer(Mode::Count, &four).0,
            Answer::Count(2),
            "the empty 4x4 board"
        );
        let Answer::Solved(smallest) = answer(Mode::Smallest, &four).0 else {
            panic!("the empty board has solutions");
        };
        assert_eq!(&smallest.cells()[..8], &[1, 2, 3, 4, 3, 4, 1, 2]);
        let mut clash = four;
        clash.cells_mut()[..2].copy_from_slice(&[3, 3]);
        assert_eq!(answer(Mode::Validate, &clash).0, Answer::Valid(false));
        assert_eq!(answer(Mode::Solve, &clash).0, Answer::NoSolution);
    }
}
