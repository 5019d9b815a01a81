//! `bundle`: prints one self-contained Rust (or C++, Java, Python) source
//! file for a judge submission (what `scripts/bundle` runs). Reads the command
//! line, writes the file or one line of error; the cutting is the
//! library's.

use std::io::Write;
use std::path::Path;
use std::process::{Command, ExitCode};

use sudoku_bundle::java::JAVA;
use sudoku_bundle::lang::Language;
use sudoku_bundle::python::PYTHON;
use sudoku_bundle::{Recipe, targets};
use sudoku_cpp as cpp;

const HELP: &str = "\
Print one self-contained Rust source file for a judge submission.

    scripts/bundle JUDGE        a program for preset JUDGE (`sudoku --judge
                                list` names them): reads the judge's input on
                                stdin, writes what `sudoku --judge JUDGE` writes
    scripts/bundle leetcode37   an `impl Solution` block with `solve_sudoku`
    scripts/bundle leetcode36   an `impl Solution` block with `is_valid_sudoku`
    scripts/bundle --list       the names this script takes, one a line
    scripts/bundle --help       this text

    --lang cpp                  before the name: one C++ file instead, for
                                judges that take no Rust (POJ, HDU, UVa):
                                C++98 that builds without a warning under
                                g++ and clang++ from -std=c++98 on; for
                                leetcode37 and leetcode36 a `class Solution`
                                with `solveSudoku` or `isValidSudoku`
    --lang java                 one Java 8 file: `public class Main` for the
                                judges (POJ, HDU, UVa, Kattis, AtCoder,
                                Luogu), which builds without a warning under
                                `javac --release 8 -Xlint:all`; for
                                leetcode37 and leetcode36 a `class Solution`
                                (luogu1074: not yet)
    --lang python               one Python 3 file that runs on CPython 3.8
                                and later and on PyPy 3, in Python 3.5's
                                syntax; for leetcode37 and leetcode36 a
                                `class Solution` (luogu1074 and
                                spoj-sudogob: not yet)
    --lang rust                 the Rust file (the default)

The file is cut from the project's own modules (bundle/, a Rust program,
does it): the module tree is followed from src/lib.rs, each module becomes
`mod name { ... }` with its tests, comments and indentation left out,
lines filled to about 100 characters, `crate::` paths made `super::`, and
the items behind a Cargo feature kept or dropped as the preset needs (the
features are in Cargo.toml; without `memchr` and `itoa` the modules fall
back to std). A `cfg` on the target stays for rustc to decide: the x86_64
paths (SSE2, the `popcnt` copy of the search) and their portable stand-ins
for other targets. Then rustc (which must be on PATH) is asked, round after
round, which functions, methods, constants, structs, enums, traits and
imports the file never uses, and they go, with the impl blocks and modules
they leave empty. The file compiles with plain `rustc --edition 2018 -O`
from Rust 1.56 on and uses std alone; the script fails rather than print
more than 64 KiB, the most judges such as Codeforces allow
(tests/suite/bundle.rs holds every file to 50,000 bytes).

