//! The printer: exact canonical text for API-built descriptions, float
//! literals that read back bit for bit, and round trips through the parser
//! and the encoder.

use rootsig_core::*;

mod common;

use common::constants;

fn descriptor(kind: RootDescriptorKind, register: u32) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::Descriptor(
            kind,
            RootDescriptor {
                shader_register: register,
                register_space: 0,
                flags: None,
            },
        ),
        visibility: ShaderVisibility::ALL,
    }
}

fn table(ranges: Vec<DescriptorRange>, visibility: ShaderVisibility) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::DescriptorTable(DescriptorTable { ranges }),
        visibility,
    }
}

fn with_sampler(sampler: StaticSampler) -> RootSignature {
    RootSignature {
        static_samplers: vec![sampler],
        ..RootSignature::default()
    }
}

#[test]
fn empty_signature_prints_nothing() {
    assert_eq!(print(&RootSignature::default()), "");
}

#[test]
fn root_flags_are_printed_first_and_only_when_set() {
    let mut sig = RootSignature {
        parameters: vec![descriptor(RootDescriptorKind::Cbv, 0)],
        ..RootSignature::default()
    };
    assert_eq!(print(&sig), "CBV(b0)\n");
    sig.flags = RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
        | RootFlags::DENY_PIXEL_SHADER_ROOT_ACCESS
        | RootFlags::SAMPLER_HEAP_DIRECTLY_INDEXED;
    assert_eq!(
        print(&sig),
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS | SAMPLER_HEAP_DIRECTLY_INDEXED),\nCBV(b0)\n"
    );
}

#[test]
fn every_element_in_canonical_form() {
    let mut cbv = descriptor(RootDescriptorKind::Cbv, 1);
    cbv.visibility = ShaderVisibility::VERTEX;
    if let RootParameterKind::Descriptor(_, d) = &mut cbv.kind {
        d.register_space = 2;
        d.flags = Some(RootDescriptorFlags::DATA_STATIC);
    }
    let mut uav = descriptor(RootDescriptorKind::Uav, 3);
    if let RootParameterKind::Descriptor(_, d) = &mut uav.kind {
        d.flags = Some(RootDescriptorFlags::empty());
    }
    let mut constants = constants(4, 5, 6);
    constants.visibility = ShaderVisibility::MESH;
    let ranges = vec![
        DescriptorRange::new(DescriptorRangeType::CBV, 0),
        DescriptorRange {
            num_descriptors: DescriptorRange::UNBOUNDED,
            register_space: 1,
            offset: 7,
            flags: Some(
                DescriptorRangeFlags::DESCRIPTORS_VOLATILE | DescriptorRangeFlags::DATA_VOLATILE,
            ),
            ..DescriptorRange::new(DescriptorRangeType::SRV, 2)
        },
        DescriptorRange {
            num_descriptors: 4,
            flags: Some(DescriptorRangeFlags::empty()),
            ..DescriptorRange::new(DescriptorRangeType::UAV, 9)
        },
    ];
    let sig = RootSignature {
        version: Version::V1_1,
        flags: RootFlags::empty(),
        parameters: vec![
            constants,
            cbv,
            descriptor(RootDescriptorKind::Srv, 0),
            uav,
            table(ranges, ShaderVisibility::PIXEL),
            table(
                vec![DescriptorRange::new(DescriptorRangeType::SAMPLER, 0)],
                ShaderVisibility::ALL,
            ),
        ],
        static_samplers: vec![StaticSampler::new(0), StaticSampler::new(1)],
    };
    assert_eq!(
        print(&sig),
        "RootConstants(num32BitConstants = 6, b4, space = 5, visibility = SHADER_VISIBILITY_MESH),\n\
         CBV(b1, space = 2, visibility = SHADER_VISIBILITY_VERTEX, flags = DATA_STATIC),\n\
         SRV(t0),\n\
         UAV(u3, flags = 0),\n\
         DescriptorTable(\n    \
             CBV(b0),\n    \
             SRV(t2, numDescriptors = unbounded, space = 1, offset = 7, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE),\n    \
             UAV(u9, numDescriptors = 4, flags = 0),\n    \
             visibility = SHADER_VISIBILITY_PIXEL\n\
         ),\n\
         DescriptorTable(\n    \
             Sampler(s0)\n\
         ),\n\
         StaticSampler(s0),\n\
         StaticSampler(s1)\n"
    );
}

