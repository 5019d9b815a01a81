//! `sudoku check`: reads its options and the files they name, runs the
//! library's checker, and reports in the calling convention asked for:
//! testlib's (a line per case not accepted and a summary on stdout, exit
//! codes 0 to 3, the verdict in RESULT_FILE when one is named), a Kattis
//! output validator's (`--kattis`: the same lines in `judgemessage.txt`,
//! exit codes 42 and 43), HUSTOJ's (`--hustoj`: ANSWER before OUTPUT) or
//! ejudge's (`--ejudge`: exit codes 0, 5, 4 and 6). A command line it
//! cannot follow is a failure of the checker, not the usual exit code 2.

use std::error::Error;
use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::Path;

use lexopt::Arg;
use sudoku::answer::Mode;
use sudoku::check::{self, Checker, Rejection, Rules, Verdict};
use sudoku::input::{CellChars, Format};
use sudoku::output::Layout;
use sudoku::run::PROGRAM;

use crate::args::{Args, Asked, UsageError, empty_chars, find_judge, name};
use crate::stdout::print;

/// The `sudoku check --help` text.
pub const HELP: &str = "\
sudoku check - judge a program's output for a puzzle input

Usage: sudoku check [OPTIONS] INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]]
       sudoku check --kattis [OPTIONS] INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT
       sudoku check --hustoj [OPTIONS] INPUT ANSWER OUTPUT
       sudoku check --ejudge [OPTIONS] INPUT OUTPUT [ANSWER]

Reads the puzzles of INPUT as solving does (the judge's format, or the one
detected) and checks OUTPUT, a program's answers to them in the judge's
layout, case by case. ANSWER, the jury's answer file that checkers are
given, is opened but not needed: the answers are decided from the puzzles
(an empty ANSWER argument, as cargo-compete passes when a case has no
expected output, is no answer).

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
      --hustoj      take the arguments in HUSTOJ's order, INPUT ANSWER
                    OUTPUT (its special judges are called so)
      --ejudge      exit as ejudge's checkers do: 0 accepted, 5 wrong
                    answer, 4 presentation error, 6 the checker failed
      --show        draw the program's grid under the line of each case
                    it fails by a cell: the cell the line names in
                    brackets, [5], the cell it clashes with in
                    parentheses, (5); coloured too (red, yellow) when
                    standard output is a terminal and NO_COLOR is not set
      --testset NAME, --group NAME
                    taken as testlib's checkers take them, and ignored:
                    the verdict does not depend on them
  -h, --help        print this help and exit

testlib's RESULT_FILE: after ANSWER, a file to write the verdict's message
to (testlib's plain form); with -appes after it, testlib's XML form,
<result outcome = \"accepted\">...</result>, the outcome one of accepted,
wrong-answer, presentation-error and fail. An empty RESULT_FILE is none.

Kattis and DOMjudge pass a problem's output_validator_args after
FEEDBACK_DIR: space_change_sensitive asks for the judge's exact bytes, as
--strict; case_sensitive and float_tolerance X (float_relative_tolerance X,
float_absolute_tolerance X) change nothing, since every answer here is
integers and words written one way; any other is refused. The first case
not accepted and its verdict (not why, which may show the answer), or the
summary, go to FEEDBACK_DIR/teammessage.txt, for the team.

Output: a line on standard output for each case not accepted, saying why
and where (`case 3: wrong answer: row 4 column 7 holds 5, which is already
in column 7 at row 1`; `case 12: answer missing`), and a last line
`accepted N of M cases`. With --show, the grid of a case failed by a
cell under its line, indented two spaces.

Exit codes (testlib's):
  0  accepted
  1  wrong answer
  2  presentation error (only with --strict)
  3  the checker failed: a bad command line, an unreadable file, or an
     INPUT that is not a well-formed input (with its line and column)
With --kattis: 42 accepted, 43 rejected, 3 the checker failed.
With --ejudge: 0 accepted, 5 wrong answer, 4 presentation error, 6 the
checker failed.
";

/// Exit code of a checker that failed (testlib's `_fail`).
pub const FAILED: u8 = 3;

/// Whose calling convention the checker follows: the order of its
/// arguments, where the verdict goes, and its exit codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// testlib's checkers: `INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]]`,
    /// exit codes 0 to 3.
    Testlib,
    /// A Kattis problem package's output validator: `INPUT ANSWER
    /// FEEDBACK_DIR [ARGS...] < OUTPUT`, exit codes 42 and 43.
    Kattis,
    /// HUSTOJ's special judges: `INPUT ANSWER OUTPUT`, testlib's exit codes.
    Hustoj,
    /// ejudge's checkers: testlib's arguments, exit codes 0, 5, 4 and 6.
    Ejudge,
}

impl Convention {
    /// The exit code of `verdict`, or of a checker that failed (`None`).
    pub fn exit_code(self, verdict: Option<Verdict>) -> u8 {
        match (self, verdict) {
            (Convention::Kattis, Some(Verdict::Accepted)) => 42,
            (Convention::Kattis, Some(_)) => 43,
            (Convention::Ejudge, Some(Verdict::Accepted)) => 0,
            (Convention::Ejudge, Some(Verdict::WrongAnswer)) => 5,
            (Convention::Ejudge, Some(Verdict::PresentationError)) => 4,
            (Convention::Ejudge, None) => 6,
            (_, Some(Verdict::Accepted)) => 0,
            (_, Some(Verdict::WrongAnswer)) => 1,
            (_, Some(Verdict::PresentationError)) => 2,
            (_, None) => FAILED,
        }
    }

    /// The option that asks for it.
    fn option(self) -> &'static str {
        match self {
            Convention::Testlib => "",
            Convention::Kattis => "--kattis",
            Convention::Hustoj => "--hustoj",
            Convention::Ejudge => "--ejudge",
        }
    }
}

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
    /// Draw the grid of each case rejected for a cell (`--show`).
    pub show: bool,
    /// Whose arguments and exit codes.
    pub convention: Convention,
    /// testlib's `-appes`: the verdict in RESULT_FILE in its XML form.
    pub appes: bool,
    /// More characters for an empty cell of INPUT (`--empty`).
    pub empty: Vec<u8>,
    /// The file arguments, in the convention's order (with `--kattis`,
    /// the output validator's arguments after them).
    pub files: Vec<OsString>,
}

