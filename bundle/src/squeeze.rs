//! Bytes that mean nothing in one file, taken out of the tree before it is
//! printed: a restricted `pub(...)` is `pub` when the crate is one file, trailing
//! commas in lists (not where one makes a tuple of one), commas after match
//! arms that end in a block, and `const _` items (compile-time checks that
//! the library's own build makes; they keep constants alive for nothing).
//! What is printed, and how, is left to `print`.

use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};

/// See the module doc.
pub struct Squeeze;

fn untrail<T, P>(list: &mut Punctuated<T, P>) {
    list.pop_punct();
}

/// A tuple of one keeps its comma: `(a,)` is not `(a)`.
fn untrail_tuple<T, P>(list: &mut Punctuated<T, P>) {
    if list.len() > 1 {
        list.pop_punct();
    }
}

/// Whether `item` is a `const _`.
fn compile_time_check(item: &syn::Item) -> bool {
    matches!(item, syn::Item::Const(c) if c.ident == "_")
}

impl VisitMut for Squeeze {
    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            items.retain(|item| !compile_time_check(item));
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    /// `pub(crate)`, `pub(super)` and `pub(in path)` become `pub`: in one
    /// file nothing outside can see more for it, and no private type can
    /// be in the interface of any of them (the library's build warns of
    /// that, and CI denies warnings), so none is in a `pub` one after.
    /// `pub(self)` is private and stays.
    fn visit_visibility_mut(&mut self, node: &mut syn::Visibility) {
        if let syn::Visibility::Restricted(restricted) = node
            && !restricted.path.is_ident("self")
        {
            *node = syn::Visibility::Public(Default::default());
        }
    }

    fn visit_expr_array_mut(&mut self, node: &mut syn::ExprArray) {
        untrail(&mut node.elems);
        visit_mut::visit_expr_array_mut(self, node);
    }

    fn visit_expr_call_mut(&mut self, node: &mut syn::ExprCall) {
        untrail(&mut node.args);
        visit_mut::visit_expr_call_mut(self, node);
    }

    fn visit_expr_method_call_mut(&mut self, node: &mut syn::ExprMethodCall) {
        untrail(&mut node.args);
        visit_mut::visit_expr_method_call_mut(self, node);
    }

    fn visit_expr_struct_mut(&mut self, node: &mut syn::ExprStruct) {
        // Before `..base` the comma is needed.
        if node.dot2_token.is_none() {
            untrail(&mut node.fields);
        }
        visit_mut::visit_expr_struct_mut(self, node);
    }

    fn visit_expr_tuple_mut(&mut self, node: &mut syn::ExprTuple) {
        untrail_tuple(&mut node.elems);
        visit_mut::visit_expr_tuple_mut(self, node);
    }

    fn visit_expr_closure_mut(&mut self, node: &mut syn::ExprClosure) {
        untrail(&mut node.inputs);
        visit_mut::visit_expr_closure_mut(self, node);
    }

    fn visit_expr_match_mut(&mut self, node: &mut syn::ExprMatch) {
        // syn writes the commas a match needs (after an arm that does not
        // end in a block, but the last).
        for arm in &mut node.arms {
            arm.comma = None;
        }
        visit_mut::visit_expr_match_mut(self, node);
    }

    fn visit_pat_struct_mut(&mut self, node: &mut syn::PatStruct) {
        if node.rest.is_none() {
            untrail(&mut node.fields);
        }
        visit_mut::visit_pat_struct_mut(self, node);
    }

    fn visit_pat_tuple_mut(&mut self, node: &mut syn::PatTuple) {
        untrail_tuple(&mut node.elems);
        visit_mut::visit_pat_tuple_mut(self, node);
    }

    fn visit_pat_tuple_struct_mut(&mut self, node: &mut syn::PatTupleStruct) {
        untrail(&mut node.elems);
        visit_mut::visit_pat_tuple_struct_mut(self, node);
    }

