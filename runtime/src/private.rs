//! Support for the code `root_signature!` generates. Not a public API: it
//! may change in any release.
//!
//! Generated constants call these with literal arguments, or with the
//! signature's `__CONTAINER` byte string (itself a literal). The compiler
//! evaluates such a constant only when it is used, so a signature whose
//! description is never read never pays for decoding it.

pub use zerocopy;

use crate::{
    ComparisonFunc, DescriptorCount, DescriptorHeap, DescriptorRange, DescriptorRangeFlags,
    DescriptorRangeSlots, DescriptorRangeType, DescriptorTableIndex, Filter, RootConstants,
    RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags, RootParameterDesc,
    RootParameterKindDesc, RootSignatureBlob, RootSignatureDesc, ShaderVisibility,
    StaticBorderColor, StaticSampler, StaticSamplerFlags, TextureAddressMode, Version,
};

/// The little-endian word at byte `at` of `bytes`.
const fn word_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// Whether bit `i` of `bits` (least significant bit of byte 0 first) is set.
const fn bit(bits: &[u8], i: usize) -> bool {
    i / 8 < bits.len() && bits[i / 8] & (1 << (i % 8)) != 0
}

/// The description of a container that `root_signature!` encoded, read
/// back from its RTS0 part: `P` root parameters, `R` ranges and `S` static
/// samplers, as FORMAT.md lays them out.
///
/// The bytes cannot tell omitted `flags` from flags written with their
/// default value, so `omitted` has one bit per flags field (each root CBV,
/// SRV or UAV and each range, in order), set where the text omitted it.
/// Only ever evaluated at compile time, on a container the macro built; an
/// inconsistent input is a bug and panics, which in a `const` is a compile
/// error.
pub const fn desc_from_container<const P: usize, const R: usize, const S: usize>(
    container: &[u8],
    omitted: &[u8],
) -> RootSignatureDesc<P, R, S> {
    let rts0 = container.split_at(crate::blob::CONTAINER_HEADER_SIZE).1;
    let version = match Version::from_rts0(word_at(rts0, 0)) {
        Some(v) => v,
        None => panic!("unknown root signature version"),
    };
    let v1_0 = matches!(version, Version::V1_0);
    let parameters_at = word_at(rts0, 8) as usize;
    let samplers_at = word_at(rts0, 16) as usize;
    if word_at(rts0, 4) as usize != P || word_at(rts0, 12) as usize != S {
        panic!("container does not match RootSignatureDesc<P, R, S>");
    }
    let placeholder = RootParameterDesc {
        kind: RootParameterKindDesc::Constants(RootConstants {
            shader_register: 0,
            register_space: 0,
            num_32bit_values: 0,
        }),
        visibility: ShaderVisibility::ALL,
    };
    let mut parameters = [placeholder; P];
    let mut ranges = [DescriptorRange::new(DescriptorRangeType::SRV, 0); R];
    let (mut range_count, mut flag_slot) = (0, 0);
    let mut i = 0;
    while i < P {
        let header = parameters_at + 12 * i;
        let payload = word_at(rts0, header + 8) as usize;
        let kind = match word_at(rts0, header) {
            0 => {
                let count = word_at(rts0, payload) as usize;
                let first = word_at(rts0, payload + 4) as usize;
                let first_range = range_count;
                let mut j = 0;
                while j < count {
                    let at = first + j * if v1_0 { 20 } else { 24 };
                    let flags = if v1_0 || bit(omitted, flag_slot) {
                        None
                    } else {
                        Some(DescriptorRangeFlags::from_bits_retain(word_at(
                            rts0,
                            at + 16,
                        )))
                    };
                    ranges[range_count] = DescriptorRange {
                        range_type: DescriptorRangeType(word_at(rts0, at)),
                        num_descriptors: word_at(rts0, at + 4),
                        base_shader_register: word_at(rts0, at + 8),
                        register_space: word_at(rts0, at + 12),
                        flags,
                        offset: word_at(rts0, at + if v1_0 { 16 } else { 20 }),
                    };
                    range_count += 1;
                    flag_slot += 1;
                    j += 1;
                }
                RootParameterKindDesc::DescriptorTable {
                    first_range: first_range as u32,
                    range_count: count as u32,
                }
            }
            1 => RootParameterKindDesc::Constants(RootConstants {
                shader_register: word_at(rts0, payload),
                register_space: word_at(rts0, payload + 4),
                num_32bit_values: word_at(rts0, payload + 8),
            }),
            code => {
                let flags = if v1_0 || bit(omitted, flag_slot) {
                    None
                } else {
                    Some(RootDescriptorFlags::from_bits_retain(word_at(
                        rts0,
                        payload + 8,
                    )))
                };
                flag_slot += 1;
                let descriptor = RootDescriptor {
                    shader_register: word_at(rts0, payload),
                    register_space: word_at(rts0, payload + 4),
                    flags,
                };
                let kind = match code {
                    2 => RootDescriptorKind::Cbv,
                    3 => RootDescriptorKind::Srv,
                    _ => RootDescriptorKind::Uav,
                };
                RootParameterKindDesc::Descriptor(kind, descriptor)
            }
        };
        parameters[i] = RootParameterDesc {
            kind,
            visibility: ShaderVisibility(word_at(rts0, header + 4)),
        };
        i += 1;
    }
    if range_count != R {
        panic!("container does not match RootSignatureDesc<P, R, S>");
    }
    let sampler_size = if matches!(version, Version::V1_2) {
        56
    } else {
        52
    };
    let mut static_samplers = [StaticSampler::new(0); S];
    let mut i = 0;
    while i < S {
        let at = samplers_at + sampler_size * i;
        static_samplers[i] = StaticSampler {
            filter: Filter(word_at(rts0, at)),
            address_u: TextureAddressMode(word_at(rts0, at + 4)),
            address_v: TextureAddressMode(word_at(rts0, at + 8)),
            address_w: TextureAddressMode(word_at(rts0, at + 12)),
            mip_lod_bias: f32::from_bits(word_at(rts0, at + 16)),
            max_anisotropy: word_at(rts0, at + 20),
            comparison_func: ComparisonFunc(word_at(rts0, at + 24)),
            border_color: StaticBorderColor(word_at(rts0, at + 28)),
            min_lod: f32::from_bits(word_at(rts0, at + 32)),
            max_lod: f32::from_bits(word_at(rts0, at + 36)),
            shader_register: word_at(rts0, at + 40),
            register_space: word_at(rts0, at + 44),
            visibility: ShaderVisibility(word_at(rts0, at + 48)),
            flags: StaticSamplerFlags::from_bits_retain(if sampler_size == 56 {
                word_at(rts0, at + 52)
            } else {
                0
            }),
        };
        i += 1;
    }
    RootSignatureDesc {
        version,
        flags: RootFlags::from_bits_retain(word_at(rts0, 20)),
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
pub const STUB_DESC: RootSignatureDesc<0, 0, 0> = RootSignatureDesc {
    version: Version::V1_1,
    flags: RootFlags::empty(),
    parameters: [],
    ranges: [],
    static_samplers: [],
};
