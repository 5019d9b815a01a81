//! The two worlds a submission's code is written for, x86_64 and any other
//! target: each cfg on the architecture decided for one of them, and what
//! each compiles out.

use std::collections::BTreeSet;

use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{Item, Meta, Token};

use crate::print::{ItemPath, Place};

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
pub enum World {
    /// `target_arch = "x86_64"` holds.
    X86_64,
    /// It does not.
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
    pub fn absent(self, items: &[Item], path: &mut ItemPath, out: &mut BTreeSet<Place>) {
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
pub struct Decide(pub World, pub usize);

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
