//! Criterion benchmarks of time against input size, so that no path turns
//! quadratic again: every benchmark runs at 1,000, 10,000 and 100,000
//! elements, and linear code takes about 10 times as long for each step.
//! The inputs are the hostile shapes that used to be quadratic:
//!
//! * `compile_valid`: one table of n ranges (`SRV(ti)`, 8 per line);
//! * `diagnostics_one_line` / `diagnostics_lines`: n times `CBV(b0)` on one
//!   line, or one per line: every parameter overlaps the first (RS0217),
//!   compiled and rendered as the CLI prints it (at most 100 diagnostics);
//! * `decode_valid`: the blob of `compile_valid`, decoded with its checksum;
//! * `cluster_*`: blobs decoded and validated, diagnostics rendered:
//!   root CBVs at b0 with distinct unknown visibilities (one cluster, no
//!   conflict), tables of `CBV(bi, numDescriptors = 2)` with visibility
//!   alternating VERTEX and PIXEL, tables covering b{i}..b{i+1} visible to
//!   ALL (a local signature, so that the root cost does not apply), and one
//!   table whose ranges alternate `SRV(ti, offset = 0)` and
//!   `UAV(ui, offset = 0)` (RS0216 for every range).
//!
//! Run with `cargo bench -p rootsig-core --bench scale`; docs/performance.md's
//! table takes the median of each benchmark.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, SamplingMode, criterion_group, criterion_main};
use rootsig_core::format::encode::encode_container;
use rootsig_core::render::{RenderStyle, render};
use rootsig_core::{
    Context, EncodingMode, Options, RootSignature, compile, compile_signature, decode, parse,
    validate,
};

#[path = "../tests/common/mod.rs"]
mod common;
use common::scale::{aliasing_table, chained_table, vertex_pixel_table};

const SIZES: [usize; 3] = [1_000, 10_000, 100_000];

fn valid_table(n: usize) -> String {
    let mut text = String::from("DescriptorTable(");
    for i in 0..n {
        if i > 0 {
            text.push_str(if i % 8 == 0 { ",\n  " } else { ", " });
        }
        text.push_str(&format!("SRV(t{i})"));
    }
    text.push(')');
    text
}

fn repeated(n: usize, item: &str, separator: &str) -> String {
    vec![item; n].join(separator)
}

/// Compiles text and renders whatever it reports, as `rootsig compile` does.
fn compile_and_render(text: &str, options: &Options) -> usize {
    match compile(text, options) {
        Ok(blob) => blob.as_bytes().len(),
        Err(diagnostics) => render(&diagnostics, text, "input", RenderStyle::Plain).len(),
    }
}

/// Decodes and validates a blob and renders the diagnostics, as
/// `rootsig decode` does.
fn decode_and_validate(bytes: &[u8]) -> usize {
    match decode(bytes) {
        Ok(signature) => {
            let diagnostics = validate(&signature, None, Context::Standalone);
            render(&diagnostics, "", "blob", RenderStyle::Plain).len()
        }
        Err(_) => 0,
    }
}

/// The blob of a text, valid or not (encoded without validation).
fn blob_of(text: &str, options: &Options) -> Vec<u8> {
    let (signature, _) = parse(text, options).expect("parses");
    encode_container(&signature, EncodingMode::Standard)
}

fn unknown_visibilities(n: usize) -> Vec<u8> {
    let signature = RootSignature {
        parameters: common::unknown_visibility_cbvs(n as u32),
        ..RootSignature::default()
    };
    encode_container(&signature, EncodingMode::Standard)
}

fn benches(c: &mut Criterion) {
    let options = Options::default();

    // Flat sampling (the same number of iterations in every sample) suits
    // runs of up to a tenth of a second; the median of 20 samples resists
    // the odd slow sample on a shared machine.
    let mut group = c.benchmark_group("scale");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(20);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    for n in SIZES {
        let text = valid_table(n);
        assert!(compile_signature(&text, &options).is_ok());
        group.bench_with_input(BenchmarkId::new("compile_valid", n), &text, |b, text| {
            b.iter(|| compile_and_render(black_box(text), &options))
        });

        let one_line = repeated(n, "CBV(b0)", ", ");
        group.bench_with_input(
            BenchmarkId::new("diagnostics_one_line", n),
            &one_line,
            |b, text| b.iter(|| compile_and_render(black_box(text), &options)),
        );
        let lines = repeated(n, "CBV(b0)", ",\n");
        group.bench_with_input(
            BenchmarkId::new("diagnostics_lines", n),
            &lines,
            |b, text| b.iter(|| compile_and_render(black_box(text), &options)),
        );

        let blob = compile(&text, &options).expect("valid").into_bytes();
        group.bench_with_input(BenchmarkId::new("decode_valid", n), &blob, |b, blob| {
            b.iter(|| decode(black_box(blob)).map(|s| s.parameters.len()))
        });

        let clusters = [
            ("cluster_unknown_visibilities", unknown_visibilities(n)),
            (
                "cluster_vertex_pixel_tables",
                blob_of(
                    &(0..n)
                        .map(vertex_pixel_table)
                        .collect::<Vec<_>>()
                        .join(", "),
                    &options,
                ),
            ),
            (
                "cluster_chained_tables",
                blob_of(
                    &format!(
                        "RootFlags(LOCAL_ROOT_SIGNATURE), {}",
                        (0..n).map(chained_table).collect::<Vec<_>>().join(", ")
                    ),
                    &options,
                ),
            ),
            (
                "cluster_aliasing_ranges",
                blob_of(&aliasing_table(n), &options),
            ),
        ];
        for (name, blob) in &clusters {
            assert!(decode(blob).is_ok(), "{name}");
            group.bench_with_input(BenchmarkId::new(*name, n), blob, |b, blob| {
                b.iter(|| decode_and_validate(black_box(blob)))
            });
        }
    }
    group.finish();
}

criterion_group!(scale_benches, benches);
criterion_main!(scale_benches);
