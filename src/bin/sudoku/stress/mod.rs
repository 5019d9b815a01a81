//! `sudoku stress`: reads its options and the program to run after `--`,
//! and runs the program on made tests ([`session`]), as a judge would,
//! until one is not accepted.

#[cfg(unix)]
mod pool;
#[cfg(unix)]
mod session;

use std::error::Error;
use std::ffi::OsString;
use std::time::Duration;

use lexopt::Arg;
use sudoku::judge::Judge;

use crate::args::{Args, UsageError, find_judge, name, number, refuse_for_filled, settle_size};
use crate::stdout::print;

/// What the command line asks of `sudoku stress`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Run a program on made tests and judge it.
    Stress(Stress),
    /// Print the help text.
    Help,
}

/// What `sudoku stress` is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stress {
    /// The judge whose input the tests are written in and whose rule
    /// checks the output; `None`: one puzzle a line, any solution.
    pub judge: Option<&'static Judge>,
    /// Tests to run.
    pub tests: u64,
    /// Cases in each test.
    pub cases: usize,
    /// The run's seed, or `None` for a fresh one.
    pub seed: Option<u64>,
    /// Stop emptying cells at this many givens.
    pub clues: Option<usize>,
    /// Keep the hardest of several candidate puzzles.
    pub hard: bool,
    /// Cells a side: 9, 16, 25 or 4.
    pub size: usize,
    /// The time a test may take: wall-clock, or CPU time with `cpu_time`.
    pub time_limit: Duration,
    /// Whether the time limit is CPU time (`--cpu-time`).
    pub cpu_time: bool,
    /// The peak memory a test may take, in bytes (`--memory-limit`).
    pub memory_limit: Option<u64>,
    /// Where the failing test goes (its output beside it, `.out` added).
    pub save: OsString,
    /// A folder to put the failing test in as online-judge-tools' `test/`
    /// holds tests: `NAME.in` and our answer as `NAME.out`.
    pub save_to: Option<OsString>,
    /// Run every test, not stopping at the first failure.
    pub keep_going: bool,
    /// How many tests run at once (`--jobs`), 1 to [`MOST_JOBS`].
    pub jobs: usize,
    /// Ask for the judge's exact bytes, not only its tokens.
    pub strict: bool,
    /// The program and its arguments.
    pub program: Vec<OsString>,
}

/// The most tests and the most cases a test that `stress` makes.
const MOST: u64 = 1_000_000;

/// The most workers `--jobs` takes.
pub const MOST_JOBS: u64 = 256;

/// The longest time limit, a day, in seconds.
const LONGEST: f64 = 86_400.0;

/// The `sudoku stress --help` text.
pub const HELP: &str = "\
sudoku stress - run a program on generated tests and judge its answers

Usage: sudoku stress [OPTIONS] -- PROGRAM [ARGS...]

Makes T tests of K puzzles each, written as judge NAME's input, runs
PROGRAM ARGS on each with the test on standard input, and checks what it
writes by the judge's rule, as `sudoku check` does. Where the judge's
statement answers puzzles with no solution or several (kattis-sudokunique,
uva989, spoj-sudogob), about one case in ten has none and one in ten has
several. Stops at the first test not accepted, takes cases out of it while
it still fails the same way, and saves what is left.

