//! The hand-picked corpus: valid root signatures at versions 1.0 and 1.1
//! that together use every element, every argument, every flag and every
//! enumeration value of the language at least once, plus the limits.
//!
//! Each case is a single idea (one visibility on one element, one flag
//! value on one range, one filter, …), so that a mismatch names its cause.

use rootsig_core::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags as RangeFlags, DescriptorRangeType,
    DescriptorTable, Filter, RootConstants, RootDescriptor, RootDescriptorFlags,
    RootDescriptorKind, RootFlags, RootParameter, RootParameterKind, RootSignature,
    ShaderVisibility, StaticBorderColor, StaticSampler, TextureAddressMode, Version,
};

/// One corpus entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    /// What the case is about, e.g. `1.1/visibility/CBV/PIXEL`.
    pub name: String,
    /// The description.
    pub signature: RootSignature,
}

impl Case {
    /// True when the signature has a range with `numDescriptors = unbounded`.
    /// vkd3d 1.2's `CreateRootSignature` answers E_NOTIMPL for those
    /// ("Unhandled unbound descriptor range", libs/vkd3d/state.c), a vkd3d
    /// limitation and not a D3D12 rule.
    pub fn has_unbounded_range(&self) -> bool {
        has_unbounded_range(&self.signature)
    }

    /// True when the signature has root constants visible to AMPLIFICATION
    /// (6), MESH (7) or beyond. vkd3d 1.2 `assert`s visibility ≤ PIXEL when
    /// laying out push constants, so `CreateRootSignature` aborts the
    /// process.
    pub fn has_root_constants_beyond_pixel(&self) -> bool {
        has_root_constants_beyond_pixel(&self.signature)
    }
}

/// See [`Case::has_unbounded_range`].
pub fn has_unbounded_range(signature: &RootSignature) -> bool {
    signature.parameters.iter().any(|p| match &p.kind {
        RootParameterKind::DescriptorTable(t) => t.ranges.iter().any(DescriptorRange::is_unbounded),
        _ => false,
    })
}

/// See [`Case::has_root_constants_beyond_pixel`].
pub fn has_root_constants_beyond_pixel(signature: &RootSignature) -> bool {
    signature.parameters.iter().any(|p| {
        matches!(p.kind, RootParameterKind::Constants(_))
            && p.visibility.0 > ShaderVisibility::PIXEL.0
    })
}

// ------------------------------------------------------------- builders

/// `RootConstants(num32BitConstants = n, b{register})`.
pub fn constants(num_32bit_values: u32, shader_register: u32) -> RootParameter {
    parameter(RootParameterKind::Constants(RootConstants {
        shader_register,
        register_space: 0,
        num_32bit_values,
    }))
}

/// A root CBV, SRV or UAV at register `shader_register`, space 0, flags omitted.
pub fn root_descriptor(kind: RootDescriptorKind, shader_register: u32) -> RootParameter {
    parameter(RootParameterKind::Descriptor(
        kind,
        RootDescriptor {
            shader_register,
            register_space: 0,
            flags: None,
        },
    ))
}

/// `DescriptorTable(ranges…)`, visible to ALL.
pub fn table(ranges: Vec<DescriptorRange>) -> RootParameter {
    parameter(RootParameterKind::DescriptorTable(DescriptorTable {
        ranges,
    }))
}

/// A root parameter visible to ALL.
pub fn parameter(kind: RootParameterKind) -> RootParameter {
    RootParameter {
        kind,
        visibility: ShaderVisibility::ALL,
    }
}

/// A signature with only root parameters.
pub fn signature(version: Version, parameters: Vec<RootParameter>) -> RootSignature {
    RootSignature {
        version,
        flags: RootFlags::empty(),
        parameters,
        static_samplers: Vec::new(),
    }
}

/// A signature with only static samplers.
pub fn samplers(version: Version, static_samplers: Vec<StaticSampler>) -> RootSignature {
    RootSignature {
        version,
        flags: RootFlags::empty(),
        parameters: Vec::new(),
        static_samplers,
    }
}

