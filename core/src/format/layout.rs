//! The binary layout, defined once (docs/format.md §2 and §3).
//!
//! Every record is a `#[repr(C)]` struct of little-endian fields with
//! alignment 1, so it can be read at any byte offset (DXBC part offsets need
//! not be multiples of 4, docs/format.md §2.4) and written with `as_bytes()`.
//! The encoder, the container reader, the const reader ([`super::read`])
//! and the zero-copy view all go through these types; nothing else knows a
//! field offset.
//!
//! ```
//! use rootsig_core::format::layout::{Rts0Header, RTS0_HEADER_SIZE};
//! use zerocopy::FromBytes;
//! let bytes = [2, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0];
//! let header = Rts0Header::ref_from_bytes(&bytes).unwrap();
//! assert_eq!(header.version.get(), 2);
//! assert_eq!(header.root_parameters_offset.get(), RTS0_HEADER_SIZE as u32);
//! // By value, also in `const`; `None` where the record does not fit.
//! assert_eq!(Rts0Header::read_at(&bytes, 0).unwrap().num_static_samplers.get(), 0);
//! assert!(Rts0Header::read_at(&bytes, 4).is_none());
//! ```

use zerocopy::little_endian::{F32, U16, U32};
// The derives come from zerocopy-derive directly (see the workspace
// Cargo.toml); zerocopy's docs advise importing them with a glob.
use zerocopy_derive::*;

use crate::model::Version;

/// The four bytes that open every DXBC container.
pub const DXBC_MAGIC: [u8; 4] = *b"DXBC";

/// The FourCC of the root signature part.
pub const RTS0_FOURCC: [u8; 4] = *b"RTS0";

/// `DXBC` container header (docs/format.md §2.1), without the `PartOffset`
/// array that follows it (`PartCount` little-endian `u32`s).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct ContainerHeader {
    /// `DXBC`.
    pub magic: [u8; 4],
    /// The container checksum (docs/format.md §7).
    pub digest: [u8; 16],
    /// Always 1.
    pub major_version: U16,
    /// 0 when written; any value is accepted when read.
    pub minor_version: U16,
    /// Size of the whole container in bytes.
    pub container_size_in_bytes: U32,
    /// Number of parts (and of `PartOffset` entries).
    pub part_count: U32,
}

/// Header in front of every part's data (docs/format.md §2.2).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct PartHeader {
    /// Four ASCII bytes, e.g. `RTS0`.
    pub four_cc: [u8; 4],
    /// Number of data bytes following this header.
    pub part_size: U32,
}

/// RTS0 header at RTS0 offset 0 (docs/format.md §3.1).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct Rts0Header {
    /// 1 (1.0), 2 (1.1) or 3 (1.2).
    pub version: U32,
    /// `P`.
    pub num_parameters: U32,
    /// RTS0 offset of the root parameter header array; written as 24.
    pub root_parameters_offset: U32,
    /// `S`.
    pub num_static_samplers: U32,
    /// RTS0 offset of the static sampler array; written as the end of the
    /// payloads even when `S` = 0.
    pub static_samplers_offset: U32,
    /// Root signature flags (docs/format.md §4.2).
    pub flags: U32,
}

/// Root parameter header, 12 bytes in every version (docs/format.md §3.3).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct RootParameterHeader {
    /// 0 table, 1 constants, 2 CBV, 3 SRV, 4 UAV (docs/format.md §4.4).
    pub parameter_type: U32,
    /// docs/format.md §4.3.
    pub shader_visibility: U32,
    /// RTS0 offset of the payload.
    pub payload_offset: U32,
}

/// Descriptor table payload header, 8 bytes in every version.
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct DescriptorTableHeader {
    /// `R`.
    pub num_descriptor_ranges: U32,
    /// RTS0 offset of the range array; written as payload offset + 8.
    pub descriptor_ranges_offset: U32,
}

