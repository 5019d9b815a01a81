//! Fields never read out: a field rustc calls never read goes from its
//! struct, with what only writes it (its value in each struct literal,
//! each assignment to it, its name in each pattern), where that can be
//! done without changing what the program does: every value written runs
//! nothing (see `pure`), and an assignment `x.field = ..` is this
//! struct's for sure (no other struct has a field of that name).
//! Otherwise the field stays.

use std::collections::BTreeSet;

use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item, Member, Pat, Stmt};

use super::pure::Purity;
use crate::print::ItemPath;

/// The struct at `path`, if it has named fields.
fn struct_at<'a>(items: &'a [Item], path: &[usize]) -> Option<&'a syn::ItemStruct> {
    let (first, rest) = path.split_first()?;
    match (items.get(*first)?, rest.is_empty()) {
        (Item::Struct(found), true) => Some(found),
        (Item::Mod(module), false) => struct_at(&module.content.as_ref()?.1, rest),
        _ => None,
    }
}

/// The name a struct literal's or pattern's path ends in.
fn last(path: &syn::Path) -> Option<String> {
    path.segments
        .last()
        .map(|segment| segment.ident.to_string())
}

fn is_field(member: &Member, name: &str) -> bool {
    matches!(member, Member::Named(ident) if ident == name)
}

/// Whether the field can go: `blocked` once something that writes or
/// reads it cannot go with it.
struct Check<'a> {
    purity: &'a Purity,
    owner: &'a str,
    field: &'a str,
    /// The type of the impl block being read (`Self` is that type).
    self_type: Option<String>,
    /// Structs seen with a field of this name.
    holders: usize,
    /// Reads `x.field`, and writes `x.field = ..`, of any struct.
    reads: usize,
    writes: usize,
    blocked: bool,
}

impl Check<'_> {
    fn owns(&self, path: &syn::Path) -> bool {
        match last(path).as_deref() {
            Some("Self") => self.self_type.as_deref() == Some(self.owner),
            Some(name) => name == self.owner,
            None => false,
        }
    }
}

impl<'ast> Visit<'ast> for Check<'_> {
    fn visit_item_struct(&mut self, node: &'ast syn::ItemStruct) {
        if node
            .fields
            .iter()
            .any(|f| f.ident.as_ref().is_some_and(|i| i == self.field))
        {
            self.holders += 1;
        }
        visit::visit_item_struct(self, node);
    }

    fn visit_item_impl(&mut self, node: &'ast syn::ItemImpl) {
        let outer = self.self_type.take();
        if let syn::Type::Path(path) = &*node.self_ty {
            self.self_type = last(&path.path);
        }
        visit::visit_item_impl(self, node);
        self.self_type = outer;
    }

    fn visit_expr_struct(&mut self, node: &'ast syn::ExprStruct) {
        if self.owns(&node.path) {
            for value in &node.fields {
                if is_field(&value.member, self.field) && !self.purity.pure(&value.expr) {
                    self.blocked = true;
                }
            }
        }
        visit::visit_expr_struct(self, node);
    }

    fn visit_expr_assign(&mut self, node: &'ast syn::ExprAssign) {
        // `x.field = value`: goes when the value runs nothing.
        if let Expr::Field(target) = &*node.left
            && is_field(&target.member, self.field)
        {
            self.writes += 1;
            if !self.purity.pure(&node.right) || !self.purity.pure(&target.base) {
                self.blocked = true;
            }
            visit::visit_expr(self, &node.right);
            return;
        }
        visit::visit_expr_assign(self, node);
    }

    fn visit_expr_field(&mut self, node: &'ast syn::ExprField) {
        // Another struct's field of the same name (rustc says this one's
        // is never read).
        if is_field(&node.member, self.field) {
            self.reads += 1;
        }
        visit::visit_expr_field(self, node);
    }
}

/// Takes the field out, as [`Check`] found it can.
struct Take<'a> {
    owner: &'a str,
    field: &'a str,
    self_type: Option<String>,
}

impl Take<'_> {
    fn owns(&self, path: &syn::Path) -> bool {
        match last(path).as_deref() {
            Some("Self") => self.self_type.as_deref() == Some(self.owner),
            Some(name) => name == self.owner,
            None => false,
        }
    }
}

