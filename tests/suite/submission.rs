//! What the tests of the hand-written Java and Python submissions share
//! (`java.rs`, `python.rs`): a submission run as a command (an
//! interpreter or a JVM and its arguments), held to the statements'
//! samples and to the binary's stdout and exit code, and the boards the
//! LeetCode classes are tried on.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::bundle::{PRESETS, reads_boards, run_script};
use crate::common;

/// The most a file may be: the 64 KiB judges such as Codeforces allow,
/// and for a 9x9 preset (UVa 989's boards aside) and the LeetCode classes
/// the 50,000 bytes SPOJ often sets.
const LIMIT: usize = 64 * 1024;
const LIMIT_9X9: usize = 50_000;

/// What `scripts/bundle --lang lang name` prints, with its size and first
/// line checked (`comment`: how the language starts a comment).
pub(crate) fn lang_bundle(lang: &str, comment: &str, name: &str) -> String {
    let output = run_script(&["--lang", lang, name]);
    assert!(
        output.status.success(),
        "scripts/bundle --lang {lang} {name}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let source = String::from_utf8(output.stdout).expect("a bundle is UTF-8");
    let limit = if name.starts_with("leetcode") || !reads_boards(name) {
        LIMIT_9X9
    } else {
        LIMIT
    };
    assert!(
        source.len() <= limit,
        "{name} ({lang}): {} bytes, over {limit}",
        source.len()
    );
    assert!(
        source.starts_with(&format!("{comment} Sudoku solver, one file for {name}: ")),
        "{name} ({lang}): {}",
        &source[..source.len().min(200)]
    );
    // Nothing left for the bundler to decide or fill in.
    for left in [
        "NO_SOLUTION_TEXT",
        "SEVERAL_TEXT",
        "UNIQUE_TEXT",
        "YES_TEXT",
        "NO_TEXT",
        "SEPARATOR_TEXT",
        "CASE_BEFORE_TEXT",
        "CASE_AFTER_TEXT",
        "#if ",
        "#elif ",
        "#else\n",
        "#endif\n",
    ] {
        assert!(!source.contains(left), "{name} ({lang}): {left} left in");
    }
    source
}

/// A folder of the test build's scratch space, made if need be.
pub(crate) fn scratch(parts: &[&str]) -> PathBuf {
    let mut dir = Path::new(env!("CARGO_TARGET_TMPDIR")).to_path_buf();
    for part in parts {
        dir.push(part);
    }
    std::fs::create_dir_all(&dir).expect("making a scratch folder");
    dir
}

/// A submission as a command: a program and its arguments.
pub(crate) struct Runner {
    pub program: PathBuf,
    pub args: Vec<String>,
    /// What the failures name: the preset and how it was run.
    pub label: String,
    /// How long a run may take before the test calls it hung: a guard,
    /// not a benchmark.
    pub limit: Duration,
}

impl Runner {
    /// Runs the submission on `input`: its stdout, stderr and exit code,
    /// failing past `limit` with the input it hung on.
    pub fn run(&self, input: &[u8]) -> (Vec<u8>, Vec<u8>, i32) {
        let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
        let run = || common::run_program_within(&self.program, &args, input, self.limit);
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).unwrap_or_else(|_| {
            panic!(
                "{} hung (over {} s) on input\n{}",
                self.label,
                self.limit.as_secs(),
                String::from_utf8_lossy(&input[..input.len().min(2000)])
            )
        })
    }
}

/// Checks `runner` (preset `name`'s program, or a LeetCode class's
/// harness) on its statements' `samples`: their output, nothing on
/// stderr, exit 0.
pub(crate) fn check_samples(runner: &Runner, samples: &[(&str, &str)]) {
    for (input, output) in samples {
        let (out, err, code) = runner.run(&crate::bundle::testdata(input));
        assert!(
            out == crate::bundle::testdata(output),
            "{} on {input}: not {output}:\n{}",
            runner.label,
            String::from_utf8_lossy(&out)
        );
        assert_eq!(
            (String::from_utf8_lossy(&err).as_ref(), code),
            ("", 0),
            "{} on {input}",
            runner.label
        );
    }
}

/// What a run of a submission gave: stdout, stderr and the exit code.
pub(crate) type Outcome = (Vec<u8>, Vec<u8>, i32);

/// Checks that `runner` gives the binary's stdout and exit code under
/// `--judge name` on every one of `inputs`, each run as a process of its
/// own ([`check_outcomes`]).
pub(crate) fn check_against_binary(runner: &Runner, name: &str, inputs: &[Vec<u8>]) {
    let outcomes: Vec<Outcome> = inputs.iter().map(|input| runner.run(input)).collect();
    check_outcomes(&runner.label, name, inputs, &outcomes);
}