/// Descriptor range, version 1 (20 bytes).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct DescriptorRangeV1 {
    /// 0 SRV, 1 UAV, 2 CBV, 3 Sampler (docs/format.md §4.5).
    pub range_type: U32,
    /// 0xFFFFFFFF = unbounded.
    pub num_descriptors: U32,
    #[allow(missing_docs)]
    pub base_shader_register: U32,
    #[allow(missing_docs)]
    pub register_space: U32,
    /// 0xFFFFFFFF = APPEND.
    pub offset_in_descriptors_from_table_start: U32,
}

/// Descriptor range, versions 2 and 3 (24 bytes). `flags` sits before the
/// offset.
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct DescriptorRangeV2 {
    /// 0 SRV, 1 UAV, 2 CBV, 3 Sampler (docs/format.md §4.5).
    pub range_type: U32,
    /// 0xFFFFFFFF = unbounded.
    pub num_descriptors: U32,
    #[allow(missing_docs)]
    pub base_shader_register: U32,
    #[allow(missing_docs)]
    pub register_space: U32,
    /// Descriptor range flags (docs/format.md §4.7).
    pub flags: U32,
    /// 0xFFFFFFFF = APPEND.
    pub offset_in_descriptors_from_table_start: U32,
}

/// Root constants payload, 12 bytes in every version.
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct RootConstantsRecord {
    #[allow(missing_docs)]
    pub shader_register: U32,
    #[allow(missing_docs)]
    pub register_space: U32,
    #[allow(missing_docs)]
    pub num_32bit_values: U32,
}

/// Root descriptor payload (root CBV, SRV or UAV), version 1 (8 bytes).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct RootDescriptorV1 {
    #[allow(missing_docs)]
    pub shader_register: U32,
    #[allow(missing_docs)]
    pub register_space: U32,
}

/// Root descriptor payload, versions 2 and 3 (12 bytes).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct RootDescriptorV2 {
    #[allow(missing_docs)]
    pub shader_register: U32,
    #[allow(missing_docs)]
    pub register_space: U32,
    /// Root descriptor flags (docs/format.md §4.6).
    pub flags: U32,
}

/// Static sampler, versions 1 and 2 (52 bytes).
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct StaticSamplerV1 {
    #[allow(missing_docs)]
    pub filter: U32,
    #[allow(missing_docs)]
    pub address_u: U32,
    #[allow(missing_docs)]
    pub address_v: U32,
    #[allow(missing_docs)]
    pub address_w: U32,
    #[allow(missing_docs)]
    pub mip_lod_bias: F32,
    #[allow(missing_docs)]
    pub max_anisotropy: U32,
    #[allow(missing_docs)]
    pub comparison_func: U32,
    #[allow(missing_docs)]
    pub border_color: U32,
    #[allow(missing_docs)]
    pub min_lod: F32,
    #[allow(missing_docs)]
    pub max_lod: F32,
    #[allow(missing_docs)]
    pub shader_register: U32,
    #[allow(missing_docs)]
    pub register_space: U32,
    #[allow(missing_docs)]
    pub shader_visibility: U32,
}

/// Static sampler, version 3 (56 bytes): the version 1 record followed by
/// `Flags`.
#[derive(FromBytes, IntoBytes, KnownLayout, Immutable, Unaligned, Debug, Clone, Copy)]
#[repr(C)]
pub struct StaticSamplerV3 {
    /// The fields shared with versions 1 and 2.
    pub sampler: StaticSamplerV1,
    /// Static sampler flags (docs/format.md §4.8).
    pub flags: U32,
}

/// Size of [`ContainerHeader`] (without part offsets).
pub const CONTAINER_HEADER_SIZE: usize = 32;
/// Size of [`PartHeader`].
pub const PART_HEADER_SIZE: usize = 8;
/// Size of [`Rts0Header`].
pub const RTS0_HEADER_SIZE: usize = 24;
/// Size of [`RootParameterHeader`].
pub const ROOT_PARAMETER_HEADER_SIZE: usize = 12;
/// Size of [`DescriptorTableHeader`].
pub const DESCRIPTOR_TABLE_HEADER_SIZE: usize = 8;
/// Size of [`RootConstantsRecord`].
pub const ROOT_CONSTANTS_SIZE: usize = 12;

