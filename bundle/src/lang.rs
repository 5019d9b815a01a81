//! What the Java and Python submissions share: each language's table of
//! pieces (the files of `submit/LANG/` that each kind of program is put
//! together from, in file order), and the putting together, as the
//! sudoku-cpp crate puts the C++ pieces together, with the C++ program's
//! configuration names and texts decided by the same rules (`#if`,
//! `#elif`, `#else` and `#endif` lines in a piece). Here every condition
//! must be the configuration's, as neither javac nor Python has a
//! preprocessor to decide one. `java.rs` and `python.rs` hold the tables.

use std::path::Path;

use sudoku_core::answer::Mode;
use sudoku_core::judge::Judge;

use sudoku_cpp::{self as cpp, Recipe, board_format};

/// A language's names, and its pieces for each kind of program.
pub struct Language {
    /// As `--lang` takes it and `submit/` names its folder: `java`.
    pub flag: &'static str,
    /// As messages name it: `Java`.
    pub name: &'static str,
    /// How a line comment starts: `//`.
    pub comment: &'static str,
    /// The editor of LeetCode's that takes the classes: `Java`.
    pub editor: &'static str,
    /// A preset's program for 9x9 grids.
    pub grid: &'static [&'static str],
    /// The highest-scoring solution: the 9x9 search (which settles
    /// solvability first) and the branch and bound over the digits'
    /// templates.
    pub target: &'static [&'static str],
    /// The count of a 9x9 grid's solutions.
    pub exact: &'static [&'static str],
    /// Checking filled grids only: no search.
    pub verify: &'static [&'static str],
    /// Boards of other sizes.
    pub boards: &'static [&'static str],
    /// 16x16 boards of letters, which are only solved: the 16x16 search.
    pub sixteen: &'static [&'static str],
    /// LeetCode 37's class (the 9x9 search and a `solveSudoku`).
    pub leetcode37: &'static [&'static str],
    /// LeetCode 36's class (an `isValidSudoku`).
    pub leetcode36: &'static [&'static str],
}

impl Language {
    /// The recipe of preset `judge`'s program, or why there is none: the
    /// C++ program's configuration and texts, with this language's pieces.
    pub fn program(&self, judge: &Judge) -> Result<Recipe, String> {
        let refused = || format!("no {} program answers {} yet", self.name, judge.name);
        let mut recipe = cpp::program(judge).map_err(|_| refused())?;
        recipe.pieces = match judge.mode {
            _ if judge.format.has_letters() => self.sixteen,
            _ if board_format(judge.format) => self.boards,
            Mode::Target => self.target,
            Mode::Exact => self.exact,
            Mode::Verify => self.verify,
            _ => self.grid,
        }
        .to_vec();
        Ok(recipe)
    }

    /// The recipe of a LeetCode class: `leetcode37` or `leetcode36`.
    pub fn leetcode(&self, name: &str) -> Recipe {
        Recipe {
            pieces: if name == "leetcode37" {
                self.leetcode37.to_vec()
            } else {
                self.leetcode36.to_vec()
            },
            config: Vec::new(),
            texts: Vec::new(),
        }
    }

    /// The one-file source of `recipe`, from the pieces in `dir`, after
    /// `header` (comment lines, each ending in a newline). Refuses a
    /// condition left undecided, which javac would refuse less clearly
    /// and Python would read as a comment, running both its branches.
    pub fn bundle(&self, dir: &Path, recipe: &Recipe, header: &str) -> Result<String, String> {
        let text = cpp::bundle_from(dir, recipe, header)?;
        if let Some(line) = text.lines().find(|line| is_directive(line)) {
            return Err(format!("a condition left undecided: {line}"));
        }
        Ok(text)
    }
}

/// Whether `line` is a preprocessor line (`#if`, `#elif`, `#else`,
/// `#endif`, `#ifdef`, `#ifndef`), as [`cpp::bundle`] reads one.
fn is_directive(line: &str) -> bool {
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
