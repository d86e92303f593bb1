//! The binary layout, defined once (docs/format.md §2 and §3).
//!
//! One table, the `records!` macro below, lists every record's fields in file order with
//! their native types (`u32`, `u16`, `f32`, `[u8; N]`, or another record);
//! from it each record gets its `SIZE`, a `const fn read_at` that reads it
//! by value (little-endian, at any byte offset: DXBC part offsets need not
//! be multiples of 4, docs/format.md §2.4) and a writer, `to_le_bytes` and
//! `write_to`. The encoder, the container reader, the const reader
//! ([`super::read`]) and the zero-copy view all go through these types;
//! nothing else knows a field offset. The structs' own memory layout plays
//! no part: bytes are read and written field by field.
//!
//! ```
//! use rootsig_core::format::layout::{PartHeader, Rts0Header, RTS0_HEADER_SIZE};
//! let bytes = [2, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0];
//! // By value, also in `const`; `None` where the record does not fit.
//! let header = Rts0Header::read_at(&bytes, 0).unwrap();
//! assert_eq!(header.version, 2);
//! assert_eq!(header.root_parameters_offset, RTS0_HEADER_SIZE as u32);
//! assert!(Rts0Header::read_at(&bytes, 4).is_none());
//! // Written back, the same bytes.
//! assert_eq!(header.to_le_bytes(), bytes);
//! const PART_SIZE: Option<u32> = match PartHeader::read_at(b"..RTS0\x18\0\0\0", 2) {
//!     Some(part) => Some(part.part_size),
//!     None => None,
//! };
//! assert_eq!(PART_SIZE, Some(24));
//! ```

use crate::model::Version;

/// The `N` bytes at `at` of `bytes`; all zero where they do not fit, which
/// the callers rule out (they read inside a checked, record-sized chunk).
const fn chunk<const N: usize>(bytes: &[u8], at: usize) -> [u8; N] {
    match bytes.split_at_checked(at) {
        Some((_, rest)) => match rest.first_chunk::<N>() {
            Some(chunk) => *chunk,
            None => [0; N],
        },
        None => [0; N],
    }
}

/// Copies `src` into `out` at `at`; nothing where it does not fit, which
/// the callers rule out (they write inside a record-sized array).
const fn put(out: &mut [u8], at: usize, src: &[u8]) {
    if let Some((_, rest)) = out.split_at_mut_checked(at)
        && let Some((dst, _)) = rest.split_at_mut_checked(src.len())
    {
        dst.copy_from_slice(src);
    }
}

/// What one field type means to the table: its size in bytes, how it is
/// read from a record's bytes, and its bytes as written. A type that is
/// not a primitive is a record of the table.
macro_rules! field {
    (size [u8; $n:literal]) => {
        $n
    };
    (size u16) => {
        2
    };
    (size u32) => {
        4
    };
    (size f32) => {
        4
    };
    (size $record:ident) => {
        $record::SIZE
    };
    (read [u8; $n:literal], $bytes:expr, $at:expr) => {
        chunk::<$n>($bytes, $at)
    };
    (read u16, $bytes:expr, $at:expr) => {
        u16::from_le_bytes(chunk($bytes, $at))
    };
    (read u32, $bytes:expr, $at:expr) => {
        u32::from_le_bytes(chunk($bytes, $at))
    };
    (read f32, $bytes:expr, $at:expr) => {
        f32::from_le_bytes(chunk($bytes, $at))
    };
    (read $record:ident, $bytes:expr, $at:expr) => {
        match $record::read_at($bytes, $at) {
            Some(record) => record,
            None => return None,
        }
    };
    (bytes [u8; $n:literal], $value:expr) => {
        $value
    };
    (bytes $ty:ident, $value:expr) => {
        $value.to_le_bytes()
    };
}

