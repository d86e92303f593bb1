//! The RTS0 reader: `const fn`s that find each record from the header and
//! the parameter headers and read it by value as model values.
//!
//! This is the one walk of the layout. [`RootSignatureView`] checks every
//! bound once and then reads through it; the runtime's `const`
//! descriptions read through it at compile time. Every read checks its own
//! bounds and returns `None` past the end, so it never panics; it checks
//! nothing else (alignment, overlaps, counts: that is the view's job).
//!
//! ```
//! use rootsig_core::format::encode::encode_rts0;
//! use rootsig_core::format::read::Rts0Reader;
//! use rootsig_core::*;
//! let sig = RootSignature {
//!     parameters: vec![RootParameter {
//!         kind: RootParameterKind::DescriptorTable(DescriptorTable {
//!             ranges: vec![DescriptorRange::new(DescriptorRangeType::UAV, 2)],
//!         }),
//!         visibility: ShaderVisibility::ALL,
//!     }],
//!     ..RootSignature::default()
//! };
//! let rts0 = encode_rts0(&sig, EncodingMode::Standard);
//! let reader = Rts0Reader::new(&rts0).unwrap();
//! let parameter = reader.parameter(0).unwrap();
//! let ParameterKind::DescriptorTable(table) = parameter.kind else { panic!() };
//! assert_eq!(reader.range(&table, 0).unwrap().base_shader_register, 2);
//! assert_eq!(reader.range(&table, 1), None);
//! assert!(reader.parameter(1).is_none());
//!
//! // The same reads work at compile time.
//! const EMPTY: [u8; 24] = [2, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0];
//! const VERSION: Option<Version> = match Rts0Reader::new(&EMPTY) {
//!     Ok(reader) => Some(reader.version()),
//!     Err(_) => None,
//! };
//! assert_eq!(VERSION, Some(Version::V1_1));
//! ```
//!
//! [`RootSignatureView`]: super::view::RootSignatureView

use super::error::DecodeError;
use super::layout::{
    DescriptorRangeBinding, DescriptorRangeV1, DescriptorRangeV2, DescriptorTableHeader,
    ROOT_PARAMETER_HEADER_SIZE, RecordSizes, RootConstantsRecord, RootDescriptorV1,
    RootDescriptorV2, RootParameterHeader, Rts0Header, StaticSamplerV1, StaticSamplerV3,
};
use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, Filter, Parameter,
    ParameterKind, RootConstants, RootDescriptor, RootDescriptorFlags, RootDescriptorKind,
    RootFlags, ShaderVisibility, StaticBorderColor, StaticSampler, StaticSamplerFlags,
    TextureAddressMode, Version,
};

/// `?` for `Option` in a `const fn`.
macro_rules! some {
    ($option:expr) => {
        match $option {
            Some(value) => value,
            None => return None,
        }
    };
}

/// What [`Rts0Reader::parameter`] reads: a root parameter whose table is
/// its 8-byte header (read its ranges with [`Rts0Reader::range`]).
pub type ParameterRecord = Parameter<DescriptorTableHeader>;

/// An RTS0 part whose header has been read, read record by record.
///
/// It keeps the bytes, the version, and where the two arrays that are
/// read in loops lie; other header fields are read where they are needed.
#[derive(Debug, Clone, Copy)]
pub struct Rts0Reader<'a> {
    rts0: &'a [u8],
    version: Version,
    parameters_offset: u32,
    parameter_count: u32,
    samplers_offset: u32,
    sampler_count: u32,
}

/// Byte offset of record `index` of an array of `size`-byte records at
/// `offset`, where `index` is below a `u32` count, so that the sum cannot
/// overflow a `u64`; `None` if it does not fit a `usize`.
const fn element(offset: u32, index: usize, size: usize) -> Option<usize> {
    let at = offset as u64 + index as u64 * size as u64;
    if at > usize::MAX as u64 {
        None
    } else {
        Some(at as usize)
    }
}

