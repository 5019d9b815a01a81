//! Dead code out: rustc is asked, round after round, which functions,
//! methods, constants, statics, structs, enums, traits and type aliases the
//! printed file never uses, and which imports; their spans are mapped to
//! the items `print` recorded, and those go from the tree (a type with its
//! impl blocks, once nothing else names it; anything with the imports that
//! name it), with the impl blocks and modules they leave empty. A removal
//! can leave more unused, hence the rounds.
//!
//! Invariants: a round takes out only what rustc calls unused both where
//! `target_arch = "x86_64"` holds and where it does not (each world
//! checked by its own rustc run, whatever the host), or what one world
//! compiles out and the other calls unused; and nothing that code left in
//! the file still names, or the next round's check fails loudly. Printing
//! is `print`'s; this module only reads rustc's JSON and edits the tree.
//!
//! `worlds` decides the architecture's cfgs for each world, `plan` turns
//! what rustc calls unused into removals, `apply` makes them; `members`
//! takes out enum variants and trait methods (with the patterns that name
//! them) and quiets variables, `fields` the fields never read; `derives`
//! takes the common derives out before the first round and gives each
//! back where a round's check fails without it.

mod apply;
mod derives;
mod fields;
mod members;
mod params;
mod plan;
mod pure;
mod variables;
mod worlds;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use syn::Item;
use syn::visit_mut::VisitMut;

use crate::Recipe;
use crate::print::{self, Entity, Kind, Place};
use apply::apply;
use plan::plan;
use worlds::{Decide, World};

/// Rounds before giving up (each removes at least one thing or gives
/// `Debug` back; a bundle of the library takes four or five).
const MAX_ROUNDS: usize = 40;

/// A folder of its own for rustc's files, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let folder = std::env::temp_dir().join(format!(
            "sudoku-bundle-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&folder)
            .map_err(|error| format!("cannot make {}: {error}", folder.display()))?;
        Ok(Scratch(folder))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What rustc said of a file that does not compile, as an error.
fn failure(diagnostics: &[Value], stderr: &str) -> String {
    let errors: String = diagnostics
        .iter()
        .filter(|d| d["level"] == "error")
        .filter_map(|d| d["rendered"].as_str())
        .collect();
    let errors = if errors.is_empty() { stderr } else { &errors };
    format!("the file does not compile (rustc --edition 2018):\n{errors}")
}

/// Checks `source` as a program with rustc: whether it compiled, its JSON
/// diagnostics, and the rest of what it said. Fails only when rustc cannot
/// be run.
fn check(source: &str, file: &Path) -> Result<(bool, Vec<Value>, String), String> {
    std::fs::write(file, source)
        .map_err(|error| format!("cannot write {}: {error}", file.display()))?;
    let output = Command::new("rustc")
        .args([
            "--edition",
            "2018",
            "--emit=metadata",
            "--error-format=json",
        ])
        .args(["--crate-name", "bundle", "-o"])
        .arg(file.with_extension("rmeta"))
        .arg(file)
        .output()
        .map_err(|error| {
            format!("cannot run rustc ({error}): it trims the file, so it must be on PATH")
        })?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let diagnostics: Vec<Value> = stderr
        .lines()
        .filter(|line| line.starts_with('{'))
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect();
    Ok((output.status.success(), diagnostics, stderr))
}

/// The primary spans of a diagnostic, as byte ranges.
fn primary_spans(diagnostic: &Value) -> Vec<(usize, usize)> {
    let spans = diagnostic["spans"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or(&[]);
    spans
        .iter()
        .filter(|span| span["is_primary"] == true)
        .filter_map(|span| {
            let start = span["byte_start"].as_u64()?;
            let end = span["byte_end"].as_u64()?;
            Some((usize::try_from(start).ok()?, usize::try_from(end).ok()?))
        })
        .collect()
}

fn lint(diagnostic: &Value) -> &str {
    diagnostic["code"]["code"].as_str().unwrap_or("")
}

/// The innermost item or impl item spanning `at` that defines `name`.
fn defining<'a>(entities: &'a [Entity], at: usize, name: &str) -> Option<&'a Entity> {
    entities
        .iter()
        .filter(|e| !matches!(e.kind, Kind::UseLeaf))
        .filter(|e| e.range.contains(&at) && e.name.as_deref() == Some(name))
        .min_by_key(|e| e.range.len())
}

