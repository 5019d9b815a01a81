//! Stress tests for a contestant's program: tests of a few cases each made
//! from the generator, in a judge's input layout, the same for the same
//! seed on every machine; and the shrinking of a failing test to the
//! fewest cases that still fail. Running the program is the caller's: this
//! makes the bytes it reads and says which subset to try next.

use crate::answer::Mode;
use crate::check::Case;
use crate::generate::{self, Request};
use crate::grid::{CELLS, Grid};
use crate::output::puzzle::{
    PuzzleLayout, write_board_puzzle, write_puzzle, write_puzzles_end, write_puzzles_start,
};
use crate::random::Rng;
use crate::{Ask, solve};

/// What tests to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The generator's request: the seed, the givens, the size.
    pub request: Request,
    /// Cases in each test.
    pub cases: usize,
    /// The cases other than the generator's puzzles that go in.
    pub twists: Twists,
}

/// The cases a plan mixes in, for what a problem asks of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Twists {
    /// None: the generator's puzzles, each with one solution (problems
    /// that ask for a solution).
    None,
    /// About one case in ten without a solution and one in ten with
    /// several (problems whose statement answers both).
    Solutions,
    /// As `Solutions`, and one case in ten with a given repeated in its
    /// row (problems that check the givens).
    Rules,
    /// Solution grids, every cell filled, half of them with two cells of
    /// a row swapped (problems that check a filled grid).
    Filled,
}

impl Twists {
    /// The twists for a problem that answers in `mode`.
    pub fn for_mode(mode: Mode) -> Twists {
        match mode {
            Mode::Solve => Twists::None,
            Mode::Classify | Mode::Validate => Twists::Rules,
            Mode::Verify => Twists::Filled,
            Mode::Count
            | Mode::Unique
            | Mode::Smallest
            | Mode::Exact
            | Mode::Complete
            | Mode::Target => Twists::Solutions,
        }
    }
}

/// What a twisted case is, drawn per case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Twist {
    /// The generator's puzzle, with one solution.
    None,
    /// One more given that the solution does not hold: no solution, and
    /// no rule broken among the givens.
    Unsolvable,
    /// Givens taken away until there are several solutions.
    Ambiguous,
    /// A given copied into an empty cell of its row.
    Broken,
}

/// Mixed into the seed of a case's twist, so that it draws apart from the
/// generator's own stream for the same index.
const TWIST_STREAM: u64 = 0x7477_6973_7473_2121;

impl Plan {
    /// The cases of test `test` (from 0): cases `test * cases` onwards of
    /// the generator's batch, twisted where the plan asks for it.
    pub fn test(&self, test: u64) -> Vec<Case> {
        let first = test.wrapping_mul(self.cases as u64);
        (0..self.cases as u64)
            .map(|k| self.case(first.wrapping_add(k)))
            .collect()
    }

    /// Case `index` of the whole run.
    fn case(&self, index: u64) -> Case {
        if self.request.size != 9 {
            return Case::Board(Box::new(generate::board(&self.request, index)));
        }
        if self.twists == Twists::Filled {
            let mut rng = Rng::for_puzzle(self.request.seed, index);
            let mut grid = generate::random_grid(&mut rng);
            if rng.below(2) == 0 {
                swap_in_row(&mut grid, &mut rng);
            }
            return Case::Grid(grid);
        }
        let puzzle = generate::puzzle(&self.request, index);
        if self.twists == Twists::None {
            return Case::Grid(puzzle);
        }
        let mut rng = Rng::for_puzzle(self.request.seed ^ TWIST_STREAM, index);
        let twist = match rng.below(10) {
            0 => Twist::Unsolvable,
            1 => Twist::Ambiguous,
            2 if self.twists == Twists::Rules => Twist::Broken,
            _ => Twist::None,
        };
        Case::Grid(match twist {
            Twist::None => puzzle,
            Twist::Unsolvable => unsolvable(&puzzle, &mut rng),
            Twist::Ambiguous => ambiguous(&puzzle, &mut rng),
            Twist::Broken => broken(&puzzle, &mut rng),
        })
    }
}