#[test]
fn empty_tables_stay_on_one_line() {
    let sig = RootSignature {
        parameters: vec![
            table(vec![], ShaderVisibility::ALL),
            table(vec![], ShaderVisibility::GEOMETRY),
        ],
        ..RootSignature::default()
    };
    assert_eq!(
        print(&sig),
        "DescriptorTable(),\nDescriptorTable(visibility = SHADER_VISIBILITY_GEOMETRY)\n"
    );
}

#[test]
fn static_sampler_prints_every_non_default_argument_in_order() {
    let sampler = StaticSampler {
        filter: Filter::COMPARISON_MIN_MAG_LINEAR_MIP_POINT,
        address_u: TextureAddressMode::CLAMP,
        address_v: TextureAddressMode::BORDER,
        address_w: TextureAddressMode::MIRROR_ONCE,
        mip_lod_bias: -1.5,
        max_anisotropy: 0,
        comparison_func: ComparisonFunc::NONE,
        border_color: StaticBorderColor::OPAQUE_BLACK_UINT,
        min_lod: 1.0,
        max_lod: 12.25,
        shader_register: 7,
        register_space: 3,
        visibility: ShaderVisibility::AMPLIFICATION,
        flags: StaticSamplerFlags::UINT_BORDER_COLOR
            | StaticSamplerFlags::NON_NORMALIZED_COORDINATES,
    };
    assert_eq!(
        print(&with_sampler(sampler)),
        "StaticSampler(s7, filter = FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT, \
         addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER, \
         addressW = TEXTURE_ADDRESS_MIRROR_ONCE, mipLODBias = -1.5, maxAnisotropy = 0, \
         comparisonFunc = COMPARISON_NONE, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, \
         minLOD = 1.0, maxLOD = 12.25, space = 3, visibility = SHADER_VISIBILITY_AMPLIFICATION, \
         flags = UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES)\n"
    );
}

/// The literal printed for `mipLODBias`.
fn printed_float(value: f32) -> String {
    let sig = with_sampler(StaticSampler {
        mip_lod_bias: value,
        ..StaticSampler::new(0)
    });
    let text = print(&sig);
    if value.to_bits() == 0 {
        assert_eq!(text, "StaticSampler(s0)\n");
        return "0.0".to_owned();
    }
    text.strip_prefix("StaticSampler(s0, mipLODBias = ")
        .and_then(|t| t.strip_suffix(")\n"))
        .unwrap_or_else(|| panic!("unexpected text {text:?}"))
        .to_owned()
}

#[test]
fn floats_print_in_short_readable_forms() {
    for (value, text) in [
        (-0.0f32, "-0.0"),
        (1.5, "1.5"),
        (-16.0, "-16.0"),
        (15.99, "15.99"),
        (0.1, "0.1"),
        (4294967296.0, "4294967300.0"),
        (1e-7, "1e-7"),
        (1e20, "1e20"),
        (f32::MIN_POSITIVE, "1.1754944e-38"),
        (1e-45, "1e-45"),
        // The shortest f32 form, 3.4028235e38, is above FLT_MAX as a decimal
        // (the lexer rejects it), so the exact value is printed instead.
        (f32::MAX, "3.4028234663852886e38"),
        (f32::MIN, "-3.4028234663852886e38"),
    ] {
        assert_eq!(printed_float(value), text, "bits {:#x}", value.to_bits());
    }
}

/// Reads a literal the way the language does: nearest f64, then f32,
/// rejecting decimals above FLT_MAX.
fn read_like_the_parser(text: &str) -> Option<f32> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    assert!(
        digits.contains('.') || digits.contains('e'),
        "{text} is not a float literal"
    );
    let wide: f64 = digits.parse().ok()?;
    if wide > f64::from(f32::MAX) {
        return None;
    }
    let narrow = wide as f32;
    Some(if negative { -narrow } else { narrow })
}

#[test]
fn every_finite_float_reads_back_bit_for_bit() {
    // xorshift64: deterministic pseudo-random bit patterns.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut patterns: Vec<u32> = vec![
        0x0000_0001,
        0x8000_0001,
        0x007F_FFFF,
        0x0080_0000,
        0x7F7F_FFFE,
        0x7F7F_FFFF,
        0xFF7F_FFFF,
        0x417F_D70A,
        0x3F80_0001,
    ];
    for _ in 0..200_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        patterns.push(state as u32);
    }
    for bits in patterns {
        let value = f32::from_bits(bits);
        if !value.is_finite() {
            continue;
        }
        let text = printed_float(value);
        let back = read_like_the_parser(&text);
        assert_eq!(
            back.map(f32::to_bits),
            Some(bits),
            "{bits:#010x} printed as {text}"
        );
    }
}

