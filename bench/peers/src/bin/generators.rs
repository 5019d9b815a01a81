//! Times our puzzle generator against the `sudoku` crate's in one process:
//! both make minimal puzzles with one solution from a random grid, with no
//! symmetry asked for (`Sudoku::generate_with_symmetry(Symmetry::None)`).
//! Rounds alternate between the two; each round makes N puzzles with one
//! thread. Outside the clock every puzzle of both is checked to have
//! exactly one solution (our counting solver), and the first 100 of each
//! round to be minimal (every given needed) and to count the same under
//! our reference solver.
//!
//! Usage: generators [--runs R] [-n N]

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use sudoku::generate::{self, Request};
use sudoku::grid::Grid;
use sudoku::{Ask, reference, solve};
use sudoku_crate::Symmetry;

/// A puzzle is proper: one solution; when `minimal` is asked, no given
/// can go.
fn check(puzzle: &Grid, deep: bool) -> Result<(), String> {
    if solve(puzzle, Ask::Count(2)).count != 1 {
        return Err(format!("not exactly one solution: {puzzle:?}"));
    }
    if deep {
        if reference::count(puzzle, 2) != 1 {
            return Err(format!("the reference disagrees: {puzzle:?}"));
        }
        for cell in 0..81 {
            if puzzle.cells[cell] != 0 {
                let mut less = *puzzle;
                less.cells[cell] = 0;
                if solve(&less, Ask::Count(2)).count != 2 {
                    return Err(format!("not minimal (cell {cell}): {puzzle:?}"));
                }
            }
        }
    }
    Ok(())
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (mut runs, mut count) = (5usize, 2000u64);
    while let Some(arg) = args.next() {
        let value = args.next().and_then(|v| v.parse::<u64>().ok());
        match (arg.as_str(), value) {
            ("--runs", Some(v)) if v > 0 => runs = v as usize,
            ("-n", Some(v)) if v > 0 => count = v,
            _ => {
                eprintln!("usage: generators [--runs R] [-n N]");
                return ExitCode::from(2);
            }
        }
    }
    let (mut ours, mut peer) = (Vec::new(), Vec::new());
    for round in 0..runs {
        for first in [round % 2 == 0, round % 2 == 1] {
            if first {
                let request = Request {
                    seed: round as u64,
                    clues: None,
                    hard: false,
                    size: 9,
                    filled: false,
                };
                let started = Instant::now();
                let puzzles: Vec<Grid> = (0..count)
                    .map(|index| black_box(generate::puzzle(&request, index)))
                    .collect();
                ours.push(count as f64 / started.elapsed().as_secs_f64());
                for (k, puzzle) in puzzles.iter().enumerate() {
                    if let Err(error) = check(puzzle, k < 100) {
                        eprintln!("generators: ours: {error}");
                        return ExitCode::from(1);
                    }
                }
            } else {
                let started = Instant::now();
                let puzzles: Vec<sudoku_crate::Sudoku> = (0..count)
                    .map(|_| {
                        black_box(sudoku_crate::Sudoku::generate_with_symmetry(Symmetry::None))
                    })
                    .collect();
                peer.push(count as f64 / started.elapsed().as_secs_f64());
                for (k, puzzle) in puzzles.iter().enumerate() {
                    let grid = Grid::from_cells(&puzzle.to_bytes()).expect("81 cells");
                    if let Err(error) = check(&grid, k < 100) {
                        eprintln!("generators: sudoku crate: {error}");
                        return ExitCode::from(1);
                    }
                }
            }
        }
    }
    let (ours, peer) = (median(&mut ours), median(&mut peer));
    println!("generator            puzzles/s (median of {runs} rounds of {count})");
    println!("ours                 {ours:>10.0}");
    println!("sudoku-crate         {peer:>10.0}");
    println!("ours/peer            {:>10.2}", ours / peer);
    ExitCode::SUCCESS
}
