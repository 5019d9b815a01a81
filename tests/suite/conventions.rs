//! `sudoku check` called as each judge and tool calls a checker, byte for
//! byte: the arguments in their order, where the verdict goes, the exit
//! codes. Each test names the source its convention is read from; where
//! a source is silent about something, the test says so.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{self, testdata};

/// A scratch folder of this test's own, emptied.
fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("conventions")
        .join(name);
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// POJ 2676's sample: the input, a right output and a wrong one (a given
/// changed), as files in `folder`.
fn sample(folder: &Path) -> (String, String, String) {
    let right = std::fs::read_to_string(testdata("poj2676.out")).unwrap();
    let wrong = format!("2{}", &right[1..]);
    let (right_file, wrong_file) = (folder.join("right.out"), folder.join("wrong.out"));
    std::fs::write(&right_file, right).unwrap();
    std::fs::write(&wrong_file, wrong).unwrap();
    let text = |path: PathBuf| path.to_string_lossy().into_owned();
    (testdata("poj2676.in"), text(right_file), text(wrong_file))
}

/// What a wrong answer to the sample says.
const WRONG: &str = "case 1: wrong answer: the given 1 at row 1 column 1 was changed to 2";

fn check(args: &[&str], stdin: &[u8]) -> (String, String, i32) {
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    common::run_text(&all, stdin)
}

/// cargo-compete (qryxip/cargo-compete f17c374, README.md, "Match::Checker")
/// runs a checker as a shell command with `INPUT`, `ACTUAL_OUTPUT` and,
/// "only if the Case.out is present", `EXPECTED_OUTPUT` in its
/// environment; its README's example passes all three quoted, so a case
/// without an expected output gives an empty argument.
#[test]
fn an_empty_answer_argument_is_no_answer() {
    let folder = scratch("empty-answer");
    let (input, right, wrong) = sample(&folder);
    let args = ["--judge", "poj2676", &input, &right, ""];
    assert_eq!(
        check(&args, b""),
        ("accepted 1 of 1 case\n".into(), String::new(), 0)
    );
    let args = ["--judge", "poj2676", &input, &wrong, ""];
    assert_eq!(check(&args, b"").2, 1);
    // The recipe in docs/checking.md, as cargo-compete's Bash runs it.
    let recipe =
        "\"$SUDOKU\" check --judge poj2676 \"$INPUT\" \"$ACTUAL_OUTPUT\" \"$EXPECTED_OUTPUT\"";
    let status = Command::new("bash")
        .args(["-c", recipe])
        .env("SUDOKU", env!("CARGO_BIN_EXE_sudoku"))
        .env("INPUT", &input)
        .env("ACTUAL_OUTPUT", &right)
        .env_remove("EXPECTED_OUTPUT")
        .output()
        .unwrap();
    assert_eq!(status.status.code(), Some(0), "{status:?}");
}