/// The table of records: each is a struct of native fields in file order,
/// with its wire size, its reader and its writer.
macro_rules! records {
    ($(
        $(#[$meta:meta])*
        pub struct $record:ident {
            $( $(#[$field_meta:meta])* pub $field:ident: $ty:tt, )*
        }
    )*) => {$(
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Default)]
        pub struct $record {
            $( $(#[$field_meta])* pub $field: $ty, )*
        }

        impl $record {
            /// Size of the record in the file, in bytes.
            pub const SIZE: usize = 0 $( + field!(size $ty) )*;

            #[doc = concat!("The `", stringify!($record), "` at byte `at` of `bytes`, by value, or")]
            /// `None` when it does not fit. Usable in `const`.
            #[inline]
            #[allow(unused_assignments)] // the offset after the last field
            pub const fn read_at(bytes: &[u8], at: usize) -> Option<$record> {
                let Some((_, rest)) = bytes.split_at_checked(at) else {
                    return None;
                };
                let Some(record) = rest.first_chunk::<{ $record::SIZE }>() else {
                    return None;
                };
                let record = record.as_slice();
                let mut at = 0;
                $(
                    let $field = field!(read $ty, record, at);
                    at += field!(size $ty);
                )*
                Some($record { $($field),* })
            }

            /// The record's bytes as written, little-endian.
            #[inline]
            #[allow(unused_assignments)] // the offset after the last field
            pub const fn to_le_bytes(&self) -> [u8; $record::SIZE] {
                let mut out = [0; $record::SIZE];
                let mut at = 0;
                $(
                    put(&mut out, at, &field!(bytes $ty, self.$field));
                    at += field!(size $ty);
                )*
                out
            }

            /// Appends the record's bytes to `out`.
            #[inline]
            pub fn write_to(&self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        }
    )*};
}

/// The four bytes that open every DXBC container.
pub const DXBC_MAGIC: [u8; 4] = *b"DXBC";

/// The FourCC of the root signature part.
pub const RTS0_FOURCC: [u8; 4] = *b"RTS0";

records! {
    /// `DXBC` container header (docs/format.md §2.1), without the `PartOffset`
    /// array that follows it (`PartCount` little-endian `u32`s).
    pub struct ContainerHeader {
        /// `DXBC`.
        pub magic: [u8; 4],
        /// The container checksum (docs/format.md §7).
        pub digest: [u8; 16],
        /// Always 1.
        pub major_version: u16,
        /// 0 when written; any value is accepted when read.
        pub minor_version: u16,
        /// Size of the whole container in bytes.
        pub container_size_in_bytes: u32,
        /// Number of parts (and of `PartOffset` entries).
        pub part_count: u32,
    }

    /// Header in front of every part's data (docs/format.md §2.2).
    pub struct PartHeader {
        /// Four ASCII bytes, e.g. `RTS0`.
        pub four_cc: [u8; 4],
        /// Number of data bytes following this header.
        pub part_size: u32,
    }

    /// RTS0 header at RTS0 offset 0 (docs/format.md §3.1).
    pub struct Rts0Header {
        /// 1 (1.0), 2 (1.1) or 3 (1.2).
        pub version: u32,
        /// `P`.
        pub num_parameters: u32,
        /// RTS0 offset of the root parameter header array; written as 24.
        pub root_parameters_offset: u32,
        /// `S`.
        pub num_static_samplers: u32,
        /// RTS0 offset of the static sampler array; written as the end of the
        /// payloads even when `S` = 0.
        pub static_samplers_offset: u32,
        /// Root signature flags (docs/format.md §4.2).
        pub flags: u32,
    }

    /// Root parameter header, 12 bytes in every version (docs/format.md §3.3).
    pub struct RootParameterHeader {
        /// 0 table, 1 constants, 2 CBV, 3 SRV, 4 UAV (docs/format.md §4.4).
        pub parameter_type: u32,
        /// docs/format.md §4.3.
        pub shader_visibility: u32,
        /// RTS0 offset of the payload.
        pub payload_offset: u32,
    }

    /// Descriptor table payload header, 8 bytes in every version.
    pub struct DescriptorTableHeader {
        /// `R`.
        pub num_descriptor_ranges: u32,
        /// RTS0 offset of the range array; written as payload offset + 8.
        pub descriptor_ranges_offset: u32,
    }

    /// The fields that open a descriptor range in every version (16 bytes).
    pub struct DescriptorRangeBinding {
        /// 0 SRV, 1 UAV, 2 CBV, 3 Sampler (docs/format.md §4.5).
        pub range_type: u32,
        /// 0xFFFFFFFF = unbounded.
        pub num_descriptors: u32,
        #[allow(missing_docs)]
        pub base_shader_register: u32,
        #[allow(missing_docs)]
        pub register_space: u32,
    }

    /// Descriptor range, version 1 (20 bytes).
    pub struct DescriptorRangeV1 {
        /// Type, count and registers.
        pub binding: DescriptorRangeBinding,
        /// 0xFFFFFFFF = APPEND.
        pub offset_in_descriptors_from_table_start: u32,
    }

    /// Descriptor range, versions 2 and 3 (24 bytes). `flags` sits before the
    /// offset.
    pub struct DescriptorRangeV2 {
        /// Type, count and registers.
        pub binding: DescriptorRangeBinding,
        /// Descriptor range flags (docs/format.md §4.7).
        pub flags: u32,
        /// 0xFFFFFFFF = APPEND.
        pub offset_in_descriptors_from_table_start: u32,
    }

    /// Root constants payload, 12 bytes in every version.
    pub struct RootConstantsRecord {
        #[allow(missing_docs)]
        pub shader_register: u32,
        #[allow(missing_docs)]
        pub register_space: u32,
        #[allow(missing_docs)]
        pub num_32bit_values: u32,
    }

    /// Root descriptor payload (root CBV, SRV or UAV), version 1 (8 bytes).
    pub struct RootDescriptorV1 {
        #[allow(missing_docs)]
        pub shader_register: u32,
        #[allow(missing_docs)]
        pub register_space: u32,
    }

    /// Root descriptor payload, versions 2 and 3 (12 bytes): the version 1
    /// record followed by `Flags`.
    pub struct RootDescriptorV2 {
        /// The fields shared with version 1.
        pub descriptor: RootDescriptorV1,
        /// Root descriptor flags (docs/format.md §4.6).
        pub flags: u32,
    }

    /// Static sampler, versions 1 and 2 (52 bytes).
    pub struct StaticSamplerV1 {
        #[allow(missing_docs)]
        pub filter: u32,
        #[allow(missing_docs)]
        pub address_u: u32,
        #[allow(missing_docs)]
        pub address_v: u32,
        #[allow(missing_docs)]
        pub address_w: u32,
        #[allow(missing_docs)]
        pub mip_lod_bias: f32,
        #[allow(missing_docs)]
        pub max_anisotropy: u32,
        #[allow(missing_docs)]
        pub comparison_func: u32,
        #[allow(missing_docs)]
        pub border_color: u32,
        #[allow(missing_docs)]
        pub min_lod: f32,
        #[allow(missing_docs)]
        pub max_lod: f32,
        #[allow(missing_docs)]
        pub shader_register: u32,
        #[allow(missing_docs)]
        pub register_space: u32,
        #[allow(missing_docs)]
        pub shader_visibility: u32,
    }

    /// Static sampler, version 3 (56 bytes): the version 1 record followed by
    /// `Flags`.
    pub struct StaticSamplerV3 {
        /// The fields shared with versions 1 and 2.
        pub sampler: StaticSamplerV1,
        /// Static sampler flags (docs/format.md §4.8).
        pub flags: u32,
    }
}

/// Size of [`ContainerHeader`] (without part offsets).
pub const CONTAINER_HEADER_SIZE: usize = ContainerHeader::SIZE;
/// Size of [`PartHeader`].
pub const PART_HEADER_SIZE: usize = PartHeader::SIZE;
/// Size of [`Rts0Header`].
pub const RTS0_HEADER_SIZE: usize = Rts0Header::SIZE;
/// Size of [`RootParameterHeader`].
pub const ROOT_PARAMETER_HEADER_SIZE: usize = RootParameterHeader::SIZE;
/// Size of [`DescriptorTableHeader`].
pub const DESCRIPTOR_TABLE_HEADER_SIZE: usize = DescriptorTableHeader::SIZE;
/// Size of [`RootConstantsRecord`].
pub const ROOT_CONSTANTS_SIZE: usize = RootConstantsRecord::SIZE;

// The sizes of docs/format.md §2 and §3.
const _: () = {
    assert!(CONTAINER_HEADER_SIZE == 32);
    assert!(PART_HEADER_SIZE == 8);
    assert!(RTS0_HEADER_SIZE == 24);
    assert!(ROOT_PARAMETER_HEADER_SIZE == 12);
    assert!(DESCRIPTOR_TABLE_HEADER_SIZE == 8);
    assert!(DescriptorRangeV1::SIZE == 20);
    assert!(DescriptorRangeV2::SIZE == 24);
    assert!(ROOT_CONSTANTS_SIZE == 12);
    assert!(RootDescriptorV1::SIZE == 8);
    assert!(RootDescriptorV2::SIZE == 12);
    assert!(StaticSamplerV1::SIZE == 52);
    assert!(StaticSamplerV3::SIZE == 56);
};
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
                descriptor_range: DescriptorRangeV1::SIZE,
                root_descriptor: RootDescriptorV1::SIZE,
                static_sampler: StaticSamplerV1::SIZE,
            },
            Version::V1_1 => RecordSizes {
                descriptor_range: DescriptorRangeV2::SIZE,
                root_descriptor: RootDescriptorV2::SIZE,
                static_sampler: StaticSamplerV1::SIZE,
            },
            Version::V1_2 => RecordSizes {
                descriptor_range: DescriptorRangeV2::SIZE,
                root_descriptor: RootDescriptorV2::SIZE,
                static_sampler: StaticSamplerV3::SIZE,
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
