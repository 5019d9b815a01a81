//! Python submissions (`scripts/bundle --lang python`): the pieces in
//! `submit/python/` put together for one target, as the sudoku-cpp crate puts
//! the C++ ones together, with the same configuration names and texts
//! decided by the same rules (a piece tests them with `#if`, `#elif`,
//! `#else` and `#endif` lines, which Python reads as comments); here
//! every condition must be the configuration's, as no compiler is left to
//! decide one. The Python itself is written by hand, not translated: it
//! runs unchanged on CPython 3.8 and later and on PyPy 3, in the syntax
//! of Python 3.5.

use std::path::Path;

use sudoku_core::answer::Mode;
use sudoku_core::judge::Judge;

use sudoku_cpp::{self as cpp, Recipe, board_format};

/// The pieces of a preset's program for 9x9 grids, in file order.
const GRID_PIECES: &[&str] = &["io.py", "solver9.py", "main.py"];
/// The pieces of a preset that asks for the highest-scoring solution: the
/// 9x9 search (which settles solvability first), and the branch and bound
/// over the digits' templates.
const TARGET_PIECES: &[&str] = &["io.py", "solver9.py", "best9.py", "main.py"];
/// The pieces of a preset that counts the solutions of 9x9 grids: the 9x9
/// search, and the plain search that counts near the leaves.
const EXACT_PIECES: &[&str] = &["io.py", "solver9.py", "count9.py", "main.py"];
/// The pieces of a preset that only checks filled grids: no search.
const VERIFY_PIECES: &[&str] = &["io.py", "main.py"];
/// The pieces of a preset's program for boards of other sizes.
const BOARD_PIECES: &[&str] = &["io.py", "boards.py", "main.py"];
/// The pieces of a preset of 16x16 boards of letters, which only solves
/// them: the 16x16 search alone.
const SIXTEEN_PIECES: &[&str] = &["io.py", "sixteen.py", "main.py"];

/// The recipe of preset `judge`'s program, or why there is none: the C++
/// program's configuration and texts, with the Python pieces.
pub fn program(judge: &Judge) -> Result<Recipe, String> {
    let refused = || format!("no Python program answers {} yet", judge.name);
    let mut recipe = cpp::program(judge).map_err(|_| refused())?;
    recipe.pieces = match judge.mode {
        _ if judge.format.has_letters() => SIXTEEN_PIECES,
        _ if board_format(judge.format) => BOARD_PIECES,
        Mode::Target => TARGET_PIECES,
        Mode::Exact => EXACT_PIECES,
        Mode::Verify => VERIFY_PIECES,
        _ => GRID_PIECES,
    }
    .to_vec();
    Ok(recipe)
}

/// The recipe of a LeetCode class: `leetcode37` (the 9x9 search and a
/// `solveSudoku`) or `leetcode36` (an `isValidSudoku`).
pub fn leetcode(name: &str) -> Recipe {
    Recipe {
        pieces: if name == "leetcode37" {
            vec!["solver9.py", "leetcode37.py"]
        } else {
            vec!["leetcode36.py"]
        },
        config: Vec::new(),
        texts: Vec::new(),
    }
}

/// The one-file Python source of `recipe`, from the pieces in `dir`,
/// after `header` (comment lines, each ending in a newline). Refuses a
/// condition left undecided: it would be a comment, and both its
/// branches would run.
pub fn bundle(dir: &Path, recipe: &Recipe, header: &str) -> Result<String, String> {
    let text = cpp::bundle_from(dir, recipe, header)?;
    if let Some(line) = text.lines().find(|line| is_directive(line)) {
        return Err(format!("a condition left undecided: {line}"));
    }
    Ok(text)
}

/// Whether `line` is a preprocessor line (`#if`, `#elif`, `#else`,
/// `#endif`, `#ifdef`, `#ifndef`), as [`cpp::bundle`] reads one.
pub(crate) fn is_directive(line: &str) -> bool {
    let Some(rest) = line.trim_start().strip_prefix('#') else {
        return false;
    };
    let word = rest.split_whitespace().next().unwrap_or("");
    matches!(word, "if" | "elif" | "else" | "endif" | "ifdef" | "ifndef")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives_are_told_from_comments() {
        assert!(is_directive("#if LINES"));
        assert!(is_directive("  #endif"));
        assert!(is_directive("# else"));
        assert!(!is_directive("# Places naked singles."));
        assert!(!is_directive("x = 1  # if any"));
        assert!(!is_directive("#iffy"));
    }
}
