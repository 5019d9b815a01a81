//! Which expressions run nothing that could be seen, so that a value
//! written to a field never read, or passed for a parameter never read,
//! can go with it: paths, literals, constructors, a few of std's
//! functions that only compute, and calls of the file's own functions
//! whose whole body is such an expression.

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::{Expr, Item};

/// The file's functions known to run nothing, by name: free functions
/// whose body is one such expression (a name defined twice counts for
/// neither).
pub struct Purity {
    functions: BTreeSet<String>,
}

/// std's functions and methods that compute a value and do nothing else,
/// and the types whose functions of those names are std's.
const STD_CALLS: &[&str] = &[
    "from",
    "is_some",
    "is_none",
    "is_empty",
    "len",
    "new",
    "with_capacity",
];
const STD_TYPES: &[&str] = &[
    "u8", "u16", "u32", "u64", "usize", "i32", "i64", "Box", "Vec", "String",
];

impl Purity {
    /// What `items` says of its functions.
    pub fn of(items: &[Item]) -> Purity {
        #[derive(Default)]
        struct Functions<'a> {
            bodies: Vec<(String, &'a syn::Block)>,
        }
        impl<'a> Visit<'a> for Functions<'a> {
            fn visit_item_fn(&mut self, node: &'a syn::ItemFn) {
                self.bodies.push((node.sig.ident.to_string(), &node.block));
            }
        }
        let mut found = Functions::default();
        for item in items {
            found.visit_item(item);
        }
        let mut once = BTreeSet::new();
        let mut twice = BTreeSet::new();
        for (name, _) in &found.bodies {
            if !once.insert(name.clone()) {
                twice.insert(name.clone());
            }
        }
        let mut purity = Purity {
            functions: BTreeSet::new(),
        };
        loop {
            let more: Vec<String> = found
                .bodies
                .iter()
                .filter(|(name, _)| !twice.contains(name) && !purity.functions.contains(name))
                .filter(|(_, body)| match body.stmts.as_slice() {
                    [syn::Stmt::Expr(expr, None)] => purity.pure(expr),
                    _ => false,
                })
                .map(|(name, _)| name.clone())
                .collect();
            if more.is_empty() {
                return purity;
            }
            purity.functions.extend(more);
        }
    }

    /// Whether evaluating `expr` runs nothing that could be seen.
    pub fn pure(&self, expr: &Expr) -> bool {
        match expr {
            Expr::Path(_) | Expr::Lit(_) => true,
            Expr::Field(field) => self.pure(&field.base),
            Expr::Paren(inner) => self.pure(&inner.expr),
            Expr::Reference(inner) => self.pure(&inner.expr),
            Expr::Unary(inner) => self.pure(&inner.expr),
            Expr::Array(array) => array.elems.iter().all(|e| self.pure(e)),
            Expr::Tuple(tuple) => tuple.elems.iter().all(|e| self.pure(e)),
            Expr::Repeat(repeat) => self.pure(&repeat.expr),
            Expr::Match(choice) => {
                self.pure(&choice.expr)
                    && choice.arms.iter().all(|arm| {
                        arm.guard.as_ref().is_none_or(|(_, guard)| self.pure(guard))
                            && self.pure(&arm.body)
                    })
            }
            Expr::Call(call) => {
                let Expr::Path(path) = &*call.func else {
                    return false;
                };
                let Some(last) = path.path.segments.last().map(|s| s.ident.to_string()) else {
                    return false;
                };
                // A constructor (`Some(x)`), std's (`u32::from(x)`,
                // `Box::new(x)`), or one of the file's own.
                let names: Vec<String> = path
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect();
                let std = matches!(names.as_slice(), [ty, call]
                    if STD_TYPES.contains(&ty.as_str()) && STD_CALLS.contains(&call.as_str()));
                let known = last.starts_with(|c: char| c.is_ascii_uppercase())
                    || std
                    || (names.len() <= 2 && self.functions.contains(&last));
                known && call.args.iter().all(|arg| self.pure(arg))
            }
            Expr::MethodCall(call) => {
                ["is_some", "is_none", "is_empty", "len"]
                    .contains(&call.method.to_string().as_str())
                    && self.pure(&call.receiver)
                    && call.args.iter().all(|arg| self.pure(arg))
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pure_in(file: &str, expr: &str) -> bool {
        let file: syn::File = syn::parse_str(file).unwrap();
        Purity::of(&file.items).pure(&syn::parse_str(expr).unwrap())
    }

    #[test]
    fn calls_are_pure_only_when_what_they_call_is() {
        let file = "fn choose(c: C) -> P { match c { C::A => P::On, _ => P::Off } } \
                    fn noisy() -> u8 { println!(\"x\"); 1 }";
        assert!(pure_in(file, "choose(options.format)"));
        assert!(pure_in(file, "u32::from(solution.is_some())"));
        assert!(pure_in(file, "Some(Box::new([0; 9]))"));
        assert!(!pure_in(file, "noisy()"));
        assert!(!pure_in(file, "unknown(1)"));
        assert!(!pure_in(file, "x.pop()"));
    }
}
