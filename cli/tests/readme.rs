//! The README's blocks, run as a newcomer would run them.
//!
//! * Rust blocks are doc tests of the `rootsig` crate (`runtime/src/lib.rs`
//!   includes the README); this test checks that the include is there.
//! * The compile error shown as a `text` block is a ui test's snapshot.
//! * The `hlsl` block is the file the Quick start's doc test reads.
//! * The `toml` block is resolved by cargo in a fresh crate.
//! * Every `sh` block runs in a temporary directory with the built
//!   `rootsig` first on `PATH` (one on the repository's test shaders, in
//!   the repository root), except the set-up block, which is
//!   `./scripts/test.sh` itself.

mod common;

use rootsig::{Code, EncodingMode, Options, Version, compile, explain, print};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A fenced code block: its info string and its text.
struct Block {
    info: String,
    text: String,
}

fn blocks() -> Vec<Block> {
    let readme = read("README.md");
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for line in readme.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => {
                open = Some(Block {
                    info: info.trim().to_owned(),
                    text: String::new(),
                })
            }
            (Some(_), Some("")) => blocks.extend(open.take()),
            (Some(block), _) => {
                block.text.push_str(line);
                block.text.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "an unclosed code block in README.md");
    blocks
}

fn of_kind(info: &str) -> Vec<Block> {
    blocks().into_iter().filter(|b| b.info == info).collect()
}

/// The one shell block that contains `text`.
fn sh_block(text: &str) -> String {
    let mut found = of_kind("sh").into_iter().filter(|b| b.text.contains(text));
    let block = found
        .next()
        .unwrap_or_else(|| panic!("no sh block with {text:?}"));
    assert!(found.next().is_none(), "two sh blocks with {text:?}");
    block.text
}

/// The Quick start's program: the Rust block that reads its shader.
fn quick_start() -> String {
    let rust = of_kind("rust");
    assert!(rust[1].text.contains("shader = \"shaders/lit.hlsl\""));
    rust[1].text.clone()
}

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("rootsig-readme-tests")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

const SET_UP: &str = "cargo run -p rootsig-examples\n./scripts/test.sh\n";
const INSTALL: &str = "cargo install --path cli\n";
/// The README's command that type-checks the `windows` feature on Linux.
const WINDOWS_CHECK: &str =
    "cargo check -p rootsig --features windows --target x86_64-pc-windows-msvc";

#[test]
fn the_windows_blocks_are_what_the_tests_run_and_the_crate_offers() {
    // The CI block: adding the target, then the check `scripts/test.sh`
    // runs (it does both, so the block is not run again here).
    let block = sh_block(WINDOWS_CHECK);
    assert_eq!(
        commands(&block),
        format!("rustup target add x86_64-pc-windows-msvc\n{WINDOWS_CHECK}\n")
    );
    let test_sh = read("scripts/test.sh");
    assert!(test_sh.contains("windows_target=x86_64-pc-windows-msvc"));
    assert!(test_sh.contains(
        "windows_check=(cargo check -p rootsig --features windows --target \"$windows_target\""
    ));
    // The dependency block: the Quick start's rootsig line with the
    // feature, and the `windows` version and feature rootsig itself uses.
    let toml = &of_kind("toml")[2].text;
    assert!(
        toml.contains("rootsig = { path = \"../rootsig/runtime\", features = [\"windows\"] }\n")
    );
    let manifest = read("runtime/Cargo.toml");
    let version = |text: &str| {
        let at = text
            .find("windows = { version = \"")
            .expect("a windows dependency")
            + 23;
        text[at..].split('"').next().map(str::to_owned)
    };
    let ours = version(&manifest).expect("runtime's windows version");
    assert!(ours.starts_with(&version(toml).expect("the README's windows version")));
    assert!(toml.contains("\"Win32_Graphics_Direct3D12\""), "{toml}");
}

