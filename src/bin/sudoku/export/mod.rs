//! `sudoku export`: writes to standard output a checker for a place that
//! cannot run `sudoku check` as it is. `export testlib` is a preset's
//! checker as C++ source on testlib.h, which Polygon, Codeforces and
//! Luogu build on their side (put together by the sudoku-cpp crate from
//! the C++ submissions' pieces); `export cph` is a Python custom checker
//! for Competitive Programming Helper (CPH), which runs only Python
//! checkers, as `python checker.py INPUT OUTPUT`, and calls this binary;
//! `export kattis` writes a problem package ([`kattis`]).

mod kattis;

use std::error::Error;
use std::ffi::OsString;

use std::path::Path;

use lexopt::Arg;
use sudoku::judge::Judge;

use crate::args::{Args, UsageError, find_judge, name};
use crate::check::{self, Convention, Parsed};
use crate::stdout::print;

/// The `sudoku export --help` text.
pub const HELP: &str = "\
sudoku export - write a checker for a tool that cannot call sudoku check

Usage: sudoku export testlib --judge NAME > checker.cpp
       sudoku export kattis --judge NAME DIR
       sudoku export cph [CHECK OPTIONS] > checker.py

testlib
      the checker of judge preset NAME as one C++11 file on testlib.h, for
      Polygon, Codeforces gyms and Luogu's special judges, which build
      checkers from source: it judges as `sudoku check --judge NAME`
      does, by tokens (no --strict), with its messages; testlib's verdict
      is ok or wrong answer, and fail for an INPUT that is not the
      preset's format. Every preset but leetcode36 and leetcode37.

kattis
      judge preset NAME as a problem package in folder DIR (made if
      missing; one that holds a package already is refused), in the Kattis
      problem package format (version 2023-07, which problemtools'
      verifyproblem checks) for Kattis, DOMjudge and courses: problem.yaml,
      a statement in Markdown (the preset's format and rule in our words),
      a sample and secret tests from the generator with our answers (hard
      puzzles, and where the problem answers them, puzzles with no
      solution, several, or broken givens), a C++ input validator and
      output validator (judging as sudoku check does), the C++ submission
      as the accepted solution and a wrong one. Every preset but leetcode36
      and leetcode37.

cph   a custom checker for Competitive Programming Helper (the VS Code
      extension), which runs Python checkers only, as
      `python checker.py INPUT OUTPUT`, and passes a test on exit code 0.
      The file calls this binary (by the path it runs from now, else
      `sudoku` on PATH) as `sudoku check [CHECK OPTIONS] INPUT OUTPUT`.

CHECK OPTIONS are sudoku check's that say how to judge: --judge NAME,
--format F, --empty CHARS, --count, --validate, --strict (see sudoku check
--help).

Options:
  -h, --help   print this help and exit

Exit codes: 0 written, 2 a bad command line or nothing written.
";

/// Runs `sudoku export`, the command word taken; the exit code.
pub fn run(mut args: Args) -> Result<u8, Box<dyn Error>> {
    let raw = args.rest()?;
    let options = match raw.split_first() {
        Some((first, _)) if first == "-h" || first == "--help" => return print(HELP),
        Some((first, rest)) if first == "cph" => rest,
        Some((first, rest)) if first == "testlib" => return print(&testlib(rest)?),
        Some((first, rest)) if first == "kattis" => return kattis(rest),
        Some((first, _)) => {
            let first = first.to_string_lossy();
            return Err(UsageError(format!(
                "unknown export '{first}': testlib, kattis and cph are known"
            ))
            .into());
        }
        None => {
            return Err(UsageError(
                "sudoku export needs what to write: testlib, kattis or cph".into(),
            )
            .into());
        }
    };
    let options = judging_options(options)?;
    let program = std::env::current_exe()
        .map_err(|error| format!("cannot find this program's path: {error}"))?;
    let program = program.to_str().ok_or_else(|| {
        format!(
            "this program's path is not UTF-8, which a Python file cannot name: {}",
            program.display()
        )
    })?;
    print(&cph_checker(program, &options))
}

/// The preset `--judge NAME` in `options`, and the values beside it;
/// `command` names the export in messages.
fn judge_and_values(
    options: &[OsString],
    command: &str,
) -> Result<(&'static Judge, Vec<OsString>), UsageError> {
    let mut args = Args::new(options.iter().cloned());
    let (mut judge, mut values) = (None, Vec::new());
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("judge") => {
                let value = args.value("--judge", "a judge preset")?;
                judge = Some(find_judge(&value)?);
            }
            Arg::Value(value) => values.push(value),
            _ => {
                let what = name(&arg);
                return Err(UsageError(format!(
                    "sudoku export {command} takes --judge NAME, not '{what}'"
                )));
            }
        }
    }
    let Some(judge) = judge else {
        return Err(UsageError(format!(
            "sudoku export {command} needs --judge NAME"
        )));
    };
    Ok((judge, values))
}

/// Writes the problem package of `--judge NAME` into the folder named in
/// `options`; exit code 0.
fn kattis(options: &[OsString]) -> Result<u8, Box<dyn Error>> {
    let (judge, values) = judge_and_values(options, "kattis")?;
    let [folder] = values.as_slice() else {
        return Err(UsageError(format!(
            "sudoku export kattis takes one folder, DIR; {} given",
            values.len()
        ))
        .into());
    };
    let package = kattis::package(judge)
        .map_err(|message| UsageError(message.replace("C++ checker", "problem package")))?;
    kattis::write(Path::new(folder), &package)?;
    Ok(0)
}

