//! The highest-scoring solution (Luogu P1074's target Sudoku: each cell
//! scores its digit times a weight), by branch and bound over templates.
//! A digit's nine cells in a solution, one per row, column and box, form
//! one of 46,656 templates, and a solution is nine disjoint templates, one
//! per digit. Each digit lists the templates its candidates allow; the
//! search places a whole template at a time, on the highest digit left,
//! and takes from the other digits' lists every template that meets it.
//!
//! The bound is a Lagrangian one: give each cell a price; a solution
//! covers every open cell once, so its score is the open cells' prices
//! plus, per digit, its template's value (digit times weight) less the
//! template's price, and at most the prices plus each digit's best such
//! reduced value. Any prices give a bound; subgradient steps at the root
//! and its children (raise the price of a cell two digits' best templates
//! want, lower it on a cell none does) bring it to within a point of the
//! best score on the boards measured, where the unit-by-unit bounds
//! stayed 30 to 50 above it (17 givens: thousands of times fewer
//! guesses). Prices are integers in 1/SCALE, so every bound is exact.
//! Each list is sorted by reduced value, highest first: the first template
//! left is the digit's best, the first dive is a good solution, and a
//! template whose bound falls short ends its list.
//!
//! Invariants: at a node every list holds only templates apart from the
//! cells placed, sorted by reduced value under the prices in force there
//! (the last priced node's, whose lists the node's were taken from in
//! order); a digit with an empty list ends the node; with one digit left,
//! its templates each cover exactly the open cells.

use super::kernels::Baseline;
use super::state::State;
use crate::grid::{Grid, Stats};

/// The weights, one per cell in row order, less the least of them.
pub struct Weights {
    cells: [u8; 81],
    /// What the least weight adds to every solution's score: it times
    /// 405, the sum of a solution's digits.
    pub offset: u32,
}

impl Weights {
    /// The weights of the cells, one per cell in row order.
    pub fn new(weights: &[u8; 81]) -> Weights {
        let least = weights.iter().copied().min().unwrap_or(0);
        Weights {
            cells: weights.map(|weight| weight - least),
            offset: 405 * u32::from(least),
        }
    }

    /// The score of `solution`, less `offset`.
    pub fn score(&self, solution: &Grid) -> u32 {
        let cells = solution.cells.iter().zip(self.cells.iter());
        cells.map(|(&d, &w)| u32::from(d) * u32::from(w)).sum()
    }
}

/// Multipliers are in units of 1/SCALE, so that every bound is exact
/// integer arithmetic.
const SCALE: i32 = 64;

/// At most this many rounds of pricing (a guard: the halvings end it).
const ROUNDS: usize = 1000;

/// The nodes this deep or less are priced afresh (the root and its
/// children): a third less time over boards of 8 and 10 givens than the
/// root's prices alone; deeper, the pricing costs more than it saves.
const REPRICED: u32 = 1;

/// The 27 cells of a band.
const ALL: u32 = (1 << 27) - 1;

/// One template: its cells as band masks (cell `27 * b + i` at bit `i` of
/// `cells[b]`), its column in each row, its weight, and its value less
/// its cells' prices (in units of 1/SCALE).
#[derive(Clone, Copy)]
struct Template {
    cells: [u32; 3],
    columns: [u8; 9],
    weight: u32,
    reduced: i32,
}

/// Appends to `out` every template of cells in `allowed` (band masks),
/// row by row.
fn templates(weights: &Weights, allowed: &[u32; 3], out: &mut Vec<Template>) {
    fn extend(
        row: usize,
        used: u32,
        t: Template,
        weights: &Weights,
        allowed: &[u32; 3],
        out: &mut Vec<Template>,
    ) {
        if row == 9 {
            out.push(t);
            return;
        }
        // Bits 9-11 of `used` are the band's boxes taken; a new band
        // starts with all three free.
        let used = if row % 3 == 0 { used & 0x1ff } else { used };
        for column in 0..9 {
            let cell = 9 * row + column;
            let taken = used >> column & 1 != 0 || used >> (9 + column / 3) & 1 != 0;
            if taken || allowed[cell / 27] >> (cell % 27) & 1 == 0 {
                continue;
            }
            let mut next = t;
            next.cells[cell / 27] |= 1 << (cell % 27);
            next.columns[row] = column as u8;
            next.weight += u32::from(weights.cells[cell]);
            extend(
                row + 1,
                used | 1 << column | 1 << (9 + column / 3),
                next,
                weights,
                allowed,
                out,
            );
        }
    }
    let empty = Template {
        cells: [0; 3],
        columns: [0; 9],
        weight: 0,
        reduced: 0,
    };
    extend(0, 0, empty, weights, allowed, out);
}

