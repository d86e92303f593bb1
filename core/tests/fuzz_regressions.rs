//! Inputs found by the fuzz targets (fuzz/) and by the property tests,
//! kept as named tests. Each states the input and what must hold.

use rootsig_core::*;

mod common;
use common::golden::hex;
use common::scale::{chained_table, vertex_pixel_table};

/// Decode target: a valid blob whose static sampler has infinite LODs.
/// The platform accepts infinite LODs and docs/language.md rejects only NaN
/// (RS0220), so the blob validates; but the language has no literal for
/// infinity (the largest is FLT_MAX, RS0007). `print` therefore writes
/// `-inf`/`inf`, and compiling that text is a diagnostic, never a different
/// blob (see the docs of `print`).
#[test]
fn infinite_lods_print_as_text_that_fails_to_compile() {
    let sig = RootSignature {
        static_samplers: vec![StaticSampler {
            min_lod: f32::NEG_INFINITY,
            max_lod: f32::INFINITY,
            ..StaticSampler::new(0)
        }],
        ..RootSignature::default()
    };
    let blob = encode(&sig, EncodingMode::Standard).expect("validates");
    let decoded = decode(blob.as_bytes()).expect("decodes");
    assert_eq!(decoded, sig);
    let text = print(&decoded);
    assert_eq!(text, "StaticSampler(s0, minLOD = -inf, maxLOD = inf)\n");
    let err = compile(&text, &Options::default()).expect_err("inf is not a literal");
    assert_eq!(err.codes(), [Code::RS0110]);
}

// ---- inputs that used to take quadratic time ----
//
// Speed is measured by `cargo bench -p rootsig-core --bench scale`; these
// tests hold what the inputs must give.

/// Root CBVs at b0 with distinct unknown visibilities: one overlap
/// cluster in which no pair conflicts. The 2-parameter blob that showed the
/// quadratic overlap check, then 2,700 parameters (the size of `fuzz/seeds/decode`).
#[test]
fn unknown_visibilities_in_one_cluster() {
    let blob = hex(
        "44584243aa70b079f85be0ed4bd81f83c3a8ed62010000006c000000010000002400000052545330\
         400000000100000002000000180000000000000040000000000000000200000008000000300000000\
         200000009000000380000000000000000000000000000000000000000",
    );
    // As first reported, the hex has one byte past the container's
    // declared size; without it, the blob is whole and signed.
    assert_eq!(
        decode(&blob),
        Err(DecodeError::ContainerSizeMismatch {
            declared: 108,
            actual: 109
        })
    );
    let sig = decode(&blob[..108]).expect("decodes");
    assert_eq!(sig.parameters.len(), 2);
    let d = validate(&sig, None, Context::Standalone);
    let messages: Vec<_> = d.iter().map(|d| (d.code, d.message.as_str())).collect();
    assert_eq!(
        messages,
        [
            (
                Code::RS0302,
                "root parameter 0 `CBV(b0)` has unknown shader visibility 8"
            ),
            (
                Code::RS0302,
                "root parameter 1 `CBV(b0)` has unknown shader visibility 9"
            ),
        ]
    );

    let sig = RootSignature {
        flags: RootFlags::LOCAL_ROOT_SIGNATURE,
        parameters: common::unknown_visibility_cbvs(2_700),
        ..RootSignature::default()
    };
    let blob = format::encode::encode_container(&sig, EncodingMode::Standard);
    let d = validate(&decode(&blob).expect("decodes"), None, Context::Standalone);
    assert_eq!(d.len(), 101);
    assert_eq!(d.codes()[..100], [Code::RS0302; 100]);
    // 2,600 more RS0302, and the local root arguments (RS0230).
    assert_eq!(
        d.0[100].message,
        "2,601 errors left out: only the first 100 diagnostics are reported"
    );
    assert_eq!(d.0[100].code, Code::RS0302);
}

/// Tables of `CBV(bi, numDescriptors = 2)` alternating VERTEX and PIXEL:
/// neighbours share a register but no stage, so nothing overlaps.
#[test]
fn alternating_stages_chain_without_overlaps() {
    let text: Vec<_> = (0..10_000).map(vertex_pixel_table).collect();
    let d = compile(&text.join(", "), &Options::default()).unwrap_err();
    assert_eq!(d.codes(), [Code::RS0232]);
    assert!(
        d.0[0]
            .message
            .starts_with("root signature costs 10000 DWORDs")
    );
}

/// 10,000 tables covering b{i}..b{i+1}, visible to ALL: each overlaps the
/// one before it; 100 are reported and the rest counted.
#[test]
fn chained_tables_report_the_first_100() {
    let tables: Vec<_> = (0..10_000).map(chained_table).collect();
    let text = format!("RootFlags(LOCAL_ROOT_SIGNATURE), {}", tables.join(", "));
    let d = compile(&text, &Options::default()).unwrap_err();
    assert_eq!(d.len(), 101);
    assert_eq!(d.codes()[..100], [Code::RS0217; 100]);
    assert_eq!(
        d.0[99].message,
        "range 0 `CBV(b100..b101)` of root parameter 100 overlaps range 0 `CBV(b99..b100)` of \
         root parameter 99: both bind b100 in space 0 for ALL"
    );
    // 9,899 more overlaps, and the local root arguments (RS0230).
    assert_eq!(
        d.0[100].message,
        "9,900 errors left out: only the first 100 diagnostics are reported"
    );
}

/// `CBV(b0), ` 10,000 times on one line: the rendered report is 100
/// diagnostics of a few short lines each and one count, whatever the
/// length of the line.
#[test]
fn one_long_line_renders_a_bounded_report() {
    let text = vec!["CBV(b0)"; 10_000].join(", ");
    let d = compile(&text, &Options::default()).unwrap_err();
    assert_eq!(d.len(), 101);
    let out = render::render(&d, &text, "input", render::RenderStyle::Plain);
    assert!(out.lines().all(|line| line.chars().count() < 200), "{out}");
    assert_eq!(out.matches("\nerror[").count() + 1, 101);
    assert!(out.ends_with(
        "error[RS0217]: 9,900 errors left out: only the first 100 diagnostics are reported\n  \
         |\n  \
         = note: for more information about this error, try `rootsig explain RS0217`\n"
    ));
    let last = &d.0[99];
    assert_eq!(
        render::render_diagnostic(last, &text, "input", render::RenderStyle::Plain)
            .lines()
            .nth(3),
        Some(
            "1 | ...(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0), CBV(b0)..."
        )
    );
}