/// The testlib checker of the preset `--judge NAME` in `options`.
fn testlib(options: &[OsString]) -> Result<String, Box<dyn Error>> {
    let (judge, values) = judge_and_values(options, "testlib")?;
    if let Some(value) = values.first() {
        return Err(UsageError(format!(
            "sudoku export testlib takes --judge NAME only, not '{}'",
            value.to_string_lossy()
        ))
        .into());
    }
    let recipe = sudoku_cpp::checker(judge, sudoku_cpp::Role::Testlib).map_err(UsageError)?;
    let header = format!(
        "// The checker of {name}: {what}.\n\
         // It judges as `sudoku check --judge {name}` does: where the problem allows\n\
         // any solution, any grid that keeps the givens and repeats no value; where\n\
         // it allows one answer, ours. Build it with testlib.h (C++11 or later).\n\
         // Written by `sudoku export testlib --judge {name}` (sudoku {version}).\n",
        name = judge.name,
        what = judge.description,
        version = env!("CARGO_PKG_VERSION"),
    );
    Ok(sudoku_cpp::bundle(&recipe, &header)?)
}

/// `options`, checked to be ones of sudoku check that say how to judge
/// (`--help` among them is this command's help: refused, as a file would
/// not be written).
fn judging_options(options: &[OsString]) -> Result<Vec<String>, UsageError> {
    let mut strings = Vec::new();
    for option in options {
        let Some(text) = option.to_str() else {
            return Err(UsageError(format!(
                "the option '{}' is not UTF-8",
                option.to_string_lossy()
            )));
        };
        strings.push(text.to_string());
    }
    let conventions = ["--kattis", "--hustoj", "--ejudge", "--testset", "--group"];
    if let Some(option) = strings.iter().find(|s| conventions.contains(&s.as_str())) {
        return Err(UsageError(format!(
            "sudoku export cph takes check's judging options only, not {option}: CPH calls \
             its checker as `python checker.py INPUT OUTPUT`"
        )));
    }
    let mut probe: Vec<&str> = strings.iter().map(String::as_str).collect();
    probe.extend(["INPUT", "OUTPUT"]);
    match check::parse(Args::new(probe)) {
        Ok(Parsed::Check(asked))
            if asked.convention == Convention::Testlib && asked.files.len() == 2 =>
        {
            Ok(strings)
        }
        Ok(Parsed::Check(_)) => Err(UsageError(
            "sudoku export cph takes check's judging options only: --judge, --format, \
             --empty, --count, --validate, --strict"
                .into(),
        )),
        Ok(Parsed::Help) => Err(UsageError(
            "sudoku export cph takes no --help after cph".into(),
        )),
        Err(UsageError(message)) => Err(UsageError(message)),
    }
}

/// `text` as a Python string literal.
fn python_literal(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\\' | '\'' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_ascii_graphic() || c == ' ' => out.push(c),
            c => out += &format!("\\U{:08x}", c as u32),
        }
    }
    out.push('\'');
    out
}

/// The Python checker that runs `program check OPTIONS INPUT OUTPUT`.
fn cph_checker(program: &str, options: &[String]) -> String {
    let listed: Vec<String> = options.iter().map(|o| python_literal(o)).collect();
    let shown = if options.is_empty() {
        String::new()
    } else {
        format!(" {}", options.join(" "))
    };
    format!(
        "#!/usr/bin/env python3
# A custom checker for Competitive Programming Helper, which calls it as
# `python checker.py INPUT OUTPUT` and passes the test on exit code 0: it
# judges OUTPUT as `sudoku check{shown} INPUT OUTPUT` does, and prints
# what that prints. Written by `sudoku export cph`.
import os
import shutil
import subprocess
import sys

SUDOKU = {program}
OPTIONS = [{options}]

if len(sys.argv) != 3:
    sys.exit('usage: python checker.py INPUT OUTPUT')
program = SUDOKU if os.path.exists(SUDOKU) else shutil.which('sudoku')
if program is None:
    sys.exit('cannot find sudoku: not at ' + SUDOKU + ' and not on PATH')
sys.exit(subprocess.call([program, 'check'] + OPTIONS + sys.argv[1:]))
",
        program = python_literal(program),
        options = listed.join(", "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_literals_escape_quotes_and_the_rest() {
        assert_eq!(python_literal("a'b\\c"), "'a\\'b\\\\c'");
        assert_eq!(python_literal("é\n"), "'\\U000000e9\\U0000000a'");
    }

    #[test]
    fn only_judging_options_are_exported() {
        let list = |words: &[&str]| -> Vec<OsString> { words.iter().map(OsString::from).collect() };
        assert!(judging_options(&list(&["--judge", "poj2676", "--strict"])).is_ok());
        assert!(judging_options(&list(&["--kattis"])).is_err());
        assert!(judging_options(&list(&["in"])).is_err());
        let unknown = judging_options(&list(&["--judge", "nope"])).unwrap_err();
        assert_eq!(unknown.0, "unknown judge 'nope' (--judge list names them)");
    }
}
