//! A contestant's answer to one puzzle read back from tokens: the cells
//! of a grid in a judge's [`Shape`], then whether they solve the puzzle
//! (the givens kept, no value twice in a row, column or box), each failure
//! said in a person's words with its row and column.

use crate::output::Shape;

/// A value as the shape writes it: a letter (`A` for 1) on boards of
/// letters, else the number.
pub fn show_value(shape: Shape, value: u8) -> String {
    match shape {
        Shape::Letters => char::from(b'A' + value - 1).to_string(),
        _ => value.to_string(),
    }
}

/// The longest token a message measures: the checker keeps no more of a
/// longer one (no token that can be right is so long), which a message
/// calls longer than this.
pub const SHOWN_WHOLE: usize = 16 << 10;

/// A token for a message: quoted when short and printable, else by its
/// length.
pub fn show_token(token: &[u8]) -> String {
    if token.len() <= 24 && token.iter().all(|b| (0x21..=0x7e).contains(b)) {
        format!("'{}'", String::from_utf8_lossy(token))
    } else if token.len() <= SHOWN_WHOLE {
        format!("a token of {} bytes", token.len())
    } else {
        format!("a token of more than {SHOWN_WHOLE} bytes")
    }
}

/// How many tokens a grid of `side` cells a side takes in `shape`.
pub fn grid_tokens(shape: Shape, side: usize) -> usize {
    match shape {
        Shape::Line => 1,
        Shape::Literal => 1,
        // A sum of corners is checked whole, never as grids.
        Shape::Rows | Shape::Letters | Shape::Corner => side,
        Shape::SpacedRows => side * side,
    }
}

/// The value a character stands for in `shape`, if any: a digit `1`-`9`,
/// or a letter from `A` on boards of letters.
fn character(shape: Shape, byte: u8, side: usize) -> Option<u8> {
    let value = match shape {
        Shape::Letters => byte.checked_sub(b'A')? + 1,
        _ => byte.checked_sub(b'0')?,
    };
    (1..=side).contains(&usize::from(value)).then_some(value)
}

/// The highest value of a side, as `shape` writes it: `9`, `P`.
fn highest(shape: Shape, side: usize) -> String {
    show_value(shape, side as u8)
}

/// Reads the cells of a `side` x `side` grid from `tokens` (exactly the
/// tokens the shape takes, or fewer when the output ended), or says what
/// is wrong with them.
pub fn read(shape: Shape, side: usize, tokens: &[&[u8]]) -> Result<Vec<u8>, String> {
    let wanted = grid_tokens(shape, side);
    let mut values = Vec::with_capacity(side * side);
    let range = || format!("{}-{}", show_value(shape, 1), highest(shape, side));
    for (index, token) in tokens.iter().enumerate() {
        match shape {
            Shape::Line => {
                let all = token.len() == side * side
                    && token.iter().all(|&b| character(shape, b, side).is_some());
                if !all {
                    return Err(format!(
                        "expected a line of {} digits {}, found {}",
                        side * side,
                        range(),
                        show_token(token)
                    ));
                }
                values.extend(token.iter().map(|&b| b - b'0'));
            }
            Shape::Rows | Shape::Letters | Shape::Corner => {
                let all = token.len() == side
                    && token.iter().all(|&b| character(shape, b, side).is_some());
                if !all {
                    let what = if shape == Shape::Letters {
                        "letters"
                    } else {
                        "digits"
                    };
                    return Err(format!(
                        "row {}: expected {side} {what} {}, found {}",
                        index + 1,
                        range(),
                        show_token(token)
                    ));
                }
                values.extend(token.iter().filter_map(|&b| character(shape, b, side)));
            }
            Shape::SpacedRows => {
                let value = std::str::from_utf8(token)
                    .ok()
                    .filter(|text| text.bytes().all(|b| b.is_ascii_digit()) && text.len() <= 3)
                    .and_then(|text| text.parse::<usize>().ok())
                    .filter(|value| (1..=side).contains(value));
                let Some(value) = value else {
                    return Err(format!(
                        "row {} column {}: expected a number {}, found {}",
                        index / side + 1,
                        index % side + 1,
                        range(),
                        show_token(token)
                    ));
                };
                values.push(value as u8);
            }
            Shape::Literal => {
                // `[["5","3",...],...]`: the cells are the quoted strings.
                let cells: Vec<&[u8]> = token.split(|&b| b == b'"').skip(1).step_by(2).collect();
                let all = cells.len() == side * side
                    && cells
                        .iter()
                        .all(|cell| cell.len() == 1 && character(shape, cell[0], side).is_some());
                if !all || !token.starts_with(b"[[") || !token.ends_with(b"]]") {
                    return Err(format!(
                        "expected a board literal of {} digits {}, found {}",
                        side * side,
                        range(),
                        show_token(token)
                    ));
                }
                values.extend(cells.iter().map(|cell| cell[0] - b'0'));
            }
        }
    }
    if tokens.len() < wanted {
        let (unit, units) = match shape {
            Shape::SpacedRows => ("cells", side * side),
            _ => ("rows", side),
        };
        return Err(format!(
            "the output ends after {} of the grid's {units} {unit}",
            tokens.len()
        ));
    }
    Ok(values)
}

