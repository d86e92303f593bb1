//! Golden bytes for the worked examples of docs/format.md §8, the size
//! table of docs/format.md §5.1, every element kind at every version, the
//! checksum vectors of docs/format.md §7.3,
//! and decode → re-encode identity on all of them.

use rootsig_core::format::checksum::container_digest;
use rootsig_core::format::container::{ChecksumPolicy, DigestStatus, RTS0_DATA_OFFSET};
use rootsig_core::format::decode::{DecodeOptions, decode_container, decode_rts0, is_canonical};
use rootsig_core::format::encode::{encode_container, encode_rts0, rts0_size};
use rootsig_core::format::layout::RecordSizes;
use rootsig_core::format::view::{ParameterViewKind, RootSignatureView};
use rootsig_core::*;
use std::fmt::Arguments;

mod common;
use common::golden::{
    CBV_B0_DXC, CBV_B0_STANDARD, EMPTY_1_0, EMPTY_1_1, MIXED_VISIBILITY_1_1, hex,
};

const MODES: [EncodingMode; 2] = [EncodingMode::Standard, EncodingMode::Dxc];

fn words(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn word_at(bytes: &[u8], offset: usize) -> u32 {
    u32::from_le_bytes(bytes[offset..offset + 4].try_into().unwrap())
}

fn constants(
    shader_register: u32,
    register_space: u32,
    num_32bit_values: u32,
    visibility: ShaderVisibility,
) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::Constants(RootConstants {
            shader_register,
            register_space,
            num_32bit_values,
        }),
        visibility,
    }
}

fn descriptor(
    kind: RootDescriptorKind,
    shader_register: u32,
    register_space: u32,
    flags: Option<u32>,
    visibility: ShaderVisibility,
) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::Descriptor(
            kind,
            RootDescriptor {
                shader_register,
                register_space,
                flags: flags.map(RootDescriptorFlags::from_bits_retain),
            },
        ),
        visibility,
    }
}

fn table(ranges: Vec<DescriptorRange>, visibility: ShaderVisibility) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
        visibility,
    }
}

fn range(
    range_type: DescriptorRangeType,
    num_descriptors: u32,
    base_shader_register: u32,
    register_space: u32,
    flags: Option<u32>,
    offset: u32,
) -> DescriptorRange {
    DescriptorRange {
        range_type,
        num_descriptors,
        base_shader_register,
        register_space,
        flags: flags.map(DescriptorRangeFlags::from_bits_retain),
        offset,
    }
}

fn signature(version: Version, parameters: Vec<RootParameter>) -> RootSignature {
    RootSignature {
        version,
        parameters,
        ..RootSignature::default()
    }
}

/// Flags as the encoder writes them: none at 1.0 (`v1`), else the given
/// ones or the mode's default.
fn as_written<F>(v1: bool, given: Option<F>, default: impl FnOnce() -> F) -> Option<F> {
    if v1 {
        None
    } else {
        Some(given.unwrap_or_else(default))
    }
}

/// What decoding an encoded description gives: flags as written at 1.1 and
/// 1.2 (`Some`), none at 1.0, sampler flags only at 1.2.
fn as_decoded(sig: &RootSignature, mode: EncodingMode) -> RootSignature {
    let v1 = sig.version == Version::V1_0;
    let mut out = sig.clone();
    for parameter in &mut out.parameters {
        match &mut parameter.kind {
            RootParameterKind::DescriptorTable(table) => {
                for range in &mut table.ranges {
                    range.flags = as_written(v1, range.flags, || {
                        DescriptorRangeFlags::from_bits_retain(
                            rootsig_core::format::encode::default_range_flags(
                                range.range_type,
                                mode,
                            ),
                        )
                    });
                }
            }
            RootParameterKind::Constants(_) => {}
            RootParameterKind::Descriptor(kind, descriptor) => {
                descriptor.flags = as_written(v1, descriptor.flags, || {
                    RootDescriptorFlags::from_bits_retain(
                        rootsig_core::format::encode::default_root_descriptor_flags(*kind, mode),
                    )
                });
            }
        }
    }
    if sig.version != Version::V1_2 {
        for sampler in &mut out.static_samplers {
            sampler.flags = StaticSamplerFlags::empty();
        }
    }
    out
}

