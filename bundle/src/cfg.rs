//! Cargo features decided for one bundle: every `#[cfg(...)]` and
//! `#[cfg_attr(...)]` in the tree is evaluated for the bundle's features,
//! what fails is dropped wherever Rust allows a cfg (items, impl and trait
//! items, fields, variants, match arms, statements, struct-literal fields,
//! array, tuple and call elements, pattern fields, generic parameters,
//! function parameters), and what holds loses the attribute. A predicate
//! on the target (`target_arch`, `unix`, ...) is simplified and left for
//! rustc; `test` never holds. Attributes that change nothing in one file
//! (docs, `must_use`, `non_exhaustive`, clippy's) go here too. Loading the
//! files and printing are left to `tree` and `print`.

use proc_macro2::TokenStream;
use quote::quote;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, Lit, Meta, Pat, Token};

/// What a cfg predicate comes to for a bundle.
#[derive(Debug)]
pub enum Held {
    /// Decided here: the feature is on or off, or the predicate is `test`.
    Known(bool),
    /// Left for rustc: the part of the predicate that depends on the
    /// target, as tokens (`target_arch = "x86_64"`).
    Left(TokenStream),
}

/// Evaluates the cfg predicate `meta` for `features`.
pub fn evaluate(meta: &Meta, features: &[&str]) -> Result<Held, String> {
    match meta {
        Meta::Path(path) if path.is_ident("test") => Ok(Held::Known(false)),
        // `unix`, `debug_assertions`, `doc`...: rustc knows them as well
        // as a judge's build does.
        Meta::Path(path) => Ok(Held::Left(quote!(#path))),
        Meta::NameValue(pair) if pair.path.is_ident("feature") => match &pair.value {
            Expr::Lit(literal) => match &literal.lit {
                Lit::Str(name) => Ok(Held::Known(features.contains(&name.value().as_str()))),
                _ => Err(format!(
                    "a feature name that is not a string: {}",
                    quote!(#meta)
                )),
            },
            _ => Err(format!(
                "a feature name that is not a string: {}",
                quote!(#meta)
            )),
        },
        // The target (`target_arch`, `target_os`, ...): a submission keeps
        // the x86_64 paths and their portable stand-ins.
        Meta::NameValue(_) => Ok(Held::Left(quote!(#meta))),
        Meta::List(list) => {
            let arguments = list
                .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .map_err(|error| format!("cannot read cfg `{}`: {error}", quote!(#meta)))?;
            let mut held = Vec::new();
            for argument in &arguments {
                held.push(evaluate(argument, features)?);
            }
            let name = list.path.get_ident().map(ToString::to_string);
            match name.as_deref() {
                Some("not") if held.len() == 1 => Ok(match held.pop() {
                    Some(Held::Known(value)) => Held::Known(!value),
                    Some(Held::Left(tokens)) => Held::Left(quote!(not(#tokens))),
                    None => unreachable!("one argument"),
                }),
                Some(which @ ("all" | "any")) => {
                    let all = which == "all";
                    // An argument that settles it (false in `all`, true in
                    // `any`) decides; the others drop out.
                    if held
                        .iter()
                        .any(|h| matches!(h, Held::Known(v) if *v != all))
                    {
                        return Ok(Held::Known(!all));
                    }
                    let mut left: Vec<TokenStream> = held
                        .into_iter()
                        .filter_map(|h| match h {
                            Held::Left(tokens) => Some(tokens),
                            Held::Known(_) => None,
                        })
                        .collect();
                    Ok(match left.len() {
                        0 => Held::Known(all),
                        1 => Held::Left(left.remove(0)),
                        _ => {
                            let path = &list.path;
                            Held::Left(quote!(#path(#(#left),*)))
                        }
                    })
                }
                _ => Err(format!("unknown cfg predicate `{}`", quote!(#meta))),
            }
        }
    }
}

/// Whether an attribute is worth nothing in a one-file submission: docs,
/// lints and hints for other crates or tools.
fn worthless(attribute: &Attribute) -> bool {
    let path = attribute.path();
    if path.is_ident("doc") || path.is_ident("must_use") || path.is_ident("non_exhaustive") {
        return true;
    }
    // `#[clippy::msrv]`, `#[rustfmt::skip]`: tool attributes rustc ignores.
    path.segments.len() > 1
        && path
            .segments
            .first()
            .is_some_and(|s| s.ident == "clippy" || s.ident == "rustfmt")
}

/// `#[allow(...)]` and its kin with clippy's lints taken out (rustc does
/// not check them); `None` when nothing is left.
fn without_clippy_lints(attribute: &Attribute) -> Option<Attribute> {
    let path = attribute.path();
    let lint = ["allow", "warn", "deny", "forbid", "expect"]
        .iter()
        .any(|name| path.is_ident(name));
    if !lint {
        return Some(attribute.clone());
    }
    let Ok(lints) = attribute.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
    else {
        return Some(attribute.clone());
    };
    let kept: Vec<&syn::Path> = lints
        .iter()
        .filter(|lint| lint.segments.first().is_none_or(|s| s.ident != "clippy"))
        .collect();
    if kept.is_empty() {
        return None;
    }
    if kept.len() == lints.len() {
        return Some(attribute.clone());
    }
    let mut attribute = attribute.clone();
    attribute.meta = syn::parse_quote!(#path(#(#kept),*));
    Some(attribute)
}

/// Decides the cfg attributes in `attributes` for `features`: `false` if
/// one fails (the thing they sit on goes), else `true`, with the holding
/// ones removed, the target's left simplified, `cfg_attr` expanded or
/// dropped, and the worthless attributes gone.
pub fn keep(attributes: &mut Vec<Attribute>, features: &[&str]) -> Result<bool, String> {
    let mut out = Vec::with_capacity(attributes.len());
    let mut queue: Vec<Attribute> = std::mem::take(attributes);
    queue.reverse();
    while let Some(attribute) = queue.pop() {
        if attribute.path().is_ident("cfg") {
            let meta = attribute
                .parse_args::<Meta>()
                .map_err(|error| format!("cannot read `{}`: {error}", quote!(#attribute)))?;
            match evaluate(&meta, features)? {
                Held::Known(true) => {}
                Held::Known(false) => return Ok(false),
                Held::Left(tokens) => {
                    let mut attribute = attribute.clone();
                    attribute.meta = syn::parse_quote!(cfg(#tokens));
                    out.push(attribute);
                }
            }
        } else if attribute.path().is_ident("cfg_attr") {
            let arguments = attribute
                .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .map_err(|error| format!("cannot read `{}`: {error}", quote!(#attribute)))?;
            let mut arguments = arguments.into_iter();
            let Some(predicate) = arguments.next() else {
                return Err(format!("`{}` has no predicate", quote!(#attribute)));
            };
            let inner: Vec<Meta> = arguments.collect();
            match evaluate(&predicate, features)? {
                Held::Known(false) => {}
                // The attributes it adds are decided in their turn (one
                // may be a cfg).
                Held::Known(true) => {
                    for meta in inner.into_iter().rev() {
                        let mut added = attribute.clone();
                        added.meta = meta;
                        queue.push(added);
                    }
                }
                Held::Left(tokens) => {
                    let mut attribute = attribute.clone();
                    attribute.meta = syn::parse_quote!(cfg_attr(#tokens, #(#inner),*));
                    out.push(attribute);
                }
            }
        } else if !worthless(&attribute) {
            out.extend(without_clippy_lints(&attribute));
        }
    }
    *attributes = out;
    Ok(true)
}

/// The outer attributes of an expression, where syn has them.
fn expr_attributes(expr: &mut Expr) -> Option<&mut Vec<Attribute>> {
    Some(match expr {
        Expr::Array(e) => &mut e.attrs,
        Expr::Assign(e) => &mut e.attrs,
        Expr::Async(e) => &mut e.attrs,
        Expr::Await(e) => &mut e.attrs,
        Expr::Binary(e) => &mut e.attrs,
        Expr::Block(e) => &mut e.attrs,
        Expr::Break(e) => &mut e.attrs,
        Expr::Call(e) => &mut e.attrs,
        Expr::Cast(e) => &mut e.attrs,
        Expr::Closure(e) => &mut e.attrs,
        Expr::Const(e) => &mut e.attrs,
        Expr::Continue(e) => &mut e.attrs,
        Expr::Field(e) => &mut e.attrs,
        Expr::ForLoop(e) => &mut e.attrs,
        Expr::Group(e) => &mut e.attrs,
        Expr::If(e) => &mut e.attrs,
        Expr::Index(e) => &mut e.attrs,
        Expr::Infer(e) => &mut e.attrs,
        Expr::Let(e) => &mut e.attrs,
        Expr::Lit(e) => &mut e.attrs,
        Expr::Loop(e) => &mut e.attrs,
        Expr::Macro(e) => &mut e.attrs,
        Expr::Match(e) => &mut e.attrs,
        Expr::MethodCall(e) => &mut e.attrs,
        Expr::Paren(e) => &mut e.attrs,
        Expr::Path(e) => &mut e.attrs,
        Expr::Range(e) => &mut e.attrs,
        Expr::RawAddr(e) => &mut e.attrs,
        Expr::Reference(e) => &mut e.attrs,
        Expr::Repeat(e) => &mut e.attrs,
        Expr::Return(e) => &mut e.attrs,
        Expr::Struct(e) => &mut e.attrs,
        Expr::Try(e) => &mut e.attrs,
        Expr::TryBlock(e) => &mut e.attrs,
        Expr::Tuple(e) => &mut e.attrs,
        Expr::Unary(e) => &mut e.attrs,
        Expr::Unsafe(e) => &mut e.attrs,
        Expr::While(e) => &mut e.attrs,
        Expr::Yield(e) => &mut e.attrs,
        _ => return None,
    })
}

/// The outer attributes of a pattern, where syn has them.
fn pat_attributes(pat: &mut Pat) -> Option<&mut Vec<Attribute>> {
    Some(match pat {
        Pat::Const(p) => &mut p.attrs,
        Pat::Ident(p) => &mut p.attrs,
        Pat::Lit(p) => &mut p.attrs,
        Pat::Macro(p) => &mut p.attrs,
        Pat::Or(p) => &mut p.attrs,
        Pat::Paren(p) => &mut p.attrs,
        Pat::Path(p) => &mut p.attrs,
        Pat::Range(p) => &mut p.attrs,
        Pat::Reference(p) => &mut p.attrs,
        Pat::Rest(p) => &mut p.attrs,
        Pat::Slice(p) => &mut p.attrs,
        Pat::Struct(p) => &mut p.attrs,
        Pat::Tuple(p) => &mut p.attrs,
        Pat::TupleStruct(p) => &mut p.attrs,
        Pat::Type(p) => &mut p.attrs,
        Pat::Wild(p) => &mut p.attrs,
        _ => return None,
    })
}

/// The outer attributes of a statement.
fn stmt_attributes(stmt: &mut syn::Stmt) -> Option<&mut Vec<Attribute>> {
    match stmt {
        syn::Stmt::Local(local) => Some(&mut local.attrs),
        syn::Stmt::Item(item) => item_attributes(item),
        syn::Stmt::Expr(expr, _) => expr_attributes(expr),
        syn::Stmt::Macro(mac) => Some(&mut mac.attrs),
    }
}

/// The outer attributes of an item.
fn item_attributes(item: &mut syn::Item) -> Option<&mut Vec<Attribute>> {
    use syn::Item;
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

fn impl_item_attributes(item: &mut syn::ImplItem) -> Option<&mut Vec<Attribute>> {
    use syn::ImplItem;
    Some(match item {
        ImplItem::Const(i) => &mut i.attrs,
        ImplItem::Fn(i) => &mut i.attrs,
        ImplItem::Type(i) => &mut i.attrs,
        ImplItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

fn trait_item_attributes(item: &mut syn::TraitItem) -> Option<&mut Vec<Attribute>> {
    use syn::TraitItem;
    Some(match item {
        TraitItem::Const(i) => &mut i.attrs,
        TraitItem::Fn(i) => &mut i.attrs,
        TraitItem::Type(i) => &mut i.attrs,
        TraitItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

fn foreign_item_attributes(item: &mut syn::ForeignItem) -> Option<&mut Vec<Attribute>> {
    use syn::ForeignItem;
    Some(match item {
        ForeignItem::Fn(i) => &mut i.attrs,
        ForeignItem::Static(i) => &mut i.attrs,
        ForeignItem::Type(i) => &mut i.attrs,
        ForeignItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

fn generic_param_attributes(param: &mut syn::GenericParam) -> &mut Vec<Attribute> {
    match param {
        syn::GenericParam::Lifetime(p) => &mut p.attrs,
        syn::GenericParam::Type(p) => &mut p.attrs,
        syn::GenericParam::Const(p) => &mut p.attrs,
    }
}

fn fn_arg_attributes(arg: &mut syn::FnArg) -> &mut Vec<Attribute> {
    match arg {
        syn::FnArg::Receiver(r) => &mut r.attrs,
        syn::FnArg::Typed(t) => &mut t.attrs,
    }
}

/// Strips a tree for a set of features: see the module doc.
pub struct Strip<'a> {
    features: &'a [&'a str],
    /// The first error met (a visitor cannot return one).
    pub error: Option<String>,
}

impl<'a> Strip<'a> {
    pub fn new(features: &'a [&'a str]) -> Strip<'a> {
        Strip {
            features,
            error: None,
        }
    }

    /// Whether a thing with `attributes` stays (its attributes decided).
    fn keeps(&mut self, attributes: Option<&mut Vec<Attribute>>) -> bool {
        let Some(attributes) = attributes else {
            return true;
        };
        match keep(attributes, self.features) {
            Ok(kept) => kept,
            Err(error) => {
                self.error.get_or_insert(error);
                true
            }
        }
    }

    fn retain_vec<T>(
        &mut self,
        list: &mut Vec<T>,
        attributes: impl Fn(&mut T) -> Option<&mut Vec<Attribute>>,
    ) {
        list.retain_mut(|element| self.keeps(attributes(element)));
    }

    fn retain<T, P>(
        &mut self,
        list: &mut Punctuated<T, P>,
        attributes: impl Fn(&mut T) -> Option<&mut Vec<Attribute>>,
    ) {
        let old = std::mem::take(list);
        for pair in old.into_pairs() {
            let (mut value, punct) = pair.into_tuple();
            if self.keeps(attributes(&mut value)) {
                list.push_value(value);
                if let Some(punct) = punct {
                    list.push_punct(punct);
                }
            }
        }
    }

    /// Strips a whole file's items (the crate root's inner attributes are
    /// the caller's to drop).
    pub fn file(&mut self, items: &mut Vec<syn::Item>) {
        self.retain_vec(items, item_attributes);
        for item in items {
            self.visit_item_mut(item);
        }
    }
}

impl VisitMut for Strip<'_> {
    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            self.retain_vec(items, item_attributes);
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    fn visit_item_impl_mut(&mut self, node: &mut syn::ItemImpl) {
        self.retain_vec(&mut node.items, impl_item_attributes);
        visit_mut::visit_item_impl_mut(self, node);
    }

    fn visit_item_trait_mut(&mut self, node: &mut syn::ItemTrait) {
        self.retain_vec(&mut node.items, trait_item_attributes);
        visit_mut::visit_item_trait_mut(self, node);
    }

    fn visit_item_foreign_mod_mut(&mut self, node: &mut syn::ItemForeignMod) {
        self.retain_vec(&mut node.items, foreign_item_attributes);
        visit_mut::visit_item_foreign_mod_mut(self, node);
    }

    fn visit_item_enum_mut(&mut self, node: &mut syn::ItemEnum) {
        self.retain(&mut node.variants, |v| Some(&mut v.attrs));
        visit_mut::visit_item_enum_mut(self, node);
    }

    fn visit_fields_named_mut(&mut self, node: &mut syn::FieldsNamed) {
        self.retain(&mut node.named, |f| Some(&mut f.attrs));
        visit_mut::visit_fields_named_mut(self, node);
    }

    fn visit_fields_unnamed_mut(&mut self, node: &mut syn::FieldsUnnamed) {
        self.retain(&mut node.unnamed, |f| Some(&mut f.attrs));
        visit_mut::visit_fields_unnamed_mut(self, node);
    }

    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        self.retain_vec(&mut node.stmts, stmt_attributes);
        visit_mut::visit_block_mut(self, node);
    }

    fn visit_expr_match_mut(&mut self, node: &mut syn::ExprMatch) {
        self.retain_vec(&mut node.arms, |arm| Some(&mut arm.attrs));
        visit_mut::visit_expr_match_mut(self, node);
    }

    fn visit_expr_struct_mut(&mut self, node: &mut syn::ExprStruct) {
        self.retain(&mut node.fields, |f| Some(&mut f.attrs));
        visit_mut::visit_expr_struct_mut(self, node);
    }

    fn visit_expr_array_mut(&mut self, node: &mut syn::ExprArray) {
        self.retain(&mut node.elems, expr_attributes);
        visit_mut::visit_expr_array_mut(self, node);
    }

    fn visit_expr_tuple_mut(&mut self, node: &mut syn::ExprTuple) {
        self.retain(&mut node.elems, expr_attributes);
        visit_mut::visit_expr_tuple_mut(self, node);
    }

    fn visit_expr_call_mut(&mut self, node: &mut syn::ExprCall) {
        self.retain(&mut node.args, expr_attributes);
        visit_mut::visit_expr_call_mut(self, node);
    }

    fn visit_expr_method_call_mut(&mut self, node: &mut syn::ExprMethodCall) {
        self.retain(&mut node.args, expr_attributes);
        visit_mut::visit_expr_method_call_mut(self, node);
    }

    fn visit_pat_struct_mut(&mut self, node: &mut syn::PatStruct) {
        self.retain(&mut node.fields, |f| Some(&mut f.attrs));
        visit_mut::visit_pat_struct_mut(self, node);
    }

    fn visit_pat_tuple_mut(&mut self, node: &mut syn::PatTuple) {
        self.retain(&mut node.elems, pat_attributes);
        visit_mut::visit_pat_tuple_mut(self, node);
    }

    fn visit_pat_tuple_struct_mut(&mut self, node: &mut syn::PatTupleStruct) {
        self.retain(&mut node.elems, pat_attributes);
        visit_mut::visit_pat_tuple_struct_mut(self, node);
    }

    fn visit_pat_slice_mut(&mut self, node: &mut syn::PatSlice) {
        self.retain(&mut node.elems, pat_attributes);
        visit_mut::visit_pat_slice_mut(self, node);
    }

    fn visit_generics_mut(&mut self, node: &mut syn::Generics) {
        self.retain(&mut node.params, |p| Some(generic_param_attributes(p)));
        visit_mut::visit_generics_mut(self, node);
    }

    fn visit_signature_mut(&mut self, node: &mut syn::Signature) {
        self.retain(&mut node.inputs, |a| Some(fn_arg_attributes(a)));
        visit_mut::visit_signature_mut(self, node);
    }
}

/// Finds any cfg left on a feature (in a place [`Strip`] does not reach),
/// so that the bundler fails rather than print one.
pub struct Leftover {
    pub found: Option<String>,
}

impl<'ast> syn::visit::Visit<'ast> for Leftover {
    fn visit_attribute(&mut self, attribute: &'ast Attribute) {
        let text = quote!(#attribute).to_string();
        let path = attribute.path();
        if (path.is_ident("cfg") || path.is_ident("cfg_attr"))
            && (text.contains("feature") || text.contains("test"))
        {
            self.found.get_or_insert(text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(predicate: &str, features: &[&str]) -> String {
        let meta: Meta = syn::parse_str(predicate).unwrap();
        match evaluate(&meta, features).unwrap() {
            Held::Known(value) => value.to_string(),
            Held::Left(tokens) => tokens.to_string().replace(' ', ""),
        }
    }

    #[test]
    fn predicates_are_decided_or_left_to_rustc() {
        let cases = [
            ("feature = \"solver\"", "true"),
            ("feature = \"boards\"", "false"),
            ("not(feature = \"boards\")", "true"),
            ("test", "false"),
            (
                "any(test, not(target_arch = \"x86_64\"))",
                "not(target_arch=\"x86_64\")",
            ),
            (
                "all(feature = \"solver\", target_arch = \"x86_64\")",
                "target_arch=\"x86_64\"",
            ),
            (
                "all(feature = \"boards\", target_arch = \"x86_64\")",
                "false",
            ),
            (
                "any(feature = \"solver\", target_arch = \"x86_64\")",
                "true",
            ),
            (
                "any(unix, target_arch = \"x86_64\")",
                "any(unix,target_arch=\"x86_64\")",
            ),
            (
                "not(any(feature = \"solver\", feature = \"boards\"))",
                "false",
            ),
            ("all()", "true"),
            ("any()", "false"),
        ];
        for (predicate, expected) in cases {
            assert_eq!(held(predicate, &["solver"]), expected, "{predicate}");
        }
    }

    #[test]
    fn an_unknown_predicate_is_an_error_not_a_guess() {
        let meta: Meta = syn::parse_str("maybe(feature = \"x\")").unwrap();
        let error = evaluate(&meta, &[]).unwrap_err();
        assert!(error.contains("unknown cfg predicate"), "{error}");
    }

    #[test]
    fn cfg_attr_expands_into_what_it_adds() {
        let mut item: syn::ItemFn = syn::parse_str(
            "#[cfg_attr(feature = \"solver\", inline, cfg(not(feature = \"boards\")))]\n\
             #[cfg_attr(feature = \"boards\", cold)]\n\
             /// A doc.\n#[must_use]\n#[allow(clippy::x, unused)]\nfn f() {}",
        )
        .unwrap();
        assert!(keep(&mut item.attrs, &["solver"]).unwrap());
        let kept: Vec<String> = item
            .attrs
            .iter()
            .map(|a| quote!(#a).to_string().replace(' ', ""))
            .collect();
        assert_eq!(kept, ["#[inline]", "#[allow(unused)]"]);
    }
}
