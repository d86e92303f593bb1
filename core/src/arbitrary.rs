//! Proptest strategies for random root signatures (feature `proptest`).
//!
//! Two families:
//!
//! * [`arb_root_signature`] and [`arb_root_signature_with`] produce **valid**
//!   descriptions: [`crate::validate`] reports nothing for them (no error and
//!   no warning) in the standalone context, so they can be encoded, printed,
//!   parsed back and handed to a runtime.
//! * [`arb_any_root_signature`] produces **structurally arbitrary**
//!   descriptions with raw values (unknown enumerations, stray flag bits, NaN
//!   floats, overlapping registers …) for encoder/decoder identity tests.
//!
//! [`encoded_form`] tells what the decoder gives back for a description
//! after encoding, since omitted flags are written as concrete values.
//!
//! ```
//! use proptest::strategy::{Strategy, ValueTree};
//! use proptest::test_runner::TestRunner;
//! use rootsig_core::arbitrary::arb_root_signature;
//! use rootsig_core::{validate, Context, Version};
//!
//! let mut runner = TestRunner::deterministic();
//! let sig = arb_root_signature(Version::V1_1)
//!     .new_tree(&mut runner)
//!     .unwrap()
//!     .current();
//! assert_eq!(sig.version, Version::V1_1);
//! assert!(validate(&sig, None, Context::Standalone).is_empty());
//! ```

use std::collections::BTreeMap;

use proptest::prelude::*;
use proptest::sample::select;

use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, DescriptorTable,
    EncodingMode, Filter, RootConstants, RootDescriptor, RootDescriptorFlags, RootDescriptorKind,
    RootFlags, RootParameter, RootParameterKind, RootSignature, ShaderVisibility,
    StaticBorderColor, StaticSampler, StaticSamplerFlags, TextureAddressMode, Version,
};
use crate::rules::{
    FIRST_RESERVED_SPACE, MAX_ANISOTROPY, MAX_MIP_LOD_BIAS, MAX_ROOT_COST, MIN_MIP_LOD_BIAS,
};

/// What [`arb_root_signature_with`] may generate.
///
/// The defaults (from [`ArbitraryConfig::new`]) allow everything the language
/// allows. [`ArbitraryConfig::vkd3d`] leaves out what vkd3d 1.2 cannot create.
///
/// ```
/// use rootsig_core::arbitrary::ArbitraryConfig;
/// use rootsig_core::Version;
/// let config = ArbitraryConfig::vkd3d(Version::V1_1);
/// assert!(!config.unbounded_ranges);
/// assert_eq!(config.max_parameters, 12);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArbitraryConfig {
    /// The version of every generated signature.
    pub version: Version,
    /// At most this many root parameters (default 12). Above 21, tables and
    /// root descriptors that would take the root cost past 64 are left out.
    pub max_parameters: usize,
    /// At most this many ranges per descriptor table (default 6).
    pub max_ranges: usize,
    /// At most this many static samplers (default 4; keep it at or below
    /// 2032, RS0233).
    pub max_static_samplers: usize,
    /// Allow `numDescriptors = unbounded` on the last range of a table.
    pub unbounded_ranges: bool,
    /// Allow root constants visible only to the amplification or mesh stage.
    pub amplification_mesh_root_constants: bool,
    /// The root flags that may be set. `LOCAL_ROOT_SIGNATURE` in this mask
    /// allows local signatures (that flag alone, with every parameter visible
    /// to ALL).
    pub root_flags: RootFlags,
}

impl ArbitraryConfig {
    /// Everything the language allows at `version`, with moderate sizes.
    pub fn new(version: Version) -> Self {
        ArbitraryConfig {
            version,
            max_parameters: 12,
            max_ranges: 6,
            max_static_samplers: 4,
            unbounded_ranges: true,
            amplification_mesh_root_constants: true,
            root_flags: RootFlags::all(),
        }
    }

    /// What vkd3d 1.2's `CreateRootSignature` accepts: no unbounded ranges
    /// (E_NOTIMPL there) and no root constants visible to AMPLIFICATION or
    /// MESH only. vkd3d also rejects version 1.2 blobs; pick the version
    /// accordingly.
    pub fn vkd3d(version: Version) -> Self {
        ArbitraryConfig {
            unbounded_ranges: false,
            amplification_mesh_root_constants: false,
            ..ArbitraryConfig::new(version)
        }
    }
}

