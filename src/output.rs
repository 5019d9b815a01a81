//! Answers in the judge's layout, appended to a byte buffer. Writing the
//! buffer anywhere is left to the caller.

use crate::format::Format;
use crate::grid::Grid;

/// The line written in place of a puzzle that has no solution.
pub const NO_SOLUTION: &[u8] = b"no solution\n";
/// The line written in place of a malformed puzzle (line formats only).
pub const INVALID: &[u8] = b"invalid\n";

/// Appends a solved grid: 9 rows of 9 digits for POJ, one 81-digit line
/// otherwise.
pub fn write_solution(out: &mut Vec<u8>, format: Format, grid: &Grid) {
    // Digits to characters in one straight pass, which the compiler turns
    // into a few vector additions; the line breaks go in afterwards.
    let mut line = [b'\n'; 82];
    for (character, &digit) in line.iter_mut().zip(&grid.cells) {
        *character = b'0' + digit;
    }
    match format {
        Format::Lines => out.extend_from_slice(&line),
        Format::Poj => {
            for row in line[..81].chunks_exact(9) {
                out.extend_from_slice(row);
                out.push(b'\n');
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str =
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

    #[test]
    fn lines_answers_are_one_line() {
        let mut out = Vec::new();
        write_solution(&mut out, Format::Lines, &Grid::parse(SOLUTION).unwrap());
        assert_eq!(out, format!("{SOLUTION}\n").into_bytes());
    }

    #[test]
    fn poj_answers_are_nine_rows() {
        let mut out = Vec::new();
        write_solution(&mut out, Format::Poj, &Grid::parse(SOLUTION).unwrap());
        let expected: String = (0..9)
            .map(|r| format!("{}\n", &SOLUTION[r * 9..r * 9 + 9]))
            .collect();
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}
