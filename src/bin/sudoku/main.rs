//! The `sudoku` binary: with its modules, the only code that touches argv,
//! stdin, stdout, stderr and the clock. `main` hands the command line to
//! the command its first argument names, each in a module that owns its
//! options, help text and run: [`solve`] (no command word), [`generate`],
//! [`check`], [`stress`] and [`export`]. What they share has a module each: [`args`]
//! (the arguments as lexopt cuts them, and the options several commands
//! read), [`stdout`], [`terminal`] (the progress line and the diagnostics
//! on stderr), [`timed`] (the time blocked in reads and writes), [`stats`]
//! (the `--stats` and progress lines), [`seed`], and [`child`] (a program
//! run as a judge runs it). Everything else is in the library.

mod args;
mod check;
#[cfg(unix)]
mod child;
mod export;
mod generate;
mod seed;
mod solve;
mod stats;
mod stdout;
mod stress;
mod terminal;
mod timed;

use std::error::Error;
use std::io::{self, Write};
use std::process::ExitCode;

use sudoku::run::{self, PROGRAM};

use args::Args;

fn main() -> ExitCode {
    match run() {
        Ok(code) => ExitCode::from(code),
        // A reader that went away (`| head`) wants no more: not an error.
        Err(error) if broken_pipe(&*error) => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(io::stderr(), "{PROGRAM}: {error}");
            ExitCode::from(2)
        }
    }
}

/// Runs the command the first argument names; the exit code.
fn run() -> Result<u8, Box<dyn Error>> {
    let mut args = Args::new(std::env::args_os().skip(1));
    match args.command(&["generate", "check", "stress", "export"]) {
        Some("generate") => generate::run(args),
        Some("check") => check::run(args),
        Some("stress") => stress::run(args),
        Some("export") => export::run(args),
        _ => solve::run(args),
    }
}

/// Whether writing output failed for a broken pipe, by `error` or any
/// error under it.
fn broken_pipe(error: &(dyn Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(error) = cause {
        let written = match error.downcast_ref::<run::Error>() {
            Some(run::Error::Write(inner)) => Some(inner),
            _ => error.downcast_ref::<io::Error>(),
        };
        if written.is_some_and(|inner| inner.kind() == io::ErrorKind::BrokenPipe) {
            return true;
        }
        cause = error.source();
    }
    false
}
