//! The testlib checkers `sudoku export testlib` writes, held to `sudoku
//! check`: each built by `g++ -std=c++11 -Wall -Wextra -O1` without a
//! warning against our stand-in for testlib.h (tests/testlib/testlib.h;
//! testlib itself is not ours to ship), then run as testlib runs a
//! checker, `checker INPUT OUTPUT ANSWER RESULT_FILE`, beside `sudoku
//! check --judge NAME INPUT OUTPUT ANSWER RESULT_FILE`: the same exit
//! code and the same message in RESULT_FILE, byte for byte, on the
//! preset's sample and on outputs made from the binary's answers to
//! stress tests (the generator's puzzles, and where the problem answers
//! them, puzzles with no solution, several, or broken givens): half of
//! them right (the answers with their whitespace changed, some after a
//! byte-order mark, which testlib skips), half wrong in
//! one way each (a character changed, a token dropped, doubled or moved,
//! the output cut short or run on, a phrase of the layout in place of a
//! grid, bytes that are not UTF-8). A malformed INPUT fails both (exit
//! code 3); the C++ says so without the place, which only the binary's
//! readers track.
//!
//! By default four presets (solving, a unique solution, the smallest
//! under its label, a classification under `Case N: `) on 40 outputs
//! each; ignored unless asked for, every preset the export takes on
//! 1,000.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use sudoku::generate::Request;
use sudoku::judge;
use sudoku::stress::{Plan, Twists, labelled, write_test};

use crate::common;

/// The presets the default tier covers.
const QUICK: [&str; 4] = ["poj2676", "kattis-sudokunique", "spoj-novice42", "uva10957"];

/// A folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("testlib")
        .join(name);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// The exported checker of `name`, built; its path.
fn build(name: &str) -> PathBuf {
    let (source, err, code) = common::run_text(&["export", "testlib", "--judge", name], b"");
    assert_eq!(
        (err.as_str(), code),
        ("", 0),
        "sudoku export testlib --judge {name}"
    );
    assert!(source.contains("#include \"testlib.h\""), "{name}");
    compile(name, "checker", &source)
}

/// The output validator of `name`'s exported Kattis package, built; its
/// path.
fn build_validator(name: &str) -> PathBuf {
    // The folder's name is the problem's short name: [a-z0-9]+.
    let package = scratch(name).join("package");
    let _ = std::fs::remove_dir_all(&package);
    let folder = package.to_string_lossy().into_owned();
    let (_, err, code) = common::run_text(&["export", "kattis", "--judge", name, &folder], b"");
    assert_eq!(
        (err.as_str(), code),
        ("", 0),
        "sudoku export kattis --judge {name}"
    );
    let source = std::fs::read_to_string(package.join("output_validator/validate.cpp")).unwrap();
    assert!(!source.contains("#include \"testlib.h\""), "{name}");
    compile(name, "validator", &source)
}

/// `source` built as `program` in `name`'s folder by g++, without a
/// warning.
fn compile(name: &str, program: &str, source: &str) -> PathBuf {
    let folder = scratch(name);
    let file = folder.join(format!("{program}.cpp"));
    std::fs::write(&file, source).unwrap();
    let program = folder.join(program);
    let stand_in = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/testlib");
    let built = Command::new("g++")
        .args(["-std=c++11", "-Wall", "-Wextra", "-O1", "-I"])
        .arg(&stand_in)
        .arg("-o")
        .arg(&program)
        .arg(&file)
        .output()
        .expect("running g++");
    let said = String::from_utf8_lossy(&built.stderr);
    assert!(built.status.success() && said.is_empty(), "{name}: {said}");
    program
}

