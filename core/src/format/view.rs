//! A read-only, zero-copy view of an RTS0 part.
//!
//! [`RootSignatureView::from_rts0`] checks every bound of FORMAT.md §7.1
//! (RTS0 level) and the tolerances of §7.2 without allocating; afterwards
//! the accessors read records in place and hand out zerocopy references or
//! small `Copy` values. This is the only RTS0 reader: the decoder builds on
//! it.
//!
//! ```
//! use rootsig_core::format::encode::encode_container;
//! use rootsig_core::format::container::ChecksumPolicy;
//! use rootsig_core::format::view::{ParameterViewKind, RootSignatureView};
//! use rootsig_core::*;
//! let sig = RootSignature {
//!     parameters: vec![RootParameter {
//!         kind: RootParameterKind::DescriptorTable(DescriptorTable {
//!             ranges: vec![DescriptorRange::new(DescriptorRangeType::SRV, 3)],
//!         }),
//!         visibility: ShaderVisibility::PIXEL,
//!     }],
//!     static_samplers: vec![StaticSampler::new(0)],
//!     ..RootSignature::default()
//! };
//! let blob = encode_container(&sig, EncodingMode::Standard);
//! let view = RootSignatureView::from_container(&blob, ChecksumPolicy::Skip).unwrap();
//! let parameter = view.parameters().next().unwrap();
//! assert_eq!(parameter.visibility(), ShaderVisibility::PIXEL);
//! let ParameterViewKind::DescriptorTable(table) = parameter.kind() else { panic!() };
//! assert_eq!(table.range(0).unwrap().base_shader_register, 3);
//! assert_eq!(view.static_samplers().next(), Some(StaticSampler::new(0)));
//! ```

use zerocopy::{FromBytes, FromZeros};

use super::container::{self, ChecksumPolicy};
use super::error::{Block, DecodeError};
use super::layout::{
    DescriptorRangeV1, DescriptorRangeV2, DescriptorTableHeader, ROOT_PARAMETER_HEADER_SIZE,
    RTS0_HEADER_SIZE, RecordSizes, RootConstantsRecord, RootDescriptorV1, RootDescriptorV2,
    RootParameterHeader, Rts0Header, StaticSamplerV1, StaticSamplerV3,
};
use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, DescriptorTable,
    Filter, RootConstants, RootDescriptor, RootDescriptorFlags, RootDescriptorKind, RootFlags,
    RootParameter, RootParameterKind, RootSignature, ShaderVisibility, StaticBorderColor,
    StaticSampler, StaticSamplerFlags, TextureAddressMode, Version,
};

/// Above this many blocks, an out-of-order blob is checked for overlaps by
/// sorting (one allocation bounded by the part size) instead of comparing
/// every pair.
const PAIRWISE_LIMIT: usize = 512;

