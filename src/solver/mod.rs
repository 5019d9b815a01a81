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
//! Invariants: for a placed cell exactly one digit mask holds its bit, and
//! no peer of that cell holds that digit; a digit mask never gains bits, so
//! a state only narrows. A guess copies the whole state (132 bytes) and
//! nothing is ever undone. Nothing here allocates.

mod kernels;
mod tables;

use self::kernels::{Columns, band_counts, givens, lone_in_columns, narrow, place_givens};
use self::tables::{
    BAND_PEERS, CELL_COLUMN, LONE_SEGMENT, MUST, OTHER_BANDS, POINTING, SHRINK, segments,
};
use crate::grid::Grid;

/// What the search found for one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A solution (any one, if there are several).
    Solved(Grid),
    /// The givens contradict each other, or no grid completes them.
    NoSolution,
}

/// Counters a search adds to (shared with the other solvers).
pub use crate::grid::Stats;

/// Returned by propagation when the state has no solution.
struct Contradiction;

/// The search state; see the module doc for the layout.
#[derive(Clone, Copy)]
struct State {
    /// `candidates[b][d]`: cells of band `b` where digit `d + 1` may go.
    /// Band-major, so clearing a cell for all nine digits touches one
    /// contiguous row of the array.
    candidates: [[u32; 9]; 3],
    /// Per band, the cells not placed yet.
    unsolved: [u32; 3],
    /// Per band, the digits (bit `d`) whose masks have lost candidates
    /// since they were last narrowed: the others have nothing new to
    /// propagate. Every step that takes candidates marks the masks it
    /// changed.
    ///
    /// This replaced a copy of every mask as last narrowed (108 bytes),
    /// compared with the masks by SSE2 at each round: those loads came
    /// right after the round's scalar stores to the same masks, which the
    /// processor cannot forward to a wider load, and the copy made every
    /// guess's state 96 bytes longer. Marking costs instructions, but
    /// saves time (with [`State::band_pass`] compiled per band; callgrind,
    /// first 1,000 of hardest11plus 191.1 M -> 187.6 M, first 5,000 of
    /// 17clue 76.8 M -> 80.9 M; the same guesses). In one process, the
    /// median ratio of 31 alternating rounds, twice: first 3,000 of
    /// hardest11plus -5.3% and -4.9%, hardest1106 -5.9% twice, top1465
    /// -3.0% and -3.5%, first 15,000 of 17clue -0.9% and -0.1%.
    dirty: [u32; 3],
}

impl State {
    /// The state for a puzzle with its givens placed, or a contradiction
    /// when two givens clash.
    fn new(puzzle: &Grid) -> Result<State, Contradiction> {
        let (candidates, unsolved) = place_givens(&givens(puzzle)).ok_or(Contradiction)?;
        Ok(State {
            candidates,
            unsolved,
            dirty: [0x1ff; 3],
        })
    }

    /// Places digit `d` on cell `bit` of band `band`; the cell must be
    /// unsolved with `d` among its candidates.
    #[inline]
    fn place(&mut self, d: usize, band: usize, bit: u32) {
        let index = bit.trailing_zeros() as usize;
        let column = CELL_COLUMN[index];
        self.unsolved[band] &= !bit;
        let own = self.candidates[band][d] & !BAND_PEERS[index];
        self.dirty[band] |= narrow(&mut self.candidates[band], bit, &[0; 9]);
        self.candidates[band][d] = own;
        self.take_columns(OTHER_BANDS[band].0, d, column);
        self.take_columns(OTHER_BANDS[band].1, d, column);
    }

    /// Takes `columns` from digit `d`'s mask in band `band`.
    #[inline(always)]
    fn take_columns(&mut self, band: usize, d: usize, columns: u32) {
        let mask = self.candidates[band][d];
        self.dirty[band] |= u32::from(mask & columns != 0) << d;
        self.candidates[band][d] = mask & !columns;
    }

