//! The count of puzzles that leads a POJ 2676 input and the SPOJ ones: a
//! plain decimal number, refused when it is not one or is too large.

use super::error::ErrorKind;
use super::item::head;
use super::scan::Token;

/// The largest case count accepted. No memory is sized by the count; the
/// limit only catches a file whose first token is not really a count.
pub const MAX_CASES: u64 = 100_000_000;

/// The largest number of digits a count may have: those of
/// [`MAX_CASES`]. A first token of only digits, longer, is no count (a
/// puzzle line cut short, say); detection takes one of 9 for a grid's
/// first row, which as a count would promise millions of cases.
pub const MAX_DIGITS: usize = 9;

/// The count `token` holds, or what is wrong with it; `detected` says
/// whether the format was told by this token (then a puzzle would have
/// done too) or named.
pub(super) fn read(token: &Token<'_>, detected: bool) -> Result<u64, ErrorKind> {
    let digits = token.bytes;
    if token.len != digits.len() as u64 || !digits.iter().all(u8::is_ascii_digit) {
        return Err(ErrorKind::CountNotNumber {
            found: head(token),
            len: token.len,
            detected,
        });
    }
    let count = digits.iter().try_fold(0u64, |n, &d| {
        let n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
        if n <= MAX_CASES {
            Some(n)
        } else {
            None
        }
    });
    count.ok_or_else(|| ErrorKind::CountTooLarge {
        found: digits.to_vec(),
        most: MAX_CASES,
    })
}
