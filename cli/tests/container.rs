//! `rootsig` on compiled shaders: `bindings`, `check`, `container` and
//! `convert`, on real DXC and FXC output (vkd3d-proton's test shaders,
//! LGPL-2.1, kept in `conformance/data/`), end to end: exact output,
//! diagnostics and exit status.

mod common;

use rootsig::format::container::{ChecksumPolicy, read_parts, write_container};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture(path: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../conformance/data/vkd3d-proton")
        .join(path)
        .display()
        .to_string()
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rootsig"))
        .args(args)
        .output()
        .expect("run rootsig")
}

/// Runs `rootsig` with `args`, which must succeed.
#[track_caller]
fn run_ok(args: &[&str]) -> Output {
    let out = run(args);
    assert!(
        out.status.success(),
        "rootsig {args:?}: {}",
        text(&out.stderr)
    );
    out
}

/// Runs `rootsig` with `args`, which must fail with exit status 1, and
/// returns its standard error.
#[track_caller]
fn run_failing(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(1), "rootsig {args:?}");
    text(&out.stderr)
}

/// Compiles `text` at `version` with `rootsig compile` into `file` in
/// `dir`, and returns the file's path.
fn compile_to(dir: &Path, file: &str, version: &str, text: &str) -> String {
    let blob = path(dir, file);
    run_ok(&["compile", "--version", version, "--text", text, "-o", &blob]);
    blob
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// A scratch directory of this test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rootsig-cli-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path(dir: &Path, file: &str) -> String {
    dir.join(file).display().to_string()
}

/// The table of bindless_srv.cs_5_1.cs_6_0.hlsl's 6 SRV ranges and its UAV.
const BINDLESS_SRV_RS: &str = "DescriptorTable(SRV(t4, space = 1, numDescriptors = unbounded, offset = 0), \
     SRV(t4, space = 2, numDescriptors = unbounded, offset = 0)), \
     DescriptorTable(SRV(t4, space = 3, numDescriptors = 64), SRV(t4, space = 4, numDescriptors = 64), \
     SRV(t100, space = 3), SRV(t199, space = 3)), UAV(u0)";

#[test]
fn bindings_of_a_dxc_container() {
    let out = run_ok(&["bindings", &fixture("bindless/bindless_srv.dxil")]);
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "// Bindings of main (compute stage)",
            "Name      Type              Class  Register  Space  Count      Binding   Used",
            "--------  ----------------  -----  --------  -----  ---------  --------  ----",
            "record 0  StructuredBuffer  t      t4        1      unbounded  explicit  yes",
            "record 1  Texture2D         t      t4        2      unbounded  explicit  yes",
            "record 2  StructuredBuffer  t      t4        3      64         explicit  yes",
            "record 3  Texture2D         t      t4        4      64         explicit  yes",
            "record 4  StructuredBuffer  t      t100      3      1          explicit  yes",
            "record 5  Texture2D         t      t199      3      1          explicit  yes",
            "record 6  RawBuffer         u      u0        0      1          explicit  yes",
        ]
    );
}

#[test]
fn bindings_json_of_an_fxc_container_has_the_hlsl_shape() {
    let out = run_ok(&[
        "bindings",
        &fixture("bindless/bindless_uav_counter.dxbc"),
        "--format",
        "json",
    ]);
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        rows,
        serde_json::json!([{
            "name": "record 0", "type": "StructuredBuffer", "class": "u", "space": 1,
            "lower": 2, "count": "unbounded", "explicit": true, "used": true,
            "kind": "StructuredBuffer", "element_type": null, "writeable": true, "rov": false,
            "sample_count": null, "counter": true, "globally_coherent": false, "stride": 4,
            "layout": null,
        }])
    );
}

