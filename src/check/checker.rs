//! The checker fed the output in blocks: it judges each case once the
//! tokens its answer can take are read, keeps no token before it, and
//! compares the bytes with the judge's layout as they come, so that an
//! output of any length is judged in memory bounded by a case's answer
//! (and the input's cases, which it holds).

use super::answer;
use super::stream::{self, LayoutMatch, Tokens};
use super::{
    Case, Judged, MISSING, Rejection, Report, Rules, Verdict, judge, show_answer, tokens_of,
};
use crate::output::{self, Cells, Shape};
use crate::{Ask, solve};

/// A check fed the output in blocks, as it is read, which keeps no more
/// of it than the answer it judges: [`Checker::feed`] each block until it
/// asks for no more or the output ends, then [`Checker::finish`]. The
/// report is [`check`](super::check)'s on the whole output. It asks for
/// no more once nothing after can change the report: at a token after
/// the last case (extra output), and at a token too long to be right,
/// which may never end (`/dev/zero`): the cases after it are then left
/// unjudged, as the report says.
pub struct Checker<'a> {
    cases: &'a [Case],
    rules: Rules,
    /// The rules an answer is judged by, what stands before it aside.
    bare: Rules,
    /// The no-solution line's tokens.
    none: Vec<&'static [u8]>,
    tokens: Tokens,
    /// The number of the token the next answer starts at.
    at: usize,
    /// The next case to judge, from 0.
    next: usize,
    /// What the judge writes before the next case's answer, and how many
    /// tokens from there judging it may look at, once made.
    start: Option<(Vec<u8>, usize)>,
    /// Whether an answer summed over all cases was judged.
    summed: bool,
    report: Report,
    /// The bytes against the judge's layout, under `strict`.
    layout: Option<LayoutMatch>,
    /// Whether the rest of the output can change nothing.
    settled: bool,
}

