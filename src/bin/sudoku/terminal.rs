//! The terminal side of a run on stderr: the `--progress` line, redrawn
//! by a thread of its own, and the diagnostics, written as whole lines that
//! clear the progress line first, so the two never tangle; and whether
//! standard output takes colours.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use sudoku::run::PROGRAM;

/// The `--progress` line: a thread that redraws it four times a second
/// from the counter the batch stores into, until stopped.
pub struct ProgressLine {
    /// The counter the run stores the puzzles answered into.
    pub puzzles: Arc<AtomicU64>,
    /// Whether the line is on the screen; held while writing to stderr.
    shown: Arc<Mutex<bool>>,
    done: Arc<AtomicBool>,
    thread: thread::JoinHandle<()>,
}

/// Moves to the start of the line and clears it.
pub const CLEAR_LINE: &[u8] = b"\r\x1b[K";

impl ProgressLine {
    /// Starts the thread, with the line not drawn yet.
    pub fn start() -> ProgressLine {
        let puzzles = Arc::new(AtomicU64::new(0));
        let shown = Arc::new(Mutex::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let started = Instant::now();
        let thread = {
            let (shown, done) = (Arc::clone(&shown), Arc::clone(&done));
            let puzzles = Arc::clone(&puzzles);
            thread::spawn(move || {
                while !done.load(Ordering::Relaxed) {
                    thread::park_timeout(Duration::from_millis(250));
                    if done.load(Ordering::Relaxed) {
                        break;
                    }
                    let text =
                        crate::stats::progress(puzzles.load(Ordering::Relaxed), started.elapsed());
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
    pub fn stop(self) {
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
pub struct Diagnostics {
    /// Whether the progress line is on the screen, when there is one.
    line: Option<Arc<Mutex<bool>>>,
    pending: Vec<u8>,
}

impl Diagnostics {
    /// Diagnostics that clear `progress`'s line, if there is one.
    pub fn new(progress: Option<&ProgressLine>) -> Diagnostics {
        Diagnostics {
            line: progress.map(|progress| Arc::clone(&progress.shown)),
            pending: Vec::new(),
        }
    }
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

/// Whether what goes to standard output may be coloured (ANSI escapes):
/// only when it is a terminal, and never when `NO_COLOR` is set to
/// anything but the empty string, as no-color.org asks.
pub fn colour_stdout() -> bool {
    let refused = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
    !refused && io::stdout().is_terminal()
}