impl<'a> Rts0Reader<'a> {
    /// Reads the header of an RTS0 part: [`DecodeError::TruncatedHeader`]
    /// or [`DecodeError::UnknownVersion`] when it cannot.
    #[inline]
    pub const fn new(rts0: &'a [u8]) -> Result<Self, DecodeError> {
        let Some(header) = Rts0Header::read_at(rts0, 0) else {
            return Err(DecodeError::TruncatedHeader {
                part_size: rts0.len(),
            });
        };
        match Version::from_rts0(header.version) {
            Some(version) => Ok(Rts0Reader {
                rts0,
                version,
                parameters_offset: header.root_parameters_offset,
                parameter_count: header.num_parameters,
                samplers_offset: header.static_samplers_offset,
                sampler_count: header.num_static_samplers,
            }),
            None => Err(DecodeError::UnknownVersion {
                version: header.version,
            }),
        }
    }

    /// The RTS0 bytes.
    pub const fn rts0(&self) -> &'a [u8] {
        self.rts0
    }

    /// The RTS0 header.
    #[inline]
    pub const fn header(&self) -> Rts0Header {
        match Rts0Header::read_at(self.rts0, 0) {
            Some(header) => header,
            // `new` checked that the header is there.
            None => Rts0Header {
                version: 0,
                num_parameters: 0,
                root_parameters_offset: 0,
                num_static_samplers: 0,
                static_samplers_offset: 0,
                flags: 0,
            },
        }
    }

    /// The root signature version.
    pub const fn version(&self) -> Version {
        self.version
    }

    /// The root flags, raw (unknown bits kept).
    pub const fn flags(&self) -> RootFlags {
        RootFlags::from_bits_retain(self.header().flags)
    }

    /// The header's parameter count.
    pub const fn parameter_count(&self) -> usize {
        self.parameter_count as usize
    }

    /// The header's static sampler count.
    pub const fn static_sampler_count(&self) -> usize {
        self.sampler_count as usize
    }

    /// The header of root parameter `index`, or `None` past the count or
    /// the end.
    #[inline]
    pub const fn parameter_header(&self, index: usize) -> Option<RootParameterHeader> {
        if index >= self.parameter_count as usize {
            return None;
        }
        let at = some!(element(
            self.parameters_offset,
            index,
            ROOT_PARAMETER_HEADER_SIZE
        ));
        RootParameterHeader::read_at(self.rts0, at)
    }

    /// Root parameter `index` with its payload, or `None` past the count or
    /// the end, or for an unknown parameter type.
    pub const fn parameter(&self, index: usize) -> Option<ParameterRecord> {
        let header = some!(self.parameter_header(index));
        Some(Parameter {
            kind: some!(self.payload(&header)),
            visibility: ShaderVisibility(header.shader_visibility),
        })
    }

    /// The payload a parameter header points at (flags `Some` at 1.1 and
    /// 1.2), or `None` past the end or for an unknown parameter type.
    #[inline]
    pub const fn payload(
        &self,
        parameter: &RootParameterHeader,
    ) -> Option<ParameterKind<DescriptorTableHeader>> {
        let at = parameter.payload_offset as usize;
        let kind = match parameter.parameter_type {
            0 => {
                let table = some!(DescriptorTableHeader::read_at(self.rts0, at));
                return Some(ParameterKind::DescriptorTable(table));
            }
            1 => {
                let record = some!(RootConstantsRecord::read_at(self.rts0, at));
                return Some(ParameterKind::Constants(RootConstants {
                    shader_register: record.shader_register,
                    register_space: record.register_space,
                    num_32bit_values: record.num_32bit_values,
                }));
            }
            2 => RootDescriptorKind::Cbv,
            3 => RootDescriptorKind::Srv,
            4 => RootDescriptorKind::Uav,
            _ => return None,
        };
        let (record, flags) = if matches!(self.version, Version::V1_0) {
            (some!(RootDescriptorV1::read_at(self.rts0, at)), None)
        } else {
            let record = some!(RootDescriptorV2::read_at(self.rts0, at));
            let flags = RootDescriptorFlags::from_bits_retain(record.flags);
            (record.descriptor, Some(flags))
        };
        let descriptor = RootDescriptor {
            shader_register: record.shader_register,
            register_space: record.register_space,
            flags,
        };
        Some(ParameterKind::Descriptor(kind, descriptor))
    }

    /// Range `index` of a table (flags `Some` at 1.1 and 1.2), or `None`
    /// past its count or the end.
    #[inline]
    pub const fn range(
        &self,
        table: &DescriptorTableHeader,
        index: usize,
    ) -> Option<DescriptorRange> {
        if index >= table.num_descriptor_ranges as usize {
            return None;
        }
        let offset = table.descriptor_ranges_offset;
        // The two records differ in `flags` alone, which 1.0 does not have.
        let (binding, flags, range_offset): (DescriptorRangeBinding, _, _) =
            if matches!(self.version, Version::V1_0) {
                let at = some!(element(offset, index, DescriptorRangeV1::SIZE));
                let r = some!(DescriptorRangeV1::read_at(self.rts0, at));
                (r.binding, None, r.offset_in_descriptors_from_table_start)
            } else {
                let at = some!(element(offset, index, DescriptorRangeV2::SIZE));
                let r = some!(DescriptorRangeV2::read_at(self.rts0, at));
                let flags = DescriptorRangeFlags::from_bits_retain(r.flags);
                (
                    r.binding,
                    Some(flags),
                    r.offset_in_descriptors_from_table_start,
                )
            };
        Some(DescriptorRange {
            range_type: DescriptorRangeType(binding.range_type),
            num_descriptors: binding.num_descriptors,
            base_shader_register: binding.base_shader_register,
            register_space: binding.register_space,
            flags,
            offset: range_offset,
        })
    }

    /// Byte offset of static sampler `index`, or `None` past the count.
    const fn sampler_at(&self, index: usize) -> Option<usize> {
        if index >= self.sampler_count as usize {
            return None;
        }
        let size = RecordSizes::of(self.version).static_sampler;
        element(self.samplers_offset, index, size)
    }

    /// The fields of static sampler `index` shared by every version, or
    /// `None` past the count or the end.
    pub const fn static_sampler_record(&self, index: usize) -> Option<StaticSamplerV1> {
        StaticSamplerV1::read_at(self.rts0, some!(self.sampler_at(index)))
    }

    /// Static sampler `index`, raw values (flags empty below 1.2), or
    /// `None` past the count or the end.
    #[inline]
    pub const fn static_sampler(&self, index: usize) -> Option<StaticSampler> {
        let at = some!(self.sampler_at(index));
        let (record, flags) = if matches!(self.version, Version::V1_2) {
            let record = some!(StaticSamplerV3::read_at(self.rts0, at));
            (record.sampler, record.flags)
        } else {
            (some!(StaticSamplerV1::read_at(self.rts0, at)), 0)
        };
        Some(StaticSampler {
            filter: Filter(record.filter),
            address_u: TextureAddressMode(record.address_u),
            address_v: TextureAddressMode(record.address_v),
            address_w: TextureAddressMode(record.address_w),
            mip_lod_bias: record.mip_lod_bias,
            max_anisotropy: record.max_anisotropy,
            comparison_func: ComparisonFunc(record.comparison_func),
            border_color: StaticBorderColor(record.border_color),
            min_lod: record.min_lod,
            max_lod: record.max_lod,
            shader_register: record.shader_register,
            register_space: record.register_space,
            visibility: ShaderVisibility(record.shader_visibility),
            flags: StaticSamplerFlags::from_bits_retain(flags),
        })
    }
}
