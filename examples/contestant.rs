//! A contestant's program for the judges' problems, right or wrong in a
//! chosen way: the fixture the tests of `sudoku check` (judging an output)
//! and `sudoku stress` (running a program on generated tests) judge, and a
//! program to try them on by hand.
//!
//! ```text
//! contestant TARGET [FAULT] < input > output
//! cargo run --release --example contestant -- poj2676 given < input
//! ```
//!
//! TARGET is a judge preset (`sudoku --judge list`), or a format name,
//! answered in the format's own layout with any solution, as `sudoku
//! --format` does. It reads all of standard input in that format and
//! answers every puzzle through the library, as FAULT says (`right`
//! unless named):
//!
//! - `right`: exactly the bytes `sudoku --judge TARGET` writes;
//! - `other`: where any solution counts, another solution than ours for a
//!   puzzle with several;
//! - `given`: the first given cell of the answer holds the next value
//!   (9 to 1, or `n` to 1 on a board of `n` values);
//! - `repeat`: the puzzle's first empty cell holds the value of the cell
//!   beside it in its row, so the value repeats in that row;
//! - `none`: the no-solution answer for a puzzle that has a solution;
//! - `blank`: the right bytes with an empty line after every line (the
//!   tokens right, the layout wrong);
//! - `slow`: starts `sleep 600` as a child, writes the child's pid to the
//!   file `CONTESTANT_PID_FILE` names (when set), then sleeps 600 seconds,
//!   writing nothing;
//! - `crash`: the first case's answer, flushed, then an abort;
//! - `nothing`: reads the input, writes nothing, exits 0;
//! - `exit3`: the right bytes, then exit code 3.
//!
//! `given`, `repeat` and `none` touch only the cases whose puzzle has an
//! odd number of givens (`given` and `repeat` those answered with a grid;
//! a full puzzle has no empty cell for `repeat`, a 1x1 board no other
//! value for `given`). Where the answer is no grid, `given` and `repeat`
//! turn it around: yes for no, `Illegal.` for `Unique.` and back (UVa
//! 10957), a score one higher; and `none` answers as for no solution (no,
//! for a yes-or-no). Where the answers are summed (Project Euler 96),
//! `given` and `repeat` add one to the case's corner and `none` leaves the
//! case out. A bad command line or an input that cannot be read is one
//! line on stderr and exit code 2.

use std::io::{self, Read, Write};
use std::process::{Command, ExitCode, Stdio};
use std::time::Duration;

use sudoku::Board;
use sudoku::answer::{self, Answer, Mode};
use sudoku::check::{self, Case};
use sudoku::grid::Grid;
use sudoku::input::Format;
use sudoku::judge;
use sudoku::output::{self, Cells, Layout, Shape};
use sudoku::{Ask, Puzzle, solve};

/// The faults, `right` first (the default).
const FAULTS: &[&str] = &[
    "right", "other", "given", "repeat", "none", "blank", "slow", "crash", "nothing", "exit3",
];

const USAGE: &str = "usage: contestant TARGET [FAULT] < input, FAULT one of right, other, \
                     given, repeat, none, blank, slow, crash, nothing, exit3";

