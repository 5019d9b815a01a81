//! Members of types out: enum variants and trait methods.
//!
//! A variant rustc calls never constructed goes from its enum, and so
//! does every pattern that names it, since no value can match it any more:
//! a match arm (or one alternative of an or-pattern), a `matches!` (then
//! `false`, where nothing else is left), an `if let` (then its `else`, or
//! nothing). That takes a preset's unused modes and layouts out of its
//! bundle with the code only they reach, which the next round finds dead.
//! Patterns are known by the last two segments of their path (`Mode::
//! Target`): the library always names a variant with its enum's name.
//!
//! A trait method rustc calls never used goes from its trait and from
//! every impl of the trait (known by the last segment of its path).
//!
//! Variables left unused are `variables`' to quiet.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item, Pat, Path, Token};

use crate::print::ItemPath;

/// A member to take out: the path of its enum or trait, and its name.
pub type Member = (ItemPath, String);

/// The items at `path` (the root's, or an inline module's).
pub(super) fn item_at<'a>(items: &'a mut [Item], path: &[usize]) -> Option<&'a mut Item> {
    let (first, rest) = path.split_first()?;
    let item = items.get_mut(*first)?;
    if rest.is_empty() {
        return Some(item);
    }
    match item {
        Item::Mod(module) => item_at(&mut module.content.as_mut()?.1, rest),
        _ => None,
    }
}

/// Takes `members` out of their enums and traits in `items`: variants
/// with every pattern that names one, methods with their impls.
pub fn remove(items: &mut [Item], members: &BTreeSet<Member>) {
    let (mut gone, mut methods) = (BTreeSet::new(), BTreeSet::new());
    for (path, name) in members {
        match item_at(items, path) {
            Some(Item::Enum(enumeration)) => {
                let kept: Punctuated<syn::Variant, Token![,]> =
                    std::mem::take(&mut enumeration.variants)
                        .into_iter()
                        .filter(|variant| variant.ident != name)
                        .collect();
                enumeration.variants = kept;
                gone.insert((enumeration.ident.to_string(), name.clone()));
            }
            Some(Item::Trait(declared)) => {
                declared.items.retain(
                    |item| !matches!(item, syn::TraitItem::Fn(method) if method.sig.ident == name),
                );
                methods.insert((declared.ident.to_string(), name.clone()));
            }
            _ => {}
        }
    }
    if !methods.is_empty() {
        remove_methods(items, &methods);
    }
    if gone.is_empty() {
        return;
    }
    let mut left = BTreeMap::new();
    for path in members.iter().map(|(path, _)| path) {
        if let Some(Item::Enum(enumeration)) = item_at(items, path) {
            let variants = enumeration
                .variants
                .iter()
                .map(|v| v.ident.to_string())
                .collect();
            left.insert(enumeration.ident.to_string(), variants);
        }
    }
    let mut pruner = Pruner { gone, left };
    for item in items.iter_mut() {
        pruner.visit_item_mut(item);
    }
    let enums: BTreeSet<String> = pruner.gone.iter().map(|(name, _)| name.clone()).collect();
    let mut unused = Vec::new();
    for path in members.iter().map(|(path, _)| path) {
        if let Some(Item::Enum(enumeration)) = item_at(items, path)
            && enums.contains(&enumeration.ident.to_string())
        {
            unused.extend(drop_unused_parameters(enumeration));
        }
    }
    if !unused.is_empty() {
        let mut stripper = Stripper { unused };
        for item in items {
            stripper.visit_item_mut(item);
        }
    }
}

