//! Finds the tools some tests need but Rust does not bring, so that a test
//! which cannot run shows as ignored, with its reason, instead of passing
//! without running: `gnu_parallel` when GNU parallel is on the PATH,
//! `pyspark` when `python3` imports PySpark and `java` runs, `rust_1_56`
//! when rustup has Rust 1.56. (Run `cargo clean -p sudoku` after
//! installing one, or change the PATH.) The library and the binary do not
//! use what it finds.

use std::process::{Command, Stdio};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=PATH");
    println!("cargo:rustc-check-cfg=cfg(gnu_parallel)");
    println!("cargo:rustc-check-cfg=cfg(pyspark)");
    println!("cargo:rustc-check-cfg=cfg(rust_1_56)");
    if runs("parallel", &["--version"]) {
        println!("cargo:rustc-cfg=gnu_parallel");
    }
    if runs("python3", &["-c", "import pyspark"]) && runs("java", &["-version"]) {
        println!("cargo:rustc-cfg=pyspark");
    }
    if runs("rustc", &["+1.56.0", "--version"]) {
        println!("cargo:rustc-cfg=rust_1_56");
    }
}

/// Whether `program` runs with `args` and succeeds.
fn runs(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}
