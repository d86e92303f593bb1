//! One test per decoder error of docs/format.md §6.1 (container and RTS0
//! level), the tolerances of docs/format.md §6.2, hostile counts, and truncation at every
//! length.

use rootsig_core::format::checksum::{container_digest, sign};
use rootsig_core::format::container::{ChecksumPolicy, DigestStatus, read_container};
use rootsig_core::format::decode::{
    Block, DecodeOptions, decode_container, decode_rts0, is_canonical,
};
use rootsig_core::format::encode::{encode_container, encode_rts0};
use rootsig_core::format::view::RootSignatureView;
use rootsig_core::*;

mod common;

use common::constants;
use common::decode_errors::{payload_past, too_many};

fn words(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn set(bytes: &mut [u8], offset: usize, value: u32) {
    bytes[offset..offset + 4].copy_from_slice(&value.to_le_bytes());
}

fn with(bytes: &[u8], edits: &[(usize, u32)]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for &(offset, value) in edits {
        set(&mut out, offset, value);
    }
    out
}

/// Decodes a bare RTS0 part and, wrapped in a signed container, the same
/// part; both must give the same result, and so must the view.
fn decode_both(rts0: &[u8]) -> Result<RootSignature, DecodeError> {
    let bare = decode_rts0(rts0);
    let container = wrap(&[(*b"RTS0", rts0.to_vec())], &[0]);
    assert_eq!(decode(&container), bare, "container and bare part disagree");
    let view = RootSignatureView::from_rts0(rts0).map(|v| v.to_signature());
    assert_eq!(view, bare, "view and decoder disagree");
    bare
}

fn err(rts0: &[u8]) -> DecodeError {
    decode_both(rts0).unwrap_err()
}

/// A signed container with the given parts, each preceded by `gaps[i]`
/// zero bytes.
fn wrap(parts: &[([u8; 4], Vec<u8>)], gaps: &[usize]) -> Vec<u8> {
    let header_end = 32 + 4 * parts.len();
    let mut offsets = Vec::new();
    let mut body = Vec::new();
    for ((four_cc, data), gap) in parts.iter().zip(gaps) {
        body.extend(std::iter::repeat_n(0u8, *gap));
        offsets.push((header_end + body.len()) as u32);
        body.extend_from_slice(four_cc);
        body.extend_from_slice(&(data.len() as u32).to_le_bytes());
        body.extend_from_slice(data);
    }
    let mut out = b"DXBC".to_vec();
    out.extend_from_slice(&[0; 16]);
    out.extend_from_slice(&words(&[
        1,
        (header_end + body.len()) as u32,
        parts.len() as u32,
    ]));
    out.extend_from_slice(&words(&offsets));
    out.extend_from_slice(&body);
    sign(&mut out);
    out
}

fn container_err(bytes: &[u8]) -> DecodeError {
    let result = decode_container(bytes, DecodeOptions::default());
    assert_eq!(
        RootSignatureView::from_container(bytes, ChecksumPolicy::Verify).err(),
        result.clone().err()
    );
    result.unwrap_err()
}

/// Two overlapping blocks, each as (block, RTS0 offset, size in bytes).
fn overlap(first: (Block, u32, u64), second: (Block, u32, u64)) -> DecodeError {
    DecodeError::OverlappingBlocks {
        first: first.0,
        first_offset: first.1,
        first_size: first.2,
        second: second.0,
        second_offset: second.1,
        second_size: second.2,
    }
}

fn resigned(bytes: &[u8], edits: &[(usize, u32)]) -> Vec<u8> {
    let mut out = with(bytes, edits);
    sign(&mut out);
    out
}

/// A root CBV in space 0 visible to all stages.
fn cbv(register: u32, flags: RootDescriptorFlags) -> RootParameter {
    RootParameter {
        kind: RootParameterKind::Descriptor(
            RootDescriptorKind::Cbv,
            RootDescriptor {
                shader_register: register,
                register_space: 0,
                flags: Some(flags),
            },
        ),
        visibility: ShaderVisibility::ALL,
    }
}

/// Version 1.1: constants (payload 60), a table with 2 ranges (header at
/// 72, ranges at 80), a root CBV (payload 128), one sampler at 140; 192
/// bytes. Every flag is explicit, so decoding gives it back unchanged.
fn base() -> RootSignature {
    RootSignature {
        version: Version::V1_1,
        flags: RootFlags::empty(),
        parameters: vec![
            constants(0, 0, 4),
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable {
                    ranges: vec![
                        DescriptorRange {
                            flags: Some(DescriptorRangeFlags::DATA_STATIC),
                            ..DescriptorRange::new(DescriptorRangeType::SRV, 0)
                        },
                        DescriptorRange {
                            flags: Some(DescriptorRangeFlags::empty()),
                            ..DescriptorRange::new(DescriptorRangeType::UAV, 0)
                        },
                    ],
                }),
                visibility: ShaderVisibility::PIXEL,
            },
            cbv(1, RootDescriptorFlags::DATA_STATIC),
        ],
        static_samplers: vec![StaticSampler::new(0)],
    }
}

