//! A solver for any box size n from 1 to 5 (boards of 1, 4, 9, 16 and 25
//! cells a side), for the judges that set other sizes than 9x9: a
//! candidate mask per cell, naked and hidden singles propagated to a fixed
//! point, and a depth-first search that guesses on the cell with the
//! fewest candidates (or, for the smallest solution, on the first empty
//! cell). The 9x9 core in `solver` stays the fast path for 9x9; this one
//! is checked against it. It takes a board and returns an answer; reading
//! and writing boards are left to others.
//!
//! Invariants: a state only narrows; a guess copies the whole state
//! (a few kilobytes for 25x25) and nothing is undone; nothing allocates.

use crate::board::{Board, MAX_CELLS};
use crate::grid::Stats;

/// Returned when a state has no solution.
struct Contradiction;

/// The search state.
#[derive(Clone, Copy)]
struct State {
    /// The box size.
    n: usize,
    /// The value of each cell, row by row; 0 while empty.
    values: [u8; MAX_CELLS],
    /// Per cell, the values it may take (bit `v - 1`); zero once placed.
    candidates: [u32; MAX_CELLS],
    /// Empty cells left.
    open: usize,
}

impl State {
    fn new(board: &Board) -> Result<State, Contradiction> {
        let side = board.side();
        let full = if side == 32 {
            u32::MAX
        } else {
            (1u32 << side) - 1
        };
        let mut state = State {
            n: board.box_size(),
            values: [0; MAX_CELLS],
            candidates: [0; MAX_CELLS],
            open: side * side,
        };
        state.candidates[..side * side].fill(full);
        for (cell, &value) in board.cells().iter().enumerate() {
            if value != 0 {
                state.place(cell, value)?;
            }
        }
        Ok(state)
    }

    /// Cells a side.
    fn side(&self) -> usize {
        self.n * self.n
    }

    /// The board the placed values make.
    fn board(&self) -> Option<Board> {
        Board::from_cells(self.n, &self.values[..self.side() * self.side()])
    }

    /// The cells sharing a row, column or box with `cell` on a board of
    /// box size `n`, itself too.
    fn for_each_peer(n: usize, cell: usize, mut visit: impl FnMut(usize)) {
        let side = n * n;
        let (row, column) = (cell / side, cell % side);
        for k in 0..side {
            visit(row * side + k);
            visit(k * side + column);
        }
        let (top, left) = (row / n * n, column / n * n);
        for r in top..top + n {
            for c in left..left + n {
                visit(r * side + c);
            }
        }
    }

    /// Places `value` on the empty `cell`: its peers lose the value.
    fn place(&mut self, cell: usize, value: u8) -> Result<(), Contradiction> {
        let bit = 1u32 << (value - 1);
        if self.candidates[cell] & bit == 0 {
            return Err(Contradiction);
        }
        self.values[cell] = value;
        self.candidates[cell] = 0;
        self.open -= 1;
        let candidates = &mut self.candidates;
        State::for_each_peer(self.n, cell, |peer| candidates[peer] &= !bit);
        Ok(())
    }

    /// The cells of unit `unit`: rows, then columns, then boxes.
    fn unit_cell(&self, unit: usize, k: usize) -> usize {
        let (n, side) = (self.n, self.side());
        match unit / side {
            0 => unit * side + k,
            1 => k * side + (unit - side),
            _ => {
                let b = unit - 2 * side;
                (b / n * n + k / n) * side + b % n * n + k % n
            }
        }
    }

    /// Naked and hidden singles until nothing changes.
    fn propagate(&mut self) -> Result<(), Contradiction> {
        let side = self.side();
        loop {
            let mut placed = false;
            for cell in 0..side * side {
                if self.values[cell] != 0 {
                    continue;
                }
                let mask = self.candidates[cell];
                if mask == 0 {
                    return Err(Contradiction);
                }
                if mask & (mask - 1) == 0 {
                    self.place(cell, mask.trailing_zeros() as u8 + 1)?;
                    placed = true;
                }
            }
            for unit in 0..3 * side {
                let (mut once, mut twice, mut done) = (0u32, 0u32, 0u32);
                for k in 0..side {
                    let cell = self.unit_cell(unit, k);
                    let mask = self.candidates[cell];
                    twice |= once & mask;
                    once |= mask;
                    if self.values[cell] != 0 {
                        done |= 1 << (self.values[cell] - 1);
                    }
                }
                let full = if side == 32 {
                    u32::MAX
                } else {
                    (1u32 << side) - 1
                };
                if (once | done) != full {
                    return Err(Contradiction);
                }
                let mut hidden = once & !twice & !done;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    let cell = (0..side)
                        .map(|k| self.unit_cell(unit, k))
                        .find(|&cell| self.candidates[cell] & bit != 0);
                    match cell {
                        Some(cell) => {
                            self.place(cell, bit.trailing_zeros() as u8 + 1)?;
                            placed = true;
                        }
                        // An earlier single in this unit took the value.
                        None => return Err(Contradiction),
                    }
                }
            }
            if !placed {
                return Ok(());
            }
        }
    }
}

