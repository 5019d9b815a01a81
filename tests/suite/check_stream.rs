//! `sudoku check` reading the output as it comes: the checker fed in
//! blocks of any size says what the whole-output checker (the oracle kept
//! in `sudoku::check::whole`) says, on every preset's answers and on
//! thousands of mangled ones; an endless or huge output gets its verdict
//! in bounded memory (run under a limit on its address space far below
//! what holding the output takes); ANSWER is not read; a reader gone away (`check |
//! head`) leaves the verdict's exit code; and a closed standard input or
//! output is a failure of the checker, not an empty file or a sink.
//!
//! Found by an outside review: `check` read all of OUTPUT (and ANSWER, and
//! standard input under `--kattis`) into memory, so 100 MB of output cost
//! 256 MB and `check ... /dev/zero` grew to 24 GB and was killed with no
//! verdict; and `check | head` turned a wrong answer into exit code 3 and
//! "Broken pipe".

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku::check::{self, Checker, Rules};
use sudoku::generate::Request;
use sudoku::judge;
use sudoku::random::Rng;
use sudoku::stress::{Plan, Twists, labelled, write_test};

use crate::common::{self, testdata};

/// `right` with one to three faults a careless program or a bad disk
/// makes: a byte changed, whitespace put in, bytes cut out, the end cut
/// off, a line twice, tokens added.
fn mangle(right: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = right.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(out.len() as u32 + 1) as usize;
        let pick =
            |rng: &mut Rng, from: &[&'static [u8]]| from[rng.below(from.len() as u32) as usize];
        match rng.below(7) {
            0 if at < out.len() => {
                out[at] = pick(
                    rng,
                    &[b"0", b"1", b"9", b"A", b"P", b" ", b"\n", b"x", b"-"],
                )[0];
            }
            1 => {
                let space = pick(rng, &[b"\n", b" ", b"\n\n", b"\r\n", b"   ", b"\t"]);
                out.splice(at..at, space.iter().copied());
            }
            2 => {
                let end = (at + 1 + rng.below(12) as usize).min(out.len());
                out.drain(at.min(end)..end);
            }
            3 => out.truncate(at),
            4 => {
                let start = out[..at]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |i| i + 1);
                let end = out[at..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(out.len(), |i| at + i + 1);
                let line = out[start..end].to_vec();
                out.splice(start..start, line);
            }
            5 => {
                let start = out[..at]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |i| i + 1);
                let token = pick(rng, &[b"no solution\n", b"0\n", b"2+\n", b"x\n", b"1\n"]);
                out.splice(start..start, token.iter().copied());
            }
            _ => out.extend_from_slice(pick(rng, &[b"x", b"\n1", b" ", b"\n"])),
        }
    }
    out
}

#[test]
fn the_checker_fed_in_blocks_says_what_the_whole_output_checker_says() {
    let mut rng = Rng::new(0x5eed_b10c);
    let mut compared = 0;
    for judge in judge::all() {
        let letters = judge.format.has_letters();
        let plan = Plan {
            request: Request {
                seed: 7,
                clues: None,
                hard: false,
                size: if letters { 16 } else { 9 },
                filled: false,
            },
            cases: if letters { 2 } else { 5 },
            twists: Twists::for_mode(judge.mode),
        };
        let mut cases = plan.test(0);
        if judge.puzzle_layout().labels {
            cases = labelled(cases);
        }
        let input = write_test(&judge.puzzle_layout(), &cases);
        let (cases, _) = check::read_cases(&input, Some(judge.format)).unwrap();
        let (right, _, _) = common::run(&["--judge", judge.name], &input);
        for round in 0..60 {
            let output = if round == 0 {
                right.clone()
            } else {
                mangle(&right, &mut rng)
            };
            for strict in [false, true] {
                let rules = Rules {
                    layout: judge.layout,
                    mode: judge.mode,
                    strict,
                };
                let whole = check::whole::check(&cases, &rules, &output);
                for step in [1, 2, 3, 7, 64, 1 + rng.below(300) as usize] {
                    let mut checker = Checker::new(&cases, &rules);
                    for block in output.chunks(step) {
                        if !checker.feed(block) {
                            break;
                        }
                    }
                    assert_eq!(
                        checker.finish(),
                        whole,
                        "{} (strict: {strict}) in blocks of {step}: {:?}",
                        judge.name,
                        String::from_utf8_lossy(&output)
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 10_000, "{compared}");
}

/// How a measured run of `sudoku` ended: its exit code, stdout, stderr,
/// CPU seconds (`wait4`'s), wall time.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
struct Measured {
    code: i32,
    out: String,
    err: String,
    cpu: f64,
    wall: Duration,
}

/// Runs `sudoku ARGS` with `feed` writing its standard input (until the
/// pipe breaks or `feed` returns), and measures it.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn measured(
    args: &[&str],
    feed: impl FnOnce(&mut std::process::ChildStdin) + Send + 'static,
) -> Measured {
    // `struct rusage` on 64-bit Linux: two `struct timeval` (user and
    // system time), then fourteen longs.
    #[repr(C)]
    #[derive(Default)]
    struct Usage {
        user: [i64; 2],
        system: [i64; 2],
        rest: [i64; 14],
    }
    unsafe extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Usage) -> i32;
    }
    let started = Instant::now();
    // The shell sets the limit and becomes `sudoku` (same pid). The bound
    // is on the address space, not on the peak resident set `wait4`
    // gives: a child spawned with vfork (posix_spawn) is charged the
    // test process's own peak when it execs, so that figure is not
    // sudoku's alone.
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MOST_KIB} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || feed(&mut stdin));
    let out = common::drain(child.stdout.take().unwrap());
    let err = common::drain(child.stderr.take().unwrap());
    let (mut status, mut usage) = (0, Usage::default());
    let pid = child.id() as i32;
    // SAFETY: wait4 writes the status and the usage, both ours and of the
    // types the kernel fills, for the child named, which is not waited
    // for elsewhere (`child` is dropped unwaited).
    let waited = unsafe { wait4(pid, &mut status, 0, &mut usage) };
    let wall = started.elapsed();
    assert_eq!(waited, pid);
    drop(child);
    feeder.join().unwrap();
    assert_eq!(status & 0x7f, 0, "sudoku {args:?} was killed by a signal");
    let seconds = |time: [i64; 2]| time[0] as f64 + time[1] as f64 / 1e6;
    Measured {
        code: (status >> 8) & 0xff,
        out: String::from_utf8_lossy(&out.join().unwrap()).into_owned(),
        err: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
        cpu: seconds(usage.user) + seconds(usage.system),
        wall,
    }
}