fn base_rts0() -> Vec<u8> {
    let bytes = encode_rts0(&base(), EncodingMode::Standard);
    assert_eq!(bytes.len(), 192);
    assert_eq!(bytes[16..20], 140u32.to_le_bytes());
    assert_eq!(bytes[72..80], words(&[2, 80])[..]);
    assert!(decode_both(&bytes).is_ok());
    bytes
}

/// The error of the base part with `field` set to `value`.
#[track_caller]
fn err_at(field: usize, value: u32) -> DecodeError {
    err(&with(&base_rts0(), &[(field, value)]))
}

// RTS0 header fields and the payload-offset field of parameter i.
const RPO: usize = 8;
const NUM_PARAMETERS: usize = 4;
const NUM_SAMPLERS: usize = 12;
const SSO: usize = 16;
fn param_type(i: usize) -> usize {
    24 + 12 * i
}
fn payload(i: usize) -> usize {
    24 + 12 * i + 8
}
const TABLE_COUNT: usize = 72;
const TABLE_RANGES: usize = 76;

// ===========================================================================
// container level

fn base_container() -> Vec<u8> {
    encode_container(&base(), EncodingMode::Standard)
}

#[test]
fn truncated_container() {
    let blob = base_container();
    assert_eq!(
        container_err(&blob[..20]),
        DecodeError::TruncatedContainer {
            len: 20,
            needed: 32
        }
    );
    assert_eq!(
        container_err(b"DXBC"),
        DecodeError::TruncatedContainer { len: 4, needed: 32 }
    );
    assert_eq!(
        container_err(b""),
        DecodeError::TruncatedContainer { len: 0, needed: 32 }
    );
    // PartCount = 100 needs 32 + 400 header bytes.
    let many = with(&blob, &[(28, 100)]);
    assert_eq!(
        container_err(&many),
        DecodeError::TruncatedContainer {
            len: blob.len(),
            needed: 432
        }
    );
    // A hostile PartCount cannot make us allocate or wrap.
    let hostile = with(&blob, &[(28, u32::MAX)]);
    assert_eq!(
        container_err(&hostile),
        DecodeError::TruncatedContainer {
            len: blob.len(),
            needed: 32 + 4 * u64::from(u32::MAX)
        }
    );
}

#[test]
fn bad_magic() {
    let rts0 = base_rts0();
    assert_eq!(
        container_err(&rts0),
        DecodeError::BadMagic {
            found: [2, 0, 0, 0]
        }
    );
    // `RTS0` + size + data without a container.
    let mut part = b"RTS0".to_vec();
    part.extend_from_slice(&(rts0.len() as u32).to_le_bytes());
    part.extend_from_slice(&rts0);
    assert_eq!(
        container_err(&part),
        DecodeError::BadMagic { found: *b"RTS0" }
    );
    let mut blob = base_container();
    blob[3] = b'D';
    let error = container_err(&blob);
    assert_eq!(error, DecodeError::BadMagic { found: *b"DXBD" });
    assert_eq!(
        error.to_string(),
        "not a DXBC container: the first bytes are 44584244, not 44584243 (\"DXBC\")"
    );
}

#[test]
fn unsupported_container_version() {
    let blob = base_container();
    let v2 = resigned(&blob, &[(20, 2)]);
    assert_eq!(
        container_err(&v2),
        DecodeError::UnsupportedContainerVersion { major: 2, minor: 0 }
    );
    let v0 = resigned(&blob, &[(20, 0x0003_0000)]);
    assert_eq!(
        container_err(&v0),
        DecodeError::UnsupportedContainerVersion { major: 0, minor: 3 }
    );
}

#[test]
fn minor_version_is_accepted() {
    let blob = base_container();
    let minor = resigned(&blob, &[(20, 0x0007_0001)]);
    assert_eq!(decode(&minor), Ok(base()));
    assert_eq!(is_canonical(&minor), Ok(false));
}

#[test]
fn container_size_mismatch() {
    let blob = base_container();
    let mut longer = blob.clone();
    longer.extend_from_slice(&[0; 4]);
    assert_eq!(
        container_err(&longer),
        DecodeError::ContainerSizeMismatch {
            declared: 236,
            actual: 240
        }
    );
    let declared_larger = resigned(&blob, &[(24, 300)]);
    assert_eq!(
        container_err(&declared_larger),
        DecodeError::ContainerSizeMismatch {
            declared: 300,
            actual: 236
        }
    );
    assert_eq!(
        container_err(&longer).to_string(),
        "container declares 236 bytes (ContainerSizeInBytes) but the input is 240 bytes"
    );
}

