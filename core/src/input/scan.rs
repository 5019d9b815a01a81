//! The byte scanner: cuts input into whitespace-separated tokens, each with
//! the line and column of its first byte, and skips `#` comments. It knows
//! nothing of puzzles; the format readers give tokens their meaning.
//!
//! The scanner is a pure engine over byte slices, in the manner of csv-core:
//! [`Scanner::scan`] takes the next unread bytes of a stream and reports how
//! many it consumed. A token cut off by the end of the slice is left
//! unconsumed unless it is already longer than [`MAX_TOKEN`], so the caller
//! keeps the tail, appends more input and calls again; no token of a judge
//! format comes near that length, so a buffer a little larger than
//! `MAX_TOKEN` always makes progress. A longer token (a pathological line
//! with no whitespace) is counted, not buffered: it is reported once, with
//! its full length and only its first bytes.
//!
//! Whitespace is space, tab, CR, LF, vertical tab and form feed, so CRLF line
//! ends and trailing blanks need no special case. A comment is a token that
//! starts with `#`; it runs to the end of its line. A UTF-8 byte-order mark
//! at the start of the stream is skipped.
//!
//! Columns and lengths in characters count every byte that does not
//! continue a UTF-8 sequence, so `é` is one character.
//!
//! Invariants: `line` and `column` always give the position of the next
//! unconsumed byte; `state` says whether that byte continues a comment or an
//! over-long token.

use std::ops::ControlFlow;

/// Tokens longer than this are reported with their length and only their
/// first `MAX_TOKEN` bytes. The longest meaningful token is an 81-cell
/// puzzle.
pub const MAX_TOKEN: usize = 1024;

/// One whitespace-separated token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's bytes, or only its first [`MAX_TOKEN`] bytes when
    /// `len` is larger.
    pub bytes: &'a [u8],
    /// The token's full length in bytes.
    pub len: u64,
    /// The token's full length in characters.
    pub chars: u64,
    /// Line of the first byte, from 1.
    pub line: u64,
    /// Column (characters into the line) of the first byte, from 1.
    pub column: u64,
    /// The bytes the scanner was given from the token's first byte on:
    /// the token, then what follows it as far as has been read, so that a
    /// reader can look whether its line goes on. Empty for a token begun
    /// in an earlier slice (one over [`MAX_TOKEN`] bytes).
    pub rest: &'a [u8],
}

/// The characters in `bytes`: the bytes that do not continue a UTF-8
/// sequence. ASCII is checked first, a word at a time, since every token
/// of a well-formed puzzle is.
pub fn chars(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b & 0xc0 != 0x80).count() as u64
}

/// The UTF-8 byte-order mark, skipped at the start of a stream.
const BOM: &[u8] = b"\xef\xbb\xbf";

/// What the scanner is in the middle of at the end of the last slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Between tokens, or at the start of one that has not been consumed.
    Between,
    /// Inside a comment that runs on to the next slice.
    Comment,
    /// Inside a token already longer than `MAX_TOKEN`, started at
    /// `line`/`column`, `len` bytes and `chars` characters so far. Its
    /// first bytes are kept.
    Long {
        line: u64,
        column: u64,
        len: u64,
        chars: u64,
    },
    /// Nothing read yet: a byte-order mark may come first.
    Start,
}

/// A resumable tokenizer for one input stream.
#[derive(Clone, Debug)]
pub struct Scanner {
    line: u64,
    column: u64,
    state: State,
    /// The first bytes of an over-long token, for its report.
    head: Box<[u8; MAX_TOKEN]>,
    /// Whether `[`, `]` and `,` are tokens of their own (LeetCode board
    /// literals), besides separating the tokens around
    /// them.
    punctuation: Punctuation,
}

/// Whether a scanner treats `[`, `]` and `,` as tokens of their own.
#[derive(Clone, Copy, Debug)]
pub enum Punctuation {
    /// No: they are bytes of a token like any other.
    Off,
    /// Yes.
    On,
    /// Yes if the stream's first token starts with a byte the function
    /// accepts, else no: decided when that token is met.
    Auto(fn(u8) -> bool),
}

