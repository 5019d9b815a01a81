//! What the test binaries that run the real `sudoku` share.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary from the crate root with `args`, feeding `stdin` from a
/// thread (so a large input cannot deadlock the pipes); returns stdout,
/// stderr and the exit code.
pub fn run(args: &[&str], stdin: &[u8]) -> (Vec<u8>, Vec<u8>, i32) {
    run_program(env!("CARGO_BIN_EXE_sudoku").as_ref(), args, stdin)
}

/// [`run`] for another program (a compiled judge submission, say).
pub fn run_program(
    program: &std::path::Path,
    args: &[&str],
    stdin: &[u8],
) -> (Vec<u8>, Vec<u8>, i32) {
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
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("running {}: {e}", program.display()));
    feeder.join().unwrap();
    let code = output
        .status
        .code()
        .unwrap_or_else(|| panic!("{} was killed by a signal", program.display()));
    (output.stdout, output.stderr, code)
}

/// [`run`] with stdout and stderr as text (invalid UTF-8 replaced).
#[allow(dead_code)] // Not every test binary reads text.
pub fn run_text(args: &[&str], stdin: &[u8]) -> (String, String, i32) {
    let (out, err, code) = run(args, stdin);
    (
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
        code,
    )
}
