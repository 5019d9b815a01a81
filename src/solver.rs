//! The solver: a depth-first search over bitmask candidates, with naked and
//! hidden singles propagated before every guess. It takes a grid and returns
//! an outcome; reading puzzles and writing answers are left to others.
//!
//! Bit layout: a digit set is a `u16` whose bit `d - 1` stands for digit `d`,
//! so the nine digits fill bits 0-8 ([`ALL_DIGITS`]). For each row, column
//! and box the state keeps the set of digits already placed in it; the
//! candidates of an empty cell are the digits in none of its three sets.
//!
//! Invariants: a digit is placed only where it is a candidate, so the placed
//! digits never conflict and `rows`, `columns` and `boxes` always equal the
//! digits in the grid's units; `empty` counts the cells holding 0. A guess
//! copies the whole state (under 130 bytes), so nothing is ever undone.
//! Nothing here allocates.

use crate::grid::{CELLS, Grid};

/// What the search found for one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A solution (any one, if there are several).
    Solved(Grid),
    /// The givens contradict each other, or no grid completes them.
    NoSolution,
}

/// Counters a search adds to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Guesses tried: each branch taken at a cell the singles did not fill.
    pub guesses: u64,
}

/// The set of all nine digits.
const ALL_DIGITS: u16 = 0x1ff;

/// The 27 units (rows, then columns, then boxes), as their cells.
const UNITS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut unit = 0;
    while unit < 9 {
        let mut i = 0;
        while i < 9 {
            units[unit][i] = (unit * 9 + i) as u8;
            units[9 + unit][i] = (i * 9 + unit) as u8;
            units[18 + unit][i] = ((unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3) as u8;
            i += 1;
        }
        unit += 1;
    }
    units
};

/// The search state: the grid and the digits placed in each unit.
#[derive(Clone, Copy)]
struct State {
    cells: [u8; CELLS],
    rows: [u16; 9],
    columns: [u16; 9],
    boxes: [u16; 9],
    empty: u8,
}

impl State {
    /// The state for a puzzle, or `None` when its givens conflict.
    fn new(puzzle: &Grid) -> Option<State> {
        let mut state = State {
            cells: [0; CELLS],
            rows: [0; 9],
            columns: [0; 9],
            boxes: [0; 9],
            empty: CELLS as u8,
        };
        for (cell, &digit) in puzzle.cells.iter().enumerate() {
            if digit != 0 && !state.place(cell, digit) {
                return None;
            }
        }
        Some(state)
    }

    /// The digits an empty cell can still take.
    fn candidates(&self, cell: usize) -> u16 {
        let placed = self.rows[Grid::row(cell)]
            | self.columns[Grid::column(cell)]
            | self.boxes[Grid::box_of(cell)];
        !placed & ALL_DIGITS
    }

    /// Places `digit` in the empty `cell`; false when it is not a candidate.
    fn place(&mut self, cell: usize, digit: u8) -> bool {
        let bit = 1 << (digit - 1);
        if self.candidates(cell) & bit == 0 {
            return false;
        }
        self.cells[cell] = digit;
        self.rows[Grid::row(cell)] |= bit;
        self.columns[Grid::column(cell)] |= bit;
        self.boxes[Grid::box_of(cell)] |= bit;
        self.empty -= 1;
        true
    }

    /// The digits placed in unit `unit` (numbered as in [`UNITS`]).
    fn placed_in(&self, unit: usize) -> u16 {
        match unit {
            0..9 => self.rows[unit],
            9..18 => self.columns[unit - 9],
            _ => self.boxes[unit - 18],
        }
    }