/// A depth-first search for up to `limit` solutions.
struct Search {
    limit: u32,
    found: u32,
    /// Branches taken at guesses, counted as the 9x9 core counts them.
    stats: Stats,
    first: Option<Board>,
    /// Guess on the first empty cell, values ascending, so the first
    /// solution found is the smallest in cell order.
    in_order: bool,
    /// Guesses allowed before the search gives up.
    max_guesses: u64,
}

impl Search {
    fn run(&mut self, mut state: State) {
        if state.propagate().is_err() {
            return;
        }
        if state.open == 0 {
            self.found += 1;
            if self.first.is_none() {
                self.first = state.board();
            }
            return;
        }
        let cells = state.side() * state.side();
        let open = (0..cells).filter(|&cell| state.values[cell] == 0);
        let cell = if self.in_order {
            open.min()
        } else {
            open.min_by_key(|&cell| state.candidates[cell].count_ones())
        };
        let cell = match cell {
            Some(cell) => cell,
            None => return,
        };
        let mut values = state.candidates[cell];
        while values != 0 {
            let value = values.trailing_zeros() as u8 + 1;
            values &= values - 1;
            if self.stats.guesses >= self.max_guesses {
                return;
            }
            let mut next = state;
            self.stats.guesses += 1;
            if next.place(cell, value).is_ok() {
                self.run(next);
            }
            if self.found >= self.limit {
                return;
            }
        }
    }
}

/// Searches `board` for up to `limit` solutions.
fn search(board: &Board, limit: u32, in_order: bool) -> Search {
    search_within(board, limit, in_order, u64::MAX)
}

/// [`search`] that gives up after `max_guesses` guesses.
fn search_within(board: &Board, limit: u32, in_order: bool, max_guesses: u64) -> Search {
    let mut search = Search {
        limit,
        found: 0,
        stats: Stats::default(),
        first: None,
        in_order,
        max_guesses,
    };
    if limit > 0 {
        if let Ok(state) = State::new(board) {
            search.run(state);
        }
    }
    search
}

/// The number of solutions of `board` up to `limit` by this module's
/// plain search, whatever the size (16x16 too, which the solving entry
/// hands to `large`), or `None` when it gives up after `max_guesses` guesses:
/// the slow, separate count [`reference`](crate::reference) checks the
/// 16x16 solver by.
#[cfg(any(test, feature = "reference"))]
pub(crate) fn count_within(board: &Board, limit: u32, max_guesses: u64) -> Option<u32> {
    let search = search_within(board, limit, false, max_guesses);
    if search.stats.guesses < max_guesses || search.found >= limit {
        Some(search.found)
    } else {
        None
    }
}

/// The first solution of `board` found and the number of its solutions,
/// counted up to `limit`, adding the search's guesses to `stats`.
pub(crate) fn count_and_solve(
    board: &Board,
    limit: u32,
    stats: &mut Stats,
) -> (u32, Option<Board>) {
    let search = search(board, limit, false);
    stats.guesses += search.stats.guesses;
    (search.found, search.first)
}

/// The smallest solution in cell order (row by row, smallest value
/// first), as UVa 989 asks, or `None`.
pub(crate) fn smallest(board: &Board, stats: &mut Stats) -> Option<Board> {
    // Guessing in cell order can wander long where there is no solution
    // (minutes on some 9x9 boards of 10 givens): guessing on the fewest
    // candidates refutes such a board first.
    let solvable = search(board, 1, false);
    let search = search(board, solvable.found, true);
    stats.guesses += solvable.stats.guesses + search.stats.guesses;
    search.first
}

