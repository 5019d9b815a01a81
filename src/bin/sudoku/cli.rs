//! The command line: turns arguments into what to do, and holds the help
//! texts. lexopt cuts the arguments into options and values; this module
//! gives them their meaning and says, in one line, what is wrong with a
//! command line that cannot be followed. Reading files and writing output
//! are `main.rs`'s.

use std::ffi::OsString;

use lexopt::{Arg, Parser};
use sudoku::answer::Mode;
use sudoku::input::{Format, why_not_empty};
use sudoku::judge::{self, Judge};
use sudoku::output::Layout;

mod help;
mod stress;

pub use help::{CHECK_HELP, GENERATE_HELP, HELP};
pub use stress::{HELP as STRESS_HELP, Stress};

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Answer puzzles.
    Solve(Solve),
    /// Make puzzles (`sudoku generate`).
    Generate(Generate),
    /// Print the `generate` help text.
    GenerateHelp,
    /// Judge a contestant's output (`sudoku check`).
    Check(Check),
    /// Print the `check` help text.
    CheckHelp,
    /// A `sudoku check` command line that cannot be followed: a failure of
    /// the checker (exit code 3, as testlib's), not the usual 2.
    CheckUsage(UsageError),
    /// Run a program on made tests and judge it (`sudoku stress`).
    Stress(Stress),
    /// Print the `stress` help text.
    StressHelp,
    /// Print the judge presets.
    ListJudges,
    /// Print the help text.
    Help,
    /// Print the version.
    Version,
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
    /// Cells a side: 9, or 16.
    pub size: usize,
}

/// What `sudoku check` is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// The input format, or `None` to detect it.
    pub format: Option<Format>,
    /// The answer layout, or `None` for the format's own.
    pub layout: Option<Layout>,
    /// What each puzzle is answered with.
    pub mode: Mode,
    /// Ask for the judge's exact bytes, not only its tokens.
    pub strict: bool,
    /// Run as a Kattis output validator: `INPUT ANSWER FEEDBACK_DIR`, the
    /// output on standard input, exit codes 42 and 43.
    pub kattis: bool,
    /// More characters for an empty cell of INPUT (`--empty`).
    pub empty: Vec<u8>,
    /// INPUT OUTPUT [ANSWER], or with `kattis` INPUT ANSWER FEEDBACK_DIR.
    pub files: Vec<OsString>,
}

/// A command line that cannot be followed; the text says why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (try --help)", self.0)
    }
}

impl std::error::Error for UsageError {}

/// Reads the arguments after the program name.
pub fn parse<I>(args: I) -> Result<Command, UsageError>
where
    I: IntoIterator,
    I::Item: Into<OsString>,
{
    let mut args = Args(Parser::from_args(args));
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
    let mut first = true;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(value) if first && value == "generate" => return parse_generate(args),
            Arg::Value(value) if first && value == "stress" => {
                let prefixed = |UsageError(message)| UsageError(format!("stress: {message}"));
                return stress::parse(&mut args).map_err(prefixed);
            }
            Arg::Value(value) if first && value == "check" => {
                return Ok(parse_check(args).unwrap_or_else(Command::CheckUsage));
            }
            Arg::Value(file) => solve.files.push(file),
            Arg::Short('h') | Arg::Long("help") => return Ok(Command::Help),
            Arg::Short('V') | Arg::Long("version") => return Ok(Command::Version),
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
                    return Ok(Command::ListJudges);
                }
                asked.judge = Some(find_judge(&value)?);
            }
            _ => return Err(UsageError(format!("unknown option '{}'", name(&arg)))),
        }
        first = false;
    }
    (solve.format, solve.layout, solve.mode) = asked.settle()?;
    Ok(Command::Solve(solve))
}

/// The characters of `--empty CHARS`, each one that can stand for an
/// empty cell.
fn empty_chars(value: &str) -> Result<Vec<u8>, UsageError> {
    if value.is_empty() {
        return Err(UsageError(
            "--empty needs characters for an empty cell, found none".to_string(),
        ));
    }
    for c in value.chars() {
        let byte = if c.is_ascii() { c as u8 } else { 0x80 };
        if let Some(why) = why_not_empty(byte) {
            return Err(UsageError(format!(
                "--empty cannot take {c:?} for an empty cell: {why}"
            )));
        }
    }
    Ok(value.bytes().collect())
}

/// Reads the arguments of `sudoku generate`.
fn parse_generate(mut args: Args) -> Result<Command, UsageError> {
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
            Arg::Short('h') | Arg::Long("help") => return Ok(Command::GenerateHelp),
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
                    return Ok(Command::ListJudges);
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
    Ok(Command::Generate(generate))
}