impl VisitMut for Take<'_> {
    fn visit_item_struct_mut(&mut self, node: &mut syn::ItemStruct) {
        if node.ident == self.owner
            && let syn::Fields::Named(named) = &mut node.fields
        {
            named.named = std::mem::take(&mut named.named)
                .into_iter()
                .filter(|f| f.ident.as_ref().is_none_or(|i| i != self.field))
                .collect();
        }
    }

    fn visit_item_impl_mut(&mut self, node: &mut syn::ItemImpl) {
        let outer = self.self_type.take();
        if let syn::Type::Path(path) = &*node.self_ty {
            self.self_type = last(&path.path);
        }
        visit_mut::visit_item_impl_mut(self, node);
        self.self_type = outer;
    }

    fn visit_expr_struct_mut(&mut self, node: &mut syn::ExprStruct) {
        if self.owns(&node.path) {
            node.fields = std::mem::take(&mut node.fields)
                .into_iter()
                .filter(|value| !is_field(&value.member, self.field))
                .collect();
            // `S { a, ..base }` needs its comma before the `..`.
            if node.dot2_token.is_some() && !node.fields.is_empty() && !node.fields.trailing_punct()
            {
                node.fields.push_punct(Default::default());
            }
        }
        visit_mut::visit_expr_struct_mut(self, node);
    }

    fn visit_pat_mut(&mut self, node: &mut Pat) {
        if let Pat::Struct(pattern) = node
            && self.owns(&pattern.path)
            && pattern
                .fields
                .iter()
                .any(|f| is_field(&f.member, self.field))
        {
            pattern.fields = std::mem::take(&mut pattern.fields)
                .into_iter()
                .filter(|f| !is_field(&f.member, self.field))
                .collect();
            if pattern.rest.is_none() {
                pattern.rest = Some(syn::PatRest {
                    attrs: Vec::new(),
                    dot2_token: Default::default(),
                });
            }
        }
        visit_mut::visit_pat_mut(self, node);
    }

    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        node.stmts.retain(|stmt| {
            !matches!(stmt, Stmt::Expr(Expr::Assign(assign), _)
                if matches!(&*assign.left, Expr::Field(target) if is_field(&target.member, self.field)))
        });
        visit_mut::visit_block_mut(self, node);
    }
}

/// Whether `field` is the only field of `found` to name one of its type
/// parameters (`solution: Option<P>` in `Found<P>`): without it the
/// parameter would be unused, which rustc refuses.
fn names_last_parameter(found: &syn::ItemStruct, field: &str) -> bool {
    use quote::ToTokens;
    let idents = |field: &syn::Field| -> BTreeSet<String> {
        fn walk(stream: proc_macro2::TokenStream, out: &mut BTreeSet<String>) {
            for tree in stream {
                match tree {
                    proc_macro2::TokenTree::Ident(ident) => {
                        out.insert(ident.to_string());
                    }
                    proc_macro2::TokenTree::Group(group) => walk(group.stream(), out),
                    _ => {}
                }
            }
        }
        let mut out = BTreeSet::new();
        walk(field.ty.to_token_stream(), &mut out);
        out
    };
    let (this, others): (Vec<&syn::Field>, Vec<&syn::Field>) = found
        .fields
        .iter()
        .partition(|f| f.ident.as_ref().is_some_and(|i| i == field));
    let named_by_others: BTreeSet<String> = others.iter().flat_map(|f| idents(f)).collect();
    let named_here: BTreeSet<String> = this.iter().flat_map(|f| idents(f)).collect();
    found.generics.type_params().any(|param| {
        let name = param.ident.to_string();
        named_here.contains(&name) && !named_by_others.contains(&name)
    })
}

/// Takes out of `items` each field in `fields` (its struct's path and its
/// name) that can go; returns how many went.
pub fn remove(items: &mut [Item], fields: &BTreeSet<(ItemPath, String)>) -> usize {
    let mut gone = 0;
    let purity = Purity::of(items);
    for (path, field) in fields {
        let Some(found) = struct_at(items, path) else {
            continue;
        };
        if names_last_parameter(found, field) {
            continue;
        }
        let owner = found.ident.to_string();
        let mut check = Check {
            purity: &purity,
            owner: &owner,
            field,
            self_type: None,
            holders: 0,
            reads: 0,
            writes: 0,
            blocked: false,
        };
        for item in items.iter() {
            check.visit_item(item);
        }
        // With one holder every access is this struct's, and there are
        // only writes; with several, a write cannot be told apart.
        let sound = match check.holders {
            1 => check.reads == 0,
            _ => check.writes == 0,
        };
        if check.blocked || !sound {
            continue;
        }
        let mut take = Take {
            owner: &owner,
            field,
            self_type: None,
        };
        for item in items.iter_mut() {
            take.visit_item_mut(item);
        }
        gone += 1;
    }
    gone
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn removed(source: &str, field: &str) -> String {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let gone = remove(
            &mut file.items,
            &BTreeSet::from([(vec![0], field.to_string())]),
        );
        let text = quote!(#file).to_string();
        format!(
            "{gone}: {}",
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        )
    }

    #[test]
    fn a_field_only_written_goes_with_its_writes() {
        let source = "struct S { a: u8, b: u8 } \
            impl S { fn new() -> Self { Self { a: 1, b: 2 } } fn f(&mut self) { self.b = 3; g(self.a); } } \
            fn h(s: S) { let S { a, b } = s; }";
        assert_eq!(
            removed(source, "b"),
            "1: struct S { a : u8 } impl S { fn new () -> Self { Self { a : 1 } } \
             fn f (& mut self) { g (self . a) ; } } fn h (s : S) { let S { a , .. } = s ; }"
        );
    }

    #[test]
    fn a_field_written_by_a_call_or_held_by_another_struct_stays() {
        let call = "struct S { a: u8 } fn f() -> S { S { a: g() } }";
        let kept = removed(call, "a");
        assert!(kept.starts_with("0: struct S { a : u8 }"), "{kept}");
        let written = "struct S { a: u8 } struct T { a: u8 } fn f(t: &mut T) { t.a = 1; }";
        assert!(removed(written, "a").starts_with("0: "));
        // Read elsewhere, of another struct: this one's goes.
        let read = "struct S { a: u8 } struct T { a: u8 } fn f(t: T) -> u8 { t.a }";
        assert!(
            removed(read, "a").starts_with("1: struct S { } struct T"),
            "{}",
            removed(read, "a")
        );
    }
}