    /// [`State::place`] for several cells. Kept apart from it: one
    /// function for both cost 5-8% more instructions (callgrind, first
    /// 1,000 of hardest11plus 266 M -> 281 M), as most placements are of
    /// one cell.
    ///
    /// Places digit `d` on every cell of `cells` in band `band` at once:
    /// the cells must be unsolved with `d` among their candidates. Two of
    /// them seeing each other is a contradiction. Clearing the cells for
    /// the other digits once, rather than cell by cell, is what this is
    /// for.
    #[inline]
    fn place_all(&mut self, d: usize, band: usize, cells: u32) -> Result<(), Contradiction> {
        let (mut peers, mut columns) = (0, 0);
        let mut rest = cells;
        while rest != 0 {
            let index = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            peers |= BAND_PEERS[index];
            columns |= CELL_COLUMN[index];
        }
        if peers & cells != 0 {
            return Err(Contradiction);
        }
        self.unsolved[band] &= !cells;
        let own = self.candidates[band][d] & !peers;
        self.dirty[band] |= narrow(&mut self.candidates[band], cells, &[0; 9]);
        self.take_columns(OTHER_BANDS[band].0, d, columns);
        self.take_columns(OTHER_BANDS[band].1, d, columns);
        self.candidates[band][d] = own;
        Ok(())
    }

    /// Fails when a digit has no candidate left in some column, and
    /// places each digit where a column has one candidate left for it.
    ///
    /// Always inlined, as is [`State::naked_singles`], into each copy of
    /// the search: as calls, callgrind counted 187.0 M instructions on
    /// the first 1,000 of hardest11plus (now 183.6 M) and 79.3 M on the
    /// first 5,000 of 17clue (79.0 M); in one process, the median ratio of
    /// 31 alternating rounds, twice: first 3,000 of hardest11plus -2.8%
    /// twice, hardest1106 -2.6%/-2.7%, first 15,000 of 17clue
    /// -0.6%/-0.7%.
    #[inline(always)]
    fn columns(&mut self) -> Result<(), Contradiction> {
        let Columns {
            lone,
            mut todo,
            empty,
        } = lone_in_columns(&self.candidates, &self.unsolved);
        if empty {
            return Err(Contradiction);
        }
        while todo != 0 {
            let unit = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let (band, d) = (unit >> 4, unit & 15);
            // Placing a digit before may have taken the cell.
            let cells = lone[d] & self.candidates[band][d] & self.unsolved[band];
            self.place_all(d, band, cells)?;
        }
        Ok(())
    }

    /// Places naked singles: cells with one candidate left.
    #[inline(always)]
    fn naked_singles(&mut self) -> Result<(), Contradiction> {
        for band in 0..3 {
            let (once, twice, _) = band_counts(&self.candidates[band]);
            let unsolved = self.unsolved[band];
            if unsolved & !once != 0 {
                return Err(Contradiction);
            }
            let mut cells = unsolved & !twice;
            while cells != 0 {
                let bit = cells & cells.wrapping_neg();
                cells ^= bit;
                let digit = self.candidates[band]
                    .iter()
                    .position(|&mask| mask & bit != 0);
                // Placing an earlier single may have emptied this cell.
                match digit {
                    Some(d) => self.place(d, band, bit),
                    None => return Err(Contradiction),
                }
            }
        }
        Ok(())
    }

    /// Propagates until nothing changes: each changed (band, digit) mask
    /// is narrowed in turn, until none has changed; then hidden singles in
    /// columns and naked singles are placed; settled when that places
    /// nothing. `search` as for [`State::band_pass`].
    ///
    /// One (band, digit) at a time, as the `sudoku` crate and JCZSolve do,
    /// rather than a digit's three bands together with a test of each:
    /// whether a band changed is a coin toss for the branch predictor.
    /// cachegrind's branch simulation, first 1,000 of hardest11plus: 2.11 M
    /// -> 1.35 M mispredicted branches; CPU time, medians of 31-41
    /// alternating runs, first 15,000 of 17clue -10%, first 3,000 of
    /// hardest11plus -4.6% (with the changed masks found by an SSE2
    /// compare with a copy, which [`State::dirty`] has since replaced).
    ///
    /// Columns once the masks settle, rather than in every digit pass as
    /// before: an empty column is a contradiction (without the check,
    /// guesses on the first 1,000 of hardest11plus rose 94.5 -> 106.3 a
    /// puzzle; with it, 97.3), and a column's last candidate is placed
    /// (87.95, as many as when every digit pass looked for them). See
    /// [`lone_in_columns`] for what that costs.
    #[inline(always)]
    fn propagate(&mut self, search: bool) -> Result<(), Contradiction> {
        loop {
            self.band_pass::<0>(search)?;
            self.band_pass::<1>(search)?;
            self.band_pass::<2>(search)?;
            if self.dirty == [0; 3] {
                self.columns()?;
                self.naked_singles()?;
                if self.dirty == [0; 3] {
                    return Ok(());
                }
            }
        }
    }