/// Encodes in both forms, checks the container framing, decodes both back
/// (and through the view), and re-encodes the decoded descriptions.
fn round_trip(sig: &RootSignature, mode: EncodingMode) -> Vec<u8> {
    let container = encode_container(sig, mode);
    let rts0 = encode_rts0(sig, mode);
    assert_eq!(rts0.len(), rts0_size(sig));
    assert_eq!(container.len(), RTS0_DATA_OFFSET + rts0.len());
    assert_eq!(
        container.capacity(),
        container.len(),
        "one exact allocation"
    );
    assert_eq!(&container[RTS0_DATA_OFFSET..], &rts0[..]);
    assert_eq!(&container[..4], b"DXBC");
    assert_eq!(container[4..20], container_digest(&container));
    assert_eq!(
        words(&[1, container.len() as u32, 1, 36]),
        container[20..36].to_vec()
    );
    assert_eq!(&container[36..40], b"RTS0");
    assert_eq!(word_at(&container, 40), rts0.len() as u32);

    let expected = as_decoded(sig, mode);
    let decoded = decode(&container).unwrap();
    assert_eq!(decoded, expected);
    assert_eq!(decode_rts0(&rts0).unwrap(), expected);
    assert_eq!(decode(&rts0).unwrap(), expected);
    let view = RootSignatureView::from_container(&container, ChecksumPolicy::Verify).unwrap();
    assert_eq!(view.to_signature(), expected);
    // Decoded descriptions re-encode bit-exactly, in either mode.
    for again in MODES {
        assert_eq!(encode_container(&decoded, again), container);
        assert_eq!(encode_rts0(&decoded, again), rts0);
    }
    assert_eq!(is_canonical(&container), Ok(true));
    assert_eq!(is_canonical(&rts0), Ok(true));
    container
}

fn options(version: Version, encoding: EncodingMode) -> Options {
    Options {
        version,
        encoding,
        ..Options::default()
    }
}

// ---------------------------------------------------------------------------
// docs/format.md §8.1 empty root signature

#[test]
fn empty_1_0_and_1_1_golden() {
    for (version, golden) in [(Version::V1_0, EMPTY_1_0), (Version::V1_1, EMPTY_1_1)] {
        let sig = signature(version, vec![]);
        for mode in MODES {
            assert_eq!(round_trip(&sig, mode), hex(golden), "{version}");
        }
    }
}

#[test]
fn empty_text_compiles_to_the_empty_golden() {
    for (version, golden) in [(Version::V1_0, EMPTY_1_0), (Version::V1_1, EMPTY_1_1)] {
        for text in ["", "RootFlags(0)"] {
            let blob = compile(text, &options(version, EncodingMode::Standard)).unwrap();
            assert_eq!(blob.as_bytes(), &hex(golden)[..], "{text:?} at {version}");
            assert!(blob.warnings().is_empty());
            assert_eq!(blob.rts0(), &hex(golden)[44..]);
        }
    }
}

#[test]
fn empty_1_2_differs_only_in_version_and_digest() {
    let blob = round_trip(&signature(Version::V1_2, vec![]), EncodingMode::Standard);
    let mut expected = hex(EMPTY_1_1);
    expected[44] = 3;
    rootsig_core::format::checksum::sign(&mut expected);
    assert_eq!(blob, expected);
}

// ---------------------------------------------------------------------------
// docs/format.md §8.2 mixed visibility

const MIXED_VISIBILITY_TEXT: &str = "
RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_GEOMETRY_SHADER_ROOT_ACCESS),
RootConstants(num32BitConstants = 2, b0, visibility = SHADER_VISIBILITY_VERTEX),
CBV(b1, flags = DATA_STATIC, visibility = SHADER_VISIBILITY_HULL),
SRV(t0, flags = 0, visibility = SHADER_VISIBILITY_DOMAIN),
UAV(u0, flags = DATA_VOLATILE, visibility = SHADER_VISIBILITY_GEOMETRY),
DescriptorTable(SRV(t1, numDescriptors = 3, flags = 0),
                UAV(u1, space = 2, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE),
                visibility = SHADER_VISIBILITY_PIXEL),
DescriptorTable(),
StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, maxAnisotropy = 0,
              comparisonFunc = COMPARISON_NEVER,
              borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK,
              visibility = SHADER_VISIBILITY_PIXEL)
";