/// The static sampler array, typed by version.
#[derive(Debug, Clone, Copy)]
enum Samplers<'a> {
    V1(&'a [StaticSamplerV1]),
    V3(&'a [StaticSamplerV3]),
}

/// A table's range array, typed by version.
#[derive(Debug, Clone, Copy)]
enum Ranges<'a> {
    V1(&'a [DescriptorRangeV1]),
    V2(&'a [DescriptorRangeV2]),
}

/// A validated RTS0 part, read in place.
#[derive(Debug, Clone, Copy)]
pub struct RootSignatureView<'a> {
    rts0: &'a [u8],
    header: &'a Rts0Header,
    version: Version,
    parameters: &'a [RootParameterHeader],
    samplers: Samplers<'a>,
}

/// One non-empty region `[start, end)` of the part.
#[derive(Debug, Clone, Copy)]
struct Region {
    block: Block,
    start: u64,
    end: u64,
}

/// Where `count` records of `record_size` bytes at `offset` lie, after the
/// checks of FORMAT.md §7.1: count, alignment, header, bounds.
fn locate(
    rts0: &[u8],
    block: Block,
    offset: u32,
    count: u32,
    record_size: usize,
) -> Result<&[u8], DecodeError> {
    let part_size = rts0.len();
    let size = u64::from(count) * record_size as u64;
    let is_array = !matches!(block, Block::Payload(_));
    if is_array && size > (part_size as u64).saturating_sub(RTS0_HEADER_SIZE as u64) {
        return Err(DecodeError::CountOverflow {
            block,
            count,
            record_size: record_size as u32,
            part_size,
        });
    }
    if !offset.is_multiple_of(4) {
        return Err(DecodeError::MisalignedOffset { block, offset });
    }
    if (offset as usize) < RTS0_HEADER_SIZE {
        return Err(DecodeError::OffsetIntoHeader { block, offset });
    }
    let end = u64::from(offset) + size;
    match rts0
        .get(offset as usize..)
        .and_then(|rest| rest.get(..size as usize))
    {
        Some(bytes) if end <= part_size as u64 => Ok(bytes),
        _ => Err(out_of_range(
            block,
            offset,
            count,
            record_size as u32,
            part_size,
        )),
    }
}

fn out_of_range(block: Block, offset: u32, count: u32, size: u32, part_size: usize) -> DecodeError {
    match block {
        Block::Header => DecodeError::TruncatedHeader { part_size },
        Block::ParameterArray => DecodeError::ParameterArrayOutOfRange {
            offset,
            count,
            part_size,
        },
        Block::Payload(parameter) => DecodeError::PayloadOutOfRange {
            parameter,
            offset,
            size,
            part_size,
        },
        Block::RangeArray(parameter) => DecodeError::RangeArrayOutOfRange {
            parameter,
            offset,
            count,
            range_size: size,
            part_size,
        },
        Block::SamplerArray => DecodeError::SamplerArrayOutOfRange {
            offset,
            count,
            sampler_size: size,
            part_size,
        },
    }
}

fn overlap(a: Region, b: Region) -> DecodeError {
    DecodeError::OverlappingBlocks {
        first: a.block,
        first_offset: a.start as u32,
        first_size: a.end - a.start,
        second: b.block,
        second_offset: b.start as u32,
        second_size: b.end - b.start,
    }
}

/// Reads a record by value; `None` only if `offset` is out of bounds.
fn read<T: FromBytes>(rts0: &[u8], offset: u32) -> Option<T> {
    let rest = rts0.get(offset as usize..)?;
    T::read_from_prefix(rest).ok().map(|(value, _)| value)
}

impl<'a> RootSignatureView<'a> {
    /// Checks a bare RTS0 part and returns a view of it.
    pub fn from_rts0(rts0: &'a [u8]) -> Result<Self, DecodeError> {
        let part_size = rts0.len();
        let Ok((header, _)) = Rts0Header::ref_from_prefix(rts0) else {
            return Err(DecodeError::TruncatedHeader { part_size });
        };
        let Some(version) = Version::from_rts0(header.version.get()) else {
            return Err(DecodeError::UnknownVersion {
                version: header.version.get(),
            });
        };
        let sizes = RecordSizes::of(version);

        // Blocks in canonical order never overlap when each starts at or
        // after the end of the previous one; only otherwise do we look at
        // every pair.
        let mut previous_end = RTS0_HEADER_SIZE as u64;
        let mut in_order = true;
        let mut track = |offset: u32, size: usize| {
            let start = u64::from(offset);
            in_order &= start >= previous_end;
            previous_end = start + size as u64;
        };

        let parameter_count = header.num_parameters.get();
        let parameters: &[RootParameterHeader] = if parameter_count == 0 {
            &[]
        } else {
            let offset = header.root_parameters_offset.get();
            let bytes = locate(
                rts0,
                Block::ParameterArray,
                offset,
                parameter_count,
                ROOT_PARAMETER_HEADER_SIZE,
            )?;
            track(offset, bytes.len());
            <[RootParameterHeader]>::ref_from_bytes(bytes).map_err(|_| {
                out_of_range(
                    Block::ParameterArray,
                    offset,
                    parameter_count,
                    ROOT_PARAMETER_HEADER_SIZE as u32,
                    part_size,
                )
            })?
        };

        for (index, parameter) in parameters.iter().enumerate() {
            let index = index as u32;
            let parameter_type = parameter.parameter_type.get();
            let Some(payload_size) = sizes.payload(parameter_type) else {
                return Err(DecodeError::UnknownParameterType {
                    parameter: index,
                    parameter_type,
                });
            };
            let offset = parameter.payload_offset.get();
            let payload = locate(rts0, Block::Payload(index), offset, 1, payload_size)?;
            track(offset, payload_size);
            if parameter_type == 0 {
                let table = DescriptorTableHeader::read_from_bytes(payload)
                    .unwrap_or_else(|_| DescriptorTableHeader::new_zeroed());
                let count = table.num_descriptor_ranges.get();
                if count > 0 {
                    let offset = table.descriptor_ranges_offset.get();
                    let block = Block::RangeArray(index);
                    let bytes = locate(rts0, block, offset, count, sizes.descriptor_range)?;
                    track(offset, bytes.len());
                }
            }
        }

        let sampler_count = header.num_static_samplers.get();
        let samplers = if sampler_count == 0 {
            match version {
                Version::V1_2 => Samplers::V3(&[]),
                _ => Samplers::V1(&[]),
            }
        } else {
            let offset = header.static_samplers_offset.get();
            let bytes = locate(
                rts0,
                Block::SamplerArray,
                offset,
                sampler_count,
                sizes.static_sampler,
            )?;
            track(offset, bytes.len());
            let typed = match version {
                Version::V1_2 => <[StaticSamplerV3]>::ref_from_bytes(bytes)
                    .map(Samplers::V3)
                    .ok(),
                _ => <[StaticSamplerV1]>::ref_from_bytes(bytes)
                    .map(Samplers::V1)
                    .ok(),
            };
            typed.ok_or_else(|| {
                out_of_range(
                    Block::SamplerArray,
                    offset,
                    sampler_count,
                    sizes.static_sampler as u32,
                    part_size,
                )
            })?
        };

        let view = RootSignatureView {
            rts0,
            header,
            version,
            parameters,
            samplers,
        };
        if !in_order {
            view.check_overlaps()?;
        }
        Ok(view)
    }

    /// Reads a DXBC container (FORMAT.md §7.1 container checks, with the
    /// given digest policy) and returns a view of its RTS0 part.
    pub fn from_container(bytes: &'a [u8], checksum: ChecksumPolicy) -> Result<Self, DecodeError> {
        let container = container::read_container(bytes, checksum)?;
        Self::from_rts0(container.rts0())
    }

    /// Number of region slots: the parameter array, then a payload and a
    /// range array per parameter, then the sampler array.
    fn region_slots(&self) -> usize {
        2 + 2 * self.parameters.len()
    }

    /// The non-empty region in slot `slot`, if any.
    fn region(&self, slot: usize) -> Option<Region> {
        let sizes = RecordSizes::of(self.version);
        let region = |block, offset: u32, size: u64| {
            (size > 0).then_some(Region {
                block,
                start: u64::from(offset),
                end: u64::from(offset) + size,
            })
        };
        if slot == 0 {
            let size = self.parameters.len() as u64 * ROOT_PARAMETER_HEADER_SIZE as u64;
            return region(
                Block::ParameterArray,
                self.header.root_parameters_offset.get(),
                size,
            );
        }
        let index = (slot - 1) / 2;
        let Some(parameter) = self.parameters.get(index) else {
            let count = u64::from(self.header.num_static_samplers.get());
            let offset = self.header.static_samplers_offset.get();
            return region(
                Block::SamplerArray,
                offset,
                count * sizes.static_sampler as u64,
            );
        };
        let parameter_type = parameter.parameter_type.get();
        let offset = parameter.payload_offset.get();
        let block_index = index as u32;
        if (slot - 1).is_multiple_of(2) {
            let size = sizes.payload(parameter_type)? as u64;
            region(Block::Payload(block_index), offset, size)
        } else if parameter_type == 0 {
            let table: DescriptorTableHeader = read(self.rts0, offset)?;
            let count = u64::from(table.num_descriptor_ranges.get());
            region(
                Block::RangeArray(block_index),
                table.descriptor_ranges_offset.get(),
                count * sizes.descriptor_range as u64,
            )
        } else {
            None
        }
    }

    /// Finds two intersecting non-empty regions of an out-of-order part.
    fn check_overlaps(&self) -> Result<(), DecodeError> {
        let slots = self.region_slots();
        if slots <= PAIRWISE_LIMIT {
            for a in 0..slots {
                let Some(first) = self.region(a) else {
                    continue;
                };
                for b in a + 1..slots {
                    let Some(second) = self.region(b) else {
                        continue;
                    };
                    if first.start < second.end && second.start < first.end {
                        return Err(overlap(first, second));
                    }
                }
            }
            return Ok(());
        }
        // The slot count is bounded by the (already checked) parameter
        // count, which is at most part size / 12.
        let mut regions: Vec<Region> = (0..slots).filter_map(|slot| self.region(slot)).collect();
        regions.sort_unstable_by_key(|region| region.start);
        let mut furthest: Option<Region> = None;
        for region in regions {
            if let Some(previous) = furthest
                && region.start < previous.end
            {
                return Err(overlap(previous, region));
            }
            if furthest.is_none_or(|previous| region.end > previous.end) {
                furthest = Some(region);
            }
        }
        Ok(())
    }

    /// The RTS0 bytes.
    pub fn rts0(&self) -> &'a [u8] {
        self.rts0
    }

    /// The RTS0 header, in place.
    pub fn header(&self) -> &'a Rts0Header {
        self.header
    }

    /// The root signature version.
    pub fn version(&self) -> Version {
        self.version
    }

    /// The root flags, raw (unknown bits kept).
    pub fn flags(&self) -> RootFlags {
        RootFlags::from_bits_retain(self.header.flags.get())
    }

    /// Number of root parameters.
    pub fn parameter_count(&self) -> usize {
        self.parameters.len()
    }

    /// The root parameter headers, in place.
    pub fn parameter_headers(&self) -> &'a [RootParameterHeader] {
        self.parameters
    }

    /// Root parameter `index`.
    pub fn parameter(&self, index: usize) -> Option<ParameterView<'a>> {
        let header = self.parameters.get(index)?;
        Some(ParameterView {
            index: index as u32,
            header,
            rts0: self.rts0,
            version: self.version,
        })
    }

    /// Every root parameter, in slot order.
    pub fn parameters(&self) -> impl ExactSizeIterator<Item = ParameterView<'a>> + 'a {
        let (rts0, version) = (self.rts0, self.version);
        self.parameters
            .iter()
            .enumerate()
            .map(move |(index, header)| ParameterView {
                index: index as u32,
                header,
                rts0,
                version,
            })
    }

    /// Number of static samplers.
    pub fn static_sampler_count(&self) -> usize {
        match self.samplers {
            Samplers::V1(samplers) => samplers.len(),
            Samplers::V3(samplers) => samplers.len(),
        }
    }

    /// The fields of static sampler `index` shared by every version, in place.
    pub fn static_sampler_record(&self, index: usize) -> Option<&'a StaticSamplerV1> {
        match self.samplers {
            Samplers::V1(samplers) => samplers.get(index),
            Samplers::V3(samplers) => samplers.get(index).map(|s| &s.sampler),
        }
    }

    /// Static sampler `index`, with raw values (flags are empty below 1.2).
    pub fn static_sampler(&self, index: usize) -> Option<StaticSampler> {
        match self.samplers {
            Samplers::V1(samplers) => samplers.get(index).map(|s| sampler(s, 0)),
            Samplers::V3(samplers) => samplers
                .get(index)
                .map(|s| sampler(&s.sampler, s.flags.get())),
        }
    }

    /// Every static sampler, in order.
    pub fn static_samplers(&self) -> impl ExactSizeIterator<Item = StaticSampler> + 'a {
        let view = *self;
        (0..self.static_sampler_count())
            .map(move |index| view.static_sampler(index).unwrap_or(StaticSampler::new(0)))
    }

    /// Copies everything out into a [`RootSignature`]. Flags of root
    /// descriptors and ranges are `Some` at 1.1 and 1.2 and `None` at 1.0.
    pub fn to_signature(&self) -> RootSignature {
        RootSignature {
            version: self.version,
            flags: self.flags(),
            parameters: self.parameters().map(|p| p.to_parameter()).collect(),
            static_samplers: self.static_samplers().collect(),
        }
    }
}

