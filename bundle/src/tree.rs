//! The library as one syntax tree: `src/lib.rs` read, and every `mod x;`
//! whose cfg holds for the bundle's features followed to `x.rs` or
//! `x/mod.rs` (nested ones to `x/y.rs` or `x/y/mod.rs`, as rustc finds
//! them), each file's items put inside its `mod x { ... }`. Deciding the
//! cfgs inside the files is left to `cfg`, printing to `print`.

use std::path::{Path, PathBuf};

use crate::cfg;

/// Reads and parses one source file.
fn parse(path: &Path) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    syn::parse_file(&text).map_err(|error| {
        let at = error.span().start();
        format!(
            "{}:{}:{}: cannot parse: {error}",
            path.display(),
            at.line,
            at.column + 1
        )
    })
}

/// The file of module `name` declared in a file whose child modules live
/// in `folder`: `folder/name.rs` or `folder/name/mod.rs`, exactly one.
fn module_file(folder: &Path, name: &str) -> Result<PathBuf, String> {
    let flat = folder.join(format!("{name}.rs"));
    let nested = folder.join(name).join("mod.rs");
    match (flat.is_file(), nested.is_file()) {
        (true, false) => Ok(flat),
        (false, true) => Ok(nested),
        (true, true) => Err(format!(
            "module `{name}` is in both {} and {}",
            flat.display(),
            nested.display()
        )),
        (false, false) => Err(format!(
            "module `{name}`: neither {} nor {} exists",
            flat.display(),
            nested.display()
        )),
    }
}

/// Loads the modules declared among `items` (in a file whose child modules
/// live in `folder`) and those nested in them, dropping the ones whose cfg
/// fails for `features` before reading their files.
fn load_modules(
    items: &mut Vec<syn::Item>,
    folder: &Path,
    features: &[&str],
) -> Result<(), String> {
    let mut kept = Vec::with_capacity(items.len());
    for mut item in std::mem::take(items) {
        if let syn::Item::Mod(module) = &mut item {
            if !cfg::keep(&mut module.attrs, features)? {
                continue;
            }
            if module.attrs.iter().any(|a| a.path().is_ident("path")) {
                return Err(format!(
                    "module `{}` has a #[path] attribute, which the bundler does not follow",
                    module.ident
                ));
            }
            let name = module.ident.to_string();
            match &mut module.content {
                // An inline module's own declarations live in a folder of
                // its name.
                Some((_, inner)) => load_modules(inner, &folder.join(&name), features)?,
                None => {
                    // `x.rs` and `x/mod.rs` alike keep their child
                    // modules in `x/`.
                    let path = module_file(folder, &name)?;
                    let file = parse(&path)?;
                    let mut inner = file.items;
                    load_modules(&mut inner, &folder.join(&name), features)?;
                    // The file's inner attributes (its `//!` doc, lints)
                    // belong to the module.
                    module.attrs.extend(file.attrs);
                    module.content = Some((syn::token::Brace::default(), inner));
                    module.semi = None;
                }
            }
        }
        kept.push(item);
    }
    *items = kept;
    Ok(())
}

/// The crate whose root is `lib` as one tree, for `features`: modules
/// loaded, every cfg decided, tests gone. The root's inner attributes are
/// dropped (they are the crate's, not the file's).
pub fn load(lib: &Path, features: &[&str]) -> Result<Vec<syn::Item>, String> {
    let file = parse(lib)?;
    let folder = lib.parent().unwrap_or(Path::new("."));
    let mut items = file.items;
    load_modules(&mut items, folder, features)?;
    let mut strip = cfg::Strip::new(features);
    strip.file(&mut items);
    if let Some(error) = strip.error {
        return Err(error);
    }
    let mut leftover = cfg::Leftover { found: None };
    for item in &items {
        syn::visit::Visit::visit_item(&mut leftover, item);
    }
    if let Some(attribute) = leftover.found {
        return Err(format!(
            "a cfg the bundler cannot decide is left: {attribute}"
        ));
    }
    Ok(items)
}