    /// Narrows each dirty mask of band `BAND` (see [`State::dirty`]) by
    /// the one-per-row, one-per-box rule, takes pointing columns from the
    /// other bands, then places the digits' hidden singles in the band's
    /// rows and boxes. Marks the masks it changes in other bands, and
    /// those the singles change in this one.
    ///
    /// The singles are the boxes' last places, read off tables by what is
    /// at hand: [`LONE_SEGMENT`] by the segments before the shrink, and
    /// [`POINTING`] by the columns after it. Counting the cells alone in
    /// each row of the shrunk mask, the same cells, took 13 instructions
    /// more a mask (callgrind, first 1,000 of hardest11plus 192.2 M ->
    /// 177.0 M instructions, first 5,000 of 17clue 74.6 M -> 67.2 M; the
    /// same guesses).
    ///
    /// Such a cell is its digit's last place in its row, so also in its
    /// box (its row can use no other box, so no other row may use that
    /// one): the band holds no peer of it for the digit, and the pointing
    /// that followed the shrink took its column from the other bands.
    /// Placing it only takes the cell from the other digits. That is done
    /// once for the whole pass, after the last mask: taking the cells at
    /// once, mask by mask, made every mask wait for the one before it (its
    /// load waited on the other's stores), and the pass ran as one chain
    /// of loads. Deferred, the masks of a pass are independent, and the
    /// processor overlaps them, though there are more instructions
    /// (callgrind, first 1,000 of hardest11plus 177.0 M -> 191.1 M, first
    /// 5,000 of 17clue 67.2 M -> 76.8 M; the same guesses). CPU time,
    /// medians of 41 alternating runs: first 3,000 of hardest11plus -5.2%
    /// and -2.6% in two rounds, hardest1106 -4.6% twice, first 15,000 of
    /// 17clue -7.5%. Two digits taking one cell is a contradiction.
    ///
    /// Pointing from another band may later take such a cell from its
    /// digit; as it was its row's last, the next look at the band finds
    /// the row empty.
    ///
    /// With `search` (below the first node of the search) the singles are
    /// placed without asking whether there are any: placing none changes
    /// nothing, and whether a pass has one is a branch mispredicted often
    /// there. At the first node, where most of an easy puzzle is solved,
    /// the test pays. Testing always, against this, CPU time, medians of
    /// 41-51 alternating runs: first 3,000 of hardest11plus +0.9% and
    /// +4.0%, hardest1106 +0.7%, first 15,000 of 17clue -1.4%.
    ///
    /// Compiled once per band (`BAND`), so that the offsets of the band
    /// and of the other two are constants: with the band as an argument,
    /// callgrind counted 207.1 M instructions on the first 1,000 of
    /// hardest11plus (now 187.6 M) and 88.0 M on the first 5,000 of 17clue
    /// (80.9 M); time, as for [`State::dirty`], three times: first 3,000
    /// of hardest11plus -0.7%, -1.1%, -3.4%, hardest1106 -3.9%, -7.0%,
    /// -6.7%, top1465 0.0%, -6.5%, -6.0%, first 15,000 of 17clue -2.9%,
    /// -2.3%, -3.1%.
    #[inline(always)]
    fn band_pass<const BAND: usize>(&mut self, search: bool) -> Result<(), Contradiction> {
        let mut digits = std::mem::take(&mut self.dirty[BAND]);
        if digits == 0 {
            return Ok(());
        }
        let band = BAND;
        let (next, last) = OTHER_BANDS[BAND];
        let unsolved = self.unsolved[band];
        let mut singles = [0u32; 9];
        let (mut pending, mut clash) = (0, 0);
        let (mut dirty_next, mut dirty_last) = (0, 0);
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut mask = self.candidates[band][d];
            let present = segments(mask);
            let allowed = SHRINK[present];
            if allowed == 0 {
                return Err(Contradiction);
            }
            mask &= allowed;
            self.candidates[band][d] = mask;
            let columns = (mask | mask >> 9 | mask >> 18) & 0x1ff;
            let pointing = POINTING[columns as usize];
            let other = self.candidates[next][d];
            dirty_next |= u32::from(other & pointing != 0) << d;
            self.candidates[next][d] = other & !pointing;
            let other = self.candidates[last][d];
            dirty_last |= u32::from(other & pointing != 0) << d;
            self.candidates[last][d] = other & !pointing;
            let cells = LONE_SEGMENT[present] & pointing & unsolved;
            singles[d] = cells;
            clash |= pending & cells;
            pending |= cells;
        }
        if clash != 0 {
            return Err(Contradiction);
        }
        if search || pending != 0 {
            self.unsolved[band] = unsolved & !pending;
            self.dirty[band] |= narrow(&mut self.candidates[band], pending, &singles);
        }
        self.dirty[next] |= dirty_next;
        self.dirty[last] |= dirty_last;
        Ok(())
    }

    /// The triad rule: each row-box segment of a band (three cells of a
    /// row inside a box) holds exactly three digits. A segment four digits
    /// must use, or fewer than three may, is a contradiction; one that
    /// three must use is closed to the others; one that only three may use
    /// must be used by each of them. This catches what singles miss when
    /// three digits are locked into two cells (a bare 10-given board with
    /// no solution took 3.3 s to refute without it). Returns whether a
    /// candidate went.
    fn triads(&mut self) -> Result<bool, Contradiction> {
        let mut changed = false;
        for band in 0..3 {
            let (mut may, mut must) = ([0u16; 9], [0u16; 9]);
            // Saturating counts per segment: at least 1, 2, 3, 4 digits.
            let (mut may1, mut may2, mut may3, mut may4) = (0u16, 0u16, 0u16, 0u16);
            let (mut must1, mut must2, mut must3, mut must4) = (0u16, 0u16, 0u16, 0u16);
            for d in 0..9 {
                let present = segments(self.candidates[band][d]);
                let can = segments(SHRINK[present]) as u16;
                let needs = MUST[present];
                may[d] = can;
                must[d] = needs;
                may4 |= may3 & can;
                may3 |= may2 & can;
                may2 |= may1 & can;
                may1 |= can;
                must4 |= must3 & needs;
                must3 |= must2 & needs;
                must2 |= must1 & needs;
                must1 |= needs;
            }
            if must4 != 0 || may3 != 0x1ff {
                return Err(Contradiction);
            }
            let (full, tight) = (must3, may3 & !may4);
            for d in 0..9 {
                let mut can = may[d] & !(full & !must[d]);
                let mut forced = tight & can & !must[d];
                while forced != 0 {
                    let s = forced.trailing_zeros();
                    forced &= forced - 1;
                    // Segment s is box s / 3, row s % 3: the digit's
                    // other segments in that row and box go.
                    let others = (0o111u16 << (s % 3)) | (0o7u16 << (3 * (s / 3)));
                    can &= !others | (1 << s);
                }
                if can != may[d] {
                    let cells = SHRINK[usize::from(can)];
                    let mask = self.candidates[band][d] & cells;
                    if mask == 0 {
                        return Err(Contradiction);
                    }
                    if mask != self.candidates[band][d] {
                        changed = true;
                        self.dirty[band] |= 1 << d;
                    }
                    self.candidates[band][d] = mask;
                }
            }
        }
        Ok(changed)
    }

    fn solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The cell to guess on, as band and bit: the two-candidate cell with
    /// the most unsolved peers when there is one, else a cell with the
    /// fewest candidates. Guessing where most is still open lets each
    /// guess settle more. Guesses per puzzle on the first 10,000 of
    /// hardest11plus, by how the two-candidate cell is chosen:
    ///
    /// | choice                                   | guesses/puzzle |
    /// |------------------------------------------|---------------:|
    /// | first found                              | 148.8 |
    /// | in the band with the fewest unsolved     | 181.0 |
    /// | in the band with the most unsolved       | 122.9 |
    /// | in the box with the most unsolved        | 102.5 |
    /// | with the most unsolved peers (this)      |  85.7 |
    /// | with the most unsolved peers holding one of its two digits | 81.5, but 14% more instructions |
    // A range loop: iterating over OTHER_BANDS with enumerate compiled to
    // 1.5% more instructions (callgrind, first 1,000 of hardest11plus:
    // 219.5 M -> 222.9 M).
    #[allow(clippy::needless_range_loop)]
    #[inline(always)]
    fn guess_cell(&self) -> (usize, u32) {
        let mut pick: Option<(usize, u32, u32)> = None;
        for band in 0..3 {
            let (next, last) = OTHER_BANDS[band];
            let (_, twice, thrice) = band_counts(&self.candidates[band]);
            let mut pairs = self.unsolved[band] & twice & !thrice;
            while pairs != 0 {
                let bit = pairs & pairs.wrapping_neg();
                pairs ^= bit;
                let index = bit.trailing_zeros() as usize;
                let column = CELL_COLUMN[index];
                // One population count for the three parts: without a
                // popcnt instruction in the baseline target each count
                // is a dozen instructions (callgrind, first 1,000 of
                // hardest11plus: 266 M -> 255 M instructions for the run).
                let others = (self.unsolved[next] & column) | (self.unsolved[last] & column) << 1;
                let open = (u64::from(self.unsolved[band] & BAND_PEERS[index])
                    | u64::from(others) << 32)
                    .count_ones();
                if pick.map_or(true, |(_, _, most)| open > most) {
                    pick = Some((band, bit, open));
                }
            }
        }
        if let Some((band, bit, _)) = pick {
            return (band, bit);
        }
        let mut best = (0, 0, u32::MAX);
        for band in 0..3 {
            let mut cells = self.unsolved[band];
            while cells != 0 {
                let bit = cells & cells.wrapping_neg();
                cells ^= bit;
                let count = self.candidates[band]
                    .iter()
                    .filter(|&&m| m & bit != 0)
                    .count() as u32;
                if count < best.2 {
                    best = (band, bit, count);
                }
            }
        }
        (best.0, best.1)
    }

    /// The solved grid; only meaningful when every cell is placed. Each
    /// digit then holds one cell in each row of a band, the lowest bit of
    /// the row's nine, written without a loop over the bits (callgrind,
    /// first 5,000 of 17clue: 75.59 M instructions against 77.53 M with
    /// the loop).
    fn grid(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for band in 0..3 {
            for (value, &mask) in (1..).zip(&self.candidates[band]) {
                for row in 0..3 {
                    let column = (((mask >> (9 * row)) & 0x1ff).trailing_zeros() as usize).min(8);
                    grid.cells[27 * band + 9 * row + column] = value;
                }
            }
        }
        grid
    }
}