/// testlib.h (MikeMirzayanov/testlib 1e4e8a2): `registerTestlibCmd` takes
/// `[--testset testset] [--group group] <input-file> <output-file>
/// <answer-file> [<report-file> [<-appes>]]`; `InStream::quit` writes the
/// message to the report file as it is, or with `-appes` (or `-APPES`) as
/// `<?xml version="1.0" encoding="..."?><result outcome = "...">` the
/// message `</result>` and a line break, the outcome from its `outcomes`
/// table and the message through `xmlSafeWrite` (`&`, `<`, `>`, `"`
/// escaped, control bytes as `.`); an empty report-file name is none. It
/// writes `fail` there when the checker fails. testlib's message is the
/// checker's own; ours is the first case not accepted and the summary.
#[test]
fn testlib_writes_the_verdict_to_its_result_file() {
    let folder = scratch("testlib");
    let (input, right, wrong) = sample(&folder);
    let result = folder.join("result.txt").to_string_lossy().into_owned();
    let read = || std::fs::read_to_string(&result).unwrap();
    let args = ["--judge", "poj2676", &input, &wrong, &right, &result];
    let (out, _, code) = check(&args, b"");
    assert_eq!(
        (out.as_str(), code),
        (&*format!("{WRONG}\naccepted 0 of 1 case\n"), 1)
    );
    assert_eq!(read(), format!("{WRONG}; accepted 0 of 1 case"));

    let args = [
        "--testset",
        "tests",
        "--group",
        "1",
        "--judge",
        "poj2676",
        &input,
        &right,
        &right,
        &result,
        "-appes",
    ];
    assert_eq!(check(&args, b"").2, 0);
    assert_eq!(
        read(),
        "<?xml version=\"1.0\" encoding=\"utf-8\"?><result outcome = \"accepted\">\
         accepted 1 of 1 case</result>\n"
    );
    let args = [
        "--judge", "poj2676", &input, &wrong, &right, &result, "-APPES",
    ];
    assert_eq!(check(&args, b"").2, 1);
    assert_eq!(
        read(),
        format!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?><result outcome = \"wrong-answer\">\
             {WRONG}; accepted 0 of 1 case</result>\n"
        )
    );
    // Under --strict, a layout off by a blank line.
    let spaced = folder.join("spaced.out");
    std::fs::write(
        &spaced,
        format!("\n{}", std::fs::read_to_string(&right).unwrap()),
    )
    .unwrap();
    let spaced = spaced.to_string_lossy().into_owned();
    let args = [
        "--strict", "--judge", "poj2676", &input, &spaced, &right, &result, "-appes",
    ];
    assert_eq!(check(&args, b"").2, 2);
    assert!(
        read().contains("<result outcome = \"presentation-error\">"),
        "{}",
        read()
    );
    // The checker failing: the outcome is fail, the exit code 3.
    let missing = folder.join("missing.out").to_string_lossy().into_owned();
    let args = [
        "--judge", "poj2676", &input, &missing, &right, &result, "-appes",
    ];
    let (_, err, code) = check(&args, b"");
    assert_eq!(code, 3);
    assert!(err.starts_with("sudoku: check: cannot read "), "{err}");
    assert!(
        read().contains("<result outcome = \"fail\">cannot read "),
        "{}",
        read()
    );
    // registerTestlibCmd skips a byte-order mark before the output
    // (`ouf.skipBom()`); --strict asks for the judge's bytes, which have
    // none.
    let marked = folder.join("marked.out");
    let right_bytes = std::fs::read(&right).unwrap();
    std::fs::write(&marked, [&b"\xef\xbb\xbf"[..], &right_bytes].concat()).unwrap();
    let marked = marked.to_string_lossy().into_owned();
    assert_eq!(check(&["--judge", "poj2676", &input, &marked], b"").2, 0);
    assert_eq!(
        check(&["--strict", "--judge", "poj2676", &input, &marked], b"").2,
        1
    );
    // An empty RESULT_FILE is none; -appes needs one.
    std::fs::remove_file(&result).unwrap();
    assert_eq!(
        check(&["--judge", "poj2676", &input, &right, &right, ""], b"").2,
        0
    );
    assert!(!Path::new(&result).exists());
    let (_, err, code) = check(&["--judge", "poj2676", &input, &right, "-appes"], b"");
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: check: sudoku check takes INPUT OUTPUT ANSWER RESULT_FILE before -appes; \
             2 file names given (try --help)\n",
            3
        )
    );
}