/// The commands of a shell block, without comments and blank lines.
fn commands(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn the_run_time_compiler_block_names_the_feature_rootsig_offers() {
    // The block before the run-time example turns on the feature that
    // re-exports `compile`, and the facade defines that feature.
    let toml = &of_kind("toml")[1].text;
    assert_eq!(
        toml,
        "[dependencies]\nrootsig = { path = \"../rootsig/runtime\", features = [\"compiler\"] }\n"
    );
    let manifest = read("runtime/Cargo.toml");
    assert!(manifest.contains("\ncompiler = [\"rootsig-core/compiler\"]\n"));
    let lib = read("runtime/src/lib.rs");
    assert!(lib.contains("#[cfg(feature = \"compiler\")]\n#[cfg_attr(docsrs, doc(cfg(feature = \"compiler\")))]\npub use rootsig_core::{"));
    let rust = of_kind("rust");
    assert!(
        rust[4]
            .text
            .starts_with("use rootsig::{Options, Version, compile, decode, print};")
    );
}

#[test]
fn every_block_is_of_a_kind_that_is_checked() {
    let kinds: Vec<String> = blocks().into_iter().map(|b| b.info).collect();
    assert_eq!(
        kinds,
        [
            "rust",
            "toml",
            "hlsl",
            "rust",
            "rust,compile_fail",
            "text",
            "sh",
            "rust",
            "rust",
            "sh",
            "sh",
            "toml",
            "rust",
            "toml",
            "sh",
            "sh",
            "sh"
        ],
        "a new kind of block in README.md needs a check here"
    );
    // The Rust blocks are doc tests of the facade crate, with warnings denied.
    let lib = read("runtime/src/lib.rs");
    assert!(lib.contains(
        "#[cfg(doctest)]\n#[doc = include_str!(\"../../README.md\")]\nstruct ReadmeDoctests;"
    ));
    assert!(lib.contains("#![doc(test(attr(deny(warnings))))]"));
}

#[test]
fn the_quick_start_shader_is_the_doc_tests_file() {
    // The Quick start's Rust block, a doc test of `rootsig`, reads it from
    // runtime/shaders/.
    let shader = &of_kind("hlsl")[0].text;
    assert_eq!(*shader, read("runtime/shaders/lit.hlsl"));
    assert!(quick_start().contains("use zerocopy_derive::{Immutable, IntoBytes};"));
}

#[test]
fn the_compile_error_shown_is_the_ui_snapshot() {
    let program = &of_kind("rust,compile_fail")[0].text;
    assert_eq!(*program, read("ui-tests/tests/fail/readme_mistake.rs"));
    let shown = &of_kind("text")[0].text;
    let snapshot = read("ui-tests/tests/fail/readme_mistake.stderr")
        .replace("tests/fail/readme_mistake.rs", "src/main.rs");
    assert_eq!(*shown, snapshot);
}

#[test]
fn the_set_up_block_is_what_test_sh_runs() {
    // The contributors' block comes last, after everything a user reads.
    let set_up = &of_kind("sh").pop().expect("an sh block").text;
    assert_eq!(commands(set_up), SET_UP);
    // test.sh runs the example as its first step.
    let script = read("scripts/test.sh");
    assert!(
        script.contains("cargo run -p rootsig-examples"),
        "scripts/test.sh does not run the example"
    );
}

#[test]
fn the_dependency_line_resolves_to_this_repository() {
    let toml = &of_kind("toml")[0].text;
    // Complete: the Quick start's derives need zerocopy-derive.
    assert_eq!(
        toml,
        "[dependencies]\nrootsig = { path = \"../rootsig/runtime\" }\n\
         # The derives for typed root constants (the Quick start's `ShadowDraw`).\n\
         zerocopy = \"0.8\"\nzerocopy-derive = \"0.8\"\n"
    );
    // A fresh crate next to a clone named `rootsig` (here a link to this
    // repository), with exactly that dependency table.
    let dir = scratch("dependency");
    std::os::unix::fs::symlink(root(), dir.join("rootsig")).expect("link the clone");
    let app = dir.join("app");
    std::fs::create_dir_all(app.join("src")).expect("app dir");
    std::fs::write(
        app.join("Cargo.toml"),
        format!(
            "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n{toml}\n[workspace]\n"
        ),
    )
    .expect("Cargo.toml");
    std::fs::write(app.join("src/main.rs"), "fn main() {}\n").expect("main.rs");
    // The workspace's lock file, so that cargo resolves offline.
    std::fs::copy(root().join("Cargo.lock"), app.join("Cargo.lock")).expect("Cargo.lock");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--offline", "--format-version", "1"])
        .current_dir(&app)
        .output()
        .expect("run cargo metadata");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_str(&stdout).expect("metadata JSON");
    for dependency in ["zerocopy", "zerocopy-derive"] {
        assert!(
            metadata["packages"]
                .as_array()
                .expect("packages")
                .iter()
                .any(|p| p["name"] == dependency),
            "{dependency}"
        );
    }
    let manifest = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "rootsig")
        .and_then(|p| p["manifest_path"].as_str())
        .expect("the rootsig package");
    assert_eq!(
        Path::new(manifest),
        dir.join("rootsig/runtime/Cargo.toml"),
        "{manifest}"
    );
}

