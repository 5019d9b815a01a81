//! `sudoku export kattis`: a preset as a problem package in the Kattis
//! problem package format (version 2023-07, which problemtools'
//! `verifyproblem` checks): `problem.yaml`, a statement in Markdown,
//! sample and secret test data made by the generator and answered by the
//! library, the C++ input validator and output validator put together
//! from the submissions' pieces, and the C++ submission as the accepted
//! solution beside one that is wrong.

use std::path::{Path, PathBuf};

use sudoku::answer::Mode;
use sudoku::generate::Request;
use sudoku::judge::Judge;
use sudoku::output::Heading;
use sudoku::run::{self, Options, Source};
use sudoku::stress::{Plan, Twists, labelled, write_test};
use sudoku_cpp::Role;

/// The presets whose statements give one puzzle an input: their tests
/// are one case each.
const ONE_PUZZLE: [&str; 3] = ["luogu1784", "luogu1074", "abc327c"];

/// A wrong submission: it writes its input back, which no preset's answer
/// is.
const ECHO: &str = "\
// A wrong answer: writes the input back.
#include <cstdio>

int main() {
    int c;
    while ((c = std::getchar()) != EOF) std::putchar(c);
    return 0;
}
";

/// The files of `judge`'s problem package, by path below its folder.
pub fn package(judge: &Judge) -> Result<Vec<(PathBuf, Vec<u8>)>, String> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut add = |path: &str, bytes: Vec<u8>| files.push((PathBuf::from(path), bytes));
    add("problem.yaml", problem_yaml(judge).into_bytes());
    add("statement/problem.en.md", statement(judge).into_bytes());
    for (path, input) in tests(judge) {
        let answer = answers(judge, &input)?;
        add(&format!("{path}.in"), input);
        add(&format!("{path}.ans"), answer);
    }
    let header = |what: &str| {
        format!(
            "// {what} of {}: {}.\n// Written by `sudoku export kattis --judge {}` (sudoku {}).\n",
            judge.name,
            judge.description,
            judge.name,
            env!("CARGO_PKG_VERSION")
        )
    };
    let cpp = |role: Option<Role>, what: &str| -> Result<Vec<u8>, String> {
        let recipe = match role {
            Some(role) => sudoku_cpp::checker(judge, role)?,
            None => sudoku_cpp::program(judge)?,
        };
        Ok(sudoku_cpp::bundle(&recipe, &header(what))?.into_bytes())
    };
    add(
        "input_validators/validate.cpp",
        cpp(Some(Role::InputValidator), "The input validator")?,
    );
    add(
        "output_validator/validate.cpp",
        cpp(Some(Role::OutputValidator), "The output validator")?,
    );
    add(
        &format!("submissions/accepted/{}.cpp", judge.name.replace('-', "_")),
        cpp(None, "A solution")?,
    );
    add(
        "submissions/wrong_answer/echo.cpp",
        ECHO.as_bytes().to_vec(),
    );
    Ok(files)
}

/// Writes the files of `package` into `folder`, which must not hold a
/// package already.
pub fn write(folder: &Path, package: &[(PathBuf, Vec<u8>)]) -> Result<(), String> {
    // The package format takes the folder's name for the problem's short
    // name, `[a-z0-9]+` (problemtools refuses any other).
    let short = folder.file_name().map(|name| name.to_string_lossy());
    let fits = short.as_deref().is_some_and(|name| {
        !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    });
    if !fits {
        return Err(format!(
            "{}: a problem package's folder name is its short name, lowercase letters and \
             digits only (for example sudoku)",
            folder.display()
        ));
    }
    if folder.join("problem.yaml").exists() {
        return Err(format!(
            "{} holds a problem package already: name a new folder",
            folder.display()
        ));
    }
    for (path, bytes) in package {
        let path = folder.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|error| format!("cannot make {}: {error}", parent.display()))?;
        }
        std::fs::write(&path, bytes)
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    }
    Ok(())
}

/// The problem's title: the preset's description up to its colon.
fn title(judge: &Judge) -> &'static str {
    judge.description.split(':').next().unwrap_or(judge.name)
}

