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
//! A function parameter rustc calls unused (the arm that read it gone)
//! is renamed with a leading `_`, which says so.

use std::collections::BTreeSet;

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
fn item_at<'a>(items: &'a mut [Item], path: &[usize]) -> Option<&'a mut Item> {
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
    let mut pruner = Pruner { gone };
    for item in items {
        pruner.visit_item_mut(item);
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

/// Renames the parameter `name` of the function at `place` in `items`
/// (an item's path, or an impl block's and the method's index) to
/// `_name`.
pub fn silence(items: &mut [Item], place: &crate::print::Place, name: &str) {
    use crate::print::Place;
    let inputs = match place {
        Place::Item(path) => match item_at(items, path) {
            Some(Item::Fn(function)) => &mut function.sig.inputs,
            _ => return,
        },
        Place::ImplItem(path, index) => match item_at(items, path) {
            Some(Item::Impl(block)) => match block.items.get_mut(*index) {
                Some(syn::ImplItem::Fn(method)) => &mut method.sig.inputs,
                _ => return,
            },
            _ => return,
        },
        Place::UseLeaf(..) => return,
    };
    for input in inputs {
        if let syn::FnArg::Typed(typed) = input
            && let Pat::Ident(ident) = &mut *typed.pat
            && ident.ident == name
        {
            ident.ident = syn::Ident::new(&format!("_{name}"), ident.ident.span());
        }
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

impl VisitMut for Pruner {
    fn visit_expr_match_mut(&mut self, node: &mut syn::ExprMatch) {
        visit_mut::visit_expr_match_mut(self, node);
        node.arms.retain_mut(|arm| self.keep(&mut arm.pat));
    }

    fn visit_expr_mut(&mut self, node: &mut Expr) {
        visit_mut::visit_expr_mut(self, node);
        match node {
            Expr::If(branch) => {
                if let Expr::Let(binding) = &mut *branch.cond
                    && !self.keep(&mut binding.pat)
                {
                    *node = match branch.else_branch.take() {
                        Some((_, otherwise)) => *otherwise,
                        None => syn::parse_quote!({}),
                    };
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
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let pruner = &mut Pruner {
            gone: gone
                .iter()
                .map(|(e, v)| (e.to_string(), v.to_string()))
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
}
