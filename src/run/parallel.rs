//! Solving on several threads with the output of one: the reading side
//! cuts the item stream into numbered chunks, worker threads answer each
//! chunk into memory exactly as the one-thread loop would, and the calling
//! thread writes the chunks back in input order, each diagnostic where the
//! one-thread run would have written it. Reading the sources and writing
//! the output stay on the calling thread, so neither needs to be `Send`.
//!
//! Invariants: at most `IN_FLIGHT_PER_JOB` chunks per worker are read
//! and not yet written, so memory stays bounded whatever the input; the
//! bytes on `out` and on `diagnostics`, their interleaving, and the totals
//! are those of `jobs = 1`.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;

use super::Options;
use sudoku_core::answer::Mode;
use sudoku_core::input::Item;
use sudoku_core::output::Layout;
use sudoku_core::run::answers::{Answers, WRITE_BLOCK};
use sudoku_core::run::read::Consumer;
use sudoku_core::run::{Error, Summary};

/// Items per chunk at most: enough that handing a chunk over (a lock, two
/// channel messages and a few allocations) is small beside solving it even
/// on easy puzzles, about 3 microseconds each (17clue under `-j 2`: 8% less
/// time than with chunks of 64).
const CHUNK: usize = 256;

/// Items per chunk at least. Chunks start small and grow with the items
/// read so far, so a short batch of hard puzzles (hardest1106 has 375)
/// still spreads over every thread.
const FIRST_CHUNK: usize = 16;

/// Chunks per worker that may be read but not yet written.
const IN_FLIGHT_PER_JOB: usize = 4;

/// One item to answer, with what its answer needs.
struct Job {
    source: Arc<str>,
    layout: Layout,
    item: Item,
}

/// Consecutive items, numbered in input order.
struct Chunk {
    number: u64,
    /// Answers before the chunk's first, for the separators.
    answered: u64,
    jobs: Vec<Job>,
}

/// A chunk answered in memory.
struct Answered {
    number: u64,
    out: Vec<u8>,
    /// Diagnostic lines, and for each the length of `out` written before it.
    notes: Vec<(usize, Range<usize>)>,
    diagnostics: Vec<u8>,
    summary: Summary,
}

/// Answers a chunk as the one-thread loop would, into memory.
fn answer(mode: Mode, chunk: Chunk) -> Answered {
    // Room for a line answer per item; a grid answer grows it a few times.
    let (mut out, mut diagnostics) = (Vec::new(), Vec::new());
    let mut notes = Vec::new();
    let mut answers = Answers::new(mode, &mut out, &mut diagnostics, chunk.answered, CHUNK * 82);
    for job in chunk.jobs {
        let before = answers.diagnostics.len();
        // Writing to memory cannot fail.
        let _ = answers.item(&job.source, &job.layout, job.item);
        let after = answers.diagnostics.len();
        if after > before {
            // A diagnostic first passes every waiting answer to `out`.
            notes.push((answers.out.len(), before..after));
        }
    }
    let _ = answers.write_pending();
    let summary = answers.summary;
    Answered {
        number: chunk.number,
        out,
        notes,
        diagnostics,
        summary,
    }
}

/// The worker loop: answers chunks until the reading side hangs up.
fn work(mode: Mode, chunks: &Mutex<Receiver<Chunk>>, answered: Sender<Answered>) {
    loop {
        // The lock is held only to take a chunk, never while solving.
        let next = match chunks.lock() {
            Ok(chunks) => chunks.recv(),
            Err(_) => return,
        };
        let Ok(chunk) = next else { return };
        if answered.send(answer(mode, chunk)).is_err() {
            return;
        }
    }
}

