//! What one round takes out, planned from what rustc calls unused: values
//! and imports as they are, a dead type with its impl blocks and imports
//! once nothing else names it, and what a kept dead type still needs called
//! off.

use std::collections::{BTreeMap, BTreeSet};

use super::members::Member;
use crate::print::{self, Entity, ItemPath, Kind, Place};

/// What one round takes out.
#[derive(Default)]
pub struct Removals {
    pub items: BTreeSet<ItemPath>,
    pub impl_items: BTreeSet<(ItemPath, usize)>,
    pub use_leaves: BTreeMap<ItemPath, BTreeSet<usize>>,
    /// Enum variants and trait methods (see `members`).
    pub members: BTreeSet<Member>,
}

impl Removals {
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
            && self.impl_items.is_empty()
            && self.use_leaves.is_empty()
            && self.members.is_empty()
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

    /// The module at `path`'s child module named `name`.
    fn child(&self, path: &[usize], name: &str) -> Option<&'a [usize]> {
        self.modules.iter().find_map(|m| match &m.place {
            Place::Item(child)
                if child.len() == path.len() + 1
                    && child.starts_with(path)
                    && m.name.as_deref() == Some(name) =>
            {
                Some(child.as_slice())
            }
            _ => None,
        })
    }

    /// The module an import's path leads to (`super::scan` from inside
    /// `input::item` is `input::scan`), or `None` where a segment is no
    /// module (a re-export) and the path cannot be followed here.
    fn source_of(&self, leaf: &Entity) -> Option<Vec<usize>> {
        let mut at = module_of(&leaf.place).to_vec();
        for (index, segment) in leaf.path.iter().enumerate() {
            match segment.as_str() {
                "crate" if index == 0 => at.clear(),
                "self" if index == 0 => {}
                "super" => {
                    at.pop()?;
                }
                name => at = self.child(&at, name)?.to_vec(),
            }
        }
        Some(at)
    }

    fn is_module_name(&self, name: &str) -> bool {
        self.modules.iter().any(|m| m.name.as_deref() == Some(name))
    }

    /// The module a path's segments lead to from the module at `here`
    /// (`super::state` from `solver::search` is `solver::state`), or
    /// `None` where a segment is no module known here: a type (`Item::`
    /// in `Item::Board`), a crate outside (`std::`), or a re-export.
    fn resolve(&self, here: &[usize], segments: &[&str]) -> Option<Vec<usize>> {
        let mut at = here.to_vec();
        for (index, segment) in segments.iter().enumerate() {
            match *segment {
                "crate" if index == 0 => at.clear(),
                "self" if index == 0 => {}
                "super" => {
                    at.pop()?;
                }
                name => {
                    if let Some(child) = self.child(&at, name) {
                        at = child.to_vec();
                        continue;
                    }
                    // A module imported by name here (`use super::format;`).
                    if index > 0 {
                        return None;
                    }
                    let leaf = self.printed.entities.iter().find(|e| {
                        e.kind == Kind::UseLeaf
                            && e.name.as_deref() == Some(name)
                            && module_of(&e.place) == at.as_slice()
                    })?;
                    let mut source = self.source_of(leaf)?;
                    source = self.child(&source, name)?.to_vec();
                    at = source;
                }
            }
        }
        Some(at)
    }

    /// Whether the identifier `name` at byte `at` may mean `entity` (a
    /// type): not if the path before it leads to another module or names
    /// a type (`Item::Board` is a variant), nor a bare `name` in a module
    /// that defines or imports from elsewhere a `name` of its own. Paths
    /// it cannot follow count as meaning it: a type stays a round too long
    /// rather than go while named.
    fn may_mean(&self, at: usize, name: &str, entity: &Entity) -> bool {
        let home = module_of(&entity.place);
        let home_name = self.module_name(home);
        let here = self.module_at(at);
        let segments = path_before(&self.printed.text[..at]);
        if let Some(last) = segments.last() {
            if let Some(module) = self.resolve(here, &segments) {
                return module == home;
            }
            let first = segments[0];
            let known = ["crate", "self", "super"].contains(&first)
                || self.child(here, first).is_some()
                || self.is_module_name(first);
            if !known {
                // A type's member or something outside: not this type.
                return false;
            }
            return !(self.is_module_name(last) && Some(*last) != home_name);
        }
        if here == home {
            return true;
        }
        let own = self.printed.entities.iter().any(|e| {
            e.name.as_deref() == Some(name)
                && module_of(&e.place) == here
                && match e.kind {
                    Kind::UseLeaf => match self.source_of(e) {
                        Some(source) => source != home,
                        None => e.from.as_deref().is_some_and(|from| {
                            self.is_module_name(from) && Some(from) != home_name
                        }),
                    },
                    _ => matches!(e.place, Place::Item(_)),
                }
        });
        !own
    }
}

