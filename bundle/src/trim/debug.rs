//! `Debug` derives nothing uses. rustc's dead-code lint says nothing of
//! trait impls, so every `Debug` derive goes before the first round, and
//! `Debug` comes back on each type the file then fails to compile without,
//! round by round until it compiles: about 150 bytes of a 9x9 submission.
//! The rounds' checks do this work beside their own.
//!
//! The types that implement `Error` (which wants `Debug`) keep theirs, and
//! so do the types their fields name, and theirs: otherwise the first two
//! checks of every bundle fail on those alone (two rustc runs of the eight
//! or ten a bundle takes). rustc's error names the type without its
//! module, so every type of that name that lost `Debug` gets it back.

use std::collections::BTreeSet;

use serde_json::Value;
use syn::punctuated::Punctuated;
use syn::visit::Visit;
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
    let kept = error_types(items);
    edit(items, &|(_, name)| !kept.contains(name), false)
}

/// The names of the types an `impl ... Error for T` names as `T`, and,
/// over and over, of every type their fields name (by any segment of a
/// path in a field's type).
fn error_types(items: &[Item]) -> BTreeSet<String> {
    /// The last segments of the self types of `Error` impls; the field
    /// types' path segments of every struct and enum, by its name.
    #[derive(Default)]
    struct Find {
        errors: BTreeSet<String>,
        fields: Vec<(String, BTreeSet<String>)>,
    }
    /// Every path segment of a type.
    #[derive(Default)]
    struct Segments(BTreeSet<String>);
    impl<'a> Visit<'a> for Segments {
        fn visit_path_segment(&mut self, segment: &'a syn::PathSegment) {
            self.0.insert(segment.ident.to_string());
            syn::visit::visit_path_segment(self, segment);
        }
    }
    impl<'a> Visit<'a> for Find {
        fn visit_item_impl(&mut self, item: &'a syn::ItemImpl) {
            let trait_ = item
                .trait_
                .as_ref()
                .and_then(|(_, path, _)| path.segments.last());
            if let (Some(trait_), syn::Type::Path(type_)) = (trait_, &*item.self_ty)
                && trait_.ident == "Error"
                && let Some(last) = type_.path.segments.last()
            {
                self.errors.insert(last.ident.to_string());
            }
            syn::visit::visit_item_impl(self, item);
        }
        fn visit_item_struct(&mut self, item: &'a syn::ItemStruct) {
            let mut segments = Segments::default();
            segments.visit_fields(&item.fields);
            self.fields.push((item.ident.to_string(), segments.0));
        }
        fn visit_item_enum(&mut self, item: &'a syn::ItemEnum) {
            let mut segments = Segments::default();
            for variant in &item.variants {
                segments.visit_fields(&variant.fields);
            }
            self.fields.push((item.ident.to_string(), segments.0));
        }
    }
    let mut find = Find::default();
    for item in items {
        find.visit_item(item);
    }
    let mut kept = find.errors;
    loop {
        let more: BTreeSet<String> = find
            .fields
            .iter()
            .filter(|(name, _)| kept.contains(name))
            .flat_map(|(_, segments)| segments.iter().cloned())
            .filter(|segment| !kept.contains(segment))
            .collect();
        if more.is_empty() {
            return kept;
        }
        kept.extend(more);
    }
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
