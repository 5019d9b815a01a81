//! Judging a contestant's output as a judge's checker does: the puzzles of
//! an input, read by the same readers as solving, against the tokens of an
//! output, case by case. A case is accepted when its answer is right by
//! the problem's rule: in [`Mode::Solve`] and [`Mode::Complete`] any grid
//! that keeps the givens and breaks no rule, and the no-solution line
//! exactly when there is no solution; in every other mode the one answer
//! the rule allows, which must equal ours. What stands before an answer
//! (a separator line, `Case N:`, the puzzle's label) must be the
//! judge's; an answer summed over all cases (Project Euler's) is checked
//! whole. Tokens are compared, whitespace aside, as testlib's
//! checkers do; [`Rules::strict`] also asks for the judge's exact bytes,
//! and the tokens right with the bytes not is a presentation error. Bytes
//! in, a [`Report`] out, the output fed in blocks as it is read
//! ([`Checker`], in memory bounded by a case's answer) or whole
//! ([`check()`]): reading files is the caller's.

mod answer;
mod checker;
mod stream;
#[cfg(any(test, feature = "reference"))]
pub mod whole;

use std::fmt;
use std::ops::ControlFlow;

use crate::answer::{self as answering, Answer, Mode};
use crate::board::Board;
use crate::grid::Grid;
use crate::input::format::punctuation;
use crate::input::scan::Scanner;
use crate::input::{CellChars, Format, FormatChoice, Item, ParseError, Reader};
use crate::output::{self, Cells, Heading, Layout, Separator};
use crate::{Ask, Puzzle, solve};

pub use checker::Checker;

/// A puzzle of the input, as the checker holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Case {
    /// A 9x9 puzzle.
    Grid(Grid),
    /// A board of another size (boxed, as the readers give it: a 9x9 case
    /// is 81 bytes, a board up to 640).
    Board(Box<Board>),
    /// A malformed puzzle of a line format, which is answered `invalid`.
    Invalid,
    /// A puzzle with the label line the input gave it, which the answer
    /// may echo (SPOJ NOVICE42).
    Labelled(Box<[u8]>, Box<Case>),
}

impl Case {
    /// The case's label (empty when it has none) and the case itself.
    pub fn unlabelled(&self) -> (&[u8], &Case) {
        match self {
            Case::Labelled(label, case) => (label, case),
            case => (b"", case),
        }
    }
}

/// Reads every puzzle of `input` in `format` (detected from the first
/// token when `None`); returns them with the format read. A fault in the
/// input (one that stops reading) is an error, with its place.
pub fn read_cases(input: &[u8], format: Option<Format>) -> Result<(Vec<Case>, Format), ParseError> {
    read_cases_with(input, format, CellChars::default())
}

/// [`read_cases`] with `chars` for the characters of a cell, as
/// `--empty` widens them.
pub fn read_cases_with(
    input: &[u8],
    format: Option<Format>,
    chars: CellChars,
) -> Result<(Vec<Case>, Format), ParseError> {
    let choice = FormatChoice::from_option(format);
    let mut reader = Reader::new(choice, chars);
    let mut scanner = Scanner::with_punctuation(punctuation(choice));
    let mut cases = Vec::new();
    let mut fault = None;
    let mut take = |item: Item, cases: &mut Vec<Case>| match case_of(item) {
        Ok(case) => cases.push(case),
        Err(error) => fault = Some(error),
    };
    let _ = scanner.scan(input, true, |token| {
        reader.token(&token, |item, _| take(item, &mut cases));
        if reader.is_done() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    let (line, column) = scanner.position();
    reader.finish(line, column, |item, _| take(item, &mut cases));
    match fault {
        Some(error) => Err(error),
        None => Ok((cases, reader.format().unwrap_or(Format::Lines))),
    }
}

/// The case an item read is, or the fault it is.
fn case_of(item: Item) -> Result<Case, ParseError> {
    Ok(match item {
        Item::Puzzle { grid, .. } => Case::Grid(grid),
        Item::Board { board, .. } => Case::Board(board),
        Item::Invalid(_) => Case::Invalid,
        Item::Labelled { label, puzzle } => Case::Labelled(label, Box::new(case_of(*puzzle)?)),
        Item::Fault(error) => return Err(error),
    })
}

/// What a checker holds an output to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// How the judge wants answers written.
    pub layout: Layout,
    /// What each puzzle is answered with.
    pub mode: Mode,
    /// Whether the judge's exact bytes are asked for, besides the tokens.
    pub strict: bool,
}

impl Rules {
    /// The rules an answer is judged by apart from what stands before it
    /// (a separator line, its heading), which the checker judges itself.
    fn bare(&self) -> Rules {
        Rules {
            layout: Layout {
                heading: Heading::None,
                separator: match self.layout.separator {
                    Separator::BlankAfter => Separator::BlankAfter,
                    _ => Separator::None,
                },
                ..self.layout
            },
            ..*self
        }
    }
}

/// How an output, or one case of it, is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// Right.
    Accepted,
    /// The tokens are right, the layout is not (only under
    /// [`Rules::strict`]).
    PresentationError,
    /// A token is wrong, missing or extra.
    WrongAnswer,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Accepted => "accepted",
            Verdict::PresentationError => "presentation error",
            Verdict::WrongAnswer => "wrong answer",
        })
    }
}