/// The content of docs/format.md §8.2, built through the API at version 1.1.
fn mixed_visibility() -> RootSignature {
    use DescriptorRangeType as R;
    use RootDescriptorKind as K;
    use ShaderVisibility as V;
    RootSignature {
        version: Version::V1_1,
        flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
            | RootFlags::DENY_GEOMETRY_SHADER_ROOT_ACCESS,
        parameters: vec![
            constants(0, 0, 2, V::VERTEX),
            descriptor(K::Cbv, 1, 0, Some(0x8), V::HULL),
            descriptor(K::Srv, 0, 0, Some(0), V::DOMAIN),
            descriptor(K::Uav, 0, 0, Some(0x2), V::GEOMETRY),
            table(
                vec![
                    range(R::SRV, 3, 1, 0, Some(0), DescriptorRange::APPEND),
                    range(R::UAV, u32::MAX, 1, 2, Some(0x1), DescriptorRange::APPEND),
                ],
                V::PIXEL,
            ),
            table(vec![], V::ALL),
        ],
        static_samplers: vec![StaticSampler {
            filter: Filter::MIN_MAG_MIP_POINT,
            max_anisotropy: 0,
            comparison_func: ComparisonFunc::NEVER,
            border_color: StaticBorderColor::TRANSPARENT_BLACK,
            visibility: V::PIXEL,
            ..StaticSampler::new(0)
        }],
    }
}

#[test]
fn mixed_visibility_1_1_from_text() {
    let golden = hex(MIXED_VISIBILITY_1_1);
    assert_eq!(golden.len(), 304);
    for mode in MODES {
        let compiled =
            compile_signature(MIXED_VISIBILITY_TEXT, &options(Version::V1_1, mode)).unwrap();
        assert_eq!(compiled.blob.as_bytes(), &golden[..], "{mode:?}");
        assert_eq!(compiled.blob.warnings().codes(), [Code::RS0227]);
        assert_eq!(compiled.signature, mixed_visibility());
        // Every flag is explicit, so decoding gives the parsed description.
        assert_eq!(decode(&golden).unwrap(), compiled.signature);
    }
}

#[test]
fn mixed_visibility_1_1_from_api() {
    let golden = hex(MIXED_VISIBILITY_1_1);
    for mode in MODES {
        assert_eq!(round_trip(&mixed_visibility(), mode), golden);
    }
}

#[test]
fn mixed_visibility_view_accessors() {
    let golden = hex(MIXED_VISIBILITY_1_1);
    let view = RootSignatureView::from_container(&golden, ChecksumPolicy::Verify).unwrap();
    assert_eq!(view.version(), Version::V1_1);
    assert_eq!(view.flags().bits(), 0x11);
    assert_eq!(view.parameter_count(), 6);
    assert_eq!(view.static_sampler_count(), 1);
    assert_eq!(view.rts0().len(), 260);
    assert_eq!(view.header().static_samplers_offset, 208);
    let payloads: Vec<u32> = view.parameter_headers().map(|h| h.payload_offset).collect();
    assert_eq!(payloads, [96, 108, 120, 132, 144, 200]);
    let types: Vec<u32> = view.parameters().map(|p| p.parameter_type()).collect();
    assert_eq!(types, [1, 2, 3, 4, 0, 0]);
    let parameter = view.parameter(4).unwrap();
    assert_eq!(parameter.index(), 4);
    assert_eq!(parameter.visibility(), ShaderVisibility::PIXEL);
    let ParameterViewKind::DescriptorTable(table) = parameter.kind() else {
        panic!("parameter 4 is a table");
    };
    assert_eq!(table.len(), 2);
    let second = table.range(1).unwrap();
    assert_eq!(second.range_type, DescriptorRangeType::UAV);
    assert!(second.is_unbounded());
    assert_eq!(second.register_space, 2);
    assert_eq!(
        second.flags,
        Some(DescriptorRangeFlags::DESCRIPTORS_VOLATILE)
    );
    assert!(table.range(2).is_none());
    let ParameterViewKind::DescriptorTable(empty) = view.parameter(5).unwrap().kind() else {
        panic!("parameter 5 is a table");
    };
    assert!(empty.is_empty());
    let ParameterViewKind::Descriptor(kind, cbv) = view.parameter(1).unwrap().kind() else {
        panic!("parameter 1 is a root descriptor");
    };
    assert_eq!(kind, RootDescriptorKind::Cbv);
    assert_eq!(cbv.flags, Some(RootDescriptorFlags::DATA_STATIC));
    let ParameterViewKind::Constants(c) = view.parameter(0).unwrap().kind() else {
        panic!("parameter 0 is root constants");
    };
    assert_eq!(c.num_32bit_values, 2);
    assert!(view.parameter(6).is_none());
    let record = view.static_sampler_record(0).unwrap();
    assert_eq!(record.max_lod.to_bits(), 0x7F7F_FFFF);
    assert_eq!(record.shader_visibility, 5);
    assert_eq!(
        view.static_sampler(0),
        Some(mixed_visibility().static_samplers[0])
    );
}

