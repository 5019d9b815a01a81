//! The kernels in SSE2, which is part of every x86_64 target, so nothing
//! is detected at run time: four digits' masks (or sixteen cells) a
//! register. The module doc of [`kernels`](super) says what each
//! computes; the portable module does the same in plain loops. Every
//! load and store stays inside the array it names, as each `SAFETY`
//! comment says.

use super::super::tables::*;
use super::columns::{count_columns, Columns};
use std::arch::x86_64::*;

/// `narrow`: two SSE2 steps of four lanes and one scalar step (-13%
/// instructions on hardest11plus against the portable loop).
#[inline]
pub fn narrow(masks: &mut [u32; 9], cells: u32, keep: &[u32; 9]) -> u32 {
    // SAFETY: SSE2 is part of every x86_64 target; the loads and stores
    // touch elements 0-3 and 4-7 of arrays of nine.
    let same = unsafe {
        let clear = _mm_set1_epi32(!cells as i32);
        let (m, k) = (masks.as_mut_ptr(), keep.as_ptr());
        let old = _mm_loadu_si128(m.cast());
        let new = _mm_or_si128(_mm_and_si128(old, clear), _mm_loadu_si128(k.cast()));
        _mm_storeu_si128(m.cast(), new);
        let low = _mm_cmpeq_epi32(old, new);
        let old = _mm_loadu_si128(m.add(4).cast());
        let new = _mm_or_si128(_mm_and_si128(old, clear), _mm_loadu_si128(k.add(4).cast()));
        _mm_storeu_si128(m.add(4).cast(), new);
        let high = _mm_cmpeq_epi32(old, new);
        _mm_movemask_ps(_mm_castsi128_ps(low)) | _mm_movemask_ps(_mm_castsi128_ps(high)) << 4
    };
    let old = masks[8];
    masks[8] = old & !cells | keep[8];
    (!same as u32 & 0xff) | u32::from(masks[8] != old) << 8
}

/// [`count_columns`] for four masks in the lanes of an SSE2 register.
#[inline(always)]
fn count_columns4(mask: __m128i, once: &mut __m128i, twice: &mut __m128i) {
    // SAFETY: SSE2 is part of every x86_64 target.
    unsafe {
        let row = _mm_set1_epi32(0x1ff);
        let top = _mm_and_si128(mask, row);
        let middle = _mm_and_si128(_mm_srli_epi32(mask, 9), row);
        let bottom = _mm_srli_epi32(mask, 18);
        let columns = _mm_or_si128(_mm_or_si128(top, middle), bottom);
        let several = _mm_or_si128(
            _mm_or_si128(_mm_and_si128(top, middle), _mm_and_si128(top, bottom)),
            _mm_and_si128(middle, bottom),
        );
        *twice = _mm_or_si128(*twice, _mm_or_si128(several, _mm_and_si128(*once, columns)));
        *once = _mm_or_si128(*once, columns);
    }
}

/// Per lane, the cells of a band in the columns of `columns` (nine bits).
#[inline(always)]
fn spread4(columns: __m128i) -> __m128i {
    // SAFETY: SSE2 is part of every x86_64 target.
    unsafe {
        _mm_or_si128(
            _mm_or_si128(columns, _mm_slli_epi32(columns, 9)),
            _mm_slli_epi32(columns, 18),
        )
    }
}

