//! `sudoku check --show`: the program's grid drawn under the line of a
//! case it fails by a cell, the cell the line names in brackets and the
//! cell it clashes with in parentheses; held by a golden file per board
//! size in `testdata/show/` (`BLESS=1` rewrites them, for review in the
//! diff), one right answer changed in one cell for each fault: a value
//! repeated in a row, in a column, in a box, and a given changed; and a
//! grid other than the one answer allowed. Without
//! `--show` the lines and exit codes are the contract's, unchanged;
//! colours (ANSI escapes) only on a terminal and never with `NO_COLOR`
//! set; `stress` draws the grid of its first failure.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::{run_text, testdata};
use crate::stress::contestant;

/// A board size's case: the check's options, the input, the right answer,
/// and for each fault the cell changed (row and column from 1) and the
/// token put there.
struct Size {
    name: &'static str,
    options: &'static [&'static str],
    input: &'static str,
    answer: &'static str,
    faults: [(&'static str, usize, usize, &'static str); 4],
}

/// The changes were chosen so that each fault is the first met reading
/// in row order: the repeated value's other place in the row (and column,
/// for a box) comes after the cell changed.
const SIZES: [Size; 3] = [
    Size {
        name: "9x9",
        options: &["--judge", "poj2676"],
        input: "poj2676.in",
        answer: "poj2676.out",
        faults: [
            ("row", 1, 2, "1"),
            ("column", 2, 1, "1"),
            ("box", 2, 1, "4"),
            ("given", 1, 1, "2"),
        ],
    },
    Size {
        name: "16x16",
        options: &["--judge", "poj3076"],
        input: "sudoku16.in",
        answer: "poj3076.out",
        faults: [
            ("row", 1, 2, "F"),
            ("column", 2, 1, "F"),
            ("box", 2, 1, "P"),
            ("given", 1, 3, "B"),
        ],
    },
    Size {
        name: "25x25",
        options: &["--format", "sized"],
        input: "show/board25.in",
        answer: "show/board25.out",
        faults: [
            ("row", 1, 2, "12"),
            ("column", 2, 1, "12"),
            ("box", 2, 1, "25"),
            ("given", 1, 1, "13"),
        ],
    },
];

/// `answer` with the cell at `row` and `column` (from 1) holding `token`:
/// the rows are lines, their cells one character each, or words where a
/// line has spaces.
fn changed(answer: &str, row: usize, column: usize, token: &str) -> String {
    let mut lines: Vec<String> = answer.lines().map(str::to_string).collect();
    let line = &mut lines[row - 1];
    *line = if line.contains(' ') {
        let mut words: Vec<&str> = line.split(' ').collect();
        words[column - 1] = token;
        words.join(" ")
    } else {
        let mut cells: Vec<char> = line.chars().collect();
        cells[column - 1] = token.chars().next().unwrap();
        cells.into_iter().collect()
    };
    lines.join("\n") + "\n"
}

/// A scratch file holding `text`; its path.
fn written(name: &str, text: &str) -> String {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("show");
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// What the fault's line must say, by kind.
fn says(kind: &str) -> &'static str {
    match kind {
        "row" => ", which is already in row ",
        "column" => ", which is already in column ",
        "box" => ", which is already in its box ",
        _ => "was changed to",
    }
}

