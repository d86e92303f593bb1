//! No import circle among modules, in any crate of the workspace: the
//! modules of each crate can be read, and changed, one layer at a time.
//!
//! Each crate's modules are found from its root (`src/lib.rs`,
//! `src/main.rs`, `src/bin/*.rs`) through its `mod name;` declarations.
//! A module uses another when it names it in a `use` or in a path
//! (`crate::…`, `super::…`, `self::…`, or a child module's name), resolved
//! through re-exports (`pub use`, including globs) to the module that
//! defines the item. A module's own file is the front of its children:
//! children may use what it defines and it may use them, so the circles
//! looked for are among the children of one module, each child standing
//! for its whole subtree. Text is read as tokens, without comments,
//! strings and character literals.
//!
//! `cargo test -p rootsig-core --test module_circles` checks every crate
//! and prints each crate's module and edge counts.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A token of Rust source, as far as module paths need: identifiers
/// (`crate`, `self` and keywords included), `::` and single punctuation.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Colons,
    Punct(char),
    /// A string literal's text as written (for `#[path = "…"]`).
    Str(String),
}

/// The tokens of `text`, without comments, strings and char literals.
fn tokens(text: &str) -> Vec<Tok> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if b[i..].starts_with(b"//") {
            i += text[i..].find('\n').unwrap_or(b.len() - i);
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == b'"' {
            let end = string_end(b, i + 1);
            out.push(Tok::Str(
                text[i + 1..end.saturating_sub(1).max(i + 1)].to_owned(),
            ));
            i = end;
        } else if (c == b'r' || (c == b'b' && b.get(i + 1) == Some(&b'r')))
            && matches!(b.get(i + 1 + usize::from(c == b'b')), Some(b'#' | b'"'))
        {
            // A raw string: r"…", r#"…"#, br"…".
            let mut j = i + 1 + usize::from(c == b'b');
            let hashes = b[j..].iter().take_while(|&&h| h == b'#').count();
            j += hashes;
            if b.get(j) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close = format!("\"{}", "#".repeat(hashes));
            i = j
                + 1
                + text[j + 1..]
                    .find(&close)
                    .map_or(b.len(), |k| k + close.len());
        } else if c == b'\'' {
            // A char literal ('a', '\n', '\u{..}') or a lifetime ('a).
            if b.get(i + 1) == Some(&b'\\') {
                i = b[i + 2..]
                    .iter()
                    .position(|&x| x == b'\'')
                    .map_or(b.len(), |k| i + 3 + k);
            } else {
                let width = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                if b.get(i + 1 + width) == Some(&b'\'') {
                    i += 2 + width;
                } else {
                    i += 1;
                }
            }
        } else if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let word = text[start..i]
                .trim_start_matches('$')
                .trim_start_matches("r#");
            out.push(Tok::Ident(word.to_owned()));
        } else if b[i..].starts_with(b"::") {
            out.push(Tok::Colons);
            i += 2;
        } else {
            if !c.is_ascii_whitespace() {
                out.push(Tok::Punct(char::from(c)));
            }
            i += 1;
        }
    }
    out
}

/// The index after the string whose contents start at `i`.
fn string_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// One module file.
struct Module {
    /// Its path from the crate root (`["language", "parse"]`).
    path: Vec<String>,
    file: PathBuf,
    tokens: Vec<Tok>,
    /// Child modules declared with `mod name;`.
    children: BTreeMap<String, usize>,
    /// `pub use` re-exports: the name and the full path it stands for.
    reexports: BTreeMap<String, Vec<String>>,
    /// `pub use path::*`: the modules whose items it re-exports.
    globs: Vec<Vec<String>>,
}