/// `lone_in_columns`: eight digits in two SSE2 registers and the ninth
/// alone, about 230 instructions a call; the portable loop, which the
/// compiler does not vectorise, takes about 900 and made every set 3.5%
/// slower.
#[inline]
pub fn lone_in_columns(candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
    // SAFETY: SSE2 is part of every x86_64 target; loads and stores touch
    // elements 0-3 and 4-7 of arrays of nine.
    unsafe {
        let row = _mm_set1_epi32(0x1ff);
        let (mut once, mut twice) = ([_mm_setzero_si128(); 2], [_mm_setzero_si128(); 2]);
        let (mut once8, mut twice8) = (0, 0);
        for masks in candidates {
            let p = masks.as_ptr();
            count_columns4(_mm_loadu_si128(p.cast()), &mut once[0], &mut twice[0]);
            count_columns4(
                _mm_loadu_si128(p.add(4).cast()),
                &mut once[1],
                &mut twice[1],
            );
            count_columns(masks[8], &mut once8, &mut twice8);
        }
        let full = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(once[0], row)))
            & _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(once[1], row)));
        let empty = full != 0xf || once8 != 0x1ff;
        let lone = [
            spread4(_mm_andnot_si128(twice[0], once[0])),
            spread4(_mm_andnot_si128(twice[1], once[1])),
        ];
        let single8 = once8 & !twice8;
        let lone8 = single8 | single8 << 9 | single8 << 18;
        let mut todo = 0u64;
        for (band, (masks, &open)) in candidates.iter().zip(unsolved).enumerate() {
            let p = masks.as_ptr();
            let open_all = _mm_set1_epi32(open as i32);
            let zero = _mm_setzero_si128();
            let mut bits = 0u32;
            for (half, &lone) in lone.iter().enumerate() {
                let cells = _mm_and_si128(
                    _mm_and_si128(_mm_loadu_si128(p.add(4 * half).cast()), lone),
                    open_all,
                );
                let none = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(cells, zero))) as u32;
                bits |= (!none & 0xf) << (4 * half);
            }
            bits |= u32::from(masks[8] & lone8 & open != 0) << 8;
            todo |= u64::from(bits) << (16 * band);
        }
        let mut out = [0u32; 9];
        _mm_storeu_si128(out.as_mut_ptr().cast(), lone[0]);
        _mm_storeu_si128(out.as_mut_ptr().add(4).cast(), lone[1]);
        out[8] = lone8;
        Columns {
            lone: out,
            todo,
            empty,
        }
    }
}

/// `givens`: two overlapping 16-byte loads a band, compared with each digit
/// at once; a loop over the cells is a chain through memory (-2.4% CPU time
/// on 17clue).
#[inline]
pub fn givens(grid: &[u8; 81]) -> [[u32; 9]; 3] {
    let mut givens = [[0u32; 9]; 3];
    for (band, givens) in givens.iter_mut().enumerate() {
        // SAFETY: SSE2 is part of every x86_64 target; the loads read
        // cells 27 * band + 0-15 and + 11-26, inside the 81.
        unsafe {
            let cells = grid.as_ptr().add(27 * band);
            let (low, high) = (
                _mm_loadu_si128(cells.cast()),
                _mm_loadu_si128(cells.add(11).cast()),
            );
            for (value, given) in (1..).zip(givens.iter_mut()) {
                let value = _mm_set1_epi8(value);
                let low = _mm_movemask_epi8(_mm_cmpeq_epi8(low, value)) as u32;
                let high = _mm_movemask_epi8(_mm_cmpeq_epi8(high, value)) as u32;
                *given = low | high << 11;
            }
        }
    }
    givens
}

/// `band_counts`: eight masks in two SSE2 registers folded lane on lane,
/// then the ninth; the scalar loop is a chain of 27 steps (-1.2% CPU time
/// on hardest11plus, hardest1106 and 17clue).
#[inline]
pub fn band_counts(masks: &[u32; 9]) -> (u32, u32, u32) {
    // Counts (once, twice, thrice) of two disjoint sets of masks, joined.
    #[inline(always)]
    fn join(
        a: (__m128i, __m128i, __m128i),
        b: (__m128i, __m128i, __m128i),
    ) -> (__m128i, __m128i, __m128i) {
        // SAFETY: SSE2 is part of every x86_64 target.
        unsafe {
            let thrice = _mm_or_si128(
                _mm_or_si128(a.2, b.2),
                _mm_or_si128(_mm_and_si128(a.1, b.0), _mm_and_si128(a.0, b.1)),
            );
            let twice = _mm_or_si128(_mm_or_si128(a.1, b.1), _mm_and_si128(a.0, b.0));
            (_mm_or_si128(a.0, b.0), twice, thrice)
        }
    }
    // SAFETY: SSE2 is part of every x86_64 target; the loads read
    // elements 0-3 and 4-7 of an array of nine.
    let (once, twice, thrice) = unsafe {
        let p = masks.as_ptr();
        let zero = _mm_setzero_si128();
        let low = (_mm_loadu_si128(p.cast()), zero, zero);
        let high = (_mm_loadu_si128(p.add(4).cast()), zero, zero);
        let four = join(low, high);
        let swap = |c: (__m128i, __m128i, __m128i)| {
            (
                _mm_shuffle_epi32(c.0, 0x4e),
                _mm_shuffle_epi32(c.1, 0x4e),
                _mm_shuffle_epi32(c.2, 0x4e),
            )
        };
        let two = join(four, swap(four));
        let pair = |c: (__m128i, __m128i, __m128i)| {
            (
                _mm_shuffle_epi32(c.0, 0xb1),
                _mm_shuffle_epi32(c.1, 0xb1),
                _mm_shuffle_epi32(c.2, 0xb1),
            )
        };
        let one = join(two, pair(two));
        (
            _mm_cvtsi128_si32(one.0) as u32,
            _mm_cvtsi128_si32(one.1) as u32,
            _mm_cvtsi128_si32(one.2) as u32,
        )
    };
    let last = masks[8];
    (once | last, twice | (once & last), thrice | (twice & last))
}

