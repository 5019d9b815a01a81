//! The `--stats` and `--progress` lines: render a batch's totals and its
//! time as one line of text. Measuring the time and printing are left to
//! the command (`solve`) and the progress line (`terminal`).

use std::time::Duration;

use sudoku::answer::Mode;
use sudoku::output;
use sudoku::run::Summary;

/// Appends an integer without going through `fmt`.
fn push_integer(line: &mut String, value: u64) {
    let mut digits = Vec::with_capacity(20);
    output::push_number(&mut digits, value);
    line.extend(digits.iter().map(|&digit| char::from(digit)));
}

/// The progress line for `puzzles` answered in `elapsed`, without a
/// newline: `12000 puzzles, 24000 puzzles/s, 0.5 s`.
pub fn progress(puzzles: u64, elapsed: Duration) -> String {
    let mut line = String::new();
    push_integer(&mut line, puzzles);
    line.push_str(" puzzles, ");
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        push_integer(&mut line, (puzzles as f64 / seconds).round() as u64);
    } else {
        line.push('-');
    }
    line.push_str(&format!(" puzzles/s, {seconds:.1} s"));
    line
}

/// One line of totals for a batch that took `wall`, of which `waiting`
/// went in waiting on input or output, without a newline: what the mode
/// answered, the times, the rate over the busy time (not waiting), and,
/// in the modes that search, the guesses. For solving:
/// `stats: 3 puzzles, 2 solved, 1 no solution, 0 invalid, 0.010 s in all,
/// 0.002 s busy (not waiting on input or output), 1500 puzzles/s busy,
/// 1.50 guesses/puzzle, 50.0% without guessing`.
pub fn render(summary: &Summary, wall: Duration, waiting: Duration) -> String {
    let Summary {
        puzzles,
        solved,
        several,
        no_solution,
        valid,
        invalid,
        ..
    } = *summary;
    let counts = match summary.mode {
        Mode::Solve | Mode::Smallest | Mode::Complete | Mode::Target => {
            format!("{solved} solved, {no_solution} no solution")
        }
        Mode::Count | Mode::Unique | Mode::Exact | Mode::Classify => format!(
            "{no_solution} with no solution, {} with one, {several} with more than one",
            solved - several
        ),
        Mode::Validate | Mode::Verify => {
            format!("{valid} valid, {} not valid", puzzles - invalid - valid)
        }
    };
    let busy = wall.saturating_sub(waiting).as_secs_f64();
    // A batch too quick for the clock has no meaningful rate.
    let rate = if busy > 0.0 {
        ((puzzles as f64 / busy).round() as u64).to_string()
    } else {
        "-".to_string()
    };
    let mut line = format!(
        "stats: {puzzles} puzzles, {counts}, {invalid} invalid, {:.3} s in all, {busy:.3} s \
         busy (not waiting on input or output), {rate} puzzles/s busy",
        wall.as_secs_f64()
    );
    if !matches!(summary.mode, Mode::Validate | Mode::Verify) {
        // Guesses are only made on well-formed puzzles.
        let searched = puzzles - invalid;
        let (per_puzzle, without) = if searched == 0 {
            (0.0, 0.0)
        } else {
            let searched = searched as f64;
            (
                summary.guesses as f64 / searched,
                100.0 * summary.without_guessing as f64 / searched,
            )
        };
        line.push_str(&format!(
            ", {per_puzzle:.2} guesses/puzzle, {without:.1}% without guessing"
        ));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_every_total_of_a_solving_run() {
        let summary = Summary {
            puzzles: 4,
            solved: 2,
            no_solution: 1,
            invalid: 1,
            guesses: 3,
            without_guessing: 2,
            ..Summary::new(Mode::Solve)
        };
        assert_eq!(
            render(
                &summary,
                Duration::from_millis(10),
                Duration::from_millis(8)
            ),
            "stats: 4 puzzles, 2 solved, 1 no solution, 1 invalid, 0.010 s in all, 0.002 s busy \
             (not waiting on input or output), 2000 puzzles/s busy, 1.00 guesses/puzzle, 66.7% \
             without guessing"
        );
    }

    #[test]
    fn each_mode_counts_what_it_answers() {
        // Regression (found by an outside review): under --count a board
        // without a solution was in no bucket, and the guesses always 0.
        let counted = Summary {
            puzzles: 5,
            solved: 3,
            several: 1,
            no_solution: 1,
            invalid: 1,
            guesses: 8,
            ..Summary::new(Mode::Count)
        };
        let line = render(&counted, Duration::from_millis(4), Duration::ZERO);
        assert!(
            line.starts_with(
                "stats: 5 puzzles, 1 with no solution, 2 with one, 1 with more than one, \
                 1 invalid, "
            ),
            "{line}"
        );
        assert!(line.contains(", 2.00 guesses/puzzle, "), "{line}");
        let validated = Summary {
            puzzles: 4,
            valid: 2,
            invalid: 1,
            ..Summary::new(Mode::Validate)
        };
        let line = render(&validated, Duration::from_millis(4), Duration::ZERO);
        assert!(
            line.starts_with("stats: 4 puzzles, 2 valid, 1 not valid, 1 invalid, "),
            "{line}"
        );
        assert!(line.ends_with(" puzzles/s busy"), "no guesses: {line}");
    }

    #[test]
    fn an_empty_batch_divides_by_nothing() {
        let line = render(&Summary::new(Mode::Solve), Duration::ZERO, Duration::ZERO);
        assert_eq!(
            line,
            "stats: 0 puzzles, 0 solved, 0 no solution, 0 invalid, 0.000 s in all, 0.000 s busy \
             (not waiting on input or output), - puzzles/s busy, 0.00 guesses/puzzle, 0.0% \
             without guessing"
        );
    }
}