/// Takes out of `enumeration` the type parameters its variants no longer
/// name (the variant that held one gone: `Ask<P>` without `Another {
/// solution: P }`), which rustc refuses. Returns, for each, the enum's
/// name, its parameters' number before, and the index of the one gone.
fn drop_unused_parameters(enumeration: &mut syn::ItemEnum) -> Vec<(String, usize, usize)> {
    let before = enumeration.generics.params.len();
    let fields: TokenStream = enumeration
        .variants
        .iter()
        .map(|variant| {
            let fields = &variant.fields;
            quote!(#fields)
        })
        .collect();
    let named: BTreeSet<String> = fields
        .into_iter()
        .flat_map(flatten)
        .filter_map(|tree| match tree {
            proc_macro2::TokenTree::Ident(ident) => Some(ident.to_string()),
            _ => None,
        })
        .collect();
    let mut gone = Vec::new();
    let params = std::mem::take(&mut enumeration.generics.params);
    for (index, param) in params.into_iter().enumerate() {
        match &param {
            syn::GenericParam::Type(typed) if !named.contains(&typed.ident.to_string()) => {
                gone.push((enumeration.ident.to_string(), before, index));
            }
            _ => enumeration.generics.params.push(param),
        }
    }
    if enumeration.generics.params.is_empty() {
        enumeration.generics.lt_token = None;
        enumeration.generics.gt_token = None;
    }
    // Later indexes first, so that each names its argument as it stands.
    gone.reverse();
    gone
}

/// The tokens of `tree`, groups opened.
fn flatten(tree: proc_macro2::TokenTree) -> Vec<proc_macro2::TokenTree> {
    match tree {
        proc_macro2::TokenTree::Group(group) => {
            group.stream().into_iter().flat_map(flatten).collect()
        }
        other => vec![other],
    }
}

/// Takes the arguments of type parameters gone out of every path that
/// names their enum with all its arguments (`Ask<Grid>` is `Ask`).
struct Stripper {
    /// Enum name, its parameters' number before, the index gone.
    unused: Vec<(String, usize, usize)>,
}

impl Stripper {
    /// Whether `tokens` name an enum that loses a parameter.
    fn names_stripped(&self, tokens: &TokenStream) -> bool {
        tokens.clone().into_iter().flat_map(flatten).any(|tree| {
            matches!(&tree, proc_macro2::TokenTree::Ident(ident)
                if self.unused.iter().any(|(name, ..)| ident == name.as_str()))
        })
    }

    /// Strips `signature`, then takes out the type parameters it no
    /// longer names (`fn write_answer<P: Cells>(.., answer: &Answer<P>)`
    /// once `Answer` has no `P`), which no call could infer.
    fn signature(&mut self, signature: &mut syn::Signature) {
        let before = quote!(#signature);
        visit_mut::visit_signature_mut(self, signature);
        if !self.names_stripped(&before) {
            return;
        }
        let mut rest = signature.clone();
        rest.generics.params.clear();
        let rest = quote!(#rest);
        let named: BTreeSet<String> = rest
            .into_iter()
            .flat_map(flatten)
            .filter_map(|tree| match tree {
                proc_macro2::TokenTree::Ident(ident) => Some(ident.to_string()),
                _ => None,
            })
            .collect();
        let params = std::mem::take(&mut signature.generics.params);
        for param in params {
            match &param {
                syn::GenericParam::Type(typed) if !named.contains(&typed.ident.to_string()) => {}
                _ => signature.generics.params.push(param),
            }
        }
        if signature.generics.params.is_empty() {
            signature.generics.lt_token = None;
            signature.generics.gt_token = None;
        }
    }
}

impl VisitMut for Stripper {
    fn visit_item_fn_mut(&mut self, node: &mut syn::ItemFn) {
        self.signature(&mut node.sig);
        self.visit_block_mut(&mut node.block);
    }

    fn visit_impl_item_fn_mut(&mut self, node: &mut syn::ImplItemFn) {
        self.signature(&mut node.sig);
        self.visit_block_mut(&mut node.block);
    }

    fn visit_path_segment_mut(&mut self, node: &mut syn::PathSegment) {
        visit_mut::visit_path_segment_mut(self, node);
        for (name, before, index) in &self.unused {
            if node.ident != name.as_str() {
                continue;
            }
            let syn::PathArguments::AngleBracketed(arguments) = &mut node.arguments else {
                continue;
            };
            if arguments.args.len() + 1 < *before + 1 && arguments.args.len() <= *index {
                continue;
            }
            let kept: Punctuated<syn::GenericArgument, Token![,]> =
                std::mem::take(&mut arguments.args)
                    .into_iter()
                    .enumerate()
                    .filter_map(|(at, argument)| (at != *index).then_some(argument))
                    .collect();
            if kept.is_empty() {
                node.arguments = syn::PathArguments::None;
            } else {
                arguments.args = kept;
            }
        }
    }
}

/// Takes `methods` (trait name, method name) out of every impl of their
/// traits in `items`, inline modules included.
fn remove_methods(items: &mut [Item], methods: &BTreeSet<(String, String)>) {
    for item in items {
        match item {
            Item::Impl(block) => {
                let Some((_, path, _)) = &block.trait_ else {
                    continue;
                };
                let Some(trait_name) = path.segments.last().map(|s| s.ident.to_string()) else {
                    continue;
                };
                block.items.retain(|item| match item {
                    syn::ImplItem::Fn(method) => {
                        !methods.contains(&(trait_name.clone(), method.sig.ident.to_string()))
                    }
                    _ => true,
                });
            }
            Item::Mod(module) => {
                if let Some((_, inner)) = &mut module.content {
                    remove_methods(inner, methods);
                }
            }
            _ => {}
        }
    }
}

/// Prunes the patterns that name a variant gone.
struct Pruner {
    /// Enum name and variant name.
    gone: BTreeSet<(String, String)>,
    /// The variants left to each enum that lost some.
    left: BTreeMap<String, BTreeSet<String>>,
}

impl Pruner {
    /// Whether `path` ends in a variant gone.
    fn names_gone(&self, path: &Path) -> bool {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match segments.as_slice() {
            [.., enumeration, variant] => {
                self.gone.contains(&(enumeration.clone(), variant.clone()))
            }
            _ => false,
        }
    }

    /// Whether some value can still match `pattern`, with the
    /// alternatives that cannot taken out of its or-patterns.
    fn keep(&self, pattern: &mut Pat) -> bool {
        match pattern {
            Pat::Or(or) => {
                let cases: Punctuated<Pat, Token![|]> = std::mem::take(&mut or.cases)
                    .into_iter()
                    .filter_map(|mut case| self.keep(&mut case).then_some(case))
                    .collect();
                or.cases = cases;
                if or.cases.len() == 1 {
                    or.leading_vert = None;
                }
                !or.cases.is_empty()
            }
            Pat::Path(path) => !self.names_gone(&path.path),
            Pat::TupleStruct(tuple) => {
                !self.names_gone(&tuple.path) && tuple.elems.iter_mut().all(|p| self.keep(p))
            }
            Pat::Struct(structure) => {
                !self.names_gone(&structure.path)
                    && structure.fields.iter_mut().all(|f| self.keep(&mut f.pat))
            }
            Pat::Tuple(tuple) => tuple.elems.iter_mut().all(|p| self.keep(p)),
            Pat::Slice(slice) => slice.elems.iter_mut().all(|p| self.keep(p)),
            Pat::Reference(reference) => self.keep(&mut reference.pat),
            Pat::Paren(paren) => self.keep(&mut paren.pat),
            Pat::Type(typed) => self.keep(&mut typed.pat),
            Pat::Ident(ident) => ident
                .subpat
                .as_mut()
                .is_none_or(|(_, pattern)| self.keep(pattern)),
            _ => true,
        }
    }
}

/// The value of a condition the pruning left constant: `false`, `!false`,
/// `false && x` (`x` never runs), `true || x`, in parentheses or not.
fn constant(expr: &Expr) -> Option<bool> {
    match expr {
        Expr::Lit(literal) => match &literal.lit {
            syn::Lit::Bool(value) => Some(value.value),
            _ => None,
        },
        Expr::Paren(paren) => constant(&paren.expr),
        Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Not(_)) => {
            constant(&unary.expr).map(|value| !value)
        }
        Expr::Binary(binary) => match (&binary.op, constant(&binary.left)) {
            (syn::BinOp::And(_), Some(false)) => Some(false),
            (syn::BinOp::Or(_), Some(true)) => Some(true),
            (syn::BinOp::And(_), Some(true)) | (syn::BinOp::Or(_), Some(false)) => {
                constant(&binary.right)
            }
            _ => None,
        },
        _ => None,
    }
}

/// The arguments of `matches!`: an expression, a pattern, maybe a guard.
struct Matches {
    expr: Expr,
    pattern: Pat,
    guard: Option<Expr>,
}

impl Parse for Matches {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let expr = input.parse()?;
        input.parse::<Token![,]>()?;
        let pattern = Pat::parse_multi_with_leading_vert(input)?;
        let guard = if input.peek(Token![if]) {
            input.parse::<Token![if]>()?;
            Some(input.parse()?)
        } else {
            None
        };
        let _ = input.parse::<Option<Token![,]>>()?;
        Ok(Matches {
            expr,
            pattern,
            guard,
        })
    }
}

impl Pruner {
    /// Whether `pattern` matches every value of an enum that lost
    /// variants: it names, whole, every variant left.
    fn irrefutable(&self, pattern: &Pat) -> bool {
        let mut named = Vec::new();
        if !whole_variants(pattern, &mut named) {
            return false;
        }
        let Some((enumeration, _)) = named.first() else {
            return false;
        };
        named.iter().all(|(e, _)| e == enumeration)
            && self.left.get(enumeration).is_some_and(|left| {
                left.iter()
                    .all(|variant| named.iter().any(|(_, v)| v == variant))
            })
    }

    /// Takes out a catch-all arm (`_`, or a bare binding) that the arms
    /// before it leave nothing to: they name, unguarded and whole, every
    /// variant left to an enum that lost some (`match format {
    /// Format::Sized => .., _ => .. }` once `Sized` is the only format),
    /// which rustc would call an unreachable pattern.
    fn drop_unreachable_catch_all(&self, node: &mut syn::ExprMatch) {
        let mut enumeration = None;
        let mut covered = BTreeSet::new();
        let mut cut = None;
        for (index, arm) in node.arms.iter().enumerate() {
            let catch_all = match &arm.pat {
                Pat::Wild(_) => true,
                Pat::Ident(ident) => ident.subpat.is_none() && ident.by_ref.is_none(),
                _ => false,
            };
            if catch_all {
                let left = enumeration.and_then(|name: &String| self.left.get(name));
                if arm.guard.is_none() && left.is_some_and(|left| left.is_subset(&covered)) {
                    cut = Some(index);
                }
                break;
            }
            if arm.guard.is_some() {
                continue;
            }
            let mut named = Vec::new();
            if !whole_variants(&arm.pat, &mut named) {
                continue;
            }
            for (name, variant) in named {
                if !self.left.contains_key(&name) || enumeration.is_some_and(|e| *e != name) {
                    return;
                }
                enumeration = self.left.get_key_value(&name).map(|(name, _)| name);
                covered.insert(variant);
            }
        }
        if let Some(index) = cut {
            node.arms = std::mem::take(&mut node.arms)
                .into_iter()
                .enumerate()
                .filter_map(|(at, arm)| (at != index).then_some(arm))
                .collect();
        }
    }
}

/// Whether `pattern` matches every value of the variants it names (a
/// path, or a variant whose fields are all bound or ignored, or an
/// or-pattern of such), pushing each as (enum, variant).
fn whole_variants(pattern: &Pat, named: &mut Vec<(String, String)>) -> bool {
    let last_two = |path: &Path| {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match segments.as_slice() {
            [.., enumeration, variant] => Some((enumeration.clone(), variant.clone())),
            _ => None,
        }
    };
    let binds = |pattern: &Pat| match pattern {
        Pat::Wild(_) | Pat::Rest(_) => true,
        Pat::Ident(ident) => ident.subpat.is_none(),
        _ => false,
    };
    let pair = match pattern {
        Pat::Or(or) => return or.cases.iter().all(|case| whole_variants(case, named)),
        Pat::Reference(reference) => return whole_variants(&reference.pat, named),
        Pat::Paren(paren) => return whole_variants(&paren.pat, named),
        Pat::Path(path) => last_two(&path.path),
        Pat::TupleStruct(tuple) if tuple.elems.iter().all(binds) => last_two(&tuple.path),
        Pat::Struct(structure) if structure.fields.iter().all(|f| binds(&f.pat)) => {
            last_two(&structure.path)
        }
        _ => None,
    };
    match pair {
        Some(pair) => {
            named.push(pair);
            true
        }
        None => false,
    }
}

impl VisitMut for Pruner {
    /// Tidies what the folding leaves: an empty block as a statement goes,
    /// and a block that is the whole value of its block is opened (rustc
    /// calls its braces unnecessary).
    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        visit_mut::visit_block_mut(self, node);
        node.stmts.retain(|stmt| {
            !matches!(stmt, syn::Stmt::Expr(Expr::Block(inner), _)
                if inner.block.stmts.is_empty() && inner.label.is_none())
        });
        if let [syn::Stmt::Expr(Expr::Block(inner), None)] = node.stmts.as_slice()
            && inner.label.is_none()
            && inner.attrs.is_empty()
        {
            node.stmts = inner.block.stmts.clone();
        }
    }

    fn visit_expr_match_mut(&mut self, node: &mut syn::ExprMatch) {
        visit_mut::visit_expr_match_mut(self, node);
        node.arms.retain_mut(|arm| self.keep(&mut arm.pat));
        self.drop_unreachable_catch_all(node);
    }

    fn visit_expr_mut(&mut self, node: &mut Expr) {
        visit_mut::visit_expr_mut(self, node);
        match node {
            Expr::If(branch) => {
                // `if let E::V(x) = e` where `V` is all `E` has left: a
                // plain `let` (rustc warns of an irrefutable `if let`).
                if let Expr::Let(binding) = &*branch.cond
                    && self.irrefutable(&binding.pat)
                {
                    let (pat, expr) = (&binding.pat, &binding.expr);
                    let then = &branch.then_branch;
                    *node = syn::parse_quote!({ let #pat = #expr; #then });
                    return;
                }
                let never = match &mut *branch.cond {
                    Expr::Let(binding) => !self.keep(&mut binding.pat),
                    // `if matches!(..)` of a variant gone is `if false`.
                    cond => constant(cond) == Some(false),
                };
                if never {
                    *node = match branch.else_branch.take() {
                        Some((_, otherwise)) => *otherwise,
                        None => syn::parse_quote!({}),
                    };
                } else if constant(&branch.cond) == Some(true) {
                    let then = std::mem::replace(&mut branch.then_branch, syn::parse_quote!({}));
                    *node = Expr::Block(syn::ExprBlock {
                        attrs: Vec::new(),
                        label: None,
                        block: then,
                    });
                }
            }
            Expr::Macro(call) if call.mac.path.is_ident("matches") => {
                let Ok(mut args) = call.mac.parse_body::<Matches>() else {
                    return;
                };
                if !self.keep(&mut args.pattern) {
                    *node = syn::parse_quote!(false);
                    return;
                }
                let Matches {
                    expr,
                    pattern,
                    guard,
                } = args;
                let guard: TokenStream = match guard {
                    Some(guard) => quote!(if #guard),
                    None => TokenStream::new(),
                };
                call.mac.tokens = quote!(#expr, #pattern #guard);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(source: &str, gone: &[(&str, &str)]) -> String {
        pruned_leaving(source, gone, &[])
    }

    /// [`pruned`], with `left` the variants each enum keeps.
    fn pruned_leaving(source: &str, gone: &[(&str, &str)], left: &[(&str, &[&str])]) -> String {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let pruner = &mut Pruner {
            gone: gone
                .iter()
                .map(|(e, v)| (e.to_string(), v.to_string()))
                .collect(),
            left: left
                .iter()
                .map(|(e, vs)| (e.to_string(), vs.iter().map(|v| v.to_string()).collect()))
                .collect(),
        };
        pruner.visit_file_mut(&mut file);
        quote!(#file)
            .to_string()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn arms_alternatives_matches_and_if_lets_go_with_the_variant() {
        let source = "fn f(m: Mode, a: Answer) -> u8 {
            let x = match m { Mode::Solve | Mode::Count => 1, Mode::Target => 2 };
            let y = matches!(a, Answer::Score(_) | Answer::Unique);
            let z = matches!(a, Answer::Score(_));
            if let Answer::Score(s) = a { s } else { x }
        }";
        let out = pruned(
            source,
            &[("Mode", "Target"), ("Mode", "Count"), ("Answer", "Score")],
        );
        assert!(out.contains("match m { Mode :: Solve => 1 , }"), "{out}");
        assert!(
            out.contains("let y = matches ! (a , Answer :: Unique)"),
            "{out}"
        );
        assert!(out.contains("let z = false"), "{out}");
        assert!(out.ends_with("{ x } }"), "{out}");
    }

    #[test]
    fn a_nested_variant_makes_its_whole_alternative_impossible() {
        let source = "fn f(p: (Mode, u8)) -> u8 {
            match p { (Mode::Target, n) | (Mode::Solve, n) => n, _ => 0 }
        }";
        let out = pruned(source, &[("Mode", "Target")]);
        assert!(out.contains("(Mode :: Solve , n) => n"), "{out}");
        assert!(!out.contains("Target"), "{out}");
    }

    #[test]
    fn a_catch_all_the_variants_left_leave_nothing_to_goes() {
        let source = "fn f(x: F) -> u8 { match x { F::A => 1, F::B(y) => y, _ => 3 } }";
        let left = [("F", &["B"][..])];
        assert_eq!(
            pruned_leaving(source, &[("F", "A"), ("F", "C")], &left),
            "fn f (x : F) -> u8 { match x { F :: B (y) => y , } }"
        );
        // A guarded arm or a partial pattern leaves the catch-all be.
        let guarded = "fn f(x: F) -> u8 { match x { F::B(y) if y > 0 => y, _ => 3 } }";
        assert!(pruned_leaving(guarded, &[("F", "A")], &left).contains("_ => 3"));
        let partial = "fn f(x: F) -> u8 { match x { F::B(0) => 0, other => 3 } }";
        assert!(pruned_leaving(partial, &[("F", "A")], &left).contains("other => 3"));
    }
}