The C++ file is put together from the hand-written pieces in submit/cpp/
(the input scanner, the 9x9 search or the boards' search, for luogu1074
the branch and bound over the digits' templates, the program): the conditions on
the preset's format, mode and layout are decided and the branches not
taken left out, every #include goes once at the top. The Java and Python
files are put together the same way from submit/java/ and submit/python/.";

/// How a run ends badly.
enum Failure {
    /// A command line it does not take: the help on stderr, exit 2.
    Usage,
    /// One line on stderr, exit 1.
    Message(String),
}

/// The commit the file is cut from, as `git describe` names it.
fn version(root: &Path) -> String {
    Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["describe", "--always", "--dirty"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown commit".to_string())
}

/// The languages a file can be written in.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lang {
    Rust,
    Cpp,
    Java,
    Python,
}

/// What the command line asks for, as text for stdout.
fn run(args: &[String]) -> Result<String, Failure> {
    let (lang, args) = match args {
        [flag, lang, rest @ ..] if flag == "--lang" => match lang.as_str() {
            "rust" => (Lang::Rust, rest),
            "cpp" | "c++" => (Lang::Cpp, rest),
            "java" => (Lang::Java, rest),
            "python" => (Lang::Python, rest),
            _ => {
                return Err(Failure::Message(format!(
                    "unknown language '{lang}' (rust, cpp, java or python)"
                )));
            }
        },
        _ => (Lang::Rust, args),
    };
    match args {
        [flag] if flag == "-h" || flag == "--help" => Ok(format!("{HELP}\n")),
        [flag] if flag == "--list" => Ok(targets::all()
            .iter()
            .map(|target| format!("{}\n", target.name))
            .collect()),
        [name] if !name.starts_with('-') => {
            let Some(target) = targets::find(name) else {
                return Err(Failure::Message(format!(
                    "unknown judge '{name}' (scripts/bundle --list names them)"
                )));
            };
            let root = Path::new(env!("CARGO_MANIFEST_DIR"))
                .parent()
                .unwrap_or(Path::new(".."));
            let text = match lang {
                Lang::Rust => rust(root, &target)?,
                Lang::Cpp => cpp_file(root, &target)?,
                Lang::Java => lang_file(root, &target, &JAVA)?,
                Lang::Python => lang_file(root, &target, &PYTHON)?,
            };
            sudoku_bundle::within_limit(name, &text).map_err(Failure::Message)?;
            Ok(text)
        }
        _ => Err(Failure::Usage),
    }
}

/// The Rust file for `target`, cut from the library in `root`.
fn rust(root: &Path, target: &targets::Target) -> Result<String, Failure> {
    let header = format!(
        "// Sudoku solver, one file for {}: {}.\n\
         // Built by scripts/bundle from the sudoku project at {}.\n",
        target.name,
        target.what,
        version(root)
    );
    let recipe = Recipe {
        // None of the core's features: what a preset's program never
        // reaches goes by the dead-code rounds.
        features: &[],
        glue: &target.glue,
        harness: &target.harness,
        header: &header,
        root: target.root,
    };
    sudoku_bundle::bundle(&root.join("core").join("src").join("lib.rs"), &recipe)
        .map_err(Failure::Message)
}

/// The C++ file for `target`, from the pieces of submit/cpp/.
fn cpp_file(root: &Path, target: &targets::Target) -> Result<String, Failure> {
    let (recipe, what) = match target.judge {
        Some(judge) => (
            cpp::program(judge).map_err(Failure::Message)?,
            target.what.clone(),
        ),
        None => (
            cpp::leetcode(&target.name),
            "a class for LeetCode's C++ editor".to_string(),
        ),
    };
    let header = format!(
        "// Sudoku solver, one file for {}: {}.\n\
         // Built by scripts/bundle --lang cpp from the sudoku project at {}.\n",
        target.name,
        what,
        version(root)
    );
    cpp::bundle(&recipe, &header).map_err(Failure::Message)
}

/// The file of `lang` for `target`, from the pieces in `root`'s
/// submit/LANG/.
fn lang_file(root: &Path, target: &targets::Target, lang: &Language) -> Result<String, Failure> {
    let (recipe, what) = match target.judge {
        Some(judge) => (
            lang.program(judge).map_err(Failure::Message)?,
            target.what.clone(),
        ),
        None => (
            lang.leetcode(&target.name),
            format!("a class for LeetCode's {} editor", lang.editor),
        ),
    };
    let header = format!(
        "{comment} Sudoku solver, one file for {}: {}.\n\
         {comment} Built by scripts/bundle --lang {} from the sudoku project at {}.\n",
        target.name,
        what,
        lang.flag,
        version(root),
        comment = lang.comment,
    );
    let dir = root.join("submit").join(lang.flag);
    lang.bundle(&dir, &recipe, &header)
        .map_err(Failure::Message)
}

fn main() -> ExitCode {
    // A name that is not UTF-8 is no target's; shown as well as it can be.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    match run(&args) {
        Ok(text) => match std::io::stdout().lock().write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(error) => {
                let _ = writeln!(std::io::stderr(), "bundle: cannot write the file: {error}");
                ExitCode::FAILURE
            }
        },
        Err(Failure::Usage) => {
            let _ = writeln!(std::io::stderr(), "{HELP}");
            ExitCode::from(2)
        }
        Err(Failure::Message(message)) => {
            let _ = writeln!(std::io::stderr(), "bundle: {message}");
            ExitCode::FAILURE
        }
    }
}