/// The paths one `use` tree names, from `at` (after `use`) to its `;`, as
/// (the name it binds, the full path). A glob binds `*`.
fn use_tree(toks: &[Tok], at: &mut usize, prefix: &[String], out: &mut Vec<(String, Vec<String>)>) {
    let mut path = prefix.to_vec();
    loop {
        match toks.get(*at) {
            Some(Tok::Ident(word)) if word == "as" => {
                *at += 1;
                if let Some(Tok::Ident(alias)) = toks.get(*at) {
                    out.push((alias.clone(), path.clone()));
                    *at += 1;
                }
                return;
            }
            Some(Tok::Ident(word)) => {
                path.push(word.clone());
                *at += 1;
            }
            Some(Tok::Colons) => *at += 1,
            Some(Tok::Punct('*')) => {
                *at += 1;
                out.push(("*".to_owned(), path));
                return;
            }
            Some(Tok::Punct('{')) => {
                *at += 1;
                while !matches!(toks.get(*at), None | Some(Tok::Punct('}'))) {
                    use_tree(toks, at, &path, out);
                    if toks.get(*at) == Some(&Tok::Punct(',')) {
                        *at += 1;
                    }
                }
                *at += 1;
                return;
            }
            _ => {
                // `self` in a group names the group's own path.
                if path.last().is_some_and(|last| last == "self") {
                    path.pop();
                }
                if let Some(name) = path.last() {
                    out.push((name.clone(), path));
                }
                return;
            }
        }
    }
}

