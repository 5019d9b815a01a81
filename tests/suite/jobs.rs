//! `-j N` changes how fast a batch is answered, never what is written: for
//! every input here, stdout, stderr and the exit code under `-j 2`, `-j 3`
//! and `-j 0` are byte for byte those of `-j 1`, in every mode and judge
//! preset, for inputs small and large, clean and full of errors.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::common;

use common::run;

/// Checks that `-j` in `jobs` gives what `-j 1` gives, and returns that.
fn same_under_jobs(args: &[&str], stdin: &[u8], jobs: &[&str]) -> (Vec<u8>, Vec<u8>, i32) {
    let with = |j: &str| {
        let mut all = vec!["-j", j];
        all.extend_from_slice(args);
        run(&all, stdin)
    };
    let one = with("1");
    for j in jobs {
        let (out, err, code) = with(j);
        assert!(
            out == one.0,
            "stdout of -j {j} {args:?} differs from -j 1 ({} bytes against {})",
            out.len(),
            one.0.len()
        );
        assert_eq!(
            String::from_utf8_lossy(&err),
            String::from_utf8_lossy(&one.1),
            "stderr of -j {j} {args:?}"
        );
        assert_eq!(code, one.2, "exit code of -j {j} {args:?}");
    }
    one
}

fn testdata(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// Every `.in` file of testdata/, in every mode and every judge preset:
/// the golden inputs, their errors and placeholders included.
#[test]
fn every_golden_input_in_every_mode_and_preset() {
    let mut modes: Vec<Vec<&str>> = vec![vec![], vec!["--count"], vec!["--validate"]];
    for judge in [
        "poj2676",
        "poj3074",
        "luogu1784",
        "hdu1426",
        "kattis-sudokunique",
        "uva989",
        "spoj-sudogob",
        "poj3076",
        "acwing169",
        "spoj-sudoku",
    ] {
        modes.push(vec!["--judge", judge]);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".in"))
        .collect();
    inputs.sort();
    assert!(inputs.len() > 40, "only {} inputs found", inputs.len());
    for name in &inputs {
        let input = testdata(name);
        for mode in &modes {
            same_under_jobs(mode, &input, &["3"]);
        }
    }
}

/// A batch of many chunks mixing answers, `invalid` placeholders and
/// `no solution` lines, each with its diagnostic, so diagnostics from
/// every chunk must land between the right answers.
#[test]
fn errors_spread_over_many_chunks_keep_their_places() {
    let good = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let bad = ".2738..1.y1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let unsolvable =
        "11...............................................................................";
    let mut input = String::new();
    for i in 0..3000 {
        input.push_str(match i % 7 {
            3 => bad,
            5 => unsolvable,
            _ => good,
        });
        input.push('\n');
    }
    let (out, err, code) = same_under_jobs(&[], input.as_bytes(), &["2", "3", "0"]);
    assert_eq!(out.split(|&b| b == b'\n').count(), 3001);
    assert_eq!(
        String::from_utf8_lossy(&err).lines().count(),
        3000 / 7 * 2 + 1
    );
    assert_eq!(code, 2);
    same_under_jobs(&["--count"], input.as_bytes(), &["2"]);
}

/// Stdout and stderr as one stream (a file both write to), as a user's
/// terminal or `2>&1` sees them: each diagnostic after every answer
/// before it.
fn run_merged(args: &[&str], input: &str, tag: &str) -> Vec<u8> {
    let dir = std::env::temp_dir();
    // The input's name is in every diagnostic: the same for every run.
    let (input_path, merged_path) = (
        dir.join(format!("sudoku-jobs-{}.in", std::process::id())),
        dir.join(format!("sudoku-jobs-{}-{tag}.out", std::process::id())),
    );
    std::fs::write(&input_path, input).unwrap();
    let merged = std::fs::File::create(&merged_path).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .arg(&input_path)
        .stdout(Stdio::from(merged.try_clone().unwrap()))
        .stderr(Stdio::from(merged))
        .status()
        .expect("running sudoku");
    assert!(status.code().is_some());
    let bytes = std::fs::read(&merged_path).unwrap();
    let _ = std::fs::remove_file(input_path);
    let _ = std::fs::remove_file(merged_path);
    bytes
}

#[test]
fn answers_and_diagnostics_interleave_as_with_one_thread() {
    let good = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let bad = ".2738..1.y1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let mut input = String::new();
    for i in 0..1000 {
        input.push_str(if i % 97 == 13 { bad } else { good });
        input.push('\n');
    }
    let one = run_merged(&["-j", "1"], &input, "one");
    // The placeholder line comes right before its diagnostic.
    let text = String::from_utf8(one.clone()).unwrap();
    assert!(text.contains("invalid\nsudoku: "), "{}", &text[..300]);
    for j in ["2", "3"] {
        assert!(run_merged(&["-j", j], &input, j) == one, "-j {j}");
    }
}