/// Writes `block` to `pipe` until `bytes` are written (all of them when
/// `None`, forever) or the reader goes away.
fn repeat_into(pipe: &mut impl Write, block: &[u8], bytes: Option<usize>) {
    let mut written = 0;
    while bytes.is_none_or(|bytes| written < bytes) {
        if pipe.write_all(block).is_err() {
            return;
        }
        written += block.len();
    }
}

/// The address space `sudoku check` runs in, in KiB: four times what it
/// needs (it passes in 16 MiB), half of what holding the 128 MiB outputs
/// below would take, and an end to an endless one.
const MOST_KIB: i64 = 64 << 10;

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
#[test]
fn an_endless_or_huge_output_gets_its_verdict_in_bounded_memory() {
    let input = testdata("poj2676.in");
    let right = std::fs::read(testdata("poj2676.out")).unwrap();
    let flood = 128 << 20;
    let newlines = vec![b'\n'; 1 << 20];
    let mut runs: Vec<(&str, Measured, i32, String)> = Vec::new();
    // /dev/zero: one token that never ends, and cannot be right.
    let zero = measured(
        &["check", "--judge", "poj2676", &input, "/dev/zero"],
        |_| {},
    );
    runs.push((
        "/dev/zero",
        zero,
        1,
        "case 1: wrong answer: row 1: expected 9 digits 1-9, found a token of more than \
         16384 bytes\naccepted 0 of 1 case\n"
            .into(),
    ));
    // Rows written forever: a wrong answer, then extra output.
    let endless = measured(&["check", "--judge", "poj2676", &input, "-"], |pipe| {
        repeat_into(pipe, b"123456789\n", None);
    });
    runs.push((
        "endless rows",
        endless,
        1,
        "case 1: wrong answer: the given 5 at row 1 column 7 was changed to 7\nwrong answer: \
         extra output after the last case: '123456789'\naccepted 0 of 1 case\n"
            .into(),
    ));
    // The right answer, then 128 MiB of line breaks: read to the end.
    for strict in [false, true] {
        let (right, newlines) = (right.clone(), newlines.clone());
        let mut args = vec!["check", "--judge", "poj2676", &input, "-"];
        if strict {
            args.insert(1, "--strict");
        }
        let run = measured(&args, move |pipe| {
            let _ = pipe.write_all(&right);
            repeat_into(pipe, &newlines, Some(flood));
        });
        let (code, said) = if strict {
            (
                2,
                "presentation error: line 10: expected the end of the output, found a blank \
                 line\naccepted 1 of 1 case, but not in the judge's exact layout\n",
            )
        } else {
            (0, "accepted 1 of 1 case\n")
        };
        runs.push(("128 MiB of line breaks", run, code, said.into()));
    }
    // The same as a Kattis output validator, the output on standard input.
    let feedback = Path::new(env!("CARGO_TARGET_TMPDIR")).join("check-stream-kattis");
    std::fs::create_dir_all(&feedback).unwrap();
    let feedback = format!("{}/", feedback.display());
    let kattis = {
        let (right, newlines) = (right.clone(), newlines.clone());
        let args = [
            "check", "--kattis", "--judge", "poj2676", &input, &input, &feedback,
        ];
        measured(&args, move |pipe| {
            let _ = pipe.write_all(&right);
            repeat_into(pipe, &newlines, Some(flood));
        })
    };
    runs.push((
        "--kattis, 128 MiB of line breaks",
        kattis,
        42,
        String::new(),
    ));
    for (what, run, code, said) in runs {
        assert_eq!(
            (run.code, run.out.as_str(), run.err.as_str()),
            (code, said.as_str(), ""),
            "{what}"
        );
        // A guard against a hang, not a benchmark.
        assert!(run.wall < Duration::from_secs(60), "{what}: {:?}", run.wall);
        eprintln!(
            "{what}: exit {}, {:.3} s CPU, {:.3} s wall",
            run.code,
            run.cpu,
            run.wall.as_secs_f64()
        );
    }
}

