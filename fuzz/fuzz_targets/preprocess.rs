//! Fuzzes the HLSL preprocessor and the root signature queries on any
//! bytes and any include graph.
//!
//! The input is up to four files separated by `\0`: `main.hlsl`, `a.h`,
//! `inc/b.h` and `inc/c.h` (so `#include "a.h"`, `<b.h>`, cycles and
//! repeats are reachable). Byte 0 picks the query and a few `-D`s.
//!
//! Checks: nothing panics or hangs (the preprocessor's budget and depth
//! limits stop runaway input with an error); a read text maps every byte
//! to a place in a file that was read; errors render.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rootsig_core::hlsl::{
    HlslOptions, MemoryFiles, Query, RootSignatureRequest, read_root_signature, render_diagnostic,
};
use rootsig_core::render::RenderStyle;
use rootsig_core::{Options, compile};

const PATHS: [&str; 4] = ["main.hlsl", "a.h", "inc/b.h", "inc/c.h"];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let mut files = MemoryFiles::default();
    for (path, bytes) in PATHS.iter().zip(rest.split(|&b| b == 0)) {
        files.insert(path, bytes);
    }
    let query = match first & 3 {
        0 => Query::Define("RS"),
        1 => Query::Entry("main"),
        _ => Query::Subobject("rs"),
    };
    let defines = ["A", "B=1", "RS=\"CBV(b0)\"", "C=(1+"]
        .iter()
        .enumerate()
        .filter(|(i, _)| first & (4 << i) != 0)
        .map(|(_, d)| (*d).to_owned())
        .collect();
    let options = HlslOptions {
        defines,
        include_dirs: vec!["inc".into()],
        ..HlslOptions::default()
    };
    let request = RootSignatureRequest::new("main.hlsl".as_ref(), "main.hlsl", query, &options);
    let read = read_root_signature(&request, &mut files);
    match &read.result {
        Ok(extracted) => {
            assert_eq!(extracted.locations.len(), extracted.text.len() + 1);
            for at in &extracted.locations {
                let file = read
                    .sources
                    .file(at.file)
                    .expect("a location names a file read");
                assert!(at.offset <= file.bytes.len(), "a location past its file");
            }
            if let Err(diagnostics) = compile(&extracted.text, &Options::default()) {
                for d in diagnostics.iter() {
                    let _ = render_diagnostic(&read.sources, extracted, d, RenderStyle::Plain);
                }
            }
        }
        Err(e) => {
            let _ = e.render(&read.sources, RenderStyle::Plain);
        }
    }
});