/// A depth-first search that counts solutions up to a limit and keeps the
/// first one.
struct Search {
    /// Guesses after which the triad rule joins ([`TRIADS_AFTER`]).
    triads_after: u64,
    limit: u32,
    found: u32,
    first: Option<Grid>,
    stats: Stats,
    /// Whether the CPU has the `popcnt` instruction ([`Search::start`]).
    #[cfg(target_arch = "x86_64")]
    popcnt: bool,
}

/// Guesses in one search before [`State::triads`] joins the propagation.
/// The benchmark sets average under 90 and their worst puzzle needs about
/// 1,100, where the rule does not pay for itself; searches far beyond
/// that are the pathological ones it exists for.
const TRIADS_AFTER: u64 = 4096;

impl Search {
    fn new(limit: u32) -> Search {
        Search {
            triads_after: TRIADS_AFTER,
            limit,
            found: 0,
            first: None,
            stats: Stats::default(),
            #[cfg(target_arch = "x86_64")]
            popcnt: std::is_x86_feature_detected!("popcnt"),
        }
    }

    /// Searches from `state`, with the `popcnt` instruction where the CPU
    /// has it: [`State::guess_cell`] counts bits at every guess, which
    /// the baseline x86_64 target does with a dozen instructions.
    /// Against the same build without it, CPU time, medians of 31
    /// alternating runs: first 3,000 of hardest11plus -3.0%, first 15,000
    /// of 17clue -0.6%; a whole build for `+popcnt` gained no more.
    /// [`State::guess_cell`] and [`State::propagate`] are always inlined
    /// so that each version has its own copy: -1.8% without the latter.
    fn start(&mut self, mut state: State) {
        #[cfg(target_arch = "x86_64")]
        {
            if self.popcnt {
                // SAFETY: `popcnt` is true only where the CPU has it.
                unsafe { self.run_popcnt(&mut state) };
                return;
            }
        }
        self.run(&mut state);
    }

