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

use crate::Recipe;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{Item, Meta, Token, UseTree};

use crate::print::{self, Entity, ItemPath, Kind, Place};

/// Rounds before giving up (each removes at least one thing; a bundle of
/// the library takes two or three).
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

/// rustc's JSON diagnostics for `source`, checked as a program (no code
/// generated). An error is a failure: what the bundler cut must compile.
fn diagnostics(source: &str, file: &Path) -> Result<Vec<Value>, String> {
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
    let stderr = String::from_utf8_lossy(&output.stderr);
    let diagnostics: Vec<Value> = stderr
        .lines()
        .filter(|line| line.starts_with('{'))
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect();
    if !output.status.success() {
        let errors: String = diagnostics
            .iter()
            .filter(|d| d["level"] == "error")
            .filter_map(|d| d["rendered"].as_str())
            .collect();
        let errors = if errors.is_empty() {
            stderr.into_owned()
        } else {
            errors
        };
        return Err(format!(
            "the file does not compile (rustc --edition 2018):\n{errors}"
        ));
    }
    Ok(diagnostics)
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

/// What one round takes out.
#[derive(Default)]
struct Removals {
    items: BTreeSet<ItemPath>,
    impl_items: BTreeSet<(ItemPath, usize)>,
    use_leaves: BTreeMap<ItemPath, BTreeSet<usize>>,
}

impl Removals {
    fn is_empty(&self) -> bool {
        self.items.is_empty() && self.impl_items.is_empty() && self.use_leaves.is_empty()
    }

    /// Whether byte `at` falls in something this round takes out.
    fn covers(&self, entities: &[Entity], at: usize) -> bool {
        entities.iter().any(|entity| {
            entity.range.contains(&at)
                && match &entity.place {
                    Place::Item(path) => self.items.contains(path),
                    Place::ImplItem(path, index) => {
                        self.impl_items.contains(&(path.clone(), *index))
                    }
                    Place::UseLeaf(path, index) => self
                        .use_leaves
                        .get(path)
                        .is_some_and(|leaves| leaves.contains(index)),
                }
        })
    }
}

/// The innermost item or impl item spanning `at` that defines `name`.
fn defining<'a>(entities: &'a [Entity], at: usize, name: &str) -> Option<&'a Entity> {
    entities
        .iter()
        .filter(|e| !matches!(e.kind, Kind::UseLeaf))
        .filter(|e| e.range.contains(&at) && e.name.as_deref() == Some(name))
        .min_by_key(|e| e.range.len())
}

/// Whether a `target_arch = ...` names x86_64.
fn is_x86_64(value: &syn::Expr) -> bool {
    matches!(value, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) if s.value() == "x86_64")
}

/// An item's outer attributes, read only.
fn attributes(item: &Item) -> &[syn::Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The two worlds a submission's code is written for: x86_64 (the judges',
/// with SSE2) and any other target (the portable stand-ins). rustc on one
/// host sees only one of them, so each round checks the file once as
/// each: `target_arch = "x86_64"` made `all()` (true) or `any()` (false),
/// whatever the host. Other target predicates are left as they are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum World {
    X86_64,
    Other,
}

