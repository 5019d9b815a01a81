//! Fuzz target: arbitrary bytes through the scanner, every input format,
//! mode and judge preset, one thread and two, read in uneven slices.
//! Checks: no panic; every diagnostic line carries `<stdin>:line:column:`;
//! two threads write exactly what one does.
#![no_main]

use std::io::{self, Read};

use libfuzzer_sys::fuzz_target;
use sudoku::answer::Mode;
use sudoku::run::{self, Options, Source};
use sudoku::input::Format;

/// Hands out the input in slices whose sizes come from the input itself.
struct Slices<'a> {
    bytes: &'a [u8],
    step: usize,
}

impl Read for Slices<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.bytes.len().min(buf.len()).min(self.step);
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        self.step = self.step % 997 + 1 + n % 13;
        Ok(n)
    }
}

fn options(selector: u8) -> Options {
    let mut options = Options::default();
    // Detected, then every format, then every preset.
    let k = usize::from(selector % 32);
    if k >= 1 && k <= Format::ALL.len() {
        options.format = Some(Format::ALL[k - 1]);
    } else if let Some(judge) = sudoku::judge::all().nth(k.wrapping_sub(1 + Format::ALL.len())) {
        options = Options::for_judge(judge);
    }
    if options.mode == Mode::Solve {
        options.mode = match (selector >> 4) % 3 {
            0 => Mode::Solve,
            1 => Mode::Count,
            _ => Mode::Validate,
        };
    }
    options
}

fn run(options: &Options, input: &[u8], step: usize) -> (Vec<u8>, Vec<u8>, u8) {
    let source = Source {
        name: "<stdin>".to_string(),
        reader: Ok(Slices { bytes: input, step }),
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = match run::run([source], options, &mut out, &mut err) {
        Ok(summary) => summary.exit_code(),
        Err(error) => panic!("memory reader or writer failed: {error}"),
    };
    (out, err, code)
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    // Exact counting can take a second a board: keep runs short.
    if input.len() > 4096 {
        return;
    }
    let mut options = options(selector);
    if options.mode == Mode::Exact && input.iter().filter(|b| b.is_ascii_digit()).count() < 200 {
        return;
    }
    let step = usize::from(selector) * 7 + 1;
    let one = run(&options, input, step);
    for line in String::from_utf8_lossy(&one.1).lines() {
        let rest = line
            .strip_prefix("sudoku: <stdin>:")
            .unwrap_or_else(|| panic!("diagnostic without a source: {line:?}"));
        let mut parts = rest.splitn(3, ':');
        let (l, c) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
        assert!(
            !l.is_empty()
                && l.bytes().all(|b| b.is_ascii_digit())
                && !c.is_empty()
                && c.bytes().all(|b| b.is_ascii_digit()),
            "diagnostic without a line and column: {line:?}"
        );
    }
    options.jobs = 2;
    let two = run(&options, input, step + 3);
    assert!(one == two, "-j 2 differs from -j 1");
});
