//! Input as people paste it: several files, a byte-order mark, characters
//! beyond ASCII, other empty-cell characters, grids of spaced cells with
//! no format named (the plain cases are golden tests in `golden.rs`).

use crate::golden::{check, read, run};

#[test]
fn files_are_read_in_order_each_its_own_input_and_named_in_errors() {
    let mut expected = read("poj3074.out");
    expected.extend(read("lines-bad-cell.out"));
    check(
        &["testdata/poj3074-no-end.in", "testdata/lines-bad-cell.in"],
        b"",
        &expected,
        "sudoku: testdata/lines-bad-cell.in:2:10: puzzle 1: expected a digit or an empty cell (one of 0.*_-x?), found 'y'\n",
        2,
    );
    // Each file's format is its own, and so are its `end` and count:
    // a POJ file, a file of lines ended by `end`, a 16x16 board, POJ again.
    let mut expected = read("poj2676.out");
    expected.extend(read("poj3074.out"));
    expected.extend(read("poj3076.out"));
    expected.extend(read("poj2676.out"));
    check(
        &[
            "testdata/poj2676.in",
            "testdata/poj3074.in",
            "testdata/sudoku16.in",
            "testdata/poj2676.in",
        ],
        b"",
        &expected,
        "",
        0,
    );
    // A fault ends its file, not the run: the next file is read.
    let mut expected = read("poj2676.out");
    expected.extend(read("poj2676.out"));
    check(
        &["testdata/poj2676-missing-cases.in", "testdata/poj2676.in"],
        b"",
        &expected,
        "sudoku: testdata/poj2676-missing-cases.in:11:1: puzzle 2: input ended after 1 case, expected 3\n",
        2,
    );
}

#[test]
fn a_dash_names_stdin_among_files() {
    let mut expected = read("poj3074.out");
    expected.extend(read("poj3074.out"));
    check(
        &["testdata/poj3074-no-end.in", "-"],
        &read("poj3074.in"),
        &expected,
        "",
        0,
    );
}

#[test]
fn a_missing_file_after_an_end_is_still_an_error() {
    check(
        &["testdata/poj3074.in", "testdata/no-such-file.in"],
        b"",
        &read("poj3074.out"),
        "sudoku: testdata/no-such-file.in: No such file or directory (os error 2)\n",
        2,
    );
}

/// A UTF-8 byte-order mark before the first token is skipped in every
/// preset's format, and only there: one after it is a character like any
/// other.
#[test]
fn a_byte_order_mark_is_skipped_in_every_format() {
    const BOM: &[u8] = b"\xef\xbb\xbf";
    let samples = [
        ("luogu1784", "luogu1784.in", "luogu1784.out"),
        ("hdu1426", "hdu1426.in", "hdu1426.out"),
        (
            "kattis-sudokunique",
            "kattis-sudokunique.in",
            "kattis-sudokunique.out",
        ),
        ("uva989", "uva989-sizes.in", "uva989-sizes.out"),
        ("spoj-sudogob", "spoj-sudogob.in", "spoj-sudogob.out"),
        ("poj3076", "sudoku16.in", "poj3076.out"),
        ("spoj-sudoku", "spoj-sudoku.in", "spoj-sudoku.out"),
    ];
    for (judge, input, output) in samples {
        let marked = [BOM, &read(input)].concat();
        check(&["--judge", judge], &marked, &read(output), "", 0);
    }
    let marked = [BOM, &read("leetcode37.in")].concat();
    check(&[], &marked, &read("leetcode37.out"), "", 0);
    let (stdout, stderr, code) = run(&[], &[&read("poj3074-no-end.in")[..], BOM].concat());
    assert_eq!((stdout.ends_with(b"\ninvalid\n"), code), (true, 2));
    assert!(
        stderr
            .ends_with(":3:1: puzzle 3: expected a digit or an empty cell (one of 0.*_-x?), found '\u{feff}' (U+FEFF)\n"),
        "{stderr}"
    );
}