/// Something not accepted: the case (none for what is outside every case:
/// extra output, the layout), the verdict, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// The case, from 1.
    pub case: Option<u64>,
    /// Wrong answer or presentation error.
    pub verdict: Verdict,
    /// Why, in a person's words.
    pub message: String,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "case {case}: ")?;
        }
        if self.message == MISSING {
            return f.write_str(MISSING);
        }
        write!(f, "{}: {}", self.verdict, self.message)
    }
}

/// The message of a case the output has no tokens left for.
const MISSING: &str = "answer missing";

/// What a check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The cases of the input.
    pub cases: u64,
    /// The cases whose answers are right by their tokens.
    pub accepted: u64,
    /// Everything not accepted, in output order.
    pub rejections: Vec<Rejection>,
}

impl Report {
    /// The output's verdict: the worst of its rejections.
    pub fn verdict(&self) -> Verdict {
        let worst = self.rejections.iter().map(|r| r.verdict).max();
        worst.unwrap_or(Verdict::Accepted)
    }

    /// The closing line: `accepted 49157 of 49158 cases`.
    pub fn summary(&self) -> String {
        let cases = if self.cases == 1 { "case" } else { "cases" };
        let mut line = format!("accepted {} of {} {cases}", self.accepted, self.cases);
        if self.verdict() == Verdict::PresentationError {
            line += ", but not in the judge's exact layout";
        }
        line
    }
}

/// Checks `output` against the answers `cases` ask for under `rules`.
pub fn check(cases: &[Case], rules: &Rules, output: &[u8]) -> Report {
    let mut checker = Checker::new(cases, rules);
    checker.feed(output);
    checker.finish()
}

/// The whitespace-separated tokens of `output`.
fn tokens_of(output: &[u8]) -> Vec<&[u8]> {
    output
        .split(|b| stream::WHITESPACE.contains(b))
        .filter(|token| !token.is_empty())
        .collect()
}

/// One case judged: the tokens it took, and what is wrong, if anything.
struct Judged {
    used: usize,
    wrong: Option<String>,
}

/// What the checker needs of a puzzle: the answers (through [`Puzzle`]),
/// writing one ([`Cells`]), and its cells.
trait Checked: Puzzle + Cells {
    /// Its cells in row order, 0 for an empty one.
    fn values(&self) -> &[u8];
    /// Its box size: 3 for 9x9.
    fn box_size(&self) -> usize;
    /// The same size of puzzle with `values` in its cells.
    fn with_values(&self, values: &[u8]) -> Option<Self>;
}

impl Checked for Grid {
    fn values(&self) -> &[u8] {
        &self.cells
    }
    fn box_size(&self) -> usize {
        3
    }
    fn with_values(&self, values: &[u8]) -> Option<Grid> {
        Grid::from_cells(values)
    }
}

impl Checked for Board {
    fn values(&self) -> &[u8] {
        self.cells()
    }
    fn box_size(&self) -> usize {
        Board::box_size(self)
    }
    fn with_values(&self, values: &[u8]) -> Option<Board> {
        Board::from_cells(Board::box_size(self), values)
    }
}

