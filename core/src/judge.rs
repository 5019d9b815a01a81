//! Judge presets as data: for each judge's problem, the input format and
//! the answer layout (shape, separators, the no-solution line). One reader
//! and one writer serve them all; nothing here parses or writes.

use crate::answer::Mode;
use crate::input::Format;
use crate::output::puzzle::PuzzleLayout;
use crate::output::{Heading, Layout, Separator, Shape};

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
    /// What it asks of each puzzle.
    pub mode: Mode,
    /// The character the judge's input has in an empty cell (what
    /// `sudoku generate --judge` writes).
    pub blank: u8,
    /// What stands between puzzles in the judge's input.
    pub between: Separator,
}

impl Judge {
    /// How the judge's input lays out puzzles, for writing them.
    pub fn puzzle_layout(&self) -> PuzzleLayout {
        let mut layout = PuzzleLayout::of(self.format);
        layout.blank = self.blank;
        layout.separator = self.between;
        // POJ 3074 and AcWing 166 end their input with a line `end`.
        layout.end_line = matches!(self.format, Format::Lines);
        layout
    }
}

/// A judge that asks for a solution, in `shape`, `separator` between.
const fn solving(
    name: &'static str,
    description: &'static str,
    format: Format,
    shape: Shape,
    separator: Separator,
    blank: u8,
) -> Judge {
    Judge {
        name,
        description,
        format,
        layout: Layout {
            shape,
            separator,
            ..Layout::PLAIN
        },
        mode: Mode::Solve,
        blank,
        between: separator,
    }
}

/// The presets for 9x9 grids (UVa 989's other sizes aside), first in
/// `--judge list`.
pub const GRID_JUDGES: &[Judge] = &[
    solving(
        "poj2676",
        "POJ 2676 Sudoku: a case count, then 9 rows of 9 digits per case, 0 empty",
        Format::Poj,
        Shape::Rows,
        Separator::None,
        b'0',
    ),
    solving(
        "poj3074",
        "POJ 3074 Sudoku: one 81-character puzzle a line, '.' empty, until 'end'",
        Format::Lines,
        Shape::Line,
        Separator::None,
        b'.',
    ),
    solving(
        "acwing166",
        "AcWing 166 Sudoku: the same format as poj3074",
        Format::Lines,
        Shape::Line,
        Separator::None,
        b'.',
    ),
    solving(
        "luogu1784",
        "Luogu P1784: one puzzle, 9 rows of 9 digits separated by spaces, 0 empty",
        Format::Cells,
        Shape::SpacedRows,
        Separator::None,
        b'0',
    ),
    solving(
        "hdu1426",
        "HDU 1426 Sudoku Killer: puzzles of 9 rows of 9 spaced cells, '?' empty, \
         blank lines between; a blank line between answers",
        Format::Cells,
        Shape::SpacedRows,
        Separator::BlankBetween,
        b'?',
    ),
    Judge {
        name: "hdu2780",
        description: "HDU 2780 Su-Su-Sudoku: a case count, then 9 rows of 9 digits per case, \
                      0 empty; the grid or 'Could not complete this grid.', a blank line between",
        format: Format::Poj,
        layout: Layout {
            shape: Shape::Rows,
            separator: Separator::BlankBetween,
            no_solution: "Could not complete this grid.",
            ..Layout::PLAIN
        },
        mode: Mode::Complete,
        blank: b'0',
        between: Separator::None,
    },
    Judge {
        name: "hdu3111",
        description: "HDU 3111 Sudoku: a case count, then 9 rows of 9 characters per case, \
                      '?' empty, '---' between; the grid or 'impossible', '---' between",
        format: Format::Poj,
        layout: Layout {
            shape: Shape::Rows,
            separator: Separator::Line("---"),
            no_solution: "impossible",
            ..Layout::PLAIN
        },
        mode: Mode::Complete,
        blank: b'?',
        between: Separator::Line("---"),
    },
    Judge {
        name: "kattis-sudokunique",
        description: "Kattis sudokunique: boards of 9 rows of 9 spaced numbers, 0 erased; \
                      the solution if unique, else 'Non-unique' or 'Find another job'",
        format: Format::Cells,
        layout: Layout {
            shape: Shape::SpacedRows,
            separator: Separator::BlankBetween,
            no_solution: "Find another job",
            several_solutions: "Non-unique",
            ..Layout::PLAIN
        },
        mode: Mode::Unique,
        blank: b'0',
        between: Separator::BlankBetween,
    },
    Judge {
        name: "uva989",
        description: "UVa 989 Su Doku: cases of a box size n (1, 2 or 3) and n^2 rows of \
                      spaced numbers, 0 empty; the smallest solution or 'NO SOLUTION'",
        format: Format::Sized,
        layout: Layout {
            shape: Shape::SpacedRows,
            separator: Separator::BlankBetween,
            no_solution: "NO SOLUTION",
            ..Layout::PLAIN
        },
        mode: Mode::Smallest,
        blank: b'0',
        between: Separator::BlankBetween,
    },
    Judge {
        name: "uva10957",
        description: "UVa 10957 So Doku Checker: boards of 9 rows of 9 spaced digits, 0 empty; \
                      'Case N: ' then 'Illegal.', 'Unique.', 'Ambiguous.' or 'Impossible.'",
        format: Format::Cells,
        layout: Layout {
            shape: Shape::SpacedRows,
            heading: Heading::Numbered("Case ", ": "),
            no_solution: "Impossible.",
            several_solutions: "Ambiguous.",
            unique: "Unique.",
            no: "Illegal.",
            ..Layout::PLAIN
        },
        mode: Mode::Classify,
        blank: b'0',
        between: Separator::BlankBetween,
    },
    Judge {
        name: "spoj-sudogob",
        description: "SPOJ SUDOGOB: a count T, then T boards of 9 rows of 9 spaced numbers, \
                      0 empty; the number of solutions, then the grid when it is 1",
        format: Format::CountedCells,
        layout: Layout {
            shape: Shape::SpacedRows,
            no_solution: "0",
            ..Layout::PLAIN
        },
        mode: Mode::Exact,
        blank: b'0',
        between: Separator::None,
    },
    Judge {
        name: "spoj-novice42",
        description: "SPOJ NOVICE42: a count T, then T puzzles of a label line ('Grid 01') and \
                      9 rows of 9 digits, 0 empty; the label, the smallest solution, blank lines between",
        format: Format::CountedLabelled,
        layout: Layout {
            shape: Shape::Rows,
            separator: Separator::BlankBetween,
            heading: Heading::Label,
            ..Layout::PLAIN
        },
        mode: Mode::Smallest,
        blank: b'0',
        between: Separator::None,
    },
    Judge {
        name: "euler96",
        description: "Project Euler 96: puzzles of a label line ('Grid 01') and 9 rows of 9 \
                      digits, 0 empty; the sum of the 3-digit numbers atop the solutions' left corners",
        format: Format::Labelled,
        layout: Layout {
            shape: Shape::Corner,
            ..Layout::PLAIN
        },
        mode: Mode::Solve,
        blank: b'0',
        between: Separator::None,
    },
    Judge {
        name: "abc327c",
        description: "AtCoder ABC 327 C Number Place: a full grid of 9 rows of 9 spaced numbers; \
                      'Yes' when every row, column and box holds 1 to 9, else 'No'",
        format: Format::Cells,
        layout: Layout {
            shape: Shape::SpacedRows,
            yes: "Yes",
            no: "No",
            ..Layout::PLAIN
        },
        mode: Mode::Verify,
        blank: b'0',
        between: Separator::None,
    },
    Judge {
        name: "luogu1074",
        description: "Luogu P1074 target Sudoku (NOIP 2009): 9 rows of 9 spaced numbers, 0 empty; \
                      the highest score over the solutions (digit times ring weight 6-10), or -1",
        format: Format::Cells,
        layout: Layout {
            shape: Shape::SpacedRows,
            no_solution: "-1",
            ..Layout::PLAIN
        },
        mode: Mode::Target,
        blank: b'0',
        between: Separator::None,
    },
];

