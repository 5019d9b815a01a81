//! A `sudoku stress` session: makes tests with the library's [`Plan`],
//! runs the contestant's program on each ([`child`]), judges
//! its output with the library's checker, writes a line per test and a
//! summary, and shrinks and saves the first test that fails.

use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sudoku::answer::Mode;
use sudoku::check::{self, Case, Checker, Rules, Verdict};
use sudoku::generate::Request;
use sudoku::input::Format;
use sudoku::output::Layout;
use sudoku::output::puzzle::PuzzleLayout;
use sudoku::run::{self, Options, PROGRAM, Source};
use sudoku::stress::{Plan, Shrinker, Twists, labelled, write_test};

use super::{Stress, pool};
use crate::child::{self, End};
use crate::seed;
use crate::terminal::CLEAR_LINE;

/// Exit code of a run stopped by Ctrl-C (128 + SIGINT, as shells have it).
const INTERRUPTED: u8 = 130;

/// Lines of the program's standard error shown under a failed test.
const ERROR_LINES: usize = 5;

/// Runs `sudoku stress`; returns the exit code. A command line or a
/// program that cannot be followed is one line on stderr and exit 2. A
/// reader of standard output gone away (`| head`) ends the run quietly,
/// with exit code 1 if a test run was not accepted, else 0; an interrupt
/// always with 130.
pub fn run(asked: &Stress) -> u8 {
    let mut failed = false;
    let code = match stress(asked, &mut failed) {
        Ok(code) => code,
        Err(Stop::ReaderGone) => u8::from(failed),
        Err(Stop::Failed(message)) => {
            let _ = writeln!(io::stderr(), "{PROGRAM}: stress: {message}");
            2
        }
    };
    // Ctrl-C after the last run is still an interrupted run.
    if child::interrupted() {
        INTERRUPTED
    } else {
        code
    }
}

/// Why a session ended before its end.
enum Stop {
    /// What could not be done: a program that cannot be started, a file
    /// or standard output that cannot be written.
    Failed(String),
    /// Standard output's reader went away.
    ReaderGone,
}

impl From<String> for Stop {
    fn from(message: String) -> Stop {
        Stop::Failed(message)
    }
}

/// How one run of the program was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    Accepted,
    /// The checker's verdict and its first line.
    Rejected(Verdict, String),
    TimeLimit,
    MemoryLimit,
    /// What ended it: an exit code, a signal.
    RuntimeError(String),
    OutputLimit,
    Interrupted,
}

impl Outcome {
    /// The verdict's words, as counted in the summary.
    fn name(&self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Rejected(Verdict::PresentationError, _) => "presentation error",
            Outcome::Rejected(..) => "wrong answer",
            Outcome::TimeLimit => "time limit exceeded",
            Outcome::MemoryLimit => "memory limit exceeded",
            Outcome::RuntimeError(_) => "runtime error",
            Outcome::OutputLimit => "output limit exceeded",
            Outcome::Interrupted => "interrupted",
        }
    }

    /// The test's line after `test N: `.
    fn line(&self, run: &child::Run, asked: &Stress) -> String {
        let limit = asked.time_limit;
        match self {
            Outcome::Accepted => match run.usage {
                Some(usage) => format!(
                    "accepted, {:.3} s, CPU {:.3} s, {}",
                    run.elapsed.as_secs_f64(),
                    usage.cpu.as_secs_f64(),
                    megabytes(usage.memory)
                ),
                None => format!("accepted, {:.3} s", run.elapsed.as_secs_f64()),
            },
            Outcome::Rejected(_, rejection) => rejection.clone(),
            Outcome::TimeLimit if asked.cpu_time => {
                format!("time limit exceeded ({} s of CPU time)", seconds(limit))
            }
            Outcome::TimeLimit => format!("time limit exceeded ({} s)", seconds(limit)),
            Outcome::MemoryLimit => format!(
                "memory limit exceeded ({} MB), {}",
                asked.memory_limit.unwrap_or(0) >> 20,
                run.usage
                    .map_or("killed".to_string(), |usage| megabytes(usage.memory))
            ),
            Outcome::RuntimeError(end) => format!("runtime error: {end}"),
            Outcome::OutputLimit => format!(
                "output limit exceeded (more than {} MiB)",
                child::OUTPUT_LIMIT >> 20
            ),
            Outcome::Interrupted => "interrupted".to_string(),
        }
    }
}

