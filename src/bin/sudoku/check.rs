//! `sudoku check`: reads the files its command line names, runs the
//! library's checker, and reports as testlib's checkers do (a line per
//! case not accepted and a summary on stdout, exit codes 0 to 3) or, with
//! `--kattis`, as a Kattis output validator (the same lines in
//! `judgemessage.txt`, exit codes 42 and 43).

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::Path;

use sudoku::check::{self, Rules, Verdict};
use sudoku::input::CellChars;
use sudoku::output::Layout;
use sudoku::run::PROGRAM;

use crate::cli::Check;

/// Exit code of a checker that failed (testlib's `_fail`).
pub const FAILED: u8 = 3;

/// Runs `sudoku check`; returns the exit code. A failure of the checker
/// itself is one line on stderr and [`FAILED`].
pub fn run(asked: &Check) -> u8 {
    match judge(asked) {
        Ok(code) => code,
        Err(message) => {
            let _ = writeln!(io::stderr(), "{PROGRAM}: check: {message}");
            FAILED
        }
    }
}

/// The bytes of the file `name` (`-`: standard input).
fn read(name: &OsString) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let result = if name == "-" {
        io::stdin().lock().read_to_end(&mut bytes)
    } else {
        std::fs::File::open(name).and_then(|mut file| file.read_to_end(&mut bytes))
    };
    result.map_err(|error| format!("cannot read {}: {error}", name.to_string_lossy()))?;
    Ok(bytes)
}

fn judge(asked: &Check) -> Result<u8, String> {
    let input_name = &asked.files[0];
    let input = read(input_name)?;
    let (output, feedback) = if asked.kattis {
        // INPUT ANSWER FEEDBACK_DIR < OUTPUT
        read(&asked.files[1])?;
        let mut output = Vec::new();
        io::stdin()
            .lock()
            .read_to_end(&mut output)
            .map_err(|error| format!("cannot read the output on standard input: {error}"))?;
        (output, Some(Path::new(&asked.files[2])))
    } else {
        // INPUT OUTPUT [ANSWER]
        if let Some(answer) = asked.files.get(2) {
            read(answer)?;
        }
        (read(&asked.files[1])?, None)
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
    let rules = Rules {
        layout: asked.layout.unwrap_or_else(|| Layout::of(format)),
        mode: asked.mode,
        strict: asked.strict,
    };
    let report = check::check(&cases, &rules, &output);
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
    let mut stdout = io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|error| format!("cannot write output: {error}"))?;
    Ok(match verdict {
        Verdict::Accepted => 0,
        Verdict::WrongAnswer => 1,
        Verdict::PresentationError => 2,
    })
}