const DESCRIPTOR_KINDS: [RootDescriptorKind; 3] = [
    RootDescriptorKind::Cbv,
    RootDescriptorKind::Srv,
    RootDescriptorKind::Uav,
];

const RANGE_TYPES: [DescriptorRangeType; 4] = [
    DescriptorRangeType::SRV,
    DescriptorRangeType::UAV,
    DescriptorRangeType::CBV,
    DescriptorRangeType::SAMPLER,
];

fn range_name(range_type: DescriptorRangeType) -> &'static str {
    range_type.name().unwrap_or("?")
}

/// The 11 valid CBV/SRV/UAV range flag values at 1.1 (docs/language.md §5.4).
pub const DATA_RANGE_FLAGS: [u32; 11] = [
    0x0, 0x2, 0x4, 0x8, // no descriptor flag
    0x1, 0x3, 0x5, // DESCRIPTORS_VOLATILE
    0x10000, 0x10002, 0x10004, 0x10008, // DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS
];

/// The 3 valid Sampler range flag values at 1.1.
pub const SAMPLER_RANGE_FLAGS: [u32; 3] = [0x0, 0x1, 0x10000];

/// The 4 valid root descriptor flag values at 1.1.
pub const ROOT_DESCRIPTOR_FLAGS: [u32; 4] = [0x0, 0x2, 0x4, 0x8];

/// The implied 1.0 range flags: DESCRIPTORS_VOLATILE | DATA_VOLATILE, or
/// DESCRIPTORS_VOLATILE for Sampler ranges (docs/format.md §5.3).
fn implied_1_0_range_flags(range_type: DescriptorRangeType) -> RangeFlags {
    if range_type == DescriptorRangeType::SAMPLER {
        RangeFlags::DESCRIPTORS_VOLATILE
    } else {
        RangeFlags::DESCRIPTORS_VOLATILE | RangeFlags::DATA_VOLATILE
    }
}

/// Every hand-picked case at versions 1.0 and 1.1.
pub fn hand_picked() -> Vec<Case> {
    let mut cases = Vec::new();
    for version in [Version::V1_0, Version::V1_1] {
        let mut add = |name: String, signature: RootSignature| {
            cases.push(Case {
                name: format!("{version}/{name}"),
                signature,
            });
        };
        add_structure(version, &mut add);
        add_root_flags(version, &mut add);
        add_visibilities(version, &mut add);
        add_root_descriptors(version, &mut add);
        add_ranges(version, &mut add);
        add_samplers(version, &mut add);
        add_limits(version, &mut add);
        add_mixed(version, &mut add);
    }
    cases
}

fn add_structure(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    add("empty".into(), signature(version, vec![]));
    add(
        "empty table".into(),
        signature(version, vec![table(vec![])]),
    );
    add(
        "two empty tables".into(),
        signature(version, vec![table(vec![]), table(vec![])]),
    );
    for n in [1, 2, 13, 64] {
        add(
            format!("root constants/num32BitConstants {n}"),
            signature(version, vec![constants(n, 0)]),
        );
    }
    for (register, space) in [(7, 0), (0, 3), (4294967294, 4294967279)] {
        let mut p = constants(4, register);
        if let RootParameterKind::Constants(c) = &mut p.kind {
            c.register_space = space;
        }
        add(
            format!("root constants/b{register} space {space}"),
            signature(version, vec![p]),
        );
    }
    for kind in DESCRIPTOR_KINDS {
        for (register, space) in [(0, 0), (5, 0), (0, 9), (4294967294, 4294967279)] {
            let mut p = root_descriptor(kind, register);
            if let RootParameterKind::Descriptor(_, d) = &mut p.kind {
                d.register_space = space;
            }
            add(
                format!("root {}/register {register} space {space}", kind.keyword()),
                signature(version, vec![p]),
            );
        }
    }
}

