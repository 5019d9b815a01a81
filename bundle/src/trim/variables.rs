//! Variables left without a reader, quieted: once the arms that read a
//! variable are gone, rustc calls it unused, and the next round would
//! find it again. A parameter, or a binding in a tuple pattern, is renamed
//! with a leading `_`, which says so (a parameter may also go, with what
//! its calls pass: `params`); a `let` of a closure, a literal or a path
//! goes whole, another `let` is renamed; a variable still named in code
//! rustc cannot reach is allowed instead, as a new name would break that
//! code; a `mut` nothing writes through goes.

use quote::quote;
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item, Pat};

use super::members::item_at;
use crate::print::Place;

/// Silences the unused variable `name` of the function at `place` in
/// `items` (an item's path, or an impl block's and the method's index):
/// with `local` `None` a parameter, renamed `_name`; with `Some(k)` the
/// `k`th `let name` of the body (counting from 0 in reading order), which
/// goes where its value is a closure, a literal or a path (nothing to run:
/// a closure only the arms gone called) and is renamed `_name` elsewhere.
pub fn silence(items: &mut [Item], place: &Place, name: &str, local: Option<usize>) {
    let (inputs, body) = match place {
        Place::Item(path) => match item_at(items, path) {
            Some(Item::Fn(function)) => (&mut function.sig.inputs, &mut *function.block),
            _ => return,
        },
        Place::ImplItem(path, index) => match item_at(items, path) {
            Some(Item::Impl(block)) => match block.items.get_mut(*index) {
                Some(syn::ImplItem::Fn(method)) => (&mut method.sig.inputs, &mut method.block),
                _ => return,
            },
            _ => return,
        },
        Place::UseLeaf(..) => return,
    };
    let Some(local) = local else {
        let mut renamed = false;
        for input in inputs {
            if let syn::FnArg::Typed(typed) = input
                && let Pat::Ident(ident) = &mut *typed.pat
                && ident.ident == name
            {
                ident.ident = syn::Ident::new(&format!("_{name}"), ident.ident.span());
                renamed = true;
            }
        }
        if !renamed {
            quiet_in_tuple(body, name);
        }
        return;
    };
    let mut locals = Locals {
        name,
        wanted: local,
        seen: 0,
    };
    locals.visit_block_mut(body);
}