/// The signature text of the Quick start's `Forward`, whitespace collapsed.
fn quick_start_signature() -> String {
    let program = &quick_start();
    let start = program.find("pub Forward = \"").expect("Forward") + "pub Forward = \"".len();
    let end = program[start..].find('"').expect("closing quote") + start;
    squash(&program[start..end])
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Runs a shell block in `dir` with the built `rootsig` first on `PATH`;
/// `cargo install --path cli`, which would build a second copy, is left out.
fn run_block(block: &str, dir: &Path) -> std::process::Output {
    let script = block.strip_prefix(INSTALL).unwrap_or(block);
    common::run_with_rootsig_on_path("bash", &["-euo", "pipefail", "-c", script], dir)
}

/// Runs a shell block as [`run_block`] does, asserts that it succeeds with
/// nothing on stderr, and returns its stdout.
fn run_block_cleanly(block: &str, dir: &Path) -> String {
    let output = run_block(block, dir);
    let stderr = String::from_utf8(output.stderr).expect("utf-8 stderr");
    assert!(output.status.success(), "{stderr}");
    assert_eq!(stderr, "");
    String::from_utf8(output.stdout).expect("utf-8 stdout")
}

#[test]
fn the_cli_block_runs_and_prints_what_the_library_computes() {
    assert_eq!(of_kind("sh").len(), 6);
    let block = &sh_block(INSTALL);
    // Installing from the repository root means the `cli` package, whose
    // binary is `rootsig`.
    assert!(block.starts_with(INSTALL), "{block}");
    assert!(read("cli/Cargo.toml").contains("[[bin]]\nname = \"rootsig\""));

    let dir = scratch("cli");
    let stdout = run_block_cleanly(block, &dir);

    // The file the block writes is the Quick start's signature.
    let text = std::fs::read_to_string(dir.join("forward.rootsig")).expect("forward.rootsig");
    assert_eq!(squash(&text), quick_start_signature());

    // `-o forward.rs0`: the blob the library compiles with the same options.
    let options = Options {
        version: Version::V1_0,
        encoding: EncodingMode::Dxc,
        labels: true,
        ..Options::default()
    };
    let blob = compile(&text, &options).expect("the signature compiles");
    assert_eq!(
        std::fs::read(dir.join("forward.rs0")).expect("forward.rs0"),
        blob.as_bytes()
    );

    // stdout: the hex line, the decoded text, the JSON dump, the
    // explanation and the index, in that order.
    let hex_text = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))";
    let hex: String = compile(hex_text, &Options::default())
        .expect("compiles")
        .as_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let decoded = print(&rootsig::decode(blob.as_bytes()).expect("decodes"));
    let head = format!("{hex}\n{decoded}");
    let tail = format!("{}{}", explain::explain(Code::RS0217), explain::index());
    assert!(stdout.starts_with(&head), "{stdout}");
    assert!(stdout.ends_with(&tail), "{stdout}");
    let json = &stdout[head.len()..stdout.len() - tail.len()];
    let json: serde_json::Value = serde_json::from_str(json).expect("the JSON dump");
    assert_eq!(json["version"], "1.0", "{json}");
    assert_eq!(
        json["parameters"].as_array().map(Vec::len),
        Some(2),
        "{json}"
    );
}

