//! `Debug` derives nothing uses, taken out once the rounds are done.
//! rustc's dead-code lint says nothing of trait impls, so every `Debug`
//! derive goes, the file is checked in both worlds, and `Debug` comes back
//! on each type the file then fails to compile without (an error type
//! that `std::error::Error` wants `Debug` of), until it compiles: about
//! 150 bytes of a 9x9 submission.

use std::collections::BTreeSet;
use std::path::Path;

use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{Item, Token};

use super::worlds::{Decide, World};
use crate::Recipe;
use crate::print;

/// Tries giving back `Debug` this many times before giving all back.
const MAX_TRIES: usize = 8;

/// A type that lost its `Debug`: where it is in the tree, and its name.
type Dropped = BTreeSet<(Vec<usize>, String)>;

/// Takes `Debug` out of the derives of every type for which `pick` (given
/// its place in the tree and its name) says so, or, with `restore`, gives
/// it back. Returns the types changed.
fn edit(items: &mut [Item], pick: &dyn Fn(&[usize], &str) -> bool, restore: bool) -> Dropped {
    fn walk(
        items: &mut [Item],
        path: &mut Vec<usize>,
        pick: &dyn Fn(&[usize], &str) -> bool,
        restore: bool,
        changed: &mut Dropped,
    ) {
        for (index, item) in items.iter_mut().enumerate() {
            path.push(index);
            let named = match item {
                Item::Struct(s) => Some((s.ident.to_string(), &mut s.attrs)),
                Item::Enum(e) => Some((e.ident.to_string(), &mut e.attrs)),
                Item::Mod(module) => {
                    if let Some((_, inner)) = &mut module.content {
                        walk(inner, path, pick, restore, changed);
                    }
                    None
                }
                _ => None,
            };
            if let Some((name, attributes)) = named
                && pick(path, &name)
                && derive_debug(attributes, restore)
            {
                changed.insert((path.clone(), name));
            }
            path.pop();
        }
    }
    let mut changed = Dropped::new();
    walk(items, &mut Vec::new(), pick, restore, &mut changed);
    changed
}

/// Takes `Debug` out of a type's derives (a derive left with nothing
/// goes), or gives it back; says whether anything changed.
fn derive_debug(attributes: &mut Vec<syn::Attribute>, restore: bool) -> bool {
    let parse = Punctuated::<syn::Path, Token![,]>::parse_terminated;
    let at = attributes.iter().position(|a| a.path().is_ident("derive"));
    let mut derives: Vec<syn::Path> = match at.map(|at| attributes[at].parse_args_with(parse)) {
        Some(Ok(derives)) => derives.into_iter().collect(),
        Some(Err(_)) => return false,
        None if restore => {
            attributes.push(syn::parse_quote!(#[derive(Debug)]));
            return true;
        }
        None => return false,
    };
    let had = derives.iter().any(|path| path.is_ident("Debug"));
    if restore == had {
        return false;
    }
    if restore {
        derives.push(syn::parse_quote!(Debug));
    } else {
        derives.retain(|path| !path.is_ident("Debug"));
    }
    if let Some(at) = at {
        if derives.is_empty() {
            attributes.remove(at);
        } else {
            attributes[at] = syn::parse_quote!(#[derive(#(#derives),*)]);
        }
    }
    true
}

/// The types the file fails to compile without `Debug` on, in either
/// world; `None` when it compiles in both; an empty set when it fails for
/// another reason.
fn wanting_debug(
    items: &[Item],
    recipe: &Recipe,
    folder: &Path,
) -> Result<Option<BTreeSet<String>>, String> {
    let mut wanted = BTreeSet::new();
    let mut failed = false;
    for world in [World::X86_64, World::Other] {
        let mut tree = items.to_vec();
        let mut decide = Decide(world, 0);
        for item in &mut tree {
            decide.visit_item_mut(item);
        }
        let printed = print::print(&tree, recipe.header, false, recipe.root);
        let source = format!("{}{}", printed.text, recipe.harness);
        let file = folder.join(format!("debug-{world:?}.rs").to_lowercase());
        let (compiled, diagnostics, _) = super::check(&source, &file)?;
        if compiled {
            continue;
        }
        failed = true;
        for diagnostic in diagnostics.iter().filter(|d| d["level"] == "error") {
            let message = diagnostic["message"].as_str().unwrap_or("");
            // "`ParseError` doesn't implement `Debug`" (or `std::fmt::Debug`).
            if let Some((name, rest)) = message
                .strip_prefix('`')
                .and_then(|rest| rest.split_once('`'))
                && rest.starts_with(" doesn't implement ")
                && rest.contains("Debug`")
            {
                wanted.insert(name.rsplit("::").next().unwrap_or(name).to_string());
            }
        }
    }
    Ok(failed.then_some(wanted))
}

/// Takes out the `Debug` derives the file (with `recipe`'s harness) does
/// not need, checking it in `folder`.
pub fn trim_debug(items: &mut [Item], recipe: &Recipe, folder: &Path) -> Result<(), String> {
    let mut dropped = edit(items, &|_, _| true, false);
    for _ in 0..MAX_TRIES {
        let Some(wanted) = wanting_debug(items, recipe, folder)? else {
            return Ok(());
        };
        let back: Dropped = dropped
            .iter()
            .filter(|(_, name)| wanted.contains(name))
            .cloned()
            .collect();
        if back.is_empty() {
            break;
        }
        edit(
            items,
            &|path, name| back.contains(&(path.to_vec(), name.to_string())),
            true,
        );
        dropped.retain(|place| !back.contains(place));
    }
    // It fails for another reason, or does not settle: every derive back,
    // as the rounds left it, which compiled.
    edit(
        items,
        &|path, name| dropped.contains(&(path.to_vec(), name.to_string())),
        true,
    );
    Ok(())
}