/// The search's lists: one arena, each node's lists a range of it per
/// digit.
struct Search {
    pool: Vec<Template>,
    best: u32,
    guesses: u64,
}

/// Whether template `t` and the cells `taken` share no cell.
#[inline(always)]
fn apart(t: &Template, taken: &[u32; 3]) -> bool {
    (t.cells[0] & taken[0]) | (t.cells[1] & taken[1]) | (t.cells[2] & taken[2]) == 0
}

/// The price of template `t`'s cells.
fn price(prices: &[i32; 81], t: &Template) -> i32 {
    t.columns
        .iter()
        .enumerate()
        .map(|(row, &c)| prices[9 * row + usize::from(c)])
        .sum()
}

impl Search {
    /// Prices the open cells (`open`, band masks) for the digits `left`
    /// by subgradient steps from `prices`, to lower the bound (the open
    /// cells' prices plus each digit's best template less its price) to
    /// `target` if it can; returns the prices that gave the lowest, after
    /// setting each template's reduced value by them and sorting each
    /// list by it, highest first. The step is 2 / 2^halved times the gap
    /// over the square of the subgradient, `halved` from `halved` up,
    /// raised after 5 rounds that lower nothing; the pricing ends at the
    /// 12th.
    fn price(
        &mut self,
        lists: &[(usize, usize); 9],
        left: u32,
        open: [u32; 3],
        mut prices: [i32; 81],
        target: i64,
        mut halved: u32,
    ) -> [i32; 81] {
        let is_open = |cell: usize| open[cell / 27] >> (cell % 27) & 1 != 0;
        let mut lowest = i64::MAX;
        let mut kept = prices;
        let mut stale = 0;
        for _ in 0..ROUNDS {
            let mut cover = [0i64; 81];
            let mut total: i64 = 0;
            for (cell, &p) in prices.iter().enumerate() {
                if is_open(cell) {
                    total += i64::from(p);
                }
            }
            for (d, &(start, end)) in lists.iter().enumerate() {
                if left >> d & 1 == 0 {
                    continue;
                }
                let value = SCALE * (d as i32 + 1);
                let mut top = i32::MIN;
                let mut pick = start;
                for at in start..end {
                    let t = &self.pool[at];
                    let reduced = value * t.weight as i32 - price(&prices, t);
                    if reduced > top {
                        top = reduced;
                        pick = at;
                    }
                }
                total += i64::from(top);
                for (row, &c) in self.pool[pick].columns.iter().enumerate() {
                    cover[9 * row + usize::from(c)] += 1;
                }
            }
            if total < lowest {
                lowest = total;
                kept = prices;
                stale = 0;
            } else {
                stale += 1;
                if stale == 5 {
                    halved += 1;
                    stale = 0;
                }
            }
            let mut norm = 0;
            for (cell, &c) in cover.iter().enumerate() {
                if is_open(cell) {
                    norm += (c - 1) * (c - 1);
                }
            }
            if norm == 0 || total <= target || halved >= 12 {
                break;
            }
            let gap = 2 * (total - target);
            for (cell, price) in prices.iter_mut().enumerate() {
                if !is_open(cell) {
                    continue;
                }
                // Each digit's templates cover a cell at most once: the
                // step is within i32 for any gap a bound can have.
                let c = cover[cell];
                let step = gap * (c - 1).abs() / (norm << halved);
                *price += (if c > 1 { step } else { -step }) as i32;
            }
        }
        for (d, &(start, end)) in lists.iter().enumerate() {
            if left >> d & 1 == 0 {
                continue;
            }
            let value = SCALE * (d as i32 + 1);
            for at in start..end {
                let t = self.pool[at];
                self.pool[at].reduced = value * t.weight as i32 - price(&kept, &t);
            }
            self.pool[start..end].sort_by_key(|t| std::cmp::Reverse(t.reduced));
        }
        kept
    }