#[test]
fn check_reports_each_unbound_record_with_the_hlsl_codes() {
    let stderr = run_failing(&[
        "check",
        &fixture("bindless/bindless_srv.dxbc"),
        "--root-signature-text",
        "DescriptorTable(SRV(t4, space = 1, numDescriptors = unbounded)), UAV(u0)",
    ]);
    let first = stderr.split("\n\n").next().unwrap();
    let file = fixture("bindless/bindless_srv.dxbc");
    assert_eq!(
        first,
        format!(
            "error[BN0301]: 'record 1' (SRV t4.., space 2) is not fully bound by the root signature for the compute stage\n \
             --> {file} (SHEX declarations):3:1\n  |\n\
             3 | record 1: Texture2D t4 space2 [unbounded]\n  \
             | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ a used resource is not bound by the root signature\n  |\n  \
             = note: space 1 (at <root-signature-text>:1:17)\n  \
             = help: range 0 of root parameter 0 binds these registers in space 1, but 'record 1' is in space 2; put both in the same space\n  \
             = note: for more information about this error, try `rootsig explain BN0301`"
        )
    );
    assert_eq!(stderr.matches("error[BN0301]").count(), 5);
    let ok = run_ok(&[
        "check",
        &fixture("bindless/bindless_srv.dxbc"),
        "--root-signature-text",
        BINDLESS_SRV_RS,
    ]);
    assert_eq!(text(&ok.stderr), "");
    // One line says what was checked; FXC's container names no entry.
    let file = fixture("bindless/bindless_srv.dxbc");
    assert_eq!(
        text(&ok.stdout),
        format!(
            "{file}: the root signature text binds the 7 resources that {file} uses for the compute stage\n"
        )
    );
}

