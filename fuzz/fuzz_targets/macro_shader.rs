//! Fuzzes what `include_root_signature!` does with a shader, through core:
//! read the signature (a define, an entry's attribute or a state object),
//! compile it, and, for an entry with a stage, check the entry's bindings
//! against it, as the macro's shader path does.
//!
//! Byte 0: bits 0–1 the query (define `RS`, entry `main`, subobject `rs`),
//! bits 2–5 the stage (entry queries only), bit 6 one `-D`. The rest is up
//! to two files split at `\0`: `main.hlsl` and `inc/h.hlsli`.
//!
//! Checks: nothing panics or hangs on any input (the macro runs inside
//! rustc, where a panic is an internal error and a hang a build that never
//! ends); every error renders.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::bindings::{ShaderRequest, SignatureCheck, SignatureSource, Stage, check_shader};
use rootsig_core::hlsl::{
    HlslOptions, MemoryFiles, Query, RootSignatureRequest, read_root_signature, render_diagnostic,
};
use rootsig_core::render::RenderStyle;
use rootsig_core::{Options, compile_signature};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let mut files = MemoryFiles::default();
    for (path, bytes) in ["main.hlsl", "inc/h.hlsli"]
        .iter()
        .zip(rest.split(|&b| b == 0))
    {
        files.insert(path, bytes);
    }
    let query = match first & 3 {
        0 => Query::Define("RS"),
        1 | 3 => Query::Entry("main"),
        _ => Query::Subobject("rs"),
    };
    let hlsl = HlslOptions {
        defines: if first & 64 != 0 {
            vec!["PLATFORM=2".to_owned()]
        } else {
            Vec::new()
        },
        include_dirs: vec!["inc".into()],
        ..HlslOptions::default()
    };
    let request = RootSignatureRequest::new("main.hlsl".as_ref(), "main.hlsl", query, &hlsl);
    let read = read_root_signature(&request, &mut files);
    let extracted = match &read.result {
        Ok(extracted) => extracted,
        Err(e) => {
            let _ = e.render(&read.sources, RenderStyle::Plain);
            return;
        }
    };
    let options = Options {
        context: extracted.context,
        ..Options::default()
    };
    let compiled = match compile_signature(&extracted.text, &options) {
        Ok(compiled) => compiled,
        Err(diagnostics) => {
            for d in diagnostics.iter() {
                let _ = render_diagnostic(&read.sources, extracted, d, RenderStyle::Plain);
            }
            return;
        }
    };
    if let Query::Entry(entry) = query {
        let stage = Stage::ALL[usize::from((first >> 2) & 15) % Stage::ALL.len()];
        let request = ShaderRequest {
            hlsl: &hlsl,
            ..ShaderRequest::new("main.hlsl", entry, stage)
        };
        let against =
            SignatureCheck::new(SignatureSource::Described(&compiled.signature), &options);
        let checked = check_shader(&request, &against, &mut files);
        let _ = checked.render(RenderStyle::Plain);
    }
});
