//! Every puzzle of the four bundled benchmark sets, solved by the library
//! and checked by the reference checker. The counts guard against a set
//! that was cut short or a reader that skips lines. The README's test
//! command builds in release mode, where all four take a few seconds.

use std::path::Path;

use sudoku::grid::Grid;
use sudoku::reference;
use sudoku::solver::{self, Outcome};

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
        match solver::solve(&puzzle) {
            Outcome::Solved(solution) => assert!(
                reference::is_valid_solution(&puzzle, &solution),
                "{name}:{}: wrong answer {solution:?}",
                index + 1
            ),
            Outcome::NoSolution => panic!("{name}:{}: no solution found", index + 1),
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
