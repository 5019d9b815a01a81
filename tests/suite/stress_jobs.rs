//! `sudoku stress --jobs N`: the same lines, verdicts, exit code and saved
//! files as one worker gives, on a program that passes and on ones that
//! fail (the first failure in test order shrunk and saved); one run's end
//! kills no other run's program nor what that program started; Ctrl-C
//! ends every run with exit code 130; a reader gone away ends the run
//! quietly; and the command-line errors.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::stress::{contestant, gone, scratch, steady, sudoku_in};

/// What a stress run left behind: its standard output (times and memory
/// aside), exit code, and every file it saved, by name, with its bytes.
type Ran = (String, i32, Vec<(String, Vec<u8>)>);

/// Runs `sudoku stress --jobs JOBS --save-to oj ARGS -- contestant
/// FIXTURE` in a folder of its own.
fn stress_with(jobs: &str, args: &[&str], fixture: &[&str]) -> Ran {
    let folder = scratch(&format!("jobs-{jobs}-{}", args.join("-")));
    let contestant = contestant().to_str().unwrap();
    let mut all = vec!["stress", "--jobs", jobs, "--save-to", "oj"];
    all.extend(args);
    all.push("--");
    all.push(contestant);
    all.extend(fixture);
    let (out, err, code) = sudoku_in(&folder, &all);
    assert_eq!(err, "", "{all:?}");
    let mut saved = Vec::new();
    for name in ["stress-failure.in", "stress-failure.in.out"] {
        if let Ok(bytes) = std::fs::read(folder.join(name)) {
            saved.push((name.to_string(), bytes));
        }
    }
    if let Ok(entries) = std::fs::read_dir(folder.join("oj")) {
        let mut names: Vec<String> = entries
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        for name in names {
            let bytes = std::fs::read(folder.join("oj").join(&name)).unwrap();
            saved.push((format!("oj/{name}"), bytes));
        }
    }
    (steady(&out), code, saved)
}

#[test]
fn two_and_three_jobs_give_the_verdicts_and_saved_files_of_one() {
    // A program that passes; one that fails at test 6 (`repeat` touches
    // puzzles with an odd number of givens, and seed 28's first five have
    // an even number); one that fails at test 4 of 3 cases, shrunk to
    // one; every test run with --keep-going; 16x16 boards.
    let runs: [(&[&str], &[&str], i32); 5] = [
        (
            &[
                "--judge", "poj2676", "--seed", "3", "--tests", "24", "--cases", "2",
            ],
            &["poj2676"],
            0,
        ),
        (
            &["--judge", "poj2676", "--seed", "28", "--tests", "40"],
            &["poj2676", "repeat"],
            1,
        ),
        (
            &[
                "--judge",
                "kattis-sudokunique",
                "--seed",
                "41",
                "--cases",
                "3",
            ],
            &["kattis-sudokunique", "none"],
            1,
        ),
        (
            &[
                "--judge",
                "poj2676",
                "--seed",
                "7",
                "--tests",
                "16",
                "--keep-going",
            ],
            &["poj2676", "repeat"],
            1,
        ),
        (
            &["--judge", "poj3076", "--seed", "2", "--tests", "6"],
            &["poj3076", "given"],
            1,
        ),
    ];
    for (args, fixture, code) in runs {
        let one = stress_with("1", args, fixture);
        assert_eq!(one.1, code, "{args:?}: {}", one.0);
        // What the test is about: a run that fails has failed and saved.
        if code == 1 {
            assert!(one.0.contains("saved it for oj test as "), "{}", one.0);
            assert_eq!(one.2.len(), 4, "{args:?}");
        } else {
            assert!(one.2.is_empty(), "{args:?}");
        }
        for jobs in ["2", "3"] {
            let many = stress_with(jobs, args, fixture);
            assert_eq!(many.0, one.0, "{args:?} on {jobs} jobs");
            assert_eq!(many.1, one.1, "{args:?} on {jobs} jobs");
            assert!(
                many.2 == one.2,
                "{args:?} on {jobs} jobs: other files saved"
            );
        }
    }
    // The failing runs fail where the comment says.
    let (out, ..) = stress_with("2", runs[1].0, runs[1].1);
    assert!(out.contains("\ntest 6: wrong answer: case 1: "), "{out}");
    assert!(
        out.contains("\n6 of 40 tests run: 5 accepted, 1 wrong answer;"),
        "{out}"
    );
    let (out, ..) = stress_with("2", runs[2].0, runs[2].1);
    assert!(
        out.contains("\nshrunk test 4 to 1 of its 3 cases in "),
        "{out}"
    );
}

