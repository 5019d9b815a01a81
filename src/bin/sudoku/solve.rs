//! `sudoku [OPTIONS] [FILE]...`, the command named by no command word:
//! reads its options, opens the files (or standard input), and runs the
//! library's batch over them, the answers on stdout, the diagnostics, the
//! `--progress` line and the `--stats` line on stderr. Its help text is
//! the program's, naming the other commands too.

use std::error::Error;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::sync::Arc;
use std::time::Instant;

use lexopt::Arg;
use sudoku::answer::Mode;
use sudoku::input::Format;
use sudoku::judge;
use sudoku::output::Layout;
use sudoku::run::{self, Options, PROGRAM, Source};

use crate::args::{Args, Asked, UsageError, empty_chars, find_judge, name, number};
use crate::stats;
use crate::stdout::{print, stdin_closed, stdout};
use crate::terminal::{Diagnostics, ProgressLine};
use crate::timed::{Timed, Waited};

/// The `--help` text.
pub const HELP: &str = "\
sudoku - solve Sudoku puzzles in online-judge input formats

Usage: sudoku [OPTIONS] [FILE]...
       sudoku generate [OPTIONS]   (make puzzles: sudoku generate --help)
       sudoku check [OPTIONS] INPUT OUTPUT [ANSWER]
                                   (judge a program's output: sudoku check --help)
       sudoku stress [OPTIONS] -- PROGRAM [ARGS]...
                                   (run a program on made tests: sudoku stress --help)
       sudoku export testlib|kattis|cph --judge NAME ...
                                   (a checker or a problem package to upload:
                                   sudoku export --help)

Reads puzzles from the FILEs in order, each its own input (format, `end` and
case count apply per file), or from standard input when there are none (`-`
also names standard input). Writes one answer per puzzle to standard
output, in the layout the input's judge expects.

Options:
  -f, --format FORMAT  read FORMAT instead of detecting it: `poj`, `lines`,
                       `cells`, `sized`, `counted`, `labelled`,
                       `counted-labelled`, `leetcode`, `letters` (16x16)
                       or `counted-letters`
      --judge NAME     read and answer exactly as judge problem NAME does
                       (`--judge list` names them)
      --empty CHARS    take each of CHARS for an empty cell too, besides
                       `0 . * _ - x ?` (`0` not on boards of letters); not
                       a digit, a letter A to P, `#`, `[`, `]`, `,`, `\"`,
                       whitespace or beyond ASCII
      --count          answer each puzzle with its number of solutions,
                       counted up to two: `0`, `1` or `2+`
      --validate       answer each board `true` when no digit repeats in a
                       row, column or box among its filled cells, else
                       `false` (the LeetCode 36 rule: it need not be
                       solvable)
  -j, --jobs N         solve on N threads (0: one per core; default 1; at
                       most four per core); the output is the same, in
                       input order
      --stats          after the batch, print one line of totals on standard
                       error: puzzles by what the mode answered (solved or
                       not; with no, one or more solutions; valid or not),
                       invalid ones, the seconds in all and those not
                       waiting on input or output (busy), puzzles per busy
                       second, guesses per puzzle, and the share settled
                       without guessing
      --progress       while the batch runs, keep one line on standard
                       error with the puzzles done, puzzles per second and
                       seconds so far (only when standard error is a
                       terminal; cleared at the end)
  -h, --help           print this help and exit
  -V, --version        print the version and exit

Formats (detected from the first token; `#` starts a comment to the end of
its line; any whitespace separates tokens, so CRLF, trailing blanks and
blank lines are fine):
  poj    POJ 2676: a case count, then each case as 9 rows of 9 digits,
         `0` (or `.`) for an empty cell, lines of dashes (`---`) allowed
         between cases. Each answer is 9 rows of 9 digits.
           1
           103000509
           002109400
           ... (9 rows)
  lines  POJ 3074, AcWing 166 and plain puzzle files: one puzzle of 81
         cells per line, `.` or `0` for an empty cell, until a line `end`
         or the end of input, a line one puzzle whatever blanks it holds.
         Each answer is one line of 81 digits.
           .2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.
           end
  cells  Luogu P1784, HDU 1426: every cell its own token, `0`, `.` or `?`
         for an empty cell, 81 to a puzzle, up to the end of input. Each
         answer is 9 rows of 9 digits separated by spaces. Detected by a
         first line of nine one-character cells, else name it with
         --format cells or a --judge preset.
           8 0 0 0 0 0 0 0 0
           0 0 3 6 0 0 0 0 0
           ... (9 rows)
  sized  UVa 989: as cells, each puzzle led by its box size n (1 to 5):
         n^4 cells of numbers 0 to n^2. Never detected either.
  counted  SPOJ SUDOGOB: as cells, after a count of puzzles. Never
         detected either.
  labelled  Project Euler 96: each puzzle a label line, then 9 rows of 9
         digits, `0` for an empty cell, up to the end of input; a puzzle
         whose first line is already a row has no label. Each answer is
         its label, then 9 rows of 9 digits. Detected by a first word
         `Grid`, or by a first row of 9 cells (a grid pasted alone).
           Grid 01
           003020600
           ... (9 rows)
  counted-labelled  SPOJ NOVICE42: as labelled, after a count of puzzles.
         Never detected.
  leetcode  LeetCode 36/37 board literals, detected by a leading `[`:
         [[\"5\",\"3\",\".\",...],...], whitespace allowed between tokens,
         boards one after another. Each answer is a literal on one line.
  letters  POJ 3076, AcWing 169: 16x16 boards of 16 rows of 16 letters
         `A` to `P`, `-` for an empty cell, blank lines between boards (or
         not). Each answer is 16 rows of letters. Detected by a first
         token of 16 such characters.
           --A----C-----O-I
           -J--A-B-P-CGF-H-
           ... (16 rows)
  counted-letters  SPOJ SUDOKU: as letters, after a count of boards. Never
         detected.
  A first line of nine one-character cells starts a cells file; else a
  first word `Grid` or a first row of 9 cells starts a labelled file, a
  shorter number is a case count (poj) unless a puzzle line follows it,
  and anything else starts a lines file. Tokens after `end`, or after the
  last of the counted cases, are ignored.

Answers and errors:
  A puzzle with several solutions gets one of them. A puzzle with none gets
  the line `no solution` in its place, and a note on standard error. In the
  lines format a malformed puzzle gets the line `invalid` in its place, so
  output line k always answers puzzle k; in the poj format every complete
  case before the error is answered and reading of that file stops there.
  Errors are one line each on standard error:
    sudoku: <source>:<line>:<column>: puzzle <n>: <what was wrong>

Exit codes:
  0  every puzzle was solved (or there were none)
  1  some puzzle had no solution (not with --count or --validate, where
     `0` and `false` are answers like any other)
  2  malformed input, an unreadable file, or a bad command line
";

/// What the command line asks of `sudoku` with no command word.
// Made once a run: boxing the large variant would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Answer puzzles.
    Solve(Solve),
    /// Print the help text.
    Help,
    /// Print the version.
    Version,
    /// Print the judge presets.
    ListJudges,
}

/// What `sudoku [OPTIONS] [FILE]...` is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solve {
    /// The input format, or `None` to detect it.
    pub format: Option<Format>,
    /// The answer layout, or `None` for the format's own.
    pub layout: Option<Layout>,
    /// What each puzzle gets.
    pub mode: Mode,
    /// Threads (0: one per core).
    pub jobs: usize,
    /// More characters for an empty cell (`--empty`).
    pub empty: Vec<u8>,
    /// The files to read in order (standard input when empty; `-` names it
    /// too).
    pub files: Vec<OsString>,
    /// Print totals and speed on stderr after the batch.
    pub stats: bool,
    /// Keep a progress line on stderr while the batch runs, when stderr is
    /// a terminal.
    pub progress: bool,
}

/// Runs `sudoku [OPTIONS] [FILE]...`; the exit code.
pub fn run(args: Args) -> Result<u8, Box<dyn Error>> {
    match parse(args)? {
        Parsed::Help => print(HELP),
        Parsed::Version => print(&format!("{PROGRAM} {}\n", env!("CARGO_PKG_VERSION"))),
        Parsed::ListJudges => print(&judge::list()),
        Parsed::Solve(solve) => answer(solve),
    }
}

/// Reads the arguments.
pub fn parse(mut args: Args) -> Result<Parsed, UsageError> {
    let mut solve = Solve {
        format: None,
        layout: None,
        mode: Mode::Solve,
        jobs: 1,
        empty: Vec::new(),
        files: Vec::new(),
        stats: false,
        progress: false,
    };
    let mut asked = Asked::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(file) => solve.files.push(file),
            Arg::Short('h') | Arg::Long("help") => return Ok(Parsed::Help),
            Arg::Short('V') | Arg::Long("version") => return Ok(Parsed::Version),
            Arg::Long("stats") => solve.stats = true,
            Arg::Long("progress") => solve.progress = true,
            Arg::Long(name @ ("count" | "validate")) => asked.mode(name)?,
            Arg::Short('j') | Arg::Long("jobs") => {
                let option = name(&arg);
                let value = args.value(&option, "a number of threads, 0 for one per core")?;
                solve.jobs = number(&option, &value, "a number of threads (0 for one per core)")?;
            }
            Arg::Short('f') | Arg::Long("format") => {
                let option = name(&arg);
                asked.format(&mut args, &option)?;
            }
            Arg::Long("empty") => {
                let value = args.value("--empty", "characters for an empty cell")?;
                solve.empty.extend(empty_chars(&value)?);
            }
            Arg::Long("judge") => {
                let option = name(&arg);
                let value = args.value(&option, "a judge preset, or list")?;
                if value == "list" {
                    return Ok(Parsed::ListJudges);
                }
                asked.judge = Some(find_judge(&value)?);
            }
            _ => return Err(UsageError(format!("unknown option '{}'", name(&arg)))),
        }
    }
    (solve.format, solve.layout, solve.mode) = asked.settle()?;
    Ok(Parsed::Solve(solve))
}

