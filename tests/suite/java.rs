//! One-file Java submissions (`scripts/bundle --lang java`, put together
//! from `submit/java/`), in two tiers, as the Python ones in `python.rs`.
//!
//! By default (seconds): every name the script takes gives a file within its size, with `public class Main` for a preset
//! (what POJ, HDU, UVa, Kattis, AtCoder and Luogu compile) or `class
//! Solution` for LeetCode, no `import`, `Scanner` or Java 9+ syntax, and
//! of the size the submitting page states. A JVM's start and javac take
//! too long to run a hundred times here.
//!
//! Ignored unless asked for (`.ci/run` asks; it needs a JDK): every file
//! built by `javac --release 8 -Xlint:all -Werror` (Java 8 source and
//! library, any warning an error), and each preset's program run by
//! `java`, one process an input, on its statements' samples byte for
//! byte and against the binary's stdout and exit code under `--judge
//! NAME` on every input in `testdata/` (the issue 38 regressions among
//! them: a stray blank in a puzzle line, labels over 256 bytes), 40
//! seeded mutants of its sample, the sparse boards without a solution of
//! `testdata/sparse-unsolvable.txt` (each run within `common::HANG`) and,
//! for the presets of one puzzle a line, `top1465.txt` and
//! `hardest1106.txt` (for the 16x16 presets, the hundred hard boards of
//! `hard16.txt`, behind their count for `spoj-sudoku`), writing nothing
//! on stderr (where a puzzle has
//! several solutions and the judge takes any, `sudoku check` must accept
//! the output); and the LeetCode classes, in a small harness that reads
//! board literals, on their examples and 1,000 generated boards (half of
//! them broken for LeetCode 36).

use std::path::{Path, PathBuf};

use crate::bundle::{LEETCODE, PRESETS, held_inputs, on_every_core};
use crate::common;
use crate::submission::{
    Runner, check_against_binary, check_leetcode, check_samples, lang_bundle, listed, samples,
    scratch, set_inputs,
};

#[test]
fn every_name_gives_a_java_8_file_of_its_kind() {
    for name in listed() {
        let source = lang_bundle("java", "//", &name);
        // The submitting page's table of sizes, third column.
        crate::bundle::check_stated_size(&name, 3, &source);
        if name.starts_with("leetcode") {
            assert!(source.contains("\nclass Solution {\n"), "{name}");
            assert!(!source.contains("public class Main"), "{name}");
        } else {
            assert!(source.contains("\npublic class Main {\n"), "{name}");
            assert!(
                source.contains("public static void main(String[] args)"),
                "{name}"
            );
        }
        // The pieces go in any order; a fast reader, not Scanner; nothing
        // Java 8 cannot compile.
        for absent in [
            "\nimport ",
            "Scanner(",
            "BufferedReader(",
            " var ",
            "record ",
            "\"\"\"",
        ] {
            assert!(!source.contains(absent), "{name}: {absent:?}");
        }
    }
}

/// `java` and `javac`, failing with how to install them where missing.
fn jdk() -> (PathBuf, PathBuf) {
    common::require_tool(
        "javac",
        &["javac", "-version"],
        "apt-get install default-jdk-headless",
    );
    common::require_tool(
        "java",
        &["java", "-version"],
        "apt-get install default-jdk-headless",
    );
    (PathBuf::from("java"), PathBuf::from("javac"))
}

/// Builds `source` as `class_file` (`Main.java`) in a folder of its own
/// under the scratch space, by `javac --release 8 -Xlint:all -Werror`;
/// returns the folder.
fn build(source: &str, folder: &str) -> PathBuf {
    let (_, javac) = jdk();
    let dir = scratch(&["java", folder]);
    let file = dir.join("Main.java");
    std::fs::write(&file, source).expect("writing the Java file");
    let file_name = file.to_string_lossy().into_owned();
    let dir_name = dir.to_string_lossy().into_owned();
    let (out, err, code) = common::run_program(
        &javac,
        &[
            "--release",
            "8",
            "-Xlint:all",
            "-Werror",
            "-encoding",
            "UTF-8",
            "-d",
            &dir_name,
            &file_name,
        ],
        b"",
    );
    assert_eq!(
        (code, String::from_utf8_lossy(&err).as_ref()),
        (0, ""),
        "javac on {folder}: {}",
        String::from_utf8_lossy(&out)
    );
    dir
}

