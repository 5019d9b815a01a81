//! The solver's kernels: five steps over whole bands of digit masks, in
//! one module per target as memchr does it. `x86_64` does the five in
//! SSE2, which every x86_64 target has, so the one choice is made here at
//! compile time: the x86_64 versions on x86_64, the `portable` ones
//! elsewhere. Both have the same names and signatures. The two that every
//! search node calls, `narrow` and `lone_in_columns`, also come in AVX2
//! (`avx2`, with feature `simd`) for the copy of the search that runs
//! where the CPU has it, and with the guess's score (`best_pair`, which
//! the state computes itself in the other copies) in AVX-512 (`avx512`,
//! with the same feature) for the copy that runs where the CPU has that:
//! the state reaches them through [`Kernels`], a token type, [`Baseline`]
//! for the compile-time choice. The tests hold each backend to naive
//! versions written from the definitions below. The kernels know the
//! tables but not the state, which calls them.
//!
//! - `narrow(masks, cells, keep)` takes `cells` from every mask of a band
//!   but gives each digit back its own cells in `keep`:
//!   `masks[d] = masks[d] & !cells | keep[d]`. It returns the digits
//!   (bit `d`) whose masks changed, for the state's `dirty`.
//! - `lone_in_columns(candidates, unsolved)` finds the [`Columns`] of a
//!   state's candidates: where a digit has one candidate left in a
//!   column, and whether it has none in some column.
//! - `givens(grid)` gives each digit's givens band by band, from a grid's
//!   81 cells: `givens[band][d]` has bit `i` where cell `27 * band + i`
//!   holds digit `d + 1`.
//! - `band_counts(masks)` gives the cells of a band held by at least one,
//!   two and three of its nine digit masks.
//! - `place_givens(givens)` gives the candidates and unsolved cells of a
//!   state once the givens (as `givens` finds them) are placed: each
//!   digit's mask loses the rows, boxes and columns where it is given and
//!   every given cell, then gets back its own givens. `None` when a digit
//!   is given twice in a row, column or box.
//! - `best_pair(unsolved, pairs)` gives the cell of `pairs` (per band, the
//!   unsolved cells with two candidates) with the most peers in
//!   `unsolved`, then the most peers in `pairs`, the first in band and bit
//!   order, as band and bit; `None` when `pairs` is empty.

#[cfg(all(target_arch = "x86_64", feature = "simd"))]
mod avx2;
// Its intrinsics are stable since Rust 1.89, which feature `simd` needs;
// the core's 1.56 is for a submission, which leaves it out.
#[cfg(all(target_arch = "x86_64", feature = "simd"))]
#[clippy::msrv = "1.89"]
mod avx512;
mod columns;
#[cfg(any(test, not(target_arch = "x86_64")))]
mod portable;
#[cfg(target_arch = "x86_64")]
mod x86_64;

#[cfg(not(target_arch = "x86_64"))]
pub use self::portable::{band_counts, givens, lone_in_columns, narrow, place_givens};
#[cfg(target_arch = "x86_64")]
pub use self::x86_64::{band_counts, givens, lone_in_columns, narrow, place_givens};

#[cfg(all(target_arch = "x86_64", feature = "simd"))]
pub use self::avx2::Avx2;
#[cfg(all(target_arch = "x86_64", feature = "simd"))]
pub use self::avx512::Avx512;
pub use self::columns::Columns;
use super::tables::{segments, LONE_SEGMENT, SHRINK};

/// `narrow`, `lone_in_columns` and `best_pair`, the kernels every search
/// node calls, as a copy of the search is compiled: a value is a token
/// that the CPU runs them, so a copy compiled for more instructions takes
/// the kernels written for them.
pub trait Kernels: Copy {
    // Each defaults to the kernels chosen at compile time.
    fn narrow(self, masks: &mut [u32; 9], cells: u32, keep: &[u32; 9]) -> u32 {
        narrow(masks, cells, keep)
    }

    fn lone_in_columns(self, candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
        lone_in_columns(candidates, unsolved)
    }

    /// [`SHRINK`] and [`LONE_SEGMENT`] of a band mask's segments.
    #[inline(always)]
    fn shrink(self, mask: u32) -> (u32, u32) {
        let present = segments(mask);
        (SHRINK[present], LONE_SEGMENT[present])
    }

    /// `best_pair`, where a copy has it in a kernel; `None` sends the
    /// state to its own loop over the cells. Left out of submissions
    /// with the copies that have it, so that they do not grow.
    #[cfg(feature = "simd")]
    #[inline(always)]
    fn best_pair(self, _unsolved: &[u32; 3], _pairs: &[u32; 3]) -> Option<(usize, u32)> {
        None
    }
}

