//! Support for the code `root_signature!` generates. Not a public API: it
//! may change in any release.
//!
//! Generated constants call these with literal arguments only (integers,
//! and the container bytes as a byte string). The compiler
//! evaluates such a constant only when it is used, so a signature whose
//! description is never read never pays for decoding it.

pub use zerocopy;

use core::mem::{offset_of, size_of};
use rootsig_core::DescriptorHeapType;
use rootsig_core::format::container::RTS0_DATA_OFFSET;
use rootsig_core::format::layout::{
    DescriptorRangeV1, DescriptorRangeV2, DescriptorTableHeader, ROOT_PARAMETER_HEADER_SIZE,
    RecordSizes, RootConstantsRecord, RootDescriptorV1, RootDescriptorV2, RootParameterHeader,
    Rts0Header, StaticSamplerV1, StaticSamplerV3,
};
use rootsig_core::handle_bits;

use crate::layout::{ParameterLayout, ParameterLayoutKind, RangeLayout, TableLayout};
use crate::{
    CbvSrvUavRangeSlots, CbvSrvUavTableIndex, ComparisonFunc, DescriptorCount, DescriptorHeap,
    DescriptorRange, DescriptorRangeFlags, DescriptorRangeSlots, DescriptorRangeType,
    DescriptorTableIndex, Filter, RootCbvIndex, RootConstants, RootConstantsIndex, RootDescriptor,
    RootDescriptorFlags, RootDescriptorKind, RootFlags, RootParameterDesc, RootParameterKindDesc,
    RootSignatureBlob, RootSignatureDesc, RootSrvIndex, RootUavIndex, Rts0Part, SamplerRangeSlots,
    SamplerTableIndex, ShaderVisibility, StaticBorderColor, StaticSampler, StaticSamplerFlags,
    TextureAddressMode, Version,
};

/// The little-endian `u32` at byte `at` of `bytes`.
const fn u32_at(bytes: &[u8], at: usize) -> u32 {
    crate::blob::word(bytes, at).get()
}

/// The `u32` field `$field` of the `$record` (a layout struct) that starts
/// at byte `$at` of `$bytes`.
macro_rules! field {
    ($bytes:expr, $at:expr, $record:ty, $field:ident) => {
        u32_at($bytes, $at + offset_of!($record, $field))
    };
}

/// Whether bit `i` of `bits` (least significant bit of byte 0 first) is set.
const fn bit(bits: &[u8], i: usize) -> bool {
    i / 8 < bits.len() && bits[i / 8] & (1 << (i % 8)) != 0
}