#[test]
fn part_out_of_bounds() {
    let blob = base_container();
    // PartOffset inside the 36-byte header.
    assert_eq!(
        container_err(&resigned(&blob, &[(32, 32)])),
        DecodeError::PartOffsetInHeader {
            part: 0,
            offset: 32,
            header_end: 36
        }
    );
    // Part header runs past the end.
    assert_eq!(
        container_err(&resigned(&blob, &[(32, 230)])),
        DecodeError::PartHeaderOutOfBounds {
            part: 0,
            offset: 230,
            container_size: 236
        }
    );
    assert_eq!(
        container_err(&resigned(&blob, &[(32, u32::MAX)])),
        DecodeError::PartHeaderOutOfBounds {
            part: 0,
            offset: u32::MAX,
            container_size: 236
        }
    );
    // Part data runs past the end.
    assert_eq!(
        container_err(&resigned(&blob, &[(40, 193)])),
        DecodeError::PartDataOutOfBounds {
            part: 0,
            offset: 36,
            part_size: 193,
            container_size: 236
        }
    );
    assert_eq!(
        container_err(&resigned(&blob, &[(40, u32::MAX)])),
        DecodeError::PartDataOutOfBounds {
            part: 0,
            offset: 36,
            part_size: u32::MAX,
            container_size: 236
        }
    );
}

#[test]
fn parts_overlap_or_out_of_order() {
    let rts0 = base_rts0();
    let blob = wrap(&[(*b"DXIL", vec![0; 12]), (*b"RTS0", rts0)], &[0, 0]);
    assert!(decode(&blob).is_ok());
    // Parts at 40 (DXIL, 20 bytes with header) and 60 (RTS0).
    // Move RTS0 to start inside DXIL.
    assert_eq!(
        container_err(&resigned(&blob, &[(36, 56)])),
        DecodeError::PartsOverlap {
            part: 1,
            offset: 56,
            previous_end: 60
        }
    );
    // Swap the order: RTS0 listed first.
    let swapped = wrap(&[(*b"RTS0", base_rts0()), (*b"DXIL", vec![0; 12])], &[0, 0]);
    let first = u32::from_le_bytes(swapped[32..36].try_into().unwrap());
    let second = u32::from_le_bytes(swapped[36..40].try_into().unwrap());
    let reordered = resigned(&swapped, &[(32, second), (36, first)]);
    assert_eq!(
        container_err(&reordered),
        DecodeError::PartsOverlap {
            part: 1,
            offset: first,
            previous_end: u64::from(second) + 20
        }
    );
}

#[test]
fn bad_checksum() {
    let blob = base_container();
    let computed = container_digest(&blob);
    let mut damaged = blob.clone();
    damaged[4] ^= 1;
    let mut stored = computed;
    stored[0] ^= 1;
    assert_eq!(
        container_err(&damaged),
        DecodeError::BadChecksum { stored, computed }
    );
    // A changed data byte without re-signing.
    let mut data = blob.clone();
    data[200] ^= 0x80;
    assert!(matches!(
        container_err(&data),
        DecodeError::BadChecksum { stored, .. } if stored == computed
    ));
    // A wrong, non-zero digest is rejected even when unsigned blobs are allowed.
    let lenient = DecodeOptions {
        checksum: ChecksumPolicy::AllowUnsigned,
    };
    assert!(matches!(
        decode_container(&damaged, lenient),
        Err(DecodeError::BadChecksum { .. })
    ));
    // Skipping the check accepts it.
    let skip = DecodeOptions {
        checksum: ChecksumPolicy::Skip,
    };
    let decoded = decode_container(&damaged, skip).unwrap();
    assert_eq!(decoded.digest, DigestStatus::NotVerified);
    assert_eq!(decoded.signature, base());
}

#[test]
fn all_zero_digest_needs_the_opt_in() {
    let mut blob = base_container();
    blob[4..20].fill(0);
    assert_eq!(
        container_err(&blob),
        DecodeError::BadChecksum {
            stored: [0; 16],
            computed: container_digest(&blob)
        }
    );
    let lenient = DecodeOptions {
        checksum: ChecksumPolicy::AllowUnsigned,
    };
    let decoded = decode_container(&blob, lenient).unwrap();
    assert_eq!(decoded.digest, DigestStatus::Unsigned);
    assert_eq!(decoded.signature, base());
    assert_eq!(
        read_container(&blob, ChecksumPolicy::AllowUnsigned)
            .unwrap()
            .digest_status(),
        DigestStatus::Unsigned
    );
    assert!(RootSignatureView::from_container(&blob, ChecksumPolicy::AllowUnsigned).is_ok());
    // Decodable, but not canonical.
    assert_eq!(is_canonical(&blob), Ok(false));
}

