//! `sudoku check`: reads its options and the files they name, runs the
//! library's checker, and reports as testlib's checkers do (a line per
//! case not accepted and a summary on stdout, exit codes 0 to 3) or, with
//! `--kattis`, as a Kattis output validator (the same lines in
//! `judgemessage.txt`, exit codes 42 and 43). A command line it cannot
//! follow is a failure of the checker, exit code 3, not the usual 2.

use std::error::Error;
use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::Path;

use lexopt::Arg;
use sudoku::answer::Mode;
use sudoku::check::{self, Checker, Rules, Verdict};
use sudoku::input::{CellChars, Format};
use sudoku::output::Layout;
use sudoku::run::PROGRAM;

use crate::args::{Args, Asked, UsageError, empty_chars, find_judge, name};
use crate::stdout::print;

/// The `sudoku check --help` text.
pub const HELP: &str = "\
sudoku check - judge a program's output for a puzzle input

Usage: sudoku check [--judge NAME | --format F] [--empty CHARS] [--count | --validate] [--strict] INPUT OUTPUT [ANSWER]
       sudoku check --kattis [--judge NAME | --format F] [--empty CHARS] INPUT ANSWER FEEDBACK_DIR < OUTPUT

Reads the puzzles of INPUT as solving does (the judge's format, or the one
detected) and checks OUTPUT, a program's answers to them in the judge's
layout, case by case. ANSWER, the jury's answer file that checkers are
given, is opened but not needed: the answers are decided from the puzzles.

A case is accepted when its answer is right by the problem's rule: when
solving, any grid that keeps every given and repeats no value in a row,
column or box, and the judge's no-solution line exactly when there is no
solution; where the rule allows one answer only (a unique or the smallest
solution, a count, true or false, a verdict, a score) it must equal ours.
What stands before an answer (a `---` line, `Case N: `, the puzzle's label)
must be the judge's, and a sum over all cases (euler96) is checked whole.
Tokens are compared, any whitespace between them, as testlib's checkers
do.

Options:
      --judge NAME  the input format, answer layout and rule of judge
                    problem NAME (`sudoku --judge list` names them)
  -f, --format F    read INPUT in format F (see sudoku --help)
      --empty CHARS take each of CHARS for an empty cell of INPUT too, as
                    solving does (see sudoku --help)
      --count       the answers are counts of solutions (0, 1 or 2+)
      --validate    the answers are true or false (the LeetCode 36 rule)
      --strict      also ask for the judge's exact bytes: blank lines,
                    separators, the final line break; tokens right with
                    the bytes not is a presentation error
      --kattis      run as a Kattis or DOMjudge output validator: the
                    output on standard input, the verdict as exit code 42
                    (accepted) or 43 (rejected), the messages written to
                    FEEDBACK_DIR/judgemessage.txt
  -h, --help        print this help and exit

Output: a line on standard output for each case not accepted, saying why
and where (`case 3: wrong answer: row 4 column 7 holds 5, which is already
in column 7 at row 1`; `case 12: answer missing`), and a last line
`accepted N of M cases`.

Exit codes (testlib's):
  0  accepted
  1  wrong answer
  2  presentation error (only with --strict)
  3  the checker failed: a bad command line, an unreadable file, or an
     INPUT that is not a well-formed input (with its line and column)
With --kattis: 42 accepted, 43 rejected, 3 the checker failed.
";

/// Exit code of a checker that failed (testlib's `_fail`).
pub const FAILED: u8 = 3;

/// What the command line asks of `sudoku check`.
// Made once a run: boxing the large variant would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Judge a contestant's output.
    Check(Check),
    /// Print the help text.
    Help,
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
    /// `INPUT OUTPUT [ANSWER]`, or with `kattis` `INPUT ANSWER FEEDBACK_DIR`.
    pub files: Vec<OsString>,
}

/// Runs `sudoku check`, the command word taken; the exit code. A failure
/// of the checker itself, its command line's included, is one line on
/// stderr and [`FAILED`]; only the help text's output failing is an
/// error.
pub fn run(args: Args) -> Result<u8, Box<dyn Error>> {
    let judged = match parse(args) {
        Ok(Parsed::Help) => return print(HELP),
        Ok(Parsed::Check(asked)) => judge(&asked),
        Err(error) => Err(error.to_string()),
    };
    Ok(judged.unwrap_or_else(|message| {
        let _ = writeln!(io::stderr(), "{PROGRAM}: check: {message}");
        FAILED
    }))
}

/// Reads the arguments after `check`.
pub fn parse(mut args: Args) -> Result<Parsed, UsageError> {
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
            Arg::Short('h') | Arg::Long("help") => return Ok(Parsed::Help),
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
    Ok(Parsed::Check(check))
}

/// The bytes of the file `name` (`-`: standard input).
fn read(name: &OsString) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    open(name)?
        .read_to_end(&mut bytes)
        .map_err(|error| cannot_read(name, &error))?;
    Ok(bytes)
}

/// The file `name` opened for reading (`-`: standard input).
fn open(name: &OsString) -> Result<Box<dyn Read>, String> {
    if name == "-" {
        return stdin().map_err(|error| cannot_read(name, &error));
    }
    match std::fs::File::open(name) {
        Ok(file) => Ok(Box::new(file)),
        Err(error) => Err(cannot_read(name, &error)),
    }
}