/// Whether `place` is compiled out, by itself or by what holds it.
fn is_absent(absent: &BTreeSet<Place>, place: &Place) -> bool {
    let path = match place {
        Place::Item(path) | Place::UseLeaf(path, _) => path,
        Place::ImplItem(path, index) => {
            if absent.contains(&Place::ImplItem(path.clone(), *index)) {
                return true;
            }
            path
        }
    };
    (1..=path.len()).any(|len| absent.contains(&Place::Item(path[..len].to_vec())))
}

/// What rustc reports unused in one world, by place.
#[derive(Default)]
struct Report {
    /// Items and impl items rustc's dead-code lint names.
    dead: BTreeSet<Place>,
    /// Imported names.
    unused: BTreeSet<Place>,
    /// Enum variants never constructed, trait methods never used.
    members: BTreeSet<members::Member>,
    /// Variables never read: the function's place, the name, and for a
    /// `let` which of the function's `let`s of that name it is (`None`: a
    /// parameter).
    params: BTreeSet<(Place, String, Option<usize>)>,
    /// Variables never read but named again where rustc sees no read:
    /// the function's place and the name.
    allow: BTreeSet<(Place, String)>,
    /// Fields never read: their struct's path and their name.
    fields: BTreeSet<(print::ItemPath, String)>,
    /// `let mut` bindings never written: as `params`' locals.
    immutable: BTreeSet<(Place, String, usize)>,
}

/// Maps one world's diagnostics onto the places printed in `printed`.
fn report(printed: &print::Printed, diagnostics: &[Value]) -> Result<Report, String> {
    let text = &printed.text;
    let entities = &printed.entities;
    let mut report = Report::default();
    for diagnostic in diagnostics {
        let message = diagnostic["message"].as_str().unwrap_or("");
        match lint(diagnostic) {
            "dead_code" => {
                // Fields stay: their uses are spread over patterns and
                // literals. Variants go from their enum, with the patterns
                // that name them.
                if ["variant", "multiple variants"]
                    .iter()
                    .any(|part| message.starts_with(part))
                {
                    report.members.extend(members_named(printed, diagnostic));
                    continue;
                }
                // A field never read goes where `fields` finds it can.
                if ["field", "multiple fields"]
                    .iter()
                    .any(|part| message.starts_with(part))
                {
                    if message.ends_with("never read") {
                        for (start, end) in primary_spans(diagnostic) {
                            let Some(name) = text.get(start..end) else {
                                continue;
                            };
                            let owner = entities
                                .iter()
                                .filter(|e| e.kind == Kind::Type && e.range.contains(&start))
                                .min_by_key(|e| e.range.len());
                            if let Some(Entity {
                                place: Place::Item(path),
                                ..
                            }) = owner
                            {
                                report.fields.insert((path.clone(), name.to_string()));
                            }
                        }
                    }
                    continue;
                }
                for (start, end) in primary_spans(diagnostic) {
                    let Some(name) = text.get(start..end) else {
                        continue; // in the harness
                    };
                    let Some(entity) = defining(entities, start, name) else {
                        // A method declared in a trait goes with its
                        // impls.
                        let member = members_named(printed, diagnostic);
                        if !member.is_empty() {
                            report.members.extend(member);
                            continue;
                        }
                        return Err(format!(
                            "rustc says {message}, but `{name}` is no item or impl item \
                             the bundler can take out (an item inside a function?)"
                        ));
                    };
                    report.dead.insert(entity.place.clone());
                }
            }
            "unused_variables" => {
                for (start, end) in primary_spans(diagnostic) {
                    let Some(name) = text.get(start..end) else {
                        continue;
                    };
                    // rustc's span of `let mut x` covers `mut x`.
                    let (start, name) = match name.strip_prefix("mut ") {
                        Some(name) => (end - name.len(), name),
                        None => (start, name),
                    };
                    let function = entities
                        .iter()
                        .filter(|e| matches!(e.kind, Kind::Value | Kind::ImplItem))
                        .filter(|e| e.range.contains(&start))
                        .min_by_key(|e| e.range.len());
                    if let Some(function) = function {
                        // Named again where rustc sees no read (code that
                        // cannot be reached): a new name would break it.
                        let named_again = printed.idents.iter().any(|(at, ident)| {
                            function.range.contains(at) && *at != start && ident == name
                        });
                        if named_again {
                            report
                                .allow
                                .insert((function.place.clone(), name.to_string()));
                            continue;
                        }
                        let before = &text[function.range.start..start];
                        let local = before
                            .ends_with("let ")
                            .then_some(())
                            .or_else(|| before.ends_with("let mut ").then_some(()))
                            .map(|()| lets_before(before, name));
                        report
                            .params
                            .insert((function.place.clone(), name.to_string(), local));
                    }
                }
            }
            // `let mut x` where the writes went with the arms that made
            // them: the `mut` goes.
            "unused_mut" => {
                for (start, end) in primary_spans(diagnostic) {
                    let Some(name) = text.get(start..end).and_then(|s| s.strip_prefix("mut "))
                    else {
                        continue;
                    };
                    let function = entities
                        .iter()
                        .filter(|e| matches!(e.kind, Kind::Value | Kind::ImplItem))
                        .filter(|e| e.range.contains(&start))
                        .min_by_key(|e| e.range.len());
                    if let Some(function) = function {
                        let before = &text[function.range.start..start];
                        let local = lets_before(before, name);
                        report
                            .immutable
                            .insert((function.place.clone(), name.to_string(), local));
                    }
                }
            }
            "unused_imports" => {
                for (start, end) in primary_spans(diagnostic) {
                    if start >= text.len() {
                        continue;
                    }
                    let leaves: Vec<&Entity> = entities
                        .iter()
                        .filter(|e| e.kind == Kind::UseLeaf)
                        .filter(|e| e.range.start < end.max(start + 1) && start < e.range.end)
                        .collect();
                    if leaves.is_empty() {
                        return Err(format!(
                            "rustc finds an unused import at byte {start} that is no `use` \
                             the bundler printed: {message}"
                        ));
                    }
                    report.unused.extend(leaves.iter().map(|e| e.place.clone()));
                }
            }
            _ => {}
        }
    }
    Ok(report)
}