#[test]
fn check_finds_typed_resources_behind_root_descriptors() {
    let stderr = run_failing(&[
        "check",
        &fixture("bindless/bindless_srv.dxil"),
        "--root-signature-text",
        "DescriptorTable(SRV(t4, space = 1, numDescriptors = unbounded, offset = 0), \
         SRV(t4, space = 2, numDescriptors = unbounded, offset = 0)), \
         DescriptorTable(SRV(t4, space = 3, numDescriptors = 64), SRV(t4, space = 4, numDescriptors = 64), \
         SRV(t100, space = 3)), SRV(t199, space = 3), UAV(u0)",
    ]);
    assert!(
        stderr.starts_with(
            "error[BN0302]: 'record 5' (Texture2D) is bound through root SRV descriptor root parameter 2 `SRV(t199)`; \
             root SRV/UAV descriptors can only hold raw or structured buffers\n"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("root parameter 2 `SRV(t199)` is here"),
        "{stderr}"
    );
}

#[test]
fn check_reads_heap_indexing_from_sfi0() {
    let stderr = run_failing(&[
        "check",
        &fixture("bindless/bindless_heap_sm66.dxil"),
        "--root-signature-text",
        "CBV(b0)",
    ]);
    assert_eq!(
        stderr,
        "error[BN0305]: the shader indexes ResourceDescriptorHeap but the root signature lacks CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED\n  |\n  = help: add RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED)\n  = note: for more information about this error, try `rootsig explain BN0305`\n\n\
         error[BN0305]: the shader indexes SamplerDescriptorHeap but the root signature lacks SAMPLER_HEAP_DIRECTLY_INDEXED\n  |\n  = help: add RootFlags(SAMPLER_HEAP_DIRECTLY_INDEXED)\n  = note: for more information about this error, try `rootsig explain BN0305`\n"
    );
    run_ok(&[
        "check",
        &fixture("bindless/bindless_heap_sm66.dxil"),
        "--root-signature-text",
        "RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED), CBV(b0)",
    ]);
}

#[test]
fn container_problems_have_bn04_codes() {
    let dir = scratch("bn04");
    let check = |file: &str, extra: &[&str]| {
        let mut args = vec!["check", file];
        args.extend_from_slice(extra);
        run_failing(&args)
    };
    // No root signature anywhere.
    assert_eq!(
        check(&fixture("bindless/bindless_srv.dxil"), &[]),
        "error[BN0404]: no root signature to check against: the container has no RTS0 part, and a compiled shader keeps no attributes or defines\n  |\n  = help: give --root-signature FILE or --root-signature-text TEXT\n  = note: for more information about this error, try `rootsig explain BN0404`\n"
    );
    // Another stage.
    assert_eq!(
        check(
            &fixture("bindless/bindless_srv.dxil"),
            &["--stage", "pixel", "--root-signature-text", "CBV(b0)"]
        ),
        "error[BN0405]: the container holds a compute shader (cs_6_0), not a pixel shader\n  |\n  = help: leave out --stage: a compiled shader records its stage\n  = note: for more information about this error, try `rootsig explain BN0405`\n"
    );
    // A DXR library keeps its resources in RDAT.
    assert_eq!(
        check(
            &fixture("rt/default.dxil"),
            &["--root-signature-text", "CBV(b0)"]
        ),
        "error[BN0403]: the container has no PSV0, SHEX or SHDR part to list the shader's resources (its parts: SFI0, RDAT, HASH, DXIL)\n  |\n  = help: check a library or a root-signature-only container against its HLSL instead\n  = note: for more information about this error, try `rootsig explain BN0403`\n"
    );
    // A damaged byte breaks the hash.
    let mut bytes = std::fs::read(fixture("bindless/bindless_srv.dxil")).unwrap();
    bytes[200] ^= 1;
    let damaged = path(&dir, "damaged.dxil");
    std::fs::write(&damaged, &bytes).unwrap();
    let stderr = check(&damaged, &["--root-signature-text", "CBV(b0)"]);
    assert!(stderr.starts_with("error[BN0401]: bad container checksum: stored 83f9a06dbef887257306406701c73a14, computed "), "{stderr}");
    // A cut PSV0 part, correctly signed.
    let cut = path(&dir, "cut.dxil");
    std::fs::write(&cut, cut_psv0()).unwrap();
    assert_eq!(
        check(&cut, &["--root-signature-text", "CBV(b0)"]),
        "error[BN0402]: PSV0 part, offset 88: resource record 1 (24 bytes) runs past the end of the part (100 bytes)\n  |\n  = help: recompile the shader\n  = note: for more information about this error, try `rootsig explain BN0402`\n"
    );
}

/// bindless_srv.dxil with its PSV0 part cut to 100 bytes, correctly
/// signed: BN0402.
fn cut_psv0() -> Vec<u8> {
    let bytes = std::fs::read(fixture("bindless/bindless_srv.dxil")).unwrap();
    let parts = read_parts(&bytes, ChecksumPolicy::Verify).unwrap();
    write_container(parts.iter().map(|p| {
        (
            p.four_cc,
            if &p.four_cc == b"PSV0" {
                &p.data[..100]
            } else {
                p.data
            },
        )
    }))
}

/// The files the BN04xx explanations' example commands name, in `dir`.
fn example_files(dir: &Path) {
    let copy = |from: &str, to: &str| std::fs::copy(fixture(from), dir.join(to)).unwrap();
    copy("bindless/bindless_srv.dxil", "shader.dxil");
    copy("bindless/bindless_srv.cs_5_1.cs_6_0.hlsl", "shader.hlsl");
    copy("rt/default.dxil", "library.dxil");
    std::fs::write(dir.join("rs.txt"), BINDLESS_SRV_RS).unwrap();
    let whole = std::fs::read(fixture("bindless/bindless_srv.dxil")).unwrap();
    std::fs::write(dir.join("truncated.dxil"), &whole[..100]).unwrap();
    std::fs::write(dir.join("truncated-psv0.dxil"), cut_psv0()).unwrap();
    let blob = |version, text| {
        let options = rootsig::Options {
            version,
            ..rootsig::Options::default()
        };
        rootsig::compile(text, &options)
            .unwrap()
            .as_bytes()
            .to_vec()
    };
    let v1_1 = blob(rootsig::Version::V1_1, "CBV(b0, flags = DATA_STATIC)");
    std::fs::write(dir.join("rs_1_1.bin"), v1_1).unwrap();
    let v1_2 = blob(
        rootsig::Version::V1_2,
        "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, \
         addressV = TEXTURE_ADDRESS_CLAMP, addressW = TEXTURE_ADDRESS_CLAMP, maxLOD = 0, \
         flags = SAMPLER_FLAG_NON_NORMALIZED_COORDINATES)",
    );
    std::fs::write(dir.join("rs_1_2.bin"), v1_2).unwrap();
}

/// Runs an example command line with the built `rootsig` first on `PATH`.
fn run_example(command: &str, dir: &Path) -> Output {
    common::run_with_rootsig_on_path("sh", &["-c", command], dir)
}

#[test]
fn explained_commands_give_their_code_and_their_fixes_do_not() {
    let mut ran = 0;
    for &code in rootsig::Code::ALL {
        let rootsig::explain::Example::Command { failing, fixed } =
            rootsig::explain::explain(code).example
        else {
            continue;
        };
        let dir = scratch(&format!("example-{code}"));
        example_files(&dir);
        let out = run_example(failing, &dir);
        let stderr = text(&out.stderr);
        let first = stderr.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("error[{code}]"))
                || first.starts_with(&format!("warning[{code}]")),
            "{code}: {failing}\n{stderr}"
        );
        assert_eq!(
            out.status.success(),
            code.severity() == rootsig::Severity::Warning,
            "{code}: {failing}\n{stderr}"
        );
        let out = run_example(fixed, &dir);
        assert!(
            out.status.success(),
            "{code}: {fixed}\n{}",
            text(&out.stderr)
        );
        assert_eq!(text(&out.stderr), "", "{code}: {fixed}");
        ran += 1;
    }
    assert_eq!(ran, 7);
}