/// What the command line asks for.
#[derive(Clone, Copy, Debug)]
struct Plan {
    format: Format,
    layout: Layout,
    mode: Mode,
    /// One of [`FAULTS`].
    fault: &'static str,
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(message) => {
            let _ = writeln!(io::stderr(), "contestant: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<ExitCode, String> {
    let args = std::env::args_os()
        .skip(1)
        .map(|arg| arg.into_string().map_err(|_| USAGE.to_string()))
        .collect::<Result<Vec<String>, String>>()?;
    let plan = parse(&args)?;
    if plan.fault == "slow" {
        return slow();
    }
    let mut input = Vec::new();
    io::stdin()
        .lock()
        .read_to_end(&mut input)
        .map_err(|error| format!("cannot read standard input: {error}"))?;
    let (cases, _) =
        check::read_cases(&input, Some(plan.format)).map_err(|error| format!("<stdin>:{error}"))?;
    if plan.fault == "nothing" {
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = Vec::new();
    let mut corners = 0;
    for (index, case) in cases.iter().enumerate() {
        corners += write_case(&mut out, &plan, index as u64, case);
        if plan.fault == "crash" {
            break;
        }
    }
    output::write_end(&mut out, &plan.layout, corners);
    if plan.fault == "blank" {
        let lines = out.split_inclusive(|&byte| byte == b'\n');
        out = lines
            .flat_map(|line| [line, b"\n"])
            .collect::<Vec<_>>()
            .concat();
    }
    write_stdout(&out)?;
    match plan.fault {
        "crash" => std::process::abort(),
        "exit3" => Ok(ExitCode::from(3)),
        _ => Ok(ExitCode::SUCCESS),
    }
}

/// The plan `args` (the command line after the program's name) ask for.
fn parse(args: &[String]) -> Result<Plan, String> {
    let (target, fault) = match args {
        [target] => (target, "right"),
        [target, fault] => (target, fault.as_str()),
        _ => return Err(USAGE.to_string()),
    };
    let fault = *FAULTS
        .iter()
        .find(|&&name| name == fault)
        .ok_or_else(|| format!("unknown fault '{fault}'; {USAGE}"))?;
    let (format, layout, mode) = if let Some(judge) = judge::find(target) {
        (judge.format, judge.layout, judge.mode)
    } else if let Some(format) = Format::from_name(target) {
        (format, Layout::of(format), Mode::Solve)
    } else {
        return Err(format!(
            "unknown target '{target}': not a judge (sudoku --judge list) or a format; {USAGE}"
        ));
    };
    Ok(Plan {
        format,
        layout,
        mode,
        fault,
    })
}

/// Writes all of `bytes` to stdout. A reader gone away (a broken pipe) is
/// not reported: there is no one left to read the answers.
fn write_stdout(bytes: &[u8]) -> Result<(), String> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write output: {error}"))
        }
        _ => Ok(()),
    }
}

/// The `slow` fault: a child that a time limit must kill with its parent's
/// process group, its pid where the tests can find it. The child's standard
/// streams are not ours, so a runner that kills only this process fails the
/// tests' check of the pid rather than hanging on an open pipe. Standard
/// input is drained, so that a runner writing a test never blocks on it.
fn slow() -> Result<ExitCode, String> {
    let mut child = Command::new("sleep")
        .arg("600")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|error| format!("cannot start 'sleep 600': {error}"))?;
    if let Some(path) = std::env::var_os("CONTESTANT_PID_FILE")
        && let Err(error) = std::fs::write(&path, child.id().to_string())
    {
        let _ = child.kill();
        let _ = child.wait();
        return Err(format!("cannot write {}: {error}", path.to_string_lossy()));
    }
    let _ = io::copy(&mut io::stdin().lock(), &mut io::sink());
    std::thread::sleep(Duration::from_secs(600));
    Ok(ExitCode::SUCCESS)
}

/// Appends the answer to `case`, `index` cases having come before it;
/// returns what it adds to a sum of corners.
fn write_case(out: &mut Vec<u8>, plan: &Plan, index: u64, case: &Case) -> u64 {
    let (label, case) = case.unlabelled();
    match case {
        Case::Grid(grid) => write_puzzle(out, plan, index, label, grid),
        Case::Board(board) => write_puzzle(out, plan, index, label, &**board),
        Case::Invalid | Case::Labelled(..) => {
            output::write_invalid(out, &plan.layout, index);
            0
        }
    }
}

/// What the faults need of a puzzle, grid or board alike: its cells.
trait Values: Puzzle + Cells {
    /// The cells in reading order, 0 for an empty one.
    fn values(&self) -> &[u8];
    fn values_mut(&mut self) -> &mut [u8];
    /// Cells a side, which is also the number of values.
    fn side(&self) -> usize;
}

impl Values for Grid {
    fn values(&self) -> &[u8] {
        &self.cells
    }
    fn values_mut(&mut self) -> &mut [u8] {
        &mut self.cells
    }
    fn side(&self) -> usize {
        9
    }
}

impl Values for Board {
    fn values(&self) -> &[u8] {
        self.cells()
    }
    fn values_mut(&mut self) -> &mut [u8] {
        self.cells_mut()
    }
    fn side(&self) -> usize {
        Board::side(self)
    }
}