#[test]
fn missing_rts0() {
    let blob = wrap(&[(*b"DXIL", vec![1, 2, 3, 4]), (*b"PSV0", vec![])], &[0, 0]);
    assert_eq!(
        container_err(&blob),
        DecodeError::MissingRts0 { part_count: 2 }
    );
    let none = wrap(&[], &[]);
    assert_eq!(none.len(), 32);
    assert_eq!(
        container_err(&none),
        DecodeError::MissingRts0 { part_count: 0 }
    );
}

#[test]
fn several_rts0() {
    let rts0 = base_rts0();
    let blob = wrap(
        &[
            (*b"RTS0", rts0.clone()),
            (*b"DXIL", vec![]),
            (*b"RTS0", rts0.clone()),
            (*b"RTS0", rts0),
        ],
        &[0, 0, 0, 0],
    );
    assert_eq!(
        container_err(&blob),
        DecodeError::SeveralRts0 {
            first: 0,
            second: 2
        }
    );
}

#[test]
fn other_parts_unaligned_offsets_and_gaps_are_tolerated() {
    // An OSG1 part of 50 bytes makes the next part start at an offset that
    // is not a multiple of 4, as in real DXC containers.
    let blob = wrap(
        &[
            (*b"OSG1", vec![7; 50]),
            (*b"RTS0", base_rts0()),
            (*b"PSV0", vec![9; 3]),
            (*b"HASH", vec![1; 20]),
        ],
        &[0, 0, 5, 0],
    );
    let container = read_container(&blob, ChecksumPolicy::Verify).unwrap();
    assert_eq!(container.rts0_index(), 1);
    let offsets: Vec<u32> = container.parts().map(|p| p.offset).collect();
    assert_eq!(offsets, [48, 106, 311, 322]);
    assert!(!offsets[1].is_multiple_of(4));
    let four_ccs: Vec<[u8; 4]> = container.parts().map(|p| p.four_cc).collect();
    assert_eq!(four_ccs, [*b"OSG1", *b"RTS0", *b"PSV0", *b"HASH"]);
    assert_eq!(decode(&blob), Ok(base()));
    assert_eq!(is_canonical(&blob), Ok(false));
}

// ===========================================================================
// RTS0 level

#[test]
fn truncated_header() {
    let rts0 = base_rts0();
    for len in 0..24 {
        assert_eq!(
            err(&rts0[..len]),
            DecodeError::TruncatedHeader { part_size: len }
        );
    }
    assert_eq!(
        err(&rts0[..23]).to_string(),
        "RTS0 part is 23 bytes, shorter than its 24-byte header"
    );
}

#[test]
fn unknown_version() {
    for version in [0, 4, 0x0101, u32::MAX] {
        assert_eq!(err_at(0, version), DecodeError::UnknownVersion { version });
    }
}

#[test]
fn parameter_array_out_of_range() {
    assert_eq!(
        err_at(RPO, 168),
        DecodeError::ParameterArrayOutOfRange {
            offset: 168,
            count: 3,
            part_size: 192
        }
    );
    assert_eq!(
        err_at(RPO, 0xFFFF_FFFC),
        DecodeError::ParameterArrayOutOfRange {
            offset: 0xFFFF_FFFC,
            count: 3,
            part_size: 192
        }
    );
}

#[test]
fn count_overflow() {
    assert_eq!(
        err_at(NUM_PARAMETERS, 0x4000_0000),
        too_many(Block::ParameterArray, 0x4000_0000, 192)
    );
    // 12 × P wraps to 8 in 32 bits.
    assert!(matches!(
        err_at(NUM_PARAMETERS, 0x1555_5556),
        DecodeError::CountOverflow {
            block: Block::ParameterArray,
            ..
        }
    ));
    // 15 parameters need 180 bytes, more than 192 − 24.
    assert!(matches!(
        err_at(NUM_PARAMETERS, 15),
        DecodeError::CountOverflow {
            count: 15,
            block: Block::ParameterArray,
            ..
        }
    ));
    assert_eq!(
        err_at(NUM_SAMPLERS, u32::MAX),
        too_many(Block::SamplerArray, u32::MAX, 192)
    );
    assert_eq!(
        err_at(TABLE_COUNT, 0x4000_0000),
        too_many(Block::RangeArray(1), 0x4000_0000, 192)
    );
    assert_eq!(
        err_at(NUM_PARAMETERS, 0x4000_0000).to_string(),
        "root parameter array claims 1073741824 records of 12 bytes, more than the part (192 bytes) can hold"
    );
}