impl World {
    /// `meta` with each `target_arch = "..."` decided for this world.
    fn decide(self, meta: &Meta) -> Meta {
        match meta {
            Meta::NameValue(pair) if pair.path.is_ident("target_arch") => {
                let x86_64 = is_x86_64(&pair.value);
                if x86_64 && self == World::X86_64 {
                    syn::parse_quote!(all())
                } else {
                    syn::parse_quote!(any())
                }
            }
            Meta::List(list) => {
                let Ok(arguments) =
                    list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                else {
                    return meta.clone();
                };
                let decided = arguments.iter().map(|argument| self.decide(argument));
                let path = &list.path;
                syn::parse_quote!(#path(#(#decided),*))
            }
            other => other.clone(),
        }
    }

    /// Whether `meta` holds in this world: `None` where it hangs on more
    /// than the architecture.
    fn holds(self, meta: &Meta) -> Option<bool> {
        match meta {
            Meta::NameValue(pair) if pair.path.is_ident("target_arch") => {
                let x86_64 = is_x86_64(&pair.value);
                Some(x86_64 && self == World::X86_64)
            }
            Meta::List(list) => {
                let arguments = list
                    .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                    .ok()?;
                let held: Vec<Option<bool>> = arguments.iter().map(|a| self.holds(a)).collect();
                match list.path.get_ident()?.to_string().as_str() {
                    "not" if held.len() == 1 => held[0].map(|h| !h),
                    "all" if held.contains(&Some(false)) => Some(false),
                    "all" if held.iter().all(Option::is_some) => Some(true),
                    "any" if held.contains(&Some(true)) => Some(true),
                    "any" if held.iter().all(Option::is_some) => Some(false),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether the thing with `attributes` is compiled out in this world.
    fn leaves_out(self, attributes: &[syn::Attribute]) -> bool {
        attributes.iter().any(|attribute| {
            attribute.path().is_ident("cfg")
                && attribute
                    .parse_args::<Meta>()
                    .is_ok_and(|meta| self.holds(&meta) == Some(false))
        })
    }

    /// The places compiled out in this world (their insides are too).
    fn absent(self, items: &[Item], path: &mut ItemPath, out: &mut BTreeSet<Place>) {
        for (index, item) in items.iter().enumerate() {
            path.push(index);
            if self.leaves_out(attributes(item)) {
                out.insert(Place::Item(path.clone()));
            }
            match item {
                Item::Mod(module) => {
                    if let Some((_, inner)) = &module.content {
                        self.absent(inner, path, out);
                    }
                }
                Item::Impl(block) => {
                    for (inner, member) in block.items.iter().enumerate() {
                        let attributes = match member {
                            syn::ImplItem::Fn(f) => &f.attrs,
                            syn::ImplItem::Const(c) => &c.attrs,
                            syn::ImplItem::Type(t) => &t.attrs,
                            _ => continue,
                        };
                        if self.leaves_out(attributes) {
                            out.insert(Place::ImplItem(path.clone(), inner));
                        }
                    }
                }
                _ => {}
            }
            path.pop();
        }
    }
}

/// Whether two predicates are written alike.
fn same(a: &Meta, b: &Meta) -> bool {
    use quote::ToTokens;
    a.to_token_stream().to_string() == b.to_token_stream().to_string()
}

/// Decides the architecture in every cfg of a tree for one world, and
/// counts the attributes it changed.
struct Decide(World, usize);

impl VisitMut for Decide {
    fn visit_attribute_mut(&mut self, attribute: &mut syn::Attribute) {
        if attribute.path().is_ident("cfg") {
            if let Ok(meta) = attribute.parse_args::<Meta>() {
                let decided = self.0.decide(&meta);
                if !same(&decided, &meta) {
                    self.1 += 1;
                }
                attribute.meta = syn::parse_quote!(cfg(#decided));
            }
        } else if attribute.path().is_ident("cfg_attr")
            && let Ok(arguments) =
                attribute.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
        {
            let mut arguments: Vec<Meta> = arguments.into_iter().collect();
            if let Some(first) = arguments.first_mut() {
                let decided = self.0.decide(first);
                if !same(&decided, first) {
                    self.1 += 1;
                }
                *first = decided;
            }
            attribute.meta = syn::parse_quote!(cfg_attr(#(#arguments),*));
        }
    }
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
                // Enum variants and fields stay: their uses are spread over
                // patterns and literals.
                let parts = ["field", "variant", "multiple fields", "multiple variants"];
                if parts.iter().any(|part| message.starts_with(part)) {
                    continue;
                }
                for (start, end) in primary_spans(diagnostic) {
                    let Some(name) = text.get(start..end) else {
                        continue; // in the harness
                    };
                    let Some(entity) = defining(entities, start, name) else {
                        return Err(format!(
                            "rustc says {message}, but `{name}` is no item or impl item \
                             the bundler can take out (an item inside a function?)"
                        ));
                    };
                    report.dead.insert(entity.place.clone());
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

/// The path of the module a place sits in.
fn module_of(place: &Place) -> &[usize] {
    match place {
        Place::Item(path) => &path[..path.len().saturating_sub(1)],
        Place::ImplItem(path, _) | Place::UseLeaf(path, _) => &path[..path.len().saturating_sub(1)],
    }
}

/// What the plan needs to know of the printed file beyond its entities:
/// which module each byte is in, what each module defines.
struct Map<'a> {
    printed: &'a print::Printed,
    modules: Vec<&'a Entity>,
}

impl<'a> Map<'a> {
    fn new(printed: &'a print::Printed) -> Map<'a> {
        let modules = printed
            .entities
            .iter()
            .filter(|e| e.kind == Kind::Module)
            .collect();
        Map { printed, modules }
    }

    /// The path of the innermost module around byte `at` (the root: `[]`).
    fn module_at(&self, at: usize) -> &'a [usize] {
        self.modules
            .iter()
            .filter(|m| m.range.contains(&at))
            .min_by_key(|m| m.range.len())
            .and_then(|m| match &m.place {
                Place::Item(path) => Some(path.as_slice()),
                _ => None,
            })
            .unwrap_or(&[])
    }

    /// The name of the module at `path` (`None` for the root).
    fn module_name(&self, path: &[usize]) -> Option<&'a str> {
        self.modules
            .iter()
            .find(|m| matches!(&m.place, Place::Item(p) if p == path))
            .and_then(|m| m.name.as_deref())
    }

    fn is_module_name(&self, name: &str) -> bool {
        self.modules.iter().any(|m| m.name.as_deref() == Some(name))
    }

    /// Whether the identifier `name` at byte `at` may mean `entity` (a
    /// type): not if it is `other_module::name`, nor a bare `name` in a
    /// module that defines or imports from elsewhere a `name` of its own.
    /// Macros and odd paths count as meaning it: a type stays a round
    /// too long rather than go while named.
    fn may_mean(&self, at: usize, name: &str, entity: &Entity) -> bool {
        let home = module_of(&entity.place);
        let home_name = self.module_name(home);
        let before = &self.printed.text[..at];
        if let Some(prefix) = before.strip_suffix("::") {
            let segment: String = prefix
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            return !(self.is_module_name(&segment) && Some(segment.as_str()) != home_name);
        }
        let here = self.module_at(at);
        if here == home {
            return true;
        }
        let own = self.printed.entities.iter().any(|e| {
            e.name.as_deref() == Some(name)
                && module_of(&e.place) == here
                && match e.kind {
                    Kind::UseLeaf => e
                        .from
                        .as_deref()
                        .is_some_and(|from| self.is_module_name(from) && Some(from) != home_name),
                    _ => matches!(e.place, Place::Item(_)),
                }
        });
        !own
    }
}

/// The impl blocks for `entity` or, if it is a trait, of it: those beside
/// it in its module, and those elsewhere whose first mention of its name
/// means it (`impl Puzzle for Board` in another module that imports
/// `Board`).
fn impls_of<'a>(map: &Map<'a>, entity: &Entity) -> Vec<&'a Entity> {
    let module = module_of(&entity.place);
    let name = entity.name.as_deref().unwrap_or_default();
    let means_it = |block: &Entity| {
        module_of(&block.place) == module
            || map
                .printed
                .idents
                .iter()
                .find(|(at, ident)| block.range.contains(at) && ident == name)
                .is_some_and(|(at, _)| map.may_mean(*at, name, entity))
    };
    map.printed
        .entities
        .iter()
        .filter(|e| matches!(e.place, Place::Item(_)))
        .filter(|e| match &e.kind {
            Kind::Impl { of, trait_ } => {
                of.as_deref() == Some(name) || trait_.as_deref() == Some(name)
            }
            _ => false,
        })
        .filter(|e| means_it(e))
        .collect()
}

/// The imported names that are `entity`: `use` paths ending in
/// `its_module::name`, or bare (`self::name`, `name`) in its own module,
/// or `other::name` where `other` imports it (a re-export: `pub use
/// format::Format` in `input` lets `use super::input::Format` name it).
fn imports_of<'a>(map: &Map<'a>, entity: &Entity) -> Vec<&'a Entity> {
    let home = module_of(&entity.place);
    let home_name = map.module_name(home);
    let leaves = || {
        map.printed
            .entities
            .iter()
            .filter(|e| e.kind == Kind::UseLeaf && e.name.is_some() && e.name == entity.name)
    };
    let direct = |e: &&Entity| match e.from.as_deref() {
        None | Some("self") => module_of(&e.place) == home,
        from => home_name.is_some() && from == home_name,
    };
    let importers: Vec<&str> = leaves()
        .filter(direct)
        .filter_map(|e| map.module_name(module_of(&e.place)))
        .collect();
    leaves()
        .filter(|e| {
            direct(e)
                || e.from
                    .as_deref()
                    .is_some_and(|from| importers.contains(&from))
        })
        .collect()
}

/// A dead type with what goes with it.
struct Group<'a> {
    entity: &'a Entity,
    impls: Vec<&'a Entity>,
    imports: Vec<&'a Entity>,
}

impl Group<'_> {
    fn covers(&self, at: usize) -> bool {
        std::iter::once(self.entity)
            .chain(self.impls.iter().copied())
            .chain(self.imports.iter().copied())
            .any(|e| e.range.contains(&at))
    }
}

/// Turns what is unused everywhere into removals: values and imports
/// as they are, types in groups, then what a kept dead type still needs
/// called off.
fn plan(printed: &print::Printed, dead: &BTreeSet<Place>, unused: &BTreeSet<Place>) -> Removals {
    let map = Map::new(printed);
    let entities = &printed.entities;
    let mut removals = Removals::default();
    let mut types = Vec::new();
    for place in dead {
        let Some(entity) = entities.iter().find(|e| &e.place == place) else {
            continue;
        };
        match (&entity.kind, place) {
            (Kind::Type, _) => types.push(entity),
            (_, Place::Item(path)) => {
                removals.items.insert(path.clone());
            }
            (_, Place::ImplItem(path, index)) => {
                removals.impl_items.insert((path.clone(), *index));
            }
            (_, Place::UseLeaf(..)) => {}
        }
    }
    for place in unused {
        if let Place::UseLeaf(path, index) = place {
            removals
                .use_leaves
                .entry(path.clone())
                .or_default()
                .insert(*index);
        }
    }
    // Dead types go with their impl blocks and imports once nothing else
    // names them: not what goes this round, and not each other (an error
    // kind and the error that holds it go together), so the set is
    // narrowed until every type left in it is named only inside it.
    let mut dead: Vec<Group> = types
        .into_iter()
        .map(|entity| Group {
            entity,
            impls: impls_of(&map, entity),
            imports: imports_of(&map, entity),
        })
        .collect();
    let mut kept: Vec<Group> = Vec::new();
    loop {
        let inside =
            |at: usize| removals.covers(entities, at) || dead.iter().any(|group| group.covers(at));
        let named: Vec<bool> = dead
            .iter()
            .map(|group| {
                let name = group.entity.name.as_deref().unwrap_or_default();
                printed.idents.iter().any(|(at, ident)| {
                    ident == name && !inside(*at) && map.may_mean(*at, name, group.entity)
                })
            })
            .collect();
        if !named.contains(&true) {
            break;
        }
        let mut named = named.into_iter();
        let (stay, go): (Vec<Group>, Vec<Group>) =
            dead.into_iter().partition(|_| named.next() == Some(true));
        dead = go;
        kept.extend(stay);
    }
    for group in &dead {
        for item in std::iter::once(&group.entity).chain(&group.impls) {
            if let Place::Item(path) = &item.place {
                removals.items.insert(path.clone());
            }
        }
        for leaf in &group.imports {
            if let Place::UseLeaf(path, index) = &leaf.place {
                removals
                    .use_leaves
                    .entry(path.clone())
                    .or_default()
                    .insert(*index);
            }
        }
    }
    shield(printed, &kept, &mut removals, &dead);
    // What goes takes its imports along: they are used by dead code
    // alone (`use narrow_portable as narrow;`), so rustc names them only
    // once that is gone, and a `use` of a missing item fails.
    let imports: Vec<&Entity> = removals
        .items
        .iter()
        .filter_map(|path| {
            entities
                .iter()
                .find(|e| e.place == Place::Item(path.clone()))
        })
        .flat_map(|entity| imports_of(&map, entity))
        .collect();
    for leaf in imports {
        if let Place::UseLeaf(path, index) = &leaf.place {
            removals
                .use_leaves
                .entry(path.clone())
                .or_default()
                .insert(*index);
        }
    }
    removals
}

/// rustc counts the trait impls of a dead type as dead, and what only they
/// use; while the type stays (live code names it), so must all that: the
/// removals named in those impls are called off, then those named in what
/// was called off, and so on (by name: a method of the same name elsewhere
/// stays a round longer, which is only a round).
fn shield(printed: &print::Printed, kept: &[Group], removals: &mut Removals, dead: &[Group]) {
    let idents_in = |range: &std::ops::Range<usize>| -> Vec<&str> {
        printed
            .idents
            .iter()
            .filter(|(at, _)| range.contains(at))
            .map(|(_, ident)| ident.as_str())
            .collect()
    };
    let mut names: BTreeSet<&str> = BTreeSet::new();
    for group in kept {
        for block in &group.impls {
            if matches!(
                &block.kind,
                Kind::Impl {
                    trait_: Some(_),
                    ..
                }
            ) {
                names.extend(idents_in(&block.range));
            }
        }
    }
    if names.is_empty() {
        return;
    }
    loop {
        let planned = removals
            .items
            .iter()
            .map(|path| Place::Item(path.clone()))
            .chain(
                removals
                    .impl_items
                    .iter()
                    .map(|(path, index)| Place::ImplItem(path.clone(), *index)),
            );
        let called_off: Vec<&Entity> = planned
            .filter_map(|place| printed.entities.iter().find(|e| e.place == place))
            .filter(|e| e.name.as_deref().is_some_and(|name| names.contains(name)))
            .collect();
        if called_off.is_empty() {
            return;
        }
        for entity in called_off {
            names.extend(idents_in(&entity.range));
            match &entity.place {
                Place::Item(path) => {
                    removals.items.remove(path);
                    // A type called off keeps its impl blocks and imports.
                    if let Some(group) = dead.iter().find(|g| g.entity.place == entity.place) {
                        for block in &group.impls {
                            if let Place::Item(path) = &block.place {
                                removals.items.remove(path);
                                names.extend(idents_in(&block.range));
                            }
                        }
                        for leaf in &group.imports {
                            if let Place::UseLeaf(path, index) = &leaf.place
                                && let Some(leaves) = removals.use_leaves.get_mut(path)
                            {
                                leaves.remove(index);
                            }
                        }
                    }
                }
                Place::ImplItem(path, index) => {
                    removals.impl_items.remove(&(path.clone(), *index));
                }
                Place::UseLeaf(..) => {}
            }
        }
        removals.use_leaves.retain(|_, leaves| !leaves.is_empty());
    }
}

/// The item list at `path` (the root's, or an inline module's).
fn items_at<'a>(items: &'a mut Vec<Item>, path: &[usize]) -> Option<&'a mut Vec<Item>> {
    let Some((first, rest)) = path.split_first() else {
        return Some(items);
    };
    match items.get_mut(*first)? {
        Item::Mod(module) => items_at(&mut module.content.as_mut()?.1, rest),
        _ => None,
    }
}

fn item_at<'a>(items: &'a mut Vec<Item>, path: &[usize]) -> Option<&'a mut Item> {
    let (last, parent) = path.split_last()?;
    items_at(items, parent)?.get_mut(*last)
}