/// `place_givens`: all 27 masks at once in seven SSE2 registers, four
/// digits a register (the three bands' ninth digits share the seventh).
/// Placing each digit's givens in turn, as the portable code does, is a
/// chain of loads and stores on the same masks (17clue -3% to -5%); loops
/// over four lanes left to the compiler to vectorise took 3.7% more time.
#[inline]
pub fn place_givens(givens: &[[u32; 9]; 3]) -> Option<([[u32; 9]; 3], [u32; 3])> {
    // SAFETY: SSE2 is part of every x86_64 target; loads and stores touch
    // elements 0-3 and 4-7 of arrays of nine, and a local array of four.
    unsafe {
        let (zero, one) = (_mm_setzero_si128(), _mm_set1_epi32(1));
        // Per band, digits 0-3 and 4-7; then the ninth digits of the three
        // bands, and a lane of zero.
        let load =
            |band: usize, half: usize| _mm_loadu_si128(givens[band].as_ptr().add(4 * half).cast());
        let ninths = _mm_set_epi32(
            0,
            givens[2][8] as i32,
            givens[1][8] as i32,
            givens[0][8] as i32,
        );
        // Per digit, the columns where it is given (`once`); `clash` gets
        // the columns where it is given twice, and below the cells where a
        // row or box holds two givens.
        let (mut once, mut clash) = ([zero; 2], zero);
        for band in 0..3 {
            for (half, once) in once.iter_mut().enumerate() {
                count_columns4(load(band, half), once, &mut clash);
            }
        }
        let (mut ninth_columns, mut ninth_clash) = (0, 0);
        let mut taken = [0u32; 3];
        for (taken, masks) in taken.iter_mut().zip(givens) {
            count_columns(masks[8], &mut ninth_columns, &mut ninth_clash);
            *taken = masks.iter().fold(0, |taken, &mask| taken | mask);
        }
        // Each mask loses the rows and boxes where its digit is given, the
        // columns in `columns` and the cells in `taken`.
        let without_peers = |mask: __m128i,
                             columns: __m128i,
                             taken: __m128i,
                             clash: &mut __m128i| {
            let mut peers = _mm_or_si128(spread4(columns), taken);
            for k in 0..3 {
                for unit in [0x1ff << (9 * k), band_box(k)] {
                    let unit = _mm_set1_epi32(unit as i32);
                    let given = _mm_and_si128(mask, unit);
                    let second = _mm_and_si128(given, _mm_sub_epi32(given, one));
                    *clash = _mm_or_si128(*clash, second);
                    peers =
                        _mm_or_si128(peers, _mm_andnot_si128(_mm_cmpeq_epi32(given, zero), unit));
                }
            }
            _mm_or_si128(_mm_andnot_si128(peers, _mm_set1_epi32(BAND as i32)), mask)
        };
        let mut candidates = [[0u32; 9]; 3];
        for (band, candidates) in candidates.iter_mut().enumerate() {
            let taken = _mm_set1_epi32(taken[band] as i32);
            for (half, &columns) in once.iter().enumerate() {
                let mask = without_peers(load(band, half), columns, taken, &mut clash);
                _mm_storeu_si128(candidates.as_mut_ptr().add(4 * half).cast(), mask);
            }
        }
        let taken_by_band = _mm_set_epi32(0, taken[2] as i32, taken[1] as i32, taken[0] as i32);
        let columns = _mm_set1_epi32(ninth_columns as i32);
        let mut ninth = [0u32; 4];
        let masks = without_peers(ninths, columns, taken_by_band, &mut clash);
        _mm_storeu_si128(ninth.as_mut_ptr().cast(), masks);
        for (candidates, &ninth) in candidates.iter_mut().zip(&ninth) {
            candidates[8] = ninth;
        }
        if _mm_movemask_epi8(_mm_cmpeq_epi32(clash, zero)) != 0xffff || ninth_clash != 0 {
            return None;
        }
        Some((candidates, taken.map(|taken| BAND & !taken)))
    }
}
