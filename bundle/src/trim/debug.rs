//! `Debug` derives nothing uses. rustc's dead-code lint says nothing of
//! trait impls, so every `Debug` derive goes before the first round, and
//! `Debug` comes back on each type the file then fails to compile without
//! (an error type that `std::error::Error` wants `Debug` of), round by
//! round until it compiles: about 150 bytes of a 9x9 submission. The
//! rounds' checks do this work beside their own, so it costs no rustc run
//! of its own when nothing wants `Debug`.
//!
//! rustc's error names the type without its module, so every type of that
//! name that lost `Debug` gets it back.

use std::collections::BTreeSet;

use serde_json::Value;
use syn::punctuated::Punctuated;
use syn::{Item, Token};

/// A type, known by the names of the modules that hold it and its own
/// (which removals elsewhere in the tree do not change).
type Type = (Vec<String>, String);

/// Takes `Debug` out of the derives of every type `pick` says so of, or,
/// with `restore`, gives it back. Returns the types changed.
fn edit(items: &mut [Item], pick: &dyn Fn(&Type) -> bool, restore: bool) -> BTreeSet<Type> {
    fn walk(
        items: &mut [Item],
        modules: &mut Vec<String>,
        pick: &dyn Fn(&Type) -> bool,
        restore: bool,
        changed: &mut BTreeSet<Type>,
    ) {
        for item in items {
            let named = match item {
                Item::Struct(s) => Some((s.ident.to_string(), &mut s.attrs)),
                Item::Enum(e) => Some((e.ident.to_string(), &mut e.attrs)),
                Item::Mod(module) => {
                    if let Some((_, inner)) = &mut module.content {
                        modules.push(module.ident.to_string());
                        walk(inner, modules, pick, restore, changed);
                        modules.pop();
                    }
                    None
                }
                _ => None,
            };
            if let Some((name, attributes)) = named {
                let named = (modules.clone(), name);
                if pick(&named) && derive_debug(attributes, restore) {
                    changed.insert(named);
                }
            }
        }
    }
    let mut changed = BTreeSet::new();
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

/// Takes `Debug` out of every derive; returns the types that had it.
pub fn drop_all(items: &mut [Item]) -> BTreeSet<Type> {
    edit(items, &|_| true, false)
}

/// After a check that failed with `errors` (rustc's error diagnostics, of
/// either world): gives `Debug` back to the types in `dropped` that the
/// errors say want it, or, when none does (the file fails for another
/// reason), to every type in `dropped`, as the file compiled before.
/// Returns whether any type got it back; if not, the failure is not
/// `Debug`'s.
pub fn give_back(items: &mut [Item], dropped: &mut BTreeSet<Type>, errors: &[&Value]) -> bool {
    let mut wanted = BTreeSet::new();
    for error in errors {
        let message = error["message"].as_str().unwrap_or("");
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
    let mut back: BTreeSet<Type> = dropped
        .iter()
        .filter(|(_, name)| wanted.contains(name))
        .cloned()
        .collect();
    if back.is_empty() {
        back = std::mem::take(dropped);
    }
    dropped.retain(|named| !back.contains(named));
    edit(items, &|named| back.contains(named), true);
    !back.is_empty()
}