/// The calling thread's side: cuts items into chunks, hands them out, and
/// writes answered chunks in order.
pub(super) struct Dispatcher<'a, W: Write, E: Write> {
    out: &'a mut W,
    diagnostics: &'a mut E,
    chunks: Option<Sender<Chunk>>,
    answered: Receiver<Answered>,
    /// The chunk being filled.
    jobs: Vec<Job>,
    /// Items read so far, and worker threads (0: none could be started,
    /// and chunks are answered here).
    items: u64,
    workers: usize,
    mode: Mode,
    /// Answers in the chunks handed out and the one being filled.
    answers: u64,
    /// Answers before the chunk being filled.
    answers_before: u64,
    /// Number of the next chunk to hand out, and of the next to write.
    next_out: u64,
    next_write: u64,
    limit: u64,
    /// Answered chunks that wait for an earlier one.
    waiting: BTreeMap<u64, Answered>,
    pending: Vec<u8>,
    summary: Summary,
    progress: Option<Arc<AtomicU64>>,
}

impl<W: Write, E: Write> Dispatcher<'_, W, E> {
    /// Where the chunk being filled is cut: an eighth of the items so far
    /// per worker, within [`FIRST_CHUNK`] and [`CHUNK`].
    fn chunk_size(&self) -> usize {
        let read = usize::try_from(self.items).unwrap_or(usize::MAX);
        (read / (8 * self.workers.max(1))).clamp(FIRST_CHUNK, CHUNK)
    }

    /// Hands out the chunk being filled, first writing answered chunks
    /// until fewer than `limit` are out.
    fn hand_out(&mut self) -> io::Result<()> {
        if self.jobs.is_empty() {
            return Ok(());
        }
        while self.next_out - self.next_write >= self.limit {
            self.receive()?;
        }
        let chunk = Chunk {
            number: self.next_out,
            answered: self.answers_before,
            jobs: std::mem::replace(&mut self.jobs, Vec::with_capacity(CHUNK)),
        };
        self.next_out += 1;
        self.answers_before = self.answers;
        if self.workers == 0 {
            return self.accept(answer(self.mode, chunk));
        }
        if let Some(chunks) = &self.chunks {
            // The workers outlive the dispatcher, so the channel is open.
            let _ = chunks.send(chunk);
        }
        // Write whatever is already answered, without waiting.
        while let Ok(done) = self.answered.try_recv() {
            self.accept(done)?;
        }
        Ok(())
    }

    /// Waits for one answered chunk and writes what is in order.
    fn receive(&mut self) -> io::Result<()> {
        match self.answered.recv() {
            Ok(done) => self.accept(done),
            // Every worker gone with chunks outstanding: only a panic in a
            // worker does that, and the scope passes the panic on.
            Err(_) => Err(io::Error::other("a solving thread stopped")),
        }
    }

    fn accept(&mut self, done: Answered) -> io::Result<()> {
        self.waiting.insert(done.number, done);
        while let Some(done) = self.waiting.remove(&self.next_write) {
            self.next_write += 1;
            self.write(done)?;
        }
        Ok(())
    }

    /// Writes one answered chunk: answers in blocks, and each diagnostic
    /// after every answer before it, as the one-thread loop does.
    fn write(&mut self, done: Answered) -> io::Result<()> {
        self.summary.add(&done.summary);
        if let Some(progress) = &self.progress {
            progress.store(self.summary.puzzles, Ordering::Relaxed);
        }
        let mut written = 0;
        for (at, note) in done.notes {
            self.pending.extend_from_slice(&done.out[written..at]);
            written = at;
            self.out.write_all(&self.pending)?;
            self.pending.clear();
            self.out.flush()?;
            // As in the one-thread loop: a failure to write to stderr has
            // nowhere left to be reported.
            let _ = self.diagnostics.write_all(&done.diagnostics[note]);
        }
        self.pending.extend_from_slice(&done.out[written..]);
        if self.pending.len() >= WRITE_BLOCK {
            self.out.write_all(&self.pending)?;
            self.pending.clear();
        }
        Ok(())
    }

    /// Hands out the last chunk and writes everything.
    fn finish(&mut self) -> io::Result<()> {
        self.hand_out()?;
        while self.next_write < self.next_out {
            self.receive()?;
        }
        self.out.write_all(&self.pending)?;
        self.pending.clear();
        self.out.flush()
    }
}

