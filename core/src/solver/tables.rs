//! The solver's constant tables, in the band layout of the module doc of
//! [`solver`](super): the cells of a band's columns and boxes, each cell's
//! column and peers, and what the one-per-row, one-per-box rule leaves of
//! a digit's band mask. Every table is built by `const` code from its
//! definition, and the tests recompute them another way; the rules that
//! read them are the kernels' and the state's. Those modules import them
//! whole (`tables::*`): they are the layout's vocabulary.

/// All 27 cells of a band.
pub const BAND: u32 = (1 << 27) - 1;

/// The cells of a band's column `c`, one per row.
const fn column(c: usize) -> u32 {
    0x40201 << c
}

/// The cells of a band's box `k` (0-2).
pub const fn band_box(k: usize) -> u32 {
    0x1c0e07 << (3 * k)
}

/// For each band, the other two.
pub const OTHER_BANDS: [(usize, usize); 3] = [(1, 2), (2, 0), (0, 1)];

/// For each cell of a band, the cells of its column in any band. This and
/// [`OTHER_BANDS`] stand for `index % 9` and `(band + k) % 3`, a
/// multiplication each on run-time values (-4% instructions on
/// hardest11plus).
pub const CELL_COLUMN: [u32; 27] = {
    let mut columns = [0u32; 27];
    let mut bit = 0;
    while bit < 27 {
        columns[bit] = column(bit % 9);
        bit += 1;
    }
    columns
};

/// For each cell of a band, its peers inside the band: its row, its column
/// and its box, not itself.
pub const BAND_PEERS: [u32; 27] = {
    let mut peers = [0u32; 27];
    let mut bit = 0;
    while bit < 27 {
        let (r, c) = (bit / 9, bit % 9);
        peers[bit] = ((0x1ff << (9 * r)) | column(c) | band_box(c / 3)) & !(1 << bit);
        bit += 1;
    }
    peers
};

/// The peers inside the band of the cells in `cells`, and the cells of
/// their columns in any band: what placing a digit on them takes from the
/// digit.
#[inline(always)]
pub fn peers_and_columns(cells: u32) -> (u32, u32) {
    let (mut peers, mut columns) = (0, 0);
    let mut rest = cells;
    while rest != 0 {
        let index = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        peers |= BAND_PEERS[index];
        columns |= CELL_COLUMN[index];
    }
    (peers, columns)
}

/// The six ways to match a band's rows to its boxes: row `r` to box
/// `PERMUTATIONS[p][r]`.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The row-box segments (box-major bits, as [`segments`] gives them) that
/// every fitting permutation uses, given the segments present: where the
/// digit must be. Zero when none fits.
pub const MUST: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut present = 0;
    while present < 512 {
        let (mut common, mut any) = (0x1ffu16, false);
        let mut p = 0;
        while p < 6 {
            let boxes = PERMUTATIONS[p];
            let mut used = 0u16;
            let mut r = 0;
            while r < 3 {
                used |= 1 << (3 * boxes[r] + r);
                r += 1;
            }
            if present as u16 & used == used {
                common &= used;
                any = true;
            }
            p += 1;
        }
        table[present] = if any { common } else { 0 };
        present += 1;
    }
    table
};

/// The cells a digit can still use in a band, given the row-box segments
/// where it has candidates (bit `3 * k + r` for box `k`, row `r`, as
/// [`segments`] gives them): the cells of the segments some permutation
/// (row `r` -> box `p(r)`) can use with every segment present. Zero when
/// no permutation fits: the digit cannot be placed in the band.
pub const SHRINK: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut present = 0;
    while present < 512 {
        let mut p = 0;
        while p < 6 {
            let boxes = PERMUTATIONS[p];
            let (mut used, mut cells) = (0, 0);
            let mut r = 0;
            while r < 3 {
                used |= 1 << (3 * boxes[r] + r);
                cells |= 7 << (9 * r + 3 * boxes[r]);
                r += 1;
            }
            if present & used == used {
                table[present] |= cells;
            }
            p += 1;
        }
        present += 1;
    }
    table
};

