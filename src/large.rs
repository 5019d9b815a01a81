//! The fast path for 16x16 and 25x25 boards (POJ 3076, AcWing 169, SPOJ
//! SUDOKU, and boards of box size 4 and 5 in the `sized` format): the 9x9
//! core's ideas at box sizes 4 and 5. It takes a [`Board`] and returns an
//! answer; reading and writing boards are left to others, and boards of
//! other sizes to [`general`](crate::general), which this module is
//! checked against.
//!
//! # Layout
//!
//! A band is n rows, n being the box size; its n * n^2 cells fit one
//! mask, a `u64` on a 16x16 board (64 cells) and a `u128` on a 25x25 one
//! (125), bit `side * r + c` for row `r` of the band and column `c`, so
//! that bit `n * side * band + bit` of a board is cell `side * row +
//! column`, the order the board lists its cells in. For each value (0 to
//! side - 1 here, `A` onwards on a board of letters) the state keeps
//! where it may still go, band by band: placing a value is a few masks,
//! and the rules are whole-band bit operations. One code serves both
//! sizes: `State` is generic over the mask and the box size, and each
//! size is compiled on its own, its constants folded in.
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
//! cell, nor a bit past a band's last cell; `done` holds, per value, the
//! rows, columns and boxes it is placed in; nothing allocates.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

use crate::board::Board;
use crate::grid::Stats;

/// Returned when a state has no solution.
struct Contradiction;

/// The cells of one band, a bit each.
trait Mask:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    /// The lowest `count` bits, 1 to all the type has.
    fn low_ones(count: usize) -> Self;
    fn trailing_zeros(self) -> u32;
    fn count_ones(self) -> u32;
    /// The mask without its lowest set bit.
    fn clear_lowest(self) -> Self;
    /// The lowest 32 bits.
    fn low(self) -> u32;
}

macro_rules! mask {
    ($($bits:ty),*) => {$(
        impl Mask for $bits {
            const ZERO: $bits = 0;
            const ONE: $bits = 1;
            fn low_ones(count: usize) -> $bits {
                <$bits>::MAX >> (<$bits>::BITS as usize - count)
            }
            fn trailing_zeros(self) -> u32 {
                <$bits>::trailing_zeros(self)
            }
            fn count_ones(self) -> u32 {
                <$bits>::count_ones(self)
            }
            fn clear_lowest(self) -> $bits {
                self & self.wrapping_sub(1)
            }
            fn low(self) -> u32 {
                self as u32
            }
        }
    )*};
}

mask!(u64, u128);

/// Whether `mask` has exactly one bit set.
fn single<M: Mask>(mask: M) -> bool {
    mask != M::ZERO && mask.clear_lowest() == M::ZERO
}

/// Where a value is placed: a bit per row, column and box.
#[derive(Clone, Copy, Default)]
struct Done {
    rows: u32,
    columns: u32,
    boxes: u32,
}

/// The search state of a board of box size `N`, `SIDE` = `N`^2 cells a
/// side and `CELLS` in all, a band's cells in an `M`.
#[derive(Clone, Copy)]
struct State<M, const N: usize, const SIDE: usize, const CELLS: usize> {
    /// Per value, per band: the cells it may still go in.
    candidates: [[M; N]; SIDE],
    /// Per band, the cells placed.
    placed: [M; N],
    /// Per value, the units it is placed in.
    done: [Done; SIDE],
    /// The value of each placed cell, from 1; 0 while empty.
    values: [u8; CELLS],
    /// Cells left to place.
    open: u32,
    /// Values whose masks narrowed since their hidden singles were last
    /// looked for: a bit per value.
    hidden_due: u32,
    /// The same for locked candidates.
    locked_due: u32,
}

/// A 16x16 board's state.
type Sixteen = State<u64, 4, 16, 256>;
/// A 25x25 board's state.
type TwentyFive = State<u128, 5, 25, 625>;

impl<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize> State<M, N, SIDE, CELLS> {
    /// Every cell of a band.
    fn band() -> M {
        M::low_ones(N * SIDE)
    }

    /// The cells of row 0 of a band.
    fn row() -> M {
        M::low_ones(SIDE)
    }

    /// The cells of column 0 of a band.
    fn column() -> M {
        (0..N).fold(M::ZERO, |cells, r| cells | M::ONE << (SIDE * r))
    }

    /// The cells of box 0 of a band.
    fn boxed() -> M {
        (0..N).fold(M::ZERO, |cells, r| cells | M::low_ones(N) << (SIDE * r))
    }

    /// A row's bits once shifted down to bit 0: one per column.
    const ROW_BITS: u32 = (1 << SIDE) - 1;

