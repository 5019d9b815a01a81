//! What `lone_in_columns` finds, and the count of a band's candidates per
//! column that both backends build it from (the x86_64 one for the ninth
//! digit, which has no SSE2 lane).

/// What `lone_in_columns` finds: for each digit, the cells that are its
/// only candidate in their column, spread over a band's rows (the cells
/// of column `c` in every band); the units (bit `16 * band + d`) where
/// such a cell is still unsolved; and whether some digit has no
/// candidate left in some column.
pub struct Columns {
    pub lone: [u32; 9],
    pub todo: u64,
    pub empty: bool,
}

/// Counts one band's candidates of a digit into the columns seen once
/// and at least twice so far.
#[inline]
pub fn count_columns(mask: u32, once: &mut u32, twice: &mut u32) {
    let (top, middle, bottom) = (mask & 0x1ff, (mask >> 9) & 0x1ff, mask >> 18);
    let columns = top | middle | bottom;
    *twice |= (top & middle) | (top & bottom) | (middle & bottom) | (*once & columns);
    *once |= columns;
}
