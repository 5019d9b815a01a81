//! The tree as compact text: no indentation, a space only where two
//! tokens would otherwise merge, lines filled to about [`WIDTH`]
//! characters (broken where a space was needed anyway), `crate::` made
//! the right number of `super::` for the module's depth. While printing
//! it records the byte range of every item, impl item and imported name,
//! so that `trim` can map rustc's diagnostics back onto the tree.

use std::ops::Range;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::{Item, UseTree};

/// Lines are filled up to this many characters where they can be: every
/// line break saved is a byte, and judges count bytes.
pub const WIDTH: usize = 100;

/// Where a recorded thing sits in the tree: the index of each item on the
/// way down from the root (through inline modules).
pub type ItemPath = Vec<usize>;

/// What a recorded range holds.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    /// An item.
    Item(ItemPath),
    /// The `index`th item of the impl block at the path.
    ImplItem(ItemPath, usize),
    /// The `index`th name (in order of printing) of the `use` at the path.
    UseLeaf(ItemPath, usize),
}

/// What kind of item a recorded range holds, as far as trimming cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A function, constant or static: it goes when rustc says so.
    Value,
    /// A struct, enum, union, trait or type alias: it goes, with its impl
    /// blocks, once nothing else names it.
    Type,
    /// An impl block, for `Self` type `of` (the last segment) and `trait_`.
    Impl {
        of: Option<String>,
        trait_: Option<String>,
    },
    /// An inline module.
    Module,
    /// A `use` and anything else.
    Other,
    /// A method, associated function, constant or type.
    ImplItem,
    /// One imported name.
    UseLeaf,
}

/// One recorded range.
#[derive(Clone, Debug)]
pub struct Entity {
    pub range: Range<usize>,
    /// The name it defines, for checking a diagnostic's span against it.
    pub name: Option<String>,
    pub place: Place,
    pub kind: Kind,
    /// For an imported name: the last path segment before it (`scan` in
    /// `use super::scan::{State, Token}`).
    pub from: Option<String>,
    /// For an imported name: every path segment before it (`super`,
    /// `scan`), to find the module it comes from.
    pub path: Vec<String>,
}

/// The printed file and what it recorded.
pub struct Printed {
    pub text: String,
    pub entities: Vec<Entity>,
    /// Every identifier printed, with its offset (to tell whether a type's
    /// name is used anywhere else).
    pub idents: Vec<(usize, String)>,
}

/// What the last printed token was, for the spacing of the next.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    Nothing,
    /// An identifier, keyword, lifetime or literal.
    Word,
    /// A float literal ending in `.` (`1.`): a word or a `.` after it
    /// would be read as part of it.
    OpenFloat,
    /// The `'` of a lifetime: its name follows without a gap.
    Tick,
    Punct(char, Spacing),
    Delimiter,
}

/// Two characters that, written together from two tokens, would be read
/// as one (`& &` is not `&&`, `: ::` is not `:::`, `/ *` opens no comment).
/// `> >` is left out: it only closes nested generics, which rustc splits.
fn glues(first: char, second: char) -> bool {
    const GLUED: &[&str] = &[
        "<-", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=",
        "&=", "|=", "<<", "..", "::", "//", "/*", "*/", ".=",
    ];
    GLUED.iter().any(|pair| {
        let mut chars = pair.chars();
        chars.next() == Some(first) && chars.next() == Some(second)
    })
}

struct Printer {
    text: String,
    last: Last,
    /// Where a space was needed: a line break there costs nothing.
    spaces: Vec<usize>,
    /// Where a line break may go between two tokens (costing a byte).
    breaks: Vec<usize>,
    /// Inside an attribute: no line break there, so that `#[cfg(...)]`
    /// reads (and greps) as one piece.
    unbroken: usize,
    entities: Vec<Entity>,
    idents: Vec<(usize, String)>,
    /// Module depth: `crate::` becomes this many `super::`.
    depth: usize,
    /// Whether the file is its own crate root: then `crate::` stays below
    /// depth 1, where it is shorter than the `super` chain.
    crate_is_root: bool,
    /// Whether top-level modules get `#[allow(dead_code)]` (the file as
    /// printed for the judge; the trimming rounds leave it out).
    allow_dead_code: bool,
}

