//! The highest-scoring solution, by branch and bound over the same state
//! and rules as the search: each cell scores its digit times a weight
//! (Luogu P1074's target Sudoku), and every solution counts, so the search
//! goes on past the first. A branch is cut when even its bound, the placed
//! cells' score with each open cell's highest candidate in its place (or,
//! tighter, per row, per column and per box the missing digits paired
//! highest to heaviest: the least of the three), cannot beat the best
//! solution found so far.
//!
//! Every solution holds each digit nine times, so the least weight adds
//! the same to every score: it is taken off every cell first, which
//! leaves the outer ring of the ring weights with none and tightens both
//! bounds (each open cell's slack was counted at the full weight). The
//! guess is on the heaviest open cell, highest digit first, so good
//! solutions come early; once only cells of no weight are open, one
//! solution of them settles the branch instead of every one.

use super::kernels::Baseline;
use super::search::Search;
use super::state::State;
use crate::grid::{Grid, Stats};

/// A weight per cell, as bit planes band by band: `planes[b][k]` holds the
/// cells of band `b` whose weight has bit `k` set, so that the weights of
/// a mask of cells add up as `sum of popcount(cells & planes[b][k]) << k`.
pub struct Weights {
    planes: [[u32; 8]; 3],
    /// The weights themselves less the least of them, one per cell in row
    /// order.
    cells: [u8; 81],
    /// What the least weight adds to every solution's score: it times
    /// 405, the sum of a solution's digits.
    pub offset: u32,
}

impl Weights {
    /// The planes of `weights`, one per cell in row order.
    pub fn new(weights: &[u8; 81]) -> Weights {
        let least = weights.iter().copied().min().unwrap_or(0);
        let weights = &weights.map(|weight| weight - least);
        let mut planes = [[0u32; 8]; 3];
        for (cell, &weight) in weights.iter().enumerate() {
            for (k, plane) in planes[cell / 27].iter_mut().enumerate() {
                if weight >> k & 1 != 0 {
                    *plane |= 1 << (cell % 27);
                }
            }
        }
        Weights {
            planes,
            cells: *weights,
            offset: 405 * u32::from(least),
        }
    }

    /// The weights of the cells of band `band` in `cells`, added up.
    fn of(&self, band: usize, cells: u32) -> u32 {
        let mut sum = 0;
        for (k, &plane) in self.planes[band].iter().enumerate() {
            sum += (cells & plane).count_ones() << k;
        }
        sum
    }

    /// The score of `solution`, less `offset`.
    pub fn score(&self, solution: &Grid) -> u32 {
        let cells = solution.cells.iter().zip(self.cells.iter());
        cells.map(|(&d, &w)| u32::from(d) * u32::from(w)).sum()
    }

    /// The open cell of some weight to guess on, as band and bit: the
    /// heaviest, then the one with the fewest candidates; `None` when
    /// every open cell weighs nothing.
    fn guess_cell(&self, state: &State) -> Option<(usize, u32)> {
        let mut pick = None;
        let mut most = 0;
        for (band, masks) in state.candidates.iter().enumerate() {
            let mut cells = state.unsolved[band];
            while cells != 0 {
                let index = cells.trailing_zeros();
                cells &= cells - 1;
                let weight = u32::from(self.cells[27 * band + index as usize]);
                let count: u32 = masks.iter().map(|&mask| mask >> index & 1).sum();
                let key = weight * 16 + 15 - count;
                if weight > 0 && key > most {
                    pick = Some((band, 1 << index));
                    most = key;
                }
            }
        }
        pick
    }

    /// The score of `state` with every open cell given its highest
    /// candidate: the score itself once every cell is placed, since a
    /// placed cell is in its own digit's mask only.
    fn bound(&self, state: &State) -> u32 {
        let mut bound = 0;
        for (band, masks) in state.candidates.iter().enumerate() {
            let mut left = u32::MAX;
            for d in (0..9).rev() {
                let cells = masks[d] & left;
                bound += (d as u32 + 1) * self.of(band, cells);
                left &= !cells;
            }
        }
        bound
    }

    /// A second, tighter bound: in each row (and each column, and each
    /// box: the least of the three totals) the digits not yet placed go
    /// to its open cells at best highest digit to highest weight (no two
    /// cells of a unit take the same digit), or, where that is less, each
    /// open cell its own highest candidate.
    fn unit_bound(&self, state: &State) -> u32 {
        // Each cell's digit, 0 while open, and each open cell's highest
        // candidate.
        let (mut digit, mut top) = ([0u8; 81], [0u8; 81]);
        for (band, masks) in state.candidates.iter().enumerate() {
            let open = state.unsolved[band];
            let mut left = open;
            for d in (0..9).rev() {
                let mut placed = masks[d] & !open;
                while placed != 0 {
                    digit[27 * band + placed.trailing_zeros() as usize] = d as u8 + 1;
                    placed &= placed - 1;
                }
                let mut first = masks[d] & left;
                left &= !first;
                while first != 0 {
                    top[27 * band + first.trailing_zeros() as usize] = d as u8 + 1;
                    first &= first - 1;
                }
            }
        }
        let mut least = u32::MAX;
        for kind in 0..3 {
            let mut total = 0;
            for unit in 0..9 {
                let mut placed = 0u16;
                let mut fixed = 0;
                let mut alone = 0;
                let mut weights = [0u8; 9];
                let mut open = 0;
                for k in 0..9 {
                    let cell = match kind {
                        0 => unit * 9 + k,
                        1 => k * 9 + unit,
                        _ => (unit / 3 * 3 + k / 3) * 9 + unit % 3 * 3 + k % 3,
                    };
                    let weight = u32::from(self.cells[cell]);
                    if digit[cell] != 0 {
                        placed |= 1 << digit[cell];
                        fixed += u32::from(digit[cell]) * weight;
                    } else {
                        alone += u32::from(top[cell]) * weight;
                        weights[open] = self.cells[cell];
                        open += 1;
                    }
                }
                let weights = &mut weights[..open];
                weights.sort_unstable_by(|a, b| b.cmp(a));
                let digits = (1..=9u32).rev().filter(|&d| placed & (1 << d) == 0);
                let paired: u32 = digits
                    .zip(weights.iter())
                    .map(|(d, &w)| d * u32::from(w))
                    .sum();
                total += fixed + paired.min(alone);
            }
            least = least.min(total);
        }
        least
    }
}

/// Searches from `state` for a solution scoring more than `best` (less
/// the offset), raising `best` to each one found, and adding the guesses
/// to `stats`.
pub(crate) fn search(mut state: State, weights: &Weights, best: &mut u32, stats: &mut Stats) {
    if state.propagate::<_, true>(Baseline).is_err() || weights.bound(&state) <= *best {
        return;
    }
    if weights.unit_bound(&state) <= *best {
        return;
    }
    let (band, bit) = match weights.guess_cell(&state) {
        Some(cell) => cell,
        None => {
            // Only cells of no weight are open: however they are filled the
            // score is the same, so any one solution settles it.
            let mut rest = Search::new(1);
            rest.start(state);
            stats.guesses += rest.stats.guesses;
            if let Some(solution) = rest.first {
                *best = weights.score(&solution).max(*best);
            }
            return;
        }
    };
    for d in (0..9).rev() {
        if state.candidates[band][d] & bit == 0 {
            continue;
        }
        stats.guesses += 1;
        let mut next = state;
        next.place(Baseline, d, band, bit);
        search(next, weights, best, stats);
    }
}