/// The verdicts in the order the summary counts them.
const VERDICTS: [&str; 7] = [
    "accepted",
    "wrong answer",
    "presentation error",
    "time limit exceeded",
    "memory limit exceeded",
    "runtime error",
    "output limit exceeded",
];

/// Bytes of memory as a line shows them: `3.2 MB`, in megabytes of 2^20
/// bytes, as judges count them.
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / f64::from(1 << 20))
}

/// A time limit as typed: `5`, `0.5`.
fn seconds(limit: Duration) -> String {
    format!("{}", limit.as_secs_f64())
}

/// The format tests of boards `size` cells a side are written in without
/// a judge.
fn plain_format(size: usize) -> Format {
    match size {
        16 => Format::Letters,
        4 | 25 => Format::Sized,
        _ => Format::Lines,
    }
}

/// What stays the same for every test of a run.
struct Setup<'a> {
    asked: &'a Stress,
    /// The run's seed, drawn or given.
    seed: u64,
    layout: PuzzleLayout,
    rules: Rules,
}

impl Setup<'_> {
    /// Runs the program on `cases` and judges it; `called_off` kills it,
    /// as an interrupt does. An error when it cannot be started.
    fn try_cases(
        &self,
        cases: &[Case],
        called_off: &AtomicBool,
    ) -> Result<(Outcome, child::Run), String> {
        let input = write_test(&self.layout, cases);
        let limits = child::Limits {
            time: self.asked.time_limit,
            cpu: self.asked.cpu_time,
            memory: self.asked.memory_limit,
        };
        let run = child::run(&self.asked.program, input, limits, called_off)
            .map_err(|error| format!("cannot run {}: {error}", shell_words(&self.asked.program)))?;
        let outcome = match run.end {
            End::Interrupted => Outcome::Interrupted,
            End::TimedOut => Outcome::TimeLimit,
            End::MemoryLimit => Outcome::MemoryLimit,
            End::OutputLimit => Outcome::OutputLimit,
            End::Signalled(number) => {
                let name = child::signal_name(number).map_or(String::new(), |n| format!(", {n}"));
                Outcome::RuntimeError(format!(
                    "exit code {} (killed by signal {number}{name})",
                    128 + number
                ))
            }
            End::Exited(code) if code != 0 => Outcome::RuntimeError(format!("exit code {code}")),
            End::Exited(_) => {
                let report = check::check(cases, &self.rules, &run.output);
                match report.rejections.first() {
                    None => Outcome::Accepted,
                    Some(first) => {
                        let line = match first.case {
                            Some(case) => {
                                format!("{}: case {case}: {}", first.verdict, first.message)
                            }
                            None => format!("{}: {}", first.verdict, first.message),
                        };
                        Outcome::Rejected(report.verdict(), line)
                    }
                }
            }
        };
        Ok((outcome, run))
    }

    /// The program's grid for the first case of `cases` that `output`
    /// fails by a cell, drawn with the cells at fault marked, each line
    /// after a line break; empty when the fault is no cell's.
    fn drawn(&self, cases: &[Case], output: &[u8], colour: bool) -> String {
        let mut checker = Checker::new(cases, &self.rules).showing();
        checker.feed(output);
        let report = checker.finish();
        let Some(marked) = report
            .rejections
            .first()
            .and_then(|first| first.marked.as_ref())
        else {
            return String::new();
        };
        let drawn = marked.draw(colour);
        format!("\n{}", drawn.trim_end_matches('\n'))
    }
}

