//! The batch loop: moves bytes between the outside world and the core. Reads
//! each source in fixed-size blocks, passes them through the scanner, the
//! format reader and the solver, and writes answers in large blocks and
//! diagnostics as they happen. Which sources and where output goes is left
//! to the caller (`main.rs`).
//!
//! Invariants: memory is fixed whatever the input (one read block, one
//! output block of bounded size); output line *k* of a one-line format
//! answers puzzle *k*; every answer is written to `out` before a diagnostic
//! about a later puzzle goes to `diagnostics`, and before `run` returns.

use std::io::{self, Read, Write};
use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

#[cfg(feature = "boards")]
#[cfg(any(feature = "boards", not(feature = "solver")))]
use crate::board::Board;
#[cfg(any(feature = "boards", not(feature = "solver")))]
use crate::general;
use crate::grid::{Grid, Stats};
use crate::input::format::{self, Format};
use crate::input::scan::{MAX_TOKEN, Scanner};
use crate::input::{Item, ParseError, Reader};
use crate::output::{self, Layout, Separator};
#[cfg(feature = "threads")]
use crate::parallel;
#[cfg(feature = "solver")]
use crate::solver::{self, Outcome};

/// Bytes read from a source at a time.
const READ_BLOCK: usize = 256 * 1024;
/// Answers are passed to the writer once this many bytes are waiting.
pub(crate) const WRITE_BLOCK: usize = 64 * 1024;
/// The scanner must always make progress: a read block holds more than two
/// of its longest tokens. (A zero-length array type fails to compile when
/// it does not; `assert!` in a constant needs a newer Rust than the judges
/// have.)
const _: [(); 1] = [(); (READ_BLOCK > 2 * MAX_TOKEN) as usize];

/// The name diagnostics start with.
pub const PROGRAM: &str = "sudoku";

/// What a run reads and how it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The input format, or `None` to detect it from the first token.
    pub format: Option<Format>,
    /// What is answered for each puzzle.
    pub mode: Mode,
    /// How answers are laid out, or `None` for the input format's own
    /// layout ([`Layout::of`]).
    pub layout: Option<Layout>,
    /// Threads that solve: 1 solves on the calling thread, 0 means one per
    /// core.
    pub jobs: usize,
    /// Where the number of puzzles answered so far is kept, for a
    /// progress display on another thread.
    pub progress: Progress,
}

/// A counter of puzzles answered, shared with whoever shows progress; the
/// batch stores into it without waiting (one relaxed store a puzzle).
#[derive(Clone, Copy, Debug, Default)]
pub struct Progress(pub Option<&'static AtomicU64>);

impl Progress {
    #[inline]
    pub(crate) fn set(self, puzzles: u64) {
        if let Some(counter) = self.0 {
            counter.store(puzzles, Ordering::Relaxed);
        }
    }
}

impl PartialEq for Progress {
    fn eq(&self, other: &Progress) -> bool {
        match (self.0, other.0) {
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        }
    }
}

impl Eq for Progress {}

impl Default for Options {
    fn default() -> Self {
        Options {
            format: None,
            mode: Mode::Solve,
            layout: None,
            jobs: 1,
            progress: Progress::default(),
        }
    }
}

/// What is answered for each puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A solution, or `no solution`.
    Solve,
    /// The number of solutions up to two: `0`, `1` or `2+`.
    Count,
    /// `true` when no digit repeats in a unit among the filled cells, else
    /// `false` (the LeetCode 36 rule).
    Validate,
    /// The solution when there is exactly one; else the layout's
    /// no-solution or several-solutions line (Kattis sudokunique).
    Unique,
    /// The lexicographically smallest solution, or the layout's
    /// no-solution line (UVa 989).
    Smallest,
    /// The exact number of solutions (up to [`EXACT_LIMIT`], written with
    /// a `+` when reached), then the solution when it is unique (SPOJ
    /// SUDOGOB).
    Exact,
}

impl Default for Mode {
    fn default() -> Self {
        Mode::Solve
    }
}

/// Where `Mode::Exact` stops counting: a board with more solutions than
/// this is answered `1000000+`. Each solution costs about a microsecond
/// to reach, so the worst board takes about a second.
pub const EXACT_LIMIT: u32 = 1_000_000;