#[test]
fn mixed_visibility_1_0_offsets() {
    let mut sig = mixed_visibility();
    sig.version = Version::V1_0;
    // Validation rejects these flags at 1.0; the encoder writes none of them.
    let blob = encode_container(&sig, EncodingMode::Standard);
    assert_eq!(blob.len(), 284);
    let rts0 = &blob[44..];
    assert_eq!(word_at(rts0, 0), 1);
    assert_eq!(word_at(rts0, 16), 188);
    let payloads: Vec<u32> = (0..6).map(|i| word_at(rts0, 24 + 12 * i + 8)).collect();
    assert_eq!(payloads, [96, 108, 116, 124, 132, 180]);
    // Table ranges start right after the 8-byte table headers.
    assert_eq!(word_at(rts0, 132 + 4), 140);
    assert_eq!(word_at(rts0, 180 + 4), 188);
    // Version 1 range: type, count, base, space, offset (no flags).
    assert_eq!(
        rts0[160..180].to_vec(),
        words(&[1, u32::MAX, 1, 2, u32::MAX])
    );
    // Root CBV: register, space (no flags).
    assert_eq!(rts0[108..116].to_vec(), words(&[1, 0]));
    // The 1.0 content changes only the layout: the rest is identical.
    assert_eq!(rts0[188..240], hex(MIXED_VISIBILITY_1_1)[44 + 208..]);
    for mode in MODES {
        assert_eq!(round_trip(&sig, mode), blob);
    }
}

// ---------------------------------------------------------------------------
// docs/format.md §8.3 standard vs dxc

#[test]
fn standard_and_dxc_modes() {
    for (mode, golden) in [
        (EncodingMode::Standard, CBV_B0_STANDARD),
        (EncodingMode::Dxc, CBV_B0_DXC),
    ] {
        let blob = compile("CBV(b0)", &options(Version::V1_1, mode)).unwrap();
        assert_eq!(blob.as_bytes(), &hex(golden)[..], "{mode:?}");
        let sig = signature(
            Version::V1_1,
            vec![descriptor(
                RootDescriptorKind::Cbv,
                0,
                0,
                None,
                ShaderVisibility::ALL,
            )],
        );
        assert_eq!(round_trip(&sig, mode), hex(golden));
    }
}

// ---------------------------------------------------------------------------
// docs/format.md §8.4 version 1.2 static sampler

const V3_SAMPLER_RTS0: &str = "
    03000000 00000000 18000000 01000000 18000000 11000000
    55000000 01000000 01000000 01000000
    00000000 10000000 04000000 02000000
    00000000 ffff7f7f 1f000000 20000000 00000000
    01000000";

#[test]
fn v3_static_sampler_part() {
    let sig = RootSignature {
        version: Version::V1_2,
        flags: RootFlags::from_bits_retain(0x11),
        parameters: vec![],
        static_samplers: vec![StaticSampler {
            register_space: 32,
            flags: StaticSamplerFlags::UINT_BORDER_COLOR,
            ..StaticSampler::new(31)
        }],
    };
    // Validation rejects UINT_BORDER_COLOR with OPAQUE_WHITE (RS0223).
    let errors = encode(&sig, EncodingMode::Standard).unwrap_err();
    assert_eq!(errors.codes(), [Code::RS0223]);
    let golden = hex(V3_SAMPLER_RTS0);
    assert_eq!(golden.len(), 80);
    for mode in MODES {
        assert_eq!(encode_rts0(&sig, mode), golden);
        let container = round_trip(&sig, mode);
        assert_eq!(&container[44..], &golden[..]);
    }
    assert_eq!(decode_rts0(&golden).unwrap(), sig);
}

// ---------------------------------------------------------------------------
// docs/format.md §7.3 container checksum vectors

/// The "root constants 1.0" sample: its 56-byte tail takes the two-block finish.
fn root_constants_1_0() -> RootSignature {
    RootSignature {
        version: Version::V1_0,
        flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,
        parameters: vec![
            constants(0, 0, 4, ShaderVisibility::VERTEX),
            constants(1, 2, 16, ShaderVisibility::PIXEL),
            constants(7, 0, 1, ShaderVisibility::ALL),
        ],
        static_samplers: vec![],
    }
}

