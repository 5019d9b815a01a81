//! One-file judge submissions (`scripts/bundle`, which runs the bundler in
//! `bundle/` through cargo), in two tiers.
//!
//! By default (each bundle takes about 12 s of CPU here, most of it
//! rustc's rounds, so this tier makes two): the names the script takes
//! are every preset and both LeetCode blocks; the bundler passes its own
//! tests; and for `poj3074` (`quick` below) and the LeetCode 37 block,
//! the bundle is at most 50,000 bytes, with no function it never calls, no
//! cfg left on a feature (and, in a LeetCode block, no `crate::` path:
//! LeetCode puts it in a file of its own), and builds without a warning
//! for x86_64 and, its x86_64 paths compiled out, for any other target;
//! each such program, built by the default `rustc` (edition 2018, without
//! `-O`, which is quicker to build and answers the same), answers its
//! statements' samples byte for byte and gives the binary's stdout, stderr
//! and exit code under `--judge NAME` on every input in `testdata/` and on
//! 40 seeded mutants of its sample; the LeetCode 37 block, in `struct
//! Solution;` and a `main` that reads board literals as LeetCode wraps
//! them, answers its examples.
//!
//! Ignored unless asked for (`cargo test --release -- --ignored`, as
//! `.ci/run` does; about a minute each): the same checks for every preset
//! and block, with every bundle built as judges build it, `rustc -O`, by
//! the default compiler, and in a test of its own by Rust 1.56 (which
//! fails unless rustup has it: `rustup toolchain install 1.56.0 --profile
//! minimal`; `.ci/run` skips it, saying so, where it cannot be fetched),
//! editions 2018 and 2021, without a warning, on the samples, and each
//! preset's 2018 programs against the binary on every input, the mutants
//! and the benchmark sets.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, OnceLock};

use sudoku::Grid;
use sudoku::answer::Mode;
use sudoku::check::Case;
use sudoku::input::Format;
use sudoku::random::Rng;

use crate::common;

/// The size judges such as Codeforces allow (64 KiB); the submitting page
/// promises the 50,000 bytes that SPOJ often sets, so the tests hold that.
const LIMIT: usize = 50_000;
/// The oldest Rust a submission must build with.
const OLD_RUST: &str = "1.56.0";
pub(crate) fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub(crate) fn testdata(name: &str) -> Vec<u8> {
    let path = root().join("testdata").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// `scripts/bundle args` run: a nested `cargo run` of the bundler (built
/// in the debug profile, apart from this `--release` build).
pub(crate) fn run_script(args: &[&str]) -> Output {
    Command::new(root().join("scripts/bundle"))
        .args(args)
        .output()
        .expect("running scripts/bundle")
}

/// What `scripts/bundle args` prints.
fn script(args: &[&str]) -> String {
    let output = run_script(args);
    assert!(
        output.status.success(),
        "scripts/bundle {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("a bundle is UTF-8")
}

/// Rust 1.56, which must be installed for the test that builds with it.
fn old_rust() -> Option<&'static str> {
    common::require_tool(
        &format!("Rust {OLD_RUST}"),
        &["rustc", &format!("+{OLD_RUST}"), "--version"],
        &format!("rustup toolchain install {OLD_RUST} --profile minimal"),
    );
    Some(OLD_RUST)
}

/// The bundle of `name`, made once per test run and shared by the tests
/// that need it (the bundler runs rustc round after round: seconds).
fn bundle(name: &str) -> String {
    static MADE: OnceLock<Mutex<HashMap<String, String>>> = OnceLock::new();
    let made = MADE.get_or_init(Mutex::default);
    if let Some(text) = made.lock().unwrap().get(name) {
        return text.clone();
    }
    let text = script(&[name]);
    made.lock().unwrap().insert(name.to_string(), text.clone());
    text
}

/// Writes `source` as `name.rs` in the build folder `folder` and runs
/// rustc on it (`toolchain`: `None` for the default one) with `args`, the
/// output going to `name` there (`extension` added); returns what rustc
/// said and where the output went.
fn rustc(
    folder: &str,
    name: &str,
    source: &str,
    toolchain: Option<&str>,
    args: &[&str],
    extension: &str,
) -> (Output, PathBuf) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("bundle")
        .join(folder);
    std::fs::create_dir_all(&dir).expect("making the build folder");
    let (file, out) = (
        dir.join(format!("{name}.rs")),
        dir.join(format!("{name}{extension}")),
    );
    std::fs::write(&file, source).expect("writing the bundle");
    let mut rustc = Command::new("rustc");
    if let Some(toolchain) = toolchain {
        rustc.arg(format!("+{toolchain}"));
    }
    let output = rustc
        .args(args)
        .arg("-o")
        .arg(&out)
        .arg(&file)
        .output()
        .expect("running rustc");
    (output, out)
}

