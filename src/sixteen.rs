//! The fast path for 16x16 boards (POJ 3076, AcWing 169, SPOJ SUDOKU): the
//! 9x9 core's ideas at box size 4. It takes a [`Board`] of box size 4 and
//! returns an answer; reading and writing boards are left to others, and
//! boards of other sizes to [`general`](crate::general), which this module
//! is checked against.
//!
//! # Layout
//!
//! A band is four rows; its 64 cells fit one `u64`, bit `16 * r + c` for
//! row `r` of the band and column `c`, so that bit `64 * band + bit` of a
//! board is cell `16 * row + column`, the order the board lists its
//! cells in. For each value (0 to 15 here, `A` to `P` on the board) the
//! state keeps where it may still go, band by band: placing a value is a
//! few masks, and the rules are whole-band bit operations.
//!
//! # Rules
//!
//! Naked singles (a cell with one candidate) and hidden singles (a value
//! with one place in a row, column or box) to a fixed point; then, before
//! guessing, locked candidates within each band (a value confined to one
//! row inside a box leaves the rest of that row; confined to one box
//! inside a row, leaves the rest of that box) and within each stack (the
//! same for columns). The search guesses on a cell with two candidates
//! when there is one (the one with the most open peers), else on
//! the cell with the fewest, copying the state at each guess. A search
//! that runs past its budget of guesses starts over with another rule
//! for the guess and a larger budget (`FIRST_BUDGET`).
//!
//! Invariants: a state only narrows; `candidates` never holds a placed
//! cell; `done` holds, per value, the rows, columns and boxes it is placed
//! in; nothing allocates.

use crate::board::Board;
use crate::grid::Stats;

/// Cells a side.
const SIDE: usize = 16;
/// Bands (and stacks) on the board.
const BANDS: usize = 4;
/// The 16 cells of row 0 of a band.
const ROW: u64 = 0xffff;
/// The cells of column 0 of a band.
const COLUMN: u64 = 0x0001_0001_0001_0001;
/// The cells of box 0 of a band.
const BOX: u64 = 0x000f_000f_000f_000f;

/// Returned when a state has no solution.
struct Contradiction;

/// Where a value is placed: a bit per row, column and box.
#[derive(Clone, Copy, Default)]
struct Done {
    rows: u16,
    columns: u16,
    boxes: u16,
}

#[derive(Clone, Copy)]
struct State {
    /// Per value, per band: the cells it may still go in.
    candidates: [[u64; BANDS]; SIDE],
    /// Per band, the cells placed.
    placed: [u64; BANDS],
    /// Per value, the units it is placed in.
    done: [Done; SIDE],
    /// The value of each placed cell, 1 to 16; 0 while empty.
    values: [u8; SIDE * SIDE],
    /// Cells left to place.
    open: u32,
    /// Values whose masks narrowed since their hidden singles were last
    /// looked for: a bit per value.
    hidden_due: u16,
    /// The same for locked candidates.
    locked_due: u16,
}

impl State {
    fn new(board: &Board) -> Result<State, Contradiction> {
        let mut state = State {
            candidates: [[u64::MAX; BANDS]; SIDE],
            placed: [0; BANDS],
            done: [Done::default(); SIDE],
            values: [0; SIDE * SIDE],
            open: (SIDE * SIDE) as u32,
            hidden_due: u16::MAX,
            locked_due: u16::MAX,
        };
        if board.box_size() != 4 {
            return Err(Contradiction);
        }
        for (cell, &value) in board.cells().iter().enumerate() {
            if value != 0 {
                state.place(usize::from(value - 1), cell / 64, cell % 64)?;
            }
        }
        Ok(state)
    }

