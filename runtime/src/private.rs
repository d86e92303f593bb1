//! Support for the code `root_signature!` generates. Not a public API: it
//! may change in any release.
//!
//! Generated constants call these with literal arguments only (integers,
//! and the container bytes as a byte string). The compiler
//! evaluates such a constant only when it is used, so a signature whose
//! description is never read never pays for decoding it.

pub use zerocopy;
pub use zerocopy_derive;

use rootsig_core::bindings::DxilKind;
use rootsig_core::format::container::RTS0_DATA_OFFSET;
use rootsig_core::format::error::DecodeError;
use rootsig_core::format::read::Rts0Reader;
use rootsig_core::handle_bits;
use rootsig_core::{DescriptorHeapType, RegisterClass};

use crate::desc::TableRanges;
use crate::layout::{
    ParameterLayout, ParameterLayoutKind, RangeLayout, ResourceBinding, ResourceLayout, TableLayout,
};
use crate::{
    CbvSrvUavRangeSlots, CbvSrvUavTableIndex, ComparisonFunc, DescriptorCount, DescriptorHeap,
    DescriptorRange, DescriptorRangeSlots, DescriptorRangeType, DescriptorTableIndex, Filter,
    Parameter, ParameterKind, RootCbvIndex, RootConstants, RootConstantsIndex, RootDescriptorKind,
    RootFlags, RootSignatureBlob, RootSignatureDesc, RootSrvIndex, RootUavIndex, Rts0Part,
    SamplerRangeSlots, SamplerTableIndex, ShaderVisibility, StaticBorderColor, StaticSampler,
    StaticSamplerFlags, TextureAddressMode, Version,
};

/// The size of the field that `field` borrows: `size_of` of a field without
/// a value, for the checks of `#[rootsig(cbuffer(Buffer = Type))]`
/// (docs/bindings.md §7.5).
pub const fn field_size<T, F>(_field: fn(&T) -> &F) -> usize {
    size_of::<F>()
}

/// A byte offset as a type: the checks of `#[rootsig(cbuffer(Buffer =
/// Type))]` compare `at_byte<HLSL>` with `at_byte<RUST>`, so a field in the
/// wrong place is a type error that shows both offsets.
#[allow(non_camel_case_types)]
pub struct at_byte<const OFFSET: usize>;

/// Whether bit `i` of `bits` (least significant bit of byte 0 first) is set.
const fn bit(bits: &[u8], i: usize) -> bool {
    i / 8 < bits.len() && bits[i / 8] & (1 << (i % 8)) != 0
}

/// What [`read_desc`] reports for a container that is not the description's.
const MISMATCH: &str = "container does not match RootSignatureDesc<P, R, S>";

/// `?` for `Option` in a `const fn`: `None` is a [`MISMATCH`].
macro_rules! or_mismatch {
    ($option:expr) => {
        match $option {
            Some(value) => value,
            None => return Err(MISMATCH),
        }
    };
}

/// The description of a container that `root_signature!` encoded, read
/// back from its RTS0 part through core's reader
/// ([`rootsig_core::format::read`]): `P` root parameters, `R` ranges and
/// `S` static samplers.
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
    match read_desc(container, omitted) {
        Ok(desc) => desc,
        Err(message) => panic!("{}", message),
    }
}