/// The session; `failed` is set once a test is not accepted.
fn stress(asked: &Stress, failed: &mut bool) -> Result<u8, Stop> {
    child::watch_interrupts();
    child::adopt_orphans();
    let seed = seed::settle(asked.seed, "stress");
    let plain = plain_format(asked.size);
    let judge = asked.judge;
    let plan = Plan {
        request: Request {
            seed,
            clues: asked.clues,
            hard: asked.hard,
            size: asked.size,
            filled: false,
        },
        cases: asked.cases,
        twists: judge.map_or(Twists::None, |judge| Twists::for_mode(judge.mode)),
    };
    let setup = Setup {
        asked,
        seed,
        layout: judge.map_or(PuzzleLayout::of(plain), |judge| judge.puzzle_layout()),
        rules: Rules {
            layout: judge.map_or(Layout::of(plain), |judge| judge.layout),
            mode: judge.map_or(Mode::Solve, |judge| judge.mode),
            strict: asked.strict,
        },
    };
    let mut out = crate::stdout::stdout()?;
    let terminal = io::stderr().is_terminal();
    let colour = crate::terminal::colour_stdout();
    let mut counts = [0u64; VERDICTS.len()];
    let mut times: Vec<(Duration, u64)> = Vec::new();
    let mut usages: Vec<(child::Usage, u64)> = Vec::new();
    let mut failure = None;
    let mut code = None;
    let progress = |test: u64, accepted: u64| {
        if terminal && test <= asked.tests {
            let _ = write!(
                io::stderr(),
                "{}{PROGRAM}: stress: test {test} of {}, {accepted} accepted",
                String::from_utf8_lossy(CLEAR_LINE),
                asked.tests
            );
        }
    };
    progress(1, 0);
    let called_off = AtomicBool::new(false);
    let work = |test: u64| {
        let mut cases = plan.test(test - 1);
        if setup.layout.labels {
            cases = labelled(cases);
        }
        let tried = setup
            .try_cases(&cases, &called_off)
            .map(|(outcome, mut run)| {
                if outcome == Outcome::Accepted {
                    // Only a failure's output is kept: it is saved.
                    (run.output, run.errors) = (Vec::new(), Vec::new());
                }
                (outcome, run)
            });
        (cases, tried)
    };
    let take = |test: u64,
                (cases, tried): (Vec<Case>, Result<(Outcome, child::Run), String>)|
     -> Result<bool, Stop> {
        let (outcome, run) = tried?;
        if terminal {
            let _ = io::stderr().write_all(CLEAR_LINE);
        }
        if outcome == Outcome::Interrupted {
            say(&mut out, &format!("test {test}: interrupted"))?;
            code = Some(INTERRUPTED);
            return Ok(false);
        }
        *failed |= outcome != Outcome::Accepted;
        if let Some(at) = VERDICTS.iter().position(|&name| name == outcome.name()) {
            counts[at] += 1;
        }
        times.push((run.elapsed, test));
        if let Some(usage) = run.usage {
            usages.push((usage, test));
        }
        let mut text = format!("test {test}: {}", outcome.line(&run, asked));
        if matches!(outcome, Outcome::Rejected(..)) && failure.is_none() {
            text += &setup.drawn(&cases, &run.output, colour);
        }
        if outcome != Outcome::Accepted {
            text += &error_lines(&run.errors);
        }
        say(&mut out, &text)?;
        if outcome != Outcome::Accepted && failure.is_none() {
            failure = Some((test, cases, outcome, run));
            if !asked.keep_going {
                return Ok(false);
            }
        }
        progress(test + 1, counts[0]);
        Ok(true)
    };
    pool::in_order(asked.jobs, asked.tests, &called_off, work, take)?;
    if let Some(code) = code {
        return Ok(code);
    }
    say(
        &mut out,
        &summary(&counts, &mut times, &usages, asked.tests),
    )?;
    let Some((test, cases, outcome, run)) = failure else {
        return Ok(0);
    };
    let saved = shrink(&setup, &mut out, test, &cases, outcome, run)?;
    Ok(if saved { 1 } else { INTERRUPTED })
}

/// Writes a line to stdout.
fn say(out: &mut impl Write, line: &str) -> Result<(), Stop> {
    writeln!(out, "{line}").map_err(|error| match error.kind() {
        io::ErrorKind::BrokenPipe => Stop::ReaderGone,
        _ => Stop::Failed(format!("cannot write output: {error}")),
    })
}

/// The first lines of a program's standard error, each on a line of its
/// own under the test's, with how many more there were.
fn error_lines(errors: &[u8]) -> String {
    let text = String::from_utf8_lossy(errors);
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = String::new();
    for line in lines.iter().take(ERROR_LINES) {
        shown += &format!("\n  stderr: {line}");
    }
    if lines.len() > ERROR_LINES {
        shown += &format!("\n  stderr: ... {} more lines", lines.len() - ERROR_LINES);
    }
    shown
}