/// A small seeded generator of its own (xorshift), for the outputs.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// `tokens` written back with whitespace drawn from `rng`.
fn spaced(tokens: &[Vec<u8>], rng: &mut Rng) -> Vec<u8> {
    let gaps: [&[u8]; 5] = [b" ", b"\n", b"\r\n", b"\t", b"\n\n"];
    let mut out = Vec::new();
    for token in tokens {
        out.extend_from_slice(token);
        out.extend_from_slice(gaps[rng.below(gaps.len())]);
    }
    out
}

/// An output wrong in one way, drawn from `rng`, made from the right
/// answer's `tokens`.
fn wrong(tokens: &[Vec<u8>], rng: &mut Rng) -> Vec<u8> {
    let mut tokens = tokens.to_vec();
    if tokens.is_empty() {
        return b"extra\n".to_vec();
    }
    let at = rng.below(tokens.len());
    match rng.below(8) {
        0 => {
            let token = &mut tokens[at];
            let byte = rng.below(token.len());
            let pool = b"0123456789ABCDEFGHIJKLMNOP.x";
            token[byte] = pool[rng.below(pool.len())];
        }
        1 => {
            tokens.remove(at);
        }
        2 => {
            let token = tokens[at].clone();
            tokens.insert(at, token);
        }
        3 if tokens.len() > 1 => {
            let other = rng.below(tokens.len());
            tokens.swap(at, other);
        }
        4 => tokens.truncate(at),
        5 => tokens.push(b"1".to_vec()),
        6 => {
            let phrases: [&[&[u8]]; 5] = [
                &[b"NO", b"SOLUTION"],
                &[b"No", b"Solution"],
                &[b"impossible"],
                &[b"Non-unique"],
                &[b"Case", b"1:"],
            ];
            let phrase = phrases[rng.below(phrases.len())];
            tokens.splice(at..at + 1, phrase.iter().map(|word| word.to_vec()));
        }
        _ => tokens[at] = b"\xff\xfe9".to_vec(),
    }
    spaced(&tokens, rng)
}

/// Runs `sudoku check` and the C++ checker on `input` and `output`, with
/// ANSWER the right answer `answer`; asserts the same exit code and, but
/// for a checker that failed, the same result file. With a validator, the
/// Kattis output validator too: 42 for accepted, 43 for rejected, and the
/// same message in its judgemessage.txt.
fn compare(
    (checker, validator): (&Path, Option<&Path>),
    name: &str,
    folder: &Path,
    input: &[u8],
    output: &[u8],
    answer: &[u8],
) {
    let files = ["input.txt", "output.txt", "answer.txt"].map(|file| folder.join(file));
    for (file, bytes) in files.iter().zip([input, output, answer]) {
        std::fs::write(file, bytes).unwrap();
    }
    let paths: Vec<String> = files
        .iter()
        .map(|file| file.to_string_lossy().into_owned())
        .collect();
    let (ours, theirs) = (folder.join("ours.txt"), folder.join("theirs.txt"));
    let _ = std::fs::remove_file(&ours);
    let _ = std::fs::remove_file(&theirs);
    let ours_text = ours.to_string_lossy().into_owned();
    let mut args = vec!["check", "--judge", name];
    args.extend(paths.iter().map(String::as_str));
    args.push(&ours_text);
    let (_, _, code) = common::run(&args, b"");
    let run = Command::new(checker)
        .args(&paths)
        .arg(&theirs)
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(output);
    assert_eq!(
        run.status.code(),
        Some(code),
        "{name}: exit codes differ on output {shown:?}"
    );
    if code == 3 {
        return;
    }
    let (ours, theirs) = (
        std::fs::read(&ours).unwrap(),
        std::fs::read(&theirs).unwrap(),
    );
    assert_eq!(
        String::from_utf8_lossy(&theirs),
        String::from_utf8_lossy(&ours),
        "{name}: messages differ on output {shown:?}"
    );
    let Some(validator) = validator else { return };
    let feedback = folder.join("feedback");
    std::fs::create_dir_all(&feedback).unwrap();
    let mut child = Command::new(validator)
        .args([&paths[0], &paths[2]])
        .arg(format!("{}/", feedback.display()))
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(output).unwrap();
    let status = child.wait().unwrap();
    let judged = std::fs::read(feedback.join("judgemessage.txt")).unwrap();
    assert_eq!(
        (status.code(), String::from_utf8_lossy(&judged).into_owned()),
        (
            Some(if code == 0 { 42 } else { 43 }),
            format!("{}\n", String::from_utf8_lossy(&ours))
        ),
        "{name}: the output validator differs on output {shown:?}"
    );
}

