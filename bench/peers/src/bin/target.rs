//! Times the highest-score search of Luogu P1074's target Sudoku (ours:
//! branch and bound over the fast solver, `solve(.., Ask::BestScore)`)
//! against the plain way accepted answers take (every solution looked at
//! by a bitmask search, the empty cell with the fewest digits left first:
//! `sudoku::reference::best_score`), on the same boards, one thread, and
//! checks that both give the same score.
//!
//! The boards are what the statement allows at its worst: K givens
//! (default 24, its least) taken at random from a random solution grid, so
//! each has one solution or many. For each board each search runs R times
//! (the order alternating) and its best time is kept; the table gives,
//! per search, the median, the 90th percentile and the slowest board, and
//! the ratio of the totals.
//!
//! Usage: target [--givens K] [-n N] [--runs R] [--seed S] [--skip-plain]

use std::process::ExitCode;
use std::time::{Duration, Instant};

use sudoku::RING_WEIGHTS;
use sudoku::grid::Grid;
use sudoku::random::Rng;
use sudoku::{Ask, generate, reference, solve};

/// What the command line asks for.
struct Asked {
    givens: usize,
    boards: u64,
    runs: u32,
    seed: u64,
    plain: bool,
}

fn parse() -> Result<Asked, String> {
    let mut asked = Asked {
        givens: 24,
        boards: 100,
        runs: 3,
        seed: 1074,
        plain: true,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--skip-plain" {
            asked.plain = false;
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        let number = |what: &str| {
            value
                .parse::<u64>()
                .map_err(|_| format!("{arg} takes {what}, not '{value}'"))
        };
        match arg.as_str() {
            "--givens" => asked.givens = number("a number of givens, 0 to 81")?.min(81) as usize,
            "-n" => asked.boards = number("a number of boards")?,
            "--runs" => asked.runs = number("a number of runs")?.max(1) as u32,
            "--seed" => asked.seed = number("a number")?,
            _ => return Err(format!("unknown option '{arg}'")),
        }
    }
    Ok(asked)
}

/// Board `index`: `givens` cells of a random solution grid.
fn board(asked: &Asked, index: u64) -> Grid {
    let mut rng = Rng::for_puzzle(asked.seed, index);
    let full = generate::random_grid(&mut rng);
    let mut cells: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut cells);
    let mut board = Grid::EMPTY;
    for &cell in &cells[..asked.givens] {
        board.cells[cell] = full.cells[cell];
    }
    board
}

/// The median, 90th percentile and largest of `times`, sorted in place.
fn spread(times: &mut [Duration]) -> (Duration, Duration, Duration) {
    times.sort();
    let at = |share: f64| times[((times.len() - 1) as f64 * share).round() as usize];
    (at(0.5), at(0.9), at(1.0))
}

fn main() -> ExitCode {
    let asked = match parse() {
        Ok(asked) => asked,
        Err(message) => {
            eprintln!("target: {message}");
            eprintln!("usage: target [--givens K] [-n N] [--runs R] [--seed S] [--skip-plain]");
            return ExitCode::from(2);
        }
    };
    let (mut ours, mut plain) = (Vec::new(), Vec::new());
    let mut solutions = Vec::new();
    for index in 0..asked.boards {
        let board = board(&asked, index);
        let (mut best_ours, mut best_plain) = (Duration::MAX, Duration::MAX);
        let (mut score_ours, mut score_plain) = (None, None);
        for run in 0..asked.runs {
            for plain_first in [run % 2 == 1, run % 2 == 0] {
                if plain_first {
                    if !asked.plain {
                        continue;
                    }
                    let started = Instant::now();
                    let (score, count) = reference::best_score(&board, &RING_WEIGHTS);
                    best_plain = best_plain.min(started.elapsed());
                    score_plain = Some(score);
                    solutions.push(count);
                } else {
                    let started = Instant::now();
                    let score = solve(&board, Ask::BestScore).score;
                    best_ours = best_ours.min(started.elapsed());
                    score_ours = Some(score);
                }
            }
        }
        if asked.plain && score_ours != score_plain {
            eprintln!(
                "target: board {index} scores {score_ours:?} by ours, {score_plain:?} by the plain search: {board:?}"
            );
            return ExitCode::from(1);
        }
        ours.push(best_ours);
        plain.push(best_plain);
    }
    let total = |times: &[Duration]| times.iter().sum::<Duration>();
    let (sum_ours, sum_plain) = (total(&ours), total(&plain));
    println!(
        "{} boards of {} givens, best of {} runs each",
        asked.boards, asked.givens, asked.runs
    );
    println!("| search | median | 90th percentile | slowest | all boards |");
    println!("|---|---:|---:|---:|---:|");
    let row = |name: &str, times: &mut Vec<Duration>, sum: Duration| {
        let (median, high, most) = spread(times);
        println!(
            "| {name} | {:.3} ms | {:.3} ms | {:.3} ms | {:.3} s |",
            median.as_secs_f64() * 1e3,
            high.as_secs_f64() * 1e3,
            most.as_secs_f64() * 1e3,
            sum.as_secs_f64()
        );
    };
    row("ours (branch and bound)", &mut ours, sum_ours);
    if asked.plain {
        row("every solution, bitmask search", &mut plain, sum_plain);
        solutions.sort_unstable();
        println!(
            "plain over ours, all boards: {:.1}x; solutions per board: median {}, most {}",
            sum_plain.as_secs_f64() / sum_ours.as_secs_f64(),
            solutions[solutions.len() / 2],
            solutions.last().copied().unwrap_or(0)
        );
    }
    ExitCode::SUCCESS
}
