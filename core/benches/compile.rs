//! Criterion benchmarks for rootsig-core: compiling text to a blob (parse,
//! validate, encode, checksum), encoding alone, decoding a container with
//! its checksum verified, and making the zero-copy view without the
//! checksum.
//!
//! The signatures live in `benches/signatures/*.hlsl` so that other crates'
//! benches can `include_str!` the same text:
//! * small: 3 parameters;
//! * typical: 10 parameters, 2 descriptor tables, 2 static samplers;
//! * large: exactly 64 DWORDs of root cost and 300 static samplers.
//!
//! Run with `cargo bench -p rootsig-core --bench compile`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rootsig_core::format::container::ChecksumPolicy;
use rootsig_core::format::encode::encode_container;
use rootsig_core::format::view::RootSignatureView;
use rootsig_core::{EncodingMode, Options, compile, compile_signature, decode};

const SIGNATURES: [(&str, &str); 3] = [
    ("small", include_str!("signatures/small.hlsl")),
    ("typical", include_str!("signatures/typical.hlsl")),
    ("large", include_str!("signatures/large.hlsl")),
];

fn benches(c: &mut Criterion) {
    let options = Options::default();
    let compiled: Vec<_> = SIGNATURES
        .iter()
        .map(|(name, text)| {
            let compiled = compile_signature(text, &options)
                .unwrap_or_else(|e| panic!("{name} does not compile: {e:?}"));
            (*name, *text, compiled)
        })
        .collect();

    let mut group = c.benchmark_group("compile");
    for (name, text, _) in &compiled {
        group.bench_function(*name, |b| b.iter(|| compile(black_box(text), &options)));
    }
    group.finish();

    let mut group = c.benchmark_group("encode");
    for (name, _, compiled) in &compiled {
        let signature = &compiled.signature;
        group.bench_function(*name, |b| {
            b.iter(|| encode_container(black_box(signature), EncodingMode::Standard))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("decode");
    for (name, _, compiled) in &compiled {
        let bytes = compiled.blob.as_bytes();
        group.bench_function(*name, |b| b.iter(|| decode(black_box(bytes))));
    }
    group.finish();

    let mut group = c.benchmark_group("view");
    for (name, _, compiled) in &compiled {
        let bytes = compiled.blob.as_bytes();
        group.bench_function(*name, |b| {
            b.iter(|| RootSignatureView::from_container(black_box(bytes), ChecksumPolicy::Skip))
        });
    }
    group.finish();
}

criterion_group!(compile_benches, benches);
criterion_main!(compile_benches);
