//! Golden tests of the expansion, as zerocopy-derive has them: each
//! `tests/expansion/NAME.in` is a macro's input (its first line says which
//! macro: `// root_signature!` or `// include_root_signature!`), and
//! `NAME.out` is what the macro expands it to, formatted. Set
//! `ROOTSIG_BLESS=1` to write the `.out` files after an intended change,
//! and review the diff.

use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/expansion")
}

/// The expansion of one case, formatted, with the workspace's directory
/// written as `$WORKSPACE` so that the output does not depend on the machine.
fn expand(input: &str) -> String {
    let tokens = input.parse().expect("the input lexes");
    let out = if input.starts_with("// include_root_signature!") {
        crate::include_root_signature_impl(tokens)
    } else {
        crate::root_signature_impl(tokens)
    };
    let text = out.to_string();
    let formatted = match syn::parse_file(&text) {
        Ok(file) => prettyplease::unparse(&file),
        Err(e) => panic!("the expansion does not parse: {e}\n{text}"),
    };
    let crate_dir = std::fs::canonicalize(env!("CARGO_MANIFEST_DIR")).expect("crate dir");
    let workspace = crate_dir.parent().expect("the workspace");
    formatted.replace(workspace.to_str().expect("UTF-8 path"), "$WORKSPACE")
}

fn check(path: &Path, bless: bool) -> Option<String> {
    let input = std::fs::read_to_string(path).expect("read the input");
    let actual = expand(&input);
    let golden = path.with_extension("out");
    if bless {
        std::fs::write(&golden, &actual).expect("write the golden file");
        return None;
    }
    let expected = std::fs::read_to_string(&golden).unwrap_or_default();
    if expected == actual {
        return None;
    }
    let line = expected
        .lines()
        .zip(actual.lines())
        .position(|(e, a)| e != a)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    Some(format!(
        "{}: the expansion differs from line {} on:\n  expected: {:?}\n  actual:   {:?}",
        golden.display(),
        line + 1,
        expected.lines().nth(line).unwrap_or("(end)"),
        actual.lines().nth(line).unwrap_or("(end)"),
    ))
}

#[test]
fn expansions_match_their_golden_files() {
    let bless = std::env::var_os("ROOTSIG_BLESS").is_some_and(|v| v == "1");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("tests/expansion")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 4, "the cases are missing");
    let failures: Vec<String> = inputs.iter().filter_map(|p| check(p, bless)).collect();
    assert!(
        failures.is_empty(),
        "{}\n(run with ROOTSIG_BLESS=1 to accept the new expansions)",
        failures.join("\n")
    );
}
