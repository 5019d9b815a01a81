//! The output as the checker reads it, a block at a time: its tokens, held
//! only from the case being judged on ([`Tokens`]), and under `strict` its
//! bytes against the judge's layout, compared as both arrive
//! ([`LayoutMatch`]). Neither keeps the output: what they hold is bounded
//! by the longest token that can be right and a case's worth of tokens.
//!
//! Invariants: a token longer than [`Tokens::new`]'s `longest` cannot be
//! right, so it is kept cut to `longest + 1` bytes and nothing after it is
//! read (it may never end: `/dev/zero`); whitespace separates tokens as
//! testlib's checkers have it.

use super::answer::SHOWN_WHOLE;

/// The bytes that separate tokens.
pub const WHITESPACE: &[u8] = b" \t\n\r\x0b\x0c";

/// Whether `byte` separates tokens.
fn is_space(byte: u8) -> bool {
    SPACE[usize::from(byte)]
}

/// [`WHITESPACE`] as a table: a lookup, not six comparisons, a byte.
static SPACE: [bool; 256] = {
    let mut table = [false; 256];
    let mut at = 0;
    while at < WHITESPACE.len() {
        table[WHITESPACE[at] as usize] = true;
        at += 1;
    }
    table
};

/// The tokens of an output from some token on: their bytes one after the
/// other, and where each lies.
pub struct Tokens {
    bytes: Vec<u8>,
    /// Where each token held lies in `bytes`; the last may still grow.
    spans: Vec<(usize, usize)>,
    /// The number, in the whole output, of the first token held.
    first: usize,
    /// Whether the last token held may go on (no whitespace after it yet).
    open: bool,
    /// The most bytes a token that can be right has.
    longest: usize,
    /// The number of a token longer than `longest`, after which nothing
    /// is read.
    cut: Option<usize>,
    /// Whether the output has ended.
    ended: bool,
}

impl Tokens {
    /// No tokens yet; a token of more than `longest` bytes cannot be right.
    pub fn new(longest: usize) -> Tokens {
        Tokens {
            bytes: Vec::new(),
            spans: Vec::new(),
            first: 0,
            open: false,
            longest: longest.max(SHOWN_WHOLE),
            cut: None,
            ended: false,
        }
    }

    /// Reads `output` up to the end of its first token ending in it (and
    /// the byte after); the bytes used: all of them when no token ends,
    /// none only once a token was cut, when nothing more is read.
    pub fn push(&mut self, output: &[u8]) -> usize {
        if self.cut.is_some() {
            return 0;
        }
        let mut at = 0;
        while at < output.len() {
            if !self.open {
                match output[at..].iter().position(|&b| !is_space(b)) {
                    None => return output.len(),
                    Some(skipped) => at += skipped,
                }
                self.spans.push((self.bytes.len(), self.bytes.len()));
                self.open = true;
            }
            let run = output[at..]
                .iter()
                .position(|&b| is_space(b))
                .unwrap_or(output.len() - at);
            let span = self.spans.last_mut().expect("an open token");
            let room = self.longest + 1 - (span.1 - span.0);
            let kept = run.min(room);
            self.bytes.extend_from_slice(&output[at..at + kept]);
            span.1 += kept;
            if run > room || span.1 - span.0 > self.longest {
                // Too long to be right, and perhaps endless.
                self.open = false;
                self.cut = Some(self.first + self.spans.len() - 1);
                return at + kept;
            }
            at += run;
            if at < output.len() {
                // The whitespace that ends it goes too.
                self.open = false;
                return at + 1;
            }
        }
        at
    }

    /// The output has ended: the last token is whole.
    pub fn end(&mut self) {
        self.open = false;
        self.ended = true;
    }

    /// Whether no more tokens will come.
    pub fn finished(&self) -> bool {
        self.ended || self.cut.is_some()
    }

    /// The number of the token too long to be right, if one was met.
    pub fn cut(&self) -> Option<usize> {
        self.cut
    }

    /// How many whole tokens are held from token `from` on.
    pub fn held(&self, from: usize) -> usize {
        let whole = self.first + self.spans.len() - usize::from(self.open);
        whole.saturating_sub(from)
    }

    /// The whole tokens from token `from` on.
    pub fn from(&self, from: usize) -> Vec<&[u8]> {
        let skip = from.saturating_sub(self.first);
        let whole = self.spans.len() - usize::from(self.open);
        self.spans[skip.min(whole)..whole]
            .iter()
            .map(|&(start, end)| &self.bytes[start..end])
            .collect()
    }

    /// Forgets the tokens before token `from` (a block of them at a time,
    /// not to move the rest for each).
    pub fn forget(&mut self, from: usize) {
        let gone = from.saturating_sub(self.first).min(self.spans.len());
        if gone < 256 && self.bytes.len() < DROP_AT {
            return;
        }
        let shift = self.spans.get(gone).map_or(self.bytes.len(), |span| span.0);
        self.bytes.drain(..shift);
        self.spans.drain(..gone);
        for span in &mut self.spans {
            span.0 -= shift;
            span.1 -= shift;
        }
        self.first += gone;
    }
}