    /// Searches the node `depth` templates down whose digits `left` (bit
    /// `d`) are still to place, with lists `lists` of templates apart from
    /// the placed cells, on the open cells `open` (band masks) priced by
    /// `prices` (the parent's), the placed cells scoring `score`.
    fn node(
        &mut self,
        lists: [(usize, usize); 9],
        left: u32,
        open: [u32; 3],
        prices: &[i32; 81],
        score: u32,
        depth: u32,
    ) {
        let mut prices = *prices;
        let listed = (0..9).all(|d| left >> d & 1 == 0 || lists[d].0 < lists[d].1);
        if depth <= REPRICED && listed {
            // From the parent's prices the steps start smaller.
            let target = (i64::from(self.best) - i64::from(score)) * i64::from(SCALE);
            let halved = if depth == 0 { 0 } else { 2 };
            prices = self.price(&lists, left, open, prices, target, halved);
        }
        let mut priced = 0;
        for (cell, &p) in prices.iter().enumerate() {
            if open[cell / 27] >> (cell % 27) & 1 != 0 {
                priced += i64::from(p);
            }
        }
        // The bound, in units of 1/SCALE.
        let mut bound = priced + i64::from(score) * i64::from(SCALE);
        for (d, &(start, end)) in lists.iter().enumerate() {
            if left >> d & 1 == 0 {
                continue;
            }
            if start == end {
                return;
            }
            bound += i64::from(self.pool[start].reduced);
        }
        // The highest digit left: its template weighs most in the score
        // (a fifth of the time of the digit with the fewest templates over
        // 165 boards of 8 to 24 givens, a third of the slowest's).
        let pick = 31 - left.leading_zeros() as usize;
        let best = i64::from(self.best) * i64::from(SCALE);
        if bound < best + i64::from(SCALE) {
            return;
        }
        let rest = left & !(1 << pick);
        let value = pick as u32 + 1;
        let (start, end) = lists[pick];
        let top = i64::from(self.pool[start].reduced);
        if rest == 0 {
            // The last digit: each template left covers the open cells.
            let t = self.pool[start];
            self.best = self.best.max(score + value * t.weight);
            return;
        }
        for at in start..end {
            let t = self.pool[at];
            let best = i64::from(self.best) * i64::from(SCALE);
            if bound - top + i64::from(t.reduced) < best + i64::from(SCALE) {
                break;
            }
            self.guesses += 1;
            let mark = self.pool.len();
            let mut next = [(0, 0); 9];
            let mut empty = false;
            for d in 0..9 {
                if rest >> d & 1 == 0 {
                    continue;
                }
                let from = self.pool.len();
                let (s, e) = lists[d];
                for k in s..e {
                    let u = self.pool[k];
                    if apart(&u, &t.cells) {
                        self.pool.push(u);
                    }
                }
                next[d] = (from, self.pool.len());
                if from == self.pool.len() {
                    empty = true;
                    break;
                }
            }
            if !empty {
                let open = [
                    open[0] & !t.cells[0],
                    open[1] & !t.cells[1],
                    open[2] & !t.cells[2],
                ];
                self.node(
                    next,
                    rest,
                    open,
                    &prices,
                    score + value * t.weight,
                    depth + 1,
                );
            }
            self.pool.truncate(mark);
        }
    }
}

/// Searches from `state` for a solution scoring more than `best` (less
/// the offset), raising `best` to the highest, and adding the templates
/// placed to `stats`' guesses.
pub(crate) fn search(mut state: State, weights: &Weights, best: &mut u32, stats: &mut Stats) {
    if state.propagate::<_, true>(Baseline).is_err() {
        return;
    }
    let mut search = Search {
        pool: Vec::new(),
        best: *best,
        guesses: 0,
    };
    let mut lists = [(0, 0); 9];
    for (d, list) in lists.iter_mut().enumerate() {
        let from = search.pool.len();
        let allowed = [
            state.candidates[0][d],
            state.candidates[1][d],
            state.candidates[2][d],
        ];
        templates(weights, &allowed, &mut search.pool);
        *list = (from, search.pool.len());
    }
    let mut prices = [0i32; 81];
    for (cell, price) in prices.iter_mut().enumerate() {
        *price = 5 * SCALE * i32::from(weights.cells[cell]);
    }
    search.node(lists, 0x1ff, [ALL; 3], &prices, 0, 0);
    stats.guesses += search.guesses;
    *best = search.best;
}
