//! The encoder: a description to RTS0 bytes (docs/format.md §5.1) and to
//! a signed root-signature-only container (docs/format.md §2.3 and §5.6).
//!
//! The encoder trusts its input to be validated and writes every value as
//! it is; it never panics, whatever the description.
//!
//! ```
//! use rootsig_core::format::encode::{encode_container, encode_rts0, rts0_size};
//! use rootsig_core::*;
//! let sig = RootSignature {
//!     parameters: vec![RootParameter {
//!         kind: RootParameterKind::Descriptor(
//!             RootDescriptorKind::Cbv,
//!             RootDescriptor { shader_register: 0, register_space: 0, flags: None },
//!         ),
//!         visibility: ShaderVisibility::ALL,
//!     }],
//!     ..RootSignature::default()
//! };
//! assert_eq!(rts0_size(&sig), 48);
//! let rts0 = encode_rts0(&sig, EncodingMode::Standard);
//! assert_eq!(rts0[44..48], [4, 0, 0, 0]); // omitted CBV flags: DATA_STATIC_WHILE_SET_AT_EXECUTE
//! let rts0 = encode_rts0(&sig, EncodingMode::Dxc);
//! assert_eq!(rts0[44..48], [0, 0, 0, 0]);
//! assert_eq!(encode_container(&sig, EncodingMode::Standard).len(), 44 + 48);
//! ```

use zerocopy::IntoBytes;
use zerocopy::little_endian::{F32, U32};

use super::checksum;
use super::container::{self, RTS0_DATA_OFFSET};
use super::layout::{
    DESCRIPTOR_TABLE_HEADER_SIZE, DescriptorRangeV1, DescriptorRangeV2, DescriptorTableHeader,
    ROOT_PARAMETER_HEADER_SIZE, RTS0_HEADER_SIZE, RecordSizes, RootConstantsRecord,
    RootDescriptorV1, RootDescriptorV2, RootParameterHeader, Rts0Header, StaticSamplerV1,
    StaticSamplerV3,
};
use crate::model::{
    DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, EncodingMode, RootDescriptorFlags,
    RootDescriptorKind, RootParameter, RootParameterKind, RootSignature, StaticSampler, Version,
};

/// The flags word written for a root descriptor whose `flags` were omitted,
/// at version 1.1 or 1.2 (docs/format.md §5.4).
///
/// ```
/// use rootsig_core::format::encode::default_root_descriptor_flags;
/// use rootsig_core::{EncodingMode, RootDescriptorKind};
/// assert_eq!(default_root_descriptor_flags(RootDescriptorKind::Srv, EncodingMode::Standard), 0x4);
/// assert_eq!(default_root_descriptor_flags(RootDescriptorKind::Uav, EncodingMode::Standard), 0x2);
/// assert_eq!(default_root_descriptor_flags(RootDescriptorKind::Uav, EncodingMode::Dxc), 0);
/// ```
pub const fn default_root_descriptor_flags(kind: RootDescriptorKind, mode: EncodingMode) -> u32 {
    match (mode, kind) {
        (EncodingMode::Dxc, _) => 0,
        (EncodingMode::Standard, RootDescriptorKind::Cbv | RootDescriptorKind::Srv) => {
            RootDescriptorFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE.bits()
        }
        (EncodingMode::Standard, RootDescriptorKind::Uav) => {
            RootDescriptorFlags::DATA_VOLATILE.bits()
        }
    }
}

/// The flags word written for a descriptor range whose `flags` were
/// omitted, at version 1.1 or 1.2 (docs/format.md §5.4). Unknown range
/// types get 0.
///
/// ```
/// use rootsig_core::format::encode::default_range_flags;
/// use rootsig_core::{DescriptorRangeType, EncodingMode};
/// assert_eq!(default_range_flags(DescriptorRangeType::CBV, EncodingMode::Standard), 0x4);
/// assert_eq!(default_range_flags(DescriptorRangeType::SAMPLER, EncodingMode::Standard), 0);
/// assert_eq!(default_range_flags(DescriptorRangeType::SRV, EncodingMode::Dxc), 0);
/// ```
pub const fn default_range_flags(range_type: DescriptorRangeType, mode: EncodingMode) -> u32 {
    match mode {
        EncodingMode::Dxc => 0,
        EncodingMode::Standard => match range_type {
            DescriptorRangeType::SRV | DescriptorRangeType::CBV => {
                DescriptorRangeFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE.bits()
            }
            DescriptorRangeType::UAV => DescriptorRangeFlags::DATA_VOLATILE.bits(),
            _ => 0, // Sampler (and unknown values)
        },
    }
}

