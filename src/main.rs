//! The `sudoku` binary: the only place that touches argv, stdin, stdout and
//! stderr. Everything else is in the library.

use std::fs::File;
use std::io::{self, Read, Write};
use std::process::ExitCode;
use std::time::Instant;

use sudoku::batch::{self, PROGRAM, Source};
use sudoku::cli::{self, Command};

fn main() -> ExitCode {
    match run() {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            let _ = writeln!(io::stderr(), "{PROGRAM}: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<u8, Box<dyn std::error::Error>> {
    let started = Instant::now();
    let (options, files, stats) = match cli::parse(std::env::args().skip(1))? {
        Command::Help => return print(cli::HELP),
        Command::Version => return print(&format!("{PROGRAM} {}\n", env!("CARGO_PKG_VERSION"))),
        Command::ListJudges => return print(&sudoku::judge::list()),
        Command::Solve {
            options,
            files,
            stats,
        } => (options, files, stats),
    };
    let files = if files.is_empty() {
        vec!["-".to_string()]
    } else {
        files
    };
    let stdin = io::stdin();
    let sources = files.into_iter().map(|name| -> Source<Box<dyn Read>> {
        if name == "-" {
            let reader: Box<dyn Read> = Box::new(stdin.lock());
            Source {
                name: "<stdin>".to_string(),
                reader: Ok(reader),
            }
        } else {
            let reader = File::open(&name).map(|file| Box::new(file) as Box<dyn Read>);
            Source { name, reader }
        }
    });
    let mut out = io::stdout().lock();
    let mut diagnostics = io::stderr().lock();
    match batch::run(sources, &options, &mut out, &mut diagnostics) {
        Ok(summary) => {
            if stats {
                let line = sudoku::stats::render(&summary, started.elapsed());
                let _ = writeln!(diagnostics, "{PROGRAM}: {line}");
            }
            Ok(summary.exit_code())
        }
        // A reader that went away (`| head`) wants no more: not an error.
        Err(batch::Error::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => Ok(0),
        Err(error) => Err(error.into()),
    }
}

/// Prints a help or version text.
fn print(text: &str) -> Result<u8, Box<dyn std::error::Error>> {
    match io::stdout().write_all(text.as_bytes()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error.into()),
        _ => Ok(0),
    }
}
