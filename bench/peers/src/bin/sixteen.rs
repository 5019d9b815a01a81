//! Times our solver on 16x16 boards against a Dancing Links solver (the
//! usual judge answer, `dlx.rs`), in one process, on the same boards, and
//! checks every answer either gives.
//!
//! A set file holds boards as POJ 3076 writes them: 16 rows of 16
//! characters, `A` to `P` or `-`, blank lines between boards, `#` starting
//! a comment line. For each of R rounds each solver solves the whole set,
//! the order of the two alternating from round to round; each board's
//! time is taken with `Instant`, and its best over the rounds kept (the
//! least disturbed by the rest of the machine). Every answer is checked
//! outside the clock by `reference::is_board_solution`: every row, column and box
//! holds A to P once, and every given is kept.
//!
//! Prints, per solver, the median over rounds of boards per second, the
//! slowest board's best time and the ratio of the medians.
//!
//! Usage: sixteen [--runs R] SET...

#[path = "../dlx.rs"]
mod dlx;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use sudoku::board::Board;
use sudoku::{Ask, reference, solve};

const SIDE: usize = 16;

/// Reads the boards of a set file, or says what is wrong with it.
fn read_set(path: &str) -> Result<Vec<Board>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut boards = Vec::new();
    let mut cells = Vec::with_capacity(SIDE * SIDE);
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let row: Option<Vec<u8>> = line
            .bytes()
            .map(|b| match b {
                b'A'..=b'P' => Some(b - b'A' + 1),
                b'-' => Some(0),
                _ => None,
            })
            .collect();
        match row {
            Some(row) if row.len() == SIDE => cells.extend(row),
            _ => return Err(format!("{path}:{}: not a row of 16 cells", number + 1)),
        }
        if cells.len() == SIDE * SIDE {
            boards.push(Board::from_cells(4, &cells).expect("256 cells of 0 to 16"));
            cells.clear();
        }
    }
    if !cells.is_empty() {
        return Err(format!("{path}: the last board is cut short"));
    }
    Ok(boards)
}

#[derive(Clone, Copy)]
enum Solver {
    Ours,
    Dlx,
}

/// Solves every board once with `solver`: the time of each, or the index
/// of a board answered wrongly.
fn round(solver: Solver, boards: &[Board], dlx: &mut dlx::Dlx) -> Result<Vec<Duration>, usize> {
    let mut times = Vec::with_capacity(boards.len());
    for (index, board) in boards.iter().enumerate() {
        let mut cells = board.cells().to_vec();
        let start = Instant::now();
        let solved = match solver {
            Solver::Ours => match solve(board, Ask::Solution).solution {
                Some(solution) => {
                    cells.copy_from_slice(solution.cells());
                    true
                }
                None => false,
            },
            Solver::Dlx => dlx.solve(4, &mut cells),
        };
        times.push(start.elapsed());
        let checked =
            Board::from_cells(4, &cells).is_some_and(|s| reference::is_board_solution(board, &s));
        if !solved || !checked {
            return Err(index);
        }
    }
    Ok(times)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len() % 2 == 1 {
        values[middle]
    } else {
        (values[middle - 1] + values[middle]) / 2.0
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (mut runs, mut sets) = (5usize, Vec::new());
    while let Some(arg) = args.next() {
        if arg == "--runs" {
            match args.next().and_then(|v| v.parse::<usize>().ok()) {
                Some(value) => runs = value.max(1),
                None => {
                    eprintln!("sixteen: --runs needs a number");
                    return ExitCode::from(2);
                }
            }
        } else {
            sets.push(arg);
        }
    }
    if sets.is_empty() {
        eprintln!("usage: sixteen [--runs R] SET...");
        return ExitCode::from(2);
    }
    let mut dlx = dlx::Dlx::new();
    for path in &sets {
        let boards = match read_set(path) {
            Ok(boards) if !boards.is_empty() => boards,
            Ok(_) => {
                eprintln!("sixteen: {path}: no boards");
                return ExitCode::from(2);
            }
            Err(error) => {
                eprintln!("sixteen: {error}");
                return ExitCode::from(2);
            }
        };
        let solvers = [(Solver::Ours, "ours"), (Solver::Dlx, "dancing-links")];
        let mut rates = [Vec::new(), Vec::new()];
        let mut best = [
            vec![Duration::MAX; boards.len()],
            vec![Duration::MAX; boards.len()],
        ];
        for r in 0..runs {
            for k in 0..2 {
                let which = if r % 2 == 0 { k } else { 1 - k };
                let (solver, name) = solvers[which];
                let times = match round(solver, &boards, &mut dlx) {
                    Ok(times) => times,
                    Err(index) => {
                        eprintln!(
                            "sixteen: {path}: {name} answered board {} wrongly",
                            index + 1
                        );
                        return ExitCode::FAILURE;
                    }
                };
                let total: Duration = times.iter().sum();
                rates[which].push(boards.len() as f64 / total.as_secs_f64());
                for (kept, time) in best[which].iter_mut().zip(times) {
                    *kept = (*kept).min(time);
                }
            }
        }
        let set = path.rsplit('/').next().unwrap_or(path);
        println!(
            "{set}: {} boards, {runs} rounds, every answer checked",
            boards.len()
        );
        let medians = [median(&mut rates[0]), median(&mut rates[1])];
        for (k, (_, name)) in solvers.iter().enumerate() {
            let (slowest, index) = best[k]
                .iter()
                .enumerate()
                .map(|(i, t)| (*t, i))
                .max()
                .unwrap_or_default();
            println!(
                "  {name:14} {:10.1} boards/s   slowest board {:8.3} ms (board {})",
                medians[k],
                slowest.as_secs_f64() * 1e3,
                index + 1
            );
        }
        println!("  ratio ours/dancing-links: {:.2}", medians[0] / medians[1]);
    }
    ExitCode::SUCCESS
}