    fn new(board: &Board) -> Result<Self, Contradiction> {
        let mut state = State {
            candidates: [[Self::band(); N]; SIDE],
            placed: [M::ZERO; N],
            done: [Done::default(); SIDE],
            values: [0; CELLS],
            open: CELLS as u32,
            hidden_due: Self::ROW_BITS,
            locked_due: Self::ROW_BITS,
        };
        if board.box_size() != N {
            return Err(Contradiction);
        }
        for (cell, &value) in board.cells().iter().enumerate() {
            if value != 0 {
                state.place(usize::from(value - 1), cell / (N * SIDE), cell % (N * SIDE))?;
            }
        }
        Ok(state)
    }

    /// Places `value` on the cell at `bit` of `band`.
    fn place(&mut self, value: usize, band: usize, bit: usize) -> Result<(), Contradiction> {
        let mask = M::ONE << bit;
        if self.candidates[value][band] & mask == M::ZERO {
            return Err(Contradiction);
        }
        let (row, column) = (band * N + bit / SIDE, bit % SIDE);
        self.values[band * N * SIDE + bit] = value as u8 + 1;
        self.placed[band] |= mask;
        self.open -= 1;
        let mut touched = 1u32 << value;
        for (v, candidates) in self.candidates.iter_mut().enumerate() {
            touched |= ((candidates[band] >> bit).low() & 1) << v;
            candidates[band] &= !mask;
        }
        self.hidden_due |= touched;
        self.locked_due |= touched;
        let own = &mut self.candidates[value];
        for cells in own.iter_mut() {
            *cells &= !(Self::column() << column);
        }
        own[band] &=
            !((Self::row() << (SIDE * (bit / SIDE))) | (Self::boxed() << (column / N * N)));
        let done = &mut self.done[value];
        done.rows |= 1 << row;
        done.columns |= 1 << column;
        done.boxes |= 1 << (band * N + column / N);
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
            for band in 0..N {
                let (mut once, mut twice) = (M::ZERO, M::ZERO);
                for candidates in &self.candidates {
                    let cells = candidates[band];
                    twice |= once & cells;
                    once |= cells;
                }
                if !self.placed[band] & !once & Self::band() != M::ZERO {
                    return Err(Contradiction);
                }
                let mut singles = once & !twice;
                while singles != M::ZERO {
                    let bit = singles.trailing_zeros() as usize;
                    singles = singles.clear_lowest();
                    let value =
                        (0..SIDE).find(|&v| (self.candidates[v][band] >> bit).low() & 1 != 0);
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
            // narrowed since they were last looked at, not all of them:
            // 20 minimal 16x16 boards 0.044 s -> 0.034 s, and the same for
            // locked candidates -> 0.031 s (06f23e3).
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
        // folded a band's rows at a time into one lane per column.
        let (mut once, mut twice) = (M::ZERO, M::ZERO);
        for &cells in &self.candidates[value] {
            twice |= once & cells;
            once |= cells;
        }
        let (mut column_once, mut column_twice) = (0u32, 0u32);
        for r in 0..N {
            let one = (once >> (SIDE * r)).low() & Self::ROW_BITS;
            let two = (twice >> (SIDE * r)).low() & Self::ROW_BITS;
            column_twice |= two | (column_once & one);
            column_once |= one;
        }
        let done = self.done[value];
        if !column_once & !done.columns & Self::ROW_BITS != 0 {
            return Err(Contradiction);
        }
        let mut columns = column_once & !column_twice;
        while columns != 0 {
            let column = columns.trailing_zeros() as usize;
            columns &= columns - 1;
            let cells = Self::column() << column;
            let band = (0..N).find(|&b| self.candidates[value][b] & cells != M::ZERO);
            let band = match band {
                Some(band) => band,
                None => return Err(Contradiction),
            };
            let bit = (self.candidates[value][band] & cells).trailing_zeros();
            self.place(value, band, bit as usize)?;
            placed = true;
        }
        for band in 0..N {
            let cells = self.candidates[value][band];
            let done = self.done[value];
            // Rows: one segment of a band each. A single read from `cells`
            // after an earlier one of this loop was placed may be gone:
            // then its row has no place left for the value, and `place`
            // reports the contradiction that is.
            for r in 0..N {
                let row = (cells >> (SIDE * r)).low() & Self::ROW_BITS;
                if row == 0 {
                    if done.rows >> (band * N + r) & 1 == 0 {
                        return Err(Contradiction);
                    }
                } else if row & (row - 1) == 0 {
                    let bit = SIDE * r + row.trailing_zeros() as usize;
                    self.place(value, band, bit)?;
                    placed = true;
                }
            }
            // Boxes: a box has one cell when its columns, folded over the
            // band's rows, hold one cell between them.
            let (cells, done) = (self.candidates[value][band], self.done[value]);
            let (mut once, mut twice) = (0u32, 0u32);
            for r in 0..N {
                let row = (cells >> (SIDE * r)).low() & Self::ROW_BITS;
                twice |= once & row;
                once |= row;
            }
            let columns = (1 << N) - 1;
            for k in 0..N {
                let (one, two) = ((once >> (N * k)) & columns, (twice >> (N * k)) & columns);
                if one == 0 {
                    if done.boxes >> (band * N + k) & 1 == 0 {
                        return Err(Contradiction);
                    }
                } else if two == 0 && one & (one - 1) == 0 {
                    let bits = cells & (Self::boxed() << (N * k));
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
        let (row, column, boxed) = (Self::row(), Self::column(), Self::boxed());
        // Bit 0 of each N-cell segment of a band (a row within a box).
        let segments = (0..N).fold(M::ZERO, |bits, k| bits | column << (N * k));
        let mut removed = false;
        let mut values = std::mem::take(&mut self.locked_due);
        while values != 0 {
            let value = values.trailing_zeros() as usize;
            values &= values - 1;
            let mut cells = self.candidates[value];
            for band in cells.iter_mut() {
                // Bit N k + SIDE r: row r of the band meets the value in
                // box k.
                let c = *band;
                let meets = (1..N).fold(c, |meets, k| meets | c >> k) & segments;
                for k in 0..N {
                    // The box's cells confined to one row: the rest of the
                    // row loses the value.
                    let rows = meets & (column << (N * k));
                    if single(rows) {
                        let line = row << (rows.trailing_zeros() as usize / SIDE * SIDE);
                        *band &= !(line & !(boxed << (N * k)));
                    }
                }
                for r in 0..N {
                    // The row's cells confined to one box: the rest of the
                    // box loses the value.
                    let boxes = meets & (segments & row) << (SIDE * r);
                    if single(boxes) {
                        let within = boxed << (boxes.trailing_zeros() as usize % SIDE);
                        *band &= !(within & !(row << (SIDE * r)));
                    }
                }
            }
            // Stacks: bit c of `columns[b]`: band b meets the value in
            // column c.
            let mut columns = [0u32; N];
            for (folded, &c) in columns.iter_mut().zip(&self.candidates[value]) {
                *folded = (0..N).fold(0, |f, r| f | (c >> (SIDE * r)).low()) & Self::ROW_BITS;
            }
            let (mut once, mut twice) = (0u32, 0u32);
            for (band, &here) in columns.iter().enumerate() {
                twice |= once & here;
                once |= here;
                for k in 0..N {
                    // A box's cells confined to one column: the column's
                    // other boxes lose the value.
                    let within = here & (((1 << N) - 1) << (N * k));
                    if within != 0 && within & (within - 1) == 0 {
                        let line = column << within.trailing_zeros() as usize;
                        for (b, cells) in cells.iter_mut().enumerate() {
                            if b != band {
                                *cells &= !line;
                            }
                        }
                    }
                }
            }
            // A column's cells confined to one box: the box's other
            // columns lose the value.
            let mut alone = once & !twice;
            while alone != 0 {
                let c = alone.trailing_zeros() as usize;
                alone &= alone - 1;
                if let Some(band) = columns.iter().position(|&here| here >> c & 1 != 0) {
                    cells[band] &= !((boxed << (c / N * N)) & !(column << c));
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
    fn pairs(&self, band: usize) -> M {
        let (mut once, mut twice, mut thrice) = (M::ZERO, M::ZERO, M::ZERO);
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
    /// Guesses per 16x16 board by the rule for the two-candidate cell, on
    /// four sets of minimal boards from `sudoku generate --size 16` (50,
    /// 150 and 300 boards, seeds 3076, 77 and 12345) and 20 made apart:
    ///
    /// | two-candidate cell                          |  50 | 150 | 300 |  20 |
    /// |---------------------------------------------|----:|----:|----:|----:|
    /// | the first                                   | 2954 | 1945 |  - | 1040 |
    /// | its values most confined (fewest places in its row, column or box, summed) | 696 | 797 | 889 | 503 |
    /// | the most open peers (this)                  | 752 | 604 | 544 | 289 |
    fn guess_cell(&self) -> (usize, usize) {
        let mut pick: Option<(usize, usize, u32)> = None;
        for band in 0..N {
            let mut pairs = self.pairs(band);
            while pairs != M::ZERO {
                let bit = pairs.trailing_zeros() as usize;
                pairs = pairs.clear_lowest();
                let row = Self::row() << (bit / SIDE * SIDE);
                let column = Self::column() << (bit % SIDE);
                let boxed = Self::boxed() << (bit % SIDE / N * N);
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
        for band in 0..N {
            let mut open = !self.placed[band] & Self::band();
            while open != M::ZERO {
                let bit = open.trailing_zeros() as usize;
                open = open.clear_lowest();
                let count = self
                    .candidates
                    .iter()
                    .filter(|c| (c[band] >> bit).low() & 1 != 0)
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
        let mut pairs = [M::ZERO; N];
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
                    cells = cells.clear_lowest();
                }
                return (band, cells.trailing_zeros() as usize);
            }
            pick -= here;
        }
        self.guess_cell()
    }

    /// The board the placed values make.
    fn board(&self) -> Option<Board> {
        Board::from_cells(N, &self.values)
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
    /// A solution whose value for a cell is tried first there.
    prefer: Option<Board>,
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
            prefer: None,
            variant,
            budget,
            spent: 0,
            aborted: false,
        }
    }

    fn run<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        &mut self,
        mut state: State<M, N, SIDE, CELLS>,
    ) {
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
        let first = self.prefer.as_ref().map_or(SIDE, |prefer| {
            usize::from(prefer.cells()[band * N * SIDE + bit]) - 1
        });
        for k in 0..=SIDE {
            // The preferred value first; the other variants also try the
            // values the other way round.
            let value = match k.checked_sub(1) {
                None => first,
                Some(k) if self.variant % 2 == 1 => SIDE - 1 - k,
                Some(k) => k,
            };
            let tried = k > 0 && value == first;
            if tried || value == SIDE || (state.candidates[value][band] >> bit).low() & 1 == 0 {
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
/// the end. Solving is a heavy-tailed search: on 16x16 boards cut from a
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
fn tries<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    state: &State<M, N, SIDE, CELLS>,
    limit: u32,
    skip: Option<Board>,
    prefer: Option<Board>,
    stats: &mut Stats,
) -> Search {
    let mut attempt = 0;
    loop {
        let budget = if attempt < BUDGETED {
            FIRST_BUDGET << attempt
        } else {
            u64::MAX
        };
        let mut search = Search::new(limit, skip, attempt, budget);
        search.prefer = prefer;
        search.run(*state);
        stats.guesses += search.spent;
        if !search.aborted {
            return search;
        }
        attempt += 1;
    }
}

/// The number of solutions from `state` up to `limit`, and the first
/// found. Up to two, by tries that may start over (the second looks for a
/// solution other than the first); more, by one search to the end, since
/// a try started over would count some solutions twice.
fn search<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    state: Result<State<M, N, SIDE, CELLS>, Contradiction>,
    limit: u32,
    stats: &mut Stats,
) -> (u32, Option<Board>) {
    let state = match state {
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
    let first = tries(&state, 1, None, None, stats);
    if first.found == 0 || limit == 1 {
        return (first.found, first.first);
    }
    let second = tries(&state, 1, first.first, None, stats);
    (1 + second.found, first.first)
}

/// Whether this module solves boards of box size `n`: 4 and 5.
pub fn serves(n: usize) -> bool {
    n == 4 || n == 5
}

/// A solution of `board` (box size 4 or 5), or `None` (also for a board
/// of another size), adding the search's counts to `stats`.
pub fn solve_with_stats(board: &Board, stats: &mut Stats) -> Option<Board> {
    count_and_solve_with_stats(board, 1, stats).1
}

/// The number of solutions of `board` (box size 4 or 5) counted up to
/// `limit`, and the first solution found.
pub fn count_and_solve(board: &Board, limit: u32) -> (u32, Option<Board>) {
    count_and_solve_with_stats(board, limit, &mut Stats::default())
}

/// [`count_and_solve`], adding the search's counts to `stats`.
pub fn count_and_solve_with_stats(
    board: &Board,
    limit: u32,
    stats: &mut Stats,
) -> (u32, Option<Board>) {
    match board.box_size() {
        5 => search(TwentyFive::new(board), limit, stats),
        _ => search(Sixteen::new(board), limit, stats),
    }
}

/// Whether `board` (box size 4 or 5) has a solution other than
/// `solution` (one of its solutions) that differs on the empty cell
/// `cell`: for a board whose only solution is `solution` once that
/// cell is given, whether emptying it leaves several. One search, where
/// counting to two would first find the known solution again; it tries
/// `solution`'s value for each cell first, since a second solution
/// mostly differs from the first in a few cells.
pub fn solvable_avoiding(board: &Board, cell: usize, solution: &Board) -> bool {
    fn avoiding<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        state: Result<State<M, N, SIDE, CELLS>, Contradiction>,
        cell: usize,
        solution: &Board,
    ) -> bool {
        let mut state = match state {
            Ok(state) => state,
            Err(_) => return false,
        };
        let value = usize::from(solution.cells()[cell]) - 1;
        state.candidates[value][cell / (N * SIDE)] &= !(M::ONE << (cell % (N * SIDE)));
        tries(&state, 1, None, Some(*solution), &mut Stats::default()).found > 0
    }
    match board.box_size() {
        5 => avoiding(TwentyFive::new(board), cell, solution),
        _ => avoiding(Sixteen::new(board), cell, solution),
    }
}
