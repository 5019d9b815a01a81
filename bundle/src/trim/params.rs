//! Parameters never read out: a function's parameter rustc calls unused
//! goes, with the value each call passes for it, where every such value
//! runs nothing (see `pure`). A free function is known by its name when no
//! other free function has it; a function of an impl without `self`, by
//! its type's name and its own (`Scanner::new`); a method of an inherent
//! impl by its name, when no other method or trait method has it (a call
//! `x.name(..)` of std's with as many arguments would then fail to build,
//! loudly, not change what the file does).

use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, FnArg, Item, Pat};

use super::pure::Purity;
use crate::print::Place;

/// The function at `place`: its parameters, and how calls name it (the
/// type's name for a function of an impl).
fn function<'a>(
    items: &'a mut [Item],
    place: &Place,
) -> Option<(&'a mut syn::Signature, Option<String>)> {
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
    match place {
        Place::Item(path) => match item_at(items, path)? {
            Item::Fn(function) => Some((&mut function.sig, None)),
            _ => None,
        },
        Place::ImplItem(path, index) => match item_at(items, path)? {
            Item::Impl(block) if block.trait_.is_none() => {
                let owner = match &*block.self_ty {
                    syn::Type::Path(path) => path.path.segments.last()?.ident.to_string(),
                    _ => return None,
                };
                match block.items.get_mut(*index)? {
                    syn::ImplItem::Fn(method) => Some((&mut method.sig, Some(owner))),
                    _ => None,
                }
            }
            _ => None,
        },
        Place::UseLeaf(..) => None,
    }
}

/// How calls name a function.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind<'a> {
    /// A free function: `name(..)`, `module::name(..)`.
    Free,
    /// A function of `impl Type` without `self`: `Type::name(..)`,
    /// `Self::name(..)` inside it.
    Associated(&'a str),
    /// A method of `impl Type`: `x.name(..)`, known by its name alone, so
    /// that no other method or trait method may have it.
    Method,
}

/// The calls of one function, and whether it is named anywhere else.
struct Calls<'a> {
    name: &'a str,
    kind: Kind<'a>,
    /// The type of the impl block being read (`Self` is that type).
    self_type: Option<String>,
    /// Functions that calls of this kind could mean.
    defined: usize,
    /// Each call's arguments (after the receiver), in reading order.
    calls: Vec<Vec<Expr>>,
    /// Named other than as the callee of a call.
    elsewhere: bool,
}

/// The names of a path's segments.
fn names(path: &syn::Path) -> Vec<String> {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

impl Calls<'_> {
    /// Whether `path` names the function (as a callee or a value).
    fn names(&self, path: &syn::Path) -> bool {
        let segments = names(path);
        match (self.kind, segments.as_slice()) {
            // Modules on the way, not a type (`Type::name` is another's).
            (Kind::Free, [modules @ .., last]) => {
                last == self.name
                    && modules
                        .iter()
                        .all(|m| !m.starts_with(|c: char| c.is_ascii_uppercase()))
            }
            (Kind::Associated(owner), [.., ty, last]) => {
                last == self.name
                    && (ty == owner || (ty == "Self" && self.self_type.as_deref() == Some(owner)))
            }
            // `Type::method` used as a path: called or passed, either way
            // not as `x.method(..)`.
            (Kind::Method, [.., _, last]) => last == self.name,
            _ => false,
        }
    }
}

impl<'ast> Visit<'ast> for Calls<'_> {
    fn visit_item_fn(&mut self, node: &'ast syn::ItemFn) {
        if self.kind == Kind::Free && node.sig.ident == self.name {
            self.defined += 1;
        }
        visit::visit_item_fn(self, node);
    }

    fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
        // A trait's method of the name: `x.name(..)` may be it.
        let declares = node.items.iter().any(
            |item| matches!(item, syn::TraitItem::Fn(method) if method.sig.ident == self.name),
        );
        if self.kind == Kind::Method && declares {
            self.defined += 1;
        }
        visit::visit_item_trait(self, node);
    }

    fn visit_item_impl(&mut self, node: &'ast syn::ItemImpl) {
        let outer = self.self_type.take();
        if let syn::Type::Path(path) = &*node.self_ty {
            self.self_type = path.path.segments.last().map(|s| s.ident.to_string());
        }
        for item in &node.items {
            let syn::ImplItem::Fn(method) = item else {
                continue;
            };
            if method.sig.ident != self.name {
                continue;
            }
            let counts = match self.kind {
                Kind::Free => false,
                Kind::Associated(owner) => self.self_type.as_deref() == Some(owner),
                Kind::Method => method.sig.receiver().is_some(),
            };
            self.defined += usize::from(counts);
        }
        visit::visit_item_impl(self, node);
        self.self_type = outer;
    }

    fn visit_expr_call(&mut self, node: &'ast syn::ExprCall) {
        if self.kind != Kind::Method
            && let Expr::Path(path) = &*node.func
            && self.names(&path.path)
        {
            self.calls.push(node.args.iter().cloned().collect());
            for arg in &node.args {
                self.visit_expr(arg);
            }
            return;
        }
        visit::visit_expr_call(self, node);
    }

    fn visit_expr_method_call(&mut self, node: &'ast syn::ExprMethodCall) {
        if self.kind == Kind::Method && node.method == self.name {
            self.calls.push(node.args.iter().cloned().collect());
        }
        visit::visit_expr_method_call(self, node);
    }

    fn visit_expr_path(&mut self, node: &'ast syn::ExprPath) {
        if self.names(&node.path) {
            self.elsewhere = true;
        }
        visit::visit_expr_path(self, node);
    }
}

