//! A program run once as a judge runs a submission: the test on its
//! standard input, its output and errors gathered, a wall-clock limit, and
//! its process group (it and everything it started) killed when the limit
//! passes, when `sudoku` is interrupted, and after it ends. What it started
//! that left the group (`setsid`) is killed too where Linux lets `sudoku`
//! adopt its orphans ([`adopt_orphans`]); its pipes are read for a short
//! grace after the program ends, and no longer, whoever holds them.
//! Several runs may go at once, on threads of their own: each kills only
//! what is its program's, and the orphans no running program owns.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
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

/// How long the pipes are read after the program ends: what it left
/// running and still holds them is killed at once where found, and one
/// out of reach does not hold the run longer than this.
pub const GRACE: Duration = Duration::from_millis(200);

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited with this code.
    Exited(i32),
    /// A signal killed it.
    Signalled(i32),
    /// The time limit passed; it was killed.
    TimedOut,
    /// Its memory went over the limit; it was killed, or ended over it.
    MemoryLimit,
    /// It wrote more than [`OUTPUT_LIMIT`]; it was killed.
    OutputLimit,
    /// `sudoku` was interrupted, or the run called off; it was killed.
    Interrupted,
}

/// A finished run.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub end: End,
    /// Wall-clock time from its start to its end (the grace after aside).
    pub elapsed: Duration,
    /// What it used, where the system says (Linux): CPU time, user and
    /// system, and peak resident memory in bytes.
    pub usage: Option<Usage>,
    /// Its standard output (up to [`OUTPUT_LIMIT`]).
    pub output: Vec<u8>,
    /// The start of its standard error.
    pub errors: Vec<u8>,
}

/// A pipe's bytes as a thread reads them, which the run takes when the
/// pipe ends or the grace is over.
type Gathered = Arc<Mutex<Vec<u8>>>;

/// What a run may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The time it may take: wall-clock, or with `cpu` CPU time (user and
    /// system; the wall clock then bounds it at three times this and a
    /// second, for a program that waits without computing).
    pub time: Duration,
    /// Whether `time` is CPU time (Linux).
    pub cpu: bool,
    /// The peak resident memory it may reach, in bytes (Linux): looked at
    /// while it runs, where it is killed on going over, and at its end.
    pub memory: Option<u64>,
}