#[test]
fn check_show_draws_each_fault_on_each_size_as_its_golden_file_says() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut wrong = Vec::new();
    for size in &SIZES {
        let answer = std::fs::read_to_string(testdata(size.answer)).unwrap();
        let input = testdata(size.input);
        // The right answer is accepted, and drawn nowhere.
        let right = written(&format!("{}-right.out", size.name), &answer);
        let mut args: Vec<&str> = vec!["check", "--show"];
        args.extend(size.options);
        args.extend([input.as_str(), right.as_str()]);
        assert_eq!(
            run_text(&args, b""),
            ("accepted 1 of 1 case\n".to_string(), String::new(), 0),
            "{}",
            size.name
        );
        let mut golden = format!(
            "# sudoku check --show {} {} OUTPUT, where OUTPUT is {} with one cell changed\n",
            size.options.join(" "),
            size.input,
            size.answer
        );
        for &(kind, row, column, token) in &size.faults {
            let output = changed(&answer, row, column, token);
            let path = written(&format!("{}-{kind}.out", size.name), &output);
            let mut plain: Vec<&str> = vec!["check"];
            plain.extend(size.options);
            plain.extend([input.as_str(), path.as_str()]);
            let mut shown = plain.clone();
            shown.insert(1, "--show");
            let (out, err, code) = run_text(&shown, b"");
            let (without, _, plain_code) = run_text(&plain, b"");
            assert_eq!((err.as_str(), code, plain_code), ("", 1, 1), "{out}");
            assert!(out.lines().next().unwrap().contains(says(kind)), "{out}");
            assert!(!out.contains('\x1b'), "escapes in {out:?}");
            // The contract's lines, unchanged: --show only adds the grid,
            // each of its lines indented.
            let kept: Vec<&str> = out.lines().filter(|line| !line.starts_with("  ")).collect();
            assert_eq!(kept.join("\n") + "\n", without, "{} {kind}", size.name);
            let side: usize = size.name[..2].trim_end_matches('x').parse().unwrap();
            let box_size = (side as f64).sqrt() as usize;
            assert_eq!(
                out.lines().count(),
                without.lines().count() + side + box_size - 1,
                "{out}"
            );
            golden += &format!("\n## {kind}: row {row} column {column} holds {token}\n{out}");
        }
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("testdata/show")
            .join(format!("{}.txt", size.name));
        if bless {
            std::fs::write(&path, &golden).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(golden.as_str()) {
            let seen = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}.seen", size.name));
            std::fs::write(&seen, &golden).unwrap();
            wrong.push(format!("{} (now: {})", path.display(), seen.display()));
        }
    }
    assert!(wrong.is_empty(), "golden files differ: {wrong:?}");
}

#[test]
fn a_fault_in_no_cell_draws_nothing() {
    let output = written("not-a-grid.out", "12345678x\n");
    let input = testdata("poj2676.in");
    let plain = run_text(&["check", "--judge", "poj2676", &input, &output], b"");
    let shown = run_text(
        &["check", "--show", "--judge", "poj2676", &input, &output],
        b"",
    );
    assert_eq!(shown, plain);
    assert_eq!(plain.2, 1);
}

#[test]
fn kattis_judge_messages_hold_the_plain_grid() {
    let answer = std::fs::read_to_string(testdata("poj2676.out")).unwrap();
    let output = changed(&answer, 1, 2, "1");
    let path = written("kattis-row.out", &output);
    let input = testdata("poj2676.in");
    let shown = run_text(
        &["check", "--show", "--judge", "poj2676", &input, &path],
        b"",
    );
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("show-kattis");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let answer_file = testdata("poj2676.out");
    let (_, err, code) = run_text(
        &[
            "check",
            "--kattis",
            "--show",
            "--judge",
            "poj2676",
            &input,
            &answer_file,
            folder.to_str().unwrap(),
        ],
        output.as_bytes(),
    );
    assert_eq!((err.as_str(), code), ("", 43));
    let message = std::fs::read_to_string(folder.join("judgemessage.txt")).unwrap();
    assert_eq!(message, shown.0);
    assert!(message.contains("[1]"), "{message}");
}