/// Totals for one run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Puzzles read, well-formed or not.
    pub puzzles: u64,
    /// Puzzles solved.
    pub solved: u64,
    /// Well-formed puzzles without a solution (in `Mode::Solve` only: in
    /// the other modes that is an answer like any other).
    pub no_solution: u64,
    /// Malformed puzzles answered with a placeholder.
    pub invalid: u64,
    /// Whether a malformed input stopped the batch.
    pub faulted: bool,
    /// Guesses the search made over all well-formed puzzles.
    pub guesses: u64,
    /// Well-formed puzzles settled without a guess.
    pub without_guessing: u64,
}

impl Summary {
    /// Adds the totals of another part of the same run.
    pub fn add(&mut self, other: &Summary) {
        self.puzzles += other.puzzles;
        self.solved += other.solved;
        self.no_solution += other.no_solution;
        self.invalid += other.invalid;
        self.faulted |= other.faulted;
        self.guesses += other.guesses;
        self.without_guessing += other.without_guessing;
    }

    /// The process exit code: 2 for malformed input, else 1 when a puzzle
    /// had no solution, else 0.
    pub fn exit_code(&self) -> u8 {
        if self.faulted || self.invalid > 0 {
            2
        } else if self.no_solution > 0 {
            1
        } else {
            0
        }
    }
}

/// A failure that stops the batch: reading a source or writing output.
#[derive(Debug)]
pub enum Error {
    /// A source could not be opened or read.
    Read { source: String, error: io::Error },
    /// The output could not be written.
    Write(io::Error),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Read { source, error } => {
                write!(f, "{}: {}", source, error)
            }
            Error::Write(error) => write!(f, "cannot write output: {}", error),
        }
    }
}

impl std::error::Error for Error {}

/// One input stream: its name for messages, and its bytes (or the error
/// met when opening it).
pub struct Source<R> {
    /// The file name, or `<stdin>`.
    pub name: String,
    /// The opened stream.
    pub reader: io::Result<R>,
}

/// The answer side of the loop: solves puzzles, collects answers and writes
/// diagnostics, keeping them in order.
pub(crate) struct Answers<'a, W: Write, E: Write> {
    mode: Mode,
    pub(crate) out: &'a mut W,
    pub(crate) diagnostics: &'a mut E,
    pending: Vec<u8>,
    /// Answers written so far, placeholders included.
    answered: u64,
    pub(crate) summary: Summary,
    /// Where the count of puzzles answered goes, if anywhere.
    progress: Progress,
}

impl<'a, W: Write, E: Write> Answers<'a, W, E> {
    /// An answering side writing to `out` and `diagnostics`, with
    /// `answered` answers before its first (for the separators), and room
    /// for `capacity` bytes of answers waiting to be written.
    pub(crate) fn new(
        mode: Mode,
        out: &'a mut W,
        diagnostics: &'a mut E,
        answered: u64,
        capacity: usize,
    ) -> Self {
        Answers {
            mode,
            out,
            diagnostics,
            pending: Vec::with_capacity(capacity),
            answered,
            summary: Summary::default(),
            progress: Progress::default(),
        }
    }

    /// Passes waiting answers to `out`.
    pub(crate) fn write_pending(&mut self) -> io::Result<()> {
        self.out.write_all(&self.pending)?;
        self.pending.clear();
        Ok(())
    }

    /// Writes every earlier answer, then one diagnostic line. A failure to
    /// write to stderr is ignored: there is nowhere left to report it.
    fn diagnose(&mut self, source: &str, what: std::fmt::Arguments<'_>) -> io::Result<()> {
        self.write_pending()?;
        self.out.flush()?;
        let _ = writeln!(self.diagnostics, "{}: {}:{}", PROGRAM, source, what);
        Ok(())
    }