impl Printer {
    /// Writes one token (`text`) of class `next`, with what must separate
    /// it from the last; returns where it starts.
    fn emit(&mut self, text: &str, next: Last) -> usize {
        let space = match (self.last, next) {
            (Last::Word | Last::OpenFloat, Last::Word | Last::Tick) => true,
            (Last::OpenFloat, Last::Punct('.', _)) => true,
            (Last::Punct(first, Spacing::Alone), Last::Punct(second, _)) => glues(first, second),
            _ => false,
        };
        // Not inside `::`, `->`, `'a`: those are one token each.
        let joined = matches!(self.last, Last::Tick | Last::Punct(_, Spacing::Joint));
        if space {
            if self.unbroken == 0 {
                self.spaces.push(self.text.len());
            }
            self.text.push(' ');
        } else if !joined && self.last != Last::Nothing && self.unbroken == 0 {
            self.breaks.push(self.text.len());
        }
        let start = self.text.len();
        self.text.push_str(text);
        self.last = next;
        start
    }

    /// Where the first token written since `start` begins (past the
    /// space or line break before it).
    fn token_start(&self, start: usize) -> usize {
        let written = &self.text[start..];
        start + (written.len() - written.trim_start().len())
    }

    /// Starts a line (for each top-level item), unless one is started.
    fn newline(&mut self) {
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.text.push('\n');
            self.last = Last::Nothing;
        }
    }

    fn ident(&mut self, ident: &proc_macro2::Ident) -> usize {
        let text = ident.to_string();
        let start = self.emit(&text, Last::Word);
        self.idents.push((start, text));
        start
    }

    fn punct(&mut self, ch: char, spacing: Spacing) -> usize {
        let mut buffer = [0; 4];
        let next = if ch == '\'' {
            Last::Tick
        } else {
            Last::Punct(ch, spacing)
        };
        self.emit(ch.encode_utf8(&mut buffer), next)
    }

    /// `::` as one token would print.
    fn path_separator(&mut self) {
        self.punct(':', Spacing::Joint);
        self.punct(':', Spacing::Alone);
    }

    /// `crate` at the head of a path, for a module at the current depth:
    /// `super::super` (the `::` after it is the caller's), or nothing at
    /// the root (then the caller drops the `::` too). Returns whether
    /// anything was written.
    fn crate_root(&mut self) -> bool {
        let span = proc_macro2::Span::call_site();
        if self.crate_is_root && self.depth > 1 {
            self.ident(&proc_macro2::Ident::new("crate", span));
            return true;
        }
        for level in 0..self.depth {
            if level > 0 {
                self.path_separator();
            }
            self.ident(&proc_macro2::Ident::new("super", span));
        }
        self.depth > 0
    }

    fn stream(&mut self, stream: TokenStream) {
        let trees: Vec<TokenTree> = stream.into_iter().collect();
        let mut index = 0;
        while index < trees.len() {
            match &trees[index] {
                TokenTree::Ident(ident)
                    if ident == "crate" && is_path_separator(&trees, index + 1) =>
                {
                    if !self.crate_root() {
                        index += 2; // the `::` after it goes too
                    }
                }
                // An attribute, `#[...]` or `#![...]`, on one line.
                TokenTree::Punct(hash) if hash.as_char() == '#' => {
                    self.tree(&trees[index]);
                    let mut next = index + 1;
                    if matches!(trees.get(next), Some(TokenTree::Punct(p)) if p.as_char() == '!') {
                        self.tree(&trees[next]);
                        next += 1;
                    }
                    if let Some(group @ TokenTree::Group(g)) = trees.get(next)
                        && g.delimiter() == Delimiter::Bracket
                    {
                        self.unbroken += 1;
                        self.tree(group);
                        self.unbroken -= 1;
                        index = next;
                    }
                }
                tree => self.tree(tree),
            }
            index += 1;
        }
    }

    fn tree(&mut self, tree: &TokenTree) {
        match tree {
            TokenTree::Ident(ident) => {
                self.ident(ident);
            }
            TokenTree::Punct(punct) => {
                self.punct(punct.as_char(), punct.spacing());
            }
            TokenTree::Literal(literal) => {
                let text = literal.to_string();
                let class = if text.ends_with('.') {
                    Last::OpenFloat
                } else {
                    Last::Word
                };
                self.emit(&text, class);
            }
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                if !open.is_empty() {
                    self.emit(open, Last::Delimiter);
                }
                self.stream(group.stream());
                if !close.is_empty() {
                    self.emit(close, Last::Delimiter);
                }
            }
        }
    }

    fn tokens(&mut self, node: &impl ToTokens) {
        self.stream(node.to_token_stream());
    }

    /// Prints `items` at the current depth, recording each; `path` is
    /// where they sit.
    fn items(&mut self, items: &[Item], path: &[usize]) {
        for (index, item) in items.iter().enumerate() {
            let mut place = path.to_vec();
            place.push(index);
            if self.depth == 0 {
                self.newline();
            }
            let start = self.text.len();
            self.item(item, &place);
            let (name, kind) = describe(item);
            self.entities.push(Entity {
                range: self.token_start(start)..self.text.len(),
                name,
                place: Place::Item(place),
                kind,
                from: None,
                path: Vec::new(),
            });
        }
    }

    /// Prints a braced item (module, impl) whose braces hold `inner`
    /// printed by `body`: the header from `header`'s tokens (the item with
    /// its contents emptied), then the braces.
    fn braced(&mut self, header: TokenStream, body: impl FnOnce(&mut Printer)) {
        let mut trees: Vec<TokenTree> = header.into_iter().collect();
        let Some(TokenTree::Group(group)) = trees.pop() else {
            unreachable!("a braced item ends with its braces");
        };
        self.stream(trees.into_iter().collect());
        self.emit("{", Last::Delimiter);
        // Inner attributes, if any.
        self.stream(group.stream());
        body(self);
        self.emit("}", Last::Delimiter);
    }

    fn item(&mut self, item: &Item, place: &[usize]) {
        match item {
            Item::Mod(module) => {
                let Some((brace, items)) = &module.content else {
                    self.tokens(module);
                    return;
                };
                if self.depth == 0 && self.allow_dead_code {
                    // Each submission uses only part of a module; an outer
                    // attribute, since LeetCode puts its lines before ours.
                    let allow: syn::Attribute = syn::parse_quote!(#[allow(dead_code)]);
                    self.tokens(&allow);
                }
                let mut header = module.clone();
                header.content = Some((*brace, Vec::new()));
                self.braced(header.to_token_stream(), |printer| {
                    printer.depth += 1;
                    printer.items(items, place);
                    printer.depth -= 1;
                });
            }
            Item::Impl(block) => {
                let mut header = block.clone();
                header.items.clear();
                self.braced(header.to_token_stream(), |printer| {
                    for (index, inner) in block.items.iter().enumerate() {
                        let start = printer.text.len();
                        printer.tokens(inner);
                        let name = match inner {
                            syn::ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
                            syn::ImplItem::Const(c) => Some(c.ident.to_string()),
                            syn::ImplItem::Type(t) => Some(t.ident.to_string()),
                            _ => None,
                        };
                        printer.entities.push(Entity {
                            range: printer.token_start(start)..printer.text.len(),
                            name,
                            place: Place::ImplItem(place.to_vec(), index),
                            kind: Kind::ImplItem,
                            from: None,
                            path: Vec::new(),
                        });
                    }
                });
            }
            Item::Use(import) => {
                for attribute in &import.attrs {
                    self.tokens(attribute);
                }
                self.tokens(&import.vis);
                self.tokens(&import.use_token);
                if let Some(colon) = &import.leading_colon {
                    self.tokens(colon);
                }
                let mut leaf = 0;
                self.use_tree(&import.tree, place, &mut leaf, &[]);
                self.tokens(&import.semi_token);
            }
            other => self.tokens(other),
        }
    }

    /// One `use` tree, each imported name (or glob) recorded as the
    /// `leaf`th of its `use`.
    fn use_tree(&mut self, tree: &UseTree, place: &[usize], leaf: &mut usize, from: &[String]) {
        let start = self.text.len();
        let name = match tree {
            UseTree::Path(path) => {
                if path.ident == "crate" {
                    if self.crate_root() {
                        self.path_separator();
                    }
                } else {
                    self.ident(&path.ident);
                    self.path_separator();
                }
                let mut deeper = from.to_vec();
                deeper.push(path.ident.to_string());
                self.use_tree(&path.tree, place, leaf, &deeper);
                return;
            }
            UseTree::Group(group) => {
                self.emit("{", Last::Delimiter);
                for (index, inner) in group.items.iter().enumerate() {
                    if index > 0 {
                        self.punct(',', Spacing::Alone);
                    }
                    self.use_tree(inner, place, leaf, from);
                }
                self.emit("}", Last::Delimiter);
                return;
            }
            UseTree::Name(name) => {
                self.ident(&name.ident);
                Some(name.ident.to_string())
            }
            UseTree::Rename(rename) => {
                self.ident(&rename.ident);
                self.tokens(&rename.as_token);
                self.ident(&rename.rename);
                Some(rename.ident.to_string())
            }
            UseTree::Glob(_) => {
                self.punct('*', Spacing::Alone);
                None
            }
        };
        self.entities.push(Entity {
            range: self.token_start(start)..self.text.len(),
            name,
            place: Place::UseLeaf(place.to_vec(), *leaf),
            kind: Kind::UseLeaf,
            from: from.last().cloned(),
            path: from.to_vec(),
        });
        *leaf += 1;
    }
}