/// For the row-box segments where a digit has candidates before the
/// shrink (as [`segments`] gives them), the cells of each box's segment
/// when the shrink leaves the box that one segment. Such a box whose
/// candidates also lie in one column ([`POINTING`]) holds one: the
/// digit's last place in the box, and in its row.
pub const LONE_SEGMENT: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut present = 0;
    while present < 512 {
        let after = SHRINK[present];
        let mut k = 0;
        while k < 3 {
            let (mut rows, mut cells) = (0, 0);
            let mut r = 0;
            while r < 3 {
                let segment = 7 << (9 * r + 3 * k);
                if after & segment != 0 {
                    rows += 1;
                    cells = segment;
                }
                r += 1;
            }
            if rows == 1 {
                table[present] |= cells;
            }
            k += 1;
        }
        present += 1;
    }
    table
};

/// For the columns where a digit has candidates in a band (9 bits), the
/// cells of the columns that are alone in their box: the digit's place in
/// such a box is in that column, so the other two bands cannot use it.
pub const POINTING: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut k = 0;
        while k < 3 {
            let in_box = (columns >> (3 * k)) & 7;
            if in_box == 1 || in_box == 2 || in_box == 4 {
                table[columns] |= column(3 * k + in_box.trailing_zeros() as usize);
            }
            k += 1;
        }
        columns += 1;
    }
    table
};

/// `table`, indexed by segments row-major (bit `3 * r + k` for row `r`,
/// box `k`) instead of box-major.
#[cfg(all(target_arch = "x86_64", feature = "simd"))]
const fn row_major(table: &[u32; 512]) -> [u32; 512] {
    let mut out = [0u32; 512];
    let mut rows = 0;
    while rows < 512 {
        let mut boxes = 0;
        let mut r = 0;
        while r < 3 {
            let mut k = 0;
            while k < 3 {
                if rows & 1 << (3 * r + k) != 0 {
                    boxes |= 1 << (3 * k + r);
                }
                k += 1;
            }
            r += 1;
        }
        out[rows] = table[boxes];
        rows += 1;
    }
    out
}

/// [`SHRINK`] by segments row-major, for the AVX2 copy's `pext`.
#[cfg(all(target_arch = "x86_64", feature = "simd"))]
pub const SHRINK_ROWS: [u32; 512] = row_major(&SHRINK);
/// [`LONE_SEGMENT`] by segments row-major, as [`SHRINK_ROWS`].
#[cfg(all(target_arch = "x86_64", feature = "simd"))]
pub const LONE_SEGMENT_ROWS: [u32; 512] = row_major(&LONE_SEGMENT);

