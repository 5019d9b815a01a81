//! What README.md and the pages in `docs/` show, held to what the code
//! does: the transcripts in `console` blocks run and compared, the
//! `--stats` example's counts, the README's table of presets against the
//! library's, the C++ sizes on the submitting page (the Rust ones are
//! `bundle.rs`'s), the table of ignored tests against the tests that carry
//! an `ignore` attribute, the README's library example against the crate's
//! front page (whose examples run as doc tests), every relative link and
//! anchor, and the README's length.
//!
//! A `console` block holds lines `$ sudoku ARGS` (or `$ cargo run --release
//! -- ARGS`), each followed by its standard output, or by its standard
//! error when the command ends in `> /dev/null`, and `$ echo $?` followed
//! by the exit code of the command before. Anything else in one fails the
//! test: a transcript that cannot be run goes in a `text` block.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::bundle::{check_stated_size, root, run_script};
use crate::common;

/// README.md and every page in `docs/`, as (path from the root, text).
fn pages() -> Vec<(String, String)> {
    let mut names = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(root().join("docs"))
        .expect("reading docs/")
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    names.extend(docs);
    names
        .into_iter()
        .map(|name| {
            let text = std::fs::read_to_string(root().join(&name))
                .unwrap_or_else(|e| panic!("reading {name}: {e}"));
            (name, text)
        })
        .collect()
}

/// The fenced blocks of `text` whose info string is `info`, each as its
/// lines.
fn blocks<'a>(text: &'a str, info: &str) -> Vec<Vec<&'a str>> {
    let (mut found, mut current, mut inside) = (Vec::new(), Vec::new(), None);
    for line in text.lines() {
        match (&inside, line.trim_start().strip_prefix("```")) {
            (None, Some(rest)) => inside = Some(rest.trim() == info),
            (Some(wanted), Some(_)) => {
                if *wanted {
                    found.push(std::mem::take(&mut current));
                }
                inside = None;
            }
            (Some(true), None) => current.push(line),
            _ => {}
        }
    }
    found
}

/// A command's words: split at spaces, single quotes keeping theirs.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in command.chars() {
        if c == '\'' {
            quoted = !quoted;
            word.get_or_insert_with(String::new);
        } else if c == ' ' && !quoted {
            words.extend(word.take());
        } else {
            word.get_or_insert_with(String::new).push(c);
        }
    }
    words.extend(word);
    words
}

/// Runs one `console` block of `page`, comparing every output shown.
fn run_transcript(page: &str, block: &[&str]) {
    let mut code = None;
    let mut lines = block.iter().peekable();
    while let Some(line) = lines.next() {
        let command = line
            .strip_prefix("$ ")
            .unwrap_or_else(|| panic!("{page}: a console block's line is no command: {line:?}"));
        let mut shown = String::new();
        while let Some(next) = lines.next_if(|next| !next.starts_with("$ ")) {
            shown.push_str(next);
            shown.push('\n');
        }
        if command == "echo $?" {
            let code = code.unwrap_or_else(|| panic!("{page}: `echo $?` before any command"));
            assert_eq!(
                shown,
                format!("{code}\n"),
                "{page}: the exit code after {block:?}"
            );
            continue;
        }
        let (command, errors) = match command.strip_suffix(" > /dev/null") {
            Some(command) => (command, true),
            None => (command, false),
        };
        let args = command
            .strip_prefix("sudoku ")
            .or_else(|| command.strip_prefix("cargo run --release -- "))
            .unwrap_or_else(|| panic!("{page}: not a command this test runs: {command:?}"));
        assert!(
            !args.contains(['<', '>', '|', ';', '&', '$', '"', '`']),
            "{page}: a shell construct in {command:?}"
        );
        let words = words(args);
        let args: Vec<&str> = words.iter().map(String::as_str).collect();
        let (out, err, status) = common::run_text(&args, b"");
        let got = if errors { err } else { out };
        assert_eq!(got, shown, "{page}: what `{command}` prints");
        code = Some(status);
    }
}

#[test]
fn console_transcripts_print_what_they_show() {
    let mut commands = 0;
    for (page, text) in pages() {
        for block in blocks(&text, "console") {
            commands += block.iter().filter(|line| line.starts_with("$ ")).count();
            run_transcript(&page, &block);
        }
    }
    assert!(commands >= 10, "only {commands} commands in console blocks");
}

