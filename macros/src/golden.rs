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

/// The expansion of one case, formatted, with `workspace` (the directory
/// the expansion's absolute paths start with) written as `$WORKSPACE`, so
/// that the output does not depend on where the clone lives. The path is
/// replaced before formatting: a long path would make the formatter wrap
/// the line, which then differs from the golden file.
fn expand(input: &str, workspace: &Path) -> String {
    let tokens = input.parse().expect("the input lexes");
    let out = if input.starts_with("// include_root_signature!") {
        crate::include_root_signature_impl(tokens)
    } else {
        crate::root_signature_impl(tokens)
    };
    let text = out
        .to_string()
        .replace(workspace.to_str().expect("UTF-8 path"), "$WORKSPACE");
    match syn::parse_file(&text) {
        Ok(file) => prettyplease::unparse(&file),
        Err(e) => panic!("the expansion does not parse: {e}\n{text}"),
    }
}

/// The workspace directory, as the expansion's tracked paths spell it.
fn workspace() -> PathBuf {
    let crate_dir = std::fs::canonicalize(env!("CARGO_MANIFEST_DIR")).expect("crate dir");
    crate_dir.parent().expect("the workspace").to_path_buf()
}

fn check(path: &Path, bless: bool) -> Option<String> {
    let input = std::fs::read_to_string(path).expect("read the input");
    let actual = expand(&input, &workspace());
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

/// A clone at a long path expands to the same golden text: the files the
/// `include` case reads are copied under a directory of more than 100
/// characters, and the input names them by their absolute path.
#[test]
fn expansions_do_not_depend_on_the_length_of_the_path() {
    let root = std::env::temp_dir().join(format!("rootsig-golden-{}", std::process::id()));
    let long = root
        .join("a-clone-under-a-rather-long-home-directory/with/several/levels/of/folders/rootsig");
    let shaders = long.join("macros/shaders");
    std::fs::create_dir_all(&shaders).expect("create the long directory");
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("shaders/forward.hlsl");
    std::fs::copy(source, shaders.join("forward.hlsl")).expect("copy the shader");
    let long = std::fs::canonicalize(&long).expect("the long directory");
    assert!(long.as_os_str().len() >= 100, "{}", long.display());
    let input = std::fs::read_to_string(dir().join("include.in"))
        .expect("read the input")
        .replace(
            "\"shaders/forward.hlsl\"",
            &format!("{:?}", shaders.join("forward.hlsl")),
        );
    let actual = expand(&input, &long);
    std::fs::remove_dir_all(&root).ok();
    let expected = std::fs::read_to_string(dir().join("include.out")).expect("the golden file");
    assert_eq!(actual, expected);
}