impl Default for Scanner {
    fn default() -> Self {
        Self::new()
    }
}

/// Whitespace bytes, as a table: a lookup beats a chain of comparisons in
/// the per-byte loop.
static IS_SPACE: [bool; 256] = {
    let mut table = [false; 256];
    table[b' ' as usize] = true;
    table[b'\t' as usize] = true;
    table[b'\n' as usize] = true;
    table[b'\r' as usize] = true;
    table[0x0b] = true;
    table[0x0c] = true;
    table
};

/// Whether a byte is a token of its own in punctuation mode.
fn is_punctuation(byte: u8) -> bool {
    matches!(byte, b'[' | b']' | b',')
}

/// Length of the token at the start of `bytes`: up to the first whitespace
/// byte or the end.
///
/// Eight bytes at a time: every whitespace byte is below 0x21, so a word
/// with no byte below 0x21 holds no token end, and the bytes of one that
/// does are looked at one by one (a NUL or other control byte is below
/// 0x21 too, but no token end). A puzzle token takes ten words, not 82
/// table lookups.
fn token_length(bytes: &[u8]) -> (usize, u64) {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    let mut at = 0;
    let mut seen = 0;
    while let Some(word) = bytes.get(at..at + 8) {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        let word = u64::from_ne_bytes(eight);
        // Sets the high bit of each byte below 0x21 (and maybe of some
        // bytes after one, which the exact check below sorts out).
        if word.wrapping_sub(0x21 * ONES) & !word & HIGHS != 0 {
            break;
        }
        seen |= word;
        at += 8;
    }
    let length = bytes[at..]
        .iter()
        .position(|&b| IS_SPACE[usize::from(b)])
        .map_or(bytes.len(), |offset| at + offset);
    if seen & HIGHS == 0 && bytes[at..length].is_ascii() {
        return (length, length as u64);
    }
    (length, chars(&bytes[..length]))
}

impl Scanner {
    /// A scanner at line 1, column 1 of a new stream.
    pub fn new() -> Self {
        Scanner {
            line: 1,
            column: 1,
            state: State::Start,
            head: Box::new([0; MAX_TOKEN]),
            punctuation: Punctuation::Off,
        }
    }

    /// A scanner that treats `[`, `]` and `,` as `punctuation` says.
    pub fn with_punctuation(punctuation: Punctuation) -> Self {
        Scanner {
            punctuation,
            ..Scanner::new()
        }
    }

    /// Length of the token at the start of `bytes`.
    fn length(&self, bytes: &[u8]) -> (usize, u64) {
        if matches!(self.punctuation, Punctuation::On) {
            let length = bytes
                .iter()
                .position(|&b| IS_SPACE[usize::from(b)] || is_punctuation(b))
                .unwrap_or(bytes.len());
            return (length, chars(&bytes[..length]));
        }
        token_length(bytes)
    }

    /// Line and column of the next unconsumed byte: after the end of input,
    /// the position just past the last byte.
    pub fn position(&self) -> (u64, u64) {
        (self.line, self.column)
    }