/// Whether `trees[index..]` starts with `::`.
fn is_path_separator(trees: &[TokenTree], index: usize) -> bool {
    matches!(
        (trees.get(index), trees.get(index + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// The last segment of a type's path (`Grid` for `grid::Grid<T>`).
fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// An item's name and kind, for trimming.
fn describe(item: &Item) -> (Option<String>, Kind) {
    let name = |ident: &syn::Ident| Some(ident.to_string());
    match item {
        Item::Fn(f) => (name(&f.sig.ident), Kind::Value),
        Item::Const(c) => (name(&c.ident), Kind::Value),
        Item::Static(s) => (name(&s.ident), Kind::Value),
        Item::Struct(s) => (name(&s.ident), Kind::Type),
        Item::Enum(e) => (name(&e.ident), Kind::Type),
        Item::Union(u) => (name(&u.ident), Kind::Type),
        Item::Trait(t) => (name(&t.ident), Kind::Type),
        Item::Type(t) => (name(&t.ident), Kind::Type),
        Item::Impl(block) => (
            None,
            Kind::Impl {
                of: type_name(&block.self_ty),
                trait_: block
                    .trait_
                    .as_ref()
                    .and_then(|(_, path, _)| path.segments.last().map(|s| s.ident.to_string())),
            },
        ),
        Item::Mod(module) => (name(&module.ident), Kind::Module),
        _ => (None, Kind::Other),
    }
}

/// The last of the sorted `positions` in `from..=to`.
fn last_in(positions: &[usize], from: usize, to: usize) -> Option<usize> {
    let end = positions.partition_point(|&p| p <= to);
    positions[..end].last().copied().filter(|&p| p >= from)
}

/// The first of the sorted `positions` in `from..to`.
fn first_in(positions: &[usize], from: usize, to: usize) -> Option<usize> {
    let start = positions.partition_point(|&p| p < from);
    positions.get(start).copied().filter(|&p| p < to)
}

/// `text` with its lines filled to [`WIDTH`]: broken at the last space
/// that was needed anyway (`spaces`) where one is in reach, else at the
/// last place a line break may go (`breaks`: one byte more).
fn fill(text: &str, spaces: &[usize], breaks: &[usize]) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / WIDTH);
    let mut start = 0;
    while start < text.len() {
        let end = text[start..].find('\n').map_or(text.len(), |at| start + at);
        if end - start <= WIDTH {
            out.push_str(&text[start..(end + 1).min(text.len())]);
            start = end + 1;
            continue;
        }
        let limit = start + WIDTH;
        // (where the line ends, where the next starts): a space needed
        // anyway becomes the break; a break between tokens adds a byte.
        let at_space = |at: usize| (at, at + 1);
        let at_break = |at: usize| (at, at);
        let cut = match last_in(spaces, start + 1, limit) {
            Some(at) => Some(at_space(at)),
            None => match last_in(breaks, start + 1, limit) {
                Some(at) => Some(at_break(at)),
                // Nothing in reach: the first place after it.
                None => match (first_in(spaces, limit, end), first_in(breaks, limit, end)) {
                    (Some(space), Some(brk)) if brk < space => Some(at_break(brk)),
                    (Some(space), _) => Some(at_space(space)),
                    (None, brk) => brk.map(at_break),
                },
            },
        };
        let Some((line_end, next)) = cut else {
            out.push_str(&text[start..(end + 1).min(text.len())]);
            start = end + 1;
            continue;
        };
        out.push_str(&text[start..line_end]);
        out.push('\n');
        start = next;
    }
    out
}

/// Prints `items` after `header` (comment lines, each ending in a
/// newline). The text ends with a newline. `for_judge`: the file as it is
/// handed out, with `#[allow(dead_code)]` on the top-level modules and its
/// lines filled; else one line per top-level item, for rustc to check
/// (the recorded ranges are offsets in that text).
pub fn print(items: &[Item], header: &str, for_judge: bool, crate_is_root: bool) -> Printed {
    let mut printer = Printer {
        text: header.to_string(),
        last: Last::Nothing,
        spaces: Vec::new(),
        breaks: Vec::new(),
        unbroken: 0,
        entities: Vec::new(),
        idents: Vec::new(),
        depth: 0,
        crate_is_root,
        allow_dead_code: for_judge,
    };
    printer.items(items, &[]);
    printer.newline();
    let text = if for_judge {
        fill(&printer.text, &printer.spaces, &printer.breaks)
    } else {
        printer.text
    };
    Printed {
        text,
        entities: printer.entities,
        idents: printer.idents,
    }
}

/// `source` parsed, changed by `pass` (one of the bundler's passes) and
/// printed as the bundle prints it, for the passes' tests.
#[cfg(test)]
pub fn reprinted(source: &str, pass: impl FnOnce(&mut Vec<Item>)) -> String {
    let mut file = syn::parse_file(source).unwrap();
    pass(&mut file.items);
    print(&file.items, "", false, false).text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compact(source: &str) -> String {
        let file = syn::parse_file(source).unwrap();
        print(&file.items, "", true, false).text
    }

    #[test]
    fn tokens_that_would_merge_keep_a_space() {
        let cases = [
            (
                "fn f(a: bool, b: &bool) -> bool { a & &*b }",
                "fn f(a:bool,b:&bool)->bool{a& &*b}\n",
            ),
            ("fn f() { let x = 1..=2; }", "fn f(){let x=1..=2;}\n"),
            (
                "fn f<'a>(x: &'a str) -> &'a str { x }",
                "fn f<'a>(x:&'a str)->&'a str{x}\n",
            ),
            (
                "fn f() { let r#type = b'x'; }",
                "fn f(){let r#type=b'x';}\n",
            ),
            (
                "fn f() { let x = 1. ; let y = 1.max(2); }",
                "fn f(){let x=1.;let y=1.max(2);}\n",
            ),
            (
                "fn f() { (x as u8) < y; a / *b; a < -b; }",
                "fn f(){(x as u8)<y;a/ *b;a< -b;}\n",
            ),
            (
                "fn f() { let v: Vec<Vec<u8>> = x; }",
                "fn f(){let v:Vec<Vec<u8>> =x;}\n",
            ),
            (
                "fn f() { 'outer: loop { break 'outer; } }",
                "fn f(){'outer:loop{break 'outer;}}\n",
            ),
            ("fn f() { let g = |x| |y| x; }", "fn f(){let g=|x| |y|x;}\n"),
            (
                "fn f() { let a = 1 << 2; let b: Vec<<T as X>::Y> = v; }",
                "fn f(){let a=1<<2;let b:Vec< <T as X>::Y> =v;}\n",
            ),
            (
                "fn f() { x.0.1; a == b; c >>= 2; }",
                "fn f(){x.0.1;a==b;c>>=2;}\n",
            ),
        ];
        for (source, expected) in cases {
            assert_eq!(compact(source), expected, "{source}");
        }
    }

    #[test]
    fn crate_paths_climb_to_the_root_from_any_depth() {
        let source = "mod a { mod b { use crate::x::{y, z as w}; fn f() { crate::x::g(); } } }\n\
                      fn r() { crate::a::h(); }";
        assert_eq!(
            compact(source),
            "#[allow(dead_code)]mod a{mod b{use super::super::x::{y,z as w};fn f(){super::super::x::g();}}}\n\
             fn r(){a::h();}\n"
        );
    }

    #[test]
    fn long_lines_break_where_a_space_was_needed() {
        let body: String = (0..40).map(|i| format!("let x{i} = {i};")).collect();
        let text = compact(&format!("fn f() {{ {body} }}"));
        assert!(text.lines().count() > 3);
        for line in text.lines() {
            assert!(line.len() <= WIDTH, "{line}");
            assert!(!line.starts_with(' ') && !line.ends_with(' '), "{line}");
        }
        let joined: String = text.lines().collect::<Vec<_>>().join(" ");
        assert_eq!(
            joined,
            compact(&format!("fn f() {{ {body} }}"))
                .replace('\n', " ")
                .trim_end()
        );
    }

    #[test]
    fn ranges_cover_items_impl_items_and_imported_names() {
        let printed = print(
            &syn::parse_file("use a::{b, c}; struct S; impl S { fn m() {} }")
                .unwrap()
                .items,
            "// head\n",
            false,
            false,
        );
        let text = &printed.text;
        let spans: Vec<&str> = printed
            .entities
            .iter()
            .map(|e| &text[e.range.clone()])
            .collect();
        assert_eq!(
            spans,
            [
                "b",
                "c",
                "use a::{b,c};",
                "struct S;",
                "fn m(){}",
                "impl S{fn m(){}}"
            ]
        );
    }
}
