//! The two kernels the AVX-512 copy of the search has of its own, beside
//! the AVX2 ones: the guess's score of every cell of a band at once,
//! sixteen cells a register, where the plain `best_pair` loops over the
//! two-candidate cells one by one (about 20 of them at a guess on
//! hardest11plus, some 28 instructions each); and `lone_in_columns` with
//! all nine digits in one register. [`Avx512`] is the token that says the
//! CPU has what the copy is compiled with (x86-64-v4 and VPOPCNTDQ); the
//! copy reaches the kernels only through it (its
//! [`Kernels`](super::Kernels)). The tests hold them to the naive
//! versions, as they do every backend.

use super::super::tables::{BAND_PEERS, CELL_COLUMN, OTHER_BANDS};
use super::avx2::Avx2;
use super::columns::Columns;
use std::arch::x86_64::*;

/// Proof that the CPU has AVX-512 F, VL, BW, DQ and CD (x86-64-v4),
/// VPOPCNTDQ, and all the AVX2 copy needs: [`Avx512::new`] makes one only
/// there.
#[derive(Clone, Copy)]
pub struct Avx512(());

impl Avx512 {
    /// Whether the CPU has every instruction the AVX-512 copy of the
    /// search is compiled with.
    pub fn available() -> bool {
        Avx2::available()
            && std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq")
            && std::is_x86_feature_detected!("avx512cd")
            && std::is_x86_feature_detected!("avx512vpopcntdq")
    }

    /// The token, where the CPU has what the copy needs.
    #[cfg(test)]
    pub fn new() -> Option<Avx512> {
        if Avx512::available() {
            Some(Avx512(()))
        } else {
            None
        }
    }

    /// The token without asking the CPU.
    ///
    /// # Safety
    /// The CPU must have what [`Avx512::available`] asks for.
    pub unsafe fn new_unchecked() -> Avx512 {
        Avx512(())
    }

    /// The AVX2 token, for the kernels the AVX-512 copy shares with the
    /// AVX2 one.
    #[inline(always)]
    pub fn avx2(self) -> Avx2 {
        // SAFETY: `available` asks for AVX2 among the rest.
        unsafe { Avx2::new_unchecked() }
    }
}

/// A table of the band's 27 cells as 32 lanes, each entry shifted left by
/// `shift`, the last five lanes zero.
const fn lanes(table: &[u32; 27], shift: u32) -> [u32; 32] {
    let mut out = [0; 32];
    let mut bit = 0;
    while bit < 27 {
        out[bit] = table[bit] << shift;
        bit += 1;
    }
    out
}

/// Each cell's peers inside its band.
static PEERS: [u32; 32] = lanes(&BAND_PEERS, 0);
/// Each cell's column, and the same a bit to the left: the other two
/// bands' cells of the column side by side in one word, as the plain
/// version counts them.
static COLUMN: [u32; 32] = lanes(&CELL_COLUMN, 0);
static COLUMN_LEFT: [u32; 32] = lanes(&CELL_COLUMN, 1);
/// Lane `i` holds `127 - i`: the lower bits of a key, larger for the
/// earlier cell.
static ORDER: [u32; 32] = {
    let mut out = [0; 32];
    let mut lane = 0;
    while lane < 32 {
        out[lane] = 127 - lane as u32;
        lane += 1;
    }
    out
};

/// The peers of each of sixteen cells in `here` (their band's cells) and
/// in `next` and `last` (the other two bands' cells, the last shifted
/// left by one), counted per lane.
///
/// # Safety
/// The CPU must have AVX-512 F and VPOPCNTDQ.
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
#[inline]
unsafe fn count(here: u32, next: u32, last: u32, cells: &[__m512i; 3]) -> __m512i {
    let [peers, column, left] = *cells;
    let in_band = _mm512_and_si512(_mm512_set1_epi32(here as i32), peers);
    // a | b & c is ternary-logic table 0xf8.
    let in_column = _mm512_ternarylogic_epi32::<0xf8>(
        _mm512_and_si512(_mm512_set1_epi32(next as i32), column),
        _mm512_set1_epi32((last << 1) as i32),
        left,
    );
    _mm512_add_epi32(_mm512_popcnt_epi32(in_band), _mm512_popcnt_epi32(in_column))
}

