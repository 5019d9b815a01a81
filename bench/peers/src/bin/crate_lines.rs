//! The `sudoku` crate as a whole program, for whole-process timing beside
//! our binary (`scripts/bench --peers`): reads a file of one-line puzzles
//! (`#` comment lines and blank lines skipped), solves each with
//! `Sudoku::some_solution`, and writes one 81-digit line per puzzle, or
//! `no solution`, as our binary does.
//!
//! Written to be fair to the crate: the file is read at once, lines are
//! cut with `split`, the crate's own line parser reads each puzzle (with
//! its fast path), and answers go to one buffer written at the end. A
//! line the crate cannot parse stops the program with an error.
//!
//! Usage: crate_lines FILE

use std::io::Write;
use std::process::ExitCode;

use sudoku_crate::Sudoku;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: crate_lines FILE");
        return ExitCode::from(2);
    };
    let input = match std::fs::read(&path) {
        Ok(input) => input,
        Err(error) => {
            eprintln!("crate_lines: {path}: {error}");
            return ExitCode::from(2);
        }
    };
    let mut out = Vec::with_capacity(input.len());
    for (number, line) in input.split(|&byte| byte == b'\n').enumerate() {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() || line[0] == b'#' {
            continue;
        }
        let Ok(text) = std::str::from_utf8(line) else {
            eprintln!("crate_lines: {path}:{}: not UTF-8", number + 1);
            return ExitCode::from(2);
        };
        let sudoku = match Sudoku::from_str_line(text) {
            Ok(sudoku) => sudoku,
            Err(error) => {
                eprintln!("crate_lines: {path}:{}: {error}", number + 1);
                return ExitCode::from(2);
            }
        };
        match sudoku.some_solution() {
            Some(solution) => {
                out.extend(solution.to_bytes().iter().map(|&digit| b'0' + digit));
                out.push(b'\n');
            }
            None => out.extend_from_slice(b"no solution\n"),
        }
    }
    if std::io::stdout().lock().write_all(&out).is_err() {
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}
