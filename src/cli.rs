//! The command line: turns arguments into what to do, and holds the help
//! text. Reading files and writing output are left to `main.rs`.

use crate::batch::{Mode, Options};
use crate::input::Format;
use crate::judge;

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Answer the puzzles in `files` (standard input when empty; `-` names
    /// it too) as `options` say.
    Solve {
        options: Options,
        files: Vec<String>,
        /// Print totals and speed on stderr after the batch.
        stats: bool,
        /// Keep a progress line on stderr while the batch runs, when
        /// stderr is a terminal.
        progress: bool,
    },
    /// Make puzzles (`sudoku generate`).
    Generate(Generate),
    /// Print the `generate` help text.
    GenerateHelp,
    /// Print the judge presets.
    ListJudges,
    /// Print the help text.
    Help,
    /// Print the version.
    Version,
}

/// What `sudoku generate` is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generate {
    /// Puzzles to make.
    pub count: u64,
    /// The batch seed, or `None` for a fresh one.
    pub seed: Option<u64>,
    /// Stop emptying cells at this many givens.
    pub clues: Option<usize>,
    /// Keep the hardest of several candidates.
    pub hard: bool,
    /// Write puzzles as this judge's input does.
    pub judge: Option<&'static judge::Judge>,
    /// Threads (0: one per core).
    pub jobs: usize,
    /// Cells a side: 9, or 16.
    pub size: usize,
}

/// The `sudoku generate --help` text.
pub const GENERATE_HELP: &str = "\
sudoku generate - make Sudoku puzzles with exactly one solution

Usage: sudoku generate [-n N] [--seed S] [--clues K] [--hard] [--judge NAME] [-j N]