/// The kernels chosen at compile time, which every CPU of the target runs:
/// the trait's defaults.
#[derive(Clone, Copy)]
pub struct Baseline;

impl Kernels for Baseline {}

#[cfg(all(target_arch = "x86_64", feature = "simd"))]
impl Kernels for Avx2 {
    #[inline(always)]
    fn narrow(self, masks: &mut [u32; 9], cells: u32, keep: &[u32; 9]) -> u32 {
        // SAFETY: an `Avx2` exists only where the CPU has AVX2.
        unsafe { avx2::narrow(masks, cells, keep) }
    }

    #[inline(always)]
    fn lone_in_columns(self, candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
        // SAFETY: as above.
        unsafe { avx2::lone_in_columns(candidates, unsolved) }
    }

    #[inline(always)]
    fn shrink(self, mask: u32) -> (u32, u32) {
        // SAFETY: as above, BMI2 among the AVX2 copy's instructions.
        unsafe { avx2::shrink(mask) }
    }
}

/// The AVX2 kernels, and `lone_in_columns` and the score in AVX-512.
#[cfg(all(target_arch = "x86_64", feature = "simd"))]
impl Kernels for Avx512 {
    #[inline(always)]
    fn narrow(self, masks: &mut [u32; 9], cells: u32, keep: &[u32; 9]) -> u32 {
        self.avx2().narrow(masks, cells, keep)
    }

    #[inline(always)]
    fn lone_in_columns(self, candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
        // SAFETY: an `Avx512` exists only where the CPU has AVX-512 F and
        // VL.
        unsafe { avx512::lone_in_columns(candidates, unsolved) }
    }

    #[inline(always)]
    fn shrink(self, mask: u32) -> (u32, u32) {
        self.avx2().shrink(mask)
    }

    #[inline(always)]
    fn best_pair(self, unsolved: &[u32; 3], pairs: &[u32; 3]) -> Option<(usize, u32)> {
        // SAFETY: as above, and VPOPCNTDQ.
        unsafe { avx512::best_pair(unsolved, pairs) }
    }
}

#[cfg(test)]
mod tests {
    // The naive versions index by digit, band and cell, as the definitions
    // do.
    #![allow(clippy::needless_range_loop)]

    use super::super::state::State;
    use super::super::tables::BAND;
    use super::columns::Columns;
    use super::Baseline;
    use crate::grid::Grid;
    use crate::random::Rng;

    // The kernels by their definitions (see the module doc), cell by cell.

    fn naive_narrow(masks: &[u32; 9], cells: u32, keep: &[u32; 9]) -> ([u32; 9], u32) {
        let mut narrowed = *masks;
        let mut changed = 0;
        for d in 0..9 {
            narrowed[d] = masks[d] & !cells | keep[d];
            if narrowed[d] != masks[d] {
                changed |= 1 << d;
            }
        }
        (narrowed, changed)
    }

    fn naive_lone_in_columns(candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
        let (mut lone, mut todo, mut empty) = ([0u32; 9], 0u64, false);
        for d in 0..9 {
            for c in 0..9 {
                // Column c's cells in a band: one in each row.
                let cells = 1 << c | 1 << (9 + c) | 1 << (18 + c);
                let held: u32 = candidates.iter().map(|m| (m[d] & cells).count_ones()).sum();
                empty |= held == 0;
                if held == 1 {
                    lone[d] |= cells;
                }
            }
        }
        for band in 0..3 {
            for d in 0..9 {
                if candidates[band][d] & lone[d] & unsolved[band] != 0 {
                    todo |= 1 << (16 * band + d);
                }
            }
        }
        Columns { lone, todo, empty }
    }

    fn naive_givens(puzzle: &Grid) -> [[u32; 9]; 3] {
        let mut givens = [[0u32; 9]; 3];
        for (cell, &value) in puzzle.cells.iter().enumerate() {
            if value != 0 {
                givens[cell / 27][usize::from(value) - 1] |= 1 << (cell % 27);
            }
        }
        givens
    }

    fn naive_band_counts(masks: &[u32; 9]) -> (u32, u32, u32) {
        let (mut once, mut twice, mut thrice) = (0, 0, 0);
        for bit in 0..27 {
            let holders = masks.iter().filter(|&&m| m >> bit & 1 == 1).count();
            once |= u32::from(holders >= 1) << bit;
            twice |= u32::from(holders >= 2) << bit;
            thrice |= u32::from(holders >= 3) << bit;
        }
        (once, twice, thrice)
    }

