//! The arguments as lexopt cuts them, with the errors worded here, and the
//! options more than one command reads: the format, judge and mode of
//! solving and checking, the size and givens of generating and stressing,
//! the characters for an empty cell. Each command gives the rest of its
//! options their meaning in its own module.

use std::ffi::OsString;

use lexopt::{Arg, Parser};
use sudoku::answer::Mode;
use sudoku::generate;
use sudoku::input::{Format, why_not_empty};
use sudoku::judge::{self, Judge};
use sudoku::output::Layout;

/// A command line that cannot be followed; the text says why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (try --help)", self.0)
    }
}

impl std::error::Error for UsageError {}

/// The arguments after the program name, as lexopt cuts them.
pub struct Args(Parser);

impl Args {
    /// `args`, the program name left out.
    pub fn new<I>(args: I) -> Args
    where
        I: IntoIterator,
        I::Item: Into<OsString>,
    {
        Args(Parser::from_args(args))
    }

    /// The first argument, taken, when it is a value among `commands`;
    /// else `None`, with nothing taken.
    pub fn command(&mut self, commands: &[&'static str]) -> Option<&'static str> {
        let mut ahead = self.0.clone();
        let Ok(Some(Arg::Value(first))) = ahead.next() else {
            return None;
        };
        let command = commands.iter().copied().find(|&name| first == name)?;
        self.0 = ahead;
        Some(command)
    }

    /// The next option or value.
    pub fn next(&mut self) -> Result<Option<Arg<'_>>, UsageError> {
        self.0.next().map_err(|error| match error {
            lexopt::Error::UnexpectedValue { option, .. } => {
                UsageError(format!("{option} takes no value"))
            }
            other => UsageError(other.to_string()),
        })
    }

    /// The value of the option `name` (as typed), or an error saying
    /// `what` it needs.
    pub fn value(&mut self, name: &str, what: &str) -> Result<String, UsageError> {
        self.os_value(name, what)
            .map(|value| value.to_string_lossy().into_owned())
    }

    /// [`value`](Self::value), as the operating system gave it (a file
    /// name).
    pub fn os_value(&mut self, name: &str, what: &str) -> Result<OsString, UsageError> {
        self.0
            .value()
            .map_err(|_| UsageError(format!("{name} needs a value: {what}")))
    }

    /// Every argument not read yet, as given.
    pub fn rest(&mut self) -> Result<Vec<OsString>, UsageError> {
        match self.0.raw_args() {
            Ok(raw) => Ok(raw.collect()),
            Err(error) => Err(UsageError(error.to_string())),
        }
    }

    /// The value of `--clues`: a number of givens.
    pub fn clues(&mut self) -> Result<usize, UsageError> {
        let value = self.value("--clues", "a number of givens")?;
        let clues: u64 = number("--clues", &value, "a number of givens")?;
        Ok(clues.min(1 << 20) as usize)
    }

    /// The value of `--size`: 9, 16, 25 or 4.
    pub fn size(&mut self) -> Result<usize, UsageError> {
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
}

/// An option as typed: `-j` or `--jobs`.
pub fn name(arg: &Arg<'_>) -> String {
    match arg {
        Arg::Short(short) => format!("-{short}"),
        Arg::Long(long) => format!("--{long}"),
        Arg::Value(value) => value.to_string_lossy().into_owned(),
    }
}

/// `value` as a number for option `name`, which takes `what`.
pub fn number<T: std::str::FromStr>(name: &str, value: &str, what: &str) -> Result<T, UsageError> {
    value
        .parse()
        .map_err(|_| UsageError(format!("{name} takes {what}, not '{value}'")))
}

/// The preset named `name`.
pub fn find_judge(name: &str) -> Result<&'static Judge, UsageError> {
    judge::find(name)
        .ok_or_else(|| UsageError(format!("unknown judge '{name}' (--judge list names them)")))
}

/// The names `--format` takes, for messages: `poj, lines, ... or
/// counted-letters`.
pub fn format_names() -> String {
    let names: Vec<&str> = Format::ALL.iter().map(|format| format.name()).collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The characters of `--empty CHARS`, each one that can stand for an
/// empty cell.
pub fn empty_chars(value: &str) -> Result<Vec<u8>, UsageError> {
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

/// What solving and checking both take from the command line: the format,
/// the judge and the mode, settled once every option is read.
pub struct Asked {
    format: Option<Format>,
    /// The judge preset named (`--judge`).
    pub judge: Option<&'static Judge>,
    mode: Mode,
}

impl Default for Asked {
    /// No format or judge named, solving.
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
    pub fn mode(&mut self, name: &str) -> Result<(), UsageError> {
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
    pub fn format(&mut self, args: &mut Args, option: &str) -> Result<(), UsageError> {
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
    pub fn settle(self) -> Result<(Option<Format>, Option<Layout>, Mode), UsageError> {
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

/// The size of the puzzles to make: the one named, else the judge's
/// first (`generate::sizes_read`, the one rule for which sizes a judge
/// reads), else 9; a size named must be one the judge reads, and `clues`
/// must fit the size.
pub fn settle_size(
    judge: Option<&Judge>,
    size: Option<usize>,
    clues: Option<usize>,
) -> Result<usize, UsageError> {
    let settled = match judge {
        Some(judge) => {
            let settled = size.unwrap_or(generate::sizes_read(judge.format)[0]);
            if let Some(refused) = generate::refuse_size(judge.name, judge.format, settled) {
                return Err(UsageError(refused));
            }
            settled
        }
        None => size.unwrap_or(9),
    };
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

/// Refuses `--clues` and `--hard` for a judge that reads filled grids
/// (AtCoder ABC 327 C), whose tests have no empty cell to count or make
/// hard.
pub fn refuse_for_filled(
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_is_the_first_argument_only() {
        let commands = ["generate", "check"];
        let taken = |list: &[&str]| {
            let mut args = Args::new(list.iter().copied());
            let command = args.command(&commands);
            let mut rest = Vec::new();
            while let Ok(Some(arg)) = args.next() {
                rest.push(name(&arg));
            }
            (command, rest)
        };
        assert_eq!(
            taken(&["generate", "-n", "2"]),
            (Some("generate"), vec!["-n".into(), "2".into()])
        );
        assert_eq!(taken(&["check"]), (Some("check"), vec![]));
        // A file named `generate` is a file after the first argument.
        assert_eq!(
            taken(&["a", "generate"]),
            (None, vec!["a".into(), "generate".into()])
        );
        assert_eq!(
            taken(&["-j", "generate"]),
            (None, vec!["-j".into(), "generate".into()])
        );
        assert_eq!(taken(&["stress"]), (None, vec!["stress".into()]));
        assert_eq!(taken(&[]), (None, vec![]));
        // An argument that lexopt refuses is left for the command's parse.
        let mut bad = Args::new(["--count=2", "generate"]);
        assert_eq!(bad.command(&commands), None);
        assert_eq!(
            bad.next().map(|arg| arg.map(|arg| name(&arg))),
            Ok(Some("--count".into()))
        );
    }

    #[test]
    fn the_names_of_the_formats() {
        assert_eq!(
            format_names(),
            "poj, lines, cells, sized, counted, labelled, counted-labelled, leetcode, letters \
             or counted-letters"
        );
    }
}
