//! Every citation of the reference points at something that exists.
//!
//! Code cites the reference as `docs/<file>.md §N.M` (several sections as
//! `§A, §B and §C` or `§A–§B` after one file name). This test reads every
//! `.rs`, `.sh`, `.toml` and `.md` file of the workspace and fails when a
//! cited file is missing from `docs/`, when a cited section has no heading
//! `## N. …` or `### N.M …` in that file, when a `§` in code belongs to no
//! such citation, or when a link between the documents (`rules.md#rs0217`)
//! has no target. Inside `docs/`, a bare `§N.M` means the same file.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The documents in `docs/`: file name to its section numbers and anchors.
#[derive(Default)]
struct Docs {
    files: BTreeMap<String, Doc>,
}

#[derive(Default)]
struct Doc {
    sections: BTreeSet<String>,
    anchors: BTreeSet<String>,
}

impl Docs {
    fn insert(&mut self, name: &str, text: &str) {
        let mut doc = Doc::default();
        for line in text.lines() {
            if let Some(heading) = line.strip_prefix('#') {
                let number: String = heading
                    .trim_start_matches('#')
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == '.')
                    .collect();
                let number = number.trim_end_matches('.');
                if !number.is_empty() {
                    doc.sections.insert(number.to_string());
                }
            }
            let mut rest = line;
            while let Some(at) = rest.find("id=\"") {
                rest = &rest[at + 4..];
                let end = rest.find('"').unwrap_or(rest.len());
                doc.anchors.insert(rest[..end].to_string());
            }
        }
        self.files.insert(name.to_string(), doc);
    }
}

/// Skips spaces, and across a line break also the comment leaders of the
/// next line (`///`, `//!`, `#`), so that a citation may wrap.
fn skip_blank(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            ' ' | '\t' => i += 1,
            '\n' => {
                i += 1;
                while i < chars.len() && matches!(chars[i], ' ' | '\t' | '/' | '!' | '#' | '*') {
                    i += 1;
                }
            }
            _ => break,
        }
    }
    i
}

fn starts_with(chars: &[char], i: usize, s: &str) -> bool {
    (i..).zip(s.chars()).all(|(j, c)| chars.get(j) == Some(&c))
}

/// Reads the chain of sections that starts at `i` (at a `§`, or at the
/// blank before one): returns each section with its position, and where
/// the chain ends.
fn section_chain(chars: &[char], mut i: usize) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    loop {
        let at = skip_blank(chars, i);
        if chars.get(at) != Some(&'§') {
            return found;
        }
        let mut j = at + 1;
        let mut number = String::new();
        while j < chars.len() && (chars[j].is_ascii_digit() || chars[j] == '.') {
            number.push(chars[j]);
            j += 1;
        }
        found.push((at, number.trim_end_matches('.').to_string()));
        // A separator: ",", "–", "-" or "and" (", and" too).
        let mut k = skip_blank(chars, j);
        let mut separated = false;
        for sep in [",", "–", "-"] {
            if starts_with(chars, k, sep) {
                k = skip_blank(chars, k + 1);
                separated = true;
                break;
            }
        }
        if starts_with(chars, k, "and ") {
            k += 3;
            separated = true;
        }
        if !separated {
            return found;
        }
        i = k;
    }
}

/// Every problem with the citations in `text`, the contents of `path`.
/// `own` is the document's name when `text` is one of the documents.
fn check(docs: &Docs, path: &str, text: &str, own: Option<&str>) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let line_of = |i: usize| chars[..i].iter().filter(|&&c| c == '\n').count() + 1;
    let mut problems = Vec::new();
    let mut cited = BTreeSet::new();
    let cite = |file: &str,
                sections: Vec<(usize, String)>,
                problems: &mut Vec<String>,
                cited: &mut BTreeSet<usize>| {
        for (at, section) in sections {
            cited.insert(at);
            // A `§` with no number (`§N.M`) spells the citation format.
            let Some(doc) = docs.files.get(file) else {
                continue;
            };
            if !section.is_empty() && !doc.sections.contains(&section) {
                problems.push(format!(
                    "{path}:{}: docs/{file} has no section §{section}",
                    line_of(at)
                ));
            }
        }
    };
    // `docs/NAME.md`, or inside the documents also a bare `NAME.md`.
    let mut i = 0;
    while i + 3 <= chars.len() {
        if !starts_with(&chars, i, ".md") {
            i += 1;
            continue;
        }
        let mut start = i;
        while start > 0
            && (chars[start - 1].is_ascii_alphanumeric() || matches!(chars[start - 1], '_' | '-'))
        {
            start -= 1;
        }
        let name: String = chars[start..i].iter().collect::<String>() + ".md";
        let in_docs = start >= 5 && starts_with(&chars, start - 5, "docs/");
        let is_citation = in_docs || (own.is_some() && start > 0 && chars[start - 1] != '/');
        if is_citation && start < i {
            if in_docs && !docs.files.contains_key(&name) {
                problems.push(format!("{path}:{}: docs/{name} does not exist", line_of(i)));
            }
            cite(
                &name,
                section_chain(&chars, i + 3),
                &mut problems,
                &mut cited,
            );
        }
        i += 3;
    }
    // A `§` of no citation: the same document inside docs/, an error in code.
    for (at, &c) in chars.iter().enumerate() {
        if c != '§' || cited.contains(&at) {
            continue;
        }
        match own {
            Some(own) => {
                let chain = section_chain(&chars, at);
                cite(own, chain, &mut problems, &mut cited);
            }
            None if at >= 4 && starts_with(&chars, at - 4, "C11 ") => {}
            None => problems.push(format!(
                "{path}:{}: '§' without a document: write docs/<file>.md §N.M",
                line_of(at)
            )),
        }
    }
    // Links between the documents: `[RS0217](rules.md#rs0217)`.
    if own.is_some() {
        let mut rest = text;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find(')').unwrap_or(rest.len());
            let target = &rest[..end];
            if target.contains("://") || !target.contains(".md") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
            match docs.files.get(file) {
                None => problems.push(format!("{path}: link to missing docs/{file}")),
                Some(doc) if !anchor.is_empty() && !doc.anchors.contains(anchor) => {
                    problems.push(format!("{path}: docs/{file} has no anchor #{anchor}"))
                }
                Some(_) => {}
            }
        }
    }
    problems
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read_docs() -> Docs {
    let mut docs = Docs::default();
    for entry in fs::read_dir(root().join("docs")).expect("read docs/") {
        let path = entry.expect("docs/ entry").path();
        if path.extension().is_some_and(|e| e == "md") {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            docs.insert(&name, &fs::read_to_string(&path).expect("read a document"));
        }
    }
    docs
}

