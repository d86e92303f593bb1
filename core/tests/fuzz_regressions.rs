//! Inputs found by the fuzz targets (fuzz/) and by the property tests,
//! kept as named tests. Each states the input and what must hold.

use rootsig_core::*;

/// Decode target: a valid blob whose static sampler has infinite LODs.
/// The platform accepts infinite LODs and LANGUAGE.md rejects only NaN
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
