//! The C++ programs: the hand-written pieces in `submit/cpp/` put
//! together for one target (a judge submission, which `scripts/bundle
//! --lang cpp` writes, or a preset's testlib checker, which `sudoku export
//! testlib` writes), with the preprocessor
//! conditions on the preset's configuration decided here and every other
//! condition (a compiler's builtins) left to the compiler. A preset's
//! format, mode and layout come from the library's table, as the Rust
//! programs' do; the C++ itself is written by hand, not translated.
//!
//! The formats (lines, POJ cases, spaced cells, sized boards, labelled
//! puzzles, boards of letters; counted or not), modes (solve, smallest,
//! unique, exact count, complete, classify, verify, highest score),
//! shapes (line, rows, spaced rows, letters, the corners' sum),
//! separators (a blank line between or after, a line of text between)
//! and headings (a case number, the puzzle's label) each have a
//! configuration name; a preset whose pairing has no branch in the
//! pieces is refused.
//!
//! The configuration names a piece may test with `#if`, `#elif`, `#else`
//! and `#endif` (joined by `||`, `&&`, `!` and parentheses) are those a
//! [`Recipe`]'s `config` holds; a condition naming anything else is the
//! compiler's, and one mixing both is refused.

use std::collections::HashMap;
use std::path::Path;

use sudoku_core::answer::Mode;
use sudoku_core::input::Format;
use sudoku_core::judge::Judge;
use sudoku_core::output::{Heading, Separator, Shape};

/// The pieces, by name: the text of each file of `submit/cpp/`.
const PIECES: &[(&str, &str)] = &[
    ("io.hpp", include_str!("../../submit/cpp/io.hpp")),
    ("bits.hpp", include_str!("../../submit/cpp/bits.hpp")),
    ("solver9.hpp", include_str!("../../submit/cpp/solver9.hpp")),
    ("best9.hpp", include_str!("../../submit/cpp/best9.hpp")),
    ("boards.hpp", include_str!("../../submit/cpp/boards.hpp")),
    ("main.cpp", include_str!("../../submit/cpp/main.cpp")),
    ("checker.hpp", include_str!("../../submit/cpp/checker.hpp")),
    (
        "validator.hpp",
        include_str!("../../submit/cpp/validator.hpp"),
    ),
    (
        "leetcode36.hpp",
        include_str!("../../submit/cpp/leetcode36.hpp"),
    ),
    (
        "leetcode37.hpp",
        include_str!("../../submit/cpp/leetcode37.hpp"),
    ),
];

/// The formats of boards other than 9x9: their C++ files carry the
/// boards' search instead of the 9x9 one.
pub fn board_format(format: Format) -> bool {
    matches!(
        format,
        Format::Letters | Format::CountedLetters | Format::Sized
    )
}

/// The pieces of a preset's program for 9x9 grids, in file order.
const GRID_PIECES: &[&str] = &["io.hpp", "bits.hpp", "solver9.hpp", "main.cpp"];
/// The pieces of a preset that asks for the highest-scoring solution: the
/// 9x9 search (which settles solvability first), and the branch and bound
/// over the digits' templates.
const TARGET_PIECES: &[&str] = &["io.hpp", "bits.hpp", "solver9.hpp", "best9.hpp", "main.cpp"];
/// The pieces of a preset that only checks filled grids: no search.
const VERIFY_PIECES: &[&str] = &["io.hpp", "main.cpp"];
/// The pieces of a preset's program for boards of other sizes (16x16, and
/// UVa 989's 1x1, 4x4 and 9x9).
const BOARD_PIECES: &[&str] = &["io.hpp", "bits.hpp", "boards.hpp", "main.cpp"];

