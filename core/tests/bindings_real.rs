//! Real shaders with their includes: golden binding tables, and each one
//! bound by its own `[RootSignature(...)]` attribute.
//!
//! The golden files sit next to the shaders (`NAME.ENTRY.bindings`);
//! `ROOTSIG_BLESS=1` rewrites them.

use rootsig_core::bindings::{
    ShaderRequest, SignatureCheck, SignatureSource, Stage, check_shader, read_bindings,
};
use rootsig_core::hlsl::FileSystem;
use rootsig_core::render::RenderStyle;
use rootsig_core::{Context, Options};
use std::path::PathBuf;

const CASES: [(&str, &str, Stage); 4] = [
    (
        "miniengine/Core/BloomExtractAndDownsampleHdrCS.hlsl",
        "main",
        Stage::Compute,
    ),
    (
        "miniengine/Core/GenerateHistogramCS.hlsl",
        "main",
        Stage::Compute,
    ),
    ("miniengine/Model/DefaultPS.hlsl", "main", Stage::Pixel),
    ("miniengine/Model/DefaultVS.hlsl", "main", Stage::Vertex),
];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/third_party")
}

#[test]
fn binding_tables_match_their_golden_files() {
    let bless = std::env::var_os("ROOTSIG_BLESS").is_some();
    for (file, entry, stage) in CASES {
        let path = dir().join(file);
        let request = ShaderRequest {
            path: &path,
            ..ShaderRequest::new(file, entry, stage)
        };
        let read = read_bindings(&request, &mut FileSystem);
        let table = match &read.result {
            Ok(bound) => &bound.table,
            Err(_) => panic!("{file}: {}", read.render(RenderStyle::Plain)),
        };
        let mut text: String = table.bindings.iter().map(|b| format!("{b}\n")).collect();
        if table.uses_resource_heap {
            text.push_str("indexes ResourceDescriptorHeap\n");
        }
        let golden = path.with_extension(format!("{entry}.bindings"));
        if bless {
            std::fs::write(&golden, &text).expect("write golden file");
            continue;
        }
        let expected = std::fs::read_to_string(&golden)
            .unwrap_or_else(|e| panic!("{}: {e} (ROOTSIG_BLESS=1 writes it)", golden.display()));
        assert_eq!(text, expected, "{file}");
    }
}

#[test]
fn each_is_bound_by_its_own_root_signature() {
    let options = Options {
        context: Context::Global,
        ..Options::default()
    };
    for (file, entry, stage) in CASES {
        let path = dir().join(file);
        let request = ShaderRequest {
            path: &path,
            ..ShaderRequest::new(file, entry, stage)
        };
        let against = SignatureCheck::new(SignatureSource::Attribute, &options);
        let read = check_shader(&request, &against, &mut FileSystem);
        assert!(
            read.result.is_ok(),
            "{file}: {}",
            read.render(RenderStyle::Plain)
        );
    }
}