/// `best_pair`: every cell of a band scored in two registers, as the
/// plain version scores one (its unsolved peers times 32 plus its
/// two-candidate peers, at most 660), the score shifted left by seven
/// bits over `127 - (32 * band + bit)`, so that the largest key is the
/// first best cell; the largest key over the cells of `pairs` by a max
/// under their mask. About 100 vector instructions a guess.
///
/// # Safety
/// The CPU must have AVX-512 F and VPOPCNTDQ.
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
#[inline]
pub unsafe fn best_pair(unsolved: &[u32; 3], pairs: &[u32; 3]) -> Option<(usize, u32)> {
    if pairs[0] | pairs[1] | pairs[2] == 0 {
        return None;
    }
    // SAFETY: the caller's CPU has AVX-512 F and VPOPCNTDQ; each load
    // reads lanes 0-15 or 16-31 of a table of 32.
    let top = unsafe {
        let mut best = _mm512_setzero_si512();
        for (band, &(next, last)) in OTHER_BANDS.iter().enumerate() {
            let first = _mm512_set1_epi32(-32 * band as i32);
            for half in 0..2 {
                let lane = 16 * half;
                let cells = [
                    _mm512_loadu_si512(PEERS.as_ptr().add(lane).cast()),
                    _mm512_loadu_si512(COLUMN.as_ptr().add(lane).cast()),
                    _mm512_loadu_si512(COLUMN_LEFT.as_ptr().add(lane).cast()),
                ];
                let open = count(unsolved[band], unsolved[next], unsolved[last], &cells);
                let paired = count(pairs[band], pairs[next], pairs[last], &cells);
                let score = _mm512_add_epi32(_mm512_slli_epi32::<5>(open), paired);
                let order = _mm512_loadu_si512(ORDER.as_ptr().add(lane).cast());
                let key = _mm512_or_si512(
                    _mm512_slli_epi32::<7>(score),
                    _mm512_add_epi32(order, first),
                );
                let mask = (pairs[band] >> lane) as u16;
                best = _mm512_mask_max_epu32(best, mask, best, key);
            }
        }
        _mm512_reduce_max_epu32(best)
    };
    let index = 127 - (top & 127);
    Some(((index / 32) as usize, 1 << (index % 32)))
}

/// `lone_in_columns`: the nine digits of a band in one register, its
/// ninth lane loaded and stored on its own, so that every access matches
/// the stores the search makes (eight lanes, then the ninth); three-input
/// logic for the counts. Always inlined, and compiled with no features of
/// its own: the call of the AVX2 version, a function with its own
/// features, spilled the search's vector registers at every settle
/// (1% of the time on every set but 17clue).
///
/// # Safety
/// The CPU must have AVX-512 F and VL, and the caller be compiled with
/// them, or the intrinsics are calls.
#[inline(always)]
pub unsafe fn lone_in_columns(candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
    // SAFETY: the caller's CPU has AVX-512 F and VL; the loads and stores
    // touch elements 0-7 and then 8 of arrays of nine.
    unsafe {
        let row = _mm512_set1_epi32(0x1ff);
        let (mut once, mut twice) = (_mm512_setzero_si512(), _mm512_setzero_si512());
        let mut bands = [_mm512_setzero_si512(); 3];
        for (band, masks) in candidates.iter().enumerate() {
            let low = _mm512_zextsi256_si512(_mm256_loadu_si256(masks.as_ptr().cast()));
            let all = _mm512_mask_set1_epi32(low, 1 << 8, masks[8] as i32);
            bands[band] = all;
            let top = _mm512_and_si512(all, row);
            let middle = _mm512_and_si512(_mm512_srli_epi32::<9>(all), row);
            let bottom = _mm512_srli_epi32::<18>(all);
            // Ternary-logic tables: 0xfe is a | b | c, 0xe8 two of the
            // three, 0xf8 a | b & c.
            let columns = _mm512_ternarylogic_epi32::<0xfe>(top, middle, bottom);
            let several = _mm512_ternarylogic_epi32::<0xe8>(top, middle, bottom);
            twice = _mm512_or_si512(
                _mm512_ternarylogic_epi32::<0xf8>(twice, once, columns),
                several,
            );
            once = _mm512_or_si512(once, columns);
        }
        let empty = _mm512_mask_cmpeq_epi32_mask(0x1ff, once, row) != 0x1ff;
        let single = _mm512_andnot_si512(twice, once);
        let lone = _mm512_ternarylogic_epi32::<0xfe>(
            single,
            _mm512_slli_epi32::<9>(single),
            _mm512_slli_epi32::<18>(single),
        );
        let mut todo = 0u64;
        for (band, &open) in unsolved.iter().enumerate() {
            let units = _mm512_mask_test_epi32_mask(
                0x1ff,
                _mm512_and_si512(bands[band], lone),
                _mm512_set1_epi32(open as i32),
            );
            todo |= u64::from(units) << (16 * band);
        }
        let mut out = [0u32; 9];
        _mm256_storeu_si256(out.as_mut_ptr().cast(), _mm512_castsi512_si256(lone));
        out[8] = _mm_cvtsi128_si32(_mm512_extracti32x4_epi32::<2>(lone)) as u32;
        Columns {
            lone: out,
            todo,
            empty,
        }
    }
}
