//! The solver: a depth-first search over candidates held digit by digit and
//! band by band, with singles and locked candidates propagated before every
//! guess. It takes a grid and returns an outcome; reading puzzles and
//! writing answers are left to others.
//!
//! Layout. The grid has three bands of three rows. For each digit and band
//! the state holds a 27-bit mask of the band's cells where the digit may
//! still go: bit `9 * r + c` is row `r` of the band (0-2) and column `c`
//! (0-8). A placed digit keeps its own bit and loses every peer's; every
//! other digit loses the placed cell. `unsolved` marks, per band, the cells
//! not placed yet.
//!
//! ```text
//! band mask bits:   row 0:  0  1  2 |  3  4  5 |  6  7  8
//!                   row 1:  9 10 11 | 12 13 14 | 15 16 17
//!                   row 2: 18 19 20 | 21 22 23 | 24 25 26
//!                          box 0      box 1      box 2
//! ```
//!
//! Why this layout: the rules for one digit inside one band become a few
//! whole-mask operations. A digit fills one cell in each row and each box of
//! a band, so its three rows are matched to the three boxes by one of six
//! permutations; keeping only the row-box segments some permutation can use
//! (`SHRINK`) does pointing and claiming for a whole band at once. Naked
//! singles come from counting the nine digit masks of a band bit-parallel.
//!
//! The modules, each using only those listed before it:
//!
//! - `tables`: the constant tables of the band layout, built by `const`
//!   code from their definitions;
//! - `kernels`: five steps over whole bands of masks, in SSE2 on x86_64
//!   and in plain loops elsewhere, one module per target, and the guess's
//!   score over the two-candidate cells;
//! - `state`: the state and its rules (placements, the band rule with
//!   pointing, hidden and naked singles, the triad rule) and the choice of
//!   the cell to guess on;
//! - `search`: the depth-first search over guesses;
//! - `best`: branch and bound for the highest-scoring solution;
//! - this module: the public functions.
//!
//! The modules are private, so what they mark `pub` reaches no further
//! than `solver`.
//!
//! Invariants: for a placed cell exactly one digit mask holds its bit, and
//! no peer of that cell holds that digit; a digit mask never gains bits, so
//! a state only narrows. Every step that takes candidates marks the masks
//! it changed in the state's `dirty`, and the band rule narrows only marked
//! masks. A guess copies the whole state (132 bytes, checked by a test) and
//! nothing is ever undone. Nothing here allocates.

mod best;
mod kernels;
mod search;
mod state;
mod tables;

use self::search::{search, Search};
use self::state::State;
use crate::grid::{Grid, Stats};

/// The first solution of `puzzle` found and the number of its solutions,
/// counted up to `limit`, adding the search's guesses to `stats`.
pub(crate) fn count_and_solve(puzzle: &Grid, limit: u32, stats: &mut Stats) -> (u32, Option<Grid>) {
    let search = search(puzzle, limit);
    stats.guesses += search.stats.guesses;
    (search.found, search.first)
}

/// The lexicographically smallest solution (cells in row order, smallest
/// digit first), as UVa 989 asks, or `None`. A first solution is found;
/// then each empty cell in turn takes the smallest digit below that
/// solution's that still leaves a solution (the one found taking its
/// place), else keeps the solution's: at most 8 searches per cell, each
/// refuting a wrong digit early, a few milliseconds a puzzle.
pub(crate) fn smallest(puzzle: &Grid, stats: &mut Stats) -> Option<Grid> {
    let mut solution = count_and_solve(puzzle, 1, stats).1?;
    let mut grid = *puzzle;
    for cell in 0..grid.cells.len() {
        if grid.cells[cell] != 0 {
            continue;
        }
        for digit in 1..solution.cells[cell] {
            grid.cells[cell] = digit;
            if let Some(found) = count_and_solve(&grid, 1, stats).1 {
                solution = found;
                break;
            }
        }
        grid.cells[cell] = solution.cells[cell];
    }
    Some(solution)
}

/// Whether `puzzle` has a solution with a digit other than `digit` (1-9)
/// on the empty cell `cell`: one search that usually ends in an early
/// contradiction, where counting to two would first have to find the
/// known solution again.
pub(crate) fn solvable_avoiding(puzzle: &Grid, cell: usize, digit: u8, stats: &mut Stats) -> bool {
    let mut search = Search::new(1);
    if let Ok(mut state) = State::new(puzzle) {
        let (band, bit) = (cell / 27, 1 << (cell % 27));
        match state.candidates.get_mut(band) {
            Some(masks) if (1..=9).contains(&digit) => masks[usize::from(digit - 1)] &= !bit,
            _ => {}
        }
        search.start(state);
    }
    stats.guesses += search.stats.guesses;
    search.found > 0
}

