//! Editing a shader's header rebuilds the crate that checks it: a crate
//! whose signature binds every resource builds, and after a header it
//! `#include`s moves a texture to a register the signature leaves out, the
//! next `cargo build` (nothing else touched) fails with BN0301 at the
//! header's line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const SHADER: &str = "#include \"textures.hlsli\"\n\
    cbuffer Camera : register(b0) { float4 tint; };\n\
    #define LitRS \"CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 2))\"\n\
    [RootSignature(LitRS)]\n\
    float4 PSMain() : SV_Target { return tint * albedo.Load(int3(0, 0, 0)); }\n";

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("create the folder");
    std::fs::write(path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

fn build(app: &Path, target: &Path) -> Output {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    Command::new(cargo)
        .args(["build", "--offline", "--quiet"])
        .current_dir(app)
        .env("CARGO_TARGET_DIR", target)
        .output()
        .expect("run cargo build")
}

#[test]
fn editing_an_included_header_rebuilds_and_rechecks() {
    let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace")
        .to_path_buf();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("rootsig-rebuild");
    let app = dir.join("app");
    let _ = std::fs::remove_dir_all(&app);
    write(
        &app.join("Cargo.toml"),
        &format!(
            "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
             [dependencies]\nrootsig = {{ path = {:?} }}\n\n[workspace]\n",
            workspace.join("runtime")
        ),
    );
    std::fs::copy(workspace.join("Cargo.lock"), app.join("Cargo.lock")).expect("Cargo.lock");
    write(
        &app.join("src/lib.rs"),
        "rootsig::include_root_signature! {\n    \
             pub Lit = \"shaders/lit.hlsl\", entry = \"PSMain\", stage = \"pixel\";\n\
         }\n\
         pub const ALBEDO: u32 = Lit::resources.albedo.offset().get();\n",
    );
    write(&app.join("shaders/lit.hlsl"), SHADER);
    let header = app.join("shaders/textures.hlsli");
    write(&header, "Texture2D albedo : register(t1);\n");
    // Dependencies are built once, in a target folder kept between runs.
    let target = dir.join("target");

    let first = build(&app, &target);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );

    write(&header, "Texture2D albedo : register(t7);\n");
    let second = build(&app, &target);
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert!(
        !second.status.success(),
        "the edit did not rebuild:\n{stderr}"
    );
    assert!(
        stderr.contains("BN0301: 'albedo' (SRV t7, space 0) is not fully bound"),
        "{stderr}"
    );
    assert!(stderr.contains("shaders/textures.hlsli:1:11"), "{stderr}");
}