/// The built class `Main` in `dir`, run by `java`.
fn runner(dir: &Path, label: &str) -> Runner {
    let (java, _) = jdk();
    Runner {
        program: java,
        args: vec![
            "-cp".to_string(),
            dir.to_string_lossy().into_owned(),
            "Main".to_string(),
        ],
        limit: common::HANG,
        label: format!("{label} (java, {})", dir.display()),
    }
}

/// Preset `name`: built, on its samples, and against the binary on every
/// test input, the mutants and its sets.
fn check_preset(name: &str) {
    let dir = build(&lang_bundle("java", "//", name), name);
    let runner = runner(&dir, name);
    check_samples(&runner, samples(name));
    let mut inputs = held_inputs(name, samples(name), &[]);
    inputs.extend(set_inputs(name));
    check_against_binary(&runner, name, &inputs);
}

/// LeetCode's side of a class, here: the class's file, then a `Main`
/// that reads board literals (`[["5","3",...],...]`, any layout: the
/// quoted characters in order, 81 to a board) from stdin and prints, for
/// each, what `sudoku` prints for it: the solved literal on one line, or
/// `true` / `false`.
fn leetcode_harness(class: &str, name: &str) -> String {
    let answer = if name == "leetcode37" {
        "new Solution().solveSudoku(board);\n\
         \x20               out.append('[');\n\
         \x20               for (int row = 0; row < 9; ++row) {\n\
         \x20                   out.append(row == 0 ? \"[\" : \",[\");\n\
         \x20                   for (int column = 0; column < 9; ++column) {\n\
         \x20                       out.append(column == 0 ? \"\\\"\" : \",\\\"\").append(board[row][column]).append('\"');\n\
         \x20                   }\n\
         \x20                   out.append(']');\n\
         \x20               }\n\
         \x20               out.append(\"]\\n\");\n"
    } else {
        "out.append(new Solution().isValidSudoku(board) ? \"true\\n\" : \"false\\n\");\n"
    };
    format!(
        "{class}\n\
         public class Main {{\n\
         \x20   public static void main(String[] args) throws java.io.IOException {{\n\
         \x20       java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();\n\
         \x20       byte[] buffer = new byte[1 << 16];\n\
         \x20       for (int got; (got = System.in.read(buffer)) > 0;) all.write(buffer, 0, got);\n\
         \x20       String[] parts = new String(all.toByteArray(), \"UTF-8\").split(\"\\\"\", -1);\n\
         \x20       StringBuilder out = new StringBuilder();\n\
         \x20       int quoted = (parts.length - 1) / 2;\n\
         \x20       for (int start = 0; start + 81 <= quoted; start += 81) {{\n\
         \x20           char[][] board = new char[9][9];\n\
         \x20           for (int cell = 0; cell < 81; ++cell) {{\n\
         \x20               board[cell / 9][cell % 9] = parts[2 * (start + cell) + 1].charAt(0);\n\
         \x20           }}\n\
         \x20           {{\n\
         \x20               {answer}\
         \x20           }}\n\
         \x20       }}\n\
         \x20       System.out.print(out);\n\
         \x20       System.out.flush();\n\
         \x20   }}\n\
         }}\n"
    )
}

#[test]
#[ignore = "slow (minutes), needs a JDK (apt-get install default-jdk-headless): every Java file built by javac --release 8 and run by java, against the binary, and the LeetCode classes; .ci/run runs it (cargo test --release -- --ignored)"]
fn every_java_file_under_javac_release_8() {
    let names: Vec<&str> = PRESETS.iter().map(|preset| preset.0).collect();
    on_every_core(&names, |name| check_preset(name));
    // The count limit's boundary, on a copy whose limit is 1,000.
    let (source, input, expected) = crate::submission::lowered_limit(
        &lang_bundle("java", "//", "spoj-sudogob"),
        "final int limit = 1000000;",
    );
    let dir = build(&source, "spoj-sudogob-lowered");
    let run = runner(&dir, "spoj-sudogob, its limit lowered").run(&input);
    crate::submission::check_lowered(run, expected);
    for (name, examples) in LEETCODE {
        let class = lang_bundle("java", "//", name);
        let dir = build(&leetcode_harness(&class, name), &format!("{name}-harness"));
        check_leetcode(&runner(&dir, name), name, examples);
    }
}
