//! The `--stats` and `--progress` lines: render a batch's totals and its
//! time as one line of text. Measuring the time and printing are left to
//! `main.rs`.

use std::time::Duration;

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

/// One line of totals for a batch that took `elapsed`, without a newline:
/// `stats: 3 puzzles, 2 solved, 1 no solution, 0 invalid, 0.001 s,
/// 3000 puzzles/s, 1.50 guesses/puzzle, 50.0% without guessing`.
pub fn render(summary: &Summary, elapsed: Duration) -> String {
    let mut line = String::from("stats: ");
    let counts = [
        (summary.puzzles, " puzzles, "),
        (summary.solved, " solved, "),
        (summary.no_solution, " no solution, "),
        (summary.invalid, " invalid, "),
    ];
    for (value, label) in counts {
        push_integer(&mut line, value);
        line.push_str(label);
    }
    let seconds = elapsed.as_secs_f64();
    line.push_str(&format!("{seconds:.3} s, "));
    // A batch too quick for the clock has no meaningful rate.
    if seconds > 0.0 {
        push_integer(&mut line, (summary.puzzles as f64 / seconds).round() as u64);
    } else {
        line.push('-');
    }
    // Guesses are only made on well-formed puzzles.
    let searched = summary.puzzles - summary.invalid;
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
        " puzzles/s, {per_puzzle:.2} guesses/puzzle, {without:.1}% without guessing"
    ));
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_every_total() {
        let summary = Summary {
            puzzles: 4,
            solved: 2,
            no_solution: 1,
            invalid: 1,
            faulted: false,
            guesses: 3,
            without_guessing: 2,
        };
        assert_eq!(
            render(&summary, Duration::from_millis(2)),
            "stats: 4 puzzles, 2 solved, 1 no solution, 1 invalid, 0.002 s, 2000 puzzles/s, \
             1.00 guesses/puzzle, 66.7% without guessing"
        );
    }

    #[test]
    fn an_empty_batch_divides_by_nothing() {
        let line = render(&Summary::default(), Duration::ZERO);
        assert_eq!(
            line,
            "stats: 0 puzzles, 0 solved, 0 no solution, 0 invalid, 0.000 s, - puzzles/s, \
             0.00 guesses/puzzle, 0.0% without guessing"
        );
    }
}