fn add_root_flags(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    for bit in 0..12 {
        let flags = RootFlags::from_bits_retain(1 << bit);
        let mut sig = signature(version, vec![]);
        sig.flags = flags;
        add(format!("root flags/{flags:?} alone"), sig.clone());
        sig.parameters = vec![root_descriptor(RootDescriptorKind::Cbv, 0), table(vec![])];
        add(format!("root flags/{flags:?} with parameters"), sig);
    }
    let mut sig = signature(
        version,
        vec![constants(2, 0), root_descriptor(RootDescriptorKind::Srv, 0)],
    );
    sig.flags = RootFlags::all() - RootFlags::LOCAL_ROOT_SIGNATURE;
    add("root flags/every flag but LOCAL".into(), sig);
    let mut sig = signature(version, vec![]);
    sig.flags = RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
        | RootFlags::DENY_HULL_SHADER_ROOT_ACCESS
        | RootFlags::DENY_DOMAIN_SHADER_ROOT_ACCESS
        | RootFlags::DENY_GEOMETRY_SHADER_ROOT_ACCESS;
    add("root flags/typical graphics".into(), sig);
}

fn add_visibilities(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    for (visibility, name) in ShaderVisibility::KNOWN {
        let name = &name["SHADER_VISIBILITY_".len()..];
        let mut elements: Vec<(&str, RootParameter)> = vec![
            ("RootConstants", constants(3, 1)),
            ("CBV", root_descriptor(RootDescriptorKind::Cbv, 2)),
            ("SRV", root_descriptor(RootDescriptorKind::Srv, 3)),
            ("UAV", root_descriptor(RootDescriptorKind::Uav, 4)),
            (
                "table of SRV",
                table(vec![DescriptorRange::new(DescriptorRangeType::SRV, 0)]),
            ),
            (
                "table of Sampler",
                table(vec![DescriptorRange::new(DescriptorRangeType::SAMPLER, 0)]),
            ),
        ];
        for (element, p) in &mut elements {
            p.visibility = *visibility;
            add(
                format!("visibility/{element}/{name}"),
                signature(version, vec![p.clone()]),
            );
        }
        let mut sampler = StaticSampler::new(0);
        sampler.visibility = *visibility;
        add(
            format!("visibility/StaticSampler/{name}"),
            samplers(version, vec![sampler]),
        );
    }
}

fn add_root_descriptors(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    for kind in DESCRIPTOR_KINDS {
        let values: Vec<Option<u32>> = match version {
            // 1.0 accepts only a restatement of the implied DATA_VOLATILE.
            Version::V1_0 => vec![None, Some(0x2)],
            _ => std::iter::once(None)
                .chain(ROOT_DESCRIPTOR_FLAGS.iter().copied().map(Some))
                .collect(),
        };
        for flags in values {
            let mut p = root_descriptor(kind, 0);
            if let RootParameterKind::Descriptor(_, d) = &mut p.kind {
                d.flags = flags.map(RootDescriptorFlags::from_bits_retain);
            }
            let label = flags.map_or("omitted".to_string(), |f| format!("{f:#x}"));
            add(
                format!("root {}/flags {label}", kind.keyword()),
                signature(version, vec![p]),
            );
        }
    }
}

fn add_ranges(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    for range_type in RANGE_TYPES {
        add_range_flags(version, range_type, add);
        add_range_fields(version, range_type, add);
    }
    add_mixed_tables(version, add);
}

/// A table of one range of `range_type` per flags value the version allows.
fn add_range_flags(
    version: Version,
    range_type: DescriptorRangeType,
    add: &mut impl FnMut(String, RootSignature),
) {
    let type_name = range_name(range_type);
    let values: Vec<Option<RangeFlags>> = match version {
        Version::V1_0 => vec![None, Some(implied_1_0_range_flags(range_type))],
        _ => {
            let valid: &[u32] = if range_type == DescriptorRangeType::SAMPLER {
                &SAMPLER_RANGE_FLAGS
            } else {
                &DATA_RANGE_FLAGS
            };
            std::iter::once(None)
                .chain(valid.iter().map(|&f| Some(RangeFlags::from_bits_retain(f))))
                .collect()
        }
    };
    for flags in values {
        let mut range = DescriptorRange::new(range_type, 0);
        range.flags = flags;
        let label = flags.map_or("omitted".to_string(), |f| format!("{:#x}", f.bits()));
        add(
            format!("range {type_name}/flags {label}"),
            signature(version, vec![table(vec![range])]),
        );
    }
}

