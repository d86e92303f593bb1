//! rootsig and vkd3d 1.2 side by side, in one criterion run, on the small,
//! typical and large signatures of `core/benches/signatures/`.
//!
//! Each group `<operation>/<signature>` holds a rootsig line and a vkd3d line:
//!
//! * `encode`: rootsig's `encode` (validate, then write the container and
//!   checksum) and `encode_container` (write only), against
//!   `vkd3d_shader_serialize_root_signature` of the same description, given
//!   as a ready-made C struct (the output is freed in the loop, as rootsig's
//!   `Vec` is dropped).
//! * `compile`: rootsig's full `compile` from text (lex, parse, validate,
//!   encode, checksum) against the same vkd3d serialization from the
//!   ready-made struct.
//! * `decode`: rootsig's `decode` (checksum verified, every bound checked,
//!   a `RootSignature` built) against `vkd3d_shader_parse_root_signature`
//!   (checksum verified, structs allocated) plus its free.
//! * `view`: rootsig's zero-copy `RootSignatureView::from_container` without
//!   the checksum (every bound checked, nothing allocated), and the same view
//!   walked to the last field, against the same vkd3d parse.
//!
//! Run with
//! `cargo bench -p rootsig-conformance -- --warm-up-time 1 --measurement-time 3`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rootsig_conformance::shader::{self, Description};
use rootsig_core::format::container::ChecksumPolicy;
use rootsig_core::format::encode::encode_container;
use rootsig_core::format::view::{ParameterViewKind, RootSignatureView};
use rootsig_core::{EncodingMode, Options, compile, compile_signature, decode, encode};

const SIGNATURES: [(&str, &str); 3] = [
    (
        "small",
        include_str!("../../core/benches/signatures/small.hlsl"),
    ),
    (
        "typical",
        include_str!("../../core/benches/signatures/typical.hlsl"),
    ),
    (
        "large",
        include_str!("../../core/benches/signatures/large.hlsl"),
    ),
];

/// Reads every field the view exposes, so that the lazy view does the
/// same reading work as a parser that copies everything out.
fn walk(view: &RootSignatureView<'_>) -> u64 {
    let mut sum = u64::from(view.flags().bits());
    for parameter in view.parameters() {
        sum += u64::from(parameter.visibility().0);
        match parameter.kind() {
            ParameterViewKind::DescriptorTable(table) => {
                for range in table.ranges() {
                    sum += u64::from(range.base_shader_register ^ range.num_descriptors);
                    sum += u64::from(range.register_space ^ range.offset);
                    sum += u64::from(range.flags.map_or(0, |f| f.bits()) ^ range.range_type.0);
                }
            }
            _ => sum += u64::from(parameter.to_parameter().parameter_type()),
        }
    }
    for sampler in view.static_samplers() {
        sum += u64::from(sampler.filter.0 ^ sampler.shader_register ^ sampler.max_lod.to_bits());
    }
    sum
}

fn benches(c: &mut Criterion) {
    let options = Options::default();
    for (name, text) in SIGNATURES {
        let compiled = compile_signature(text, &options)
            .unwrap_or_else(|e| panic!("{name} does not compile: {:?}", e.codes()));
        let signature = &compiled.signature;
        let blob = compiled.blob.as_bytes();
        let vkd3d = Description::new(signature, options.encoding).expect("version 1.1");
        let vkd3d_desc = vkd3d.raw();

        // The comparison is only meaningful if both sides do the same job.
        let vkd3d_bytes = shader::serialize_raw(&vkd3d_desc, false).expect("vkd3d serializes");
        assert_eq!(
            vkd3d_bytes.as_bytes(),
            blob,
            "{name}: vkd3d writes other bytes"
        );
        drop(vkd3d_bytes);
        assert_eq!(
            shader::parse(blob).expect("vkd3d parses"),
            shader::as_written(signature, options.encoding)
        );

        let mut group = c.benchmark_group(format!("encode/{name}"));
        group.bench_function("rootsig encode (validates)", |b| {
            b.iter(|| encode(black_box(signature), EncodingMode::Standard))
        });
        group.bench_function("rootsig encode_container", |b| {
            b.iter(|| encode_container(black_box(signature), EncodingMode::Standard))
        });
        group.bench_function("vkd3d serialize", |b| {
            b.iter(|| shader::serialize_raw(black_box(&vkd3d_desc), false))
        });
        group.finish();

        let mut group = c.benchmark_group(format!("compile/{name}"));
        group.bench_function("rootsig compile from text", |b| {
            b.iter(|| compile(black_box(text), &options))
        });
        group.bench_function("vkd3d serialize from struct", |b| {
            b.iter(|| shader::serialize_raw(black_box(&vkd3d_desc), false))
        });
        group.finish();

        let mut group = c.benchmark_group(format!("decode/{name}"));
        group.bench_function("rootsig decode (checksum)", |b| {
            b.iter(|| decode(black_box(blob)))
        });
        group.bench_function("vkd3d parse", |b| {
            b.iter(|| shader::parse_raw(black_box(blob), false))
        });
        group.finish();

        let mut group = c.benchmark_group(format!("view/{name}"));
        group.bench_function("rootsig view (no checksum)", |b| {
            b.iter(|| RootSignatureView::from_container(black_box(blob), ChecksumPolicy::Skip))
        });
        group.bench_function("rootsig view + full walk", |b| {
            b.iter(|| {
                RootSignatureView::from_container(black_box(blob), ChecksumPolicy::Skip)
                    .map(|view| walk(&view))
            })
        });
        group.bench_function("vkd3d parse", |b| {
            b.iter(|| shader::parse_raw(black_box(blob), false))
        });
        group.finish();
    }
}

criterion_group!(versus_vkd3d, benches);
criterion_main!(versus_vkd3d);