/// What a C++ target is made of: its pieces and its configuration.
pub struct Recipe {
    /// Files of `submit/cpp/`, in the order they go in.
    pub pieces: Vec<&'static str>,
    /// Each configuration name with its value.
    pub config: Vec<(&'static str, bool)>,
    /// Text put in place of a placeholder (`NO_SOLUTION_TEXT`, ...).
    pub texts: Vec<(&'static str, String)>,
}

/// The recipe of preset `judge`'s program, or why there is none.
pub fn program(judge: &Judge) -> Result<Recipe, String> {
    let format = judge.format;
    let layout = judge.layout;
    let boards = board_format(format);
    let labelled = matches!(format, Format::Labelled | Format::CountedLabelled);
    let line_between = match layout.separator {
        Separator::Line(text) => Some(text),
        _ => None,
    };
    let (case_before, case_after) = match layout.heading {
        Heading::Numbered(before, after) => (Some(before), after),
        _ => (None, ""),
    };
    let config = vec![
        ("LINES", format == Format::Lines),
        ("POJ", format == Format::Poj),
        (
            "CELLS",
            matches!(format, Format::Cells | Format::CountedCells),
        ),
        ("SIZED", format == Format::Sized),
        ("LABELLED", labelled),
        (
            "LETTERS",
            matches!(format, Format::Letters | Format::CountedLetters),
        ),
        (
            "COUNTED",
            matches!(
                format,
                Format::Poj
                    | Format::CountedCells
                    | Format::CountedLabelled
                    | Format::CountedLetters
            ),
        ),
        ("GRID9", !boards),
        ("BOARDS", boards),
        ("MODE_SOLVE", judge.mode == Mode::Solve),
        ("MODE_SMALLEST", judge.mode == Mode::Smallest),
        ("MODE_UNIQUE", judge.mode == Mode::Unique),
        ("MODE_EXACT", judge.mode == Mode::Exact),
        ("MODE_COMPLETE", judge.mode == Mode::Complete),
        ("MODE_CLASSIFY", judge.mode == Mode::Classify),
        ("MODE_VERIFY", judge.mode == Mode::Verify),
        ("MODE_TARGET", judge.mode == Mode::Target),
        ("SHAPE_LINE", layout.shape == Shape::Line),
        ("SHAPE_ROWS", layout.shape == Shape::Rows),
        ("SHAPE_SPACED", layout.shape == Shape::SpacedRows),
        ("SHAPE_LETTERS", layout.shape == Shape::Letters),
        ("SHAPE_CORNER", layout.shape == Shape::Corner),
        ("BLANK_BETWEEN", layout.separator == Separator::BlankBetween),
        ("BLANK_AFTER", layout.separator == Separator::BlankAfter),
        ("LINE_BETWEEN", line_between.is_some()),
        ("HEADING_NUMBERED", case_before.is_some()),
        ("HEADING_LABEL", layout.heading == Heading::Label),
        ("CHECKER", false),
        ("FRONT_TESTLIB", false),
    ];
    // One format, one mode and one shape must be on, or the program has
    // no branch to take.
    let groups: [&[&str]; 3] = [
        &["LINES", "POJ", "CELLS", "SIZED", "LABELLED", "LETTERS"],
        &[
            "MODE_SOLVE",
            "MODE_SMALLEST",
            "MODE_UNIQUE",
            "MODE_EXACT",
            "MODE_COMPLETE",
            "MODE_CLASSIFY",
            "MODE_VERIFY",
            "MODE_TARGET",
        ],
        &[
            "SHAPE_LINE",
            "SHAPE_ROWS",
            "SHAPE_SPACED",
            "SHAPE_LETTERS",
            "SHAPE_CORNER",
        ],
    ];
    for group in groups {
        let on = config
            .iter()
            .filter(|(name, value)| *value && group.contains(name))
            .count();
        if on != 1 {
            return Err(format!("no C++ program answers {} yet", judge.name));
        }
    }
    // The pairings the program has no branch for: the corners' sum is of
    // solutions found as in solving, the highest score and the check of
    // filled grids are for 9x9 grids.
    let unpaired = (layout.shape == Shape::Corner && judge.mode != Mode::Solve)
        || (boards && matches!(judge.mode, Mode::Target | Mode::Verify));
    if unpaired {
        return Err(format!("no C++ program answers {} yet", judge.name));
    }
    let pieces = match judge.mode {
        _ if boards => BOARD_PIECES,
        Mode::Target => TARGET_PIECES,
        Mode::Verify => VERIFY_PIECES,
        _ => GRID_PIECES,
    };
    Ok(Recipe {
        pieces: pieces.to_vec(),
        config,
        texts: vec![
            ("NO_SOLUTION_TEXT", literal(layout.no_solution)),
            ("SEVERAL_TEXT", literal(layout.several_solutions)),
            ("UNIQUE_TEXT", literal(layout.unique)),
            ("YES_TEXT", literal(layout.yes)),
            ("NO_TEXT", literal(layout.no)),
            ("SEPARATOR_TEXT", literal(line_between.unwrap_or(""))),
            ("CASE_BEFORE_TEXT", literal(case_before.unwrap_or(""))),
            ("CASE_AFTER_TEXT", literal(case_after)),
        ],
    })
}

/// What a preset's program is built as, beside a submission: its checker
/// on testlib.h, its checker as a Kattis output validator, or its input
/// validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A testlib checker (`checker.hpp`, FRONT_TESTLIB).
    Testlib,
    /// A Kattis output validator (`checker.hpp`).
    OutputValidator,
    /// A Kattis input validator (`validator.hpp`).
    InputValidator,
}

/// The recipe of preset `judge`'s program built as `role`: its pieces,
/// with CHECKER on, and the piece that has the `main`.
pub fn checker(judge: &Judge, role: Role) -> Result<Recipe, String> {
    let mut recipe =
        program(judge).map_err(|_| format!("no C++ checker judges {} yet", judge.name))?;
    for (name, value) in &mut recipe.config {
        match *name {
            "CHECKER" => *value = true,
            "FRONT_TESTLIB" => *value = role == Role::Testlib,
            _ => {}
        }
    }
    recipe.pieces.push(match role {
        Role::InputValidator => "validator.hpp",
        Role::Testlib | Role::OutputValidator => "checker.hpp",
    });
    Ok(recipe)
}

/// The recipe of a LeetCode block: `leetcode37` (the 9x9 search and a
/// `solveSudoku`) or `leetcode36` (an `isValidSudoku`).
pub fn leetcode(name: &str) -> Recipe {
    Recipe {
        pieces: if name == "leetcode37" {
            vec!["bits.hpp", "solver9.hpp", "leetcode37.hpp"]
        } else {
            vec!["leetcode36.hpp"]
        },
        config: Vec::new(),
        texts: Vec::new(),
    }
}

/// `text` as a C++ string literal.
fn literal(text: &str) -> String {
    let mut out = String::from("\"");
    for character in text.chars() {
        if matches!(character, '"' | '\\') {
            out.push('\\');
        }
        out.push(character);
    }
    out.push('"');
    out
}

/// The one-file C++ source of `recipe`, after `header` (comment lines,
/// each ending in a newline): every `#include` once at the top, then the
/// pieces in order.
pub fn bundle(recipe: &Recipe, header: &str) -> Result<String, String> {
    bundle_with(recipe, header, &|piece| {
        PIECES
            .iter()
            .find(|(name, _)| *name == piece)
            .map(|(_, text)| text.to_string())
            .ok_or_else(|| format!("no piece {piece}"))
    })
}

/// [`bundle`] from the pieces of another language in folder `dir`, put
/// together by the same rules (the Java and Python submissions'
/// `submit/java/` and `submit/python/`).
pub fn bundle_from(dir: &Path, recipe: &Recipe, header: &str) -> Result<String, String> {
    bundle_with(recipe, header, &|piece| {
        let path = dir.join(piece);
        std::fs::read_to_string(&path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))
    })
}