/// `cases` each under its label, `Grid 01` for the first, as a labelled
/// layout writes them (the labels then stay theirs when a test is
/// shrunk to some of its cases).
pub fn labelled(cases: Vec<Case>) -> Vec<Case> {
    cases
        .into_iter()
        .enumerate()
        .map(|(k, case)| {
            let label = format!("Grid {:02}", k + 1).into_bytes().into_boxed_slice();
            Case::Labelled(label, Box::new(case))
        })
        .collect()
}

/// Swaps two cells of a random row of the solution `grid`: the rows still
/// hold every digit, two columns do not.
fn swap_in_row(grid: &mut Grid, rng: &mut Rng) {
    let row = rng.below(9) as usize * 9;
    let first = rng.below(9) as usize;
    let second = (first + 1 + rng.below(8) as usize) % 9;
    grid.cells.swap(row + first, row + second);
}

/// `puzzle` with one of its givens copied into an empty cell of its row:
/// givens that break a rule.
fn broken(puzzle: &Grid, rng: &mut Rng) -> Grid {
    let givens: Vec<usize> = (0..CELLS).filter(|&c| puzzle.cells[c] != 0).collect();
    let mut twisted = *puzzle;
    if givens.is_empty() {
        return twisted;
    }
    let given = givens[rng.below(givens.len() as u32) as usize];
    let row = given / 9 * 9;
    if let Some(empty) = (row..row + 9).find(|&cell| puzzle.cells[cell] == 0) {
        twisted.cells[empty] = puzzle.cells[given];
    }
    twisted
}

/// `puzzle` (with one solution) with a digit put in an empty cell that the
/// solution does not hold there and no given of its row, column or box
/// holds: a puzzle whose givens break no rule and which has no solution
/// (a solution of it would be one of `puzzle`, and `puzzle` has only the
/// one).
fn unsolvable(puzzle: &Grid, rng: &mut Rng) -> Grid {
    let Some(solution) = solve(puzzle, Ask::Solution).solution else {
        return *puzzle;
    };
    let mut places = Vec::new();
    for cell in 0..CELLS {
        if puzzle.cells[cell] != 0 {
            continue;
        }
        for digit in 1..=9u8 {
            if digit != solution.cells[cell] && !seen_by(puzzle, cell, digit) {
                places.push((cell, digit));
            }
        }
    }
    let mut twisted = *puzzle;
    if !places.is_empty() {
        let (cell, digit) = places[rng.below(places.len() as u32) as usize];
        twisted.cells[cell] = digit;
    }
    twisted
}

/// Whether a given in the row, column or box of `cell` holds `digit`.
fn seen_by(puzzle: &Grid, cell: usize, digit: u8) -> bool {
    let (row, column) = (cell / 9, cell % 9);
    let (top, left) = (row / 3 * 3, column / 3 * 3);
    (0..9).any(|k| {
        puzzle.cells[row * 9 + k] == digit
            || puzzle.cells[k * 9 + column] == digit
            || puzzle.cells[(top + k / 3) * 9 + left + k % 3] == digit
    })
}

/// `puzzle` with givens emptied in random order until it has several
/// solutions (one is enough when the puzzle is minimal, as the
/// generator's are without `--clues`).
fn ambiguous(puzzle: &Grid, rng: &mut Rng) -> Grid {
    let mut givens: Vec<usize> = (0..CELLS).filter(|&c| puzzle.cells[c] != 0).collect();
    let mut twisted = *puzzle;
    while !givens.is_empty() && solve(&twisted, Ask::Count(2)).count < 2 {
        let pick = givens.swap_remove(rng.below(givens.len() as u32) as usize);
        twisted.cells[pick] = 0;
    }
    twisted
}

/// The input a program reads for `cases`, in `layout`: the count line,
/// the puzzles with their separators, the `end` line, as the layout has
/// them. [`Case::Invalid`] is never made here and is written as nothing.
pub fn write_test<'a>(layout: &PuzzleLayout, cases: impl IntoIterator<Item = &'a Case>) -> Vec<u8> {
    let cases: Vec<&Case> = cases.into_iter().collect();
    let mut out = Vec::new();
    write_puzzles_start(&mut out, layout, cases.len() as u64);
    for (k, case) in cases.iter().enumerate() {
        let (label, case) = case.unlabelled();
        match case {
            Case::Grid(grid) => write_puzzle(&mut out, layout, grid, k as u64, label),
            Case::Board(board) => write_board_puzzle(&mut out, layout, board, k as u64),
            Case::Invalid | Case::Labelled(..) => {}
        }
    }
    write_puzzles_end(&mut out, layout);
    out
}

