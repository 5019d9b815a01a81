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

/// The names of the modules some `use` imports (`use super::format;`,
/// `use super::format::{self, Format};`, `use super::tables::*;`).
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
            // `use super::tables::*`: the module stays while the glob does.
            UseTree::Glob(_) => out.extend(from.map(|f| f.to_string())),
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