fn sampler(record: &StaticSamplerV1, flags: u32) -> StaticSampler {
    StaticSampler {
        filter: Filter(record.filter.get()),
        address_u: TextureAddressMode(record.address_u.get()),
        address_v: TextureAddressMode(record.address_v.get()),
        address_w: TextureAddressMode(record.address_w.get()),
        mip_lod_bias: record.mip_lod_bias.get(),
        max_anisotropy: record.max_anisotropy.get(),
        comparison_func: ComparisonFunc(record.comparison_func.get()),
        border_color: StaticBorderColor(record.border_color.get()),
        min_lod: record.min_lod.get(),
        max_lod: record.max_lod.get(),
        shader_register: record.shader_register.get(),
        register_space: record.register_space.get(),
        visibility: ShaderVisibility(record.shader_visibility.get()),
        flags: StaticSamplerFlags::from_bits_retain(flags),
    }
}

/// One root parameter of a [`RootSignatureView`].
#[derive(Debug, Clone, Copy)]
pub struct ParameterView<'a> {
    index: u32,
    header: &'a RootParameterHeader,
    rts0: &'a [u8],
    version: Version,
}

/// What a [`ParameterView`] holds.
#[derive(Debug, Clone, Copy)]
pub enum ParameterViewKind<'a> {
    /// A descriptor table (parameter type 0).
    DescriptorTable(TableView<'a>),
    /// Root constants (parameter type 1).
    Constants(RootConstants),
    /// A root CBV, SRV or UAV (parameter types 2, 3, 4).
    Descriptor(RootDescriptorKind, RootDescriptor),
}

