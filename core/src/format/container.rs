//! The DXBC container around the RTS0 part: writing the
//! root-signature-only container (docs/format.md §2.3) and reading any
//! container (docs/format.md §2.4, and §6.1 for the container checks).
//!
//! ```
//! use rootsig_core::format::container::{read_container, ChecksumPolicy, DigestStatus};
//! use rootsig_core::format::encode::encode_container;
//! use rootsig_core::{EncodingMode, RootSignature};
//! let blob = encode_container(&RootSignature::default(), EncodingMode::Standard);
//! let container = read_container(&blob, ChecksumPolicy::Verify).unwrap();
//! assert_eq!(container.digest_status(), DigestStatus::Verified);
//! assert_eq!(container.rts0().len(), 24);
//! assert_eq!(container.parts().count(), 1);
//! ```

use zerocopy::little_endian::{U16, U32};
use zerocopy::{FromBytes, IntoBytes};

use super::checksum;
use super::error::DecodeError;
use super::layout::{
    CONTAINER_HEADER_SIZE, ContainerHeader, DXBC_MAGIC, PART_HEADER_SIZE, PartHeader, RTS0_FOURCC,
};

/// Container offset of the single PartOffset's target in a
/// root-signature-only container: 32-byte header plus one offset.
pub const RTS0_PART_OFFSET: usize = CONTAINER_HEADER_SIZE + 4;

/// Container offset of the RTS0 part data in a root-signature-only container.
pub const RTS0_DATA_OFFSET: usize = RTS0_PART_OFFSET + PART_HEADER_SIZE;

const _: () = assert!(RTS0_DATA_OFFSET == 44);

/// Writes the 44-byte header of a root-signature-only container
/// (docs/format.md §2.3) for an RTS0 part of `rts0_size` bytes into `out`, with a zero
/// digest; call [`checksum::sign`] once the part data follows.
///
/// Sizes above `u32::MAX` cannot be represented and are truncated; no
/// real description comes near that.
pub fn write_rts0_container_header(out: &mut Vec<u8>, rts0_size: usize) {
    let header = ContainerHeader {
        magic: DXBC_MAGIC,
        digest: [0; 16],
        major_version: U16::new(1),
        minor_version: U16::new(0),
        container_size_in_bytes: U32::new((RTS0_DATA_OFFSET + rts0_size) as u32),
        part_count: U32::new(1),
    };
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(U32::new(RTS0_PART_OFFSET as u32).as_bytes());
    let part = PartHeader {
        four_cc: RTS0_FOURCC,
        part_size: U32::new(rts0_size as u32),
    };
    out.extend_from_slice(part.as_bytes());
}

/// How [`read_container`] treats the digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ChecksumPolicy {
    /// The digest must match (what vkd3d and `CreateRootSignature` require).
    #[default]
    Verify,
    /// The digest must match or be all zero (LLVM output, `dxc -Vd`,
    /// `/extractrootsignature`); all zero is reported as
    /// [`DigestStatus::Unsigned`].
    AllowUnsigned,
    /// The digest is not looked at.
    Skip,
}

/// What reading found out about the digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DigestStatus {
    /// The digest matches the contents.
    Verified,
    /// The digest is all zero (accepted by [`ChecksumPolicy::AllowUnsigned`]).
    Unsigned,
    /// The digest was not checked ([`ChecksumPolicy::Skip`]).
    NotVerified,
}

/// One part of a container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Part<'a> {
    /// The FourCC, e.g. `*b"RTS0"`.
    pub four_cc: [u8; 4],
    /// Container offset of the part header.
    pub offset: u32,
    /// The part data (after the 8-byte part header).
    pub data: &'a [u8],
}

/// A container whose structure has been checked and which holds exactly one
/// RTS0 part.
#[derive(Debug, Clone, Copy)]
pub struct Container<'a> {
    bytes: &'a [u8],
    part_offsets: &'a [U32],
    rts0: &'a [u8],
    rts0_index: u32,
    digest_status: DigestStatus,
}

impl<'a> Container<'a> {
    /// The RTS0 part data.
    pub fn rts0(&self) -> &'a [u8] {
        self.rts0
    }

    /// Index of the RTS0 part among the parts.
    pub fn rts0_index(&self) -> u32 {
        self.rts0_index
    }

    /// Whether the digest was verified.
    pub fn digest_status(&self) -> DigestStatus {
        self.digest_status
    }

    /// The whole container.
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Every part in PartOffset order.
    pub fn parts(&self) -> impl ExactSizeIterator<Item = Part<'a>> + 'a {
        let bytes = self.bytes;
        self.part_offsets.iter().map(move |offset| {
            // Bounds were checked by `read_container`.
            part_at(bytes, offset.get()).unwrap_or(Part {
                four_cc: [0; 4],
                offset: offset.get(),
                data: &[],
            })
        })
    }
}