/// Judges the answer to `puzzle`, case `index` (from 0), at the start of
/// `tokens` (not empty), appending it to `laid_out` as the judge writes it;
/// `none` is the no-solution line's tokens.
fn judge<P: Checked>(
    puzzle: &P,
    rules: &Rules,
    none: &[&[u8]],
    index: u64,
    tokens: &[&[u8]],
    laid_out: &mut Vec<u8>,
) -> Judged {
    let shape = rules.layout.shape;
    let n = puzzle.box_size();
    let side = n * n;
    let grid_len = answer::grid_tokens(shape, side).min(tokens.len());
    // Their cells, when the tokens at `from` are a grid that solves it.
    let solves = |from: usize| -> Result<Vec<u8>, String> {
        let end = (from + answer::grid_tokens(shape, side)).min(tokens.len());
        let values = answer::read(shape, side, &tokens[from.min(end)..end])?;
        answer::verify(shape, n, puzzle.values(), &values)?;
        Ok(values)
    };
    // Only `strict` compares the layout.
    let write = |laid_out: &mut Vec<u8>, answer: &Answer<P>| {
        if rules.strict {
            output::write_answer(laid_out, &rules.layout, index, b"", answer);
        }
    };

    if matches!(rules.mode, Mode::Solve | Mode::Complete) {
        // Any solution; the no-solution line only when there is none.
        if tokens.starts_with(none) {
            write(laid_out, &Answer::NoSolution);
            let wrong = solve(puzzle, Ask::Solution).solution.map(|_| {
                format!(
                    "expected a grid, found '{}' (the puzzle has a solution)",
                    rules.layout.no_solution
                )
            });
            return Judged {
                used: none.len(),
                wrong,
            };
        }
        return match solves(0) {
            Ok(values) => {
                if let Some(theirs) = puzzle.with_values(&values) {
                    write(laid_out, &Answer::Solved(theirs));
                }
                Judged {
                    used: grid_len,
                    wrong: None,
                }
            }
            Err(message) => {
                // Not a solution. Was there one?
                let message = if solve(puzzle, Ask::Solution).solution.is_none() {
                    let found = if answer::read(shape, side, &tokens[..grid_len]).is_ok() {
                        "a grid".to_string()
                    } else {
                        answer::show_token(tokens[0])
                    };
                    format!("expected '{}', found {found}", rules.layout.no_solution)
                } else {
                    message
                };
                Judged {
                    used: grid_len,
                    wrong: Some(message),
                }
            }
        };
    }

    // One right answer: ours.
    let (expected, _) = answering::answer(rules.mode, puzzle);
    let mut ours = Vec::new();
    output::write_answer(&mut ours, &rules.layout, index, b"", &expected);
    if rules.strict {
        laid_out.extend_from_slice(&ours);
    }
    let want: Vec<&[u8]> = ours
        .split(|b| b" \t\n\r".contains(b))
        .filter(|token| !token.is_empty())
        .collect();
    if tokens.starts_with(&want) {
        return Judged {
            used: want.len(),
            wrong: None,
        };
    }
    // Where their answer ends: one of the layout's lines, a count (with
    // its grid after a 1), or else a grid, where the mode answers with
    // grids, else as many tokens as ours; so that a wrong answer costs one
    // case, not the ones after it.
    let grid_tokens = answer::grid_tokens(shape, side);
    let layout = &rules.layout;
    let words = [
        layout.no_solution,
        layout.several_solutions,
        layout.unique,
        layout.yes,
        layout.no,
    ];
    let phrase = words
        .into_iter()
        .map(|line| {
            line.split_ascii_whitespace()
                .map(str::as_bytes)
                .collect::<Vec<_>>()
        })
        .find(|words| !words.is_empty() && tokens.starts_with(words));
    let count_first = matches!(expected, Answer::Exact { .. } | Answer::Count(_));
    let gridless = matches!(
        rules.mode,
        Mode::Classify | Mode::Validate | Mode::Verify | Mode::Target
    );
    let theirs = match &phrase {
        Some(words) => words.len(),
        None if count_first && tokens[0].iter().all(u8::is_ascii_digit) => {
            if tokens[0] == b"1" && matches!(expected, Answer::Exact { .. }) {
                1 + grid_tokens
            } else {
                1
            }
        }
        None if gridless => want.len(),
        None => grid_tokens,
    };
    let theirs = theirs.min(tokens.len());
    // Where both are a grid, say what is wrong with theirs.
    let grid_at = match &expected {
        Answer::Solved(solution) if phrase.is_none() => Some((0, solution)),
        Answer::Exact {
            solution: Some(solution),
            ..
        } if tokens.first() == want.first() => Some((1, solution)),
        _ => None,
    };
    if let Some((from, solution)) = grid_at {
        let message = match solves(from) {
            Err(message) => message,
            Ok(values) => {
                let cell = (0..values.len())
                    .find(|&cell| values[cell] != solution.values()[cell])
                    .unwrap_or(0);
                let (row, column) = (cell / side + 1, cell % side + 1);
                let (theirs, ours) = (
                    answer::show_value(shape, values[cell]),
                    answer::show_value(shape, solution.values()[cell]),
                );
                let rule = if rules.mode == Mode::Smallest {
                    "not the smallest solution: "
                } else {
                    ""
                };
                format!(
                    "{rule}row {row} column {column} holds {theirs}, where the answer has {ours}"
                )
            }
        };
        return Judged {
            used: from + grid_len,
            wrong: Some(message),
        };
    }
    Judged {
        used: theirs,
        wrong: Some(format!(
            "expected {}, found {}",
            show_answer(&want, grid_tokens),
            show_answer(&tokens[..theirs], grid_tokens)
        )),
    }
}