/// What keeps a complete grid from solving its puzzle, with the cells at
/// fault (in row order, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The given `given` at `cell` holds `value`.
    Changed { cell: usize, given: u8, value: u8 },
    /// `value` at `cell` is already at `other`, in the same `unit`.
    Repeated {
        cell: usize,
        other: usize,
        unit: Unit,
        value: u8,
    },
}

/// A row, a column or a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Row,
    Column,
    Box,
}

impl Fault {
    /// The fault in a person's words, the values as `shape` writes them,
    /// on a grid `side` cells a side.
    pub fn message(&self, shape: Shape, side: usize) -> String {
        let place = |cell: usize| (cell / side + 1, cell % side + 1);
        let show = |value: u8| show_value(shape, value);
        match *self {
            Fault::Changed { cell, given, value } => {
                let (row, column) = place(cell);
                format!(
                    "the given {} at row {row} column {column} was changed to {}",
                    show(given),
                    show(value)
                )
            }
            Fault::Repeated {
                cell,
                other,
                unit,
                value,
            } => {
                let ((r, c), (other_row, other_column)) = (place(cell), place(other));
                let holds = format!("row {r} column {c} holds {}", show(value));
                match unit {
                    Unit::Row => {
                        format!("{holds}, which is already in row {r} at column {other_column}")
                    }
                    Unit::Column => {
                        format!("{holds}, which is already in column {c} at row {other_row}")
                    }
                    Unit::Box => format!(
                        "{holds}, which is already in its box at row {other_row} column {other_column}"
                    ),
                }
            }
        }
    }
}