#[test]
fn attach_check_extract_strip() {
    let dir = scratch("edit");
    let original = fixture("bindless/bindless_srv.dxil");
    let attached = path(&dir, "attached.dxil");
    run_ok(&[
        "container",
        "attach",
        &original,
        "--root-signature-text",
        BINDLESS_SRV_RS,
        "-o",
        &attached,
    ]);
    // The container's own RTS0 is what check uses; the hash verifies.
    run_ok(&["check", &attached]);
    let info = text(&run(&["container", "info", &attached]).stdout);
    assert!(
        info.contains("hash: ") && info.contains(" (verifies)\n"),
        "{info}"
    );
    assert!(info.contains("\n  RTS0      232 bytes at 2400\n"), "{info}");
    // Extract gives the blob `rootsig compile` writes for the same text.
    let extracted = path(&dir, "rs.bin");
    run_ok(&["container", "extract", &attached, "-o", &extracted]);
    let compiled = run(&["compile", "--text", BINDLESS_SRV_RS]);
    assert_eq!(std::fs::read(&extracted).unwrap(), compiled.stdout);
    // Attaching the blob gives the same container; stripping gives back
    // DXC's bytes exactly.
    let again = path(&dir, "again.dxil");
    run_ok(&[
        "container",
        "attach",
        &original,
        "--root-signature",
        &extracted,
        "-o",
        &again,
    ]);
    assert_eq!(
        std::fs::read(&again).unwrap(),
        std::fs::read(&attached).unwrap()
    );
    let stripped = path(&dir, "stripped.dxil");
    run_ok(&["container", "strip", &attached, "-o", &stripped]);
    assert_eq!(
        std::fs::read(&stripped).unwrap(),
        std::fs::read(&original).unwrap()
    );
    // An FXC container too.
    let fxc = path(&dir, "attached.dxbc");
    run_ok(&[
        "container",
        "attach",
        &fixture("bindless/bindless_srv.dxbc"),
        "--root-signature",
        &extracted,
        "-o",
        &fxc,
    ]);
    run_ok(&["check", &fxc]);
    let stripped = path(&dir, "stripped.dxbc");
    run_ok(&["container", "strip", &fxc, "-o", &stripped]);
    assert_eq!(
        std::fs::read(&stripped).unwrap(),
        std::fs::read(fixture("bindless/bindless_srv.dxbc")).unwrap()
    );
}

