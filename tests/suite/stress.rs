//! `sudoku stress` and the contestant fixtures (`examples/contestant.rs`):
//! for every preset, each fault's verdicts, messages and exit codes under
//! `check`, `check --kattis` and `stress`, held by a golden file per
//! preset in `testdata/contestants/` (`BLESS=1` rewrites them, for review
//! in the diff); a wrong program found and shrunk to one case; the same
//! seed making the same tests; a program's whole process group killed on
//! a time-out and on Ctrl-C; the command-line errors.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use sudoku::answer::Mode;
use sudoku::check::Case;
use sudoku::generate::Request;
use sudoku::judge::{self, Judge};
use sudoku::output::Shape;
use sudoku::stress::{Plan, Twists, labelled, write_test};

use crate::common::run_program_any;

/// The contestant fixture, built on first use (a no-op after `cargo test
/// --release`, which builds the examples with the same features).
pub(crate) fn contestant() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let status = Command::new(env!("CARGO"))
            .args(["build", "--release", "--quiet", "--example", "contestant"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .expect("running cargo");
        assert!(status.success(), "building examples/contestant.rs");
        let bin = Path::new(env!("CARGO_BIN_EXE_sudoku")).parent().unwrap();
        bin.join("examples").join("contestant")
    })
}

/// A folder of its own for a test's files.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("stress")
        .join(name);
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// Runs `sudoku` with `args` in `folder`; stdout, stderr, exit code.
pub(crate) fn sudoku_in(folder: &Path, args: &[&str]) -> (String, String, i32) {
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(folder)
        .output()
        .expect("running sudoku");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    let code = output.status.code().expect("sudoku killed by a signal");
    (text(output.stdout), text(output.stderr), code)
}

/// `text` with every measured time (`0.031 s`: three decimals) written
/// `T s`, and the paths of the binary and the fixture cut to their names:
/// what a golden file holds.
pub(crate) fn steady(text: &str) -> String {
    let text = text
        .replace(env!("CARGO_BIN_EXE_sudoku"), "sudoku")
        .replace(&contestant().display().to_string(), "contestant");
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(" s") {
        let before = &rest.as_bytes()[..at];
        let is_time = before.len() >= 5
            && before[before.len() - 4] == b'.'
            && before[before.len() - 3..].iter().all(u8::is_ascii_digit)
            && before[before.len() - 5].is_ascii_digit();
        if is_time {
            let digits = rest[..at - 4].trim_end_matches(|c: char| c.is_ascii_digit());
            out += digits;
            out += "T s";
        } else {
            out += &rest[..at + 2];
        }
        rest = &rest[at + 2..];
    }
    out += rest;
    // Memory (`3.2 MB`) is the machine's say, and which test was slowest
    // or used the most.
    let mut steady = String::new();
    let mut rest = out.as_str();
    while let Some(at) = rest.find(" MB") {
        let number = rest[..at].trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
        steady += number;
        steady += "M MB";
        rest = &rest[at + 3..];
    }
    steady += rest;
    for mark in [
        "slowest T s (test ",
        "most CPU T s (test ",
        "most memory M MB (test ",
    ] {
        if let Some(at) = steady.find(mark) {
            let (head, tail) = steady.split_at(at + mark.len());
            let tail = tail.trim_start_matches(|c: char| c.is_ascii_digit());
            steady = format!("{head}N{tail}");
        }
    }
    steady
}

/// The faults `examples/contestant.rs` knows, with what `check` makes of
/// their output (`slow` writes none: it is only run under `stress`).
const FAULTS: [&str; 10] = [
    "right", "other", "given", "repeat", "none", "blank", "crash", "nothing", "exit3", "slow",
];

/// The exit codes each fault must get, whatever the golden files say:
/// `check`, `check --strict`, `check --kattis`, `stress`.
fn expected_codes(fault: &str) -> [i32; 4] {
    match fault {
        "right" | "other" => [0, 0, 42, 0],
        "blank" => [0, 2, 42, 0],
        // Right answers, then exit code 3: only running it shows that.
        "exit3" => [0, 0, 42, 1],
        "slow" => [-1, -1, -1, 1],
        _ => [1, 1, 43, 1],
    }
}

