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
    unsigned_header(RTS0_DATA_OFFSET + rts0_size, 1).write_to(out);
    out.extend_from_slice(&(RTS0_PART_OFFSET as u32).to_le_bytes());
    PartHeader {
        four_cc: RTS0_FOURCC,
        part_size: rts0_size as u32,
    }
    .write_to(out);
}

/// The header of a container of `size` bytes and `part_count` parts, with
/// a zero digest (sizes above `u32::MAX` are truncated).
fn unsigned_header(size: usize, part_count: usize) -> ContainerHeader {
    ContainerHeader {
        magic: DXBC_MAGIC,
        digest: [0; 16],
        major_version: 1,
        minor_version: 0,
        container_size_in_bytes: size as u32,
        part_count: part_count as u32,
    }
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
    parts: Parts<'a>,
    rts0: &'a [u8],
    rts0_index: u32,
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
        self.parts.digest_status
    }

    /// The whole container.
    pub fn bytes(&self) -> &'a [u8] {
        self.parts.bytes
    }

    /// Every part in PartOffset order.
    pub fn parts(&self) -> impl ExactSizeIterator<Item = Part<'a>> + 'a {
        self.parts.iter()
    }
}

fn part_at(bytes: &[u8], offset: u32) -> Option<Part<'_>> {
    let header = PartHeader::read_at(bytes, offset as usize)?;
    let data = bytes
        .get(offset as usize + PART_HEADER_SIZE..)?
        .get(..header.part_size as usize)?;
    Some(Part {
        four_cc: header.four_cc,
        offset,
        data,
    })
}

/// A container whose structure (and, by the policy, digest) has been
/// checked, with any parts: a compiled shader's as well as a
/// root-signature-only one.
#[derive(Debug, Clone, Copy)]
pub struct Parts<'a> {
    bytes: &'a [u8],
    /// The `PartOffset` array, `part_count` little-endian `u32`s.
    part_offsets: &'a [[u8; 4]],
    digest_status: DigestStatus,
}

impl<'a> Parts<'a> {
    /// The whole container.
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Whether the digest was verified.
    pub fn digest_status(&self) -> DigestStatus {
        self.digest_status
    }

    /// The digest stored at bytes 4–19.
    pub fn stored_digest(&self) -> [u8; 16] {
        let mut digest = [0; 16];
        digest.copy_from_slice(&self.bytes[checksum::DIGEST_OFFSET..checksum::HASHED_FROM]);
        digest
    }

    /// Number of parts.
    pub fn len(&self) -> usize {
        self.part_offsets.len()
    }

    /// True for a container without parts.
    pub fn is_empty(&self) -> bool {
        self.part_offsets.is_empty()
    }

    /// Every part in PartOffset order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = Part<'a>> + 'a {
        let bytes = self.bytes;
        part_offsets(self.part_offsets).map(move |offset| {
            // Bounds were checked by `read_parts`.
            part_at(bytes, offset).unwrap_or(Part {
                four_cc: [0; 4],
                offset,
                data: &[],
            })
        })
    }

    /// The first part with this FourCC.
    pub fn find(&self, four_cc: [u8; 4]) -> Option<Part<'a>> {
        self.iter().find(|p| p.four_cc == four_cc)
    }
}