/// The closing line: the tests run, the verdicts counted, the median and
/// the slowest time, and where measured, the most CPU time and memory.
fn summary(
    counts: &[u64],
    times: &mut [(Duration, u64)],
    usages: &[(child::Usage, u64)],
    tests: u64,
) -> String {
    let run = times.len() as u64;
    let mut line = if run == tests {
        format!("{run} {}:", plural(run, "test"))
    } else {
        format!("{run} of {tests} tests run:")
    };
    let counted: Vec<String> = VERDICTS
        .iter()
        .zip(counts)
        .filter(|&(_, &count)| count > 0)
        .map(|(name, count)| format!("{count} {name}"))
        .collect();
    line += &format!(" {}", counted.join(", "));
    let slowest = times
        .iter()
        .max_by_key(|(time, test)| (*time, u64::MAX - test));
    if let Some(&(slowest, test)) = slowest {
        times.sort();
        let median = times[times.len() / 2].0;
        line += &format!(
            "; median {:.3} s, slowest {:.3} s (test {test})",
            median.as_secs_f64(),
            slowest.as_secs_f64()
        );
    }
    // The first test of the most, as for the slowest.
    let most = |key: &dyn Fn(&child::Usage) -> u64| {
        usages
            .iter()
            .max_by_key(|(usage, test)| (key(usage), u64::MAX - test))
            .copied()
    };
    if let (Some((cpu, cpu_test)), Some((memory, memory_test))) = (
        most(&|usage| usage.cpu.as_nanos() as u64),
        most(&|usage| usage.memory),
    ) {
        line += &format!(
            "; most CPU {:.3} s (test {cpu_test}), most memory {} (test {memory_test})",
            cpu.cpu.as_secs_f64(),
            megabytes(memory.memory)
        );
    }
    line
}