/// Tables of ranges of `range_type`: numDescriptors, register, space and
/// offset one at a time, unbounded ranges, and several ranges.
fn add_range_fields(
    version: Version,
    range_type: DescriptorRangeType,
    add: &mut impl FnMut(String, RootSignature),
) {
    let type_name = range_name(range_type);
    let variants: [(&str, u32, u32, u32, u32); 9] = [
        ("one descriptor", 1, 0, 0, DescriptorRange::APPEND),
        ("8 descriptors", 8, 0, 0, DescriptorRange::APPEND),
        ("100 descriptors", 100, 0, 0, DescriptorRange::APPEND),
        ("register 17", 1, 17, 0, DescriptorRange::APPEND),
        ("last register", 1, 4294967294, 0, DescriptorRange::APPEND),
        ("space 5", 2, 0, 5, DescriptorRange::APPEND),
        ("last space", 1, 0, 4294967279, DescriptorRange::APPEND),
        ("offset 0", 3, 0, 0, 0),
        ("offset 32", 3, 0, 0, 32),
    ];
    for (label, num_descriptors, register, space, offset) in variants {
        let mut range = DescriptorRange::new(range_type, register);
        range.num_descriptors = num_descriptors;
        range.register_space = space;
        range.offset = offset;
        add(
            format!("range {type_name}/{label}"),
            signature(version, vec![table(vec![range])]),
        );
    }
    let mut range = DescriptorRange::new(range_type, 0);
    range.num_descriptors = DescriptorRange::UNBOUNDED;
    add(
        format!("range {type_name}/unbounded"),
        signature(version, vec![table(vec![range])]),
    );
    let mut first = DescriptorRange::new(range_type, 0);
    first.num_descriptors = 4;
    let mut last = DescriptorRange::new(range_type, 10);
    last.num_descriptors = DescriptorRange::UNBOUNDED;
    add(
        format!("range {type_name}/unbounded after a bounded range"),
        signature(version, vec![table(vec![first, last])]),
    );
    // Several ranges of this type, appended and explicit.
    let mut a = DescriptorRange::new(range_type, 0);
    a.num_descriptors = 2;
    let mut b = DescriptorRange::new(range_type, 2);
    b.num_descriptors = 3;
    let mut c = DescriptorRange::new(range_type, 0);
    c.register_space = 1;
    c.offset = 10;
    add(
        format!("range {type_name}/three ranges"),
        signature(version, vec![table(vec![a, b, c])]),
    );
}

/// Tables of ranges of several types.
fn add_mixed_tables(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    let mixed = vec![
        DescriptorRange::new(DescriptorRangeType::CBV, 0),
        {
            let mut r = DescriptorRange::new(DescriptorRangeType::SRV, 0);
            r.num_descriptors = 4;
            r
        },
        DescriptorRange::new(DescriptorRangeType::UAV, 0),
    ];
    add(
        "table/CBV SRV UAV appended".into(),
        signature(version, vec![table(mixed)]),
    );
    let explicit = vec![
        {
            let mut r = DescriptorRange::new(DescriptorRangeType::UAV, 0);
            r.offset = 8;
            r
        },
        {
            let mut r = DescriptorRange::new(DescriptorRangeType::SRV, 0);
            r.num_descriptors = 8;
            r.offset = 0;
            r
        },
    ];
    add(
        "table/explicit offsets out of order".into(),
        signature(version, vec![table(explicit)]),
    );
}

