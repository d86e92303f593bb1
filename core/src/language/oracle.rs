//! Temporary: the new parser against the old one.
use super::{old_parse, parse};
use crate::Options;
use proptest::prelude::*;

fn check(text: &str) {
    for labels in [false, true] {
        let options = Options {
            labels,
            ..Options::default()
        };
        let new = parse::parse(text, &options);
        let old = old_parse::parse(text, &options);
        if new != old {
            panic!(
                "PARSE labels={labels} {text:?}\nnew {:?}\nold {:?}",
                new.err(),
                old.err()
            );
        }
        let new = parse::parse_recovering(text, &options);
        let old = old_parse::parse_recovering(text, &options);
        if new.0 != old.0 {
            panic!(
                "RECOVERING SIG labels={labels} {text:?}\nnew {:?}\nold {:?}",
                new.0, old.0
            );
        }
        if new.1 != old.1 {
            panic!(
                "RECOVERING MAP labels={labels} {text:?}\nnew {:?}\nold {:?}",
                new.1, old.1
            );
        }
    }
}

const SAMPLES: &[&str] = &[
    include_str!("../../benches/signatures/small.hlsl"),
    include_str!("../../benches/signatures/typical.hlsl"),
    include_str!("../../benches/signatures/large.hlsl"),
    "camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4), x1 : UAV(u0)), RootConstants(num32BitConstants = 1, b1)",
    "a_b:SRV(t0),c:UAV(u0),\n  d\t:\tDescriptorTable(e: Sampler(s0), visibility = SHADER_VISIBILITY_PIXEL)",
    "RootFlags(0), a: RootConstants(b0, num32BitConstants = 2), StaticSampler(s0)",
    "DescriptorTable(CBV(b0), SRV(t0, numDescriptors = unbounded, offset = 7), UAV(u0, offset = DESCRIPTOR_RANGE_OFFSET_APPEND, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS), Sampler(s0, space = 1, flags = 0), visibility = SHADER_VISIBILITY_DOMAIN,)",
    "StaticSampler(s1, filter = FILTER_MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT, addressU = TEXTURE_ADDRESS_MIRROR_ONCE, addressV = TEXTURE_ADDRESS_MIRRORONCE, addressW = TEXTURE_ADDRESS_MIRROR, mipLODBias = -16, maxAnisotropy = +4, comparisonFunc = COMPARISON_GREATER_EQUAL, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT, minLOD = +.5, maxLOD = 1e3, space = 3, visibility = SHADER_VISIBILITY_GEOMETRY, flags = UINT_BORDER_COLOR | SAMPLER_FLAG_NON_NORMALIZED_COORDINATES)",
    "StaticSampler(s2, mipLODBias = -2147483648, minLOD = -0, maxLOD = 3.402823466e+38f, flags = 0)",
    "RootFlags(0), camera: CBV(b0, space = 3), DescriptorTable(tex: SRV(t2), Sampler(s1)), RootConstants(b1, num32BitConstants = ), StaticSampler(s0",
    "CBV(b0) SRV(t1, space = 2 visibility = x), junk, fn: UAV(u2), a: a: CBV(b9), DescriptorTable(CBV(b1), visibility = SHADER_VISIBILITY_PIXEL, SRV(t@)), CBV, UAV(u5, space = 7",
];

fn pieces() -> Vec<&'static str> {
    let keywords = parse::Keyword::ALL.iter().map(|(spelling, _)| *spelling);
    keywords.chain(PIECES.iter().copied()).collect()
}

const PIECES: &[&str] = &[
    "SHADER_VISIBILITY_PIXEL",
    "SHADER_VISIBILITY_ALL",
    "FILTER_ANISOTROPIC",
    "TEXTURE_ADDRESS_MIRROR",
    "TEXTURE_ADDRESS_MIRROR_ONCE",
    "COMPARISON_LESS",
    "STATIC_BORDER_COLOR_OPAQUE_BLACK",
    "DATA_STATIC",
    "DATA_STATIC_WHILE_SET_AT_EXECUTE",
    "DESCRIPTORS_VOLATILE",
    "UINT_BORDER_COLOR",
    "ALLOW_STREAM_OUTPUT",
    "b0",
    "t1",
    "u2",
    "s3",
    "B0",
    "b0x",
    "x",
    "_",
    "0",
    "1",
    "+",
    "-",
    "0.5",
    ".5",
    "1e3",
    "1x",
    "4294967296",
    "(",
    ")",
    ",",
    "=",
    "|",
    ":",
    " ",
    "\n",
    "\t",
    "\x7F",
    "\u{e9}",
    "@",
    "a:",
    "fn:",
    "b0:",
    "2147483649",
    "visibilty",
    "spac",
    "CBV(b0)",
    "SRV(t0)",
    "DescriptorTable(",
    "StaticSampler(s0",
    "Sampler(s0)",
    "0|",
    "|0",
    "1.0",
    "-1",
    "FILTER_MIN_MAG_ANISOTROPIC_MIP_POINT",
    "a: ",
    "DATA_VOLATILE",
    "SAMPLER_FLAG_UINT_BORDER_COLOR",
    "LOCAL_ROOT_SIGNATURE",
    "comparison_less",
];

#[test]
fn samples_agree() {
    for text in SAMPLES {
        check(text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20000))]
    #[test]
    fn piece_soup_agrees(pieces in proptest::collection::vec(proptest::sample::select(pieces()), 0..40)) {
        check(&pieces.concat());
    }

    #[test]
    fn damaged_text_agrees(
        which in 0..SAMPLES.len(),
        edits in proptest::collection::vec((any::<proptest::sample::Index>(), 0..4usize, proptest::sample::select(pieces())), 1..4),
    ) {
        let mut damaged = SAMPLES[which].as_bytes().to_vec();
        for (at, len, piece) in edits {
            let start = at.index(damaged.len() + 1);
            let end = (start + len).min(damaged.len());
            damaged.splice(start..end, piece.bytes());
        }
        if let Ok(damaged) = String::from_utf8(damaged) {
            check(&damaged);
        }
    }
}