const _: () = {
    assert!(size_of::<ContainerHeader>() == CONTAINER_HEADER_SIZE);
    assert!(size_of::<PartHeader>() == PART_HEADER_SIZE);
    assert!(size_of::<Rts0Header>() == RTS0_HEADER_SIZE);
    assert!(size_of::<RootParameterHeader>() == ROOT_PARAMETER_HEADER_SIZE);
    assert!(size_of::<DescriptorTableHeader>() == DESCRIPTOR_TABLE_HEADER_SIZE);
    assert!(size_of::<DescriptorRangeV1>() == 20);
    assert!(size_of::<DescriptorRangeV2>() == 24);
    assert!(size_of::<RootConstantsRecord>() == ROOT_CONSTANTS_SIZE);
    assert!(size_of::<RootDescriptorV1>() == 8);
    assert!(size_of::<RootDescriptorV2>() == 12);
    assert!(size_of::<StaticSamplerV1>() == 52);
    assert!(size_of::<StaticSamplerV3>() == 56);
};

/// Gives each record a `const fn read_at`, the one way the format's readers
/// read a record: by value, so that it works in `const` too, where
/// zerocopy's references cannot be made.
macro_rules! read_at {
    ($($record:ident),* $(,)?) => {$(
        impl $record {
            #[doc = concat!("The `", stringify!($record), "` at byte `at` of `bytes`, by value, or")]
            /// `None` when it does not fit. Usable in `const`.
            #[inline]
            pub const fn read_at(bytes: &[u8], at: usize) -> Option<$record> {
                let Some((_, rest)) = bytes.split_at_checked(at) else {
                    return None;
                };
                match rest.first_chunk::<{ size_of::<$record>() }>() {
                    Some(chunk) => Some(zerocopy::transmute!(*chunk)),
                    None => None,
                }
            }
        }
    )*};
}

read_at!(
    ContainerHeader,
    PartHeader,
    Rts0Header,
    RootParameterHeader,
    DescriptorTableHeader,
    DescriptorRangeV1,
    DescriptorRangeV2,
    RootConstantsRecord,
    RootDescriptorV1,
    RootDescriptorV2,
    StaticSamplerV1,
    StaticSamplerV3,
);

/// Version-dependent record sizes (docs/format.md §3.4).
///
/// ```
/// use rootsig_core::{format::layout::RecordSizes, Version};
/// let sizes = RecordSizes::of(Version::V1_0);
/// assert_eq!((sizes.descriptor_range, sizes.root_descriptor, sizes.static_sampler), (20, 8, 52));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordSizes {
    /// 20 (v1) or 24 (v2, v3).
    pub descriptor_range: usize,
    /// 8 (v1) or 12 (v2, v3).
    pub root_descriptor: usize,
    /// 52 (v1, v2) or 56 (v3).
    pub static_sampler: usize,
}

impl RecordSizes {
    /// The sizes for one version.
    pub const fn of(version: Version) -> RecordSizes {
        match version {
            Version::V1_0 => RecordSizes {
                descriptor_range: size_of::<DescriptorRangeV1>(),
                root_descriptor: size_of::<RootDescriptorV1>(),
                static_sampler: size_of::<StaticSamplerV1>(),
            },
            Version::V1_1 => RecordSizes {
                descriptor_range: size_of::<DescriptorRangeV2>(),
                root_descriptor: size_of::<RootDescriptorV2>(),
                static_sampler: size_of::<StaticSamplerV1>(),
            },
            Version::V1_2 => RecordSizes {
                descriptor_range: size_of::<DescriptorRangeV2>(),
                root_descriptor: size_of::<RootDescriptorV2>(),
                static_sampler: size_of::<StaticSamplerV3>(),
            },
        }
    }

    /// Payload size of a parameter of RTS0 `ParameterType` `parameter_type`
    /// (for a table: its 8-byte header only), or `None` for an unknown type.
    pub const fn payload(&self, parameter_type: u32) -> Option<usize> {
        match parameter_type {
            0 => Some(DESCRIPTOR_TABLE_HEADER_SIZE),
            1 => Some(ROOT_CONSTANTS_SIZE),
            2..=4 => Some(self.root_descriptor),
            _ => None,
        }
    }
}
