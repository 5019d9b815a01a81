//! The code a bundle adds to the library's modules: a preset program's
//! `main`, the LeetCode `impl Solution` blocks, and LeetCode's side of a
//! block for the dead-code check.
//!
//! THE ONE PLACE THAT NAMES THE CORE'S API (`run::run`, `run::Options`,
//! `output::Layout`, `grid::Grid`, `solve::solve`, ...): edit it when that
//! API moves. Paths are relative to the file's root, where the library's
//! top-level modules sit; `tests/suite/bundle.rs` builds and runs every bundle,
//! so a stale path here fails there.

use sudoku_core::judge::Judge;

/// The `main` of the program for `judge`: reads stdin, answers as `sudoku
/// --judge NAME` does (stdout, stderr and the exit code). The preset's
/// format, mode and layout are written out from the library's table, so
/// that the table (every preset's name and description) stays out of the
/// file: 2.7 KB of a 9x9 preset's 50,000 bytes.
pub fn program(judge: &Judge) -> String {
    let layout = judge.layout;
    let options = format!(
        "run::Options {{ format: input::FormatChoice::Named(input::Format::{:?}), \
         mode: answer::Mode::{:?}, \
         layout: Some(output::Layout {{ shape: output::Shape::{:?}, \
         separator: output::Separator::{:?}, heading: output::Heading::{:?}, \
         no_solution: {:?}, several_solutions: {:?}, unique: {:?}, yes: {:?}, no: {:?} }}), \
         empty: Vec::new() }}",
        judge.format,
        judge.mode,
        layout.shape,
        layout.separator,
        layout.heading,
        layout.no_solution,
        layout.several_solutions,
        layout.unique,
        layout.yes,
        layout.no
    );
    PROGRAM.replace("OPTIONS", &options)
}

const PROGRAM: &str = r#"
fn main() {
    use std::io::Write;
    let options = OPTIONS;
    let stdin = std::io::stdin();
    let source = run::Source {
        name: "<stdin>".to_string(),
        reader: Ok(stdin.lock()),
    };
    let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
    let code = match run::run(Some(source), &options, &mut stdout.lock(), &mut stderr.lock()) {
        Ok(summary) => summary.exit_code(),
        Err(run::Error::Write(ref error)) if error.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(error) => {
            let _ = writeln!(std::io::stderr(), "{}: {}", run::PROGRAM, error);
            2
        }
    };
    std::process::exit(i32::from(code));
}
"#;

/// LeetCode 37: solve in place. The board is valid and has one solution.
pub const LEETCODE37: &str = r#"
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut cells = [0u8; grid::CELLS];
        for (cell, &character) in cells.iter_mut().zip(board.iter().flatten()) {
            *cell = character.to_digit(10).unwrap_or(0) as u8;
        }
        let puzzle = grid::Grid { cells };
        if let Some(solution) = solve::solve(&puzzle, solve::Ask::Solution).solution {
            for (character, &digit) in board.iter_mut().flatten().zip(solution.cells.iter()) {
                *character = char::from(b'0' + digit);
            }
        }
    }
}
"#;

/// LeetCode 36: no digit repeated in a row, column or box.
pub const LEETCODE36: &str = r#"
impl Solution {
    pub fn is_valid_sudoku(board: Vec<Vec<char>>) -> bool {
        let mut cells = [0u8; grid::CELLS];
        for (cell, &character) in cells.iter_mut().zip(board.iter().flatten()) {
            *cell = character.to_digit(10).unwrap_or(0) as u8;
        }
        grid::Grid { cells }.is_consistent()
    }
}
"#;

/// For the dead-code check only: LeetCode's side of a block (the struct it
/// supplies, and a `main` that names `method`).
pub fn leetcode_harness(method: &str) -> String {
    format!("\nstruct Solution;\nfn main() {{\n    let _ = Solution::{method};\n}}\n")
}
