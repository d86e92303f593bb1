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

use super::checksum;
use super::container::{self, RTS0_DATA_OFFSET};
use super::layout::{
    DESCRIPTOR_TABLE_HEADER_SIZE, DescriptorRangeBinding, DescriptorRangeV1, DescriptorRangeV2,
    DescriptorTableHeader, ROOT_PARAMETER_HEADER_SIZE, RTS0_HEADER_SIZE, RecordSizes,
    RootConstantsRecord, RootDescriptorV1, RootDescriptorV2, RootParameterHeader, Rts0Header,
    StaticSamplerV1, StaticSamplerV3,
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
        RootParameterKind::Constants(_) => RootConstantsRecord::SIZE,
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
fn word(value: usize) -> u32 {
    value as u32
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
    Rts0Header {
        version: version.rts0(),
        num_parameters: word(signature.parameters.len()),
        root_parameters_offset: word(RTS0_HEADER_SIZE),
        num_static_samplers: word(signature.static_samplers.len()),
        static_samplers_offset: word(payloads_end(signature, sizes)),
        flags: signature.flags.bits(),
    }
    .write_to(out);

    let mut cursor = parameters_end;
    for parameter in &signature.parameters {
        RootParameterHeader {
            parameter_type: parameter.parameter_type(),
            shader_visibility: parameter.visibility.0,
            payload_offset: word(cursor),
        }
        .write_to(out);
        cursor = cursor.saturating_add(payload_size(parameter, sizes));
    }

    let payloads = PayloadWriter { version, mode };
    let mut cursor = parameters_end;
    for parameter in &signature.parameters {
        payloads.write(out, parameter, cursor);
        cursor = cursor.saturating_add(payload_size(parameter, sizes));
    }

    for sampler in &signature.static_samplers {
        write_static_sampler(out, sampler, version);
    }
}

/// How payloads are written: the version decides the records, the mode
/// the flags written where they were omitted.
#[derive(Debug, Clone, Copy)]
struct PayloadWriter {
    version: Version,
    mode: EncodingMode,
}

impl PayloadWriter {
    /// Appends the payload of `parameter`, which lies at RTS0 offset
    /// `payload_offset`.
    fn write(self, out: &mut Vec<u8>, parameter: &RootParameter, payload_offset: usize) {
        match &parameter.kind {
            RootParameterKind::DescriptorTable(table) => {
                DescriptorTableHeader {
                    num_descriptor_ranges: word(table.ranges.len()),
                    descriptor_ranges_offset: word(
                        payload_offset.saturating_add(DESCRIPTOR_TABLE_HEADER_SIZE),
                    ),
                }
                .write_to(out);
                for range in &table.ranges {
                    self.write_range(out, range);
                }
            }
            RootParameterKind::Constants(constants) => RootConstantsRecord {
                shader_register: constants.shader_register,
                register_space: constants.register_space,
                num_32bit_values: constants.num_32bit_values,
            }
            .write_to(out),
            RootParameterKind::Descriptor(kind, descriptor) => {
                let record = RootDescriptorV1 {
                    shader_register: descriptor.shader_register,
                    register_space: descriptor.register_space,
                };
                if self.version == Version::V1_0 {
                    record.write_to(out);
                } else {
                    let flags = match descriptor.flags {
                        Some(flags) => flags.bits(),
                        None => default_root_descriptor_flags(*kind, self.mode),
                    };
                    RootDescriptorV2 {
                        descriptor: record,
                        flags,
                    }
                    .write_to(out);
                }
            }
        }
    }

    fn write_range(self, out: &mut Vec<u8>, range: &DescriptorRange) {
        let binding = DescriptorRangeBinding {
            range_type: range.range_type.0,
            num_descriptors: range.num_descriptors,
            base_shader_register: range.base_shader_register,
            register_space: range.register_space,
        };
        let offset_in_descriptors_from_table_start = range.offset;
        if self.version == Version::V1_0 {
            DescriptorRangeV1 {
                binding,
                offset_in_descriptors_from_table_start,
            }
            .write_to(out);
        } else {
            let flags = match range.flags {
                Some(flags) => flags.bits(),
                None => default_range_flags(range.range_type, self.mode),
            };
            DescriptorRangeV2 {
                binding,
                flags,
                offset_in_descriptors_from_table_start,
            }
            .write_to(out);
        }
    }
}

fn write_static_sampler(out: &mut Vec<u8>, sampler: &StaticSampler, version: Version) {
    let record = StaticSamplerV1 {
        filter: sampler.filter.0,
        address_u: sampler.address_u.0,
        address_v: sampler.address_v.0,
        address_w: sampler.address_w.0,
        mip_lod_bias: sampler.mip_lod_bias,
        max_anisotropy: sampler.max_anisotropy,
        comparison_func: sampler.comparison_func.0,
        border_color: sampler.border_color.0,
        min_lod: sampler.min_lod,
        max_lod: sampler.max_lod,
        shader_register: sampler.shader_register,
        register_space: sampler.register_space,
        shader_visibility: sampler.visibility.0,
    };
    if version == Version::V1_2 {
        StaticSamplerV3 {
            sampler: record,
            flags: sampler.flags.bits(),
        }
        .write_to(out);
    } else {
        record.write_to(out);
    }
}
