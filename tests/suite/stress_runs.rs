//! How `sudoku stress` ends a program's run: what the program started
//! and left behind, out of its process group (`setsid`) and holding its
//! standard output, is killed, and holds the run no longer than the
//! program; a pipe held from outside the program's tree is read for a
//! short grace only; Ctrl-C ends the run with exit code 130 whenever it
//! comes; and a reader of stress's own output gone away (`| head`) ends
//! it quietly with the verdict so far.
//!
//! Found by an outside review: a program that started `setsid sleep 20 &`
//! held `stress --time-limit 1` for the 20 seconds; one that answered and
//! exited at once was reported `accepted, 0.308 s` after 39 s of wall
//! time; Ctrl-C in that wait ended with exit code 0; the escaped process
//! was left running; and `stress | head` exited 2 with "Broken pipe".

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::stress::{contestant, gone, scratch};

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

/// Starts `sleep 20` in a session of its own, holding the program's
/// standard output, its pid in the file `escaped`, and waits until it has
/// left the group.
const ESCAPE: &str = "setsid sh -c 'echo $$ > escaped; exec sleep 20' & \
                      while [ ! -s escaped ]; do sleep 0.01; done; ";

/// The wall-clock seconds of `test 1: accepted, 0.306 s` (and the CPU
/// time and memory after it, where measured).
fn accepted_time(out: &str) -> f64 {
    let first = out.lines().next().unwrap_or("");
    let time = first
        .strip_prefix("test 1: accepted, ")
        .and_then(|rest| rest.split(',').next())
        .and_then(|rest| rest.strip_suffix(" s"));
    time.and_then(|time| time.parse().ok())
        .unwrap_or_else(|| panic!("not accepted: {out}"))
}

/// The grace `stress` reads the pipes for after a program ends.
const GRACE: f64 = 0.2;

/// Regression: a descendant that left the program's group held `stress`
/// until it ended, and was left running.
#[cfg(target_os = "linux")]
#[test]
fn a_descendant_that_left_the_group_holds_stress_no_longer_than_the_program() {
    // The programs that answer have 5 s, the one that does not 1 s.
    let runs = [
        (
            "answers after 0.3 s",
            "sleep 0.3; exec \"$C\" lines",
            "5",
            0,
        ),
        ("answers at once", "exec \"$C\" lines", "5", 0),
        ("runs past the limit", "exec sleep 30", "1", 1),
    ];
    for (what, rest, limit, code) in runs {
        let folder = scratch(&format!("escape-{code}-{}", rest.len()));
        let started = Instant::now();
        let output = stress_of(&folder, &format!("{ESCAPE}{rest}"), limit, "1")
            .output()
            .unwrap();
        let wall = started.elapsed().as_secs_f64();
        let out = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(code), "{what}: {out}");
        if code == 0 {
            // The time the program took, not the 20 s the run took.
            let time = accepted_time(&out);
            let least = if rest.starts_with("sleep") { 0.3 } else { 0.0 };
            assert!((least..5.0).contains(&time), "{what}: {out}");
        } else {
            assert!(
                out.starts_with("test 1: time limit exceeded (1 s)\n"),
                "{what}: {out}"
            );
        }
        // A guard against the 20 seconds, generous for a loaded machine,
        // not a benchmark.
        assert!(wall < 10.0, "{what}: {wall:.3} s");
        let escaped = std::fs::read_to_string(folder.join("escaped")).unwrap();
        assert!(
            gone(escaped.trim()),
            "{what}: the escaped sleep {escaped} outlived the run"
        );
    }
}

/// What `run` gave when it ended, which must be within `limit`: else it
/// is killed, and the test fails rather than hangs.
fn finished_within(run: Child, limit: Duration) -> Output {
    let pid = run.id().to_string();
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(run.wait_with_output());
    });
    match receiver.recv_timeout(limit) {
        Ok(output) => output.unwrap(),
        Err(_) => {
            let _ = Command::new("kill").args(["-KILL", &pid]).status();
            panic!("stress still running after {limit:?}");
        }
    }
}

/// Waits for the file `path` to hold a pid; the pid.
fn pid_in(path: &Path) -> String {
    let started = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(path)
            && text.ends_with('\n')
        {
            return text.trim().to_string();
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no pid in {}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Starts a stress run whose first program writes its pid to `pid` and
/// waits for the file `held` before it answers, and whose later programs
/// sleep a minute; opens the first program's standard output from here,
/// out of reach of `stress`, and lets the program go on. The run and the
/// open pipe.
#[cfg(target_os = "linux")]
fn held_from_outside(folder: &Path, tests: &str) -> (Child, std::fs::File, String) {
    let script = "if [ -e first ]; then exec sleep 60; fi; touch first; echo $$ > pid; \
                  while [ ! -e held ]; do sleep 0.01; done; exec \"$C\" lines";
    let run = stress_of(folder, script, "5", tests)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = pid_in(&folder.join("pid"));
    // A second writer of the program's pipe, which no kill of stress's
    // reaches.
    let pipe = std::fs::OpenOptions::new()
        .write(true)
        .open(format!("/proc/{pid}/fd/1"))
        .unwrap();
    std::fs::write(folder.join("held"), "").unwrap();
    (run, pipe, pid)
}

/// Regression: a pipe held by what stress cannot kill kept the run until
/// it closed. Held here, by the test, it is read for the grace only.
#[cfg(target_os = "linux")]
#[test]
fn a_pipe_held_from_outside_is_read_for_the_grace_only() {
    let folder = scratch("held");
    let started = Instant::now();
    let (run, pipe, _) = held_from_outside(&folder, "1");
    let output = finished_within(run, Duration::from_secs(30));
    let wall = started.elapsed().as_secs_f64();
    drop(pipe);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(accepted_time(&out) < 5.0, "{out}");
    // Held from outside, the pipe would keep the run for ever; the time
    // limit is 5 s, and the rest a guard for a loaded machine.
    assert!(wall < GRACE + 10.0, "{wall:.3} s");
}

/// Regression: Ctrl-C while stress waited on a pipe after the program
/// ended gave exit code 0. Sent once the program has ended (while stress
/// reads what holds the pipe, or, if that is over, during the next test),
/// it ends the run with 130.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_after_the_program_ended_still_ends_with_exit_code_130() {
    let folder = scratch("held-ctrl-c");
    let (run, pipe, pid) = held_from_outside(&folder, "2");
    assert!(gone(&pid), "the first program did not end");
    let sent = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &run.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let output = finished_within(run, Duration::from_secs(30));
    drop(pipe);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(130), "{out}");
    assert!(out.ends_with(": interrupted\n"), "{out}");
    assert!(
        sent.elapsed() < Duration::from_secs(5),
        "{:?}",
        sent.elapsed()
    );
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