impl Check {
    /// The file argument at `index`, unless it is missing or empty (an
    /// empty name is no file: cargo-compete's `"$EXPECTED_OUTPUT"` when a
    /// case has none, testlib's empty RESULT_FILE).
    fn file(&self, index: usize) -> Option<&OsString> {
        self.files.get(index).filter(|name| !name.is_empty())
    }

    /// INPUT, OUTPUT (`None`: standard input), ANSWER, and the folder or
    /// file the verdict goes to (FEEDBACK_DIR, RESULT_FILE).
    fn roles(
        &self,
    ) -> (
        &OsString,
        Option<&OsString>,
        Option<&OsString>,
        Option<&OsString>,
    ) {
        match self.convention {
            Convention::Testlib | Convention::Ejudge => (
                &self.files[0],
                Some(&self.files[1]),
                self.file(2),
                self.file(3),
            ),
            Convention::Hustoj => (&self.files[0], Some(&self.files[2]), self.file(1), None),
            Convention::Kattis => (&self.files[0], None, self.file(1), Some(&self.files[2])),
        }
    }
}

/// Runs `sudoku check`, the command word taken; the exit code. A failure
/// of the checker itself, its command line's included, is one line on
/// stderr and [`FAILED`]; only the help text's output failing is an
/// error.
pub fn run(mut args: Args) -> Result<u8, Box<dyn Error>> {
    let raw = args.rest()?;
    // Before the options are understood, `--ejudge` anywhere sets the
    // exit code of a failure.
    let mut convention = if raw.iter().any(|arg| arg == "--ejudge") {
        Convention::Ejudge
    } else {
        Convention::Testlib
    };
    // testlib's `-appes` is one word with one dash.
    let args = Args::new(raw.into_iter().map(|arg| {
        if arg == "-appes" || arg == "-APPES" {
            OsString::from("--appes")
        } else {
            arg
        }
    }));
    let mut result = None;
    let judged = match parse(args) {
        Ok(Parsed::Help) => return print(HELP),
        Ok(Parsed::Check(asked)) => {
            convention = asked.convention;
            if convention != Convention::Kattis {
                result = asked.roles().3.map(|file| (file.clone(), asked.appes));
            }
            judge(&asked)
        }
        Err(error) => Err(error.to_string()),
    };
    Ok(judged.unwrap_or_else(|message| {
        let _ = writeln!(io::stderr(), "{PROGRAM}: check: {message}");
        if let Some((file, appes)) = result {
            // testlib writes its failures there too; if even that fails,
            // the message above stands.
            let _ = write_result(&file, appes, None, &message);
        }
        convention.exit_code(None)
    }))
}

