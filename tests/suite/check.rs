//! `sudoku check` as a judge's checker calls it: each verdict, message and
//! exit code, byte for byte, on contestant outputs made from the statement
//! samples (right, another valid solution, a given changed, a digit
//! repeated, `no solution` for a solvable puzzle, extra blank lines,
//! nothing, extra output), under the testlib convention and as a Kattis
//! output validator; and, as a property, our own answers to a benchmark
//! set always accepted and any one digit changed in them never.
//!
//! The conventions: testlib's checkers (Codeforces' testlib.h) are called
//! `checker INPUT OUTPUT ANSWER` and exit 0 accepted, 1 wrong answer, 2
//! presentation error, 3 checker failure; a Kattis output validator (the
//! problem package format, version 2025-09, "Output validators":
//! "Invocation" and "Reporting a judgement") is called `validator
//! input_file answer_file feedback_dir < team_output` and exits 42
//! accepted, 43 wrong answer, anything else a judge error, with feedback
//! for the judges in `feedback_dir/judgemessage.txt`. Neither says what a
//! checker prints; the lines here are ours.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use sudoku::check::{self, Rules, Verdict};
use sudoku::output::Layout;

use crate::common::{self, testdata};

/// A scratch folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("check")
        .join(name);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// `sudoku check ARGS... INPUT OUTPUT` with `output` written to a file:
/// stdout, stderr, exit code.
fn check(args: &[&str], input: &str, output: &str, name: &str) -> (String, String, i32) {
    let file = scratch(name).join("output.txt");
    std::fs::write(&file, output).unwrap();
    let file = file.to_string_lossy().into_owned();
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    all.extend([input, file.as_str()]);
    common::run_text(&all, b"")
}

fn sample() -> String {
    std::fs::read_to_string(testdata("poj2676.out")).unwrap()
}

#[test]
fn poj2676_verdicts_messages_and_exit_codes() {
    let input = testdata("poj2676.in");
    let args = ["--judge", "poj2676"];
    let right = sample();
    let one = |output: &str, name: &str| check(&args, &input, output, name);
    assert_eq!(
        one(&right, "right"),
        ("accepted 1 of 1 case\n".into(), String::new(), 0)
    );
    // The first row is `103000509` given, `143628579` solved.
    let cases = [
        (
            "given",
            right.replacen("143628579", "243628579", 1),
            "case 1: wrong answer: the given 1 at row 1 column 1 was changed to 2\n",
        ),
        (
            "repeated",
            right.replacen("143628579", "133628579", 1),
            "case 1: wrong answer: row 1 column 2 holds 3, which is already in row 1 at column 3\n",
        ),
        (
            "no-solution",
            "no solution\n".to_string(),
            "case 1: wrong answer: expected a grid, found 'no solution' (the puzzle has a solution)\n",
        ),
        ("nothing", String::new(), "case 1: answer missing\n"),
        (
            "cut",
            right.lines().take(5).map(|l| format!("{l}\n")).collect(),
            "case 1: wrong answer: the output ends after 5 of the grid's 9 rows\n",
        ),
        (
            "extra",
            format!("{right}x\n"),
            "wrong answer: extra output after the last case: 'x'\n",
        ),
    ];
    for (name, output, message) in cases {
        let accepted = if name == "extra" { 1 } else { 0 };
        let expected = format!("{message}accepted {accepted} of 1 case\n");
        assert_eq!(one(&output, name), (expected, String::new(), 1), "{name}");
    }
    // Blank lines: right by tokens; with --strict a presentation error.
    let spaced = format!("\n{}\n", right.replace('\n', "\n\n"));
    assert_eq!(
        one(&spaced, "spaced"),
        ("accepted 1 of 1 case\n".into(), String::new(), 0)
    );
    let strict = check(
        &["--strict", "--judge", "poj2676"],
        &input,
        &spaced,
        "strict",
    );
    assert_eq!(
        strict,
        (
            "presentation error: line 1: expected '143628579', found a blank line\n\
             accepted 1 of 1 case, but not in the judge's exact layout\n"
                .into(),
            String::new(),
            2
        )
    );
    let unterminated = right.trim_end();
    let strict = check(
        &["--strict", "--judge", "poj2676"],
        &input,
        unterminated,
        "end",
    );
    assert_eq!(strict.2, 2);
    assert!(
        strict
            .0
            .starts_with("presentation error: line 9: no line break at its end\n"),
        "{}",
        strict.0
    );
    assert_eq!(
        check(&["--strict", "--judge", "poj2676"], &input, &right, "exact"),
        ("accepted 1 of 1 case\n".into(), String::new(), 0)
    );
}