/// Runs `command` (a shell line) with a terminal for its standard output
/// (`script`, from util-linux, essential on Debian), `NO_COLOR` as given;
/// what the terminal showed.
fn on_a_terminal(command: &str, no_colour: Option<&str>) -> String {
    let mut script = Command::new("script");
    script
        .args(["-qec", command, "/dev/null"])
        .stdin(Stdio::null())
        .env_remove("NO_COLOR");
    if let Some(value) = no_colour {
        script.env("NO_COLOR", value);
    }
    let output = script.output().expect("running script (util-linux)");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// no-color.org: "when present and not an empty string" it stops colour;
/// and colour only where standard output is a terminal.
#[test]
fn colour_only_on_a_terminal_and_never_with_no_color() {
    let answer = std::fs::read_to_string(testdata("poj2676.out")).unwrap();
    let path = written("colour-row.out", &changed(&answer, 1, 2, "1"));
    let sudoku = env!("CARGO_BIN_EXE_sudoku");
    let check = format!(
        "{sudoku} check --show --judge poj2676 {} {path}",
        testdata("poj2676.in")
    );
    let coloured = on_a_terminal(&check, None);
    assert!(coloured.contains("\x1b[1;31m[1]\x1b[0m"), "{coloured:?}");
    assert!(coloured.contains("\x1b[1;33m(1)\x1b[0m"), "{coloured:?}");
    assert!(on_a_terminal(&check, Some("")).contains('\x1b'));
    let refused = on_a_terminal(&check, Some("1"));
    assert!(refused.contains("(1)[1]"), "{refused:?}");
    assert!(!refused.contains('\x1b'), "{refused:?}");
    // Not a terminal: plain, NO_COLOR or not.
    let piped = on_a_terminal(&format!("{check} | cat"), None);
    assert!(
        piped.contains("(1)[1]") && !piped.contains('\x1b'),
        "{piped:?}"
    );
    // stress, its progress line (on stderr) aside.
    // In a folder of its own, where the failure is saved.
    let folder = crate::stress::scratch("show-terminal");
    let stress = format!(
        "cd {} && {sudoku} stress --judge poj2676 --seed 28 -- {} poj2676 repeat 2>/dev/null",
        folder.display(),
        contestant().display()
    );
    assert!(on_a_terminal(&stress, None).contains("\x1b[1;31m["));
    let refused = on_a_terminal(&stress, Some("yes"));
    assert!(refused.contains("test 6: wrong answer: case 1: row 1 column "));
    assert!(
        refused.contains('[') && !refused.contains('\x1b'),
        "{refused:?}"
    );
}

/// Regression for the stress report's grid: drawn under the line of the
/// first failure only, the saved test's.
#[test]
fn stress_draws_the_grid_of_its_first_failure_only() {
    let folder = crate::stress::scratch("show-keep-going");
    let fixture = contestant().to_str().unwrap();
    let (out, _, code) = crate::stress::sudoku_in(
        &folder,
        &[
            "stress",
            "--judge",
            "poj2676",
            "--seed",
            "7",
            "--tests",
            "16",
            "--keep-going",
            "--",
            fixture,
            "poj2676",
            "repeat",
        ],
    );
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    let first = lines
        .iter()
        .position(|line| line.contains("wrong answer"))
        .unwrap();
    // The grid: 9 rows and 2 rules, indented, one cell bracketed.
    let grid = &lines[first + 1..first + 12];
    assert!(grid.iter().all(|line| line.starts_with("  ")), "{out}");
    assert_eq!(grid.iter().filter(|line| line.contains('[')).count(), 1);
    assert!(!lines[first + 12].starts_with("  "), "{out}");
    let indented = lines.iter().filter(|line| line.starts_with("  ")).count();
    assert_eq!(indented, 11, "only the first failure's grid: {out}");
    assert!(out.matches("wrong answer: case").count() > 1, "{out}");
}

/// docs/checking.md's `--show` transcript is what check prints.
#[test]
fn the_documented_grid_is_what_check_shows() {
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/checking.md"))
            .unwrap();
    let command = "$ sudoku check --show --judge poj2676 testdata/poj2676.in mine.out\n";
    let start = page.find(command).expect("the --show transcript") + command.len();
    let shown = &page[start..start + page[start..].find("```").unwrap()];
    let answer = std::fs::read_to_string(testdata("poj2676.out")).unwrap();
    let mine = written("documented.out", &changed(&answer, 1, 2, "1"));
    let input = testdata("poj2676.in");
    let out = run_text(
        &["check", "--show", "--judge", "poj2676", &input, &mine],
        b"",
    );
    assert_eq!((out.0.as_str(), out.2), (shown, 1));
}

/// Where the rule allows one answer (uva989's smallest solution), a valid
/// grid other than it is marked at the first cell that differs.
#[test]
fn a_grid_other_than_the_one_answer_is_marked_where_it_differs() {
    let input = written("empty4.in", "2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
    let output = written("other4.out", "1 2 3 4\n3 4 1 2\n4 3 2 1\n2 1 4 3\n");
    let out = run_text(
        &["check", "--show", "--judge", "uva989", &input, &output],
        b"",
    );
    let expected = "\
case 1: wrong answer: not the smallest solution: row 3 column 1 holds 4, where the answer has 2
   1  2 | 3  4
   3  4 | 1  2
  ------+------
  [4] 3 | 2  1
   2  1 | 4  3
accepted 0 of 1 case
";
    assert_eq!((out.0.as_str(), out.1.as_str(), out.2), (expected, "", 1));
}