/// Holds the exported checker of `name` to `sudoku check` on its sample,
/// a malformed input and `outputs` made outputs.
fn hold(name: &str, outputs: usize, kattis: bool) {
    let checker = build(name);
    let validator = kattis.then(|| build_validator(name));
    let checker = (checker.as_path(), validator.as_deref());
    let folder = scratch(&format!("{name}-runs"));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    if let Ok(input) = std::fs::read(root.join(format!("{name}.in"))) {
        let answer = common::run(&["--judge", name], &input).0;
        compare(checker, name, &folder, &input, &answer, &answer);
        compare(checker, name, &folder, &input, b"", &answer);
    }
    // An input that is no input of the preset fails both, but for a
    // format of lines, where a bad line is a case answered `invalid`.
    compare(checker, name, &folder, b"1\nabc\n", b"", b"");

    let judge = judge::find(name).unwrap();
    let size = if judge.format.has_letters() { 16 } else { 9 };
    let plan = Plan {
        request: Request {
            seed: 7,
            clues: None,
            hard: false,
            size,
            filled: false,
        },
        cases: 3,
        twists: Twists::for_mode(judge.mode),
    };
    let layout = judge.puzzle_layout();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let tests = outputs.div_ceil(4);
    let mut made = 0;
    for test in 0..tests as u64 {
        let mut cases = plan.test(test);
        if layout.labels {
            cases = labelled(cases);
        }
        let input = write_test(&layout, &cases);
        let answer = common::run(&["--judge", name], &input).0;
        let tokens: Vec<Vec<u8>> = answer
            .split(u8::is_ascii_whitespace)
            .filter(|token| !token.is_empty())
            .map(<[u8]>::to_vec)
            .collect();
        for k in 0..4 {
            let output = if k == 2 {
                // testlib skips a byte-order mark before the output.
                [&b"\xef\xbb\xbf"[..], &spaced(&tokens, &mut rng)].concat()
            } else if k % 2 == 0 {
                spaced(&tokens, &mut rng)
            } else {
                wrong(&tokens, &mut rng)
            };
            compare(checker, name, &folder, &input, &output, &answer);
            made += 1;
        }
    }
    assert!(made >= outputs, "{name}: {made} outputs");
}

#[test]
fn exported_checkers_judge_as_check_does() {
    for name in QUICK {
        hold(name, 40, true);
    }
}

#[test]
#[ignore = "slow: every preset's checker on 1,000 outputs"]
fn every_exported_checker_on_a_thousand_outputs() {
    let names: Vec<&str> = judge::all()
        .map(|judge| judge.name)
        .filter(|name| !name.starts_with("leetcode"))
        .collect();
    // Two presets at a time: the time goes in starting processes.
    std::thread::scope(|scope| {
        for half in names.chunks(names.len().div_ceil(2)) {
            scope.spawn(move || {
                for name in half {
                    hold(name, 1000, false);
                }
            });
        }
    });
}

#[test]
fn presets_without_a_cpp_program_are_refused() {
    let (out, err, code) = common::run_text(&["export", "testlib", "--judge", "leetcode36"], b"");
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        (
            "",
            "sudoku: no C++ checker judges leetcode36 yet (try --help)\n",
            2
        )
    );
    let (_, err, code) = common::run_text(&["export", "testlib"], b"");
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: sudoku export testlib needs --judge NAME (try --help)\n",
            2
        )
    );
}
