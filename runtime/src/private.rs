//! Support for the code `root_signature!` generates. Not a public API: it
//! may change in any release.
//!
//! The helpers take raw numbers so that each generated element is one short
//! call; that keeps the expansion small and quick to type-check.

pub use zerocopy;

use crate::{
    ComparisonFunc, DescriptorCount, DescriptorHeap, DescriptorRangeSlots, DescriptorTableIndex, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, Filter,
    RootConstants, RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags,
    RootParameterDesc, RootParameterKindDesc, RootSignatureBlob, RootSignatureDesc,
    ShaderVisibility, StaticBorderColor, StaticSampler, StaticSamplerFlags, TextureAddressMode,
    Version,
};

/// Stands for omitted `flags` (no valid flags value has every bit set).
pub const OMITTED: u32 = u32::MAX;

/// A description.
pub const fn desc<'a>(
    version: u32,
    flags: u32,
    parameters: &'a [RootParameterDesc<'a>],
    static_samplers: &'a [StaticSampler],
) -> RootSignatureDesc<'a> {
    RootSignatureDesc {
        version: match Version::from_rts0(version) {
            Some(v) => v,
            None => Version::V1_1,
        },
        flags: RootFlags::from_bits_retain(flags),
        parameters,
        static_samplers,
    }
}

const fn descriptor(
    kind: RootDescriptorKind,
    register: u32,
    space: u32,
    flags: u32,
    visibility: u32,
) -> RootParameterDesc<'static> {
    RootParameterDesc {
        kind: RootParameterKindDesc::Descriptor(
            kind,
            RootDescriptor {
                shader_register: register,
                register_space: space,
                flags: if flags == OMITTED {
                    None
                } else {
                    Some(RootDescriptorFlags::from_bits_retain(flags))
                },
            },
        ),
        visibility: ShaderVisibility(visibility),
    }
}

/// A root CBV.
pub const fn cbv(register: u32, space: u32, flags: u32, visibility: u32) -> RootParameterDesc<'static> {
    descriptor(RootDescriptorKind::Cbv, register, space, flags, visibility)
}

/// A root SRV.
pub const fn srv(register: u32, space: u32, flags: u32, visibility: u32) -> RootParameterDesc<'static> {
    descriptor(RootDescriptorKind::Srv, register, space, flags, visibility)
}

/// A root UAV.
pub const fn uav(register: u32, space: u32, flags: u32, visibility: u32) -> RootParameterDesc<'static> {
    descriptor(RootDescriptorKind::Uav, register, space, flags, visibility)
}

/// Root constants.
pub const fn constants(
    register: u32,
    space: u32,
    num_32bit_values: u32,
    visibility: u32,
) -> RootParameterDesc<'static> {
    RootParameterDesc {
        kind: RootParameterKindDesc::Constants(RootConstants {
            shader_register: register,
            register_space: space,
            num_32bit_values,
        }),
        visibility: ShaderVisibility(visibility),
    }
}

/// A descriptor table.
pub const fn table(ranges: &[DescriptorRange], visibility: u32) -> RootParameterDesc<'_> {
    RootParameterDesc {
        kind: RootParameterKindDesc::DescriptorTable(ranges),
        visibility: ShaderVisibility(visibility),
    }
}

/// A descriptor range.
pub const fn range(
    range_type: u32,
    num_descriptors: u32,
    base_shader_register: u32,
    register_space: u32,
    flags: u32,
    offset: u32,
) -> DescriptorRange {
    DescriptorRange {
        range_type: DescriptorRangeType(range_type),
        num_descriptors,
        base_shader_register,
        register_space,
        flags: if flags == OMITTED {
            None
        } else {
            Some(DescriptorRangeFlags::from_bits_retain(flags))
        },
        offset,
    }
}

/// A static sampler from its 14 words, in `StaticSampler` field order
/// (floats as their bits).
pub const fn sampler(w: [u32; 14]) -> StaticSampler {
    StaticSampler {
        filter: Filter(w[0]),
        address_u: TextureAddressMode(w[1]),
        address_v: TextureAddressMode(w[2]),
        address_w: TextureAddressMode(w[3]),
        mip_lod_bias: f32::from_bits(w[4]),
        max_anisotropy: w[5],
        comparison_func: ComparisonFunc(w[6]),
        border_color: StaticBorderColor(w[7]),
        min_lod: f32::from_bits(w[8]),
        max_lod: f32::from_bits(w[9]),
        shader_register: w[10],
        register_space: w[11],
        visibility: ShaderVisibility(w[12]),
        flags: StaticSamplerFlags::from_bits_retain(w[13]),
    }
}