/// The output's bytes against the judge's layout of the same answers
/// (ours), for `strict`: both are fed as they come, lines that agree are
/// dropped, and what is kept of the first line that differs names it.
pub struct LayoutMatch {
    ours: Vec<u8>,
    theirs: Vec<u8>,
    /// The lines dropped before the buffers' start.
    line: usize,
    /// How many bytes at the start of both agree.
    same: usize,
    /// Whether a byte differs at `same`.
    differs: bool,
    /// Whether their bytes are no longer kept: the rest cannot change
    /// where the first difference is, and its line is cut.
    theirs_stopped: bool,
    /// Whitespace bytes in a row at the end of theirs.
    run: usize,
    /// Longer runs of whitespace are not in our layout.
    most_run: usize,
}

impl LayoutMatch {
    /// Nothing compared yet; our layout has no run of whitespace longer
    /// than `most_run` bytes.
    pub fn new(most_run: usize) -> LayoutMatch {
        LayoutMatch {
            ours: Vec::new(),
            theirs: Vec::new(),
            line: 0,
            same: 0,
            differs: false,
            theirs_stopped: false,
            run: 0,
            most_run,
        }
    }

    /// Our layout goes on with `bytes`.
    pub fn ours(&mut self, bytes: &[u8]) {
        if !(self.differs && line_ends_after(&self.ours, self.same)) {
            self.ours.extend_from_slice(bytes);
            self.settle();
        }
    }

    /// Their output goes on with `bytes`.
    pub fn theirs(&mut self, bytes: &[u8]) {
        if self.theirs_stopped {
            return;
        }
        let take = if self.differs {
            // The rest of the line that differs, up to a point.
            let room = (self.same + SHOWN_LINE).saturating_sub(self.theirs.len());
            let end = if line_ends_after(&self.theirs, self.same) {
                Some(0)
            } else {
                bytes.iter().position(|&b| b == b'\n').map(|at| at + 1)
            };
            match end {
                Some(end) if end <= room => {
                    self.theirs_stopped = true;
                    end
                }
                _ if bytes.len() >= room => {
                    self.theirs_stopped = true;
                    room
                }
                _ => bytes.len(),
            }
        } else {
            let mut take = bytes.len();
            for (index, &byte) in bytes.iter().enumerate() {
                self.run = if is_space(byte) { self.run + 1 } else { 0 };
                if self.run > self.most_run {
                    // No line of ours holds so long a run: the first
                    // difference is in what is kept.
                    take = index + 1;
                    self.theirs_stopped = true;
                    break;
                }
            }
            take
        };
        self.theirs.extend_from_slice(&bytes[..take]);
        self.settle();
    }

    /// Compares what both hold and drops the lines that agree.
    fn settle(&mut self) {
        if self.differs {
            return;
        }
        let both = self.ours.len().min(self.theirs.len());
        let (ours, theirs) = (&self.ours[self.same..both], &self.theirs[self.same..both]);
        self.same += if ours == theirs {
            ours.len()
        } else {
            ours.iter().zip(theirs).take_while(|(a, b)| a == b).count()
        };
        if self.same < both {
            self.differs = true;
            return;
        }
        // Dropped a block at a time: a line at a time moves the rest as
        // often.
        if self.same < DROP_AT {
            return;
        }
        if let Some(last) = self.ours[..self.same].iter().rposition(|&b| b == b'\n') {
            let lines = self.ours[..=last].iter().filter(|&&b| b == b'\n').count();
            self.line += lines;
            self.ours.drain(..=last);
            self.theirs.drain(..=last);
            self.same -= last + 1;
        }
    }

    /// Where their output first leaves our layout, at its end; `None`
    /// when the bytes are the same.
    pub fn difference(mut self) -> Option<String> {
        self.settle();
        if !self.differs && self.ours.len() == self.theirs.len() && !self.theirs_stopped {
            return None;
        }
        // What is kept of theirs stops short of the end of the output.
        let cut = self.theirs_stopped;
        Some(super::layout_difference(
            &self.ours,
            &self.theirs,
            self.line,
            cut,
        ))
    }
}

/// Bytes held before the ones dropped go, at the least.
const DROP_AT: usize = 16 << 10;

/// Bytes of a line of theirs kept past the first difference.
const SHOWN_LINE: usize = 4096;