/// Refuses `--clues` and `--hard` for a judge that reads filled grids
/// (AtCoder ABC 327 C), whose tests have no empty cell to count or make
/// hard.
fn refuse_for_filled(
    judge: Option<&Judge>,
    clues: Option<usize>,
    hard: bool,
) -> Result<(), UsageError> {
    let Some(judge) = judge.filter(|judge| judge.mode == Mode::Verify) else {
        return Ok(());
    };
    let option = match (clues, hard) {
        (Some(_), _) => "--clues",
        (None, true) => "--hard",
        (None, false) => return Ok(()),
    };
    Err(UsageError(format!(
        "{option} does not apply to --judge {}: its grids are filled",
        judge.name
    )))
}

/// The size of the puzzles to make: the one named, else a judge's, else
/// 9; a 16x16 judge makes 16x16 boards, a size named must fit the judge,
/// and `clues` the size.
fn settle_size(
    judge: Option<&Judge>,
    size: Option<usize>,
    clues: Option<usize>,
) -> Result<usize, UsageError> {
    let judge_size = judge.map(|judge| if judge.format.has_letters() { 16 } else { 9 });
    let settled = size.or(judge_size).unwrap_or(9);
    // A judge of the `sized` format (UVa 989) reads 4x4 and 25x25 boards
    // too.
    let sized =
        judge.is_some_and(|judge| judge.format == Format::Sized) && (settled == 4 || settled == 25);
    if let (Some(judge), Some(judged)) = (judge, judge_size)
        && judged != settled
        && !sized
    {
        return Err(UsageError(format!(
            "--judge {} reads {judged}x{judged} puzzles, not {settled}x{settled}",
            judge.name
        )));
    }
    let cells = settled * settled;
    if let Some(clues) = clues
        && clues > cells
    {
        return Err(UsageError(format!(
            "--clues takes a number of givens, 0 to {cells}, not '{clues}'"
        )));
    }
    Ok(settled)
}

/// Reads the arguments of `sudoku check`.
fn parse_check(mut args: Args) -> Result<Command, UsageError> {
    let mut check = Check {
        format: None,
        layout: None,
        mode: Mode::Solve,
        strict: false,
        kattis: false,
        empty: Vec::new(),
        files: Vec::new(),
    };
    let mut asked = Asked::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(file) => check.files.push(file),
            Arg::Short('h') | Arg::Long("help") => return Ok(Command::CheckHelp),
            Arg::Long("strict") => check.strict = true,
            Arg::Long("kattis") => check.kattis = true,
            Arg::Long("empty") => {
                let value = args.value("--empty", "characters for an empty cell")?;
                check.empty.extend(empty_chars(&value)?);
            }
            Arg::Long(name @ ("count" | "validate")) => asked.mode(name)?,
            Arg::Short('f') | Arg::Long("format") => {
                let option = name(&arg);
                asked.format(&mut args, &option)?;
            }
            Arg::Long("judge") => {
                let option = name(&arg);
                let value = args.value(&option, "a judge preset")?;
                asked.judge = Some(find_judge(&value)?);
            }
            _ => {
                let what = name(&arg);
                return Err(UsageError(format!("unknown check option '{what}'")));
            }
        }
    }
    let (fewest, most, names) = if check.kattis {
        (
            3,
            3,
            "INPUT ANSWER FEEDBACK_DIR, with the output on standard input",
        )
    } else {
        (2, 3, "INPUT OUTPUT [ANSWER]")
    };
    if !(fewest..=most).contains(&check.files.len()) {
        let given = match check.files.len() {
            1 => "1 file name given".to_string(),
            count => format!("{count} file names given"),
        };
        return Err(UsageError(format!("sudoku check takes {names}; {given}")));
    }
    (check.format, check.layout, check.mode) = asked.settle()?;
    Ok(Command::Check(check))
}

/// What solving and checking both take from the command line: the format,
/// the judge and the mode, settled once every option is read.
struct Asked {
    format: Option<Format>,
    judge: Option<&'static Judge>,
    mode: Mode,
}

impl Default for Asked {
    fn default() -> Self {
        Asked {
            format: None,
            judge: None,
            mode: Mode::Solve,
        }
    }
}

impl Asked {
    /// `--count` or `--validate` (`name`, without its dashes).
    fn mode(&mut self, name: &str) -> Result<(), UsageError> {
        let asked = if name == "count" {
            Mode::Count
        } else {
            Mode::Validate
        };
        if self.mode != Mode::Solve && self.mode != asked {
            return Err(UsageError(
                "--count and --validate exclude each other".into(),
            ));
        }
        self.mode = asked;
        Ok(())
    }

    /// The value of `option` (`-f` or `--format`, as typed): a format name.
    fn format(&mut self, args: &mut Args, option: &str) -> Result<(), UsageError> {
        let names = format_names();
        let value = args.value(option, &names)?;
        self.format =
            Some(Format::from_name(&value).ok_or_else(|| {
                UsageError(format!("unknown format '{value}': expected {names}"))
            })?);
        Ok(())
    }