/// The search for the fewest cases of a failing test that still fail:
/// first the case the checker named alone, then ever smaller runs of
/// cases taken out (halves, quarters, ..., single cases), keeping each
/// removal after which the test still fails. What is left fails, and
/// fails no more with any one of its cases taken out. The caller runs
/// each [`Shrinker::next`] subset and tells [`Shrinker::failed`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrinker {
    /// The cases kept so far, as indices into the test, in order.
    kept: Vec<usize>,
    /// The case to try alone first, until tried.
    hint: Option<usize>,
    /// How many cases to take out at a time.
    chunk: usize,
    /// Where, in `kept`, the next run taken out starts.
    at: usize,
}

impl Shrinker {
    /// A search over a failing test of `cases` cases; `hint` is a case
    /// likely to fail alone (the first the checker rejected).
    pub fn new(cases: usize, hint: Option<usize>) -> Shrinker {
        let mut shrinker = Shrinker {
            kept: (0..cases).collect(),
            hint: hint.filter(|&case| case < cases && cases > 1),
            chunk: cases / 2,
            at: 0,
        };
        shrinker.settle();
        shrinker
    }

    /// The subset to try next (indices into the test, in order), or
    /// `None` when the search is over.
    pub fn next(&self) -> Option<Vec<usize>> {
        if let Some(case) = self.hint {
            return Some(vec![case]);
        }
        if self.chunk == 0 {
            return None;
        }
        let end = (self.at + self.chunk).min(self.kept.len());
        Some([&self.kept[..self.at], &self.kept[end..]].concat())
    }

    /// Takes the outcome of trying [`Shrinker::next`]: whether the test
    /// still failed with those cases only.
    pub fn failed(&mut self, failed: bool) {
        let Some(tried) = self.next() else {
            return;
        };
        if self.hint.take().is_some() {
            if failed {
                self.kept = tried;
                self.chunk = 0;
            }
            return;
        }
        if failed {
            self.kept = tried;
        } else {
            self.at += self.chunk;
        }
        self.settle();
    }

    /// The cases kept: the failing test's smallest found yet.
    pub fn kept(&self) -> &[usize] {
        &self.kept
    }

