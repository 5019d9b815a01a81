//! The `sudoku` binary: the only place that touches argv, stdin, stdout and
//! stderr. Everything else is in the library.

use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use sudoku::batch::{self, PROGRAM, Progress, Source};
use sudoku::cli::{self, Command};
use sudoku::generate;
use sudoku::input::Format;
use sudoku::output::PuzzleLayout;

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
    let (mut options, files, stats, progress) = match cli::parse(std::env::args().skip(1))? {
        Command::Help => return print(cli::HELP),
        Command::Version => return print(&format!("{PROGRAM} {}\n", env!("CARGO_PKG_VERSION"))),
        Command::ListJudges => return print(&sudoku::judge::list()),
        Command::GenerateHelp => return print(cli::GENERATE_HELP),
        Command::Generate(generate) => return make(&generate),
        Command::Solve {
            options,
            files,
            stats,
            progress,
        } => (options, files, stats, progress),
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
    let display = (progress && io::stderr().is_terminal()).then(ProgressLine::start);
    if let Some(display) = &display {
        options.progress = Progress(Some(display.puzzles));
    }
    let mut diagnostics = Diagnostics {
        line: display.as_ref().map(|display| Arc::clone(&display.shown)),
        pending: Vec::new(),
    };
    let result = batch::run(sources, &options, &mut out, &mut diagnostics);
    if let Some(display) = display {
        display.stop();
    }
    let mut diagnostics = io::stderr().lock();
    match result {
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
    };
    let plain = if asked.size == 16 {
        Format::Letters
    } else {
        Format::Lines
    };
    let layout = asked
        .judge
        .map_or(PuzzleLayout::of(plain), |judge| judge.puzzle_layout());
    let mut out = io::stdout().lock();
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
    match io::stdout().write_all(text.as_bytes()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error.into()),
        _ => Ok(0),
    }
}

/// The `--progress` line: a thread that redraws it four times a second
/// from the counter the batch stores into, until stopped.
struct ProgressLine {
    puzzles: &'static AtomicU64,
    /// Whether the line is on the screen; held while writing to stderr.
    shown: Arc<Mutex<bool>>,
    done: Arc<AtomicBool>,
    thread: thread::JoinHandle<()>,
}

/// Moves to the start of the line and clears it.
const CLEAR_LINE: &[u8] = b"\r\x1b[K";

impl ProgressLine {
    fn start() -> ProgressLine {
        // One counter for the life of the process.
        let puzzles: &'static AtomicU64 = Box::leak(Box::new(AtomicU64::new(0)));
        let shown = Arc::new(Mutex::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let started = Instant::now();
        let thread = {
            let (shown, done) = (Arc::clone(&shown), Arc::clone(&done));
            thread::spawn(move || {
                while !done.load(Ordering::Relaxed) {
                    thread::park_timeout(Duration::from_millis(250));
                    if done.load(Ordering::Relaxed) {
                        break;
                    }
                    let text =
                        sudoku::stats::progress(puzzles.load(Ordering::Relaxed), started.elapsed());
                    if let Ok(mut shown) = shown.lock() {
                        let mut stderr = io::stderr().lock();
                        let _ = stderr.write_all(CLEAR_LINE);
                        let _ = write!(stderr, "{PROGRAM}: {text}");
                        let _ = stderr.flush();
                        *shown = true;
                    }
                }
            })
        };
        ProgressLine {
            puzzles,
            shown,
            done,
            thread,
        }
    }

    /// Stops the thread and clears the line.
    fn stop(self) {
        self.done.store(true, Ordering::Relaxed);
        self.thread.thread().unpark();
        let _ = self.thread.join();
        if let Ok(mut shown) = self.shown.lock() {
            if *shown {
                let _ = io::stderr().write_all(CLEAR_LINE);
            }
            *shown = false;
        }
    }
}

/// Standard error for the batch's diagnostics: whole lines, each clearing
/// the progress line first when one is shown.
struct Diagnostics {
    line: Option<Arc<Mutex<bool>>>,
    pending: Vec<u8>,
}

impl Write for Diagnostics {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        if let Some(end) = self.pending.iter().rposition(|&b| b == b'\n') {
            let lines: Vec<u8> = self.pending.drain(..=end).collect();
            let mut shown = self.line.as_ref().map(|line| line.lock());
            let mut stderr = io::stderr().lock();
            if let Some(Ok(shown)) = shown.as_mut()
                && **shown
            {
                stderr.write_all(CLEAR_LINE)?;
                **shown = false;
            }
            stderr.write_all(&lines)?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let lines = std::mem::take(&mut self.pending);
        io::stderr().lock().write_all(&lines)?;
        io::stderr().flush()
    }
}