#[test]
fn unknown_parameter_type() {
    for parameter_type in [5, 0xFFFF_FFFF] {
        assert_eq!(
            err_at(param_type(2), parameter_type),
            DecodeError::UnknownParameterType {
                parameter: 2,
                parameter_type
            }
        );
    }
}

#[test]
fn payload_out_of_range() {
    let rts0 = base_rts0();
    let error = err_at(payload(2), 184);
    assert_eq!(error, payload_past(2, 184, 192));
    assert_eq!(
        error.to_string(),
        "root parameter 2 payload at RTS0 offset 184 (12 bytes) runs past the end of the part (192 bytes)"
    );
    // As a table the payload shrinks to 8 bytes and fits, but then lies
    // inside the sampler array.
    assert_eq!(
        err(&with(&rts0, &[(payload(2), 184), (param_type(2), 0)])),
        overlap((Block::Payload(2), 184, 8), (Block::SamplerArray, 140, 52))
    );
    assert_eq!(
        err_at(payload(0), 0xFFFF_FFF8),
        payload_past(0, 0xFFFF_FFF8, 192)
    );
}

#[test]
fn range_array_out_of_range() {
    assert_eq!(
        err_at(TABLE_RANGES, 172),
        DecodeError::RangeArrayOutOfRange {
            parameter: 1,
            offset: 172,
            count: 2,
            range_size: 24,
            part_size: 192
        }
    );
    assert_eq!(
        err_at(TABLE_RANGES, 172).to_string(),
        "descriptor range array of root parameter 1 at RTS0 offset 172 (2 × 24 bytes) runs past the end of the part (192 bytes)"
    );
}

#[test]
fn sampler_array_out_of_range() {
    assert_eq!(
        err_at(SSO, 144),
        DecodeError::SamplerArrayOutOfRange {
            offset: 144,
            count: 1,
            sampler_size: 52,
            part_size: 192
        }
    );
    // Version 1.2 samplers are 56 bytes: the same part is now too short.
    assert_eq!(
        err_at(0, 3),
        DecodeError::SamplerArrayOutOfRange {
            offset: 140,
            count: 1,
            sampler_size: 56,
            part_size: 192
        }
    );
}

fn misaligned(block: Block, offset: u32) -> DecodeError {
    DecodeError::MisalignedOffset { block, offset }
}

fn into_header(block: Block, offset: u32) -> DecodeError {
    DecodeError::OffsetIntoHeader { block, offset }
}

/// Each `(field, offset, block, error)`: the base part with `field` set to
/// `offset` gives `error(block, offset)`.
#[test]
fn misaligned_offset_and_offset_into_header() {
    type Error = fn(Block, u32) -> DecodeError;
    let cases: [(usize, u32, Block, Error); 8] = [
        (RPO, 26, Block::ParameterArray, misaligned),
        (payload(0), 62, Block::Payload(0), misaligned),
        (TABLE_RANGES, 81, Block::RangeArray(1), misaligned),
        (SSO, 142, Block::SamplerArray, misaligned),
        (RPO, 0, Block::ParameterArray, into_header),
        (payload(1), 20, Block::Payload(1), into_header),
        (TABLE_RANGES, 8, Block::RangeArray(1), into_header),
        (SSO, 12, Block::SamplerArray, into_header),
    ];
    for (field, offset, block, error) in cases {
        let got = err_at(field, offset);
        assert_eq!(got, error(block, offset), "field {field} = {offset}");
    }
    assert_eq!(
        err_at(payload(0), 62).to_string(),
        "root parameter 0 payload at RTS0 offset 62 is not aligned to 4 bytes"
    );
}

#[test]
fn overlapping_blocks() {
    // The CBV shares the constants' payload.
    let error = err_at(payload(2), 60);
    assert_eq!(
        error,
        overlap((Block::Payload(0), 60, 12), (Block::Payload(2), 60, 12))
    );
    assert_eq!(
        error.to_string(),
        "root parameter 0 payload at RTS0 offset 60 (12 bytes) overlaps the root parameter 2 payload at RTS0 offset 60 (12 bytes)"
    );
    // The sampler array starts inside the CBV payload.
    assert_eq!(
        err_at(SSO, 136),
        overlap((Block::Payload(2), 128, 12), (Block::SamplerArray, 136, 52))
    );
    // A payload inside the parameter header array.
    assert_eq!(
        err_at(payload(0), 36),
        overlap((Block::ParameterArray, 24, 36), (Block::Payload(0), 36, 12))
    );
    // A range array over its own table header.
    assert_eq!(
        err_at(TABLE_RANGES, 72),
        overlap((Block::Payload(1), 72, 8), (Block::RangeArray(1), 72, 48))
    );
    // Overlap that appears only after an out-of-order block: the range
    // array placed in the sampler array (order check fails at the CBV,
    // the pairwise check finds the real overlap).
    assert_eq!(
        err_at(TABLE_RANGES, 140),
        overlap(
            (Block::RangeArray(1), 140, 48),
            (Block::SamplerArray, 140, 52)
        )
    );
}

