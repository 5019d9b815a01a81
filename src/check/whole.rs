//! The checker on the whole output at once: every token of it in memory,
//! the cases judged on them in turn. Costly in memory, plainly right: the
//! oracle the tests hold [`super::Checker`] to, fed in blocks of every
//! size. Not part of the product.

use super::answer;
use super::{
    Case, Judged, MISSING, Rejection, Report, Rules, Verdict, judge, layout_difference,
    show_answer, tokens_of,
};
use crate::output::{self, Cells, Shape};
use crate::{Ask, solve};

/// Checks `output` against the answers `cases` ask for under `rules`.
pub fn check(cases: &[Case], rules: &Rules, output: &[u8]) -> Report {
    let tokens = tokens_of(output);
    if rules.layout.shape == Shape::Corner {
        return check_corners(cases, rules, output, &tokens);
    }
    let mut report = Report {
        cases: cases.len() as u64,
        ..Report::default()
    };
    // The output as the judge would have it written, their answers in our
    // layout, for `strict`.
    let mut laid_out = Vec::new();
    let none: Vec<&[u8]> = rules
        .layout
        .no_solution
        .split_ascii_whitespace()
        .map(str::as_bytes)
        .collect();
    let bare = rules.bare();
    let mut at = 0;
    for (index, case) in cases.iter().enumerate() {
        let number = index as u64 + 1;
        let (label, case) = case.unlabelled();
        let mut start = Vec::new();
        output::write_start(&mut start, &rules.layout, index as u64, label);
        laid_out.extend_from_slice(&start);
        let start = tokens_of(&start);
        let mut heading = None;
        if tokens[at..].starts_with(&start) {
            at += start.len();
        } else if at < tokens.len() {
            heading = Some(format!(
                "expected {} before the answer, found {}",
                show_answer(&start, usize::MAX),
                show_answer(
                    &tokens[at..(at + start.len()).min(tokens.len())],
                    usize::MAX
                )
            ));
        }
        let rest = &tokens[at..];
        if rest.is_empty() {
            report.rejections.push(Rejection {
                case: Some(number),
                verdict: Verdict::WrongAnswer,
                message: MISSING.to_string(),
            });
            continue;
        }
        let judged = match case {
            Case::Grid(grid) => judge(grid, &bare, &none, index as u64, rest, &mut laid_out),
            Case::Board(board) => judge(&**board, &bare, &none, index as u64, rest, &mut laid_out),
            Case::Invalid | Case::Labelled(..) => {
                if rules.strict {
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
        at += judged.used.clamp(1, rest.len());
        match heading.or(judged.wrong) {
            None => report.accepted += 1,
            Some(message) => report.rejections.push(Rejection {
                case: Some(number),
                verdict: Verdict::WrongAnswer,
                message,
            }),
        }
    }
    finish(
        &mut report,
        rules,
        output,
        &tokens[at.min(tokens.len())..],
        &laid_out,
    );
    report
}

/// Checks an output that answers all `cases` at once with the sum of
/// their solutions' corners (Project Euler 96): every case is accepted
/// with it, or none.
fn check_corners(cases: &[Case], rules: &Rules, output: &[u8], tokens: &[&[u8]]) -> Report {
    let mut corners = 0;
    for case in cases {
        let corner = match case.unlabelled().1 {
            Case::Grid(grid) => solve(grid, Ask::Solution).solution.map(|s| s.corner()),
            Case::Board(board) => solve(&**board, Ask::Solution).solution.map(|s| s.corner()),
            Case::Invalid | Case::Labelled(..) => None,
        };
        corners += corner.unwrap_or(0);
    }
    let mut laid_out = Vec::new();
    output::write_end(&mut laid_out, &rules.layout, corners);
    let want = tokens_of(&laid_out);
    let mut report = Report {
        cases: cases.len() as u64,
        ..Report::default()
    };
    if tokens.starts_with(&want) {
        report.accepted = report.cases;
    } else {
        let found = &tokens[..tokens.len().min(want.len())];
        report.rejections.push(Rejection {
            case: None,
            verdict: Verdict::WrongAnswer,
            message: format!(
                "expected the sum {}, found {}",
                show_answer(&want, usize::MAX),
                show_answer(found, usize::MAX)
            ),
        });
    }
    let rest = &tokens[want.len().min(tokens.len())..];
    finish(&mut report, rules, output, rest, &laid_out);
    report
}

/// Adds to `report` what is wrong past the last case: `extra` tokens, and
/// under `strict`, bytes other than `laid_out`'s.
fn finish(report: &mut Report, rules: &Rules, output: &[u8], extra: &[&[u8]], laid_out: &[u8]) {
    if let Some(extra) = extra.first() {
        report.rejections.push(Rejection {
            case: None,
            verdict: Verdict::WrongAnswer,
            message: format!(
                "extra output after the last case: {}",
                answer::show_token(extra)
            ),
        });
    }
    if rules.strict && report.rejections.is_empty() && laid_out != output {
        report.rejections.push(Rejection {
            case: None,
            verdict: Verdict::PresentationError,
            message: layout_difference(laid_out, output, 0, false),
        });
    }
}