/// The LeetCode problems, whose boards come as literals; listed after the 16x16 presets. Their submissions are
/// `scripts/bundle`'s blocks of the same names.
pub const LEETCODE_JUDGES: &[Judge] = &[
    solving(
        "leetcode37",
        "LeetCode 37 Sudoku Solver: board literals [[\"5\",\"3\",\".\",...],...], '.' \
         empty; each solved board as a literal on one line",
        Format::Leetcode,
        Shape::Literal,
        Separator::None,
        b'.',
    ),
    Judge {
        name: "leetcode36",
        description: "LeetCode 36 Valid Sudoku: board literals as leetcode37's; `true` when \
                      no digit repeats in a row, column or box among the filled cells",
        format: Format::Leetcode,
        layout: Layout {
            shape: Shape::Literal,
            ..Layout::PLAIN
        },
        mode: Mode::Validate,
        blank: b'.',
        between: Separator::None,
    },
];

/// The presets for 16x16 boards, listed after [`GRID_JUDGES`].
pub const BOARD_JUDGES: &[Judge] = &[
    solving(
        "poj3076",
        "POJ 3076 Sudoku: 16x16 boards of 16 rows of letters A-P, '-' empty, blank lines \
         between; a blank line between answers",
        Format::Letters,
        Shape::Letters,
        Separator::BlankBetween,
        b'-',
    ),
    solving(
        "acwing169",
        "AcWing 169 Sudoku 2: the same input as poj3076; a blank line after every answer",
        Format::Letters,
        Shape::Letters,
        Separator::BlankAfter,
        b'-',
    ),
    solving(
        "spoj-sudoku",
        "SPOJ SUDOKU: a count, then 16x16 boards as in poj3076; a blank line between answers",
        Format::CountedLetters,
        Shape::Letters,
        Separator::BlankBetween,
        b'-',
    ),
];

/// Every preset, in the order `--judge list` shows them.
pub fn all() -> impl Iterator<Item = &'static Judge> {
    GRID_JUDGES
        .iter()
        .chain(BOARD_JUDGES)
        .chain(LEETCODE_JUDGES)
}

/// The preset named `name`, in any case (`POJ2676` is `poj2676`).
pub fn find(name: &str) -> Option<&'static Judge> {
    all().find(|judge| judge.name.eq_ignore_ascii_case(name))
}

/// The text of `--judge list`: a line per preset, name then description.
pub fn list() -> String {
    let width = all().map(|judge| judge.name.len()).max().unwrap_or(0);
    all()
        .map(|judge| {
            format!(
                "{:width$}  {}\n",
                judge.name,
                judge.description,
                width = width
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for judge in all() {
            assert_eq!(find(judge.name), Some(judge));
            assert_eq!(all().filter(|other| other.name == judge.name).count(), 1);
        }
        assert_eq!(find("nope"), None);
        assert_eq!(find("POJ2676"), find("poj2676"));
        assert_eq!(find("Kattis-SudokUnique"), find("kattis-sudokunique"));
    }

    #[test]
    fn list_has_a_line_per_judge() {
        let text = list();
        assert_eq!(text.lines().count(), all().count());
        assert_eq!(all().count(), 20);
        assert!(text.lines().all(|line| !line.ends_with(' ')));
    }
}