/// Random valid root signatures at `version`, with every option allowed
/// (see [`ArbitraryConfig::new`]).
pub fn arb_root_signature(version: Version) -> impl Strategy<Value = RootSignature> {
    arb_root_signature_with(&ArbitraryConfig::new(version))
}

/// Random valid root signatures as `config` allows.
///
/// Every parameter kind, range type, visibility and sampler enumeration
/// appears; flags are omitted or one of the combinations valid for the
/// version (docs/language.md §5.4); registers are allocated from a running
/// counter per register class and space, with random gaps, so that no two
/// bindings overlap; table offsets are APPEND or explicit and never put two
/// range types on the same descriptor slots; the root cost stays at or
/// below 64 DWORDs; nothing triggers a warning.
pub fn arb_root_signature_with(
    config: &ArbitraryConfig,
) -> impl Strategy<Value = RootSignature> + use<> {
    let config = config.clone();
    let params =
        proptest::collection::vec(parameter_seed(config.max_ranges), 0..=config.max_parameters);
    let samplers = proptest::collection::vec(sampler_seed(), 0..=config.max_static_samplers);
    (root_flags_seed(), params, samplers)
        .prop_map(move |(flags, params, samplers)| build(&config, flags, params, samplers))
}

// ---------------------------------------------------------------------------
// Seeds: the random choices, turned into a valid description by `build`.

/// Where a binding goes: a preferred space and a gap after the previous
/// binding of the same class in that space.
#[derive(Debug, Clone)]
struct RegisterSeed {
    space: u32,
    gap: u32,
}

#[derive(Debug, Clone)]
enum OffsetSeed {
    Append,
    /// Explicit offset: the APPEND position plus a gap.
    After(u32),
    /// Explicit offset equal to the previous range's start (same type only).
    AliasPrevious,
    /// Explicit offset so that the last range ends at slot 4294967295.
    End,
}

#[derive(Debug, Clone)]
struct RangeSeed {
    type_index: usize,
    register: RegisterSeed,
    num_descriptors: u32,
    unbounded: bool,
    offset: OffsetSeed,
    flags: Option<usize>,
}

#[derive(Debug, Clone)]
enum ParameterKindSeed {
    Constants {
        register: RegisterSeed,
        num_32bit_values: u32,
    },
    Descriptor {
        kind: RootDescriptorKind,
        register: RegisterSeed,
        flags: Option<usize>,
    },
    Table {
        samplers: bool,
        ranges: Vec<RangeSeed>,
    },
}

#[derive(Debug, Clone)]
struct ParameterSeed {
    kind: ParameterKindSeed,
    visibility: usize,
}

#[derive(Debug, Clone)]
enum RootFlagsSeed {
    Local,
    Bits(u32),
}

#[derive(Debug, Clone)]
struct SamplerSeed {
    sampler: StaticSampler,
    register: RegisterSeed,
    flags: u32,
    choice: usize,
}

fn register_seed() -> impl Strategy<Value = RegisterSeed> {
    let space = prop_oneof![
        6 => Just(0u32),
        3 => 1..4u32,
        1 => 0..=MAX_SPACE,
    ];
    let gap = prop_oneof![
        8 => 0..4u32,
        1 => 0..100_000u32,
        1 => any::<u32>(),
    ];
    (space, gap).prop_map(|(space, gap)| RegisterSeed { space, gap })
}

fn range_seed() -> impl Strategy<Value = RangeSeed> {
    let num = prop_oneof![8 => 1..=8u32, 1 => 1..=100_000u32];
    let offset = prop_oneof![
        6 => Just(OffsetSeed::Append),
        3 => prop_oneof![3 => 0..4u32, 1 => 0..1_000_000u32].prop_map(OffsetSeed::After),
        1 => Just(OffsetSeed::AliasPrevious),
        1 => Just(OffsetSeed::End),
    ];
    (
        0..3usize,
        register_seed(),
        num,
        proptest::bool::weighted(0.2),
        offset,
        proptest::option::weighted(0.5, 0..16usize),
    )
        .prop_map(
            |(type_index, register, num_descriptors, unbounded, offset, flags)| RangeSeed {
                type_index,
                register,
                num_descriptors,
                unbounded,
                offset,
                flags,
            },
        )
}

