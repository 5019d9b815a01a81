//! Local bindings renamed to short names (`a`, `b`, ... then two letters),
//! one function at a time, so that the file judges count is smaller.
//!
//! In each function with a body (free, impl or trait; its closures are
//! part of it, a function item inside it is a function of its own), every
//! name a pattern binds (parameters, `let`, closure parameters, `for`,
//! match arms, `if let`, `while let`) is mapped to a short name, one
//! map for the whole function and one-to-one, and every binding of it and
//! every path of that one name is rewritten. Shadowing keeps its meaning:
//! a name is renamed everywhere in the function or nowhere, and the short
//! names are new to it. Field shorthand is spelled out (`State {
//! candidates: a }`, `Columns { todo: mut b, .. }`).
//!
//! A name stays as it is when renaming it might change what it means:
//! - it names an item anywhere in the crate (a function, module, constant,
//!   static, type, trait, variant, macro, an imported name, a generic
//!   parameter) or a field or method, or is any word of a macro at item
//!   level (which may define items): `x` in a pattern can be a constant
//!   or a unit variant, and a path `x` the item;
//! - it is written inside a macro call's tokens, an attribute or tokens
//!   syn leaves unparsed, anywhere in the function, or in a string literal
//!   there (`format!("{x}")` captures `x`): macro tokens are not read;
//! - a path of that name is somewhere no binding of it is in scope (it is
//!   then something else: a prelude function, a glob import);
//! - it starts with an uppercase letter, with `_`, or is `self` or a raw
//!   identifier.
//!
//! A short name is none of the crate's item names, no keyword, and no
//! identifier written anywhere in the function (paths, methods, fields,
//! labels, macro tokens, words in its string literals): nothing the
//! function refers to can be captured by a new binding. A name already as
//! short as the next free one keeps its own.

use std::collections::{HashMap, HashSet};

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};

/// Keywords of any edition, strict, reserved and weak: never a short name.
const KEYWORDS: &str = "abstract as async auto await become box break const continue crate do \
    dyn else enum extern false final fn for gen if impl in let loop macro macro_rules match mod \
    move mut override priv pub raw ref return safe self static struct super trait true try type \
    typeof union unsafe unsized use virtual where while yield";

/// Renames the locals of every function in `items` (see the module doc).
pub fn rename(items: &mut [syn::Item]) {
    let mut names = ItemNames::default();
    for item in items.iter() {
        names.visit_item(item);
    }
    let mut functions = Functions { items: names.0 };
    for item in items {
        functions.visit_item_mut(item);
    }
}

/// Every name the crate gives an item, field, method, variant, import,
/// macro or generic parameter, at any depth (inside function bodies too).
#[derive(Default)]
struct ItemNames(HashSet<String>);

impl ItemNames {
    fn add(&mut self, ident: &syn::Ident) {
        self.0.insert(ident.to_string());
    }
}

impl<'ast> Visit<'ast> for ItemNames {
    fn visit_item(&mut self, node: &'ast syn::Item) {
        let ident = match node {
            syn::Item::Const(i) => Some(&i.ident),
            syn::Item::Enum(i) => Some(&i.ident),
            syn::Item::ExternCrate(i) => {
                if let Some((_, rename)) = &i.rename {
                    self.add(rename);
                }
                Some(&i.ident)
            }
            syn::Item::Mod(i) => Some(&i.ident),
            syn::Item::Static(i) => Some(&i.ident),
            syn::Item::Struct(i) => Some(&i.ident),
            syn::Item::Trait(i) => Some(&i.ident),
            syn::Item::TraitAlias(i) => Some(&i.ident),
            syn::Item::Type(i) => Some(&i.ident),
            syn::Item::Union(i) => Some(&i.ident),
            // Functions by their signatures, below; the rest have none.
            _ => None,
        };
        if let Some(ident) = ident {
            self.add(ident);
        }
        visit::visit_item(self, node);
    }

    /// Functions and methods of every kind, with or without a body.
    fn visit_signature(&mut self, node: &'ast syn::Signature) {
        self.add(&node.ident);
        visit::visit_signature(self, node);
    }

    fn visit_impl_item_const(&mut self, node: &'ast syn::ImplItemConst) {
        self.add(&node.ident);
        visit::visit_impl_item_const(self, node);
    }

    fn visit_impl_item_type(&mut self, node: &'ast syn::ImplItemType) {
        self.add(&node.ident);
        visit::visit_impl_item_type(self, node);
    }