    /// Whether two cells of the grid see each other: the same row, column
    /// or box.
    fn peers(a: usize, b: usize) -> bool {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27, a % 9 / 3) == (b / 27, b % 9 / 3))
    }

    /// Cell by cell over the grid: each cell of `pairs` scored by its peers
    /// in `unsolved` times 32 plus its peers in `pairs`, the first highest.
    fn naive_best_pair(unsolved: &[u32; 3], pairs: &[u32; 3]) -> Option<(usize, u32)> {
        let held = |masks: &[u32; 3], cell: usize| masks[cell / 27] >> (cell % 27) & 1 == 1;
        let mut pick: Option<(usize, usize)> = None;
        for cell in (0..81).filter(|&cell| held(pairs, cell)) {
            let count = |masks: &[u32; 3]| {
                (0..81)
                    .filter(|&other| peers(cell, other) && held(masks, other))
                    .count()
            };
            let score = 32 * count(unsolved) + count(pairs);
            if pick.map_or(true, |(_, most)| score > most) {
                pick = Some((cell, score));
            }
        }
        pick.map(|(cell, _)| (cell / 27, 1 << (cell % 27)))
    }

    /// Givens of at most one digit a cell (as `givens` finds them).
    fn naive_place_givens(givens: &[[u32; 9]; 3]) -> Option<([[u32; 9]; 3], [u32; 3])> {
        let mut digits = [0; 81];
        for (cell, digit) in digits.iter_mut().enumerate() {
            for d in 0..9 {
                if givens[cell / 27][d] >> (cell % 27) & 1 == 1 {
                    *digit = d + 1;
                }
            }
        }
        for a in 0..81 {
            for b in 0..81 {
                if digits[a] != 0 && digits[a] == digits[b] && peers(a, b) {
                    return None;
                }
            }
        }
        // Each cell: its given alone, or every digit no peer is given.
        let (mut candidates, mut unsolved) = ([[0u32; 9]; 3], [0u32; 3]);
        for cell in 0..81 {
            let (band, bit) = (cell / 27, 1 << (cell % 27));
            if digits[cell] == 0 {
                unsolved[band] |= bit;
            }
            for digit in 1..=9 {
                let allowed = if digits[cell] == 0 {
                    (0..81).all(|other| !peers(cell, other) || digits[other] != digit)
                } else {
                    digits[cell] == digit
                };
                if allowed {
                    candidates[band][digit - 1] |= bit;
                }
            }
        }
        Some((candidates, unsolved))
    }

    // Each backend against the naive versions, on random inputs; each
    // check asserts that its inputs reached every outcome.

    type Narrow = fn(&mut [u32; 9], u32, &[u32; 9]) -> u32;
    type LoneInColumns = fn(&[[u32; 9]; 3], &[u32; 3]) -> Columns;
    type Givens = fn(&[u8; 81]) -> [[u32; 9]; 3];
    type BandCounts = fn(&[u32; 9]) -> (u32, u32, u32);
    type PlaceGivens = fn(&[[u32; 9]; 3]) -> Option<([[u32; 9]; 3], [u32; 3])>;
    type BestPair = fn(&[u32; 3], &[u32; 3]) -> Option<(usize, u32)>;

    fn check_best_pair(best_pair: BestPair) {
        let mut rng = Rng::new(19);
        let mut found = [0u32; 2];
        for case in 0..20_000 {
            // Unsolved cells of one to three random words and-ed, the
            // two-candidate ones among them a sparser part: from none to
            // most, with many ties.
            let unsolved: [u32; 3] = std::array::from_fn(|_| {
                (0..1 + case % 3).fold(BAND, |m, _| m & rng.next_u64() as u32)
            });
            let pairs: [u32; 3] = std::array::from_fn(|band| {
                (0..1 + case % 5).fold(unsolved[band], |m, _| m & rng.next_u64() as u32)
            });
            let expected = naive_best_pair(&unsolved, &pairs);
            assert_eq!(
                best_pair(&unsolved, &pairs),
                expected,
                "case {case}: {unsolved:?} {pairs:?}"
            );
            found[usize::from(expected.is_some())] += 1;
        }
        // No two-candidate cell, and some, in plenty.
        assert!(found.iter().all(|&n| n > 100), "{found:?}");
    }

    fn check_narrow(narrow: Narrow) {
        let mut rng = Rng::new(11);
        let mut counts = [0u32; 2];
        for case in 0..10_000 {
            let masks: [u32; 9] = std::array::from_fn(|_| rng.next_u64() as u32 & BAND);
            // Few cells, so that some masks keep all of theirs.
            let cells = 1 << rng.below(27) | 1 << rng.below(27);
            let keep: [u32; 9] = std::array::from_fn(|d| {
                if rng.below(4) == 0 {
                    masks[d] & cells
                } else {
                    0
                }
            });
            let mut narrowed = masks;
            let changed = narrow(&mut narrowed, cells, &keep);
            let expected = naive_narrow(&masks, cells, &keep);
            assert_eq!((narrowed, changed), expected, "case {case}: {masks:?}");
            counts[0] += 9 - changed.count_ones();
            counts[1] += changed.count_ones();
        }
        // Masks that changed and masks that did not, in plenty.
        assert!(counts.iter().all(|&n| n > 10_000), "{counts:?}");
    }

    fn check_lone_in_columns(lone_in_columns: LoneInColumns) {
        let mut rng = Rng::new(11);
        let mut seen = [0usize; 4];
        for case in 0..20_000 {
            // Sparse masks, so that columns with one candidate or none
            // are common.
            let mut candidates = [[0u32; 9]; 3];
            for masks in &mut candidates {
                for mask in masks.iter_mut() {
                    let density = 1 + case % 3;
                    *mask = (0..density).fold(BAND, |m, _| m & rng.next_u64() as u32);
                    if case % 2 == 0 {
                        *mask |= rng.next_u64() as u32 & rng.next_u64() as u32 & BAND;
                    }
                }
            }
            let unsolved: [u32; 3] = std::array::from_fn(|_| rng.next_u64() as u32 & BAND);
            let found = lone_in_columns(&candidates, &unsolved);
            let expected = naive_lone_in_columns(&candidates, &unsolved);
            assert_eq!(
                (found.lone, found.todo, found.empty),
                (expected.lone, expected.todo, expected.empty),
                "case {case}: {candidates:?} {unsolved:?}"
            );
            seen[usize::from(expected.empty) * 2 + usize::from(expected.todo != 0)] += 1;
        }
        // Every combination of outcomes came up.
        assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    }

    fn check_givens(givens: Givens) {
        let mut rng = Rng::new(13);
        let mut values = [0u32; 10];
        for case in 0..5_000 {
            let mut puzzle = Grid::EMPTY;
            for cell in puzzle.cells.iter_mut() {
                // Empty about half the time, as in puzzles.
                let value = rng.below(19);
                *cell = if value > 9 { 0 } else { value as u8 };
                values[usize::from(*cell)] += 1;
            }
            assert_eq!(
                givens(&puzzle.cells),
                naive_givens(&puzzle),
                "case {case}: {puzzle:?}"
            );
        }
        // Empty cells and every digit, in plenty.
        assert!(values.iter().all(|&n| n > 10_000), "{values:?}");
    }

    fn check_band_counts(band_counts: BandCounts) {
        let mut rng = Rng::new(17);
        let mut holders = [0u32; 5];
        for case in 0..20_000 {
            // Masks of one to four random words and-ed: cells held by
            // none, one, two, three and more digits all come up.
            let masks: [u32; 9] = std::array::from_fn(|_| {
                (0..1 + case % 4).fold(BAND, |m, _| m & rng.next_u64() as u32)
            });
            let expected = naive_band_counts(&masks);
            assert_eq!(band_counts(&masks), expected, "case {case}: {masks:?}");
            for bit in 0..27 {
                let held = masks.iter().filter(|&&m| m >> bit & 1 == 1).count();
                holders[held.min(4)] += 1;
            }
        }
        assert!(holders.iter().all(|&n| n > 10_000), "{holders:?}");
    }

    fn check_place_givens(place_givens: PlaceGivens) {
        let mut rng = Rng::new(17);
        let mut kinds = [0u32; 2];
        for case in 0..3_000 {
            // Up to 81 tries to give a random cell a digit its peers do
            // not hold (consistent givens), then, every other case, one
            // cell set to any digit (often a clash).
            let mut puzzle = Grid::EMPTY;
            for _ in 0..rng.below(82) {
                let (cell, digit) = (rng.below(81) as usize, 1 + rng.below(9) as u8);
                if (0..81).all(|other| !peers(cell, other) || puzzle.cells[other] != digit) {
                    puzzle.cells[cell] = digit;
                }
            }
            if case % 2 == 1 {
                puzzle.cells[rng.below(81) as usize] = rng.below(10) as u8;
            }
            let givens = naive_givens(&puzzle);
            let expected = naive_place_givens(&givens);
            assert_eq!(place_givens(&givens), expected, "case {case}: {puzzle:?}");
            assert_eq!(expected.is_some(), puzzle.is_consistent(), "case {case}");
            kinds[usize::from(expected.is_some())] += 1;
        }
        // Clashing and consistent givens, in plenty.
        assert!(kinds.iter().all(|&n| n > 500), "{kinds:?}");
    }

    /// The checks above as tests of one backend, a module of kernels with
    /// the same names and signatures.
    macro_rules! backend_tests {
        ($backend:ident) => {
            mod $backend {
                use super::super::$backend as kernels;

                #[test]
                fn narrow_agrees_with_the_naive_version() {
                    super::check_narrow(kernels::narrow);
                }

                #[test]
                fn lone_in_columns_agrees_with_the_naive_version() {
                    super::check_lone_in_columns(kernels::lone_in_columns);
                }

                #[test]
                fn givens_agree_with_the_naive_version() {
                    super::check_givens(kernels::givens);
                }

                #[test]
                fn band_counts_agree_with_the_naive_version() {
                    super::check_band_counts(kernels::band_counts);
                }

                #[test]
                fn place_givens_agrees_with_the_naive_version() {
                    super::check_place_givens(kernels::place_givens);
                }
            }
        };
    }

    /// The state's own choice of a two-candidate cell, which every copy
    /// but the AVX-512 one makes: `best_pair` by its definition.
    #[test]
    fn the_states_pair_agrees_with_the_naive_best_pair() {
        check_best_pair(|unsolved, pairs| {
            let mut state = State::new(&Grid::EMPTY).ok()?;
            state.unsolved = *unsolved;
            let any = pairs.iter().any(|&cells| cells != 0);
            any.then(|| state.guess_cell(Baseline, *pairs))
        });
    }

    backend_tests!(portable);
    #[cfg(target_arch = "x86_64")]
    backend_tests!(x86_64);

    /// The AVX2 kernels. They need a CPU with AVX2 (x86-64-v3), as every
    /// machine this project is tested on has; elsewhere these fail saying
    /// so rather than pass without checking.
    #[cfg(all(target_arch = "x86_64", feature = "simd"))]
    mod avx2 {
        use super::super::{Avx2, Baseline, Kernels};

        fn token() -> Avx2 {
            Avx2::new().expect("this test needs a CPU with AVX2 (lscpu lists avx2)")
        }

        #[test]
        fn narrow_agrees_with_the_naive_version() {
            token();
            super::check_narrow(|masks, cells, keep| token().narrow(masks, cells, keep));
        }

        /// `shrink` by `pext` and the row-major tables against the
        /// box-major ones, on every band mask of up to three cells a row
        /// (every pattern of segments).
        #[test]
        fn shrink_agrees_with_the_baseline() {
            let k = token();
            let rows: Vec<u32> = (0..512u32).filter(|row| row.count_ones() <= 3).collect();
            for &top in &rows {
                for &middle in &rows {
                    for &bottom in &rows {
                        let mask = top | middle << 9 | bottom << 18;
                        assert_eq!(k.shrink(mask), Baseline.shrink(mask), "{mask:#x}");
                    }
                }
            }
        }

        #[test]
        fn lone_in_columns_agrees_with_the_naive_version() {
            token();
            super::check_lone_in_columns(|candidates, unsolved| {
                token().lone_in_columns(candidates, unsolved)
            });
        }
    }

    /// The AVX-512 kernels. They need a CPU with AVX-512 F, VL, BW, DQ, CD
    /// and VPOPCNTDQ (Intel since Ice Lake, AMD since Zen 4), which not
    /// every machine this project is tested on has: ignored by `cargo
    /// test`, run by `.ci/run` where /proc/cpuinfo lists them, and failing
    /// elsewhere, saying so, rather than passing without checking.
    #[cfg(all(target_arch = "x86_64", feature = "simd"))]
    mod avx512 {
        use super::super::{Avx512, Kernels};

        fn token() -> Avx512 {
            Avx512::new().expect(
                "this test needs a CPU with AVX-512 F, VL, BW, DQ, CD and VPOPCNTDQ \
                 (lscpu lists avx512f, avx512vl, avx512bw, avx512dq, avx512cd and \
                 avx512_vpopcntdq)",
            )
        }

        #[test]
        #[ignore = "needs a CPU with AVX-512 F, VL, BW, DQ, CD and VPOPCNTDQ (lscpu); .ci/run runs it where the CPU has them"]
        fn kernels_agree_with_the_naive_versions() {
            token();
            super::check_best_pair(|unsolved, pairs| token().best_pair(unsolved, pairs));
            super::check_lone_in_columns(|candidates, unsolved| {
                token().lone_in_columns(candidates, unsolved)
            });
        }
    }
}