/// Reads the arguments after `check`.
pub fn parse(mut args: Args) -> Result<Parsed, UsageError> {
    let mut check = Check {
        format: None,
        layout: None,
        mode: Mode::Solve,
        strict: false,
        show: false,
        convention: Convention::Testlib,
        appes: false,
        empty: Vec::new(),
        files: Vec::new(),
    };
    let mut asked = Asked::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(file) => check.files.push(file),
            Arg::Short('h') | Arg::Long("help") => return Ok(Parsed::Help),
            Arg::Long("strict") => check.strict = true,
            Arg::Long("show") => check.show = true,
            Arg::Long(name @ ("kattis" | "hustoj" | "ejudge")) => {
                let asked = match name {
                    "kattis" => Convention::Kattis,
                    "hustoj" => Convention::Hustoj,
                    _ => Convention::Ejudge,
                };
                if check.convention != Convention::Testlib && check.convention != asked {
                    return Err(UsageError(format!(
                        "{} and --{name} exclude each other",
                        check.convention.option()
                    )));
                }
                check.convention = asked;
            }
            Arg::Long("appes") => check.appes = true,
            Arg::Long(name @ ("testset" | "group")) => {
                let testset = name == "testset";
                let (option, what) = if testset {
                    ("--testset", "a testset name")
                } else {
                    ("--group", "a group name")
                };
                let value = args.value(option, what)?;
                if testset && value.is_empty() {
                    return Err(UsageError("--testset needs a value: a testset name".into()));
                }
            }
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
    let (fewest, most, names) = match check.convention {
        Convention::Kattis => (
            3,
            usize::MAX,
            "INPUT ANSWER FEEDBACK_DIR, with the output on standard input",
        ),
        Convention::Hustoj => (3, 3, "INPUT ANSWER OUTPUT with --hustoj"),
        Convention::Ejudge => (2, 3, "INPUT OUTPUT [ANSWER] with --ejudge"),
        Convention::Testlib if check.appes => {
            (4, 4, "INPUT OUTPUT ANSWER RESULT_FILE before -appes")
        }
        Convention::Testlib => (2, 4, "INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]]"),
    };
    if check.appes && check.convention != Convention::Testlib {
        return Err(UsageError(format!(
            "-appes is testlib's; it does not go with {}",
            check.convention.option()
        )));
    }
    if !(fewest..=most).contains(&check.files.len()) {
        let given = match check.files.len() {
            1 => "1 file name given".to_string(),
            count => format!("{count} file names given"),
        };
        return Err(UsageError(format!("sudoku check takes {names}; {given}")));
    }
    if check.convention == Convention::Kattis {
        check.strict |= validator_args(&check.files[3..])?;
    }
    (check.format, check.layout, check.mode) = asked.settle()?;
    Ok(Parsed::Check(check))
}

/// Reads a Kattis problem's `output_validator_args` (the problem package
/// format, version 2025-09, "Default output validator specification"
/// names them); whether `space_change_sensitive` is among them.
fn validator_args(words: &[OsString]) -> Result<bool, UsageError> {
    let mut strict = false;
    let mut words = words.iter().map(|word| word.to_string_lossy());
    while let Some(word) = words.next() {
        match &*word {
            "space_change_sensitive" => strict = true,
            "case_sensitive" => {}
            "float_tolerance" | "float_relative_tolerance" | "float_absolute_tolerance" => {
                let value = words.next().unwrap_or_default();
                if value.parse::<f64>().is_err() {
                    return Err(UsageError(format!(
                        "the output validator argument {word} takes a number, not '{value}'"
                    )));
                }
            }
            _ => {
                return Err(UsageError(format!(
                    "unknown output validator argument '{word}' (case_sensitive, \
                     space_change_sensitive, float_tolerance X, float_relative_tolerance X \
                     and float_absolute_tolerance X are known)"
                )));
            }
        }
    }
    Ok(strict)
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
    /// checker wants no more of it: the rest is not read. With `skip_bom`,
    /// a UTF-8 byte-order mark at its start is no output, as testlib.h's
    /// `registerTestlibCmd` skips it in the contestant's (`ouf.skipBom`).
    fn feed(mut self, checker: &mut Checker, skip_bom: bool) -> Result<(), String> {
        const BOM: &[u8] = b"\xef\xbb\xbf";
        let mut from = 0;
        if skip_bom {
            // The mark may come split over reads from a pipe.
            while self.filled > 0
                && self.filled < BOM.len()
                && BOM.starts_with(&self.block[..self.filled])
            {
                match self.reader.read(&mut self.block[self.filled..]) {
                    Ok(0) => break,
                    Ok(read) => self.filled += read,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(error) => return Err(format!("cannot read {}: {error}", self.name)),
                }
            }
            if self.block[..self.filled].starts_with(BOM) {
                from = BOM.len();
            }
        }
        while self.filled > 0 && checker.feed(&self.block[from..self.filled]) {
            from = 0;
            self.next()?;
        }
        Ok(())
    }
}