    fn visit_trait_item_const(&mut self, node: &'ast syn::TraitItemConst) {
        self.add(&node.ident);
        visit::visit_trait_item_const(self, node);
    }

    fn visit_trait_item_type(&mut self, node: &'ast syn::TraitItemType) {
        self.add(&node.ident);
        visit::visit_trait_item_type(self, node);
    }

    fn visit_foreign_item_static(&mut self, node: &'ast syn::ForeignItemStatic) {
        self.add(&node.ident);
        visit::visit_foreign_item_static(self, node);
    }

    fn visit_foreign_item_type(&mut self, node: &'ast syn::ForeignItemType) {
        self.add(&node.ident);
        visit::visit_foreign_item_type(self, node);
    }

    /// A macro at item level (a definition, or a call that may define
    /// items): every word in it, as any may become an item's name.
    fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
        if let Some(ident) = &node.ident {
            self.add(ident);
        }
        words(node.mac.tokens.clone(), &mut self.0);
    }

    fn visit_variant(&mut self, node: &'ast syn::Variant) {
        self.add(&node.ident);
        visit::visit_variant(self, node);
    }

    fn visit_field(&mut self, node: &'ast syn::Field) {
        if let Some(ident) = &node.ident {
            self.add(ident);
        }
        visit::visit_field(self, node);
    }

    fn visit_use_name(&mut self, node: &'ast syn::UseName) {
        self.add(&node.ident);
    }

    fn visit_use_rename(&mut self, node: &'ast syn::UseRename) {
        self.add(&node.ident);
        self.add(&node.rename);
    }

    fn visit_type_param(&mut self, node: &'ast syn::TypeParam) {
        self.add(&node.ident);
        visit::visit_type_param(self, node);
    }

    fn visit_const_param(&mut self, node: &'ast syn::ConstParam) {
        self.add(&node.ident);
        visit::visit_const_param(self, node);
    }
}

/// Finds every function with a body, at any depth, and renames its locals.
struct Functions {
    /// The crate's item names ([`ItemNames`]).
    items: HashSet<String>,
}

impl VisitMut for Functions {
    fn visit_item_fn_mut(&mut self, node: &mut syn::ItemFn) {
        rename_fn(&mut node.sig, &mut node.block, &self.items);
        // On to the function items inside, each renamed on its own.
        visit_mut::visit_item_fn_mut(self, node);
    }

    fn visit_impl_item_fn_mut(&mut self, node: &mut syn::ImplItemFn) {
        rename_fn(&mut node.sig, &mut node.block, &self.items);
        visit_mut::visit_impl_item_fn_mut(self, node);
    }

    fn visit_trait_item_fn_mut(&mut self, node: &mut syn::TraitItemFn) {
        if let Some(block) = &mut node.default {
            rename_fn(&mut node.sig, block, &self.items);
        }
        visit_mut::visit_trait_item_fn_mut(self, node);
    }
}

/// Renames the locals of the function with signature `sig` and body
/// `block`; `items` are the crate's item names.
fn rename_fn(sig: &mut syn::Signature, block: &mut syn::Block, items: &HashSet<String>) {
    // Every word in the function, and those in tokens nobody parsed.
    let mut written = HashSet::new();
    words(sig.to_token_stream(), &mut written);
    words(block.to_token_stream(), &mut written);
    let mut opaque = Opaque::default();
    opaque.visit_signature(sig);
    opaque.visit_block(block);

    let mut scopes = Scopes::default();
    scopes.function(sig, block);

    let mut bound: Vec<(usize, String)> = scopes
        .bound
        .into_iter()
        .filter(|name| {
            !items.contains(name)
                && !opaque.0.contains(name)
                && !scopes.unsafe_.contains(name)
                && name.starts_with(|c: char| c.is_ascii_lowercase())
                && name != "self"
                && !name.starts_with("r#")
        })
        .map(|name| (scopes.uses.get(&name).copied().unwrap_or(0), name))
        .collect();
    // The most written get the shortest names.
    bound.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));

    let mut free = ShortNames::default().filter(|name| {
        !written.contains(name)
            && !items.contains(name)
            && !KEYWORDS.split_whitespace().any(|keyword| keyword == name)
    });
    let mut next = free.next();
    let mut map = HashMap::new();
    for (_, name) in bound {
        let Some(short) = next.take_if(|short| short.len() < name.len()) else {
            continue;
        };
        map.insert(name, short);
        next = free.next();
    }
    if map.is_empty() {
        return;
    }
    let mut rename = Rename { map: &map };
    for input in &mut sig.inputs {
        if let syn::FnArg::Typed(typed) = input {
            rename.visit_pat_mut(&mut typed.pat);
        }
    }
    rename.visit_block_mut(block);
}