#[test]
fn container_checksum_vectors() {
    let root_constants = encode_container(&root_constants_1_0(), EncodingMode::Standard);
    // Block A of the two-block finish, as given in docs/format.md §7.3: container bytes 84–139.
    assert_eq!(
        root_constants[84..140].to_vec(),
        hex("05000000480000000100000000000000540000000000000000000000\
             040000000100000002000000100000000700000000000000010000008000000000000000")[..56]
            .to_vec()
    );
    let cases = [
        (hex(EMPTY_1_0), 68, "1dfc4ad63577c25d4acbda9efaa7d86b"),
        (hex(EMPTY_1_1), 68, "cb82187939dbc18393dc7e325b086331"),
        (root_constants, 140, "ceca0200a7a0f60a6251e7cfa263d503"),
        (
            hex(MIXED_VISIBILITY_1_1),
            304,
            "3ccca2dea59cbe9f2e02948b21adb54c",
        ),
    ];
    for (container, size, expected) in cases {
        assert_eq!(container.len(), size);
        assert_eq!(
            container_digest(&container).to_vec(),
            hex(expected),
            "{size}"
        );
        assert_eq!(container[4..20].to_vec(), hex(expected));
        let decoded = decode_container(&container, DecodeOptions::default()).unwrap();
        assert_eq!(decoded.digest, DigestStatus::Verified);
        assert_eq!(
            encode_container(&decoded.signature, EncodingMode::Standard),
            container
        );
    }
}

// ---------------------------------------------------------------------------
// docs/format.md §5.1 sizes

#[test]
fn size_table() {
    let cbv = || descriptor(RootDescriptorKind::Cbv, 0, 0, None, ShaderVisibility::ALL);
    let two_ranges = || {
        table(
            vec![
                DescriptorRange::new(DescriptorRangeType::SRV, 0),
                DescriptorRange::new(DescriptorRangeType::UAV, 0),
            ],
            ShaderVisibility::ALL,
        )
    };
    let cases: [(&str, RootSignature, [usize; 3]); 6] = [
        ("nothing", RootSignature::default(), [24, 24, 24]),
        (
            "one RootConstants",
            signature(
                Version::V1_1,
                vec![constants(0, 0, 1, ShaderVisibility::ALL)],
            ),
            [48, 48, 48],
        ),
        (
            "one root CBV",
            signature(Version::V1_1, vec![cbv()]),
            [44, 48, 48],
        ),
        (
            "one table with 2 ranges",
            signature(Version::V1_1, vec![two_ranges()]),
            [84, 92, 92],
        ),
        (
            "one static sampler",
            RootSignature {
                static_samplers: vec![StaticSampler::new(0)],
                ..RootSignature::default()
            },
            [76, 76, 80],
        ),
        (
            "constants + root CBV + table with 1 range",
            signature(
                Version::V1_1,
                vec![
                    constants(0, 0, 1, ShaderVisibility::ALL),
                    cbv(),
                    table(
                        vec![DescriptorRange::new(DescriptorRangeType::CBV, 1)],
                        ShaderVisibility::ALL,
                    ),
                ],
            ),
            [108, 116, 116],
        ),
    ];
    for (what, sig, sizes) in cases {
        for (version, size) in Version::ALL.into_iter().zip(sizes) {
            let sig = RootSignature {
                version,
                ..sig.clone()
            };
            assert_eq!(rts0_size(&sig), size, "{what} at {version}");
            for mode in MODES {
                let container = round_trip(&sig, mode);
                assert_eq!(word_at(&container, 40) as usize, size);
                assert_eq!(word_at(&container, 24) as usize, 44 + size);
            }
        }
    }
}

#[test]
fn record_sizes_by_version() {
    let sizes: Vec<(usize, usize, usize)> = Version::ALL
        .iter()
        .map(|v| {
            let s = RecordSizes::of(*v);
            (s.descriptor_range, s.root_descriptor, s.static_sampler)
        })
        .collect();
    assert_eq!(sizes, [(20, 8, 52), (24, 12, 52), (24, 12, 56)]);
    let s = RecordSizes::of(Version::V1_1);
    assert_eq!(
        (0..6).map(|t| s.payload(t)).collect::<Vec<_>>(),
        [Some(8), Some(12), Some(12), Some(12), Some(12), None]
    );
}

// ---------------------------------------------------------------------------
// every element kind at every version