/// Whether `bytes` has a line break at or after `from`.
fn line_ends_after(bytes: &[u8], from: usize) -> bool {
    bytes.get(from..).is_some_and(|rest| rest.contains(&b'\n'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tokens `output` gives, pushed `step` bytes at a time.
    fn tokens(output: &[u8], step: usize, longest: usize) -> (Vec<Vec<u8>>, Option<usize>) {
        let mut tokens = Tokens::new(longest);
        for block in output.chunks(step) {
            let mut rest = block;
            while !rest.is_empty() {
                let used = tokens.push(rest);
                if used == 0 {
                    break;
                }
                rest = &rest[used..];
            }
        }
        tokens.end();
        let held = tokens.from(0).iter().map(|t| t.to_vec()).collect();
        (held, tokens.cut())
    }

    #[test]
    fn tokens_are_what_whitespace_separates_in_any_blocks() {
        let output = b"  12 \t345\n\n6\r\n\x0b78\x0c9";
        let whole: Vec<Vec<u8>> = output
            .split(|b| WHITESPACE.contains(b))
            .filter(|t| !t.is_empty())
            .map(<[u8]>::to_vec)
            .collect();
        for step in 1..=output.len() {
            assert_eq!(tokens(output, step, 100), (whole.clone(), None), "{step}");
        }
    }

    #[test]
    fn a_token_too_long_is_cut_and_ends_reading() {
        let long = SHOWN_WHOLE + 10;
        let mut output = b"ab ".to_vec();
        output.extend(std::iter::repeat_n(b'x', long));
        output.extend_from_slice(b" cd");
        for step in [1, 7, 4096, output.len()] {
            let (held, cut) = tokens(&output, step, 0);
            assert_eq!(cut, Some(1), "{step}");
            assert_eq!(held.len(), 2, "{step}");
            assert_eq!(held[1].len(), SHOWN_WHOLE + 1, "{step}");
        }
        // A token exactly as long as the longest that can be right is whole.
        let exact = vec![b'y'; SHOWN_WHOLE];
        assert_eq!(tokens(&exact, 5, 0), (vec![exact.clone()], None));
    }

    #[test]
    fn forgetting_keeps_the_later_tokens() {
        let text: String = (0..1000).map(|n| format!("{n} ")).collect();
        let mut tokens = Tokens::new(0);
        let mut rest = text.as_bytes();
        while !rest.is_empty() {
            rest = &rest[tokens.push(rest)..];
        }
        assert_eq!(tokens.held(0), 1000);
        for from in [2, 2, 300, 301, 999] {
            tokens.forget(from);
            assert_eq!(tokens.held(from), 1000 - from);
            let first = tokens.from(from)[0];
            assert_eq!(first, from.to_string().as_bytes());
        }
        // What was forgotten is gone from memory, not only skipped.
        assert!(tokens.first >= 300 && tokens.bytes.len() < 100);
    }

    /// The difference `theirs` makes with `ours`, both fed `step` bytes at
    /// a time, theirs first.
    fn difference(ours: &[u8], theirs: &[u8], step: usize) -> Option<String> {
        let mut matched = LayoutMatch::new(8);
        let mut ours_left = ours.chunks(step);
        for block in theirs.chunks(step) {
            matched.theirs(block);
            if let Some(block) = ours_left.next() {
                matched.ours(block);
            }
        }
        for block in ours_left {
            matched.ours(block);
        }
        matched.difference()
    }

    #[test]
    fn the_first_line_that_differs_is_named_however_the_bytes_come() {
        let ours = b"123\n456\n789\n";
        let cases: [(&[u8], Option<&str>); 6] = [
            (b"123\n456\n789\n", None),
            (b"123\n456\n789", Some("line 3: no line break at its end")),
            (
                b"123\n\n456\n789\n",
                Some("line 2: expected '456', found a blank line"),
            ),
            (
                b"123\n456 \n789\n",
                Some("line 2: expected '456', found '456 '"),
            ),
            (
                b"123\n456\n789\n\n",
                Some("line 4: expected the end of the output, found a blank line"),
            ),
            (b"123\n456\n78", Some("line 3: expected '789', found '78'")),
        ];
        for (theirs, expected) in cases {
            for step in 1..=theirs.len().max(1) {
                assert_eq!(
                    difference(ours, theirs, step).as_deref(),
                    expected,
                    "{:?} by {step}",
                    String::from_utf8_lossy(theirs)
                );
            }
        }
    }

    #[test]
    fn a_long_run_of_whitespace_is_not_kept() {
        let mut theirs = b"123\n456".to_vec();
        theirs.extend(std::iter::repeat_n(b' ', 100_000));
        theirs.extend_from_slice(b"\n789\n");
        let mut matched = LayoutMatch::new(8);
        for block in theirs.chunks(1000) {
            matched.theirs(block);
        }
        matched.ours(b"123\n456\n789\n");
        assert!(matched.theirs.len() < 100);
        assert_eq!(
            matched.difference().as_deref(),
            Some("line 2: expected '456', found '456         ' (cut)")
        );
    }
}
