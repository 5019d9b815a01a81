//! A run over a batch: reads the sources in order, each its own input,
//! answers every puzzle, and writes the answers and the diagnostics, in
//! input order, to the writers the caller gives, on the calling thread.
//! Which sources and where output goes are the caller's (the `sudoku`
//! binary, a judge submission's `main`); answering on several threads is
//! the `sudoku` crate's, with the two halves here:
//!
//! - [`read`] moves bytes from the sources through the scanner and the
//!   format reader, in fixed-size blocks, and hands each item to a
//!   [`Consumer`](read::Consumer);
//! - [`answers`] answers each item ([`crate::answer`]), writes it
//!   ([`crate::output`]) into a block of pending bytes, and puts each
//!   diagnostic after the answers before it.
//!
//! Invariants: memory is fixed whatever the input (one read block, one
//! output block of bounded size); output line *k* of a one-line format
//! answers puzzle *k*; every answer is written to `out` before a
//! diagnostic about a later puzzle goes to `diagnostics`, and before
//! [`run`] returns.

pub mod answers;
mod options;
pub mod read;
mod summary;

use std::io::{Read, Write};

pub use answers::PROGRAM;
pub use options::{Options, Source};
pub use summary::{Error, Summary};

use crate::output;
use answers::{Answers, WRITE_BLOCK};

/// Reads `sources` in order, each its own input, as `options` say, writes
/// each puzzle's answer to `out` and each diagnostic line to
/// `diagnostics`, and returns the totals.
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
    let mut answers = Answers::new(options.mode, out, diagnostics, 0, 2 * WRITE_BLOCK);
    read::read(sources, options, &mut answers)?;
    answers.write_pending().map_err(Error::Write)?;
    let summary = answers.summary;
    finish(options, summary, answers.out)?;
    Ok(summary)
}

/// Writes what follows the last answer (Project Euler's sum), once the
/// run has read everything it could, and flushes `out`.
pub fn finish<W: Write>(options: &Options, summary: Summary, out: &mut W) -> Result<(), Error> {
    if let Some(layout) = &options.layout {
        let mut end = Vec::new();
        output::write_end(&mut end, layout, summary.corners);
        out.write_all(&end).map_err(Error::Write)?;
    }
    out.flush().map_err(Error::Write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;
    use std::io;

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
        let options = Options::detect();
        let summary = run([source], &options, &mut out, &mut diagnostics).expect("no I/O error");
        (out, String::from_utf8(diagnostics).unwrap(), summary)
    }

    use crate::samples::{POJ3074 as PUZZLE, POJ3074_ANSWER as SOLUTION};

    #[test]
    fn answers_do_not_depend_on_how_reads_are_cut() {
        // Larger than a read block, so the real block boundary is crossed too.
        let puzzles = 2 * read::READ_BLOCK / 82 + 7;
        let input = format!("# header\n{}", format!("{PUZZLE}\r\n").repeat(puzzles));
        let expected = format!("{SOLUTION}\n").repeat(puzzles).into_bytes();
        for step in [1, 3, 81, 82, 4096, read::READ_BLOCK] {
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

    #[test]
    fn byte_soup_never_panics_and_keeps_lines_aligned() {
        // Bytes drawn mostly from the formats' own alphabet, so the soup
        // reaches deep into the readers rather than failing at once.
        let alphabet = b"0123456789........\n\n \t\r#-+end\x00\xff[[]],,\"\"?";
        let mut rng = Rng::new(0x2676_3074);
        for case in 0..300 {
            let len = rng.below(3000) as usize;
            let mut input: Vec<u8> = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len() as u32) as usize])
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