/// The description of a container that `root_signature!` encoded, read
/// back from its RTS0 part: `P` root parameters, `R` ranges and `S` static
/// samplers. Offsets and sizes come from core's layout structs
/// ([`rootsig_core::format::layout`]), the definition the encoder writes by.
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
    let rts0 = container.split_at(RTS0_DATA_OFFSET).1;
    let version = match Version::from_rts0(field!(rts0, 0, Rts0Header, version)) {
        Some(v) => v,
        None => panic!("unknown root signature version"),
    };
    let sizes = RecordSizes::of(version);
    // Version 1.0 records have no flags fields.
    let has_flags = !matches!(version, Version::V1_0);
    let parameters_at = field!(rts0, 0, Rts0Header, root_parameters_offset) as usize;
    let samplers_at = field!(rts0, 0, Rts0Header, static_samplers_offset) as usize;
    if field!(rts0, 0, Rts0Header, num_parameters) as usize != P
        || field!(rts0, 0, Rts0Header, num_static_samplers) as usize != S
    {
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
        let header = parameters_at + ROOT_PARAMETER_HEADER_SIZE * i;
        let payload = field!(rts0, header, RootParameterHeader, payload_offset) as usize;
        let kind = match field!(rts0, header, RootParameterHeader, parameter_type) {
            0 => {
                let count =
                    field!(rts0, payload, DescriptorTableHeader, num_descriptor_ranges) as usize;
                let first = field!(
                    rts0,
                    payload,
                    DescriptorTableHeader,
                    descriptor_ranges_offset
                ) as usize;
                let first_range = range_count;
                let mut j = 0;
                while j < count {
                    let at = first + j * sizes.descriptor_range;
                    let flags = if !has_flags || bit(omitted, flag_slot) {
                        None
                    } else {
                        Some(DescriptorRangeFlags::from_bits_retain(field!(
                            rts0,
                            at,
                            DescriptorRangeV2,
                            flags
                        )))
                    };
                    let offset_field = if has_flags {
                        offset_of!(DescriptorRangeV2, offset_in_descriptors_from_table_start)
                    } else {
                        offset_of!(DescriptorRangeV1, offset_in_descriptors_from_table_start)
                    };
                    ranges[range_count] = DescriptorRange {
                        range_type: DescriptorRangeType(field!(
                            rts0,
                            at,
                            DescriptorRangeV1,
                            range_type
                        )),
                        num_descriptors: field!(rts0, at, DescriptorRangeV1, num_descriptors),
                        base_shader_register: field!(
                            rts0,
                            at,
                            DescriptorRangeV1,
                            base_shader_register
                        ),
                        register_space: field!(rts0, at, DescriptorRangeV1, register_space),
                        flags,
                        offset: u32_at(rts0, at + offset_field),
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
                shader_register: field!(rts0, payload, RootConstantsRecord, shader_register),
                register_space: field!(rts0, payload, RootConstantsRecord, register_space),
                num_32bit_values: field!(rts0, payload, RootConstantsRecord, num_32bit_values),
            }),
            code => {
                let flags = if !has_flags || bit(omitted, flag_slot) {
                    None
                } else {
                    Some(RootDescriptorFlags::from_bits_retain(field!(
                        rts0,
                        payload,
                        RootDescriptorV2,
                        flags
                    )))
                };
                flag_slot += 1;
                let descriptor = RootDescriptor {
                    shader_register: field!(rts0, payload, RootDescriptorV1, shader_register),
                    register_space: field!(rts0, payload, RootDescriptorV1, register_space),
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
            visibility: ShaderVisibility(field!(
                rts0,
                header,
                RootParameterHeader,
                shader_visibility
            )),
        };
        i += 1;
    }
    if range_count != R {
        panic!("container does not match RootSignatureDesc<P, R, S>");
    }
    let mut static_samplers = [StaticSampler::new(0); S];
    let mut i = 0;
    while i < S {
        let at = samplers_at + sizes.static_sampler * i;
        static_samplers[i] = StaticSampler {
            filter: Filter(field!(rts0, at, StaticSamplerV1, filter)),
            address_u: TextureAddressMode(field!(rts0, at, StaticSamplerV1, address_u)),
            address_v: TextureAddressMode(field!(rts0, at, StaticSamplerV1, address_v)),
            address_w: TextureAddressMode(field!(rts0, at, StaticSamplerV1, address_w)),
            mip_lod_bias: f32::from_bits(field!(rts0, at, StaticSamplerV1, mip_lod_bias)),
            max_anisotropy: field!(rts0, at, StaticSamplerV1, max_anisotropy),
            comparison_func: ComparisonFunc(field!(rts0, at, StaticSamplerV1, comparison_func)),
            border_color: StaticBorderColor(field!(rts0, at, StaticSamplerV1, border_color)),
            min_lod: f32::from_bits(field!(rts0, at, StaticSamplerV1, min_lod)),
            max_lod: f32::from_bits(field!(rts0, at, StaticSamplerV1, max_lod)),
            shader_register: field!(rts0, at, StaticSamplerV1, shader_register),
            register_space: field!(rts0, at, StaticSamplerV1, register_space),
            visibility: ShaderVisibility(field!(rts0, at, StaticSamplerV1, shader_visibility)),
            // Only version 1.2's larger record has the flags field.
            flags: StaticSamplerFlags::from_bits_retain(
                if sizes.static_sampler == size_of::<StaticSamplerV3>() {
                    field!(rts0, at, StaticSamplerV3, flags)
                } else {
                    0
                },
            ),
        };
        i += 1;
    }
    RootSignatureDesc {
        version,
        flags: RootFlags::from_bits_retain(field!(rts0, 0, Rts0Header, flags)),
        parameters,
        ranges,
        static_samplers,
    }
}

// Handle constructors. Each generated handle constant calls one of these
// with one integer literal, packed by `rootsig_core::handle_bits`: rustc
// checks a call with one argument noticeably faster than one with several,
// and a crate has one such constant per root parameter and per range. The
// signature (and table) parameters are inferred from the constant's type.

const fn count(n: Option<u32>) -> DescriptorCount {
    match n {
        Some(n) => DescriptorCount::Bounded(n),
        None => DescriptorCount::Unbounded,
    }
}

const fn table<H: DescriptorHeap, S, const T: u32>(bits: u64) -> DescriptorTableIndex<H, S, T> {
    DescriptorTableIndex::new(count(handle_bits::table_count(bits)))
}

const fn range<H: DescriptorHeap, S, const T: u32>(bits: u128) -> DescriptorRangeSlots<H, S, T> {
    DescriptorRangeSlots::new(
        table(handle_bits::range_table(bits)),
        DescriptorRangeType(handle_bits::range_type(bits)),
        handle_bits::range_offset(bits),
        count(handle_bits::range_count(bits)),
    )
}

/// `BLOB`: the container bytes as a [`RootSignatureBlob`]. A free function
/// is a little cheaper to check than the type's associated one.
pub const fn blob<const N: usize>(container: &[u8]) -> RootSignatureBlob<N> {
    RootSignatureBlob::from_container(container)
}

/// `RTS0`: the RTS0 part of the container bytes.
pub const fn rts0<const N: usize>(container: &[u8]) -> Rts0Part<N> {
    Rts0Part::from_container(container)
}

/// A root CBV at root parameter `index`.
pub const fn cbv<S>(index: u32) -> RootCbvIndex<S> {
    RootCbvIndex::new(index)
}

/// A root SRV at root parameter `index`.
pub const fn srv<S>(index: u32) -> RootSrvIndex<S> {
    RootSrvIndex::new(index)
}

/// A root UAV at root parameter `index`.
pub const fn uav<S>(index: u32) -> RootUavIndex<S> {
    RootUavIndex::new(index)
}

/// Root constants at root parameter `index`, whose values are a `C`.
pub const fn constants<S, C>(index: u32) -> RootConstantsIndex<S, C> {
    RootConstantsIndex::new(index)
}

/// A CBV/SRV/UAV table ([`handle_bits::pack_table`]).
pub const fn cbv_srv_uav_table<S, const T: u32>(bits: u64) -> CbvSrvUavTableIndex<S, T> {
    table(bits)
}

/// A sampler table ([`handle_bits::pack_table`]).
pub const fn sampler_table<S, const T: u32>(bits: u64) -> SamplerTableIndex<S, T> {
    table(bits)
}

/// A range of a CBV/SRV/UAV table ([`handle_bits::pack_range`]).
pub const fn cbv_srv_uav_range<S, const T: u32>(bits: u128) -> CbvSrvUavRangeSlots<S, T> {
    range(bits)
}

/// A range of a sampler table ([`handle_bits::pack_range`]).
pub const fn sampler_range<S, const T: u32>(bits: u128) -> SamplerRangeSlots<S, T> {
    range(bits)
}

/// A count as D3D12 writes it: `u32::MAX` for unbounded.
const fn d3d12_count(n: u32) -> DescriptorCount {
    if n == u32::MAX {
        DescriptorCount::Unbounded
    } else {
        DescriptorCount::Bounded(n)
    }
}

/// [`Layout`](crate::Layout): root constants.
pub const fn layout_constants(
    name: &'static str,
    index: u32,
    visibility: u32,
    register: u32,
    space: u32,
    num_32bit_values: u32,
) -> ParameterLayout {
    ParameterLayout {
        name,
        index,
        visibility: ShaderVisibility(visibility),
        kind: ParameterLayoutKind::Constants {
            register,
            space,
            num_32bit_values,
        },
    }
}

/// [`Layout`](crate::Layout): a root CBV (0), SRV (1) or UAV (2).
pub const fn layout_descriptor(
    name: &'static str,
    index: u32,
    visibility: u32,
    kind: u32,
    register: u32,
    space: u32,
) -> ParameterLayout {
    let kind = match kind {
        0 => RootDescriptorKind::Cbv,
        1 => RootDescriptorKind::Srv,
        _ => RootDescriptorKind::Uav,
    };
    ParameterLayout {
        name,
        index,
        visibility: ShaderVisibility(visibility),
        kind: ParameterLayoutKind::Descriptor {
            kind,
            register,
            space,
        },
    }
}

/// [`Layout`](crate::Layout): a descriptor table; `descriptor_count` is
/// `u32::MAX` when unbounded, `sampler` says which heap.
pub const fn layout_table(
    name: &'static str,
    index: u32,
    visibility: u32,
    sampler: bool,
    descriptor_count: u32,
    ranges: &'static [RangeLayout],
) -> ParameterLayout {
    ParameterLayout {
        name,
        index,
        visibility: ShaderVisibility(visibility),
        kind: ParameterLayoutKind::Table(TableLayout {
            heap: if sampler {
                DescriptorHeapType::Sampler
            } else {
                DescriptorHeapType::CbvSrvUav
            },
            descriptor_count: d3d12_count(descriptor_count),
            ranges,
        }),
    }
}

/// [`Layout`](crate::Layout): a range; `count` is `u32::MAX` when unbounded.
pub const fn layout_range(
    name: &'static str,
    range_type: u32,
    register: u32,
    space: u32,
    count: u32,
    offset: u32,
) -> RangeLayout {
    RangeLayout {
        name,
        range_type: DescriptorRangeType(range_type),
        register,
        space,
        count: d3d12_count(count),
        offset,
    }
}

/// [`Layout`](crate::Layout): a static sampler; `f32`s as their bits,
/// enums as their D3D12 values, in [`StaticSampler`]'s field order.
pub const fn layout_sampler(fields: [u32; 14]) -> StaticSampler {
    StaticSampler {
        filter: Filter(fields[0]),
        address_u: TextureAddressMode(fields[1]),
        address_v: TextureAddressMode(fields[2]),
        address_w: TextureAddressMode(fields[3]),
        mip_lod_bias: f32::from_bits(fields[4]),
        max_anisotropy: fields[5],
        comparison_func: ComparisonFunc(fields[6]),
        border_color: StaticBorderColor(fields[7]),
        min_lod: f32::from_bits(fields[8]),
        max_lod: f32::from_bits(fields[9]),
        shader_register: fields[10],
        register_space: fields[11],
        visibility: ShaderVisibility(fields[12]),
        flags: StaticSamplerFlags::from_bits_retain(fields[13]),
    }
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