/// Every character of `EMPTY` stands for an empty cell in every format of
/// digits, and all but `0` on boards of letters; `--empty` adds more.
#[test]
fn empty_cells_take_the_usual_characters_and_those_named() {
    check(
        &["--judge", "luogu1784"],
        &read("luogu1784-empty-chars.in"),
        &read("luogu1784-empty-chars.out"),
        "",
        0,
    );
    let sixteen = String::from_utf8(read("sudoku16.in")).unwrap();
    for empty in ["*", "_", "x", "?", "."] {
        let input = sixteen.replace('-', empty);
        check(&[], input.as_bytes(), &read("poj3076.out"), "", 0);
    }
    let zero = sixteen.replacen('-', "0", 1);
    let (_, stderr, code) = run(&["--format", "letters"], zero.as_bytes());
    assert_eq!(code, 2);
    let expected = ":1:1: puzzle 1: expected a letter 'A' to 'P' or an empty cell (one of .*_-x?), found '0'\n";
    assert!(stderr.ends_with(expected), "{stderr}");
    // Named with --empty: in lines, POJ rows and cells alike.
    let lines = String::from_utf8(read("poj3074.in")).unwrap();
    let tilde = lines.replace('.', "~");
    check(
        &["--empty", "~"],
        tilde.as_bytes(),
        &read("poj3074.out"),
        "",
        0,
    );
    let (_, stderr, code) = run(&[], tilde.as_bytes());
    assert_eq!(code, 2);
    assert!(
        stderr.contains(
            ":1:1: puzzle 1: expected a digit or an empty cell (one of 0.*_-x?), found '~'"
        ),
        "{stderr}"
    );
    let poj = String::from_utf8(read("poj2676.in")).unwrap();
    let (head, rows) = poj.split_once('\n').unwrap();
    let bang = format!("{head}\n{}", rows.replace('0', "!"));
    check(
        &["--empty", "~", "--empty=!"],
        bang.as_bytes(),
        &read("poj2676.out"),
        "",
        0,
    );
    let cells = String::from_utf8(read("luogu1784.in"))
        .unwrap()
        .replace('0', "~");
    let args = ["--judge", "luogu1784", "--empty", "~"];
    check(&args, cells.as_bytes(), &read("luogu1784.out"), "", 0);
}

/// `--empty` refuses what cannot stand for an empty cell, saying why.
#[test]
fn empty_refuses_values_and_separators() {
    let cases = [
        ("5", "'5' for an empty cell: it stands for a value"),
        ("o", "'o' for an empty cell: it stands for a value"),
        (
            "#",
            "'#' for an empty cell: the formats give it another meaning",
        ),
        (
            ",",
            "',' for an empty cell: the formats give it another meaning",
        ),
        (
            "é",
            "'é' for an empty cell: only ASCII characters can be named",
        ),
        (
            " ",
            "' ' for an empty cell: it is whitespace or a control character",
        ),
    ];
    for (chars, why) in cases {
        let expected = format!("sudoku: --empty cannot take {why} (try --help)\n");
        check(&["--empty", chars], b"", b"", &expected, 2);
    }
    let none = "sudoku: --empty needs characters for an empty cell, found none (try --help)\n";
    check(&["--empty", ""], b"", b"", none, 2);
}

/// A grid of one token per cell is detected, without --judge or --format,
/// from a first line of nine one-character cells: read as `--format
/// cells` reads it.
#[test]
fn a_spaced_grid_is_detected_from_its_first_line() {
    for input in [
        "luogu1784.in",
        "luogu1784-trailing-spaces.in",
        "luogu1784-empty-chars.in",
        "hdu1426-two.in",
        "hdu1426-messy.in",
        "kattis-sudokunique.in",
    ] {
        let named = run(&["--format", "cells"], &read(input));
        assert_eq!(run(&[], &read(input)), named, "{input}");
    }
    check(&[], &read("luogu1784.in"), &read("luogu1784.out"), "", 0);
    // A first line of nine cells that ends the input: a puzzle cut short.
    check(
        &[],
        b"5 3 . . 7 . . . .",
        b"",
        "sudoku: <stdin>:1:18: puzzle 1: input ended after 9 of the puzzle's 81 cells\n",
        2,
    );
    // A lone first number, then spaced cells: counted or sized, which the
    // reading as a POJ count cannot tell; the error names the flags.
    check(
        &[],
        &read("uva989.in"),
        b"",
        "sudoku: <stdin>:2:1: puzzle 1: expected a row of 9 digits after the case count \
         (POJ 2676), found 1 character; for one token per cell after a count or a box size, \
         name --format counted or --format sized, or a --judge preset\n",
        2,
    );
    // Shorter first lines are read as before: a POJ count, or a puzzle
    // line, one however many tokens it holds.
    check(
        &[],
        b". . .\n",
        b"invalid\n",
        "sudoku: <stdin>:1:2: puzzle 1: expected a puzzle of 81 cells, found 1 character\n",
        2,
    );
}