impl<W: Write, E: Write> Consumer for Dispatcher<'_, W, E> {
    fn item(&mut self, source: &Arc<str>, layout: Layout, item: Item) -> io::Result<()> {
        self.items += 1;
        if !matches!(item, Item::Fault(_)) {
            self.answers += 1;
        }
        self.jobs.push(Job {
            source: Arc::clone(source),
            layout,
            item,
        });
        if self.jobs.len() >= self.chunk_size() {
            self.hand_out()?;
        }
        Ok(())
    }

    /// Hands out the chunk being filled and writes what is answered; with
    /// `trickle`, waits for every answer first (the batch is then a few
    /// puzzles at a time, so waiting costs nothing). On a bulk pipe, where
    /// reads come short too, the workers keep their chunks.
    fn idle(&mut self, trickle: bool) -> io::Result<()> {
        self.hand_out()?;
        if trickle {
            while self.next_write < self.next_out {
                self.receive()?;
            }
        }
        self.out.write_all(&self.pending)?;
        self.pending.clear();
        self.out.flush()
    }

    fn drain(&mut self) -> io::Result<()> {
        self.finish()
    }
}

/// The threads `jobs` asks for: 0 means one per core; and no more than
/// four per core are started, the most that CPU-bound work can use (beyond
/// that, each thread only costs memory, and the system may refuse them).
pub fn threads(jobs: usize) -> usize {
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    match jobs {
        0 => cores,
        jobs => jobs.min(cores.saturating_mul(4)),
    }
}

/// [`run`](super::run) on `options.jobs` threads (0: one per core):
/// `read` hands the items to the dispatcher it is given, which answers
/// them on the worker threads and writes them to `out` and `diagnostics`.
pub(super) fn run<W: Write, E: Write>(
    options: &Options,
    out: &mut W,
    diagnostics: &mut E,
    read: impl FnOnce(&mut Dispatcher<'_, W, E>) -> Result<(), Error>,
) -> Result<Summary, Error> {
    let jobs = threads(options.jobs);
    let (chunk_sender, chunk_receiver) = mpsc::channel::<Chunk>();
    let (answered_sender, answered_receiver) = mpsc::channel::<Answered>();
    let chunk_receiver = Mutex::new(chunk_receiver);
    let mode = options.mode;
    thread::scope(|scope| {
        // As many as the system starts: with none, the chunks are answered
        // on this thread (slowly, but every one of them).
        let mut workers = 0;
        for _ in 0..jobs {
            let answered = answered_sender.clone();
            let chunks = &chunk_receiver;
            let started = thread::Builder::new()
                .stack_size(crate::THREAD_STACK)
                .spawn_scoped(scope, move || work(mode, chunks, answered));
            if started.is_err() {
                break;
            }
            workers += 1;
        }
        drop(answered_sender);
        let mut dispatcher = Dispatcher {
            out,
            diagnostics,
            chunks: Some(chunk_sender),
            answered: answered_receiver,
            jobs: Vec::with_capacity(CHUNK),
            items: 0,
            workers,
            mode,
            answers: 0,
            answers_before: 0,
            next_out: 0,
            next_write: 0,
            limit: (workers.max(1) * IN_FLIGHT_PER_JOB) as u64,
            waiting: BTreeMap::new(),
            pending: Vec::with_capacity(2 * WRITE_BLOCK),
            summary: Summary::new(mode),
            progress: options.progress.clone(),
        };
        let result = read(&mut dispatcher).and_then(|()| dispatcher.finish().map_err(Error::Write));
        // Hanging up lets the workers finish their chunk and stop, which
        // the scope waits for.
        dispatcher.chunks = None;
        result.map(|()| dispatcher.summary)
    })
}