fn parameter_seed(max_ranges: usize) -> impl Strategy<Value = ParameterSeed> {
    let constants = (register_seed(), prop_oneof![3 => 0..=4u32, 1 => 0..=64u32]).prop_map(
        |(register, num_32bit_values)| ParameterKindSeed::Constants {
            register,
            num_32bit_values,
        },
    );
    let descriptor = (
        select(
            &[
                RootDescriptorKind::Cbv,
                RootDescriptorKind::Srv,
                RootDescriptorKind::Uav,
            ][..],
        ),
        register_seed(),
        proptest::option::weighted(0.5, 0..16usize),
    )
        .prop_map(|(kind, register, flags)| ParameterKindSeed::Descriptor {
            kind,
            register,
            flags,
        });
    let table = (
        proptest::bool::weighted(0.25),
        proptest::collection::vec(range_seed(), 0..=max_ranges),
    )
        .prop_map(|(samplers, ranges)| ParameterKindSeed::Table { samplers, ranges });
    let kind = prop_oneof![2 => constants, 3 => descriptor, 3 => table];
    (kind, prop_oneof![1 => Just(0usize), 2 => 0..8usize])
        .prop_map(|(kind, visibility)| ParameterSeed { kind, visibility })
}

fn root_flags_seed() -> impl Strategy<Value = RootFlagsSeed> {
    prop_oneof![
        4 => Just(RootFlagsSeed::Bits(0)),
        5 => any::<u32>().prop_map(RootFlagsSeed::Bits),
        1 => Just(RootFlagsSeed::Local),
    ]
}

/// Finite f32 values of every class, with the usual suspects weighted up.
fn finite_f32() -> impl Strategy<Value = f32> {
    use proptest::num::f32 as f;
    prop_oneof![
        2 => select(&[0.0f32, -0.0, 1.0, 0.5, 12.0, -1.5, f32::MAX, -f32::MAX, f32::MIN_POSITIVE][..]),
        1 => -1000.0f32..1000.0,
        1 => f::POSITIVE | f::NEGATIVE | f::NORMAL | f::SUBNORMAL | f::ZERO,
    ]
}

/// Values in the valid mipLODBias range (RS0219).
fn mip_lod_bias() -> impl Strategy<Value = f32> {
    prop_oneof![
        2 => select(&[0.0f32, -0.0, MIN_MIP_LOD_BIAS, MAX_MIP_LOD_BIAS, 1.5, -0.25][..]),
        2 => MIN_MIP_LOD_BIAS..=MAX_MIP_LOD_BIAS,
        1 => proptest::num::f32::POSITIVE | proptest::num::f32::NEGATIVE | proptest::num::f32::SUBNORMAL,
    ]
}

fn sampler_seed() -> impl Strategy<Value = SamplerSeed> {
    let address = || select(TextureAddressMode::KNOWN).prop_map(|(v, _)| v);
    let enums = (
        select(Filter::KNOWN).prop_map(|(v, _)| v),
        address(),
        address(),
        address(),
        select(ComparisonFunc::KNOWN).prop_map(|(v, _)| v),
        select(StaticBorderColor::KNOWN).prop_map(|(v, _)| v),
        0..=MAX_ANISOTROPY,
    );
    let floats = (mip_lod_bias(), finite_f32(), finite_f32());
    (
        enums,
        floats,
        register_seed(),
        0..8usize,
        0..4u32,
        any::<usize>(),
    )
        .prop_map(
            |(
                (filter, address_u, address_v, address_w, comparison_func, border_color, aniso),
                (mip_lod_bias, a, b),
                register,
                visibility,
                flags,
                choice,
            )| {
                // minLOD > maxLOD is warning RS0221.
                let (min_lod, max_lod) = if a <= b { (a, b) } else { (b, a) };
                SamplerSeed {
                    sampler: StaticSampler {
                        filter,
                        address_u,
                        address_v,
                        address_w,
                        mip_lod_bias,
                        max_anisotropy: aniso,
                        comparison_func,
                        border_color,
                        min_lod,
                        max_lod,
                        shader_register: 0,
                        register_space: 0,
                        visibility: ShaderVisibility(visibility as u32),
                        flags: StaticSamplerFlags::empty(),
                    },
                    register,
                    flags,
                    choice,
                }
            },
        )
}

// ---------------------------------------------------------------------------
// Building a valid description from seeds.