/// Compiles `source` as `name` with `toolchain` (`None`: the default
/// rustc) and `edition`, with `-O` when `optimized` (as judges build),
/// failing on any error or warning; returns the program.
fn compile(
    source: &str,
    name: &str,
    toolchain: Option<&str>,
    edition: &str,
    optimized: bool,
) -> PathBuf {
    let level = if optimized { "-O" } else { "-Copt-level=0" };
    let folder = format!("{}-{edition}{level}", toolchain.unwrap_or("default"));
    let args = ["--edition", edition, level];
    let (output, program) = rustc(&folder, name, source, toolchain, &args, "");
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "rustc {toolchain:?} --edition {edition} on {name}:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    program
}

/// rustc's arguments for checking a file without building it.
const CHECK: [&str; 5] = [
    "--edition",
    "2018",
    "--emit=metadata",
    "--crate-name",
    "check",
];

/// Checks that `source` holds no function, method, constant or struct it
/// never uses (`scripts/bundle` trims them): built without its
/// `allow(dead_code)` attributes, rustc names only enum variants and
/// fields. `frame` is LeetCode's side of a block.
fn check_trimmed(source: &str, name: &str, frame: &str) {
    let plain = source.replace("#[allow(dead_code)]", "") + frame;
    let (output, _) = rustc("trimmed", name, &plain, None, &CHECK, ".rmeta");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{name}: {stderr}");
    for line in stderr.lines().filter(|line| line.starts_with("warning: ")) {
        let allowed = [
            "warning: variant",
            "warning: field",
            "warning: multiple fields",
            "warning: multiple variants",
        ]
        .iter()
        .any(|start| line.starts_with(start))
            || line.ends_with(" emitted");
        assert!(allowed, "{name}: left untrimmed: {line}");
    }
}

/// Checks that `source` (with `frame`, LeetCode's side of a block) builds
/// without a warning as a target other than x86_64 would build it: the
/// x86_64 paths out, the portable ones in.
fn check_other_target(source: &str, name: &str, frame: &str) {
    // `any()` never holds, as `target_arch = "x86_64"` does not elsewhere.
    let other = source.replace("target_arch=\"x86_64\"", "any()") + frame;
    let (output, _) = rustc("other-target", name, &other, None, &CHECK, ".rmeta");
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{name}, built for another target: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The predicate of every `cfg(...)` and `cfg_attr(...)` in `source`,
/// spaces taken out (`cfg_attr` with its attribute).
fn cfg_predicates(source: &str) -> Vec<String> {
    let mut predicates = Vec::new();
    for (at, _) in source.match_indices("cfg") {
        let rest = &source[at..];
        let Some(open) = rest.find('(').filter(|&open| {
            let word = &rest[..open];
            word == "cfg" || word == "cfg_attr"
        }) else {
            continue;
        };
        let mut depth = 0;
        for (index, character) in rest[open..].char_indices() {
            depth += match character {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            if depth == 0 {
                let inner = &rest[open + 1..open + index];
                predicates.push(inner.chars().filter(|c| !c.is_whitespace()).collect());
                break;
            }
        }
    }
    predicates
}

/// Every `.in` file in `testdata/`, by name.
pub(crate) fn inputs() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("testdata"))
        .expect("listing testdata")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".in"))
        .collect();
    names.sort();
    assert!(names.len() > 40, "testdata has its inputs");
    names
}

/// Whether preset `name` reads boards (letters or sizes), which its C++
/// file answers with the boards' search.
pub(crate) fn reads_boards(name: &str) -> bool {
    sudoku::judge::find(name)
        .is_some_and(|judge| judge.format.has_letters() || judge.format == Format::Sized)
}