/// Checks that `outcomes` (what the submission `label` gave on each of
/// `inputs`) are the binary's stdout and exit code under `--judge name`,
/// with nothing on stderr (as the C++ files); where the stdout differs,
/// the preset must take any solution and `sudoku check` must accept it.
pub(crate) fn check_outcomes(label: &str, name: &str, inputs: &[Vec<u8>], outcomes: &[Outcome]) {
    assert_eq!(
        inputs.len(),
        outcomes.len(),
        "{label}: an outcome per input"
    );
    let any_solution =
        sudoku::judge::find(name).is_some_and(|judge| judge.mode == sudoku::answer::Mode::Solve);
    for (input, (got, err, got_code)) in inputs.iter().zip(outcomes) {
        let (expected, _, code) = common::run(&["--judge", name], input);
        let shown = || {
            format!(
                "{label} on input\n{}\nthe binary gives\n{}(exit {code}), the submission\n{}{}(exit {got_code})",
                String::from_utf8_lossy(&input[..input.len().min(2000)]),
                String::from_utf8_lossy(&expected[..expected.len().min(2000)]),
                String::from_utf8_lossy(&got[..got.len().min(2000)]),
                String::from_utf8_lossy(&err[..err.len().min(2000)]),
            )
        };
        assert_eq!(code, *got_code, "{}", shown());
        assert!(err.is_empty(), "{}", shown());
        if *got != expected {
            assert!(any_solution, "{}", shown());
            let accepted = accepted_by_check(name, input, got);
            assert!(accepted, "sudoku check refuses: {}", shown());
        }
    }
}

/// Writes `inputs` to files in `dir`, one a line in a listing there;
/// returns the listing's path and the inputs' paths. For the harnesses
/// that run a submission on many inputs in one process.
pub(crate) fn write_inputs(dir: &Path, inputs: &[Vec<u8>]) -> (PathBuf, Vec<PathBuf>) {
    let paths: Vec<PathBuf> = (0..inputs.len())
        .map(|index| dir.join(format!("input-{index}")))
        .collect();
    let mut listing = String::new();
    for (path, input) in paths.iter().zip(inputs) {
        std::fs::write(path, input).expect("writing an input");
        listing.push_str(&path.to_string_lossy());
        listing.push('\n');
    }
    let file = dir.join("inputs");
    std::fs::write(&file, listing).expect("writing the listing");
    (file, paths)
}

/// What a harness wrote for the input at `path`: `path.out`, `path.err`
/// and `path.code`.
pub(crate) fn read_outcome(path: &Path) -> Outcome {
    let read = |extension: &str| {
        let file = PathBuf::from(format!("{}.{extension}", path.display()));
        std::fs::read(&file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()))
    };
    let code = String::from_utf8(read("code")).expect("a code");
    let code = code.trim().parse().expect("an exit code");
    (read("out"), read("err"), code)
}

/// Whether `sudoku check --judge name` accepts `output` for `input`.
fn accepted_by_check(name: &str, input: &[u8], output: &[u8]) -> bool {
    let dir = scratch(&["submission-check"]);
    let stamp = format!("{name}-{:?}", std::thread::current().id()).replace(['(', ')'], "");
    let (input_file, output_file) = (
        dir.join(format!("{stamp}.in")),
        dir.join(format!("{stamp}.out")),
    );
    std::fs::write(&input_file, input).expect("writing the input");
    std::fs::write(&output_file, output).expect("writing the output");
    let (input_path, output_path) = (
        input_file.to_string_lossy().into_owned(),
        output_file.to_string_lossy().into_owned(),
    );
    let (_, _, code) = common::run(&["check", "--judge", name, &input_path, &output_path], b"");
    code == 0
}

/// Preset `name`'s samples, from the Rust bundles' table.
pub(crate) fn samples(name: &str) -> &'static [(&'static str, &'static str)] {
    PRESETS
        .iter()
        .find(|preset| preset.0 == name)
        .map(|preset| preset.1)
        .expect("a preset")
}

/// The benchmark sets a preset's program is held to the binary on in the
/// full tier: the two the issue times the Python files on for the
/// presets of one puzzle a line, `hard16.txt` for the 16x16 ones.
pub(crate) fn sets(name: &str) -> &'static [&'static str] {
    match name {
        "poj3074" | "acwing166" => &["top1465.txt", "hardest1106.txt"],
        "poj3076" | "acwing169" | "spoj-sudoku" => &["hard16.txt"],
        _ => &[],
    }
}

/// Preset `name`'s sets ([`sets`]) as its inputs: each file of
/// `testdata/` as it is, but for `spoj-sudoku`, which reads the number
/// of boards first, behind that number.
pub(crate) fn set_inputs(name: &str) -> Vec<Vec<u8>> {
    sets(name)
        .iter()
        .map(|set| {
            let text = crate::bundle::testdata(set);
            if name != "spoj-sudoku" {
                return text;
            }
            let rows = String::from_utf8_lossy(&text)
                .lines()
                .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
                .count();
            assert_eq!(rows % 16, 0, "{set}: rows of 16x16 boards");
            let mut counted = format!("{}\n", rows / 16).into_bytes();
            counted.extend(text);
            counted
        })
        .collect()
}