/// Where a path written in module `from` (an inline module's names
/// appended) starts from the crate root, or `None` for another crate.
fn absolute(modules: &[Module], from: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut base = from.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        Some(first) => {
            // A child module of the module the path is written in.
            let module = modules.iter().find(|m| m.path == from)?;
            if !module.children.contains_key(first) {
                return None;
            }
        }
        None => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The module that defines what `path` (from the crate root) names.
fn resolve(modules: &[Module], path: &[String], depth: usize) -> Option<usize> {
    let mut current = 0;
    for (i, segment) in path.iter().enumerate() {
        let module = &modules[current];
        if let Some(&child) = module.children.get(segment) {
            current = child;
            continue;
        }
        if depth > 16 {
            return Some(current);
        }
        if let Some(target) = module.reexports.get(segment) {
            return resolve(modules, target, depth + 1).or(Some(current));
        }
        for glob in &module.globs {
            let Some(source) = resolve(modules, glob, depth + 1) else {
                continue;
            };
            if defines(&modules[source], segment) {
                let mut target = modules[source].path.clone();
                target.extend(path[i..].iter().cloned());
                return resolve(modules, &target, depth + 1);
            }
        }
        return Some(current);
    }
    Some(current)
}

/// Whether `module` declares an item called `name`.
fn defines(module: &Module, name: &str) -> bool {
    const ITEMS: &[&str] = &[
        "struct", "enum", "fn", "const", "static", "type", "trait", "union", "mod",
    ];
    module.tokens.windows(2).any(|w| match w {
        [Tok::Ident(kind), Tok::Ident(item)] => item == name && ITEMS.contains(&kind.as_str()),
        _ => false,
    }) || module.reexports.contains_key(name)
}

/// Reads a crate's module tree from its root file.
fn modules(root: &Path) -> Vec<Module> {
    let mut modules: Vec<Module> = Vec::new();
    let mut queue = vec![(Vec::new(), root.to_path_buf())];
    while let Some((path, file)) = queue.pop() {
        let text =
            std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let toks = tokens(&text);
        let is_front = path.is_empty() || file.file_name().is_some_and(|n| n == "mod.rs");
        let dir = if is_front {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        let mut children = BTreeMap::new();
        let mut depth = 0usize;
        // `#[path = "file.rs"]` before the next `mod`.
        let mut path_attribute: Option<String> = None;
        for (i, tok) in toks.iter().enumerate() {
            match tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => depth = depth.saturating_sub(1),
                Tok::Ident(word) if word == "path" && toks.get(i + 1) == Some(&Tok::Punct('=')) => {
                    if let Some(Tok::Str(file)) = toks.get(i + 2) {
                        path_attribute = Some(file.clone());
                    }
                }
                Tok::Ident(word) if word == "mod" && depth == 0 => {
                    let attribute = path_attribute.take();
                    if let (Some(Tok::Ident(name)), Some(Tok::Punct(';'))) =
                        (toks.get(i + 1), toks.get(i + 2))
                    {
                        let child = attribute
                            .map(|file| dir.join(file))
                            .into_iter()
                            .chain([
                                dir.join(format!("{name}.rs")),
                                dir.join(name).join("mod.rs"),
                            ])
                            .find(|f| f.is_file())
                            .unwrap_or_else(|| {
                                panic!("{}: no file for `mod {name};`", file.display())
                            });
                        let mut child_path = path.clone();
                        child_path.push(name.clone());
                        children.insert(name.clone(), usize::MAX);
                        queue.push((child_path, child));
                    }
                }
                _ => {}
            }
        }
        modules.push(Module {
            path,
            file,
            tokens: toks,
            children,
            reexports: BTreeMap::new(),
            globs: Vec::new(),
        });
    }
    // Children by index, and re-exports.
    for i in 0..modules.len() {
        let path = modules[i].path.clone();
        let names: Vec<String> = modules[i].children.keys().cloned().collect();
        for name in names {
            let mut child = path.clone();
            child.push(name.clone());
            let at = modules.iter().position(|m| m.path == child).unwrap();
            modules[i].children.insert(name, at);
        }
    }
    for i in 0..modules.len() {
        let toks = &modules[i].tokens;
        let mut uses = Vec::new();
        for (at, tok) in toks.iter().enumerate() {
            if *tok == Tok::Ident("use".to_owned()) && at > 0 && is_pub_before(toks, at) {
                let mut cursor = at + 1;
                use_tree(toks, &mut cursor, &[], &mut uses);
            }
        }
        let from = modules[i].path.clone();
        let resolved: Vec<(String, Vec<String>)> = uses
            .into_iter()
            .filter_map(|(name, path)| Some((name, absolute(&modules, &from, &path)?)))
            .collect();
        for (name, path) in resolved {
            if name == "*" {
                modules[i].globs.push(path);
            } else {
                modules[i].reexports.insert(name, path);
            }
        }
    }
    modules
}

/// Whether the `use` at `at` is `pub` (`pub`, `pub(crate)`, …).
fn is_pub_before(toks: &[Tok], at: usize) -> bool {
    match &toks[..at] {
        [.., Tok::Ident(p)] => p == "pub",
        [.., Tok::Ident(p), Tok::Punct('('), _, Tok::Punct(')')] => p == "pub",
        [.., Tok::Ident(p), Tok::Punct('('), _, _, _, Tok::Punct(')')] => p == "pub",
        _ => false,
    }
}

/// Every path a module names: `use` trees, and paths in code that start
/// with `crate`, `self`, `super` or a child module, each with the inline
/// module it is written in.
fn named_paths(module: &Module) -> Vec<(Vec<String>, Vec<String>)> {
    let toks = &module.tokens;
    let mut out = Vec::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let from: Vec<String> = module
            .path
            .iter()
            .cloned()
            .chain(inline.iter().map(|(n, _)| n.clone()))
            .collect();
        match &toks[i] {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            Tok::Ident(word) if word == "mod" => {
                if let (Some(Tok::Ident(name)), Some(Tok::Punct('{'))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    inline.push((name.clone(), depth));
                }
            }
            Tok::Ident(word) if word == "use" => {
                let mut uses = Vec::new();
                let mut cursor = i + 1;
                use_tree(toks, &mut cursor, &[], &mut uses);
                out.extend(uses.into_iter().map(|(_, path)| (from.clone(), path)));
                i = cursor;
                continue;
            }
            Tok::Ident(first)
                if toks.get(i + 1) == Some(&Tok::Colons)
                    && i.checked_sub(1).is_none_or(|p| toks[p] != Tok::Colons) =>
            {
                let relative = matches!(first.as_str(), "crate" | "self" | "super")
                    || (inline.is_empty() && module.children.contains_key(first));
                if relative {
                    let mut path = vec![first.clone()];
                    let mut j = i + 1;
                    while toks.get(j) == Some(&Tok::Colons) {
                        match toks.get(j + 1) {
                            Some(Tok::Ident(next)) => path.push(next.clone()),
                            _ => break,
                        }
                        j += 2;
                    }
                    out.push((from, path));
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The circles among the children of each module of one crate, as
/// readable lines, and the crate's module and edge counts.
fn circles(root: &Path) -> (Vec<String>, usize, usize) {
    let modules = modules(root);
    // (parent path) -> edges between its children: (from, to) -> example.
    let mut edges: BTreeMap<Vec<String>, BTreeMap<(String, String), String>> = BTreeMap::new();
    for module in &modules {
        for (from, path) in named_paths(module) {
            let Some(absolute) = absolute(&modules, &from, &path) else {
                continue;
            };
            let Some(target) = resolve(&modules, &absolute, 0) else {
                continue;
            };
            let (a, b) = (&module.path, &modules[target].path);
            let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
            if common == a.len() || common == b.len() {
                continue; // one contains the other
            }
            let example = format!("{} names `{}`", module.file.display(), path.join("::"));
            edges
                .entry(a[..common].to_vec())
                .or_default()
                .entry((a[common].clone(), b[common].clone()))
                .or_insert(example);
        }
    }
    let mut found = Vec::new();
    let count = edges.values().map(BTreeMap::len).sum();
    for (parent, edges) in &edges {
        let nodes: BTreeSet<&String> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
        for start in &nodes {
            // A path back to `start` through nodes after it (each circle
            // once, from its least node).
            let mut stack = vec![vec![(*start).clone()]];
            while let Some(trail) = stack.pop() {
                let last = trail.last().unwrap();
                for (_, b) in edges.keys().filter(|(a, _)| a == last) {
                    if b == *start {
                        let steps: Vec<String> = trail
                            .iter()
                            .zip(trail.iter().skip(1).chain([*start]))
                            .map(|(x, y)| edges[&(x.clone(), y.clone())].clone())
                            .collect();
                        found.push(format!(
                            "in `{}`: {} -> {}\n    {}",
                            if parent.is_empty() {
                                "crate".to_owned()
                            } else {
                                parent.join("::")
                            },
                            trail.join(" -> "),
                            start,
                            steps.join("\n    ")
                        ));
                    } else if b > *start && !trail.contains(b) {
                        let mut next = trail.clone();
                        next.push(b.clone());
                        stack.push(next);
                    }
                }
            }
        }
    }
    (found, modules.len(), count)
}

/// Every crate root of the workspace's members.
fn crate_roots() -> Vec<PathBuf> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf();
    let manifest = std::fs::read_to_string(workspace.join("Cargo.toml")).unwrap();
    let members = manifest
        .lines()
        .find(|l| l.starts_with("members"))
        .expect("the members line");
    let mut roots = Vec::new();
    for member in members.split('"').skip(1).step_by(2) {
        let src = workspace.join(member).join("src");
        roots.extend(
            ["lib.rs", "main.rs"]
                .map(|f| src.join(f))
                .into_iter()
                .filter(|f| f.is_file()),
        );
        if let Ok(bins) = std::fs::read_dir(src.join("bin")) {
            roots.extend(
                bins.map(|e| e.unwrap().path())
                    .filter(|p| p.extension().is_some_and(|e| e == "rs")),
            );
        }
    }
    roots.sort();
    roots
}

#[test]
fn no_crate_has_an_import_circle() {
    let roots = crate_roots();
    assert!(roots.len() >= 6, "{roots:?}");
    let mut all = Vec::new();
    for root in &roots {
        let (found, modules, edges) = circles(root);
        println!(
            "{}: {modules} modules, {edges} edges between siblings, {} circles",
            root.display(),
            found.len()
        );
        all.extend(found);
    }
    assert!(all.is_empty(), "import circles:\n{}", all.join("\n"));
}

/// The check finds a circle, through re-exports and `super`, and not a
/// parent using its child.
#[test]
fn the_check_sees_circles() {
    let dir = std::env::temp_dir().join(format!("rootsig-circles-{}", std::process::id()));
    let files = [
        (
            "lib.rs",
            "mod a; mod b; pub use b::Thing; // a comment: crate::a\n",
        ),
        ("a.rs", "use crate::Thing; pub fn f() -> Thing { Thing }\n"),
        (
            "b.rs",
            "pub mod c; pub struct Thing; fn g() { let _ = \"crate::a\"; c::h(); }\n",
        ),
        ("b/c.rs", "pub fn h() { super::super::a::f(); }\n"),
    ];
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let (found, modules, edges) = circles(&dir.join("lib.rs"));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!((modules, edges), (4, 2));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("in `crate`: a -> b -> a"),
        "{}",
        found[0]
    );
}