/// `a` to `z`, then `aa` to `zz`, and so on.
#[derive(Default)]
struct ShortNames(usize);

impl Iterator for ShortNames {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        // Bijective base 26: 0 is `a`, 26 is `aa`.
        let mut n = self.0 + 1;
        self.0 += 1;
        let mut name = Vec::new();
        while n > 0 {
            n -= 1;
            name.push(b'a' + (n % 26) as u8);
            n /= 26;
        }
        name.reverse();
        Some(String::from_utf8(name).expect("ASCII"))
    }
}

/// Every identifier in `stream`, and every word (letters, digits and `_`,
/// not starting with a digit) in its literals, into `out`.
fn words(stream: TokenStream, out: &mut HashSet<String>) {
    for tree in stream {
        match tree {
            TokenTree::Ident(ident) => {
                out.insert(ident.to_string());
            }
            TokenTree::Literal(literal) => {
                let text = literal.to_string();
                let mut rest = text.as_str();
                while let Some(start) =
                    rest.find(|c: char| c.is_alphabetic() || c == '_' || c.is_numeric())
                {
                    rest = &rest[start..];
                    let end = rest
                        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .unwrap_or(rest.len());
                    if !rest.starts_with(|c: char| c.is_numeric()) {
                        out.insert(rest[..end].to_string());
                    }
                    rest = &rest[end..];
                }
            }
            TokenTree::Group(group) => words(group.stream(), out),
            TokenTree::Punct(_) => {}
        }
    }
}

/// The words in a function's tokens that no syntax tree reads: macro
/// calls' and definitions', attributes', and what syn leaves unparsed.
#[derive(Default)]
struct Opaque(HashSet<String>);

impl<'ast> Visit<'ast> for Opaque {
    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        words(node.tokens.clone(), &mut self.0);
    }

    fn visit_attribute(&mut self, node: &'ast syn::Attribute) {
        words(node.meta.to_token_stream(), &mut self.0);
    }

    fn visit_expr(&mut self, node: &'ast syn::Expr) {
        if let syn::Expr::Verbatim(tokens) = node {
            words(tokens.clone(), &mut self.0);
        }
        visit::visit_expr(self, node);
    }

    fn visit_pat(&mut self, node: &'ast syn::Pat) {
        if let syn::Pat::Verbatim(tokens) = node {
            words(tokens.clone(), &mut self.0);
        }
        visit::visit_pat(self, node);
    }

    fn visit_type(&mut self, node: &'ast syn::Type) {
        if let syn::Type::Verbatim(tokens) = node {
            words(tokens.clone(), &mut self.0);
        }
        visit::visit_type(self, node);
    }

    fn visit_item(&mut self, node: &'ast syn::Item) {
        if let syn::Item::Verbatim(tokens) = node {
            words(tokens.clone(), &mut self.0);
        }
        visit::visit_item(self, node);
    }
}

/// Whether `path` is one plain identifier (`x`, not `x::<T>` or `::x`).
fn single(path: &syn::Path) -> Option<&syn::Ident> {
    match path.segments.first() {
        Some(segment)
            if path.leading_colon.is_none()
                && path.segments.len() == 1
                && segment.arguments.is_none() =>
        {
            Some(&segment.ident)
        }
        _ => None,
    }
}

/// A walk over one function (not the items inside it) that knows which
/// bindings are in scope: what patterns bind, how often each name is
/// written, and the names of paths outside the scope of any binding of
/// theirs.
#[derive(Default)]
struct Scopes {
    /// The names bound in each enclosing scope, innermost last.
    scopes: Vec<HashSet<String>>,
    /// Every name a pattern binds.
    bound: HashSet<String>,
    /// How often each name is written as a binding or a one-word path.
    uses: HashMap<String, usize>,
    /// Names that are (also) something other than a local here.
    unsafe_: HashSet<String>,
}

impl Scopes {
    fn function(&mut self, sig: &syn::Signature, block: &syn::Block) {
        self.scopes.push(HashSet::new());
        for input in &sig.inputs {
            if let syn::FnArg::Typed(typed) = input {
                self.visit_pat(&typed.pat);
            }
        }
        self.visit_block(block);
        self.scopes.pop();
    }

