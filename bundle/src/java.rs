//! Java submissions (`scripts/bundle --lang java`): the pieces in
//! `submit/java/` for each kind of program, put together by `lang`. The
//! Java itself is written by hand, not translated: Java 8 (no `var`,
//! records or text blocks), one `public class Main` with its helpers as
//! classes beside it, and no `import`, so that the pieces may go in any
//! order.

use crate::lang::Language;

/// Java's names and pieces.
pub const JAVA: Language = Language {
    flag: "java",
    name: "Java",
    comment: "//",
    editor: "Java",
    grid: &["Main.java", "Io.java", "Solver9.java"],
    target: &["Main.java", "Io.java", "Solver9.java", "Best9.java"],
    // The 9x9 search counts as it solves.
    exact: &["Main.java", "Io.java", "Solver9.java"],
    verify: &["Main.java", "Io.java"],
    boards: &["Main.java", "Io.java", "Boards.java"],
    sixteen: &["Main.java", "Io.java", "Sixteen.java"],
    leetcode37: &["LeetCode37.java", "Solver9.java"],
    leetcode36: &["LeetCode36.java"],
};
