//! A read-only, zero-copy view of an RTS0 part.
//!
//! [`RootSignatureView::from_rts0`] checks every bound of
//! docs/format.md §6.1 (RTS0 level) and the tolerances of docs/format.md §6.2
//! without allocating; afterwards
//! the accessors read records through [`super::read`], the one RTS0
//! reader, and hand out small `Copy` values. The decoder builds on the
//! view.
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

use super::container::{self, ChecksumPolicy};
use super::error::{Block, DecodeError};
use super::layout::{
    DescriptorTableHeader, ROOT_PARAMETER_HEADER_SIZE, RTS0_HEADER_SIZE, RecordSizes,
    RootParameterHeader, Rts0Header, StaticSamplerV1,
};
use super::read::Rts0Reader;
use crate::model::{
    DescriptorRange, DescriptorRangeType, DescriptorTable, ParameterKind, RootConstants, RootFlags,
    RootParameter, RootSignature, ShaderVisibility, StaticSampler, Version,
};

/// Above this many blocks, an out-of-order blob is checked for overlaps by
/// sorting (one allocation bounded by the part size) instead of comparing
/// every pair.
const PAIRWISE_LIMIT: usize = 512;

/// A validated RTS0 part, read in place.
#[derive(Debug, Clone, Copy)]
pub struct RootSignatureView<'a> {
    reader: Rts0Reader<'a>,
    /// The checked parameter count (0 when the header says 0).
    parameter_count: u32,
}

/// One non-empty region `[start, end)` of the part.
#[derive(Debug, Clone, Copy)]
struct Region {
    block: Block,
    start: u64,
    end: u64,
}

/// Where a block claims to lie: `count` records of `record_size` bytes at
/// RTS0 offset `offset`.
#[derive(Debug, Clone, Copy)]
struct Extent {
    block: Block,
    offset: u32,
    count: u32,
    record_size: usize,
}