#[test]
fn two_tables_sharing_one_range_array_overlap() {
    let table = |register| RootParameter {
        kind: RootParameterKind::DescriptorTable(DescriptorTable {
            ranges: vec![DescriptorRange::new(DescriptorRangeType::SRV, register)],
        }),
        visibility: ShaderVisibility::ALL,
    };
    let sig = RootSignature {
        parameters: vec![table(0), table(1)],
        ..RootSignature::default()
    };
    let rts0 = encode_rts0(&sig, EncodingMode::Standard);
    // Headers 24–48; table 0 at 48 (ranges 56–80); table 1 at 80 (ranges 88–112).
    assert_eq!(rts0.len(), 112);
    let shared = with(&rts0, &[(84, 56)]);
    assert_eq!(
        err(&shared),
        overlap(
            (Block::RangeArray(0), 56, 24),
            (Block::RangeArray(1), 56, 24)
        )
    );
    // Two empty tables may share anything: zero-length regions never overlap.
    let empty = RootSignature {
        parameters: vec![
            RootParameter {
                kind: RootParameterKind::DescriptorTable(DescriptorTable::default()),
                visibility: ShaderVisibility::ALL,
            };
            2
        ],
        ..RootSignature::default()
    };
    let rts0 = encode_rts0(&empty, EncodingMode::Standard);
    let odd = with(&rts0, &[(48 + 4, 3), (56 + 4, 3)]);
    assert_eq!(decode_both(&odd), Ok(empty));
}

/// Many root constants with payloads in reverse order: more blocks than the
/// pairwise check handles, so the sorting fallback runs.
#[test]
fn many_blocks_out_of_order() {
    const P: usize = 400;
    let parameters: Vec<RootParameter> = (0..P as u32)
        .map(|i| RootParameter {
            kind: RootParameterKind::Constants(RootConstants {
                shader_register: i,
                register_space: 0,
                num_32bit_values: 1,
            }),
            visibility: ShaderVisibility::ALL,
        })
        .collect();
    let sig = RootSignature {
        parameters,
        ..RootSignature::default()
    };
    let rts0 = encode_rts0(&sig, EncodingMode::Standard);
    let first_payload = 24 + 12 * P;
    // Reverse the payloads: parameter i gets the payload slot of P − 1 − i.
    let mut reversed = rts0.clone();
    for i in 0..P {
        let slot = first_payload + 12 * (P - 1 - i);
        set(&mut reversed, payload(i), slot as u32);
        reversed[slot..slot + 12].copy_from_slice(&rts0[first_payload + 12 * i..][..12]);
    }
    assert_eq!(decode_both(&reversed), Ok(sig.clone()));
    assert_eq!(is_canonical(&reversed), Ok(false));
    // Now make two of them share a payload.
    let shared = with(&reversed, &[(payload(10), (first_payload + 12 * 5) as u32)]);
    assert!(matches!(
        err(&shared),
        DecodeError::OverlappingBlocks {
            first_size: 12,
            second_size: 12,
            ..
        }
    ));
    // And the in-order blob with one duplicate is caught as well.
    let duplicate = with(&rts0, &[(payload(7), (first_payload + 12 * 6) as u32)]);
    assert!(matches!(
        err(&duplicate),
        DecodeError::OverlappingBlocks { .. }
    ));
}

// ===========================================================================
// docs/format.md §6.2 tolerances

/// The offset of an empty array is not read: any value decodes, to a
/// part that is not canonical.
#[test]
fn any_offset_of_an_empty_array() {
    let no_samplers = RootSignature {
        static_samplers: vec![],
        ..base()
    };
    let no_parameters = RootSignature {
        parameters: vec![],
        ..base()
    };
    assert_eq!(encode_rts0(&no_samplers, EncodingMode::Standard).len(), 140);
    for (field, sig, offsets) in [
        (SSO, no_samplers, &[0, 44, 3, 0xFFFF_FFFF][..]),
        (RPO, no_parameters, &[0, 1, 0xFFFF_FFFF]),
    ] {
        let rts0 = encode_rts0(&sig, EncodingMode::Standard);
        for &offset in offsets {
            let odd = with(&rts0, &[(field, offset)]);
            assert_eq!(
                decode_both(&odd),
                Ok(sig.clone()),
                "field {field} = {offset}"
            );
            assert_eq!(is_canonical(&odd), Ok(false), "field {field} = {offset}");
        }
    }
}

