//! `sudoku export kattis`: a preset as a Kattis problem package. By
//! default, the files it writes and what it refuses; ignored unless asked
//! for, problemtools' own `verifyproblem` (Kattis/problemtools, from PyPI;
//! it needs pandoc and LaTeX for the statement) on the packages of
//! `poj2676`, `kattis-sudokunique` and `uva989`, which must pass with no
//! errors: it builds the validators and the submissions, runs the input
//! validator on every input, the output validator on every answer, the
//! accepted solution on every test (accepted) and the wrong one (wrong
//! answer on some).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common;

/// A fresh folder of this test's own, not made yet.
fn fresh(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("kattis")
        .join(name);
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

fn export(name: &str, folder: &Path) -> (String, String, i32) {
    let folder = folder.to_string_lossy().into_owned();
    common::run_text(&["export", "kattis", "--judge", name, &folder], b"")
}

#[test]
fn a_package_holds_what_the_format_asks_for() {
    let folder = fresh("package").join("uva989");
    assert_eq!(export("uva989", &folder), (String::new(), String::new(), 0));
    for file in [
        "problem.yaml",
        "statement/problem.en.md",
        "data/sample/1.in",
        "data/sample/1.ans",
        "data/secret/01-easy.in",
        "data/secret/02-hard.in",
        "data/secret/03-mixed.ans",
        "input_validators/validate.cpp",
        "output_validator/validate.cpp",
        "submissions/accepted/uva989.cpp",
        "submissions/wrong_answer/echo.cpp",
    ] {
        assert!(folder.join(file).is_file(), "{file}");
    }
    let yaml = std::fs::read_to_string(folder.join("problem.yaml")).unwrap();
    assert!(yaml.starts_with("problem_format_version: 2023-07-draft\nname: \"UVa 989 Su Doku\"\n"));
    // The mixed tests of a problem that answers `NO SOLUTION` hold some.
    let answers = std::fs::read_to_string(folder.join("data/secret/03-mixed.ans")).unwrap()
        + &std::fs::read_to_string(folder.join("data/secret/04-mixed.ans")).unwrap();
    assert!(answers.contains("NO SOLUTION"), "{answers}");
    // Each answer is ours, which sudoku check accepts.
    let input = folder
        .join("data/secret/01-easy.in")
        .to_string_lossy()
        .into_owned();
    let answer = folder
        .join("data/secret/01-easy.ans")
        .to_string_lossy()
        .into_owned();
    assert_eq!(
        common::run_text(&["check", "--judge", "uva989", &input, &answer], b"").2,
        0
    );
    // The same package every time; a folder that holds one is refused.
    let (_, err, code) = export("uva989", &folder);
    assert_eq!(code, 2);
    assert!(
        err.contains("holds a problem package already: name a new folder"),
        "{err}"
    );
    let again = fresh("again").join("uva989");
    assert_eq!(export("uva989", &again).2, 0);
    for file in [
        "problem.yaml",
        "data/secret/03-mixed.in",
        "data/secret/03-mixed.ans",
    ] {
        assert_eq!(
            std::fs::read(folder.join(file)).unwrap(),
            std::fs::read(again.join(file)).unwrap(),
            "{file}"
        );
    }
    let (_, err, code) = export("leetcode37", &fresh("leetcode37"));
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: no problem package judges leetcode37 yet (try --help)\n",
            2
        )
    );
    let (_, err, code) = export("poj2676", &fresh("bad").join("poj-2676"));
    assert_eq!(code, 2);
    assert!(err.ends_with("poj-2676: a problem package's folder name is its short name, lowercase letters and digits only (for example sudoku)\n"), "{err}");
    let (_, err, code) = export("leetcode37", &fresh("leetcode37"));
    assert_eq!(
        (err.as_str(), code),
        (
            "sudoku: no problem package judges leetcode37 yet (try --help)\n",
            2
        )
    );
}

#[test]
#[ignore = "needs problemtools (pip install problemtools), pandoc and LaTeX"]
fn verifyproblem_passes_the_exported_packages() {
    common::require_tool(
        "problemtools",
        &["verifyproblem", "--help"],
        "python3 -m pip install problemtools (and apt-get install pandoc texlive-latex-extra \
         texlive-luatex lmodern)",
    );
    for name in ["poj2676", "kattis-sudokunique", "uva989"] {
        // The folder's name is the problem's short name: [a-z0-9]+.
        let folder = fresh(&name.replace('-', "")).join(name.replace('-', ""));
        assert_eq!(export(name, &folder).2, 0, "{name}");
        let run = Command::new("verifyproblem").arg(&folder).output().unwrap();
        let said = String::from_utf8_lossy(&run.stdout).into_owned()
            + &String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success(), "{name}: {said}");
        assert!(said.contains("tested: 0 errors"), "{name}: {said}");
    }
}