    fn scoped(&mut self, walk: impl FnOnce(&mut Scopes)) {
        self.scopes.push(HashSet::new());
        walk(self);
        self.scopes.pop();
    }

    fn count(&mut self, name: &str) {
        *self.uses.entry(name.to_string()).or_default() += 1;
    }
}

impl<'ast> Visit<'ast> for Scopes {
    /// An item inside is not part of the function (a function item is
    /// renamed on its own); it cannot see the function's locals.
    fn visit_item(&mut self, _: &'ast syn::Item) {}

    /// Names in attributes are left alone (see [`Opaque`]).
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    fn visit_block(&mut self, node: &'ast syn::Block) {
        self.scoped(|this| visit::visit_block(this, node));
    }

    /// The initializer and the `else` block before the pattern: they do
    /// not see its bindings. The statements after it do.
    fn visit_local(&mut self, node: &'ast syn::Local) {
        if let Some(init) = &node.init {
            self.visit_expr(&init.expr);
            if let Some((_, diverge)) = &init.diverge {
                self.visit_expr(diverge);
            }
        }
        self.visit_pat(&node.pat);
    }

    fn visit_expr_closure(&mut self, node: &'ast syn::ExprClosure) {
        self.scoped(|this| {
            for input in &node.inputs {
                this.visit_pat(input);
            }
            this.visit_return_type(&node.output);
            this.visit_expr(&node.body);
        });
    }

    fn visit_expr_for_loop(&mut self, node: &'ast syn::ExprForLoop) {
        self.visit_expr(&node.expr);
        self.scoped(|this| {
            this.visit_pat(&node.pat);
            this.visit_block(&node.body);
        });
    }

    fn visit_arm(&mut self, node: &'ast syn::Arm) {
        self.scoped(|this| visit::visit_arm(this, node));
    }

    /// A `let` in the condition binds for the rest of it and the `then`
    /// block, not for `else`.
    fn visit_expr_if(&mut self, node: &'ast syn::ExprIf) {
        self.scoped(|this| {
            this.visit_expr(&node.cond);
            this.visit_block(&node.then_branch);
        });
        if let Some((_, otherwise)) = &node.else_branch {
            self.visit_expr(otherwise);
        }
    }

    fn visit_expr_while(&mut self, node: &'ast syn::ExprWhile) {
        self.scoped(|this| {
            this.visit_expr(&node.cond);
            this.visit_block(&node.body);
        });
    }

    /// The scrutinee before the pattern, which binds in the scope the
    /// `if`, `while` or arm opened.
    fn visit_expr_let(&mut self, node: &'ast syn::ExprLet) {
        self.visit_expr(&node.expr);
        self.visit_pat(&node.pat);
    }

    fn visit_pat(&mut self, node: &'ast syn::Pat) {
        // A path in a pattern names a constant or a unit struct or
        // variant, never a local.
        if let syn::Pat::Path(path) = node {
            if let Some(ident) = single(&path.path) {
                self.unsafe_.insert(ident.to_string());
            }
            return visit::visit_expr_path(self, path);
        }
        visit::visit_pat(self, node);
    }

    fn visit_pat_ident(&mut self, node: &'ast syn::PatIdent) {
        let name = node.ident.to_string();
        self.count(&name);
        self.bound.insert(name.clone());
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name);
        }
        if let Some((_, subpattern)) = &node.subpat {
            self.visit_pat(subpattern);
        }
    }

    fn visit_expr_path(&mut self, node: &'ast syn::ExprPath) {
        if node.qself.is_none()
            && let Some(ident) = single(&node.path)
        {
            let name = ident.to_string();
            if !self.scopes.iter().any(|scope| scope.contains(&name)) {
                self.unsafe_.insert(name.clone());
            }
            self.count(&name);
            return;
        }
        visit::visit_expr_path(self, node);
    }
}

/// Rewrites one function's bindings and one-word paths by `map`, and
/// spells out field shorthand where the name changes.
struct Rename<'a> {
    map: &'a HashMap<String, String>,
}

impl Rename<'_> {
    fn ident(&self, ident: &mut syn::Ident) {
        if let Some(short) = self.map.get(&ident.to_string()) {
            *ident = syn::Ident::new(short, ident.span());
        }
    }
}