/// An answer's tokens for a message: a short one quoted whole, one that
/// holds a grid as `a grid` (after its count, where one comes first).
fn show_answer(tokens: &[&[u8]], grid_tokens: usize) -> String {
    let quoted = |tokens: &[&[u8]]| format!("'{}'", String::from_utf8_lossy(&tokens.join(&b' ')));
    // Bytes no message should carry: unprintable ones, or a great many.
    let printable = tokens
        .iter()
        .all(|token| token.len() <= 1024 && token.iter().all(|b| (0x21..=0x7e).contains(b)));
    match tokens.len() {
        0 => "the end of the output".to_string(),
        length if length > grid_tokens => format!("{} and a grid", quoted(&tokens[..1])),
        length if length == grid_tokens && length > 1 => "a grid".to_string(),
        _ if printable => quoted(tokens),
        1 => answer::show_token(tokens[0]),
        length => format!(
            "{length} tokens, the first {}",
            answer::show_token(tokens[0])
        ),
    }
}

/// Where `output` first leaves the layout `laid_out` (the same tokens), by
/// line, both starting at line `first` (from 0) of the whole; with `cut`,
/// the bytes of `output` stop short of its end, so its last line may go
/// on.
fn layout_difference(laid_out: &[u8], output: &[u8], first: usize, cut: bool) -> String {
    let ours: Vec<&[u8]> = laid_out.split_inclusive(|&b| b == b'\n').collect();
    let theirs: Vec<&[u8]> = output.split_inclusive(|&b| b == b'\n').collect();
    let line = (0..ours.len().max(theirs.len()))
        .find(|&i| ours.get(i) != theirs.get(i))
        .unwrap_or(0);
    let text = |line: &[u8]| -> Vec<u8> { line.strip_suffix(b"\n").unwrap_or(line).to_vec() };
    let show = |line: Option<&&[u8]>| match line {
        None => "the end of the output".to_string(),
        Some(line) if text(line).is_empty() => "a blank line".to_string(),
        Some(line) => format!(
            "'{}'",
            String::from_utf8_lossy(&text(line)).replace('\r', "\\r")
        ),
    };
    let (want, found) = (ours.get(line), theirs.get(line));
    let goes_on = cut && line + 1 == theirs.len() && !output.ends_with(b"\n");
    if let (Some(want), Some(found)) = (want, found)
        && text(want) == text(found)
        && !goes_on
    {
        return format!("line {}: no line break at its end", first + line + 1);
    }
    format!(
        "line {}: expected {}, found {}{}",
        first + line + 1,
        show(want),
        show(found),
        if goes_on { " (cut)" } else { "" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples::{POJ2676_ANSWER, grid};

    fn lines_rules() -> Rules {
        Rules {
            layout: Layout::of(Format::Lines),
            mode: Mode::Solve,
            strict: false,
        }
    }

    #[test]
    fn cases_are_read_as_solving_reads_them() {
        let input = format!("{}\ny{}\nend\n", ".".repeat(81), ".".repeat(80));
        let (cases, format) = read_cases(input.as_bytes(), None).unwrap();
        assert_eq!(format, Format::Lines);
        assert_eq!(cases, vec![Case::Grid(Grid::EMPTY), Case::Invalid]);
        let fault = read_cases(b"1\n123", None).unwrap_err();
        assert_eq!((fault.puzzle, fault.line), (1, 2));
    }

    #[test]
    fn a_report_says_how_many_and_the_worst() {
        let solution: String = grid(POJ2676_ANSWER)
            .cells
            .iter()
            .map(u8::to_string)
            .collect();
        let cases = [Case::Grid(grid(POJ2676_ANSWER)), Case::Grid(Grid::EMPTY)];
        let output = format!("{solution}\n{solution}\n");
        let report = check(&cases, &lines_rules(), output.as_bytes());
        assert_eq!(report.verdict(), Verdict::Accepted);
        assert_eq!(report.summary(), "accepted 2 of 2 cases");
        let report = check(&cases, &lines_rules(), format!("{solution}\n").as_bytes());
        assert_eq!(report.verdict(), Verdict::WrongAnswer);
        assert_eq!(report.rejections[0].to_string(), "case 2: answer missing");
        let strict = Rules {
            strict: true,
            ..lines_rules()
        };
        let report = check(
            &cases,
            &strict,
            format!("{solution}\n\n{solution}\n").as_bytes(),
        );
        assert_eq!(report.verdict(), Verdict::PresentationError);
        assert_eq!(
            report.rejections[0].to_string(),
            format!("presentation error: line 2: expected '{solution}', found a blank line")
        );
    }
}
