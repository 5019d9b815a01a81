//! A round's removals made on the tree, and the inherent impl blocks and
//! modules they leave empty taken out too.

use std::collections::BTreeSet;

use syn::{Item, UseTree};

use super::plan::Removals;

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
pub fn apply(items: &mut Vec<Item>, mut removals: Removals) {
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

/// Every module's path, by names from the root.
fn module_paths(items: &[Item], path: &mut Vec<String>, out: &mut BTreeSet<Vec<String>>) {
    for item in items {
        if let Item::Mod(module) = item
            && let Some((_, inner)) = &module.content
        {
            path.push(module.ident.to_string());
            out.insert(path.clone());
            module_paths(inner, path, out);
            path.pop();
        }
    }
}

/// The paths of the modules some `use` imports (`use super::format;`,
/// `use super::format::{self, Format};`, `use super::tables::*;`),
/// followed from the module each `use` is in: `use self::search::search`
/// imports a function of `search`, not the module. Where a path cannot
/// be followed (a re-export on the way), every module of the name it ends
/// in counts, so that none goes too soon.
fn imported_modules(items: &[Item]) -> BTreeSet<Vec<String>> {
    let mut imports = Imports::default();
    module_paths(items, &mut Vec::new(), &mut imports.modules);
    imports.visit(items, &mut Vec::new());
    imports.imported
}

/// What [`imported_modules`] gathers.
#[derive(Default)]
struct Imports {
    /// Every module, by path.
    modules: BTreeSet<Vec<String>>,
    /// The modules imported.
    imported: BTreeSet<Vec<String>>,
}

impl Imports {
    /// The module `segments` lead to from the module at `here`.
    fn resolve(&self, here: &[String], segments: &[String]) -> Option<Vec<String>> {
        let mut at = here.to_vec();
        for (index, segment) in segments.iter().enumerate() {
            match segment.as_str() {
                "crate" if index == 0 => at.clear(),
                "self" if index == 0 => {}
                "super" => {
                    at.pop()?;
                }
                name => {
                    at.push(name.to_string());
                    if !self.modules.contains(&at) {
                        return None;
                    }
                }
            }
        }
        Some(at)
    }

    /// Records what a `use` in the module at `here`, ending in `last`
    /// after `segments`, imports if it is a module: with `last` empty
    /// (`self`, a glob), the module `segments` lead to.
    fn named(&mut self, here: &[String], segments: &[String], last: &str) {
        match self.resolve(here, segments) {
            Some(mut module) => {
                if !last.is_empty() {
                    module.push(last.to_string());
                }
                // Else an item of that module (`use self::search::search`).
                if self.modules.contains(&module) {
                    self.imported.insert(module);
                }
            }
            None => {
                let name = match last {
                    "" => segments.last().map(String::as_str),
                    last => Some(last),
                };
                let same: Vec<Vec<String>> = self
                    .modules
                    .iter()
                    .filter(|m| m.last().map(String::as_str) == name)
                    .cloned()
                    .collect();
                self.imported.extend(same);
            }
        }
    }

    /// Each name a `use` tree imports, `segments` before it.
    fn walk(&mut self, tree: &UseTree, here: &[String], segments: &mut Vec<String>) {
        match tree {
            UseTree::Path(path) => {
                segments.push(path.ident.to_string());
                self.walk(&path.tree, here, segments);
                segments.pop();
            }
            UseTree::Group(group) => {
                for inner in &group.items {
                    self.walk(inner, here, segments);
                }
            }
            // `self` and a glob name the module the path leads to.
            UseTree::Name(name) if name.ident == "self" => self.named(here, segments, ""),
            UseTree::Rename(rename) if rename.ident == "self" => self.named(here, segments, ""),
            UseTree::Glob(_) => self.named(here, segments, ""),
            UseTree::Name(name) => self.named(here, segments, &name.ident.to_string()),
            UseTree::Rename(rename) => self.named(here, segments, &rename.ident.to_string()),
        }
    }

    /// Every `use` in `items` (the module at `here`'s) and below.
    fn visit(&mut self, items: &[Item], here: &mut Vec<String>) {
        for item in items {
            match item {
                Item::Use(import) => self.walk(&import.tree, here, &mut Vec::new()),
                Item::Mod(module) => {
                    if let Some((_, inner)) = &module.content {
                        here.push(module.ident.to_string());
                        self.visit(inner, here);
                        here.pop();
                    }
                }
                _ => {}
            }
        }
    }
}

/// Takes out inherent impl blocks and modules left empty (a trait impl
/// with no items may be a marker, and stays). A module some `use` still
/// names waits for rustc to call that import unused, next round.
fn prune_empty(items: &mut Vec<Item>) {
    let imported = imported_modules(items);
    prune(items, &imported, &mut Vec::new());
}

fn prune(items: &mut Vec<Item>, imported: &BTreeSet<Vec<String>>, path: &mut Vec<String>) {
    items.retain_mut(|item| match item {
        Item::Mod(module) => match &mut module.content {
            // A module left with imports alone has nothing to offer.
            Some((_, inner)) => {
                path.push(module.ident.to_string());
                prune(inner, imported, path);
                let empty = inner.iter().all(|item| matches!(item, Item::Use(_)));
                let keep = !empty || imported.contains(path.as_slice());
                path.pop();
                keep
            }
            None => true,
        },
        Item::Impl(block) => block.trait_.is_some() || !block.items.is_empty(),
        _ => true,
    });
}