/// Appends the answer to `puzzle`, labelled `label`, right or as the
/// plan's fault spoils it; returns what it adds to a sum of corners.
fn write_puzzle<P: Values>(
    out: &mut Vec<u8>,
    plan: &Plan,
    index: u64,
    label: &[u8],
    puzzle: &P,
) -> u64 {
    let (mut answer, _) = answer::answer(plan.mode, puzzle);
    // Which cases a fault spoils (an odd number of givens) is a property of
    // the puzzle alone, not of its place in the input, so that a failing
    // case still fails when `sudoku stress` shrinks a test to fewer cases.
    let odd = puzzle.values().iter().filter(|&&value| value != 0).count() % 2 == 1;
    let side = puzzle.side();
    let grid = match &mut answer {
        Answer::Solved(grid)
        | Answer::Exact {
            solution: Some(grid),
            ..
        } => Some(grid),
        _ => None,
    };
    let summed = plan.layout.shape == Shape::Corner;
    let mut corner = grid.as_ref().map_or(0, |grid| grid.corner());
    if summed && odd {
        match plan.fault {
            "given" | "repeat" => corner += 1,
            "none" => corner = 0,
            _ => {}
        }
        output::write_answer(out, &plan.layout, index, label, &answer);
        return corner;
    }
    let any_solution = matches!(plan.mode, Mode::Solve | Mode::Complete);
    match (plan.fault, grid) {
        ("other", Some(ours)) if any_solution && !summed => {
            if let Some(theirs) = another_solution(puzzle, ours) {
                *ours = theirs;
            }
        }
        ("given", Some(grid)) if odd => {
            if let Some(cell) = puzzle.values().iter().position(|&value| value != 0) {
                let value = &mut grid.values_mut()[cell];
                *value = *value % side as u8 + 1;
            }
        }
        ("repeat", Some(grid)) if odd && side > 1 => {
            if let Some(cell) = puzzle.values().iter().position(|&value| value == 0) {
                // The cell beside it in its row: a solution's row holds
                // each value once, so the copied value is not the right one.
                let beside = if cell % side + 1 < side {
                    cell + 1
                } else {
                    cell - 1
                };
                let values = grid.values_mut();
                values[cell] = values[beside];
            }
        }
        ("given" | "repeat", None) if odd => answer = turned(answer),
        ("none", _) if odd => answer = as_if_none(answer),
        _ => {}
    }
    output::write_answer(out, &plan.layout, index, label, &answer);
    corner
}

/// An answer that is no grid turned around: yes for no, a rule broken for
/// one solution and back, a score one higher; others as they are.
fn turned<P>(answer: Answer<P>) -> Answer<P> {
    match answer {
        Answer::Valid(valid) => Answer::Valid(!valid),
        Answer::Unique => Answer::Broken,
        Answer::Broken => Answer::Unique,
        Answer::Score(score) => Answer::Score(score + 1),
        other => other,
    }
}

/// `answer` as it would be for a puzzle without a solution.
fn as_if_none<P>(answer: Answer<P>) -> Answer<P> {
    match answer {
        Answer::Solved(_)
        | Answer::SeveralSolutions
        | Answer::Unique
        | Answer::Broken
        | Answer::Score(_) => Answer::NoSolution,
        Answer::Valid(_) => Answer::Valid(false),
        Answer::Count(_) => Answer::Count(0),
        Answer::Exact { .. } => Answer::Exact {
            count: 0,
            solution: None,
        },
        other => other,
    }
}

/// A solution of `puzzle` other than `ours`, when it has several. With
/// `ours`' values on its first k empty cells, for the largest k that
/// leaves several solutions (found by halving), every other solution has
/// another value on the next empty cell; each other value there is tried
/// until one solves. This holds whatever order the solver tries values in.
fn another_solution<P: Values>(puzzle: &P, ours: &P) -> Option<P> {
    let several = |grid: &P| solve(grid, Ask::Count(2)).count >= 2;
    if !several(puzzle) {
        return None;
    }
    let empty: Vec<usize> = (0..puzzle.values().len())
        .filter(|&cell| puzzle.values()[cell] == 0)
        .collect();
    let with_ours = |k: usize| {
        let mut grid = *puzzle;
        for &cell in &empty[..k] {
            grid.values_mut()[cell] = ours.values()[cell];
        }
        grid
    };
    // Several solutions with `low` cells of ours, one (ours) with `high`.
    let (mut low, mut high) = (0, empty.len());
    while high - low > 1 {
        let middle = (low + high) / 2;
        if several(&with_ours(middle)) {
            low = middle;
        } else {
            high = middle;
        }
    }
    let (base, cell) = (with_ours(low), empty[low]);
    (1..=puzzle.side() as u8)
        .filter(|&value| value != ours.values()[cell])
        .find_map(|value| {
            let mut grid = base;
            grid.values_mut()[cell] = value;
            solve(&grid, Ask::Solution).solution
        })
}