    /// Scans `input`, the stream's next unread bytes, and calls `emit` for
    /// each complete token in order. `at_end` says that no bytes follow
    /// `input`, so a token running to its end is complete.
    ///
    /// Returns how many bytes were consumed: the caller passes the rest again,
    /// with more input after them, on the next call. Stops early, with
    /// `ControlFlow::Break`, when `emit` asks it to; the bytes of the token
    /// that was emitted last are then consumed.
    pub fn scan<F>(&mut self, input: &[u8], at_end: bool, mut emit: F) -> (usize, ControlFlow<()>)
    where
        F: FnMut(Token<'_>) -> ControlFlow<()>,
    {
        let mut at = 0;
        match self.state {
            State::Between => {}
            State::Start => {
                if input.len() < BOM.len() && BOM.starts_with(input) && !at_end {
                    // Perhaps a byte-order mark, cut short: wait for more.
                    return (0, ControlFlow::Continue(()));
                }
                if input.starts_with(BOM) {
                    at = BOM.len();
                }
                self.state = State::Between;
            }
            State::Comment => match find_newline(input) {
                Some(end) => {
                    self.column += chars(&input[..end]);
                    self.state = State::Between;
                    at = end;
                }
                None => {
                    self.column += chars(input);
                    return (input.len(), ControlFlow::Continue(()));
                }
            },
            State::Long {
                line,
                column,
                len,
                chars: before,
            } => {
                let (more, more_chars) = self.length(input);
                let len = len + more as u64;
                let chars = before + more_chars;
                self.column += more_chars;
                if more == input.len() && !at_end {
                    self.state = State::Long {
                        line,
                        column,
                        len,
                        chars,
                    };
                    return (input.len(), ControlFlow::Continue(()));
                }
                self.state = State::Between;
                let token = Token {
                    bytes: &self.head[..],
                    len,
                    chars,
                    line,
                    column,
                    rest: &[],
                };
                if matches!(emit(token), ControlFlow::Break(_)) {
                    return (more, ControlFlow::Break(()));
                }
                at = more;
            }
        }

        while at < input.len() {
            let byte = input[at];
            if IS_SPACE[usize::from(byte)] {
                if byte == b'\n' {
                    self.line += 1;
                    self.column = 1;
                } else {
                    self.column += 1;
                }
                at += 1;
                continue;
            }
            if byte == b'#' {
                match find_newline(&input[at..]) {
                    Some(length) => {
                        self.column += chars(&input[at..at + length]);
                        at += length;
                        continue;
                    }
                    None => {
                        self.column += chars(&input[at..]);
                        if !at_end {
                            self.state = State::Comment;
                        }
                        return (input.len(), ControlFlow::Continue(()));
                    }
                }
            }
            let rest = &input[at..];
            let (length, chars) = {
                if let Punctuation::Auto(opens) = self.punctuation {
                    self.punctuation = if opens(byte) {
                        Punctuation::On
                    } else {
                        Punctuation::Off
                    };
                }
                if matches!(self.punctuation, Punctuation::On) && is_punctuation(byte) {
                    (1, 1)
                } else {
                    self.length(rest)
                }
            };
            if length == rest.len() && !at_end {
                // The token may go on in the next slice.
                if length <= MAX_TOKEN {
                    return (at, ControlFlow::Continue(()));
                }
                self.head.copy_from_slice(&rest[..MAX_TOKEN]);
                self.state = State::Long {
                    line: self.line,
                    column: self.column,
                    len: length as u64,
                    chars,
                };
                self.column += chars;
                return (input.len(), ControlFlow::Continue(()));
            }
            let token = Token {
                bytes: &rest[..length.min(MAX_TOKEN)],
                len: length as u64,
                chars,
                line: self.line,
                column: self.column,
                rest,
            };
            self.column += chars;
            at += length;
            if matches!(emit(token), ControlFlow::Break(_)) {
                return (at, ControlFlow::Break(()));
            }
        }
        (at, ControlFlow::Continue(()))
    }
}

/// Where the first `\n` in `bytes` is (the end of a comment: rare enough
/// that a plain loop does).
#[inline]
fn find_newline(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|&byte| byte == b'\n')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Owned copy of a token, for comparing in tests.
    #[derive(Debug, PartialEq, Eq)]
    struct Seen {
        text: String,
        len: u64,
        line: u64,
        column: u64,
    }

    fn seen(text: &str, line: u64, column: u64) -> Seen {
        Seen {
            text: text.to_string(),
            len: text.len() as u64,
            line,
            column,
        }
    }

