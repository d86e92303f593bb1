//! Support for the code `root_signature!` generates. Not a public API: it
//! may change in any release.
//!
//! Generated constants call these with literal arguments only. The
//! compiler evaluates such a constant only when it is used, so a signature
//! whose description is never read never pays for decoding it.

pub use zerocopy;

use crate::{
    ComparisonFunc, DescriptorCount, DescriptorHeap, DescriptorRange, DescriptorRangeFlags,
    DescriptorRangeSlots, DescriptorRangeType, DescriptorTableIndex, Filter, RootConstants,
    RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags, RootParameterDesc,
    RootParameterKindDesc, RootSignatureBlob, RootSignatureDesc, ShaderVisibility,
    StaticBorderColor, StaticSampler, StaticSamplerFlags, TextureAddressMode, Version,
};

/// Stands for omitted `flags` (no valid flags value has every bit set).
pub const OMITTED: u32 = u32::MAX;

/// The little-endian word `i` of `bytes`.
const fn word(bytes: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([
        bytes[4 * i],
        bytes[4 * i + 1],
        bytes[4 * i + 2],
        bytes[4 * i + 3],
    ])
}

/// A description from little-endian words: `P` root parameters of 5 words,
/// then `R` ranges of 6 words, then `S` static samplers of 14 words.
///
/// A parameter is its kind (0 table, 1 constants, 2 CBV, 3 SRV, 4 UAV),
/// its visibility, then for a table its first range and range count, for
/// constants register, space and count, for a root descriptor register,
/// space and flags. A range is type, count, base register, space, flags and
/// offset. Omitted flags are [`OMITTED`]. A sampler is its
/// `StaticSampler` fields in order, floats as their bits.
pub const fn desc<const P: usize, const R: usize, const S: usize>(
    version: u32,
    flags: u32,
    words: &[u8],
) -> RootSignatureDesc<P, R, S> {
    let placeholder = RootParameterDesc {
        kind: RootParameterKindDesc::Constants(RootConstants {
            shader_register: 0,
            register_space: 0,
            num_32bit_values: 0,
        }),
        visibility: ShaderVisibility::ALL,
    };
    let mut parameters = [placeholder; P];
    let mut i = 0;
    while i < P {
        let at = 5 * i;
        let (a, b, c) = (
            word(words, at + 2),
            word(words, at + 3),
            word(words, at + 4),
        );
        let descriptor = RootDescriptor {
            shader_register: a,
            register_space: b,
            flags: if c == OMITTED {
                None
            } else {
                Some(RootDescriptorFlags::from_bits_retain(c))
            },
        };
        parameters[i] = RootParameterDesc {
            kind: match word(words, at) {
                0 => RootParameterKindDesc::DescriptorTable {
                    first_range: a,
                    range_count: b,
                },
                1 => RootParameterKindDesc::Constants(RootConstants {
                    shader_register: a,
                    register_space: b,
                    num_32bit_values: c,
                }),
                2 => RootParameterKindDesc::Descriptor(RootDescriptorKind::Cbv, descriptor),
                3 => RootParameterKindDesc::Descriptor(RootDescriptorKind::Srv, descriptor),
                _ => RootParameterKindDesc::Descriptor(RootDescriptorKind::Uav, descriptor),
            },
            visibility: ShaderVisibility(word(words, at + 1)),
        };
        i += 1;
    }
    let mut ranges = [DescriptorRange::new(DescriptorRangeType::SRV, 0); R];
    let mut i = 0;
    while i < R {
        let at = 5 * P + 6 * i;
        let flags = word(words, at + 4);
        ranges[i] = DescriptorRange {
            range_type: DescriptorRangeType(word(words, at)),
            num_descriptors: word(words, at + 1),
            base_shader_register: word(words, at + 2),
            register_space: word(words, at + 3),
            flags: if flags == OMITTED {
                None
            } else {
                Some(DescriptorRangeFlags::from_bits_retain(flags))
            },
            offset: word(words, at + 5),
        };
        i += 1;
    }
    let mut static_samplers = [StaticSampler::new(0); S];
    let mut i = 0;
    while i < S {
        let at = 5 * P + 6 * R + 14 * i;
        static_samplers[i] = StaticSampler {
            filter: Filter(word(words, at)),
            address_u: TextureAddressMode(word(words, at + 1)),
            address_v: TextureAddressMode(word(words, at + 2)),
            address_w: TextureAddressMode(word(words, at + 3)),
            mip_lod_bias: f32::from_bits(word(words, at + 4)),
            max_anisotropy: word(words, at + 5),
            comparison_func: ComparisonFunc(word(words, at + 6)),
            border_color: StaticBorderColor(word(words, at + 7)),
            min_lod: f32::from_bits(word(words, at + 8)),
            max_lod: f32::from_bits(word(words, at + 9)),
            shader_register: word(words, at + 10),
            register_space: word(words, at + 11),
            visibility: ShaderVisibility(word(words, at + 12)),
            flags: StaticSamplerFlags::from_bits_retain(word(words, at + 13)),
        };
        i += 1;
    }
    RootSignatureDesc {
        version: match Version::from_rts0(version) {
            Some(v) => v,
            None => Version::V1_1,
        },
        flags: RootFlags::from_bits_retain(flags),
        parameters,
        ranges,
        static_samplers,
    }
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
pub const STUB_DESC: RootSignatureDesc<0, 0, 0> = desc(2, 0, &[]);