impl<'a> ParameterView<'a> {
    /// The parameter's index (its API slot).
    pub fn index(&self) -> usize {
        self.index as usize
    }

    /// The parameter header, in place.
    pub fn header(&self) -> &'a RootParameterHeader {
        self.header
    }

    /// The RTS0 `ParameterType` (0 to 4 after validation).
    pub fn parameter_type(&self) -> u32 {
        self.header.parameter_type.get()
    }

    /// The shader visibility, raw.
    pub fn visibility(&self) -> ShaderVisibility {
        ShaderVisibility(self.header.shader_visibility.get())
    }

    /// The payload, read in place. Flags are `Some` at 1.1 and 1.2.
    pub fn kind(&self) -> ParameterViewKind<'a> {
        let offset = self.header.payload_offset.get();
        let v1 = self.version == Version::V1_0;
        let descriptor = |kind| {
            let descriptor = if v1 {
                let record: RootDescriptorV1 =
                    read(self.rts0, offset).unwrap_or_else(RootDescriptorV1::new_zeroed);
                RootDescriptor {
                    shader_register: record.shader_register.get(),
                    register_space: record.register_space.get(),
                    flags: None,
                }
            } else {
                let record: RootDescriptorV2 =
                    read(self.rts0, offset).unwrap_or_else(RootDescriptorV2::new_zeroed);
                RootDescriptor {
                    shader_register: record.shader_register.get(),
                    register_space: record.register_space.get(),
                    flags: Some(RootDescriptorFlags::from_bits_retain(record.flags.get())),
                }
            };
            ParameterViewKind::Descriptor(kind, descriptor)
        };
        match self.parameter_type() {
            0 => ParameterViewKind::DescriptorTable(self.table(offset)),
            1 => {
                let record: RootConstantsRecord =
                    read(self.rts0, offset).unwrap_or_else(RootConstantsRecord::new_zeroed);
                ParameterViewKind::Constants(RootConstants {
                    shader_register: record.shader_register.get(),
                    register_space: record.register_space.get(),
                    num_32bit_values: record.num_32bit_values.get(),
                })
            }
            2 => descriptor(RootDescriptorKind::Cbv),
            3 => descriptor(RootDescriptorKind::Srv),
            // 4; other types were rejected when the view was made.
            _ => descriptor(RootDescriptorKind::Uav),
        }
    }

    fn table(&self, offset: u32) -> TableView<'a> {
        let v1 = self.version == Version::V1_0;
        let empty = TableView {
            ranges: if v1 { Ranges::V1(&[]) } else { Ranges::V2(&[]) },
        };
        let Some(table) = read::<DescriptorTableHeader>(self.rts0, offset) else {
            return empty;
        };
        let count = table.num_descriptor_ranges.get() as usize;
        if count == 0 {
            return empty;
        }
        let Some(rest) = self
            .rts0
            .get(table.descriptor_ranges_offset.get() as usize..)
        else {
            return empty;
        };
        let ranges = if v1 {
            <[DescriptorRangeV1]>::ref_from_prefix_with_elems(rest, count)
                .ok()
                .map(|(r, _)| Ranges::V1(r))
        } else {
            <[DescriptorRangeV2]>::ref_from_prefix_with_elems(rest, count)
                .ok()
                .map(|(r, _)| Ranges::V2(r))
        };
        ranges.map_or(empty, |ranges| TableView { ranges })
    }

    /// Copies the parameter out (allocates for a table's ranges).
    pub fn to_parameter(&self) -> RootParameter {
        let kind = match self.kind() {
            ParameterViewKind::DescriptorTable(table) => {
                RootParameterKind::DescriptorTable(DescriptorTable {
                    ranges: table.ranges().collect(),
                })
            }
            ParameterViewKind::Constants(constants) => RootParameterKind::Constants(constants),
            ParameterViewKind::Descriptor(kind, descriptor) => {
                RootParameterKind::Descriptor(kind, descriptor)
            }
        };
        RootParameter {
            kind,
            visibility: self.visibility(),
        }
    }
}

