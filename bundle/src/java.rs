//! Java submissions (`scripts/bundle --lang java`): the pieces in
//! `submit/java/` put together for one target, as the sudoku-cpp crate puts the
//! C++ ones together, with the same configuration names and texts
//! decided by the same rules (`#if`, `#elif`, `#else` and `#endif` lines
//! in a piece); here every condition must be the configuration's, as
//! javac has no preprocessor. The Java itself is written by hand, not
//! translated: Java 8 (no `var`, records or text blocks), one
//! `public class Main` with its helpers as classes beside it, and no
//! `import`, so that the pieces may go in any order.

use std::path::Path;

use sudoku_core::answer::Mode;
use sudoku_core::judge::Judge;

use crate::python::is_directive;
use sudoku_cpp::{self as cpp, Recipe, board_format};

/// The pieces of a preset's program for 9x9 grids, in file order.
const GRID_PIECES: &[&str] = &["Main.java", "Io.java", "Solver9.java"];
/// The pieces of a preset that asks for the highest-scoring solution: the
/// 9x9 search (which settles solvability first), and the branch and bound
/// over the digits' templates.
const TARGET_PIECES: &[&str] = &["Main.java", "Io.java", "Solver9.java", "Best9.java"];
/// The pieces of a preset that only checks filled grids: no search.
const VERIFY_PIECES: &[&str] = &["Main.java", "Io.java"];
/// The pieces of a preset's program for boards of other sizes.
const BOARD_PIECES: &[&str] = &["Main.java", "Io.java", "Boards.java"];
/// The pieces of a preset of 16x16 boards of letters, which only solves
/// them: the 16x16 search alone.
const SIXTEEN_PIECES: &[&str] = &["Main.java", "Io.java", "Sixteen.java"];

/// The recipe of preset `judge`'s program, or why there is none: the C++
/// program's configuration and texts, with the Java pieces.
pub fn program(judge: &Judge) -> Result<Recipe, String> {
    let refused = || format!("no Java program answers {} yet", judge.name);
    let mut recipe = cpp::program(judge).map_err(|_| refused())?;
    recipe.pieces = match judge.mode {
        _ if judge.format.has_letters() => SIXTEEN_PIECES,
        _ if board_format(judge.format) => BOARD_PIECES,
        Mode::Target => TARGET_PIECES,
        Mode::Verify => VERIFY_PIECES,
        _ => GRID_PIECES,
    }
    .to_vec();
    Ok(recipe)
}

/// The recipe of a LeetCode class: `leetcode37` (a `solveSudoku` over the
/// 9x9 search) or `leetcode36` (an `isValidSudoku`).
pub fn leetcode(name: &str) -> Recipe {
    Recipe {
        pieces: if name == "leetcode37" {
            vec!["LeetCode37.java", "Solver9.java"]
        } else {
            vec!["LeetCode36.java"]
        },
        config: Vec::new(),
        texts: Vec::new(),
    }
}

/// The one-file Java source of `recipe`, from the pieces in `dir`, after
/// `header` (comment lines, each ending in a newline). Refuses a condition
/// left undecided, which javac would refuse less clearly.
pub fn bundle(dir: &Path, recipe: &Recipe, header: &str) -> Result<String, String> {
    let text = cpp::bundle_from(dir, recipe, header)?;
    if let Some(line) = text.lines().find(|line| is_directive(line)) {
        return Err(format!("a condition left undecided: {line}"));
    }
    Ok(text)
}