#[test]
fn another_valid_solution_is_accepted_where_any_will_do() {
    // An empty grid (one line of dots): any full grid solves it. Ours,
    // with its digits relabelled, is another.
    let folder = scratch("empty");
    let input = folder.join("empty.in");
    std::fs::write(&input, format!("{}\n", ".".repeat(81))).unwrap();
    let input = input.to_string_lossy().into_owned();
    let (ours, _, code) = common::run_text(&[&input], b"");
    assert_eq!(code, 0);
    let theirs: String = ours
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_digit(d % 9 + 1, 10).unwrap(),
            None => c,
        })
        .collect();
    assert_ne!(theirs, ours);
    for output in [&ours, &theirs] {
        assert_eq!(
            check(&[], &input, output, "relabelled"),
            ("accepted 1 of 1 case\n".into(), String::new(), 0)
        );
    }
}

#[test]
fn where_one_answer_is_right_it_must_be_ours() {
    // UVa 989 asks for the smallest solution: of the empty 4x4 board, the
    // one beginning `1 2 3 4`.
    let folder = scratch("uva989");
    let input = folder.join("empty4.in");
    std::fs::write(&input, "2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n").unwrap();
    let input = input.to_string_lossy().into_owned();
    let args = ["--judge", "uva989"];
    let other = "2 1 4 3\n4 3 2 1\n1 2 3 4\n3 4 1 2\n";
    assert_eq!(
        check(&args, &input, other, "uva-other"),
        (
            "case 1: wrong answer: not the smallest solution: row 1 column 1 holds 2, \
             where the answer has 1\naccepted 0 of 1 case\n"
                .into(),
            String::new(),
            1
        )
    );
    // Kattis sudokunique: the sample's answers, two of them swapped.
    let input = testdata("kattis-sudokunique.in");
    let right = std::fs::read_to_string(testdata("kattis-sudokunique.out")).unwrap();
    let args = ["--judge", "kattis-sudokunique"];
    assert_eq!(
        check(&args, &input, &right, "kattis-right"),
        ("accepted 4 of 4 cases\n".into(), String::new(), 0)
    );
    let swapped = right
        .replacen("Non-unique", "@", 1)
        .replacen("Find another job", "Non-unique", 1)
        .replacen('@', "Find another job", 1);
    // Each wrong line costs its own case only.
    let (out, _, code) = check(&args, &input, &swapped, "kattis-swapped");
    assert_eq!(
        (out.as_str(), code),
        (
            "case 2: wrong answer: expected 'Non-unique', found 'Find another job'\n\
             case 3: wrong answer: expected 'Find another job', found 'Non-unique'\n\
             accepted 2 of 4 cases\n",
            1
        )
    );
    // --count: the counts, as solving with --count writes them.
    // (The POJ 3074 sample's two puzzles have one solution each.)
    let input = testdata("poj3074.in");
    let (out, _, code) = check(&["--count"], &input, "1\n1\n", "count");
    assert_eq!((out.as_str(), code), ("accepted 2 of 2 cases\n", 0));
    let (out, _, code) = check(&["--count"], &input, "1\n2+\n", "count-wrong");
    assert_eq!(
        (out.as_str(), code),
        (
            "case 2: wrong answer: expected '1', found '2+'\naccepted 1 of 2 cases\n",
            1
        )
    );
}