/// What keeps `values` (a complete grid, box size `n`) from solving the
/// puzzle `givens` (0 for an empty cell): the first given changed, or the
/// first value met twice in a row, column or box, reading in row order.
pub fn fault(n: usize, givens: &[u8], values: &[u8]) -> Option<Fault> {
    let side = n * n;
    for (cell, (&given, &value)) in givens.iter().zip(values).enumerate() {
        if given != 0 && given != value {
            return Some(Fault::Changed { cell, given, value });
        }
    }
    // The values seen so far in each row, column and box, as bit masks;
    // the earlier cell is looked for only when a value repeats.
    let mut seen = [[0u32; crate::board::MAX_SIDE]; 3];
    let box_of = |cell: usize| (cell / side) / n * n + (cell % side) / n;
    for (cell, &value) in values.iter().enumerate() {
        let units = [cell / side, cell % side, box_of(cell)];
        let bit = 1u32 << value;
        if units
            .iter()
            .zip(&seen)
            .all(|(&unit, masks)| masks[unit] & bit == 0)
        {
            for (&unit, masks) in units.iter().zip(&mut seen) {
                masks[unit] |= bit;
            }
            continue;
        }
        // The earlier cell, in the row first, then the column, then the box.
        let same: [&dyn Fn(usize) -> bool; 3] = [
            &|earlier| earlier / side == units[0],
            &|earlier| earlier % side == units[1],
            &|earlier| box_of(earlier) == units[2],
        ];
        let (unit, first) = same
            .iter()
            .enumerate()
            .find_map(|(unit, same)| {
                let first = (0..cell).find(|&earlier| values[earlier] == value && same(earlier));
                first.map(|first| (unit, first))
            })
            .unwrap_or((2, 0));
        // Said of the cell the contestant filled: the later one, unless it
        // is a given and the earlier is not.
        let (holder, other) = if givens.get(cell).is_some_and(|&g| g != 0)
            && givens.get(first).is_some_and(|&g| g == 0)
        {
            (first, cell)
        } else {
            (cell, first)
        };
        return Some(Fault::Repeated {
            cell: holder,
            other,
            unit: [Unit::Row, Unit::Column, Unit::Box][unit],
            value,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples::{POJ2676 as PUZZLE, POJ2676_ANSWER as SOLUTION, grid};

    /// Whether `values` solve `givens`, or the fault in a person's words.
    fn verify(shape: Shape, n: usize, givens: &[u8], values: &[u8]) -> Result<(), String> {
        match fault(n, givens, values) {
            Some(fault) => Err(fault.message(shape, n * n)),
            None => Ok(()),
        }
    }

    fn line(text: &str) -> Vec<&[u8]> {
        text.split_ascii_whitespace().map(str::as_bytes).collect()
    }

    #[test]
    fn every_shape_reads_the_sample_solution() {
        let solution = grid(SOLUTION);
        let mut rows = String::new();
        let mut spaced = String::new();
        for row in solution.cells.chunks(9) {
            let digits: Vec<String> = row.iter().map(u8::to_string).collect();
            rows += &digits.concat();
            rows.push('\n');
            spaced += &digits.join(" ");
            spaced.push('\n');
        }
        let flat = rows.replace('\n', "");
        for (shape, text) in [
            (Shape::Line, flat.as_str()),
            (Shape::Rows, rows.as_str()),
            (Shape::SpacedRows, spaced.as_str()),
        ] {
            let values = read(shape, 9, &line(text)).unwrap();
            assert_eq!(values, solution.cells.to_vec(), "{shape:?}");
            assert_eq!(verify(shape, 3, &grid(PUZZLE).cells, &values), Ok(()));
        }
    }

    #[test]
    fn what_is_wrong_is_said_with_its_place() {
        let puzzle = grid(PUZZLE);
        let solution = grid(SOLUTION);
        // The first given is 1 at row 1 column 1 (`103000509`).
        let mut changed = solution.cells;
        changed.swap(0, 1);
        assert_eq!(
            verify(Shape::Rows, 3, &puzzle.cells, &changed),
            Err(format!(
                "the given 1 at row 1 column 1 was changed to {}",
                solution.cells[1]
            ))
        );
        // Without givens, the same swap repeats values down two columns.
        let message = verify(Shape::Rows, 3, &[0; 81], &changed).unwrap_err();
        assert!(
            message.starts_with("row ") && message.contains("which is already in column"),
            "{message}"
        );
        let mut repeated = solution.cells;
        repeated[80] = repeated[79];
        let message = verify(Shape::Rows, 3, &[0; 81], &repeated).unwrap_err();
        assert_eq!(
            message,
            format!(
                "row 9 column 9 holds {}, which is already in row 9 at column 8",
                repeated[79]
            )
        );
        assert_eq!(
            read(Shape::Rows, 9, &line("12345678x")),
            Err("row 1: expected 9 digits 1-9, found '12345678x'".to_string())
        );
        assert_eq!(
            read(Shape::SpacedRows, 9, &line("1 2 10")),
            Err("row 1 column 3: expected a number 1-9, found '10'".to_string())
        );
        assert_eq!(
            read(Shape::Rows, 9, &line("123456789")),
            Err("the output ends after 1 of the grid's 9 rows".to_string())
        );
    }

    #[test]
    fn boards_of_letters_read_and_show_letters() {
        let tokens = line("ABCD CDAB BADC DCBA");
        let values = read(Shape::Letters, 4, &tokens).unwrap();
        assert_eq!(&values[..4], &[1, 2, 3, 4]);
        assert_eq!(verify(Shape::Letters, 2, &[0; 16], &values), Ok(()));
        let mut givens = [0; 16];
        givens[5] = 1;
        assert_eq!(
            verify(Shape::Letters, 2, &givens, &values),
            Err("the given A at row 2 column 2 was changed to D".to_string())
        );
        assert_eq!(
            read(Shape::Letters, 4, &line("ABCE")),
            Err("row 1: expected 4 letters A-D, found 'ABCE'".to_string())
        );
    }
}
