//! Cell characters as the formats of digits write them: `1`-`9` for a
//! digit; `0`, `.`, `*`, `_`, `-`, `x` and `?` for an empty cell, and any
//! other character a run names (`--empty`).

use super::scan::Token;

/// The characters that stand for an empty cell in every format of digits.
/// None of them can be a value or a count there; boards of letters take
/// all but `0` (a value in boards written `0`-`9`, `A`-`F`).
pub const EMPTY: &[u8] = b"0.*_-x?";

/// Marks a byte that is not a cell in a [`CellChars`] table.
const NOT_A_CELL: u8 = 0x80;

/// What each byte stands for in a cell: a digit, 0 for an empty cell, or
/// nothing.
#[derive(Clone, Debug)]
pub struct CellChars {
    values: [u8; 256],
}

impl CellChars {
    /// The digits, [`EMPTY`], and `extra` for an empty cell too (bytes
    /// [`why_not_empty`] takes).
    pub fn new(extra: &[u8]) -> CellChars {
        let mut values = [NOT_A_CELL; 256];
        for byte in b'1'..=b'9' {
            values[usize::from(byte)] = byte - b'0';
        }
        for &byte in EMPTY.iter().chain(extra) {
            values[usize::from(byte)] = 0;
        }
        CellChars { values }
    }

    /// The value of a cell character, or `None`.
    pub fn value(&self, byte: u8) -> Option<u8> {
        let value = self.values[usize::from(byte)];
        (value != NOT_A_CELL).then(|| value)
    }

    /// Whether `token` is a row of 9 cells.
    pub(super) fn is_row(&self, token: &Token<'_>) -> bool {
        token.chars == 9 && token.bytes.iter().all(|&b| self.value(b).is_some())
    }

    /// Whether `byte` stands for an empty cell.
    pub fn is_empty(&self, byte: u8) -> bool {
        self.values[usize::from(byte)] == 0
    }

    /// Parses cell characters into `cells`; on a bad one, returns its
    /// index. The loop has no branch: the bytes are looked up and any bad
    /// one is found after, which is what makes a puzzle's 81 cells cheap.
    pub fn parse(&self, bytes: &[u8], cells: &mut [u8]) -> Result<(), usize> {
        let mut bad = 0;
        for (&byte, cell) in bytes.iter().zip(cells.iter_mut()) {
            let value = self.values[usize::from(byte)];
            bad |= value;
            *cell = value;
        }
        if bad & NOT_A_CELL == 0 {
            return Ok(());
        }
        Err(bytes
            .iter()
            .position(|&b| self.value(b).is_none())
            .unwrap_or(0))
    }
}

impl Default for CellChars {
    fn default() -> Self {
        CellChars::new(&[])
    }
}

/// Why `byte` cannot stand for an empty cell, or `None` when it can: a
/// value (a digit, or a letter of a 16x16 board), whitespace or a byte
/// the formats give another meaning, or no ASCII character.
pub fn why_not_empty(byte: u8) -> Option<&'static str> {
    match byte {
        b'1'..=b'9' | b'A'..=b'P' | b'a'..=b'p' if !EMPTY.contains(&byte) => {
            Some("it stands for a value")
        }
        b'#' | b'[' | b']' | b',' | b'"' => Some("the formats give it another meaning"),
        0x80..=0xff => Some("only ASCII characters can be named"),
        _ if byte <= b' ' || byte == 0x7f => Some("it is whitespace or a control character"),
        _ => None,
    }
}
