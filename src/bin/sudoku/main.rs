//! The `sudoku` binary: with its modules, the only code that touches argv,
//! stdin, stdout, stderr and the clock. [`cli`] reads the command line,
//! [`terminal`] keeps the progress line and the diagnostics apart on
//! stderr, [`stdout`] opens standard output, [`check`] runs `sudoku
//! check`, [`stress`] runs `sudoku stress` with [`child`] running the
//! program under test; everything else is in the library.

mod check;
#[cfg(unix)]
mod child;
mod cli;
mod stats;
mod stdout;
#[cfg(unix)]
mod stress;
mod terminal;

use std::cell::Cell;
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use cli::Command;
use stdout::stdout;
use sudoku::generate;
use sudoku::input::Format;
use sudoku::output::puzzle::PuzzleLayout;
use sudoku::run::{self, Options, PROGRAM, Source};
use terminal::{Diagnostics, ProgressLine};

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
    let solve = match cli::parse(std::env::args_os().skip(1))? {
        Command::Help => return print(cli::HELP),
        Command::Version => return print(&format!("{PROGRAM} {}\n", env!("CARGO_PKG_VERSION"))),
        Command::ListJudges => return print(&sudoku::judge::list()),
        Command::GenerateHelp => return print(cli::GENERATE_HELP),
        Command::CheckHelp => return print(cli::CHECK_HELP),
        Command::Check(asked) => return Ok(check::run(&asked)),
        Command::CheckUsage(error) => {
            let _ = writeln!(io::stderr(), "{PROGRAM}: check: {error}");
            return Ok(check::FAILED);
        }
        Command::Generate(generate) => return make(&generate),
        Command::StressHelp => return print(cli::STRESS_HELP),
        #[cfg(unix)]
        Command::Stress(asked) => return Ok(stress::run(&asked)),
        #[cfg(not(unix))]
        Command::Stress(_) => return Err("stress runs programs on Unix only".into()),
        Command::Solve(solve) => solve,
    };
    let files = if solve.files.is_empty() {
        vec!["-".into()]
    } else {
        solve.files
    };
    let stdin = io::stdin();
    // The time spent blocked in reads and writes, for --stats' busy time.
    let waited = Waited::default();
    let sources = files
        .into_iter()
        .map(|name| -> Source<Timed<Box<dyn Read>>> {
            let (name, reader) = if name == "-" {
                let reader: Box<dyn Read> = Box::new(stdin.lock());
                ("<stdin>".to_string(), Ok(reader))
            } else {
                let reader = File::open(&name).map(|file| Box::new(file) as Box<dyn Read>);
                (name.to_string_lossy().into_owned(), reader)
            };
            let reader = reader.map(|reader| waited.timed(reader));
            Source { name, reader }
        });
    let mut out = waited.timed(stdout()?);
    let display = (solve.progress && io::stderr().is_terminal()).then(ProgressLine::start);
    let options = Options {
        format: solve.format,
        mode: solve.mode,
        layout: solve.layout,
        jobs: solve.jobs,
        empty: solve.empty,
        progress: display.as_ref().map(|display| Arc::clone(&display.puzzles)),
    };
    let mut diagnostics = Diagnostics::new(display.as_ref());
    let result = run::run(sources, &options, &mut out, &mut diagnostics);
    if let Some(display) = display {
        display.stop();
    }
    let mut diagnostics = io::stderr().lock();
    match result {
        Ok(summary) => {
            if solve.stats {
                let line = stats::render(&summary, started.elapsed(), waited.0.get());
                let _ = writeln!(diagnostics, "{PROGRAM}: {line}");
            }
            Ok(summary.exit_code())
        }
        // A reader that went away (`| head`) wants no more: not an error.
        Err(run::Error::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => Ok(0),
        Err(error) => Err(error.into()),
    }
}

/// The time a run spends blocked in the reads and writes of [`Timed`]
/// readers and writers, all on the calling thread.
#[derive(Clone, Default)]
struct Waited(Rc<Cell<Duration>>);

impl Waited {
    /// `inner`, its reads or writes timed into this.
    fn timed<T>(&self, inner: T) -> Timed<T> {
        Timed {
            inner,
            waited: self.clone(),
        }
    }

    /// Runs `call`, adding the time it takes.
    fn time<T>(&self, call: impl FnOnce() -> T) -> T {
        let started = Instant::now();
        let result = call();
        self.0.set(self.0.get() + started.elapsed());
        result
    }
}

/// A reader or writer whose calls add up their time in a [`Waited`]: one
/// clock reading a block of 256 KiB read or 64 KiB written.
struct Timed<T> {
    inner: T,
    waited: Waited,
}

impl<R: Read> Read for Timed<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let inner = &mut self.inner;
        self.waited.time(|| inner.read(buffer))
    }
}

impl<W: Write> Write for Timed<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let inner = &mut self.inner;
        self.waited.time(|| inner.write(bytes))
    }

    fn flush(&mut self) -> io::Result<()> {
        let inner = &mut self.inner;
        self.waited.time(|| inner.flush())
    }
}

/// `sudoku generate`: makes the puzzles and writes them to stdout.
fn make(asked: &cli::Generate) -> Result<u8, Box<dyn std::error::Error>> {
    let seed = asked.seed.unwrap_or_else(|| {
        let seed = fresh_seed();
        let _ = writeln!(io::stderr(), "{PROGRAM}: generate: seed {seed}");
        seed
    });
    let request = generate::Request {
        seed,
        clues: asked.clues,
        hard: asked.hard,
        size: asked.size,
        filled: asked
            .judge
            .is_some_and(|judge| judge.mode == sudoku::answer::Mode::Verify),
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
    match generate::run(&request, asked.count, &layout, asked.jobs, &mut out) {
        Ok(made) => {
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
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(0),
        Err(error) => Err(format!("cannot write output: {error}").into()),
    }
}

/// A seed nobody chose: std's per-process random hash keys, mixed with
/// the clock.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(since.as_nanos());
    }
    hasher.finish()
}

/// Prints a help or version text.
fn print(text: &str) -> Result<u8, Box<dyn std::error::Error>> {
    match stdout()?.write_all(text.as_bytes()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write output: {error}").into())
        }
        _ => Ok(0),
    }
}