/// Lets the function at `place` keep variables it never reads: where the
/// arms that read one are gone but a read rustc cannot reach is left, a
/// new name would break that read.
pub fn allow_unused_variables(items: &mut [Item], place: &Place) {
    let attributes = match place {
        Place::Item(path) => match item_at(items, path) {
            Some(Item::Fn(function)) => &mut function.attrs,
            _ => return,
        },
        Place::ImplItem(path, index) => match item_at(items, path) {
            Some(Item::Impl(block)) => match block.items.get_mut(*index) {
                Some(syn::ImplItem::Fn(method)) => &mut method.attrs,
                _ => return,
            },
            _ => return,
        },
        Place::UseLeaf(..) => return,
    };
    let allow: syn::Attribute = syn::parse_quote!(#[allow(unused_variables)]);
    let text = quote!(#allow).to_string();
    if !attributes.iter().any(|a| quote!(#a).to_string() == text) {
        attributes.push(allow);
    }
}

/// Takes `mut` off the `local`th `let mut name` of the function at
/// `place` (counting `let name` and `let mut name` alike, from 0).
pub fn unmut(items: &mut [Item], place: &Place, name: &str, local: usize) {
    let body = match place {
        Place::Item(path) => match item_at(items, path) {
            Some(Item::Fn(function)) => &mut *function.block,
            _ => return,
        },
        Place::ImplItem(path, index) => match item_at(items, path) {
            Some(Item::Impl(block)) => match block.items.get_mut(*index) {
                Some(syn::ImplItem::Fn(method)) => &mut method.block,
                _ => return,
            },
            _ => return,
        },
        Place::UseLeaf(..) => return,
    };
    struct Unmut<'a> {
        name: &'a str,
        wanted: usize,
        seen: usize,
    }
    impl VisitMut for Unmut<'_> {
        fn visit_local_mut(&mut self, local: &mut syn::Local) {
            if let Some(ident) = bound(&mut local.pat)
                && ident.ident == self.name
            {
                if self.seen == self.wanted {
                    ident.mutability = None;
                }
                self.seen += 1;
            }
            visit_mut::visit_local_mut(self, local);
        }
    }
    Unmut {
        name,
        wanted: local,
        seen: 0,
    }
    .visit_block_mut(body);
}

/// A binding `name` inside a `let`'s tuple pattern (`let (answer, guesses)
/// = ..` once `guesses` has no reader): renamed `_name`, where exactly one
/// such binding has the name in the function.
fn quiet_in_tuple(body: &mut syn::Block, name: &str) {
    /// Counts the bindings, or with `rename` renames them.
    struct Bindings<'a> {
        name: &'a str,
        found: usize,
        rename: bool,
    }
    impl Bindings<'_> {
        fn pattern(&mut self, pattern: &mut Pat) {
            match pattern {
                Pat::Ident(ident) if ident.ident == self.name && ident.subpat.is_none() => {
                    self.found += 1;
                    if self.rename {
                        ident.mutability = None;
                        ident.ident =
                            syn::Ident::new(&format!("_{}", self.name), ident.ident.span());
                    }
                }
                Pat::Tuple(tuple) => tuple.elems.iter_mut().for_each(|p| self.pattern(p)),
                Pat::TupleStruct(tuple) => tuple.elems.iter_mut().for_each(|p| self.pattern(p)),
                Pat::Type(typed) => self.pattern(&mut typed.pat),
                Pat::Paren(paren) => self.pattern(&mut paren.pat),
                _ => {}
            }
        }
    }
    impl VisitMut for Bindings<'_> {
        fn visit_local_mut(&mut self, local: &mut syn::Local) {
            if !matches!(local.pat, Pat::Ident(_)) {
                self.pattern(&mut local.pat);
            }
            visit_mut::visit_local_mut(self, local);
        }
    }
    let mut count = Bindings {
        name,
        found: 0,
        rename: false,
    };
    count.visit_block_mut(body);
    if count.found == 1 {
        Bindings {
            name,
            found: 0,
            rename: true,
        }
        .visit_block_mut(body);
    }
}

/// The ident a `let` binds when it binds one name (`let x`, `let mut x`,
/// `let x: T`).
fn bound(pattern: &mut Pat) -> Option<&mut syn::PatIdent> {
    match pattern {
        Pat::Ident(ident) if ident.subpat.is_none() => Some(ident),
        Pat::Type(typed) => bound(&mut typed.pat),
        _ => None,
    }
}

/// Finds the `wanted`th `let name` and silences it (see [`silence`]).
struct Locals<'a> {
    name: &'a str,
    wanted: usize,
    seen: usize,
}

impl VisitMut for Locals<'_> {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let mut index = 0;
        while index < block.stmts.len() {
            let mut remove = false;
            if let syn::Stmt::Local(local) = &mut block.stmts[index]
                && let Some(ident) = bound(&mut local.pat)
                && ident.ident == self.name
            {
                if self.seen == self.wanted {
                    let pure = local.init.as_ref().is_some_and(|init| {
                        matches!(*init.expr, Expr::Closure(_) | Expr::Lit(_) | Expr::Path(_))
                    });
                    if pure {
                        remove = true;
                    } else {
                        ident.mutability = None;
                        ident.ident =
                            syn::Ident::new(&format!("_{}", self.name), ident.ident.span());
                    }
                }
                self.seen += 1;
            }
            if remove {
                block.stmts.remove(index);
                continue;
            }
            // The value first: it is printed before the next `let`.
            self.visit_stmt_mut(&mut block.stmts[index]);
            index += 1;
        }
    }
}