impl Extent {
    /// Where the block lies in `rts0`, after the checks of docs/format.md
    /// §6.1: count, alignment, header, bounds.
    fn locate(self, rts0: &[u8]) -> Result<&[u8], DecodeError> {
        let Extent {
            block,
            offset,
            count,
            record_size,
        } = self;
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
            _ => Err(self.out_of_range(part_size)),
        }
    }

    /// The error for a block that runs past the end of a part of
    /// `part_size` bytes.
    fn out_of_range(self, part_size: usize) -> DecodeError {
        let (offset, count, size) = (self.offset, self.count, self.record_size as u32);
        match self.block {
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

impl<'a> RootSignatureView<'a> {
    /// Checks a bare RTS0 part and returns a view of it.
    pub fn from_rts0(rts0: &'a [u8]) -> Result<Self, DecodeError> {
        let reader = Rts0Reader::new(rts0)?;
        let (header, version) = (reader.header(), reader.version());
        let sizes = RecordSizes::of(version);

        // Blocks in canonical order never overlap when each starts at or
        // after the end of the previous one; only otherwise do we look at
        // every pair. `locate_next` locates a block and notes whether it
        // starts there.
        let mut previous_end = RTS0_HEADER_SIZE as u64;
        let mut in_order = true;
        let mut locate_next = |extent: Extent| {
            let bytes = extent.locate(rts0)?;
            let start = u64::from(extent.offset);
            in_order &= start >= previous_end;
            previous_end = start + bytes.len() as u64;
            Ok::<_, DecodeError>(bytes)
        };

        let parameter_count = header.num_parameters;
        let parameters: &[u8] = if parameter_count == 0 {
            &[]
        } else {
            locate_next(Extent {
                block: Block::ParameterArray,
                offset: header.root_parameters_offset,
                count: parameter_count,
                record_size: ROOT_PARAMETER_HEADER_SIZE,
            })?
        };

        for (index, parameter) in parameters
            .chunks_exact(ROOT_PARAMETER_HEADER_SIZE)
            .filter_map(|bytes| RootParameterHeader::read_at(bytes, 0))
            .enumerate()
        {
            let index = index as u32;
            let parameter_type = parameter.parameter_type;
            let Some(payload_size) = sizes.payload(parameter_type) else {
                return Err(DecodeError::UnknownParameterType {
                    parameter: index,
                    parameter_type,
                });
            };
            let payload = locate_next(Extent {
                block: Block::Payload(index),
                offset: parameter.payload_offset,
                count: 1,
                record_size: payload_size,
            })?;
            if parameter_type == 0
                && let Some(table) = DescriptorTableHeader::read_at(payload, 0)
                && table.num_descriptor_ranges > 0
            {
                locate_next(Extent {
                    block: Block::RangeArray(index),
                    offset: table.descriptor_ranges_offset,
                    count: table.num_descriptor_ranges,
                    record_size: sizes.descriptor_range,
                })?;
            }
        }

        if header.num_static_samplers > 0 {
            locate_next(Extent {
                block: Block::SamplerArray,
                offset: header.static_samplers_offset,
                count: header.num_static_samplers,
                record_size: sizes.static_sampler,
            })?;
        }

        let view = RootSignatureView {
            reader,
            parameter_count,
        };
        if !in_order {
            view.check_overlaps()?;
        }
        Ok(view)
    }

    /// Reads a DXBC container (docs/format.md §6.1 container checks, with
    /// the given digest policy) and returns a view of its RTS0 part.
    pub fn from_container(bytes: &'a [u8], checksum: ChecksumPolicy) -> Result<Self, DecodeError> {
        let container = container::read_container(bytes, checksum)?;
        Self::from_rts0(container.rts0())
    }

    /// Number of region slots: the parameter array, then a payload and a
    /// range array per parameter, then the sampler array.
    fn region_slots(&self) -> usize {
        2 + 2 * self.parameter_count()
    }

    /// The non-empty region in slot `slot`, if any.
    fn region(&self, slot: usize) -> Option<Region> {
        let header = self.reader.header();
        let sizes = RecordSizes::of(self.reader.version());
        let region = |block, offset: u32, size: u64| {
            (size > 0).then_some(Region {
                block,
                start: u64::from(offset),
                end: u64::from(offset) + size,
            })
        };
        if slot == 0 {
            let size = u64::from(self.parameter_count) * ROOT_PARAMETER_HEADER_SIZE as u64;
            return region(Block::ParameterArray, header.root_parameters_offset, size);
        }
        let index = (slot - 1) / 2;
        let Some(parameter) = self.parameter_header(index) else {
            let count = u64::from(header.num_static_samplers);
            let offset = header.static_samplers_offset;
            return region(
                Block::SamplerArray,
                offset,
                count * sizes.static_sampler as u64,
            );
        };
        let parameter_type = parameter.parameter_type;
        let offset = parameter.payload_offset;
        let block_index = index as u32;
        if (slot - 1).is_multiple_of(2) {
            let size = sizes.payload(parameter_type)? as u64;
            region(Block::Payload(block_index), offset, size)
        } else if parameter_type == 0 {
            let table = DescriptorTableHeader::read_at(self.reader.rts0(), offset as usize)?;
            let count = u64::from(table.num_descriptor_ranges);
            region(
                Block::RangeArray(block_index),
                table.descriptor_ranges_offset,
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
        self.reader.rts0()
    }

    /// The RTS0 header.
    pub fn header(&self) -> Rts0Header {
        self.reader.header()
    }

    /// The reader the accessors read through.
    pub fn reader(&self) -> Rts0Reader<'a> {
        self.reader
    }

    /// The root signature version.
    pub fn version(&self) -> Version {
        self.reader.version()
    }

    /// The root flags, raw (unknown bits kept).
    pub fn flags(&self) -> RootFlags {
        self.reader.flags()
    }

    /// Number of root parameters.
    pub fn parameter_count(&self) -> usize {
        self.parameter_count as usize
    }

    /// The header of root parameter `index`, read from the checked array.
    pub fn parameter_header(&self, index: usize) -> Option<RootParameterHeader> {
        if index >= self.parameter_count() {
            return None;
        }
        self.reader.parameter_header(index)
    }

    /// Every root parameter header, in slot order.
    pub fn parameter_headers(&self) -> impl ExactSizeIterator<Item = RootParameterHeader> + 'a {
        self.parameters().map(|parameter| parameter.header)
    }

    /// Root parameter `index`.
    pub fn parameter(&self, index: usize) -> Option<ParameterView<'a>> {
        Some(ParameterView {
            index: index as u32,
            header: self.parameter_header(index)?,
            reader: self.reader,
        })
    }

    /// Every root parameter, in slot order.
    pub fn parameters(&self) -> impl ExactSizeIterator<Item = ParameterView<'a>> + 'a {
        let view = *self;
        (0..self.parameter_count()).map(move |index| {
            // The view checked that every header is there.
            let header = view.parameter_header(index).unwrap_or_default();
            ParameterView {
                index: index as u32,
                header,
                reader: view.reader,
            }
        })
    }

    /// Number of static samplers.
    pub fn static_sampler_count(&self) -> usize {
        self.reader.static_sampler_count()
    }

    /// The fields of static sampler `index` shared by every version.
    pub fn static_sampler_record(&self, index: usize) -> Option<StaticSamplerV1> {
        self.reader.static_sampler_record(index)
    }

    /// Static sampler `index`, with raw values (flags are empty below 1.2).
    pub fn static_sampler(&self, index: usize) -> Option<StaticSampler> {
        self.reader.static_sampler(index)
    }

    /// Every static sampler, in order.
    pub fn static_samplers(&self) -> impl ExactSizeIterator<Item = StaticSampler> + 'a {
        let reader = self.reader;
        (0..reader.static_sampler_count()).map(move |index| {
            reader
                .static_sampler(index)
                .unwrap_or(StaticSampler::new(0))
        })
    }

    /// Copies everything out into a [`RootSignature`]. Flags of root
    /// descriptors and ranges are `Some` at 1.1 and 1.2 and `None` at 1.0.
    pub fn to_signature(&self) -> RootSignature {
        RootSignature {
            version: self.version(),
            flags: self.flags(),
            parameters: self.parameters().map(|p| p.to_parameter()).collect(),
            static_samplers: self.static_samplers().collect(),
        }
    }
}