/// Whether `board` has a solution without `value` on the empty cell
/// `cell`.
pub(crate) fn solvable_avoiding(board: &Board, cell: usize, value: u8, stats: &mut Stats) -> bool {
    let mut search = Search {
        limit: 1,
        found: 0,
        stats: Stats::default(),
        first: None,
        in_order: false,
        max_guesses: u64::MAX,
    };
    if let Ok(mut state) = State::new(board) {
        if let (Some(candidates), 1..=32) = (state.candidates.get_mut(cell), value) {
            *candidates &= !(1u32 << (value - 1));
        }
        search.run(state);
    }
    stats.guesses += search.stats.guesses;
    search.found > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples::{board, SIXTEEN, SIXTEEN_ANSWER};
    use crate::{large, reference};

    fn solve(board: &Board) -> Option<Board> {
        count_and_solve(board, 1, &mut Stats::default()).1
    }

    fn count(board: &Board, limit: u32) -> u32 {
        count_and_solve(board, limit, &mut Stats::default()).0
    }

    #[test]
    fn the_16x16_sample() {
        // The sample shared by POJ 3076, AcWing 169 and SPOJ SUDOKU.
        let puzzle = board(SIXTEEN);
        let answer = sample_answer();
        assert_eq!(solve(&puzzle), Some(answer));
        assert_eq!(count(&puzzle, 2), 1);
        assert_eq!(smallest(&puzzle, &mut Stats::default()), Some(answer));
        assert_eq!(search(&puzzle, 2, false).found, 1);
    }

    /// The answer to the 16x16 sample.
    fn sample_answer() -> Board {
        board(SIXTEEN_ANSWER)
    }

    #[test]
    fn the_16x16_fast_path_agrees_with_the_plain_search() {
        // The sample's answer with cells blanked in a random order, at
        // every stage from full to sparse (unique, then ambiguous), some
        // with a given changed (often broken). The plain search is this
        // module's own; the fast path is `large`'s.
        let answer = sample_answer();
        let mut rng = crate::random::Rng::for_puzzle(3076, 0);
        for case in 0..40 {
            let mut board = answer;
            let mut order: Vec<usize> = (0..256).collect();
            rng.shuffle(&mut order);
            let blanks = 40 + case * 4;
            for &cell in &order[..blanks] {
                board.cells_mut()[cell] = 0;
            }
            if case % 4 == 3 {
                board.cells_mut()[order[blanks]] = 1 + rng.below(16) as u8;
            }
            let plain = search(&board, 2, false);
            let (found, first) = large::count_and_solve(&board, 2, &mut Stats::default());
            assert_eq!(found, plain.found, "case {case}");
            if let Some(first) = first {
                assert!(reference::is_board_solution(&board, &first), "case {case}");
            }
        }
    }

    #[test]
    fn small_boards() {
        // 1x1: the one cell is 1.
        let one = Board::empty(1).unwrap();
        assert_eq!(solve(&one).map(|b| b.cells().to_vec()), Some(vec![1]));
        assert_eq!(Board::from_cells(1, &[2]), None);
        // 4x4: the empty board has 288 solutions; the smallest starts
        // 1 2 3 4 / 3 4 1 2.
        let four = Board::empty(2).unwrap();
        assert_eq!(count(&four, 1000), 288);
        let smallest = smallest(&four, &mut Stats::default()).unwrap();
        assert_eq!(&smallest.cells()[..8], &[1, 2, 3, 4, 3, 4, 1, 2]);
        assert!(reference::is_board_solution(&four, &smallest));
        // Two 1s in a row: no solution.
        let mut cells = [0u8; 16];
        cells[0] = 1;
        cells[3] = 1;
        assert_eq!(solve(&Board::from_cells(2, &cells).unwrap()), None);
        assert_eq!(Board::empty(6), None);
    }

    #[test]
    fn the_empty_25x25_board_solves() {
        // One guess a level on an empty board, each level a 3 KB state:
        // more stack than a test thread's 2 MB.
        let solution = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(|| solve(&Board::empty(5).unwrap()))
            .unwrap()
            .join()
            .unwrap()
            .unwrap();
        assert!(reference::is_board_solution(
            &Board::empty(5).unwrap(),
            &solution
        ));
    }
}