/// `tree` without the names numbered in `gone` (counting from `*leaf`, in
/// printing order); `None` when nothing is left. A group left with one
/// name loses its braces (not around `self`).
fn prune_use(tree: UseTree, gone: &BTreeSet<usize>, leaf: &mut usize) -> Option<UseTree> {
    match tree {
        UseTree::Path(mut path) => {
            let inner = prune_use(*path.tree, gone, leaf)?;
            path.tree = Box::new(inner);
            Some(UseTree::Path(path))
        }
        UseTree::Group(mut group) => {
            let items = std::mem::take(&mut group.items);
            for inner in items {
                if let Some(kept) = prune_use(inner, gone, leaf) {
                    group.items.push(kept);
                }
            }
            match group.items.len() {
                0 => None,
                1 if !matches!(group.items.first(), Some(UseTree::Name(n)) if n.ident == "self") => {
                    group.items.pop().map(syn::punctuated::Pair::into_value)
                }
                _ => Some(UseTree::Group(group)),
            }
        }
        leaf_tree => {
            let index = *leaf;
            *leaf += 1;
            (!gone.contains(&index)).then_some(leaf_tree)
        }
    }
}

/// Takes out what `removals` names.
fn apply(items: &mut Vec<Item>, mut removals: Removals) {
    for (path, gone) in std::mem::take(&mut removals.use_leaves) {
        if let Some(Item::Use(import)) = item_at(items, &path) {
            let mut leaf = 0;
            let tree = std::mem::replace(
                &mut import.tree,
                UseTree::Glob(syn::UseGlob {
                    star_token: Default::default(),
                }),
            );
            match prune_use(tree, &gone, &mut leaf) {
                Some(tree) => import.tree = tree,
                None => {
                    removals.items.insert(path);
                }
            }
        }
    }
    // Last first, so that the indices of the rest hold.
    for (path, index) in removals.impl_items.iter().rev() {
        if let Some(Item::Impl(block)) = item_at(items, path)
            && *index < block.items.len()
        {
            block.items.remove(*index);
        }
    }
    for path in removals.items.iter().rev() {
        if let Some((last, parent)) = path.split_last()
            && let Some(list) = items_at(items, parent)
            && *last < list.len()
        {
            list.remove(*last);
        }
    }
    prune_empty(items);
}