#[test]
fn default_float_fields_are_omitted_by_bits() {
    // +0.0 and FLT_MAX are defaults; -0.0 and the next float below FLT_MAX are not.
    let mut sampler = StaticSampler::new(0);
    assert_eq!(print(&with_sampler(sampler)), "StaticSampler(s0)\n");
    sampler.min_lod = -0.0;
    sampler.max_lod = f32::from_bits(0x7F7F_FFFE);
    assert_eq!(
        print(&with_sampler(sampler)),
        "StaticSampler(s0, minLOD = -0.0, maxLOD = 3.4028233e38)\n"
    );
}

#[test]
fn unspellable_values_are_recognisable() {
    let mut bad_range = DescriptorRange::new(DescriptorRangeType(7), 5);
    bad_range.flags = Some(DescriptorRangeFlags::from_bits_retain(0x20 | 0x1));
    let mut bad_cbv = descriptor(RootDescriptorKind::Cbv, 0);
    bad_cbv.visibility = ShaderVisibility(9);
    if let RootParameterKind::Descriptor(_, d) = &mut bad_cbv.kind {
        d.flags = Some(RootDescriptorFlags::from_bits_retain(0x1));
    }
    let sampler = StaticSampler {
        filter: Filter(0x54),
        address_u: TextureAddressMode(0),
        comparison_func: ComparisonFunc(9),
        border_color: StaticBorderColor(5),
        mip_lod_bias: f32::NAN,
        min_lod: f32::NEG_INFINITY,
        max_lod: f32::INFINITY,
        flags: StaticSamplerFlags::from_bits_retain(0x4 | 0x1),
        ..StaticSampler::new(0)
    };
    let sig = RootSignature {
        version: Version::V1_2,
        flags: RootFlags::from_bits_retain(0x8000_0001),
        parameters: vec![bad_cbv, table(vec![bad_range], ShaderVisibility(8))],
        static_samplers: vec![sampler],
    };
    assert_eq!(
        print(&sig),
        "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | 0x80000000),\n\
         CBV(b0, visibility = 9, flags = 0x1),\n\
         DescriptorTable(\n    \
             RANGE_TYPE_7(r5, flags = DESCRIPTORS_VOLATILE | 0x20),\n    \
             visibility = 8\n\
         ),\n\
         StaticSampler(s0, filter = 84, addressU = 0, mipLODBias = NaN(0x7FC00000), \
         comparisonFunc = 9, borderColor = 5, minLOD = -inf, maxLOD = inf, \
         flags = UINT_BORDER_COLOR | 0x4)\n"
    );
}

// ---- round trips through the parser and the encoder ----