/// The RTS0 part of `sig` in `mode` is the `expected` words, and the
/// container round-trips.
#[track_caller]
fn assert_rts0(sig: &RootSignature, mode: EncodingMode, expected: &[u32], what: Arguments) {
    assert_eq!(encode_rts0(sig, mode), words(expected), "{what}");
    round_trip(sig, mode);
}

fn header(version: Version, parameters: u32, samplers: u32, samplers_offset: u32) -> Vec<u32> {
    vec![version.rts0(), parameters, 24, samplers, samplers_offset, 0]
}

#[test]
fn root_constants_at_each_version() {
    for version in Version::ALL {
        let sig = signature(version, vec![constants(3, 4, 5, ShaderVisibility::MESH)]);
        let mut expected = header(version, 1, 0, 48);
        expected.extend([1, 7, 36, 3, 4, 5]);
        for mode in MODES {
            assert_rts0(&sig, mode, &expected, format_args!("{version}"));
        }
    }
}

#[test]
fn root_descriptors_at_each_version() {
    use RootDescriptorKind as K;
    // (kind, parameter type, standard default, explicit flags)
    let kinds = [(K::Cbv, 2, 0x4), (K::Srv, 3, 0x4), (K::Uav, 4, 0x2)];
    for version in Version::ALL {
        for (kind, parameter_type, default) in kinds {
            for flags in [None, Some(0), Some(0x8)] {
                let sig = signature(
                    version,
                    vec![descriptor(kind, 1, 2, flags, ShaderVisibility::PIXEL)],
                );
                for mode in MODES {
                    let expected = if version == Version::V1_0 {
                        let mut w = header(version, 1, 0, 44);
                        w.extend([parameter_type, 5, 36, 1, 2]);
                        w
                    } else {
                        let written = flags.unwrap_or(match mode {
                            EncodingMode::Standard => default,
                            EncodingMode::Dxc => 0,
                        });
                        let mut w = header(version, 1, 0, 48);
                        w.extend([parameter_type, 5, 36, 1, 2, written]);
                        w
                    };
                    assert_rts0(
                        &sig,
                        mode,
                        &expected,
                        format_args!("{kind:?} {flags:?} at {version} in {mode:?}"),
                    );
                }
            }
        }
    }
}

#[test]
fn descriptor_table_ranges_at_each_version() {
    use DescriptorRangeType as R;
    let ranges = vec![
        range(R::SRV, 1, 0, 0, None, DescriptorRange::APPEND),
        range(R::UAV, 2, 1, 3, None, 5),
        range(R::CBV, DescriptorRange::UNBOUNDED, 2, 0, None, 9),
        range(R::SAMPLER, 4, 3, 1, None, DescriptorRange::APPEND),
        range(R::SRV, 1, 7, 0, Some(0x10000), 0),
    ];
    // (type, num, base, space, offset) and the standard default flags.
    let fields = [
        ([0, 1, 0, 0, u32::MAX], Some(0x4)),
        ([1, 2, 1, 3, 5], Some(0x2)),
        ([2, u32::MAX, 2, 0, 9], Some(0x4)),
        ([3, 4, 3, 1, u32::MAX], Some(0)),
        ([0, 1, 7, 0, 0], None),
    ];
    for version in Version::ALL {
        let sig = signature(
            version,
            vec![table(ranges.clone(), ShaderVisibility::DOMAIN)],
        );
        for mode in MODES {
            let range_size = if version == Version::V1_0 { 20 } else { 24 };
            let end = 24 + 12 + 8 + 5 * range_size;
            let mut expected = header(version, 1, 0, end);
            expected.extend([0, 3, 36, 5, 44]);
            for (([t, n, b, s, o], default), given) in fields.iter().zip(&ranges) {
                if version == Version::V1_0 {
                    expected.extend([*t, *n, *b, *s, *o]);
                } else {
                    let written = match (given.flags, mode) {
                        (Some(flags), _) => flags.bits(),
                        (None, EncodingMode::Standard) => default.unwrap(),
                        (None, EncodingMode::Dxc) => 0,
                    };
                    expected.extend([*t, *n, *b, *s, written, *o]);
                }
            }
            assert_rts0(&sig, mode, &expected, format_args!("{version} {mode:?}"));
        }
    }
}