    /// Places `value` on the cell at `bit` of `band`.
    fn place(&mut self, value: usize, band: usize, bit: usize) -> Result<(), Contradiction> {
        let mask = 1u64 << bit;
        if self.candidates[value][band] & mask == 0 {
            return Err(Contradiction);
        }
        let (row, column) = (band * 4 + bit / 16, bit % 16);
        self.values[band * 64 + bit] = value as u8 + 1;
        self.placed[band] |= mask;
        self.open -= 1;
        let mut touched = 1u16 << value;
        for (v, candidates) in self.candidates.iter_mut().enumerate() {
            touched |= ((candidates[band] >> bit) as u16 & 1) << v;
            candidates[band] &= !mask;
        }
        self.hidden_due |= touched;
        self.locked_due |= touched;
        let own = &mut self.candidates[value];
        for cells in own.iter_mut() {
            *cells &= !(COLUMN << column);
        }
        own[band] &= !((ROW << (16 * (bit / 16))) | (BOX << (column / 4 * 4)));
        let done = &mut self.done[value];
        done.rows |= 1 << row;
        done.columns |= 1 << column;
        done.boxes |= 1 << (band * 4 + column / 4);
        Ok(())
    }

    /// Naked and hidden singles until none is left: `Ok(true)` when
    /// something was placed.
    fn singles(&mut self) -> Result<bool, Contradiction> {
        let mut any = false;
        loop {
            let mut placed = false;
            // Naked singles: count each cell's candidates up to two, a
            // band at a time, over the values' masks.
            for band in 0..BANDS {
                let (mut once, mut twice) = (0u64, 0u64);
                for candidates in &self.candidates {
                    let cells = candidates[band];
                    twice |= once & cells;
                    once |= cells;
                }
                if !self.placed[band] & !once != 0 {
                    return Err(Contradiction);
                }
                let mut singles = once & !twice;
                while singles != 0 {
                    let bit = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let value = (0..SIDE).find(|&v| self.candidates[v][band] >> bit & 1 != 0);
                    // An earlier single of this pass may have taken the
                    // cell's last candidate.
                    match value {
                        Some(value) => self.place(value, band, bit)?,
                        None => return Err(Contradiction),
                    }
                    placed = true;
                }
            }
            // Hidden singles, value by value, for the values whose masks
            // narrowed since they were last looked at, not all 16: 20
            // minimal boards 0.044 s -> 0.034 s, and the same for locked
            // candidates -> 0.031 s (06f23e3).
            let mut values = std::mem::take(&mut self.hidden_due);
            while values != 0 {
                let value = values.trailing_zeros() as usize;
                values &= values - 1;
                placed |= self.hidden_singles(value)?;
            }
            if !placed && self.hidden_due == 0 {
                return Ok(any);
            }
            any = true;
        }
    }

    /// Places `value` where it has one place left in a row, column or box.
    fn hidden_singles(&mut self, value: usize) -> Result<bool, Contradiction> {
        let mut placed = false;
        // Columns: count, over the bands, the cells of each column,
        // folded four rows at a time into 16 lanes.
        let (mut once, mut twice) = (0u64, 0u64);
        for &cells in &self.candidates[value] {
            twice |= once & cells;
            once |= cells;
        }
        let (mut column_once, mut column_twice) = (0u16, 0u16);
        for r in 0..4 {
            let (one, two) = ((once >> (16 * r)) as u16, (twice >> (16 * r)) as u16);
            column_twice |= two | (column_once & one);
            column_once |= one;
        }
        let done = self.done[value];
        if !column_once & !done.columns != 0 {
            return Err(Contradiction);
        }
        let mut columns = column_once & !column_twice;
        while columns != 0 {
            let column = columns.trailing_zeros() as usize;
            columns &= columns - 1;
            let band = (0..BANDS).find(|&b| self.candidates[value][b] & (COLUMN << column) != 0);
            let band = match band {
                Some(band) => band,
                None => return Err(Contradiction),
            };
            let bit = (self.candidates[value][band] & (COLUMN << column)).trailing_zeros();
            self.place(value, band, bit as usize)?;
            placed = true;
        }
        for band in 0..BANDS {
            let cells = self.candidates[value][band];
            let done = self.done[value];
            // Rows: one 16-bit segment each. A single read from `cells`
            // after an earlier one of this loop was placed may be gone:
            // then its row has no place left for the value, and `place`
            // reports the contradiction that is.
            for r in 0..4 {
                let row = (cells >> (16 * r)) as u16;
                if row == 0 {
                    if done.rows >> (band * 4 + r) & 1 == 0 {
                        return Err(Contradiction);
                    }
                } else if row & (row - 1) == 0 {
                    let bit = 16 * r + row.trailing_zeros() as usize;
                    self.place(value, band, bit)?;
                    placed = true;
                }
            }
            // Boxes: a box has one cell when its four columns, folded
            // over the band's rows, hold one cell between them.
            let (cells, done) = (self.candidates[value][band], self.done[value]);
            let (mut once, mut twice) = (0u16, 0u16);
            for r in 0..4 {
                let row = (cells >> (16 * r)) as u16;
                twice |= once & row;
                once |= row;
            }
            for k in 0..4 {
                let (one, two) = ((once >> (4 * k)) & 0xf, (twice >> (4 * k)) & 0xf);
                if one == 0 {
                    if done.boxes >> (band * 4 + k) & 1 == 0 {
                        return Err(Contradiction);
                    }
                } else if two == 0 && one & (one - 1) == 0 {
                    let bits = cells & (BOX << (4 * k));
                    self.place(value, band, bits.trailing_zeros() as usize)?;
                    placed = true;
                }
            }
        }
        Ok(placed)
    }