    pub(crate) fn item(&mut self, source: &str, layout: &Layout, item: Item) -> io::Result<()> {
        let (number, grid, line, column) = match item {
            Item::Fault(error) => return self.fault(source, &error),
            Item::Invalid(error) => {
                self.summary.puzzles += 1;
                self.summary.invalid += 1;
                self.begin_answer(layout);
                self.pending.extend_from_slice(output::INVALID);
                self.end_answer(layout);
                self.diagnose(source, format_args!("{}", error))?;
                self.progress.set(self.summary.puzzles);
                return self.write_if_full();
            }
            #[cfg(feature = "boards")]
            Item::Board {
                number,
                board,
                line,
                column,
            } => return self.board(source, layout, number, &board, (line, column)),
            Item::Puzzle {
                number,
                grid,
                line,
                column,
            } => (number, grid, line, column),
        };
        self.grid(source, layout, number, &grid, (line, column))
    }

    /// Answers a 9x9 grid, `number` in the batch, read at `at` (line,
    /// column), by the fast 9x9 solver.
    #[cfg(feature = "solver")]
    fn grid(
        &mut self,
        source: &str,
        layout: &Layout,
        number: u64,
        grid: &Grid,
        at: (u64, u64),
    ) -> io::Result<()> {
        self.summary.puzzles += 1;
        self.begin_answer(layout);
        let mut unsolvable = false;
        match self.mode {
            Mode::Count => {
                let answer: &[u8] = match solver::count(grid, 2) {
                    0 => b"0\n",
                    1 => b"1\n",
                    _ => b"2+\n",
                };
                self.summary.solved += u64::from(answer != b"0\n");
                self.pending.extend_from_slice(answer);
            }
            Mode::Validate => {
                let answer: &[u8] = if grid.is_consistent() {
                    b"true\n"
                } else {
                    b"false\n"
                };
                self.pending.extend_from_slice(answer);
            }
            Mode::Exact => {
                let (found, first) = solver::count_and_solve(grid, EXACT_LIMIT);
                output::push_number(&mut self.pending, u64::from(found));
                if found == EXACT_LIMIT {
                    self.pending.push(b'+');
                }
                self.pending.push(b'\n');
                if let (1, Some(solution)) = (found, first) {
                    self.summary.solved += 1;
                    output::write_solution(&mut self.pending, layout.shape, &solution);
                }
            }
            Mode::Smallest => match solver::smallest_solution(grid) {
                Some(solution) => {
                    self.summary.solved += 1;
                    output::write_solution(&mut self.pending, layout.shape, &solution);
                }
                None => {
                    self.pending
                        .extend_from_slice(layout.no_solution.as_bytes());
                    self.pending.push(b'\n');
                }
            },
            Mode::Unique => match solver::count_and_solve(grid, 2) {
                (1, Some(solution)) => {
                    self.summary.solved += 1;
                    output::write_solution(&mut self.pending, layout.shape, &solution);
                }
                (found, _) => {
                    let line = if found == 0 {
                        layout.no_solution
                    } else {
                        layout.several_solutions
                    };
                    self.pending.extend_from_slice(line.as_bytes());
                    self.pending.push(b'\n');
                }
            },
            Mode::Solve => {
                let mut stats = Stats::default();
                let outcome = solver::solve_with_stats(grid, &mut stats);
                self.summary.guesses += stats.guesses;
                self.summary.without_guessing += u64::from(stats.guesses == 0);
                match outcome {
                    Outcome::Solved(solution) => {
                        self.summary.solved += 1;
                        output::write_solution(&mut self.pending, layout.shape, &solution);
                    }
                    Outcome::NoSolution => {
                        self.summary.no_solution += 1;
                        self.pending
                            .extend_from_slice(layout.no_solution.as_bytes());
                        self.pending.push(b'\n');
                        unsolvable = true;
                    }
                }
            }
        }
        self.end_answer(layout);
        self.progress.set(self.summary.puzzles);
        if unsolvable {
            let (line, column) = at;
            let what = "no solution";
            self.diagnose(
                source,
                format_args!("{}:{}: puzzle {}: {}", line, column, number, what),
            )?;
        }
        self.write_if_full()
    }

    /// Answers a 9x9 grid as a board of box size 3, by the general
    /// solver: for submissions that leave the fast 9x9 solver out (the
    /// 16x16 judges', UVa 989's). A grid with several solutions may get
    /// another one than the fast solver gives; the smallest is the same.
    #[cfg(not(feature = "solver"))]
    fn grid(
        &mut self,
        source: &str,
        layout: &Layout,
        number: u64,
        grid: &Grid,
        at: (u64, u64),
    ) -> io::Result<()> {
        let board = Board::from_cells(3, &grid.cells).expect("a grid is a board of box size 3");
        self.board(source, layout, number, &board, at)
    }