/// One root parameter of a [`RootSignatureView`].
#[derive(Debug, Clone, Copy)]
pub struct ParameterView<'a> {
    index: u32,
    header: RootParameterHeader,
    reader: Rts0Reader<'a>,
}

/// What a [`ParameterView`] holds: a table as a [`TableView`].
pub type ParameterViewKind<'a> = ParameterKind<TableView<'a>>;

impl<'a> ParameterView<'a> {
    /// The parameter's index (its API slot).
    pub fn index(&self) -> usize {
        self.index as usize
    }

    /// The parameter header.
    pub fn header(&self) -> RootParameterHeader {
        self.header
    }

    /// The RTS0 `ParameterType` (0 to 4 after validation).
    pub fn parameter_type(&self) -> u32 {
        self.header.parameter_type
    }

    /// The shader visibility, raw.
    pub fn visibility(&self) -> ShaderVisibility {
        ShaderVisibility(self.header.shader_visibility)
    }

    /// The payload, read in place. Flags are `Some` at 1.1 and 1.2.
    pub fn kind(&self) -> ParameterViewKind<'a> {
        // The view checked that every payload fits and every type is known.
        let payload = self
            .reader
            .payload(&self.header)
            .unwrap_or(ParameterKind::Constants(RootConstants {
                shader_register: 0,
                register_space: 0,
                num_32bit_values: 0,
            }));
        let reader = self.reader;
        payload.map_table(|table| TableView { reader, table })
    }

    /// Copies the parameter out (allocates for a table's ranges).
    pub fn to_parameter(&self) -> RootParameter {
        RootParameter {
            kind: self.kind().map_table(|table| DescriptorTable {
                ranges: table.ranges().collect(),
            }),
            visibility: self.visibility(),
        }
    }
}

/// The ranges of a descriptor table, read in place.
#[derive(Debug, Clone, Copy)]
pub struct TableView<'a> {
    reader: Rts0Reader<'a>,
    table: DescriptorTableHeader,
}

impl<'a> TableView<'a> {
    /// Number of ranges.
    pub fn len(&self) -> usize {
        self.table.num_descriptor_ranges as usize
    }

    /// True for an empty table.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Range `index`, raw values; flags are `Some` at 1.1 and 1.2.
    pub fn range(&self, index: usize) -> Option<DescriptorRange> {
        self.reader.range(&self.table, index)
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