/// The largest register space outside the reserved block (RS0202).
const MAX_SPACE: u32 = FIRST_RESERVED_SPACE - 1;
/// The largest usable register number (4294967295 is reserved, RS0201).
const MAX_REGISTER: u64 = 0xFFFF_FFFE;
/// The last descriptor slot / register a bounded range may reach.
const LAST_SLOT: u64 = 0xFFFF_FFFF;

const ROOT_DESCRIPTOR_FLAGS: [u32; 4] = [0, 0x2, 0x4, 0x8];
/// The 11 valid CBV/SRV/UAV range flag values (docs/language.md §5.4).
const RANGE_FLAGS: [u32; 11] = [
    0, 0x2, 0x4, 0x8, 0x1, 0x3, 0x5, 0x10000, 0x10002, 0x10004, 0x10008,
];
const SAMPLER_RANGE_FLAGS: [u32; 3] = [0, 0x1, 0x10000];
/// Register classes for the overlap rule: root constants count as CBV and
/// static samplers share the Sampler class with Sampler ranges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Cbv,
    Srv,
    Uav,
    Sampler,
}

/// Hands out non-overlapping register intervals per class and space.
#[derive(Default)]
struct Registers {
    next: BTreeMap<(Class, u32), u64>,
}

impl Registers {
    /// Allocates `count` registers (`None` = unbounded) and returns
    /// (base register, space). Falls back to gap 0 and then to other spaces
    /// when the preferred space has no room.
    fn allocate(&mut self, class: Class, seed: &RegisterSeed, count: Option<u32>) -> (u32, u32) {
        let mut attempt: u32 = 0;
        loop {
            let space = if attempt <= 1 {
                seed.space
            } else {
                (seed.space.wrapping_add(attempt - 1)) % (MAX_SPACE + 1)
            };
            let gap = if attempt == 0 { u64::from(seed.gap) } else { 0 };
            let next = self.next.get(&(class, space)).copied().unwrap_or(0);
            let base = next + gap;
            let end = match count {
                Some(n) => base + u64::from(n.max(1)) - 1,
                None => LAST_SLOT,
            };
            if base <= MAX_REGISTER && end <= LAST_SLOT {
                self.next.insert((class, space), end + 1);
                return (base as u32, space);
            }
            attempt += 1;
        }
    }
}

const VISIBILITIES: [ShaderVisibility; 8] = [
    ShaderVisibility::ALL,
    ShaderVisibility::VERTEX,
    ShaderVisibility::HULL,
    ShaderVisibility::DOMAIN,
    ShaderVisibility::GEOMETRY,
    ShaderVisibility::PIXEL,
    ShaderVisibility::AMPLIFICATION,
    ShaderVisibility::MESH,
];

fn root_descriptor_flags(version: Version, index: Option<usize>) -> Option<RootDescriptorFlags> {
    let index = index?;
    Some(RootDescriptorFlags::from_bits_retain(match version {
        // Only the implied 1.0 value may be written (RS0205).
        Version::V1_0 => 0x2,
        _ => ROOT_DESCRIPTOR_FLAGS[index % ROOT_DESCRIPTOR_FLAGS.len()],
    }))
}

fn range_flags(
    version: Version,
    range_type: DescriptorRangeType,
    index: Option<usize>,
) -> Option<DescriptorRangeFlags> {
    let index = index?;
    let sampler = range_type == DescriptorRangeType::SAMPLER;
    let bits = match (version, sampler) {
        (Version::V1_0, true) => 0x1,
        (Version::V1_0, false) => 0x3,
        (_, true) => SAMPLER_RANGE_FLAGS[index % SAMPLER_RANGE_FLAGS.len()],
        (_, false) => RANGE_FLAGS[index % RANGE_FLAGS.len()],
    };
    Some(DescriptorRangeFlags::from_bits_retain(bits))
}

fn class_of(range_type: DescriptorRangeType) -> Class {
    match range_type {
        DescriptorRangeType::SRV => Class::Srv,
        DescriptorRangeType::UAV => Class::Uav,
        DescriptorRangeType::CBV => Class::Cbv,
        _ => Class::Sampler,
    }
}

