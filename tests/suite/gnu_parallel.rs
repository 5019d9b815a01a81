//! `sudoku` as a filter under GNU parallel: `parallel --pipe --keep-order`
//! cuts a one-puzzle-a-line file on line boundaries, runs one `sudoku` per
//! piece and puts the answers back in order, which must give exactly the
//! output of one run over the whole file. Ignored, with its reason, where
//! the build found no `parallel` (`build.rs`); `.ci/run` installs it and
//! runs the ignored tests, where it must pass.

use std::fs::File;
use std::process::Command;

use crate::common;

#[test]
#[cfg_attr(
    not(gnu_parallel),
    ignore = "GNU parallel is not installed (apt-get install parallel, then cargo clean -p sudoku)"
)]
fn pipe_keep_order_equals_one_run() {
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