/// The fields of a `--stats` line that do not depend on the machine:
/// everything but the times and the rate.
fn steady_stats(line: &str) -> Vec<String> {
    let fields: Vec<String> = line
        .trim_end()
        .strip_prefix("sudoku: stats: ")
        .unwrap_or_else(|| panic!("not a stats line: {line:?}"))
        .split(", ")
        .filter(|field| !field.contains(" s ") && !field.ends_with(" s") && !field.contains("/s"))
        .map(str::to_string)
        .collect();
    assert!(
        fields.iter().any(|field| field.ends_with("guesses/puzzle"))
            && fields
                .iter()
                .any(|field| field.ends_with("without guessing")),
        "{fields:?}"
    );
    fields
}

#[test]
fn the_stats_example_gives_the_counts_and_guesses_of_a_run() {
    let page = "docs/formats.md";
    let text = std::fs::read_to_string(root().join(page)).unwrap();
    let command = "$ sudoku --stats testdata/17clue.txt > /dev/null\n";
    let start = text.find(command).expect("the --stats example") + command.len();
    let shown = text[start..].lines().next().unwrap();
    let (_, err, code) = common::run_text(&["--stats", "testdata/17clue.txt"], b"");
    assert_eq!(code, 0);
    let expected = steady_stats(shown);
    assert_eq!(expected.len(), 6, "{expected:?}");
    assert_eq!(steady_stats(&err), expected, "{page}'s --stats example");
}

/// The rows of README's table of presets, as (preset, example command).
fn preset_rows() -> Vec<(String, String)> {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let start = readme
        .find("| preset | judge and problem | example |")
        .expect("README's table of presets");
    readme[start..]
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<&str> = line.split(" | ").collect();
            let name = cells[0].trim_start_matches("| ").trim_matches('`');
            let example = cells
                .last()
                .unwrap()
                .trim_end_matches(" |")
                .trim_matches('`');
            (name.to_string(), example.to_string())
        })
        .collect()
}

#[test]
fn the_readme_names_every_preset_once_with_an_example_that_runs() {
    let rows = preset_rows();
    let listed: Vec<&str> = rows.iter().map(|(name, _)| name.as_str()).collect();
    let presets: Vec<&str> = sudoku::judge::all().map(|judge| judge.name).collect();
    assert_eq!(
        listed, presets,
        "README's table of presets, in the library's order"
    );
    for (name, example) in &rows {
        let args = example
            .strip_prefix("sudoku ")
            .unwrap_or_else(|| panic!("{name}: {example:?}"));
        let args: Vec<&str> = args.split(' ').collect();
        assert_eq!(args[..2], ["--judge", name.as_str()], "{name}: {example:?}");
        let (out, err, code) = common::run_text(&args, b"");
        assert_eq!((code, err.as_str()), (0, ""), "{example}");
        assert!(!out.is_empty(), "{example} printed nothing");
    }
}

#[test]
fn the_submitting_page_gives_every_cpp_files_size() {
    let names = String::from_utf8(run_script(&["--list"]).stdout).unwrap();
    let names: Vec<&str> = names.lines().collect();
    assert!(names.len() >= 20, "{names:?}");
    for name in names {
        let output = run_script(&["--lang", "cpp", name]);
        assert!(output.status.success(), "scripts/bundle --lang cpp {name}");
        check_stated_size(name, 2, &String::from_utf8(output.stdout).unwrap());
    }
}

/// Every test with an `ignore` attribute, plain or under `cfg_attr`:
/// those of `tests/suite/` as `file::name`, the unit tests of `src/` and
/// `core/src/` by their path as `cargo test` names them (the modules of the
/// file's path, then those the test sits in).
fn ignorable_tests() -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for entry in std::fs::read_dir(root().join("tests/suite")).unwrap() {
        let path = entry.unwrap().path();
        let module = path.file_stem().unwrap().to_str().unwrap().to_string();
        scan_ignored(
            &std::fs::read_to_string(&path).unwrap(),
            &[module],
            &mut found,
        );
    }
    for folder in ["src", "core/src"] {
        let top = root().join(folder);
        let mut files = vec![top.clone()];
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            if path.extension().is_none_or(|ending| ending != "rs") {
                continue;
            }
            let relative = path.strip_prefix(&top).unwrap().with_extension("");
            let modules: Vec<String> = relative
                .iter()
                .map(|part| part.to_str().unwrap().to_string())
                .filter(|part| !["mod", "lib", "main"].contains(&part.as_str()))
                .collect();
            scan_ignored(
                &std::fs::read_to_string(&path).unwrap(),
                &modules,
                &mut found,
            );
        }
    }
    found
}