#[test]
fn gaps_and_trailing_bytes() {
    // RootParametersOffset = 36 with 12 bytes of padding, as in an LLVM
    // reader test; the CBV payload after another gap; trailing bytes.
    let rts0 = words(&[
        2,
        1,
        36,
        0,
        0,
        0, // header (StaticSamplersOffset 0, S = 0)
        0xAAAA_AAAA,
        0xBBBB_BBBB,
        0xCCCC_CCCC, // padding
        2,
        5,
        56, // CBV, PIXEL, payload at 56
        0,
        0, // gap
        3,
        4,
        0x8, // b3, space 4, DATA_STATIC
        0xDEAD_BEEF,
        0xDEAD_BEEF, // trailing
    ]);
    let expected = RootSignature {
        version: Version::V1_1,
        flags: RootFlags::empty(),
        parameters: vec![RootParameter {
            kind: RootParameterKind::Descriptor(
                RootDescriptorKind::Cbv,
                RootDescriptor {
                    shader_register: 3,
                    register_space: 4,
                    flags: Some(RootDescriptorFlags::DATA_STATIC),
                },
            ),
            visibility: ShaderVisibility::PIXEL,
        }],
        static_samplers: vec![],
    };
    assert_eq!(decode_both(&rts0), Ok(expected.clone()));
    assert_eq!(is_canonical(&rts0), Ok(false));
    // Re-encoding gives the canonical form.
    let canonical = encode_rts0(&expected, EncodingMode::Standard);
    assert_eq!(is_canonical(&canonical), Ok(true));
}

#[test]
fn non_canonical_block_order() {
    // Samplers first, then the CBV payload, then the constants payload,
    // and the parameter headers last.
    let sampler = &encode_rts0(
        &RootSignature {
            static_samplers: vec![StaticSampler::new(4)],
            ..RootSignature::default()
        },
        EncodingMode::Standard,
    )[24..];
    let mut rts0 = words(&[2, 2, 100, 1, 24, 0]);
    rts0.extend_from_slice(sampler); // 24..76
    rts0.extend_from_slice(&words(&[1, 0, 0x2])); // CBV payload 76..88
    rts0.extend_from_slice(&words(&[2, 1, 3])); // constants payload 88..100
    rts0.extend_from_slice(&words(&[1, 0, 88, 2, 0, 76])); // headers 100..124
    let expected = RootSignature {
        version: Version::V1_1,
        flags: RootFlags::empty(),
        parameters: vec![
            constants(2, 1, 3),
            cbv(1, RootDescriptorFlags::DATA_VOLATILE),
        ],
        static_samplers: vec![StaticSampler::new(4)],
    };
    assert_eq!(decode_both(&rts0), Ok(expected));
    assert_eq!(is_canonical(&rts0), Ok(false));
}

#[test]
fn empty_table_with_any_ranges_offset() {
    let rts0 = base_rts0();
    for offset in [0, 3, 0xFFFF_FFFF] {
        let odd = with(&rts0, &[(TABLE_COUNT, 0), (TABLE_RANGES, offset)]);
        let decoded = decode_both(&odd).unwrap();
        assert_eq!(
            decoded.parameters[1].kind,
            RootParameterKind::DescriptorTable(DescriptorTable::default())
        );
    }
}

#[test]
fn enum_and_flag_values_are_decoded_raw() {
    let rts0 = base_rts0();
    let odd = with(
        &rts0,
        &[
            (20, 0xFFFF_FFFF),       // root flags
            (24 + 4, 99),            // visibility of parameter 0
            (80, 7),                 // range type
            (80 + 16, 0xFFFF_FFFF),  // range flags
            (128 + 8, 0x1),          // root descriptor flags
            (140, 0x54),             // filter
            (140 + 4, 0),            // addressU
            (140 + 16, 0x7FC0_0001), // mipLODBias: a NaN payload
        ],
    );
    let decoded = decode_both(&odd).unwrap();
    assert_eq!(decoded.flags.bits(), 0xFFFF_FFFF);
    assert_eq!(decoded.parameters[0].visibility, ShaderVisibility(99));
    let RootParameterKind::DescriptorTable(table) = &decoded.parameters[1].kind else {
        panic!("parameter 1 is a table");
    };
    assert_eq!(table.ranges[0].range_type, DescriptorRangeType(7));
    assert_eq!(table.ranges[0].flags.unwrap().bits(), 0xFFFF_FFFF);
    let sampler = decoded.static_samplers[0];
    assert_eq!(sampler.filter, Filter(0x54));
    assert_eq!(sampler.address_u, TextureAddressMode(0));
    assert_eq!(sampler.mip_lod_bias.to_bits(), 0x7FC0_0001);
    // Bit-exact re-encoding.
    assert_eq!(encode_rts0(&decoded, EncodingMode::Standard), odd);
    assert_eq!(is_canonical(&odd), Ok(true));
}

