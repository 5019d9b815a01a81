//! The kernels in plain loops, for every target: the only path where
//! there is no x86_64 module, and checked beside it in the tests. The
//! module doc of [`kernels`](super) says what each computes.

use super::super::tables::*;
use super::columns::{count_columns, Columns};

/// `narrow`, a digit at a time.
pub fn narrow(masks: &mut [u32; 9], cells: u32, keep: &[u32; 9]) -> u32 {
    let mut changed = 0;
    for (d, (mask, &keep)) in masks.iter_mut().zip(keep).enumerate() {
        let old = *mask;
        *mask = old & !cells | keep;
        changed |= u32::from(*mask != old) << d;
    }
    changed
}

/// `lone_in_columns`, a digit at a time.
pub fn lone_in_columns(candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
    let (mut once, mut twice) = ([0u32; 9], [0u32; 9]);
    for masks in candidates {
        for ((&mask, once), twice) in masks.iter().zip(&mut once).zip(&mut twice) {
            count_columns(mask, once, twice);
        }
    }
    let mut columns = Columns {
        lone: [0; 9],
        todo: 0,
        empty: false,
    };
    for ((lone, &once), &twice) in columns.lone.iter_mut().zip(&once).zip(&twice) {
        columns.empty |= once != 0x1ff;
        let single = once & !twice;
        *lone = single | single << 9 | single << 18;
    }
    for (band, (masks, &open)) in candidates.iter().zip(unsolved).enumerate() {
        for (d, (&mask, &lone)) in masks.iter().zip(&columns.lone).enumerate() {
            columns.todo |= u64::from(mask & lone & open != 0) << (16 * band + d);
        }
    }
    columns
}

/// `givens`, a cell at a time, indexed by the cell's value, empty (0)
/// too, which goes unused: no branch per cell.
pub fn givens(grid: &[u8; 81]) -> [[u32; 9]; 3] {
    let mut by_value = [[0u32; 10]; 3];
    for (by_value, cells) in by_value.iter_mut().zip(grid.chunks_exact(27)) {
        for (index, &value) in cells.iter().enumerate() {
            by_value[usize::from(value)] |= 1 << index;
        }
    }
    let mut givens = [[0u32; 9]; 3];
    for (givens, by_value) in givens.iter_mut().zip(&by_value) {
        givens.copy_from_slice(&by_value[1..]);
    }
    givens
}

/// `band_counts`, a mask at a time.
pub fn band_counts(masks: &[u32; 9]) -> (u32, u32, u32) {
    let (mut once, mut twice, mut thrice) = (0, 0, 0);
    for &mask in masks {
        thrice |= twice & mask;
        twice |= once & mask;
        once |= mask;
    }
    (once, twice, thrice)
}

/// `place_givens`, each digit's givens in a band in turn, as the search
/// places cells: the cells leave every other digit, their peers leave the
/// digit in the band, and their columns leave it in the other bands.
pub fn place_givens(givens: &[[u32; 9]; 3]) -> Option<([[u32; 9]; 3], [u32; 3])> {
    let (mut candidates, mut unsolved) = ([[BAND; 9]; 3], [BAND; 3]);
    for (band, givens) in givens.iter().enumerate() {
        for (d, &cells) in givens.iter().enumerate() {
            let (peers, columns) = peers_and_columns(cells);
            // A given that sees another of its digit, or that the givens
            // before have taken (its cell, or its digit in its column from
            // another band), clashes.
            let own = candidates[band][d];
            if peers & cells != 0 || own & cells != cells {
                return None;
            }
            for mask in &mut candidates[band] {
                *mask &= !cells;
            }
            candidates[band][d] = own & !peers;
            let (next, last) = OTHER_BANDS[band];
            candidates[next][d] &= !columns;
            candidates[last][d] &= !columns;
            unsolved[band] &= !cells;
        }
    }
    Some((candidates, unsolved))
}