#[test]
fn boards_of_letters_are_checked_in_letters() {
    let input = testdata("sudoku16.in");
    let right = std::fs::read_to_string(testdata("poj3076.out")).unwrap();
    let args = ["--judge", "poj3076"];
    assert_eq!(check(&args, &input, &right, "letters").2, 0);
    // The first cell's letter changed to the next one: a given changed or
    // a letter repeated, said in letters.
    let first = right.as_bytes()[0];
    let other = char::from(b'A' + (first - b'A' + 1) % 16);
    let changed = format!("{other}{}", &right[1..]);
    let (out, _, code) = check(&args, &input, &changed, "letters-wrong");
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("case 1: wrong answer: "), "{out}");
    assert!(
        out.contains(&format!(" holds {other}")) || out.contains(&format!("changed to {other}")),
        "{out}"
    );
}

#[test]
fn as_a_kattis_output_validator() {
    let input = testdata("kattis-sudokunique.in");
    let answer = testdata("kattis-sudokunique.out");
    let right = std::fs::read(&answer).unwrap();
    let feedback = scratch("kattis-feedback");
    let run = |output: &[u8]| {
        let _ = std::fs::remove_file(feedback.join("judgemessage.txt"));
        let mut args = vec!["check", "--kattis", "--judge", "kattis-sudokunique"];
        let folder = format!("{}/", feedback.display());
        args.extend([input.as_str(), answer.as_str(), folder.as_str()]);
        let (out, err, code) = common::run(&args, output);
        let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).ok();
        (out, err, code, message)
    };
    assert_eq!(
        run(&right),
        (
            Vec::new(),
            Vec::new(),
            42,
            Some("accepted 4 of 4 cases\n".into())
        )
    );
    let (out, err, code, message) = run(b"");
    assert_eq!((out.len(), err.len(), code), (0, 0, 43));
    let message = message.unwrap();
    assert!(message.starts_with("case 1: answer missing\n"), "{message}");
    assert!(message.ends_with("accepted 0 of 4 cases\n"), "{message}");
    // A feedback folder that does not exist: the validator failed.
    let mut args = vec!["check", "--kattis", "--judge", "kattis-sudokunique"];
    args.extend([input.as_str(), answer.as_str(), "/nonexistent/feedback/"]);
    let (out, err, code) = common::run_text(&args, &right);
    assert_eq!((out.as_str(), code), ("", 3));
    assert!(
        err.starts_with("sudoku: check: cannot write /nonexistent/feedback/judgemessage.txt: "),
        "{err}"
    );
}

#[test]
fn a_checker_that_cannot_judge_fails_with_exit_code_3() {
    let input = testdata("poj2676.in");
    let output = testdata("poj2676.out");
    let cases: [(&[&str], &str); 5] = [
        (
            &["check", "--judge", "poj2676", &input],
            "sudoku: check: sudoku check takes INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]]; 1 file name \
             given (try --help)\n",
        ),
        (
            &["check", "--bogus", &input, &output],
            "sudoku: check: unknown check option '--bogus' (try --help)\n",
        ),
        (
            &["check", &input, "/nonexistent/output"],
            "sudoku: check: cannot read /nonexistent/output: No such file or directory (os error 2)\n",
        ),
        (
            &["check", &input, &output, "/nonexistent/answer"],
            "sudoku: check: cannot read /nonexistent/answer: No such file or directory (os error 2)\n",
        ),
        (
            &["check", "--kattis", &input, &output],
            "sudoku: check: sudoku check takes INPUT ANSWER FEEDBACK_DIR, with the output on \
             standard input; 2 file names given (try --help)\n",
        ),
    ];
    for (args, message) in cases {
        let (out, err, code) = common::run_text(args, b"");
        assert_eq!(
            (out.as_str(), err.as_str(), code),
            ("", message, 3),
            "{args:?}"
        );
    }
    // A malformed INPUT: its place, as solving gives it.
    let bad = testdata("poj2676-bad-cell.in");
    let (solved_err, _) = {
        let (_, err, _) = common::run_text(&["--judge", "poj2676", &bad], b"");
        (err, ())
    };
    let (out, err, code) = common::run_text(&["check", "--judge", "poj2676", &bad, &output], b"");
    assert_eq!((out.as_str(), code), ("", 3));
    let place = solved_err.trim_start_matches("sudoku: ").trim_end();
    assert_eq!(
        err,
        format!("sudoku: check: {place} (INPUT must be a well-formed input)\n")
    );
    // The help.
    let (out, _, code) = common::run_text(&["check", "--help"], b"");
    assert_eq!(code, 0);
    assert!(
        out.starts_with("sudoku check - judge a program's output"),
        "{out}"
    );
}