/// `sudoku ARGS` with its standard output a pipe whose reader is gone
/// before it writes (`| head` that has read its lines): exit code and
/// stderr.
fn with_reader_gone(args: &[&str]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The only read end: every write now fails with a broken pipe.
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let code = output.status.code().expect("sudoku killed by a signal");
    (code, String::from_utf8_lossy(&output.stderr).into_owned())
}

/// Regression (found by an outside review): `check | head` exited 3 with
/// "Broken pipe" on stderr, so a wrong answer read as a checker that
/// failed. A reader gone away now ends it quietly with the verdict's code.
#[test]
fn a_closed_pipe_keeps_the_verdicts_exit_code() {
    let input = testdata("poj2676.in");
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("check-stream-pipe");
    std::fs::create_dir_all(&folder).unwrap();
    let right = std::fs::read_to_string(testdata("poj2676.out")).unwrap();
    let outputs = [
        ("right", right.clone(), &[][..], 0),
        ("wrong", right.replacen("143628579", "133628579", 1), &[], 1),
        ("spaced", right.replace('\n', "\n\n"), &["--strict"], 2),
    ];
    for (name, output, options, code) in outputs {
        let file = folder.join(name);
        std::fs::write(&file, output).unwrap();
        let file = file.to_string_lossy().into_owned();
        let mut args = vec!["check", "--judge", "poj2676"];
        args.extend_from_slice(options);
        args.extend([input.as_str(), file.as_str()]);
        assert_eq!(with_reader_gone(&args), (code, String::new()), "{name}");
    }
}

/// A closed standard output loses the lines, and a closed standard input
/// is no empty output: either is the checker failing (exit code 3), as
/// for solving they are errors. A Kattis validator writes no standard
/// output, so closing it changes nothing there.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_input_or_output_is_a_checker_failure() {
    let input = testdata("poj2676.in");
    let output = testdata("poj2676.out");
    let feedback = Path::new(env!("CARGO_TARGET_TMPDIR")).join("check-stream-closed");
    std::fs::create_dir_all(&feedback).unwrap();
    let feedback = feedback.to_string_lossy().into_owned();
    let check = ["check", "--judge", "poj2676"];
    let given = format!(">&- < {output}");
    let runs: [(Vec<&str>, &str, i32, &str); 4] = [
        (
            [&check[..], &[&input, &output]].concat(),
            ">&-",
            3,
            "sudoku: check: cannot write output: standard output is closed\n",
        ),
        (
            [&check[..], &[&input, "-"]].concat(),
            "<&-",
            3,
            "sudoku: check: cannot read -: standard input is closed\n",
        ),
        (
            [&check[..], &["--kattis", &input, &output, &feedback]].concat(),
            "<&-",
            3,
            "sudoku: check: cannot read the output on standard input: standard input is \
             closed\n",
        ),
        (
            [&check[..], &["--kattis", &input, &output, &feedback]].concat(),
            &given,
            42,
            "",
        ),
    ];
    for (args, redirect, code, err) in runs {
        assert_eq!(
            common::redirected(&args, redirect),
            (code, String::new(), err.to_string()),
            "{args:?} {redirect}"
        );
    }
}

/// ANSWER is opened, to find a wrong name, and never read: a directory,
/// which cannot be read, passes; a missing file fails as before.
#[test]
fn answer_is_opened_not_read() {
    let input = testdata("poj2676.in");
    let output = testdata("poj2676.out");
    let args = ["check", "--judge", "poj2676", &input, &output, "testdata"];
    assert_eq!(
        common::run_text(&args, b""),
        ("accepted 1 of 1 case\n".into(), String::new(), 0)
    );
}