    /// The format, the layout and the mode: a judge's, where one is named
    /// (its own mode unless --count or --validate asks for another).
    fn settle(self) -> Result<(Option<Format>, Option<Layout>, Mode), UsageError> {
        let Some(judge) = self.judge else {
            return Ok((self.format, None, self.mode));
        };
        if self.format.is_some() {
            return Err(UsageError(
                "--judge fixes the format: leave out --format".into(),
            ));
        }
        let mode = if self.mode == Mode::Solve {
            judge.mode
        } else {
            self.mode
        };
        Ok((Some(judge.format), Some(judge.layout), mode))
    }
}

/// The arguments, as lexopt cuts them, with the errors worded here.
struct Args(Parser);

impl Args {
    /// The next option or value.
    fn next(&mut self) -> Result<Option<Arg<'_>>, UsageError> {
        self.0.next().map_err(|error| match error {
            lexopt::Error::UnexpectedValue { option, .. } => {
                UsageError(format!("{option} takes no value"))
            }
            other => UsageError(other.to_string()),
        })
    }

    /// The value of `--clues`: a number of givens.
    fn clues(&mut self) -> Result<usize, UsageError> {
        let value = self.value("--clues", "a number of givens")?;
        let clues: u64 = number("--clues", &value, "a number of givens")?;
        Ok(clues.min(1 << 20) as usize)
    }

    /// The value of `--size`: 9, 16, 25 or 4.
    fn size(&mut self) -> Result<usize, UsageError> {
        let value = self.value("--size", "a board size, 9, 16, 25 or 4")?;
        match value.as_str() {
            "9" => Ok(9),
            "16" => Ok(16),
            "25" => Ok(25),
            "4" => Ok(4),
            _ => Err(UsageError(format!(
                "--size takes 9, 16, 25 or 4 (cells a side), not '{value}'"
            ))),
        }
    }

    /// The value of the option `name` (as typed), or an error saying
    /// `what` it needs.
    fn value(&mut self, name: &str, what: &str) -> Result<String, UsageError> {
        match self.0.value() {
            Ok(value) => Ok(value.to_string_lossy().into_owned()),
            Err(_) => Err(UsageError(format!("{name} needs a value: {what}"))),
        }
    }
}

/// An option as typed: `-j` or `--jobs`.
fn name(arg: &Arg<'_>) -> String {
    match arg {
        Arg::Short(short) => format!("-{short}"),
        Arg::Long(long) => format!("--{long}"),
        Arg::Value(value) => value.to_string_lossy().into_owned(),
    }
}

/// `value` as a number for option `name`, which takes `what`.
fn number<T: std::str::FromStr>(name: &str, value: &str, what: &str) -> Result<T, UsageError> {
    value
        .parse()
        .map_err(|_| UsageError(format!("{name} takes {what}, not '{value}'")))
}

/// The preset named `name`.
fn find_judge(name: &str) -> Result<&'static Judge, UsageError> {
    judge::find(name)
        .ok_or_else(|| UsageError(format!("unknown judge '{name}' (--judge list names them)")))
}

/// The names `--format` takes, for messages: `poj, lines, ... or
/// counted-letters`.
fn format_names() -> String {
    let names: Vec<&str> = Format::ALL.iter().map(|format| format.name()).collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(args: &[&str]) -> Solve {
        match parse(args.iter().copied()) {
            Ok(Command::Solve(solve)) => solve,
            other => panic!("{args:?} gave {other:?}"),
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
        assert_eq!(parse(["--judge=list"]), Ok(Command::ListJudges));
    }

    #[test]
    fn help_and_version() {
        assert_eq!(parse(["x", "--help"]), Ok(Command::Help));
        assert_eq!(parse(["-h"]), Ok(Command::Help));
        assert_eq!(parse(["-V"]), Ok(Command::Version));
        assert_eq!(parse(["generate", "-h"]), Ok(Command::GenerateHelp));
    }

    #[test]
    fn the_help_names_every_format_and_preset_option() {
        for &format in Format::ALL {
            assert!(HELP.contains(&format!("`{}`", format.name())), "{format:?}");
        }
        assert_eq!(
            format_names(),
            "poj, lines, cells, sized, counted, labelled, counted-labelled, leetcode, letters \
             or counted-letters"
        );
    }

    #[test]
    fn generate_reads_its_own_options() {
        let Ok(Command::Generate(generate)) = parse([
            "generate", "-n", "5", "--seed", "7", "--clues", "30", "--hard", "-j", "2",
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
        let Ok(Command::Generate(sixteen)) = parse(["generate", "--judge", "poj3076"]) else {
            panic!("a generate command");
        };
        assert_eq!(sixteen.size, 16, "a 16x16 judge makes 16x16 boards");
        // A file named `generate` is a file after the first argument.
        assert_eq!(solve(&["a", "generate"]).files, ["a", "generate"]);
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
            (
                &["generate", "--fast"],
                "unknown generate option '--fast' (try --help)",
            ),
            (
                &["generate", "-n"],
                "-n needs a value: a number of puzzles (try --help)",
            ),
        ];
        for (args, expected) in cases {
            assert_eq!(message(args), expected, "{args:?}");
        }
    }
}