/// A fixed UUID for the preset: the same package from every export.
fn uuid(judge: &Judge) -> String {
    // FNV-1a over the name, twice with different offsets, for 128 bits.
    let hash = |offset: u64| {
        judge.name.bytes().fold(offset, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    let (high, low) = (hash(0xcbf2_9ce4_8422_2325), hash(0x6c62_272e_07bb_0142));
    let hex = format!("{high:016x}{low:016x}");
    // Version 4's and variant 1's bits, as a random UUID has them.
    format!(
        "{}-{}-4{}-8{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        &hex[17..20],
        &hex[20..32]
    )
}

/// `problem.yaml`.
fn problem_yaml(judge: &Judge) -> String {
    format!(
        "problem_format_version: 2023-07-draft\n\
         name: \"{title}\"\n\
         uuid: {uuid}\n\
         type: pass-fail\n\
         source: \"{title}\"\n\
         license: unknown\n\
         credits:\n  authors: sudoku export kattis\n",
        title = title(judge).replace('"', "'"),
        uuid = uuid(judge),
    )
}

/// What the problem asks of each puzzle, in a sentence.
fn rule(judge: &Judge) -> String {
    let layout = &judge.layout;
    let none = layout.no_solution;
    match judge.mode {
        Mode::Solve | Mode::Count | Mode::Validate => {
            "For each puzzle, write a solution: every given kept, and each value once in every \
             row, column and box. Where a puzzle has several solutions, any one is accepted."
                .to_string()
        }
        Mode::Complete => format!(
            "For each puzzle, write a solution (any one, where it has several), or `{none}` \
             when it has none."
        ),
        Mode::Smallest => format!(
            "For each puzzle, write its smallest solution (the first, reading the cells in \
             row order, with the lowest value where solutions differ), or `{none}` when it \
             has none."
        ),
        Mode::Unique => format!(
            "For each puzzle, write its solution when it has exactly one, `{}` when it has \
             several, and `{none}` when it has none.",
            layout.several_solutions
        ),
        Mode::Exact => "For each puzzle, write the number of its solutions, and when it has \
                        exactly one, the solution after it."
            .to_string(),
        Mode::Classify => format!(
            "For each puzzle, write `{}` when its givens repeat a value in a row, column or \
             box, else `{}` when it has exactly one solution, `{}` when it has several, and \
             `{none}` when it has none.",
            layout.no, layout.unique, layout.several_solutions
        ),
        Mode::Verify => format!(
            "The grid is filled: write `{}` when every row, column and box holds each value \
             once, else `{}`.",
            layout.yes, layout.no
        ),
        Mode::Target => format!(
            "A cell scores its value times its ring's weight: 6 on the outer ring, then 7, \
             8 and 9, and 10 in the centre. Write the highest total score over the puzzle's \
             solutions, or `{none}` when it has none."
        ),
    }
}

/// The statement, in Markdown: the rule, the input and the output, in
/// our own words (the samples are the package's).
fn statement(judge: &Judge) -> String {
    let (_, format) = judge.description.split_once(": ").unwrap_or(("", ""));
    let input = format.split("; ").next().unwrap_or(format);
    let heading = match judge.layout.heading {
        Heading::Numbered(before, after) => format!(
            " Each answer follows its heading, `{}1{}` for the first case.",
            before.trim_end(),
            after.trim_end()
        ),
        Heading::Label => " Each answer follows the puzzle's label line.".to_string(),
        Heading::None => String::new(),
    };
    format!(
        "# {title}\n\n\
         A Sudoku puzzle is a square grid of boxes, some cells given and the rest empty; a \
         solution fills every empty cell so that each row, column and box holds every value \
         once.\n\n\
         ## Input\n\n\
         The input holds {input}.\n\n\
         ## Output\n\n\
         {rule}{heading} Write the answers in the layout of the samples.\n",
        title = title(judge),
        rule = rule(judge),
    )
}

/// The tests, by path below the folder without extension, and their
/// inputs: a sample, then secret tests of the generator's puzzles, hard
/// ones, and (where the problem answers them) puzzles with no solution,
/// several, or givens that break a rule.
fn tests(judge: &Judge) -> Vec<(String, Vec<u8>)> {
    let size = if judge.format.has_letters() { 16 } else { 9 };
    let one = ONE_PUZZLE.contains(&judge.name);
    let plan = |seed: u64, hard: bool, cases: usize| Plan {
        request: Request {
            seed,
            clues: None,
            hard,
            size,
            filled: false,
        },
        cases: if one { 1 } else { cases },
        twists: Twists::for_mode(judge.mode),
    };
    let layout = judge.puzzle_layout();
    let input = |plan: &Plan, test: u64| {
        let mut cases = plan.test(test);
        if layout.labels {
            cases = labelled(cases);
        }
        write_test(&layout, &cases)
    };
    let mut tests = vec![("data/sample/1".to_string(), input(&plan(1, false, 2), 0))];
    let runs: [(&str, Plan, u64); 3] = [
        ("easy", plan(2, false, 5), if one { 4 } else { 1 }),
        ("hard", plan(3, true, 3), if one { 2 } else { 1 }),
        ("mixed", plan(4, false, 20), if one { 10 } else { 2 }),
    ];
    let mut number = 0;
    for (kind, plan, count) in runs {
        for test in 0..count {
            number += 1;
            tests.push((
                format!("data/secret/{number:02}-{kind}"),
                input(&plan, test),
            ));
        }
    }
    tests
}

/// Our answers to `input`, in the preset's layout.
fn answers(judge: &Judge, input: &[u8]) -> Result<Vec<u8>, String> {
    let source = Source {
        name: "<test>".to_string(),
        reader: Ok(input),
    };
    let (mut out, mut errors) = (Vec::new(), Vec::new());
    run::run(
        Some(source),
        &Options::for_judge(judge),
        &mut out,
        &mut errors,
    )
    .map_err(|error| format!("answering a made test: {error}"))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uuid_is_the_presets_own_and_well_formed() {
        let poj = sudoku::judge::find("poj2676").unwrap();
        let uva = sudoku::judge::find("uva989").unwrap();
        let (a, b) = (uuid(poj), uuid(uva));
        assert_ne!(a, b);
        assert_eq!(a, uuid(poj));
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "4");
        assert_eq!(&a[19..20], "8");
    }
}
