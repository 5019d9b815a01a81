//! A program run once as a judge runs a submission: the test on its
//! standard input, its output and errors gathered, a wall-clock limit, and
//! its process group (it and everything it started) killed when the limit
//! passes, when `sudoku` is interrupted, and after it ends.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::{Duration, Instant};

/// The most output kept from a run; a program that writes more is stopped
/// (an answer to a million 16x16 boards is under 300 MB, and tests are far
/// smaller).
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// The most of its standard error kept from a run.
const ERRORS_KEPT: usize = 64 << 10;

/// How often a running program is looked at for an interrupt.
const LOOK_EVERY: Duration = Duration::from_millis(50);

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited with this code.
    Exited(i32),
    /// A signal killed it.
    Signalled(i32),
    /// The time limit passed; it was killed.
    TimedOut,
    /// It wrote more than [`OUTPUT_LIMIT`]; it was killed.
    OutputLimit,
    /// `sudoku` was interrupted; it was killed.
    Interrupted,
}

/// A finished run.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub end: End,
    /// Wall-clock time from start to end.
    pub elapsed: Duration,
    /// Its standard output (up to [`OUTPUT_LIMIT`]).
    pub output: Vec<u8>,
    /// The start of its standard error.
    pub errors: Vec<u8>,
}

/// Runs `program` (its name, then its arguments) with `input` on standard
/// input, for at most `limit`. An error when it cannot be started.
pub fn run(program: &[OsString], input: Vec<u8>, limit: Duration) -> io::Result<Run> {
    let Some((name, args)) = program.split_first() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "no program"));
    };
    let mut child = Command::new(name)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // A group of its own, so that killing it reaches what it started.
        .process_group(0)
        .spawn()?;
    let started = Instant::now();
    let group = child.id() as i32;
    let (Some(mut stdin), Some(stdout), Some(stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        kill_group(group);
        let _ = child.wait();
        return Err(io::Error::other("the program's pipes were not opened"));
    };
    // A program may exit without reading its input: the write then fails,
    // which is no one's concern.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let over = Arc::new(AtomicBool::new(false));
    let output = {
        let over = Arc::clone(&over);
        thread::spawn(move || gather(stdout, OUTPUT_LIMIT, Some((group, over))))
    };
    let errors = thread::spawn(move || gather(stderr, ERRORS_KEPT, None));
    let (sender, receiver) = mpsc::channel();
    let waiter = thread::spawn(move || {
        let _ = sender.send(child.wait());
    });
    let mut end = None;
    let status: io::Result<ExitStatus> = loop {
        let left = limit.saturating_sub(started.elapsed());
        match receiver.recv_timeout(left.min(LOOK_EVERY)) {
            Ok(status) => break status,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if end.is_some() {
                    continue;
                }
                if interrupted() {
                    end = Some(End::Interrupted);
                } else if started.elapsed() >= limit {
                    end = Some(End::TimedOut);
                } else {
                    continue;
                }
                kill_group(group);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                break Err(io::Error::other("lost the program's exit status"));
            }
        }
    };
    let elapsed = started.elapsed();
    // What it left running goes too, so that the pipes close.
    kill_group(group);
    let _ = (writer.join(), waiter.join());
    let output = output.join().unwrap_or_default();
    let errors = errors.join().unwrap_or_default();
    let status = status?;
    let end = if over.load(Ordering::Relaxed) {
        End::OutputLimit
    } else if let Some(end) = end {
        end
    } else if let Some(code) = status.code() {
        End::Exited(code)
    } else {
        End::Signalled(status.signal().unwrap_or(0))
    };
    let elapsed = if end == End::TimedOut { limit } else { elapsed };
    Ok(Run {
        end,
        elapsed,
        output,
        errors,
    })
}

/// Reads `pipe` to its end, keeping up to `most` bytes. With `stop`, a
/// pipe that brings more kills the group and sets the flag.
fn gather(mut pipe: impl Read, most: usize, stop: Option<(i32, Arc<AtomicBool>)>) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut block = vec![0; 1 << 16];
    loop {
        match pipe.read(&mut block) {
            Ok(0) => return kept,
            Ok(read) => {
                let room = most - kept.len();
                kept.extend_from_slice(&block[..read.min(room)]);
                if read > room
                    && let Some((group, over)) = &stop
                {
                    over.store(true, Ordering::Relaxed);
                    kill_group(*group);
                    return kept;
                }
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return kept,
        }
    }
}

unsafe extern "C" {
    fn kill(pid: i32, signal: i32) -> i32;
    fn signal(signal: i32, handler: usize) -> usize;
}

/// SIGKILL.
const KILL: i32 = 9;

/// Kills every process of `group`; one that is gone is no error.
fn kill_group(group: i32) {
    // SAFETY: kill only sends a signal; a negative pid names the process
    // group the program leads (its pid, from `process_group(0)`), which
    // holds nothing of ours.
    unsafe {
        kill(-group, KILL);
    }
}

/// Set by the signal handler when `sudoku` is asked to stop.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Whether Ctrl-C (or SIGTERM, SIGHUP) came since [`watch_interrupts`].
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

/// Turns SIGINT, SIGTERM and SIGHUP into a flag that [`run`] and its
/// caller look at: the program is in a group of its own, which a Ctrl-C on
/// the terminal does not reach, so it is killed here, and the caller ends
/// the run.
pub fn watch_interrupts() {
    extern "C" fn note(_: i32) {
        INTERRUPTED.store(true, Ordering::Relaxed);
    }
    const HANDLED: [i32; 3] = [1, 2, 15];
    for number in HANDLED {
        // SAFETY: the handler only stores to an atomic, which is safe in a
        // signal handler.
        unsafe {
            signal(number, note as extern "C" fn(i32) as usize);
        }
    }
}

/// A signal's name, where Linux numbers it so.
pub fn signal_name(number: i32) -> Option<&'static str> {
    const NAMES: [(i32, &str); 14] = [
        (1, "SIGHUP"),
        (2, "SIGINT"),
        (3, "SIGQUIT"),
        (4, "SIGILL"),
        (5, "SIGTRAP"),
        (6, "SIGABRT"),
        (7, "SIGBUS"),
        (8, "SIGFPE"),
        (9, "SIGKILL"),
        (11, "SIGSEGV"),
        (13, "SIGPIPE"),
        (14, "SIGALRM"),
        (15, "SIGTERM"),
        (24, "SIGXCPU"),
    ];
    if !cfg!(target_os = "linux") {
        return None;
    }
    NAMES
        .iter()
        .find(|(known, _)| *known == number)
        .map(|(_, name)| *name)
}