    /// Answers a board of another size than 9x9, `number` in the batch,
    /// read at `at` (line, column): the same modes as for a 9x9 grid, by
    /// the general solver.
    #[cfg(any(feature = "boards", not(feature = "solver")))]
    fn board(
        &mut self,
        source: &str,
        layout: &Layout,
        number: u64,
        board: &Board,
        at: (u64, u64),
    ) -> io::Result<()> {
        self.summary.puzzles += 1;
        self.begin_answer(layout);
        let mut unsolvable = false;
        let line = |pending: &mut Vec<u8>, text: &str| {
            pending.extend_from_slice(text.as_bytes());
            pending.push(b'\n');
        };
        match self.mode {
            Mode::Count => {
                let found = general::count(board, 2);
                self.summary.solved += u64::from(found > 0);
                line(&mut self.pending, ["0", "1", "2+"][found.min(2) as usize]);
            }
            Mode::Validate => {
                line(
                    &mut self.pending,
                    if board.is_consistent() {
                        "true"
                    } else {
                        "false"
                    },
                );
            }
            Mode::Exact => {
                let (found, first) = general::count_and_solve(board, EXACT_LIMIT);
                output::push_number(&mut self.pending, u64::from(found));
                line(
                    &mut self.pending,
                    if found == EXACT_LIMIT { "+" } else { "" },
                );
                if let (1, Some(solution)) = (found, first) {
                    self.summary.solved += 1;
                    output::write_board(&mut self.pending, layout.shape, &solution);
                }
            }
            Mode::Smallest | Mode::Solve | Mode::Unique => {
                let mut stats = Stats::default();
                // Guesses are counted where the 9x9 path counts them: in
                // `Solve` only.
                let (solution, several) = match self.mode {
                    Mode::Smallest => (general::smallest(board), false),
                    Mode::Unique => match general::count_and_solve(board, 2) {
                        (1, solution) => (solution, false),
                        (found, _) => (None, found > 1),
                    },
                    _ => {
                        let solution = general::solve_with_stats(board, &mut stats);
                        self.summary.guesses += stats.guesses;
                        self.summary.without_guessing += u64::from(stats.guesses == 0);
                        (solution, false)
                    }
                };
                match solution {
                    Some(solution) => {
                        self.summary.solved += 1;
                        output::write_board(&mut self.pending, layout.shape, &solution);
                    }
                    None if several => line(&mut self.pending, layout.several_solutions),
                    None => {
                        line(&mut self.pending, layout.no_solution);
                        if self.mode == Mode::Solve {
                            self.summary.no_solution += 1;
                            unsolvable = true;
                        }
                    }
                }
            }
        }
        self.end_answer(layout);
        self.progress.set(self.summary.puzzles);
        if unsolvable {
            let (line, column) = at;
            let what = "no solution";
            self.diagnose(
                source,
                format_args!("{}:{}: puzzle {}: {}", line, column, number, what),
            )?;
        }
        self.write_if_full()
    }

    /// Puts what goes before an answer: a blank line after the first, when
    /// the layout separates answers.
    fn begin_answer(&mut self, layout: &Layout) {
        if layout.separator == Separator::BlankBetween && self.answered > 0 {
            self.pending.push(b'\n');
        }
        self.answered += 1;
    }

    /// Puts what goes after an answer: a blank line, when the layout ends
    /// every answer with one.
    fn end_answer(&mut self, layout: &Layout) {
        if layout.separator == Separator::BlankAfter {
            self.pending.push(b'\n');
        }
    }

    /// Passes waiting answers on once they fill a block.
    fn write_if_full(&mut self) -> io::Result<()> {
        if self.pending.len() >= WRITE_BLOCK {
            self.write_pending()?;
        }
        Ok(())
    }

    fn fault(&mut self, source: &str, error: &ParseError) -> io::Result<()> {
        self.summary.faulted = true;
        self.diagnose(source, format_args!("{}", error))
    }
}

