//! Criterion benchmarks for reading a root signature out of HLSL: the
//! preprocessor and the query, on a shader tree shaped like an engine's.
//!
//! * `engine`: a 2,000-line shader that includes a guarded header and a
//!   `#pragma once` header three times each, with per-platform branches,
//!   function-like macros and the signature built from pieces;
//! * the same file read for a `#define`, for an entry function's
//!   attribute (every token expanded), and for a state object.
//!
//! Run with `cargo bench -p rootsig-core --bench preprocess`.

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rootsig_core::hlsl::{
    HlslOptions, MemoryFiles, Query, RootSignatureRequest, read_root_signature,
};

fn engine_tree() -> (MemoryFiles, usize) {
    let mut common = String::from("#ifndef COMMON\n#define COMMON\n#define STR(x) #x\n");
    common.push_str("#define SIG(n) \"RootConstants(num32BitConstants=\" #n \", b0), \"\n");
    for i in 0..200 {
        let _ = writeln!(common, "#define HELPER_{i}(a, b) ((a) * {i} + (b))");
    }
    common.push_str("#endif\n");
    let mut main = String::new();
    for _ in 0..3 {
        main.push_str("#include \"common.hlsli\"\n#include \"once.hlsli\"\n");
    }
    main.push_str("#ifdef XBOX\n#define PLATFORM_RS \"CBV(b1), \"\n#else\n#define PLATFORM_RS \"SRV(t1), \"\n#endif\n");
    for i in 0..400 {
        let _ = writeln!(
            main,
            "float4 helper{i}(float4 v) // a comment\n{{\n    return v * HELPER_{}(v.x, {i}) + float4(1, 2, 3, 4);\n}}\n",
            i % 200
        );
    }
    main.push_str(
        "#define RS SIG(4) PLATFORM_RS \"DescriptorTable(SRV(t2, numDescriptors = 8))\"\n",
    );
    main.push_str("[RootSignature(RS)]\nfloat4 PSMain() : SV_Target { return helper0(0); }\n");
    main.push_str("GlobalRootSignature globalRS = { \"UAV(u0)\" };\n");
    let size = main.len() + common.len();
    let mut files = MemoryFiles::default();
    files.insert("main.hlsl", main);
    files.insert("common.hlsli", common);
    files.insert("once.hlsli", "#pragma once\n#define ONCE 1\n");
    (files, size)
}

fn benches(c: &mut Criterion) {
    let (files, size) = engine_tree();
    let options = HlslOptions::default();
    let mut group = c.benchmark_group("preprocess");
    group.throughput(Throughput::Bytes(size as u64));
    for (name, query) in [
        ("define", Query::Define("RS")),
        ("entry", Query::Entry("PSMain")),
        ("subobject", Query::Subobject("globalRS")),
    ] {
        let mut files = files.clone();
        let request = RootSignatureRequest::new("main.hlsl".as_ref(), "main.hlsl", query, &options);
        let read = read_root_signature(&request, &mut files);
        assert!(read.result.is_ok(), "{name}: {:?}", read.result);
        group.bench_function(name, |b| {
            b.iter(|| {
                let request = RootSignatureRequest {
                    path: black_box("main.hlsl".as_ref()),
                    ..request
                };
                read_root_signature(&request, &mut files)
            })
        });
    }
    group.finish();
}

criterion_group!(preprocess, benches);
criterion_main!(preprocess);
