//! Criterion benchmark of the shader side: preprocess, scan and bind a
//! 2,000-line shader with 100 resources (textures, buffers, samplers,
//! constant buffers, a struct and arrays; half explicit, half implicit),
//! and check it against its root signature.
//!
//! Run with `cargo bench -p rootsig-core --bench bindings`.

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rootsig_core::bindings::{
    ShaderRequest, SignatureCheck, SignatureSource, Stage, check_shader, read_bindings,
};
use rootsig_core::hlsl::MemoryFiles;
use rootsig_core::{Options, bindings::derive};

fn shader() -> String {
    let mut src = String::from("struct Material { Texture2D albedo; Texture2D normal; };\n");
    let mut uses = Vec::new();
    for i in 0..100 {
        let explicit = i % 2 == 0;
        let register = |letter: char, n: usize| {
            if explicit {
                format!(" : register({letter}{n})")
            } else {
                String::new()
            }
        };
        let decl = match i % 5 {
            0 => format!("Texture2D tex{i}{}", register('t', 100 + i)),
            1 => format!(
                "RWStructuredBuffer<float4> buf{i}{}",
                register('u', 100 + i)
            ),
            2 => format!("SamplerState smp{i}{}", register('s', 100 + i)),
            3 => format!(
                "cbuffer cb{i}{} {{ float4 value{i}; }}",
                register('b', 100 + i)
            ),
            _ => format!("Texture2D arr{i}[4]{}", register('t', 300 + 4 * i)),
        };
        let name = decl
            .split_whitespace()
            .nth(1)
            .unwrap_or("x")
            .trim_end_matches(|c: char| !c.is_alphanumeric())
            .to_owned();
        let name = name.split('[').next().unwrap_or("x").to_owned();
        let _ = writeln!(
            src,
            "{decl}{}",
            if decl.starts_with("cbuffer") { "" } else { ";" }
        );
        uses.push(if decl.starts_with("cbuffer") {
            format!("value{i}")
        } else {
            name
        });
    }
    src.push_str("Material mat;\n");
    // Helper functions make up the rest of the 2,000 lines.
    let mut line_count = src.lines().count();
    let mut f = 0;
    while line_count < 1990 {
        let _ = writeln!(
            src,
            "float4 helper{f}(float4 v)\n{{\n    // arithmetic the scanner reads past\n    float4 r = v * {f}.0 + float4(1, 2, 3, 4);\n    return r * r;\n}}\n"
        );
        f += 1;
        line_count += 7;
    }
    let _ = writeln!(
        src,
        "float4 main() : SV_Target {{ float4 r = helper0(0); /* {} */ return r; }}",
        uses.join(" ")
    );
    let mut body = String::from("float4 main() : SV_Target {\n    float4 r = helper0(0);\n");
    for u in &uses {
        let _ = writeln!(body, "    use({u});");
    }
    body.push_str("    use(mat.albedo);\n    return r;\n}\n");
    src.replace(&src.lines().last().unwrap_or("").to_owned(), "") + &body
}

fn benches(c: &mut Criterion) {
    let src = shader();
    let mut files = MemoryFiles::default();
    files.insert("s.hlsl", src.as_str());
    let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
    let read = |files: &mut MemoryFiles| read_bindings(black_box(&request), files);
    let table = read(&mut files)
        .result
        .expect("the benchmark shader binds")
        .table;
    // 100 resources and the one member of `mat` the entry uses.
    assert_eq!(table.bindings.iter().filter(|b| b.used).count(), 101);
    let signature = rootsig_core::compile_signature(&derive(&[table]), &Options::default())
        .expect("derived signature compiles")
        .signature;
    let mut group = c.benchmark_group("bindings");
    group.bench_function("bind 2000 lines, 100 resources", |b| {
        b.iter(|| read(&mut files))
    });
    group.bench_function("bind and check", |b| {
        let options = Options::default();
        let against = SignatureCheck::new(SignatureSource::Described(&signature), &options);
        b.iter(|| check_shader(black_box(&request), &against, &mut files))
    });
    group.finish();
}

criterion_group!(bindings, benches);
criterion_main!(bindings);
