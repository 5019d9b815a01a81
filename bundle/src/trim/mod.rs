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
//! what rustc calls unused into removals, `apply` makes them; `debug`
//! takes every `Debug` derive out before the first round and gives it
//! back where a round's check fails without it.

mod apply;
mod debug;
mod members;
mod plan;
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
    /// Function parameters never read: the function's place and the
    /// parameter's name.
    params: BTreeSet<(Place, String)>,
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
                if ["field", "multiple fields"]
                    .iter()
                    .any(|part| message.starts_with(part))
                {
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
                    let function = entities
                        .iter()
                        .filter(|e| matches!(e.kind, Kind::Value | Kind::ImplItem))
                        .filter(|e| e.range.contains(&start))
                        .min_by_key(|e| e.range.len());
                    if let Some(function) = function {
                        report
                            .params
                            .insert((function.place.clone(), name.to_string()));
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

/// The parameters unused in every world where their function is
/// compiled in.
fn unused_params(reports: &[(Report, BTreeSet<Place>)]) -> BTreeSet<(Place, String)> {
    reports
        .iter()
        .flat_map(|(report, _)| report.params.iter())
        .filter(|param| {
            reports.iter().all(|(report, absent)| {
                report.params.contains(*param) || is_absent(absent, &param.0)
            })
        })
        .cloned()
        .collect()
}

/// The members unused in every world where their type is compiled in.
fn dead_members(reports: &[(Report, BTreeSet<Place>)]) -> BTreeSet<members::Member> {
    reports
        .iter()
        .flat_map(|(report, _)| report.members.iter())
        .filter(|member| {
            reports.iter().all(|(report, absent)| {
                report.members.contains(*member)
                    || is_absent(absent, &Place::Item(member.0.clone()))
            })
        })
        .cloned()
        .collect()
}

/// What is unused in both worlds (or compiled out of one and unused in
/// the other).
fn unused_everywhere(reports: &[(Report, BTreeSet<Place>)]) -> (BTreeSet<Place>, BTreeSet<Place>) {
    let everywhere = |of: fn(&Report) -> &BTreeSet<Place>| -> BTreeSet<Place> {
        reports
            .iter()
            .flat_map(|(report, _)| of(report).iter())
            .filter(|place| {
                reports
                    .iter()
                    .all(|(report, absent)| of(report).contains(place) || is_absent(absent, place))
            })
            .cloned()
            .collect()
    };
    (everywhere(|r| &r.dead), everywhere(|r| &r.unused))
}

/// Trims `items` (printed after `header`) until rustc finds nothing more
/// to take out in either world, `Debug` derives with the rest; `harness` is added after the file for the
/// check only (LeetCode's frame: the struct and a `main` that names the
/// method).
pub fn trim(items: &mut Vec<Item>, recipe: &Recipe) -> Result<(), String> {
    let (header, harness) = (recipe.header, recipe.harness);
    let scratch = Scratch::new()?;
    let mut without_debug = debug::drop_all(items);
    for _ in 0..MAX_ROUNDS {
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
        if let Some((_, diagnostics, stderr)) = checked.iter().find(|(compiled, ..)| !compiled) {
            // What the cut left must compile; a type that lost `Debug`
            // may want it back.
            let errors: Vec<&Value> = checked
                .iter()
                .flat_map(|(_, diagnostics, _)| diagnostics)
                .filter(|d| d["level"] == "error")
                .collect();
            if debug::give_back(items, &mut without_debug, &errors) {
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
        let (dead, unused) = unused_everywhere(&reports);
        let removals = plan(&printed[0], &dead, &unused);
        // A member of a type that goes whole goes with it.
        let members: BTreeSet<members::Member> = dead_members(&reports)
            .into_iter()
            .filter(|(path, _)| !removals.items.contains(path))
            .collect();
        let params = unused_params(&reports);
        if removals.is_empty() && members.is_empty() && params.is_empty() {
            return Ok(());
        }
        // Before the items go, while the paths hold.
        for (place, name) in &params {
            members::silence(items, place, name);
        }
        members::remove(items, &members);
        apply(items, removals);
    }
    Err(format!(
        "rustc still finds dead code after {MAX_ROUNDS} rounds"
    ))
}