/// The little-endian word `i` of `bytes`.
const fn word(bytes: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]])
}

/// `R` descriptor ranges, 6 words each: type, count, base register, space,
/// flags (or [`OMITTED`]), offset.
pub const fn ranges<const R: usize>(words: &[u8]) -> [DescriptorRange; R] {
    let mut out = [DescriptorRange::new(DescriptorRangeType::SRV, 0); R];
    let mut i = 0;
    while i < R {
        let at = 6 * i;
        out[i] = range(
            word(words, at),
            word(words, at + 1),
            word(words, at + 2),
            word(words, at + 3),
            word(words, at + 4),
            word(words, at + 5),
        );
        i += 1;
    }
    out
}

/// `P` root parameters, 5 words each: kind (0 table, 1 constants, 2 CBV,
/// 3 SRV, 4 UAV), visibility, then for a table its first range in `ranges`
/// and its range count; for constants register, space, count; for a root
/// descriptor register, space, flags (or [`OMITTED`]).
pub const fn params<'a, const P: usize>(
    words: &[u8],
    ranges: &'a [DescriptorRange],
) -> [RootParameterDesc<'a>; P] {
    let mut out = [constants(0, 0, 0, 0); P];
    let mut i = 0;
    while i < P {
        let at = 5 * i;
        let (visibility, a, b, c) = (
            word(words, at + 1),
            word(words, at + 2),
            word(words, at + 3),
            word(words, at + 4),
        );
        out[i] = match word(words, at) {
            0 => {
                let (_, rest) = ranges.split_at(a as usize);
                table(rest.split_at(b as usize).0, visibility)
            }
            1 => constants(a, b, c, visibility),
            2 => cbv(a, b, c, visibility),
            3 => srv(a, b, c, visibility),
            _ => uav(a, b, c, visibility),
        };
        i += 1;
    }
    out
}

/// `S` static samplers, 14 words each (see [`sampler`]).
pub const fn samplers<const S: usize>(words: &[u8]) -> [StaticSampler; S] {
    let mut out = [StaticSampler::new(0); S];
    let mut i = 0;
    while i < S {
        let mut w = [0u32; 14];
        let mut k = 0;
        while k < 14 {
            w[k] = word(words, 14 * i + k);
            k += 1;
        }
        out[i] = sampler(w);
        i += 1;
    }
    out
}

/// A descriptor count; `u64::MAX` stands for unbounded, and a count that
/// does not fit `u32` (a table spanning every slot) saturates.
const fn count(n: u64) -> DescriptorCount {
    if n == u64::MAX {
        DescriptorCount::Unbounded
    } else if n > u32::MAX as u64 {
        DescriptorCount::Bounded(u32::MAX)
    } else {
        DescriptorCount::Bounded(n as u32)
    }
}

/// A table's handle: root index and total descriptor count.
pub const fn table_index<H: DescriptorHeap>(index: u32, total: u64) -> DescriptorTableIndex<H> {
    DescriptorTableIndex::new(index, count(total))
}

/// A range's handle: its table (index and total), range type, offset and
/// count (`u32::MAX` is unbounded, as in the format).
pub const fn slots<H: DescriptorHeap>(
    table: u32,
    total: u64,
    range_type: u32,
    offset: u32,
    num_descriptors: u32,
) -> DescriptorRangeSlots<H> {
    let n = if num_descriptors == u32::MAX {
        u64::MAX
    } else {
        num_descriptors as u64
    };
    DescriptorRangeSlots::new(
        table_index(table, total),
        DescriptorRangeType(range_type),
        offset,
        count(n),
    )
}

/// The blob of a signature that failed to compile, so that code using it
/// reports no further errors.
pub const STUB_BLOB: RootSignatureBlob<0> = RootSignatureBlob::from_container(&[0; 44]);

/// The description of a signature that failed to compile.
pub const STUB_DESC: RootSignatureDesc<'static> = desc(2, 0, &[], &[]);
