//! The two kernels of every search node in AVX2, for the copy of the
//! search that runs where the CPU has it: eight digits' masks a register
//! and the ninth alone, where the x86_64 module takes two SSE2 registers.
//! [`Avx2`] is the token that says the CPU has AVX2; the kernels are
//! reached only through it (its [`Kernels`](super::Kernels)). The module doc of [`kernels`](super) says
//! what each computes; the tests hold these to the naive versions as
//! they do every backend.

use super::super::tables::{LONE_SEGMENT_ROWS, SHRINK_ROWS};
use super::columns::{count_columns, Columns};
use std::arch::x86_64::*;

/// Proof that the CPU has AVX2: [`Avx2::new`] makes one only there.
#[derive(Clone, Copy)]
pub struct Avx2(());

impl Avx2 {
    /// Whether the CPU has every instruction the AVX2 copy of the search
    /// is compiled with: AVX2, BMI1, BMI2, LZCNT and `popcnt`.
    pub fn available() -> bool {
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("lzcnt")
            && std::is_x86_feature_detected!("popcnt")
    }

    /// The token, where the CPU has AVX2.
    #[cfg(test)]
    pub fn new() -> Option<Avx2> {
        if std::is_x86_feature_detected!("avx2") {
            Some(Avx2(()))
        } else {
            None
        }
    }

    /// The token without asking the CPU.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    pub unsafe fn new_unchecked() -> Avx2 {
        Avx2(())
    }
}

/// `narrow`: one AVX2 step of eight lanes and one scalar step.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
#[inline]
pub unsafe fn narrow(masks: &mut [u32; 9], cells: u32, keep: &[u32; 9]) -> u32 {
    // SAFETY: the caller's CPU has AVX2; the load and store touch
    // elements 0-7 of arrays of nine.
    let same = unsafe {
        let (m, k) = (masks.as_mut_ptr(), keep.as_ptr());
        let old = _mm256_loadu_si256(m.cast());
        let new = _mm256_or_si256(
            _mm256_and_si256(old, _mm256_set1_epi32(!cells as i32)),
            _mm256_loadu_si256(k.cast()),
        );
        _mm256_storeu_si256(m.cast(), new);
        _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(old, new)))
    };
    let old = masks[8];
    masks[8] = old & !cells | keep[8];
    (!same as u32 & 0xff) | u32::from(masks[8] != old) << 8
}

/// `lone_in_columns`: eight digits in one AVX2 register and the ninth
/// alone.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
#[inline]
pub unsafe fn lone_in_columns(candidates: &[[u32; 9]; 3], unsolved: &[u32; 3]) -> Columns {
    // SAFETY: the caller's CPU has AVX2; loads and stores touch elements
    // 0-7 of arrays of nine.
    unsafe {
        let row = _mm256_set1_epi32(0x1ff);
        let (mut once, mut twice) = (_mm256_setzero_si256(), _mm256_setzero_si256());
        let (mut once8, mut twice8) = (0, 0);
        for masks in candidates {
            let mask = _mm256_loadu_si256(masks.as_ptr().cast());
            let top = _mm256_and_si256(mask, row);
            let middle = _mm256_and_si256(_mm256_srli_epi32(mask, 9), row);
            let bottom = _mm256_srli_epi32(mask, 18);
            let columns = _mm256_or_si256(_mm256_or_si256(top, middle), bottom);
            let several = _mm256_or_si256(
                _mm256_or_si256(_mm256_and_si256(top, middle), _mm256_and_si256(top, bottom)),
                _mm256_and_si256(middle, bottom),
            );
            twice = _mm256_or_si256(
                twice,
                _mm256_or_si256(several, _mm256_and_si256(once, columns)),
            );
            once = _mm256_or_si256(once, columns);
            count_columns(masks[8], &mut once8, &mut twice8);
        }
        let full = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(once, row)));
        let empty = full != 0xff || once8 != 0x1ff;
        let single = _mm256_andnot_si256(twice, once);
        let lone = _mm256_or_si256(
            _mm256_or_si256(single, _mm256_slli_epi32(single, 9)),
            _mm256_slli_epi32(single, 18),
        );
        let single8 = once8 & !twice8;
        let lone8 = single8 | single8 << 9 | single8 << 18;
        let mut todo = 0u64;
        for (band, (masks, &open)) in candidates.iter().zip(unsolved).enumerate() {
            let cells = _mm256_and_si256(
                _mm256_and_si256(_mm256_loadu_si256(masks.as_ptr().cast()), lone),
                _mm256_set1_epi32(open as i32),
            );
            let none = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(
                cells,
                _mm256_setzero_si256(),
            ))) as u32;
            let bits = (!none & 0xff) | u32::from(masks[8] & lone8 & open != 0) << 8;
            todo |= u64::from(bits) << (16 * band);
        }
        let mut out = [0u32; 9];
        _mm256_storeu_si256(out.as_mut_ptr().cast(), lone);
        out[8] = lone8;
        Columns {
            lone: out,
            todo,
            empty,
        }
    }
}

/// `SHRINK` and `LONE_SEGMENT` of a band mask, its segments gathered
/// row-major by one `pext` into the tables' row-major copies, where the
/// baseline folds them box-major in nine instructions (1% to 5% less time
/// on every set).
///
/// # Safety
/// The CPU must have BMI2.
#[target_feature(enable = "bmi2")]
#[inline]
pub unsafe fn shrink(mask: u32) -> (u32, u32) {
    let any = mask | mask >> 1 | mask >> 2;
    let p = (_pext_u32(any, 0x1249249) & 0x1ff) as usize;
    (SHRINK_ROWS[p], LONE_SEGMENT_ROWS[p])
}