fn build_table(
    config: &ArbitraryConfig,
    registers: &mut Registers,
    samplers: bool,
    seeds: &[RangeSeed],
) -> DescriptorTable {
    const TYPES: [DescriptorRangeType; 3] = [
        DescriptorRangeType::SRV,
        DescriptorRangeType::UAV,
        DescriptorRangeType::CBV,
    ];
    let mut ranges = Vec::with_capacity(seeds.len());
    // Where APPEND puts the next range (just after the previous one), the
    // first slot past every range so far, and (type, start) of the
    // previous range.
    let mut append_at: u64 = 0;
    let mut high: u64 = 0;
    let mut previous: Option<(DescriptorRangeType, u64)> = None;
    for (i, seed) in seeds.iter().enumerate() {
        let last = i + 1 == seeds.len();
        let range_type = if samplers {
            DescriptorRangeType::SAMPLER
        } else {
            TYPES[seed.type_index % TYPES.len()]
        };
        // Only the last range may be unbounded (RS0213, RS0214).
        let unbounded = last && seed.unbounded && config.unbounded_ranges;
        let count = if unbounded {
            1
        } else {
            u64::from(seed.num_descriptors)
        };
        let fits = |start: u64| start <= MAX_REGISTER && start + count - 1 <= LAST_SLOT;
        // A start either aliases the previous range of the same type (whose
        // earlier neighbours all end before it) or lies at or past `high`,
        // so ranges of different types never share slots (RS0216). Nothing
        // overflows (RS0215): the sizes keep `high` far below 2^32 until the
        // last range.
        let explicit = match seed.offset {
            OffsetSeed::Append => None,
            OffsetSeed::After(gap) => Some(high + u64::from(gap)),
            OffsetSeed::AliasPrevious => match previous {
                Some((t, start)) if t == range_type => Some(start),
                _ => Some(high),
            },
            OffsetSeed::End if last && unbounded => Some(MAX_REGISTER),
            OffsetSeed::End if last => Some((LAST_SLOT + 1 - count).max(high)),
            OffsetSeed::End => Some(high),
        };
        let (offset, start) = match explicit {
            Some(start) if fits(start) => (start as u32, start),
            _ if append_at == high => (DescriptorRange::APPEND, high),
            // After an alias, APPEND would land inside earlier ranges.
            _ => (high as u32, high),
        };
        let (base, space) = registers.allocate(
            class_of(range_type),
            &seed.register,
            if unbounded {
                None
            } else {
                Some(seed.num_descriptors)
            },
        );
        ranges.push(DescriptorRange {
            range_type,
            num_descriptors: if unbounded {
                DescriptorRange::UNBOUNDED
            } else {
                seed.num_descriptors
            },
            base_shader_register: base,
            register_space: space,
            flags: range_flags(config.version, range_type, seed.flags),
            offset,
        });
        append_at = start + count;
        high = high.max(append_at);
        previous = Some((range_type, start));
    }
    DescriptorTable { ranges }
}

fn build(
    config: &ArbitraryConfig,
    flags: RootFlagsSeed,
    params: Vec<ParameterSeed>,
    samplers: Vec<SamplerSeed>,
) -> RootSignature {
    let root_flags = root_flags(config, flags);
    let (params, mut budget) = within_root_cost(&params);
    let mut registers = Registers::default();
    let mut parameters = Vec::with_capacity(params.len());
    for seed in params {
        let visibility = visibility(config, root_flags, seed);
        let kind = parameter_kind(config, &mut registers, seed, &mut budget);
        parameters.push(RootParameter { kind, visibility });
    }

    let static_samplers = samplers
        .iter()
        .map(|seed| build_sampler(config.version, &mut registers, seed))
        .collect();

    RootSignature {
        version: config.version,
        flags: root_flags,
        parameters,
        static_samplers,
    }
}

/// The seed's root flags, within the configuration's.
fn root_flags(config: &ArbitraryConfig, flags: RootFlagsSeed) -> RootFlags {
    let local_allowed = config.root_flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE);
    match flags {
        RootFlagsSeed::Local if local_allowed => RootFlags::LOCAL_ROOT_SIGNATURE,
        // LOCAL_ROOT_SIGNATURE combines with nothing (RS0228).
        RootFlagsSeed::Local => RootFlags::empty(),
        RootFlagsSeed::Bits(bits) => {
            RootFlags::from_bits_truncate(bits)
                & config.root_flags
                & !RootFlags::LOCAL_ROOT_SIGNATURE
        }
    }
}