/// Takes argument `index` out of every call of the function.
struct Drop<'a> {
    calls: &'a Calls<'a>,
    index: usize,
    /// The type of the impl block being edited (`Self` is that type).
    self_type: Option<String>,
}

impl Drop<'_> {
    fn take(&self, args: &mut syn::punctuated::Punctuated<Expr, syn::Token![,]>) {
        if args.len() > self.index {
            *args = std::mem::take(args)
                .into_iter()
                .enumerate()
                .filter_map(|(at, arg)| (at != self.index).then_some(arg))
                .collect();
        }
    }
}

impl VisitMut for Drop<'_> {
    fn visit_item_impl_mut(&mut self, node: &mut syn::ItemImpl) {
        let outer = self.self_type.take();
        if let syn::Type::Path(path) = &*node.self_ty {
            self.self_type = path.path.segments.last().map(|s| s.ident.to_string());
        }
        visit_mut::visit_item_impl_mut(self, node);
        self.self_type = outer;
    }

    fn visit_expr_call_mut(&mut self, node: &mut syn::ExprCall) {
        visit_mut::visit_expr_call_mut(self, node);
        if let Expr::Path(path) = &*node.func {
            let probe = Calls {
                name: self.calls.name,
                kind: self.calls.kind,
                self_type: self.self_type.clone(),
                defined: 0,
                calls: Vec::new(),
                elsewhere: false,
            };
            if self.calls.kind != Kind::Method && probe.names(&path.path) {
                self.take(&mut node.args);
            }
        }
    }

    fn visit_expr_method_call_mut(&mut self, node: &mut syn::ExprMethodCall) {
        visit_mut::visit_expr_method_call_mut(self, node);
        if self.calls.kind == Kind::Method && node.method == self.calls.name {
            self.take(&mut node.args);
        }
    }
}

/// Takes the parameter `name` out of the function at `place` and the
/// values its calls pass for it, where every value runs nothing; returns
/// whether it went.
pub fn drop_parameter(items: &mut [Item], place: &Place, name: &str) -> bool {
    let purity = Purity::of(items);
    let Some((signature, owner)) = function(items, place) else {
        return false;
    };
    let function_name = signature.ident.to_string();
    let method = signature.receiver().is_some();
    let params: Vec<&FnArg> = signature
        .inputs
        .iter()
        .filter(|input| matches!(input, FnArg::Typed(_)))
        .collect();
    let Some(index) = params.iter().position(|input| {
        matches!(input, FnArg::Typed(typed) if matches!(&*typed.pat, Pat::Ident(ident) if ident.ident == name))
    }) else {
        return false;
    };
    let arity = params.len();
    let kind = match (&owner, method) {
        (None, _) => Kind::Free,
        (Some(owner), false) => Kind::Associated(owner),
        (Some(_), true) => Kind::Method,
    };
    let mut calls = Calls {
        name: &function_name,
        kind,
        self_type: None,
        defined: 0,
        calls: Vec::new(),
        elsewhere: false,
    };
    for item in items.iter() {
        calls.visit_item(item);
    }
    let sound = calls.defined == 1
        && !calls.elsewhere
        && calls
            .calls
            .iter()
            .all(|args| args.len() == arity && purity.pure(&args[index]));
    if !sound {
        return false;
    }
    let mut drop = Drop {
        calls: &calls,
        index,
        self_type: None,
    };
    for item in items.iter_mut() {
        drop.visit_item_mut(item);
    }
    if let Some((signature, _)) = function(items, place) {
        let typed = index + usize::from(method);
        signature.inputs = std::mem::take(&mut signature.inputs)
            .into_iter()
            .enumerate()
            .filter_map(|(at, input)| (at != typed).then_some(input))
            .collect();
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn dropped(source: &str, place: Place, name: &str) -> String {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let gone = drop_parameter(&mut file.items, &place, name);
        let text = quote!(#file).to_string();
        format!(
            "{gone}: {}",
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        )
    }

    #[test]
    fn a_parameter_goes_with_the_pure_values_passed_for_it() {
        let source = "fn found(count: u32, score: Option<u32>) -> u32 { count } \
                      fn main() { found(1, None); found(u32::from(x.is_some()), Some(2)); }";
        assert_eq!(
            dropped(source, Place::Item(vec![0]), "score"),
            "true: fn found (count : u32) -> u32 { count } \
             fn main () { found (1) ; found (u32 :: from (x . is_some ())) ; }"
        );
        let impure = "fn f(a: u8) {} fn main() { f(read()); }";
        assert!(dropped(impure, Place::Item(vec![0]), "a").starts_with("false"));
        let as_value = "fn f(a: u8) {} fn main() { let g = f; g(1); }";
        assert!(dropped(as_value, Place::Item(vec![0]), "a").starts_with("false"));
    }
}
