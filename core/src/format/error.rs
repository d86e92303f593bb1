//! Why a blob could not be decoded, and the regions of an RTS0 part that
//! the errors name. Its own module, so that every reader of the format
//! (container, decoder, zero-copy view) depends on it and not on each
//! other.

use core::fmt;

/// A region of the RTS0 part, as named in error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Block {
    /// The 24-byte RTS0 header at offset 0.
    Header,
    /// The array of root parameter headers.
    ParameterArray,
    /// The payload of root parameter `n` (for a table: its 8-byte header).
    Payload(u32),
    /// The descriptor range array of the table in root parameter `n`.
    RangeArray(u32),
    /// The static sampler array.
    SamplerArray,
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Block::Header => f.write_str("RTS0 header"),
            Block::ParameterArray => f.write_str("root parameter array"),
            Block::Payload(index) => write!(f, "root parameter {index} payload"),
            Block::RangeArray(index) => {
                write!(f, "descriptor range array of root parameter {index}")
            }
            Block::SamplerArray => f.write_str("static sampler array"),
        }
    }
}

/// Why a blob could not be decoded. Container errors carry container
/// offsets; RTS0 errors carry RTS0 offsets (docs/format.md §1.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    // ---- container level (docs/format.md §6.1) ----
    /// The input is shorter than the container header (32 bytes plus
    /// 4 per part).
    TruncatedContainer {
        /// Input length.
        len: usize,
        /// Bytes the header needs.
        needed: u64,
    },
    /// Bytes 0–3 are not `DXBC`.
    BadMagic {
        /// The first four bytes.
        found: [u8; 4],
    },
    /// MajorVersion is not 1.
    UnsupportedContainerVersion {
        /// MajorVersion.
        major: u16,
        /// MinorVersion.
        minor: u16,
    },
    /// ContainerSizeInBytes differs from the input length.
    ContainerSizeMismatch {
        /// ContainerSizeInBytes.
        declared: u32,
        /// Input length.
        actual: usize,
    },
    /// A PartOffset points into the container header.
    PartOffsetInHeader {
        /// Part index.
        part: u32,
        /// PartOffset.
        offset: u32,
        /// End of the container header (32 + 4 × PartCount).
        header_end: u64,
    },
    /// A part header (8 bytes) runs past the end of the container.
    PartHeaderOutOfBounds {
        /// Part index.
        part: u32,
        /// PartOffset.
        offset: u32,
        /// ContainerSizeInBytes.
        container_size: u32,
    },
    /// A part's data runs past the end of the container.
    PartDataOutOfBounds {
        /// Part index.
        part: u32,
        /// PartOffset.
        offset: u32,
        /// PartSize.
        part_size: u32,
        /// ContainerSizeInBytes.
        container_size: u32,
    },
    /// A part starts before the previous part ends.
    PartsOverlap {
        /// Part index.
        part: u32,
        /// PartOffset.
        offset: u32,
        /// Container offset where the previous part ends.
        previous_end: u64,
    },
    /// The digest does not match the contents (docs/format.md §7).
    BadChecksum {
        /// Digest stored at bytes 4–19.
        stored: [u8; 16],
        /// Digest computed over bytes 20 to the end.
        computed: [u8; 16],
    },
    /// No part has FourCC `RTS0`.
    MissingRts0 {
        /// PartCount.
        part_count: u32,
    },
    /// More than one part has FourCC `RTS0`.
    SeveralRts0 {
        /// Index of the first `RTS0` part.
        first: u32,
        /// Index of the second `RTS0` part.
        second: u32,
    },

    // ---- RTS0 level (docs/format.md §6.1) ----
    /// The part is shorter than the 24-byte RTS0 header.
    TruncatedHeader {
        /// Part size.
        part_size: usize,
    },
    /// Version is not 1, 2 or 3.
    UnknownVersion {
        /// The Version word.
        version: u32,
    },
    /// A count whose records cannot fit in the part even right after the
    /// header (`count × record size > part size − 24`).
    CountOverflow {
        /// The array the count belongs to.
        block: Block,
        /// The count.
        count: u32,
        /// Size of one record.
        record_size: u32,
        /// Part size.
        part_size: usize,
    },
    /// The root parameter header array runs past the end of the part.
    ParameterArrayOutOfRange {
        /// RootParametersOffset.
        offset: u32,
        /// NumParameters.
        count: u32,
        /// Part size.
        part_size: usize,
    },
    /// ParameterType is above 4, so the payload size is unknown.
    UnknownParameterType {
        /// Root parameter index.
        parameter: u32,
        /// The ParameterType word.
        parameter_type: u32,
    },
    /// A payload runs past the end of the part.
    PayloadOutOfRange {
        /// Root parameter index.
        parameter: u32,
        /// PayloadOffset.
        offset: u32,
        /// Payload size.
        size: u32,
        /// Part size.
        part_size: usize,
    },
    /// A table's range array runs past the end of the part.
    RangeArrayOutOfRange {
        /// Root parameter index.
        parameter: u32,
        /// DescriptorRangesOffset.
        offset: u32,
        /// NumDescriptorRanges.
        count: u32,
        /// Size of one range.
        range_size: u32,
        /// Part size.
        part_size: usize,
    },
    /// The static sampler array runs past the end of the part.
    SamplerArrayOutOfRange {
        /// StaticSamplersOffset.
        offset: u32,
        /// NumStaticSamplers.
        count: u32,
        /// Size of one sampler.
        sampler_size: u32,
        /// Part size.
        part_size: usize,
    },
    /// A dereferenced offset is not a multiple of 4.
    MisalignedOffset {
        /// The block the offset points to.
        block: Block,
        /// The offset.
        offset: u32,
    },
    /// A dereferenced offset points into the 24-byte RTS0 header.
    OffsetIntoHeader {
        /// The block the offset points to.
        block: Block,
        /// The offset.
        offset: u32,
    },
    /// Two non-empty blocks intersect.
    OverlappingBlocks {
        /// One block.
        first: Block,
        /// Its RTS0 offset.
        first_offset: u32,
        /// Its size in bytes.
        first_size: u64,
        /// The block it overlaps.
        second: Block,
        /// Its RTS0 offset.
        second_offset: u32,
        /// Its size in bytes.
        second_size: u64,
    },
}