/// The names of the modules some `use` imports (`use super::format;`,
/// `use super::format::{self, Format};`).
fn imported_modules(items: &[Item], out: &mut BTreeSet<String>) {
    fn walk(tree: &UseTree, from: Option<&syn::Ident>, out: &mut BTreeSet<String>) {
        match tree {
            UseTree::Path(path) => walk(&path.tree, Some(&path.ident), out),
            UseTree::Group(group) => group.items.iter().for_each(|t| walk(t, from, out)),
            UseTree::Name(name) if name.ident == "self" => out.extend(from.map(|f| f.to_string())),
            UseTree::Name(name) => {
                out.insert(name.ident.to_string());
            }
            UseTree::Rename(rename) if rename.ident == "self" => {
                out.extend(from.map(|f| f.to_string()));
            }
            UseTree::Rename(rename) => {
                out.insert(rename.ident.to_string());
            }
            UseTree::Glob(_) => {}
        }
    }
    for item in items {
        match item {
            Item::Use(import) => walk(&import.tree, None, out),
            Item::Mod(module) => {
                if let Some((_, inner)) = &module.content {
                    imported_modules(inner, out);
                }
            }
            _ => {}
        }
    }
}

/// Takes out inherent impl blocks and modules left empty (a trait impl
/// with no items may be a marker, and stays). A module some `use` still
/// names waits for rustc to call that import unused, next round.
fn prune_empty(items: &mut Vec<Item>) {
    let mut imported = BTreeSet::new();
    imported_modules(items, &mut imported);
    prune(items, &imported);
}