/// Answers the puzzles of the files `solve` names, in order; the exit
/// code the batch's summary gives.
fn answer(solve: Solve) -> Result<u8, Box<dyn Error>> {
    let started = Instant::now();
    let files = if solve.files.is_empty() {
        vec!["-".into()]
    } else {
        solve.files
    };
    let stdin = io::stdin();
    // The time spent blocked in reads and writes, for --stats' busy time.
    let waited = Waited::default();
    let sources = files
        .into_iter()
        .map(|name| -> Source<Timed<Box<dyn Read>>> {
            let (name, reader) = if name == "-" {
                // A closed standard input is a mistake, not an empty input
                // (which `< /dev/null` gives), as a closed stdout is.
                let reader: io::Result<Box<dyn Read>> = if stdin_closed() {
                    Err(io::Error::other("standard input is closed"))
                } else {
                    Ok(Box::new(stdin.lock()))
                };
                ("<stdin>".to_string(), reader)
            } else {
                let reader = File::open(&name).map(|file| Box::new(file) as Box<dyn Read>);
                (name.to_string_lossy().into_owned(), reader)
            };
            let reader = reader.map(|reader| waited.timed(reader));
            Source { name, reader }
        });
    let mut out = waited.timed(stdout()?);
    let display = (solve.progress && io::stderr().is_terminal()).then(ProgressLine::start);
    let options = Options {
        format: solve.format,
        mode: solve.mode,
        layout: solve.layout,
        jobs: solve.jobs,
        empty: solve.empty,
        progress: display.as_ref().map(|display| Arc::clone(&display.puzzles)),
    };
    let mut diagnostics = Diagnostics::new(display.as_ref());
    let result = run::run(sources, &options, &mut out, &mut diagnostics);
    if let Some(display) = display {
        display.stop();
    }
    let summary = result?;
    if solve.stats {
        let line = stats::render(&summary, started.elapsed(), waited.total());
        let _ = writeln!(io::stderr().lock(), "{PROGRAM}: {line}");
    }
    Ok(summary.exit_code())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(list: &[&str]) -> Result<Parsed, UsageError> {
        parse(Args::new(list.iter().copied()))
    }

    fn solve(list: &[&str]) -> Solve {
        match parsed(list) {
            Ok(Parsed::Solve(solve)) => solve,
            other => panic!("{list:?} gave {other:?}"),
        }
    }

    #[test]
    fn files_and_formats() {
        let plain = solve(&[]);
        assert_eq!(
            (plain.format, plain.mode, plain.jobs),
            (None, Mode::Solve, 1)
        );
        assert!(plain.files.is_empty() && !plain.stats && !plain.progress);
        assert_eq!(solve(&["a", "-", "b"]).files, ["a", "-", "b"]);
        assert_eq!(solve(&["--format", "poj", "a"]).format, Some(Format::Poj));
        assert_eq!(solve(&["-f", "lines"]).format, Some(Format::Lines));
        assert_eq!(solve(&["--format=cells"]).format, Some(Format::Cells));
        for &format in Format::ALL {
            assert_eq!(solve(&["-f", format.name()]).format, Some(format));
        }
        assert_eq!(solve(&["--", "-f"]).files, ["-f"]);
        let stats = solve(&["a", "--stats", "--progress"]);
        assert!(stats.stats && stats.progress);
        assert_eq!(stats.files, ["a"]);
        assert_eq!(solve(&["-j", "4"]).jobs, 4);
        assert_eq!(solve(&["--jobs=0"]).jobs, 0);
        // A file named `generate` is a file after the first argument.
        assert_eq!(solve(&["a", "generate"]).files, ["a", "generate"]);
    }

    #[test]
    fn modes() {
        assert_eq!(solve(&["--count"]).mode, Mode::Count);
        assert_eq!(solve(&["--validate"]).mode, Mode::Validate);
        assert_eq!(solve(&["--count", "--count"]).mode, Mode::Count);
    }

    #[test]
    fn judges_fix_format_and_layout() {
        for judge in judge::all() {
            let solve = solve(&["--judge", judge.name]);
            assert_eq!(solve.format, Some(judge.format));
            assert_eq!(solve.layout, Some(judge.layout));
            assert_eq!(solve.mode, judge.mode);
            // A mode named on the command line wins over the judge's.
            assert_eq!(
                self::solve(&["--count", "--judge", judge.name]).mode,
                Mode::Count
            );
        }
        assert_eq!(parsed(&["--judge=list"]), Ok(Parsed::ListJudges));
    }

    #[test]
    fn help_and_version() {
        assert_eq!(parsed(&["x", "--help"]), Ok(Parsed::Help));
        assert_eq!(parsed(&["-h"]), Ok(Parsed::Help));
        assert_eq!(parsed(&["-V"]), Ok(Parsed::Version));
    }

    #[test]
    fn the_help_names_every_format() {
        for &format in Format::ALL {
            assert!(HELP.contains(&format!("`{}`", format.name())), "{format:?}");
        }
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let message = |list: &[&str]| parsed(list).unwrap_err().to_string();
        let cases = [
            (&["--bogus"][..], "unknown option '--bogus' (try --help)"),
            (
                &["--count", "--validate"],
                "--count and --validate exclude each other (try --help)",
            ),
            (
                &["-f"],
                "-f needs a value: poj, lines, cells, sized, counted, labelled, counted-labelled, leetcode, letters or counted-letters (try --help)",
            ),
            (
                &["--format=xml"],
                "unknown format 'xml': expected poj, lines, cells, sized, counted, labelled, counted-labelled, leetcode, letters or counted-letters (try --help)",
            ),
            (
                &["--judge"],
                "--judge needs a value: a judge preset, or list (try --help)",
            ),
            (
                &["--judge", "uva"],
                "unknown judge 'uva' (--judge list names them) (try --help)",
            ),
            (
                &["--judge", "poj2676", "-f", "lines"],
                "--judge fixes the format: leave out --format (try --help)",
            ),
            (
                &["-j", "x"],
                "-j takes a number of threads (0 for one per core), not 'x' (try --help)",
            ),
            (&["--count=2"], "--count takes no value (try --help)"),
        ];
        for (list, expected) in cases {
            assert_eq!(message(list), expected, "{list:?}");
        }
    }
}
