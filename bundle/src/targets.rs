//! The names `scripts/bundle` takes and what each bundles: the library's
//! presets (`sudoku_core::judge::all()`, in `sudoku --judge list` order), then
//! the two LeetCode blocks. The code each adds is in `glue`.

use sudoku_core::judge::Judge;

use crate::glue;

/// One name the bundler takes.
pub struct Target {
    pub name: String,
    /// What the file is, for its first line.
    pub what: String,
    /// Rust items added at the file's root.
    pub glue: String,
    /// Added after the file for the dead-code check only.
    pub harness: String,
    /// Whether the file is a program (its own crate root), not a block
    /// pasted into LeetCode's.
    pub root: bool,
    /// The preset the file answers as; `None` for a LeetCode block.
    pub judge: Option<&'static Judge>,
}

/// The LeetCode blocks: name, glue, and the method LeetCode calls.
const BLOCKS: [(&str, &str, &str); 2] = [
    ("leetcode36", glue::LEETCODE36, "is_valid_sudoku"),
    ("leetcode37", glue::LEETCODE37, "solve_sudoku"),
];

/// Every target, in the order `--list` prints them.
pub fn all() -> Vec<Target> {
    // A preset of a block's name (the LeetCode presets, where the library
    // has them) is answered by the block: LeetCode takes no program.
    let mut targets: Vec<Target> = sudoku_core::judge::all()
        .filter(|judge| BLOCKS.iter().all(|block| block.0 != judge.name))
        .map(|judge| Target {
            name: judge.name.to_string(),
            what: format!("reads stdin and answers as `sudoku --judge {}`", judge.name),
            glue: glue::program(judge),
            harness: String::new(),
            root: true,
            judge: Some(judge),
        })
        .collect();
    for (name, block, method) in BLOCKS {
        targets.push(Target {
            name: name.to_string(),
            what: "an impl block for LeetCode, which supplies the struct".to_string(),
            glue: block.to_string(),
            harness: glue::leetcode_harness(method),
            root: false,
            judge: None,
        });
    }
    targets
}

/// The target named `name`, in any case (`POJ2676` is `poj2676`).
pub fn find(name: &str) -> Option<Target> {
    all()
        .into_iter()
        .find(|target| target.name.eq_ignore_ascii_case(name))
}
