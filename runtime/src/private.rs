//! Support for the code `root_signature!` generates. Not a public API: it
//! may change in any release.
//!
//! The helpers take raw numbers so that each generated element is one short
//! call; that keeps the expansion small and quick to type-check.

pub use zerocopy;

use crate::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, Filter,
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

/// The blob of a signature that failed to compile, so that code using it
/// reports no further errors.
pub const STUB_BLOB: RootSignatureBlob<0> = RootSignatureBlob::from_container(&[0; 44]);

/// The description of a signature that failed to compile.
pub const STUB_DESC: RootSignatureDesc<'static> = desc(2, 0, &[], &[]);