/// Root cost (RS0232): tables 1, root descriptors 2, constants their
/// count. Tables and descriptors that would pass the limit are dropped
/// (only possible with a large `max_parameters`); constants get what is
/// left, the budget given.
fn within_root_cost(params: &[ParameterSeed]) -> (Vec<&ParameterSeed>, u32) {
    let limit = u32::try_from(MAX_ROOT_COST).unwrap_or(u32::MAX);
    let mut fixed_cost = 0u32;
    let params: Vec<&ParameterSeed> = params
        .iter()
        .filter(|p| {
            let cost = match p.kind {
                ParameterKindSeed::Table { .. } => 1,
                ParameterKindSeed::Descriptor { .. } => 2,
                ParameterKindSeed::Constants { .. } => 0,
            };
            let keep = fixed_cost + cost <= limit;
            if keep {
                fixed_cost += cost;
            }
            keep
        })
        .collect();
    (params, limit - fixed_cost)
}

/// The seed's visibility among those the signature allows: ALL in a local
/// signature (RS0229), no stage its flags deny (RS0227), and root
/// constants for amplification and mesh shaders only when configured.
fn visibility(
    config: &ArbitraryConfig,
    root_flags: RootFlags,
    seed: &ParameterSeed,
) -> ShaderVisibility {
    let local = root_flags.contains(RootFlags::LOCAL_ROOT_SIGNATURE);
    let constants = matches!(seed.kind, ParameterKindSeed::Constants { .. });
    let allowed: Vec<ShaderVisibility> = VISIBILITIES
        .iter()
        .copied()
        .filter(|&v| {
            (!local || v == ShaderVisibility::ALL)
                && !root_flags.intersects(v.deny_flag().unwrap_or(RootFlags::empty()))
                && (config.amplification_mesh_root_constants
                    || !constants
                    || (v != ShaderVisibility::AMPLIFICATION && v != ShaderVisibility::MESH))
        })
        .collect();
    allowed[seed.visibility % allowed.len()]
}

/// The parameter a seed gives, its registers allocated; root constants
/// take at most what is left of the root cost `budget`.
fn parameter_kind(
    config: &ArbitraryConfig,
    registers: &mut Registers,
    seed: &ParameterSeed,
    budget: &mut u32,
) -> RootParameterKind {
    match &seed.kind {
        ParameterKindSeed::Constants {
            register,
            num_32bit_values,
        } => {
            let num = (*num_32bit_values).min(*budget);
            *budget -= num;
            let (shader_register, register_space) =
                registers.allocate(Class::Cbv, register, Some(1));
            RootParameterKind::Constants(RootConstants {
                shader_register,
                register_space,
                num_32bit_values: num,
            })
        }
        ParameterKindSeed::Descriptor {
            kind,
            register,
            flags,
        } => {
            let class = match kind {
                RootDescriptorKind::Cbv => Class::Cbv,
                RootDescriptorKind::Srv => Class::Srv,
                RootDescriptorKind::Uav => Class::Uav,
            };
            let (shader_register, register_space) = registers.allocate(class, register, Some(1));
            RootParameterKind::Descriptor(
                *kind,
                RootDescriptor {
                    shader_register,
                    register_space,
                    flags: root_descriptor_flags(config.version, *flags),
                },
            )
        }
        ParameterKindSeed::Table { samplers, ranges } => {
            RootParameterKind::DescriptorTable(build_table(config, registers, *samplers, ranges))
        }
    }
}

fn build_sampler(version: Version, registers: &mut Registers, seed: &SamplerSeed) -> StaticSampler {
    let mut s = seed.sampler;
    let (shader_register, register_space) =
        registers.allocate(Class::Sampler, &seed.register, Some(1));
    s.shader_register = shader_register;
    s.register_space = register_space;
    // A comparison filter needs a comparison function (RS0222).
    if s.filter.is_comparison() && s.comparison_func == ComparisonFunc::NONE {
        s.comparison_func = ComparisonFunc::LESS_EQUAL;
    }
    if version < Version::V1_2 {
        // Non-zero sampler flags need 1.2 (RS0206).
        return s;
    }
    s.flags = StaticSamplerFlags::from_bits_truncate(seed.flags);
    if s.flags.contains(StaticSamplerFlags::UINT_BORDER_COLOR) {
        // RS0223: only TRANSPARENT_BLACK and the two UINT colours.
        s.border_color = match s.border_color {
            StaticBorderColor::OPAQUE_BLACK => StaticBorderColor::OPAQUE_BLACK_UINT,
            StaticBorderColor::OPAQUE_WHITE => StaticBorderColor::OPAQUE_WHITE_UINT,
            other => other,
        };
    }
    if s.flags
        .contains(StaticSamplerFlags::NON_NORMALIZED_COORDINATES)
    {
        // RS0224–RS0226.
        s.filter = Filter::NON_NORMALIZED_COMPATIBLE
            [seed.choice % Filter::NON_NORMALIZED_COMPATIBLE.len()];
        s.min_lod = 0.0;
        s.max_lod = 0.0;
        let clamp_or_border = |mode: TextureAddressMode, bit: usize| {
            if mode == TextureAddressMode::CLAMP || mode == TextureAddressMode::BORDER {
                mode
            } else if (seed.choice >> bit) & 1 == 0 {
                TextureAddressMode::CLAMP
            } else {
                TextureAddressMode::BORDER
            }
        };
        s.address_u = clamp_or_border(s.address_u, 8);
        s.address_v = clamp_or_border(s.address_v, 9);
    }
    s
}

