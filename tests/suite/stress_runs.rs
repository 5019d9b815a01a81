//! How `sudoku stress` ends when a reader of its output goes away
//! (`| head`): at once and quietly, with the verdict so far.
//!
//! Found by an outside review: `stress | head` exited 2 with "Broken
//! pipe", so a run that had found nothing wrong read as one that could
//! not be followed.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::stress::{contestant, scratch};

/// `sudoku stress` of `tests` tests with `--time-limit limit`, in
/// `folder`, on `sh -c script`, where the script's `$C` is the
/// contestant fixture.
fn stress_of(folder: &Path, script: &str, limit: &str, tests: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku"));
    command
        .args([
            "stress",
            "--tests",
            tests,
            "--seed",
            "1",
            "--time-limit",
            limit,
            "--",
            "sh",
            "-c",
            script,
        ])
        .env("C", contestant())
        .current_dir(folder)
        .stdin(Stdio::null());
    command
}

/// `stress` with its standard output a pipe whose reader is gone (closed
/// before the first line, or after `read` lines): exit code, stderr,
/// wall time.
fn with_reader_gone(command: &mut Command, read: usize) -> (Option<i32>, String, Duration) {
    use std::io::BufRead;
    let started = Instant::now();
    let mut run = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = run.stdout.take().unwrap();
    let mut lines = std::io::BufReader::new(stdout).lines();
    for _ in 0..read {
        lines.next();
    }
    drop(lines);
    let output = run.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), err, started.elapsed())
}

/// Regression: `stress | head` exited 2 with "Broken pipe". A reader gone
/// away ends the run at once and quietly: exit code 1 if a test run was
/// not accepted, else 0, as solving ends with 0.
#[test]
fn a_closed_pipe_ends_stress_quietly_with_the_verdict_so_far() {
    let folder = scratch("closed-pipe");
    // A thousand tests of 50 ms would take 50 s if the run went on.
    let right = "sleep 0.05; exec \"$C\" lines";
    for read in [0, 1, 2] {
        let (code, err, wall) = with_reader_gone(&mut stress_of(&folder, right, "5", "1000"), read);
        assert_eq!((code, err.as_str()), (Some(0), ""), "after {read} lines");
        assert!(wall < Duration::from_secs(10), "{wall:?}");
    }
    // Wrong at test 1.
    let wrong = "cat > /dev/null; echo x";
    let (code, err, _) = with_reader_gone(&mut stress_of(&folder, wrong, "5", "1000"), 0);
    assert_eq!((code, err.as_str()), (Some(1), ""));
    assert!(!folder.join("stress-failure.in").exists());
}
