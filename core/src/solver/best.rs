//! The highest-scoring solution, by branch and bound over the same state
//! and rules as the search: each cell scores its digit times a weight
//! (Luogu P1074's target Sudoku), and every solution counts, so the search
//! goes on past the first. A branch is cut when even its bound, the placed
//! cells' score with each open cell's highest candidate in its place,
//! cannot beat the best solution found so far; the highest digit is tried
//! first, so good solutions come early and the bound cuts much.

use super::kernels::Baseline;
use super::state::State;
use crate::grid::Stats;

/// A weight per cell, as bit planes band by band: `planes[b][k]` holds the
/// cells of band `b` whose weight has bit `k` set, so that the weights of
/// a mask of cells add up as `sum of popcount(cells & planes[b][k]) << k`.
pub struct Weights {
    planes: [[u32; 8]; 3],
    /// The weights themselves, one per cell in row order.
    cells: [u8; 81],
}

impl Weights {
    /// The planes of `weights`, one per cell in row order.
    pub fn new(weights: &[u8; 81]) -> Weights {
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

/// Searches from `state` for a solution scoring more than `best`, raising
/// `best` to each one found, and adding the guesses to `stats`.
pub(crate) fn search(
    mut state: State,
    weights: &Weights,
    best: &mut Option<u32>,
    stats: &mut Stats,
) {
    let pairs = match state.propagate::<_, true>(Baseline) {
        Ok(pairs) => pairs,
        Err(_) => return,
    };
    let bound = weights.bound(&state);
    if best.map_or(false, |best| bound <= best) {
        return;
    }
    if !state.solved() && best.map_or(false, |best| weights.unit_bound(&state) <= best) {
        return;
    }
    if state.solved() {
        *best = Some(bound);
        return;
    }
    let (band, bit) = state.guess_cell(pairs);
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