    /// Fills naked singles (a cell with one candidate) and hidden singles (a
    /// digit with one place left in a unit) until none is left. Returns
    /// false on a contradiction: a cell with no candidate, or a digit with
    /// no place in a unit.
    fn propagate(&mut self) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..CELLS {
                if self.cells[cell] != 0 {
                    continue;
                }
                let candidates = self.candidates(cell);
                if candidates == 0 {
                    return false;
                }
                if candidates & (candidates - 1) == 0 {
                    self.place(cell, candidates.trailing_zeros() as u8 + 1);
                    progress = true;
                }
            }
            for (unit, cells) in UNITS.iter().enumerate() {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in cells {
                    if self.cells[usize::from(cell)] == 0 {
                        let candidates = self.candidates(usize::from(cell));
                        twice |= once & candidates;
                        once |= candidates;
                    }
                }
                if (once | self.placed_in(unit)) != ALL_DIGITS {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    // Earlier placements in this unit may have taken the
                    // digit's only cell: then the unit has no place for it.
                    let place = cells
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| self.cells[c] == 0 && self.candidates(c) & bit != 0);
                    match place {
                        Some(cell) => {
                            self.place(cell, bit.trailing_zeros() as u8 + 1);
                            progress = true;
                        }
                        None => return false,
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The empty cell with the fewest candidates, and those candidates.
    fn guess_cell(&self) -> (usize, u16) {
        let mut best = (0, ALL_DIGITS);
        let mut fewest = u32::MAX;
        for cell in 0..CELLS {
            if self.cells[cell] == 0 {
                let candidates = self.candidates(cell);
                let count = candidates.count_ones();
                if count < fewest {
                    (best, fewest) = ((cell, candidates), count);
                    if count <= 2 {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// A depth-first search that counts solutions up to a limit and keeps the
/// first one.
struct Search {
    limit: u32,
    found: u32,
    first: Option<Grid>,
    stats: Stats,
}

impl Search {
    fn run(&mut self, mut state: State) {
        if !state.propagate() {
            return;
        }
        if state.empty == 0 {
            self.found += 1;
            self.first.get_or_insert(Grid { cells: state.cells });
            return;
        }
        let (cell, mut candidates) = state.guess_cell();
        while candidates != 0 {
            let digit = candidates.trailing_zeros() as u8 + 1;
            candidates &= candidates - 1;
            let mut next = state;
            next.place(cell, digit);
            self.stats.guesses += 1;
            self.run(next);
            if self.found >= self.limit {
                return;
            }
        }
    }
}

/// Searches `puzzle` for up to `limit` solutions.
fn search(puzzle: &Grid, limit: u32) -> Search {
    let mut search = Search {
        limit,
        found: 0,
        first: None,
        stats: Stats::default(),
    };
    if limit > 0
        && let Some(state) = State::new(puzzle)
    {
        search.run(state);
    }
    search
}

/// Solves a puzzle: any one solution, or [`Outcome::NoSolution`].
pub fn solve(puzzle: &Grid) -> Outcome {
    solve_with_stats(puzzle, &mut Stats::default())
}

/// Solves a puzzle as [`solve`] does, adding the search's counts to `stats`.
pub fn solve_with_stats(puzzle: &Grid, stats: &mut Stats) -> Outcome {
    let search = search(puzzle, 1);
    stats.guesses += search.stats.guesses;
    match search.first {
        Some(solution) => Outcome::Solved(solution),
        None => Outcome::NoSolution,
    }
}

/// Counts the solutions of a puzzle, stopping at `limit`: the result is the
/// smaller of the true count and `limit`.
pub fn count(puzzle: &Grid, limit: u32) -> u32 {
    search(puzzle, limit).found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference;

    fn grid(text: &str) -> Grid {
        Grid::parse(text).unwrap()
    }

    fn solved(text: &str) -> Outcome {
        Outcome::Solved(grid(text))
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
        poj2676_sample:
            "103000509002109400000704000300502006060000050700803004000401000009205800804000107"
            => "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
        poj3074_first_sample:
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534."
            => "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
        poj3074_second_sample:
            "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3."
            => "416837529982465371735129468571298643293746185864351297647913852359682714128574936";
    }

    const SOLUTION: &str =
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

    #[test]
    fn conflicting_givens_in_any_unit_have_no_solution() {
        // Same row, same column, same box (but not row or column).
        for (a, b) in [(3, 7), (13, 67), (30, 50)] {
            let mut puzzle = Grid::EMPTY;
            puzzle.cells[a] = 4;
            puzzle.cells[b] = 4;
            assert_eq!(solve(&puzzle), Outcome::NoSolution, "cells {a} and {b}");
            assert_eq!(count(&puzzle, 2), 0);
        }
    }

    #[test]
    fn a_puzzle_without_conflicts_can_still_have_no_solution() {
        // Cell 8 sees 1-8 in its row and 9 in its column.
        let puzzle = grid(&format!("12345678.........9{}", ".".repeat(63)));
        assert!(!reference::givens_conflict(&puzzle));
        assert_eq!(solve(&puzzle), Outcome::NoSolution);
        assert_eq!(count(&puzzle, 2), 0);
    }

    #[test]
    fn the_empty_grid_is_solved_and_has_many_solutions() {
        let Outcome::Solved(solution) = solve(&Grid::EMPTY) else {
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
        assert_eq!(solve(&wrong), Outcome::NoSolution);
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
        let Outcome::Solved(solution) = solve(&puzzle) else {
            panic!("an ambiguous puzzle has solutions");
        };
        assert!(reference::is_valid_solution(&puzzle, &solution));
    }

    #[test]
    fn guesses_are_counted() {
        let mut stats = Stats::default();
        solve_with_stats(&Grid::EMPTY, &mut stats);
        assert!(stats.guesses > 0);
        let mut stats = Stats::default();
        solve_with_stats(&grid(SOLUTION), &mut stats);
        assert_eq!(stats.guesses, 0);
    }

    /// splitmix64: a small seeded generator, so failures can be replayed.
    struct Random(u64);

    impl Random {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }

        fn shuffle<T>(&mut self, items: &mut [T]) {
            for i in (1..items.len()).rev() {
                items.swap(i, self.below(i + 1));
            }
        }
    }

    /// A random solved grid: a fixed pattern with its digits relabelled,
    /// rows shuffled within bands, bands shuffled, likewise for columns,
    /// and sometimes transposed. All of these keep a grid valid.
    fn random_solution(random: &mut Random) -> Grid {
        let mut digits: Vec<u8> = (1..=9).collect();
        random.shuffle(&mut digits);
        let order = |random: &mut Random| {
            let mut bands = [0, 1, 2];
            random.shuffle(&mut bands);
            let mut lines = Vec::new();
            for band in bands {
                let mut within = [0, 1, 2];
                random.shuffle(&mut within);
                lines.extend(within.map(|i| band * 3 + i));
            }
            lines
        };
        let (rows, columns) = (order(random), order(random));
        let transpose = random.below(2) == 1;
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
        let mut random = Random(0x5eed_2676);
        let (mut unsolvable, mut ambiguous) = (0, 0);
        for case in 0..400 {
            let solution = random_solution(&mut random);
            assert!(reference::is_valid_solution(&Grid::EMPTY, &solution));
            let mut puzzle = solution;
            let blanks = 35 + random.below(25);
            let mut cells: Vec<usize> = (0..CELLS).collect();
            random.shuffle(&mut cells);
            for &cell in &cells[..blanks] {
                puzzle.cells[cell] = 0;
            }
            if case % 3 == 0 {
                // Change one given: often a conflict or a dead end.
                let cell = cells[blanks + random.below(CELLS - blanks)];
                puzzle.cells[cell] = puzzle.cells[cell] % 9 + 1;
            }
            let expected = reference::count(&puzzle, 3);
            assert_eq!(count(&puzzle, 3), expected, "case {case}: {puzzle:?}");
            match solve(&puzzle) {
                Outcome::Solved(found) => {
                    assert!(reference::is_valid_solution(&puzzle, &found), "case {case}");
                }
                Outcome::NoSolution => assert_eq!(expected, 0, "case {case}: {puzzle:?}"),
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