/// The big sets, as files: every answer, in order.
#[test]
fn benchmark_sets() {
    for set in ["17clue.txt", "top1465.txt", "hardest1106.txt", "hard16.txt"] {
        let path = format!("testdata/{set}");
        let (out, err, code) = same_under_jobs(&[&path], b"", &["2", "0"]);
        assert!(!out.is_empty() && err.is_empty() && code == 0, "{set}");
    }
}

/// A POJ stream whose count promises more cases than come, read from two
/// files and a missing third: the fault and the read error come after
/// every answer, as with one thread.
#[test]
fn several_sources_a_fault_and_a_missing_file() {
    same_under_jobs(
        &[
            "testdata/poj3074.in",
            "testdata/lines-no-solution.in",
            "testdata/no-such-file.in",
            "testdata/poj3074.in",
        ],
        b"",
        &["2", "3"],
    );
    same_under_jobs(&["testdata/poj2676-missing-cases.in"], b"", &["2"]);
}

/// `--stats` counts the same under -j: only the time and speed differ.
#[test]
fn stats_totals_match() {
    let input = testdata("lines-no-solution.in");
    let stats = |j: &str| {
        let (_, err, _) = run(&["-j", j, "--stats"], &input);
        let err = String::from_utf8(err).unwrap();
        let line = err.lines().last().unwrap().to_string();
        // "... invalid, 0.001 s in all, 0.001 s busy (...), 1234 puzzles/s
        // busy, ..." without the timing.
        let fields: Vec<_> = line
            .split(", ")
            .filter(|f| !f.ends_with(" s in all") && !f.contains(" busy"))
            .map(str::to_string)
            .collect();
        fields
    };
    let one = stats("1");
    assert!(one.len() >= 5, "{one:?}");
    assert_eq!(stats("2"), one);
    assert_eq!(stats("0"), one);
}

#[test]
fn a_bad_job_count_is_a_usage_error() {
    for bad in ["x", "-1", "1.5", ""] {
        let (out, err, code) = run(&["-j", bad], b"");
        assert!(out.is_empty());
        assert_eq!(
            String::from_utf8(err).unwrap(),
            format!(
                "sudoku: -j takes a number of threads (0 for one per core), not '{bad}' (try --help)\n"
            )
        );
        assert_eq!(code, 2);
    }
    let (_, err, code) = run(&["--jobs"], b"");
    assert_eq!(
        String::from_utf8(err).unwrap(),
        "sudoku: --jobs needs a value: a number of threads, 0 for one per core (try --help)\n"
    );
    assert_eq!(code, 2);
}