/// The values of a board of `n * n` numbers a side written as rows of
/// spaced numbers, after its box size when `sized`.
fn numbers(text: &str) -> Vec<u32> {
    text.split_whitespace()
        .map(|token| token.parse().unwrap())
        .collect()
}

/// Whether `solution` (n^4 values) fills every row, column and box of a
/// board of box size `n` with 1 to n^2 and keeps the givens of `puzzle`.
fn solves(n: usize, puzzle: &[u32], solution: &[u32]) -> bool {
    let side = n * n;
    let full: Vec<u32> = (1..=side as u32).collect();
    let unit = |cells: Vec<usize>| {
        let mut values: Vec<u32> = cells.iter().map(|&cell| solution[cell]).collect();
        values.sort_unstable();
        values == full
    };
    solution.len() == side * side
        && puzzle
            .iter()
            .zip(solution)
            .all(|(&given, &value)| given == 0 || given == value)
        && (0..side).all(|k| {
            let (top, left) = (k / n * n, k % n * n);
            unit((0..side).map(|c| k * side + c).collect())
                && unit((0..side).map(|r| r * side + k).collect())
                && unit(
                    (0..side)
                        .map(|i| (top + i / n) * side + left + i % n)
                        .collect(),
                )
        })
}

/// The answer of `--format sized` to the board of box size `n` whose
/// values are `puzzle`, read back as numbers; the run must be clean.
fn solve_sized(n: usize, puzzle: &[u32]) -> Vec<u32> {
    let rows: Vec<String> = puzzle
        .chunks(n * n)
        .map(|row| {
            row.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let input = format!("{n}\n{}\n", rows.join("\n"));
    let (stdout, stderr, code) = run(&["--format", "sized"], input.as_bytes());
    assert_eq!((stderr.as_str(), code), ("", 0));
    numbers(&String::from_utf8(stdout).unwrap())
}

/// The `sized` format takes box sizes 4 and 5: 16x16 and 25x25 boards of
/// numbers, 0 for an empty cell, answered as rows of spaced numbers.
#[test]
fn sized_boards_of_16_and_25_numbers_are_solved() {
    // POJ 3076's sample as numbers: A is 1, P 16, `-` empty.
    let letters = String::from_utf8(read("sudoku16.in")).unwrap();
    let to_numbers = |text: &str| -> Vec<u32> {
        text.bytes()
            .filter(|b| !b.is_ascii_whitespace())
            .map(|b| {
                if b == b'-' {
                    0
                } else {
                    u32::from(b - b'A' + 1)
                }
            })
            .collect()
    };
    let puzzle = to_numbers(&letters);
    let expected = to_numbers(&String::from_utf8(read("poj3076.out")).unwrap());
    assert_eq!(solve_sized(4, &puzzle), expected);
    // A 25x25 board: a solution by a pattern, a scattered third of its
    // cells emptied.
    let (n, side) = (5usize, 25usize);
    let solution: Vec<u32> = (0..side * side)
        .map(|cell| {
            let (r, c) = (cell / side, cell % side);
            ((r % n * n + r / n + c) % side) as u32 + 1
        })
        .collect();
    let puzzle: Vec<u32> = solution
        .iter()
        .enumerate()
        .map(|(cell, &value)| if (cell * 7919) % 3 == 0 { 0 } else { value })
        .collect();
    let answer = solve_sized(n, &puzzle);
    assert!(solves(n, &puzzle, &answer), "{answer:?}");
    assert!(solves(n, &solution, &solution), "the pattern is a solution");
}