fn hex(f: &mut fmt::Formatter<'_>, bytes: &[u8]) -> fmt::Result {
    bytes.iter().try_for_each(|b| write!(f, "{b:02x}"))
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecodeError::*;
        match self {
            TruncatedContainer { .. }
            | BadMagic { .. }
            | UnsupportedContainerVersion { .. }
            | ContainerSizeMismatch { .. }
            | PartOffsetInHeader { .. }
            | PartHeaderOutOfBounds { .. }
            | PartDataOutOfBounds { .. }
            | PartsOverlap { .. }
            | BadChecksum { .. }
            | MissingRts0 { .. }
            | SeveralRts0 { .. } => self.fmt_container(f),
            ParameterArrayOutOfRange { part_size, .. }
            | PayloadOutOfRange { part_size, .. }
            | RangeArrayOutOfRange { part_size, .. }
            | SamplerArrayOutOfRange { part_size, .. } => {
                self.fmt_block_place(f)?;
                write!(f, " runs past the end of the part ({part_size} bytes)")
            }
            UnknownParameterType {
                parameter,
                parameter_type,
            } => write!(
                f,
                "root parameter {parameter} has unknown parameter type {parameter_type} (expected 0 to 4)"
            ),
            TruncatedHeader { part_size } => write!(
                f,
                "RTS0 part is {part_size} bytes, shorter than its 24-byte header"
            ),
            UnknownVersion { version } => write!(
                f,
                "unknown root signature version {version} (expected 1, 2 or 3)"
            ),
            CountOverflow {
                block,
                count,
                record_size,
                part_size,
            } => write!(
                f,
                "{block} claims {count} records of {record_size} bytes, more than the part ({part_size} bytes) can hold"
            ),
            MisalignedOffset { block, offset } | OffsetIntoHeader { block, offset } => {
                let problem = match self {
                    MisalignedOffset { .. } => "is not aligned to 4 bytes",
                    _ => "points into the 24-byte RTS0 header",
                };
                write!(f, "{block} at RTS0 offset {offset} {problem}")
            }
            OverlappingBlocks {
                first,
                first_offset,
                first_size,
                second,
                second_offset,
                second_size,
            } => {
                write!(
                    f,
                    "{first} at RTS0 offset {first_offset} ({first_size} bytes) overlaps the {second} at RTS0 offset {second_offset} ({second_size} bytes)"
                )
            }
        }
    }
}