/// Whether preset `name`'s program searches, and so carries a solver's
/// x86_64 paths (the 9x9 search's SSE2 and `popcnt` copies, the 16x16
/// search's `popcnt` count): its mode asks for more than a check of the
/// givens.
fn searches(name: &str) -> bool {
    sudoku::judge::find(name)
        .is_some_and(|judge| !matches!(judge.mode, Mode::Validate | Mode::Verify))
}

/// The checks of preset `name`'s bundle itself: its size, its cfgs and
/// its trimming, and its build for another target. Returns it.
fn check_bundle(name: &str) -> String {
    let source = bundle(name);
    assert!(
        source.len() <= LIMIT,
        "{name}: {} bytes, over {LIMIT}",
        source.len()
    );
    // Only the target is left for rustc to decide: the x86_64 paths and
    // their portable stand-ins.
    let predicates = cfg_predicates(&source);
    let x86_64 = predicates.iter().any(|p| p == "target_arch=\"x86_64\"");
    assert_eq!(
        x86_64,
        searches(name),
        "{name}: the solvers' x86_64 paths are kept where it searches: {predicates:?}"
    );
    for predicate in &predicates {
        let target =
            predicate == "target_arch=\"x86_64\"" || predicate == "not(target_arch=\"x86_64\")";
        assert!(
            target,
            "{name}: a plain build has no features: cfg({predicate})"
        );
    }
    check_trimmed(&source, name, "");
    check_other_target(&source, name, "");
    check_stated_size(name, 1, &source);
    source
}

/// The page whose table of sizes the bundles are held to.
pub(crate) const SIZES_PAGE: &str = "docs/submitting.md";

/// The size the submitting page's table gives for bundle `name` in
/// `column` (1: the Rust file, 2: the C++ file), in KB of 1,000 bytes:
/// its row "| `name` | 48.2 KB | 35.7 KB |".
pub(crate) fn stated_size(name: &str, column: usize) -> f64 {
    let page = std::fs::read_to_string(root().join(SIZES_PAGE))
        .unwrap_or_else(|e| panic!("reading {SIZES_PAGE}: {e}"));
    let start = format!("| `{name}` | ");
    let row = page
        .lines()
        .filter(|line| line.starts_with(&start))
        .find(|line| line.contains(" KB |"))
        .unwrap_or_else(|| panic!("{SIZES_PAGE}'s table of sizes has no row for {name}"));
    let figure = row[start.len()..]
        .split(" KB |")
        .nth(column - 1)
        .unwrap_or("")
        .trim_start_matches([' ', '|']);
    figure
        .parse()
        .unwrap_or_else(|_| panic!("{SIZES_PAGE}'s size of {name}, column {column}: {figure:?}"))
}

/// Checks that the submitting page gives bundle `name`'s size in `column`
/// to 0.1 KB, as a clean checkout makes it: a work tree with changes marks
/// the commit in the header `-dirty`, six bytes that the figures do not
/// count.
pub(crate) fn check_stated_size(name: &str, column: usize, source: &str) {
    let stated = stated_size(name, column);
    let header = source
        .lines()
        .take(3)
        .find(|line| line.contains(" project at "));
    let dirty = header.is_some_and(|line| line.ends_with("-dirty."));
    let bytes = source.len() - if dirty { "-dirty".len() } else { 0 };
    let measured = (bytes as f64 / 100.0).round() / 10.0;
    assert!(
        (stated - measured).abs() < 0.05,
        "{SIZES_PAGE} gives {stated} KB for {name} (column {column}), the bundle is \
         {bytes} bytes: update the table (the command above it prints the sizes)"
    );
}

/// The inputs a preset's program is held to the binary on: every test
/// input and 40 mutants of its first sample (checked to reach both
/// answers and faults), then `sets`.
pub(crate) fn held_inputs(name: &str, samples: &[(&str, &str)], sets: &[&str]) -> Vec<Vec<u8>> {
    let mut inputs: Vec<Vec<u8>> = inputs().iter().map(|input| testdata(input)).collect();
    let mutants = mutants(name, &testdata(samples[0].0));
    let codes: Vec<i32> = mutants
        .iter()
        .map(|input| common::run(&["--judge", name], input).2)
        .collect();
    assert!(
        codes[..20].iter().filter(|&&code| code == 0).count() >= 10 && codes[20..].contains(&2),
        "{name}: the mutants reach answers and faults: {codes:?}"
    );
    inputs.extend(mutants);
    inputs.extend(sparse_unsolvable(name));
    inputs.extend(sets.iter().map(|set| testdata(set)));
    inputs
}