/// [`desc_from_container`], with an error message instead of a panic.
const fn read_desc<const P: usize, const R: usize, const S: usize>(
    container: &[u8],
    omitted: &[u8],
) -> Result<RootSignatureDesc<P, R, S>, &'static str> {
    let Some((_, rts0)) = container.split_at_checked(RTS0_DATA_OFFSET) else {
        return Err(MISMATCH);
    };
    let reader = match Rts0Reader::new(rts0) {
        Ok(reader) => reader,
        Err(DecodeError::UnknownVersion { .. }) => return Err("unknown root signature version"),
        Err(_) => return Err(MISMATCH),
    };
    if reader.parameter_count() != P || reader.static_sampler_count() != S {
        return Err(MISMATCH);
    }
    let placeholder = Parameter {
        kind: ParameterKind::Constants(RootConstants {
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
        let parameter = or_mismatch!(reader.parameter(i));
        let kind = match parameter.kind {
            ParameterKind::DescriptorTable(table) => {
                let first_range = range_count;
                let mut j = 0;
                while let Some(mut range) = reader.range(&table, j) {
                    if range_count == R {
                        return Err(MISMATCH);
                    }
                    if bit(omitted, flag_slot) {
                        range.flags = None;
                    }
                    ranges[range_count] = range;
                    range_count += 1;
                    flag_slot += 1;
                    j += 1;
                }
                if j != table.num_descriptor_ranges as usize {
                    return Err(MISMATCH);
                }
                ParameterKind::DescriptorTable(TableRanges {
                    first_range: first_range as u32,
                    range_count: j as u32,
                })
            }
            ParameterKind::Constants(constants) => ParameterKind::Constants(constants),
            ParameterKind::Descriptor(kind, mut descriptor) => {
                if bit(omitted, flag_slot) {
                    descriptor.flags = None;
                }
                flag_slot += 1;
                ParameterKind::Descriptor(kind, descriptor)
            }
        };
        parameters[i] = Parameter {
            kind,
            visibility: parameter.visibility,
        };
        i += 1;
    }
    if range_count != R {
        return Err(MISMATCH);
    }
    let mut static_samplers = [StaticSampler::new(0); S];
    let mut i = 0;
    while i < S {
        static_samplers[i] = or_mismatch!(reader.static_sampler(i));
        i += 1;
    }
    Ok(RootSignatureDesc {
        version: reader.version(),
        flags: reader.flags(),
        parameters,
        ranges,
        static_samplers,
    })
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

/// The four `u32` words of a layout literal, which `plan::emit` writes
/// as `0xAAAAAAAA_BBBBBBBB_CCCCCCCC_DDDDDDDD`, first word highest: rustc
/// checks one integer argument faster than several, and a crate has one
/// such call per root parameter and per range.
const fn words(bits: u128) -> [u32; 4] {
    [
        (bits >> 96) as u32,
        (bits >> 64) as u32,
        (bits >> 32) as u32,
        bits as u32,
    ]
}

/// [`Layout`](crate::Layout): root constants at root parameter `index`;
/// `fields` holds four words: `visibility`, `register`, `space` and
/// `num_32bit_values`.
pub const fn layout_constants(name: &'static str, index: u32, fields: u128) -> ParameterLayout {
    let [visibility, register, space, num_32bit_values] = words(fields);
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

/// [`Layout`](crate::Layout): a root descriptor at root parameter
/// `index`; `fields` holds four words: `visibility`, the kind (CBV 0,
/// SRV 1, UAV 2), `register` and `space`.
pub const fn layout_descriptor(name: &'static str, index: u32, fields: u128) -> ParameterLayout {
    let [visibility, kind, register, space] = words(fields);
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

/// [`Layout`](crate::Layout): a descriptor table at root parameter
/// `index`; `fields` holds four words: `visibility`, the heap (1 for
/// samplers, else 0), the descriptor count (`u32::MAX` when unbounded)
/// and 0.
pub const fn layout_table(
    name: &'static str,
    index: u32,
    fields: u128,
    ranges: &'static [RangeLayout],
) -> ParameterLayout {
    let [visibility, heap, descriptor_count, _] = words(fields);
    ParameterLayout {
        name,
        index,
        visibility: ShaderVisibility(visibility),
        kind: ParameterLayoutKind::Table(TableLayout {
            heap: match heap {
                0 => DescriptorHeapType::CbvSrvUav,
                _ => DescriptorHeapType::Sampler,
            },
            descriptor_count: d3d12_count(descriptor_count),
            ranges,
        }),
    }
}

/// [`Layout`](crate::Layout): a range of `range_type`; `fields` are the
/// four words `register`, `space`, `count` (`u32::MAX` when unbounded) and
/// `offset`, in [`RangeLayout`]'s field order.
pub const fn layout_range(name: &'static str, range_type: u32, fields: u128) -> RangeLayout {
    let [register, space, count, offset] = words(fields);
    RangeLayout {
        name,
        range_type: DescriptorRangeType(range_type),
        register,
        space,
        count: d3d12_count(count),
        offset,
    }
}

/// What a shader resource is: its register class, its DXIL kind and a
/// structured buffer's stride.
pub type ResourceKind = (RegisterClass, DxilKind, Option<u32>);

/// A shader resource `name`, what it is, and where the signature binds it.
const fn resource(
    name: &'static str,
    what: ResourceKind,
    binding: ResourceBinding,
) -> ResourceLayout {
    let (class, kind, stride) = what;
    ResourceLayout {
        name,
        class,
        kind,
        stride,
        binding,
    }
}

/// [`Layout`](crate::Layout): a shader resource held by root parameter
/// `parameter`.
pub const fn layout_resource_root(
    name: &'static str,
    what: ResourceKind,
    parameter: u32,
) -> ResourceLayout {
    resource(name, what, ResourceBinding::Root { parameter })
}

/// [`Layout`](crate::Layout): a shader resource in a table; `place` is the
/// table's root parameter, the offset and the count (`u32::MAX` when
/// unbounded).
pub const fn layout_resource_table(
    name: &'static str,
    what: ResourceKind,
    place: [u32; 3],
) -> ResourceLayout {
    let [parameter, offset, count] = place;
    let count = d3d12_count(count);
    resource(
        name,
        what,
        ResourceBinding::Table {
            parameter,
            offset,
            count,
        },
    )
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