/// Runs `program` (its name, then its arguments) with `input` on standard
/// input, within `limits`; it is killed as on an interrupt when
/// `called_off` is set. An error when it cannot be started.
pub fn run(
    program: &[OsString],
    input: Vec<u8>,
    limits: Limits,
    called_off: &AtomicBool,
) -> io::Result<Run> {
    let limit = if limits.cpu {
        limits.time * 3 + Duration::from_secs(1)
    } else {
        limits.time
    };
    let Some((name, args)) = program.split_first() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "no program"));
    };
    let stop = || interrupted() || called_off.load(Ordering::Relaxed);
    let mark = NEXT_MARK.fetch_add(1, Ordering::Relaxed);
    let mut command = Command::new(name);
    command
        .args(args)
        .env(MARK, mark.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // A group of its own, so that killing it reaches what it started.
        .process_group(0);
    let (mut child, pid) = {
        // Started and listed in one step, so that another run's reaping
        // never finds it and takes it for an orphan.
        let mut running = lock(&RUNNING);
        let child = command.spawn()?;
        let pid = child.id() as i32;
        running.push(Program { pid, mark });
        (child, pid)
    };
    let started = Instant::now();
    let (Some(mut stdin), Some(stdout), Some(stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        kill_program(pid);
        let _ = child.wait();
        finished(pid);
        return Err(io::Error::other("the program's pipes were not opened"));
    };
    // A program may exit without reading its input: the write then fails,
    // which is no one's concern. The thread is not waited for: something
    // out of reach may hold the pipe without reading it.
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let over = Arc::new(AtomicBool::new(false));
    let abandoned = Arc::new(AtomicBool::new(false));
    let (ended, pipe_ends) = mpsc::channel();
    let output = Gathered::default();
    let errors = Gathered::default();
    let pipes: [(Box<dyn Read + Send>, &Gathered, usize, bool); 2] = [
        (Box::new(stdout), &output, OUTPUT_LIMIT, true),
        (Box::new(stderr), &errors, ERRORS_KEPT, false),
    ];
    for (pipe, kept, most, stops) in pipes {
        let gather = Gather {
            kept: Arc::clone(kept),
            most,
            stop: stops.then(|| (pid, Arc::clone(&over))),
            abandoned: Arc::clone(&abandoned),
            ended: ended.clone(),
        };
        thread::spawn(move || gather.read(pipe));
    }
    let (sender, receiver) = mpsc::channel();
    let waiter = thread::spawn(move || {
        let _ = sender.send(wait(child));
    });
    let mut end = None;
    let status: io::Result<(ExitStatus, Option<Usage>)> = loop {
        let left = limit.saturating_sub(started.elapsed());
        match receiver.recv_timeout(left.min(LOOK_EVERY)) {
            Ok(status) => break status,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if end.is_some() {
                    continue;
                }
                let (cpu, memory) = if limits.cpu || limits.memory.is_some() {
                    using(pid)
                } else {
                    (None, None)
                };
                if stop() {
                    end = Some(End::Interrupted);
                } else if started.elapsed() >= limit
                    || (limits.cpu && cpu.is_some_and(|cpu| cpu > limits.time))
                {
                    end = Some(End::TimedOut);
                } else if limits
                    .memory
                    .is_some_and(|most| memory.is_some_and(|m| m > most))
                {
                    end = Some(End::MemoryLimit);
                } else {
                    continue;
                }
                kill_program(pid);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                break Err(io::Error::other("lost the program's exit status"));
            }
        }
    };
    let elapsed = started.elapsed();
    let _ = waiter.join();
    finished(pid);
    // What it left running goes too, so that the pipes close: its group,
    // then what left the group, where it can be found.
    kill_group(pid);
    let grace = Instant::now() + GRACE;
    reap_orphans(grace);
    let mut open = 2;
    while open > 0 {
        if stop() {
            end = Some(End::Interrupted);
            break;
        }
        let left = grace.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        match pipe_ends.recv_timeout(left.min(LOOK_EVERY)) {
            Ok(()) => open -= 1,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    // A pipe still open is left to its thread, which stops at its next read.
    abandoned.store(true, Ordering::Relaxed);
    let take = |kept: &Gathered| match kept.lock() {
        Ok(mut kept) => std::mem::take(&mut *kept),
        Err(_) => Vec::new(),
    };
    let (output, errors) = (take(&output), take(&errors));
    let (status, usage) = status?;
    // What it used at its end, against the limits.
    let over_memory = limits
        .memory
        .is_some_and(|most| usage.is_some_and(|usage| usage.memory > most));
    let over_cpu = limits.cpu && usage.is_some_and(|usage| usage.cpu > limits.time);
    let end = if over.load(Ordering::Relaxed) && end != Some(End::Interrupted) {
        End::OutputLimit
    } else if end.is_none() && over_memory {
        End::MemoryLimit
    } else if end.is_none() && over_cpu {
        End::TimedOut
    } else if let Some(end) = end {
        end
    } else if let Some(code) = status.code() {
        End::Exited(code)
    } else {
        End::Signalled(status.signal().unwrap_or(0))
    };
    let elapsed = if end == End::TimedOut && !limits.cpu {
        limit
    } else {
        elapsed
    };
    Ok(Run {
        end,
        elapsed,
        usage,
        output,
        errors,
    })
}

/// What a run used, as `wait4` reports it for the program (not what it
/// left running).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    /// CPU time, user and system.
    pub cpu: Duration,
    /// Peak resident memory, in bytes. Linux counts the memory of the
    /// process that started the program (`sudoku`'s, a few MB) in it too,
    /// as for GNU time's: a floor under small programs' figures.
    pub memory: u64,
}

/// The CPU time (user and system) and resident memory of the running
/// program `pid`, as Linux's /proc gives them (`stat`'s utime and stime,
/// `statm`'s resident pages); `None` for what cannot be read.
#[cfg(target_os = "linux")]
fn using(pid: i32) -> (Option<Duration>, Option<u64>) {
    unsafe extern "C" {
        fn sysconf(name: i32) -> std::os::raw::c_long;
    }
    // _SC_CLK_TCK and _SC_PAGESIZE, as Linux numbers them.
    // SAFETY: sysconf reads a constant of the system.
    let (ticks, page) = unsafe { (sysconf(2), sysconf(30)) };
    let cpu = std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            // The fields after the command's name, which ends at the last ')'.
            let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split(' ').collect();
            let user: u64 = fields.get(11)?.parse().ok()?;
            let system: u64 = fields.get(12)?.parse().ok()?;
            let ticks = u64::try_from(ticks).ok().filter(|&t| t > 0)?;
            Some(Duration::from_millis((user + system) * 1000 / ticks))
        });
    let memory = std::fs::read_to_string(format!("/proc/{pid}/statm"))
        .ok()
        .and_then(|statm| {
            let pages: u64 = statm.split(' ').nth(1)?.parse().ok()?;
            Some(pages * u64::try_from(page).ok()?)
        });
    (cpu, memory)
}