/// Descriptions covering every element and argument, valid at `version`.
fn samples(version: Version) -> Vec<RootSignature> {
    let flags_allowed = version != Version::V1_0;
    let mut cbv = descriptor(RootDescriptorKind::Cbv, 1);
    let mut srv = descriptor(RootDescriptorKind::Srv, 1);
    let mut uav = descriptor(RootDescriptorKind::Uav, 1);
    srv.visibility = ShaderVisibility::PIXEL;
    if let RootParameterKind::Descriptor(_, d) = &mut srv.kind {
        d.register_space = 4;
    }
    if flags_allowed {
        if let RootParameterKind::Descriptor(_, d) = &mut cbv.kind {
            d.flags = Some(RootDescriptorFlags::empty());
        }
        if let RootParameterKind::Descriptor(_, d) = &mut uav.kind {
            d.flags = Some(RootDescriptorFlags::DATA_STATIC);
        }
    }
    let mut ranges = vec![
        DescriptorRange::new(DescriptorRangeType::CBV, 10),
        DescriptorRange {
            num_descriptors: 3,
            register_space: 2,
            ..DescriptorRange::new(DescriptorRangeType::SRV, 0)
        },
        DescriptorRange {
            num_descriptors: DescriptorRange::UNBOUNDED,
            register_space: 3,
            offset: 100,
            ..DescriptorRange::new(DescriptorRangeType::UAV, 0)
        },
    ];
    if flags_allowed {
        ranges[0].flags = Some(DescriptorRangeFlags::empty());
        ranges[1].flags = Some(
            DescriptorRangeFlags::DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS
                | DescriptorRangeFlags::DATA_STATIC,
        );
    }
    let mut sampler = StaticSampler {
        filter: Filter::MAXIMUM_MIN_MAG_LINEAR_MIP_POINT,
        address_u: TextureAddressMode::MIRROR,
        address_v: TextureAddressMode::CLAMP,
        address_w: TextureAddressMode::BORDER,
        mip_lod_bias: -0.0,
        max_anisotropy: 3,
        comparison_func: ComparisonFunc::GREATER,
        border_color: StaticBorderColor::TRANSPARENT_BLACK,
        min_lod: 0.333_333_34,
        max_lod: 1e9,
        shader_register: 2,
        register_space: 1,
        visibility: ShaderVisibility::DOMAIN,
        flags: StaticSamplerFlags::empty(),
    };
    if version == Version::V1_2 {
        sampler.flags = StaticSamplerFlags::UINT_BORDER_COLOR;
    }
    vec![
        RootSignature {
            version,
            ..RootSignature::default()
        },
        RootSignature {
            version,
            flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | RootFlags::ALLOW_STREAM_OUTPUT,
            parameters: vec![
                constants(0, 0, 4),
                cbv,
                srv,
                uav,
                table(ranges, ShaderVisibility::ALL),
                table(
                    vec![DescriptorRange::new(DescriptorRangeType::SAMPLER, 5)],
                    ShaderVisibility::HULL,
                ),
                table(vec![], ShaderVisibility::ALL),
            ],
            static_samplers: vec![
                sampler,
                StaticSampler::new(0),
                StaticSampler {
                    mip_lod_bias: 15.99,
                    min_lod: f32::from_bits(1),
                    max_lod: f32::MAX,
                    ..StaticSampler::new(1)
                },
            ],
        },
        RootSignature {
            version,
            flags: RootFlags::LOCAL_ROOT_SIGNATURE,
            parameters: vec![descriptor(RootDescriptorKind::Cbv, 0)],
            static_samplers: vec![],
        },
    ]
}

#[test]
fn printed_text_parses_back_to_the_same_description() {
    for version in Version::ALL {
        for sig in samples(version) {
            let text = print(&sig);
            let options = Options {
                version,
                ..Options::default()
            };
            let (parsed, _) =
                parse(&text, &options).unwrap_or_else(|e| panic!("{text}\ndoes not parse: {e}"));
            assert_eq!(parsed, sig, "{text}");
        }
    }
}

#[test]
fn compile_print_decode_reproduces_the_blob() {
    for version in Version::ALL {
        for encoding in [EncodingMode::Standard, EncodingMode::Dxc] {
            for sig in samples(version) {
                let blob = encode(&sig, encoding).unwrap_or_else(|e| panic!("{e}"));
                let decoded = decode(blob.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
                let text = print(&decoded);
                let options = Options {
                    version,
                    encoding,
                    ..Options::default()
                };
                let again = compile(&text, &options).unwrap_or_else(|e| panic!("{text}\n{e}"));
                assert_eq!(again.as_bytes(), blob.as_bytes(), "{text}");
            }
        }
    }
}

#[test]
fn compiled_text_round_trips_through_decode_and_print() {
    let text = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), \
                RootConstants(b0, num32BitConstants = 2), \
                CBV(b1), UAV(u0, flags = DATA_VOLATILE), \
                DescriptorTable(SRV(t0, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_PIXEL), \
                StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, maxLOD = 8.5)";
    for encoding in [EncodingMode::Standard, EncodingMode::Dxc] {
        let options = Options {
            encoding,
            ..Options::default()
        };
        let blob = compile(text, &options).unwrap_or_else(|e| panic!("{e}"));
        let printed = print(&decode(blob.as_bytes()).unwrap_or_else(|e| panic!("{e}")));
        let again = compile(&printed, &options).unwrap_or_else(|e| panic!("{printed}\n{e}"));
        assert_eq!(again.as_bytes(), blob.as_bytes(), "{printed}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(256))]

    /// Any description, valid or not, prints without panicking, and a
    /// valid one prints text that parses back to it.
    #[test]
    fn printing_any_description_never_panics(
        sig in rootsig_core::arbitrary::arb_any_root_signature(Version::V1_2)
    ) {
        let text = print(&sig);
        if validate(&sig, None, Context::Standalone).is_empty() {
            let options = Options { version: sig.version, ..Options::default() };
            let parsed = parse(&text, &options).map(|(parsed, _)| parsed);
            proptest::prop_assert_eq!(parsed, Ok(sig), "{}", text);
        }
    }
}