    /// Searches from `state` on any CPU.
    fn run(&mut self, state: &mut State) {
        self.node(state, Search::run);
    }

    /// [`Search::run`] compiled with `popcnt`.
    ///
    /// # Safety
    /// The CPU must have `popcnt`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn run_popcnt(&mut self, state: &mut State) {
        // SAFETY: called only from here and `start`, with `popcnt` there.
        self.node(state, |search, state| unsafe { search.run_popcnt(state) });
    }

    /// One node of the search: propagates, then guesses and hands each
    /// branch to `recurse`. Always inlined, so that each caller compiles
    /// it with its own target features.
    ///
    /// The state is narrowed in place, and a branch gets a copy by
    /// reference: passing states by value copied them once more
    /// (callgrind, first 1,000 of hardest11plus 200.3 M -> 197.2 M
    /// instructions; CPU time, medians of 31-41 alternating runs, first
    /// 3,000 of hardest11plus -3.4%, hardest1106 -3.0%, top1465 -1.5%,
    /// first 15,000 of 17clue -0.4%). The last candidate takes this node's
    /// own state and goes on in this call rather than a new one (in one
    /// process, the median ratio of 31 alternating rounds, twice: about
    /// -1% on each of the first 3,000 of hardest11plus, hardest1106 and
    /// the first 15,000 of 17clue).
    #[inline(always)]
    fn node(&mut self, state: &mut State, recurse: impl Fn(&mut Search, &mut State)) {
        'node: loop {
            loop {
                if state.propagate(self.stats.guesses > 0).is_err() {
                    return;
                }
                if self.stats.guesses < self.triads_after || state.solved() {
                    break;
                }
                match state.triads() {
                    Err(Contradiction) => return,
                    Ok(false) => break,
                    Ok(true) => {}
                }
            }
            if state.solved() {
                self.found += 1;
                self.first.get_or_insert_with(|| state.grid());
                return;
            }
            let (band, bit) = state.guess_cell();
            let mut digits: u16 = 0;
            for (d, &mask) in state.candidates[band].iter().enumerate() {
                if mask & bit != 0 {
                    digits |= 1 << d;
                }
            }
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                self.stats.guesses += 1;
                if digits == 0 {
                    // The last candidate: this state is not needed again,
                    // and the branch goes on in this call.
                    state.place(d, band, bit);
                    continue 'node;
                }
                // Field by field: each part is copied inline, where
                // `*state` became a call to memcpy (for the 228 bytes the
                // state then had; CPU time -0.7% on the first 3,000 of
                // hardest11plus, medians of 31 alternating runs, twice).
                let mut next = State {
                    candidates: state.candidates,
                    unsolved: state.unsolved,
                    dirty: state.dirty,
                };
                next.place(d, band, bit);
                recurse(self, &mut next);
                if self.found >= self.limit {
                    return;
                }
            }
            return;
        }
    }
}