/// A reader that goes away (`| head -1`) ends the run quietly with exit
/// code 0; a full disk (`> /dev/full`) is one line and exit code 2; with
/// one thread or several.
#[test]
fn closed_pipe_and_full_disk() {
    use std::io::{BufRead, BufReader};
    for j in ["1", "2"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(["-j", j, "testdata/hardest11plus.txt"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert_eq!(first.len(), 82, "-j {j}: {first:?}");
        // The read end is closed here; the run must notice and stop.
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(0), "-j {j}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "-j {j}");

        if Path::new("/dev/full").exists() {
            let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
                .args(["-j", j, "testdata/17clue.txt"])
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .stdout(
                    std::fs::OpenOptions::new()
                        .write(true)
                        .open("/dev/full")
                        .unwrap(),
                )
                .output()
                .unwrap();
            assert_eq!(output.status.code(), Some(2), "-j {j}");
            assert_eq!(
                String::from_utf8_lossy(&output.stderr),
                "sudoku: cannot write output: No space left on device (os error 28)\n"
            );
        }
    }
}

/// Regression (found by an outside review): `-j 20000` and larger
/// spawned every thread asked for, so the run aborted with a panic
/// (exit 134, no answers) once the system refused one, and used memory
/// by the thread before that. Now at most four a core start, and
/// `generate` caps the same way; the answers are those of `-j 1`.
#[test]
fn a_huge_job_count_is_capped_not_a_crash() {
    let huge = ["20000", "1000000", "18446744073709551615"];
    let (out, err, code) = same_under_jobs(&[], &testdata("poj3074.in"), &huge);
    assert_eq!((err.as_slice(), code), (&b""[..], 0));
    assert_eq!(out, testdata("poj3074.out"));
    let generated = run(&["generate", "-n", "5", "--seed", "18"], b"");
    for j in huge {
        let capped = run(&["generate", "-n", "5", "--seed", "18", "-j", j], b"");
        assert_eq!(capped, generated, "generate -j {j}");
    }
}

/// Regression (found by an outside review): with standard output
/// closed (`sudoku >&-`) or open for reading only (`sudoku 1</dev/null`),
/// every answer was lost with exit code 0 and no word, as std takes a
/// bad descriptor 1 for a sink. Now either is one line on stderr and exit
/// code 2, under one thread or two, and for `generate` and `--help` too;
/// a `/dev/null` opened on purpose, for writing or for reading and
/// writing, is still a sink.
#[cfg(target_os = "linux")]
#[test]
fn closed_or_unwritable_stdout_is_an_error() {
    let closed = "sudoku: cannot write output: standard output is closed\n";
    let read_only = "sudoku: cannot write output: Bad file descriptor (os error 9)\n";
    let input = testdata("poj3074.in");
    let runs: [&[&str]; 4] = [
        &["-j", "1"],
        &["-j", "2"],
        &["generate", "-n", "2", "--seed", "1"],
        &["--help"],
    ];
    for args in runs {
        for (redirect, expected) in [(">&-", closed), ("1</dev/null", read_only)] {
            // A shell closes or reopens descriptor 1 before the binary runs.
            let mut shell = Command::new("sh")
                .arg("-c")
                .arg(format!("exec \"$0\" \"$@\" {redirect}"))
                .arg(env!("CARGO_BIN_EXE_sudoku"))
                .args(args)
                .stdin(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let mut stdin = shell.stdin.take().unwrap();
            let _ = std::io::Write::write_all(&mut stdin, &input);
            drop(stdin);
            let output = shell.wait_with_output().unwrap();
            let what = format!("{args:?} {redirect}");
            assert_eq!(String::from_utf8_lossy(&output.stderr), expected, "{what}");
            assert_eq!(output.status.code(), Some(2), "{what}");
        }
    }
    // Writing to /dev/null on purpose is no error: opened for writing (a
    // shell's `>`, Rust's `Stdio::null()`) or for reading and writing (a
    // shell's `1<>`, Python's `subprocess.DEVNULL`), which is how Rust's
    // runtime fills a closed descriptor, so closed is told apart earlier.
    for redirect in [">/dev/null", "1<>/dev/null"] {
        let (status, _, stderr) = common::redirected(&["testdata/poj3074.in"], redirect);
        assert_eq!((status, stderr.as_str()), (0, ""), "{redirect}");
    }
}

/// Found by an outside review: a closed standard input (`sudoku <&-`) was
/// read as an empty one (no answers, exit code 0) while a closed standard
/// output is an error. Now reading a closed standard input is one line on
/// stderr and exit code 2, under one thread or two; a run that reads only
/// files does not look at it, and `< /dev/null` is still an empty input.
#[cfg(target_os = "linux")]
#[test]
fn closed_stdin_is_an_error_not_an_empty_input() {
    let closed = "sudoku: <stdin>: standard input is closed\n";
    let file = "testdata/poj3074.in";
    let runs: [(&[&str], &str, &str, i32); 6] = [
        (&["-j", "1"], "<&-", closed, 2),
        (&["-j", "2"], "<&-", closed, 2),
        (&["-"], "<&-", closed, 2),
        (&["--count", "-j", "2", "-"], "<&-", closed, 2),
        (&[file], "<&-", "", 0),
        (&["-j", "2"], "</dev/null", "", 0),
    ];
    for (args, redirect, expected, code) in runs {
        // A shell closes or reopens descriptor 0 before the binary runs.
        let (status, stdout, stderr) = common::redirected(args, redirect);
        let what = format!("{args:?} {redirect}");
        assert_eq!(stderr, expected, "{what}");
        assert_eq!(status, code, "{what}");
        let answers = if args == [file] {
            testdata("poj3074.out")
        } else {
            Vec::new()
        };
        assert_eq!(stdout.as_bytes(), answers, "{what}");
    }
}

/// Found after `stress --jobs` gave its workers a larger stack: `-j 2` on
/// empty 25x25 boards overflowed a worker's 2 MB stack and aborted (exit
/// 134, no answers), where `-j 1` answers them on the main thread.
#[test]
fn empty_25x25_boards_on_several_threads_get_their_answers() {
    let mut input = String::new();
    for _ in 0..2 {
        input.push_str("5\n");
        for _ in 0..25 {
            input.push_str(&"0 ".repeat(25));
            input.push('\n');
        }
    }
    let (stdout, stderr, code) =
        same_under_jobs(&["--format", "sized"], input.as_bytes(), &["2", "3"]);
    assert_eq!((String::from_utf8_lossy(&stderr).as_ref(), code), ("", 0));
    // Each answer: 25 rows of 25 values.
    let text = String::from_utf8(stdout).unwrap();
    assert_eq!(text.lines().count(), 2 * 25);
    assert!(
        text.lines().all(|row| row.split(' ').count() == 25),
        "{text}"
    );
}