// ---------------------------------------------------------------------------
// Structurally arbitrary descriptions.

/// A u32 that is small, anything, or all ones, so that known values, special
/// values and garbage all show up.
fn raw_u32() -> impl Strategy<Value = u32> {
    prop_oneof![
        3 => 0..8u32,
        3 => any::<u32>(),
        1 => Just(u32::MAX),
    ]
}

fn raw_f32() -> impl Strategy<Value = f32> {
    prop_oneof![
        1 => finite_f32(),
        1 => any::<u32>().prop_map(f32::from_bits),
    ]
}

/// Structurally arbitrary descriptions at `version`: every field takes any
/// raw value (unknown enumerations, unknown flag bits, NaN and infinite
/// floats, zero counts, overlapping registers, flags at 1.0, sampler flags
/// below 1.2 …). Most are invalid; they are meant for encoder/decoder
/// identity tests through [`crate::format::encode::encode_container`] and
/// [`encoded_form`].
///
/// Ranges whose type is not one of the four known types always carry
/// explicit flags, because the format defines no default for them.
pub fn arb_any_root_signature(version: Version) -> impl Strategy<Value = RootSignature> {
    let range = (
        prop_oneof![3 => 0..4u32, 1 => raw_u32()],
        raw_u32(),
        raw_u32(),
        raw_u32(),
        proptest::option::of(raw_u32()),
        raw_u32(),
    )
        .prop_map(|(t, num_descriptors, base, space, flags, offset)| {
            let range_type = DescriptorRangeType(t);
            let flags = match flags {
                None if !range_type.is_known() => Some(0),
                other => other,
            };
            DescriptorRange {
                range_type,
                num_descriptors,
                base_shader_register: base,
                register_space: space,
                flags: flags.map(DescriptorRangeFlags::from_bits_retain),
                offset,
            }
        });
    let kind = prop_oneof![
        proptest::collection::vec(range, 0..6)
            .prop_map(|ranges| RootParameterKind::DescriptorTable(DescriptorTable { ranges })),
        (raw_u32(), raw_u32(), raw_u32()).prop_map(|(r, s, n)| RootParameterKind::Constants(
            RootConstants {
                shader_register: r,
                register_space: s,
                num_32bit_values: n,
            }
        )),
        (
            select(
                &[
                    RootDescriptorKind::Cbv,
                    RootDescriptorKind::Srv,
                    RootDescriptorKind::Uav,
                ][..]
            ),
            raw_u32(),
            raw_u32(),
            proptest::option::of(raw_u32()),
        )
            .prop_map(|(k, r, s, f)| RootParameterKind::Descriptor(
                k,
                RootDescriptor {
                    shader_register: r,
                    register_space: s,
                    flags: f.map(RootDescriptorFlags::from_bits_retain),
                }
            )),
    ];
    let parameter = (kind, raw_u32()).prop_map(|(kind, v)| RootParameter {
        kind,
        visibility: ShaderVisibility(v),
    });
    let sampler = (
        (raw_u32(), raw_u32(), raw_u32(), raw_u32(), raw_f32()),
        (raw_u32(), raw_u32(), raw_u32(), raw_f32(), raw_f32()),
        (raw_u32(), raw_u32(), raw_u32(), raw_u32()),
    )
        .prop_map(
            |(
                (filter, u, v, w, bias),
                (aniso, cmp, border, min, max),
                (reg, space, vis, flags),
            )| {
                StaticSampler {
                    filter: Filter(filter),
                    address_u: TextureAddressMode(u),
                    address_v: TextureAddressMode(v),
                    address_w: TextureAddressMode(w),
                    mip_lod_bias: bias,
                    max_anisotropy: aniso,
                    comparison_func: ComparisonFunc(cmp),
                    border_color: StaticBorderColor(border),
                    min_lod: min,
                    max_lod: max,
                    shader_register: reg,
                    register_space: space,
                    visibility: ShaderVisibility(vis),
                    flags: StaticSamplerFlags::from_bits_retain(flags),
                }
            },
        );
    (
        raw_u32(),
        proptest::collection::vec(parameter, 0..8),
        proptest::collection::vec(sampler, 0..4),
    )
        .prop_map(move |(flags, parameters, static_samplers)| RootSignature {
            version,
            flags: RootFlags::from_bits_retain(flags),
            parameters,
            static_samplers,
        })
}

