//! Python submissions (`scripts/bundle --lang python`): the pieces in
//! `submit/python/` for each kind of program, put together by `lang` (a
//! piece tests the configuration with `#if` lines, which Python reads as
//! comments). The Python itself is written by hand, not translated: it
//! runs unchanged on CPython 3.8 and later and on PyPy 3, in the syntax
//! of Python 3.5.

use crate::lang::Language;

/// Python's names and pieces.
pub const PYTHON: Language = Language {
    flag: "python",
    name: "Python",
    comment: "#",
    editor: "Python 3",
    grid: &["io.py", "solver9.py", "main.py"],
    target: &["io.py", "solver9.py", "best9.py", "main.py"],
    // The 9x9 search, and the plain search that counts near the leaves.
    exact: &["io.py", "solver9.py", "count9.py", "main.py"],
    verify: &["io.py", "main.py"],
    boards: &["io.py", "boards.py", "main.py"],
    sixteen: &["io.py", "sixteen.py", "main.py"],
    leetcode37: &["solver9.py", "leetcode37.py"],
    leetcode36: &["leetcode36.py"],
};
