//! Times our solver core against the `sudoku` crate (version 0.8,
//! emerentius' Rust port of JCZsolve) in one process, on the same puzzles,
//! and checks every answer either gives.
//!
//! For each set file (one 81-character puzzle a line, `.` or `0` for an empty
//! cell, `#` starting a comment line) it parses every puzzle up front, into
//! each solver's own type. Then, for each of R rounds, it solves the whole
//! set with each solver, timing the loop by the process's CPU clock (wall
//! time where there is none), so that other work on a shared machine does
//! not lengthen it; the order of the two
//! alternates from round to round, so neither always runs on a cold or a warm
//! cache. After each timed loop, outside the clock, every answer is checked
//! with our `reference::is_valid_solution`: a wrong answer, or "no solution"
//! for a set of solvable puzzles, stops the run with the puzzle's line.
//!
//! With `--count` each solver counts every puzzle's solutions up to two
//! instead (ours `solve(.., Ask::Count(2))`, the crate's `solutions_count_up_to`):
//! what a uniqueness check costs. The two counts must agree for every puzzle,
//! and be at least one, or the run stops.
//!
//! It prints one table row per set (median puzzles per second of each solver
//! and their ratio) and can append the medians to a CSV file. Parsing the
//! command line, reading the files and printing are all here: the solvers
//! are the two crates'.

use std::fmt;
use std::fs;
use std::hint::black_box;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use sudoku::grid::Grid;
use sudoku::reference::is_valid_solution;
use sudoku::{Ask, solve};

const PROGRAM: &str = "peers";

const USAGE: &str = "usage: peers [--runs N] [--count] [--csv FILE] SET.txt...

Solves every puzzle of each set with our solver and with the `sudoku` crate,
R rounds each (--runs, default 5), checks every answer, and prints the median
puzzles per second of each. --count counts each puzzle's solutions up to two
instead; the two solvers' counts must agree. --csv appends
`set,solver,median_pps` rows.";

/// The solvers compared, in the order of the table's columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Solver {
    /// `sudoku::solve(.., Ask::Solution)`, this repository's.
    Ours,
    /// `sudoku_crate::Sudoku::some_solution`: any one solution, like ours,
    /// rather than `solution`, which also searches for a second one.
    Peer,
}

impl Solver {
    /// The name in the table header and the CSV file.
    fn name(self) -> &'static str {
        match self {
            Solver::Ours => "ours",
            Solver::Peer => "sudoku-crate",
        }
    }
}

/// What the command line asks for.
struct Options {
    runs: usize,
    /// Count solutions up to two instead of solving.
    count: bool,
    csv: Option<String>,
    sets: Vec<String>,
}

/// One set file, parsed once for both solvers.
struct Set {
    /// The path as given, for error messages.
    path: String,
    /// The file name, without its directory, for the table.
    name: String,
    /// The puzzles in our type.
    puzzles: Vec<Grid>,
    /// The same puzzles in the peer's type, converted before any timing.
    peer_puzzles: Vec<sudoku_crate::Sudoku>,
    /// The line of each puzzle in the file, for error messages.
    lines: Vec<usize>,
}

/// Why a run stopped.
#[derive(Debug)]
enum Error {
    Usage(String),
    Read {
        path: String,
        error: io::Error,
    },
    Parse {
        path: String,
        line: usize,
        found: String,
    },
    /// A solver gave an invalid grid, or none, for a puzzle that has one.
    Wrong {
        path: String,
        line: usize,
        solver: Solver,
        answer: Option<Grid>,
    },
    /// Counting, the two solvers disagree, or both found no solution.
    Count {
        path: String,
        line: usize,
        ours: u32,
        peer: u32,
    },
    Csv {
        path: String,
        error: io::Error,
    },
    Output(io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => write!(f, "{message} (see --help)"),
            Error::Read { path, error } => write!(f, "{path}: {error}"),
            Error::Parse { path, line, found } => write!(
                f,
                "{path}:{line}: expected 81 cells of '1'-'9', '.' or '0', found {found:?}"
            ),
            Error::Wrong {
                path,
                line,
                solver,
                answer,
            } => {
                let solver = solver.name();
                match answer {
                    Some(grid) => {
                        write!(f, "{path}:{line}: WRONG ANSWER from {solver}: {grid:?}")
                    }
                    None => write!(
                        f,
                        "{path}:{line}: {solver} found no solution \
                         (every puzzle of a benchmark set must have one)"
                    ),
                }
            }
            Error::Count {
                path,
                line,
                ours,
                peer,
            } => write!(
                f,
                "{path}:{line}: WRONG COUNT: ours {ours}, sudoku-crate {peer} \
                 (they must agree, and every puzzle of a benchmark set must have a solution)"
            ),
            Error::Csv { path, error } => write!(f, "{path}: {error}"),
            Error::Output(error) => write!(f, "writing the table: {error}"),
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::Output(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{PROGRAM}: {error}");
            // As the product: 1 for a wrong answer, 2 for anything else.
            let wrong = matches!(error, Error::Wrong { .. } | Error::Count { .. });
            ExitCode::from(if wrong { 1 } else { 2 })
        }
    }
}