Writes N puzzles (default 1) to standard output, one 81-character line each
with `.` for an empty cell, or laid out as judge NAME's input (`sudoku
--judge list` names them).

Each puzzle comes from a random solution grid: cells are emptied in a
random order, each staying empty when the solution stays unique, so the
puzzle is minimal: giving up any of its givens leaves several solutions.

Options:
  -n N            make N puzzles
      --seed S    the batch's seed (0 to 18446744073709551615): the same
                  seed gives the same puzzles, byte for byte, on every
                  machine and with any -j. Without it a fresh seed is
                  drawn and printed on standard error, so the batch can
                  be made again
      --clues K   stop emptying at K givens; where no given can go without
                  a second solution first, the puzzle keeps more, and a
                  line on standard error says how many puzzles did
      --hard      make 8 candidate puzzles for each one written and keep
                  the one our solver needs the most guesses for (the
                  measure: branches taken by the search, as --stats counts
                  them; ties go to the first)
      --judge NAME  write the puzzles as that judge's input
  -j, --jobs N    make puzzles on N threads (0: one per core); the output
                  is the same
      --size S    cells a side: 9 (the default), or 16 for 16x16 boards
                  written as POJ 3076 reads them (rows of letters A to
                  P, '-' empty, a blank line between boards); a 16x16
                  judge's --judge sets 16
  -h, --help      print this help and exit
";

/// The names `--format` takes.
const FORMAT_NAMES: &str =
    "poj, lines, cells, sized, counted, leetcode, letters or counted-letters";

/// A command line that cannot be followed; the text says why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (try --help)", self.0)
    }
}

impl std::error::Error for UsageError {}

/// The `--help` text.
pub const HELP: &str = "\
sudoku - solve Sudoku puzzles in online-judge input formats

Usage: sudoku [OPTIONS] [FILE]...
       sudoku generate [OPTIONS]   (make puzzles: sudoku generate --help)

Reads puzzles from the FILEs in order, as one stream, or from standard input
when there are none (`-` also names standard input). Writes one answer per
puzzle to standard output, in the layout the input's judge expects.

Options:
  -f, --format FORMAT  read FORMAT instead of detecting it: `poj`, `lines`,
                       `cells`, `sized`, `counted`, `leetcode`, `letters`
                       (16x16) or `counted-letters`
      --judge NAME     read and answer exactly as judge problem NAME does
                       (`--judge list` names them)
      --count          answer each puzzle with its number of solutions,
                       counted up to two: `0`, `1` or `2+`
      --validate       answer each board `true` when no digit repeats in a
                       row, column or box among its filled cells, else
                       `false` (the LeetCode 36 rule: it need not be
                       solvable)
  -j, --jobs N         solve on N threads (0: one per core; default 1);
                       the output is the same, in input order
      --stats          after the batch, print one line of totals on standard
                       error: puzzles, solved, no solution, invalid, seconds,
                       puzzles per second, guesses per puzzle, and the share
                       solved without guessing
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
         `0` (or `.`) for an empty cell. Each answer is 9 rows of 9 digits.
           1
           103000509
           002109400
           ... (9 rows)
  lines  POJ 3074, AcWing 166 and plain puzzle files: one puzzle of 81
         cells per line, `.` or `0` for an empty cell, until a line `end`
         or the end of input. Each answer is one line of 81 digits.
           .2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.
           end
  cells  Luogu P1784, HDU 1426: every cell its own token, `0`, `.` or `?`
         for an empty cell, 81 to a puzzle, up to the end of input. Each
         answer is 9 rows of 9 digits separated by spaces. Never detected:
         name it with --format cells or a --judge preset.
           8 0 0 0 0 0 0 0 0
           0 0 3 6 0 0 0 0 0
           ... (9 rows)
  sized  UVa 989: as cells, each puzzle led by its box size n (1, 2 or
         3): n^4 cells of numbers 0 to n^2. Never detected either.
  counted  SPOJ SUDOGOB: as cells, after a count of puzzles. Never
         detected either.
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
  A first token of fewer than 81 digits is a case count (poj); anything
  else starts a lines file. Tokens after `end`, or after the last of the
  counted cases, are ignored.

Answers and errors:
  A puzzle with several solutions gets one of them. A puzzle with none gets
  the line `no solution` in its place, and a note on standard error. In the
  lines format a malformed puzzle gets the line `invalid` in its place, so
  output line k always answers puzzle k; in the poj format every complete
  case before the error is answered and reading stops there. Errors are one
  line each on standard error:
    sudoku: <source>:<line>:<column>: puzzle <n>: <what was wrong>

Exit codes:
  0  every puzzle was solved (or there were none)
  1  some puzzle had no solution (not with --count or --validate, where
     `0` and `false` are answers like any other)
  2  malformed input, an unreadable file, or a bad command line
";

/// Reads the arguments after the program name.
pub fn parse<I, S>(args: I) -> Result<Command, UsageError>
where
    I: IntoIterator<Item = S>,
    S: Into<String>,
{
    let mut args = args.into_iter().map(Into::into).peekable();
    if args.peek().is_some_and(|first| first == "generate") {
        args.next();
        return parse_generate(args);
    }
    let mut options = Options::default();
    let (mut judge_named, mut format_named) = (false, false);
    // A judge's own mode, unless --count or --validate asks for another.
    let mut judge_mode = None;
    let mut stats = false;
    let mut progress = false;
    let mut files = Vec::new();
    let mut options_ended = false;
    while let Some(arg) = args.next() {
        if options_ended || arg == "-" || !arg.starts_with('-') {
            files.push(arg);
            continue;
        }
        let (name, inline) = split_option(&arg);
        let mut value = |what: &str| {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| UsageError(format!("{name} needs a value: {what}")))
        };
        match name.as_str() {
            "--" => options_ended = true,
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "--stats" => stats = true,
            "--progress" => progress = true,
            "-j" | "--jobs" => {
                let value = value("a number of threads, 0 for one per core")?;
                options.jobs = value.parse().map_err(|_| {
                    UsageError(format!(
                        "{name} takes a number of threads (0 for one per core), not '{value}'"
                    ))
                })?;
            }
            "--count" | "--validate" => {
                let asked = if name == "--count" {
                    Mode::Count
                } else {
                    Mode::Validate
                };
                if options.mode != Mode::Solve && options.mode != asked {
                    return Err(UsageError(
                        "--count and --validate exclude each other".into(),
                    ));
                }
                options.mode = asked;
            }
            "-f" | "--format" => {
                let value = value(FORMAT_NAMES)?;
                format_named = true;
                options.format = Some(match value.as_str() {
                    "poj" => Format::Poj,
                    "lines" => Format::Lines,
                    "cells" => Format::Cells,
                    "sized" => Format::Sized,
                    "counted" => Format::CountedCells,
                    "leetcode" => Format::Leetcode,
                    "letters" => Format::Letters,
                    "counted-letters" => Format::CountedLetters,
                    _ => {
                        return Err(UsageError(format!(
                            "unknown format '{value}': expected {FORMAT_NAMES}"
                        )));
                    }
                });
            }
            "--judge" => {
                let value = value("a judge preset, or list")?;
                if value == "list" {
                    return Ok(Command::ListJudges);
                }
                let Some(judge) = judge::find(&value) else {
                    return Err(UsageError(format!(
                        "unknown judge '{value}' (--judge list names them)"
                    )));
                };
                options.format = Some(judge.format);
                options.layout = Some(judge.layout);
                judge_mode = Some(judge.mode);
                judge_named = true;
            }
            _ => return Err(UsageError(format!("unknown option '{arg}'"))),
        }
    }
    if judge_named && format_named {
        return Err(UsageError(
            "--judge fixes the format: leave out --format".into(),
        ));
    }
    if let Some(mode) = judge_mode
        && options.mode == Mode::Solve
    {
        options.mode = mode;
    }
    Ok(Command::Solve {
        options,
        files,
        stats,
        progress,
    })
}

/// An option and the value glued to it with `=` (`--judge=poj2676`; long
/// options only).
fn split_option(arg: &str) -> (String, Option<String>) {
    match arg.split_once('=') {
        Some((name, value)) if name.starts_with("--") => {
            (name.to_string(), Some(value.to_string()))
        }
        _ => (arg.to_string(), None),
    }
}

/// Reads the arguments of `sudoku generate`.
fn parse_generate(mut args: impl Iterator<Item = String>) -> Result<Command, UsageError> {
    let mut generate = Generate {
        count: 1,
        seed: None,
        clues: None,
        hard: false,
        judge: None,
        jobs: 1,
        size: 9,
    };
    let mut size = None;
    while let Some(arg) = args.next() {
        let (name, inline) = split_option(&arg);
        let mut value = |what: &str| {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| UsageError(format!("{name} needs a value: {what}")))
        };
        let number = |value: String, what: &str| {
            value
                .parse::<u64>()
                .map_err(|_| UsageError(format!("{name} takes {what}, not '{value}'")))
        };
        match name.as_str() {
            "-h" | "--help" => return Ok(Command::GenerateHelp),
            "--hard" => generate.hard = true,
            "-n" => generate.count = number(value("a number of puzzles")?, "a number of puzzles")?,
            "--seed" => generate.seed = Some(number(value("a number")?, "a number")?),
            "--clues" => {
                let clues = number(value("a number of givens")?, "a number of givens")?;
                generate.clues = Some(clues.min(1 << 20) as usize);
            }
            "-j" | "--jobs" => {
                let jobs = value("a number of threads, 0 for one per core")?;
                generate.jobs = number(jobs, "a number of threads (0 for one per core)")? as usize;
            }
            "--judge" => {
                let value = value("a judge preset")?;
                let Some(judge) = judge::find(&value) else {
                    return Err(UsageError(format!(
                        "unknown judge '{value}' (--judge list names them)"
                    )));
                };
                generate.judge = Some(judge);
            }
            "--size" => {
                let value = value("a board size, 9 or 16")?;
                size = Some(match value.as_str() {
                    "9" => 9,
                    "16" => 16,
                    _ => {
                        return Err(UsageError(format!(
                            "--size takes 9 or 16 (cells a side), not '{value}'"
                        )));
                    }
                });
            }
            _ => return Err(UsageError(format!("unknown generate option '{arg}'"))),
        }
    }
    // A 16x16 judge makes 16x16 boards; a size named must fit it.
    let judge_size = generate.judge.map(|judge| match judge.format {
        Format::Letters | Format::CountedLetters => 16,
        _ => 9,
    });
    generate.size = size.or(judge_size).unwrap_or(9);
    if let (Some(judge), Some(judged)) = (generate.judge, judge_size)
        && judged != generate.size
    {
        return Err(UsageError(format!(
            "--judge {} reads {judged}x{judged} puzzles, not {}x{}",
            judge.name, generate.size, generate.size
        )));
    }
    let cells = generate.size * generate.size;
    if let Some(clues) = generate.clues
        && clues > cells
    {
        return Err(UsageError(format!(
            "--clues takes a number of givens, 0 to {cells}, not '{clues}'"
        )));
    }
    Ok(Command::Generate(generate))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(format: Option<Format>, files: &[&str]) -> Result<Command, UsageError> {
        Ok(Command::Solve {
            options: Options {
                format,
                ..Options::default()
            },
            files: files.iter().map(|f| f.to_string()).collect(),
            stats: false,
            progress: false,
        })
    }

    fn options(args: &[&str]) -> Options {
        match parse(args.iter().copied()) {
            Ok(Command::Solve { options, .. }) => options,
            other => panic!("{args:?} gave {other:?}"),
        }
    }

    #[test]
    fn files_and_formats() {
        assert_eq!(parse(Vec::<String>::new()), solve(None, &[]));
        assert_eq!(parse(["a", "-", "b"]), solve(None, &["a", "-", "b"]));
        assert_eq!(
            parse(["--format", "poj", "a"]),
            solve(Some(Format::Poj), &["a"])
        );
        assert_eq!(parse(["-f", "lines"]), solve(Some(Format::Lines), &[]));
        assert_eq!(parse(["--format=cells"]), solve(Some(Format::Cells), &[]));
        assert_eq!(parse(["--", "-f"]), solve(None, &["-f"]));
        let Ok(Command::Solve { stats, files, .. }) = parse(["a", "--stats"]) else {
            panic!("--stats is a solve option");
        };
        assert!(stats);
        assert_eq!(files, ["a"]);
    }

    #[test]
    fn modes() {
        assert_eq!(options(&["--count"]).mode, Mode::Count);
        assert_eq!(options(&["--validate"]).mode, Mode::Validate);
        assert_eq!(options(&[]).mode, Mode::Solve);
    }

    #[test]
    fn judges_fix_format_and_layout() {
        for judge in judge::all() {
            let options = options(&["--judge", judge.name]);
            assert_eq!(options.format, Some(judge.format));
            assert_eq!(options.layout, Some(judge.layout));
            assert_eq!(options.mode, judge.mode);
        }
        assert_eq!(parse(["--judge=list"]), Ok(Command::ListJudges));
    }

    #[test]
    fn help_and_version() {
        assert_eq!(parse(["x", "--help"]), Ok(Command::Help));
        assert_eq!(parse(["-h"]), Ok(Command::Help));
        assert_eq!(parse(["-V"]), Ok(Command::Version));
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let message = |args: &[&str]| parse(args.iter().copied()).unwrap_err().to_string();
        let cases = [
            (&["--bogus"][..], "unknown option '--bogus' (try --help)"),
            (
                &["--count", "--validate"],
                "--count and --validate exclude each other (try --help)",
            ),
            (
                &["-f"],
                "-f needs a value: poj, lines, cells, sized, counted, leetcode, letters or counted-letters (try --help)",
            ),
            (
                &["--format=xml"],
                "unknown format 'xml': expected poj, lines, cells, sized, counted, leetcode, letters or counted-letters (try --help)",
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
        ];
        for (args, expected) in cases {
            assert_eq!(message(args), expected, "{args:?}");
        }
    }
}
