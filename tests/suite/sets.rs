//! Every puzzle of the four bundled benchmark sets, solved by the library
//! and checked by the reference checker. The counts guard against a set
//! that was cut short or a reader that skips lines. The README's test
//! command builds in release mode, where all four take a few seconds.
//! The 16x16 set (`hard16.txt`) goes through the binary, checked here.

use std::path::Path;

use sudoku::grid::Grid;
use sudoku::reference;
use sudoku::{Ask, solve};

/// Solves and checks every puzzle of `testdata/<name>`; `#` lines are
/// comments. Returns how many puzzles there were.
fn solve_set(name: &str) -> usize {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut puzzles = 0;
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // A puzzle may be followed by a comment (slowest20.txt's are).
        let line = line.split('#').next().unwrap_or("").trim();
        let puzzle =
            Grid::parse(line).unwrap_or_else(|| panic!("{name}:{}: not a puzzle", index + 1));
        match solve(&puzzle, Ask::Solution).solution {
            Some(solution) => assert!(
                reference::is_valid_solution(&puzzle, &solution),
                "{name}:{}: wrong answer {solution:?}",
                index + 1
            ),
            None => panic!("{name}:{}: no solution found", index + 1),
        }
        puzzles += 1;
    }
    puzzles
}

#[test]
fn top1465_all_solved() {
    assert_eq!(solve_set("top1465.txt"), 1465);
}

#[test]
fn hardest1106_all_solved() {
    assert_eq!(solve_set("hardest1106.txt"), 375);
}

#[test]
fn seventeen_clue_all_solved() {
    assert_eq!(solve_set("17clue.txt"), 49_158);
}

#[test]
fn hardest11plus_all_solved() {
    assert_eq!(solve_set("hardest11plus.txt"), 48_765);
}

#[test]
fn the_slowest_twenty_all_solved() {
    assert_eq!(solve_set("slowest20.txt"), 20);
}

#[test]
fn hard16_all_solved_uniquely() {
    // The 16x16 benchmark set through the whole binary: each board has
    // exactly one solution, and each answer is a full board keeping the
    // givens with A to P once in every row, column and box.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/hard16.txt");
    let text = std::fs::read_to_string(&path).expect("testdata/hard16.txt");
    let rows: Vec<&str> = text
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    assert_eq!(rows.len(), 100 * 16);
    let run = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(args)
            .arg(&path)
            .output()
            .expect("the binary runs");
        assert!(output.status.success(), "{args:?}");
        String::from_utf8(output.stdout).expect("ASCII answers")
    };
    assert_eq!(run(&["--count"]), "1\n".repeat(100));
    let answers = run(&[]);
    let solved: Vec<&[u8]> = answers.lines().map(str::as_bytes).collect();
    assert_eq!(solved.len(), 100 * 16);
    for (board, (given, answer)) in rows.chunks(16).zip(solved.chunks(16)).enumerate() {
        for r in 0..16 {
            let kept = given[r]
                .bytes()
                .zip(answer[r])
                .all(|(g, &a)| g == b'-' || g == a);
            assert!(kept, "board {}, row {r}: a given changed", board + 1);
        }
        for unit in 0..48 {
            let letters: u32 = (0..16)
                .map(|k| match unit / 16 {
                    0 => answer[unit][k],
                    1 => answer[k][unit % 16],
                    _ => answer[unit % 16 / 4 * 4 + k / 4][unit % 4 * 4 + k % 4],
                })
                .fold(0, |seen, letter| seen | 1 << (letter - b'A'));
            assert_eq!(letters, 0xffff, "board {}, unit {unit}", board + 1);
        }
    }
}