/// Where the reading loop hands each item: the answering side of a run.
pub(crate) trait Consumer {
    /// Answers one item read from `source`, in input order.
    fn item(&mut self, source: &Arc<str>, layout: Layout, item: Item) -> io::Result<()>;

    /// Writes every answer given so far: the reading side is about to stop
    /// with an error.
    fn drain(&mut self) -> io::Result<()>;
}

impl<W: Write, E: Write> Consumer for Answers<'_, W, E> {
    fn item(&mut self, source: &Arc<str>, layout: Layout, item: Item) -> io::Result<()> {
        Answers::item(self, source, &layout, item)
    }

    fn drain(&mut self) -> io::Result<()> {
        self.write_pending()
    }
}

/// Reads `sources` in order as one stream, as `options` say, writes each
/// puzzle's answer to `out` and each diagnostic line to `diagnostics`, and
/// returns the totals. With `options.jobs` above one the puzzles are solved
/// on that many threads ([`parallel`]), the output unchanged.
///
/// A source that cannot be opened or read stops the batch with an error,
/// after every answer before it has been written.
pub fn run<R, W, E>(
    sources: impl IntoIterator<Item = Source<R>>,
    options: &Options,
    out: &mut W,
    diagnostics: &mut E,
) -> Result<Summary, Error>
where
    R: Read,
    W: Write,
    E: Write,
{
    #[cfg(feature = "threads")]
    if options.jobs != 1 {
        return parallel::run(sources, options, out, diagnostics);
    }
    let mut answers = Answers::new(options.mode, out, diagnostics, 0, 2 * WRITE_BLOCK);
    answers.progress = options.progress;
    read(sources, options, &mut answers)?;
    answers.write_pending().map_err(Error::Write)?;
    answers.out.flush().map_err(Error::Write)?;
    Ok(answers.summary)
}