fn part_at(bytes: &[u8], offset: u32) -> Option<Part<'_>> {
    let rest = bytes.get(offset as usize..)?;
    let (header, rest) = PartHeader::ref_from_prefix(rest).ok()?;
    let data = rest.get(..header.part_size.get() as usize)?;
    Some(Part {
        four_cc: header.four_cc,
        offset,
        data,
    })
}

/// Reads a DXBC container and finds its RTS0 part, with every container
/// check of docs/format.md §6.1: truncation, magic, major version, size,
/// part bounds and order, checksum, exactly one RTS0. Part offsets may be
/// unaligned. Does not look inside the RTS0 part.
pub fn read_container(bytes: &[u8], policy: ChecksumPolicy) -> Result<Container<'_>, DecodeError> {
    let len = bytes.len();
    if let Some(magic) = bytes.get(..4)
        && magic != DXBC_MAGIC
    {
        let mut found = [0; 4];
        found.copy_from_slice(magic);
        return Err(DecodeError::BadMagic { found });
    }
    let Ok((header, rest)) = ContainerHeader::ref_from_prefix(bytes) else {
        return Err(DecodeError::TruncatedContainer {
            len,
            needed: CONTAINER_HEADER_SIZE as u64,
        });
    };
    let part_count = header.part_count.get();
    let header_end = CONTAINER_HEADER_SIZE as u64 + 4 * u64::from(part_count);
    if (len as u64) < header_end {
        return Err(DecodeError::TruncatedContainer {
            len,
            needed: header_end,
        });
    }
    let (major, minor) = (header.major_version.get(), header.minor_version.get());
    if major != 1 {
        return Err(DecodeError::UnsupportedContainerVersion { major, minor });
    }
    let container_size = header.container_size_in_bytes.get();
    if u64::from(container_size) != len as u64 {
        return Err(DecodeError::ContainerSizeMismatch {
            declared: container_size,
            actual: len,
        });
    }
    let Ok((part_offsets, _)) = <[U32]>::ref_from_prefix_with_elems(rest, part_count as usize)
    else {
        return Err(DecodeError::TruncatedContainer {
            len,
            needed: header_end,
        });
    };

    let mut previous_end = header_end;
    let mut rts0: Option<(u32, &[u8])> = None;
    let mut second_rts0 = None;
    for (index, offset) in part_offsets.iter().enumerate() {
        let part = index as u32;
        let offset = offset.get();
        let start = u64::from(offset);
        if start < header_end {
            return Err(DecodeError::PartOffsetInHeader {
                part,
                offset,
                header_end,
            });
        }
        if start < previous_end {
            return Err(DecodeError::PartsOverlap {
                part,
                offset,
                previous_end,
            });
        }
        if start + PART_HEADER_SIZE as u64 > u64::from(container_size) {
            return Err(DecodeError::PartHeaderOutOfBounds {
                part,
                offset,
                container_size,
            });
        }
        let Some(found) = part_at(bytes, offset) else {
            let part_size = bytes
                .get(offset as usize..)
                .and_then(|rest| PartHeader::ref_from_prefix(rest).ok())
                .map_or(0, |(header, _)| header.part_size.get());
            return Err(DecodeError::PartDataOutOfBounds {
                part,
                offset,
                part_size,
                container_size,
            });
        };
        previous_end = start + PART_HEADER_SIZE as u64 + found.data.len() as u64;
        if found.four_cc == RTS0_FOURCC {
            match rts0 {
                None => rts0 = Some((part, found.data)),
                Some(_) if second_rts0.is_none() => second_rts0 = Some(part),
                Some(_) => {}
            }
        }
    }

    let digest_status = check_digest(bytes, header, policy)?;
    let (rts0_index, rts0) = match (rts0, second_rts0) {
        (None, _) => return Err(DecodeError::MissingRts0 { part_count }),
        (Some((first, _)), Some(second)) => {
            return Err(DecodeError::SeveralRts0 { first, second });
        }
        (Some(found), None) => found,
    };
    Ok(Container {
        bytes,
        part_offsets,
        rts0,
        rts0_index,
        digest_status,
    })
}

fn check_digest(
    bytes: &[u8],
    header: &ContainerHeader,
    policy: ChecksumPolicy,
) -> Result<DigestStatus, DecodeError> {
    if policy == ChecksumPolicy::Skip {
        return Ok(DigestStatus::NotVerified);
    }
    let stored = header.digest;
    if policy == ChecksumPolicy::AllowUnsigned && stored == [0; 16] {
        return Ok(DigestStatus::Unsigned);
    }
    let computed = checksum::container_digest(bytes);
    if computed == stored {
        Ok(DigestStatus::Verified)
    } else {
        Err(DecodeError::BadChecksum { stored, computed })
    }
}
