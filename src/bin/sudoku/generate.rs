//! `sudoku generate`: reads its options, makes the puzzles with the
//! library's generator and writes them to stdout, plain or as a judge's
//! input; a seed it drew, and how many puzzles kept more givens than
//! `--clues` asked, go to stderr.

use std::error::Error;
use std::io::{self, Write};

use lexopt::Arg;
use sudoku::answer::Mode;
use sudoku::generate;
use sudoku::input::Format;
use sudoku::judge::{self, Judge};
use sudoku::output::puzzle::PuzzleLayout;
use sudoku::run::PROGRAM;

use crate::args::{Args, UsageError, find_judge, name, number, refuse_for_filled, settle_size};
use crate::seed;
use crate::stdout::{OutputError, print, stdout};

/// The `sudoku generate --help` text.
pub const HELP: &str = "\
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
  -j, --jobs N    make puzzles on N threads (0: one per core; at most four
                  per core); the output is the same
      --size S    cells a side: 9 (the default), or 16 for 16x16 boards
                  written as POJ 3076 reads them (rows of letters A to
                  P, '-' empty, a blank line between boards; a 16x16
                  judge's --judge sets 16), or 4 or 25 for 4x4 or 25x25
                  boards written in the sized layout (the box size, then
                  rows of spaced numbers, 0 empty), which uva989 and
                  --format sized read; a minimal 25x25 board takes
                  seconds to many minutes to make, --clues 300 one a
                  tenth of a second
  -h, --help      print this help and exit
";

/// What the command line asks of `sudoku generate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Make puzzles.
    Generate(Generate),
    /// Print the help text.
    Help,
    /// Print the judge presets.
    ListJudges,
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
    pub judge: Option<&'static Judge>,
    /// Threads (0: one per core).
    pub jobs: usize,
    /// Cells a side: 9, 16, 25 or 4.
    pub size: usize,
}

/// Runs `sudoku generate`, the command word taken; the exit code.
pub fn run(args: Args) -> Result<u8, Box<dyn Error>> {
    match parse(args)? {
        Parsed::Help => print(HELP),
        Parsed::ListJudges => print(&judge::list()),
        Parsed::Generate(generate) => make(&generate),
    }
}

/// Reads the arguments after `generate`.
pub fn parse(mut args: Args) -> Result<Parsed, UsageError> {
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
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(Parsed::Help),
            Arg::Long("hard") => generate.hard = true,
            Arg::Short('n') => {
                let option = name(&arg);
                let value = args.value(&option, "a number of puzzles")?;
                generate.count = number(&option, &value, "a number of puzzles")?;
            }
            Arg::Long("seed") => {
                let option = name(&arg);
                let value = args.value(&option, "a number")?;
                generate.seed = Some(number(&option, &value, "a number")?);
            }
            Arg::Long("clues") => generate.clues = Some(args.clues()?),
            Arg::Short('j') | Arg::Long("jobs") => {
                let option = name(&arg);
                let value = args.value(&option, "a number of threads, 0 for one per core")?;
                generate.jobs =
                    number(&option, &value, "a number of threads (0 for one per core)")?;
            }
            Arg::Long("judge") => {
                let option = name(&arg);
                let value = args.value(&option, "a judge preset, or list")?;
                if value == "list" {
                    return Ok(Parsed::ListJudges);
                }
                generate.judge = Some(find_judge(&value)?);
            }
            Arg::Long("size") => size = Some(args.size()?),
            _ => {
                let what = name(&arg);
                return Err(UsageError(format!("unknown generate option '{what}'")));
            }
        }
    }
    generate.size = settle_size(generate.judge, size, generate.clues)?;
    refuse_for_filled(generate.judge, generate.clues, generate.hard)?;
    Ok(Parsed::Generate(generate))
}

/// Makes the puzzles and writes them to stdout.
fn make(asked: &Generate) -> Result<u8, Box<dyn Error>> {
    let request = generate::Request {
        seed: seed::settle(asked.seed, "generate"),
        clues: asked.clues,
        hard: asked.hard,
        size: asked.size,
        filled: asked.judge.is_some_and(|judge| judge.mode == Mode::Verify),
    };
    let plain = match asked.size {
        16 => Format::Letters,
        4 | 25 => Format::Sized,
        _ => Format::Lines,
    };
    let layout = asked
        .judge
        .map_or(PuzzleLayout::of(plain), |judge| judge.puzzle_layout());
    let mut out = stdout()?;
    let made =
        generate::run(&request, asked.count, &layout, asked.jobs, &mut out).map_err(OutputError)?;
    if let Some(clues) = asked.clues {
        let mut note = format!(
            "{PROGRAM}: generate: {} of {} puzzles have {clues} givens",
            made.puzzles - made.above_clues,
            made.puzzles
        );
        if made.above_clues > 0 {
            note.push_str(&format!("; {} stopped above (at most {} givens): emptying any more cell would leave several solutions", made.above_clues, made.most_givens));
        }
        let _ = writeln!(io::stderr(), "{note}");
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(list: &[&str]) -> Result<Parsed, UsageError> {
        parse(Args::new(list.iter().copied()))
    }

    #[test]
    fn reads_its_own_options() {
        let Ok(Parsed::Generate(generate)) = parsed(&[
            "-n", "5", "--seed", "7", "--clues", "30", "--hard", "-j", "2",
        ]) else {
            panic!("a generate command");
        };
        assert_eq!(
            (
                generate.count,
                generate.seed,
                generate.clues,
                generate.hard,
                generate.jobs
            ),
            (5, Some(7), Some(30), true, 2)
        );
        assert_eq!(generate.size, 9);
        let Ok(Parsed::Generate(sixteen)) = parsed(&["--judge", "poj3076"]) else {
            panic!("a generate command");
        };
        assert_eq!(sixteen.size, 16, "a 16x16 judge makes 16x16 boards");
        assert_eq!(parsed(&["-h"]), Ok(Parsed::Help));
        assert_eq!(parsed(&["--judge", "list"]), Ok(Parsed::ListJudges));
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let message = |list: &[&str]| parsed(list).unwrap_err().to_string();
        assert_eq!(
            message(&["--fast"]),
            "unknown generate option '--fast' (try --help)"
        );
        assert_eq!(
            message(&["-n"]),
            "-n needs a value: a number of puzzles (try --help)"
        );
    }
}