Options:
      --judge NAME    the judge's input, answers and rule (`sudoku --judge
                      list` names them); without it, one puzzle a line
                      (`.` empty) and any solution in the same layout
      --tests T       run T tests (default 100)
      --cases K       K puzzles in each test (default 1)
      --seed S        the run's seed: the same seed makes the same tests on
                      every machine. Without it a fresh seed is drawn and
                      printed on standard error
      --clues C       puzzles with C givens (see sudoku generate --help)
      --hard          the hardest of 8 candidate puzzles each
      --size S        9 (the default), 16, 25 or 4 cells a side (4, 25: uva989)
      --time-limit T  seconds a test may take, wall clock (default 5;
                      fractions allowed); a program still running then is
                      killed with everything it started
      --cpu-time      the time limit is CPU time, user and system, as judges
                      time (Linux); the wall clock then bounds a test at
                      three times it and a second
      --memory-limit M  the peak memory a test may take, M megabytes of
                      2^20 bytes: measured, as judges report memory, not
                      imposed as an address-space limit, which would fail
                      programs (the JVM's) for memory reserved and never
                      used; over it the program is killed, `memory limit
                      exceeded (M MB)` (Linux)
      --save PATH     where the failing test goes (default
                      stress-failure.in), its output in PATH.out
      --save-to DIR   also put the failing test in folder DIR as
                      stress-SEED-TEST.in with our answer as
                      stress-SEED-TEST.out, the layout `oj test` reads
                      from test/ (DIR is made if missing)
      --keep-going    run every test; the first failure is still saved
  -j, --jobs N        run N tests at once (default 1, at most 256): the
                      same lines, verdicts and saved failure as one at a
                      time (the first failure in test order is shrunk,
                      alone); with a wall-clock limit, runs near it may
                      go over when they share too few cores (see
                      --cpu-time)
      --strict        also ask for the judge's exact bytes (blank lines,
                      separators, the final line break)
  -h, --help          print this help and exit

Output: a line per test on standard output (`test 7: accepted, 0.031 s,
CPU 0.030 s, 3.4 MB`: wall-clock time, CPU time and peak memory, the last
two on Linux; `test 8: wrong answer: case 1: ...`, `test 9: time limit
exceeded (5 s)`, `test 10: runtime error: exit code 3`, with the first
lines the program wrote on standard error; under the first failure's line
the program's grid, the cells at fault marked, as `sudoku check --show`
draws it), then the verdicts counted, the
median and slowest times, and the most CPU time and memory a test took. A
progress line on standard error when it is a terminal.

Exit codes:
  0  every test accepted
  1  a test was not accepted
  2  a bad command line, or a program that cannot be started
  130  interrupted (the program is killed first)
";

/// Runs `sudoku stress`, the command word taken; the exit code. A command
/// line it cannot follow is an error starting `stress: `; a program that
/// cannot be run is one line on stderr and exit code 2.
pub fn run(args: Args) -> Result<u8, Box<dyn Error>> {
    let prefixed = |UsageError(message)| UsageError(format!("stress: {message}"));
    match parse(args).map_err(prefixed)? {
        Parsed::Help => print(HELP),
        #[cfg(unix)]
        Parsed::Stress(asked) => Ok(session::run(&asked)),
        #[cfg(not(unix))]
        Parsed::Stress(_) => Err("stress runs programs on Unix only".into()),
    }
}

/// Reads the arguments after `stress`, the program's after `--`.
pub fn parse(mut args: Args) -> Result<Parsed, UsageError> {
    let raw = args.rest()?;
    let (options, program) = match raw.iter().position(|arg| arg == "--") {
        Some(at) => (raw[..at].to_vec(), raw[at + 1..].to_vec()),
        None => (raw, Vec::new()),
    };
    let mut stress = Stress {
        judge: None,
        tests: 100,
        cases: 1,
        seed: None,
        clues: None,
        hard: false,
        size: 9,
        time_limit: Duration::from_secs(5),
        cpu_time: false,
        memory_limit: None,
        save: "stress-failure.in".into(),
        save_to: None,
        keep_going: false,
        jobs: 1,
        strict: false,
        program,
    };
    let mut size = None;
    let mut args = Args::new(options);
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(Parsed::Help),
            Arg::Long("hard") => stress.hard = true,
            Arg::Long("keep-going") => stress.keep_going = true,
            Arg::Long("strict") => stress.strict = true,
            Arg::Long("clues") => stress.clues = Some(args.clues()?),
            Arg::Long("size") => size = Some(args.size()?),
            Arg::Long("judge") => {
                let option = name(&arg);
                let value = args.value(&option, "a judge preset")?;
                stress.judge = Some(find_judge(&value)?);
            }
            Arg::Long("tests") => stress.tests = count(&mut args, "--tests", "tests")?,
            Arg::Long("cases") => {
                stress.cases = count(&mut args, "--cases", "puzzles a test")? as usize;
            }
            Arg::Long("seed") => {
                let value = args.value("--seed", "a number")?;
                stress.seed = Some(number("--seed", &value, "a number")?);
            }
            Arg::Short('j') | Arg::Long("jobs") => {
                let option = name(&arg);
                let what = format!("a number of tests to run at once, 1 to {MOST_JOBS}");
                let value = args.value(&option, &what)?;
                stress.jobs = match number::<u64>(&option, &value, &what)? {
                    jobs @ 1..=MOST_JOBS => jobs as usize,
                    _ => {
                        return Err(UsageError(format!("{option} takes {what}, not '{value}'")));
                    }
                };
            }
            Arg::Long("time-limit") => stress.time_limit = time_limit(&mut args)?,
            Arg::Long("cpu-time") => stress.cpu_time = true,
            Arg::Long("memory-limit") => {
                let what = "a number of megabytes above 0 (of 2^20 bytes, as judges count)";
                let value = args.value("--memory-limit", what)?;
                let megabytes: u64 = number("--memory-limit", &value, what)?;
                if megabytes == 0 || megabytes > 1 << 20 {
                    return Err(UsageError(format!(
                        "--memory-limit takes {what}, at most 1048576, not '{value}'"
                    )));
                }
                stress.memory_limit = Some(megabytes << 20);
            }
            Arg::Long("save") => stress.save = args.os_value("--save", "a file name")?,
            Arg::Long("save-to") => {
                stress.save_to = Some(args.os_value("--save-to", "a folder")?);
            }
            Arg::Value(value) => {
                let value = value.to_string_lossy();
                return Err(UsageError(format!(
                    "unexpected '{value}': the program to run goes after --, as in \
                     sudoku stress --judge poj2676 -- ./a.out"
                )));
            }
            _ => {
                let what = name(&arg);
                return Err(UsageError(format!("unknown stress option '{what}'")));
            }
        }
    }
    if stress.program.is_empty() {
        return Err(UsageError(
            "name the program to run after --, as in sudoku stress --judge poj2676 -- ./a.out"
                .into(),
        ));
    }
    stress.size = settle_size(stress.judge, size, stress.clues)?;
    refuse_for_filled(stress.judge, stress.clues, stress.hard)?;
    // Measured through Linux's /proc and wait4.
    if !cfg!(target_os = "linux") {
        for (asked, option) in [
            (stress.cpu_time, "--cpu-time"),
            (stress.memory_limit.is_some(), "--memory-limit"),
        ] {
            if asked {
                return Err(UsageError(format!(
                    "{option} needs Linux, where sudoku measures a program's CPU time and memory"
                )));
            }
        }
    }
    Ok(Parsed::Stress(stress))
}

/// The value of `option`: a count of `what`, 1 to [`MOST`].
fn count(args: &mut Args, option: &str, what: &str) -> Result<u64, UsageError> {
    let value = args.value(option, &format!("a number of {what}"))?;
    let wanted = format!("a number of {what}, 1 to {MOST}");
    match number::<u64>(option, &value, &wanted)? {
        count @ 1..=MOST => Ok(count),
        _ => Err(UsageError(format!(
            "{option} takes {wanted}, not '{value}'"
        ))),
    }
}

/// The value of `--time-limit`: seconds above 0, up to a day.
fn time_limit(args: &mut Args) -> Result<Duration, UsageError> {
    let what = "a number of seconds above 0, such as 2 or 0.5";
    let value = args.value("--time-limit", what)?;
    match value.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= LONGEST => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(UsageError(format!(
            "--time-limit takes {what} (at most a day), not '{value}'"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the arguments after `stress` parse to.
    fn parse_all(list: &[&str]) -> Result<Parsed, UsageError> {
        parse(Args::new(list.iter().copied()))
    }

    fn stress(list: &[&str]) -> Stress {
        match parse_all(list) {
            Ok(Parsed::Stress(stress)) => stress,
            other => panic!("{list:?} gave {other:?}"),
        }
    }

    fn error(list: &[&str]) -> String {
        match parse_all(list) {
            Err(UsageError(message)) => message,
            other => panic!("{list:?} gave {other:?}"),
        }
    }

    #[test]
    fn defaults_and_options() {
        let plain = stress(&["--", "./a.out"]);
        assert_eq!(plain.program, ["./a.out"]);
        assert_eq!((plain.tests, plain.cases, plain.size), (100, 1, 9));
        assert_eq!(plain.time_limit, Duration::from_secs(5));
        assert_eq!(plain.save, "stress-failure.in");
        assert!(plain.judge.is_none() && plain.seed.is_none());
        assert!(!plain.keep_going && !plain.strict && !plain.hard);
        assert_eq!(plain.jobs, 1);
        assert_eq!(stress(&["--jobs", "2", "--", "p"]).jobs, 2);
        assert_eq!(stress(&["-j3", "--", "p"]).jobs, 3);
        assert_eq!(stress(&["--jobs=256", "--", "p"]).jobs, 256);
        let all = stress(&[
            "--judge",
            "poj2676",
            "--tests",
            "7",
            "--cases=3",
            "--seed",
            "9",
            "--clues",
            "30",
            "--time-limit",
            "0.5",
            "--save",
            "x.in",
            "--keep-going",
            "--strict",
            "--",
            "python3",
            "sol.py",
            "--",
            "-x",
        ]);
        assert_eq!(all.judge.map(|judge| judge.name), Some("poj2676"));
        assert_eq!((all.tests, all.cases, all.seed), (7, 3, Some(9)));
        assert_eq!(all.clues, Some(30));
        assert_eq!(all.time_limit, Duration::from_millis(500));
        assert_eq!(all.save, "x.in");
        assert!(all.keep_going && all.strict);
        // What follows the first `--` is the program's, dashes and all.
        assert_eq!(all.program, ["python3", "sol.py", "--", "-x"]);
        assert_eq!(stress(&["--judge", "poj3076", "--", "p"]).size, 16);
        assert_eq!(stress(&["--size", "16", "--", "p"]).size, 16);
        assert!(stress(&["--hard", "--", "p"]).hard);
        assert_eq!(parse_all(&["-h", "--", "p"]), Ok(Parsed::Help));
        assert_eq!(parse_all(&["--help"]), Ok(Parsed::Help));
    }

    #[test]
    fn errors() {
        let missing =
            "name the program to run after --, as in sudoku stress --judge poj2676 -- ./a.out";
        assert_eq!(error(&[]), missing);
        assert_eq!(error(&["--judge", "poj2676", "--"]), missing);
        assert_eq!(
            error(&["./a.out"]),
            "unexpected './a.out': the program to run goes after --, as in sudoku stress \
             --judge poj2676 -- ./a.out"
        );
        assert_eq!(
            error(&["--tests", "0", "--", "p"]),
            "--tests takes a number of tests, 1 to 1000000, not '0'"
        );
        assert_eq!(
            error(&["--cases", "x", "--", "p"]),
            "--cases takes a number of puzzles a test, 1 to 1000000, not 'x'"
        );
        for bad in ["0", "-1", "nan", "inf", "1e9", "x"] {
            assert_eq!(
                error(&["--time-limit", bad, "--", "p"]),
                format!(
                    "--time-limit takes a number of seconds above 0, such as 2 or 0.5 \
                     (at most a day), not '{bad}'"
                )
            );
        }
        assert_eq!(
            error(&["--judge", "poj2676", "--size", "16", "--", "p"]),
            "--judge poj2676 reads 9x9 puzzles, not 16x16"
        );
        assert_eq!(
            error(&["--judge", "nope", "--", "p"]),
            "unknown judge 'nope' (--judge list names them)"
        );
        for bad in ["0", "-1", "x", "257", "1.5", ""] {
            assert_eq!(
                error(&["--jobs", bad, "--", "p"]),
                format!("--jobs takes a number of tests to run at once, 1 to 256, not '{bad}'")
            );
        }
        assert_eq!(
            error(&["-j", "0", "--", "p"]),
            "-j takes a number of tests to run at once, 1 to 256, not '0'"
        );
        assert_eq!(
            error(&["--jobs"]),
            "--jobs needs a value: a number of tests to run at once, 1 to 256"
        );
        assert_eq!(error(&["--save"]), "--save needs a value: a file name");
    }
}
