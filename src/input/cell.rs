//! Cell characters as the 9x9 formats write them: `1`-`9` for a digit,
//! `0` or `.` for an empty cell.

/// The value of an ASCII cell character, or `None`.
pub(super) const fn cell_value(byte: u8) -> Option<u8> {
    match byte {
        b'1'..=b'9' => Some(byte - b'0'),
        b'0' | b'.' => Some(0),
        _ => None,
    }
}

/// Cell values by byte: the digit, 0 for an empty cell, [`NOT_A_CELL`]
/// for anything else.
static CELL_VALUES: [u8; 256] = {
    let mut table = [NOT_A_CELL; 256];
    let mut byte = 0;
    while byte < 256 {
        if let Some(value) = cell_value(byte as u8) {
            table[byte] = value;
        }
        byte += 1;
    }
    table
};

/// Marks a byte that is not a cell in [`CELL_VALUES`].
const NOT_A_CELL: u8 = 0x80;

/// Parses cell characters into `cells`; on a bad one, returns its index.
/// The loop has no branch: the bytes are looked up and any bad one is
/// found after, which is what makes a puzzle's 81 cells cheap.
pub(super) fn parse_cells(bytes: &[u8], cells: &mut [u8]) -> Result<(), usize> {
    let mut bad = 0;
    for (&byte, cell) in bytes.iter().zip(cells.iter_mut()) {
        let value = CELL_VALUES[usize::from(byte)];
        bad |= value;
        *cell = value;
    }
    if bad & NOT_A_CELL == 0 {
        return Ok(());
    }
    Err(bytes
        .iter()
        .position(|&b| cell_value(b).is_none())
        .unwrap_or(0))
}
