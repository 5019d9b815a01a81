//! Derives nothing uses: `Debug`, `PartialEq` with `Eq`, `Hash` and
//! `Default`. rustc's dead-code lint says nothing of trait impls, so every
//! such derive goes before the first round, and comes back on each type
//! the file then fails to compile without, round by round until it
//! compiles: the derives' bytes, and fields that only a derived comparison
//! read, which can then go too. The rounds' checks do this work beside
//! their own. (`Clone` and `Copy` stay: a move where a copy was meant has
//! too many ways of failing to read back.)
//!
//! The types that implement `Error` (which wants `Debug`) keep `Debug`,
//! and so do the types their fields name, and theirs: otherwise the first
//! two checks of every bundle fail on those alone. rustc's errors name a
//! type without its module, so every type of that name that lost a derive
//! the error asks for gets it back.

use std::collections::BTreeSet;

use serde_json::Value;
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::{Item, Token};

/// A type, known by the names of the modules that hold it and its own
/// (which removals elsewhere in the tree do not change).
type Type = (Vec<String>, String);

/// The derives taken out, each a group that goes and comes back whole
/// (`Eq` needs `PartialEq`).
const GROUPS: [&[&str]; 4] = [&["Debug"], &["PartialEq", "Eq"], &["Hash"], &["Default"]];

/// A type that lost a group of derives: the type and the group's index.
pub type Dropped = (Type, usize);

/// Whether an error's text asks for group `group` of type `name`.
fn asks_for(text: &str, name: &str, group: usize) -> bool {
    let quoted = |word: &str| {
        text.contains(&format!("`{word}`"))
            || text.contains(&format!("::{word}`"))
            || text.contains(&format!("`{word}:"))
            || text.contains(&format!("::{word}:"))
            || text.contains(&format!("`{word}<"))
    };
    if !quoted(name) {
        return false;
    }
    match group {
        0 => text.contains("Debug`"),
        1 => {
            text.contains("PartialEq")
                || text.contains("Eq`")
                || text.contains("can't compare")
                || text.contains("cannot be applied to type")
                || text.contains("in a pattern")
                || text.contains("structural")
        }
        2 => text.contains("Hash"),
        _ => text.contains("Default") || text.contains("`default`"),
    }
}

/// Takes group `group` out of the derives of every type `pick` says so
/// of, or, with `restore`, gives it back. Returns the types changed.
fn edit(
    items: &mut [Item],
    group: usize,
    pick: &dyn Fn(&Type) -> bool,
    restore: bool,
) -> BTreeSet<Type> {
    fn walk(
        items: &mut [Item],
        modules: &mut Vec<String>,
        edit: &mut dyn FnMut(Type, &mut Vec<syn::Attribute>),
    ) {
        for item in items {
            let named = match item {
                Item::Struct(s) => Some((s.ident.to_string(), &mut s.attrs)),
                Item::Enum(e) => Some((e.ident.to_string(), &mut e.attrs)),
                Item::Mod(module) => {
                    if let Some((_, inner)) = &mut module.content {
                        modules.push(module.ident.to_string());
                        walk(inner, modules, edit);
                        modules.pop();
                    }
                    None
                }
                _ => None,
            };
            if let Some((name, attributes)) = named {
                edit((modules.clone(), name), attributes);
            }
        }
    }
    let mut changed = BTreeSet::new();
    walk(items, &mut Vec::new(), &mut |named, attributes| {
        if pick(&named) && derive(attributes, GROUPS[group], restore) {
            changed.insert(named);
        }
    });
    changed
}

/// Takes the derives `names` out of a type's derives (a derive left with
/// nothing goes), or gives them back; says whether anything changed.
fn derive(attributes: &mut Vec<syn::Attribute>, names: &[&str], restore: bool) -> bool {
    let parse = Punctuated::<syn::Path, Token![,]>::parse_terminated;
    let at = attributes.iter().position(|a| a.path().is_ident("derive"));
    let mut derives: Vec<syn::Path> = match at.map(|at| attributes[at].parse_args_with(parse)) {
        Some(Ok(derives)) => derives.into_iter().collect(),
        Some(Err(_)) => return false,
        None if restore => {
            let names = names
                .iter()
                .map(|name| syn::Ident::new(name, proc_macro2::Span::call_site()));
            attributes.push(syn::parse_quote!(#[derive(#(#names),*)]));
            return true;
        }
        None => return false,
    };
    let had = derives
        .iter()
        .any(|path| names.iter().any(|name| path.is_ident(name)));
    if restore == had {
        return false;
    }
    if restore {
        for name in names {
            let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
            derives.push(syn::parse_quote!(#ident));
        }
    } else {
        derives.retain(|path| !names.iter().any(|name| path.is_ident(name)));
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

/// Takes every group out of every derive (`Debug` not from the error
/// types); returns the types and groups taken.
pub fn drop_all(items: &mut [Item]) -> BTreeSet<Dropped> {
    let kept = error_types(items);
    let mut dropped = BTreeSet::new();
    for group in 0..GROUPS.len() {
        let pick = |(_, name): &Type| group != 0 || !kept.contains(name);
        dropped.extend(
            edit(items, group, &pick, false)
                .into_iter()
                .map(|t| (t, group)),
        );
    }
    dropped
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
/// either world): gives back to the types in `dropped` the derives the
/// errors say they want, or, when no error names one (the file fails for
/// another reason), every derive taken, as the file compiled before.
/// Returns whether any came back; if not, the failure is not theirs.
pub fn give_back(items: &mut [Item], dropped: &mut BTreeSet<Dropped>, errors: &[&Value]) -> bool {
    let texts: Vec<String> = errors
        .iter()
        .map(|error| {
            let message = error["message"].as_str().unwrap_or("");
            let rendered = error["rendered"].as_str().unwrap_or("");
            format!("{message}\n{rendered}")
        })
        .collect();
    let mut back: BTreeSet<Dropped> = dropped
        .iter()
        .filter(|((_, name), group)| texts.iter().any(|text| asks_for(text, name, *group)))
        .cloned()
        .collect();
    if back.is_empty() {
        back = std::mem::take(dropped);
    }
    dropped.retain(|named| !back.contains(named));
    for group in 0..GROUPS.len() {
        let pick = |named: &Type| back.contains(&(named.clone(), group));
        edit(items, group, &pick, true);
    }
    !back.is_empty()
}