#[test]
fn empty_table_points_at_the_next_block() {
    for version in Version::ALL {
        let sig = RootSignature {
            static_samplers: vec![StaticSampler::new(0)],
            ..signature(
                version,
                vec![
                    table(vec![], ShaderVisibility::ALL),
                    constants(0, 0, 1, ShaderVisibility::ALL),
                ],
            )
        };
        let rts0 = encode_rts0(&sig, EncodingMode::Standard);
        // Headers end at 48; the empty table takes 48–55, its (empty)
        // range array "starts" at 56 where the constants are.
        assert_eq!(word_at(&rts0, 24 + 8), 48);
        assert_eq!(&rts0[48..56], &words(&[0, 56])[..]);
        assert_eq!(word_at(&rts0, 36 + 8), 56);
        assert_eq!(word_at(&rts0, 16), 68);
        round_trip(&sig, EncodingMode::Standard);
    }
}

#[test]
fn static_samplers_at_each_version() {
    let sampler = StaticSampler {
        filter: Filter::COMPARISON_MIN_MAG_MIP_LINEAR,
        address_u: TextureAddressMode::MIRROR,
        address_v: TextureAddressMode::CLAMP,
        address_w: TextureAddressMode::BORDER,
        mip_lod_bias: -1.5,
        max_anisotropy: 8,
        comparison_func: ComparisonFunc::GREATER,
        border_color: StaticBorderColor::OPAQUE_BLACK,
        min_lod: 0.25,
        max_lod: 12.0,
        shader_register: 9,
        register_space: 3,
        visibility: ShaderVisibility::AMPLIFICATION,
        flags: StaticSamplerFlags::NON_NORMALIZED_COORDINATES,
    };
    for version in Version::ALL {
        let sig = RootSignature {
            version,
            static_samplers: vec![sampler, StaticSampler::new(10)],
            ..RootSignature::default()
        };
        let mut expected = header(version, 0, 2, 24);
        expected.extend([
            0x95,
            2,
            3,
            4,
            (-1.5f32).to_bits(),
            8,
            5,
            1,
            0.25f32.to_bits(),
            12.0f32.to_bits(),
            9,
            3,
            6,
        ]);
        if version == Version::V1_2 {
            expected.push(2);
        }
        expected.extend([0x55, 1, 1, 1, 0, 16, 4, 2, 0, 0x7F7F_FFFF, 10, 0, 0]);
        if version == Version::V1_2 {
            expected.push(0);
        }
        for mode in MODES {
            assert_rts0(&sig, mode, &expected, format_args!("{version}"));
        }
    }
}

#[test]
fn root_flags_are_written_raw() {
    for version in Version::ALL {
        let sig = RootSignature {
            version,
            flags: RootFlags::from_bits_retain(0x8000_0FFF),
            ..RootSignature::default()
        };
        let rts0 = encode_rts0(&sig, EncodingMode::Standard);
        assert_eq!(word_at(&rts0, 20), 0x8000_0FFF);
        assert_eq!(decode_rts0(&rts0).unwrap().flags.bits(), 0x8000_0FFF);
    }
}

// ---------------------------------------------------------------------------
// raw values, floats, and no panics

#[test]
fn floats_round_trip_bit_exactly() {
    let patterns = [
        0x8000_0000,
        0x7FC0_1234,
        0xFF80_0001,
        0x0000_0001,
        0x7F80_0000,
    ];
    for bits in patterns {
        let sig = RootSignature {
            static_samplers: vec![StaticSampler {
                mip_lod_bias: f32::from_bits(bits),
                min_lod: f32::from_bits(bits ^ 1),
                max_lod: f32::from_bits(bits),
                ..StaticSampler::new(0)
            }],
            ..RootSignature::default()
        };
        let blob = round_trip(&sig, EncodingMode::Standard);
        assert_eq!(word_at(&blob, 44 + 24 + 16), bits);
        assert_eq!(word_at(&blob, 44 + 24 + 32), bits ^ 1);
        let decoded = decode(&blob).unwrap();
        assert_eq!(decoded.static_samplers[0].mip_lod_bias.to_bits(), bits);
    }
}

