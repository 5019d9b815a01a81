//! One-file C++ submissions (`scripts/bundle --lang cpp`, put together
//! from `submit/cpp/`), in two tiers, as the Rust ones in `bundle.rs`.
//!
//! By default (seconds): every name the script takes gives a file within
//! its size, and for one preset of each kind (the fast 9x9 search on
//! lines, counting to two, boards of any size, 16x16 letters, a solution
//! or a no-solution line with `---` between, a classification under
//! `Case N: `, the smallest solution under its label, the corners' sum,
//! the check of a filled grid, the highest score) the file
//! built as C++98 by `g++ -std=c++98 -pedantic -Wall -Wextra -O2` without
//! a warning answers its statements' samples byte for byte, and gives the
//! binary's stdout and exit code under `--judge NAME` on every input in
//! `testdata/` and on 40 seeded mutants of its sample (where a puzzle has
//! several solutions and the preset's judge takes any, the output may
//! differ from the binary's if `sudoku check` accepts it).
//!
//! Ignored unless asked for (`.ci/run` asks): every preset built by each
//! of the three compilers and standards the issue names (`g++
//! -std=c++98 -pedantic`, `g++ -std=c++17`, `clang++ -std=c++17
//! -pedantic`, all `-Wall -Wextra -O2`) and once more as C++98 with the
//! portable code in place of the builtins, the same checks, plus the four
//! benchmark sets for the presets of one puzzle a line and `hard16.txt`
//! for the 16x16 ones; and the LeetCode classes in a small harness
//! (`#include <vector>`, `using namespace std;`, a `main` that reads board
//! literals) on their examples and on 1,000 generated boards, against the
//! binary. clang++ must be installed for that tier (`apt-get install
//! clang`; `.ci/run` does).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::bundle::{
    LEETCODE, PRESETS, check_samples, held_inputs, on_every_core, reads_boards, run_script,
};
use crate::common;

/// The compilers and flags a submission must build with, without a
/// warning (a folder name for each, then the command): the oldest
/// standard the judges' compilers take, a modern one under both
/// compilers, and the oldest again with the portable code in place of
/// the compilers' builtins (what Visual C++ builds).
const BUILDS: [(&str, &str, &[&str]); 4] = [
    (
        "gcc98",
        "g++",
        &["-std=c++98", "-pedantic", "-Wall", "-Wextra", "-O2"],
    ),
    ("gcc17", "g++", &["-std=c++17", "-Wall", "-Wextra", "-O2"]),
    (
        "clang17",
        "clang++",
        &["-std=c++17", "-pedantic", "-Wall", "-Wextra", "-O2"],
    ),
    (
        "gcc98-portable",
        "g++",
        &[
            "-std=c++98",
            "-pedantic",
            "-Wall",
            "-Wextra",
            "-O2",
            "-DSUDOKU_PORTABLE",
        ],
    ),
];

/// The most a file may be: the 64 KiB judges such as Codeforces allow,
/// and for a 9x9 preset (UVa 989's boards aside) the 50,000 bytes SPOJ
/// often sets.
const LIMIT: usize = 64 * 1024;
const LIMIT_9X9: usize = 50_000;

/// The benchmark sets a preset's program is held to the binary on in the
/// full tier.
fn sets(name: &str) -> &'static [&'static str] {
    match name {
        "poj3074" | "acwing166" => &[
            "17clue.txt",
            "top1465.txt",
            "hardest11plus.txt",
            "hardest1106.txt",
        ],
        "poj3076" | "acwing169" => &["hard16.txt"],
        _ => &[],
    }
}

/// What `scripts/bundle --lang cpp name` prints, with its size checked.
fn cpp_bundle(name: &str) -> String {
    let output = run_script(&["--lang", "cpp", name]);
    assert!(
        output.status.success(),
        "scripts/bundle --lang cpp {name}: {}",
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
        "{name}: {} bytes, over {limit}",
        source.len()
    );
    source
}

/// Builds `source` as `name` with `build` (a compiler and its flags),
/// failing on any error or warning; returns the program.
fn compile(source: &str, name: &str, build: &(&str, &str, &[&str])) -> PathBuf {
    let (folder, compiler, flags) = build;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cpp")
        .join(folder);
    std::fs::create_dir_all(&dir).expect("making the build folder");
    let (file, program) = (dir.join(format!("{name}.cpp")), dir.join(name));
    std::fs::write(&file, source).expect("writing the source");
    let output = Command::new(compiler)
        .args(*flags)
        .arg("-o")
        .arg(&program)
        .arg(&file)
        .output()
        .unwrap_or_else(|error| panic!("running {compiler} (is it installed?): {error}"));
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{compiler} {} on {name}:\n{}",
        flags.join(" "),
        String::from_utf8_lossy(&output.stderr)
    );
    program
}