/// The Kattis problem package format (Kattis/problem-package-format
/// b03c6a2, spec/2025-09.md): "Invocation" passes a test case's
/// `output_validator_args` after feedback_dir; "Default output validator
/// specification" names `case_sensitive`, `space_change_sensitive` and the
/// float tolerances; "Reporting additional feedback" allows
/// `teammessage.txt`, "feedback for the team". The spec does not say what
/// a custom validator does with arguments it does not know: ours refuses
/// them, as a judge error.
#[test]
fn kattis_takes_the_output_validator_arguments() {
    let folder = scratch("kattis");
    let (input, right, wrong) = sample(&folder);
    let feedback = folder.join("feedback");
    std::fs::create_dir(&feedback).unwrap();
    let dir = format!("{}/", feedback.display());
    let right_bytes = std::fs::read(&right).unwrap();
    let run = |extra: &[&str], output: &[u8]| {
        let mut args = vec!["--kattis", "--judge", "poj2676", &input, &right, &dir];
        args.extend_from_slice(extra);
        check(&args, output).2
    };
    let team = || std::fs::read_to_string(feedback.join("teammessage.txt")).unwrap();
    let extra = ["case_sensitive", "float_tolerance", "1e-6"];
    assert_eq!(run(&extra, &right_bytes), 42);
    assert_eq!(team(), "accepted 1 of 1 case\n");
    assert_eq!(run(&extra, &std::fs::read(&wrong).unwrap()), 43);
    // The team is told the case and the verdict; the judges why.
    assert_eq!(team(), "case 1: wrong answer\n");
    let judges = std::fs::read_to_string(feedback.join("judgemessage.txt")).unwrap();
    assert_eq!(judges, format!("{WRONG}\naccepted 0 of 1 case\n"));
    // space_change_sensitive asks for the exact bytes.
    let mut spaced = b"\n".to_vec();
    spaced.extend_from_slice(&right_bytes);
    assert_eq!(run(&[], &spaced), 42);
    assert_eq!(run(&["space_change_sensitive"], &spaced), 43);
    assert_eq!(run(&["float_relative_tolerance", "x"], &right_bytes), 3);
    let mut args = vec![
        "--kattis", "--judge", "poj2676", &input, &right, &dir, "bogus",
    ];
    let (_, err, code) = check(&args, &right_bytes);
    assert_eq!(code, 3);
    assert!(
        err.starts_with("sudoku: check: unknown output validator argument 'bogus'"),
        "{err}"
    );
    args.pop();
    args.push("--hustoj");
    assert_eq!(
        check(&args, &right_bytes),
        (
            String::new(),
            "sudoku: check: --kattis and --hustoj exclude each other (try --help)\n".into(),
            3
        )
    );
}

/// HUSTOJ (zhblue/hustoj f6bf6f1, trunk/core/judge_client/judge_client.cc,
/// `special_judge`) runs a problem's `spj` as `spj infile outfile
/// userfile`, outfile being the problem's `data/<id>/<name>.out` and
/// userfile the program's `user.out`: INPUT ANSWER OUTPUT. It takes exit
/// code 0 as accepted, 1 wrong answer, 2 presentation error (older
/// versions: anything but 0 is wrong), as testlib's codes are.
#[test]
fn hustoj_passes_the_answer_before_the_output() {
    let folder = scratch("hustoj");
    let (input, right, wrong) = sample(&folder);
    assert_eq!(
        check(
            &["--hustoj", "--judge", "poj2676", &input, &right, &wrong],
            b""
        ),
        (format!("{WRONG}\naccepted 0 of 1 case\n"), String::new(), 1)
    );
    assert_eq!(
        check(
            &["--hustoj", "--judge", "poj2676", &input, &wrong, &right],
            b""
        )
        .2,
        0
    );
    let (_, err, code) = check(&["--hustoj", &input, &right], b"");
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: check: sudoku check takes INPUT ANSWER OUTPUT with --hustoj; 2 file names \
             given (try --help)\n",
            3
        )
    );
}

/// ejudge (blackav/ejudge, checkers/checker_internal.h): a checker exits
/// RUN_OK 0, RUN_PRESENTATION_ERR 4, RUN_WRONG_ANSWER_ERR 5 or
/// RUN_CHECK_FAILED 6; testlib.h compiled with EJUDGE exits the same
/// (WA_EXIT_CODE 5, PE_EXIT_CODE 4, FAIL_EXIT_CODE 6) with testlib's
/// argument order.
#[test]
fn ejudge_has_exit_codes_of_its_own() {
    let folder = scratch("ejudge");
    let (input, right, wrong) = sample(&folder);
    let code = |args: &[&str]| {
        let mut all = vec!["--ejudge", "--judge", "poj2676"];
        all.extend_from_slice(args);
        check(&all, b"").2
    };
    assert_eq!(code(&[&input, &right]), 0);
    assert_eq!(code(&[&input, &wrong, &right]), 5);
    let spaced = folder.join("spaced.out");
    std::fs::write(
        &spaced,
        format!("\n{}", std::fs::read_to_string(&right).unwrap()),
    )
    .unwrap();
    assert_eq!(code(&["--strict", &input, &spaced.to_string_lossy()]), 4);
    assert_eq!(code(&[&input]), 6);
    assert_eq!(code(&[&input, "/nonexistent/output"]), 6);
    // A command line that cannot be read at all still exits 6.
    assert_eq!(check(&["--ejudge", "--bogus"], b"").2, 6);
}