/// [`bundle`] with each piece's text from `text`.
fn bundle_with(
    recipe: &Recipe,
    header: &str,
    text: &dyn Fn(&str) -> Result<String, String>,
) -> Result<String, String> {
    let config: HashMap<&str, bool> = recipe.config.iter().copied().collect();
    let mut includes: Vec<String> = Vec::new();
    let mut body = String::new();
    for piece in &recipe.pieces {
        let text = text(piece)?;
        let kept = decide(&text, &config).map_err(|error| format!("{piece}: {error}"))?;
        let mut blank = true;
        for line in kept.lines() {
            if line.starts_with("#include ") {
                if !includes.iter().any(|seen| seen == line) {
                    includes.push(line.to_string());
                }
                continue;
            }
            // No blank line at a piece's start, none doubled.
            if line.trim().is_empty() {
                if !blank {
                    body.push('\n');
                }
                blank = true;
                continue;
            }
            body.push_str(line);
            body.push('\n');
            blank = false;
        }
        if !blank {
            body.push('\n');
        }
    }
    for (placeholder, text) in &recipe.texts {
        body = body.replace(placeholder, text);
    }
    let mut out = String::from(header);
    for include in &includes {
        out.push_str(include);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(body.trim_end());
    out.push('\n');
    Ok(out)
}

/// One open `#if` of the text being decided.
enum Frame {
    /// On configuration names: whether its branch now being read is kept,
    /// and whether any branch before was.
    Decided { keep: bool, taken: bool },
    /// On anything else: left in the text for the compiler.
    Left,
}

/// `text` with every condition on `config`'s names decided: the lines of
/// the branches not taken, and the directives themselves, left out.
fn decide(text: &str, config: &HashMap<&str, bool>) -> Result<String, String> {
    let mut frames: Vec<Frame> = Vec::new();
    let mut out = String::new();
    for (index, line) in text.lines().enumerate() {
        let at = |error: String| format!("line {}: {error}", index + 1);
        let kept = frames.iter().all(|frame| match frame {
            Frame::Decided { keep, .. } => *keep,
            Frame::Left => true,
        });
        let directive = line.trim_start().strip_prefix('#').map(str::trim_start);
        let (word, rest) = match directive {
            Some(directive) => {
                let word = directive.split_whitespace().next().unwrap_or("");
                (word, directive[word.len()..].trim())
            }
            None => ("", ""),
        };
        match word {
            "if" => match evaluate(rest, config).map_err(at)? {
                Some(value) => frames.push(Frame::Decided {
                    keep: value,
                    taken: value,
                }),
                None => frames.push(Frame::Left),
            },
            "ifdef" | "ifndef" => frames.push(Frame::Left),
            "elif" | "else" => match frames.last_mut() {
                None => return Err(at(format!("#{word} without #if"))),
                Some(Frame::Decided { keep, taken }) => {
                    let value = match word {
                        "else" => true,
                        _ => evaluate(rest, config).map_err(at)?.ok_or_else(|| {
                            at("#elif mixes configuration and other names".into())
                        })?,
                    };
                    *keep = value && !*taken;
                    *taken |= value;
                    continue;
                }
                Some(Frame::Left) => {
                    if word == "elif" && evaluate(rest, config).map_err(at)?.is_some() {
                        return Err(at("#elif mixes configuration and other names".into()));
                    }
                }
            },
            "endif" => match frames.pop() {
                Some(Frame::Decided { .. }) => continue,
                Some(Frame::Left) => {}
                None => return Err(at("#endif without #if".into())),
            },
            _ => {}
        }
        if word == "if" && matches!(frames.last(), Some(Frame::Decided { .. })) {
            continue;
        }
        if kept {
            out.push_str(line);
            out.push('\n');
        }
    }
    if !frames.is_empty() {
        return Err("an #if has no #endif".into());
    }
    Ok(out)
}

/// The value of condition `text` when it names configuration names only,
/// `None` when it names none, an error when it mixes them or does not
/// parse.
fn evaluate(text: &str, config: &HashMap<&str, bool>) -> Result<Option<bool>, String> {
    let mut tokens = Vec::new();
    let mut rest = text;
    while let Some(character) = rest.chars().next() {
        if character.is_whitespace() {
            rest = &rest[1..];
        } else if rest.starts_with("||") || rest.starts_with("&&") {
            tokens.push(&rest[..2]);
            rest = &rest[2..];
        } else if matches!(character, '!' | '(' | ')') {
            tokens.push(&rest[..1]);
            rest = &rest[1..];
        } else {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            if end == 0 {
                // Something else (a comparison, a string): the compiler's.
                return if tokens.iter().any(|token| config.contains_key(token)) {
                    Err(format!("cannot decide #if {text}"))
                } else {
                    Ok(None)
                };
            }
            tokens.push(&rest[..end]);
            rest = &rest[end..];
        }
    }
    let names: Vec<&&str> = tokens
        .iter()
        .filter(|token| token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        .collect();
    let known = names
        .iter()
        .filter(|name| config.contains_key(**name))
        .count();
    if known == 0 {
        return Ok(None);
    }
    if known < names.len() {
        return Err(format!("#if {text} mixes configuration and other names"));
    }
    let mut parser = Parser {
        tokens: &tokens,
        at: 0,
        config,
    };
    let value = parser.or()?;
    if parser.at != tokens.len() {
        return Err(format!("cannot decide #if {text}"));
    }
    Ok(Some(value))
}

/// A recursive-descent reader of a condition's tokens: `||` binds
/// loosest, then `&&`, then `!`.
struct Parser<'a> {
    tokens: &'a [&'a str],
    at: usize,
    config: &'a HashMap<&'a str, bool>,
}