    /// Locked candidates within bands and stacks: `Ok(true)` when a
    /// candidate was removed. Every test reads the masks as they were
    /// when the value's turn began; a deduction that held then still
    /// holds after others narrowed the masks.
    fn locked(&mut self) -> Result<bool, Contradiction> {
        // Bit 0 of each four-cell segment of a band (a row within a box).
        const SEGMENTS: u64 = 0x1111_1111_1111_1111;
        let mut removed = false;
        let mut values = std::mem::take(&mut self.locked_due);
        while values != 0 {
            let value = values.trailing_zeros() as usize;
            values &= values - 1;
            let mut cells = self.candidates[value];
            for band in cells.iter_mut() {
                // Bit 4k + 16r: row r of the band meets the value in box k.
                let c = *band;
                let meets = (c | c >> 1 | c >> 2 | c >> 3) & SEGMENTS;
                for k in 0..4 {
                    // The box's cells confined to one row: the rest of the
                    // row loses the value.
                    let rows = meets & (COLUMN << (4 * k));
                    if rows != 0 && rows & (rows - 1) == 0 {
                        let row = ROW << (rows.trailing_zeros() / 16 * 16);
                        *band &= !(row & !(BOX << (4 * k)));
                    }
                }
                for r in 0..4 {
                    // The row's cells confined to one box: the rest of the
                    // box loses the value.
                    let boxes = meets & (SEGMENTS & ROW) << (16 * r);
                    if boxes != 0 && boxes & (boxes - 1) == 0 {
                        let boxed = BOX << (boxes.trailing_zeros() % 16);
                        *band &= !(boxed & !(ROW << (16 * r)));
                    }
                }
            }
            // Stacks: bit c of `columns[b]`: band b meets the value in
            // column c.
            let columns = self.candidates[value].map(|c| (c | c >> 16 | c >> 32 | c >> 48) as u16);
            let (mut once, mut twice) = (0u16, 0u16);
            for (band, &here) in columns.iter().enumerate() {
                twice |= once & here;
                once |= here;
                for k in 0..4 {
                    // A box's cells confined to one column: the column's
                    // other boxes lose the value.
                    let within = here & (0xf << (4 * k));
                    if within != 0 && within & (within - 1) == 0 {
                        let column = COLUMN << within.trailing_zeros();
                        for (b, cells) in cells.iter_mut().enumerate() {
                            if b != band {
                                *cells &= !column;
                            }
                        }
                    }
                }
            }
            // A column's cells confined to one box: the box's other
            // columns lose the value.
            let mut alone = once & !twice;
            while alone != 0 {
                let c = alone.trailing_zeros();
                alone &= alone - 1;
                if let Some(band) = columns.iter().position(|&here| here >> c & 1 != 0) {
                    cells[band] &= !((BOX << (c / 4 * 4)) & !(COLUMN << c));
                }
            }
            if cells != self.candidates[value] {
                self.candidates[value] = cells;
                self.hidden_due |= 1 << value;
                self.locked_due |= 1 << value;
                removed = true;
            }
        }
        Ok(removed)
    }

    /// The cells of `band` with exactly two candidates: a bit-parallel
    /// count over the values' masks, up to three.
    fn pairs(&self, band: usize) -> u64 {
        let (mut once, mut twice, mut thrice) = (0u64, 0u64, 0u64);
        for candidates in &self.candidates {
            let cells = candidates[band];
            thrice |= twice & cells;
            twice |= once & cells;
            once |= cells;
        }
        twice & !thrice
    }

