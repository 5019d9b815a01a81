//! The state of a 16x16 or 25x25 search and its rules: placing a value,
//! naked and hidden singles, locked candidates, and the choice of the cell
//! to guess on. The search over guesses is [`search`](super::search)'s.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

use crate::board::Board;

/// A candidate: a value (from 0) on the cell at a bit of a band.
pub type Candidate = (usize, usize, usize);

/// Returned when a state has no solution.
pub struct Contradiction;

/// The cells of one band, a bit each.
pub trait Mask:
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

// Written out, not by a macro: the bundler reads impls, not macro calls.
impl Mask for u64 {
    const ZERO: u64 = 0;
    const ONE: u64 = 1;
    fn low_ones(count: usize) -> u64 {
        u64::MAX >> (u64::BITS as usize - count)
    }
    fn trailing_zeros(self) -> u32 {
        u64::trailing_zeros(self)
    }
    fn count_ones(self) -> u32 {
        u64::count_ones(self)
    }
    fn clear_lowest(self) -> u64 {
        self & self.wrapping_sub(1)
    }
    fn low(self) -> u32 {
        self as u32
    }
}

impl Mask for u128 {
    const ZERO: u128 = 0;
    const ONE: u128 = 1;
    fn low_ones(count: usize) -> u128 {
        u128::MAX >> (u128::BITS as usize - count)
    }
    fn trailing_zeros(self) -> u32 {
        u128::trailing_zeros(self)
    }
    fn count_ones(self) -> u32 {
        u128::count_ones(self)
    }
    fn clear_lowest(self) -> u128 {
        self & self.wrapping_sub(1)
    }
    fn low(self) -> u32 {
        self as u32
    }
}

/// Where a value is placed: a bit per row, column and box.
#[derive(Clone, Copy, Default)]
struct Placed {
    rows: u32,
    columns: u32,
    boxes: u32,
}

/// The search state of a board of box size `N`, `SIDE` = `N`^2 cells a
/// side and `CELLS` in all, a band's cells in an `M`.
#[derive(Clone, Copy)]
pub struct State<M, const N: usize, const SIDE: usize, const CELLS: usize> {
    /// Per value, per band: the cells it may still go in.
    pub candidates: [[M; N]; SIDE],
    /// Per band, the cells placed.
    pub placed: [M; N],
    /// Per value, the units it is placed in.
    done: [Placed; SIDE],
    /// The value of each placed cell, from 1; 0 while empty.
    pub values: [u8; CELLS],
    /// Cells left to place.
    pub open: u32,
    /// Values whose masks narrowed since their hidden singles were last
    /// looked for: a bit per value.
    hidden_due: u32,
    /// Per value, where: a bit per band whose rows and boxes are to be
    /// looked at, and a bit per column.
    hidden_bands: [u8; SIDE],
    hidden_columns: [u32; SIDE],
    /// The same for locked candidates: the bands whose boxes and rows are
    /// looked at, and the columns whose confinement to one box is.
    locked_due: u32,
    locked_bands: [u8; SIDE],
    locked_columns: [u32; SIDE],
    /// The bands where a cell lost a candidate since naked singles were
    /// last looked for: a bit per band.
    naked_bands: u8,
    /// The masks that lost candidates since this was last cleared: bit
    /// `value * N + band`.
    pub changed: u128,
}