fn add_samplers(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    // A case of one sampler: the defaults at s0, changed by `edit`.
    let mut add_one = |name: String, edit: &dyn Fn(&mut StaticSampler)| {
        let mut s = StaticSampler::new(0);
        edit(&mut s);
        add(name, samplers(version, vec![s]));
    };
    add_one("sampler/defaults".into(), &|_| {});
    for (filter, name) in Filter::KNOWN {
        add_one(format!("sampler/filter/{name}"), &|s| s.filter = *filter);
    }
    for (mode, name) in TextureAddressMode::KNOWN {
        add_one(format!("sampler/addressU/{name}"), &|s| s.address_u = *mode);
        add_one(format!("sampler/addressV/{name}"), &|s| s.address_v = *mode);
        add_one(format!("sampler/addressW/{name}"), &|s| s.address_w = *mode);
    }
    for (func, name) in ComparisonFunc::KNOWN {
        add_one(format!("sampler/comparisonFunc/{name}"), &|s| {
            s.comparison_func = *func;
            // A comparison filter needs a comparison function (RS0222).
            s.filter = if *func == ComparisonFunc::NONE {
                Filter::MIN_MAG_MIP_LINEAR
            } else {
                Filter::COMPARISON_MIN_MAG_MIP_LINEAR
            };
        });
    }
    for (color, name) in StaticBorderColor::KNOWN {
        add_one(format!("sampler/borderColor/{name}"), &|s| {
            s.border_color = *color;
            s.address_u = TextureAddressMode::BORDER;
            s.address_v = TextureAddressMode::BORDER;
            s.address_w = TextureAddressMode::BORDER;
        });
    }
    for max_anisotropy in [0, 1, 8, 16] {
        add_one(format!("sampler/maxAnisotropy {max_anisotropy}"), &|s| {
            s.max_anisotropy = max_anisotropy;
        });
    }
    // 15.99 is the largest bias (f32 0x417FD70A, RS0219).
    for bias in [-16.0, -0.5, -0.0, 0.25, 15.99] {
        add_one(format!("sampler/mipLODBias {bias:?}"), &|s| {
            s.mip_lod_bias = bias;
        });
    }
    for (min_lod, max_lod) in [
        (0.0, 0.0),
        (2.5, 7.25),
        (-3.0, 1000.0),
        (1.0, 1.0),
        (0.0, 1e30),
    ] {
        add_one(format!("sampler/LOD {min_lod:?}..{max_lod:?}"), &|s| {
            s.min_lod = min_lod;
            s.max_lod = max_lod;
        });
    }
    for (register, space) in [(9, 0), (0, 6), (4294967294, 4294967279)] {
        add_one(format!("sampler/s{register} space {space}"), &|s| {
            s.shader_register = register;
            s.register_space = space;
        });
    }
    let every_field = StaticSampler {
        filter: Filter::COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR,
        address_u: TextureAddressMode::MIRROR,
        address_v: TextureAddressMode::CLAMP,
        address_w: TextureAddressMode::MIRROR_ONCE,
        mip_lod_bias: -2.75,
        max_anisotropy: 4,
        comparison_func: ComparisonFunc::GREATER_EQUAL,
        border_color: StaticBorderColor::OPAQUE_BLACK,
        min_lod: 0.5,
        max_lod: 9.0,
        shader_register: 3,
        register_space: 2,
        visibility: ShaderVisibility::GEOMETRY,
        flags: Default::default(),
    };
    add(
        "sampler/every field set".into(),
        samplers(version, vec![every_field]),
    );
    let sixteen = (0..16)
        .map(|i| {
            let mut s = StaticSampler::new(i);
            s.filter = Filter::KNOWN[i as usize % Filter::KNOWN.len()].0;
            s.address_u = TextureAddressMode::KNOWN[i as usize % 5].0;
            s
        })
        .collect();
    add(
        "sampler/sixteen samplers".into(),
        samplers(version, sixteen),
    );
}