/// The ranges of a descriptor table, read in place.
#[derive(Debug, Clone, Copy)]
pub struct TableView<'a> {
    ranges: Ranges<'a>,
}

impl<'a> TableView<'a> {
    /// Number of ranges.
    pub fn len(&self) -> usize {
        match self.ranges {
            Ranges::V1(ranges) => ranges.len(),
            Ranges::V2(ranges) => ranges.len(),
        }
    }

    /// True for an empty table.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Range `index`, raw values; flags are `Some` at 1.1 and 1.2.
    pub fn range(&self, index: usize) -> Option<DescriptorRange> {
        match self.ranges {
            Ranges::V1(ranges) => ranges.get(index).map(|r| DescriptorRange {
                range_type: DescriptorRangeType(r.range_type.get()),
                num_descriptors: r.num_descriptors.get(),
                base_shader_register: r.base_shader_register.get(),
                register_space: r.register_space.get(),
                flags: None,
                offset: r.offset_in_descriptors_from_table_start.get(),
            }),
            Ranges::V2(ranges) => ranges.get(index).map(|r| DescriptorRange {
                range_type: DescriptorRangeType(r.range_type.get()),
                num_descriptors: r.num_descriptors.get(),
                base_shader_register: r.base_shader_register.get(),
                register_space: r.register_space.get(),
                flags: Some(DescriptorRangeFlags::from_bits_retain(r.flags.get())),
                offset: r.offset_in_descriptors_from_table_start.get(),
            }),
        }
    }

    /// Every range, in order.
    pub fn ranges(&self) -> impl ExactSizeIterator<Item = DescriptorRange> + 'a {
        let table = *self;
        (0..self.len()).map(move |index| {
            table
                .range(index)
                .unwrap_or(DescriptorRange::new(DescriptorRangeType(0), 0))
        })
    }
}