impl<'a> Checker<'a> {
    /// A check of an output for `cases` under `rules`, nothing read yet.
    pub fn new(cases: &'a [Case], rules: &Rules) -> Checker<'a> {
        let bare = rules.bare();
        let labels = cases.iter().map(|case| case.unlabelled().0);
        let longest_label = labels.clone().map(<[u8]>::len).max().unwrap_or(0);
        let longest_word = labels
            .flat_map(|label| label.split(|b| stream::WHITESPACE.contains(b)))
            .map(<[u8]>::len)
            .max()
            .unwrap_or(0);
        Checker {
            cases,
            rules: *rules,
            bare,
            none: rules
                .layout
                .no_solution
                .split_ascii_whitespace()
                .map(str::as_bytes)
                .collect(),
            // No answer's token reaches `SHOWN_WHOLE` bytes; a label's may.
            tokens: Tokens::new(longest_word),
            at: 0,
            next: 0,
            start: None,
            summed: false,
            report: Report {
                cases: cases.len() as u64,
                ..Report::default()
            },
            // Our layout's runs of whitespace are a few line breaks, or
            // inside a label.
            layout: rules.strict.then(|| LayoutMatch::new(64 + longest_label)),
            settled: false,
        }
    }

    /// Reads the next block of the output; whether more is wanted.
    pub fn feed(&mut self, mut output: &[u8]) -> bool {
        while !self.settled && !output.is_empty() {
            let used = self.tokens.push(output);
            if let Some(layout) = &mut self.layout {
                layout.theirs(&output[..used]);
            }
            output = &output[used..];
            self.judge_ready();
            if used == 0 {
                break;
            }
        }
        !self.settled
    }

    /// Ends the output; the report.
    pub fn finish(mut self) -> Report {
        self.tokens.end();
        self.judge_ready();
        if let Some(layout) = self.layout.take()
            && self.report.rejections.is_empty()
            && let Some(message) = layout.difference()
        {
            self.report.rejections.push(Rejection {
                case: None,
                verdict: Verdict::PresentationError,
                message,
            });
        }
        self.report
    }

    /// Judges every case whose answer's tokens are all held (or will not
    /// come), then what follows the last.
    fn judge_ready(&mut self) {
        let finished = self.tokens.finished();
        while !self.settled {
            if self.rules.layout.shape == Shape::Corner && !self.summed {
                if !self.judge_sum(finished) {
                    return;
                }
                continue;
            }
            if self.next == self.cases.len() {
                // A token after the last case is extra output.
                if self.tokens.held(self.at) > 0 {
                    let extra = self.tokens.from(self.at)[0];
                    self.report.rejections.push(Rejection {
                        case: None,
                        verdict: Verdict::WrongAnswer,
                        message: format!(
                            "extra output after the last case: {}",
                            answer::show_token(extra)
                        ),
                    });
                    self.settled = true;
                } else if finished {
                    self.settled = true;
                }
                return;
            }
            let (_, need) = *self.start.get_or_insert_with(|| {
                let (label, case) = self.cases[self.next].unlabelled();
                let mut start = Vec::new();
                output::write_start(&mut start, &self.rules.layout, self.next as u64, label);
                // The most tokens judging the answer looks at: its start,
                // two grids (a count before one, the shorter of ours and
                // theirs) and a few words.
                let side = match case {
                    Case::Grid(_) => 9,
                    Case::Board(board) => board.side(),
                    Case::Invalid | Case::Labelled(..) => 1,
                };
                let grid = answer::grid_tokens(self.rules.layout.shape, side);
                let need = tokens_of(&start).len() + 2 * grid + 16;
                (start, need)
            });
            if !finished && self.tokens.held(self.at) < need {
                return;
            }
            self.judge_next();
            self.tokens.forget(self.at);
            if let Some(cut) = self.tokens.cut()
                && self.at > cut
                && self.next < self.cases.len()
            {
                self.report.rejections.push(Rejection {
                    case: None,
                    verdict: Verdict::WrongAnswer,
                    message: format!(
                        "the output is read no further than a token of more than {} bytes, so \
                         cases {} to {} are not judged",
                        answer::SHOWN_WHOLE,
                        self.next + 1,
                        self.cases.len()
                    ),
                });
                self.settled = true;
            }
        }
    }

    /// Judges the next case on the tokens held from `at`, which are all
    /// it looks at.
    fn judge_next(&mut self) {
        let index = self.next;
        let number = index as u64 + 1;
        self.next += 1;
        let (_, case) = self.cases[index].unlabelled();
        let (start, _) = self.start.take().unwrap_or_default();
        let mut laid_out = start.clone();
        let start = tokens_of(&start);
        let mut tokens = self.tokens.from(self.at);
        let mut heading = None;
        if tokens.starts_with(&start) {
            self.at += start.len();
            tokens.drain(..start.len());
        } else if !tokens.is_empty() {
            heading = Some(format!(
                "expected {} before the answer, found {}",
                show_answer(&start, usize::MAX),
                show_answer(&tokens[..start.len().min(tokens.len())], usize::MAX)
            ));
        }
        let rest = &tokens[..];
        if rest.is_empty() {
            if let Some(layout) = &mut self.layout {
                layout.ours(&laid_out);
            }
            self.report.rejections.push(Rejection {
                case: Some(number),
                verdict: Verdict::WrongAnswer,
                message: MISSING.to_string(),
            });
            return;
        }
        let (bare, none) = (&self.bare, &self.none[..]);
        let judged = match case {
            Case::Grid(grid) => judge(grid, bare, none, index as u64, rest, &mut laid_out),
            Case::Board(board) => judge(&**board, bare, none, index as u64, rest, &mut laid_out),
            Case::Invalid | Case::Labelled(..) => {
                if self.rules.strict {
                    output::write_invalid(&mut laid_out, &bare.layout, index as u64);
                }
                let found = rest[0];
                let right = found == b"invalid";
                Judged {
                    used: 1,
                    wrong: (!right).then(|| {
                        format!(
                            "expected 'invalid' (the input's puzzle is malformed), found {}",
                            answer::show_token(found)
                        )
                    }),
                }
            }
        };
        self.at += judged.used.clamp(1, rest.len());
        if let Some(layout) = &mut self.layout {
            layout.ours(&laid_out);
        }
        match heading.or(judged.wrong) {
            None => self.report.accepted += 1,
            Some(message) => self.report.rejections.push(Rejection {
                case: Some(number),
                verdict: Verdict::WrongAnswer,
                message,
            }),
        }
    }

    /// Judges an output that answers all cases at once with the sum of
    /// their solutions' corners (Project Euler 96): every case is accepted
    /// with it, or none. Whether it was judged: not while the sum's
    /// tokens and one more may still come.
    fn judge_sum(&mut self, finished: bool) -> bool {
        let mut corners = 0;
        for case in self.cases {
            let corner = match case.unlabelled().1 {
                Case::Grid(grid) => solve(grid, Ask::Solution).solution.map(|s| s.corner()),
                Case::Board(board) => solve(&**board, Ask::Solution).solution.map(|s| s.corner()),
                Case::Invalid | Case::Labelled(..) => None,
            };
            corners += corner.unwrap_or(0);
        }
        let mut laid_out = Vec::new();
        output::write_end(&mut laid_out, &self.rules.layout, corners);
        let want = tokens_of(&laid_out);
        if !finished && self.tokens.held(self.at) <= want.len() {
            return false;
        }
        let tokens = self.tokens.from(self.at);
        if tokens.starts_with(&want) {
            self.report.accepted = self.report.cases;
        } else {
            let found = &tokens[..tokens.len().min(want.len())];
            self.report.rejections.push(Rejection {
                case: None,
                verdict: Verdict::WrongAnswer,
                message: format!(
                    "expected the sum {}, found {}",
                    show_answer(&want, usize::MAX),
                    show_answer(found, usize::MAX)
                ),
            });
        }
        self.at += want.len().min(tokens.len());
        if let Some(layout) = &mut self.layout {
            layout.ours(&laid_out);
        }
        self.summed = true;
        self.next = self.cases.len();
        true
    }
}