/// A program that needs what it started, out of its group (`setsid`) or
/// in it, for 0.6 s after its starter has ended (so that `stress` adopted
/// it), while the other worker's runs end; each of those runs kills the
/// orphans it finds. `lost` if its helper was killed, else the answer.
const NEEDS_ITS_ORPHAN: &str = "\
    if mkdir slow 2>/dev/null; then \
        ( HELPER sh -c 'sleep 0.6; touch helped' & ); \
        i=0; while [ ! -e helped ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i+1)); done; \
        if [ -e helped ]; then exec \"$C\" lines; else cat > /dev/null; echo lost; fi; \
    else sleep 0.1; exec \"$C\" lines; fi";

/// Regression: a run's end killed every child `stress` had, which with
/// two workers were the other run's program and what it left running.
#[cfg(target_os = "linux")]
#[test]
fn one_run_ending_kills_no_other_runs_program_nor_its_orphans() {
    for helper in ["setsid", ""] {
        let folder = scratch(&format!("orphans-{helper}"));
        let script = NEEDS_ITS_ORPHAN.replace("HELPER", helper);
        let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(["stress", "--jobs", "2", "--tests", "4", "--seed", "1"])
            .args(["--time-limit", "20", "--", "sh", "-c", &script])
            .env("C", contestant())
            .current_dir(&folder)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "helper {helper:?}: {out}");
        assert!(
            out.contains("\n4 tests: 4 accepted;"),
            "helper {helper:?}: {out}"
        );
        assert!(folder.join("slow").is_dir());
    }
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_ends_every_run_with_exit_code_130() {
    let folder = scratch("jobs-ctrl-c");
    let run = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["stress", "--jobs", "2", "--tests", "9", "--seed", "1"])
        .args(["--", "sh", "-c", "echo $$ >> pids; exec sleep 60"])
        .current_dir(&folder)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let pids = loop {
        let text = std::fs::read_to_string(folder.join("pids")).unwrap_or_default();
        if text.lines().count() == 2 && text.ends_with('\n') {
            break text;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "{text:?}");
        std::thread::sleep(Duration::from_millis(10));
    };
    let sent = Command::new("kill")
        .args(["-INT", &run.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let output = run.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(130), "{out}");
    assert_eq!(out, "test 1: interrupted\n");
    // A guard against the 60 s sleeps, not a benchmark.
    assert!(started.elapsed() < Duration::from_secs(30));
    for pid in pids.lines() {
        assert!(gone(pid), "program {pid} outlived the run");
    }
    assert!(!folder.join("stress-failure.in").exists());
}

#[test]
fn jobs_must_be_a_count_of_workers() {
    let folder = scratch("jobs-usage");
    for bad in ["0", "x", "-2", "257", ""] {
        let (out, err, code) = sudoku_in(&folder, &["stress", "--jobs", bad, "--", "true"]);
        assert_eq!(
            (out.as_str(), err.as_str(), code),
            (
                "",
                format!(
                    "sudoku: stress: --jobs takes a number of tests to run at once, 1 to 256, \
                     not '{bad}' (try --help)\n"
                )
                .as_str(),
                2
            )
        );
    }
    let (_, err, code) = sudoku_in(&folder, &["stress", "--jobs"]);
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: stress: --jobs needs a value: a number of tests to run at once, 1 to 256 \
             (try --help)\n",
            2
        )
    );
}

/// A reader gone away (`| head -1`) ends a run of two workers at once and
/// quietly, as it ends one worker's: exit code 0 with every test so far
/// accepted, the runs still going called off.
#[test]
fn a_closed_pipe_ends_two_workers_quietly() {
    use std::io::BufRead;
    let folder = scratch("jobs-closed-pipe");
    let started = Instant::now();
    // A thousand tests of 50 ms would take 25 s on two workers.
    let mut run = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["stress", "--jobs", "2", "--tests", "1000", "--seed", "1"])
        .args(["--", "sh", "-c", "sleep 0.05; exec \"$C\" lines"])
        .env("C", contestant())
        .current_dir(&folder)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(run.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    assert!(first.starts_with("test 1: accepted, "), "{first}");
    drop(lines);
    let output = run.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!((output.status.code(), err.as_ref()), (Some(0), ""));
    // A guard against running the thousand tests, not a benchmark.
    assert!(started.elapsed() < Duration::from_secs(15));
}