/// The sparse boards without a solution of
/// `testdata/sparse-unsolvable.txt` written as preset `name`'s input, or
/// `None` for a preset of 16x16 boards. Found by an outside review: on
/// such boards the C++ files for UVa 989 and SPOJ NOVICE42 guessed in cell
/// order for minutes where the binary answered at once; every program is
/// held to the binary on them, within [`common::HANG`].
pub(crate) fn sparse_unsolvable(name: &str) -> Option<Vec<u8>> {
    let judge = sudoku::judge::find(name)?;
    if judge.format.has_letters() {
        return None;
    }
    let text = String::from_utf8(testdata("sparse-unsolvable.txt")).expect("UTF-8");
    let cases: Vec<Case> = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| Case::Grid(Grid::parse(line).expect("a board")))
        .collect();
    assert_eq!(cases.len(), 30, "testdata/sparse-unsolvable.txt");
    Some(sudoku::stress::write_test(&judge.puzzle_layout(), &cases))
}

/// The quick tier for preset `name`: its bundle's checks, and its program
/// (default rustc, edition 2018, unoptimised) on `samples` (input,
/// expected output) and against the binary on the held inputs.
fn check_preset(name: &str, samples: &[(&str, &str)]) {
    let source = check_bundle(name);
    let program = compile(&source, name, None, "2018", false);
    check_samples(&program, name, samples);
    check_against_binary(&program, name, &held_inputs(name, samples, &[]));
}

/// Checks `program` (preset `name`'s, or a LeetCode block's harness) on
/// its statements' `samples`: their output, nothing on stderr, exit 0.
pub(crate) fn check_samples(program: &Path, name: &str, samples: &[(&str, &str)]) {
    for (input, output) in samples {
        let (out, err, code) = common::run_program(program, &[], &testdata(input));
        assert!(
            out == testdata(output),
            "{name} ({}) on {input}: not {output}:\n{}",
            program.display(),
            String::from_utf8_lossy(&out)
        );
        assert_eq!((err.as_slice(), code), (&b""[..], 0), "{name} on {input}");
    }
}

/// Checks that `program` gives the binary's stdout, stderr and exit code
/// under `--judge name` on every one of `inputs`, each within
/// [`common::HANG`].
fn check_against_binary(program: &Path, name: &str, inputs: &[Vec<u8>]) {
    for input in inputs {
        let expected = common::run(&["--judge", name], input);
        let got = common::run_program_within(program, &[], input, common::HANG);
        assert!(
            got == expected,
            "{name} ({}) on input\n{}\nthe binary gives\n{}{}(exit {}), the bundle\n{}{}(exit {})",
            program.display(),
            String::from_utf8_lossy(input),
            String::from_utf8_lossy(&expected.0),
            String::from_utf8_lossy(&expected.1),
            expected.2,
            String::from_utf8_lossy(&got.0),
            String::from_utf8_lossy(&got.1),
            got.2
        );
    }
}

