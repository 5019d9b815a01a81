//! Inputs chosen to break a batch solver, each a regression test run on
//! the real binary: a 64 MB token, boards with no givens, with all 81
//! (valid and not), with contradictory givens in each kind of unit, in
//! every mode and in the presets that take them. Golden files cover the
//! rest of the list (counts that overflow or are negative, NUL bytes,
//! invalid UTF-8, empty, whitespace-only, comment-only and `end`-only
//! input); tests/suite/no_alloc.rs the billion-case count.

use crate::common;

use common::run_text as run;

const SOLUTION: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

/// The solution with two cells changed so that `digit` repeats in one
/// unit: (cell a, cell b) both get the digit of cell a.
fn clash(a: usize, b: usize) -> String {
    let mut cells: Vec<u8> = SOLUTION.bytes().collect();
    cells[b] = cells[a];
    // Empty the rest but the two, so only the clash can be wrong.
    for (cell, value) in cells.iter_mut().enumerate() {
        if cell != a && cell != b {
            *value = b'.';
        }
    }
    String::from_utf8(cells).unwrap()
}

#[test]
fn a_64_megabyte_token() {
    let token = vec![b'7'; 64 << 20];
    let (out, err, code) = run(&[], &token);
    assert_eq!(out, "invalid\n");
    assert_eq!(
        err,
        "sudoku: <stdin>:1:82: puzzle 1: expected a puzzle of 81 cells, found 67108864 characters\n"
    );
    assert_eq!(code, 2);
}

#[test]
fn a_board_with_no_givens() {
    let empty = format!("{}\n", ".".repeat(81));
    let (out, err, code) = run(&[], empty.as_bytes());
    let answer = out.trim_end();
    assert_eq!((err.as_str(), code, answer.len()), ("", 0, 81));
    let grid = sudoku::grid::Grid::parse(answer).unwrap();
    assert!(sudoku::reference::is_valid_solution(
        &sudoku::grid::Grid::EMPTY,
        &grid
    ));
    assert_eq!(
        run(&["--count"], empty.as_bytes()),
        ("2+\n".into(), "".into(), 0)
    );
    assert_eq!(
        run(&["--validate"], empty.as_bytes()),
        ("true\n".into(), "".into(), 0)
    );
    let zeros = "0 0 0 0 0 0 0 0 0\n".repeat(9);
    assert_eq!(
        run(&["--judge", "kattis-sudokunique"], zeros.as_bytes()),
        ("Non-unique\n".into(), "".into(), 0)
    );
    // UVa 989 asks for the smallest solution: the first row is 1 to 9.
    let (out, _, code) = run(&["--judge", "uva989"], format!("3\n{zeros}").as_bytes());
    assert!(
        out.starts_with("1 2 3 4 5 6 7 8 9\n4 5 6 7 8 9 1 2 3\n"),
        "{out}"
    );
    assert_eq!(code, 0);
}

#[test]
fn a_full_valid_board() {
    let full = format!("{SOLUTION}\n");
    assert_eq!(run(&[], full.as_bytes()), (full.clone(), "".into(), 0));
    assert_eq!(
        run(&["--count"], full.as_bytes()),
        ("1\n".into(), "".into(), 0)
    );
    assert_eq!(
        run(&["--validate"], full.as_bytes()),
        ("true\n".into(), "".into(), 0)
    );
}

#[test]
fn a_full_board_with_a_repeat() {
    // Two cells swapped across boxes: rows still hold each digit once,
    // columns do not.
    let mut cells: Vec<u8> = SOLUTION.bytes().collect();
    cells.swap(0, 3);
    let full = format!("{}\n", String::from_utf8(cells).unwrap());
    let (out, err, code) = run(&[], full.as_bytes());
    assert_eq!(out, "no solution\n");
    assert_eq!(err, "sudoku: <stdin>:1:1: puzzle 1: no solution\n");
    assert_eq!(code, 1);
    assert_eq!(
        run(&["--count"], full.as_bytes()),
        ("0\n".into(), "".into(), 0)
    );
    assert_eq!(
        run(&["--validate"], full.as_bytes()),
        ("false\n".into(), "".into(), 0)
    );
}

#[test]
fn contradictory_givens_in_each_kind_of_unit() {
    // Same row (cells 0 and 8), same column (0 and 72), same box but not
    // row or column (0 and 20).
    for (unit, a, b) in [("row", 0, 8), ("column", 0, 72), ("box", 0, 20)] {
        let board = format!("{}\n", clash(a, b));
        let (out, err, code) = run(&[], board.as_bytes());
        assert_eq!((out.as_str(), code), ("no solution\n", 1), "{unit}");
        assert_eq!(
            err, "sudoku: <stdin>:1:1: puzzle 1: no solution\n",
            "{unit}"
        );
        assert_eq!(run(&["--count"], board.as_bytes()).0, "0\n", "{unit}");
        assert_eq!(
            run(&["--validate"], board.as_bytes()).0,
            "false\n",
            "{unit}"
        );
        // SPOJ SUDOGOB counts 0 solutions; Kattis says "Find another job".
        let spaced: String = board
            .trim_end()
            .as_bytes()
            .chunks(9)
            .map(|row| {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&c| {
                        if c == b'.' {
                            "0".into()
                        } else {
                            (c as char).to_string()
                        }
                    })
                    .collect();
                cells.join(" ") + "\n"
            })
            .collect();
        assert_eq!(
            run(
                &["--judge", "spoj-sudogob"],
                format!("1\n{spaced}").as_bytes()
            )
            .0,
            "0\n",
            "{unit}"
        );
        assert_eq!(
            run(&["--judge", "kattis-sudokunique"], spaced.as_bytes()).0,
            "Find another job\n",
            "{unit}"
        );
    }
}

/// Found by the solver fuzz target (a slow unit): ten givens, no
/// solution, because 1, 3 and 4 all need the two free cells of one
/// three-cell row segment. Singles and guessing alone took 3.3 s; the
/// triad rule, which joins deep searches, refutes it at once.
/// A second such board from the same run took 40 s to count.
#[test]
fn three_digits_locked_into_two_cells() {
    for board in [
        "000000000000000001400800000000031004800000000000040130000000000000000000000000000\n",
        "000000000000000001400008000000031004800000000000040130000000000000000000000000000\n",
        // And one that held up the reference checker in the fuzz harness
        // (13 s of plain backtracking), for the product a quick no.
        "026350940000090000000400030040100000000004810008000000000000026350940000090000000\n",
    ] {
        let (out, err, code) = run(&[], board.as_bytes());
        assert_eq!(out, "no solution\n");
        assert_eq!(err, "sudoku: <stdin>:1:1: puzzle 1: no solution\n");
        assert_eq!(code, 1);
        assert_eq!(run(&["--count"], board.as_bytes()).0, "0\n");
    }
}