// ===========================================================================
// hostile input and truncation

#[test]
fn hostile_counts_in_a_tiny_part() {
    let header = |p: u32, s: u32| words(&[2, p, 24, s, 24, 0]);
    assert!(matches!(
        err(&header(0x4000_0000, 0)),
        DecodeError::CountOverflow {
            block: Block::ParameterArray,
            part_size: 24,
            ..
        }
    ));
    assert!(matches!(
        err(&header(0, 0x4000_0000)),
        DecodeError::CountOverflow {
            block: Block::SamplerArray,
            ..
        }
    ));
    assert!(matches!(
        err(&header(u32::MAX, u32::MAX)),
        DecodeError::CountOverflow { .. }
    ));
    // A table claiming 2^32 − 1 ranges.
    let mut table = words(&[2, 1, 24, 0, 44, 0, 0, 0, 36, u32::MAX, 44]);
    assert!(matches!(
        err(&table),
        DecodeError::CountOverflow {
            block: Block::RangeArray(0),
            count: u32::MAX,
            ..
        }
    ));
    set(&mut table, 36, 0);
    assert!(decode_both(&table).is_ok());
}

/// The base signature at every version, and the empty one, encoded by
/// `encode` in standard mode.
fn samples(encode: fn(&RootSignature, EncodingMode) -> Vec<u8>) -> Vec<Vec<u8>> {
    let mut out = vec![base(), RootSignature::default()];
    for version in Version::ALL {
        out.push(RootSignature { version, ..base() });
    }
    out.iter()
        .map(|sig| encode(sig, EncodingMode::Standard))
        .collect()
}

#[test]
fn truncated_rts0_at_every_length() {
    for rts0 in samples(encode_rts0) {
        for len in 0..rts0.len() {
            let result = decode_both(&rts0[..len]);
            match len {
                0..24 => assert_eq!(result, Err(DecodeError::TruncatedHeader { part_size: len })),
                // Past the header, some array or payload the header
                // points at runs off the end of the part.
                _ => assert!(
                    matches!(
                        result,
                        Err(DecodeError::ParameterArrayOutOfRange { .. }
                            | DecodeError::CountOverflow { .. }
                            | DecodeError::PayloadOutOfRange { .. }
                            | DecodeError::RangeArrayOutOfRange { .. }
                            | DecodeError::SamplerArrayOutOfRange { .. })
                    ),
                    "{} of {} bytes: {result:?}",
                    len,
                    rts0.len()
                ),
            }
        }
        let decoded = decode_both(&rts0).unwrap();
        assert_eq!(encode_rts0(&decoded, EncodingMode::Standard), rts0);
    }
}

#[test]
fn truncated_container_at_every_length() {
    for blob in samples(encode_container) {
        for len in 0..blob.len() {
            let result = decode(&blob[..len]);
            let expected = match len {
                // Not `DXBC`: decoded as a bare RTS0 part.
                0..4 => DecodeError::TruncatedHeader { part_size: len },
                4..36 => DecodeError::TruncatedContainer {
                    len,
                    needed: if len < 32 { 32 } else { 36 },
                },
                _ => DecodeError::ContainerSizeMismatch {
                    declared: blob.len() as u32,
                    actual: len,
                },
            };
            assert_eq!(result, Err(expected), "{len}");
        }
        // With the size fields fixed up and re-signed, the RTS0 checks fire.
        for len in 44..blob.len() {
            let mut cut = blob[..len].to_vec();
            set(&mut cut, 24, len as u32);
            set(&mut cut, 40, (len - 44) as u32);
            sign(&mut cut);
            // Exactly the error of the same RTS0 bytes decoded bare.
            let bare = decode_rts0(&blob[44..len]);
            assert!(bare.is_err(), "{len}");
            assert_eq!(decode(&cut), bare, "{len}");
        }
    }
}

#[test]
fn errors_implement_std_error() {
    let error: Box<dyn std::error::Error> = Box::new(err(&[]));
    assert_eq!(
        error.to_string(),
        "RTS0 part is 0 bytes, shorter than its 24-byte header"
    );
}