/// The workspace's text files, without build output, VCS data and fuzz
/// corpora.
fn workspace_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("read a workspace folder") {
        let path = entry.expect("folder entry").path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            let skip = name.starts_with('.')
                || matches!(
                    &*name,
                    "target" | "corpus" | "artifacts" | "seeds" | "coverage"
                );
            if !skip {
                workspace_files(&path, out);
            }
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "sh" || e == "toml" || e == "md")
        {
            out.push(path);
        }
    }
}

#[test]
fn every_citation_points_into_docs() {
    let docs = read_docs();
    for needed in [
        "language.md",
        "format.md",
        "bindings.md",
        "rules.md",
        "README.md",
    ] {
        assert!(docs.files.contains_key(needed), "docs/{needed} is missing");
    }
    let root = root();
    let mut files = Vec::new();
    workspace_files(&root, &mut files);
    assert!(
        files.len() > 50,
        "the walk found only {} files",
        files.len()
    );
    // The documents that used to live outside the repository.
    let outside: Vec<String> = ["LANGUAGE", "FORMAT", "BINDINGS"]
        .iter()
        .map(|n| format!("{n}.md"))
        .chain(["reference", "spec"].iter().map(|d| format!("shared/{d}")))
        .collect();
    let mut problems = Vec::new();
    for path in &files {
        // This file spells broken citations on purpose.
        if path.ends_with("core/tests/doc_citations.rs") {
            continue;
        }
        let Ok(text) = fs::read_to_string(path) else {
            continue;
        };
        let shown = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        let own = (path.parent().and_then(|p| p.file_name()) == Some("docs".as_ref())
            && path.parent().and_then(|p| p.parent()) == Some(root.as_path()))
        .then(|| path.file_name().unwrap().to_string_lossy().into_owned());
        problems.extend(check(&docs, &shown, &text, own.as_deref()));
        for old in &outside {
            if text.contains(old.as_str()) {
                problems.push(format!(
                    "{shown}: cites {old}, which is outside the repository"
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "broken citations:\n{}",
        problems.join("\n")
    );
}

/// The checker itself finds each kind of broken citation.
#[test]
fn broken_citations_are_found() {
    let mut docs = Docs::default();
    docs.insert(
        "format.md",
        "# Format\n## 2. Container\n### 2.3 Ours\n<a id=\"x\"></a>\n",
    );
    let good = "/// See docs/format.md §2.3 and §2, or docs/format.md\n/// §2.3–§2; C11 §6.10.\n";
    assert_eq!(check(&docs, "good.rs", good, None), Vec::<String>::new());
    let bad = "/// docs/format.md §2.4, §9 and docs/missing.md; see §2.3.\n";
    assert_eq!(
        check(&docs, "bad.rs", bad, None),
        [
            "bad.rs:1: docs/format.md has no section §2.4",
            "bad.rs:1: docs/format.md has no section §9",
            "bad.rs:1: docs/missing.md does not exist",
            "bad.rs:1: '§' without a document: write docs/<file>.md §N.M",
        ]
    );
    let doc = "As §2.3 says, [here](format.md#x) and [there](format.md#y), not §7.\n";
    assert_eq!(
        check(&docs, "docs/format.md", doc, Some("format.md")),
        [
            "docs/format.md:1: docs/format.md has no section §7",
            "docs/format.md: docs/format.md has no anchor #y",
        ]
    );
}