/// The highest score over the solutions of `puzzle`, a cell scoring its
/// digit times its weight in `weights` (row by row), or `None` when it
/// has no solution. Every solution is weighed, by branch and bound: a
/// branch that cannot beat the best found so far is cut.
pub(crate) fn best_score(puzzle: &Grid, weights: &[u8; 81], stats: &mut Stats) -> Option<u32> {
    // Solvability first, by the search that refutes fastest; its solution
    // is the first to beat.
    let first = count_and_solve(puzzle, 1, stats).1?;
    let weights = best::Weights::new(weights);
    let mut best = weights.score(&first);
    if let Ok(state) = State::new(puzzle) {
        best::search(state, &weights, &mut best, stats);
    }
    Some(best + weights.offset)
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "x86_64")]
    use super::search::Level;
    use super::*;
    use crate::grid::CELLS;
    use crate::random::Rng;
    use crate::reference;

    use crate::samples::*;

    fn solve(puzzle: &Grid) -> Option<Grid> {
        count_and_solve(puzzle, 1, &mut Stats::default()).1
    }

    fn count(puzzle: &Grid, limit: u32) -> u32 {
        count_and_solve(puzzle, limit, &mut Stats::default()).0
    }

    fn smallest_solution(puzzle: &Grid) -> Option<Grid> {
        smallest(puzzle, &mut Stats::default())
    }

    fn solved(text: &str) -> Option<Grid> {
        Some(grid(text))
    }

    macro_rules! solves {
        ($($name:ident: $puzzle:expr => $solution:expr;)*) => {$(
            #[test]
            fn $name() {
                assert_eq!(solve(&grid($puzzle)), solved($solution));
                assert_eq!(count(&grid($puzzle), 5), 1);
            }
        )*};
    }

    solves! {
        poj2676_sample: POJ2676 => POJ2676_ANSWER;
        poj3074_first_sample: POJ3074 => POJ3074_ANSWER;
        poj3074_second_sample: POJ3074_SECOND => POJ3074_SECOND_ANSWER;
    }

    const SOLUTION: &str = POJ2676_ANSWER;

    #[test]
    fn a_state_is_the_size_the_module_doc_says() {
        // What each guess copies.
        assert_eq!(std::mem::size_of::<State>(), 132);
    }

    #[test]
    fn triads_refute_three_digits_locked_in_two_cells() {
        // Found by the solver fuzz target: in rows 4-6 the digits 1, 3 and
        // 4 each sit in boxes 5 and 6, so all three need row 5 of box 4,
        // where an 8 is given. Singles and guessing alone took 3.3 s.
        let puzzle = grid(
            "000000000000000001400800000000031004800000000000040130000000000000000000000000000",
        );
        // (The reference solver's plain backtracking takes too long here.)
        let mut state = State::new(&puzzle).ok().unwrap();
        assert!(
            state.propagate::<_, false>(kernels::Baseline).is_ok(),
            "singles alone see nothing"
        );
        assert!(state.triads().is_err());
        assert_eq!(solve(&puzzle), None);
    }

    #[test]
    fn solvable_avoiding_agrees_with_counting() {
        // For each given of a unique puzzle: emptying it keeps the puzzle
        // unique exactly when no solution avoids the given digit.
        let puzzle = grid(POJ3074);
        let mut checked = 0;
        for cell in 0..CELLS {
            let digit = puzzle.cells[cell];
            if digit == 0 {
                continue;
            }
            let mut emptied = puzzle;
            emptied.cells[cell] = 0;
            let unique = reference::count(&emptied, 2) == 1;
            assert_eq!(
                !solvable_avoiding(&emptied, cell, digit, &mut Stats::default()),
                unique,
                "cell {cell}"
            );
            checked += 1;
        }
        assert!(checked > 20);
        // A digit out of range excludes nothing.
        assert!(solvable_avoiding(&Grid::EMPTY, 0, 0, &mut Stats::default()));
        assert!(solvable_avoiding(
            &Grid::EMPTY,
            0,
            10,
            &mut Stats::default()
        ));
    }

    #[test]
    fn conflicting_givens_in_any_unit_have_no_solution() {
        // Same row, same column, same box (but not row or column).
        for (a, b) in [(3, 7), (13, 67), (30, 50)] {
            let mut puzzle = Grid::EMPTY;
            puzzle.cells[a] = 4;
            puzzle.cells[b] = 4;
            assert_eq!(solve(&puzzle), None, "cells {a} and {b}");
            assert_eq!(count(&puzzle, 2), 0);
        }
    }

    #[test]
    fn a_puzzle_without_conflicts_can_still_have_no_solution() {
        // Cell 8 sees 1-8 in its row and 9 in its column.
        let puzzle = grid(&format!("12345678.........9{}", ".".repeat(63)));
        assert!(!reference::givens_conflict(&puzzle));
        assert_eq!(solve(&puzzle), None);
        assert_eq!(count(&puzzle, 2), 0);
    }

    #[test]
    fn the_empty_grid_is_solved_and_has_many_solutions() {
        let Some(solution) = solve(&Grid::EMPTY) else {
            panic!("the empty grid has solutions");
        };
        assert!(reference::is_valid_solution(&Grid::EMPTY, &solution));
        assert_eq!(count(&Grid::EMPTY, 2), 2);
        assert_eq!(count(&Grid::EMPTY, 0), 0);
    }

    #[test]
    fn a_full_grid_is_its_own_solution_unless_it_is_wrong() {
        assert_eq!(solve(&grid(SOLUTION)), solved(SOLUTION));
        assert_eq!(count(&grid(SOLUTION), 3), 1);
        let mut wrong = grid(SOLUTION);
        wrong.cells[40] = wrong.cells[40] % 9 + 1;
        assert_eq!(solve(&wrong), None);
    }

    /// A solved grid with one unavoidable rectangle blanked: four cells in
    /// two rows of one band and two columns of different stacks, holding
    /// `a b / b a`. Both ways of filling them are solutions, nothing else.
    fn two_solution_puzzle() -> Grid {
        let mut puzzle = grid(SOLUTION);
        let cells = &puzzle.cells;
        for r1 in 0..9 {
            for r2 in r1 + 1..(r1 / 3 * 3 + 3) {
                for c1 in 0..9 {
                    for c2 in (c1 / 3 * 3 + 3)..9 {
                        let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                        let [a, b, c, d] = corners.map(|cell| cells[cell]);
                        if a == d && b == c {
                            for cell in corners {
                                puzzle.cells[cell] = 0;
                            }
                            return puzzle;
                        }
                    }
                }
            }
        }
        panic!("the grid has no unavoidable rectangle");
    }

    #[test]
    fn count_finds_both_solutions_of_an_ambiguous_puzzle() {
        let puzzle = two_solution_puzzle();
        assert_eq!(puzzle.givens(), 77);
        assert_eq!(count(&puzzle, 5), 2);
        assert_eq!(count(&puzzle, 2), 2);
        assert_eq!(count(&puzzle, 1), 1);
        assert_eq!(reference::count(&puzzle, 5), 2);
        let (found, first) = count_and_solve(&puzzle, 2, &mut Stats::default());
        assert_eq!(found, 2);
        assert!(reference::is_valid_solution(&puzzle, &first.unwrap()));
        let Some(solution) = solve(&puzzle) else {
            panic!("an ambiguous puzzle has solutions");
        };
        assert!(reference::is_valid_solution(&puzzle, &solution));
    }

    #[test]
    fn smallest_solution_is_the_first_in_cell_order() {
        let ambiguous = two_solution_puzzle();
        assert_eq!(
            smallest_solution(&ambiguous),
            reference::smallest(&ambiguous)
        );
        assert_eq!(
            smallest_solution(&Grid::EMPTY),
            reference::smallest(&Grid::EMPTY)
        );
        let unique = grid(SOLUTION);
        assert_eq!(smallest_solution(&unique), Some(unique));
        let mut conflict = Grid::EMPTY;
        conflict.cells[..2].copy_from_slice(&[3, 3]);
        assert_eq!(smallest_solution(&conflict), None);
    }

    #[test]
    fn guesses_are_counted() {
        let mut stats = Stats::default();
        count_and_solve(&Grid::EMPTY, 1, &mut stats);
        assert!(stats.guesses > 0);
        let mut stats = Stats::default();
        count_and_solve(&grid(SOLUTION), 1, &mut stats);
        assert_eq!(stats.guesses, 0);
    }

    /// A random solved grid: a fixed pattern with its digits relabelled,
    /// rows shuffled within bands, bands shuffled, likewise for columns,
    /// and sometimes transposed. All of these keep a grid valid.
    fn random_solution(rng: &mut Rng) -> Grid {
        let mut digits: Vec<u8> = (1..=9).collect();
        rng.shuffle(&mut digits);
        let order = |rng: &mut Rng| {
            let mut bands = [0, 1, 2];
            rng.shuffle(&mut bands);
            let mut lines = Vec::new();
            for band in bands {
                let mut within = [0, 1, 2];
                rng.shuffle(&mut within);
                lines.extend(within.map(|i| band * 3 + i));
            }
            lines
        };
        let (rows, columns) = (order(rng), order(rng));
        let transpose = rng.below(2) == 1;
        let mut grid = Grid::EMPTY;
        for (r, &row) in rows.iter().enumerate() {
            for (c, &column) in columns.iter().enumerate() {
                let pattern = (row * 3 + row / 3 + column) % 9;
                let cell = if transpose { c * 9 + r } else { r * 9 + c };
                grid.cells[cell] = digits[pattern];
            }
        }
        grid
    }

    #[test]
    fn agrees_with_the_reference_on_generated_puzzles() {
        // A seed whose puzzles the reference counts in about two seconds:
        // its plain backtracking takes half a minute on some puzzles of 19
        // givens (seed 0x5eed_2676 draws one).
        let mut rng = Rng::new(5);
        let (mut unsolvable, mut ambiguous) = (0, 0);
        for case in 0..600 {
            let solution = random_solution(&mut rng);
            assert!(reference::is_valid_solution(&Grid::EMPTY, &solution));
            let mut puzzle = solution;
            // From 21 to 46 givens, and every fourth case 19 to 28: sparse
            // grids reach deep searches and many contradictions.
            let blanks = if case % 4 == 1 {
                53 + rng.below(10) as usize
            } else {
                35 + rng.below(25) as usize
            };
            let mut cells: Vec<usize> = (0..CELLS).collect();
            rng.shuffle(&mut cells);
            for &cell in &cells[..blanks] {
                puzzle.cells[cell] = 0;
            }
            if case % 3 == 0 {
                // Change one given: often a conflict or a dead end.
                let cell = cells[blanks + rng.below((CELLS - blanks) as u32) as usize];
                puzzle.cells[cell] = puzzle.cells[cell] % 9 + 1;
            }
            let expected = reference::count(&puzzle, 3);
            assert_eq!(count(&puzzle, 3), expected, "case {case}: {puzzle:?}");
            // The triad rule from the first node on, as deep searches get it.
            let mut with_triads = Search::new(3);
            with_triads.triads_after = 0;
            if let Ok(state) = State::new(&puzzle) {
                with_triads.start(state);
            }
            assert_eq!(
                with_triads.found, expected,
                "case {case} with triads: {puzzle:?}"
            );
            if let Some(found) = with_triads.first {
                assert!(reference::is_valid_solution(&puzzle, &found), "case {case}");
            }
            // Every copy of the search the CPU runs, the baseline one as
            // other CPUs and targets run it: the same count, first
            // solution and guesses.
            let mut usual = Search::new(3);
            if let Ok(state) = State::new(&puzzle) {
                usual.start(state);
            }
            #[cfg(target_arch = "x86_64")]
            let levels = [
                Level::Baseline,
                Level::Popcnt,
                #[cfg(feature = "simd")]
                Level::Avx2,
                #[cfg(feature = "simd")]
                Level::Avx512,
            ];
            #[cfg(target_arch = "x86_64")]
            let best = levels.iter().position(|&level| level == Level::detect());
            #[cfg(target_arch = "x86_64")]
            for level in &levels[..=best.unwrap()] {
                let mut other = Search::new(3);
                other.level = *level;
                if let Ok(state) = State::new(&puzzle) {
                    other.start(state);
                }
                assert_eq!(
                    (other.found, other.first, other.stats.guesses),
                    (usual.found, usual.first, usual.stats.guesses),
                    "case {case} at {level:?}"
                );
            }
            match solve(&puzzle) {
                Some(found) => {
                    assert!(reference::is_valid_solution(&puzzle, &found), "case {case}");
                }
                None => assert_eq!(expected, 0, "case {case}: {puzzle:?}"),
            }
            if case % 5 == 0 && blanks < 50 {
                assert_eq!(
                    smallest_solution(&puzzle),
                    reference::smallest(&puzzle),
                    "case {case}"
                );
            }
            unsolvable += usize::from(expected == 0);
            ambiguous += usize::from(expected > 1);
        }
        // The generator must exercise every outcome, or the test proves little.
        assert!(
            unsolvable > 20 && ambiguous > 20,
            "{unsolvable} unsolvable, {ambiguous} ambiguous"
        );
    }
}