/// `word`, with an `s` unless there is one.
fn plural(count: u64, word: &str) -> String {
    if count == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

/// Takes cases out of the failing test `test` while it fails the same way,
/// saves what is left and the program's output for it, and prints how to
/// run it again. Whether it got that far (not interrupted).
fn shrink(
    setup: &Setup,
    out: &mut impl Write,
    test: u64,
    cases: &[Case],
    outcome: Outcome,
    run: child::Run,
) -> Result<bool, Stop> {
    let hint = match &outcome {
        Outcome::Rejected(_, line) => first_case(line),
        _ => None,
    };
    let mut shrinker = Shrinker::new(cases.len(), hint);
    let (mut kept_outcome, mut kept_run) = (outcome.clone(), run);
    let mut runs = 0;
    while let Some(subset) = shrinker.next() {
        let picked: Vec<Case> = subset.iter().map(|&k| cases[k].clone()).collect();
        let (tried, run) = setup.try_cases(&picked, &AtomicBool::new(false))?;
        if tried == Outcome::Interrupted {
            say(out, "interrupted while shrinking")?;
            return Ok(false);
        }
        runs += 1;
        // The verdict's words tell wrong answer from presentation error.
        let same = tried.name() == outcome.name();
        if same {
            (kept_outcome, kept_run) = (tried, run);
        }
        shrinker.failed(same);
    }
    let kept: Vec<&Case> = shrinker.kept().iter().map(|&k| &cases[k]).collect();
    if cases.len() > 1 {
        say(
            out,
            &format!(
                "shrunk test {test} to {} of its {} cases in {runs} {}: {}",
                kept.len(),
                cases.len(),
                plural(runs, "run"),
                kept_outcome.line(&kept_run, setup.asked)
            ),
        )?;
    }
    let asked = setup.asked;
    let input_path = std::path::Path::new(&asked.save);
    let mut output_name = asked.save.clone();
    output_name.push(".out");
    let output_path = std::path::Path::new(&output_name);
    std::fs::write(input_path, write_test(&setup.layout, kept.iter().copied()))
        .map_err(|error| format!("cannot write {}: {error}", input_path.display()))?;
    std::fs::write(output_path, &kept_run.output)
        .map_err(|error| format!("cannot write {}: {error}", output_path.display()))?;
    let target = match asked.judge {
        Some(judge) => format!("--judge {}", judge.name),
        None => format!("--format {}", plain_format(asked.size).name()),
    };
    let strict = if asked.strict { " --strict" } else { "" };
    let ours = std::env::args_os().next().unwrap_or_else(|| PROGRAM.into());
    say(
        out,
        &format!(
            "saved test {test} as {}, the program's output as {}\n\
             run it again: {} < {}\n\
             check it: {} check {target}{strict} {} {}",
            input_path.display(),
            output_path.display(),
            shell_words(&asked.program),
            shell_word(asked.save.as_os_str()),
            shell_word(&ours),
            shell_word(asked.save.as_os_str()),
            shell_word(&output_name),
        ),
    )?;
    if let Some(folder) = &asked.save_to {
        let saved = save_to(setup, folder.as_ref(), test, &kept)?;
        say(out, &format!("saved it for oj test as {saved}, our answer"))?;
    }
    Ok(true)
}

/// Writes the test `kept` (test `test` of the run) into `folder` as
/// `stress-SEED-TEST.in`, with our answer to it as `.out` beside it: the
/// pair of files online-judge-tools' `oj test` reads from a folder of
/// tests; the two paths as the line that says so shows them.
fn save_to(
    setup: &Setup,
    folder: &std::path::Path,
    test: u64,
    kept: &[&Case],
) -> Result<String, Stop> {
    std::fs::create_dir_all(folder)
        .map_err(|error| format!("cannot make {}: {error}", folder.display()))?;
    let input = write_test(&setup.layout, kept.iter().copied());
    let options = match setup.asked.judge {
        Some(judge) => Options::for_judge(judge),
        None => Options {
            format: Some(plain_format(setup.asked.size)),
            ..Options::default()
        },
    };
    let source = Source {
        name: "<test>".to_string(),
        reader: Ok(&input[..]),
    };
    let (mut answer, mut errors) = (Vec::new(), Vec::new());
    run::run(Some(source), &options, &mut answer, &mut errors)
        .map_err(|error| format!("cannot answer the test: {error}"))?;
    let name = format!("stress-{}-{test}", setup.seed);
    let (input_path, answer_path) = (
        folder.join(format!("{name}.in")),
        folder.join(format!("{name}.out")),
    );
    for (path, bytes) in [(&input_path, &input), (&answer_path, &answer)] {
        std::fs::write(path, bytes)
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    }
    Ok(format!(
        "{} and {}",
        input_path.display(),
        answer_path.display()
    ))
}

/// The case a rejection line names (`wrong answer: case 3: ...`), from 0.
fn first_case(line: &str) -> Option<usize> {
    let rest = line.split_once("case ")?.1;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse::<usize>().ok()?.checked_sub(1)
}

/// `words` as a shell reads them back.
fn shell_words(words: &[OsString]) -> String {
    let quoted: Vec<String> = words.iter().map(|word| shell_word(word)).collect();
    quoted.join(" ")
}

/// `word` quoted for a POSIX shell where it needs to be.
fn shell_word(word: &OsStr) -> String {
    let text = word.to_string_lossy();
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./=:,+@%".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.into_owned()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words_read_back() {
        let words: Vec<OsString> = ["./a.out", "two words", "it's", ""]
            .iter()
            .map(OsString::from)
            .collect();
        assert_eq!(shell_words(&words), r"./a.out 'two words' 'it'\''s' ''");
    }

    #[test]
    fn the_summary_counts_and_times() {
        let mut times = vec![
            (Duration::from_millis(30), 1),
            (Duration::from_millis(50), 2),
            (Duration::from_millis(10), 3),
        ];
        let line = summary(&[2, 1, 0, 0, 0, 0, 0], &mut times, &[], 100);
        assert_eq!(
            line,
            "3 of 100 tests run: 2 accepted, 1 wrong answer; median 0.030 s, slowest 0.050 s (test 2)"
        );
        let mut one = vec![(Duration::from_millis(5), 1)];
        assert_eq!(
            summary(&[1, 0, 0, 0, 0, 0, 0], &mut one, &[], 1),
            "1 test: 1 accepted; median 0.005 s, slowest 0.005 s (test 1)"
        );
        let usage = |cpu, memory| child::Usage {
            cpu: Duration::from_millis(cpu),
            memory,
        };
        let usages = [(usage(4, 3 << 20), 1), (usage(9, 2 << 20), 2)];
        assert_eq!(
            summary(&[1, 0, 0, 0, 0, 0, 0], &mut one, &usages, 1),
            "1 test: 1 accepted; median 0.005 s, slowest 0.005 s (test 1); most CPU 0.009 s \
             (test 2), most memory 3.0 MB (test 1)"
        );
    }

    #[test]
    fn the_case_a_rejection_names() {
        assert_eq!(first_case("wrong answer: case 3: row 1 ..."), Some(2));
        assert_eq!(first_case("wrong answer: extra output"), None);
        assert_eq!(first_case("wrong answer: case 0: x"), None);
    }
}