fn run() -> Result<(), Error> {
    let Some(options) = parse_args(std::env::args().skip(1))? else {
        println!("{USAGE}");
        return Ok(());
    };
    // Every file is read before any timing, so that a bad one late in the
    // list does not stop a long run halfway.
    let sets = options
        .sets
        .iter()
        .map(|path| read_set(path))
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{:<20} {:>8} {:>12} {:>18} {:>10}",
        "set",
        "puzzles",
        format!("{} p/s", Solver::Ours.name()),
        format!("{} p/s", Solver::Peer.name()),
        "ours/peer"
    )
    .map_err(Error::Output)?;
    for set in &sets {
        let rates = if options.count {
            measure_counting(set, options.runs)?
        } else {
            measure(set, options.runs)?
        };
        let [ours, peer] = rates.map(|rates| median(&rates));
        writeln!(
            out,
            "{:<20} {:>8} {:>12.0} {:>18.0} {:>10.2}",
            set.name,
            set.puzzles.len(),
            ours,
            peer,
            ours / peer
        )
        .and_then(|()| out.flush())
        .map_err(Error::Output)?;
        if let Some(csv) = &options.csv {
            append_csv(
                csv,
                &set.name,
                &[(Solver::Ours, ours), (Solver::Peer, peer)],
            )?;
        }
    }
    Ok(())
}

/// Reads the options; `None` when help was asked for.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Options>, Error> {
    let mut options = Options {
        runs: 5,
        count: false,
        csv: None,
        sets: Vec::new(),
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--runs" => {
                let value = args.next().unwrap_or_default();
                options.runs = match value.parse() {
                    Ok(runs) if runs > 0 => runs,
                    _ => {
                        return Err(Error::Usage(format!(
                            "--runs needs a whole number above 0, found {value:?}"
                        )));
                    }
                };
            }
            "--count" => options.count = true,
            "--csv" => match args.next() {
                Some(path) => options.csv = Some(path),
                None => return Err(Error::Usage("--csv needs a file name".into())),
            },
            _ if arg.starts_with('-') => {
                return Err(Error::Usage(format!("unknown option {arg:?}")));
            }
            _ => options.sets.push(arg),
        }
    }
    if options.sets.is_empty() {
        return Err(Error::Usage("no set files given".into()));
    }
    Ok(Some(options))
}

/// Reads a set file: the first word of each line that is neither blank nor a
/// `#` comment is a puzzle.
fn read_set(path: &str) -> Result<Set, Error> {
    let text = fs::read_to_string(path).map_err(|error| Error::Read {
        path: path.into(),
        error,
    })?;
    let name = Path::new(path)
        .file_name()
        .map_or(path.into(), |name| name.to_string_lossy().into_owned());
    let mut set = Set {
        path: path.into(),
        name,
        puzzles: Vec::new(),
        peer_puzzles: Vec::new(),
        lines: Vec::new(),
    };
    for (index, line) in text.lines().enumerate() {
        let Some(word) = line.split_whitespace().next() else {
            continue;
        };
        if word.starts_with('#') {
            continue;
        }
        let parse_error = || Error::Parse {
            path: path.into(),
            line: index + 1,
            found: word.into(),
        };
        let puzzle = Grid::parse(word).ok_or_else(parse_error)?;
        // Our parser has already checked every value, so this cannot fail.
        let peer = sudoku_crate::Sudoku::from_bytes(puzzle.cells).map_err(|_| parse_error())?;
        set.puzzles.push(puzzle);
        set.peer_puzzles.push(peer);
        set.lines.push(index + 1);
    }
    Ok(set)
}

/// Puzzles per second of each solver over the whole set, one figure a
/// round, in [`Solver`] order; every round's answers are checked.
///
/// Round `r` runs ours first when `r` is even and the peer first when it is
/// odd, so drift on a shared machine and cache warmth fall on both alike.
fn measure(set: &Set, runs: usize) -> Result<[Vec<f64>; 2], Error> {
    let mut rates = [Vec::with_capacity(runs), Vec::with_capacity(runs)];
    let mut answers = vec![None; set.puzzles.len()];
    for round in 0..runs {
        for solver in order(round) {
            let seconds = match solver {
                Solver::Ours => time_ours(&set.puzzles, &mut answers),
                Solver::Peer => time_peer(&set.peer_puzzles, &mut answers),
            };
            check(set, solver, &answers)?;
            rates[solver as usize].push(set.puzzles.len() as f64 / seconds);
        }
    }
    Ok(rates)
}

/// The order of the two solvers in round `round`: ours first in even
/// rounds, the peer first in odd ones.
fn order(round: usize) -> [Solver; 2] {
    if round.is_multiple_of(2) {
        [Solver::Ours, Solver::Peer]
    } else {
        [Solver::Peer, Solver::Ours]
    }
}

