//! `sudoku` as a filter under GNU parallel: `parallel --pipe --keep-order`
//! cuts a one-puzzle-a-line file on line boundaries, runs one `sudoku` per
//! piece and puts the answers back in order, which must give exactly the
//! output of one run over the whole file. Always ignored, since it needs
//! GNU parallel; asked for (`cargo test --release -- --ignored`, as
//! `.ci/run` does after installing it), it fails where `parallel` is
//! missing.

use std::fs::File;
use std::process::Command;

use crate::common;

#[test]
#[ignore = "needs GNU parallel (apt-get install parallel); .ci/run installs it and runs it (cargo test --release -- --ignored)"]
fn pipe_keep_order_equals_one_run() {
    common::require_tool(
        "GNU parallel",
        &["parallel", "--version"],
        "apt-get install parallel",
    );
    let input = std::env::temp_dir().join(format!("sudoku-parallel-{}.txt", std::process::id()));
    common::big_input(&input);
    let binary = env!("CARGO_BIN_EXE_sudoku");
    let whole = Command::new(binary).arg(&input).output().unwrap();
    let pieces = Command::new("parallel")
        .args([
            "--will-cite",
            "--pipe",
            "--keep-order",
            "--block",
            "1M",
            "-j",
            "2",
            binary,
        ])
        .stdin(File::open(&input).unwrap())
        .output()
        .expect("running GNU parallel");
    let _ = std::fs::remove_file(&input);
    let lines = whole.stdout.split(|&b| b == b'\n').count() - 1;
    assert!(lines > 190_000, "{lines} answers");
    assert!(
        pieces.stdout == whole.stdout,
        "parallel --pipe --keep-order gave {} bytes, one run {}",
        pieces.stdout.len(),
        whole.stdout.len()
    );
    // Both runs met malformed lines: exit code 2 from sudoku, and from
    // parallel the number of pieces that failed.
    assert_eq!(whole.status.code(), Some(2));
    assert_ne!(pieces.status.code(), Some(0));
}