/// The row-box segments of a band mask that hold candidates, box-major: bit
/// `3 * k + r` for box `k`, row `r`. Folding the rows onto each other
/// rather than a table lookup per row, which also lets [`SHRINK`] give
/// cells (-1.4% instructions on hardest11plus).
#[inline]
pub fn segments(mask: u32) -> usize {
    // Bit 9 * r + 3 * k says whether segment (r, k) holds a candidate.
    let any = (mask | mask >> 1 | mask >> 2) & 0x1249249;
    ((any | any >> 8 | any >> 16) & 0x1ff) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    /// Row, column and box (0-2) of a cell of a band.
    fn coordinates(bit: usize) -> (usize, usize, usize) {
        (bit / 9, bit % 9, bit % 9 / 3)
    }

    /// The cells of a band that satisfy `test`, as a mask.
    fn cells(test: impl Fn(usize) -> bool) -> u32 {
        (0..27)
            .filter(|&bit| test(bit))
            .map(|bit| 1u32 << bit)
            .sum()
    }

    #[test]
    fn units_and_peers_are_their_cells() {
        assert_eq!(BAND, cells(|_| true));
        for c in 0..9 {
            assert_eq!(
                column(c),
                cells(|bit| coordinates(bit).1 == c),
                "column {c}"
            );
        }
        for k in 0..3 {
            assert_eq!(band_box(k), cells(|bit| coordinates(bit).2 == k), "box {k}");
        }
        for bit in 0..27 {
            let (r, c, k) = coordinates(bit);
            assert_eq!(CELL_COLUMN[bit], column(c), "cell {bit}");
            let peers = cells(|other| {
                let (r2, c2, k2) = coordinates(other);
                other != bit && (r2 == r || c2 == c || k2 == k)
            });
            assert_eq!(BAND_PEERS[bit], peers, "cell {bit}");
        }
    }

    #[test]
    fn other_bands_are_the_other_two_in_turn() {
        for (band, &(next, last)) in OTHER_BANDS.iter().enumerate() {
            assert_eq!((next, last), ((band + 1) % 3, (band + 2) % 3));
        }
    }

    #[test]
    fn permutations_are_the_six_of_three() {
        let mut seen = Vec::new();
        for boxes in PERMUTATIONS {
            let mut sorted = boxes;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2], "{boxes:?}");
            assert!(!seen.contains(&boxes), "{boxes:?} twice");
            seen.push(boxes);
        }
    }

    #[test]
    fn segments_are_the_row_box_parts_with_a_candidate() {
        let mut rng = Rng::new(3);
        for _ in 0..10_000 {
            let mask = rng.next_u64() as u32 & rng.next_u64() as u32 & BAND;
            let mut expected = 0;
            for bit in (0..27).filter(|&bit| mask >> bit & 1 == 1) {
                let (r, _, k) = coordinates(bit);
                expected |= 1 << (3 * k + r);
            }
            assert_eq!(segments(mask), expected, "{mask:#x}");
        }
    }

    /// The placements of a digit in a band with candidates `mask`: one cell
    /// in each row, in three different boxes.
    fn placements(mask: u32) -> Vec<[usize; 3]> {
        let in_row = |r: usize| (9 * r..9 * r + 9).filter(move |&bit| mask >> bit & 1 == 1);
        let mut found = Vec::new();
        for a in in_row(0) {
            for b in in_row(1) {
                for c in in_row(2) {
                    let [ka, kb, kc] = [a, b, c].map(|bit| coordinates(bit).2);
                    if ka != kb && ka != kc && kb != kc {
                        found.push([a, b, c]);
                    }
                }
            }
        }
        found
    }

    #[test]
    fn shrink_and_must_are_what_the_placements_use() {
        // Every set of segments, each present segment full: the shrink
        // keeps the cells some placement uses, and every placement uses
        // the segments `MUST` names.
        let mut fitting = 0;
        for present in 0..512 {
            let mask = cells(|bit| {
                let (r, _, k) = coordinates(bit);
                present >> (3 * k + r) & 1 == 1
            });
            assert_eq!(segments(mask), present);
            let placements = placements(mask);
            let used = placements
                .iter()
                .map(|cells| cells.iter().map(|&bit| 1u32 << bit).sum::<u32>())
                .fold(0, |used, cells| used | cells);
            assert_eq!(SHRINK[present], used, "present {present:#o}");
            let every = placements.iter().fold(0x1ff, |every, cells| {
                every & segments(cells.iter().map(|&bit| 1u32 << bit).sum()) as u16
            });
            let expected = if placements.is_empty() { 0 } else { every };
            assert_eq!(MUST[present], expected, "present {present:#o}");
            fitting += usize::from(!placements.is_empty());
        }
        // Sets that fit and sets that do not, both in plenty (247 fit).
        assert!((100..400).contains(&fitting), "{fitting}");
    }

    #[test]
    fn pointing_is_the_columns_alone_in_their_box() {
        for (columns, &pointing) in POINTING.iter().enumerate() {
            let mut expected = 0;
            for c in (0..9).filter(|&c| columns >> c & 1 == 1) {
                let box_columns = columns >> (c / 3 * 3) & 7;
                if box_columns.count_ones() == 1 {
                    expected |= cells(|bit| coordinates(bit).1 == c);
                }
            }
            assert_eq!(pointing, expected, "columns {columns:#b}");
        }
    }

    #[test]
    fn lone_segments_in_lone_columns_are_the_row_singles() {
        let mut rng = Rng::new(19);
        let mut singles = 0;
        for case in 0..100_000 {
            let mask = (0..1 + case % 3).fold(BAND, |m, _| m & rng.next_u64() as u32);
            let present = segments(mask);
            let shrunk = mask & SHRINK[present];
            if shrunk == 0 {
                continue;
            }
            let columns = (shrunk | shrunk >> 9 | shrunk >> 18) & 0x1ff;
            let found = LONE_SEGMENT[present] & POINTING[columns as usize];
            // Counted the plain way: the cells alone in their row.
            let mut expected = 0;
            for r in 0..3 {
                let row = shrunk & 0x1ff << (9 * r);
                if row.count_ones() == 1 {
                    expected |= row;
                }
            }
            assert_eq!(found, expected, "case {case}: {mask:#x}");
            singles += expected.count_ones();
        }
        assert!(singles > 10_000, "{singles}");
    }
}