/// The test the golden files judge for `judge`: the plan of `stress
/// --judge NAME --cases 6 --seed 5`, test 1 (16x16 boards: 2 cases).
fn plan(judge: &Judge) -> Plan {
    let boards = judge.format.has_letters();
    Plan {
        request: Request {
            seed: 5,
            clues: None,
            hard: false,
            size: if boards { 16 } else { 9 },
            filled: false,
        },
        cases: if boards { 2 } else { 6 },
        twists: Twists::for_mode(judge.mode),
    }
}

/// Everything a preset's golden file holds: for each fault, `check`,
/// `check --strict`, `check --kattis` on the contestant's output for the
/// plan's test, and `stress` on the contestant.
fn golden_text(judge: &Judge) -> String {
    let folder = scratch(judge.name);
    let plan = plan(judge);
    let mut cases = plan.test(0);
    // A 9x9 case with several solutions last, where any solution is
    // right: `other` answers it differently from us.
    let any_solution =
        matches!(judge.mode, Mode::Solve | Mode::Complete) && judge.layout.shape != Shape::Corner;
    let several = match cases.first() {
        Some(Case::Grid(grid)) if any_solution => {
            let mut grid = *grid;
            let mut cell = 0;
            while sudoku::solve(&grid, sudoku::Ask::Count(2)).count < 2 {
                grid.cells[cell] = 0;
                cell += 1;
            }
            cases.push(Case::Grid(grid));
            true
        }
        _ => false,
    };
    if judge.puzzle_layout().labels {
        cases = labelled(cases);
    }
    let input = write_test(&judge.puzzle_layout(), &cases);
    std::fs::write(folder.join("test.in"), &input).unwrap();
    let mut text = format!(
        "# examples/contestant.rs {name} FAULT, judged by sudoku check --judge {name} on test 1 \
         of sudoku stress --judge {name} --cases {} --seed 5{}, and run by sudoku stress \
         --judge {name} --tests 3 --cases {} --seed 5 --time-limit 0.3 (slow: --tests 1 \
         --cases 1). Measured times are T.\n",
        plan.cases,
        if several {
            " with its first case, some givens emptied, added last (several solutions)"
        } else {
            ""
        },
        plan.cases,
        name = judge.name
    );
    let right = run_program_any(contestant(), &[judge.name, "right"], &input).0;
    let fixture = contestant().to_str().unwrap();
    for fault in FAULTS {
        text += &format!("\n## {fault}\n");
        if fault != "slow" {
            let (output, _, _) = run_program_any(contestant(), &[judge.name, fault], &input);
            if fault == "other" && several {
                assert_ne!(output, right, "{}: no other solution given", judge.name);
            }
            std::fs::write(folder.join("test.out"), &output).unwrap();
            // What check says without --strict, which the others repeat.
            let mut plain = String::new();
            for (label, strict) in [("check", false), ("check --strict", true)] {
                let mut args = vec!["check", "--judge", judge.name, "test.in", "test.out"];
                if strict {
                    args.push("--strict");
                }
                let (stdout, stderr, code) = sudoku_in(&folder, &args);
                let expected = expected_codes(fault)[usize::from(strict)];
                assert_eq!(
                    code, expected,
                    "{} {fault} {label}: {stdout}{stderr}",
                    judge.name
                );
                let said = format!("{stdout}{stderr}");
                let shown = if strict && said == plain {
                    "(as check)\n"
                } else {
                    &said
                };
                text += &format!("### {label}: exit {code}\n{shown}");
                if !strict {
                    plain = said;
                }
            }
            let feedback = folder.join("feedback");
            std::fs::create_dir_all(&feedback).unwrap();
            let kattis = Command::new(env!("CARGO_BIN_EXE_sudoku"))
                .args([
                    "check", "--kattis", "--judge", judge.name, "test.in", "test.in",
                ])
                .arg(&feedback)
                .current_dir(&folder)
                .stdin(std::fs::File::open(folder.join("test.out")).unwrap())
                .output()
                .unwrap();
            let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).unwrap();
            let code = kattis.status.code().unwrap();
            assert_eq!(
                code,
                expected_codes(fault)[2],
                "{} {fault}: {message}",
                judge.name
            );
            assert!(kattis.stdout.is_empty() && kattis.stderr.is_empty());
            let shown = if message == plain {
                "(as check)\n"
            } else {
                &message
            };
            text += &format!("### check --kattis: exit {code}, judgemessage.txt:\n{shown}");
        }
        // A slow program costs the time limit a run: one case, no shrinking.
        let (cases, tests) = if fault == "slow" {
            ("1".to_string(), "1")
        } else {
            (plan.cases.to_string(), "3")
        };
        let (stdout, stderr, code) = sudoku_in(
            &folder,
            &[
                "stress",
                "--judge",
                judge.name,
                "--tests",
                tests,
                "--cases",
                &cases,
                "--seed",
                "5",
                "--time-limit",
                "0.3",
                "--",
                fixture,
                judge.name,
                fault,
            ],
        );
        assert_eq!(
            code,
            expected_codes(fault)[3],
            "{} {fault}: {stdout}{stderr}",
            judge.name
        );
        text += &format!("### stress: exit {code}\n{}{stderr}", steady(&stdout));
    }
    text
}

