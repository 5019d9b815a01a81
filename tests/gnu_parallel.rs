//! `sudoku` as a filter under GNU parallel: `parallel --pipe --keep-order`
//! cuts a one-puzzle-a-line file on line boundaries, runs one `sudoku` per
//! piece and puts the answers back in order, which must give exactly the
//! output of one run over the whole file. Skipped, saying so, when
//! `parallel` is not installed (`.ci/run` installs it).

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn has_parallel() -> bool {
    Command::new("parallel")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// Every puzzle line of the bundled sets, with a few malformed and
/// unsolvable lines among them, several times over: about 200,000 lines.
fn big_input(path: &Path) {
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
                writeln!(file, "x{}", &line[1..]).unwrap();
            } else if i % 10007 == round {
                writeln!(file, "11{}", &line[2..]).unwrap();
            } else {
                writeln!(file, "{line}").unwrap();
            }
        }
    }
}

#[test]
fn pipe_keep_order_equals_one_run() {
    if !has_parallel() {
        eprintln!("skipped: GNU parallel is not installed (apt-get install parallel)");
        return;
    }
    let input = std::env::temp_dir().join(format!("sudoku-parallel-{}.txt", std::process::id()));
    big_input(&input);
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
        .unwrap();
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
