//! Parameters never read out: a function's parameter rustc calls unused
//! goes, with the value each call passes for it, where every such value
//! runs nothing (see `pure`). A free function is known by its name when
//! no other function has it; a function of an impl without `self`, by
//! its type's name and its own (`Scanner::new`). Methods stay as they
//! are: a call `x.name(..)` may be std's.

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

/// The calls of one function, and whether it is named anywhere else.
struct Calls<'a> {
    name: &'a str,
    owner: Option<&'a str>,
    /// The type of the impl block being read (`Self` is that type).
    self_type: Option<String>,
    /// Functions defined with the name.
    defined: usize,
    /// Each call's arguments, in reading order.
    calls: Vec<Vec<Expr>>,
    /// Named other than as the callee of a call.
    elsewhere: bool,
}

impl Calls<'_> {
    /// Whether `path` names the function.
    fn names(&self, path: &syn::Path) -> bool {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match (self.owner, segments.as_slice()) {
            (None, [.., last]) => last == self.name,
            (Some(owner), [.., ty, last]) => {
                last == self.name
                    && (ty == owner || (ty == "Self" && self.self_type.as_deref() == Some(owner)))
            }
            _ => false,
        }
    }
}

impl<'ast> Visit<'ast> for Calls<'_> {
    fn visit_item_fn(&mut self, node: &'ast syn::ItemFn) {
        if node.sig.ident == self.name {
            self.defined += 1;
        }
        visit::visit_item_fn(self, node);
    }

    fn visit_impl_item_fn(&mut self, node: &'ast syn::ImplItemFn) {
        if node.sig.ident == self.name {
            self.defined += 1;
        }
        visit::visit_impl_item_fn(self, node);
    }

    fn visit_item_impl(&mut self, node: &'ast syn::ItemImpl) {
        let outer = self.self_type.take();
        if let syn::Type::Path(path) = &*node.self_ty {
            self.self_type = path.path.segments.last().map(|s| s.ident.to_string());
        }
        visit::visit_item_impl(self, node);
        self.self_type = outer;
    }

    fn visit_expr_call(&mut self, node: &'ast syn::ExprCall) {
        if let Expr::Path(path) = &*node.func
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
            let segments: Vec<String> = path
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            let callee = match (self.calls.owner, segments.as_slice()) {
                (None, [.., last]) => last == self.calls.name,
                (Some(owner), [.., ty, last]) => {
                    last == self.calls.name
                        && (ty == owner
                            || (ty == "Self" && self.self_type.as_deref() == Some(owner)))
                }
                _ => false,
            };
            if callee && node.args.len() > self.index {
                node.args = std::mem::take(&mut node.args)
                    .into_iter()
                    .enumerate()
                    .filter_map(|(at, arg)| (at != self.index).then_some(arg))
                    .collect();
            }
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
    if signature.receiver().is_some() {
        return false;
    }
    let Some(index) = signature.inputs.iter().position(|input| {
        matches!(input, FnArg::Typed(typed) if matches!(&*typed.pat, Pat::Ident(ident) if ident.ident == name))
    }) else {
        return false;
    };
    let arity = signature.inputs.len();
    let mut calls = Calls {
        name: &function_name,
        owner: owner.as_deref(),
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
        signature.inputs = std::mem::take(&mut signature.inputs)
            .into_iter()
            .enumerate()
            .filter_map(|(at, input)| (at != index).then_some(input))
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