/// The reading side of a run: reads `sources` in fixed-size blocks, through
/// the scanner and the format reader, and hands every item to `consumer`
/// in input order, the closing fault (input that ended too soon) included.
pub(crate) fn read<R, C>(
    sources: impl IntoIterator<Item = Source<R>>,
    options: &Options,
    consumer: &mut C,
) -> Result<(), Error>
where
    R: Read,
    C: Consumer,
{
    let mut reader = Reader::new(options.format);
    let mut block = vec![0u8; READ_BLOCK];
    // The last source read, and the position just past its end, for an
    // error about input that ended too soon.
    let mut end: Option<(Arc<str>, u64, u64)> = None;
    let layout_for = |reader: &Reader| {
        // A reader that produced an item knows its format.
        let format = reader.format().unwrap_or(Format::Lines);
        options.layout.unwrap_or_else(|| Layout::of(format))
    };

    for source in sources {
        let name: Arc<str> = source.name.into();
        let mut stream = match source.reader {
            Ok(stream) => stream,
            Err(error) => {
                consumer.drain().map_err(Error::Write)?;
                return Err(Error::Read {
                    source: name.to_string(),
                    error,
                });
            }
        };
        let mut scanner = Scanner::with_punctuation(format::punctuation(reader.format()));
        let mut filled = 0;
        loop {
            let read = match stream.read(&mut block[filled..]) {
                Ok(read) => read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => {
                    consumer.drain().map_err(Error::Write)?;
                    return Err(Error::Read {
                        source: name.to_string(),
                        error,
                    });
                }
            };
            filled += read;
            let at_end = read == 0;
            let mut failure = None;
            let (used, flow) = scanner.scan(&block[..filled], at_end, |token| {
                let item = match reader.token(&token) {
                    Some(item) => item,
                    None if reader.is_done() => return ControlFlow::Break(()),
                    None => return ControlFlow::Continue(()),
                };
                if let Err(error) = consumer.item(&name, layout_for(&reader), item) {
                    failure = Some(error);
                    return ControlFlow::Break(());
                }
                if reader.is_done() {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            if let Some(error) = failure {
                return Err(Error::Write(error));
            }
            block.copy_within(used..filled, 0);
            filled -= used;
            if matches!(flow, ControlFlow::Break(_)) || at_end {
                break;
            }
        }
        let (line, column) = scanner.position();
        end = Some((name, line, column));
        if reader.is_done() {
            break;
        }
    }

    if let Some((name, line, column)) = end {
        if let Some(fault @ Item::Fault(_)) = reader.finish(line, column) {
            let layout = layout_for(&reader);
            consumer.item(&name, layout, fault).map_err(Error::Write)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out at most `step` bytes per call, so tokens and
    /// POJ cases straddle the block boundaries.
    struct Trickle<'a> {
        bytes: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(buf.len()).min(self.bytes.len());
            buf[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            Ok(n)
        }
    }

    fn run_bytes(input: &[u8], step: usize) -> (Vec<u8>, String, Summary) {
        let source = Source {
            name: "<test>".to_string(),
            reader: Ok(Trickle { bytes: input, step }),
        };
        let (mut out, mut diagnostics) = (Vec::new(), Vec::new());
        let options = Options::default();
        let summary = run([source], &options, &mut out, &mut diagnostics).expect("no I/O error");
        (out, String::from_utf8(diagnostics).unwrap(), summary)
    }

    const PUZZLE: &str =
        ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    const SOLUTION: &str =
        "527389416819426735436751829375692184194538267268174593643217958951843672782965341";

    #[test]
    fn answers_do_not_depend_on_how_reads_are_cut() {
        // Larger than a read block, so the real block boundary is crossed too.
        let puzzles = 2 * READ_BLOCK / 82 + 7;
        let input = format!("# header\n{}", format!("{PUZZLE}\r\n").repeat(puzzles));
        let expected = format!("{SOLUTION}\n").repeat(puzzles).into_bytes();
        for step in [1, 3, 81, 82, 4096, READ_BLOCK] {
            let (out, diagnostics, summary) = run_bytes(input.as_bytes(), step);
            assert!(out == expected, "step {step}");
            assert_eq!((diagnostics.as_str(), summary.solved), ("", puzzles as u64));
        }
    }

    #[test]
    fn poj_cases_straddling_reads_are_whole() {
        let rows: String = (0..9)
            .map(|r| format!("{}\n", &PUZZLE[r * 9..r * 9 + 9]))
            .collect();
        let input = format!("3\n{rows}{rows}{rows}");
        let expected: String = (0..9)
            .map(|r| format!("{}\n", &SOLUTION[r * 9..r * 9 + 9]))
            .collect();
        for step in [1, 5, 10, 100] {
            let (out, _, summary) = run_bytes(input.as_bytes(), step);
            assert_eq!(
                String::from_utf8(out).unwrap(),
                expected.repeat(3),
                "step {step}"
            );
            assert_eq!(summary.exit_code(), 0);
        }
    }

    /// xorshift64: seeded, so a failing byte soup can be replayed.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn byte_soup_never_panics_and_keeps_lines_aligned() {
        // Bytes drawn mostly from the formats' own alphabet, so the soup
        // reaches deep into the readers rather than failing at once.
        let alphabet = b"0123456789........\n\n \t\r#-+end\x00\xff[[]],,\"\"?";
        let mut state = 0x2676_3074_u64;
        for case in 0..300 {
            let len = (xorshift(&mut state) % 3000) as usize;
            let mut input: Vec<u8> = (0..len)
                .map(|_| alphabet[(xorshift(&mut state) % alphabet.len() as u64) as usize])
                .collect();
            if case % 2 == 0 {
                // Start with a puzzle, so the lines format is chosen.
                input.splice(0..0, format!("{PUZZLE}\n").into_bytes());
            } else if case % 4 == 1 {
                // Start like a board literal, so the LeetCode reader runs.
                input.splice(0..0, *b"[[\"5\",");
            }
            let (out, diagnostics, summary) = run_bytes(&input, 1 + case % 97);
            let lines = out.iter().filter(|&&b| b == b'\n').count() as u64;
            assert!(out.is_empty() || out.ends_with(b"\n"), "case {case}");
            assert_eq!(
                summary.solved + summary.no_solution + summary.invalid,
                summary.puzzles
            );
            if case % 2 == 0 {
                assert_eq!(lines, summary.puzzles, "case {case}: one line per puzzle");
            }
            for line in diagnostics.lines() {
                assert!(line.starts_with("sudoku: <test>:"), "case {case}: {line}");
            }
        }
    }
}