/// The path segments written just before the end of `text` (`super`,
/// `state` for `..super::state::`), none if it does not end in `::`.
fn path_before(text: &str) -> Vec<&str> {
    let mut segments = Vec::new();
    let mut rest = text;
    while let Some(before) = rest.strip_suffix("::") {
        let start = before
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_alphanumeric() || *c == '_')
            .last()
            .map_or(before.len(), |(at, _)| at);
        if start == before.len() {
            break;
        }
        segments.push(&before[start..]);
        rest = &before[..start];
    }
    segments.reverse();
    segments
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
    // Where the path can be followed, it decides; else (a re-export on
    // the way) the module's name does.
    let direct = |e: &&Entity| match (map.source_of(e), e.from.as_deref()) {
        (Some(source), _) => source == home,
        (None, None | Some("self")) => module_of(&e.place) == home,
        (None, from) => home_name.is_some() && from == home_name,
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
pub fn plan(
    printed: &print::Printed,
    dead: &BTreeSet<Place>,
    unused: &BTreeSet<Place>,
    members: BTreeSet<Member>,
) -> Removals {
    let map = Map::new(printed);
    let entities = &printed.entities;
    let mut removals = Removals {
        members,
        ..Removals::default()
    };
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
/// A variant or trait method named there is called off the same way
/// (with, for a method, the bodies of its impls).
fn shield<'a>(
    printed: &'a print::Printed,
    kept: &[Group],
    removals: &mut Removals,
    dead: &[Group],
) {
    let mut names: BTreeSet<&'a str> = BTreeSet::new();
    let idents_in = |range: &std::ops::Range<usize>| -> Vec<&'a str> {
        printed
            .idents
            .iter()
            .filter(|(at, _)| range.contains(at))
            .map(|(_, ident)| ident.as_str())
            .collect()
    };
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
        // Members named by what stays stay, a method with its bodies.
        let members: Vec<Member> = removals
            .members
            .iter()
            .filter(|(_, name)| names.contains(name.as_str()))
            .cloned()
            .collect();
        for member in &members {
            removals.members.remove(member);
            for body in method_bodies(printed, member) {
                names.extend(idents_in(&body.range));
            }
        }
        if called_off.is_empty() && members.is_empty() {
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

/// The impl items that define trait method `member` (a trait's path and
/// the method's name): the methods of its impls.
fn method_bodies<'a>(printed: &'a print::Printed, member: &Member) -> Vec<&'a Entity> {
    let (trait_path, name) = member;
    let Some(trait_name) = printed
        .entities
        .iter()
        .find(|e| e.place == Place::Item(trait_path.clone()))
        .and_then(|e| e.name.clone())
    else {
        return Vec::new();
    };
    let impls: Vec<&ItemPath> = printed
        .entities
        .iter()
        .filter(|e| matches!(&e.kind, Kind::Impl { trait_: Some(t), .. } if *t == trait_name))
        .filter_map(|e| match &e.place {
            Place::Item(path) => Some(path),
            _ => None,
        })
        .collect();
    printed
        .entities
        .iter()
        .filter(|e| e.name.as_deref() == Some(name.as_str()))
        .filter(|e| matches!(&e.place, Place::ImplItem(path, _) if impls.contains(&path)))
        .collect()
}
