//! `--progress`: a line redrawn on standard error while a batch runs, only
//! when standard error is a terminal, and cleared at the end; silent when
//! standard error is a pipe or a file.

use std::process::{Command, Stdio};

const SET: &str = "testdata/hardest11plus.txt";

#[test]
fn silent_when_stderr_is_not_a_terminal() {
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["--progress", "-j", "2", "testdata/top1465.txt"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// Runs the binary under `script`, which gives it a terminal, with stdout
/// to /dev/null; returns what the terminal saw, or `None` when `script`
/// is missing.
fn on_a_terminal(args: &str) -> Option<Vec<u8>> {
    let command = format!(
        "{} {args} > /dev/null; echo exit=$?",
        env!("CARGO_BIN_EXE_sudoku")
    );
    let output = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .ok()?;
    Some(output.stdout)
}

#[test]
fn redrawn_and_cleared_on_a_terminal() {
    let Some(seen) = on_a_terminal(&format!("--progress {SET}")) else {
        eprintln!("skipped: `script` (util-linux) is not installed");
        return;
    };
    let seen = String::from_utf8_lossy(&seen);
    // hardest11plus takes over a second: several redraws of the line.
    let redraws = seen.matches("\r\x1b[Ksudoku: ").count();
    assert!(redraws >= 2, "{seen:?}");
    assert!(seen.contains(" puzzles/s, "), "{seen:?}");
    // The last thing before the exit status is the clearing, so the
    // terminal is left clean.
    assert!(seen.contains("\r\x1b[Kexit=0"), "{seen:?}");
}

#[test]
fn diagnostics_start_on_a_cleared_line() {
    // A hard set, then a file that does not exist: the error line must
    // not be glued to a progress line.
    let Some(seen) = on_a_terminal(&format!("--progress -j 2 {SET} testdata/no-such-file.txt"))
    else {
        eprintln!("skipped: `script` (util-linux) is not installed");
        return;
    };
    let seen = String::from_utf8_lossy(&seen);
    assert!(
        seen.contains("\r\x1b[Ksudoku: testdata/no-such-file.txt: "),
        "{seen:?}"
    );
    assert!(seen.contains("exit=2"), "{seen:?}");
}