fn add_limits(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    // Root cost exactly 64 DWORDs, three ways (docs/language.md §5.9).
    add(
        "limits/32 root descriptors".into(),
        signature(
            version,
            (0..32)
                .map(|i| root_descriptor(DESCRIPTOR_KINDS[i % 3], i as u32))
                .collect(),
        ),
    );
    add(
        "limits/64 descriptor tables".into(),
        signature(
            version,
            (0..64)
                .map(|i| table(vec![DescriptorRange::new(DescriptorRangeType::SRV, i)]))
                .collect(),
        ),
    );
    add(
        "limits/table, CBV and 61 constants".into(),
        signature(
            version,
            vec![
                table(vec![DescriptorRange::new(DescriptorRangeType::UAV, 0)]),
                root_descriptor(RootDescriptorKind::Cbv, 0),
                constants(61, 1),
            ],
        ),
    );
    add(
        "limits/64 static samplers".into(),
        samplers(version, (0..64).map(StaticSampler::new).collect()),
    );
    add(
        "limits/table of 32 ranges".into(),
        signature(
            version,
            vec![table(
                (0..32)
                    .map(|i| DescriptorRange::new(RANGE_TYPES[i as usize % 3], i))
                    .collect(),
            )],
        ),
    );
}

fn add_mixed(version: Version, add: &mut impl FnMut(String, RootSignature)) {
    add("mixed/format example".into(), format_example(version));
    add("mixed/engine layout".into(), engine_layout(version));
    add("mixed/compute layout".into(), compute_layout(version));
}

/// docs/format.md §8.2 ("mixed visibility"), with flags restated only at 1.1.
fn format_example(version: Version) -> RootSignature {
    let v11 = version != Version::V1_0;
    let flags_rd = |f: u32| v11.then(|| RootDescriptorFlags::from_bits_retain(f));
    let flags_range = |f: u32| v11.then(|| RangeFlags::from_bits_retain(f));
    let mut constants_vertex = constants(2, 0);
    constants_vertex.visibility = ShaderVisibility::VERTEX;
    let descriptor = |kind, register, flags, visibility| RootParameter {
        kind: RootParameterKind::Descriptor(
            kind,
            RootDescriptor {
                shader_register: register,
                register_space: 0,
                flags,
            },
        ),
        visibility,
    };
    let mut srv_range = DescriptorRange::new(DescriptorRangeType::SRV, 1);
    srv_range.num_descriptors = 3;
    srv_range.flags = flags_range(0);
    let mut uav_range = DescriptorRange::new(DescriptorRangeType::UAV, 1);
    uav_range.register_space = 2;
    uav_range.num_descriptors = DescriptorRange::UNBOUNDED;
    uav_range.flags = flags_range(0x1);
    let mut pixel_table = table(vec![srv_range, uav_range]);
    pixel_table.visibility = ShaderVisibility::PIXEL;
    let mut sampler = StaticSampler::new(0);
    sampler.filter = Filter::MIN_MAG_MIP_POINT;
    sampler.max_anisotropy = 0;
    sampler.comparison_func = ComparisonFunc::NEVER;
    sampler.border_color = StaticBorderColor::TRANSPARENT_BLACK;
    sampler.visibility = ShaderVisibility::PIXEL;
    RootSignature {
        version,
        flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
            | RootFlags::DENY_GEOMETRY_SHADER_ROOT_ACCESS,
        parameters: vec![
            constants_vertex,
            descriptor(
                RootDescriptorKind::Cbv,
                1,
                flags_rd(0x8),
                ShaderVisibility::HULL,
            ),
            descriptor(
                RootDescriptorKind::Srv,
                0,
                flags_rd(0x0),
                ShaderVisibility::DOMAIN,
            ),
            descriptor(
                RootDescriptorKind::Uav,
                0,
                flags_rd(0x2),
                ShaderVisibility::GEOMETRY,
            ),
            pixel_table,
            table(vec![]),
        ],
        static_samplers: vec![sampler],
    }
}