/// What the running program uses: Linux's to say.
#[cfg(not(target_os = "linux"))]
fn using(_: i32) -> (Option<Duration>, Option<u64>) {
    (None, None)
}

/// Waits for `child` to end: its status, and on Linux what it used.
#[cfg(target_os = "linux")]
fn wait(child: std::process::Child) -> io::Result<(ExitStatus, Option<Usage>)> {
    /// `struct timeval` and `struct rusage` as Linux lays them out.
    #[repr(C)]
    #[derive(Default)]
    struct Timeval {
        seconds: std::os::raw::c_long,
        microseconds: std::os::raw::c_long,
    }
    #[repr(C)]
    #[derive(Default)]
    struct Rusage {
        user: Timeval,
        system: Timeval,
        /// Peak resident set size, in KiB.
        max_rss: std::os::raw::c_long,
        rest: [std::os::raw::c_long; 13],
    }
    unsafe extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
    }
    let pid = child.id() as i32;
    let mut status = 0;
    let mut usage = Rusage::default();
    loop {
        // SAFETY: wait4 writes only the two structures passed, which live
        // here; the child is ours and waited for only here.
        if unsafe { wait4(pid, &mut status, 0, &mut usage) } == pid {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    let time = |t: &Timeval| {
        Duration::from_secs(t.seconds.max(0) as u64)
            + Duration::from_micros(t.microseconds.max(0) as u64)
    };
    let usage = Usage {
        cpu: time(&usage.user) + time(&usage.system),
        memory: (usage.max_rss.max(0) as u64) << 10,
    };
    Ok((ExitStatus::from_raw(status), Some(usage)))
}

/// Waits for `child` to end: its status (what it used is Linux's to say).
#[cfg(not(target_os = "linux"))]
fn wait(mut child: std::process::Child) -> io::Result<(ExitStatus, Option<Usage>)> {
    child.wait().map(|status| (status, None))
}

/// A thread's reading of one of the program's pipes.
struct Gather {
    /// What was read, up to `most` bytes.
    kept: Gathered,
    most: usize,
    /// The program and the flag to set when it brings more than `most`:
    /// it is then killed.
    stop: Option<(i32, Arc<AtomicBool>)>,
    /// Set when the run takes no more: the thread stops at its next read.
    abandoned: Arc<AtomicBool>,
    /// Told when the pipe ends.
    ended: mpsc::Sender<()>,
}

impl Gather {
    /// Reads `pipe` to its end (or until abandoned, or over the limit).
    fn read(self, mut pipe: impl Read) {
        let mut block = vec![0; 1 << 16];
        while !self.abandoned.load(Ordering::Relaxed) {
            let read = match pipe.read(&mut block) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            let Ok(mut kept) = self.kept.lock() else {
                break;
            };
            let room = self.most - kept.len();
            kept.extend_from_slice(&block[..read.min(room)]);
            if read > room
                && let Some((pid, over)) = &self.stop
            {
                over.store(true, Ordering::Relaxed);
                kill_program(*pid);
                break;
            }
        }
        let _ = self.ended.send(());
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

/// Kills the program `pid`, not yet waited for, and its group (which it
/// may have left for another of the session's).
fn kill_program(pid: i32) {
    // SAFETY: kill only sends a signal, to a child of ours not yet reaped,
    // so its pid is still its own.
    unsafe {
        kill(pid, KILL);
    }
    kill_group(pid);
}

/// Whether this process adopts the orphans of the programs it runs.
static ADOPTING: AtomicBool = AtomicBool::new(false);

/// Makes `sudoku` the reaper of its descendants' orphans (Linux's
/// `PR_SET_CHILD_SUBREAPER`): what a program started and left behind,
/// in its group or not (`setsid`, a double fork), becomes a child of
/// `sudoku` when its parent ends, so that [`run`] finds and kills it.
/// Elsewhere nothing is adopted, and what left the group runs on.
pub fn adopt_orphans() {
    #[cfg(target_os = "linux")]
    {
        unsafe extern "C" {
            fn prctl(option: i32, ...) -> i32;
        }
        const PR_SET_CHILD_SUBREAPER: i32 = 36;
        // SAFETY: the option only marks this process a subreaper; its
        // argument is an unsigned long, as the variadic call passes it.
        let set = unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1 as std::ffi::c_ulong) };
        ADOPTING.store(set == 0, Ordering::Relaxed);
    }
}

/// The environment variable each run's program gets, its value a number
/// of that run's own: what the program starts inherits it, which tells
/// whose an orphan is while other runs go on (`setsid` leaves the group,
/// not the environment).
pub const MARK: &str = "SUDOKU_STRESS_RUN";

/// The next run's [`MARK`].
static NEXT_MARK: AtomicU64 = AtomicU64::new(1);

/// A program running now.
struct Program {
    pid: i32,
    /// Its [`MARK`].
    mark: u64,
}

/// The programs running now, one entry a run, locked while one starts and
/// while orphans are looked for.
static RUNNING: Mutex<Vec<Program>> = Mutex::new(Vec::new());

/// `mutex` locked, whether or not a thread panicked holding it (what it
/// guards stays whole: a list pushed to and taken from).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Takes the program `pid`, reaped, off the list of those running.
fn finished(pid: i32) {
    let mut running = lock(&RUNNING);
    if let Some(at) = running.iter().position(|program| program.pid == pid) {
        running.swap_remove(at);
    }
}

/// Kills and reaps every child `sudoku` has that is no running program's,
/// until none is left or `until`: with [`adopt_orphans`], after a run (the
/// program reaped), these are what the program left, adopted as their
/// parents ended. A child another run's program runs, or left in its
/// group or marked with its [`MARK`], is that run's to end.
fn reap_orphans(until: Instant) {
    unsafe extern "C" {
        fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
    }
    const WNOHANG: i32 = 1;
    if !ADOPTING.load(Ordering::Relaxed) {
        return;
    }
    loop {
        let mut alive = false;
        {
            let running = lock(&RUNNING);
            let orphans: Vec<i32> = children()
                .into_iter()
                .filter(|&pid| !running.iter().any(|program| owns(program, pid)))
                .collect();
            if orphans.is_empty() {
                return;
            }
            for &pid in &orphans {
                // SAFETY: kill only sends a signal, and waitpid reaps only
                // the child named, which is ours, no running program (those
                // are listed while the lock is held) and not reaped before
                // (each run reaps only its own program).
                unsafe {
                    kill(pid, KILL);
                    alive |= waitpid(pid, std::ptr::null_mut(), WNOHANG) == 0;
                }
            }
        }
        if Instant::now() >= until || interrupted() {
            return;
        }
        if alive {
            thread::sleep(Duration::from_millis(1));
        }
    }
}

/// Whether the child `pid` is the running `program`, or what it started:
/// in its process group, or with its [`MARK`] in its environment.
fn owns(program: &Program, pid: i32) -> bool {
    if pid == program.pid {
        return true;
    }
    let proc = format!("/proc/{pid}");
    // `pid (name) state ppid pgrp ...`; the name may hold anything.
    let group = std::fs::read_to_string(format!("{proc}/stat"))
        .ok()
        .and_then(|stat| {
            let (_, rest) = stat.rsplit_once(") ")?;
            rest.split_whitespace().nth(2)?.parse::<i32>().ok()
        });
    if group == Some(program.pid) {
        return true;
    }
    let mark = format!("{MARK}={}", program.mark);
    std::fs::read(format!("{proc}/environ")).is_ok_and(|environ| {
        environ
            .split(|&b| b == 0)
            .any(|entry| entry == mark.as_bytes())
    })
}

/// The pids of this process's children: from each thread's
/// `/proc/self/task/TID/children`, or where the kernel has no such file,
/// from every process's parent in `/proc/PID/stat`.
fn children() -> Vec<i32> {
    let numbers = |text: &str| -> Vec<i32> {
        text.split_whitespace()
            .filter_map(|word| word.parse().ok())
            .collect()
    };
    let mut found = Vec::new();
    let mut listed = false;
    for task in std::fs::read_dir("/proc/self/task").into_iter().flatten() {
        let Ok(task) = task else { continue };
        if let Ok(text) = std::fs::read_to_string(task.path().join("children")) {
            listed = true;
            found.extend(numbers(&text));
        }
    }
    if !listed {
        let me = std::process::id().to_string();
        for entry in std::fs::read_dir("/proc").into_iter().flatten() {
            let Ok(entry) = entry else { continue };
            let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
                continue;
            };
            // `pid (name) state ppid ...`; the name may hold anything.
            let parent = stat
                .rsplit_once(") ")
                .and_then(|(_, rest)| rest.split_whitespace().nth(1));
            if parent == Some(me.as_str()) {
                found.extend(numbers(&entry.file_name().to_string_lossy()));
            }
        }
    }
    found.sort_unstable();
    found.dedup();
    found
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