    /// Scans `input` fed in slices of `step` bytes, keeping unconsumed tails
    /// the way a reading loop does.
    fn scan_in_steps(input: &[u8], step: usize) -> Vec<Seen> {
        let mut scanner = Scanner::new();
        let mut tokens = Vec::new();
        let mut pending: Vec<u8> = Vec::new();
        let mut fed = 0;
        loop {
            let next = (fed + step).min(input.len());
            pending.extend_from_slice(&input[fed..next]);
            fed = next;
            let at_end = fed == input.len();
            let (used, _) = scanner.scan(&pending, at_end, |token| {
                tokens.push(Seen {
                    text: String::from_utf8_lossy(token.bytes).into_owned(),
                    len: token.len,
                    line: token.line,
                    column: token.column,
                });
                ControlFlow::Continue(())
            });
            pending.drain(..used);
            if at_end {
                assert!(pending.is_empty(), "unconsumed bytes at the end");
                return tokens;
            }
        }
    }

    #[test]
    fn token_length_agrees_with_a_byte_by_byte_search() {
        let naive = |bytes: &[u8]| {
            bytes
                .iter()
                .position(|&b| b" \t\n\r\x0b\x0c".contains(&b))
                .unwrap_or(bytes.len())
        };
        // Every byte value at every offset of a 24-byte run, read whole and
        // cut at 20 (where offsets 20-23 lie past the end).
        for byte in 0..=255u8 {
            for at in 0..24 {
                let mut bytes = [b'5'; 24];
                bytes[at] = byte;
                for end in [20, 24] {
                    let slice = &bytes[..end];
                    let length = naive(slice);
                    let chars = slice[..length]
                        .iter()
                        .filter(|&&b| b & 0xc0 != 0x80)
                        .count();
                    assert_eq!(
                        token_length(slice),
                        (length, chars as u64),
                        "byte {byte:#x} at {at}"
                    );
                }
            }
        }
    }

    #[test]
    fn tokens_carry_line_and_column() {
        let tokens = scan_in_steps(b"ab  c\r\n\n\tdef\n", 1 << 20);
        assert_eq!(
            tokens,
            vec![seen("ab", 1, 1), seen("c", 1, 5), seen("def", 3, 2)]
        );
    }

    #[test]
    fn punctuation_marks_are_tokens_of_their_own() {
        let mut scanner = Scanner::with_punctuation(Punctuation::Auto(|byte| byte == b'['));
        let mut tokens = Vec::new();
        let _ = scanner.scan(b"[[\"5\", \".\"]\n,[]]x", true, |token| {
            tokens.push((
                String::from_utf8_lossy(token.bytes).into_owned(),
                token.column,
            ));
            ControlFlow::Continue(())
        });
        let texts: Vec<&str> = tokens.iter().map(|(text, _)| text.as_str()).collect();
        assert_eq!(
            texts,
            ["[", "[", "\"5\"", ",", "\".\"", "]", ",", "[", "]", "]", "x"]
        );
        assert_eq!(tokens[4].1, 8);
        // Decided by the first token: here punctuation stays inside tokens.
        let mut scanner = Scanner::with_punctuation(Punctuation::Auto(|byte| byte == b'['));
        let mut texts = Vec::new();
        let _ = scanner.scan(b"1 [a,b]", true, |token| {
            texts.push(String::from_utf8_lossy(token.bytes).into_owned());
            ControlFlow::Continue(())
        });
        assert_eq!(texts, ["1", "[a,b]"]);
    }

    #[test]
    fn comments_are_skipped_to_the_end_of_their_line() {
        let input = b"# header line\nx # trailing words\n  #indented\ny";
        let tokens = scan_in_steps(input, 1 << 20);
        assert_eq!(tokens, vec![seen("x", 2, 1), seen("y", 4, 1)]);
    }

    #[test]
    fn a_final_token_without_newline_is_complete() {
        assert_eq!(
            scan_in_steps(b"\n  last", 1 << 20),
            vec![seen("last", 2, 3)]
        );
    }