/// Searches `puzzle` for up to `limit` solutions.
fn search(puzzle: &Grid, limit: u32) -> Search {
    let mut search = Search::new(limit);
    if limit > 0 {
        if let Ok(state) = State::new(puzzle) {
            search.start(state);
        }
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

/// The lexicographically smallest solution (cells in row order, smallest
/// digit first), as UVa 989 asks, or `None`. Each empty cell in turn takes
/// the smallest digit that still leaves a solution: at most 9 counts per
/// cell, a few milliseconds a puzzle.
pub fn smallest_solution(puzzle: &Grid) -> Option<Grid> {
    if count(puzzle, 1) == 0 {
        return None;
    }
    let mut grid = *puzzle;
    for cell in 0..grid.cells.len() {
        if grid.cells[cell] != 0 {
            continue;
        }
        // Some digit keeps a solution, since the grid so far has one; the
        // last is taken without asking.
        for digit in 1..=9 {
            grid.cells[cell] = digit;
            if digit == 9 || count(&grid, 1) == 1 {
                break;
            }
        }
    }
    Some(grid)
}

/// Whether `puzzle` has a solution with a digit other than `digit` (1-9)
/// on the empty cell `cell`. For a puzzle known to have exactly one
/// solution once `digit` is given at `cell`, this says whether emptying
/// the cell keeps the solution unique (it does when this is `false`): one
/// search that usually ends in an early contradiction, where counting to
/// two would first have to find the known solution again.
pub fn solvable_avoiding(puzzle: &Grid, cell: usize, digit: u8) -> bool {
    let mut search = Search::new(1);
    if let Ok(mut state) = State::new(puzzle) {
        let (band, bit) = (cell / 27, 1 << (cell % 27));
        match state.candidates.get_mut(band) {
            Some(masks) if (1..=9).contains(&digit) => masks[usize::from(digit - 1)] &= !bit,
            _ => {}
        }
        search.start(state);
    }
    search.found > 0
}

/// Counts as [`count`] does, and gives the first solution found.
pub fn count_and_solve(puzzle: &Grid, limit: u32) -> (u32, Option<Grid>) {
    let search = search(puzzle, limit);
    (search.found, search.first)
}

#[cfg(test)]
mod tests {
    use super::tables::BAND;
    use super::*;
    use crate::grid::CELLS;
    use crate::random::Rng;
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
    fn triads_refute_three_digits_locked_in_two_cells() {
        // Found by the solver fuzz target: in rows 4-6 the digits 1, 3 and
        // 4 each sit in boxes 5 and 6, so all three need row 5 of box 4,
        // where an 8 is given. Singles and guessing alone took 3.3 s.
        let puzzle = grid(
            "000000000000000001400800000000031004800000000000040130000000000000000000000000000",
        );
        // (The reference solver's plain backtracking takes too long here.)
        let mut state = State::new(&puzzle).ok().unwrap();
        assert!(state.propagate(false).is_ok(), "singles alone see nothing");
        assert!(state.triads().is_err());
        assert_eq!(solve(&puzzle), Outcome::NoSolution);
    }

    #[test]
    fn two_digits_left_with_one_cell_of_a_row_clash() {
        // Digits 1 and 2 can go only on the first cell of row 1; the rest
        // of the board is open. The pass finds both singles on that cell.
        let mut state = State::new(&Grid::EMPTY).ok().unwrap();
        for d in 0..2 {
            state.candidates[0][d] = BAND & !0x1fe;
        }
        let mut one = state;
        one.dirty = [0b10, 0, 0];
        assert!(
            one.band_pass::<0>(true).is_ok(),
            "one digit alone is no clash"
        );
        state.dirty = [0b11, 0, 0];
        assert!(state.band_pass::<0>(true).is_err());
    }

    #[test]
    fn solvable_avoiding_agrees_with_counting() {
        // For each given of a unique puzzle: emptying it keeps the puzzle
        // unique exactly when no solution avoids the given digit.
        let puzzle = grid(
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
        );
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
                !solvable_avoiding(&emptied, cell, digit),
                unique,
                "cell {cell}"
            );
            checked += 1;
        }
        assert!(checked > 20);
        // A digit out of range excludes nothing.
        assert!(solvable_avoiding(&Grid::EMPTY, 0, 0));
        assert!(solvable_avoiding(&Grid::EMPTY, 0, 10));
    }

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
        let (found, first) = count_and_solve(&puzzle, 2);
        assert_eq!(found, 2);
        assert!(reference::is_valid_solution(&puzzle, &first.unwrap()));
        let Outcome::Solved(solution) = solve(&puzzle) else {
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
        solve_with_stats(&Grid::EMPTY, &mut stats);
        assert!(stats.guesses > 0);
        let mut stats = Stats::default();
        solve_with_stats(&grid(SOLUTION), &mut stats);
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
            // The search without popcnt, as other CPUs and targets run it:
            // the same count, first solution and guesses.
            let (mut usual, mut portable) = (Search::new(3), Search::new(3));
            #[cfg(target_arch = "x86_64")]
            {
                portable.popcnt = false;
            }
            if let Ok(state) = State::new(&puzzle) {
                usual.start(state);
                portable.start(state);
            }
            assert_eq!(
                (portable.found, portable.first, portable.stats.guesses),
                (usual.found, usual.first, usual.stats.guesses),
                "case {case} without popcnt"
            );
            match solve(&puzzle) {
                Outcome::Solved(found) => {
                    assert!(reference::is_valid_solution(&puzzle, &found), "case {case}");
                }
                Outcome::NoSolution => assert_eq!(expected, 0, "case {case}: {puzzle:?}"),
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