fn prune(items: &mut Vec<Item>, imported: &BTreeSet<String>) {
    items.retain_mut(|item| match item {
        Item::Mod(module) => match &mut module.content {
            // A module left with imports alone has nothing to offer.
            Some((_, inner)) => {
                prune(inner, imported);
                let empty = inner.iter().all(|item| matches!(item, Item::Use(_)));
                !empty || imported.contains(&module.ident.to_string())
            }
            None => true,
        },
        Item::Impl(block) => block.trait_.is_some() || !block.items.is_empty(),
        _ => true,
    });
}

/// Trims `items` (printed after `header`) until rustc finds nothing more
/// to take out in either world; `harness` is added after the file for the
/// check only (LeetCode's frame: the struct and a `main` that names the
/// method).
pub fn trim(items: &mut Vec<Item>, recipe: &Recipe) -> Result<(), String> {
    let (header, harness) = (recipe.header, recipe.harness);
    let scratch = Scratch::new()?;
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
        let found: Vec<Result<Vec<Value>, String>> = std::thread::scope(|scope| {
            let checks: Vec<_> = worlds
                .iter()
                .zip(&printed)
                .map(|(world, printed)| {
                    let source = format!("{}{harness}", printed.text);
                    let file = scratch.0.join(format!("{world:?}.rs").to_lowercase());
                    scope.spawn(move || diagnostics(&source, &file))
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
        let mut reports = Vec::new();
        for ((world, printed), found) in worlds.iter().zip(&printed).zip(found) {
            let mut absent = BTreeSet::new();
            world.absent(items, &mut Vec::new(), &mut absent);
            reports.push((report(printed, &found?)?, absent));
        }
        let (dead, unused) = unused_everywhere(&reports);
        let removals = plan(&printed[0], &dead, &unused);
        if removals.is_empty() {
            return Ok(());
        }
        apply(items, removals);
    }
    Err(format!(
        "rustc still finds dead code after {MAX_ROUNDS} rounds"
    ))
}