    #[test]
    fn slicing_the_input_anywhere_gives_the_same_tokens() {
        let input = b"# c1\n12 345\r\n#c2 with words\n\n6789 end\t x\n# no newline";
        let whole = scan_in_steps(input, input.len());
        for step in 1..input.len() {
            assert_eq!(scan_in_steps(input, step), whole, "step {step}");
        }
    }

    #[test]
    fn an_over_long_token_is_counted_not_buffered() {
        let mut input = b"a\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 5000));
        input.extend_from_slice(b" b");
        for step in [7, 100, 4096, 1 << 20] {
            let tokens = scan_in_steps(&input, step);
            assert_eq!(tokens.len(), 3, "step {step}");
            assert_eq!(tokens[1].len, 5000);
            assert_eq!(tokens[1].text.len(), MAX_TOKEN);
            assert_eq!((tokens[1].line, tokens[1].column), (2, 1));
            assert_eq!(tokens[2], seen("b", 2, 5002));
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped_at_the_start_only() {
        let input = b"\xef\xbb\xbfab c\n\xef\xbb\xbfd";
        for step in 1..input.len() {
            let tokens = scan_in_steps(input, step);
            assert_eq!(
                tokens[..2],
                [seen("ab", 1, 1), seen("c", 1, 4)],
                "step {step}"
            );
            assert_eq!((tokens[2].len, tokens[2].line, tokens[2].column), (4, 2, 1));
        }
        // Cut short, it is a token's bytes like any other.
        let tokens = scan_in_steps(b"\xef\xbb", 1);
        assert_eq!(tokens[0].len, 2);
    }

    #[test]
    fn columns_and_lengths_count_characters() {
        let input = "é5 ５x\n# ü comment\n  ab".as_bytes();
        for step in 1..input.len() {
            let mut scanner = Scanner::new();
            let mut seen = Vec::new();
            let mut pending: Vec<u8> = Vec::new();
            for (at, &byte) in input.iter().enumerate() {
                pending.push(byte);
                if (at + 1) % step != 0 && at + 1 != input.len() {
                    continue;
                }
                let (used, _) = scanner.scan(&pending, at + 1 == input.len(), |token| {
                    seen.push((token.len, token.chars, token.line, token.column));
                    ControlFlow::Continue(())
                });
                pending.drain(..used);
            }
            assert_eq!(
                seen,
                [(3, 2, 1, 1), (4, 2, 1, 4), (2, 2, 3, 3)],
                "step {step}"
            );
        }
    }

    #[test]
    fn an_over_long_token_counts_its_characters() {
        let mut input = "é".repeat(3000).into_bytes();
        input.extend_from_slice(b" b");
        for step in [7, 100, 4096, 1 << 20] {
            let mut scanner = Scanner::new();
            let mut seen = Vec::new();
            let mut pending: Vec<u8> = Vec::new();
            let mut fed = 0;
            while fed < input.len() {
                let next = (fed + step).min(input.len());
                pending.extend_from_slice(&input[fed..next]);
                fed = next;
                let (used, _) = scanner.scan(&pending, fed == input.len(), |token| {
                    seen.push((token.len, token.chars, token.column));
                    ControlFlow::Continue(())
                });
                pending.drain(..used);
            }
            assert_eq!(seen, [(6000, 3000, 1), (1, 1, 3002)], "step {step}");
        }
    }

    #[test]
    fn emit_can_stop_the_scan() {
        let mut scanner = Scanner::new();
        let mut count = 0;
        let (used, flow) = scanner.scan(b"a b c", true, |_| {
            count += 1;
            if count == 2 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!((used, flow, count), (3, ControlFlow::Break(()), 2));
    }

    #[test]
    fn position_after_the_end_points_past_the_last_byte() {
        let mut scanner = Scanner::new();
        let _ = scanner.scan(b"ab\ncd", true, |_| ControlFlow::Continue(()));
        assert_eq!(scanner.position(), (2, 3));
    }
}