/// Checks that `program` gives the binary's stdout and exit code under
/// `--judge name` on every one of `inputs`, each within [`common::HANG`];
/// where the stdout differs, the
/// preset must take any solution and `sudoku check` must accept it.
fn check_against_binary(program: &Path, name: &str, inputs: &[Vec<u8>]) {
    let any_solution =
        sudoku::judge::find(name).is_some_and(|judge| judge.mode == sudoku::answer::Mode::Solve);
    for input in inputs {
        let (expected, _, code) = common::run(&["--judge", name], input);
        let (got, _, got_code) = common::run_program_within(program, &[], input, common::HANG);
        let shown = || {
            format!(
                "{name} ({}) on input\n{}\nthe binary gives\n{}(exit {code}), the C++\n{}(exit {got_code})",
                program.display(),
                String::from_utf8_lossy(&input[..input.len().min(2000)]),
                String::from_utf8_lossy(&expected[..expected.len().min(2000)]),
                String::from_utf8_lossy(&got[..got.len().min(2000)]),
            )
        };
        assert_eq!(code, got_code, "{}", shown());
        if got != expected {
            assert!(any_solution, "{}", shown());
            let accepted = accepted_by_check(name, input, &got);
            assert!(accepted, "sudoku check refuses: {}", shown());
        }
    }
}

/// Whether `sudoku check --judge name` accepts `output` for `input`.
fn accepted_by_check(name: &str, input: &[u8], output: &[u8]) -> bool {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cpp");
    std::fs::create_dir_all(&dir).expect("making the check folder");
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
fn samples(name: &str) -> &'static [(&'static str, &'static str)] {
    PRESETS
        .iter()
        .find(|preset| preset.0 == name)
        .map(|preset| preset.1)
        .expect("a preset")
}

/// Preset `name` built by `build`: its samples, and the binary's answers
/// on every test input, the mutants and (with `with_sets`) its sets.
fn check_preset(name: &str, build: &(&str, &str, &[&str]), with_sets: bool) {
    let program = compile(&cpp_bundle(name), name, build);
    check_samples(&program, name, samples(name));
    let sets = if with_sets { sets(name) } else { &[] };
    let mut inputs = held_inputs(name, samples(name), sets);
    if with_sets && name == "spoj-sudoku" {
        // hard16.txt behind its count of boards, as SPOJ SUDOKU reads it.
        inputs.extend(crate::submission::set_inputs(name));
    }
    check_against_binary(&program, name, &inputs);
}

#[test]
fn every_name_gives_a_file_within_its_size() {
    let listed = String::from_utf8(run_script(&["--list"]).stdout).unwrap();
    assert!(listed.lines().count() >= 13, "{listed}");
    for name in listed.lines() {
        let source = cpp_bundle(name);
        assert!(
            source.starts_with(&format!("// Sudoku solver, one file for {name}: ")),
            "{name}"
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
            "#if MODE_",
            "#if LINES",
            "#if LABELLED",
            "#if SHAPE_",
            "#if HEADING_",
        ] {
            assert!(!source.contains(left), "{name}: {left} left in");
        }
    }
}

#[test]
fn names_are_taken_in_any_case() {
    let upper = run_script(&["--lang", "cpp", "POJ3074"]);
    assert_eq!(upper.status.code(), Some(0));
    assert_eq!(upper.stdout, cpp_bundle("poj3074").into_bytes());
}