    /// Moves to smaller runs once a pass is through, and never takes out
    /// every case.
    fn settle(&mut self) {
        if self.kept.len() <= 1 {
            self.chunk = 0;
            return;
        }
        if self.at >= self.kept.len() {
            self.chunk /= 2;
            self.at = 0;
        }
        self.chunk = self.chunk.min(self.kept.len() - 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check;
    use crate::judge;

    fn plan(seed: u64, cases: usize, twists: Twists) -> Plan {
        let request = Request {
            seed,
            clues: None,
            hard: false,
            size: 9,
            filled: false,
        };
        Plan {
            request,
            cases,
            twists,
        }
    }

    #[test]
    fn the_same_seed_makes_the_same_tests() {
        let (a, b) = (plan(7, 3, Twists::Solutions), plan(7, 3, Twists::Solutions));
        assert_eq!(a.test(4), b.test(4));
        assert_ne!(a.test(4), a.test(5));
        assert_ne!(a.test(4), plan(8, 3, Twists::Solutions).test(4));
    }

    #[test]
    fn twists_give_some_cases_none_and_some_several_solutions() {
        let plan = plan(11, 10, Twists::Solutions);
        let mut counts = [0; 3];
        for test in 0..30 {
            for case in plan.test(test) {
                let Case::Grid(grid) = case else {
                    panic!("a 9x9 plan made {case:?}");
                };
                assert!(grid.is_consistent(), "{grid:?}");
                counts[solve(&grid, Ask::Count(2)).count as usize] += 1;
            }
        }
        // 300 cases, about a tenth each twisted.
        assert!((15..=50).contains(&counts[0]), "{counts:?}");
        assert!((15..=50).contains(&counts[2]), "{counts:?}");
        let untwisted = self::plan(11, 10, Twists::None);
        for case in untwisted.test(0) {
            let Case::Grid(grid) = case else { panic!() };
            assert_eq!(solve(&grid, Ask::Count(2)).count, 1);
        }
    }

    #[test]
    fn rules_twists_break_a_rule_in_some_cases() {
        let plan = plan(12, 10, Twists::Rules);
        let cases: Vec<Case> = (0..30).flat_map(|test| plan.test(test)).collect();
        let broken = cases
            .iter()
            .filter(|case| matches!(case, Case::Grid(grid) if !grid.is_consistent()))
            .count();
        // 300 cases, about a tenth with a given repeated.
        assert!((15..=50).contains(&broken), "{broken}");
    }

    #[test]
    fn filled_twists_are_full_grids_half_of_them_solutions() {
        let plan = plan(13, 10, Twists::Filled);
        let mut solutions = 0;
        for test in 0..10 {
            for case in plan.test(test) {
                let Case::Grid(grid) = case else {
                    panic!("a 9x9 plan made {case:?}");
                };
                assert_eq!(grid.givens(), CELLS);
                solutions += usize::from(grid.is_consistent());
            }
        }
        assert!((30..=70).contains(&solutions), "{solutions} of 100");
    }

    #[test]
    fn labels_are_numbered_from_grid_01() {
        let cases = labelled(plan(3, 2, Twists::None).test(0));
        let labels: Vec<&[u8]> = cases.iter().map(|case| case.unlabelled().0).collect();
        assert_eq!(labels, [&b"Grid 01"[..], b"Grid 02"]);
    }

    #[test]
    fn tests_read_back_as_written_in_every_judge_layout() {
        for judge in judge::all() {
            let mut plan = plan(3, 4, Twists::for_mode(judge.mode));
            if crate::judge::BOARD_JUDGES.contains(judge) {
                // Two boards show the separators, and take 0.1 s each.
                (plan.request.size, plan.cases) = (16, 2);
            }
            let mut cases = plan.test(0);
            if judge.puzzle_layout().labels {
                cases = labelled(cases);
            }
            let input = write_test(&judge.puzzle_layout(), &cases);
            let (read, _) = check::read_cases(&input, Some(judge.format))
                .unwrap_or_else(|error| panic!("{}: {error:?}", judge.name));
            let read: Vec<Case> = read
                .into_iter()
                .map(|case| match case {
                    // The sized format reads 9x9 boards as boards.
                    Case::Board(board) if board.side() == 9 => {
                        Case::Grid(Grid::from_cells(board.cells()).unwrap())
                    }
                    other => other,
                })
                .collect();
            assert_eq!(read, cases, "{}", judge.name);
        }
    }

    /// Runs a shrinker against `fails` (whether a subset fails); the cases
    /// kept and the subsets tried.
    fn shrink(
        cases: usize,
        hint: Option<usize>,
        fails: impl Fn(&[usize]) -> bool,
    ) -> (Vec<usize>, usize) {
        let mut shrinker = Shrinker::new(cases, hint);
        let mut tries = 0;
        while let Some(subset) = shrinker.next() {
            assert!(!subset.is_empty());
            tries += 1;
            shrinker.failed(fails(&subset));
        }
        (shrinker.kept().to_vec(), tries)
    }

    #[test]
    fn shrinking_finds_one_failing_case() {
        let fails = |subset: &[usize]| subset.contains(&37);
        let (kept, tries) = shrink(100, Some(37), fails);
        assert_eq!((kept, tries), (vec![37], 1));
        // A wrong hint costs one try; halving still finds the case.
        let (kept, tries) = shrink(100, Some(3), fails);
        assert_eq!(kept, vec![37]);
        assert!(tries < 40, "{tries} tries");
        let (kept, _) = shrink(100, None, fails);
        assert_eq!(kept, vec![37]);
    }

    #[test]
    fn shrinking_keeps_cases_that_fail_only_together() {
        let fails = |subset: &[usize]| subset.contains(&2) && subset.contains(&9);
        assert_eq!(shrink(12, Some(2), fails).0, vec![2, 9]);
        // Every case needed: nothing can go.
        let all = |subset: &[usize]| subset.len() == 5;
        assert_eq!(shrink(5, None, all).0, vec![0, 1, 2, 3, 4]);
        // One case: nothing to try.
        assert_eq!(shrink(1, Some(0), |_| true), (vec![0], 0));
    }
}