/// As [`measure`], counting each puzzle's solutions up to two; after every
/// round of the second solver the two counts must agree, puzzle by puzzle.
fn measure_counting(set: &Set, runs: usize) -> Result<[Vec<f64>; 2], Error> {
    let mut rates = [Vec::with_capacity(runs), Vec::with_capacity(runs)];
    let mut counts = [vec![0; set.puzzles.len()], vec![0; set.puzzles.len()]];
    for round in 0..runs {
        for solver in order(round) {
            let answers = &mut counts[solver as usize];
            answers.fill(0);
            let start = cpu_seconds();
            match solver {
                Solver::Ours => {
                    for (puzzle, count) in set.puzzles.iter().zip(answers.iter_mut()) {
                        *count = solve(black_box(puzzle), Ask::Count(2)).count;
                    }
                }
                Solver::Peer => {
                    for (puzzle, count) in set.peer_puzzles.iter().zip(answers.iter_mut()) {
                        *count = black_box(*puzzle).solutions_count_up_to(2) as u32;
                    }
                }
            }
            black_box(&mut *answers);
            let seconds = cpu_seconds() - start;
            rates[solver as usize].push(set.puzzles.len() as f64 / seconds);
        }
        let [ours, peer] = &counts;
        if let Some(index) = (0..ours.len()).find(|&i| ours[i] != peer[i] || ours[i] == 0) {
            return Err(Error::Count {
                path: set.path.clone(),
                line: set.lines[index],
                ours: ours[index],
                peer: peer[index],
            });
        }
    }
    Ok(rates)
}

/// Seconds of CPU time this process has used (it runs one thread), read
/// from `CLOCK_PROCESS_CPUTIME_ID`, to the nanosecond.
#[cfg(target_os = "linux")]
fn cpu_seconds() -> f64 {
    /// `struct timespec` on 64-bit Linux.
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    /// Linux's `CLOCK_PROCESS_CPUTIME_ID`.
    const PROCESS_CPU: i32 = 2;
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is a valid timespec for the call to fill.
    let result = unsafe { clock_gettime(PROCESS_CPU, &mut time) };
    assert_eq!(result, 0, "clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
    time.seconds as f64 + time.nanoseconds as f64 * 1e-9
}

/// Elsewhere, wall time since the first call.
#[cfg(not(target_os = "linux"))]
fn cpu_seconds() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64()
}

/// Solves every puzzle with our solver into `answers` (`None`: no solution
/// found) and returns the seconds taken.
fn time_ours(puzzles: &[Grid], answers: &mut [Option<Grid>]) -> f64 {
    let start = cpu_seconds();
    for (puzzle, answer) in puzzles.iter().zip(answers.iter_mut()) {
        // black_box: the puzzles are known before the loop starts, and the
        // answers are only read after the clock stops.
        *answer = solve(black_box(puzzle), Ask::Solution).solution;
    }
    black_box(&mut *answers);
    cpu_seconds() - start
}

/// As [`time_ours`], with the peer; turning its answer into our type is
/// timed too, as taking ours out of what our solver found is.
fn time_peer(puzzles: &[sudoku_crate::Sudoku], answers: &mut [Option<Grid>]) -> f64 {
    let start = cpu_seconds();
    for (puzzle, answer) in puzzles.iter().zip(answers.iter_mut()) {
        *answer = black_box(*puzzle).some_solution().map(|solution| Grid {
            cells: solution.to_bytes(),
        });
    }
    black_box(&mut *answers);
    cpu_seconds() - start
}

/// Checks every answer of one solver's round against its puzzle.
fn check(set: &Set, solver: Solver, answers: &[Option<Grid>]) -> Result<(), Error> {
    let wrong = set
        .puzzles
        .iter()
        .zip(answers)
        .position(|(puzzle, answer)| !answer.is_some_and(|grid| is_valid_solution(puzzle, &grid)));
    match wrong {
        None => Ok(()),
        Some(index) => Err(Error::Wrong {
            path: set.path.clone(),
            line: set.lines[index],
            solver,
            answer: answers[index],
        }),
    }
}

/// The median of a non-empty list.
fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[middle]
    } else {
        (sorted[middle - 1] + sorted[middle]) / 2.0
    }
}

/// Appends one `set,solver,median_pps` row per solver, with a header when
/// the file is new or empty.
fn append_csv(path: &str, set: &str, medians: &[(Solver, f64)]) -> Result<(), Error> {
    let csv_error = |error| Error::Csv {
        path: path.into(),
        error,
    };
    let mut file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(csv_error)?;
    let mut rows = String::new();
    if file.metadata().map_err(csv_error)?.len() == 0 {
        rows.push_str("set,solver,median_pps\n");
    }
    for (solver, pps) in medians {
        rows.push_str(&format!("{set},{},{pps:.0}\n", solver.name()));
    }
    file.write_all(rows.as_bytes()).map_err(csv_error)
}