/// How many `let name` (or `let mut name`) bindings `text` holds, each
/// followed by `=` or `:`.
fn lets_before(text: &str, name: &str) -> usize {
    let mut count = 0;
    for head in ["let ", "let mut "] {
        let pattern = format!("{head}{name}");
        count += text
            .match_indices(&pattern)
            .filter(|(at, _)| {
                let after = text[at + pattern.len()..].chars().next();
                let before = text[..*at].chars().next_back();
                matches!(after, Some('=' | ':'))
                    && !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
            .count();
    }
    count
}

/// The members (an enum's variants, a trait's methods) a diagnostic's
/// primary spans name, each with the type around it.
fn members_named(printed: &print::Printed, diagnostic: &Value) -> Vec<members::Member> {
    let mut found = Vec::new();
    for (start, end) in primary_spans(diagnostic) {
        let Some(name) = printed.text.get(start..end) else {
            continue;
        };
        let around = printed
            .entities
            .iter()
            .filter(|e| e.kind == Kind::Type && e.range.contains(&start))
            .min_by_key(|e| e.range.len());
        if let Some(Entity {
            place: Place::Item(path),
            ..
        }) = around
        {
            found.push((path.clone(), name.to_string()));
        }
    }
    found
}

/// The entries of one of a report's sets (`set` picks it) that every world
/// reports or compiles out (`place` says where an entry stands): what is
/// unused in both worlds, or compiled out of one and unused in the other.
fn in_every_world<T: Ord + Clone>(
    reports: &[(Report, BTreeSet<Place>)],
    set: impl Fn(&Report) -> &BTreeSet<T>,
    place: impl Fn(&T) -> Place,
) -> BTreeSet<T> {
    reports
        .iter()
        .flat_map(|(report, _)| set(report).iter())
        .filter(|entry| {
            reports.iter().all(|(report, absent)| {
                set(report).contains(*entry) || is_absent(absent, &place(entry))
            })
        })
        .cloned()
        .collect()
}

/// Trims `items` (printed after `header`) until rustc finds nothing more
/// to take out in either world, `Debug` derives with the rest; `harness` is added after the file for the
/// check only (LeetCode's frame: the struct and a `main` that names the
/// method).
pub fn trim(items: &mut Vec<Item>, recipe: &Recipe) -> Result<(), String> {
    let (header, harness) = (recipe.header, recipe.harness);
    let scratch = Scratch::new()?;
    let mut without_derives = derives::drop_all(items);
    for round in 0..MAX_ROUNDS {
        let mut worlds = vec![World::X86_64, World::Other];
        let mut printed = Vec::new();
        for &world in &worlds {
            let mut tree = items.clone();
            let mut decide = Decide(world, 0);
            for item in &mut tree {
                decide.visit_item_mut(item);
            }
            printed.push(print::print(&tree, header, false, recipe.root));
            // Without a cfg on the architecture the two worlds are one.
            if decide.1 == 0 {
                break;
            }
        }
        worlds.truncate(printed.len());
        // The two checks at once: rustc takes most of a round.
        type Checked = Result<(bool, Vec<Value>, String), String>;
        let checked: Vec<Checked> = std::thread::scope(|scope| {
            let checks: Vec<_> = worlds
                .iter()
                .zip(&printed)
                .map(|(world, printed)| {
                    let source = format!("{}{harness}", printed.text);
                    let file = scratch.0.join(format!("{world:?}.rs").to_lowercase());
                    scope.spawn(move || check(&source, &file))
                })
                .collect();
            checks
                .into_iter()
                .map(|check| {
                    check
                        .join()
                        .unwrap_or_else(|_| Err("a rustc check failed to report".to_string()))
                })
                .collect()
        });
        let checked = checked.into_iter().collect::<Result<Vec<_>, String>>()?;
        // For whoever debugs a cut: each round's file and what rustc said
        // of it, numbered, in the folder `BUNDLE_ROUNDS` names.
        if let Some(folder) = std::env::var_os("BUNDLE_ROUNDS") {
            let folder = Path::new(&folder);
            let said: String = checked[0]
                .1
                .iter()
                .filter_map(|d| d["rendered"].as_str())
                .collect();
            let _ = std::fs::write(folder.join(format!("{round:02}.rs")), &printed[0].text);
            let _ = std::fs::write(folder.join(format!("{round:02}.txt")), said);
        }
        if let Some((_, diagnostics, stderr)) = checked.iter().find(|(compiled, ..)| !compiled) {
            // What the cut left must compile; a type that lost `Debug`
            // may want it back.
            let errors: Vec<&Value> = checked
                .iter()
                .flat_map(|(_, diagnostics, _)| diagnostics)
                .filter(|d| d["level"] == "error")
                .collect();
            if derives::give_back(items, &mut without_derives, &errors) {
                continue;
            }
            return Err(failure(diagnostics, stderr));
        }
        let mut reports = Vec::new();
        for ((world, printed), (_, diagnostics, _)) in worlds.iter().zip(&printed).zip(&checked) {
            let mut absent = BTreeSet::new();
            world.absent(items, &mut Vec::new(), &mut absent);
            reports.push((report(printed, diagnostics)?, absent));
        }
        let dead = in_every_world(&reports, |r| &r.dead, Place::clone);
        let unused = in_every_world(&reports, |r| &r.unused, Place::clone);
        let dead_members = in_every_world(&reports, |r| &r.members, |m| Place::Item(m.0.clone()));
        let mut removals = plan(&printed[0], &dead, &unused, dead_members);
        // A member of a type that goes whole goes with it.
        let whole = &removals.items;
        removals.members.retain(|(path, _)| !whole.contains(path));
        let members = std::mem::take(&mut removals.members);
        let params = in_every_world(&reports, |r| &r.params, |param| param.0.clone());
        // The functions with a variable never read but named again.
        let allow: BTreeSet<Place> =
            in_every_world(&reports, |r| &r.allow, |entry| entry.0.clone())
                .into_iter()
                .map(|(place, _)| place)
                .collect();
        let immutable = in_every_world(&reports, |r| &r.immutable, |entry| entry.0.clone());
        for (place, name, local) in &immutable {
            variables::unmut(items, place, name, *local);
        }
        let fields = in_every_world(&reports, |r| &r.fields, |f| Place::Item(f.0.clone()));
        // Fields go first and alone: what they leave unused shows next round.
        if removals.is_empty()
            && members.is_empty()
            && params.is_empty()
            && allow.is_empty()
            && immutable.is_empty()
        {
            if fields::remove(items, &fields) == 0 {
                return Ok(());
            }
            continue;
        }
        for place in &allow {
            variables::allow_unused_variables(items, place);
        }
        // Before the items go, while the paths hold.
        for (place, name, local) in &params {
            if local.is_none() && params::drop_parameter(items, place, name) {
                continue;
            }
            variables::silence(items, place, name, *local);
        }
        members::remove(items, &members);
        apply(items, removals);
    }
    Err(format!(
        "rustc still finds dead code after {MAX_ROUNDS} rounds"
    ))
}
