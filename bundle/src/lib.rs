//! Cuts one self-contained Rust source file for a judge submission from
//! the sudoku library's own modules (`scripts/bundle` runs it): the module
//! tree read from `src/lib.rs` ([`tree`]), every cfg decided for the
//! bundle's features ([`cfg`](mod@cfg)), bytes that mean nothing in one file taken
//! out (`squeeze`), dead code removed round after round with rustc's help
//! (`trim`), the locals of every function given short names (`rename`),
//! and the rest printed compactly (`print`). What a target adds
//! to the modules is in [`glue`], the list of targets in [`targets`]; the
//! command line is `main.rs`'s. The C++, Java and Python submissions are
//! put together from hand-written pieces: the C++ by the `sudoku-cpp`
//! crate (cpp/), the Java and Python by [`java`] and [`python`] with its
//! rules.

pub mod cfg;
pub mod glue;
pub mod java;
pub mod lang;
mod print;
pub mod python;
mod rename;
mod squeeze;
pub mod targets;
pub mod tree;
mod trim;

use std::path::Path;

/// The most a bundle may come to: judges such as Codeforces allow 64 KiB.
pub const LIMIT: usize = 64 * 1024;

/// What to bundle from a crate.
pub struct Recipe<'a> {
    /// The Cargo features that are on; every other is off.
    pub features: &'a [&'a str],
    /// Rust items added at the root, beside the top-level modules.
    pub glue: &'a str,
    /// Added after the file for rustc's dead-code check only.
    pub harness: &'a str,
    /// Comment lines at the top, each ending in a newline.
    pub header: &'a str,
    /// Whether the file is a crate root of its own (a program): then
    /// `crate::` keeps working at any depth, where `super::super::` is
    /// longer. Else (a block pasted into someone else's file) every path
    /// climbs with `super`, so the modules work wherever they land.
    pub root: bool,
}

/// Refuses a bundle over [`LIMIT`]: a judge would refuse it later, and
/// less clearly.
pub fn within_limit(name: &str, text: &str) -> Result<(), String> {
    if text.len() > LIMIT {
        return Err(format!(
            "{name} comes to {} bytes, over the {LIMIT}-byte limit",
            text.len()
        ));
    }
    Ok(())
}

/// The one-file bundle of the crate whose root is `lib`, cut for `recipe`.
pub fn bundle(lib: &Path, recipe: &Recipe) -> Result<String, String> {
    let mut items = tree::load(lib, recipe.features)?;
    let glue = syn::parse_file(recipe.glue)
        .map_err(|error| format!("the glue does not parse: {error}"))?;
    items.extend(glue.items);
    squeeze::squeeze(&mut items);
    trim::trim(&mut items, recipe)?;
    rename::rename(&mut items);
    Ok(print::print(&items, recipe.header, true, recipe.root).text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_over_64_kib_is_refused() {
        assert!(within_limit("poj2676", &"x".repeat(LIMIT)).is_ok());
        let error = within_limit("poj2676", &"x".repeat(LIMIT + 1)).unwrap_err();
        assert_eq!(
            error,
            "poj2676 comes to 65537 bytes, over the 65536-byte limit"
        );
    }
}