/// Reads a DXBC container with every container check of docs/format.md §6.1:
/// truncation, magic, major version, size, part bounds and order, and the
/// checksum by `policy`. Part offsets may be unaligned. Does not look
/// inside any part.
///
/// ```
/// use rootsig_core::format::container::{read_parts, ChecksumPolicy};
/// let blob = rootsig_core::format::encode::encode_container(
///     &rootsig_core::RootSignature::default(),
///     rootsig_core::EncodingMode::Standard,
/// );
/// let parts = read_parts(&blob, ChecksumPolicy::Verify).unwrap();
/// assert_eq!(parts.find(*b"RTS0").unwrap().data.len(), 24);
/// assert!(parts.find(*b"PSV0").is_none());
/// ```
pub fn read_parts(bytes: &[u8], policy: ChecksumPolicy) -> Result<Parts<'_>, DecodeError> {
    let len = bytes.len();
    if let Some(magic) = bytes.get(..4)
        && magic != DXBC_MAGIC
    {
        let mut found = [0; 4];
        found.copy_from_slice(magic);
        return Err(DecodeError::BadMagic { found });
    }
    let Some(header) = ContainerHeader::read_at(bytes, 0) else {
        return Err(DecodeError::TruncatedContainer {
            len,
            needed: CONTAINER_HEADER_SIZE as u64,
        });
    };
    let part_count = header.part_count;
    let header_end = CONTAINER_HEADER_SIZE as u64 + 4 * u64::from(part_count);
    if (len as u64) < header_end {
        return Err(DecodeError::TruncatedContainer {
            len,
            needed: header_end,
        });
    }
    let (major, minor) = (header.major_version, header.minor_version);
    if major != 1 {
        return Err(DecodeError::UnsupportedContainerVersion { major, minor });
    }
    let container_size = header.container_size_in_bytes;
    if u64::from(container_size) != len as u64 {
        return Err(DecodeError::ContainerSizeMismatch {
            declared: container_size,
            actual: len,
        });
    }
    let Some((part_offsets, _)) = bytes
        .get(CONTAINER_HEADER_SIZE..header_end as usize)
        .map(<[u8]>::as_chunks::<4>)
    else {
        return Err(DecodeError::TruncatedContainer {
            len,
            needed: header_end,
        });
    };

    let mut previous_end = header_end;
    for (index, offset) in self::part_offsets(part_offsets).enumerate() {
        let part = index as u32;
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
            let part_size =
                PartHeader::read_at(bytes, offset as usize).map_or(0, |header| header.part_size);
            return Err(DecodeError::PartDataOutOfBounds {
                part,
                offset,
                part_size,
                container_size,
            });
        };
        previous_end = start + PART_HEADER_SIZE as u64 + found.data.len() as u64;
    }
    let digest_status = check_digest(bytes, &header, policy)?;
    Ok(Parts {
        bytes,
        part_offsets,
        digest_status,
    })
}

/// Reads a DXBC container ([`read_parts`]) and finds its one RTS0 part.
/// Does not look inside the RTS0 part.
pub fn read_container(bytes: &[u8], policy: ChecksumPolicy) -> Result<Container<'_>, DecodeError> {
    let parts = read_parts(bytes, policy)?;
    let mut rts0 = parts
        .iter()
        .enumerate()
        .filter(|(_, p)| p.four_cc == RTS0_FOURCC);
    let (rts0_index, rts0) = match (rts0.next(), rts0.next()) {
        (None, _) => {
            return Err(DecodeError::MissingRts0 {
                part_count: parts.len() as u32,
            });
        }
        (Some((first, _)), Some((second, _))) => {
            return Err(DecodeError::SeveralRts0 {
                first: first as u32,
                second: second as u32,
            });
        }
        (Some((index, part)), None) => (index as u32, part.data),
    };
    Ok(Container {
        parts,
        rts0,
        rts0_index,
    })
}

/// Writes a container of `parts` (FourCC and data), back to back in that
/// order as DXC lays them out, and signs it (docs/format.md §7).
///
/// Sizes above `u32::MAX` cannot be represented and are truncated.
///
/// ```
/// use rootsig_core::format::container::{read_parts, write_container, ChecksumPolicy};
/// let blob = write_container([(*b"SFI0", &[0u8; 8][..]), (*b"RTS0", &[1, 2, 3, 4][..])]);
/// let parts = read_parts(&blob, ChecksumPolicy::Verify).unwrap();
/// let names: Vec<[u8; 4]> = parts.iter().map(|p| p.four_cc).collect();
/// assert_eq!(names, [*b"SFI0", *b"RTS0"]);
/// ```
pub fn write_container<'p>(parts: impl IntoIterator<Item = ([u8; 4], &'p [u8])>) -> Vec<u8> {
    let parts: Vec<([u8; 4], &[u8])> = parts.into_iter().collect();
    let header_end = CONTAINER_HEADER_SIZE + 4 * parts.len();
    let total = header_end
        + parts
            .iter()
            .map(|(_, data)| PART_HEADER_SIZE + data.len())
            .sum::<usize>();
    let mut out = Vec::with_capacity(total);
    unsigned_header(total, parts.len()).write_to(&mut out);
    let mut at = header_end;
    for (_, data) in &parts {
        out.extend_from_slice(&(at as u32).to_le_bytes());
        at += PART_HEADER_SIZE + data.len();
    }
    for (four_cc, data) in &parts {
        PartHeader {
            four_cc: *four_cc,
            part_size: data.len() as u32,
        }
        .write_to(&mut out);
        out.extend_from_slice(data);
    }
    checksum::sign(&mut out);
    out
}

/// The little-endian `u32`s of a `PartOffset` array.
fn part_offsets(array: &[[u8; 4]]) -> impl ExactSizeIterator<Item = u32> + '_ {
    array.iter().map(|offset| u32::from_le_bytes(*offset))
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