/// Competitive Programming Helper (agrawal-d/cph 7f7d83d,
/// docs/user-guide.md, "Custom Checker"): Python checkers only, run as
/// `python <script-path> <input-file> <output-file>`; exit code 0 passes
/// the test, any other fails it.
#[test]
fn the_exported_cph_checker_judges_as_check_does() {
    let folder = scratch("cph");
    let (input, right, wrong) = sample(&folder);
    let (script, err, code) = common::run_text(&["export", "cph", "--judge", "poj2676"], b"");
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(script.starts_with("#!/usr/bin/env python3\n"), "{script}");
    let checker = folder.join("checker.py");
    std::fs::write(&checker, &script).unwrap();
    let run = |output: &str| {
        Command::new("python3")
            .arg(&checker)
            .args([&input, output])
            .output()
            .unwrap()
    };
    let passed = run(&right);
    assert_eq!(passed.status.code(), Some(0), "{passed:?}");
    assert_eq!(passed.stdout, b"accepted 1 of 1 case\n");
    let failed = run(&wrong);
    assert_eq!(failed.status.code(), Some(1), "{failed:?}");
    assert_eq!(
        String::from_utf8_lossy(&failed.stdout),
        format!("{WRONG}\naccepted 0 of 1 case\n")
    );
    let refused = common::run_text(&["export", "cph", "--kattis"], b"");
    assert_eq!(refused.2, 2);
    assert_eq!(
        refused.1,
        "sudoku: sudoku export cph takes check's judging options only, not --kattis: CPH calls \
         its checker as `python checker.py INPUT OUTPUT` (try --help)\n"
    );
    let unknown = common::run_text(&["export", "polygon"], b"");
    assert_eq!(
        (unknown.1.as_str(), unknown.2),
        (
            "sudoku: unknown export 'polygon': testlib, kattis and cph are known (try --help)\n",
            2
        )
    );
}

/// online-judge-tools (`oj test --judge-command JUDGE`) runs `JUDGE input
/// actual expected` and takes exit code 0 as accepted (its
/// `SpecialJudge.run`, online-judge-tools 11.5.1). This runs `oj` itself,
/// installed from PyPI, on a right program and a wrong one.
#[test]
#[ignore = "needs online-judge-tools (pip install online-judge-tools)"]
fn online_judge_tools_runs_check_as_its_judge() {
    common::require_tool(
        "online-judge-tools",
        &["oj", "--help"],
        "python3 -m pip install online-judge-tools",
    );
    let folder = scratch("oj");
    let (input, right, wrong) = sample(&folder);
    let tests = folder.join("test");
    std::fs::create_dir(&tests).unwrap();
    std::fs::copy(&input, tests.join("sample-1.in")).unwrap();
    std::fs::copy(&right, tests.join("sample-1.out")).unwrap();
    let judge = format!("{} check --judge poj2676", env!("CARGO_BIN_EXE_sudoku"));
    let oj = |answers: &str| {
        Command::new("oj")
            .args(["test", "-c", &format!("cat {answers}"), "-d"])
            .arg(&tests)
            .args(["--judge-command", &judge])
            .output()
            .unwrap()
    };
    let accepted = oj(&right);
    let said = String::from_utf8_lossy(&accepted.stdout);
    assert_eq!(accepted.status.code(), Some(0), "{said}");
    assert!(said.contains("test success: 1 cases"), "{said}");
    let rejected = oj(&wrong);
    let said = String::from_utf8_lossy(&rejected.stdout);
    assert_eq!(rejected.status.code(), Some(1), "{said}");
    assert!(said.contains("test failed: 0 AC / 1 cases"), "{said}");
}