#[test]
fn every_fault_of_every_preset_is_judged_as_its_golden_file_says() {
    // LeetCode 36 asks whether givens repeat, which made puzzles never
    // do: every answer is `true`, and the faults below are of solutions.
    let judges: Vec<&Judge> = judge::all()
        .filter(|judge| judge.mode != sudoku::answer::Mode::Validate)
        .collect();
    // Two threads: the presets are independent, the machines have 2 cores.
    let texts: Vec<(String, String)> = std::thread::scope(|scope| {
        let halves = judges.chunks(judges.len().div_ceil(2));
        let workers: Vec<_> = halves
            .map(|half| {
                scope.spawn(move || {
                    half.iter()
                        .map(|judge| (judge.name.to_string(), golden_text(judge)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/contestants");
    let bless = std::env::var_os("BLESS").is_some();
    let mut wrong = Vec::new();
    for (name, text) in texts {
        let path = folder.join(format!("{name}.txt"));
        if bless {
            std::fs::create_dir_all(&folder).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            let seen = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.seen"));
            std::fs::write(&seen, &text).unwrap();
            wrong.push(format!("{} (now: {})", path.display(), seen.display()));
        }
    }
    assert!(wrong.is_empty(), "golden files differ: {wrong:?}");
}

#[test]
fn a_wrong_program_is_found_and_shrunk_to_one_case() {
    let folder = scratch("shrunk");
    let fixture = contestant().to_str().unwrap();
    let (out, err, code) = sudoku_in(
        &folder,
        &[
            "stress", "--judge", "poj2676", "--cases", "8", "--seed", "11", "--", fixture,
            "poj2676", "repeat",
        ],
    );
    assert_eq!((code, err.as_str()), (1, ""), "{out}");
    // The program's grid under the failure's line (tests/suite/show.rs
    // holds it): 9 rows and 2 rules, indented.
    let grid = out.lines().filter(|line| line.starts_with("  ")).count();
    assert_eq!(grid, 11, "{out}");
    let lines: Vec<&str> = out.lines().filter(|line| !line.starts_with("  ")).collect();
    assert!(
        lines[0].starts_with("test 1: wrong answer: case ") && lines[0].contains(" holds "),
        "{out}"
    );
    assert_eq!(
        lines[1].split(';').next(),
        Some("1 of 100 tests run: 1 wrong answer")
    );
    assert!(
        lines[2].starts_with("shrunk test 1 to 1 of its 8 cases in "),
        "{out}"
    );
    // One case saved, with the program's output beside it, which check
    // rejects as the stress run did, and the rerun command gives again.
    let saved = std::fs::read(folder.join("stress-failure.in")).unwrap();
    assert!(saved.starts_with(b"1\n"));
    assert_eq!(saved.len(), 2 + 9 * 10);
    let output = std::fs::read(folder.join("stress-failure.in.out")).unwrap();
    assert_eq!(
        run_program_any(contestant(), &["poj2676", "repeat"], &saved).0,
        output
    );
    let check = format!(
        "check it: {} check --judge poj2676 stress-failure.in stress-failure.in.out",
        env!("CARGO_BIN_EXE_sudoku")
    );
    assert_eq!(lines[5], check);
    assert_eq!(
        lines[4],
        format!("run it again: {fixture} poj2676 repeat < stress-failure.in")
    );
    let (said, _, code) = sudoku_in(
        &folder,
        &[
            "check",
            "--judge",
            "poj2676",
            "stress-failure.in",
            "stress-failure.in.out",
        ],
    );
    assert_eq!(code, 1);
    assert!(
        lines[2].ends_with(
            said.lines()
                .next()
                .unwrap()
                .trim_start_matches("case 1: wrong answer: ")
        ),
        "{out}\n{said}"
    );
}

/// `--save-to DIR` puts the shrunk test where online-judge-tools' `oj
/// test` reads tests (`NAME.in` with its expected output as `NAME.out`),
/// our answer beside it, which sudoku check accepts.
#[test]
fn save_to_puts_the_failure_where_oj_test_reads_it() {
    let folder = scratch("save-to");
    let fixture = contestant().to_str().unwrap();
    let (out, _, code) = sudoku_in(
        &folder,
        &[
            "stress",
            "--judge",
            "poj2676",
            "--cases",
            "8",
            "--seed",
            "11",
            "--save-to",
            "tests",
            "--",
            fixture,
            "poj2676",
            "repeat",
        ],
    );
    assert_eq!(code, 1, "{out}");
    assert_eq!(
        out.lines().last(),
        Some("saved it for oj test as tests/stress-11-1.in and tests/stress-11-1.out, our answer"),
        "{out}"
    );
    let saved = std::fs::read(folder.join("tests/stress-11-1.in")).unwrap();
    assert_eq!(
        saved,
        std::fs::read(folder.join("stress-failure.in")).unwrap()
    );
    let (said, _, code) = sudoku_in(
        &folder,
        &[
            "check",
            "--judge",
            "poj2676",
            "tests/stress-11-1.in",
            "tests/stress-11-1.out",
        ],
    );
    assert_eq!((said.as_str(), code), ("accepted 1 of 1 case\n", 0));
}

/// The memory and CPU time a test took are the program's: a program that
/// holds 60 MB shows at least that, one that spins shows its CPU time.
#[cfg(target_os = "linux")]
#[test]
fn each_test_shows_its_cpu_time_and_peak_memory() {
    let folder = scratch("usage");
    let program = "x = bytearray(60_000_000); n = 0\nwhile n < 2_000_000: n += 1";
    let (out, _, code) = sudoku_in(
        &folder,
        &[
            "stress", "--tests", "1", "--seed", "3", "--", "python3", "-c", program,
        ],
    );
    assert_eq!(code, 1, "{out}");
    let summary = out.lines().nth(1).unwrap_or_default();
    let figure = |after: &str, unit: &str| -> f64 {
        let at = summary.find(after).unwrap_or_else(|| panic!("{summary}")) + after.len();
        summary[at..].split(unit).next().unwrap().parse().unwrap()
    };
    assert!(figure("most memory ", " MB") >= 60.0, "{summary}");
    assert!(figure("most CPU ", " s") > 0.01, "{summary}");
}

/// `--memory-limit` measures the peak and kills a program over it, with
/// its own verdict; `--cpu-time` counts CPU time, so a program that
/// sleeps is not over a limit it waits through, and one that computes is.
#[cfg(target_os = "linux")]
#[test]
fn memory_and_cpu_time_limits_give_their_verdicts() {
    let folder = scratch("limits");
    let stress = |limits: &[&str], program: &str| {
        let mut args = vec!["stress", "--tests", "1", "--seed", "3"];
        args.extend_from_slice(limits);
        args.extend(["--", "python3", "-c", program]);
        sudoku_in(&folder, &args)
    };
    let (out, _, code) = stress(&["--memory-limit", "32"], "x = bytearray(80_000_000)");
    assert_eq!(code, 1, "{out}");
    let first = out.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("test 1: memory limit exceeded (32 MB), "),
        "{out}"
    );
    assert!(out.contains("1 memory limit exceeded;"), "{out}");
    // Sleeping 0.6 s under a 0.5 s CPU-time limit: no CPU time spent, so
    // the verdict is the answer's (none was written).
    let (out, _, _) = stress(
        &["--time-limit", "0.5", "--cpu-time"],
        "import time; time.sleep(0.6)",
    );
    assert!(
        out.starts_with("test 1: wrong answer: case 1: answer missing"),
        "{out}"
    );
    let spin = "n = 0\nwhile True: n += 1";
    let (out, _, code) = stress(&["--time-limit", "0.3", "--cpu-time"], spin);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.starts_with("test 1: time limit exceeded (0.3 s of CPU time)"),
        "{out}"
    );
    let (_, err, code) = sudoku_in(&folder, &["stress", "--memory-limit", "0", "--", "true"]);
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: stress: --memory-limit takes a number of megabytes above 0 (of 2^20 bytes, \
             as judges count), at most 1048576, not '0' (try --help)\n",
            2
        )
    );
}

#[test]
fn the_same_seed_makes_the_same_tests() {
    let folder = scratch("seed");
    // A program that keeps what it reads and answers nothing: every test
    // fails, --keep-going runs them all, one case each leaves nothing to
    // shrink.
    let keep = |seed: &str, log: &str| {
        let (_, _, code) = sudoku_in(
            &folder,
            &[
                "stress",
                "--judge",
                "poj2676",
                "--tests",
                "4",
                "--seed",
                seed,
                "--keep-going",
                "--",
                "sh",
                "-c",
                "cat >> \"$0\"",
                log,
            ],
        );
        assert_eq!(code, 1);
        std::fs::read(folder.join(log)).unwrap()
    };
    let first = keep("5", "a.log");
    assert_eq!(first, keep("5", "b.log"));
    assert_ne!(first, keep("6", "c.log"));
    // Test k is puzzle k of `sudoku generate` with the seed (poj2676 has
    // no twists), and the bytes are the same on every machine.
    let (made, _, _) = sudoku_in(
        &folder,
        &["generate", "-n", "1", "--seed", "5", "--judge", "poj2676"],
    );
    assert!(first.starts_with(made.as_bytes()));
    let held =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/stress-seed-5.in"))
            .unwrap();
    assert_eq!(first, held, "4 tests of poj2676, seed 5");
}

/// `--size 4` makes 4x4 boards in the sized layout, with a judge of that
/// format and without one (a regression: the tests were 9x9 grids).
#[test]
fn size_4_makes_4x4_boards() {
    let folder = scratch("size-4");
    let ours = env!("CARGO_BIN_EXE_sudoku");
    let (out, _, code) = sudoku_in(
        &folder,
        &[
            "stress", "--size", "4", "--judge", "uva989", "--tests", "3", "--seed", "1", "--",
            ours, "--judge", "uva989",
        ],
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("\n3 tests: 3 accepted; "), "{out}");
    // A program that echoes its input fails; the saved test is one board
    // of box size 2, and the check command names the sized format.
    let (out, _, code) = sudoku_in(
        &folder,
        &[
            "stress", "--size", "4", "--tests", "1", "--seed", "1", "--", "cat",
        ],
    );
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("check --format sized"), "{out}");
    let saved = std::fs::read_to_string(folder.join("stress-failure.in")).unwrap();
    let lines: Vec<&str> = saved.lines().collect();
    assert_eq!(lines.len(), 5, "{saved}");
    assert_eq!(lines[0], "2");
    assert!(
        lines[1..].iter().all(|line| line.split(' ').count() == 4),
        "{saved}"
    );
}

/// Whether process `pid` is gone (or a zombie, waiting for its reaper).
pub(crate) fn gone(pid: &str) -> bool {
    for _ in 0..40 {
        match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            Err(_) => return true,
            Ok(stat)
                if stat
                    .rsplit(") ")
                    .next()
                    .is_some_and(|rest| rest.starts_with('Z')) =>
            {
                return true;
            }
            Ok(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    false
}

/// `sudoku stress` of one test, run in `folder`, on the fixture that
/// starts a child and sleeps, which writes the child's pid to `pid_file`.
fn slow_stress(folder: &Path, pid_file: &Path, time_limit: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku"));
    command
        .args([
            "stress",
            "--tests",
            "1",
            "--seed",
            "1",
            "--time-limit",
            time_limit,
            "--",
        ])
        .arg(contestant())
        .args(["lines", "slow"])
        .env("CONTESTANT_PID_FILE", pid_file)
        .current_dir(folder);
    command
}

#[test]
fn a_time_out_kills_what_the_program_started() {
    let folder = scratch("time-out");
    let pid_file = folder.join("pid");
    let output = slow_stress(&folder, &pid_file, "0.5").output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        out.starts_with("test 1: time limit exceeded (0.5 s)\n"),
        "{out}"
    );
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    assert!(
        gone(pid.trim()),
        "the program's child {pid} outlived the time-out"
    );
}

#[test]
fn ctrl_c_kills_the_program_and_ends_with_exit_code_130() {
    let folder = scratch("ctrl-c");
    let pid_file = folder.join("pid");
    let stress = slow_stress(&folder, &pid_file, "60")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut waited = 0;
    while !pid_file.exists() {
        assert!(waited < 200, "the program never started");
        std::thread::sleep(Duration::from_millis(50));
        waited += 1;
    }
    // What a terminal's Ctrl-C sends to the foreground group's sudoku.
    let sent = Command::new("kill")
        .args(["-INT", &stress.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let output = stress.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "test 1: interrupted\n"
    );
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    assert!(
        gone(pid.trim()),
        "the program's child {pid} outlived the interrupt"
    );
}

#[test]
fn runtime_errors_show_the_first_lines_of_stderr() {
    let folder = scratch("stderr");
    let script = "for i in 1 2 3 4 5 6 7; do echo \"line $i\" >&2; done; exit 7";
    let (out, _, code) = sudoku_in(
        &folder,
        &["stress", "--seed", "1", "--", "sh", "-c", script],
    );
    assert_eq!(code, 1);
    let expected = "test 1: runtime error: exit code 7\n  stderr: line 1\n  stderr: line 2\n  \
                    stderr: line 3\n  stderr: line 4\n  stderr: line 5\n  stderr: ... 2 more lines\n";
    assert!(out.starts_with(expected), "{out}");
}

#[test]
fn command_line_errors_exit_with_code_2() {
    let folder = scratch("usage");
    let (out, err, code) = sudoku_in(&folder, &["stress", "--judge", "poj2676", "./a.out"]);
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        (
            "",
            "sudoku: stress: unexpected './a.out': the program to run goes after --, as in \
             sudoku stress --judge poj2676 -- ./a.out (try --help)\n",
            2
        )
    );
    let (_, err, code) = sudoku_in(&folder, &["stress", "--tests", "3"]);
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: stress: name the program to run after --, as in sudoku stress --judge \
             poj2676 -- ./a.out (try --help)\n",
            2
        )
    );
    let (out, err, code) = sudoku_in(
        &folder,
        &["stress", "--seed", "1", "--", "./no-such-program"],
    );
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        (
            "",
            "sudoku: stress: cannot run ./no-such-program: No such file or directory (os error 2)\n",
            2
        )
    );
    let (out, _, code) = sudoku_in(&folder, &["stress", "--help"]);
    assert!(out.starts_with("sudoku stress - ") && code == 0, "{out}");
}

/// docs/checking.md's transcript of a stress run, times aside.
#[test]
fn the_documented_transcript_is_what_stress_prints() {
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/checking.md"))
            .unwrap();
    let command = "$ sudoku stress --judge poj2676 --cases 3 --seed 50 -- \
                   target/release/examples/contestant poj2676 repeat\n";
    let start = page
        .find(command)
        .expect("the transcript in docs/checking.md")
        + command.len();
    let shown = &page[start..start + page[start..].find("```").unwrap()];
    let folder = scratch("readme");
    let fixture = contestant().to_str().unwrap();
    let (out, _, code) = sudoku_in(
        &folder,
        &[
            "stress", "--judge", "poj2676", "--cases", "3", "--seed", "50", "--", fixture,
            "poj2676", "repeat",
        ],
    );
    assert_eq!(code, 1);
    let out = out.replace(fixture, "target/release/examples/contestant");
    assert_eq!(steady(&out), steady(shown));
}

#[test]
fn a_progress_line_on_a_terminal_is_cleared_before_each_test_line() {
    // `script` (util-linux, essential on Debian) gives the run a terminal;
    // stdout goes to /dev/null, so what the terminal shows is stderr.
    let command = format!(
        "{} stress --tests 3 --seed 1 -- {} lines > /dev/null; echo exit=$?",
        env!("CARGO_BIN_EXE_sudoku"),
        contestant().display()
    );
    let output = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("running script (util-linux)");
    let seen = String::from_utf8_lossy(&output.stdout);
    for (test, accepted) in [(1, 0), (2, 1), (3, 2)] {
        let line = format!("\r\x1b[Ksudoku: stress: test {test} of 3, {accepted} accepted");
        assert!(seen.contains(&line), "{seen:?}");
    }
    assert!(seen.ends_with("\r\x1b[Kexit=0\r\n"), "{seen:?}");
}