/// Judges the output the files of `asked` hold; the exit code, or what
/// stopped the checker.
fn judge(asked: &Check) -> Result<u8, String> {
    let (input_name, output_name, answer, verdict_to) = asked.roles();
    let input = read(input_name)?;
    // ANSWER is opened, so that a wrong name is found, but never read.
    if let Some(answer) = answer {
        open(answer)?;
    }
    let output = match output_name {
        Some(name) => Output::open(open(name)?, name.to_string_lossy().into_owned())?,
        None => {
            let reader = stdin()
                .map_err(|error| format!("cannot read the output on standard input: {error}"))?;
            Output::open(reader, "the output on standard input".to_string())?
        }
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
    if asked.show {
        checker = checker.showing();
    }
    // Under --strict the mark is a byte the judge's output does not have.
    output.feed(&mut checker, !asked.strict)?;
    let report = checker.finish();
    // The lines go to standard output, or with --kattis to a file.
    let colour = asked.convention != Convention::Kattis && crate::terminal::colour_stdout();
    let mut text = String::new();
    for rejection in &report.rejections {
        text += &format!("{rejection}\n");
        if let Some(marked) = &rejection.marked {
            text += &marked.draw(colour);
        }
    }
    text += &report.summary();
    text.push('\n');
    let verdict = report.verdict();
    // testlib's result: the first case not accepted, else the summary.
    let first = text.lines().next().unwrap_or_default();
    let code = asked.convention.exit_code(Some(verdict));
    match (asked.convention, verdict_to) {
        (Convention::Kattis, Some(folder)) => {
            let folder = Path::new(folder);
            write_file(&folder.join("judgemessage.txt"), text.as_bytes())?;
            // The team is told the case and the verdict, not why: the
            // why may show the answer.
            let team = match report.rejections.first() {
                Some(Rejection {
                    case: Some(case),
                    verdict,
                    ..
                }) => format!("case {case}: {verdict}\n"),
                Some(rejection) => format!("{}\n", rejection.verdict),
                None => format!("{}\n", report.summary()),
            };
            write_file(&folder.join("teammessage.txt"), team.as_bytes())?;
            return Ok(code);
        }
        (_, Some(file)) => {
            let message = match report.rejections.len() {
                0 => first.to_string(),
                _ => format!("{first}; {}", report.summary()),
            };
            write_result(file, asked.appes, Some(verdict), &message)?;
        }
        (_, None) => {}
    }
    // A closed standard output is an error, as for solving, not a sink.
    match crate::stdout::stdout()?.write_all(text.as_bytes()) {
        // A reader gone away (`| head`) takes nothing from the verdict.
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write output: {error}"))
        }
        _ => Ok(code),
    }
}

/// Writes `bytes` to the file at `path`, or says why it could not.
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|error| format!("cannot write {}: {error}", path.display()))
}

/// Writes a verdict (`None`: the checker failed) and its one-line
/// `message` to testlib's RESULT_FILE `file`, in its plain form (the
/// message) or with `appes` its XML form, as testlib.h's `InStream::quit`
/// writes them (outcome names from its `outcomes` table; `&`, `<`, `>`
/// and `"` escaped and control bytes written `.`, as its `xmlSafeWrite`).
/// The message is UTF-8 and says so, where testlib's default is
/// windows-1251 (its `setAppesModeEncoding` takes utf-8 too).
fn write_result(
    file: &OsString,
    appes: bool,
    verdict: Option<Verdict>,
    message: &str,
) -> Result<(), String> {
    let mut text = String::new();
    if appes {
        let outcome = match verdict {
            Some(Verdict::Accepted) => "accepted",
            Some(Verdict::WrongAnswer) => "wrong-answer",
            Some(Verdict::PresentationError) => "presentation-error",
            None => "fail",
        };
        text += "<?xml version=\"1.0\" encoding=\"utf-8\"?>";
        text += &format!("<result outcome = \"{outcome}\">");
        for c in message.chars() {
            match c {
                '&' => text += "&amp;",
                '<' => text += "&lt;",
                '>' => text += "&gt;",
                '"' => text += "&quot;",
                c if (c as u32) < 32 => text.push('.'),
                c => text.push(c),
            }
        }
        text += "</result>\n";
    } else {
        text += message;
    }
    write_file(Path::new(file), text.as_bytes())
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
        assert!(check.strict && check.convention == Convention::Testlib);
        assert!(!check.show);
        let Ok(Parsed::Check(shown)) = parsed(&["--show", "in", "out"]) else {
            panic!("a check command");
        };
        assert!(shown.show && shown.files == ["in", "out"]);
        assert_eq!(parsed(&["-h", "in"]), Ok(Parsed::Help));
    }

    #[test]
    fn usage_errors_say_what_is_wrong() {
        let message = |list: &[&str]| parsed(list).unwrap_err().to_string();
        assert_eq!(
            message(&["in"]),
            "sudoku check takes INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]]; 1 file name given (try --help)"
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