    /// The cell to guess on, as (band, bit): the two-candidate cell with
    /// the most open peers (the 9x9 core's rule), the first on a tie; else
    /// the cell with the fewest candidates.
    ///
    /// Guesses per board by the rule for the two-candidate cell, on four
    /// sets of minimal boards from `sudoku generate --size 16` (50, 150
    /// and 300 boards, seeds 3076, 77 and 12345) and 20 made apart:
    ///
    /// | two-candidate cell                          |  50 | 150 | 300 |  20 |
    /// |---------------------------------------------|----:|----:|----:|----:|
    /// | the first                                   | 2954 | 1945 |  - | 1040 |
    /// | its values most confined (fewest places in its row, column or box, summed) | 696 | 797 | 889 | 503 |
    /// | the most open peers (this)                  | 752 | 604 | 544 | 289 |
    fn guess_cell(&self) -> (usize, usize) {
        let mut pick: Option<(usize, usize, u32)> = None;
        for band in 0..BANDS {
            let mut pairs = self.pairs(band);
            while pairs != 0 {
                let bit = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let (row, column) = (ROW << (bit / 16 * 16), COLUMN << (bit % 16));
                let boxed = BOX << (bit % 16 / 4 * 4);
                let mut open = (!self.placed[band] & (row | boxed)).count_ones();
                for (b, &placed) in self.placed.iter().enumerate() {
                    if b != band {
                        open += (!placed & column).count_ones();
                    }
                }
                if pick.map_or(true, |(_, _, most)| open > most) {
                    pick = Some((band, bit, open));
                }
            }
        }
        if let Some((band, bit, _)) = pick {
            return (band, bit);
        }
        let mut best = (u32::MAX, 0, 0);
        for band in 0..BANDS {
            let mut open = !self.placed[band];
            while open != 0 {
                let bit = open.trailing_zeros() as usize;
                open &= open - 1;
                let count = self
                    .candidates
                    .iter()
                    .filter(|c| c[band] >> bit & 1 != 0)
                    .count() as u32;
                if count < best.0 {
                    best = (count, band, bit);
                }
            }
        }
        (best.1, best.2)
    }

    /// The cell to guess on under rule `variant` (not 0): one of the
    /// cells with two candidates (or, without any, one with the fewest),
    /// picked by a hash of the variant and the cells left open, so that
    /// each variant goes its own fixed way.
    fn other_guess_cell(&self, variant: u32) -> (usize, usize) {
        let mut pairs = [0u64; BANDS];
        for (band, pairs) in pairs.iter_mut().enumerate() {
            *pairs = self.pairs(band);
        }
        let total: u32 = pairs.iter().map(|p| p.count_ones()).sum();
        if total == 0 {
            return self.guess_cell();
        }
        let hash =
            (u64::from(variant) << 32 | u64::from(self.open)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut pick = ((hash >> 32) % u64::from(total)) as u32;
        for (band, &pair) in pairs.iter().enumerate() {
            let here = pair.count_ones();
            if pick < here {
                let mut cells = pair;
                for _ in 0..pick {
                    cells &= cells - 1;
                }
                return (band, cells.trailing_zeros() as usize);
            }
            pick -= here;
        }
        self.guess_cell()
    }

    /// The board the placed values make.
    fn board(&self) -> Option<Board> {
        Board::from_cells(4, &self.values)
    }
}

/// A depth-first search for up to `limit` solutions, within a budget of
/// guesses.
struct Search {
    limit: u32,
    found: u32,
    first: Option<Board>,
    /// A solution not to count (one an earlier search found).
    skip: Option<Board>,
    /// Which rule picks the guess: 0 is [`State::guess_cell`]'s, any
    /// other a different but fixed choice among the same cells.
    variant: u32,
    /// Guesses allowed, and taken.
    budget: u64,
    spent: u64,
    /// Whether the budget ran out before the search was done.
    aborted: bool,
}

impl Search {
    fn new(limit: u32, skip: Option<Board>, variant: u32, budget: u64) -> Search {
        Search {
            limit,
            found: 0,
            first: None,
            skip,
            variant,
            budget,
            spent: 0,
            aborted: false,
        }
    }