/// A typical engine layout: per-frame CBV, per-draw constants, material
/// textures, samplers in their own table, and a couple of static samplers.
fn engine_layout(version: Version) -> RootSignature {
    let mut textures = DescriptorRange::new(DescriptorRangeType::SRV, 0);
    textures.num_descriptors = 8;
    textures.register_space = 1;
    let mut material = table(vec![
        textures,
        DescriptorRange::new(DescriptorRangeType::CBV, 2),
    ]);
    material.visibility = ShaderVisibility::PIXEL;
    let mut sampler_table = table(vec![{
        let mut r = DescriptorRange::new(DescriptorRangeType::SAMPLER, 2);
        r.num_descriptors = 4;
        r
    }]);
    sampler_table.visibility = ShaderVisibility::PIXEL;
    let mut linear = StaticSampler::new(0);
    linear.filter = Filter::MIN_MAG_MIP_LINEAR;
    let mut shadow = StaticSampler::new(1);
    shadow.filter = Filter::COMPARISON_MIN_MAG_LINEAR_MIP_POINT;
    shadow.address_u = TextureAddressMode::BORDER;
    shadow.address_v = TextureAddressMode::BORDER;
    shadow.border_color = StaticBorderColor::OPAQUE_WHITE;
    shadow.comparison_func = ComparisonFunc::LESS;
    shadow.visibility = ShaderVisibility::PIXEL;
    RootSignature {
        version,
        flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,
        parameters: vec![
            root_descriptor(RootDescriptorKind::Cbv, 0),
            constants(16, 1),
            material,
            sampler_table,
            root_descriptor(RootDescriptorKind::Srv, 0),
            root_descriptor(RootDescriptorKind::Uav, 0),
        ],
        static_samplers: vec![linear, shadow],
    }
}

/// Samplers interleaved with parameters in registers and spaces.
fn compute_layout(version: Version) -> RootSignature {
    let mut compute = signature(
        version,
        vec![
            table(vec![
                {
                    let mut r = DescriptorRange::new(DescriptorRangeType::UAV, 0);
                    r.num_descriptors = 4;
                    r
                },
                DescriptorRange::new(DescriptorRangeType::SRV, 0),
                DescriptorRange::new(DescriptorRangeType::CBV, 0),
            ]),
            constants(4, 1),
        ],
    );
    compute.static_samplers = vec![StaticSampler::new(0), {
        let mut s = StaticSampler::new(0);
        s.register_space = 1;
        s.filter = Filter::MAXIMUM_ANISOTROPIC;
        s
    }];
    compute
}

/// `count` random valid signatures at `version` from rootsig-core's
/// proptest strategy [`arb_root_signature_with`], with everything the
/// language allows ([`ArbitraryConfig::new`]). The generator is seeded with
/// a fixed seed, so the same signatures come out on every run and machine.
///
/// [`arb_root_signature_with`]: rootsig_core::arbitrary::arb_root_signature_with
/// [`ArbitraryConfig::new`]: rootsig_core::arbitrary::ArbitraryConfig::new
pub fn random(version: Version, count: usize) -> Vec<Case> {
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    use rootsig_core::arbitrary::{ArbitraryConfig, arb_root_signature_with};

    let seed = *b"rootsig conformance against vkd3";
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let strategy = arb_root_signature_with(&ArbitraryConfig::new(version));
    (0..count)
        .filter_map(|index| {
            let tree = strategy.new_tree(&mut runner).ok()?;
            Some(Case {
                name: format!("{version}/random #{index}"),
                signature: tree.current(),
            })
        })
        .collect()
}

/// The whole corpus: [`hand_picked`] plus 150 [`random`] signatures at
/// each of versions 1.0 and 1.1.
pub fn all() -> Vec<Case> {
    let mut cases = hand_picked();
    cases.extend(random(Version::V1_0, RANDOM_PER_VERSION));
    cases.extend(random(Version::V1_1, RANDOM_PER_VERSION));
    cases
}

/// How many random signatures [`all`] takes per version.
pub const RANDOM_PER_VERSION: usize = 150;