#[test]
fn info_json() {
    let out = run_ok(&[
        "container",
        "info",
        &fixture("bindless/bindless_heap_sm66.dxil"),
        "--format",
        "json",
    ]);
    let info: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(info["size"], 2612);
    assert_eq!(info["hash"]["verifies"], true);
    assert_eq!(info["hash"]["stored"], "5daeca69f4bc0760c57249ef0974640d");
    let parts: Vec<&str> = info["parts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(parts, ["SFI0", "ISG1", "OSG1", "PSV0", "HASH", "DXIL"]);
    assert_eq!(
        info["shader"],
        serde_json::json!({
            "model": "cs_6_6", "stage": "compute", "entry": "main", "source": "PSV0 version 3",
            "resource_heap": true, "sampler_heap": true,
        })
    );
    assert_eq!(info["root_signature"], serde_json::Value::Null);
    assert_eq!(info["bindings"][0]["type"], "CBuffer");
}

#[test]
fn convert_warns_for_every_dropped_flag() {
    let dir = scratch("convert");
    let signature =
        "CBV(b0, flags = DATA_STATIC), DescriptorTable(SRV(t0)), DescriptorTable(Sampler(s0))";
    let input = compile_to(&dir, "rs11.bin", "1.1", signature);
    let output = path(&dir, "rs10.bin");
    let out = run_ok(&["convert", &input, "--version", "1.0", "-o", &output]);
    assert_eq!(
        text(&out.stderr),
        "warning[BN0406]: root parameter 0 loses its flags DATA_STATIC: version 1.0 has no flag fields\n\n\
         warning[BN0406]: range 0 of root parameter 1 loses its flags DATA_STATIC_WHILE_SET_AT_EXECUTE: version 1.0 has no flag fields\n"
    );
    let decoded = run(&["decode", &output]);
    assert_eq!(
        text(&decoded.stdout),
        "CBV(b0),\nDescriptorTable(\n    SRV(t0)\n),\nDescriptorTable(\n    Sampler(s0)\n)\n"
    );
    // Back up: the flags 1.0 implies are written.
    let back = path(&dir, "back.bin");
    let out = run(&["convert", &output, "--version", "1.1", "-o", &back]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(
        text(&run(&["decode", &back]).stdout),
        "CBV(b0, flags = DATA_VOLATILE),\nDescriptorTable(\n    SRV(t0, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE)\n),\nDescriptorTable(\n    Sampler(s0, flags = DESCRIPTORS_VOLATILE)\n)\n"
    );
}

#[test]
fn convert_refuses_non_normalized_coordinates_below_1_2() {
    let dir = scratch("convert12");
    let input = compile_to(
        &dir,
        "rs12.bin",
        "1.2",
        "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, \
         addressV = TEXTURE_ADDRESS_CLAMP, addressW = TEXTURE_ADDRESS_CLAMP, maxLOD = 0, \
         flags = SAMPLER_FLAG_NON_NORMALIZED_COORDINATES)",
    );
    let stderr = run_failing(&[
        "convert",
        &input,
        "--version",
        "1.1",
        "-o",
        &path(&dir, "out.bin"),
    ]);
    assert_eq!(
        stderr,
        "error[BN0407]: static sampler 0 has NON_NORMALIZED_COORDINATES, which version 1.1 cannot hold\n  |\n  = help: keep version 1.2, or give the sampler normalized coordinates first\n  = note: for more information about this error, try `rootsig explain BN0407`\n"
    );
}

#[test]
fn hlsl_check_takes_root_signature_text() {
    let out = run_ok(&[
        "check",
        &fixture("bindless/bindless_srv.cs_5_1.cs_6_0.hlsl"),
        "--entry",
        "main",
        "--stage",
        "compute",
        "--root-signature-text",
        BINDLESS_SRV_RS,
    ]);
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}: the root signature text binds the 7 resources that main uses for the compute stage\n",
            fixture("bindless/bindless_srv.cs_5_1.cs_6_0.hlsl")
        )
    );
    let stderr = run_failing(&[
        "check",
        &fixture("bindless/bindless_srv.cs_5_1.cs_6_0.hlsl"),
    ]);
    assert_eq!(
        stderr,
        "error: an HLSL file needs --entry NAME and --stage STAGE\n"
    );
}

/// FXC's reflection, when kept, names the declarations: an `RDEF` part
/// (SM 5.1 layout, 40-byte bindings) added to FXC's `bindless_srv`.
#[test]
fn rdef_names_fxc_declarations() {
    let dir = scratch("rdef");
    let bytes = std::fs::read(fixture("bindless/bindless_srv.dxbc")).unwrap();
    let parts = read_parts(&bytes, ChecksumPolicy::Verify).unwrap();
    let mut rdef = Vec::new();
    // One bound resource at offset 28: StructuredBuffer (type 5) t100 in space 3.
    for word in [0u32, 0, 1, 28, 0x4353_0501, 0, 0] {
        rdef.extend(word.to_le_bytes());
    }
    for word in [68u32, 5, 0, 1, 0, 100, 1, 0, 3, 3] {
        rdef.extend(word.to_le_bytes());
    }
    rdef.extend(b"StandaloneBuffer\0");
    let named = write_container(
        std::iter::once((*b"RDEF", &rdef[..])).chain(parts.iter().map(|p| (p.four_cc, p.data))),
    );
    let file = path(&dir, "named.dxbc");
    std::fs::write(&file, named).unwrap();
    let out = run_ok(&["bindings", &file]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("\nStandaloneBuffer  StructuredBuffer  t      t100      3      1          explicit  yes\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nrecord 4          Texture2D         t      t199"),
        "{stdout}"
    );
}
