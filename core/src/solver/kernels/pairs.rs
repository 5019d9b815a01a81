//! The score the guess goes by, over a state's two-candidate cells: the
//! plain loop every copy of the search has, one cell at a time. The
//! AVX-512 copy scores every cell of a band at once (`avx512`); the tests
//! hold it to this one.

use super::super::tables::{BAND_PEERS, CELL_COLUMN, OTHER_BANDS};

/// Of the cells of `pairs` (per band, unsolved cells with two
/// candidates), the one with the most peers in `unsolved`, then with the
/// most peers in `pairs`, then the first in band and bit order, as band
/// and bit; `None` when `pairs` is empty. A cell's score is its unsolved
/// peers times 32 plus its two-candidate peers (each at most 20).
// A range loop: iterating over OTHER_BANDS with enumerate compiles to
// more instructions.
#[allow(clippy::needless_range_loop)]
#[inline(always)]
pub fn best_pair(unsolved: &[u32; 3], pairs: &[u32; 3]) -> Option<(usize, u32)> {
    let mut pick: Option<(usize, u32, u32)> = None;
    for band in 0..3 {
        let (next, last) = OTHER_BANDS[band];
        let mut cells = pairs[band];
        while cells != 0 {
            let bit = cells & cells.wrapping_neg();
            cells ^= bit;
            let index = bit.trailing_zeros() as usize;
            let column = CELL_COLUMN[index];
            let peers = BAND_PEERS[index];
            // One population count for the three parts of each score:
            // without a popcnt instruction in the baseline target each
            // count is a dozen instructions (-4% instructions on
            // hardest11plus).
            let others = (unsolved[next] & column) | (unsolved[last] & column) << 1;
            let open = (u64::from(unsolved[band] & peers) | u64::from(others) << 32).count_ones();
            let paired = (pairs[next] & column) | (pairs[last] & column) << 1;
            let bivalue = (u64::from(pairs[band] & peers) | u64::from(paired) << 32).count_ones();
            let score = open * 32 + bivalue;
            if pick.map_or(true, |(_, _, most)| score > most) {
                pick = Some((band, bit, score));
            }
        }
    }
    pick.map(|(band, bit, _)| (band, bit))
}