/// Seeded variants of a preset's sample, 40 of them. The first 20 keep
/// its puzzles: whitespace changed or added beside whitespace, `#` comment
/// lines put in, so the answers stay and the scanner's std fallback for
/// comments runs. The other 20 have bytes changed, dropped, doubled or
/// swapped for others the formats use, for the readers' fault paths.
fn mutants(name: &str, sample: &[u8]) -> Vec<Vec<u8>> {
    const SPACE: &[u8] = b" \n\r\t";
    const ALPHABET: &[u8] = b"0123456789.?-ABCDP \n\n\r\t#[],\"end\x00\xff";
    // Seeded by the name, so that each preset gets its own mutants.
    let seed = name.bytes().fold(0x2676_3074_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut rng = Rng::new(seed);
    let mut next = move |below: usize| rng.below(below as u32) as usize;
    let mut mutants = Vec::new();
    for gentle in [true, false] {
        for _ in 0..20 {
            let mut input = sample.to_vec();
            for _ in 0..1 + next(4) {
                let at = next(input.len() + 1);
                if gentle {
                    let lines: Vec<usize> = (0..=input.len())
                        .filter(|&i| i == 0 || input[i - 1] == b'\n')
                        .collect();
                    let spaces: Vec<usize> = (0..input.len())
                        .filter(|&i| SPACE.contains(&input[i]) && input[i] != b'\r')
                        .collect();
                    match next(3) {
                        0 => {
                            let line = lines[next(lines.len())];
                            input.splice(line..line, b"# a comment line\n".iter().copied());
                        }
                        _ if spaces.is_empty() => {}
                        1 => {
                            let i = spaces[next(spaces.len())];
                            input.insert(i, SPACE[next(SPACE.len())]);
                        }
                        _ => {
                            let i = spaces[next(spaces.len())];
                            input.insert(i, b' ');
                        }
                    }
                    continue;
                }
                let byte = ALPHABET[next(ALPHABET.len())];
                match next(4) {
                    0 if at < input.len() => input[at] = byte,
                    1 if at < input.len() => {
                        input.remove(at);
                    }
                    2 if at < input.len() => {
                        let doubled = input[at..].to_vec();
                        input.extend(doubled);
                    }
                    _ => input.insert(at, byte),
                }
            }
            mutants.push(input);
        }
    }
    mutants
}

/// A preset's test data: its name, its statements' samples (input,
/// expected output), and the benchmark sets the full tier runs it on.
pub(crate) type Preset = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static [&'static str],
);

/// The presets, with their data; those marked `quick` have a test of
/// their own in the quick tier (the fast 9x9 solver on lines), the others
/// are checked by the full tier alone (the C++ files' quick tier runs
/// every preset).
macro_rules! presets {
    ($($test:ident $($quick:ident)?: $name:literal, [$(($input:literal, $output:literal)),*], [$($set:literal),*];)*) => {
        $(presets!(@test $test $($quick)?: $name, [$(($input, $output)),*]);)*

        /// The presets, with their data.
        pub(crate) const PRESETS: &[Preset] = &[$(($name, &[$(($input, $output)),*], &[$($set),*])),*];
    };
    (@test $test:ident quick: $name:literal, [$(($input:literal, $output:literal)),*]) => {
        #[test]
        fn $test() {
            check_preset($name, &[$(($input, $output)),*]);
        }
    };
    (@test $test:ident: $name:literal, [$(($input:literal, $output:literal)),*]) => {};
}

presets! {
    poj2676: "poj2676", [("poj2676.in", "poj2676.out"), ("poj2676-three-cases.in", "poj2676-three-cases.out")], [];
    poj3074 quick: "poj3074", [("poj3074.in", "poj3074.out")], ["top1465.txt", "17clue.txt", "hardest1106.txt"];
    acwing166: "acwing166", [("poj3074.in", "poj3074.out")], [];
    luogu1784: "luogu1784", [("luogu1784.in", "luogu1784.out")], [];
    hdu1426: "hdu1426", [("hdu1426.in", "hdu1426.out"), ("hdu1426-two.in", "hdu1426-two.out")], [];
    hdu2780: "hdu2780", [("hdu2780.in", "hdu2780.out")], [];
    hdu3111: "hdu3111", [("hdu3111.in", "hdu3111.out")], [];
    kattis_sudokunique: "kattis-sudokunique", [("kattis-sudokunique.in", "kattis-sudokunique.out")], [];
    uva989: "uva989", [("uva989.in", "uva989.out"), ("uva989-cases.in", "uva989-cases.out"), ("uva989-sizes.in", "uva989-sizes.out")], [];
    uva10957: "uva10957", [("uva10957.in", "uva10957.out")], [];
    spoj_sudogob: "spoj-sudogob", [("spoj-sudogob.in", "spoj-sudogob.out")], [];
    spoj_novice42: "spoj-novice42", [("spoj-novice42.in", "spoj-novice42.out")], [];
    euler96: "euler96", [("euler96.in", "euler96.out")], [];
    abc327c: "abc327c", [("abc327c-1.in", "abc327c-1.out"), ("abc327c-2.in", "abc327c-2.out"), ("abc327c-3.in", "abc327c-3.out")], [];
    luogu1074: "luogu1074", [("luogu1074-1.in", "luogu1074-1.out"), ("luogu1074-2.in", "luogu1074-2.out"), ("luogu1074-sparse.in", "luogu1074-sparse.out")], [];
    poj3076: "poj3076", [("sudoku16.in", "poj3076.out"), ("sudoku16-three.in", "poj3076-three.out")], ["hard16.txt"];
    acwing169: "acwing169", [("sudoku16.in", "acwing169.out"), ("sudoku16-three.in", "acwing169-three.out")], [];
    spoj_sudoku: "spoj-sudoku", [("spoj-sudoku.in", "spoj-sudoku.out")], [];
}

#[test]
fn every_preset_and_leetcode_block_bundles() {
    let (listed, _, code) = common::run_text(&["--judge", "list"], b"");
    assert_eq!(code, 0);
    // The LeetCode presets' submissions are the blocks, tested below.
    let mut presets: Vec<&str> = listed
        .lines()
        .map(|line| line.split(' ').next().unwrap())
        .filter(|name| !name.starts_with("leetcode"))
        .collect();
    let covered: Vec<&str> = PRESETS.iter().map(|preset| preset.0).collect();
    assert_eq!(presets, covered, "a test per preset, in --judge list order");
    presets.extend(["leetcode36", "leetcode37"]);
    assert_eq!(script(&["--list"]).lines().collect::<Vec<_>>(), presets);
}

#[test]
fn an_unknown_name_is_refused() {
    let output = run_script(&["poj9999"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "bundle: unknown judge 'poj9999' (scripts/bundle --list names them)\n"
    );
}

#[test]
fn the_command_line_is_as_before() {
    // `-h` and `--help` print the help; no name, an unknown option or two
    // names print it on stderr and exit 2.
    let help = run_script(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    let text = String::from_utf8_lossy(&help.stdout).into_owned();
    assert!(
        text.starts_with("Print one self-contained Rust source file"),
        "{text}"
    );
    assert_eq!(run_script(&["-h"]).stdout, help.stdout);
    for args in [&[][..], &["--bogus"], &["poj2676", "poj3074"]] {
        let output = run_script(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(output.stderr, help.stdout, "{args:?}");
    }
}

/// The bundler's own tests (`bundle/`: its printer, its cfg decisions, and
/// a fixture crate in folders bundled, compiled and run), which a root
/// `cargo test` would not reach otherwise: this one fails when they do.
#[test]
fn the_bundler_passes_its_own_tests() {
    let output = Command::new(env!("CARGO"))
        .args(["test", "--quiet", "-p", "sudoku-bundle"])
        .current_dir(root())
        .output()
        .expect("running cargo test -p sudoku-bundle");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "cargo test -p sudoku-bundle:\n{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // They ran: 31 at the time of writing.
    let passed: u32 = stdout
        .lines()
        .filter_map(|line| line.strip_prefix("test result: ok. "))
        .filter_map(|rest| rest.split(' ').next()?.parse::<u32>().ok())
        .sum();
    assert!(
        passed >= 30,
        "{passed} of the bundler's tests passed:\n{stdout}"
    );
}

/// LeetCode's frame around a block: `struct Solution;` before it, and here
/// a `main` that reads board literals (`[["5","3",".",...],...]`, any
/// layout) from stdin and prints `answer` for each.
fn leetcode_program(block: &str, answer: &str) -> String {
    format!(
        "struct Solution;\n{block}\nfn main() {{\n\
         use std::io::Read;\n\
         let mut input = String::new();\n\
         std::io::stdin().read_to_string(&mut input).unwrap();\n\
         let cells: Vec<char> = input.split('\"').skip(1).step_by(2)\n\
         .map(|cell| cell.chars().next().unwrap()).collect();\n\
         for board in cells.chunks(81) {{\n\
         let board: Vec<Vec<char>> = board.chunks(9).map(|row| row.to_vec()).collect();\n\
         {answer}\n\
         }}\n}}\n"
    )
}

/// What a LeetCode block's harness prints for each board, by block.
fn leetcode_answer(name: &str) -> &'static str {
    if name == "leetcode37" {
        // Printed as `sudoku` prints a solved literal: one line, no spaces.
        "let mut board = board;\n\
         Solution::solve_sudoku(&mut board);\n\
         let rows: Vec<String> = board.iter().map(|row| format!(\"[{}]\", \
         row.iter().map(|c| format!(\"\\\"{}\\\"\", c)).collect::<Vec<_>>().join(\",\"))).collect();\n\
         println!(\"[{}]\", rows.join(\",\"));"
    } else {
        "println!(\"{}\", Solution::is_valid_sudoku(board));"
    }
}

/// LeetCode block `name` in its frame, and the block's checks: its size,
/// that LeetCode's side is not in it, its trimming, and its build for
/// another target.
fn leetcode_source(name: &str) -> String {
    let block = bundle(name);
    assert!(block.len() <= LIMIT);
    check_stated_size(name, 1, &block);
    assert!(
        !block.contains("fn main") && !block.contains("struct Solution"),
        "{name}: LeetCode supplies those"
    );
    assert!(
        !block.contains("crate::"),
        "{name}: the modules climb with super::, wherever LeetCode puts them"
    );
    let function = if name == "leetcode37" {
        "solve_sudoku"
    } else {
        "is_valid_sudoku"
    };
    let frame = format!("struct Solution;\nfn main() {{\n    let _ = Solution::{function};\n}}\n");
    check_trimmed(&block, name, &frame);
    check_other_target(&block, name, &frame);
    leetcode_program(&block, leetcode_answer(name))
}

/// The LeetCode blocks with their examples.
pub(crate) const LEETCODE: [(&str, &[(&str, &str)]); 2] = [
    (
        "leetcode37",
        &[
            ("leetcode37.in", "leetcode37.out"),
            ("leetcode-several.in", "leetcode-several.out"),
        ],
    ),
    ("leetcode36", &[("leetcode36.in", "leetcode36.out")]),
];

#[test]
fn the_leetcode37_block_answers_its_examples() {
    // LeetCode 36's block is built and run by the full tier alone.
    let (name, samples) = LEETCODE[0];
    assert_eq!(name, "leetcode37");
    let program = compile(&leetcode_source(name), name, None, "2018", false);
    check_samples(&program, name, samples);
}

/// The full tier with the default rustc: see the module doc.
#[test]
#[ignore = "slow (about a minute): every bundle built as judges build it; .ci/run runs it (cargo test --release -- --ignored)"]
fn every_bundle_built_as_judges_build_it() {
    full_tier(None);
}

/// The full tier with Rust 1.56, the oldest compiler judges build with;
/// it fails where rustup has no Rust 1.56 ([`old_rust`]).
#[test]
#[ignore = "needs Rust 1.56 (rustup toolchain install 1.56.0 --profile minimal), slow (about a minute): every bundle built by Rust 1.56; .ci/run runs it where Rust 1.56 can be installed"]
fn every_bundle_built_by_rust_1_56() {
    full_tier(old_rust());
}

/// Every preset and LeetCode block built as judges build them by
/// `toolchain` (`None`: the default rustc). The builds take the time, so
/// they go on every core.
fn full_tier(toolchain: Option<&'static str>) {
    let work: Vec<&str> = PRESETS
        .iter()
        .map(|preset| preset.0)
        .chain(LEETCODE.iter().map(|block| block.0))
        .collect();
    on_every_core(&work, |&name| built_as_judges_build_it(toolchain, name));
}

/// Runs `job` on every item of `work`, on as many threads as the machine
/// has cores, each taking the next item; a panic in any is passed on.
pub(crate) fn on_every_core<T: Sync>(work: &[T], job: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores)
            .map(|_| {
                scope.spawn(|| {
                    while let Some(item) =
                        work.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                    {
                        job(item);
                    }
                })
            })
            .collect();
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

/// Preset or LeetCode block `name` built by `toolchain` with `-O`,
/// editions 2018 and 2021, on its samples; a preset's 2018 program also
/// against the binary on every input, the mutants and its sets.
fn built_as_judges_build_it(toolchain: Option<&str>, name: &str) {
    if let Some((_, samples)) = LEETCODE.iter().find(|block| block.0 == name) {
        let source = leetcode_source(name);
        for edition in ["2018", "2021"] {
            let program = compile(&source, name, toolchain, edition, true);
            check_samples(&program, name, samples);
        }
        return;
    }
    let &(_, samples, sets) = PRESETS
        .iter()
        .find(|preset| preset.0 == name)
        .expect("a preset");
    // The bundle's own checks once, beside the default compiler's builds.
    let source = match toolchain {
        None => check_bundle(name),
        Some(_) => bundle(name),
    };
    let programs = ["2018", "2021"].map(|edition| compile(&source, name, toolchain, edition, true));
    for program in &programs {
        check_samples(program, name, samples);
    }
    check_against_binary(&programs[0], name, &held_inputs(name, samples, sets));
}