/// Every name `scripts/bundle --list` gives.
pub(crate) fn listed() -> Vec<String> {
    let output = run_script(&["--list"]);
    assert!(output.status.success());
    let listed: Vec<String> = String::from_utf8(output.stdout)
        .expect("names are UTF-8")
        .lines()
        .map(str::to_string)
        .collect();
    assert!(listed.len() >= 20, "{listed:?}");
    listed
}

/// `count` generated boards as LeetCode literals, one a line; with
/// `broken`, every other one has a digit copied into a cell of its row,
/// which LeetCode 36 must find.
pub(crate) fn generated_literals(count: usize, broken: bool) -> Vec<u8> {
    let (puzzles, _, code) =
        common::run_text(&["generate", "-n", &count.to_string(), "--seed", "37"], b"");
    assert_eq!(code, 0);
    let mut out = String::new();
    for (index, line) in puzzles.lines().enumerate() {
        let mut cells: Vec<char> = line.chars().collect();
        assert_eq!(cells.len(), 81, "{line}");
        if broken && index % 2 == 1 {
            let given = cells.iter().position(|c| c.is_ascii_digit()).unwrap();
            let row_start = given / 9 * 9;
            let empty = (row_start..row_start + 9).find(|&cell| cells[cell] == '.');
            if let Some(empty) = empty {
                cells[empty] = cells[given];
            }
        }
        let rows: Vec<String> = cells
            .chunks(9)
            .map(|row| {
                let quoted: Vec<String> = row.iter().map(|c| format!("\"{c}\"")).collect();
                format!("[{}]", quoted.join(","))
            })
            .collect();
        out.push_str(&format!("[{}]\n", rows.join(",")));
    }
    out.into_bytes()
}

/// Checks a LeetCode class's harness (`runner`, which prints for each
/// board literal on stdin what `sudoku` prints for it) on the examples and
/// on 1,000 generated boards (for `leetcode36` half of them broken),
/// against the binary.
pub(crate) fn check_leetcode(runner: &Runner, name: &str, examples: &[(&str, &str)]) {
    check_samples(runner, examples);
    let (mode, broken): (&[&str], bool) = if name == "leetcode37" {
        (&[], false)
    } else {
        (&["--validate"], true)
    };
    let boards = generated_literals(1000, broken);
    let (expected, _, code) = common::run(mode, &boards);
    assert_eq!(code, 0);
    if broken {
        let text = String::from_utf8_lossy(&expected);
        assert!(text.contains("true") && text.contains("false"), "{text}");
    }
    let (got, err, got_code) = runner.run(&boards);
    assert_eq!(
        (got_code, String::from_utf8_lossy(&err).as_ref()),
        (0, ""),
        "{}",
        runner.label
    );
    assert!(
        got == expected,
        "{}: not the binary's answers on the generated boards",
        runner.label
    );
}

/// Boards with exactly 999, 1,000 and 1,001 solutions (found by blanking
/// solved grids at random and counting with the binary), in SPOJ
/// SUDOGOB's input.
const COUNTED_BOARDS: [&str; 3] = [
    "030000002060037050708050004000010500071000000000020100107080000400370215320100000",
    "000000003370480000000023006600072400000006900507009000060537000700900004010000050",
    "090000270000000000000090065703600000800009007000200004630408000100000430000300010",
];

/// The count limit's boundary, which no board of a million solutions was
/// found to test: `source`, a `spoj-sudogob` file, with its one line
/// `line` (the limit of 1,000,000) lowered to 1,000, and an input of
/// boards the binary counts exactly as 999, 1,000 and 1,001 solutions,
/// with what the file must then print for them (`1000`, not `1000+`, for
/// exactly the limit).
pub(crate) fn lowered_limit(source: &str, line: &str) -> (String, Vec<u8>, &'static [u8]) {
    assert_eq!(
        source.matches(line).count(),
        1,
        "the file sets its limit in one place: {line}"
    );
    let lowered = source.replace(line, &line.replace("1000000", "1000"));
    let mut input = format!("{}\n", COUNTED_BOARDS.len());
    for board in COUNTED_BOARDS {
        for row in board.as_bytes().chunks(9) {
            let digits: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            input.push_str(&digits.join(" "));
            input.push('\n');
        }
        input.push('\n');
    }
    let input = input.into_bytes();
    let (counts, _, code) = common::run(&["--judge", "spoj-sudogob"], &input);
    assert_eq!(
        (String::from_utf8_lossy(&counts).as_ref(), code),
        ("999\n1000\n1001\n", 0),
        "the boards' counts"
    );
    (lowered, input, b"999\n1000\n1000+\n")
}

/// Checks a run of a file from [`lowered_limit`] (stdout, stderr, exit
/// code) against what it must print.
pub(crate) fn check_lowered(run: (Vec<u8>, Vec<u8>, i32), expected: &[u8]) {
    let (out, err, code) = run;
    assert_eq!(
        (
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&err),
            code
        ),
        (String::from_utf8_lossy(expected), "".into(), 0),
        "a file whose count limit was lowered to 1,000"
    );
}
