//! A contestant's grid drawn for a person to see what is wrong with it:
//! the rows with a bar between boxes and a rule between bands of boxes,
//! the cell a message names in brackets, `[5]`, and the cell it clashes
//! with in parentheses, `(5)`; with colour, those two also red and
//! yellow (ANSI escapes). Whether to colour is the caller's to say.

use super::answer::show_value;
use crate::output::Shape;

/// A grid that does not solve its puzzle, with the cells at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked {
    /// How the values are written: letters on boards of letters.
    pub shape: Shape,
    /// The box size: 3 for 9x9.
    pub box_size: usize,
    /// The cells in row order.
    pub values: Vec<u8>,
    /// The cell the message names: a changed given, a value repeated, a
    /// value other than the one answer's.
    pub cell: usize,
    /// The earlier cell holding the same value in a row, column or box.
    pub other: Option<usize>,
}

/// Bold red, for the cell a message names.
const RED: &str = "\x1b[1;31m";
/// Bold yellow, for the cell it clashes with.
const YELLOW: &str = "\x1b[1;33m";
/// Back to the terminal's own.
const RESET: &str = "\x1b[0m";

/// What each drawn line starts with, to set the grid under its message.
const INDENT: &str = "  ";

impl Marked {
    /// The grid, a line a row (each ending in a line break) and a rule
    /// between bands, indented under the message; `colour` adds ANSI
    /// colours to the marked cells.
    pub fn draw(&self, colour: bool) -> String {
        let n = self.box_size;
        let side = n * n;
        let width = show_value(self.shape, side as u8).len();
        let rule = vec!["-".repeat((width + 2) * n); n].join("+");
        let mut text = String::new();
        for row in 0..side {
            if row > 0 && row % n == 0 {
                text += INDENT;
                text += &rule;
                text.push('\n');
            }
            let mut line = String::from(INDENT);
            for column in 0..side {
                if column > 0 && column % n == 0 {
                    line.push('|');
                }
                let cell = row * side + column;
                let value = self.values.get(cell).copied().unwrap_or(0);
                let shown = format!("{:>width$}", show_value(self.shape, value));
                let (open, close, paint) = if cell == self.cell {
                    ('[', ']', RED)
                } else if Some(cell) == self.other {
                    ('(', ')', YELLOW)
                } else {
                    line += &format!(" {shown} ");
                    continue;
                };
                if colour {
                    line += &format!("{paint}{open}{shown}{close}{RESET}");
                } else {
                    line += &format!("{open}{shown}{close}");
                }
            }
            text += line.trim_end();
            text.push('\n');
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_4x4_grid_is_drawn_with_its_marks() {
        let marked = Marked {
            shape: Shape::Letters,
            box_size: 2,
            values: vec![1, 1, 3, 4, 3, 4, 1, 2, 2, 3, 4, 1, 4, 2, 2, 3],
            cell: 1,
            other: Some(0),
        };
        assert_eq!(
            marked.draw(false),
            "  (A)[A]| C  D\n   C  D | A  B\n  ------+------\n   B  C | D  A\n   D  B | B  C\n"
        );
        assert_eq!(
            marked.draw(true).lines().next(),
            Some("  \x1b[1;33m(A)\x1b[0m\x1b[1;31m[A]\x1b[0m| C  D")
        );
    }

    #[test]
    fn numbers_of_two_digits_are_aligned() {
        let mut values: Vec<u8> = (0..256).map(|k| (k % 16 + 1) as u8).collect();
        values[17] = 10;
        let marked = Marked {
            shape: Shape::SpacedRows,
            box_size: 4,
            values,
            cell: 17,
            other: None,
        };
        let drawn = marked.draw(false);
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(lines.len(), 16 + 3);
        assert!(lines[0].starts_with("    1   2   3   4 |  5"), "{drawn}");
        assert!(lines[1].starts_with("    1 [10]  3   4 |"), "{drawn}");
        assert_eq!(lines[4], format!("  {}", vec!["-".repeat(16); 4].join("+")));
    }
}