/// Standard input, or an error if it was closed.
fn stdin() -> io::Result<Box<dyn Read>> {
    if crate::stdout::stdin_closed() {
        return Err(io::Error::other("standard input is closed"));
    }
    Ok(Box::new(io::stdin().lock()))
}

/// `cannot read NAME: ERROR`.
fn cannot_read(name: &OsString, error: &io::Error) -> String {
    format!("cannot read {}: {error}", name.to_string_lossy())
}

/// The output to judge, read a block at a time: where it comes from,
/// what it is called in messages, and the block read last.
struct Output {
    reader: Box<dyn Read>,
    name: String,
    block: Vec<u8>,
    /// The bytes of `block` read.
    filled: usize,
}

impl Output {
    /// The output `reader`, called `name`, with its first block read (so
    /// that an unreadable output is found before the input is parsed).
    fn open(reader: Box<dyn Read>, name: String) -> Result<Output, String> {
        let mut output = Output {
            reader,
            name,
            block: vec![0; 64 << 10],
            filled: 0,
        };
        output.next()?;
        Ok(output)
    }

    /// Reads the next block; whether any bytes came.
    fn next(&mut self) -> Result<bool, String> {
        loop {
            match self.reader.read(&mut self.block) {
                Ok(read) => {
                    self.filled = read;
                    return Ok(read > 0);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(format!("cannot read {}: {error}", self.name)),
            }
        }
    }

    /// Feeds `checker` the output, block by block, until it ends or the
    /// checker wants no more of it: the rest is not read.
    fn feed(mut self, checker: &mut Checker) -> Result<(), String> {
        while self.filled > 0 && checker.feed(&self.block[..self.filled]) {
            self.next()?;
        }
        Ok(())
    }
}

/// Judges the output the files of `asked` hold; the exit code, or what
/// stopped the checker.
fn judge(asked: &Check) -> Result<u8, String> {
    let input_name = &asked.files[0];
    let input = read(input_name)?;
    // ANSWER is opened, so that a wrong name is found, but never read.
    let (output, feedback) = if asked.kattis {
        // INPUT ANSWER FEEDBACK_DIR < OUTPUT
        open(&asked.files[1])?;
        let reader = stdin()
            .map_err(|error| format!("cannot read the output on standard input: {error}"))?;
        let name = "the output on standard input".to_string();
        (
            Output::open(reader, name)?,
            Some(Path::new(&asked.files[2])),
        )
    } else {
        // INPUT OUTPUT [ANSWER]
        if let Some(answer) = asked.files.get(2) {
            open(answer)?;
        }
        let name = &asked.files[1];
        let output = Output::open(open(name)?, name.to_string_lossy().into_owned())?;
        (output, None)
    };
    let chars = CellChars::new(&asked.empty);
    let (cases, format) = check::read_cases_with(&input, asked.format, chars).map_err(|error| {
        format!(
            "{}:{}:{}: puzzle {}: {} (INPUT must be a well-formed input)",
            input_name.to_string_lossy(),
            error.line,
            error.column,
            error.puzzle,
            error.kind
        )
    })?;
    drop(input);
    let rules = Rules {
        layout: asked.layout.unwrap_or_else(|| Layout::of(format)),
        mode: asked.mode,
        strict: asked.strict,
    };
    let mut checker = Checker::new(&cases, &rules);
    output.feed(&mut checker)?;
    let report = checker.finish();
    let mut text = String::new();
    for rejection in &report.rejections {
        text += &format!("{rejection}\n");
    }
    text += &report.summary();
    text.push('\n');
    let verdict = report.verdict();
    if let Some(folder) = feedback {
        let file = folder.join("judgemessage.txt");
        std::fs::write(&file, &text)
            .map_err(|error| format!("cannot write {}: {error}", file.display()))?;
        return Ok(if verdict == Verdict::Accepted { 42 } else { 43 });
    }
    let code = match verdict {
        Verdict::Accepted => 0,
        Verdict::WrongAnswer => 1,
        Verdict::PresentationError => 2,
    };
    // A closed standard output is an error, as for solving, not a sink.
    match crate::stdout::stdout()?.write_all(text.as_bytes()) {
        // A reader gone away (`| head`) takes nothing from the verdict.
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write output: {error}"))
        }
        _ => Ok(code),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(list: &[&str]) -> Result<Parsed, UsageError> {
        parse(Args::new(list.iter().copied()))
    }

    #[test]
    fn files_and_rules() {
        let Ok(Parsed::Check(check)) = parsed(&["--judge", "uva989", "--strict", "in", "out"])
        else {
            panic!("a check command");
        };
        assert_eq!(check.files, ["in", "out"]);
        assert_eq!(check.format, Some(Format::Sized));
        assert_eq!(check.mode, Mode::Smallest);
        assert!(check.strict && !check.kattis);
        assert_eq!(parsed(&["-h", "in"]), Ok(Parsed::Help));
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let message = |list: &[&str]| parsed(list).unwrap_err().to_string();
        assert_eq!(
            message(&["in"]),
            "sudoku check takes INPUT OUTPUT [ANSWER]; 1 file name given (try --help)"
        );
        assert_eq!(
            message(&["--kattis", "in", "answer"]),
            "sudoku check takes INPUT ANSWER FEEDBACK_DIR, with the output on standard input; \
             2 file names given (try --help)"
        );
        assert_eq!(
            message(&["--judge", "list", "in", "out"]),
            "unknown judge 'list' (--judge list names them) (try --help)"
        );
    }
}