#[test]
fn an_unknown_language_is_refused() {
    let output = run_script(&["--lang", "cobol", "poj2676"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "bundle: unknown language 'cobol' (rust, cpp, java or python)\n"
    );
}

/// The quick tier: one preset of each kind, built as C++98.
macro_rules! quick {
    ($($test:ident: $name:literal;)*) => {
        $(
            #[test]
            fn $test() {
                check_preset($name, &BUILDS[0], false);
            }
        )*
    };
}

quick! {
    poj3074_as_cpp98: "poj3074";
    kattis_sudokunique_as_cpp98: "kattis-sudokunique";
    uva989_as_cpp98: "uva989";
    poj3076_as_cpp98: "poj3076";
    hdu3111_as_cpp98: "hdu3111";
    uva10957_as_cpp98: "uva10957";
    spoj_novice42_as_cpp98: "spoj-novice42";
    euler96_as_cpp98: "euler96";
    abc327c_as_cpp98: "abc327c";
    luogu1074_as_cpp98: "luogu1074";
}

#[test]
fn spoj_sudogob_writes_exactly_its_limit_without_a_plus() {
    let (source, input, expected) = crate::submission::lowered_limit(
        &cpp_bundle("spoj-sudogob"),
        "const unsigned int limit = 1000000;",
    );
    let program = compile(&source, "spoj-sudogob-lowered", &BUILDS[0]);
    let run = common::run_program(&program, &[], &input);
    crate::submission::check_lowered(run, expected);
}

#[test]
#[ignore = "slow (about a minute): every C++ file under three compilers and the portable build; .ci/run runs it (cargo test --release -- --ignored)"]
fn every_cpp_file_under_every_compiler() {
    let work: Vec<(&str, usize)> = PRESETS
        .iter()
        .flat_map(|preset| (0..BUILDS.len()).map(move |build| (preset.0, build)))
        .collect();
    on_every_core(&work, |&(name, build)| {
        check_preset(name, &BUILDS[build], true)
    });
}

/// LeetCode's side of a class: its headers and `using namespace std;`
/// before it, and a `main` that reads board literals (`[["5","3",...],
/// ...]`, any layout: the quoted characters in order, 81 to a board) from
/// stdin and prints, for each, what `sudoku` prints for it: the solved
/// literal on one line, or `true` / `false`.
fn leetcode_program(class: &str, name: &str) -> String {
    let answer = if name == "leetcode37" {
        "Solution().solveSudoku(board);\n\
         printf(\"[\");\n\
         for (int row = 0; row < 9; ++row) {\n\
         printf(row == 0 ? \"[\" : \",[\");\n\
         for (int column = 0; column < 9; ++column)\n\
         printf(column == 0 ? \"\\\"%c\\\"\" : \",\\\"%c\\\"\", board[row][column]);\n\
         printf(\"]\");\n\
         }\n\
         printf(\"]\\n\");"
    } else {
        "printf(\"%s\\n\", Solution().isValidSudoku(board) ? \"true\" : \"false\");"
    };
    format!(
        "#include <cstdio>\n#include <vector>\nusing namespace std;\n\n{class}\n\
         int main() {{\n\
         vector<char> cells;\n\
         bool quoted = false;\n\
         for (int byte; (byte = getchar()) != EOF;) {{\n\
         if (byte == '\"') {{ quoted = !quoted; if (quoted) cells.push_back(0); }}\n\
         else if (quoted && cells.back() == 0) cells.back() = static_cast<char>(byte);\n\
         }}\n\
         for (size_t start = 0; start + 81 <= cells.size(); start += 81) {{\n\
         vector<vector<char>> board(9, vector<char>(9));\n\
         for (int cell = 0; cell < 81; ++cell) board[cell / 9][cell % 9] = cells[start + cell];\n\
         {answer}\n\
         }}\n\
         return 0;\n\
         }}\n"
    )
}

#[test]
#[ignore = "slow (seconds a build): the LeetCode classes under C++17 compilers; .ci/run runs it (cargo test --release -- --ignored)"]
fn leetcode_classes_answer_examples_and_generated_boards() {
    for (name, examples) in LEETCODE {
        let class = cpp_bundle(name);
        assert!(class.contains("class Solution {"), "{name}");
        assert!(
            !class.contains("int main"),
            "{name}: LeetCode supplies main"
        );
        let (mode, broken): (&[&str], bool) = if name == "leetcode37" {
            (&[], false)
        } else {
            (&["--validate"], true)
        };
        let boards = crate::submission::generated_literals(1000, broken);
        let (expected, _, code) = common::run(mode, &boards);
        assert_eq!(code, 0);
        if broken {
            let text = String::from_utf8_lossy(&expected);
            assert!(text.contains("true") && text.contains("false"), "{text}");
        }
        for build in &BUILDS[1..3] {
            let program = compile(&leetcode_program(&class, name), name, build);
            check_samples(&program, name, examples);
            let (got, _, got_code) = common::run_program(&program, &[], &boards);
            assert_eq!(got_code, 0);
            assert!(
                got == expected,
                "{name} under {}: not the binary's answers",
                build.0
            );
        }
    }
}