impl Parser<'_> {
    fn or(&mut self) -> Result<bool, String> {
        let mut value = self.and()?;
        while self.tokens.get(self.at) == Some(&"||") {
            self.at += 1;
            value |= self.and()?;
        }
        Ok(value)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut value = self.not()?;
        while self.tokens.get(self.at) == Some(&"&&") {
            self.at += 1;
            value &= self.not()?;
        }
        Ok(value)
    }

    fn not(&mut self) -> Result<bool, String> {
        let token = self.tokens.get(self.at).copied().unwrap_or("");
        self.at += 1;
        match token {
            "!" => Ok(!self.not()?),
            "(" => {
                let value = self.or()?;
                if self.tokens.get(self.at) != Some(&")") {
                    return Err("a ( without its )".into());
                }
                self.at += 1;
                Ok(value)
            }
            name => self
                .config
                .get(name)
                .copied()
                .ok_or_else(|| format!("unexpected {name:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> HashMap<&'static str, bool> {
        [("A", true), ("B", false)].into_iter().collect()
    }

    #[test]
    fn configuration_branches_are_decided_and_others_left() {
        let text = "\
one
#if A
two
#elif B
three
#else
four
#endif
#if defined(__GNUC__)
#if B || !A
five
#else
six
#endif
#else
seven
#endif
#if !(A && B)
eight
#endif
";
        let kept = decide(text, &config()).unwrap();
        assert_eq!(
            kept,
            "one\ntwo\n#if defined(__GNUC__)\nsix\n#else\nseven\n#endif\neight\n"
        );
    }

    #[test]
    fn mixed_or_broken_conditions_are_refused() {
        assert!(decide("#if A || defined(X)\n#endif\n", &config()).is_err());
        assert!(decide("#if A\n", &config()).is_err());
        assert!(decide("#endif\n", &config()).is_err());
        assert!(decide("#if (A\n#endif\n", &config()).is_err());
    }

    #[test]
    fn texts_are_quoted_for_cpp() {
        assert_eq!(literal("NO SOLUTION"), "\"NO SOLUTION\"");
        assert_eq!(literal("a \"b\" \\"), "\"a \\\"b\\\" \\\\\"");
    }
}
