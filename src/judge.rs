//! Judge presets as data: for each judge's problem, the input format and
//! the answer layout (shape, separators, the no-solution line). One reader
//! and one writer serve them all; nothing here parses or writes.

use crate::format::Format;
use crate::output::{Layout, Separator, Shape};

/// One judge's problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    /// The name `--judge` takes.
    pub name: &'static str,
    /// One line for `--judge list`.
    pub description: &'static str,
    /// How its input is read.
    pub format: Format,
    /// How its answers are written.
    pub layout: Layout,
}

const fn layout(shape: Shape, separator: Separator) -> Layout {
    Layout {
        shape,
        separator,
        no_solution: "no solution",
    }
}

/// Every preset, in the order `--judge list` shows them.
pub const JUDGES: &[Judge] = &[
    Judge {
        name: "poj2676",
        description: "POJ 2676 Sudoku: a case count, then 9 rows of 9 digits per case, 0 empty",
        format: Format::Poj,
        layout: layout(Shape::Rows, Separator::None),
    },
    Judge {
        name: "poj3074",
        description: "POJ 3074 Sudoku: one 81-character puzzle a line, '.' empty, until 'end'",
        format: Format::Lines,
        layout: layout(Shape::Line, Separator::None),
    },
    Judge {
        name: "acwing166",
        description: "AcWing 166 Sudoku: the same format as poj3074",
        format: Format::Lines,
        layout: layout(Shape::Line, Separator::None),
    },
    Judge {
        name: "luogu1784",
        description: "Luogu P1784: one puzzle, 9 rows of 9 digits separated by spaces, 0 empty",
        format: Format::Cells,
        layout: layout(Shape::SpacedRows, Separator::None),
    },
    Judge {
        name: "hdu1426",
        description: "HDU 1426 Sudoku Killer: puzzles of 9 rows of 9 spaced cells, '?' empty, \
                      blank lines between; a blank line between answers",
        format: Format::Cells,
        layout: layout(Shape::SpacedRows, Separator::BlankBetween),
    },
];

/// The preset named `name`.
pub fn find(name: &str) -> Option<&'static Judge> {
    JUDGES.iter().find(|judge| judge.name == name)
}

/// The text of `--judge list`: a line per preset, name then description.
pub fn list() -> String {
    let width = JUDGES
        .iter()
        .map(|judge| judge.name.len())
        .max()
        .unwrap_or(0);
    JUDGES
        .iter()
        .map(|judge| format!("{:width$}  {}\n", judge.name, judge.description))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for judge in JUDGES {
            assert_eq!(find(judge.name), Some(judge));
            assert_eq!(
                JUDGES
                    .iter()
                    .filter(|other| other.name == judge.name)
                    .count(),
                1
            );
        }
        assert_eq!(find("nope"), None);
    }

    #[test]
    fn list_has_a_line_per_judge() {
        let text = list();
        assert_eq!(text.lines().count(), JUDGES.len());
        assert!(text.lines().all(|line| !line.ends_with(' ')));
    }
}