#[test]
fn every_other_shell_block_runs_without_error() {
    for (i, block) in of_kind("sh").iter().enumerate() {
        if commands(&block.text) == SET_UP || block.text.contains(WINDOWS_CHECK) {
            continue;
        }
        // A block on the repository's test shaders runs where it says, from
        // the repository root (it only reads).
        let dir = if block.text.contains("conformance/data/") {
            root()
        } else {
            scratch(&format!("block-{i}"))
        };
        let output = run_block(&block.text, &dir);
        assert!(
            output.status.success() && output.stderr.is_empty(),
            "block {i}:\n{}\nstderr: {}",
            block.text,
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// The contents a shell block writes with `cat > PATH <<'EOF'`.
fn heredocs(block: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut lines = block.lines();
    while let Some(line) = lines.next() {
        let Some(path) = line
            .strip_prefix("cat > ")
            .and_then(|rest| rest.strip_suffix(" <<'EOF'"))
        else {
            continue;
        };
        let mut text = String::new();
        for body in lines.by_ref() {
            if body == "EOF" {
                break;
            }
            text.push_str(body);
            text.push('\n');
        }
        out.push((path.to_owned(), text));
    }
    out
}

#[test]
fn the_hlsl_block_runs_and_its_files_are_the_doc_tests_files() {
    let block = &sh_block("cat > shaders/forward.hlsl");
    // The Rust block after it is a doc test of the `rootsig` crate, which
    // reads the same files from runtime/shaders/.
    let files = heredocs(block);
    assert_eq!(files.len(), 2, "{block}");
    for (path, text) in &files {
        assert_eq!(read(&format!("runtime/{path}")), *text, "runtime/{path}");
    }
    let dir = scratch("hlsl");
    let stdout = run_block_cleanly(block, &dir);
    // The PC branch, with the number from the header.
    let pc = compile(
        "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))",
        &Options::default(),
    )
    .expect("compiles");
    let hex: String = pc.as_bytes().iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(stdout, format!("{hex}\n"));
    // The Xbox branch through the entry's attribute: a global root signature.
    let xbox = compile(
        "CBV(b0)",
        &Options {
            context: rootsig::Context::Global,
            ..Options::default()
        },
    )
    .expect("compiles");
    assert_eq!(
        std::fs::read(dir.join("forward.rs0")).expect("forward.rs0"),
        xbox.as_bytes()
    );
}

#[test]
fn the_bindings_block_runs_and_prints_what_the_library_computes() {
    use rootsig::bindings::{ShaderRequest, Stage, derive, read_bindings};
    use rootsig::hlsl::FileSystem;
    let block = &sh_block("rootsig derive");
    let dir = scratch("bindings");
    let stdout = run_block_cleanly(block, &dir);
    let path = dir.join("lit.hlsl");
    let request = ShaderRequest {
        path: &path,
        ..ShaderRequest::new("lit.hlsl", "PSMain", Stage::Pixel)
    };
    let read = read_bindings(&request, &mut FileSystem);
    let table = read.result.expect("binds").table;
    // The table lists every row; the derived signature is the last line.
    for b in &table.bindings {
        assert!(stdout.contains(&format!("\n{}", b.name)), "{stdout}");
    }
    assert!(
        stdout.contains("\nMaterial       cbuffer       b      b0 "),
        "{stdout}"
    );
    assert!(
        stdout.ends_with(&format!("{}\n", derive(&[table]))),
        "{stdout}"
    );
}

/// What a newcomer sees first: what rootsig is, the rule reference, a
/// minimal example and the dependency block, before the Quick start.
#[test]
fn the_first_screen_shows_what_it_is_an_example_and_the_dependencies() {
    let readme = read("README.md");
    let line_of = |text: &str| {
        readme
            .lines()
            .position(|l| l.contains(text))
            .unwrap_or_else(|| panic!("README.md has no {text:?}"))
    };
    assert_eq!(line_of("# rootsig"), 0);
    assert!(line_of("[`docs/rules.md`](docs/rules.md)") < 40);
    let example = line_of("```rust");
    let dependencies = line_of("```toml");
    assert!(
        example < dependencies && dependencies < 60,
        "{example} {dependencies}"
    );
    assert!(dependencies < line_of("## Quick start"));
    // The minimal example is a handful of lines.
    let minimal = &of_kind("rust")[0].text;
    assert!(minimal.lines().count() <= 8, "{minimal}");
    // The contributors' part comes after every feature.
    assert!(line_of("## Features") < line_of("## Contributing"));
}
