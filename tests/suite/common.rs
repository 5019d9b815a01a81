//! What the tests that run the real `sudoku` share.

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The path of `name` in `testdata/`, as a string for an argument.
pub fn testdata(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// Runs the binary from the crate root with `args`, feeding `stdin` from a
/// thread (so a large input cannot deadlock the pipes); returns stdout,
/// stderr and the exit code.
pub fn run(args: &[&str], stdin: &[u8]) -> (Vec<u8>, Vec<u8>, i32) {
    run_program(env!("CARGO_BIN_EXE_sudoku").as_ref(), args, stdin)
}

/// [`run`] for another program (a compiled judge submission, say).
pub fn run_program(program: &Path, args: &[&str], stdin: &[u8]) -> (Vec<u8>, Vec<u8>, i32) {
    let (stdout, stderr, code) = run_program_any(program, args, stdin);
    let code = code.unwrap_or_else(|| panic!("{} was killed by a signal", program.display()));
    (stdout, stderr, code)
}

/// [`run_program`] for a program that may be killed by a signal: its exit
/// code is then `None`.
pub fn run_program_any(
    program: &Path,
    args: &[&str],
    stdin: &[u8],
) -> (Vec<u8>, Vec<u8>, Option<i32>) {
    let (child, feeder) = spawn_fed(program, args, stdin);
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("running {}: {e}", program.display()));
    feeder.join().unwrap();
    (output.stdout, output.stderr, output.status.code())
}

/// Starts `program` with `args` from the crate root, its output piped,
/// and a thread feeding it `stdin` (so a large input cannot deadlock the
/// pipes).
fn spawn_fed(program: &Path, args: &[&str], stdin: &[u8]) -> (Child, JoinHandle<()>) {
    let mut child = Command::new(program)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("starting {}: {e}", program.display()));
    let mut pipe = child.stdin.take().unwrap();
    let input = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    (child, feeder)
}

/// How long a judge submission may take on one test input before a test
/// calls it hung: a guard, far above the binary's time on any of them
/// (the slowest, a benchmark set under an unoptimised build, takes a few
/// seconds), not a benchmark.
pub const HANG: Duration = Duration::from_secs(60);

/// [`run_program`] with a guard against a hang: a program still running
/// after `limit` is killed, and the test fails saying so.
pub fn run_program_within(
    program: &Path,
    args: &[&str],
    stdin: &[u8],
    limit: Duration,
) -> (Vec<u8>, Vec<u8>, i32) {
    let (mut child, feeder) = spawn_fed(program, args, stdin);
    let stdout = drain(child.stdout.take().unwrap());
    let stderr = drain(child.stderr.take().unwrap());
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "{} still running after {} s: killed",
                    program.display(),
                    limit.as_secs()
                );
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => panic!("waiting for {}: {e}", program.display()),
        }
    };
    feeder.join().unwrap();
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    let code = status
        .code()
        .unwrap_or_else(|| panic!("{} was killed by a signal", program.display()));
    (stdout, stderr, code)
}

/// Reads `pipe` to its end on a thread of its own, so that a child that
/// fills one pipe never waits on a reader busy with the other: the bytes,
/// when joined.
pub fn drain(mut pipe: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

/// [`run`] with stdout and stderr as text (invalid UTF-8 replaced).
pub fn run_text(args: &[&str], stdin: &[u8]) -> (String, String, i32) {
    let (out, err, code) = run(args, stdin);
    (
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
        code,
    )
}

/// `sudoku ARGS` run by a shell with `redirect` after them (closing or
/// reopening a descriptor before the binary runs): exit code, stdout,
/// stderr.
pub fn redirected(args: &[&str], redirect: &str) -> (i32, String, String) {
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
    (
        output.status.code().unwrap(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// Every puzzle line of the bundled sets, with a few malformed and
/// unsolvable lines among them, several times over: about 200,000 lines,
/// written to `path`.
pub fn big_input(path: &Path) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut lines = Vec::new();
    for set in ["17clue.txt", "top1465.txt", "hardest1106.txt"] {
        let text = std::fs::read_to_string(root.join(set)).unwrap();
        lines.extend(
            text.lines()
                .filter(|line| !line.starts_with('#'))
                .map(str::to_string),
        );
    }
    let mut file = File::create(path).unwrap();
    for round in 0..4 {
        for (i, line) in lines.iter().enumerate() {
            if i % 9973 == round {
                // A bad cell: an `invalid` line in its place.
                writeln!(file, "y{}", &line[1..]).unwrap();
            } else if i % 10007 == round {
                writeln!(file, "11{}", &line[2..]).unwrap();
            } else {
                writeln!(file, "{line}").unwrap();
            }
        }
    }
}

/// Fails the test unless `command` (a program and its arguments) runs and
/// succeeds: the tool `what` is missing, and `install` says how to get
/// it. For the tests that need a tool Rust does not bring, always
/// ignored, so that `cargo test --release -- --ignored` fails where the
/// tool is missing rather than passing without running.
#[track_caller]
pub fn require_tool(what: &str, command: &[&str], install: &str) {
    let (program, args) = command.split_first().expect("a program");
    let found = Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    let typed: Vec<String> = command
        .iter()
        .map(|word| match word.contains(' ') {
            true => format!("'{word}'"),
            false => word.to_string(),
        })
        .collect();
    assert!(
        found,
        "this test needs {what}, which was not found (`{}` did not run): {install}",
        typed.join(" ")
    );
}
