//! Answers go out when they are ready, not when an output block fills:
//! a program that writes a puzzle and waits for its answer gets it, under
//! one thread or several, and `sudoku generate` hands out its puzzles as
//! it makes them. Regressions (found by an outside review): one
//! puzzle written into a pipe that stayed open got its answer only at the
//! end of input, and `sudoku generate --size 16 -n 1000000 | head -1`
//! took 16 s to print a line.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// What the tests allow a line that is ready at once to take: far more
/// than it does (milliseconds), far less than waiting for the end.
const PATIENCE: Duration = Duration::from_secs(8);

fn start(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Lines of `child`'s stdout as they come, through a channel (so that a
/// missing one is a timeout, not a hang).
fn lines(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if sender.send(line).is_err() {
                return;
            }
        }
    });
    receiver
}

#[test]
fn a_puzzle_written_is_answered_before_the_next() {
    let puzzles = [
        ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
        "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.",
    ];
    let answers = [
        "527389416819426735436751829375692184194538267268174593643217958951843672782965341",
        "416837529982465371735129468571298643293746185864351297647913852359682714128574936",
    ];
    for jobs in ["1", "2"] {
        let mut child = start(&["-j", jobs]);
        let mut stdin = child.stdin.take().unwrap();
        let answered = lines(&mut child);
        for round in 0..3 {
            let k = round % 2;
            writeln!(stdin, "{}", puzzles[k]).unwrap();
            stdin.flush().unwrap();
            // The pipe stays open: the answer must come without it closing.
            let line = answered
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("-j {jobs}: no answer to puzzle {round} in time"));
            assert_eq!(line, answers[k], "-j {jobs}, puzzle {round}");
        }
        drop(stdin);
        assert!(child.wait().unwrap().success(), "-j {jobs}");
    }
}

#[test]
fn generate_hands_out_puzzles_as_it_makes_them() {
    // A million 16x16 boards take hours; the first comes in a round.
    let mut child = start(&["generate", "--size", "16", "-n", "1000000", "--seed", "7"]);
    let made = lines(&mut child);
    let first = made.recv_timeout(PATIENCE);
    let _ = child.kill();
    let _ = child.wait();
    let first = first.expect("the first board's first row in time");
    assert_eq!(first.len(), 16, "{first:?}");
}