/// Adds to `found` each test of `text` with an `ignore` attribute, named
/// by `modules`, the inline modules around it (`mod name {`, closed by a
/// `}` at its indentation) and its own name.
fn scan_ignored(text: &str, modules: &[String], found: &mut BTreeSet<String>) {
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut ignored = false;
    for raw in text.lines() {
        let line = raw.trim_start();
        let indent = raw.len() - line.len();
        if line == "}" && inline.last().is_some_and(|&(_, at)| at == indent) {
            inline.pop();
        }
        if let Some(name) = line.strip_prefix("mod ").and_then(|r| r.strip_suffix(" {")) {
            inline.push((name.to_string(), indent));
        }
        if line.starts_with("#[ignore") || line.starts_with("ignore = ") {
            ignored = true;
        } else if let Some(rest) = line.strip_prefix("fn ") {
            if ignored {
                let name = &rest[..rest.find('(').unwrap()];
                let mut path: Vec<&str> = modules.iter().map(String::as_str).collect();
                path.extend(inline.iter().map(|(module, _)| module.as_str()));
                path.push(name);
                found.insert(path.join("::"));
            }
            ignored = false;
        }
    }
}

#[test]
fn the_testing_page_lists_every_ignored_test() {
    let text = std::fs::read_to_string(root().join("docs/testing.md")).unwrap();
    let start = text
        .find("| ignored test |")
        .expect("the table of ignored tests");
    let listed: BTreeSet<String> = text[start..]
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cell = line.split(" | ").next().unwrap();
            cell.trim_start_matches("| ").trim_matches('`').to_string()
        })
        .collect();
    let ignorable = ignorable_tests();
    assert!(ignorable.len() >= 6, "{ignorable:?}");
    assert_eq!(
        listed, ignorable,
        "docs/testing.md's table of ignored tests"
    );
    let words = [
        "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
    ];
    let count = words.get(ignorable.len() - 6).copied().unwrap_or("many");
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    for (page, text, phrase) in [
        (
            "docs/testing.md",
            &text,
            format!("leaves up to {count} tests ignored"),
        ),
        (
            "README.md",
            &readme,
            format!("Up to {count} tests stay ignored"),
        ),
    ] {
        let flowing = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flowing.contains(&phrase), "{page} should say: {phrase}");
    }
}

#[test]
fn the_readme_library_example_is_on_the_crates_front_page() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let example = blocks(&readme, "rust");
    assert_eq!(example.len(), 1, "README's Rust blocks");
    let example = example[0].join("\n");
    let found = ["src/lib.rs", "core/src/lib.rs"].iter().any(|path| {
        let text = std::fs::read_to_string(root().join(path)).unwrap_or_default();
        let front: Vec<&str> = text
            .lines()
            .filter_map(|line| line.strip_prefix("//!"))
            .map(|line| line.strip_prefix(' ').unwrap_or(line))
            .collect();
        front.join("\n").contains(&example)
    });
    assert!(
        found,
        "README's library example is not in the crate's front page, whose examples run:\n{example}"
    );
}

/// The anchor GitHub gives a heading: lower case, punctuation but `-` and
/// `_` dropped, spaces made `-`.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of `text`, outside fenced blocks.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut inside = false;
    let mut found = BTreeSet::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            inside = !inside;
        } else if !inside && line.starts_with('#') {
            found.insert(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

#[test]
fn every_relative_link_and_anchor_resolves() {
    let mut links = 0;
    for (page, text) in pages() {
        let folder = Path::new(&page).parent().unwrap().to_path_buf();
        for (at, _) in text.match_indices("](") {
            let rest = &text[at + 2..];
            let target = &rest[..rest.find(')').unwrap()];
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            links += 1;
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target, None),
            };
            let path: PathBuf = if file.is_empty() {
                PathBuf::from(&page)
            } else {
                folder.join(file)
            };
            let full = root().join(&path);
            assert!(
                full.exists(),
                "{page}: a link to {target}, which is not there"
            );
            if let Some(fragment) = fragment {
                let linked = std::fs::read_to_string(&full).unwrap();
                assert!(
                    anchors(&linked).contains(fragment),
                    "{page}: a link to {target}, whose page has no such heading"
                );
            }
        }
    }
    assert!(links > 30, "only {links} relative links");
}

#[test]
fn the_readme_is_a_front_door() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 400,
        "README.md has {lines} lines; move the detail to docs/"
    );
    let presets: Vec<&str> = sudoku::judge::all().map(|judge| judge.name).collect();
    let hash = readme
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find(|word| {
            word.len() >= 7
                && !presets.contains(word)
                && word.chars().all(|c| c.is_ascii_hexdigit())
                && word.chars().any(|c| c.is_ascii_digit())
                && word.chars().any(|c| c.is_ascii_lowercase())
        });
    assert_eq!(
        hash, None,
        "a commit hash in README.md: history goes in the log"
    );
}
