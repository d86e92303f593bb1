//! `docs/rules.md` is generated from the explanations (`rootsig explain`)
//! and must match them. When it is stale, regenerate it with
//! `ROOTSIG_BLESS=1 cargo test -p rootsig-core --test rules_doc`.

use rootsig_core::Code;
use rootsig_core::explain::{explain, index, reference};
use std::path::PathBuf;

mod common;
use common::RS0205_RULE;

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/rules.md")
}

#[test]
fn docs_rules_md_is_up_to_date() {
    let expected = reference();
    let path = path();
    if std::env::var_os("ROOTSIG_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &expected).expect("write docs/rules.md");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/rules.md is stale: regenerate it with \
         `ROOTSIG_BLESS=1 cargo test -p rootsig-core --test rules_doc` and review the diff"
    );
}

#[test]
fn the_reference_has_every_code_with_title_example_and_fix() {
    let text = reference();
    for &code in Code::ALL {
        let lower = code.as_str().to_ascii_lowercase();
        // In the index, linked to its section.
        assert!(text.contains(&format!("| [{code}](#{lower}) |")), "{code}");
        let start = text
            .find(&format!("<a id=\"{lower}\"></a>\n\n### {code}: "))
            .unwrap_or_else(|| panic!("{code}: no section"));
        let section = &text[start..];
        let end = section[1..].find("<a id=").map_or(section.len(), |e| e + 1);
        let section = &section[..end];
        // The section holds the rule's first sentence, the example and the fix.
        let explanation = explain(code);
        let first_words: Vec<&str> = explanation.rule.split_whitespace().take(3).collect();
        let plain = section
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace('\\', "")
            .replace("&lt;", "<");
        assert!(
            plain.contains(&first_words.join(" ")),
            "{code}: {first_words:?}"
        );
        assert!(
            section.contains(&format!(" gives {code}:\n\n```")),
            "{code}"
        );
        assert!(section.contains("\nFix:\n\n```"), "{code}");
        assert_eq!(section.matches("```").count(), 4, "{code}");
    }
}

#[test]
fn the_reference_shows_a_text_example_exactly() {
    let text = reference();
    let start = text.find("### RS0205: ").expect("RS0205");
    let end = text[start..].find("<a id=").expect("next section") + start;
    assert_eq!(
        &text[start..end],
        format!(
            "### RS0205: version 1.0 has no flag fields\n\
             \n\
             *error*\n\
             \n\
             {RS0205_RULE}\n\
             \n\
             Example (version 1.0, standalone context), which gives RS0205:\n\
             \n\
             ```text\n\
             CBV(b0, flags = DATA_STATIC)\n\
             ```\n\
             \n\
             Fix:\n\
             \n\
             ```text\n\
             CBV(b0)\n\
             ```\n\
             \n"
        )
    );
}

#[test]
fn the_index_has_one_line_per_code() {
    let index = index();
    let lines: Vec<&str> = index.lines().collect();
    assert_eq!(lines.len(), Code::ALL.len());
    assert_eq!(
        lines[0],
        "RS0001  error    a character that cannot start any token"
    );
    assert_eq!(
        lines[Code::ALL
            .iter()
            .position(|&c| c == Code::RS0214)
            .expect("RS0214")],
        "RS0214  warning  an unbounded range is not the last range of its table"
    );
    assert_eq!(
        lines[Code::ALL
            .iter()
            .position(|&c| c == Code::RS0310)
            .expect("RS0310")],
        "RS0310  error    unknown border colour"
    );
}