#[test]
fn unknown_values_are_written_and_decoded_raw() {
    let sig = RootSignature {
        version: Version::V1_1,
        flags: RootFlags::from_bits_retain(0xFFFF_FFFF),
        parameters: vec![
            RootParameter {
                visibility: ShaderVisibility(99),
                ..table(
                    vec![range(DescriptorRangeType(7), 0, 0, 0xFFFF_FFF0, None, 3)],
                    ShaderVisibility::ALL,
                )
            },
            descriptor(
                RootDescriptorKind::Uav,
                0,
                0,
                Some(0xFFFF_FFFF),
                ShaderVisibility(8),
            ),
        ],
        static_samplers: vec![StaticSampler {
            filter: Filter(0x1234),
            address_u: TextureAddressMode(0),
            comparison_func: ComparisonFunc(77),
            border_color: StaticBorderColor(5),
            visibility: ShaderVisibility(0xFFFF_FFFF),
            ..StaticSampler::new(0)
        }],
    };
    let blob = round_trip(&sig, EncodingMode::Standard);
    // The unknown range type gets 0 as its default flags.
    assert_eq!(word_at(&blob, 44 + 24 + 24 + 8 + 16), 0);
    let decoded = decode(&blob).unwrap();
    assert_eq!(decoded.parameters[0].visibility, ShaderVisibility(99));
    assert_eq!(decoded.static_samplers[0].filter, Filter(0x1234));
}

#[test]
fn encoder_never_panics_on_odd_descriptions() {
    // Flags at 1.0 (not written), sampler flags below 1.2 (not written),
    // huge counts in fields.
    for version in Version::ALL {
        let sig = RootSignature {
            version,
            flags: RootFlags::all(),
            parameters: vec![
                descriptor(
                    RootDescriptorKind::Srv,
                    u32::MAX,
                    u32::MAX,
                    Some(u32::MAX),
                    ShaderVisibility(u32::MAX),
                ),
                constants(u32::MAX, u32::MAX, u32::MAX, ShaderVisibility::ALL),
                table(
                    vec![range(
                        DescriptorRangeType(u32::MAX),
                        u32::MAX,
                        u32::MAX,
                        u32::MAX,
                        Some(u32::MAX),
                        u32::MAX,
                    )],
                    ShaderVisibility::ALL,
                ),
            ],
            static_samplers: vec![StaticSampler {
                flags: StaticSamplerFlags::all(),
                mip_lod_bias: f32::NAN,
                ..StaticSampler::new(u32::MAX)
            }],
        };
        for mode in MODES {
            let blob = encode_container(&sig, mode);
            assert_eq!(blob.len(), 44 + rts0_size(&sig));
            assert!(decode(&blob).is_ok());
        }
    }
}

#[test]
fn many_parameters_and_samplers() {
    let parameters: Vec<RootParameter> = (0..300)
        .map(|i| match i % 3 {
            0 => constants(i, 0, 1, ShaderVisibility::ALL),
            1 => descriptor(RootDescriptorKind::Srv, i, 0, None, ShaderVisibility::ALL),
            _ => table(
                vec![DescriptorRange::new(DescriptorRangeType::SAMPLER, i)],
                ShaderVisibility::PIXEL,
            ),
        })
        .collect();
    for version in Version::ALL {
        let sig = RootSignature {
            version,
            parameters: parameters.clone(),
            static_samplers: (0..500).map(StaticSampler::new).collect(),
            ..RootSignature::default()
        };
        for mode in MODES {
            round_trip(&sig, mode);
        }
    }
}

// ---------------------------------------------------------------------------
// the benchmark signatures (core/benches/signatures) stay valid

fn root_cost(sig: &RootSignature) -> u64 {
    sig.parameters
        .iter()
        .map(|p| match &p.kind {
            RootParameterKind::DescriptorTable(_) => 1,
            RootParameterKind::Constants(c) => u64::from(c.num_32bit_values),
            RootParameterKind::Descriptor(..) => 2,
        })
        .sum()
}

#[test]
fn bench_signatures_compile() {
    let cases = [
        (include_str!("../benches/signatures/small.hlsl"), 3, 1, 0),
        (include_str!("../benches/signatures/typical.hlsl"), 10, 2, 2),
        (
            include_str!("../benches/signatures/large.hlsl"),
            26,
            16,
            300,
        ),
    ];
    for (text, parameters, tables, samplers) in cases {
        let compiled = compile_signature(text, &Options::default()).unwrap();
        assert!(compiled.blob.warnings().is_empty());
        let sig = &compiled.signature;
        assert_eq!(sig.parameters.len(), parameters);
        let table_count = sig
            .parameters
            .iter()
            .filter(|p| matches!(p.kind, RootParameterKind::DescriptorTable(_)))
            .count();
        assert_eq!(table_count, tables);
        assert_eq!(sig.static_samplers.len(), samplers);
        if samplers == 300 {
            assert_eq!(root_cost(sig), 64);
        }
        assert_eq!(
            decode(compiled.blob.as_bytes()).unwrap(),
            as_decoded(sig, EncodingMode::Standard)
        );
    }
}
