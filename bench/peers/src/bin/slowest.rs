//! Finds the puzzles our solver takes longest on: solves every puzzle of
//! the given sets (one 81-character puzzle a line, `#` comments) R times,
//! keeps each puzzle's fastest time (the least disturbed by the rest of
//! the machine), checks every answer, and prints the slowest K with their
//! time, guesses and source, slowest first, as lines a puzzle file can
//! hold: `PUZZLE # set:line time guesses`.
//!
//! Usage: slowest [--runs R] [--top K] SET...

use std::process::ExitCode;
use std::time::{Duration, Instant};

use sudoku::grid::Grid;
use sudoku::reference::is_valid_solution;
use sudoku::{Ask, solve};

struct Entry {
    puzzle: String,
    source: String,
    best: Duration,
    guesses: u64,
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (mut runs, mut top, mut sets) = (5usize, 20usize, Vec::new());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" | "--top" => {
                let Some(value) = args.next().and_then(|v| v.parse::<usize>().ok()) else {
                    eprintln!("slowest: {arg} needs a number");
                    return ExitCode::from(2);
                };
                if arg == "--runs" {
                    runs = value.max(1);
                } else {
                    top = value;
                }
            }
            _ => sets.push(arg),
        }
    }
    let mut entries = Vec::new();
    for path in &sets {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("slowest: {path}: {error}");
                return ExitCode::from(2);
            }
        };
        let name = path.rsplit('/').next().unwrap_or(path);
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.starts_with('#') || line.len() < 81 {
                continue;
            }
            let Some(grid) = Grid::parse(&line[..81]) else {
                eprintln!("slowest: {path}:{}: not a puzzle", number + 1);
                return ExitCode::from(2);
            };
            let mut best = Duration::MAX;
            let mut guesses = 0;
            for _ in 0..runs {
                let started = Instant::now();
                let found = solve(&grid, Ask::Solution);
                best = best.min(started.elapsed());
                guesses = found.guesses;
                let Some(solution) = found.solution else {
                    eprintln!("slowest: {path}:{}: no solution found", number + 1);
                    return ExitCode::from(1);
                };
                if !is_valid_solution(&grid, &solution) {
                    eprintln!("slowest: {path}:{}: WRONG ANSWER", number + 1);
                    return ExitCode::from(1);
                }
            }
            entries.push(Entry {
                puzzle: line[..81].to_string(),
                source: format!("{name}:{}", number + 1),
                best,
                guesses,
            });
        }
    }
    entries.sort_by_key(|entry| std::cmp::Reverse(entry.best));
    println!(
        "# The {top} slowest of {} puzzles for our solver (scripts/slowest: fastest of {runs} \
         solves each, in one process)",
        entries.len()
    );
    for entry in entries.iter().take(top) {
        println!(
            "{} # {} {:.1} us {} guesses",
            entry.puzzle,
            entry.source,
            entry.best.as_secs_f64() * 1e6,
            entry.guesses
        );
    }
    ExitCode::SUCCESS
}