fn payload_size(parameter: &RootParameter, sizes: RecordSizes) -> usize {
    match &parameter.kind {
        RootParameterKind::DescriptorTable(table) => table
            .ranges
            .len()
            .saturating_mul(sizes.descriptor_range)
            .saturating_add(DESCRIPTOR_TABLE_HEADER_SIZE),
        RootParameterKind::Constants(_) => size_of::<RootConstantsRecord>(),
        RootParameterKind::Descriptor(..) => sizes.root_descriptor,
    }
}

fn payloads_end(signature: &RootSignature, sizes: RecordSizes) -> usize {
    signature
        .parameters
        .iter()
        .fold(RTS0_HEADER_SIZE, |cursor, parameter| {
            cursor
                .saturating_add(ROOT_PARAMETER_HEADER_SIZE)
                .saturating_add(payload_size(parameter, sizes))
        })
}

/// The RTS0 part size of a description (docs/format.md §5.1, closed form).
pub fn rts0_size(signature: &RootSignature) -> usize {
    let sizes = RecordSizes::of(signature.version);
    payloads_end(signature, sizes).saturating_add(
        signature
            .static_samplers
            .len()
            .saturating_mul(sizes.static_sampler),
    )
}

/// Encodes the RTS0 part alone (no container).
pub fn encode_rts0(signature: &RootSignature, mode: EncodingMode) -> Vec<u8> {
    let size = rts0_size(signature);
    let mut out = Vec::with_capacity(size);
    write_rts0(&mut out, signature, mode);
    out
}

/// Encodes a (validated) description as a signed root-signature-only
/// container, in one exact-size allocation.
pub fn encode_container(signature: &RootSignature, mode: EncodingMode) -> Vec<u8> {
    let size = rts0_size(signature);
    let mut out = Vec::with_capacity(RTS0_DATA_OFFSET.saturating_add(size));
    container::write_rts0_container_header(&mut out, size);
    write_rts0(&mut out, signature, mode);
    checksum::sign(&mut out);
    out
}

/// Offsets and counts are `u32` in the format; a description too large for
/// them is truncated rather than rejected (the encoder never fails).
fn word(value: usize) -> U32 {
    U32::new(value as u32)
}

/// Appends the RTS0 part of `signature` to `out` (docs/format.md §5.1).
pub fn write_rts0(out: &mut Vec<u8>, signature: &RootSignature, mode: EncodingMode) {
    let version = signature.version;
    let sizes = RecordSizes::of(version);
    let parameters_end = RTS0_HEADER_SIZE.saturating_add(
        signature
            .parameters
            .len()
            .saturating_mul(ROOT_PARAMETER_HEADER_SIZE),
    );
    let header = Rts0Header {
        version: U32::new(version.rts0()),
        num_parameters: word(signature.parameters.len()),
        root_parameters_offset: word(RTS0_HEADER_SIZE),
        num_static_samplers: word(signature.static_samplers.len()),
        static_samplers_offset: word(payloads_end(signature, sizes)),
        flags: U32::new(signature.flags.bits()),
    };
    out.extend_from_slice(header.as_bytes());

    let mut cursor = parameters_end;
    for parameter in &signature.parameters {
        let record = RootParameterHeader {
            parameter_type: U32::new(parameter.parameter_type()),
            shader_visibility: U32::new(parameter.visibility.0),
            payload_offset: word(cursor),
        };
        out.extend_from_slice(record.as_bytes());
        cursor = cursor.saturating_add(payload_size(parameter, sizes));
    }

    let mut cursor = parameters_end;
    for parameter in &signature.parameters {
        write_payload(out, parameter, version, mode, cursor);
        cursor = cursor.saturating_add(payload_size(parameter, sizes));
    }

    for sampler in &signature.static_samplers {
        write_static_sampler(out, sampler, version);
    }
}