    fn run(&mut self, mut state: State) {
        loop {
            match state.singles() {
                Err(Contradiction) => return,
                Ok(_) if state.open == 0 => break,
                Ok(_) => {}
            }
            match state.locked() {
                Err(Contradiction) => return,
                Ok(true) => continue,
                Ok(false) => break,
            }
        }
        if state.open == 0 {
            let board = state.board();
            if board.is_some() && board == self.skip {
                return;
            }
            self.found += 1;
            if self.first.is_none() {
                self.first = board;
            }
            return;
        }
        let (band, bit) = if self.variant == 0 {
            state.guess_cell()
        } else {
            state.other_guess_cell(self.variant)
        };
        for k in 0..SIDE {
            // The other variants also try the values the other way round.
            let value = if self.variant % 2 == 1 {
                SIDE - 1 - k
            } else {
                k
            };
            if state.candidates[value][band] >> bit & 1 == 0 {
                continue;
            }
            if self.spent >= self.budget {
                self.aborted = true;
                return;
            }
            let mut next = state;
            self.spent += 1;
            if next.place(value, band, bit).is_ok() {
                self.run(next);
            }
            if self.aborted || self.found >= self.limit {
                return;
            }
        }
    }
}

/// Guesses the first try at a board may take before the search starts
/// over with another rule for the guess; each later try may take twice
/// as many as the one before, and after [`BUDGETED`] tries one runs to
/// the end. Solving is a heavy-tailed search: on boards cut from a
/// solution with many cells left open, one rule can sink 11 million
/// guesses (9 s) into a subtree without a solution where another needs
/// 24,000; starting over bounds that. The budget lies above what the
/// boards of `testdata/hard16.txt` need, so they never start over.
const FIRST_BUDGET: u64 = 1 << 16;
/// Tries with a budget before one without.
const BUDGETED: u32 = 6;

/// Searches from `state` for up to `limit` solutions other than `skip`,
/// starting over with another rule whenever a try runs out of budget;
/// adds the guesses of every try to `stats`.
fn tries(state: &State, limit: u32, skip: Option<Board>, stats: &mut Stats) -> Search {
    let mut attempt = 0;
    loop {
        let budget = if attempt < BUDGETED {
            FIRST_BUDGET << attempt
        } else {
            u64::MAX
        };
        let mut search = Search::new(limit, skip, attempt, budget);
        search.run(*state);
        stats.guesses += search.spent;
        if !search.aborted {
            return search;
        }
        attempt += 1;
    }
}

/// The number of solutions of `board` up to `limit`, and the first found.
/// Up to two, by tries that may start over (the second looks for a
/// solution other than the first); more, by one search to the end, since
/// a try started over would count some solutions twice.
fn search(board: &Board, limit: u32, stats: &mut Stats) -> (u32, Option<Board>) {
    let state = match State::new(board) {
        Ok(state) => state,
        Err(_) => return (0, None),
    };
    if limit > 2 {
        let mut search = Search::new(limit, None, 0, u64::MAX);
        search.run(state);
        stats.guesses += search.spent;
        return (search.found, search.first);
    }
    if limit == 0 {
        return (0, None);
    }
    let first = tries(&state, 1, None, stats);
    if first.found == 0 || limit == 1 {
        return (first.found, first.first);
    }
    let second = tries(&state, 1, first.first, stats);
    (1 + second.found, first.first)
}

/// A solution of the 16x16 `board`, or `None` (also for a board of
/// another size), adding the search's counts to `stats`.
pub fn solve_with_stats(board: &Board, stats: &mut Stats) -> Option<Board> {
    search(board, 1, stats).1
}

/// The number of solutions of the 16x16 `board` counted up to `limit`,
/// and the first solution found.
pub fn count_and_solve(board: &Board, limit: u32) -> (u32, Option<Board>) {
    count_and_solve_with_stats(board, limit, &mut Stats::default())
}

/// [`count_and_solve`], adding the search's counts to `stats`.
pub fn count_and_solve_with_stats(
    board: &Board,
    limit: u32,
    stats: &mut Stats,
) -> (u32, Option<Board>) {
    search(board, limit, stats)
}