impl DecodeError {
    /// The message of a container-level error (nothing for the others,
    /// which [`fmt::Display`] writes itself).
    fn fmt_container(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecodeError::*;
        match self {
            TruncatedContainer { len, needed } => write!(
                f,
                "container is {len} bytes, shorter than its {needed}-byte header"
            ),
            BadMagic { found } => {
                f.write_str("not a DXBC container: the first bytes are ")?;
                hex(f, found)?;
                f.write_str(", not 44584243 (\"DXBC\")")
            }
            UnsupportedContainerVersion { major, minor } => write!(
                f,
                "unsupported DXBC container version {major}.{minor} (major version must be 1)"
            ),
            ContainerSizeMismatch { declared, actual } => write!(
                f,
                "container declares {declared} bytes (ContainerSizeInBytes) but the input is {actual} bytes"
            ),
            PartOffsetInHeader {
                part,
                offset,
                header_end,
            } => write!(
                f,
                "part {part} at container offset {offset} starts inside the container header (which ends at {header_end})"
            ),
            PartHeaderOutOfBounds {
                part,
                offset,
                container_size,
            } => write!(
                f,
                "part {part} header at container offset {offset} (8 bytes) runs past the end of the container ({container_size} bytes)"
            ),
            PartDataOutOfBounds {
                part,
                offset,
                part_size,
                container_size,
            } => write!(
                f,
                "part {part} at container offset {offset} ({part_size} data bytes after its 8-byte header) runs past the end of the container ({container_size} bytes)"
            ),
            PartsOverlap {
                part,
                offset,
                previous_end,
            } => write!(
                f,
                "part {part} at container offset {offset} starts before the previous part ends (at {previous_end})"
            ),
            BadChecksum { stored, computed } => {
                f.write_str("bad container checksum: stored ")?;
                hex(f, stored)?;
                f.write_str(", computed ")?;
                hex(f, computed)
            }
            MissingRts0 { part_count } => {
                write!(f, "container has no RTS0 part (among {part_count} parts)")
            }
            SeveralRts0 { first, second } => write!(
                f,
                "container has more than one RTS0 part (parts {first} and {second})"
            ),
            _ => Ok(()),
        }
    }

    /// Where a block that runs past the end of the part claims to lie
    /// (nothing for other errors).
    fn fmt_block_place(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecodeError::*;
        match self {
            ParameterArrayOutOfRange { offset, count, .. } => write!(
                f,
                "root parameter array at RTS0 offset {offset} ({count} × 12 bytes)"
            ),
            PayloadOutOfRange {
                parameter,
                offset,
                size,
                ..
            } => write!(
                f,
                "root parameter {parameter} payload at RTS0 offset {offset} ({size} bytes)"
            ),
            RangeArrayOutOfRange {
                parameter,
                offset,
                count,
                range_size,
                ..
            } => write!(
                f,
                "descriptor range array of root parameter {parameter} at RTS0 offset {offset} ({count} × {range_size} bytes)"
            ),
            SamplerArrayOutOfRange {
                offset,
                count,
                sampler_size,
                ..
            } => write!(
                f,
                "static sampler array at RTS0 offset {offset} ({count} × {sampler_size} bytes)"
            ),
            _ => Ok(()),
        }
    }
}

impl std::error::Error for DecodeError {}
