//! The bundler on a small crate (tests/fixture/) whose modules live in
//! folders (`a/mod.rs`, `a/b.rs`, an inline module's `a/c/d.rs`), with
//! `crate::` paths two and three levels down (one inside a macro call)
//! and a cfg on a field, a
//! variant, a match arm, statements, a pattern's field, struct-literal,
//! array and call elements, `cfg_attr`, and `target_arch`: the bundle is
//! compiled and run, so the folder handling is proved on something small
//! before the real tree depends on it.

use std::path::Path;
use std::process::Command;

use sudoku_bundle::{Recipe, bundle};

const MAIN: &str = r#"
fn main() {
    let pair = a::b::pair();
    println!("{} {} {}", a::b::total(&pair), a::describe(&a::Shape::Square), a::c::d::D);
}
"#;

fn fixture() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture/src/lib.rs")
}

#[test]
fn a_crate_in_folders_bundles_compiles_and_runs() {
    let header = "// The fixture.\n";
    let recipe = Recipe {
        features: &["on"],
        glue: MAIN,
        harness: "",
        header,
        root: false,
    };
    let text = bundle(&fixture(), &recipe).unwrap_or_else(|error| panic!("{error}"));
    assert!(text.starts_with(header), "{text}");
    for wanted in [
        "#[allow(dead_code)]mod a{",
        "mod b{",
        "mod c{pub mod d{",
        "super::super::root_helper()",
        "assert_eq!(super::super::root_helper(),7)",
        "super::super::super::a::c::d::THREE",
        "fn portable_lanes",
        "#[cfg(target_arch=\"x86_64\")]",
        "#[inline]",
    ] {
        assert!(text.contains(wanted), "no {wanted} in:\n{text}");
    }
    for unwanted in [
        "crate::",
        "feature",
        "Star",
        "never_called",
        "never_bundled",
        "cold",
        "1000",
        "#![",
        "//!",
        "///",
    ] {
        assert!(!text.contains(unwanted), "{unwanted} left in:\n{text}");
    }
    // As x86_64 builds it, and as any other target would (the portable
    // stand-in and what only it uses kept).
    let other = text.replace("target_arch=\"x86_64\"", "any()");
    for (name, source) in [("fixture", &text), ("fixture-other", &other)] {
        // 1 + 7 (root_helper) + 64 (lanes), the variant kept on, and D.
        assert_eq!(run(name, source), "72 square 3\n", "{name}");
    }
}

#[test]
fn a_program_keeps_crate_paths_below_the_first_level() {
    let recipe = Recipe {
        features: &["on"],
        glue: MAIN,
        harness: "",
        header: "",
        root: true,
    };
    let text = bundle(&fixture(), &recipe).unwrap_or_else(|error| panic!("{error}"));
    assert!(text.contains("crate::root_helper()"), "{text}");
    assert!(!text.contains("super::super::"), "{text}");
    assert_eq!(run("fixture-root", &text), "72 square 3\n");
}

/// Builds `source` as `name` with rustc, failing on any warning, and runs
/// it; returns its output.
fn run(name: &str, source: &str) -> String {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture");
    std::fs::create_dir_all(&folder).unwrap();
    let (file, program) = (folder.join(format!("{name}.rs")), folder.join(name));
    std::fs::write(&file, source).unwrap();
    let built = Command::new("rustc")
        .args(["--edition", "2018", "-o"])
        .arg(&program)
        .arg(&file)
        .output()
        .expect("running rustc");
    assert!(
        built.status.success() && built.stderr.is_empty(),
        "{}\n{source}",
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(&program).output().expect("running the bundle");
    // 1 + 7 (root_helper) + 64 (lanes), the variant kept on, and D.
    String::from_utf8_lossy(&ran.stdout).into_owned()
}

#[test]
fn a_missing_module_file_is_named() {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("missing");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("lib.rs"), "mod nowhere;\n").unwrap();
    let recipe = Recipe {
        features: &[],
        glue: "fn main() {}",
        harness: "",
        header: "",
        root: false,
    };
    let error = bundle(&folder.join("lib.rs"), &recipe).unwrap_err();
    assert!(
        error.contains("module `nowhere`") && error.contains("nowhere.rs"),
        "{error}"
    );
}