/// A 16x16 board's state.
pub type Sixteen = State<u64, 4, 16, 256>;
/// A 25x25 board's state.
pub type TwentyFive = State<u128, 5, 25, 625>;

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
    pub fn boxed() -> M {
        (0..N).fold(M::ZERO, |cells, r| cells | M::low_ones(N) << (SIDE * r))
    }

    /// A row's bits once shifted down to bit 0: one per column.
    pub const ROW_BITS: u32 = (1 << SIDE) - 1;
    /// A bit per band.
    const BANDS: u8 = (1 << N) - 1;

    /// Whether `value` may still go on the cell at `bit` of `band`.
    #[inline]
    pub fn may(&self, value: usize, band: usize, bit: usize) -> bool {
        (self.candidates[value][band] >> bit).low() & 1 != 0
    }

    /// Marks `value`'s masks narrowed anywhere, for the rules to look at
    /// again.
    #[cfg(test)]
    pub fn narrowed(&mut self, value: usize) {
        self.mark(value, Self::BANDS, Self::ROW_BITS);
        self.naked_bands = Self::BANDS;
    }

    /// Marks, for hidden singles and locked candidates to look at again
    /// for `value`, the rows and boxes of `bands` (a bit per band) and the
    /// columns of `columns` (a bit per column).
    fn mark(&mut self, value: usize, bands: u8, columns: u32) {
        self.changed |= u128::from(bands) << (value * N);
        self.hidden_due |= 1 << value;
        self.hidden_bands[value] |= bands;
        self.hidden_columns[value] |= columns;
        self.locked_due |= 1 << value;
        self.locked_bands[value] |= bands;
        self.locked_columns[value] |= columns;
    }

    /// Marks, for the rules to look at again, the bands and columns where
    /// `value` lost the cells of `lost` (per band).
    pub fn lost(&mut self, value: usize, lost: &[M; N]) {
        let mut bands = 0u8;
        let mut folded = M::ZERO;
        for (b, &cells) in lost.iter().enumerate() {
            if cells != M::ZERO {
                bands |= 1 << b;
                folded |= cells;
            }
        }
        if bands == 0 {
            return;
        }
        self.mark(value, bands, Self::columns_of(folded));
        self.naked_bands |= bands;
    }

    pub fn new(board: &Board) -> Result<Self, Contradiction> {
        let mut state = State {
            candidates: [[Self::band(); N]; SIDE],
            placed: [M::ZERO; N],
            done: [Placed::default(); SIDE],
            values: [0; CELLS],
            open: CELLS as u32,
            hidden_due: Self::ROW_BITS,
            hidden_bands: [Self::BANDS; SIDE],
            hidden_columns: [Self::ROW_BITS; SIDE],
            locked_due: Self::ROW_BITS,
            locked_bands: [Self::BANDS; SIDE],
            locked_columns: [Self::ROW_BITS; SIDE],
            naked_bands: Self::BANDS,
            changed: 0,
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
    pub fn place(&mut self, value: usize, band: usize, bit: usize) -> Result<(), Contradiction> {
        let mask = M::ONE << bit;
        if self.candidates[value][band] & mask == M::ZERO {
            return Err(Contradiction);
        }
        let (row, column) = (band * N + bit / SIDE, bit % SIDE);
        self.values[band * N * SIDE + bit] = value as u8 + 1;
        self.placed[band] |= mask;
        self.open -= 1;
        // The other values the cell held lose it: only their units
        // through the cell change.
        let mut touched = 0u32;
        for (v, candidates) in self.candidates.iter_mut().enumerate() {
            touched |= ((candidates[band] >> bit).low() & 1) << v;
            candidates[band] &= !mask;
        }
        while touched != 0 {
            let v = touched.trailing_zeros() as usize;
            touched &= touched - 1;
            self.mark(v, 1 << band, 1 << column);
        }
        // The value leaves the cell's row, column and box.
        self.naked_bands |= 1 << band;
        let column_cells = Self::column() << column;
        let peers = (Self::row() << (SIDE * (bit / SIDE))) | (Self::boxed() << (column / N * N));
        let mut lost = [M::ZERO; N];
        for (b, (cells, lost)) in self.candidates[value].iter_mut().zip(&mut lost).enumerate() {
            *lost = *cells
                & if b == band {
                    column_cells | peers
                } else {
                    column_cells
                };
            *cells &= !*lost;
        }
        self.lost(value, &lost);
        let done = &mut self.done[value];
        done.rows |= 1 << row;
        done.columns |= 1 << column;
        done.boxes |= 1 << (band * N + column / N);
        Ok(())
    }

    /// Naked and hidden singles until none is left: `Ok(true)` when
    /// something was placed.
    pub fn singles(&mut self) -> Result<bool, Contradiction> {
        let mut any = false;
        loop {
            let mut placed = false;
            // Naked singles: count each cell's candidates up to two, a
            // band at a time, over the values' masks.
            let bands = std::mem::take(&mut self.naked_bands);
            for band in (0..N).filter(|&band| bands >> band & 1 != 0) {
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
                    let value = (0..SIDE).find(|&v| self.may(v, band, bit));
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
            // narrowed since they were last looked at, not all of them
            // (with the same for locked candidates: minimal 16x16 boards
            // -30% time).
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
        let bands = std::mem::take(&mut self.hidden_bands[value]);
        let due_columns = std::mem::take(&mut self.hidden_columns[value]);
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
        let mut columns = column_once & !column_twice & due_columns;
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
        for band in (0..N).filter(|&band| bands >> band & 1 != 0) {
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

    /// Singles and locked candidates to a fixed point.
    pub fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            self.singles()?;
            if self.open == 0 || !self.locked()? {
                return Ok(());
            }
        }
    }

    /// Locked candidates within bands and stacks: `Ok(true)` when a
    /// candidate was removed. Every test reads the masks as they were
    /// when the value's turn began; a deduction that held then still
    /// holds after others narrowed the masks.
    pub fn locked(&mut self) -> Result<bool, Contradiction> {
        let (row, column, boxed) = (Self::row(), Self::column(), Self::boxed());
        let mut removed = false;
        let mut values = std::mem::take(&mut self.locked_due);
        while values != 0 {
            let value = values.trailing_zeros() as usize;
            values &= values - 1;
            let mut cells = self.candidates[value];
            let bands = std::mem::take(&mut self.locked_bands[value]);
            for (_, band) in cells
                .iter_mut()
                .enumerate()
                .filter(|&(b, _)| bands >> b & 1 != 0)
            {
                // Bit k of `meets[r]`: row r of the band meets the value
                // in box k; `once` and `twice`, the boxes met by one row
                // and by more.
                let c = *band;
                let mut meets = [0u32; N];
                let (mut once, mut twice) = (0u32, 0u32);
                for (r, meets) in meets.iter_mut().enumerate() {
                    *meets = Self::boxes_met((c >> (SIDE * r)).low() & Self::ROW_BITS);
                    twice |= once & *meets;
                    once |= *meets;
                }
                for (r, &here) in meets.iter().enumerate() {
                    let line = row << (SIDE * r);
                    if here & here.wrapping_sub(1) == 0 {
                        // The row's cells confined to one box: the rest of
                        // the box, if it has any, loses the value.
                        if here & twice != 0 {
                            let k = here.trailing_zeros() as usize;
                            *band &= !((boxed << (N * k)) & !line);
                        }
                    } else {
                        // A box's cells confined to this row, which meets
                        // other boxes too: the rest of the row loses the
                        // value.
                        let mut confined = here & once & !twice;
                        while confined != 0 {
                            let k = confined.trailing_zeros() as usize;
                            confined &= confined - 1;
                            *band &= !(line & !(boxed << (N * k)));
                        }
                    }
                }
            }
            // Stacks: bit c of `columns[b]`: band b meets the value in
            // column c.
            let mut columns = [0u32; N];
            for (folded, &c) in columns.iter_mut().zip(&self.candidates[value]) {
                *folded = Self::columns_of(c);
            }
            let (mut once, mut twice) = (0u32, 0u32);
            for (band, &here) in columns.iter().enumerate() {
                twice |= once & here;
                once |= here;
                if bands >> band & 1 == 0 {
                    continue;
                }
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
            let mut alone = once & !twice & std::mem::take(&mut self.locked_columns[value]);
            while alone != 0 {
                let c = alone.trailing_zeros() as usize;
                alone &= alone - 1;
                if let Some(band) = columns.iter().position(|&here| here >> c & 1 != 0) {
                    cells[band] &= !((boxed << (c / N * N)) & !(column << c));
                }
            }
            // Compared band by band: an array compare is a call to memcmp.
            let differs = (0..N).fold(false, |d, b| d | (cells[b] != self.candidates[value][b]));
            if differs {
                let mut lost = self.candidates[value];
                for (lost, &cells) in lost.iter_mut().zip(&cells) {
                    *lost &= !cells;
                }
                self.candidates[value] = cells;
                self.lost(value, &lost);
                removed = true;
            }
        }
        Ok(removed)
    }

    /// Bit k when `row` (a row's bits shifted down to bit 0) has a cell
    /// in box k: the N-bit segments folded onto their lowest bit, and those
    /// bits gathered by one multiplication (bit N i lands on N (N - 1) + i
    /// from the term of j = N - i, and no two terms' bits meet).
    fn boxes_met(row: u32) -> u32 {
        let folded = (1..N).fold(row, |f, k| f | row >> k);
        let lowest = (0..N).fold(0u32, |bits, k| bits | 1 << (N * k));
        let spread = (1..=N).fold(0u32, |bits, j| bits | 1 << ((N - 1) * j));
        (folded & lowest).wrapping_mul(spread) >> (N * (N - 1)) & ((1 << N) - 1)
    }

    /// The columns where `cells` (a band's) has a cell: a bit per column.
    pub fn columns_of(cells: M) -> u32 {
        (0..N).fold(0, |f, r| f | (cells >> (SIDE * r)).low()) & Self::ROW_BITS
    }

    /// Takes the lowest value out of `masks` (a bit per value and band, as
    /// in [`State::changed`]): the value and its bands, a bit per band;
    /// `None` when `masks` is empty.
    pub fn take_value(masks: &mut u128) -> Option<(usize, u8)> {
        if *masks == 0 {
            return None;
        }
        let value = masks.trailing_zeros() as usize / N;
        let bands = (*masks >> (value * N)) as u8 & Self::BANDS;
        *masks &= !(u128::from(Self::BANDS) << (value * N));
        Some((value, bands))
    }

    /// The cells of `band` with exactly two candidates: a bit-parallel
    /// count over the values' masks, up to three.
    pub fn pairs(&self, band: usize) -> M {
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
    pub fn guess_cell(&self) -> (usize, usize) {
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
                let count = (0..SIDE).filter(|&v| self.may(v, band, bit)).count() as u32;
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
    pub fn other_guess_cell(&self, variant: u32) -> (usize, usize) {
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

    /// Narrows this state to what `other` allows as well: a value placed
    /// in either is placed, a candidate either removed goes. Both are at
    /// the rules' fixed point, and both narrowed from one state, `other`
    /// losing candidates only in the masks its [`State::changed`] names
    /// and placing the cells of `placed`: elsewhere this state's masks
    /// hold no more than `other`'s. A rule whose inputs are
    /// as they are in either state does not fire (that state is at its
    /// fixed point, and what the rule concluded there holds in the
    /// narrower meet), so the rules look again only where the meet
    /// differs from both, and for naked singles, in every band where it
    /// differs from this state.
    #[cfg(feature = "meet")]
    pub fn meet(&mut self, other: &Self, placed: &[M; N]) -> Result<(), Contradiction> {
        for (band, &placed) in placed.iter().enumerate() {
            // A value placed here alone must still be open in `other`.
            let mut cells = self.placed[band] & !other.placed[band];
            while cells != M::ZERO {
                let bit = cells.trailing_zeros() as usize;
                cells = cells.clear_lowest();
                let value = usize::from(self.values[band * N * SIDE + bit]) - 1;
                if !other.may(value, band, bit) {
                    return Err(Contradiction);
                }
            }
            // A value `other` placed must be placed here too or open.
            let mut cells = placed;
            while cells != M::ZERO {
                let bit = cells.trailing_zeros() as usize;
                cells = cells.clear_lowest();
                let cell = band * N * SIDE + bit;
                let value = other.values[cell];
                if (self.placed[band] >> bit).low() & 1 != 0 {
                    if self.values[cell] != value {
                        return Err(Contradiction);
                    }
                } else if self.may(usize::from(value) - 1, band, bit) {
                    self.values[cell] = value;
                    self.open -= 1;
                } else {
                    return Err(Contradiction);
                }
            }
            self.placed[band] |= placed;
        }
        let mut values = other.changed;
        while let Some((value, _)) = Self::take_value(&mut values) {
            let done = other.done[value];
            let mine = &mut self.done[value];
            mine.rows |= done.rows;
            mine.columns |= done.columns;
            mine.boxes |= done.boxes;
            // The masks meet; `lost` gathers what this state loses, and
            // `kept` what `other` allowed and this state did not.
            let (mut bands, mut naked) = (0u8, 0u8);
            let (mut lost, mut kept) = (M::ZERO, M::ZERO);
            for (band, cells) in self.candidates[value].iter_mut().enumerate() {
                let theirs = other.candidates[value][band];
                let (gone, extra) = (*cells & !theirs, theirs & !*cells);
                *cells &= theirs;
                let (gone_here, extra_here) = (gone != M::ZERO, extra != M::ZERO);
                bands |= u8::from(gone_here & extra_here) << band;
                naked |= u8::from(gone_here) << band;
                lost |= gone;
                kept |= extra;
            }
            let columns = Self::columns_of(lost) & Self::columns_of(kept);
            if bands != 0 || columns != 0 {
                self.mark(value, bands, columns);
            }
            self.naked_bands |= naked;
            self.changed |= u128::from(naked) << (value * N);
        }
        Ok(())
    }

    /// The board the placed values make.
    pub fn board(&self) -> Option<Board> {
        Board::from_cells(N, &self.values)
    }
}