    fn visit_pat_slice_mut(&mut self, node: &mut syn::PatSlice) {
        untrail(&mut node.elems);
        visit_mut::visit_pat_slice_mut(self, node);
    }

    fn visit_type_tuple_mut(&mut self, node: &mut syn::TypeTuple) {
        untrail_tuple(&mut node.elems);
        visit_mut::visit_type_tuple_mut(self, node);
    }

    fn visit_fields_named_mut(&mut self, node: &mut syn::FieldsNamed) {
        untrail(&mut node.named);
        visit_mut::visit_fields_named_mut(self, node);
    }

    fn visit_fields_unnamed_mut(&mut self, node: &mut syn::FieldsUnnamed) {
        untrail(&mut node.unnamed);
        visit_mut::visit_fields_unnamed_mut(self, node);
    }

    fn visit_item_enum_mut(&mut self, node: &mut syn::ItemEnum) {
        untrail(&mut node.variants);
        visit_mut::visit_item_enum_mut(self, node);
    }

    fn visit_signature_mut(&mut self, node: &mut syn::Signature) {
        if node.variadic.is_none() {
            untrail(&mut node.inputs);
        }
        visit_mut::visit_signature_mut(self, node);
    }

    fn visit_generics_mut(&mut self, node: &mut syn::Generics) {
        untrail(&mut node.params);
        visit_mut::visit_generics_mut(self, node);
    }

    fn visit_angle_bracketed_generic_arguments_mut(
        &mut self,
        node: &mut syn::AngleBracketedGenericArguments,
    ) {
        untrail(&mut node.args);
        visit_mut::visit_angle_bracketed_generic_arguments_mut(self, node);
    }
}

/// Squeezes `items` (see the module doc). The root's items lose their
/// `pub` too: a bundle has no public API, what sits below still sees them,
/// and rustc's dead-code lint counts a public item (a `pub use` of a
/// module, a top-level module) of the root as used.
pub fn squeeze(items: &mut Vec<syn::Item>) {
    items.retain(|item| !compile_time_check(item));
    for item in items {
        let visibility = match item {
            syn::Item::Const(i) => Some(&mut i.vis),
            syn::Item::Enum(i) => Some(&mut i.vis),
            syn::Item::Fn(i) => Some(&mut i.vis),
            syn::Item::Mod(i) => Some(&mut i.vis),
            syn::Item::Static(i) => Some(&mut i.vis),
            syn::Item::Struct(i) => Some(&mut i.vis),
            syn::Item::Trait(i) => Some(&mut i.vis),
            syn::Item::Type(i) => Some(&mut i.vis),
            syn::Item::Union(i) => Some(&mut i.vis),
            syn::Item::Use(i) => Some(&mut i.vis),
            _ => None,
        };
        if let Some(visibility) = visibility {
            *visibility = syn::Visibility::Inherited;
        }
        Squeeze.visit_item_mut(item);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squeezed(source: &str) -> String {
        crate::print::reprinted(source, squeeze)
    }

    #[test]
    fn trailing_commas_go_but_a_tuple_of_one_keeps_its_own() {
        assert_eq!(
            squeezed(
                "mod m { pub(crate) fn f(a: u8,) -> (u8,) { let _ = [1, 2,]; let t = (a,); \
                 match a { 0 => {}, _ => g(a,), }; S { x: 1, ..S::new() }; t } }"
            ),
            "mod m{pub fn f(a:u8)->(u8,){let _=[1,2];let t=(a,);match a{0=>{}_=>g(a)};\
             S{x:1,..S::new()};t}}\n"
        );
    }

    #[test]
    fn the_root_has_no_public_api() {
        assert_eq!(
            squeezed("pub use a::b; pub fn f() {} pub mod a { pub mod b {} }"),
            "use a::b;\nfn f(){}\nmod a{pub mod b{}}\n"
        );
    }
}