fn write_payload(
    out: &mut Vec<u8>,
    parameter: &RootParameter,
    version: Version,
    mode: EncodingMode,
    payload_offset: usize,
) {
    match &parameter.kind {
        RootParameterKind::DescriptorTable(table) => {
            let header = DescriptorTableHeader {
                num_descriptor_ranges: word(table.ranges.len()),
                descriptor_ranges_offset: word(
                    payload_offset.saturating_add(DESCRIPTOR_TABLE_HEADER_SIZE),
                ),
            };
            out.extend_from_slice(header.as_bytes());
            for range in &table.ranges {
                write_range(out, range, version, mode);
            }
        }
        RootParameterKind::Constants(constants) => {
            let record = RootConstantsRecord {
                shader_register: U32::new(constants.shader_register),
                register_space: U32::new(constants.register_space),
                num_32bit_values: U32::new(constants.num_32bit_values),
            };
            out.extend_from_slice(record.as_bytes());
        }
        RootParameterKind::Descriptor(kind, descriptor) => {
            let shader_register = U32::new(descriptor.shader_register);
            let register_space = U32::new(descriptor.register_space);
            if version == Version::V1_0 {
                let record = RootDescriptorV1 {
                    shader_register,
                    register_space,
                };
                out.extend_from_slice(record.as_bytes());
            } else {
                let flags = match descriptor.flags {
                    Some(flags) => flags.bits(),
                    None => default_root_descriptor_flags(*kind, mode),
                };
                let record = RootDescriptorV2 {
                    shader_register,
                    register_space,
                    flags: U32::new(flags),
                };
                out.extend_from_slice(record.as_bytes());
            }
        }
    }
}

fn write_range(out: &mut Vec<u8>, range: &DescriptorRange, version: Version, mode: EncodingMode) {
    let range_type = U32::new(range.range_type.0);
    let num_descriptors = U32::new(range.num_descriptors);
    let base_shader_register = U32::new(range.base_shader_register);
    let register_space = U32::new(range.register_space);
    let offset = U32::new(range.offset);
    if version == Version::V1_0 {
        let record = DescriptorRangeV1 {
            range_type,
            num_descriptors,
            base_shader_register,
            register_space,
            offset_in_descriptors_from_table_start: offset,
        };
        out.extend_from_slice(record.as_bytes());
    } else {
        let flags = match range.flags {
            Some(flags) => flags.bits(),
            None => default_range_flags(range.range_type, mode),
        };
        let record = DescriptorRangeV2 {
            range_type,
            num_descriptors,
            base_shader_register,
            register_space,
            flags: U32::new(flags),
            offset_in_descriptors_from_table_start: offset,
        };
        out.extend_from_slice(record.as_bytes());
    }
}

fn write_static_sampler(out: &mut Vec<u8>, sampler: &StaticSampler, version: Version) {
    let record = StaticSamplerV1 {
        filter: U32::new(sampler.filter.0),
        address_u: U32::new(sampler.address_u.0),
        address_v: U32::new(sampler.address_v.0),
        address_w: U32::new(sampler.address_w.0),
        mip_lod_bias: F32::new(sampler.mip_lod_bias),
        max_anisotropy: U32::new(sampler.max_anisotropy),
        comparison_func: U32::new(sampler.comparison_func.0),
        border_color: U32::new(sampler.border_color.0),
        min_lod: F32::new(sampler.min_lod),
        max_lod: F32::new(sampler.max_lod),
        shader_register: U32::new(sampler.shader_register),
        register_space: U32::new(sampler.register_space),
        shader_visibility: U32::new(sampler.visibility.0),
    };
    if version == Version::V1_2 {
        let record = StaticSamplerV3 {
            sampler: record,
            flags: U32::new(sampler.flags.bits()),
        };
        out.extend_from_slice(record.as_bytes());
    } else {
        out.extend_from_slice(record.as_bytes());
    }
}