impl VisitMut for Rename<'_> {
    /// The same nodes as [`Scopes`] walks: not the items inside, not
    /// attributes.
    fn visit_item_mut(&mut self, _: &mut syn::Item) {}

    fn visit_attribute_mut(&mut self, _: &mut syn::Attribute) {}

    fn visit_pat_ident_mut(&mut self, node: &mut syn::PatIdent) {
        self.ident(&mut node.ident);
        visit_mut::visit_pat_ident_mut(self, node);
    }

    fn visit_expr_path_mut(&mut self, node: &mut syn::ExprPath) {
        if node.qself.is_none() && single(&node.path).is_some() {
            self.ident(&mut node.path.segments[0].ident);
            return;
        }
        visit_mut::visit_expr_path_mut(self, node);
    }

    /// `State { candidates }` becomes `State { candidates: a }`.
    fn visit_field_value_mut(&mut self, node: &mut syn::FieldValue) {
        visit_mut::visit_field_value_mut(self, node);
        if let (syn::Member::Named(field), syn::Expr::Path(path)) = (&node.member, &node.expr)
            && !path.path.is_ident(field)
        {
            node.colon_token = Some(Default::default());
        }
    }

    /// `Columns { mut todo, .. }` becomes `Columns { todo: mut b, .. }`.
    fn visit_field_pat_mut(&mut self, node: &mut syn::FieldPat) {
        visit_mut::visit_field_pat_mut(self, node);
        if let (syn::Member::Named(field), syn::Pat::Ident(binding)) = (&node.member, &*node.pat)
            && binding.ident != *field
        {
            node.colon_token = Some(Default::default());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::reprinted;

    /// `source` renamed and printed as the bundle prints it.
    fn renamed(source: &str) -> String {
        reprinted(source, |items| rename(items))
    }

    /// `source` printed as it is.
    fn printed(source: &str) -> String {
        reprinted(source, |_| {})
    }

    #[test]
    fn short_names_run_from_a_to_zz_and_on() {
        let names: Vec<String> = ShortNames::default().take(705).collect();
        assert_eq!(names[..3], ["a", "b", "c"]);
        assert_eq!(names[25..28], ["z", "aa", "ab"]);
        assert_eq!(names[701..], ["zz", "aaa", "aab", "aac"]);
    }

    #[test]
    fn shadowing_keeps_its_meaning() {
        assert_eq!(
            renamed(
                "fn f(count: u32) -> u32 { let total = count + 1; let total = total * 2; \
                 let count = { let count = total; count + 1 }; total + count }"
            ),
            "fn f(a:u32)->u32{let b=a+1;let b=b*2;let a={let a=b;a+1};b+a}\n"
        );
    }

    #[test]
    fn closures_are_part_of_their_function() {
        assert_eq!(
            renamed(
                "fn f(values: &[u32], limit: u32) -> u32 { let over = |value: &u32| *value > limit; \
                 values.iter().filter(|value| over(value)).count() as u32 }"
            ),
            "fn f(d:&[u32],b:u32)->u32{let c=|a:&u32|*a>b;d.iter().filter(|a|c(a)).count()as u32}\n"
        );
    }

    #[test]
    fn field_shorthand_is_spelled_out() {
        assert_eq!(
            renamed(
                "fn f(range: std::ops::Range<u8>) -> std::ops::Range<u8> { \
                 let std::ops::Range { start, mut end } = range; end += 1; \
                 let shifted = std::ops::Range { start, end }; match shifted { \
                 std::ops::Range { start: first, ref end } => first..*end } }"
            ),
            "fn f(c:std::ops::Range<u8>)->std::ops::Range<u8>{let std::ops::Range{start:e,end:mut a}=c;\
             a+=1;let d=std::ops::Range{start:e,end:a};match d{std::ops::Range{start:b,end:ref a}=>b..*a}}\n"
        );
    }

    #[test]
    fn names_of_fields_and_methods_are_left() {
        // `candidates` and `todo` are fields of the crate's, `len` a method.
        let source = "struct State { candidates: u32 } struct Columns { todo: u32 } \
                      impl State { fn len(&self) -> u32 { self.candidates } } \
                      fn f(candidates: u32, cols: Columns, len: u32, other: u32) -> State { \
                      let Columns { mut todo } = cols; todo += other + len; State { candidates } }";
        assert_eq!(
            renamed(source),
            printed(&source.replace("cols", "a").replace("other", "b"))
        );
    }

    #[test]
    fn names_in_macro_calls_are_left() {
        assert_eq!(
            renamed(
                "fn f(width: u32, height: u32, depth: u32) { println!(\"{width}\"); \
                 let list = vec![height]; assert!(list.len() == 1, \"{}\", depth + 1); \
                 let size = list.len(); size }"
            ),
            "fn f(width:u32,height:u32,depth:u32){println!(\"{width}\");let list=vec![height];\
             assert!(list.len()==1,\"{}\",depth+1);let a=list.len();a}\n"
        );
    }

    #[test]
    fn a_local_named_as_an_item_is_left() {
        assert_eq!(
            renamed(
                "fn limit() {} fn total(x: u32) -> u32 { x } \
                 fn f(total: u32, item: u32) -> u32 { let limit = total + item; limit }"
            ),
            "fn limit(){}\nfn total(x:u32)->u32{x}\nfn f(total:u32,a:u32)->u32{let limit=total+a;limit}\n"
        );
    }

    #[test]
    fn a_name_an_item_level_macro_may_define_is_left() {
        assert_eq!(
            renamed(
                "macro_rules! limit { ($n:ident) => { const $n: u8 = 9; } } limit!(most); \
                 fn f(cell: u8) -> bool { match cell { most => true, _ => false } }"
            ),
            "macro_rules!limit{($n:ident)=>{const$n:u8=9;}}\nlimit!(most);\n\
             fn f(a:u8)->bool{match a{most=>true,_=>false}}\n"
        );
    }

    #[test]
    fn match_bindings_with_ref_mut_and_at() {
        assert_eq!(
            renamed(
                "fn f(pair: (u8, Option<u8>)) -> u8 { match pair { \
                 (small @ 0..=9, Some(ref mut extra)) => small + *extra, \
                 (big, None) if big > 200 => big, (other, _) => other } }"
            ),
            "fn f(d:(u8,Option<u8>))->u8{match d{(e@0..=9,Some(ref mut b))=>e+*b,(a,None)if a>200=>a,\
             (c,_)=>c}}\n"
        );
    }

    #[test]
    fn a_nested_function_is_a_function_of_its_own() {
        assert_eq!(
            renamed(
                "fn f(value: u32) -> u32 { fn g(value: u32) -> u32 { let twice = value * 2; twice } \
                 let outer = g(value); outer + value }"
            ),
            "fn f(a:u32)->u32{fn g(b:u32)->u32{let a=b*2;a}let b=g(a);b+a}\n"
        );
    }

    #[test]
    fn short_names_avoid_what_the_function_writes() {
        // `a` is a field, `b` a method, `c` a label, `d` a word in a
        // string, `e` a function of the crate's: the first free name is `f`.
        assert_eq!(
            renamed(
                "fn e() {} fn g(shape: &S) { let value = shape.a.b(); 'c: loop { break 'c; } \
                 let _ = \"d\"; e(); value; }"
            ),
            "fn e(){}\nfn g(f:&S){let h=f.a.b();'c:loop{break 'c;}let _=\"d\";e();h;}\n"
        );
    }

    #[test]
    fn a_path_outside_any_binding_of_its_name_is_left() {
        // The first `drop` is the prelude's, so the local keeps its name.
        assert_eq!(
            renamed(
                "fn f(list: Vec<u8>) { drop(list); let drop = |byte: u8| byte; drop(1); \
                 if let Some(found) = None::<u8> { found; } else { found(); } }"
            ),
            "fn f(b:Vec<u8>){drop(b);let drop=|a:u8|a;drop(1);\
             if let Some(found)=None::<u8>{found;}else{found();}}\n"
        );
    }

    #[test]
    fn let_else_trait_methods_and_while_let() {
        assert_eq!(
            renamed(
                "trait T { fn m(&self, input: u8) -> u8 { let Some(found) = input.checked_add(1) \
                 else { return input; }; let mut stack = Vec::from([found]); \
                 while let Some(top) = stack.pop() { if top > 3 { return top; } } found } \
                 fn n(&self, input: u8) -> u8; }"
            ),
            "trait T{fn m(&self,b:u8)->u8{let Some(a)=b.checked_add(1)else{return b;};\
             let mut d=Vec::from([a]);while let Some(c)=d.pop(){if c>3{return c;}}a}fn n(&self,input:u8)->u8;}\n"
        );
    }
}