// ---------------------------------------------------------------------------
// What the decoder gives back.

/// The flags the encoder writes for an omitted root descriptor `flags` at
/// 1.1 and 1.2 (docs/format.md §5.4).
pub fn default_root_descriptor_flags(
    kind: RootDescriptorKind,
    mode: EncodingMode,
) -> RootDescriptorFlags {
    match (mode, kind) {
        (EncodingMode::Dxc, _) => RootDescriptorFlags::empty(),
        (EncodingMode::Standard, RootDescriptorKind::Uav) => RootDescriptorFlags::DATA_VOLATILE,
        (EncodingMode::Standard, _) => RootDescriptorFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE,
    }
}

/// The flags the encoder writes for an omitted range `flags` at 1.1 and 1.2
/// (docs/format.md §5.4). Unknown range types get 0 here; the format
/// defines no default for them.
pub fn default_range_flags(
    range_type: DescriptorRangeType,
    mode: EncodingMode,
) -> DescriptorRangeFlags {
    match (mode, range_type) {
        (EncodingMode::Standard, DescriptorRangeType::CBV | DescriptorRangeType::SRV) => {
            DescriptorRangeFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE
        }
        (EncodingMode::Standard, DescriptorRangeType::UAV) => DescriptorRangeFlags::DATA_VOLATILE,
        _ => DescriptorRangeFlags::empty(),
    }
}

/// The description that decoding `encode(signature, mode)` gives back: at
/// 1.0 every root descriptor and range `flags` becomes `None` (version 1 has
/// no flag fields); at 1.1 and 1.2 an omitted `flags` becomes the value the
/// mode writes (`Some(default)` in standard mode, `Some(0)` in dxc mode);
/// below 1.2 static sampler flags become empty. Everything else is kept.
///
/// ```
/// use rootsig_core::arbitrary::encoded_form;
/// use rootsig_core::*;
/// let sig = RootSignature {
///     version: Version::V1_1,
///     parameters: vec![RootParameter {
///         kind: RootParameterKind::Descriptor(
///             RootDescriptorKind::Cbv,
///             RootDescriptor { shader_register: 0, register_space: 0, flags: None },
///         ),
///         visibility: ShaderVisibility::ALL,
///     }],
///     ..RootSignature::default()
/// };
/// let decoded = encoded_form(&sig, EncodingMode::Standard);
/// let RootParameterKind::Descriptor(_, d) = &decoded.parameters[0].kind else { panic!() };
/// assert_eq!(d.flags, Some(RootDescriptorFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE));
/// ```
pub fn encoded_form(signature: &RootSignature, mode: EncodingMode) -> RootSignature {
    let v1_0 = signature.version == Version::V1_0;
    let mut out = signature.clone();
    for parameter in &mut out.parameters {
        match &mut parameter.kind {
            RootParameterKind::Descriptor(kind, descriptor) => {
                descriptor.flags = if v1_0 {
                    None
                } else {
                    Some(
                        descriptor
                            .flags
                            .unwrap_or_else(|| default_root_descriptor_flags(*kind, mode)),
                    )
                };
            }
            RootParameterKind::DescriptorTable(table) => {
                for range in &mut table.ranges {
                    range.flags = if v1_0 {
                        None
                    } else {
                        Some(
                            range
                                .flags
                                .unwrap_or_else(|| default_range_flags(range.range_type, mode)),
                        )
                    };
                }
            }
            RootParameterKind::Constants(_) => {}
        }
    }
    if signature.version < Version::V1_2 {
        for sampler in &mut out.static_samplers {
            sampler.flags = StaticSamplerFlags::empty();
        }
    }
    out
}