#[test]
fn our_answers_are_accepted_and_one_changed_digit_never_is() {
    let text = std::fs::read_to_string(testdata("top1465.txt")).unwrap();
    let puzzles: String = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .take(300)
        .map(|line| format!("{line}\n"))
        .collect();
    let (cases, format) = check::read_cases(puzzles.as_bytes(), None).unwrap();
    let (answers, _, code) = common::run(&[], puzzles.as_bytes());
    assert_eq!(code, 0);
    let rules = Rules {
        layout: Layout::of(format),
        mode: sudoku::answer::Mode::Solve,
        strict: true,
    };
    let report = check::check(&cases, &rules, &answers);
    assert_eq!(
        (report.accepted, report.verdict()),
        (300, Verdict::Accepted)
    );
    let mut rng = sudoku::random::Rng::new(0x5eed_c4ec);
    for _ in 0..300 {
        let mut changed = answers.clone();
        let at = rng.below(changed.len() as u32) as usize;
        if changed[at] == b'\n' {
            continue;
        }
        let digit = changed[at] - b'1';
        changed[at] = b'1' + (digit + 1 + rng.below(8) as u8) % 9;
        let report = check::check(&cases, &rules, &changed);
        assert_eq!(report.verdict(), Verdict::WrongAnswer, "byte {at}");
        assert_eq!(report.accepted, 299, "byte {at}");
    }
}

/// A judge host runs the validator from a shell, the team's output
/// redirected to standard input.
#[test]
fn kattis_reads_the_output_from_standard_input_as_a_shell_gives_it() {
    let input = testdata("kattis-sudokunique.in");
    let answer = testdata("kattis-sudokunique.out");
    let feedback = scratch("kattis-shell");
    let status = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" check --kattis --judge kattis-sudokunique \"$1\" \"$2\" \"$3\" < \"$2\"")
        .arg(env!("CARGO_BIN_EXE_sudoku"))
        .args([&input, &answer, &format!("{}/", feedback.display())])
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(42));
}

#[test]
fn empty_names_more_characters_for_an_empty_cell_of_input_as_solving_does() {
    // `~` is no empty cell by default: a line format answers such a line
    // `invalid`, and so does the checker's reading of INPUT.
    let puzzle =
        "~2738~~1~~1~~~6735~~~~~~~293~5692~8~~~~~~~~~~~6~1745~364~~~~~~~9518~~~7~~8~~6534~\n";
    let input = scratch("empty").join("input.txt");
    std::fs::write(&input, puzzle).unwrap();
    let input = input.to_string_lossy().into_owned();
    let (solved, _, code) = common::run_text(&["--empty", "~", &input], b"");
    assert_eq!(code, 0);
    assert_eq!(
        solved,
        "527389416819426735436751829375692184194538267268174593643217958951843672782965341\n"
    );
    let (out, err, code) = check(&["--empty", "~"], &input, &solved, "empty-accepted");
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        ("accepted 1 of 1 case\n", "", 0)
    );
    let (out, _, code) = check(&[], &input, &solved, "empty-not-named");
    assert_eq!(
        (out.as_str(), code),
        (
            "case 1: wrong answer: expected 'invalid' (the input's puzzle is malformed), \
             found a token of 81 bytes\naccepted 0 of 1 case\n",
            1
        )
    );
    // What solving refuses for --empty, the checker refuses too.
    let (out, err, code) = check(&["--empty", "5"], &input, &solved, "empty-refused");
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        (
            "",
            "sudoku: check: --empty cannot take '5' for an empty cell: it stands for a value \
             (try --help)\n",
            3
        )
    );
}
